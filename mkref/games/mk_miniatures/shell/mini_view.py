"""Rich renderings for the Mage Knight miniatures game (only imported when a command renders)."""

from __future__ import annotations

from typing import Any


def army_table(army: Any, report: Any, console: Any) -> None:
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


def attack_outcome(outcome: Any, console: Any) -> None:
    from rich.table import Table

    for text, ref in outcome.steps:
        console.print(f"{text}  [dim]({ref})[/dim]")
    table = Table(title="Result", title_justify="left")
    for col in ("target", "attack result", "defense", "hit", "damage", "clicks", "effect"):
        table.add_column(col)
    for t in outcome.targets:
        effect = "captured" if t.captured else "eliminated" if t.eliminated else (f"heals {t.healed}" if t.healed else "")
        effect = "; ".join([effect, *t.notes]).strip("; ")
        table.add_row(t.name, str(t.attack_result), str(t.defense), "yes" if t.hit else "no", str(t.damage), str(t.clicks), effect)
    console.print(table)
    extra = []
    if outcome.attacker_clicks:
        extra.append(f"the attacker takes {outcome.attacker_clicks} click(s) that cannot be reduced")
    if outcome.attacker_eliminated:
        extra.append("the attacker is eliminated")
    if outcome.attacker_healed:
        extra.append(f"the attacker heals {outcome.attacker_healed} click(s)")
    if outcome.token_push:
        extra.append("1 click of push damage for the second token")
    for n in outcome.notes:
        extra.append(n)
    if extra:
        console.print("Also: " + "; ".join(extra) + ".")


def settings_table(rows: list[tuple[str, str, Any, str, str, str]], console: Any) -> None:
    from rich.table import Table

    table = Table(title="Ambiguity settings (spec section 28)", title_justify="left",
                  caption="use: computed = mkref applies it; table = the players apply it; fixed = no alternative")
    for col in ("setting = value", "A, page", "use", "meaning"):
        table.add_column(col, no_wrap=col != "meaning", ratio=1 if col == "meaning" else None)
    for key, a, value, ref, text, use in rows:
        shown = ", ".join(value) if isinstance(value, list) else str(value).lower() if isinstance(value, bool) else str(value)
        table.add_row(f"{key} = {shown}", f"{a}, {ref}", use, text)
    console.print(table)


def game_status(view: dict[str, Any], console: Any) -> None:
    from rich.table import Table

    head = (f"Turn {view['turn']} - {view['current_player']} - {view['phase']} phase - "
            f"{view['actions_left']}/{view['actions_per_turn']} action(s) left")
    if view.get("ended"):
        head = "Game over - " + view.get("result", "")
    console.print(head)
    for player in view["players"]:
        table = Table(title=f"{player['name']} ({player['army']}, {player['army_cost']} pts) - VP {player['vp']}"
                      + (" - OUT" if player["out"] else ""), title_justify="left")
        for col in ("warrior", "click", "spd", "att", "def", "dmg", "tokens", "acted", "status", "items"):
            table.add_column(col)
        for w in player["warriors"]:
            on_table = w["status"] == "in_play" or w["status"].startswith("captive")
            values = [str(w[k]) if on_table else "-" for k in ("speed", "attack", "defense", "damage")]
            status = w["status"].replace("_", " ") + (" (soaring)" if w.get("soaring") else "")
            if w.get("captive"):
                status += f", holds {w['captive']}"
            table.add_row(w["key"], f"{w['click']}/{w['dial']}", *values, str(w["tokens"]), "yes" if w["acted"] else "",
                          status, ", ".join(w["items"]))
        console.print(table)
    objs = ", ".join(f"{o['id']}: {o['state']}" + (f" ({o['controller']})" if o["controller"] else "") for o in view["objectives"])
    console.print("Objectives: " + objs)
    if view["domains"]:
        console.print("Domains in play: " + ", ".join(view["domains"]))
    if view["bombardments"]:
        console.print("Bombardments pending: " + ", ".join(view["bombardments"]))
    for row in view.get("ledger", []):
        console.print(f"VP: {row['by']} +{row['points']} for {row['warrior']} (p. 19)")
    if view["items_on_table"]:
        console.print("Item tokens on the table: " + ", ".join(view["items_on_table"]))


def render_status(data: dict[str, Any], console: Any, lang: str = "en") -> None:
    """`mkref status` of a miniatures save (the plug-in's "status" view)."""
    game_status(data, console)
