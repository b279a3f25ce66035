"""Checks `mkref check-rules` runs for the miniatures: every data file and the rules index."""

from __future__ import annotations


def _data() -> None:
    from . import data

    data.load.cache_clear()
    data.load()


def _index() -> None:
    from mkref.core.rulesdata import game_dir
    from mkref.core.rulesindex import build

    build("mk-miniatures", game_dir("mk-miniatures"))


def _examples() -> None:
    """The sample armies in examples/mini are legal 200-point armies (when run from a checkout)."""
    from pathlib import Path

    from .army import read_army, refuse_if_illegal

    folder = Path(__file__).resolve().parents[3] / "examples" / "mini"
    for path in sorted(folder.glob("*.toml")) if folder.is_dir() else []:
        raw = path.read_text(encoding="utf-8")
        if "[[warriors]]" in raw:
            refuse_if_illegal(read_army(path), 200)


CHECKS = [_data, _index, _examples]
