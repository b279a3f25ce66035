"""Every sentence Mage Knight shows the table, in English and German (mkref.core.messages).

One catalogue, kept in parts by the part of the game that says them: ``table`` (the tracked game's
events, answers, checklists, bottom bar), ``words`` (colours, items, kinds: the words put into sentences),
``map`` (the tracked map), ``refusals`` (what decide code raises). Keys are unique across the parts (a
test checks it). Rule code says a sentence with ``MESSAGES.said(key, ...)``, shells and views with
``MESSAGES.text(key, lang, ...)``.
"""

from __future__ import annotations

from mkref.core.messages import Messages
from mkref.games.mage_knight.messages import map as map_part
from mkref.games.mage_knight.messages import table, words

PARTS = {"table": table.TEXTS, "words": words.TEXTS, "map": map_part.TEXTS}

MESSAGES = Messages({key: texts for part in PARTS.values() for key, texts in part.items()})


def word(kind: str, ident: str, lang: str) -> str:
    """A word of a kind (colour, item, ...) in ``lang``: the catalogue's ``{kind}.{ident}``, else the id with
    spaces for underscores (how the English texts have always shown it)."""
    key = f"{kind}.{ident}"
    return MESSAGES.text(key, lang) if key in MESSAGES else ident.replace("_", " ")
