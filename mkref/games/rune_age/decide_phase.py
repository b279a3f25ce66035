"""The event phase and the end of the round (spec 10, p. 9; 13.3-13.4, p. 16). Pure."""

from __future__ import annotations

from typing import Literal

from mkref.core.events import Command
from mkref.core.messages import Named

from . import data
from .decide_common import YES_NO, Ask, bad_input, named, player_index, refuse, said, seat_order_from
from .events import EventDrawnEvent, GameOverEvent, RuneAgeEvent
from .state import GameState
from .victory import monument_result, over

# answers: (id, the name shown in the table's language, other words the table may type)
KINDS = (("enemy", Named("enemy", "Feind"), "feind", "feindkarte", "feindereigniskarte"),
         ("effect", Named("effect", "Effekt"), "effekt", "effektkarte", "effektereigniskarte"))
REWARDS = (("none", Named("none", "keine"), "keine", "nichts", "kein"), ("gold", Named("gold", "Gold")),
           ("influence", Named("influence", "Einfluss"), "einfluss"), ("other", Named("other", "andere"), "andere", "sonstige", "anderes"))


def _fact(ask: Ask, ident: str, field: str, prompt: str, top: int = 30) -> int:
    entry = data.event_card(ident)
    key = f"{ident}.{field}"
    if field in entry:
        if key not in ask.known:
            ask.remember(key, int(entry[field]))
        return int(entry[field])
    return ask.number(key, prompt, top)


def _word(ask: Ask, ident: str, field: str, prompt: str, options: tuple[tuple[str, ...], ...]) -> str:
    entry = data.event_card(ident)
    key = f"{ident}.{field}"
    if field in entry:
        if key not in ask.known:
            ask.remember(key, str(entry[field]))
        return str(entry[field])
    return ask.word(key, prompt, tuple(o[0] for o in options), options)


def _seen(state: GameState, ident: str) -> bool:
    ev = state["events"]
    places = [e["id"] for e in ev["enemies"]] + [e["id"] for e in ev["lasting"]] + [d["id"] for d in ev["discard"]]
    places += [r.get("id", "") for p in state["players"] for r in p["rewards"]]
    return ident in places or ev["current"].get("id") == ident


def draw_event(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """R-EVT-06 step 2-3 (p. 9): the start player draws the top event card and it is resolved."""
    ev = state["events"]
    if ev["drawn"]:
        raise refuse(state, "one_event", "p. 9")
    events: list[RuneAgeEvent] = []
    rebuilt = ev["rebuilt"]
    in_new_deck = [d["id"] for d in ev.get("rebuilt_cards", [])]
    if ev["deck"] <= 0:
        if not data.scenario(state["scenario"]).get("rebuild_event_deck", True):
            return [{"type": "event_deck_empty"}]
        stage2 = [d for d in ev["discard"] if d["stage"] == 2]
        if not stage2:
            return [{"type": "no_event"}]
        events.append({"type": "deck_rebuilt", "count": len(stage2)})
        rebuilt, in_new_deck = True, [d["id"] for d in stage2]
    if not command.args:
        raise bad_input(state, "usage_event", "p. 9")
    word = " ".join(command.args)
    ident = data.event_id(word)
    name = named(data.event_card(ident)["name"]) if data.event_card(ident).get("name") else word
    other = str(data.event_card(ident).get("scenario", state["scenario"]))
    if other != state["scenario"]:
        raise refuse(state, "event_other_scenario", "p. 4", name=name, scenario=named(data.scenario(other)["name"]))
    if _seen(state, ident) and not (rebuilt and ident in in_new_deck):
        raise refuse(state, "event_seen", "p. 9", name=name)
    stages = data.scenario(state["scenario"])["stages"]
    if "stage" in data.event_card(ident):
        stage = _fact(ask, ident, "stage", "")
    else:
        stage = int(ask.word(f"{ident}.stage", said("what_stage", name=name), tuple(str(s) for s in stages)))
    if stage not in stages:
        raise refuse(state, "no_such_stage", "p. 9", name=name, stages="/".join(str(s) for s in stages))
    if rebuilt and stage != 2:
        raise refuse(state, "rebuilt_stage2", "p. 9 (A-10)", name=name)
    if not rebuilt and stage < ev["stage"]:
        raise refuse(state, "stage_order", "p. 4 (A-12)", name=name, stage=stage, last=ev["stage"])
    if not rebuilt and ev["stage"] == 0 and stage != stages[0]:
        # the first card of the game is the top card: stage 1 is shuffled on top of the others (p. 4, A-12)
        raise refuse(state, "first_event_stage", "p. 4 (A-12)", name=name, stage=stage, first=stages[0])
    kind: Literal["enemy", "effect"] = "enemy" if _word(ask, ident, "kind", said("what_kind", name=name), KINDS) == "enemy" else "effect"
    drawn: EventDrawnEvent = {"type": "event_drawn", "id": ident, "name": name, "kind": kind, "stage": stage, "attacks": False, "lasting": False}
    if kind == "enemy":
        _fact(ask, ident, "strength", said("what_strength_target", name=name))
        _fact(ask, ident, "attrition", said("what_attrition", name=name), 6)
        reward = _word(ask, ident, "reward", said("what_reward", name=name), REWARDS)
        if reward in ("gold", "influence"):
            _fact(ask, ident, "reward_amount", said("what_reward_amount", name=name, what=Named(reward, "Gold" if reward == "gold" else "Einfluss")), 10)
    else:
        drawn["attacks"] = _word(ask, ident, "attacks", said("what_attacks", name=name), YES_NO) == "yes"
        if drawn["attacks"]:
            drawn["strength"] = _fact(ask, ident, "strength", said("what_strength_target", name=name))
            drawn["attrition"] = _fact(ask, ident, "attrition", said("what_attrition", name=name), 6)
        drawn["lasting"] = _word(ask, ident, "lasting", said("what_lasting", name=name), YES_NO) == "yes"
    return [*events, drawn]


def unaffected(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """A-39 (p. 10): a Home Realm attack skips a player the card does not affect."""
    if not state["events"]["queue"]:
        raise refuse(state, "nothing_to_defend", "p. 10")
    who = player_index(state, " ".join(command.args)) if command.args else state["events"]["queue"][0]
    if who not in state["events"]["queue"]:
        raise refuse(state, "not_affected", "p. 10", name=state["players"][who]["name"])
    return [{"type": "unaffected", "player": who}]


def end_round(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """R-EVT-06 steps 4-5 (p. 9): everybody draws up to five, the round ends, scenario checks (p. 16)."""
    ev = state["events"]
    if not ev["drawn"]:
        raise refuse(state, "draw_event_first", "p. 9")
    if ev["queue"]:
        raise refuse(state, "defence_pending", "p. 10", name=state["players"][ev["queue"][0]]["name"])
    events: list[RuneAgeEvent] = [{"type": "round_ended", "round": state["round"]}]
    result: GameOverEvent | None = None
    if data.scenario(state["scenario"]).get("monument") and state["settings"]["monument_win_timing"] == "after_event_phase":
        result = monument_result(state, ask)
    if (result is None and state["scenario"] == "cataclysm" and state["settings"]["cataclysm_win_at"] == "last_event_resolved"
            and ev["deck"] == 0 and len(seat_order_from(state, state["start"])) == len(state["players"])):
        result = over("all_win", list(range(len(state["players"]))), "cataclysm_survived", "p. 14 (A-40)")
    if result is not None:
        return [*events, result]
    events.append({"type": "turn_started", "player": state["start"]})
    return events


def entering_event_phase(state: GameState, ask: Ask) -> GameOverEvent | None:
    """A-19 alternative: the Monument is judged before the event phase."""
    if data.scenario(state["scenario"]).get("monument") and state["settings"]["monument_win_timing"] == "before_event_phase":
        return monument_result(state, ask)
    return None
