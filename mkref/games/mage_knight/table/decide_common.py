"""What every decision of a tracked Mage Knight game reads: whose turn it is, the scenario's set-up, names and words.

Part of `decide` (table/decide.py): each function checks one command against the state and returns its events;
none changes the state. A refusal raises `RuleViolation` with the page; a roll or draw raises `NeedAnswer`.
"""

from __future__ import annotations

from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.core.names import fold
from mkref.core.messages import Named
from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.messages import word as catalogue_word
from mkref.games.mage_knight.parts import part_keys
from mkref.games.mage_knight.state_types import GameEnd, PlayerState, UnitState
from mkref.games.mage_knight.table.state import State, turn, active, player, scenario_setup
from mkref.games.mage_knight.table.shown_names import end_reason_named

_no = MESSAGES.said  # a refusal's sentence: English as written, German at a German table (mage_knight/messages/refusals.py)


def colour_named(face: str) -> Named:
    return Named(face, catalogue_word("colour", face, "de"))


def site_named(site: str) -> Named:
    names = gd.sites()[site]["name"]
    return Named(names["en"], names.get("de", ""))


def terrain_named(terrain: str) -> Named:
    names = gd.facts()["terrain"][terrain]["name"]
    return Named(names["en"], names.get("de", ""))


def doing_named(what: str) -> Named:
    """What a resting player may not do ('move', 'fight', ...), for a refusal in either language."""
    return Named(what, catalogue_word("doing", what.replace(" ", "_"), "de"))


def unit_named(unit: str) -> Named:
    names = gd.unit_table()[unit].name
    return Named(names.en, names.de)

Events = list[dict[str, Any]]
FACES = ("red", "blue", "white", "green", "gold", "black")
COLOUR_WORDS = {
    "red": "red", "rot": "red", "blue": "blue", "blau": "blue", "white": "white", "weiss": "white",
    "green": "green", "gruen": "green", "grun": "green", "gold": "gold", "black": "black", "schwarz": "black",
}


def colour(word: str, allowed: tuple[str, ...] = FACES) -> str:
    c = COLOUR_WORDS.get(fold(word))
    if c is None or c not in allowed:
        raise InvalidInput(_no("no.not_colour", word=word), hint=_no("no.use_one_of", options=", ".join(allowed)))
    return c


def number(word: str, what: str = "a number") -> int:
    try:
        return int(word)
    except ValueError:
        raise InvalidInput(_no("no.is_not", word=word, what=what)) from None


def ask(command: Command, request: Request) -> list[str]:
    """The answer to ``request`` when the table gave it, else NeedAnswer (MageKnight.decide adds the names)."""
    if request.key not in command.answers:
        raise NeedAnswer(request)
    return command.answers[request.key]


def setup_of(state: State) -> dict[str, Any]:
    return dict(gd.scenarios()[state["scenario"]]["setup"])


def real_players(state: State) -> list[PlayerState]:
    return [p for p in state["players"] if not p["dummy"]]


def dummy_player(state: State) -> PlayerState | None:
    return next((p for p in state["players"] if p["dummy"] and not part_keys(p).get("volkare")), None)


# -- whose turn --------------------------------------------------------------------------------------
def turn_player(state: State, dummy_ok: bool = False) -> PlayerState:
    p = active(state)
    if p is None:
        what = {"prepare": _no("no.prepare_first"), "tactics": _no("no.tactics_first", name=state["choosers"][0] if state["choosers"] else ""),
                "round_over": _no("no.round_over"), "game_over": _no("no.game_over_why", why=end_reason_named(state["ended"]))}
        raise RuleViolation(_no("no.no_turn_is_running"), what.get(state["phase"], str(state["phase"])), ref="p. 4")
    if part_keys(p).get("volkare"):
        raise RuleViolation(_no("no.it_is_volkare_s_turn"), _no("no.type_volkare_to_reveal_his_card"), ref="[S3.1]")
    if p["dummy"] and not dummy_ok:
        raise RuleViolation(_no("no.it_is_the_dummy_s_turn"), _no("no.type_dummy_to_reveal_its_cards"), ref="p. 15")
    return p


def no_combat(state: State) -> None:
    if state["combat"] is not None:
        raise RuleViolation(_no("no.a_combat_is_running"), _no("no.finish_it_first_attack_block_damage"), ref="p. 8")


def normal_turn(state: State, what: str) -> PlayerState:
    p = turn_player(state)
    no_combat(state)
    cur = turn(state)
    if cur["mode"] == "rest":
        raise RuleViolation(_no("no.resting", what=doing_named(what)), _no("no.a_rest_allows_no_movement_combat"), ref="p. 6")
    return p


def game_end(state: State, reason: str, by: str) -> GameEnd:
    """E-LAST-TURN (spec §15.0): everyone gets one last turn, the triggering player included."""
    sset = setup_of(state)
    names = [n for n in state["order"] if not (player(state, n)["dummy"] and not sset.get("last_turn_dummy", True))]
    return {"reason": reason, "by": by, "remaining": names, "pending": by}


def pay(state: State, cost: int, what: str) -> None:
    have = turn(state)["influence"]
    if have < cost:
        raise RuleViolation(_no("no.no_influence", what=what), _no("no.costs", cost=cost, have=have), _no("no.play_more_play_n_influence"), ref="p. 8")


def unit_in(p: PlayerState, word: str) -> UnitState:
    key = fold(word)
    for u in p["units"]:
        if key in (fold(u["uid"]), fold(u["id"])):
            return u
    ident = gd.unit_names().find(word)
    for u in p["units"]:
        if u["id"] == ident:
            return u
    raise InvalidInput(_no("no.no_unit", name=p["name"], word=word), hint=_no("no.units_are", units=", ".join(u["uid"] for u in p["units"]) or Named("none", "keine")))


def new_uid(p: PlayerState, unit: str) -> str:
    taken = {u["uid"] for u in p["units"]}
    uid, n = unit, 1
    while uid in taken:
        n += 1
        uid = f"{unit}_{n}"
    return uid


def on_portal(state: State, p: PlayerState) -> bool:
    """On the Portal space, or set aside there (a figure that ended its turn on it, or never left it; AMBIG-32)."""
    if (m := state.get("map")) is not None:
        from mkref.games.mage_knight.map import exploring as map_events
        from mkref.games.mage_knight.map import in_game as map_game

        return bool(map_game.space_of(state, p["name"]) == map_events.portal_space(m))
    pos = p["position"]
    return pos is None or pos.get("site") == "portal"


def nights_so_far(state: State) -> int:
    """Which Night this is (1, 2, ...), 0 by Day."""
    return (state["round"] // 2) if state["time"] == "night" else 0


def scenario_setup_of(state: State) -> dict[str, Any]:
    return scenario_setup({"scenario": state["scenario"]})[1]
