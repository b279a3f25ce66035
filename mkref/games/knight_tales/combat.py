"""One attack, spec section 10 step by step (pp. 15-20, 24-26): pure, from the faces the table rolled.

``resolve(foe, knight, declared, settings)`` checks every declared choice and returns an ``Outcome``:
the dice pool, damage dealt and prevented, gold taken, crests placed, wounds taken, doom added, whether
the monster was destroyed and who gets its card, plus the steps with their pages for the walkthrough.
A refused declaration raises ``RuleViolation`` with the page. Nothing here knows the battlefield: the
caller collects the monster effects (step 1) and applies the outcome.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .refusals import invalid, refuse

KNIGHT_FACES = ("sword", "double_sword", "shield", "faith")
MONSTER_FACES = ("blank", "sword", "double_sword", "shield", "doom")
SWORDS = {"sword": 1, "double_sword": 2}
KINDS = ("knight", "black", "red")
MAX_PER_KIND = 4
KNIGHT_DICE = 3


@dataclass(frozen=True)
class Change:
    """A change to the dice pool: +1 black from a Shaman (step 1), -1 red from a Spear (step 2)."""

    kind: str
    delta: int
    source: str
    step: int = 1


@dataclass(frozen=True)
class DoomColumn:
    red: int
    black: int
    armour: int
    skull: bool = False


@dataclass(frozen=True)
class Foe:
    """The attacked monster as it stands before the attack."""

    name: str
    kind: str  # minion | champion | boss
    row: int
    face_up: bool = True
    black: int = 0
    red: int = 0
    gold: int = 0
    hp_markers: int = 0
    sword_markers: int = 0
    shield_markers: int = 0
    crests: tuple[tuple[str, int], ...] = ()  # player -> crests, in the order of first damage
    steals_gold: int = 0
    in_forest: bool = False
    lane: str = ""


@dataclass(frozen=True)
class Boss:
    """The night's boss board, for doom (any attack) and the boss's own dice and armour."""

    doom: int = 0
    columns: tuple[DoomColumn, ...] = ()
    alive: bool = True


@dataclass(frozen=True)
class Knight:
    name: str
    fatigue: int  # empty spaces between health and fatigue before the attack
    wrath: int  # empty spaces between wrath and health
    gold: int
    crests_left: int = 20
    sword_markers: int = 0
    shield_markers: int = 0
    is_tartos: bool = False
    townsfolk_free: Mapping[str, int] = field(default_factory=dict)  # solo: free HP per townsfolk


@dataclass(frozen=True)
class Declared:
    """What the table declared and rolled."""

    changes: tuple[Change, ...] = ()
    knight: tuple[str, ...] = ()
    black: tuple[str, ...] = ()
    red: tuple[str, ...] = ()
    wrath: tuple[tuple[str, ...], ...] = ()  # ("extra", face) | ("reroll", from, to)
    conversions: tuple[tuple[str, str], ...] = ()  # reactions on results: (from, to)
    faith: tuple[str, ...] = ()  # the monster die each faith removes: "black:shield"
    doom_first: bool = False
    townsfolk: Mapping[str, int] = field(default_factory=dict)
    fatigue_paid_by_other: bool = False  # co-op: another knight's fatigue pays
    wounds_elsewhere: bool = False  # co-op: another knight takes this attack's wounds
    redirect: tuple[Foe, int] | None = None  # Tartos: (neighbour, points of excess)


@dataclass
class Outcome:
    attacker: str
    target: str
    steps: list[tuple[str, dict[str, Any], str]] = field(default_factory=list)
    numbers: dict[str, Any] = field(default_factory=dict)

    def step(self, key: str, ref: str, **values: Any) -> None:
        self.steps.append((key, values, ref))

    def __getitem__(self, key: str) -> Any:
        return self.numbers[key]


# -- the dice pool (step 4, p. 16) ------------------------------------------------------------------
def dice_pool(black: int, red: int, changes: tuple[Change, ...], order: str = "sequential") -> tuple[dict[str, int], list[Change]]:
    """Counts of knight, black and red dice and the changes ignored by the cap of 4 per kind (I-39)."""
    counts = {"knight": KNIGHT_DICE, "black": min(MAX_PER_KIND, black), "red": min(MAX_PER_KIND, red)}
    ignored: list[Change] = []
    ordered = sorted(changes, key=lambda c: c.step)
    if order == "net_then_cap":
        for change in ordered:
            counts[change.kind] += change.delta
        for kind in KINDS:
            wanted = counts[kind]
            counts[kind] = max(0, min(MAX_PER_KIND, wanted))
            if wanted > MAX_PER_KIND:
                ignored.append(Change(kind, wanted - MAX_PER_KIND, "cap", 0))
        return counts, ignored
    for change in ordered:
        wanted = counts[change.kind] + change.delta
        if change.delta > 0 and wanted > MAX_PER_KIND:
            ignored.append(Change(change.kind, wanted - MAX_PER_KIND, change.source, change.step))
            wanted = MAX_PER_KIND
        counts[change.kind] = max(0, wanted)
    return counts, ignored


def check_faces(kind: str, faces: tuple[str, ...], expected: int) -> None:
    allowed = KNIGHT_FACES if kind == "knight" else MONSTER_FACES
    for face in faces:
        if face not in allowed:
            raise invalid("bad_face", "p. 18", "hint.faces", face=face, kind=kind, faces=", ".join(allowed))
    if len(faces) > MAX_PER_KIND:
        raise refuse("fifth_die", "p. 16", "hint.leave_fifth", count=len(faces), kind=kind)
    if len(faces) != expected:
        raise refuse("dice_count", "p. 16", "hint.one_face", count=len(faces), kind=kind, expected=expected)


# -- damage, wounds, the card (steps 7 and 8, p. 19) ----------------------------------------------
def damage_monster(gold: int, hp_markers: int, damage: int) -> tuple[int, int, int]:
    """(gold taken, HP markers removed, excess): gold comes off before HP markers (p. 25)."""
    taken = min(damage, gold)
    markers = min(damage - taken, hp_markers)
    return taken, markers, damage - taken - markers


def add_crests(crests: tuple[tuple[str, int], ...], player: str, count: int) -> tuple[tuple[str, int], ...]:
    if count <= 0:
        return crests
    out = dict(crests)
    out[player] = out.get(player, 0) + count
    return tuple(out.items())


def award(crests: tuple[tuple[str, int], ...], killer: str, excess: int) -> str:
    """Who gets a destroyed monster's card (p. 19, Summary, I-07): most crests, the killer's excess
    counting as extra crests; among tied leaders the one who damaged it first."""
    counts = dict(crests)
    counts[killer] = counts.get(killer, 0) + max(0, excess)
    best = max(counts.values())
    return next(player for player, count in counts.items() if count == best)


def advance_doom(boss: Boss, steps: int) -> tuple[int, int, int]:
    """(new column, skull columns entered, doom results without effect): one column at a time (p. 23, I-16)."""
    index, skulls, wasted = boss.doom, 0, 0
    for _ in range(steps):
        if not boss.alive or (boss.columns and index >= len(boss.columns) - 1):
            wasted += 1
            continue
        index += 1
        if boss.columns and boss.columns[index].skull:
            skulls += 1
    return index, skulls, wasted


# -- the attack ------------------------------------------------------------------------------------
def check_target(foe: Foe) -> None:
    if foe.in_forest:
        raise refuse("in_forest", "p. 24", "hint.battlefield", monster=foe.name)
    if not foe.face_up:
        raise refuse("face_down_target", "p. 15", "hint.face_up", pos=f"{foe.lane}{foe.row}")


def resolve(foe: Foe, knight: Knight, declared: Declared, boss: Boss, settings: Mapping[str, Any]) -> Outcome:
    check_target(foe)
    out = Outcome(knight.name, foe.name)
    n = out.numbers
    # step 1 and 2: effects on the pool (p. 15)
    out.step("step_markers", "p. 25", swords=foe.sword_markers, shields=foe.shield_markers)
    for change in sorted(declared.changes, key=lambda c: c.step):
        out.step("step_effect", "p. 15", source=change.source, kind=change.kind, delta=f"{change.delta:+d}", step=change.step)
    # step 3: fatigue (p. 16)
    cost = foe.row
    fatigue = knight.fatigue
    if not declared.fatigue_paid_by_other:
        if cost > fatigue:
            raise refuse("fatigue_row", "p. 16", "hint.nearer_row", player=knight.name, cost=cost, row=foe.row, free=fatigue)
        fatigue -= cost
    last_deed = fatigue == 0
    out.step("step_fatigue", "p. 16", cost=cost, left=fatigue)
    if last_deed:
        out.step("step_last_deed", "p. 20")
    # step 4: the combat roll (p. 16)
    pool, ignored = dice_pool(foe.black, foe.red, declared.changes, str(settings.get("dice_cap_order", "sequential")))
    for change in ignored:
        out.step("step_cap", "p. 16", kind=change.kind, source=change.source)
    check_faces("knight", declared.knight, pool["knight"])
    check_faces("black", declared.black, pool["black"])
    check_faces("red", declared.red, pool["red"])
    out.step("step_pool", "p. 16", knight=pool["knight"], black=pool["black"], red=pool["red"])
    # step 5: wrath and reactions (pp. 16-17)
    knight_faces = list(declared.knight)
    wrath = knight.wrath
    spent = 0
    for action in declared.wrath:
        if action[0] == "extra":
            if len(knight_faces) >= MAX_PER_KIND:
                raise refuse("fifth_knight_die", "p. 17")
            check_faces("knight", (action[1],), 1)
            cost_w = 2
        elif action[0] == "reroll":
            if action[1] not in knight_faces:
                raise refuse("no_face_to_reroll", "p. 16", face=action[1])
            check_faces("knight", (action[2],), 1)
            cost_w = 1
        else:
            raise invalid("wrath_use", hint="hint.wrath_words", word=action[0])
        if cost_w > wrath:
            raise refuse("wrath_cost", "p. 16", "hint.wrath_grows", player=knight.name, cost=cost_w, free=wrath)
        wrath -= cost_w
        spent += cost_w
        if action[0] == "extra":
            knight_faces.append(action[1])
        else:
            knight_faces[knight_faces.index(action[1])] = action[2]
        out.step("step_wrath_" + action[0], "p. 17" if action[0] == "extra" else "p. 16", face=action[-1], cost=cost_w, left=wrath)
    for old, new in declared.conversions:
        if old not in knight_faces:
            raise refuse("no_result_to_change", "p. 25", face=old)
        knight_faces[knight_faces.index(old)] = new
        out.step("step_convert", "p. 25", old=old, new=new)
    # step 6: resolve (p. 18): faith removes monster dice, never markers or armour
    monster = [("black", f) for f in declared.black] + [("red", f) for f in declared.red]
    faiths = knight_faces.count("faith")
    if len(declared.faith) > faiths:
        raise refuse("faith_count", "p. 18", count=len(declared.faith), faiths=faiths)
    for choice in declared.faith:
        colour, _, face = choice.partition(":")
        if colour in ("marker", "armour") or face.endswith("marker"):
            raise refuse("faith_marker", "p. 25")
        if (colour, face) not in monster:
            raise refuse("faith_no_die", "p. 18", colour=colour, face=face)
        monster.remove((colour, face))
        out.step("step_faith", "p. 18", die=f"{colour}:{face}")
    swords = sum(SWORDS.get(f, 0) for f in knight_faces) + knight.sword_markers
    shields_k = knight_faces.count("shield") + knight.shield_markers
    swords_m = sum(SWORDS.get(f, 0) for _, f in monster) + foe.sword_markers
    shields_m = sum(1 for _, f in monster if f == "shield") + foe.shield_markers
    doom_results = sum(1 for _, f in monster if f == "doom")
    column = boss.doom
    doom_added = skulls = 0
    if declared.doom_first:
        column, skulls, wasted = advance_doom(boss, doom_results)
        doom_added = doom_results - wasted
        out.step("step_doom", "p. 23", added=doom_added, column=column + 1, tactics=skulls)
    armour = 0
    if foe.kind == "boss" and boss.columns:
        at = column if settings.get("armour_when", "at_damage") == "at_damage" else boss.doom
        armour = boss.columns[min(at, len(boss.columns) - 1)].armour
        out.step("step_armour", "p. 24", armour=armour, column=at + 1)
    shields_m += armour
    damage = max(0, swords - shields_m)
    wounds = max(0, swords_m - shields_k)
    out.step("step_totals", "p. 18", swords=swords, shields=shields_m, damage=damage, monster_swords=swords_m, knight_shields=shields_k, wounds=wounds)
    # step 7: damage to the monster (p. 19)
    gold_taken, markers_off, excess = damage_monster(foe.gold, foe.hp_markers, damage)
    crests = gold_taken + (markers_off if settings.get("crests_on_hp_markers", True) else 0)
    if crests > knight.crests_left and settings.get("crests_run_out") == "refuse":
        raise refuse("crests_out", "p. 15", player=knight.name, left=knight.crests_left, need=crests)
    new_crests = add_crests(foe.crests, knight.name, crests)
    out.step("step_damage", "p. 19", damage=damage, gold=gold_taken, markers=markers_off, crests=crests, excess=excess)
    if crests > knight.crests_left:
        out.step("step_no_crests", "p. 15", left=knight.crests_left)
    # step 7b: wounds to the knight (p. 19; townsfolk p. 27; the last heroic deed p. 20)
    to_town = _townsfolk(knight, declared, wounds, knight.gold + gold_taken)
    reaching = wounds - sum(to_town.values())
    elsewhere = reaching if declared.wounds_elsewhere else 0
    reaching -= elsewhere
    if last_deed:
        taken, lost = 0, reaching
    else:
        taken = min(reaching, fatigue)
        lost = reaching - taken
    fatigue -= taken
    wrath += taken
    fires = reaching > 0 and (not last_deed or settings.get("wound_triggers_in_last_deed", True))
    gold = knight.gold + gold_taken - sum(to_town.values())
    stolen = min(foe.steals_gold, gold) if fires else 0
    gold -= stolen
    out.step("step_wounds", "p. 20" if last_deed else "p. 19", wounds=wounds, taken=taken, lost=lost, townsfolk=sum(to_town.values()))
    if stolen:
        out.step("step_stolen", "p. 15", gold=stolen)
    # step 8: destroyed? who gets the card (p. 19)
    destroyed = foe.gold - gold_taken == 0 and foe.hp_markers - markers_off == 0
    redirected = _tartos(out, knight, declared, excess, foe)
    gold += int(redirected[1].get("gold_taken", 0))
    card_to = award(new_crests, knight.name, excess - redirected[0]) if destroyed else ""
    out.step("step_destroyed" if destroyed else "step_survives", "p. 19", player=card_to)
    # the rest of the doom (p. 23; card first, then doom, p. 24)
    if not declared.doom_first:
        boss_after = Boss(boss.doom, boss.columns, boss.alive and not (foe.kind == "boss" and destroyed))
        column, skulls, wasted = advance_doom(boss_after, doom_results)
        doom_added = doom_results - wasted
        if doom_results:
            out.step("step_doom", "p. 23", added=doom_added, column=column + 1, tactics=skulls)
    n.update(
        attacker=knight.name, target=foe.name, row=foe.row, fatigue_paid=0 if declared.fatigue_paid_by_other else cost,
        last_heroic_deed=last_deed, pool=dict(pool), ignored=[c.source for c in ignored], knight_results=knight_faces,
        monster_dice=[f"{c}:{f}" for c, f in monster], wrath_spent=spent, swords=swords, monster_shields=shields_m, armour=armour,
        damage_dealt=damage, damage_prevented=min(swords, shields_m), excess=excess, gold_taken=gold_taken, hp_markers_removed=markers_off,
        crests_placed=crests, crests=dict(new_crests), monster_swords=swords_m, knight_shields=shields_k, wounds=wounds,
        wounds_prevented=min(swords_m, shields_k), wounds_taken=taken, wounds_lost=lost, wounds_to_townsfolk=dict(to_town), wounds_to_other=elsewhere,
        gold_stolen=stolen, doom_results=doom_results, doom_added=doom_added, doom_column=column, tactics_triggered=skulls,
        destroyed=destroyed, card_to=card_to, fatigue_left=fatigue, wrath_left=wrath, gold_after=gold,
        gold_left_on_monster=foe.gold - gold_taken, hp_markers_left=foe.hp_markers - markers_off,
        redirect=redirected[1],
    )
    return out


def _townsfolk(knight: Knight, declared: Declared, wounds: int, gold: int) -> dict[str, int]:
    """Solo: wounds redirected to townsfolk, 1 own gold per point on a free HP (p. 27)."""
    chosen = {k: v for k, v in declared.townsfolk.items() if v}
    total = sum(chosen.values())
    if not chosen:
        return {}
    if total > wounds:
        raise refuse("redirect_wounds", "p. 27", total=total, wounds=wounds)
    if total > gold:
        raise refuse("redirect_gold", "p. 27", total=total, player=knight.name, gold=gold)
    for name, count in chosen.items():
        free = knight.townsfolk_free.get(name, 0)
        if count > free:
            raise refuse("townsfolk_free", "p. 27", name=name, free=free, count=count)
    return chosen


def _tartos(out: Outcome, knight: Knight, declared: Declared, excess: int, foe: Foe) -> tuple[int, dict[str, Any]]:
    """Tartos's ability (p. 26, I-19): excess damage to one orthogonal face-up neighbour, no shields."""
    if declared.redirect is None:
        return 0, {}
    other, amount = declared.redirect
    if not knight.is_tartos:
        raise refuse("only_tartos", "p. 26")
    if amount > excess or amount <= 0:
        raise refuse("redirect_amount", "p. 26", amount=amount, excess=excess)
    if other.kind == "boss" or not other.face_up:
        raise refuse("redirect_target", "p. 26", monster=other.name)
    if foe.lane and other.lane and abs(ord(other.lane) - ord(foe.lane)) + abs(other.row - foe.row) != 1:
        raise refuse("redirect_neighbour", "p. 26", monster=other.name, target=foe.name)
    gold, markers, rest = damage_monster(other.gold, other.hp_markers, amount)
    crests = add_crests(other.crests, knight.name, gold + markers)
    destroyed = other.gold == gold and other.hp_markers == markers
    card_to = award(crests, knight.name, rest) if destroyed else ""
    out.step("step_tartos", "p. 26", target=other.name, damage=amount, gold=gold, player=card_to or "-")
    return amount, {"target": other.name, "damage": amount, "gold_taken": gold, "destroyed": destroyed, "card_to": card_to, "crests": dict(crests)}
