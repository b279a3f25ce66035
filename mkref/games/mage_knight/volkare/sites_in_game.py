"""The Lost Legion's sites in the tracked game: the Deep Mine at the end of a turn (A-DEEPMINE, [07.4]).

The rules are in `sites.py`; this module only finds what the game knows (the tracked map's space, or the
terrain the table typed with `move`) and asks the table for the colour chosen.
"""

from __future__ import annotations

from typing import Any

from mkref.core.chance import Request
from mkref.core.events import Command
from mkref.games.mage_knight.volkare import sites
from mkref.games.mage_knight.volkare.data import BASIC
from mkref.games.mage_knight.volkare.tracked_fight import answer


def _depicted(state: dict[str, Any], player: str, terrain: str) -> tuple[str, ...]:
    """The colours the mine offers: from the tracked map's tile, all four in a swamp, else the table's word (any
    basic colour it says the mine shows)."""
    if state.get("map") is not None:
        from mkref.games.mage_knight.map import board
        from mkref.games.mage_knight.map import in_game as map_game

        label = map_game.space_of(state, player)
        space = board.spaces(state["map"]).get(label) if label else None
        if space is not None and space.site == "deep_mine":
            return sites.deep_mine_colours(list(space.info.colours), space.terrain)
    return sites.deep_mine_colours(list(BASIC), terrain)


def deep_mine_crystal(state: dict[str, Any], player: dict[str, Any], command: Command) -> str:
    """A-DEEPMINE: a turn ending on a Deep Mine gives 1 crystal of a colour it shows (chosen now, before rewards and
    level-ups); nothing at 3 of that colour. Returns the colour gained, or ""."""
    pos = player.get("position") or {}
    if pos.get("site") != "deep_mine":
        return ""
    offered = _depicted(state, player["name"], str(pos.get("terrain", "")))
    if len(offered) == 1:
        choice = offered[0]
    else:
        prompt = f"Deep Mine: the crystal colour {player['name']} takes, one shown on the mine ({', '.join(offered)}) ([07.4])"
        choice = answer(command, Request("deep_mine", prompt, tuple(offered), chance=False, ref="[07.4]"))[0]
    gained = sites.deep_mine_gain(choice, tuple(offered), int(player["crystals"].get(choice, 0)))
    return choice if gained else ""
