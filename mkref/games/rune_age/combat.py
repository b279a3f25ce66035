"""Combat arithmetic shared by the tracked game and the sheets (spec 8, p. 9-14). Pure.

An army is a list of ``CombatCard`` dicts (card id, name, unit, strength, bonus, wounded, destroyed,
protected); a tracked game's cards also name their owner (``ArmyCard``). Destroyed cards leave the total at once
(R-CMB-10, p. 14); wounded ones still count and die at the end of combat (R-DW-02).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, Literal, TypedDict, TypeVar

Side = Literal["attacker", "defender"]
ATTACKER: Final = "attacker"
DEFENDER: Final = "defender"


class CombatCard(TypedDict):
    """A card in an army: its id, the name shown, its printed strength and what happened to it."""

    card: str
    name: str
    unit: bool  # a unit (a tactic is never a casualty, p. 9)
    strength: int
    bonus: int  # its modifiers (R-CMB-10)
    wounded: bool
    destroyed: bool
    protected: bool


class ArmyCard(CombatCard):
    """A card of a tracked combat: its owner is a player's seat."""

    owner: int


Card = TypeVar("Card", bound=CombatCard)


def new_card(card: str, name: str, unit: bool, strength: int) -> CombatCard:
    return {"card": card, "name": name, "unit": unit, "strength": strength, "bonus": 0, "wounded": False, "destroyed": False, "protected": False}


def total(army: Sequence[CombatCard], extra: int = 0) -> int:
    """R-CMB-10: every card not destroyed, with its modifiers (wounded cards count, p. 14); A-24: plain integers."""
    return int(sum(c["strength"] + c["bonus"] for c in army if not c["destroyed"])) + extra


def _tie(kind: str) -> str:
    from .data import game

    return str(game()["outcomes"][kind]["tie"])


def army_wins_battle(s_army: int, s_target: int) -> bool:
    """R-BAT-05 (p. 10): the greater total wins; a tie goes to the player's army (game.toml [outcomes.battle])."""
    return s_army > s_target or (s_army == s_target and _tie("battle") == "army")


def attacker_wins_siege(s_att: int, s_def: int) -> bool:
    """R-SIE-03 (p. 12): the greater total wins; a tie goes to the defender (game.toml [outcomes.siege])."""
    return s_att > s_def or (s_att == s_def and _tie("siege") == "attacker")


def damage(stronger: int, weaker: int) -> int:
    """R-DMG-01/02 (p. 11, p. 12): the difference, never below 0."""
    return max(0, stronger - weaker)


def other(side: str) -> Side:
    return DEFENDER if side == ATTACKER else ATTACKER


def after_play(side: Side, passed: Mapping[Side, bool]) -> Side:
    """R-SIE-02 (p. 12): after a card the other side plays, unless it has passed; then the same side goes on."""
    return side if passed[other(side)] else other(side)


def after_pass(side: Side, passed: Mapping[Side, bool]) -> Side | Literal[""]:
    """Who plays after ``side`` passed ('' when both have passed: deployment is over)."""
    return "" if passed[other(side)] else other(side)


def casualty_choices(army: Sequence[CombatCard]) -> list[int]:
    """R-ATT-02..05 (p. 9): units still in the combat that no ability protects; tactics are never casualties."""
    return [i for i, c in enumerate(army) if c["unit"] and not c["destroyed"] and not c["protected"]]


def fallen(army: Sequence[Card]) -> list[Card]:
    """R-BAT-07 / R-SIE-05 (p. 10, 12): destroyed cards and the wounded, who die at the end of combat."""
    return [c for c in army if c["destroyed"] or c["wounded"]]


def survivors(army: Sequence[Card]) -> list[Card]:
    return [c for c in army if not c["destroyed"] and not c["wounded"]]


def find_in_army(army: Sequence[CombatCard], card: str, living: bool = True) -> int | None:
    """The first card ``card`` of an army (not destroyed when ``living``), preferring unwounded ones."""
    hits = [i for i, c in enumerate(army) if c["card"] == card and not (living and c["destroyed"])]
    if not hits:
        return None
    unwounded = [i for i in hits if not army[i]["wounded"]]
    return (unwounded or hits)[0]
