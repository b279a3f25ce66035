"""Checks ``mkref check-rules`` runs for Rune Age: the shape of every rules file and the rules index."""

from __future__ import annotations

from typing import Any

from mkref.core.rulesdata import file_fields, new_problems
from mkref.core.tomlread import Fields, Problems

GAME_ID = "rune-age"
RACE_KEYS = {"name", "aliases", "ref"}
SCENARIO_KEYS = {"name", "aliases", "players", "stages", "events", "neutral", "solo_removes", "coop_removes", "victory",
                 "ref", "victory_ref", "dragon_runes", "captured_city_exhausted", "rebuild_event_deck", "monument", "no_home_realm_sieges"}
VICTORIES = ("objective", "last_survivor", "survive_events", "monument")
CARD_NUMBERS = ("strength", "cost", "influence", "gold", "defense_bonus", "attrition", "value", "stage")


def _name(f: Fields) -> None:
    names = f.table("name")
    if names is not None:
        names.text("en")
        names.text("de")


def _page(f: Fields, key: str = "ref") -> None:
    value = f.text(key, "")
    if value and not value.startswith("p. "):
        f.problems.add(f.where(key), f"is {value!r}; expected a page like 'p. 7'")


def _game(problems: Problems) -> None:
    f = file_fields(GAME_ID, "game.toml", problems)
    limits = f.table("limits")
    if limits is not None:
        if limits.number("elimination_damage", low=1) != 20:
            problems.add(limits.where("elimination_damage"), "the rulebook says 20 (p. 14)")
        limits.number("hand_size", low=1)
    races = f.table("races")
    for ident in list(races.data) if races else []:
        race = races.table(ident) if races else None
        if race is not None:
            race.unknown_keys(RACE_KEYS)
            _name(race)
            _page(race)
    scenarios = f.table("scenarios")
    neutral = set(_cards_table("neutral"))
    for ident in list(scenarios.data) if scenarios else []:
        sc = scenarios.table(ident) if scenarios else None
        if sc is None:
            continue
        sc.unknown_keys(SCENARIO_KEYS)
        _name(sc)
        _page(sc)
        _page(sc, "victory_ref")
        sc.choice("victory", VICTORIES)
        sc.number("events", low=1)
        for kind in sc.texts("neutral", options=sorted(neutral)) or []:
            del kind
    outcomes = f.table("outcomes")
    fates = ("captured", "stays", "held", "defeated", "damaged", "repelled", "won_game")
    for kind, tie in (("battle", ("army", "target")), ("siege", ("attacker", "defender"))):
        block = outcomes.table(kind) if outcomes else None
        if block is None:
            continue
        block.choice("tie", tie)
        _page(block)
        for target in [k for k in block.data if k not in ("tie", "ref")]:
            row = block.table(target)
            if row is not None:
                row.choice("win", fates)
                row.choice("lose", fates)
    table = f.table("setup_table")
    for players in ("1", "2", "3", "4"):
        row = table.table(players) if table else None
        if row is not None:
            gold = row.table("gold")
            for value in ("1", "2", "3"):
                if gold is not None:
                    gold.number(value, low=0)
            row.number("neutral_per_stack", low=0, high=5)
            row.number("cities", low=0, high=8)


def _cards_table(section: str) -> dict[str, Any]:
    from mkref.core.rulesdata import read_file

    return read_file(GAME_ID, "cards.toml").get(section, {})  # type: ignore[no-any-return]


def _cards(problems: Problems) -> None:
    f = file_fields(GAME_ID, "cards.toml", problems)
    for section in ("gold", "cities", "neutral", "units", "events"):
        group = f.table(section, {})
        for ident in list(group.data) if group else []:
            card = group.table(ident) if group else None
            if card is None:
                continue
            _name(card)
            _page(card)
            for key in CARD_NUMBERS:
                if card.has(key):
                    card.number(key, low=0)
            if section == "units":
                card.choice("race", ("daqan", "latari", "waiqar", "uthuk"))
                if card.has("cost") and card.raw("cost") not in (1, 2, 3, 5):
                    problems.add(card.where("cost"), "racial units cost 1, 2, 3 or 5 (p. 3)")
            if section == "neutral":
                card.choice("type", ("unit", "tactic"))
            if section == "events":
                card.choice("scenario", ("dragonlords", "runewars", "cataclysm", "monument"))
                if card.has("kind"):
                    card.choice("kind", ("enemy", "effect"))
                if card.has("reward"):
                    card.choice("reward", ("none", "gold", "influence", "other"))


def _settings(problems: Problems) -> None:
    f = file_fields(GAME_ID, "settings.toml", problems)
    settings = f.table("settings")
    for key in list(settings.data) if settings else []:
        entry = settings.table(key) if settings else None
        if entry is None:
            continue
        entry.unknown_keys({"spec", "ref", "value", "choices", "help"})
        spec = entry.text("spec")
        if spec and not (spec.startswith("A-") and spec[2:].isdecimal()):
            problems.add(entry.where("spec"), f"is {spec!r}; expected a ruling id like 'A-04'")
        choices = entry.get("choices", list)
        if isinstance(choices, list) and entry.raw("value") not in choices:
            problems.add(entry.where("value"), "is not one of its choices")
        help_text = entry.table("help")
        if help_text is not None:
            help_text.text("en")
            help_text.text("de")
        entry.text("ref")


def _files() -> None:
    problems = new_problems()
    _game(problems)
    _cards(problems)
    _settings(problems)
    problems.raise_if_any("rules/rune-age")


def _index() -> None:
    from mkref.core.rulesdata import game_dir
    from mkref.core.rulesindex import build

    build(GAME_ID, game_dir(GAME_ID))


CHECKS = [_files, _index]
