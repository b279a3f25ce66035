"""Rune Age through the real CLI: new, play (scripted games to their end), status, settle, rules, the README."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "examples" / "games"
SHEETS = ROOT / "examples" / "rune-age"
SCRIPTS = sorted(p.name for p in GAMES.glob("*rune-age*.txt"))


def new_args(name: str) -> list[str]:
    """The `mkref new rune-age ...` command on the script's first line."""
    first = (GAMES / name).read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("#") and "mkref new rune-age" in first
    return first.split("mkref new", 1)[1].split()


def save_name(args: list[str]) -> str:
    return args[args.index("--save") + 1]


def test_there_are_scripts_for_at_least_two_scenarios_one_of_them_monument_or_cataclysm():
    scenarios = {new_args(n)[new_args(n).index("--scenario") + 1] for n in SCRIPTS}
    assert len(scenarios) >= 2 and scenarios & {"monument", "cataclysm"}


@pytest.mark.parametrize("name", SCRIPTS)
def test_scripted_game_plays_to_its_end(run, name):
    args = new_args(name)
    made = run("new", *args)
    assert made.code == 0, made.err
    played = run("play", save_name(args), stdin=(GAMES / name).read_text(encoding="utf-8"))
    assert played.code == 0, played.err
    # every refusal in a script is announced by a comment line just before it
    script = (GAMES / name).read_text(encoding="utf-8")
    assert played.out.count("Error:") + played.out.count("Fehler:") == script.count("# refused") + script.count("#! abgelehnt")
    assert "The game is over" in played.out or "Das Spiel ist vorbei" in played.out
    status = json.loads(run("status", save_name(args), "--json").out)
    assert status["phase"] == "game_over" and status["result"]


def test_monument_script_details(run):
    args = new_args("rune-age_monument_2p.txt")
    made = run("new", *args)
    assert "Neutral cards: Warlock (Hexenmeister), Naga (Naga), Mind Control (Gedankenkontrolle), 3 of each" in made.out
    out = run("play", save_name(args), stdin=(GAMES / "rune-age_monument_2p.txt").read_text(encoding="utf-8")).out
    assert "Error: In The Monument no Home Realm can be attacked. (p. 16)" in out
    assert "Error: That costs 5 influence, the cards exhausted give 4. (p. 8)" in out
    assert "The game is over: Anna wins - the Monument was built and the round is over (p. 16)." in out
    status = json.loads(run("status", save_name(args), "--json").out)
    anna = status["players"][0]
    assert anna["monument"] == "built" and anna["cities"] == [{"id": "riverwatch", "name": "Riverwatch", "ready": True}]
    # the reward that helped pay for the Monument stays, exhausted (p. 9)
    assert anna["damage"] == 2 and anna["rewards"] == [{"id": "goblin_raiders", "name": "Goblin Raiders", "gold": 1, "influence": 0, "ready": False}]
    assert status["result"]["winners"] == ["Anna"]


def test_cataclysm_script_is_won_together_at_the_failed_draw(run):
    args = new_args("rune-age_cataclysm_solo.txt")
    run("new", *args)
    out = run("play", save_name(args), stdin=(GAMES / "rune-age_cataclysm_solo.txt").read_text(encoding="utf-8")).out
    assert "The game is over: all players win together (Solo) - they survived the whole event deck (p. 16)." in out
    status = json.loads(run("status", save_name(args), "--json").out)
    assert status["round"] == 9 and status["players"][0]["damage"] == 1 and status["event_deck"]["cards"] == 0


def test_status_table_and_german_output(run):
    made = run("new", "rune-age", "--scenario", "runewars", "--player", "Ann:Uthuk", "--player", "Ben:Elfen", "--save", "de", "--lang", "de")
    assert "Runenkriege für 2 Spieler. Aufbau (S. 4):" in made.out
    out = run("play", "de", "--keep-going", stdin="siege Festung\nsiege Ben\nplay unit1\n2\n").out
    assert "Fehler: Festungen können nicht belagert werden. (S. 12)" in out  # German prefix and page (msg)
    assert "Ann spielt Einheit mit Kosten 1 (Uthuk Y'llan) (2): Armee 2." in out
    shown = run("status", "de", "--lang", "de")
    assert shown.code == 0 and "Runenkriege, Runde 1: ein Kampf läuft" in shown.out


def test_new_refusals(run):
    bad = run("new", "rune-age", "--scenario", "monument", "--player", "Solo:Daqan")
    assert bad.code == 1 and "cannot be played solo" in bad.err
    bad = run("new", "rune-age", "--scenario", "runewars", "--player", "Ann:Daqan", "--player", "Ben:Menschen")
    assert bad.code == 1 and "(p. 4)" in bad.err
    assert run("new", "ra", "--player", "Ann:Daqan").code == 1


@pytest.mark.parametrize(("sheet", "fields"), [
    ("kalladra_battle.toml", {"strengths": {"army": 10, "target": 10}, "winner": "army", "destroyed": ["Undead Horde"], "damage": 0}),
    ("uthuk_siege.toml", {"strengths": {"attacker": 7, "defender": 5}, "winner": "attacker", "damage": 2, "target_fate": "damaged"}),
    ("plague_defence.toml", {"strengths": {"army": 3, "target": 6}, "winner": "target", "damage": 3, "eliminated": True}),
])
def test_settle_examples(run, sheet, fields):
    result = run("settle", SHEETS / sheet, "--json")
    assert result.code == 0, result.out + result.err
    data = json.loads(result.out)
    assert data["verdict"] == "ok"
    for key, value in fields.items():
        assert data[key] == value, key
    walk = run("settle", SHEETS / sheet)
    assert walk.code == 0 and "1. " in walk.out


@pytest.mark.parametrize(("sheet", "ref", "words"), [
    ("illegal_stronghold_siege.toml", "p. 12", "Strongholds cannot be besieged"),
    ("illegal_other_stronghold.toml", "p. 10", "a player battles only for the strongholds in his own barracks"),
    ("illegal_card_after_pass.toml", "p. 12", "Latari has passed"),
    ("illegal_half_skull.toml", "p. 9", "whole number of skulls"),
    ("illegal_second_battle.toml", "p. 11", "one combat per target"),
])
def test_settle_illegal_examples(run, sheet, ref, words):
    result = run("settle", SHEETS / sheet, "--json")
    data = json.loads(result.out)
    assert result.code == 1 and data["verdict"] == "illegal" and data["ref"] == ref and words in data["reason"]
    plain = run("settle", SHEETS / sheet)
    assert plain.code == 1 and plain.out.startswith("Illegal: ") and f"({ref})" in plain.out


def test_a_malformed_sheet_exits_3_naming_the_key(run, tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('game = "rune-age"\nkind = "siege"\n[target]\nkind = "realm"\n[[plays]]\nside = "attacker"\ncard = "Berserker"\nstrenght = 1\n')
    result = run("settle", path)
    assert result.code == 3 and "strenght" in result.err and "Traceback" not in result.err
    path.write_text('game = "rune-age"\nkind = "duel"\n')
    assert run("settle", path).code == 3


@pytest.mark.parametrize(("query", "entry", "ref"), [
    ("Belagerung", "siege", "p. 12"), ("siege", "siege", "p. 12"), ("Kurzübersicht", "quick_reference", "p. 20"),
    ("quick reference", "quick_reference", "p. 20"), ("Verlustwürfel", "attrition", "p. 9"), ("Festung", "term_stronghold", "p. 3"),
])
def test_rules_lookup_json_in_both_languages(run, query, entry, ref):
    result = run("rules", "--game", "rune-age", query, "--json")
    data = json.loads(result.out)
    assert result.code == 0 and data["answer"]["id"] == entry and data["answer"]["ref"] == ref


def _readme_section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("## Rune Age")
    return text[start:text.index("\n## ", start + 5)]


def test_every_readme_example_runs(run):
    block = _readme_section().split("```bash", 1)[1].split("```", 1)[0]
    commands = [line.split("#")[0].strip() for line in block.strip().splitlines()]
    assert len(commands) >= 8
    for line in commands:
        words = shlex.split(line)
        assert words[0] == "mkref"
        stdin = ""
        if "<" in words:
            stdin = (ROOT / words[words.index("<") + 1]).read_text(encoding="utf-8")
            words = words[: words.index("<")]
        args = [str(ROOT / w) if w.startswith("examples/") else w for w in words[1:]]
        result = run(*args, stdin=stdin)
        expected = 1 if "illegal" in line else 0
        assert result.code == expected, (line, result.out, result.err)
    assert '"phase": "game_over"' in run("status", "ra-monument", "--json").out


def test_readme_sheet_format_is_a_sheet_that_settles(run, tmp_path):
    toml = _readme_section().split("```toml", 1)[1].split("```", 1)[0]
    path = tmp_path / "readme.toml"
    path.write_text(toml.replace('name = "Dragonlord Kalladra"', 'name = "Dragonlord Kalladra"').replace('casualties = ["Undead Horde"]', 'casualties = ["Dark Knight"]'))
    result = run("settle", path, "--json")
    assert result.code == 0 and json.loads(result.out)["strengths"] == {"army": 0, "target": 10}


PROBE = """
import io, json, sys, contextlib
from mkref.cli.app import main
out = io.StringIO()
with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
    code = main(sys.argv[1:])
sys.__stdout__.write(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


@pytest.mark.parametrize("args", [["--help"], ["combat", "--sheet", "examples/combat/keep_assault.toml", "--json"], ["rules", "Swift", "--json"]])
def test_start_up_imports_no_rune_age_module(args):
    done = subprocess.run([sys.executable, "-c", PROBE, *args], cwd=ROOT, capture_output=True, text=True, check=True)
    modules = json.loads(done.stdout)["modules"]
    assert not [m for m in modules if m.startswith("mkref.games.rune_age")]


def test_rune_age_imports_no_other_game():
    for path in (ROOT / "mkref" / "games" / "rune_age").rglob("*.py"):
        assert not re.search(r"mkref\.games\.(?!rune_age)|mage_knight|mk_miniatures", path.read_text(encoding="utf-8")), path.name


def test_undo_takes_back_a_whole_command_with_its_answers(run):
    run("new", "rune-age", "--scenario", "runewars", "--player", "Ann:Uthuk", "--player", "Ben:Daqan", "--save", "u")
    out = run("play", "u", "--keep-going", stdin="battle Riverwatch\n3\nundo\nlog\nbuy 1 1 1 1 for stronghold\n").out
    assert "undo: Ann: battle against Riverwatch" in out
    status = json.loads(run("status", "u", "--json").out)
    assert status["phase"] == "turns" and status["players"][0]["strongholds"] == {"ready": 1, "exhausted": 0}
    assert status["central"]["unnamed_cities"] == 3  # the battle (and Riverwatch's strength) was undone


def test_german_set_up_refusal(run, monkeypatch):
    monkeypatch.setenv("MKREF_LANG", "de")  # the default language of a new game; --lang names the save's
    bad = run("new", "rune-age", "--scenario", "monument", "--player", "Solo:Daqan")
    assert bad.code == 1 and "kann nicht allein gespielt werden" in bad.err and "(S. 16)" in bad.err  # German page (msg)


def test_the_p11_sheet_counts_1_2_3_5_8_then_7_after_the_skull_then_10_with_the_resolution_bonus(run):
    result = json.loads(run("settle", SHEETS / "kalladra_battle.toml", "--json").out)
    played = [step["text"] for step in result["steps"] if "plays" in step["text"]]
    assert [line.rsplit("army ", 1)[1] for line in played] == ["1.", "2.", "3.", "5.", "8."]
    assert "Dark Knight: +3." in [step["text"] for step in result["steps"]] and result["strengths"] == {"army": 10, "target": 10}


def test_a_german_sheet_cites_pages_as_s_once(run):
    out = run("settle", SHEETS / "kalladra_battle.toml", "--lang", "de").out
    assert "1. Schlacht: Waiqar gegen Dragonlord Kalladra (Feind) (S. 10)" in out and "(p. " not in out
    assert "Undead Horde wird vernichtet (S. 9).\n" in out


def test_the_issues_bad_inputs_at_the_prompt_are_refused_with_reason_and_page_and_change_nothing(run, saves_dir):
    run("new", "rune-age", "--scenario", "runewars", "--player", "Ann:Uthuk", "--player", "Ben:Daqan", "--save", "bad")
    setup = "battle Riverwatch\n2\nplay unit1\n2\npass\nresolve\n"         # Ann takes Riverwatch: a second battle follows
    run("play", "bad", "--keep-going", stdin=setup)
    before = (saves_dir / "bad.toml").read_text(encoding="utf-8")
    wrong = {
        "siege stronghold": "Strongholds cannot be besieged. (p. 12)",
        "battle Riverwatch": "(p. 10)",                                   # Ann controls it now: not a battle target
        "buy Riverwatch for unit2": "(p. 7)",                             # a purchase paid with influence
    }
    out = run("play", "bad", "--keep-going", stdin="\n".join(wrong) + "\n").out
    errors = [line for line in out.splitlines() if line.startswith("Error: ")]
    assert len(errors) == len(wrong) and all(page in error for error, page in zip(errors, wrong.values()))
    assert (saves_dir / "bad.toml").read_text(encoding="utf-8") == before
    siege = "end\nsiege Ann\nplay unit1\n2\npass\n"                        # Ben's siege: he plays, Ann passes
    run("play", "bad", "--keep-going", stdin=siege)
    before = (saves_dir / "bad.toml").read_text(encoding="utf-8")
    out = run("play", "bad", "--keep-going", stdin="play unit1 defender\nbattle Riverwatch\n").out
    assert "Error: Ann has passed: that side plays no more cards in this siege. (p. 12)" in out
    assert (saves_dir / "bad.toml").read_text(encoding="utf-8") == before


def test_skulls_that_are_not_a_whole_number_are_refused_at_the_prompt_p9(run, saves_dir):
    run("new", "rune-age", "--scenario", "runewars", "--player", "Ann:Uthuk", "--player", "Ben:Daqan", "--save", "skulls")
    run("play", "skulls", "--keep-going", stdin="end\nend\nevent Wyrm\n1\nenemy\n3\n1\nnone\nend\nbattle Wyrm\nplay unit1\n2\n")
    before = (saves_dir / "skulls.toml").read_text(encoding="utf-8")
    out = run("play", "skulls", "--keep-going", stdin="pass 1.5\npass two\n").out
    assert out.count(" skulls: an attrition roll shows a whole number of skulls (0 or more). (p. 9)") == 2
    assert (saves_dir / "skulls.toml").read_text(encoding="utf-8") == before
