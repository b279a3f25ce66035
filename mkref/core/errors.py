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
    lang = ""  # the language to tell it in, when the raiser knows it (a piped script: its game's)

    def __init__(self, what: str, why: str = "", hint: str = "", ref: str = "", entry: str = "") -> None:
        super().__init__(what)
        self.what = what
        self.why = why
        self.hint = hint
        self.ref = ref
        self.entry = entry  # a rules-index entry that explains the refusal, if any

    def message(self, lang: str = "en") -> str:
        """One line: what, why, page, hint. In ``lang`` for the parts that are catalogue sentences
        (mkref.core.messages.Said); any other part is said as it was written."""
        from mkref.core.messages import SHELL, page, say

        text = say(self.what, lang).rstrip(".")
        if self.why:
            text += f": {say(self.why, lang).rstrip('.')}"
        if not text.endswith(("?", "!")):
            text += "."
        if self.ref:
            text += f" ({page(self.ref, lang)})"
        if self.hint:
            text += f" {say(self.hint, lang).rstrip('.')}."
        if self.entry:
            text += " " + SHELL.text("see_rules", lang, entry=self.entry)
        return text

    def as_dict(self) -> dict[str, str]:
        return {"reason": self.message(), "ref": self.ref}


class InvalidInput(MkrefError):
    """A value the table typed is malformed or out of range."""


class UnknownName(MkrefError):
    """A name matched nothing; carries the closest candidates.

    ``kind`` is a kind of the shell's catalogue ('hero', 'card') or a ``Named`` kind in both languages (a
    game's own: 'market card'/'Marktkarte'). By default the shell says it ("Unknown hero 'x': no hero has
    that name or id", the close names as the hint); a game that says it in its own catalogue's words gives
    its sentences as ``what`` and ``why`` (``Said``s, like every refusal's parts)."""

    def __init__(self, kind: str, name: str, candidates: list[str] | None = None, hint: str = "", *,
                 what: str = "", why: str | None = None) -> None:
        self.kind = kind
        self.name = name
        self.candidates = list(candidates or [])
        from mkref.core.messages import SHELL, kind_named

        if self.candidates:
            hint = hint or SHELL.said("did_you_mean", names=close_names(self.candidates))
        named = kind_named(kind)
        what = what or SHELL.said("unknown", kind=named, name=name)
        super().__init__(what, SHELL.said("unknown_why", kind=named) if why is None else why, hint)


def close_names(candidates: list[str]) -> str:
    """The close names of an unknown one, listed in both languages (a candidate may be a ``Named``: a German
    table is offered the German names)."""
    from mkref.core.messages import Named, in_lang

    return Named(", ".join(candidates), ", ".join(str(in_lang(c, "de")) for c in candidates))


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
