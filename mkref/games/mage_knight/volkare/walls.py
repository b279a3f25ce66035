"""Walls: A-MOVECOST, A-PROVOKE and A-FORT ([07.1], [10.1], [13.2]; spec §2.12).

A wall lies on the edge between two spaces. These functions take what the map knows (a wall on this edge,
which spaces are adjacent) as plain values, so the tracked game and a combat sheet share them.
"""

from __future__ import annotations

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.volkare.data import Settings, expansion, settings
from mkref.games.mage_knight.volkare.messages import MESSAGES

REF = "[07.1]"
STARTERS = ("player", "rampaging", "volkare")


def move_cost(
    terrain_cost: int | None, reductions: int = 0, wall: bool = False, space_bending: bool = False,
) -> int:
    """A-MOVECOST: one normal step. Reductions lower the terrain cost (not below 0), never the wall's +1.

    `terrain_cost` None means the space cannot be entered (lake, mountain, unrevealed: [07]).
    Space Bending ignores the wall surcharge (R07.1-5).
    """
    if terrain_cost is None:
        raise RuleViolation(MESSAGES.said("v.impassable"), MESSAGES.said("v.impassable_why"), ref="[07]")
    if reductions < 0:
        raise InvalidInput(MESSAGES.said("v.negative"))
    terrain = max(0, terrain_cost - reductions)
    surcharge = expansion().wall_surcharge if wall and not space_bending else 0
    return terrain + surcharge


def direct_move_cost(effect_cost: int) -> int:
    """R07.1-4: moving by an effect that moves you a number of spaces pays only the effect: no wall surcharge."""
    return effect_cost


def provokes(
    from_adjacent: bool, to_adjacent: bool, wall_to_enemy: bool, wall_from_enemy: bool = False,
    mover: str = "hero", rules: Settings | None = None,
) -> bool:
    """A-PROVOKE: does a step from P to Q provoke a rampaging enemy E?

    Both P and Q must be adjacent to E (a wall does not remove adjacency). No provoking into a space walled off
    from E (R07.1-7). I-13 (setting provoke_from_walled_space): a step from a walled-off P into an open Q
    provokes by default. Volkare never provokes ([13.1]).
    """
    rules = rules or settings()
    if mover == "volkare" or not (from_adjacent and to_adjacent):
        return False
    if wall_to_enemy:
        return False
    return not (wall_from_enemy and not rules.provoke_from_walled_space)


def fortification(
    *, site_fortified: bool = False, started_by: str = "player", across_wall: bool = False,
    token_fortified: bool = False, token_unfortified: bool = False, ignore_fortification: bool = False,
    rampaging: bool = False,
) -> int:
    """A-FORT: the fortification level f of one enemy in one combat.

    +1 for a fortified site it defends (a rampaging enemy drawn into an assault gets none), +1 when the PLAYER
    started the combat across a wall (never when Volkare or a rampaging enemy attacks across it: R07.1-13),
    +1 for the Fortified ability. Unfortified, and effects that ignore fortification, make it 0.
    """
    if started_by not in STARTERS:
        raise InvalidInput(MESSAGES.said("v.starter", starter=started_by), MESSAGES.said("v.expected", names=", ".join(STARTERS)), ref=REF)
    if token_unfortified or ignore_fortification:
        return 0
    player_started = started_by == "player"
    level = int(site_fortified and not rampaging and player_started)
    level += int(across_wall and player_started)
    return level + int(token_fortified)


def ranged_targets(level: int, rules: Settings | None = None) -> str:
    """What may target an enemy of fortification `level` in the Ranged and Siege phase (A-FORT step 7).

    0: ranged or siege; 1: siege only; 2 or more: nothing (I-14: triple behaves as double).
    """
    if level <= 0:
        return "ranged_or_siege"
    return "siege_only" if level == 1 else "none"


def check_wall(edge_has_wall: bool, claimed: bool) -> None:
    """Refuse 'across a wall' on an edge that has none ([07.1])."""
    if claimed and not edge_has_wall:
        raise RuleViolation(MESSAGES.said("v.no_wall"), MESSAGES.said("v.no_wall_why"), ref=REF)
