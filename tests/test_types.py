"""mypy in strict mode over all of mkref (the core, the games with their shells, the CLI and the UI), as the
design asks; and a check that a ``Record`` (mkref.core.record) stays checked like a dataclass.

The settings live in pyproject.toml ([tool.mypy]); the first test only runs it and shows what it found.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

WRONG_RECORDS = """\
from mkref.core.plugin import Plugin

PLUGIN = Plugin(rules_folder=1, bogus=2)
PLUGIN.game = "changed"
"""

RIGHT_RECORDS = """\
from mkref.core.plugin import Plugin

PLUGIN = Plugin(rules_folder="mage-knight", sheets={"combat": "module:settle"})
CHANGED: Plugin = PLUGIN._replace(game="module:GAME")
MADE: Plugin = Plugin._make(["mage-knight"])
FIELDS: tuple[str, ...] = Plugin._fields
"""


def _needs_mypy() -> None:
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed (pip install -e '.[test]' installs it)")


def test_mypy_strict_finds_nothing():
    _needs_mypy()
    done = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, "mypy --strict found problems:\n" + done.stdout + done.stderr


def test_mypy_checks_a_record_like_a_frozen_dataclass(tmp_path: Path):
    """A Record has no generated __init__ (free to define), yet mypy knows its fields (typing.dataclass_transform):
    a wrong type, an unknown field and a changed field are errors; a right one, _replace and _make pass."""
    _needs_mypy()
    wrong, right = tmp_path / "wrong_records.py", tmp_path / "right_records.py"
    wrong.write_text(WRONG_RECORDS, encoding="utf-8")
    right.write_text(RIGHT_RECORDS, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"), str(wrong), str(right)],
                          cwd=ROOT, capture_output=True, text=True)
    errors = [line for line in done.stdout.splitlines() if ": error:" in line]
    assert not [line for line in errors if "right_records.py" in line], done.stdout
    wrong_errors = "\n".join(line for line in errors if "wrong_records.py" in line)
    assert 'Argument "rules_folder" to "Plugin" has incompatible type "int"; expected "str"  [arg-type]' in wrong_errors, done.stdout
    assert 'Unexpected keyword argument "bogus" for "Plugin"  [call-arg]' in wrong_errors, done.stdout
    assert 'Property "game" defined in "Plugin" is read-only' in wrong_errors, done.stdout
    assert len(errors) == 3, done.stdout
