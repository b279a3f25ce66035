"""The one API the shells use for a tracked game: new, open, run a command, undo, redo, save.

A ``Session`` holds a game (any ``Game``), its save file and its ``EventLog``. It never prints;
chance requests are answered through the ``answer`` callback the shell passes in.

Speed: every save also writes a JSON mirror next to it (``.NAME.toml.state.json``, keyed by a hash
of the save's bytes) with the game's status and the save's content. ``status`` of a long game reads
the status from it instead of replaying thousands of events, and ``play`` reads the events from it
(JSON parses about ten times faster than TOML). A stale, foreign or unreadable mirror is ignored: the
TOML save is always the truth.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.errors import InvalidInput, SaveFileError
from mkref.core.events import Command, Event, EventLog, Game, undo_label
from mkref.core.saves import SaveData, SaveWriter, check_save, load_raw, missing_save, save_path, write_save

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


class Session:
    def __init__(self, game: Game, data: SaveData, path: Path | None = None) -> None:
        self.game = game
        self.data = data
        self.path = path
        setup = data.setup
        self.log = EventLog(lambda: game.initial_state(setup), game.evolve, data.events)
        self._writer = SaveWriter()

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
        setup["save"] = path.stem  # the hints of a game can name the save ("mkref status NAME --sheet")
        session = cls(game, SaveData(game.id, setup, [], seed), path)
        session.save()
        return session

    @classmethod
    def open(cls, name: str, folder: str | Path | None = None) -> Session:
        path = save_path(name, folder)
        raw = _cached_raw(path) or load_raw(path)
        game = _game_of(raw, path)
        data = check_save(raw, str(path), game.event_types)
        session = cls(game, data, path)
        session._writer.seed(data.events)
        return session

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
        self.log.append(events, chance=chance)
        if events:
            self.save()
        return self.log.last_command() if events else []

    def undo(self, lang: str = "en") -> str:
        removed = self.log.undo()
        if removed:
            self.save()
        return undo_label(removed, lambda e: self.game.label(e, lang), lang=lang)

    def redo(self, lang: str = "en") -> str:
        group = self.log.redo()
        if group:
            self.save()
        return undo_label(group, lambda e: self.game.label(e, lang), verb="redo", lang=lang)

    # -- saving --------------------------------------------------------------------------------
    def save(self) -> None:
        if self.path is None:
            return
        self.data.events = self.log.events
        text = self._writer.text(self.data)
        write_save(self.path, self.data, text=text, checked=True)
        _write_cache(self.path, text.encode("utf-8"), self.game.status(self.state), self.data.as_toml_dict())


def _game_of(raw: dict[str, Any], path: Path) -> Game:
    from mkref.core.errors import UnknownName

    check_save(raw, str(path))  # format, version, shape
    try:
        return load_game(raw["game"])
    except UnknownName:
        raise SaveFileError(f"Cannot read the save {path}", f"[game] '{raw['game']}' is not a game this mkref knows") from None


def _cached_raw(path: Path) -> dict[str, Any] | None:
    """The save's content from its JSON mirror when the mirror matches the save's bytes (JSON reads ~10x faster)."""
    try:
        data = path.read_bytes()
        cached = json.loads(_cache_path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(cached, dict) or cached.get("save") != _digest(data) or not isinstance(cached.get("raw"), dict):
        return None
    return cached["raw"]  # type: ignore[no-any-return]


def _write_cache(path: Path, data: bytes, status: dict[str, Any], raw: dict[str, Any] | None = None) -> None:
    cache = _cache_path(path)
    try:
        text = json.dumps({"save": _digest(data), "status": status, "raw": raw}, ensure_ascii=False)
        tmp = cache.with_suffix(".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(cache)
    except (OSError, TypeError, ValueError):
        try:
            cache.unlink()
        except OSError:
            pass


def quick_status(name: str, folder: str | Path | None = None) -> dict[str, Any]:
    """The game's ``status()`` of a save, from the snapshot when it matches the save, else replayed."""
    path = save_path(name, folder)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise missing_save(path) from None
    except OSError as exc:
        raise SaveFileError(f"Cannot read the save {path}", str(exc)) from None
    try:
        cached = json.loads(_cache_path(path).read_text(encoding="utf-8"))
        if cached.get("save") == _digest(data):
            return cached["status"]  # type: ignore[no-any-return]
    except (OSError, ValueError, AttributeError):
        pass
    session = Session.open(name, folder)
    status = session.game.status(session.state)
    _write_cache(path, data, status, session.data.as_toml_dict())
    return status
