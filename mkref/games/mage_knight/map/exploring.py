"""Decide and evolve for the map: small functions the tracked game calls.

    setup_event(...)            the map part of a new game (shape, stack, piles) as one event
    initial_map(event)          a MapState from that event
    decide_setup_tiles(...)     the 2 or 3 tiles revealed at setup (p. 3 §15)
    decide_explore(...)         reveal a tile from a hero's space (p. 7 §5, A-2)
    decide_move(...)            steps onto named spaces (p. 7 §3-4, A-1, A-3)
    decide_draw(...)            a token drawn onto a space or into a fight; decide_summon: straight to the discard
    decide_reveal / decide_defeat / decide_conquer / place_hero / set_night
    evolve_map(state, event)    apply one map event (total: never validates)
    odds(state, pile)           what is left and the chances of the next draw

Draws are questions to the table (mkref.core.chance): when an answer is missing, `NeedAnswer` is raised
with a `Request` whose options and weights are what the pile still holds. Answers may be ids or English
or German names. Every event is a dict of TOML types whose type starts with `map_`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, replace
from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.errors import InvalidInput, RuleViolation, UnknownName
from mkref.games.mage_knight.map import board as mp
from mkref.games.mage_knight.map.tiles import HEX_ORDER, TilePos, TokenDraw, map_data, ruins_names, shape_names, tile_names
from mkref.games.mage_knight.map.piles import FeatureOdds, TokenPile, enemy_piles, feature_odds, pile_of, ruins_pile
from mkref.core.messages import Named
from mkref.games.mage_knight.map.labels import spoken
from mkref.games.mage_knight.messages import MESSAGES

_no = MESSAGES.said  # a refusal: English as written, German at a German table (messages/refusals_map.py)

Event = dict[str, Any]
Answers = Mapping[str, list[str]]

MAP_EVENT_TYPES = frozenset({
    "map_setup", "map_tile_placed", "map_tile_returned", "map_token_drawn", "map_city_revealed", "map_token_revealed",
    "map_token_removed", "map_summoned", "map_hero_placed", "map_hero_moved", "map_conquered", "map_shield", "map_time", "map_secret",
})


def _enemies() -> dict[str, Any]:
    from mkref.games.mage_knight.data.components import enemies

    return enemies()


# -- setup ----------------------------------------------------------------------------------------------------


def setup_event(
    scenario: str, players: int, expansions: tuple[str, ...] = ("base",), shape: str = "",
    city_levels: list[int] | None = None, ambig22: str = "refuse",
) -> Event:
    """The map of a new game: shape, tile stack counts and filters, city levels (spec §15.13, map_shapes.toml)."""
    d = map_data()
    scen = d.scenarios.get(scenario)
    if scen is None:
        raise InvalidInput(_no("noexplore.no_setup", scenario=scenario), hint="Known: " + ", ".join(d.scenarios))
    if players not in scen.countryside:
        raise InvalidInput(
            _no("noexplore.no_map_for", scenario=scenario, players=players), hint="Player counts: " + ", ".join(map(str, scen.countryside))
        )
    shape_id = shape_names().resolve(shape) if shape else scen.shape[players]
    tiles = [t for t in d.tiles.values() if t.expansion in expansions]
    must: list[str] = []
    excluded: list[str] = list(scen.drop_core)
    if scen.keep_countryside:
        must += [t.id for t in tiles if t.back == "countryside" and any(h.site in scen.keep_countryside for h in t.hexes.values())]
    if scen.keep_core:
        must += [t.id for t in tiles if t.back == "core" and not t.city and any(h.site in scen.keep_core for h in t.hexes.values())]
    must += list(scen.must_core)
    if scen.cities:
        excluded += [t.id for t in tiles if t.city and t.hexes["C"].colour not in scen.cities]
    order: list[str] = []
    if scen.countryside_in_order:
        order = [t.id for t in sorted((t for t in tiles if t.back == "countryside"), key=lambda t: int(t.number))]
        order = order[: scen.countryside[players]]
    if ambig22 not in mp.AMBIG22_CHOICES:
        raise InvalidInput(_no("noexplore.ambig22", value=ambig22), hint="Use one of: " + ", ".join(mp.AMBIG22_CHOICES))
    return {
        "type": "map_setup",
        "scenario": scenario,
        "shape": shape_id,
        "expansions": list(expansions),
        "left": {"countryside": scen.countryside[players], "city": scen.city_cores[players], "core": scen.other_cores[players]},
        "must": must,
        "excluded": excluded,
        "order": order,
        "city_levels": list(city_levels if city_levels is not None else scen.city_levels) or [0],
        "cities_closed": scenario in ("first_recon", "conquer_and_hold"),
        "friendly_cities": bool(scen.cities) and scenario != "conquer_and_hold",
        "ambig22": ambig22,
    }


def initial_map(event: Event) -> mp.MapState:
    """The map before any tile but the starting tile: apply the setup event."""
    d = map_data()
    settings = mp.MapSettings(
        scenario=str(event.get("scenario", "")), shape=event["shape"], expansions=list(event["expansions"]), city_levels=list(event["city_levels"]),
        cities_closed=bool(event["cities_closed"]), friendly_cities=bool(event["friendly_cities"]),
        countryside_in_order=bool(event["order"]), ambig22=str(event.get("ambig22", "refuse")),
    )
    start = "start_a" if d.shapes[settings.shape].start == "A" else "start_b"
    piles = enemy_piles(_enemies().values(), settings.expansions)
    piles["ruins"] = ruins_pile(d.ruins.values(), settings.expansions)
    return mp.MapState(
        settings=settings, tiles={mp.pos_key((0, 0)): start}, left=dict(event["left"]), must=list(event["must"]),
        excluded=list(event["excluded"]), order=list(event["order"]), piles=piles,
    )


# -- token draws -----------------------------------------------------------------------------------------------


def token_id(pile: str, text: str) -> str:
    """An enemy or ruins token id from a typed name (English, German or id)."""
    if pile == "ruins":
        return ruins_names().resolve(text)
    from mkref.games.mage_knight.data.components import enemy_names

    return enemy_names().resolve(text)


def _prompt(pile: str, where: str) -> str:
    what = "ruins token" if pile == "ruins" else f"{pile} enemy token"
    return f"The {what} drawn for {where}"


def _draw_face_up(piles: dict[str, TokenPile], pile: str, key: str, where: str, answers: Answers) -> str:
    """The token the table names for a face-up draw (updates `piles`); NeedAnswer when not given yet."""
    current = piles[pile]
    if not current.can_draw():
        raise RuleViolation(_no("noexplore.pile_empty", pile=pile), _no("noexplore.all_its_tokens_are_on_the"), ref="p. 3")
    given = answers.get(key)
    if not given:
        raise NeedAnswer(current.request(key, _prompt(pile, where)))
    token = token_id(pile, given[0])
    owner = pile_of(piles, token)
    if owner != pile:
        raise RuleViolation(
            _no("noexplore.wrong_pile", token=token, pile=pile), _no("noexplore.token_of", owner=owner or Named('different', 'anderer Stapel')), ref="p. 3",
            hint="Possible: " + ", ".join(sorted(current.next_source())),
        )
    piles[pile] = current.draw(token)
    return token


def _site_draws(state: mp.MapState, tile_id: str, pos: TilePos, answers: Answers, night: bool) -> list[Event]:
    """The tokens the sites of a newly revealed tile get (p. 7 §5f-g)."""
    d = map_data()
    tile = d.tiles[tile_id]
    piles = dict(state.piles)
    events: list[Event] = []
    cities = len(state.cities)
    for place in HEX_ORDER:
        h = tile.hexes[place]
        if not h.site:
            continue
        label = mp.label_for(tile, place)
        if h.site == "city":
            levels = state.settings.city_levels
            level = levels[min(cities, len(levels) - 1)] if levels else 0
            cities += 1
            events.append({"type": "map_city_revealed", "space": label, "colour": h.colour, "level": level})
            if state.settings.friendly_cities or state.settings.cities_closed or level <= 0:
                continue
            for colour in d.garrisons[h.colour].get(level, ()):
                piles[colour], _gen = piles[colour].draw_hidden()
                events.append({"type": "map_token_drawn", "pile": colour, "token": "", "space": label, "face": "down"})
            continue
        site = d.sites[h.site]
        reveal = list(site.reveal)
        if state.settings.scenario == "mines_liberation" and h.site in ("crystal_mine", "deep_mine"):
            # Mines Liberation (p. 20): a green (countryside) or red (core) guard face up, a brown one face down
            guard = "green" if tile.back == "countryside" else "red"
            reveal += [TokenDraw(guard, 1, "up"), TokenDraw("brown", 1, "down")]
        for draw in reveal:
            face = draw.face
            if face == "day_up":
                face = "down" if night else "up"
            for k in range(draw.count):
                if face == "down":
                    piles[draw.pile], _gen = piles[draw.pile].draw_hidden()
                    events.append({"type": "map_token_drawn", "pile": draw.pile, "token": "", "space": label, "face": "down"})
                else:
                    key = f"{label}:{k + 1}" if draw.count > 1 else label
                    token = _draw_face_up(piles, draw.pile, key, f"{site.name.en} on {label}", answers)
                    events.append({"type": "map_token_drawn", "pile": draw.pile, "token": token, "space": label, "face": "up"})
    return events


# -- exploring -------------------------------------------------------------------------------------------------


def decide_setup_tiles(state: mp.MapState, tiles: list[str], answers: Answers, night: bool = False) -> list[Event]:
    """The tiles revealed at setup, in the shape's setup order (p. 3 §15: 2 with A, 3 with B)."""
    shape = mp.shape_of(state)
    positions = [p for p in shape.setup if mp.pos_key(p) not in state.tiles]
    if len(tiles) != len(positions):
        raise InvalidInput(
            _no("noexplore.setup_tiles", n=len(positions), shape=Named(shape.name.en.lower(), shape.name.de)), _no("noexplore.given", n=len(tiles)), ref="p. 3",
        )
    events: list[Event] = []
    work = state
    for text, pos in zip(tiles, positions, strict=True):
        tile_id = tile_names().resolve(text)
        new = _place(work, tile_id, pos, "", answers, night, setup=True)
        events += new
        work = evolve_all(_copy(work), new)
    return events


def _copy(state: mp.MapState) -> mp.MapState:
    from mkref.core.events import clone

    result: mp.MapState = clone(state)
    return result


def _place(
    state: mp.MapState, tile_id: str, pos: TilePos, player: str, answers: Answers, night: bool, setup: bool = False,
) -> list[Event]:
    mp.check_tile_drawn(state, tile_id)
    d = map_data()
    tile = d.tiles[tile_id]
    back = mp.next_back(state)
    if back != "set_aside":
        back = "core" if tile.back == "core" else "countryside"
    problem = "" if setup else mp.placement_problem(state, pos, back)
    if problem:
        raise RuleViolation(_no("noexplore.cannot_lie", tile=Named(tile.name.en, tile.name.de)), problem, ref="p. 7 §5")
    kind = "city" if tile.city else tile.back
    event: Event = {"type": "map_tile_placed", "tile": tile_id, "pos": [pos[0], pos[1]], "by": player, "from": back if back == "set_aside" else kind}
    draws = _site_draws(state, tile_id, pos, answers, night)
    return [event, *draws]


def decide_explore(
    state: mp.MapState, player: str, tile: str, where: str = "", answers: Answers | None = None, night: bool = False,
) -> list[Event]:
    """A hero explores (p. 7 §5, A-2): from a space at the edge, at the position named before the draw.

    The 2 Move points are the game's to charge (EXPLORE_COST). `tile` is the tile the table revealed
    (refused if it cannot be on top of the stack). Sites get their tokens from the right piles."""
    label = state.heroes.get(player, "")
    if not label:
        raise RuleViolation(_no("noexplore.not_on_map", player=player), _no("noexplore.a_hero_explores_from_the_space"), ref="p. 7")
    pos = mp.choose_position(state, label, where)
    tile_id = tile_names().resolve(tile)
    mp.check_tile_drawn(state, tile_id)
    back = mp.next_back(state)
    tile_back = "set_aside" if back == "set_aside" else map_data().tiles[tile_id].back
    problem = mp.placement_problem(state, pos, tile_back)
    if problem and state.settings.ambig22 != "refuse":  # AMBIG-22 (p. 7): the drawn tile does not fit
        others = [p for p in mp.positions_next_to(state, label) if not mp.placement_problem(state, p, tile_back)]
        if state.settings.ambig22 == "other" and others:
            pos = others[0]
        else:
            return [{"type": "map_tile_returned", "tile": tile_id, "by": player}]
    return _place(state, tile_id, pos, player, answers or {}, night)


# -- moving ------------------------------------------------------------------------------------------------------


def decide_move(state: mp.MapState, player: str, targets: list[str], night: bool) -> tuple[list[Event], mp.Walk]:
    """Steps onto named spaces (labels or directions); the game checks the Move points against walk.cost."""
    if not targets:
        raise InvalidInput(_no("noexplore.name_at_least_one_space_to"), hint=_no("noexplore.e_g_move_c1e_or_move"))
    walk = mp.check_walk(state, player, targets, night)
    event: Event = {"type": "map_hero_moved", "player": player, "path": list(walk.path), "cost": walk.cost}
    if walk.stopped:
        event["stopped"] = walk.stopped
    provoked = sorted({p for s in walk.steps for p in s.provoked})
    if provoked:
        event["provoked"] = provoked
    return [event], walk


def place_hero(state: mp.MapState, player: str, space: str = "") -> list[Event]:
    """A hero enters the map (on the portal) or leaves it ('' = set beside the map, p. 7 §8d)."""
    if space:
        space = mp.resolve_space(state, space)
    return [{"type": "map_hero_placed", "player": player, "space": space}]


def portal_space(state: mp.MapState) -> str:
    start = map_data().tiles[state.tiles[mp.pos_key((0, 0))]]
    return mp.label_for(start, "C")


# -- tokens during play --------------------------------------------------------------------------------------------


def decide_draw(state: mp.MapState, pile: str, space: str, answers: Answers, face: str = "up", count: int = 1) -> list[Event]:
    """Tokens drawn onto a space (entering a dungeon, a monster den ...) or for a fight."""
    if pile not in state.piles:
        raise InvalidInput(_no("noexplore.no_pile", pile=pile), hint="Piles: " + ", ".join(state.piles))
    label = mp.resolve_space(state, space) if space else ""
    piles = dict(state.piles)
    events: list[Event] = []
    for k in range(count):
        if face == "down":
            piles[pile], _gen = piles[pile].draw_hidden()
            events.append({"type": "map_token_drawn", "pile": pile, "token": "", "space": label, "face": "down"})
            continue
        key = f"draw:{pile}:{k + 1}"
        token = _draw_face_up(piles, pile, key, label or "the fight", answers)
        events.append({"type": "map_token_drawn", "pile": pile, "token": token, "space": label, "face": "up"})
    return events


def decide_summon(state: mp.MapState, pile: str, answers: Answers) -> list[Event]:
    """A summoned token: drawn, fought, then straight to the discard (p. 24)."""
    piles = dict(state.piles)
    token = _draw_face_up(piles, pile, f"summon:{pile}", "a summoned enemy", answers)
    return [{"type": "map_summoned", "pile": pile, "token": token}]


def decide_reveal(state: mp.MapState, space: str, tokens: list[str]) -> list[Event]:
    """Face-down tokens on a space are turned over (a Keep or Mage Tower seen by Day, a City assaulted ...)."""
    label = mp.resolve_space(state, space)
    hidden = [i for i, t in enumerate(state.tokens.get(label, [])) if not t.token]
    if not hidden:
        raise InvalidInput(_no("noexplore.no_hidden", space=spoken(label)))
    if len(tokens) > len(hidden):
        raise InvalidInput(_no("noexplore.only_hidden", n=len(hidden), space=spoken(label)), _no("noexplore.named", n=len(tokens)))
    events: list[Event] = []
    piles = dict(state.piles)
    free = list(hidden)
    for text in tokens:
        owner = ""
        for pile in dict.fromkeys(state.tokens[label][i].pile for i in free):
            try:
                token = token_id(pile, text)
            except UnknownName:
                continue
            owner = pile_of(piles, token)
            if owner == pile:
                break
        else:
            token = _any_token(state, text)
            owner = pile_of(piles, token)
        index = next((i for i in free if state.tokens[label][i].pile == owner), None)
        if index is None:
            waiting = ", ".join(state.tokens[label][i].pile for i in free) or "none"
            raise RuleViolation(
                _no("noexplore.cannot_lie_hidden", token=token, space=spoken(label)), _no("noexplore.token_waiting", owner=owner or Named('different', 'anderer Stapel'), waiting=waiting), ref="p. 3",
            )
        free.remove(index)
        lying = state.tokens[label][index]
        piles[lying.pile] = piles[lying.pile].reveal(token, lying.gen)
        events.append({"type": "map_token_revealed", "space": label, "index": index, "token": token})
    return events


def decide_defeat(state: mp.MapState, space: str, tokens: list[str] | None = None) -> list[Event]:
    """Defeated tokens leave a space for their discard pile (all of them when none is named)."""
    label = mp.resolve_space(state, space)
    lying = state.tokens.get(label, [])
    if not lying:
        raise InvalidInput(_no("noexplore.no_token", space=spoken(label)))
    chosen: list[int] = []
    for text in tokens or [t.token for t in lying]:
        if not text:
            raise InvalidInput(_no("noexplore.turn_first", space=spoken(label)))
        token = _any_token(state, text)
        match = next((i for i, t in enumerate(lying) if t.token == token and i not in chosen), None)
        if match is None:
            raise InvalidInput(_no("noexplore.not_lying", text=text, space=spoken(label)), hint=_no("noexplore.there", tokens=_lying_names(lying)))
        chosen.append(match)
    return [{"type": "map_token_removed", "space": label, "index": i} for i in sorted(chosen, reverse=True)]


def _any_token(state: mp.MapState, text: str) -> str:
    from mkref.core.names import fold

    if pile_of(state.piles, fold(text)):
        return fold(text)
    try:
        return token_id("green", text)
    except UnknownName:
        return token_id("ruins", text)


def decide_conquer(state: mp.MapState, space: str, player: str) -> list[Event]:
    label = mp.resolve_space(state, space)
    site = mp.spaces(state)[label].site
    if site not in mp.FORTIFIED and site not in ("ancient_ruins", "dungeon", "tomb", "monster_den", "spawning_grounds", "maze", "labyrinth", "rampaging_orcs", "rampaging_draconum"):
        raise InvalidInput(_no("noexplore.nothing_to_conquer", space=spoken(label)))
    return [{"type": "map_conquered", "space": label, "owner": player}, {"type": "map_shield", "space": label, "player": player}]


def set_night(night: bool) -> list[Event]:
    return [{"type": "map_time", "night": night}]


# -- evolve -----------------------------------------------------------------------------------------------------


def evolve_map(state: mp.MapState, event: Event) -> mp.MapState:
    """Apply one map event. Total: never validates (decide did)."""
    kind = event["type"]
    if kind == "map_setup":
        return initial_map(event)
    if kind == "map_tile_placed":
        pos = (int(event["pos"][0]), int(event["pos"][1]))
        state.tiles[mp.pos_key(pos)] = event["tile"]
        source = event.get("from", "")
        if source in state.left and state.left[source] > 0:
            state.left[source] -= 1
        state.revealed_by.append(str(event.get("by", "")))
    elif kind == "map_tile_returned":
        pass  # AMBIG-22 "bottom": the tile goes back under the stack
    elif kind == "map_token_drawn":
        pile = state.piles[event["pile"]]
        if event["token"]:
            state.piles[event["pile"]] = pile.draw(event["token"])
            token = mp.MapToken(event["pile"], event["token"], "up")
        else:
            state.piles[event["pile"]], gen = pile.draw_hidden()
            token = mp.MapToken(event["pile"], "", "down", gen)
        if event.get("space"):
            state.tokens.setdefault(event["space"], []).append(token)
    elif kind == "map_city_revealed":
        state.cities.append(event["space"])
        state.city_level[event["space"]] = int(event["level"])
        if state.settings.friendly_cities:
            state.conquered[event["space"]] = "*"
    elif kind == "map_token_revealed":
        lying = state.tokens[event["space"]][int(event["index"])]
        state.piles[lying.pile] = state.piles[lying.pile].reveal(event["token"], lying.gen)
        state.tokens[event["space"]][int(event["index"])] = replace(lying, token=event["token"], face="up")
    elif kind == "map_token_removed":
        lying = state.tokens[event["space"]].pop(int(event["index"]))
        if lying.token:
            state.piles[lying.pile] = state.piles[lying.pile].discard_token(lying.token)
        if not state.tokens[event["space"]]:
            del state.tokens[event["space"]]
    elif kind == "map_summoned":
        state.piles[event["pile"]] = state.piles[event["pile"]].summon(event["token"])
    elif kind == "map_hero_placed":
        state.heroes[event["player"]] = event["space"]
    elif kind == "map_hero_moved":
        if event["path"]:
            state.heroes[event["player"]] = event["path"][-1]
    elif kind == "map_secret":
        state.secret[event["space"]] = event["site"]
    elif kind == "map_conquered":
        state.conquered[event["space"]] = event["owner"]
    elif kind == "map_shield":
        state.shields.setdefault(event["space"], []).append(event["player"])
    elif kind == "map_time":
        state.night = bool(event["night"])
    return state


def evolve_all(state: mp.MapState, events: list[Event]) -> mp.MapState:
    for event in events:
        state = evolve_map(state, event)
    return state


# -- odds -----------------------------------------------------------------------------------------------------------


def odds(state: mp.MapState, pile: str) -> FeatureOdds:
    """What is left in a pile and the chance of each token, ability, element and armor value next."""
    if pile not in state.piles:
        from mkref.core.names import fold

        aliases = {"gruen": "green", "grau": "grey", "gray": "grey", "violett": "violet", "purple": "violet", "lila": "violet",
                   "braun": "brown", "rot": "red", "weiss": "white", "ruinen": "ruins", "ruin": "ruins"}
        pile = aliases.get(fold(pile), fold(pile))
        if pile not in state.piles:
            raise InvalidInput(_no("noexplore.no_pile", pile=pile), hint="Piles: " + ", ".join(state.piles))
    enemies = _enemies() if pile != "ruins" else {}
    return feature_odds(state.piles[pile], enemies)


def map_request_for(state: mp.MapState) -> Request:
    """The question 'which tile was revealed?' with the tiles that can come up (completion)."""
    candidates = mp.tile_candidates(state)
    return Request("tile", _no("noexplore.the_map_tile_revealed"), tuple(map_data().tiles[t].short for t in candidates))


def settings_dict(state: mp.MapState) -> dict[str, Any]:
    return asdict(state.settings)


def _lying_names(lying: list[Any]) -> str:
    """The tokens lying on a space, by id in English (as always), by German name at a German table."""
    from mkref.games.mage_knight.data.components import enemies

    def german(token: str) -> str:
        enemy = enemies().get(token)
        return enemy.name.de or enemy.name.en if enemy else token

    return Named(", ".join(t.token or "face down" for t in lying), ", ".join(german(t.token) if t.token else "verdeckt" for t in lying))
