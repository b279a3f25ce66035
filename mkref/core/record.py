"""Immutable records with named fields, nearly free to define.

A NamedTuple or dataclass generates and compiles code when its module is imported (about 0.3 ms
each here), and every command pays that again. A `Record` subclass only lists its fields as
annotations, with defaults as class attributes:

    class Part(Record):
        value: int
        element: str = "physical"

Instances are immutable, compare and hash by value, and offer `_fields`, `_replace` and `_make`
like a named tuple.

For the type checker a Record is a frozen dataclass (`typing.dataclass_transform`): mypy builds each
subclass's `__init__` from its annotations, so `Part(value="2", colour=1)` is an error before it runs,
while at run time nothing is generated. The runtime checks below (unknown, repeated or missing fields)
stay for callers the checker cannot see, such as `_make` and `_replace`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, ClassVar, TypeVar, dataclass_transform

R = TypeVar("R", bound="Record")


@dataclass_transform(frozen_default=True)
class Record:
    _fields: ClassVar[tuple[str, ...]] = ()
    _defaults: ClassVar[dict[str, Any]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields: list[str] = []
        for klass in reversed(cls.__mro__):
            for name, kind in klass.__dict__.get("__annotations__", {}).items():
                if not name.startswith("_") and "ClassVar" not in str(kind) and name not in fields:
                    fields.append(name)
        cls._fields = tuple(fields)
        cls._defaults = {name: getattr(cls, name) for name in fields if hasattr(cls, name)}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        fields = self._fields
        if len(args) > len(fields):
            raise TypeError(f"{type(self).__name__} takes {len(fields)} values, not {len(args)}")
        values = dict(zip(fields, args))
        for name, value in kwargs.items():
            if name not in fields or name in values:
                raise TypeError(f"{type(self).__name__}: unexpected or repeated field '{name}'")
            values[name] = value
        for name in fields:
            if name not in values:
                if name not in self._defaults:
                    raise TypeError(f"{type(self).__name__}: missing field '{name}'")
                values[name] = self._defaults[name]
        self.__dict__.update(values)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash((type(self).__name__, *self))

    def __iter__(self) -> Iterator[Any]:
        return (self.__dict__[name] for name in self._fields)

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={self.__dict__[name]!r}" for name in self._fields)
        return f"{type(self).__name__}({inner})"

    def _replace(self: R, **changes: Any) -> R:
        return type(self)(**{**self.__dict__, **changes})

    @classmethod
    def _make(cls: type[R], values: Iterable[Any]) -> R:
        return cls(*values)
