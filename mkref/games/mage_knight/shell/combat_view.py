"""How a combat looks to the table: phase headings, each step with its page, what each enemy needs, the summary."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from mkref.games.mage_knight.combat.engine import PHASE_NAMES, Combat, CombatResult, Step
from mkref.games.mage_knight.combat.needs import needs_cells, title


def print_steps(console: Any, steps: list[Step], phase_seen: set[str]) -> None:
    """Print steps grouped by phase, with a heading the first time a phase appears."""
    grid = None
    for step in steps:
        if step.phase not in phase_seen:
            if grid is not None:
                console.print(grid)
            phase_seen.add(step.phase)
            console.print()
            console.print(Text(PHASE_NAMES[step.phase], style="bold underline"))
            grid = None
        if grid is None:
            grid = Table.grid(padding=(0, 1))
            grid.add_column(width=2)
            grid.add_column(ratio=1)
            grid.add_column(no_wrap=True, style="dim")
        grid.add_row(" •", step.text, f"({step.ref})")
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


def summary_table(result: CombatResult) -> Table:
    data = result.as_dict()
    table = Table(title="Combat summary", title_justify="left")
    table.add_column("who")
    table.add_column("result")
    for e in data["enemies"]:
        if e["defeated"]:
            outcome = f"defeated in the {e['phase']} phase, fame +{e['fame']}"
        else:
            outcome = "not defeated" + (" (its attacks were blocked)" if e["blocked"] else "")
        if e["summoned"]:
            outcome += f"; summoned {', '.join(e['summoned'])} (no fame)"
        table.add_row(f"{e['label']} ({e['enemy']})", outcome)
    hero = data["hero"]
    hero_text = f"{hero['wounds_to_hand']} wound(s) into the hand, {hero['wounds_to_discard']} onto the discard pile"
    if hero["knocked_out"]:
        hero_text += "; KNOCKED OUT: discard every non-wound card from the hand"
    elif hero["discarded_non_wounds"]:
        hero_text += "; discard every non-wound card from the hand (Paralyze)"
    table.add_row("hero", hero_text)
    for u in data["units"]:
        text = "destroyed (removed from the game)" if u["destroyed"] else f"{u['wounds']} wound(s)" if u["wounds"] else "unhurt"
        table.add_row(f"unit {u['label']}", text)
    table.add_row("fame", f"+{data['fame']}")
    table.add_row("reputation", f"{data['reputation']:+d}")
    if data["site_conquered"] is not None:
        conquered = "conquered" if data["site_conquered"] else "not conquered"
        shields = f", {data['shields']} shield(s)" if data["shields"] else ""
        table.add_row(f"site ({data['site']})", conquered + shields)
    return table


def print_walkthrough(console: Any, result: CombatResult) -> None:
    print_steps(console, result.combat.steps, set())
    console.print()
    console.print(summary_table(result))
