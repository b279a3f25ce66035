"""Your Story (p. 22), with the scoring example that totals 49."""

from __future__ import annotations

from mkref.games.knight_tales import scoring
from mkref.games.knight_tales.data import load


def test_set_bonus_table_p22_matches_the_facts():
    assert tuple(load().section("scoring")["set_bonus"]) == scoring.SET_BONUS
    assert [scoring.set_bonus(n) for n in range(8)] == [0, 0, 1, 3, 6, 10, 15, 21]


def test_susy_scores_49_p22():
    susy = scoring.Holdings(
        "Susy",
        market=[("weapon", 1), ("armour", 1), ("companion", 1), ("animal", 1), ("trophy", 0), ("weapon", 0)],
        monsters=[("orc minion", 7), ("undead minion", 8), ("beast champion", 8), ("orc minion", 0)],
        quests=[3], renown=[3], gold=11,
    )
    result = scoring.score(susy)
    assert result.points == {"market_vp": 4, "market_set": 10, "monster_vp": 23, "monster_set": 3, "quests": 3, "renown": 3, "gold": 3}
    assert result.total == 49


def test_quest_slots_and_ties_share_the_title_i21():
    slots = {"row_2_or_3": ["Michael", "Susy"]}
    vp = {"row_2_or_3": [5, 3]}
    assert scoring.quest_points(slots, vp, "Michael") == [5] and scoring.quest_points(slots, vp, "Susy") == [3]
    a, b = scoring.Score("A", {"gold": 4}), scoring.Score("B", {"gold": 4})
    assert scoring.winners([a, b]) == ["A", "B"]
    assert scoring.monster_type("undead", "boss") == "boss" and scoring.monster_type("orc", "champion") == "orc champion"
