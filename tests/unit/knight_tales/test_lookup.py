"""The rules lookup answers what players at a table really type, in German and English: the entry that
must rank first for each question (rules/knight-tales/index_rules.toml and index_terms.toml)."""

from __future__ import annotations

import pytest

from mkref.core.rulesindex import lookup

QUESTIONS = [
    # German (the rulebook's words, and the ones a German player says instead)
    ("Zorn", "wrath"),  # the book says Groll (p. 16); "Zorn" is the everyday word for wrath
    ("Groll", "wrath"),
    ("Erschöpfung", "fatigue"),
    ("Glaube", "term_faith"),
    ("Was macht Glaube?", "term_faith"),
    ("Schild", "term_shield"),
    ("Dorf", "term_village_buildings"),
    ("Wappen", "crests"),
    ("Trophäe", "trophies"),
    ("Held", "scoring"),  # the hero remembered in songs: most valor points (p. 2, p. 22)
    ("letzte Heldentat", "last_heroic_deed"),
    ("Markt", "market"),
    ("Verhängnis", "doom"),
    ("Reihenfolge", "player_order"),
    ("Wer bekommt die Monsterkarte?", "card_award"),
    ("Wie viel Gold am Anfang", "starting_gold"),  # p. 6 prints the gold per player count (issue 22)
    ("fünfter Würfel", "dice_pool"),
    # English
    ("wrath", "wrath"),
    ("fatigue", "fatigue"),
    ("faith", "term_faith"),
    ("can faith remove armour", "term_faith"),
    ("shield", "term_shield"),
    ("village", "term_village_buildings"),
    ("crest", "crests"),
    ("trophy", "trophies"),
    ("hero", "scoring"),
    ("last heroic deed", "last_heroic_deed"),
    ("market", "market"),
    ("who gets the card", "card_award"),
    ("how much gold do we start with", "starting_gold"),
    ("how many dice can I roll", "dice_pool"),
]


@pytest.mark.parametrize(("question", "first"), QUESTIONS)
def test_the_first_answer_is_the_right_entry(question: str, first: str) -> None:
    found = [entry.id for entry in lookup("knight-tales", question)]
    assert found and found[0] == first, (question, found[:3])


def test_there_are_twenty_questions_in_both_languages() -> None:
    assert len(QUESTIONS) >= 20 and len({first for _, first in QUESTIONS}) >= 14
