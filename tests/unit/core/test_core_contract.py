"""Every registered game plugs into the same core API; random text never raises anything but MkrefError."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mkref.core.chance import NeedAnswer
from mkref.core.commands import CommandTable
from mkref.core.errors import MkrefError
from mkref.core.events import Game
from mkref.core.registry import GAMES
from mkref.core.session import load_game


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_every_registered_game_implements_the_protocol(info):
    game = load_game(info.id)
    assert isinstance(game, Game)
    assert game.id == info.id
    table = game.commands()
    assert isinstance(table, CommandTable) and table.help_lines()
    assert all(spec.example for spec in table.specs.values()), "help shows an example for every command"
    assert all(isinstance(t, str) for t in game.event_types)


def _mage_knight_state():
    game = load_game("mage-knight")
    setup = game.setup_from_args(["--scenario", "full_conquest", "--player", "A:tovak", "--player", "B:goldyx", "--no-map", "--expansion", "lost_legion"])  # deals Thugs (The Lost Legion)
    state = game.initial_state(setup)
    for line, answers in (("prepare", {"source": ["red", "blue", "green", "white"], "units_regular": ["peasants", "foresters", "herbalists", "thugs"]}), ("tactic 1", {}), ("tactic 2", {})):
        command = game.commands().parse(line)
        command.answers.update(answers)
        for event in game.decide(state, command):
            state = game.evolve(state, event)
    return game, state


GAME_AND_STATE = _mage_knight_state()
words = st.sampled_from(["move", "play", "7", "attack", "block", "buy", "heal", "recruit", "combat", "end", "tactic", "crystal",
                         "hills", "village", "keep:A", "city:red", "prowlers", ":", "3", "-2", "fire", "x", "ü", "''", "\"", "interact", "rest", "die", "explore"])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(words | st.text(max_size=6), min_size=1, max_size=5))
def test_random_command_text_only_raises_mkref_errors(parts):
    game, state = GAME_AND_STATE
    line = " ".join(parts)
    before = pickle.dumps(state)
    try:
        command = game.commands().parse(line)
        game.decide(state, command)
        game.suggest(state, line)
    except NeedAnswer:
        pass
    except MkrefError:
        pass
    assert pickle.dumps(state) == before, "decide and suggest never change the state"
