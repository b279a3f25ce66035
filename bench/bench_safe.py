"""Benchmark (issue 11): the cost of the save lock and of the safer write, per `mkref play` command.

On a save of at least 3,000 events (built as in bench_status.py) it measures, as medians:

* one accepted command (`note ...`) in a session: decide, the safe write (exclusive no-follow temp file,
  fsync, backups, rename) and the mirror, then applying the events;
* the safe temp-file write alone against a plain ``open(tmp, "wb")`` write of the same bytes;
* taking and releasing the save's lock (done once per `play`, not per command);
* `mkref play NAME` with 51 piped commands against 1: the time per command seen from outside.

Target (issue 11): each `mkref play` command under 50 ms on a 3,000-event save.
Run: python bench/bench_safe.py [--runs N]
"""

from __future__ import annotations

import argparse
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


def _median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def per_command(folder: Path, runs: int) -> float:
    from mkref.core.events import Command
    from mkref.core.session import Session

    session = Session.open("bench", folder, lock_note="bench")
    samples = []
    for i in range(runs):
        start = time.perf_counter()
        session.execute(Command("note", [f"bench {i}"], f"note bench {i}"))
        samples.append(time.perf_counter() - start)
    session.close()
    return _median_ms(samples)


def write_costs(folder: Path, runs: int) -> tuple[float, float]:
    from mkref.core.safefile import write_new

    data = (folder / "bench.toml").read_bytes()
    safe, plain = [], []
    for i in range(runs):
        tmp = folder / f".w.{i}.tmp"
        start = time.perf_counter()
        write_new(tmp, data)
        safe.append(time.perf_counter() - start)
        os.unlink(tmp)
        start = time.perf_counter()
        with open(tmp, "wb") as handle:  # the write before issue 11: follows links, not exclusive
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        plain.append(time.perf_counter() - start)
        os.unlink(tmp)
    return _median_ms(safe), _median_ms(plain)


def lock_cost(folder: Path, runs: int) -> float:
    from mkref.core.safefile import SaveLock

    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        lock = SaveLock(folder / "bench.toml", "bench")
        lock.acquire()
        lock.release()
        samples.append(time.perf_counter() - start)
    return _median_ms(samples)


def piped(folder: Path, lines: int, runs: int) -> float:
    env = dict(os.environ, MKREF_SAVES_DIR=str(folder), NO_COLOR="1")
    text = "".join(f"note piped {i}\n" for i in range(lines))
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "mkref", "play", "bench"], input=text, text=True, capture_output=True, env=env, cwd=ROOT, check=True)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    from bench_status import build_save

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        events = build_save(folder)
        print(f"save: {events} events, {(folder / 'bench.toml').stat().st_size:,} bytes")
        print(f"one accepted command (decide, safe write, mirror, apply): {per_command(folder, args.runs):.1f} ms")
        safe, plain = write_costs(folder, args.runs)
        print(f"temp file write: safe (O_EXCL|O_NOFOLLOW) {safe:.2f} ms, plain open() {plain:.2f} ms")
        print(f"lock taken and released (once per play): {lock_cost(folder, args.runs):.3f} ms")
        one, many = piped(folder, 1, 5), piped(folder, 51, 5)
        print(f"mkref play, piped: 1 command {one * 1000:.0f} ms, 51 commands {many * 1000:.0f} ms -> {(many - one) / 50 * 1000:.1f} ms per command")


if __name__ == "__main__":
    main()
