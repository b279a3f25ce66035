"""The one entry for a command at the table: the day's handlers (decide.py) or the night's (night.py).

Kept apart from both so that the night's handlers can use the day's helpers without an import circle.
"""

from __future__ import annotations

from mkref.core.errors import MkrefError
from mkref.core.events import Command, Event

from . import decide as day_commands
from . import night
from .draft import Draft
from .state import KTState
from .refusals import in_language, refuse


def decide(st: KTState, command: Command) -> list[Event]:
    handler = day_commands.HANDLERS.get(command.name) or night.HANDLERS[command.name]
    draft = Draft(st, command)
    try:
        if st.phase == "game_over" and command.name not in ("card",):
            raise refuse("game_over", "p. 22", "hint.see_status")
        handler(draft, command.args)
    except MkrefError as error:
        raise in_language(error, draft.lang) from None
    return draft.events
