"""The tracked miniatures game on the shared core: `mkref new mk-miniatures --army A --army B --build 200`.

State is the fold of events (mkref.core.events). `decide.decide` checks a command against the state and
the rules, asks the table for dice and table facts (yes/no, a distance, who touches an objective) through
chance requests, and returns events that record outcomes; `state.evolve` applies them and never
validates; `texts` turns them into what the table reads. This module is the Game protocol adapter and the
command table (which also drives the REPL's help and completion).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mkref.core.commands import CommandSpec, CommandTable
from mkref.core.events import Command, Event

from . import decide, state, texts
from .messages import MESSAGES
from .state import GAME_ID, EVENT_TYPES, MiniState


def _warrior_names(st: MiniState, words: list[str]) -> list[str]:
    return [k for k, w in st.warriors.items() if w.in_play]


def command_table() -> CommandTable:
    return CommandTable([_told(spec) for spec in _specs()])


def _told(spec: CommandSpec) -> CommandSpec:
    """A command's help line and group from the catalogue (messages_help.py): `hilfe` in German."""
    return replace(spec, help=MESSAGES.said(f"help.{spec.name}"), group=MESSAGES.said(f"group.{spec.group}"))


def _specs() -> list[CommandSpec]:
    g_setup, g_turn, g_act, g_fx, g_info = "Set-up", "Turn", "Actions", "Effects", "Information"
    return [
        CommandSpec("initiative", "", "Set-up: the dice for the first player and the objective markers' distances (ties re-roll).",
                    "initiative", ("initiativwurf", "startwurf"), g_setup),
        CommandSpec("first", "PLAYER", "Set who won the initiative roll, if it was not typed in (before the first action).", "first Ben", ("erster", "startspieler"), g_setup),
        CommandSpec("pile", "PLAYER N [constructed M]", "Set-up: how many terrain pieces a player puts on the pile (0-4, and 0-2 constructed).",
                    "pile Anna 3", ("stapel",), g_setup),
        CommandSpec("terrain", "NAME | constructed CARD [CARD]", "Set-up: the next player in turn places a terrain piece (asks the distances).",
                    "terrain hill", ("gelaende", "gelände"), g_setup),
        CommandSpec("end", "", "End the phase: command -> action; action -> end phase (objectives asked, tokens cleared) -> next turn.",
                    "end", ("ende", "ende_phase", "endphase", "phase_beenden", "weiter", "next"), g_turn),
        CommandSpec("timeup", "", "The agreed time ran out: the game ends after this turn.", "timeup", ("zeit", "zeit_um", "zeitlimit"), g_turn),
        CommandSpec("agree", "", "All players agree to end the game after this turn.", "agree", ("einigen", "einig", "spielende"), g_turn),
        CommandSpec("move", "WARRIOR [sprint|soar] [hindering] [water] [with M1,M2,...]",
                    "Give a move action (with: a movement formation); asks about enemy contact and the break-away roll.",
                    "move ember_lancer sprint", ("bewegen", "bewegung", "bewegungsaktion"), g_act, _warrior_names),
        CommandSpec("close", "ATTACKER TARGET [with A,B] [capture] [charge] [mod N] [relic] [prophecy]",
                    "Close combat action; asks base contact, rear arc and two dice.", "close ember_captain tide_warder with ember_spearman",
                    ("nahkampf", "nahkampfaktion", "nahkampfangriff"), g_act, _warrior_names),
        CommandSpec("ranged", "ATTACKER TARGET... [pb attack|damage] [precision] [formation A:attack,B:damage] [split 1,1] [fort N]",
                    "Ranged combat action; asks distance, line of fire, rear arc, cover, elevation and two dice.",
                    "ranged tide_caster ember_archer", ("fernkampf", "fernkampfaktion", "fernkampfangriff"), g_act, _warrior_names),
        CommandSpec("special", "WARRIOR [pickup ITEM | totemstaff FIGURES...]", "Special action (pick up an item token; Elemental Totemstaff heals the figures named).", "special ember_captain pickup Decapitator",
                    ("spezial", "spezialaktion"), g_act, _warrior_names),
        CommandSpec("bombard", "WARRIOR [markers N]", "Declare a bombardment (a ranged action); it resolves next command phase.", "bombard tide_caster",
                    ("bombardieren", "bombardierung", "bombardierungsangriff"), g_act, _warrior_names),
        CommandSpec("resolve", "WARRIOR [FIGURE ...]", "Resolve a pending bombardment on the figures under the marker.", "resolve tide_caster ember_archer",
                    ("abwickeln",), g_fx, _warrior_names),
        CommandSpec("build", "CARD [as NAME]", "Put a constructed terrain piece on the table (its card's values).", "build 'Stone Wall' as wall1",
                    ("bauen",), g_fx),
        CommandSpec("strike", "ATTACKER PIECE close|ranged [relic] [mod N]", "Attack a constructed terrain piece (structure damage within one turn).",
                    "strike ember_lancer wall1 close", ("angreifen_gelaende",), g_act, _warrior_names),
        CommandSpec("storm", "[FIGURE ...]", "Magestone Storm roll at the start of the command phase; name the figures touching another.",
                    "storm ember_spearman tide_warder", ("sturm", "magestone_sturm"), g_fx, _warrior_names),
        CommandSpec("sacrifice", "WARRIOR", "Haunted Graveyard: eliminate one own figure with defense 10 or less.", "sacrifice tide_warder",
                    ("opfern",), g_fx, _warrior_names),
        CommandSpec("stormcrow", "OLD NEW", "Book of the Stormcrow: swap a weather domain in play for another.", "stormcrow Darkness 'Clear Skies'",
                    ("sturmkraehe",), g_fx),
        CommandSpec("prophecy", "", "Oracular Codex: set two dice aside; 'prophecy' on an attack swaps them in.", "prophecy",
                    ("prophezeiung",), g_fx),
        CommandSpec("revive", "WARRIOR", "Necromantic Bonestaff: an eliminated figure returns until the next end phase.", "revive tide_warder",
                    ("reanimieren",), g_fx, _warrior_names),
        CommandSpec("drop", "WARRIOR ITEM", "Drop an item at the start of the command phase (no action).", "drop ember_captain Decapitator",
                    ("ablegen",), g_fx, _warrior_names),
        CommandSpec("damage", "WARRIOR N [by PLAYER] [unreducible]", "Damage that is not an attack (Venom, shake-off, relic blasts).",
                    "damage tide_warder 1 by Ember", ("schaden",), g_fx, _warrior_names),
        CommandSpec("heal", "WARRIOR N [by PLAYER]", "Heal clicks (never past the starting line; golems stop at repair markers).", "heal tide_matron 1",
                    ("heilen",), g_fx, _warrior_names),
        CommandSpec("helm", "WARRIOR", "Use Jeweled Helm or Stormwall at the start of the command phase (1 push click).", "helm ember_captain",
                    ("helm_nutzen",), g_fx, _warrior_names),
        CommandSpec("demoralized", "WARRIOR yes|no", "Say whether Demoralized shows on the dial (not active while it does).",
                    "demoralized tide_warder yes", ("demoralisiert",), g_fx, _warrior_names),
        CommandSpec("status", "", "Show every warrior's click and values, tokens, objectives.", "status", ("stand",), g_info),
        CommandSpec("show", "WARRIOR", "One warrior: its current click and values, tokens, items (never the next clicks).", "show ember_captain",
                    ("zeige", "zeigen"), g_info, _warrior_names),
        CommandSpec("rule", "QUESTION", "Look a rule up (English or German), with its page.", "rule Zusammenrotten",
                    ("regel",), g_info),
    ]


class MiniGame:
    id = GAME_ID
    event_types = EVENT_TYPES

    def setup_from_args(self, args: list[str]) -> dict[str, Any]:
        return state.setup_from_args(args)

    def setup_checklist(self, setup: dict[str, Any], lang: str = "en") -> list[str]:
        return state.setup_checklist(setup, lang)

    def initial_state(self, setup: dict[str, Any]) -> MiniState:
        return state.initial_state(setup)

    def decide(self, st: MiniState, command: Command) -> list[Event]:
        return decide.decide(st, command)

    def evolve(self, st: MiniState, event: Event) -> MiniState:
        return state.evolve(st, event)

    def commands(self) -> CommandTable:
        return command_table()

    def suggest(self, st: MiniState, text: str) -> list[str]:
        return command_table().complete(st, text)

    def describe(self, st: MiniState, events: list[Event], lang: str = "en") -> list[str]:
        return texts.describe(st, events, lang)

    def label(self, event: Event, lang: str = "en") -> str:
        return texts.label(event, lang)

    def toolbar(self, st: MiniState, lang: str = "en") -> str:
        return texts.toolbar(st, lang)

    def status(self, st: MiniState) -> dict[str, Any]:
        return texts.status(st)

    def query(self, st: MiniState, command: Command, lang: str = "en") -> list[str] | None:
        """Read-only commands answered without an event (the REPL's query hook)."""
        if command.name == "status":
            return texts.describe(st, [], lang)
        if command.name == "show":
            if not command.args:
                from mkref.core.errors import InvalidInput

                raise InvalidInput(MESSAGES.said("mref.name_warrior"), hint=MESSAGES.said("mref.for_example", command="show ember_captain"))
            return texts.show_warrior(st, state.resolve_warrior(st, " ".join(command.args)).key, lang)
        if command.name == "rule":
            from mkref.core.errors import InvalidInput

            if not command.args:
                raise InvalidInput(MESSAGES.said("mref.ask_rule"), hint=MESSAGES.said("mref.for_example", command="rule Gang Up"))
            return texts.rule_lines(" ".join(command.args), lang)
        return None


GAME = MiniGame()


__all__ = ["GAME"]

