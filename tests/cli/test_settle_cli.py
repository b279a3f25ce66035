"""One way to settle any sheet: `mkref settle`, `mkref combat --sheet`, `mkref score --sheet` and
`mkref mini attack --sheet` dispatch through the game's plug-in by the sheet's `game` and `kind`."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
COMBAT = ROOT / "examples/combat/keep_assault.toml"
SCORE = ROOT / "examples/score/standard.toml"
ATTACK = ROOT / "examples/mini/rule_of_three.toml"


def with_header(tmp_path: Path, source: Path, header: str) -> Path:
    sheet = tmp_path / source.name
    sheet.write_text(header + "\n" + source.read_text(encoding="utf-8"), encoding="utf-8")
    return sheet


def test_settle_a_combat_sheet_without_game_or_kind_like_combat_sheet(run):
    settled = run("settle", COMBAT, "--json")
    combat = run("combat", "--sheet", COMBAT, "--json")
    assert settled.code == combat.code == 0
    assert json.loads(settled.out) == json.loads(combat.out)
    assert json.loads(settled.out)["verdict"] == "ok"


def test_settle_a_score_sheet_without_game_or_kind_like_score_sheet(run):
    settled = run("settle", SCORE, "--json")
    score = run("score", "--sheet", SCORE, "--json")
    assert settled.code == score.code == 0
    assert json.loads(settled.out) == {"verdict": "ok", **json.loads(score.out)}


def test_settle_json_refuses_a_bad_score_sheet_with_a_verdict(run, tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('kind = "score"\nscenario = "no_such_scenario"\nplayers = []\n', encoding="utf-8")
    refused = run("settle", bad, "--json")
    assert refused.code == 1
    answer = json.loads(refused.out)
    assert answer["verdict"] == "illegal" and "no_such_scenario" in answer["reason"]


def test_a_sheet_may_name_its_game_and_kind(run, tmp_path):
    combat = with_header(tmp_path, COMBAT, 'game = "mage-knight"\nkind = "combat"')
    assert json.loads(run("settle", combat, "--json").out) == json.loads(run("combat", "--sheet", COMBAT, "--json").out)
    assert run("combat", "--sheet", combat, "--json").code == 0
    score = with_header(tmp_path, SCORE, 'game = "Mage Knight Brettspiel"\nkind = "score"')
    assert run("score", "--sheet", score, "--json").code == 0
    assert json.loads(run("settle", score, "--json").out) == {"verdict": "ok", **json.loads(run("score", "--sheet", SCORE, "--json").out)}


def test_a_score_sheet_given_to_combat_names_the_score_command(run):
    wrong = run("combat", "--sheet", SCORE)
    assert wrong.code == 1
    assert f"{SCORE} is a score sheet, not a combat sheet: mkref combat --sheet settles only combat sheets." in wrong.err
    assert f"Settle it with: mkref score --sheet {SCORE}" in wrong.err


def test_a_combat_sheet_given_to_score_names_the_combat_command(run):
    wrong = run("score", "--sheet", COMBAT)
    assert wrong.code == 1
    assert f"Settle it with: mkref combat --sheet {COMBAT}" in wrong.err


def test_a_wrong_sheet_in_json_mode_is_an_illegal_verdict(run):
    wrong = run("combat", "--sheet", SCORE, "--json")
    assert wrong.code == 1
    answer = json.loads(wrong.out)
    assert answer["verdict"] == "illegal" and "mkref score --sheet" in answer["reason"]


def test_another_games_sheet_given_to_score_names_settle(run, tmp_path):
    attack = with_header(tmp_path, ATTACK, 'game = "mk-miniatures"')
    wrong = run("score", "--sheet", attack)
    assert wrong.code == 1
    assert "is a Mage Knight miniatures game attack sheet" in wrong.err
    assert f"Settle it with: mkref settle {attack}" in wrong.err


def test_the_miniatures_attack_sheet_through_settle(run, tmp_path):
    attack = with_header(tmp_path, ATTACK, 'game = "mk-miniatures"')
    settled = run("settle", attack, "--json")
    direct = run("mini", "attack", "--sheet", ATTACK, "--json")
    assert settled.code == direct.code == 0
    assert json.loads(settled.out) == {"verdict": "ok", **json.loads(direct.out)}
    assert run("mini", "attack", "--sheet", attack, "--json").out == direct.out


def test_a_combat_sheet_given_to_the_miniatures_attack_names_combat(run):
    wrong = run("mini", "attack", "--sheet", COMBAT)
    assert wrong.code == 1
    assert f"Settle it with: mkref combat --sheet {COMBAT}" in wrong.err


def test_an_unknown_kind_lists_the_kinds(run, tmp_path):
    odd = with_header(tmp_path, COMBAT, 'kind = "siege"')
    refused = run("settle", odd)
    assert refused.code == 3
    assert "has no sheet of kind 'siege'" in refused.err and "its sheet kinds are: combat, coop_assault, pvp, score" in refused.err


def test_a_sheet_that_names_no_kind_its_game_cannot_tell_is_asked_for_one(run, tmp_path):
    odd = tmp_path / "odd.toml"
    odd.write_text('game = "mk-miniatures"\nnote = "no attack here"\n', encoding="utf-8")
    refused = run("settle", odd)
    assert refused.code == 3
    assert "odd.toml names no kind: mkref cannot tell which Mage Knight miniatures game sheet it is." in refused.err
    assert 'Say it at the top with kind = "..." (its sheet kinds: attack)' in refused.err
