"""Walls [07.1]: A-MOVECOST, A-PROVOKE, A-FORT (spec §2.12)."""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.volkare import walls
from mkref.games.mage_knight.volkare.data import Settings


def test_07_1_wall_adds_1_to_forest_by_night():
    assert walls.move_cost(5, wall=True) == 6


def test_07_1_reductions_never_touch_the_wall_surcharge():
    # hills 3, reduced by 4 -> 0, the wall still costs 1
    assert walls.move_cost(3, reductions=4, wall=True) == 1
    assert walls.move_cost(3, reductions=1, wall=True) == 3


def test_07_1_space_bending_ignores_the_wall():
    assert walls.move_cost(2, wall=True, space_bending=True) == 2


def test_07_1_direct_movement_pays_only_the_effect():
    assert walls.direct_move_cost(1) == 1


def test_07_impassable_space_is_refused():
    with pytest.raises(RuleViolation):
        walls.move_cost(None)


def test_07_1_entering_a_space_walled_off_from_the_enemy_does_not_provoke():
    assert walls.provokes(True, True, wall_to_enemy=True) is False


def test_07_1_ending_next_to_the_enemy_without_a_wall_provokes():
    assert walls.provokes(True, True, wall_to_enemy=False) is True


def test_07_1_I13_from_walled_space_to_open_space_provokes_by_default():
    assert walls.provokes(True, True, wall_to_enemy=False, wall_from_enemy=True) is True
    assert walls.provokes(True, True, wall_to_enemy=False, wall_from_enemy=True, rules=Settings(provoke_from_walled_space=False)) is False


def test_07_1_only_one_space_adjacent_never_provokes():
    assert walls.provokes(False, True, wall_to_enemy=False) is False


def test_13_1_volkare_never_provokes():
    assert walls.provokes(True, True, wall_to_enemy=False, mover="volkare") is False


def test_07_1_challenge_across_a_wall_fortifies_once():
    assert walls.fortification(across_wall=True, rampaging=True) == 1


def test_07_1_assault_on_a_keep_across_a_wall_is_double():
    assert walls.fortification(site_fortified=True, across_wall=True) == 2


def test_07_1_fortified_token_across_a_wall_at_a_keep_is_triple():
    assert walls.fortification(site_fortified=True, across_wall=True, token_fortified=True) == 3


def test_07_1_unfortified_ignores_site_and_wall():
    assert walls.fortification(site_fortified=True, across_wall=True, token_unfortified=True) == 0


def test_07_1_volkare_or_a_rampaging_enemy_attacking_across_a_wall_gives_nothing():
    assert walls.fortification(site_fortified=True, across_wall=True, started_by="volkare") == 0
    assert walls.fortification(across_wall=True, started_by="rampaging") == 0
    assert walls.fortification(across_wall=True, started_by="volkare", token_fortified=True) == 1


def test_07_1_rampaging_enemy_joining_an_assault_gets_only_the_wall():
    assert walls.fortification(site_fortified=True, across_wall=True, rampaging=True) == 1


def test_10_1_I14_targeting_by_level():
    assert walls.ranged_targets(0) == "ranged_or_siege"
    assert walls.ranged_targets(1) == "siege_only"
    assert walls.ranged_targets(2) == walls.ranged_targets(3) == "none"


def test_07_1_unknown_starter_is_refused():
    with pytest.raises(InvalidInput):
        walls.fortification(started_by="dragon")


def test_07_1_a_wall_on_an_edge_without_one_is_refused():
    with pytest.raises(RuleViolation) as err:
        walls.check_wall(edge_has_wall=False, claimed=True)
    assert err.value.ref == "[07.1]"
    walls.check_wall(edge_has_wall=True, claimed=True)
