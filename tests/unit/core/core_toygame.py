"""A tiny game for the core's tests: a counter, steps, and a die."""

from __future__ import annotations

from typing import Any

from mkref.core.chance import YES_NO_NAMES, NeedAnswer, Request
from mkref.core.commands import CommandSpec, CommandTable
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command, Event

DIE = Request("die", "One die", ("1", "2", "3", "4", "5", "6"))
NEAR = Request("near", "Is it near? (yes/no)", ("yes", "no"), names=YES_NO_NAMES, chance=False)  # a table fact


class Toy:
    id = "toy"
    event_types = frozenset({"added", "rolled"})

    def setup_from_args(self, args: list[str]) -> dict[str, Any]:
        return {"start": int(args[0]) if args else 0}

    def setup_checklist(self, setup: dict[str, Any], lang: str = "en") -> list[str]:
        return [f"Start at {setup['start']}"]

    def initial_state(self, setup: dict[str, Any]) -> dict[str, Any]:
        return {"total": setup["start"], "rolls": []}

    def commands(self) -> CommandTable:
        return CommandTable(
            [
                CommandSpec("add", "N", "Add N.", "add 3", ("plus",), complete=lambda s, w: ["1", "2", "3"]),
                CommandSpec("die", "", "Roll a die and add it.", "die", ("würfel",)),
                CommandSpec("near", "", "Add 1 when it is near (a table fact).", "near", ("nah",)),
            ]
        )

    def decide(self, state: dict[str, Any], command: Command) -> list[Event]:
        if command.name == "add":
            if not command.args or not command.args[0].lstrip("-").isdigit():
                raise InvalidInput("add needs a number")
            n = int(command.args[0])
            if state["total"] + n > 100:
                raise RuleViolation("Too much", "the total may not pass 100", ref="p. 1")
            return [{"type": "added", "n": n}]
        if command.name == "die":
            if "die" not in command.answers:
                raise NeedAnswer(DIE)
            n = int(command.answers["die"][0])
            return [{"type": "rolled", "n": n}, {"type": "added", "n": n}]
        if command.name == "near":
            if "near" not in command.answers:
                raise NeedAnswer(NEAR)
            return [{"type": "added", "n": int(command.answers["near"][0] == "yes")}]
        raise InvalidInput("?")

    def evolve(self, state: dict[str, Any], event: Event) -> dict[str, Any]:
        if event["type"] == "added":
            state["total"] += event["n"]
        elif event["type"] == "rolled":
            state["rolls"].append(event["n"])
        return state

    def suggest(self, state: Any, text: str) -> list[str]:
        return self.commands().complete(state, text)

    def describe(self, state: Any, events: list[Event], lang: str = "en") -> list[str]:
        return [f"total {state['total']}"]

    def label(self, event: Event, lang: str = "en") -> str:
        return f"{event['type']} {event['n']}"

    def toolbar(self, state: Any, lang: str = "en") -> str:
        return f"total {state['total']}"

    def status(self, state: Any) -> dict[str, Any]:
        return {"game": "toy", "total": state["total"]}


GAME = Toy()
