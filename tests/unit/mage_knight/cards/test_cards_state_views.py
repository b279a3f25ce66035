"""The deed cards' views of the base's typed state (cards/state_types.py): the part reads the very dicts the base
holds (a view is no copy, so what the part writes is the state's), and a decision that needs a running turn says so
when there is none; the fights between heroes' dice on the turn are read as plain data (player_cards._dice_out)."""

from __future__ import annotations

from typing import cast

import pytest

from mkref.games.mage_knight.cards import player_cards
from mkref.games.mage_knight.cards.state_types import cards_game, cards_player, running_turn, turn_of
from mkref.games.mage_knight.state_types import GameState, PlayerState


def _state(cur: dict[str, object] | None) -> GameState:
    return cast(GameState, {"cur": cur, "players": [{"name": "ann", "crystals": {"red": 1}}]})


def test_views_are_the_state_itself() -> None:
    state = _state({"move": 0})
    cards_game(state)["cards"] = True
    assert cast(dict[str, object], state)["cards"] is True
    player = state["players"][0]
    cards_player(player)["level_choices"] = 1
    assert cast(dict[str, object], player)["level_choices"] == 1
    assert running_turn(state) is state["cur"]
    assert turn_of(state) is state["cur"]


def test_no_running_turn() -> None:
    state = _state(None)
    assert running_turn(state) is None
    with pytest.raises(ValueError, match="running turn"):
        turn_of(state)


def test_dice_out_and_crystals() -> None:
    assert player_cards._dice_out({"dice_out": [0, 2]}) == {0, 2}
    assert player_cards._dice_out({}) == set()
    assert player_cards.crystals_of(cast(PlayerState, {"crystals": {"red": 1}})) == {"red": 1}
