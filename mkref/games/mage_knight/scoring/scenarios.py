"""The scenarios of the scenario book as scoring needs them (rules/mage-knight/scenarios.toml: titles,
points, teams, end conditions), and the unit levels of units.toml. The rulings are listed in points.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from mkref.core.errors import InvalidInput, RulesDataError
from mkref.core.names import NameIndex
from mkref.core.tomlread import Fields, Problems
from mkref.core.names import name_in

# The dataclasses below skip the generated __eq__ and __repr__: nothing compares them, and generating the
# methods costs about 3 ms of start-up on every `mkref score` (measured with python -X importtime).

GAME = "mage-knight"
CATEGORIES = ("knowledge", "loot", "leader", "conqueror", "adventurer", "beating")
KINDS = ("competitive", "solo", "cooperative", "victory_points", "portal")
SITE_KINDS = (
    "keep", "mage_tower", "monastery", "dungeon", "tomb", "monster_den", "spawning_grounds", "ancient_ruins",
    "maze", "labyrinth",
)
SHIELD_GROUPS = ("conquest_sites", "tombs_and_dungeons", "adventure_sites")
PLAYER_KEYS = (
    "name", "team", "fame", "spells", "advanced_actions", "artifacts", "crystals", "wounds", "shields",
    "cities_led", "cities_shielded", "mines", "units", "keeps_owned", "mage_towers_owned", "on_portal", "chosen",
)
SHEET_KEYS = (
    "scenario", "rounds_played", "round_limit", "end_announced_in_last_round", "dummy_deck", "cities_conquered",
    "cities_total", "coop_scoring", "mission_succeeded", "players", "volkare",
)
COLOURS = ("red", "blue", "green", "white")
TEAM_PAGE = "p. 15"


# ---------------------------------------------------------------------------------------------- rules data


@dataclass(frozen=True, eq=False, repr=False)
class Title:
    key: str
    over: str  # a category key or a scenario score ("cities", "mines")
    sole: int
    tie: int
    ref: str
    replaced_by: str = ""


@dataclass(frozen=True, eq=False, repr=False)
class Rules:
    """The merged scoring parameters of one scenario (standard values plus the scenario's own)."""

    kind: str
    achievements: bool
    award_titles: bool
    title_needs_points: bool
    winner_ties: str
    spell: int
    advanced_action: int
    artifact: int
    crystals_per_point: int
    wounded_divisor: int
    wound: int
    crystals_per_colour: int
    crystal_colours: int
    crystal_ref: str
    unit_level_min: int
    unit_level_max: int
    site_points: Mapping[str, int]
    conqueror_sites: tuple[str, ...]
    adventurer_sites: tuple[str, ...]
    ask_shields: tuple[str, ...]
    titles: tuple[Title, ...]
    beating_title: Title
    cities: Mapping[str, int] | None = None  # led, shielded
    cities_total_by_players: Mapping[int, int] = field(default_factory=dict)
    mines: Mapping[str, int] | None = None  # countryside, core
    goal: Mapping[str, int] | None = None
    victory_points: Mapping[str, int] | None = None
    teams_required_with: int = 0
    refs: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, eq=False, repr=False)
class Scenario:
    id: str
    name_en: str
    name_de: str
    aliases: tuple[str, ...]
    ref: str
    players_min: int
    players_max: int
    round_limit: int | None
    round_limit_by_players: Mapping[int, int]
    days: int | None
    nights: int | None
    cooperative: bool
    solo: bool
    team_play: bool
    rules: Rules

    def name(self, lang: str = "en") -> str:
        return name_in(lang, self.name_en, self.name_de)

    def limit_for(self, players: int) -> int | None:
        return self.round_limit_by_players.get(players, self.round_limit)


@dataclass(frozen=True, eq=False, repr=False)
class Catalog:
    scenarios: Mapping[str, Scenario]
    index: NameIndex

    def resolve(self, name: str) -> Scenario:
        return self.scenarios[self.index.resolve(name)]


def _merge(base: dict[str, Any], own: dict[str, Any]) -> dict[str, Any]:
    """The standard scoring table with a scenario's own keys on top (nothing here mutates either table)."""
    merged = dict(base)
    for key, value in own.items():
        if key in ("site_points", "titles") and isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = {**merged[key], **value}
        else:
            merged[key] = value
    return merged


def _int_table(f: Fields | None, required: Iterable[str] = (), optional: Iterable[str] | None = None) -> dict[str, int]:
    """A table of whole numbers (plus an optional `ref`). With `optional` given, other keys are typos."""
    out: dict[str, int] = {}
    if f is None:
        return out
    required = tuple(required)
    if optional is not None:
        f.unknown_keys((*required, *optional, "ref"))
    for key in required:
        if not f.has(key):
            f.problems.add(f.where(key), "missing; expected a whole number")
    for key in f.data:
        if key == "ref":
            continue
        value = f.number(key, low=-100, high=100)
        if isinstance(value, int):
            out[key] = value
    return out


def _by_players(f: Fields, key: str) -> dict[int, int]:
    table = f.table(key, {})
    out: dict[int, int] = {}
    if table is None:
        return out
    for count in table.data:
        if not count.isdecimal():
            f.problems.add(table.where(count), "expected a player count as the key")
            continue
        value = table.number(count, low=0, high=20)
        if isinstance(value, int):
            out[int(count)] = value
    return out


def _title(key: str, f: Fields, default: Fields | None) -> Title:
    def num(name: str) -> int:
        if f.has(name):
            return int(f.number(name, low=-20, high=20) or 0)
        if default is not None and default.has(name):
            return int(default.number(name, low=-20, high=20) or 0)
        f.problems.add(f.where(name), "missing; expected a whole number")
        return 0

    ref = f.text("ref", "") or (default.text("ref", "") if default is not None else "") or "p. 15"
    over = f.text("over", key)
    replaced = f.text("replaced_by", "")
    if replaced:
        return Title(key, over, 0, 0, ref, replaced)
    return Title(key, over, num("sole"), num("tie"), ref)


_SCORING_KEYS = (
    "kind", "achievements", "award_titles", "title_needs_points", "winner_ties", "knowledge", "loot", "leader",
    "wound", "crystal_limit", "unit_level", "site_points", "conqueror_sites", "adventurer_sites", "ask_shields",
    "title", "beating_title", "titles", "cities", "cities_total_by_players", "mines", "goal", "victory_points",
    "teams_required_with",
)
HEADER_KEYS = (
    "name", "aliases", "ref", "players", "round_limit", "round_limit_by_players", "days", "nights", "cooperative",
    "solo", "team_play", "scoring", "setup", "player_combat", "expansion",
)


def _rules(f: Fields) -> Rules:
    f.unknown_keys(_SCORING_KEYS)
    knowledge = f.table("knowledge")
    loot = f.table("loot")
    leader = f.table("leader")
    wound = f.table("wound")
    crystal = f.table("crystal_limit")
    level = f.table("unit_level")
    title_default = f.table("title")
    beating_default = f.table("beating_title")
    refs: dict[str, str] = {}
    for name, table in (("knowledge", knowledge), ("loot", loot), ("leader", leader), ("wound", wound)):
        refs[name] = (table.text("ref", "p. 15") if table else "p. 15")
    site_points = _int_table(f.table("site_points"))
    conqueror = f.texts("conqueror_sites", options=list(site_points))
    adventurer = f.texts("adventurer_sites", options=list(site_points))
    titles_table = f.table("titles", {})
    titles: list[Title] = []
    for key in (titles_table.data if titles_table else {}):
        entry = titles_table.table(key) if titles_table else None
        if entry is not None:
            titles.append(_title(key, entry, title_default))
    over_ok = set(CATEGORIES) | {"cities", "mines"}
    for t in titles:
        if t.over not in over_ok:
            f.problems.add(f.where(f"titles.{t.key}.over"), f"is {t.over!r}; expected one of: {', '.join(sorted(over_ok))}")
    beating = _title("beating", beating_default, None) if beating_default else Title("beating", "beating", -3, -1, "p. 15")
    optional: dict[str, Mapping[str, int] | None] = {}
    shapes: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
        "cities": (("led", "shielded"), ()),
        "mines": (("countryside", "core"), ()),
        "goal": (("per_city", "all_cities", "per_unused_round", "per_dummy_card", "not_announced"),
                 ("every_player_leads",)),
        "victory_points": (("keep", "mage_tower"), ("available",)),
    }
    for key, (needed, extra) in shapes.items():
        table = f.table(key, None)
        optional[key] = _int_table(table, needed, extra) if table is not None else None
        if table is not None:
            refs[key] = table.text("ref", "")

    def g(t: Fields | None, k: str, d: int) -> int:
        number: int = t.number(k, d) if t is not None else d
        return number

    return Rules(
        kind=f.choice("kind", KINDS),
        achievements=f.flag("achievements"),
        award_titles=f.flag("award_titles"),
        title_needs_points=f.flag("title_needs_points"),
        winner_ties=f.choice("winner_ties", ("shared", "none")),
        spell=g(knowledge, "spell", 2),
        advanced_action=g(knowledge, "advanced_action", 1),
        artifact=g(loot, "artifact", 2),
        crystals_per_point=g(loot, "crystals_per_point", 2) or 2,
        wounded_divisor=g(leader, "wounded_divisor", 2) or 2,
        wound=g(wound, "points", -2),
        crystals_per_colour=g(crystal, "per_colour", 3),
        crystal_colours=g(crystal, "colours", 4),
        crystal_ref=(crystal.text("ref", "p. 5") if crystal else "p. 5"),
        unit_level_min=g(level, "min", 1),
        unit_level_max=g(level, "max", 4),
        site_points=site_points,
        conqueror_sites=tuple(conqueror or ()),
        adventurer_sites=tuple(adventurer or ()),
        ask_shields=tuple(f.texts("ask_shields", options=list(site_points)) or ()),
        titles=tuple(titles),
        beating_title=beating,
        cities=optional["cities"],
        cities_total_by_players=_by_players(f, "cities_total_by_players"),
        mines=optional["mines"],
        goal=optional["goal"],
        victory_points=optional["victory_points"],
        teams_required_with=f.number("teams_required_with", 0, low=0, high=8),
        refs=refs,
    )


def build_catalog(data: dict[str, Any], file: str = "rules/mage-knight/scenarios.toml") -> Catalog:
    """Validate the scenarios file (every problem at once) into a Catalog."""
    problems = Problems(RulesDataError, collect=True)
    top = Fields(data, file, "", problems)
    table = top.table("scenarios")
    scenarios: dict[str, Scenario] = {}
    index = NameIndex("scenario")
    if table is None:
        problems.raise_if_any(file)
        from mkref.core.messages import SHELL

        raise RulesDataError(SHELL.said("data.no_scenarios", file=file))
    standard_raw = table.data.get("standard", {}).get("scoring", {})
    if not isinstance(standard_raw, dict) or not standard_raw:
        problems.add(table.where("standard.scoring"), "missing; every scenario's scoring starts from it")
        standard_raw = {}
    for ident in table.data:
        s = table.table(ident)
        if s is None:
            continue
        # Header keys are not checked here: the file is shared with the set-up data ([scenarios.<id>.setup]) and
        # a key another command adds must not stop scoring. tests/unit/test_scoring.py checks them instead.
        name = s.table("name")
        players = s.table("players")
        own = s.data.get("scoring", {}) if ident != "standard" else {}
        if not isinstance(own, dict):
            problems.add(s.where("scoring"), "expected a table")
            own = {}
        merged = _merge(standard_raw, own)
        rules = _rules(Fields(merged, file, f"scenarios.{ident}.scoring", problems))
        s.used.add("scoring")
        name_en = name.text("en") if name else ident
        name_de = name.text("de") if name else ""
        aliases = tuple(s.texts("aliases", []) or ())
        scenario = Scenario(
            id=ident,
            name_en=name_en or ident,
            name_de=name_de or "",
            aliases=aliases,
            ref=s.text("ref"),
            players_min=players.number("min", low=1, high=8) if players else 1,
            players_max=players.number("max", low=1, high=8) if players else 4,
            round_limit=s.number("round_limit", None, low=1, high=12),
            round_limit_by_players=_by_players(s, "round_limit_by_players"),
            days=s.number("days", None, low=0, high=6),
            nights=s.number("nights", None, low=0, high=6),
            cooperative=s.flag("cooperative", False),
            solo=s.flag("solo", False),
            team_play=s.flag("team_play", False),
            rules=rules,
        )
        if rules.kind in ("solo", "cooperative") and scenario.round_limit is None:
            problems.add(s.where("round_limit"), "missing; solo and cooperative scoring needs the round limit")
        scenarios[ident] = scenario
        index.add(ident, (scenario.name_en, scenario.name_de, *aliases), scenario.name_en)
    problems.raise_if_any(file)
    return Catalog(scenarios, index)


def load_catalog() -> Catalog:
    """Read and validate rules/mage-knight/scenarios.toml."""
    from mkref.core.rulesdata import read_file

    return build_catalog(read_file(GAME, "scenarios.toml"))


UnitLookup = Callable[[str], tuple[str, int]]  # name -> (display name, level)


_UNIT_LOOKUPS: dict[str, UnitLookup] = {}


def data_unit_lookup() -> UnitLookup:
    """Unit names -> levels from rules/mage-knight/units.toml (`[units.<id>]` with `level` and `name`).

    Read once per rules folder; a missing file gives a lookup that asks for the level instead.
    """
    from mkref.core.rulesdata import rules_root

    try:
        key = str(rules_root())
    except RulesDataError:
        key = ""
    if key not in _UNIT_LOOKUPS:
        _UNIT_LOOKUPS[key] = _read_unit_lookup()
    return _UNIT_LOOKUPS[key]


def _read_unit_lookup() -> UnitLookup:
    from mkref.core.errors import DataFileError
    from mkref.core.rulesdata import read_file

    try:
        data = read_file(GAME, "units.toml")
    except DataFileError:
        data = {}
    units = data.get("units", data) if isinstance(data, dict) else {}
    index = NameIndex("unit")
    levels: dict[str, tuple[str, int]] = {}
    ident: str  # TOML keys are text
    for ident, entry in (units.items() if isinstance(units, dict) else []):
        if not isinstance(entry, dict) or not isinstance(entry.get("level"), int):
            continue
        names: dict[str, str] | str = entry.get("name", {})
        en = names.get("en", ident) if isinstance(names, dict) else str(names)
        de = names.get("de", "") if isinstance(names, dict) else ""
        index.add(ident, (en, de or ""), en)
        levels[ident] = (en, entry["level"])

    def lookup(name: str) -> tuple[str, int]:
        if not levels:
            from mkref.games.mage_knight.messages import MESSAGES

            raise InvalidInput(
                MESSAGES.said("score.no_unit_data", name=name),
                MESSAGES.said("score.no_unit_data_why"),
                MESSAGES.said("score.no_unit_data_hint"),
            )
        return levels[index.resolve(name)]

    return lookup
