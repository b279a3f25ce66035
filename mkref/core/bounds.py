"""What a number may be, by key: one table for every file mkref reads (sheets, army files, rules, saves).

A number in a file is checked once, when the file is read, against this table by the last part of its
key (``players[0].fame`` is checked as ``fame``): a key listed here must be a whole number in its range;
any other number must be finite and within ``LIMIT`` either way. So ``10**30``, ``nan``, ``inf`` and
``2.5`` where a count belongs are refused with the file, the key and the line before any game code
sees them (an army of ``10**30`` warriors would otherwise exhaust the memory).

The ranges are generous (they stop absurd values, the games' own checks still apply the rules) and
hold for every game: a key means the same thing in all of them. A game whose key needs another range
adds it here, with the reason.
"""

from __future__ import annotations

import re

from mkref.core.record import Record


class Bound(Record):  # a Record, not a dataclass: defining a dataclass costs every command ~0.5 ms at start
    low: int
    high: int
    why: str = ""


LIMIT = 1_000_000  # any number, any key: nothing on a table comes near it

NUMBER_BOUNDS: dict[str, Bound] = {
    # counts of things that are built one by one (an army's warriors, tokens, cards)
    "count": Bound(0, 99, "no army or pile holds more than 99 of one thing"),
    "points": Bound(-10_000, 10_000, "army points; scoring points per item (a wound scores -2)"),
    # Fame, reputation, level and the like (Mage Knight, both games)
    "fame": Bound(0, 9_999, "Fame is never negative (a Fame track of 0 and up)"),
    "fame_bonus": Bound(0, 9_999),
    "level": Bound(0, 99),
    "reputation": Bound(-99, 99),
    "armor": Bound(0, 99),
    "attack": Bound(0, 999),
    "wounds": Bound(-99, 99, "a change of wounds: taken (+) or healed (-)"),
    "hand_limit": Bound(0, 99),
    "command_tokens": Bound(0, 99),
    "players": Bound(0, 99),
    "round": Bound(0, 99),
    "cost": Bound(-999, 999),
    "amount": Bound(-9_999, 9_999),
    "change": Bound(-99, 99),
    "seed": Bound(-(2**63), 2**63 - 1, "a save's seed"),
    "format_version": Bound(0, 999),
}


def bound_for(key: str) -> Bound | None:
    return NUMBER_BOUNDS.get(key)


_DIGITS = re.compile(r"\d+")


def check_typed(text: str) -> None:
    """Refuse a typed line (a command at the prompt, an answer to a question) holding a number beyond ``LIMIT``.

    Typed numbers go through the same limit as numbers in files, before any game code converts them: a
    number of thousands of digits would otherwise stop Python's ``int()`` (over 4,300 digits) or ask for
    ten thousand warriors. The digits are measured, not converted, so any length is refused at once."""
    for found in _DIGITS.finditer(text):
        digits = found.group()
        if len(digits) > 12 or int(digits) > LIMIT:  # twelve digits convert in no time; leading zeros count too
            from mkref.core.errors import InvalidInput
            from mkref.core.messages import SHELL

            shown = digits if len(digits) <= 12 else SHELL.said("long_number", start=digits[:6], digits=len(digits))
            raise InvalidInput(SHELL.said("number_too_big", number=shown), SHELL.said("number_limit", limit=LIMIT))
