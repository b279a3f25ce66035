"""Mage Knight's optional parts and the hooks the base game offers them.

The base game (data, map, combat, scoring and the tracked table) plays the rulebook's core rules. Its
optional parts -- the deed cards tracked by name (`cards/`), combat between heroes and the cooperative
city assault (`pvp/`), The Lost Legion with Volkare (`volkare/`) -- plug into it the way games plug into
the core: each is a `Part`, registered by name in `plugin.py`'s ``parts``, and the base calls the hooks
of the parts a game uses. The base imports no part; a part imports the base.

A part's declaration module (``<part>/part.py``, named by the registry) is light: it holds the `Part`
object and its command specs, and each hook imports the part's rule modules when it runs. At `mkref new`
every registered part is asked whether the game uses it (`Part.uses`); the answer is kept in the state
(``state["parts"]``), so a game's other commands load only the parts it uses.

Every hook has a default that does nothing, so a part overrides only what it has. A hook that returns
events returns them in the order the table saw them; ``None`` from a guard means "the base decides".
The order of the parts is the registry's order.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from mkref.core.commands import CommandSpec
from mkref.core.events import Command

State = dict[str, Any]  # the tracked game's state (table/state.py)
Event = dict[str, Any]
Setup = dict[str, Any]


class Part:
    """An optional part of Mage Knight. Subclass it, override the hooks the part needs, and register one
    instance by name in `plugin.py` (``parts={"name": "module:ATTRIBUTE"}``)."""

    name: str = ""

    # -- set-up (`mkref new`): asked of every registered part ------------------------------------------
    def uses(self, setup: Setup) -> bool:
        """Whether a game with this set-up plays with the part (its options, scenario or expansions)."""
        return False

    def checklist(self, setup: Setup, lang: str) -> list[str]:
        """The part's lines of the set-up checklist `mkref new` prints."""
        return []

    def initial(self, setup: Setup, state: State) -> None:
        """Add the part's own slice to the initial state (its keys, its players, its tiles)."""

    # -- commands ------------------------------------------------------------------------------------
    def commands(self) -> list[tuple[CommandSpec, str]]:
        """The part's own commands, each with the base command it follows in the table (its help order)."""
        return []

    def decide(self, state: State, command: Command) -> list[Event]:
        """One of the part's own commands, checked against the rules."""
        raise NotImplementedError(f"{self.name} names no command {command.name}")

    def guard(self, state: State, command: Command) -> list[Event] | None:
        """Before the base decides a command of its own (after the map's commands, combat steps and read-only
        commands): refuse it (raise), take it over (events), or None. Asked too of a part the game does not use
        when the command is the part's own, so its refusal comes where it would come in a game with it."""
        return None

    def start_combat(self, state: State, command: Command) -> list[Event] | None:
        """Before the base starts a fight (`combat`): refuse it (raise), fight it the part's way (events), or None."""
        return None

    def check_combat(self, state: State, command: Command) -> None:
        """Just before the base starts its ordinary fight against enemy tokens (no part fought it its own way):
        refuse it (raise)."""

    def check(self, state: State, command: Command) -> None:
        """Once the game is known to be on (not over): refuse a command the part forbids now (raise)."""

    def after_decide(self, state: State, command: Command, events: list[Event]) -> None:
        """After the base decided a command: refuse its events (raise) if the part forbids them."""

    def complete(self, state: State, command: str, words: list[str]) -> list[str] | None:
        """Completions for a base command the part changes (None: the base's own)."""
        return None

    # -- events --------------------------------------------------------------------------------------
    event_types: frozenset[str] = frozenset()

    def evolve(self, state: State, event: Event) -> None:
        """Apply one of the part's own events (``event_types``) to the state, in place."""

    def after_event(self, state: State, event: Event, advance: Callable[[State, str], None]) -> None:
        """After any event was applied: the part's own bookkeeping (``advance`` moves the turn on)."""

    # -- turns and fights ------------------------------------------------------------------------------
    def acting(self, state: State) -> str | None:
        """The player who acts now in place of the one whose turn it is (None: the turn's own player)."""
        return None

    def city_conquered(self, state: State, defenders_defeated: int) -> bool | None:
        """A fight at a City ended: whether it conquers the City, when the part shares its assault among several
        heroes (None: the fight's own result). The hero of a shared assault does not withdraw after their fight."""
        return None

    # -- texts and status ------------------------------------------------------------------------------
    def label(self, event: Event, lang: str) -> str | None:
        """The short name of one of the part's events in the log (None: not the part's)."""
        return None

    def details(self, event: Event, lang: str) -> list[str]:
        """The lines under the short name of one of the part's events in what a command did ([] for any other)."""
        return []

    def describe(self, state: State, events: list[Event], lang: str) -> list[str]:
        """The part's lines of what a command's events did."""
        return []

    def status(self, state: State) -> Mapping[str, Any]:
        """The part's keys of `mkref status --json`."""
        return {}

    def status_lines(self, state: State, lang: str) -> list[str]:
        """The part's lines of `show` and `mkref status`."""
        return []


def registered() -> Mapping[str, str]:
    """Every optional part: name -> "module:attribute" of its `Part` (Mage Knight's plug-in)."""
    from mkref.games.mage_knight.plugin import PLUGIN

    return PLUGIN.parts


@cache
def part(name: str) -> Part:
    """The registered part called ``name`` (imports its light declaration module)."""
    from mkref.core.plugin import resolve

    found = resolve(registered()[name])
    assert isinstance(found, Part), f"{name} is registered as a Part"
    return found


def every_part() -> tuple[Part, ...]:
    """All registered parts, in the registry's order (set-up asks each of them)."""
    return tuple(part(name) for name in registered())


def parts_used(setup: Setup) -> list[str]:
    """The names of the parts a game with this set-up uses, kept in the state as ``state["parts"]``."""
    return [name for name in registered() if part(name).uses(setup)]


def in_use(state: State) -> tuple[Part, ...]:
    """The parts this game uses, in the registry's order."""
    return tuple(part(name) for name in state.get("parts", ()))


def acting(state: State) -> str | None:
    """The player who acts now in place of the one whose turn it is, as the first part in use says (`Part.acting`)."""
    return next((name for used in in_use(state) if (name := used.acting(state)) is not None), None)
