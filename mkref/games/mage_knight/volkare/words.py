"""English and German words the table may type for Volkare's cards, die faces and combat starters (ids work too)."""

from __future__ import annotations

COLOURS = {
    "red": "red", "rot": "red", "blue": "blue", "blau": "blue", "white": "white", "weiß": "white", "weiss": "white",
    "green": "green", "grün": "green", "gruen": "green", "gold": "gold", "golden": "gold", "black": "black", "schwarz": "black",
}
KINDS = {
    "wound": "wound", "verletzung": "wound", "action": "action", "aktion": "action", "aktionskarte": "action",
    "spell": "spell", "zauber": "spell", "zauberkarte": "spell",
}
STARTERS = {
    "player": "player", "spieler": "player", "rampaging": "rampaging", "umherziehend": "rampaging",
    "umherziehender feind": "rampaging", "volkare": "volkare",
}


def normal(table: dict[str, str], word: str) -> str:
    """The id for an English or German word, or the word itself (folded) for the caller to refuse."""
    folded = word.strip().casefold()
    return table.get(folded, folded)
