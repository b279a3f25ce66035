"""The events of Rune Age: their kinds (``EventType``) and the fields of each, as saves hold them.

``decide`` makes them, ``state.evolve`` applies them, ``texts`` tells them. At run time they are the
plain dicts of the save (JSON/TOML, ``mkref.core.events.Event``); these types describe them. A field an
older save may lack is ``NotRequired``, and the code reads it with a default.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from .cards import FactValue
from .combat import Side

EventType = Literal[
    "fact", "bought", "acquired", "turn_ended", "turn_started", "event_phase", "combat_started", "card_played",
    "passed", "deployment_over", "attrition", "casualty", "wounded", "destroyed", "protected", "bonus",
    "combat_resolved", "damage", "eliminated", "rune_taken", "rune_used", "event_drawn", "deck_rebuilt", "no_event",
    "event_deck_empty", "unaffected", "round_ended", "reward_gained", "took", "unit_action", "game_over", "paid",
    "city_destroyed",
]
CombatKind = Literal["battle", "siege", "defence"]
TargetKind = Literal["stronghold", "city", "enemy", "objective", "realm", "effect"]
Fate = Literal["captured", "held", "damaged", "repelled", "stays", "defeated_objective", "discarded", "reward"]
Winner = Literal["attacker", "defender", "army", "target"]  # a siege's side; a battle's army or its target
Outcome = Literal["win", "shared_win", "all_win", "all_lose", "no_winner"]


class Logged(TypedDict, total=False):
    """What the core and the game's ``decide`` add to every event (mkref.core.events; game.py ``_signed``)."""

    by: str  # the name of the player who did it
    chance: bool
    cont: bool


class Source(TypedDict):
    """A card exhausted for its influence (R-INF-01): the player's stronghold, city or reward number ``index``."""

    kind: Literal["stronghold", "city", "reward"]
    index: int


class Target(TypedDict):
    """What a combat is fought for (p. 10, 12); the state adds the modifiers played on it (``bonus``)."""

    kind: TargetKind
    id: str
    name: str
    key: str  # what R-CMB-03 remembers: a target is attacked once per turn
    strength: int
    attrition: int
    new: NotRequired[bool]  # a neutral city named for the first time
    defense_bonus: NotRequired[int]  # a siege's city or Home Realm
    bonus: NotRequired[int]


class FactEvent(Logged):
    type: Literal["fact"]
    key: str
    value: FactValue


class BoughtEvent(Logged):
    type: Literal["bought"]
    player: int
    gold_cards: list[int]
    rewards: list[int]
    items: list[str]
    gold: int
    spent: int


class AcquiredEvent(Logged):
    type: Literal["acquired"]
    player: int
    sources: list[Source]
    items: list[str]
    influence: int
    spent: int


class PaidEvent(Logged):
    type: Literal["paid"]
    player: int
    sources: list[Source]
    influence: int


class TurnEndedEvent(Logged):
    type: Literal["turn_ended"]
    player: int
    keep: int
    sources: list[Source]


class PlayerEvent(Logged):
    """A step that names only a player."""

    type: Literal["turn_started", "unaffected", "rune_used"]
    player: int


class RoundEvent(Logged):
    type: Literal["event_phase", "round_ended"]
    round: int


class CombatStartedEvent(Logged):
    type: Literal["combat_started"]
    kind: CombatKind
    attacker: int
    defender: int  # -1: a battle, no player defends
    target: Target
    against: NotRequired[str]  # the defender's name (``_signed``)


class CardPlayedEvent(Logged):
    type: Literal["card_played"]
    side: Side
    card: str
    owner: int
    unit: bool
    strength: int
    total: int


class PassedEvent(Logged):
    type: Literal["passed"]
    side: Side


class NothingEvent(Logged):
    """A step with no fields."""

    type: Literal["deployment_over", "no_event", "event_deck_empty"]


class AttritionEvent(Logged):
    type: Literal["attrition"]
    roll: int
    skulls: int


class CardMarkedEvent(Logged):
    """A card of the running combat is a casualty, wounded, destroyed or protected."""

    type: Literal["casualty", "wounded", "destroyed", "protected"]
    side: Side
    index: int


class BonusEvent(Logged):
    type: Literal["bonus"]
    side: Side | Literal["target"]
    index: int  # -1 for the target
    amount: int


class CombatResolvedEvent(Logged):
    type: Literal["combat_resolved"]
    kind: CombatKind
    attacker: int
    defender: int
    target_kind: NotRequired[TargetKind]
    target: str  # its name
    target_id: NotRequired[str]
    s_attacker: int
    fallen: dict[Side, list[str]]
    s_defender: int
    winner: Winner
    damage: int
    fate: Fate


class DamageEvent(Logged):
    type: Literal["damage"]
    player: int
    amount: int
    source: Literal["", "card", "siege", "event"]


class EliminatedEvent(TypedDict):
    """``by`` is the seat of the siege's winner (-1: an event card) until ``_signed`` puts the name there."""

    type: Literal["eliminated"]
    player: int
    by: int | str
    chance: NotRequired[bool]
    cont: NotRequired[bool]


class RuneTakenEvent(Logged):
    type: Literal["rune_taken"]
    player: int
    keep: Literal["old", "new"]
    source: NotRequired[Literal["loser", "event"]]


class EventDrawnEvent(Logged):
    type: Literal["event_drawn"]
    id: str
    name: str
    kind: Literal["enemy", "effect"]
    stage: int
    attacks: bool
    lasting: bool
    strength: NotRequired[int]  # an attacking effect's
    attrition: NotRequired[int]


class DeckRebuiltEvent(Logged):
    type: Literal["deck_rebuilt"]
    count: int


class RewardGainedEvent(Logged):
    type: Literal["reward_gained"]
    player: int
    name: str
    gold: int
    influence: int


class CityDestroyedEvent(Logged):
    type: Literal["city_destroyed"]
    player: int
    id: str
    name: str


class UnitActionEvent(Logged):
    type: Literal["unit_action"]
    player: int
    card: str


# Mind Control (p. 16): "from" is a Python keyword, hence the functional form
TookEvent = TypedDict("TookEvent", {"type": Literal["took"], "player": int, "from": int, "card": str,
                                    "by": NotRequired[str], "chance": NotRequired[bool], "cont": NotRequired[bool]})


class GameOverEvent(Logged):
    type: Literal["game_over"]
    outcome: Outcome
    winners: list[int]
    rule: str
    ref: str
    scores: NotRequired[dict[str, int]]  # the Monument's tiebreak (p. 16)


RuneAgeEvent = (
    FactEvent | BoughtEvent | AcquiredEvent | PaidEvent | TurnEndedEvent | PlayerEvent | RoundEvent | CombatStartedEvent
    | CardPlayedEvent | PassedEvent | NothingEvent | AttritionEvent | CardMarkedEvent | BonusEvent | CombatResolvedEvent
    | DamageEvent | EliminatedEvent | RuneTakenEvent | EventDrawnEvent | DeckRebuiltEvent | RewardGainedEvent
    | CityDestroyedEvent | UnitActionEvent | TookEvent | GameOverEvent
)
