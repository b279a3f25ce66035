"""Shared test helpers: run the real CLI in-process, with its own saves folder."""

from __future__ import annotations

import io
import os
import sys
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import pytest

os.environ.setdefault("_TYPER_FORCE_DISABLE_TERMINAL", "1")
os.environ.setdefault("NO_COLOR", "1")
os.environ.setdefault("COLUMNS", "100")
# mkref wraps its lines to the screen (mkref.cli.fit), 100 columns in a pipe. The tests of content read each
# sentence on one line, so they run with a wide screen; tests/cli/test_screen_width.py renders every view
# at 80 and 100 columns.
os.environ.setdefault("MKREF_WIDTH", "1000")

# CI must be reproducible: there the property tests draw the same examples every run (and keep no
# database); on a developer's machine they explore at random and remember what failed.
if os.environ.get("CI"):
    from hypothesis import settings

    settings.register_profile("ci", derandomize=True, database=None)
    settings.load_profile("ci")

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Result:
    code: int
    out: str
    err: str


@pytest.fixture
def saves_dir(tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setenv("MKREF_SAVES_DIR", str(folder))
    return folder


@pytest.fixture
def run(monkeypatch, saves_dir):
    """run("combat", "--sheet", path, stdin="...") -> Result(code, out, err)."""

    def _run(*args: str, stdin: str = "") -> Result:
        from mkref.cli.app import main

        out, err = io.StringIO(), io.StringIO()
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        with redirect_stdout(out), redirect_stderr(err):
            code = main([str(a) for a in args])
        assert "Traceback" not in err.getvalue(), err.getvalue()
        return Result(code, out.getvalue(), err.getvalue())

    return _run


def pytest_addoption(parser):
    group = parser.getgroup("mkref fuzz")
    group.addoption("--fuzz-count", type=int, default=0,
                    help="Cases per game and per kind in tests/fuzz (default: the CI size; e.g. 5000 for a long local run).")
    group.addoption("--fuzz-seed", type=int, default=None,
                    help="Seed of the fuzz suite (default: fixed in CI, random on a developer's machine; printed on failure).")
