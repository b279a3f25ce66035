"""Pure rules of a fight between two heroes (German rulebook pp. 12-13; spec §11, A-21).

Every function takes plain values and returns values, or raises `RuleViolation` with the page. The words
come from `messages.MESSAGES` in the language asked for. Element efficiency and the unit and hero facts
are the combat engine's (`mkref.games.mage_knight.combat`), not copies.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.messages import Named, in_lang
from mkref.core.record import Record
from mkref.games.mage_knight.combat.engine import EFFICIENT_BLOCKS, Part, UnitSetup
from mkref.games.mage_knight.pvp.messages import MESSAGES

RANGED, MELEE = "ranged", "melee"
FORTIFIED_SITES = ("keep", "mage_tower")  # p. 12 §3a: only siege attacks against a defender there
SHARED_SPACES = ("portal", "city")  # p. 12 §1b, p. 7 §8d: several figures, never a fight
STEAL_COST = 5  # damage per artifact stolen (p. 13 §2a)
STEALABLE_PLACES = ("discard", "play")  # plus artifacts on wounded units (p. 13 §2a)
ARTIFACT_PLACES = ("hand", "deck", "discard", "play", "unit")
FAME_RULES = ("p13", "p23")  # [AMBIG-11] the three cases of p. 13 (default) or the summary of p. 23


class Line(Record):
    """One line of a walkthrough: a message key with its values, the phase and the page."""

    phase: str
    key: str
    values: Any  # dict[str, object]
    ref: str

    def text(self, lang: str = "en") -> str:
        return MESSAGES.text(self.key, lang, **{name: in_lang(value, lang) for name, value in self.values.items()})


def refuse(key: str, ref: str, lang: str, hint_key: str = "", **values: object) -> RuleViolation:
    """A refusal in the table's language: `key` names what and why, `hint_key` what to try."""
    del lang  # a catalogue sentence, said by the shell in the session's language (the state holds no language)
    hint = MESSAGES.said(hint_key, **values) if hint_key else ""
    return RuleViolation(MESSAGES.said(key, **values), hint=hint, ref=ref)


# ----------------------------------------------------------------------------- when a fight may start (p. 12 §1)


class Situation(Record):
    """What the table knows when a hero stops on another hero's space."""

    site: str = ""  # the site on the space ("" for none): portal, city, keep, mage_tower, ...
    entered_this_turn: bool = True  # the aggressor entered the defender's space this turn (p. 12 §1a)
    move_provokes: bool = False  # the move onto the space provoked a rampaging enemy (p. 12 §1, note)
    aggressor_acted: bool = False  # the aggressor already took an action (or fought) this turn (p. 7 §8c, p. 8 §2e)
    defender_face_down: bool = False  # the defender's Round Order token is face down (p. 12 §1d)
    defender_in_combat: bool = False  # the defender is taking part in a fight right now (p. 12 §2)
    end_of_round_announced: bool = False  # p. 12 §1c
    scenario_end_reached: bool = False  # p. 12 §1c
    cooperative: bool = False  # a cooperative scenario (p. 7 §8e)
    no_pvp_agreed: bool = False  # the group agreed on "no player combat" (p. 7 §8e, variant p. 16)
    scenario_forbids_ref: str = ""  # a scenario without player combat names its page (First Reconnaissance: p. 18)
    allies: bool = False  # team-mates (p. 15)


def check_start(s: Situation, lang: str = "en") -> None:
    """Refuse a fight the rules forbid (p. 12 §1, p. 7 §8), most basic reason first."""
    hint = "hint_no_action"
    if s.cooperative:
        raise refuse("no_pvp_cooperative", "p. 7", lang, hint)
    if s.scenario_forbids_ref:
        raise refuse("no_pvp_scenario", s.scenario_forbids_ref, lang, hint)
    if s.no_pvp_agreed:
        raise refuse("no_pvp_agreed", "p. 16", lang, hint)
    if s.allies:
        raise refuse("no_pvp_allies", "p. 15", lang, hint)
    if s.site in SHARED_SPACES:
        raise refuse("no_pvp_shared_space", "p. 12", lang, "hint_shared_space", site=site_word(s.site, lang))
    if s.end_of_round_announced:
        raise refuse("no_pvp_round_end", "p. 12", lang, hint)
    if s.scenario_end_reached:
        raise refuse("no_pvp_scenario_end", "p. 12", lang, hint)
    if s.defender_face_down:
        raise refuse("no_pvp_face_down", "p. 12", lang, hint)
    if s.defender_in_combat:
        raise refuse("no_pvp_in_combat", "p. 12", lang)
    if s.aggressor_acted:
        raise refuse("no_pvp_acted", "p. 7", lang)
    if not s.entered_this_turn:
        raise refuse("no_pvp_not_entered", "p. 12", lang)
    if s.move_provokes:
        raise refuse("no_pvp_provokes", "p. 12", lang)


def artifact_word(name: str) -> str:
    """An artifact put into a sentence: its card's German name at a German table; a name no card has stays as typed."""
    from mkref.core.errors import MkrefError
    from mkref.games.mage_knight.data.deed_cards import card_id, cards

    try:
        card = cards()[card_id(name)]
    except (MkrefError, KeyError):
        return name
    return Named(name, card.name.de or name)


def artifact_list(names: Sequence[str]) -> str:
    """Artifacts named in one sentence ('Sword of Justice, Horn of Wrath'), each in the table's language."""
    words = [artifact_word(name) for name in names]
    return Named(", ".join(words), ", ".join(w.in_lang("de") if isinstance(w, Named) else w for w in words))


def site_word(site: str, lang: str = "") -> str:
    """The site's name put into a refusal, said in the table's language."""
    del lang
    words = [MESSAGES.text(f"site_{site}", code) if f"site_{site}" in MESSAGES else site.replace("_", " ") for code in ("en", "de")]
    return Named(*words)


# ----------------------------------------------------------------------------- the defender's commitment (p. 12 §3)


class Commitment(Record):
    """What the defender's choice means for this fight and their next turn."""

    full: bool
    token_face_down: bool  # cannot be attacked again until it is turned face up
    skips_next_turn: bool  # the regular turn is skipped (not even announcing the end of the round)
    source_die: bool  # may use 1 die from the Source
    own_turn_skills: bool  # may use skills normally used only in their own turn
    end_of_turn_steps: bool  # heals and plays special cards after the fight, then the end-of-turn steps


def commit(full: bool, hand_has_non_wound: bool, lang: str = "en") -> Commitment:
    """The defender commits fully (plays their next turn now) or partially (p. 12 §3a-b)."""
    if full and not hand_has_non_wound:
        raise refuse("full_needs_non_wound", "p. 12", lang, "hint_partial")
    return Commitment(full, full, full, full, full, full)


def commitment_lines(c: Commitment, defender: str) -> list[Line]:
    key = "commit_full" if c.full else "commit_partial"
    return [Line("start", key, {"name": defender}, "p. 12")]


# ----------------------------------------------------------------------------- one exchange (p. 12 §§3-5, p. 13 §1)


def attack_elements(parts: list[Part]) -> frozenset[str]:
    """The elements of an attack; a card played sideways makes the whole attack physical (p. 13 §1c)."""
    if any(p.kind == "sideways" for p in parts):
        return frozenset({"physical"})
    return frozenset(p.element for p in parts)


def check_attack(phase: str, parts: list[Part], fortified: bool, lang: str = "en") -> None:
    """The attacks allowed in this exchange (p. 12 §3a-b; p. 13 §1b-c).

    `fortified`: the blocker is the defender on a Keep or Mage Tower, so the aggressor may play only siege
    attacks in the ranged exchange. The melee exchange ignores fortifications.
    """
    if not parts:
        raise InvalidInput(MESSAGES.said("attack_needs_parts"), MESSAGES.said("hint_parts"))
    if phase == MELEE:
        return
    if any(p.kind == "sideways" for p in parts):
        raise refuse("ranged_no_sideways", "p. 12", lang)
    if any(p.kind == "melee" for p in parts):
        raise refuse("ranged_only_ranged_siege", "p. 12", lang)
    if fortified and any(p.kind != "siege" for p in parts):
        raise refuse("ranged_fortified_siege_only", "p. 12", lang)


def check_blocks(parts: list[Part], lang: str = "en") -> None:
    if any(p.kind in ("ranged", "siege") for p in parts):
        raise InvalidInput(MESSAGES.said("block_no_type"), MESSAGES.said("hint_parts"))


def block_total(blocks: list[Part], elements: frozenset[str]) -> tuple[int, int, int]:
    """(total, efficient points, inefficient points) of the blocks against an attack of these elements.

    A block is efficient if it is efficient against at least one element of the attack (p. 12 §4a); the
    inefficient points are pooled and halved once, rounded down, as in normal combat (p. 9, AMBIG-4).
    """
    good: set[str] = set()
    for element in elements:
        good |= EFFICIENT_BLOCKS[element]
    eff = sum(p.value for p in blocks if p.element in good)
    ineff = sum(p.value for p in blocks if p.element not in good)
    return eff + ineff // 2, eff, ineff


def reduction(phase: str, total_block: int, loses_swift: bool = False) -> int:
    """Ranged and siege attacks act as Swift: 1 per 2 Block (p. 12 §4c), unless "loses Swift"; melee 1 per 1."""
    if phase == RANGED and not loses_swift:
        return total_block // 2
    return total_block


def resists(unit: UnitSetup, elements: frozenset[str]) -> bool:
    """A unit resists an attack if it resists any of its elements; fire and ice together resist cold fire (p. 24)."""
    return any(e in unit.resistances or (e == "cold_fire" and {"fire", "ice"} <= unit.resistances) for e in elements)


def unit_cost(unit: UnitSetup, elements: frozenset[str]) -> int:
    """Damage to wound a unit: its armor, doubled if it resists an element of the attack (p. 12 §5a)."""
    return max(1, unit.armor) * (2 if resists(unit, elements) else 1)


def enemy_count(ready_unwounded_units: int, units_in_exchange: int) -> int:
    """For an effect whose strength or cost depends on the number of enemies: the opponent's ready, unwounded
    units, plus the units taking part in this attack or block, plus 1 for the opponent's hero (p. 13 §2f)."""
    return ready_unwounded_units + units_in_exchange + 1


# ----------------------------------------------------------------------------- using the damage (p. 12 §5, p. 13 §2)


class Artifact(Record):
    name: str
    where: str = "play"  # hand, deck, discard, play, or unit (assigned to the unit `unit`)
    unit: str = ""


class Use(Record):
    """One use of damage the attacker chooses: wound a unit or the hero, steal an artifact, force a withdrawal."""

    kind: str  # unit, hero, steal, withdraw
    target: str = ""  # unit label, artifact name or space
    cost: int = 0  # withdraw: the space's unmodified move cost
    safe: bool = True  # withdraw: the space is a reachable safe space adjacent to the fight


class Blocker(Record):
    """The blocker's side as the damage is assigned."""

    name: str
    armor: int
    hand_limit: int
    units: tuple[UnitSetup, ...] = ()
    wounded_units: frozenset[str] = frozenset()  # labels wounded before or during this fight
    artifacts: tuple[Artifact, ...] = ()
    wounds_this_fight: int = 0
    knocked_out: bool = False


class DamageResult(Record):
    blocker: Blocker
    lines: tuple[Line, ...]
    stolen: tuple[str, ...] = ()
    withdrawn_to: str = ""  # the combat ends: the blocker was forced to withdraw there (p. 13 §2b)
    wasted: int = 0


def spend_damage(damage: int, phase: str, elements: frozenset[str], blocker: Blocker, uses: list[Use], lang: str = "en") -> DamageResult:
    """Apply the attacker's uses of `damage` in order; the rest goes to waste (p. 12 §5c).

    Refused as a whole (nothing changes) if a use is not allowed or costs more than is left.
    """
    left = damage
    lines: list[Line] = []
    wounded = set(blocker.wounded_units)
    units = {u.label: u for u in blocker.units}
    artifacts = list(blocker.artifacts)
    stolen: list[str] = []
    hero_wounds = 0
    withdrawn = ""
    for use in uses:
        if withdrawn:
            raise refuse("withdraw_last", "p. 13", lang)
        if use.kind == "unit":
            unit = units.get(use.target)
            if unit is None:
                raise InvalidInput(MESSAGES.said("no_such_unit", name=blocker.name, unit=use.target),
                                   MESSAGES.said("hint_units", units=", ".join(units) or "-"))
            if use.target in wounded:
                raise refuse("unit_already_wounded", "p. 12", lang, unit=use.target)
            cost = unit_cost(unit, elements)
            left = _pay(left, cost, "wound_unit", lang, target=use.target)
            wounded.add(use.target)
            key = "unit_wounded_resists" if resists(unit, elements) else "unit_wounded"
            lines.append(Line(phase, key, {"unit": use.target, "armor": unit.armor, "cost": cost, "left": left}, "p. 12"))
        elif use.kind == "hero":
            left = _pay(left, blocker.armor, "wound_hero", lang, target=blocker.name)
            hero_wounds += 1
            lines.append(Line(phase, "hero_wounded", {"name": blocker.name, "armor": blocker.armor, "left": left}, "p. 12"))
        elif use.kind == "steal":
            if phase != MELEE:
                raise refuse("steal_melee_only", "p. 13", lang)
            found = next((a for a in artifacts if a.name.casefold() == use.target.casefold()), None)
            if found is None:
                raise InvalidInput(MESSAGES.said("no_such_artifact", name=blocker.name, artifact=use.target),
                                   MESSAGES.said("hint_artifacts", artifacts=", ".join(a.name for a in artifacts) or "-"))
            if not (found.where in STEALABLE_PLACES or (found.where == "unit" and found.unit in wounded)):
                raise refuse("cannot_steal", "p. 13", lang, artifact=found.name, where=_place(found))
            left = _pay(left, STEAL_COST, "steal", lang, target=found.name)
            artifacts.remove(found)
            stolen.append(found.name)
            lines.append(Line(phase, "stolen", {"artifact": artifact_word(found.name), "cost": STEAL_COST, "left": left}, "p. 13"))
        elif use.kind == "withdraw":
            if phase != MELEE:
                raise refuse("withdraw_melee_only", "p. 13", lang)
            if not use.safe:
                raise refuse("withdraw_not_safe", "p. 13", lang, space=use.target)
            left = _pay(left, use.cost, "withdraw", lang, target=use.target)
            withdrawn = use.target
            lines.append(Line(phase, "forced_withdrawal", {"name": blocker.name, "space": use.target, "cost": use.cost, "left": left}, "p. 13"))
        else:
            raise InvalidInput(MESSAGES.said("unknown_use", use=use.kind))
    wounds = blocker.wounds_this_fight + hero_wounds
    knocked = blocker.knocked_out or wounds >= blocker.hand_limit
    if knocked and not blocker.knocked_out:
        lines.append(Line(phase, "knocked_out", {"name": blocker.name, "wounds": wounds, "limit": blocker.hand_limit}, "p. 9"))
    if left:
        lines.append(Line(phase, "wasted", {"left": left}, "p. 12"))
    after = blocker._replace(wounded_units=frozenset(wounded), artifacts=tuple(artifacts), wounds_this_fight=wounds, knocked_out=knocked)
    return DamageResult(after, tuple(lines), tuple(stolen), withdrawn, left)


def _pay(left: int, cost: int, what: str, lang: str, target: str) -> int:
    if cost > left:  # wounds: p. 12 §5; stealing (5 each) and forcing a withdrawal: p. 13 §2a-b
        ref = "p. 13" if what in ("steal", "withdraw") else "p. 12"
        raise refuse("not_enough_damage", ref, lang, "hint_waste", what=MESSAGES.said(f"use_{what}", target=target), cost=cost, left=left)
    return left - cost


def _place(artifact: Artifact) -> str:
    if artifact.where == "unit":
        return MESSAGES.said("place_unwounded_unit", unit=artifact.unit)
    return MESSAGES.said(f"place_{artifact.where}")


# ----------------------------------------------------------------------------- the outcome (p. 13; summary p. 23)


def winner_fame(winner_level: int, winner_fame: int, loser_level: int, loser_fame: int, rule: str = "p13") -> int:
    """Fame for forcing the opponent to withdraw (A-21c; [AMBIG-11] `rule`).

    p13: a lower level gains 1 + 2 per level below; the same level with less Fame gains 1; otherwise 0.
    p23: 1 if the opponent has more Fame, plus 2 per level the opponent is above.
    """
    if rule == "p23":
        return (1 if loser_fame > winner_fame else 0) + 2 * max(0, loser_level - winner_level)
    if winner_level < loser_level:
        return 1 + 2 * (loser_level - winner_level)
    if winner_level == loser_level and winner_fame < loser_fame:
        return 1
    return 0
