"""Tracked piles: a physical pile whose composition is known (enemy tokens, ruins, decks, tiles).

A ``Pile`` is a plain value: what is still in the pile, what is out (on the map, in hands), and
what was discarded. Every operation returns a new ``Pile``; a draw that cannot happen is refused.
When the pile is empty, ``draw`` reshuffles the discard back in first (the caller decides whether
the game allows that; ``reshuffle=False`` refuses instead).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from mkref.core.chance import Request
from mkref.core.errors import InvalidInput, RuleViolation


def _counts(items: dict[str, int]) -> dict[str, int]:
    return {k: v for k, v in sorted(items.items()) if v > 0}


@dataclass(frozen=True)
class Pile:
    name: str
    contents: dict[str, int] = field(default_factory=dict)  # in the pile, face down
    out: dict[str, int] = field(default_factory=dict)  # drawn and in play
    discard: dict[str, int] = field(default_factory=dict)

    @classmethod
    def of(cls, name: str, contents: dict[str, int]) -> Pile:
        return cls(name, _counts(contents))

    # -- queries -------------------------------------------------------------------------------
    def size(self) -> int:
        return sum(self.contents.values())

    def total(self) -> int:
        return self.size() + sum(self.out.values()) + sum(self.discard.values())

    def known(self) -> set[str]:
        return set(self.contents) | set(self.out) | set(self.discard)

    def odds(self) -> dict[str, Fraction]:
        """The chance of each item on the next draw (after a reshuffle if the pile is empty)."""
        source = self.contents or self.discard
        total = sum(source.values())
        return {k: Fraction(v, total) for k, v in source.items()} if total else {}

    def request(self, key: str, prompt: str, count: int = 1) -> Request:
        source = self.contents or self.discard
        return Request(key, prompt, tuple(source), count, tuple(source.values()))

    # -- changes -------------------------------------------------------------------------------
    def reshuffled(self) -> Pile:
        merged = Counter(self.contents)
        merged.update(self.discard)
        return Pile(self.name, _counts(dict(merged)), dict(self.out), {})

    def draw(self, item: str, reshuffle: bool = True, ref: str = "") -> Pile:
        """``item`` was drawn. Refused when it cannot be in this pile."""
        pile = self
        if not pile.contents and reshuffle and pile.discard:
            pile = pile.reshuffled()
        if item not in pile.known() and item not in pile.contents:
            raise InvalidInput(f"'{item}' is not part of the {self.name} pile", ref=ref)
        if pile.contents.get(item, 0) <= 0:
            where = "all drawn already" if pile.out.get(item) else "none left in the pile"
            raise RuleViolation(f"Cannot draw '{item}' from the {self.name} pile", where, ref=ref)
        contents = dict(pile.contents)
        contents[item] -= 1
        out = Counter(pile.out)
        out[item] += 1
        return Pile(self.name, _counts(contents), _counts(dict(out)), dict(pile.discard))

    def discard_item(self, item: str, ref: str = "") -> Pile:
        """An item in play goes to the discard pile."""
        if self.out.get(item, 0) <= 0:
            raise RuleViolation(f"'{item}' is not in play from the {self.name} pile", ref=ref)
        out = dict(self.out)
        out[item] -= 1
        discard = Counter(self.discard)
        discard[item] += 1
        return Pile(self.name, dict(self.contents), _counts(out), _counts(dict(discard)))

    def returned(self, item: str) -> Pile:
        """An item in play goes back into the pile (shuffled in)."""
        if self.out.get(item, 0) <= 0:
            raise RuleViolation(f"'{item}' is not in play from the {self.name} pile")
        out = dict(self.out)
        out[item] -= 1
        contents = Counter(self.contents)
        contents[item] += 1
        return Pile(self.name, _counts(dict(contents)), _counts(out), dict(self.discard))

    def as_dict(self) -> dict[str, Any]:
        return {"name": self.name, "contents": dict(self.contents), "out": dict(self.out), "discard": dict(self.discard)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Pile:
        return cls(data["name"], dict(data.get("contents", {})), dict(data.get("out", {})), dict(data.get("discard", {})))
