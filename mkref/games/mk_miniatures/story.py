"""The miniatures game's part of a game's story (``mkref report``, ``mkref watch``): pure, no printing.

Its rounds are the players' turns (a ``turn`` event opens one). Events are told in the words of the
game's own log (``texts.label``). Eliminations, captures, objectives changing hands and the end of the
game are the decisive moments. Standings: victory points and objectives controlled.
"""

from __future__ import annotations

from typing import Any

from mkref.core.events import Event
from mkref.core.messages import Messages
from mkref.core.story import Standings, TellerBase
from mkref.games.mk_miniatures import texts

MESSAGES = Messages({
    "metric.vp": ("Victory points", "Siegpunkte"),
    "metric.objectives": ("Objectives", "Missionsziele"),
    "round": ("Turn {number}", "Zug {number}"),
    "setup": ("Setup", "Aufbau"),
    "result.over": ("The game is over: {winners} won.", "Das Spiel ist vorbei: {winners} gewinnt."),
    "result.going": ("The game goes on (turn {turn}).", "Das Spiel läuft noch (Zug {turn})."),
})

TOLD = frozenset({"attack", "eliminated", "captured", "objective", "time_up", "game_over"})


class MiniaturesStory(TellerBase):
    messages = MESSAGES
    metrics = ("vp", "objectives")
    first_round = 0  # the events before the first round are its setup

    def round_edge(self, event: Event) -> str:
        return "opens" if event.get("type") == "turn" else ""

    def sentence(self, state: Any, event: Event, lang: str) -> tuple[str, str] | None:
        if event.get("type") not in TOLD:
            return None
        return str(state.player.name) if state.players else "", texts.label(event, lang)

    def moment(self, event: Event) -> bool:
        return event.get("type") in ("eliminated", "captured", "game_over") or (
            event.get("type") == "objective" and event.get("state") == "controlled")

    def standings(self, status: dict[str, Any]) -> Standings:
        held: dict[str, int] = {}
        for objective in status.get("objectives", []):
            if objective.get("controller"):
                held[objective["controller"]] = held.get(objective["controller"], 0) + 1
        return {str(p["name"]): {"vp": float(p.get("vp", 0)), "objectives": float(held.get(p["name"], 0))}
                for p in status.get("players", [])}

    def result(self, status: dict[str, Any], lang: str) -> str:
        if status.get("ended"):
            return MESSAGES.text("result.over", lang, winners=", ".join(status.get("winners", [])) or "-")
        return MESSAGES.text("result.going", lang, turn=status.get("turn", 0))


STORY = MiniaturesStory()
