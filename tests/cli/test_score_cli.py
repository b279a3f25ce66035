"""`mkref score`: every example sheet, the interactive questions, JSON, errors and exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
EXAMPLES = ROOT / "examples" / "score"

# sheet -> (player totals in order, winners, team_score, mission_succeeded)
EXPECTED = {
    "standard": ([57, 54], ["Ana"], None, None),
    "first_recon": ([28, 34], ["Ben"], None, None),
    "first_recon_solo": ([32], [], None, None),
    "blitz_conquest": ([86, 60], ["Ana"], None, True),
    "full_conquest": ([82, 104, 85], ["Ben"], None, True),
    "full_conquest_teams": ([76, 86, 84, 67], ["Ana", "Ben"], None, True),
    "solo_conquest": ([180], ["Ana"], None, True),
    "mines_liberation": ([72, 66, 59], ["Ana"], None, True),
    "full_coop": ([112, 104], ["Ana", "Ben"], 166, True),
    "blitz_coop": ([55, 64, 44], [], 71, False),
    "dungeon_lords": ([77, 69, 72], ["Ana"], None, False),
    "druid_nights": ([68, 73], ["Ben"], None, None),
    "one_to_return": ([None, None, None], ["Ben"], None, None),
    "one_to_return_teams": ([None, None, None, None], ["Ana", "Ben"], None, None),
    "conquer_and_hold": ([8, 5, 7, 2], ["Ana", "Ben"], None, None),
    "volkares_quest": ([72], ["Ana"], 158, True),
    "volkares_return": ([85, 80], [], 82, False),
    "volkares_return_blitz": ([56], ["Ana"], 122, True),
}


def test_every_example_has_an_expectation():
    assert {p.stem for p in EXAMPLES.glob("*.toml")} == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_sheet_json(run, name):
    res = run("score", "--sheet", EXAMPLES / f"{name}.toml", "--json")
    assert res.code == 0, res.err
    data = json.loads(res.out)
    totals, winners, team_score, mission = EXPECTED[name]
    assert [p["total"] for p in data["players"]] == totals
    assert data["winners"] == winners
    assert data["team_score"] == team_score
    assert data["mission_succeeded"] is mission
    assert list(data) == ["scenario", "players", "teams", "winners", "team_score", "mission_succeeded"]
    assert res.err == ""


def test_team_totals_in_json(run):
    data = json.loads(run("score", "--sheet", EXAMPLES / "full_conquest_teams.toml", "--json").out)
    assert [(t["team"], t["total"], t["winner"]) for t in data["teams"]] == [("A", 94, True), ("B", 86, False)]
    data = json.loads(run("score", "--sheet", EXAMPLES / "conquer_and_hold.toml", "--json").out)
    assert [(t["team"], t["total"]) for t in data["teams"]] == [("A", 13), ("B", 9)]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_sheet_table(run, name):
    res = run("score", "--sheet", EXAMPLES / f"{name}.toml")
    assert res.code == 0, res.err
    assert "Traceback" not in res.out


def test_table_shows_titles_totals_chart_and_winner(run):
    out = run("score", "--sheet", EXAMPLES / "full_conquest.toml").out
    assert "Full Conquest (p. 19)" in out
    assert "14 (+5)" in out  # Ben's cities and Greatest City Conqueror
    assert "8 (+3)" in out  # Cleo's Greatest Knowledge
    assert "Totals" in out and "█" in out
    assert "Winner: Ben. Mission succeeded." in out


def test_explain_shows_arithmetic_and_pages(run):
    out = run("score", "--sheet", EXAMPLES / "full_conquest.toml", "--explain").out
    assert "Greatest Leader: level 2 + level 3 wounded (3÷2 rounded down: 1) + Peasants level 1 = 4  (p. 15)" in out
    assert "Cities: 2 led × 7 + 0 with a shield × 4 = 14  (p. 19)" in out
    assert "Greatest City Conqueror: sole best with 14 → +5  (p. 19)" in out


def test_explain_solo_goal(run):
    out = run("score", "--sheet", EXAMPLES / "solo_conquest.toml", "--explain").out
    assert "round limit 6 − played 5 = 1 × 30 = 30 (AMBIG-29)" in out
    assert "Score: 180 points. Mission succeeded. You are victorious." in out


def test_german_output(run):
    out = run("score", "--sheet", EXAMPLES / "full_conquest.toml", "--lang", "de", "--explain").out
    assert "Vollständige Eroberung (S. 19)" in out
    assert "Sieger: Ben. Mission erfüllt." in out
    assert "verletzt" in out and "(S. 15)" in out


def test_bad_language_is_a_usage_error(run):
    res = run("score", "--sheet", EXAMPLES / "full_conquest.toml", "--lang", "fr")
    assert res.code == 2
    assert "Unknown language 'fr'" in res.err and "--lang en or --lang de" in res.err  # as every command says it


# ------------------------------------------------------------------ interactive

FULL_CONQUEST_ANSWERS = "\n".join([
    "vollständige eroberung", "3", "Ana", "Ben", "Cleo", "",  # Enter: 3 cities, the default for 3 players
    # Ana: fame spells aas artifacts crystals units conquest-shields adventure-shields wounds led shielded
    "52", "2", "3", "1", "5", "2 3w 1", "2", "3", "3", "1", "1",
    "61", "1", "4", "2", "3", "3 2 1w", "3", "1", "2", "2", "0",
    "47", "3", "2", "1", "8", "4 2v", "2", "3", "3", "0", "2",
]) + "\n"


def test_interactive_three_player_full_conquest(run):
    res = run("score", stdin=FULL_CONQUEST_ANSWERS)
    assert res.code == 0, res.err
    assert "Winner: Ben. Mission succeeded." in res.out
    assert "104" in res.out and "82" in res.out and "85" in res.out
    assert "Which scenario did you play?" in res.err
    assert "-> Full Conquest (p. 19)" in res.err
    assert "Ana: Units - levels with a w" in res.err


def test_interactive_json_keeps_stdout_clean(run):
    res = run("score", "--json", stdin=FULL_CONQUEST_ANSWERS)
    data = json.loads(res.out)
    assert [p["total"] for p in data["players"]] == [82, 104, 85]


def test_interactive_reasks_bad_answers(run):
    answers = FULL_CONQUEST_ANSWERS.replace("vollständige eroberung\n3\n", "full conquets\n4\n3\n", 1)
    answers = answers.replace("\n52\n2\n3\n1\n5\n2 3w 1\n", "\n-5\nfifty-two\n52\n2\n3\n1\n13\n5\n2 3w 9\n2 3w 1\n", 1)
    # "full conquets" is refused, "4" picks Full Conquest from the numbered list, "3" players
    res = run("score", stdin=answers)
    assert "'full conquets': unknown scenario. Did you mean:" in res.err
    assert "-5 is negative: a count is 0 or more. Please try again." in res.err
    assert "'fifty-two' is not a number" in res.err
    assert "13 crystals do not fit in an Inventory: at most 3 of each of the 4 colours, 12 in total (p. 5). Please try again." in res.err
    assert "'9' is not a unit level" in res.err
    assert res.code == 0, res.err
    assert "Winner: Ben." in res.out


def test_interactive_german_answers(run):
    answers = "\n".join([
        "Solo-Eroberung", "Anna", "",
        "70", "keine", "4", "1", "6", "3 2v", "2", "1", "2",  # fame .. wounds
        "2", "5", "nein", "3",  # cities conquered, round, announced?, dummy deck
    ]) + "\n"
    res = run("score", "--lang", "de", stdin=answers)
    assert res.code == 0, res.err
    assert "Du warst siegreich" in res.out
    # 70 + knowledge 4 + loot 2+3 + leader 3+1 + conqueror 4 + adventurer 2 - beating 4 = 85; goal 20+15+30+3+5 = 73
    assert "158" in res.out


def test_interactive_cooperative_asks_the_goal(run):
    answers = "\n".join([
        "7", "2", "Ana", "Ben", "",
        "84", "3", "5", "2", "6", "3 4 2w", "3", "2", "4", "2",
        "79", "2", "6", "1", "8", "2 3", "1", "3", "2", "1",
        "3", "6", "yes", "2",
    ]) + "\n"
    res = run("score", "--json", stdin=answers)
    assert res.code == 0, res.err
    data = json.loads(res.out)
    assert data["team_score"] == 166 and data["mission_succeeded"] is True
    assert "Was the end of that round announced? (yes/no)" in res.err


def test_interactive_portal_and_teams(run):
    answers = "\n".join(["one to return", "4", "yes", "Ana", "Ben", "Cleo", "Dan", "A", "a", "B", "b",
                         "Ben", "Ana", "Cleo"]) + "\n"
    res = run("score", "--json", stdin=answers)
    assert res.code == 0, res.err
    data = json.loads(res.out)
    assert data["winners"] == []  # Ben is on the portal but Ana is team A's Chosen One


def test_interactive_city_counts_are_bounded(run):
    answers = FULL_CONQUEST_ANSWERS.replace("\n0\n47\n", "\n5\n0\n47\n", 1)  # Ben: 2 led, then 5 shielded > 3 - 2
    answers = answers.replace("\n3\n0\n2\n", "\n3\n1\n0\n2\n", 1)  # Cleo: 1 led, but all 3 cities have leaders
    res = run("score", "--json", stdin=answers)
    assert res.code == 0, res.err
    assert "5 is too many: Ben leads 2 of the 3 cities, so at most 1 other(s) remain. Please try again." in res.err
    assert "1 is too many: all 3 cities are already led by other players (Ana leads 1, Ben leads 2)" in res.err


def test_interactive_asks_cities_in_play_for_variants(run):
    answers = FULL_CONQUEST_ANSWERS.replace('"Cleo\n\n', "Cleo\n4\n", 1).replace("Cleo\n\n", "Cleo\n4\n", 1)
    data = json.loads(run("score", "--json", stdin=answers).out)
    assert data["mission_succeeded"] is False  # 3 of 4 cities have a leader


def test_interactive_input_ends_early(run):
    res = run("score", stdin="full conquest\n3\n")
    assert res.code == 130  # the end of the input is like Ctrl-C (issue 11): the same code in score, combat, mini
    assert "Error: Standard input ended" in res.err
    assert "Name of player 1" in res.err


# ------------------------------------------------------------------ errors and exit codes


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "sheet.toml"
    path.write_text(text, encoding="utf-8")
    return path


SHEET = """scenario = "{scenario}"
[[players]]
name = "Ana"
fame = 10
spells = {spells}
advanced_actions = 0
artifacts = 0
crystals = {crystals}
wounds = 0
shields = {{}}
units = [ {{ level = {level} }} ]
cities_led = 0
cities_shielded = 0
[[players]]
name = "Ben"
fame = 10
spells = 0
advanced_actions = 0
artifacts = 0
crystals = 0
wounds = 0
shields = {{}}
units = []
cities_led = 0
cities_shielded = 0
"""


def sheet(tmp_path: Path, scenario: str = "full_conquest", spells: int = 0, crystals: int = 0, level: int = 2) -> Path:
    return write(tmp_path, SHEET.format(scenario=scenario, spells=spells, crystals=crystals, level=level))


def test_unknown_scenario_exit_1_with_close_matches(run, tmp_path):
    res = run("score", "--sheet", sheet(tmp_path, scenario="full conquets"))
    assert res.code == 1
    assert res.err.startswith("Error: Unknown scenario 'full conquets'")
    assert "Did you mean: Full Conquest" in res.err


def test_negative_count_exit_1(run, tmp_path):
    res = run("score", "--sheet", sheet(tmp_path, spells=-2))
    assert res.code == 1
    assert "players[0].spells] is -2: a count cannot be negative" in res.err


def test_unit_level_exit_1(run, tmp_path):
    res = run("score", "--sheet", sheet(tmp_path, level=5))
    assert res.code == 1
    assert "units[0].level] is 5: unit levels run from 1 to 4" in res.err


def test_crystals_exit_1_with_rule_and_page(run, tmp_path):
    res = run("score", "--sheet", sheet(tmp_path, crystals=14))
    assert res.code == 1
    assert "at most 3 crystals of each of the 4 colours, 12 in total. (p. 5)" in res.err


def test_missing_field_exit_1(run, tmp_path):
    path = write(tmp_path, SHEET.format(scenario="full_conquest", spells=0, crystals=0, level=1).replace("fame = 10\n", "", 1))
    res = run("score", "--sheet", path)
    assert res.code == 1
    assert "'fame' is missing: Full Conquest needs it (the number on the Fame track)" in res.err


def test_missing_file_exit_3(run, tmp_path):
    res = run("score", "--sheet", tmp_path / "nope.toml")
    assert res.code == 3
    assert "does not exist" in res.err


def test_broken_toml_exit_3(run, tmp_path):
    res = run("score", "--sheet", write(tmp_path, "scenario = \n"))
    assert res.code == 3
    assert "not valid TOML" in res.err


def test_wrong_type_exit_3(run, tmp_path):
    res = run("score", "--sheet", write(tmp_path, SHEET.format(scenario="full_conquest", spells='"two"', crystals=0, level=1)))
    assert res.code == 3
    assert "players[0].spells" in res.err and "expected a whole number" in res.err


def test_typo_key_exit_3_with_suggestion(run, tmp_path):
    text = SHEET.format(scenario="standard", spells=0, crystals=0, level=1).replace("wounds = 0", "wound = 0", 1)
    res = run("score", "--sheet", write(tmp_path, text))
    assert res.code == 3
    assert "did you mean 'wounds'" in res.err


def test_json_error_goes_to_stderr(run, tmp_path):
    res = run("score", "--sheet", sheet(tmp_path, spells=-1), "--json")
    assert res.code == 1 and res.out == ""


def test_json_path_imports_no_rich_or_prompt_toolkit():
    code = (
        "import sys; from mkref.cli.app import main; "
        f"rc = main(['score', '--sheet', {str(EXAMPLES / 'full_conquest.toml')!r}, '--json']); "
        "bad = [m for m in ('rich', 'prompt_toolkit', 'pydantic') if m in sys.modules]; "
        "print('BAD', bad, file=sys.stderr); sys.exit(rc)"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "BAD []" in proc.stderr
    assert json.loads(proc.stdout)["winners"] == ["Ben"]


def test_interactive_unit_names_and_number_words(run):
    answers = "\n".join(["standard", "one", "Ana", "drei", "0", "0", "0", "zwei",
                         "Peasnts", "Peasants, guardian golems w, 2", "0", "0", "0"]) + "\n"
    res = run("score", "--json", stdin=answers)
    assert res.code == 0, res.err
    assert "Did you mean: Peasants" in res.err
    p = json.loads(res.out)["players"][0]
    assert p["fame"] == 3 and p["categories"]["loot"] == 1
    assert p["categories"]["leader"] == 1 + 1 + 2  # Peasants 1, wounded Guardian Golems 2 -> 1, a level-2 unit


def test_readme_shows_the_table_as_printed(run):
    out = run("score", "--sheet", EXAMPLES / "full_conquest.toml").out
    printed = "\n".join(line.rstrip() for line in out.splitlines())
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert printed in readme


def test_interactive_cities_led_says_who_leads_the_others(run):
    assert FULL_CONQUEST_ANSWERS.endswith('"3", "0", "2"'.replace('", "', "\n").strip('"') + "\n")
    # Ben first says 3 (only 2 are free: Ana leads 1), Cleo says 1 (all 3 are led by then)
    answers = FULL_CONQUEST_ANSWERS.replace("\n2\n2\n0\n47\n", "\n2\n3\n2\n0\n47\n", 1)
    answers = answers[: -len("3\n0\n2\n")] + "3\n1\n0\n2\n"
    res = run("score", stdin=answers)
    assert res.code == 0, res.err
    assert ("3 is too many: other players already lead 1 of the 3 cities (Ana leads 1), so at most 2 remain; "
            "each city has one leader (p. 10). Please try again.") in res.err
    assert ("1 is too many: all 3 cities are already led by other players (Ana leads 1, Ben leads 2); "
            "each city has one leader (p. 10), so type 0. Please try again.") in res.err
    assert "out of range" not in res.err
    assert "Winner: Ben. Mission succeeded." in res.out
