"""How many table questions each game answers first (issue 22).

Run: python bench/bench_questions.py [-v]. Reads tests/unit/table_questions/<game>.toml and prints,
per game, how many questions rank their named entry first (with the page the set names), and with -v
the ones that do not, with what came first instead.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from mkref.core import rulesindex

FOLDER = Path(__file__).parents[1] / "tests" / "unit" / "table_questions"


def main() -> None:
    verbose = "-v" in sys.argv
    for path in sorted(FOLDER.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        index = rulesindex.load(data["game"])
        misses = []
        for item in data["questions"]:
            hits = index.search(item["q"], 1)
            top = hits[0][0] if hits else None
            if top is None or top.id != item["entry"] or top.ref != item["ref"]:
                misses.append((item["q"], item["entry"], top.id if top else "-", top.ref if top else "-"))
        total = len(data["questions"])
        print(f"{path.stem:15} {total - len(misses):3} of {total} answered first")
        if verbose:
            for question, want, got, ref in misses:
                print(f"    {question!r}: wanted {want}, got {got} ({ref})")


if __name__ == "__main__":
    main()
