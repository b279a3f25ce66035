"""Walls drawn on the map ([07.1]): the legend names every walled edge of the revealed Lost Legion tiles."""

from __future__ import annotations

import pytest

from mkref.core.errors import RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.map import in_game as mg
from mkref.games.mage_knight.shell.map_view import legend


def test_07_1_legend_lists_the_walls_of_countryside_12():
    state = {"scenario": "blitz_conquest", "time": "day"}
    state["map"] = mg.new_map({"scenario": "blitz_conquest", "players": [{"name": "Ann"}, {"name": "Bob"}],
                               "expansions": ["base", "lost_legion"]})
    for event in mg.decide(state, Command("tiles", ["c12", "c2"], answers={"c12c": ["prowlers"], "c2nw": ["diggers"]}), "Ann"):
        mg.evolve(state, event)
    lines = legend(state["map"])
    walls = next(line for line in lines if line.startswith("walls [07.1]: "))
    # countryside 12 (tiles.toml): the centre is walled off from E, SW and W
    assert walls == "walls [07.1]: c12c|c12e, c12c|c12sw, c12c|c12w"


def test_07_1_challenge_from_a_walled_space_is_across_a_wall():
    from mkref.games.mage_knight.volkare import in_game

    state = {"scenario": "blitz_conquest", "time": "day"}
    state["map"] = mg.new_map({"scenario": "blitz_conquest", "players": [{"name": "Ann"}, {"name": "Bob"}],
                               "expansions": ["base", "lost_legion"]})
    for event in mg.decide(state, Command("tiles", ["c12", "c2"], answers={"c12c": ["prowlers"], "c2nw": ["diggers"]}), "Ann"):
        mg.evolve(state, event)
    state["map"].heroes["Ann"] = "c12e"  # walled off from the centre
    assert in_game.challenged_across_walls(state, "Ann", [{"label": "prowlers"}], ["c12c"]) == ["prowlers"]
    state["map"].heroes["Ann"] = "c12ne"  # open to the centre
    assert in_game.challenged_across_walls(state, "Ann", [{"label": "prowlers"}], ["c12c"]) == []
    with pytest.raises(RuleViolation) as err:  # the table says "wall", the map has none on that edge
        in_game.challenged_across_walls(state, "Ann", [{"label": "prowlers"}], ["c12c"], typed=True)
    assert err.value.ref == "[07.1]"
    assert in_game.wall_keys(False, ["prowlers"], provoked=False) == {
        "across_wall": True, "attacked_by": "player", "site_fortified": False, "walled": ["prowlers"]}
    assert in_game.wall_keys(True, [], provoked=True)["attacked_by"] == "rampaging"
    assert in_game.wall_word(["prowlers", "Mauer"]) == (["prowlers"], True)
