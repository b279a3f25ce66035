"""The names a question to the table accepts for its options: the whole kind of thing they are (a colour, a unit,
an enemy token, a ruins token, a tile). It reads the map's data, so it sits with the tracked table, above the map."""

from __future__ import annotations

from functools import cache

from mkref.games.mage_knight.data.components import enemies
from mkref.games.mage_knight.data.game_facts import COLOUR_NAMES, TILE_KIND_NAMES, Entries, tactics, unit_table
from mkref.games.mage_knight.map.tiles import map_data


@cache
def _name_domains() -> tuple[Entries, ...]:
    """Every kind of thing a request may ask for, with the English and German names of each id."""
    tactic_names = tuple((t.id, t.en, t.de, str(t.number)) for t in tactics().values())
    units = tuple((u.id, u.name.en, u.name.de) for u in unit_table().values())
    foes = tuple((e.id, e.name.en, e.name.de) for e in enemies().values())
    ruins = tuple((r.id, r.name.en, r.name.de) for r in map_data().ruins.values())
    tiles = tuple((t.short, t.name.en, t.name.de, t.id) for t in map_data().tiles.values())
    return (COLOUR_NAMES, TILE_KIND_NAMES, tactic_names, units, foes, ruins, tiles)


def answer_names(options: tuple[str, ...]) -> Entries:
    """The names for a request over ``options``: the whole kind of thing the options are (a colour, a unit,
    an enemy token, ...), so a name of that kind that cannot come up is told apart from an unknown word.
    The first kind that holds every option wins (units and enemies share some ids); else every kind that
    holds one of them."""
    wanted = set(options)
    domains = _name_domains()
    for domain in domains:
        if wanted <= {entry[0] for entry in domain}:
            return domain
    return tuple(entry for domain in domains if wanted & {e[0] for e in domain} for entry in domain)
