"""Axial hex geometry for Volkare's walk over the whole map shape (I-21: explored or not).

Pointy-topped hexes in the frame of tiles.toml: NE (1,-1), E (1,0), SE (0,1), SW (-1,1), W (-1,0), NW (0,-1).
"""

from __future__ import annotations

Hex = tuple[int, int]

STEPS: dict[str, Hex] = {"NE": (1, -1), "E": (1, 0), "SE": (0, 1), "SW": (-1, 1), "W": (-1, 0), "NW": (0, -1)}
CLOCKWISE = ("NE", "E", "SE", "SW", "W", "NW")


def step(h: Hex, direction: str) -> Hex:
    dq, dr = STEPS[direction]
    return (h[0] + dq, h[1] + dr)


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def neighbours(h: Hex) -> list[Hex]:
    """In clockwise order from north-east."""
    return [step(h, d) for d in CLOCKWISE]
