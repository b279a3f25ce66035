"""Issue 19 items 4 and 31: the status mirror (.NAME.toml.state.json) is read through the bounded reader and
keyed on the code and rules it was computed with; a mirror that cannot be read, or was written by other
code, is ignored and rebuilt from the save (the TOML save is always the truth)."""

from __future__ import annotations

import json
import os

import pytest

from mkref.core import session as session_module
from mkref.core.session import _digest, code_key


@pytest.fixture
def game(run, saves_dir):
    assert run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "g", "--seed", "3").code == 0
    assert run("play", "g", stdin="prepare\nred blue green\nroll\n").code == 0
    mirror = saves_dir / ".g.toml.state.json"
    assert json.loads(mirror.read_text())["code"] == code_key()
    return saves_dir / "g.toml", mirror


def _truth(run) -> dict:
    return json.loads(run("status", "g", "--json").out)


@pytest.mark.parametrize("command", [["status", "g", "--json"], ["status", "g"], ["map", "g"], ["play", "g"]])
def test_a_mirror_nested_5000_deep_is_ignored_and_rebuilt(run, game, command):
    save, mirror = game
    truth = _truth(run)
    mirror.write_text("[" * 5000 + "]" * 5000)
    result = run(*command, stdin="quit\n")
    assert result.code == 0, result.err + result.out
    if command[-1] == "--json":
        assert json.loads(result.out) == truth
    if command[0] == "status":  # status rebuilds the mirror it could not read
        assert json.loads(mirror.read_text())["save"] == _digest(save.read_bytes())


def test_a_mirror_with_the_right_keys_but_a_status_nested_too_deep_is_rebuilt(run, game):
    save, mirror = game
    truth = _truth(run)
    deep: object = {}
    for _ in range(300):
        deep = {"x": deep}
    mirror.write_text(json.dumps({"save": _digest(save.read_bytes()), "code": code_key(), "status": deep, "raw": deep}))
    assert json.loads(run("status", "g", "--json").out) == truth
    assert run("play", "g", stdin="quit\n").code == 0


def test_a_mirror_written_by_other_code_is_not_shown(run, game):
    """Old mirrors were keyed on the save's bytes only: their status is what older code computed."""
    save, mirror = game
    truth = _truth(run)
    stale = {"save": _digest(save.read_bytes()), "status": {"what": "older code computed this"}, "raw": None}
    mirror.write_text(json.dumps(stale))
    assert json.loads(run("status", "g", "--json").out) == truth
    mirror.write_text(json.dumps({**stale, "code": "another mkref"}))
    assert json.loads(run("status", "g", "--json").out) == truth
    assert json.loads(mirror.read_text())["code"] == code_key()  # rebuilt with this code's key


def test_the_code_key_changes_when_a_rules_file_changes(tmp_path, monkeypatch):
    import shutil

    from tests.conftest import ROOT

    rules = tmp_path / "rules"
    shutil.copytree(ROOT / "rules", rules)
    monkeypatch.setenv("MKREF_RULES_DIR", str(rules))
    monkeypatch.setattr(session_module, "_code_keys", {})
    before = code_key()
    assert code_key() == before  # computed once, the same again
    some_file = next((rules / "mage-knight").glob("*.toml"))
    os.utime(some_file, ns=(1, 1))
    monkeypatch.setattr(session_module, "_code_keys", {})
    assert code_key() != before
