"""Army building (p. 3, p. 18) and army files; the mkstats.json import."""

from pathlib import Path

import pytest

from mkref.core.errors import DataFileError, InvalidInput, RuleViolation, UnknownName
from mkref.games.mk_miniatures.army import (
    army_from_dict, import_warriors, read_army, read_mkstats, refuse_if_illegal, validate_army,
)

ROOT = Path(__file__).resolve().parents[3]
FIX = Path(__file__).parent / "fixtures"


def w(name, points, rank="standard", **kw):
    return {"name": name, "points": points, "rank": rank, "dial": [[8, 8, 15, 2]], **kw}


def test_book_example_99_of_100_p3():
    army = army_from_dict({"warriors": [
        w("Orc Marauder", 19, "tough"), w("Orc Hunter", 21, "weak"), w("Gulthak Orc", 25), w("Blood Shaman", 34, "weak"),
    ]}, "example")
    report = validate_army(army, 100)
    assert report.cost == 99 and report.ok


def test_over_the_build_total_p3():
    army = army_from_dict({"warriors": [w("a", 60), w("b", 41)]}, "x")
    report = validate_army(army, 100)
    assert not report.ok and report.problems[0][1] == "p. 3"
    with pytest.raises(RuleViolation) as err:
        refuse_if_illegal(army, 100)
    assert err.value.ref == "p. 3"


def test_items_count_toward_cost_p18():
    army = army_from_dict({"warriors": [w("Hero", 90, "unique", item_slots=1, attack_types=["sword"])],
                           "items": [{"name": "Decapitator", "points": 11, "wearer": "Hero"}]}, "x")
    assert validate_army(army, 100).cost == 101


def test_copies_of_non_unique_allowed_unique_once_p3():
    assert validate_army(army_from_dict({"warriors": [w("a", 10, count=3)]}, "x"), 100).ok
    bad = army_from_dict({"warriors": [w("Hero", 20, "unique", collector="77"), w("Hero", 20, "unique", collector="77")]}, "x")
    assert any("unique" in t for t, _ in validate_army(bad, 100).problems)


@pytest.mark.parametrize("items,slots,fragment", [
    ([{"name": "Decapitator", "points": 5, "wearer": "Hero"}, {"name": "Assassin", "points": 5, "wearer": "Hero"}], 2, "more than one relic"),
    ([{"name": "Decapitator", "points": 5, "wearer": "Hero"}], 0, "slot"),
    ([{"name": "Sword of A", "points": 5, "wearer": "Hero", "requires": ["sword"]},
      {"name": "Sword of B", "points": 5, "wearer": "Hero", "requires": ["sword"]}], 2, "same requirement"),
    ([{"name": "Enchanted Fuser Rifle", "points": 5, "wearer": "Hero"}], 1, "requirement 'bow'"),
    ([{"name": "Decapitator", "points": 5, "wearer": "Nobody"}], 1, "not in the army"),
], ids=["one-relic-p18", "free-slot-p18", "same-requirement-p18", "R021-needs-bow-p18", "wearer-missing"])
def test_item_restrictions_p18(items, slots, fragment):
    army = army_from_dict({"warriors": [w("Hero", 50, "unique", item_slots=slots, attack_types=["sword"])], "items": items}, "x")
    problems = validate_army(army, 100).problems
    assert any(fragment in t for t, _ in problems), problems


def test_relic_once_per_army_p18():
    army = army_from_dict({"warriors": [w("A", 30, "unique", collector="1", item_slots=1), w("B", 30, "unique", collector="2", item_slots=1)],
                           "items": [{"name": "Assassin", "points": 5, "wearer": "A"}, {"name": "R-031", "number": "R-031", "points": 5, "wearer": "B"}]}, "x")
    assert any("at most once" in t for t, _ in validate_army(army, 100).problems)


def test_requirement_faction_and_min_attack():
    army = army_from_dict({"warriors": [w("Hero", 50, "unique", item_slots=2, faction="Orc Khans")],
                           "items": [{"name": "Totem", "points": 5, "wearer": "Hero", "requires": ["orc khans"]},
                                     {"name": "Club", "points": 5, "wearer": "Hero", "requires": ["attack>=9"]}]}, "x")
    problems = validate_army(army, 100).problems
    assert len(problems) == 1 and "attack>=9" in problems[0][0]


def test_sample_armies_are_legal():
    for name, cost in (("ember_legion", 198), ("tidewatch", 200)):
        report = validate_army(read_army(ROOT / "examples" / "mini" / f"{name}.toml"), 200)
        assert report.ok and report.cost == cost


def test_army_file_errors_name_file_and_key(tmp_path):
    f = tmp_path / "bad.toml"
    f.write_text('[[warriors]]\nname = "x"\npoints = "ten"\nspeedtype = "boot"\ndial = [[1, 2, 3]]\n', encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        read_army(f)
    text = err.value.message()
    assert "warriors[0].points" in text and "speedtype" in text and "speed_type" in text and "dial[0]" in text
    assert err.value.exit_code == 3


def test_mkstats_import_fixture():
    records = read_mkstats(FIX / "mkstats_tiny.json")
    got = import_warriors(records, ["test raider", "Test Slinger", "Twin@004"])
    assert got[0]["dial"] == [[8, 8, 14, 2], [7, 7, 13, 1]]  # an all-zero click (skulls) is dropped
    assert got[0]["rank"] == "weak" and got[0]["points"] == 12 and got[0]["collector"] == "001"
    assert got[1]["attack_types"] == ["bow"] and got[1]["range"] == 6 and got[1]["targets"] == 2
    assert got[2]["points"] == 11
    army = army_from_dict({"warriors": got}, "imported")
    assert validate_army(army, 100).cost == 43
    with pytest.raises(InvalidInput):
        import_warriors(records, ["Twin"])
    with pytest.raises(UnknownName) as err:
        import_warriors(records, ["Test Raidr"])
    assert "Test Raider" in err.value.candidates
