"""Saves: a game's setup and event log as a human-readable TOML file, written so it cannot be lost.

Layout of ``saves/NAME.toml``::

    format = "mkref-save"
    format_version = 1
    game = "mage-knight"
    seed = 12345
    [setup]            # the game's own setup table
    [[events]]         # one table per event, oldest first

Writing is atomic: the file is serialised in full, parsed back as a self-check (``SaveWriter`` parses
the header and each new event block once, so a 3,000-event save still writes in a few milliseconds), written to a temp
file in the same folder, flushed and fsynced, moved over the old file with ``os.replace`` and the
folder is fsynced. The previous versions are kept as ``.NAME.toml.1`` .. ``.NAME.toml.3`` (hidden,
hard links where the file system allows). A crash at any moment leaves either the old or the new
file, never a torn one.

Reading never guesses: a missing, corrupt or foreign file, a newer ``format_version`` or an event
type the game does not know raises ``SaveFileError`` naming the file and the place.

Save names are plain words (letters, digits, ``_``, ``-``, ``.``); ``/``, ``..`` and hidden names
are refused, so a name can never point outside the saves folder. The folder is ``--saves-dir``,
else ``MKREF_SAVES_DIR``, else ``./saves``.
"""

from __future__ import annotations

import json
import os
import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mkref.core.errors import InvalidInput, SaveFileError

FORMAT = "mkref-save"
FORMAT_VERSION = 1
BACKUPS = 3

_NAME = re.compile(r"\w[\w.-]{0,79}")  # matched in full (re.fullmatch): no trailing newline slips through


@dataclass
class SaveData:
    game: str
    setup: dict[str, Any]
    events: list[dict[str, Any]] = field(default_factory=list)
    seed: int = 0
    format_version: int = FORMAT_VERSION
    event_versions: dict[str, int] = field(default_factory=dict)  # {event type: format version}; absent: 1

    def as_toml_dict(self) -> dict[str, Any]:
        head: dict[str, Any] = {"format": FORMAT, "format_version": self.format_version, "game": self.game, "seed": self.seed}
        if self.event_versions:
            head["event_versions"] = self.event_versions
        return {**head, "setup": self.setup, "events": self.events}


# -- where saves live ------------------------------------------------------------------------------
def saves_dir(explicit: str | Path | None = None) -> Path:
    if explicit:
        return Path(explicit)
    env = os.environ.get("MKREF_SAVES_DIR")
    return Path(env) if env else Path("saves")


def check_name(name: str) -> str:
    """The bare save name for ``name`` ('evening' or 'evening.toml'); refuses names that could escape."""
    bare = name[:-5] if name.endswith(".toml") else name
    if not _NAME.fullmatch(bare) or ".." in bare or bare.startswith("."):
        raise InvalidInput(
            f"'{name}' cannot be a save name",
            "use letters, digits, '_', '-' or '.', no folders and no leading dot",
            "For example: --save evening1",
        )
    return bare


def save_path(name: str, folder: str | Path | None = None) -> Path:
    base = saves_dir(folder)
    path = base / f"{check_name(name)}.toml"
    resolved_base = base.resolve()
    if path.resolve().parent != resolved_base:  # belt and braces: symlinked names
        raise InvalidInput(f"'{name}' would be saved outside {base}")
    return path


def list_saves(folder: str | Path | None = None) -> list[Path]:
    base = saves_dir(folder)
    if not base.is_dir():
        return []
    return sorted(p for p in base.glob("*.toml") if not p.name.startswith("."))


_BACKUP = re.compile(r"\.(.+\.toml)\.(\d+)")


def backups_of(path: Path) -> list[Path]:
    """The backups of a save that actually exist, newest first (``.NAME.toml.1``, ``.2`` ...)."""
    found = []
    for candidate in path.parent.glob(f".{glob_escape(path.name)}.*"):
        match = _BACKUP.fullmatch(candidate.name)
        if match and match.group(1) == path.name and candidate.is_file() and not candidate.is_symlink():
            found.append((int(match.group(2)), candidate))
    return [p for _, p in sorted(found)]


def glob_escape(name: str) -> str:
    return re.sub(r"([*?\[])", r"[\1]", name)


def orphaned_saves(folder: str | Path | None = None) -> list[Path]:
    """Saves whose main file is gone but whose backups are still there (``restore`` brings one back)."""
    base = saves_dir(folder)
    if not base.is_dir():
        return []
    names = set()
    for candidate in base.glob(".*.toml.*"):
        match = _BACKUP.fullmatch(candidate.name)
        if match and not (base / match.group(1)).exists():
            names.add(match.group(1))
    return sorted(base / n for n in names)


def backup_hint(path: Path) -> str:
    """Where the previous versions are, naming only backups that exist."""
    found = backups_of(path)
    if not found:
        return "Nothing was changed. There is no backup of this save"
    listed = ", ".join(str(p) for p in found)
    return f"Nothing was changed. Backups: {listed}; see one with: mkref restore {path.stem} --backup N --show"


def missing_save(path: Path) -> SaveFileError:
    """The error for a save name that has no file: the closest existing names as 'did you mean'."""
    import difflib

    names = [p.stem for p in list_saves(path.parent)]
    near = difflib.get_close_matches(path.stem, names, n=3, cutoff=0.6)
    if not near:  # a prefix or a part of a longer name ('first' for 'first_recon')
        near = [n for n in names if path.stem.casefold() in n.casefold()][:3]
    hint = ("Did you mean: " + ", ".join(near) + "? " if near else "") + "List the saves with: mkref saves"
    if backups_of(path):  # the file is gone but not its backups (issue 11)
        hint = f"Its backups are still there: see them with mkref restore {path.stem}"
    return SaveFileError(f"No save named '{path.stem}' in {path.parent}", "the file does not exist", hint)


class _Checked(Exception):
    pass


# -- writing ---------------------------------------------------------------------------------------
def dumps(data: SaveData) -> str:
    """The save as TOML text: header, ``[setup]``, then one ``[[events]]`` block per event."""
    import tomli_w

    head = {k: v for k, v in data.as_toml_dict().items() if k not in ("setup", "events")}
    try:
        parts = [tomli_w.dumps(head), tomli_w.dumps({"setup": data.setup})]
        for event in data.events:
            parts.append(_event_chunk(event))
    except (TypeError, ValueError) as exc:  # a None or an object slipped into an event: a bug, but say where
        raise SaveFileError("Cannot write the save", f"a value cannot be stored in TOML ({exc})") from None
    return "".join(parts)


def _event_chunk(event: dict[str, Any]) -> str:
    lines = "".join(f"{_key(k)} = {_value(v)}\n" for k, v in event.items())
    return f"\n[[events]]\n{lines}"


class SaveWriter:
    """Serialises a growing save fast: each event's TOML block is made and checked once, then reused.

    The header and ``[setup]`` are serialised and parsed back on every write (they are small); an event block
    is parsed back when it is new. A long evening then costs one small parse per command instead of a parse
    of the whole log. ``text()`` raises ``SaveFileError`` like ``write_save``'s own check.
    """

    def __init__(self) -> None:
        self._events: list[dict[str, Any]] = []
        self._chunks: list[str] = []
        self._seeded: list[dict[str, Any]] = []

    def seed(self, events: list[dict[str, Any]]) -> None:
        """Events just read from a save: their blocks were checked when that save was written. They are
        serialised on the first write, not now (opening a long game stays fast)."""
        self._seeded = list(events)  # events are values (never changed in place): kept, not copied

    def text(self, data: SaveData) -> str:
        import tomli_w

        head = {k: v for k, v in data.as_toml_dict().items() if k not in ("setup", "events")}
        try:
            if self._seeded:
                seeded, self._seeded = self._seeded, []
                self._chunks = [_event_chunk(e) for e in seeded]
                self._events = seeded
            top = tomli_w.dumps(head) + tomli_w.dumps({"setup": data.setup})
            back = tomllib.loads(top)
            if back != {**head, "setup": data.setup}:
                raise SaveFileError("Cannot write the save", "the serialised header does not read back the same")
            keep, most = 0, min(len(self._events), len(data.events))
            while keep < most and _same(self._events[keep], data.events[keep]):
                keep += 1
            del self._events[keep:], self._chunks[keep:]
            for event in data.events[keep:]:
                chunk = _event_chunk(event)
                if tomllib.loads(chunk) != {"events": [event]}:
                    raise SaveFileError("Cannot write the save", f"event {event.get('type')!r} does not read back the same")
                self._events.append(event)
                self._chunks.append(chunk)
        except (TypeError, ValueError) as exc:  # also tomllib.TOMLDecodeError
            raise SaveFileError("Cannot write the save", f"a value cannot be stored in TOML ({exc})") from None
        return top + "".join(self._chunks)


def _same(a: Any, b: Any) -> bool:
    """Equal and written the same: unlike ==, key order counts and True is not 1 (both change the TOML)."""
    if a is b:  # events are values: an event the log already wrote is the very same object
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return bool(a == b)


_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def _key(key: str) -> str:
    if not isinstance(key, str):
        raise TypeError(f"key {key!r} is not text")
    return key if _BARE.match(key) else _value(key)


def _value(value: Any) -> str:
    """One TOML value on one line (JSON string escapes are valid TOML basic-string escapes)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError(f"{value!r} is not a finite number")
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + " }" if value else "{}"
    raise TypeError(f"{value!r} cannot be stored in TOML")


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _rotate_backups(path: Path, keep: int) -> None:
    if keep <= 0 or not path.exists() or path.is_symlink():
        return
    folder, name = path.parent, path.name
    for i in range(keep - 1, 0, -1):
        older = folder / f".{name}.{i}"
        if os.path.lexists(older):
            os.replace(older, folder / f".{name}.{i + 1}")
    first = folder / f".{name}.1"
    tmp = folder / f".{name}.1.tmp"
    if os.path.lexists(tmp):
        os.unlink(tmp)  # a link planted there is removed, never followed
    try:
        os.link(path, tmp)  # the old file stays reachable while the new one replaces it
    except OSError:
        from mkref.core.safefile import write_new

        write_new(tmp, path.read_bytes())
    os.replace(tmp, first)


def write_save(path: Path, data: SaveData, backups: int = BACKUPS, text: str | None = None, checked: bool = False) -> None:
    """Write ``data`` to ``path`` atomically (see the module docstring). ``checked``: ``text`` was already
    parsed back piece by piece (``SaveWriter``), so the whole-file self-check is skipped."""
    text = dumps(data) if text is None else text
    try:
        if checked:
            raise _Checked
        back = tomllib.loads(text)
        back.setdefault("events", [])
        if back != data.as_toml_dict():
            raise SaveFileError(f"Cannot write {path}", "the serialised save does not read back the same")
    except _Checked:
        pass
    except tomllib.TOMLDecodeError as exc:
        raise SaveFileError(f"Cannot write {path}", f"the serialised save is not valid TOML ({exc})") from None
    from mkref.core.safefile import refuse_link, write_new

    folder = path.parent
    refuse_link(path, SaveFileError)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tmp = folder / f".{path.name}.{os.getpid()}.tmp"
        write_new(tmp, text.encode("utf-8"))  # exclusive, never through a link
        _rotate_backups(path, backups)
        os.replace(tmp, path)
        _fsync_dir(folder)
        for stale in folder.glob(f".{path.name}.*.tmp"):  # left by a writer that was killed mid-write
            try:
                stale.unlink()
            except OSError:
                pass
    except OSError as exc:
        raise SaveFileError(f"Cannot write {path}", str(exc), "Check that the folder exists and is writable") from None


# -- reading ---------------------------------------------------------------------------------------
def read_save(path: Path, event_types: Iterable[str] | None = None, game: str | None = None) -> SaveData:
    """Read and check a save. ``event_types``: the kinds the game knows (others are refused)."""
    return check_save(load_raw(path), str(path), event_types, game)


def load_raw(path: Path) -> dict[str, Any]:
    """The save file as TOML data, read the safe way (a plain file, never a link; size, nesting and
    numbers bounded); a missing or unreadable file is a SaveFileError that says what to do."""
    from mkref.core.safefile import decode, parse_toml, read_regular

    if not os.path.lexists(path):
        raise missing_save(path)
    try:
        return parse_toml(decode(read_regular(path, SaveFileError, follow=False), str(path), SaveFileError), str(path), SaveFileError)
    except SaveFileError as error:
        error.hint = (error.hint.rstrip(". ") + ". " if error.hint else "") + backup_hint(path)
        raise


def check_save(raw: dict[str, Any], where: str, event_types: Iterable[str] | None = None, game: str | None = None) -> SaveData:
    if raw.get("format") != FORMAT:
        raise SaveFileError(f"{where} is not an mkref save", f"[format] is {raw.get('format')!r}, expected '{FORMAT}'")
    version = raw.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveFileError(f"Cannot read the save {where}", f"[format_version] is {version!r}, expected a whole number")
    if version > FORMAT_VERSION:
        raise SaveFileError(
            f"Cannot read the save {where}",
            f"it was written by a newer mkref (save format {version}, this mkref reads up to {FORMAT_VERSION})",
            "Update mkref; the file was left untouched",
        )
    game_id = raw.get("game")
    if not isinstance(game_id, str):
        raise SaveFileError(f"Cannot read the save {where}", "[game] is missing")
    if game is not None and game_id != game:
        raise SaveFileError(f"Cannot read the save {where}", f"it is a {game_id} save, not {game}")
    setup = raw.get("setup", {})
    if not isinstance(setup, dict):
        raise SaveFileError(f"Cannot read the save {where}", "[setup] is not a table")
    seed = raw.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveFileError(f"Cannot read the save {where}", f"[seed] is {seed!r}, expected a whole number")
    events = raw.get("events", [])
    if not isinstance(events, list):
        raise SaveFileError(f"Cannot read the save {where}", "[events] is not a list of tables")
    versions = raw.get("event_versions", {})
    if not isinstance(versions, dict) or not all(isinstance(v, int) and not isinstance(v, bool) for v in versions.values()):
        raise SaveFileError(f"Cannot read the save {where}", "[event_versions] is not a table of whole numbers")
    known = event_types if event_types is not None and hasattr(event_types, "__contains__") else None
    for i, event in enumerate(events):
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            raise SaveFileError(f"Cannot read the save {where}", f"event {i + 1} ([events][{i}]) has no text 'type'")
        if known is not None and event["type"] not in known:
            raise SaveFileError(
                f"Cannot read the save {where}",
                f"event {i + 1} ([events][{i}]) has the unknown type '{event['type']}'",
                "It may come from a newer mkref, or was edited by hand; the file was left untouched",
            )
    return SaveData(game_id, setup, events, seed, version, dict(versions))
