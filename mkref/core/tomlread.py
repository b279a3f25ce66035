"""Reading TOML into typed values, with the file and key path in every complaint.

`Fields` wraps one table. Its getters check the type and range of one key and either return the
value or record a problem (`collect=True`, for rules files: report every error at once) or raise
at once (`collect=False`, for sheets typed at the table: stop at the first).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from mkref.core.errors import DataFileError

_MISSING: Any = object()

_TYPE_NAMES = {str: "text", int: "a whole number", bool: "true or false", list: "a list", dict: "a table"}


def load_toml(path: Path, error: type[DataFileError] = DataFileError) -> dict[str, Any]:
    """Parse a TOML file the one safe way (``mkref.core.safefile``); any failure is `error` naming the
    file, and the key and line when there is one."""
    from mkref.core.safefile import read_toml

    return read_toml(Path(path), error)


def expected(value: object, options: Any) -> str:
    """'expected one of: a, b, c' with the closest option first when the value looks like a typo."""
    import difflib

    near = difflib.get_close_matches(str(value), list(options), n=1)
    hint = f" (did you mean '{near[0]}'?)" if near else ""
    return f"expected one of: {', '.join(options)}{hint}"


class Problems:
    """Every problem found while reading one or more files."""

    def __init__(self, error: type[DataFileError], collect: bool) -> None:
        self.error = error
        self.collect = collect
        self.items: list[str] = []

    def add(self, where: str, text: str) -> None:
        if not self.collect:
            from mkref.core.messages import SHELL  # only on the way out: a sheet read without a problem loads no catalogue

            raise self.error(SHELL.said("problem_in", where=where), text)
        self.items.append(f"{where}: {text}")

    def raise_if_any(self, what: str) -> None:
        if self.items:
            listing = "; ".join(self.items)  # one line: a table reads it, a script greps it
            raise self.error(f"{what} has {len(self.items)} problem(s)", listing)


class Fields:
    """One TOML table at a known place: `file` and the dotted key path inside it."""

    def __init__(self, data: dict[str, Any], file: str, path: str, problems: Problems) -> None:
        self.data = data
        self.file = file
        self.path = path
        self.problems = problems
        self.used: set[str] = set()

    def where(self, key: str = "") -> str:
        inner = ".".join(p for p in (self.path, key) if p)
        return f"{self.file} [{inner}]" if inner else self.file

    def has(self, key: str) -> bool:
        return key in self.data

    def raw(self, key: str, default: Any = None) -> Any:
        self.used.add(key)
        return self.data.get(key, default)

    def get(self, key: str, kind: type, default: Any = _MISSING, expect: str = "") -> Any:
        self.used.add(key)
        if key not in self.data:
            if default is _MISSING:
                self.problems.add(self.where(key), f"missing; expected {expect or _TYPE_NAMES[kind]}")
            return None if default is _MISSING else default
        value = self.data[key]
        ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
        if not ok:
            self.problems.add(self.where(key), f"is {value!r}; expected {expect or _TYPE_NAMES[kind]}")
            return None if default is _MISSING else default
        return value

    def text(self, key: str, default: Any = _MISSING) -> Any:
        return self.get(key, str, default)

    def flag(self, key: str, default: Any = _MISSING) -> Any:
        return self.get(key, bool, default)

    def number(self, key: str, default: Any = _MISSING, low: int | None = None, high: int | None = None) -> Any:
        value = self.get(key, int, default)
        if isinstance(value, int) and value is not default:
            if (low is not None and value < low) or (high is not None and value > high):
                span = f"from {low} to {high}" if high is not None else f"at least {low}"
                self.problems.add(self.where(key), f"is {value}; expected a whole number {span}")
        return value

    def choice(self, key: str, options: Any, default: Any = _MISSING) -> Any:
        value = self.get(key, str, default, expect="one of: " + ", ".join(options))
        if isinstance(value, str) and value not in options and value is not default:
            self.problems.add(self.where(key), f"is {value!r}; {expected(value, options)}")
            return None
        return value

    def texts(self, key: str, default: Any = _MISSING, options: Any = None) -> Any:
        value = self.get(key, list, default, expect="a list of text")
        if not isinstance(value, list):
            return value
        for i, item in enumerate(value):
            if not isinstance(item, str):
                self.problems.add(self.where(f"{key}[{i}]"), f"is {item!r}; expected text")
            elif options is not None and item not in options:
                self.problems.add(self.where(f"{key}[{i}]"), f"is {item!r}; {expected(item, options)}")
        return [v for v in value if isinstance(v, str)]

    def numbers(self, key: str, default: Any = _MISSING, low: int | None = None) -> Any:
        """A list of whole numbers (each at least ``low``); a word or a fraction in it is a problem named by its place."""
        value = self.get(key, list, default, expect="a list of whole numbers")
        if not isinstance(value, list):
            return value
        for i, item in enumerate(value):
            if not isinstance(item, int) or isinstance(item, bool):
                self.problems.add(self.where(f"{key}[{i}]"), f"is {item!r}; expected a whole number")
            elif low is not None and item < low:
                self.problems.add(self.where(f"{key}[{i}]"), f"is {item}; expected a whole number at least {low}")
        return [v for v in value if isinstance(v, int) and not isinstance(v, bool)]

    def table(self, key: str, default: Any = _MISSING) -> Fields | None:
        value = self.get(key, dict, default)
        if not isinstance(value, dict):
            return None
        return Fields(value, self.file, f"{self.path}.{key}" if self.path else key, self.problems)

    def tables(self, key: str) -> Iterator[Fields]:
        """Each table of an array of tables (`[[key]]`), with its index in the path."""
        value = self.get(key, list, [], expect="a list of tables")
        for i, item in enumerate(value or []):
            where = f"{self.path}.{key}[{i}]" if self.path else f"{key}[{i}]"
            if not isinstance(item, dict):
                self.problems.add(f"{self.file} [{where}]", f"is {item!r}; expected a table")
                continue
            yield Fields(item, self.file, where, self.problems)

    def unknown_keys(self, allowed: Any) -> None:
        """Complain about keys nobody reads: usually a typo the table would want to hear about."""
        for key in self.data:
            if key not in allowed:
                import difflib

                near = difflib.get_close_matches(key, list(allowed), n=1)
                hint = f"; did you mean '{near[0]}'?" if near else f"; known keys: {', '.join(sorted(allowed))}"
                self.problems.add(self.where(key), "is not a known key" + hint)
