"""Army files (TOML written once by the players) and the army-building rules (p. 3, p. 18).

A warrior's dial cannot be seen by the program, so each warrior lists its clicks from the starting
line to the last click before the skulls. See the README section "Mage Knight miniatures".
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mkref.core.errors import DataFileError, InvalidInput, RuleViolation
from mkref.core.names import NameIndex, fold
from mkref.core.tomlread import Fields, Problems, load_toml

from . import data
from .data import ATTACK_TYPES, SPEED_TYPES
from .rules import check_build_total

MAX_WARRIORS = 500  # far beyond any build total (a warrior costs at least a few points); bounds the work on a hostile file

RANKS = ("weak", "standard", "tough", "unique")
STAT_KEYS = ("speed", "attack", "defense", "damage")


def _said(key: str, /, **values: object) -> str:
    """A refusal from the catalogue (messages.py), loaded only when a refusal is made."""
    from .messages import MESSAGES

    return MESSAGES.said(key, **values)


@dataclass(frozen=True)
class Click:
    speed: int
    attack: int
    defense: int
    damage: int
    abilities: tuple[str, ...] = ()
    repair: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {"speed": self.speed, "attack": self.attack, "defense": self.defense, "damage": self.damage,
                "abilities": list(self.abilities)}


@dataclass(frozen=True)
class Warrior:
    name: str
    points: int
    rank: str = "standard"
    collector: str = ""
    faction: str = ""  # "" = Mage Spawn (no faction symbol)
    subfaction: str = ""
    speed_type: str = "boot"
    attack_types: tuple[str, ...] = ()
    attack_bonus: int = 0
    defense_types: tuple[str, ...] = ()
    damage_types: tuple[str, ...] = ()
    range: int = 0
    ranged_damage: int = 0
    targets: int = 1
    front_arc: int = 90
    item_slots: int = 0
    large: bool = False
    dial: tuple[Click, ...] = ()
    damage_reduction: int = 0

    @property
    def unique(self) -> bool:
        return self.rank == "unique"

    @property
    def repair_markers(self) -> tuple[int, ...]:
        return tuple(i for i, c in enumerate(self.dial) if c.repair)


@dataclass(frozen=True)
class Item:
    id: str  # relic id when it is a relic, else folded name
    name: str
    number: str
    points: int
    wearer: str  # the unit key of the wearer
    requires: tuple[str, ...] = ()

    @property
    def relic(self) -> bool:
        return self.number.upper().startswith("R")


@dataclass(frozen=True)
class Unit:
    """One figure in an army: a warrior type, its own key ('orc_marauder_2'), its items."""

    key: str
    warrior: Warrior


@dataclass
class Army:
    name: str
    units: list[Unit]
    items: list[Item]
    settings: dict[str, Any] = field(default_factory=dict)
    source: str = ""

    @property
    def cost(self) -> int:
        return sum(u.warrior.points for u in self.units) + sum(i.points for i in self.items)


# ---- reading ------------------------------------------------------------------------------------
def _click(f: Fields | None, raw: Any, where: str, problems: Problems) -> Click | None:
    if isinstance(raw, list):
        if len(raw) < 4 or not all(isinstance(v, int) and not isinstance(v, bool) for v in raw[:4]):
            problems.add(where, f"is {raw!r}; expected [speed, attack, defense, damage] (4 whole numbers)")
            return None
        extra = [v for v in raw[4:] if isinstance(v, str)]
        speed, attack, defense, damage = raw[:4]
        return Click(speed, attack, defense, damage, abilities=tuple(e for e in extra if e != "repair"), repair="repair" in extra)
    if f is None:
        problems.add(where, f"is {raw!r}; expected a list or a table")
        return None
    vals = [f.number(k, low=0) for k in STAT_KEYS]
    abilities = f.texts("abilities", [])
    repair = f.flag("repair", False)
    f.unknown_keys(set(STAT_KEYS) | {"abilities", "repair"})
    if any(v is None for v in vals):
        return None
    speed, attack, defense, damage = vals
    return Click(speed, attack, defense, damage, abilities=tuple(abilities), repair=repair)


WARRIOR_KEYS = {
    "name", "points", "rank", "collector", "set", "faction", "subfaction", "speed_type", "attack_types",
    "attack_bonus", "defense_types", "damage_types", "range", "ranged_damage", "targets", "front_arc",
    "item_slots", "large", "dial", "count", "damage_reduction",
}


def _warrior(f: Fields, problems: Problems) -> tuple[Warrior | None, int]:
    clicks: list[Click] = []
    dial = f.get("dial", list, [], expect="a list of clicks")
    for i, raw in enumerate(dial or []):
        where = f.where(f"dial[{i}]")
        sub = Fields(raw, f.file, f"{f.path}.dial[{i}]", problems) if isinstance(raw, dict) else None
        c = _click(sub, raw, where, problems)
        if c:
            clicks.append(c)
    if not dial:
        problems.add(f.where("dial"), "missing; list each click from the starting line, e.g. [8, 9, 16, 2]")
    w = Warrior(
        name=f.text("name"),
        points=f.number("points", low=1),
        rank=f.choice("rank", RANKS, "standard"),
        collector=str(f.raw("collector", "") or ""),
        faction=f.text("faction", ""),
        subfaction=f.text("subfaction", ""),
        speed_type=f.choice("speed_type", SPEED_TYPES, "boot"),
        attack_types=tuple(f.texts("attack_types", [], options=ATTACK_TYPES)),
        attack_bonus=f.number("attack_bonus", 0, low=0),
        defense_types=tuple(f.texts("defense_types", [])),
        damage_types=tuple(f.texts("damage_types", [])),
        range=f.number("range", 0, low=0),
        ranged_damage=f.number("ranged_damage", 0, low=0),
        targets=f.number("targets", 1, low=1),
        front_arc=f.number("front_arc", 90, low=1, high=360),
        item_slots=f.number("item_slots", 0, low=0),
        large=f.flag("large", False),
        dial=tuple(clicks),
        damage_reduction=f.number("damage_reduction", 0, low=0),
    )
    count = f.number("count", 1, low=1)
    f.unknown_keys(WARRIOR_KEYS)
    if w.name is None or w.points is None:
        return None, 0
    return w, count or 1


def read_army(path: str | Path) -> Army:
    """An army file; every problem is listed with the file and the key (exit 3)."""
    path = Path(path)
    raw = load_toml(path, DataFileError)
    return army_from_dict(raw, str(path))


def army_from_dict(raw: dict[str, Any], where: str) -> Army:
    problems = Problems(DataFileError, collect=True)
    root = Fields(raw, where, "", problems)
    name = root.text("name", Path(where).stem)
    units: list[Unit] = []
    seen: Counter[str] = Counter()
    for f in root.tables("warriors"):
        w, count = _warrior(f, problems)
        if w is None:
            continue
        for _ in range(count):
            base = fold(w.name)
            seen[base] += 1
            units.append(Unit(base if seen[base] == 1 else f"{base}_{seen[base]}", w))
    if len(units) > MAX_WARRIORS:  # checked before anything is built per warrior (issue 11: 8,000 took 18 s)
        raise DataFileError(_said("mref.army_size", file=where, n=len(units)), _said("mref.army_size_why", max=MAX_WARRIORS), _said("mref.army_size_hint"))
    if not units and not problems.items:
        problems.add(where, "has no [[warriors]]")
    items: list[Item] = []
    index = data.load().index("relic")
    for f in root.tables("items"):
        name_ = f.text("name")
        number = str(f.raw("number", "") or "")
        points = f.number("points", low=0)
        wearer = f.text("wearer")
        requires = f.texts("requires", [])
        f.unknown_keys({"name", "number", "points", "wearer", "requires"})
        if name_ is None or points is None or wearer is None:
            continue
        relic_id = index.find(name_) or (index.find(number) if number else None)
        ident = relic_id or fold(name_)
        if relic_id:
            relic = data.load().relics[relic_id]
            number = number or relic.number
            requires = requires or list(relic.requires)
        items.append(Item(ident, name_, number, points, wearer, tuple(requires)))
    settings = dict(raw.get("settings", {})) if isinstance(raw.get("settings", {}), dict) else {}
    root.unknown_keys({"name", "warriors", "items", "settings", "faction"})
    problems.raise_if_any(f"The army file {where}")
    return Army(name, units, items, settings, where)


def unit_index(army: Army) -> NameIndex:
    idx = NameIndex("warrior")
    names = Counter(u.warrior.name for u in army.units)
    for u in army.units:
        idx.add(u.key, (u.warrior.name,) if names[u.warrior.name] == 1 else (), u.key)
    return idx


# ---- validating (p. 3, p. 18) -------------------------------------------------------------------
@dataclass
class ArmyReport:
    cost: int
    build_total: int
    problems: list[tuple[str, str]]  # (text, ref)

    @property
    def ok(self) -> bool:
        return not self.problems


def validate_army(army: Army, build_total: int) -> ArmyReport:
    """Spec §3.2: build total, cost, unique warriors, relics, item slots and requirements."""
    check_build_total(build_total)
    out: list[tuple[str, str]] = []
    cost = army.cost
    if cost > build_total:
        out.append((f"The army costs {cost} points, more than the build total of {build_total}", "p. 3"))
    uniques = Counter(
        (u.warrior.collector or u.warrior.name) for u in army.units if u.warrior.unique
    )
    for key, n in uniques.items():
        if n > 1:
            out.append((f"The unique warrior {key} is in the army {n} times (at most once)", "p. 3"))
    relics = Counter(i.id for i in army.items if i.relic)
    for key, n in relics.items():
        if n > 1:
            out.append((f"The relic {key} is in the army {n} times (at most once)", "p. 18"))
    idx = unit_index(army)
    by_unit: dict[str, list[Item]] = {}
    for item in army.items:
        wearer = idx.find(item.wearer)
        if wearer is None:
            out.append((f"The item {item.name} names the wearer '{item.wearer}', who is not in the army", "p. 18"))
            continue
        by_unit.setdefault(wearer, []).append(item)
    units = {u.key: u for u in army.units}
    for key, items in by_unit.items():
        w = units[key].warrior
        if len(items) > w.item_slots:
            out.append((f"{w.name} carries {len(items)} item(s) but has {w.item_slots} slot(s)", "p. 18"))
        if sum(1 for i in items if i.relic) > 1:
            out.append((f"{w.name} carries more than one relic", "p. 18"))
        reqs = Counter(r for i in items for r in i.requires)
        for r, n in reqs.items():
            if n > 1:
                out.append((f"{w.name} carries {n} items with the same requirement '{r}'", "p. 18"))
        for i in items:
            for r in i.requires:
                if not meets(w, r):
                    out.append((f"{w.name} does not meet the requirement '{r}' of {i.name}", "p. 18"))
    for u in army.units:
        if len(u.warrior.dial) == 0:
            out.append((f"{u.warrior.name} has no dial", "p. 2"))
    return ArmyReport(cost, build_total, out)


def meets(w: Warrior, requirement: str) -> bool:
    """A requirement is an attack type, a faction, or 'attack>=N' (a minimum attack value)."""
    r = requirement.strip().lower()
    if r in ATTACK_TYPES:
        return r in w.attack_types
    if r.startswith("attack>="):
        try:
            return bool(w.dial) and w.dial[0].attack >= int(r.split(">=")[1])
        except ValueError:
            return False
    return fold(r) in (fold(w.faction), fold(w.subfaction))


def check_army(army: Army, build_total: int) -> ArmyReport:
    report = validate_army(army, build_total)
    return report


def refuse_if_illegal(army: Army, build_total: int) -> ArmyReport:
    report = validate_army(army, build_total)
    if report.problems:
        text, ref = report.problems[0]
        why = _said("mref.army_more", problem=text, n=len(report.problems) - 1) if len(report.problems) > 1 else text
        raise RuleViolation(_said("mref.army_rules", army=army.name), why, _said("mref.army_check"), ref=ref)
    return report


# ---- mkstats.json import ------------------------------------------------------------------------
_ALIASES = {
    "name": ("name", "Name", "unit_name", "title"),
    "points": ("points", "cost", "Points", "pointValue", "point_value"),
    "rank": ("rank", "Rank", "rank_name"),
    "collector": ("collector", "number", "collectorNumber", "collector_number", "id", "Number"),
    "set": ("set", "Set", "expansion", "set_name"),
    "faction": ("faction", "Faction"),
    "speed_type": ("speed_type", "speedType", "speed_icon", "movement"),
    "attack_types": ("attack_types", "attackType", "attack_type", "attack_icon"),
    "range": ("range", "Range"),
    "ranged_damage": ("ranged_damage", "rangedDamage", "ranged_damage_value"),
    "targets": ("targets", "Targets", "target_count", "arrows"),
    "attack_bonus": ("attack_bonus", "attackBonus"),
    "item_slots": ("item_slots", "slots", "itemSlots"),
    "dial": ("dial", "Dial", "clicks", "stats"),
}
_RANK_WORDS = {"weak": "weak", "standard": "standard", "tough": "tough", "unique": "unique",
               "schwach": "weak", "stark": "tough", "1": "weak", "2": "standard", "3": "tough", "0": "unique"}


def _pick(obj: dict[str, Any], key: str, default: Any = None) -> Any:
    for k in _ALIASES[key]:
        if k in obj:
            return obj[k]
    return default


def read_mkstats(path: str | Path) -> list[dict[str, Any]]:
    """The figure records of a mkstats.json (a list, or an object holding one under figures/units/data)."""
    path = Path(path)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DataFileError(_said("mref.cannot_read", path=path), _said("mref.no_file")) from None
    except (OSError, ValueError) as exc:
        raise DataFileError(_said("mref.cannot_read", path=path), _said("mref.not_json", error=exc)) from None
    if isinstance(raw, dict):
        for key in ("figures", "units", "warriors", "data", "dials"):
            if isinstance(raw.get(key), list):
                raw = raw[key]
                break
        else:
            raw = list(raw.values()) if all(isinstance(v, dict) for v in raw.values()) else []
    if not isinstance(raw, list) or not all(isinstance(r, dict) for r in raw):
        raise DataFileError(_said("mref.cannot_read", path=path), _said("mref.not_records"))
    return raw


def _num(v: Any, default: int = 0) -> int:
    try:
        return int(v)
    except (TypeError, ValueError):
        return default


def import_warriors(records: list[dict[str, Any]], names: list[str]) -> list[dict[str, Any]]:
    """Army-file warrior tables for the figures named (name, or 'name@collector' to pick one)."""
    idx = NameIndex("figure")
    for i, r in enumerate(records):
        nm = str(_pick(r, "name", "") or "")
        col = str(_pick(r, "collector", "") or "")
        keys = [f"{nm} {col}", f"{nm}@{col}", col] if col else []
        idx.add(str(i), [*keys], nm)
    by_name: dict[str, list[int]] = {}
    for i, r in enumerate(records):
        by_name.setdefault(fold(str(_pick(r, "name", "") or "")), []).append(i)
    out: list[dict[str, Any]] = []
    for want in names:
        hits = by_name.get(fold(want))
        if hits is None:
            found = idx.find(want)
            if found is None:
                from mkref.core.errors import UnknownName

                close = [str(_pick(records[int(c)], "name", "")) for c in idx.close(want)]
                raise UnknownName("figure", want, close)
            hits = [int(found)]
        if len(hits) > 1:
            choices = ", ".join(f"{want}@{_pick(records[h], 'collector', '?')}" for h in hits[:6])
            raise InvalidInput(_said("mref.several_figures", name=want), hint=_said("mref.pick_collector", choices=choices))
        out.append(_convert(records[hits[0]]))
    return out


def _convert(r: dict[str, Any]) -> dict[str, Any]:
    dial_raw = _pick(r, "dial", []) or []
    dial: list[list[int]] = []
    for c in dial_raw:
        if isinstance(c, dict):
            vals = [_num(c.get(k, c.get(k[:3], c.get(k.capitalize())))) for k in STAT_KEYS]
        elif isinstance(c, list):
            vals = [_num(v) for v in c[:4]]
        else:
            continue
        if len(vals) == 4 and not all(v == 0 for v in vals):
            dial.append(vals)
    rank = _RANK_WORDS.get(str(_pick(r, "rank", "standard")).strip().lower(), "standard")
    attack = _pick(r, "attack_types", [])
    attack = [attack] if isinstance(attack, str) else list(attack or [])
    speed = str(_pick(r, "speed_type", "boot") or "boot").lower()
    w: dict[str, Any] = {
        "name": str(_pick(r, "name", "")),
        "points": _num(_pick(r, "points", 0)),
        "rank": rank,
        "collector": str(_pick(r, "collector", "") or ""),
        "faction": str(_pick(r, "faction", "") or ""),
        "speed_type": speed if speed in SPEED_TYPES else "boot",
        "attack_types": [a.lower() for a in attack if str(a).lower() in ATTACK_TYPES],
        "range": _num(_pick(r, "range", 0)),
        "targets": max(1, _num(_pick(r, "targets", 1), 1)),
        "dial": dial,
    }
    rd = _num(_pick(r, "ranged_damage", 0))
    if rd:
        w["ranged_damage"] = rd
    for key in ("attack_bonus", "item_slots"):
        v = _num(_pick(r, key, 0))
        if v:
            w[key] = v
    return w
