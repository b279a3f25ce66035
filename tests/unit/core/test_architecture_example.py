"""ARCHITECTURE.md's worked example works: its coin-toss game, written out from the document's code
blocks into a temporary folder with its one registry line, plays through the shared shells."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.unit.architecture_blocks import example_blocks

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def coin_toss(tmp_path, monkeypatch):
    files, registry_line = example_blocks("coin_toss", "GameInfo(")
    assert set(files) == {"coin_toss/__init__.py", "coin_toss/plugin.py", "coin_toss/game.py"}
    for name, body in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(body, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    from mkref.core import registry

    line = eval(registry_line.rstrip(","), {"GameInfo": registry.GameInfo})  # the document's own line
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, line))
    yield tmp_path
    for module in [m for m in sys.modules if m == "coin_toss" or m.startswith("coin_toss.")]:
        del sys.modules[module]


def test_the_coin_toss_game_plays_through_new_play_status_and_settle(coin_toss, run):
    made = run("new", "Münzwurf")
    assert made.code == 0, made.err
    assert "[ ] One coin on the table" in made.out
    played = run("play", "coins", stdin="call heads\nheads\ncall tails\nheads\ncall sideways\n")
    assert "1 of 1 right" in played.out and "1 of 2 right" in played.out
    assert "Error: Call heads or tails" in played.out
    assert json.loads(run("status", "coins", "--json").out) == {"game": "coin-toss", "points": 1, "tosses": 2}
    sheet = coin_toss / "tosses.toml"
    sheet.write_text('game = "coin-toss"\ncalls = ["heads", "tails", "tails"]\ncoins = ["heads", "heads", "tails"]\n')
    assert json.loads(run("settle", sheet, "--json").out) == {"verdict": "ok", "points": 2}
