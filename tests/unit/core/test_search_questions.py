"""The search features that make whole table questions find their rule (issue 22), on small indexes:
a question after a number prefers the entry that states it, a ruling or glossary term ranks below its
rule, an expansion's own words put a question in its context, a hyphenated compound matches typed
joined, an unknown German verb form meets its stem, and a phrase with one word typed inside counts."""

from __future__ import annotations

from mkref.core import search


def _doc(name: str, text: str = "") -> list[tuple[str, float]]:
    return [(name, search.NAME), (text, search.TEXT)]


def _first(index: dict, query: str) -> int:
    return search.search(index, query, 3)[0][0]


def test_a_number_question_prefers_the_entry_that_states_numbers():
    docs = [_doc("Solo game", "one knight plays alone with gold"), _doc("Solo gold", "the gold")]
    plain = search.build_index(docs, names=[["Solo game"], ["Solo gold"]])
    numbered = search.build_index(docs, names=[["Solo game"], ["Solo gold"]], numbered=["Gold 12", ""])
    assert _first(plain, "how much gold solo") == 1
    assert _first(numbered, "how much gold solo") == 0
    assert search.asks_for_number(search.words("Wie viele Schaden bis ausgeschieden?"))
    assert search.asks_for_number(search.words("Gold bei 3 Spielern"))
    assert not search.asks_for_number(search.words("Wer fängt an?"))


def test_a_number_typed_in_the_question_prefers_the_entry_holding_it():
    docs = [_doc("Volkare", "his level"), _doc("Volkare army", "his level")]
    index = search.build_index(docs, names=[["Volkare"], ["Volkare army"]],
                               numbered=["Minimum level 4", "Troops at level 8: 6"])
    assert _first(index, "how many troops at level 8 Volkare") == 1


def test_a_ruling_ranks_below_the_rule_that_prints_the_fact():
    docs = [_doc("Tie in battle", "who wins a tie"), _doc("Battle", "a tie: the army wins")]
    even = search.build_index(docs, names=[["Tie in battle"], ["Battle"]])
    weighed = search.build_index(docs, names=[["Tie in battle"], ["Battle"]], priors=[0.7, 1.0])
    assert _first(even, "who wins a tie in a battle") == 0
    assert _first(weighed, "who wins a tie in a battle") == 1
    assert _first(weighed, "tie") == 0  # a glossary word on its own still finds its term


def test_an_expansion_word_puts_the_question_in_its_context():
    docs = [_doc("Rampaging enemies", "provoking rampaging enemies"), _doc("General Volkare", "never provokes rampaging")]
    names = [["Rampaging enemies"], ["General Volkare"]]
    base_only = search.build_index(docs, names=names, groups=["000", "000"])
    with_context = search.build_index(docs, names=names, groups=["000", "003"])
    assert "volkar" in with_context["context"] and not base_only["context"]
    assert _first(base_only, "does Volkare provoke rampaging enemies") == 0
    assert _first(with_context, "does Volkare provoke rampaging enemies") == 1


def test_a_hyphenated_compound_matches_typed_joined_and_apart():
    index = search.build_index([_doc("Critical hits", "a roll of 2 (1er-Pasch) misses"), _doc("Damage", "two dice")])
    assert _first(index, "1er-Pasch") == 0
    assert _first(index, "1erpasch") == 0
    assert "solospiel" in search.terms("Solo-Spiel")


def test_an_unknown_german_verb_form_meets_its_stem():
    index = search.build_index([_doc("Volkare attacks", "wenn er angreifen darf"), _doc("Walls", "crossing")])
    assert "angreift" not in index["postings"]
    assert _first(index, "angreift") == 0


def test_a_phrase_with_one_word_typed_inside_still_counts():
    docs = [_doc("Quest rules", "a tactic first, then the quest of Volkare"), _doc("Turn order", "")]
    names = [["Quest rules"], ["Turn order"]]
    without = search.build_index(docs, phrases=[[], []], names=names)
    index = search.build_index(docs, phrases=[[], ["tactic in Volkare's Quest"]], names=names)
    assert _first(without, "tactic first in Volkare's Quest") == 0
    assert _first(index, "tactic first in Volkare's Quest") == 1


def test_a_german_infinitive_finds_the_third_person_form():
    """'Was kosten Trophäen' meets 'eine Trophäe kostet kein Gold' (Knight Tales p. 9)."""
    index = search.build_index([_doc("Market", "the cost of a card"), _doc("Trophies", "eine Trophäe kostet kein Gold")])
    assert "kost" not in index["postings"]
    assert _first(index, "kosten") == 1
