"""Table questions for every game (issue 22): whole questions in German and English, the players' words
and the rulebook's, with typos. Each must rank its entry first, and that entry must cite the page (or,
for The Lost Legion, the section of the summary) where the asked rule or number is printed.

The questions live in tests/unit/table_questions/<game>.toml; `python bench/bench_questions.py` counts
how many are answered first."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from mkref.core import rulesindex

FOLDER = Path(__file__).parent / "table_questions"
SETS = {path.stem: tomllib.loads(path.read_text(encoding="utf-8")) for path in sorted(FOLDER.glob("*.toml"))}
CASES = [(name, data["game"], item["q"], item["entry"], item["ref"]) for name, data in SETS.items() for item in data["questions"]]


@pytest.mark.parametrize(("name", "game", "question", "entry", "ref"), CASES, ids=[f"{c[0]}: {c[2]}" for c in CASES])
def test_the_question_finds_its_entry_and_page_first(name, game, question, entry, ref):
    hits = rulesindex.load(game).search(question, 3)
    assert hits, f"nothing found for {question!r}"
    assert [e.id for e, _s in hits][:1] == [entry], [(e.id, e.ref, round(s, 1)) for e, s in hits]
    assert hits[0][0].ref == ref


@pytest.mark.parametrize("name", sorted(SETS))
def test_forty_questions_per_game_half_of_them_german(name):
    questions = SETS[name]["questions"]
    german = [item for item in questions if item["lang"] == "de"]
    assert len(questions) >= 40 and 2 * len(german) >= len(questions)


def test_every_game_has_a_question_set():
    assert set(SETS) == {"lost-legion", "knight-tales", "mk-miniatures", "rune-age"}


@pytest.mark.parametrize(("name", "game", "question", "entry", "ref"), CASES, ids=[f"{c[0]}: {c[2]}" for c in CASES])
def test_the_named_entry_exists_with_that_page(name, game, question, entry, ref):
    found = rulesindex.load(game).get(entry)
    assert found is not None and found.ref == ref, (entry, found and found.ref)
