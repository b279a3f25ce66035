"""The `kind = "pvp"` and `kind = "coop_assault"` sheets: a fight between heroes or a cooperative city
assault written down as TOML, read and played through the pure rules (README, "Player against player").

Shape errors name the file and the key (SheetError, exit 3); what the rules forbid is refused with the
page (RuleViolation, exit 1).
"""

from __future__ import annotations

from typing import Any

from mkref.core.errors import InvalidInput, SheetError
from mkref.core.messages import SHELL
from mkref.core.tomlread import Fields, Problems
from mkref.games.mage_knight.data import components as data
from mkref.games.mage_knight.combat.engine import CombatResult, Part
from mkref.games.mage_knight.combat.sheets import labelled, parse_part, parse_sheet, run, unit
from mkref.games.mage_knight.pvp import coop
from mkref.games.mage_knight.pvp.messages import MESSAGES
from mkref.games.mage_knight.pvp.fight import Exchange, Fight, Hero
from mkref.games.mage_knight.pvp.rules import ARTIFACT_PLACES, FAME_RULES, Artifact, Situation, Use

PVP_KEYS = ("game", "kind", "time", "site", "commitment", "came_from", "came_from_safe", "situation", "rulings",
            "aggressor", "defender", "ranged", "melee")
SITUATION_KEYS = ("scenario", "entered_this_turn", "move_provokes", "aggressor_acted", "defender_face_down", "defender_in_combat",
                  "end_of_round_announced", "scenario_end_reached", "no_pvp_agreed", "allies")
HERO_KEYS = ("name", "level", "fame", "armor", "hand_limit", "hand_has_non_wound", "units", "artifacts")
EXCHANGE_KEYS = ("by", "attack", "block", "loses_swift", "wound", "steal", "withdraw", "prevented", "cancelled")
COOP_KEYS = ("game", "kind", "time", "city_color", "cooperative", "everybody_agreed", "end_of_round_announced",
             "scenario_end_reached", "underground_attack", "rulings", "enemies", "heroes")
COOP_HERO_KEYS = ("name", "initiator", "adjacent", "face_down", "hand_has_non_wound", "shares_space", "acted", "defenders",
                  "level", "armor", "hand_limit", "wounds_in_hand", "wounds_from_cards", "units", "rampaging",
                  "ranged", "block", "damage", "attack")


def fields(table: dict[str, Any], source: str) -> Fields:
    return Fields(table, source, "", Problems(SheetError, collect=False))


# ----------------------------------------------------------------------------- player against player


def read_fight(top: Fields, lang: str = "en") -> Fight:
    """Parse a pvp sheet into a started fight with every exchange played (not yet finished)."""
    top.unknown_keys(PVP_KEYS)
    time = top.choice("time", ("day", "night"), "day")
    site = top.text("site", "none")
    aggressor = _hero(_required(top, "aggressor"))
    defender = _hero(_required(top, "defender"))
    situation = _situation(top.table("situation", {}) or fields({}, top.file), "" if site == "none" else site)
    rulings = top.table("rulings", {}) or fields({}, top.file)
    rulings.unknown_keys(("fame",))
    fight = Fight(
        aggressor, defender, situation, top.choice("commitment", ("full", "partial"), "full") == "full",
        fame_rule=rulings.choice("fame", FAME_RULES, "p13"), came_from=top.text("came_from", ""),
        came_from_safe=top.flag("came_from_safe", True), lang=lang,
    )
    for phase in ("ranged", "melee"):
        for f in top.tables(phase):
            fight.exchange(_exchange(f, phase, time))
    return fight


def _required(top: Fields, key: str) -> Fields:
    table = top.table(key)
    if table is None:
        raise SheetError(SHELL.said("problem_in", where=top.where(key)), MESSAGES.said("sheet_missing_side", key=key))
    return table


def _hero(f: Fields) -> Hero:
    f.unknown_keys(HERO_KEYS)
    level = f.number("level", low=1, high=10)
    token = data.levels()[level]
    units = labelled([unit(u) for u in f.tables("units")], [u.has("label") for u in f.tables("units")])
    return Hero(
        name=f.text("name"), level=level, fame=f.number("fame", token.fame, low=0),
        armor=f.number("armor", token.armor, low=1), hand_limit=f.number("hand_limit", token.hand_limit, low=1),
        units=tuple(units), artifacts=tuple(_artifact(a) for a in f.tables("artifacts")),
        hand_has_non_wound=f.flag("hand_has_non_wound", True),
    )


def _artifact(f: Fields) -> Artifact:
    f.unknown_keys(("name", "where", "unit"))
    where = f.choice("where", ARTIFACT_PLACES, "play")
    on_unit = f.text("unit", "")
    if (where == "unit") != bool(on_unit):
        f.problems.add(f.where("unit"), "an artifact on a unit names it: where = \"unit\", unit = \"<label>\"")
    return Artifact(f.text("name"), where, on_unit)


def _situation(f: Fields, site: str) -> Situation:
    f.unknown_keys(SITUATION_KEYS)
    cooperative, forbids = False, ""
    if f.has("scenario"):
        from mkref.games.mage_knight.data import game_facts as game_data

        scenario = game_data.scenarios()[game_data.scenario_names().resolve(f.text("scenario"))]
        cooperative = bool(scenario.get("cooperative"))
        forbids = "" if scenario.get("player_combat", True) else str(scenario.get("ref", ""))
    return Situation(
        site=site, entered_this_turn=f.flag("entered_this_turn", True), move_provokes=f.flag("move_provokes", False),
        aggressor_acted=f.flag("aggressor_acted", False), defender_face_down=f.flag("defender_face_down", False),
        defender_in_combat=f.flag("defender_in_combat", False), end_of_round_announced=f.flag("end_of_round_announced", False),
        scenario_end_reached=f.flag("scenario_end_reached", False), cooperative=cooperative, no_pvp_agreed=f.flag("no_pvp_agreed", False),
        scenario_forbids_ref=forbids, allies=f.flag("allies", False),
    )


def _exchange(f: Fields, phase: str, time: str) -> Exchange:
    f.unknown_keys(EXCHANGE_KEYS)
    uses = [Use("hero") if name.casefold() in ("hero", "held") else Use("unit", name) for name in f.texts("wound", [])]
    uses += [Use("steal", name) for name in f.texts("steal", [])]
    withdraw = f.table("withdraw", None)
    if withdraw is not None:
        withdraw.unknown_keys(("space", "terrain", "safe"))
        from mkref.games.mage_knight.data import game_facts as game_data
        from mkref.games.mage_knight.table import rules as game_rules

        terrain = game_data.terrain_names().resolve(withdraw.text("terrain"))
        cost = game_rules.step_cost(terrain, time)  # the unmodified cost (p. 13 §2b)
        uses.append(Use("withdraw", withdraw.text("space", terrain), cost, withdraw.flag("safe", True)))
    return Exchange(phase, f.choice("by", ("aggressor", "defender")), _parts(f, "attack"), _parts(f, "block", True),
                    f.flag("loses_swift", False), tuple(uses), f.number("prevented", 0, low=0), f.flag("cancelled", False))


def _parts(f: Fields, key: str, allow_empty: bool = False) -> tuple[Part, ...]:
    out = []
    for i, text in enumerate(f.texts(key, [] if allow_empty else None) or []):
        try:
            out.append(parse_part(text))
        except InvalidInput as bad:
            f.problems.add(f.where(f"{key}[{i}]"), bad.message())
    return tuple(out)


# ----------------------------------------------------------------------------- the cooperative city assault


class Assault:
    """A settled cooperative assault: each hero's combat in order and the outcome."""

    def __init__(self, order: list[str], dealt: dict[str, list[str]], combats: dict[str, CombatResult], outcome: coop.CoopOutcome) -> None:
        self.order = order
        self.dealt = dealt
        self.combats = combats
        self.outcome = outcome
        self.start = coop.start_lines(order, dealt)

    def as_dict(self, lang: str = "en") -> dict[str, Any]:
        return {
            "verdict": "ok",
            "order": self.order,
            "conquered": self.outcome.conquered,
            "leader": self.outcome.leader or None,
            "shields": self.outcome.shields,
            "withdraw": list(self.outcome.withdraw),
            "heroes": [{"name": n, "defenders": self.dealt[n], "combat": self.combats[n].as_dict()} for n in self.order],
            "steps": [{"phase": ln.phase, "text": ln.text(lang), "ref": ln.ref} for ln in (*self.start, *self.outcome.lines)],
        }


def read_assault(top: Fields, lang: str = "en") -> Assault:
    top.unknown_keys(COOP_KEYS)
    _, colours, _ = data.combat_facts()
    if top.choice("city_color", tuple(colours)) is None:
        top.problems.add(top.where("city_color"), "the City's colour: white, blue, red or green")
    raw_enemies = top.raw("enemies") or []
    labels = _defender_labels(top)
    heroes = list(top.tables("heroes"))
    for h in heroes:
        h.unknown_keys(COOP_HERO_KEYS)
    if len(heroes) < 2:
        top.problems.add(top.where("heroes"), "a cooperative assault needs at least two [[heroes]], in turn order")
    people = [_participant(h) for h in heroes]
    starters = [p for p, h in zip(people, heroes) if h.flag("initiator", False)]
    initiator = starters[0] if starters else people[0]
    situation = coop.CoopSituation(
        cooperative=top.flag("cooperative", True), everybody_agreed=top.flag("everybody_agreed", False),
        end_of_round_announced=top.flag("end_of_round_announced", False), scenario_end_reached=top.flag("scenario_end_reached", False),
        underground_attack=top.flag("underground_attack", False),
    )
    coop.check_start(initiator, [p for p in people if p is not initiator], situation, lang)
    dealt = {p.name: list(h.texts("defenders")) for p, h in zip(people, heroes)}
    coop.check_dealt(labels, dealt, lang)
    order = coop.play_order([p.name for p in people], initiator.name)
    by_name = {p.name: h for p, h in zip(people, heroes)}
    combats = {}
    for name in order:
        table = _combat_table(top, by_name[name], raw_enemies, labels, dealt[name])
        combats[name] = run(parse_sheet(Fields(table, top.file, by_name[name].path, top.problems)))
    defeated = {n: [e["label"] for e in combats[n].as_dict()["enemies"] if e["defeated"] and e["label"] in dealt[n]] for n in order}
    return Assault(order, dealt, combats, coop.outcome(order, defeated, labels))


def _defender_labels(top: Fields) -> list[str]:
    labels: list[str] = []
    for f in top.tables("enemies"):
        if f.has("label"):
            base = f.text("label")
        elif f.has("enemy"):
            base = data.enemy_id(f.text("enemy"))
        else:
            raise SheetError(SHELL.said("problem_in", where=f.where("label")), MESSAGES.said("sheet_defender_label"))
        label, n = base, 1
        while label in labels:
            n += 1
            label = f"{base}#{n}"
        labels.append(label)
    if not labels:
        top.problems.add(top.where("enemies"), "missing; the City's defenders as [[enemies]] tables")
    return labels


def _participant(h: Fields) -> coop.Participant:
    return coop.Participant(
        name=h.text("name"), adjacent=h.flag("adjacent", True), face_down=h.flag("face_down", False),
        hand_has_non_wound=h.flag("hand_has_non_wound", True), shares_space=h.flag("shares_space", False), acted=h.flag("acted", False),
    )


def _combat_table(top: Fields, h: Fields, raw_enemies: list[Any], labels: list[str], mine: list[str]) -> dict[str, Any]:
    """The hero's own combat as a combat sheet: a city assault against the defenders dealt to them, plus the
    rampaging enemies they provoked or challenged (p. 13 §6c)."""
    enemies = [dict(table, label=label) for table, label in zip(raw_enemies, labels) if label in mine]
    enemies += [dict(table, rampaging=True) for table in (h.raw("rampaging") or [])]
    hero = {key: h.raw(key) for key in ("level", "armor", "hand_limit", "wounds_in_hand", "wounds_from_cards") if h.has(key)}
    table: dict[str, Any] = {"site": "city", "city_color": top.raw("city_color"), "time": top.raw("time", "day"), "enemies": enemies}
    if hero:
        table["hero"] = hero
    for key in ("units", "ranged", "block", "damage", "attack"):
        if h.has(key):
            table[key] = h.raw(key)
    if top.has("rulings"):
        table["rulings"] = top.raw("rulings")
    return table
