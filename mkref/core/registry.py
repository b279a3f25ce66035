"""The games mkref knows. Each maps to its own package, imported only when chosen."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType

from typing import TYPE_CHECKING

from mkref.core.names import NameIndex

if TYPE_CHECKING:
    from mkref.core.plugin import Plugin


@dataclass(frozen=True)
class GameInfo:
    id: str  # also the folder name in rules/
    package: str
    name_en: str
    name_de: str
    aliases: tuple[str, ...] = ()


GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        "mage-knight",
        "mkref.games.mage_knight",
        "Mage Knight Board Game (Ultimate Edition)",
        "Mage Knight Brettspiel (Ultimate Edition)",
        ("mk", "mage knight", "mage-knight-board-game", "Mage Knight Brettspiel", "mkbg"),
    ),
    GameInfo(
        "mk-miniatures",
        "mkref.games.mk_miniatures",
        "Mage Knight miniatures game",
        "Mage Knight Miniaturenspiel",
        ("mk-mini", "mini", "miniatures", "mage knight miniatures", "Mage Knight Tabletop", "Miniaturenspiel"),
    ),
    GameInfo("rune-age", "mkref.games.rune_age", "Rune Age", "Rune Age - Das Kartenspiel", ("ra", "rune age", "runeage", "Rune Age Kartenspiel")),
)


def _index() -> NameIndex:
    index = NameIndex("game")
    for game in GAMES:
        index.add(game.id, (game.name_en, game.name_de, *game.aliases), game.name_en)
    return index


def game_info(name: str) -> GameInfo:
    ident = _index().resolve(name)
    return next(g for g in GAMES if g.id == ident)


def game_package(name: str) -> ModuleType:
    return importlib.import_module(game_info(name).package)


def game_plugin(name: str) -> Plugin:
    """The ``PLUGIN`` a game declares in ``<package>/plugin.py`` (see ``mkref.core.plugin``)."""
    from mkref.core.plugin import resolve

    return resolve(game_info(name).package + ".plugin:PLUGIN")  # type: ignore[no-any-return]
