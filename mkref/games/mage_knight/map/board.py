"""The explored map of a tracked Mage Knight game and the rules that read it.

Pure: nothing here prints, prompts or rolls. `MapState` is a plain value (pickled by the event log);
the functions below answer the questions of the rulebook's movement page (p. 7): where may a tile be
revealed (§5), what does a step cost and may it be taken (§3, §4), what does it provoke (§4c), which
space is safe at the end of a turn (§7d, p. 11 §2), and where may several heroes stand (§8).
Changes to the state go through events (map_events.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.names import fold
from mkref.games.mage_knight.map.tiles import (
    DIRECTION_NAMES_DE,
    DIRECTIONS,
    HEX_ORDER,
    Axial,
    Hex,
    MapData,
    Shape,
    Tile,
    TilePos,
    add,
    adjacent,
    direction_key,
    map_data,
)
from mkref.games.mage_knight.map.piles import TokenPile
from mkref.core.messages import Named, Said
from mkref.games.mage_knight.map.labels import german_label, spoken
from mkref.games.mage_knight.messages import MESSAGES

_no = MESSAGES.said  # a refusal: English as written, German at a German table (messages/refusals_map.py)

MOVE_REF = "p. 7"
EXPLORE_COST = 2  # p. 7 §5b
CITY_COST = 2  # p. 7 §3
WALL_SURCHARGE = 1  # Lost Legion rules R07.1-2
FORTIFIED = ("keep", "mage_tower", "city", "volkares_camp")

# AMBIG-22 (p. 7): the position is named before drawing; what if the drawn tile may not lie there?
#   "refuse"  (default) the back of the top tile shows whether it is a countryside or a core tile, so a position
#             that tile may not take cannot be named for exploring: the exploration is refused before the draw
#   "other"   it goes to another legal position next to the hero when there is one, else back under the stack
#   "bottom"  it goes back under the stack (the exploring Move points are spent)
AMBIG22_CHOICES = ("refuse", "other", "bottom")


def pos_key(pos: TilePos) -> str:
    return f"{pos[0]},{pos[1]}"


def key_pos(key: str) -> TilePos:
    m, n = key.split(",")
    return (int(m), int(n))


@dataclass
class MapToken:
    """A token lying on a space (or on a City card): an enemy or ruins token, face up or down."""

    pile: str
    token: str = ""  # '' while face down and unseen
    face: str = "up"  # up / down
    gen: int = 0  # the pile generation it came from (for a face-down token)


@dataclass
class MapSettings:
    scenario: str = ""
    shape: str = "wedge"
    expansions: list[str] = field(default_factory=lambda: ["base"])
    city_levels: list[int] = field(default_factory=lambda: [3])  # in the order revealed; the last repeats
    cities_closed: bool = False  # First Reconnaissance / Conquer and Hold: cities cannot be entered (p. 18, p. 22)
    friendly_cities: bool = False  # Mines Liberation, Dungeon Lords, Druid Nights (pp. 20-21)
    countryside_in_order: bool = False  # AMBIG-31 (p. 18): First Reconnaissance stack in ascending number
    ambig22: str = "refuse"  # see AMBIG22_CHOICES
    effect_moves_provoke: bool = True  # AMBIG-21 (p. 7): "move N spaces" effects provoke like a step


@dataclass
class MapState:
    settings: MapSettings
    tiles: dict[str, str] = field(default_factory=dict)  # "m,n" -> tile id
    # The stack is face down: the table knows how many tiles of each kind are left, not which (p. 3 §14).
    left: dict[str, int] = field(default_factory=dict)  # countryside / city / core (non-city) tiles in the stack
    must: list[str] = field(default_factory=list)  # tiles certainly in the stack (scenario filters, pp. 20-22)
    excluded: list[str] = field(default_factory=list)  # tiles certainly not in the stack (set aside)
    order: list[str] = field(default_factory=list)  # a stack in known order (AMBIG-31, p. 18)
    tokens: dict[str, list[MapToken]] = field(default_factory=dict)  # space label -> tokens
    cities: list[str] = field(default_factory=list)  # city spaces in the order revealed
    city_level: dict[str, int] = field(default_factory=dict)
    conquered: dict[str, str] = field(default_factory=dict)  # space -> owner ('*' friendly to all)
    shields: dict[str, list[str]] = field(default_factory=dict)  # space -> players' shields
    heroes: dict[str, str] = field(default_factory=dict)  # player -> space label ('' off the map)
    piles: dict[str, TokenPile] = field(default_factory=dict)
    night: bool = False
    revealed_by: list[str] = field(default_factory=list)  # who revealed each tile (setup tiles: '')
    secret: dict[str, str] = field(default_factory=dict)  # Dungeon Lords: space -> its secret "dungeon" or "tomb" (p. 21)


@dataclass(frozen=True)
class Space:
    label: str
    hex: Axial
    tile: Tile
    place: str  # C, NE ...
    info: Hex

    @property
    def terrain(self) -> str:
        return self.info.terrain

    @property
    def site(self) -> str:
        return self.info.site


# -- spaces and labels ----------------------------------------------------------------------------------


def data() -> MapData:
    return map_data()


def shape_of(state: MapState) -> Shape:
    return data().shapes[state.settings.shape]


def label_for(tile: Tile, place: str) -> str:
    return f"{tile.short}{place.lower()}"


def spaces(state: MapState) -> dict[str, Space]:
    """Every explored space by label."""
    d = data()
    out: dict[str, Space] = {}
    for key, tile_id in state.tiles.items():
        tile = d.tiles[tile_id]
        for place, h in d.tile_hexes(key_pos(key)).items():
            label = label_for(tile, place)
            out[label] = Space(label, h, tile, place, tile.hexes[place])
    return out


def by_hex(state: MapState) -> dict[Axial, Space]:
    return {s.hex: s for s in spaces(state).values()}


def resolve_space(state: MapState, text: str, origin: str = "") -> str:
    """A space label from what the table typed: a label ('c3ne', 'C3 NE') or a direction from `origin`."""
    key = fold(text).replace("_", "")
    table = {label.lower(): label for label in spaces(state)}
    if key in table:
        return table[key]
    if german_label(key, table):  # 'c3no': the German compass (map/labels.py)
        return german_label(key, table)
    direction = direction_key(text)
    if direction and origin:
        here = spaces(state)[origin]
        target = add(here.hex, DIRECTIONS[direction])
        found = by_hex(state).get(target)
        if found is None:
            raise RuleViolation(
                _no("noboard.cannot_move_dir", direction=Named(direction, DIRECTION_NAMES_DE[direction]), origin=spoken(origin)), _no("noboard.that_space_is_not_explored_yet"),
                hint=_no("noboard.explore_first_2_move_points"), ref=MOVE_REF,
            )
        return found.label
    import difflib

    near = difflib.get_close_matches(key, list(table), n=4, cutoff=0.5)
    raise InvalidInput(
        _no("noboard.no_space", text=text), _no("noboard.name_a_space_by_the_label"),
        hint=_no("noboard.did_you_mean", labels=", ".join(table[n] for n in near)) if near else "",
    )


def neighbours_of(state: MapState, label: str) -> list[Space]:
    hexes = by_hex(state)
    here = spaces(state)[label]
    return [hexes[n] for d in DIRECTIONS.values() if (n := add(here.hex, d)) in hexes]


def wall_between(a: Space, b: Space) -> bool:
    """A Lost Legion wall separates two spaces of the same tile (tiles.toml `walls`)."""
    return a.tile.id == b.tile.id and b.place in a.info.walls


# -- tokens on spaces ------------------------------------------------------------------------------------


def rampaging_here(state: MapState, label: str) -> bool:
    site = spaces(state)[label].site
    return site in ("rampaging_orcs", "rampaging_draconum") and bool(state.tokens.get(label))


def fortified_unconquered(state: MapState, label: str, player: str = "") -> bool:
    site = spaces(state)[label].site
    if site not in FORTIFIED:
        return False
    owner = state.conquered.get(label)
    if owner is None:
        return True
    return site == "keep" and owner not in ("*", player)  # another player's keep (p. 7 §4a)


# -- exploring (p. 7 §5, A-2) ------------------------------------------------------------------------------


def next_back(state: MapState) -> str:
    """The back of the tile on top of the stack: countryside, core, set_aside, or '' when none is left.

    AMBIG-1 (p. 3): the core tiles lie under the countryside tiles."""
    if state.left.get("countryside", 0) > 0:
        return "countryside"
    if state.left.get("city", 0) + state.left.get("core", 0) > 0:
        return "core"
    return "set_aside" if tile_candidates(state) else ""


def touching(state: MapState, pos: TilePos) -> int:
    return sum(1 for n in MapData.tile_neighbours(pos) if pos_key(n) in state.tiles)


def placement_problem(state: MapState, pos: TilePos, back: str) -> str:
    """Why a tile with this back may not lie at `pos` ('' when it may)."""
    shape = shape_of(state)
    if pos_key(pos) in state.tiles:
        return "a tile lies there already"
    if not shape.contains(pos):
        return f"it lies beyond the coastline of the {shape.name.en.lower()} map"
    placed = touching(state, pos)
    if placed == 0:
        return "it touches no tile on the map"
    if back == "set_aside":
        return "" if placed >= 3 else "a tile drawn from the set-aside tiles must touch at least 3 tiles (it fills a gap)"
    if back == "core":
        if not shape.core_allowed(pos):
            return "core tiles may not lie in the leftmost or rightmost lane of the wedge (p. 14)"
        return "" if placed >= 2 else "a core tile must touch at least 2 tiles"
    if placed >= 2:
        return ""
    for n in MapData.tile_neighbours(pos):
        if pos_key(n) in state.tiles and touching(state, n) >= 2:
            return ""
    return "a countryside tile must touch 2 tiles, or a tile that itself touches 2 tiles"


def positions_next_to(state: MapState, label: str) -> dict[TilePos, list[str]]:
    """Unfilled tile positions that the hex of `label` touches, with the directions towards them."""
    d = data()
    here = spaces(state)[label]
    out: dict[TilePos, list[str]] = {}
    for name, step in DIRECTIONS.items():
        other = add(here.hex, step)
        pos, _place = d.hex_to_pos(other)
        if pos_key(pos) not in state.tiles:
            out.setdefault(pos, []).append(name)
    return out


def explore_options(state: MapState, label: str) -> dict[TilePos, list[str]]:
    """The positions a hero on `label` may explore now (legal for the back on top of the stack)."""
    here = spaces(state)[label]
    if here.terrain == "sea":
        return {}
    back = naming_back(state)
    if not back:
        return {}
    return {p: dirs for p, dirs in positions_next_to(state, label).items() if not placement_problem(state, p, back)}


def naming_back(state: MapState) -> str:
    """The back the position is judged by when it is named (before the draw).

    AMBIG-22 "refuse": the back of the top tile is visible, so it counts. "other" / "bottom": the position
    is named as if for a countryside tile; a core tile that then does not fit is handled after the draw."""
    back = next_back(state)
    if back == "core" and state.settings.ambig22 != "refuse":
        return "countryside"
    return back


def choose_position(state: MapState, label: str, where: str = "") -> TilePos:
    """The position a hero on `label` explores: the only one, or the one named by a direction (p. 7 §5c)."""
    back = naming_back(state)
    if not back:
        raise RuleViolation(_no("noboard.nothing_left_to_explore"), _no("noboard.the_tile_stack_and_the_set"), ref="p. 7")
    options = explore_options(state, label)
    if not options:
        near = positions_next_to(state, label)
        hint = _explore_from_hint(state)
        if not near:
            raise RuleViolation(
                _no("noboard.explore_from", space=spoken(label)), _no("noboard.it_is_not_at_the_edge"),
                hint=hint, ref="p. 7",
            )
        reasons = sorted({placement_problem(state, p, back) for p in near})
        raise RuleViolation(_no("noboard.explore_from", space=spoken(label)), "; ".join(reasons), hint=hint, ref="p. 7")
    if where:
        direction = direction_key(where)
        for pos, dirs in options.items():
            if direction in dirs:
                return pos
        near = positions_next_to(state, label)
        for pos, dirs in near.items():
            if direction in dirs:
                raise RuleViolation(
                    _no("noboard.cannot_explore_dir", direction=Named(direction, DIRECTION_NAMES_DE.get(direction, direction)), space=spoken(label)), placement_problem(state, pos, back), ref="p. 7"
                )
        raise InvalidInput(
            _no("noboard.no_position", where=where, space=spoken(label)),
            hint="Possible: " + ", ".join("/".join(dirs) for dirs in options.values()),
        )
    if len(options) > 1:
        raise RuleViolation(
            _no("noboard.two_positions", space=spoken(label)), _no("noboard.name_the_position_before_drawing_the"),
            hint="Add a direction: " + " or ".join("/".join(dirs) for dirs in options.values()), ref="p. 7",
        )
    return next(iter(options))


def _explore_from_hint(state: MapState) -> Said:
    """Where exploring is possible now: the spaces a hero could explore from (a few, then how many more)."""
    where = [lb for lb in spaces(state) if step_cost(state, lb, state.night) is not None and not rampaging_here(state, lb) and explore_options(state, lb)]
    if not where:
        return _no("noboard.explore_nowhere")
    if len(where) > 12:
        return _no("noboard.explore_spaces_more", spaces=", ".join(where[:12]), more=len(where) - 12)
    return _no("noboard.explore_spaces", spaces=", ".join(where))


def _number(tile_id: str) -> int:
    return int(data().tiles[tile_id].number)


def _tiles_of(state: MapState, back: str, city: bool | None = None) -> list[str]:
    placed = set(state.tiles.values())
    use = set(state.settings.expansions)
    return sorted(
        (
            t.id for t in data().tiles.values()
            if t.back == back and t.expansion in use and t.id not in placed and (city is None or t.city == city)
        ),
        key=_number,
    )


def _in_stack(state: MapState, pool: list[str], left: int) -> list[str]:
    """The tiles of `pool` that can be in the stack, given the tiles that must be."""
    pool = [t for t in pool if t not in state.excluded]
    must = [t for t in pool if t in state.must]
    return must if must and len(must) >= left else pool


def tile_candidates(state: MapState) -> list[str]:
    """The tiles that can come up next (completion for the table's answer; p. 3 §14, p. 7 §5e)."""
    left = state.left
    if left.get("countryside", 0) > 0:
        if state.order:
            placed = set(state.tiles.values())
            upcoming = [t for t in state.order if t not in placed]
            return upcoming[:1]
        return _in_stack(state, _tiles_of(state, "countryside"), left["countryside"])
    if left.get("city", 0) + left.get("core", 0) > 0:
        out: list[str] = []
        if left.get("city", 0) > 0:
            out += _in_stack(state, _tiles_of(state, "core", True), left["city"])
        if left.get("core", 0) > 0:
            out += _in_stack(state, _tiles_of(state, "core", False), left["core"])
        return out
    # The stack is empty: a set-aside countryside tile, else a set-aside non-city core tile (p. 7 §5e).
    return _tiles_of(state, "countryside") or _tiles_of(state, "core", False)


def check_tile_drawn(state: MapState, tile_id: str) -> None:
    """Refuse a tile that cannot be on top of the stack now (p. 3 §14, p. 7 §5c)."""
    d = data()
    tile = d.tiles[tile_id]
    candidates = tile_candidates(state)
    if tile_id in candidates:
        return
    back = next_back(state)
    if tile_id in state.tiles.values():
        why = _no("noboard.tile_on_map")
    elif tile.expansion not in state.settings.expansions:
        why = _no("noboard.tile_expansion", expansion=tile.expansion.replace("_", " "))
    elif tile.back in ("start", "volkare_camp"):
        why = _no("noboard.tile_not_in_stack")
    elif back == "countryside" and tile.back == "core":
        why = _no("noboard.tile_countryside_first")
    elif back == "countryside" and state.order:
        why = _no("noboard.tile_sorted")
    elif back == "core" and tile.back == "countryside":
        why = _no("noboard.tile_core_next")
    elif tile.city and state.left.get("city", 0) == 0:
        why = _no("noboard.tile_no_city_left")
    elif tile.back == "core" and not tile.city and state.left.get("core", 0) == 0 and back == "core":
        why = _no("noboard.tile_only_cities_left")
    elif back == "set_aside" and tile.city:
        why = _no("noboard.tile_set_aside_city")
    else:
        why = _no("noboard.tile_set_aside")
    raise RuleViolation(
        _no("noboard.not_that_tile", tile=Named(tile.name.en, tile.name.de)), why, ref="p. 3",
        hint=_no("noboard.tile_possible", tiles=", ".join(d.tiles[t].short for t in candidates)) if candidates else "",
    )


# -- movement (p. 7 §3-4, A-1) ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    to: str
    cost: int
    terrain: str
    site: str
    wall: bool
    provoked: tuple[str, ...]  # spaces of rampaging enemies provoked (movement ends)
    assault: bool  # an unconquered fortified site or another player's keep: movement ends, assault
    others: tuple[str, ...]  # other heroes on the space
    city_card: bool  # a conquered city: the figure goes onto the City card

    @property
    def ends_movement(self) -> bool:
        return bool(self.provoked) or self.assault


def step_cost(state: MapState, label: str, night: bool) -> int | None:
    """What entering `label` costs by terrain (None: impassable). A city space always costs 2 (p. 7 §3)."""
    space = spaces(state)[label]
    if space.site == "city":
        return CITY_COST
    return data().terrain[space.terrain].cost(night)


def provoked_by(state: MapState, origin: str, target: str) -> list[str]:
    """Rampaging enemies adjacent to both spaces (p. 7 §4c, A-3); none across a wall into `target` (Lost Legion)."""
    all_spaces = spaces(state)
    a, b = all_spaces[origin], all_spaces[target]
    out = []
    for label, tokens in sorted(state.tokens.items()):
        if not tokens or not rampaging_here(state, label):
            continue
        e = all_spaces[label]
        if adjacent(a.hex, e.hex) and adjacent(b.hex, e.hex) and not wall_between(b, e):
            out.append(label)
    return out


CostRule = Callable[[str, "int | None"], "int | None"]  # (terrain, cost) -> the cost after the cards played (p. 7 §7)


def check_step(state: MapState, player: str, origin: str, target: str, night: bool, cost_rule: CostRule | None = None) -> Step:
    """One step of normal movement, checked; raises RuleViolation with the page when it is illegal.
    `cost_rule(terrain, cost)` changes a terrain's cost (None: impassable) by the cards played this turn (p. 7 §7)."""
    all_spaces = spaces(state)
    if target not in all_spaces:
        raise RuleViolation(_no("noboard.cannot_enter", space=spoken(target)), _no("noboard.that_space_is_not_explored"), ref=MOVE_REF)
    a, b = all_spaces[origin], all_spaces[target]
    if not adjacent(a.hex, b.hex):
        raise RuleViolation(_no("noboard.cannot_move", origin=spoken(origin), target=spoken(target)), _no("noboard.the_spaces_are_not_adjacent"), ref=MOVE_REF)
    cost = step_cost(state, target, night)
    if cost_rule is not None and b.site != "city":
        cost = cost_rule(b.terrain, cost)
    names = data().terrain[b.terrain].name
    terrain_name = Named(names.en, names.de or names.en)  # said in the table's language
    if cost is None:
        raise RuleViolation(
            _no("noboard.cannot_enter", space=spoken(target)), _no("noboard.impassable", terrain=terrain_name), ref="p. 7 §3a",
        )
    if rampaging_here(state, target):
        raise RuleViolation(
            _no("noboard.cannot_enter", space=spoken(target)), _no("noboard.a_rampaging_enemy_stands_there_until"), ref="p. 7 §4b",
        )
    if b.site == "city" and state.settings.cities_closed:
        raise RuleViolation(_no("noboard.cannot_enter", space=spoken(target)), _no("noboard.cities_cannot_be_entered_in_this"), ref="p. 18")
    wall = wall_between(a, b)
    provoked = provoked_by(state, origin, target)
    others = tuple(sorted(p for p, where in state.heroes.items() if where == target and p != player))
    several = data().sites[b.site].several if b.site in data().sites else ""
    shared = several == "always" or (several == "conquered" and target in state.conquered)
    if others and provoked and not shared:
        raise RuleViolation(
            _no("noboard.cannot_move_onto", space=spoken(target)), _no("noboard.a_move_onto_another_hero_s"),
            ref="p. 12",
        )
    return Step(
        target, cost + (WALL_SURCHARGE if wall else 0), b.terrain, b.site, wall, tuple(provoked),
        fortified_unconquered(state, target, player), () if shared else others,
        b.site == "city" and target in state.conquered,
    )


@dataclass(frozen=True)
class Walk:
    path: tuple[str, ...]  # spaces entered
    steps: tuple[Step, ...]
    cost: int
    stopped: str  # '' or why movement ended: provoked / assault

    @property
    def end(self) -> str:
        return self.path[-1] if self.path else ""


def check_walk(state: MapState, player: str, targets: list[str], night: bool, cost_rule: CostRule | None = None) -> Walk:
    """A sequence of steps from the hero's space; movement ending early refuses further steps (p. 7 §4)."""
    origin = state.heroes.get(player, "")
    if not origin:
        raise RuleViolation(_no("noboard.not_on_map", player=player), _no("noboard.enter_at_the_portal_first"), ref="p. 7")
    path: list[str] = []
    steps: list[Step] = []
    here = origin
    stopped = ""
    for text in targets:
        if stopped:
            raise RuleViolation(
                _no("noboard.cannot_move_on", space=spoken(here)),
                _no("noboard.ended_provoked") if stopped == "provoked" else _no("noboard.ended_assault"),
                ref="p. 7 §4",
            )
        target = resolve_space(state, text, here)
        step = check_step(state, player, here, target, night, cost_rule)
        steps.append(step)
        path.append(target)
        here = target
        if step.provoked:
            stopped = "provoked"
        elif step.assault:
            stopped = "assault"
    return Walk(tuple(path), tuple(steps), sum(s.cost for s in steps), stopped)


# -- challenge, safe spaces, forced withdrawal (p. 8, p. 7 §7d, p. 11 §2, A-4) -------------------------------


def challengeable(state: MapState, label: str) -> list[str]:
    """Rampaging enemies next to `label` that the hero may challenge (p. 8 §1c)."""
    all_spaces = spaces(state)
    here = all_spaces[label]
    return [
        s.label for s in neighbours_of(state, label)
        if rampaging_here(state, s.label) and adjacent(here.hex, s.hex)
    ]


def challenge_across_wall(state: MapState, label: str, enemy_space: str) -> bool:
    """A challenge across a wall makes the enemy fortified (Lost Legion R07.1-9)."""
    all_spaces = spaces(state)
    return wall_between(all_spaces[label], all_spaces[enemy_space])


def is_safe(state: MapState, label: str, player: str) -> bool:
    """A-4: reachable by normal movement, no unconquered fortified site or other player's keep, no other hero
    (except the Portal and a conquered City)."""
    all_spaces = spaces(state)
    if label not in all_spaces:
        return False
    space = all_spaces[label]
    if data().terrain[space.terrain].cost(False) is None and space.site != "city":
        return False
    if rampaging_here(state, label):
        return False
    if fortified_unconquered(state, label, player):
        return False
    others = [p for p, where in state.heroes.items() if where == label and p != player]
    if others:
        several = data().sites[space.site].several if space.site in data().sites else ""
        if not (several == "always" or (several == "conquered" and label in state.conquered)):
            return False
    return True


def forced_withdrawal(state: MapState, player: str, path: list[str]) -> tuple[str, int]:
    """Where the hero ends and how many wounds they take: back along this turn's path, 1 wound per space
    (p. 11 §2, A-4). `path` starts with the space the turn began on."""
    here = path[-1]
    wounds = 0
    back = list(path[:-1])
    while not is_safe(state, here, player) and back:
        here = back.pop()
        wounds += 1
    return here, wounds


def hexes_of_tile(state: MapState, key: str) -> list[str]:
    tile = data().tiles[state.tiles[key]]
    return [label_for(tile, p) for p in HEX_ORDER]
