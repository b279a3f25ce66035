"""Magic Familiars recruited at a Magical Glade (The Lost Legion [06.2], R06.2-11, A-INFL step 7).

At a Magical Glade recruiting Magic Familiars is the turn's action, not an interaction: the reputation
modifier does not apply (the Influence played pays the cost alone) and no "during interaction" effect
triggers. At a monastery or mage tower they are recruited by interaction like any unit. The game's
`recruit` (table/decide.py) asks `glade_recruit` first; its own turn check is passed in."""

from __future__ import annotations

from collections.abc import Callable

from mkref.core.errors import RuleViolation
from mkref.games.mage_knight.state_types import GameState, PlayerState
from mkref.games.mage_knight.volkare.messages import MESSAGES
from mkref.games.mage_knight.volkare.state_types import LegionGameState

FAMILIARS = "magic_familiars"
GLADE = "magical_glade"
ACTION = "recruit"  # what the turn's action is then called ('this turn's action was: recruit')


def glade_recruit(state: LegionGameState, unit: str, normal_turn: Callable[[GameState, str], PlayerState]) -> PlayerState | None:
    """The recruiting player when Magic Familiars are recruited as the action on a Magical Glade; None when
    this is an ordinary recruit (another unit, another site, or inside an interaction)."""
    cur = state["cur"]
    action = cur["action"] if cur is not None else None
    if unit != FAMILIARS or action == "interact":
        return None
    p = normal_turn(state, "buy")
    if (p["position"] or {}).get("site") != GLADE:
        return None
    if cur is not None and cur["action"]:
        raise RuleViolation(MESSAGES.said("glade_one_action"), MESSAGES.said("glade_action_was", action=cur["action"]), ref="[06.2]")
    return p
