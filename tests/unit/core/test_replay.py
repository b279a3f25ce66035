"""mkref.core.replay: a sheet's declarations played through a rules engine, phase by phase."""

from __future__ import annotations

import pytest

from mkref.core.errors import RuleViolation
from mkref.core.replay import play_phases


class Engine:
    """A toy engine: it starts in 'ranged', is advanced phase by phase and logs what it is told."""

    def __init__(self) -> None:
        self.phase = "ranged"
        self.log: list[str] = []

    def advance(self, phase: str) -> None:
        self.phase = phase
        self.log.append(f"-> {phase}")

    def declare(self, what: str) -> None:
        if what == "illegal":
            raise RuleViolation("refused", ref="p. 9")
        self.log.append(f"{self.phase}: {what}")


def test_each_phase_is_entered_once_and_its_rows_are_played_in_the_order_written():
    engine = Engine()
    played = play_phases(engine, [
        ("ranged", ["note"], engine.declare),
        ("ranged", ["fire 3", "ice 2"], engine.declare),
        ("block", [], engine.declare),
        ("attack", [("a", 1)], lambda row: engine.declare(f"{row[0]}{row[1]}")),
    ])
    assert played is engine
    assert engine.log == ["ranged: note", "ranged: fire 3", "ranged: ice 2", "-> block", "-> attack", "attack: a1"]


def test_a_refused_row_stops_the_walk_where_it_is():
    engine = Engine()
    with pytest.raises(RuleViolation):
        play_phases(engine, [("ranged", ["fire 3"], engine.declare), ("block", ["illegal", "never"], engine.declare)])
    assert engine.log == ["ranged: fire 3", "-> block"]
