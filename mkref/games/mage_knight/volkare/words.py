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

# the elements of Volkare's attack as the table says them (ids as in fight.volkare_attack)
ELEMENTS = {"physical": ("physisch", "phys"), "fire": ("feuer",), "ice": ("eis",), "coldfire": ("kaltfeuer", "kaltes feuer", "cold fire")}


def attack_answers(highest: int = 20) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """The answers to "Volkare's attack" read off his token: ids "5-physical", and the words typed for them
    ("5 physical", "5 physisch", "7 Kaltes Feuer"), for a Request's options and names."""
    options: list[str] = []
    names: list[tuple[str, ...]] = []
    for value in range(1, highest + 1):
        for element, german in ELEMENTS.items():
            ident = f"{value}-{element}"
            options.append(ident)
            names.append((ident, f"{value} {element}", *(f"{value} {word}" for word in german)))
    return tuple(options), tuple(names)
