"""Mage Knight at the table: the `Game` that `mkref new mage-knight` and `mkref play` run.

The pieces: `table/state.py` (state and events), `table/decide.py` (commands checked against the rules),
`table/combat.py` (the combat engine inside a turn), `table/rules.py` (pure rule functions),
`data/game_facts.py` (rules files), `table/texts.py` (what the table reads). This module holds the command
table, the set-up, and the `MageKnight` object that hands each command to its part.

Why one module of about 600 lines: the command table (every command's usage, help, example and completion,
with the completion helpers it names) and the `MageKnight` object (the set-up's options and checks, and the
Game protocol's methods that dispatch to the map, combat, cards and the optional parts) both
change whenever a command is added, and other work on the table's commands was under way when issue 10
split the game; the command table with its completion helpers (about 200 lines) is the part to move out first.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from collections.abc import Callable
from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.commands import CommandSpec, CommandTable
from mkref.core.errors import InvalidInput, MkrefError, RuleViolation
from mkref.core.events import Command
from mkref.core.messages import Named
from mkref.core.names import fold
from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.table import decide as dec
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.parts import Part, State, in_use, part_keys
from mkref.games.mage_knight.table import dungeon_lords
from mkref.games.mage_knight.table import state as gs
from mkref.games.mage_knight.table import variants as var

Event = dict[str, Any]
_no = MESSAGES.said  # a refusal: English as written, German at a German table (messages/refusals.py)


# -- completion helpers ------------------------------------------------------------------------------
def _terrains_sites(state: State, words: list[str]) -> list[str]:
    return [t for t in gd.terrain_names().ids()] + [s for s in gd.sites() if gd.sites()[s].get("enterable", True)]


def _tactics(state: State, words: list[str]) -> list[str]:
    return [t for t in state.get("tactics_available", [])]


def _units_offer(state: State, words: list[str]) -> list[str]:
    if words and fold(words[-1]) in ("disband", "entlassen"):
        p = gs.active(state)
        return [u["uid"] for u in p["units"]] if p else []
    return list(dict.fromkeys(state.get("offer", []))) + ["disband", "free"]


def _own_units(state: State, words: list[str]) -> list[str]:
    p = gs.active(state)
    return [u["uid"] for u in p["units"]] if p else []


def _enemies(state: State, words: list[str]) -> list[str]:
    from mkref.games.mage_knight.data import components as data

    return [*data.enemies(), "rampaging", "burn"]


def _foes(state: State, words: list[str]) -> list[str]:
    combat = state.get("combat")
    if not combat:
        return []
    if words and any(":" in w for w in words):
        return ["hero", *[u["label"] for u in combat["units"]], "fire", "ice", "coldfire", "siege", "ranged", "sideways"]
    return [e["label"] + ":" for e in combat["enemies"]]


def _colours(state: State, words: list[str]) -> list[str]:
    return ["red", "blue", "white", "green", "random", "use", "effect"]


def _dice(state: State, words: list[str]) -> list[str]:
    return sorted(set(state.get("source", [])))


def _buy(state: State, words: list[str]) -> list[str]:
    return ["heal", "aa", "spell", "artifact", "elite"]


def _play(state: State, words: list[str]) -> list[str]:
    for part in in_use(state):  # a part that plays by name (the deed cards: card names, then modes and mana)
        offered = part.complete(state, "play", words)
        if offered is not None:
            return offered
    return ["move", "influence", "heal"] if words else ["2", "3", "4", "5", "6", "7", "8"]


def _gain(state: State, words: list[str]) -> list[str]:
    return ["spell", "aa", "artifact", "skill"]


# `help move` / `help explore` when the map is tracked: usage, what it does, an example (map/in_game.py)
MAP_USAGE = {  # the catalogue's key of what it does with the map tracked (messages/help.py; usage.map.*, example.map.*)
    "move": "maphelp.move",
    "explore": "maphelp.explore",
}


def _with_cards(state: State) -> bool:
    return bool(part_keys(state).get("cards"))  # the deed cards' key (cards/state_types.py)


def _in_scenario(*ids: str) -> Callable[[State], bool]:
    return lambda state: state.get("scenario") in ids


def S(name: str, usage: str, help_text: str, example: str, aliases: tuple[str, ...], group: str,
      complete: Any = None, relevant: Any = None) -> CommandSpec:
    """A command of the table; ``relevant`` keeps a command out of the short help of games it has no part in."""
    return CommandSpec(name, usage, help_text, example, aliases, group, complete, relevant)


TURN = "A turn"
ROUND = "Rounds"
FIGHT = "Combat"
MORE = "Bookkeeping"
SPECS = [
    S("prepare", "", "Prepare the round: the Source dice, the unit offer, the dummy's cards (asks for each).", "prepare", ("vorbereiten", "runde", "next-round"), ROUND),
    S("tactic", "NUMBER|NAME", "The player whose pick it is takes a tactic (lowest Fame first).", "tactic 3", ("taktik",), ROUND, _tactics),
    S("dummy", "", "The dummy's turn: type the colours of the cards it reveals.", "dummy", ("dummyzug", "attrappe"), ROUND),
    S("announce", "", "Announce the end of the round instead of taking the turn (deed deck empty).", "announce", ("ansagen", "rundenende"), ROUND),
    S("play", "CARD [powered|sideways KIND] [die|crystal|token COLOUR] [with CARD] [CHOICE] | N move|influence|heal", "Play a card by name (games started with --cards), or points as values ('7 move': not checked).", "play march powered", ("spiele", "spielen"), TURN, _play),
    S("move", "TERRAIN [SITE[:OWNER]] ...", "Enter one or more spaces, naming the terrain (and site) of each.", "move hills village", ("bewegen", "gehe", "ziehe"), TURN, _terrains_sites),
    S("explore", "[SITES...]", "Reveal a map tile for 2 Move (name a monastery or the city colour if shown).", "explore monastery", ("erkunden",), TURN),
    S("tunnel", "SPACE | DISTANCE TERRAIN SITE", "Dungeon Lords: through the tunnels from a conquered Tomb or Dungeon to another (2 Move + 1 per space).", "tunnel c4c", ("tunnelsystem",), TURN,
      relevant=_in_scenario("dungeon_lords")),
    S("die", "COLOUR [extra]", "Take a mana die from the Source (one per turn).", "die green", ("würfel", "mana"), TURN, _dice),
    S("interact", "", "Interact with the locals here (the turn's action; reputation bonus once per turn).", "interact", ("interagieren", "handeln"), TURN),
    S("buy", "heal N|aa|spell|artifact|elite", "Buy at the site you interact with.", "buy heal 2", ("kaufe", "kaufen"), TURN, _buy),
    S("recruit", "UNIT [disband UNIT] [free]", "Recruit a unit from the offer (costs its Influence; 'free' for a reward).", "recruit peasants", ("anwerben", "rekrutieren"), TURN, _units_offer),
    S("activate", "UNIT", "Mark a unit spent after using one of its abilities.", "activate peasants", ("aktivieren",), TURN, _own_units),
    S("disband", "UNIT", "Disband a unit (it leaves the game).", "disband peasants", ("entlassen",), TURN, _own_units),
    S("heal", "N|UNIT", "Spend Healing points: 1 per wound in hand, a unit's level per unit wound.", "heal 1", ("heilen",), TURN, _own_units),
    S("wound", "N|UNIT", "Take wounds into the hand (or wound a unit) outside combat.", "wound 1", ("verwunden", "wunde"), TURN, _own_units),
    S("rest", "[slow]", "Rest instead of moving and acting ('slow' when the hand holds only wounds).", "rest", ("rasten", "rast"), TURN),
    S("end", "[glade]", "End the turn: dice rerolled, space benefits, rewards, level-ups.", "end", ("zugende", "ende", "fertig", "end-turn"), TURN),
    S("combat", "ENEMY ... [rampaging] [burn]", "Start the combat of this turn against enemy tokens.", "combat prowlers", ("kampf", "kämpfen", "challenge"), FIGHT, _enemies),
    S("attack", "ENEMY[,ENEMY]: VALUES", "Attack in the Ranged/Siege or Attack phase.", "attack prowlers: 3 fire ranged", ("angriff", "angreifen"), FIGHT, _foes),
    S("block", "ENEMY: VALUES", "Block one enemy attack in the Block phase.", "block prowlers: 4 ice", ("blocken", "blocke"), FIGHT, _foes),
    S("damage", "ENEMY: UNIT,... hero", "Assign the damage of an unblocked attack (units first, hero last).", "damage prowlers: hero", ("schaden",), FIGHT, _foes),
    S("summon", "ENEMY: TOKEN", "The token a summoner drew.", "summon orc_summoners: diggers", ("herbeirufen",), FIGHT, _foes),
    S("next", "", "End the current combat phase (after the Attack phase: the outcome).", "next", ("weiter",), FIGHT),
    S("crystal", "COLOUR|random [use|effect]", "Gain a crystal (3 per colour at most), or use one.", "crystal red", ("kristall",), MORE, _colours),
    S("fame", "N", "Fame gained outside combat.", "fame 2", ("ruhm",), MORE),
    S("reputation", "N", "Reputation change outside combat.", "reputation -1", ("ansehen", "ruf"), MORE),
    S("gain", "spell|aa|artifact|skill [N]", "Record a card or skill gained (for scoring).", "gain spell", ("erhalte",), MORE, _gain),
    S("liberate", "COLOUR [core]", "Mines Liberation: the mine is liberated (shield, Reputation +1, +2 on a core tile; a crystal each round).", "liberate blue core", ("befreien",), MORE, _colours, relevant=_in_scenario("mines_liberation")),
    S("glade", "[NAME]", "Druid Nights: your shield on the Magical Glade you ended your move on.", "glade", ("lichtung",), MORE),
    S("chant", "[ENEMY ...]", "Druid Nights: the summoning chant (one enemy per marked glade, double Fame).", "chant", ("beschwören", "gesang"), FIGHT, _enemies),
    S("end-game", "[REASON]", "The scenario's end condition is met (everyone gets a last turn).", "end-game all mines liberated", ("spielende",), MORE),
    S("note", "TEXT", "Write a note into the log.", "note Anna plundered the village", ("notiz",), MORE),
    S("show", "[combat|offer|source]", "Show the state (no change).", "show", ("zeige", "status"), MORE),
    S("map", "", "Draw the explored map (no change).", "map", ("karte",), MORE),
]


@cache
def command_table() -> CommandTable:
    from mkref.games.mage_knight.map import in_game as map_game

    table = CommandTable([in_german(spec) for spec in with_parts(SPECS)], number_command="play", german_first=True)  # hilfe lists German names
    for spec in map_game.COMMANDS:
        if spec.name not in table.specs:  # 'summon' is shared: 'summon PILE TOKEN' goes to the map, 'summon ENEMY: TOKEN' to the combat
            table.add(in_german(spec))
    return table


def with_parts(specs: list[CommandSpec]) -> list[CommandSpec]:
    """The base game's commands with every optional part's, each after the command it names (its help order)."""
    from mkref.games.mage_knight.parts import every_part

    merged = list(specs)
    for part in every_part():
        for spec, after in part.commands():
            merged.insert(next(i for i, s in enumerate(merged) if s.name == after) + 1, spec)
    return merged


def in_german(spec: CommandSpec) -> CommandSpec:
    """A command whose help and heading the catalogue also says in German (``help.NAME``, ``group.HEADING``)."""
    key = f"help.{spec.name}"
    help_text = MESSAGES.said(key) if key in MESSAGES else spec.help
    group = MESSAGES.said(f"group.{spec.group}") if f"group.{spec.group}" in MESSAGES else spec.group
    usage = MESSAGES.said(f"usage.{spec.name}") if f"usage.{spec.name}" in MESSAGES else spec.usage
    example = MESSAGES.said(f"example.{spec.name}") if f"example.{spec.name}" in MESSAGES else spec.example
    return replace(spec, help=help_text, group=group, usage=usage, example=example)


def _map_summon(command: Command) -> bool:
    text = " ".join(command.args)
    return ":" not in text and bool(command.args) and fold(command.args[0]) in ("green", "grey", "gray", "violet", "purple", "brown", "red", "white", "ruins")


def _named(request: Request) -> Request:
    """A request with the English and German names of its options (and of their kind), unless it has its own."""
    if request.names:
        return replace(request, both_names=True)
    from mkref.games.mage_knight.table.answer_names import answer_names

    return replace(request, names=answer_names(request.options), both_names=True)


DECIDE = {
    "prepare": dec.prepare,
    "tactic": dec.tactic,
    "dummy": dec.dummy_turn,
    "announce": dec.announce,
    "play": dec.play,
    "move": dec.move,
    "explore": dec.explore,
    "tunnel": dungeon_lords.tunnel,
    "die": dec.die,
    "interact": dec.interact,
    "buy": dec.buy,
    "recruit": dec.recruit,
    "activate": lambda s, c: dec.unit_command(s, c, "activated"),
    "disband": lambda s, c: dec.unit_command(s, c, "disbanded"),
    "heal": dec.heal,
    "wound": dec.wound,
    "rest": dec.rest,
    "end": dec.end_turn,
    "crystal": dec.crystal,
    "fame": dec.fame,
    "reputation": dec.reputation,
    "gain": dec.gain,
    "end-game": dec.trigger_end,
    "liberate": dec.liberate,
    "glade": dec.mark_glade,
    "note": dec.note,
}


def decide_command(state: State, command: Command) -> list[Event]:
    """A command of the base game (DECIDE) or of the optional part that brought it (parts.Part.commands)."""
    decision = DECIDE.get(command.name)
    if decision is not None:
        return decision(state, command)
    return part_of_command(command.name).decide(state, command)


@cache
def _command_owners() -> dict[str, str]:
    from mkref.games.mage_knight.parts import every_part

    return {spec.name: part.name for part in every_part() for spec, _ in part.commands()}


def _guards(state: State, command: Command) -> tuple[Part, ...]:
    """The parts asked before the base decides: those the game uses, and the part whose command this is even in a
    game without it (its refusal comes before the base's, as for a game with it)."""
    parts = in_use(state)
    owner = _command_owners().get(command.name)
    if owner is None or any(part.name == owner for part in parts):
        return parts
    return (*parts, part_of_command(command.name))


def part_of_command(name: str) -> Part:
    """The optional part whose command ``name`` is (imports its light declaration module)."""
    from mkref.games.mage_knight.parts import part

    return part(_command_owners()[name])


def _in_combat(name: str) -> bool:
    """Whether ``name`` is an optional part's command a running combat lets through (parts.Part.combat_commands)."""
    return name in _command_owners() and name in part_of_command(name).combat_commands


def _countryside_sorted(scenario: str) -> bool:
    """First Reconnaissance stacks its countryside tiles by number, lowest on top (p. 18, AMBIG-31): map data."""
    from mkref.games.mage_knight.map.tiles import map_data

    info = map_data().scenarios.get(scenario)
    return bool(info and info.countryside_in_order)


def _bids(bids: list[str], table: list[dict[str, str]], chosen: list[str]) -> dict[str, int]:
    """--bid NAME:FAME: the Fame a player sacrificed for their hero in the hero auction (p. 16)."""
    if "hero_auction" not in chosen:
        raise InvalidInput(_no("noset.bid_auction"), hint=_no("noset.bid_auction_hint"), ref="p. 16")
    names = {fold(p["name"]): p["name"] for p in table}
    out: dict[str, int] = {}
    for text in bids:
        who, _, amount = text.partition(":")
        if fold(who) not in names or not amount.isdecimal() or int(amount) < 1:
            raise InvalidInput(_no("noset.bid_form", text=text), hint=_no("noset.bid_example"))
        out[names[fold(who)]] = int(amount)
    return out


def _tile_counts(text: str) -> dict[str, int]:
    """--tiles countryside=9,core=2,city=1: the tile stack agreed instead of the scenario's (Varying the map, p. 16)."""
    words = {"countryside": "countryside", "landschaft": "countryside", "core": "core", "kern": "core", "city": "city", "stadt": "city"}
    out: dict[str, int] = {}
    for part in text.split(","):
        key, _, value = part.partition("=")
        kind = words.get(fold(key.strip()))
        if kind is None or not value.strip().isdecimal():
            raise InvalidInput(_no("noset.tiles_form", text=part), hint=_no("noset.tiles_example"), ref="p. 16")
        out[kind] = int(value)
    return out


def _megalopolis(text: str, sset: dict[str, Any], players: int, tracked_map: bool, name: str) -> int:
    """--megalopolis LEVEL: the last city revealed is a Megalopolis of that level, 2 to 24, in a scenario of at most
    3 cities (p. 18, A-25). Tracked without the map (the map module places one city per city tile)."""
    low, high, most = (int(v) for v in gd.facts()["megalopolis"].values())
    if not text.isdecimal() or not low <= int(text) <= high:
        raise InvalidInput(_no("noset.megalopolis_level", text=text), _no("noset.megalopolis_range", low=low, high=high), ref="p. 18")
    cities = int(gs.by_players(sset.get("city_tiles"), players))
    if not 1 <= cities <= most:
        raise RuleViolation(_no("noset.megalopolis_scenario", name=name), _no("noset.megalopolis_cities", cities=cities, most=most), ref="p. 18")
    if tracked_map:
        raise RuleViolation(_no("noset.megalopolis_map"), _no("noset.megalopolis_map_why"), _no("noset.megalopolis_map_hint"), ref="p. 18")
    return int(text)


class MageKnight:
    id = "mage-knight"
    event_types = gs.EVENT_TYPES
    help_one_screen = True  # 'help' lists the command names by group on one screen (the prompt's _help)

    # -- set-up --------------------------------------------------------------------------------
    def setup_from_args(self, args: list[str]) -> dict[str, Any]:
        """--scenario ID --player NAME:HERO ... [--dummy HERO | --no-dummy] [--no-map] [--expansion lost_legion ...]

        --no-map: the table does not type in the map; moves then name the terrain and site of each space.
        --expansion: a component set played with besides the base set (mkref.games.mage_knight.content).
        --cards: the deed cards are tracked and played by name (the optional part `cards`, cards/part.py).
        An optional part's own options (parts.Part.new_options): e.g. Volkare's --combat-level, --race-level, ..."""
        from mkref.core.options import parse_new_options
        from mkref.games.mage_knight.new_options import OPTIONS
        from mkref.games.mage_knight.parts import every_part

        given = parse_new_options(OPTIONS, args, self.id)  # the words' shape; unknown options and choices, with the closest
        part_options = {part.name: part.read_options(given.args([o.name for o in part.new_options])) for part in every_part()}
        scenario, players, dummy = given.last("--scenario"), given.values("--player"), given.last("--dummy")
        no_dummy, setup_map, track_cards = given.has("--no-dummy"), not given.has("--no-map"), given.has("--cards")
        expansions = given.values("--expansion")
        chosen = [word for value in given.values("--variant") for word in value.split(",") if word.strip()]  # pp. 16-17
        bids = given.values("--bid")  # --bid NAME:FAME (hero auction, p. 16)
        megalopolis = given.last("--megalopolis")  # p. 18
        shape, tiles = given.last("--map-shape"), given.last("--tiles")  # varying the map (p. 16)
        if not scenario:
            raise InvalidInput(_no("noset.which_scenario"), hint="--scenario " + " | ".join(gd.scenarios()))
        ident = gd.scenario_names().resolve(scenario)
        info = gd.scenarios()[ident]
        if not players:
            raise InvalidInput(_no("noset.who_plays"), hint=_no("noset.player_name_hero_once_per_player"))
        table: list[dict[str, str]] = []
        for text in players:
            name, _, hero = text.partition(":")
            if not name or not hero:
                raise InvalidInput(_no("noset.not_name_hero", text=text), hint=_no("noset.for_example_player_anna_tovak"))
            hero_id = gd.hero_names().resolve(hero)
            if any(fold(p["name"]) == fold(name) for p in table):
                raise InvalidInput(_no("noset.two_called", name=name))
            if name.casefold() == "dummy":
                raise InvalidInput(_no("noset.dummy_is_the_dummy_player_s"), hint=_no("noset.pick_another_name"))
            if any(p["hero"] == hero_id for p in table):
                raise InvalidInput(_no("noset.hero_twice", hero=Named(gd.heroes()[hero_id].en, gd.heroes()[hero_id].de)), _no("noset.each_hero_can_be_played_once"))
            table.append({"name": name, "hero": hero_id})
        variant_ids = [var.variant_names().resolve(w) for w in chosen]
        low, high = info["players"]["min"], info["players"]["max"] + sum(part.extra_players(variant_ids, ident) for part in every_part())  # [V3]
        if not low <= len(table) <= high:
            raise RuleViolation(_no("noset.players_range", scenario=Named(info["name"]["en"], info["name"].get("de", "")), low=low, high=high), _no("noset.given", n=len(table)), ref=info.get("ref", "p. 18"))
        sset = info["setup"]
        wants = sset.get("dummy", "no")
        use_dummy = (wants == "yes" or (wants == "solo" and len(table) == 1)) and not no_dummy
        from mkref.games.mage_knight.content import expansions_setup

        setup: dict[str, Any] = {"scenario": ident, "players": table, "save_name": ident, "map": setup_map,
                                 "expansions": expansions_setup(expansions)}  # the component sets in play (content.py)
        if chosen:  # one --variant for the base game's variants and The Lost Legion's (variants.toml)
            setup["variants"] = var.check(chosen, ident, Named(info["name"]["en"], info["name"]["de"]), len(table))
            if var.expansions(setup["variants"]):  # a Lost Legion variant switches the expansion on ([V5], [V6])
                setup["expansions"] = sorted({*setup["expansions"], *var.expansions(setup["variants"])})
        if bids:
            setup["fame_debt"] = _bids(bids, table, setup.get("variants", []))
        if shape:
            from mkref.games.mage_knight.map.tiles import shape_names

            setup["map_shape"] = shape_names().resolve(shape)
        if tiles:
            setup["tile_counts"] = _tile_counts(tiles)
        if megalopolis:
            setup["megalopolis"] = _megalopolis(megalopolis, sset, len(table), setup_map, info["name"]["en"])
        if track_cards:
            setup["cards"] = True  # the deed cards are tracked (issue 16)
        if dummy and not use_dummy:
            raise InvalidInput(_no("noset.no_dummy", scenario=Named(info["name"]["en"], info["name"].get("de", "")), n=len(table)), ref="p. 15")
        if use_dummy:
            taken = {p["hero"] for p in table}
            hero = gd.hero_names().resolve(dummy) if dummy else next(h for h in gd.heroes() if h not in taken)
            if hero in taken:
                raise InvalidInput(_no("noset.dummy_hero", hero=Named(gd.heroes()[hero].en, gd.heroes()[hero].de)), ref="p. 15")
            setup["dummy"] = hero
        for part in every_part():  # e.g. a Volkare scenario switches The Lost Legion on
            part.add_to_setup(setup, part_options[part.name])
        return setup

    def setup_checklist(self, setup: dict[str, Any], lang: str = "en") -> list[str]:
        info = gd.scenarios()[setup["scenario"]]
        sset = info["setup"]
        n = len(setup["players"])
        state = gs.initial_state(setup)
        from mkref.core.messages import name_in, page
        from mkref.games.mage_knight.messages import MESSAGES, word

        def w(key: str, **values: object) -> str:
            return MESSAGES.text(f"check.{key}", lang, **values)

        name = name_in(lang, info["name"]["en"], info["name"].get("de", ""))
        lines = [w("title", name=name, ref=page(info.get("ref", ""), lang), n=n, rounds=state["round_limit"], first=w(state["time"])), ""]
        shape = gs.by_players(sset.get("shape"), n, "wedge")
        start = "B" if shape in ("open", "open_4", "open_3", "fixed") else "A"
        reveal = 3 if start == "B" else 2
        lines.append(w("head"))
        lines.append(w("shape", shape=word("shape", shape, lang), start=start, reveal=reveal))
        country = state["stack"]["countryside"] + state["revealed"]["countryside"]
        stack = "stack_sorted" if _countryside_sorted(setup["scenario"]) else "stack"
        lines.append(w(stack, country=country, city=state["stack"]["city"], core=state["stack"]["core"]))
        levels = sset.get("city_levels", [])
        colours = sset.get("city_colours", [])
        rule = sset.get("city_rule", "normal")
        if levels:
            text = w("then").join(str(x) for x in levels)
            if "last_city_level" in sset:
                text += w("last", level=gs.by_players(sset["last_city_level"], n))
            lines.append(w("levels", levels=text))
        if colours:
            lines.append(w("city", colours=", ".join(word("colour", c, lang) for c in colours)) + (w("friendly") if rule == "friendly" else ""))
        if rule in ("no_entry", "closed"):
            lines.append(w(rule))
        dice = n + 2 + int(sset.get("extra_dice", 0))
        units = n + 2 + int(sset.get("extra_units", 0))
        lines.append(w("source", dice=dice))
        lines.append(w("units", units=units) + (w("no_elite") if sset.get("elite_units") is False else ""))
        lines.append(w("offers"))
        lines.append(w("tokens"))
        lines.append(w("fame", fame=int(sset.get("start_fame", 0)), rep=f"{int(sset.get('start_reputation', 0)):+d}" if sset.get("start_reputation") else "0"))
        lines.append(w("player"))
        for item in sset.get("remove", []):
            lines.append(w("remove", item=name_in(lang, item["en"], item["de"])))
        if setup.get("dummy"):
            hero = gd.heroes()[setup["dummy"]]
            lines.append(w("dummy", hero=name_in(lang, hero.en, hero.de), crystals=", ".join(word("colour", c, lang) for c in hero.dummy_crystals)))
        for text in sset.get("notes", []):
            lines.append(f"  * {name_in(lang, text['en'], text['de'])}")
        lines.extend(var.checklist(setup, lang))
        if setup.get("megalopolis"):
            level = int(setup["megalopolis"])
            lines.append(w("megalopolis", level=level, left=(level + 1) // 2, right=level // 2))
        from mkref.games.mage_knight.parts import every_part

        for part in every_part():  # e.g. Volkare and The Lost Legion's variants
            lines += part.checklist(setup, lang)
        lines.append("")
        lines.append(w("players") + ", ".join(f"{p['name']} ({name_in(lang, gd.heroes()[p['hero']].en, gd.heroes()[p['hero']].de)})" for p in setup["players"]))
        tracked = setup.get("map", True) and state.get("map") is not None
        lines.append(w("map") if tracked else w("no_map") if setup.get("map") is False else w("no_layout"))
        lines.append(w("first"))
        return lines

    # -- core protocol -------------------------------------------------------------------------
    def initial_state(self, setup: dict[str, Any]) -> State:
        return gs.initial_state(setup)

    def evolve(self, state: State, event: Event) -> State:
        return gs.evolve(state, event)

    def check_event(self, state: State, event: Event) -> None:
        """A saved event's own checks before it is replayed (issue 11; mkref.games.mage_knight.table.event_check)."""
        from mkref.games.mage_knight.table.event_check import check_event

        check_event(state, event)

    def decide(self, state: State, command: Command) -> list[Event]:
        try:
            return self._decide(state, command)
        except NeedAnswer as need:
            raise NeedAnswer(_named(need.request)) from None

    def _decide(self, state: State, command: Command) -> list[Event]:
        from mkref.games.mage_knight.map import in_game as map_game

        if command.name in map_game.MAP_COMMANDS and (command.name != "summon" or _map_summon(command)):
            p = gs.active(state)
            return map_game.decide(state, command, p["name"] if p else "")
        if command.name in ("attack", "block", "damage", "summon", "next"):
            from mkref.games.mage_knight.table import combat as game_combat

            return game_combat.step(state, command)
        if command.name == "combat":  # a part may refuse the fight or fight it itself (parts.Part.start_combat)
            for part in in_use(state):
                started = part.start_combat(state, command)
                if started is not None:
                    return started
        if command.name == "combat":
            from mkref.games.mage_knight.table import combat as game_combat

            for part in in_use(state):  # e.g. a pending cooperative assault is fought in the City (parts.Part.check_combat)
                part.check_combat(state, command)
            return game_combat.start(state, command)
        if command.name == "chant":
            from mkref.games.mage_knight.table import combat as game_combat

            return game_combat.chant(state, command)
        if command.name in ("show", "map"):  # read-only commands the shell answers (issue 11: 'map' was a KeyError)
            raise InvalidInput(_no("noset.show_changes_nothing", name=command.name), hint=_no("noset.it_is_answered_by_the_shell"))
        for part in _guards(state, command):  # a part's running fight or assault takes the command, or refuses it (parts.Part.guard)
            taken = part.guard(state, command)
            if taken is not None:
                return taken
        if state["phase"] == "game_over" and command.name != "note":
            raise RuleViolation(_no("noset.the_game_is_over"), _no("noset.it_ended", why=state["ended"]), _no("noset.score_it_with_mkref_score"), ref="p. 4")
        for part in in_use(state):  # the game is on: a part may refuse the command (parts.Part.check)
            part.check(state, command)
        if state["combat"] is not None and command.name not in ("note", "fame", "reputation", "play") and not _in_combat(command.name):
            raise RuleViolation(_no("noset.a_combat_is_running"), _no("noset.finish_it_first_attack_block_damage"), ref="p. 8")
        events = decide_command(state, command)
        for part in in_use(state):
            part.after_decide(state, command, events)
        return events

    def commands(self) -> CommandTable:
        return command_table()

    def suggest(self, state: State, text: str) -> list[str]:
        return command_table().complete(state, text)

    def query(self, state: State, command: Command, lang: str = "en") -> list[str] | None:
        if command.name == "odds":
            from mkref.games.mage_knight.map import in_game as map_game

            return map_game.odds_lines(state, command.args[0] if command.args else "green", lang)
        if command.name != "show":
            return None
        from mkref.games.mage_knight.table import texts as game_text

        return game_text.show(state, command.args, lang)

    def describe(self, state: State, events: list[Event], lang: str = "en") -> list[str]:
        from mkref.games.mage_knight.table import texts as game_text

        return game_text.describe(state, events, lang)

    def label(self, event: Event, lang: str = "en") -> str:
        from mkref.games.mage_knight.table import texts as game_text

        return game_text.label(event, lang)

    def actor(self, state: State, events: list[Event]) -> str:
        """Who did what a command's events record, for the `log` line: the player an event names, else the
        player whose turn it is (a played value, a Source die, a combat step); '' for the table's own steps."""
        named = next((str(e["player"]) for e in events if e.get("player")), "")
        if named:
            return named
        cur = state.get("cur")
        return cur["player"] if cur and state.get("phase") == "turns" else ""

    def command_help(self, state: State, word: str, lang: str = "en") -> list[str] | None:
        """`help COMMAND` for the game at hand: with the map tracked, moves and exploring name map spaces."""
        if state.get("map") is None:
            return None
        try:
            spec = command_table().resolve(word)
        except MkrefError:
            return None
        usage = MAP_USAGE.get(spec.name)
        if usage is None:
            return None
        from mkref.core.messages import SHELL

        shown = command_table().shown_name(spec, lang)
        lines = [f"{shown} {MESSAGES.text(f'usage.map.{spec.name}', lang)}"]
        if spec.aliases:
            lines.append("  " + SHELL.text("also", lang, names=", ".join(n for n in (spec.name, *spec.aliases) if n != shown)))
        return [*lines, "  " + MESSAGES.text(usage, lang), "  " + SHELL.text("example", lang, example=MESSAGES.text(f"example.map.{spec.name}", lang))]

    def toolbar(self, state: State, lang: str = "en") -> str:
        from mkref.games.mage_knight.table import texts as game_text

        return game_text.toolbar(state, lang)

    def status(self, state: State) -> dict[str, Any]:
        from mkref.games.mage_knight.table import texts as game_text

        return game_text.status(state)


GAME = MageKnight()
