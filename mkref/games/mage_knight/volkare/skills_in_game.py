"""Cooperative skills in the tracked game and the expiry of their secondary effect (A-SKEXP, {SKILLS}).

When a hero uses a cooperative (interactive) skill (`use SKILL`, games with --cards), its secondary effect stays
open; `after_event` notes every turn that begins after it, skipped ones included ({SKILLS}: expiry follows the
regular order), and drops all open effects when the round ends. `secondary OWNER` uses one, checked by
`variants.secondary_usable`: in a cooperative game another player before the owner's next turn, solo the owner
in that next turn; the first use consumes it (I-12).
"""

from __future__ import annotations

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.parts import Event
from mkref.games.mage_knight.volkare import variants
from mkref.games.mage_knight.volkare.messages import MESSAGES
from mkref.games.mage_knight.volkare.state_types import LegionGameState, legion_turn

REF = "{SKILLS}"


def _cooperative(skill: str) -> bool:
    from mkref.games.mage_knight.data.deed_cards import skills

    info = skills().get(skill)
    return info is not None and info.use == "interactive" and info.version == "cooperative"


def after_event(state: LegionGameState, event: Event) -> None:
    cur = legion_turn(state["cur"]) if state["cur"] is not None else None
    if event["type"] == "skill_used" and _cooperative(event["skill"]):
        state.setdefault("coop_skills", []).append({"owner": event["player"], "skill": event["skill"], "turns": []})
        if cur is not None:
            cur["skexp_seen"] = True  # the triggering turn itself does not count
        return
    if event["type"] == "secondary_used":
        state["coop_skills"] = [s for s in state.get("coop_skills", []) if s["owner"] != event["owner"] or s["skill"] != event["skill"]]
        return
    if not state.get("coop_skills"):
        return
    if state["phase"] != "turns":  # the round (or the game) is over: every open secondary effect expires
        state["coop_skills"] = []
        return
    if cur and not cur.get("skexp_seen"):  # a new turn began (after the turns skipped on the way)
        cur["skexp_seen"] = True
        for s in state["coop_skills"]:
            s["turns"] += list(state.get("skipped", [])) + [cur["player"]]


def use_secondary(state: LegionGameState, command: Command) -> list[Event]:
    """`secondary OWNER [SKILL]`: the active player uses the secondary effect of OWNER's cooperative skill."""
    from mkref.core.names import fold

    cur = state.get("cur")
    if not cur:
        raise RuleViolation(MESSAGES.said("no_turn"), ref=REF)
    user = cur["player"]
    if not command.args:
        raise InvalidInput(MESSAGES.said("whose_skill"), hint=MESSAGES.said("v.for_example", command="secondary Anna"), ref=REF)
    owner = next((p["name"] for p in state["players"] if fold(p["name"]) == fold(command.args[0])), "")
    if not owner:
        raise InvalidInput(MESSAGES.said("not_a_player", name=command.args[0]), ref=REF)
    open_ = [s for s in state.get("coop_skills", []) if s["owner"] == owner]
    if len(command.args) > 1:
        wanted = "_".join(fold(w) for w in command.args[1:])
        open_ = [s for s in open_ if wanted in s["skill"]]
    if not open_:
        raise RuleViolation(MESSAGES.said("no_open_skill", owner=owner), MESSAGES.said("no_open_skill_why"), ref=REF)
    skill = open_[0]
    solo = sum(1 for p in state["players"] if not p["dummy"]) == 1
    if not variants.secondary_usable(skill["turns"], owner, user, solo):
        why = MESSAGES.said("secondary_solo" if solo else "secondary_coop")
        raise RuleViolation(MESSAGES.said("secondary_not_now", owner=owner, user=user), why, ref=REF)
    return [{"type": "secondary_used", "player": user, "owner": owner, "skill": skill["skill"]}]
