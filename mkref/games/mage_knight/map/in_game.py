"""The map inside a tracked Mage Knight game: small functions the game's decide/evolve call.

The tracked game keeps its state as a dict (table/state.py); the map lives in ``state["map"]`` as a
``MapState``. Hooks the game needs (each one line; the game imports this module as ``map_game``):

    initial_state:  state["map"] = map_game.new_map(setup)          (None when the scenario has no map data)
    evolve:         if map_game.evolve(state, event): return state   (every event whose type starts with map_)
    move:           if map_game.enabled(state): return map_game.move(state, command, player, move_points)
    explore:        info, events = map_game.explore(state, command, player, move_points)
    commands:       map_game.COMMANDS (tiles, reveal, draw, defeated, conquer, odds), decided by map_game.decide
    map_of:         map_game.map_of(state) (the map the views draw)

A move names spaces by the labels the map shows (c3ne, Ac, k5c) or by direction steps from the hero
(NE E SE SW W NW; German NO O SO SW W NW). Each step becomes one ``moved`` event of the game (terrain,
site, owner, cost, assault, safe, space) so the game's own bookkeeping of Move points, assaults and
forced withdrawal keeps working; one ``map_hero_moved`` event moves the figure on the map.

The map's texts (the log's line of each map event, the odds of a pile) are in `map/texts.py`, and combat on the
map (where a hero may challenge, what a fight's end does to the map) in `map/fights.py`; the geometry, tiles and
token piles in `map/tiles.py`, `map/board.py`, `map/piles.py` and `map/exploring.py`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mkref.core.chance import Request
from mkref.core.commands import CommandSpec
from mkref.core.errors import InvalidInput, MkrefError, RuleViolation
from mkref.core.events import Command
from mkref.core.messages import Named
from mkref.games.mage_knight.content import content
from mkref.games.mage_knight.map import board as mp
from mkref.games.mage_knight.map import exploring as me
from mkref.games.mage_knight.map.tiles import DIRECTIONS, direction_key, map_data, tile_names
from mkref.games.mage_knight.map.labels import spoken
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.parts import part_keys
from mkref.games.mage_knight.state_types import GameState, PlayerState

_no = MESSAGES.said  # a refusal or question: English as written, German at a German table (messages/refusals_map.py)

Events = list[dict[str, Any]]

TIME_WORDS = {"night": "night", "nacht": "night", "day": "day", "tag": "day"}


def new_map(setup: dict[str, Any]) -> mp.MapState | None:
    """The map of a new game from its setup (scenario, players; optional expansions, map_shape, ambig22).

    The tile counts and city levels of the tracked game's scenarios.toml win over map_shapes.toml where
    both give them (the game's scenario table is the one the setup checklist prints)."""
    scenario = setup.get("scenario", "")
    scen = map_data().scenarios.get(scenario)
    if scen is None:
        return None
    players = len(setup.get("players", [])) or 1
    known = sorted(scen.countryside)
    table_players = players if players in known else min(known, key=lambda n: (abs(n - players), -n))
    event = me.setup_event(
        scenario, table_players, tuple(sorted(content(setup))), str(setup.get("map_shape", "")),
        ambig22=str(setup.get("ambig22", "refuse")),
    )
    _use_game_scenario(event, setup, players)
    for kind, count in setup.get("tile_counts", {}).items():  # the tile stack agreed: Varying the map (p. 16)
        event["left"][kind] = int(count)
    state = me.initial_map(event)
    portal = me.portal_space(state)
    for p in setup.get("players", []):
        state.heroes[p["name"]] = portal  # every hero enters at the portal (p. 3, p. 7 §8d)
    return state


def _use_game_scenario(event: dict[str, Any], setup: dict[str, Any], players: int) -> None:
    """Tile counts and city levels from the game's scenarios.toml, when it has them."""
    from mkref.core.errors import MkrefError

    try:
        from mkref.games.mage_knight.data import game_facts as gd

        sset = gd.scenarios()[setup.get("scenario", "")]["setup"]
    except (MkrefError, ImportError, KeyError):
        return

    def count(key: str) -> int | None:
        table = sset.get(key)
        if isinstance(table, dict):
            value = table.get(str(players), table.get(players))
            return int(value) if value is not None else None
        return int(table) if isinstance(table, int) else None

    for mine, theirs in (("countryside", "countryside"), ("city", "city_tiles"), ("core", "core_tiles")):
        value = count(theirs)
        if value is not None:
            event["left"][mine] = value
    levels = sset.get("city_levels")
    if isinstance(levels, list) and levels:
        cities = event["left"]["city"]
        full = [int(levels[min(i, len(levels) - 1)]) for i in range(max(cities, 1))]
        last = count("last_city_level")
        if last is not None:
            full[-1] = last  # Full Cooperation: the last city revealed is stronger (p. 20)
        event["city_levels"] = full


def tracked(state: GameState) -> mp.MapState | None:
    """The game's explored map, None in a game without one (--no-map, a scenario without map data)."""
    m = state.get("map")
    return m if isinstance(m, mp.MapState) else None


def enabled(state: GameState) -> bool:
    return tracked(state) is not None


def evolve(state: GameState, event: dict[str, Any]) -> bool:
    """Apply a map event to ``state["map"]``; False when the event is not a map event."""
    if not str(event.get("type", "")).startswith("map_"):
        return False
    if (m := tracked(state)) is not None:
        state["map"] = me.evolve_map(m, event)
    return True


def _night(state: GameState) -> bool:
    return state.get("time") == "night"


def current_map(state: GameState) -> mp.MapState:
    m = tracked(state)
    if m is None:
        raise InvalidInput(_no("nomap.this_game_has_no_map"), _no("nomap.its_scenario_has_no_map_data"))
    if m.night != _night(state):  # decide never changes the state: a shallow copy that knows the time of day
        m = replace(m, night=_night(state))
    return m


def _owner_word(m: mp.MapState, space: mp.Space, player: str) -> str:
    """The `owner` word the game's moved event uses for a site (decide_turn._owner)."""
    if space.site in ("crystal_mine",):
        return space.info.colour
    if space.site == "city":
        return space.info.colour
    owner = m.conquered.get(space.label, "")
    if not owner:
        return ""
    if owner == "*":
        return "conquered"
    return owner if space.site == "keep" else "conquered"


def _card_costs(state: GameState) -> mp.CostRule | None:
    """Terrain costs changed by the cards played this turn (a game with --cards, issue 16; parts.Part.step_costs)."""
    from mkref.games.mage_knight.parts import step_cost_rule

    return step_cost_rule(state)


def _bending_space(hero: PlayerState | None) -> bool:
    """Space Bending (the spell's basic effect) played this turn, read from the deed cards tracked for the hero
    (`--cards`); without them the table pays as it says."""
    deeds = part_keys(hero).get("deeds") if hero is not None else None  # the deed cards' key
    played = deeds.get("played", []) if isinstance(deeds, dict) else []
    return any(list(entry) == ["space_bending", "basic"] for entry in played)


def _without_walls(state: GameState, player: str, walk: mp.Walk) -> mp.Walk:
    """Space Bending played this turn: no wall's +1 on any step (The Lost Legion R07.1-5; board.WALL_SURCHARGE)."""
    hero = next((p for p in state.get("players", []) if p["name"] == player), None)
    if not _bending_space(hero) or not any(s.wall for s in walk.steps):
        return walk
    from dataclasses import replace

    steps = tuple(replace(s, cost=s.cost - mp.WALL_SURCHARGE) if s.wall else s for s in walk.steps)
    return replace(walk, steps=steps, cost=sum(s.cost for s in steps))


def move(state: GameState, command: Command, player: str, move_points: int) -> Events:
    """Steps onto named spaces with the Move points the player has; one `moved` event per step (p. 7, A-1)."""
    m = current_map(state)
    if not command.args:
        raise InvalidInput(_no("nomap.name_the_spaces_to_enter"), hint=_no("nomap.by_label_move_c1e_c2w_or"))
    walk = mp.check_walk(m, player, command.args, m.night, _card_costs(state))
    walk = _without_walls(state, player, walk)
    events: Events = []
    points = move_points
    all_spaces = mp.spaces(m)
    for i, step in enumerate(walk.steps):
        space = all_spaces[step.to]
        if step.cost > points:
            from mkref.games.mage_knight.map.move_text import short_of_move

            when = "at Night" if m.night else "by Day"
            raise RuleViolation(
                _no("nomap.move_short_space", space=spoken(step.to), terrain=_terrain_named(space)),
                short_of_move(i, f"{step.cost} {when}" + (" (+1 for the wall)" if step.wall else ""), move_points, move_points - points),
                _no("nomap.play_more_play_n_move"), ref="p. 7",
            )
        points -= step.cost
        terrain = (space.info.under or "plains") if space.terrain == "city" else space.terrain
        event: dict[str, Any] = {"type": "moved", "player": player, "terrain": terrain, "cost": step.cost, "space": step.to}
        if space.site:
            event["site"] = space.site
            owner = _owner_word(m, space, player)
            if owner:
                event["owner"] = owner
        if step.to in m.secret:  # a secret entrance works like the site it hides (p. 21)
            event["site"] = m.secret[step.to]
            if step.to in m.conquered:
                event["owner"] = "conquered"
        if step.assault:
            event["assault"] = True
        if step.provoked:
            event["provoked"] = list(step.provoked)
            event["enemies"] = [t.token for s in step.provoked for t in m.tokens.get(s, [])]
        others = list(step.others) or _on_a_closed_portal(state, m, step.to, player)
        if others:
            event["others"] = others
        event["safe"] = mp.is_safe(m, step.to, player) and not others
        events.append(event)
    events.append({"type": "map_hero_moved", "player": player, "path": list(walk.path), "cost": walk.cost})
    return events + _seen_by_day(m, command, [step.to for step in walk.steps])


def _seen_by_day(m: mp.MapState, command: Command, entered: list[str]) -> Events:
    """By Day the face-down defenders of a Keep or Mage Tower are turned over once a hero stands next to it, also
    on a space the move only passes through (their site cards [EXT]; spec: site table, revealed on adjacency by
    Day). The table names each token; the choices are the candidates of its pile."""
    if m.night:
        return []
    events: Events = []
    piles = dict(m.piles)
    seen: list[str] = []
    for here in entered:
        for site in mp.neighbours_of(m, here):
            if site.site not in ("keep", "mage_tower") or site.label in seen:
                continue
            seen.append(site.label)
            for index, lying in enumerate(m.tokens.get(site.label, [])):
                if lying.token or lying.pile not in piles:
                    continue
                options = piles[lying.pile].hidden_candidates(lying.gen)
                prompt = _no("nomap.seen_by_day", site=_site_named(site.site), space=spoken(site.label))
                # the token lies on the map: what it shows is a fact the table sees, never rolled (a `count`)
                token = _ask(command, Request(f"seen_{site.label}_{index}", prompt, tuple(options), 1, tuple(options.values()), kind="count"))
                piles[lying.pile] = piles[lying.pile].reveal(token, lying.gen)
                events.append({"type": "map_token_revealed", "space": site.label, "index": index, "token": token})
    return events


def _site_named(site: str) -> Named:
    name = map_data().sites[site].name
    return Named(name.en, name.de)


def _terrain_named(space: mp.Space) -> Named:
    """The terrain of a space for a refusal, in both languages."""
    if space.site == "city":
        return Named("a city space", "ein Stadtfeld")
    name = map_data().terrain[space.terrain].name
    return Named(name.en, name.de)
def _on_a_closed_portal(state: GameState, m: mp.MapState, label: str, player: str) -> list[str]:
    """One to Return: after Day 1 the Portal is an empty plains space that holds one hero, so the heroes
    already there count as on any other space (p. 22)."""
    from mkref.games.mage_knight.data import game_facts as gd

    closed = gd.scenarios().get(state.get("scenario", ""), {}).get("setup", {}).get("end") == "portal" and int(state.get("round", 1)) > 1
    if not closed or label != me.portal_space(m):
        return []
    return sorted(p for p, where in m.heroes.items() if where == label and p != player)


def tunnel(state: GameState, command: Command, player: str, move_points: int, base: int) -> Events:
    """Dungeon Lords: from a conquered Tomb or Dungeon to another, for `base` Move + 1 per space of distance,
    counted over revealed spaces and never through lakes or swamps (p. 21)."""
    m = current_map(state)
    here = m.heroes.get(player, "")
    if not command.args:
        raise InvalidInput(_no("tunnel.which"), hint=_no("tunnel.which_hint"))
    target = mp.resolve_space(m, command.args[0], here)
    all_spaces = mp.spaces(m)
    for label, what in ((here, "start"), (target, "end")):
        if all_spaces[label].site not in ("tomb", "dungeon") or label not in m.conquered:
            raise RuleViolation(_no(f"tunnel.no_{'from' if what == 'start' else 'to'}", space=spoken(label)), _no("tunnel.conquered_only"), ref="p. 21")
    distance = _distance(m, here, target)
    if distance is None:
        raise RuleViolation(_no("tunnel.no_way", start=here, end=target), _no("tunnel.distance"), ref="p. 21")
    cost = base + distance
    if cost > move_points:
        raise RuleViolation(_no("tunnel.move_short"), _no("tunnel.cost", base=base, distance=distance, cost=cost, have=move_points),
                            _no("tunnel.play_more"), ref="p. 21")
    space = all_spaces[target]
    moved = {"type": "moved", "player": player, "terrain": space.terrain, "cost": cost, "space": target, "site": space.site,
             "owner": _owner_word(m, space, player) or "conquered", "safe": mp.is_safe(m, target, player), "tunnel": distance}
    return [moved, {"type": "map_hero_moved", "player": player, "path": [target], "cost": cost}]


def _distance(m: mp.MapState, start: str, goal: str) -> int | None:
    """Steps from `start` to `goal` over revealed spaces, none of them a lake or a swamp (breadth first)."""
    seen = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for label in frontier:
            for space in mp.neighbours_of(m, label):
                if space.label in seen or space.terrain in ("lake", "swamp"):
                    continue
                seen[space.label] = seen[label] + 1
                if space.label == goal:
                    return seen[goal]
                nxt.append(space.label)
        frontier = nxt
    return None


def m_terrain_name(space: mp.Space) -> str:
    if space.site == "city":
        return "a city space"
    return map_data().terrain[space.terrain].name.en


def explore(state: GameState, command: Command, player: str, move_points: int) -> tuple[dict[str, Any], Events]:
    """A hero explores: words are the tile revealed and, if two positions are open, a direction (p. 7 §5).

    Returns what the game's own `explored` event needs ({tile: countryside/core/city, city, level,
    monasteries}) and the map events. The 2 Move points are checked here too."""
    m = current_map(state)
    if move_points < mp.EXPLORE_COST:
        raise RuleViolation(
            _no("nomap.not_enough_move_points_to_explore"), _no("nomap.explore_cost", cost=mp.EXPLORE_COST, have=move_points), ref="p. 7",
        )
    tile_word = ""
    where = ""
    for word in command.args:
        if direction_key(word) and not where:
            where = word
        elif not tile_word:
            tile_word = word
        else:
            tile_word += " " + word
    label = m.heroes.get(player, "")
    if not label:
        raise RuleViolation(_no("nomap.no_figure", player=player), ref="p. 7")
    mp.choose_position(m, label, where)  # the position first, before the tile is drawn (p. 7 §5c)
    if not tile_word:
        candidates = mp.tile_candidates(m)
        tile_word = _ask(command, Request("tile", _no("nomap.the_map_tile_revealed"), tuple(map_data().tiles[t].short for t in candidates)))
    events = me.decide_explore(m, player, tile_word, where, _flat(command), m.night)
    placed = next((e for e in events if e["type"] == "map_tile_placed"), None)
    if placed is None:
        return {"tile": "", "returned": True}, events
    tile = map_data().tiles[placed["tile"]]
    info: dict[str, Any] = {"tile": "city" if tile.city else tile.back, "tile_id": tile.id,
                            "monasteries": sum(1 for h in tile.hexes.values() if h.site == "monastery")}
    city = next((e for e in events if e["type"] == "map_city_revealed"), None)
    if city is not None:
        info["city"] = city["colour"]
        info["level"] = city["level"]
    return info, events


def _flat(command: Command) -> dict[str, list[str]]:
    return dict(command.answers)


def _ask(command: Command, request: Request) -> str:
    from mkref.core.chance import NeedAnswer

    if request.key not in command.answers:
        raise NeedAnswer(request)
    return command.answers[request.key][0]


# -- the map's own commands -------------------------------------------------------------------------------


def _complete_spaces(state: GameState, words: list[str]) -> list[str]:
    m = tracked(state) if isinstance(state, dict) else None
    if m is None:
        return []
    return sorted(mp.spaces(m)) + list(DIRECTIONS)


def complete_move(state: GameState, words: list[str]) -> list[str]:
    """Completion for `move`: the explored neighbours of the space reached so far, then the directions."""
    m = tracked(state) if isinstance(state, dict) else None
    if m is None:
        return []
    cur = state.get("cur")
    here = m.heroes.get(cur["player"] if cur else "", "")
    for word in words:
        try:
            here = mp.resolve_space(m, word, here)
        except (InvalidInput, RuleViolation):
            return []
    if not here:
        return []
    near = sorted(
        s.label for s in mp.neighbours_of(m, here)
        if mp.step_cost(m, s.label, m.night) is not None and not mp.rampaging_here(m, s.label)
    )
    return near + list(DIRECTIONS)


def _complete_tiles(state: GameState, words: list[str]) -> list[str]:
    """Completion for `tiles`: the countryside tiles still in the stack that can be the next one revealed at
    setup (in a sorted stack only the next number, p. 18), none once every setup position is named (p. 3)."""
    m = tracked(state) if isinstance(state, dict) else None
    if m is None:
        return []
    if m.revealed_by:
        return []  # the setup tiles are on the map already
    positions = [p for p in mp.shape_of(m).setup if mp.pos_key(p) not in m.tiles]
    if len(words) >= len(positions):
        return []
    typed: set[str] = set()
    for word in words:
        try:
            typed.add(tile_names().resolve(word))
        except MkrefError:
            pass
    if m.order:
        placed = set(m.tiles.values())
        left = [t for t in m.order if t not in placed and t not in typed][:1]
    else:
        left = [t for t in mp.tile_candidates(m) if t not in typed]
    return [map_data().tiles[t].short for t in left]


def _complete_piles(state: GameState, words: list[str]) -> list[str]:
    return ["green", "grey", "violet", "brown", "red", "white", "ruins"]


COMMANDS = [
    CommandSpec("tiles", "TILE TILE [TILE]", "The tiles revealed at setup, in order (2 with starting tile A, 3 with B; p. 3).",
                "tiles c3 c7", ("startteile", "setup-tiles"), "Map", _complete_tiles),
    CommandSpec("reveal", "SPACE TOKEN ...", "Face-down tokens on a space are turned over: name what they show.",
                "reveal c3ne guardsmen", ("aufdecken",), "Map", _complete_spaces),
    CommandSpec("draw", "PILE [SPACE] TOKEN", "A token drawn from a pile onto a space or into the fight (it must be in that pile).",
                "draw brown c7se minotaur", ("ziehen",), "Map", _complete_piles),
    CommandSpec("summon", "PILE TOKEN", "A summoned token: drawn and straight to the discard after the fight (p. 24).",
                "summon brown gargoyle", ("herbeirufen",), "Map", _complete_piles),
    CommandSpec("defeated", "SPACE [TOKEN ...]", "Defeated tokens leave a space for their discard pile (all when none is named).",
                "defeated c1nw", ("besiegt",), "Map", _complete_spaces),
    CommandSpec("conquer", "SPACE [PLAYER]", "A site was conquered (by the active player unless named): the shield goes on it.",
                "conquer c3ne", ("erobern",), "Map", _complete_spaces),
    CommandSpec("secret", "SPACE dungeon|tomb", "Dungeon Lords: a secret Dungeon entrance next to a Village (a Tomb next to a Monastery) revealed with a tile (p. 21).",
                "secret c3w dungeon", ("geheim",), "Map", _complete_spaces, relevant=lambda state: state.get("scenario") == "dungeon_lords"),
    CommandSpec("odds", "PILE", "What is left in a pile: the odds of the next token (and of each ability, element and armor).",
                "odds grey", ("chancen",), "Map", _complete_piles),
]
MAP_COMMANDS = frozenset(spec.name for spec in COMMANDS)


def decide(state: GameState, command: Command, player: str = "") -> Events:
    """Decide one of the map's own commands (`tiles`, `reveal`, `draw`, `summon`, `defeated`, `conquer`)."""
    m = current_map(state)
    args = list(command.args)
    answers = _flat(command)
    if command.name == "tiles":
        if m.revealed_by:
            raise RuleViolation(_no("nomap.the_setup_tiles_are_already_on"), ref="p. 3")
        return me.decide_setup_tiles(m, args, answers, m.night)
    if command.name == "reveal":
        if len(args) < 2:
            raise InvalidInput(_no("nomap.name_the_space_and_what_the"), hint=_no("nomap.reveal_c3ne_guardsmen"))
        return me.decide_reveal(m, args[0], args[1:])
    if command.name in ("draw", "summon"):
        if not args:
            raise InvalidInput(_no("nomap.name_the_pile"), hint=_no("nomap.draw_brown_c7se_minotaur"))
        pile = _pile(m, args[0])
        rest = args[1:]
        space = ""
        if rest:
            try:
                space = mp.resolve_space(m, rest[0])
                rest = rest[1:]
            except InvalidInput:
                space = ""
        key = f"summon:{pile}" if command.name == "summon" else f"draw:{pile}:1"
        if rest:
            answers = {**answers, key: [" ".join(rest)]}
        if command.name == "summon":
            return me.decide_summon(m, pile, answers)
        return me.decide_draw(m, pile, space, answers)
    if command.name == "secret":
        return _secret(state, m, args)
    if command.name == "defeated":
        if not args:
            raise InvalidInput(_no("nomap.name_the_space"), hint=_no("nomap.defeated_c1nw"))
        return me.decide_defeat(m, args[0], args[1:] or None)
    if command.name == "conquer":
        if not args:
            raise InvalidInput(_no("nomap.name_the_space"), hint=_no("nomap.conquer_c3ne"))
        if len(args) > 1:
            named = [p for p in m.heroes if p.casefold() == args[1].casefold()]
            if not named:
                raise InvalidInput(_no("nomap.not_player", word=args[1]), hint="Players: " + ", ".join(m.heroes))
            player = named[0]
        if not player:
            raise InvalidInput(_no("nomap.whose_shield_goes_on_the_site"), _no("nomap.no_turn_is_running"), hint=_no("nomap.conquer_space_player"))
        events = me.decide_conquer(m, args[0], player)
        label = events[0]["space"]
        lying = m.tokens.get(label, [])
        if any(not t.token for t in lying):
            raise RuleViolation(_no("nomap.not_turned", space=spoken(label)), hint=_no("nomap.reveal_hint", space=spoken(label)))
        return [{"type": "map_token_removed", "space": label, "index": i} for i in range(len(lying) - 1, -1, -1)] + events
    raise InvalidInput(_no("nomap.not_map_command", name=command.name))


SECRET = {"dungeon": ("village", "brown"), "verlies": ("village", "brown"), "tomb": ("monastery", "red"), "grabstatte": ("monastery", "red"),
          "grabstaette": ("monastery", "red")}


def _secret(state: GameState, m: mp.MapState, args: list[str]) -> Events:
    """Dungeon Lords: the space chosen next to a revealed Village (Monastery) becomes a secret Dungeon (Tomb)
    entrance, marked with a face-down brown (red) token: passable, no swamp, no site (p. 21)."""
    from mkref.core.names import fold
    from mkref.games.mage_knight.data import game_facts as gd

    if gd.scenarios().get(state.get("scenario", ""), {}).get("setup", {}).get("end") != "all_tombs_and_dungeons":
        raise RuleViolation(_no("secret.dungeon_lords"), ref="p. 21")
    if len(args) != 2 or fold(args[1]) not in SECRET:
        raise InvalidInput(_no("secret.name_it"), hint=_no("secret.example"))
    beside, pile = SECRET[fold(args[1])]
    site = "dungeon" if beside == "village" else "tomb"
    label = mp.resolve_space(m, args[0])
    space = mp.spaces(m)[label]
    if space.site or label in m.secret or space.terrain == "swamp" or mp.step_cost(m, label, False) is None or m.tokens.get(label):
        raise RuleViolation(_no("secret.cannot_hold", space=spoken(label)), _no("secret.empty_space"), ref="p. 21")
    if not any(n.site == beside for n in mp.neighbours_of(m, label)):
        raise RuleViolation(_no(f"secret.not_next_to_{beside}", space=spoken(label)), _no(f"secret.{site}_next_to"), ref="p. 21")
    return [{"type": "map_secret", "space": label, "site": site},
            {"type": "map_token_drawn", "pile": pile, "token": "", "space": label, "face": "down"}]


def _pile(m: mp.MapState, word: str) -> str:
    return me.odds(m, word).pile


def map_of(state: GameState) -> mp.MapState:
    """The explored map of a tracked game, for the views to draw (the `map` command and the prompt's `map`)."""
    if not enabled(state):
        raise InvalidInput(_no("nomap.this_game_has_no_map"), _no("nomap.it_was_started_with_no_map"))
    return current_map(state)


def space_of(state: GameState, player: str) -> str:
    return current_map(state).heroes.get(player, "") if enabled(state) else ""


def tile_word(text: str) -> str:
    return tile_names().resolve(text)


# -- combat on the map (for the game's combat start and end; not wired by the map itself) ---------------------


