"""The one entry for a command at the table: the day's handlers (decide_day.py) or the night's (decide_night.py).

Kept apart from both so that the night's handlers can use the day's helpers without an import circle.
"""

from __future__ import annotations

from mkref.core.events import Command, Event

from . import decide_day, decide_night
from .draft import Draft
from .state import KTState
from .refusals import refuse


def decide(st: KTState, command: Command) -> list[Event]:
    handler = decide_day.HANDLERS.get(command.name) or decide_night.HANDLERS[command.name]
    draft = Draft(st, command)
    if st.phase == "game_over" and command.name not in ("card",):
        raise refuse("game_over", "p. 22", "hint.see_status")
    handler(draft, command.args)  # a refusal is made of catalogue sentences: the shell says it in the session's language
    return draft.events
