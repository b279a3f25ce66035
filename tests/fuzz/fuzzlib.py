"""The fuzz suite's machinery: where each game's inputs come from, how they are mutated, and the one
invariant every input must keep (issue 11).

A game plugs in with no code:
* its REPL is fuzzed when an example script under ``examples/games/`` starts it (the script's header
  has the ``mkref new GAME ...`` line); the command words come from the game's ``commands()`` table and
  its ``suggest()`` completions, the answers to rolls and draws from each ``Request``;
* its sheets are fuzzed through ``mkref settle`` when its plug-in declares sheet kinds and an example
  sheet names them (``game = "..."``, ``kind = "..."``); the top-level sheet commands of the games
  that predate plug-ins are listed once in ``SHEET_COMMANDS``;
* its saves are the saves the REPL fuzz leaves behind, mutated.

The invariant: exit code 0, 1, 2 or 3 with a one-line message for a non-zero code; never exit 70
(an internal error), never a traceback, and a refused command never changes the save.
"""

from __future__ import annotations

import glob
import io
import json
import random
import re
import sys
from collections.abc import Callable, Iterable
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ALLOWED_CODES = {0, 1, 2, 3}


# -- running the CLI in-process -------------------------------------------------------------------------
@dataclass
class Outcome:
    code: int
    out: str
    err: str


def run_cli(args: Iterable[str], stdin: str = "") -> Outcome:
    from mkref.cli.app import main

    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = main([str(a) for a in args])
    finally:
        sys.stdin = saved
    return Outcome(code, out.getvalue(), err.getvalue())


def problem(result: Outcome) -> str:
    """Why ``result`` breaks the invariant ('' when it keeps it)."""
    if result.code == 70 or "unexpectedly" in result.err:
        return f"internal error (exit {result.code}): {result.err.strip()[-300:]}"
    if "Traceback" in result.err or "Traceback" in result.out:
        return "a traceback"
    if result.code not in ALLOWED_CODES:
        return f"exit code {result.code}"
    # a refusal is said on stderr; a report that finds a problem (an illegal army, --json) says it on stdout
    if result.code not in (0, 2) and not result.err.strip() and not (result.code == 1 and result.out.strip()) and '"reason"' not in result.out:
        return f"exit {result.code} without a message"
    if result.err.strip().count("\n") > 0 and result.code in (1, 3) and not result.out and "Error:" in result.err.split("\n")[1]:
        return "a message of more than one line"
    return ""


# -- the figures for the report -------------------------------------------------------------------------------
@dataclass
class Tally:
    inputs: int = 0
    internal: int = 0
    failures: list[str] = field(default_factory=list)


TALLY: dict[tuple[str, str], Tally] = {}


def tally(game: str, kind: str) -> Tally:
    return TALLY.setdefault((game, kind), Tally())


# -- inputs of each game ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Start:
    """How an example script starts its game: ``mkref new GAME ARGS`` and the script's lines."""

    game: str
    args: tuple[str, ...]
    script: Path


def starts() -> list[Start]:
    """Every example script in examples/games/ whose header says how to start it, for a known game."""
    from mkref.core.errors import MkrefError
    from mkref.core.registry import game_info

    found = []
    for script in sorted((ROOT / "examples" / "games").glob("*.txt")):
        header = "".join(line[1:] if line.startswith("#") else "" for line in script.read_text(encoding="utf-8").splitlines(True)[:12])
        header = re.sub(r"\\\s*\n\s*", " ", header)
        match = re.search(r"mkref new (\S+)((?: +(?!then:)\S+)*)", header)
        if not match:
            continue
        words = match.group(2).split()
        try:
            game = game_info(match.group(1)).id
        except MkrefError:
            continue
        if "--save" in words:  # the fuzz names its own save
            i = words.index("--save")
            del words[i:i + 2]
        if "--seed" in words:
            i = words.index("--seed")
            del words[i:i + 2]
        found.append(Start(game, tuple(words), script))
    return found


@dataclass(frozen=True)
class SheetCommand:
    game: str
    kind: str
    args: tuple[str, ...]  # the command before the sheet's path
    examples: tuple[str, ...]  # globs under the project root
    holds: str = ""  # only example files that contain this text


# The sheet commands of the games that predate plug-ins (a plug-in's kinds are found by themselves).
SHEET_COMMANDS = (
    SheetCommand("mage-knight", "combat", ("combat", "--sheet"), ("examples/combat/*.toml", "tests/sheets/*.toml")),
    SheetCommand("mage-knight", "score", ("score", "--sheet"), ("examples/score/*.toml",)),
    SheetCommand("mk-miniatures", "army", ("mini", "army", "check", "--build", "200"), ("examples/mini/*.toml",), holds="[[warriors]]"),
    SheetCommand("mk-miniatures", "attack", ("mini", "attack", "--sheet"), ("examples/mini/*.toml",), holds="[[targets]]"),
)


def sheet_commands() -> list[SheetCommand]:
    """SHEET_COMMANDS plus, for every game with a plug-in, each sheet kind with example sheets naming it."""
    import importlib.util
    import tomllib

    from mkref.core.registry import GAMES, game_plugin

    found = list(SHEET_COMMANDS)
    for info in GAMES:
        if importlib.util.find_spec(info.package + ".plugin") is None:
            continue
        for kind in sorted(game_plugin(info.id).sheets):
            named = []
            for path in sorted(glob.glob(str(ROOT / "examples" / "**" / "*.toml"), recursive=True)):
                try:
                    table = tomllib.loads(Path(path).read_text(encoding="utf-8"))
                except (tomllib.TOMLDecodeError, UnicodeDecodeError):
                    continue
                if table.get("game", "mage-knight") == info.id and table.get("kind") == kind:
                    named.append(str(Path(path).relative_to(ROOT)))
            if named:
                found.append(SheetCommand(info.id, f"settle:{kind}", ("settle",), tuple(named)))
    return found


def example_files(command: SheetCommand) -> list[Path]:
    files = sorted({Path(p) for pattern in command.examples for p in glob.glob(str(ROOT / pattern))})
    return [p for p in files if not command.holds or command.holds in p.read_text(encoding="utf-8")]


# -- mutations ---------------------------------------------------------------------------------------------------------
BAD_NUMBERS = ("1000000000000000000000000000000", "-1000000000000000000000000000000", "nan", "inf", "-inf", "2.5", "-1", "0",
               "99999", "1e308", "-0", "0x7fffffff", "1_000_000")
JUNK_WORDS = ("", "x", "ä", "Ü", "¹", "٣", "-", "--", "0", "-0", "999999999999999999999", "nan", "1e9", "\u202e", "🐉", "a" * 300,
              "'", '"', "\\", "#", "[", "]", "{}", "NULL", "None", "true", "all", "alle", "roll", "cancel", "undo", ",", "x:y", "@")
_NUMBER = re.compile(r"(?<=[=\[,\s])-?\d+(?:\.\d+)?(?=[\s,\]\n])")
_STRING = re.compile(r'"[^"\n]*"')


def mutate_text(text: str, rng: random.Random) -> bytes:
    """One to three random edits of a TOML file, some of them on purpose invalid."""
    for _ in range(rng.randint(1, 3)):
        text = rng.choice(_EDITS)(text, rng)
    data = text.encode("utf-8", "surrogatepass")
    if rng.random() < 0.05:
        data = b"\xef\xbb\xbf" + data
    if rng.random() < 0.03:
        cut = rng.randrange(len(data) + 1)
        data = data[:cut] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 8))) + data[cut:]
    return data


def _number(text: str, rng: random.Random) -> str:
    spots = list(_NUMBER.finditer(text))
    if not spots:
        return text
    m = rng.choice(spots)
    return text[: m.start()] + rng.choice(BAD_NUMBERS) + text[m.end():]


def _string(text: str, rng: random.Random) -> str:
    spots = list(_STRING.finditer(text))
    if not spots:
        return text
    m = rng.choice(spots)
    new = rng.choice([json.dumps(rng.choice(JUNK_WORDS), ensure_ascii=False), rng.choice(BAD_NUMBERS), "[]", "{}", "true", '"' + m.group()[1:-1][::-1] + '"'])
    return text[: m.start()] + new + text[m.end():]


def _lines(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    if len(lines) < 2:
        return text
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    op = rng.randrange(4)
    if op == 0:
        del lines[i]
    elif op == 1:
        lines.insert(i, lines[j])
    elif op == 2:
        lines[i], lines[j] = lines[j], lines[i]
    else:
        lines.insert(i, rng.choice(["[[events]]", "[setup]", "x = 1", "type = \"note\"", "[[warriors]]", "= 3", "[a.b.c]", "events = 3"]))
    return "\n".join(lines)


def _truncate(text: str, rng: random.Random) -> str:
    return text[: rng.randrange(len(text) + 1)]


def _nest(text: str, rng: random.Random) -> str:
    depth = rng.choice([5, 45, 1000, 30000])
    return text + f"\ndeep = {'[' * depth}{']' * depth}\n"


def _key(text: str, rng: random.Random) -> str:
    keys = list(re.finditer(r"^(\w+)\s*=", text, re.MULTILINE))
    if not keys:
        return text
    m = rng.choice(keys)
    return text[: m.start(1)] + m.group(1)[::-1] + text[m.end(1):]


_EDITS: tuple[Callable[[str, random.Random], str], ...] = (_number, _number, _string, _string, _lines, _lines, _truncate, _nest, _key)


def random_toml(keys: list[str], rng: random.Random) -> str:
    """A random sheet made of keys the game's real files use, with random values."""
    values = ["1", "0", "-3", "2.5", "nan", '"x"', '"Anna"', "true", "[]", "[1, 2]", '["a"]', "{ a = 1 }", rng.choice(BAD_NUMBERS)]
    lines = []
    for _ in range(rng.randint(0, 12)):
        if rng.random() < 0.2:
            lines.append(f"[{'[' if rng.random() < 0.5 else ''}{rng.choice(keys)}{']' if lines and lines[-1].startswith('[[') else ''}]")
            continue
        lines.append(f"{rng.choice(keys)} = {rng.choice(values)}")
    return "\n".join(lines) + "\n"


def toml_keys(files: Iterable[Path]) -> list[str]:
    keys: set[str] = set()
    for path in files:
        keys.update(re.findall(r"^\s*\[*\s*([A-Za-z_][\w-]*)", path.read_text(encoding="utf-8"), re.MULTILINE))
    return sorted(keys) or ["x"]
