"""Benchmark: `mkref report` and a `mkref watch` redraw on a long 4-player Full Conquest save (issue 23).

Builds the save of bench_status.py (at least 3,000 events, through the game's own decide/evolve), then prints
median wall times:

* `mkref report NAME` (text with its charts) and `mkref report NAME --json`, whole processes;
* a `watch` redraw: the time from a save's change (one more command saved) until the screen, running
  headless under Textual's pilot, shows it; and the frame read alone (what the screen does on a change).

Targets: report under 1 s; a watch redraw under 200 ms after the save changes.
Run: python bench/bench_story.py [--runs N]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def median_time(cmd: list[str], runs: int, env: dict[str, str]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def frame_read(folder: Path, runs: int) -> float:
    from mkref.ui.watch_data import read_frame

    times = []
    for _ in range(runs):
        start = time.perf_counter()
        read_frame("bench", str(folder), None)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def redraws(folder: Path, runs: int) -> list[float]:
    """Seconds from each saved command's write to the screen showing it (Textual's pilot, headless)."""
    from mkref.core.session import Session
    from mkref.ui.watch_app import WatchApp

    async def measure() -> list[float]:
        app = WatchApp("bench", str(folder), "en")
        found = []
        async with app.run_test(size=(120, 40)) as pilot:
            while app.redraws == 0:
                await pilot.pause(0.01)
            session = Session.open("bench", folder, lock_note="bench")
            try:
                for i in range(runs):
                    count = app.redraws
                    session.execute(session.game.commands().parse(f"note redraw {i}"))  # saved: the file changed
                    start = time.perf_counter()
                    while app.redraws == count:
                        await pilot.pause(0.005)
                    found.append(time.perf_counter() - start)
            finally:
                session.close()
        return found

    return asyncio.run(measure())


def main() -> int:
    from bench_status import build_save

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    opts = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "saves"
        folder.mkdir()
        count = build_save(folder)
        env = dict(os.environ, MKREF_SAVES_DIR=str(folder), NO_COLOR="1")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "mkref")], env=env, check=False)
        report = median_time([sys.executable, "-m", "mkref", "report", "bench"], opts.runs, env)
        report_json = median_time([sys.executable, "-m", "mkref", "report", "bench", "--json"], opts.runs, env)
        read = frame_read(folder, opts.runs)
        shown = redraws(folder, opts.runs)
    print(f"save: {count} events")
    print(f"mkref report (text, charts): {report * 1000:7.1f} ms   (target < 1000 ms)")
    print(f"mkref report --json:         {report_json * 1000:7.1f} ms")
    print(f"watch: read one frame:       {read * 1000:7.1f} ms")
    print(f"watch: saved -> on screen:   {statistics.median(shown) * 1000:7.1f} ms median, {max(shown) * 1000:.1f} ms worst   (target < 200 ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
