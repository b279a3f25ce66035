"""A card id's name and kind, for the rules, the state and the texts alike. Pure.

A racial unit's name depends on its cost, which the table may have told (a ``fact``): these functions read
the facts only (``TableFacts``), so a log label with no save at hand passes ``{"facts": {}}``.
"""

from __future__ import annotations

from typing import TypedDict

from mkref.core.messages import Named

from . import data
from .messages import text

FactValue = int | str  # a printed number, or a word such as an event card's kind, told by the table


class TableFacts(TypedDict):
    """What the table told of its cards: the state, or no facts at all."""

    facts: dict[str, FactValue]


def card_name(state: TableFacts, card: str, lang: str = "en") -> str:
    """The name of a card id in the game's language."""
    group = data.parse_group(card)
    if group:
        race, cost = group
        for ident, unit in data.named_units().items():
            if unit["race"] == race and cost_of_named(state, ident) == cost:
                return str(unit["name"][lang])
        return text("unit_group", lang, race=data.race_name(race, lang), cost=cost)
    if card in data.cards()["gold"]:
        return str(data.gold_card(card)["name"][lang])
    if card in data.cards()["neutral"]:
        return str(data.neutral(card)["name"][lang])
    return card


def card_named(state: TableFacts, card: str) -> Named:
    """A card's name in both languages, for a question or refusal."""
    return Named(card_name(state, card, "en"), card_name(state, card, "de"))


def cost_of_named(state: TableFacts, ident: str) -> int | None:
    """A named racial unit's cost: printed in cards.toml, or told by the table, or not known yet."""
    known = data.known_cost_of_named(ident)
    if known is not None:
        return known
    value = state["facts"].get(f"named:{ident}.cost")
    return int(value) if value is not None else None


def card_kind(card: str) -> str:
    """'unit', 'tactic' or 'gold'."""
    if data.parse_group(card):
        return "unit"
    if card in data.cards()["gold"]:
        return "gold"
    return str(data.neutral(card).get("type", "unit"))
