"""Winning and losing in the four scenarios (spec 14, p. 14-16). Pure.

``check`` looks at a state after a command for the conditions that follow from the state itself;
the Monument's end-of-round win is decided by the end of the round (it may have to ask for strengths).
"""

from __future__ import annotations

from typing import Any

from mkref.core.events import Event

from .common import Ask, State, alive, card_name, strength_of
from .messages import page, text


def over(outcome: str, winners: list[int], rule: str, ref: str) -> Event:
    return {"type": "game_over", "outcome": outcome, "winners": winners, "rule": rule, "ref": ref}


def check(state: State) -> Event | None:
    if state["result"]:
        return None
    scenario = state["scenario"]
    players = state["players"]
    left = alive(state)
    if scenario == "cataclysm" and len(left) < len(players):
        return over("all_lose", [], "cataclysm_elimination", "p. 16")
    if not left:
        if scenario == "dragonlords":
            if len(players) == 1:
                return over("all_lose", [], "dragonlords_solo_out", "p. 15")
            return over("all_lose", [], "dragonlords_all_out", "p. 15 (A-14)")
        return over("no_winner", [], "nobody_left", "p. 15 (A-16)" if scenario == "runewars" else "p. 16 (A-20)")
    if scenario == "dragonlords":
        if state["objective_defeated_by"] >= 0:
            return over("win", [state["objective_defeated_by"]], "dragonlords_objective", "p. 15")
        if state["settings"]["dragonlords_last_survivor_wins"] and len(players) > 1 and len(left) == 1:
            return over("win", left, "dragonlords_last_survivor", "p. 15 (A-15)")
    if scenario == "runewars" and len(left) == 1:
        return over("win", left, "runewars_last", "p. 15")
    if scenario == "cataclysm" and state["events"]["exhausted"]:
        return over("all_win", left, "cataclysm_survived", "p. 16")
    return None


def monument_builders(state: State) -> list[int]:
    """R-WIN-MON-01 (p. 16, A-20): surviving players who built their Monument this round."""
    return [i for i in alive(state) if state["players"][i]["monument_round"] == state["round"]]


def unit_strength_total(state: State, ask: Ask, player: int) -> int:
    """R-WIN-MON-02 (A-18): the printed strength of every unit card the player owns."""
    total = 0
    for card, count in sorted(state["players"][player]["owned"].items()):
        if count and _is_unit(card):
            total += count * strength_of(state, ask, card)
    return total


def _is_unit(card: str) -> bool:
    from .common import card_kind

    return card_kind(card) == "unit"


def monument_result(state: State, ask: Ask) -> Event | None:
    """One builder wins; several compare their unit strength; a tie shares the victory (p. 16)."""
    builders = monument_builders(state)
    if not builders:
        return None
    if len(builders) == 1:
        return over("win", builders, "monument_built", "p. 16")
    scores = {i: unit_strength_total(state, ask, i) for i in builders}
    best = max(scores.values())
    winners = [i for i in builders if scores[i] == best]
    event = over("win" if len(winners) == 1 else "shared_win", winners, "monument_tiebreak", "p. 16 (A-18)")
    event["scores"] = {state["players"][i]["name"]: s for i, s in scores.items()}
    return event


def standing(state: State, lang: str = "en") -> list[dict[str, Any]]:
    """Who is closest to winning under the scenario's rule, best first (for status)."""
    rows = []
    for p in state["players"]:
        row: dict[str, Any] = {"player": p["name"], "out": p["out"], "damage": p["damage"], "cities": len(p["cities"])}
        if state["scenario"] == "monument":
            row["monument"] = p["monument"] == "built"
            row["gold"] = sum(int(card[4:]) * n for card, n in p["owned"].items() if card.startswith("gold")) + sum(r["gold"] for r in p["rewards"])
            row["key"] = (not p["out"], row["monument"], row["gold"], -p["damage"])
        elif state["scenario"] == "dragonlords":
            row["rewards"] = len(p["rewards"])
            row["key"] = (not p["out"], len(p["rewards"]) + len(p["cities"]), -p["damage"])
        else:
            row["key"] = (not p["out"], -p["damage"], len(p["cities"]))
        row["closest"] = False
        rows.append(row)
    rows.sort(key=lambda r: r["key"], reverse=True)
    for r in rows:  # every player level with the best is closest: status names them all
        r["closest"] = bool(rows) and not r["out"] and r["key"] == rows[0]["key"]
    for r in rows:
        del r["key"]
    return rows


def rule_text(event: Event, lang: str = "en") -> str:
    return text("rule_" + str(event["rule"]), lang)


def winners_text(state: State, event: Event, lang: str = "en") -> str:
    names = ", ".join(state["players"][i]["name"] for i in event["winners"])
    return text("over_" + str(event["outcome"]), lang, names=names, rule=rule_text(event, lang), ref=page(event["ref"], lang))


__all__ = ["card_name", "check", "monument_result", "standing", "winners_text"]
