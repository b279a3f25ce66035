"""Benchmark: a card played by name (`play march`, ...) on a long save of a game that tracks the cards.

Builds a 4-player Full Conquest save started with --cards, of at least 3,000 events, through the game's own
decide/evolve: every turn plays the cards in hand by name (sideways for Move), moves, and ends; a player
whose deed deck and hand are empty announces the end of the round. Then it opens the save as `mkref play`
does and times one `play CARD sideways move` in the running session: decide (the card rules), evolve and
the save written to disk, which is what the table waits for at the prompt. Undo restores the state
between runs.

Target (issue 16): the play command answers within 50 ms.
Run: python bench/bench_cards.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def build_save(folder: Path, name: str = "cards") -> int:
    from long_game import start

    from mkref.games.mage_knight.cards import table as cards_table

    session, do = start(folder, name, ["--cards", "--expansion", "lost_legion"], tolerate_refusals=True)

    for _round in range(1, 7):
        units = "peasants foresters herbalists thugs scouts utem_guardsmen"
        do("prepare", "red blue green white green blue", units)
        for tactic in range(1, 5):
            do(f"tactic {tactic}")
        for _turn in range(120):
            state = session.state
            if state["phase"] != "turns":
                break
            playable = [c for c in cards_table.complete_play(state, []) if not c.isdigit()]
            if len(session.events) >= 3000 and playable:  # a long save, a turn with a card to play
                session.save()
                return len(session.events)
            if not do("note one card a turn"):
                do("announce")
                continue
            if playable:
                do(f"play {playable[0]} sideways move")
            do("play 3 move")
            do("move plains")
            do("move plains")
            do("crystal red")
            if not do("end"):
                do("announce")
        while session.state["phase"] == "turns":
            if not do("end"):
                do("announce")
    session.save()
    return len(session.events)


def time_play(folder: Path, runs: int) -> tuple[float, float]:
    from mkref.core.session import Session
    from mkref.games.mage_knight.cards import table as cards_table

    start = time.perf_counter()
    session = Session.open("cards", folder)
    assert session.state["phase"] == "turns"
    opened = time.perf_counter() - start
    times = []
    for _ in range(runs):
        card = next(c for c in cards_table.complete_play(session.state, []) if not c.isdigit())
        command = session.game.commands().parse(f"play {card} sideways move")
        begin = time.perf_counter()
        session.execute(command)
        times.append(time.perf_counter() - begin)
        session.undo()
    return opened, statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    opts = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        count = build_save(folder)
        size = (folder / "cards.toml").stat().st_size
        opened, play = time_play(folder, opts.runs)
    print(f"save: {count} events, {size // 1024} KiB")
    print(f"open the save and replay it: {opened * 1000:7.1f} ms (once, when mkref play starts)")
    print(f"play CARD sideways move:     {play * 1000:7.1f} ms   (target <= 50 ms)")
    return 0 if play <= 0.05 else 1


if __name__ == "__main__":
    raise SystemExit(main())
