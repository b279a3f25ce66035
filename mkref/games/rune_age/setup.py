"""Set-up (spec section 4, p. 4-5): the options of ``mkref new rune-age``, their validation, the first
state and the checklist the table reads while it lays out the cards."""

from __future__ import annotations

from typing import Any

from mkref.core.errors import InvalidInput, RuleViolation

from . import data
from .messages import text

USAGE = "mkref new rune-age --scenario ID --player NAME:RACE [--player NAME:RACE ...] [--coop] [--swap OLD=NEW] [--set KEY=VALUE] [--language de]"


def parse_args(args: list[str]) -> dict[str, Any]:
    """The game's options of ``mkref new`` -> a TOML-able setup table (validated)."""
    setup: dict[str, Any] = {"scenario": "", "players": [], "settings": {}, "swaps": {}, "coop": False, "lang": "en"}
    i = 0
    while i < len(args):
        flag = args[i]
        if flag == "--coop":
            setup["coop"] = True
            i += 1
            continue
        if flag not in ("--scenario", "--player", "--set", "--swap", "--language") or i + 1 >= len(args):
            raise InvalidInput(f"Unknown or incomplete option '{flag}'", "Rune Age takes --scenario, --player, --coop, --swap, --set, --language", USAGE)
        value = args[i + 1]
        i += 2
        if flag == "--scenario":
            setup["scenario"] = data.scenario_index().resolve(value)
        elif flag == "--player":
            setup["players"].append(_player(value))
        elif flag == "--set":
            key, value_text = _pair(value, "--set")
            setup["settings"][key] = _setting(key, value_text)
        elif flag == "--swap":
            old, new = _pair(value, "--swap")
            setup["swaps"][_neutral_kind(old)] = _neutral_kind(new)
        else:
            from mkref.core.messages import normalise_lang

            setup["lang"] = normalise_lang(value)
    validate(setup)
    setup["save_name"] = f"rune-age-{setup['scenario']}"
    return setup


def _pair(value: str, flag: str) -> tuple[str, str]:
    key, sep, rest = value.partition("=")
    if not sep or not key.strip() or not rest.strip():
        raise InvalidInput(f"{flag} needs KEY=VALUE, not '{value}'", hint=USAGE)
    return key.strip(), rest.strip()


def _player(value: str) -> dict[str, str]:
    who, sep, race = value.rpartition(":")
    if not sep or not who.strip():
        raise InvalidInput(f"--player needs NAME:RACE, not '{value}'", "races: Daqan, Latari, Waiqar, Uthuk", USAGE)
    return {"name": who.strip(), "race": data.race_index().resolve(race)}


def _neutral_kind(word: str) -> str:
    ident = data.find_card(word)
    if ident not in data.neutral_kinds():
        raise InvalidInput(f"'{word}' is not a neutral card kind", "the ten kinds: " + ", ".join(data.neutral(k)["name"]["en"] for k in data.neutral_kinds()), ref="p. 17")
    return ident


def _setting(key: str, value: str) -> Any:
    specs = data.settings_file()["settings"]
    if key not in specs:
        raise InvalidInput(f"Unknown setting '{key}'", "the settings are in rules/rune-age/settings.toml", "mkref rules --game rune-age settings")
    choices = specs[key]["choices"]
    for choice in choices:
        if str(choice).lower() == value.lower():
            return choice
    raise InvalidInput(f"{key} cannot be '{value}'", "choices: " + ", ".join(str(c) for c in choices), ref=specs[key]["ref"])


def validate(setup: dict[str, Any]) -> None:
    """Spec 4.3: a scenario, 1-4 players with distinct races and distinct names, solo only where allowed."""
    if not setup["scenario"]:
        raise InvalidInput("Which scenario?", "--scenario is required: dragonlords, runewars, cataclysm, monument", USAGE)
    scenario = data.scenario(setup["scenario"])
    players = setup["players"]
    count = len(players)
    solo = setup["settings"].get("solo_scenarios", data.settings_defaults()["solo_scenarios"])
    if count == 1 and setup["scenario"] not in solo:
        raise RuleViolation(f"{data.scenario_name(setup['scenario'])} cannot be played solo", "only the Dragonlords and the Cataclysm have solo rules (A-33)", "Add a --player NAME:RACE", ref=scenario["ref"])
    if count not in (1, 2, 3, 4):
        raise RuleViolation(f"{count} players", "Rune Age is for 2 to 4 players (1 in the solo variants)", "Give one to four --player NAME:RACE", ref="p. 2")
    races = [p["race"] for p in players]
    if len(set(races)) != count:
        raise RuleViolation("Two players chose the same race", "each player controls one of the four races", "Give every player another race", ref="p. 4")
    names = [p["name"].casefold() for p in players]
    if len(set(names)) != count:
        raise InvalidInput("Two players have the same name", hint="Give every player a name of his own")
    if setup["coop"] and setup["scenario"] != "cataclysm":
        raise RuleViolation("--coop is an optional rule of the Cataclysm", ref="p. 16")
    for old, new in setup["swaps"].items():
        if old not in scenario["neutral"]:
            raise RuleViolation(f"{data.neutral(old)['name']['en']} is not one of this scenario's neutral kinds", ref="p. 17")
        cost_old, cost_new = data.neutral(old).get("cost"), data.neutral(new).get("cost")
        if cost_old is not None and cost_new is not None and cost_old != cost_new:
            raise RuleViolation("A swapped neutral kind must have the same influence cost", f"{cost_old} against {cost_new}", ref="p. 17")


def neutral_kinds_in_play(setup: dict[str, Any]) -> list[str]:
    return [setup["swaps"].get(kind, kind) for kind in data.scenario(setup["scenario"])["neutral"]]


def removed_events(setup: dict[str, Any]) -> list[str]:
    scenario = data.scenario(setup["scenario"])
    if len(setup["players"]) == 1:
        return list(scenario.get("solo_removes", []))
    if setup["coop"]:
        return list(scenario.get("coop_removes", []))
    return []


def initial_state(setup: dict[str, Any]) -> dict[str, Any]:
    count = len(setup["players"])
    row = data.setup_row(count)
    units = data.game()["barracks"]["units"]
    start_units = data.limit("start_units")
    scenario = data.scenario(setup["scenario"])
    settings = {**data.settings_defaults(), **setup.get("settings", {})}
    players = []
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
        "scenario": setup["scenario"], "lang": setup.get("lang", "en"), "settings": settings,
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
        },
        "facts": {}, "combat": {}, "result": {}, "objective_defeated_by": -1,
    }


def checklist(setup: dict[str, Any], lang: str = "en") -> list[str]:
    """What the table lays out (p. 4), with German and English names."""
    sc = data.scenario(setup["scenario"])
    count = len(setup["players"])
    row = data.setup_row(count)
    other = "de" if lang == "en" else "en"
    lines = [text("setup_title", lang, scenario=data.scenario_name(setup["scenario"], lang), other=data.scenario_name(setup["scenario"], other), players=count)]
    kinds = ", ".join(f"{data.neutral(k)['name'][lang]} ({data.neutral(k)['name'][other]})" for k in neutral_kinds_in_play(setup))
    lines.append(text("setup_neutral", lang, kinds=kinds, n=row["neutral_per_stack"]))
    lines.append(text("setup_gold", lang, g1=row["gold"]["1"], g2=row["gold"]["2"], g3=row["gold"]["3"]))
    lines.append(text("setup_cities", lang, n=row["cities"]))
    for i, p in enumerate(setup["players"]):
        key = "setup_player_start" if i == 0 else "setup_player"
        lines.append(text(key, lang, name=p["name"], race=data.race_name(p["race"], lang), other=data.race_name(p["race"], other)))
    lines.append(text("setup_deck", lang))
    removed = removed_events(setup)
    if removed:
        names = ", ".join(f"{data.name(data.event_card(e), lang)} ({data.name(data.event_card(e), other)})" for e in removed)
        lines.append(text("setup_removed", lang, names=names))
    stages = " / ".join(str(s) for s in reversed(sc["stages"]))
    lines.append(text("setup_events", lang, n=sc["events"] - len(removed), stages=stages))
    if sc.get("dragon_runes"):
        lines.append(text("setup_runes", lang))
    if sc.get("monument"):
        lines.append(text("setup_monument", lang))
    for old, new in setup["swaps"].items():
        lines.append(text("setup_swap", lang, old=data.neutral(old)["name"][lang], new=data.neutral(new)["name"][lang]))
    lines.append(text("setup_objective", lang, rule=text("victory_" + sc["victory"], lang), ref=sc["victory_ref"]))
    return lines
