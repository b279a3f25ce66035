"""``mkref status NAME`` for a Rune Age save: the same lines as the prompt's ``status`` (texts_status.status_lines)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from rich.console import Console


def render_status(data: dict[str, Any], console: Console, lang: str = "en") -> None:
    from ..texts_status import StatusData, status_lines

    # the game's status data, as the save's status mirror holds it (an older mkref's may lack a key: StatusData says which)
    for line in status_lines(cast(StatusData, data), lang):
        console.print(line, highlight=False, markup=False)
