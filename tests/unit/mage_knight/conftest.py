"""Helpers for the map tests: a map with tiles laid by hand, heroes and tokens placed directly."""

from __future__ import annotations

import pickle

import pytest

from mkref.games.mage_knight.map import board as mp
from mkref.games.mage_knight.map import exploring as me


def build(scenario: str = "blitz_conquest", players: int = 2, tiles: dict | None = None, **setup) -> mp.MapState:
    """A map of `scenario` with `tiles` ({(m, n): tile id}) laid straight onto the table, stack counts untouched."""
    state = me.initial_map(me.setup_event(scenario, players, **setup))
    for pos, tile in (tiles or {}).items():
        state.tiles[mp.pos_key(pos)] = tile
    return state


def put(state: mp.MapState, label: str, pile: str, token: str = "") -> None:
    """A token onto a space, drawn from its pile (face down when `token` is '')."""
    events = [{"type": "map_token_drawn", "pile": pile, "token": token, "space": label, "face": "up" if token else "down"}]
    me.evolve_all(state, events)


def snapshot(state: mp.MapState) -> bytes:
    return pickle.dumps(state)


@pytest.fixture
def wedge() -> mp.MapState:
    """Blitz Conquest, 2 players: starting tile A with countryside 1 and 2 attached (setup p. 3)."""
    return build(tiles={(0, 1): "countryside_1", (1, 1): "countryside_2"})


from contextlib import contextmanager  # noqa: E402


@contextmanager
def refused(kind, text: str):
    """Like pytest.raises, but `text` must appear in the whole message the table sees (what: why (page) hint)."""
    with pytest.raises(kind) as err:
        yield err
    assert text in err.value.message(), err.value.message()
