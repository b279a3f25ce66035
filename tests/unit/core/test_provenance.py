"""Where the numbers of the rules data come from (mkref.core.provenance, README "Rules data"): the
[provenance] table of a rules file, checked at load with file and key, inherited by path, said in both
languages, and asked by rule code before it refuses what the table reads off a component."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mkref.core import rulesdata
from mkref.core.errors import RulesDataError
from mkref.core.provenance import Provenance, describe, of
from mkref.core.rulesdata import take_provenance

RULES = Path(__file__).resolve().parents[3] / "rules"


def _problems(table: dict) -> str:
    with pytest.raises(RulesDataError) as caught:
        take_provenance({"provenance": table, "enemies": {"prowlers": {"armor": 3, "ref": "p. 24"}}}, "rules/x/enemies.toml")
    return caught.value.message()


def test_a_misspelt_source_is_refused_with_file_key_and_the_closest_word():
    text = _problems({"default": {"source": "consenus", "ref": "not printed"}})
    assert "rules/x/enemies.toml [provenance.default].source" in text
    assert "'consenus'" in text and "did you mean 'consensus'" in text


def test_a_missing_ref_is_refused():
    text = _problems({"default": {"source": "single"}})
    assert "[provenance.default].ref: missing" in text


def test_printed_needs_a_page_and_a_ref_must_look_like_one():
    assert "name the page it is printed on" in _problems({"default": {"source": "printed", "ref": "not printed"}})
    assert "expected a page" in _problems({"default": {"source": "single", "ref": "somewhere"}})


def test_a_path_that_names_no_record_is_refused():
    text = _problems({"default": {"source": "consensus", "ref": "not printed"}, "enemies.prowler": {"source": "single", "ref": "not printed"}})
    assert '[provenance."enemies.prowler"]' in text and "names no table" in text


def test_every_problem_is_listed_at_once():
    text = _problems({"default": {"source": "x", "ref": "not printed"}, "enemies.prowlers": {"source": "single"}})
    assert "2 problem(s)" in text


def test_the_nearest_path_wins_and_record_means_the_records_own_page():
    data = {"sites": {"city": {"ref": "p. 10", "garrison": 3}, "keep": {"ref": "p. 8"}}}
    table = {"default": Provenance("printed", "record"), "sites.city": Provenance("single", "not printed")}
    assert of(table, "sites.city.garrison", data) == Provenance("single", "not printed")
    assert of(table, "sites.keep", data) == Provenance("printed", "p. 8")
    assert of({}, "sites.keep", data) is None


def test_said_in_both_languages_with_s_for_seite():
    assert describe(Provenance("printed", "p. 9")) == "printed, p. 9"
    assert describe(Provenance("printed", "p. 9"), "de") == "gedruckt, S. 9"
    assert describe(Provenance("single", "not printed")) == "one source, not in the rulebook: check the component"
    assert describe(Provenance("consensus", "not printed"), "de") == "mehrere Quellen stimmen überein, nicht im Regelheft"


def test_sure_enough_only_for_printed_or_consensus():
    # volkare.toml [army]: one unverified source (volkare_army.csv) - the table's clix dial decides
    assert not rulesdata.sure_enough("mage-knight", "volkare.toml", "army")
    assert rulesdata.provenance("mage-knight", "volkare.toml", "army.8") == Provenance("single", "not printed")
    # enemies.toml: Fire Golems' copy count is disputed (1 against a token sheet's 2); Orc Summoners agree
    assert not rulesdata.sure_enough("mage-knight", "enemies.toml", "enemies.fire_golems")
    assert rulesdata.sure_enough("mage-knight", "enemies.toml", "enemies.orc_summoners")
    # levels.toml: Armor 2 and hand limit 5 of levels 1-2 are printed on p. 3
    assert rulesdata.provenance("mage-knight", "levels.toml", "levels.1") == Provenance("printed", "p. 3")


def test_a_loader_sees_no_provenance_table():
    data = rulesdata.read_file("mage-knight", "enemies.toml")
    assert "provenance" not in data and "prowlers" in data["enemies"]


def _rules_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "rules"
    shutil.copytree(RULES, folder)
    return folder


def test_check_rules_refuses_a_misspelt_source_with_file_and_key(run, tmp_path, monkeypatch):
    folder = _rules_copy(tmp_path)
    path = folder / "mage-knight" / "volkare.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('army = { source = "single"', 'army = { source = "singel"'), encoding="utf-8")
    monkeypatch.setenv("MKREF_RULES_DIR", str(folder))
    result = run("check-rules")
    assert result.code == RulesDataError.exit_code
    assert "volkare.toml [provenance.army].source" in result.err and "did you mean 'single'" in result.err


def test_check_rules_refuses_a_data_file_without_provenance(run, tmp_path, monkeypatch):
    folder = _rules_copy(tmp_path)
    path = folder / "mage-knight" / "tactics.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: text.index("\n# Where the numbers come from")] + "\n", encoding="utf-8")
    monkeypatch.setenv("MKREF_RULES_DIR", str(folder))
    result = run("check-rules")
    assert result.code == RulesDataError.exit_code
    assert "tactics.toml [provenance]" in result.err and "every rules data file says where its numbers come from" in result.err


def test_every_rules_data_file_says_where_its_numbers_come_from(run):
    result = run("check-rules")
    assert result.code == 0, result.err
