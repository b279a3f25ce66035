"""`mkref status` as tables. The games hand over their status as data; this module draws it."""

from __future__ import annotations

import json
from typing import Any

from rich import box
from rich.table import Table


def render_status(data: dict[str, Any], console: Any, lang: str = "en") -> None:
    """Draw a saved game's status with the renderer of its game, or as a plain key/value table."""
    renderer = {"mage-knight": _mage_knight, "mk-miniatures": _miniatures}.get(str(data.get("game", ""))) or _plugin_view(str(data.get("game", ""))) or _plain
    renderer(data, console, lang)


def _plugin_view(game: str) -> Any:
    """A game whose plug-in names a ``status`` view draws its own status."""
    import importlib.util

    from mkref.core.errors import MkrefError
    from mkref.core.plugin import resolve
    from mkref.core.registry import game_info, game_plugin

    try:
        info = game_info(game)
        if importlib.util.find_spec(info.package + ".plugin") is None:
            return None
        view = game_plugin(info.id).views.get("status")
    except MkrefError:
        return None
    return resolve(view) if view else None


def _mage_knight(status_data: dict[str, Any], console: Any, lang: str) -> None:
    from mkref.games.mage_knight.game_text import TIME

    s = status_data
    title = f"{s['scenario_name']}: round {s['round']}/{s['round_limit']}, {TIME.get(lang, TIME['en'])[s['time']]}"
    console.print(title + (f" - turn: {s['active_player']}" if s["active_player"] else f" - {s['phase'].replace('_', ' ')}"))
    table = Table(box=box.SIMPLE_HEAD)
    for header in ("player", "hero", "fame", "level", "rep", "armor", "hand", "cmd", "wounds", "crystals", "units", "at"):
        table.add_column(header, min_width=len(header))
    for p in s["players"]:
        crystals = " ".join(f"{c[0].upper()}{n}" for c, n in p["crystals"].items() if n) or "-"
        units = ", ".join(u["label"] + ("*" if not u["ready"] else "") + ("!" * u["wounds"]) for u in p["units"]) or "-"
        pos = p["position"] or {}
        where = " ".join(str(v) for v in pos.values()) or "-"
        if p["dummy"]:
            table.add_row("Dummy", p["hero"], "-", "-", "-", "-", "-", "-", "-", crystals, f"deck {p['deck_size']}", "-")
        else:
            table.add_row(p["name"], p["hero"], str(p["fame"]), str(p["level"]), f"{p['reputation']:+d}", str(p["armor"]), str(p["hand_limit"]),
                          str(p["command_tokens"]), str(p["wounds"]), crystals, units, where)
    console.print(table)
    console.print("Source: " + (" ".join(s["source"]) or "-") + "   Unit offer: " + (", ".join(s["unit_offer"]) or "-"))
    if s.get("ended"):
        console.print(f"The game is over: {s['ended']}.")


def _miniatures(data: dict[str, Any], console: Any, lang: str) -> None:
    from mkref.ui.mini_view import game_status

    game_status(data, console)


def _plain(data: dict[str, Any], console: Any, lang: str) -> None:
    table = Table(show_header=False)
    for key, value in data.items():
        table.add_row(str(key), json.dumps(value, ensure_ascii=False) if isinstance(value, (dict, list)) else str(value))
    console.print(table)
