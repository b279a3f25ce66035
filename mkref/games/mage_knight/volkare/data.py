"""The Lost Legion rules files: volkare.toml, lost_legion.toml and lost_legion_settings.toml, validated.

Each file is read once per process on first use; every problem is reported at once with the file and key
(`mkref check-rules` runs `check_all`).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from mkref.core.errors import InvalidInput
from mkref.core.record import Record
from mkref.core.rulesdata import file_fields, new_problems
from mkref.core.tomlread import Fields, Problems

GAME = "mage-knight"
DIE_FACES = ("red", "blue", "white", "green", "gold", "black")
BASIC = ("red", "blue", "white", "green")
ARMY_COLOURS = ("white", "grey", "red", "green")
DIRECTIONS = ("NE", "E", "SE", "SW", "W", "NW")
COMBAT_LEVELS = ("daring", "heroic", "legendary")
RACE_LEVELS = ("fair", "tight", "thrilling")
TABLES = ("quest", "return_epic", "return_blitz")


class Attack(Record):
    """Volkare's attack for one combat: value and element (always Brutal and Assassination on top)."""

    value: int
    element: str


class Race(Record):
    wounds: int
    fearful_extra: int
    fearful_solo: int


class Scenario(Record):
    id: str
    name_en: str
    name_de: str
    table: str
    rounds: int
    extra_dice: int
    extra_units: int
    start_reputation: int
    start_fame: int
    fame_per_level: int
    portal_close_distance: int
    ref: str


class Volkare(Record):
    """Everything volkare.toml says."""

    min_level: int
    clix_max: int
    army: dict[int, dict[str, int]]
    attack_by_die: dict[str, Attack | None]
    deck_actions: dict[str, int]
    deck_spells: dict[str, int]
    spell_names: dict[str, tuple[str, str]]  # colour -> (English, German)
    path: dict[str, dict[str, str]]  # scenario table ("quest" / "return") -> card colour -> direction
    levels: dict[str, dict[int, dict[str, tuple[int, int]]]]  # table -> players -> combat level -> (volkare, city)
    race: dict[str, dict[str, Race]]
    tiles: dict[str, dict[int, dict[str, int]]]
    scenarios: dict[str, Scenario]
    flee_wounds: tuple[int, ...]
    defeat_bonus: dict[str, int]
    per_card_left: int
    race_factor: dict[str, float]
    quest_city_bonus: int
    return_city_bonus: int


ELEMENT_WORDS = {
    "physical": "physical", "physisch": "physical", "fire": "fire", "feuer": "fire", "ice": "ice", "eis": "ice",
    "coldfire": "cold_fire", "cold_fire": "cold_fire", "kaltesfeuer": "cold_fire",
}


def parse_attack(text: str) -> Attack:
    """'5 physical', '4 fire', '6 kaltes Feuer' -> Attack (Volkare's attack has a value and an element only)."""
    folded = text.strip().casefold().replace("cold fire", "coldfire").replace("kaltes feuer", "kaltesfeuer")
    words = folded.split()
    element = ELEMENT_WORDS.get(words[1]) if len(words) == 2 else "physical" if len(words) == 1 else None
    if not words or not words[0].isdecimal() or int(words[0]) < 1 or element is None:
        from mkref.games.mage_knight.volkare.messages import MESSAGES  # the catalogue only for a refusal

        raise InvalidInput(MESSAGES.said("v.not_attack", text=text), MESSAGES.said("v.not_attack_why"), ref="[13.2]")
    return Attack(int(words[0]), element)


def _load(name: str, problems: Problems) -> Fields:
    return file_fields(GAME, name, problems)


def _int_keys(f: Fields, where: str, problems: Problems) -> list[tuple[int, Fields]]:
    out = []
    for key in f.data:
        sub = f.table(key)
        if not key.isdecimal():
            problems.add(f.where(key), f"{where} keys are whole numbers")
        elif sub is not None:
            out.append((int(key), sub))
    return out


def _army(f: Fields, problems: Problems) -> dict[int, dict[str, int]]:
    army = {}
    for level, row in _int_keys(f, "level", problems):
        row.unknown_keys(ARMY_COLOURS)
        army[level] = {c: row.number(c, low=0) or 0 for c in ARMY_COLOURS}
    return army


def _attacks(f: Fields, problems: Problems) -> dict[str, Attack | None]:
    f.unknown_keys(DIE_FACES)
    out: dict[str, Attack | None] = {}
    for face in DIE_FACES:
        text = f.text(face)
        out[face] = None
        if text:
            try:
                out[face] = parse_attack(text)
            except InvalidInput as bad:
                problems.add(f.where(face), bad.message())
    return out


def _levels(f: Fields, problems: Problems) -> dict[str, dict[int, dict[str, tuple[int, int]]]]:
    out: dict[str, dict[int, dict[str, tuple[int, int]]]] = {}
    for table in TABLES:
        t = f.table(table)
        if t is None:
            continue
        out[table] = {}
        for players, row in _int_keys(t, "player", problems):
            row.unknown_keys(COMBAT_LEVELS)
            pairs = {}
            for level in COMBAT_LEVELS:
                pair = row.raw(level)
                if pair is None:
                    continue
                if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(v, int) and v >= 1 for v in pair)):
                    problems.add(row.where(level), "expected [Volkare level, city level]")
                    continue
                pairs[level] = (pair[0], pair[1])
            out[table][players] = pairs
    return out


def _race(f: Fields) -> dict[str, dict[str, Race]]:
    out: dict[str, dict[str, Race]] = {}
    for table in TABLES:
        t = f.table(table)
        if t is None:
            continue
        t.unknown_keys(RACE_LEVELS)
        out[table] = {}
        for level in RACE_LEVELS:
            row = t.table(level)
            if row is not None:
                out[table][level] = Race(row.number("wounds", low=0), row.number("fearful_extra", low=0), row.number("fearful_solo", low=0))
    return out


def _scenarios(f: Fields) -> dict[str, Scenario]:
    out = {}
    for ident in f.data:
        s = f.table(ident)
        if s is None:
            continue
        name = s.table("name")
        out[ident] = Scenario(
            ident, name.text("en") if name else ident, name.text("de") if name else ident,
            s.choice("table", TABLES), s.number("rounds", low=1), s.number("extra_dice", low=0), s.number("extra_units", low=0),
            s.number("start_reputation", 0), s.number("start_fame", 0, low=0), s.number("fame_per_level", 0, low=0),
            s.number("portal_close_distance", 0, low=0), s.text("ref"),
        )
        s.raw("volkare_moves")
        s.raw("start")
    return out


@cache
def volkare() -> Volkare:
    problems = new_problems()
    top = _load("volkare.toml", problems)
    army = _army(top.table("army") or top, problems)
    attack = _attacks(top.table("attack_by_die") or top, problems)
    deck = top.table("deck")
    path: dict[str, dict[str, str]] = {}
    for table, sub in ((k, (top.table("path") or top).table(k)) for k in ("quest", "return")):
        if sub is not None:
            path[table] = {c: sub.choice(c, DIRECTIONS) for c in ("white", "blue", "green")}
    tiles: dict[str, dict[int, dict[str, int]]] = {}
    tile_table = top.table("tiles")
    for table in ("quest", "return_epic"):
        sub = tile_table.table(table) if tile_table else None
        if sub is not None:
            tiles[table] = {p: {k: row.number(k, low=0) for k in ("countryside", "core", "city")} for p, row in _int_keys(sub, "player", problems)}
    flee = top.table("flee")
    score = top.table("score")
    factor = score.raw("race_factor", {}) if score else {}
    found = Volkare(
        min_level=top.number("min_level", low=1),
        clix_max=top.number("clix_max", low=1),
        army=army,
        attack_by_die=attack,
        deck_actions=_colour_counts(deck, "actions"),
        deck_spells=_colour_counts(deck, "spells"),
        spell_names=_spell_names(deck),
        path=path,
        levels=_levels(top.table("levels") or top, problems),
        race=_race(top.table("race") or top),
        tiles=tiles,
        scenarios=_scenarios(top.table("scenarios") or top),
        flee_wounds=tuple(flee.raw("wounds_by_pair", [])) if flee else (),
        defeat_bonus=_named_numbers(score, "defeat_bonus", COMBAT_LEVELS),
        per_card_left=score.number("per_card_left", low=0) if score else 0,
        race_factor={k: float(factor.get(k, 1)) for k in RACE_LEVELS},
        quest_city_bonus=score.number("quest_city_bonus", low=0) if score else 0,
        return_city_bonus=score.number("return_city_bonus", low=0) if score else 0,
    )
    expected = set(range(found.min_level, found.clix_max + 1))
    if set(army) != expected:
        problems.add(top.where("army"), f"needs exactly the levels {found.min_level} to {found.clix_max}")
    problems.raise_if_any("rules/mage-knight/volkare.toml")
    return found


def _spell_names(deck: Fields | None) -> dict[str, tuple[str, str]]:
    names = deck.table("spell_names", None) if deck else None
    out = {}
    for colour in BASIC:
        sub = names.table(colour) if names else None
        if sub is not None:
            out[colour] = (sub.text("en"), sub.text("de"))
    return out


def _colour_counts(f: Fields | None, key: str) -> dict[str, int]:
    sub = f.table(key) if f else None
    if sub is None:
        return {}
    sub.unknown_keys(BASIC)
    return {c: sub.number(c, low=0) for c in BASIC}


def _named_numbers(f: Fields | None, key: str, names: tuple[str, ...]) -> dict[str, int]:
    sub = f.table(key) if f else None
    if sub is None:
        return {}
    sub.unknown_keys(names)
    return {n: sub.number(n, low=0) for n in names}


# ---------------------------------------------------------------- lost_legion.toml


class Expansion(Record):
    wall_surcharge: int
    maze_costs: dict[str, tuple[int, ...]]  # maze / labyrinth -> path prices
    maze_rewards: dict[str, dict[int, tuple[str, ...]]]
    maze_extra: dict[str, tuple[str, ...]]
    maze_draws: dict[str, str]
    adventurer_points: int
    swamp_colours: tuple[str, ...]
    max_crystals: int
    refugee_surcharge: dict[str, int]
    thugs: str
    heroes: tuple[str, ...]
    payment_influence: int
    delphana_sites: tuple[str, ...]
    familiars_sites: tuple[str, ...]


@cache
def expansion() -> Expansion:
    problems = new_problems()
    top = _load("lost_legion.toml", problems)
    sites = top.table("sites") or top
    costs: dict[str, tuple[int, ...]] = {}
    rewards: dict[str, dict[int, tuple[str, ...]]] = {}
    extra: dict[str, tuple[str, ...]] = {}
    draws: dict[str, str] = {}
    points = 0
    for site in ("maze", "labyrinth"):
        s = sites.table(site)
        if s is None:
            continue
        costs[site] = tuple(s.raw("path_costs", []))
        table = s.table("rewards")
        rewards[site] = {int(k): tuple(v) for k, v in (table.data.items() if table else ()) if k.isdecimal()}
        if set(rewards[site]) != set(costs[site]):
            problems.add(s.where("rewards"), "needs one reward per path price")
        extra[site] = tuple(s.texts("extra_reward", []))
        draws[site] = s.choice("draws", ("brown", "red"))
        points = s.number("adventurer_points_per_shield", low=1)
    mine = sites.table("deep_mine")
    camp = sites.table("refugee_camp")
    rules = top.table("unit_rules")
    walls = top.table("walls")
    found = Expansion(
        wall_surcharge=walls.number("surcharge", low=1) if walls else 1,
        maze_costs=costs,
        maze_rewards=rewards,
        maze_extra=extra,
        maze_draws=draws,
        adventurer_points=points,
        swamp_colours=tuple(mine.texts("swamp_colours", options=BASIC)) if mine else BASIC,
        max_crystals=mine.number("max_crystals", low=1) if mine else 3,
        refugee_surcharge=dict(camp.raw("surcharge", {})) if camp else {},
        thugs=rules.text("thugs") if rules else "thugs",
        heroes=tuple(rules.texts("heroes")) if rules else (),
        payment_influence=rules.number("payment_influence", low=0) if rules else 2,
        delphana_sites=tuple(rules.texts("delphana_sites")) if rules else (),
        familiars_sites=tuple(rules.texts("familiars_sites")) if rules else (),
    )
    problems.raise_if_any("rules/mage-knight/lost_legion.toml")
    return found


# ---------------------------------------------------------------- lost_legion_settings.toml


class Settings(Record):
    """The spec's defaults for every I-nn (see lost_legion_settings.toml for the alternatives)."""

    source_check: str = "setup"
    familiars_upkeep: str = "every_round"
    dummy_offer_rules_for_volkare: bool = False
    volkare_uses_tactic_text: bool = False
    return_tactic_draw: str = "after_players"
    quest_keeps_tactics: bool = True
    thugs_heroes_payment: str = "per_combat"
    delphana_once: str = "until_ready"
    familiars_mana: str = "in_addition"
    banner_of_fortitude: str = "per_round"
    solo_secondary: str = "next_turn"
    coop_secondary_single_use: bool = True
    provoke_from_walled_space: bool = True
    triple_fortification: str = "as_double"
    maze_short_uses_action: bool = False
    maze_reentry: str = "never"
    refugee_other_icons: str = "ask"
    cumbersome_swift: str = "reduce_first"
    pvp_keep_across_wall: str = "untargetable"
    army_above_15: str = "split"
    volkare_full_grid: bool = True
    undefeated_troops: str = "stay"
    volkare_attack_reduction: bool = True
    volkare_assault_reputation: int = 0
    coop_min_troops: int = 1
    coop_sequence: str = "synchronised"
    coop_volkare_attack: str = "each"
    pursuit_conqueror_points: int = 2
    camp_garrison: str = "army_and_attack"
    pursuit_when: str = "after_conquest"
    pursuit_undefeated: str = "discard"
    v3_extra_on_top: bool = False
    v4_removed_to: str = "out_of_game"
    v5_min_players: int = 2
    v5_after_final_round: bool = True
    ghost_check_each_level: bool = True
    ghost_resolution: str = "fight_no_reward"
    withdraw_none_safe: str = "forced_withdrawal"
    return_turn: str = "ask"
    volkare_counts_in_return: bool = False
    quest_lost_on_round_limit: bool = True
    deck_empty: str = "nothing"
    fearful_match: str = "exact"
    gold_reroll: str = "always"
    closer_tie: str = "ask"
    move_onto_player: str = "withdraw"
    red_action_nobody: str = "nothing"
    red_spell_priority: str = "same"
    red_rerolls_source: bool = True
    spell_spaces: int = 1
    coop_participants_lose_turn: bool = False
    volkare_last_turn: bool = False


# The allowed values of each text setting: the spec's default and its alternative(s).
CHOICES: dict[str, tuple[str, ...]] = {
    "source_check": ("setup", "always"),
    "familiars_upkeep": ("every_round", "once"),
    "return_tactic_draw": ("after_players", "scenario"),
    "thugs_heroes_payment": ("per_combat", "per_use"),
    "delphana_once": ("until_ready", "per_turn"),
    "familiars_mana": ("in_addition", "instead"),
    "banner_of_fortitude": ("per_round", "per_combat"),
    "solo_secondary": ("next_turn", "before_next_turn"),
    "triple_fortification": ("as_double", "levels"),
    "maze_reentry": ("never", "no_reward"),
    "refugee_other_icons": ("ask", "zero"),
    "cumbersome_swift": ("reduce_first",),
    "pvp_keep_across_wall": ("untargetable", "siege_only"),
    "army_above_15": ("split", "halve"),
    "undefeated_troops": ("stay", "scenario"),
    "coop_sequence": ("synchronised", "sequential"),
    "coop_volkare_attack": ("each", "one"),
    "camp_garrison": ("army_and_attack", "troops_only"),
    "pursuit_when": ("after_conquest", "any_time"),
    "pursuit_undefeated": ("discard", "stay"),
    "v4_removed_to": ("out_of_game", "under_deck"),
    "ghost_resolution": ("fight_no_reward",),
    "withdraw_none_safe": ("forced_withdrawal", "ask"),
    "return_turn": ("ask",),
    "deck_empty": ("nothing", "frenzy"),
    "fearful_match": ("exact", "gold_wild"),
    "gold_reroll": ("always", "never"),
    "closer_tie": ("ask", "clockwise"),
    "move_onto_player": ("withdraw", "combat"),
    "red_action_nobody": ("nothing",),
    "red_spell_priority": ("same",),
}


def read_settings(f: Fields) -> dict[str, Any]:
    """Every setting of the file, each checked against its type and choices; none may be left out."""
    found: dict[str, Any] = {}
    f.unknown_keys((*Settings._fields, "ref"))
    f.raw("ref")
    for key in Settings._fields:
        default = Settings._defaults[key]
        if not f.has(key):
            f.problems.add(f.where(key), "missing: every setting is written out with its I-nn comment")
            continue
        if key in CHOICES:
            value = f.choice(key, CHOICES[key])
        elif isinstance(default, bool):
            value = f.flag(key)
        else:
            value = f.number(key, low=-1)
        if value is not None:
            found[key] = value
    return found


@cache
def settings() -> Settings:
    problems = new_problems()
    values = read_settings(_load("lost_legion_settings.toml", problems))
    problems.raise_if_any("rules/mage-knight/lost_legion_settings.toml")
    return Settings(**values)


def check_all() -> None:
    """For `mkref check-rules`: every Lost Legion rules file loads, and its ids match the other files."""
    from mkref.games.mage_knight.data import components as mk

    v = volkare()
    exp = expansion()
    settings()
    problems = new_problems()
    units = mk.units()
    for ident in (exp.thugs, *exp.heroes):
        if ident not in units:
            problems.add("rules/mage-knight/lost_legion.toml [unit_rules]", f"'{ident}' is not a unit of units.toml")
    for ident, scenario in v.scenarios.items():
        if scenario.table not in v.levels or scenario.table not in v.race:
            problems.add(f"rules/mage-knight/volkare.toml [scenarios.{ident}]", f"no level or race table '{scenario.table}'")
    problems.raise_if_any("The Lost Legion rules data")
