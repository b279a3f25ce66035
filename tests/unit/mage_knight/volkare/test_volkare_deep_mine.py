"""A-DEEPMINE in the tracked game ([07.4]): a turn ending on a Deep Mine gives 1 crystal of a colour it shows,
chosen at the end of the turn before rewards; all four colours in a swamp; nothing at 3 of that colour."""

from __future__ import annotations

import json

import pytest

from mkref.core.chance import NeedAnswer
from mkref.core.errors import RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.map import in_game as mg
from mkref.games.mage_knight.volkare import sites_in_game

NEW = ("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--no-map", "--expansion", "lost_legion",
       "--save", "dm", "--seed", "7")
OPENING = "prepare\nred blue gold\nthugs herbalists peasants\ntactic 1\nmana_steal\nplay 3 move\nmove forest Untertagebergwerk\n"


def test_07_4_tracked_deep_mine_gives_the_chosen_crystal(run):
    assert run(*NEW).code == 0
    r = run("play", "dm", stdin=OPENING + "end\nweiß\n")
    assert "Deep Mine: the crystal colour Anna takes" in r.out and "+1 white crystal" in r.out
    data = json.loads(run("status", "dm", "--json").out)
    assert data["players"][0]["crystals"]["white"] == 1


def test_07_4_a_colour_that_is_no_crystal_is_refused_and_nothing_changes(run):
    assert run(*NEW).code == 0
    assert run("play", "dm", stdin=OPENING).code == 0
    before = run("status", "dm", "--json").out
    r = run("play", "dm", stdin="end\ngold\ncancel\n")
    assert "'gold'" in r.out and "([07.4])" in r.out
    assert run("status", "dm", "--json").out == before


def _mapped(tile: str, space: str) -> dict:
    state = {"scenario": "blitz_conquest", "time": "day"}
    state["map"] = mg.new_map({"scenario": "blitz_conquest", "players": [{"name": "Ann"}, {"name": "Bob"}],
                               "expansions": ["base", "lost_legion"]})
    for event in mg.decide(state, Command("tiles", [tile, "c2"], answers={"c2nw": ["diggers"], "c13ne": ["diggers"]}), "Ann"):
        mg.evolve(state, event)
    state["map"].heroes["Ann"] = space
    return state


def test_07_4_on_the_tracked_map_only_the_colours_the_mine_shows():
    # countryside 13 (tiles.toml): the Deep Mine in the forest shows blue and green
    state = _mapped("c13", "c13se")
    ann = {"name": "Ann", "position": {"terrain": "forest", "site": "deep_mine"}, "crystals": {"red": 0, "blue": 0, "white": 0, "green": 3}}
    with pytest.raises(NeedAnswer) as asked:
        sites_in_game.deep_mine_crystal(state, ann, Command("end", []))
    assert asked.value.request.options == ("blue", "green")
    assert sites_in_game.deep_mine_crystal(state, ann, Command("end", [], answers={"deep_mine": ["blue"]})) == "blue"
    assert sites_in_game.deep_mine_crystal(state, ann, Command("end", [], answers={"deep_mine": ["green"]})) == ""  # 3 held
    with pytest.raises(RuleViolation) as err:
        sites_in_game.deep_mine_crystal(state, ann, Command("end", [], answers={"deep_mine": ["red"]}))
    assert err.value.ref == "[07.4]"
