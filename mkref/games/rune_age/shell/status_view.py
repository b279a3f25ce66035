"""``mkref status NAME`` for a Rune Age save: the same lines as the prompt's ``status`` (texts_status.status_lines)."""

from __future__ import annotations

from typing import Any


def render_status(data: dict[str, Any], console: Any, lang: str = "en") -> None:
    from ..texts_status import status_lines

    for line in status_lines(data, lang):
        console.print(line, highlight=False, markup=False)
