"""Typed failures. The shells turn them into messages and exit codes; rule code only raises."""

from __future__ import annotations

EXIT_OK = 0
EXIT_REFUSED = 1  # illegal move, unknown name, bad value
EXIT_USAGE = 2  # the command line itself is wrong (typer/click report these)
EXIT_DATA = 3  # an unreadable rules file, sheet or save
EXIT_OUTPUT = 4  # the output could not be written (standard output closed, a full disk, a missing folder)
EXIT_INTERRUPTED = 130  # Ctrl-C, or the input ended before the questions did


class MkrefError(Exception):
    """Something the table asked for could not be done.

    `what` says what failed, `why` the reason, `hint` what to try, `ref` the rulebook page.
    """

    exit_code = EXIT_REFUSED

    def __init__(self, what: str, why: str = "", hint: str = "", ref: str = "", entry: str = "") -> None:
        super().__init__(what)
        self.what = what
        self.why = why
        self.hint = hint
        self.ref = ref
        self.entry = entry  # a rules-index entry that explains the refusal, if any

    def message(self) -> str:
        text = self.what.rstrip(".")
        if self.why:
            text += f": {self.why.rstrip('.')}"
        if not text.endswith(("?", "!")):
            text += "."
        if self.ref:
            text += f" ({self.ref})"
        if self.hint:
            text += f" {self.hint.rstrip('.')}."
        if self.entry:
            text += f" See: mkref rules {self.entry}"
        return text

    def as_dict(self) -> dict[str, str]:
        return {"reason": self.message(), "ref": self.ref}


class InvalidInput(MkrefError):
    """A value the table typed is malformed or out of range."""


class UnknownName(MkrefError):
    """A name matched nothing; carries the closest candidates."""

    def __init__(self, kind: str, name: str, candidates: list[str] | None = None, hint: str = "") -> None:
        self.kind = kind
        self.name = name
        self.candidates = list(candidates or [])
        if self.candidates:
            hint = hint or "Did you mean: " + ", ".join(self.candidates)
        super().__init__(f"Unknown {kind} '{name}'", "no " + kind + " has that name or id", hint)


class RuleViolation(MkrefError):
    """The rules forbid what was declared. Always carries the page that says so."""


class DataFileError(MkrefError):
    """A file could not be read or does not have the expected shape."""

    exit_code = EXIT_DATA


class RulesDataError(DataFileError):
    """A rules file in rules/ is broken. Lists every problem found."""


class SheetError(DataFileError):
    """A combat or score sheet could not be read or has the wrong shape."""


class SaveFileError(DataFileError):
    """A save is corrupt, of an unknown format, or would be overwritten."""


class InputEnded(MkrefError):
    """The answers ran out (end of a piped file, Ctrl-D) before the questions did: like Ctrl-C, exit 130."""

    exit_code = EXIT_INTERRUPTED
