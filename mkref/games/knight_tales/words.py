"""Game words inside a sentence (die colours and faces, defences, buildings) in the table's language:
the rules hand them over as ids ("black", "double_sword", "ox_cart", "black:shield")."""

from __future__ import annotations

from typing import Any

from .messages import MESSAGES


def word(value: str, lang: str) -> str:
    """One id as the table reads it; text that is no game word stays as it is."""
    key = f"word.{value.strip()}"
    if key in MESSAGES:
        return MESSAGES.text(key, lang)
    colour, sep, face = value.partition(":")
    if sep and f"word.{colour}" in MESSAGES and f"word.{face}" in MESSAGES:  # a die picked by faith: "black:shield"
        return MESSAGES.text("word.die", lang, face=word(face, lang), colour=word(colour, lang))
    return value


def localized(value: Any, lang: str) -> Any:
    """A value for a message: game words translated (also in a comma-separated list), the rest untouched."""
    if not isinstance(value, str):
        return value
    if ", " in value:
        return ", ".join(word(part, lang) for part in value.split(", "))
    return word(value, lang)


def page(ref: str, lang: str) -> str:
    """'p. 21' as the German rulebook cites it ('S. 21')."""
    return "S." + ref[2:] if lang == "de" and ref.startswith("p.") else ref


def step_line(key: str, values: dict[str, Any], ref: str, lang: str) -> str:
    """One computed step with its page: 'Step 4: roll 3 knight ... (p. 16)'."""
    text = MESSAGES.text(key, lang, **{k: localized(v, lang) for k, v in values.items()})
    shown = page(ref, lang)
    return text + (f" ({shown})" if shown and shown not in text else "")
