"""Game words inside a sentence (die colours and faces, defences, buildings) in the table's language:
the rules hand them over as ids ("black", "double_sword", "ox_cart", "black:shield")."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from mkref.core.messages import Named

from .messages import MESSAGES

# The game's one catalogue of answer words (p. 18 faces, p. 9 factions and market types, p. 5 buildings,
# p. 19 tactics): id -> (English, German, other words the table may type). Every question takes them.
ANSWERS: dict[str, tuple[str, ...]] = {
    "sword": ("sword", "Schwert"), "double_sword": ("double sword", "Doppelschwert", "2schwerter", "double", "doppel"),
    "shield": ("shield", "Schild"), "faith": ("faith", "Glaube"), "blank": ("blank", "Leerseite", "leer", "leere"),
    "doom": ("doom", "Verhängnis"), "black": ("black", "schwarz"), "red": ("red", "rot"),
    "yes": ("yes", "ja", "j", "y"), "no": ("no", "nein", "n"),
    "done": ("done", "fertig"), "none": ("none", "keine", "keiner", "nichts"), "end": ("end", "Ende"),
    "reroll": ("reroll", "neuwurf", "neu"), "extra": ("extra", "zusätzlich"),
    "minion": ("minion", "Lakai", "Lakaien"), "champion": ("champion", "Champion"),
    "orc": ("orc", "Ork", "Orks"), "undead": ("undead", "Untote", "Untoter", "Untoten"), "beast": ("beast", "Bestie", "Bestien"),
    "farmhouse": ("farmhouse", "Farmhaus"), "well": ("well", "Brunnen"), "ox_cart": ("ox cart", "Ochsenkarren"),
    "action": ("action", "Aktion"), "reaction": ("reaction", "Reaktion"), "passive": ("passive", "passiv"),
    "weapon": ("weapon", "Waffe"), "armour": ("armour", "Rüstung", "armor"), "companion": ("companion", "Gefährte"),
    "animal": ("animal", "Tier"), "trinket": ("trinket", "Schmuckstück"), "relic": ("relic", "Relikt"),
    "base": ("base", "Basiseffekt", "basis"), "exception": ("exception", "Ausnahme"), "neither": ("neither", "keines"),
    "share_fatigue": ("share fatigue", "Erschöpfung teilen"), "take_wounds": ("take wounds", "Wunden nehmen"),
}


def said_word(ident: str) -> Named:
    """An answer word in both languages (a die 'black:doom' and a change 'shield>sword' word by word)."""
    if ident in ANSWERS:
        return Named(ANSWERS[ident][0], ANSWERS[ident][1])
    for sep in (":", ">"):
        left, found, right = ident.partition(sep)
        if found and left in ANSWERS and right in ANSWERS:
            return Named(f"{ANSWERS[left][0]}{sep}{ANSWERS[right][0]}", f"{ANSWERS[left][1]}{sep}{ANSWERS[right][1]}")
    return Named(ident, ident)


def _typed(ident: str) -> tuple[str, ...]:
    """Every spelling of an answer id: its words, and for 'black:doom' each pair of words ('rot:Verhängnis')."""
    if ident in ANSWERS:
        return ANSWERS[ident]
    for sep in (":", ">"):
        left, found, right = ident.partition(sep)
        if found and left in ANSWERS and right in ANSWERS:
            return tuple(f"{a}{sep}{b}" for a in _typed(left) for b in _typed(right))
    return ()


def answer_names(options: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """The names of a question's answers from the catalogue: (id, shown name in both languages, other words)."""
    return tuple((o, said_word(o), *_typed(o)) for o in options if o in ANSWERS or _typed(o))


def word(value: str, lang: str) -> str:
    """One id as the table reads it; text that is no game word stays as it is."""
    key = f"word.{value.strip()}"
    if key in MESSAGES:
        return MESSAGES.text(key, lang)
    colour, sep, face = value.partition(":")
    if sep and f"word.{colour}" in MESSAGES and f"word.{face}" in MESSAGES:  # a die picked by faith: "black:shield"
        return MESSAGES.text("word.die", lang, face=word(face, lang), colour=word(colour, lang))
    if value in ANSWERS:
        return said_word(value).in_lang(lang)
    if f"zone.{value}" in MESSAGES:  # a zone or a difficulty, keys of the renown cards' tables
        return MESSAGES.text(f"zone.{value}", lang)
    levels = _rules_file("game.toml")["difficulty"]["level_names"]
    if value in levels:
        return str(levels[value][lang])
    return card_names().get(value, {}).get(lang, value)


@cache
def _rules_file(name: str) -> dict[str, Any]:
    """A rules file read as it is (``data`` checks it; importing ``data`` here would close an import circle
    through the refusals)."""
    from mkref.core.rulesdata import read_file

    from . import GAME_ID

    return read_file(GAME_ID, name)


@cache
def card_names() -> dict[str, dict[str, str]]:
    """A card's English name or id -> its names (a sentence that was written down with the English name,
    such as an attack's target in the save, is read in German too)."""
    out: dict[str, dict[str, str]] = {}
    for cards in _rules_file("cards.toml").values():
        for ident, card in (cards.items() if isinstance(cards, dict) else ()):
            if not isinstance(card, dict):
                continue
            name = card.get("name")
            if isinstance(name, dict) and name.get("en"):
                out.setdefault(str(name["en"]), {"en": str(name["en"]), "de": str(name.get("de") or name["en"])})
                out.setdefault(ident, out[str(name["en"])])
    return out


def localized(value: Any, lang: str) -> Any:
    """A value for a message: game words translated (also in a comma-separated list), the rest untouched."""
    if not isinstance(value, str):
        return value
    if ", " in value:
        return ", ".join(word(part, lang) for part in value.split(", "))
    return word(value, lang)


def page(ref: str, lang: str) -> str:
    """'p. 21' as the German rulebook cites it ('S. 21')."""
    from mkref.core.messages import page as page_in

    return page_in(ref, lang)


def step_line(key: str, values: dict[str, Any], ref: str, lang: str) -> str:
    """One computed step with its page: 'Step 4: roll 3 knight ... (p. 16)'."""
    text = MESSAGES.text(key, lang, **{k: localized(v, lang) for k, v in values.items()})
    shown = page(ref, lang)
    return text + (f" ({shown})" if shown and shown not in text else "")
