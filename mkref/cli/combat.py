"""`mkref combat`: settle a Mage Knight combat, from a sheet or by asking the table phase by phase."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import typer

from mkref.core.errors import MkrefError


def combat(
    sheet: Path = typer.Option(None, "--sheet", help="A combat written down as TOML (see the README)."),
    as_json: bool = typer.Option(False, "--json", help="Print the result as JSON instead of the walkthrough."),
) -> None:
    """Settle a Mage Knight combat phase by phase, with the page for every step.

    Without --sheet it asks for the site, the enemies, the hero and the units, then walks the four
    phases: ranged and siege attacks, blocks, damage, attacks.
    """
    if sheet is None:
        if as_json:
            raise typer.BadParameter("--json needs --sheet FILE (the interactive combat prints tables)")
        from mkref.cli.combat_interactive import run_interactive

        run_interactive()
        return
    from mkref.games.mage_knight.combat_sheet import read_sheet, run

    try:
        result = run(read_sheet(sheet))
    except MkrefError as error:
        if not as_json:
            raise
        verdict = "illegal" if error.exit_code == 1 else "unreadable"
        sys.stdout.write(json.dumps({"verdict": verdict, **error.as_dict()}, ensure_ascii=False) + "\n")
        raise typer.Exit(error.exit_code) from None
    if as_json:
        sys.stdout.write(json.dumps(result.as_dict(), ensure_ascii=False, indent=2) + "\n")
        return
    from mkref.ui.combat_view import print_walkthrough
    from mkref.ui.console import make_console

    print_walkthrough(make_console(), result)
