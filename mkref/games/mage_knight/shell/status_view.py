"""`mkref status` of a Mage Knight save as a table: the round, the time of day and one row per player.

It fits an 80-column terminal: short headings (explained under the table), the heroes on a line of their own,
and the units and the position (the map space, or the site or terrain) wrapping inside their columns."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Console
from rich.table import Table
from mkref.core.names import name_in
from mkref.games.mage_knight.map.labels import label_in
from mkref.games.mage_knight.table.shown_names import owner, uid

WIDTH = 80
HEADINGS = (("player", ""), ("fame", ""), ("lv", "level"), ("rep", "reputation"), ("arm", "armor"),
            ("hand", "hand limit"), ("cmd", "Command tokens"), ("wnd", "wounds"), ("crystals", ""), ("units", ""), ("at", "position"))


def render_status(status_data: dict[str, Any], console: Console, lang: str) -> None:
    from mkref.games.mage_knight.messages import MESSAGES, word

    def t(key: str, **values: object) -> str:
        return MESSAGES.text(key, lang, **values)

    s = status_data
    width = min(WIDTH, console.width)
    title = t("status.title", scenario=_scenario_name(s, lang), round=s["round"], limit=s["round_limit"], time=t(f"time.{s['time']}"))
    phase = t(f"bar.{s['phase']}") if f"bar.{s['phase']}" in MESSAGES else s["phase"]
    console.print(title + (t("status.turn", name=s["active_player"]) if s["active_player"] else f" - {phase.replace('_', ' ')}"), width=width)
    if s.get("variants"):
        console.print(t("status.variants", names=", ".join(_variant(str(v), lang) for v in s["variants"])), width=width)
    console.print(t("status.heroes", names=", ".join(f"{p['name']} {_hero(str(p['hero']), lang)}" for p in s["players"] if not p.get("volkare"))), width=width)
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, padding=(0, 1, 0, 0))
    for (header, _), shown in zip(HEADINGS, t("status.columns").split(), strict=True):
        wraps = header in ("units", "at")  # the rest keep their width; units and position wrap inside theirs
        table.add_column(shown, overflow="fold" if wraps else "ellipsis", no_wrap=not wraps, ratio=1 if wraps else None)
    for p in s["players"]:
        crystals = " ".join(f"{word('colour', c, lang)[0].upper()}{n}" for c, n in p["crystals"].items() if n) or "-"
        units = ", ".join(uid(str(u["label"]), lang) + ("*" if not u["ready"] else "") + ("!" * u["wounds"]) for u in p["units"]) or "-"
        if p.get("volkare"):  # The Lost Legion: Volkare's row; his place and plan follow the table
            table.add_row("Volkare", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-")
        elif p["dummy"]:
            table.add_row(t("status.dummy"), "-", "-", "-", "-", "-", "-", "-", crystals, t("status.deck", n=p["deck_size"]), "-")
        else:
            table.add_row(p["name"], str(p["fame"]), str(p["level"]), f"{p['reputation']:+d}", str(p["armor"]),
                          str(p["hand_limit"]), str(p["command_tokens"]), str(p["wounds"]), crystals, units, _where(p["position"], lang))
    console.print(table, width=width)
    for p in s["players"]:  # --cards: the Wounds in each pile of the deed cards, not only in the hand
        d = p.get("deeds")
        if d and "wounds_total" in d:  # a status kept from before these counts has none
            console.print(t("status.deeds", name=p["name"], deck=d["deed_deck"], deck_wounds=d["wounds_in_deck"], hand=d["hand"],
                            hand_wounds=d["wounds_in_hand"], discard=d["discard"], discard_wounds=d["wounds_in_discard"],
                            total=d["wounds_total"]), width=width)
    source = " ".join(word("colour", c, lang) for c in s["source"]) or "-"
    console.print(t("status.offers", source=source, units=", ".join(_unit(str(u), lang) for u in s["unit_offer"]) or "-"), width=width)
    console.print(t("status.legend"), style="dim", width=width)
    if s.get("volkare"):  # The Lost Legion: Volkare's place, plan and odds
        lines = s["volkare"]["lines"]
        for line in lines.get(lang) or lines["en"]:
            console.print(line, markup=False, highlight=False, soft_wrap=True)  # wrapped by the shell's FittingStream
    if s.get("ended"):
        from mkref.games.mage_knight.table.shown_names import end_reason

        console.print(t("status.over", why=end_reason(str(s["ended"]), lang)), width=width)


def _scenario_name(status_data: dict[str, Any], lang: str) -> str:
    from mkref.core.messages import name_in
    from mkref.games.mage_knight.data import game_facts as gd

    names = gd.scenarios().get(status_data["scenario"], {}).get("name", {})
    return name_in(lang, str(status_data["scenario_name"]), str(names.get("de", "")))


def _where(pos: dict[str, Any] | None, lang: str = "en") -> str:
    """The map space when the map is tracked, else the site (with its owner) or the terrain."""
    if not pos:
        return "-"
    if pos.get("space"):
        return label_in(str(pos["space"]), lang)
    if pos.get("site"):
        return _keyword("sites", "site", str(pos["site"]), lang) + (f":{owner(str(pos['owner']), lang)}" if pos.get("owner") else "")
    return _keyword("terrain", "terrain", str(pos.get("terrain", "")), lang) if pos.get("terrain") else "-"


def _keyword(table: str, kind: str, ident: str, lang: str) -> str:
    """A site or terrain: the word English tables always showed, the rulebook's German name from keywords.toml."""
    from mkref.games.mage_knight.data.components import keyword_names
    from mkref.games.mage_knight.messages import word

    names = keyword_names(table).get(ident)
    return name_in(lang, word(kind, ident, "en"), names.de if names is not None else "")


def _variant(name: str, lang: str) -> str:
    """A variant (the status names it in English) in the table's language."""
    from mkref.games.mage_knight.table.variants import variants

    known = next((v["name"] for v in variants().values() if v["name"]["en"] == name), None)
    return name_in(lang, name, known["de"] if known else "")


def _unit(ident: str, lang: str) -> str:
    """A unit of the offer: its id as English tables always showed it, its German name from units.toml."""
    from mkref.games.mage_knight.data.components import units

    known = units().get(ident)
    return name_in(lang, ident, known.name.de if known is not None else "")


def _hero(hero: str, lang: str) -> str:
    """A hero (its id or English name) in the table's language."""
    from mkref.games.mage_knight.data import game_facts as gd

    known = gd.heroes().get(hero) or next((h for h in gd.heroes().values() if h.en == hero), None)
    return name_in(lang, hero, known.de if known is not None else "")
