"""Names instead of ids in what the table reads (table/texts.py): an enemy's label and a unit's uid are made
from ids ('prowlers', 'peasants_2'); English shows them as it always has, a German table reads the German
name ('Bauern 2'). Also the few texts an event keeps in English (a note, a bought spell's note), said in the
table's language."""

from __future__ import annotations

from typing import Any

from mkref.core.messages import Named, say
from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.messages import MESSAGES, word


def _labelled(label: str, lang: str, names: dict[str, Any]) -> str:
    base, _, number = label.rpartition("_")
    german = names[label].name.de if label in names else f"{names[base].name.de} {number}" if base in names and number.isdecimal() else ""
    return say(Named(label, german or label), lang)


def uid(ident: str, lang: str = "en") -> str:
    """A unit's uid: as it is in English, its German name (and number) in German."""
    return _labelled(ident, lang, gd.unit_table())


def enemy_label(label: str, lang: str = "en") -> str:
    """An enemy's label in a tracked combat: as it is in English, its German name (and number) in German."""
    from mkref.games.mage_knight.data.components import enemies

    return _labelled(label, lang, enemies())


def bought_note(text: str, lang: str) -> str:
    """The note a bought spell keeps (in English in the save, as it always was), in the table's language."""
    english = MESSAGES.text("ev.spell_mana_note", "en")
    return MESSAGES.text("ev.spell_mana_note", lang) if text == english else text


def note(e: dict[str, Any], lang: str) -> str:
    """A note: typed by the table as it is (a part's own remark, such as the deed cards' on points told by value,
    is worded by the part: parts.Part.label)."""
    return MESSAGES.text("ev.note", lang, text=say(e["text"], lang))


def owner(text: str, lang: str) -> str:
    """A site's owner as typed ('keep:Ben', 'city:red'): a colour in the table's language, a player as named."""
    return word("colour", text, lang) if text in ("red", "blue", "green", "white") else text


def action(ident: str, lang: str) -> str:
    """The turn's action ('combat'): as the id in English (as always), by name in German ('' for none)."""
    key = f"bar.action_{ident}"
    return MESSAGES.text(key, lang) if ident and key in MESSAGES else ident


def action_named(ident: str) -> str:
    """The turn's action put into a refusal, said in the table's language."""
    return Named(action(ident, "en"), action(ident, "de"))


END_REASONS = {  # why a game ended, as the state keeps it (English, as always) -> its catalogue key
    "all cities are conquered": "end_reason.cities", "a city was revealed": "end_reason.city_revealed",
    "every player has chanted in the second Night": "end_reason.chanted", "round_limit": "end_reason.round_limit",
    "Volkare reached the Portal": "end_reason.volkare_portal", "Volkare is defeated": "end_reason.volkare_defeated",
    "every hero was eliminated by the closing Portal": "end_reason.portal_closed", "end condition": "end_reason.end_condition",
}


def end_reason(reason: str, lang: str) -> str:
    """Why the game ended, in the table's language (a reason the table typed itself as it was typed)."""
    key = END_REASONS.get(reason)
    return MESSAGES.text(key, lang) if key else reason


def end_reason_named(reason: str) -> str:
    """Why the game ended, put into a refusal: said in the table's language."""
    return Named(end_reason(reason, "en"), end_reason(reason, "de"))
