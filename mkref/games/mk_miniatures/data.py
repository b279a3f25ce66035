"""The facts of rules/mk-miniatures/*.toml, validated into frozen dataclasses (cached per process)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from mkref.core.names import NameIndex
from mkref.core.rulesdata import file_fields, new_problems
from mkref.core.settings import Setting, kind_of
from mkref.core.tomlread import Fields, Problems
from mkref.core.names import name_in

GAME_ID = "mk-miniatures"
SPEED_TYPES = ("boot", "horseshoe", "wave", "wing")
ATTACK_TYPES = ("sword", "bow", "wand")
DOMAIN_EFFECTS = (
    "range_cap", "speed_cap", "no_precision", "no_sprint", "no_charge", "no_soar", "drift_multiplier",
    "no_ranged", "structure_mod", "demoralized_eliminated_end_phase", "water_becomes_clear", "storm_roll",
    "clear_becomes_shallow_water", "speed_type_defense", "remove_terrain", "deploy_click",
    "clear_becomes_concealing", "clear_becomes_hindering", "water_sprint", "breakaway_fail_1_3",
    "halve_speed", "graveyard_sacrifice", "strip_mine_roll",
)
RELIC_HOOKS = (
    "start_of_command_phase", "end_phase_start", "target_legality", "attack_modifiers", "roll_transform",
    "damage_value", "on_hit", "on_miss", "on_eliminated", "static", "special_action",
)
RELIC_FORBIDS = (
    "ranged_target", "movement_formation", "charge", "ranged_attack", "bombard", "ballistic_shot",
    "be_captured", "close_attack", "ranged_formation",
)


@dataclass(frozen=True)
class Named:
    id: str
    number: str
    en: str
    de: str
    ref: str
    text_en: str
    text_de: str
    aliases: tuple[str, ...]
    printed_de: str  # the German name as the rulebook prints it, where that spelling is a misprint

    def name(self, lang: str = "en") -> str:
        return name_in(lang, self.en, self.de)


@dataclass(frozen=True)
class Domain(Named):
    category: str = "weather"
    precipitation: bool = False
    countered_by: tuple[str, ...] = ()
    counters_category: str = ""
    catastrophe_counters: tuple[str, ...] = ()
    effects: tuple[str, ...] = ()
    numbers: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Relic(Named):
    hooks: tuple[str, ...] = ()
    forbids: tuple[str, ...] = ()
    requires: tuple[str, ...] = ()
    optional: bool = False
    guess: str = ""
    numbers: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class TerrainCard(Named):
    defense: int = 0
    fortification: int = 0
    structure: int = 0
    movable: bool = False
    move_speed: int = 0
    cards: int = 1


_COMMON = {"number", "name", "ref", "text", "aliases", "printed_de"}


def _named(f: Fields, ident: str) -> dict[str, Any]:
    name = f.table("name")
    text = f.table("text", {})
    return {
        "id": ident,
        "number": f.text("number"),
        "en": name.text("en") if name else ident,
        "de": name.text("de") if name else ident,
        "ref": f.text("ref"),
        "text_en": text.text("en", "") if text else "",
        "text_de": text.text("de", "") if text else "",
        "aliases": tuple(f.texts("aliases", [])),
        "printed_de": f.text("printed_de", ""),
    }


def _numbers(f: Fields, known: set[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in f.data.items():
        if key in known:
            continue
        if isinstance(value, bool) or isinstance(value, int) or (isinstance(value, list) and all(isinstance(v, int) for v in value)):
            out[key] = tuple(value) if isinstance(value, list) else value
        elif isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value)):
            out[key] = tuple(value) if isinstance(value, list) else value
        else:
            f.problems.add(f.where(key), f"is {value!r}; expected a number, true/false or text")
    return out


@dataclass(frozen=True)
class RulesData:
    domains: dict[str, Domain]
    relics: dict[str, Relic]
    terrain: dict[str, TerrainCard]
    settings: dict[str, Setting]

    def index(self, kind: str) -> NameIndex:
        tables: dict[str, Mapping[str, Named]] = {"domain": self.domains, "relic": self.relics, "constructed terrain": self.terrain}
        table = tables[kind]
        idx = NameIndex(kind)
        for ident, item in table.items():
            idx.add(ident, (item.en, item.de, item.number, *item.aliases), item.en)
        return idx

    def domain(self, name: str) -> Domain:
        return self.domains[self.index("domain").resolve(name)]

    def relic(self, name: str) -> Relic:
        return self.relics[self.index("relic").resolve(name)]

    def terrain_card(self, name: str) -> TerrainCard:
        return self.terrain[self.index("constructed terrain").resolve(name)]

    def relic_by_number(self, number: str) -> Relic | None:
        return next((r for r in self.relics.values() if r.number == number), None)


def _load_domains(p: Problems) -> dict[str, Domain]:
    root = file_fields(GAME_ID, "domains.toml", p)
    out: dict[str, Domain] = {}
    tables = root.table("domains")
    for ident in (tables.data if tables else {}):
        f = tables.table(ident) if tables else None
        if f is None:
            continue
        effects = f.texts("effects", [], options=DOMAIN_EFFECTS)
        base = _named(f, ident)
        known = _COMMON | {"category", "precipitation", "countered_by", "counters_category", "catastrophe_counters", "effects"}
        out[ident] = Domain(
            **base,
            category=f.choice("category", ("weather", "terrain")),
            precipitation=f.flag("precipitation", False),
            countered_by=tuple(f.texts("countered_by", [])),
            counters_category=f.text("counters_category", ""),
            catastrophe_counters=tuple(f.texts("catastrophe_counters", [])),
            effects=tuple(effects),
            numbers=_numbers(f, known),
        )
    for ident, d in out.items():
        for other in d.countered_by:
            if other not in out:
                p.add(f"rules/{GAME_ID}/domains.toml [domains.{ident}.countered_by]", f"'{other}' is not a domain")
    return out


def _load_relics(p: Problems) -> dict[str, Relic]:
    root = file_fields(GAME_ID, "relics.toml", p)
    out: dict[str, Relic] = {}
    tables = root.table("relics")
    for ident in (tables.data if tables else {}):
        f = tables.table(ident) if tables else None
        if f is None:
            continue
        known = _COMMON | {"hooks", "forbids", "requires", "optional", "guess"}
        out[ident] = Relic(
            **_named(f, ident),
            hooks=tuple(f.texts("hooks", [], options=RELIC_HOOKS)),
            forbids=tuple(f.texts("forbids", [], options=RELIC_FORBIDS)),
            requires=tuple(f.texts("requires", [])),
            optional=f.flag("optional", False),
            guess=f.text("guess", ""),
            numbers=_numbers(f, known),
        )
    return out


def _load_terrain(p: Problems) -> dict[str, TerrainCard]:
    root = file_fields(GAME_ID, "constructed_terrain.toml", p)
    out: dict[str, TerrainCard] = {}
    tables = root.table("terrain")
    for ident in (tables.data if tables else {}):
        f = tables.table(ident) if tables else None
        if f is None:
            continue
        out[ident] = TerrainCard(
            **_named(f, ident),
            defense=f.number("defense", low=0),
            fortification=f.number("fortification", low=0, high=3),
            structure=f.number("structure", low=1),
            movable=f.flag("movable", False),
            move_speed=f.number("move_speed", 0, low=0),
            cards=f.number("cards", 1, low=1),
        )
        f.unknown_keys(_COMMON | {"defense", "fortification", "structure", "movable", "move_speed", "cards"})
    return out


def _load_settings(p: Problems) -> dict[str, Setting]:
    root = file_fields(GAME_ID, "settings.toml", p)
    out: dict[str, Setting] = {}
    tables = root.table("settings")
    for key in (tables.data if tables else {}):
        f = tables.table(key) if tables else None
        if f is None:
            continue
        text = f.table("text")
        default = f.raw("default")
        options = tuple(f.texts("options", []))
        if isinstance(default, str) and options and default not in options:
            p.add(f.where("default"), f"'{default}' is not one of its options")
        out[key] = Setting(
            key, kind_of(default), f.text("ambiguity"), default, options, f.text("ref"),
            text.text("en") if text else "", text.text("de") if text else "",
            f.choice("use", ("computed", "table", "fixed"), "computed"),
        )
        f.unknown_keys({"ambiguity", "default", "options", "ref", "text", "use"})
    return out


@lru_cache(maxsize=1)
def load() -> RulesData:
    """Every rules file of the game; all problems are reported at once (RulesDataError, exit 3)."""
    p = new_problems()
    data = RulesData(_load_domains(p), _load_relics(p), _load_terrain(p), _load_settings(p))
    p.raise_if_any(f"rules/{GAME_ID}")
    return data
