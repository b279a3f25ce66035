"""[V1] Volkare's Camp in the tracked game: its assault (I-29) and Pursuit (A-PURSUIT, I-30, I-31).

`mkref new --variant volkares_camp --volkare-level N` puts the Camp in a city's place. `camp [wall]` (`lager`)
assaults it: its garrison is Volkare's army at that level (A-ARMY; the tokens are drawn by colour at the first
assault and the undefeated ones stay), fortified like city defenders (across a wall doubly, A-FORT), with
Volkare's own attack (setting `camp_garrison`, I-29). Each defeated troop puts the hero's shield on Volkare's
token, which counts as a City card: the Camp is kept in `state["cities"]` under "volkares_camp", so its leader is
scored as a city leader (RV1-10). With every troop defeated the Camp is conquered.

`pursuit green|red|both [SPACE]` (`verfolgung`) on the Camp or a space next to it, after the conquest (I-30), is
the turn's combat: the drawn tokens are fought for Fame only; one defeated puts the hero's shield on the space
for good (`shields.pursuit`, 2 each for Greatest Conqueror, I-28); undefeated tokens are discarded (I-31).
Without a tracked map the referee cannot see the spaces: the table names the space (default: the Camp itself).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.volkare import army, variants
from mkref.games.mage_knight.volkare.data import DIE_FACES, settings, volkare
from mkref.games.mage_knight.volkare.messages import MESSAGES, colour_named
from mkref.games.mage_knight.parts import Event, Setup
from mkref.games.mage_knight.state_types import CityState, CombatUnit, EnemyInCombat, GameState, PlayerState
from mkref.games.mage_knight.volkare.state_types import (
    CampState, LegionCombatState, LegionGameState, LostLegionKeys, VolkareInFight, die_face, legion_combat, legion_turn,
)
from mkref.games.mage_knight.volkare.tracked_fight import turn_of
from mkref.games.mage_knight.volkare.words import attack_answers

Events = list[Event]

CAMP = "volkares_camp"
PURSUIT_COLOURS = {"green": ["green"], "grün": ["green"], "gruen": ["green"], "red": ["red"], "rot": ["red"],
                   "both": ["green", "red"], "beide": ["green", "red"]}


def answer(cmd: Command, request: Request) -> list[str]:
    """The table's answer to `request`, or NeedAnswer so the shell asks it."""
    if request.key not in cmd.answers:
        raise NeedAnswer(request)
    return list(cmd.answers[request.key])


def initial(game_setup: Setup) -> CampState | None:
    """The Camp of `lost_legion_variants` when [V1] is chosen: its level, garrison and marked spaces."""
    camp = game_setup.get(CAMP)
    if not camp:
        return None
    return {"level": int(camp["level"]), "troops": [], "conquered": False, "pursuit": {}}


def camp_of(state: LegionGameState) -> CampState:
    info = state.get("lost_legion_variants")
    camp = info.get("camp") if info else None
    if camp is None:
        raise RuleViolation(MESSAGES.said("camp_not_in_game"), MESSAGES.said("camp_not_in_game_why"), ref="[V1]")
    return camp.copy()


def _pile(state: LegionGameState, colour: str) -> dict[str, int]:
    from mkref.games.mage_knight.data import components as mk

    sets = tuple(state.get("expansions", ("base", "lost_legion")))
    return {e.id: e.copies for e in mk.enemies().values() if e.colour == colour and e.expansion in sets}


def garrison(state: LegionGameState, command: Command, camp: CampState) -> list[str]:
    """The Camp's troops: those left from an earlier assault, or his army at the Camp's level, drawn now."""
    if camp["troops"]:
        return list(camp["troops"])
    troops: list[str] = []
    for colour, count in army.army(camp["level"]).items():
        if count:
            pile = _pile(state, colour)
            troops += answer(command, Request(f"camp_troops_{colour}", MESSAGES.said("camp_ask_troops", count=count, colour=colour_named(colour)),
                                              tuple(pile), count, tuple(pile.values()), ref="[V1]", any_count=True))  # one source: the clix dial decides
    return troops


def assault(state: LegionGameState, command: Command, turn_player: Callable[[GameState], PlayerState],
            unit_entries: Callable[[PlayerState], list[CombatUnit]]) -> Events:
    """`camp [wall]`: the active hero assaults Volkare's Camp as the turn's combat (I-29)."""
    camp = camp_of(state)
    if camp["conquered"]:
        raise RuleViolation(MESSAGES.said("camp_conquered_already"), MESSAGES.said("camp_conquered_already_why"), ref="[V1]")
    p = turn_player(state)
    cur = turn_of(state)
    if cur["action"] or cur["combats"]:
        raise RuleViolation(MESSAGES.said("camp_one_action"), MESSAGES.said("glade_action_was", action=cur["action"] or "combat"), ref="[04]")
    wall = any(w.casefold() in ("wall", "mauer", "wall_across", "across_wall") for w in command.args)
    troops = garrison(state, command, camp)
    spec: VolkareInFight | None = None
    if settings().camp_garrison == "army_and_attack":
        die = answer(command, Request("volkare_die", MESSAGES.said("camp_ask_die"), DIE_FACES, ref="[13.2]"))[0]
        attack = volkare().attack_by_die[die]
        if attack is None:
            options, names = attack_answers()  # read off his token by the table: a fact, never rolled
            value, element = answer(command, Request("volkare_attack", MESSAGES.said("camp_ask_attack", die=die), options, names=names,
                                                     ref="[13.2]", kind="printed", card=f"volkare.attack.{die}"))[0].split("-")
        else:
            value, element = str(attack.value), attack.element
        spec = {"attack": f"{value} {element}", "die": die_face(die)}
    enemies: list[EnemyInCombat] = []
    for i, enemy in enumerate(troops):
        label = enemy if troops.count(enemy) == 1 else f"{enemy}_{troops[: i + 1].count(enemy)}"
        enemies.append({"enemy": enemy, "label": label, "rampaging": False})
    keys: LostLegionKeys = {"across_wall": wall, "attacked_by": "player", "site_fortified": True}
    if spec:
        keys["volkare"] = spec
    return [{
        "type": "combat_started", "player": p["name"], "site": "none", "city": "", "enemies": enemies,
        "hero": {"armor": p["armor"], "hand_limit": p["hand_limit"], "level": p["level"]}, "units": unit_entries(p),
        "time": state["time"], "lost_legion": keys, "camp": {"troops": troops},
        "text": [MESSAGES.said("camp_assault", level=camp["level"], count=len(troops),  # told in the table's language
                               wall=MESSAGES.said("camp_across_wall") if wall else "")],
    }]


def pursuit(state: LegionGameState, command: Command, start_combat: Callable[[GameState, Command], Events]) -> Events:
    """`pursuit green|red|both [SPACE]` (A-PURSUIT steps 1-3): the checks, the tokens drawn, the fight started."""
    camp = camp_of(state)
    if not command.args or command.args[0].casefold() not in PURSUIT_COLOURS:
        raise InvalidInput(MESSAGES.said("pursuit_which"), hint=MESSAGES.said("v.for_example", command="pursuit both"), ref="[V1]")
    colours = PURSUIT_COLOURS[command.args[0].casefold()]
    space = "_".join(command.args[1:]).casefold() or "camp"
    variants.check_pursuit(True, space in camp["pursuit"], camp["conquered"], colours)
    tokens = []
    for colour in colours:
        pile = _pile(state, colour)
        tokens += answer(command, Request(f"pursuit_{colour}", MESSAGES.said("pursuit_ask_token", colour=colour_named(colour)), tuple(pile), 1,
                                          tuple(pile.values()), ref="[V1]"))
    events = start_combat(state, Command("combat", tokens, command.text, dict(command.answers)))
    events[0]["pursuit"] = {"space": space}
    events[0]["text"].append(MESSAGES.said("pursuit_start", space=space))  # told in the table's language
    return events


def fight_result(combat: LegionCombatState, result: dict[str, Any]) -> Event:
    """A Camp assault's end: the troops defeated (a shield each on Volkare's token) and those left."""
    if not combat.get("camp"):
        return {}
    defeated = [e["enemy"] for e in result["enemies"] if e["defeated"]]
    left = [e["enemy"] for e in result["enemies"] if not e["defeated"]]
    return {"camp_assault": {"shields": len(defeated), "left": left}, **({"withdraw": True} if left else {})}


def after_event(state: LegionGameState, event: Event) -> None:
    """The Camp's shields, conquest and marked pursuit spaces."""
    info = state.get("lost_legion_variants")
    camp = info.get("camp") if info else None
    if camp is None:
        return
    cur = legion_turn(state["cur"]) if state["cur"] is not None else None
    combat = state.get("combat")
    if event["type"] == "combat_started" and event.get("camp") and combat is not None:
        legion_combat(combat)["camp"] = event["camp"].copy()  # for the fight's end (fight_result)
    elif event["type"] == "combat_started" and event.get("pursuit"):
        if cur is not None:
            cur["pursuit"] = event["pursuit"].copy()
    elif event["type"] == "combat_ended" and event.get("camp_assault"):
        done = event["camp_assault"]
        camp["troops"] = list(done["left"])
        new_city: CityState = {"level": camp["level"], "conquered": False, "shields": [], "leader": ""}
        city = state["cities"].setdefault(CAMP, new_city)
        city["shields"].extend([event["player"]] * done["shields"])
        if not done["left"]:
            camp["conquered"] = city["conquered"] = True
            counts = {n: city["shields"].count(n) for n in city["shields"]}
            best = max(counts.values())
            city["leader"] = next(n for n in city["shields"] if counts[n] == best)  # tie: the first shield (p. 10)
    elif event["type"] == "combat_ended" and cur is not None and cur.get("pursuit"):
        chase = cur.pop("pursuit")
        if event["defeated"]:  # A-PURSUIT step 5: one defeated marks the space; the rest are discarded (I-31)
            p = next(x for x in state["players"] if x["name"] == event["player"])
            p["shields"]["pursuit"] = p["shields"].get("pursuit", 0) + 1
            camp["pursuit"][chase["space"]] = p["name"]
