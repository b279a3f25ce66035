"""How a combat looks to the table: phase headings, each step with its page, what each enemy needs, the summary."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from mkref.games.mage_knight.combat.engine import PHASE_NAMES, Combat, CombatResult, Step

ELEMENT_SHORT = {"physical": "phys", "fire": "fire", "ice": "ice", "cold_fire": "cold fire"}


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


def needs_table(combat: Combat) -> Table:
    """Before each phase, what matters in it: the armor to beat (and halved elements), whether ranged
    attacks may target each enemy, and per attack the block needed and the damage if unblocked."""
    phase = combat.phase
    table = Table(title="What each enemy needs", title_justify="left", pad_edge=False)
    columns = ["enemy"]
    if phase in ("ranged", "attack"):
        columns.append("armor to beat")
    if phase == "ranged":
        columns.append("in the ranged phase")
    if phase in ("ranged", "block"):
        columns += ["attack", "block needed", "damage if unblocked"]
    for name in columns:
        table.add_column(name)
    for row in combat.needs():
        weak = [ELEMENT_SHORT[el] for el, need in row["attack_needed"].items() if need > row["armor"]]
        armor = f"{row['armor']}" + (f" ({', '.join(weak)} count half)" if weak else "")
        blocks = (row["blocks"] or [None]) if phase in ("ranged", "block") else [None]
        for i, b in enumerate(blocks):
            cells = [f"{row['label']} ({row['name']})" if i == 0 else ""]
            if phase in ("ranged", "attack"):
                cells.append(armor if i == 0 else "")
            if phase == "ranged":
                cells.append(row["ranged"] if i == 0 else "")
            if phase in ("ranged", "block"):
                if b is None:
                    cells += ["summons at the Block phase", "", ""]
                elif b["blocked"]:
                    cells += [_attack_text(b), "blocked", "0"]
                else:
                    cells += [_attack_text(b), _block_text(b), str(b["damage"])]
            table.add_row(*cells)
    return table


def _attack_text(b: dict[str, Any]) -> str:
    extra = f" {', '.join(b['abilities'])}" if b["abilities"] else ""
    return f"#{b['attack']} {ELEMENT_SHORT[b['element']]} {b['value']}{extra}"


def _block_text(b: dict[str, Any]) -> str:
    need = b["block_needed"]
    best = min(need.values())
    good = [ELEMENT_SHORT[el] for el, v in need.items() if v == best]
    if len(good) == 4:
        return str(best)
    return f"{best} with {'/'.join(good)}, else {max(need.values())}"


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
