"""Mana paid and checked (p. 5): the Source dice, crystals in the Inventory, mana tokens in the play area.

A player's mana is a plain dict (`Mana`): crystals {colour: n} (at most 3 per basic colour), tokens {colour: n}
(pure mana of this turn), dice [colours taken from the Source this turn], extra_dice (more dice a card
allows this turn). The Source itself is the game's list of die colours; a die taken is removed from it
and comes back rerolled at the end of the turn (the tracked game does that).

`pay` takes one mana for a need ("red", "black", ...) from a named place ("die", "crystal", "token")
and colour, and refuses what the rules forbid: black by Day, gold at Night, a second die without a card
that allows it, gold for a colour still in the Source under the mana-friendly variant (p. 16).
"""

from __future__ import annotations

import copy
from typing import TypedDict

from mkref.games.mage_knight.cards.effects import BASIC_COLOURS
from mkref.games.mage_knight.cards.messages import colour_named, refuse


class Mana(TypedDict):
    """A player's mana as the rules see it (see above)."""

    crystals: dict[str, int]
    tokens: dict[str, int]
    dice: list[str]
    extra_dice: int


CRYSTAL_LIMIT = 3  # p. 5 §1b
PLACES = {"die": "die", "würfel": "die", "wuerfel": "die", "wurfel": "die", "crystal": "crystal", "kristall": "crystal",
          "token": "token", "marker": "token", "manamarker": "token"}
COLOUR_WORDS = {
    "red": "red", "rot": "red", "blue": "blue", "blau": "blue", "white": "white", "weiß": "white", "weiss": "white",
    "green": "green", "grün": "green", "gruen": "green", "grun": "green", "weis": "white", "gold": "gold", "golden": "gold", "black": "black", "schwarz": "black",
}


def new(crystals: dict[str, int] | None = None) -> Mana:
    return {"crystals": dict(crystals or {}), "tokens": {}, "dice": [], "extra_dice": 0}


def parse_source(text: str, lang: str = "en") -> tuple[str, str]:
    """'die red', 'Kristall blau', 'token gold' -> (place, colour)."""
    words = text.lower().split()
    if len(words) != 2 or words[0] not in PLACES or words[1] not in COLOUR_WORDS:
        raise refuse("mana_source", "p. 5", lang, text=text)
    return PLACES[words[0]], COLOUR_WORDS[words[1]]


def usable(colour: str, day: bool, lang: str = "en") -> None:
    """Black mana is never usable by Day, gold never at Night (p. 5 §2)."""
    if colour == "black" and day:
        raise refuse("black_by_day", "p. 5", lang)
    if colour == "gold" and not day:
        raise refuse("gold_at_night", "p. 5", lang)


def pays_for(paid: str, need: str, day: bool) -> bool:
    """Whether mana of colour `paid` counts as `need`: the same colour, or gold by Day for a basic colour."""
    return paid == need or (paid == "gold" and day and need in BASIC_COLOURS)


def pay(mana: Mana, source: list[str], need: str, place: str, colour: str, day: bool, *, card: str = "",
        mana_friendly: bool = False, lang: str = "en") -> tuple[Mana, list[str]]:
    """One mana for `need`, taken from `place`; returns the new mana state and the Source left."""
    usable(colour, day, lang)
    if not pays_for(colour, need, day):
        raise refuse("mana_wrong", "p. 4", lang, card=card, need=colour_named(need), paid=colour_named(colour))
    after = copy.deepcopy(mana)
    left = list(source)
    if place == "die":
        _take_die(after, left, need, colour, day, mana_friendly, lang)
    elif place == "crystal":
        if after["crystals"].get(colour, 0) < 1:
            raise refuse("no_crystal", "p. 5", lang, colour=colour_named(colour))
        after["crystals"][colour] -= 1
    else:
        if after["tokens"].get(colour, 0) < 1:
            raise refuse("no_token", "p. 5", lang, colour=colour_named(colour))
        after["tokens"][colour] -= 1
    return after, left


def dice_allowed(mana: Mana) -> int:
    return 1 + int(mana["extra_dice"])  # one die a turn unless a card allows more (p. 5 §3)


def _take_die(after: Mana, left: list[str], need: str, colour: str, day: bool, friendly: bool, lang: str) -> None:
    if len(after["dice"]) >= dice_allowed(after):
        raise refuse("second_die", "p. 5", lang, used=len(after["dice"]))
    if colour not in left:
        raise refuse("die_not_in_source", "p. 5", lang, colour=colour_named(colour), dice=", ".join(left) or "-")
    if friendly and colour == "gold" and need in left:
        raise refuse("mana_friendly_gold", "p. 16", lang, colour=colour_named(need))
    left.remove(colour)
    after["dice"].append(colour)


def gain_token(mana: Mana, colour: str, count: int = 1) -> Mana:
    after = copy.deepcopy(mana)
    after["tokens"][colour] = after["tokens"].get(colour, 0) + count
    return after


def gain_crystal(mana: Mana, colour: str, effect: bool = True) -> tuple[Mana, str]:
    """A crystal into the Inventory. At 3 an effect gives a mana token instead (p. 5 §2); a reward or a
    mine gives nothing (p. 11). Returns the new state and what was gained: crystal, token or nothing."""
    if mana["crystals"].get(colour, 0) < CRYSTAL_LIMIT:
        after = copy.deepcopy(mana)
        after["crystals"][colour] = after["crystals"].get(colour, 0) + 1
        return after, "crystal"
    if effect:
        return gain_token(mana, colour), "token"
    return copy.deepcopy(mana), "nothing"


def end_turn(mana: Mana) -> tuple[Mana, list[str]]:
    """Tokens left in the play area are lost; the dice taken go back to be rerolled (p. 5 §§1a, 3a)."""
    after = copy.deepcopy(mana)
    dice = after["dice"]
    after.update({"tokens": {}, "dice": [], "extra_dice": 0})
    return after, dice
