"""A-ARMY ([13], [V2]): Volkare's army from his level. Numbers: rules/mage-knight/volkare.toml [army]
(volkare_army.csv levels 4-15); levels 16-30 in that CSV were derived by the rule above 15 and must agree."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.volkare import army
from mkref.games.mage_knight.volkare.data import Settings

CSV = Path(__file__).resolve().parents[3] / "data" / "sources" / "mage-knight" / "volkare_army.csv"


def test_13_level_8_shows_1_white_1_grey_2_red_2_green():
    assert army.army(8) == {"white": 1, "grey": 1, "red": 2, "green": 2}
    assert army.troop_count(8) == 6


def test_13_level_never_below_4():
    assert army.effective_level(2) == 4
    assert army.army(3) == army.army(4) == {"white": 0, "grey": 1, "red": 1, "green": 2}


def test_13_level_0_is_refused():
    with pytest.raises(InvalidInput):
        army.effective_level(0)


def test_13_above_15_even_level_is_half_doubled():
    assert army.level_parts(16) == [8, 8]
    assert army.army(16) == {"white": 2, "grey": 2, "red": 4, "green": 4}


def test_13_I20_odd_level_17_splits_into_8_and_9():
    assert army.level_parts(17) == [8, 9]
    assert army.army(17) == {"white": 2, "grey": 2, "red": 4, "green": 5}


def test_13_I20_level_36_is_three_times_12():
    assert army.level_parts(36) == [12, 12, 12]
    assert army.troop_count(36) == 30


def test_13_I20_halve_setting_rounds_down_and_doubles():
    assert army.level_parts(17, Settings(army_above_15="halve")) == [8, 8]


def test_13_levels_16_to_30_match_the_derived_table():
    for row in csv.DictReader(CSV.open(encoding="utf-8")):
        level = int(row["volkare_level"])
        wanted = {c: int(row[c]) for c in ("white", "grey", "red", "green")}
        assert army.army(level) == wanted, level
        assert army.troop_count(level) == int(row["total"]), level


def test_13_troops_matching_the_level_pass():
    army.check_troops(4, ["grey", "red", "green", "green"])


def test_13_a_troop_count_that_differs_from_the_one_source_table_is_the_tables_to_say():
    """volkare_army has one source (check the clix dial): a different count is noted, never refused (item 29)."""
    assert army.check_troops(8, ["green", "grey"]) == ("1 white, 1 grey, 2 red, 2 green", "1 grey, 1 green")
    assert army.check_troops(4, ["grey", "red", "green", "green"]) is None


def test_13_a_sheet_with_more_troops_than_the_table_shows_is_fought_with_a_note(run, tmp_path):
    sheet = tmp_path / "v.toml"
    troops = "".join(f'[[enemies]]\nenemy = "{e}"\n\n' for e in ("prowlers", "wolf_riders", "diggers", "swordsmen", "swamp_dragon"))
    sheet.write_text('[volkare]\nattack = "6 physical"\nlevel = 4\n\n[hero]\nlevel = 5\n\n' + troops, encoding="utf-8")
    r = run("combat", "--sheet", sheet, "--json")
    assert r.code == 0, r.out + r.err
    assert "The sheet names 5 troops (1 grey, 1 red, 3 green); mkref's army table says 4 (1 grey, 1 red, 2 green) at level 4" in r.out


def test_13_a_violet_token_is_not_one_of_his_troops():
    with pytest.raises(RuleViolation):
        army.check_troops(4, ["violet", "red", "green", "green"])
