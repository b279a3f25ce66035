"""Reading and writing files the one safe way: every sheet, army file, rules file and save goes through here.

Reading (``read_toml``): only a regular file is read (a FIFO, a device such as /dev/zero or a folder is
refused at once: the file is opened without blocking and checked with ``fstat`` before a byte is read),
at most ``MAX_BYTES``; a UTF-8 byte-order mark (a file saved by Windows Notepad) is accepted; nesting
deeper than ``MAX_DEPTH`` is refused before the parser recurses; every number is checked against the
table in ``mkref.core.bounds``. Every failure is one line naming the file (and the key and line when
there is one).

Writing (``write_new``): the temporary file is created exclusively (``O_CREAT | O_EXCL``) and never
through a link (``O_NOFOLLOW``), so a link planted in a shared saves folder cannot redirect a save.

Locking (``SaveLock``): one writer per save. An OS lock (``flock``) on ``.NAME.toml.lock`` next to the
save; the kernel releases it when the process ends, however it ends, so a lock is never stale. The lock
file holds who took it (process, host, time) for the message a second writer gets.
"""

from __future__ import annotations

import math
import os
import re
import stat
from pathlib import Path
from typing import Any

from mkref.core.bounds import LIMIT, bound_for
from mkref.core.errors import DataFileError

MAX_BYTES = 32 * 1024 * 1024  # a 3,000-event save is about 300 KB; rules files are far smaller
MAX_DEPTH = 40  # nested arrays and tables; real files use at most 4
BOM = b"\xef\xbb\xbf"
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


def read_regular(path: Path, error: type[DataFileError] = DataFileError, follow: bool = True, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file, or ``error`` in one line; never blocks on a FIFO or a device."""
    flags = os.O_RDONLY | _NONBLOCK | (0 if follow else _NOFOLLOW)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise error(f"Cannot read {path}", "the file does not exist", "Check the path") from None
    except IsADirectoryError:
        raise error(f"Cannot read {path}", "it is a folder, not a file") from None
    except OSError as exc:
        if not follow and os.path.islink(path):
            raise error(f"Cannot read {path}", "it is a link, and mkref reads and writes saves only as plain files") from None
        raise error(f"Cannot read {path}", exc.strerror or str(exc)) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise error(f"Cannot read {path}", "it is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise error(f"Cannot read {path}", "it is not a regular file (a pipe, a device or a socket)", "Give the path of a saved file")
        if info.st_size > limit:
            raise error(f"Cannot read {path}", f"it is {info.st_size:,} bytes, more than the {limit:,} mkref reads")
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            size += len(chunk)
            if size > limit:
                raise error(f"Cannot read {path}", f"it is more than the {limit:,} bytes mkref reads")
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise error(f"Cannot read {path}", exc.strerror or str(exc)) from None
    finally:
        os.close(fd)


# strings and comments carry brackets that are not nesting: blank them out before counting
_NOT_NESTING = re.compile(r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'|"(?:\\.|[^"\\\n])*"|\'[^\'\n]*\'|#[^\n]*')


def nesting_depth(text: str) -> int:
    """The deepest nesting of arrays and inline tables (a cheap scan, no parse)."""
    if text.count("[") + text.count("{") < MAX_DEPTH:
        return 0
    depth = deepest = 0
    for char in _NOT_NESTING.sub("", text):
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth = max(0, depth - 1)
    return deepest


def decode(data: bytes, where: str, error: type[DataFileError] = DataFileError) -> str:
    """UTF-8 text (a byte-order mark is dropped); a bad byte is named with its line."""
    if data.startswith(BOM):
        data = data[len(BOM):]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise error(f"Cannot read {where}", f"line {line} is not UTF-8 text", "Save the file as UTF-8") from None


def parse_toml(text: str, where: str, error: type[DataFileError] = DataFileError) -> dict[str, Any]:
    """TOML data from text, with the nesting limit and the number bounds; one-line errors."""
    import tomllib

    if nesting_depth(text) > MAX_DEPTH:
        raise error(f"Cannot read {where}", f"it is not valid TOML for mkref (arrays or tables nested deeper than {MAX_DEPTH})")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise error(f"Cannot read {where}", f"it is not valid TOML ({exc})", "Fix the line it names") from None
    except RecursionError:
        raise error(f"Cannot read {where}", "it is not valid TOML for mkref (nested too deeply)") from None
    check_numbers(data, where, text, error)
    return data


def read_json(path: Path, error: type[DataFileError] = DataFileError, follow: bool = True) -> Any:
    """A JSON file read the safe way: a regular file of at most ``MAX_BYTES``, UTF-8; malformed JSON or
    nesting so deep that the parser gives up (thousands of levels) is one line. A reader that walks the data
    also checks ``deeper_than``: that walk stops at its limit, so a file nested hundreds deep is refused
    before code that recurses sees it."""
    import json

    text = decode(read_regular(path, error, follow), str(path), error)
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise error(f"Cannot read {path}", "it is not valid JSON for mkref (malformed, or nested too deeply)") from None


def deeper_than(value: Any, limit: int) -> bool:
    """Whether ``value`` nests lists and tables more than ``limit`` deep; it stops as soon as it knows."""
    if isinstance(value, dict):
        value = value.values()
    elif not isinstance(value, list):
        return False
    if limit <= 0:
        return True
    return any(deeper_than(v, limit - 1) for v in value if isinstance(v, (dict, list)))


def read_toml(path: Path, error: type[DataFileError] = DataFileError, follow: bool = True) -> dict[str, Any]:
    """A TOML file read the safe way (see the module docstring)."""
    return parse_toml(decode(read_regular(path, error, follow), str(path), error), str(path), error)


def number_problem(key: str, value: Any) -> str:
    """Why ``value`` cannot stand under ``key`` ('' when it can)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return ""
    bound = bound_for(key)
    if isinstance(value, float):
        if not math.isfinite(value):
            return f"is {value}; expected a finite number"
        if bound is not None:
            return f"is {value}; expected a whole number from {bound.low} to {bound.high}"
        if abs(value) > LIMIT:
            return f"is {value}; expected a number from {-LIMIT} to {LIMIT}"
        return ""
    if bound is not None:
        if not bound.low <= value <= bound.high:
            return f"is {value}; expected a whole number from {bound.low} to {bound.high}"
        return ""
    if abs(value) > LIMIT:
        return f"is {value}; expected a whole number from {-LIMIT} to {LIMIT}"
    return ""


def find_number(data: Any, path: str = "") -> tuple[str, str] | None:
    """The first out-of-bounds number in ``data``: (dotted key path, problem), or None."""
    if isinstance(data, dict):
        for key, value in data.items():
            inner = f"{path}.{key}" if path else str(key)
            if isinstance(value, (dict, list)):
                found = find_number(value, inner)
                if found:
                    return found
            else:
                problem = number_problem(str(key), value)
                if problem:
                    return inner, problem
    elif isinstance(data, list):
        for i, value in enumerate(data):
            inner = f"{path}[{i}]"
            if isinstance(value, (dict, list)):
                found = find_number(value, inner)
                if found:
                    return found
            else:
                last = path.rsplit(".", 1)[-1].split("[", 1)[0]  # a list of numbers is checked under its key
                problem = number_problem(last, value)
                if problem:
                    return inner, problem
    return None


def line_of(text: str, key: str) -> int:
    """The line where ``key`` (a dotted path) is set; 0 when not found. Inside ``events[N]`` the search
    starts at the N+1-th ``[[events]]`` block of a save."""
    start = 0
    block = re.match(r"events\[(\d+)\]", key)
    if block:
        headers = [m.start() for m in re.finditer(r"^\[\[events\]\]", text, re.MULTILINE)]
        if int(block.group(1)) < len(headers):
            start = headers[int(block.group(1))]
    bare = key.rsplit(".", 1)[-1].split("[", 1)[0]
    pattern = re.compile(rf'(^|[\s{{,])"?{re.escape(bare)}"?\s*=', re.MULTILINE)
    match = pattern.search(text, start)
    return text.count("\n", 0, match.end()) + 1 if match else 0


def shown_key(key: str) -> str:
    """'events[29].fame' -> 'event 30 [fame]' (people count events from 1); other keys as '[a.b]'."""
    block = re.fullmatch(r"events\[(\d+)\]\.(.+)", key)
    if block:
        return f"event {int(block.group(1)) + 1} [{block.group(2)}]"
    return f"[{key}]"


def check_numbers(data: dict[str, Any], where: str, text: str, error: type[DataFileError] = DataFileError) -> None:
    found = find_number(data)
    if found is None:
        return
    key, problem = found
    line = line_of(text, key)
    at = f", line {line}," if line else ""
    raise error(f"Cannot read {where}", f"{shown_key(key)}{at} {problem}")


# -- writing ---------------------------------------------------------------------------------------
def refuse_link(path: Path, error: type[DataFileError] = DataFileError) -> None:
    """A save (or its backup, lock or mirror) must be a plain file: a link there could redirect a write."""
    if os.path.islink(path):
        raise error(
            f"Cannot use {path}",
            "it is a link, and mkref reads and writes saves only as plain files (a link could send the save elsewhere)",
            "Remove the link, or move the real file into the saves folder",
        )


def write_new(tmp: Path, data: bytes, mode: int = 0o644, sync: bool = True) -> None:
    """Create ``tmp`` exclusively and without following a link, write ``data`` (and fsync it)."""
    try:
        if os.path.lexists(tmp):
            os.unlink(tmp)  # left by a killed writer (or planted): removing a link never touches its target
    except OSError:
        pass
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW, mode)
    try:
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        if sync:
            os.fsync(fd)
    finally:
        os.close(fd)


# -- one writer per save -----------------------------------------------------------------------------
def lock_path(path: Path) -> Path:
    return path.parent / f".{path.name}.lock"


class SaveLock:
    """The writer's lock on one save (see the module docstring). ``note`` says who holds it."""

    def __init__(self, path: Path, note: str = "") -> None:
        self.path = path
        self.note = note
        self._fd: int | None = None

    def acquire(self, error: type[DataFileError] = DataFileError) -> None:
        try:
            import fcntl
        except ImportError:  # no flock on this system: one writer is then up to the table
            return
        where = lock_path(self.path)
        refuse_link(where, error)
        try:
            where.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(where, os.O_RDWR | os.O_CREAT | _NOFOLLOW, 0o644)
        except OSError as exc:
            raise error(f"Cannot lock the save {self.path}", exc.strerror or str(exc), "Check that the saves folder is writable") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            holder = _holder(fd)
            os.close(fd)
            raise error(
                f"The save '{self.path.stem}' is open in another mkref{(' (' + holder + ')') if holder else ''}",
                "only one mkref may write a save at a time, or one would overwrite the other's moves",
                f"Quit the other one first; reading it is fine meanwhile: mkref status {self.path.stem}",
            ) from None
        try:
            os.ftruncate(fd, 0)
            os.write(fd, f"{self.note or f'process {os.getpid()}'}\n".encode())
        except OSError:
            pass  # the note is a courtesy; the lock itself is held
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing releases the flock
            self._fd = None

    def __del__(self) -> None:  # a session dropped without close() still lets go of its save
        self.release()

    @property
    def held(self) -> bool:
        return self._fd is not None


def _holder(fd: int) -> str:
    try:
        return os.pread(fd, 200, 0).decode("utf-8", "replace").strip().splitlines()[0]
    except (OSError, IndexError):
        return ""
