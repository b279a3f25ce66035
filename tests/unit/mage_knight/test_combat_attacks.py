"""Combat rules, part 1: the four phases, ranged/siege and fortification, attack groups, resistances.

Every expected number is worked out by hand from the German rulebook (pp. 8-10, 24; spec §8, A-11, A-12),
not taken from the engine. Test ids carry the page.
"""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, RuleViolation, SheetError
from mkref.core.tomlread import Fields, Problems
from mkref.games.mage_knight.data import components as data
from mkref.games.mage_knight.combat.engine import Combat, CombatSetup, EnemySetup, HeroSetup, Part
from mkref.games.mage_knight.combat.sheets import parse_sheet, run


# ----------------------------------------------------------------------------- helpers


def play(raw: dict) -> dict:
    """Run a sheet given as a dict (the TOML shape) and return the JSON result."""
    sheet = parse_sheet(Fields(raw, "test.toml", "", Problems(SheetError, collect=False)))
    return run(sheet).as_dict()


def refusal(raw: dict) -> RuleViolation:
    with pytest.raises(RuleViolation) as caught:
        play(raw)
    return caught.value


def foe(result: dict, label: str) -> dict:
    return next(e for e in result["enemies"] if e["label"] == label)


def P(text: str) -> Part:
    from mkref.games.mage_knight.combat.sheets import parse_part

    return parse_part(text)


def combat(*enemies: tuple[str, str, bool], site: str = "none", armor: int = 2, hand: int = 5) -> Combat:
    """A Combat with enemies (label, enemy id, rampaging) from the rules data."""
    sites, _, _ = data.combat_facts()
    rows = tuple(EnemySetup(label, data.enemies()[eid], ramp) for label, eid, ramp in enemies)
    return Combat(CombatSetup(site=sites[site], hero=HeroSetup(armor, hand), enemies=rows))


def state(c: Combat) -> tuple:
    """Everything a refused declaration must leave as it was."""
    return (
        c.phase, len(c.steps), c.fame, c.reputation, c.combat_hand_wounds,
        tuple((f.label, f.defeated_in, f.vampiric, f.defend_bonus, tuple((s.blocked, s.resolved, s.value) for s in f.slots)) for f in c.foes),
        tuple((u.label, u.wounds, u.destroyed, u.absorbed) for u in c.fighters),
        (c.hero.wounds_to_hand, c.hero.wounds_to_discard, c.hero.knocked_out),
    )


# ----------------------------------------------------------------------------- the four phases (p. 8)


def test_p8_four_phases_in_order_in_the_walkthrough():
    result = play({
        "enemies": [{"enemy": "prowlers", "label": "a"}, {"enemy": "prowlers", "label": "b"}, {"enemy": "prowlers", "label": "c"}],
        "ranged": [{"targets": ["a"], "parts": ["3 ranged"]}],
        "block": [{"target": "b", "parts": ["4"]}],
        "attack": [{"targets": ["b", "c"], "parts": ["6"]}],
    })
    order = ["ranged", "block", "damage", "attack", "done"]
    phases = [s["phase"] for s in result["steps"]]
    assert phases == sorted(phases, key=order.index)
    assert {"ranged", "block", "damage", "attack"} <= set(phases)
    assert foe(result, "a")["phase"] == "ranged"
    assert foe(result, "b")["phase"] == "attack" and foe(result, "c")["phase"] == "attack"
    # c was not blocked: 4 damage to a level-1 hero (armor 2) = 2 wounds (p. 9)
    assert result["hero"]["wounds_to_hand"] == 2
    assert result["fame"] == 6


def test_p8_phases_never_go_back():
    c = combat(("p", "prowlers", False))
    c.advance("attack")
    before = state(c)
    with pytest.raises(RuleViolation) as caught:
        c.block("p", [P("4")])
    assert caught.value.ref == "p. 8"
    with pytest.raises(RuleViolation):
        c.advance("ranged")
    assert state(c) == before


def test_p8_attack_in_the_block_phase_refused():
    c = combat(("p", "prowlers", False))
    c.advance("block")
    with pytest.raises(RuleViolation) as caught:
        c.attack(["p"], [P("3")])
    assert caught.value.ref == "p. 8"


def test_p9_damage_phase_skipped_when_everything_is_blocked():
    result = play({"enemies": [{"enemy": "prowlers"}], "block": [{"target": "prowlers", "parts": ["4"]}]})
    damage = [s for s in result["steps"] if s["phase"] == "damage"]
    assert len(damage) == 1 and "skipped" in damage[0]["text"]
    assert result["hero"]["wounds_to_hand"] == 0


def test_p9_unblocked_attacks_not_listed_go_to_the_hero():
    # Prowlers 4, no [[damage]]: all 4 to a level-1 hero, armor 2 -> 2 wounds; the unit takes nothing.
    result = play({"enemies": [{"enemy": "prowlers"}], "units": [{"unit": "peasants"}]})
    assert result["hero"]["wounds_to_hand"] == 2
    assert result["units"] == [{"label": "peasants", "wounds": 0, "destroyed": False}]


# ----------------------------------------------------------------------------- fortification (p. 9, p. 24, A-11)


@pytest.mark.parametrize(
    ("site", "enemy", "rampaging", "parts", "defeated"),
    [
        pytest.param("none", "prowlers", False, ["3 ranged"], True, id="p9-open-ground-ranged-ok"),
        pytest.param("keep", "prowlers", False, ["3 siege"], True, id="p9-keep-defender-siege-ok"),
        pytest.param("mage_tower", "prowlers", False, ["3 siege"], True, id="p9-tower-defender-siege-ok"),
        pytest.param("none", "diggers", False, ["3 siege"], True, id="p24-fortified-token-siege-ok"),
        pytest.param("keep", "prowlers", True, ["3 ranged"], True, id="p8-rampaging-in-assault-not-fortified"),
        pytest.param("keep", "orc_war_beasts", False, ["5 ranged"], True, id="p24-unfortified-ignores-site"),
        pytest.param("keep", "diggers", True, ["3 siege"], True, id="p24-rampaging-fortified-token-siege-ok"),
        pytest.param("keep", "prowlers", False, ["2 siege"], False, id="p9-siege-below-armor-no-effect"),
    ],
)
def test_ranged_phase_fortification_allowed(site, enemy, rampaging, parts, defeated):
    raw = {"site": site, "enemies": [{"enemy": enemy, "label": "x", "rampaging": rampaging}],
           "ranged": [{"targets": ["x"], "parts": parts}]}
    if not defeated:
        raw["block"] = [{"target": "x", "parts": ["9"]}]
    result = play(raw)
    assert foe(result, "x")["defeated"] is defeated
    assert foe(result, "x")["phase"] == ("ranged" if defeated else None)


@pytest.mark.parametrize(
    ("site", "enemy", "rampaging", "parts"),
    [
        pytest.param("keep", "prowlers", False, ["3 ranged"], id="p9-ranged-on-site-defender"),
        pytest.param("city", "prowlers", False, ["3 ranged"], id="p9-ranged-on-city-defender"),
        pytest.param("none", "diggers", False, ["3 ranged"], id="p24-ranged-on-fortified-token"),
        pytest.param("keep", "diggers", True, ["3 ranged"], id="p24-ranged-on-rampaging-fortified-token"),
        pytest.param("keep", "guardsmen", False, ["7 siege"], id="p9-doubly-fortified-not-even-siege"),
        pytest.param("mage_tower", "crypt_worm", False, ["9 siege"], id="p9-doubly-fortified-tower"),
        pytest.param("none", "prowlers", False, ["3"], id="p9-melee-in-ranged-phase"),
        pytest.param("none", "prowlers", False, ["1 sideways", "1 sideways", "1 sideways"], id="p9-sideways-in-ranged-phase"),
    ],
)
def test_ranged_phase_refusals(site, enemy, rampaging, parts):
    raw = {"site": site, "enemies": [{"enemy": enemy, "label": "x", "rampaging": rampaging}],
           "ranged": [{"targets": ["x"], "parts": parts}]}
    if site == "city":
        raw["city_color"] = "white"
    error = refusal(raw)
    assert "p. 9" in error.ref


def test_p9_one_fortified_target_makes_the_whole_group_siege_only():
    raw = {"site": "keep", "enemies": [{"enemy": "prowlers", "label": "def"}, {"enemy": "prowlers", "label": "ramp", "rampaging": True}],
           "ranged": [{"targets": ["def", "ramp"], "parts": ["6 ranged"]}]}
    assert refusal(raw).ref == "p. 9"
    raw["ranged"] = [{"targets": ["def", "ramp"], "parts": ["6 siege"]}]
    result = play(raw)
    assert foe(result, "def")["phase"] == "ranged" and foe(result, "ramp")["phase"] == "ranged"
    # the assault -1, the rampaging orc +1 (p. 8, p. 10)
    assert result["reputation"] == 0 and result["fame"] == 4
    # p. 9 §7a: attack the unfortified one separately so ranged attacks count
    raw["ranged"] = [{"targets": ["ramp"], "parts": ["3 ranged"]}]
    assert foe(play(raw), "ramp")["phase"] == "ranged"


def test_p9_doubly_fortified_can_be_attacked_in_the_attack_phase_by_anything():
    # Guardsmen (armor 7, Fortified) in a keep: ranged, siege and melee all count in the Attack phase (p. 10 §1a).
    result = play({"site": "keep", "enemies": [{"enemy": "guardsmen", "label": "g"}],
                   "block": [{"target": "g", "parts": ["3"]}],
                   "attack": [{"targets": ["g"], "parts": ["2 ranged", "2 siege", "2", "1 sideways"]}]})
    assert foe(result, "g") == {**foe(result, "g"), "defeated": True, "phase": "attack", "fame": 3}
    assert result["site_conquered"] is True


def test_p9_ranged_refusal_leaves_the_combat_unchanged():
    c = combat(("g", "guardsmen", False), ("p", "prowlers", False), site="keep")
    before = state(c)
    for targets, part in ((["g"], "7 siege"), (["p"], "3 ranged"), (["p"], "3"), (["p"], "1 sideways")):
        with pytest.raises(RuleViolation):
            c.attack(targets, [P(part)])
        assert state(c) == before
    c.attack(["p"], [P("3 siege")])
    assert c.fame == 2 and c.foe("p").defeated_in == "ranged"


def test_p9_siege_attacks_also_count_on_unfortified_targets():
    result = play({"enemies": [{"enemy": "prowlers", "label": "x"}], "ranged": [{"targets": ["x"], "parts": ["1 siege", "2 ranged"]}]})
    assert foe(result, "x")["phase"] == "ranged"


def test_p9_ranged_points_do_not_carry_over():
    # 2 ranged vs armor 3 has no effect; 1 more in the Attack phase is not enough on its own (p. 9 §6, §8).
    result = play({"enemies": [{"enemy": "prowlers", "label": "x"}], "ranged": [{"targets": ["x"], "parts": ["2 ranged"]}],
                   "block": [{"target": "x", "parts": ["4"]}], "attack": [{"targets": ["x"], "parts": ["2"]}]})
    assert foe(result, "x")["defeated"] is False and result["fame"] == 0


# ----------------------------------------------------------------------------- attack groups and resistances (p. 9, A-12)


def one_attack(enemies: list[dict], parts: list[str], phase: str = "attack") -> dict:
    raw = {"enemies": enemies}
    labels = [e["label"] for e in enemies]
    if phase == "ranged":
        raw["ranged"] = [{"targets": labels, "parts": parts}]
    else:
        raw["block"] = [{"target": e["label"], "parts": ["20 cold_fire"]} for e in enemies]
        raw["attack"] = [{"targets": labels, "parts": parts}]
    return play(raw)


@pytest.mark.parametrize(
    ("enemies", "parts", "defeated"),
    [
        # prowlers (3) + skeletal warriors (4, fire resistance): one resistant enemy halves all fire: 13 // 2 = 6 < 7
        pytest.param(["prowlers", "skeletal_warriors"], ["13 fire"], False, id="p9-group-one-resistant-13-fire"),
        pytest.param(["prowlers", "skeletal_warriors"], ["14 fire"], True, id="p9-group-one-resistant-14-fire"),
        # the same group: ice is efficient, 7 ice = 7
        pytest.param(["prowlers", "skeletal_warriors"], ["7 ice"], True, id="p9-group-other-element-full"),
        # separately the prowlers need only 3 fire
        pytest.param(["prowlers"], ["3 fire"], True, id="p9-group-attack-separately"),
        # fire golems (4, fire + physical resistance): 5 physical + 3 fire pooled = 8 // 2 = 4 (per element 2 + 1 = 3)
        pytest.param(["fire_golems"], ["5", "3 fire"], True, id="p9-ambig4-pooled-5-phys-3-fire"),
        pytest.param(["fire_golems"], ["4", "3 fire"], False, id="p9-ambig4-pooled-7-rounds-down-to-3"),
        # efficient + inefficient: 3 ice + (5 fire) // 2 = 3 + 2 = 5 vs skeletal warriors 4
        pytest.param(["skeletal_warriors"], ["1 ice", "5 fire"], False, id="p9-eff-plus-halved-1-plus-2"),
        pytest.param(["skeletal_warriors"], ["2 ice", "5 fire"], True, id="p9-eff-plus-halved-2-plus-2"),
        # fire mages (5, fire resistance): 9 fire -> 4, 10 fire -> 5
        pytest.param(["fire_mages"], ["9 fire"], False, id="p9-halve-round-down-9"),
        pytest.param(["fire_mages"], ["10 fire"], True, id="p9-halve-10"),
        # golems (5, physical resistance): sideways cards are physical and halved too (p. 24): 4 fire + (1 + 1) // 2 = 5
        pytest.param(["golems"], ["4 fire", "1 sideways", "1 sideways"], True, id="p24-sideways-halved-by-physical-resistance"),
        pytest.param(["golems"], ["4 fire", "1 sideways"], False, id="p24-one-sideways-halved-to-0"),
        # cold fire: halved only against an enemy with fire AND ice resistance
        pytest.param(["fire_mages"], ["5 coldfire"], True, id="p9-coldfire-full-vs-fire-only"),
        pytest.param(["ice_mages"], ["6 coldfire"], True, id="p9-coldfire-full-vs-ice-only"),
        pytest.param(["orc_war_beasts"], ["9 coldfire"], False, id="p9-coldfire-halved-vs-fire-ice-9"),
        pytest.param(["orc_war_beasts"], ["10 coldfire"], True, id="p9-coldfire-halved-vs-fire-ice-10"),
        # fire mages (5, fire) + ice mages (6, ice): no single enemy has both, so cold fire is full: 11 = 11
        pytest.param(["fire_mages", "ice_mages"], ["11 coldfire"], True, id="p9-coldfire-needs-both-on-one-enemy"),
        # ... but fire and ice are each halved in that group: (12 fire + 10 ice) // 2 = 11
        pytest.param(["fire_mages", "ice_mages"], ["12 fire", "10 ice"], True, id="p9-group-both-elements-halved-22"),
        pytest.param(["fire_mages", "ice_mages"], ["12 fire", "9 ice"], False, id="p9-group-both-elements-halved-21"),
        # physical resistance does not touch fire: golems 5 with 5 fire
        pytest.param(["golems"], ["5 fire"], True, id="p9-resistance-only-its-element"),
    ],
)
def test_attack_groups_and_resistances(enemies, parts, defeated):
    rows = [{"enemy": e, "label": f"e{i}"} for i, e in enumerate(enemies)]
    result = one_attack(rows, parts)
    assert [foe(result, r["label"])["defeated"] for r in rows] == [defeated] * len(rows)
    expected_fame = sum(data.enemies()[e].fame for e in enemies) if defeated else 0
    assert result["fame"] == expected_fame


def test_p9_resistance_in_the_ranged_phase_too():
    # Ice mages (6, ice resistance): 11 ice ranged -> 5, not enough; 12 -> 6 (p. 9 §4a)
    assert foe(one_attack([{"enemy": "ice_mages", "label": "m"}], ["11 ice ranged"], "ranged"), "m")["defeated"] is False
    assert foe(one_attack([{"enemy": "ice_mages", "label": "m"}], ["12 ice ranged"], "ranged"), "m")["phase"] == "ranged"


def test_p9_the_walkthrough_shows_the_halving():
    result = one_attack([{"enemy": "fire_golems", "label": "g"}], ["5", "3 fire"])
    text = next(s for s in result["steps"] if s["text"].startswith("Attack on g"))
    assert "total 4" in text["text"] and "against armor 4" in text["text"] and text["ref"] == "p. 10"


def test_p9_one_attack_defeats_several_enemies_and_sums_their_fame():
    # prowlers 3 + diggers 3 + wolf riders 4 = armor 10; fame 2 + 2 + 3 = 7
    rows = [{"enemy": "prowlers", "label": "a"}, {"enemy": "diggers", "label": "b"}, {"enemy": "wolf_riders", "label": "c"}]
    assert one_attack(rows, ["9"])["fame"] == 0
    assert one_attack(rows, ["10"])["fame"] == 7


def test_p9_attack_phase_sideways_counts_one_physical():
    result = one_attack([{"enemy": "prowlers", "label": "p"}], ["1 sideways", "1 sideways", "1 sideways"])
    assert foe(result, "p")["defeated"] is True


def test_p4_sideways_card_has_no_element():
    c = combat(("p", "prowlers", False))
    c.advance("attack")
    with pytest.raises(RuleViolation):
        c.attack(["p"], [Part(1, "fire", "sideways"), Part(2, "physical", "melee")])


def test_p9_defeated_enemy_cannot_be_targeted_again():
    c = combat(("p", "prowlers", False), ("q", "prowlers", False))
    c.attack(["p"], [P("3 ranged")])
    before = state(c)
    with pytest.raises(RuleViolation) as caught:
        c.attack(["p", "q"], [P("6 ranged")])
    assert caught.value.ref == "p. 9"
    assert state(c) == before


def test_unknown_target_label_is_invalid_input_naming_the_labels():
    c = combat(("p", "prowlers", False))
    with pytest.raises(InvalidInput) as caught:
        c.attack(["nobody"], [P("3 ranged")])
    assert "p" in caught.value.message()


# ----------------------------------------------------------------------------- refusals leave the combat unchanged


def with_unit(*enemies: tuple[str, str], wounded: bool = False) -> Combat:
    from mkref.games.mage_knight.combat.engine import UnitSetup

    sites, _, _ = data.combat_facts()
    rows = tuple(EnemySetup(label, data.enemies()[eid]) for label, eid in enemies)
    unit = UnitSetup("pe", "Peasants", 3, 1, frozenset(), wounded)
    return Combat(CombatSetup(site=sites["none"], hero=HeroSetup(2, 5), enemies=rows, units=(unit,)))


@pytest.mark.parametrize(
    ("enemies", "wounded", "phase", "declare", "ref"),
    [
        pytest.param([("t", "orc_trackers")], False, "damage", lambda c: c.damage("t", ["pe", "hero"]), "p. 24",
                     id="p24-assassination-damage-on-unit"),
        pytest.param([("p", "prowlers")], True, "damage", lambda c: c.damage("p", ["pe", "hero"]), "p. 9",
                     id="p9-damage-on-wounded-unit"),
        pytest.param([("sk", "orc_skirmishers")], False, "block", lambda c: c.block("sk", [P("2")]), "p. 24",
                     id="p24-one-block-on-two-attacks"),
        pytest.param([("p", "prowlers")], False, "block", lambda c: c.block("p", [P("2")], 2), "p. 24",
                     id="p24-move-on-non-cumbersome"),
        pytest.param([("p", "prowlers")], False, "attack", lambda c: c.block("p", [P("4")]), "p. 8",
                     id="p8-block-after-the-block-phase"),
    ],
)
def test_refusal_cites_the_page_and_changes_nothing(enemies, wounded, phase, declare, ref):
    c = with_unit(*enemies, wounded=wounded)
    c.advance(phase)
    before = state(c)
    with pytest.raises(RuleViolation) as caught:
        declare(c)
    assert caught.value.ref == ref
    assert state(c) == before


def test_p9_one_block_on_two_enemies_via_a_list_target_refused_with_page():
    raw = {"enemies": [{"enemy": "prowlers", "label": "a"}, {"enemy": "prowlers", "label": "b"}],
           "block": [{"target": ["a", "b"], "parts": ["8"]}]}
    with pytest.raises((RuleViolation, SheetError)) as caught:
        play(raw)
    assert "p. 9" in caught.value.message()
