"""Volkare's turn in Volkare's Quest: A-QTURN [S3.1], A-PORTAL [S3], A-VATTACK [13.3], his deck [03].

The map is every hex within 3 of (0, 0) (I-21: the whole shape, explored or not); the portal is the
west corner (-3, 0). Quest paths from volkare.toml: white and blue walk SE, green walks SW.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.volkare import quest
from mkref.games.mage_knight.volkare.data import Settings, volkare
from mkref.games.mage_knight.volkare.hexes import distance

GRID = frozenset((q, r) for q in range(-3, 4) for r in range(-3, 4) if distance((q, r), (0, 0)) <= 3)
PORTAL = (-3, 0)
PATHS = volkare().path["quest"]
SLOTS = (("red", "peasants"), ("blue", ""), ("green", "foresters"))


def board(at=(2, 0), heroes=(), source=("red", "gold", "blue"), day=True, **extra):
    return quest.Board(at, GRID, PORTAL, True, day, tuple(source), SLOTS, tuple(heroes), PATHS, **extra)


# ---------------------------------------------------------------- deck and odds


def test_S3_quest_deck_fair_holds_16_actions_4_spells_20_wounds():
    deck = quest.new_deck("quest", "fair")
    assert sum(deck.values()) == 40
    assert deck["wound"] == 20 and deck["action:red"] == 4 and deck["spell:green"] == 1


def test_S3_1_odds_of_his_next_card():
    odds = quest.odds(quest.new_deck("quest", "fair"), PATHS)
    assert odds == {
        "rest": Fraction(1, 2),
        "walk:SE": Fraction(10, 40),
        "walk:SW": Fraction(5, 40),
        "attack:1": Fraction(4, 40),
        "attack:2": Fraction(1, 40),
    }


def test_03_a_card_no_longer_in_his_deck_is_refused():
    deck = quest.draw(quest.new_deck("quest", "thrilling"), quest.card("spell", "red"))
    assert deck["spell:red"] == 0 and sum(deck.values()) == 31
    with pytest.raises(RuleViolation) as err:
        quest.draw(deck, quest.card("spell", "red"))
    assert err.value.ref == "[03]"


def test_S3_cards_of_other_kinds_or_colours_are_refused():
    with pytest.raises(InvalidInput):
        quest.card("artifact", "red")
    with pytest.raises(InvalidInput):
        quest.card("action", "gold")


# ---------------------------------------------------------------- Source re-roll and fearful units


def test_S3_1_rerolls_one_die_of_the_card_colour():
    assert quest.source_reroll("blue", ["red", "gold", "blue"], day=True) == 2


def test_S3_1_I45_by_day_a_gold_die_instead():
    assert quest.source_reroll("white", ["red", "gold"], day=True) == 1
    assert quest.source_reroll("white", ["red", "gold"], day=False) is None


def test_S3_1_I50_red_cards_reroll_too():
    assert quest.source_reroll("red", ["red"], day=True) == 0
    assert quest.source_reroll("red", ["red"], day=True, rules=Settings(red_rerolls_source=False)) is None


def test_S3_1_fearful_unit_on_the_slot_of_the_die_colour_flees():
    assert quest.fearful_flees("green", list(SLOTS), day=True) == 2


def test_S3_1_empty_slot_or_I44_gold_face_no_flight():
    assert quest.fearful_flees("blue", list(SLOTS), day=True) is None
    assert quest.fearful_flees("gold", list(SLOTS), day=True) is None
    assert quest.fearful_flees("gold", list(SLOTS), day=True, rules=Settings(fearful_match="gold_wild")) == 0


def test_13_2_a_die_face_not_on_his_die_is_refused():
    with pytest.raises(InvalidInput):
        quest.fearful_flees("purple", list(SLOTS), day=True)


# ---------------------------------------------------------------- movement and the portal


def test_S3_1_walks_one_space_in_the_colour_direction():
    assert quest.walk((0, 0), "SE", 1, GRID, PORTAL) == [(0, 1)]


def test_S3_1_off_the_map_he_steps_closer_to_the_portal():
    assert quest.walk((-3, 3), "SE", 1, GRID, PORTAL) == [(-3, 2)]


def test_S3_1_I46_two_equally_close_spaces_ask_the_table():
    with pytest.raises(InvalidInput):
        quest.walk((0, 3), "SE", 1, GRID, PORTAL)
    assert quest.walk((0, 3), "SE", 1, GRID, PORTAL, tie=(0, 2)) == [(0, 2)]
    assert quest.walk((0, 3), "SE", 1, GRID, PORTAL, rules=Settings(closer_tie="clockwise")) == [(-1, 3)]


def test_S3_portal_closes_at_distance_3_and_eliminates_heroes_on_it():
    assert quest.portal_check((0, 0), PORTAL, True, ["Ana"]) == (True, ["Ana"])
    assert quest.portal_check((1, 0), PORTAL, True, ["Ana"]) == (False, [])
    assert quest.portal_check((0, 0), PORTAL, False, ["Ana"]) == (False, [])


def test_S3_1_blue_card_walk_closes_portal_and_moves_a_hero_off_his_space():
    heroes = (quest.Hero("Ana", PORTAL, 5, 0), quest.Hero("Ben", (0, 0), 3, 1))
    turn = quest.turn(board(at=(0, -1), heroes=heroes), quest.card("action", "blue"))
    assert turn.does == "walk" and turn.path == ((0, 0),)
    assert turn.reroll == 2  # the blue Source die
    assert turn.portal_closed and turn.eliminated == ("Ana",)
    assert turn.withdraw == ("Ben",)


def test_S3_1_I51_spell_moves_one_space_by_default_two_if_set():
    t1 = quest.turn(board(at=(0, 0)), quest.card("spell", "green"))
    t2 = quest.turn(board(at=(0, 0)), quest.card("spell", "green"), rules=Settings(spell_spaces=2))
    assert t1.path == ((-1, 1),)
    assert t2.path == ((-1, 1), (-2, 2))


# ---------------------------------------------------------------- whom he attacks


def test_S3_1_red_action_attacks_the_adjacent_hero_with_most_fame_then_turn_order():
    heroes = [quest.Hero("Ana", (1, 0), 10, 1), quest.Hero("Ben", (2, -1), 10, 0), quest.Hero("Cid", (3, 0), 4, 2)]
    target, reach = quest.attack_target((2, 0), heroes, quest.card("action", "red"))
    assert target is not None and target.name == "Ben" and reach == 1


def test_S3_1_red_spell_reaches_distance_2_when_nobody_is_adjacent():
    heroes = [quest.Hero("Ana", (0, 0), 1, 0)]
    assert quest.attack_target((2, 0), heroes, quest.card("action", "red")) == (None, 0)
    target, reach = quest.attack_target((2, 0), heroes, quest.card("spell", "red"))
    assert target is not None and target.name == "Ana" and reach == 2


def test_S3_1_I48_red_action_with_nobody_adjacent_does_nothing():
    turn = quest.turn(board(heroes=(quest.Hero("Ana", (-2, 0), 1, 0),)), quest.card("action", "red"))
    assert turn.does == "nothing" and turn.reroll == 0


# ---------------------------------------------------------------- wounds, end of round, empty deck


def test_S3_1_wound_needs_his_die_then_a_fearful_unit_flees():
    with pytest.raises(InvalidInput):
        quest.turn(board(), quest.card("wound"))
    turn = quest.turn(board(), quest.card("wound"), die="red")
    assert turn.does == "rest" and turn.flees == 0 and turn.path == ()


def test_03_no_turn_for_volkare_after_an_announcement():
    with pytest.raises(RuleViolation) as err:
        quest.turn(board(announced=True), quest.card("action", "blue"))
    assert err.value.ref == "[03]"


def test_S3_1_I43_empty_deck_nothing_or_frenzy():
    assert quest.turn(board(at=(0, 0)), None).does == "nothing"
    frenzy = quest.turn(board(at=(0, 0)), None, rules=Settings(deck_empty="frenzy"))
    assert frenzy.does == "walk" and frenzy.path == ((0, 1),) and frenzy.reroll is None


def test_13_3_flee_wounds_by_day_night_pair():
    assert [quest.flee_wounds(r) for r in range(1, 7)] == [2, 2, 3, 3, 4, 4]
    with pytest.raises(InvalidInput):
        quest.flee_wounds(7)


def test_13_3_full_commitment_refused_with_token_face_down_or_only_wounds():
    with pytest.raises(RuleViolation) as err:
        quest.check_full_commitment(face_down=True, hand_only_wounds=False)
    assert err.value.ref == "[13.3]"
    with pytest.raises(RuleViolation):
        quest.check_full_commitment(face_down=False, hand_only_wounds=True)
    quest.check_full_commitment(face_down=False, hand_only_wounds=False)


def test_S3_1_plan_says_what_each_colour_does():
    plan = quest.plan(PATHS)
    assert plan["action:white"] == "walk:SE:1" and plan["spell:green"] == "walk:SW:1"
    assert plan["action:red"] == "attack:1" and plan["spell:red"] == "attack:2" and plan["wound"] == "rest"


def test_S3_1_german_card_words_and_die_faces():
    assert quest.card("Zauber", "grün") == quest.Card("spell", "green")
    assert quest.card("Verletzung") == quest.Card("wound")
    assert quest.die_face("Schwarz") == "black"
    with pytest.raises(InvalidInput):
        quest.die_face("lila")


# ---------------------------------------------------------------- without a tracked map


def track(distance=6, near=(), on_portal=(), **extra):
    return quest.Track(distance, True, True, ("blue", "gold"), SLOTS, tuple(near), tuple(on_portal), PATHS, **extra)


def test_S3_1_track_walk_asks_the_table_where_he_stands_then_closes_the_portal():
    with pytest.raises(InvalidInput) as err:
        quest.track_turn(track(4), quest.card("action", "blue"))
    assert "1 space(s) SE" in err.value.what
    turn = quest.track_turn(track(4, on_portal=["Ana"]), quest.card("action", "blue"), distance_after=3)
    assert turn.does == "walk" and turn.reroll == 0 and turn.portal_closed and turn.eliminated == ("Ana",)


def test_S3_1_track_distance_can_change_by_one_per_space_only():
    with pytest.raises(RuleViolation):
        quest.track_turn(track(6), quest.card("action", "green"), distance_after=4)
    assert quest.track_turn(track(6), quest.card("action", "green"), distance_after=6).distance == 6


def test_S3_track_reaching_the_portal():
    assert quest.track_turn(track(1), quest.card("action", "white"), distance_after=0).on_portal


def test_S3_1_track_red_spell_picks_among_the_heroes_named_near():
    near = [quest.Near("Ana", 9, 0, 2), quest.Near("Ben", 12, 1, 2)]
    turn = quest.track_turn(track(near=near), quest.card("spell", "red"))
    assert turn.does == "attack" and turn.target == "Ben" and turn.reach == 2
    assert quest.track_turn(track(near=near), quest.card("action", "red")).does == "nothing"


def test_S3_1_track_wound_needs_the_die():
    assert quest.track_turn(track(), quest.card("wound"), die="green").flees == 2
