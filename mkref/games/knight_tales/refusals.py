"""Refusals from the catalogue, in the common way of every game: the error's what and hint are catalogue
sentences (``Said``, mkref.core.messages) with their values in both languages, and the page stays in the
rulebook's English form "p. N" (JSON reports it so). The shell says the refusal in the session's language
with ``MkrefError.message(lang)`` ("S. N" at a German table)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

from mkref.core.errors import InvalidInput, MkrefError, RuleViolation, SheetError, UnknownName, close_names
from mkref.core.messages import Named, Said

from .messages import MESSAGES

Refusal = TypeVar("Refusal", bound=MkrefError)


@dataclass(frozen=True)
class Term:
    """A word inside a refusal that is itself a catalogue entry (a phase, a die colour...)."""

    key: str


def _said(key: str, values: dict[str, Any]) -> Said:
    """The catalogue sentence with its values in both languages: the shell says it in the session's."""
    from .words import localized

    def both(value: Any) -> Any:
        if isinstance(value, Term):
            return Named(MESSAGES.text(value.key, "en"), MESSAGES.text(value.key, "de"))
        if isinstance(value, (Said, Named)) or not isinstance(value, str):
            return value
        return Named(localized(value, "en"), localized(value, "de"))

    return MESSAGES.said(key, **{k: both(v) for k, v in values.items()})


def _keyed(error_type: type[Refusal], key: str, ref: str, hint: str, values: dict[str, Any]) -> Refusal:
    return error_type(_said(key, values), hint=_said(hint, values) if hint else "", ref=ref)


def refuse(key: str, /, ref: str = "", hint: str = "", **values: Any) -> RuleViolation:
    """The rules forbid it: message ``key`` (and hint key ``hint``) of the catalogue, with the page."""
    return _keyed(RuleViolation, key, ref, hint, values)


def invalid(key: str, /, ref: str = "", hint: str = "", **values: Any) -> InvalidInput:
    """What was typed cannot be read: message ``key`` (and hint key ``hint``) of the catalogue."""
    return _keyed(InvalidInput, key, ref, hint, values)


def sheet_problem(key: str, /, **values: Any) -> SheetError:
    """A sheet that cannot be read (exit 3): message ``key`` of the catalogue, naming where."""
    return _keyed(SheetError, key, "", "", values)


def unknown(kinds: tuple[str, str], word: str, candidates: list[str], /, hint: str = "", **values: Any) -> UnknownName:
    """A name that matches nothing; ``kinds`` is its kind's English and German word. Said in the game's own
    words: the close names first, then the hint key ``hint`` of the catalogue."""
    kind = Named(*kinds)
    parts = [_said("did_you_mean", {"names": close_names(candidates)})] if candidates else []
    parts += [_said(hint, values)] if hint else []
    said_hint = MESSAGES.said("two_hints", first=parts[0], second=parts[1]) if len(parts) == 2 else parts[0] if parts else ""
    return UnknownName(kind, word, candidates, said_hint, what=_said("unknown_name", {"kind": kind, "name": word}), why="")
