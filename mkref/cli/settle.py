"""`mkref settle FILE`: settle any written-down dispute (a sheet) of any game.

A sheet may name its game and kind at the top (``game = "rune-age"``, ``kind = "siege"``). Without
them it is a Mage Knight sheet, a combat or a score sheet told apart by its keys, so every sheet that
`mkref combat --sheet` or `mkref score --sheet` takes is settled here the same way. The game's
plug-in (``mkref.core.plugin``) names the function that settles each kind. A game's own commands that
take a sheet (`mkref combat --sheet`, `mkref score --sheet`, `mkref mini attack --sheet`) dispatch
through ``settle_table`` too, naming themselves: a sheet of another kind or game is then refused with
the command that settles it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypedDict

import typer

from mkref.core.errors import InvalidInput, SheetError

DEFAULT_GAME = "mage-knight"
HEADER_KEYS = ("game",)  # read here and not handed to the game; ``kind`` is handed over (a game may read it)

if TYPE_CHECKING:  # for the checker only (the settle functions are found by name in a game's plug-in)
    class SettleOptions(TypedDict, total=False):
        """What the shell tells a game's settle function beside the sheet."""

        command: str  # the command that asked: `settle`, or the game's own (`combat`, `score`, `attack`)
        explain: bool  # `mkref score --sheet FILE --explain`: show the arithmetic of every number

    class SettleSheet(Protocol):
        """A game's settle function (``Plugin.sheets``): it writes its result and returns the exit code."""

        def __call__(self, sheet: dict[str, Any], source: str, *, as_json: bool, lang: str, options: SettleOptions) -> int: ...


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


def settle_table(
    table: dict[str, Any], source: str, *, as_json: bool, lang: str, command: str,
    options: SettleOptions | None = None, command_game: str | None = None,
) -> int:
    """Dispatch a read sheet to its game's settle function; ``command`` is the shell command that asked.

    ``command_game`` is the game whose own command asked (``combat`` is Mage Knight's): the sheet must
    then be of that game and of the kind the command settles (``default_sheet_kinds[command]``).
    """
    from mkref.core.registry import game_info, game_plugin

    game_name = table["game"] if "game" in table else _unnamed_game(table, command_game)
    if not isinstance(game_name, str):
        raise SheetError(f"{source}: 'game' must be a game's name", "for example game = \"rune-age\"")
    info = game_info(game_name)
    plugin = game_plugin(info.id)
    kind = table.get("kind")
    if kind is not None and not isinstance(kind, str):  # a table or a list: never hashed as a kind (issue 11)
        raise SheetError(f"{source}: 'kind' must be a sheet kind's name", "it is a table" if isinstance(kind, dict) else "it is a list" if isinstance(kind, list) else f"it is {kind!r}",
                         f"Say it at the top with kind = \"...\" (its sheet kinds: {', '.join(sorted(plugin.sheets)) or 'none'})")
    if kind not in plugin.sheets:  # no kind, or a word the game reads itself (a miniatures attack's 'close')
        guessed = _guess_kind(plugin.default_sheet_kinds, table)
        if guessed is not None:
            kind = guessed
        elif kind is None:
            kind = plugin.default_sheet_kinds.get(command)
    if command_game is not None:
        _check_command(source, command, command_game, info.id, kind)
    if not isinstance(kind, str) or kind not in plugin.sheets:
        kinds = ", ".join(sorted(plugin.sheets)) or "none"
        if kind is None:
            raise SheetError(f"{source} names no kind", f"mkref cannot tell which {info.name_en} sheet it is",
                             f"Say it at the top with kind = \"...\" (its sheet kinds: {kinds})")
        raise SheetError(f"{source}: {info.name_en} has no sheet of kind '{kind}'", f"its sheet kinds are: {kinds}")
    from mkref.core.plugin import resolve

    body = {key: value for key, value in table.items() if key not in HEADER_KEYS}
    # options["command"]: the command that asked, so that a game's own command keeps its own JSON while
    # `mkref settle --json` always answers with a "verdict"
    settle_sheet: SettleSheet = resolve(plugin.sheets[kind])
    asked: SettleOptions = {"command": command, **(options or {})}
    result = settle_sheet(body, source, as_json=as_json, lang=lang, options=asked)
    return int(result or 0)


def _unnamed_game(table: dict[str, Any], command_game: str | None) -> str:
    """A sheet without 'game' is a Mage Knight sheet, except at another game's own command when it looks
    like a sheet of that game (or like no Mage Knight sheet either)."""
    if command_game is None or command_game == DEFAULT_GAME:
        return DEFAULT_GAME
    from mkref.core.registry import game_plugin

    if _guess_kind(game_plugin(command_game).default_sheet_kinds, table) is None \
            and _guess_kind(game_plugin(DEFAULT_GAME).default_sheet_kinds, table) is not None:
        return DEFAULT_GAME
    return command_game


def _check_command(source: str, command: str, command_game: str, game_id: str, kind: object) -> None:
    """A game's own command settles only its game's sheets of its own kind; name the command that fits."""
    from mkref.core.registry import game_info, game_plugin

    plugin = game_plugin(command_game)
    wanted = plugin.default_sheet_kinds.get(command)
    if game_id == command_game and (wanted is None or kind == wanted or kind in plugin.command_kinds.get(command, ())):
        return
    what = f"{game_info(game_id).name_en} {kind} sheet" if isinstance(kind, str) else f"{game_info(game_id).name_en} sheet"
    wanted_what = f"{game_info(command_game).name_en} {wanted} sheet"
    if game_id == command_game:  # the same game: the kinds say it
        what, wanted_what = f"{kind} sheet", f"{wanted} sheet"
    raise InvalidInput(
        f"{source} is a {what}, not a {wanted_what}",
        f"mkref {command} --sheet settles only {wanted} sheets",
        f"Settle it with: {command_for(game_id, kind, source)}",
    )


def command_for(game_id: str, kind: object, source: str) -> str:
    """The command line that settles a sheet of this game and kind: the game's own command, else `settle`."""
    from mkref.core.registry import game_commands, game_plugin

    own = game_commands()
    for command, its_kind in game_plugin(game_id).default_sheet_kinds.items():
        if its_kind == kind and own.get(command, ("", ""))[0] == game_id:
            return f"mkref {command} --sheet {source}"
    return f"mkref settle {source}"


def _guess_kind(defaults: Mapping[str, str], table: dict[str, Any]) -> str | None:
    """A sheet without 'kind': the game's 'guess' entry names a function that tells its kinds apart by keys."""
    guesser = defaults.get("guess")
    if not guesser:
        return None
    from mkref.core.plugin import resolve

    guess: Callable[[dict[str, Any]], str | None] = resolve(guesser)
    return guess(table)
