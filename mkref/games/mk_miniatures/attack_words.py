"""How an attack says what it computes, in both languages (mkref.core.messages): a refusal from the catalogue
(messages.py, imported only when a refusal is made: a legal attack sheet never loads it), a name in English and
German, a step's line (its English as the attack writes it, its German from the catalogue's `step.*`), several
fighters' names and a step's modifiers."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from mkref.core.messages import StepText

if TYPE_CHECKING:
    from .attack_types import Mod


def said(key: str, /, **values: object) -> str:
    """A refusal's sentence from the catalogue (loaded only now)."""
    from .messages import MESSAGES

    return MESSAGES.said(key, **values)


def named(english: str, german: str) -> str:
    """A name or a phrase put into a sentence, in both languages."""
    from mkref.core.messages import Named

    return Named(english, german)


def step(english: str, key: str, /, **values: object) -> str:
    """A step's line: its English as `resolve` writes it, its German from the catalogue (messages.py, keys `step.*`)."""
    return StepText(english, "step." + key, values, "mkref.games.mk_miniatures.messages:MESSAGES")


def fighters(names: Iterable[str]) -> str:
    """Several fighters' names in one sentence, each in the table's language (a tracked game's warriors)."""
    from mkref.core.messages import in_lang

    listed = list(names)
    return named(", ".join(listed), ", ".join(str(in_lang(n, "de")) for n in listed))


def combat_kind(word: str) -> str:
    return named(word, "Nahkampf" if word == "close" else "Fernkampf")


def mods_listed(mods: list[Mod]) -> str:
    """A step's modifiers ('+1 rear arc, -2 Precision' or 'none') in both languages."""
    from mkref.core.messages import in_lang

    def join(lang: str) -> str:
        return ", ".join(f"{m.value:+d} {in_lang(m.source, lang)}" for m in mods) or ("none" if lang == "en" else "keine")

    return named(join("en"), join("de"))
