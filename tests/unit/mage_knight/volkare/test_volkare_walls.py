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


# ---- the tracked map: countryside 12 (The Lost Legion), its Maze c12sw walled off from the plains centre c12c


def _walled_map(*cards: str):
    """Blitz Conquest on the tracked map with the deed cards tracked; Bob stands on the Maze c12sw with 20 Move,
    the orcs of c12c are gone; `cards` (id, mode) count as played this turn."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from mk_table import Table

    t = Table("blitz_conquest", "Ann:arythea", "Bob:tovak", tracked_map=True, options=("--cards",))
    t.do("tiles c12 c2", "prowlers", "diggers")
    t.log.append([{"type": "map_token_removed", "space": "c12c", "index": 0}])
    t.do("prepare", "red blue green white gold", "peasants herbalists foresters guardian_golems utem_crossbowmen")
    t.do("tactic 1")
    t.do("tactic 2")
    t.do("play 20 move")
    t.do("move NW c12sw")  # plains 2 + plains 2, no wall
    bob = t.player("Bob")
    bob["deeds"] = {**(bob.get("deeds") or {}), "played": [list(card.split(":")) for card in cards]}
    return t


def test_07_1_R07_1_5_space_bending_ignores_the_wall_on_the_tracked_map():
    assert _walled_map().events("move c12c")[0]["cost"] == 3  # plains 2 + the wall's 1
    assert _walled_map("space_bending:basic").events("move c12c")[0]["cost"] == 2  # the wall costs nothing
    assert _walled_map("space_bending:powered").events("move c12c")[0]["cost"] == 3  # Time Bending does not bend space


def test_07_1_R07_1_2_terrain_reductions_never_lower_the_walls_plus_1():
    # Song of Wind: plains -1 (basic), -2 (powered), never below 0; Path Finding (powered): every terrain 2
    from mkref.games.mage_knight.cards.catalogue import cards

    def cost(card: str, mode: str) -> int:
        t = _walled_map()
        effects = cards()[card].powered if mode == "powered" else cards()[card].basic
        t.state["cur"]["terrain"] = [e._replace(branches=()).__dict__ for e in effects if e.name in ("terrain", "enter")]
        return int(t.events("move c12c")[0]["cost"])

    assert cost("song_of_wind", "basic") == 1 + 1
    assert cost("song_of_wind", "powered") == 0 + 1
    assert cost("path_finding", "powered") == 2 + 1
    assert cost("frost_bridge", "basic") == 2 + 1  # swamp only: the plains and the wall stay
