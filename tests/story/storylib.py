"""The example games of examples/games/, played once per test session into one saves folder."""

from __future__ import annotations

import io
import re
import sys
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Example:
    script: Path
    game: str
    name: str  # the save's name, as the script's header gives it
    args: tuple[str, ...]  # `mkref new GAME ARGS` (with --save and --seed)


def examples() -> list[Example]:
    """Every scripted example game whose header says how to start it."""
    found = []
    for script in sorted((ROOT / "examples" / "games").glob("*.txt")):
        lines = script.read_text(encoding="utf-8").splitlines(True)[:12]
        header = re.sub(r"\\\s*\n\s*", " ", "".join(line[1:] if line.startswith("#") else "" for line in lines))
        match = re.search(r"mkref new (\S+)((?: +(?!then:)\S+)*)", header)
        assert match, f"{script.name} says how to start it"
        words = tuple(match.group(2).split())
        found.append(Example(script, match.group(1), words[words.index("--save") + 1], words))
    return found


def mkref(*args: str, stdin: str = "") -> tuple[int, str, str]:
    """Run the CLI in this process: (exit code, output, errors)."""
    from mkref.cli.app import main

    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = main([str(a) for a in args])
    finally:
        sys.stdin = saved
    assert "Traceback" not in err.getvalue(), err.getvalue()
    return code, out.getvalue(), err.getvalue()


def play_all(folder: Path) -> list[Example]:
    """Start and play every example game into ``folder``."""
    import shutil

    games = examples()
    for example in games:
        shutil.rmtree(folder / "cards", ignore_errors=True)  # each script is a first evening at its own table (no card file yet)
        code, _, err = mkref("new", example.game, *example.args, "--saves-dir", str(folder))
        assert code == 0, err
        code, _, err = mkref("play", example.name, "--saves-dir", str(folder), "--keep-going",
                             stdin=example.script.read_text(encoding="utf-8"))
        assert code in (0, 1), err  # a script's "#! refused" lines are refused on purpose
    return games
