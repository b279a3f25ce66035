"""The tracked game of Rune Age: ``GAME`` implements ``mkref.core.events.Game`` (new, play, status, undo),
and ``RuneAgeCommands`` is the prompt's command table with its help in English or German.

mkref cannot see hands or decks: it tracks what lies on the table (Home Realm damage, strongholds,
cities, rewards, the barracks, the central stacks, the event deck, the Dragon Rune, the Monument), the
cards each player owns, and every combat card by card. Card numbers the rulebook does not print are asked
once and remembered (``fact`` events).

The shared ``CommandTable`` passes the shell's language to ``help_lines`` but not to ``detail_lines``
(``help COMMAND``), so ``RuneAgeCommands`` lists the commands in the game's language and explains one
command in the language of the word typed: ``hilfe schlacht`` in German, ``help battle`` in English.
"""

from __future__ import annotations

from typing import Any, cast

from mkref.core.commands import CommandSpec, CommandTable
from mkref.core.errors import UnknownName
from mkref.core.events import Command, Event
from mkref.core.messages import Named
from mkref.core.names import fold, name_in

from . import data, decide, setup
from .command_words import COMMANDS, ENGLISH_ALIASES
from .events import RuneAgeEvent
from .messages import MESSAGES, text
from .state import EVENT_TYPES, GameState, evolve
from .texts import combat_summary, describe_event, event_label, next_step, toolbar_line
from .texts_status import status_data, status_lines


class RuneAge:
    id = data.GAME_ID
    event_types = EVENT_TYPES

    def setup_from_args(self, args: list[str]) -> dict[str, Any]:
        return setup.parse_args(args)

    def setup_checklist(self, setup_table: dict[str, Any], lang: str = "en") -> list[str]:
        return setup.checklist(setup_table, lang)

    def initial_state(self, setup_table: dict[str, Any]) -> GameState:
        return setup.initial_state(setup_table)

    table_cards = True  # starts from the table's card file and adds to it (mkref.core.cardfile)

    def printed_values(self, events: list[Event]) -> dict[str, Any]:
        """The printed values the table told in a command ("fact" events)."""
        return {str(e["key"]): e["value"] for e in events if e.get("type") == "fact"}

    # the core hands over and keeps events as plain dicts (a save's); this game's types describe them
    def decide(self, state: GameState, command: Command) -> list[Event]:
        return cast(list[Event], decide.decide(state, command))

    def evolve(self, state: GameState, event: Event) -> GameState:
        return evolve(state, cast(RuneAgeEvent, event))

    def commands(self) -> CommandTable:
        return RuneAgeCommands()

    def suggest(self, state: GameState, text_so_far: str) -> list[str]:
        return self.commands().complete(state, text_so_far)

    def describe(self, state: GameState, events: list[Event], lang: str = "en") -> list[str]:
        told = cast(list[RuneAgeEvent], events)
        lines: list[str] = []
        for event in told:
            lines += describe_event(state, event, lang)
        return lines + combat_summary(state, told, lang) + next_step(state, told, lang)

    def label(self, event: Event, lang: str = "en") -> str:
        return event_label(cast(RuneAgeEvent, event), lang)

    def toolbar(self, state: GameState, lang: str = "en") -> str:
        return toolbar_line(state, lang)

    def status(self, state: GameState) -> dict[str, Any]:
        return cast(dict[str, Any], status_data(state))

    def query(self, state: GameState, command: Command, lang: str = "en") -> list[str] | None:
        """Read-only commands answered without an event."""
        if command.name == "status":
            return status_lines(status_data(state), lang)
        return None


GAME = RuneAge()


# ---- the prompt's commands -------------------------------------------------------------------------------
WITH_WORDS = ("buy", "influence", "battle", "siege", "unit", "take", "end", "play", "pass", "wound", "destroy",
              "protect", "bonus", "resolve", "event", "defend", "unaffected")


def table_words(state: GameState, done: list[str]) -> list[str]:
    """Completion for a command's words: players, cards of the races and scenario in play, targets."""
    races = {p["race"] for p in state["players"]}
    words = ["unit1", "unit2", "unit3", "unit5", "stronghold", "monument", "for", "gold1", "gold2", "gold3",
             "target", "attacker", "defender", "keep", "with", "objective"]
    words += [p["name"] for p in state["players"]]
    words += [c["name"] for p in state["players"] for c in p["cities"] + p["rewards"]]
    words += [c["name"] for c in state["central"]["cities"]] + [e["name"] for e in state["events"]["enemies"]]
    words += [data.neutral(k)["name"][lang] for k in state["central"]["neutral"] for lang in ("en", "de")]
    words += [u["name"][lang] for u in data.named_units().values() if u["race"] in races for lang in ("en", "de")]
    return [f'"{w}"' if " " in w else w for w in dict.fromkeys(words)]


def _spec(name: str) -> CommandSpec:
    aliases, group = COMMANDS[name]
    usage = text("syntax_" + name, "en").partition(" ")[2]  # the shared table's usage leaves out the name
    return CommandSpec(name, usage, text("help_" + name, "en"), text("example_" + name, "en"),
                       aliases, group, table_words if name in WITH_WORDS else None)


class RuneAgeCommands(CommandTable):
    """The shared table, with its help in English or German."""

    def __init__(self) -> None:
        super().__init__([_spec(name) for name in COMMANDS])

    def resolve(self, word: str) -> CommandSpec:
        """A command by either language's name; an unknown one offers the close commands in the table's language."""
        try:
            return super().resolve(word)
        except UnknownName as error:
            close = [c for c in self._index.close(word) if c in COMMANDS]
            if close:
                names = Named(", ".join(close), ", ".join(COMMANDS[c][0][0] for c in close))
                error.hint = MESSAGES.said("did_you_mean_command", names=names)
            raise

    def name_width(self) -> int:
        return max(len(_column(spec, lang)) for spec in self.specs.values() for lang in ("en", "de"))

    def help_lines(self, lang: str = "en", short: bool = True, width: int = 100, column: int = 0, state: Any = None) -> list[str]:
        """'help': one line per command in ``lang`` (English: 'battle (schlacht)', German only 'schlacht'); 'help all': every detail."""
        lines: list[str] = []
        column = max(column, self.name_width()) + 2
        for group, specs in self.groups().items():
            lines.append(text("group_" + group, lang))
            for spec in specs:
                if short:
                    lines.append(_clip(f"  {_column(spec, lang):<{column}}{text('short_' + spec.name, lang)}", width))
                else:
                    lines += ["  " + line for line in self._detail(spec, lang)]
        return lines

    def detail_lines(self, word: str, lang: str = "en") -> list[str]:
        """'help COMMAND': in German when the command was typed by a German name (whatever the session's ``lang``)."""
        spec = self.resolve(word)
        return self._detail(spec, "en" if fold(word) in (spec.name, *ENGLISH_ALIASES) else "de")

    def _detail(self, spec: CommandSpec, lang: str) -> list[str]:
        # German: the other German names; English: every alias
        names = name_in(lang, ", ".join(spec.aliases), ", ".join(a for a in spec.aliases if a != spec.aliases[0] and a not in ENGLISH_ALIASES) or " ")
        lines = [text("syntax_" + spec.name, lang).strip() or _column(spec, lang)]
        lines += [text("help_also", lang, names=names)] if names.strip() else []  # German: only other German names
        lines += ["  " + text("help_" + spec.name, lang)]
        return lines + ["  " + text("help_example", lang, example=text("example_" + spec.name, lang))]


def _column(spec: CommandSpec, lang: str) -> str:
    """The name column of the list: English 'battle (schlacht)'; a German game speaks German only: 'schlacht'."""
    german = spec.aliases[0]
    return name_in(lang, f"{spec.name} ({german})", german)


def _clip(line: str, width: int) -> str:
    if len(line) <= width:
        return line
    return line[: width - 3].rsplit(" ", 1)[0].rstrip(",;:") + "..."
