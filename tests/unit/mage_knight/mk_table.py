"""A tracked Mage Knight game driven line by line in tests, with the answers to rolls and draws given up front."""

from __future__ import annotations

from typing import Any

from mkref.core.chance import NeedAnswer
from mkref.core.events import EventLog
from mkref.games.mage_knight.table.commands import command_table
from mkref.games.mage_knight.table.game import GAME


class Table:
    def __init__(self, scenario: str = "full_conquest", *players: str, options: tuple[str, ...] = (), tracked_map: bool = False) -> None:
        # the tables below deal units of The Lost Legion (Thugs, Scouts ...), so they play with it
        args = ["--scenario", scenario, *([] if tracked_map else ["--no-map"]), "--expansion", "lost_legion", *options]
        for p in players or ("Anna:Tovak", "Ben:Goldyx"):
            args += ["--player", p]
        self.setup = GAME.setup_from_args(args)
        self.log = EventLog(lambda: GAME.initial_state(self.setup), GAME.evolve)

    @property
    def state(self) -> dict[str, Any]:
        return self.log.state

    def player(self, name: str) -> dict[str, Any]:
        return next(p for p in self.state["players"] if p["name"] == name)

    def events(self, line: str, *answers: str) -> list[dict[str, Any]]:
        """Decide `line` (answers in the order asked); the state is not changed."""
        command = command_table().parse(line)
        queue = list(answers)
        while True:
            try:
                return GAME.decide(self.state, command)
            except NeedAnswer as need:
                if not queue:
                    raise
                command.answers[need.request.key] = need.request.parse(queue.pop(0))

    def do(self, line: str, *answers: str) -> list[dict[str, Any]]:
        events = self.events(line, *answers)
        self.log.append(events)
        return events

    def start(self, source: str = "red blue green white", units: str = "peasants foresters herbalists utem_guardsmen", tactics: tuple[str, ...] = ("1", "2")) -> Table:
        """Prepare round 1 and pick tactics in the order asked."""
        self.do("prepare", source, units)
        for t in tactics:
            self.do(f"tactic {t}")
        return self


def two_players() -> Table:
    """Full Conquest, Anna (Tovak) and Ben (Goldyx): Ben picks tactic 1 first (lower in the column), Anna 2."""
    return Table().start()


class refused:
    """`with refused("text"):` like pytest.raises(MkrefError) but matching the whole message (what, why, page)."""

    def __init__(self, text: str = "", kind: type = Exception) -> None:
        from mkref.core.errors import MkrefError

        self.text = text
        self.kind = kind if kind is not Exception else MkrefError
        self.value: Any = None

    def __enter__(self) -> "refused":
        return self

    def __exit__(self, exc_type: Any, exc: Any, tb: Any) -> bool:
        assert exc is not None, f"expected a refusal mentioning {self.text!r}"
        if not isinstance(exc, self.kind):
            return False
        self.value = exc
        assert self.text in exc.message(), exc.message()
        return True
