"""The Volkare scenarios scored through `mkref score` ([S1], [S2], [S3]): the example sheets in examples/score/,
their arithmetic, and what such a sheet may leave out (there is no dummy player to count)."""

from __future__ import annotations

import json
from pathlib import Path

from mkref.games.mage_knight.volkare import tracker
from mkref.games.mage_knight.volkare.data import volkare

ROOT = Path(__file__).resolve().parents[4]
SCORE = ROOT / "examples/score"


def _score(run, name: str, *extra: str):
    return run("score", "--sheet", SCORE / f"{name}.toml", *extra)


def test_S3_quest_sheet_adds_the_volkare_bonus_and_5_per_city(run):
    data = json.loads(_score(run, "volkares_quest", "--json").out)
    # lowest Fame 61 + best achievements 11 + 1 city x 5 + (30 daring + 2 x 12 cards) x 1.5 tight = 81
    assert data["team_score"] == 61 + 11 + 5 + 81 == 158
    assert data["mission_succeeded"] is True
    text = _score(run, "volkares_quest", "--explain").out
    assert "Volkare defeated: (30 daring + 12 card(s) left in his deck × 2) × 1.5 tight = 81  ([S3])" in text


def test_S1_return_not_defeated_fails_the_mission_without_bonus(run):
    data = json.loads(_score(run, "volkares_return", "--json").out)
    # lowest Fame 64 + best of each category: 8 + 6 + 6 + 4 + 2 - 8 = 18; he was not defeated: no bonus
    assert data["team_score"] == 82 and data["mission_succeeded"] is False and data["winners"] == []
    assert "Volkare defeated: Volkare not defeated → 0  ([S1])" in _score(run, "volkares_return", "--explain").out


def test_S2_blitz_adds_20_for_the_conquered_city(run):
    data = json.loads(_score(run, "volkares_return_blitz", "--json").out)
    # 48 + 8 achievements + 20 for the city + (30 + 2 x 8) x 1 = 46
    assert data["team_score"] == 48 + 8 + 20 + 46 == 122


def test_S1_S3_city_goals_match_volkare_toml():
    import tomllib

    goals = tomllib.loads((ROOT / "rules/mage-knight/scenarios.toml").read_text(encoding="utf-8"))["scenarios"]
    v = volkare()
    assert goals["volkares_quest"]["scoring"]["goal"]["per_city"] == v.quest_city_bonus == 5
    for name in ("volkares_return", "volkares_return_blitz"):
        assert goals[name]["scoring"]["goal"]["all_cities"] == v.return_city_bonus == 20


def test_S3_sheet_needs_no_dummy_deck_nor_announcement(run, tmp_path):
    text = (SCORE / "volkares_quest.toml").read_text(encoding="utf-8")
    assert "dummy_deck" not in text and "end_announced_in_last_round" not in text
    assert _score(run, "volkares_quest").code == 0


def test_S1_tracked_score_of_volkares_return_adds_20_for_the_city():
    state = {"scenario": "volkares_return", "defeated": True, "combat_level": "daring", "race_level": "fair", "deck": {"wound": 4}}
    # (30 + 2 x 4) x 1 = 38, + 20 for the conquered city (not 5 per city as in the Quest)
    assert tracker.quest_score(state, base=10, cities_conquered=1) == 10 + 38 + 20
    assert tracker.quest_score(state, base=10) == 48
