"""Benchmark: `mkref status NAME --json` on a long 4-player Full Conquest save, and the REPL's first prompt.

Builds a save of at least 3,000 events (6 rounds of 4 players with many commands per turn, through the
game's own decide/evolve), then prints median wall times over several runs against `python -c pass`:

* status --json with the state snapshot that every save writes (the normal case);
* status --json after deleting the snapshot (a full replay of every event);
* the time until `mkref play NAME` shows its first prompt in a pseudo-terminal.

Targets (issue 4): status within 10x `python -c pass`; the first prompt within 0.3 s.
Run: python bench/bench_status.py [--runs N]
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


def build_save(folder: Path, name: str = "bench") -> int:
    from long_game import start

    session, do = start(folder, name, ["--expansion", "lost_legion"])  # it deals Thugs and Scouts

    for rnd in range(1, 7):
        units = "peasants foresters herbalists thugs scouts utem_guardsmen"
        answers = ["red blue green white gold black", units]
        do("prepare", *answers) if rnd == 1 else do("prepare", "red blue green white green blue", units)
        for tactic in range(1, 5):
            do(f"tactic {tactic}")
        for turn in range(50):
            state = session.state
            if state["phase"] != "turns":
                break
            if turn == 47:
                do("announce")
                continue
            do("play 9 move")
            for step in ("move plains", "move hills", "move plains village"):
                do(step)
            do("interact")
            do("play 3 influence")
            do("buy heal 1")
            do("play 1 heal")
            do("crystal red")
            do("note a long evening")
            do("end")
        while session.state["phase"] == "turns":
            do("end")
    session.save()
    return len(session.events)


def median_time(cmd: list[str], runs: int, env: dict[str, str]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def first_prompt(env: dict[str, str], runs: int) -> float | None:
    try:
        import pexpect
    except ImportError:
        return None
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        child = pexpect.spawn(sys.executable, ["-m", "mkref", "play", "bench"], env=env, encoding="utf-8", timeout=10, dimensions=(40, 120))
        child.expect("mkref>")
        times.append(time.perf_counter() - start)
        child.sendline("quit")
        child.expect(pexpect.EOF)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    opts = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "saves"
        folder.mkdir()
        count = build_save(folder)
        env = dict(os.environ, MKREF_SAVES_DIR=str(folder), NO_COLOR="1", PROMPT_TOOLKIT_NO_CPR="1",
                   XDG_STATE_HOME=str(Path(tmp) / "state"))
        # an installed mkref has compiled bytecode; a sandbox with PYTHONDONTWRITEBYTECODE would recompile every run
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "mkref")], env=env, check=False)
        size = (folder / "bench.toml").stat().st_size
        base = median_time([sys.executable, "-c", "pass"], opts.runs, env)
        status = [sys.executable, "-m", "mkref", "status", "bench", "--json"]
        cached = median_time(status, opts.runs, env)
        replay_times = []
        for _ in range(max(3, opts.runs // 3)):
            (folder / ".bench.toml.state.json").unlink(missing_ok=True)
            replay_times.append(median_time(status, 1, env))
        replay = statistics.median(replay_times)
        prompt = first_prompt(env, max(3, opts.runs // 3))
    print(f"save: {count} events, {size // 1024} KiB")
    print(f"python -c pass:                    {base * 1000:7.1f} ms")
    print(f"mkref status --json (snapshot):    {cached * 1000:7.1f} ms   ratio {cached / base:5.1f}x  (target <= 10x)")
    print(f"mkref status --json (full replay): {replay * 1000:7.1f} ms   ratio {replay / base:5.1f}x")
    if prompt is not None:
        print(f"mkref play: first prompt after     {prompt * 1000:7.1f} ms   (target <= 300 ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
