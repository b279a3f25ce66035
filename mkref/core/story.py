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

from mkref.core.events import Event, Game, thaw
from mkref.core.messages import Messages

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

    def pending(self, state: Any, lang: str) -> list[str]:
        """What the table still has to settle in the saved state (a running fight and what it needs), or []."""


class TellerBase:
    """What most tellers say alike: a game's own ``messages`` catalogue names its metrics (``metric.NAME``) and
    rounds (``round``, ``setup``); a standings row is a player's name; nothing is pending. A game's teller
    derives from it and overrides what its game says otherwise."""

    messages: Messages

    def pending(self, state: Any, lang: str) -> list[str]:
        return []  # the game's status view already shows its running combat or night

    def row_name(self, row: str, lang: str) -> str:
        return row

    def metric_name(self, metric: str, lang: str) -> str:
        return self.messages.text(f"metric.{metric}", lang)

    def round_name(self, number: int, lang: str) -> str:
        return self.messages.text("round", lang, number=number) if number else self.messages.text("setup", lang)


def tell(game: Game, teller: Teller, setup: dict[str, Any], events: Sequence[Event], lang: str = "en") -> dict[str, Any]:
    """The story of ``events``: ``rounds`` (number, name, lines, standings), ``moments``, ``result``, ``metrics``."""
    story = StoryBuilder(game, teller, setup, lang)
    story.add(events)
    return story.told()


class StoryBuilder:
    """A story told event by event: ``add`` more events as they are saved, ``told()`` whenever asked
    (the live screen adds only a command's new events instead of replaying the whole evening)."""

    def __init__(self, game: Game, teller: Teller, setup: dict[str, Any], lang: str) -> None:
        self.game, self.teller, self.lang = game, teller, lang
        self.state = game.initial_state(setup)
        self.events: list[Event] = []
        self.rounds: list[dict[str, Any]] = []
        self.moments: list[dict[str, Any]] = []
        self.current = _round(teller.first_round, teller, lang)

    def add(self, events: Sequence[Event]) -> None:
        teller = self.teller
        for event in events:
            edge = teller.round_edge(event)
            if edge == "opens" and (self.current["lines"] or self.current["number"] > 0):
                self._close()
            elif edge == "opens":
                self.current = _round(1, teller, self.lang)
            self.state = self.game.evolve(self.state, thaw(event))  # evolve gets a copy, as in the EventLog
            self.events.append(event)
            said = teller.sentence(self.state, event, self.lang)
            if said is not None:
                who, text = said
                line = {"event": len(self.events), "type": event.get("type"), "player": who, "text": text}
                self.current["lines"].append(line)
                if teller.moment(event):
                    self.moments.append({**line, "round": self.current["number"]})
            if edge == "closes":
                self._close()

    def _close(self) -> None:
        self.rounds.append(_closed(self.current, self.teller, self.game.status(self.state), self.lang))
        self.current = _round(self.current["number"] + 1, self.teller, self.lang)

    def told(self, status: dict[str, Any] | None = None) -> dict[str, Any]:
        """The story so far (``status``: the game's status now, when the caller has it already)."""
        status = self.game.status(self.state) if status is None else status
        rounds = list(self.rounds)
        if self.current["lines"] or not rounds:
            rounds.append(_closed(dict(self.current, lines=list(self.current["lines"])), self.teller, status, self.lang))
        return {
            "game": self.game.id,
            "events": len(self.events),
            "metrics": [{"key": m, "name": self.teller.metric_name(m, self.lang)} for m in self.teller.metrics],
            "rounds": rounds,
            "moments": list(self.moments),
            "result": self.teller.result(status, self.lang),
        }


def _round(number: int, teller: Teller, lang: str) -> dict[str, Any]:
    return {"number": number, "name": teller.round_name(number, lang), "lines": []}


def _closed(current: dict[str, Any], teller: Teller, status: dict[str, Any], lang: str) -> dict[str, Any]:
    """The round with the standings it ends with, each row by the name the table knows it by."""
    rows = teller.standings(status)
    current["standings"] = {teller.row_name(row, lang): values for row, values in rows.items()}
    return current


def recent_lines(story: dict[str, Any], count: int) -> list[dict[str, Any]]:
    """The last ``count`` lines told, newest last (the live screen's "last few events")."""
    lines = [line for round_ in story["rounds"] for line in round_["lines"]]
    return lines[-count:]
