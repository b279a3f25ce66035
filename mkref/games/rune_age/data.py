"""The rules data of Rune Age (rules/rune-age/*.toml), loaded once, and names in both languages.

Card identity: a racial unit is known by its race and cost group (each race has exactly one unit type per
cost 1, 2, 3, 5, p. 3), id ``"<race>-unit<cost>"``; a named unit of cards.toml is an alias of its group
once its cost is known. Neutral cards are known by kind id, gold cards as ``gold1``..``gold3``.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from mkref.core.errors import UnknownName
from mkref.core.names import NameIndex, fold
from mkref.core.rulesdata import read_file

GAME_ID = "rune-age"
COSTS = (1, 2, 3, 5)


@cache
def game() -> dict[str, Any]:
    return read_file(GAME_ID, "game.toml")


@cache
def cards() -> dict[str, Any]:
    return read_file(GAME_ID, "cards.toml")


@cache
def settings_file() -> dict[str, Any]:
    return read_file(GAME_ID, "settings.toml")


def limit(key: str) -> Any:
    return game()["limits"][key]


def settings_defaults() -> dict[str, Any]:
    return {key: entry["value"] for key, entry in settings_file()["settings"].items()}


def setting_spec(key: str) -> dict[str, Any]:
    return settings_file()["settings"][key]  # type: ignore[no-any-return]


def name(entry: dict[str, Any], lang: str = "en") -> str:
    names = entry.get("name", {})
    return str(names.get(lang) or names.get("en") or "")


# ---- races and scenarios -----------------------------------------------------------------------------
@cache
def race_index() -> NameIndex:
    index = NameIndex("race")
    for ident, race in game()["races"].items():
        index.add(ident, (race["name"]["en"], race["name"]["de"], *race.get("aliases", [])), race["name"]["en"])
    return index


@cache
def scenario_index() -> NameIndex:
    index = NameIndex("scenario")
    for ident, sc in game()["scenarios"].items():
        index.add(ident, (sc["name"]["en"], sc["name"]["de"], *sc.get("aliases", [])), sc["name"]["en"])
    return index


def race(ident: str) -> dict[str, Any]:
    return game()["races"][ident]  # type: ignore[no-any-return]


def scenario(ident: str) -> dict[str, Any]:
    return game()["scenarios"][ident]  # type: ignore[no-any-return]


def race_name(ident: str, lang: str = "en") -> str:
    return name(race(ident), lang)


def scenario_name(ident: str, lang: str = "en") -> str:
    return name(scenario(ident), lang)


def setup_row(players: int) -> dict[str, Any]:
    return game()["setup_table"][str(players)]  # type: ignore[no-any-return]


# ---- cards ------------------------------------------------------------------------------------------
def slug(text: str) -> str:
    """A stable id for a name typed at the table: 'The Guardian Obelisk' -> 'the_guardian_obelisk'."""
    return re.sub(r"[^0-9a-z]+", "_", fold(text)).strip("_")


def unit_group(race_id: str, cost: int) -> str:
    return f"{race_id}-unit{cost}"


def parse_group(ident: str) -> tuple[str, int] | None:
    """'waiqar-unit1' -> ('waiqar', 1); anything else -> None."""
    m = re.fullmatch(r"([a-z]+)-unit(\d)", ident)
    return (m.group(1), int(m.group(2))) if m else None


def neutral(kind: str) -> dict[str, Any]:
    return cards()["neutral"][kind]  # type: ignore[no-any-return]


def neutral_kinds() -> list[str]:
    return list(cards()["neutral"])


def named_units() -> dict[str, Any]:
    return cards().get("units", {})  # type: ignore[no-any-return]


def gold_card(ident: str) -> dict[str, Any]:
    return cards()["gold"][ident]  # type: ignore[no-any-return]


def city(ident: str) -> dict[str, Any]:
    return cards().get("cities", {}).get(ident, {})  # type: ignore[no-any-return]


def event_card(ident: str) -> dict[str, Any]:
    return cards().get("events", {}).get(ident, {})  # type: ignore[no-any-return]


@cache
def card_index() -> NameIndex:
    """Every card name the table may type for a card it holds: named units, neutral kinds, gold cards."""
    index = NameIndex("card")
    for ident, unit in named_units().items():
        index.add("named:" + ident, (unit["name"]["en"], unit["name"]["de"], ident), unit["name"]["en"])
    for kind, card in cards()["neutral"].items():
        index.add(kind, (card["name"]["en"], card["name"]["de"]), card["name"]["en"])
    for ident, card in cards()["gold"].items():
        index.add(ident, (card["name"]["en"], card["name"]["de"], f"{card['value']}-gold", f"gold {card['value']}"), card["name"]["en"])
    return index


def find_card(word: str) -> str | None:
    """The id a typed card name means: 'named:<unit>', a neutral kind, 'goldN', 'unitN' or a group id."""
    key = fold(word)
    if re.fullmatch(r"(unit|einheit)_?[1235]", key):
        return "unit" + key[-1]
    if parse_group(word.strip().lower()):
        return word.strip().lower()
    if key in ("1", "2", "3"):
        return "gold" + key
    return card_index().find(word)


def resolve_card(word: str) -> str:
    ident = find_card(word)
    if ident is None:
        raise unknown_card(word)
    return ident


def unknown_card(word: str) -> UnknownName:
    """A card name mkref does not know, said in the table's language; the close names in both languages."""
    from mkref.core.messages import Named

    from .messages import MESSAGES

    close = card_index().close(word)
    way_out = MESSAGES.said("hint_unknown_card")
    hint = way_out
    if close:
        names = Named(", ".join(_card_label(c, "en") for c in close), ", ".join(_card_label(c, "de") for c in close))
        hint = MESSAGES.said("did_you_mean_card", names=names, hint=way_out)
    return UnknownName("card", word, hint=hint, what=MESSAGES.said("unknown_card", name=word), why=MESSAGES.said("unknown_card_why"))


def _card_label(ident: str, lang: str) -> str:
    if ident.startswith("named:"):
        return str(named_units()[ident[6:]]["name"][lang])
    entry = cards()["neutral"].get(ident) or cards()["gold"].get(ident) or {}
    return name(entry, lang) or ident


def known_cost_of_named(ident: str) -> int | None:
    value = named_units().get(ident, {}).get("cost")
    return int(value) if isinstance(value, int) else None


@cache
def event_index() -> NameIndex:
    index = NameIndex("event card")
    for ident, card in cards().get("events", {}).items():
        index.add(ident, (card["name"]["en"], card["name"]["de"]), card["name"]["en"])
    return index


def event_id(word: str) -> str:
    """A drawn event card's id: its id in cards.toml when the name is known there, else the name as an id."""
    return event_index().find(word) or slug(word)


def city_or_event_id(name: str) -> str:
    """The id of a city or event card the rules data names ``name`` (English or German), else ''."""
    ident = slug(name)
    if city(ident):
        return ident
    ident = event_id(name)
    return ident if event_card(ident) else ""
