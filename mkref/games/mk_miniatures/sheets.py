"""Attack sheets: one attack as a TOML file (`mkref mini attack --sheet FILE`). See the README."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mkref.core.errors import SheetError
from mkref.core.tomlread import Fields, Problems, load_toml

from .attack_types import AttackSpec, Fighter, Mod, TargetFacts
from .data import ATTACK_TYPES, SPEED_TYPES
from .settings import Settings

FIGHTER_INT = ("attack", "defense", "damage", "attack_bonus", "range", "ranged_damage", "targets_max", "points", "damage_reduction")
FIGHTER_FLAGS = ("soaring", "elevated", "mage_spawn", "large", "name_has_skeleton_or_zombie", "jeweled_helm_active",
                 "carries_items", "has_leadership", "carries_relic")
TARGET_FLAGS = ("rear_arc", "cover", "elevation", "in_water", "in_shallow_water", "friendly", "relic_faction_match")


def _mods(f: Fields, key: str) -> list[Mod]:
    out = []
    for m in f.tables(key):
        out.append(Mod(m.number("value", low=-20, high=20), m.text("source", "modifier"), m.text("ref", "")))
        m.unknown_keys({"value", "source", "ref"})
    return out


def _fighter(f: Fields, default_name: str) -> Fighter:
    kw: dict[str, Any] = {"name": f.text("name", default_name)}
    for k in FIGHTER_INT:
        v = f.number(k, None, low=0)
        if v is not None:
            kw[k] = v
    for k in FIGHTER_FLAGS:
        kw[k] = f.flag(k, False)
    kw["attack_types"] = f.texts("attack_types", [], options=ATTACK_TYPES)
    kw["defense_types"] = f.texts("defense_types", [])
    kw["damage_types"] = f.texts("damage_types", [])
    kw["speed_type"] = f.choice("speed_type", SPEED_TYPES, "boot")
    kw["faction"] = f.text("faction", "")
    kw["relic"] = f.text("relic", "")
    return Fighter(**kw)


def read_sheet(path: str | Path) -> AttackSpec:
    raw = load_toml(Path(path), SheetError)
    return sheet_from_dict(raw, str(path))


def sheet_from_dict(raw: dict[str, Any], where: str) -> AttackSpec:
    p = Problems(SheetError, collect=False)
    root = Fields(raw, where, "", p)
    kind = root.choice("kind", ("close", "ranged"))
    dice = root.get("dice", list, expect="two dice, e.g. [3, 5]")
    if not (isinstance(dice, list) and len(dice) == 2 and all(isinstance(d, int) and not isinstance(d, bool) for d in dice)):
        p.add(root.where("dice"), f"is {dice!r}; expected two separate dice, e.g. [3, 5] (doubles matter, p. 9)")
    for i, d in enumerate(dice):
        if not 1 <= d <= 6:
            p.add(root.where(f"dice[{i}]"), f"is {d}; a die shows 1 to 6 (p. 9)")
    att_f = root.table("attacker")
    assert att_f is not None
    attacker = _fighter(att_f, "attacker")
    att_f.unknown_keys({"name", *FIGHTER_INT, *FIGHTER_FLAGS, "attack_types", "defense_types", "damage_types", "speed_type", "faction", "relic"})
    targets: list[TargetFacts] = []
    for i, tf in enumerate(root.tables("targets")):
        fighter = _fighter(tf, f"target {i + 1}")
        t = TargetFacts(fighter)
        for k in TARGET_FLAGS:
            setattr(t, k, tf.flag(k, False))
        t.fortification = tf.number("fortification", 0, low=0, high=3)
        dist = tf.raw("distance")
        if dist is not None:
            if isinstance(dist, bool) or not isinstance(dist, (int, float)) or dist < 0:
                p.add(tf.where("distance"), f"is {dist!r}; expected inches (a number >= 0)")
            t.distance = float(dist)
        t.attack_mods = _mods(tf, "attack_mods")
        t.defense_mods = _mods(tf, "defense_mods")
        t.defense_replacement = tf.number("defense_replacement", None, low=0)
        t.share = tf.number("share", None, low=0)
        tf.unknown_keys({"name", *FIGHTER_INT, *FIGHTER_FLAGS, "attack_types", "defense_types", "damage_types", "speed_type",
                         "faction", "relic", *TARGET_FLAGS, "fortification", "distance", "attack_mods", "defense_mods",
                         "defense_replacement", "share"})
        targets.append(t)
    if not targets:
        p.add(root.where("targets"), "missing; add at least one [[targets]] table")
    settings_raw = root.get("settings", dict, {})
    spec = AttackSpec(
        kind=kind,
        attacker=attacker,
        targets=targets,
        dice=(dice[0], dice[1]),
        capture=root.flag("capture", False),
        eliminate_captive=root.flag("eliminate_captive", False),
        gang_up=root.number("gang_up", 0, low=0, high=8),
        charge=root.flag("charge", False),
        precision=root.flag("precision", False),
        point_blank=root.choice("point_blank", ("", "attack", "damage"), ""),
        formation=root.texts("formation", [], options=("attack", "damage")),
        formation_bow=[bool(b) for b in root.get("formation_bow", list, [])],
        formation_relics=root.texts("formation_relics", []),
        attack_mods=_mods(root, "attack_mods"),
        damage_mods=_mods(root, "damage_mods"),
        domains=[],
        use_relic=root.flag("use_relic", False),
        tokens_before=root.number("tokens_before", None, low=0, high=1),
        extra_dice={k: root.table("extra_dice", {}).number(k, low=1, high=6) for k in (root.get("extra_dice", dict, {}) or {})},  # type: ignore[union-attr]
        settings=Settings(settings_raw),
    )
    from .domains import check_domain_names

    spec.domains = check_domain_names(root.texts("domains", []))
    root.unknown_keys({"kind", "dice", "attacker", "targets", "settings", "capture", "eliminate_captive", "gang_up", "charge",
                       "precision", "point_blank", "formation", "formation_bow", "formation_relics", "attack_mods", "damage_mods", "domains",
                       "use_relic", "tokens_before", "extra_dice"})
    return spec
