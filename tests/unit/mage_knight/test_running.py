"""The typed state's narrowing helpers (table/running.py, parts.part_keys): the running turn and fight say clearly
when none runs, a hero's place reads as a Position or {}, and a part's key the base writes stays plain data."""

from __future__ import annotations

import pytest

from mkref.games.mage_knight.parts import part_keys, part_list
from mkref.games.mage_knight.table.game import GAME
from mkref.games.mage_knight.table.running import fight, place, turn

ARGS = ["--scenario", "full_conquest", "--player", "A:tovak", "--player", "B:goldyx", "--no-map"]


def new_state():
    return GAME.initial_state(GAME.setup_from_args(ARGS))


def test_no_turn_and_no_fight_before_the_first_round():
    state = new_state()
    with pytest.raises(LookupError, match="no turn is running"):
        turn(state)
    with pytest.raises(LookupError, match="no fight is running"):
        fight(state)


def test_a_running_turn_and_fight_are_the_states_own():
    state = new_state()
    state["cur"] = {"player": "A"}  # only the identity matters here
    state["combat"] = {"site": "none"}
    assert turn(state) is state["cur"]
    assert fight(state) is state["combat"]


def test_a_place_is_a_position_or_empty():
    player = new_state()["players"][0]
    assert player["position"] is None and place(player) == {}
    player["position"] = {}
    assert place(player) == {}
    player["position"] = {"terrain": "hills", "site": "keep", "owner": "A"}
    assert place(player) == {"terrain": "hills", "site": "keep", "owner": "A"}


def test_a_parts_key_is_written_into_the_plain_state():
    state = new_state()
    part_list(state, "forfeited").append("A")
    part_list(state, "forfeited").append("B")
    assert part_keys(state)["forfeited"] == ["A", "B"]
    assert state.get("forfeited") == ["A", "B"]
