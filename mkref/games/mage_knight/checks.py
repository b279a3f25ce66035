"""Every loader of the Mage Knight rules data, and the cross-references between the files.

`mkref check-rules` calls `CHECKS`; add a loader here when a new rules file gets one.
"""

from __future__ import annotations

from collections.abc import Callable

from mkref.core.rulesdata import new_problems
from mkref.games.mage_knight.data import components as data
from mkref.games.mage_knight.map import tiles as map_tiles
from mkref.games.mage_knight.parts import every_part


def _cross_references() -> None:
    """Every ability, site and city colour used in one file is named in keywords.toml, in both languages."""
    problems = new_problems()
    abilities = data.keyword_names("abilities")
    sites = data.keyword_names("sites")
    for enemy in data.enemies().values():
        for ability in sorted(enemy.abilities):
            if ability not in abilities:
                problems.add(f"rules/mage-knight/enemies.toml [enemies.{enemy.id}.abilities]", f"'{ability}' has no entry in keywords.toml [abilities]")
    for unit in data.units().values():
        for site in unit.recruit_at:
            if site not in sites:
                problems.add(f"rules/mage-knight/units.toml [units.{unit.id}.recruit_at]", f"'{site}' has no entry in keywords.toml [sites]")
    combat_sites, colors, _ = data.combat_facts()
    for site in combat_sites:
        if site not in sites and site not in ("none", "rampaging"):
            problems.add(f"rules/mage-knight/combat.toml [sites.{site}]", "has no entry in keywords.toml [sites]")
    for table in ("abilities", "sites", "city_colors", "elements", "resistances", "phases", "terrain"):
        for ident, names in data.keyword_names(table).items():
            if not names.de:
                problems.add(f"rules/mage-knight/keywords.toml [{table}.{ident}.name]", "has no German name")
    if sorted(data.levels()) != list(range(1, 11)):
        problems.add("rules/mage-knight/levels.toml [levels]", "needs levels 1 to 10")
    problems.raise_if_any("The Mage Knight rules data")


def _scoring() -> None:
    from mkref.games.mage_knight import scoring

    scoring.load_catalog()


def _cards() -> None:
    from mkref.games.mage_knight.data import deed_cards

    deed_cards.check()  # cards.toml and skills.toml


def _rules_index() -> None:
    from mkref.core import rulesindex

    from mkref.core.rulesdata import game_dir

    rulesindex.build("mage-knight", game_dir("mage-knight"))  # every entry validated, bypassing the cache


CHECKS: list[Callable[[], object]] = [
    data.enemies,
    data.units,
    data.levels,
    data.combat_facts,
    data.enemy_names,
    data.unit_names,
    _cross_references,
    map_tiles.map_data,  # tiles.toml, map_shapes.toml, ruins_tokens.toml, keywords.toml [terrain]
    map_tiles.tile_names,
    _cards,
    *(part.check_rules for part in every_part()),  # each optional part's own files (The Lost Legion: volkare.toml, ...)
]
