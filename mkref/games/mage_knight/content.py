"""Which component sets a Mage Knight game uses, decided once (the plug-in's ``content``).

``mkref new mage-knight ... --expansion lost_legion`` (repeatable) records the sets in the save's setup
as ``expansions = ["base", "lost_legion"]``; without the option a game plays with the base set only:
the Rulebook holds "the complete rules of the Mage Knight board game" (p. 1) and The Lost Legion's
material is shuffled into the stacks only "when the expansion is used" (its own rulebook; spec
lost-legion R-SETUP-2). Every deck, pile, offer and name lookup of a tracked game asks ``in_play``.

A save from before the option existed has no ``expansions`` key: its map and enemy piles were already
base-only, but its unit decks held every unit of units.toml, so ``unit_sets`` keeps them that way
and an old save replays exactly as it was dealt.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from mkref.core.names import NameIndex
from mkref.games.mage_knight.plugin import PLUGIN

BASE = "base"
EXPANSIONS = PLUGIN.expansions  # id -> (English, German)
ALIASES = {"lost_legion": ("lost legion", "ll", "legion", "verschollene legion", "die verschollene legion")}


def content(setup: dict[str, Any]) -> frozenset[str]:
    """The component sets in play: always the base set, plus the expansions recorded at `mkref new`."""
    return frozenset((BASE, *setup.get("expansions", ())))


def in_play(expansion: str, setup: dict[str, Any]) -> bool:
    """Whether a component of this set (its ``expansion`` key in the rules data) is in this game."""
    return expansion in content(setup)


def unit_sets(setup: dict[str, Any]) -> frozenset[str] | None:
    """The sets the unit decks take their cards from; None (every unit) for a save from before --expansion."""
    return content(setup) if "expansions" in setup else None


def expansion_names() -> NameIndex:
    index = NameIndex("expansion")
    for ident, (en, de) in EXPANSIONS.items():
        index.add(ident, (en, de, *ALIASES.get(ident, ())), en)
    return index


def expansions_setup(values: Iterable[str]) -> list[str]:
    """``--expansion`` values (ids or names, English or German) -> the setup's ``expansions`` list."""
    chosen = [expansion_names().resolve(value) for value in values]
    return [BASE, *dict.fromkeys(chosen)]
