"""The README's "A first evening" runs as written: its commands, the lines typed at the prompt, and
the commands it names for resuming, looking and scoring; and its `mkref settle` header works."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def section(title: str) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index(f"## {title}\n")
    return text[start: text.index("\n## ", start + 1)]


def blocks(text: str, lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", text, re.S)


def test_a_first_evening_runs_as_the_readme_shows(run):
    evening = section("A first evening")
    commands, typed = blocks(evening, "bash")[0].splitlines(), blocks(evening, "text")[0]
    assert commands[0].startswith("mkref new ") and commands[1] == "mkref play evening"
    made = run(*commands[0].split()[1:])
    assert made.code == 0, made.err
    assert "Continue with: mkref play evening" in made.out
    played = run("play", "evening", stdin=typed)
    assert played.code == 0 and "Error" not in played.out, played.out
    assert "-> Turn: Anna." in played.out and "undo: Anna moved to Ane" in played.out
    again = run("play", "evening", stdin="quit\n")  # another evening: it goes on where it stopped
    assert again.code == 0
    for named in ("mkref status evening", "mkref map evening"):
        assert f"`{named}`" in evening
        assert run(*named.split()[1:]).code == 0, named
    assert "`mkref score --sheet end.toml`" in evening and "`examples/score/first_recon.toml`" in evening
    assert run("score", "--sheet", ROOT / "examples/score/first_recon.toml").code == 0
    sheet = run("status", "evening", "--sheet")
    assert sheet.code == 0 and "scenario = \"first_recon\"" in sheet.out


def test_the_settle_header_of_the_readme(run, tmp_path):
    header = blocks(section("Settling any sheet"), "toml")[0]
    sheet = tmp_path / "keep.toml"
    sheet.write_text(header + (ROOT / "examples/combat/keep_assault.toml").read_text(encoding="utf-8"), encoding="utf-8")
    settled = run("settle", sheet, "--json")
    assert settled.code == 0 and json.loads(settled.out)["verdict"] == "ok"
