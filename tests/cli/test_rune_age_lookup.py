"""`mkref rules --game rune-age` answers the questions a Rune Age table really asks, as players phrase
them, in German and English: each question names the entry it must rank first and the page to point at."""

from __future__ import annotations

import json

import pytest

TABLE_QUESTIONS = [
    # (question as typed at the table, the entry that must answer it, its page)
    ("Wer gewinnt bei Gleichstand in der Belagerung?", "siege", "p. 12"),  # the siege rule prints the tie (issue 22)
    ("who wins a tie in a battle", "battle", "p. 10"),
    ("how much damage does my home realm take", "damage", "p. 3"),
    ("Wie viel Schaden nimmt mein Heimatreich?", "damage", "p. 3"),
    ("Wann darf ich eine Belagerung erklären?", "siege", "p. 12"),
    ("can I besiege a stronghold", "siege", "p. 12"),
    ("what happens when I roll a skull", "attrition", "p. 9"),  # the attrition rule, not the glossary term
    ("Wie viele Totenköpfe kann der Verlustwürfel zeigen?", "attrition", "p. 9"),
    ("Wann scheidet ein Spieler aus?", "elimination", "p. 14"),
    ("what happens to my cities when I am eliminated", "elimination", "p. 14"),
    ("Wann gewinnt der Erbauer des Monuments?", "monument", "p. 16"),
    ("can I pay for units with influence", "purchase", "p. 7"),
    ("Was passiert mit übrigem Gold?", "purchase", "p. 7"),
    ("how many cards can I keep at the end of my turn", "keep_cards", "p. 7"),
    ("Wie verteidige ich mich gegen einen Effekt?", "defence", "p. 11"),
    ("what does wound mean", "destroy_wound", "p. 14"),
    ("Was bedeutet vernichten?", "destroy_wound", "p. 14"),
    ("when do exhausted cards get readied", "ready", "p. 7"),
    ("Was passiert, wenn der Ereignisstapel leer ist?", "event_phase", "p. 9"),  # printed in the event phase
    ("how do we win the cataclysm", "cataclysm", "p. 16"),
    ("what is the city defense bonus", "term_defense_bonus", "p. 12"),
    ("Wie viel kostet eine Festung?", "resources", "p. 7"),  # p. 7 prints 4 gold / 2 strength
    ("can I attack the same enemy twice in one turn", "combat_action", "p. 7"),
]


def test_there_are_twenty_questions_in_both_languages():
    german = [q for q, _, _ in TABLE_QUESTIONS if any(w in q for w in ("Wer ", "Wie ", "Was ", "Wann "))]
    assert len(TABLE_QUESTIONS) >= 20 and 8 <= len(german) <= len(TABLE_QUESTIONS) - 8


@pytest.mark.parametrize(("question", "entry", "ref"), TABLE_QUESTIONS)
def test_a_table_question_ranks_its_entry_first_with_the_page(run, question, entry, ref):
    result = run("rules", "--game", "rune-age", question, "--json")
    answer = json.loads(result.out)["answer"]
    assert result.code == 0 and (answer["id"], answer["ref"]) == (entry, ref)


def test_the_tie_entry_answers_battle_and_siege_with_both_pages(run):
    answer = json.loads(run("rules", "--game", "rune-age", "Gleichstand", "--lang", "en", "--json").out)["answer"]
    assert "p. 10" in answer["answer"] and "p. 12" in answer["answer"] and "defender" in answer["answer"]


def test_the_damage_entry_gives_both_differences_and_the_p13_numbers(run):
    answer = json.loads(run("rules", "--game", "rune-age", "how much damage", "--json").out)["answer"]
    assert "minus" in answer["answer"] and "7 against 5 is 2" in answer["answer"]

