"""`mkref report NAME`: the story of a saved game, round by round, with its standings drawn as charts.

Reads the save without its lock and writes nothing but the output (and ``--md FILE``). The story itself
is told by ``mkref.core.story`` with the game's plug-in ``story``; ``mkref.ui.story_view`` draws it.
"""

from __future__ import annotations

import sys
from typing import Any

import typer


def read_story(name: str, saves_dir: str | None, lang: str | None) -> tuple[dict[str, Any], str, str]:
    """(story, language, game's name) of a save, read without its lock."""
    from mkref.core.messages import pick_lang
    from mkref.core.registry import game_info
    from mkref.ui.watch_data import Follower

    follower = Follower(name, saves_dir, lang)
    story = follower.told()
    saved = follower.setup.get("lang")
    chosen = pick_lang(lang, saved if isinstance(saved, str) else None)
    info = game_info(story["game"])
    return story, chosen, info.name_de if chosen == "de" else info.name_en


def report(
    name: str = typer.Argument(..., help="The save."),
    as_json: bool = typer.Option(False, "--json", help="Print the story as JSON (rounds, moments, result)."),
    md: str = typer.Option(None, "--md", help="Also write the story as Markdown to this file."),
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves."),
    lang: str = typer.Option(None, "--lang", help="Language of the story: en or de (default: the save's)."),
) -> None:
    """Tell the story of a game, finished or in progress: who did what round by round, the decisive
    moments, the standings after each round as charts, and the result."""
    from mkref.ui.story_view import story_lines

    story, chosen, game_name = read_story(name, saves_dir, lang)
    if md:
        from pathlib import Path

        Path(md).write_text("\n".join(story_lines(story, name, game_name, chosen, markdown=True)) + "\n", encoding="utf-8")
    if as_json:
        from mkref.cli.game import json_text

        sys.stdout.write(json_text(story) + "\n")
        return
    sys.stdout.write("\n".join(story_lines(story, name, game_name, chosen)) + "\n")
