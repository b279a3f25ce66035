"""Rune Age's part of a game's story (``mkref report``, ``mkref watch``): pure, no printing.

A round closes with its ``round_ended`` event. Events are told in the words of the game's own log
(``texts.describe_event``, its first line). Cities captured, the Objective card beaten, sieges, a player
eliminated and a Dragon Rune taken are the decisive moments; the end of the game is the result.
Standings: damage on each Home Realm, cities and rewards.
"""

from __future__ import annotations

from typing import Any, cast

from mkref.core.events import Event
from mkref.core.messages import Messages, page
from mkref.core.story import Standings, TellerBase
from mkref.games.rune_age import texts
from mkref.games.rune_age.events import RuneAgeEvent
from mkref.games.rune_age.state import GameState

MESSAGES = Messages({
    "metric.damage": ("Damage", "Schaden"),
    "metric.cities": ("Cities", "Städte"),
    "metric.rewards": ("Rewards", "Belohnungen"),
    "round": ("Round {number}", "Runde {number}"),
    "setup": ("Setup", "Aufbau"),
    "result.won": ("The game is over: {winners} won ({ref}).", "Das Spiel ist vorbei: {winners} gewinnt ({ref})."),
    "result.lost": ("The game is over: nobody won ({ref}).", "Das Spiel ist vorbei: niemand gewinnt ({ref})."),
    "result.going": ("The game goes on (round {round}).", "Das Spiel läuft noch (Runde {round})."),
})

# the end of the game is the story's result, not a line of a round (it comes after the last round ended)
TOLD = frozenset({"bought", "acquired", "combat_resolved", "damage", "eliminated", "rune_taken", "event_drawn"})


class RuneAgeStory(TellerBase):
    messages = MESSAGES
    metrics = ("damage", "cities", "rewards")
    first_round = 1  # a round is known by its end (``round_ended``): the first events already belong to round 1

    def round_edge(self, event: Event) -> str:
        return "closes" if event.get("type") == "round_ended" else ""

    def sentence(self, state: GameState, event: Event, lang: str) -> tuple[str, str] | None:
        if event.get("type") not in TOLD:
            return None
        lines = texts.describe_event(state, cast(RuneAgeEvent, event), lang)
        if not lines:
            return None
        return _actor(state, event), lines[0].strip()

    def moment(self, event: Event) -> bool:
        kind = event.get("type")
        if kind == "combat_resolved":  # a city captured, the Objective card beaten, a Home Realm sieged
            return event.get("fate") in ("captured", "defeated_objective") or event.get("kind") == "siege"
        return kind in ("eliminated", "rune_taken")

    def standings(self, status: dict[str, Any]) -> Standings:
        return {str(p["name"]): {"damage": float(p.get("damage", 0)), "cities": float(len(p.get("cities", []))),
                                 "rewards": float(len(p.get("rewards", [])))} for p in status.get("players", [])}

    def result(self, status: dict[str, Any], lang: str) -> str:
        result = status.get("result") or {}
        if not result:
            return MESSAGES.text("result.going", lang, round=status.get("round", 1))
        ref = page(str(result.get("ref", "")), lang)
        if result.get("winners"):
            return MESSAGES.text("result.won", lang, winners=", ".join(result["winners"]), ref=ref)
        return MESSAGES.text("result.lost", lang, ref=ref)


def _actor(state: GameState, event: Event) -> str:
    """The player an event names (events keep a player's seat number), else the active player."""
    seat = event.get("player")
    if not isinstance(seat, int):
        seat = state.get("active")
    players = state.get("players", [])
    return str(players[seat]["name"]) if isinstance(seat, int) and 0 <= seat < len(players) else ""


STORY = RuneAgeStory()
