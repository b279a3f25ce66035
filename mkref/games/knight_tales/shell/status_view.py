"""`mkref status NAME` for a Knight Tales save: the picture the prompt's `status` shows (board_texts.py), printed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console


def render_status(data: dict[str, Any], console: Console, lang: str = "en") -> None:
    """`mkref status NAME`: the knights, the battlefield grid with the forest and the village, the boss and its doom."""
    from ..board_texts import status_lines

    for line in status_lines(data, lang):  # a long line is wrapped by the shell's FittingStream (mkref.cli.fit)
        console.print(line, highlight=False, markup=False, soft_wrap=True)
