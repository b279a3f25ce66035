"""Asking the table a question: with completion at a terminal, line by line from a pipe or file.

At a terminal, prompt-toolkit gives completion over the possible answers (imported only then).
Otherwise one line is read per question and the answer is echoed after the prompt, so a transcript
of a scripted run reads like the session at the table.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, TypeVar

from mkref.core.bounds import check_typed
from mkref.core.errors import InputEnded, InvalidInput, MkrefError  # InputEnded: exit 130, like Ctrl-C

if TYPE_CHECKING:
    from prompt_toolkit import PromptSession

T = TypeVar("T")


class Asker:
    lang = "en"  # the language its refusals are said in (a game's asker sets its own)

    def __init__(self, write: Callable[[str], None], interactive: bool | None = None) -> None:
        self.write = write
        self.interactive = sys.stdin.isatty() if interactive is None else interactive
        self._session: PromptSession[str] | None = None

    def ask(self, question: str, choices: Iterable[str] = (), default: str = "") -> str:
        """One answer; one holding a number beyond the limit of files is refused and the question asked again."""
        shown = f"{question} [{default}] " if default else f"{question} "
        while True:
            if self.interactive:
                answer = self._prompt(shown, list(choices))
            else:
                line = sys.stdin.readline()
                if not line:
                    raise InputEnded("The answers ended before the combat was finished", hint="Add the missing answers to the input")
                answer = line.rstrip("\n")
                self.write(f"{shown}{answer}\n")
            try:
                check_typed(answer)
            except InvalidInput as error:
                self.write(f"Error: {error.message(self.lang)}\n")
                continue
            answer = answer.strip()
            return answer or default

    def _prompt(self, shown: str, choices: list[str]) -> str:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.completion import WordCompleter

        if self._session is None:
            from prompt_toolkit.output import create_output

            from mkref.cli.fit import raw_stream

            self._session = PromptSession(output=create_output(stdout=raw_stream(sys.stdout)))
        completer = WordCompleter(choices, ignore_case=True, sentence=True) if choices else None
        try:
            return str(self._session.prompt(shown, completer=completer, complete_while_typing=bool(choices)))
        except EOFError:
            raise InputEnded("Input ended (Ctrl-D) before the combat was finished") from None

    def until_valid(self, question: str, parse: Callable[[str], T], choices: Iterable[str] = (), default: str = "") -> T:
        """Ask until `parse` accepts the answer; each refusal is shown and the question asked again."""
        options = list(choices)
        while True:
            answer = self.ask(question, options, default)
            try:
                return parse(answer)
            except InputEnded:
                raise
            except MkrefError as error:
                self.write(f"Error: {error.message()}\n")

    def yes_no(self, question: str, default: bool = False) -> bool:
        def parse(text: str) -> bool:
            word = text.casefold()
            if word in ("y", "yes", "j", "ja", "true"):
                return True
            if word in ("n", "no", "nein", "false"):
                return False
            raise InvalidInput(f"'{text}' is not yes or no", hint="Answer yes or no (ja / nein)")

        return self.until_valid(question + " (yes/no)", parse, ("yes", "no", "ja", "nein"), "yes" if default else "no")
