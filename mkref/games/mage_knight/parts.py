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
from pathlib import Path
from typing import Any

from mkref.core.commands import CommandSpec
from mkref.core.events import Command

State = dict[str, Any]  # the tracked game's state (table/state.py)
Event = dict[str, Any]
Setup = dict[str, Any]
CostRule = Callable[[str, "int | None"], "int | None"]  # (terrain, the rulebook's Move cost; None: impassable) -> the cost


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

    combat_commands: frozenset[str] = frozenset()
    """The part's own commands a running combat lets through (the base refuses the others until it ends)."""

    # -- the base's round and turn: what the part adds to a command's events, refuses, or decides instead ---
    # A part's commands can be given in any game (the deed cards' `use`, `offer`, `levelup` work without
    # --cards), so the base applies and words a part's own events whether or not the game uses the part; the
    # hooks below are asked of the parts a game uses, except `refuse_unused` (of the others).
    def round_prepared(self, state: State, command: Command, prepared: Event) -> list[Event]:
        """`prepare` decided its `prepared` event (``new_round``: not the first round): the part's events after it."""
        return []

    def tactic_taken(self, state: State, command: Command, taken: Event) -> list[Event]:
        """A player took a tactic (the `tactic` event): the part's events after it."""
        return []

    def check_announce(self, state: State, command: Command) -> None:
        """The active player announces the end of the round (the base allowed it): refuse it (raise) if the part forbids it."""

    def play(self, state: State, command: Command) -> list[Event] | None:
        """`play WORDS` in a player's turn: the part plays it its own way (events), or None (the base reads points by value)."""
        return None

    def refuse_unused(self, state: State, command: Command) -> None:
        """In a game without the part: refuse a command whose words only the part reads (raise), saying how to play with it."""

    def points_played(self, state: State, command: Command, points: Event) -> list[Event]:
        """Points told by value (the base's `points` event, `play 4 move`): the part's events after it."""
        return []

    def step_costs(self, state: State) -> CostRule | None:
        """The Move cost of a step onto a terrain as the part changes it this turn (not for a city), or None: unchanged."""
        return None

    def bought(self, state: State, command: Command, bought: Event) -> list[Event]:
        """An Advanced Action or a Spell bought at an interaction (the base's `bought` event): the part's events after it."""
        return []

    def gain(self, state: State, command: Command, item: str) -> list[Event] | None:
        """`gain ITEM ...` (item: spell, advanced_action, artifact, skill): the part's events instead of the base's count, or None."""
        return None

    def rest_taken(self, state: State, command: Command, rested: Event) -> list[Event]:
        """A player rests (the base's `rested` event): the part's events after it (it may refuse the rest: raise)."""
        return []

    def turn_ended(self, state: State, command: Command, ended: Event) -> list[Event]:
        """`end`: the base's `turn_ended` event (its ``draw_to`` and ``levels``): the part's events after it."""
        return []

    def forfeits_turn(self, state: State, name: str) -> bool:
        """After the end of the round was announced, whether the player whose turn comes now forfeits it (it ends at once)."""
        return False

    def out_of_deck(self, state: State, kind: str) -> set[str] | None:
        """The cards of a deck (``kind``: advanced_action) the part knows to be out of it (in an offer, a hero's deck),
        so the base may draw from the rest; None: the part does not know that deck."""
        return None

    value_words: frozenset[str] = frozenset()
    """Words the part claims among typed attack or block values (the deed cards' `cards`): `combat_values` puts values
    for them. Known in every game, so a word of a part the game does not use is refused by that part."""

    def combat_values(self, state: State, kind: str, values: list[str]) -> tuple[list[str], list[Event]]:
        """The values of an `attack` or `block` (``kind``) as typed: the part may put values for words of its own,
        with the events that record it."""
        return values, []

    # -- heroes meeting (asked by the fights between heroes and the cooperative assault) ----------------
    def artifact_stolen(self, state: State, thief: str, loser: str, name: str, where: str) -> dict[str, dict[str, Any]]:
        """An artifact stolen in a fight between heroes (p. 13): the changes to each hero's part of the state, by name."""
        return {}

    def apply_stolen(self, state: State, name: str, changes: dict[str, Any]) -> None:
        """Apply to one hero the changes `artifact_stolen` decided (when the fight's event is applied)."""

    def fight_ended_for_defender(self, state: State, command: Command, name: str, full: bool, wounds: int,
                                 knocked_out: bool) -> list[Event]:
        """A fight between heroes ended (p. 12): the defender's own events (``full``: fully committed; ``wounds``: the
        Wounds they hold after it)."""
        return []

    def assault_turn_ended(self, state: State, command: Command, name: str) -> list[Event]:
        """A cooperative assault is over: the end of the turn of a participant other than its initiator (p. 13 §8)."""
        return []

    # -- events --------------------------------------------------------------------------------------
    event_types: frozenset[str] = frozenset()
    versions_listed: bool = False
    """Whether a save lists the part's event types with their versions, as it lists the base's (core
    ``event_versions``): the deed cards' types were listed before they became a part, so saves stay as they were."""

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
        """The short name of an event the part wrote in the log: one of its own, or a base event it marked (the deed
        cards' `note` on points by value). None: not the part's. Asked of every part (a label knows no game)."""
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

    def player_status(self, state: State, player: dict[str, Any]) -> Mapping[str, Any]:
        """The part's keys of one player in `mkref status --json`, after the base's."""
        return {}

    def player_lines(self, state: State, player: dict[str, Any], lang: str) -> list[str]:
        """The part's lines under one player's line of `show` (the base indents them)."""
        return []

    # -- the rules index (`mkref rules`, built for every game): asked of every registered part --------
    def index_files(self, folder: Path) -> list[Path]:
        """The files the part's entries of the rules index come from (a change rebuilds the index)."""
        return []

    def index_entries(self, folder: Path) -> list[dict[str, Any]]:
        """The part's entries of the rules index, read from the rules ``folder``."""
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


def unused(state: State) -> tuple[Part, ...]:
    """The registered parts this game does not use, in the registry's order."""
    used = set(state.get("parts", ()))
    return tuple(part(name) for name in registered() if name not in used)


def step_cost_rule(state: State) -> CostRule | None:
    """The Move cost of a step as the parts in use change it this turn (each after the one before), None: unchanged."""
    rules = [rule for used in in_use(state) if (rule := used.step_costs(state)) is not None]
    if not rules:
        return None

    def cost(terrain: str, base: int | None) -> int | None:
        for rule in rules:
            base = rule(terrain, base)
        return base

    return cost
