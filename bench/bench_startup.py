"""Start-up benchmark (issue 2): how long the table waits for `mkref --help` and a whole combat.

Run: python bench/bench_startup.py [RUNS]. Prints the median wall time of each command and its ratio
against `python -c pass` on the same machine, and checks the targets:
  mkref combat --sheet --json  <= 7x python -c pass, and <= 1.25x the minimal typer app
  mkref --help                 <= 12x python -c pass (issue 10)
"""

from __future__ import annotations

import sys

from timing import PYTHON, ROOT, median_wall, mkref

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 15


def main() -> None:
    sheet = str(ROOT / "bench" / "large_city.toml")
    env = {"NO_COLOR": "1"}
    base = median_wall([PYTHON, "-c", "pass"], RUNS)
    typer_app = median_wall([PYTHON, str(ROOT / "bench" / "minimal_typer.py"), "--json"], RUNS)
    help_time = median_wall(mkref("--help"), RUNS, env)
    combat = median_wall(mkref("combat", "--sheet", sheet, "--json"), RUNS, env)
    print(f"median of {RUNS} runs each")
    print(f"{'python -c pass':48} {base * 1000:7.1f} ms   1.0x")
    print(f"{'minimal typer app':48} {typer_app * 1000:7.1f} ms {typer_app / base:5.1f}x")
    checks = [
        ("mkref --help", help_time, help_time / base, 12.0, "python -c pass"),
        ("mkref combat --sheet large_city.toml --json", combat, combat / base, 7.0, "python -c pass"),
        ("  (same, against the minimal typer app)", combat, combat / typer_app, 1.25, "minimal typer app"),
    ]
    failed = False
    for name, seconds, ratio, target, against in checks:
        ok = ratio <= target
        failed |= not ok
        print(f"{name:48} {seconds * 1000:7.1f} ms {ratio:5.2f}x  target <= {target}x {against}: {'met' if ok else 'MISSED'}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
