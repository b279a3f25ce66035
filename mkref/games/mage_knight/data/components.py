"""Mage Knight component facts from rules/mage-knight/, validated into frozen values.

Each file is read once per process, on first use. Every problem in a file is reported at once with
the file and key path (`mkref check-rules` runs all loaders).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from mkref.core.names import NameIndex
from mkref.core.record import Record
from mkref.core.rulescache import cached
from mkref.core.rulesdata import file_fields, game_dir, new_problems, sure_enough
from mkref.core.tomlread import Fields, Problems
from mkref.core.names import name_in

GAME = "mage-knight"

ELEMENTS = ("physical", "fire", "ice", "cold_fire")
RESISTANCES = ("physical", "fire", "ice")
ABILITIES = (
    "fortified", "unfortified", "elusive", "arcane_immunity", "swift", "brutal", "poison", "paralyze",
    "assassination", "cumbersome", "vampiric", "defend", "summon",
)
COLOURS = ("green", "grey", "violet", "brown", "red", "white")


class Names(Record):
    en: str
    de: str

    def get(self, lang: str) -> str:
        return name_in(lang, self.en, self.de)

    def named(self) -> str:
        """The name to put into a catalogue sentence: English as a ``str``, said in German at a German table."""
        from mkref.core.messages import Named

        return Named(self.en, self.de)


class EnemyAttack(Record):
    value: int
    element: str = "physical"
    summon: str = ""  # a summoning "attack": the colour of the pile the summoned token comes from
    gains: frozenset[str] = frozenset()  # abilities this attack alone has (city bonuses, AMBIG-7)

    def describe(self) -> str:
        if self.summon:
            return f"summon ({self.summon})"
        element = "" if self.element == "physical" else self.element.replace("_", " ") + " "
        return f"{element}{self.value}"


class Enemy(Record):
    id: str
    name: Names
    colour: str
    copies: int
    armor: int
    armor_elusive: int | None
    attacks: tuple[EnemyAttack, ...]
    abilities: frozenset[str]
    resistances: frozenset[str]
    fame: int
    reputation: int = 0
    defend: int = 0
    expansion: str = "base"
    ref: str = "p. 24"
    sure: bool = True  # its numbers are printed or agreed by several sources (rules data [provenance])

    def has(self, ability: str) -> bool:
        return ability in self.abilities

    @property
    def summons(self) -> bool:
        return any(a.summon for a in self.attacks)


class Unit(Record):
    id: str
    name: Names
    rank: str
    level: int
    cost: int
    armor: int
    resistances: frozenset[str]
    copies: int
    recruit_at: tuple[str, ...]
    abilities: tuple[str, ...]
    abilities_de: tuple[str, ...]
    expansion: str
    ref: str


class Level(Record):
    level: int
    fame: int
    armor: int
    hand_limit: int
    command_tokens: int


class CombatSite(Record):
    id: str
    name: Names
    fortified: bool
    units: str  # all / none / one
    undefeated: str  # stay / discard / withdraw
    reputation: int
    conquest: str
    ref: str
    conquest_de: str = ""


class CityColor(Record):
    id: str
    name: Names
    armor: int
    attack_fire_ice: int
    attack_cold_fire: int
    physical_gains: str
    ref: str


def _names(f: Fields, key: str = "name") -> Names:
    table = f.table(key)
    if table is None:
        return Names("", "")
    return Names(table.text("en"), table.text("de", ""))


def _attack(f: Fields) -> EnemyAttack:
    if f.has("summon"):
        return EnemyAttack(0, "physical", summon=f.choice("summon", COLOURS))
    return EnemyAttack(f.number("value", low=0), f.choice("element", ELEMENTS, "physical") or "physical")


def _enemy(ident: str, f: Fields) -> Enemy:
    attacks = tuple(_attack(a) for a in f.tables("attacks"))
    if not attacks:
        f.problems.add(f.where("attacks"), "an enemy needs at least one attack or summon")
    abilities = frozenset(f.texts("abilities", [], ABILITIES) or ())
    elusive = f.number("armor_elusive", None, low=0)
    if ("elusive" in abilities) != (elusive is not None):
        f.problems.add(f.where("armor_elusive"), "must be given exactly when the enemy is elusive")
    return Enemy(
        id=ident,
        name=_names(f),
        colour=f.choice("colour", COLOURS),
        copies=f.number("copies", low=1),
        armor=f.number("armor", low=0),
        armor_elusive=elusive,
        attacks=attacks,
        abilities=abilities,
        resistances=frozenset(f.texts("resistances", [], RESISTANCES) or ()),
        fame=f.number("fame", low=0),
        reputation=f.number("reputation", 0),
        defend=f.number("defend", 0, low=0),
        expansion=f.text("expansion", "base"),
        ref=f.text("ref", "p. 24"),
        sure=sure_enough(GAME, "enemies.toml", f"enemies.{ident}"),
    )


def _unit(ident: str, f: Fields) -> Unit:
    return Unit(
        id=ident,
        name=_names(f),
        rank=f.choice("rank", ("regular", "elite")),
        level=f.number("level", low=1, high=4),
        cost=f.number("cost", low=0),
        armor=f.number("armor", low=0),
        resistances=frozenset(f.texts("resistances", [], RESISTANCES) or ()),
        copies=f.number("copies", low=1),
        recruit_at=tuple(f.texts("recruit_at", []) or ()),
        abilities=tuple(f.texts("abilities", []) or ()),
        abilities_de=tuple(f.texts("abilities_de", []) or ()),
        expansion=f.text("expansion", "base"),
        ref=f.text("ref", "p. 5"),
    )


def _each(f: Fields, key: str) -> list[tuple[str, Fields]]:
    table = f.table(key)
    if table is None:
        return []
    out = []
    for ident in table.data:
        sub = table.table(ident)
        if sub is not None:
            out.append((ident, sub))
    return out


def _load(name: str, problems: Problems) -> Fields:
    return file_fields(GAME, name, problems)


def _cached(name: str, files: tuple[str, ...], build: Any, lazy: bool = False) -> Any:
    folder = game_dir(GAME)
    types = (Names, EnemyAttack, Enemy, Unit, Level, CombatSite, CityColor)
    return cached(f"mage-knight-{name}", [folder / f for f in files], build, types, lazy)


@cache
def enemies() -> dict[str, Enemy]:
    return _cached("enemies", ("enemies.toml",), _build_enemies, lazy=True)  # type: ignore[no-any-return]


def _build_table(file: str, table: str, make: Any) -> dict[str, Any]:
    """Every record of one table of a rules file, each checked; all problems reported together."""
    problems = new_problems()
    found = {i: make(i, f) for i, f in _each(_load(file, problems), table)}
    problems.raise_if_any(f"rules/mage-knight/{file}")
    return found


def _build_enemies() -> dict[str, Enemy]:
    return _build_table("enemies.toml", "enemies", _enemy)


@cache
def units() -> dict[str, Unit]:
    return _cached("units", ("units.toml",), _build_units, lazy=True)  # type: ignore[no-any-return]


def _build_units() -> dict[str, Unit]:
    return _build_table("units.toml", "units", _unit)


@cache
def levels() -> dict[int, Level]:
    return _cached("levels", ("levels.toml",), _build_levels)  # type: ignore[no-any-return]


def _build_levels() -> dict[int, Level]:
    problems = new_problems()
    found: dict[int, Level] = {}
    for key, f in _each(_load("levels.toml", problems), "levels"):
        if not key.isdecimal():
            problems.add(f.where(), "level keys are numbers 1 to 10")
            continue
        found[int(key)] = Level(
            int(key), f.number("fame", low=0), f.number("armor", low=1), f.number("hand_limit", low=1),
            f.number("command_tokens", low=1),
        )
    problems.raise_if_any("rules/mage-knight/levels.toml")
    return found


@cache
def combat_facts() -> tuple[dict[str, CombatSite], dict[str, CityColor], dict[str, int]]:
    return _cached("combat", ("combat.toml",), _build_combat_facts)  # type: ignore[no-any-return]


def _build_combat_facts() -> tuple[dict[str, CombatSite], dict[str, CityColor], dict[str, int]]:
    problems = new_problems()
    f = _load("combat.toml", problems)
    sites = {
        i: CombatSite(
            i, _names(s), s.flag("fortified"), s.choice("units", ("all", "none", "one")),
            s.choice("undefeated", ("stay", "discard", "withdraw")), s.number("reputation"),
            _names(s, "conquest").en, s.text("ref"), _names(s, "conquest").de,
        )
        for i, s in _each(f, "sites")
    }
    colors = {
        i: CityColor(
            i, _names(c), c.number("armor", 0), c.number("attack_fire_ice", 0), c.number("attack_cold_fire", 0),
            c.choice("physical_gains", ("brutal", "poison"), ""), c.text("ref"),
        )
        for i, c in _each(f, "city_colors")
    }
    table = f.table("rampaging_reputation")
    rampaging = {k: table.number(k) for k in table.data} if table else {}
    problems.raise_if_any("rules/mage-knight/combat.toml")
    return sites, colors, rampaging


@cache
def enemy_names() -> NameIndex:
    index = NameIndex("enemy")
    for enemy in enemies().values():
        index.add(enemy.id, (enemy.name.en, enemy.name.de), enemy.name.named())  # did-you-mean in the table's language
    return index


@cache
def unit_names() -> NameIndex:
    index = NameIndex("unit")
    for unit in units().values():
        index.add(unit.id, (unit.name.en, unit.name.de), unit.name.named())
    return index


@cache
def keyword_names(table: str) -> dict[str, Names]:
    """English and German names of one vocabulary table of keywords.toml (abilities, sites, ...)."""
    return _cached("keywords", ("keywords.toml",), _build_keyword_names)[table]  # type: ignore[no-any-return]


def _build_keyword_names() -> dict[str, dict[str, Names]]:
    problems = new_problems()
    top = _load("keywords.toml", problems)
    found = {table: {i: _names(f) for i, f in _each(top, table)} for table in top.data}
    words = {}
    for ident, f in _each(top, "elements"):
        word = f.table("word")
        if word is not None:
            words[ident] = Names(word.text("en"), word.text("de"))
    found["element_words"] = words  # "fire" / "Feuer": the element inside a sentence
    problems.raise_if_any("rules/mage-knight/keywords.toml")
    return found


def term(table: str, ident: str, lang: str = "en") -> str:
    """The English or German name of a term of keywords.toml (falls back to the id)."""
    names = keyword_names(table).get(ident)
    return names.get(lang) if names else ident.replace("_", " ")


def enemy_id(name: str) -> str:
    """The id of an enemy named by id, English or German name (UnknownName lists close matches)."""
    return name if name in enemies() else enemy_names().resolve(name)


def unit_id(name: str) -> str:
    """The id of a unit named by id, English or German name (UnknownName lists close matches)."""
    return name if name in units() else unit_names().resolve(name)


def level_for_fame(fame: int) -> int:
    return max(lv.level for lv in levels().values() if lv.fame <= fame)
