"""End of the game and "Your Story" scoring (spec 19, p. 22)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

SET_BONUS = (0, 0, 1, 3, 6, 10, 15, 21)  # rules/knight-tales/game.toml [scoring]; checked by a test
CATEGORIES = ("market_vp", "market_set", "monster_vp", "monster_set", "quests", "renown", "gold")


@dataclass(frozen=True)
class Holdings:
    """What one player owns at the end: (type, points) per card, quest and renown points, gold."""

    name: str
    market: Sequence[tuple[str, int]] = ()  # trophies included, type "trophy"
    monsters: Sequence[tuple[str, int]] = ()  # type "orc minion", "beast champion", "boss"
    quests: Sequence[int] = ()  # the VP printed for each quest slot holding this player's crest
    renown: Sequence[int] = ()  # the zone VP of each night's renown crest
    gold: int = 0


@dataclass
class Score:
    name: str
    points: dict[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.points.values())


def set_bonus(types: int, table: Sequence[int] = SET_BONUS) -> int:
    """Points for owning this many different types (p. 22): 0 0 1 3 6 10 15 21."""
    return table[min(types, len(table) - 1)]


def score(player: Holdings, gold_per_point: int = 3, table: Sequence[int] = SET_BONUS) -> Score:
    return Score(player.name, {
        "market_vp": sum(vp for _, vp in player.market),
        "market_set": set_bonus(len({kind for kind, _ in player.market}), table),
        "monster_vp": sum(vp for _, vp in player.monsters),
        "monster_set": set_bonus(len({kind for kind, _ in player.monsters}), table),
        "quests": sum(player.quests),
        "renown": sum(player.renown),
        "gold": player.gold // gold_per_point,
    })


def winners(scores: Sequence[Score]) -> list[str]:
    """The legendary knight(s): the most points; a tie shares the title (I-21)."""
    if not scores:
        return []
    best = max(s.total for s in scores)
    return [s.name for s in scores if s.total == best]


def monster_type(faction: str, kind: str) -> str:
    """The 7 monster types for the set (p. 13, p. 22): 'orc minion' ... and 'boss' for every boss."""
    return "boss" if kind == "boss" else f"{faction} {kind}"


def quest_points(slots: Mapping[str, Sequence[str]], vp: Mapping[str, Sequence[int]], player: str) -> list[int]:
    """VP of every quest slot the player's crest holds (p. 7-8, p. 22)."""
    out = []
    for quest, players in slots.items():
        if player in players:
            i = list(players).index(player)
            points = vp.get(quest, ())
            out.append(points[i] if i < len(points) else 0)
    return out
