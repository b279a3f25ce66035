"""`mkref new`, `play`, `status`, `saves`, `map`: tracked games, for any game in the registry.

`new GAME [game options]` hands every option it does not know itself to the game's package
(`mkref.games.<pkg>.game.GAME.setup_from_args`), so each game brings its own options.
An existing save is never replaced unless `--force` is given (the old file then stays as the
backup `.NAME.toml.1`).
"""

from __future__ import annotations

import json
import sys
from typing import Any

import typer

new = typer.Typer(add_completion=False)


@new.command(
    name="new",
    context_settings={"allow_extra_args": True, "ignore_unknown_options": True, "help_option_names": ["--help", "-h"]},
)
def _new(
    ctx: typer.Context,
    game: str = typer.Argument(..., help="The game: mage-knight (mk) or mk-miniatures (mini)."),
    save: str = typer.Option(None, "--save", help="Name of the save (default: from the scenario)."),
    seed: int = typer.Option(None, "--seed", help="Seed for the rolls and draws mkref makes (default: random)."),
    force: bool = typer.Option(False, "--force", help="Replace an existing save of that name (kept as a backup)."),
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves (default: $MKREF_SAVES_DIR or ./saves)."),
    lang: str = typer.Option(None, "--lang", help="Language of the output: en or de (default: the game's, else $MKREF_LANG or en)."),
) -> None:
    """Start a new tracked game and print the table's setup checklist.

    Every other option belongs to the game. Mage Knight: --scenario ID --player NAME:HERO (once per player)
    [--dummy HERO | --no-dummy] [--no-map]; for example
    mkref new mage-knight --scenario first_recon --player Anna:Tovak. The miniatures game: see the README.
    """
    from mkref.core.session import Session

    if seed is None:
        import random

        seed = random.SystemRandom().randrange(1, 1_000_000)
    session = Session.new(game, list(ctx.args), save, saves_dir, seed, force)
    out = sys.stdout.write
    from mkref.core.messages import pick_lang

    saved = session.data.setup.get("lang")
    for line in session.game.setup_checklist(session.data.setup, pick_lang(lang, saved if isinstance(saved, str) else None)):
        out(line + "\n")
    assert session.path is not None
    out(f"\nSaved as {session.path} (seed {seed}). Continue with: mkref play {session.path.stem}\n")


def play(
    name: str = typer.Argument(..., help="The save to open."),
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves."),
    lang: str = typer.Option(None, "--lang", help="Language of the output: en or de (default: the game's, else $MKREF_LANG or en)."),
) -> None:
    """Open a saved game at the prompt; with a file on standard input, run its commands line by line."""
    from mkref.core.messages import pick_lang
    from mkref.core.repl import play as run
    from mkref.core.session import Session

    session = Session.open(name, saves_dir)
    saved = session.data.setup.get("lang")
    run(session, pick_lang(lang, saved if isinstance(saved, str) else None))


def status(
    name: str = typer.Argument(..., help="The save."),
    as_json: bool = typer.Option(False, "--json", help="Print the state as JSON."),
    sheet: bool = typer.Option(False, "--sheet", help="Print a score sheet (TOML) for: mkref score --sheet FILE."),
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves."),
    lang: str = typer.Option("en", "--lang", help="Language of the output: en or de."),
) -> None:
    """Show the state of a saved game (rich tables, --json, or --sheet for the scoring)."""
    from mkref.core.session import quick_status

    data = quick_status(name, saves_dir)
    if sheet:
        from mkref.core.errors import InvalidInput
        from mkref.core.session import load_game

        maker = getattr(load_game(str(data.get("game", ""))), "score_sheet", None)
        if maker is None:
            raise InvalidInput(f"No score sheet for {data.get('game')}", "this game has no sheet for mkref score")
        import tomli_w

        sys.stdout.write(tomli_w.dumps(maker(data)))
        return
    if as_json:
        sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
        return
    from mkref.ui.console import make_console
    from mkref.ui.status_view import render_status

    render_status(data, make_console(), lang)


def saves(
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves."),
    as_json: bool = typer.Option(False, "--json", help="Print the list as JSON."),
) -> None:
    """List the saved games."""
    import tomllib

    from mkref.core.saves import list_saves
    from mkref.core.saves import saves_dir as folder_of

    rows: list[dict[str, Any]] = []
    for path in list_saves(saves_dir):
        row: dict[str, Any] = {"name": path.stem, "file": str(path)}
        try:
            with open(path, "rb") as handle:
                raw = tomllib.load(handle)
            setup = raw.get("setup", {})
            row.update(
                game=raw.get("game", "?"),
                scenario=setup.get("scenario", ""),
                players=", ".join(p.get("name", "?") for p in setup.get("players", []) if isinstance(p, dict)),
                events=len(raw.get("events", [])),
            )
        except (OSError, tomllib.TOMLDecodeError, AttributeError) as exc:
            row.update(game="?", problem=f"unreadable: {exc}")
        rows.append(row)
    if as_json:
        sys.stdout.write(json.dumps(rows, indent=2, ensure_ascii=False) + "\n")
        return
    if not rows:
        sys.stdout.write(f"No saves in {folder_of(saves_dir)}. Start one with: mkref new mage-knight --scenario first_recon --player NAME:HERO\n")
        return
    from rich.table import Table

    from mkref.ui.console import make_console

    table = Table("save", "game", "scenario", "players", "events", title=f"Saves in {folder_of(saves_dir)}")
    for row in rows:
        table.add_row(row["name"], row.get("game", "?"), row.get("scenario", ""), row.get("players", row.get("problem", "")), str(row.get("events", "")))
    make_console().print(table)


def map_command(
    name: str = typer.Argument(..., help="The save."),
    as_json: bool = typer.Option(False, "--json", help="Print the map as JSON."),
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves."),
) -> None:
    """Draw the explored map of a saved Mage Knight game."""
    import importlib.util

    from mkref.core.errors import InvalidInput
    from mkref.core.session import Session

    session = Session.open(name, saves_dir)
    drawer = getattr(session.game, "draw_map", None)
    if drawer is None or importlib.util.find_spec("mkref.games.mage_knight.map") is None:
        raise InvalidInput(
            f"No map to draw for '{name}'",
            "the map of explored tiles is not available in this version of mkref yet",
            "Moves name the terrain and site of each space for now",
        )
    drawer(session.state, as_json)
