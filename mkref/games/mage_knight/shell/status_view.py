"""`mkref status` of a Mage Knight save as a table: the round, the time of day and one row per player.

It fits an 80-column terminal: short headings (explained under the table), the heroes on a line of their own,
and the units and the position (the map space, or the site or terrain) wrapping inside their columns."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.table import Table

WIDTH = 80
HEADINGS = (("player", ""), ("fame", ""), ("lv", "level"), ("rep", "reputation"), ("arm", "armor"),
            ("hand", "hand limit"), ("cmd", "Command tokens"), ("wnd", "wounds"), ("crystals", ""), ("units", ""), ("at", "position"))


def render_status(status_data: dict[str, Any], console: Any, lang: str) -> None:
    from mkref.games.mage_knight.table.texts import TIME

    s = status_data
    width = min(WIDTH, console.width)
    title = f"{s['scenario_name']}: round {s['round']}/{s['round_limit']}, {TIME.get(lang, TIME['en'])[s['time']]}"
    console.print(title + (f" - turn: {s['active_player']}" if s["active_player"] else f" - {s['phase'].replace('_', ' ')}"), width=width)
    if s.get("variants"):
        console.print("Variants: " + ", ".join(s["variants"]), width=width)
    console.print("Heroes: " + ", ".join(f"{p['name']} {p['hero']}" for p in s["players"] if not p.get("volkare")), width=width)
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, padding=(0, 1, 0, 0))
    for header, _ in HEADINGS:
        wraps = header in ("units", "at")  # the rest keep their width; units and position wrap inside theirs
        table.add_column(header, overflow="fold" if wraps else "ellipsis", no_wrap=not wraps, ratio=1 if wraps else None)
    for p in s["players"]:
        crystals = " ".join(f"{c[0].upper()}{n}" for c, n in p["crystals"].items() if n) or "-"
        units = ", ".join(u["label"] + ("*" if not u["ready"] else "") + ("!" * u["wounds"]) for u in p["units"]) or "-"
        if p.get("volkare"):  # The Lost Legion: Volkare's row; his place and plan follow the table
            table.add_row("Volkare", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-")
        elif p["dummy"]:
            table.add_row("Dummy", "-", "-", "-", "-", "-", "-", "-", crystals, f"deck {p['deck_size']}", "-")
        else:
            table.add_row(p["name"], str(p["fame"]), str(p["level"]), f"{p['reputation']:+d}", str(p["armor"]),
                          str(p["hand_limit"]), str(p["command_tokens"]), str(p["wounds"]), crystals, units, _where(p["position"]))
    console.print(table, width=width)
    console.print("Source: " + (" ".join(s["source"]) or "-") + "   Unit offer: " + (", ".join(s["unit_offer"]) or "-"), width=width)
    console.print("lv level, rep reputation, arm armor, cmd Command tokens, wnd wounds", style="dim", width=width)
    if s.get("volkare"):  # The Lost Legion: Volkare's place, plan and odds
        for line in s["volkare"]["lines"]["de" if lang == "de" else "en"]:
            console.print(line, markup=False, highlight=False, soft_wrap=True)
    if s.get("ended"):
        console.print(f"The game is over: {s['ended']}.", width=width)


def _where(pos: dict[str, Any] | None) -> str:
    """The map space when the map is tracked, else the site (with its owner) or the terrain."""
    if not pos:
        return "-"
    if pos.get("space"):
        return str(pos["space"])
    if pos.get("site"):
        return str(pos["site"]).replace("_", " ") + (f":{pos['owner']}" if pos.get("owner") else "")
    return str(pos.get("terrain", "")) or "-"
