"""Terrain costs changed by cards on the tracked map (p. 7 §7): Frost Bridge opens a lake at cost 1, Path
Finding lowers every terrain by 1 but not below 2; without a card the lake stays impassable (p. 7 §3a)."""

from __future__ import annotations

import pytest

from mkref.core.errors import RuleViolation
from mkref.games.mage_knight.cards import table
from mkref.games.mage_knight.cards.catalogue import cards
from mkref.games.mage_knight.map import board as mp
from mkref.games.mage_knight.map import exploring as me


@pytest.fixture
def board():
    """Start tile A and countryside 1 (a lake at c1ne) and 2 (hills at c2sw), as the map tests lay them."""
    state = me.initial_map(me.setup_event("blitz_conquest", 2))
    for pos, tile in {(0, 1): "countryside_1", (1, 1): "countryside_2"}.items():
        state.tiles[mp.pos_key(pos)] = tile
    return state


def at(state, label):
    me.evolve_all(state, me.place_hero(state, "Ann", label))


def rule(card: str, mode: str = "powered"):
    effects = cards()[card].powered if mode == "powered" else cards()[card].basic
    changes = [e._replace(branches=()).__dict__ for e in effects if e.name in ("terrain", "enter")]
    return lambda terrain, cost: table.step_cost(changes, terrain, cost)


def test_frost_bridge_opens_the_lake_at_cost_1_p7(board):
    at(board, "c1e")
    with pytest.raises(RuleViolation) as caught:
        mp.check_walk(board, "Ann", ["c1ne"], False)
    assert "impassable" in caught.value.message()
    assert mp.check_walk(board, "Ann", ["c1ne"], False, rule("frost_bridge")).cost == 1


def test_path_finding_lowers_costs_to_a_floor_of_2_p7(board):
    at(board, "c2c")
    assert mp.check_walk(board, "Ann", ["c2sw"], False).cost == 3  # hills
    assert mp.check_walk(board, "Ann", ["c2sw"], False, rule("path_finding", "basic")).cost == 2
