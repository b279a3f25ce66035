"""Dispute sheets (TOML) for a battle, a siege and an event defence, settled step by step. Pure.

Each ``settle_*`` returns the result as a dict (``verdict`` ``ok``) or raises ``RuleViolation`` for an
illegal sheet (the shell turns it into ``verdict`` ``illegal``) and ``SheetError`` for a malformed one.
The sheet format is documented in the README ("Rune Age" section) and examples/rune-age/.
"""

from __future__ import annotations

from typing import Any, Literal

from mkref.core.errors import RuleViolation, SheetError
from mkref.core.names import fold
from mkref.core.tomlread import Fields, Problems

from . import combat, data
from .combat import CombatCard, Side
from .elimination import threshold
from .messages import text

TOP_KEYS = {"game", "kind", "scenario", "player", "attacker", "defender", "target", "army", "plays", "bonus", "skulls", "casualties", "earlier_targets", "settings", "home_realm_damage"}
BATTLE_TARGETS = ("stronghold", "city", "enemy", "objective")
CARD_KEYS = {"card", "strength", "unit", "wounded", "destroyed", "protected", "bonus"}


class SheetCard(CombatCard):
    """A card of a sheet's army: its owner is the sheet's side ("attacker", "defender")."""

    owner: str


class Sheet:
    """The fields of one sheet, the game's settings and the steps to print."""

    def __init__(self, table: dict[str, Any], source: str, lang: str) -> None:
        self.problems = Problems(SheetError, collect=True)
        self.fields = Fields(table, source, "", self.problems)
        self.fields.unknown_keys(TOP_KEYS)
        self.fields.raw("game")
        self.fields.raw("kind")
        self.lang = lang
        self.settings = {**data.settings_defaults(), **(table.get("settings") or {})}
        self.fields.raw("settings")
        self.steps: list[dict[str, str]] = []

    def step(self, line: str, ref: str = "") -> None:
        self.steps.append({"text": line, "ref": ref})

    def done(self) -> None:
        self.problems.raise_if_any(self.fields.file)

    def illegal(self, key: str, ref: str, **values: object) -> RuleViolation:
        return RuleViolation(text(key, self.lang, **values), ref=ref)


def _card(sheet: Sheet, f: Fields, owner: str) -> SheetCard:
    f.unknown_keys(CARD_KEYS | {"side", "pass", "wound", "destroy"})
    name = f.text("card", "") or ""
    ident = data.find_card(name) if name else None
    unit_default = not (ident is not None and ident in data.cards()["neutral"] and data.neutral(ident).get("type") == "tactic")
    card: SheetCard = {**combat.new_card(ident or name, name, bool(f.flag("unit", unit_default)), f.number("strength", low=0) or 0), "owner": owner}
    card["wounded"] = bool(f.flag("wounded", False))
    card["destroyed"] = bool(f.flag("destroyed", False))
    card["protected"] = bool(f.flag("protected", False))
    card["bonus"] = f.number("bonus", 0) or 0
    return card


def _strength(card: CombatCard) -> str:
    return f"{card['strength']}" + (f"{card['bonus']:+d}" if card["bonus"] else "")


# ---- battle and defence ------------------------------------------------------------------------------
def settle_battle(table: dict[str, Any], source: str, lang: str, defence: bool = False) -> dict[str, Any]:
    sheet = Sheet(table, source, lang)
    f = sheet.fields
    player = f.text("player", "") or "player"
    target_f = f.table("target")
    if target_f is None:
        sheet.done()
        raise SheetError(text("sheet_no_target", lang, source=source))
    target_f.unknown_keys({"kind", "name", "strength", "attrition", "bonus", "controlled_by", "owner"})
    kind = target_f.text("kind", "effect" if defence else "enemy")
    name = target_f.text("name", "") or kind
    controlled = target_f.text("controlled_by", "")
    owner = target_f.text("owner", "")
    strength = target_f.number("strength", int(data.cards()["stronghold"]["strength"]) if kind == "stronghold" else None, low=0)
    attrition = target_f.number("attrition", 0, low=0) or 0
    target_bonus = target_f.number("bonus", 0) or 0
    army = [_card(sheet, c, "attacker") for c in f.tables("army")]
    earlier = f.texts("earlier_targets", [])
    damage_before = f.number("home_realm_damage", 0, low=0) or 0
    sheet.done()
    if strength is None:
        raise SheetError(text("sheet_no_strength", lang, source=source))
    if kind == "stronghold" and not defence:
        _check_own_stronghold(sheet, player, name, owner or controlled)
    _check_target(sheet, kind, name, controlled, defence, earlier or [])
    what = "sheet_defence" if defence else "sheet_battle"
    sheet.step(text(what, lang, name=player, target=name, kind=text("target_kind_" + kind, lang)), "p. 10")
    deployed: list[SheetCard] = [{**card, "bonus": 0} for card in army]  # Resolution abilities count only in step 4 (p. 10)
    for n, card in enumerate(army, 1):
        sheet.step(text("played", lang, name=player, card=card["name"], strength=card["strength"], total=combat.total(deployed[:n])), "p. 10")
    destroyed = _attrition(sheet, table, army, kind, attrition)
    for card in army:
        if card["bonus"] and not card["destroyed"]:
            sheet.step(text("card_bonus", lang, card=card["name"], amount=card["bonus"]).strip(), "p. 10")
    s_army = combat.total(army)
    s_target = strength + target_bonus
    won = combat.army_wins_battle(s_army, s_target)
    key = "battle_result_army" if won else "battle_result_target"
    sheet.step(text(key, lang, name=player, target=name, a=s_army, d=s_target), "p. 10")
    damage = 0
    if defence:
        fate = "repelled" if won else "damaged"
        damage = 0 if won else combat.damage(s_target, s_army)
    elif not won:
        fate = "stays"
    else:
        fate = {"stronghold": "captured", "city": "captured", "objective": "defeated_objective"}.get(kind, "defeated")
    fallen = [c["name"] for c in combat.fallen(army)]
    result = {
        "verdict": "ok", "kind": "defence" if defence else "battle", "player": player, "target": name, "target_kind": kind,
        "army_strength": s_army, "target_strength": s_target, "strengths": {"army": s_army, "target": s_target},
        "winner": "army" if won else "target", "damage": damage, "destroyed": fallen, "casualties": destroyed,
        "target_fate": fate, "ref": "p. 10" if not defence else "p. 11",
    }
    if defence:
        total = damage_before + damage
        result.update(home_realm_damage=total, eliminated=total >= threshold(),
                      passes_on=won or sheet.settings["pass_effect_on"] == "any_outcome")
    result["steps"] = sheet.steps
    return result


def _check_own_stronghold(sheet: Sheet, player: str, name: str, owner: str) -> None:
    """A battle is fought only for a stronghold of one's own barracks (p. 10: "eigene Festung"). Whose it
    is: the target's ``owner`` (or ``controlled_by``), else a race its name gives ("Latari stronghold")
    when the sheet's player is a race; a stronghold of nobody named is the player's own."""
    races = data.race_index()
    if not owner:
        named = {race for part in fold(name).split("_") if (race := races.find(part)) is not None}
        owner = next(iter(named)) if len(named) == 1 and races.find(player) is not None else ""
    if not owner or fold(owner) == fold(player):
        return
    mine, theirs = races.find(player), races.find(owner)
    if mine is not None and mine == theirs:
        return
    raise sheet.illegal("other_stronghold", "p. 10", name=data.race_name(theirs, sheet.lang) if theirs else owner)


def _check_target(sheet: Sheet, kind: str, name: str, controlled: str, defence: bool, earlier: list[str]) -> None:
    if defence:
        if kind != "effect":
            raise sheet.illegal("sheet_defence_effect", "p. 10")
        return
    if kind == "realm" or controlled:
        raise sheet.illegal("sheet_battle_is_siege", "p. 12", name=name)
    if kind not in BATTLE_TARGETS:
        raise SheetError(text("sheet_target_kind", sheet.lang, kind=kind, kinds=", ".join(BATTLE_TARGETS)))
    if any(e.casefold() == name.casefold() for e in earlier):
        raise sheet.illegal("target_twice", "p. 11", name=name)


def _attrition(sheet: Sheet, table: dict[str, Any], army: list[SheetCard], kind: str, symbols: int) -> list[str]:
    """R-BAT-03, R-ATT (p. 9-10): one roll per symbol, one chosen casualty per skull among eligible units."""
    if sheet.settings["casualties_against"] == "enemies_only" and kind not in ("enemy", "objective"):
        symbols = 0
    skulls = table.get("skulls", [])
    if not isinstance(skulls, list):
        skulls = [skulls]
    for value in skulls:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise sheet.illegal("skulls_whole", "p. 9", what=value)
    if len(skulls) != symbols:
        raise sheet.illegal("sheet_rolls", "p. 9", n=symbols, rolls=len(skulls))
    chosen = table.get("casualties", [])
    if not isinstance(chosen, list) or not all(isinstance(c, str) for c in chosen):
        raise SheetError(text("sheet_casualty_list", sheet.lang))
    destroyed: list[str] = []
    picks = list(chosen)
    for roll, count in enumerate(skulls, 1):
        sheet.step(text("attrition_roll", sheet.lang, roll=roll, skulls=count).strip(), "p. 9")
        for _ in range(count):
            eligible = combat.casualty_choices(army)
            if not eligible:
                break
            if not picks:
                raise sheet.illegal("sheet_casualty_missing", "p. 9", n=sum(skulls))
            pick = picks.pop(0)
            ident = data.find_card(pick) or pick
            index = next((i for i in sorted(eligible, key=lambda i: not army[i]["wounded"]) if army[i]["card"] == ident), None)
            if index is None:
                raise sheet.illegal("sheet_casualty_bad", "p. 9", card=pick)
            army[index]["destroyed"] = True
            destroyed.append(army[index]["name"])
            sheet.step(text("casualty", sheet.lang, card=army[index]["name"]).strip(), "p. 9")
    if picks:
        raise sheet.illegal("sheet_casualty_extra", "p. 9", cards=", ".join(picks))
    return destroyed


# ---- siege ---------------------------------------------------------------------------------------------
def settle_siege(table: dict[str, Any], source: str, lang: str) -> dict[str, Any]:
    """R-SIE-01..05 (p. 12-13): alternating deployment with the pass lock, attacker's Resolution first,
    the city's defense bonus, a tie to the defender, Home Realm damage."""
    sheet = Sheet(table, source, lang)
    f = sheet.fields
    names: dict[str, str] = {combat.ATTACKER: f.text("attacker", "attacker"), combat.DEFENDER: f.text("defender", "defender")}
    scenario = f.text("scenario", "")
    target_f = f.table("target")
    if target_f is None:
        sheet.done()
        raise SheetError(text("sheet_no_target", lang, source=source))
    target_f.unknown_keys({"kind", "name", "defense_bonus", "controlled_by"})
    kind = target_f.text("kind", "realm")
    name = target_f.text("name", "") or kind
    bonus = target_f.number("defense_bonus", 0, low=0) or 0
    target_f.raw("controlled_by")
    plays = list(f.tables("plays"))
    bonuses = list(f.tables("bonus"))
    damage_before = f.number("home_realm_damage", 0, low=0) or 0
    sheet.done()
    if kind == "stronghold":
        raise sheet.illegal("no_stronghold_siege", "p. 12")
    if kind not in ("realm", "city"):
        raise SheetError(text("sheet_target_kind", lang, kind=kind, kinds="realm, city"))
    if kind == "realm" and scenario and data.scenario_index().find(scenario) == "monument":
        raise sheet.illegal("monument_no_realm", "p. 16")
    sheet.step(text("sheet_siege", lang, attacker=names["attacker"], target=name, defender=names["defender"]), "p. 12")
    armies: dict[str, list[SheetCard]] = {combat.ATTACKER: [], combat.DEFENDER: []}
    _deploy(sheet, plays, armies, names)
    _resolution_bonuses(sheet, bonuses, armies)
    s_att = combat.total(armies[combat.ATTACKER])
    s_def = combat.total(armies[combat.DEFENDER], bonus)
    won = combat.attacker_wins_siege(s_att, s_def)
    key = "siege_result_attacker" if won else "siege_result_defender"
    sheet.step(text(key, lang, attacker=names["attacker"], defender=names["defender"], a=s_att, d=s_def), "p. 12")
    damage = combat.damage(s_att, s_def) if won and kind == "realm" else 0
    fate = ("captured" if won else "held") if kind == "city" else ("damaged" if won else "repelled")
    fallen = [c["name"] for side in armies.values() for c in combat.fallen(side)]
    result: dict[str, Any] = {
        "verdict": "ok", "kind": "siege", "attacker": names["attacker"], "defender": names["defender"], "target": name, "target_kind": kind,
        "attacker_strength": s_att, "defender_strength": s_def, "strengths": {"attacker": s_att, "defender": s_def},
        "defense_bonus": bonus, "winner": "attacker" if won else "defender", "damage": damage, "destroyed": fallen,
        "target_fate": fate, "ref": "p. 12",
    }
    if kind == "realm":
        total = damage_before + damage
        result.update(home_realm_damage=total, eliminated=total >= threshold())
    if kind == "city" and won:
        result["city_enters"] = "exhausted" if data.scenario_index().find(scenario or "") == "cataclysm" else "ready"
    result["steps"] = sheet.steps
    return result


def _side(sheet: Sheet, f: Fields) -> Side:
    side = f.choice("side", (combat.ATTACKER, combat.DEFENDER))
    sheet.done()  # a missing or unknown side stops the sheet here
    return combat.ATTACKER if side == combat.ATTACKER else combat.DEFENDER


def _deploy(sheet: Sheet, plays: list[Fields], armies: dict[str, list[SheetCard]], names: dict[str, str]) -> None:
    passed: dict[Side, bool] = {combat.ATTACKER: False, combat.DEFENDER: False}
    turn: Side | Literal[""] = combat.ATTACKER
    for f in plays:
        side = _side(sheet, f)
        if passed[side]:
            raise sheet.illegal("side_passed", "p. 12", name=names[side])
        if side != turn:
            raise sheet.illegal("not_your_play", "p. 12", name=names[turn])
        if f.raw("pass", False):
            f.unknown_keys({"side", "pass"})
            passed[side] = True
            sheet.step(text("passed", sheet.lang, name=names[side]), "p. 12")
            turn = combat.after_pass(side, passed)
            continue
        card = _card(sheet, f, side)
        sheet.done()
        armies[side].append(card)
        sheet.step(text("played", sheet.lang, name=names[side], card=card["name"], strength=_strength(card), total=combat.total(armies[side])), "p. 12")
        for effect in ("wound", "destroy"):
            spec = f.raw(effect)
            if spec is not None:
                _apply_effect(sheet, effect, spec, armies)
        turn = combat.after_play(side, passed)
    if not all(passed.values()):
        for left in (combat.ATTACKER, combat.DEFENDER):
            if not passed[left]:
                sheet.step(text("passed", sheet.lang, name=names[left]), "p. 12")


def _apply_effect(sheet: Sheet, effect: str, spec: object, armies: dict[str, list[SheetCard]]) -> None:
    """An On-play ability that wounds or destroys a unit: { side = "...", card = "..." }."""
    if not isinstance(spec, dict) or not isinstance(spec.get("side"), str) or spec["side"] not in armies or not isinstance(spec.get("card"), str):
        raise SheetError(text("sheet_effect_form", sheet.lang, effect=effect))
    army = armies[spec["side"]]
    ident = data.find_card(spec["card"]) or spec["card"]
    index = combat.find_in_army(army, ident)
    if index is None:
        raise SheetError(text("sheet_not_in_army", sheet.lang, what=effect, card=spec["card"], side=spec["side"]))
    card = army[index]
    if effect == "wound":
        if card["wounded"]:
            raise sheet.illegal("wounded_twice", "p. 14", card=card["name"])
        card["wounded"] = True
        sheet.step(text("wounded", sheet.lang, card=card["name"]).strip(), "p. 14")
    else:
        if card["protected"]:
            raise sheet.illegal("is_protected", "p. 9", card=card["name"])
        card["destroyed"] = True
        sheet.step(text("destroyed", sheet.lang, card=card["name"]).strip(), "p. 14")


def _resolution_bonuses(sheet: Sheet, bonuses: list[Fields], armies: dict[str, list[SheetCard]]) -> None:
    """R-SIE-03 (p. 12, 14): the attacker applies all his Resolution abilities first, then the defender."""
    seen_defender = False
    for f in bonuses:
        f.unknown_keys({"side", "card", "amount"})
        side = f.choice("side", (combat.ATTACKER, combat.DEFENDER))
        name = f.text("card", "")
        amount = f.number("amount")
        sheet.done()
        if side == combat.DEFENDER:
            seen_defender = True
        elif seen_defender:
            raise sheet.illegal("sheet_attacker_first", "p. 12")
        ident = data.find_card(name) or name
        index = combat.find_in_army(armies[side], ident)
        if index is None:
            raise SheetError(text("sheet_not_in_army", sheet.lang, what="bonus", card=name, side=side))
        armies[side][index]["bonus"] += amount
        sheet.step(text("card_bonus", sheet.lang, card=armies[side][index]["name"], amount=amount).strip(), "p. 12")
