"""The attack sequence (p. 14, steps 1-11) as one pure computation, with every step and its page.

`AttackSpec` holds what the table knows: the attacker's and targets' values (computed from dials by
the game, or typed into the calculator), the table facts (rear arc, cover, distances ...) as
answers, the options (capture, Gang Up, Point Blank ...) and the dice. `resolve` checks legality,
collects modifiers, applies the rule of 3, judges the roll and works out damage per target.

Why one module of about 750 lines: the rulebook's attack sequence is one computation, and this module is
that sequence in its order: the data it reads and returns (`Mod` to `Outcome`, about 140 lines), the
legality check (steps 1-3), `resolve` (steps 1-11) and the helpers of its later steps (damage, splitting it
between targets, what a hit does, action tokens), which all read the same `AttackSpec` and fill the same
`Outcome`; split by step, each part would need the whole of both.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Iterable
from typing import Any

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.messages import StepText

from . import data
from .rules import check_die, effective_range, half_range
from .settings import Settings


# Refusals are said from the catalogue (messages.py), imported only when a refusal is made: a legal attack
# sheet never loads it.
def _no(key: str, /, **values: object) -> str:
    from .messages import MESSAGES

    return MESSAGES.said(key, **values)


def _named(english: str, german: str) -> str:
    from mkref.core.messages import Named

    return Named(english, german)


def _step(english: str, key: str, /, **values: object) -> str:
    """A step's line: its English as `resolve` writes it, its German from the catalogue (messages.py, keys `step.*`)."""
    return StepText(english, "step." + key, values, "mkref.games.mk_miniatures.messages:MESSAGES")


def _names(names: Iterable[str]) -> str:
    """Several fighters' names in one sentence, each in the table's language (a tracked game's warriors)."""
    from mkref.core.messages import in_lang

    listed = list(names)
    return _named(", ".join(listed), ", ".join(str(in_lang(n, "de")) for n in listed))


def _kind(word: str) -> str:
    return _named(word, "Nahkampf" if word == "close" else "Fernkampf")


def _listing(mods: list[Mod]) -> str:
    """A step's modifiers ('+1 rear arc, -2 Precision' or 'none') in both languages."""
    from mkref.core.messages import in_lang

    def join(lang: str) -> str:
        return ", ".join(f"{m.value:+d} {in_lang(m.source, lang)}" for m in mods) or ("none" if lang == "en" else "keine")

    return _named(join("en"), join("de"))


@dataclass
class Mod:
    value: int
    source: str
    ref: str

    def as_dict(self) -> dict[str, Any]:
        return {"value": self.value, "source": self.source, "ref": self.ref}


@dataclass
class Fighter:
    name: str = "attacker"
    attack: int = 0
    defense: int = 0
    damage: int = 0  # close damage value (dial)
    attack_bonus: int = 0
    attack_types: list[str] = field(default_factory=list)
    speed_type: str = "boot"
    range: int = 0
    ranged_damage: int = 0
    targets_max: int = 1
    defense_types: list[str] = field(default_factory=list)
    damage_types: list[str] = field(default_factory=list)
    faction: str = ""
    points: int = 0
    relic: str = ""  # relic id, number or name the warrior wears
    soaring: bool = False
    elevated: bool = False
    mage_spawn: bool = False
    large: bool = False  # Titan or large figure
    name_has_skeleton_or_zombie: bool = False
    jeweled_helm_active: bool = False
    damage_reduction: int = 0
    carries_items: bool = False
    has_leadership: bool = False
    carries_relic: bool = False


@dataclass
class TargetFacts:
    """Table facts about one target, answered by the players, plus the per-target modifiers."""

    fighter: Fighter
    rear_arc: bool = False
    cover: bool = False  # LOF crosses hindering terrain / target in hindering (ranged only)
    elevation: bool = False  # target on elevated terrain, attacker not (ranged only)
    in_water: bool = False
    in_shallow_water: bool = False
    fortification: int = 0  # of a constructed piece it touches and the LOF crosses
    distance: float | None = None
    friendly: bool = False
    relic_faction_match: bool = False  # attacker is of the faction Treefell/Serpentfang name
    attack_mods: list[Mod] = field(default_factory=list)
    defense_mods: list[Mod] = field(default_factory=list)
    defense_replacement: int | None = None  # e.g. Venthia's Mask
    share: int | None = None  # split of multi-target ranged damage


@dataclass
class AttackSpec:
    kind: str  # close | ranged
    attacker: Fighter
    targets: list[TargetFacts]
    dice: tuple[int, int] = (0, 0)
    capture: bool = False
    eliminate_captive: bool = False
    gang_up: int = 0  # number of supporters
    charge: bool = False
    precision: bool = False
    point_blank: str = ""  # "" | attack | damage
    formation: list[str] = field(default_factory=list)  # per other member: "attack" | "damage"
    formation_bow: list[bool] = field(default_factory=list)
    formation_relics: list[str] = field(default_factory=list)  # per other member: the relic it wears, or ""
    attack_mods: list[Mod] = field(default_factory=list)
    damage_mods: list[Mod] = field(default_factory=list)
    domains: list[str] = field(default_factory=list)
    use_relic: bool = False  # use the relic's optional action (R-003, R-005, R-008, R-018 ...)
    tokens_before: int | None = None
    extra_dice: dict[str, int] = field(default_factory=dict)  # magestone_shield, strip_mine ...
    settings: Settings = field(default_factory=Settings)


@dataclass
class TargetResult:
    name: str
    attack_result: int
    defense: int
    hit: bool
    damage: int = 0
    clicks: int = 0
    eliminated: bool = False
    captured: bool = False
    healed: int = 0
    attack_mod: int = 0
    defense_mod: int = 0
    attack_mods: list[Mod] = field(default_factory=list)
    defense_mods: list[Mod] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass
class Outcome:
    steps: list[tuple[str, str]]
    dice: tuple[int, int]
    judged_dice: tuple[int, int]
    crit_hit: bool
    crit_miss: bool
    targets: list[TargetResult]
    damage_pool: int
    attacker_clicks: int = 0  # push/backlash clicks to the attacker (unreducible)
    attacker_eliminated: bool = False
    attacker_healed: int = 0
    tokens_after: int | None = None
    token_push: int = 0
    notes: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "dice": list(self.dice),
            "judged_dice": list(self.judged_dice),
            "critical_hit": self.crit_hit,
            "critical_miss": self.crit_miss,
            "damage_pool": self.damage_pool,
            "targets": [
                {
                    "name": t.name, "attack_result": t.attack_result, "defense": t.defense, "hit": t.hit,
                    "damage": t.damage, "clicks": t.clicks, "eliminated": t.eliminated, "captured": t.captured,
                    "healed": t.healed, "attack_modifier": t.attack_mod, "defense_modifier": t.defense_mod,
                    "attack_modifiers": [m.as_dict() for m in t.attack_mods],
                    "defense_modifiers": [m.as_dict() for m in t.defense_mods], "notes": t.notes,
                }
                for t in self.targets
            ],
            "attacker": {
                "push_clicks": self.attacker_clicks, "eliminated": self.attacker_eliminated,
                "healed": self.attacker_healed, "tokens_after": self.tokens_after, "token_push": self.token_push,
            },
            "steps": [{"text": s, "ref": r} for s, r in self.steps],
            "notes": self.notes,
        }


def cap3(mods: list[Mod] | list[int]) -> int:
    """Rule of 3 (p. 7): the net of all modifiers to one value lies within -3..+3."""
    net = sum(m.value if isinstance(m, Mod) else m for m in mods)
    return max(-3, min(3, net))


def _relic(ident: str) -> data.Relic | None:
    if not ident:
        return None
    return data.load().relic(ident)


def _has(f: Fighter, relic_id: str) -> bool:
    r = _relic(f.relic)
    return r is not None and r.id == relic_id


def _check_formation_relics(a: Fighter, members: list[str]) -> None:
    """A relic that forbids its wearer a ranged formation (Temanor's Crossbow, R-038) refuses the whole
    formation, whether the wearer is its primary attacker or another member (relic text)."""
    worn = [(a.name, a.relic)] + [(_named(f"formation member {i}", f"Formationsmitglied {i}"), r) for i, r in enumerate(members, 1)]
    for wearer, ident in worn:
        relic = _relic(ident)
        if relic is not None and "ranged_formation" in relic.forbids:
            raise RuleViolation(_no("miniatk.relic_formation", warrior=wearer, relic=_named(relic.en, relic.de)), ref=relic.ref)


def check_legality(spec: AttackSpec) -> None:
    """Steps 1-3: the action, the targets and the capture, with the page that forbids what fails."""
    a = spec.attacker
    s = spec.settings
    ar = _relic(a.relic)
    forbids = set(ar.forbids) if ar else set()
    if spec.kind not in ("close", "ranged"):
        raise InvalidInput(_no("miniatk.unknown_kind", kind=spec.kind), hint=_no("miniatk.close_or_ranged"), ref="p. 9")
    if not spec.targets:
        raise InvalidInput(_no("miniatk.an_attack_needs_at_least_one"), ref="p. 14")
    names = [t.fighter.name for t in spec.targets]
    if len(set(names)) != len(names):
        raise RuleViolation(_no("miniatk.one_action_cannot_target_the_same"), ref="p. 11")
    for t in spec.targets:
        if t.fighter.name == a.name:
            raise RuleViolation(_no("miniatk.a_warrior_cannot_target_itself"), ref="p. 10")
        healing = ar is not None and ar.id == "woundkiller" and spec.use_relic
        if t.friendly and not healing:
            raise RuleViolation(_no("miniatk.friendly", target=t.fighter.name), ref="p. 10")
    if spec.kind == "close":
        # several close targets come only from abilities on the card: allowed, each judged on its own
        if "close_attack" in forbids:
            raise RuleViolation(f"{ar.en} forbids close attacks" if ar else "", ref=ar.ref if ar else "")
        for t in spec.targets:
            if a.soaring != t.fighter.soaring:
                raise RuleViolation(_no("miniatk.close_combat_needs_both_warriors_at"), ref="p. 8")
            if _has(t.fighter, "blade_of_dominance") and a.points <= t.fighter.points:
                raise RuleViolation(_no("miniatk.dominance", target=t.fighter.name), ref="p. 26")
            if _has(a, "blade_of_dominance") and t.fighter.points >= a.points:
                raise RuleViolation(_no("miniatk.the_blade_of_dominance_wearer_may"), ref="p. 26")
            if _has(t.fighter, "helm_of_rule") and not (a.has_leadership or a.carries_relic):
                raise RuleViolation(_no("miniatk.helm_rule", target=t.fighter.name), ref="p. 26")
        if spec.gang_up:
            if spec.eliminate_captive:
                raise RuleViolation(_no("miniatk.gang_up_is_not_allowed_against"), ref="p. 11")
            if s["gang_up_primary_needs_sword"] and "sword" not in a.attack_types:
                raise RuleViolation(_no("miniatk.the_primary_attacker_of_a_gang"), ref="p. 10")
        if spec.charge:
            if "sword" not in a.attack_types:
                raise RuleViolation(_no("miniatk.only_sword_warriors_can_charge"), ref="p. 10")
            for dom, page in (("rain_and_mud", "p. 29"), ("mountain_pass", "p. 30")):
                if dom in spec.domains:
                    raise RuleViolation(_no("miniatk.no_charge", domain=_named(data.load().domains[dom].en, data.load().domains[dom].de)), ref=page)
            if "charge" in forbids:
                raise RuleViolation(_no("miniatk.the_blade_of_dominance_wearer_cannot"), ref="p. 26")
        if spec.precision or spec.point_blank or spec.formation:
            raise RuleViolation(_no("miniatk.precision_point_blank_and_formations_belong"), ref="p. 12")
    else:
        if "no_ranged" in _domain_effects(spec.domains):
            raise RuleViolation(_no("miniatk.no_ranged_combat_actions_while_storm"), ref="p. 29")
        if "ranged_attack" in forbids:
            raise RuleViolation(_no("miniatk.relic_ranged", relic=_named(ar.en, ar.de) if ar else _named('The relic', 'Das Relikt')), ref=ar.ref if ar else "")
        rng = attacker_range(spec)
        if rng <= 0 and not (ar and ar.id == "book_of_lightning" and spec.use_relic):
            raise RuleViolation(_no("miniatk.a_warrior_with_range_0_cannot"), ref="p. 11")
        tmax = a.targets_max
        if ar and "targets_set" in ar.numbers:
            tmax = ar.numbers["targets_set"] if ar.id == "snows_fuser_rifle" else max(tmax, ar.numbers["targets_set"])
        if len(spec.targets) > max(1, tmax):
            raise RuleViolation(_no("miniatk.max_targets", warrior=a.name, n=max(1, tmax)), ref="p. 11")
        if spec.formation and len(spec.targets) > 1:
            raise RuleViolation(_no("miniatk.a_ranged_formation_attacks_a_single"), ref="p. 14")
        if spec.formation and ar is not None and ar.id == "woundkiller" and spec.use_relic:
            raise RuleViolation(_no("miniatk.no_formation_healing_shot"), _no("miniatk.it_attacks_only_to_damage"), ref="p. 14")
        if spec.formation and not 2 <= len(spec.formation) <= 4:
            raise RuleViolation(_no("miniatk.a_ranged_formation_has_3_to"), ref="p. 13")
        if spec.formation_bow and any(c == "damage" and not bow for c, bow in zip(spec.formation, spec.formation_bow, strict=False)):
            raise RuleViolation(_no("miniatk.only_a_bow_member_may_give"), ref="p. 14")
        if spec.formation:
            _check_formation_relics(a, spec.formation_relics)
        if spec.precision:
            if "bow" not in a.attack_types:
                raise RuleViolation(_no("miniatk.precision_is_a_bow_proficiency"), ref="p. 12")
            if len(spec.targets) > 1:
                raise RuleViolation(_no("miniatk.precision_cannot_be_combined_with_several"), ref="p. 12")
            if "no_precision" in _domain_effects(spec.domains):
                raise RuleViolation(_no("miniatk.nobody_may_use_precision_while_smoke"), ref="p. 29")
        if spec.point_blank:
            if "bow" not in a.attack_types:
                raise RuleViolation(_no("miniatk.point_blank_is_a_bow_proficiency"), ref="p. 12")
            if spec.point_blank not in ("attack", "damage"):
                raise InvalidInput(_no("miniatk.point_blank_gives_1_attack_or"), hint=_no("miniatk.point_blank_attack_or_damage"), ref="p. 12")
            far = [t for t in spec.targets if t.distance is None or t.distance > half_range(rng)]
            if far:
                raise RuleViolation(
                    _no("miniatk.half_range", inches=half_range(rng)),
                    _no("miniatk.is_at", target=far[0].fighter.name, distance=far[0].distance if far[0].distance is not None else _named('an unknown distance', 'unbekannt')), ref="p. 12",
                )
        for t in spec.targets:
            tf = t.fighter
            if t.distance is not None and t.distance > rng and not (ar and ar.id == "book_of_lightning" and spec.use_relic):
                raise RuleViolation(_no("miniatk.out_of_range", target=tf.name, distance=t.distance, range=rng), ref="p. 11")
            if "wand" in a.attack_types and "magic_immunity" in tf.defense_types:
                raise RuleViolation(_no("miniatk.magic_immunity", target=tf.name), ref="p. 10")
            if _has(tf, "galeshi_sunsword"):
                raise RuleViolation(_no("miniatk.sunsword", target=tf.name), ref="p. 25")
            if _has(tf, "kosian_shield_tome") and not (spec.point_blank or spec.precision):
                raise RuleViolation(_no("miniatk.shield_tome", target=tf.name), ref="p. 25")
    if spec.capture:
        if spec.kind != "close" or len(spec.targets) != 1:
            raise RuleViolation(_no("miniatk.a_capture_is_a_close_attack"), ref="p. 11")
        if "sword" not in a.attack_types:
            raise RuleViolation(_no("miniatk.only_sword_warriors_can_capture"), ref="p. 11")
        if _has(spec.targets[0].fighter, "paragons_shield"):
            raise RuleViolation(_no("miniatk.a_paragon_s_shield_wearer_cannot"), ref="p. 27")


def _domain_effects(domains: list[str]) -> set[str]:
    doms = data.load().domains
    out: set[str] = set()
    for d in domains:
        if d in doms:
            out.update(doms[d].effects)
    return out


def attacker_range(spec: AttackSpec) -> int:
    ar = _relic(spec.attacker.relic)
    repl = ar.numbers.get("range_set") if ar else None
    return effective_range(spec.attacker.range, repl, spec.domains)


def resolve(spec: AttackSpec) -> Outcome:
    """Steps 1-11 of the attack sequence (p. 14); geometry comes in as table facts."""
    check_legality(spec)
    a = spec.attacker
    s = spec.settings
    ar = _relic(a.relic)
    steps: list[tuple[str, str]] = []
    d1, d2 = check_die(spec.dice[0], "first die"), check_die(spec.dice[1], "second die")
    close = spec.kind == "close"
    kind_word = "close" if close else "ranged"
    steps.append((_step(f"Step 1: {a.name} is given a {kind_word} combat action", "s1", name=a.name, kind=_kind(kind_word)), "p. 14"))
    if spec.charge:
        steps.append((_step(f"Charge: {a.name} took 1 click of push damage before attacking (values entered are after it)", "charge", name=a.name), "p. 10"))
    names = _names(t.fighter.name for t in spec.targets)
    steps.append((_step("Step 2: targets " + names, "s2", names=names), "p. 14"))
    if spec.capture:
        steps.append((_step("Step 3: capture attempt declared (-3 attack, no damage)", "s3"), "p. 11"))

    # --- special relic attacks that bypass the normal sequence
    if ar and ar.id == "book_of_lightning" and spec.use_relic and not close:
        return _book_of_lightning(spec, steps, d1, d2)

    # --- step 4: attacker side
    bonus_applies = ("sword" in a.attack_types) if close else bool({"bow", "wand"} & set(a.attack_types))
    bonus = a.attack_bonus if bonus_applies else 0
    common: list[Mod] = list(spec.attack_mods)
    if spec.gang_up:
        common.append(Mod(spec.gang_up, _named(f"Gang Up: {spec.gang_up} supporter(s)", f"Zusammenrotten: {spec.gang_up} Unterstützer"), "p. 10"))
    if spec.capture:
        common.append(Mod(-3, _named("capture attempt", "Versuch, gefangen zu nehmen"), "p. 11"))
    if spec.eliminate_captive:
        common.append(Mod(-3, _named("eliminating own captive", "eigenen Gefangenen ausschalten"), "p. 11"))
    if spec.precision:
        common.append(Mod(-2, _named("Precision", "Präzision"), "p. 12"))
    if spec.point_blank == "attack":
        common.append(Mod(1, _named("Point Blank (+1 attack)", "Kernschuss (+1 Angriff)"), "p. 12"))
    n_att = sum(1 for c in spec.formation if c == "attack")
    if n_att:
        common.append(Mod(2 * n_att, _named(f"ranged formation: {n_att} member(s) x +2", f"Fernkampfformation: {n_att} Mitglied(er) x +2"), "p. 14"))
    if a.jeweled_helm_active:
        common.append(Mod(2, _named("Jeweled Helm", "Juwelenhelm"), "p. 26"))
    steps.append((_step(f"Step 4: attack value {a.attack}", "s4", value=a.attack), "p. 9"))
    if bonus:
        steps[-1] = (_step(f"Step 4: attack value {a.attack}, attack bonus +{bonus} (not a modifier)", "s4_bonus", value=a.attack, bonus=bonus), "p. 9")
    elif a.attack_bonus and not bonus_applies:
        steps[-1] = (_step(f"Step 4: attack value {a.attack}; the printed bonus {a.attack_bonus} does not apply to this attack type",
                           "s4_no_bonus", value=a.attack, bonus=a.attack_bonus), "p. 9")
    # --- damage value (step 8a, computed now for the listing)
    damage_base, damage_mods, damage_note = _damage_value(spec)
    results: list[TargetResult] = []
    for t in spec.targets:
        tf = t.fighter
        att = common + list(t.attack_mods)
        if t.rear_arc:
            att.append(Mod(1, _named("rear arc", "Rückenbereich") if close else _named("line of fire through the rear arc", "Schusslinie durch den Rückenbereich"), "p. 10" if close else "p. 11"))
        if t.relic_faction_match and (_has(tf, "treefell") or _has(tf, "serpentfang")):
            target_relic = _relic(tf.relic)
            att.append(Mod(1, _named(f"{target_relic.en if target_relic else ''} (attacker of the named faction)",
                                  f"{target_relic.de if target_relic else ''} (Angreifer der genannten Fraktion)"),
                           target_relic.ref if target_relic else ""))
        dfn = list(t.defense_mods)
        if not close:
            if t.cover and not tf.soaring:
                dfn.append(Mod(1, _named("cover (hindering terrain)", "Deckung (behinderndes Gelände)"), "p. 16"))
            if t.elevation and not tf.soaring and not a.soaring:
                dfn.append(Mod(1, _named("elevation", "Höhe"), "p. 16"))
            if t.fortification:
                dfn.append(Mod(t.fortification, _named("fortification of constructed terrain", "Befestigung des konstruierten Geländes"), "p. 17"))
        if tf.soaring and (s["soaring_defense"] == "every_attack" or (not close and not a.soaring)):
            dfn.append(Mod(1, _named("soaring (elevation modifier)", "hochfliegend (Höhenmodifikator)"), "p. 8"))
        if tf.speed_type == "wave" and t.in_water:
            dfn.append(Mod(2, _named("wave warrior in water", "Krieger mit Welle im Wasser"), "p. 8"))
        if "fen_swamp" in spec.domains and tf.speed_type in data.load().domains["fen_swamp"].numbers["speed_types"] and t.in_shallow_water:
            dfn.append(Mod(1, _named("Fen Swamp", "Fen-Sumpf"), "p. 30"))
        if tf.jeweled_helm_active:
            dfn.append(Mod(2, _named("Jeweled Helm", "Juwelenhelm"), "p. 26"))
        if close and _has(a, "paragons_shield") and tf.mage_spawn:
            dfn.append(Mod(-3, _named("Paragon's Shield against Mage Spawn", "Paragons Schild gegen Mage Spawn"), "p. 27"))
        base_def = tf.defense if t.defense_replacement is None else t.defense_replacement
        am, dm = cap3(att), cap3(dfn)
        r = TargetResult(tf.name, 0, max(0, base_def + dm), False, attack_mod=am, defense_mod=dm, attack_mods=att, defense_mods=dfn)
        r.attack_result = max(0, a.attack + am) + bonus  # attack value floored at 0 after modifiers
        results.append(r)
        listing = _listing(att)
        steps.append((_step(f"Step 4 ({tf.name}): attack modifiers {listing}", "s4_mods", name=tf.name, mods=listing), "p. 14"))
        listing = _listing(dfn)
        if t.defense_replacement is None:
            text = _step(f"Step 5 ({tf.name}): defense {base_def}, modifiers {listing}", "s5", name=tf.name, value=base_def, mods=listing)
        else:
            text = _step(f"Step 5 ({tf.name}): defense {base_def} (replacement value), modifiers {listing}", "s5_replaced",
                         name=tf.name, value=base_def, mods=listing)
        steps.append((text, "p. 14"))
        raw = sum(m.value for m in att), sum(m.value for m in dfn)
        values = {"name": tf.name, "att": f"{raw[0]:+d}", "am": f"{am:+d}", "dfn": f"{raw[1]:+d}", "dm": f"{dm:+d}"}
        steps.append((_step(f"Step 6 ({tf.name}): rule of 3: attack {raw[0]:+d} -> {am:+d}, defense {raw[1]:+d} -> {dm:+d}", "s6", **values),
                      "p. 7"))

    # --- step 7: the roll
    j1, j2 = d1, d2
    if close and ar and ar.id == "caeronn_luckblade":
        j1, j2 = (6 if d1 == 1 else d1), (6 if d2 == 1 else d2)
        if (j1, j2) != (d1, d2):
            steps.append((_step(f"Caeronn Luckblade: {d1}+{d2} counts as {j1}+{j2}", "luckblade", d1=d1, d2=d2, j1=j1, j2=j2), "p. 25"))
    if s["luckblade_crit"] == "natural":
        crit_pair = (d1, d2)
    else:
        crit_pair = (j1, j2)
    total = j1 + j2
    crit_totals = {12}
    if not close and ar and ar.id == "assassin" and len(spec.targets) == 1:
        crit_totals = set(ar.numbers["crit_totals"])
    crit_miss = crit_pair == (1, 1)
    crit_hit = not crit_miss and (sum(crit_pair) in crit_totals)
    blackheart = close and ar is not None and ar.id == "blackheart" and spec.use_relic and len(spec.targets) == 1
    auto_hit = False
    if blackheart:
        mine, theirs = a.damage, spec.targets[0].fighter.damage
        if mine > theirs:
            auto_hit = True
            crit_hit = crit_miss = False
            steps.append((_step(f"Blackheart: unmodified damage {mine} > {theirs}: the attack succeeds without a roll", "blackheart", mine=mine, theirs=theirs),
                          "p. 26"))
        elif s["blackheart"] == "forbidden":
            raise RuleViolation(_no("miniatk.blackheart_the_wearer_s_damage_is"), ref="p. 26")
        else:
            steps.append((_step(f"Blackheart: damage {mine} is not greater than {theirs}: roll normally (A48)", "blackheart_roll", mine=mine, theirs=theirs),
                          "p. 26"))
    roll = f"{d1}+{d2} = {d1 + d2}" if (j1, j2) == (d1, d2) else f"{j1}+{j2} = {total}"
    crit = "_crit_miss" if crit_miss else "_crit_hit" if crit_hit else ""
    tail = ": critical miss, every target is missed" if crit_miss else ": critical hit, every target is hit" if crit_hit else ""
    counts = "" if (j1, j2) == (d1, d2) else "counts as "
    steps.append((_step(f"Step 7: attack roll {counts}{roll}{tail}", f"s7{'_counts' if counts else ''}{crit}", roll=roll), "p. 9"))
    for r in results:
        r.attack_result += total
        if auto_hit:
            r.hit = True
        elif crit_miss:
            r.hit = False
        elif crit_hit:
            r.hit = True
        else:
            r.hit = r.attack_result >= r.defense
        verdict = "hit" if r.hit else "miss"
        steps.append((_step(f"  {r.name}: attack result {r.attack_result} vs defense {r.defense}: {verdict}", f"s7_{verdict}", name=r.name,
                            result=r.attack_result, defense=r.defense), "p. 10"))

    out = Outcome(steps, (d1, d2), (j1, j2), crit_hit, crit_miss, results, 0)
    if crit_miss:
        out.attacker_clicks += 1
        steps.append((_step(f"Critical miss: {a.name} takes 1 click of push damage", "crit_miss", name=a.name), "p. 9"))
        if close and ar and ar.id == "decapitator":
            out.attacker_eliminated = True
            steps.append((_step("Decapitator: a critical miss eliminates its wearer", "decapitator_miss"), "p. 26"))
    if any(t.fighter.relic and _has(t.fighter, "paragons_shield") and not r.hit for t, r in zip(spec.targets, results, strict=True)):
        out.attacker_clicks += 1
        steps.append((_step("Paragon's Shield: the failed attacker takes 1 click that cannot be reduced", "paragon"), "p. 27"))

    hits = [(t, r) for t, r in zip(spec.targets, results, strict=True) if r.hit]
    # D-019 strip mine: wand ranged success fails on 1-3
    if hits and not close and "magestone_strip_mine" in spec.domains and "wand" in a.attack_types:
        die = spec.extra_dice.get("strip_mine")
        if die is None:
            raise InvalidInput(_no("miniatk.magestone_strip_mine_one_more_die"), hint=_no("miniatk.1_3_the_attack_fails_after"), ref="p. 30")
        from .domains import strip_mine_cancels

        if strip_mine_cancels(die):
            steps.append((_step(f"Magestone Strip Mine: die {die}: the attack fails after all", "strip_fails", die=die), "p. 30"))
            for _t, r in hits:
                r.hit = False
            hits = []
        else:
            steps.append((_step(f"Magestone Strip Mine: die {die}: the attack stands", "strip_stands", die=die), "p. 30"))

    # --- step 8: damage
    if not hits:
        _tokens(spec, out)
        return out
    if spec.capture:
        t, r = hits[0]
        r.captured = True
        steps.append((_step(f"Step 8: {r.name} is captured: no damage; its action tokens are removed", "s8_captured", name=r.name), "p. 11"))
        _tokens(spec, out)
        return out
    if spec.eliminate_captive:
        t, r = hits[0]
        r.eliminated = True
        steps.append((_step(f"Step 8: the captive {r.name} is eliminated", "s8_captive", name=r.name), "p. 11"))
        _tokens(spec, out)
        return out
    if ar and ar.id == "woundkiller" and spec.use_relic:
        t, r = hits[0]
        r.healed = damage_base + (1 if crit_hit else 0)
        steps.append((_step(f"Woundkiller: {r.name} heals {r.healed} click(s) instead of taking damage", "woundkiller", name=r.name, n=r.healed), "p. 28"))
        _tokens(spec, out)
        return out
    if damage_note:
        steps.append(damage_note)
    pool_mods = list(damage_mods)
    per_target_extra: dict[str, list[Mod]] = {}
    for t, r in hits:
        extra: list[Mod] = []
        if close and _has(a, "paladins_greatsword") and t.fighter.large:
            extra.append(Mod(2, _named("Paladin's Greatsword against a Titan or large figure", "Großschwert des Paladins gegen einen Titanen oder eine große Figur"), "p. 26"))
        if not close and _has(a, "silvercloud") and t.fighter.soaring:
            extra.append(Mod(2, _named("Silvercloud against a soaring target", "Silberwolke gegen ein hochfliegendes Ziel"), "p. 28"))
        per_target_extra[r.name] = extra
    sawtooth = close and _has(a, "sawtooth") and len(spec.targets) == 1
    if sawtooth:
        r0 = hits[0][1]
        damage_base = max(0, r0.attack_result - r0.defense)
        steps.append((_step(f"Sawtooth: damage = attack result {r0.attack_result} - defense {r0.defense} = {damage_base}", "sawtooth",
                            result=r0.attack_result, defense=r0.defense, damage=damage_base), "p. 26"))
        if not s["sawtooth_mods"]:
            pool_mods = []
    dmg_mod = cap3(pool_mods)
    pool = max(0, damage_base + dmg_mod)
    out.damage_pool = pool
    listing = _listing(pool_mods)
    steps.append((_step(f"Step 8a-b: damage {damage_base}, modifiers {listing}, after the rule of 3 {dmg_mod:+d}: {pool}", "s8ab",
                        damage=damage_base, mods=listing, mod=f"{dmg_mod:+d}", pool=pool), "p. 14"))
    shares = _split(spec, hits, pool, steps)
    crit_bonus = 1 if crit_hit and not (sawtooth and not s["sawtooth_mods"]) else 0
    for t, r in hits:
        share = shares[r.name]
        extra = per_target_extra[r.name]
        if extra:
            # a per-target damage modifier joins the capped total for that target
            share = max(0, damage_base + cap3(pool_mods + extra)) if len(hits) == 1 else share + cap3(extra)
        bonus_crit = crit_bonus
        if crit_hit and len(hits) > 1:
            mode = s["crit_split"]
            if mode == "assigned_only" and shares[r.name] == 0:
                bonus_crit = 0
            elif mode == "pool":
                bonus_crit = 1 if r is hits[0][1] else 0
        r.damage = share + bonus_crit
        if bonus_crit:
            steps.append((_step(f"Step 8c: critical hit: +1 damage to {r.name} (after the rule of 3)", "s8c_crit", name=r.name), "p. 9"))
        _on_hit(spec, t, r, out, steps, crit_hit)
    _tokens(spec, out)
    return out


def _damage_value(spec: AttackSpec) -> tuple[int, list[Mod], tuple[str, str] | None]:
    """Step 8a: damage value or ranged damage after replacements and doubling, and its modifiers."""
    a = spec.attacker
    ar = _relic(a.relic)
    close = spec.kind == "close"
    note: tuple[str, str] | None = None
    base = a.damage if close else a.ranged_damage
    if not close and ar:
        if ar.id == "stoneshatter":
            golem_targets = all("golem" in t.fighter.damage_types for t in spec.targets)
            if not golem_targets:
                base = ar.numbers["ranged_damage_set"]
                note = (_step("Stoneshatter: ranged damage is 1 against targets without its damage type", "stoneshatter_damage"), ar.ref)
        elif ar.id == "snows_fuser_rifle" and spec.settings["snow_rifle_damage"] == "ranged":
            base = ar.numbers["ranged_damage_set"]
            note = (_step("Snow's Fuser Rifle: ranged damage 2 (A52)", "snow_rifle"), ar.ref)
        elif "ranged_damage_set" in ar.numbers:
            base = ar.numbers["ranged_damage_set"]
            note = (_step(f"{ar.en}: ranged damage {base} (replacement value)", "relic_ranged", relic=_named(ar.en, ar.de), n=base), ar.ref)
    if close and ar and ar.id == "snows_fuser_rifle" and spec.settings["snow_rifle_damage"] == "close":
        base = ar.numbers["ranged_damage_set"]
    if close and ar and ar.id in ("crystal_reaver", "raiders_bane") and spec.use_relic:
        base *= 2
        note = (_step(f"{ar.en}: unmodified damage doubled to {base}, modifiers after", "relic_doubled", relic=_named(ar.en, ar.de), n=base), ar.ref)
    mods = list(spec.damage_mods)
    if spec.point_blank == "damage":
        mods.append(Mod(1, _named("Point Blank (+1 damage)", "Kernschuss (+1 Schaden)"), "p. 12"))
    n_dmg = sum(1 for c in spec.formation if c == "damage")
    if n_dmg:
        mods.append(Mod(n_dmg, _named(f"ranged formation: {n_dmg} bow member(s) x +1 damage", f"Fernkampfformation: {n_dmg} Bogen-Mitglied(er) x +1 Schaden"), "p. 14"))
    if ar and ar.id == "decapitator":
        mods.append(Mod(1, _named("Decapitator", "Enthaupter"), "p. 26"))
    return base, mods, note


def _split(spec: AttackSpec, hits: list[tuple[TargetFacts, TargetResult]], pool: int, steps: list[tuple[str, str]]) -> dict[str, int]:
    """Multi-target ranged damage is split freely among the targets hit (p. 11; A23 exact)."""
    if len(hits) == 1:
        return {hits[0][1].name: pool}
    given = {r.name: t.share for t, r in hits}
    if any(v is None for v in given.values()):
        raise InvalidInput(
            _no("miniatk.split", n=len(hits), pool=pool),
            hint="Give each hit target a share (e.g. share = 1), summing to " + str(pool), ref="p. 11",
        )
    shares = {k: int(v or 0) for k, v in given.items()}
    if any(v < 0 for v in shares.values()):
        raise InvalidInput(_no("miniatk.a_damage_share_cannot_be_negative"), ref="p. 11")
    total = sum(shares.values())
    if (spec.settings["split_exact"] and total != pool) or total > pool:
        raise RuleViolation(_no("miniatk.shares", total=total, pool=pool), _no("miniatk.a23_the_split_must_use_exactly"), ref="p. 11")
    split = ", ".join(f"{k} {v}" for k, v in shares.items())
    steps.append((_step("Step 8c: damage split " + split, "s8c_split", split=split), "p. 11"))
    return shares


def _on_hit(spec: AttackSpec, t: TargetFacts, r: TargetResult, out: Outcome, steps: list[tuple[str, str]], crit: bool) -> None:
    """Step 8c-9: damage reduction, dial clicks and the effects that a hit triggers."""
    a = spec.attacker
    ar = _relic(a.relic)
    tf = t.fighter
    close = spec.kind == "close"
    if _has(tf, "magestone_shield"):
        die = spec.extra_dice.get("magestone_shield")
        if die is None:
            raise InvalidInput(_no("miniatk.shield_die", target=tf.name), hint=_no("miniatk.4_6_no_damage"), ref="p. 27")
        if check_die(die) >= 4:
            steps.append((_step(f"Magestone Shield: die {die}: {tf.name} takes no damage", "shield_holds", die=die, name=tf.name), "p. 27"))
            r.damage = 0
        else:
            steps.append((_step(f"Magestone Shield: die {die}: no protection", "shield_fails", die=die), "p. 27"))
    r.clicks = max(0, r.damage - max(0, tf.damage_reduction))
    values = {"name": tf.name, "damage": r.damage, "reduction": tf.damage_reduction, "clicks": r.clicks}
    if tf.damage_reduction:
        steps.append((_step(f"Step 8c: {tf.name} takes {r.damage} damage minus damage reduction {tf.damage_reduction}: turn its dial {r.clicks} click(s)",
                            "s8c_reduced", **values), "p. 9"))
    else:
        steps.append((_step(f"Step 8c: {tf.name} takes {r.damage} damage: turn its dial {r.clicks} click(s)", "s8c", **values), "p. 9"))
    if crit and close and ar and ar.id == "decapitator":
        r.eliminated = True
        steps.append((_step(f"Decapitator: a critical hit eliminates {tf.name}", "decapitator_hit", name=tf.name), "p. 26"))
    if crit and not close and ar and ar.id == "dragonstar" and spec.use_relic:
        r.eliminated = True
        steps.append((_step(f"Dragonstar: a critical hit eliminates {tf.name}", "dragonstar", name=tf.name), "p. 27"))
    if not close and ar and ar.id == "stoneshatter" and spec.use_relic and "golem" in tf.damage_types:
        r.eliminated = True
        steps.append((_step(f"Stoneshatter: {tf.name} is eliminated", "stoneshatter", name=tf.name), "p. 27"))
    if close and ar and ar.id == "paladins_greatsword" and tf.name_has_skeleton_or_zombie:
        r.eliminated = True
        r.notes.append(_named("removed from the game", "aus dem Spiel entfernt"))
        steps.append((_step(f"Paladin's Greatsword: {tf.name} is removed from the game", "greatsword", name=tf.name), "p. 26"))
    if crit and ar and ar.id == "torengrims_helm" and tf.carries_items:
        r.notes.append(_named("one of its items (chosen at random) is removed from the game",
                              "einer seiner Ausrüstungsgegenstände (zufällig gewählt) wird aus dem Spiel entfernt"))
        steps.append((_step("Torengrim's Helm: one item of the target is removed from the game", "torengrim"), "p. 25"))
    if ar and ar.id == "marrowdrinker" and spec.use_relic and not close:
        amount = r.clicks if spec.settings["marrowdrinker_heal"] == "applied" else r.damage
        out.attacker_healed += amount
        steps.append((_step(f"Marrowdrinker: {a.name} heals {amount} click(s) (A63)", "marrowdrinker", name=a.name, n=amount), "p. 27"))
    if ar and ar.id == "dragonsbreath" and spec.use_relic and not close:
        wearer = spec.settings["dragonsbreath_centre"] == "wearer"
        centre = _named("the wearer", "dem Träger") if wearer else _named("the target", "dem Ziel")
        out.notes.append(_step(f"Dragonsbreath: every figure within 3 inches of {centre} takes 1 click (A50)", "dragonsbreath_note", centre=centre))
        steps.append((_step(f"Dragonsbreath: every figure within 3 inches of {centre} takes 1 click", "dragonsbreath", centre=centre), "p. 27"))
    if ar and ar.id == "serpentfang" and spec.use_relic and close:
        r.notes.append(_named("its special abilities are cancelled until the next end phase",
                              "seine Spezialfähigkeiten sind bis zur nächsten Endphase aufgehoben"))
    if not close and ar and ar.id == "silvercloud" and tf.soaring:
        r.notes.append(_named("moved to ground level", "auf Bodenniveau gesetzt"))
        steps.append((_step(f"Silvercloud: {tf.name} is moved to ground level", "silvercloud", name=tf.name), "p. 28"))
    if ar and ar.id == "souldrinker" and close:
        out.notes.append(_step("Souldrinker: if this attack eliminates the target, the wearer heals to its starting line", "souldrinker"))


def _book_of_lightning(spec: AttackSpec, steps: list[tuple[str, str]], d1: int, d2: int) -> Outcome:
    """R-005: unmodified attack (plus bonus) against unmodified defense; 3 unreducible clicks or 1 back."""
    a = spec.attacker
    if len(spec.targets) != 1:
        raise RuleViolation(_no("miniatk.the_book_of_lightning_targets_a"), ref="p. 25")
    t = spec.targets[0].fighter
    bonus = a.attack_bonus if {"bow", "wand"} & set(a.attack_types) else 0
    total = d1 + d2
    crit_miss, crit_hit = (d1, d2) == (1, 1), (d1, d2) == (6, 6)
    result = total + a.attack + bonus
    hit = (not crit_miss) and (crit_hit or result >= t.defense)
    r = TargetResult(t.name, result, t.defense, hit)
    attack = f"{a.attack}" + (f" + bonus {bonus}" if bonus else "")
    verdict = "hit" if hit else "miss"
    steps.append((_step(f"Book of Lightning: roll {d1}+{d2}, unmodified attack {attack} = {result} vs unmodified defense {t.defense}: {verdict}",
                        f"book_{verdict}", roll=f"{d1}+{d2}", attack=_named(attack, attack.replace("bonus", "Bonus")), result=result,
                        defense=t.defense), "p. 25"))
    out = Outcome(steps, (d1, d2), (d1, d2), crit_hit, crit_miss, [r], 0)
    if hit:
        r.damage = r.clicks = 3 + (1 if crit_hit and spec.settings["book_of_lightning_crit"] else 0)
        steps.append((_step(f"{t.name} takes {r.clicks} clicks that cannot be reduced", "book_clicks", name=t.name, n=r.clicks), "p. 25"))
    else:
        out.attacker_clicks += 1 + (1 if crit_miss else 0)
        more = " plus 1 for the critical miss" if crit_miss else ""
        steps.append((_step(f"{a.name} takes 1 click that cannot be reduced{more}", f"book_back{'_crit' if more else ''}", name=a.name), "p. 25"))
    _tokens(spec, out)
    return out


def _tokens(spec: AttackSpec, out: Outcome) -> None:
    """Steps 10-11: the attacker's token and push damage (supporters get none)."""
    if spec.tokens_before is None:
        return
    from .rules import give_token

    res = give_token(spec.tokens_before)
    out.tokens_after = res.tokens
    out.token_push = res.push_clicks
    name = spec.attacker.name
    if spec.gang_up:
        text = _step(f"Step 10: {name} receives an action token ({res.tokens} now); Gang-Up supporters receive none", "s10_gang", name=name, n=res.tokens)
    else:
        text = _step(f"Step 10: {name} receives an action token ({res.tokens} now)", "s10", name=name, n=res.tokens)
    out.steps.append((text, "p. 14"))
    if res.push_clicks:
        out.steps.append((_step(f"Step 11: second token: {name} takes 1 click of push damage", "s11", name=name), "p. 6"))
