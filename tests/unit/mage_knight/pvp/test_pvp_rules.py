"""Player-vs-player combat, rule by rule (German rulebook pp. 12-13; spec §11, A-21).

Every number is worked out by hand from the rulebook; the page is in each test's name.
"""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.combat.engine import UnitSetup
from mkref.games.mage_knight.combat.sheets import parse_part
from mkref.games.mage_knight.pvp import rules
from mkref.games.mage_knight.pvp.rules import MELEE, RANGED, Artifact, Blocker, Situation, Use


def parts(*texts: str):
    return [parse_part(t) for t in texts]


def refused(call, *args, **kwargs) -> RuleViolation:
    with pytest.raises(RuleViolation) as err:
        call(*args, **kwargs)
    return err.value


# ----------------------------------------------------------------------------- p. 12 §1: when a fight may start


def test_p12_fight_may_start_on_an_ordinary_space():
    rules.check_start(Situation())  # no refusal


def test_p12_fight_may_start_on_the_defenders_keep():
    rules.check_start(Situation(site="keep"))  # p. 7 §8b: entering the owner's keep is an attack on them


@pytest.mark.parametrize("situation,ref,words", [
    (Situation(site="portal"), "p. 12", "Portal"),
    (Situation(site="city"), "p. 12", "City"),
    (Situation(end_of_round_announced=True), "p. 12", "end of the round"),
    (Situation(scenario_end_reached=True), "p. 12", "end condition"),
    (Situation(defender_face_down=True), "p. 12", "face down"),
    (Situation(defender_in_combat=True), "p. 12", "already in a fight"),
    (Situation(move_provokes=True), "p. 12", "rampaging"),
    (Situation(entered_this_turn=False), "p. 12", "enters another hero's space"),
    (Situation(aggressor_acted=True), "p. 7", "already taken the action"),
    (Situation(cooperative=True), "p. 7", "cooperative"),
    (Situation(no_pvp_agreed=True), "p. 16", "agreed"),
    (Situation(allies=True), "p. 15", "allies"),
    (Situation(scenario_forbids_ref="p. 18"), "p. 18", "does not allow it"),
], ids=["p12-portal", "p12-city", "p12-round-end", "p12-scenario-end", "p12-face-down", "p12-hero-in-combat",
        "p12-provokes", "p12-not-entered", "p7-action-taken", "p7-cooperative", "p16-no-pvp-agreed", "p15-allies",
        "p18-first-reconnaissance"])
def test_p12_fight_refused_with_reason_and_page(situation, ref, words):
    error = refused(rules.check_start, situation)
    assert error.ref == ref
    assert words in error.message()


def test_p12_refusal_in_german():
    """The refusal is a catalogue sentence: the shell says it in the session's language (the state holds none)."""
    error = refused(rules.check_start, Situation(site="portal"))
    assert "Kein Kampf Spieler-gegen-Spieler" in error.message("de") and "Portal" in error.message("de")
    assert "(S. 12)" in error.message("de") and "Kein Kampf" not in error.message("en")


def test_p7_refusal_says_no_action_and_forced_withdrawal():
    assert "forced withdrawal" in refused(rules.check_start, Situation(defender_face_down=True)).message()


# ----------------------------------------------------------------------------- p. 12 §3: commitment


def test_p12_full_commitment_turns_the_token_and_skips_the_next_turn():
    c = rules.commit(True, hand_has_non_wound=True)
    assert c.token_face_down and c.skips_next_turn and c.source_die and c.end_of_turn_steps


def test_p12_partial_commitment_keeps_the_token_up_and_the_next_turn():
    c = rules.commit(False, hand_has_non_wound=True)
    assert not (c.token_face_down or c.skips_next_turn or c.source_die or c.own_turn_skills or c.end_of_turn_steps)


def test_p12_only_wounds_in_hand_forbids_full_commitment():
    error = refused(rules.commit, True, hand_has_non_wound=False)
    assert error.ref == "p. 12" and "only wounds" in error.message()
    assert rules.commit(False, hand_has_non_wound=False).full is False  # partial is still allowed


# ----------------------------------------------------------------------------- p. 12 §3-4: attacks and blocks


def test_p12_example_fire_ranged_4_against_ice_block_4_becomes_2():
    elements = rules.attack_elements(parts("4 fire ranged"))
    total, eff, ineff = rules.block_total(parts("4 ice"), elements)
    assert (total, eff, ineff) == (4, 4, 0)
    assert 4 - rules.reduction(RANGED, total) == 2


def test_p12_example_fire_ranged_4_against_block_7_becomes_3():
    elements = rules.attack_elements(parts("4 fire ranged"))
    total, _, _ = rules.block_total(parts("7"), elements)
    assert total == 3  # 7 physical against fire counts 7 // 2 = 3
    assert 4 - rules.reduction(RANGED, total) == 3  # 3 // 2 = 1


def test_p12_loses_swift_makes_the_ranged_block_work_fully():
    assert rules.reduction(RANGED, 4, loses_swift=True) == 4


def test_p12_block_efficient_against_one_element_of_a_mixed_attack():
    # fire + ice attack: an ice block is efficient against the fire part, so it counts in full
    elements = rules.attack_elements(parts("3 fire ranged", "2 ice ranged"))
    assert rules.block_total(parts("4 ice"), elements) == (4, 4, 0)
    # cold fire attack: only cold fire blocks count in full (p. 9): 4 fire -> 2
    assert rules.block_total(parts("4 fire"), rules.attack_elements(parts("4 coldfire ranged")))[0] == 2


def test_p13_melee_blocks_work_fully():
    assert rules.reduction(MELEE, 5) == 5


def test_p13_sideways_card_makes_the_whole_attack_physical():
    elements = rules.attack_elements(parts("4 fire", "1 sideways"))
    assert elements == frozenset({"physical"})
    assert rules.block_total(parts("3 fire"), elements) == (3, 3, 0)  # every block is fully efficient


@pytest.mark.parametrize("attack,fortified,words", [
    (["1 sideways"], False, "sideways"),
    (["3 fire"], False, "Only ranged and siege"),
    (["3 ranged"], True, "only siege"),
], ids=["p12-no-sideways-in-ranged", "p12-no-melee-in-ranged", "p12-fortified-defender-siege-only"])
def test_p12_ranged_exchange_refuses(attack, fortified, words):
    error = refused(rules.check_attack, RANGED, parts(*attack), fortified)
    assert error.ref == "p. 12" and words in error.message()


def test_p12_fortified_defender_siege_allowed_and_p13_melee_ignores_fortification():
    rules.check_attack(RANGED, parts("3 siege"), True)
    rules.check_attack(MELEE, parts("3 ranged", "2", "1 sideways"), True)


# ----------------------------------------------------------------------------- p. 12 §5: damage by armor


GOLEMS = UnitSetup("golems", "Guardian Golems", 3, 2, frozenset({"physical"}))
PEASANTS = UnitSetup("peasants", "Peasants", 3, 1)
BLOCKER = Blocker("Tovak", armor=3, hand_limit=5, units=(GOLEMS, PEASANTS))


def test_p12_unit_takes_damage_equal_to_its_armor():
    r = rules.spend_damage(3, RANGED, frozenset({"fire"}), BLOCKER, [Use("unit", "peasants")])
    assert r.blocker.wounded_units == {"peasants"} and r.wasted == 0


def test_p12_resistant_unit_needs_double_armor():
    # golems resist physical: armor 3 counts 6 against a physical attack
    assert rules.unit_cost(GOLEMS, frozenset({"physical"})) == 6
    assert rules.unit_cost(GOLEMS, frozenset({"fire"})) == 3
    error = refused(rules.spend_damage, 5, RANGED, frozenset({"physical"}), BLOCKER, [Use("unit", "golems")])
    assert "costs 6, 5 left" in error.message()


def test_p12_hero_wound_per_armor_repeatable_rest_wasted():
    # 7 damage against armor 3: two wounds (6), 1 goes to waste
    r = rules.spend_damage(7, RANGED, frozenset({"ice"}), BLOCKER, [Use("hero"), Use("hero")])
    assert r.blocker.wounds_this_fight == 2 and r.wasted == 1


def test_p12_third_hero_wound_needs_the_full_armor():
    error = refused(rules.spend_damage, 7, RANGED, frozenset({"ice"}), BLOCKER, [Use("hero")] * 3)
    assert error.ref == "p. 12"


def test_p12_wounded_unit_cannot_be_wounded_again():
    blocker = BLOCKER._replace(wounded_units=frozenset({"peasants"}))
    assert "already wounded" in refused(rules.spend_damage, 6, MELEE, frozenset({"fire"}), blocker, [Use("unit", "peasants")]).message()


def test_p9_knock_out_when_wounds_this_fight_reach_the_hand_limit():
    # armor 2, hand limit 5: 10 damage = 5 wounds -> knocked out
    blocker = Blocker("Arythea", armor=2, hand_limit=5)
    r = rules.spend_damage(10, MELEE, frozenset({"physical"}), blocker, [Use("hero")] * 5)
    assert r.blocker.knocked_out and r.blocker.wounds_this_fight == 5


def test_p13_unit_armor_never_below_1():
    weak = UnitSetup("weak", "weak", 0, 1)
    assert rules.unit_cost(weak, frozenset({"fire"})) == 1


# ----------------------------------------------------------------------------- p. 13 §2: stealing and withdrawal


ART = (Artifact("Sword of Justice", "discard"), Artifact("Ruby Ring", "hand"), Artifact("Banner of Glory", "unit", "peasants"),
       Artifact("Golden Grail", "play"), Artifact("Horn", "deck"))


def test_p13_steal_an_artifact_for_5_damage():
    blocker = BLOCKER._replace(artifacts=ART)
    r = rules.spend_damage(5, MELEE, frozenset({"physical"}), blocker, [Use("steal", "sword of justice")])
    assert r.stolen == ("Sword of Justice",) and r.wasted == 0
    assert all(a.name != "Sword of Justice" for a in r.blocker.artifacts)


def test_p13_steal_from_play_area_costs_5_each():
    blocker = BLOCKER._replace(artifacts=ART)
    r = rules.spend_damage(11, MELEE, frozenset({"physical"}), blocker, [Use("steal", "Golden Grail"), Use("steal", "Sword of Justice")])
    assert r.stolen == ("Golden Grail", "Sword of Justice") and r.wasted == 1


@pytest.mark.parametrize("name,where", [("Ruby Ring", "in the hand"), ("Horn", "in the deed deck"),
                                        ("Banner of Glory", "on the unwounded unit peasants")])
def test_p13_artifacts_in_hand_deck_or_on_an_unwounded_unit_cannot_be_stolen(name, where):
    blocker = BLOCKER._replace(artifacts=ART)
    error = refused(rules.spend_damage, 10, MELEE, frozenset({"physical"}), blocker, [Use("steal", name)])
    assert error.ref == "p. 13" and where in error.message()


def test_p13_banner_on_a_unit_wounded_in_this_fight_can_be_stolen():
    # wound the peasants (armor 3), then steal their banner (5): 8 damage
    blocker = BLOCKER._replace(artifacts=ART)
    r = rules.spend_damage(8, MELEE, frozenset({"fire"}), blocker, [Use("unit", "peasants"), Use("steal", "Banner of Glory")])
    assert r.stolen == ("Banner of Glory",)


def test_p13_no_stealing_in_the_ranged_exchange():
    blocker = BLOCKER._replace(artifacts=ART)
    assert refused(rules.spend_damage, 5, RANGED, frozenset({"fire"}), blocker, [Use("steal", "Sword of Justice")]).ref == "p. 13"


def test_p13_a_spell_cannot_be_stolen():
    blocker = BLOCKER._replace(artifacts=ART)
    with pytest.raises(InvalidInput) as err:
        rules.spend_damage(5, MELEE, frozenset({"fire"}), blocker, [Use("steal", "Fireball")])
    assert "only artifacts and banners can be stolen" in err.value.message()


def test_p13_forced_withdrawal_costs_the_spaces_move_cost_and_ends_the_fight():
    # forest by Day costs 3 (p. 7): 4 damage, 1 left over goes to waste
    r = rules.spend_damage(4, MELEE, frozenset({"physical"}), BLOCKER, [Use("withdraw", "forest", cost=3)])
    assert r.withdrawn_to == "forest" and r.wasted == 1


def test_p13_withdrawal_to_an_unsafe_space_is_refused():
    error = refused(rules.spend_damage, 4, MELEE, frozenset({"physical"}), BLOCKER, [Use("withdraw", "keep", cost=2, safe=False)])
    assert error.ref == "p. 13" and "safe space" in error.message()


def test_p13_no_withdrawal_in_the_ranged_exchange_and_nothing_after_it():
    assert refused(rules.spend_damage, 4, RANGED, frozenset({"fire"}), BLOCKER, [Use("withdraw", "plains", cost=2)]).ref == "p. 13"
    error = refused(rules.spend_damage, 9, MELEE, frozenset({"fire"}), BLOCKER, [Use("withdraw", "plains", cost=2), Use("hero")])
    assert "ends the fight" in error.message()


# ----------------------------------------------------------------------------- p. 13: Fame for the winner (A-21c)


@pytest.mark.parametrize("w_level,w_fame,l_level,l_fame,fame", [
    (2, 5, 4, 20, 5),   # two levels lower: 1 + 2 * 2
    (3, 10, 4, 15, 3),  # one level lower: 1 + 2
    (3, 9, 3, 12, 1),   # same level, less Fame: 1
    (3, 12, 3, 12, 0),  # same level, equal Fame: 0 (AMBIG-11)
    (3, 14, 3, 12, 0),  # same level, more Fame: nothing
    (4, 20, 2, 5, 0),   # higher level: nothing
])
def test_p13_fame_for_the_winner(w_level, w_fame, l_level, l_fame, fame):
    assert rules.winner_fame(w_level, w_fame, l_level, l_fame) == fame


def test_p23_summary_fame_rule_setting():
    # the summary of p. 23: 1 if the opponent has more Fame, plus 2 per level above; differs for a higher level with less Fame
    assert rules.winner_fame(4, 20, 3, 25, rule="p23") == 1
    assert rules.winner_fame(4, 20, 3, 25, rule="p13") == 0
    assert rules.winner_fame(2, 5, 4, 20, rule="p23") == 5
