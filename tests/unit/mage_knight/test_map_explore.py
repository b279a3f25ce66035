"""Exploring (rulebook p. 7 §5, p. 14 map shapes, p. 3 tile stack; spec A-2), with exact expectations."""

from __future__ import annotations

import pytest
from conftest import build, refused, snapshot

from mkref.core.chance import NeedAnswer
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.map import board as mp
from mkref.games.mage_knight.map import exploring as me


def hero(state, label, player="Ann"):
    me.evolve_all(state, me.place_hero(state, player, label))
    return state


def test_setup_reveals_two_tiles_with_side_a_p3(wedge):
    state = build()
    events = me.decide_setup_tiles(state, ["c3", "Landschaftsteil 4"], {"c4w": ["Wolf Riders"]})
    me.evolve_all(state, events)
    assert state.tiles == {"0,0": "start_a", "0,1": "countryside_3", "1,1": "countryside_4"}
    assert state.left == {"countryside": 4, "city": 2, "core": 1}
    assert [t.token for t in state.tokens["c4w"]] == ["wolf_riders"]  # marauding orcs: green, face up
    keep = state.tokens["c3ne"][0]
    assert (keep.pile, keep.token, keep.face) == ("grey", "", "down")  # keep garrison face down
    tower = state.tokens["c4c"][0]
    assert (tower.pile, tower.face) == ("violet", "down")


def test_setup_reveals_three_tiles_with_side_b_p3():
    state = build("full_conquest", 4)  # fully open map, side B
    with refused(InvalidInput, "3 tile"):
        me.decide_setup_tiles(state, ["c3", "c4"], {})


def test_only_from_a_space_at_the_edge_p7_5a(wedge):
    hero(wedge, "Ac")
    before = snapshot(wedge)
    with refused(RuleViolation, "not at the edge") as err:
        me.decide_explore(wedge, "Ann", "c5")
    assert err.value.ref == "p. 7"
    assert snapshot(wedge) == before


def test_never_beyond_the_coastline_p7_5a(wedge):
    hero(wedge, "Anw")
    with refused(RuleViolation, "beyond the coastline of the wedge map"):
        me.decide_explore(wedge, "Ann", "c5")


def test_two_positions_must_be_named_before_drawing_p7_5c(wedge):
    hero(wedge, "c1ne")
    assert mp.explore_options(wedge, "c1ne") == {(1, 2): ["NE", "E"], (0, 2): ["NW"]}
    with refused(RuleViolation, "name the position before drawing") as err:
        me.decide_explore(wedge, "Ann", "c5")
    assert "NE/E or NW" in err.value.hint
    events = me.decide_explore(wedge, "Ann", "c5", "NW", {"c5e": ["prowlers"]})
    assert events[0] == {"type": "map_tile_placed", "tile": "countryside_5", "pos": [0, 2], "by": "Ann", "from": "countryside"}


def test_countryside_touching_one_tile_that_touches_two_p7_5e(wedge):
    # (0, 2) touches only countryside 1, which touches the starting tile and countryside 2: allowed
    assert mp.touching(wedge, (0, 2)) == 1
    assert mp.placement_problem(wedge, (0, 2), "countryside") == ""
    # (2, 2) touches only countryside 2, which touches 2 tiles: allowed as well
    assert mp.placement_problem(wedge, (2, 2), "countryside") == ""
    lone = build(tiles={(0, 1): "countryside_1"})
    assert mp.placement_problem(lone, (0, 2), "countryside") == (
        "a countryside tile must touch 2 tiles, or a tile that itself touches 2 tiles"
    )


def test_core_tile_needs_two_neighbours_and_no_outer_lane_p7_5e_p14(wedge):
    wedge.left["countryside"] = 0
    assert mp.next_back(wedge) == "core"
    assert mp.placement_problem(wedge, (1, 2), "core") == ""  # middle lane, touches c1 and c2
    assert mp.placement_problem(wedge, (0, 2), "core") == "core tiles may not lie in the leftmost or rightmost lane of the wedge (p. 14)"
    hero(wedge, "c1nw")
    wedge.tokens.pop("c1nw", None)
    with refused(RuleViolation, "leftmost or rightmost lane"):
        me.decide_explore(wedge, "Ann", "k2")
    # First Reconnaissance: a wedge without that restriction (p. 18), but still 2 neighbours
    free = build("first_recon", 2, tiles={(0, 1): "countryside_1", (1, 1): "countryside_2"})
    assert mp.placement_problem(free, (0, 2), "core") == "a core tile must touch at least 2 tiles"
    free.tiles["0,3"] = "countryside_3"
    assert mp.placement_problem(free, (1, 3), "core") == "a core tile must touch at least 2 tiles"


def test_core_tiles_lie_under_the_countryside_tiles_ambig1_p3(wedge):
    hero(wedge, "c2e")
    before = snapshot(wedge)
    with refused(RuleViolation, "core tiles lie under them") as err:
        me.decide_explore(wedge, "Ann", "Zentralteil 3")
    assert err.value.ref == "p. 3"
    assert snapshot(wedge) == before


def test_a_tile_not_in_the_stack_is_refused_p3(wedge):
    hero(wedge, "c2e")
    with refused(RuleViolation, "lies on the map already"):
        me.decide_explore(wedge, "Ann", "c1")
    with refused(RuleViolation, "expansion not in play"):
        me.decide_explore(wedge, "Ann", "c12")
    with refused(RuleViolation, "not part of the tile stack"):
        me.decide_explore(wedge, "Ann", "B")
    wedge.left.update(countryside=0, city=0)
    hero(wedge, "c1ne")
    with refused(RuleViolation, "every city tile of the stack is revealed"):
        me.decide_explore(wedge, "Ann", "Green City", "NE")


def test_exploring_draws_tokens_for_the_new_sites_p7_5f(wedge):
    hero(wedge, "c2e")
    with pytest.raises(NeedAnswer) as asked:
        me.decide_explore(wedge, "Ann", "c6")
    request = asked.value.request
    assert request.key == "c6se"  # the marauding orcs of countryside 6
    assert dict(zip(request.options, request.weights, strict=True)) == {
        "cursed_hags": 2, "diggers": 2, "ironclads": 2, "orc_summoners": 2, "prowlers": 2, "wolf_riders": 2,
    }  # the 12 green tokens of the base game (this map's tiles were laid without drawing)
    events = me.decide_explore(wedge, "Ann", "c6", answers={"c6se": ["Ironclads"]})
    me.evolve_all(wedge, events)
    assert wedge.tiles["2,2"] == "countryside_6"
    assert wedge.left["countryside"] == 5
    assert [(t.pile, t.token, t.face) for t in wedge.tokens["c6se"]] == [("green", "ironclads", "up")]
    assert wedge.piles["green"].size() == 11


def test_a_token_from_the_wrong_pile_is_refused_and_nothing_changes_p3(wedge):
    hero(wedge, "c2e")
    before = snapshot(wedge)
    with refused(RuleViolation, "cannot come from the green pile: it is a grey token") as err:
        me.decide_explore(wedge, "Ann", "c6", answers={"c6se": ["Guardsmen"]})
    assert err.value.ref == "p. 3"
    assert snapshot(wedge) == before


def test_city_garrison_face_down_at_the_scenario_level_p7_5g():
    state = build(tiles={(0, 1): "countryside_1", (1, 1): "countryside_2", (0, 2): "countryside_3",
                         (2, 2): "countryside_4", (0, 3): "countryside_5", (3, 3): "countryside_6"})
    state.left.update(countryside=0)
    hero(state, "c2ne")
    events = me.decide_explore(state, "Ann", "White City", "NW", {"k7se": ["High Dragon"]})
    me.evolve_all(state, events)
    assert state.city_level == {"k7c": 3}  # Blitz Conquest: every city at level 3 (p. 19)
    garrison = [(t.pile, t.face) for t in state.tokens["k7c"]]
    assert garrison == [("white", "down"), ("white", "down")]  # white city level 3 (garrison data, unverified)
    assert state.piles["white"].size() == 8 and state.piles["white"].hidden == 2
    assert state.left == {"countryside": 0, "city": 1, "core": 1}


def test_ruins_face_down_at_night(wedge):
    hero(wedge, "c2e")
    wedge.left["countryside"] = 3
    events = me.decide_explore(wedge, "Ann", "c8", answers={"c8c": ["prowlers"]}, night=True)
    ruins = [e for e in events if e.get("space") == "c8ne"]
    assert ruins == [{"type": "map_token_drawn", "pile": "ruins", "token": "", "space": "c8ne", "face": "down"}]
    by_day = me.decide_explore(wedge, "Ann", "c8", answers={"c8c": ["prowlers"], "c8ne": ["altar_red"]})
    assert {"type": "map_token_drawn", "pile": "ruins", "token": "altar_red", "space": "c8ne", "face": "up"} in by_day


def test_empty_stack_set_aside_tile_must_touch_three_p7_5e(wedge):
    wedge.left.update(countryside=0, city=0, core=0)
    assert mp.next_back(wedge) == "set_aside"
    assert mp.placement_problem(wedge, (1, 2), "set_aside") == (
        "a tile drawn from the set-aside tiles must touch at least 3 tiles (it fills a gap)"
    )
    wedge.tiles["0,2"] = "countryside_3"
    wedge.tiles["2,2"] = "countryside_4"
    assert mp.touching(wedge, (1, 2)) == 4
    assert mp.placement_problem(wedge, (1, 2), "set_aside") == ""
    assert "core_1" not in mp.tile_candidates(wedge)  # countryside first, then non-city core tiles
    for n in range(5, 12):
        wedge.tiles[f"9,{n}"] = f"countryside_{n}"
    assert mp.tile_candidates(wedge) == ["core_1", "core_2", "core_3", "core_4"]


def test_first_reconnaissance_stack_in_tile_number_order_ambig31_p18():
    state = build("first_recon", 2)
    assert mp.tile_candidates(state) == ["countryside_1"]
    events = me.decide_setup_tiles(state, ["c1", "c2"], {"c1nw": ["prowlers"], "c2nw": ["diggers"]})
    me.evolve_all(state, events)
    assert mp.tile_candidates(state) == ["countryside_3"]
    hero(state, "c2e")
    with refused(RuleViolation, "sorted by tile number"):
        me.decide_explore(state, "Ann", "c4")


def test_scenario_filters_mines_liberation_p20():
    state = build("mines_liberation", 2)
    state.left["countryside"] = 0
    assert mp.tile_candidates(state) == ["core_8", "core_2", "core_3", "core_4"]  # Red City only; core 1 set aside


@pytest.mark.parametrize(("setting", "expected"), [("other", "1,2"), ("bottom", None)])
def test_ambig22_a_core_tile_named_for_an_outer_lane_p7(setting, expected):
    state = build(tiles={(0, 1): "countryside_1", (1, 1): "countryside_2"}, ambig22=setting)
    state.left["countryside"] = 0
    hero(state, "c1ne")
    state.tokens.pop("c1nw", None)
    # the position north-west of c1ne is the wedge's outer lane: named as for a countryside tile
    events = me.decide_explore(state, "Ann", "k2", "NW", {"k2se": ["fire_dragon"], "k2ne": ["altar_red"]})
    if expected is None:
        assert events == [{"type": "map_tile_returned", "tile": "core_2", "by": "Ann"}]
    else:
        assert events[0]["pos"] == [1, 2]  # the other legal position next to the hero


def test_ambig22_refuse_is_the_default_p7(wedge):
    wedge.left["countryside"] = 0
    hero(wedge, "c1ne")
    assert mp.explore_options(wedge, "c1ne") == {(1, 2): ["NE", "E"]}
    with refused(RuleViolation, "core tiles may not lie in the leftmost or rightmost lane of the wedge (p. 14)"):
        me.decide_explore(wedge, "Ann", "k2", "NW")


def test_mines_liberation_mines_get_a_guard_face_up_and_a_brown_token_face_down_p20():
    state = build("mines_liberation", 2)
    events = me.decide_setup_tiles(state, ["c2", "c3"], {"c2nw": ["prowlers"], "c2sw": ["diggers"], "c3se": ["wolf_riders"]})
    me.evolve_all(state, events)
    assert [(t.pile, t.token, t.face) for t in state.tokens["c2sw"]] == [("green", "diggers", "up"), ("brown", "", "down")]
    assert [(t.pile, t.face) for t in state.tokens["c3se"]] == [("green", "up"), ("brown", "down")]
    assert state.piles["brown"].hidden == 2
