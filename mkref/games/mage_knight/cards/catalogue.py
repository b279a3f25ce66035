"""The deed cards and skills as the deed cards' own modules (and their tests) name them.

The catalogue lives in the base game's data layer (`data/deed_cards.py`): the base reads it in every game (a
Monastery's Advanced Actions by name), and so do the other optional parts, which import no part.
"""

from __future__ import annotations

from mkref.games.mage_knight.data.deed_cards import (
    Card, Skill, build_cards, build_skills, card_id, card_names, cards, skill_id, skill_names, skills, starting_deck,
)

__all__ = ["Card", "Skill", "build_cards", "build_skills", "card_id", "card_names", "cards", "skill_id", "skill_names", "skills", "starting_deck"]
