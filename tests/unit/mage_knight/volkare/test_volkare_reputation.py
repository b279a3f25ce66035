"""Reputation changes one at a time (the Lost Legion summary's {LEVEL} "Reihenfolge" and "X-Feld", spec A-REP):
the base rules' changes first (assault -1, p. 8; a rampaging Draconum defeated +2, p. 10), then the icons of
the defeated tokens (grey Heroes -1); a loss stuck on the X space is lost, a gain after it still counts."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tracked-game helpers of tests/unit/mage_knight

from mk_table import Table  # noqa: E402


def _keep_assault(start: int) -> tuple[dict, int]:
    t = Table("first_recon", "Anna:Tovak")
    t.do("prepare", "red blue gold", "thugs herbalists peasants")
    t.do("tactic 1", "mana_steal")
    for line in (f"reputation {start}", "play 3 move", "move hills keep", "combat heroes_swift swamp_dragon rampaging",
                 "attack heroes_swift, swamp_dragon: 40 siege", "next", "next"):
        t.do(line)
    ended = next(e for e in t.do("next") if e["type"] == "combat_ended")
    return ended, t.player("Anna")["reputation"]


def test_LEVEL_X_space_a_loss_stuck_on_X_is_lost_and_the_gain_after_it_counts():
    ended, reputation = _keep_assault(-7)
    assert ended["reputation"] == -1 + 2 - 1
    assert ended["reputation_steps"] == [-1, 2, -1]  # assault, rampaging Draconum, then the Heroes token
    assert reputation == -6  # -7 (X: the -1 is lost) -> -5 -> -6, not -7 + 0


def test_LEVEL_away_from_the_ends_the_order_changes_nothing():
    ended, reputation = _keep_assault(0)
    assert reputation == 0  # -1 + 2 - 1
