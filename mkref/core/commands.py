"""A small command table: names (English, German, aliases), usage, help and an example per command.

The same table drives the REPL's parser, its completion of command names and its ``help``. Games
build one ``CommandTable``; the shell adds its own commands (undo, redo, log, help, quit).
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mkref.core.bounds import check_typed
from mkref.core.errors import InvalidInput, UnknownName
from mkref.core.messages import SHELL, Named, say
from mkref.core.events import Command
from mkref.core.names import NameIndex, fold


@dataclass(frozen=True)
class CommandSpec:
    name: str  # the English name, also the id handed to decide()
    usage: str = ""  # "TERRAIN [SITE] ..."
    help: str = ""
    example: str = ""
    aliases: tuple[str, ...] = ()  # German names and short forms
    group: str = ""
    # completion of the arguments: (state, words so far) -> candidates for the next word
    complete: Callable[[Any, list[str]], list[str]] | None = field(default=None, compare=False)
    # whether the command belongs to this game at all (a scenario's own command, a tracked-cards one):
    # the short help leaves out the others, so it lists what the table at hand can type
    relevant: Callable[[Any], bool] | None = field(default=None, compare=False)


class CommandTable:
    def __init__(self, specs: list[CommandSpec] | None = None, number_command: str = "", german_first: bool = True) -> None:
        """``number_command``: the command a line starting with a number means ('7 move' -> 'play 7 move').
        ``german_first``: each command's first alias is its German name, and a German help lists that name
        (every game's table follows that convention; a table that does not says False)."""
        self.number_command = number_command
        self.german_first = german_first
        self.specs: dict[str, CommandSpec] = {}
        self._index = NameIndex("command")
        for spec in specs or []:
            self.add(spec)

    def add(self, spec: CommandSpec) -> None:
        self.specs[spec.name] = spec
        german = next((a for a in spec.aliases if " " not in a), "") if self.german_first else ""
        self._index.add(spec.name, spec.aliases, Named(spec.name, german) if german else spec.name)  # did-you-mean in German too

    def __contains__(self, name: str) -> bool:
        return self._index.find(name) is not None or bool(self.number_command and _is_number(name))

    def names(self) -> list[str]:
        """Every name a command can be typed as (English first, then the aliases)."""
        out: list[str] = []
        for spec in self.specs.values():
            out.append(spec.name)
            out.extend(a for a in spec.aliases if " " not in a)
        return out

    def resolve(self, word: str) -> CommandSpec:
        ident = self._index.find(word)
        if ident is None:
            error = UnknownName("command", word, [self._index.display(i) for i in self._index.close(word)])
            error.hint = SHELL.said("and_help", hint=error.hint) if error.hint else SHELL.said("help_hint")
            raise error
        return self.specs[ident]

    def parse(self, line: str) -> Command:
        """Split a typed line into a Command (its name resolved to the English id). A number beyond the
        limit of files is refused here, before any game converts it (mkref.core.bounds.check_typed)."""
        check_typed(line)
        words = split_words(line)
        if not words:
            raise InvalidInput("Empty command")
        if self.number_command and _is_number(words[0]):
            return Command(self.number_command, words, line.strip())
        spec = self.resolve(words[0])
        return Command(spec.name, words[1:], line.strip())

    def complete(self, state: Any, text: str) -> list[str]:
        """Candidates for the last word of ``text`` (command names first, then arguments)."""
        words = split_words(text, loose=True)
        ends_space = text.endswith(" ")
        if not words or (len(words) == 1 and not ends_space):
            prefix = fold(words[0]) if words else ""
            return [n for n in self.names() if fold(n).startswith(prefix)]
        spec = self.specs.get(self._index.find(words[0]) or "")
        if spec is None or spec.complete is None:
            return []
        done = words[1:] if ends_space else words[1:-1]
        partial = "" if ends_space else words[-1]
        candidates = spec.complete(state, done)
        key = fold(partial)
        return [c for c in candidates if fold(c).startswith(key)]

    def groups(self) -> dict[str, list[CommandSpec]]:
        """The commands by group, each group once, in the order its first command was added."""
        out: dict[str, list[CommandSpec]] = {}
        for spec in self.specs.values():
            out.setdefault(spec.group, []).append(spec)
        return out

    def name_width(self) -> int:
        return max((len(_name_column(spec)) for spec in self.specs.values()), default=0)

    def help_lines(self, lang: str = "en", short: bool = True, width: int = 100, column: int = 0, state: Any = None) -> list[str]:
        """The command list: one heading per group. ``short``: one line per command (name, its first
        alias, what it does in one sentence), leaving out the commands not ``relevant`` to ``state``;
        else usage, help and example of each."""
        lines: list[str] = []
        column = max(column, self.name_width()) + 2
        for group, all_specs in self.groups().items():
            specs = [s for s in all_specs if not (short and state is not None and s.relevant is not None and not s.relevant(state))]
            if not specs:
                continue
            if group:
                group = say(group, lang)
                lines.append(f"{group[:1].upper()}{group[1:]}:")
            for spec in specs:
                text = say(spec.help, lang)
                if short:
                    room = width - column - 2
                    lines.append(_clip(f"  {self._column(spec, lang):<{column}}{first_sentence(text, room)}", width))
                    continue
                shown = self.shown_name(spec, lang)
                others = [n for n in (spec.name, *spec.aliases) if n != shown]
                names = shown + (f" ({', '.join(others)})" if spec.aliases else "")
                lines.append(f"  {names} {say(spec.usage, lang)}".rstrip())
                if text:
                    lines.append(f"      {text}")
                if spec.example:
                    lines.append("      " + SHELL.text("example", lang, example=self.shown_example(spec, spec.example, lang)))
        return lines

    def summary_lines(self, width: int = 80, column: int = 0, extra: dict[str, list[str]] | None = None, state: Any = None,
                      lang: str = "en") -> list[str]:
        """The command names only, one group a line (wrapped at ``width``): a list that fits one screen.
        ``extra``: more groups to list after this table's own (the shell's commands). With ``state``, the
        commands ``relevant`` to only some games are left out of the groups: those of this game follow on
        the "This game:" line (name and first alias), the others are not listed."""
        groups: dict[str, list[str]] = {}
        own: list[CommandSpec] = []
        for group, specs in self.groups().items():
            names = []
            for spec in specs:
                if state is None or spec.relevant is None:
                    names.append(self.shown_name(spec, lang))
                elif spec.relevant(state):
                    own.append(spec)
            if names:
                groups[say(group, lang) if group else SHELL.text("commands_group", lang)] = names
        groups.update(extra or {})
        column = max([column, *(len(g) + 2 for g in groups)])
        lines: list[str] = []
        for group, names in groups.items():
            line = f"{group}:".ljust(column)
            for name in names:
                if len(line) + len(name) + 1 > width and line.strip() and not line.endswith(": "):
                    lines.append(line.rstrip())
                    line = " " * column
                line += name + " "
            lines.append(line.rstrip())
        if own:  # each with its first alias, two spaces apart: 'levelup (aufstieg)  offer (angebot)'
            line = SHELL.text("this_game", lang)
            for item in (self._column(spec, lang) for spec in own):
                if len(line) + len(item) + 2 > width and line.strip():
                    lines.append(line.rstrip())
                    line = ""
                line += "  " + item
            lines.append(line.rstrip())
        return lines

    def detail_lines(self, word: str, lang: str = "en") -> list[str]:
        """``help COMMAND``: usage, every name, what it does, the example."""
        spec = self.resolve(word)
        lines = [f"{self.shown_name(spec, lang)} {say(spec.usage, lang)}".rstrip()]
        others = [n for n in (spec.name, *spec.aliases) if n != self.shown_name(spec, lang)]
        if spec.aliases:
            lines.append("  " + SHELL.text("also", lang, names=", ".join(others)))
        if spec.help:
            lines.append(f"  {say(spec.help, lang)}")
        if spec.example:
            lines.append("  " + SHELL.text("example", lang, example=self.shown_example(spec, spec.example, lang)))
        return lines

    def shown_name(self, spec: CommandSpec, lang: str) -> str:
        """The name a help lists: the German one (the first alias) at a German table of a ``german_first`` table."""
        german = next((a for a in spec.aliases if " " not in a), "") if self.german_first and lang == "de" else ""
        return german or spec.name

    def shown_example(self, spec: CommandSpec, example: str, lang: str) -> str:
        """An example in ``lang`` (a catalogue sentence said in it); else, at a German table, its command word in
        German (its values as they are)."""
        if say(example, lang) != example:
            return say(example, lang)
        shown = self.shown_name(spec, lang)
        head, _, rest = example.partition(" ")
        return f"{shown} {rest}".rstrip() if shown != spec.name and head == spec.name else example

    def _column(self, spec: CommandSpec, lang: str) -> str:
        """'move (bewegen)' in English; at a German table of a ``german_first`` table its German name alone: the
        table reads no English word (the English name is still accepted when typed)."""
        shown = self.shown_name(spec, lang)
        return _name_column(spec) if shown == spec.name else shown


def _name_column(spec: CommandSpec) -> str:
    alias = next((a for a in spec.aliases if " " not in a), "")
    return spec.name + (f" ({alias})" if alias else "")


def first_sentence(text: str, room: int = 0) -> str:
    """The short form of a help text: its first sentence (a full stop outside brackets ends it); when it does
    not fit in ``room`` characters, without the parts in brackets."""
    depth = 0
    short = text
    for i, ch in enumerate(text):
        depth += (ch == "(") - (ch == ")")
        if ch == "." and depth == 0 and (i + 1 == len(text) or text[i + 1] == " "):
            short = text[: i + 1]
            break
    if room and len(short) > room:
        import re

        plain = re.sub(r"\s*\([^()]*\)", "", short)
        short = plain if plain.strip(" .") else short
    if room and len(short) > room and "; " in short:
        short = short.split("; ")[0].rstrip(".") + "."
    return short


def _clip(text: str, width: int) -> str:
    if len(text) <= width:
        return text
    return text[: width - 3].rsplit(" ", 1)[0].rstrip(",;:") + "..."


def _is_number(word: str) -> bool:
    return word.lstrip("+-").isdecimal()


def split_words(line: str, loose: bool = False) -> list[str]:
    """Split like a shell (quotes group words); ``loose`` tolerates an unclosed quote (completion)."""
    try:
        return shlex.split(line)
    except ValueError:
        if loose:
            return line.replace('"', " ").replace("'", " ").split()
        raise InvalidInput("Unclosed quote in the command") from None
