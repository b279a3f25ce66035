"""Combat arithmetic shared by the tracked game and the sheets (spec 8, p. 9-14). Pure.

An army is a list of card dicts: ``{"card": id, "name": str, "unit": bool, "strength": int, "bonus": int,
"wounded": bool, "destroyed": bool, "protected": bool}``. Destroyed cards leave the total at once
(R-CMB-10, p. 14); wounded ones still count and die at the end of combat (R-DW-02).
"""

from __future__ import annotations

from typing import Any

ATTACKER, DEFENDER = "attacker", "defender"


def new_card(card: str, name: str, unit: bool, strength: int) -> dict[str, Any]:
    return {"card": card, "name": name, "unit": unit, "strength": strength, "bonus": 0, "wounded": False, "destroyed": False, "protected": False}


def total(army: list[dict[str, Any]], extra: int = 0) -> int:
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


def other(side: str) -> str:
    return DEFENDER if side == ATTACKER else ATTACKER


def after_play(side: str, passed: dict[str, bool]) -> str:
    """R-SIE-02 (p. 12): after a card the other side plays, unless it has passed; then the same side goes on."""
    return side if passed[other(side)] else other(side)


def after_pass(side: str, passed: dict[str, bool]) -> str:
    """Who plays after ``side`` passed ('' when both have passed: deployment is over)."""
    return "" if passed[other(side)] else other(side)


def casualty_choices(army: list[dict[str, Any]]) -> list[int]:
    """R-ATT-02..05 (p. 9): units still in the combat that no ability protects; tactics are never casualties."""
    return [i for i, c in enumerate(army) if c["unit"] and not c["destroyed"] and not c["protected"]]


def fallen(army: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """R-BAT-07 / R-SIE-05 (p. 10, 12): destroyed cards and the wounded, who die at the end of combat."""
    return [c for c in army if c["destroyed"] or c["wounded"]]


def survivors(army: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [c for c in army if not c["destroyed"] and not c["wounded"]]


def find_in_army(army: list[dict[str, Any]], card: str, living: bool = True) -> int | None:
    """The first card ``card`` of an army (not destroyed when ``living``), preferring unwounded ones."""
    hits = [i for i, c in enumerate(army) if c["card"] == card and not (living and c["destroyed"])]
    if not hits:
        return None
    unwounded = [i for i in hits if not army[i]["wounded"]]
    return (unwounded or hits)[0]
