"""The explored Mage Knight map drawn in the terminal, and the same map as data.

Each hex is a cell of 3 lines: terrain and site, the space's label (what moves type), and what stands
there (tokens face up by name, face down as '?' and the pile, heroes after '@'). Rows of hexes are set
off by half a cell, as the hexes lie on the table. Terrain colours are backgrounds; with NO_COLOR the
terrain abbreviation carries the same information. A legend below lists every token, hero and shield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mkref.games.mage_knight.map import board as mp
from mkref.games.mage_knight.map.labels import label_in
from mkref.games.mage_knight.map.tiles import HEX_ORDER, map_data
from mkref.games.mage_knight.messages import MESSAGES, word

if TYPE_CHECKING:
    from mkref.games.mage_knight.state_types import GameState
    from rich.console import Group
    from rich.text import Text

TERRAIN_MARK = {
    "plains": "PLA", "hills": "HIL", "forest": "FOR", "wasteland": "WAS", "desert": "DES", "swamp": "SWA",
    "lake": "LAK", "mountain": "MTN", "city": "CTY", "sea": "~~~",
}
TERRAIN_STYLE = {
    "plains": "black on #b5d36b", "hills": "black on #d3a85c", "forest": "white on #2f6b34", "wasteland": "black on #a19d7a",
    "desert": "black on #ecd27a", "swamp": "white on #4f6f5a", "lake": "white on #2f6fbf", "mountain": "white on #6e5f57",
    "city": "black on #d0d0d0", "sea": "white on #173f6b",
}
PILE_MARK = {"green": "gn", "grey": "gy", "violet": "vi", "brown": "br", "red": "rd", "white": "wh", "ruins": "ru"}


def as_map(state: object) -> mp.MapState:
    """The MapState itself, or the one inside a tracked game's state dict (state["map"])."""
    if isinstance(state, dict):
        state = state.get("map")
    if not isinstance(state, mp.MapState):
        from mkref.core.errors import InvalidInput

        raise InvalidInput(MESSAGES.said("mapview.no_map"), MESSAGES.said("mapview.no_map_why"))
    return state


def _token_short(token: mp.MapToken) -> str:
    if not token.token:
        return "?" + PILE_MARK.get(token.pile, token.pile[:2])
    if token.pile == "ruins":
        ruins = map_data().ruins.get(token.token)
        if ruins is not None and ruins.kind == "altar":
            return "Alt" + ("*" if len(set(ruins.altar)) > 1 else ruins.altar[0][0].upper())
        if ruins is not None:
            return "R" + "".join(PILE_MARK[c][0] for c in ruins.enemies)
    words = token.token.split("_")
    return (words[0][:4] if len(words) == 1 else words[0][:2] + words[1][:2]).capitalize()


def _token_name(token: mp.MapToken, lang: str) -> str:
    if not token.token:
        return MESSAGES.text("mapview.face_down", lang, pile=word("colour", token.pile, lang))
    if token.pile == "ruins":
        return map_data().ruins[token.token].name.get(lang)
    from mkref.games.mage_knight.data.components import enemies

    enemy = enemies().get(token.token)
    return enemy.name.get(lang) if enemy else token.token


def _cells(state: mp.MapState, compact: bool = False, lang: str = "en") -> dict[str, tuple[str, str, str]]:
    d = map_data()
    out: dict[str, tuple[str, str, str]] = {}
    heroes: dict[str, list[str]] = {}
    for player, where in sorted(state.heroes.items()):
        if where:
            heroes.setdefault(where, []).append(player)
    for label, space in mp.spaces(state).items():
        site = d.sites[space.site].short if space.site in d.sites else ""
        mark = TERRAIN_MARK[space.terrain]
        line1 = f"{mark[:2] if compact else mark} {site}".rstrip()
        line2 = label_in(label, lang) + ("*" if state.shields.get(label) else "")
        stuff: list[str] = []
        here = heroes.get(label, [])
        if here:
            stuff.append("@" + "".join(p[:2] if len(here) == 1 else p[:1] for p in here))
        tokens = state.tokens.get(label, [])
        if tokens:
            first = _token_short(tokens[0])
            stuff.append(first + (f"+{len(tokens) - 1}" if len(tokens) > 1 else ""))
        line3 = " ".join(stuff)
        out[label] = (line1, line2, line3[: 5 if compact else 7])
    return out


def map_lines(state: mp.MapState, half: int = 4, lang: str = "en") -> list[list[tuple[str, str]]]:
    """The map as lines of (text, style) pieces; `half` = half the width of a hex cell in characters."""
    all_spaces = mp.spaces(state)
    if not all_spaces:
        return []
    cells = _cells(state, compact=half < 4, lang=lang)
    xs = {label: 2 * s.hex[0] + s.hex[1] for label, s in all_spaces.items()}
    rs = {label: s.hex[1] for label, s in all_spaces.items()}
    x0, r0 = min(xs.values()), min(rs.values())
    rows: dict[int, list[str]] = {}
    for label in all_spaces:
        rows.setdefault(rs[label] - r0, []).append(label)
    width = 2 * half
    lines: list[list[tuple[str, str]]] = []
    for row in range(max(rows) + 1):
        labels = sorted(rows.get(row, []), key=lambda lb: xs[lb])
        for k in range(3):
            pieces: list[tuple[str, str]] = []
            col = 0
            for label in labels:
                start = (xs[label] - x0) * half
                if start > col:
                    pieces.append((" " * (start - col), ""))
                text = cells[label][k].center(width - 1)[: width - 1]
                style = TERRAIN_STYLE[all_spaces[label].terrain]
                if k == 1:
                    style += " bold"
                pieces.append((text, style))
                pieces.append((" ", ""))
                col = start + width
            while pieces and not pieces[-1][1] and not pieces[-1][0].strip():
                pieces.pop()
            lines.append(pieces)
    return lines


def legend(state: mp.MapState, lang: str = "en") -> list[str]:
    d = map_data()
    out: list[str] = []
    all_spaces = mp.spaces(state)
    heroes: dict[str, list[str]] = {}
    for player, where in sorted(state.heroes.items()):
        heroes.setdefault(where, []).append(player)
    beaten = {lb for lb, sp in all_spaces.items() if sp.site in ("rampaging_orcs", "rampaging_draconum") and not state.tokens.get(lb)}
    order = {tile: i for i, tile in enumerate(state.tiles.values())}  # the order the tiles were revealed
    keys = sorted(set(state.tokens) | set(state.shields) | {w for w in heroes if w} | set(state.conquered) | beaten,
                  key=lambda lb: (order.get(all_spaces[lb].tile.id, 99), HEX_ORDER.index(all_spaces[lb].place))
                  if lb in all_spaces else (99, 0))
    for label in keys:
        if label not in all_spaces:
            continue
        space = all_spaces[label]
        parts: list[str] = []
        if space.site in d.sites:
            site = d.sites[space.site].name.get(lang)
            if space.site == "city":
                site += MESSAGES.text("mapview.city", lang, colour=word("colour", space.info.colour, lang), level=state.city_level.get(label, "?"))
            parts.append(site)
        tokens = state.tokens.get(label, [])
        if tokens:
            parts.append(MESSAGES.text("mapview.tokens", lang, tokens=", ".join(_token_name(t, lang) for t in tokens)))
        elif label in beaten:
            parts.append(MESSAGES.text("mapview.beaten", lang))
        owner = state.conquered.get(label)
        if owner:
            parts.append(MESSAGES.text("mapview.friendly", lang) if owner == "*" else MESSAGES.text("mapview.conquered", lang, owner=owner))
        if state.shields.get(label):
            parts.append(MESSAGES.text("mapview.shields", lang, names=", ".join(state.shields[label])))
        if heroes.get(label):
            parts.append(MESSAGES.text("mapview.heroes", lang, names=", ".join(heroes[label])))
        out.append(f"{label_in(label, lang):<6} " + "; ".join(parts))
    walls = sorted({tuple(sorted((label, mp.label_for(space.tile, w)))) for label, space in all_spaces.items() for w in space.info.walls})
    if walls:  # The Lost Legion [07.1]: +1 Move to cross, no provoking across, fortification
        out.append("walls [07.1]: " + ", ".join(f"{a}|{b}" for a, b in walls))
    for player, where in sorted(state.heroes.items()):
        if where and where in all_spaces:
            options = mp.explore_options(state, where)
            if options:
                shown = MESSAGES.text("mapview.or", lang).join("/".join(d) for d in options.values())
                out.append(MESSAGES.text("mapview.can_explore", lang, player=player, space=where, options=shown))
    off = [p for p, where in sorted(state.heroes.items()) if not where]
    if off:
        out.append(MESSAGES.text("mapview.off", lang, names=", ".join(off)))
    return out


def header(state: mp.MapState, lang: str = "en") -> str:
    shape = mp.shape_of(state)
    left = state.left
    stack = MESSAGES.text("mapview.stack", lang, countryside=left.get("countryside", 0), city=left.get("city", 0), core=left.get("core", 0))
    time = MESSAGES.text("time.night" if state.night else "time.day", lang)
    return MESSAGES.text("mapview.header", lang, shape=shape.name.get(lang), tiles=len(state.tiles), stack=stack, time=time)


def render_map(state: object, lang: str = "en", width: int = 100) -> Group:
    """A rich renderable of the map: header, hexes, legend."""
    state = as_map(state)
    from rich.console import Group
    from rich.text import Text

    lines = map_lines(state, 4, lang)
    if lines and max(sum(len(t) for t, _ in line) for line in lines) > width:
        lines = map_lines(state, 3, lang)
    out: list[Text] = [Text(header(state, lang), style="bold")]
    for line in lines:
        text = Text()
        for piece, style in line:
            text.append(piece, style=style or None)
        out.append(text)
    out.append(Text(MESSAGES.text("mapview.key_terrain", lang)))
    out.append(Text(MESSAGES.text("mapview.key_marks", lang)))
    for row in legend(state, lang):
        out.append(Text(row))
    return Group(*out)


def map_text(state: object, lang: str = "en", width: int = 100) -> str:
    """The drawn map as plain text (no colour), for tests and files."""
    state = as_map(state)
    import io

    from rich.console import Console

    buffer = io.StringIO()
    Console(file=buffer, width=width, no_color=True, color_system=None, highlight=False).print(render_map(state, lang, width))
    return "\n".join(line.rstrip() for line in buffer.getvalue().splitlines()) + "\n"


def map_json(state: object) -> dict[str, object]:
    """The map as data: stable keys, no colour."""
    state = as_map(state)
    d = map_data()
    heroes: dict[str, list[str]] = {}
    for player, where in sorted(state.heroes.items()):
        heroes.setdefault(where, []).append(player)
    spaces_out = []
    for label, space in sorted(mp.spaces(state).items(), key=lambda kv: (kv[1].hex[1], kv[1].hex[0])):
        entry: dict[str, object] = {
            "label": label, "q": space.hex[0], "r": space.hex[1], "tile": space.tile.id, "hex": space.place,
            "terrain": space.terrain, "site": space.site,
        }
        if space.info.colour:
            entry["colour"] = space.info.colour
        if space.info.colours:
            entry["colours"] = list(space.info.colours)
        if space.info.walls:
            entry["walls"] = [mp.label_for(space.tile, w) for w in space.info.walls]
        entry["tokens"] = [{"pile": t.pile, "token": t.token, "face": t.face} for t in state.tokens.get(label, [])]
        entry["heroes"] = heroes.get(label, [])
        entry["shields"] = list(state.shields.get(label, []))
        if label in state.conquered:
            entry["conquered_by"] = state.conquered[label]
        if label in state.city_level:
            entry["city_level"] = state.city_level[label]
        spaces_out.append(entry)
    return {
        "shape": state.settings.shape,
        "time": "night" if state.night else "day",
        "stack": dict(state.left),
        "tiles": [
            {"tile": tid, "name": d.tiles[tid].name.en, "position": list(mp.key_pos(k)), "revealed_by": ""}
            for k, tid in state.tiles.items()
        ],
        "spaces": spaces_out,
        "heroes": {p: w for p, w in sorted(state.heroes.items())},
        "piles": {c: p.as_dict() for c, p in state.piles.items()},
    }


def show_map(state: GameState, as_json: bool = False, lang: str = "en") -> None:
    """Print a tracked game's map: the plug-in's "map" view (`mkref map NAME`, and `map` at the prompt)."""
    from mkref.games.mage_knight.map import in_game as map_game

    explored = map_game.map_of(state)
    if as_json:
        import json
        import sys

        sys.stdout.write(json.dumps(map_json(explored), indent=2, ensure_ascii=False) + "\n")
        return
    from mkref.ui.console import make_console

    make_console().print(render_map(explored, lang))
