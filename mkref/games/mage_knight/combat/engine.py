"""The Mage Knight combat engine: spec §8 and algorithms A-11 to A-15 (German rulebook pp. 8-10, 24).

A `Combat` walks the four phases in order: ranged and siege attacks, blocks, damage, attacks. Each
declaration the table makes is checked first; a declaration the rules forbid raises `RuleViolation`
with its page and leaves the combat exactly as it was. Every computation is recorded as a `Step`
(phase, text, page) so the table can see the arithmetic. Nothing here prints, prompts or rolls: the
shells ask the table (for example which brown token a summoner drew) and pass the answers in.

Rulings on points the rulebook leaves open are fields of `Rulings`, each citing the spec's
ambiguity register (spec §20).

Why one module of about 1080 lines: the four phases share one mutable `Combat` (enemies, blocks, damage
taken, the steps written so far) and most checks of one phase read what another phase left; split by
phase, every part would reach into the others' private state. The block phase is `Combat.block`, the
damage phase `Combat.damage`, the ranged and attack phases `Combat.attack`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.messages import Said, StepText
from mkref.core.record import Record
from mkref.games.mage_knight.data.components import ELEMENTS, CityColor, CombatSite, Enemy, EnemyAttack, combat_facts


# Refusals are said from the catalogue (messages/refusals_combat.py), imported only when a refusal is made: a
# settled sheet that is legal never loads it.
def _no(key: str, /, **values: object) -> str:
    from mkref.games.mage_knight.messages import MESSAGES

    return MESSAGES.said(key, **values)


def _named(english: str, german: str) -> str:
    from mkref.core.messages import Named

    return Named(english, german)


CATALOGUE = "mkref.games.mage_knight.messages:MESSAGES"  # a step's German (messages/combat_steps.py), loaded only when asked


def _step(english: str, key: str, /, **values: object) -> str:
    return StepText(english, key, values, CATALOGUE)


def _enemy(enemy: Enemy) -> str:
    return _named(enemy.name.en, enemy.name.de or enemy.name.en)


def _element(element: str) -> str:
    return _named(ELEMENT_WORDS[element], ELEMENT_DE[element])


def _phase(phase: str) -> str:
    # its German is looked up only when asked for: a legal sheet settled in English loads no catalogue
    return StepText(PHASE_NAMES[phase], f"combat_phase.{phase}", {}, CATALOGUE)

PHASES = ("ranged", "block", "damage", "attack", "done")
PHASE_NAMES = {
    "ranged": "Ranged and Siege Attack phase",
    "block": "Block phase",
    "damage": "Assign Damage phase",
    "attack": "Attack phase",
    "done": "Combat outcome",
}
PART_KINDS = ("melee", "ranged", "siege", "sideways")
ADVENTURE_SITES = ("dungeon", "tomb", "monster_den", "spawning_grounds", "ancient_ruins", "maze", "labyrinth")

# Which block elements are fully efficient against each attack element (p. 9, table in spec §8.5).
EFFICIENT_BLOCKS = {
    "physical": frozenset(ELEMENTS),
    "fire": frozenset({"ice", "cold_fire"}),
    "ice": frozenset({"fire", "cold_fire"}),
    "cold_fire": frozenset({"cold_fire"}),
}
ELEMENT_WORDS = {"physical": "physical", "fire": "fire", "ice": "ice", "cold_fire": "cold fire"}
ELEMENT_DE = {"physical": "physisch", "fire": "Feuer", "ice": "Eis", "cold_fire": "Kaltes Feuer"}


class Rulings(Record):
    """Settings for what the rulebook leaves open. The defaults follow spec §20 unless noted."""

    # [AMBIG-9] Defend (p. 24) prints no rule for the bonus. Ruling: when an attack first targets an enemy,
    # each undefeated Defend enemy not yet used adds its Defend value to the armor of one target (in the
    # order listed) for the rest of the combat; each Defend enemy once per combat, each target at most once.
    # "every_attack": the bonus is added again to every attack. "off": ignore Defend.
    defend: str = "once"
    # mkref ruling: a summoned token replaces its summoner in the Block and Damage phases (p. 9), so in a city
    # it also takes over the city's defender bonus (p. 10). Set false to give summoned tokens no bonus.
    summoned_get_city_bonus: bool = True


class Part(Record):
    """One contribution to an attack or block: `value`, element, and type (melee, ranged, siege, sideways)."""

    value: int
    element: str = "physical"
    kind: str = "melee"

    def describe(self) -> str:
        """'5 fire', '2 physical', '3 siege', '4 ice ranged', '1 sideways'."""
        if self.kind == "melee":
            return _named(f"{self.value} {ELEMENT_WORDS[self.element]}", f"{self.value} {ELEMENT_DE[self.element]}")
        kind = {"ranged": "Fernkampf", "siege": "Belagerung", "sideways": "quer"}.get(self.kind, self.kind)
        if self.element == "physical":
            return _named(f"{self.value} {self.kind}", f"{self.value} {kind}")
        return _named(f"{self.value} {ELEMENT_WORDS[self.element]} {self.kind}", f"{self.value} {ELEMENT_DE[self.element]} {kind}")


class HeroSetup(Record):
    armor: int
    hand_limit: int  # the unmodified hand limit from the level token: the knock-out threshold (p. 9)
    level: int | None = None
    wounds_in_hand: int = 0


class UnitSetup(Record):
    label: str
    name: str
    armor: int
    level: int
    resistances: frozenset[str] = frozenset()
    wounded: bool = False
    unit_id: str = ""
    # The Lost Legion [06.3]: "fortitude" when the Banner of Fortitude is attached and usable this combat
    banner: str = ""


class EnemySetup(Record):
    label: str
    enemy: Enemy
    rampaging: bool = False
    armor_change: int = 0
    attack_change: int = 0
    phase_armor: tuple[str, int] = ("", 0)  # armor added in one phase only (Interactive combat's die, p. 17)


class CombatSetup(Record):
    site: CombatSite
    hero: HeroSetup
    enemies: tuple[EnemySetup, ...]
    units: tuple[UnitSetup, ...] = ()
    city: CityColor | None = None
    time: str = "day"
    rulings: Rulings = Rulings()
    wounds_from_cards: int = 0  # wounds taken into hand this combat from card effects: they count for knock-out


class Step(Record):
    """One line of the walkthrough: what was computed or decided, in which phase, on which page."""

    phase: str
    text: str
    ref: str

    def as_dict(self) -> dict[str, str]:
        return {"phase": self.phase, "text": self.text, "ref": self.ref}


# The classes below hold what changes during a combat. They are plain classes rather than
# dataclasses because defining dataclasses at import costs the table several milliseconds.


class Slot:
    """One attack that can be blocked or deal damage: an enemy's own attack, or one of its summoned token's."""

    def __init__(self, number: int, token: Enemy, attack: EnemyAttack, value: int) -> None:
        self.number = number  # 1-based, as the table names it: "label.2"
        self.token = token  # the token that makes this attack (the summoned one for a summoner)
        self.attack = attack  # with the city bonus and modifiers applied
        self.value = value  # the attack value now (after city bonus, modifiers and Cumbersome)
        self.blocked = False
        self.resolved = False  # damage already assigned

    def abilities(self) -> frozenset[str]:
        return self.token.abilities | self.attack.gains

    def has(self, ability: str) -> bool:
        return ability in self.abilities()


class Foe:
    """An enemy token in the combat and what happened to it."""

    def __init__(self, setup: EnemySetup, fort_level: int) -> None:
        self.setup = setup
        self.fort_level = fort_level  # 0, 1 or 2
        self.slots: list[Slot] = []
        self.summoned: list[Enemy] = []
        self.defeated_in = ""  # the phase it was defeated in
        self.vampiric = 0  # armor gained from Vampiric
        self.defend_bonus = 0  # armor gained from a Defend enemy
        self.defend_used = False

    @property
    def label(self) -> str:
        return self.setup.label

    @property
    def enemy(self) -> Enemy:
        return self.setup.enemy

    @property
    def alive(self) -> bool:
        return not self.defeated_in

    @property
    def all_blocked(self) -> bool:
        return bool(self.slots) and all(s.blocked for s in self.slots)

    @property
    def is_defender(self) -> bool:
        return not self.setup.rampaging


class Fighter:
    """A unit in the combat and what happened to it."""

    def __init__(self, setup: UnitSetup, wounds: int = 0) -> None:
        self.setup = setup
        self.wounds = wounds
        self.destroyed = False
        self.absorbed = False  # took damage without a wound thanks to its resistance: no more damage this combat
        self.hurt = False  # received damage this combat
        self.banner_ready = setup.banner == "fortitude"  # The Lost Legion [06.3]: ignores one wound
        self.banner_used = False

    @property
    def label(self) -> str:
        return self.setup.label


class CombatHooks(Protocol):
    """What an optional part changes in the damage step (mage_knight.parts.Part.combat_hooks): passed into `Combat`
    by whoever builds it (the tracked table, a combat sheet's reader, the interactive combat), so the engine
    imports no part. A hook writes its walkthrough lines with `Combat.note`."""

    def refuse_unit_damage(self, combat: Combat, unit: Fighter, name: str) -> None:
        """Refuse (raise) damage assigned to ``unit`` when the part lets it take no more this combat."""

    def unit_wounded(self, combat: Combat, unit: Fighter, name: str, damage: int) -> int | None:
        """``unit`` would be wounded by ``damage`` (after its resistances): the damage that goes on when the part
        keeps the wound off it, else None (the base rules wound it)."""


class HeroState:
    def __init__(self) -> None:
        self.wounds_to_hand = 0
        self.wounds_to_discard = 0
        self.knocked_out = False
        self.discarded_non_wounds = False


class Combat:
    """One combat against enemy tokens, phase by phase."""

    def __init__(self, setup: CombatSetup, hooks: Sequence[CombatHooks] = ()) -> None:
        self.setup = setup
        self.hooks = tuple(hooks)  # the optional parts' changes to the damage step (CombatHooks)
        self.phase = "ranged"
        self.steps: list[Step] = []
        self.fame = 0
        self.reputation = 0
        self.hero = HeroState()
        self.combat_hand_wounds = setup.wounds_from_cards
        self.foes = [self._foe(e) for e in setup.enemies]
        self.fighters = [Fighter(u, wounds=1 if u.wounded else 0) for u in setup.units]
        self._check_setup()
        self._opening_steps()
        if setup.wounds_from_cards:
            self._log("ranged", _step(f"{setup.wounds_from_cards} wound(s) taken into the hand this combat from card effects count towards knock-out.",
                                      "step.card_wounds", wounds=setup.wounds_from_cards), "p. 9")
            self._check_knockout("ranged")

    # ----------------------------------------------------------------- set-up

    def _foe(self, es: EnemySetup) -> Foe:
        site_fort = self.setup.site.fortified and not es.rampaging and not es.enemy.has("unfortified")
        ability_fort = es.enemy.has("fortified")
        foe = Foe(es, int(site_fort) + int(ability_fort))
        foe.slots = self._slots_for(foe, [es.enemy])
        return foe

    def _city_bonus_applies(self, foe: Foe, token: Enemy) -> bool:
        if self.setup.city is None or not foe.is_defender:
            return False
        return token is foe.enemy or self.setup.rulings.summoned_get_city_bonus

    def _slots_for(self, foe: Foe, tokens: list[Enemy]) -> list[Slot]:
        slots: list[Slot] = []
        for token in tokens:
            for attack in token.attacks:
                if attack.summon:
                    continue
                value, gains = attack.value, set(attack.gains)
                if token is foe.enemy:
                    value += foe.setup.attack_change
                city = self.setup.city
                if city is not None and self._city_bonus_applies(foe, token):
                    if attack.element in ("fire", "ice"):
                        value += city.attack_fire_ice
                    elif attack.element == "cold_fire":
                        value += city.attack_cold_fire
                    elif city.physical_gains:
                        gains.update(city.physical_gains.split("+"))  # a Megalopolis may pass on two (p. 18)
                shown = EnemyAttack(max(0, value), attack.element, gains=frozenset(gains))
                slots.append(Slot(len(slots) + 1, token, shown, max(0, value)))
        return slots

    def _check_setup(self) -> None:
        labels = [f.label for f in self.foes] + [u.label for u in self.fighters]
        for label in labels:
            if labels.count(label) > 1:
                raise InvalidInput(_no("nocombat.label_twice", label=label), _no("nocombat.each_enemy_and_unit_needs_its"))
        if not self.foes:
            raise InvalidInput(_no("nocombat.a_combat_needs_at_least_one"))
        if self.setup.site.id in ADVENTURE_SITES:
            joined = [f.label for f in self.foes if f.setup.rampaging]
            if joined:
                raise RuleViolation(
                    _no("nocombat.no_rampaging", site=_named(self.setup.site.name.en.lower(), self.setup.site.name.de), enemies=', '.join(joined)),
                    _no("nocombat.entering_an_adventure_site_is_an"),
                    ref="p. 8",
                )
        for foe in self.foes:
            if foe.setup.label == "hero":
                raise InvalidInput(_no("nocombat.no_enemy_may_be_labelled_hero"), _no("nocombat.hero_names_your_hero_where_damage"))
            if foe.setup.armor_change and foe.enemy.has("arcane_immunity"):
                raise RuleViolation(
                    _no("nocombat.arcane", label=foe.label, enemy=_named(foe.enemy.name.en, foe.enemy.name.de)),
                    _no("nocombat.effects_that_are_not_attacks_or"),
                    _no("nocombat.remove_armor_change_for_this_enemy"),
                    ref="p. 24",
                    entry="arcane immunity",
                )

    def _opening_steps(self) -> None:
        hero = self.setup.hero
        level = _step(f"level {hero.level}: ", "step.hero_level", level=hero.level) if hero.level else ""
        # Levels 1-2 are in the rulebook (p. 3); the other level tokens are components [EXT].
        ref = "p. 3" if (hero.level or 1) <= 2 else "level token"
        self._log("ranged", _step(f"Hero {level}armor {hero.armor}, hand limit {hero.hand_limit}.", "step.hero", level=level, armor=hero.armor,
                                  limit=hero.hand_limit), ref)
        site = self.setup.site
        if site.reputation:
            verb = "Assaulting" if site.fortified else "Starting this combat at"
            key = "step.assault_cost" if site.fortified else "step.start_cost"
            self._log("ranged", _step(f"{verb} a {site.name.en.lower()} costs {-site.reputation} reputation, whatever the outcome.", key,
                                      site=_named(site.name.en.lower(), site.name.de), cost=-site.reputation), "p. 8")
            self.reputation += site.reputation
        for foe in self.foes:
            fort = self._fort_text(foe)
            self._log("ranged", _step(f"{foe.label}: {fort}.", "step.foe", label=_foe_label(foe), text=fort), "p. 9")
        if self.setup.city is not None:
            city, text = self.setup.city, self._city_text(self.setup.city)
            self._log("ranged", _step(f"{city.name.en}: {text}", "step.city", city=_named(city.name.en, city.name.de), text=text), city.ref)

    @staticmethod
    def _city_text(city: CityColor) -> str:
        said = []
        if city.armor:
            said.append(_step(f"every defender has armor +{city.armor}", "step.city_armor", armor=city.armor))
        if city.attack_fire_ice:
            said.append(_step(f"defenders' fire and ice attacks +{city.attack_fire_ice}, cold fire attacks +{city.attack_cold_fire}",
                              "step.city_fire_ice", fire_ice=city.attack_fire_ice, cold_fire=city.attack_cold_fire))
        if city.physical_gains:
            gains = [g.capitalize() for g in city.physical_gains.split("+")]
            named = _named(" and ".join(gains), " und ".join(_ability_de(g) for g in gains))
            said.append(_step(f"defenders' physical attacks gain {named}", "step.city_gains", gains=named))
        return _step("; ".join(said) + ".", "step.city_end", parts=_joined(said, "; "))

    def _fort_text(self, foe: Foe) -> str:
        name = _enemy(foe.enemy)
        if foe.fort_level == 2:
            return _step(f"{name} is doubly fortified (Fortified token defending a fortified site): nothing may target it in the ranged phase",
                         "step.fort_double", name=name)
        if foe.fort_level == 1:
            ability = foe.enemy.has("fortified")
            why = "has the Fortified ability" if ability else "defends a fortified site"
            return _step(f"{name} is fortified ({why}): only siege attacks may target it in the ranged phase",
                         "step.fort_ability" if ability else "step.fort_site", name=name)
        if foe.setup.rampaging and self.setup.site.fortified:
            return _step(f"{name} is a rampaging enemy drawn into the assault: not fortified, and it need not be defeated to conquer the site",
                         "step.fort_rampaging", name=name)
        if foe.enemy.has("unfortified") and self.setup.site.fortified:
            return _step(f"{name} is Unfortified: the site's fortification does not help it", "step.fort_unfortified", name=name)
        return _step(f"{name} is not fortified: ranged and siege attacks may target it", "step.fort_none", name=name)

    # ----------------------------------------------------------------- helpers

    def note(self, phase: str, text: str, ref: str) -> Step:
        """Add a line to the walkthrough that the shells, a sheet or a part's hook supply (something set aside, say)."""
        return self._log(phase, text, ref)

    def _log(self, phase: str, text: str, ref: str) -> Step:
        step = Step(phase, text, ref)
        self.steps.append(step)
        return step

    def foe(self, label: str) -> Foe:
        for f in self.foes:
            if f.label == label:
                return f
        known = ", ".join(f.label for f in self.foes)
        raise InvalidInput(_no("nocombat.no_enemy", label=label), _no("nocombat.enemies_are", known=known))

    def fighter(self, label: str) -> Fighter:
        for u in self.fighters:
            if u.label == label:
                return u
        known = ", ".join(u.label for u in self.fighters) or "none"
        raise InvalidInput(_no("nocombat.no_unit", label=label), _no("nocombat.units_are", known=known), _no("nocombat.use_hero_for_the_hero"))

    def _transaction(self, action: Any, *args: Any) -> list[Step]:
        """Run `action`; if the rules refuse it, put every changed value back as it was."""
        before = len(self.steps)
        saved = self._snapshot()
        try:
            action(self, *args)
        except BaseException:
            self._restore(saved)
            del self.steps[before:]
            raise
        return self.steps[before:]

    def _snapshot(self) -> tuple[Any, ...]:
        # Only these objects change during a declaration; the set-up and the tokens never do.
        foes = [(f, _clone(f), [_clone(s) for s in f.slots]) for f in self.foes]
        fighters = [(u, _clone(u)) for u in self.fighters]
        return (self.phase, self.fame, self.reputation, self.combat_hand_wounds, _clone(self.hero), foes, fighters)

    def _restore(self, saved: tuple[Any, ...]) -> None:
        self.phase, self.fame, self.reputation, self.combat_hand_wounds, self.hero, foes, fighters = saved
        for foe, old, slots in foes:
            foe.__dict__.update(old.__dict__)
            foe.slots = slots
        for unit, old in fighters:
            unit.__dict__.update(old.__dict__)

    def _require_phase(self, *allowed: str) -> None:
        if self.phase not in allowed:
            names = " or ".join(PHASE_NAMES[p] for p in allowed)
            raise RuleViolation(
                _no("nocombat.wrong_phase", names=names, phase=_phase(self.phase)),
                _no("nocombat.the_four_phases_run_in_order"),
                ref="p. 8",
            )

    def advance(self, phase: str) -> list[Step]:
        """Move on to `phase` (skipping nothing that needs an answer). Summoners must have drawn first."""
        if PHASES.index(phase) < PHASES.index(self.phase):
            raise RuleViolation(
                _no("nocombat.already_in", phase=_phase(self.phase)), _no("nocombat.phases_never_go_back"), ref="p. 8"
            )
        before = len(self.steps)
        while self.phase != phase:
            if self.phase == "ranged" and self.summoners_waiting():
                names = ", ".join(f.label for f in self.summoners_waiting())
                raise InvalidInput(
                    _no("nocombat.must_draw", names=names),
                    _no("nocombat.each_summoner_draws_a_token_at"),
                    _no("nocombat.name_the_token_drawn_summoned"),
                    ref="p. 9",
                )
            {"ranged": self._end_ranged, "block": self._end_block, "damage": self._end_damage, "attack": self._end_attack}[
                self.phase
            ]()
        return self.steps[before:]

    # ----------------------------------------------------------------- attacks

    def attack(self, targets: list[str], parts: list[Part]) -> list[Step]:
        """One attack in the current phase (ranged or attack) against one or more enemies."""
        return self._transaction(Combat._attack, targets, parts)

    def _attack(self, labels: list[str], parts: list[Part]) -> None:
        self._require_phase("ranged", "attack")
        phase = self.phase
        foes = self._targets(labels)
        self._check_parts_for_attack(phase, foes, parts)
        self._apply_defend(foes)
        total, arithmetic = self._attack_total(foes, parts)
        needed = sum(self.armor_now(f, phase) for f in foes)
        names = _joined([_labelled(f) for f in foes], ", ")
        ref = "p. 9" if phase == "ranged" else "p. 10"
        if total >= needed:
            gained = sum(f.enemy.fame for f in foes)
            for f in foes:
                f.defeated_in = phase
                self.reputation += f.enemy.reputation
            self.fame += gained
            self._log(phase, _step(f"Attack on {names}: {arithmetic} against armor {needed}: defeated, fame +{gained}.", "step.attack_defeated",
                                   names=names, arithmetic=arithmetic, needed=needed, fame=gained), ref)
            for f in foes:
                if f.enemy.reputation:
                    sign = "+" if f.enemy.reputation > 0 else ""
                    self._log(phase, _step(f"{f.enemy.name.en} defeated: reputation {sign}{f.enemy.reputation} (printed on the token).",
                                           "step.attack_reputation", name=_enemy(f.enemy), change=f"{sign}{f.enemy.reputation}"), "p. 24")
        else:
            self._log(phase, _step(f"Attack on {names}: {arithmetic} against armor {needed}: not enough, no effect; the points are lost.",
                                   "step.attack_failed", names=names, arithmetic=arithmetic, needed=needed), ref)

    def _targets(self, labels: list[str]) -> list[Foe]:
        if not labels:
            raise InvalidInput(_no("nocombat.an_attack_needs_at_least_one"), _no("nocombat.name_the_enemies_it_is_aimed"))
        foes = []
        for label in labels:
            f = self.foe(label)
            if not f.alive:
                raise RuleViolation(_no("nocombat.already_defeated", label=label), _no("nocombat.defeated_tokens_take_no_further_part"), ref="p. 9")
            if f in foes:
                raise InvalidInput(_no("nocombat.named_twice", label=label))
            foes.append(f)
        return foes

    def _check_parts_for_attack(self, phase: str, foes: list[Foe], parts: list[Part]) -> None:
        if not parts:
            raise InvalidInput(_no("nocombat.an_attack_needs_at_least_one_2"), _no("nocombat.for_example_5_fire_or_3"))
        for part in parts:
            if part.kind == "sideways" and part.element != "physical":
                raise RuleViolation(_no("nocombat.a_card_played_sideways_gives_a"), _no("nocombat.it_never_has_an_element"), ref="p. 4")
        if phase != "ranged":
            return
        for part in parts:
            if part.kind in ("melee", "sideways"):
                what = _named("Cards played sideways", "Quer gespielte Karten") if part.kind == "sideways" else _named("Melee attacks", "Nahkampfangriffe")
                raise RuleViolation(
                    _no("nocombat.not_ranged", what=what),
                    _no("nocombat.only_ranged_and_siege_attacks_count"),
                    _no("nocombat.keep_them_for_the_attack_phase"),
                    ref="p. 9",
                    entry="ranged attack",
                )
        double = [f for f in foes if f.fort_level == 2]
        if double:
            raise RuleViolation(
                _no("nocombat.double_fortified", label=double[0].label, enemy=_named(double[0].enemy.name.en, double[0].enemy.name.de)),
                _no("nocombat.it_is_doubly_fortified_a_fortified"),
                _no("nocombat.attack_it_in_the_attack_phase"),
                ref="p. 9, p. 24",
                entry="fortified",
            )
        fortified = [f for f in foes if f.fort_level == 1]
        if fortified and any(p.kind == "ranged" for p in parts):
            raise RuleViolation(
                _no("nocombat.fortified", label=fortified[0].label, enemy=_named(fortified[0].enemy.name.en, fortified[0].enemy.name.de)),
                _no("nocombat.it_is_fortified_so_only_siege"),
                _no("nocombat.use_siege_attacks_or_attack_the"),
                ref="p. 9",
                entry="fortified",
            )

    def _apply_defend(self, foes: list[Foe]) -> None:
        mode = self.setup.rulings.defend
        if mode == "off":
            return
        defenders = [d for d in self.foes if d.alive and d.enemy.defend and (mode == "every_attack" or not d.defend_used)]
        receivers = [f for f in foes if mode == "every_attack" or not f.defend_bonus]
        for defender, target in zip(defenders, receivers):
            if mode == "once":
                defender.defend_used = True
                target.defend_bonus = defender.enemy.defend
                extra = _step("for the rest of the combat", "step.defend_rest")
            else:
                target.defend_bonus = max(target.defend_bonus, defender.enemy.defend)
                extra = _step("for this attack", "step.defend_once")
            self._log(
                self.phase,
                _step(f"{defender.label} ({defender.enemy.name.en}) defends {target.label}: armor +{defender.enemy.defend} {extra} "
                      "(mkref ruling on Defend, AMBIG-9).", "step.defend", defender=_labelled(defender), target=_foe_label(target),
                      bonus=defender.enemy.defend, extra=extra),
                "p. 24",
            )

    def inefficient_elements(self, foes: list[Foe]) -> set[str]:
        """Elements halved against this group: one resistant target is enough (p. 9)."""
        res: set[str] = set()
        for f in foes:
            res |= f.enemy.resistances
        if any({"fire", "ice"} <= f.enemy.resistances for f in foes):
            res.add("cold_fire")
        return res

    def _attack_total(self, foes: list[Foe], parts: list[Part]) -> tuple[int, str]:
        # [AMBIG-4] ruling: all inefficient contributions of one attack are pooled, then halved once (round down).
        weak = self.inefficient_elements(foes)
        eff = [p for p in parts if p.element not in weak]
        ineff = [p for p in parts if p.element in weak]
        total = sum(p.value for p in eff) + sum(p.value for p in ineff) // 2
        return total, _sum_text(eff, ineff, total, _step("a target resists it", "sum.resists"))

    def armor_now(self, foe: Foe, phase: str) -> int:
        """The armor an attack must reach right now (A-12 step 4)."""
        base = foe.enemy.armor
        if foe.enemy.armor_elusive is not None:
            low = phase == "attack" and foe.all_blocked
            base = foe.enemy.armor if low else foe.enemy.armor_elusive
        if self.setup.city is not None and foe.is_defender:
            base += self.setup.city.armor
        extra = foe.setup.phase_armor[1] if foe.setup.phase_armor[0] == phase else 0
        return max(0, base + foe.setup.armor_change + extra + foe.vampiric + foe.defend_bonus)

    # ----------------------------------------------------------------- block phase

    def summoners_waiting(self) -> list[Foe]:
        """Summoners still alive that have not drawn their token(s) yet."""
        if PHASES.index(self.phase) > PHASES.index("ranged"):
            return []
        return [f for f in self.foes if f.alive and f.enemy.summons and not f.summoned]

    def summon(self, label: str, tokens: list[Enemy]) -> list[Step]:
        """Record the token(s) a summoner drew at the start of the Block phase (p. 9)."""
        return self._transaction(Combat._summon, label, tokens)

    def _summon(self, label: str, tokens: list[Enemy]) -> None:
        self._require_phase("ranged")
        foe = self.foe(label)
        wanted = [a.summon for a in foe.enemy.attacks if a.summon]
        if not wanted:
            raise InvalidInput(_no("nocombat.no_summon", label=label, enemy=_named(foe.enemy.name.en, foe.enemy.name.de)), _no("nocombat.only_enemies_with_summon_draw_a"))
        if not foe.alive:
            # [AMBIG-26] a summoner defeated in the ranged phase never attacks, so it draws nothing.
            raise RuleViolation(_no("nocombat.defeated_before", label=label), _no("nocombat.a_defeated_summoner_does_not_summon"), ref="p. 9")
        if len(tokens) != len(wanted):
            raise InvalidInput(_no("nocombat.draws", label=label, n=len(wanted)), _no("nocombat.were_named", n=len(tokens)))
        for token, colour in zip(tokens, wanted):
            if token.colour != colour:
                raise RuleViolation(
                    _no("nocombat.cannot_summon", token=_named(token.name.en, token.name.de), enemy=_named(foe.enemy.name.en, foe.enemy.name.de)),
                    _no("nocombat.summon_pile", colour=colour, token=_named(token.name.en, token.name.de), token_colour=token.colour),
                    ref="p. 9",
                )
        foe.summoned = list(tokens)
        foe.slots = self._slots_for(foe, foe.summoned)
        names = _token_names(tokens)
        self._log("block", _step(f"{label} ({foe.enemy.name.en}) summons {names}: it takes the summoner's place in the Block and Damage phases.",
                                 "step.summons", summoner=_labelled(foe), names=names), "p. 9")

    def _end_ranged(self) -> None:
        self.phase = "block"
        alive = [f for f in self.foes if f.alive]
        if not alive:
            self._log("block", _step("Every enemy was defeated by ranged and siege attacks: nobody attacks.", "step.nobody_attacks"), "p. 9")
        for f in alive:
            text = self.attacks_text(f)
            self._log("block", _step(f"{f.label} attacks: {text}.", "step.attacks", label=_foe_label(f), text=text), "p. 9")

    def attacks_text(self, foe: Foe) -> str:
        parts = []
        for slot in foe.slots:
            extras = sorted(a for a in slot.abilities() if a in ("swift", "brutal", "poison", "paralyze", "assassination", "cumbersome", "vampiric"))
            who = f"{slot.token.name.en} " if slot.token is not foe.enemy else ""
            who_de = f"{slot.token.name.de or slot.token.name.en} " if slot.token is not foe.enemy else ""
            tag = f" ({', '.join(extras)})" if extras else ""
            tag_de = f" ({', '.join(_ability_de(a) for a in extras)})" if extras else ""
            parts.append(_named(f"{who}{ELEMENT_WORDS[slot.attack.element]} {slot.value}{tag}",
                                f"{who_de}{ELEMENT_DE[slot.attack.element]} {slot.value}{tag_de}"))
        return _joined(parts, "; ") if parts else _step("no attack", "step.no_attack")

    def block(self, target: str, parts: list[Part], move: int = 0) -> list[Step]:
        """One block against one attack: `target` is "label" or "label.N" for an enemy's N-th attack."""
        return self._transaction(Combat._block, target, parts, move)

    def slot(self, target: str) -> tuple[Foe, Slot]:
        label, _, number = target.partition(".")
        foe = self.foe(label)
        if not foe.alive:
            raise RuleViolation(_no("nocombat.already_defeated", label=label), _no("nocombat.defeated_tokens_take_no_further_part"), ref="p. 9")
        if not foe.slots:
            raise InvalidInput(_no("nocombat.no_attack", label=label))
        if not number:
            if len(foe.slots) > 1:
                choices = ", ".join(f"{label}.{s.number}" for s in foe.slots)
                raise RuleViolation(
                    _no("nocombat.has_attacks", label=label, n=len(foe.slots)),
                    _no("nocombat.each_attack_of_an_enemy_with"),
                    _no("nocombat.name_one", choices=choices),
                    ref="p. 24",
                    entry="multiple attacks",
                )
            return foe, foe.slots[0]
        if not number.isdecimal() or not 1 <= int(number) <= len(foe.slots):
            raise InvalidInput(_no("nocombat.names_no_attack", target=target), _no("nocombat.attacks_range", label=label, n=len(foe.slots)))
        return foe, foe.slots[int(number) - 1]

    def _block(self, target: str, parts: list[Part], move: int) -> None:
        if self.phase == "ranged":
            self.advance("block")
        self._require_phase("block")
        foe, slot = self.slot(target)
        name = _slot_named(target, foe, slot)
        if slot.blocked:
            raise RuleViolation(_no("nocombat.already_blocked", name=name), _no("nocombat.a_blocked_attack_deals_no_damage"), ref="p. 9")
        if any(p.kind in ("ranged", "siege") for p in parts):
            raise InvalidInput(_no("nocombat.blocks_have_no_attack_type"), _no("nocombat.write_a_block_as_value_element"))
        if any(p.kind == "sideways" and p.element != "physical" for p in parts):
            raise RuleViolation(_no("nocombat.a_card_played_sideways_blocks_1"), _no("nocombat.a_sideways_block_never_has_an"), ref="p. 9")
        if move:
            if not slot.has("cumbersome"):
                raise RuleViolation(
                    _no("nocombat.no_cumbersome", name=name), _no("nocombat.only_cumbersome_attacks_can_be_reduced"), ref="p. 24"
                )
            # [AMBIG-23] Cumbersome reduces the attack first; Swift and Brutal then double the reduced value.
            before = slot.value
            slot.value = max(0, slot.value - move)
            self._log("block", _step(f"{name} is Cumbersome: {move} Move points reduce its attack from {before} to {slot.value}.",
                                     "step.cumbersome", name=name, move=move, before=before, after=slot.value), "p. 24")
            if slot.value == 0:
                slot.blocked = True
                self._log("block", _step(f"The attack of {name} is reduced to 0: it counts as successfully blocked.", "step.cumbersome_zero", name=name), "p. 24")
                self._after_block(foe)
                return
        if not parts:
            if move:
                return
            raise InvalidInput(_no("nocombat.a_block_needs_at_least_one"), _no("nocombat.for_example_4_ice_or_1"))
        good = EFFICIENT_BLOCKS[slot.attack.element]
        eff = [p for p in parts if p.element in good]
        ineff = [p for p in parts if p.element not in good]
        total = sum(p.value for p in eff) + sum(p.value for p in ineff) // 2
        need = slot.value * (2 if slot.has("swift") else 1)
        why = _step(f"not fully efficient against a {ELEMENT_WORDS[slot.attack.element]} attack", "step.block_why", element=_element(slot.attack.element))
        text = _sum_text(eff, ineff, total, why)
        swift = _step(f" (Swift: twice {slot.value})", "step.swift", value=slot.value) if slot.has("swift") else ""
        if total >= need:
            slot.blocked = True
            self._log("block", _step(f"Block on {name}: {text} against {need}{swift}: blocked.", "step.blocked", name=name, text=text, need=need, swift=swift), "p. 9")
            self._after_block(foe)
        else:
            self._log("block", _step(f"Block on {name}: {text} against {need}{swift}: not enough, no effect; the attack comes through in full.",
                                     "step.block_failed", name=name, text=text, need=need, swift=swift), "p. 9")

    def _after_block(self, foe: Foe) -> None:
        if foe.summoned and foe.all_blocked:
            names = _token_names(foe.summoned)
            self._log("block", _step(f"The summoned {names} is blocked and goes to its discard pile: no fame for it.", "step.summoned_blocked", names=names), "p. 9")

    def _end_block(self) -> None:
        self.phase = "damage"
        if not self.unblocked():
            self._log("damage", _step("No unblocked attack: the Assign Damage phase is skipped.", "step.no_damage_phase"), "p. 9")

    # ----------------------------------------------------------------- damage

    def unblocked(self) -> list[tuple[Foe, Slot]]:
        return [(f, s) for f in self.foes if f.alive for s in f.slots if not s.blocked and not s.resolved]

    def damage(self, source: str, to: list[str]) -> list[Step]:
        """Resolve one unblocked attack: units in `to` in order take damage, the rest goes to the hero."""
        return self._transaction(Combat._damage, source, to)

    def _damage(self, source: str, to: list[str]) -> None:
        if PHASES.index(self.phase) < PHASES.index("damage"):
            self.advance("damage")
        self._require_phase("damage")
        foe, slot = self.slot(source)
        name = _slot_named(source, foe, slot)
        if slot.blocked:
            raise RuleViolation(_no("nocombat.was_blocked", name=name), _no("nocombat.a_blocked_attack_deals_no_damage_2"), ref="p. 9")
        if slot.resolved:
            raise RuleViolation(_no("nocombat.already_assigned", name=name), _no("nocombat.each_attack_deals_its_damage_once"), ref="p. 9")
        if "hero" in to and to.index("hero") != len(to) - 1:
            raise InvalidInput(_no("nocombat.hero_must_come_last"), _no("nocombat.damage_goes_to_units_first_and"))
        units = [self.fighter(label) for label in to if label != "hero"]
        dmg = slot.value * (2 if slot.has("brutal") else 1)
        brutal = _step(f" (Brutal: twice {slot.value})", "step.brutal", value=slot.value) if slot.has("brutal") else ""
        self._log("damage", _step(f"{name} deals {dmg} {ELEMENT_WORDS[slot.attack.element]} damage{brutal}.", "step.deals", name=name, damage=dmg,
                                  element=_element(slot.attack.element), brutal=brutal), "p. 9")
        for unit in units:
            if dmg <= 0:
                self._log("damage", _step(f"Nothing is left for {unit.label}.", "step.nothing_left", unit=_unit_label(unit)), "p. 9")
                continue
            dmg = self._damage_unit(foe, slot, unit, dmg)
        if dmg > 0:
            self._damage_hero(foe, slot, dmg)
        slot.resolved = True
        if foe.summoned and all(s.resolved or s.blocked for s in foe.slots):
            names = _token_names(foe.summoned)
            self._log("damage", _step(f"The summoned {names} goes to its discard pile after attacking.", "step.summoned_leaves", names=names), "p. 10")

    def _damage_unit(self, foe: Foe, slot: Slot, unit: Fighter, dmg: int) -> int:
        name = _unit_named(unit)
        site = self.setup.site
        if site.units == "none":
            raise RuleViolation(_no("nocombat.no_units_site", site=_named(site.name.en.lower(), site.name.de)), _no("nocombat.the_site_card_forbids_units_there"), ref="Site Description card [EXT]")
        if site.units == "one":
            others = {u.label for u in self.fighters if u.hurt and u is not unit}
            if others:
                raise RuleViolation(_no("nocombat.one_unit", site=_named(site.name.en.lower(), site.name.de)), _no("nocombat.already_did", names=', '.join(others)), ref="Site Description card [EXT]")
        if slot.has("assassination"):
            raise RuleViolation(
                _no("nocombat.not_to_unit", enemy=_named(slot.token.name.en, slot.token.name.de)),
                _no("nocombat.assassination_damage_must_all_be_assigned"),
                ref="p. 24",
                entry="assassination",
            )
        if unit.destroyed:
            raise RuleViolation(_no("nocombat.destroyed", name=name), _no("nocombat.a_destroyed_unit_has_left_the"), ref="p. 10")
        if unit.wounds:
            raise RuleViolation(_no("nocombat.wounded", name=name), _no("nocombat.only_unwounded_units_may_be_assigned"), _no("nocombat.assign_it_to_another_unit_or"), ref="p. 9", entry="unit wounds")
        for hook in self.hooks:  # e.g. The Lost Legion [06.3]: no more damage after its Banner of Fortitude
            hook.refuse_unit_damage(self, unit, name)
        if unit.absorbed:
            raise RuleViolation(
                _no("nocombat.absorbed", name=name),
                _no("nocombat.such_a_unit_may_not_be"),
                ref="p. 9",
            )
        unit.hurt = True
        armor = unit.setup.armor
        element = slot.attack.element
        resists = element in unit.setup.resistances or (element == "cold_fire" and {"fire", "ice"} <= unit.setup.resistances)
        if resists:
            left = dmg - armor
            if left <= 0:
                unit.absorbed = True
                self._log("damage", _step(f"{name} resists {ELEMENT_WORDS[element]}: its armor {armor} absorbs all {dmg} damage without a wound; it cannot take damage again this combat.",
                                          "step.resists_all", name=name, element=_element(element), armor=armor, damage=dmg), "p. 9")
                return 0
            self._log("damage", _step(f"{name} resists {ELEMENT_WORDS[element]}: armor {armor} absorbs {armor} without a wound, {left} remain.",
                                      "step.resists_some", name=name, element=_element(element), armor=armor, left=left), "p. 9")
            dmg = left
        for hook in self.hooks:  # e.g. The Lost Legion [06.3]: the Banner of Fortitude takes the wound
            passed = hook.unit_wounded(self, unit, name, dmg)
            if passed is not None:
                return passed
        if slot.has("paralyze"):
            unit.destroyed = True
            self._log("damage", _step(f"{name} is wounded by a Paralyze attack: it is destroyed (removed from the game).", "step.paralyzed", name=name), "p. 10")
        else:
            wounds = 2 if slot.has("poison") else 1
            unit.wounds += wounds
            poison = _step(" (Poison: 2 wounds; it must be healed twice)", "step.poison_unit") if wounds == 2 else ""
            self._log("damage", _step(f"{name} takes {wounds} wound(s){poison}; armor {armor} reduces the damage from {dmg} to {max(0, dmg - armor)}.",
                                      "step.unit_wounded", name=name, wounds=wounds, poison=poison, armor=armor, damage=dmg, left=max(0, dmg - armor)), "p. 9")
        if slot.has("vampiric"):
            self._vampiric(foe, slot, 1)
        return max(0, dmg - armor)

    def _damage_hero(self, foe: Foe, slot: Slot, dmg: int) -> None:
        armor = self.setup.hero.armor
        wounds = -(-dmg // armor)  # one wound per full or partial `armor` points of damage, per attack (p. 9)
        self.hero.wounds_to_hand += wounds
        self.combat_hand_wounds += wounds
        self._log("damage", _step(f"The hero takes {dmg} damage: {wounds} wound(s) into the hand (1 per {armor} armor, rounded up).",
                                  "step.hero_wounded", damage=dmg, wounds=wounds, armor=armor), "p. 9")
        if slot.has("poison"):
            self.hero.wounds_to_discard += wounds
            self._log("damage", _step(f"Poison: {wounds} more wound(s) onto the discard pile.", "step.hero_poison", wounds=wounds), "p. 10")
        if slot.has("paralyze") and wounds:
            self.hero.discarded_non_wounds = True
            self._log("damage", _step("Paralyze: the hero must discard every non-wound card from the hand at once.", "step.hero_paralyzed"), "p. 10")
        if slot.has("vampiric"):
            self._vampiric(foe, slot, wounds)
        self._check_knockout()

    def _vampiric(self, foe: Foe, slot: Slot, gain: int) -> None:
        if slot.token is not foe.enemy:
            # The summoned token is Vampiric, not its summoner, and it is discarded after attacking (p. 10).
            self._log("damage", _step(f"The summoned {slot.token.name.en} is Vampiric, but it leaves the combat now: the summoner's armor does not change.",
                                      "step.vampiric_summoned", name=_enemy(slot.token)), "p. 24")
            return
        foe.vampiric += gain
        self._log("damage", _step(f"{foe.label} is Vampiric: its armor rises by {gain} for the rest of the combat (now +{foe.vampiric}).",
                                  "step.vampiric", label=_foe_label(foe), gain=gain, total=foe.vampiric), "p. 24")

    def _check_knockout(self, phase: str = "damage") -> None:
        limit = self.setup.hero.hand_limit
        if not self.hero.knocked_out and self.combat_hand_wounds >= limit:
            self.hero.knocked_out = True
            self.hero.discarded_non_wounds = True
            self._log(
                phase,
                _step(f"{self.combat_hand_wounds} wounds taken into the hand this combat reach the hand limit {limit}: "
                      "the hero is knocked out and discards every non-wound card from the hand.", "step.knocked_out", wounds=self.combat_hand_wounds, limit=limit),
                "p. 9",
            )

    def _end_damage(self) -> None:
        for foe, slot in self.unblocked():
            self._damage(f"{foe.label}.{slot.number}" if len(foe.slots) > 1 else foe.label, ["hero"])
        self.phase = "attack"
        for foe in self.foes:
            if foe.summoned:
                self._log("attack", _step(f"{foe.label} ({foe.enemy.name.en}) is back in play and may be attacked.", "step.back_in_play", foe=_labelled(foe)), "p. 9")

    # ----------------------------------------------------------------- outcome

    def _end_attack(self) -> None:
        self.phase = "done"

    def finish(self) -> CombatResult:
        self.advance("done")
        return self._outcome()

    def _outcome(self) -> CombatResult:
        site = self.setup.site
        defenders = [f for f in self.foes if f.is_defender]
        rampaging = [f for f in self.foes if f.setup.rampaging]
        _, _, rep_table = combat_facts()
        for f in rampaging:
            if not f.alive:
                gain = rep_table.get(f.enemy.colour, 0)
                if gain:
                    self.reputation += gain
                    self._log("done", _step(f"Rampaging {f.enemy.name.en} defeated: reputation +{gain}.", "step.rampaging_defeated", name=_enemy(f.enemy), gain=gain), "p. 10")
        conquered: bool | None = None
        shields = 0
        if site.id not in ("none", "rampaging"):
            conquered = bool(defenders) and all(not f.alive for f in defenders)
            shields = self._site_outcome(site, defenders, conquered)
        for f in rampaging:
            if f.alive:
                self._log("done", _step(f"{f.label} ({f.enemy.name.en}) was not defeated and stays on its space.", "step.rampaging_stays", foe=_labelled(f)), "p. 10")
        return CombatResult(self, conquered, shields)

    def _site_outcome(self, site: CombatSite, defenders: list[Foe], conquered: bool) -> int:
        # A city assault puts one shield per defeated defender on the City card, won or not (p. 10 §1a);
        # [AMBIG-6] ruling: defenders only, not rampaging enemies that joined.
        city_shields = sum(1 for f in defenders if not f.alive) if site.id == "city" else 0
        if city_shields:
            self._log("done", _step(f"{city_shields} of your shields go on the City card, one per defeated defender, in the order they fell.",
                                    "step.city_shields", shields=city_shields), "p. 10")
        if conquered:
            conquest = _named(site.conquest, site.conquest_de or site.conquest)
            self._log("done", _step(f"Every defender is defeated. {site.conquest}", "step.conquered", conquest=conquest), site.ref)
            return city_shields if site.id == "city" else 1
        left = ", ".join(f.label for f in defenders if f.alive)
        if site.undefeated == "withdraw":
            self._log("done", _step(f"Not every defender was defeated ({left}): move back to the space you attacked from.", "step.withdraw", left=left), "p. 10")
            return city_shields
        elif site.undefeated == "discard":
            self._log("done", _step(f"Undefeated enemies at the {site.name.en.lower()} are discarded ({left}); the next visitor draws new ones.",
                                    "step.discarded", site=_named(site.name.en.lower(), site.name.de), left=left), "p. 10")
        else:
            self._log("done", _step(f"Undefeated enemies stay face up on the {site.name.en.lower()} ({left}); the next visitor faces them.",
                                    "step.stay", site=_named(site.name.en.lower(), site.name.de), left=left), "p. 10")
        return 0

    # ----------------------------------------------------------------- what the table needs (view model)

    def needs(self) -> list[dict[str, Any]]:
        """For each enemy still in play: what beats it now and what blocks it (shown before each phase)."""
        phase = self.phase if self.phase in ("ranged", "attack") else "attack"
        rows = []
        for f in self.foes:
            if not f.alive:
                continue
            armor = self.armor_now(f, phase)
            weak = self.inefficient_elements([f])
            rows.append(
                {
                    "label": f.label,
                    "enemy": f.enemy.id,
                    "name": f.enemy.name.en,
                    "armor": armor,
                    "attack_needed": {el: armor * (2 if el in weak else 1) for el in ELEMENTS},
                    "ranged": ("none" if f.fort_level == 2 else "siege only" if f.fort_level == 1 else "ranged or siege"),
                    "blocks": [self._block_needs(f, s) for s in f.slots],
                }
            )
        return rows

    @staticmethod
    def _block_needs(foe: Foe, slot: Slot) -> dict[str, Any]:
        need = slot.value * (2 if slot.has("swift") else 1)
        good = EFFICIENT_BLOCKS[slot.attack.element]
        return {
            "attack": slot.number,
            "token": slot.token.id,
            "element": slot.attack.element,
            "value": slot.value,
            "blocked": slot.blocked,
            "abilities": sorted(slot.abilities() - {"fortified", "unfortified", "elusive", "arcane_immunity", "defend", "summon"}),
            "block_needed": {el: need * (1 if el in good else 2) for el in ELEMENTS},
            "damage": slot.value * (2 if slot.has("brutal") else 1),
        }


class CombatResult:
    """What the combat changed, as the table writes it down."""

    def __init__(self, combat: Combat, conquered: bool | None, shields: int) -> None:
        self.combat = combat
        self.site_conquered = conquered
        self.shields = shields

    def as_dict(self) -> dict[str, Any]:
        c = self.combat
        return {
            "verdict": "ok",
            "enemies": [
                {
                    "label": f.label,
                    "enemy": f.enemy.id,
                    "defeated": not f.alive,
                    "phase": f.defeated_in or None,
                    "blocked": f.all_blocked,
                    "fame": f.enemy.fame if not f.alive else 0,
                    "summoned": [t.id for t in f.summoned],
                }
                for f in c.foes
            ],
            "fame": c.fame,
            "reputation": c.reputation,
            "hero": {
                "wounds_to_hand": c.hero.wounds_to_hand,
                "wounds_to_discard": c.hero.wounds_to_discard,
                "knocked_out": c.hero.knocked_out,
                "discarded_non_wounds": c.hero.discarded_non_wounds,
            },
            "units": [{"label": u.label, "wounds": u.wounds, "destroyed": u.destroyed,
                       **({"banner_used": u.banner_used} if u.setup.banner else {})} for u in c.fighters],  # [06.3]
            "site": c.setup.site.id,
            "site_conquered": self.site_conquered,
            "shields": self.shields,
            "steps": [s.as_dict() for s in c.steps],
        }


def _clone(obj: Any) -> Any:
    """A shallow copy of one of the plain state objects above (faster than copy.copy)."""
    twin = object.__new__(type(obj))
    twin.__dict__.update(obj.__dict__)
    return twin


def _sum_text(eff: list[Part], ineff: list[Part], total: int, why: str) -> str:
    """'5 fire + 2 physical = 7', or with halving: '3 ice + (4 physical) / 2 rounded down = 2, total 5 (...)'."""
    eff_text = _joined([p.describe() for p in eff], " + ")
    if not ineff:
        return _step(f"{eff_text} = {total}", "sum.many", parts=eff_text, total=total) if len(eff) > 1 else eff_text
    ineff_sum = sum(p.value for p in ineff)
    ineff_text = _joined([p.describe() for p in ineff], " + ")
    halves = _step(f"({ineff_text}) / 2 rounded down = {ineff_sum // 2}", "sum.halves", parts=ineff_text, half=ineff_sum // 2)
    shown = _joined([eff_text, halves], " + ") if eff else halves
    elements = sorted({p.element for p in ineff}, key=lambda e: ELEMENT_WORDS[e])
    kinds = _named(" and ".join(ELEMENT_WORDS[e] for e in elements), " und ".join(ELEMENT_DE[e] for e in elements))
    return _step(f"{shown}, total {total} ({kinds} halved: {why})", "sum.halved", shown=shown, total=total, kinds=kinds, why=why)


class JoinedText(Said):
    """Texts joined: the English at once, each part in another language only when asked (no catalogue before)."""

    parts: list[str]
    sep: str

    def __new__(cls, texts: list[str], sep: str) -> JoinedText:
        joined = str.__new__(cls, sep.join(texts))
        joined.key, joined.values = "", {}
        joined.parts, joined.sep = list(texts), sep
        return joined

    def in_lang(self, lang: str) -> str:
        from mkref.core.messages import in_lang

        return self.sep.join(str(in_lang(t, lang)) for t in self.parts)


def _joined(texts: list[str], sep: str) -> str:
    """Texts joined, each said in the table's language when German is asked."""
    if not any(isinstance(t, Said) or hasattr(t, "german") for t in texts):
        return sep.join(texts)
    return JoinedText(texts, sep)


def german_label(label: str, ident: str, german: str) -> str:
    """A tracked game labels an enemy or unit by its id ('prowlers', 'prowlers_2'): a German table reads its name
    ('Herumtreiber', 'Herumtreiber 2'), never the id. A label a sheet chose itself ('p1') stays as it is."""
    if ident and label == ident:
        return german
    base, _, number = label.rpartition("_")
    return f"{german} {number}" if ident and base == ident and number.isdecimal() else label


def _slot_named(target: str, foe: Foe, slot: Any) -> str:
    """'label (Enemy name)' of one attack ('label.2' for the second); in German the name where the label is an id."""
    german = slot.token.name.de or slot.token.name.en
    base, dot, number = target.partition(".")
    label_de = german_label(base, foe.enemy.id, german) if slot.token.id == foe.enemy.id else base
    return _named(f"{target} ({slot.token.name.en})", f"{label_de}{dot}{number}" if label_de != base else f"{target} ({german})")


def _foe_label(foe: Foe) -> str:
    """The enemy's label: as it is in English, its German name where the label is the enemy's id."""
    return _named(foe.label, german_label(foe.label, foe.enemy.id, foe.enemy.name.de or foe.enemy.name.en))


def _labelled(foe: Foe) -> str:
    """'label (Enemy name)' in both languages; in German just the name where the label is the enemy's id."""
    german = foe.enemy.name.de or foe.enemy.name.en
    label_de = german_label(foe.label, foe.enemy.id, german)
    return _named(f"{foe.label} ({foe.enemy.name.en})", label_de if label_de != foe.label else f"{foe.label} ({german})")


def _unit_german(unit: Fighter) -> str:
    from mkref.games.mage_knight.data.components import units

    known = units().get(unit.setup.unit_id) if unit.setup.unit_id else None
    return known.name.de if known is not None and known.name.de else unit.setup.name


def _unit_label(unit: Fighter) -> str:
    """The unit's label: as it is in English, its German name where the label is the unit's id."""
    return _named(unit.label, german_label(unit.label, unit.setup.unit_id, _unit_german(unit)))


def _unit_named(unit: Fighter) -> str:
    """'label (Unit name)' in both languages (the German name from units.toml when the unit is known); in German
    just the name where the label is the unit's id."""
    german = _unit_german(unit)
    label_de = german_label(unit.label, unit.setup.unit_id, german)
    return _named(f"{unit.label} ({unit.setup.name})", label_de if label_de != unit.label else f"{unit.label} ({german})")


def _token_names(tokens: list[Enemy]) -> str:
    return _named(" and ".join(t.name.en for t in tokens), " und ".join(t.name.de or t.name.en for t in tokens))


def _ability_de(word: str) -> str:
    from mkref.games.mage_knight.data.components import keyword_names

    names = keyword_names("abilities").get(word.lower())
    return names.de if names is not None and names.de else word

