"""What each enemy needs before a phase, as a table of plain text cells: one source for the rich table of
`mkref combat` (shell/combat_view.py) and for `show combat` in a tracked game (table/combat.py)."""

from __future__ import annotations

from typing import Any

from mkref.core.names import name_in
from mkref.games.mage_knight.combat.engine import Combat
from mkref.games.mage_knight.messages import MESSAGES

RANGED = {"none": "needs.ranged_none", "siege only": "needs.ranged_siege", "ranged or siege": "needs.ranged_any",
          "never: attack his troops": "needs.ranged_never"}  # the last: General Volkare (volkare/fight.py)


def title(lang: str = "en") -> str:
    return MESSAGES.text("needs.title", lang)


def _short(element: str, lang: str) -> str:
    return MESSAGES.text(f"element_short.{element}", lang)


def _enemy_name(row: dict[str, Any], lang: str) -> str:
    from mkref.games.mage_knight.data import components as mk

    enemy = mk.enemies().get(row["enemy"])
    return name_in(lang, str(row["name"]), enemy.name.de if enemy is not None else "")


def needs_cells(combat: Combat, lang: str = "en") -> tuple[list[str], list[list[str]]]:
    """(column headings, rows): the armor to beat (and halved elements), whether ranged attacks may target each
    enemy, and per attack the block needed and the damage if unblocked; the columns follow the phase."""
    say = MESSAGES.text
    phase = combat.phase
    columns = [say("needs.col_enemy", lang)]
    if phase in ("ranged", "attack"):
        columns.append(say("needs.col_armor", lang))
    if phase == "ranged":
        columns.append(say("needs.col_ranged", lang))
    if phase in ("ranged", "block"):
        columns += [say("needs.col_attack", lang), say("needs.col_block", lang), say("needs.col_damage", lang)]
    rows: list[list[str]] = []
    for row in combat.needs():
        weak = [_short(el, lang) for el, need in row["attack_needed"].items() if need > row["armor"]]
        armor = say("needs.count_half", lang, armor=row["armor"], elements=", ".join(weak)) if weak else f"{row['armor']}"
        blocks = (row["blocks"] or [None]) if phase in ("ranged", "block") else [None]
        for i, b in enumerate(blocks):
            cells = [f"{row['label']} ({_enemy_name(row, lang)})" if i == 0 else ""]
            if phase in ("ranged", "attack"):
                cells.append(armor if i == 0 else "")
            if phase == "ranged":
                cells.append(say(RANGED[row["ranged"]], lang) if i == 0 else "")
            if phase in ("ranged", "block"):
                if b is None:
                    cells += [say("needs.summons", lang), "", ""]
                elif b["blocked"]:
                    cells += [attack_text(b, lang), say("needs.blocked", lang), "0"]
                else:
                    cells += [attack_text(b, lang), block_text(b, lang), str(b["damage"])]
            rows.append(cells)
    return columns, rows


def needs_lines(combat: Combat, lang: str = "en") -> list[str]:
    """The same table as plain lines, columns aligned (for the prompt of a tracked game)."""
    columns, rows = needs_cells(combat, lang)
    if not rows:
        return [MESSAGES.text("needs.none_left", lang)]
    widths = [max(len(r[i]) for r in [columns, *rows]) for i in range(len(columns))]

    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()

    return [title(lang), line(columns), "  ".join("-" * w for w in widths), *(line(r) for r in rows)]


def _ability(ident: str, lang: str) -> str:
    """An attack's ability: its id in English (as the table always read it), its German name in German."""
    from mkref.games.mage_knight.data import components as mk

    names = mk.keyword_names("abilities").get(ident)
    return name_in(lang, ident, names.de if names is not None else "")


def attack_text(b: dict[str, Any], lang: str = "en") -> str:
    extra = f" {', '.join(_ability(a, lang) for a in b['abilities'])}" if b["abilities"] else ""
    return f"#{b['attack']} {_short(b['element'], lang)} {b['value']}{extra}"


def block_text(b: dict[str, Any], lang: str = "en") -> str:
    need = b["block_needed"]
    best = min(need.values())
    good = [_short(el, lang) for el, v in need.items() if v == best]
    if len(good) == 4:
        return str(best)
    return MESSAGES.text("needs.block_with", lang, best=best, elements="/".join(good), worst=max(need.values()))
