"""Damage and elimination (spec 8.6 and 12, p. 14-15): the events a command's damage leads to. Pure.
What an elimination does to the state is ``state.apply_elimination``."""

from __future__ import annotations

from typing import Literal

from . import data
from .decide_common import Ask, said
from .events import RuneAgeEvent, RuneTakenEvent
from .state import GameState, PlayerState


def threshold() -> int:
    """R-ELIM-01 (p. 14): a Home Realm with 20 damage or more is out."""
    return int(data.limit("elimination_damage"))


def is_eliminated(damage: int) -> bool:
    return damage >= threshold()


def damage_events(state: GameState, ask: Ask, player: int, amount: int, by: int = -1,
                  source: Literal["", "card", "siege", "event"] = "") -> list[RuneAgeEvent]:
    """Place ``amount`` damage on a Home Realm; eliminate at 20 (R-DMG-03). ``by``: the combat's winner
    (a siege), or -1 for damage from an event card (R-RW-01/04, p. 15)."""
    if amount <= 0 or state["players"][player]["out"]:
        return []
    events: list[RuneAgeEvent] = [{"type": "damage", "player": player, "amount": amount, "source": source}]
    total = state["players"][player]["damage"] + amount
    if not is_eliminated(total):
        return events
    events.append({"type": "eliminated", "player": player, "by": by})
    if data.scenario(state["scenario"]).get("dragon_runes") and state["players"][player]["rune"] and by >= 0:
        events.append(rune_handover(state, ask, by))
    return events


def rune_handover(state: GameState, ask: Ask, winner: int, source: Literal["loser", "event"] = "loser") -> RuneTakenEvent:
    """R-RW-01/02 (p. 15): the winner takes the loser's Dragon Rune (``source`` "loser"), or an event card
    (Discovery of a Dragon Rune) gives one ("event"); he keeps one of his two as active card."""
    me = state["players"][winner]
    keep: Literal["old", "new"] = "new"
    if me["rune"]:
        names = (("old", said("rune_old"), "alt", "erste"), ("new", said("rune_new"), "neu", "neue"))
        keep = "old" if ask.choose("rune", said("ask_rune", name=me["name"]), ("old", "new"), names) == "old" else "new"
    return {"type": "rune_taken", "player": winner, "keep": keep, "source": source}


def danger(p: PlayerState) -> int:
    """Damage still needed to put this player out."""
    return max(0, threshold() - int(p["damage"]))
