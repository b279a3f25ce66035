"""Map tiles, sites and map shapes of Mage Knight as frozen values, and the hex geometry they live in.

Facts come from rules/mage-knight/tiles.toml, map_shapes.toml, ruins_tokens.toml and the terrain table
of keywords.toml. Geometry: pointy-topped hexes in axial coordinates (q, r); a tile is 7 hexes around a
centre (rulebook p. 7 §5d: every tile lies the same way as the starting tile), and tile centres form a
lattice given in map_shapes.toml [lattice].
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from mkref.core.names import NameIndex, fold
from mkref.core.rulesdata import file_fields, new_problems
from mkref.core.tomlread import Fields, Problems
from mkref.core.names import name_in

GAME = "mage-knight"

Axial = tuple[int, int]
TilePos = tuple[int, int]  # (m, n): lane and row of a tile position (map_shapes.toml)

# The six directions of a pointy-topped hex grid, clockwise from north-east (tiles.csv README).
DIRECTIONS: dict[str, Axial] = {"NE": (1, -1), "E": (1, 0), "SE": (0, 1), "SW": (-1, 1), "W": (-1, 0), "NW": (0, -1)}
HEX_ORDER = ("C", "NE", "E", "SE", "SW", "W", "NW")
HEX_OFFSETS: dict[str, Axial] = {"C": (0, 0), **DIRECTIONS}
DIRECTION_NAMES_DE = {"NE": "NO", "E": "O", "SE": "SO", "SW": "SW", "W": "W", "NW": "NW"}

TERRAINS = ("plains", "hills", "forest", "wasteland", "desert", "swamp", "lake", "mountain", "city", "sea")
SITES = (
    "village", "monastery", "magical_glade", "crystal_mine", "deep_mine", "keep", "mage_tower", "dungeon", "tomb",
    "spawning_grounds", "monster_den", "ancient_ruins", "rampaging_orcs", "rampaging_draconum", "city", "portal",
    "maze", "labyrinth", "refugee_camp", "volkares_camp",
)
BACKS = ("start", "countryside", "core", "volkare_camp")
PILES = ("green", "grey", "violet", "brown", "red", "white", "ruins")
MANA = ("red", "blue", "white", "green")
FACES = ("up", "down", "day_up")


def add(a: Axial, b: Axial) -> Axial:
    return (a[0] + b[0], a[1] + b[1])


def neighbours(h: Axial) -> list[Axial]:
    return [add(h, d) for d in DIRECTIONS.values()]


def distance(a: Axial, b: Axial) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def adjacent(a: Axial, b: Axial) -> bool:
    return distance(a, b) == 1


def direction_between(a: Axial, b: Axial) -> str:
    """The direction name from hex a to its neighbour b ('' if not neighbours)."""
    step = (b[0] - a[0], b[1] - a[1])
    return next((name for name, d in DIRECTIONS.items() if d == step), "")


@dataclass(frozen=True)
class Names:
    en: str
    de: str

    def get(self, lang: str = "en") -> str:
        return name_in(lang, self.en, self.de)


@dataclass(frozen=True)
class Hex:
    pos: str  # C, NE, E, SE, SW, W, NW
    terrain: str
    site: str = ""
    colour: str = ""  # mine colour or city colour
    colours: tuple[str, ...] = ()  # deep mine colours
    under: str = ""  # terrain under a city
    walls: tuple[str, ...] = ()  # hex positions of the same tile across a wall


@dataclass(frozen=True)
class Tile:
    id: str
    name: Names
    aliases: tuple[str, ...]
    number: str
    back: str
    city: bool
    expansion: str
    ref: str
    hexes: dict[str, Hex]

    @property
    def short(self) -> str:
        """The prefix of the space labels on this tile: A, B, c1..c14, k1..k10, V."""
        if self.back == "start":
            return self.number
        if self.back == "countryside":
            return f"c{self.number}"
        if self.back == "core":
            return f"k{self.number}"
        return "V"


@dataclass(frozen=True)
class TokenDraw:
    pile: str
    count: int
    face: str  # up, down, day_up


@dataclass(frozen=True)
class SiteInfo:
    id: str
    name: Names
    short: str
    fortified: bool
    blocks: bool
    reveal: tuple[TokenDraw, ...]
    enter: tuple[TokenDraw, ...]
    several: str  # "", "always", "conquered"
    ref: str


@dataclass(frozen=True)
class Shape:
    id: str
    name: Names
    aliases: tuple[str, ...]
    start: str  # A or B
    setup: tuple[TilePos, ...]
    wedge: bool
    lanes: tuple[int, int] | None
    core_outer_lanes: bool
    fixed: tuple[TilePos, ...]
    core: tuple[TilePos, ...]
    ref: str

    def contains(self, pos: TilePos) -> bool:
        """Is `pos` inside the coastline of this shape (p. 7 §5a, p. 14)?"""
        m, n = pos
        if pos == (0, 0):
            return True
        if self.fixed:
            return pos in self.fixed
        if n < 0:
            return False
        if self.wedge:
            return 0 <= m <= n
        if self.lanes is not None:
            return self.lanes[0] <= m <= self.lanes[1]
        return True

    def core_allowed(self, pos: TilePos) -> bool:
        """May a core (brown) tile lie here? Not in the wedge's outer lanes (p. 14); fixed shapes name them."""
        if self.fixed:
            return pos in self.core
        if self.wedge and not self.core_outer_lanes:
            m, n = pos
            return 0 < m < n
        return True


@dataclass(frozen=True)
class Terrain:
    id: str
    name: Names
    day: int | None  # None: impassable
    night: int | None

    def cost(self, night: bool) -> int | None:
        return self.night if night else self.day


@dataclass(frozen=True)
class RuinsToken:
    id: str
    name: Names
    kind: str  # altar / enemies
    altar: tuple[str, ...]
    enemies: tuple[str, ...]
    rewards: tuple[str, ...]
    expansion: str


@dataclass(frozen=True)
class ScenarioMap:
    id: str
    shape: dict[int, str]
    countryside: dict[int, int]
    city_cores: dict[int, int]
    other_cores: dict[int, int]
    city_levels: tuple[int, ...]
    cities: tuple[str, ...]
    keep_countryside: tuple[str, ...]
    keep_core: tuple[str, ...]
    must_core: tuple[str, ...]
    drop_core: tuple[str, ...]
    countryside_in_order: bool
    ref: str


@dataclass(frozen=True)
class MapData:
    tiles: dict[str, Tile]
    sites: dict[str, SiteInfo]
    shapes: dict[str, Shape]
    right: Axial
    up_left: Axial
    garrisons: dict[str, dict[int, tuple[str, ...]]]
    terrain: dict[str, Terrain]
    ruins: dict[str, RuinsToken]
    scenarios: dict[str, ScenarioMap]

    # -- geometry of tile positions --------------------------------------------------------------
    def centre(self, pos: TilePos) -> Axial:
        m, n = pos
        return (m * self.right[0] + n * self.up_left[0], m * self.right[1] + n * self.up_left[1])

    def tile_hexes(self, pos: TilePos) -> dict[str, Axial]:
        c = self.centre(pos)
        return {p: add(c, d) for p, d in HEX_OFFSETS.items()}

    def hex_to_pos(self, h: Axial) -> tuple[TilePos, str]:
        """The tile position holding hex h and the hex's place on that tile (C, NE ...)."""
        # Solve centre = m*right + n*up_left for each of the 7 candidate centres.
        det = self.right[0] * self.up_left[1] - self.right[1] * self.up_left[0]
        for place, off in HEX_OFFSETS.items():
            cq, cr = h[0] - off[0], h[1] - off[1]
            m_num = cq * self.up_left[1] - cr * self.up_left[0]
            n_num = self.right[0] * cr - self.right[1] * cq
            if m_num % det == 0 and n_num % det == 0:
                return (m_num // det, n_num // det), place
        raise ValueError(f"hex {h} belongs to no tile position")  # cannot happen for a tiling lattice

    @staticmethod
    def tile_neighbours(pos: TilePos) -> list[TilePos]:
        m, n = pos
        return [(m - 1, n), (m + 1, n), (m, n + 1), (m + 1, n + 1), (m, n - 1), (m - 1, n - 1)]


# -- loading ------------------------------------------------------------------------------------------


def _names(f: Fields, key: str = "name") -> Names:
    t = f.table(key)
    if t is None:
        return Names("?", "?")
    return Names(t.text("en"), t.text("de"))


def _pairs(f: Fields, key: str, default: list[list[int]] | None = None) -> tuple[TilePos, ...]:
    value = f.raw(key, default if default is not None else [])
    out: list[TilePos] = []
    for item in value or []:
        if not (isinstance(item, list) and len(item) == 2 and all(isinstance(x, int) for x in item)):
            f.problems.add(f.where(key), f"{item!r} is not a position [m, n]")
            continue
        out.append((item[0], item[1]))
    return tuple(out)


def _draws(f: Fields, key: str) -> tuple[TokenDraw, ...]:
    out = []
    for d in f.tables(key):
        out.append(TokenDraw(d.choice("pile", PILES), d.number("count", low=1), d.choice("face", FACES)))
        d.unknown_keys({"pile", "count", "face"})
    return tuple(out)


def _by_players(f: Fields, key: str, kind: type) -> dict[int, object]:
    t = f.table(key, {})
    out: dict[int, object] = {}
    if t is None:
        return out
    for k in t.data:
        if not k.isdecimal():
            t.problems.add(t.where(k), "keys are player counts 1 to 4")
            continue
        out[int(k)] = t.get(k, kind)
    return out


def _load_tiles(problems: Problems) -> tuple[dict[str, Tile], dict[str, SiteInfo], dict[str, dict[int, tuple[str, ...]]]]:
    root = file_fields(GAME, "tiles.toml", problems)
    tiles: dict[str, Tile] = {}
    table = root.table("tiles")
    for ident in list(table.data) if table else []:
        f = table.table(ident) if table else None
        if f is None:
            continue
        hexes: dict[str, Hex] = {}
        ht = f.table("hexes")
        for place in HEX_ORDER:
            h = ht.table(place) if ht and ht.has(place) else None
            if h is None:
                problems.add(f.where(f"hexes.{place}"), "missing; every tile has 7 hexes")
                continue
            site = h.choice("site", SITES, "")
            walls = tuple(h.texts("walls", [], options=HEX_ORDER))
            hexes[place] = Hex(
                place, h.choice("terrain", TERRAINS), site or "", h.text("colour", ""),
                tuple(h.texts("colours", [], options=MANA)), h.text("under", ""), walls,
            )
            h.unknown_keys({"terrain", "site", "colour", "colours", "under", "walls"})
        tiles[ident] = Tile(
            ident, _names(f), tuple(f.texts("aliases", [])), f.text("number"), f.choice("back", BACKS),
            f.flag("city", False), f.text("expansion"), f.text("ref"), hexes,
        )
        f.unknown_keys({"name", "aliases", "number", "back", "city", "expansion", "ref", "hexes"})
    sites: dict[str, SiteInfo] = {}
    st = root.table("sites")
    for ident in list(st.data) if st else []:
        s = st.table(ident) if st else None
        if s is None:
            continue
        if ident not in SITES:
            problems.add(s.where(), "is not a known site")
        sites[ident] = SiteInfo(
            ident, _names(s), s.text("short"), s.flag("fortified", False), s.flag("blocks", False),
            _draws(s, "reveal"), _draws(s, "enter"), s.choice("several", ("always", "conquered"), ""), s.text("ref"),
        )
        s.unknown_keys({"name", "short", "fortified", "blocks", "reveal", "enter", "several", "ref"})
    garrisons: dict[str, dict[int, tuple[str, ...]]] = {}
    gt = root.table("garrisons")
    for colour in list(gt.data) if gt else []:
        levels = gt.table(colour) if gt else None
        if levels is None:
            continue
        garrisons[colour] = {int(k): tuple(levels.texts(k, options=PILES)) for k in levels.data if k.isdecimal()}
    root.table("sea")
    # cross-checks: every site on a tile is described
    for tile in tiles.values():
        for hx in tile.hexes.values():
            if hx.site and hx.site not in sites:
                problems.add(f"rules/mage-knight/tiles.toml [tiles.{tile.id}.hexes.{hx.pos}]", f"site '{hx.site}' has no [sites] entry")
            if hx.site == "city" and hx.colour not in garrisons:
                problems.add(f"rules/mage-knight/tiles.toml [tiles.{tile.id}.hexes.{hx.pos}]", f"city colour '{hx.colour}' has no [garrisons]")
    return tiles, sites, garrisons


def _load_shapes(problems: Problems) -> tuple[dict[str, Shape], Axial, Axial, dict[str, ScenarioMap]]:
    root = file_fields(GAME, "map_shapes.toml", problems)
    lat = root.table("lattice")
    right = tuple(lat.raw("right", [2, 1])) if lat else (2, 1)
    up_left = tuple(lat.raw("up_left", [1, -3])) if lat else (1, -3)
    shapes: dict[str, Shape] = {}
    st = root.table("shapes")
    for ident in list(st.data) if st else []:
        s = st.table(ident) if st else None
        if s is None:
            continue
        lanes = s.raw("lanes")
        shapes[ident] = Shape(
            ident, _names(s), tuple(s.texts("aliases", [])), s.choice("start", ("A", "B")), _pairs(s, "setup"),
            s.flag("wedge", False), (lanes[0], lanes[1]) if isinstance(lanes, list) and len(lanes) == 2 else None,
            s.flag("core_outer_lanes", True), _pairs(s, "fixed"), _pairs(s, "core"), s.text("ref"),
        )
        s.unknown_keys({"name", "aliases", "start", "setup", "wedge", "lanes", "core_outer_lanes", "fixed", "core", "ref"})
    scenarios: dict[str, ScenarioMap] = {}
    sc = root.table("scenarios")
    for ident in list(sc.data) if sc else []:
        s = sc.table(ident) if sc else None
        if s is None:
            continue
        shape = {k: str(v) for k, v in _by_players(s, "shape", str).items()}
        for v in shape.values():
            if v not in shapes:
                problems.add(s.where("shape"), f"'{v}' is not a shape")
        scenarios[ident] = ScenarioMap(
            ident, shape, {k: int(v) for k, v in _by_players(s, "countryside", int).items()},  # type: ignore[call-overload]
            {k: int(v) for k, v in _by_players(s, "city_cores", int).items()},  # type: ignore[call-overload]
            {k: int(v) for k, v in _by_players(s, "other_cores", int).items()},  # type: ignore[call-overload]
            tuple(s.raw("city_levels", [])), tuple(s.texts("cities", [], options=MANA)),
            tuple(s.texts("keep_countryside", [], options=SITES)), tuple(s.texts("keep_core", [], options=SITES)),
            tuple(s.texts("must_core", [])), tuple(s.texts("drop_core", [])), s.flag("countryside_in_order", False),
            s.text("ref"),
        )
    return shapes, (int(right[0]), int(right[1])), (int(up_left[0]), int(up_left[1])), scenarios


def _load_terrain(problems: Problems) -> dict[str, Terrain]:
    root = file_fields(GAME, "keywords.toml", problems)
    out: dict[str, Terrain] = {}
    t = root.table("terrain")
    for ident in list(t.data) if t else []:
        f = t.table(ident) if t else None
        if f is None:
            continue
        if f.flag("impassable", False):
            out[ident] = Terrain(ident, _names(f), None, None)
        else:
            out[ident] = Terrain(ident, _names(f), f.number("day", low=0), f.number("night", low=0))
    out["sea"] = Terrain("sea", Names("Sea", "Meer"), None, None)
    for needed in TERRAINS:
        if needed not in out:
            problems.add("rules/mage-knight/keywords.toml [terrain]", f"terrain '{needed}' is missing")
    return out


def _load_ruins(problems: Problems) -> dict[str, RuinsToken]:
    root = file_fields(GAME, "ruins_tokens.toml", problems)
    out: dict[str, RuinsToken] = {}
    t = root.table("tokens")
    for ident in list(t.data) if t else []:
        f = t.table(ident) if t else None
        if f is None:
            continue
        out[ident] = RuinsToken(
            ident, _names(f), f.choice("kind", ("altar", "enemies")), tuple(f.texts("altar", [], options=MANA)),
            tuple(f.texts("enemies", [], options=PILES)), tuple(f.texts("rewards", [])), f.text("expansion"),
        )
        f.unknown_keys({"name", "kind", "altar", "enemies", "rewards", "expansion", "ref"})
        f.text("ref")
    return out


@cache
def map_data() -> MapData:
    """Everything the map needs, read once per process; every problem is reported at once."""
    problems = new_problems()
    tiles, sites, garrisons = _load_tiles(problems)
    shapes, right, up_left, scenarios = _load_shapes(problems)
    terrain = _load_terrain(problems)
    ruins = _load_ruins(problems)
    problems.raise_if_any("The map data in rules/mage-knight/")
    return MapData(tiles, sites, shapes, right, up_left, garrisons, terrain, ruins, scenarios)


@cache
def tile_names() -> NameIndex:
    index = NameIndex("map tile")
    for tile in map_data().tiles.values():
        extra = [tile.short, f"{tile.back} {tile.number}"]
        index.add(tile.id, (tile.name.en, tile.name.de, *tile.aliases, *extra), tile.name.en)
    return index


@cache
def shape_names() -> NameIndex:
    index = NameIndex("map shape")
    for shape in map_data().shapes.values():
        index.add(shape.id, (shape.name.en, shape.name.de, *shape.aliases), shape.name.en)
    return index


@cache
def ruins_names() -> NameIndex:
    index = NameIndex("ruins token")
    for token in map_data().ruins.values():
        index.add(token.id, (token.name.en, token.name.de), token.name.en)
    return index


def direction_key(text: str) -> str:
    """'ne', 'NO' (German), 'north-east', 'nordost' -> 'NE'; '' if not a direction."""
    key = fold(text).replace("_", "")
    table = {
        "ne": "NE", "e": "E", "se": "SE", "sw": "SW", "w": "W", "nw": "NW",
        "no": "NE", "o": "E", "so": "SE",
        "northeast": "NE", "east": "E", "southeast": "SE", "southwest": "SW", "west": "W", "northwest": "NW",
        "nordost": "NE", "nordosten": "NE", "ost": "E", "osten": "E", "suedost": "SE", "suedosten": "SE",
        "suedwest": "SW", "suedwesten": "SW", "westen": "W", "nordwest": "NW", "nordwesten": "NW",
    }
    return table.get(key, "")
