"""A command checked against the rules: which decide module answers it and when it may be typed, the
printed values it asked, the end of the game it brings, and who did each event. Pure.

The commands' own rules are in ``decide_turn`` (a turn's actions), ``decide_fight`` (battles, sieges,
defences) and ``decide_phase`` (the event phase and the end of the round).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Literal

from mkref.core.events import Command, clone

from . import decide_fight, decide_phase, decide_turn, victory
from .command_words import command_named
from .decide_common import Ask, refuse
from .events import RuneAgeEvent
from .state import GameState, evolve

Handler = Callable[[GameState, Command, Ask], list[RuneAgeEvent]]
# where a command may be typed: in a player's turn, in the event phase, in a combat, in a turn or the
# event phase ("either"), or at any time, also during a combat ("table")
Where = Literal["turns", "event", "combat", "either", "table"]


def _end(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """'end': the end of the round in the event phase, else the end of the player's turn."""
    return (decide_phase.end_round if state["phase"] == "event" else decide_turn.end_turn)(state, command, ask)


# command -> (its decision, where it may be used)
HANDLERS: dict[str, tuple[Handler, Where]] = {
    "buy": (decide_turn.buy, "turns"), "influence": (decide_turn.influence, "turns"), "battle": (decide_fight.battle, "turns"),
    "siege": (decide_fight.siege, "turns"), "unit": (decide_turn.unit_action, "turns"), "rune": (decide_turn.use_rune, "either"),
    "take": (decide_turn.take_card, "turns"), "pay": (decide_turn.pay, "table"), "reward": (decide_turn.gain_reward, "table"),
    "damage": (decide_turn.event_damage, "table"), "event": (decide_phase.draw_event, "event"), "defend": (decide_fight.defend, "event"),
    "unaffected": (decide_phase.unaffected, "event"), "play": (decide_fight.play, "combat"), "pass": (decide_fight.pass_or_stop, "combat"),
    "wound": (decide_fight.wound, "combat"), "destroy": (decide_fight.destroy, "table"), "protect": (decide_fight.protect, "combat"),
    "bonus": (decide_fight.bonus, "combat"), "resolve": (decide_fight.resolve, "combat"), "end": (_end, "either"),
}


def decide(state: GameState, command: Command) -> list[RuneAgeEvent]:
    """The events of one command: the printed values it asked first, then its own, then the end of the game it brings."""
    if state["result"]:
        raise refuse(state, "game_is_over", state["result"]["ref"])
    handler, where = HANDLERS[command.name]
    _check_when(state, command.name, where)
    ask = Ask(state, command)
    decided = handler(state, command, ask)
    events: list[RuneAgeEvent] = [*ask.facts, *decided]
    after: GameState = clone(state)
    for event in events:
        evolve(after, event)
    if any(e["type"] == "event_phase" for e in events):
        asked = len(ask.facts)
        early = decide_phase.entering_event_phase(after, ask)
        if early:
            events += [*ask.facts[asked:], early]
            evolve(after, early)
    result = victory.check(after)
    if result is not None and not any(e["type"] == "game_over" for e in events):
        events.append(result)
    return _signed(state, events)


def _signed(state: GameState, events: list[RuneAgeEvent]) -> list[RuneAgeEvent]:
    """Every event names who did it (``by``), so that each line of the log says who did what."""
    default = _actor(state)
    for event in events:
        if event["type"] in ("fact", "game_over"):
            continue
        fields: Mapping[str, object] = event
        who = next((seat for k in ("player", "owner", "attacker") if isinstance(seat := fields.get(k), int) and seat >= 0), default)
        event["by"] = state["players"][who]["name"]
        if event["type"] == "combat_started" and event["defender"] >= 0:
            event["against"] = state["players"][event["defender"]]["name"]
    return events


def _actor(state: GameState) -> int:
    """Who types the command: the side to play in a combat, the defender or start player in the event phase."""
    c = state["combat"]
    if c:
        return int(c["attacker"] if c["next"] == "attacker" or c["defender"] < 0 else c["defender"])
    if state["phase"] == "event":
        return int(state["events"]["queue"][0] if state["events"]["queue"] else state["start"])
    return int(state["active"])


def _check_when(state: GameState, name: str, where: Where) -> None:
    """Actions only in the right step: no action during a combat, combat commands only in one (p. 7, 14)."""
    in_combat = bool(state["combat"])
    if where == "combat":
        if not in_combat:
            raise refuse(state, "no_combat", "p. 7")
        return
    if in_combat and where != "table":
        raise refuse(state, "finish_combat", "p. 7", command=command_named(name))
    if where == "either":
        return
    if where == "turns" and state["phase"] != "turns":
        raise refuse(state, "not_in_event_phase", "p. 9", command=command_named(name))
    if where == "turns" and state["players"][state["active"]]["out"]:
        raise refuse(state, "player_out", "p. 14", name=state["players"][state["active"]]["name"])
    if where == "event" and state["phase"] != "event":
        raise refuse(state, "event_phase_only", "p. 9", command=command_named(name), name=state["players"][state["active"]]["name"])
