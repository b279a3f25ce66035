"""The README's German evening (issue 20): its transcript is what `mkref play` prints for the lines typed in it,
at 100 columns, in German, with names and not ids."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _block() -> tuple[list[str], str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```console\n(\$ mkref new mage-knight [^\n]*--lang de)\n\$ mkref play abend\n(.*?)```", text, re.S)
    assert block, "the README's German evening is missing"
    return shlex.split(block.group(1))[2:], block.group(2)


def test_the_readme_german_evening_prints_as_shown(run, monkeypatch):
    monkeypatch.setenv("MKREF_WIDTH", "100")
    new_args, transcript = _block()
    assert run(*new_args).code == 0
    typed = []
    for line in transcript.splitlines():
        if line.startswith("> "):
            typed.append(line[2:])
        elif line.startswith("? "):
            typed.append(line.rsplit(": ", 1)[1])
    played = run("play", "abend", stdin="\n".join(typed) + "\n")
    assert played.code == 0 and played.out == transcript
    for english in ("rolled", "Source", "moved", "Turn", "tactic", "p. "):
        assert english not in played.out, english
    assert not re.search(r"\b[a-z]+_[a-z]+\b", played.out)  # no ids
