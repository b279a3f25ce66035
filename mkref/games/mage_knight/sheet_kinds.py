"""Which Mage Knight sheet a sheet without ``kind`` is: a combat sheet or a score sheet, told apart by
its keys (``mkref settle``, and the check that `mkref combat --sheet` was not given a score sheet)."""

from __future__ import annotations

from typing import Any

COMBAT_ONLY = ("site", "city_color", "time", "hero", "enemies", "ranged", "block", "damage", "attack", "rulings")
SCORE_ONLY = ("scenario", "players", "rounds_played", "round_limit", "cities_conquered", "cities_total",
              "coop_scoring", "mission_succeeded", "dummy_deck", "end_announced_in_last_round")


def guess_kind(sheet: dict[str, Any]) -> str | None:
    """"combat" or "score" when the keys say so; None when they say neither (or both), or when the sheet
    names a kind itself (a kind Mage Knight does not have is then refused by name)."""
    if "kind" in sheet:
        return None
    combat = any(key in sheet for key in COMBAT_ONLY)
    score = any(key in sheet for key in SCORE_ONLY)
    if combat == score:
        return None
    return "combat" if combat else "score"
