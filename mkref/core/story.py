"""The story of a tracked game, told from its events: rounds, who did what, standings, moments, result.

Game-agnostic and pure. A game tells its part through its plug-in's ``story`` (a ``Teller``): which
events open or close a round, the sentence of an event worth telling (from the game's catalogue), whether
it is a decisive moment, the standings a round ends with and the result. ``tell`` replays the save's
events once through the game's ``evolve`` and asks the teller along the way; the shells (``mkref
report``, ``mkref watch``) only draw what it returns.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from mkref.core.events import Event, Game

Standings = dict[str, dict[str, float]]  # player -> metric -> value


class Teller(Protocol):
    """A game's story pieces (``Plugin.story`` names one). Every sentence comes from a catalogue."""

    metrics: tuple[str, ...]  # the standings' metrics, in the order a chart shows them
    first_round: int  # the number of the round the first event belongs to: 0 (the setup) or 1

    def round_edge(self, event: Event) -> str:
        """``"opens"`` when the event starts a new round, ``"closes"`` when it ends the current one, else ``""``."""

    def sentence(self, state: Any, event: Event, lang: str) -> tuple[str, str] | None:
        """(who, what happened) for an event worth telling, with ``state`` the state after it; None to leave it out."""

    def moment(self, event: Event) -> bool:
        """Whether the event is one of the evening's decisive moments."""

    def standings(self, status: dict[str, Any]) -> Standings:
        """Each player's standing, from the game's status."""

    def row_name(self, row: str, lang: str) -> str:
        """The name a standings row is shown by (a player's name, or a row of the game's own)."""

    def metric_name(self, metric: str, lang: str) -> str: ...

    def round_name(self, number: int, lang: str) -> str: ...

    def result(self, status: dict[str, Any], lang: str) -> str:
        """The game's result, or that it is still going on."""


def tell(game: Game, teller: Teller, setup: dict[str, Any], events: Sequence[Event], lang: str = "en") -> dict[str, Any]:
    """The story of ``events``: ``rounds`` (number, name, lines, standings), ``moments``, ``result``, ``metrics``."""
    state = game.initial_state(setup)
    rounds: list[dict[str, Any]] = []
    moments: list[dict[str, Any]] = []
    current = _round(teller.first_round, teller, lang)
    for index, event in enumerate(events):
        edge = teller.round_edge(event)
        if edge == "opens" and (current["lines"] or current["number"] > 0):
            rounds.append(_closed(current, teller, game, state, lang))
            current = _round(current["number"] + 1, teller, lang)
        elif edge == "opens":
            current = _round(1, teller, lang)
        state = game.evolve(state, event)
        said = teller.sentence(state, event, lang)
        if said is not None:
            who, text = said
            line = {"event": index + 1, "type": event.get("type"), "player": who, "text": text}
            current["lines"].append(line)
            if teller.moment(event):
                moments.append({**line, "round": current["number"]})
        if edge == "closes":
            rounds.append(_closed(current, teller, game, state, lang))
            current = _round(current["number"] + 1, teller, lang)
    status = game.status(state)
    if current["lines"] or not rounds:
        rounds.append(_closed(current, teller, game, state, lang, status))
    return {
        "game": game.id,
        "events": len(events),
        "metrics": [{"key": m, "name": teller.metric_name(m, lang)} for m in teller.metrics],
        "rounds": rounds,
        "moments": moments,
        "result": teller.result(status, lang),
    }


def _round(number: int, teller: Teller, lang: str) -> dict[str, Any]:
    return {"number": number, "name": teller.round_name(number, lang), "lines": []}


def _closed(current: dict[str, Any], teller: Teller, game: Game, state: Any, lang: str, status: dict[str, Any] | None = None) -> dict[str, Any]:
    """The round with the standings it ends with, each row by the name the table knows it by."""
    rows = teller.standings(status if status is not None else game.status(state))
    current["standings"] = {teller.row_name(row, lang): values for row, values in rows.items()}
    return current


def recent_lines(story: dict[str, Any], count: int) -> list[dict[str, Any]]:
    """The last ``count`` lines told, newest last (the live screen's "last few events")."""
    lines = [line for round_ in story["rounds"] for line in round_["lines"]]
    return lines[-count:]
