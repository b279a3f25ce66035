"""Drive the tracked game without a save: decide with answers given in order, then evolve."""

from __future__ import annotations

from mkref.core.chance import NeedAnswer
from mkref.core.events import clone
from mkref.games.knight_tales.game import GAME, command_table


class Table:
    def __init__(self, *args: str) -> None:
        self.setup = GAME.setup_from_args(list(args))
        self.state = GAME.initial_state(self.setup)
        self.table = command_table()
        self.asked: list[str] = []

    def do(self, line: str, *answers: str) -> list[dict]:
        command = self.table.parse(line)
        queue = list(answers)
        while True:
            try:
                events = GAME.decide(self.state, command)
                break
            except NeedAnswer as need:
                self.asked.append(need.request.prompt)
                if not queue:
                    raise AssertionError(f"unanswered: {need.request.prompt} (options {need.request.options})") from None
                command.answers[need.request.key] = need.request.parse(queue.pop(0))
        assert not queue, f"answers left over: {queue}"
        state = clone(self.state)
        for event in events:
            state = GAME.evolve(state, event)
        self.state = state
        return events

    def lines(self, events: list[dict]) -> list[str]:
        return GAME.describe(self.state, events)
