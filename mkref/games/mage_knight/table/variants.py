"""The variants of pp. 16-17 (spec §14): options of `mkref new mage-knight --variant ID`, recorded in the
save's setup (``setup["variants"]``) and copied into the state. Facts from rules/mage-knight/variants.toml.

Which variant changes what: the time of round 1 and of later rounds (`round_time`), the starting Reputation
(`start_reputation`), the respawn rolls of Roaming Evil (`respawns`), the Fame debt of the hero auction
(`pay_debt`); the rest is checked where the rule lives (decide.py, table/combat.py)."""

from __future__ import annotations

from functools import cache
from collections.abc import Mapping
from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.messages import Named
from mkref.core.names import NameIndex
from mkref.core.rulesdata import read_file
from mkref.games.mage_knight.messages import MESSAGES, word
from mkref.games.mage_knight.state_types import GameState, TimeOfDay
from mkref.games.mage_knight.table.running import turn

FACES = ("red", "blue", "white", "green", "gold", "black")
WARM = ("red", "green", "gold")
COLD = ("white", "blue", "black")


@cache
def variants() -> dict[str, dict[str, Any]]:
    return dict(read_file("mage-knight", "variants.toml").get("variants", {}))


@cache
def variant_names() -> NameIndex:
    index = NameIndex("variant")
    for ident, v in variants().items():
        index.add(ident, (v["name"]["en"], v["name"]["de"], ident.replace("_", "-"), *v.get("aliases", [])), v["name"]["en"])
    return index


def _named(v: dict[str, Any]) -> Named:
    return Named(v["name"]["en"], v["name"]["de"])


def check(chosen: list[str], scenario: str, scenario_name: str, players: int) -> list[str]:
    """The variants named (ids, English or German names) as ids; refused with reason and page when two
    conflict, or one breaks the scenario's rules or needs more players."""
    ids = list(dict.fromkeys(variant_names().resolve(word) for word in chosen))
    for ident in ids:
        v = variants()[ident]
        name, say = _named(v), MESSAGES.said
        for other in v.get("conflicts", []):
            if other in ids:
                raise RuleViolation(say("variants.conflict", name=name, other=_named(variants()[other])),
                                    say("variants.conflict_why"), say("variants.conflict_hint"), ref=v["ref"])
        why = v.get("scenarios_refused", {}).get(scenario)
        if why:
            raise RuleViolation(say("variants.unfit", name=name, scenario=scenario_name), Named(why["en"], why["de"]),
                                say("variants.unfit_hint"), ref=v["ref"])
        if players < int(v.get("min_players", 1)):
            raise RuleViolation(say("variants.min_players", name=name, count=v["min_players"]),
                                say("variants.players_given", count=players), ref=v["ref"])
    return ids


def expansions(ids: list[str]) -> list[str]:
    """The component sets the chosen variants switch on (The Lost Legion's [V5], [V6])."""
    return sorted({str(variants()[i]["expansion"]) for i in ids if variants()[i].get("expansion")})


def has(state_or_setup: Mapping[str, Any], ident: str) -> bool:
    return ident in state_or_setup.get("variants", [])


def round_time(state: Mapping[str, Any], round_no: int, default: TimeOfDay) -> TimeOfDay:
    """The time of a round: Arrival at Night swaps Day and Night (p. 16); Darkness Approaches! is decided by
    its dice in prepare, so here only a Night that has fallen stays."""
    if has(state, "arrival_at_night"):
        return "night" if default == "day" else "day"
    if has(state, "darkness_approaches"):
        return "night" if state.get("darkness") else "day"
    return default


def start_reputation(setup: dict[str, Any], default: int) -> int:
    for ident in setup.get("variants", []):
        if "start_reputation" in variants()[ident]:
            return int(variants()[ident]["start_reputation"])
    return default


def roaming_reputation() -> str:
    """AMBIG-15: "per_token" (+1 per token, brown included, instead of +1/+2) or "usual" (variants.toml)."""
    return str(read_file("mage-knight", "variants.toml").get("roaming_reputation", {}).get("rule", "per_token"))


def respawn_rule(state: Mapping[str, Any]) -> str:
    return next((str(variants()[v]["respawn"]) for v in state.get("variants", []) if "respawn" in variants()[v]), "")


def respawn(rule: str, ended_time: str, face: str) -> tuple[bool, bool]:
    """(a new rampaging token, a brown one too) for the die rolled for one cleared space at the end of a Day or
    Night (p. 17)."""
    colours = WARM if ended_time == "day" else COLD
    if rule == "always":
        return True, face in colours
    brown = "gold" if ended_time == "day" else "black"
    return face in colours, face == brown


def pay_debt(debt: int, gain: int) -> tuple[int, int]:
    """Hero auction: Fame gained pays the debt first (no levels for it, p. 16). (debt left, Fame that counts)."""
    if gain <= 0 or debt <= 0:
        return debt, gain
    paid = min(debt, gain)
    return debt - paid, gain - paid


def checklist(setup: dict[str, Any], lang: str) -> list[str]:
    out = []
    for ident in setup.get("variants", []):
        v = variants()[ident]
        out.append(f"  [ ] {v['name'].get(lang) or v['name']['en']}: {v['checklist'].get(lang) or v['checklist']['en']}")
    for name, bid in setup.get("fame_debt", {}).items():
        out.append(MESSAGES.text("check.fame_debt", lang, name=name, bid=bid, space=120 - bid))
    return out


def respawns(state: GameState, answers: dict[str, list[str]]) -> list[dict[str, Any]]:
    """Roaming Evil!: one mana die per rampaging space cleared; which get a new token, and a brown one (p. 17)."""
    rule = respawn_rule(state)
    out = []
    for i, spot in enumerate(state["cleared"]):
        where = spot.get("space") or MESSAGES.said("variants.rampaging_space", colour=_colour(spot["colour"]), number=i + 1)
        key = f"roaming_{i}"
        if key not in answers:
            raise NeedAnswer(Request(key, MESSAGES.said("variants.roaming_die", where=where), FACES))
        face = answers[key][0]
        token, brown = respawn(rule, state["time"], face)
        out.append({**spot, "face": face, "token": token, "brown": brown})
    return out


def gold_stands_for(state: GameState, wanted: str) -> None:
    """Mana friendly: by Day a gold die may not stand for a colour still unused in the Source (p. 16)."""
    if not wanted:
        raise InvalidInput(MESSAGES.said("variants.gold_which"), hint=MESSAGES.said("variants.gold_which_hint"), ref="p. 16")
    unused = [f for i, f in enumerate(state["source"]) if i not in turn(state)["dice_used"]]
    if wanted in unused:
        colour = _colour(wanted)
        raise RuleViolation(MESSAGES.said("variants.gold_refused", colour=colour), MESSAGES.said("variants.gold_refused_why", colour=colour),
                            MESSAGES.said("variants.gold_refused_hint", colour=wanted), ref="p. 16")


def _colour(ident: str) -> Named:
    """A colour put into a sentence: its id in English (as it always read), the German word in German."""
    return Named(ident, word("colour", ident, "de"))
