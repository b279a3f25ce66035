"""Skills used and checked against their period (p. 5 §4): once a turn, once a round (flipped face down
until the next round), interactive (once a round, in the middle until the start of your next turn).

A player's skills are a plain dict (`SkillTokens`, cards/state_types.py): owned [ids], used_turn [ids],
face_down [ids], in_centre [ids].
"""

from __future__ import annotations

import copy

from mkref.games.mage_knight.cards.catalogue import Skill, skill_id, skills
from mkref.games.mage_knight.cards.messages import refuse
from mkref.games.mage_knight.cards.state_types import SkillTokens

SkillState = SkillTokens


def new(owned: list[str] | None = None) -> SkillState:
    return {"owned": list(owned or []), "used_turn": [], "face_down": [], "in_centre": []}


def gain(state: SkillState, ident: str) -> SkillState:
    after = copy.deepcopy(state)
    after["owned"].append(ident)
    return after


def use(state: SkillState, name: str, *, hero: str = "", own_turn: bool = True, in_combat: bool = False,
        lang: str = "en") -> tuple[SkillState, Skill]:
    """Mark a skill used; refuses a skill not owned, used up in its period, or outside its moment."""
    ident = skill_id(name, hero)
    skill = skills()[ident]
    label = skill.name.named()  # said in the table's language
    if ident not in state["owned"]:
        raise refuse("skill_not_owned", "p. 5", lang, skill=label)
    if skill.use == "permanent":
        raise refuse("skill_permanent", "p. 5", lang, skill=label)
    if skill.combat == "not" and in_combat:
        raise refuse("skill_in_combat", "p. 5", lang, skill=label)
    if skill.combat == "only" and not in_combat:
        raise refuse("skill_out_of_combat", "p. 5", lang, skill=label)
    if not own_turn and not skill.any_turn:
        raise refuse("skill_other_turn", "p. 6", lang, skill=label)
    if skill.use == "turn" and ident in state["used_turn"]:
        raise refuse("skill_used_turn", "p. 5", lang, skill=label)
    if skill.use in ("round", "interactive") and (ident in state["face_down"] or ident in state["in_centre"]):
        raise refuse("skill_used_round", "p. 5", lang, skill=label)
    after = copy.deepcopy(state)
    if skill.use == "turn":
        after["used_turn"].append(ident)
    elif skill.use == "round":
        after["face_down"].append(ident)
    else:
        after["in_centre"].append(ident)
    return after, skill


def start_turn(state: SkillState) -> SkillState:
    """Interactive skills in the middle come back face down at the start of the owner's turn (p. 5 §4b)."""
    after = copy.deepcopy(state)
    after["face_down"] += after["in_centre"]
    after["in_centre"] = []
    return after


def end_turn(state: SkillState) -> SkillState:
    return {**copy.deepcopy(state), "used_turn": []}


def end_round(state: SkillState) -> SkillState:
    """Every skill token is turned face up at the start of a round (p. 4 §2g)."""
    return {"owned": list(state["owned"]), "used_turn": [], "face_down": [], "in_centre": []}
