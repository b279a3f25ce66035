"""The keys of combat between heroes and of the cooperative city assault in a tracked game's state (pp. 12-13):
``state["pvp"]`` while heroes fight, ``state["coop"]`` while an assault runs, and what they leave on a hero and a
turn. They extend the base game's TypedDicts (`mkref.games.mage_knight.state_types`, which explains
EXTENDS, EventType and WRITTEN_BY_BASE).
"""

from typing import Literal, NotRequired, TypedDict, cast

from mkref.games.mage_knight.state_types import GameState, Nowhere, PlayerState, Position, TurnState

EventType = Literal["pvp_started", "pvp_exchange", "pvp_ended", "pvp_coop", "pvp_coop_next"]
Side = Literal["aggressor", "defender"]

# a unit as the fight keeps it: [label, name, armor, level, [resistances], wounded, unit id] (pvp/in_game.py)
PvpUnit = list[str | int | bool | list[str]]


class PvpHero(TypedDict):
    """A hero as the fight between heroes began."""

    name: str
    level: int
    fame: int
    armor: int
    hand_limit: int
    units: list[PvpUnit]


class PvpHeroes(TypedDict):
    aggressor: PvpHero
    defender: PvpHero


class PvpExchange(TypedDict):
    """One exchange of the fight: an attack, its block, what the blocker used, the artifacts declared."""

    phase: Literal["ranged", "melee"]
    by: Side
    blocker: Side
    attack: list[str]
    block: list[str]
    uses: list[list[str | int | bool]]  # [kind, target, cost, safe]
    declared: list[list[str]]  # [artifact, where, unit]


class PvpEffects(TypedDict):
    """What the fight has done to one side so far."""

    wounds: int
    units: list[str]  # units wounded, by uid
    gained: list[str]
    knocked_out: bool


class PvpDone(TypedDict):
    aggressor: PvpEffects
    defender: PvpEffects


class PvpState(TypedDict):
    aggressor: str
    defender: str
    full: bool  # the defender committed fully (p. 12)
    site: str
    came_from: Position | Nowhere  # where the aggressor attacked from
    came_from_safe: bool
    heroes: PvpHeroes
    exchanges: list[PvpExchange]
    done: PvpDone


class CameFrom(TypedDict):
    """On the tracked map: the space a participant left for the assault, and their position there."""

    space: str
    position: Position | Nowhere | None


# "from" is a keyword: the functional form
CoopState = TypedDict("CoopState", {
    "order": list[str],  # the participants, the initiator first
    "shares": dict[str, int],  # defenders each participant faces
    "city": str,
    "fighting": str,  # the participant fighting now
    "shields_before": dict[str, int],  # shields on each city before the assault
    "home": TurnState | None,  # the initiator's turn, kept while the others fight
    "from": dict[str, Position | Nowhere | CameFrom | None],  # where each later participant came from
    "dice_out": NotRequired[list[int]],  # Source dice taken in the assault, back only when it is over (p. 13 §6b)
})


class PvpGameState(GameState, total=False):
    pvp: PvpState | None
    coop: CoopState | None


class PvpPlayerState(PlayerState, total=False):
    round_order_down: bool  # the Round Order token face down: the next turn is skipped (p. 12, p. 13 §4)


class PvpTurnState(TurnState, total=False):
    dice_out: list[int]  # a participant's turn in a cooperative assault: dice an earlier participant took


EXTENDS: dict[type, type] = {GameState: PvpGameState, PlayerState: PvpPlayerState, TurnState: PvpTurnState}
WRITTEN_BY_BASE: dict[type, frozenset[str]] = {}


# The narrowing helpers: a hook of parts.Part takes the base's types; the part's keys are in the state of a game that
# uses the part (its events put them there, and tests/unit/mage_knight/test_state_types.py checks every state of the
# example games against these extensions), so the part's code reads the state through them.
def pvp_game(state: GameState) -> PvpGameState:
    """The game's state with the part's keys."""
    return cast(PvpGameState, state)


def pvp_player(player: PlayerState) -> PvpPlayerState:
    """A hero's entry with the part's keys."""
    return cast(PvpPlayerState, player)


def pvp_turn(turn: TurnState) -> PvpTurnState:
    """A turn with the part's keys."""
    return cast(PvpTurnState, turn)
