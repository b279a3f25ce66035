"""mkref new / play / status / saves for Mage Knight, through the real CLI (in-process, own saves folder)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "examples" / "games"


def script(name: str) -> str:
    return (GAMES / name).read_text()


def command_line(name: str) -> list[str]:
    """The `mkref new ...` line written in the script's header."""
    for line in script(name).splitlines():
        if "mkref new" in line:
            return line.split("mkref new", 1)[1].split()
    raise AssertionError("no mkref new line")


def test_first_reconnaissance_solo_with_the_dummy(run):
    args = command_line("first_recon_solo.txt")
    made = run("new", *args)
    assert made.code == 0, made.err
    assert "Dummy player: Arythea" in made.out and "crystals red, red, white (p. 15)" in made.out
    assert "Source: 3 mana dice" in made.out and "Unit offer: 3 regular units; no Elite units" in made.out
    played = run("play", "recon", stdin=script("first_recon_solo.txt"))
    assert played.code == 0, played.err
    out = played.out
    # the refusals the script makes on purpose, each with its page
    assert "Error: Not enough Move points to enter the plains (Village): it costs 2 by Day, you have 1 left. (p. 7)" in out
    assert "Error: Not enough Move points to enter the forest: it costs 5 at Night, you have 3 left. (p. 7)" in out
    assert "Error: Too late to rest" in out and "(p. 6)" in out
    assert out.count("Error:") == 3
    assert "? Dummy: 1 more card(s), one per white crystal (p. 15): red" in out
    assert "Rampaging Prowlers defeated: reputation +1. (p. 10)" in out
    assert "-> The game is over (a city was revealed)." in out
    status = json.loads(run("status", "recon", "--json").out)
    anna = status["players"][0]
    assert (status["round"], status["phase"], status["ended"]) == (3, "game_over", "a city was revealed")
    assert (anna["fame"], anna["level"], anna["reputation"], anna["armor"], anna["command_tokens"]) == (10, 3, 1, 3, 2)
    assert anna["crystals"] == {"red": 3, "blue": 1, "white": 0, "green": 0}
    assert [u["unit"] for u in anna["units"]] == ["peasants"]
    dummy = status["players"][1]
    assert dummy["dummy"] and dummy["deck_size"] == 11 and dummy["crystals"]["white"] == 2


def test_full_conquest_three_players(run):
    made = run("new", *command_line("full_conquest_3p.txt"))
    assert made.code == 0, made.err
    played = run("play", "conquest", stdin=script("full_conquest_3p.txt"))
    out = played.out
    assert "Error: Next to choose a tactic: Cleo, not Anna" in out
    assert "Error: The assault must be fought" in out
    assert "Block on crossbowmen (Crossbowmen): 4 physical against 8 (Swift: twice 4)" in out
    assert "-> The end condition is met: last turns for Anna, Cleo, Ben." in out
    assert "Anna interacted at the City: Influence +0 from Reputation, +2 from city shields" in out
    assert "-> The game is over (all cities are conquered)." in out
    assert out.count("Error:") == 2
    status = json.loads(run("status", "conquest", "--json").out)
    for key in ("game", "scenario", "round", "time", "round_limit", "active_player", "source", "players"):
        assert key in status
    for player in status["players"]:
        for key in ("name", "hero", "fame", "level", "reputation", "armor", "hand_limit", "command_tokens", "units", "crystals", "position"):
            assert key in player
    cities = status["cities"]
    assert {c: v["leader"] for c, v in cities.items()} == {"red": "Anna", "blue": "Cleo", "white": "Ben"}
    fames = {p["name"]: p["fame"] for p in status["players"]}
    assert fames == {"Anna": 8, "Ben": 10, "Cleo": 9}
    assert status["round_limit"] == 6 and status["time"] == "day"
    table = run("status", "conquest").out  # the table fits an 80-column terminal (issue 12)
    assert max(len(line.rstrip()) for line in table.splitlines()) <= 80
    assert "Heroes: Anna tovak, Ben goldyx, Cleo norowas" in table and "wnd wounds" in table


def test_new_refuses_an_existing_save_unless_forced(run, saves_dir):
    args = ["mage-knight", "--scenario", "full_conquest", "--player", "A:tovak", "--player", "B:goldyx", "--save", "g", "--no-map"]
    assert run("new", *args).code == 0
    again = run("new", *args)
    assert again.code == 3 and "already exists" in again.err
    assert run("new", *args, "--force").code == 0
    assert (saves_dir / ".g.toml.1").exists()


@pytest.mark.parametrize(
    "args,text",
    [
        (["--scenario", "full_conquest", "--player", "A:tovak"], "is for 2 to 4 players"),
        (["--scenario", "fool_conquest", "--player", "A:tovak"], "Unknown scenario 'fool_conquest'"),
        (["--scenario", "solo_conquest", "--player", "A:tovakk"], "Did you mean: Tovak"),
        (["--scenario", "full_conquest", "--player", "A:tovak", "--player", "B:tovak"], "taken twice"),
        (["--scenario", "full_conquest", "--player", "Anna"], "is not NAME:HERO"),
    ],
)
def test_new_refusals(run, args, text):
    result = run("new", "mage-knight", *args)
    assert result.code == 1 and text in result.err and "Traceback" not in result.err


def test_german_names_accepted(run):
    made = run("new", "Mage Knight Brettspiel", "--scenario", "Vollständige Eroberung", "--player", "A:Tovak", "--player", "B:Goldyx", "--no-map", "--save", "de",
                "--expansion", "Verschollene Legion")  # Thugs come with The Lost Legion
    assert made.code == 0, made.err
    played = run("play", "de", stdin="vorbereiten\nrot blau grün weiß\nbauern foresters herbalists thugs\ntaktik 1\ntaktik 2\nspiele 3 bewegung\nbewegen Hügel Dorf\nhilfe bewegen\n")
    assert "B moved to hills (Village) for 3" in played.out
    assert "also: bewegen, gehe, ziehe" in played.out


def test_saves_lists_and_status_tables(run):
    run("new", "mage-knight", "--scenario", "blitz_conquest", "--player", "A:tovak", "--player", "B:goldyx", "--save", "blitz", "--no-map")
    listing = run("saves")
    assert "blitz" in listing.out and "blitz_conquest" in listing.out
    table = run("status", "blitz")
    assert "Blitz Conquest: round 1/4, Day" in table.out and "tovak" in table.out
    assert json.loads(run("saves", "--json").out)[0]["events"] == 0


def test_corrupt_and_newer_saves_refused(run, saves_dir):
    (saves_dir / "bad.toml").write_text('format = "mkref-save"\n[[events]\n')
    result = run("play", "bad", stdin="")
    assert result.code == 3 and "not valid TOML" in result.err
    (saves_dir / "new.toml").write_text('format = "mkref-save"\nformat_version = 99\ngame = "mage-knight"\n')
    result = run("status", "new")
    assert result.code == 3 and "newer mkref" in result.err
    assert run("play", "../etc/passwd").code == 1


def test_help_lists_every_command_with_an_example(run):
    run("new", "mage-knight", "--scenario", "full_conquest", "--player", "A:tovak", "--player", "B:goldyx", "--save", "h", "--no-map")
    out = run("play", "h", stdin="help all\n").out  # 'help all': every command with its example
    for name in ("prepare", "tactic", "dummy", "move", "explore", "interact", "buy", "recruit", "heal", "rest", "end", "combat", "attack", "block", "damage", "undo", "redo", "log", "quit"):
        assert f"  {name} " in out or f"  {name}\n" in out or f"  {name} (" in out, name
    assert out.count("example:") >= 30


def test_undo_redo_and_log_in_a_script(run):
    run("new", "mage-knight", "--scenario", "full_conquest", "--player", "A:tovak", "--player", "B:goldyx", "--save", "u", "--no-map")
    out = run("play", "u", stdin="prepare\nred blue green white\nroll\ntactic 1\ntactic 2\nundo\nundo\nundo\nredo\nlog\n").out
    assert "undo: B took tactic" in out
    assert "undo: round 1 prepared" in out and "(a die roll or draw is undone too)" in out
    assert "redo: round 1 prepared" in out
    assert "   1. round 1 prepared" in out and "[roll/draw]" in out


def test_a_finished_game_gives_a_score_sheet(run, tmp_path):
    run("new", *command_line("full_conquest_3p.txt"))
    played = run("play", "conquest", stdin=script("full_conquest_3p.txt"))
    assert "Score it: mkref status conquest --sheet > score.toml" in played.out  # the hint names this save (issue 12)
    sheet = run("status", "conquest", "--sheet")
    assert sheet.code == 0 and 'scenario = "full_conquest"' in sheet.out
    path = tmp_path / "score.toml"
    path.write_text(sheet.out)
    scored = run("score", "--sheet", str(path), "--json")
    assert scored.code == 0, scored.err
    data = json.loads(scored.out)
    totals = {p["name"]: p["total"] for p in data["players"]} if "players" in data else data
    assert totals == {"Anna": 24, "Ben": 24, "Cleo": 21}


def test_draws_take_english_and_german_names_and_can_be_cancelled(run):
    assert run("new", "mage-knight", "--scenario", "first_recon", "--player", "You:tovak", "--save", "names",
               "--expansion", "lost_legion").code == 0  # Thugs (Strauchdiebe) come with The Lost Legion
    out = run("play", "names", "--keep-going", stdin="tiles c1 c2\nWerwolf\ntiles c1 c2\nprepare\ntiles c1 c2\nabbrechen\n"
              "tiles c1 c2\nWolfsreiter\nOrkbeschwörer\nprepare\nrot blau schwarz\nBauern, Förster, Strauchdiebe\n").out
    # a known enemy of another pile, and a command typed at the question, each say what happened and how to leave
    # every list of possible answers shows both names (issue 12)
    assert "Error: 'Werwolf' (Werewolf) cannot come up here. Possible answers: Cursed Hags (Verfluchte Hexen), Diggers (Buddler), " in out
    assert "Error: 'prepare' is a command, not an answer: 'tiles c1 c2' still waits for: The green enemy token" in out
    assert out.count("or 'cancel' to take back the command") == 2
    assert "'tiles c1 c2' taken back: cancelled at its question; nothing changed." in out
    assert "Wolf Riders (green) face up onto c1nw" in out and "Orc Summoners (green) face up onto c2nw" in out
    assert "offer Peasants, Foresters, Thugs" in out


@pytest.mark.parametrize("extra", [[], ["--no-map"]])
def test_first_reconnaissance_checklist_stacks_the_countryside_in_order(run, extra):
    out = run("new", "mage-knight", "--scenario", "first_recon", "--player", "You:tovak", "--save", "first", *extra).out
    stack = next(line for line in out.splitlines() if "Tile stack" in line)
    assert "shuffled)" not in stack.split("below")[0]  # the countryside part is not shuffled (p. 18, AMBIG-31)
    assert stack.startswith("  [ ] Tile stack: countryside tiles 1-8 on top, sorted by number with 1 on top (not shuffled, AMBIG-31)")
    other = run("new", "mage-knight", "--scenario", "full_conquest", "--player", "A:tovak", "--player", "B:goldyx", "--save", "fc").out
    assert "countryside on top (shuffled)" in other


def test_help_is_short_and_grouped_help_command_has_the_details(run):
    run("new", "mage-knight", "--scenario", "first_recon", "--player", "You:tovak", "--save", "helped")
    out = run("play", "helped", stdin="help\nhelp chant\n").out
    short, detail = out.split("> help chant\n")
    lines = short.splitlines()[1:]
    # one screen (issue 12): a line per group, grouped by phase, names only; 'help COMMAND' for the details
    assert len(lines) <= 23 and max(len(line) for line in lines) <= 80
    groups = {line.split(":")[0]: line.split(":", 1)[1].split() for line in lines if not line.startswith(" ") and ":" in line and not line.startswith("'")}
    assert list(groups)[:4] == ["Rounds", "A turn", "Combat", "Bookkeeping"] and "Map" in groups and "Shell" in groups
    assert "chant" in groups["Combat"] and groups["Rounds"] == ["prepare", "tactic", "dummy", "announce"]
    assert "example:" not in short and sum(line.split().count("move") for line in lines) == 1
    assert detail.splitlines()[:4] == [
        "chant [ENEMY ...]", "  also: beschwören, gesang",
        "  Druid Nights: the summoning chant (one enemy per marked glade, double Fame).", "  example: chant",
    ]


def test_messages_read_right_for_a_player_named_you(run):
    run("new", "mage-knight", "--scenario", "first_recon", "--player", "You:tovak", "--save", "you", "--expansion", "lost_legion")
    out = run("play", "you", stdin="tiles c1 c2\nprowlers\ndiggers\nprepare\nred blue black\npeasants foresters thugs\n"
              "tactic 2\nplanning\nplay 5 move\nmove NE NE\ninteract\n").out
    assert "-> Tactic choice: You (1 Early Bird, 2 Rethink," in out
    assert "-> Turn: You." in out
    assert "You: moved to c2w" in out
    for wrong in ("You chooses", "You's", "You now on", "You interacts", "You is ", "You has "):
        assert wrong not in out, wrong


def test_new_records_the_language_and_the_expansions_and_play_status_map_use_it(run, saves_dir):
    """`mkref new ... --lang de --expansion lost_legion`: both kept in the save's setup (issue 10)."""
    import tomllib

    made = run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "de",
               "--lang", "de", "--expansion", "lost_legion")
    assert made.code == 0, made.err
    with open(saves_dir / "de.toml", "rb") as handle:
        setup = tomllib.load(handle)["setup"]
    assert setup["lang"] == "de" and setup["expansions"] == ["base", "lost_legion"]
    shown = run("status", "de").out
    assert ", Tag" in shown and ", Day" not in shown  # the saved language
    assert ", Day" in run("status", "de", "--lang", "en").out  # --lang overrides it


def test_help_move_speaks_of_the_map_when_it_is_tracked(run):
    run("new", "mage-knight", "--scenario", "blitz_conquest", "--player", "A:tovak", "--player", "B:goldyx", "--save", "mapped")
    run("new", "mage-knight", "--scenario", "blitz_conquest", "--player", "A:tovak", "--player", "B:goldyx", "--save", "plain", "--no-map")
    mapped = run("play", "mapped", stdin="help bewegen\n").out
    assert "move SPACE|DIRECTION ..." in mapped and "example: move c2sw E" in mapped and "TERRAIN" not in mapped
    plain = run("play", "plain", stdin="help move\n").out
    assert "move TERRAIN [SITE[:OWNER]] ..." in plain and "example: move hills village" in plain


def test_short_help_lists_card_and_scenario_commands_only_where_they_apply(run):
    """The card commands belong to games started with --cards; 'liberate' to Mines Liberation."""
    run("new", "mage-knight", "--scenario", "first_recon", "--player", "You:tovak", "--save", "plain")
    run("new", "mage-knight", "--scenario", "mines_liberation", "--player", "You:tovak", "--player", "Ben:norowas", "--cards", "--save", "carded")
    plain = run("play", "plain", stdin="help\n").out
    carded = run("play", "carded", stdin="help\n").out
    for line in ("  levelup (aufstieg)", "  offer (angebot)", "  use (nutze)", "  liberate (befreien)"):
        assert line not in plain and line in carded, line
    assert "levelup" in run("play", "plain", stdin="help levelup\n").out  # still explained when asked
