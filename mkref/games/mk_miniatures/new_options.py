"""The options of `mkref new mk-miniatures` (read by mkref.core.options; the help of `mkref new mk-miniatures --help`)."""

from __future__ import annotations

from typing import Any

from mkref.core.options import Choice, NewOption

OPTIONS = (
    NewOption("--army", "An army file, one per player (at least two)", "Eine Armeedatei, eine je Spieler (mindestens zwei)", "FILE", repeatable=True),
    NewOption("--build", "The build total every army keeps to (p. 3); default 300", "Die Punktegrenze jeder Armee (S. 3); Vorgabe 300", "N", number=True),
    NewOption("--time", "The time limit in minutes; default 0 (none)", "Das Zeitlimit in Minuten; Vorgabe 0 (keines)", "N", number=True),
    NewOption("--player", "The players' names, in the order of the armies (default: the army's name)",
              "Die Namen der Spieler, in der Reihenfolge der Armeen (Vorgabe: der Name der Armee)", "NAME", repeatable=True),
    NewOption("--team", "The players' teams, in the order of the armies", "Die Teams der Spieler, in der Reihenfolge der Armeen", "TEAM", repeatable=True),
    NewOption("--domain", "A domain in play", "Eine Domäne im Spiel", "ID", repeatable=True, choices="mkref.games.mk_miniatures.new_options:domains"),
    NewOption("--set", "The table's choice where the rules leave one open (kept in the save)",
              "Die Wahl des Tisches, wo die Regeln etwas offenlassen (im Spielstand vermerkt)", "KEY=VALUE", repeatable=True,
              choices="mkref.games.mk_miniatures.new_options:settings", keyed=True),
)


def domains() -> Any:
    from . import data

    return data.load().index("domain")


def settings() -> list[Choice]:
    from . import data

    known = data.load().settings
    specs = list(known.values())
    return [Choice(key, (spec.ambiguity,) if specs.count(spec) == 1 else (), _values(spec)) for key, spec in known.items()]


def _values(spec: Any) -> str:
    """'floor* | round': the values, the default marked with a star."""
    if isinstance(spec.default, bool):
        values: list[Any] = [True, False]
    elif isinstance(spec.default, list):
        return "[" + ", ".join(spec.options) + "]"
    else:
        values = list(spec.options) or [spec.default]
    return " | ".join(_word(v) + ("*" if v == spec.default else "") for v in values)


def _word(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
