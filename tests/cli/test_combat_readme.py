"""The README shows the keep-assault walkthrough exactly as `mkref combat --sheet` prints it."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_readme_walkthrough_is_the_printed_one(run, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    result = run("combat", "--sheet", ROOT / "examples/combat/keep_assault.toml")
    assert result.code == 0
    printed = "\n".join(line.rstrip() for line in result.out.strip().splitlines())
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert printed in readme
