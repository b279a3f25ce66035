"""The options of `mkref new rune-age` (read by mkref.core.options; the help of `mkref new rune-age --help`)."""

from __future__ import annotations

from typing import Any

from mkref.core.options import Choice, NewOption

OPTIONS = (
    NewOption("--scenario", "The scenario (p. 4)", "Das Szenario (S. 4)", "ID", choices="mkref.games.rune_age.data:scenario_index"),
    NewOption("--player", "A player and the race they play", "Ein Spieler und das Volk, das er spielt", "NAME:RACE", repeatable=True),
    NewOption("--coop", "Play the scenario cooperatively, where it allows", "Das Szenario kooperativ spielen, wo es das erlaubt"),
    NewOption("--swap", "Replace a neutral kind of card by another (p. 17)", "Eine neutrale Kartenart durch eine andere ersetzen (S. 17)",
              "OLD=NEW", repeatable=True),
    NewOption("--set", "The table's choice where the rules leave one open (kept in the save)",
              "Die Wahl des Tisches, wo die Regeln etwas offenlassen (im Spielstand vermerkt)", "KEY=VALUE", repeatable=True,
              choices="mkref.games.rune_age.new_options:settings", keyed=True),
)


def settings() -> list[Choice]:
    from . import data

    return [Choice(key, (), _values(spec)) for key, spec in data.settings_file()["settings"].items()]


def _values(spec: dict[str, Any]) -> str:
    """'ask* | faces': the spec's value (the default, marked with a star), then what else a table may pick."""
    default = spec.get("value")
    values = [default, *(c for c in spec.get("choices", []) if c != default)]
    return " | ".join(_word(v) + ("*" if v == default else "") for v in values)


def _word(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
