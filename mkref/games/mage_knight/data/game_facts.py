"""Rules facts a tracked Mage Knight game needs, from rules/mage-knight/ (game, heroes, tactics, sites,
scenarios with their [setup] tables, levels, reputation, units). Each file is read once per process."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from mkref.core.errors import RulesDataError
from mkref.core.names import NameIndex
from mkref.core.rulesdata import read_file
from mkref.core.names import name_in

GAME = "mage-knight"


def _file(name: str) -> dict[str, Any]:
    return read_file(GAME, name)


@cache
def facts() -> dict[str, Any]:
    """game.toml as a plain dict."""
    return _file("game.toml")


@dataclass(frozen=True)
class Hero:
    id: str
    en: str
    de: str
    dummy_crystals: tuple[str, ...]
    deck: dict[str, int]


@cache
def heroes() -> dict[str, Hero]:
    out: dict[str, Hero] = {}
    for ident, h in _file("heroes.toml").get("heroes", {}).items():
        out[ident] = Hero(ident, h["name"]["en"], h["name"].get("de", h["name"]["en"]), tuple(h["dummy_crystals"]), dict(h["deck"]))
    if not out:
        from mkref.core.messages import SHELL

        raise RulesDataError(SHELL.said("data.no_heroes", file="rules/mage-knight/heroes.toml"))
    return out


@cache
def hero_names() -> NameIndex:
    index = NameIndex("hero")
    for h in heroes().values():
        index.add(h.id, (h.en, h.de), h.en)
    return index


@dataclass(frozen=True)
class Tactic:
    id: str
    time: str
    number: int
    en: str
    de: str

    def name(self, lang: str = "en") -> str:
        return name_in(lang, self.en, self.de)


@cache
def tactics() -> dict[str, Tactic]:
    return {
        i: Tactic(i, t["time"], t["number"], t["name"]["en"], t["name"].get("de", t["name"]["en"]))
        for i, t in _file("tactics.toml").get("tactics", {}).items()
    }


def tactics_for(time: str) -> list[Tactic]:
    return sorted((t for t in tactics().values() if t.time == time), key=lambda t: t.number)


@cache
def sites() -> dict[str, dict[str, Any]]:
    return dict(_file("sites.toml").get("sites", {}))


@cache
def site_names() -> NameIndex:
    index = NameIndex("site")
    for ident, s in sites().items():
        index.add(ident, (s["name"]["en"], s["name"].get("de", ""), ident.replace("_", " ")), s["name"]["en"])
    for alias, ident in (("tower", "mage_tower"), ("ruins", "ancient_ruins"), ("mine", "crystal_mine"), ("glade", "magical_glade"),
                         ("den", "monster_den"), ("marauding orcs", "orcs"), ("Turm", "mage_tower"), ("Lichtung", "magical_glade"),
                         ("Bergwerk", "crystal_mine"), ("Orks", "orcs")):
        index.add(ident, (alias,), sites()[ident]["name"]["en"])
    return index


@cache
def terrain_names() -> NameIndex:
    index = NameIndex("terrain")
    for ident, t in facts()["terrain"].items():
        if isinstance(t, dict):
            index.add(ident, (t["name"]["en"], t["name"]["de"]), t["name"]["en"])
    index.add("mountain", ("mountains", "Berge"), "mountains")
    return index


@cache
def scenarios() -> dict[str, dict[str, Any]]:
    data = _file("scenarios.toml").get("scenarios", {})
    return {k: v for k, v in data.items() if "setup" in v}


@cache
def scenario_names() -> NameIndex:
    index = NameIndex("scenario")
    for ident, s in scenarios().items():
        index.add(ident, (s["name"]["en"], s["name"].get("de", ""), *s.get("aliases", [])), s["name"]["en"])
    return index


@cache
def reputation_track() -> tuple[dict[int, int], int]:
    data = _file("reputation.toml")
    return {int(k): v for k, v in data["positions"].items()}, int(data["x_position"])


@cache
def level_table() -> dict[int, Any]:
    from mkref.games.mage_knight.data.components import levels

    return levels()


@cache
def unit_table() -> dict[str, Any]:
    from mkref.games.mage_knight.data.components import units

    return units()


@cache
def unit_names() -> NameIndex:
    from mkref.games.mage_knight.data.components import unit_names as names

    return names()


# -- the names the table may type at a roll, draw or question -------------------------------------------
Entries = tuple[tuple[str, ...], ...]  # (id, display name, other words...), see mkref.core.chance.Request.names

COLOUR_NAMES: Entries = (
    ("red", "red", "rot"), ("blue", "blue", "blau"), ("white", "white", "weiß", "weiss"), ("green", "green", "grün", "gruen"),
    ("gold", "gold"), ("black", "black", "schwarz"),
)
TILE_KIND_NAMES: Entries = (
    ("city", "city", "Stadt", "with a city", "mit Stadt"),
    ("core", "core", "Kernplättchen", "Kern", "without", "ohne Stadt"),
)
