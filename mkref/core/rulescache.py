"""A cache of validated rules data, so each command does not re-parse and re-check the same TOML.

Parsing and validating a large rules file costs tens of milliseconds; unpickling the result costs
well under one. The cache lives in the user's cache folder (never in the project), one file per data
set and rules folder, and carries the path, size and modification time of every source file: any
change to a file rebuilds it. MKREF_NO_CACHE=1 turns it off; a broken or unwritable cache is ignored.

It is written with marshal (built in, nothing to import) rather than pickle; named tuples and
Records, which marshal cannot store, are kept as tagged tuples and rebuilt from the `types` the loader names.
"""

from __future__ import annotations

import os
import marshal
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
FORMAT = 2  # 2: records carry their provenance (Enemy.sure)


def cache_dir() -> Path:
    if os.environ.get("MKREF_CACHE_DIR"):
        return Path(os.environ["MKREF_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "mkref"


Stamp = tuple[int | str | tuple[str, int, int], ...]  # only types marshal can store


def _stamp(files: list[Path]) -> Stamp:
    from mkref import __version__

    parts: list[int | str | tuple[str, int, int]] = [FORMAT, __version__]
    for path in files:
        info = path.stat()
        parts.append((str(path), info.st_mtime_ns, info.st_size))
    return tuple(parts)


_TAG = "\x00namedtuple"


def _freeze(value: Any) -> Any:
    if hasattr(value, "_fields") and hasattr(value, "_make"):  # a named tuple or a Record
        return (_TAG, type(value).__name__, tuple(_freeze(v) for v in value))
    if isinstance(value, dict):
        return {k: _freeze(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(_freeze(v) for v in value)
    return value


def _thaw(value: Any, types: dict[str, Any]) -> Any:
    if type(value) is tuple:
        if len(value) == 3 and value[0] == _TAG:
            return types[value[1]]._make(_thaw(v, types) for v in value[2])
        return tuple(_thaw(v, types) for v in value)
    if type(value) is dict:
        return {k: _thaw(v, types) for k, v in value.items()}
    if type(value) is list:
        return [_thaw(v, types) for v in value]
    return value


class LazyTable(dict):  # type: ignore[type-arg]
    """A table of records rebuilt from the cache one by one, when first looked up.

    A combat needs a handful of the seventy enemy tokens; rebuilding only those keeps start-up short.
    """

    def __init__(self, frozen: dict[str, Any], types: dict[str, Any]) -> None:
        super().__init__()
        self._frozen = frozen
        self._types = types

    def __missing__(self, key: str) -> Any:
        value = _thaw(self._frozen[key], self._types)  # KeyError for an unknown key, as a dict would
        self[key] = value
        return value

    def __contains__(self, key: object) -> bool:
        return key in self._frozen

    def __len__(self) -> int:
        return len(self._frozen)

    def __iter__(self) -> Any:
        return iter(self._frozen)

    def keys(self) -> Any:
        return self._frozen.keys()

    def values(self) -> Any:
        return [self[k] for k in self._frozen]

    def items(self) -> Any:
        return [(k, self[k]) for k in self._frozen]

    def get(self, key: str, default: Any = None) -> Any:
        return self[key] if key in self._frozen else default


def cached(name: str, files: list[Path], build: Callable[[], T], types: tuple[type, ...] = (), lazy: bool = False) -> T:
    """`build()`, or its result from the cache when none of `files` changed since it was stored.

    `types` are the named-tuple classes the value contains, so it can be rebuilt from the cache.
    With `lazy`, the value is a dict whose entries are rebuilt only when looked up (`LazyTable`).
    """
    if os.environ.get("MKREF_NO_CACHE"):
        return build()
    try:
        stamp = _stamp(files)
    except OSError:
        return build()  # a missing file: let build() report it properly
    folder = cache_dir()
    where = "".join(c if c.isalnum() else "_" for c in str(files[0].parent))[-60:]
    path = folder / f"{name}-{where}.marshal"
    by_name = {t.__name__: t for t in types}
    try:
        with open(path, "rb") as handle:
            stored_stamp, frozen = marshal.loads(handle.read())  # one read: marshal.load reads in small pieces
        if stored_stamp == stamp:
            return LazyTable(frozen, by_name) if lazy else _thaw(frozen, by_name)  # type: ignore[return-value]
    except Exception:  # no cache yet, or an unreadable one: rebuild
        pass
    value = build()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        temp = path.with_suffix(f".{os.getpid()}.tmp")
        with open(temp, "wb") as handle:
            marshal.dump((stamp, _freeze(value)), handle)
        os.replace(temp, path)
    except (OSError, ValueError):  # ValueError: something marshal cannot store; then simply no cache
        pass
    return value
