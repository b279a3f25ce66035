"""Heroes meeting in the tracked game: combat between heroes (pp. 12-13) and the cooperative city assault (p. 13).

Mage Knight's optional part ``pvp`` (mkref.games.mage_knight.parts): a game of two heroes or more uses it. Its
commands (`duel`, `ranged`, `melee`, `truce` for a fight between heroes; `coop`, `coop-next` for the assault), its
events (``pvp_*``, applied by `in_game.evolve`) and the hooks where the base gives way to a running fight or
assault. Both share the part's state (``state["pvp"]``: the fight; ``state["coop"]``: the assault), its events and
the order of a turn they interrupt, so they are one part. Light: the rule modules are imported by the hooks.
"""

from __future__ import annotations

from functools import cache
from collections.abc import Callable
from typing import TYPE_CHECKING

from mkref.games.mage_knight.parts import Event, Part, Setup, State

if TYPE_CHECKING:
    from mkref.core.commands import CommandSpec
    from mkref.core.events import Command
    from mkref.games.mage_knight.pvp.state_types import PvpGameState

EVENT_TYPES = ("pvp_started", "pvp_exchange", "pvp_ended", "pvp_coop", "pvp_coop_next")  # applied by in_game.evolve
_FIGHT = ("duel", "ranged", "melee", "truce")  # a fight between heroes (pvp/in_game.py)
_ASSAULT = ("coop", "coop-next")  # the cooperative city assault (pvp/coop_in_game.py)
_NOT_IN_ASSAULT = ("end", "rest", "announce", "interact", "explore")  # no other action while it runs (p. 13 §6c)
_GROUP = "Combat"  # the help's heading of the fights (table/game.py FIGHT)


def pvp_game(state: State) -> PvpGameState:
    """The state with the part's keys (pvp/state_types.py's `pvp_game`, imported when a hook runs: this module stays
    light)."""
    from mkref.games.mage_knight.pvp.state_types import pvp_game as with_keys

    return with_keys(state)


def _heroes_may_fight(state: State) -> bool:
    """duel/ranged/melee/truce in the short help: two heroes or more, and player combat not ruled out by the
    scenario (cooperative, First Reconnaissance) or the No PvP variant (pp. 12, 16, 18)."""
    from mkref.games.mage_knight.data import game_facts as gd

    scenario = gd.scenarios().get(state.get("scenario", ""), {})
    return (int(state.get("real_players", 1)) > 1 and "no_pvp" not in state.get("variants", [])
            and bool(scenario.get("player_combat", True)) and not scenario.get("cooperative"))


def _several_heroes(state: State) -> bool:
    """coop/coop-next in the short help: a cooperative assault needs two heroes or more (p. 13)."""
    return int(state.get("real_players", 1)) > 1


def _spec(name: str, usage: str, help_text: str, example: str, aliases: tuple[str, ...], relevant: Callable[[State], bool]) -> CommandSpec:
    from mkref.core.commands import CommandSpec

    return CommandSpec(name, usage, help_text, example, aliases, _GROUP, None, relevant)


# each after the command it follows in the help (the base's `next`, then one another)
@cache
def _commands() -> list[tuple[CommandSpec, str]]:
    """The part's commands, built when a command table is made (a combat sheet loads this module and needs none)."""
    return [
        (_spec("duel", "PLAYER full|partial", "Attack the hero on your space (player against player, p. 12); the defender commits fully or partially.", "duel Ben full", ("duell", "spielerkampf", "pvp"), _heroes_may_fight), "next"),
        (_spec("ranged", "PLAYER: ATTACK [/ BLOCK] [> USES]", "One ranged/siege attack of a fight between heroes, by PLAYER; USES: hero, UNIT, steal NAME [from discard|play|UNIT].", "ranged Ben: 4 fire ranged / 4 ice > hero", ("fernkampf",), _heroes_may_fight), "duel"),
        (_spec("melee", "PLAYER: ATTACK [/ BLOCK] [> USES]", "One melee attack of a fight between heroes; USES also: steal NAME [from ...], withdraw SPACE.", "melee Ana: 6 / 2 > hero, withdraw forest", ("nahkampf",), _heroes_may_fight), "ranged"),
        (_spec("coop", "PLAYER ... [: N N ...]", "Start a cooperative assault on the City next to you with the players named (they agreed); N: defenders each faces, yours first.", "coop Ben : 2 1", ("gemeinsam", "stadtüberfall"), _several_heroes), "melee"),
        (_spec("coop-next", "", "The participant who fought is done; the next one moves into the City and fights (after the last: the outcome).", "coop-next", ("gemeinsam-weiter",), _several_heroes), "coop"),
        (_spec("truce", "[SPACE]", "Both passed: the fight between heroes is a draw; the aggressor goes back (with a map: name the space).", "truce", ("unentschieden", "remis"), _heroes_may_fight), "coop-next"),

    ]


class HeroesMeeting(Part):
    """Combat between heroes and the cooperative city assault, plugged into the base game."""

    name = "pvp"
    event_types = frozenset(EVENT_TYPES)

    def uses(self, setup: Setup) -> bool:
        """Heroes can meet only in a game of two players or more (the dummy and Volkare are no heroes here)."""
        return len(setup["players"]) > 1

    def commands(self) -> list[tuple[CommandSpec, str]]:
        return list(_commands())

    def decide(self, state: State, command: Command) -> list[Event]:
        """A fight's or an assault's command; while a fight runs, only its commands and notes (pvp/in_game.py)."""
        from mkref.games.mage_knight.pvp import coop_in_game, in_game

        if command.name == "duel":  # refusals and questions are catalogue sentences: the state holds no language
            return in_game.start(pvp_game(state), command)
        if command.name in ("ranged", "melee"):
            return in_game.exchange(pvp_game(state), command, command.name)
        if command.name == "truce":
            return in_game.truce(pvp_game(state), command)
        if command.name == "coop" and state.get("pvp") is None:
            return coop_in_game.coop(pvp_game(state), command)
        if command.name == "coop-next" and state.get("pvp") is None:
            return coop_in_game.coop_next(pvp_game(state), command)
        if command.name == "note" or (command.name in ("play", "use") and state.get("cards")):
            from mkref.games.mage_knight.table.game import decide_command

            return decide_command(state, command)  # the active hero's cards by name, for the fight (p. 12)
        from mkref.core.errors import RuleViolation
        from mkref.games.mage_knight.pvp.messages import MESSAGES

        raise RuleViolation(MESSAGES.said("game_fight_running"), hint=MESSAGES.said("game_fight_running_hint"), ref="p. 12")

    def guard(self, state: State, command: Command) -> list[Event] | None:
        """A fight's or an assault's own command, and every command while a fight runs, are the part's; while an
        assault runs, the turn's other actions are refused (p. 13 §6c)."""
        if command.name in (*_FIGHT, *_ASSAULT) or state.get("pvp") is not None:
            return self.decide(state, command)
        if state.get("coop") and command.name in _NOT_IN_ASSAULT:
            from mkref.core.errors import RuleViolation
            from mkref.games.mage_knight.pvp.messages import MESSAGES

            raise RuleViolation(MESSAGES.said("game_coop_running"), hint=MESSAGES.said("game_coop_running_hint"), ref="p. 13")
        return None

    def check_combat(self, state: State, command: Command) -> None:
        """A pending cooperative assault is fought in the City (p. 13)."""
        if state.get("coop"):
            from mkref.games.mage_knight.pvp import coop_in_game

            coop_in_game.check_coop_combat(pvp_game(state))

    def after_decide(self, state: State, command: Command, events: list[Event]) -> None:
        """A cooperative assault: the participant's move goes straight into the City (p. 13)."""
        if state.get("coop") and command.name == "move":
            from mkref.games.mage_knight.pvp import coop_in_game

            coop_in_game.check_coop_move(pvp_game(state), events)

    def evolve(self, state: State, event: Event) -> None:
        from mkref.games.mage_knight.pvp import in_game

        in_game.evolve(pvp_game(state), event)

    def acting(self, state: State) -> str | None:
        """A cooperative assault: the participant fighting now acts (p. 13 §6)."""
        coop = pvp_game(state).get("coop")
        return coop["fighting"] if coop else None

    def city_conquered(self, state: State, defenders_defeated: int) -> bool | None:
        """A participant's fight in a cooperative assault conquers the City only when with it every defender of the
        assault is defeated (p. 13 §7)."""
        if not state.get("coop"):
            return None
        from mkref.games.mage_knight.pvp import coop_in_game

        return coop_in_game.coop_conquered(pvp_game(state), defenders_defeated)

    def label(self, event: Event, lang: str) -> str | None:
        if event["type"] not in self.event_types:
            return None
        from mkref.games.mage_knight.pvp import in_game

        return in_game.label(event, lang)

    def details(self, event: Event, lang: str) -> list[str]:
        if event["type"] not in self.event_types:
            return []
        from mkref.games.mage_knight.pvp import in_game

        return in_game.details(event, lang)


PART = HeroesMeeting()
