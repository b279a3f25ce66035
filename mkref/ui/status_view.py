"""`mkref status` as tables. The games hand over their status as data and draw it with their own view;
a game without one gets a plain key/value table."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.table import Table

# A game's status view: (its status, the console, the language); data as the game's ``status`` gives it
StatusView = Callable[[dict[str, Any], Console, str], None]


def render_status(data: dict[str, Any], console: Console, lang: str = "en", view: str | None = None) -> None:
    """Draw a saved game's status with its game's ``"status"`` view (a "module:function" the plug-in
    names), or as a plain key/value table."""
    if view:
        from mkref.core.plugin import resolve

        draw: StatusView = resolve(view)
        draw(data, console, lang)
        return
    _plain(data, console, lang)


def _plain(data: dict[str, Any], console: Console, lang: str) -> None:
    table = Table(show_header=False)
    for key, value in data.items():
        table.add_row(str(key), json.dumps(value, ensure_ascii=False) if isinstance(value, (dict, list)) else str(value))
    console.print(table)
