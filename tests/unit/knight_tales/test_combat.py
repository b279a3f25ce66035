"""The attack of spec section 10 (pp. 15-20, 24-26), with the rulebook's worked examples."""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.knight_tales.combat import (
    Boss, Change, Declared, DoomColumn, Foe, Knight, advance_doom, award, damage_monster, dice_pool, resolve,
)

DEFAULTS = {"dice_cap_order": "sequential", "armour_when": "at_damage", "crests_on_hp_markers": True, "wound_triggers_in_last_deed": True}


def goblin_attack(**changes):
    """Thomas attacks the Goblin (pp. 15-19)."""
    foe = Foe("Goblin", "minion", 1, black=2, red=1, gold=2, shield_markers=1, steals_gold=1)
    knight = Knight("Thomas", fatigue=3, wrath=3, gold=5)
    declared = Declared(
        changes=(Change("black", 1, "Shaman", 1), Change("red", -1, "Spear", 2)),
        knight=("faith", "shield", "sword"), black=("shield", "sword", "blank"),
        wrath=(("extra", "faith"), ("reroll", "faith", "sword")), conversions=(("shield", "sword"),), faith=("black:shield",),
    )
    for key, value in changes.items():
        declared = Declared(**{**declared.__dict__, key: value})
    return resolve(foe, knight, declared, Boss(), DEFAULTS)


def test_goblin_example_p15_to_p19_destroyed_with_one_wound_and_stolen_gold():
    out = goblin_attack()
    assert out["pool"] == {"knight": 3, "black": 3, "red": 0}  # 2 black + 1 Shaman, red removed by the Spear
    assert out["wrath_spent"] == 3 and out["knight_results"] == ["sword", "sword", "sword", "faith"]
    assert (out["swords"], out["monster_shields"], out["damage_dealt"]) == (3, 1, 2)  # faith took the shield die; the marker stays
    assert out["destroyed"] and out["card_to"] == "Thomas" and out["gold_taken"] == 2 and out["crests_placed"] == 2
    assert (out["wounds"], out["wounds_taken"], out["gold_stolen"]) == (1, 1, 1)
    # p. 19-20: remaining fatigue 2 -> 1, wrath 0 -> 1 after the wound
    assert (out["fatigue_left"], out["wrath_left"]) == (1, 1)
    assert out["gold_after"] == 5 + 2 - 1


def test_goblin_without_faith_is_one_damage_p18():
    out = goblin_attack(faith=())
    assert out["damage_dealt"] == 1 and not out["destroyed"] and out["gold_left_on_monster"] == 1


def test_cap_of_four_sequential_i39_example():
    # I-39: 4 black, +1 Shaman ignored, -1 Spear -> 3
    counts, ignored = dice_pool(4, 0, (Change("black", 1, "Shaman", 1), Change("black", -1, "Spear", 2)), "sequential")
    assert counts["black"] == 3 and [c.source for c in ignored] == ["Shaman"]
    counts, _ = dice_pool(4, 0, (Change("black", 1, "Shaman", 1), Change("black", -1, "Spear", 2)), "net_then_cap")
    assert counts["black"] == 4


def test_fifth_die_of_a_kind_is_refused_p16():
    foe = Foe("Troll", "champion", 1, black=4, gold=4)
    with pytest.raises(RuleViolation) as err:
        resolve(foe, Knight("A", 5, 0, 0), Declared(knight=("sword",) * 3, black=("blank",) * 5), Boss(), DEFAULTS)
    assert err.value.ref == "p. 16"


def test_fifth_knight_die_by_wrath_is_refused_p17():
    foe = Foe("Goblin", "minion", 1, gold=2)
    declared = Declared(knight=("sword",) * 3, wrath=(("extra", "sword"), ("extra", "sword")))
    with pytest.raises(RuleViolation) as err:
        resolve(foe, Knight("A", 5, 4, 0), declared, Boss(), DEFAULTS)
    assert err.value.ref == "p. 17"


def test_wrath_without_enough_empty_spaces_is_refused_p16():
    with pytest.raises(RuleViolation) as err:
        resolve(Foe("G", "minion", 1, gold=1), Knight("A", 5, 1, 0), Declared(knight=("sword",) * 3, wrath=(("extra", "sword"),)), Boss(), DEFAULTS)
    assert "cannot spend 2 wrath" in err.value.message() and err.value.ref == "p. 16"


def test_fatigue_that_cannot_be_paid_is_refused_p16():
    with pytest.raises(RuleViolation) as err:
        resolve(Foe("T", "champion", 3, gold=4), Knight("A", 2, 0, 0), Declared(knight=("sword",) * 3), Boss(), DEFAULTS)
    assert err.value.ref == "p. 16"


def test_face_down_and_forest_targets_are_refused_p15_p24():
    for foe, page in ((Foe("x", "minion", 2, face_up=False, lane="a"), "p. 15"), (Foe("Warlord", "boss", 3, in_forest=True), "p. 24")):
        with pytest.raises(RuleViolation) as err:
            resolve(foe, Knight("A", 5, 0, 0), Declared(knight=("sword",) * 3), Boss(), DEFAULTS)
        assert err.value.ref == page


def test_faith_on_a_marker_is_refused_p25_and_on_a_missing_die_p18():
    foe = Foe("G", "minion", 1, black=1, gold=2, shield_markers=1)
    for faith, page in (("marker:shield", "p. 25"), ("black:shield", "p. 18")):
        with pytest.raises(RuleViolation) as err:
            resolve(foe, Knight("A", 5, 0, 0), Declared(knight=("sword", "sword", "faith"), black=("blank",), faith=(faith,)), Boss(), DEFAULTS)
        assert err.value.ref == page


def test_unknown_face_is_invalid_input():
    with pytest.raises(InvalidInput):
        resolve(Foe("G", "minion", 1, gold=2), Knight("A", 5, 0, 0), Declared(knight=("sword", "sword", "doom")), Boss(), DEFAULTS)


def test_last_heroic_deed_centaur_p20_wounds_ignored():
    out = resolve(Foe("Centaur", "minion", 1, black=1, red=1, gold=3), Knight("Michael", 1, 0, 3),
                  Declared(knight=("sword", "faith", "faith"), black=("sword",), red=("sword",)), Boss(), DEFAULTS)
    assert out["last_heroic_deed"] and out["wounds"] == 2 and out["wounds_taken"] == 0 and out["wounds_lost"] == 2
    assert out["fatigue_left"] == 0 and out["wrath_left"] == 0


def test_wounds_that_do_not_fit_are_lost_p19():
    out = resolve(Foe("Troll", "champion", 1, black=2, gold=4), Knight("A", 3, 0, 0),
                  Declared(knight=("faith", "faith", "faith"), black=("double_sword", "double_sword")), Boss(), DEFAULTS)
    assert (out["wounds"], out["wounds_taken"], out["wounds_lost"], out["fatigue_left"], out["wrath_left"]) == (4, 2, 2, 0, 2)


def test_gold_before_hp_markers_and_markers_give_no_gold_p25():
    assert damage_monster(2, 1, 2) == (2, 0, 0)
    assert damage_monster(2, 1, 3) == (2, 1, 0)
    assert damage_monster(2, 1, 5) == (2, 1, 2)  # 2 excess (p. 26)
    out = resolve(Foe("G", "minion", 1, gold=1, hp_markers=1), Knight("A", 5, 0, 0), Declared(knight=("sword", "sword", "sword")), Boss(), DEFAULTS)
    assert out["gold_taken"] == 1 and out["hp_markers_removed"] == 1 and out["crests_placed"] == 2 and out["excess"] == 1 and out["destroyed"]
    # I-08 off: HP markers place no crest
    off = resolve(Foe("G", "minion", 1, gold=1, hp_markers=1), Knight("A", 5, 0, 0), Declared(knight=("sword", "sword", "sword")), Boss(),
                  {**DEFAULTS, "crests_on_hp_markers": False})
    assert off["crests_placed"] == 1


def test_award_killer_excess_counts_and_first_damager_wins_ties_p19():
    # the killer with more crests (excess counted) gets it
    assert award((("Susy", 1), ("Tartos", 1)), "Tartos", 1) == "Tartos"
    # a tie: the first damager
    assert award((("Susy", 1), ("Tartos", 1)), "Tartos", 0) == "Susy"
    # I-07: several tied leaders, not the killer: the earliest of them
    assert award((("Ann", 2), ("Ben", 2), ("Cid", 1)), "Cid", 0) == "Ann"


def test_tartos_p26_redirecting_two_loses_the_goblin_redirecting_one_keeps_it():
    goblin = Foe("Goblin", "minion", 1, black=1, gold=1, crests=(("Susy", 1),), lane="b")
    beast = Foe("Flying Beast", "minion", 2, gold=2, lane="b")
    tartos = Knight("Tartos", 4, 0, 0, is_tartos=True)
    roll = dict(knight=("double_sword", "sword", "shield"), black=("blank",))
    two = resolve(goblin, tartos, Declared(**roll, redirect=(beast, 2)), Boss(), DEFAULTS)
    assert two["card_to"] == "Susy" and two["redirect"]["destroyed"] and two["redirect"]["card_to"] == "Tartos"
    one = resolve(goblin, tartos, Declared(**roll, redirect=(beast, 1)), Boss(), DEFAULTS)
    assert one["card_to"] == "Tartos" and not one["redirect"]["destroyed"] and one["gold_after"] == 2
    with pytest.raises(RuleViolation):
        resolve(goblin, Knight("Gaelic", 4, 0, 0), Declared(**roll, redirect=(beast, 1)), Boss(), DEFAULTS)
    with pytest.raises(RuleViolation):  # not next to the goblin
        resolve(goblin, tartos, Declared(**roll, redirect=(Foe("far", "minion", 3, gold=1, lane="a"), 1)), Boss(), DEFAULTS)


COLUMNS = (DoomColumn(1, 1, 0), DoomColumn(1, 2, 1, True), DoomColumn(2, 2, 1), DoomColumn(2, 3, 2, True))


def test_doom_one_column_at_a_time_and_tactic_on_skull_p23_p24():
    # p. 24: two doom results, the first onto a skull column (tactic), the second one further
    assert advance_doom(Boss(0, COLUMNS), 2) == (2, 1, 0)
    # I-16: beyond the last column nothing happens; no boss, no effect
    assert advance_doom(Boss(3, COLUMNS), 2) == (3, 0, 2)
    assert advance_doom(Boss(0, COLUMNS, alive=False), 1) == (0, 0, 1)


def test_boss_example_p24_card_first_then_doom():
    out = resolve(Foe("Orc", "minion", 1, black=2, red=1, gold=1), Knight("Thomas", 4, 0, 2),
                  Declared(knight=("sword", "shield", "shield"), black=("doom", "blank"), red=("doom",)), Boss(0, COLUMNS), DEFAULTS)
    assert out["destroyed"] and out["card_to"] == "Thomas"
    assert (out["doom_added"], out["doom_column"], out["tactics_triggered"]) == (2, 2, 1)
    keys = [key for key, _, _ in out.steps]
    assert keys.index("step_destroyed") < keys.index("step_doom")  # I-43


def test_boss_armour_is_not_removed_by_faith_and_doom_first_raises_it_p24_i18():
    boss = Boss(0, COLUMNS)
    foe = Foe("Warlord", "boss", 3, black=1, red=1, gold=5)
    roll = dict(knight=("double_sword", "sword", "faith"), black=("shield",), red=("doom",), faith=("black:shield",))
    later = resolve(foe, Knight("Susy", 5, 1, 0), Declared(**roll), boss, DEFAULTS)
    assert later["armour"] == 0 and later["damage_dealt"] == 3
    first = resolve(foe, Knight("Susy", 5, 1, 0), Declared(**roll, doom_first=True), boss, DEFAULTS)
    assert first["armour"] == 1 and first["damage_dealt"] == 2 and first["doom_column"] == 1
    with pytest.raises(RuleViolation):
        resolve(foe, Knight("Susy", 5, 1, 0), Declared(**{**roll, "faith": ("armour:shield",)}), boss, DEFAULTS)


def test_doom_after_the_boss_is_destroyed_has_no_effect_i16():
    out = resolve(Foe("Warlord", "boss", 1, black=1, gold=1), Knight("A", 3, 0, 0),
                  Declared(knight=("sword", "shield", "shield"), black=("doom",)), Boss(0, COLUMNS), DEFAULTS)
    assert out["destroyed"] and out["doom_added"] == 0 and out["doom_results"] == 1


def test_solo_townsfolk_take_wounds_for_gold_p27():
    foe = Foe("Troll", "champion", 1, black=2, gold=4)
    knight = Knight("Solo", 6, 3, 5, townsfolk_free={"Smith": 2, "Baker": 2})
    roll = dict(knight=("faith", "faith", "faith"), black=("sword", "double_sword"))
    out = resolve(foe, knight, Declared(**roll, townsfolk={"Smith": 2, "Baker": 1}), Boss(), DEFAULTS)
    assert out["wounds"] == 3 and out["wounds_taken"] == 0 and out["gold_after"] == 2
    with pytest.raises(RuleViolation):
        resolve(foe, knight, Declared(**roll, townsfolk={"Smith": 3}), Boss(), DEFAULTS)


def test_steal_fires_only_when_a_wound_reaches_the_knight_i40():
    foe = Foe("Goblin", "minion", 1, black=1, gold=2, steals_gold=1)
    roll = dict(knight=("faith", "faith", "faith"), black=("sword",))
    assert resolve(foe, Knight("A", 5, 0, 3), Declared(**roll), Boss(), DEFAULTS)["gold_stolen"] == 1
    solo = Knight("A", 5, 0, 3, townsfolk_free={"Smith": 2})
    assert resolve(foe, solo, Declared(**roll, townsfolk={"Smith": 1}), Boss(), DEFAULTS)["gold_stolen"] == 0
    deed = resolve(foe, Knight("A", 1, 0, 3), Declared(**roll), Boss(), DEFAULTS)
    assert deed["wounds_taken"] == 0 and deed["gold_stolen"] == 1
