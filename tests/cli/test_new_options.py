"""Issue 20 item 4: every game's `mkref new` options are declared once (mkref.core.options.NewOption in its
plug-in's new_options) and read by one parser; `mkref new --help` names the four games, `mkref new GAME
--help` lists the game's options with their choices in the session's language, and a mistyped option or
choice gets the closest names."""

from __future__ import annotations

import re

import pytest

from tests.cli.test_startup_imports import modules_after
from tests.conftest import ROOT

ARMIES = ["--army", "examples/mini/ember_legion.toml", "--army", "examples/mini/tidewatch.toml"]


def test_new_help_names_all_four_games_and_imports_none(run):
    result = run("new", "--help")
    assert result.code == 0
    for game in ("mage-knight", "mk-miniatures", "knight-tales", "rune-age"):
        assert re.search(rf"^  {game} ", result.out, re.M), game
    assert "--seed N" in result.out and "mkref new GAME --help" in result.out
    code, modules = modules_after("new", "--help")
    assert code == 0 and not any(m.startswith("mkref.games") for m in modules)


def test_new_without_a_game_is_a_usage_error_that_shows_the_games(run):
    result = run("new")
    assert result.code == 2 and "knight-tales" in result.err


def test_knight_tales_help_lists_its_own_options_with_their_choices(run):
    out = run("new", "knight-tales", "--help").out
    assert "--mode MODE" in out and "One of: standard, solo, coop" in out
    assert "One of: heroic, epic, legendary" in out
    assert "--set KEY=VALUE" in out and "order_double_sword: 1 | 2*  (I-02)" in out
    assert "--scenario" not in out and "--variant" not in out  # not Mage Knight's


def test_mage_knight_help_lists_scenarios_variants_cards_and_expansions(run):
    out = run("new", "mage-knight", "--help").out
    for word in ("first_recon", "volkares_quest", "--variant ID", "hero_auction", "envy_and_pity", "--cards", "--expansion ID",
                 "lost_legion", "--map-shape SHAPE", "--volkare-level N", "--no-map"):
        assert word in out, word


def test_rune_age_and_miniatures_help_list_their_set_keys_and_values(run):
    ra = run("new", "rune-age", "--help").out
    assert "One of: dragonlords, runewars, cataclysm, monument" in ra and "attrition_die: ask* | faces" in ra and "--coop" in ra
    mini = run("new", "mini", "--help").out
    assert "soar_halving: ceil* | floor" in mini and "haunted_graveyard" in mini and "--build N" in mini


def test_the_help_speaks_the_session_language(run, monkeypatch):
    assert "Optionen von Knight Tales:" in run("new", "knight-tales", "--help", "--lang", "de").out
    monkeypatch.setenv("MKREF_LANG", "de")
    out = run("new", "knight-tales", "--help").out
    assert "Eines von: standard, solo, coop" in out and "(mehrfach möglich)" in out
    assert "Spiele:" in run("new", "--help").out


@pytest.mark.parametrize(("args", "said"), [
    (["mage-knight", "--scenario", "first_recon", "--player", "A:Tovak", "--varient", "x"],
     "Unknown option '--varient' for mage-knight. Did you mean: --variant?"),
    (["mage-knight", "--scenario", "first_recon", "--player", "A:Tovak", "--variant", "envy_and_pity,ghost_atacks"],
     "Unknown variant 'ghost_atacks': no variant has that name or id. Did you mean: Ghost attacks."),
    (["knight-tales", "--mode", "stnadard", "--player", "A:Gaelic"], "Unknown mode 'stnadard': no mode has that name or id. Did you mean: standard."),
    (["knight-tales", "--mdoe", "solo"], "Did you mean: --mode"),
    (["knight-tales", "--player", "A:Gaelic", "--player", "B:Tartos", "--set", "order_dubble_sword=1"], "Did you mean: order_double_sword"),
    (["rune-age", "--scenario", "monumnet", "--player", "A:Daqan"], "Did you mean: The Monument"),
    (["mk-miniatures", *ARMIES, "--set", "soar_halvng=floor"], "Did you mean: soar_halving"),
    (["mk-miniatures", *ARMIES, "--biuld", "200"], "Did you mean: --build"),
    (["mk-miniatures", *ARMIES, "--build", "9" * 5000], "The number 999999... (5000 digits) is too big"),
    (["rune-age", "--coop=yes"], "--coop takes no value"),
    (["knight-tales", "--player"], "--player needs a value (NAME:KNIGHT)"),
    (["knight-tales", "solo"], "'solo' is not an option of knight-tales: every value follows its option"),
])
def test_a_mistyped_option_or_choice_is_refused_with_the_closest_names(run, monkeypatch, args, said):
    monkeypatch.chdir(ROOT)
    result = run("new", *args, "--seed", "1")
    assert result.code == 1, result.err
    assert said in result.err, result.err


def test_the_readme_shows_the_start_of_the_knight_tales_help(run):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("$ mkref new knight-tales --help\n", 1)[1].split("```", 1)[0]
    assert block.strip() and run("new", "knight-tales", "--help").out.startswith(block)


def test_the_readme_says_what_a_mistyped_option_gets(run):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert '(`--varient` -> "Did you mean: --variant?")' in readme
    result = run("new", "mage-knight", "--scenario", "first_recon", "--player", "A:Tovak", "--varient", "x")
    assert "Did you mean: --variant?" in result.err
