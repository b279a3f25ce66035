"""The checks a Mage Knight event read from a save must pass before it is applied (``Game.check_event``).

``decide`` only ever writes events that pass them; a save edited by hand, or written by a foreign tool,
may not. Each check is one the commands make too: the player, unit, tactic and crystal colour must be
ones the game knows, and an event that belongs to a turn (a move, a combat, the end of a turn) needs a
turn under way, of that player. A failure names the key, so the save's reader can say which event and
which key are wrong.
"""

from __future__ import annotations

from typing import Any

from mkref.games.mage_knight.state_types import GameState

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.table import rules

_no = MESSAGES.said  # a hand-edited save's event refused: English as written, German at a German table

# the kinds whose handlers work on the current turn (state["cur"]) or on the combat under way
TURN_EVENTS = frozenset(
    {"points", "moved", "explored", "die", "interaction", "bought", "recruited", "healed", "rested", "combat_started", "combat_step", "combat_ended", "turn_ended"}
)
COMBAT_EVENTS = frozenset({"combat_step", "combat_ended"})
OWN_TURN_EVENTS = frozenset({"rested", "turn_ended"})  # their 'player' must be the one whose turn it is


def check_event(state: GameState, event: dict[str, Any]) -> None:
    kind = event["type"]
    if kind.startswith("map_"):
        return  # the map's own events are checked by replaying them
    names = {p["name"] for p in state["players"]}
    for key in ("player", "taken_from"):
        if key in event and event[key] not in names:
            raise InvalidInput(_no("check.not_a_player", key=key, value=repr(event[key])), _no("check.players_are", names=", ".join(sorted(names))))
    _known(event, "unit", gd.unit_table(), "unit")
    _known(event, "tactic", gd.tactics(), "tactic")
    _known(event, "dummy_tactic", gd.tactics(), "tactic")
    _known(event, "colour", rules.COLOURS, "crystal colour")
    cur = state.get("cur")
    if kind in TURN_EVENTS and not cur:
        raise RuleViolation(_no("check.needs_turn", kind=kind), ref="p. 5")
    if kind in COMBAT_EVENTS and not state.get("combat"):
        raise RuleViolation(_no("check.needs_combat", kind=kind), ref="p. 6")
    if kind in OWN_TURN_EVENTS and cur and event.get("player") != cur["player"]:
        raise RuleViolation(_no("check.not_their_turn", value=repr(event.get("player")), player=cur["player"]), ref="p. 5")


def _known(event: dict[str, Any], key: str, known: Any, what: str) -> None:
    if key in event and event[key] and event[key] not in known:
        raise InvalidInput(_no(f"check.not_known_{what.replace(' ', '_')}", key=key, value=repr(event[key])))
