"""The rules files of the tracked game: heroes, tactics, sites, game.toml and every scenario's [setup] (spec §15.13)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.table.state import by_players

SHARED = Path(__file__).resolve().parent / "sources" / "mage-knight"  # the component data (sources/README.md)


def test_heroes_have_three_dummy_crystals_and_a_16_card_deck_p15():
    heroes = gd.heroes()
    assert len(heroes) == 7
    assert heroes["goldyx"].dummy_crystals == ("green", "green", "blue")  # the rulebook's example (p. 15)
    for hero in heroes.values():
        assert len(hero.dummy_crystals) == 3 and sum(hero.deck.values()) == 16


def test_heroes_match_the_component_data():
    for row in csv.DictReader(open(SHARED / "heroes.csv", encoding="utf-8")):
        hero = gd.heroes()[row["hero"].lower()]
        assert "|".join(hero.dummy_crystals) == row["dummy_crystal_dots"]


def test_twelve_tactics_numbered_1_to_6_by_day_and_night_p4():
    for time in ("day", "night"):
        assert [t.number for t in gd.tactics_for(time)] == [1, 2, 3, 4, 5, 6]
    assert gd.tactics()["planning"].de == "Planung" and gd.tactics()["long_night"].de == "Lange Nacht"


def test_terrain_costs_match_the_component_data():
    table = gd.facts()["terrain"]
    for row in csv.DictReader(open(SHARED / "terrain.csv", encoding="utf-8")):
        entry = table.get(row["terrain"])
        if not isinstance(entry, dict):
            continue
        if row["move_cost_day"] == "X":
            assert entry.get("impassable")
        else:
            assert (entry["day"], entry["night"]) == (int(row["move_cost_day"]), int(row["move_cost_night"]))


def test_prices_p8():
    prices = gd.facts()["prices"]
    assert (prices["village_heal"], prices["monastery_heal"], prices["monastery_advanced_action"], prices["spell"],
            prices["red_city_artifact"], prices["white_city_elite"]) == (3, 2, 6, 7, 12, 2)


def test_every_site_has_a_name_and_a_known_class():
    for ident, site in gd.sites().items():
        assert site["name"]["en"] and site["name"]["de"], ident
        assert site["class"] in ("fortified", "adventure", "rampaging", "inhabited", "resource", "special")
        for reward in site.get("rewards", []):
            assert reward in ("spell", "artifact", "advanced_action", "random_crystal", "dungeon_roll", "unit")


# (scenario, players) -> countryside, city tiles, non-city core tiles, rounds  (spec §15.13, pp. 18-22)
TABLE = {
    ("first_recon", 1): (8, 1, 2, 4), ("first_recon", 2): (8, 1, 2, 3), ("first_recon", 4): (11, 1, 2, 3),
    ("blitz_conquest", 2): (6, 2, 1, 4), ("blitz_conquest", 4): (9, 4, 3, 4),
    ("full_conquest", 3): (9, 3, 2, 6), ("full_conquest", 4): (11, 4, 3, 6),
    ("solo_conquest", 1): (7, 2, 2, 6),
    ("mines_liberation", 3): (9, 1, 2, 4),
    ("full_coop", 2): (8, 3, 2, 6), ("full_coop", 3): (10, 4, 3, 6),
    ("blitz_coop", 2): (7, 2, 1, 4), ("blitz_coop", 3): (8, 3, 2, 4),
    ("dungeon_lords", 4): (11, 1, 3, 5),
    ("druid_nights", 2): (8, 1, 1, 4),
    ("one_to_return", 3): (8, 2, 2, 4),
    ("conquer_and_hold", 2): (5, 1, 3, 6), ("conquer_and_hold", 4): (5, 1, 3, 4),
}


@pytest.mark.parametrize("key", list(TABLE), ids=[f"{s}-{n}p" for s, n in TABLE])
def test_scenario_setup_table_p18_p22(key):
    scenario, players = key
    info = gd.scenarios()[scenario]
    setup = info["setup"]
    countryside, cities, core, rounds = TABLE[key]
    assert by_players(setup["countryside"], players) == countryside
    assert by_players(setup["city_tiles"], players) == cities
    assert by_players(setup["core_tiles"], players) == core
    assert int(info.get("round_limit_by_players", {}).get(str(players), info["round_limit"])) == rounds


def test_all_eleven_scenarios_have_a_setup():
    base = {k for k, v in gd.scenarios().items() if v.get("expansion", "base") == "base"}
    lost_legion = {k for k, v in gd.scenarios().items() if v.get("expansion") == "lost_legion"}
    assert lost_legion == {"volkares_quest", "volkares_return", "volkares_return_blitz"}  # [S1]-[S3]
    assert base == {
        "first_recon", "blitz_conquest", "full_conquest", "solo_conquest", "mines_liberation", "full_coop", "blitz_coop",
        "dungeon_lords", "druid_nights", "one_to_return", "conquer_and_hold",
    }


def test_blitz_start_and_extras_p19_p20():
    for scenario in ("blitz_conquest", "blitz_coop"):
        setup = gd.scenarios()[scenario]["setup"]
        assert (setup["start_fame"], setup["start_reputation"], setup["extra_dice"], setup["extra_units"], setup["fame_per_row"]) == (1, 2, 1, 1, 1)
