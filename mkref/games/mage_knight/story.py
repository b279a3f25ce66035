"""Mage Knight's part of a game's story (``mkref report``, ``mkref watch``): pure, no printing.

A round opens with its ``prepare`` (the ``prepared`` event). Events are told in the words of the game's
own log (``table/texts.label``) except a fight's end, which gets a sentence naming who won or lost and
the Fame. Fights won, conquests, level-ups, duels and Volkare's defeat are the decisive moments.
Standings: each hero's Fame and level (the dummy player and Volkare have none).
"""

from __future__ import annotations

from typing import Any

from mkref.core.events import Event
from mkref.core.messages import Messages
from mkref.core.story import Standings, TellerBase
from mkref.games.mage_knight.state_types import GameState
from mkref.games.mage_knight.table import texts

MESSAGES = Messages({
    "metric.fame": ("Fame", "Ruhm"),
    "metric.level": ("Level", "Stufe"),
    "round": ("Round {number}", "Runde {number}"),
    "setup": ("Setup", "Aufbau"),
    "fight.conquered": ("{who} won the fight at the {site} and conquered it: Fame +{fame}{wounds}",
                        "{who} gewinnt den Kampf ({site}) und erobert den Ort: Ruhm +{fame}{wounds}"),
    "fight.won": ("{who} defeated {count} enemy(ies): Fame +{fame}{wounds}",
                  "{who} besiegt {count} Feind(e): Ruhm +{fame}{wounds}"),
    "fight.lost": ("{who} lost the fight: no enemy defeated{wounds}", "{who} verliert den Kampf: kein Feind besiegt{wounds}"),
    "fight.volkare": ("{who} defeated Volkare: Fame +{fame}{wounds}", "{who} besiegt Volkare: Ruhm +{fame}{wounds}"),
    "fight.wounds": (", {count} wound(s)", ", {count} Verletzung(en)"),
    "result.over": ("The game is over: {reason}. Fame: {fame}.", "Das Spiel ist vorbei: {reason}. Ruhm: {fame}."),
    "result.going": ("The game goes on (round {round}). Fame: {fame}.", "Das Spiel läuft noch (Runde {round}). Ruhm: {fame}."),
})

# the events a story tells (a conquest is told by its fight, not again by the map's shield), in the log's own words; the rest (card plays, combat steps, tokens) are detail
TOLD = frozenset({
    "explored", "recruited", "combat_ended", "wounded", "fame", "healed", "bought", "announced", "volkare_turn",
    "pvp_ended", "level_choice",
})


class MageKnightStory(TellerBase):
    messages = MESSAGES
    metrics = ("fame", "level")
    first_round = 0  # the events before the first round are its setup

    def round_edge(self, event: Event) -> str:
        return "opens" if event.get("type") == "prepared" else ""

    def sentence(self, state: GameState, event: Event, lang: str) -> tuple[str, str] | None:
        kind = event.get("type")
        who = str(event.get("player") or event.get("owner") or "")
        if kind == "combat_ended":
            return who, _fight(event, lang)
        if kind == "turn_ended" and event.get("levels"):
            return who, texts.label(event, lang)
        if kind == "volkare_turn":
            return "Volkare", texts.label(event, lang)
        if kind in TOLD:
            return who, texts.label(event, lang)
        return None

    def moment(self, event: Event) -> bool:
        kind = event.get("type")
        if kind == "combat_ended":
            return bool(event.get("conquered") or event.get("volkare_defeated"))
        return kind == "pvp_ended" or (kind == "turn_ended" and bool(event.get("levels")))

    def standings(self, status: dict[str, Any]) -> Standings:
        return {str(p["name"]): {"fame": float(p.get("fame", 0)), "level": float(p.get("level", 1))}
                for p in _heroes(status)}

    def pending(self, state: GameState, lang: str) -> list[str]:
        """A running fight: its phase and what each enemy needs (the prompt's `show combat`)."""
        if not state.get("combat"):
            return []
        from mkref.games.mage_knight.table import combat as in_game

        return in_game.view(state, lang)

    def result(self, status: dict[str, Any], lang: str) -> str:
        fame = ", ".join(f"{p['name']} {p.get('fame', 0)}" for p in sorted(_heroes(status), key=lambda p: -int(p.get("fame", 0))))
        if status.get("ended"):
            from mkref.games.mage_knight.table.shown_names import end_reason

            return MESSAGES.text("result.over", lang, reason=end_reason(str(status["ended"]), lang), fame=fame)
        return MESSAGES.text("result.going", lang, round=status.get("round", 1), fame=fame)


def _heroes(status: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in status.get("players", []) if not p.get("dummy") and not p.get("volkare")]


def _fight(event: Event, lang: str) -> str:
    wounds = MESSAGES.text("fight.wounds", lang, count=event["wounds"]) if event.get("wounds") else ""
    values = {"who": event.get("player", ""), "fame": event.get("fame", 0), "wounds": wounds, "count": len(event.get("defeated", []))}
    if event.get("volkare_defeated"):
        return MESSAGES.text("fight.volkare", lang, **values)
    if event.get("conquered"):
        return MESSAGES.text("fight.conquered", lang, site=texts._site(str(event.get("site", "")), lang), **values)
    if not event.get("defeated"):
        return MESSAGES.text("fight.lost", lang, **values)
    return MESSAGES.text("fight.won", lang, **values)


STORY = MageKnightStory()
