"""How a combat looks to the table: phase headings, each step with its page, what each enemy needs, the summary."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from mkref.core.messages import page, say
from mkref.core.names import name_in
from mkref.games.mage_knight.combat.engine import Combat, CombatResult, Step
from mkref.games.mage_knight.combat.needs import needs_cells, title
from mkref.games.mage_knight.messages import MESSAGES


def print_steps(console: Console, steps: list[Step], phase_seen: set[str], lang: str = "en") -> None:
    """Print steps grouped by phase, with a heading the first time a phase appears."""
    grid = None
    for step in steps:
        if step.phase not in phase_seen:
            if grid is not None:
                console.print(grid)
            phase_seen.add(step.phase)
            console.print()
            console.print(Text(MESSAGES.text(f"combat_phase.{step.phase}", lang), style="bold underline"))
            grid = None
        if grid is None:
            grid = Table.grid(padding=(0, 1))
            grid.add_column(width=2)
            grid.add_column(ratio=1)
            grid.add_column(no_wrap=True, style="dim")
        grid.add_row(" •", say(step.text, lang), f"({page(step.ref, lang)})")
    if grid is not None:
        console.print(grid)


def needs_table(combat: Combat, lang: str = "en") -> Table:
    """Before each phase, what matters in it (the cells come from combat/needs.py, shared with `show combat`)."""
    columns, rows = needs_cells(combat, lang)
    table = Table(title=title(lang), title_justify="left", pad_edge=False)
    for name in columns:
        table.add_column(name)
    for cells in rows:
        table.add_row(*cells)
    return table


def _enemy(ident: str, lang: str) -> str:
    """An enemy in the summary: its id in English (as it always read), its German name in German."""
    from mkref.games.mage_knight.data import components as mk

    enemy = mk.enemies().get(ident)
    return name_in(lang, ident, enemy.name.de if enemy is not None else "")


def summary_table(result: CombatResult, lang: str = "en") -> Table:
    def say(key: str, **values: object) -> str:
        return MESSAGES.text(key, lang, **values)

    data = result.as_dict()
    table = Table(title=say("summary.title"), title_justify="left")
    table.add_column(say("summary.who"))
    table.add_column(say("summary.result"))
    for e in data["enemies"]:
        if e["defeated"]:
            outcome = say("summary.defeated", phase=say(f"summary.phase.{e['phase']}"), fame=e["fame"])
        else:
            outcome = say("summary.not_defeated") + (say("summary.was_blocked") if e["blocked"] else "")
        if e["summoned"]:
            outcome += say("summary.summoned", names=", ".join(_enemy(s, lang) for s in e["summoned"]))
        table.add_row(f"{e['label']} ({_enemy(e['enemy'], lang)})", outcome)
    hero = data["hero"]
    hero_text = say("summary.hero_wounds", hand=hero["wounds_to_hand"], discard=hero["wounds_to_discard"])
    if hero["knocked_out"]:
        hero_text += say("summary.knocked_out")
    elif hero["discarded_non_wounds"]:
        hero_text += say("summary.paralyzed")
    table.add_row(say("summary.hero"), hero_text)
    for u in data["units"]:
        text = say("summary.destroyed") if u["destroyed"] else say("summary.unit_wounds", wounds=u["wounds"]) if u["wounds"] else say("summary.unhurt")
        table.add_row(say("summary.unit", label=u["label"]), text)
    table.add_row(say("summary.fame"), f"+{data['fame']}")
    table.add_row(say("summary.reputation"), f"{data['reputation']:+d}")
    if data["site_conquered"] is not None:
        conquered = say("summary.conquered") if data["site_conquered"] else say("summary.not_conquered")
        shields = say("summary.shields", shields=data["shields"]) if data["shields"] else ""
        site = result.combat.setup.site
        table.add_row(say("summary.site", site=name_in(lang, data["site"], site.name.de)), conquered + shields)
    return table


def print_walkthrough(console: Console, result: CombatResult, lang: str = "en") -> None:
    print_steps(console, result.combat.steps, set(), lang)
    console.print()
    console.print(summary_table(result, lang))
