"""The one entry for a command at the table: the day's handlers (decide.py) or the night's (night.py).

Kept apart from both so that the night's handlers can use the day's helpers without an import circle.
"""

from __future__ import annotations

from mkref.core.errors import RuleViolation
from mkref.core.events import Command, Event

from . import decide as day_commands
from . import night
from .draft import Draft
from .state import KTState


def decide(st: KTState, command: Command) -> list[Event]:
    if st.phase == "game_over" and command.name not in ("card",):
        raise RuleViolation("The game is over", "the village fell or the third night has ended", "See: mkref status NAME", ref="p. 22")
    handler = day_commands.HANDLERS.get(command.name) or night.HANDLERS[command.name]
    draft = Draft(st, command)
    handler(draft, command.args)
    return draft.events
