"""`mkref combat --sheet FILE [--json]`: the contract of issue 2, refusals, bad input, and every sheet.

Every sheet in examples/combat/ and tests/sheets/ runs through the real CLI. A sheet may carry
`# expect: path = json-value` lines (paths: fame, hero.wounds_to_hand, units.<label>.wounds,
enemies.<label>.blocked, ...); sheets named illegal_*.toml must be refused and carry
`# expect-ref: <page>`. The `run` fixture (tests/conftest.py) asserts that no traceback is ever shown.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "combat"
SHEETS = ROOT / "tests" / "sheets"

# The contract sheet of issue 2, word for word (comments included).
CONTRACT = '''\
site = "keep"          # optional: none (default), keep, mage_tower, city, monastery, dungeon, tomb,
                       # monster_den, spawning_grounds, ancient_ruins, maze, labyrinth, rampaging
city_color = "white"   # only with site = "city": white, blue, red, green
time = "day"           # optional: day or night

[hero]
level = 3              # armor and hand limit follow from the level; or give armor = and hand_limit =
wounds_in_hand = 0     # optional: wounds already in hand before the combat

[[units]]
unit = "guardian_golems"  # an id or name from rules/; or inline: armor = 3, resistances = ["fire"], level = 2
label = "golems"          # optional; defaults to the id, with #2, #3 for repeats
wounded = false

[[enemies]]
enemy = "guardsmen"       # id, English or German name; or inline: armor = 5, attack = 4, element = "fire",
                          # abilities = ["swift"], resistances = ["ice"], fame = 3; armor_elusive = 8;
                          # several attacks: attacks = ["4 fire", "3 ice"]
label = "guards"          # optional, as for units
armor_change = 0          # optional modifiers from card effects
attack_change = 0

[[enemies]]
enemy = "orc_summoners"
label = "summoner"
rampaging = true          # a rampaging enemy provoked or challenged into a site assault (not fortified)
summoned = "gargoyle"     # only for a summoner: the brown token drawn at the start of the block phase
                          # (an id, or an inline table like an inline enemy)

[[ranged]]                # one attack in the ranged/siege phase; repeat for more attacks
targets = ["summoner"]
parts = ["2 siege"]       # "<value> [physical|fire|ice|coldfire] [melee|ranged|siege|sideways]"

[[block]]                 # one block; repeat
target = "summoner"       # "label" or "label.2" for an enemy's second attack
parts = ["4 ice", "1 sideways"]
move = 0                  # Move points spent against a Cumbersome attack

[[block]]
target = "guards"
parts = ["3"]

# [[damage]]              # order in which unblocked attacks are resolved, and where damage goes:
# source = "guards"       # the attack ("label" or "label.2")
# to = ["golems", "hero"] # units first, in order; whatever is left goes to the hero

[[attack]]                # one attack in the attack phase; repeat
targets = ["guards"]
parts = ["5 fire", "2"]   # no element = physical, no type = melee

[[attack]]
targets = ["summoner"]
parts = ["4 ice"]
'''

CONTRACT_JSON = {
    "verdict": "ok",
    "enemies": [
        {"label": "guards", "enemy": "guardsmen", "defeated": True, "phase": "attack", "blocked": True, "fame": 3},
        {"label": "summoner", "enemy": "orc_summoners", "defeated": True, "phase": "attack", "blocked": True, "fame": 4},
    ],
    "fame": 7,
    "reputation": 0,
    "hero": {"wounds_to_hand": 0, "wounds_to_discard": 0, "knocked_out": False, "discarded_non_wounds": False},
    "units": [{"label": "golems", "wounds": 0, "destroyed": False}],
    "site_conquered": True,
}


def write(tmp_path: Path, text: str, name: str = "sheet.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def check_contract(run, path: Path) -> None:
    result = run("combat", "--sheet", path, "--json")
    assert result.code == 0, result.out + result.err
    got = json.loads(result.out)
    for key, value in CONTRACT_JSON.items():
        if key == "enemies":
            assert [{k: e[k] for k in value[0]} for e in got["enemies"]] == value
        else:
            assert got[key] == value, key
    assert got["steps"], "the walkthrough has steps"
    for step in got["steps"]:
        assert set(step) >= {"phase", "text", "ref"}
        assert step["phase"] in ("ranged", "block", "damage", "attack", "done")
        assert step["text"] and step["ref"]
    ranged = [s for s in got["steps"] if s["phase"] == "ranged"]
    assert any(s["ref"] == "p. 9" for s in ranged)
    # the 2 siege on the rampaging summoner (armor 4) has no effect; the guards are doubly fortified
    assert any("2 siege" in s["text"] and "no effect" in s["text"] for s in ranged)
    assert any("doubly fortified" in s["text"] for s in ranged)
    # the summoned Gargoyle is blocked and gives no fame (p. 9)
    assert any("Gargoyle" in s["text"] and "no fame" in s["text"] and s["ref"] == "p. 9" for s in got["steps"])


def test_issue2_contract_sheet_word_for_word(run, tmp_path):
    check_contract(run, write(tmp_path, CONTRACT))


def test_issue2_contract_sheet_without_the_city_colour(run, tmp_path):
    text = CONTRACT.replace('city_color = "white"   # only with site = "city": white, blue, red, green\n', "")
    assert text != CONTRACT
    check_contract(run, write(tmp_path, text))


def test_issue2_contract_example_file(run):
    check_contract(run, EXAMPLES / "keep_assault.toml")


def test_walkthrough_without_json_names_phases_and_pages(run):
    result = run("combat", "--sheet", EXAMPLES / "keep_assault.toml")
    assert result.code == 0
    for words in ("p. 9", "p. 10", "Gargoyle", "doubly fortified"):
        assert words in result.out, words


# ----------------------------------------------------------------------------- refusals and bad input


def test_json_refusal_prints_verdict_reason_ref_and_exits_1(run):
    result = run("combat", "--sheet", SHEETS / "illegal_ranged_on_fortified.toml", "--json")
    assert result.code == 1
    got = json.loads(result.out)
    assert set(got) == {"verdict", "reason", "ref"}
    assert got["verdict"] == "illegal" and got["ref"] == "p. 9"
    assert "siege" in got["reason"] and "(p. 9)" in got["reason"]


def test_refusal_without_json_exits_1_with_the_page(run):
    result = run("combat", "--sheet", SHEETS / "illegal_doubly_fortified_siege.toml")
    assert result.code == 1
    assert "p. 9" in result.out + result.err
    assert "Traceback" not in result.out + result.err


@pytest.mark.parametrize("as_json", [True, False], ids=["json", "text"])
def test_unknown_enemy_names_close_matches(run, tmp_path, as_json):
    path = write(tmp_path, '[[enemies]]\nenemy = "wolf ryders"\n')
    result = run("combat", "--sheet", path, *(["--json"] if as_json else []))
    assert result.code == 1
    text = result.out + result.err
    assert "wolf ryders" in text and "Wolf Riders" in text
    if as_json:
        assert json.loads(result.out)["verdict"] == "illegal"


def test_unknown_german_enemy_names_close_matches(run, tmp_path):
    path = write(tmp_path, '[[enemies]]\nenemy = "Wolfsreitr"\n')
    result = run("combat", "--sheet", path, "--json")
    assert result.code == 1 and "Wolf" in json.loads(result.out)["reason"]


def test_unknown_unit_names_close_matches(run, tmp_path):
    path = write(tmp_path, '[[units]]\nunit = "peasant"\n[[enemies]]\nenemy = "prowlers"\n')
    result = run("combat", "--sheet", path, "--json")
    assert result.code == 1 and "Peasants" in json.loads(result.out)["reason"]


@pytest.mark.parametrize(
    ("text", "where"),
    [
        pytest.param('[hero]\nlevel = "three"\n[[enemies]]\nenemy = "prowlers"\n', "[hero.level]", id="hero-level-text"),
        pytest.param('[hero]\nlevel = 11\n[[enemies]]\nenemy = "prowlers"\n', "[hero.level]", id="hero-level-11"),
        pytest.param('site = "castle"\n[[enemies]]\nenemy = "prowlers"\n', "[site]", id="unknown-site"),
        pytest.param('[[enemies]]\nenemy = "prowlers"\nlabel = "p"\n[[attack]]\ntargets = ["p"]\nparts = [3]\n', "[attack[0].parts", id="part-not-text"),
        pytest.param('[[enemies]]\nenemy = "prowlers"\nlabel = "p"\n[[block]]\ntarget = "p"\nparts = ["4"]\nmove = -1\n', "[block[0].move]", id="negative-move"),
        pytest.param('[[enemies]]\nenemy = "prowlers"\nfoo = 1\n', "[enemies[0]", id="unknown-enemy-key"),
        pytest.param('sit = "keep"\n[[enemies]]\nenemy = "prowlers"\n', "sit", id="unknown-top-key"),
        pytest.param('[[enemies]]\narmor = 3\n', "[enemies[0]", id="inline-enemy-without-attack"),
        pytest.param('site = "keep"\n', "[enemies]", id="no-enemies"),
    ],
)
def test_malformed_sheet_names_file_and_key_exit_3(run, tmp_path, text, where):
    path = write(tmp_path, text, "bad.toml")
    result = run("combat", "--sheet", path, "--json")
    assert result.code == 3, result.out + result.err
    got = json.loads(result.out)
    assert got["verdict"] != "ok"
    assert "bad.toml" in got["reason"] and where in got["reason"], got["reason"]
    plain = run("combat", "--sheet", path)
    assert plain.code == 3 and "bad.toml" in plain.out + plain.err


def test_bad_toml_syntax_exit_3(run, tmp_path):
    path = write(tmp_path, "[[enemies]\nenemy = \n", "broken.toml")
    result = run("combat", "--sheet", path, "--json")
    assert result.code == 3 and "broken.toml" in json.loads(result.out)["reason"]


@pytest.mark.parametrize("as_json", [True, False], ids=["json", "text"])
def test_missing_file_exit_3(run, tmp_path, as_json):
    result = run("combat", "--sheet", tmp_path / "nope.toml", *(["--json"] if as_json else []))
    assert result.code == 3
    assert "nope.toml" in result.out + result.err


def test_json_without_sheet_is_a_usage_error(run):
    result = run("combat", "--json")
    assert result.code == 2


def test_bad_part_text_is_refused_with_the_format(run, tmp_path):
    path = write(tmp_path, '[[enemies]]\nenemy = "prowlers"\nlabel = "p"\n[[attack]]\ntargets = ["p"]\nparts = ["5 lava"]\n')
    result = run("combat", "--sheet", path, "--json")
    assert result.code in (1, 3)
    assert "lava" in json.loads(result.out)["reason"]


# ----------------------------------------------------------------------------- every sheet


def expectations(path: Path) -> tuple[list[tuple[str, object]], str | None]:
    expects, ref = [], None
    for line in path.read_text(encoding="utf-8").splitlines():
        found = re.match(r"#\s*expect:\s*(\S+)\s*=\s*(.+)$", line)
        if found:
            expects.append((found.group(1), json.loads(found.group(2))))
        found = re.match(r"#\s*expect-ref:\s*(.+)$", line)
        if found:
            ref = found.group(1).strip()
    return expects, ref


def lookup(result: dict, path: str) -> object:
    head, _, rest = path.partition(".")
    if head in ("units", "enemies"):
        label, _, key = rest.partition(".")
        row = next((r for r in result[head] if r["label"] == label), None)
        assert row is not None, f"no {head} row labelled {label}"
        return row[key]
    value = result[head]
    return value[rest] if rest else value


# The player-vs-player and cooperative assault sheets (pvp_*, coop_*) have results of their own kinds
# (tests/unit/mage_knight/pvp/test_pvp_sheets.py); `mkref combat --sheet` settles them too (below).
ALL_SHEETS = [p for p in sorted(EXAMPLES.glob("*.toml")) if not p.name.startswith(("pvp_", "coop_"))] + sorted(SHEETS.glob("*.toml"))
def sheet_param(path: Path):
    return pytest.param(path, id=f"{path.parent.name}/{path.name}")


@pytest.mark.parametrize("path", [sheet_param(p) for p in ALL_SHEETS])
def test_every_sheet(run, path):
    text = path.read_text(encoding="utf-8")
    assert text.startswith("#"), "every sheet opens with a comment saying what it shows"
    expects, ref = expectations(path)
    result = run("combat", "--sheet", path, "--json")
    got = json.loads(result.out)
    if path.name.startswith("illegal_"):
        assert ref, "an illegal sheet names the page it breaks (# expect-ref:)"
        assert result.code == 1, got
        assert got["verdict"] == "illegal" and got["ref"] == ref, got
        return
    assert result.code == 0, got
    assert got["verdict"] == "ok"
    if path.name != "keep_assault.toml":
        assert expects, "an example states what it must give (# expect:)"
    for key, value in expects:
        assert lookup(got, key) == value, key


def test_there_is_a_sheet_per_ability_and_site():
    names = {p.stem for p in EXAMPLES.glob("*.toml")}
    abilities = ["swift", "brutal", "poison", "paralyze", "summon", "cumbersome", "multiple_attacks", "elusive", "vampiric",
                 "defend", "arcane_immunity", "assassination", "resistances_cold_fire", "unit_resistance"]
    sites = ["mage_tower", "city_white", "city_blue", "city_red", "city_green", "monastery", "dungeon", "tomb", "monster_den",
             "spawning_grounds", "ancient_ruins", "maze", "labyrinth", "rampaging", "none", "keep_withdraw"]
    missing = [a for a in abilities if f"ability_{a}" not in names] + [s for s in sites if f"site_{s}" not in names]
    assert not missing and "keep_assault" in names


def test_interactive_combat_asks_day_or_night_and_takes_undo_at_every_question(run):
    """Issue 12: 'undo' takes back the last answer at any question (set-up or phase), the rest is kept."""
    answers = ["rampaging", "Nacht", "prowlers", "", "undo", "", "1", "", "prowlers: 2 ranged", "undo", "prowlers: 3 ranged"]
    result = run("combat", stdin="\n".join(answers) + "\n")
    assert result.code == 0, result.err
    out = result.out
    assert "Day or night? (day/night; Tag/Nacht) [day] Nacht" in out
    assert "Undone: '' for: Enemy 2: name" in out  # the end of the enemy list taken back, asked again
    assert "Undone: 'prowlers: 2 ranged' for: Ranged or siege attack" in out
    assert out.count("added Prowlers as 'prowlers'") == 1  # the replay after an undo shows nothing again
    assert "defeated in the ranged phase, fame +2" in out and "2 ranged against armor 3" in out


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("pvp_*.toml")) + sorted(EXAMPLES.glob("coop_*.toml")), ids=lambda p: p.name)
def test_combat_sheet_also_settles_fights_between_heroes(run, path):
    """Issue 12: a PvP or cooperative assault sheet is a combat sheet for `mkref combat --sheet` (pp. 12-13)."""
    by_combat = run("combat", "--sheet", path, "--json")
    by_settle = run("settle", path, "--json")
    assert by_combat.code == by_settle.code == 0, by_combat.err
    assert json.loads(by_combat.out) == json.loads(by_settle.out)
