"""Sentences the table reads, in English and German, one catalogue per game.

A catalogue maps a stable key to its two texts, with ``{name}`` placeholders filled by keyword::

    MESSAGES = Messages({
        "moved": ("{player}: moved to {space}.", "{player}: zieht nach {space}."),
    })
    MESSAGES.text("moved", "de", player="Ana", space="c2w")

The language of a game is chosen at ``mkref new`` (kept in the save's setup as ``lang``); ``--lang``
overrides it and ``MKREF_LANG`` sets the default (``pick_lang``).
"""

from __future__ import annotations

import os
import string
from collections.abc import Mapping

LANGS = ("en", "de")
_LANG_WORDS = {"en": "en", "english": "en", "englisch": "en", "de": "de", "german": "de", "deutsch": "de"}


def normalise_lang(value: str) -> str:
    """'de', 'Deutsch', 'german' -> 'de'. Raises InvalidInput for anything else."""
    lang = _LANG_WORDS.get(value.strip().lower())
    if lang is None:
        from mkref.core.errors import InvalidInput

        raise InvalidInput(f"Unknown language '{value}'", "mkref speaks English and German", "Use --lang en or --lang de")
    return lang


def pick_lang(option: str | None = None, saved: str | None = None) -> str:
    """The language to use: an explicit ``--lang``, else the save's, else ``MKREF_LANG``, else English."""
    for candidate in (option, saved, os.environ.get("MKREF_LANG")):
        if candidate:
            return normalise_lang(candidate)
    return "en"


def placeholders(text: str) -> frozenset[str]:
    return frozenset(name for _, name, _, _ in string.Formatter().parse(text) if name)


class Messages:
    """A catalogue: key -> (English, German)."""

    def __init__(self, table: Mapping[str, tuple[str, str]]) -> None:
        self.table = dict(table)

    def text(self, key: str, lang: str = "en", **values: object) -> str:
        english, german = self.table[key]
        template = german if lang == "de" else english
        return template.format(**values) if values else template

    def __contains__(self, key: str) -> bool:
        return key in self.table

    def problems(self) -> list[str]:
        """Entries missing a language or whose two texts do not take the same placeholders (for a test)."""
        found = []
        for key, texts in self.table.items():
            if not (isinstance(texts, tuple) and len(texts) == 2 and all(isinstance(t, str) and t.strip() for t in texts)):
                found.append(f"{key}: needs an English and a German text")
            elif placeholders(texts[0]) != placeholders(texts[1]):
                found.append(f"{key}: the English and German texts take different placeholders")
        return found
