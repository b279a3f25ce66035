"""The deed cards' keys in a tracked game's state (games started with --cards): each hero's deed cards and skill
tokens, the card offers, and what the cards add to the turn. They extend the base game's TypedDicts
(`mkref.games.mage_knight.state_types`, which explains EXTENDS, EventType and WRITTEN_BY_BASE).
"""

from typing import Literal, Never, NotRequired, TypedDict, cast

from mkref.games.mage_knight.state_types import GameState, ManaColour, PlayerState, TurnState

EventType = Literal["card_played", "card_bought", "skill_used", "level_choice", "offer_set", "deeds", "card_points_used"]


class DeedsState(TypedDict):
    """A hero's deed cards (cards/deck.py): counted by place, and by name where the table named them."""

    hero: str
    owned: dict[str, int]  # card id -> copies owned
    deck: int
    hand: int
    wounds_hand: int
    wounds_deck: int
    discard: int
    wounds_discard: int
    discard_named: dict[str, int]
    played: list[list[str]]  # [card id, mode] in the play area
    thrown: dict[str, int]
    set_aside: dict[str, int]
    top: list[str]  # on top of the deed deck, topmost first
    hand_bonus: int
    wounds_combat: int
    announced: bool
    level_draw: NotRequired[list[int]]  # [room, drawn]: the draw a level's Advanced Action may go on top of (cards/offers.py)


class SkillTokens(TypedDict):
    """A hero's skills and their period of use (cards/skill_use.py)."""

    owned: list[str]
    used_turn: list[str]
    face_down: list[str]
    in_centre: list[str]


OfferKind = Literal["advanced_actions", "spells", "common_skills", "units"]  # the keys of CardOffers


class CardOffers(TypedDict):
    advanced_actions: list[str]
    spells: list[str]
    common_skills: list[str]
    units: list[str]


class SavedEffect(TypedDict):
    """A terrain effect kept for the turn's step costs: cards/effects.py Effect's fields, tuples as lists."""

    name: str
    amount: int
    attack: str
    element: str
    colour: str
    count: int
    terrains: list[str]
    cost: int
    less: int
    floor: int
    per: str
    each: int
    wounds: bool
    card: str
    pay: str
    branches: list[Never]  # always empty: a saved effect has no branches
    times: int
    bonus: int
    throw: bool
    text_en: str
    text_de: str
    ref: str


class CardsGameState(GameState, total=False):
    cards: bool  # the deed cards are tracked
    card_sets: list[str] | None  # the component sets the heroes' cards come from (None: every set)
    card_offers: CardOffers
    forfeited: list[str]  # turns forfeited without a card after the end of the round was announced (p. 6 §3d)


class CardsPlayerState(PlayerState, total=False):
    deeds: DeedsState
    skill_tokens: SkillTokens
    level_choices: int  # even-level choices still due


class CardsTurnState(TurnState, total=False):
    tokens: dict[ManaColour, int]  # mana tokens of this turn
    extra_dice: int  # Source dice a card allows beyond the one
    played: int  # cards played this turn
    terrain: list[SavedEffect]
    magic_talent: list[str]  # Magic Talent: the Spell colours allowed (p. 5)
    combat_points: list[list[str | int]]  # [kind, amount, attack type, element] not yet assigned in the fight


EXTENDS: dict[type, type] = {GameState: CardsGameState, PlayerState: CardsPlayerState, TurnState: CardsTurnState}
# set up by table/state.py initial_state in every game (False / the sets in play)
WRITTEN_BY_BASE: dict[type, frozenset[str]] = {GameState: frozenset({"cards", "card_sets"})}


# -- the part's view of the base's state --------------------------------------------------------------
# The base hands a part its GameState, PlayerState and TurnState (parts.py). Reading them as the part's extensions
# is sound: every key an extension adds is NotRequired (total=False), so a state without them fits too, and
# test_state_types checks the keys' values in every example game that tracks the cards.
def cards_game(state: GameState) -> CardsGameState:
    """The game's state with the deed cards' keys."""
    return cast(CardsGameState, state)


def cards_player(player: PlayerState) -> CardsPlayerState:
    """A hero with their deed cards and skill tokens."""
    return cast(CardsPlayerState, player)


def cards_turn(turn: TurnState) -> CardsTurnState:
    """The running turn with what the cards add to it."""
    return cast(CardsTurnState, turn)


def running_turn(state: GameState) -> CardsTurnState | None:
    """The running turn with the cards' keys, None between turns."""
    cur = state["cur"]
    return None if cur is None else cards_turn(cur)


def turn_of(state: GameState) -> CardsTurnState:
    """The running turn, for an event or a decision that only comes in one."""
    cur = running_turn(state)
    if cur is None:
        raise ValueError("the deed cards need a running turn here")
    return cur
