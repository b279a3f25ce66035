"""`mkref status` of a Mage Knight save as a table: the round, the time of day and one row per player."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.table import Table


def render_status(status_data: dict[str, Any], console: Any, lang: str) -> None:
    from mkref.games.mage_knight.messages import MESSAGES, word

    def t(key: str, **values: object) -> str:
        return MESSAGES.text(key, lang, **values)

    s = status_data
    title = t("status.title", scenario=_scenario_name(s, lang), round=s["round"], limit=s["round_limit"], time=t(f"time.{s['time']}"))
    phase = t(f"bar.{s['phase']}") if f"bar.{s['phase']}" in MESSAGES else s["phase"]
    console.print(title + (t("status.turn", name=s["active_player"]) if s["active_player"] else f" - {phase.replace('_', ' ')}"))
    table = Table(box=box.SIMPLE_HEAD)
    for header in t("status.columns").split():
        table.add_column(header, min_width=len(header))
    for p in s["players"]:
        crystals = " ".join(f"{word('colour', c, lang)[0].upper()}{n}" for c, n in p["crystals"].items() if n) or "-"
        units = ", ".join(u["label"] + ("*" if not u["ready"] else "") + ("!" * u["wounds"]) for u in p["units"]) or "-"
        pos = p["position"] or {}
        where = " ".join(str(v) for v in pos.values()) or "-"
        if p.get("volkare"):
            table.add_row("Volkare", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-")
        elif p["dummy"]:
            table.add_row(t("status.dummy"), p["hero"], "-", "-", "-", "-", "-", "-", "-", crystals, t("status.deck", n=p["deck_size"]), "-")
        else:
            table.add_row(p["name"], p["hero"], str(p["fame"]), str(p["level"]), f"{p['reputation']:+d}", str(p["armor"]), str(p["hand_limit"]),
                          str(p["command_tokens"]), str(p["wounds"]), crystals, units, where)
    console.print(table)
    source = " ".join(word("colour", c, lang) for c in s["source"]) or "-"
    console.print(t("status.offers", source=source, units=", ".join(s["unit_offer"]) or "-"))
    if s.get("volkare"):  # The Lost Legion: Volkare's place, plan and odds
        lines = s["volkare"]["lines"]
        for line in lines.get(lang) or lines["en"]:
            console.print(line, markup=False, highlight=False, soft_wrap=True)
    if s.get("ended"):
        console.print(t("status.over", why=s["ended"]))


def _scenario_name(status_data: dict[str, Any], lang: str) -> str:
    from mkref.core.messages import name_in
    from mkref.games.mage_knight.data import game_facts as gd

    names = gd.scenarios().get(status_data["scenario"], {}).get("name", {})
    return name_in(lang, str(status_data["scenario_name"]), str(names.get("de", "")))
