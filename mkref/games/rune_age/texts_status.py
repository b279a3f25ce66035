"""The status of a game: the state as data for ``mkref status --json`` (and the status mirror ``watch``
reads), and as the lines the table reads (the prompt's ``status``, ``mkref status``). Pure.

The data names things in English (the state holds no language); ``status_lines`` says them in the table's
language, also from a status mirror an older mkref wrote (hence the ``NotRequired`` keys).
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from mkref.core.names import name_in

from . import combat, data
from .cards import card_kind, card_name
from .combat import Side
from .elimination import threshold
from .events import CombatKind, Outcome
from .messages import page, text
from .state import GameState
from .texts import shown
from .victory import Standing, standing, winners_text


class Count(TypedDict):
    ready: int
    exhausted: int


class CityStatus(TypedDict):
    id: str
    name: str
    ready: bool


class RewardStatus(CityStatus):
    gold: int
    influence: int


class UnitStatus(TypedDict):
    card: str
    name: str
    name_de: NotRequired[str]
    count: int


class PlayerStatus(TypedDict):
    name: str
    race: str
    race_name: str
    damage: int
    eliminated: bool
    strongholds: Count
    barracks: dict[str, int]  # units left by cost group, and "strongholds"
    cities: list[CityStatus]
    rewards: list[RewardStatus]
    owned: dict[str, int]  # by English card name
    units: NotRequired[list[UnitStatus]]  # a status mirror written before units were listed has none
    dragon_rune: str
    monument: str
    start_player: bool
    active: bool


class CentralStatus(TypedDict):
    gold: dict[str, int]
    neutral: dict[str, int]
    cities: list[str]
    unnamed_cities: int


class EventDeckStatus(TypedDict):
    cards: int
    stage: int
    enemies: list[str]
    lasting: list[str]
    discard: int
    defending: list[str]
    in_play: int
    removed: int
    size: int


class CombatStatus(TypedDict, total=False):
    """The running combat (empty when there is none)."""

    kind: CombatKind
    target: str
    step: str
    next: str
    attacker: str
    defender: str
    totals: dict[Side, int]


class ResultStatus(TypedDict, total=False):
    """The end of the game (empty while it goes on), with its sentence in both languages."""

    outcome: Outcome
    winners: list[str]
    rule: str
    ref: str
    scores: dict[str, int]
    text: str
    text_de: str


class StatusData(TypedDict):
    game: str
    scenario: str
    scenario_name: str
    round: int
    phase: Literal["turns", "event", "combat", "game_over"]
    active_player: str
    start_player: str
    players: list[PlayerStatus]
    standing: list[Standing]
    central: CentralStatus
    event_deck: EventDeckStatus
    combat: CombatStatus
    result: ResultStatus


def _name(state: GameState, i: int) -> str:
    return str(state["players"][i]["name"])


def status_data(state: GameState) -> StatusData:
    """The state as JSON for ``mkref status --json``: ``phase`` is turns, event, combat or game_over. Names
    are English (the state holds no language); ``status_lines`` says them in the table's language."""
    phase: Literal["turns", "event", "combat", "game_over"] = state["phase"] if state["phase"] == "game_over" or not state["combat"] else "combat"
    players: list[PlayerStatus] = []
    for i, p in enumerate(state["players"]):
        players.append({
            "name": p["name"], "race": p["race"], "race_name": data.race_name(p["race"]), "damage": p["damage"],
            "eliminated": p["out"], "strongholds": {"ready": sum(p["strongholds"]), "exhausted": len(p["strongholds"]) - sum(p["strongholds"])},
            "barracks": {**p["barracks"], "strongholds": p["barracks_strongholds"]},
            "cities": [{"id": c["id"], "name": c["name"], "ready": c["ready"]} for c in p["cities"]],
            "rewards": [{"id": r.get("id", ""), "name": r["name"], "gold": r["gold"], "influence": r["influence"], "ready": r["ready"]} for r in p["rewards"]],
            "owned": {card_name(state, k, "en"): v for k, v in sorted(p["owned"].items()) if v},
            "units": [{"card": k, "name": card_name(state, k, "en"), "name_de": card_name(state, k, "de"), "count": v}
                      for k, v in sorted(p["owned"].items()) if v and card_kind(k) == "unit"],
            "dragon_rune": p["rune"], "monument": p["monument"], "start_player": i == state["start"], "active": i == state["active"] and state["phase"] == "turns",
        })
    ev = state["events"]
    out: StatusData = {
        "game": data.GAME_ID, "scenario": state["scenario"], "scenario_name": data.scenario_name(state["scenario"]),
        "round": state["round"], "phase": phase, "active_player": _name(state, state["active"]) if state["phase"] == "turns" else "",
        "start_player": _name(state, state["start"]), "players": players, "standing": standing(state),
        "central": {"gold": dict(state["central"]["gold"]), "neutral": dict(state["central"]["neutral"]),
                    "cities": [c["name"] for c in state["central"]["cities"]], "unnamed_cities": state["central"]["unnamed_cities"]},
        "event_deck": {"cards": ev["deck"], "stage": ev["stage"], "enemies": [x["name"] for x in ev["enemies"]],
                       "lasting": [x["name"] for x in ev["lasting"]], "discard": len(ev["discard"]),
                       "defending": [_name(state, i) for i in ev["queue"]], "in_play": events_in_play(state),
                       "removed": int(ev.get("removed", 0)), "size": int(ev.get("size", 0))},
        "combat": _combat_status(state), "result": _result(state),
    }
    return out


def events_in_play(state: GameState) -> int:
    """Event cards neither in the deck nor in the discard pile nor out of the game: enemies, lasting
    effects, an attacking effect still being defended against, enemies kept as rewards (pp. 9-10)."""
    ev = state["events"]
    current = ev["current"]
    resolving = bool(current) and current.get("kind") == "effect" and not current.get("lasting") and bool(ev["queue"])
    rewards = sum(1 for p in state["players"] for r in p["rewards"] if r.get("id"))
    return len(ev["enemies"]) + len(ev["lasting"]) + int(resolving) + rewards


def _combat_status(state: GameState) -> CombatStatus:
    c = state["combat"]
    if not c:
        return {}
    return {"kind": c["kind"], "target": c["target"]["name"], "step": c["step"], "next": c["next"],
            "attacker": _name(state, c["attacker"]), "defender": _name(state, c["defender"]) if c["defender"] >= 0 else "",
            "totals": {s: combat.total(c["armies"][s], int(c["target"].get("defense_bonus", 0)) if s == combat.DEFENDER else 0) for s in c["armies"]}}


def _result(state: GameState) -> ResultStatus:
    r = state["result"]
    if not r:
        return {}
    result: ResultStatus = {"outcome": r["outcome"], "winners": [_name(state, i) for i in r["winners"]], "rule": r["rule"], "ref": r["ref"]}
    if "scores" in r:
        result["scores"] = r["scores"]
    result["text"], result["text_de"] = winners_text(state, r), winners_text(state, r, "de")
    return result


def status_lines(s: StatusData, lang: str = "en") -> list[str]:
    """The status as plain lines (the REPL's ``status`` and ``mkref status``) in ``lang``: each player's
    damage, strongholds, cities, rewards and units, and who is closest to winning and why (item 7)."""
    scenario = data.scenario_name(s["scenario"], lang)
    lines = [text("status_title", lang, scenario=scenario, round=s["round"], phase=text("phase_" + s["phase"], lang))]
    for p in s["players"]:
        cities = ", ".join(_named(c["name"], lang) + ("" if c["ready"] else text("mark_exhausted", lang)) for c in p["cities"]) or "-"
        rewards = ", ".join(_named(r["name"], lang) + ("" if r["ready"] else text("mark_exhausted", lang)) for r in p["rewards"]) or "-"
        lines.append(text("status_player", lang, name=p["name"], race=data.race_name(p["race"], lang), damage=p["damage"], limit=threshold(),
                          ready=p["strongholds"]["ready"], exhausted=p["strongholds"]["exhausted"], cities=cities, rewards=rewards,
                          out=text("status_out", lang) if p["eliminated"] else ""))
        units = p.get("units", [])  # a status mirror written before units were listed has none
        if units:
            lines.append(text("status_units", lang, units=", ".join(
                f"{name_in(lang, u['name'], u.get('name_de', u['name']))} x{u['count']}" for u in units)))
        extra = []
        if p["dragon_rune"]:
            extra.append(text("status_rune_" + p["dragon_rune"], lang))
        if p["monument"]:
            extra.append(text("status_monument_" + p["monument"], lang))
        if extra:
            lines.append("    " + "; ".join(extra))
    ev = s["event_deck"]
    enemies, lasting = (", ".join(_named(n, lang) for n in ev[k]) or "-" for k in ("enemies", "lasting"))
    lines.append(text("status_events", lang, cards=ev["cards"], stage=ev["stage"] or "-", enemies=enemies, lasting=lasting))
    if s["result"]:
        lines.append(name_in(lang, s["result"]["text"], s["result"].get("text_de", s["result"]["text"])))
    elif s["scenario"] == "cataclysm":
        risk = max((p for p in s["players"] if not p["eliminated"]), key=lambda p: p["damage"])
        lines.append(text("status_cataclysm", lang, cards=ev["cards"], name=risk["name"], damage=risk["damage"], limit=threshold()))
    elif any(r["closest"] for r in s["standing"]):
        lines.append(_closest_line(s, lang))
    return lines


def _closest_line(s: StatusData, lang: str) -> str:
    """Who is closest to winning, the scenario's goal and the numbers that put them ahead (best first)."""
    scenario = data.scenario(s["scenario"])
    closest = ", ".join(r["player"] for r in s["standing"] if r["closest"])
    numbers = "; ".join(_why(s["scenario"], r, lang) for r in s["standing"])
    return text("status_closest", lang, names=closest, rule=text("victory_" + str(scenario["victory"]), lang),
                ref=page(str(scenario["victory_ref"]), lang), numbers=numbers)


def _why(scenario: str, row: Standing, lang: str) -> str:
    if row["out"]:
        return text("why_out", lang, name=row["player"])
    values = {"name": row["player"], "damage": row["damage"], "limit": threshold(), "cities": row.get("cities", 0)}
    if scenario == "monument":
        return text("why_monument_" + ("built" if row.get("monument") else "barracks"), lang, gold=row.get("gold", 0), **values)
    if scenario == "dragonlords":
        return text("why_dragonlords", lang, rewards=row.get("rewards", 0), **values)
    return text("why_runewars", lang, **values)


def _named(name: str, lang: str) -> str:
    """A city's, enemy's or reward's name in ``lang`` when the rules data knows it (status data keeps English)."""
    return shown({"id": data.city_or_event_id(name), "name": name}, lang)
