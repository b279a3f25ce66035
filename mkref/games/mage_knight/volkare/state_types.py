"""The Lost Legion's keys in a tracked game's state: Volkare (``state["volkare"]``, his entry among the players),
its variants, the Maze and Labyrinth, cooperative skills, its banners and units, and the keys of a fight
against Volkare or across a wall. They extend the base game's TypedDicts
(`mkref.games.mage_knight.state_types`, which explains EXTENDS, EventType and WRITTEN_BY_BASE).
"""

from typing import Literal, NotRequired, TypedDict, cast

from mkref.games.mage_knight.state_types import (
    BasicColour, CombatState, CombatUnit, EnemyColour, GameState, ManaColour, PlayerState, TurnState, UnitState,
)

EventType = Literal["volkare_turn", "fortitude_attached", "secondary_used"]
LegionVariant = Literal["volkares_camp", "additional_player", "solo_offer_control", "envy_and_pity",
                        "envy_and_pity_intensive", "ghost_attacks"]  # variants_in_game.py IDS
VolkareDoes = Literal["walk", "rest", "attack", "nothing", "overview"]


class VolkareAttack(TypedDict):
    target: str  # the hero a red card attacks, until the fight or the flight


class VolkareTurn(TypedDict):
    """What his last turn did, for the table."""

    card: str | None  # "action:red", "spell:blue", "wound"; None with his deck empty
    does: VolkareDoes
    target: str
    die: ManaColour | Literal[""]  # the rest die's face ("" without one)
    reach: int
    distance: NotRequired[int]


class VolkareState(TypedDict):
    scenario: str
    level: int
    combat_level: str
    race_level: str
    army: dict[EnemyColour, int]  # his face-down troops by colour
    troops: list[str]  # his troop tokens once revealed (enemy ids)
    deck: dict[str, int]  # card key -> copies left
    distance: int | None  # to the Portal; None until the table counts it
    portal_open: bool
    paths: dict[str, str]  # card colour -> direction
    fearful: list[ManaColour]
    fearful_units: list[str]  # the unit in each fearful slot of the offer ("" none)
    defeated: bool
    on_portal: bool
    eliminated: list[str]
    attack: VolkareAttack | None
    last: VolkareTurn | None
    all_eliminated: NotRequired[bool]  # every hero eliminated by the closing Portal (I-42)


class EnvyRound(TypedDict):
    """[V5] Envy and Pity at the end of one round."""

    wound_to: str
    may_heal: list[str]


class CampState(TypedDict):
    """[V1] Volkare's Camp."""

    level: int
    troops: list[str]
    conquered: bool
    pursuit: dict[str, str]  # space -> the player whose shield marks it


class LegionVariants(TypedDict):
    variants: list[LegionVariant]
    rounds: dict[str, EnvyRound]  # by round number
    camp: NotRequired[CampState]


class CoopSkill(TypedDict):
    """A cooperative skill's open secondary effect (A-SKEXP)."""

    owner: str
    skill: str
    turns: list[str]  # the turns begun since it was used


class MazePath(TypedDict):
    """The Maze or Labyrinth entered this turn (A-MAZE)."""

    site: Literal["maze", "labyrinth"]
    key: str
    price: int
    companion: str  # the unit going along ("" none)
    rewards: list[str]


class Pursuit(TypedDict):
    space: str


class VolkareInFight(TypedDict):
    attack: str  # "5 fire"
    die: ManaColour


class LostLegionKeys(TypedDict):
    """A fight against Volkare or across a wall (volkare/tracked_fight.py keys_of)."""

    across_wall: bool
    attacked_by: Literal["player", "volkare", "rampaging"]
    site_fortified: bool
    volkare: NotRequired[VolkareInFight]
    walled: NotRequired[list[str]]  # only these enemies are across a wall


class CampFight(TypedDict):
    troops: list[str]


class LegionGameState(GameState, total=False):
    volkare: VolkareState | None
    lost_legion_variants: LegionVariants | None
    lost_legion_mazes: dict[str, dict[str, str]]  # site -> path price -> the player who marked it
    coop_skills: list[CoopSkill]


class LegionPlayerState(PlayerState, total=False):
    volkare: bool  # Volkare's entry in the round order (no real player)


class LegionUnitState(UnitState, total=False):
    banner: Literal["banner_of_command"]  # the Banner of Command in place of a Command token ([06.3])
    fortitude: int  # the Banner of Fortitude: the round it was last used (0 not yet) ([06.3])
    upkept: bool  # Magic Familiars paid for ([01])


class LegionTurnState(TurnState, total=False):
    maze: MazePath
    pursuit: Pursuit  # [V1] a Pursuit fight
    movement_left: int  # the Move left from the movement phase (lost for a Maze path)
    skexp_seen: bool  # the turn was counted for the open cooperative skills
    reputation_modifier: int  # the interaction's Reputation modifier (Thugs and Heroes, [06.2])
    recruited_here: list[str]  # this interaction's recruits ([06.2])


class LegionCombatUnit(CombatUnit, total=False):
    banner: Literal["fortitude"]  # its Banner of Fortitude is usable in this fight


class LegionCombatState(CombatState, total=False):
    lost_legion: LostLegionKeys
    player: str  # the hero fighting Volkare
    camp: CampFight  # [V1] an assault on the Camp


EXTENDS: dict[type, type] = {
    GameState: LegionGameState, PlayerState: LegionPlayerState, UnitState: LegionUnitState, TurnState: LegionTurnState,
    CombatUnit: LegionCombatUnit, CombatState: LegionCombatState,
}
# table/state.py initial_state sets Volkare and the variants up in every game (None without them); the base's
# interaction and recruit keep what The Lost Legion's sites need, and its combat_started keeps the walls of a
# fight the table said was across a wall, which `combat ... wall` accepts without the expansion too
# (table/player_events.py)
WRITTEN_BY_BASE: dict[type, frozenset[str]] = {
    GameState: frozenset({"volkare", "lost_legion_variants"}),
    TurnState: frozenset({"reputation_modifier", "recruited_here"}),
    CombatState: frozenset({"lost_legion"}),
}


# The narrowing helpers: a hook of parts.Part takes the base's types; The Lost Legion's keys are in the state of a
# game that uses the part (table/state.py and the part's `initial` put Volkare's and the variants' there, its events
# the others, and tests/unit/mage_knight/test_state_types.py checks every state of the example games against these
# extensions), so the part's code reads the state through them.
def legion(state: GameState) -> LegionGameState:
    """The game's state with The Lost Legion's keys."""
    return cast(LegionGameState, state)


def legion_player(player: PlayerState) -> LegionPlayerState:
    """An entry of the round order with The Lost Legion's keys."""
    return cast(LegionPlayerState, player)


def legion_unit(unit: UnitState) -> LegionUnitState:
    """A hero's unit with its banners."""
    return cast(LegionUnitState, unit)


def legion_turn(turn: TurnState) -> LegionTurnState:
    """A turn with The Lost Legion's keys."""
    return cast(LegionTurnState, turn)


def legion_combat(combat: CombatState) -> LegionCombatState:
    """A running fight with The Lost Legion's keys."""
    return cast(LegionCombatState, combat)


_BASIC: dict[str, BasicColour] = {"red": "red", "blue": "blue", "white": "white", "green": "green"}


def basic_colour(name: str) -> BasicColour:
    """A basic colour the table named (its answer to a question whose options are the basic colours)."""
    return _BASIC[name]


_FACES: dict[str, ManaColour] = {"red": "red", "blue": "blue", "white": "white", "green": "green", "gold": "gold", "black": "black"}


def die_face(name: str) -> ManaColour:
    """A mana die's face the table named (its answer to a question whose options are the faces)."""
    return _FACES[name]


_ENEMY_COLOURS: dict[str, EnemyColour] = {
    "green": "green", "grey": "grey", "violet": "violet", "brown": "brown", "red": "red", "white": "white",
}


def enemy_colour(name: str) -> EnemyColour:
    """An enemy token's back colour, as the rules data names it (volkare.toml's army)."""
    return _ENEMY_COLOURS[name]
