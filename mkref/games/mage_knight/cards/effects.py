"""The card and skill effects as the deed cards' own modules (and their tests) name them.

They are read with the catalogue in the base game's data layer (`data/card_effects.py`, `data/deed_cards.py`).
"""

from __future__ import annotations

from mkref.games.mage_knight.data.card_effects import BASIC_COLOURS, Effect, read_effects, walk

__all__ = ["BASIC_COLOURS", "Effect", "read_effects", "walk"]
