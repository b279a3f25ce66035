"""Knight Tales' part of a game's story (``mkref report``, ``mkref watch``): pure, no printing.

A round opens with its day (the ``day`` event). Events are told in the words of the game's own log
(``texts.label``, or the first line of ``texts.describe``). Quests done, trophies, buildings lost and the
end of the game are the decisive moments. Standings: each knight's renown crests and gold, and the
village's hit points (one row of its own).
"""

from __future__ import annotations

from typing import Any

from mkref.core.events import Event
from mkref.core.messages import Messages
from mkref.core.story import Standings, TellerBase
from mkref.games.knight_tales import texts

MESSAGES = Messages({
    "metric.crests": ("Crests", "Wappen"),
    "metric.gold": ("Gold", "Gold"),
    "metric.village_hp": ("Village HP", "Dorf-LP"),
    "village": ("Village", "Dorf"),
    "round": ("Round {number}", "Runde {number}"),
    "setup": ("Setup", "Aufbau"),
    "result.won": ("The village stands: everyone has won{best}.", "Das Dorf steht: alle haben gewonnen{best}."),
    "result.best": (" (legendary knight: {names})", " (legendärer Ritter: {names})"),
    "result.lost": ("The village has fallen: everyone has lost.", "Das Dorf ist gefallen: alle haben verloren."),
    "result.going": ("The game goes on (round {round}).", "Das Spiel läuft noch (Runde {round})."),
})

TOLD = frozenset({"bought", "attack", "quest_done", "trophy", "boss_moved", "building_lost", "game_over", "night_over"})


class KnightTalesStory(TellerBase):
    messages = MESSAGES
    metrics = ("crests", "gold", "village_hp")
    first_round = 0  # the events before the first round are its setup

    def round_edge(self, event: Event) -> str:
        return "opens" if event.get("type") == "day" else ""

    def sentence(self, state: Any, event: Event, lang: str) -> tuple[str, str] | None:
        if event.get("type") not in TOLD:
            return None
        text = texts.label(event, lang)
        if event.get("type") in ("building_lost", "game_over", "boss_moved", "night_over"):
            lines = texts.describe(state, [event], lang)
            text = lines[0].strip() if lines else text
        return str(event.get("player", "")), text

    def moment(self, event: Event) -> bool:
        return event.get("type") in ("quest_done", "trophy", "building_lost", "game_over")

    def standings(self, status: dict[str, Any]) -> Standings:
        rows: Standings = {str(k["name"]): {"crests": float(k.get("crests", 0)), "gold": float(k.get("gold", 0))}
                           for k in status.get("knights", [])}
        rows["village"] = {"village_hp": float(status.get("village_hp", 0))}
        return rows

    def row_name(self, row: str, lang: str) -> str:
        """The village's row is named in the table's language; a knight's row is the player's name."""
        return MESSAGES.text("village", lang) if row == "village" else row

    def result(self, status: dict[str, Any], lang: str) -> str:
        if status.get("phase") != "game_over":
            return MESSAGES.text("result.going", lang, round=status.get("round", 1))
        if status.get("result") != "won":
            return MESSAGES.text("result.lost", lang)
        best = MESSAGES.text("result.best", lang, names=", ".join(status["winner"])) if status.get("winner") else ""
        return MESSAGES.text("result.won", lang, best=best)


STORY = KnightTalesStory()
