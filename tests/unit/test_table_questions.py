"""Rules questions as players at a table ask them (issue 12, item 7): each must rank its entry first, and
its language must be recognised so that it is answered in the language it was asked in."""

from __future__ import annotations

import pytest

from mkref.core import rulesindex

QUESTIONS = [
    # German
    ("Rückzug nach gescheitertem Angriff", "failed_assault", "de"),  # p. 10: not a forced withdrawal
    ("Kann ich nachts Kristalle benutzen?", "using_crystals", "de"),  # p. 5: yes; gold and black depend on the time
    ("Darf ich nachts goldenes Mana benutzen?", "gold_and_black_mana", "de"),
    ("Was kostet Heilung im Kloster?", "buying_healing", "de"),
    ("Wie viele Würfel darf ich aus der Quelle nehmen?", "source", "de"),
    ("Was passiert, wenn ich bewusstlos werde?", "knocked_out", "de"),
    ("Was kostet der Wald nachts?", "forest", "de"),
    ("Darf ich im Fernkampf eine Burg angreifen?", "fortification", "de"),
    ("Wann steige ich ein Level auf?", "level_up", "de"),
    ("Wie funktioniert Flink beim Blocken?", "swift", "de"),
    ("Was passiert mit verwundeten Einheiten?", "unit_wounds", "de"),
    ("Muss ich mich zurückziehen, wenn ich den Zug auf einem fremden Helden beende?", "other_players_on_map", "de"),
    ("Wie viel Ansehen verliere ich beim Plündern eines Dorfes?", "plunder_village", "de"),
    # English
    ("Can I use crystals at night?", "using_crystals", "en"),
    ("Do I take wounds when I withdraw after a failed assault?", "failed_assault", "en"),
    ("How much does healing cost in a village?", "buying_healing", "en"),
    ("What happens if I end my move on another hero's space?", "other_players_on_map", "en"),
    ("When do I get a new skill?", "level_up", "en"),
    ("Can I recruit units at a monastery?", "recruiting", "en"),
    ("How do I burn a monastery?", "burn_monastery", "en"),
    ("What happens when I provoke rampaging enemies?", "provoking", "en"),
    ("How many dice can I take from the source?", "source", "en"),
    ("Can I explore at night?", "exploring", "en"),
    ("Does a wounded unit count for the Greatest Leader title?", "greatest_leader", "en"),
]


@pytest.fixture(scope="module")
def index():
    return rulesindex.load("mage-knight")


@pytest.mark.parametrize(("question", "entry", "lang"), QUESTIONS, ids=[q for q, _e, _l in QUESTIONS])
def test_table_question_ranks_its_entry_first(index, question, entry, lang):
    hits = index.search(question, 3)
    assert [e.id for e, _s in hits][:1] == [entry], [(e.id, round(s, 1)) for e, s in hits]
    assert index.language(question) == lang


def test_there_are_twenty_questions_in_both_languages():
    assert len(QUESTIONS) >= 20 and {lang for _q, _e, lang in QUESTIONS} == {"en", "de"}


def test_failed_assault_is_not_a_forced_withdrawal_p10(index):
    entry = index.get("failed_assault")
    assert entry is not None and entry.ref == "p. 10"
    assert "not a forced withdrawal" in entry.answer("en") and "kein erzwungener Rückzug" in entry.answer("de")
    ranked = [e.id for e, _s in index.search("Rückzug nach gescheitertem Angriff", 4)]
    assert ranked.index("failed_assault") < ranked.index("forced_withdrawal")


def test_crystals_at_night_answer_p5(index):
    entry = index.search("Kann ich nachts Kristalle benutzen?", 1)[0][0]
    assert entry.ref == "p. 5" and "tagsüber wie nachts" in entry.answer("de")
    assert "gold and black" in entry.answer("en")


@pytest.mark.parametrize(("text", "lang"), [
    ("Versteinern", "de"), ("Paralyze", "en"), ("Flink", "de"), ("swift", "en"), ("Brutstätte", "de"),
    ("fire dragon", "en"), ("Feuerdrache", "de"), ("p. 9", None), ("Dungeon", None), ("Portal", None),
])
def test_language_of_single_words(index, text, lang):
    """A name only one language uses tells the language; a word both use ("Dungeon") does not."""
    assert index.language(text) == lang
