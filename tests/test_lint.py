"""ruff over the whole project (rules in pyproject.toml): pyflakes errors, likely bugs, no print()."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_finds_nothing():
    if shutil.which("ruff") is None and subprocess.run([sys.executable, "-m", "ruff", "--version"], capture_output=True).returncode:
        pytest.skip("ruff is not installed (pip install -e '.[test]' installs it)")
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "mkref", "tests"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
