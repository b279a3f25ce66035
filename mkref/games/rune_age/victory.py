"""Winning and losing in the four scenarios (spec 14, p. 14-16). Pure.

``check`` looks at a state after a command for the conditions that follow from the state itself;
the Monument's end-of-round win is decided by the end of the round (it may have to ask for strengths).
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from .cards import card_kind, card_name
from .decide_common import Ask, alive, strength_of
from .events import GameOverEvent, Outcome
from .messages import page, text
from .state import GameResult, GameState, PlayerState


def over(outcome: Outcome, winners: list[int], rule: str, ref: str) -> GameOverEvent:
    return {"type": "game_over", "outcome": outcome, "winners": winners, "rule": rule, "ref": ref}


def check(state: GameState) -> GameOverEvent | None:
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


def monument_builders(state: GameState) -> list[int]:
    """R-WIN-MON-01 (p. 16, A-20): surviving players who built their Monument this round."""
    return [i for i in alive(state) if state["players"][i]["monument_round"] == state["round"]]


def unit_strength_total(state: GameState, ask: Ask, player: int) -> int:
    """R-WIN-MON-02 (A-18): the printed strength of every unit card the player owns."""
    total = 0
    for card, count in sorted(state["players"][player]["owned"].items()):
        if count and _is_unit(card):
            total += count * strength_of(state, ask, card)
    return total


def _is_unit(card: str) -> bool:
    return card_kind(card) == "unit"


def monument_result(state: GameState, ask: Ask) -> GameOverEvent | None:
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


class Standing(TypedDict):
    """A player's row of ``status``: what the scenario's victory goes by (p. 14-16)."""

    player: str
    out: bool
    damage: int
    cities: int
    monument: NotRequired[bool]
    gold: NotRequired[int]
    rewards: NotRequired[int]
    closest: bool  # level with the best: status names every such player


def standing(state: GameState, lang: str = "en") -> list[Standing]:
    """Who is closest to winning under the scenario's rule, best first (for status)."""
    ranked = sorted((_ranked(state, p) for p in state["players"]), key=lambda pair: pair[0], reverse=True)
    for key, row in ranked:  # every player level with the best is closest: status names them all
        row["closest"] = not row["out"] and key == ranked[0][0]
    return [row for _, row in ranked]


def _ranked(state: GameState, p: PlayerState) -> tuple[tuple[int, ...], Standing]:
    """A player's row, and the key that orders the rows (greater is closer to winning)."""
    name, out, damage, cities = p["name"], p["out"], p["damage"], len(p["cities"])
    if state["scenario"] == "monument":
        built = p["monument"] == "built"
        gold = sum(int(card[4:]) * n for card, n in p["owned"].items() if card.startswith("gold")) + sum(r["gold"] for r in p["rewards"])
        return (not out, built, gold, -damage), {"player": name, "out": out, "damage": damage, "cities": cities, "monument": built,
                                                 "gold": gold, "closest": False}
    if state["scenario"] == "dragonlords":
        rewards = len(p["rewards"])
        return (not out, rewards + cities, -damage), {"player": name, "out": out, "damage": damage, "cities": cities, "rewards": rewards,
                                                      "closest": False}
    return (not out, -damage, cities), {"player": name, "out": out, "damage": damage, "cities": cities, "closest": False}


def rule_text(event: GameOverEvent | GameResult, lang: str = "en") -> str:
    return text("rule_" + str(event["rule"]), lang)


def winners_text(state: GameState, event: GameOverEvent | GameResult, lang: str = "en") -> str:
    names = ", ".join(state["players"][i]["name"] for i in event["winners"])
    return text("over_" + str(event["outcome"]), lang, names=names, rule=rule_text(event, lang), ref=page(event["ref"], lang))


__all__ = ["card_name", "check", "monument_result", "standing", "winners_text"]
