"""A 4-player Full Conquest session driven command by command through the game's own decide/evolve, for
the benchmarks that need a long save (bench_status.py, bench_cards.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

PLAYERS = ("Anna:Tovak", "Ben:Goldyx", "Cleo:Norowas", "Dan:Arythea")


def start(folder: Path, name: str, options: list[str], tolerate_refusals: bool = False) -> tuple[Any, Callable[..., bool]]:
    """The session of a new game and `do(line, *answers)`, which applies one command. A question with no answer
    left takes its first option; a refused command raises, or returns False with ``tolerate_refusals``."""
    from mkref.core.chance import NeedAnswer
    from mkref.core.errors import MkrefError
    from mkref.core.saves import SaveData
    from mkref.core.session import Session, load_game

    game = load_game("mage-knight")
    args = ["--scenario", "full_conquest", "--no-map", *options]
    for p in PLAYERS:
        args += ["--player", p]
    session = Session(game, SaveData(game.id, game.setup_from_args(args), [], 1234), folder / f"{name}.toml")
    table = game.commands()

    def do(line: str, *answers: str) -> bool:
        command = table.parse(line)
        queue = list(answers)
        while True:
            try:
                events = game.decide(session.state, command)
                break
            except NeedAnswer as need:
                command.answers[need.request.key] = need.request.parse(queue.pop(0) if queue else need.request.options[0])
            except MkrefError:
                if not tolerate_refusals:
                    raise
                return False
        session.log.append(events, chance=bool(command.answers))
        return True

    return session, do
