"""Figures: how many questions a scripted game asks, and how many the table's card file spares a second game.

Plays a scripted example game (default: the README's Knight Tales game) twice in one saves folder, as two
evenings at the same table. The first game asks everything; the second is the same game with every answer
to a printed value taken out of its script, because the card file now holds those values. Prints the
questions of each game by kind (die, draw, printed, count, choice).

Run: python bench/bench_card_file.py [examples/games/FILE.txt]
"""

from __future__ import annotations

import io
import shlex
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def told_lines(script: Path) -> set[int]:
    """The script's `card` commands (Knight Tales' `karte`): values it tells before they are asked."""
    lines = script.read_text(encoding="utf-8").splitlines()
    return {n for n, line in enumerate(lines, 1) if line.split()[:1] in (["card"], ["karte"])}


def play(script: Path, folder: Path, name: str, drop: frozenset[int] = frozenset()) -> tuple[Counter[str], set[int], str, dict]:
    """Play ``script`` (without its lines ``drop``) as save ``name``: (questions by kind, lines that answered
    a printed value, the transcript, the final state as JSON data)."""
    from mkref.cli.repl import run_lines
    from mkref.core.session import Session

    lines = script.read_text(encoding="utf-8").splitlines(keepends=True)
    new_args = shlex.split(lines[0].lstrip("# "))[3:]  # "# mkref new GAME ARGS..."
    game = shlex.split(lines[0].lstrip("# "))[2]
    args = [a for i, a in enumerate(new_args) if a != "--save" and (i == 0 or new_args[i - 1] != "--save")]
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 1
    args = [a for i, a in enumerate(args) if a != "--seed" and (i == 0 or args[i - 1] != "--seed")]
    session = Session.new(game, args, name, folder, seed)
    kinds: Counter[str] = Counter()
    printed: set[int] = set()

    def heard(number: int, request: object) -> None:
        kind = getattr(request, "asks", "?")
        kinds[kind] += 1
        if kind == "printed":
            printed.add(number)

    kept = (line if number not in drop else "# (told before)\n" for number, line in enumerate(lines, 1))
    out = io.StringIO()
    run_lines(session, kept, out, on_answer=heard)
    status = session.game.status(session.state)
    session.close()
    return kinds, printed, out.getvalue(), status


def main() -> None:
    script = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "examples" / "games" / "knight-tales_standard_2p.txt"
    with tempfile.TemporaryDirectory() as tmp:
        first, printed, _, end_one = play(script, Path(tmp), "first")
        second, _, _, end_two = play(script, Path(tmp), "second", frozenset(printed | told_lines(script)))
    for label, kinds in (("first game", first), ("second game", second)):
        detail = ", ".join(f"{k} {n}" for k, n in sorted(kinds.items()))
        print(f"{script.name}, {label}: {sum(kinds.values())} questions ({detail})")
    told = len(told_lines(script))
    print(f"  the second game also needs none of the first game's {told} 'card' lines; same end: {end_one == end_two}")


if __name__ == "__main__":
    main()
