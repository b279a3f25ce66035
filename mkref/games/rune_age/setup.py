"""Set-up (spec section 4, p. 4-5): the options of ``mkref new rune-age``, their validation, the first
state and the checklist the table reads while it lays out the cards."""

from __future__ import annotations

from typing import Any

from mkref.core.messages import name_in, pick_lang
from mkref.core.errors import InvalidInput, RuleViolation

from . import data
from .messages import page, text
from .state import GameState, PlayerState

USAGE = "mkref new rune-age --scenario ID --player NAME:RACE [--player NAME:RACE ...] [--coop] [--swap OLD=NEW] [--set KEY=VALUE]"


def parse_args(args: list[str]) -> dict[str, Any]:
    """The game's options of ``mkref new`` -> a TOML-able setup table (validated)."""
    setup: dict[str, Any] = {"scenario": "", "players": [], "settings": {}, "swaps": {}, "coop": False, "lang": pick_lang()}  # `mkref new --lang` replaces it (kept in the save)
    lang = setup["lang"]
    from mkref.core.options import parse_new_options

    from .new_options import OPTIONS
    from .settings import table_setting

    for flag, value in parse_new_options(OPTIONS, args, data.GAME_ID).pairs:  # in the order given: --set and --swap keep it
        if flag == "--coop":
            setup["coop"] = True
        elif flag == "--scenario":
            setup["scenario"] = data.scenario_index().resolve(value)
        elif flag == "--player":
            setup["players"].append(_player(value, lang))
        elif flag == "--set":
            key, chosen = table_setting(value, lang, USAGE)
            setup["settings"][key] = chosen
        elif flag == "--swap":
            old, new = _pair(value, "--swap", lang)
            setup["swaps"][_neutral_kind(old, lang)] = _neutral_kind(new, lang)
    validate(setup)
    setup["save_name"] = f"rune-age-{setup['scenario']}"
    return setup


def _pair(value: str, flag: str, lang: str) -> tuple[str, str]:
    key, sep, rest = value.partition("=")
    if not sep or not key.strip() or not rest.strip():
        raise InvalidInput(text("setup_pair", lang, flag=flag, value=value), hint=USAGE)
    return key.strip(), rest.strip()


def _player(value: str, lang: str) -> dict[str, str]:
    who, sep, race = value.rpartition(":")
    if not sep or not who.strip():
        raise InvalidInput(text("setup_player_form", lang, value=value), hint=USAGE)
    return {"name": who.strip(), "race": data.race_index().resolve(race)}


def _neutral_kind(word: str, lang: str) -> str:
    ident = data.find_card(word)
    if ident is None or ident not in data.neutral_kinds():
        kinds = ", ".join(data.neutral(k)["name"][lang] for k in data.neutral_kinds())
        raise InvalidInput(text("setup_not_neutral", lang, word=word, kinds=kinds), ref="p. 17")
    return ident


def validate(setup: dict[str, Any]) -> None:
    """Spec 4.3: a scenario, 1-4 players with distinct races and distinct names, solo only where allowed."""
    lang = setup.get("lang", "en")
    if not setup["scenario"]:
        raise InvalidInput(text("setup_no_scenario", lang), hint=USAGE)
    scenario = data.scenario(setup["scenario"])
    players = setup["players"]
    count = len(players)
    solo = setup["settings"].get("solo_scenarios", data.settings_defaults()["solo_scenarios"])
    if count == 1 and setup["scenario"] not in solo:
        raise RuleViolation(text("setup_no_solo", lang, scenario=data.scenario_name(setup["scenario"], lang)), ref=scenario["ref"])
    if count not in (1, 2, 3, 4):
        raise RuleViolation(text("setup_count", lang, n=count), ref="p. 2")
    races = [p["race"] for p in players]
    if len(set(races)) != count:
        raise RuleViolation(text("setup_same_race", lang), ref="p. 4")
    names = [p["name"].casefold() for p in players]
    if len(set(names)) != count:
        raise InvalidInput(text("setup_same_name", lang))
    if setup["coop"] and setup["scenario"] != "cataclysm":
        raise RuleViolation(text("setup_coop", lang), ref="p. 16")
    for old, new in setup["swaps"].items():
        if old not in scenario["neutral"]:
            raise RuleViolation(text("setup_swap_kind", lang, card=data.neutral(old)["name"][lang]), ref="p. 17")
        cost_old, cost_new = data.neutral(old).get("cost"), data.neutral(new).get("cost")
        if cost_old is not None and cost_new is not None and cost_old != cost_new:
            raise RuleViolation(text("setup_swap_cost", lang, old=cost_old, new=cost_new), ref="p. 17")


def neutral_kinds_in_play(setup: dict[str, Any]) -> list[str]:
    return [setup["swaps"].get(kind, kind) for kind in data.scenario(setup["scenario"])["neutral"]]


def removed_events(setup: dict[str, Any]) -> list[str]:
    scenario = data.scenario(setup["scenario"])
    if len(setup["players"]) == 1:
        return list(scenario.get("solo_removes", []))
    if setup["coop"]:
        return list(scenario.get("coop_removes", []))
    return []


def initial_state(setup: dict[str, Any]) -> GameState:
    count = len(setup["players"])
    row = data.setup_row(count)
    units = data.game()["barracks"]["units"]
    start_units = data.limit("start_units")
    scenario = data.scenario(setup["scenario"])
    settings = {**data.settings_defaults(), **setup.get("settings", {})}
    players: list[PlayerState] = []
    for p in setup["players"]:
        barracks = {str(c): units[str(c)] for c in data.COSTS}
        barracks["1"] -= start_units
        players.append({
            "name": p["name"], "race": p["race"], "damage": 0, "out": False,
            "barracks": barracks, "barracks_strongholds": data.game()["barracks"]["strongholds"],
            "strongholds": [], "cities": [], "rewards": [],
            "owned": {"gold1": data.limit("start_gold_cards"), data.unit_group(p["race"], 1): start_units},
            "rune": "ready" if scenario.get("dragon_runes") else "",
            "monument": "barracks" if scenario.get("monument") else "", "monument_round": 0,
            "targets": [], "used": {},
        })
    gold = {f"gold{v}": row["gold"][str(v)] for v in (1, 2, 3)}
    gold["gold1"] -= data.limit("start_gold_cards") * count
    return {
        "scenario": setup["scenario"], "settings": settings,
        "round": 1, "phase": "turns", "start": 0, "active": 0,
        "players": players,
        "central": {
            "gold": gold,
            "neutral": {kind: row["neutral_per_stack"] for kind in neutral_kinds_in_play(setup)},
            "cities": [], "unnamed_cities": row["cities"],
        },
        "events": {
            "deck": scenario["events"] - len(removed_events(setup)), "discard": [], "enemies": [], "lasting": [],
            "stage": 0, "current": {}, "queue": [], "drawn": False, "rebuilt": False, "exhausted": False,
            "size": scenario["events"] - len(removed_events(setup)), "rebuilt_cards": [], "removed": 0,
        },
        "facts": _table_cards(setup), "combat": {}, "result": {}, "objective_defeated_by": -1,
    }


def checklist(setup: dict[str, Any], lang: str = "en") -> list[str]:
    """What the table lays out (p. 4); an English game names the German cards too, a German game speaks only German."""
    sc = data.scenario(setup["scenario"])
    count = len(setup["players"])
    row = data.setup_row(count)
    lines = [text("setup_title", lang, scenario=data.scenario_name(setup["scenario"], lang), other=_german(data.scenario_name(setup["scenario"], "de"), lang), players=count)]
    kinds = ", ".join(data.neutral(k)["name"][lang] + _german(data.neutral(k)["name"]["de"], lang) for k in neutral_kinds_in_play(setup))
    lines.append(text("setup_neutral", lang, kinds=kinds, n=row["neutral_per_stack"]))
    lines.append(text("setup_gold", lang, g1=row["gold"]["1"], g2=row["gold"]["2"], g3=row["gold"]["3"]))
    lines.append(text("setup_cities", lang, n=row["cities"]))
    for i, p in enumerate(setup["players"]):
        key = "setup_player_start" if i == 0 else "setup_player"
        lines.append(text(key, lang, name=p["name"], race=data.race_name(p["race"], lang), other=_german(data.race_name(p["race"], "de"), lang)))
    lines.append(text("setup_deck", lang))
    removed = removed_events(setup)
    if removed:
        names = ", ".join(data.name(data.event_card(e), lang) + _german(data.name(data.event_card(e), "de"), lang) for e in removed)
        lines.append(text("setup_removed", lang, names=names))
    stages = " / ".join(str(s) for s in reversed(sc["stages"]))
    lines.append(text("setup_events", lang, n=sc["events"] - len(removed), stages=stages))
    if sc.get("dragon_runes"):
        lines.append(text("setup_runes", lang))
    if sc.get("monument"):
        lines.append(text("setup_monument", lang))
    for old, new in setup["swaps"].items():
        lines.append(text("setup_swap", lang, old=data.neutral(old)["name"][lang], new=data.neutral(new)["name"][lang]))
    lines.append(text("setup_objective", lang, rule=text("victory_" + sc["victory"], lang), ref=page(sc["victory_ref"], lang)))
    return lines


def _table_cards(setup: dict[str, Any]) -> dict[str, Any]:
    """The printed values this table told in earlier games (the card file, copied into the save at
    `new`), by their fact keys ("dark_elf_raiders.strength"), so nothing printed is asked twice."""
    from mkref.core.cardfile import flatten

    told = setup.get("table_cards", {})
    return flatten(told) if isinstance(told, dict) else {}


def _german(name: str, lang: str) -> str:
    """' (German name)' after an English one; nothing in a German game."""
    return "" if name_in(lang, "en", "de") == "de" else f" ({name})"
