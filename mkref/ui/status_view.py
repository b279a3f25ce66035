"""`mkref status` as tables. The games hand over their status as data and draw it with their own view;
a game without one gets a plain key/value table."""

from __future__ import annotations

import json
from typing import Any

from rich.table import Table


def render_status(data: dict[str, Any], console: Any, lang: str = "en", view: str | None = None) -> None:
    """Draw a saved game's status with its game's ``"status"`` view (a "module:function" the plug-in
    names), or as a plain key/value table."""
    if view:
        from mkref.core.plugin import resolve

        resolve(view)(data, console, lang)
        return
    _plain(data, console, lang)


def _plain(data: dict[str, Any], console: Any, lang: str) -> None:
    table = Table(show_header=False)
    for key, value in data.items():
        table.add_row(str(key), json.dumps(value, ensure_ascii=False) if isinstance(value, (dict, list)) else str(value))
    console.print(table)
