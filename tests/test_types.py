"""mypy in strict mode over the rule code (mkref/core, mkref/games), as the design asks.

The settings live in pyproject.toml ([tool.mypy]); this test only runs it and shows what it found.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_strict_finds_nothing():
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed (pip install -e '.[test]' installs it)")
    done = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, "mypy --strict found problems:\n" + done.stdout + done.stderr
