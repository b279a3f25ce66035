"""The one API the shells use for a tracked game: new, open, run a command, undo, redo, save.

A ``Session`` holds a game (any ``Game``), its save file and its ``EventLog``. It never prints;
chance requests are answered through the ``answer`` callback the shell passes in.

Speed: every save also writes a JSON mirror next to it (``.NAME.toml.state.json``, keyed by a hash
of the save's bytes and by ``code_key()``, the code and rules it was computed with) with the game's
status and the save's content. ``status`` of a long game reads the status from it instead of replaying
thousands of events, and ``play`` reads the events from it (JSON parses about ten times faster than
TOML). A stale, foreign, damaged or too deeply nested mirror, or one written by other code or for other
rules, is ignored and rebuilt from the save: the TOML save is always the truth.

Acknowledged means saved: a command's events are written to disk first and applied to the session's
state only when the write succeeded. A failed write (a read-only folder, a full disk) leaves the session
exactly at the last saved state and raises ``SaveFileError`` saying so. Undo and redo work the same way.

One writer per save: the first write (or ``lock()``) takes the save's OS lock (``SaveLock``) and holds
it until ``close()`` or the end of the process; a second writer is refused with who holds the lock.
Reading (``open`` without writing, ``quick_status``) takes no lock.

Every save is checked on open, event by event, through the game itself: each event is replayed under
a guard, and an optional ``Game.check_event(state, event)`` hook (the game's own validation) is asked
first; a wrong name, type, number or sequence is one line naming the file, the event number and the key.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.errors import InvalidInput, MkrefError, SaveFileError
from mkref.core.events import Command, Event, EventLog, Game, undo_label
from mkref.core.safefile import MAX_DEPTH, SaveLock, deeper_than, read_json, read_regular, write_new
from mkref.core.saves import SaveData, SaveWriter, backup_hint, check_save, load_raw, save_path, write_save

Answerer = Callable[[Request, int], tuple[list[str], bool]]  # (request, event index) -> (values, rolled)


def load_game(name: str) -> Game:
    """The tracked game (a ``Game``) the plug-in of a game id or alias names (``Plugin.game``)."""
    from mkref.core.plugin import resolve
    from mkref.core.registry import game_info, game_plugin

    target = game_plugin(game_info(name).id).game
    if not target:
        raise InvalidInput(f"{game_info(name).name_en} has no tracked game yet", "its sheets and lookups work without a save")
    return resolve(target)  # type: ignore[no-any-return]


MIRROR_VERSION = 2  # bump when the mirror's layout or a game's status() changes shape: old mirrors are then ignored


def _digest(data: bytes) -> str:
    h = hashlib.blake2b(data, digest_size=16)
    h.update(f"mirror-{MIRROR_VERSION}".encode())
    return h.hexdigest()


def _cache_path(path: Path) -> Path:
    return path.parent / f".{path.name}.state.json"


_code_keys: dict[str, str] = {}


def code_key() -> str:
    """What a mirror was computed with: this mkref's version, its code (every module under mkref/) and the
    rules data (every file of the rules folder), each file by name, size and modification time, as the
    rules cache stamps them (mkref.core.rulescache). A game's event versions and its status() live in that
    code, so a mirror written by other code or for other rules never matches: it is rebuilt from the save.
    About a millisecond (a few hundred stat calls), once per process."""
    from mkref import __version__
    from mkref.core.rulesdata import rules_root

    try:
        rules = str(rules_root())
    except MkrefError:  # no rules folder: the replay that follows says so
        rules = ""
    if rules not in _code_keys:
        h = hashlib.blake2b(f"mirror-{MIRROR_VERSION}:{__version__}".encode(), digest_size=16)
        for root in (str(Path(__file__).resolve().parent.parent), rules):
            for folder, subfolders, files in os.walk(root) if root else ():
                subfolders[:] = sorted(d for d in subfolders if not d.startswith((".", "__")))
                for name in sorted(f for f in files if f.endswith((".py", ".toml"))):
                    info = os.stat(os.path.join(folder, name))
                    h.update(f"{os.path.relpath(folder, root)}/{name}:{info.st_size}:{info.st_mtime_ns};".encode())
        _code_keys[rules] = h.hexdigest()
    return _code_keys[rules]


class Session:
    def __init__(self, game: Game, data: SaveData, path: Path | None = None, where: str = "") -> None:
        self.game = game
        self.data = data
        self.path = path
        setup = data.setup
        events = upgrade_events(game, data, where or str(path))
        self.log = EventLog(_guarded_initial(game, setup, where or str(path)), _guarded_evolve(game, where or str(path)), events)
        self.log._evolve = game.evolve  # the guard is for reading a save; played events were decided here
        self.data.event_versions = event_versions(game)
        self._writer = SaveWriter()
        self.lock_note = ""
        self._lock: SaveLock | None = None
        self.card_note = ""  # why the table's card file could not be read at `new` ("" when it could)

    # -- creating and opening ------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game_name: str,
        args: list[str],
        name: str | None,
        folder: str | Path | None = None,
        seed: int = 0,
        force: bool = False,
        lock_note: str = "",
        setup_extra: dict[str, Any] | None = None,
    ) -> Session:
        game = load_game(game_name)
        setup = {**game.setup_from_args(args), **(setup_extra or {})}  # setup_extra: what the shell records (lang)
        if name is None:
            base = str(setup.get("save_name") or game.id)
            name, n = base, 1
            while save_path(name, folder).exists():
                n += 1
                name = f"{base}-{n}"
        path = save_path(name, folder)
        if path.exists() and not force:
            raise SaveFileError(
                f"A save named '{path.stem}' already exists ({path})",
                "mkref never replaces a save silently",
                "Pick another --save NAME, or add --force to replace it (the old file is kept as a backup)",
            )
        lock = SaveLock(path, lock_note)
        lock.acquire(SaveFileError)  # a save open in a `play` is never replaced under it, not even with --force
        setup["save"] = path.stem  # the hints of a game can name the save ("mkref status NAME --sheet")
        card_note = ""
        if getattr(game, "table_cards", False):  # the game starts with what this table told in earlier games
            from mkref.core.cardfile import for_new_game

            setup["table_cards"], card_note = for_new_game(path.parent, game.id)
        session = cls(game, SaveData(game.id, setup, [], seed), path)
        session._lock = lock
        session.card_note = card_note
        session.save()
        return session

    @classmethod
    def open(cls, name: str, folder: str | Path | None = None, lock_note: str | None = None) -> Session:
        """Open a save (checked event by event). ``lock_note``: take the writer's lock now, saying who holds it."""
        path = save_path(name, folder)
        lock = None
        if not os.path.lexists(path):
            load_raw(path)  # the message for a missing save (naming surviving backups); no lock file is left behind
        if lock_note is not None:
            lock = SaveLock(path, lock_note)
            lock.acquire(SaveFileError)
        try:
            raw = cached_raw(path) or load_raw(path)
            game = _game_of(raw, path)
            data = check_save(raw, str(path), game.event_types)
            session = cls(game, data, path)
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        try:
            session.checked_status()  # a state no status can be made of is a broken save, named here (issue 11)
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        session._lock = lock
        session._writer.seed(session.log.events)
        return session

    def checked_status(self) -> dict[str, Any]:
        """The game's status; when a hand-edited event breaks it, the first such event is named."""
        try:
            return self.game.status(self.state)
        except Exception:
            pass
        log = EventLog(lambda: self.game.initial_state(self.data.setup), self.game.evolve)
        for i, event in enumerate(self.log.events, 1):
            log._push(event)
            try:
                self.game.status(log.state)
            except Exception as exc:
                raise SaveFileError(
                    f"Cannot read the save {self.path}", f"event {i} ('{event.get('type')}') {_blame(event, exc)}", backup_hint(Path(str(self.path)))
                ) from None
        raise SaveFileError(f"Cannot read the save {self.path}", "its setup does not fit the game", backup_hint(Path(str(self.path))))

    def lock(self, note: str = "") -> None:
        """Take the writer's lock on the save now (``play`` does, before the first command)."""
        if self.path is not None and (self._lock is None or not self._lock.held):
            self._lock = SaveLock(self.path, note or self.lock_note)
            self._lock.acquire(SaveFileError)

    def close(self) -> None:
        if self._lock is not None:
            self._lock.release()

    # -- state ---------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.log.state

    @property
    def events(self) -> list[Event]:
        return self.log.events

    def execute(self, command: Command, answer: Answerer | None = None) -> list[Event]:
        """Decide ``command``, asking ``answer`` for every roll, draw or table fact it needs; apply and save.

        The events are marked as chance (for undo and the log) only when a request that was a random
        outcome (``Request.chance``) was answered, or mkref rolled an answer itself. An answerer may
        raise ``Cancelled`` to abandon the command: the state and the save stay as they were."""
        chance = command.rolled
        for _ in range(64):
            try:
                events = self.game.decide(self.state, command)
                break
            except NeedAnswer as need:
                if answer is None:
                    raise
                values, rolled = answer(need.request, len(self.events))
                command.answers[need.request.key] = list(values)
                command.rolled = command.rolled or rolled
                # only random outcomes mark the command: a roll or draw, or an answer mkref rolled itself
                chance = chance or need.request.chance or rolled
        else:
            raise InvalidInput("The command kept asking for answers", "mkref gave up after 64 questions")
        if not events:
            return []
        ready = EventLog.prepare(events, chance)
        self._write([*self.log.events, *ready])  # on disk first: a failed write changes nothing
        self.log.add_prepared(ready)  # the very events on disk, in the same key order
        self._mirror()
        return self.log.last_command()

    def undo(self, lang: str = "en") -> str:
        if self.log.events:
            self._write(self.log.events[: self.log.undo_start()])
        removed = self.log.undo()
        if removed:
            self._mirror()
        return undo_label(removed, lambda e: self.game.label(e, lang), lang=lang)

    def redo(self, lang: str = "en") -> str:
        if self.log.redo_stack:
            self._write([*self.log.events, *self.log.redo_stack[-1]])
        group = self.log.redo()
        if group:
            self._mirror()
        return undo_label(group, lambda e: self.game.label(e, lang), verb="redo", lang=lang)

    # -- saving --------------------------------------------------------------------------------
    def save(self) -> None:
        """Write the whole log as it is (a new game, or a restored one)."""
        self._write(self.log.events)
        self._mirror()

    def _write(self, events: list[Event]) -> None:
        """Write the save with ``events``; on failure the session keeps its last saved log and state."""
        if self.path is None:
            return
        self.lock()
        saved = self.data.events
        self.data.events = events
        try:
            text = self._writer.text(self.data)
            write_save(self.path, self.data, text=text, checked=True)
        except MkrefError as error:
            self.data.events = saved
            self._writer = SaveWriter()  # its cache may hold the unwritten events
            self._writer.seed(saved)
            error.hint = "The game stays as it was at the last save; nothing of this command was kept. " + (error.hint or "")
            raise
        self._text = text

    def _mirror(self) -> None:
        if self.path is None:
            return
        self.data.events = self.log.events
        try:
            status = self.game.status(self.state)
        except Exception:  # an undo back into a hand-edited stretch: no snapshot; `status` replays and names the event
            try:
                _cache_path(self.path).unlink(missing_ok=True)
            except OSError:
                pass
            return
        _write_cache(self.path, self._text.encode("utf-8"), status, self.data.as_toml_dict())


def event_versions(game: Game) -> dict[str, int]:
    """The version of every event kind the game writes (``Game.event_versions``; unlisted kinds are 1)."""
    declared = getattr(game, "event_versions", None) or {}
    return {kind: int(declared.get(kind, 1)) for kind in sorted(game.event_types)}


def upgrade_events(game: Game, data: SaveData, where: str) -> list[Event]:
    """The save's events at the game's current versions: older kinds go through ``upgrade_event``; a kind
    written by a newer mkref is refused (the file is left untouched)."""
    current = event_versions(game)
    stored = data.event_versions
    if not stored or all(stored.get(k, 1) == v for k, v in current.items() if k in stored):
        return data.events
    upgrade = getattr(game, "upgrade_event", None)
    out = []
    for i, event in enumerate(data.events):
        have, want = stored.get(event["type"], 1), current.get(event["type"], 1)
        if have > want:
            raise SaveFileError(f"Cannot read the save {where}", f"event {i + 1} ('{event['type']}') is of format {have}, newer than this mkref reads ({want})", "Update mkref; the file was left untouched")
        if have < want and upgrade is not None:
            event = upgrade(dict(event), have)
        out.append(event)
    return out


def _guarded_initial(game: Game, setup: dict[str, Any], where: str) -> Any:
    """``initial_state`` for a save's [setup]: a hand-edited set-up is named, never a crash."""

    def initial() -> Any:
        try:
            return game.initial_state(setup)
        except Exception as exc:  # a [setup] read from disk that the game cannot start from
            raise SaveFileError(f"Cannot read the save {where}", f"its [setup] {_blame(setup, exc)}", backup_hint(Path(where))) from None

    return initial


def _guarded_evolve(game: Game, where: str) -> Any:
    """``evolve`` for reading a save: the game's own check first, and a crash becomes a one-line
    SaveFileError naming the event number and the key (a hand-edited or foreign event)."""
    check = getattr(game, "check_event", None)
    label = game.label
    count = [0]

    def evolve(state: Any, event: Event) -> Any:
        count[0] += 1
        try:
            if check is not None:
                check(state, event)
            label(event)  # `log` and `undo` will name it: it must be nameable
            return game.evolve(state, event)
        except Exception as exc:  # any failure of an event read from disk is a broken save, never a crash
            raise SaveFileError(
                f"Cannot read the save {where}",
                f"event {count[0]} ('{event.get('type')}') {_blame(event, exc)}",
                backup_hint(Path(where)),
            ) from None

    return evolve


def _blame(event: Event, exc: Exception) -> str:
    """Which key of an event made ``evolve`` fail, in words."""
    if isinstance(exc, MkrefError):
        why = f": {exc.why.rstrip('.')}" if exc.why else ""
        return f"is refused: {exc.what.rstrip('.')}{why}"
    if isinstance(exc, KeyError) and exc.args:
        missing = exc.args[0]
        holders = [k for k, v in event.items() if v == missing or (isinstance(v, list) and missing in v)]
        if holders:
            return f"has [{holders[0]}] = {missing!r}, which names nothing in this game"
        if missing in event or not isinstance(missing, str):
            return f"does not fit the game at that point ({type(exc).__name__}: {exc})"
        return f"lacks the key [{missing}]"
    kinds = {"str": "text", "int": "a number", "list": "a list", "dict": "a table", "NoneType": "nothing", "float": "a number", "bool": "true/false"}
    from mkref.core.bounds import bound_for

    numbers = [k for k, v in event.items() if bound_for(k) is not None and not isinstance(v, (int, float))]
    if numbers:  # a key that holds a number everywhere else, holding text or a list
        return f"has [{numbers[0]}] = {event[numbers[0]]!r}, where a number belongs"
    text = str(exc)
    suspects = [k for k, v in event.items() if type(v).__name__ in text and k not in ("type", "cont", "chance")]
    if suspects:
        return f"has [{suspects[0]}] of the wrong type ({kinds.get(type(event[suspects[0]]).__name__, 'a value')}: {event[suspects[0]]!r})"
    return f"cannot follow the events before it or has a wrong value ({type(exc).__name__}: {exc})"


def _game_of(raw: dict[str, Any], path: Path) -> Game:
    from mkref.core.errors import UnknownName

    check_save(raw, str(path))  # format, version, shape
    try:
        return load_game(raw["game"])
    except UnknownName:
        raise SaveFileError(f"Cannot read the save {path}", f"[game] '{raw['game']}' is not a game this mkref knows") from None


def cached_raw(path: Path) -> dict[str, Any] | None:
    """The save's content from its JSON mirror when the mirror matches the save's bytes (JSON reads ~10x faster)."""
    try:
        data = read_regular(path, SaveFileError, follow=False)
    except MkrefError:
        return None
    return _mirrored(path, data, "raw")


def _mirrored(path: Path, data: bytes, part: str) -> dict[str, Any] | None:
    """The mirror's ``part`` ("status" or "raw") when the mirror was written for these save bytes by this code
    for these rules (``code_key``). None when it is missing, stale, foreign, damaged or nested deeper than a
    save may be (read through the bounded reader, ``read_json``): the caller then rebuilds it from the save."""
    try:
        cached = read_json(_cache_path(path), SaveFileError, follow=False)
    except MkrefError:
        return None
    if not isinstance(cached, dict) or cached.get("save") != _digest(data) or cached.get("code") != code_key():
        return None
    value = cached.get(part)
    if not isinstance(value, dict) or deeper_than(value, MAX_DEPTH + 2):  # the save's own limit, plus the mirror's two levels
        return None
    return value


def _write_cache(path: Path, data: bytes, status: dict[str, Any], raw: dict[str, Any] | None = None) -> None:
    cache = _cache_path(path)
    try:
        mirror = {"save": _digest(data), "code": code_key(), "status": status, "raw": raw}
        text = json.dumps(mirror, ensure_ascii=False, allow_nan=False)
        tmp = cache.parent / f"{cache.name}.{os.getpid()}.tmp"
        write_new(tmp, text.encode("utf-8"), sync=False)  # exclusive, never through a link; a cache needs no fsync
        os.replace(tmp, cache)
    except (OSError, TypeError, ValueError):
        try:
            cache.unlink()
        except OSError:
            pass


def _save_bytes(path: Path) -> bytes:
    """The save's bytes, read the safe way; a missing save names its backups when they exist."""
    if not os.path.lexists(path):
        load_raw(path)  # raises the message for a missing save (and names surviving backups)
    return read_regular(path, SaveFileError, follow=False)


def quick_status(name: str, folder: str | Path | None = None) -> dict[str, Any]:
    """The game's ``status()`` of a save, from the snapshot when it matches the save, else replayed."""
    path = save_path(name, folder)
    data = _save_bytes(path)
    cached = _mirrored(path, data, "status")
    if cached is not None:
        return cached
    session = Session.open(name, folder)
    status = session.checked_status()
    _write_cache(path, data, status, session.data.as_toml_dict())
    return status
