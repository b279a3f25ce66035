"""Magic Familiars recruited at a Magical Glade (The Lost Legion [06.2], R06.2-11, A-INFL step 7).

At a Magical Glade recruiting Magic Familiars is the turn's action, not an interaction: the reputation
modifier does not apply (the Influence played pays the cost alone) and no "during interaction" effect
triggers. At a monastery or mage tower they are recruited by interaction like any unit. The game's
`recruit` (table/decide.py) asks `glade_recruit` first; its own turn check is passed in."""

from __future__ import annotations

from typing import Any

from mkref.core.errors import RuleViolation
from mkref.games.mage_knight.volkare.messages import MESSAGES

FAMILIARS = "magic_familiars"
GLADE = "magical_glade"
ACTION = "recruit"  # what the turn's action is then called ('this turn's action was: recruit')


def glade_recruit(state: dict[str, Any], unit: str, normal_turn: Any) -> dict[str, Any] | None:
    """The recruiting player when Magic Familiars are recruited as the action on a Magical Glade; None when
    this is an ordinary recruit (another unit, another site, or inside an interaction)."""
    cur = state.get("cur") or {}
    if unit != FAMILIARS or cur.get("action") == "interact":
        return None
    p: dict[str, Any] = normal_turn(state, "buy")
    if (p.get("position") or {}).get("site") != GLADE:
        return None
    if cur.get("action"):
        raise RuleViolation(MESSAGES.said("glade_one_action"), MESSAGES.said("glade_action_was", action=cur["action"]), ref="[06.2]")
    return p
