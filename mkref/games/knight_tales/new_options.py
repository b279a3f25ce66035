"""The options of `mkref new knight-tales` (read by mkref.core.options; the help of `mkref new knight-tales --help`)."""

from __future__ import annotations

from typing import Any

from mkref.core.options import Choice, NewOption

MODE_WORDS = {"standard": "standard", "standardspiel": "standard", "solo": "solo", "coop": "coop", "co-op": "coop", "koop": "coop",
              "kooperativ": "coop", "cooperative": "coop"}
DIFFICULTIES = {"heroic": "heroic", "heroisch": "heroic", "epic": "epic", "episch": "epic", "legendary": "legendary", "legendär": "legendary",
                "legendaer": "legendary"}  # the words `--mode` and `--difficulty` take

OPTIONS = (
    NewOption("--mode", "How the game is played (p. 5); default standard", "Spielweise (S. 5); Vorgabe standard", "MODE",
              choices="mkref.games.knight_tales.new_options:modes"),
    NewOption("--difficulty", "The difficulty level (p. 11); default heroic", "Schwierigkeitsgrad (S. 11); Vorgabe heroisch", "LEVEL",
              choices="mkref.games.knight_tales.new_options:difficulties"),
    NewOption("--player", "A player and the knight they play", "Ein Spieler und der Ritter, den er spielt", "NAME:KNIGHT", repeatable=True),
    NewOption("--set", "The table's choice where the rules leave one open (kept in the save)",
              "Die Wahl des Tisches, wo die Regeln etwas offenlassen (im Spielstand vermerkt)", "KEY=VALUE", repeatable=True,
              choices="mkref.games.knight_tales.new_options:settings", keyed=True),
)


def _words(table: dict[str, str]) -> list[Choice]:
    idents = dict.fromkeys(table.values())
    return [Choice(ident, tuple(word for word, target in table.items() if target == ident)) for ident in idents]


def modes() -> list[Choice]:
    return _words(MODE_WORDS)


def difficulties() -> list[Choice]:
    return _words(DIFFICULTIES)


def settings() -> list[Choice]:
    from . import data

    return [Choice(key, (spec.ambiguity,), _values(spec)) for key, spec in data.load().settings.items()]


def _values(spec: Any) -> str:
    """'1 | 2*  (I-02)': the values, the default marked with a star, and the spec's ambiguity id."""
    values = spec.options if spec.options else (True, False)
    return " | ".join(_word(v) + ("*" if v == spec.default else "") for v in values) + f"  ({spec.ambiguity})"


def _word(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
