"""Random words typed at the map commands never raise anything but MkrefError (a refusal with a message)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mkref.core.errors import MkrefError
from mkref.core.events import Command
from mkref.games.mage_knight.map import in_game as mg
from mkref.games.mage_knight.map import texts as map_texts

WORDS = st.sampled_from([
    "c1", "c2", "c3", "k5", "Green City", "A", "B", "NE", "E", "SE", "SW", "W", "NW", "NO", "nordost", "c1e", "Ac",
    "c2nw", "k6c", "green", "grau", "ruins", "prowlers", "Guardsmen", "altar_red", "minotaur", "", "x", "1,2", "ääh",
]) | st.text(max_size=6)


def fresh():
    state = {"scenario": "blitz_conquest", "time": "day"}
    state["map"] = mg.new_map({"scenario": "blitz_conquest", "players": [{"name": "Ann"}, {"name": "Bob"}]})
    for event in mg.decide(state, Command("tiles", ["c1", "c2"], answers={"c1nw": ["prowlers"], "c2nw": ["diggers"]})):
        mg.evolve(state, event)
    return state


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(["move", "explore", "tiles", "reveal", "draw", "summon", "defeated", "conquer", "odds"]),
       words=st.lists(WORDS, max_size=4))
def test_random_words_only_refuse(name, words):
    state = fresh()
    command = Command(name, words)
    try:
        if name == "move":
            mg.move(state, command, "Ann", 9)
        elif name == "explore":
            mg.explore(state, command, "Ann", 9)
        elif name == "odds":
            map_texts.odds_lines(state, words[0] if words else "green")
        else:
            mg.decide(state, command, "Ann")
    except MkrefError:
        pass
