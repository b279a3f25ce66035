"""The knight's track: wrath, health and fatigue cubes on one straight track (spec 3.3, pp. 6, 16-20).

Positions grow from the wrath end towards the fatigue end; no cube enters or crosses another's space.
Available wrath W = empty spaces between wrath and health; available fatigue F = empty spaces between
health and fatigue. A wound moves health one space towards fatigue: F - 1, W + 1.
"""

from __future__ import annotations

from dataclasses import dataclass

from .refusals import refuse


@dataclass(frozen=True)
class Track:
    wrath: int
    health: int
    fatigue: int

    @property
    def free_wrath(self) -> int:
        return self.health - self.wrath - 1

    @property
    def free_fatigue(self) -> int:
        return self.fatigue - self.health - 1


def refreshed(start_health: int, fatigue_start: int, village_space: int, wrath_by_space: dict[int, int]) -> Track:
    """The day's refresh (p. 7): health and fatigue on their start spaces, wrath by the village space."""
    if fatigue_start <= start_health:
        raise refuse("fatigue_start", "p. 6", health=start_health, fatigue=fatigue_start)
    return Track(start_health - 1 - wrath_by_space[village_space], start_health, fatigue_start)


def spend_fatigue(track: Track, cost: int) -> Track:
    if cost > track.free_fatigue:
        raise refuse("fatigue_cost", "p. 16", "hint.nearer_row", cost=cost, free=track.free_fatigue)
    return Track(track.wrath, track.health, track.fatigue - cost)


def spend_wrath(track: Track, amount: int) -> Track:
    if amount > track.free_wrath:
        raise refuse("wrath_spend", "p. 16", "hint.wrath_uses", cost=amount, free=track.free_wrath)
    return Track(track.wrath + amount, track.health, track.fatigue)


def wound(track: Track, wounds: int) -> tuple[Track, int, int]:
    """(track, wounds taken, wounds lost): wounds that do not fit before the fatigue cube are lost (p. 19)."""
    taken = max(0, min(wounds, track.free_fatigue))
    return Track(track.wrath, track.health + taken, track.fatigue), taken, max(0, wounds) - taken


def zone(health: int, yellow_from: int, red_from: int) -> str:
    """The colour zone the health cube stands in (p. 20)."""
    if health >= red_from:
        return "red"
    return "yellow" if health >= yellow_from else "green"
