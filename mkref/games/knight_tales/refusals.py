"""Refusals from the catalogue: rule code raises them in English with a message key, and the two
places that know the table's language (the tracked game's ``decide`` and the sheets' shell) put them
into that language with ``in_language`` before the shell shows them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mkref.core.errors import InvalidInput, MkrefError, RuleViolation, SheetError, UnknownName
from mkref.core.messages import Named, Said
from mkref.core.messages import page as page_in
from mkref.core.names import name_in

from .messages import MESSAGES


@dataclass(frozen=True)
class Term:
    """A word inside a refusal that is itself a catalogue entry (a phase, a die colour...)."""

    key: str


def _render(key: str, lang: str, values: dict[str, Any]) -> str:
    return _said(key, values).in_lang(lang)


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


def _keyed(error: MkrefError, key: str, hint: str, values: dict[str, Any]) -> MkrefError:
    error.catalogue = (key, hint, values)  # type: ignore[attr-defined]
    error.page = error.ref  # type: ignore[attr-defined]  # the English "p. N" that JSON reports
    error.what, error.why = _said(key, values), ""
    error.hint = _said(hint, values) if hint else ""
    error.args = (str(error.what),)
    return error


def refuse(key: str, /, ref: str = "", hint: str = "", **values: Any) -> RuleViolation:
    """The rules forbid it: message ``key`` (and hint key ``hint``) of the catalogue, with the page."""
    error = RuleViolation("", ref=ref)
    _keyed(error, key, hint, values)
    return error


def invalid(key: str, /, ref: str = "", hint: str = "", **values: Any) -> InvalidInput:
    """What was typed cannot be read: message ``key`` (and hint key ``hint``) of the catalogue."""
    error = InvalidInput("", ref=ref)
    _keyed(error, key, hint, values)
    return error


def sheet_problem(key: str, /, **values: Any) -> SheetError:
    """A sheet that cannot be read (exit 3): message ``key`` of the catalogue, naming where."""
    error = SheetError("")
    _keyed(error, key, "", values)
    return error


def unknown(kinds: tuple[str, str], word: str, candidates: list[str], /, hint: str = "", **values: Any) -> UnknownName:
    """A name that matches nothing; ``kind`` is its English and German word."""
    error = UnknownName(kinds[0], word, candidates)
    error.kinds = kinds  # type: ignore[attr-defined]
    error.catalogue = ("", hint, values)  # type: ignore[attr-defined]
    error.what, error.why = _said("unknown_name", {"kind": Named(*kinds), "name": word}), ""
    names = Named(", ".join(candidates), ", ".join(getattr(c, "german", c) for c in candidates))
    parts = [_said("did_you_mean", {"names": names})] if candidates else []
    parts += [_said(hint, values)] if hint else []
    error.hint = MESSAGES.said("two_hints", first=parts[0], second=parts[1]) if len(parts) == 2 else parts[0] if parts else ""
    return error


def in_language(error: MkrefError, lang: str) -> MkrefError:
    """Rewrite a catalogued refusal in ``lang`` (in place; other errors are left as they are).
    The page keeps its English form "p. N" in ``ref`` (JSON and tests read it); German text cites "S. N"."""
    keyed = getattr(error, "catalogue", None)
    if keyed is None:
        return error
    page = getattr(error, "page", error.ref)
    error.page = page  # type: ignore[attr-defined]
    error.ref = page_in(page, lang)
    key, hint, values = keyed
    if isinstance(error, UnknownName):
        kinds = getattr(error, "kinds", (error.kind, error.kind))
        kind = name_in(lang, kinds[0], kinds[1])
        error.what, error.why = _render("unknown_name", lang, {"kind": kind, "name": error.name}), ""
        parts = [_render("did_you_mean", lang, {"names": ", ".join(error.candidates)})] if error.candidates else []
        error.hint = "; ".join(parts + ([_render(hint, lang, values)] if hint else []))
        return error
    error.what, error.why = _render(key, lang, values), ""
    error.hint = _render(hint, lang, values) if hint else ""
    error.args = (error.what,)
    return error
