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
from typing import TYPE_CHECKING, Any, TypeAlias, cast

if TYPE_CHECKING:  # names for mypy: a combat sheet loads this contract, and needs no command table to start
    from mkref.core.commands import CommandSpec
    from mkref.core.events import Command
    from mkref.core.options import NewOption
    from mkref.core.tomlread import Fields
    from mkref.games.mage_knight.state_types import CombatState, GameState, PlayerState

# the tracked game's state (table/state.py), named for mypy only: a part's light declaration loads no state type.
# A part narrows it to its own extension (its state_types.py).
State: TypeAlias = "GameState"
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

    new_options: tuple[NewOption, ...] = ()  # the part's own options of `mkref new`, after the base game's in the help

    def read_options(self, args: list[str]) -> dict[str, str]:
        """The part's options of `mkref new` as typed (``args``: their words, ``--name value``): {option: value}."""
        return {}

    def extra_players(self, variants: list[str], scenario: str) -> int:
        """How many players more than the scenario's maximum the part lets play (``variants``: the ids chosen)."""
        return 0

    def add_to_setup(self, setup: Setup, options: dict[str, str]) -> None:
        """Complete the set-up of `mkref new` with the part's options (`read_options`); raise when they do not fit."""

    state_keys: Mapping[str, Any] = {}  # the part's keys of the state, with their value in a game without the part

    def non_players(self, setup: Setup, make_player: Callable[..., PlayerState]) -> list[PlayerState]:
        """Entries the part adds to the round order after the players and the dummy: they take turns but are no
        players (``make_player(name, hero, fame, reputation, dummy=True)`` makes an entry)."""
        return []

    def tile_stack(self, setup: Setup, scenario_setup: Mapping[str, Any], cooperative: bool) -> dict[str, int] | None:
        """The map tiles ({"countryside", "core", "city"}: counts) the part deals instead of the scenario's, or None."""
        return None

    def check_rules(self) -> None:
        """`mkref check-rules`: read the part's own rules files and check them against the base's (raise)."""

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

    # -- units, crystals and the round's tactics: asked of the parts a game uses too -------------------------
    def preparing_round(self, state: State, command: Command, event: Event) -> None:
        """`prepare` is deciding the round's `prepared` event: add the part's keys to it (asking the table), before
        its tactics."""

    def tactic_choosers(self, state: State) -> list[str]:
        """Who draws a tactic after the players (before the dummy) in a round being prepared."""
        return []

    def recruit_action(self, state: State, unit: str) -> PlayerState | None:
        """The player recruiting ``unit`` as the turn's action without an interaction (the part's site), or None."""
        return None

    def reward_unit(self, state: State, unit: str) -> None:
        """Refuse (raise) a unit the part's rules never give as a reward."""

    def recruit_cost(self, state: State, unit: str, cost: int, icons: list[str], site: str) -> tuple[int, int]:
        """Recruiting ``unit`` at ``site`` for ``cost`` Influence (``icons``: its recruit symbols): refuse (raise), or
        (the Influence it costs now, the reputation change that comes with it)."""
        return cost, 0

    def unit_recruited(self, state: State, unit: str, command: Command) -> Event:
        """Keys the part adds to a `recruited` event paid with Influence (asking the table)."""
        return {}

    def recruit_banner(self, state: State, player: PlayerState, unit: str, command: Command) -> str:
        """The banner that leads the new unit instead of a Command token ('' for none); raise when it may not."""
        return ""

    def refresh_offer(self, state: State, kind: str, offer: list[str], answers: dict[str, list[str]], options: tuple[str, ...],
                      names: tuple[tuple[str, str, str], ...], prompt: str) -> list[str] | None:
        """A new round refreshes a card offer (``kind``: advanced_actions or spells; ``offer``: top first; ``options``,
        ``names``: the cards that may come up; ``prompt``: the question for a new one): the part's own refresh,
        asking the table, or None (the rulebook's). A variant in the state decides."""
        return None

    def site_crystal(self, state: State, player: PlayerState, command: Command) -> str:
        """The colour of the crystal the space a turn ends on gives before the rewards ('' for none; asks the table)."""
        return ""

    def reward_crystals(self, state: State, player: PlayerState, command: Command, gained: dict[str, int]) -> dict[str, int]:
        """The crystals of the part's own rewards at the end of a turn ({colour: count}; ``gained``: the turn's others)."""
        return {}

    # -- a fight at the table: the base asks the parts a game uses ------------------------------------------
    def combat_words(self, state: State, words: list[str]) -> tuple[list[str], dict[str, Any]]:
        """The words of `combat` that are the part's, taken out of the enemy names: (the other words, what they said)."""
        return words, {}

    def combat_event(self, state: State, player: PlayerState, event: Event, spaces: list[str] | None,
                     said: dict[str, Any]) -> Event:
        """A fight is starting (``event``: its `combat_started`; ``spaces``: the rampaging enemies' spaces on a tracked
        map; ``said``: from `combat_words`): refuse it (raise), mark its units, and the keys the part adds to it."""
        return {}

    def combat_keys(self, combat: CombatState) -> Any:
        """The part's keys of a running tracked fight (None: the fight has none; the base's engine fights it)."""
        return None

    def combat_result(self, state: State, combat: CombatState, result: Mapping[str, Any]) -> Event:
        """Keys the part adds to a tracked fight's `combat_ended` event (``result``: the engine's result as a dict)."""
        return {}

    # -- the combat engine: hooks passed in by the tracked table, a combat sheet's reader and the shells ---------
    def combat_hooks(self) -> Any:
        """What the part changes in the engine's steps (a combat.engine.CombatHooks), or None."""
        return None

    def combat_engine(self, setup: Any, keys: Any, hooks: tuple[Any, ...]) -> Any:
        """The engine (a combat.engine.Combat) of a fight with the part's keys (`combat_keys`, `read_combat_sheet`) for
        a combat.engine.CombatSetup, with the parts' ``hooks`` (combat_hooks). (The contract is the bottom layer: it
        names the combat layer's types in words.)"""
        raise NotImplementedError(f"{self.name} has no combat engine of its own")

    combat_sheet_keys: tuple[str, ...] = ()  # the top-level keys of a combat sheet that are the part's
    combat_sheet_enemies: tuple[str, ...] = ()  # those of them that bring an enemy (such a sheet needs no [[enemies]])

    def read_combat_sheet(self, top: Fields) -> Any:
        """The part's keys of a combat sheet that has some of them (`combat_sheet_keys`), checked."""
        return None

    def run_combat_sheet(self, sheet: Any, keys: Any, hooks: tuple[Any, ...]) -> Any:
        """Play a combat sheet (combat.sheets.Sheet) with the part's keys through its engine: the combat.engine.CombatResult."""
        raise NotImplementedError(f"{self.name} plays no combat sheet")

    def combat_value(self, key: str, text: str) -> Any:
        """A value typed for one of the part's combat sheet keys (e.g. "volkare.attack"), checked (raise);
        None when ``key`` is not the part's."""
        return None

    # -- events --------------------------------------------------------------------------------------
    event_types: frozenset[str] = frozenset()
    versions_listed: bool = False
    """Whether a save lists the part's event types with their versions, as it lists the base's (core
    ``event_versions``): the deed cards' and The Lost Legion's types were listed before they became parts, so saves
    stay as they were."""

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

    def player_status(self, state: State, player: PlayerState) -> Mapping[str, Any]:
        """The part's keys of one player in `mkref status --json`, after the base's."""
        return {}

    def player_lines(self, state: State, player: PlayerState, lang: str) -> list[str]:
        """The part's lines under one player's line of `show` (the base indents them)."""
        return []

    # -- the rules index (`mkref rules`, built for every game): asked of every registered part --------
    def index_files(self, folder: Path) -> list[Path]:
        """The files the part's entries of the rules index come from (a change rebuilds the index)."""
        return []

    def index_entries(self, folder: Path) -> list[dict[str, Any]]:
        """The part's entries of the rules index, read from the rules ``folder``."""
        return []

    status_keys: Mapping[str, Any] = {}  # the part's keys of `mkref status --json`, with their value in a game without it

    def label_words(self, event: Event, lang: str) -> str:
        """Words the part adds to the log line of one of the base's events (the part's keys on it)."""
        return ""

    def unit_words(self, unit: Mapping[str, Any], lang: str) -> str:
        """Words the part adds after a unit in a player's line of `show`."""
        return ""

    def next_line(self, state: State, entry: Mapping[str, Any], lang: str) -> str | None:
        """What the table types next when it is the turn of ``entry``, one of the part's `non_players` (else None)."""
        return None

    def show(self, state: State, what: str, lang: str) -> list[str] | None:
        """`show WHAT` for a view of the part's own (None: not the part's)."""
        return None

    def score_sheet(self, status: Mapping[str, Any], sheet: dict[str, Any]) -> None:
        """Add the part's keys to the score sheet `mkref status --sheet` makes from a game's status (asked of every part)."""

    # -- scoring (`mkref score`): asked of every part -------------------------------------------------------
    def score_goals(self, sheet: Any) -> list[tuple[str, str, int, dict[str, Any]]]:
        """The part's goal points of a solo or cooperative score sheet (scoring.sheets.Sheet):
        (key of the points, key of the explanation, points, what the explanation says)."""
        return []

    def explain_score(self, key: str, params: Mapping[str, Any], say: Callable[..., str], points: int) -> str | None:
        """The arithmetic of one of the part's score explanations (``say(key, **values)``: the scoring catalogue's
        ``explain.KEY``), or None when ``key`` is not the part's."""
        return None


def part_keys(entry: Mapping[str, object]) -> dict[str, object]:
    """An entry of the state (the state, a player, the turn, a unit ...) as a plain dict, for the few keys of an optional
    part that the base reads or writes without knowing the part (its ``WRITTEN_BY_BASE``, a key it resets). Sound:
    the state is plain dicts, and the part's extension type declares the key (tests/unit/mage_knight/test_state_types.py)."""
    return cast("dict[str, object]", entry)


def part_list(entry: Mapping[str, object], key: str) -> list[object]:
    """A part's list under ``key`` of an entry of the state (`part_keys`), set up empty when missing."""
    found = part_keys(entry).setdefault(key, [])
    assert isinstance(found, list), f"{key} is a list"
    return found


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
