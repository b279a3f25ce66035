"""Every card, artifact and skill answers in `mkref rules` in both languages, with its effects and page;
every sentence of the cards rules exists in English and German."""

from __future__ import annotations

import pytest

from mkref.games.mage_knight.lookup import index as rules_index
from mkref.games.mage_knight.cards.catalogue import build_cards, build_skills
from mkref.games.mage_knight.cards.messages import MESSAGES


def test_messages_have_both_languages_and_the_same_placeholders():
    assert MESSAGES.problems() == []


@pytest.mark.parametrize("ident", sorted(build_cards()))
def test_every_card_has_a_lookup_entry(ident: str):
    entry = rules_index.entry_for(f"card.{ident}")
    assert entry.name_en and entry.name_de and entry.ref.startswith("p. ")
    assert entry.answer_en and entry.answer_de and entry.answer_en != entry.answer_de


@pytest.mark.parametrize("ident", sorted(build_skills()))
def test_every_skill_has_a_lookup_entry(ident: str):
    entry = rules_index.entry_for(f"skill.{ident}")
    assert entry.answer_en.startswith("Skill (") and entry.answer_de.startswith("Fähigkeit (")


def test_lookup_by_english_or_german_name():
    assert rules_index.lookup("Fireball")[0].id == "card.fireball"
    assert rules_index.lookup("Zeitkrümmung")[0].id == "card.space_bending"  # a spell's powered name (p. 5)
    lines = rules_index.answer_lines("Feuerball", "de")
    assert "Feuer-Fernangriff 5" in " ".join(lines)
    english = " ".join(rules_index.answer_lines("march", "en"))
    assert "Basic: Move 2" in english and "Powered (1 green mana): Move 4" in english
