"""The running turn and the running fight of a tracked game, for code that only runs while there is one.

``state["cur"]`` and ``state["combat"]`` are None between turns and outside a fight; an event or a command that
comes only in a turn (or a fight) reads them through `turn` (or `fight`), which says clearly when there is none
instead of failing on None somewhere later. A light module: it imports only the state's types.
"""

from __future__ import annotations

from typing import TypedDict, cast

from mkref.games.mage_knight.state_types import CombatState, GameState, PlayerState, TurnState


class Place(TypedDict, total=False):
    """A hero's place read as a Position that may lack its keys: ``{}`` before the figure entered, or where the
    table never named it (a `Nowhere`)."""

    terrain: str
    site: str
    owner: str


def turn(state: GameState) -> TurnState:
    """The running turn (``state["cur"]``)."""
    cur = state["cur"]
    if cur is None:
        raise LookupError("no turn is running")
    return cur


def fight(state: GameState) -> CombatState:
    """The running fight (``state["combat"]``)."""
    combat = state["combat"]
    if combat is None:
        raise LookupError("no fight is running")
    return combat


def place(p: PlayerState) -> Place:
    """Where the hero's figure stands, for reading (``{}``: off the map, or a place never named)."""
    return cast(Place, p["position"] or {})  # a Position, a Nowhere ({}) or {}: each a Place
