"""`mkref rules` answers in the language of the question; an explicit --lang wins; MKREF_LANG when the
question does not tell (issue 12, item 7)."""

from __future__ import annotations

import json

import pytest


def _answer(run, *args):
    result = run("rules", *args, "--json")
    assert result.code == 0, result.err
    return json.loads(result.out)


def test_a_german_question_is_answered_in_german(run):
    data = _answer(run, "Kann ich nachts Kristalle benutzen?")
    assert (data["lang"], data["answer"]["id"], data["answer"]["answer_lang"]) == ("de", "using_crystals", "de")
    assert data["answer"]["ref"] == "p. 5"
    text = run("rules", "Kann ich nachts Kristalle benutzen?").out
    assert text.startswith("Kristalle benutzen (Using crystals) · Regel · S. 5")


def test_explicit_lang_wins(run):
    data = _answer(run, "Kann ich nachts Kristalle benutzen?", "--lang", "en")
    assert (data["lang"], data["answer"]["answer_lang"]) == ("en", "en")
    data = _answer(run, "Can I use crystals at night?", "--lang", "de")
    assert (data["lang"], data["answer"]["answer_lang"]) == ("de", "de")


def test_english_question_in_english_and_mklang_when_undecided(run, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("MKREF_LANG", "de")
    assert _answer(run, "Can I use crystals at night?")["lang"] == "en"
    assert _answer(run, "Dungeon")["lang"] == "de"  # the word is the same in both languages
    monkeypatch.delenv("MKREF_LANG")
    assert _answer(run, "Dungeon")["lang"] == "en"


def test_failed_assault_ahead_of_forced_withdrawal(run):
    data = _answer(run, "Rückzug nach gescheitertem Angriff")
    assert data["answer"]["id"] == "failed_assault" and data["answer"]["ref"] == "p. 10"
    assert "forced_withdrawal" in data["answer"]["see"]
