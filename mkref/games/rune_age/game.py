"""The tracked game of Rune Age: ``GAME`` implements ``mkref.core.events.Game`` (new, play, status, undo).

mkref cannot see hands or decks: it tracks what lies on the table (Home Realm damage, strongholds,
cities, rewards, the barracks, the central stacks, the event deck, the Dragon Rune, the Monument), the
cards each player owns, and every combat card by card. Card numbers the rulebook does not print are asked
once and remembered (``fact`` events).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mkref.core.commands import CommandSpec, CommandTable
from mkref.core.events import Command, Event, clone

from . import data, fight, phase, setup, turn, victory
from .common import Ask, State, refuse
from .messages import text
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
    "destroy": (fight.destroy, "combat"), "protect": (fight.protect, "combat"), "bonus": (fight.bonus, "combat"),
    "resolve": (fight.resolve, "combat"), "end": (lambda s, c, a: (phase.end_round if s["phase"] == "event" else turn.end_turn)(s, c, a), "either"),
}

def _help(name: str) -> str:
    """A command's help in English, then German (``help COMMAND`` shows both; the list shows the first)."""
    return f"{text('help_' + name, 'en')} / {text('help_' + name, 'de')}"


def table_words(state: State, done: list[str]) -> list[str]:
    """Completion for a command's words: players, cards of the races and scenario in play, targets."""
    races = {p["race"] for p in state["players"]}
    words = ["unit1", "unit2", "unit3", "unit5", "stronghold", "monument", "for", "gold1", "gold2", "gold3",
             "target", "attacker", "defender", "keep", "with", "objective"]
    words += [p["name"] for p in state["players"]]
    words += [c["name"] for p in state["players"] for c in p["cities"] + p["rewards"]]
    words += [c["name"] for c in state["central"]["cities"]] + [e["name"] for e in state["events"]["enemies"]]
    words += [data.neutral(k)["name"][state["lang"]] for k in state["central"]["neutral"]]
    words += [u["name"][state["lang"]] for u in data.named_units().values() if u["race"] in races]
    return [f'"{w}"' if " " in w else w for w in dict.fromkeys(words)]


SPECS = [
    CommandSpec("buy", "GOLD... for CARD...", _help("buy"), "buy 3 3 1 for \"Pegasus Rider\" \"Storm Spellweaver\"", ("kaufen", "kauf"), "actions", table_words),
    CommandSpec("influence", "SOURCE... for CARD...", _help("influence"), "influence stronghold stronghold Riverwatch for gold3", ("einfluss",), "actions", table_words),
    CommandSpec("battle", "TARGET", _help("battle"), "battle \"Dragonlord Kalladra\"", ("schlacht",), "actions", table_words),
    CommandSpec("siege", "PLAYER|CITY", _help("siege"), "siege Latari", ("belagern", "belagerung"), "actions", table_words),
    CommandSpec("unit", "CARD", _help("unit"), "unit \"Siege Engine\"", ("einheit", "einheitenaktion"), "actions", table_words),
    CommandSpec("rune", "[gain PLAYER]", _help("rune"), "rune", ("drachenrune",), "actions"),
    CommandSpec("take", "CARD from PLAYER", _help("take"), "take gold3 from Ben", ("nehmen",), "actions", table_words),
    CommandSpec("end", "[keep N with SOURCE...]", _help("end"), "end keep 1 with stronghold", ("ende", "fertig"), "turn", table_words),
    CommandSpec("play", "CARD[, CARD...] [attacker|defender]", _help("play"), "play Berserker", ("spielen", "ausspielen"), "combat", table_words),
    CommandSpec("pass", "[SKULLS...]", _help("pass"), "pass 1", ("passen", "stop", "stopp"), "combat", table_words),
    CommandSpec("wound", "CARD [attacker|defender]", _help("wound"), "wound Berserker attacker", ("verwunden",), "combat", table_words),
    CommandSpec("destroy", "CARD [attacker|defender]", _help("destroy"), "destroy Berserker attacker", ("vernichten",), "combat", table_words),
    CommandSpec("protect", "CARD", _help("protect"), "protect Demon", ("schuetzen", "schützen"), "combat", table_words),
    CommandSpec("bonus", "CARD|target N [attacker|defender]", _help("bonus"), "bonus \"Battle Cry\" +3", ("modifikator",), "combat", table_words),
    CommandSpec("resolve", "", _help("resolve"), "resolve", ("auswerten", "auswertung"), "combat", table_words),
    CommandSpec("event", "NAME", _help("event"), "event \"Dragonlord Kalladra\"", ("ereignis",), "event phase", table_words),
    CommandSpec("defend", "[PLAYER]", _help("defend"), "defend", ("verteidigen",), "event phase", table_words),
    CommandSpec("unaffected", "[PLAYER]", _help("unaffected"), "unaffected Ben", ("verschont", "unbetroffen"), "event phase", table_words),
    CommandSpec("pay", "PLAYER SOURCE...", _help("pay"), "pay Ben stronghold", ("zahlen", "bezahlen"), "table"),
    CommandSpec("damage", "PLAYER N", _help("damage"), "damage Ben 2", ("schaden",), "table"),
    CommandSpec("reward", "PLAYER NAME [gold N|influence N]", _help("reward"), "reward Anna Treasure gold 1", ("belohnung",), "table"),
    CommandSpec("status", "", _help("status"), "status", ("stand",), "table"),
]


class RuneAge:
    id = data.GAME_ID
    event_types = EVENT_TYPES

    def setup_from_args(self, args: list[str]) -> dict[str, Any]:
        return setup.parse_args(args)

    def setup_checklist(self, setup_table: dict[str, Any], lang: str = "en") -> list[str]:
        return setup.checklist(setup_table, lang)

    def initial_state(self, setup_table: dict[str, Any]) -> State:
        return setup.initial_state(setup_table)

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
        return CommandTable(SPECS)

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
        raise refuse(state, "finish_combat", "p. 7", command=name)
    if where == "either":
        return
    if where == "turns" and state["phase"] != "turns":
        raise refuse(state, "not_in_event_phase", "p. 9", command=name)
    if where == "turns" and state["players"][state["active"]]["out"]:
        raise refuse(state, "player_out", "p. 14", name=state["players"][state["active"]]["name"])
    if where == "event" and state["phase"] != "event":
        raise refuse(state, "event_phase_only", "p. 9", command=name, name=state["players"][state["active"]]["name"])


GAME = RuneAge()
