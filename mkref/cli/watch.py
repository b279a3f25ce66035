"""`mkref watch NAME`: a live, read-only screen of a saved game for a second terminal or a television.

It follows the save while the table plays in another terminal (mkref.ui.watch_app) and never takes the
save's lock or writes to it. ``--screenshot FILE.svg`` draws one frame and exits; ``--web`` serves the
same screen as a web page (textual-serve) on the address the table chooses, localhost by default.
Only this command imports Textual.
"""

from __future__ import annotations

import shlex
import sys

import typer


def watch(
    name: str = typer.Argument(..., help="The save to follow."),
    screenshot: str = typer.Option(None, "--screenshot", help="Draw one frame as SVG into this file and exit."),
    web: bool = typer.Option(False, "--web", help="Serve the screen as a web page (for a television or phones)."),
    host: str = typer.Option("localhost", "--host", help="With --web: the address to listen on (0.0.0.0: the local network)."),
    port: int = typer.Option(8000, "--port", help="With --web: the port."),
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves."),
    lang: str = typer.Option(None, "--lang", help="Language of the screen: en or de (default: the save's)."),
) -> None:
    """Show a saved game live while it is played elsewhere: whose turn, what is pending, the standings,
    the last events and the map (keys 1/2/3, q quits). Read-only: takes no lock, writes nothing."""
    from mkref.core.messages import pick_lang
    from mkref.ui.watch_data import read_frame

    chosen = pick_lang(lang) if lang else None
    first = read_frame(name, saves_dir, chosen)  # a wrong name is said now, not inside the screen
    if first.gone and not web:
        from mkref.core.session import Session

        Session.open(name, saves_dir)  # raises the save's own refusal (with its backups)
    if web:
        _serve(name, saves_dir, chosen, host, port)
        return
    from mkref.ui.watch_app import WatchApp

    app = WatchApp(name, saves_dir, chosen or _saved_lang(name, saves_dir))
    if screenshot:
        import asyncio

        from mkref.ui.watch_app import screenshot as shot

        asyncio.run(shot(app, screenshot))
        sys.stdout.write(screenshot + "\n")
        return
    app.run()


def _saved_lang(name: str, saves_dir: str | None) -> str | None:
    from mkref.cli.game import _saved_lang as saved

    return saved(name, saves_dir)


def _serve(name: str, saves_dir: str | None, lang: str | None, host: str, port: int) -> None:
    """The same screen as a page: textual-serve runs `mkref watch NAME` for each browser that opens it."""
    from textual_serve.server import Server

    words = [sys.executable, "-m", "mkref", "watch", name]
    if saves_dir:
        words += ["--saves-dir", saves_dir]
    if lang:
        words += ["--lang", lang]
    Server(shlex.join(words), host=host, port=port, title=f"mkref watch {name}").serve()
