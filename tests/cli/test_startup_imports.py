"""Start-up stays lean: a command imports only what it needs (the table waits on every command)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import io, json, sys, contextlib
from mkref.cli.app import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    code = main(sys.argv[1:])
sys.__stdout__.write(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


def modules_after(*args: str) -> tuple[int, set[str]]:
    done = subprocess.run([sys.executable, "-c", PROBE, *args], cwd=ROOT, capture_output=True, text=True, check=True)
    result = json.loads(done.stdout)
    return result["code"], set(result["modules"])


def test_combat_json_imports_no_ui_no_repl_no_other_game():
    code, modules = modules_after("combat", "--sheet", str(ROOT / "examples/combat/keep_assault.toml"), "--json")
    assert code == 0
    for heavy in ("prompt_toolkit", "pydantic", "rich", "mkref.games.mk_miniatures", "mkref.ui", "mkref.cli.game"):
        assert not any(m == heavy or m.startswith(heavy + ".") for m in modules), heavy


def test_help_imports_no_command_module():
    code, modules = modules_after("--help")
    assert code == 0
    commands = {"mkref.games.mage_knight.shell.combat", "mkref.games.mage_knight.shell.score", "mkref.cli.rules", "mkref.cli.game", "mkref.games.mk_miniatures.shell.mini"}
    assert not commands & modules
    assert not any(m.startswith("mkref.games") for m in modules)


def test_mage_knight_and_help_import_no_knight_tales():
    for args in (("--help",), ("combat", "--sheet", str(ROOT / "examples/combat/keep_assault.toml"), "--json")):
        code, modules = modules_after(*args)
        assert code == 0
        assert not any(m.startswith("mkref.games.knight_tales") for m in modules), args


def test_knight_tales_sheet_json_imports_no_ui_no_repl_no_other_game():
    code, modules = modules_after("settle", str(ROOT / "examples/knight-tales/goblin_attack.toml"), "--json")
    assert code == 0
    for heavy in ("prompt_toolkit", "rich", "mkref.games.mage_knight", "mkref.games.mk_miniatures", "mkref.ui", "mkref.cli.game"):
        assert not any(m == heavy or m.startswith(heavy + ".") for m in modules), heavy


def test_help_and_the_other_commands_import_neither_textual_nor_plotext(tmp_path):
    """Only `mkref watch` loads Textual and only `report`/`watch` load plotext (issue 23 item 3)."""
    for args in (("--help",), ("saves", "--saves-dir", str(tmp_path)), ("rules", "fortified"),
                 ("combat", "--sheet", str(ROOT / "examples/combat/keep_assault.toml"), "--json")):
        _code, modules = modules_after(*args)
        for heavy in ("textual", "textual_serve", "plotext", "mkref.ui.watch_app", "mkref.ui.story_view", "mkref.core.story"):
            assert not any(m == heavy or m.startswith(heavy + ".") for m in modules), (args, heavy)


def test_report_json_imports_neither_textual_nor_plotext(tmp_path):
    """The story's JSON needs neither the screen nor the charts; the text report draws its charts with plotext."""
    subprocess.run([sys.executable, "-m", "mkref", "new", "rune-age", "--scenario", "runewars", "--player", "Ann:Uthuk",
                    "--player", "Ben:Daqan", "--save", "g", "--saves-dir", str(tmp_path)], cwd=ROOT, check=True, capture_output=True)
    code, modules = modules_after("report", "g", "--json", "--saves-dir", str(tmp_path))
    assert code == 0
    assert not any(m.split(".")[0] in ("textual", "plotext") for m in modules)
    code, modules = modules_after("report", "g", "--saves-dir", str(tmp_path))
    assert code == 0 and "plotext" in modules and "textual" not in modules
