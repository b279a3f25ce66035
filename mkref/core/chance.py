"""Dice and draws as questions to the table.

Rule code never rolls. When a command needs a die roll or a draw, ``Game.decide`` raises
``NeedAnswer`` carrying a ``Request``: what is asked and which answers are possible. The shell
answers it -- by asking the person (with completion over ``Request.options``), from a flag or a
sheet, or by rolling/drawing with the save's seeded RNG (``roll``, shell side only) -- puts the
answer into ``Command.answers[request.key]`` and calls ``decide`` again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mkref.core.errors import InvalidInput, MkrefError
from mkref.core.names import fold


@dataclass(frozen=True)
class Request:
    """A question to the table.

    key      -- where the answer goes in ``Command.answers``.
    prompt   -- what to ask ("Source: the faces of 3 dice").
    options  -- every answer that can come up (completion, validation).
    count    -- how many answers (dice rolled, tokens drawn).
    synonyms -- other words accepted for an option (German names, display names).
    weights  -- for a draw from a tracked pile: how many of each option are in it (same order as
                options); drawing is then without replacement. None: every option equally likely
                and independent (dice).
    """

    key: str
    prompt: str
    options: tuple[str, ...]
    count: int = 1
    weights: tuple[int, ...] | None = None
    synonyms: tuple[tuple[str, str], ...] = ()  # other words for an option, e.g. German names: ("rot", "red")

    def parse(self, text: str) -> list[str]:
        """Read an answer typed at the table: ``count`` words, each one of ``options``."""
        words = text.replace(",", " ").split()
        if len(words) != self.count:
            raise InvalidInput(
                f"{self.prompt}: expected {self.count} answer(s), got {len(words)}",
                hint="Possible answers: " + ", ".join(self.options),
            )
        folded = {fold(o): o for o in self.options}
        for word, option in self.synonyms:
            if option in self.options:
                folded.setdefault(fold(word), option)
        values: list[str] = []
        for word in words:
            key = fold(word)
            hit = folded.get(key) or next((o for k, o in folded.items() if k.startswith(key) and key), None)
            if hit is None:
                raise InvalidInput(f"'{word}' cannot come up here", hint="Possible answers: " + ", ".join(self.options))
            values.append(hit)
        if self.weights is not None:
            left = dict(zip(self.options, self.weights, strict=True))
            for v in values:
                left[v] -= 1
                if left[v] < 0:
                    raise InvalidInput(f"'{v}' cannot be drawn that often", "the pile does not hold that many")
        return values

    def as_dict(self) -> dict[str, Any]:
        return {"key": self.key, "prompt": self.prompt, "options": list(self.options), "count": self.count}


class NeedAnswer(MkrefError):
    """Raised by ``decide`` when a command needs a roll or a draw the table has not given yet."""

    def __init__(self, request: Request) -> None:
        super().__init__(f"{request.prompt} needed", hint="Type the answer, or 'roll' to let mkref roll/draw")
        self.request = request


def roll(request: Request, rng: Any) -> list[str]:
    """Answer a request with ``rng`` (a ``random.Random``); called by shells only."""
    if request.weights is None:
        return [rng.choice(request.options) for _ in range(request.count)]
    bag = [o for o, n in zip(request.options, request.weights, strict=True) for _ in range(n)]
    if len(bag) < request.count:
        raise InvalidInput(f"{request.prompt}: cannot draw {request.count}", f"only {len(bag)} left")
    return list(rng.sample(bag, request.count))


def seeded_rng(seed: int, index: int) -> Any:
    """The save's RNG for the command at event ``index``: the same save rolls the same way."""
    import random

    return random.Random(seed * 1_000_003 + index)
