"""Mage Knight at the table: the `Game` that `mkref new mage-knight` and `mkref play` run.

The pieces: `table/state.py` (state and events), `table/decide.py` (commands checked against the rules),
`table/combat.py` (the combat engine inside a turn), `table/rules.py` (pure rule functions),
`data/game_facts.py` (rules files), `table/texts.py` (what the table reads). This module holds the command
table, the set-up, and the `MageKnight` object that hands each command to its part.

The command table itself (usage, help, example and completion of every command) is `table/commands.py`.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.commands import CommandTable
from mkref.core.errors import InvalidInput, MkrefError, RuleViolation
from mkref.core.events import Command
from mkref.core.messages import Named
from mkref.core.names import fold
from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.table import decide as dec
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.parts import Part, State, in_use
from mkref.games.mage_knight.table import dungeon_lords
from mkref.games.mage_knight.table.commands import MAP_USAGE, command_table
from mkref.games.mage_knight.table import state as gs
from mkref.games.mage_knight.table import variants as var

Event = dict[str, Any]
_no = MESSAGES.said  # a refusal: English as written, German at a German table (messages/refusals.py)


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
            from mkref.games.mage_knight.map import texts as map_texts

            return map_texts.odds_lines(state, command.args[0] if command.args else "green", lang)
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
