"""ARCHITECTURE.md's worked example of a fifth optional part works: Night Watch, written out from the
document's code blocks as the package ``mage_knight/night_watch/`` (in a temporary folder) with its one
registry line, plays through `mkref new` and `mkref play` in English and German."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest

from tests.unit.architecture_blocks import example_blocks

ROOT = Path(__file__).resolve().parents[3]
NEW = ("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--no-dummy", "--no-map")
ROUND_1 = ["prepare", "red green blue", "peasants herbalists foresters", "tactic 1"]
PACKAGE = "mkref.games.mage_knight.night_watch"


@pytest.fixture
def night_watch(tmp_path, monkeypatch):
    """The example's package beside Mage Knight's own, and its line in the plug-in's ``parts``."""
    import mkref.games.mage_knight as mage_knight
    from mkref.games.mage_knight import parts, plugin
    from mkref.games.mage_knight.table import commands, game

    files, registry_line = example_blocks("night_watch", '"night_watch":')
    assert set(files) == {f"night_watch/{name}" for name in ("__init__.py", "messages.py", "part.py", "watch.py")}
    for name, body in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(body, encoding="utf-8")
    monkeypatch.setattr(mage_knight, "__path__", [*mage_knight.__path__, str(tmp_path)])
    line = eval("{\n" + registry_line + "\n}", {"MK": plugin.MK})  # the document's own line
    monkeypatch.setattr(plugin, "PLUGIN", plugin.PLUGIN._replace(parts={**plugin.PLUGIN.parts, **line}))
    caches = (parts.part, commands.command_table, game._command_owners)
    for cached in caches:
        cached.cache_clear()
    yield tmp_path
    for cached in caches:
        cached.cache_clear()
    for module in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
        del sys.modules[module]


def events(saves_dir: Path, save: str) -> list[dict[str, object]]:
    return list(tomllib.loads((saves_dir / f"{save}.toml").read_text(encoding="utf-8"))["events"])


def test_the_watch_is_kept_shown_refuses_a_rest_and_is_undone(night_watch, run, saves_dir):
    assert run(*NEW, "--variant", "arrival_at_night", "--save", "watch").code == 0
    played = run("play", "watch", "--keep-going", stdin="\n".join([*ROUND_1, "watch", "show", "rest", "help"]) + "\n").out
    assert "> watch\nAnna keeps watch\n" in played
    assert "\nNight Watch: Anna\n" in played
    assert "Error: Anna keeps watch tonight and does not rest. (ARCHITECTURE.md, Night Watch)" in played
    assert "This game:  watch (wache)" in played
    assert events(saves_dir, "watch")[-1] == {"type": "watch_kept", "player": "Anna"}

    undone = run("play", "watch", "--keep-going", stdin="undo\nshow\nrest\n").out
    assert "undo: Anna keeps watch" in undone and "Night Watch" not in undone
    assert "Anna rested (discard 1 non-wound card and any wounds)" in undone
    assert [e["type"] for e in events(saves_dir, "watch")[-1:]] == ["rested"]


def test_the_part_speaks_german(night_watch, run):
    assert run(*NEW, "--variant", "arrival_at_night", "--save", "wache", "--lang", "de").code == 0
    played = run("play", "wache", "--keep-going", stdin="\n".join([*ROUND_1, "wache", "zeige", "rasten", "hilfe"]) + "\n").out
    assert "> wache\nAnna hält Wache\n" in played
    assert "\nNachtwache: Anna\n" in played
    assert "Fehler: Anna hält heute Nacht Wache und rastet nicht. (ARCHITECTURE.md, Night Watch)" in played
    assert "Dieses Spiel:  wache\n" in played  # its German name only: a German table reads no English word


def test_by_day_the_watch_is_refused(night_watch, run):
    assert run(*NEW, "--variant", "arrival_at_night", "--save", "day").code == 0
    round_2 = ["announce", "prepare", "red green blue", "peasants herbalists foresters", "tactic 1", "watch"]
    played = run("play", "day", "--keep-going", stdin="\n".join([*ROUND_1, *round_2]) + "\n").out
    assert "round 2/4, Day" in run("status", "day").out
    assert "Error: A watch is kept at Night only. (ARCHITECTURE.md, Night Watch)" in played


def test_a_game_without_the_part_neither_lists_nor_loads_it_and_refuses_its_command(night_watch, run, saves_dir):
    assert run(*NEW, "--save", "plain").code == 0
    played = run("play", "plain", "--keep-going", stdin="\n".join([*ROUND_1, "show", "help"]) + "\n").out
    assert "watch" not in played and "Night Watch" not in played
    refused = run("play", "plain", "--keep-going", stdin="watch\nrest\n").out
    assert "Error: This game is played without Night Watch. (ARCHITECTURE.md, Night Watch)" in refused
    assert "Anna rested (discard 1 non-wound card and any wounds)" in refused
    assert "watch_kept" not in (saves_dir / "plain.toml").read_text(encoding="utf-8")
    assert f"{PACKAGE}.watch" not in sys.modules  # only its light declaration (part.py, messages.py) was read
