"""A whole fight between two heroes: order of the exchanges, the outcome and the turn (pp. 12-13)."""

from __future__ import annotations

import pickle

import pytest

from mkref.core.errors import RuleViolation
from mkref.games.mage_knight.combat.engine import UnitSetup
from mkref.games.mage_knight.combat.sheets import parse_part
from mkref.games.mage_knight.pvp.fight import Exchange, Fight, Hero
from mkref.games.mage_knight.pvp.rules import Artifact, Situation, Use


def P(*texts: str):
    return tuple(parse_part(t) for t in texts)


def heroes():
    tovak = Hero("Tovak", level=3, fame=10, armor=3, hand_limit=5,
                 units=(UnitSetup("peasants", "Peasants", 3, 1),), artifacts=(Artifact("Sword of Justice", "discard"),))
    norowas = Hero("Norowas", level=2, fame=6, armor=2, hand_limit=5)
    return tovak, norowas


def fight(full: bool = True, site: str = "", **kw) -> Fight:
    aggressor, defender = heroes()
    return Fight(aggressor, defender, Situation(site=site), full, came_from="plains east", **kw)


def texts(f: Fight) -> str:
    return "\n".join(line.text() for line in f.lines)


def test_p12_defender_attacks_first_in_the_ranged_exchange():
    f = fight()
    f.exchange(Exchange("ranged", "defender", P("4 fire ranged"), P("4 ice")))
    # 4 fire ranged - 4 ice // 2 = 2; Tovak's armor 3 cannot be wounded by 2 -> wasted
    assert "4 - 2 = 2 damage" in texts(f) and "2 damage goes to waste" in texts(f)
    assert f.turn == "aggressor"


def test_p12_an_aggressor_first_means_the_defender_passed():
    f = fight()
    f.exchange(Exchange("ranged", "aggressor", P("3 ice ranged"), uses=(Use("hero"),)))
    assert "Norowas passes." in texts(f)
    assert f.sides["defender"].wounds_this_fight == 1  # 3 ice against armor 2: one wound, 1 wasted


def test_p13_first_melee_exchange_closes_ranged_and_the_aggressor_starts():
    f = fight()
    f.exchange(Exchange("ranged", "defender", P("2 ranged")))
    f.exchange(Exchange("melee", "aggressor", P("5"), P("2"), uses=(Use("hero"),)))
    text = texts(f)
    assert "ranged and siege exchange is over" in text
    # melee: 5 - 2 (blocks work fully) = 3; one wound (armor 2), 1 wasted
    assert "5 - 2 = 3 damage" in text and f.sides["defender"].wounds_this_fight == 1


def test_p12_no_ranged_exchange_after_melee_began():
    f = fight()
    f.exchange(Exchange("melee", "aggressor", P("2")))
    with pytest.raises(RuleViolation) as err:
        f.exchange(Exchange("ranged", "defender", P("2 ranged")))
    assert err.value.ref == "p. 12"


def test_p12_fortified_defender_only_siege_in_ranged_but_not_for_the_defender():
    f = fight(site="keep")
    f.exchange(Exchange("ranged", "defender", P("3 ranged")))  # the defender attacks the aggressor: no fortification
    with pytest.raises(RuleViolation) as err:
        f.exchange(Exchange("ranged", "aggressor", P("3 ranged")))
    assert err.value.ref == "p. 12" and "only siege" in err.value.message()


def test_p13_winner_by_forced_withdrawal_gains_fame_and_the_fight_ends():
    # Norowas (level 2, Fame 6) forces Tovak (level 3, Fame 10) out: 1 + 2 * 1 = 3 Fame
    f = fight()
    f.exchange(Exchange("melee", "aggressor", P("1")))
    f.exchange(Exchange("melee", "defender", P("6"), uses=(Use("withdraw", "hills north", cost=3),)))
    out = f.finish()
    assert (out.winner, out.fame, out.draw, out.withdrawn_to) == ("defender", 3, False, "hills north")
    with pytest.raises(RuleViolation) as err:
        f.exchange(Exchange("melee", "aggressor", P("2")))
    assert err.value.ref == "p. 13"


def test_p13_stolen_artifact_goes_to_the_attackers_discard_pile():
    f = fight()
    f.exchange(Exchange("melee", "aggressor", P("2")))
    f.exchange(Exchange("melee", "defender", P("5"), uses=(Use("steal", "Sword of Justice"),)))
    result = f.as_dict()
    assert result["defender"]["artifacts_gained"] == ["Sword of Justice"]
    assert result["aggressor"]["artifacts_lost"] == ["Sword of Justice"]
    assert Artifact("Sword of Justice", "discard") in f.sides["defender"].artifacts


def test_p13_draw_when_both_pass_aggressor_withdraws_no_fame():
    f = fight()
    f.exchange(Exchange("melee", "aggressor", P("3"), P("3")))
    out = f.finish()
    assert out.draw and out.winner == "" and out.fame == 0 and out.withdrawn_to == "plains east"
    assert "a draw, nobody gains Fame; Tovak withdraws" in texts(f)


def test_p13_draw_from_an_unsafe_space_means_forced_withdrawal():
    aggressor, defender = heroes()
    f = Fight(aggressor, defender, Situation(), False, came_from="mountain pass", came_from_safe=False)
    f.finish()
    assert "forced withdrawal at the end of the turn" in texts(f)


def test_p12_full_commitment_turns_the_round_order_token_face_down():
    f = fight(full=True)
    f.finish()
    result = f.as_dict()
    assert result["round_order_face_down"] is True and result["defender_skips_next_turn"] is True
    assert "Round Order token stays face down" in texts(f)


def test_p12_partial_commitment_ends_with_the_fight():
    f = fight(full=False)
    f.finish()
    assert f.as_dict()["round_order_face_down"] is False and "part ends now" in texts(f)


def test_refused_exchange_leaves_the_fight_unchanged():
    f = fight()
    f.exchange(Exchange("ranged", "defender", P("2 ranged")))
    before = pickle.dumps((f.phase, f.turn, f.sides, f.lines, f.gained, f.outcome))
    with pytest.raises(RuleViolation):
        f.exchange(Exchange("melee", "aggressor", P("4"), uses=(Use("hero"), Use("hero"), Use("hero"))))  # 4 damage, 3 wounds need 6
    assert pickle.dumps((f.phase, f.turn, f.sides, f.lines, f.gained, f.outcome)) == before


def test_p12_fight_refused_before_it_starts():
    aggressor, defender = heroes()
    with pytest.raises(RuleViolation) as err:
        Fight(aggressor, defender, Situation(site="city"), True)
    assert err.value.ref == "p. 12"


def test_german_walkthrough():
    aggressor, defender = heroes()
    f = Fight(aggressor, defender, Situation(), True, lang="de")
    f.exchange(Exchange("melee", "aggressor", P("3")))
    f.finish()
    steps = "\n".join(s["text"] for s in f.as_dict()["steps"])
    assert "greift Norowas an" in steps and "unentschieden" in steps


def test_p13_preventing_a_unit_takes_off_its_contribution():
    # Tovak attacks with 7, of which his Peasants gave 2; Norowas prevents them from attacking: 5 remain (p. 13 §4)
    f = fight()
    f.exchange(Exchange("melee", "aggressor", P("5", "2"), prevented=2, uses=(Use("hero"), Use("hero"))))
    assert f.sides["defender"].wounds_this_fight == 2  # 5 against armor 2: two wounds, 1 wasted
    assert "the attack is 5" in texts(f)


def test_p13_an_effect_that_skips_block_and_damage_cancels_one_attack():
    f = fight()
    f.exchange(Exchange("melee", "aggressor", P("8"), cancelled=True))
    assert f.sides["defender"].wounds_this_fight == 0 and "no damage" in texts(f)
    f.exchange(Exchange("melee", "defender", P("4"), uses=(Use("hero"),)))  # the fight goes on (p. 13 §5)
    assert f.sides["aggressor"].wounds_this_fight == 1


def test_p13_counting_enemies_for_an_effect():
    from mkref.games.mage_knight.pvp.rules import enemy_count

    assert enemy_count(ready_unwounded_units=2, units_in_exchange=1) == 4  # 2 + 1 + 1 for the hero (p. 13 §2f)
    assert enemy_count(0, 0) == 1


def test_p12_the_attack_and_block_read_in_german():
    # The rulebook's example (p. 12) at a German table: every word of the line in German, no "fire ranged".
    aggressor, defender = heroes()
    f = Fight(aggressor, defender, Situation(), True, came_from="plains east", lang="de")
    f.exchange(Exchange("ranged", "defender", P("4 fire ranged"), P("4 ice", "2")))
    said = "\n".join(line.text("de") for line in f.lines)
    assert "Norowas greift Tovak an: 4 Feuer Fernkampf = 4 (Feuer)" in said
    assert "blockt mit 4 Eis + 2 physisch" in said
    f.exchange(Exchange("melee", "aggressor", P("2", "1 sideways")))
    assert "2 physisch + 1 quer = 3" in "\n".join(line.text("de") for line in f.lines)


def test_p13_damage_short_of_a_steal_or_a_withdrawal_names_page_13():
    # Stealing (5 damage per artifact) and the forced withdrawal are rules of the melee exchange, p. 13 §2a-b;
    # the wound of a hero or unit by its armor is p. 12 §5.
    f = fight()  # the first melee attack means both passed the ranged exchange
    with pytest.raises(RuleViolation) as short:
        f.exchange(Exchange("melee", "aggressor", P("2"), uses=(Use("withdraw", "forest", 3, True),)))
    assert short.value.ref == "p. 13" and "costs 3, 2 left" in short.value.message()
    with pytest.raises(RuleViolation) as wound:
        f.exchange(Exchange("melee", "aggressor", P("1"), uses=(Use("hero"),)))
    assert wound.value.ref == "p. 12"
