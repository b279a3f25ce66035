"""The Lost Legion's sites in the tracked game: the Deep Mine at the end of a turn (A-DEEPMINE, [07.4]) and the
Maze and Labyrinth (A-MAZE, [07.3]).

The rules are in `sites.py`; this module only finds what the game knows (the tracked map's space, or the
terrain the table typed with `move`) and asks the table for the colour chosen.
"""

from __future__ import annotations

from typing import Literal

from mkref.core.chance import Request
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.core.messages import Named
from mkref.games.mage_knight.parts import Event
from mkref.games.mage_knight.state_types import PlayerState, TurnState
from mkref.games.mage_knight.volkare import sites
from mkref.games.mage_knight.volkare.data import BASIC
from mkref.games.mage_knight.volkare.messages import MESSAGES, colour_named, colours
from mkref.games.mage_knight.volkare.state_types import LegionGameState, MazePath, basic_colour, legion_turn
from mkref.games.mage_knight.volkare.tracked_fight import answer, turn_of


def _depicted(state: LegionGameState, player: str, terrain: str) -> tuple[str, ...]:
    """The colours the mine offers: from the tracked map's tile, all four in a swamp, else the table's word (any
    basic colour it says the mine shows)."""
    m = state.get("map")
    if m is not None:
        from mkref.games.mage_knight.map import board
        from mkref.games.mage_knight.map import in_game as map_game

        label = map_game.space_of(state, player)
        space = board.spaces(m).get(label) if label else None
        if space is not None and space.site == "deep_mine":
            return sites.deep_mine_colours(list(space.info.colours), space.terrain)
    return sites.deep_mine_colours(list(BASIC), terrain)


def deep_mine_crystal(state: LegionGameState, player: PlayerState, command: Command) -> str:
    """A-DEEPMINE: a turn ending on a Deep Mine gives 1 crystal of a colour it shows (chosen now, before rewards and
    level-ups); nothing at 3 of that colour. Returns the colour gained, or ""."""
    pos = player["position"] or {}
    if pos.get("site") != "deep_mine":
        return ""
    offered = _depicted(state, player["name"], str(pos.get("terrain", "")))
    if len(offered) == 1:
        choice = offered[0]
    else:
        prompt = MESSAGES.said("ask_deep_mine", player=player["name"], colours=colours(offered))
        choice = answer(command, Request("deep_mine", prompt, tuple(offered), chance=False, ref="[07.4]"))[0]
    gained = sites.deep_mine_gain(choice, tuple(offered), int(player["crystals"].get(basic_colour(choice), 0)))
    return choice if gained else ""


# ---------------------------------------------------------------- Maze and Labyrinth (A-MAZE, [07.3])

MAZES: dict[str, Literal["maze", "labyrinth"]] = {"maze": "maze", "labyrinth": "labyrinth"}


class MazeEntered(MazePath):
    """A Maze path checked: the path, and the token drawn for its fight."""

    token: str


def _maze_key(state: LegionGameState, player: PlayerState) -> str:
    """The site's name in the game: its space on a tracked map, else its kind and terrain."""
    from mkref.games.mage_knight.map import in_game as map_game

    label = map_game.space_of(state, player["name"]) if state.get("map") is not None else ""
    pos = player["position"] or {}
    return label or f"{pos.get('site', '')}:{pos.get('terrain', '')}"


def _companion(player: PlayerState, words: list[str]) -> str:
    """The one unit going along ("" for none): an own unit, ready and unwounded ([07.3])."""
    if not words:
        return ""
    from mkref.core.names import fold

    if len(words) > 1:
        raise RuleViolation(MESSAGES.said("no_companion_two"), MESSAGES.said("no_companion_two_why"), ref="[07.3]")
    unit = next((u for u in player["units"] if fold(words[0]) in (fold(u["uid"]), fold(u["id"]))), None)
    if unit is None:
        raise InvalidInput(MESSAGES.said("no_such_unit", player=player["name"], unit=words[0]), hint=MESSAGES.said("no_such_unit_hint"), ref="[07.3]")
    if unit["wounds"] or unit.get("spent"):
        raise RuleViolation(MESSAGES.said("companion_unfit", unit=unit["uid"]), MESSAGES.said("companion_unfit_why"), ref="[07.3]")
    return str(unit["uid"])


def prepare_maze(state: LegionGameState, p: PlayerState, command: Command) -> MazeEntered:
    """`maze PRICE [UNIT]`: the checks of entering the Maze or Labyrinth the hero stands on, as the action, by a path
    of PRICE Move (2, 4 or 6, paid with new Move effects) with at most one unit, and the token drawn for it (A-MAZE).
    The game then starts the fight against the token (`maze_started`)."""
    from mkref.games.mage_knight.data import components as mk

    pos = p["position"] or {}
    site = MAZES.get(str(pos.get("site", "")))
    if site is None:
        raise RuleViolation(MESSAGES.said("no_maze_here"), MESSAGES.said("no_maze_here_why"), ref="[07.3]")
    cur = turn_of(state)
    if cur["action"]:
        raise RuleViolation(MESSAGES.said("maze_is_action"), MESSAGES.said("maze_action_done", action=cur["action"]), ref="[07.3]")
    if not command.args or not command.args[0].isdecimal():
        raise InvalidInput(MESSAGES.said("maze_which_path"), hint=MESSAGES.said("v.for_example", command="maze 2 | maze 4 | maze 6 [UNIT]"), ref="[07.3]")
    price = int(command.args[0])
    companion = _companion(p, command.args[1:])
    key = _maze_key(state, p)
    marked = {int(k): v for k, v in state.get("lost_legion_mazes", {}).get(key, {}).items()}
    entry = sites.maze_entry(site, price, marked, p["name"], 1 if companion else 0)
    if not entry.entered:  # I-15: under 2 Move nothing happens, and no action is used
        raise RuleViolation(MESSAGES.said("maze_no_path", price=price), MESSAGES.said("maze_no_path_why"), ref="[07.3]")
    _check_new_move(cur, price)
    pile = {e.id: e.copies for e in mk.enemies().values() if e.colour == entry.draws and e.expansion in state.get("expansions", ("base",))}
    said = MESSAGES.said("ask_maze_token", colour=colour_named(entry.draws), site=Named(site.title(), MESSAGES.text(f"site_{site}", "de")))
    token = answer(command, Request("maze_token", said, tuple(pile), 1,
                                    tuple(pile.values()), ref="[07.3]"))[0]
    return {"site": site, "key": key, "price": price, "companion": companion, "rewards": list(entry.reward), "token": token}


def _check_new_move(cur: TurnState, price: int) -> None:
    """A-MAZE step 4: the path is paid with Move effects played after the movement phase; the Move left from
    moving is lost, never spent on the path ([07.3], I-15: without enough, nothing happens)."""
    left = min(int(legion_turn(cur).get("movement_left", 0)), int(cur["move"]))
    new = int(cur["move"]) - left
    if new < price:
        raise RuleViolation(MESSAGES.said("maze_new_move", price=price, new=new), MESSAGES.said("maze_new_move_why", left=left),
                            MESSAGES.said("maze_new_move_hint", more=price - new), ref="[07.3]")


def maze_started(events: list[Event], maze: MazeEntered, lang: str = "en") -> list[Event]:
    """The fight's start event, marked as a Maze fight: only the companion takes part ([07.3])."""
    start = events[0]
    start["units"] = [u for u in start["units"] if u["uid"] == maze["companion"]]
    start["maze"] = {k: v for k, v in maze.items() if k != "token"}
    start["text"].append(MESSAGES.text("maze_start", lang, price=maze["price"], companion=maze["companion"] or "-",
                                       rewards=", ".join(MESSAGES.text(f"reward_{r}", lang) for r in maze["rewards"])))
    return events


def after_event(state: LegionGameState, event: Event) -> None:
    """A Maze fight: remember it while it runs; at its end the token is discarded either way, and a defeat of it
    marks the path with the hero's shield (2 for Greatest Adventurer) and gives the path's reward at the end of
    the turn (A-MAZE steps 6-8)."""
    if state["cur"] is None:
        return
    cur = legion_turn(state["cur"])
    if event["type"] in ("moved", "explored"):  # the Move left from the movement phase, lost for a Maze path
        cur["movement_left"] = cur["move"]
    if event["type"] == "combat_started" and event.get("maze"):
        cur["maze"] = event["maze"].copy()
        cur["action"] = "maze"
    elif event["type"] == "combat_ended" and cur.get("maze"):
        maze = cur.pop("maze")
        won, _ = sites.maze_result(bool(event["defeated"]))
        if won:
            p = next(x for x in state["players"] if x["name"] == event["player"])
            p["shields"][maze["site"]] = p["shields"].get(maze["site"], 0) + 1
            paths = state.setdefault("lost_legion_mazes", {}).setdefault(maze["key"], {})
            paths[str(maze["price"])] = p["name"]
            cur["rewards"].extend(maze["rewards"])


def reward_crystals(state: LegionGameState, player: PlayerState, command: Command, gained: dict[str, int]) -> dict[str, int]:
    """The crystals of a Maze path ("crystal_choice" rewards): one colour of the player's choice each, at most 3
    of a colour (B p. 11)."""
    out: dict[str, int] = {}
    for i in range(turn_of(state)["rewards"].count("crystal_choice")):
        prompt = MESSAGES.said("ask_maze_crystal", number=i + 1, player=player["name"])
        colour = answer(command, Request(f"maze_crystal_{i}", prompt, BASIC, chance=False, ref="[07.3]"))[0]
        held = int(player["crystals"].get(basic_colour(colour), 0)) + gained.get(colour, 0) + out.get(colour, 0)
        if held < 3:
            out[colour] = out.get(colour, 0) + 1
    return out
