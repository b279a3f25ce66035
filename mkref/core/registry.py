"""The games mkref knows. Each maps to its own package, imported only when chosen."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

from mkref.core.record import Record

if TYPE_CHECKING:
    from mkref.core.names import NameIndex
    from mkref.core.plugin import Plugin


class GameInfo(Record):  # a Record: free to define at start-up (mkref.core.record)
    id: str  # also the folder name in rules/
    package: str
    name_en: str
    name_de: str
    aliases: tuple[str, ...] = ()
    # the game's own top-level sub-commands, (name, one-line help), as its plug-in's ``commands`` names
    # them: kept here so that `mkref --help` lists them without importing the game
    commands: tuple[tuple[str, str], ...] = ()


GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        "mage-knight",
        "mkref.games.mage_knight",
        "Mage Knight Board Game (Ultimate Edition)",
        "Mage Knight Brettspiel (Ultimate Edition)",
        ("mk", "mage knight", "mage-knight-board-game", "Mage Knight Brettspiel", "mkbg"),
        (
            ("combat", "Settle a Mage Knight combat phase by phase (interactive, or --sheet FILE)."),
            ("score", "End-of-game scoring for any Mage Knight scenario (interactive, or --sheet FILE)."),
        ),
    ),
    GameInfo(
        "mk-miniatures",
        "mkref.games.mk_miniatures",
        "Mage Knight miniatures game",
        "Mage Knight Miniaturenspiel",
        ("mk-mini", "mini", "miniatures", "mage knight miniatures", "Mage Knight Tabletop", "Miniaturenspiel"),
        (("mini", "The Mage Knight miniatures game: armies and the attack calculator."),),
    ),
    GameInfo("knight-tales", "mkref.games.knight_tales", "Knight Tales", "Knight Tales", ("kt", "knight tales", "knighttales", "Ritter")),
    GameInfo("rune-age", "mkref.games.rune_age", "Rune Age", "Rune Age - Das Kartenspiel", ("ra", "rune age", "runeage", "Rune Age Kartenspiel")),
)


def _index() -> NameIndex:
    from mkref.core.names import NameIndex

    index = NameIndex("game")
    for game in GAMES:
        index.add(game.id, (game.name_en, game.name_de, *game.aliases), game.name_en)
    return index


def game_info(name: str) -> GameInfo:
    for game in GAMES:  # a game's own id needs no name index
        if game.id == name:
            return game
    ident = _index().resolve(name)
    return next(g for g in GAMES if g.id == ident)


def game_package(name: str) -> ModuleType:
    return importlib.import_module(game_info(name).package)


def game_plugin(name: str) -> Plugin:
    """The ``PLUGIN`` a game declares in ``<package>/plugin.py`` (see ``mkref.core.plugin``)."""
    from mkref.core.plugin import resolve

    return resolve(game_info(name).package + ".plugin:PLUGIN")  # type: ignore[no-any-return]


def game_commands() -> dict[str, tuple[str, str]]:
    """Every game's own top-level sub-command: name -> (game id, one-line help), without importing a game."""
    return {name: (game.id, help_text) for game in GAMES for name, help_text in game.commands}
