"""Playing cards (p. 4), mana (p. 5), combined effects (p. 5) and the loading of the card data.

The examples of pp. 4-5 are tests here: a card's basic effect is free, its powered effect costs one mana of
its colour; a spell costs its colour, powered one more black, at Night only; an artifact is thrown away for
its powered effect; Wounds are never played; any other card sideways is Move, Influence, Attack or Block 1
and never ranged, siege or elemental; Maximal Effect with Determination is one single Block; gaining a
crystal at 3 gives a token instead. Every expected number is stated by hand from the rulebook.
"""

from __future__ import annotations

import pytest

from mkref.core.errors import RulesDataError, RuleViolation, UnknownName
from mkref.core.tomlread import Fields, Problems
from mkref.games.mage_knight.cards import deck, mana, play
from mkref.games.mage_knight.cards.effects import Effect, read_effects
from mkref.games.mage_knight.cards.play import Points, Request

SOURCE = ["red", "blue", "gold", "black", "green"]


def hand(hero: str = "tovak") -> dict:
    return deck.new(hero)


def run(name: str, mode: str = "basic", *, day: bool = True, deeds: dict | None = None, crystals: dict | None = None,
        source: list[str] | None = None, **request) -> play.Played:
    return play.play_card(deeds or hand(), mana.new(crystals), list(source or SOURCE), name, mode, Request(**request), day=day)


def refused(*args, **kwargs) -> RuleViolation:
    with pytest.raises(RuleViolation) as caught:
        run(*args, **kwargs)
    return caught.value


# ----------------------------------------------------------------------------- p. 4 §3a: Action cards


def test_basic_effect_is_free_p4():
    played = run("march")
    assert played.points == (Points("move", 2),)
    assert played.mana == mana.new() and played.source == SOURCE


def test_powered_effect_costs_one_mana_of_its_colour_p4():
    played = run("march", "powered", mana=(("die", "green"),))
    assert played.points == (Points("move", 4),)
    assert played.source == ["red", "blue", "gold", "black"]  # the die is taken from the Source
    assert played.mana["dice"] == ["green"]


def test_powered_without_mana_is_refused_and_nothing_changes_p4():
    deeds = hand()
    error = refused("march", "powered", deeds=deeds)
    assert "needs green mana" in error.message() and error.ref == "p. 4"
    assert deeds == hand()  # the argument is never changed


def test_powered_with_the_wrong_colour_is_refused_p4():
    assert "needs green mana" in refused("march", "powered", mana=(("die", "red"),)).message()


def test_gold_pays_any_basic_colour_by_day_p5():
    assert run("rage", "powered", mana=(("die", "gold"),)).points == (Points("attack", 4),)


def test_gold_is_unusable_at_night_and_black_by_day_p5():
    assert refused("rage", "powered", day=False, mana=(("die", "gold"),)).ref == "p. 5"
    assert "Black mana cannot be used by Day" in refused("rage", "powered", mana=(("die", "black"),)).message()


def test_one_source_die_per_turn_p5():
    first = run("march", "powered", mana=(("die", "green"),))
    with pytest.raises(RuleViolation, match="already taken 1 die"):
        play.play_card(first.deeds, first.mana, first.source, "rage", "powered", Request(mana=(("die", "red"),)), day=True)


def test_mana_draw_allows_a_second_die_p5():
    deeds = deck.gain(hand(), "mana_draw", "hand")
    first = play.play_card(deeds, mana.new(), SOURCE, "mana_draw", "basic", Request(), day=True)
    second = play.play_card(first.deeds, first.mana, first.source, "march", "powered", Request(mana=(("die", "green"),)), day=True)
    third = play.play_card(second.deeds, second.mana, second.source, "rage", "powered", Request(mana=(("die", "red"),)), day=True)
    assert third.mana["dice"] == ["green", "red"]
    assert third.source == ["blue", "gold", "black"]


def test_crystal_pays_and_is_used_up_p5():
    played = run("march", "powered", crystals={"green": 1}, mana=(("crystal", "green"),))
    assert played.mana["crystals"]["green"] == 0
    assert "no green crystal" in refused("march", "powered", mana=(("crystal", "green"),)).message()


def test_a_choice_must_be_named_p4():
    assert "choose one of" in refused("rage").message()
    assert run("rage", choices=("block",)).points == (Points("block", 2),)
    assert run("Wut", choices=("Angriff",)).points == (Points("attack", 2),)  # German names and words


# ----------------------------------------------------------------------------- p. 4 §3b: Spells


def spell_hand(spell: str = "fireball") -> dict:
    return deck.gain(hand(), spell, "hand")


def test_spell_basic_costs_its_colour_p4():
    error = refused("fireball", deeds=spell_hand())
    assert "needs red mana" in error.message()
    ok = play.play_card(spell_hand(), mana.new({"red": 1}), SOURCE, "fireball", "basic", Request(mana=(("crystal", "red"),)), day=True)
    assert ok.points == (Points("attack", 5, "ranged", "fire"),)


def test_spell_powered_only_at_night_with_black_p4():
    error = refused("fireball", "powered", deeds=spell_hand(), mana=(("die", "red"), ("die", "black")))
    assert "cannot be used by Day" in error.message() and error.ref == "p. 4"
    deeds = spell_hand()
    mana_state = {**mana.new({"red": 1}), "extra_dice": 0}
    played = play.play_card(deeds, mana_state, SOURCE, "fireball", "powered", Request(mana=(("crystal", "red"), ("die", "black"))), day=False)
    assert played.points == (Points("attack", 8, "siege", "fire"),)
    assert [g.name for g in played.gains] == ["wound"]  # Firestorm: take a Wound


def test_spell_powered_at_night_without_black_is_refused_p4():
    assert "needs black mana" in refused("fireball", "powered", day=False, deeds=spell_hand(), crystals={"red": 1},
                                         mana=(("crystal", "red"),)).message()


# ----------------------------------------------------------------------------- p. 4 §3c-e: artifacts, wounds, sideways


def test_artifact_powered_throws_the_card_away_p4():
    deeds = deck.gain(hand(), "endless_bag_of_gold", "hand")
    played = play.play_card(deeds, mana.new(), SOURCE, "endless_bag_of_gold", "powered", Request(), day=True)
    assert played.points == (Points("influence", 9),)
    assert played.deeds["thrown"] == {"endless_bag_of_gold": 1} and played.deeds["played"] == []


def test_wounds_are_never_played_not_even_sideways_p4():
    deeds = deck.take_wounds(hand(), 1)
    for mode in ("basic", "sideways"):
        with pytest.raises(RuleViolation, match="never be played"):
            play.play_card(deeds, mana.new(), SOURCE, "wound", mode, Request(sideways="move"), day=True)


@pytest.mark.parametrize("kind", ["move", "influence", "attack", "block"])
def test_sideways_gives_one_physical_point_p4(kind: str):
    played = run("swiftness", "sideways", sideways=kind)
    assert played.points == (Points(kind, 1, "melee", "physical"),)


def test_sideways_never_gives_ranged_or_heal_p4():
    for kind in ("ranged", "heal", "siege"):
        assert refused("swiftness", "sideways", sideways=kind).ref == "p. 4"


# ----------------------------------------------------------------------------- the hand


def test_a_card_not_owned_is_refused():
    error = refused("fireball")
    assert "is not one of your deed cards" in error.message()


def test_a_card_whose_copies_are_all_played_is_refused():
    first = run("promise")  # Tovak owns 1 Promise
    with pytest.raises(RuleViolation, match="cannot be in your hand"):
        play.play_card(first.deeds, first.mana, first.source, "promise", "basic", Request(), day=True)


def test_hero_card_replaces_the_standard_card():
    assert "is not one of your deed cards" in refused("improvisation").message()  # Tovak: Instinct instead
    assert run("instinct", choices=("move",)).points == (Points("move", 2),)


def test_unknown_card_name_lists_close_matches():
    with pytest.raises(UnknownName) as caught:
        run("marhc")
    assert "March" in caught.value.candidates


# ----------------------------------------------------------------------------- costs of effects (p. 4 §6)


def test_improvisation_needs_another_card_to_discard_p4():
    deeds = {**deck.new("goldyx"), "hand": 1}  # Improvisation alone in hand
    with pytest.raises(RuleViolation, match="needs another card"):
        play.play_card(deeds, mana.new(), SOURCE, "improvisation", "basic", Request(choices=("attack",)), day=True)
    played = run("improvisation", deeds=deck.new("goldyx"), choices=("attack",), other="march")
    assert played.points == (Points("attack", 3),)
    assert played.deeds["discard_named"] == {"march": 1} and played.deeds["hand"] == 3


def test_a_wound_does_not_pay_a_discard_unless_allowed_p4():
    deeds = deck.take_wounds(deck.new("goldyx"), 1)
    with pytest.raises(RuleViolation, match="Wounds may not be discarded"):
        play.play_card(deeds, mana.new(), SOURCE, "improvisation", "basic", Request(choices=("move",), other="wound"), day=True)


def test_pure_magic_points_follow_the_mana_colour():
    deeds = deck.gain(hand(), "pure_magic", "hand")
    played = play.play_card(deeds, mana.new({"white": 1}), SOURCE, "pure_magic", "basic", Request(mana=(("crystal", "white"),)), day=True)
    assert played.points == (Points("influence", 4),)


def test_counts_the_table_states():
    deeds = deck.gain(hand(), "in_need", "hand")
    with pytest.raises(RuleViolation, match="say how many"):
        play.play_card(deeds, mana.new(), SOURCE, "in_need", "basic", Request(), day=True)
    played = play.play_card(deeds, mana.new(), SOURCE, "in_need", "basic", Request(counts=(("wound", 2),)), day=True)
    assert played.points == (Points("influence", 5),)  # 3 + 1 per Wound


# ----------------------------------------------------------------------------- p. 5: combined effects


def test_maximal_effect_with_determination_is_one_single_block_p5():
    """p. 5: Maximal Effect played with Determination cannot split its Block between attacks: one effect."""
    deeds = deck.gain(deck.new("goldyx"), "maximal_effect", "hand")
    deeds = {**deeds, "hand": deeds["hand"]}
    basic = play.play_card(deeds, mana.new(), SOURCE, "maximal_effect", "basic", Request(choices=("block",), other="determination"), day=True)
    assert basic.points == (Points("block", 6),)  # Determination's basic Block 2, three times, one Block
    assert basic.deeds["thrown"] == {"determination": 1}  # the other card is thrown away
    powered = play.play_card(deeds, mana.new(), SOURCE, "maximal_effect", "powered",
                             Request(mana=(("die", "red"),), other="determination"), day=True)
    assert powered.points == (Points("block", 10),)  # Block 5 twice, for free


def test_concentration_plays_another_powered_for_free_plus_two_p5():
    played = run("concentration", "powered", deeds=deck.new("tovak"), mana=(("die", "green"),), other="march")
    assert played.points == (Points("move", 6),)  # March powered Move 4 + 2
    assert played.mana["dice"] == ["green"]  # only Concentration's own green mana was paid
    assert [c for c, _ in played.deeds["played"]] == ["concentration", "march"]


def test_a_combined_card_must_be_an_action_in_hand_p5():
    error = refused("concentration", "powered", mana=(("die", "green"),))
    assert "must be played with another Action card" in error.message()


def test_time_bending_through_magic_talent_ruling_p5():
    """p. 5: when Magic Talent plays Time Bending, Magic Talent is set aside instead: the card says so."""
    from mkref.games.mage_knight.cards.catalogue import cards

    rulings = [e for e in cards()["magic_talent"].basic if e.name == "special"]
    assert rulings and "Time Bending" in rulings[0].text_en and "Zeitkrümmung" in rulings[0].text_de and rulings[0].ref == "p. 5"


# ----------------------------------------------------------------------------- p. 5: gaining crystals


def test_gain_crystal_effect_at_three_gives_a_token_p5():
    after, what = mana.gain_crystal(mana.new({"red": 3}), "red", effect=True)
    assert what == "token" and after["crystals"]["red"] == 3 and after["tokens"] == {"red": 1}
    reward, what = mana.gain_crystal(mana.new({"red": 3}), "red", effect=False)
    assert what == "nothing" and reward["tokens"] == {}  # a reward at 3 is lost (p. 11)


def test_fire_bolt_basic_gains_a_red_crystal_p5():
    deeds = deck.gain(hand(), "fire_bolt", "hand")
    played = play.play_card(deeds, mana.new({"red": 2}), SOURCE, "fire_bolt", "basic", Request(), day=True)
    assert played.mana["crystals"]["red"] == 3


def test_mana_friendly_gold_die_for_a_colour_still_in_the_source_p16():
    with pytest.raises(RuleViolation, match="Mana friendly"):
        play.play_card(hand(), mana.new(), ["red", "gold"], "rage", "powered", Request(mana=(("die", "gold"),)), day=True, mana_friendly=True)
    ok = play.play_card(hand(), mana.new(), ["blue", "gold"], "rage", "powered", Request(mana=(("die", "gold"),)), day=True, mana_friendly=True)
    assert ok.points == (Points("attack", 4),)


def test_parse_mana_source_in_both_languages():
    assert mana.parse_source("Würfel rot") == ("die", "red")
    assert mana.parse_source("crystal blue") == ("crystal", "blue")
    with pytest.raises(RuleViolation):
        mana.parse_source("die purple")


# ----------------------------------------------------------------------------- p. 7: terrain costs changed by cards


def test_terrain_reductions_with_their_floor_p7():
    path_finding = [Effect("terrain", terrains=("all",), less=1, floor=2)]
    assert play.move_cost(5, "swamp", path_finding) == 4
    assert play.move_cost(3, "hills", path_finding) == 2
    assert play.move_cost(2, "plains", path_finding) == 2  # not below 2
    song = [Effect("terrain", terrains=("plains", "desert", "wasteland"), less=2, floor=0)]
    assert play.move_cost(2, "plains", song) == 0 and play.move_cost(3, "hills", song) == 3


def test_entering_mountains_and_lakes_by_a_card_p7():
    assert play.move_cost(None, "mountain", []) is None
    assert play.move_cost(None, "mountain", [Effect("enter", terrains=("mountain",), cost=5)]) == 5
    frost = [Effect("enter", terrains=("lake",)), Effect("terrain", terrains=("lake", "swamp"), cost=1)]
    assert play.move_cost(None, "lake", frost) == 1


# ----------------------------------------------------------------------------- the data is validated when loaded


def problems_of(effects: list) -> list[str]:
    problems = Problems(RulesDataError, collect=True)
    read_effects(Fields({"basic": effects}, "rules/mage-knight/cards.toml", "cards.test", problems), "basic")
    return problems.items


def test_an_unknown_effect_name_fails_with_file_and_key():
    found = problems_of([{"mvoe": 2}])
    assert found == ["rules/mage-knight/cards.toml [cards.test.basic[0]]: unknown effect name 'mvoe'; expected one of: "
                     + found[0].split("expected one of: ")[1]]
    assert "did you mean 'move'" in found[0]


def test_bad_modifiers_and_values_fail_with_their_key():
    assert "cards.test.basic[0].element" in problems_of([{"attack": 3, "element": "lightning"}])[0]
    assert "is not a modifier of 'move'" in problems_of([{"move": 2, "element": "fire"}])[0]
    assert "special effect needs" in problems_of([{"special": "text only"}])[0]
    assert "at least two options" in problems_of([{"choice": [{"move": 1}]}])[0]
