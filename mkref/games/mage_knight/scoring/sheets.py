"""A score sheet (a TOML table, or the interactive answers in the same shape) read into a `Sheet`:
every key a scenario needs, checked against the scenario's rules (pp. 15, 18-22)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mkref.core.errors import InvalidInput, SheetError
from mkref.core.tomlread import Fields, Problems
from mkref.games.mage_knight.scoring.scenarios import (
    COLOURS, PLAYER_KEYS, SHEET_KEYS, TEAM_PAGE,
    Catalog, Rules, Scenario, UnitLookup, data_unit_lookup,
)

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
    volkare: dict[str, Any] | None = None  # The Lost Legion: [volkare] defeated, cards_left, combat_level, race_level

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
    if r.kind not in ("solo", "cooperative"):
        return []
    goal = r.goal or {}
    keys = ["cities_conquered", "rounds_played"]
    # a scenario that scores neither the dummy's deck nor the announcement (the Volkare scenarios: no dummy) does not ask
    if goal.get("not_announced", 1):
        keys.append("end_announced_in_last_round")
    if goal.get("per_dummy_card", 1):
        keys.append("dummy_deck")
    return keys


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
        _no("score.missing", where=where, key=key),
        _no("score.needs_it", scenario=_scenario(scenario), what=f" ({what})" if what else ""),
        _no("score.add_line", key=key),
        ref=scenario.ref,
    )


def _count(f: Fields, key: str, scenario: Scenario, required: bool, low: int = 0, high: int | None = None) -> int | None:
    if not f.has(key):
        if required:
            raise _missing(f.where(), key, scenario)
        return None
    value = f.get(key, int)
    if value < low or (high is not None and value > high):
        span = (_no("score.span_range", low=low, high=high) if high is not None else
                _no("score.span_zero") if low == 0 else _no("score.span_least", low=low))
        what = _no("score.negative") if value < 0 and low == 0 else _no("score.expected", span=span)
        raise InvalidInput(_no("score.is_value", where=f.where(key), value=value), what)
    return int(value)


def _crystals(f: Fields, rules: Rules, required: bool, scenario: Scenario) -> int | None:
    limit = rules.crystals_per_colour * rules.crystal_colours

    def why() -> str:
        return _no("score.inventory", per=rules.crystals_per_colour, colours=rules.crystal_colours, limit=limit)

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
                raise InvalidInput(_no("score.is_value", where=per.where(colour), value=n), _no("score.negative"))
            if n > rules.crystals_per_colour:
                raise InvalidInput(_no("score.is_value", where=per.where(colour), value=n), why(), ref=rules.crystal_ref)
            total += n
        return total
    n = f.get("crystals", int, expect="a whole number, or a table of counts per colour { red, blue, green, white }")
    if n < 0:
        raise InvalidInput(_no("score.is_value", where=f.where("crystals"), value=n), _no("score.negative"))
    if n > limit:
        raise InvalidInput(_no("score.is_value", where=f.where("crystals"), value=n), why(), ref=rules.crystal_ref)
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
                raise InvalidInput(_no("score.is_value", where=u.where("level"), value=level), _no("score.unit_level_is", unit=shown, level=data_level))
            level, name = data_level, shown
        if level is None:
            raise InvalidInput(_no("score.unit_no_level", where=u.where()), _no("score.unit_give_level"))
        if not rules.unit_level_min <= level <= rules.unit_level_max:
            raise InvalidInput(
                _no("score.is_value", where=u.where("level"), value=level),
                _no("score.unit_levels", low=rules.unit_level_min, high=rules.unit_level_max),
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
        raise InvalidInput(_no("score.no_scenario", file=file), hint=_no("score.no_scenario_hint"))
    scenario = catalog.resolve(top.text("scenario"))
    rules = scenario.rules
    raw_players = list(top.tables("players"))
    if not raw_players:
        raise InvalidInput(_no("score.no_players", file=file), hint=_no("score.no_players_hint"))
    n = len(raw_players)
    if not scenario.players_min <= n <= scenario.players_max:
        span = (f"{scenario.players_min}" if scenario.players_min == scenario.players_max
                else _no("score.span", low=scenario.players_min, high=scenario.players_max))
        raise InvalidInput(_no("score.player_count", file=file, n=n, s=_named("s" if n != 1 else "", "")),
                           _no("score.is_for", scenario=_scenario(scenario), span=span), ref=scenario.ref)
    has_team = [p.has("team") for p in raw_players]
    teams = any(has_team)
    need = set(needed_player_fields(scenario, teams))
    players = tuple(_player(f, i, scenario, need, lookup) for i, f in enumerate(raw_players))
    names = [p.name for p in players]
    dupes = sorted({x for x in names if names.count(x) > 1})
    if dupes:
        raise InvalidInput(_no("score.same_name", file=file, name=dupes[0]), hint=_no("score.same_name_hint"))
    if teams:
        _check_teams(file, scenario, players, has_team)
    elif rules.teams_required_with and n == rules.teams_required_with:
        raise InvalidInput(
            _no("score.no_teams", file=file, n=n),
            _no("score.two_teams", scenario=_scenario(scenario), n=n),
            _no("score.team_hint"),
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
                  coop_scoring, mission, _volkare(top))
    _check_consistency(file, sheet)
    return sheet


def _check_teams(file: str, scenario: Scenario, players: tuple[Player, ...], has_team: list[bool]) -> None:
    if not scenario.team_play:
        raise InvalidInput(
            _no("score.has_teams", file=file),
            _no("score.no_team_variant", scenario=_scenario(scenario)),
            _no("score.remove_teams"),
            ref=TEAM_PAGE,
        )
    missing = [p.name for p, has in zip(players, has_team) if not has]
    if missing:
        raise InvalidInput(_no("score.no_team", file=file, name=missing[0]), _no("score.every_in_team"), ref=TEAM_PAGE)
    teams = {p.team for p in players}
    if len(teams) != 2:
        raise InvalidInput(_no("score.team_count", file=file, n=len(teams)), _no("score.team_vs_team"), _no("score.team_hint"), ref=TEAM_PAGE)
    if scenario.rules.kind == "portal":
        for team in teams:
            chosen = [p.name for p in players if p.team == team and p.chosen]
            if len(chosen) != 1:
                raise InvalidInput(
                    _no("score.chosen_count", file=file, team=team, n=len(chosen)),
                    _no("score.chosen_why"),
                    _no("score.chosen_hint"),
                    ref=scenario.ref,
                )


def _check_consistency(file: str, sheet: Sheet) -> None:
    r = sheet.scenario.rules
    ref = sheet.scenario.ref
    total = sheet.cities_total
    if r.cities is not None and sheet.cities_conquered is not None:
        led = sum(p.cities_led for p in sheet.players)
        if led > sheet.cities_conquered:
            raise InvalidInput(_no("score.lead_cities", file=file, led=led), _no("score.lead_but_conquered", conquered=sheet.cities_conquered),
                               _no("score.one_leader"), ref=ref)
    if r.cities is not None and total:
        led = sum(p.cities_led for p in sheet.players)
        if led > total:
            raise InvalidInput(_no("score.lead_cities", file=file, led=led), _no("score.only_cities_leader", total=total),
                               _no("score.give_cities_total"), ref=ref)
        for p in sheet.players:
            if p.cities_led + p.cities_shielded > total:
                raise InvalidInput(_no("score.leads_and_shields", file=file, name=p.name, led=p.cities_led, shielded=p.cities_shielded),
                                   _no("score.only_cities", total=total), ref=ref)
    if r.kind == "cooperative" and sheet.cities_conquered is not None:
        led = sum(p.cities_led for p in sheet.players)
        if led > sheet.cities_conquered:
            raise InvalidInput(_no("score.lead_cities", file=file, led=led), _no("score.only_conquered", conquered=sheet.cities_conquered),
                               ref=ref)
    if r.kind == "portal":
        on = [p.name for p in sheet.players if p.on_portal]
        if len(on) > 1:
            raise InvalidInput(_no("score.both_on_portal", file=file, names=" and ".join(on)), _no("score.one_on_portal"), ref=ref)
    if r.kind == "victory_points" and r.victory_points:
        vp = sum(r.victory_points["keep"] * p.keeps_owned + r.victory_points["mage_tower"] * p.mage_towers_owned
                 for p in sheet.players)
        available = r.victory_points.get("available", 0)
        if available and vp > available:
            raise InvalidInput(_no("score.sites_worth", file=file, vp=vp), _no("score.map_has_only", available=available), ref=ref)


def _volkare(top: Fields) -> dict[str, Any] | None:
    """The Lost Legion's Volkare scenarios: whether Volkare was defeated and what his bonus depends on ([S3])."""
    table = top.table("volkare", None)
    if table is None:
        return None
    table.unknown_keys(("defeated", "cards_left", "combat_level", "race_level"))
    return {
        "defeated": table.flag("defeated"),
        "cards_left": table.number("cards_left", 0, low=0),
        "combat_level": table.choice("combat_level", ("daring", "heroic", "legendary"), "daring"),
        "race_level": table.choice("race_level", ("fair", "tight", "thrilling"), "fair"),
    }


def _no(key: str, /, **values: object) -> str:
    """A refusal from the catalogue (messages/score_sheets.py), loaded only when a sheet is refused."""
    from mkref.games.mage_knight.messages import MESSAGES

    return MESSAGES.said(key, **values)


def _named(english: str, german: str) -> str:
    from mkref.core.messages import Named

    return Named(english, german)


def _scenario(scenario: Scenario) -> str:
    return _named(scenario.name_en, scenario.name_de or scenario.name_en)
