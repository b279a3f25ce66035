"""The shape of a tracked Mage Knight game's state, as `table/state.py` builds it and evolve changes it.

The state stays plain data (dicts, lists, text, numbers; the map is its own `MapState`): these TypedDicts only
describe it. `GameState` is the whole state, `PlayerState` one entry of ``players``, `TurnState` the running
turn (``state["cur"]``), `CombatState` the running fight (``state["combat"]``), `UnitState` a unit a hero
owns. A key marked NotRequired is absent until some event adds it (``provoked``, ``fame_debt`` ...).

The base game's types name no key of an optional part. A part describes its own keys in its package's
``state_types.py``, with a TypedDict that extends the base one (``class LegionTurnState(TurnState,
total=False)``) and three names the state test reads: ``EXTENDS`` (base TypedDict -> the part's extension),
``EventType`` (a Literal of the part's event types) and ``WRITTEN_BY_BASE`` (the part's keys that the base's
code still writes in games that do not use the part). A part's code reads its own slice through its extension
type (a TypedDict extension cannot change the type of a key it inherits, so the base's ``cur`` stays a
`TurnState`). tests/unit/mage_knight/test_state_types.py replays every example game and checks the state against
these types after every event.

A value of a closed set is a Literal; ids from the rules data (sites, enemies, units, heroes, tactics, cards,
scenarios, variants) are text. The module imports nothing of the game at run time (the map's type is named
for the type checker only), so any module may import it.
"""

from typing import TYPE_CHECKING, Literal, NotRequired, TypedDict

if TYPE_CHECKING:
    from mkref.games.mage_knight.map.board import MapState

# -- closed sets --------------------------------------------------------------------------------------
Phase = Literal["prepare", "tactics", "turns", "round_over", "game_over"]
TimeOfDay = Literal["day", "night"]
BasicColour = Literal["red", "blue", "white", "green"]  # crystals, mines, the dummy's deck (table/rules.py COLOURS)
ManaColour = Literal["red", "blue", "white", "green", "gold", "black"]  # a Source die's face
EnemyColour = Literal["green", "grey", "violet", "brown", "red", "white"]  # data/components.py COLOURS
TileKind = Literal["countryside", "core", "city"]  # the keys of stack and revealed; an explored event's tile
CombatPhase = Literal["ranged", "block", "damage", "attack", "done"]  # combat/engine.py PHASES
TurnMode = Literal["", "normal", "rest"]
RestKind = Literal["standard", "slow"]
# The turn's action. "pvp" (a fight between heroes) and "maze" (The Lost Legion's Maze) are set by optional
# parts: an extension cannot widen the base's Literal, so the base lists them.
TurnAction = Literal["", "assault", "provoked", "interact", "recruit", "combat", "chant", "pvp", "maze"]
# Interactive combat's hidden die (p. 17): "?" not shown yet, "??" shown not to be red, else its colour.
HiddenDie = Literal["?", "??", "white", "red", "blue", "black", "green", "gold"]

# The base game's event types (table/state.py _HANDLERS, without The Lost Legion's own).
BaseEventType = Literal[
    "prepared", "tactic", "points", "moved", "explored", "die", "interaction", "bought", "recruited", "unit", "healed",
    "wounded", "rested", "crystal", "fame", "reputation", "gained", "combat_started", "combat_step", "combat_ended",
    "turn_ended", "announced", "dummy_turn", "note", "liberated", "glade", "game_end",
]
# The tracked map's event types (map/exploring.py MAP_EVENT_TYPES), applied to ``state["map"]``.
MapEventType = Literal[
    "map_setup", "map_tile_placed", "map_tile_returned", "map_token_drawn", "map_city_revealed", "map_token_revealed",
    "map_token_removed", "map_summoned", "map_hero_placed", "map_hero_moved", "map_conquered", "map_shield", "map_time",
    "map_secret",
]


# -- a hero -------------------------------------------------------------------------------------------
class Position(TypedDict):
    """Where a hero's figure stands, as the table typed it (or the tracked map found it)."""

    terrain: str
    site: str
    owner: str  # a site's owner: a player, a city's colour, "burned" ...


class Nowhere(TypedDict):
    """``{}``: a place the table never named (where the turn began, off the map)."""


class UnitState(TypedDict):
    id: str  # units.toml id
    uid: str  # its label in this game (peasants, peasants_2 ...)
    ready: bool
    wounds: int  # 0, 1 or 2


class CardCounts(TypedDict):
    """The deed cards a hero gained, counted (the cards themselves are the cards part's)."""

    spell: int
    advanced_action: int
    artifact: int


class MineSites(TypedDict):
    countryside: int
    core: int


class PlayerState(TypedDict):
    name: str
    hero: str
    dummy: bool  # the dummy player (and any entry that is no real player)
    fame: int
    reputation: int
    level: int
    armor: int
    hand_limit: int
    command_tokens: int
    crystals: dict[BasicColour, int]
    units: list[UnitState]
    wounds: int
    position: Position | Nowhere | None  # None before the figure enters; {} back where a turn began (pvp truce)
    tactic: str  # "" before it is chosen
    shields: dict[str, int]  # site -> shields on it
    cards: CardCounts
    skills: int
    knocked_out: bool
    fame_debt: NotRequired[int]  # the hero auction (p. 16); every real player
    deck: NotRequired[dict[BasicColour, int]]  # the dummy player's deck by colour (p. 15)
    discard: NotRequired[dict[BasicColour, int]]
    glades: NotRequired[list[str]]  # Druid Nights: glades bearing the hero's shield (p. 21)
    chanted: NotRequired[list[int]]  # Druid Nights: the rounds the hero chanted in
    eliminated: NotRequired[bool]  # One to Return (p. 22)
    mines: NotRequired[list[BasicColour]]  # Mines Liberation (p. 20)
    mine_sites: NotRequired[MineSites]


# -- the turn -----------------------------------------------------------------------------------------
class PathStep(TypedDict):
    """A space the hero stood on this turn (its safety decides a forced withdrawal, p. 11 §2)."""

    position: Position | Nowhere | None
    safe: bool
    space: NotRequired[str]  # its label on the tracked map ("" without one)
    others: NotRequired[list[str]]  # the heroes met there


class TurnState(TypedDict):
    player: str
    mode: TurnMode
    move: int
    influence: int
    heal: int
    steps: int
    action: TurnAction
    assault: str  # the site assaulted ("" none, "rampaging" after a provocation)
    interaction: str  # the site interacted with
    modifier_applied: bool  # the Reputation modifier was added to the Influence
    level_start: int
    fame_start: int
    path: list[PathStep]
    dice_used: list[int]  # indices into the Source
    rewards: list[str]  # rewards to take at the end of the turn
    combats: int
    provoked: NotRequired[list[str]]  # enemies provoked by the move (p. 7 §4c)
    rest: NotRequired[RestKind]


# -- the fight ----------------------------------------------------------------------------------------
class HeroInCombat(TypedDict):
    armor: int
    hand_limit: int
    level: int


class EnemyInCombat(TypedDict):
    enemy: str
    rampaging: bool
    label: str
    die: NotRequired[HiddenDie]


class CombatUnit(TypedDict):
    label: str
    unit: str
    uid: str
    wounded: bool


class AttackStep(TypedDict):
    kind: Literal["attack"]
    targets: list[str]
    parts: list[str]


class BlockStep(TypedDict):
    kind: Literal["block"]
    target: str
    parts: list[str]
    move: int


class DamageStep(TypedDict):
    kind: Literal["damage"]
    source: str
    to: list[str]


class SummonStep(TypedDict):
    kind: Literal["summon"]
    label: str
    tokens: list[str]


class AdvanceStep(TypedDict):
    kind: Literal["advance"]
    phase: CombatPhase
    die: NotRequired[HiddenDie]


CombatStep = AttackStep | BlockStep | DamageStep | SummonStep | AdvanceStep


class CombatState(TypedDict):
    """A fight is its set-up plus the steps declared; the engine is rebuilt from them (table/combat.py build)."""

    site: str  # "none" on open ground
    city: str  # the city's colour in an assault
    enemies: list[EnemyInCombat]
    hero: HeroInCombat
    units: list[CombatUnit]
    time: TimeOfDay
    decls: list[CombatStep]
    phase: CombatPhase
    ruins: NotRequired[str]  # the ruins token fought for
    city2: NotRequired[str]  # a Megalopolis: its second city (p. 18)
    fame_factor: NotRequired[int]  # Druid Nights: double Fame (p. 21)


# -- the table ----------------------------------------------------------------------------------------
class UnitDecks(TypedDict):
    regular: dict[str, int]
    elite: dict[str, int]


class TileCounts(TypedDict):
    countryside: int
    core: int
    city: int


class CityState(TypedDict):
    level: int
    conquered: bool
    shields: list[str]  # the players' shields, in the order placed
    leader: str
    partner: NotRequired[str]  # a Megalopolis: the other city of it (p. 18)
    partner_level: NotRequired[int]


class ClearedSpace(TypedDict):
    """Roaming Evil!: a rampaging space cleared since the last roll (p. 17)."""

    space: str
    colour: EnemyColour


class RoundEnd(TypedDict):
    by: str
    remaining: list[str]  # who still has a last turn


class GameEnd(TypedDict):
    reason: str
    by: str
    remaining: list[str]
    pending: str  # the triggering player, until the turn in which it was triggered is over


class GameState(TypedDict):
    scenario: str
    real_players: int
    round: int
    time: TimeOfDay
    variants: list[str]
    darkness: bool  # Darkness Approaches!: Night for good (p. 16)
    cleared: list[ClearedSpace]
    round_limit: int
    phase: Phase
    players: list[PlayerState]
    order: list[str]  # the round order, by name
    column: list[str]  # the Round Order tokens, top first
    turn: int | None  # index into order
    cur: TurnState | None
    choosers: list[str]
    tactics_available: list[str]
    tactics_removed: list[str]
    source: list[ManaColour]
    offer: list[str]  # the unit offer
    offer_aas: int
    offer_aa_cards: list[str]
    decks: UnitDecks
    expansions: list[str]  # the component sets in play (content.py)
    stack: TileCounts
    revealed: TileCounts
    cities: dict[str, CityState]  # by colour
    monasteries: int
    combat: CombatState | None
    round_end: RoundEnd | None
    game_end: GameEnd | None
    ended: str  # why the game ended ("" while it runs)
    announced_in_last_round: bool
    map: "MapState | None"
    save: str
    megalopolis: int
    parts: list[str]  # the optional parts the game uses (parts.py)
    skipped: NotRequired[list[str]]  # turns skipped on the way to the current one
