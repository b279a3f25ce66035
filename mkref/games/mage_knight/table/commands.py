"""Mage Knight's command table at the table: every command's usage, help, example and completion (and the
completion helpers they name), with the optional parts' commands put in after the command each follows.

`table/game.py` hands a command typed at the prompt to its decision; this module only describes the commands,
so `help`, completion and the command's German names come from one place.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import Any

from mkref.core.commands import CommandSpec, CommandTable
from mkref.core.names import fold
from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.parts import State, in_use, part_keys
from mkref.games.mage_knight.table import state as gs


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
