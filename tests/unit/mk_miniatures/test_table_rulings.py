"""Rulings a table caught wrong in the tracked miniatures game (issue 12, item 8).

Each test names the page of the German rulebook (2003) it proves."""

import io
import tomllib
from pathlib import Path

import pytest
import tomli_w

from mkref.core.repl import run_lines
from mkref.core.session import Session

ROOT = Path(__file__).resolve().parents[3]
EMBER = ROOT / "examples/mini/ember_legion.toml"
TIDE = ROOT / "examples/mini/tidewatch.toml"
PLAYERS = ["--build", "200", "--player", "Anna", "--player", "Ben"]
END_TURN = "end\nnone\nnone\nnone"  # close the action phase: nobody touches the three objectives
PASS_TURN = "end\n" + END_TURN  # a whole turn without actions: command phase, action phase, end phase


def new_game(tmp_path, *extra, ember=EMBER, tide=TIDE, name="g"):
    return Session.new("mk-miniatures", ["--army", str(ember), "--army", str(tide), *PLAYERS, *extra], name, tmp_path, seed=3)


def play(session, text):
    out = io.StringIO()
    run_lines(session, iter(text.strip().splitlines()), out)
    return out.getvalue()


def army_file(tmp_path, source, name, change):
    """A copy of an example army, changed by `change(raw)`."""
    raw = tomllib.loads(source.read_text(encoding="utf-8"))
    change(raw)
    path = tmp_path / name
    path.write_text(tomli_w.dumps(raw), encoding="utf-8")
    return path


def test_captive_eliminated_by_its_captor_is_no_captive_p11(tmp_path):
    s = new_game(tmp_path)
    play(s, f"close ember_captain tide_caster capture\nyes\nno\n5 5\n{END_TURN}\n{PASS_TURN}")
    assert s.state.warriors["tide_caster"].captor == "ember_captain"
    out = play(s, "close ember_captain tide_caster\nyes\nno\n6 5")
    assert "the captive tide_caster is eliminated" in out
    caster = s.state.warriors["tide_caster"]
    assert caster.status == "eliminated" and caster.captor == "" and s.state.warriors["ember_captain"].captive == ""
    shown = play(s, "show tide_caster\nstatus")
    assert "captive of" not in shown and "tide_caster (eliminated)" in shown
    status = s.game.status(s.state)
    row = next(w for p in status["players"] for w in p["warriors"] if w["key"] == "tide_caster")
    assert row["status"] == "eliminated"
