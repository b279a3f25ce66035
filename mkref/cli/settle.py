"""`mkref settle FILE`: settle any written-down dispute (a sheet) of any game.

A sheet may name its game and kind at the top (``game = "rune-age"``, ``kind = "siege"``). Without
them it is a Mage Knight sheet, a combat or a score sheet told apart by its keys, so every sheet that
`mkref combat --sheet` or `mkref score --sheet` takes is settled here the same way. The game's
plug-in (``mkref.core.plugin``) names the function that settles each kind.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from mkref.core.errors import SheetError

DEFAULT_GAME = "mage-knight"


def settle(
    sheet: Path = typer.Argument(..., help="The sheet (TOML). Its 'game' and 'kind' keys say what it settles."),
    as_json: bool = typer.Option(False, "--json", help="Print the result as JSON instead of the walkthrough."),
    lang: str = typer.Option(None, "--lang", help="Language of the output: en or de (default: $MKREF_LANG or en)."),
) -> None:
    """Settle a written-down dispute of any game: a combat, a score, a battle, a siege, an attack ..."""
    from mkref.core.messages import pick_lang
    from mkref.core.tomlread import load_toml

    table = load_toml(Path(sheet), SheetError)
    code = settle_table(table, str(sheet), as_json=as_json, lang=pick_lang(lang), command="settle")
    if code:
        raise typer.Exit(code)


def settle_table(table: dict[str, Any], source: str, *, as_json: bool, lang: str, command: str, options: dict[str, Any] | None = None) -> int:
    """Dispatch a read sheet to its game's settle function; ``command`` is the shell command that asked."""
    from mkref.core.registry import game_info, game_plugin

    game_name = table.get("game", DEFAULT_GAME)
    if not isinstance(game_name, str):
        raise SheetError(f"{source}: 'game' must be a game's name", "for example game = \"rune-age\"")
    info = game_info(game_name)
    plugin = game_plugin(info.id)
    kind = table.get("kind")
    if kind is None:
        kind = plugin.default_sheet_kinds.get(command) or _guess_kind(plugin.default_sheet_kinds, table)
    if not isinstance(kind, str) or kind not in plugin.sheets:
        kinds = ", ".join(sorted(plugin.sheets)) or "none"
        raise SheetError(f"{source}: {info.name_en} has no sheet of kind '{kind}'", f"its sheet kinds are: {kinds}")
    from mkref.core.plugin import resolve

    result = resolve(plugin.sheets[kind])(table, source, as_json=as_json, lang=lang, options=dict(options or {}))
    return int(result or 0)


def _guess_kind(defaults: Any, table: dict[str, Any]) -> Any:
    """A sheet without 'kind': the game's 'guess' entry names a function that tells its kinds apart by keys."""
    guesser = defaults.get("guess")
    if not guesser:
        return None
    from mkref.core.plugin import resolve

    return resolve(guesser)(table)
