"""What each enemy needs before a phase, as a table of plain text cells: one source for the rich table of
`mkref combat` (shell/combat_view.py) and for `show combat` in a tracked game (combat/in_game.py)."""

from __future__ import annotations

from typing import Any

from mkref.games.mage_knight.combat.engine import Combat

TITLE = "What each enemy needs"
ELEMENT_SHORT = {"physical": "phys", "fire": "fire", "ice": "ice", "cold_fire": "cold fire"}


def needs_cells(combat: Combat) -> tuple[list[str], list[list[str]]]:
    """(column headings, rows): the armor to beat (and halved elements), whether ranged attacks may target each
    enemy, and per attack the block needed and the damage if unblocked; the columns follow the phase."""
    phase = combat.phase
    columns = ["enemy"]
    if phase in ("ranged", "attack"):
        columns.append("armor to beat")
    if phase == "ranged":
        columns.append("in the ranged phase")
    if phase in ("ranged", "block"):
        columns += ["attack", "block needed", "damage if unblocked"]
    rows: list[list[str]] = []
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
                    cells += [attack_text(b), "blocked", "0"]
                else:
                    cells += [attack_text(b), block_text(b), str(b["damage"])]
            rows.append(cells)
    return columns, rows


def needs_lines(combat: Combat) -> list[str]:
    """The same table as plain lines, columns aligned (for the prompt of a tracked game)."""
    columns, rows = needs_cells(combat)
    if not rows:
        return [f"{TITLE}: no enemy is left."]
    widths = [max(len(r[i]) for r in [columns, *rows]) for i in range(len(columns))]

    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()

    return [TITLE, line(columns), "  ".join("-" * w for w in widths), *(line(r) for r in rows)]


def attack_text(b: dict[str, Any]) -> str:
    extra = f" {', '.join(b['abilities'])}" if b["abilities"] else ""
    return f"#{b['attack']} {ELEMENT_SHORT[b['element']]} {b['value']}{extra}"


def block_text(b: dict[str, Any]) -> str:
    need = b["block_needed"]
    best = min(need.values())
    good = [ELEMENT_SHORT[el] for el, v in need.items() if v == best]
    if len(good) == 4:
        return str(best)
    return f"{best} with {'/'.join(good)}, else {max(need.values())}"
