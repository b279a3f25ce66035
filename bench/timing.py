"""Shared timing helper for the benchmarks: the median wall time of a command over repeated runs."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable


def median_wall(cmd: list[str], runs: int, env: dict[str, str] | None = None, stdin: str | None = None) -> float:
    """Median seconds of `cmd` over `runs` runs, after one warm-up run; stops loudly if it fails."""
    # Measure what players get: Python caches compiled bytecode unless told not to, so the
    # benchmark does not inherit a PYTHONDONTWRITEBYTECODE from the shell it is started from.
    full_env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    full_env.update(env or {})
    times = []
    for i in range(runs + 1):
        start = time.perf_counter()
        done = subprocess.run(cmd, cwd=ROOT, env=full_env, input=stdin, capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        if done.returncode != 0:
            raise SystemExit(f"{' '.join(cmd)} failed ({done.returncode}):\n{done.stderr}")
        if i:
            times.append(elapsed)
    return statistics.median(times)


def mkref(*args: str) -> list[str]:
    """The installed console script if present (what players run), else python -m mkref."""
    script = Path(PYTHON).parent / "mkref"
    return [str(script), *args] if script.exists() else [PYTHON, "-m", "mkref", *args]
