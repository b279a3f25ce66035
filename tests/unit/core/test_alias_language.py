"""The rules lookup tells a question's language by the entries' aliases too, not only by their names
(issue 13): 'Mauer' is an alias of The Lost Legion's Walls ([07.1]), no entry's name, and is answered in
German. Aliases are not marked with a language, so `search.alias_language_words` decides in general."""

from __future__ import annotations

import pytest

from mkref.core import rulesindex, search


@pytest.fixture(scope="module")
def index():
    return rulesindex.load("mage-knight")


# single German alias words no entry name uses: Walls [07.1], Maze [07.3] ('Begleiter'), cooperative
# skills ('Verfall'), Space Bending ('Raumkrümmung')
@pytest.mark.parametrize("word", ["Mauer", "Mauern", "Begleiter", "Verfall", "Raumkrümmung"])
def test_a_german_alias_word_is_german(index, word):
    assert index.language(word) == "de"


@pytest.mark.parametrize(("word", "lang"), [("Dungeon", None), ("Portal", None), ("companion", None)])
def test_words_both_languages_use_or_lower_case_unknowns_stay_undecided(index, word, lang):
    """'companion' is an alias nobody's text uses, written in lower case: no evidence either way."""
    assert index.language(word) == lang


def test_alias_evidence_from_the_texts_and_the_spelling():
    known = {"en": "", "de": ""}
    found = search.alias_language_words(
        ["paths", "Wege", "Mauer", "surcharge", "AMBIG", "Wall"],
        ["Pick a path", "a wall"], ["Wähle einen Weg", "ein Wall"], known)
    assert set(found["de"].split()) == {"weg", "mau"}  # used only by the German texts; a capitalised noun
    assert set(found["en"].split()) == {"path"}        # used only by the English texts
    # 'surcharge' (lower case, unused), 'AMBIG' (a tag) and 'Wall' (both texts) tell nothing


def test_a_name_word_keeps_its_language():
    """A word the names already give one language is not moved by an alias."""
    found = search.alias_language_words(["Swift"], [], [], {"en": "swift", "de": "flink"})
    assert found == {"en": "swift", "de": "flink"}


def test_mkref_rules_mauer_answers_in_german(run, monkeypatch):
    """The README's example (The Lost Legion section): `mkref rules Mauer`."""
    monkeypatch.delenv("MKREF_LANG", raising=False)
    result = run("rules", "Mauer")
    assert result.code == 0, result.err
    assert result.out.splitlines()[0].startswith("Wälle (Walls)") and "[07.1]" in result.out.splitlines()[0]
    assert "Ihn zu überqueren kostet +1 Bewegung" in result.out
