"""Mage Knight rules data files: parse with tomllib only (independent of the loader) and check the facts."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[2] / "rules" / "mage-knight"

ABILITIES = {
    "fortified", "unfortified", "elusive", "arcane_immunity", "swift", "brutal", "poison",
    "paralyze", "assassination", "cumbersome", "vampiric", "defend", "summon",
}
ELEMENTS = {"physical", "fire", "ice", "cold_fire"}
RESISTANCES = {"physical", "fire", "ice"}
COLOURS = {"green", "grey", "violet", "brown", "red", "white"}
EXPANSIONS = {"base", "lost_legion", "shades_of_tezla_elementalist", "shades_of_tezla_dark_crusaders"}
REF = re.compile(r"^p\. \d+$")


def load(name: str) -> dict:
    with open(DATA / name, "rb") as fh:
        data = tomllib.load(fh)
    data.pop("provenance", None)  # where the numbers come from (tests/data/test_provenance.py checks it)
    return data


@pytest.fixture(scope="module")
def enemies() -> dict:
    return load("enemies.toml")["enemies"]


@pytest.fixture(scope="module")
def units() -> dict:
    return load("units.toml")["units"]


@pytest.fixture(scope="module")
def keywords() -> dict:
    return load("keywords.toml")


def _names_and_refs(table: dict, where: str) -> None:
    for key, entry in table.items():
        name = entry["name"]
        assert name.get("en") and name.get("de"), f"{where}.{key}: name needs en and de"
        assert REF.match(entry["ref"]), f"{where}.{key}: bad ref {entry['ref']!r}"


# --- enemies ---------------------------------------------------------------------------------------------

def test_enemy_counts(enemies):
    assert len(enemies) == 73
    assert sum(e["copies"] for e in enemies.values()) == 130


def test_enemy_totals_per_expansion_and_colour(enemies):
    per = Counter()
    for e in enemies.values():
        per[(e["expansion"], e["colour"])] += e["copies"]
    assert per == {
        ("base", "green"): 12, ("base", "grey"): 10, ("base", "violet"): 10,
        ("base", "brown"): 10, ("base", "red"): 8, ("base", "white"): 10,
        ("lost_legion", "green"): 8, ("lost_legion", "grey"): 8, ("lost_legion", "violet"): 4,
        ("lost_legion", "brown"): 6, ("lost_legion", "red"): 6, ("lost_legion", "white"): 6,
        ("shades_of_tezla_elementalist", "green"): 8, ("shades_of_tezla_elementalist", "brown"): 4,
        ("shades_of_tezla_elementalist", "red"): 4,
        ("shades_of_tezla_dark_crusaders", "green"): 8, ("shades_of_tezla_dark_crusaders", "brown"): 4,
        ("shades_of_tezla_dark_crusaders", "red"): 4,
    }
    per_exp = Counter()
    for e in enemies.values():
        per_exp[e["expansion"]] += e["copies"]
    assert per_exp == {"base": 60, "lost_legion": 38,
                       "shades_of_tezla_elementalist": 16, "shades_of_tezla_dark_crusaders": 16}


def test_enemy_fields_within_allowed_sets(enemies):
    allowed = {"name", "de_official", "colour", "copies", "armor", "attacks", "abilities", "resistances",
               "fame", "expansion", "ref", "armor_elusive", "defend", "reputation", "note"}
    for key, e in enemies.items():
        assert set(e) <= allowed, f"{key}: unknown keys {set(e) - allowed}"
        assert isinstance(e["de_official"], bool)
        assert e["colour"] in COLOURS, key
        assert e["expansion"] in EXPANSIONS, key
        assert e["copies"] >= 1 and e["armor"] >= 1 and e["fame"] >= 1, key
        assert set(e["abilities"]) <= ABILITIES, key
        assert len(set(e["abilities"])) == len(e["abilities"]), key
        assert set(e["resistances"]) <= RESISTANCES, key
        assert e["attacks"], key
        for a in e["attacks"]:
            if "summon" in a:
                assert set(a) == {"summon"} and a["summon"] in {"brown", "green"}, key
                assert "summon" in e["abilities"], key
            else:
                assert set(a) == {"value", "element"}, key
                assert a["element"] in ELEMENTS and a["value"] >= 1, key
        assert ("armor_elusive" in e) == ("elusive" in e["abilities"]), key
        if "armor_elusive" in e:
            assert e["armor_elusive"] > e["armor"], key
        assert ("defend" in e) == ("defend" in e["abilities"]), key
        if "reputation" in e:
            assert e["reputation"] in (1, -1), key
    _names_and_refs(enemies, "enemies")


def test_enemy_spot_checks(enemies):
    g = enemies["guardsmen"]
    assert (g["colour"], g["copies"], g["armor"], g["fame"]) == ("grey", 3, 7, 3)
    assert g["attacks"] == [{"value": 3, "element": "physical"}]
    assert g["abilities"] == ["fortified"]

    o = enemies["orc_summoners"]
    assert (o["colour"], o["armor"], o["fame"]) == ("green", 4, 4)
    assert o["attacks"] == [{"summon": "brown"}] and o["abilities"] == ["summon"]

    s = enemies["storm_dragon"]
    assert (s["colour"], s["armor"], s["armor_elusive"], s["fame"]) == ("red", 7, 14, 7)
    assert s["attacks"] == [{"value": 4, "element": "ice"}]
    assert set(s["abilities"]) == {"elusive", "swift"} and s["resistances"] == ["ice"]
    assert s["expansion"] == "lost_legion"

    assert enemies["thugs"]["reputation"] == 1
    heroes = [k for k in enemies if k.startswith("heroes_")]
    assert sorted(heroes) == ["heroes_fire", "heroes_fortified", "heroes_ice", "heroes_swift"]
    for k in heroes:
        assert enemies[k]["reputation"] == -1 and enemies[k]["copies"] == 1
        assert enemies[k]["name"] == {"en": "Heroes", "de": "Heroen"} and enemies[k]["de_official"] is True
    assert sum(1 for e in enemies.values() if "reputation" in e) == 5

    ds = enemies["dragon_summoner"]
    assert ds["attacks"] == [{"summon": "brown"}, {"summon": "brown"}]
    assert enemies["shrouded_necromancers"]["attacks"] == [{"summon": "green"}]
    assert enemies["elemental_priestesses"]["attacks"] == [
        {"value": 3, "element": "ice"}, {"value": 3, "element": "fire"}]
    assert enemies["hydra"]["attacks"] == [{"value": 2, "element": "physical"}] * 3
    assert enemies["elven_protectors"]["defend"] == 2
    assert enemies["crystal_sprites"]["defend"] == 1
    assert enemies["high_dragon"]["attacks"] == [{"value": 6, "element": "cold_fire"}]
    assert enemies["swamp_dragon"]["abilities"] == ["swift", "poison"]
    assert enemies["ice_golems"]["copies"] == 1 and enemies["fire_golems"]["copies"] == 1
    assert "cumbersome" in enemies["orc_stonethrower"]["abilities"]
    assert enemies["prowlers"]["armor"] == 3
    assert enemies["prowlers"]["attacks"] == [{"value": 4, "element": "physical"}]
    # disputed, kept at the majority value (see the file header)
    # the revised Lost Legion tokens the Ultimate Edition ships (seed 003 errata)
    assert enemies["altem_guardsmen"]["attacks"] == [{"value": 5, "element": "physical"}]
    assert "fortified" not in enemies["altem_mages"]["abilities"]


def test_enemy_disputes_are_commented():
    text = (DATA / "enemies.toml").read_text(encoding="utf-8")
    for key in ("altem_guardsmen", "altem_mages", "ice_golems", "swamp_dragon", "thugs", "prowlers"):
        block = text.split(f"[enemies.{key}]", 1)[1].split("\n[", 1)[0]
        assert "# disputed:" in block, key


# --- units -----------------------------------------------------------------------------------------------

def test_unit_counts(units):
    assert len(units) == 30
    assert sum(u["copies"] for u in units.values()) == 56
    per = Counter()
    for u in units.values():
        per[(u["expansion"], u["rank"])] += u["copies"]
    assert per == {("base", "regular"): 20, ("base", "elite"): 20,
                   ("lost_legion", "regular"): 8, ("lost_legion", "elite"): 8}


def test_unit_fields(units):
    sites = {"village", "monastery", "keep", "mage_tower", "city", "magical_glade", "camp", "refugee_camp"}
    for key, u in units.items():
        assert u["rank"] == ("regular" if u["level"] <= 2 else "elite"), key
        assert 1 <= u["level"] <= 4, key
        assert u["cost"] >= 1 and u["armor"] >= 1 and u["copies"] >= 1, key
        assert set(u["resistances"]) <= RESISTANCES, key
        assert u["recruit_at"] and set(u["recruit_at"]) <= sites, key
        assert u["abilities"] and len(u["abilities"]) == len(u["abilities_de"]), key
        assert all(isinstance(s, str) and s for s in u["abilities"] + u["abilities_de"]), key
        assert u["expansion"] in {"base", "lost_legion"}, key
        assert isinstance(u["de_official"], bool)
    _names_and_refs(units, "units")


def test_unit_spot_checks(units):
    g = units["guardian_golems"]
    assert (g["rank"], g["level"], g["cost"], g["armor"], g["copies"]) == ("regular", 2, 7, 3, 2)
    assert g["resistances"] == ["physical"] and g["recruit_at"] == ["keep", "mage_tower"]
    p = units["peasants"]
    assert (p["level"], p["cost"], p["armor"], p["copies"]) == (1, 4, 3, 3)
    c = units["catapults"]
    assert (c["rank"], c["level"], c["cost"], c["copies"]) == ("elite", 3, 9, 3)
    a = units["altem_guardians"]
    assert (a["level"], a["cost"], a["armor"], a["copies"], a["recruit_at"]) == (4, 11, 7, 3, ["city"])
    d = units["delphana_masters"]
    assert (d["level"], d["cost"], d["armor"]) == (4, 13, 3)
    assert set(d["resistances"]) == {"physical", "fire", "ice"}
    assert units["fire_mages"]["armor"] == 4
    assert "magical_glade" in units["magic_familiars"]["recruit_at"]
    assert [units[f"heroes_{c}"]["armor"] for c in ("white", "green", "blue", "red")] == [6, 3, 4, 4]


# --- keywords --------------------------------------------------------------------------------------------

def test_keyword_tables(keywords):
    assert set(keywords["abilities"]) == ABILITIES | {"multiple_attacks"}
    assert set(keywords["elements"]) == ELEMENTS
    assert set(keywords["resistances"]) == RESISTANCES
    assert set(keywords["attack_types"]) == {"melee", "ranged", "siege", "sideways"}
    assert set(keywords["sites"]) == {
        "none", "keep", "mage_tower", "city", "monastery", "dungeon", "tomb", "monster_den",
        "spawning_grounds", "ancient_ruins", "maze", "labyrinth", "rampaging", "village",
        "magical_glade", "crystal_mine", "portal", "refugee_camp"}
    assert set(keywords["token_colours"]) == {"green", "grey", "violet", "brown", "red", "white"}
    assert {k: v["word"]["de"] for k, v in keywords["elements"].items()} == {
        "physical": "physisch", "fire": "Feuer", "ice": "Eis", "cold_fire": "Kaltes Feuer"}
    assert set(keywords["city_colors"]) == {"white", "blue", "red", "green"}
    assert set(keywords["phases"]) == {"ranged", "block", "damage", "attack"}
    assert set(keywords["terrain"]) == {
        "plains", "hills", "forest", "wasteland", "desert", "swamp", "lake", "mountain", "city"}
    for table, entries in keywords.items():
        _names_and_refs(entries, table)
        for key, entry in entries.items():
            assert entry["summary"].get("en") and entry["summary"].get("de"), f"{table}.{key}"
            assert isinstance(entry["aliases"], list), f"{table}.{key}"
    for key, entry in keywords["abilities"].items():
        assert entry["kind"] in {"attack", "defence"}, key


def test_keyword_german_terms(keywords):
    de = {k: v["name"]["de"] for k, v in keywords["abilities"].items()}
    assert de == {
        "swift": "Flink", "brutal": "Brutal", "poison": "Giftig", "paralyze": "Versteinern",
        "summon": "Herbeirufen", "fortified": "Befestigt", "unfortified": "Unbefestigt",
        "elusive": "Ausweichend", "arcane_immunity": "Arkane Immunität", "assassination": "Attentäter",
        "cumbersome": "Schwerfällig", "vampiric": "Vampirismus", "defend": "Verteidigend",
        "multiple_attacks": "Mehrere Angriffe"}
    assert keywords["elements"]["cold_fire"]["name"]["de"] == "Kaltes-Feuer-Angriff"
    assert keywords["attack_types"]["sideways"]["name"]["de"] == "quer ausspielen"
    assert keywords["city_colors"]["white"]["name"]["de"] == "Weiße Stadt"
    assert keywords["phases"]["damage"]["name"]["de"] == "Schadensphase"
    assert keywords["sites"]["maze"]["name"]["de"] == "Irrgarten"
    assert keywords["abilities"]["swift"]["kind"] == "attack"
    assert keywords["abilities"]["elusive"]["kind"] == "defence"


def test_terrain_costs(keywords):
    t = keywords["terrain"]
    costs = {k: (v["day"], v["night"]) for k, v in t.items() if not v.get("impassable")}
    assert costs == {"plains": (2, 2), "hills": (3, 3), "forest": (3, 5), "wasteland": (4, 4),
                     "desert": (5, 3), "swamp": (5, 5), "city": (2, 2)}
    for k in ("lake", "mountain"):
        assert t[k]["impassable"] is True and "day" not in t[k] and "night" not in t[k]


# --- levels and reputation -------------------------------------------------------------------------------

def test_levels():
    levels = load("levels.toml")["levels"]
    assert sorted(levels, key=int) == [str(n) for n in range(1, 11)]
    row = [levels[str(n)] for n in range(1, 11)]
    assert [r["fame"] for r in row] == [0, 3, 8, 15, 24, 35, 48, 63, 80, 99]
    assert [r["armor"] for r in row] == [2, 2, 3, 3, 3, 3, 4, 4, 4, 4]
    assert [r["hand_limit"] for r in row] == [5, 5, 5, 5, 6, 6, 6, 6, 7, 7]
    assert [r["command_tokens"] for r in row] == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
    assert row[0]["gains"] == "start"
    assert all(REF.match(r["ref"]) and r["gains"] for r in row)


def test_reputation():
    rep = load("reputation.toml")
    assert rep["x_position"] == -7 and REF.match(rep["ref"])
    pos = rep["positions"]
    assert sorted(pos, key=int) == [str(n) for n in range(-7, 8)]
    assert [pos[str(n)] for n in range(-6, 8)] == [-5, -3, -2, -1, -1, 0, 0, 0, 1, 1, 2, 2, 3, 5]
    # rulebook checks (spec §19.2): -2 -> penalty 1, -4 -> penalty 2, second positive space -> +1
    assert pos["-2"] == -1 and pos["-4"] == -2 and pos["2"] == 1
