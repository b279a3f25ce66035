"""The game-agnostic shell of ``mkref play``: a prompt-toolkit REPL, or a line reader for scripts.

prompt-toolkit is imported here and only here. When stdin is a terminal the person gets completion
(over the game's pure ``suggest``), history (in the user's state folder, never in ``saves/``) and a
bottom bar (the game's ``toolbar``). When stdin is not a terminal, lines are read one by one with
the same parser and the same answers are printed, each command echoed after ``> ``; lines starting
with ``#`` are comments. A refused command prints ``Error: ...`` with its page and changes nothing.
The save is written after every accepted command (by ``Session.execute``).

Shell commands every game gets: help, undo, redo, log, quit (German: hilfe, rückgängig,
wiederholen, protokoll, beenden). A game may answer read-only commands itself through an optional
``query(state, command, lang) -> lines | None`` hook (None: not a query, run it through decide); a
command named like one of the game's views in ``PROMPT_VIEWS`` (``map``) is drawn by that view of its
plug-in (mkref.core.plugin). A roll or draw a command needs is asked for on its own prompt; the
answer ``roll`` (``würfeln``) lets mkref roll or draw with the save's seed, ``cancel`` (``abbrechen``;
at a terminal also Ctrl-C or an empty line) takes back the whole command and changes nothing.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from mkref.core.bounds import check_typed
from mkref.core.chance import Cancelled, Request, is_cancel, roll, seeded_rng
from mkref.core.commands import CommandSpec, CommandTable, split_words
from mkref.core.errors import InvalidInput, MkrefError, SaveFileError
from mkref.core.events import Command, Event, State
from mkref.core.messages import SHELL as WORDS
from mkref.core.messages import Said, say
from mkref.core.names import fold
from mkref.core.session import Session

if TYPE_CHECKING:
    from prompt_toolkit.completion import CompleteEvent, Completion
    from prompt_toolkit.document import Document
    from prompt_toolkit.history import History

SHELL = [
    CommandSpec("help", WORDS.said("usage.help"), WORDS.said("cmd.help"), WORDS.said("example.help"), ("hilfe", "?")),
    CommandSpec("undo", "", WORDS.said("cmd.undo"), "undo", ("rückgängig", "zurück")),
    CommandSpec("redo", "", WORDS.said("cmd.redo"), "redo", ("wiederholen",)),
    CommandSpec("log", "[N]", WORDS.said("cmd.log"), WORDS.said("example.log"), ("protokoll", "verlauf")),
    CommandSpec("quit", "", WORDS.said("cmd.quit"), "quit", ("beenden", "verlassen", "exit", "q")),
]
EXPECT_REFUSED = {"#! refused", "#! abgelehnt"}  # a script's mark: the next command is meant to be refused
SCREEN_LINES = 22  # a game with help_one_screen lists its commands on a 24-line terminal with the last line and the prompt
PROMPT_VIEWS = ("map",)  # game commands the prompt hands to the plug-in's view of the same name
ROLL_WORDS = {"roll", "wurfeln", "wuerfeln", "draw", "ziehen", "zufall", "random"}


def _prompt_views(game_id: str) -> dict[str, str]:
    from mkref.core.registry import game_plugin

    try:
        views = game_plugin(game_id).views
    except (MkrefError, ImportError):  # a game outside the registry (a test's toy game): no views
        return {}
    return {name: views[name] for name in PROMPT_VIEWS if name in views}


def state_dir() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return Path(base) / "mkref"


class Shell:
    """Parses and runs one line at a time; the two front ends below feed it."""

    def __init__(self, session: Session, write: Callable[[str], None], lang: str = "en") -> None:
        self.session = session
        self.write = write
        self.lang = lang
        self.table: CommandTable = session.game.commands()
        self.shell = CommandTable(SHELL)
        self.refused = 0
        self.last_error: MkrefError | None = None
        self.write_failed: MkrefError | None = None  # the save could not be written: a script must stop
        self.current = ""  # the command line being run (named when it is taken back)
        self.views = _prompt_views(session.data.game)
        self.cards_broken = False  # the table's card file could not be read: said once, then asked as if absent

    # -- completion ----------------------------------------------------------------------------
    def suggest(self, text: str) -> list[str]:
        words = split_words(text, loose=True)
        if not words or (len(words) == 1 and not text.endswith(" ")):
            prefix = fold(words[0]) if words else ""
            shell = [n for n in self.shell.names() if fold(n).startswith(prefix)]
            return self.session.game.suggest(self.session.state, text) + shell
        if words[0] in self.shell and words[0] not in self.table:
            if fold(words[0]) in ("help", "hilfe"):
                return [n for n in self.table.names() if fold(n).startswith(fold(words[-1]) if not text.endswith(" ") else "")]
            return []
        return self.session.game.suggest(self.session.state, text)

    # -- running -------------------------------------------------------------------------------
    def run_line(self, line: str, answer: Callable[[Request, int], tuple[list[str], bool]]) -> bool:
        """Run one line; False when the person asked to quit."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        self.current = line
        try:
            head = split_words(line)[0]
            if head in self.shell and head not in self.table:
                return self._shell_command(self.shell.parse(line).name, split_words(line)[1:])
            command = self.table.parse(line)
            if command.name in self.views:
                from mkref.core.plugin import resolve

                resolve(self.views[command.name])(self.session.state, False, self.lang)
                return True
            query: Callable[[State, Command, str], list[str] | None] | None = getattr(self.session.game, "query", None)
            answer_lines = query(self.session.state, command, self.lang) if query else None
            if answer_lines is not None:
                for text in answer_lines:
                    self.write(text)
                return True
            events = self.session.execute(command, self.with_card_file(answer))
            self._keep_told(events)
            for text in self.session.game.describe(self.session.state, events, self.lang):
                self.write(text)
        except Cancelled as cancelled:
            self.write(cancelled.message(self.lang))
        except SaveFileError as error:
            self.write_failed = error
            self.write(WORDS.text("error", self.lang, text=error.message(self.lang)))
        except MkrefError as error:
            self.refused += 1
            self.last_error = error
            self.write(WORDS.text("error", self.lang, text=error.message(self.lang)))
        return True

    # -- the table's card file ---------------------------------------------------------------------
    def with_card_file(self, answer: Callable[[Request, int], tuple[list[str], bool]]) -> Callable[[Request, int], tuple[list[str], bool]]:
        """Answer a printed value from the table's card file when it holds it; keep what the table tells."""

        def answered(request: Request, index: int) -> tuple[list[str], bool]:
            if request.asks != "printed" or not request.card:
                return answer(request, index)
            known = self._card_value(request)
            if known is not None:
                self.write(WORDS.text("from_cards", self.lang, prompt=say(request.prompt, self.lang),
                                      value=", ".join(self._named(request, v) for v in known)))
                return known, False
            values, rolled = answer(request, index)
            self._keep_card_value(request, values)
            return values, rolled

        return answered

    def _save_folder(self) -> Path:
        """The save's folder, where the table's card file lives (a session at the prompt always has its save)."""
        path = self.session.path
        assert path is not None, "a session at the prompt has a save"
        return path.parent

    def _card_path(self) -> Path:
        from mkref.core.cardfile import card_file

        return card_file(self._save_folder(), self.session.data.game)

    def _card_data(self) -> dict[str, Any] | None:
        """The card file's values, or None (said once) when it cannot be read."""
        from mkref.core import cardfile

        if self.cards_broken:
            return None
        try:
            return cardfile.read(self._card_path())
        except MkrefError as error:
            self.cards_broken = True
            self.write(WORDS.text("cards_unreadable", self.lang, path=self._card_path(), why=error.message(self.lang),
                                  game=self.session.data.game))
            return None

    def _card_value(self, request: Request) -> list[str] | None:
        from mkref.core import cardfile

        data = self._card_data()
        if data is None:
            return None
        values = cardfile.as_answer(cardfile.lookup(data, request.card), request.count)
        if values is None or any(v not in request.options for v in values):
            return None  # not there, or not an answer this question takes: ask
        return values

    def _keep_card_value(self, request: Request, values: list[str]) -> None:
        from mkref.core import cardfile

        data = self._card_data()
        if data is None:
            return
        cardfile.put(data, request.card, cardfile.as_value(values, request.options))
        try:
            cardfile.write(self._card_path(), data, self.session.data.game)
        except (OSError, MkrefError) as error:
            why = error.message(self.lang) if isinstance(error, MkrefError) else (error.strerror or str(error))
            self.write(WORDS.text("cards_not_kept", self.lang, why=why))

    def _named(self, request: Request, value: str) -> str:
        """An answer as the table calls it: its name in the session's language, not its id."""
        from mkref.core.names import name_in

        return name_in(self.lang, request.display(value), request.display_second(value))

    def _keep_told(self, events: list[Event]) -> None:
        """The printed values a command recorded go into the table's card file too (``printed_values``)."""
        from mkref.core import cardfile

        told: Callable[[list[Event]], dict[str, Any]] | None = getattr(self.session.game, "printed_values", None)
        values = told(events) if told is not None and not self.cards_broken else {}
        if not values:
            return
        try:
            cardfile.keep(self._save_folder(), self.session.data.game, values)
        except (OSError, MkrefError) as error:
            why = error.message(self.lang) if isinstance(error, MkrefError) else (error.strerror or str(error))
            self.write(WORDS.text("cards_not_kept", self.lang, why=why))

    def read_answer(self, request: Request, text: str, index: int) -> tuple[list[str], bool]:
        """The answer typed at a question: 'roll' rolls with the save's seed (only what mkref can roll:
        a die whose faces it knows, a pile it tracks), 'cancel' takes back the command (``Cancelled``);
        a refusal names the way out."""
        text = text.strip()
        if is_cancel(text):
            raise Cancelled(self.current)
        if fold(text) in ROLL_WORDS and not request.rollable:
            hint = WORDS.said("type_answer", options=request.shown_options()) if len(request.options) <= 12 else WORDS.said("type_value")
            raise InvalidInput(WORDS.said("cannot_roll", prompt=request.prompt), WORDS.said(f"cannot_roll.{request.asks}"), hint)
        if fold(text) in ROLL_WORDS:
            values = _rolled(request, self.session.data.seed, index)
            self.write(WORDS.text("rolled", self.lang, values=", ".join(self._named(request, v) for v in values)))
            return values, True
        check_typed(text)  # before the 'is a command' guess: a huge number is refused as such
        try:
            return request.parse(text), False
        except MkrefError as error:
            head = text.split()[0] if text.split() else ""
            if head and (head in self.table or head in self.shell) and not _is_answer_word(request, head):
                raise InvalidInput(
                    WORDS.said("not_an_answer", head=head, command=self.current, prompt=request.prompt),
                    hint=WORDS.said("type_answer", options=request.shown_options()),
                ) from None
            given: Said | str = error.hint if isinstance(error.hint, Said) else error.hint.rstrip(". ")
            error.hint = WORDS.said("hint_cancel", hint=given) if error.hint else WORDS.said("cancel_hint")
            raise

    def _shell_command(self, name: str, args: list[str]) -> bool:
        session = self.session
        if name == "quit":
            return False
        if name == "undo":
            self.write(session.undo(self.lang))
        elif name == "redo":
            self.write(session.redo(self.lang))
        elif name == "log":
            groups = session.log.commands()
            count = len(groups) if args and args[0] in ("all", "alle") else int(args[0]) if args and args[0].isdecimal() else 15
            start = max(0, len(groups) - count)
            actors = self._actors(groups)
            for i, group in enumerate(groups[start:], start + 1):
                words = "; ".join(w for w in (session.game.label(e, self.lang) for e in group) if w)
                who = actors[i - 1]
                words = f"{who}: {words}" if who and not words.startswith(who) else words
                mark = WORDS.text("chance_mark", self.lang) if any(e.get("chance") for e in group) else ""
                self.write(f"{i:4}. {words}{mark}")
            if not groups:
                self.write(WORDS.text("nothing_yet", self.lang))
        elif name == "help":
            self._help(args)
        return True

    def _actors(self, groups: list[list[Event]]) -> list[str]:
        """Who did each command, for the log: the game's ``actor(state, events)`` hook on the state each command
        met (the events replayed once from the start); '' for every command of a game without the hook."""
        actor: Callable[[State, list[Event]], str] | None = getattr(self.session.game, "actor", None)
        if actor is None:
            return [""] * len(groups)
        from mkref.core.events import thaw

        game = self.session.game
        state = game.initial_state(self.session.data.setup)
        found = []
        for group in groups:
            found.append(actor(state, group))
            for event in group:
                state = game.evolve(state, thaw(event))
        return found

    def _help(self, args: list[str]) -> None:
        """'help': one line per command, grouped; 'help COMMAND': its details; 'help all': every detail."""
        if args and fold(args[0]) in ("all", "alle"):
            for text in [*self.table.help_lines(self.lang, short=False), WORDS.text("shell_group", self.lang), *self.shell.help_lines(self.lang, short=False)]:
                self.write(text)
            return
        if args:
            # a game may explain a command for the game at hand
            own: Callable[[State, str, str], list[str] | None] | None = getattr(self.session.game, "command_help", None)
            lines = own(self.session.state, args[0], self.lang) if own is not None else None
            if lines:
                for text in lines:
                    self.write(text)
                return
            for table in (self.table, self.shell):
                if args[0] in table and not (table is self.table and args[0] not in table.names() and args[0] in self.shell):
                    for text in table.detail_lines(args[0], self.lang):
                        self.write(text)
                    return
            raise InvalidInput(WORDS.said("no_command", name=args[0]), hint=WORDS.said("help_hint"))
        column = max(self.table.name_width(), self.shell.name_width())
        state = self.session.state
        lines = [*self.table.help_lines(self.lang, column=column, state=state), WORDS.text("shell_group", self.lang),
                 *self.shell.help_lines(self.lang, column=column)]
        if len(lines) > SCREEN_LINES and getattr(self.session.game, "help_one_screen", False):  # names only, one group a line
            extra = {WORDS.text("shell_name", self.lang): [self.table.shown_name(spec, self.lang) if self.table.german_first else spec.name
                                                            for spec in self.shell.specs.values()]}
            lines = self.table.summary_lines(extra=extra, state=state, lang=self.lang)
        for text in lines:
            self.write(text)
        self.write(WORDS.text("help_more", self.lang))


def _is_answer_word(request: Request, word: str) -> bool:
    from dataclasses import replace

    try:
        replace(request, count=1, weights=None).parse(word)
    except MkrefError:
        return False
    return True


def _rolled(request: Request, seed: int, index: int) -> list[str]:
    return roll(request, seeded_rng(seed, index, request.key))


def run_lines(session: Session, lines: Iterator[str], out: TextIO, lang: str = "en", keep_going: bool = False, strict: bool = False,
              on_answer: Callable[[int, Request], None] | None = None) -> int:
    """The non-terminal front end: one command per line, answers to rolls and draws on the next lines.

    A failed write always stops the script with ``ScriptStopped`` (exit 3): nothing after it was saved.
    ``strict`` (``mkref play``): a refused command stops the script too (what follows was written for a
    game where it had worked) with ``ScriptStopped`` (exit 1) naming the line; ``keep_going`` runs on past
    refusals and raises at the end. A command after a ``#! refused`` line must be refused. Without
    ``strict`` refusals are only printed (the library use: tests, the REPL's own checks). ``on_answer``
    hears (line number, question) for every line read as an answer (to count what a game asks)."""
    from mkref.cli.fit import fit, screen_width

    numbered = enumerate(lines, 1)
    where = [0]
    width = screen_width(out)

    def write(text: str) -> None:
        out.write(fit(text, width) + "\n")

    def answer(request: Request, index: int) -> tuple[list[str], bool]:
        for number, raw in numbered:
            where[0] = number
            text = raw.strip()
            if not text or text.startswith("#"):
                continue
            write(f"? {say(request.prompt, shell.lang)}: {text}")
            if on_answer is not None:
                on_answer(number, request)
            return shell.read_answer(request, text, index)
        add = "add_answer" if request.rollable else "add_fact"
        raise InvalidInput(WORDS.said("no_answer", prompt=request.prompt), WORDS.said("input_ended"), WORDS.said(add))

    shell = Shell(session, write, lang)
    first_refusal = ""
    expect_refusal = False
    for number, raw in numbered:
        where[0] = number
        line = raw.rstrip("\n")
        if line.strip().lower() in EXPECT_REFUSED:
            expect_refusal = True
            continue
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        write(f"> {line.strip()}")
        refused = shell.refused
        go_on = shell.run_line(line, answer)
        out.flush()
        if shell.write_failed is not None:
            raise ScriptStopped(WORDS.said("script.line", n=number, text=line.strip()), shell.write_failed, lang=shell.lang)
        if expect_refusal:
            expect_refusal = False
            if shell.refused > refused:
                shell.refused -= 1  # refused as the script said it would be
                continue
            if strict:
                raise ScriptStopped(WORDS.said("script.line", n=number, text=line.strip()), None, unexpected=True, lang=shell.lang)
        if not strict:
            if not go_on:
                break
            continue
        if shell.refused > refused and not first_refusal:
            first_refusal = WORDS.said("script.line", n=number, text=line.strip())
        if shell.refused > refused and not keep_going:
            raise ScriptStopped(first_refusal, shell.last_error, stopped=True, lang=shell.lang)
        if not go_on:
            break
    if first_refusal:
        raise ScriptStopped(first_refusal, shell.last_error, count=shell.refused, lang=shell.lang)
    return 0


class ScriptStopped(MkrefError):
    """A piped script had a refused command (exit 1) or a failed write (exit 3, from the error)."""

    def __init__(self, line: str, error: MkrefError | None, stopped: bool = False, count: int = 1, unexpected: bool = False,
                 lang: str = "") -> None:
        self.lang = lang  # the session's language, which the command line's report then speaks (MkrefError.lang)
        if unexpected:
            super().__init__(WORDS.said("script.unexpected", line=line), WORDS.said("script.not_run"))
            return
        if error is not None and error.exit_code != 1:
            super().__init__(WORDS.said("script.not_saved", line=line), WORDS.said("script.not_run_saved"))
            self.exit_code = error.exit_code
            return
        if stopped:
            super().__init__(WORDS.said("script.refused", line=line), WORDS.said("script.not_run"), WORDS.said("script.fix"))
        elif count > 1:
            super().__init__(WORDS.said("script.refused_more", line=line, more=count - 1), WORDS.said("script.others_run"))
        else:
            super().__init__(WORDS.said("script.refused", line=line), WORDS.said("script.others_run"))


def run_terminal(session: Session, lang: str = "en") -> int:
    """The interactive front end on prompt-toolkit."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import Completer, Completion
    from prompt_toolkit.history import FileHistory, InMemoryHistory

    class Suggest(Completer):
        def __init__(self, source: Callable[[str], list[str]]) -> None:
            self.source = source

        def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterator[Completion]:
            text = document.text_before_cursor
            word = "" if text.endswith(" ") else (text.split()[-1] if text.split() else "")
            for candidate in self.source(text):
                yield Completion(candidate, start_position=-len(word))

    history: History
    try:
        folder = state_dir()
        folder.mkdir(parents=True, exist_ok=True)
        history = FileHistory(str(folder / "history"))
    except OSError:
        history = InMemoryHistory()

    from mkref.cli.fit import fit, screen_width

    def write(text: str) -> None:
        sys.stdout.write(fit(text, screen_width()) + "\n")
        sys.stdout.flush()

    shell = Shell(session, write, lang)
    from prompt_toolkit.output import create_output

    from mkref.cli.fit import raw_stream

    prompt: PromptSession[str] = PromptSession(
        output=create_output(stdout=raw_stream(sys.stdout)),  # prompt-toolkit draws on the terminal itself
        history=history,
        completer=Suggest(shell.suggest),
        complete_while_typing=False,
        bottom_toolbar=lambda: session.game.toolbar(session.state, lang),
    )

    def answer(request: Request, index: int) -> tuple[list[str], bool]:
        options = [*request.words(), *([WORDS.text("word.roll", lang)] if request.rollable else []), WORDS.text("word.cancel", lang)]
        shown = "answer_prompt" if request.rollable else "answer_prompt.fixed"
        while True:
            try:
                text = prompt.prompt(
                    fit(WORDS.text(shown, lang, prompt=say(request.prompt, lang)), screen_width()),
                    completer=Suggest(lambda t: [o for o in options if fold(o).startswith(fold(t.split()[-1]) if t.split() and not t.endswith(" ") else "")]),
                )
            except (KeyboardInterrupt, EOFError):
                raise Cancelled(shell.current) from None
            if not text.strip():
                raise Cancelled(shell.current)  # an empty line leaves the question too
            try:
                return shell.read_answer(request, text, index)
            except Cancelled:
                raise
            except MkrefError as error:
                write(WORDS.text("error", lang, text=error.message(lang)))

    write(WORDS.text("greeting", lang, toolbar=session.game.toolbar(session.state, lang)))
    main_completer = Suggest(shell.suggest)
    while True:
        try:
            # prompt(completer=...) replaces the session's completer, so the main one is given every time
            line = prompt.prompt("mkref> ", completer=main_completer)
        except KeyboardInterrupt:
            continue
        except EOFError:
            break
        if not shell.run_line(line, answer):
            break
    write(WORDS.text("saved", lang, path=session.path))
    return 0


def play(session: Session, lang: str = "en", stdin: TextIO | None = None, keep_going: bool = False) -> int:
    import gc

    gc.enable()  # a whole evening at the prompt: the CLI turned the collector off for start-up only
    stream = stdin or sys.stdin
    if stream is None or getattr(stream, "closed_by_os", False):
        raise InvalidInput("No input to read commands from", "standard input is closed", "Run mkref play NAME at a terminal, or pipe a file: mkref play NAME < FILE")
    if stream.isatty() and sys.stdout.isatty():
        return run_terminal(session, lang)
    return run_lines(session, iter(stream), sys.stdout, lang, keep_going, strict=True)
