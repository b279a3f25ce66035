"""A written-down fight (a sheet) replayed through a game's rules engine, phase by phase.

A sheet lists what the table declared in each phase; the engine checks every declaration (a refusal leaves
it as it was) and records its steps. ``play_phases`` is the one loop that walks a sheet: its phases in the
order given, the engine advanced into each new phase (it starts in the first), and in each phase the rows
the sheet wrote, in the order written, each played by the function the game gives for that kind of row.
A phase may be listed several times in a row (its notes, then its attacks): it is entered once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol, TypeVar


class Phased(Protocol):
    """A rules engine that walks phases: ``advance`` moves it into the named phase."""

    def advance(self, phase: str) -> object: ...


E = TypeVar("E", bound=Phased)

# (the phase, the rows the sheet wrote for it, how one row is played)
SheetPhase = tuple[str, Iterable[Any], Callable[[Any], object]]


def play_phases(engine: E, phases: Iterable[SheetPhase]) -> E:
    """Play every row of every phase through ``engine``; returns the engine (its result is the game's to take)."""
    current = None
    for phase, rows, play in phases:
        if current is not None and phase != current:
            engine.advance(phase)
        current = phase
        for row in rows:
            play(row)
    return engine
