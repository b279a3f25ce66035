"""A turn's movement and mana: points played as values, moving (p. 7, A-1), exploring (p. 7 §5, A-2) and the Source dice (p. 5).

Part of `decide` (table/decide.py): each function checks one command against the state and returns its events;
none changes the state. A refusal raises `RuleViolation` with the page; a roll or draw raises `NeedAnswer`.
"""

from __future__ import annotations

from typing import Any

from mkref.core.chance import Request
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.core.names import fold
from mkref.core.messages import Named
from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.map.move_text import short_of_move
from mkref.games.mage_knight.parts import in_use, step_cost_rule, unused
from mkref.games.mage_knight.table import monastery, rules, variants
from mkref.games.mage_knight.state_types import TileKind
from mkref.games.mage_knight.table.running import Place
from mkref.games.mage_knight.table.state import State, turn, by_players

_no = MESSAGES.said  # a refusal's sentence: English as written, German at a German table (mage_knight/messages/refusals.py)


from mkref.games.mage_knight.table.decide_common import COLOUR_WORDS, Events, ask, colour, colour_named, game_end, normal_turn, number, setup_of, site_named, terrain_named, turn_player


# -- points played as values ("7 move") -------------------------------------------------------------
_KINDS = {"move": "move", "bewegung": "move", "influence": "influence", "einfluss": "influence", "heal": "heal", "heilung": "heal", "healing": "heal"}


def play(state: State, command: Command) -> Events:
    p = turn_player(state)
    for part in in_use(state):  # a part that plays by name (the deed cards, issue 16); None: points by value
        played = part.play(state, command)
        if played is not None:
            return played
    for part in unused(state):  # a card by name needs --cards
        part.refuse_unused(state, command)
    words = command.args
    if command.name == "play" and len(words) == 2 and not words[0].lstrip("-").isdecimal():
        words = [words[1], words[0]]
    if len(words) != 2:
        raise InvalidInput(_no("no.say_what_was_played_as_a"), hint=_no("no.for_example_play_7_move_play"))
    amount = number(words[0], "a number of points")
    kind = _KINDS.get(fold(words[1]))
    if kind is None:
        raise InvalidInput(_no("no.not_points", word=words[1]), hint=_no("no.attack_and_block_values_go_into"))
    if amount < 1:
        raise InvalidInput(_no("no.points_start_at_1"))
    cur = turn(state)
    if kind == "move":
        normal_turn(state, "move")
        if cur["action"]:
            raise RuleViolation(_no("no.move_points_come_too_late"), _no("no.all_movement_happens_before_the_action"), ref="p. 6")
    if kind == "heal" and state["combat"] is not None:
        raise RuleViolation(_no("no.no_healing_during_combat"), _no("no.heal_before_or_after_it"), ref="p. 11")
    if kind == "influence" and state["combat"] is not None:
        raise RuleViolation(_no("no.a_combat_is_running"), _no("no.influence_belongs_to_an_interaction_not"), ref="p. 8")
    if kind == "influence" and cur["mode"] == "rest":
        raise RuleViolation(_no("no.influence_cannot_be_used_while_resting"), _no("no.a_rest_allows_no_interaction"), ref="p. 6")
    del p
    points: dict[str, Any] = {"type": "points", "kind": kind, "amount": amount}
    return [points, *(e for part in in_use(state) for e in part.points_played(state, command, points))]  # --cards: taken as told


# -- movement (p. 7, A-1) ----------------------------------------------------------------------------
def _card_cost(state: State, terrain: str, site: str) -> int:
    """The step cost, changed by the terrain effects of cards played this turn (p. 7 §7; parts.Part.step_costs)."""
    rule = step_cost_rule(state)
    if rule is None or site == "city":
        return rules.step_cost(terrain, state["time"], site)
    try:
        base: int | None = rules.step_cost(terrain, state["time"], site)
    except RuleViolation:
        base = None
    cost = rule(terrain, base)
    return rules.step_cost(terrain, state["time"], site) if cost is None else cost



def enemy_names(idents: list[str]) -> str:
    """Enemies put into a refusal: by id in English (as always), by German name at a German table."""
    from mkref.core.messages import Named
    from mkref.games.mage_knight.data.components import enemies

    known = enemies()
    return Named(", ".join(idents), ", ".join(known[i].name.de or known[i].name.en if i in known else i for i in idents))


def _place_names(idents: list[str]) -> str:
    """Terrains and sites offered by did-you-mean: by id in English (as always), by German name at a German table."""
    from mkref.core.messages import Named

    def german(ident: str) -> str:
        entry = gd.facts()["terrain"].get(ident)
        if not isinstance(entry, dict):
            entry = gd.sites().get(ident, {})
        return str(entry.get("name", {}).get("de") or ident)

    return Named(", ".join(idents), ", ".join(german(i) for i in idents))


def parse_steps(state: State, words: list[str]) -> list[dict[str, str]]:
    steps: list[dict[str, str]] = []
    for word in words:
        head, _, owner = word.partition(":")
        terrain = gd.terrain_names().find(head)
        if terrain is not None:
            steps.append({"terrain": terrain, "site": "", "owner": ""})
            continue
        site = gd.site_names().find(head)
        if site is None:
            hits = gd.terrain_names().close(head) + gd.site_names().close(head)
            raise InvalidInput(_no("no.not_terrain", word=word), hint=_no("no.did_you_mean", names=_place_names(hits)) if hits else _no("no.example_move_village"))
        if not steps:
            raise InvalidInput(_no("no.terrain_first", word=word), hint=_no("no.for_example_move_plains_keep"))
        steps[-1]["site"] = site
        steps[-1]["owner"] = _owner(state, site, owner)
    if not steps:
        raise InvalidInput(_no("no.name_the_terrain_of_each_space"), hint=_no("no.for_example_move_hills_forest_village"))
    return steps


def _owner(state: State, site: str, word: str) -> str:
    if not word:
        return ""
    if site in ("city", "crystal_mine"):
        return colour(word, rules.COLOURS)
    key = fold(word)
    if key in ("conquered", "erobert", "burned", "burnt", "niedergebrannt", "mine", "own"):
        return {"burnt": "burned", "niedergebrannt": "burned", "erobert": "conquered", "own": "me", "mine": "me"}.get(key, key)
    for p in state["players"]:
        if fold(p["name"]) == key:
            return str(p["name"])
    raise InvalidInput(_no("no.not_owner", word=word), hint=_no("no.for_example_keep_anna_tower_conquered"))


def owned_by(pos: Place, who: str) -> bool:
    return pos.get("owner") in (who, "me")


def site_conquered(state: State, pos: Place) -> bool:
    site = pos.get("site", "")
    if site == "city":
        city = state["cities"].get(main_city(state, pos.get("owner", "")))
        rule = setup_of(state).get("city_rule", "normal")
        return rule in ("friendly",) or bool(city and city["conquered"])
    return bool(pos.get("owner"))


def megalopolis_colours(state: State, colour: str) -> tuple[str, ...]:
    """The colours of the city a colour belongs to (two for a Megalopolis, p. 18)."""
    main = main_city(state, colour)
    info = state["cities"].get(main)
    return tuple(c for c in (main, info.get("partner", "") if info is not None else "") if c)


def main_city(state: State, colour: str) -> str:
    """The city a colour belongs to: the second city of a Megalopolis is part of the first (p. 18)."""
    return next((main for main, info in state["cities"].items() if info.get("partner") == colour), colour)


def move(state: State, command: Command) -> Events:
    p = normal_turn(state, "move")
    cur = turn(state)
    if cur["action"]:
        raise RuleViolation(_no("no.no_moving_after_the_action"), _no("no.movement_and_exploring_come_before_the"), ref="p. 6")
    from mkref.games.mage_knight.map import in_game as map_game

    if map_game.enabled(state):
        return map_game.move(state, command, p["name"], cur["move"])
    steps = parse_steps(state, command.args)
    sset = setup_of(state)
    points = cur["move"]
    events: Events = []
    for i, step in enumerate(steps):
        site = step["site"]
        info = gd.sites().get(site, {})
        name = site_named(site) if info else site
        if info.get("enterable") is False:
            raise RuleViolation(_no("no.rampaging_space", name=name), _no("no.a_space_with_a_rampaging_enemy"), _no("no.challenge_it_from_an_adjacent_space"), ref="p. 7")
        if site == "city" and sset.get("city_rule") in ("no_entry", "closed"):
            ref = "p. 18" if sset.get("city_rule") == "no_entry" else "p. 22"
            raise RuleViolation(_no("no.cities_cannot_be_entered_in_this"), _no("no.the_city_gates_stay_closed"), ref=ref)
        cost = _card_cost(state, step["terrain"], site)
        if cost > points:
            raise RuleViolation(
                _no("no.move_short", terrain=terrain_named(step["terrain"]), site=_no("no.move_short_site", site=name) if site else ""),
                short_of_move(i, _no("no.cost_by_day" if state["time"] == "day" else "no.cost_at_night", cost=cost), cur["move"], cur["move"] - points),
                _no("no.play_more_play_n_move"),
                ref="p. 7",
            )
        points -= cost
        event: dict[str, Any] = {"type": "moved", "player": p["name"], "terrain": step["terrain"], "cost": cost}
        if site:
            event["site"] = site
        if step["owner"]:
            event["owner"] = step["owner"]
        pos: Place = {"site": site, "owner": step["owner"]}
        fortified = info.get("class") == "fortified"
        owned_kinds = ("keep", "mage_tower") if sset.get("towers_like_keeps") else ("keep",)  # Conquer and Hold (p. 22)
        if fortified and not (site_conquered(state, pos) and (site not in owned_kinds or owned_by(pos, p["name"]))):
            if site in owned_kinds and step["owner"] not in ("", "conquered") and not owned_by(pos, p["name"]):
                event["assault"] = True  # another player's keep: an assault (p. 8 §1a)
            elif not site_conquered(state, pos):
                event["assault"] = True
        if event.get("assault"):
            event["safe"] = False
            if i != len(steps) - 1:
                raise RuleViolation(_no("no.assault_ends", name=name), _no("no.entering_an_unconquered_fortified_site_is"), ref="p. 7")
        events.append(event)
    return events


# -- exploring (p. 7 §5, A-2) ------------------------------------------------------------------------
def explore(state: State, command: Command) -> Events:
    p = normal_turn(state, "explore")
    cur = turn(state)
    if cur["action"]:
        raise RuleViolation(_no("no.no_exploring_after_the_action"), _no("no.movement_and_exploring_come_before_the_2"), ref="p. 6")
    cost = int(gd.facts()["explore"]["cost"])
    if cur["move"] < cost:
        raise RuleViolation(_no("no.not_enough_move_points_to_explore"), _no("no.explore_cost", cost=cost, have=cur["move"]), ref="p. 7")
    sset = setup_of(state)
    from mkref.games.mage_knight.map import in_game as map_game

    if map_game.enabled(state):
        info, map_events = map_game.explore(state, command, p["name"], cur["move"])
        if not info.get("tile"):
            return map_events  # the tile went back (AMBIG-22): nothing explored
        mapped: dict[str, Any] = {"type": "explored", "player": p["name"], "tile": info["tile"], "cost": cost}
        if sset.get("fame_per_tile"):
            mapped["fame"] = int(sset["fame_per_tile"])
        if info.get("monasteries"):
            mapped["monasteries"] = int(info["monasteries"])
            mapped["offer_aa_cards"] = monastery.ask_added(state, command, "monastery_aa", mapped["monasteries"], revealed=True)  # p. 7 §5f
        if info.get("city"):
            mapped["city"] = info["city"]
            mapped["level"] = int(info.get("level") or 0)
            if sset.get("end") == "city_revealed" and state["game_end"] is None:
                mapped["game_end"] = game_end(state, "a city was revealed", p["name"])
        return [*map_events, mapped]
    stack = state["stack"]
    if stack["countryside"] > 0:
        tile = "countryside"  # AMBIG-1: countryside tiles on top, core tiles below (spec §20)
    elif stack["core"] + stack["city"] > 0:
        kinds: tuple[TileKind, ...] = ("core", "city")
        options = tuple(k for k in kinds if stack[k] > 0)
        tile = ask(command, Request("tile", _no("prompt.which_core_tile_was_revealed_with"), options, 1, tuple(stack[k] for k in options)))[0]
    else:
        raise RuleViolation(_no("no.the_tile_stack_is_empty"), _no("no.only_set_aside_tiles_touching_3"), ref="p. 7")
    event: dict[str, Any] = {"type": "explored", "player": p["name"], "tile": tile, "cost": cost}
    if sset.get("fame_per_tile"):
        event["fame"] = int(sset["fame_per_tile"])  # First Reconnaissance: +1 Fame per tile (p. 18)
    monasteries = sum(1 for w in command.args if gd.site_names().find(w) == "monastery")
    if monasteries:
        event["monasteries"] = monasteries
        event["offer_aa_cards"] = monastery.ask_added(state, command, "monastery_aa", monasteries, revealed=True)  # p. 7 §5f
    if tile == "city":
        fixed = sset.get("city_colours", [])
        left = tuple(c for c in rules.COLOURS if c not in state["cities"])
        words = [colour(w, rules.COLOURS) for w in command.args if fold(w) in COLOUR_WORDS]
        if variants.has(state, "random_cities"):  # a random City card, whatever the scenario names (p. 16)
            event["city"] = ask(command, Request("city", _no("prompt.random_city"), left))[0]
        elif fixed:
            event["city"] = fixed[len(state["cities"]) % len(fixed)]
        elif words:
            event["city"] = words[0]
        else:
            event["city"] = ask(command, Request("city", _no("prompt.colour_of_the_revealed_city"), left, kind="count"))[0]  # printed on the tile the table sees
        levels = sset.get("city_levels", [])
        n_cities = int(by_players(sset.get("city_tiles"), state["real_players"]))
        index = len(state["cities"])
        if levels:
            level = levels[min(index, len(levels) - 1)]
            if index == n_cities - 1 and "last_city_level" in sset:
                level = by_players(sset["last_city_level"], state["real_players"])
            event["level"] = int(level)
        if state.get("megalopolis") and index == n_cities - 1:  # the last city is the Megalopolis (p. 18, A-25)
            whole = int(state["megalopolis"])
            others = tuple(c for c in left if c != event["city"])
            event["partner"] = ask(command, Request("megalopolis_city", _no("prompt.megalopolis_city"), others))[0]
            event["level"], event["partner_level"] = (whole + 1) // 2, whole // 2
        if sset.get("end") == "city_revealed" and state["game_end"] is None:
            event["game_end"] = game_end(state, "a city was revealed", p["name"])
    return [event]


# -- source dice (p. 5) ------------------------------------------------------------------------------
def die(state: State, command: Command) -> Events:
    turn_player(state)
    if not command.args:
        raise InvalidInput(_no("no.which_die"), hint=_no("no.for_example_die_red"))
    face = colour(command.args[0])
    extra = any(fold(w) in ("extra", "zusatz") for w in command.args[1:])
    cur = turn(state)
    if cur["dice_used"] and not extra:
        raise RuleViolation(_no("no.only_one_source_die_per_turn"), _no("no.an_effect_that_allows_more_add"), ref="p. 5")
    if rules.depleted(face, state["time"]):
        raise RuleViolation(_no("no.depleted", face=colour_named(face), when=Named("by Day", "am Tag") if state["time"] == "day" else Named("at Night", "in der Nacht")), _no("no.it_cannot_be_used"), ref="p. 5")
    if face == "gold" and state["time"] == "day" and variants.has(state, "mana_friendly"):
        variants.gold_stands_for(state, _gold_for(command.args[1:]))
    for i, f in enumerate(state["source"]):
        if f == face and i not in cur["dice_used"]:
            return [{"type": "die", "index": i, "face": face}]
    raise RuleViolation(_no("no.no_die", face=colour_named(face)), _no("no.source_shows", dice=", ".join(state["source"])), ref="p. 5")


def _gold_for(words: list[str]) -> str:
    """'die gold for red': the colour a gold die stands for ('' when not said)."""
    folded = [fold(w) for w in words]
    at = next((i for i, w in enumerate(folded) if w in ("for", "as", "als", "fur", "fuer")), None)
    return colour(words[at + 1], rules.COLOURS) if at is not None and at + 1 < len(words) else ""
