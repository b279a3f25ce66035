"""The cooperative city assault in the tracked game (`mkref play`, German rulebook p. 13): its commands and events.

`coop PLAYER [PLAYER ...] [: N N ...]` agrees an assault on the City next to the active player, `coop-next` hands
it to the next participant's combat; `check_coop_move` keeps a participant's move straight into the City, and
`coop_conquered` says whether a combat conquers it. The rules are in `pvp/coop.py`; the events these commands
return are applied by `evolve` here (`pvp/in_game.py`'s `evolve` hands them on), and the helpers for reading the
state are `pvp/in_game.py`'s, shared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.parts import Event, in_use
from mkref.games.mage_knight.pvp.messages import MESSAGES
from mkref.games.mage_knight.pvp.rules import Line
from mkref.games.mage_knight.pvp.in_game import Events, _active, _lines, _map, _named, _player, _turn
from mkref.games.mage_knight.pvp.state_types import CameFrom, CoopState, PvpGameState, PvpTurnState, pvp_player
from mkref.games.mage_knight.state_types import Nowhere, PlayerState, Position, TurnState

if TYPE_CHECKING:
    from mkref.games.mage_knight.map.board import MapState


def coop(state: PvpGameState, command: Command, lang: str = "en") -> Events:
    """`coop PLAYER [PLAYER ...] [: N N ...]`: the active player proposes a cooperative assault on the City next
    to them with the players named; they agreed. The shares (initiator first) are the defenders each will face."""
    from mkref.games.mage_knight.data import game_facts as gd
    from mkref.games.mage_knight.pvp import coop as rules_coop

    initiator = _active(state, lang)
    if state.get("combat") is not None:
        raise RuleViolation(MESSAGES.said("no_pvp_acted"), ref="p. 7")
    names_text, _, shares_text = " ".join(command.args).partition(":")
    invited = [_player(state, n, lang) for n in names_text.replace(",", " ").split()]
    if not invited:
        raise InvalidInput(MESSAGES.said("game_coop_usage"), MESSAGES.said("game_coop_hint"))
    city, defenders = _city_next_to(state, initiator, lang)
    cur = state["cur"]
    scenario = gd.scenarios()[state["scenario"]]
    situation = rules_coop.CoopSituation(
        cooperative=bool(scenario.get("cooperative")), everybody_agreed=True,  # the invited players' yes is the agreement (p. 13 §3c)
        end_of_round_announced=state["round_end"] is not None, scenario_end_reached=state["game_end"] is not None,
    )
    first = rules_coop.Participant(initiator["name"], adjacent=True, acted=cur is not None and (bool(cur["action"]) or cur["combats"] > 0),
                                   shares_space=_shares_space(state, initiator["name"]))
    others = [rules_coop.Participant(p["name"], adjacent=_adjacent(state, p["name"], city), face_down=bool(pvp_player(p).get("round_order_down")))
              for p in invited]
    rules_coop.check_start(first, others, situation, lang)
    people = [initiator["name"], *(p["name"] for p in invited)]
    shares = {name: 1 for name in people}
    if shares_text.strip():
        numbers = shares_text.split()
        if len(numbers) != len(people) or not all(n.lstrip("-").isdecimal() for n in numbers):
            raise InvalidInput(MESSAGES.said("game_coop_shares", n=len(people)), MESSAGES.said("game_coop_hint"))
        shares = dict(zip(people, (int(n) for n in numbers)))
    if defenders:
        rules_coop.check_shares(defenders, shares, lang)
    else:
        for name, count in shares.items():
            if count < 1:
                raise RuleViolation(MESSAGES.said("coop_share_empty", name=name), ref="p. 13")
    turn_order = [n for n in state["order"] if n in people]
    order = rules_coop.play_order(turn_order, initiator["name"])
    base = rules_coop.start_lines(order, {n: [] for n in order})  # tokens face down ... order of the combats
    lines = [base[0], *(Line("start", "game_coop_share", {"name": n, "count": shares[n]}, "p. 13") for n in order), base[-1]]
    return [{"type": "pvp_coop", "player": initiator["name"], "order": order, "shares": shares, "city": city, "lines": _lines(lines)}]


def check_coop_move(state: PvpGameState, events: Events, lang: str = "en") -> None:
    """While a cooperative assault runs, the participant's one move is straight into the City: a single step onto
    it (p. 13 §6c: "Es ist keine andere Bewegung oder Aktion erlaubt"). `events` are those of the move decided."""
    co = state.get("coop")
    if not co:
        return
    steps = [e for e in events if e["type"] == "moved"]
    into = bool(steps) and (steps[0].get("space") == co["city"] if co["city"] else steps[0].get("site") == "city")
    if len(steps) != 1 or not into:
        raise RuleViolation(MESSAGES.said("coop_move_into_city", name=co["fighting"]), ref="p. 13")


def check_coop_combat(state: PvpGameState, lang: str = "en") -> None:
    """While a cooperative assault is pending, the participant's combat is the assault, fought in the City: a `combat`
    anywhere else is refused (p. 13 §6c, "Es ist keine andere Bewegung oder Aktion erlaubt")."""
    co = state.get("coop")
    if not co:
        return
    name = co["fighting"]
    position = _named(state, name)["position"]
    m = _map(state)
    in_city = position is not None and position.get("site") == "city" and (m is None or not co["city"] or m.heroes.get(name, "") == co["city"])
    if not in_city:
        raise RuleViolation(MESSAGES.said("coop_combat_elsewhere", name=name), hint=MESSAGES.said("coop_combat_elsewhere_hint"), ref="p. 13")


def _city_next_to(state: PvpGameState, p: PlayerState, lang: str) -> tuple[str, int]:
    """With a map: the unconquered City next to the hero and its number of defenders; without one: the table's word."""
    m = _map(state)
    if m is None:
        return "", 0
    from mkref.games.mage_knight.map import board as mp

    here = m.heroes.get(p["name"], "")
    cities = [s.label for s in mp.neighbours_of(m, here) if s.site == "city" and s.label not in m.conquered] if here else []
    if not cities:
        raise RuleViolation(MESSAGES.said("coop_not_adjacent", name=p["name"]), ref="p. 13")
    return cities[0], len(m.tokens.get(cities[0], []))


def _adjacent(state: PvpGameState, name: str, city: str) -> bool:
    m = _map(state)
    if m is None or not city:
        return True
    from mkref.games.mage_knight.map import board as mp

    return m.heroes.get(name, "") in {s.label for s in mp.neighbours_of(m, city)}


def _shares_space(state: PvpGameState, name: str) -> bool:
    m = _map(state)
    if m is None:
        return False
    here = m.heroes.get(name, "")
    return bool(here) and any(other != name and where == here for other, where in m.heroes.items())


def coop_next(state: PvpGameState, command: Command, lang: str = "en") -> Events:
    """`coop-next`: the hero who fought is done; the next participant moves straight into the City and fights
    their share (p. 13 §6); after the last, the assault's outcome (p. 13 §7)."""
    co = state.get("coop")
    if not co:
        raise RuleViolation(MESSAGES.said("game_no_coop"), ref="p. 13")
    if state.get("combat") is not None:
        raise RuleViolation(MESSAGES.said("game_coop_combat_running"), ref="p. 13")
    cur = state["cur"]
    if cur is None or not cur["combats"]:
        raise RuleViolation(MESSAGES.said("game_coop_fight_first", name=co["fighting"]), ref="p. 13")
    index = co["order"].index(co["fighting"])
    event: Event = {"type": "pvp_coop_next", "player": co["order"][0], "done": co["fighting"]}
    if index + 1 < len(co["order"]):
        event["next"] = co["order"][index + 1]
        event["lines"] = _lines([Line("start", "game_coop_enters", {"name": event["next"]}, "p. 13")])
        return [event]
    conquered = _coop_shields(state) >= sum(co["shares"].values())
    event["conquered"] = conquered
    key = "game_coop_conquered" if conquered else "game_coop_failed"
    event["lines"] = _lines([Line("outcome", key, {"names": ", ".join(co["order"])}, "p. 13")])
    ends = [e for name in co["order"][1:] for part in in_use(state) for e in part.assault_turn_ended(state, command, name)]
    return [event, *ends]  # the others' turns end now; the initiator's with 'end' (p. 13 §8)


def _coop_shields(state: PvpGameState) -> int:
    co = coop_of(state)
    return sum(len(info["shields"]) - co["shields_before"].get(colour, 0) for colour, info in state["cities"].items())


def coop_conquered(state: PvpGameState, new_shields: int) -> bool:
    """A participant's combat conquers the City only if with it every defender of the assault is defeated (p. 13 §7)."""
    co = coop_of(state)
    return bool(_coop_shields(state) + new_shields >= sum(co["shares"].values()))


# ----------------------------------------------------------------------------- the events (in_game.evolve hands them here)


def evolve(state: PvpGameState, e: Event) -> None:
    """Apply an event of the cooperative assault (`pvp_coop`, `pvp_coop_next`) to the save."""
    if e["type"] == "pvp_coop":
        _coop_agreed(state, e)
    else:
        _coop_next(state, e)


def _coop_agreed(state: PvpGameState, e: Event) -> None:
    for name in e["order"]:
        _named(state, name)["round_order_down"] = True  # each participant forfeits the next turn (p. 13 §4)
    shields = {colour: len(info["shields"]) for colour, info in state["cities"].items()}
    state["coop"] = {"order": list(e["order"]), "shares": dict(e["shares"]), "city": e["city"], "fighting": e["order"][0],
                     "shields_before": shields, "home": None, "from": {}}


def _fresh_turn(home: TurnState, p: PlayerState) -> PvpTurnState:
    """The participant's part of the assault: the turn record of the initiator with every value emptied, for this
    hero, who has moved straight into the City to assault it (p. 13 §6c)."""
    # every key of a turn, each value emptied to its type's empty value: still a turn
    fresh = cast(PvpTurnState, {key: type(value)() if isinstance(value, (list, dict, str, int)) else value for key, value in home.items()})
    fresh["player"], fresh["assault"], fresh["action"] = p["name"], "city", "assault"
    fresh["level_start"], fresh["fame_start"] = p["level"], p["fame"]
    fresh["path"] = [{"position": _copied(p["position"]), "safe": True}]
    return fresh


def _copied(position: Position | Nowhere | None) -> Position | Nowhere:
    """A copy of a position ({} for none)."""
    return position.copy() if position is not None else Nowhere()


def coop_of(state: PvpGameState) -> CoopState:
    """The running cooperative assault (refused when none runs)."""
    co = state.get("coop")
    if co is None:
        raise RuleViolation(MESSAGES.said("game_no_coop"), ref="p. 13")
    return co


def _came_from(where: Position | Nowhere | CameFrom | None) -> CameFrom | None:
    """The space a participant left on the tracked map (None: the position they came from, without a map)."""
    return cast(CameFrom, where) if isinstance(where, dict) and "space" in where else None


def _coop_next(state: PvpGameState, e: Event) -> None:
    co = coop_of(state)
    home = co["home"]
    if home is None:
        home = co["home"] = _turn(state)
    initiator = _named(state, co["order"][0])
    # Source dice taken in the assault return only when it is over (p. 13 §6b): no later participant takes them, and
    # they are rerolled with the initiator's at the end of the turn
    cur = state["cur"]
    out = sorted(set(co.get("dice_out", [])) | set(cur["dice_used"] if cur is not None else []))
    co["dice_out"] = out
    if e.get("next"):
        name = e["next"]
        p = _named(state, name)
        came_from = co["from"][name] = p["position"]
        p["position"] = _copied(initiator["position"])
        fresh = _fresh_turn(home, p)
        fresh["dice_out"] = list(out)
        state["cur"] = fresh
        m = _map(state)
        if m is not None:
            co["from"][name] = {"space": m.heroes.get(name, ""), "position": came_from}
            m.heroes[name] = m.heroes.get(initiator["name"], "")
        co["fighting"] = name
        return
    state["cur"] = cur = home
    cur["dice_used"] = list(out)
    if not e["conquered"]:  # every participant withdraws to the space they came from (p. 13 §7a)
        for name, where in co["from"].items():
            p = _named(state, name)
            if (space := _came_from(where)) is not None:
                _on_map(state).heroes[name] = space["space"]
                p["position"] = space["position"]
            else:
                p["position"] = where
        if len(cur["path"]) > 1:
            cur["path"].pop()
            initiator["position"] = cur["path"][-1]["position"]
    state["coop"] = None


def _on_map(state: PvpGameState) -> MapState:
    """The tracked map of a game that has one (the event names a space of it)."""
    from mkref.games.mage_knight.map import in_game as map_game

    return map_game.map_of(state)
