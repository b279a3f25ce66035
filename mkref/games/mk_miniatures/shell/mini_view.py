"""Rich renderings for the Mage Knight miniatures game (only imported when a command renders)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console

    from mkref.games.mk_miniatures.army import Army, ArmyReport
    from mkref.games.mk_miniatures.attack_types import Outcome


def army_table(army: Army, report: ArmyReport, console: Console) -> None:
    from rich.table import Table

    table = Table(title=f"{army.name}: {report.cost} of {report.build_total} points", title_justify="left")
    for col in ("warrior", "rank", "pts", "types", "bonus", "range", "slots", "dial", "start"):
        table.add_column(col, no_wrap=col in ("warrior", "types", "start", "rank"))
    for u in army.units:
        w = u.warrior
        c = w.dial[0] if w.dial else None
        start = f"{c.speed}/{c.attack}/{c.defense}/{c.damage}" if c else "-"
        ranged = f"{w.range}/{w.ranged_damage}/{w.targets}" if w.range else "-"
        table.add_row(
            u.key, w.rank, str(w.points), " ".join([w.speed_type, *w.attack_types]),
            str(w.attack_bonus), ranged, str(w.item_slots), str(len(w.dial)), start,
        )
    table.caption = "range = inches/ranged damage/targets; dial = clicks before the skulls; start = speed/attack/defense/damage"
    console.print(table)
    factions = sorted({u.warrior.faction or "Mage Spawn (no faction)" for u in army.units})
    console.print("Faction(s): " + ", ".join(factions))
    for i in army.items:
        console.print(f"Item: {i.name} ({i.number or 'item'}), {i.points} points, worn by {i.wearer}")
    if report.problems:
        for text, ref in report.problems:
            console.print(f"[red]x[/red] {text} ({ref})")
    else:
        console.print(f"Legal: {report.cost} <= {report.build_total} points; {report.build_total // 100} action(s) per turn (p. 3, p. 5).")


def _plain(name: str) -> str:
    from mkref.core.names import fold

    return fold(name)


def attack_outcome(outcome: Outcome, console: Console, lang: str = "en") -> None:
    from rich.table import Table

    from mkref.core.messages import page, say

    from mkref.games.mk_miniatures.messages import MESSAGES

    def t(key: str, /, **values: object) -> str:
        return MESSAGES.text(f"attack.{key}", lang, **values)

    for text, ref in outcome.steps:
        console.print(f"{say(text, lang)}  [dim]({page(ref, lang)})[/dim]")
    table = Table(title=t("result"), title_justify="left")
    for col in t("columns").split("|"):
        table.add_column(col)
    for r in outcome.targets:
        effect = t("captured") if r.captured else t("eliminated") if r.eliminated else (t("heals", n=r.healed) if r.healed else "")
        effect = "; ".join([effect, *(say(n, lang) for n in r.notes)]).strip("; ")
        table.add_row(r.name, str(r.attack_result), str(r.defense), t("yes") if r.hit else t("no"), str(r.damage), str(r.clicks), effect)
    console.print(table)
    extra = []
    if outcome.attacker_clicks:
        extra.append(t("attacker_clicks", n=outcome.attacker_clicks))
    if outcome.attacker_eliminated:
        extra.append(t("attacker_eliminated"))
    if outcome.attacker_healed:
        extra.append(t("attacker_healed", n=outcome.attacker_healed))
    if outcome.token_push:
        extra.append(t("token_push"))
    for n in outcome.notes:
        extra.append(say(n, lang))
    if extra:
        console.print(t("also", items="; ".join(extra)))


def settings_table(rows: list[tuple[str, str, Any, str, str, str]], console: Console) -> None:
    from rich.table import Table

    table = Table(title="Ambiguity settings (spec section 28)", title_justify="left",
                  caption="use: computed = mkref applies it; table = the players apply it; fixed = no alternative")
    for col in ("setting = value", "A, page", "use", "meaning"):
        table.add_column(col, no_wrap=col != "meaning", ratio=1 if col == "meaning" else None)
    for key, a, value, ref, text, use in rows:
        shown = ", ".join(value) if isinstance(value, list) else str(value).lower() if isinstance(value, bool) else str(value)
        table.add_row(f"{key} = {shown}", f"{a}, {ref}", use, text)
    console.print(table)


def game_status(view: dict[str, Any], console: Console, lang: str = "en") -> None:
    from rich.table import Table

    from mkref.core.messages import Named
    from mkref.games.mk_miniatures.messages import MESSAGES
    from mkref.games.mk_miniatures.told import told

    def t(key: str, /, **values: object) -> str:
        return MESSAGES.text(f"view.{key}", lang, **values)

    def w_(ident: str) -> str:
        return MESSAGES.text(f"word.{ident}", lang) if f"word.{ident}" in MESSAGES else ident

    displays = {w["key"]: w.get("display", w["key"]) for p in view["players"] for w in p["warriors"]}

    def shown(key: str) -> str:  # a warrior: its id in English, its name in German
        return Named(key, displays.get(key, key)).in_lang(lang)

    head = t("head", turn=view["turn"], player=view["current_player"], phase=w_(view["phase"]), left=view["actions_left"], total=view["actions_per_turn"])
    if view.get("ended"):
        head = t("over", result=told(view["result_said"], lang) if "result_said" in view else view.get("result", ""))
    console.print(head)
    for player in view["players"]:
        table = Table(title=t("player", name=player["name"], army=player["army"], cost=player["army_cost"], vp=player["vp"])
                      + (t("out") if player["out"] else ""), title_justify="left")
        for col in t("columns").split():
            table.add_column(col)
        for w in player["warriors"]:
            on_table = w["status"] == "in_play" or w["status"].startswith("captive")
            values = [str(w[k]) if on_table else "-" for k in ("speed", "attack", "defense", "damage")]
            status = (MESSAGES.text("status.captive", lang, captor=shown(w["status"].removeprefix("captive of ")))
                      if w["status"].startswith("captive of ") else w_(w["status"]) if w["status"] != "in_play" else
                      MESSAGES.text("word.in_play", lang)) + (t("soaring") if w.get("soaring") else "")
            if w.get("captive"):
                status += t("holds", captive=shown(w["captive"]))
            table.add_row(shown(w["key"]), f"{w['click']}/{w['dial']}", *values, str(w["tokens"]), t("yes") if w["acted"] else "",
                          status, ", ".join(w["items"]))
        console.print(table)
    objs = ", ".join(f"{o['id']}: {w_(o['state'])}" + (f" ({o['controller']})" if o["controller"] else "") for o in view["objectives"])
    console.print(t("objectives", objectives=objs))
    if view["domains"]:
        console.print(t("domains", names=", ".join(view["domains"])))
    if view["bombardments"]:
        console.print(t("bombardments", names=", ".join(view["bombardments"])))
    for row in view.get("ledger", []):
        console.print(t("ledger", by=row["by"], points=row["points"], warrior=shown(row["warrior"])))
    if view["items_on_table"]:
        console.print(t("items", names=", ".join(view["items_on_table"])))


def render_status(data: dict[str, Any], console: Console, lang: str = "en") -> None:
    """`mkref status` of a miniatures save (the plug-in's "status" view)."""
    game_status(data, console, lang)
