"""`mkref cards GAME`: the table's card file (mkref.core.cardfile): list it, check it, merge another table's."""

from __future__ import annotations

import sys
from pathlib import Path

import typer


def cards(
    game: str = typer.Argument(..., help="The game: mage-knight, mk-miniatures, knight-tales or rune-age (or a German name)."),
    check: bool = typer.Option(False, "--check", help="Only check that every value can be read; exit 2 when one cannot."),
    import_file: str = typer.Option(None, "--import", help="Merge another table's card file: its new values are added, ours kept where they differ."),
    saves_dir: str = typer.Option(None, "--saves-dir", help="Folder of the saves (default: $MKREF_SAVES_DIR or ./saves)."),
    lang: str = typer.Option(None, "--lang", help="Language of the output: en or de (default: $MKREF_LANG, else en)."),
) -> None:
    """The values printed on this table's cards that the rulebook does not print, as the table told them.

    They are kept in SAVES/cards/GAME.toml, asked once and never again at this table."""
    from mkref.core import cardfile
    from mkref.core.messages import SHELL, pick_lang
    from mkref.core.names import name_in
    from mkref.core.registry import game_info
    from mkref.core.saves import saves_dir as folder_of

    language = pick_lang(lang)
    ident = game_info(game).id
    folder = folder_of(saves_dir)
    path = cardfile.card_file(folder, ident)
    data = cardfile.read(path)  # a file that cannot be read is refused here with its reason (exit 2)
    out = sys.stdout.write
    if import_file:
        theirs = cardfile.read(Path(import_file))
        mine = cardfile.flatten(data)
        added, differ = cardfile.merge(data, theirs)
        if added:
            cardfile.write(path, data, ident)
        out(SHELL.text("cards.added", language, count=len(added), source=import_file) + "\n")
        other = cardfile.flatten(theirs)
        for key in differ:
            out(SHELL.text("cards.differ", language, key=key, ours=mine[key], theirs=other[key]) + "\n")
        return
    values = cardfile.flatten(data)
    if not path.exists():
        info = game_info(ident)
        out(SHELL.text("cards.none", language, game=name_in(language, info.name_en, info.name_de), folder=folder) + "\n")
        return
    if check:
        out(SHELL.text("cards.ok", language, path=path, count=len(values)) + "\n")
        return
    out(SHELL.text("cards.head", language, path=path, count=len(values)) + "\n")
    for key, value in values.items():
        out(f"  {key} = {_shown(value)}\n")


def _shown(value: object) -> str:
    """A value as the file writes it (true, "orc", [1, 2])."""
    import json

    return json.dumps(value, ensure_ascii=False)
