"""Steps 1-3 of the attack sequence (p. 14): the action, its targets and a capture checked against the rules,
with the page that forbids what fails; `attack.resolve` checks them first."""

from __future__ import annotations

from mkref.core.errors import InvalidInput, RuleViolation

from . import data
from .attack_types import AttackSpec, Fighter, find_relic, wears
from .attack_words import named, said
from .rules import effective_range, half_range


def _check_formation_relics(a: Fighter, members: list[str]) -> None:
    """A relic that forbids its wearer a ranged formation (Temanor's Crossbow, R-038) refuses the whole
    formation, whether the wearer is its primary attacker or another member (relic text)."""
    worn = [(a.name, a.relic)] + [(named(f"formation member {i}", f"Formationsmitglied {i}"), r) for i, r in enumerate(members, 1)]
    for wearer, ident in worn:
        relic = find_relic(ident)
        if relic is not None and "ranged_formation" in relic.forbids:
            raise RuleViolation(said("miniatk.relic_formation", warrior=wearer, relic=named(relic.en, relic.de)), ref=relic.ref)


def check_legality(spec: AttackSpec) -> None:
    """Steps 1-3: the action, the targets and the capture, with the page that forbids what fails."""
    a = spec.attacker
    s = spec.settings
    ar = find_relic(a.relic)
    forbids = set(ar.forbids) if ar else set()
    if spec.kind not in ("close", "ranged"):
        raise InvalidInput(said("miniatk.unknown_kind", kind=spec.kind), hint=said("miniatk.close_or_ranged"), ref="p. 9")
    if not spec.targets:
        raise InvalidInput(said("miniatk.an_attack_needs_at_least_one"), ref="p. 14")
    names = [t.fighter.name for t in spec.targets]
    if len(set(names)) != len(names):
        raise RuleViolation(said("miniatk.one_action_cannot_target_the_same"), ref="p. 11")
    for t in spec.targets:
        if t.fighter.name == a.name:
            raise RuleViolation(said("miniatk.a_warrior_cannot_target_itself"), ref="p. 10")
        healing = ar is not None and ar.id == "woundkiller" and spec.use_relic
        if t.friendly and not healing:
            raise RuleViolation(said("miniatk.friendly", target=t.fighter.name), ref="p. 10")
    if spec.kind == "close":
        # several close targets come only from abilities on the card: allowed, each judged on its own
        if "close_attack" in forbids:
            raise RuleViolation(f"{ar.en} forbids close attacks" if ar else "", ref=ar.ref if ar else "")
        for t in spec.targets:
            if a.soaring != t.fighter.soaring:
                raise RuleViolation(said("miniatk.close_combat_needs_both_warriors_at"), ref="p. 8")
            if wears(t.fighter, "blade_of_dominance") and a.points <= t.fighter.points:
                raise RuleViolation(said("miniatk.dominance", target=t.fighter.name), ref="p. 26")
            if wears(a, "blade_of_dominance") and t.fighter.points >= a.points:
                raise RuleViolation(said("miniatk.the_blade_of_dominance_wearer_may"), ref="p. 26")
            if wears(t.fighter, "helm_of_rule") and not (a.has_leadership or a.carries_relic):
                raise RuleViolation(said("miniatk.helm_rule", target=t.fighter.name), ref="p. 26")
        if spec.gang_up:
            if spec.eliminate_captive:
                raise RuleViolation(said("miniatk.gang_up_is_not_allowed_against"), ref="p. 11")
            if s["gang_up_primary_needs_sword"] and "sword" not in a.attack_types:
                raise RuleViolation(said("miniatk.the_primary_attacker_of_a_gang"), ref="p. 10")
        if spec.charge:
            if "sword" not in a.attack_types:
                raise RuleViolation(said("miniatk.only_sword_warriors_can_charge"), ref="p. 10")
            for dom, page in (("rain_and_mud", "p. 29"), ("mountain_pass", "p. 30")):
                if dom in spec.domains:
                    raise RuleViolation(said("miniatk.no_charge", domain=named(data.load().domains[dom].en, data.load().domains[dom].de)), ref=page)
            if "charge" in forbids:
                raise RuleViolation(said("miniatk.the_blade_of_dominance_wearer_cannot"), ref="p. 26")
        if spec.precision or spec.point_blank or spec.formation:
            raise RuleViolation(said("miniatk.precision_point_blank_and_formations_belong"), ref="p. 12")
    else:
        if "no_ranged" in _domain_effects(spec.domains):
            raise RuleViolation(said("miniatk.no_ranged_combat_actions_while_storm"), ref="p. 29")
        if "ranged_attack" in forbids:
            raise RuleViolation(said("miniatk.relic_ranged", relic=named(ar.en, ar.de) if ar else named('The relic', 'Das Relikt')), ref=ar.ref if ar else "")
        rng = attacker_range(spec)
        if rng <= 0 and not (ar and ar.id == "book_of_lightning" and spec.use_relic):
            raise RuleViolation(said("miniatk.a_warrior_with_range_0_cannot"), ref="p. 11")
        tmax = a.targets_max
        if ar and "targets_set" in ar.numbers:
            tmax = ar.numbers["targets_set"] if ar.id == "snows_fuser_rifle" else max(tmax, ar.numbers["targets_set"])
        if len(spec.targets) > max(1, tmax):
            raise RuleViolation(said("miniatk.max_targets", warrior=a.name, n=max(1, tmax)), ref="p. 11")
        if spec.formation and len(spec.targets) > 1:
            raise RuleViolation(said("miniatk.a_ranged_formation_attacks_a_single"), ref="p. 14")
        if spec.formation and ar is not None and ar.id == "woundkiller" and spec.use_relic:
            raise RuleViolation(said("miniatk.no_formation_healing_shot"), said("miniatk.it_attacks_only_to_damage"), ref="p. 14")
        if spec.formation and not 2 <= len(spec.formation) <= 4:
            raise RuleViolation(said("miniatk.a_ranged_formation_has_3_to"), ref="p. 13")
        if spec.formation_bow and any(c == "damage" and not bow for c, bow in zip(spec.formation, spec.formation_bow, strict=False)):
            raise RuleViolation(said("miniatk.only_a_bow_member_may_give"), ref="p. 14")
        if spec.formation:
            _check_formation_relics(a, spec.formation_relics)
        if spec.precision:
            if "bow" not in a.attack_types:
                raise RuleViolation(said("miniatk.precision_is_a_bow_proficiency"), ref="p. 12")
            if len(spec.targets) > 1:
                raise RuleViolation(said("miniatk.precision_cannot_be_combined_with_several"), ref="p. 12")
            if "no_precision" in _domain_effects(spec.domains):
                raise RuleViolation(said("miniatk.nobody_may_use_precision_while_smoke"), ref="p. 29")
        if spec.point_blank:
            if "bow" not in a.attack_types:
                raise RuleViolation(said("miniatk.point_blank_is_a_bow_proficiency"), ref="p. 12")
            if spec.point_blank not in ("attack", "damage"):
                raise InvalidInput(said("miniatk.point_blank_gives_1_attack_or"), hint=said("miniatk.point_blank_attack_or_damage"), ref="p. 12")
            far = [t for t in spec.targets if t.distance is None or t.distance > half_range(rng)]
            if far:
                raise RuleViolation(
                    said("miniatk.half_range", inches=half_range(rng)),
                    said("miniatk.is_at", target=far[0].fighter.name, distance=far[0].distance if far[0].distance is not None else named('an unknown distance', 'unbekannt')), ref="p. 12",
                )
        for t in spec.targets:
            tf = t.fighter
            if t.distance is not None and t.distance > rng and not (ar and ar.id == "book_of_lightning" and spec.use_relic):
                raise RuleViolation(said("miniatk.out_of_range", target=tf.name, distance=t.distance, range=rng), ref="p. 11")
            if "wand" in a.attack_types and "magic_immunity" in tf.defense_types:
                raise RuleViolation(said("miniatk.magic_immunity", target=tf.name), ref="p. 10")
            if wears(tf, "galeshi_sunsword"):
                raise RuleViolation(said("miniatk.sunsword", target=tf.name), ref="p. 25")
            if wears(tf, "kosian_shield_tome") and not (spec.point_blank or spec.precision):
                raise RuleViolation(said("miniatk.shield_tome", target=tf.name), ref="p. 25")
    if spec.capture:
        if spec.kind != "close" or len(spec.targets) != 1:
            raise RuleViolation(said("miniatk.a_capture_is_a_close_attack"), ref="p. 11")
        if "sword" not in a.attack_types:
            raise RuleViolation(said("miniatk.only_sword_warriors_can_capture"), ref="p. 11")
        if wears(spec.targets[0].fighter, "paragons_shield"):
            raise RuleViolation(said("miniatk.a_paragon_s_shield_wearer_cannot"), ref="p. 27")


def _domain_effects(domains: list[str]) -> set[str]:
    doms = data.load().domains
    out: set[str] = set()
    for d in domains:
        if d in doms:
            out.update(doms[d].effects)
    return out


def attacker_range(spec: AttackSpec) -> int:
    ar = find_relic(spec.attacker.relic)
    repl = ar.numbers.get("range_set") if ar else None
    return effective_range(spec.attacker.range, repl, spec.domains)
