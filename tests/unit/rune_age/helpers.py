"""A table for the Rune Age tests: commands go through the game's own decide/evolve, answers are queued."""

from __future__ import annotations

import copy
from typing import Any

from mkref.core.chance import NeedAnswer
from mkref.core.events import Event
from mkref.games.rune_age.game import GAME


class Table:
    def __init__(self, *args: str) -> None:
        self.setup = GAME.setup_from_args(list(args))
        self.state: dict[str, Any] = GAME.initial_state(self.setup)
        self.asked: list[str] = []

    def do(self, line: str, *answers: str) -> list[Event]:
        """Run one command; each question it asks takes the next answer (a NeedAnswer without one fails)."""
        command = GAME.commands().parse(line)
        queue = list(answers)
        for _ in range(64):
            try:
                events = GAME.decide(self.state, command)
                break
            except NeedAnswer as need:
                if not queue:
                    raise
                self.asked.append(need.request.prompt)
                command.answers[need.request.key] = need.request.parse(queue.pop(0))
        assert not queue, f"unused answers: {queue}"
        for event in events:
            self.state = GAME.evolve(self.state, event)
        return events

    def refused(self, line: str, *answers: str) -> Any:
        """Run a command that must be refused; the state must stay exactly as it was."""
        import pytest

        from mkref.core.errors import MkrefError

        before = copy.deepcopy(self.state)
        with pytest.raises(MkrefError) as caught:
            self.do(line, *answers)
        assert self.state == before
        return caught.value

    def player(self, name: str) -> dict[str, Any]:
        return next(p for p in self.state["players"] if p["name"] == name)

    def lines(self, events: list[Event], lang: str = "en") -> list[str]:
        return GAME.describe(self.state, events, lang)

    def status(self) -> dict[str, Any]:
        return GAME.status(self.state)


def two_players(scenario: str = "runewars", *extra: str) -> Table:
    return Table("--scenario", scenario, "--player", "Ann:Waiqar", "--player", "Ben:Latari", *extra)


def give(table: Table, name: str, card: str, n: int = 1) -> None:
    """Put cards a player acquired earlier into his collection (for tests that start mid-game)."""
    owned = table.player(name)["owned"]
    owned[card] = owned.get(card, 0) + n
