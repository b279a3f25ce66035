"""The attack sequence (p. 14) with the book's worked examples and every modifier, exact numbers."""

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mk_miniatures.attack import resolve
from mkref.games.mk_miniatures.attack_types import AttackSpec, Fighter, Mod, TargetFacts, cap3
from mkref.games.mk_miniatures.settings import Settings


def F(name="A", **kw):
    return Fighter(name=name, **kw)


def T(name="T", defense=15, **kw):
    facts = {k: kw.pop(k) for k in list(kw) if k in TargetFacts.__dataclass_fields__}
    return TargetFacts(Fighter(name=name, defense=defense, **kw), **facts)


def close(attacker, target, dice=(3, 3), **kw):
    return resolve(AttackSpec("close", attacker, [target], dice=dice, **kw))


def ranged(attacker, targets, dice=(3, 3), **kw):
    return resolve(AttackSpec("ranged", attacker, targets, dice=dice, **kw))


# ---- rule of 3 ------------------------------------------------------------------------------------
@pytest.mark.parametrize("mods,net", [([2, 2, 2, 1, -3], 3), ([-2, -2], -3), ([1, 1], 2), ([], 0), ([5], 3), ([-9, 4], -3)])
def test_cap3_p7(mods, net):
    assert cap3(mods) == net


def test_rule_of_three_book_example_p7():
    """Atlantean Sorcerer: formation of 3 Apprentice Sorcerers (+6), rear arc (+1), spell resistance (-3):
    +4 capped to +3. Any attack bonus comes on top, uncapped."""
    att = F("Atlantean Sorcerer", attack=9, range=8, ranged_damage=2, attack_types=["wand"], attack_bonus=1)
    tgt = T("Black Powder Rifleman", 17, distance=6, rear_arc=True,
            attack_mods=[Mod(-3, "spell resistance", "p. 7")])
    out = ranged(att, [tgt], dice=(2, 3), formation=["attack", "attack", "attack"])
    r = out.targets[0]
    assert sum(m.value for m in r.attack_mods) == 4
    assert r.attack_mod == 3
    assert r.attack_result == 5 + 9 + 3 + 1  # roll + attack + capped modifiers + uncapped bonus = 18
    assert r.hit


def test_attack_and_defense_capped_separately_p7():
    out = close(F(attack=8, damage=2), T(defense=14, rear_arc=True, defense_mods=[Mod(5, "x", "")]),
                attack_mods=[Mod(4, "y", "")])
    r = out.targets[0]
    assert (r.attack_mod, r.defense_mod) == (3, 3)
    assert (r.attack_result, r.defense) == (6 + 8 + 3, 17)


def test_values_floored_at_zero_p6():
    out = close(F(attack=1, damage=0), T(defense=1, defense_mods=[Mod(-3, "x", "")]), attack_mods=[Mod(-3, "y", "")])
    assert out.targets[0].attack_result == 6 + 0  # attack 1-3 -> 0
    assert out.targets[0].defense == 0


# ---- the multi-target example (p. 12) ----------------------------------------------------------------
ARCHER = dict(attack=9, range=12, ranged_damage=2, targets_max=2, attack_types=["bow"])


def test_master_archer_roll_6_p12():
    out = ranged(F("Master Archer", **ARCHER), [T("Gulthak Orc", 15, distance=8), T("Blood Shaman", 16, distance=9)], dice=(2, 4))
    g, b = out.targets
    assert (g.attack_result, g.hit, g.clicks) == (15, True, 2)
    assert (b.attack_result, b.hit, b.clicks) == (15, False, 0)


@pytest.mark.parametrize("split", [(1, 1), (2, 0), (0, 2)])
def test_master_archer_roll_7_split_p12(split):
    out = ranged(F("Master Archer", **ARCHER),
                 [T("Gulthak Orc", 15, distance=8, share=split[0]), T("Blood Shaman", 16, distance=9, share=split[1])], dice=(3, 4))
    assert [t.hit for t in out.targets] == [True, True]
    assert [t.clicks for t in out.targets] == list(split)


def test_split_must_use_exactly_the_damage_p11_A23():
    with pytest.raises(RuleViolation) as err:
        ranged(F(**ARCHER), [T("a", 15, share=1), T("b", 15, share=0)], dice=(3, 4))
    assert err.value.ref == "p. 11"
    out = ranged(F(**ARCHER), [T("a", 15, share=1), T("b", 15, share=0)], dice=(3, 4), settings=Settings({"split_exact": False}))
    assert [t.clicks for t in out.targets] == [1, 0]
    with pytest.raises(InvalidInput):  # no split given
        ranged(F(**ARCHER), [T("a", 15), T("b", 15)], dice=(3, 4))


def test_targets_limited_by_arrows_p11():
    with pytest.raises(RuleViolation):
        ranged(F(**{**ARCHER, "targets_max": 1}), [T("a"), T("b")])
    with pytest.raises(RuleViolation):
        ranged(F(**ARCHER), [T("a"), T("a")])


# ---- criticals (p. 9) ------------------------------------------------------------------------------
def test_critical_miss_p9():
    out = close(F(attack=30, damage=3), T(defense=2), dice=(1, 1))
    assert out.crit_miss and not out.targets[0].hit
    assert out.attacker_clicks == 1


def test_critical_hit_p9():
    out = close(F(attack=0, damage=2), T(defense=40), dice=(6, 6), damage_mods=[Mod(5, "x", "")])
    assert out.crit_hit and out.targets[0].hit
    assert out.targets[0].damage == 2 + 3 + 1  # the +1 comes after the rule of 3


@pytest.mark.parametrize("mode,damages", [("every_target", [3, 1]), ("assigned_only", [3, 0]), ("pool", [3, 0])], ids=lambda v: f"A17-{v}")
def test_critical_with_split_A17(mode, damages):
    out = ranged(F(**ARCHER), [T("a", 30, share=2), T("b", 30, share=0)], dice=(6, 6), settings=Settings({"crit_split": mode}))
    assert [t.damage for t in out.targets] == damages


def test_capture_critical_deals_no_damage_p11():
    out = close(F(attack=5, damage=3, attack_types=["sword"]), T(defense=30), dice=(6, 6), capture=True)
    assert out.targets[0].captured and out.targets[0].damage == 0


def test_damage_reduction_p9():
    out = close(F(attack=10, damage=3), T(defense=10, damage_reduction=1))
    assert (out.targets[0].damage, out.targets[0].clicks) == (3, 2)


# ---- close combat (p. 10-11) -----------------------------------------------------------------------
def test_sword_bonus_only_with_sword_p9():
    assert close(F(attack=8, attack_bonus=2, attack_types=["sword"], damage=1), T()).targets[0].attack_result == 6 + 8 + 2
    assert close(F(attack=8, attack_bonus=2, attack_types=["bow"], damage=1), T()).targets[0].attack_result == 6 + 8
    assert ranged(F(attack=8, attack_bonus=2, attack_types=["bow"], range=6, ranged_damage=1), [T(distance=3)]).targets[0].attack_result == 16


def test_gang_up_book_example_p10():
    """Harka Orc through the rear arc (+1) with the Cloud Warrior supporting (+1): +2."""
    out = close(F("Harka Orc", attack=8, damage=2), T("Orc Warbeast", 16, rear_arc=True), gang_up=1, tokens_before=0)
    assert out.targets[0].attack_mod == 2
    assert out.tokens_after == 1 and out.token_push == 0  # the supporter gets no token
    pushed = close(F("Ub-Khan", attack=8, damage=2), T("Orc Warbeast", 16, rear_arc=True), gang_up=2, tokens_before=1)
    assert pushed.targets[0].attack_mod == 3 and pushed.token_push == 1  # Ub-Khan as primary would be pushed


def test_gang_up_not_against_own_captive_p11():
    with pytest.raises(RuleViolation):
        close(F(attack=8, damage=2), T(), gang_up=1, eliminate_captive=True)


def test_gang_up_primary_sword_A21():
    with pytest.raises(RuleViolation):
        close(F(attack=8, damage=2), T(), gang_up=1, settings=Settings({"gang_up_primary_needs_sword": True}))


def test_capture_p11():
    out = close(F(attack=10, damage=3, attack_types=["sword"]), T(defense=15), dice=(4, 4), capture=True)
    r = out.targets[0]
    assert r.attack_mod == -3 and r.attack_result == 8 + 10 - 3 and r.captured and r.clicks == 0
    for bad in (dict(kind="ranged"), dict(no_sword=True), dict(paragon=True)):
        att = F(attack=10, damage=3, attack_types=[] if bad.get("no_sword") else ["sword"], range=6, ranged_damage=1)
        tgt = T(relic="paragons_shield") if bad.get("paragon") else T(distance=2)
        with pytest.raises(RuleViolation):
            resolve(AttackSpec(bad.get("kind", "close"), att, [tgt], dice=(3, 3), capture=True))


def test_eliminate_captive_p11():
    out = close(F(attack=10, damage=3), T(defense=15), dice=(3, 3), eliminate_captive=True)
    assert out.targets[0].attack_mod == -3 and out.targets[0].attack_result == 13 and not out.targets[0].hit
    out = close(F(attack=10, damage=3), T(defense=15), dice=(4, 4), eliminate_captive=True)
    assert out.targets[0].eliminated


def test_charge_needs_sword_and_domains_p10():
    close(F(attack=8, damage=2, attack_types=["sword"]), T(), charge=True)
    with pytest.raises(RuleViolation):
        close(F(attack=8, damage=2), T(), charge=True)
    for dom in ("rain_and_mud", "mountain_pass"):
        with pytest.raises(RuleViolation):
            close(F(attack=8, damage=2, attack_types=["sword"]), T(), charge=True, domains=[dom])


def test_close_combat_ignores_cover_p16():
    out = close(F(attack=8, damage=2), T(defense=15, cover=True, elevation=True, fortification=2))
    assert out.targets[0].defense == 15


def test_soaring_rules_p8_A13():
    with pytest.raises(RuleViolation):
        close(F(attack=8, damage=2), T(soaring=True))
    out = close(F(attack=8, damage=2, soaring=True), T(defense=15, soaring=True))
    assert out.targets[0].defense == 16  # A13: every attack
    out = close(F(attack=8, damage=2, soaring=True), T(defense=15, soaring=True), settings=Settings({"soaring_defense": "ground_ranged_only"}))
    assert out.targets[0].defense == 15
    out = ranged(F(attack=8, range=8, ranged_damage=1), [T(defense=15, soaring=True, cover=True, distance=3)])
    assert out.targets[0].defense == 16  # no cover for soaring targets


# ---- ranged combat (p. 11-12) and terrain (p. 15-17) ------------------------------------------------
def test_ranged_defense_modifiers_p16_p17():
    out = ranged(F(attack=8, range=8, ranged_damage=1), [T(defense=15, cover=True, elevation=True, distance=3)])
    assert out.targets[0].defense == 17  # cover and elevation together +2
    out = ranged(F(attack=8, range=8, ranged_damage=1), [T(defense=15, cover=True, elevation=True, fortification=2, distance=3)])
    assert out.targets[0].defense_mod == 3 and out.targets[0].defense == 18  # rule of 3
    out = ranged(F(attack=8, range=8, ranged_damage=1), [T(defense=15, speed_type="wave", in_water=True, distance=3)])
    assert out.targets[0].defense == 17  # wave in water +2 (p. 8)


def test_range_and_magic_immunity_p10_p11():
    with pytest.raises(RuleViolation):
        ranged(F(attack=8, range=6, ranged_damage=1), [T(distance=7)])
    with pytest.raises(RuleViolation) as err:
        ranged(F(attack=8, range=6, ranged_damage=1, attack_types=["wand"]), [T(distance=3, defense_types=["magic_immunity"])])
    assert err.value.ref == "p. 10"
    ranged(F(attack=8, range=6, ranged_damage=1, attack_types=["bow"]), [T(distance=3, defense_types=["magic_immunity"])])
    close(F(attack=8, damage=1, attack_types=["wand"]), T(defense_types=["magic_immunity"]))
    with pytest.raises(RuleViolation):
        ranged(F(attack=8, range=0, ranged_damage=1), [T()])


def test_point_blank_p12():
    bow = F(attack=8, range=8, ranged_damage=2, attack_types=["bow"])
    out = ranged(bow, [T(defense=15, distance=4)], point_blank="attack")
    assert out.targets[0].attack_mod == 1
    out = ranged(bow, [T(defense=10, distance=4)], point_blank="damage")
    assert out.damage_pool == 3
    with pytest.raises(RuleViolation):
        ranged(bow, [T(defense=15, distance=5)], point_blank="attack")
    with pytest.raises(RuleViolation):
        ranged(F(attack=8, range=8, ranged_damage=2, attack_types=["wand"]), [T(distance=2)], point_blank="attack")


def test_precision_p12():
    bow = F(attack=8, range=8, ranged_damage=2, targets_max=2, attack_types=["bow"])
    assert ranged(bow, [T(distance=4)], precision=True).targets[0].attack_mod == -2
    with pytest.raises(RuleViolation):
        ranged(bow, [T("a", distance=4), T("b", distance=4)], precision=True)
    with pytest.raises(RuleViolation):
        ranged(bow, [T(distance=4)], precision=True, domains=["smoke_and_fog"])


def test_ranged_formation_book_example_p14():
    """Ub-Khan primary; the Orc Hunter gives +2 attack, the Gulthak Orc (bow) +1 ranged damage."""
    ub = F("Ub-Khan", attack=9, range=8, ranged_damage=2, attack_types=["bow"])
    out = ranged(ub, [T("Rock Griffin", 17, distance=5)], dice=(3, 3), formation=["attack", "damage"], formation_bow=[False, True])
    assert out.targets[0].attack_mod == 2 and out.targets[0].attack_result == 6 + 9 + 2
    assert out.damage_pool == 3
    with pytest.raises(RuleViolation):
        ranged(ub, [T(distance=5)], formation=["damage", "attack"], formation_bow=[False, False])
    with pytest.raises(RuleViolation):
        ranged(F(**{**ARCHER}), [T("a", distance=5), T("b", distance=5)], formation=["attack", "attack"])


def test_cannot_target_friendly_or_self_p10():
    with pytest.raises(RuleViolation):
        close(F("A", attack=8, damage=1), T("B", friendly=True))
    with pytest.raises(RuleViolation):
        close(F("A", attack=8, damage=1), T("A"))


# ---- relics with numbers (pp. 25-28) ------------------------------------------------------------------
def test_R011_decapitator_p26():
    att = F(attack=8, damage=2, relic="Decapitator")
    assert close(att, T(defense=10)).damage_pool == 3  # +1 damage
    assert close(att, T(defense=30), dice=(6, 6)).targets[0].eliminated
    out = close(att, T(defense=2), dice=(1, 1))
    assert out.attacker_eliminated and out.attacker_clicks == 1


def test_R031_assassin_crit_on_7_p28():
    att = F(attack=0, range=8, ranged_damage=2, relic="R-031")
    out = ranged(att, [T(defense=30, distance=3)], dice=(3, 4))
    assert out.crit_hit and out.targets[0].damage == 3
    out = ranged(F(attack=0, range=8, ranged_damage=2, targets_max=2, relic="R-031"), [T("a", 30, share=2), T("b", 30, share=0)], dice=(3, 4))
    assert not out.crit_hit  # only against a single target


def test_R006_luckblade_p25_A18():
    att = F(attack=5, damage=2, relic="Caeronn Luckblade")
    out = close(att, T(defense=10), dice=(1, 3))
    assert out.judged_dice == (6, 3) and out.targets[0].attack_result == 14
    assert close(att, T(defense=40), dice=(1, 1)).crit_hit  # A18: 1+1 becomes 6+6
    out = close(att, T(defense=40), dice=(1, 1), settings=Settings({"luckblade_crit": "natural"}))
    assert out.crit_miss


def test_R005_book_of_lightning_p25_A46():
    att = F(attack=8, range=6, ranged_damage=1, relic="Book of Lightning")
    out = resolve(AttackSpec("ranged", att, [T(defense=14, cover=True, distance=30)], dice=(3, 3), use_relic=True))
    assert out.targets[0].hit and out.targets[0].clicks == 3  # no range, no cover: 14 vs 14
    out = resolve(AttackSpec("ranged", att, [T(defense=15, distance=3)], dice=(3, 3), use_relic=True))
    assert not out.targets[0].hit and out.attacker_clicks == 1
    out = resolve(AttackSpec("ranged", att, [T(defense=40, distance=3)], dice=(6, 6), use_relic=True))
    assert out.targets[0].clicks == 4  # A46


def test_R013_sawtooth_p26_A47():
    out = close(F(attack=10, damage=1, relic="Sawtooth"), T(defense=12), dice=(5, 4))
    assert out.targets[0].damage == 19 - 12


def test_R018_blackheart_p26_A48():
    att = F(attack=0, damage=3, relic="Blackheart")
    out = resolve(AttackSpec("close", att, [T(defense=40, damage=2)], dice=(2, 3), use_relic=True))
    assert out.targets[0].hit and out.targets[0].damage == 3 and not out.crit_hit
    out = resolve(AttackSpec("close", att, [T(defense=40, damage=3)], dice=(2, 3), use_relic=True))
    assert not out.targets[0].hit
    with pytest.raises(RuleViolation):
        resolve(AttackSpec("close", att, [T(defense=40, damage=3)], dice=(2, 3), use_relic=True, settings=Settings({"blackheart": "forbidden"})))
    with pytest.raises(RuleViolation):
        ranged(F(attack=8, range=6, ranged_damage=1, relic="Blackheart"), [T(distance=2)])


@pytest.mark.parametrize("relic,damage", [("Karrudan's Bow", 4), ("Tezla's Magestaff", 3), ("Snow's Fuser Rifle", 2), ("Stoneshatter", 1)])
def test_ranged_damage_replacements_p27_p28(relic, damage):
    out = ranged(F(attack=8, range=8, ranged_damage=2, relic=relic), [T(defense=10, distance=3)])
    assert out.damage_pool == damage


def test_R036_snow_rifle_range_and_one_target_p28():
    att = F(attack=8, range=4, ranged_damage=1, targets_max=2, relic="R-036")
    ranged(att, [T(defense=10, distance=40)])
    with pytest.raises(RuleViolation):
        ranged(att, [T("a", distance=3), T("b", distance=3)])


def test_R037_silvercloud_p28():
    out = ranged(F(attack=8, range=8, ranged_damage=2, relic="Silvercloud"), [T(defense=10, soaring=True, distance=3)])
    assert out.targets[0].damage == 4 and "moved to ground level" in out.targets[0].notes


def test_R024_paragons_shield_p27():
    out = close(F(attack=1, damage=1), T(defense=30, relic="Paragon's Shield"))
    assert out.attacker_clicks == 1
    out = close(F(attack=8, damage=1, relic="Paragon's Shield"), T(defense=15, mage_spawn=True))
    assert out.targets[0].defense == 12
    with pytest.raises(RuleViolation):
        ranged(F(attack=8, range=8, ranged_damage=1, relic="Paragon's Shield"), [T(distance=2)])


def test_R029_magestone_shield_p27():
    spec = AttackSpec("close", F(attack=10, damage=3), [T(defense=10, relic="Magestone Shield")], dice=(3, 3))
    with pytest.raises(InvalidInput):
        resolve(spec)
    spec.extra_dice["magestone_shield"] = 4
    assert resolve(spec).targets[0].clicks == 0
    spec.extra_dice["magestone_shield"] = 3
    assert resolve(spec).targets[0].clicks == 3


def test_R012_blade_of_dominance_p26():
    with pytest.raises(RuleViolation):
        close(F(attack=8, damage=1, points=30), T(points=40, relic="Blade of Dominance"))
    close(F(attack=8, damage=1, points=50), T(points=40, relic="Blade of Dominance"))
    with pytest.raises(RuleViolation):
        close(F(attack=8, damage=1, points=30, relic="Blade of Dominance"), T(points=40))
    with pytest.raises(RuleViolation):
        close(F(attack=8, damage=1, points=50, relic="Blade of Dominance", attack_types=["sword"]), T(points=40), charge=True)


def test_R014_helm_of_rule_p26():
    with pytest.raises(RuleViolation):
        close(F(attack=8, damage=1), T(relic="Helm of Rule"))
    close(F(attack=8, damage=1, has_leadership=True), T(relic="Helm of Rule"))


def test_ranged_protection_relics_p25():
    for relic in ("Galeshi Sunsword", "Kosian Shield Tome"):
        with pytest.raises(RuleViolation):
            ranged(F(attack=8, range=8, ranged_damage=1), [T(distance=2, relic=relic)])
    bow = F(attack=8, range=8, ranged_damage=1, attack_types=["bow"])
    ranged(bow, [T(distance=2, relic="Kosian Shield Tome")], point_blank="attack")


def test_R003_R008_double_unmodified_damage_p25():
    for relic in ("Crystal Reaver", "Raider's Bane"):
        out = resolve(AttackSpec("close", F(attack=10, damage=2, relic=relic), [T(defense=10)], dice=(3, 3), use_relic=True,
                                 damage_mods=[Mod(1, "x", "")]))
        assert out.damage_pool == 5  # 2 x 2, then +1


def test_R016_paladins_greatsword_p26():
    out = close(F(attack=10, damage=2, relic="Paladin's Greatsword"), T(defense=10, large=True))
    assert out.targets[0].damage == 4
    out = close(F(attack=10, damage=2, relic="R-016"), T(defense=10, name_has_skeleton_or_zombie=True))
    assert out.targets[0].eliminated


def test_R022_R028_R033_R023_p27_p28():
    out = resolve(AttackSpec("ranged", F(attack=9, range=8, ranged_damage=3, relic="Stoneshatter"),
                             [T(defense=10, distance=3, damage_types=["golem"])], dice=(3, 3), use_relic=True))
    assert out.targets[0].eliminated and out.damage_pool == 3
    out = resolve(AttackSpec("ranged", F(attack=0, range=8, ranged_damage=1, relic="Dragonstar"), [T(defense=40, distance=3)], dice=(6, 6), use_relic=True))
    assert out.targets[0].eliminated
    out = resolve(AttackSpec("ranged", F(attack=9, range=8, ranged_damage=2, relic="Woundkiller"), [T(defense=10, distance=3, friendly=True)], dice=(3, 3), use_relic=True))
    assert out.targets[0].healed == 2 and out.targets[0].clicks == 0
    out = resolve(AttackSpec("ranged", F(attack=9, range=8, ranged_damage=3, relic="Marrowdrinker"), [T(defense=10, distance=3, damage_reduction=1)], dice=(3, 3), use_relic=True))
    assert out.attacker_healed == 2  # A63: the clicks applied after reduction


def test_R019_jeweled_helm_modifiers_p26():
    out = close(F(attack=8, damage=1, jeweled_helm_active=True), T(defense=15, jeweled_helm_active=True))
    assert out.targets[0].attack_mod == 2 and out.targets[0].defense == 17


def test_R007_R017_faction_bonus_p25_p26():
    for relic in ("Treefell", "Serpentfang"):
        out = close(F(attack=8, damage=1), T(relic=relic, relic_faction_match=True))
        assert out.targets[0].attack_mod == 1


def test_R032_heartseeker_no_close_p28():
    with pytest.raises(RuleViolation):
        close(F(attack=8, damage=1, relic="Heartseeker"), T())
    # 3 ranged targets (the faction clause's icon is lost; the table decides whether it applies)
    out = ranged(F(attack=8, range=8, ranged_damage=3, relic="Heartseeker"),
                 [T("a", 10, distance=2, share=1), T("b", 10, distance=2, share=1), T("c", 10, distance=2, share=1)])
    assert [t.clicks for t in out.targets] == [1, 1, 1]


def test_D019_strip_mine_and_D006_storm_gale_p29_p30():
    spec = AttackSpec("ranged", F(attack=9, range=8, ranged_damage=2, attack_types=["wand"]), [T(defense=10, distance=3)],
                      dice=(3, 3), domains=["magestone_strip_mine"])
    with pytest.raises(InvalidInput):
        resolve(spec)
    spec.extra_dice["strip_mine"] = 3
    assert not resolve(spec).targets[0].hit
    spec.extra_dice["strip_mine"] = 4
    assert resolve(spec).targets[0].hit
    with pytest.raises(RuleViolation):
        ranged(F(attack=9, range=8, ranged_damage=2), [T(distance=3)], domains=["storm_gale"])


def test_D012_fen_swamp_defense_p30():
    out = ranged(F(attack=9, range=8, ranged_damage=2), [T(defense=14, distance=3, speed_type="wave", in_shallow_water=True)], domains=["fen_swamp"])
    assert out.targets[0].defense == 15


def test_dice_must_be_1_to_6_p9():
    with pytest.raises(InvalidInput) as err:
        close(F(attack=8, damage=1), T(), dice=(7, 1))
    assert err.value.ref == "p. 9"


@pytest.mark.parametrize(("attacker_relic", "members"), [
    ("Temanor's Crossbow", []),  # the primary attacker wears it
    ("", ["", "R-038", ""]),  # another member wears it (by R-number)
    ("", ["Temanors Armbrust"]),  # by its German name
])
def test_p28_the_wearer_of_temanors_crossbow_joins_no_ranged_formation_on_a_sheet(attacker_relic, members):
    from mkref.games.mk_miniatures.sheets import sheet_from_dict

    sheet = {"kind": "ranged", "dice": [4, 3], "formation": ["attack", "attack", "attack"], "formation_relics": members,
             "attacker": {"name": "Atlantean Sorcerer", "attack": 9, "range": 8, "ranged_damage": 2,
                          "attack_types": ["wand"], "relic": attacker_relic},
             "targets": [{"name": "Black Powder Rifleman", "defense": 19, "distance": 6}]}
    with pytest.raises(RuleViolation) as err:
        resolve(sheet_from_dict(sheet, "formation.toml"))
    assert err.value.ref == "p. 28"
    assert "Temanor's Crossbow: its wearer cannot be a member of a ranged formation" in err.value.message()
    assert "Temanors Armbrust: der Träger kann kein Mitglied einer Fernkampfformation sein" in err.value.message("de")
    sheet["formation"] = []  # alone, the wearer's ranged attack stands
    assert resolve(sheet_from_dict(sheet, "alone.toml")).targets[0].attack_result == 4 + 3 + 9
