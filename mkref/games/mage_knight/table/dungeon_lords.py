"""Dungeon Lords' tunnel network (p. 21): a move between conquered Tombs and Dungeons."""

from __future__ import annotations

from typing import Any

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.table.decide import normal_turn, setup_of, parse_steps
from mkref.games.mage_knight.table.running import place
from mkref.games.mage_knight.table.state import State, turn

Events = list[dict[str, Any]]
_say = MESSAGES.said


def tunnel(state: State, command: Command) -> Events:
    """Dungeon Lords' tunnel network: between conquered Tombs and Dungeons (p. 21). With the map the spaces are
    named; without it the distance and the terrain and site reached: tunnel 3 hills dungeon."""
    p = normal_turn(state, "use a tunnel")
    cur = turn(state)
    base = setup_of(state).get("tunnel_cost")
    if base is None:
        raise RuleViolation(_say("tunnel.not_here_game"), _say("tunnel.not_here_game_why"), ref="p. 21")
    if cur["action"]:
        raise RuleViolation(_say("tunnel.after_action"), _say("tunnel.after_action_why"), ref="p. 6")
    from mkref.games.mage_knight.map import in_game as map_game

    if map_game.enabled(state):
        return map_game.tunnel(state, command, p["name"], cur["move"], int(base))
    pos = place(p)
    if pos.get("site") not in ("tomb", "dungeon") or not pos.get("owner"):
        raise RuleViolation(_say("tunnel.no_start"), _say("tunnel.no_start_why"), ref="p. 21")
    if len(command.args) < 3 or not command.args[0].isdecimal():
        raise InvalidInput(_say("tunnel.say_distance"), hint=_say("tunnel.example"))
    distance = int(command.args[0])
    steps = parse_steps(state, command.args[1:])
    if len(steps) != 1 or steps[0]["site"] not in ("tomb", "dungeon"):
        raise RuleViolation(_say("tunnel.bad_end"), ref="p. 21")
    cost = int(base) + distance
    if cost > cur["move"]:
        raise RuleViolation(_say("tunnel.no_move"), _say("tunnel.no_move_why", base=base, distance=distance, cost=cost, move=cur["move"]),
                            _say("tunnel.no_move_hint"), ref="p. 21")
    return [{"type": "moved", "player": p["name"], "terrain": steps[0]["terrain"], "site": steps[0]["site"], "owner": steps[0]["owner"] or "conquered",
             "cost": cost, "tunnel": distance}]
