"""Dispute sheets as data (pure): one attack, the end of a night, the final scoring. Each ``settle_*``
reads a TOML table and returns the result as a JSON-able dict (``"verdict": "ok"``) with its steps;
a declaration the rules forbid raises ``RuleViolation`` (the shell turns it into ``"illegal"``), a
malformed sheet ``SheetError``. The formats are documented in the README (Knight Tales)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mkref.core.errors import SheetError
from mkref.core.tomlread import Fields, Problems

from . import combat, field, scoring
from .settings import Settings
from .refusals import refuse, sheet_problem

UNIT_KEYS = {"name", "type", "row", "lane", "face_up", "black", "red", "gold", "hp_markers", "sword_markers", "shield_markers",
             "steals_gold", "crests", "in_forest"}


def _root(sheet: dict[str, Any], source: str) -> Fields:
    return Fields(sheet, source, "", Problems(SheetError, collect=False))


def _settings(root: Fields) -> Settings:
    table = root.table("settings", {})
    return Settings(table.data if table is not None else {})


def _crests(f: Fields) -> tuple[tuple[str, int], ...]:
    out: list[tuple[str, int]] = []
    for entry in f.tables("crests"):
        out.append((entry.text("player"), entry.number("count", low=0)))
        entry.unknown_keys({"player", "count"})
    return tuple(out)


def _foe(f: Fields) -> combat.Foe:
    foe = combat.Foe(
        name=f.text("name"), kind=f.choice("type", ("minion", "champion", "boss")), row=f.number("row", low=1, high=3),
        face_up=f.flag("face_up", True), black=f.number("black", 0, low=0), red=f.number("red", 0, low=0),
        gold=f.number("gold", low=0), hp_markers=f.number("hp_markers", 0, low=0), sword_markers=f.number("sword_markers", 0, low=0),
        shield_markers=f.number("shield_markers", 0, low=0), crests=_crests(f), steals_gold=f.number("steals_gold", 0, low=0),
        in_forest=f.flag("in_forest", False), lane=f.choice("lane", field.LANES, ""),
    )
    f.unknown_keys(UNIT_KEYS)
    return foe


def _boss(root: Fields) -> combat.Boss:
    f = root.table("boss", {})
    if f is None or not f.data:
        return combat.Boss()
    columns = []
    for c in f.tables("columns"):
        columns.append(combat.DoomColumn(c.number("red", 0, low=0), c.number("black", 0, low=0), c.number("armour", 0, low=0), c.flag("skull", False)))
        c.unknown_keys({"red", "black", "armour", "skull"})
    doom = f.number("doom", 1, low=1, high=max(1, len(columns)) if columns else None)
    f.unknown_keys({"doom", "columns", "alive"})
    return combat.Boss(doom - 1, tuple(columns), f.flag("alive", True))


def _changes(root: Fields) -> tuple[combat.Change, ...]:
    out = []
    for e in root.tables("effects"):
        source = e.text("source")
        step = e.number("step", 1, low=1, high=2)
        for kind in combat.KINDS:
            delta = e.get(kind, int, 0)
            if delta:
                out.append(combat.Change(kind, delta, source, step))
        e.unknown_keys({"source", "step", *combat.KINDS})
    return tuple(out)


def read_attack(sheet: dict[str, Any], source: str) -> tuple[combat.Foe, combat.Knight, combat.Declared, combat.Boss, Settings]:
    root = _root(sheet, source)
    settings = _settings(root)
    k = root.table("knight")
    t = root.table("target")
    r = root.table("roll")
    assert k is not None and t is not None and r is not None  # Problems raised otherwise
    knight = combat.Knight(
        name=k.text("name"), fatigue=k.number("fatigue", low=0), wrath=k.number("wrath", 0, low=0), gold=k.number("gold", 0, low=0),
        crests_left=k.number("crests", 20, low=0), sword_markers=k.number("sword_markers", 0, low=0),
        shield_markers=k.number("shield_markers", 0, low=0), is_tartos=k.text("knight", "").lower() == "tartos",
        townsfolk_free=dict(k.get("townsfolk", dict, {})),
    )
    k.unknown_keys({"name", "knight", "fatigue", "wrath", "gold", "crests", "sword_markers", "shield_markers", "townsfolk"})
    foe = _foe(t)
    if foe.kind == "boss" and root.has("boss"):
        boss = _boss(root)
        if boss.columns:
            column = boss.columns[boss.doom]
            foe = replace(foe, black=column.black, red=column.red)
    else:
        boss = _boss(root)
    wrath = []
    for i, step in enumerate(r.get("wrath", list, [])):
        if not (isinstance(step, list) and step and all(isinstance(w, str) for w in step)):
            raise sheet_problem("sheet_wrath", where=r.where(f"wrath[{i}]"))
        wrath.append(tuple(step))
    conversions = []
    for c in r.tables("reactions"):
        change = c.text("change", "")
        c.text("card", "")
        c.unknown_keys({"card", "change"})
        if change:
            old, sep, new = change.partition(">")
            if not sep:
                raise sheet_problem("sheet_change", where=c.where("change"))
            conversions.append((old.strip(), new.strip()))
    redirect = None
    tartos = root.table("tartos", {})
    if tartos is not None and tartos.data:
        neighbour = tartos.table("target")
        assert neighbour is not None
        redirect = (_foe(neighbour), tartos.number("amount", low=1))
        tartos.unknown_keys({"target", "amount"})
    declared = combat.Declared(
        changes=_changes(root), knight=tuple(r.texts("knight")), black=tuple(r.texts("black", [])), red=tuple(r.texts("red", [])),
        wrath=tuple(wrath), conversions=tuple(conversions), faith=tuple(r.texts("faith", [])), doom_first=r.flag("doom_first", False),
        townsfolk=dict(r.get("townsfolk", dict, {})), redirect=redirect,
    )
    r.unknown_keys({"knight", "black", "red", "wrath", "reactions", "faith", "doom_first", "townsfolk"})
    root.unknown_keys({"game", "kind", "settings", "knight", "target", "roll", "effects", "boss", "tartos", "title"})
    return foe, knight, declared, boss, settings


def settle_attack(sheet: dict[str, Any], source: str) -> dict[str, Any]:
    foe, knight, declared, boss, settings = read_attack(sheet, source)
    outcome = combat.resolve(foe, knight, declared, boss, settings.values)
    return {"verdict": "ok", "kind": "attack", **outcome.numbers, "steps": [list(s) for s in outcome.steps]}


def settle_night_end(sheet: dict[str, Any], source: str) -> dict[str, Any]:
    root = _root(sheet, source)
    settings = _settings(root)
    village = root.number("village", 3, low=0, high=3)
    lanes_table = root.table("lanes")
    assert lanes_table is not None
    boss = root.table("boss", {})
    boss_alive = bool(boss is not None and boss.data and boss.flag("alive", True))
    if boss is not None and boss.data:
        boss.text("name", "")
        boss.unknown_keys({"name", "alive"})
    buildings = list(root.texts("buildings", []))
    lanes: dict[str, Any] = {}
    steps: list[list[Any]] = []
    lost = village == 0
    for lane in field.LANES:
        f = lanes_table.table(lane, {})
        assert f is not None
        defences = field.Defences(f.flag("barricade", True), f.number("palisades", 2, low=0, high=2))
        survivors = []
        for s in f.tables("survivors"):
            kind = s.choice("type", ("minion", "champion"))
            printed = s.number("lane_damage", None, low=0)
            survivors.append((s.text("name", kind), field.monster_lane_damage(kind, printed, bool(settings["printed_lane_damage"]))))
            s.flag("face_down", False)
            s.unknown_keys({"name", "type", "lane_damage", "face_down"})
        f.unknown_keys({"barricade", "palisades", "survivors"})
        damage = sum(d for _, d in survivors) + (1 if boss_alive else 0)
        after, removed, hits = field.lane_hit(defences, damage, bool(settings["barricade_first"]))
        lost_now: list[str] = []
        for _ in range(hits):
            if village > 0:
                village -= 1
                lost_now.append(buildings.pop(0) if buildings else "")
        lost = lost or village == 0
        lanes[lane] = {"damage": damage, "survivors": [n for n, _ in survivors], "removed": removed, "lane_hp": after.hit_points,
                       "village_damage": hits, "buildings_lost": [b for b in lost_now if b]}
        steps.append(["night_lane", {"lane": lane, "damage": damage, "removed": ", ".join(removed) or "-", "left": after.hit_points, "village": hits}, "p. 21"])
    root.unknown_keys({"game", "kind", "settings", "village", "lanes", "boss", "buildings", "title"})
    steps.append(["night_village", {"left": village}, "p. 21"])
    if lost:
        steps.append(["night_lost", {}, "p. 22"])
    return {"verdict": "ok", "kind": "night_end", "lanes": lanes, "boss_alive": boss_alive, "village_hp": village,
            "game_over": lost, "all_lose": lost, "steps": steps}


def settle_score(sheet: dict[str, Any], source: str) -> dict[str, Any]:
    root = _root(sheet, source)
    mode = root.choice("mode", ("standard", "solo", "coop"), "standard")
    if mode != "standard":

        raise refuse("no_scoring", "p. 27" if mode == "solo" else "p. 28", mode=mode)
    if root.flag("village_destroyed", False):

        raise refuse("village_destroyed", "p. 22")
    scores = []
    for p in root.tables("players"):
        market = [(m.text("type"), m.number("vp", 0, low=0)) for m in p.tables("market")]
        monsters = []
        for m in p.tables("monsters"):
            kind = m.choice("type", ("minion", "champion", "boss"))
            faction = m.choice("faction", ("orc", "undead", "beast"), "") if kind != "boss" else ""
            if kind != "boss" and not faction:
                raise sheet_problem("sheet_faction", where=m.where("faction"))
            monsters.append((scoring.monster_type(faction, kind), m.number("vp", 0, low=0)))
        holdings = scoring.Holdings(p.text("name"), market, monsters, p.numbers("quests", [], low=0),
                                    p.numbers("renown", [], low=0), p.number("gold", 0, low=0))
        p.unknown_keys({"name", "market", "monsters", "quests", "renown", "gold"})
        scores.append(scoring.score(holdings))
    root.unknown_keys({"game", "kind", "mode", "village_destroyed", "players", "title"})
    if not scores:
        raise sheet_problem("sheet_players", where=source)
    best = scoring.winners(scores)
    return {"verdict": "ok", "kind": "score",
            "players": [{"name": s.name, **s.points, "total": s.total} for s in scores], "winner": best,
            "steps": [["score_line", {"player": s.name, **s.points, "total": s.total}, "p. 22"] for s in scores]
            + [["score_winner", {"names": ", ".join(best)}, "p. 22"]]}
