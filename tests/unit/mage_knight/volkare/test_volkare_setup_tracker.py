"""Set-up of the Volkare scenarios ([S1]-[S3]) and Volkare in a tracked game: his state, one turn as an
event, what `status` shows, the end of Volkare's Quest (I-42) and its score ([S3], volkare.toml [score])."""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.volkare import quest, setup, tracker
from mkref.games.mage_knight.volkare.data import Settings
from mkref.games.mage_knight.volkare.hexes import distance

GRID = frozenset((q, r) for q in range(-5, 6) for r in range(-5, 6) if distance((q, r), (0, 0)) <= 5)


def test_S3_solo_daring_fair_numbers():
    s = setup.scenario_setup("volkares_quest", 1)
    assert (s.volkare_level, s.city_level, s.wounds, s.deck_size) == (8, 3, 20, 40)
    assert (s.dice, s.units, s.fearful_slots, s.rounds) == (4, 4, 1, 6)
    assert s.army == {"white": 1, "grey": 1, "red": 2, "green": 2}
    assert s.tiles == {"countryside": 8, "core": 4, "city": 2}


def test_S3_two_players_heroic_tight():
    s = setup.scenario_setup("volkares_quest", 2, "heroic", "tight")
    assert (s.volkare_level, s.wounds, s.fearful_slots, s.dice) == (18, 16, 3, 5)
    assert sum(s.army.values()) == 14  # 9 + 9 (A-ARMY above 15)


def test_S1_I41_volkare_does_not_count_unless_set():
    assert setup.scenario_setup("volkares_return", 2).dice == 4
    assert setup.scenario_setup("volkares_return", 2, rules=Settings(volkare_counts_in_return=True)).dice == 5


def test_S2_blitz_four_rounds_and_blitz_dice():
    s = setup.scenario_setup("volkares_return_blitz", 1, "legendary", "thrilling")
    assert (s.rounds, s.dice, s.volkare_level, s.wounds) == (4, 4, 8, 10)


def test_V2_blitz_without_a_known_level_needs_one():
    with pytest.raises(InvalidInput):
        setup.scenario_setup("volkares_return_blitz", 3)
    assert setup.scenario_setup("volkares_return_blitz", 3, volkare_level=12).volkare_level == 12


def test_S3_bad_scenario_players_or_difficulty_refused():
    for args in (("dragons", 1), ("volkares_quest", 5), ("volkares_quest", 1, "easy")):
        with pytest.raises(InvalidInput):
            setup.scenario_setup(*args)


def test_S3_checklist_names_everything_to_lay_out_in_both_languages():
    s = setup.scenario_setup("volkares_quest", 1)
    en = "\n".join(setup.checklist(s))
    de = "\n".join(setup.checklist(s, "de"))
    assert "8 countryside, 4 core without a city, 2 city tile(s)" in en
    assert "6 troops face down" in en and "20 Wounds" in en and "Source: 4 dice" in en and "within 3" in en
    assert "Manaschmelze" in de and "Volkare auf Level 8" in de


def quest_state():
    return tracker.initial(setup.scenario_setup("volkares_quest", 1), (4, -4), (-4, 4), GRID)


def test_S3_1_a_turn_event_moves_him_and_the_deck_shrinks():
    state = quest_state()
    b = tracker.board(state, [quest.Hero("Ana", (0, 0), 3, 0)], ["green", "gold"], [("red", "peasants")], day=True, announced=False)
    event = tracker.turn_event(state, b, quest.card("action", "green"))
    assert event["does"] == "walk" and event["path"] == [[3, -3]] and event["reroll"] == 0
    after = tracker.evolve(state, event)
    assert after["at"] == [3, -3] and tracker.cards_left(after) == 39 and tracker.cards_left(state) == 40


def test_03_a_card_his_deck_no_longer_holds_is_refused_and_nothing_changes():
    state = quest_state()
    state["deck"]["spell:red"] = 0
    b = tracker.board(state, [], [], [], day=True, announced=False)
    with pytest.raises(RuleViolation):
        tracker.turn_event(state, b, quest.card("spell", "red"))
    assert tracker.cards_left(state) == 39


def test_S3_status_shows_place_plan_and_odds():
    lines = tracker.status_lines(quest_state())
    assert lines[0] == "Volkare stands at (4, -4), 8 from the Portal (-4, 4); 40 card(s) left in his deck."
    assert "  green action (4 left): walks 1 space(s) SW" in lines
    assert "  50%: rests: roll his die; a unit on a fearful slot of that colour flees" in lines
    assert "  Aktionskarte grün (noch 4): zieht 1 Feld(er) nach SW" in tracker.status_lines(quest_state(), "de")


def test_S3_I42_won_lost_or_still_running():
    state = quest_state()
    assert tracker.quest_over(state, 3, round_over=True) == ""
    assert tracker.quest_over(state, 6, round_over=True) == "lost"
    assert tracker.quest_over({**state, "on_portal": True}, 2, round_over=False) == "lost"
    assert tracker.quest_over({**state, "defeated": True}, 2, round_over=False) == "won"


def test_S3_score_bonus_for_defeating_volkare():
    state = {**quest_state(), "defeated": True}
    # daring 30 + 2 x 40 cards left = 110, fair x 1, plus 5 per city
    assert tracker.quest_score(state, base=20, cities_conquered=1) == 20 + 110 + 5
    tight = {**state, "race_level": "tight", "deck": {"wound": 3}}
    assert tracker.quest_score(tight, base=0) == 54  # (30 + 6) x 1.5
    assert tracker.quest_score(quest_state(), base=20) == 20
