"""Checks `mkref check-rules` runs for Knight Tales: the facts, settings and card data, the rules
index, and every example sheet in examples/knight-tales (when run from a checkout)."""

from __future__ import annotations


def _data() -> None:
    from . import data

    data.load.cache_clear()
    data.load()


def _index() -> None:
    from mkref.core.rulesdata import game_dir
    from mkref.core.rulesindex import build

    build("knight-tales", game_dir("knight-tales"))


def _examples() -> None:
    from pathlib import Path

    from mkref.core.errors import RuleViolation, SheetError
    from mkref.core.tomlread import load_toml

    from . import sheets

    folder = Path(__file__).resolve().parents[3] / "examples" / "knight-tales"
    compute = {"attack": sheets.settle_attack, "night_end": sheets.settle_night_end, "score": sheets.settle_score}
    for path in sorted(folder.glob("*.toml")) if folder.is_dir() else []:
        sheet = load_toml(path, SheetError)
        try:
            compute[str(sheet.get("kind"))](sheet, str(path))
        except RuleViolation:
            if not path.name.startswith("illegal_"):
                raise


CHECKS = [_data, _index, _examples]
