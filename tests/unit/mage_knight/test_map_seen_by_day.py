"""A Keep's or Mage Tower's face-down defenders seen by Day from a space next to it (issue 19, item 13).

The rulebook leaves "what happens" at a site to its Site Description card (p. 3: "Prüft für alle aufgedeckten Orte
deren Ortsübersicht"); the spec's site table: a Keep's and a Mage Tower's defenders are revealed by Day when a hero
stands next to it. A base game (no --expansion) offers only the base set's tokens.
"""

from __future__ import annotations

from typing import Any

import pytest

from mkref.core.chance import NeedAnswer
from mkref.core.events import EventLog
from mkref.games.mage_knight.map import in_game as map_game
from mkref.games.mage_knight.table.commands import command_table
from mkref.games.mage_knight.table.game import GAME

BASE_GREY = ("crossbowmen", "golems", "guardsmen", "swordsmen")  # the base set's grey tokens (no Thugs, Shocktroops, Heroes)


class BaseMapGame:
    """Blitz Conquest on the tracked map with the base set only: Bob has explored countryside 3, whose keep (c3ne)
    holds a face-down grey token, and stands on its village c2e; Ann has passed; it is Bob's turn, by Day."""

    def __init__(self) -> None:
        setup = GAME.setup_from_args(["--scenario", "blitz_conquest", "--player", "Ann:arythea", "--player", "Bob:tovak"])
        self.log = EventLog(lambda: GAME.initial_state(setup), GAME.evolve)
        self.do("tiles c1 c2", "prowlers", "diggers")
        self.do("prepare", "red blue green white gold", "peasants herbalists foresters guardian_golems utem_crossbowmen")
        for line in ("tactic 1", "tactic 2", "play 11 move", "move E c2sw c2se c2e", "explore c3", "end", "end"):
            self.do(line)
        assert self.state["cur"]["player"] == "Bob"

    @property
    def state(self) -> dict[str, Any]:
        return self.log.state

    def asked(self, line: str) -> NeedAnswer:
        with pytest.raises(NeedAnswer) as need:
            GAME.decide(self.state, command_table().parse(line))
        return need.value

    def do(self, line: str, *answers: str) -> list[dict[str, Any]]:
        command, queue = command_table().parse(line), list(answers)
        while True:
            try:
                events = GAME.decide(self.state, command)
                break
            except NeedAnswer as need:
                command.answers[need.request.key] = need.request.parse(queue.pop(0))
        self.log.append(events)
        return events

    def keep_tokens(self) -> list[tuple[str, str]]:
        return [(t.token, t.face) for t in map_game.current_map(self.state).tokens["c3ne"]]


def test_site_card_keep_defender_seen_by_day_from_a_space_the_move_only_passes_through():
    # c2e -> c3sw (plains 2) -> c3c (forest 3, next to the keep c3ne) -> c3se (hills 3, not next to it): 8 Move by Day
    g = BaseMapGame()
    g.do("play 8 move")
    assert g.keep_tokens() == [("", "down")]
    request = g.asked("move c3sw c3c c3se").request
    assert request.key == "seen_c3ne_0" and sorted(request.options) == list(BASE_GREY)
    assert "Keep at c3ne, seen by Day" in request.prompt and not request.rollable  # the token on the map is the table's to read
    events = g.do("move c3sw c3c c3se", "swordsmen")
    assert events[-1] == {"type": "map_token_revealed", "space": "c3ne", "index": 0, "token": "swordsmen"}
    assert g.keep_tokens() == [("swordsmen", "up")] and map_game.current_map(g.state).heroes["Bob"] == "c3se"


def test_site_card_keep_defender_stays_face_down_at_night():
    g = BaseMapGame()
    g.state["time"] = "night"  # the same walk at Night: forest 5, hills 3
    g.do("play 10 move")
    g.do("move c3sw c3c c3se")
    assert g.keep_tokens() == [("", "down")]


def test_p8_keep_defenders_asked_at_the_assault_are_of_the_base_set_in_a_base_game():
    # "combat" with no name at a keep asks for its grey token: only tokens of the component sets in play
    g = BaseMapGame()
    g.do("play 8 move")
    g.do("move c3sw c3c c3ne", "golems")  # the assault ends the move on the keep
    request = g.asked("combat").request
    assert sorted(request.options) == list(BASE_GREY)
