"""The tracked game of Rune Age: ``GAME`` implements ``mkref.core.events.Game`` (new, play, status, undo).

mkref cannot see hands or decks: it tracks what lies on the table (Home Realm damage, strongholds,
cities, rewards, the barracks, the central stacks, the event deck, the Dragon Rune, the Monument), the
cards each player owns, and every combat card by card. Card numbers the rulebook does not print are asked
once and remembered (``fact`` events).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mkref.core.commands import CommandTable
from mkref.core.events import Command, Event, clone

from . import data, fight, phase, setup, turn, victory
from .commands import RuneAgeCommands, shown_name
from .common import Ask, State, refuse
from .evolve import EVENT_TYPES, evolve
from .narrate import combat_summary, describe_event, event_label, status_data, status_lines, toolbar_line

Handler = Callable[[State, Command, Ask], list[Event]]

# command -> (handler, where it may be used: "turns", "event", "combat", "any")
HANDLERS: dict[str, tuple[Handler, str]] = {
    "buy": (turn.buy, "turns"), "influence": (turn.influence, "turns"), "battle": (fight.battle, "turns"),
    "siege": (fight.siege, "turns"), "unit": (turn.unit_action, "turns"), "rune": (turn.use_rune, "either"),
    "take": (turn.take_card, "turns"), "pay": (turn.pay, "table"), "reward": (turn.gain_reward, "table"), "damage": (turn.event_damage, "table"),
    "event": (phase.draw_event, "event"), "defend": (fight.defend, "event"), "unaffected": (phase.unaffected, "event"),
    "play": (fight.play, "combat"), "pass": (fight.pass_or_stop, "combat"), "wound": (fight.wound, "combat"),
    "destroy": (fight.destroy, "table"), "protect": (fight.protect, "combat"), "bonus": (fight.bonus, "combat"),
    "resolve": (fight.resolve, "combat"), "end": (lambda s, c, a: (phase.end_round if s["phase"] == "event" else turn.end_turn)(s, c, a), "either"),
}

class RuneAge:
    id = data.GAME_ID
    event_types = EVENT_TYPES

    def setup_from_args(self, args: list[str]) -> dict[str, Any]:
        return setup.parse_args(args)

    def setup_checklist(self, setup_table: dict[str, Any], lang: str = "en") -> list[str]:
        return setup.checklist(setup_table, lang)

    def initial_state(self, setup_table: dict[str, Any]) -> State:
        return setup.initial_state(setup_table)

    table_cards = True  # starts from the table's card file and adds to it (mkref.core.cardfile)

    def printed_values(self, events: list[Event]) -> dict[str, Any]:
        """The printed values the table told in a command ("fact" events)."""
        return {str(e["key"]): e["value"] for e in events if e.get("type") == "fact"}

    def decide(self, state: State, command: Command) -> list[Event]:
        if state["result"]:
            raise refuse(state, "game_is_over", state["result"]["ref"])
        handler, where = HANDLERS[command.name]
        _check_when(state, command.name, where)
        ask = Ask(state, command)
        events = handler(state, command, ask)
        events = ask.facts + events
        after = clone(state)
        for event in events:
            evolve(after, event)
        if any(e["type"] == "event_phase" for e in events):
            asked = len(ask.facts)
            early = phase.entering_event_phase(after, ask)
            if early:
                events += [*ask.facts[asked:], early]
                evolve(after, early)
        result = victory.check(after)
        if result is not None and not any(e["type"] == "game_over" for e in events):
            events.append(result)
        return events

    def evolve(self, state: State, event: Event) -> State:
        return evolve(state, event)

    def commands(self) -> CommandTable:
        return RuneAgeCommands()

    def suggest(self, state: State, text_so_far: str) -> list[str]:
        return self.commands().complete(state, text_so_far)

    def describe(self, state: State, events: list[Event], lang: str = "en") -> list[str]:
        lines: list[str] = []
        for event in events:
            lines += describe_event(state, event, lang)
        return lines + combat_summary(state, events, lang)

    def label(self, event: Event, lang: str = "en") -> str:
        return event_label(event, lang)

    def toolbar(self, state: State, lang: str = "en") -> str:
        return toolbar_line(state, lang)

    def status(self, state: State) -> dict[str, Any]:
        return status_data(state)

    def query(self, state: State, command: Command, lang: str = "en") -> list[str] | None:
        """Read-only commands answered without an event."""
        if command.name == "status":
            return status_lines(status_data(state), lang)
        return None


def _check_when(state: State, name: str, where: str) -> None:
    """Actions only in the right step: no action during a combat, combat commands only in one (p. 7, 14)."""
    in_combat = bool(state["combat"])
    if where == "combat":
        if not in_combat:
            raise refuse(state, "no_combat", "p. 7")
        return
    if in_combat and where != "table":
        raise refuse(state, "finish_combat", "p. 7", command=shown_name(name, state["lang"]))
    if where == "either":
        return
    if where == "turns" and state["phase"] != "turns":
        raise refuse(state, "not_in_event_phase", "p. 9", command=shown_name(name, state["lang"]))
    if where == "turns" and state["players"][state["active"]]["out"]:
        raise refuse(state, "player_out", "p. 14", name=state["players"][state["active"]]["name"])
    if where == "event" and state["phase"] != "event":
        raise refuse(state, "event_phase_only", "p. 9", command=shown_name(name, state["lang"]), name=state["players"][state["active"]]["name"])


GAME = RuneAge()
