"""Combat rules, part 2: blocks and the enemy abilities around them.

Block efficiency (p. 9), Swift, Cumbersome, Summon, Multiple attacks, Elusive, Vampiric, Defend, Arcane
Immunity (p. 24). Numbers worked out by hand from the German rulebook and spec §8.5, §8.10, A-13.
"""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, RuleViolation, SheetError
from mkref.core.tomlread import Fields, Problems
from mkref.games.mage_knight.data import components as data
from mkref.games.mage_knight.combat.engine import Combat, CombatSetup, EnemySetup, HeroSetup
from mkref.games.mage_knight.combat.sheets import parse_part, parse_sheet, run


def play(raw: dict) -> dict:
    sheet = parse_sheet(Fields(raw, "test.toml", "", Problems(SheetError, collect=False)))
    return run(sheet).as_dict()


def refusal(raw: dict, kind: type = RuleViolation):
    with pytest.raises(kind) as caught:
        play(raw)
    return caught.value


def foe(result: dict, label: str) -> dict:
    return next(e for e in result["enemies"] if e["label"] == label)


def inline(label: str, armor: int, attack: int | None = None, element: str = "physical", **more) -> dict:
    row = {"label": label, "armor": armor, "element": element, "fame": more.pop("fame", 1), **more}
    if attack is not None:
        row["attack"] = attack
    return row


def wounds(result: dict) -> tuple[int, int]:
    return result["hero"]["wounds_to_hand"], result["hero"]["wounds_to_discard"]


def combat(*enemies: EnemySetup, armor: int = 2, hand: int = 5, **setup) -> Combat:
    sites, _, _ = data.combat_facts()
    return Combat(CombatSetup(site=sites["none"], hero=HeroSetup(armor, hand), enemies=tuple(enemies), **setup))


def enemy(eid: str, label: str = "", **kw) -> EnemySetup:
    return EnemySetup(label or eid, data.enemies()[eid], **kw)


# ----------------------------------------------------------------------------- block efficiency (p. 9 §5)

# (attack element, block parts, blocked?) against an attack of 4; the table of p. 9 §5a:
# physical: every block full; fire: ice and cold fire full; ice: fire and cold fire full; cold fire: only cold fire.
BLOCK_TABLE = [
    ("physical", ["4"], True), ("physical", ["4 fire"], True), ("physical", ["4 ice"], True), ("physical", ["4 coldfire"], True),
    ("fire", ["4 ice"], True), ("fire", ["4 coldfire"], True), ("fire", ["4 fire"], False), ("fire", ["4"], False),
    ("fire", ["8 fire"], True), ("fire", ["7"], False), ("fire", ["8"], True),
    ("ice", ["4 fire"], True), ("ice", ["4 coldfire"], True), ("ice", ["4 ice"], False), ("ice", ["4"], False),
    ("ice", ["8 ice"], True), ("ice", ["7 ice"], False),
    ("cold_fire", ["4 coldfire"], True), ("cold_fire", ["4 fire"], False), ("cold_fire", ["4 ice"], False),
    ("cold_fire", ["4"], False), ("cold_fire", ["8"], True), ("cold_fire", ["4 fire", "4 ice"], True),
    ("cold_fire", ["4 fire", "3 ice"], False),
    # pooled halving of the inefficient blocks (p. 9 §5b): fire 4 vs 1 ice + (3 physical + 3 fire) // 2 = 1 + 3 = 4
    # (halved per element it would be 1 + 1 + 1 = 3); with 2 fire: 1 + 5 // 2 = 3
    ("fire", ["1 ice", "3", "3 fire"], True), ("fire", ["1 ice", "3", "2 fire"], False),
]


@pytest.mark.parametrize(
    ("element", "parts", "blocked"),
    [pytest.param(el, parts, ok, id=f"p9-{el}-attack-{'+'.join(parts).replace(' ', '')}") for el, parts, ok in BLOCK_TABLE],
)
def test_p9_block_efficiency_table(element, parts, blocked):
    result = play({"enemies": [inline("e", 9, 4, element)], "block": [{"target": "e", "parts": parts}]})
    assert foe(result, "e")["blocked"] is blocked
    # unblocked: the full 4 comes through (no partial block, p. 9 §8): level 1 armor 2 -> 2 wounds
    assert wounds(result) == ((0, 0) if blocked else (2, 0))


def test_p9_pooled_inefficient_blocks_against_fire_6():
    # fire 6: 3 ice + (3 physical + 3 fire) // 2 = 6 (per element 3 + 1 + 1 = 5)
    r = play({"enemies": [inline("e", 9, 6, "fire")], "block": [{"target": "e", "parts": ["3 ice", "3", "3 fire"]}]})
    assert foe(r, "e")["blocked"] is True
    r = play({"enemies": [inline("e", 9, 6, "fire")], "block": [{"target": "e", "parts": ["11 fire"]}]})
    assert foe(r, "e")["blocked"] is False and wounds(r) == (3, 0)


def test_p9_sideways_block_is_physical_and_halved_against_fire():
    # fire 2: 1 ice + (1 sideways + 1 sideways) // 2 = 2 -> blocked; 1 ice + 1 sideways = 1 + 0 -> not
    r = play({"enemies": [inline("e", 9, 2, "fire")], "block": [{"target": "e", "parts": ["1 ice", "1 sideways", "1 sideways"]}]})
    assert foe(r, "e")["blocked"] is True
    r = play({"enemies": [inline("e", 9, 2, "fire")], "block": [{"target": "e", "parts": ["1 ice", "1 sideways"]}]})
    assert foe(r, "e")["blocked"] is False and wounds(r) == (1, 0)


def test_p9_sideways_block_never_elemental():
    # A card played sideways is Block 1 physical, never elemental (p. 9 §4b): '1 ice sideways' must not fully block fire 1.
    c = combat(EnemySetup("e", data.Enemy("e", data.Names("e", "e"), "green", 1, 9, None, (data.EnemyAttack(1, "fire"),),
                                          frozenset(), frozenset(), 1)))
    c.advance("block")
    try:
        c.block("e", [parse_part("1 ice sideways")])
    except RuleViolation:
        assert not c.foe("e").slots[0].blocked
        return
    assert not c.foe("e").slots[0].blocked


def test_p9_failed_block_has_no_effect_and_can_be_followed_by_another():
    # Prowlers 4: a block of 3 fails; the phase allows a second column of 4 (p. 9 §8, §9)
    r = play({"enemies": [{"enemy": "prowlers", "label": "p"}],
              "block": [{"target": "p", "parts": ["3"]}, {"target": "p", "parts": ["4"]}]})
    assert foe(r, "p")["blocked"] is True and wounds(r) == (0, 0)


def test_p9_blocked_enemy_is_not_defeated():
    r = play({"enemies": [{"enemy": "prowlers", "label": "p"}], "block": [{"target": "p", "parts": ["4"]}]})
    assert foe(r, "p")["blocked"] is True and foe(r, "p")["defeated"] is False and r["fame"] == 0


def test_p9_blocking_an_already_blocked_attack_refused():
    c = combat(enemy("prowlers", "p"))
    c.block("p", [parse_part("4")])
    with pytest.raises(RuleViolation) as caught:
        c.block("p", [parse_part("4")])
    assert caught.value.ref == "p. 9"


# ----------------------------------------------------------------------------- Swift (p. 9 §6a, p. 24)


@pytest.mark.parametrize(
    ("eid", "parts", "blocked", "hand"),
    [
        pytest.param("wolf_riders", ["5"], False, 2, id="p9-swift-3-needs-6-block-5"),
        pytest.param("wolf_riders", ["6"], True, 0, id="p9-swift-3-needs-6-block-6"),
        # Freezers: ice 3 Swift Paralyze: 6 fire blocks; 6 physical is halved to 3 -> not blocked
        pytest.param("freezers", ["6 fire"], True, 0, id="p24-swift-ice-needs-6-fire"),
        pytest.param("freezers", ["6"], False, 2, id="p24-swift-ice-physical-halved"),
        pytest.param("freezers", ["12"], True, 0, id="p24-swift-ice-12-physical"),
    ],
)
def test_swift_doubles_the_block_needed(eid, parts, blocked, hand):
    r = play({"enemies": [{"enemy": eid, "label": "e"}], "block": [{"target": "e", "parts": parts}]})
    assert foe(r, "e")["blocked"] is blocked
    # Swift does not change the damage: wolf riders 3 -> 2 wounds at armor 2; freezers 3 -> 2 wounds
    assert r["hero"]["wounds_to_hand"] == hand


# ----------------------------------------------------------------------------- Cumbersome (p. 24, AMBIG-23)


def test_p24_cumbersome_move_to_zero_counts_as_blocked():
    # Orc Stonethrower: attack 7 Cumbersome; 7 Move points -> 0 -> blocked with no block cards
    r = play({"enemies": [{"enemy": "orc_stonethrower", "label": "s"}], "block": [{"target": "s", "parts": [], "move": 7}]})
    assert foe(r, "s")["blocked"] is True and wounds(r) == (0, 0)


def test_p24_cumbersome_move_reduces_then_block_the_rest():
    # 7 - 3 Move = 4: Block 4 suffices, Block 3 does not
    r = play({"enemies": [{"enemy": "orc_stonethrower", "label": "s"}], "block": [{"target": "s", "parts": ["4"], "move": 3}]})
    assert foe(r, "s")["blocked"] is True
    r = play({"enemies": [{"enemy": "orc_stonethrower", "label": "s"}], "block": [{"target": "s", "parts": ["3"], "move": 3}]})
    assert foe(r, "s")["blocked"] is False


def test_p24_cumbersome_reduced_attack_deals_the_reduced_damage():
    # 7 - 3 = 4 unblocked -> 4 damage -> 2 wounds at armor 2 (the full 7 would be 4 wounds)
    r = play({"enemies": [{"enemy": "orc_stonethrower", "label": "s"}], "block": [{"target": "s", "parts": [], "move": 3}]})
    assert foe(r, "s")["blocked"] is False and wounds(r) == (2, 0)


def test_ambig23_cumbersome_before_brutal():
    # Earth Elemental: 4 Brutal Cumbersome. 1 Move -> 3, unblocked -> Brutal 6 -> 3 wounds at armor 2
    r = play({"enemies": [{"enemy": "earth_elemental", "label": "e"}], "block": [{"target": "e", "parts": [], "move": 1}]})
    assert wounds(r) == (3, 0)


@pytest.mark.parametrize(("block", "blocked"), [pytest.param("5", False, id="ambig23-swift-after-cumbersome-5"),
                                                pytest.param("6", True, id="ambig23-swift-after-cumbersome-6")])
def test_ambig23_cumbersome_before_swift(block, blocked):
    # attack 5 Cumbersome Swift; 2 Move -> 3; Swift doubles the reduced value: block 6 needed
    r = play({"enemies": [inline("e", 9, 5, abilities=["cumbersome", "swift"])],
              "block": [{"target": "e", "parts": [block], "move": 2}]})
    assert foe(r, "e")["blocked"] is blocked


def test_p24_move_points_only_against_cumbersome():
    c = combat(enemy("prowlers", "p"))
    c.advance("block")
    with pytest.raises(RuleViolation) as caught:
        c.block("p", [parse_part("2")], 2)
    assert caught.value.ref == "p. 24"
    assert c.foe("p").slots[0].value == 4 and not c.foe("p").slots[0].blocked


# ----------------------------------------------------------------------------- Summon (pp. 9-10, p. 24, AMBIG-26)


def summoner(**more) -> dict:
    return {"enemy": "orc_summoners", "label": "sum", "summoned": "gargoyle", **more}


def test_p9_summoned_token_blocked_gives_no_fame_summoner_back_in_attack_phase():
    # Gargoyle (attack 5) replaces the summoner; blocked with 5 it goes to its discard pile, no fame.
    # In the Attack phase the summoner (armor 4, fame 4) is back and can be defeated.
    r = play({"enemies": [summoner()], "block": [{"target": "sum", "parts": ["5"]}], "attack": [{"targets": ["sum"], "parts": ["4"]}]})
    assert foe(r, "sum")["defeated"] is True and foe(r, "sum")["phase"] == "attack"
    assert foe(r, "sum")["summoned"] == ["gargoyle"]
    assert r["fame"] == 4
    assert any("no fame" in s["text"] and s["ref"] == "p. 9" for s in r["steps"])


def test_p9_summoned_token_block_uses_its_own_attack():
    # Block 4 is enough for the summoner's printed 0 but not the Gargoyle's 5
    r = play({"enemies": [summoner()], "block": [{"target": "sum", "parts": ["4"]}]})
    assert foe(r, "sum")["blocked"] is False
    assert wounds(r) == (3, 0)  # 5 damage at armor 2


def test_p10_unblocked_summoned_token_deals_damage_with_its_abilities():
    # Medusa: 6 Paralyze. Unblocked: 6 to the hero -> 3 wounds and the hand's non-wound cards discarded
    r = play({"enemies": [summoner(summoned="medusa")]})
    assert wounds(r) == (3, 0) and r["hero"]["discarded_non_wounds"] is True


def test_p10_summoned_token_damage_can_go_to_units():
    # Gargoyle 5 -> peasants (armor 3): 1 wound, 2 left -> hero 1 wound
    r = play({"enemies": [summoner()], "units": [{"unit": "peasants"}], "damage": [{"source": "sum", "to": ["peasants", "hero"]}]})
    assert r["units"][0]["wounds"] == 1 and wounds(r) == (1, 0)


def test_ambig26_summoner_defeated_in_ranged_phase_does_not_summon():
    r = play({"enemies": [summoner()], "ranged": [{"targets": ["sum"], "parts": ["4 ranged"]}]})
    assert foe(r, "sum")["phase"] == "ranged" and foe(r, "sum")["summoned"] == []
    assert wounds(r) == (0, 0) and r["fame"] == 4
    assert any("AMBIG-26" in s["text"] for s in r["steps"])


def test_ambig26_engine_refuses_a_summon_by_a_defeated_summoner():
    c = combat(enemy("orc_summoners", "sum"))
    c.attack(["sum"], [parse_part("4 ranged")])
    with pytest.raises(RuleViolation) as caught:
        c.summon("sum", [data.enemies()["gargoyle"]])
    assert caught.value.ref == "p. 9" and c.foe("sum").summoned == []


def test_p9_summoned_token_comes_from_the_brown_pile():
    error = refusal({"enemies": [summoner(summoned="prowlers")]})
    assert error.ref == "p. 9"


def test_p9_summoner_must_draw_before_the_block_phase():
    c = combat(enemy("orc_summoners", "sum"))
    with pytest.raises(InvalidInput):
        c.advance("block")
    assert c.phase == "ranged"


def test_p9_no_effect_targets_the_summoner_in_the_block_phase_only_its_token():
    # the Gargoyle (5) stands in; Block 5 on 'sum' blocks the Gargoyle, not the summoner's own (0) attack
    c = combat(enemy("orc_summoners", "sum"))
    c.summon("sum", [data.enemies()["gargoyle"]])
    c.advance("block")
    assert [s.token.id for s in c.foe("sum").slots] == ["gargoyle"]
    assert c.foe("sum").slots[0].value == 5


def test_p24_dragon_summoner_draws_two_tokens_each_blocked_separately():
    # Dragon Summoner: two summons -> Gargoyle 5 and Minotaur 5 Brutal; block the gargoyle only:
    # the minotaur deals 10 (Brutal) -> 5 wounds at armor 2 -> knocked out at hand limit 5
    r = play({"enemies": [{"enemy": "dragon_summoner", "label": "ds", "summoned": ["gargoyle", "minotaur"]}],
              "block": [{"target": "ds.1", "parts": ["5"]}]})
    assert foe(r, "ds")["summoned"] == ["gargoyle", "minotaur"]
    assert foe(r, "ds")["blocked"] is False
    assert wounds(r) == (5, 0) and r["hero"]["knocked_out"] is True


# ----------------------------------------------------------------------------- Multiple attacks (p. 24)


def test_p24_multiple_attacks_one_block_cannot_stop_both():
    # a sheet's plain label is the first attack (README): block 2 stops attack 1 only; attack 2 deals 1 -> 1 wound
    r = play({"enemies": [{"enemy": "orc_skirmishers", "label": "sk"}], "block": [{"target": "sk", "parts": ["2"]}]})
    assert foe(r, "sk")["blocked"] is False and wounds(r) == (1, 0)


def test_p24_multiple_attacks_each_blocked_separately():
    r = play({"enemies": [{"enemy": "orc_skirmishers", "label": "sk"}],
              "block": [{"target": "sk.1", "parts": ["1"]}, {"target": "sk.2", "parts": ["1"]}]})
    assert foe(r, "sk")["blocked"] is True and wounds(r) == (0, 0)


def test_p24_multiple_attacks_blocked_only_if_all_blocked():
    # Skirmishers 1 + 1: block the first; the second deals 1 -> 1 wound; the enemy is not "blocked"
    r = play({"enemies": [{"enemy": "orc_skirmishers", "label": "sk"}], "block": [{"target": "sk.1", "parts": ["1"]}]})
    assert foe(r, "sk")["blocked"] is False and wounds(r) == (1, 0)


def test_p24_multiple_attacks_damage_resolved_separately_not_pooled():
    # Hydra 2 + 2 + 2 unblocked: each attack on its own at armor 3: 1 + 1 + 1 = 3 wounds (pooled 6 would be 2)
    r = play({"hero": {"level": 3}, "enemies": [{"enemy": "hydra", "label": "h"}]})
    assert wounds(r) == (3, 0)


def test_p24_multiple_attacks_each_with_its_own_element():
    # Heroes (fire): attack 1 physical 4, attack 2 fire 2. 2 fire on the fire attack is halved (1 < 2); 2 ice blocks it.
    r = play({"enemies": [{"enemy": "heroes_fire", "label": "h"}], "block": [{"target": "h.2", "parts": ["2 fire"]}]})
    assert wounds(r) == (3, 0)  # 4 -> 2 wounds, 2 -> 1 wound
    r = play({"enemies": [{"enemy": "heroes_fire", "label": "h"}], "block": [{"target": "h.2", "parts": ["2 ice"]}]})
    assert wounds(r) == (2, 0)


def test_p24_multiple_attacks_damage_source_names_the_attack():
    # Skirmishers: '.1' to the peasants (1 wound, armor 3 absorbs), '.2' to the hero (1 wound)
    r = play({"enemies": [{"enemy": "orc_skirmishers", "label": "sk"}], "units": [{"unit": "peasants"}],
              "damage": [{"source": "sk.1", "to": ["peasants"]}, {"source": "sk.2", "to": ["hero"]}]})
    assert r["units"][0]["wounds"] == 1 and wounds(r) == (1, 0)


def test_p24_attack_number_out_of_range_refused():
    c = combat(enemy("orc_skirmishers", "sk"))
    c.advance("block")
    with pytest.raises(InvalidInput):
        c.block("sk.3", [parse_part("1")])


# ----------------------------------------------------------------------------- Elusive (p. 24)


def shock(**more) -> dict:
    return {"enemy": "shocktroops", "label": "st", **more}  # armor 3, Elusive 6, attack 5, fame 3


@pytest.mark.parametrize(
    ("raw", "defeated"),
    [
        # ranged phase: always the higher armor 6
        pytest.param({"ranged": [{"targets": ["st"], "parts": ["5 ranged"]}]}, False, id="p24-elusive-ranged-uses-6-five"),
        pytest.param({"ranged": [{"targets": ["st"], "parts": ["6 ranged"]}]}, True, id="p24-elusive-ranged-uses-6-six"),
        # attack phase, its attack blocked: the lower armor 3
        pytest.param({"block": [{"target": "st", "parts": ["5"]}], "attack": [{"targets": ["st"], "parts": ["3"]}]}, True,
                     id="p24-elusive-blocked-uses-3"),
        pytest.param({"block": [{"target": "st", "parts": ["5"]}], "attack": [{"targets": ["st"], "parts": ["2"]}]}, False,
                     id="p24-elusive-blocked-2-not-enough"),
        # attack phase, not blocked: still 6
        pytest.param({"attack": [{"targets": ["st"], "parts": ["5"]}]}, False, id="p24-elusive-unblocked-uses-6-five"),
        pytest.param({"attack": [{"targets": ["st"], "parts": ["6"]}]}, True, id="p24-elusive-unblocked-uses-6-six"),
        # a failed block does not count as blocked
        pytest.param({"block": [{"target": "st", "parts": ["4"]}], "attack": [{"targets": ["st"], "parts": ["5"]}]}, False,
                     id="p24-elusive-failed-block-uses-6"),
    ],
)
def test_elusive(raw, defeated):
    r = play({"enemies": [shock()], **raw})
    assert foe(r, "st")["defeated"] is defeated


@pytest.mark.parametrize(
    ("change", "raw", "defeated"),
    [
        pytest.param(-1, {"block": [{"target": "st", "parts": ["5"]}], "attack": [{"targets": ["st"], "parts": ["2"]}]}, True,
                     id="p24-elusive-modifier-on-low-2"),
        pytest.param(-1, {"attack": [{"targets": ["st"], "parts": ["5"]}]}, True, id="p24-elusive-modifier-on-high-5"),
        pytest.param(-1, {"attack": [{"targets": ["st"], "parts": ["4"]}]}, False, id="p24-elusive-modifier-on-high-4"),
        pytest.param(2, {"block": [{"target": "st", "parts": ["5"]}], "attack": [{"targets": ["st"], "parts": ["4"]}]}, False,
                     id="p24-elusive-plus2-low-is-5-four"),
        pytest.param(2, {"ranged": [{"targets": ["st"], "parts": ["8 ranged"]}]}, True, id="p24-elusive-plus2-high-is-8"),
    ],
)
def test_elusive_modifiers_apply_to_both_values(change, raw, defeated):
    r = play({"enemies": [shock(armor_change=change)], **raw})
    assert foe(r, "st")["defeated"] is defeated


def test_p24_elusive_with_two_attacks_needs_both_blocked():
    # inline Elusive 3/6 with attacks 2 and 2: only one blocked -> armor stays 6 in the Attack phase
    row = {"label": "el", "armor": 3, "armor_elusive": 6, "attacks": ["2", "2"], "abilities": ["elusive"], "fame": 2}
    r = play({"enemies": [row], "block": [{"target": "el.1", "parts": ["2"]}], "attack": [{"targets": ["el"], "parts": ["5"]}]})
    assert foe(r, "el")["defeated"] is False
    r = play({"enemies": [row], "block": [{"target": "el.1", "parts": ["2"]}, {"target": "el.2", "parts": ["2"]}],
              "attack": [{"targets": ["el"], "parts": ["3"]}]})
    assert foe(r, "el")["defeated"] is True


def test_ambig25_cumbersome_reduced_to_zero_counts_as_blocked_for_elusive():
    row = {"label": "el", "armor": 3, "armor_elusive": 6, "attack": 2, "abilities": ["elusive", "cumbersome"], "fame": 2}
    r = play({"enemies": [row], "block": [{"target": "el", "parts": [], "move": 2}], "attack": [{"targets": ["el"], "parts": ["3"]}]})
    assert foe(r, "el")["defeated"] is True


def test_p24_elusive_in_a_group_uses_each_enemys_own_value():
    # shocktroops blocked (3) + an unblocked one (6) attacked together: 9 needed
    r = play({"enemies": [shock(), shock(label="st2")], "block": [{"target": "st", "parts": ["5"]}],
              "attack": [{"targets": ["st", "st2"], "parts": ["8"]}]})
    assert foe(r, "st")["defeated"] is False
    r = play({"enemies": [shock(), shock(label="st2")], "block": [{"target": "st", "parts": ["5"]}],
              "attack": [{"targets": ["st", "st2"], "parts": ["9"]}]})
    assert foe(r, "st")["defeated"] is True and foe(r, "st2")["defeated"] is True and r["fame"] == 6


# ----------------------------------------------------------------------------- Vampiric (p. 24)


def test_p24_vampiric_plus_one_per_hero_wound():
    # Gibbering Ghouls: armor 4, attack 4 Vampiric. Unblocked -> 2 hero wounds at armor 2 -> armor 6 in the Attack phase
    base = {"enemies": [{"enemy": "gibbering_ghouls", "label": "g"}]}
    assert foe(play({**base, "attack": [{"targets": ["g"], "parts": ["5"]}]}), "g")["defeated"] is False
    r = play({**base, "attack": [{"targets": ["g"], "parts": ["6"]}]})
    assert foe(r, "g")["defeated"] is True and wounds(r) == (2, 0)


def test_p24_vampiric_plus_one_per_unit_wounded():
    # 4 damage -> peasants (armor 3) wounded (+1), 1 left -> hero 1 wound (+1): armor 4 + 2 = 6
    base = {"enemies": [{"enemy": "gibbering_ghouls", "label": "g"}], "units": [{"unit": "peasants"}],
            "damage": [{"source": "g", "to": ["peasants", "hero"]}]}
    assert foe(play({**base, "attack": [{"targets": ["g"], "parts": ["5"]}]}), "g")["defeated"] is False
    assert foe(play({**base, "attack": [{"targets": ["g"], "parts": ["6"]}]}), "g")["defeated"] is True


def test_p24_vampiric_no_increase_when_a_resistant_unit_absorbs():
    # 4 physical damage to Heroes (green) unit? use guardian golems (armor 3, physical res) vs inline vampiric 3:
    # absorbed by resistance, no wound -> armor stays 4
    row = {"label": "v", "armor": 4, "attack": 3, "abilities": ["vampiric"], "fame": 2}
    r = play({"enemies": [row], "units": [{"unit": "guardian_golems", "label": "gg"}],
              "damage": [{"source": "v", "to": ["gg"]}], "attack": [{"targets": ["v"], "parts": ["4"]}]})
    assert foe(r, "v")["defeated"] is True and r["units"][0]["wounds"] == 0


def test_p24_vampiric_blocked_stays_at_printed_armor():
    r = play({"enemies": [{"enemy": "gibbering_ghouls", "label": "g"}], "block": [{"target": "g", "parts": ["4"]}],
              "attack": [{"targets": ["g"], "parts": ["4"]}]})
    assert foe(r, "g")["defeated"] is True


def test_p24_vampiric_with_elusive_raises_both_values():
    # Vampire: 5 / 10 Elusive, attack 5 Vampiric. Unblocked -> 3 hero wounds at armor 2 -> high armor 13
    base = {"enemies": [{"enemy": "vampire", "label": "v"}]}
    assert foe(play({**base, "attack": [{"targets": ["v"], "parts": ["12"]}]}), "v")["defeated"] is False
    r = play({**base, "attack": [{"targets": ["v"], "parts": ["13"]}]})
    assert foe(r, "v")["defeated"] is True and wounds(r) == (3, 0)


# ----------------------------------------------------------------------------- Defend (p. 24, AMBIG-9 ruling)


PROTECT = [{"enemy": "elven_protectors", "label": "elf"}, {"enemy": "prowlers", "label": "p"}]  # Defend 2; armor 4 and 3
BLOCKS = [{"target": "elf", "parts": ["3"]}, {"target": "p", "parts": ["4"]}]


@pytest.mark.parametrize(
    ("rulings", "attacks", "defeated"),
    [
        # once: the first attack on the prowlers gets +2 from the elves -> 5
        pytest.param({}, [(["p"], ["4"])], {"p": False}, id="ambig9-defend-adds-2-to-first-target"),
        pytest.param({}, [(["p"], ["5"])], {"p": True}, id="ambig9-defend-prowlers-5"),
        # the bonus stays on the prowlers for the rest of the combat: a second 4 still fails
        pytest.param({}, [(["p"], ["4"]), (["p"], ["4"])], {"p": False}, id="ambig9-defend-bonus-stays"),
        # each Defend enemy once per combat: after defending the prowlers, the elves themselves are armor 4
        pytest.param({}, [(["p"], ["4"]), (["elf"], ["4"])], {"p": False, "elf": True}, id="ambig9-defend-once-per-combat"),
        # the Defend enemy defends itself: 4 + 2 = 6
        pytest.param({}, [(["elf"], ["5"])], {"elf": False}, id="ambig9-defend-itself-5"),
        pytest.param({}, [(["elf"], ["6"])], {"elf": True}, id="ambig9-defend-itself-6"),
        # a defeated Defend enemy defends nobody: elves first (6), then prowlers at 3
        pytest.param({}, [(["elf"], ["6"]), (["p"], ["3"])], {"elf": True, "p": True}, id="ambig9-defeated-defender-gone"),
        # ruling off: the prowlers are 3
        pytest.param({"defend": "off"}, [(["p"], ["3"])], {"p": True}, id="ambig9-defend-off"),
    ],
)
def test_defend_ruling(rulings, attacks, defeated):
    raw = {"enemies": PROTECT, "block": BLOCKS, "attack": [{"targets": t, "parts": p} for t, p in attacks]}
    if rulings:
        raw["rulings"] = rulings
    r = play(raw)
    for label, was in defeated.items():
        assert foe(r, label)["defeated"] is was, label
    if not rulings:
        assert any("AMBIG-9" in s["text"] and s["ref"] == "p. 24" for s in r["steps"])


def test_ambig9_defend_every_attack_setting():
    # every_attack: the elves' +2 is added again for the next attack, even after it defended the prowlers
    raw = {"enemies": PROTECT, "block": BLOCKS, "rulings": {"defend": "every_attack"},
           "attack": [{"targets": ["p"], "parts": ["4"]}, {"targets": ["elf"], "parts": ["5"]}]}
    r = play(raw)
    assert foe(r, "p")["defeated"] is False and foe(r, "elf")["defeated"] is False


# ----------------------------------------------------------------------------- Arcane Immunity (p. 24)


def test_p24_arcane_immunity_refuses_armor_change():
    error = refusal({"enemies": [{"enemy": "sorcerers", "armor_change": -1}]})
    assert error.ref == "p. 24"
    error = refusal({"enemies": [{"enemy": "grim_legionnaires", "armor_change": -2}]})
    assert error.ref == "p. 24"


def test_p24_arcane_immunity_attacks_and_blocks_work_normally():
    # Sorcerers: armor 6, attack 6 Poison Assassination; Block 6 blocks, Attack 6 defeats
    r = play({"enemies": [{"enemy": "sorcerers", "label": "s"}], "block": [{"target": "s", "parts": ["6"]}],
              "attack": [{"targets": ["s"], "parts": ["6"]}]})
    assert foe(r, "s")["defeated"] is True and r["fame"] == 5 and wounds(r) == (0, 0)


def test_p24_arcane_immunity_effects_on_its_attack_still_apply():
    # "Effects that directly affect the enemy's attacks still apply": attack -2 -> 4 Poison -> 2 wounds + 2 discard
    r = play({"enemies": [{"enemy": "sorcerers", "label": "s", "attack_change": -2}]})
    assert wounds(r) == (2, 2)


def test_p24_armor_change_allowed_without_arcane_immunity():
    r = play({"enemies": [{"enemy": "prowlers", "label": "p", "armor_change": -1}], "ranged": [{"targets": ["p"], "parts": ["2 ranged"]}]})
    assert foe(r, "p")["defeated"] is True


def test_p24_vampiric_counts_hand_wounds_not_poison_discards():
    # inline armor 4, attack 4 Vampiric Poison: 2 wounds into the hand (+2), 2 onto the discard pile (+0): armor 6
    row = {"label": "v", "armor": 4, "attack": 4, "abilities": ["vampiric", "poison"], "fame": 2}
    assert foe(play({"enemies": [row], "attack": [{"targets": ["v"], "parts": ["5"]}]}), "v")["defeated"] is False
    r = play({"enemies": [row], "attack": [{"targets": ["v"], "parts": ["6"]}]})
    assert foe(r, "v")["defeated"] is True and wounds(r) == (2, 2)


def test_p24_summoned_token_with_multiple_attacks():
    # Dragon Summoner draws a Hydra (2 + 2 + 2) and a Gargoyle (5): four attacks to block, ds.1 .. ds.4;
    # all blocked -> the summoner counts as blocked; 16 physical halved (physical res) = 8 = its armor; fame 9
    r = play({"enemies": [{"enemy": "dragon_summoner", "label": "ds", "summoned": ["hydra", "gargoyle"]}],
              "block": [{"target": f"ds.{i}", "parts": [v]} for i, v in ((1, "2"), (2, "2"), (3, "2"), (4, "5"))],
              "attack": [{"targets": ["ds"], "parts": ["16"]}]})
    assert foe(r, "ds")["blocked"] is True and foe(r, "ds")["defeated"] is True and r["fame"] == 9 and wounds(r) == (0, 0)
    r = play({"enemies": [{"enemy": "dragon_summoner", "label": "ds", "summoned": ["hydra", "gargoyle"]}],
              "block": [{"target": "ds.4", "parts": ["5"]}], "attack": [{"targets": ["ds"], "parts": ["15"]}]})
    # the three hydra attacks of 2 each give a wound at armor 2: 3 wounds; 15 // 2 = 7 < 8
    assert foe(r, "ds")["defeated"] is False and wounds(r) == (3, 0)


def test_p24_summoned_vampire_does_not_raise_the_summoners_armor():
    # Orc Summoners (armor 4) draw a Vampire (attack 5 Vampiric): unblocked, 3 wounds at armor 2.
    # The summoner itself is not Vampiric: 4 still defeats it in the Attack phase.
    r = play({"enemies": [{"enemy": "orc_summoners", "label": "s", "summoned": "vampire"}],
              "attack": [{"targets": ["s"], "parts": ["4"]}]})
    assert wounds(r) == (3, 0)
    assert foe(r, "s")["defeated"] is True and r["fame"] == 4
