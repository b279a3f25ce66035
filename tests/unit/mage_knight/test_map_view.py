"""The drawn map (golden text at 100 columns, no colour) and the map as JSON, through the game adapter."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mkref.core.chance import NeedAnswer
from mkref.core.errors import RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.map import fights as map_fights
from mkref.games.mage_knight.map import in_game as mg
from mkref.games.mage_knight.shell.map_view import map_json, map_text

GOLDEN = Path(__file__).parent / "golden"


def game():
    state = {"scenario": "blitz_conquest", "time": "day"}
    state["map"] = mg.new_map({"scenario": "blitz_conquest", "players": [{"name": "Ann"}, {"name": "Bob"}]})
    return state


def run(state, name, args, answers=None, player="Ann", points=20):
    command = Command(name, args, answers=answers or {})
    if name == "move":
        events = mg.move(state, command, player, points)
    elif name == "explore":
        _info, events = mg.explore(state, command, player, points)
    else:
        events = mg.decide(state, command, player)
    for event in events:
        mg.evolve(state, event)
    return events


def played():
    state = game()
    run(state, "tiles", ["c1", "c2"], {"c1nw": ["prowlers"], "c2nw": ["diggers"]})
    run(state, "move", ["NW", "NE", "c1e"])  # Anw, c1se, c1e: plains 2 + 2 + 2
    run(state, "explore", ["c3"])  # the only open position from c1e
    run(state, "move", ["E", "c2sw", "c2se", "c2e"], player="Bob")
    run(state, "explore", ["c9", "NE"], {"c9c": []}, player="Bob")
    run(state, "reveal", ["c3ne", "Guardsmen"])
    provoking = run(state, "move", ["c3sw"])  # next to the Diggers of c2nw before and after: provoked
    assert provoking[0]["provoked"] == ["c2nw"] and provoking[0]["enemies"] == ["diggers"]
    run(state, "defeated", ["c2nw"])
    run(state, "move", ["c3c", "c3ne"])  # assault on the keep
    run(state, "conquer", ["c3ne"])
    return state


def test_golden_map_at_100_columns():
    text = map_text(played())
    assert max(len(line) for line in text.splitlines()) <= 100
    golden = GOLDEN / "map_blitz_unit.txt"
    if os.environ.get("MKREF_UPDATE_GOLDEN"):  # re-recorded only when asked; a missing file fails
        golden.write_text(text, encoding="utf-8")
    assert golden.exists(), f"{golden} is missing: record it with MKREF_UPDATE_GOLDEN=1 and check it by eye"
    assert text == golden.read_text(encoding="utf-8")


def test_map_json_keys():
    data = map_json(played())
    assert set(data) == {"shape", "time", "stack", "tiles", "spaces", "heroes", "piles"}
    assert data["heroes"] == {"Ann": "c3ne", "Bob": "c2e"}
    keep = next(s for s in data["spaces"] if s["label"] == "c3ne")
    assert keep["site"] == "keep" and keep["conquered_by"] == "Ann" and keep["shields"] == ["Ann"] and keep["tokens"] == []
    assert data["piles"]["grey"]["discard"] == {"guardsmen": 1}
    assert data["stack"] == {"countryside": 2, "city": 2, "core": 1}


def test_moves_become_game_events_with_costs():
    state = game()
    run(state, "tiles", ["c1", "c2"], {"c1nw": ["prowlers"], "c2nw": ["diggers"]})
    events = mg.move(state, Command("move", ["NE", "c1se"]), "Ann", 20)
    assert [(e["type"], e.get("space"), e.get("cost"), e.get("terrain")) for e in events] == [
        ("moved", "Ane", 3, "forest"), ("moved", "c1se", 2, "plains"), ("map_hero_moved", None, 5, None),
    ]
    with pytest.raises(RuleViolation) as err:
        mg.move(state, Command("move", ["NE", "c1se"]), "Ann", 4)
    # the whole move is refused: the text must not read as if the first step happened
    assert ("Not enough Move points to enter c1se (Plains): the second step would need 2 by Day, but the first step "
            "already uses 3 of your 4 Move points (1 left); nothing was moved") in err.value.message()
    with pytest.raises(RuleViolation) as err:
        mg.move(state, Command("move", ["NE", "c1se"]), "Ann", 3)
    assert "but the first step already uses your 3 Move points; nothing was moved" in err.value.message()
    with pytest.raises(RuleViolation) as err:
        mg.move(state, Command("move", ["NE"]), "Ann", 2)
    assert "Not enough Move points to enter Ane (Forest): it costs 3 by Day, you have 2 left" in err.value.message()
    state["time"] = "night"
    night = mg.move(state, Command("move", ["NE"]), "Ann", 20)
    assert night[0]["cost"] == 5  # forest at Night


def test_explore_asks_for_the_tile_with_completion_over_the_stack():
    state = game()
    run(state, "tiles", ["c1", "c2"], {"c1nw": ["prowlers"], "c2nw": ["diggers"]})
    run(state, "move", ["NW", "NE", "c1e"])
    with pytest.raises(NeedAnswer) as asked:
        mg.explore(state, Command("explore", []), "Ann", 2)
    assert asked.value.request.options == tuple(f"c{n}" for n in range(3, 12))
    with pytest.raises(RuleViolation) as err:
        mg.explore(state, Command("explore", ["c3"]), "Ann", 1)
    assert "revealing a tile costs 2, you have 1" in err.value.message()


def test_challenge_only_next_to_the_enemy_and_defeated_tokens_leave_p8():
    state = game()
    run(state, "tiles", ["c1", "c2"], {"c1nw": ["prowlers"], "c2nw": ["diggers"]})
    run(state, "move", ["NW", "NE", "c1e"])
    assert map_fights.challenge_spaces(state, "Ann", ["diggers"]) == ["c2nw"]
    with pytest.raises(RuleViolation) as err:
        map_fights.challenge_spaces(state, "Ann", ["prowlers"])
    assert err.value.message() == (
        "Cannot fight the rampaging prowlers from c1e: a rampaging enemy is challenged from a space next to it. (p. 8) "
        "Rampaging enemies next to c1e: c2nw (diggers)."
    )
    events = map_fights.defeated_events(state, "Ann", ["diggers", "orc_summoners"])
    assert events == [{"type": "map_token_removed", "space": "c2nw", "index": 0}]
    for event in events:
        mg.evolve(state, event)
    assert state["map"].piles["green"].discard == {"diggers": 1}


def test_after_combat_turns_over_and_discards_the_defenders_and_puts_the_shield_p10():
    state = game()
    run(state, "tiles", ["c1", "c2"], {"c1nw": ["prowlers"], "c2nw": ["diggers"]})
    run(state, "move", ["E", "c2sw", "c2se", "c2e"])
    run(state, "explore", ["c3"])
    state["time"] = "night"  # at Night the keep's token stays face down until the assault (by Day it is seen from c3c)
    moved = run(state, "move", ["c3sw", "c3c", "c3ne"])  # into the keep: an assault
    assert moved[-2]["assault"] is True
    m = state["map"]
    events = map_fights.after_combat(state, "Ann", {"defeated": ["swordsmen"], "conquered": True})
    assert events == [
        {"type": "map_token_revealed", "space": "c3ne", "index": 0, "token": "swordsmen"},
        {"type": "map_token_removed", "space": "c3ne", "index": 0},
        {"type": "map_conquered", "space": "c3ne", "owner": "Ann"},
        {"type": "map_shield", "space": "c3ne", "player": "Ann"},
    ]
    for event in events:
        mg.evolve(state, event)
    assert m.piles["grey"].discard == {"swordsmen": 1} and m.piles["grey"].hidden == 0 and "c3ne" not in m.tokens


def test_tiles_completion_offers_the_tiles_in_the_stack_not_directions():
    from mkref.games.mage_knight.table.game import GAME

    recon = GAME.initial_state({"scenario": "first_recon", "players": [{"name": "You", "hero": "tovak"}], "map": True})
    # First Reconnaissance: the stack is sorted (AMBIG-31), so only the next number can come up
    assert GAME.suggest(recon, "tiles ") == ["c1"]
    assert GAME.suggest(recon, "tiles c1 ") == ["c2"]
    assert GAME.suggest(recon, "tiles c1 c2 ") == []  # starting tile A: two setup tiles (p. 3)
    two = [{"name": "A", "hero": "tovak"}, {"name": "B", "hero": "goldyx"}]
    conquest = GAME.initial_state({"scenario": "full_conquest", "players": two, "map": True})
    offered = GAME.suggest(conquest, "tiles ")
    assert "c3" in offered and not set(offered) & {"NE", "E", "SE", "SW", "W", "NW"}
    assert all(t.startswith("c") for t in offered)  # countryside tiles only
    assert "c3" not in GAME.suggest(conquest, "tiles c3 ")
