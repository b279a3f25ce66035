"""The map rules files: tiles.toml, map_shapes.toml, ruins_tokens.toml load cleanly and agree with each other."""

from __future__ import annotations

from mkref.games.mage_knight.map.tiles import HEX_ORDER, map_data


def test_map_files_load_and_cross_check():
    d = map_data()
    assert len(d.tiles) == 27 and len(d.ruins) == 15
    assert set(d.shapes) == {"wedge", "wedge_free", "open", "open_4", "open_3", "conquer_and_hold"}
    for tile in d.tiles.values():
        assert tuple(tile.hexes) == HEX_ORDER
        assert tile.name.en and tile.name.de and tile.ref
    for shape in d.shapes.values():
        assert all(shape.contains(p) for p in shape.setup)
    for scenario in d.scenarios.values():
        assert set(scenario.shape.values()) <= set(d.shapes)
    # the city garrisons cover levels 1-11 of all four cities
    assert {c: sorted(levels) for c, levels in d.garrisons.items()} == {c: list(range(1, 12)) for c in ("white", "blue", "red", "green")}


def test_scenario_tile_counts_match_the_spec_table_p18_22():
    s = map_data().scenarios
    assert (s["blitz_conquest"].countryside, s["blitz_conquest"].city_cores, s["blitz_conquest"].other_cores) == (
        {2: 6, 3: 7, 4: 9}, {2: 2, 3: 3, 4: 4}, {2: 1, 3: 2, 4: 3})
    assert s["full_conquest"].shape == {2: "wedge", 3: "wedge", 4: "open"}
    assert s["solo_conquest"].city_levels == (5, 8)
