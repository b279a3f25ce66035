"""Every tile of the data placed on the map; each hex checked against tiles.csv (the shared component data)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from mkref.games.mage_knight.map import board as mp
from mkref.games.mage_knight.map.tiles import DIRECTIONS, HEX_OFFSETS, adjacent, map_data, tile_names

CSV = Path(__file__).resolve().parents[2] / "data" / "sources" / "mage-knight" / "tiles.csv"  # tests/data/sources/README.md


def csv_rows() -> list[dict[str, str]]:
    with open(CSV, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def test_data_has_27_tiles_of_7_hexes():
    tiles = map_data().tiles
    assert len(tiles) == 27
    assert all(len(t.hexes) == 7 for t in tiles.values())
    backs = [t.back for t in tiles.values()]
    assert backs.count("countryside") == 14 and backs.count("core") == 10 and backs.count("start") == 2
    assert sorted(t.hexes["C"].colour for t in tiles.values() if t.city) == ["blue", "green", "red", "white"]


@pytest.mark.parametrize("pos", [(0, 0), (0, 1), (1, 1), (1, 0), (-2, 3), (3, 5)])
def test_every_tile_placed_anywhere_matches_tiles_csv(pos):
    rows = csv_rows()
    d = map_data()
    for tile_id, tile in d.tiles.items():
        state = mp.MapState(settings=mp.MapSettings(), tiles={mp.pos_key(pos): tile_id})
        spaces = mp.spaces(state)
        assert len(spaces) == 7
        mine = [r for r in rows if r["tile_id"].lower() == tile_id]
        assert len(mine) == 7, tile_id
        for row in mine:
            space = spaces[mp.label_for(tile, row["hex"])]
            assert space.hex == (d.centre(pos)[0] + HEX_OFFSETS[row["hex"]][0], d.centre(pos)[1] + HEX_OFFSETS[row["hex"]][1])
            assert space.terrain == row["terrain"], (tile_id, row["hex"])
            assert space.site == row["site"], (tile_id, row["hex"])
            detail = row["site_detail"]
            if row["site"] in ("crystal_mine", "city"):
                assert space.info.colour == detail
            if row["site"] == "deep_mine":
                assert "|".join(space.info.colours) == detail
            assert "|".join(space.info.walls) == row["walls"], (tile_id, row["hex"])
            assert d.hex_to_pos(space.hex) == (pos, row["hex"])


def test_walls_are_listed_on_both_sides_and_between_neighbours():
    for tile in map_data().tiles.values():
        for h in tile.hexes.values():
            for other in h.walls:
                assert h.pos in tile.hexes[other].walls
                assert adjacent(HEX_OFFSETS[h.pos], HEX_OFFSETS[other])


def test_tiles_fill_the_plane_without_gaps_or_overlaps():
    d = map_data()
    seen: dict = {}
    for m in range(-4, 5):
        for n in range(-4, 5):
            for place, h in d.tile_hexes((m, n)).items():
                assert h not in seen
                seen[h] = ((m, n), place)
    # a hex inside the covered area always belongs to some tile position
    for q in range(-5, 6):
        for r in range(-5, 6):
            assert d.hex_to_pos((q, r))


def test_the_six_tiles_around_a_tile_each_touch_it_along_two_hexes_p7():
    d = map_data()
    inner = set(d.tile_hexes((0, 0)).values())
    for pos in d.tile_neighbours((0, 0)):
        outer = set(d.tile_hexes(pos).values())
        touching = {h for h in inner if any(adjacent(h, o) for o in outer)}
        assert len(touching) == 2, pos


def test_tile_names_in_english_german_and_short():
    names = tile_names()
    assert names.resolve("Countryside tile 7") == "countryside_7"
    assert names.resolve("Landschaftsteil 7") == "countryside_7"
    assert names.resolve("c7") == "countryside_7"
    assert names.resolve("Zentralteil 2") == "core_2"
    assert names.resolve("k2") == "core_2"
    assert names.resolve("Weiße Stadt") == "core_7"
    assert names.resolve("Red City") == "core_8"
    assert names.resolve("Startteil B") == "start_b"


def test_directions_are_the_six_neighbours():
    assert len(set(DIRECTIONS.values())) == 6
    assert all(adjacent((0, 0), d) for d in DIRECTIONS.values())
