"""`mkref combat`: settle a Mage Knight combat, from a sheet or by asking the table phase by phase."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from mkref.core.errors import MkrefError

if TYPE_CHECKING:
    from mkref.cli.settle import SettleOptions


def combat(
    sheet: Path = typer.Option(None, "--sheet", help="A combat written down as TOML (see the README)."),
    as_json: bool = typer.Option(False, "--json", help="Print the result as JSON instead of the walkthrough."),
    lang: str = typer.Option(None, "--lang", help="Language of the output: en or de (default: $MKREF_LANG or en)."),
) -> None:
    """Settle a Mage Knight combat phase by phase, with the page for every step.

    Without --sheet it asks for the site, the enemies, the hero and the units, then walks the four
    phases: ranged and siege attacks, blocks, damage, attacks.
    """
    from mkref.core.messages import pick_lang

    if sheet is None:
        if as_json:
            from mkref.games.mage_knight.messages import MESSAGES

            raise typer.BadParameter(MESSAGES.text("combat_view.json_needs_sheet", pick_lang(lang)))
        from mkref.games.mage_knight.shell.combat_interactive import run_interactive

        run_interactive(pick_lang(lang))
        return
    from mkref.cli.settle import settle_table
    from mkref.core.errors import SheetError
    from mkref.core.tomlread import load_toml

    try:
        table = load_toml(Path(sheet), SheetError)
        code = settle_table(table, str(sheet), as_json=as_json, lang=pick_lang(lang), command="combat", command_game="mage-knight")
    except MkrefError as error:
        if not as_json:
            raise
        _json_refusal(error)
        raise typer.Exit(error.exit_code) from None
    if code:
        raise typer.Exit(code)


def settle_combat(sheet: dict[str, Any], source: str, *, as_json: bool, lang: str, options: SettleOptions) -> int:
    """The plug-in's settle function for combat sheets (`mkref combat --sheet`, `mkref settle`)."""
    from mkref.core.errors import SheetError
    from mkref.core.tomlread import Fields, Problems
    from mkref.games.mage_knight.combat.sheets import parse_sheet, run

    body = {key: value for key, value in sheet.items() if key != "kind"}
    try:
        result = run(parse_sheet(Fields(body, source, "", Problems(SheetError, collect=False))))
    except MkrefError as error:
        if not as_json:
            raise
        _json_refusal(error)
        return error.exit_code
    if as_json:
        sys.stdout.write(json.dumps(result.as_dict(), ensure_ascii=False, indent=2) + "\n")
        return 0
    from mkref.games.mage_knight.shell.combat_view import print_walkthrough
    from mkref.ui.console import make_console

    print_walkthrough(make_console(), result, lang)
    return 0


def _json_refusal(error: MkrefError) -> None:
    verdict = "illegal" if error.exit_code == 1 else "unreadable"
    sys.stdout.write(json.dumps({"verdict": verdict, **error.as_dict()}, ensure_ascii=False) + "\n")
