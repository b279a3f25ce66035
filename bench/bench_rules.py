"""Rules lookup benchmark (issue 5): how long the table waits for `mkref rules swift --json`.

Run: python bench/bench_rules.py [RUNS]. Prints the median wall time of each command over RUNS runs
(after one warm-up run, which also builds the rules-index cache) and its ratio against
`python -c pass` on the same machine. Target: `mkref rules swift --json` within 8x python -c pass,
with the whole index (hundreds of entries, enemies and units included) searched.

Also timed, for context: a question in German with a misspelling (the typo path), and the text
answer with rich. The cache lives in a temporary folder, so the benchmark neither reads nor
disturbs the user's own.
"""

from __future__ import annotations

import sys
import tempfile

from timing import PYTHON, median_wall, mkref

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 15
TARGET = 8.0


def main() -> None:
    with tempfile.TemporaryDirectory() as cache:
        env = {"NO_COLOR": "1", "MKREF_CACHE_DIR": cache}
        base = median_wall([PYTHON, "-c", "pass"], RUNS)
        swift = median_wall(mkref("rules", "swift", "--json"), RUNS, env)
        typo = median_wall(mkref("rules", "Kann ich ein befestigtes Ziel mit Fernangrif angreifen?", "--json"), RUNS, env)
        text = median_wall(mkref("rules", "Orc Summoners"), RUNS, env)
    print(f"median of {RUNS} runs each")
    print(f"{'python -c pass':58} {base * 1000:7.1f} ms   1.0x")
    rows = [
        ("mkref rules swift --json", swift),
        ("mkref rules 'Kann ich ... Fernangrif angreifen?' --json", typo),
        ("mkref rules 'Orc Summoners' (text, rich)", text),
    ]
    for name, seconds in rows:
        print(f"{name:58} {seconds * 1000:7.1f} ms {seconds / base:5.2f}x")
    ratio = swift / base
    print(f"target: mkref rules swift --json <= {TARGET}x python -c pass: {'met' if ratio <= TARGET else 'MISSED'} ({ratio:.2f}x)")
    sys.exit(0 if ratio <= TARGET else 1)


if __name__ == "__main__":
    main()
