"""Movement on the real map (rulebook p. 7 §3-4, §7-8; p. 11 §2; p. 12; spec A-1, A-3, A-4; Lost Legion walls)."""

from __future__ import annotations

import pytest
from conftest import build, put, refused, snapshot

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.map import board as mp
from mkref.games.mage_knight.map import exploring as me


@pytest.fixture
def board():
    """A, countryside 1 and 2 (orc tokens on c1nw and c2nw), countryside 4 (desert, mage tower) at (0, 2),
    countryside 3 (keep) at (1, 2), the Blue City tile at (2, 2)."""
    state = build(tiles={(0, 1): "countryside_1", (1, 1): "countryside_2", (0, 2): "countryside_4",
                         (1, 2): "countryside_3", (2, 2): "core_6"})
    put(state, "c1nw", "green", "prowlers")
    put(state, "c2nw", "green", "diggers")
    put(state, "c3ne", "grey")
    return state


def at(state, label, player="Ann"):
    me.evolve_all(state, me.place_hero(state, player, label))


def walk(state, *targets, night=False, player="Ann"):
    events, result = me.decide_move(state, player, list(targets), night)
    return events, result


@pytest.mark.parametrize(
    ("start", "target", "day", "night"),
    [
        ("Ac", "Ane", 3, 5),  # forest: 3 by Day, 5 at Night
        ("Ac", "Anw", 2, 2),  # plains
        ("c2c", "c2sw", 3, 3),  # hills
        ("c4c", "c4ne", 5, 3),  # desert: 5 by Day, 3 at Night
        ("k6ne", "k6c", 2, 2),  # a city space always costs 2
    ],
)
def test_step_cost_by_terrain_and_time_p7(board, start, target, day, night):
    at(board, start)
    assert walk(board, target)[1].cost == day
    assert walk(board, target, night=True)[1].cost == night


def test_lake_and_mountain_are_impassable_p7_3a(board):
    at(board, "c1e")
    before = snapshot(board)
    with refused(RuleViolation, "Cannot enter c1ne: Lake is impassable (X on the Day/Night board). (p. 7 §3a)"):
        walk(board, "c1ne")
    at(board, "c4c")
    with refused(RuleViolation, "Mountains is impassable"):
        walk(board, "E")
    assert snapshot(board) != before  # only the hero placement changed it
    after = snapshot(board)
    with pytest.raises(RuleViolation):
        walk(board, "c4e")
    assert snapshot(board) == after


def test_an_unexplored_space_is_refused_p7(board):
    at(board, "c2e")
    with refused(RuleViolation, "Cannot move E from c2e: that space is not explored yet"):
        walk(board, "E")
    with refused(InvalidInput, "No explored space 'c9c'"):
        walk(board, "c9c")


def test_rampaging_enemy_space_cannot_be_entered_p7_4b(board):
    at(board, "c1c")
    with refused(RuleViolation, "a rampaging enemy stands there until it is defeated. (p. 7 §4b)"):
        walk(board, "c1nw")


def test_provoking_ends_movement_p7_4c(board):
    at(board, "c1w")
    events, result = walk(board, "c1c")
    assert result.steps[0].provoked == ("c1nw",)
    assert result.stopped == "provoked"
    assert events == [{"type": "map_hero_moved", "player": "Ann", "path": ["c1c"], "cost": 3, "stopped": "provoked",
                       "provoked": ["c1nw"]}]
    with refused(RuleViolation, "movement ended: a rampaging enemy was provoked"):
        walk(board, "c1c", "c1sw")
    # c1sw is not next to the orcs: no provocation from c1w to c1sw
    assert walk(board, "c1sw")[1].steps[0].provoked == ()
    # one step provokes two enemies at once: c1e -> c2w is next to the orcs of c2nw only
    at(board, "c1e")
    assert walk(board, "c2w")[1].steps[0].provoked == ("c2nw",)


def test_entering_an_unconquered_keep_is_an_assault_that_ends_movement_p7_4a(board):
    at(board, "c3c")
    events, result = walk(board, "c3ne")
    assert result.steps[0].assault and result.stopped == "assault"
    with refused(RuleViolation, "entering a fortified site is an assault"):
        walk(board, "c3ne", "c3e")
    board.conquered["c3ne"] = "Ann"
    assert not walk(board, "c3ne")[1].steps[0].assault  # her own keep
    assert walk(board, "c3ne", player="Ann")[1].stopped == ""
    at(board, "c3c", "Bob")
    assert walk(board, "c3ne", player="Bob")[1].steps[0].assault  # another player's keep (p. 7 §4a)


def test_moving_by_direction_steps(board):
    at(board, "Ac")
    events, result = walk(board, "NW", "NE", "E")
    assert result.path == ("Anw", "c1se", "c2w")
    assert result.cost == 2 + 2 + 2


def test_moving_onto_another_hero_that_would_provoke_is_illegal_p12(board):
    at(board, "c1w")
    at(board, "c1c", "Bob")
    with refused(RuleViolation, "may not provoke a rampaging enemy. (p. 12)"):
        walk(board, "c1c")


def test_several_heroes_on_the_portal_never_fight_p7_8d(board):
    at(board, "Ac", "Bob")
    at(board, "Anw")
    step = walk(board, "Ac")[1].steps[0]
    assert step.others == ()
    assert mp.is_safe(board, "Ac", "Ann")
    at(board, "Ae", "Cid")
    at(board, "Ac")
    assert walk(board, "Ae")[1].steps[0].others == ("Cid",)
    assert not mp.is_safe(board, "Ae", "Ann")


def test_safe_spaces_a4(board):
    assert mp.is_safe(board, "c1c", "Ann")
    assert not mp.is_safe(board, "c1ne", "Ann")  # lake: reachable only by a special effect
    assert not mp.is_safe(board, "c3ne", "Ann")  # unconquered keep
    assert not mp.is_safe(board, "c4c", "Ann")  # unconquered mage tower
    assert not mp.is_safe(board, "k6c", "Ann")  # unconquered city
    board.conquered["k6c"] = "Bob"
    at(board, "k6c", "Bob")
    assert mp.is_safe(board, "k6c", "Ann")  # a conquered city holds several heroes


def test_forced_withdrawal_back_along_the_path_one_wound_per_space_p11(board):
    # Ann entered a lake with a card and ended there: back to the last safe space of this turn's path
    path = ["c1e", "c1ne"]
    assert mp.forced_withdrawal(board, "Ann", path) == ("c1e", 1)
    at(board, "c1c", "Bob")
    assert mp.forced_withdrawal(board, "Ann", ["c1sw", "c1c", "c1ne"]) == ("c1sw", 2)


def test_challenge_adjacent_rampaging_enemies_p8(board):
    assert mp.challengeable(board, "c1c") == ["c1nw"]
    assert sorted(mp.challengeable(board, "c1e")) == ["c2nw"]
    assert mp.challengeable(board, "Ac") == []


def test_walls_cost_one_more_and_block_provoking_lost_legion():
    state = build(tiles={(0, 1): "countryside_12"}, expansions=("base", "lost_legion"))
    put(state, "c12c", "green", "prowlers")  # marauding orcs in the walled centre
    at(state, "c12ne")
    # c12ne -> c12e: both next to the orcs, but a wall lies between c12e and the centre: no provocation
    _events, result = walk(state, "c12e")
    assert result.steps[0].provoked == () and result.steps[0].wall is False and result.cost == 3
    # back from c12e to c12ne: c12ne is not walled off from the orcs: provoked (only the start was walled off)
    at(state, "c12e")
    assert walk(state, "c12ne")[1].steps[0].provoked == ("c12c",)
    # crossing a wall: +1 Move (hills 3 + 1), once the orcs are gone
    me.evolve_all(state, me.decide_defeat(state, "c12c"))
    at(state, "c12c")
    assert walk(state, "c12e")[1].cost == 4
    assert walk(state, "c12ne")[1].cost == 5  # swamp, no wall


def test_city_spaces_are_closed_in_first_reconnaissance_p18():
    state = build("first_recon", 2, tiles={(1, 2): "core_6"})
    at(state, "k6ne")
    with refused(RuleViolation, "cities cannot be entered in this scenario. (p. 18)"):
        walk(state, "k6c")
