"""Events, the event log, undo and redo, and the protocol every tracked game implements.

An event is a small dict of TOML types: ``{"type": "moved", "terrain": "hills", "cost": 3}``. It never
holds ``None`` (tomli-w refuses it). Three keys are reserved by the core:

* ``type``   -- the event's kind; each game lists the kinds it knows (``Game.event_types``).
* ``chance`` -- ``true`` when the event records a die roll or a draw (the core sets it on every
  event of a command whose outcome came from an answer to a chance request).
* ``cont``   -- ``true`` on the second and later events of one command. Undo and redo work on whole
  commands: everything from the last event without ``cont`` to the end.

The state of a game is the fold of its events over ``Game.initial_state(setup)``. ``Game.evolve`` is
total and never validates; ``Game.decide`` validates a command and returns events, or raises a
``MkrefError`` (usually ``RuleViolation`` with the page). ``evolve`` MAY update the state it is given
in place (it must return the resulting state); the log therefore never hands the same state object
to ``evolve`` twice and clones before it keeps a snapshot.

Events are values: once decided, an event never changes. The log keeps its own copy of every event
and hands ``evolve`` (and ``describe``, and whoever asks for the last command) a fresh copy, so a game
that stores a list or table of an event in its state, and later changes it, cannot rewrite history:
the log, the save on disk and a replay always agree.

Every event kind has a format version (``Game.event_versions``, a {type: version} table; a kind not
listed is version 1). Saves record the table; an older event is brought up to date on load by the
game's optional ``upgrade_event(event, version) -> event`` hook.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

Event = dict[str, Any]
State = Any

RESERVED_KEYS = frozenset({"type", "chance", "cont"})
_TOML_SCALARS = (str, int, float, bool)


def thaw(value: Any) -> Any:
    """A deep copy of plain TOML values (tables and lists copied, scalars shared): faster than pickle
    for the small, flat tables events are."""
    if isinstance(value, dict):
        return {k: thaw(v) if isinstance(v, (dict, list)) else v for k, v in value.items()}
    if isinstance(value, list):
        return [thaw(v) if isinstance(v, (dict, list)) else v for v in value]
    return value


def check_event(event: Event) -> None:
    """Raise TypeError when an event holds something a TOML save cannot store (a bug in a game)."""
    if not isinstance(event, dict) or not isinstance(event.get("type"), str):
        raise TypeError(f"an event must be a dict with a text 'type': {event!r}")
    _check_value(event, "event")


def _check_value(value: Any, where: str) -> None:
    if isinstance(value, dict):
        for key, inner in value.items():
            if not isinstance(key, str):
                raise TypeError(f"{where}: key {key!r} is not text")
            _check_value(inner, f"{where}.{key}")
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            _check_value(inner, f"{where}[{i}]")
    elif not isinstance(value, _TOML_SCALARS):
        raise TypeError(f"{where} holds {value!r}, which a TOML save cannot store")


@dataclass
class Command:
    """One line typed at the table, split into a command name and its words.

    ``answers`` collects the answers to chance requests (dice, draws) keyed by ``Request.key``; the
    shell fills it and calls ``decide`` again.
    """

    name: str
    args: list[str] = field(default_factory=list)
    text: str = ""
    answers: dict[str, list[str]] = field(default_factory=dict)
    rolled: bool = False  # the answers were rolled/drawn by the program with the save's seed


@runtime_checkable
class Game(Protocol):
    """What the core needs from a game. Implementations live in ``mkref.games.<pkg>.game`` as ``GAME``."""

    id: str
    event_types: frozenset[str]

    def setup_from_args(self, args: list[str]) -> dict[str, Any]:
        """Parse the game's own options of ``mkref new`` into a TOML-able setup table."""

    def setup_checklist(self, setup: dict[str, Any], lang: str = "en") -> list[str]:
        """Lines to read out while the table sets up the physical game."""

    def initial_state(self, setup: dict[str, Any]) -> State: ...

    def decide(self, state: State, command: Command) -> list[Event]: ...

    def evolve(self, state: State, event: Event) -> State: ...

    def commands(self) -> Any:
        """The game's ``CommandTable`` (see ``mkref.core.commands``)."""

    def suggest(self, state: State, text: str) -> list[str]:
        """Completions for the partial line ``text`` (pure; the REPL's completer calls it)."""

    def describe(self, state: State, events: list[Event], lang: str = "en") -> list[str]:
        """What the table should hear after ``events`` were applied, one line each."""

    def label(self, event: Event, lang: str = "en") -> str:
        """A few words for an event, for ``log`` and the undo message."""

    def toolbar(self, state: State, lang: str = "en") -> str:
        """One line for the REPL's bottom bar."""

    def status(self, state: State) -> dict[str, Any]:
        """The state as JSON-able data for ``mkref status --json``."""


def clone(state: State) -> State:
    """A deep copy of a state made of plain Python values (pickle is the fastest general copy)."""
    return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))


class EventLog:
    """The events of one game, with undo and redo by whole commands and cached snapshots.

    ``state`` is always the fold of ``events``. Snapshots are kept every ``every`` events, so an
    undo replays at most that many events.
    """

    def __init__(
        self,
        initial: Callable[[], State],
        evolve: Callable[[State, Event], State],
        events: Iterable[Event] = (),
        every: int = 200,
    ) -> None:
        self._initial = initial
        self._evolve = evolve
        self._every = every
        self.events: list[Event] = []
        self.redo_stack: list[list[Event]] = []
        first = pickle.dumps(initial(), protocol=pickle.HIGHEST_PROTOCOL)  # built once: a map set-up is not free
        self._snapshots: dict[int, bytes] = {0: first}
        self.state: State = pickle.loads(first)
        for event in events:
            self._push(thaw(event))

    # -- internals -----------------------------------------------------------------------------
    def _push(self, event: Event) -> None:
        """Apply an event the log owns: ``evolve`` gets a copy, so it can never change the logged one."""
        self.state = self._evolve(self.state, thaw(event))
        self.events.append(event)
        n = len(self.events)
        if n % self._every == 0:
            self._snapshots[n] = pickle.dumps(self.state, protocol=pickle.HIGHEST_PROTOCOL)

    def _rebuild(self, count: int) -> None:
        """Set the state to the fold of the first ``count`` events, from the nearest snapshot."""
        base = max(k for k in self._snapshots if k <= count)
        state = pickle.loads(self._snapshots[base])
        for event in self.events[base:count]:
            state = self._evolve(state, thaw(event))
        self.state = state
        for k in [k for k in self._snapshots if k > count]:
            del self._snapshots[k]
        del self.events[count:]

    def _last_group_start(self) -> int:
        i = len(self.events) - 1
        while i > 0 and self.events[i].get("cont"):
            i -= 1
        return max(i, 0)

    # -- public --------------------------------------------------------------------------------
    def append(self, events: list[Event], chance: bool = False) -> None:
        """Add the events of one accepted command; clears the redo stack."""
        if events:
            self.add_prepared(self.prepare(events, chance))

    def add_prepared(self, ready: list[Event]) -> None:
        """Add a command's events exactly as ``prepare`` made them (the ones just written to disk)."""
        for event in ready:
            self._push(event)
        self.redo_stack.clear()

    @staticmethod
    def prepare(events: list[Event], chance: bool = False) -> list[Event]:
        """The events of one command as the log will hold them: own copies, ``cont`` and ``chance`` set,
        each checked to be storable. Nothing is applied (the session writes them to disk first)."""
        ready: list[Event] = []
        for i, event in enumerate(events):
            event = thaw(event)
            event.pop("cont", None)
            if i:
                event["cont"] = True
            if chance:
                event["chance"] = True
            check_event(event)
            ready.append(event)
        return ready

    def last_command(self) -> list[Event]:
        """Copies of the last command's events (a caller may not change the logged ones)."""
        if not self.events:
            return []
        return thaw(self.events[self._last_group_start():])  # type: ignore[no-any-return]

    def undo_start(self) -> int:
        """How many events stay when the last command is undone."""
        return self._last_group_start() if self.events else 0

    def undo(self) -> list[Event]:
        """Remove the last command's events and return them (empty when there is nothing to undo)."""
        if not self.events:
            return []
        start = self._last_group_start()
        removed = self.events[start:]
        self._rebuild(start)
        self.redo_stack.append(removed)
        return thaw(removed)  # type: ignore[no-any-return]

    def redo(self) -> list[Event]:
        """Re-apply the last undone command's events and return them (empty when there is none)."""
        if not self.redo_stack:
            return []
        group = self.redo_stack.pop()
        for event in group:
            self._push(event)
        return thaw(group)  # type: ignore[no-any-return]

    def commands(self) -> list[list[Event]]:
        """The events grouped by command, oldest first."""
        groups: list[list[Event]] = []
        for event in self.events:
            if event.get("cont") and groups:
                groups[-1].append(event)
            else:
                groups.append([event])
        return groups


def undo_label(removed: list[Event], label: Callable[[Event], str], verb: str = "undo", lang: str = "en") -> str:
    """'undo: moved to hills (a die roll or draw is undone too)'."""
    from mkref.core.messages import SHELL

    if not removed:
        return SHELL.text(f"nothing_to_{verb}", lang)
    words = "; ".join(label(e) for e in removed if label(e))
    text = SHELL.text(f"{verb}_label", lang, words=words or removed[0]["type"])
    if any(e.get("chance") for e in removed):
        text += SHELL.text(f"{verb}_chance", lang)
    return text
