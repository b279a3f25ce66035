"""Combat against Volkare (A-VCOMBAT [13.2], A-VCOOP [13.5]) and across walls (A-FORT [07.1]) on the engine."""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.data import components as mk
from mkref.games.mage_knight.combat.engine import CombatSetup, EnemySetup, HeroSetup, Part
from mkref.games.mage_knight.volkare import fight
from mkref.games.mage_knight.volkare.data import Attack, Settings


def setup(*enemies: str, site: str = "none") -> CombatSetup:
    sites, _, _ = mk.combat_facts()
    foes = tuple(EnemySetup(e, mk.enemies()[e]) for e in enemies)
    return CombatSetup(site=sites[site], hero=HeroSetup(armor=2, hand_limit=5), enemies=foes)


def volkare_fight(*enemies: str, attack: Attack = Attack(5, "physical"), **keys) -> fight.LostLegionCombat:
    ll = fight.LostLegionKeys(volkare=fight.VolkareSpec(attack), **keys)
    return fight.LostLegionCombat(fight.combat_setup(setup(*enemies), ll), ll)


def test_13_2_volkare_attack_is_brutal_and_assassination_with_arcane_immunity():
    boss = fight.volkare_enemy(Attack(5, "fire"))
    assert boss.attacks[0].gains == {"brutal", "assassination"} and boss.has("arcane_immunity") and boss.fame == 0


def test_13_2_unblocked_volkare_deals_double_damage_all_to_the_hero():
    combat = volkare_fight("prowlers")
    combat.advance("damage")
    combat.damage("volkare", ["hero"])
    assert combat.hero.wounds_to_hand == 5  # 5 x 2 = 10 damage against armor 2


def test_13_2_volkare_himself_cannot_be_targeted():
    combat = volkare_fight("prowlers")
    with pytest.raises(RuleViolation) as err:
        combat.attack(["volkare"], [Part(9, "physical", "ranged")])
    assert err.value.ref == "[13.2]"


def test_13_2_instant_victory_when_ranged_clears_every_troop():
    combat = volkare_fight("prowlers")
    combat.attack(["prowlers"], [Part(3, "physical", "ranged")])
    assert combat.check_instant_victory()
    combat.advance("damage")
    assert combat.unblocked() == []  # his attack does not happen


def test_13_2_no_instant_victory_while_a_troop_stands():
    combat = volkare_fight("prowlers", "wolf_riders")
    combat.attack(["prowlers"], [Part(3, "physical", "ranged")])
    assert not combat.check_instant_victory()


def test_13_2_defeated_with_his_last_troop_in_the_attack_phase():
    combat = volkare_fight("prowlers")
    combat.advance("block")
    combat.block("volkare", [Part(5, "physical")])
    combat.advance("attack")
    combat.attack(["prowlers"], [Part(3, "physical")])
    combat.check_victory()
    boss = combat.volkare_foe()
    assert boss is not None and not boss.alive and boss.all_blocked


def test_13_2_troops_fortified_only_across_a_wall_or_at_a_fortified_site():
    assert volkare_fight("prowlers").fortification["prowlers"] == 0
    assert volkare_fight("prowlers", across_wall=True).fortification["prowlers"] == 1
    assert volkare_fight("prowlers", across_wall=True, site_fortified=True).fortification["prowlers"] == 2
    assert volkare_fight("prowlers", across_wall=True, site_fortified=True, attacked_by="volkare").fortification["prowlers"] == 0


def test_13_2_arcane_immunity_no_armor_change_on_volkare():
    ll = fight.LostLegionKeys(volkare=fight.VolkareSpec(Attack(5, "physical")))
    built = fight.combat_setup(setup("prowlers"), ll)
    boss = built.enemies[-1]._replace(armor_change=-2)
    with pytest.raises(RuleViolation):
        fight.LostLegionCombat(built._replace(enemies=(built.enemies[0], boss)), ll)


def test_13_2_I23_lowering_his_attack_allowed_unless_set_otherwise():
    combat = volkare_fight("prowlers")
    assert combat.volkare_foe() is not None
    ll = fight.LostLegionKeys(volkare=fight.VolkareSpec(Attack(5, "physical"), attack_change=-2))
    lowered = fight.LostLegionCombat(fight.combat_setup(setup("prowlers"), ll), ll)
    assert lowered.foe("volkare").slots[0].value == 3


def test_07_1_keep_assault_across_a_wall_triple_for_a_fortified_token():
    ll = fight.LostLegionKeys(across_wall=True)
    combat = fight.LostLegionCombat(setup("guardsmen", site="keep"), ll)
    assert combat.fortification["guardsmen"] == 3 and combat.foe("guardsmen").fort_level == 2
    with pytest.raises(RuleViolation) as err:
        combat.attack(["guardsmen"], [Part(9, "physical", "siege")])
    assert err.value.ref == "[07.1]"


def test_13_2_die_face_without_a_known_attack_asks_for_it():
    with pytest.raises(InvalidInput) as err:
        fight.volkare_attack("", "red")
    assert err.value.ref == "[13.2]"
    assert fight.volkare_attack("6 fire", "") == Attack(6, "fire")
    with pytest.raises(InvalidInput):
        fight.volkare_attack("", "purple")


def test_13_level_without_troops_lists_what_to_draw():
    ll = fight.LostLegionKeys(volkare=fight.VolkareSpec(Attack(5, "physical"), level=8))
    with pytest.raises(InvalidInput) as err:
        fight.combat_setup(setup(), ll)
    assert "6 troops" in err.value.what and "1 white, 1 grey, 2 red, 2 green" in err.value.what


def test_13_5_troops_split_among_participants_at_least_one_each():
    assert fight.split_troops(6, {"Ana": 4, "Ben": 2}) == {"Ana": 4, "Ben": 2}
    with pytest.raises(RuleViolation):
        fight.split_troops(6, {"Ana": 6, "Ben": 0})
    with pytest.raises(RuleViolation):
        fight.split_troops(6, {"Ana": 3, "Ben": 2})
    assert fight.split_troops(6, {"Ana": 6, "Ben": 0}, Settings(coop_min_troops=0)) == {"Ana": 6, "Ben": 0}


def test_13_5_I26_instant_victory_and_defeat_over_all_shares():
    assert fight.coop_instant_victory({"Ana": 0, "Ben": 0})
    assert not fight.coop_instant_victory({"Ana": 0, "Ben": 1})
    assert fight.coop_defeated({"Ana": 0, "Ben": 0})


def test_13_5_I27_each_participant_faces_his_attack_by_default():
    assert fight.coop_faces_attack(["Ana", "Ben"]) == ["Ana", "Ben"]
    assert fight.coop_faces_attack(["Ana", "Ben"], "Ben", Settings(coop_volkare_attack="one")) == ["Ben"]
    with pytest.raises(InvalidInput):
        fight.coop_faces_attack(["Ana", "Ben"], "", Settings(coop_volkare_attack="one"))
