"""Combats under The Lost Legion's rules: walls (A-FORT) and fights against Volkare (A-VCOMBAT, A-VCOOP).

`LostLegionCombat` is the combat engine (mage_knight.combat.engine.Combat) with two changes: each enemy's
fortification comes from A-FORT (site, wall, who started the fight, Fortified/Unfortified), and when Volkare
fights his own attack is one more enemy labelled "volkare" that attacks (Brutal, Assassination) but can never
be targeted. `run_sheet` plays a parsed combat sheet through it: the instant victory after the ranged phase,
Volkare defeated with his last troop, and the JSON result's "volkare" entry.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.messages import Named, say
from mkref.core.record import Record
from mkref.core.tomlread import Fields
from mkref.games.mage_knight.data import components as mk
from mkref.games.mage_knight.combat.engine import Combat, CombatHooks, CombatResult, CombatSetup, EnemySetup, Foe, Part, german_label
from mkref.games.mage_knight.volkare import army as army_rules
from mkref.games.mage_knight.volkare import walls
from mkref.games.mage_knight.volkare.data import DIE_FACES, Attack, Settings, parse_attack, settings, volkare
from mkref.games.mage_knight.volkare.messages import MESSAGES, colour_named


def _no(key: str, /, **values: object) -> str:
    return MESSAGES.said(key, **values)
from mkref.games.mage_knight.volkare.quest import check_face
from mkref.games.mage_knight.volkare.words import COLOURS as COLOUR_WORDS
from mkref.games.mage_knight.volkare.words import STARTERS as STARTER_WORDS
from mkref.games.mage_knight.volkare.words import normal

LABEL = "volkare"
KEYS = ("across_wall", "attacked_by", "volkare")
VOLKARE_KEYS = ("attack", "die", "level", "attack_change")


class VolkareSpec(Record):
    attack: Attack
    die: str = ""
    level: int | None = None
    attack_change: int = 0


class LostLegionKeys(Record):
    """The sheet keys of issue 13: who started the fight, across a wall or not, and Volkare."""

    across_wall: bool = False
    attacked_by: str = "player"
    volkare: VolkareSpec | None = None
    site_fortified: bool = False  # the sheet's site, for Volkare's troops (the engine then sees no site)
    site: str = "none"
    walled: tuple[str, ...] = ()  # in a tracked game: the labels fought across a wall (empty: every enemy)


def volkare_attack(attack: str, die: str) -> Attack:
    """His attack this combat: typed on the sheet, or looked up by die face in volkare.toml ([13.2])."""
    if attack:
        return parse_attack(attack)
    if not die:
        raise InvalidInput(_no("fight.attack_missing"), _no("fight.attack_missing_why"), ref="[13.2]")
    check_face(die)
    found = volkare().attack_by_die[die]
    if found is None:
        raise InvalidInput(
            _no("fight.die_unknown", die=die), _no("fight.die_unknown_why"), _no("fight.die_unknown_hint"), ref="[13.2]",
        )
    return found


def volkare_enemy(attack: Attack) -> mk.Enemy:
    """Volkare as the engine sees him: one attack that is always Brutal and Assassination, Arcane Immunity, no Fame."""
    return mk.Enemy(
        id=LABEL, name=mk.Names("General Volkare", "General Volkare"), colour="white", copies=1, armor=0, armor_elusive=None,
        attacks=(mk.EnemyAttack(attack.value, attack.element, gains=frozenset({"brutal", "assassination"})),),
        abilities=frozenset({"arcane_immunity"}), resistances=frozenset(), fame=0, expansion="lost_legion", ref="[13.2]",
    )


def read_keys(top: Fields) -> LostLegionKeys:
    """The Lost Legion keys of a combat sheet, checked (called through part.py when combat.sheets.parse_sheet finds
    one; the interactive combat hands the table's answers in the same keys)."""
    attacked_by = normal(STARTER_WORDS, top.text("attacked_by", "player"))
    if attacked_by not in walls.STARTERS:
        top.problems.add(top.where("attacked_by"), f"is {top.data['attacked_by']!r}; expected player, rampaging or volkare")
    spec = None
    table = top.table("volkare", None)
    if top.has("volkare") and table is None:
        top.problems.add(top.where("volkare"), "expected a table: [volkare] with attack or die, and optionally level")
    if table is not None:
        table.unknown_keys(VOLKARE_KEYS)
        die = normal(COLOUR_WORDS, table.text("die", ""))
        if die and die not in DIE_FACES:
            table.problems.add(table.where("die"), f"is {table.data['die']!r}; expected one of: {', '.join(DIE_FACES)}")
        try:
            attack = volkare_attack(table.text("attack", ""), die)
        except InvalidInput as bad:
            if table.has("attack"):
                table.problems.add(table.where("attack"), bad.message())
            raise
        spec = VolkareSpec(attack, die, table.number("level", None, low=1), table.number("attack_change", 0))
    if attacked_by == "volkare" and spec is None:
        raise InvalidInput(_no("fight.needs_table"), _no("fight.needs_table_why"), ref="[13.3]")
    if attacked_by == "rampaging" and spec is not None:
        raise InvalidInput(_no("fight.not_rampaging"), _no("fight.not_rampaging_why"), ref="[13.2]")
    site = top.data.get("site", "none")
    sites, _, _ = mk.combat_facts()
    fortified = isinstance(site, str) and site in sites and sites[site].fortified
    return LostLegionKeys(top.flag("across_wall", False), attacked_by, spec, bool(fortified), site if isinstance(site, str) else "none")


class LostLegionCombat(Combat):
    """The combat engine with A-FORT fortification and Volkare's attack as an enemy nobody may target."""

    def __init__(self, setup: CombatSetup, keys: LostLegionKeys, rules: Settings | None = None, lang: str = "en",
                 hooks: Sequence[CombatHooks] = ()) -> None:
        self.keys = keys
        self.lang = lang  # the engine's own walkthrough is English; our lines follow it
        self.rules = rules or settings()
        self.fortification: dict[str, int] = {}  # A-FORT level before the engine's cap at 2 (I-14)
        super().__init__(setup, hooks)
        self._opening_notes()

    # A-FORT replaces the engine's fortification (site and ability only) when the foes are made.
    def _foe(self, es: EnemySetup) -> Foe:
        foe = super()._foe(es)
        level = self._a_fort(es)
        self.fortification[es.label] = level
        foe.fort_level = min(level, 2)  # I-14: triple behaves as double
        return foe

    def _a_fort(self, es: EnemySetup) -> int:
        if es.label == LABEL and self.keys.volkare is not None:
            return 0
        site_fortified = self.keys.site_fortified if self.keys.volkare is not None else self.setup.site.fortified
        return walls.fortification(
            site_fortified=site_fortified, started_by=self.keys.attacked_by, across_wall=self._walled(es.label),
            token_fortified=es.enemy.has("fortified"), token_unfortified=es.enemy.has("unfortified"), rampaging=es.rampaging,
        )

    def _fort_text(self, foe: Foe) -> str:
        if foe.label == LABEL and self.keys.volkare is not None:
            return self._say("volkare_foe")
        level = self.fortification.get(foe.label, foe.fort_level)
        name = foe.enemy.name.get(self.lang)
        if self.lang == "en":  # the engine's English walkthrough: names and reasons also said in German on request
            name = Named(foe.enemy.name.en, foe.enemy.name.de or foe.enemy.name.en)
        reasons = self._fort_reasons(foe)
        why = f" ({', '.join(reasons)})" if reasons else ""
        if reasons and self.lang == "en":
            why = Named(why, f" ({', '.join(say(r, 'de') for r in reasons)})")
        if level >= 1:
            return self._say(f"fort_{min(level, 3)}", name=name, why=why)
        if foe.enemy.has("unfortified") and (self.keys.across_wall or self.setup.site.fortified):
            return self._say("fort_unfortified", name=name)
        return self._say("fort_0", name=name)

    def _say(self, key: str, **values: object) -> str:
        said = MESSAGES.said(key, **values)  # English as before; a German table says it in German
        return said if self.lang == "en" else said.in_lang(self.lang)

    def _walled(self, label: str) -> bool:
        return self.keys.across_wall and (not self.keys.walled or label in self.keys.walled)

    def _fort_reasons(self, foe: Foe) -> list[str]:
        player = self.keys.attacked_by == "player"
        site = self.keys.site_fortified if self.keys.volkare is not None else self.setup.site.fortified
        reasons = []
        if site and player and not foe.setup.rampaging:
            reasons.append(self._say("why_site"))
        if self._walled(foe.label) and player:
            reasons.append(self._say("why_wall"))
        if foe.enemy.has("fortified"):
            reasons.append(self._say("why_token"))
        return reasons

    def _opening_notes(self) -> None:
        keys = self.keys
        if keys.across_wall and keys.attacked_by != "player":
            who = self._say("who_volkare" if keys.attacked_by == "volkare" else "who_rampaging")
            self.note("ranged", self._say("wall_no_help", who=who), "[07.1]")
        if keys.volkare is None:
            return
        spec = keys.volkare
        die = self._say("die_shows", face=colour_named(spec.die)) if spec.die else ""
        element = mk.term("element_words", spec.attack.element, self.lang)
        self.note("ranged", self._say("attack_this_combat", value=spec.attack.value, element=element, die=die), "[13.2]")
        troops = [e.enemy.colour for e in self.setup.enemies if e.label != LABEL]
        differs = army_rules.check_troops(spec.level, troops) if spec.level is not None else None
        if differs is not None and spec.level is not None:
            level = army_rules.effective_level(spec.level)
            self.note("ranged", self._say("fight.army_differs", n=len(troops), typed=differs[1], wanted=army_rules.troop_count(spec.level),
                                          shown=differs[0], level=level), "[13]")
        if keys.attacked_by == "volkare" and keys.site_fortified:
            self.note("ranged", self._say("site_no_help"), "[13.3]")
        if keys.attacked_by == "player" and self.rules.volkare_assault_reputation:
            self.reputation += self.rules.volkare_assault_reputation
            self.note("ranged", self._say("assault_reputation", change=f"{self.rules.volkare_assault_reputation:+d}"), "[13.4]")

    # ------------------------------------------------------------- declarations

    def attack(self, targets: list[str], parts: list[Part]) -> list[Any]:
        if self.keys.volkare is not None and LABEL in targets:
            raise RuleViolation(
                _no("fight.not_himself"), _no("fight.not_himself_why"),
                ref="[13.2]", entry="volkare combat",
            )
        if self.phase == "ranged":
            for label in targets:
                level = self.fortification.get(label, 0)
                if level >= 2:
                    raise RuleViolation(
                        _no("fight.no_ranged", label=label),
                        _no("fight.triply" if level >= 3 else "fight.doubly", reasons=", ".join(self._fort_reasons(self.foe(label)))),
                        _no("fight.no_ranged_hint"), ref="[07.1]",
                    )
        return super().attack(targets, parts)

    def advance(self, phase: str) -> list[Any]:
        """Leaving the ranged phase first checks the instant victory (A-VCOMBAT step 5)."""
        before = len(self.steps)
        if self.phase == "ranged" and phase != "ranged" and not self.summoners_waiting():
            self.check_instant_victory()
        super().advance(phase)
        return self.steps[before:]

    def finish(self) -> CombatResult:
        """The end of the Attack phase: Volkare falls with his last troop (A-VCOMBAT step 9)."""
        self.advance("attack")
        self.check_victory()
        return LostLegionResult(self, super().finish())

    def needs(self) -> list[dict[str, Any]]:
        """The engine's table, with Volkare marked as never a target ([13.2])."""
        rows = super().needs()
        for row in rows:
            if row["label"] == LABEL and self.keys.volkare is not None:
                row.update(armor="-", attack_needed={}, ranged="never: attack his troops")
        return rows

    def troops(self) -> list[Foe]:
        return [f for f in self.foes if f.label != LABEL]

    def volkare_foe(self) -> Foe | None:
        return next((f for f in self.foes if f.label == LABEL), None) if self.keys.volkare is not None else None

    def check_instant_victory(self) -> bool:
        """A-VCOMBAT step 5: every troop fell in the ranged phase, so Volkare is defeated and does not attack."""
        boss = self.volkare_foe()
        if boss is None or not boss.alive or any(f.alive for f in self.troops()):
            return False
        boss.defeated_in = "ranged"
        self.note("ranged", self._say("instant_victory"), "[13.2]")
        return True

    def check_victory(self) -> None:
        """A-VCOMBAT step 9 and I-22: Volkare falls with his last troop; undefeated troops stay in his army."""
        boss = self.volkare_foe()
        if boss is None or not boss.alive or self.phase != "attack":
            return
        left = [f for f in self.troops() if f.alive]
        if left:  # a German table reads the troops' names where their labels are their ids (engine.german_label)
            names = Named(", ".join(f.label for f in left),
                          ", ".join(german_label(f.label, f.enemy.id, f.enemy.name.de or f.enemy.name.en) for f in left))
            self.note("done", self._say("not_defeated", left=names), "[13.2]")
        else:
            boss.defeated_in = "attack"
            self.note("done", self._say("defeated"), "[13.2]")


class LostLegionResult(CombatResult):
    """The engine's result with Volkare taken out of `enemies` and reported as "volkare": {defeated, blocked}."""

    def __init__(self, combat: LostLegionCombat, result: CombatResult) -> None:
        super().__init__(combat, result.site_conquered, result.shields)
        self.keys = combat.keys

    def as_dict(self) -> dict[str, Any]:
        out = super().as_dict()
        combat = self.combat
        assert isinstance(combat, LostLegionCombat)
        boss = combat.volkare_foe()
        if boss is not None:
            out["enemies"] = [e for e in out["enemies"] if e["label"] != LABEL]
            out["volkare"] = {"defeated": not boss.alive, "blocked": boss.all_blocked}
            out["site"] = self.keys.site
        out["across_wall"] = self.keys.across_wall
        out["attacked_by"] = self.keys.attacked_by
        return out


def combat_setup(setup: CombatSetup, keys: LostLegionKeys) -> CombatSetup:
    """The engine's set-up for these keys: Volkare joins as an enemy; his fight takes place at no site for the
    engine (no conquest, no assault reputation: I-24), his troops' site fortification comes from A-FORT."""
    spec = keys.volkare
    if spec is None:
        return setup
    troops = list(setup.enemies)
    if any(e.label == LABEL for e in troops):
        raise InvalidInput(_no("fight.label_taken"), _no("fight.label_taken_why"), ref="[13.2]")
    if spec.attack_change < 0 and not settings().volkare_attack_reduction:
        raise RuleViolation(_no("fight.not_lowered"), _no("fight.not_lowered_why"), ref="[13.2]")
    if spec.level is not None:
        if not troops:
            needed = army_rules.army(spec.level)
            shown = ", ".join(f"{n} {c}" for c, n in needed.items() if n)
            raise InvalidInput(
                _no("fight.troops_to_name", level=army_rules.effective_level(spec.level), n=sum(needed.values()), shown=shown),
                _no("fight.troops_to_name_why"), _no("fight.troops_to_name_hint"), ref="[13]",
            )
        army_rules.check_troops(spec.level, [e.enemy.colour for e in troops])  # a differing count is noted, not refused
    elif not troops:
        raise InvalidInput(_no("fight.troops_missing"), _no("fight.troops_missing_why"), ref="[13]")
    boss = EnemySetup(LABEL, volkare_enemy(spec.attack), attack_change=spec.attack_change)
    sites, _, _ = mk.combat_facts()
    return setup._replace(enemies=(*troops, boss), site=sites["none"], city=None)


def run_sheet(sheet: Any, keys: LostLegionKeys, hooks: Sequence[CombatHooks] = ()) -> LostLegionResult:
    """Play a parsed combat sheet (combat.sheets.Sheet) with the Lost Legion keys through LostLegionCombat
    (``hooks``: the optional parts' changes to the engine, the Banner of Fortitude's among them)."""
    combat = LostLegionCombat(combat_setup(sheet.setup, keys), keys, hooks=hooks)
    from mkref.games.mage_knight.combat.sheets import play_sheet

    play_sheet(combat, sheet, plain_labels=False, dead_summoners_noted=False)  # labels as typed, as before the one loop
    result = combat.finish()
    assert isinstance(result, LostLegionResult)
    return result


# ---------------------------------------------------------------- cooperative combat (A-VCOOP)


def split_troops(troops: int, shares: dict[str, int], rules: Settings | None = None) -> dict[str, int]:
    """A-VCOOP step 2: the agreed split of his face-down troops among the participants (I-25: at least 1 each)."""
    rules = rules or settings()
    if sum(shares.values()) != troops:
        raise RuleViolation(
            _no("fight.split", given=sum(shares.values()), troops=troops), _no("fight.split_why"), ref="[13.5]",
        )
    short = [p for p, n in shares.items() if n < rules.coop_min_troops]
    if short:
        raise RuleViolation(_no("fight.no_troop", names=", ".join(short)), _no("fight.no_troop_why"), ref="[13.5]")
    return dict(shares)


def coop_instant_victory(alive_after_ranged: dict[str, int]) -> bool:
    """A-VCOOP step 8 (I-26): after every participant's ranged phase, no troop of any share is left."""
    return not any(alive_after_ranged.values())


def coop_defeated(alive_after_attack: dict[str, int]) -> bool:
    """A-VCOOP step 8: Volkare is defeated when no troop of any share is left after the attack phase."""
    return not any(alive_after_attack.values())


def coop_faces_attack(participants: list[str], chosen: str = "", rules: Settings | None = None) -> list[str]:
    """I-27 (setting coop_volkare_attack): every participant faces his attack, or one the table chooses."""
    rules = rules or settings()
    if rules.coop_volkare_attack == "each":
        return list(participants)
    if chosen not in participants:
        raise InvalidInput(_no("fight.who_faces"), _no("fight.one_of", names=", ".join(participants)), ref="[13.5]")
    return [chosen]
