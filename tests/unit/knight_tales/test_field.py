"""Battlefield rules: revealing, effects, reorganising, the boss, lane and village damage (pp. 11-12, 20-25)."""

from __future__ import annotations

from mkref.games.knight_tales import field
from mkref.games.knight_tales.data import load


def card(ident):
    return load().card("monsters", ident)


def test_goes_to_the_back_moves_the_others_forward_p12():
    assert field.goes_back(["x", "y", "z"], 0) == ["y", "z", "x"]
    assert field.goes_back(["x", "y"], 0) == ["y", "x"]


def test_boss_enters_each_empty_row_one_at_a_time_p24_i15():
    # p. 24: after the orc in row 1 dies, two monsters move up; row 3 is empty: the boss enters row 3
    lanes = {"a": [1, 2], "b": [1, 2], "c": [1]}
    assert field.boss_rows_entered(field.FOREST, lanes) == [3]
    assert field.boss_rows_entered(3, lanes) == []
    assert field.boss_rows_entered(field.FOREST, {"a": [1], "b": [], "c": []}) == [3, 2]
    assert field.boss_rows_entered(field.FOREST, {"a": [], "b": [], "c": []}) == [3, 2, 1]


def test_goblin_effects_centaur_row_shaman_lane_p15():
    goblin = {"card": "goblin", "face_up": True}
    lanes = {
        "a": [{"card": "centaur", "face_up": True}],
        "b": [goblin, {"card": "shaman", "face_up": True}],
        "c": [{"card": "ghoul", "face_up": True}],
    }
    changes, markers = field.effects_on(lanes, "b", 1, card)
    assert [(c.kind, c.delta, c.source) for c in changes] == [("black", 1, "Shaman")]
    assert markers == {"sword": 0, "shield": 1}
    # I-14: a face-down Shaman gives nothing
    lanes["b"][1] = {"card": "shaman", "face_up": False}
    assert field.effects_on(lanes, "b", 1, card)[0] == []
    # I-28: the Centaur's own attack does not get its row shield
    assert field.effects_on(lanes, "a", 1, card)[1]["shield"] == 0


def test_lane_and_village_damage_example_p21():
    survivors = {"a": [1], "b": [2, 1], "c": []}  # Flying Beast; Troll and Zombie; nothing
    damage = field.night_damage(survivors, boss_alive=True)
    assert damage == {"a": 2, "b": 4, "c": 1}
    results = {lane: field.lane_hit(field.Defences(), n) for lane, n in damage.items()}
    assert [results[lane][0].hit_points for lane in "abc"] == [1, 0, 2]
    assert results["a"][1] == ["barricade", "palisade"] and results["b"][2] == 1 and results["c"][1] == ["barricade"]


def test_lane_damage_values_p21_i29():
    assert field.monster_lane_damage("minion", None) == 1
    assert field.monster_lane_damage("champion", None) == 2
    assert field.monster_lane_damage("champion", 3) == 3
    assert field.monster_lane_damage("champion", 3, use_printed=False) == 2


def test_barricade_first_i27_and_palisades_first_alternative():
    assert field.lane_hit(field.Defences(), 1)[1] == ["barricade"]
    assert field.lane_hit(field.Defences(), 1, barricade_first=False)[1] == ["palisade"]
    assert field.lane_hit(field.Defences(False, 0), 2)[2] == 2


def test_grid_positions_and_neighbours_i19():
    assert field.grid_position("B3") == ("b", 3) and field.grid_position("1a") == ("a", 1) and field.grid_position("d1") is None
    assert sorted(field.neighbours("b", 2)) == [("a", 2), ("b", 1), ("b", 3), ("c", 2)]
    assert sorted(field.neighbours("a", 1)) == [("a", 2), ("b", 1)]
