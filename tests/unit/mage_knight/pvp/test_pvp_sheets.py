"""The `pvp` and `coop_assault` sheets: every example in examples/combat/ and every refused sheet here runs
through the settle functions, and each states what it must give (`# expect: path = json`, `# expect-ref:`)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mkref.core.errors import RuleViolation, SheetError
from mkref.core.tomlread import load_toml
from mkref.games.mage_knight.shell.pvp_sheets import settle_coop, settle_pvp

ROOT = Path(__file__).resolve().parents[4]
EXAMPLES = sorted((ROOT / "examples" / "combat").glob("pvp_*.toml")) + sorted((ROOT / "examples" / "combat").glob("coop_*.toml"))
REFUSED = sorted((Path(__file__).parent / "sheets").glob("illegal_*.toml"))
SETTLE = {"pvp": settle_pvp, "coop_assault": settle_coop}


def settle(path: Path, capsys, *, as_json: bool = True, lang: str = "en") -> tuple[int, str]:
    table = load_toml(path, SheetError)
    code = SETTLE[table["kind"]](table, str(path), as_json=as_json, lang=lang, options={})
    return code, capsys.readouterr().out


def expectations(path: Path) -> tuple[list[tuple[str, object]], str | None]:
    expects, ref = [], None
    for line in path.read_text(encoding="utf-8").splitlines():
        if found := re.match(r"#\s*expect:\s*(\S+)\s*=\s*(.+)$", line):
            expects.append((found.group(1), json.loads(found.group(2))))
        if found := re.match(r"#\s*expect-ref:\s*(.+)$", line):
            ref = found.group(1).strip()
    return expects, ref


def lookup(result: dict, path: str) -> object:
    value: object = result
    for key in path.split("."):
        assert isinstance(value, dict), path
        value = value[key]
    return value


def test_there_are_examples_of_both_kinds():
    names = [p.name for p in EXAMPLES]
    assert any(n.startswith("pvp_") for n in names) and any(n.startswith("coop_") for n in names)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_sheet_gives_what_it_says(path, capsys):
    assert path.read_text(encoding="utf-8").startswith("#"), "every sheet opens with a comment saying what it shows"
    expects, _ = expectations(path)
    assert expects, "an example states what it must give (# expect:)"
    code, out = settle(path, capsys)
    result = json.loads(out)
    assert code == 0 and result["verdict"] == "ok", result
    for key, value in expects:
        assert lookup(result, key) == value, key


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_example_walkthrough_prints_every_step_with_its_page(path, lang, capsys):
    code, out = settle(path, capsys, as_json=False, lang=lang)
    assert code == 0
    assert out.count(" • ") >= 5 and ("(S. 1" if lang == "de" else "(p. 1") in out


@pytest.mark.parametrize("path", REFUSED, ids=lambda p: p.name)
def test_refused_sheet_says_why_and_the_page(path, capsys):
    _, ref = expectations(path)
    assert ref, "a refused sheet names the page it breaks (# expect-ref:)"
    code, out = settle(path, capsys)
    result = json.loads(out)
    assert code == 1 and result["verdict"] == "illegal" and result["ref"] == ref, result
    with pytest.raises(RuleViolation):
        settle(path, capsys, as_json=False)


def test_german_walkthrough_of_the_stolen_artifact(capsys):
    _, out = settle(ROOT / "examples/combat/pvp_steal_artifact.toml", capsys, as_json=False, lang="de")
    assert "Banner des Ruhms wird für 5 Schaden gestohlen" in out  # the artifact's German name (issue 20)
    assert "verletzte Einheiten: Bauern; verliert Banner des Ruhms." in out
    assert "Goldyx gewinnt: Ruhm +3" in out


def test_misspelt_key_is_a_sheet_error_naming_it(tmp_path, capsys):
    path = tmp_path / "bad.toml"
    path.write_text('kind = "pvp"\ncomitment = "full"\n[aggressor]\nname = "A"\nlevel = 1\n[defender]\nname = "B"\nlevel = 1\n')
    code, out = settle(path, capsys)
    assert code == 3 and "commitment" in json.loads(out)["reason"]


def test_missing_defender_is_a_sheet_error(tmp_path, capsys):
    path = tmp_path / "bad.toml"
    path.write_text('kind = "pvp"\n[aggressor]\nname = "A"\nlevel = 1\n')
    code, out = settle(path, capsys)
    assert code == 3 and "defender" in json.loads(out)["reason"]


def test_withdrawal_into_a_lake_is_refused(tmp_path, capsys):
    path = tmp_path / "lake.toml"
    path.write_text('kind = "pvp"\n[aggressor]\nname = "A"\nlevel = 1\n[defender]\nname = "B"\nlevel = 1\n'
                    '[[melee]]\nby = "aggressor"\nattack = ["9"]\nwithdraw = { space = "lake", terrain = "lake" }\n')
    code, out = settle(path, capsys)
    assert code == 1 and json.loads(out)["ref"] == "p. 7"


def test_readme_documents_every_key_and_example():
    from mkref.games.mage_knight.pvp import sheets

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Player against player and the cooperative assault (Mage Knight)", 1)[1].split("\n## ", 1)[0]
    keys = set(sheets.PVP_KEYS + sheets.SITUATION_KEYS + sheets.HERO_KEYS + sheets.EXCHANGE_KEYS + sheets.COOP_KEYS + sheets.COOP_HERO_KEYS)
    missing = [k for k in sorted(keys - {"game", "kind", "units", "artifacts"}) if not re.search(rf"[`\[.]{k}[`\] =]", section)]
    assert not missing, missing
    for name in re.findall(r"examples/combat/([a-z_]+\.toml)", section):
        assert (ROOT / "examples" / "combat" / name).exists(), name


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_through_mkref_settle(run, path):
    """The README's command: `mkref settle FILE` (and `--json`, `--lang de`) through the real CLI."""
    expects, _ = expectations(path)
    result = run("settle", path, "--json")
    assert result.code == 0, result.out
    got = json.loads(result.out)
    for key, value in expects:
        assert lookup(got, key) == value, key
    text = run("settle", path, "--lang", "de")
    assert text.code == 0 and "(S. 1" in text.out


@pytest.mark.parametrize("path", REFUSED, ids=lambda p: p.name)
def test_refused_through_mkref_settle(run, path):
    _, ref = expectations(path)
    result = run("settle", path)
    assert result.code == 1 and f"({ref})" in result.err
    got = json.loads(run("settle", path, "--json").out)
    assert got["verdict"] == "illegal" and got["ref"] == ref


def test_combat_command_settles_a_pvp_sheet_and_points_a_score_sheet_elsewhere(run):
    """Issue 12 item 1: a PvP fight is also a combat sheet for `mkref combat --sheet`."""
    result = run("combat", "--sheet", ROOT / "examples/combat/pvp_draw.toml")
    assert result.code == 0, result.err
    refused = run("combat", "--sheet", ROOT / "examples/score/standard.toml")
    assert refused.code == 1 and "mkref score --sheet" in refused.err
