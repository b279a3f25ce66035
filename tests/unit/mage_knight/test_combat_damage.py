"""Combat rules, part 3: the Assign Damage phase (pp. 9-10, 24; spec §8.6, §8.11, A-14).

Damage to units (unwounded only, a wound whatever the damage, resistance absorbing first), hero wounds
(1 per armor, rounded up, per attack), knock-out, Brutal, Poison, Paralyze, Assassination, and the hero's
armor and hand limit by level. Numbers worked out by hand from the German rulebook.
"""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, RuleViolation, SheetError
from mkref.core.tomlread import Fields, Problems
from mkref.games.mage_knight.data import components as data
from mkref.games.mage_knight.combat.engine import Combat, CombatSetup, EnemySetup, HeroSetup, UnitSetup
from mkref.games.mage_knight.combat.sheets import parse_sheet, run


def play(raw: dict) -> dict:
    sheet = parse_sheet(Fields(raw, "test.toml", "", Problems(SheetError, collect=False)))
    return run(sheet).as_dict()


def refusal(raw: dict, kind: type = RuleViolation):
    with pytest.raises(kind) as caught:
        play(raw)
    return caught.value


def hero(result: dict) -> tuple[int, int, bool, bool]:
    h = result["hero"]
    return h["wounds_to_hand"], h["wounds_to_discard"], h["knocked_out"], h["discarded_non_wounds"]


def units(result: dict) -> dict[str, tuple[int, bool]]:
    return {u["label"]: (u["wounds"], u["destroyed"]) for u in result["units"]}


def hit(attack: int, element: str = "physical", abilities: tuple[str, ...] = (), label: str = "e") -> dict:
    """An inline enemy with one attack, armor 9 (never defeated in these tests)."""
    return {"label": label, "armor": 9, "attack": attack, "element": element, "abilities": list(abilities), "fame": 1}


def damage(enemies: list[dict], to: list[list[str]], unit_rows: list[dict], level: int = 1, **hero_more) -> dict:
    raw = {"hero": {"level": level, **hero_more}, "enemies": enemies, "units": unit_rows,
           "damage": [{"source": e["label"], "to": t} for e, t in zip(enemies, to)]}
    return play(raw)


# ----------------------------------------------------------------------------- hero wounds (p. 9 §5)


@pytest.mark.parametrize(
    ("dmg", "level", "wounds"),
    [
        pytest.param(1, 1, 1, id="p9-hero-1-damage-still-a-wound"),
        pytest.param(2, 1, 1, id="p9-hero-2-vs-armor-2"),
        pytest.param(3, 1, 2, id="p9-hero-3-vs-armor-2-rounded-up"),
        pytest.param(4, 1, 2, id="p9-hero-4-vs-armor-2"),
        pytest.param(7, 3, 3, id="p9-hero-7-vs-armor-3"),
        pytest.param(9, 4, 3, id="p9-hero-9-vs-armor-3"),
        pytest.param(9, 7, 3, id="p9-hero-9-vs-armor-4"),
        pytest.param(8, 10, 2, id="p9-hero-8-vs-armor-4"),
    ],
)
def test_hero_one_wound_per_armor_rounded_up(dmg, level, wounds):
    r = damage([hit(dmg)], [["hero"]], [], level=level)
    assert hero(r)[0] == wounds


def test_p9_hero_wounds_per_attack_never_pooled_across_enemies():
    # Two Prowlers (4 each) at armor 3: 2 + 2 = 4 wounds (pooled, 8 / 3 would be 3)
    r = play({"hero": {"level": 3}, "enemies": [{"enemy": "prowlers", "label": "a"}, {"enemy": "prowlers", "label": "b"}]})
    assert hero(r)[:2] == (4, 0)


def test_p9_hero_armor_can_be_given_directly():
    r = play({"hero": {"armor": 5, "hand_limit": 4}, "enemies": [hit(11)]})
    assert hero(r)[0] == 3  # 11 / 5 rounded up


# ----------------------------------------------------------------------------- levels (p. 3, spec §19.3)

LEVELS = {1: (2, 5), 2: (2, 5), 3: (3, 5), 4: (3, 5), 5: (3, 6), 6: (3, 6), 7: (4, 6), 8: (4, 6), 9: (4, 7), 10: (4, 7)}


@pytest.mark.parametrize(("level", "armor_hand"), [pytest.param(lv, ah, id=f"p3-level-{lv}") for lv, ah in LEVELS.items()])
def test_hero_armor_and_hand_limit_from_the_level(level, armor_hand):
    armor, hand = armor_hand
    token = data.levels()[level]
    assert (token.armor, token.hand_limit) == armor_hand
    r = play({"hero": {"level": level}, "enemies": [hit(12)]})
    assert r["steps"][0]["text"] == f"Hero level {level}: armor {armor}, hand limit {hand}."
    wounds = -(-12 // armor)  # 6, 4 or 3
    assert hero(r)[0] == wounds
    assert hero(r)[2] is (wounds >= hand)


# ----------------------------------------------------------------------------- knock-out (p. 9 §5c, AMBIG-5)


@pytest.mark.parametrize(
    ("attacks", "level", "more", "out"),
    [
        pytest.param([8], 1, {}, False, id="p9-4-wounds-below-hand-limit-5"),
        pytest.param([9], 1, {}, True, id="p9-5-wounds-reach-hand-limit-5"),
        pytest.param([4, 4, 2], 1, {}, True, id="p9-wounds-from-several-attacks-add-up"),
        pytest.param([8], 1, {"wounds_in_hand": 3}, False, id="p9-wounds-in-hand-before-combat-do-not-count"),
        pytest.param([8], 1, {"wounds_from_cards": 1}, True, id="p9-wounds-from-cards-this-combat-count"),
        pytest.param([15], 5, {}, False, id="p9-level5-5-wounds-below-6"),
        pytest.param([16], 5, {}, True, id="p9-level5-6-wounds-reach-6"),
        pytest.param([24], 9, {}, False, id="p9-level9-6-wounds-below-7"),
        pytest.param([25], 9, {}, True, id="p9-level9-7-wounds-reach-7"),
    ],
)
def test_knock_out(attacks, level, more, out):
    enemies = [hit(a, label=f"e{i}") for i, a in enumerate(attacks)]
    r = play({"hero": {"level": level, **more}, "enemies": enemies})
    assert r["hero"]["knocked_out"] is out
    if out:
        assert r["hero"]["discarded_non_wounds"] is True


def test_ambig5_poison_discard_wounds_do_not_count_for_knock_out():
    # Poison 8 at armor 2: 4 wounds into the hand + 4 to the discard pile = 8 wounds, but only 4 in hand < 5
    r = play({"enemies": [hit(8, abilities=("poison",))]})
    assert hero(r) == (4, 4, False, False)
    r = play({"enemies": [hit(9, abilities=("poison",))]})
    assert hero(r) == (5, 5, True, True)


def test_p9_knocked_out_hero_keeps_taking_wounds():
    # 10 then 4 at armor 2: 5 wounds (knocked out), then 2 more = 7
    r = play({"enemies": [hit(10, label="a"), hit(4, label="b")]})
    assert hero(r) == (7, 0, True, True)


# ----------------------------------------------------------------------------- Brutal (p. 9 §2a)


@pytest.mark.parametrize(
    ("eid", "level", "wounds"),
    [
        pytest.param("ironclads", 1, 4, id="p9-brutal-4-deals-8-armor-2"),
        pytest.param("ironclads", 3, 3, id="p9-brutal-4-deals-8-armor-3"),
        pytest.param("minotaur", 7, 3, id="p9-brutal-5-deals-10-armor-4"),
    ],
)
def test_brutal_doubles_damage(eid, level, wounds):
    r = play({"hero": {"level": level}, "enemies": [{"enemy": eid}]})
    assert hero(r)[0] == wounds


def test_p9_brutal_does_not_change_the_block_needed():
    r = play({"enemies": [{"enemy": "ironclads", "label": "i"}], "block": [{"target": "i", "parts": ["4"]}]})
    assert hero(r)[0] == 0


def test_p9_brutal_damage_to_units():
    # Ironclads 8 -> peasants (3): wound, 5 left -> foresters (4): wound, 1 left -> hero 1 wound
    r = damage([{"enemy": "ironclads", "label": "e"}], [["peasants", "foresters", "hero"]], [{"unit": "peasants"}, {"unit": "foresters"}])
    assert units(r) == {"peasants": (1, False), "foresters": (1, False)} and hero(r)[0] == 1


# ----------------------------------------------------------------------------- damage to units (p. 9 §4)


def test_p9_unit_wounded_whatever_the_damage():
    # 1 damage on Altem Guardians (armor 7): a wound, nothing left for the hero
    r = damage([hit(1)], [["altem_guardians"]], [{"unit": "altem_guardians"}])
    assert units(r) == {"altem_guardians": (1, False)} and hero(r)[0] == 0


def test_p9_unit_armor_reduces_the_rest():
    # Prowlers 4 -> peasants (armor 3): wound, 1 left -> hero 1 wound at armor 2
    r = damage([{"enemy": "prowlers", "label": "e"}], [["peasants", "hero"]], [{"unit": "peasants"}])
    assert units(r) == {"peasants": (1, False)} and hero(r)[0] == 1


def test_p9_unit_list_without_hero_still_sends_the_rest_to_the_hero():
    # 8 -> peasants: 5 left, all to the hero: 3 wounds (p. 9 §5: the rest MUST go to the hero)
    r = damage([hit(8)], [["peasants"]], [{"unit": "peasants"}])
    assert units(r) == {"peasants": (1, False)} and hero(r)[0] == 3


def test_p9_only_unwounded_units_take_damage():
    error = refusal({"enemies": [hit(4)], "units": [{"unit": "peasants", "wounded": True}], "damage": [{"source": "e", "to": ["peasants"]}]})
    assert error.ref == "p. 9"


def test_p9_unit_wounded_earlier_in_this_combat_takes_no_more():
    error = refusal({"enemies": [hit(2, label="a"), hit(2, label="b")], "units": [{"unit": "peasants"}],
                     "damage": [{"source": "a", "to": ["peasants"]}, {"source": "b", "to": ["peasants"]}]})
    assert error.ref == "p. 9"


def test_p9_damage_on_a_wounded_unit_leaves_the_combat_unchanged():
    sites, _, _ = data.combat_facts()
    prowlers = EnemySetup("p", data.enemies()["prowlers"])
    unit = UnitSetup("pe", "Peasants", 3, 1, frozenset(), True)
    c = Combat(CombatSetup(site=sites["none"], hero=HeroSetup(2, 5), enemies=(prowlers,), units=(unit,)))
    c.advance("damage")
    steps = len(c.steps)
    with pytest.raises(RuleViolation):
        c.damage("p", ["pe", "hero"])
    assert len(c.steps) == steps and c.hero.wounds_to_hand == 0 and c.fighters[0].wounds == 1
    assert not c.foe("p").slots[0].resolved
    c.damage("p", ["hero"])
    assert c.hero.wounds_to_hand == 2


def test_p9_hero_must_come_last():
    with pytest.raises(InvalidInput):
        play({"enemies": [hit(4)], "units": [{"unit": "peasants"}], "damage": [{"source": "e", "to": ["hero", "peasants"]}]})


def test_p9_blocked_attack_cannot_be_assigned():
    error = refusal({"enemies": [hit(4)], "block": [{"target": "e", "parts": ["4"]}], "damage": [{"source": "e", "to": ["hero"]}]})
    assert error.ref == "p. 9"


@pytest.mark.parametrize(
    ("attack", "element", "unit", "unit_wounds", "hero_wounds"),
    [
        # Guardian Golems: armor 3, physical resistance
        pytest.param(3, "physical", "guardian_golems", 0, 0, id="p9-resistant-absorbs-3-no-wound"),
        pytest.param(4, "physical", "guardian_golems", 1, 0, id="p9-resistant-4-wounds-then-absorbs-rest"),
        pytest.param(6, "physical", "guardian_golems", 1, 0, id="p9-resistant-absorbs-twice-armor-6"),
        pytest.param(7, "physical", "guardian_golems", 1, 1, id="p9-resistant-7-one-left-for-hero"),
        # the resistance covers its element only: fire 4 on the golems: wound, 1 left
        pytest.param(4, "fire", "guardian_golems", 1, 1, id="p9-resistance-only-its-element"),
        # Fire Mages unit (armor 4, fire): fire 8 -> absorb 4, wound, absorb 4
        pytest.param(8, "fire", "fire_mages", 1, 0, id="p9-fire-resistant-unit-8"),
        # Ice Mages unit (armor 4, ice): ice 4 absorbed
        pytest.param(4, "ice", "ice_mages", 0, 0, id="p9-ice-resistant-unit-4"),
        # cold fire: resisted only with fire AND ice (p. 24): Altem Mages (armor 5, fire + ice)
        pytest.param(5, "cold_fire", "altem_mages", 0, 0, id="p24-fire-ice-unit-resists-coldfire"),
        pytest.param(10, "cold_fire", "altem_mages", 1, 0, id="p24-fire-ice-unit-coldfire-10"),
        # Fire Mages unit (fire only): cold fire 4 wounds it
        pytest.param(4, "cold_fire", "fire_mages", 1, 0, id="p24-fire-only-unit-no-coldfire-resistance"),
        pytest.param(5, "cold_fire", "fire_mages", 1, 1, id="p24-fire-only-unit-coldfire-5"),
    ],
)
def test_unit_resistance(attack, element, unit, unit_wounds, hero_wounds):
    r = damage([hit(attack, element)], [[unit, "hero"]], [{"unit": unit}])
    assert units(r)[unit] == (unit_wounds, False)
    assert hero(r)[0] == hero_wounds


def test_p9_unit_that_absorbed_without_a_wound_takes_no_more_damage_this_combat():
    error = refusal({"enemies": [hit(3, label="a"), hit(3, label="b")], "units": [{"unit": "guardian_golems", "label": "gg"}],
                     "damage": [{"source": "a", "to": ["gg"]}, {"source": "b", "to": ["gg"]}]})
    assert error.ref == "p. 9"


def test_p9_damage_passes_through_several_units_in_order():
    # 12 -> peasants (3) wound, 9 -> golems (3, physical res): absorb 3, wound, absorb 3 -> 3 -> hero 2 wounds
    r = damage([hit(12)], [["peasants", "gg", "hero"]], [{"unit": "peasants"}, {"unit": "guardian_golems", "label": "gg"}])
    assert units(r) == {"peasants": (1, False), "gg": (1, False)} and hero(r)[0] == 2


def test_p9_inline_unit_with_resistances():
    # ice 6 on an inline unit (armor 3, ice res): absorb 3, wound, absorb 3 -> nothing left; ice 3 is absorbed unwounded
    row = {"label": "u", "armor": 3, "resistances": ["ice"], "level": 2}
    r = damage([hit(6, "ice")], [["u"]], [row])
    assert units(r) == {"u": (1, False)} and hero(r)[0] == 0
    r = damage([hit(3, "ice")], [["u"]], [row])
    assert units(r) == {"u": (0, False)} and hero(r)[0] == 0


# ----------------------------------------------------------------------------- Poison (p. 10 §6a)


def test_p10_poison_hero_extra_wounds_to_discard():
    # Cursed Hags: 3 Poison -> 2 wounds into the hand and 2 more onto the discard pile
    r = play({"enemies": [{"enemy": "cursed_hags"}]})
    assert hero(r) == (2, 2, False, False)


def test_p10_poison_unit_takes_two_wounds():
    # Cursed Hags 3 -> peasants (armor 3): 2 wounds, nothing left
    r = damage([{"enemy": "cursed_hags", "label": "e"}], [["peasants"]], [{"unit": "peasants"}])
    assert units(r) == {"peasants": (2, False)} and hero(r)[:2] == (0, 0)


def test_p10_poison_resistant_unit_absorbing_takes_no_wound():
    # Mummy: 4 Poison physical; Guardian Golems absorb 3, 1 left -> 2 wounds (Poison); hero nothing
    r = damage([{"enemy": "mummy", "label": "e"}], [["gg"]], [{"unit": "guardian_golems", "label": "gg"}])
    assert units(r) == {"gg": (2, False)} and hero(r)[:2] == (0, 0)


def test_p10_poison_through_a_unit_to_the_hero():
    # Monks 5 Poison -> peasants (3): 2 wounds, 2 left -> hero 1 wound + 1 discard
    r = damage([{"enemy": "monks", "label": "e"}], [["peasants", "hero"]], [{"unit": "peasants"}])
    assert units(r) == {"peasants": (2, False)} and hero(r)[:2] == (1, 1)


# ----------------------------------------------------------------------------- Paralyze (p. 10 §6b)


def test_p10_paralyze_hero_discards_non_wounds():
    # Medusa 6 Paralyze -> 3 wounds and every non-wound card discarded
    r = play({"enemies": [{"enemy": "medusa"}]})
    assert hero(r) == (3, 0, False, True)


def test_p10_paralyze_unit_destroyed():
    # Medusa 6 -> peasants destroyed, armor 3 still reduces: 3 left -> hero 2 wounds
    r = damage([{"enemy": "medusa", "label": "e"}], [["peasants", "hero"]], [{"unit": "peasants"}])
    assert units(r)["peasants"][1] is True and hero(r)[0] == 2 and hero(r)[3] is True


def test_p10_paralyze_unit_destroyed_hero_untouched_keeps_cards():
    # Medusa 6 -> Altem Guardians (armor 7): destroyed, nothing left: the hero takes no wound and keeps the hand
    r = damage([{"enemy": "medusa", "label": "e"}], [["altem_guardians"]], [{"unit": "altem_guardians"}])
    assert units(r)["altem_guardians"][1] is True and hero(r) == (0, 0, False, False)


def test_p10_paralyze_resistant_unit_that_absorbs_survives():
    # Ice Golems (enemy): 2 ice Paralyze; Ice Golems unit (armor 4, ice res) absorbs it without a wound
    r = damage([{"enemy": "ice_golems", "label": "e"}], [["ig"]], [{"unit": "ice_golems", "label": "ig"}])
    assert units(r) == {"ig": (0, False)} and hero(r) == (0, 0, False, False)


def test_p10_destroyed_unit_takes_no_more_damage():
    error = refusal({"enemies": [{"enemy": "medusa", "label": "a"}, hit(2, label="b")], "units": [{"unit": "peasants"}],
                     "damage": [{"source": "a", "to": ["peasants"]}, {"source": "b", "to": ["peasants"]}]})
    assert error.ref in ("p. 9", "p. 10")


# ----------------------------------------------------------------------------- Assassination (p. 24)


def test_p24_assassination_damage_to_a_unit_refused():
    error = refusal({"enemies": [{"enemy": "orc_trackers", "label": "t"}], "units": [{"unit": "peasants"}],
                     "damage": [{"source": "t", "to": ["peasants", "hero"]}]})
    assert error.ref == "p. 24"


def test_p24_assassination_all_to_the_hero():
    # Orc Trackers 4 -> hero armor 2: 2 wounds; the unit untouched
    r = damage([{"enemy": "orc_trackers", "label": "t"}], [["hero"]], [{"unit": "peasants"}])
    assert hero(r)[0] == 2 and units(r) == {"peasants": (0, False)}


def test_p24_assassination_with_poison():
    # Manticore: 4 Assassination Poison Swift -> hero 2 wounds + 2 discard
    r = play({"enemies": [{"enemy": "manticore"}]})
    assert hero(r)[:2] == (2, 2)


# ----------------------------------------------------------------------------- combinations


def test_p9_wounds_from_cards_alone_knock_out():
    # level 1 (hand limit 5): 5 wounds into the hand from cards played this combat, every attack blocked
    r = play({"hero": {"level": 1, "wounds_from_cards": 5}, "enemies": [{"enemy": "prowlers", "label": "p"}],
              "block": [{"target": "p", "parts": ["4"]}]})
    assert r["hero"]["knocked_out"] is True and r["hero"]["discarded_non_wounds"] is True


def test_p24_brutal_and_poison_together():
    # Altem Mages: cold fire 4 Brutal Poison -> 8 damage -> 4 wounds into the hand, 4 onto the discard pile
    r = play({"enemies": [{"enemy": "altem_mages"}]})
    assert hero(r) == (4, 4, False, False)


def test_p10_paralyze_through_a_resistant_unit_destroys_it():
    # Ice Dragon: ice 6 Paralyze. Ice Mages unit (armor 4, ice res): absorb 4 unwounded, 2 left would wound it -> destroyed;
    # its armor takes the last 2: nothing for the hero
    r = damage([{"enemy": "ice_dragon", "label": "d"}], [["im", "hero"]], [{"unit": "ice_mages", "label": "im"}])
    assert units(r) == {"im": (0, True)} and hero(r) == (0, 0, False, False)


def test_p10_poison_and_paralyze_on_the_hero():
    # inline 5 Poison Paralyze at armor 2: 3 wounds + 3 discard, hand discarded
    r = play({"enemies": [hit(5, abilities=("poison", "paralyze"))]})
    assert hero(r) == (3, 3, False, True)
