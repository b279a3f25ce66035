"""A map space's label as a table of either language reads and types it: 'c3ne' is 'c3no' in German.

The labels are made from the tile and the compass point of the hex (map/board.py `label_for`); a German
table says NO, O and SO for NE, E and SE (SW, W and NW are the same in both languages)."""

from __future__ import annotations

from mkref.core.messages import Named
from mkref.games.mage_knight.messages import MESSAGES

GERMAN_PLACES = (("ne", "no"), ("se", "so"), ("e", "o"))  # the German compass: NO, O, SO (SW, W, NW alike)


def label_in(label: str, lang: str) -> str:
    """A space's label as a table of ``lang`` reads and types it: 'c3ne' is 'c3no' in German (NO, O, SO)."""
    for english, _ in GERMAN_PLACES:
        if label.endswith(english):
            return label[: -len(english)] + MESSAGES.text(f"mapview.place_{english}", lang)
    return label


def german_label(key: str, table: dict[str, str]) -> str:
    """The label a German table typed ('c3no', 'c3o', 'c3so'), or ''."""
    for english, german in GERMAN_PLACES:
        if key.endswith(german) and key[: -len(german)] + english in table:
            return table[key[: -len(german)] + english]
    return ""


def spoken(label: str) -> str:
    """A space's label put into a catalogue sentence: as it is in English, 'c3no' at a German table."""
    return Named(label, label_in(label, "de")) if label else label
