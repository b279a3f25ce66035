"""The Banner of Fortitude in combat (The Lost Legion [06.3], spec R06.3-7/8, A-DAMAGE step 2.2).

A unit carrying it ignores one situation in which it would be wounded, Poison and Paralyze included:
the unit is not wounded, but its armor does not reduce the damage, so all of it goes on to another unit
or the hero, and the unit may take no more damage this combat. How often it may be used is the setting
`banner_of_fortitude` (I-10: once per round, the default, or once per combat); a combat sheet's
`banner = "fortitude"` says it is attached and usable in this fight. The engine's damage step calls these two
functions through the hooks The Lost Legion passes into it (`part.py`, combat.engine.CombatHooks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mkref.core.errors import RuleViolation
from mkref.games.mage_knight.volkare.messages import MESSAGES

if TYPE_CHECKING:
    from mkref.games.mage_knight.combat.engine import Combat, Fighter


def fortitude_takes_wound(combat: Combat, unit: Fighter, name: str, dmg: int) -> int:
    """The banner takes the wound the unit would get: no wound, the damage goes on undiminished."""
    unit.banner_ready = False
    unit.banner_used = True
    unit.absorbed = True  # 'may receive no more damage this combat', like a unit whose resistance took it all
    combat.note("damage", MESSAGES.said("fortitude_used", unit=name, dmg=dmg), "[06.3]")
    return dmg


def refuse_after_fortitude(name: str) -> None:
    """A unit whose Banner of Fortitude took a wound this combat takes no more damage in it."""
    raise RuleViolation(MESSAGES.said("no_fortitude_twice", unit=name), MESSAGES.said("no_fortitude_twice_why"), ref="[06.3]")
