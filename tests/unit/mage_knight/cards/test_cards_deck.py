"""The deed deck, hand and discard (pp. 3, 4, 6, 10, 11), the offers and level-ups (pp. 4, 5, 11) and the
skill periods (p. 5). Numbers worked out by hand from the German rulebook."""

from __future__ import annotations

import pytest

from mkref.core.errors import RuleViolation
from mkref.games.mage_knight.cards import deck, mana, offers, play, skill_use
from mkref.games.mage_knight.cards.play import Request


def test_start_of_game_16_cards_5_in_hand_p3():
    state = deck.new("arythea")
    assert (state["deck"], state["hand"], state["wounds_hand"], state["discard"]) == (11, 5, 0, 0)
    assert sum(state["owned"].values()) == 16 and state["owned"]["battle_versatility"] == 1 and state["owned"]["rage"] == 1


def test_draw_up_to_the_hand_limit_at_end_of_turn_p11():
    state = deck.new("tovak")
    for name in ("march", "rage"):
        state = play.play_card(state, mana.new(), [], name, "sideways", Request(sideways="move"), day=True).deeds
    after = deck.end_turn(state, limit=5)
    assert (after["hand"], after["deck"], after["discard"]) == (5, 9, 2)
    assert after["discard_named"] == {"march": 1, "rage": 1} and after["played"] == []


def test_hand_limit_keeps_and_cities_p11():
    assert deck.hand_limit(5) == 5
    assert deck.hand_limit(5, keeps_owned=2, near_own_keep=True) == 7  # +1 per keep owned
    assert deck.hand_limit(5, keeps_owned=2, near_own_keep=False) == 5
    assert deck.hand_limit(5, keeps_owned=1, near_own_keep=True, city_bonus=2) == 7  # only the higher bonus
    assert deck.hand_limit(6, extra=2) == 8  # Planning / Meditation 'next draw'


def test_hand_limit_bonus_of_a_card_applies_at_the_next_draw_only():
    state = {**deck.new("tovak"), "hand": 0, "hand_bonus": 2}
    after = deck.draw_up_to(state, 5)
    assert after["hand"] == 7 and after["hand_bonus"] == 0


def test_the_draw_never_reshuffles_p11():
    state = {**deck.new("tovak"), "deck": 2, "hand": 1}
    after = deck.draw_up_to(state, 5)
    assert (after["hand"], after["deck"]) == (3, 0)


def test_wounds_drawn_are_counted_apart():
    state = {**deck.new("tovak"), "deck": 4, "wounds_deck": 1, "hand": 2}
    after = deck.draw_up_to(state, 5, wounds=1)
    assert (after["hand"], after["wounds_hand"], after["wounds_deck"]) == (4, 1, 0)
    with pytest.raises(RuleViolation, match="impossible"):
        deck.draw_up_to(state, 5, wounds=2)


def test_end_of_round_reshuffles_everything_p4():
    state = deck.take_wounds(deck.new("tovak"), 2)
    state = {**state, "deck": 0, "hand": 3, "discard": 8, "discard_named": {"march": 1}}
    state = deck.throw_away(state, "instinct")
    after = deck.end_round(state, limit=5)
    assert after["deck"] + after["hand"] + after["wounds_hand"] == 15 + 2  # 16 - Instinct thrown + 2 Wounds
    assert after["discard"] == 0 and after["discard_named"] == {} and after["hand"] + after["wounds_hand"] == 5


def test_announce_only_with_an_empty_deed_deck_p6():
    state = deck.new("tovak")
    with pytest.raises(RuleViolation) as caught:
        deck.check_announce(state, already=False)
    assert "11 card(s)" in caught.value.message() and caught.value.ref == "p. 6"
    deck.check_announce({**state, "deck": 0}, already=False)
    with pytest.raises(RuleViolation, match="already been announced"):
        deck.check_announce({**state, "deck": 0}, already=True)


def test_turn_start_announcement_forced_without_cards_p6():
    empty = {**deck.new("tovak"), "deck": 0, "hand": 0}
    assert deck.check_turn_start(empty, announced_by_other=False) == "must_announce"
    assert deck.check_turn_start({**empty, "hand": 2}, announced_by_other=False) == "may_announce"
    assert deck.check_turn_start(empty, announced_by_other=True) == "forfeit"
    assert deck.check_turn_start({**empty, "deck": 1}, announced_by_other=False) == "turn"
    assert deck.must_announce(empty) and not deck.must_announce({**empty, "wounds_hand": 1})


def test_standard_rest_vs_slow_recovery_p6():
    with_wounds = deck.take_wounds(deck.new("tovak"), 2)
    rested = deck.rest(with_wounds, slow=False, card="march", wounds=2)
    assert (rested["hand"], rested["wounds_hand"], rested["discard"]) == (4, 0, 3)
    with pytest.raises(RuleViolation, match="only for a hand of Wounds"):
        deck.rest(with_wounds, slow=True)
    only_wounds = {**with_wounds, "hand": 0}
    with pytest.raises(RuleViolation, match="slow recovery"):
        deck.rest(only_wounds, slow=False, card="march")
    slow = deck.rest(only_wounds, slow=True)
    assert (slow["wounds_hand"], slow["wounds_discard"]) == (1, 1)


def test_knock_out_discards_every_non_wound_card_p10():
    state = deck.take_wounds(deck.new("tovak"), 4, in_combat=True)
    assert not deck.knocked_out(state, base_hand_limit=5)
    state = deck.take_wounds(state, 1, in_combat=True)
    assert deck.knocked_out(state, base_hand_limit=5)
    out = deck.knock_out(state)
    assert (out["hand"], out["wounds_hand"], out["discard"]) == (0, 5, 5)


def test_gained_card_goes_on_top_of_the_deed_deck_p5():
    state = deck.gain(deck.new("tovak"), "fire_bolt")
    assert state["top"] == ["fire_bolt"] and state["deck"] == 12
    drawn = deck.draw(state, 1)
    assert drawn["top"] == [] and drawn["hand"] == 6
    play.play_card(drawn, mana.new(), [], "fire_bolt", "basic", Request(), day=True)  # now in hand


def test_thrown_away_wound_goes_back_to_the_pile_p5():
    state = deck.throw_away(deck.take_wounds(deck.new("tovak"), 1), "wound")
    assert state["wounds_hand"] == 0 and state["thrown"] == {}


# ----------------------------------------------------------------------------- offers (pp. 4, 5)


def fresh() -> offers.Offers:
    return offers.new(["fire_bolt", "agility", "training"], ["fireball", "chill", "cure"], ["peasants"])


def test_taking_from_the_offer_refills_on_top_p5():
    after = offers.take(fresh(), "spells", "chill", new_top="tremor")
    assert after["spells"] == ["tremor", "fireball", "cure"]
    units = offers.take(fresh(), "units", "peasants")
    assert units["units"] == []  # the unit offer is not refilled until the next round


def test_refresh_at_end_of_round_p4():
    after, removed = offers.refresh(fresh(), "advanced_actions", "ice_bolt")
    assert removed == "training" and after["advanced_actions"] == ["ice_bolt", "fire_bolt", "agility"]


def test_card_not_in_offer_refused():
    with pytest.raises(RuleViolation, match="not in the Spell offer"):
        offers.take(fresh(), "spells", "mana_bolt")


def test_even_level_option_1_p11():
    after, skill, action = offers.level_up(fresh(), ["tovak_cold_swordsmanship", "tovak_shield_mastery"], 1, "Shield Mastery",
                                          "agility", new_top="ice_bolt")
    assert (skill, action) == ("tovak_shield_mastery", "agility")
    assert after["common_skills"] == ["tovak_cold_swordsmanship"]
    assert after["advanced_actions"] == ["ice_bolt", "fire_bolt", "training"]


def test_even_level_option_2_takes_the_lowest_p11():
    start = {**fresh(), "common_skills": ["goldyx_flight"]}
    after, skill, action = offers.level_up(start, ["tovak_cold_swordsmanship", "tovak_shield_mastery"], 2, "goldyx flight", "",
                                          new_top="ice_bolt")
    assert (skill, action) == ("goldyx_flight", "training")
    assert after["common_skills"] == ["tovak_cold_swordsmanship", "tovak_shield_mastery"]
    with pytest.raises(RuleViolation, match="lowest Advanced Action"):
        offers.level_up(start, ["tovak_cold_swordsmanship", "tovak_shield_mastery"], 2, "goldyx flight", "agility")


def test_even_level_skill_must_be_one_drawn_p11():
    with pytest.raises(RuleViolation, match="not one of the two skills"):
        offers.level_up(fresh(), ["tovak_cold_swordsmanship", "tovak_shield_mastery"], 1, "tovak double time", "agility")


# ----------------------------------------------------------------------------- skills (p. 5)


def test_once_a_turn_skill_p5():
    state = skill_use.new(["tovak_cold_swordsmanship"])
    state, skill = skill_use.use(state, "Cold Swordsmanship", hero="tovak", in_combat=True)
    with pytest.raises(RuleViolation, match="once a turn"):
        skill_use.use(state, "Cold Swordsmanship", hero="tovak", in_combat=True)
    state = skill_use.end_turn(state)
    skill_use.use(state, "Cold Swordsmanship", hero="tovak", in_combat=True)


def test_once_a_round_skill_stays_face_down_until_next_round_p5():
    state = skill_use.new(["goldyx_potion_making"])
    state, _ = skill_use.use(state, "Potion Making", hero="goldyx")
    state = skill_use.end_turn(state)
    with pytest.raises(RuleViolation, match="once a round"):
        skill_use.use(state, "Potion Making", hero="goldyx")
    skill_use.use(skill_use.end_round(state), "Potion Making", hero="goldyx")


def test_skill_moment_checks_p5():
    state = skill_use.new(["goldyx_potion_making", "tovak_motivation", "norowas_bonds_of_loyalty", "tovak_resistance_break"])
    with pytest.raises(RuleViolation, match="cannot be used during combat"):
        skill_use.use(state, "Potion Making", hero="goldyx", in_combat=True)
    with pytest.raises(RuleViolation, match="only be used in combat"):
        skill_use.use(state, "Resistance Break", hero="tovak")
    with pytest.raises(RuleViolation, match="own turn"):
        skill_use.use(state, "Potion Making", hero="goldyx", own_turn=False)
    skill_use.use(state, "Motivation", hero="tovak", own_turn=False)  # Motivation: in any turn
    with pytest.raises(RuleViolation, match="works all the time"):
        skill_use.use(state, "Bonds of Loyalty", hero="norowas")
    with pytest.raises(RuleViolation, match="do not have"):
        skill_use.use(state, "Double Time", hero="tovak")


def test_interactive_skill_returns_face_down_next_turn_p5():
    state, _ = skill_use.use(skill_use.new(["tovak_mana_overload"]), "Mana Overload", hero="tovak")
    assert state["in_centre"] == ["tovak_mana_overload"]
    state = skill_use.start_turn(state)
    assert state["in_centre"] == [] and state["face_down"] == ["tovak_mana_overload"]


def test_skill_effects_by_day_and_night_p5():
    from mkref.games.mage_knight.cards.catalogue import skills

    day = play.skill_effects(skills()["arythea_dark_paths"], Request(), day=True)
    night = play.skill_effects(skills()["arythea_dark_paths"], Request(), day=False)
    assert (day.points[0].amount, night.points[0].amount) == (1, 2)
