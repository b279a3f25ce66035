"""Fights in the tracked game under The Lost Legion's rules: ``combat volkare`` ([13.2]-[13.4]) and walls ([07.1]).

Split from in_game.py, which re-exports these functions for the game's hooks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from mkref.core.chance import NeedAnswer, Request
from mkref.core.errors import RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.volkare.data import DIE_FACES, volkare
from mkref.games.mage_knight.volkare.messages import MESSAGES, attack_named, colour_named
from mkref.games.mage_knight.parts import Event
from mkref.games.mage_knight.state_types import CombatUnit, EnemyInCombat, PlayerState
from mkref.games.mage_knight.volkare.state_types import LegionCombatState, LegionGameState, LegionTurnState, LostLegionKeys, VolkareState, legion_turn
from mkref.games.mage_knight.volkare.words import attack_answers

if TYPE_CHECKING:
    from mkref.games.mage_knight.combat.engine import CombatHooks, CombatSetup
    from mkref.games.mage_knight.volkare import fight

Events = list[Event]
ELEMENT_IDS = ("physical", "fire", "ice", "coldfire")


def active_player(state: LegionGameState) -> PlayerState | None:
    """The player (or Volkare) whose turn it is, if a turn is running."""
    turn = state["turn"]
    if state["phase"] != "turns" or turn is None:
        return None
    name = state["order"][turn]
    return next((p for p in state["players"] if p["name"] == name), None)


def turn_of(state: LegionGameState) -> LegionTurnState:
    """The running turn, with The Lost Legion's keys (refused when no turn runs)."""
    cur = state["cur"]
    if cur is None:
        raise RuleViolation(MESSAGES.said("no_turn"), ref="[03]")
    return legion_turn(cur)


def volkare_of(state: LegionGameState) -> VolkareState:
    """Volkare's part of the state (refused in a game without him)."""
    v = state.get("volkare")
    if v is None:
        raise RuleViolation(MESSAGES.said("no_volkare"), ref="[13]")
    return v


def answer(cmd: Command, request: Request) -> list[str]:
    """The table's answer to `request`, or NeedAnswer so the shell asks it."""
    if request.key not in cmd.answers:
        raise NeedAnswer(request)
    return cmd.answers[request.key]


# ---------------------------------------------------------------- combat against Volkare


def start_fight(state: LegionGameState, cmd: Command, unit_setups: Callable[[PlayerState], list[CombatUnit]]) -> Events:
    """``combat volkare [wall] [fortified]``: the active hero assaults Volkare ([13.4]), or the attacked hero
    fights back during Volkare's turn ([13.3]). His die is rolled first; his troops are revealed at the
    first encounter. `unit_setups(player)` gives the combat engine's unit entries of a player."""
    v = state.get("volkare")
    if v is None:
        raise RuleViolation(MESSAGES.said("no_volkare"), ref="[13]")
    if v["defeated"]:
        raise RuleViolation(MESSAGES.said("already_defeated"), ref="[13.2]")
    attacked = v["attack"]
    active = active_player(state)
    if attacked is not None:
        fighter_name, started_by = attacked["target"], "volkare"
    elif active is not None and not active["dummy"]:
        fighter_name, started_by = active["name"], "player"
        cur = turn_of(state)
        if cur["action"] or cur["combats"]:
            raise RuleViolation(MESSAGES.said("one_action"), MESSAGES.said("one_action_why", action=cur["action"] or "combat"), ref="[04]")
    else:
        raise RuleViolation(MESSAGES.said("nobody_fights"), MESSAGES.said("nobody_fights_why"), ref="[13.4]")
    p = next(x for x in state["players"] if x["name"] == fighter_name)
    words = {w.casefold() for w in cmd.args[1:]}
    across_wall = bool(words & {"wall", "wall-across", "across_wall", "wall_across", "wall's", "walls", "über_wall", "wall_über", "mauer"})
    fortified_site = bool(words & {"fortified", "befestigt"})
    troops = list(v["troops"])
    if not troops:
        troops = _reveal_troops(cmd, v, tuple(state.get("expansions", ("base", "lost_legion"))))
    die = answer(cmd, Request("volkare_die", MESSAGES.said("ask_fight_die"), DIE_FACES, ref="[13.2]"))[0]
    attack = volkare().attack_by_die[die]
    if attack is None:  # read off his token by the table: a fact, never rolled
        options, names = attack_answers()
        typed = answer(cmd, Request("volkare_attack", MESSAGES.said("ask_attack", die=colour_named(die)), options, names=names, ref="[13.2]",
                                  kind="printed", card=f"volkare.attack.{die}"))[0]  # kept in the table's card file
        value, element = typed.split("-")
        attack_text = f"{value} {element}"
    else:
        attack_text = f"{attack.value} {attack.element}"
    enemies: list[EnemyInCombat] = []
    for i, enemy in enumerate(troops):
        label = enemy if troops.count(enemy) == 1 else f"{enemy}_{troops[: i + 1].count(enemy)}"
        enemies.append({"enemy": enemy, "label": label, "rampaging": False})
    return [{
        "type": "combat_started", "player": fighter_name, "site": "none", "city": "", "enemies": enemies,
        "hero": {"armor": p["armor"], "hand_limit": p["hand_limit"], "level": p["level"]}, "units": unit_setups(p),
        "time": state["time"], "troops": troops,
        "lost_legion": {"across_wall": across_wall, "attacked_by": started_by, "site_fortified": fortified_site,
                        "volkare": {"attack": attack_text, "die": die}},
        # a catalogue sentence: the table reads it in its language (a save keeps its English text)
        "text": [MESSAGES.said("fight_started", who=fighter_name, attack=attack_named(attack_text), die=colour_named(die))],
    }]


def _reveal_troops(cmd: Command, v: VolkareState, sets: tuple[str, ...]) -> list[str]:
    """His face-down troops turned up at the first encounter: the tokens drawn, by colour, from the component
    sets in play ([13], [S3])."""
    from mkref.games.mage_knight.data import components as mk

    troops: list[str] = []
    for colour, count in v["army"].items():
        if not count:
            continue
        pile = {e.id: e.copies for e in mk.enemies().values() if e.colour == colour and e.expansion in sets}
        # the army table has one source: the table's count off the clix dial stands (any_count), mkref's is the default
        drawn = answer(cmd, Request(f"volkare_troops_{colour}", MESSAGES.said("ask_troops", count=count, colour=colour_named(colour)),
                                  tuple(pile), count, tuple(pile.values()), ref="[13]", any_count=True))
        troops += list(drawn)
    return troops


def keys_of(combat: LegionCombatState) -> fight.LostLegionKeys | None:
    """The fight.LostLegionKeys of a tracked combat (None for an ordinary one)."""
    raw = combat.get("lost_legion")
    if not raw:
        return None
    from mkref.games.mage_knight.volkare import fight
    from mkref.games.mage_knight.volkare.data import parse_attack

    spec = raw.get("volkare")
    volkare_spec = fight.VolkareSpec(parse_attack(spec["attack"]), spec.get("die", "")) if spec else None
    return fight.LostLegionKeys(raw["across_wall"], raw["attacked_by"], volkare_spec, raw.get("site_fortified", False),
                                walled=tuple(raw.get("walled", ())))


WALL_WORDS = ("wall", "walls", "mauer", "wall-across", "across-wall", "über-wall")


def wall_word(words: list[str]) -> tuple[list[str], bool]:
    """`combat ... wall`: the table says the fight was started across a wall (English or German)."""
    kept = [w for w in words if w.casefold() not in WALL_WORDS]
    return kept, len(kept) != len(words)


def challenged_across_walls(
    state: LegionGameState, player: str, rampaging: list[EnemyInCombat], spaces: list[str], typed: bool = False,
) -> list[str]:
    """On the tracked map: the labels of the rampaging enemies challenged across a wall ([07.1]). A wall the
    table typed for a challenge where the map has none is refused."""
    from mkref.games.mage_knight.map import board
    from mkref.games.mage_knight.map import in_game as map_game
    from mkref.games.mage_knight.volkare import walls

    here = map_game.space_of(state, player)
    if not here:
        return []
    walled = [e["label"] for e, space in zip(rampaging, spaces) if board.challenge_across_wall(map_game.map_of(state), here, space)]
    if rampaging and not walled:
        walls.check_wall(False, typed)
    return walled


def wall_keys(across_wall: bool, walled: list[str], provoked: bool) -> LostLegionKeys | None:
    """The combat's Lost Legion keys for walls: none, every enemy, or only the walled ones. A provoked fight is
    started by the rampaging enemy, so a wall gives the hero nothing there ([07.1])."""
    if not across_wall and not walled:
        return None
    started: Literal["rampaging", "player"] = "rampaging" if provoked else "player"
    return {"across_wall": True, "attacked_by": started, "site_fortified": False, "walled": [] if across_wall else list(walled)}


def fight_engine(combat_setup: CombatSetup, keys: fight.LostLegionKeys, hooks: tuple[CombatHooks, ...] = ()) -> fight.LostLegionCombat:
    """The engine for a fight against Volkare or across a wall (fight.LostLegionCombat; ``hooks``: the parts'
    changes to the engine, combat.engine.CombatHooks)."""
    from mkref.games.mage_knight.volkare import fight

    return fight.LostLegionCombat(fight.combat_setup(combat_setup, keys), keys, hooks=hooks)


def fight_result(combat: LegionCombatState, result: dict[str, Any]) -> Event:
    """What a finished tracked combat adds to its `combat_ended` event: a fight against Volkare, and the units
    whose Banner of Fortitude took a wound ([06.3])."""
    from mkref.games.mage_knight.volkare import camp
    from mkref.games.mage_knight.volkare.banners import used_in

    if combat.get("camp"):  # [V1] Volkare's Camp: its troops, not Volkare himself
        return {**camp.fight_result(combat, result), **used_in(result)}
    if not combat.get("lost_legion") or "volkare" not in result:
        return used_in(result)
    return {"volkare_fight": True, "volkare_defeated": bool(result["volkare"]["defeated"]), "player": combat["player"], **used_in(result)}
