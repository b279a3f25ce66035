"""The battlefield (spec 3, 8, 10.9, 12-14; pp. 11-12, 20-25): lanes as lists front to back, revealing
with "goes to the back", monster effects on an attack, the boss's movement, lane and village damage
and the monster damage at the end of the night. Pure functions over plain values."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .combat import Change

LANES = ("a", "b", "c")  # left, middle, right (I-20: processed left to right)
ROWS = (1, 2, 3)
FOREST = 4  # the boss's place before it enters row 3


@dataclass(frozen=True)
class Defences:
    barricade: bool = True
    palisades: int = 2

    @property
    def hit_points(self) -> int:
        return int(self.barricade) + self.palisades


def goes_back(lane: list[Any], index: int) -> list[Any]:
    """A monster that 'goes to the back' moves behind the last monster of its lane; the others move up (p. 12)."""
    moved = list(lane)
    moved.append(moved.pop(index))
    return moved


def row_has_monster(lanes: Mapping[str, Sequence[Any]], row: int) -> bool:
    return any(len(monsters) >= row for monsters in lanes.values())


def boss_rows_entered(position: int, lanes: Mapping[str, Sequence[Any]]) -> list[int]:
    """Every row the boss moves into now, one at a time (p. 24, I-15): it advances while the row ahead
    holds no minion or champion."""
    entered = []
    while position > 1 and not row_has_monster(lanes, position - 1):
        position -= 1
        entered.append(position)
    return entered


def effects_on(lanes: Mapping[str, Sequence[Mapping[str, Any]]], lane: str, row: int, card: Callable[[str], Mapping[str, Any]],
               include_self: bool = False, face_down_count: bool = False) -> tuple[list[Change], dict[str, int]]:
    """Step 1 (p. 15): the dice changes and markers that the target's own effect, the row effects of its
    row and the lane effects of its lane add. Only face-up monsters have effects (I-14)."""
    changes: list[Change] = []
    markers = {"sword": 0, "shield": 0}
    target = lanes[lane][row - 1]
    for lane_id, monsters in lanes.items():
        for index, monster in enumerate(monsters):
            if not (monster.get("face_up") or face_down_count) or not monster.get("card"):
                continue
            data = card(str(monster["card"]))
            effect = data.get("effect")
            if not isinstance(effect, Mapping):
                continue
            scope = effect.get("scope")
            is_target = monster is target
            same_row = index == row - 1 and (lane_id != lane or include_self)
            same_lane = lane_id == lane and (index != row - 1 or include_self)
            if (scope == "self" and is_target) or (scope == "row" and same_row) or (scope == "lane" and same_lane):
                name = str(data.get("name", {}).get("en", monster["card"])) if isinstance(data.get("name"), Mapping) else str(monster["card"])
                for kind in ("black", "red"):
                    if effect.get(kind):
                        changes.append(Change(kind, int(effect[kind]), name, 1))
                for kind in ("sword", "shield"):
                    markers[kind] += int(effect.get(kind, 0))
    return changes, markers


def lane_hit(defences: Defences, points: int, barricade_first: bool = True) -> tuple[Defences, list[str], int]:
    """Lane damage (p. 21, p. 25): each point removes a barricade or palisade; what the lane cannot
    absorb hits the village. Returns (defences, pieces removed, village hits)."""
    barricade, palisades = defences.barricade, defences.palisades
    removed: list[str] = []
    village = 0
    for _ in range(points):
        if barricade and (barricade_first or palisades == 0):
            barricade = False
            removed.append("barricade")
        elif palisades:
            palisades -= 1
            removed.append("palisade")
        elif barricade:
            barricade = False
            removed.append("barricade")
        else:
            village += 1
    return Defences(barricade, palisades), removed, village


def monster_lane_damage(kind: str, printed: int | None, use_printed: bool = True) -> int:
    """A survivor's lane damage (p. 21): printed value (I-29), else minion 1 / champion 2."""
    if printed is not None and use_printed:
        return printed
    return {"minion": 1, "champion": 2}.get(kind, 0)


def night_damage(survivors: Mapping[str, Sequence[int]], boss_alive: bool) -> dict[str, int]:
    """Damage per lane at the end of the night (p. 21): each survivor hits its own lane, a surviving
    boss 1 to every lane."""
    return {lane: sum(survivors.get(lane, ())) + (1 if boss_alive else 0) for lane in LANES}


def grid_position(word: str) -> tuple[str, int] | None:
    """'a1', 'B3', '1a' -> ('a', 1); None when the word is no grid position."""
    text = word.strip().lower()
    if len(text) != 2:
        return None
    lane, row = (text[0], text[1]) if text[0].isalpha() else (text[1], text[0])
    if lane in LANES and row.isdecimal() and int(row) in ROWS:
        return lane, int(row)
    return None


def neighbours(lane: str, row: int) -> list[tuple[str, int]]:
    """Orthogonal neighbours on the 3x3 grid (I-19)."""
    i = LANES.index(lane)
    out = [(LANES[j], row) for j in (i - 1, i + 1) if 0 <= j < 3]
    return out + [(lane, r) for r in (row - 1, row + 1) if 1 <= r <= 3]
