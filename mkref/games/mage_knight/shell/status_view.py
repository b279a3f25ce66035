"""`mkref status` of a Mage Knight save as a table: the round, the time of day and one row per player."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.table import Table


def render_status(status_data: dict[str, Any], console: Any, lang: str) -> None:
    from mkref.games.mage_knight.table.texts import TIME

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
        if p.get("volkare"):
            table.add_row("Volkare", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-")
        elif p["dummy"]:
            table.add_row("Dummy", p["hero"], "-", "-", "-", "-", "-", "-", "-", crystals, f"deck {p['deck_size']}", "-")
        else:
            table.add_row(p["name"], p["hero"], str(p["fame"]), str(p["level"]), f"{p['reputation']:+d}", str(p["armor"]), str(p["hand_limit"]),
                          str(p["command_tokens"]), str(p["wounds"]), crystals, units, where)
    console.print(table)
    console.print("Source: " + (" ".join(s["source"]) or "-") + "   Unit offer: " + (", ".join(s["unit_offer"]) or "-"))
    if s.get("volkare"):  # The Lost Legion: Volkare's place, plan and odds
        for line in s["volkare"]["lines"]["de" if lang == "de" else "en"]:
            console.print(line, markup=False, highlight=False, soft_wrap=True)
    if s.get("ended"):
        console.print(f"The game is over: {s['ended']}.")

