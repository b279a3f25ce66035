"""End-of-game scoring for every scenario of the Mage Knight scenario book (pp. 15, 18-22).

Pure: nothing here prints, prompts or rolls. The scenario parameters come from
rules/mage-knight/scenarios.toml (loaded by `load_catalog`); a score sheet (a TOML table, or the answers of the
interactive mode in the same shape) becomes a `Sheet` through `parse_sheet`, and `score(sheet)` returns a
`Result`. Every number carries an `Explain` item with its arithmetic and the page it comes from.

Rulings (each also written next to its key in scenarios.toml):
- AMBIG-13 (p. 15): "in the deck" = every deed card the player owns at the end (deck, hand, discard, play area).
- AMBIG-14 (p. 15): no title when the best value of a category is 0; no Greatest Beating penalty without wounds.
- AMBIG-16 (pp. 19-22): tied players share the victory, except Conquer and Hold (a tie means no winner, p. 22).
- AMBIG-18 (p. 20): Greatest Liberator on a tie gives +2 each.
- AMBIG-19 (p. 20): the cooperative "lowest scores" variant takes the least negative Greatest Beating value.
- AMBIG-29 (pp. 19, 20): rounds not needed = round limit - the round the game ended in; +5 when the end of that
  round was not announced.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from mkref.core.errors import InvalidInput, RulesDataError, SheetError
from mkref.core.names import NameIndex
from mkref.core.tomlread import Fields, Problems

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
    "cities_total", "coop_scoring", "mission_succeeded", "players",
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
        return self.name_de if lang == "de" and self.name_de else self.name_en

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
    "solo", "team_play", "scoring", "setup",
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
        raise RulesDataError(f"{file} has no scenarios")
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
            raise InvalidInput(
                f"Cannot look up the unit '{name}'",
                "no unit data (rules/mage-knight/units.toml) is installed",
                "Give the unit's level instead: { level = 2 }",
            )
        return levels[index.resolve(name)]

    return lookup


# ---------------------------------------------------------------------------------------------- the sheet


@dataclass(frozen=True, eq=False, repr=False)
class Unit:
    level: int
    wounded: bool = False
    name: str = ""


@dataclass(frozen=True, eq=False, repr=False)
class Player:
    name: str
    team: str | None = None
    fame: int | None = None
    spells: int = 0
    advanced_actions: int = 0
    artifacts: int = 0
    crystals: int = 0
    wounds: int = 0
    shields: Mapping[str, int] = field(default_factory=dict)
    units: tuple[Unit, ...] = ()
    cities_led: int = 0
    cities_shielded: int = 0
    mines_countryside: int = 0
    mines_core: int = 0
    keeps_owned: int = 0
    mage_towers_owned: int = 0
    on_portal: bool = False
    chosen: bool = False


@dataclass(frozen=True, eq=False, repr=False)
class Sheet:
    scenario: Scenario
    players: tuple[Player, ...]
    round_limit: int | None = None
    rounds_played: int | None = None
    end_announced_in_last_round: bool | None = None
    dummy_deck: int | None = None
    cities_conquered: int | None = None
    cities_total: int | None = None
    coop_scoring: str = "best"
    mission_succeeded: bool | None = None

    @property
    def teams(self) -> list[str]:
        seen: list[str] = []
        for p in self.players:
            if p.team is not None and p.team not in seen:
                seen.append(p.team)
        return seen


def needed_player_fields(scenario: Scenario, teams: bool = False) -> list[str]:
    """The player keys a scenario scores, in the order the interactive mode asks them."""
    r = scenario.rules
    keys: list[str] = []
    if r.kind in ("competitive", "solo", "cooperative"):
        keys.append("fame")
    if r.achievements:
        keys += ["spells", "advanced_actions", "artifacts", "crystals", "units", "shields", "wounds"]
    if r.cities is not None:
        keys += ["cities_led", "cities_shielded"]
    if r.kind == "cooperative":
        keys.append("cities_led")
    if r.mines is not None:
        keys.append("mines")
    if r.kind == "victory_points":
        keys += ["keeps_owned", "mage_towers_owned"]
    if r.kind == "portal":
        keys.append("on_portal")
        if teams:
            keys.append("chosen")
    return keys


def needed_sheet_fields(scenario: Scenario) -> list[str]:
    r = scenario.rules
    if r.kind in ("solo", "cooperative"):
        return ["cities_conquered", "rounds_played", "end_announced_in_last_round", "dummy_deck"]
    return []


KEY_HELP = {
    "fame": "the number on the Fame track",
    "spells": "spell cards in the deck",
    "advanced_actions": "Advanced Action cards in the deck",
    "artifacts": "artifacts in the deck or on units",
    "crystals": "crystals in the Inventory",
    "wounds": "wound cards in the deck",
    "units": "a list like [ { level = 2 }, { level = 3, wounded = true } ], or [] for none",
    "shields": "a table like { keep = 1, dungeon = 2 }, or {} for none",
    "cities_led": "cities this player leads",
    "cities_shielded": "other cities with a shield of this player",
    "mines": "a table like { countryside = 1, core = 0 }",
    "keeps_owned": "keeps owned at the end",
    "mage_towers_owned": "mage towers owned at the end",
    "on_portal": "true for the player standing on the portal",
    "chosen": "true for the team's Chosen One",
    "rounds_played": "the round in which the game ended",
    "end_announced_in_last_round": "true or false",
    "dummy_deck": "cards left in the dummy's deed deck",
    "cities_conquered": "how many cities were conquered",
}


def _missing(where: str, key: str, scenario: Scenario) -> InvalidInput:
    what = KEY_HELP.get(key, "")
    return InvalidInput(
        f"{where}: '{key}' is missing",
        f"{scenario.name_en} needs it" + (f" ({what})" if what else ""),
        f"Add the line {key} = <value> to that table",
        ref=scenario.ref,
    )


def _count(f: Fields, key: str, scenario: Scenario, required: bool, low: int = 0, high: int | None = None) -> int | None:
    if not f.has(key):
        if required:
            raise _missing(f.where(), key, scenario)
        return None
    value = f.get(key, int)
    if value < low or (high is not None and value > high):
        span = f"from {low} to {high}" if high is not None else ("0 or more" if low == 0 else f"at least {low}")
        what = "a count cannot be negative" if value < 0 and low == 0 else f"expected {span}"
        raise InvalidInput(f"{f.where(key)} is {value}", what)
    return int(value)


def _crystals(f: Fields, rules: Rules, required: bool, scenario: Scenario) -> int | None:
    limit = rules.crystals_per_colour * rules.crystal_colours
    why = (
        f"an Inventory holds at most {rules.crystals_per_colour} crystals of each of the {rules.crystal_colours} "
        f"colours, {limit} in total"
    )
    if not f.has("crystals"):
        if required:
            raise _missing(f.where(), "crystals", scenario)
        return None
    value = f.raw("crystals")
    if isinstance(value, dict):
        per = Fields(value, f.file, f"{f.path}.crystals", f.problems)
        per.unknown_keys(COLOURS)
        total = 0
        for colour in COLOURS:
            n = per.get(colour, int, 0)
            if n < 0:
                raise InvalidInput(f"{per.where(colour)} is {n}", "a count cannot be negative")
            if n > rules.crystals_per_colour:
                raise InvalidInput(f"{per.where(colour)} is {n}", why, ref=rules.crystal_ref)
            total += n
        return total
    n = f.get("crystals", int, expect="a whole number, or a table of counts per colour { red, blue, green, white }")
    if n < 0:
        raise InvalidInput(f"{f.where('crystals')} is {n}", "a count cannot be negative")
    if n > limit:
        raise InvalidInput(f"{f.where('crystals')} is {n}", why, ref=rules.crystal_ref)
    return int(n)


def _units(f: Fields, rules: Rules, required: bool, scenario: Scenario, lookup: UnitLookup | None) -> tuple[Unit, ...]:
    if not f.has("units"):
        if required:
            raise _missing(f.where(), "units", scenario)
        return ()
    out: list[Unit] = []
    for u in f.tables("units"):
        u.unknown_keys(("unit", "level", "wounded"))
        wounded = u.flag("wounded", False)
        name = u.text("unit", "")
        level = u.get("level", int, None)
        if name:
            shown, data_level = (lookup or data_unit_lookup())(name)
            if level is not None and level != data_level:
                raise InvalidInput(f"{u.where('level')} is {level}", f"{shown} is a level {data_level} unit")
            level, name = data_level, shown
        if level is None:
            raise InvalidInput(f"{u.where()}: the unit has no level", "give level = 1..4 or unit = its name")
        if not rules.unit_level_min <= level <= rules.unit_level_max:
            raise InvalidInput(
                f"{u.where('level')} is {level}",
                f"unit levels run from {rules.unit_level_min} to {rules.unit_level_max}",
                ref="p. 5",
            )
        out.append(Unit(level, bool(wounded), name))
    return tuple(out)


def _shields(f: Fields, rules: Rules, required: bool, scenario: Scenario) -> dict[str, int]:
    if not f.has("shields"):
        if required:
            raise _missing(f.where(), "shields", scenario)
        return {}
    table = f.table("shields")
    if table is None:
        return {}
    table.unknown_keys(list(rules.site_points))
    out: dict[str, int] = {}
    for key in table.data:
        n = _count(table, key, scenario, False)
        if n:
            out[key] = n
    return out


def _player(f: Fields, i: int, scenario: Scenario, need: set[str], lookup: UnitLookup | None) -> Player:
    f.unknown_keys(PLAYER_KEYS)
    r = scenario.rules
    name = f.text("name", f"Player {i + 1}").strip() or f"Player {i + 1}"
    team = f.get("team", str, None)
    if team is not None:
        team = team.strip()
    counts = {}
    for key in ("fame", "spells", "advanced_actions", "artifacts", "wounds", "cities_led", "cities_shielded",
                "keeps_owned", "mage_towers_owned"):
        counts[key] = _count(f, key, scenario, key in need)
    mines_c = mines_k = 0
    if f.has("mines") or "mines" in need:
        if not f.has("mines"):
            raise _missing(f.where(), "mines", scenario)
        mines = f.table("mines")
        if mines is not None:
            mines.unknown_keys(("countryside", "core"))
            mines_c = _count(mines, "countryside", scenario, False) or 0
            mines_k = _count(mines, "core", scenario, False) or 0
    if "on_portal" in need and not f.has("on_portal"):
        raise _missing(f.where(), "on_portal", scenario)
    if "chosen" in need and not f.has("chosen"):
        raise _missing(f.where(), "chosen", scenario)
    return Player(
        name=name,
        team=team,
        fame=counts["fame"],
        spells=counts["spells"] or 0,
        advanced_actions=counts["advanced_actions"] or 0,
        artifacts=counts["artifacts"] or 0,
        crystals=_crystals(f, r, "crystals" in need, scenario) or 0,
        wounds=counts["wounds"] or 0,
        shields=_shields(f, r, "shields" in need, scenario),
        units=_units(f, r, "units" in need, scenario, lookup),
        cities_led=counts["cities_led"] or 0,
        cities_shielded=counts["cities_shielded"] or 0,
        mines_countryside=mines_c,
        mines_core=mines_k,
        keeps_owned=counts["keeps_owned"] or 0,
        mage_towers_owned=counts["mage_towers_owned"] or 0,
        on_portal=bool(f.flag("on_portal", False)),
        chosen=bool(f.flag("chosen", False)),
    )


def parse_sheet(data: Mapping[str, Any], file: str, catalog: Catalog, lookup: UnitLookup | None = None) -> Sheet:
    """A score sheet (parsed TOML, or the interactive answers in the same shape) -> a checked Sheet.

    Wrong types and unknown keys raise SheetError (the sheet is malformed); missing fields the scenario needs and
    values out of range raise InvalidInput; an unknown scenario raises UnknownName with the closest matches.
    """
    problems = Problems(SheetError, collect=False)
    top = Fields(dict(data), file, "", problems)
    top.unknown_keys(SHEET_KEYS)
    if not top.has("scenario"):
        raise InvalidInput(f"{file}: 'scenario' is missing", hint="Add scenario = \"full_conquest\" (or any scenario id or name)")
    scenario = catalog.resolve(top.text("scenario"))
    rules = scenario.rules
    raw_players = list(top.tables("players"))
    if not raw_players:
        raise InvalidInput(f"{file}: no players", hint="Add a [[players]] table per player")
    n = len(raw_players)
    if not scenario.players_min <= n <= scenario.players_max:
        span = (f"{scenario.players_min}" if scenario.players_min == scenario.players_max
                else f"{scenario.players_min} to {scenario.players_max}")
        raise InvalidInput(f"{file}: {n} player{'s' if n != 1 else ''}", f"{scenario.name_en} is for {span} players",
                           ref=scenario.ref)
    has_team = [p.has("team") for p in raw_players]
    teams = any(has_team)
    need = set(needed_player_fields(scenario, teams))
    players = tuple(_player(f, i, scenario, need, lookup) for i, f in enumerate(raw_players))
    names = [p.name for p in players]
    dupes = sorted({x for x in names if names.count(x) > 1})
    if dupes:
        raise InvalidInput(f"{file}: two players are called '{dupes[0]}'", hint="Give every player a different name")
    if teams:
        _check_teams(file, scenario, players, has_team)
    elif rules.teams_required_with and n == rules.teams_required_with:
        raise InvalidInput(
            f"{file}: {n} players without teams",
            f"{scenario.name_en} with {n} players is played in two teams",
            "Give every player team = \"A\" or \"B\"",
            ref=scenario.ref,
        )

    sheet_need = set(needed_sheet_fields(scenario))
    round_limit = _count(top, "round_limit", scenario, False, low=1, high=12) or scenario.limit_for(n)
    rounds_played = _count(top, "rounds_played", scenario, "rounds_played" in sheet_need, low=1,
                           high=round_limit if round_limit else None)
    announced = top.get("end_announced_in_last_round", bool, None)
    if "end_announced_in_last_round" in sheet_need and announced is None:
        raise _missing(file, "end_announced_in_last_round", scenario)
    dummy = _count(top, "dummy_deck", scenario, "dummy_deck" in sheet_need)
    cities_total = _count(top, "cities_total", scenario, False, low=1) or rules.cities_total_by_players.get(n)
    cities_conquered = _count(top, "cities_conquered", scenario, "cities_conquered" in sheet_need,
                              high=cities_total)
    coop_scoring = top.choice("coop_scoring", ("best", "lowest"), "best")
    mission = top.get("mission_succeeded", bool, None)
    sheet = Sheet(scenario, players, round_limit, rounds_played, announced, dummy, cities_conquered, cities_total,
                  coop_scoring, mission)
    _check_consistency(file, sheet)
    return sheet


def _check_teams(file: str, scenario: Scenario, players: tuple[Player, ...], has_team: list[bool]) -> None:
    if not scenario.team_play:
        raise InvalidInput(
            f"{file}: players have teams",
            f"{scenario.name_en} has no team variant",
            "Remove the team keys",
            ref=TEAM_PAGE,
        )
    missing = [p.name for p, has in zip(players, has_team) if not has]
    if missing:
        raise InvalidInput(f"{file}: {missing[0]} has no team", "in team play every player belongs to a team", ref=TEAM_PAGE)
    teams = {p.team for p in players}
    if len(teams) != 2:
        raise InvalidInput(f"{file}: {len(teams)} team(s)", "team play is two teams against each other",
                           "Give every player team = \"A\" or \"B\"", ref=TEAM_PAGE)
    if scenario.rules.kind == "portal":
        for team in teams:
            chosen = [p.name for p in players if p.team == team and p.chosen]
            if len(chosen) != 1:
                raise InvalidInput(
                    f"{file}: team {team} has {len(chosen)} Chosen Ones",
                    "each team secretly chooses exactly one player who must return",
                    "Mark that player with chosen = true",
                    ref=scenario.ref,
                )


def _check_consistency(file: str, sheet: Sheet) -> None:
    r = sheet.scenario.rules
    ref = sheet.scenario.ref
    total = sheet.cities_total
    if r.cities is not None and sheet.cities_conquered is not None:
        led = sum(p.cities_led for p in sheet.players)
        if led > sheet.cities_conquered:
            raise InvalidInput(f"{file}: the players lead {led} cities", f"but cities_conquered is {sheet.cities_conquered}",
                               "Every conquered city has exactly one leader", ref=ref)
    if r.cities is not None and total:
        led = sum(p.cities_led for p in sheet.players)
        if led > total:
            raise InvalidInput(f"{file}: the players lead {led} cities", f"only {total} cities are in play; each city has one leader",
                               "Give cities_total if you played with more cities", ref=ref)
        for p in sheet.players:
            if p.cities_led + p.cities_shielded > total:
                raise InvalidInput(f"{file}: {p.name} leads {p.cities_led} and has shields in {p.cities_shielded} more cities",
                                   f"only {total} cities are in play", ref=ref)
    if r.kind == "cooperative" and sheet.cities_conquered is not None:
        led = sum(p.cities_led for p in sheet.players)
        if led > sheet.cities_conquered:
            raise InvalidInput(f"{file}: the players lead {led} cities", f"but only {sheet.cities_conquered} were conquered",
                               ref=ref)
    if r.kind == "portal":
        on = [p.name for p in sheet.players if p.on_portal]
        if len(on) > 1:
            raise InvalidInput(f"{file}: {' and '.join(on)} are both on the portal",
                               "after Day 1 only one player may stand there", ref=ref)
    if r.kind == "victory_points" and r.victory_points:
        vp = sum(r.victory_points["keep"] * p.keeps_owned + r.victory_points["mage_tower"] * p.mage_towers_owned
                 for p in sheet.players)
        available = r.victory_points.get("available", 0)
        if available and vp > available:
            raise InvalidInput(f"{file}: the players own sites worth {vp} victory points",
                               f"the map has only {available}", ref=ref)


# ---------------------------------------------------------------------------------------------- scoring


@dataclass(frozen=True, eq=False, repr=False)
class Explain:
    """One number and how it came about. `key` picks the wording; `params` fill it in."""

    who: str
    key: str
    points: int
    params: Mapping[str, Any]
    ref: str


@dataclass(eq=False, repr=False)
class Score:
    """One player's, or one team's, numbers."""

    name: str
    team: str | None
    fame: int | None
    categories: dict[str, int]
    titles: dict[str, int]
    scenario_points: dict[str, int]
    victory_points: int | None
    total: int | None
    members: tuple[str, ...] = ()
    winner: bool = False


@dataclass(eq=False, repr=False)
class Result:
    scenario: Scenario
    sheet: Sheet
    players: list[Score]
    teams: list[Score]
    winners: list[str]
    team_score: int | None
    mission_succeeded: bool | None
    title_keys: tuple[str, ...]
    explain: list[Explain]
    notes: list[tuple[str, Mapping[str, Any]]]


def unit_points(unit: Unit, divisor: int = 2) -> int:
    """A unit's Greatest Leader points: its level, halved and rounded down when wounded (p. 15)."""
    return unit.level // divisor if unit.wounded else unit.level


def shield_points(shields: Mapping[str, int], sites: Iterable[str], points: Mapping[str, int]) -> int:
    return sum(shields.get(kind, 0) * points.get(kind, 2) for kind in sites)


def achievements(p: Player, r: Rules) -> tuple[dict[str, int], list[Explain]]:
    """The six achievement categories of one player (p. 15)."""
    knowledge = r.spell * p.spells + r.advanced_action * p.advanced_actions
    crystal_pts = p.crystals // r.crystals_per_point
    loot = r.artifact * p.artifacts + crystal_pts
    leader = sum(unit_points(u, r.wounded_divisor) for u in p.units)
    conqueror = shield_points(p.shields, r.conqueror_sites, r.site_points)
    adventurer = shield_points(p.shields, r.adventurer_sites, r.site_points)
    beating = r.wound * p.wounds
    cats = {"knowledge": knowledge, "loot": loot, "leader": leader, "conqueror": conqueror,
            "adventurer": adventurer, "beating": beating}
    ref = r.refs
    ex = [
        Explain(p.name, "knowledge", knowledge, {"spells": p.spells, "spell": r.spell, "aas": p.advanced_actions,
                                                 "aa": r.advanced_action}, ref.get("knowledge", "p. 15")),
        Explain(p.name, "loot", loot, {"artifacts": p.artifacts, "artifact": r.artifact, "crystals": p.crystals,
                                       "per": r.crystals_per_point, "crystal_points": crystal_pts},
                ref.get("loot", "p. 15")),
        Explain(p.name, "leader", leader, {"units": [(u.level, u.wounded, unit_points(u, r.wounded_divisor), u.name)
                                                     for u in p.units]}, ref.get("leader", "p. 15")),
        Explain(p.name, "conqueror", conqueror, {"shields": _shield_terms(p.shields, r.conqueror_sites, r.site_points)},
                "p. 15"),
        Explain(p.name, "adventurer", adventurer,
                {"shields": _shield_terms(p.shields, r.adventurer_sites, r.site_points)},
                "p. 21" if r.site_points.get("tomb") != r.site_points.get("monster_den") else "p. 15"),
        Explain(p.name, "beating", beating, {"wounds": p.wounds, "wound": r.wound}, ref.get("wound", "p. 15")),
    ]
    return cats, ex


def _shield_terms(shields: Mapping[str, int], sites: Iterable[str], points: Mapping[str, int]) -> list[tuple[str, int, int]]:
    return [(k, shields[k], points.get(k, 2)) for k in sites if shields.get(k)]


def award(values: Mapping[str, int], sole: int, tie: int, needs_points: bool = True, lowest: bool = False) -> dict[str, int]:
    """A title among competitors: `sole` to a single best, `tie` to each of several (p. 15).

    `lowest` picks the smallest value (Greatest Beating). With `needs_points` (AMBIG-14) nobody gets the title
    when the best value is 0. Fewer than two competitors: no title (A-22).
    """
    out = {k: 0 for k in values}
    if len(values) < 2:
        return out
    best = min(values.values()) if lowest else max(values.values())
    if needs_points and (best >= 0 if lowest else best <= 0):
        return out
    holders = [k for k, v in values.items() if v == best]
    for k in holders:
        out[k] = sole if len(holders) == 1 else tie
    return out


def _title_keys(r: Rules) -> tuple[str, ...]:
    keys = list(CATEGORIES)
    for t in r.titles:
        if t.key not in keys:
            keys.append(t.key)
    return tuple(keys)


def _award_all(entries: list[Score], r: Rules, explain: list[Explain]) -> None:
    """Titles among the entries (players, or teams in team play), added to each entry's titles."""
    if not r.award_titles:
        return
    for t in r.titles:
        if t.replaced_by:
            continue
        values = {e.name: (e.categories[t.over] if t.over in CATEGORIES else e.scenario_points.get(t.over, 0))
                  for e in entries}
        won = award(values, t.sole, t.tie, r.title_needs_points)
        _apply(entries, t, values, won, explain, lowest=False, needs=r.title_needs_points)
    bt = r.beating_title
    values = {e.name: e.categories["beating"] for e in entries}
    won = award(values, bt.sole, bt.tie, r.title_needs_points, lowest=True)
    _apply(entries, bt, values, won, explain, lowest=True, needs=r.title_needs_points)


def _apply(entries: list[Score], t: Title, values: Mapping[str, int], won: Mapping[str, int],
           explain: list[Explain], lowest: bool, needs: bool) -> None:
    holders = [k for k, v in won.items() if v]
    best = (min(values.values()) if lowest else max(values.values())) if values else 0
    for e in entries:
        e.titles[t.key] = won[e.name]
    if len(values) < 2:
        return
    if holders:
        for k in holders:
            explain.append(Explain(k, "title", won[k], {"title": t.key, "value": best, "tied": len(holders) > 1,
                                                        "sole": t.sole, "tie": t.tie}, t.ref))
    else:
        explain.append(Explain("", "no_title", 0, {"title": t.key, "value": best}, t.ref))


def _scenario_points(p: Player, r: Rules) -> tuple[dict[str, int], list[Explain]]:
    pts: dict[str, int] = {}
    ex: list[Explain] = []
    if r.cities is not None:
        led, shielded = r.cities["led"], r.cities["shielded"]
        pts["cities_led"] = led * p.cities_led
        pts["cities_shielded"] = shielded * p.cities_shielded
        ex.append(Explain(p.name, "cities", pts["cities_led"] + pts["cities_shielded"],
                          {"led": p.cities_led, "led_pts": led, "shielded": p.cities_shielded, "shielded_pts": shielded},
                          r.refs.get("cities") or "p. 19"))
    if r.mines is not None:
        c, k = r.mines["countryside"], r.mines["core"]
        pts["mines_countryside"] = c * p.mines_countryside
        pts["mines_core"] = k * p.mines_core
        ex.append(Explain(p.name, "mines", pts["mines_countryside"] + pts["mines_core"],
                          {"countryside": p.mines_countryside, "c_pts": c, "core": p.mines_core, "k_pts": k},
                          r.refs.get("mines") or "p. 20"))
    return pts, ex


def _title_base(pts: Mapping[str, int]) -> dict[str, int]:
    """Scenario scores a title compares: 'cities' (led + shielded points) and 'mines'."""
    out: dict[str, int] = {}
    if "cities_led" in pts:
        out["cities"] = pts["cities_led"] + pts.get("cities_shielded", 0)
    if "mines_countryside" in pts:
        out["mines"] = pts["mines_countryside"] + pts.get("mines_core", 0)
    return out


def _goal_points(sheet: Sheet, explain: list[Explain], who: str) -> dict[str, int]:
    """Solo and cooperative goal scoring (back of the Scoring card, pp. 19-20)."""
    r = sheet.scenario.rules
    g = r.goal or {}
    ref = r.refs.get("goal") or sheet.scenario.ref
    conquered = sheet.cities_conquered or 0
    total = sheet.cities_total or 0
    limit = sheet.round_limit or 0
    unused = max(0, limit - (sheet.rounds_played or limit))  # AMBIG-29
    pts: dict[str, int] = {}
    pts["cities_conquered"] = g["per_city"] * conquered
    explain.append(Explain(who, "goal_cities", pts["cities_conquered"], {"n": conquered, "each": g["per_city"]}, ref))
    if "every_player_leads" in g:
        every = all(p.cities_led >= 1 for p in sheet.players)
        pts["every_player_leads"] = g["every_player_leads"] if every else 0
        explain.append(Explain(who, "goal_every_leads", pts["every_player_leads"], {"yes": every, "each": g["every_player_leads"],
                               "without": [p.name for p in sheet.players if p.cities_led < 1]}, ref))
    all_done = total > 0 and conquered >= total
    pts["all_cities"] = g["all_cities"] if all_done else 0
    explain.append(Explain(who, "goal_all", pts["all_cities"], {"yes": all_done, "n": conquered, "total": total,
                                                               "each": g["all_cities"]}, ref))
    pts["rounds_unused"] = g["per_unused_round"] * unused
    explain.append(Explain(who, "goal_rounds", pts["rounds_unused"], {"limit": limit, "played": sheet.rounds_played,
                                                                     "unused": unused, "each": g["per_unused_round"]},
                           ref))
    pts["dummy_deck"] = g["per_dummy_card"] * (sheet.dummy_deck or 0)
    explain.append(Explain(who, "goal_dummy", pts["dummy_deck"], {"n": sheet.dummy_deck or 0, "each": g["per_dummy_card"]}, ref))
    pts["end_not_announced"] = g["not_announced"] if sheet.end_announced_in_last_round is False else 0
    explain.append(Explain(who, "goal_announced", pts["end_not_announced"],
                           {"announced": bool(sheet.end_announced_in_last_round), "each": g["not_announced"]}, ref))
    return pts


def _winners_by_total(entries: list[Score], ties: str) -> list[str]:
    scored = [e for e in entries if e.total is not None]
    if not scored:
        return []
    best = max(e.total for e in scored if e.total is not None)
    top = [e.name for e in scored if e.total == best]
    if len(top) > 1 and ties == "none":
        return []
    return top


def score(sheet: Sheet) -> Result:
    """Score a checked sheet according to its scenario."""
    scenario = sheet.scenario
    r = scenario.rules
    explain: list[Explain] = []
    notes: list[tuple[str, Mapping[str, Any]]] = []
    title_keys = _title_keys(r)
    players: list[Score] = []
    for p in sheet.players:
        if r.achievements:
            cats, ex = achievements(p, r)
            explain += ex
        else:
            cats = {c: 0 for c in CATEGORIES}
        pts, ex = _scenario_points(p, r)
        explain += ex
        players.append(Score(p.name, p.team, p.fame, cats, {k: 0 for k in title_keys}, pts, None, None))

    teams: list[Score] = []
    winners: list[str] = []
    team_score: int | None = None
    mission: bool | None = sheet.mission_succeeded

    if r.kind == "cooperative":
        team = _coop_team(sheet, players, explain)
        teams.append(team)
        for s in players:
            s.total = (s.fame or 0) + sum(s.categories.values())
        team_score = team.total
        mission = (sheet.cities_conquered or 0) >= (sheet.cities_total or 0) > 0
        winners = [p.name for p in sheet.players] if mission else []
        notes.append(("coop", {"mission": mission, "variant": sheet.coop_scoring}))
    elif r.kind == "solo":
        s = players[0]
        goal = _goal_points(sheet, explain, s.name)
        s.scenario_points.update(goal)
        s.total = (s.fame or 0) + sum(s.categories.values()) + sum(s.scenario_points.values())
        mission = (sheet.cities_conquered or 0) >= (sheet.cities_total or 0) > 0
        winners = [s.name] if mission else []
        notes.append(("solo", {"mission": mission}))
    elif r.kind == "victory_points":
        vp = r.victory_points or {}
        for p, s in zip(sheet.players, players):
            s.scenario_points = {"keeps": vp["keep"] * p.keeps_owned,
                                 "mage_towers": vp["mage_tower"] * p.mage_towers_owned}
            s.victory_points = s.total = sum(s.scenario_points.values())
            explain.append(Explain(p.name, "victory_points", s.total, {"keeps": p.keeps_owned, "keep": vp["keep"],
                                                                       "towers": p.mage_towers_owned,
                                                                       "tower": vp["mage_tower"]},
                                   r.refs.get("victory_points") or scenario.ref))
        if sheet.teams:
            for name in sheet.teams:
                members = [s for s in players if s.team == name]
                total = sum(s.total or 0 for s in members)
                teams.append(Score(name, name, None, {c: 0 for c in CATEGORIES}, {k: 0 for k in title_keys},
                                   {"keeps": sum(s.scenario_points["keeps"] for s in members),
                                    "mage_towers": sum(s.scenario_points["mage_towers"] for s in members)},
                                   total, total, tuple(s.name for s in members)))
                explain.append(Explain(name, "team_vp", total, {"members": [(s.name, s.total) for s in members]}, scenario.ref))
            won = _winners_by_total(teams, r.winner_ties)
            for t in teams:
                t.winner = t.name in won
            winners = [s.name for s in players if s.team in won]
        else:
            winners = _winners_by_total(players, r.winner_ties)
        if not winners:
            notes.append(("vp_tie", {}))
    elif r.kind == "portal":
        on = [p for p in sheet.players if p.on_portal]
        for s in players:
            s.fame = None
        if sheet.teams:
            for name in sheet.teams:
                team_players = [p for p in sheet.players if p.team == name]
                teams.append(Score(name, name, None, {c: 0 for c in CATEGORIES}, {k: 0 for k in title_keys}, {}, None,
                                   None, tuple(p.name for p in team_players)))
            if on and on[0].chosen:
                winners = [p.name for p in sheet.players if p.team == on[0].team]
                for t in teams:
                    t.winner = t.name == on[0].team
            notes.append(("portal_team", {"on": on[0].name if on else "", "chosen": bool(on and on[0].chosen),
                                          "team": on[0].team if on else ""}))
        else:
            winners = [on[0].name] if on else []
            notes.append(("portal", {"on": on[0].name if on else ""}))
    else:  # competitive
        if sheet.teams:
            teams = _competitive_teams(sheet, players, r, title_keys, explain)
            for t in teams:
                t.total = (t.fame or 0) + sum(t.categories.values()) + sum(t.titles.values()) + sum(t.scenario_points.values())
            for s in players:
                s.total = (s.fame or 0) + sum(s.categories.values()) + sum(s.scenario_points.values())
            won = _winners_by_total(teams, r.winner_ties)
            for t in teams:
                t.winner = t.name in won
            winners = [s.name for s in players if s.team in won]
            notes.append(("teams", {}))
        else:
            _award_competitive(players, r, explain)
            for s in players:
                s.total = (s.fame or 0) + sum(s.categories.values()) + sum(s.titles.values()) + sum(s.scenario_points.values())
            if len(players) == 1:
                notes.append(("solo_variant", {}))
                winners = []
            else:
                winners = _winners_by_total(players, r.winner_ties)
        if r.cities is not None and sheet.cities_total:
            conquered = sheet.cities_conquered if sheet.cities_conquered is not None else sum(p.cities_led for p in sheet.players)
            mission = conquered >= sheet.cities_total
        if len(winners) > 1:
            notes.append(("shared", {"names": winners}))
    for s in players + teams:
        if s.total is not None:
            explain.append(Explain(s.name, "total", s.total, {"fame": s.fame, "categories": sum(s.categories.values()),
                                                              "titles": sum(s.titles.values()),
                                                              "scenario": sum(s.scenario_points.values()),
                                                              "team": bool(s.members)}, scenario.ref))
    return Result(scenario, sheet, players, teams, winners, team_score, mission, title_keys, explain, notes)


def _award_competitive(players: list[Score], r: Rules, explain: list[Explain]) -> None:
    """Titles among individual players; scenario titles compare their scenario scores (cities, mines)."""
    shadow = []
    for s in players:
        base = _title_base(s.scenario_points)
        shadow.append(Score(s.name, s.team, s.fame, s.categories, s.titles, base, None, None))
    _award_all(shadow, r, explain)


def _competitive_teams(sheet: Sheet, players: list[Score], r: Rules, title_keys: tuple[str, ...],
                       explain: list[Explain]) -> list[Score]:
    """Team play (p. 15): base = the lower Fame; per category and scenario score only the team's best counts
    (Greatest Beating: the larger penalty); titles then compare the team values."""
    teams: list[Score] = []
    for name in sheet.teams:
        members = [s for s in players if s.team == name]
        fame = min(s.fame or 0 for s in members)
        cats = {c: (min if c == "beating" else max)(s.categories[c] for s in members) for c in CATEGORIES}
        pts: dict[str, int] = {}
        for key in ("cities", "mines"):
            base = [_title_base(s.scenario_points).get(key) for s in members]
            if any(v is not None for v in base):
                best = max(members, key=lambda s, k=key: _title_base(s.scenario_points).get(k, 0))  # type: ignore[misc]
                if key == "cities":
                    pts["cities_led"] = best.scenario_points["cities_led"]
                    pts["cities_shielded"] = best.scenario_points["cities_shielded"]
                else:
                    pts["mines_countryside"] = best.scenario_points["mines_countryside"]
                    pts["mines_core"] = best.scenario_points["mines_core"]
        team = Score(name, name, fame, cats, {k: 0 for k in title_keys}, pts, None, None, tuple(s.name for s in members))
        teams.append(team)
        explain.append(Explain(name, "team", 0, {"members": [(s.name, s.fame) for s in members], "fame": fame,
                                                 "categories": cats}, TEAM_PAGE))
    # titles compare the team's scenario score ("cities"), so give the teams their title base temporarily
    shadow = [Score(t.name, t.team, t.fame, t.categories, t.titles, _title_base(t.scenario_points), None, None)
              for t in teams]
    _award_all(shadow, r, explain)
    return teams


def _coop_team(sheet: Sheet, players: list[Score], explain: list[Explain]) -> Score:
    """Full and Blitz Cooperation (p. 20): one team score."""
    lowest = sheet.coop_scoring == "lowest"
    fame = min(s.fame or 0 for s in players)
    cats: dict[str, int] = {}
    for c in CATEGORIES:
        values = [s.categories[c] for s in players]
        if c == "beating":
            # best = the most negative (p. 20); the "lowest scores" variant takes the highest, i.e. least negative
            # value (AMBIG-19)
            cats[c] = max(values) if lowest else min(values)
        else:
            cats[c] = min(values) if lowest else max(values)
    explain.append(Explain("Team", "coop_base", fame, {"members": [(s.name, s.fame) for s in players]},
                           sheet.scenario.ref))
    explain.append(Explain("Team", "coop_categories", sum(cats.values()), {"categories": cats, "lowest": lowest},
                           sheet.scenario.ref))
    goal = _goal_points(sheet, explain, "Team")
    total = fame + sum(cats.values()) + sum(goal.values())
    team = Score("Team", None, fame, cats, {}, goal, None, total, tuple(s.name for s in players))
    return team


# ---------------------------------------------------------------------------------------------- output


def to_json(result: Result) -> dict[str, Any]:
    """The issue's JSON contract (stable keys)."""

    def entry(s: Score, team: bool = False) -> dict[str, Any]:
        d: dict[str, Any] = {}
        if team:
            d["team"] = s.name
            d["members"] = list(s.members)
        else:
            d["name"] = s.name
            d["team"] = s.team
        d["fame"] = s.fame
        d["categories"] = dict(s.categories)
        d["titles"] = dict(s.titles) if s.titles else {k: 0 for k in result.title_keys}
        d["scenario_points"] = dict(s.scenario_points)
        d["victory_points"] = s.victory_points
        d["total"] = s.total
        if team:
            d["winner"] = s.winner
        return d

    return {
        "scenario": result.scenario.id,
        "players": [entry(s) for s in result.players],
        "teams": [entry(t, team=True) for t in result.teams],
        "winners": list(result.winners),
        "team_score": result.team_score,
        "mission_succeeded": result.mission_succeeded,
    }


LABELS: dict[str, tuple[str, str]] = {
    "knowledge": ("Greatest Knowledge", "Das größte Wissen"),
    "loot": ("Greatest Loot", "Die größte Beute"),
    "leader": ("Greatest Leader", "Der größte Anführer"),
    "conqueror": ("Greatest Conqueror", "Der größte Eroberer"),
    "adventurer": ("Greatest Adventurer", "Der größte Abenteurer"),
    "beating": ("Greatest Beating", "Der größte Prügelknabe"),
    "city_conqueror": ("Greatest City Conqueror", "Größter Stadteroberer"),
    "liberator": ("Greatest Liberator", "Größter Befreier"),
    "dungeon_crawler": ("Greatest Dungeon Crawler", "Größter Dungeon-Crawler"),
    "cities_led": ("Cities led", "Städte als Anführer"),
    "cities_shielded": ("Cities with a shield", "Städte mit Schild"),
    "mines_countryside": ("Countryside mines", "Bergwerke (Landschaft)"),
    "mines_core": ("Core mines", "Bergwerke (Zentrum)"),
    "keeps": ("Keeps", "Burgen"),
    "mage_towers": ("Mage Towers", "Magiertürme"),
    "cities_conquered": ("Cities conquered", "Eroberte Städte"),
    "every_player_leads": ("Every player leads a city", "Jeder ist Anführer"),
    "all_cities": ("All cities", "Alle Städte"),
    "rounds_unused": ("Rounds not needed", "Nicht benötigte Runden"),
    "dummy_deck": ("Dummy deck", "Dummy-Deck"),
    "end_not_announced": ("End not announced", "Rundenende nicht angesagt"),
    "keep": ("Keep", "Burg"),
    "mage_tower": ("Mage Tower", "Magierturm"),
    "monastery": ("Monastery", "Kloster"),
    "dungeon": ("Dungeon", "Dungeon"),
    "tomb": ("Tomb", "Grabstätte"),
    "monster_den": ("Monster Den", "Monsterhöhle"),
    "spawning_grounds": ("Spawning Grounds", "Brutstätte"),
    "ancient_ruins": ("Ancient Ruins", "Ruine"),
    "maze": ("Maze", "Irrgarten"),
    "labyrinth": ("Labyrinth", "Labyrinth"),
    "conquest_sites": ("Keeps, Mage Towers and Monasteries", "Burgen, Magiertürme und Klöster"),
    "tombs_and_dungeons": ("Tombs and Dungeons", "Grabstätten und Dungeons"),
    "adventure_sites": ("adventure sites", "Abenteuerorte"),
}


def label(key: str, lang: str = "en") -> str:
    pair = LABELS.get(key)
    if pair is None:
        return key.replace("_", " ")
    return pair[1] if lang == "de" else pair[0]


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def explain_text(e: Explain, lang: str = "en") -> str:
    """The arithmetic of one Explain item in words, English or German."""
    de = lang == "de"
    p = e.params
    k = e.key
    if k == "knowledge":
        return (f"{p['spells']} {'Zauber' if de else 'spell(s)'} × {p['spell']} + {p['aas']} "
                f"{'Fortgeschrittene Aktion(en)' if de else 'advanced action(s)'} × {p['aa']} = {e.points}")
    if k == "loot":
        return (f"{p['artifacts']} {'Artefakt(e)' if de else 'artifact(s)'} × {p['artifact']} + {p['crystals']} "
                f"{'Kristall(e)' if de else 'crystal(s)'} ÷ {p['per']} {'abgerundet' if de else 'rounded down'} "
                f"({p['crystal_points']}) = {e.points}")
    if k == "leader":
        if not p["units"]:
            return ("keine Einheiten = 0" if de else "no units = 0")
        terms = []
        for level, wounded, pts, name in p["units"]:
            who = f"{name} " if name else ""
            if wounded:
                terms.append(f"{who}{'Level' if de else 'level'} {level} {'verletzt' if de else 'wounded'} "
                             f"({level}÷2 {'abgerundet' if de else 'rounded down'}: {pts})")
            else:
                terms.append(f"{who}{'Level' if de else 'level'} {level}")
        return " + ".join(terms) + f" = {e.points}"
    if k in ("conqueror", "adventurer"):
        if not p["shields"]:
            return "keine Schilde = 0" if de else "no shields = 0"
        terms = [f"{n} × {label(kind, lang)} × {each}" for kind, n, each in p["shields"]]
        return " + ".join(terms) + f" = {e.points}"
    if k == "beating":
        return f"{p['wounds']} {'Verletzung(en) im Deck' if de else 'wound(s) in the deck'} × {p['wound']} = {e.points}"
    if k == "title":
        name = label(p["title"], lang)
        if p["tied"]:
            return (f"{name}: {'Gleichstand bei' if de else 'tied at'} {p['value']} → {_signed(e.points)} "
                    f"{'für jeden' if de else 'each'}")
        return f"{name}: {'allein vorn mit' if de else 'sole best with'} {p['value']} → {_signed(e.points)}"
    if k == "no_title" and p["title"] == "beating":
        return (f"{label('beating', lang)}: "
                + ("niemand hat eine Verletzung im Deck, also kein Abzug (AMBIG-14)" if de
                   else "nobody has a wound in the deck, so no penalty (AMBIG-14)"))
    if k == "no_title":
        name = label(p["title"], lang)
        return (f"{name}: {'niemand erhält den Titel, der beste Wert ist 0 (AMBIG-14)' if de else 'nobody gets the title, the best value is 0 (AMBIG-14)'}")
    if k == "cities":
        return (f"{p['led']} {'als Anführer' if de else 'led'} × {p['led_pts']} + {p['shielded']} "
                f"{'mit Schild' if de else 'with a shield'} × {p['shielded_pts']} = {e.points}")
    if k == "mines":
        return (f"{p['countryside']} {'auf Landschaftsteilen' if de else 'on countryside tiles'} × {p['c_pts']} + "
                f"{p['core']} {'auf Zentralteilen' if de else 'on core tiles'} × {p['k_pts']} = {e.points}")
    if k == "victory_points":
        return (f"{p['keeps']} {'Burg(en)' if de else 'keep(s)'} × {p['keep']} + {p['towers']} "
                f"{'Magierturm/-türme' if de else 'mage tower(s)'} × {p['tower']} = {e.points} "
                f"{'Siegpunkte' if de else 'VP'}")
    if k == "team_vp":
        return " + ".join(f"{n} {v}" for n, v in p["members"]) + f" = {e.points}"
    if k == "team":
        fames = ", ".join(f"{n} {f}" for n, f in p["members"])
        return (f"{'Ruhm des Schwächeren' if de else 'lower Fame'} ({fames}) = {p['fame']}; "
                f"{'je Kategorie zählt der bessere Wert' if de else 'each category counts the better value'}")
    if k == "coop_base":
        fames = ", ".join(f"{n} {f}" for n, f in p["members"])
        return f"{'niedrigster Ruhm' if de else 'lowest Fame'} ({fames}) = {e.points}"
    if k == "coop_categories":
        which = ("niedrigster" if de else "lowest") if p["lowest"] else ("bester" if de else "best")
        values = " + ".join(f"{label(c, lang)} {v}" for c, v in p["categories"].items())
        return f"{which} {'Wert je Kategorie' if de else 'value per category'}: {values} = {e.points}"
    if k == "goal_cities":
        return f"{p['n']} {'eroberte Stadt/Städte' if de else 'city/cities conquered'} × {p['each']} = {e.points}"
    if k == "goal_every_leads":
        if p["yes"]:
            return f"{'jeder Spieler führt eine Stadt an' if de else 'every player leads a city'} → +{p['each']}"
        return (f"{'ohne Stadt' if de else 'leading no city'}: {', '.join(p['without'])} → 0")
    if k == "goal_all":
        if p["yes"]:
            return f"{'alle' if de else 'all'} {p['total']} {'Städte erobert' if de else 'cities conquered'} → +{p['each']}"
        return f"{p['n']} {'von' if de else 'of'} {p['total']} {'Städten erobert' if de else 'cities conquered'} → 0"
    if k == "goal_rounds":
        return (f"{'Rundenlimit' if de else 'round limit'} {p['limit']} − {'gespielt' if de else 'played'} "
                f"{p['played']} = {p['unused']} × {p['each']} = {e.points} (AMBIG-29)")
    if k == "goal_dummy":
        return f"{p['n']} {'Karten im Dummy-Deck' if de else 'card(s) left in the dummy deck'} × {p['each']} = {e.points}"
    if k == "goal_announced":
        if p["announced"]:
            return ("Rundenende in der letzten Runde angesagt → 0" if de
                    else "the end of the last round was announced → 0")
        return (f"Rundenende in der letzten Runde nicht angesagt → +{p['each']}" if de
                else f"the end of the last round was not announced → +{p['each']}")
    if k == "total":
        parts = []
        if p["fame"] is not None:
            parts.append(f"{'Ruhm' if de else 'Fame'} {p['fame']}")
        parts.append(f"{'Erfolge' if de else 'achievements'} {_signed(p['categories'])}")
        if p["titles"]:
            parts.append(f"{'Titel' if de else 'titles'} {_signed(p['titles'])}")
        if p["scenario"]:
            parts.append(f"{'Szenario' if de else 'scenario'} {_signed(p['scenario'])}")
        return " ".join(parts) + f" = {e.points}"
    return f"{k} = {e.points}"
