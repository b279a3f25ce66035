"""Refusals from the catalogue: rule code raises them in English with a message key, and the two
places that know the table's language (the tracked game's ``decide`` and the sheets' shell) put them
into that language with ``in_language`` before the shell shows them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mkref.core.errors import InvalidInput, MkrefError, RuleViolation, SheetError, UnknownName

from .messages import MESSAGES


@dataclass(frozen=True)
class Term:
    """A word inside a refusal that is itself a catalogue entry (a phase, a die colour...)."""

    key: str


def _render(key: str, lang: str, values: dict[str, Any]) -> str:
    from .words import localized

    shown = {k: MESSAGES.text(v.key, lang) if isinstance(v, Term) else localized(v, lang) for k, v in values.items()}
    return MESSAGES.text(key, lang, **shown)


def _keyed(error: MkrefError, key: str, hint: str, values: dict[str, Any]) -> MkrefError:
    error.catalogue = (key, hint, values)  # type: ignore[attr-defined]
    error.page = error.ref  # type: ignore[attr-defined]  # the English "p. N" that JSON reports
    return in_language(error, "en")


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
    return error


def in_language(error: MkrefError, lang: str) -> MkrefError:
    """Rewrite a catalogued refusal in ``lang`` (in place; other errors are left as they are).
    The page keeps its English form "p. N" in ``ref`` (JSON and tests read it); German text cites "S. N"."""
    keyed = getattr(error, "catalogue", None)
    if keyed is None:
        return error
    page = getattr(error, "page", error.ref)
    error.page = page  # type: ignore[attr-defined]
    error.ref = "S." + page[2:] if lang == "de" and page.startswith("p.") else page
    key, hint, values = keyed
    if isinstance(error, UnknownName):
        kinds = getattr(error, "kinds", (error.kind, error.kind))
        kind = kinds[1] if lang == "de" else kinds[0]
        error.what, error.why = _render("unknown_name", lang, {"kind": kind, "name": error.name}), ""
        parts = [_render("did_you_mean", lang, {"names": ", ".join(error.candidates)})] if error.candidates else []
        error.hint = "; ".join(parts + ([_render(hint, lang, values)] if hint else []))
        return error
    error.what, error.why = _render(key, lang, values), ""
    error.hint = _render(hint, lang, values) if hint else ""
    error.args = (error.what,)
    return error
