"""Damage and elimination (spec 8.6 and 12, p. 14-15). Pure."""

from __future__ import annotations

from typing import Any

from mkref.core.events import Event

from . import data
from .common import Ask, State
from .messages import text


def threshold() -> int:
    """R-ELIM-01 (p. 14): a Home Realm with 20 damage or more is out."""
    return int(data.limit("elimination_damage"))


def is_eliminated(damage: int) -> bool:
    return damage >= threshold()


def damage_events(state: State, ask: Ask, player: int, amount: int, by: int = -1, source: str = "") -> list[Event]:
    """Place ``amount`` damage on a Home Realm; eliminate at 20 (R-DMG-03). ``by``: the combat's winner
    (a siege), or -1 for damage from an event card (R-RW-01/04, p. 15)."""
    if amount <= 0 or state["players"][player]["out"]:
        return []
    events: list[Event] = [{"type": "damage", "player": player, "amount": amount, "source": source}]
    total = state["players"][player]["damage"] + amount
    if not is_eliminated(total):
        return events
    events.append({"type": "eliminated", "player": player, "by": by})
    if data.scenario(state["scenario"]).get("dragon_runes") and state["players"][player]["rune"] and by >= 0:
        events.append(rune_handover(state, ask, by))
    return events


def rune_handover(state: State, ask: Ask, winner: int, source: str = "loser") -> Event:
    """R-RW-01/02 (p. 15): the winner takes the loser's Dragon Rune (``source`` "loser"), or an event card
    (Discovery of a Dragon Rune) gives one ("event"); he keeps one of his two as active card."""
    me = state["players"][winner]
    keep = "new"
    if me["rune"]:
        names = (("old", text("rune_old", ask.lang), "alt", "erste"), ("new", text("rune_new", ask.lang), "neu", "neue"))
        keep = ask.choose("rune", text("ask_rune", ask.lang, name=me["name"]), ("old", "new"), names)
    return {"type": "rune_taken", "player": winner, "keep": keep, "source": source}


def apply_elimination(state: State, player: int) -> None:
    """R-ELIM-02 (p. 14): neutral and gold cards back to their stacks, cities back to the centre, rewards
    removed from the game, everything else leaves with him (A-37); a new start player if needed (A-13)."""
    p = state["players"][player]
    p["out"] = True
    central = state["central"]
    for card, n in p["owned"].items():
        if card in central["gold"]:
            central["gold"][card] += n
        elif card in central["neutral"] or card in data.cards()["neutral"]:
            central["neutral"][card] = central["neutral"].get(card, 0) + n
    p["owned"] = {}
    for c in p["cities"]:
        central["cities"].append({"id": c["id"], "name": c["name"]})
    p["cities"], p["rewards"], p["strongholds"] = [], [], []
    p["rune"] = ""
    state["events"]["queue"] = [i for i in state["events"]["queue"] if i != player]
    if state["start"] == player:
        from .common import next_alive

        state["start"] = next_alive(state, player)


def danger(p: dict[str, Any]) -> int:
    """Damage still needed to put this player out."""
    return max(0, threshold() - int(p["damage"]))
