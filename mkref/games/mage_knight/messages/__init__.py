"""Every sentence Mage Knight shows the table, in English and German (mkref.core.messages).

One catalogue, kept in parts by the part of the game that says them: ``table`` (the tracked game's
events, answers, checklists, bottom bar), ``words`` (colours, items, kinds: the words put into sentences),
``help`` (the prompt's help of each command), ``map`` (the tracked map), ``views`` (the drawn map,
`mkref status`), ``scoring`` (`mkref score`), ``interview`` (its questions), ``cards`` and ``lookup``
(enemy and unit cards in `mkref rules`), ``combat_view`` (the needs table, the summary and the steps of a combat), ``refusals``, ``refusals_combat``, ``refusals_map`` and ``refusals_variants`` (what
rule code refuses, and the questions it asks the table). Keys are unique across the parts (a
test checks it). Rule code says a sentence with ``MESSAGES.said(key, ...)``, shells and views with
``MESSAGES.text(key, lang, ...)``.
"""

from __future__ import annotations

from mkref.core.messages import Messages
from mkref.games.mage_knight.messages import map as map_part
from mkref.games.mage_knight.messages import cards, combat_steps, combat_view, help, interview, lookup, refusals, refusals_combat, refusals_map, refusals_variants, score_sheets, scoring, sheets, table, views, words

PARTS = {"table": table.TEXTS, "help": help.TEXTS, "words": words.TEXTS, "map": map_part.TEXTS, "views": views.TEXTS, "scoring": scoring.TEXTS, "interview": interview.TEXTS, "cards": cards.TEXTS, "lookup": lookup.TEXTS, "refusals": refusals.TEXTS,
         "refusals_combat": refusals_combat.TEXTS, "refusals_map": refusals_map.TEXTS,
         "refusals_variants": refusals_variants.TEXTS,
         "combat_view": combat_view.TEXTS, "combat_steps": combat_steps.TEXTS,
         "sheets": sheets.TEXTS, "score_sheets": score_sheets.TEXTS}

MESSAGES = Messages({key: texts for part in PARTS.values() for key, texts in part.items()})


def word(kind: str, ident: str, lang: str) -> str:
    """A word of a kind (colour, item, ...) in ``lang``: the catalogue's ``{kind}.{ident}``, else the id with
    spaces for underscores (how the English texts have always shown it)."""
    key = f"{kind}.{ident}"
    return MESSAGES.text(key, lang) if key in MESSAGES else ident.replace("_", " ")

