"""A run-time check of plain data against TypedDicts: what mypy checks on the code, checked on the values a game
really holds (tests/unit/mage_knight/test_state_types.py replays the example games through it).

`problems(value, hint, schema)` walks the value and its type hint together and returns what does not fit: a
required key missing, a key no TypedDict declares, a value of another type, a text outside its Literal. It knows
TypedDict (NotRequired and Required included), Literal, unions and None, ``list[...]``, ``dict[K, V]``, Never,
Any and plain classes; any other hint is a TypeError, so a hint it cannot read never passes unseen.

A `Schema` says which extensions of a TypedDict apply in one game: an optional part extends the base's types
with its own keys (all of them when the game uses the part, or only the few the base still writes when not).
"""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal, Never, NotRequired, Required, Union

MAX_SHOWN = 80  # characters of a value a problem quotes


@cache
def fields(typed: type, localns: tuple[tuple[str, Any], ...] = ()) -> tuple[Mapping[str, Any], frozenset[str]]:
    """A TypedDict's keys with their hints (NotRequired/Required taken off), and which keys are required."""
    hints = typing.get_type_hints(typed, localns=dict(localns), include_extras=True)
    out: dict[str, Any] = {}
    required = set()
    for key, hint in hints.items():
        origin = typing.get_origin(hint)
        if origin in (NotRequired, Required):
            hint = typing.get_args(hint)[0]
        out[key] = hint
        if origin is Required or (origin is not NotRequired and key in typed.__required_keys__):
            required.add(key)
    return out, frozenset(required)


@dataclass(frozen=True)
class Schema:
    """The extensions in force: base TypedDict -> (extension, the only keys of it allowed, or None for all)."""

    extensions: Mapping[type, tuple[tuple[type, frozenset[str] | None], ...]] = field(default_factory=dict)
    localns: tuple[tuple[str, Any], ...] = ()  # names a forward reference of the types needs (the map's class)

    def keys_of(self, typed: type) -> tuple[dict[str, Any], set[str]]:
        own, required = fields(typed, self.localns)
        hints, need = dict(own), set(required)
        for extension, only in self.extensions.get(typed, ()):
            more, more_required = fields(extension, self.localns)
            for key, hint in more.items():
                if only is None or key in only:
                    hints.setdefault(key, hint)  # an extension inherits the base's keys as they are
            if only is None:
                need |= more_required
        return hints, need


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 3] + "..."


def problems(value: Any, hint: Any, schema: Schema = Schema(), where: str = "state") -> list[str]:
    """Everything in ``value`` that does not fit ``hint`` (empty when it fits)."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return []
    if hint is None or hint is type(None):
        return [] if value is None else [f"{where}: {_shown(value)} is not None"]
    if hint is Never:
        return [f"{where}: {_shown(value)} where nothing may be"]
    if origin is Literal:
        allowed = typing.get_args(hint)
        fits = any(type(value) is type(option) and value == option for option in allowed)
        return [] if fits else [f"{where}: {_shown(value)} is none of {allowed}"]
    if origin in (Union, types.UnionType):
        tried = [problems(value, branch, schema, where) for branch in typing.get_args(hint)]
        return [] if any(not found for found in tried) else min(tried, key=len)
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {_shown(value)} is not a list"]
        (item,) = typing.get_args(hint)
        return [p for i, v in enumerate(value) for p in problems(v, item, schema, f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {_shown(value)} is not a dict"]
        key_hint, value_hint = typing.get_args(hint)
        return [p for k, v in value.items()
                for p in problems(k, key_hint, schema, f"{where} key") + problems(v, value_hint, schema, f"{where}[{k!r}]")]
    if typing.is_typeddict(hint):
        return _typed_dict_problems(value, hint, schema, where)
    if isinstance(hint, type) and origin is None:
        if isinstance(value, bool) and hint is not bool and hint is not object:
            return [f"{where}: {_shown(value)} is a bool, not {hint.__name__}"]
        return [] if isinstance(value, hint) else [f"{where}: {_shown(value)} is not {hint.__name__}"]
    raise TypeError(f"the check does not know the hint {hint!r} ({where})")


def _typed_dict_problems(value: Any, typed: type, schema: Schema, where: str) -> list[str]:
    if not isinstance(value, dict):
        return [f"{where}: {_shown(value)} is not a dict ({typed.__name__})"]
    hints, required = schema.keys_of(typed)
    found = [f"{where}: misses the key {key!r} ({typed.__name__})" for key in sorted(required - set(value))]
    for key, item in value.items():
        if key not in hints:
            found.append(f"{where}: the key {key!r} is not declared ({typed.__name__} or an extension of a part in use)")
        else:
            found += problems(item, hints[key], schema, f"{where}[{key!r}]")
    return found
