"""`mkref new`, `play`, `status`, `saves`, `map`: tracked games, for any game in the registry.

`new GAME [game options]` hands every option it does not know itself to the game's tracked game
(the ``game`` its plug-in names, ``setup_from_args``), so each game brings its own options. The
language given with ``--lang`` is recorded in the save; ``play``, ``status`` and ``map`` use it
unless their own ``--lang`` says otherwise (mkref.core.messages.pick_lang).
An existing save is never replaced unless `--force` is given (the old file then stays as the
backup `.NAME.toml.1`).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO, TypedDict

import typer

new = typer.Typer(add_completion=False)

if TYPE_CHECKING:  # for the checker only: a TypedDict costs a little to build at every start
    class SaveRow(TypedDict, total=False):
        """One line of `mkref saves` (and of its --json): a save's game, scenario, players and length, or its problem."""

        name: str
        file: str
        game: str
        scenario: str
        players: str
        events: int
        problem: str


def lock_note(command: str) -> str:
    """Who holds a save's lock, for the message a second writer gets."""
    import os
    import socket
    import time

    return f"mkref {command}, process {os.getpid()} on {socket.gethostname()}, since {time.strftime('%H:%M UTC', time.gmtime())}"


@new.command(
    name="new",
    context_settings={"allow_extra_args": True, "ignore_unknown_options": True, "help_option_names": []},
)
def _new(
    ctx: typer.Context,
    game: str = typer.Argument(None, help="The game: mage-knight, mk-miniatures, knight-tales or rune-age."),
    save: str = typer.Option(None, "--save", help="Name of the save (default: from the scenario)."),
    seed: int = typer.Option(None, "--seed", help="Seed for the rolls and draws mkref makes (default: random)."),
    force: bool = typer.Option(False, "--force", help="Replace an existing save of that name (kept as a backup)."),
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves (default: $MKREF_SAVES_DIR or ./saves)."),
    lang: str = typer.Option(None, "--lang", help="Language of the output: en or de (kept in the save)."),
) -> None:
    """Start a new tracked game and print the table's setup checklist.

    Every other option belongs to the game: its plug-in declares them (mkref.core.options), one parser reads
    them, and `mkref new GAME --help` lists them with their choices (`mkref new --help`: the games).
    """
    from mkref.core.cardfile import card_file
    from mkref.core.messages import SHELL, pick_lang
    from mkref.core.session import Session

    if game in (None, "--help", "-h") or "--help" in ctx.args or "-h" in ctx.args:
        _new_help(game if game not in ("--help", "-h") else None, pick_lang(lang), sys.stdout if game else sys.stderr)
        if game is None:  # no game at all: a usage error, as before
            raise typer.Exit(2)
        return

    if seed is None:
        import random

        seed = random.SystemRandom().randrange(1, 1_000_000)
    session = Session.new(game, list(ctx.args), save, saves_dir, seed, force, lock_note=lock_note("new"), setup_extra={"lang": pick_lang(lang)})  # --lang, else $MKREF_LANG, else en
    assert session.path is not None  # a new game is always saved
    from mkref.cli.fit import fit, screen_width

    out = sys.stdout.write
    for line in session.game.setup_checklist(session.data.setup, pick_lang(lang)):
        out(fit(line, screen_width()) + "\n")
    if session.card_note:
        out(SHELL.text("cards_unreadable", pick_lang(lang), path=card_file(session.path.parent, session.data.game), why=session.card_note,
                       game=session.data.game).strip() + "\n")
    out("\n" + fit(SHELL.text("saved_as", pick_lang(lang), path=session.path, seed=seed, name=session.path.stem), screen_width()) + "\n")


def _new_help(game: str | None, lang: str, out: TextIO) -> None:
    """`mkref new --help` (the games, from the registry: none is imported) or `mkref new GAME --help` (its options)."""
    from mkref.core.options import new_games_help_lines, new_help_lines
    from mkref.core.registry import GAMES, game_info, game_plugin

    if game is None:
        lines = new_games_help_lines(GAMES, lang)
    else:
        from mkref.core.plugin import resolve

        info = game_info(game)
        target = game_plugin(info.id).new_options
        lines = new_help_lines(info, resolve(target) if target else (), lang)
    out.write("\n".join(lines) + "\n")


def play(
    name: str = typer.Argument(..., help="The save to open."),
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves."),
    lang: str = typer.Option(None, "--lang", help="Language of the output: en or de (default: the save's)."),
    keep_going: bool = typer.Option(False, "--keep-going", help="With commands piped in: run on past refused commands (the exit code is still 1)."),
) -> None:
    """Open a saved game at the prompt; with a file on standard input, run its commands line by line.

    Only one mkref may have a save open for play: a second one is refused and told who holds it."""
    from mkref.cli.repl import play as run
    from mkref.core.messages import pick_lang
    from mkref.core.session import Session

    session = Session.open(name, saves_dir, lock_note=lock_note("play"))
    try:
        saved_lang = session.data.setup.get("lang")  # a hand-edited [setup] may hold anything there
        run(session, pick_lang(lang, saved_lang if isinstance(saved_lang, str) else None), keep_going=keep_going)
    finally:
        session.close()


def status(
    name: str = typer.Argument(..., help="The save."),
    as_json: bool = typer.Option(False, "--json", help="Print the state as JSON."),
    sheet: bool = typer.Option(False, "--sheet", help="Print a score sheet (TOML) for: mkref score --sheet FILE."),
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves."),
    lang: str = typer.Option(None, "--lang", help="Language of the output: en or de (default: the save's)."),
) -> None:
    """Show the state of a saved game (rich tables, --json, or --sheet for the scoring)."""
    from mkref.core.registry import game_plugin
    from mkref.core.session import quick_status

    data = quick_status(name, saves_dir)
    plugin = game_plugin(str(data.get("game", "")))
    if sheet:
        if not plugin.status_sheet:
            from mkref.core.errors import InvalidInput

            raise InvalidInput(f"No score sheet for {data.get('game')}", "this game has no sheet for mkref score")
        import tomli_w

        from mkref.core.plugin import resolve

        sys.stdout.write(tomli_w.dumps(resolve(plugin.status_sheet)(data)))
        return
    if as_json:
        sys.stdout.write(json_text(data) + "\n")
        return
    from mkref.core.messages import pick_lang
    from mkref.ui.console import make_console
    from mkref.ui.status_view import render_status

    render_status(data, make_console(), pick_lang(lang, _saved_lang(name, saves_dir)), plugin.views.get("status"))


def _saved_lang(name: str, saves_dir: str | None) -> str | None:
    """The language recorded at `mkref new --lang` (a saved game's setup), if any."""
    import tomllib

    from mkref.core.saves import save_path

    try:
        text = save_path(name, saves_dir).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    head = text.split("\n[[events]]", 1)[0]  # the setup comes before the events: a long game's log is not parsed
    try:
        setup = tomllib.loads(head).get("setup", {})
    except tomllib.TOMLDecodeError:
        try:
            setup = tomllib.loads(text).get("setup", {})
        except tomllib.TOMLDecodeError:
            return None
    lang = setup.get("lang") if isinstance(setup, dict) else None
    return lang if isinstance(lang, str) else None


def json_text(data: object) -> str:
    """Strict JSON: a number JSON cannot hold (Infinity, NaN) is written as null, never as invalid JSON."""
    import math

    def clean(value: object) -> object:
        if isinstance(value, float) and not math.isfinite(value):
            return None
        if isinstance(value, dict):
            return {k: clean(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return [clean(v) for v in value]
        return value

    return json.dumps(clean(data), indent=2, ensure_ascii=False, allow_nan=False)


def saves(
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves."),
    as_json: bool = typer.Option(False, "--json", help="Print the list as JSON."),
) -> None:
    """List the saved games (an unreadable one is listed as such; a lost save whose backups remain too)."""
    from mkref.core.saves import list_saves, orphaned_saves
    from mkref.core.saves import saves_dir as folder_of

    rows: list[SaveRow] = [_save_row(path) for path in list_saves(saves_dir)]
    for path in orphaned_saves(saves_dir):
        rows.append({"name": path.stem, "file": str(path), "game": "?", "problem": f"the save is gone, its backups remain: mkref restore {path.stem}"})
    rows.sort(key=lambda r: r["name"])
    if as_json:
        sys.stdout.write(json_text(rows) + "\n")
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


def _save_row(path: Path) -> SaveRow:
    """One save's line: its game, scenario, players and length, or why it cannot be read."""
    from mkref.core.errors import MkrefError
    from mkref.core.saves import check_save, load_raw

    try:
        data = check_save(load_raw(path), str(path))
    except MkrefError as error:
        return {"name": path.stem, "file": str(path), "game": "?", "problem": f"unreadable: {error.why or error.what}"}
    players = data.setup.get("players", [])
    return {
        "name": path.stem, "file": str(path), "game": data.game, "scenario": str(data.setup.get("scenario", "")),
        "players": ", ".join(str(p.get("name", "?")) for p in players if isinstance(p, dict)) if isinstance(players, list) else "",
        "events": len(data.events),
    }


def restore(
    name: str = typer.Argument(..., help="The save whose backup to bring back."),
    backup: int = typer.Option(None, "--backup", help="Which backup: 1 is the newest (default: list them)."),
    show: bool = typer.Option(False, "--show", help="Only show what the backup holds; change nothing."),
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves."),
) -> None:
    """List a save's backups, show what one holds, or bring it back (the current file becomes a backup)."""
    from mkref.core.restore import backup_lines, restore_backup

    out = sys.stdout.write
    if backup is None or show:
        for line in backup_lines(name, saves_dir, backup):
            out(line + "\n")
        return
    for line in restore_backup(name, backup, saves_dir, lock_note("restore")):
        out(line + "\n")


def map_command(
    name: str = typer.Argument(..., help="The save."),
    as_json: bool = typer.Option(False, "--json", help="Print the map as JSON."),
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves."),
    lang: str = typer.Option(None, "--lang", help="Language of the output: en or de (default: the save's)."),
) -> None:
    """Draw the explored map of a saved game (the games with a map: Mage Knight)."""
    from mkref.core.errors import InvalidInput
    from mkref.core.messages import pick_lang
    from mkref.core.plugin import resolve
    from mkref.core.registry import game_plugin
    from mkref.core.session import Session

    session = Session.open(name, saves_dir)
    view = game_plugin(session.data.game).views.get("map")
    saved_lang = session.data.setup.get("lang")
    if view is None:
        from mkref.core.messages import SHELL
        from mkref.core.registry import game_info

        info = game_info(session.data.game)
        raise InvalidInput(SHELL.said("no_map", name=name), SHELL.said("no_map_why", game=info.name_en),
                           SHELL.said("no_map_hint", name=name))
    resolve(view)(session.state, as_json, pick_lang(lang, saved_lang if isinstance(saved_lang, str) else None))
