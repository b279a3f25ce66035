"""The Banner of Fortitude in the tracked game ([06.3], I-10): `fortitude UNIT` puts it on a unit, each fight
offers it while usable (`table/combat.py` marks the unit's entry), and the fight's end records the round it
was used in. What it does in the fight is `fortitude.py`, called by the combat engine."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final, cast

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.parts import Event
from mkref.games.mage_knight.state_types import CombatUnit, GameState, PlayerState, UnitState
from mkref.games.mage_knight.volkare.messages import MESSAGES
from mkref.games.mage_knight.volkare.state_types import LegionCombatUnit, LegionGameState, legion_unit

# -- the tracked game: `fortitude UNIT` attaches it; each fight offers it while it is usable -----------------

FORTITUDE: Final = "fortitude"


def attach(state: LegionGameState, command: Command, turn_player: Callable[[GameState], PlayerState],
           unit_in: Callable[[PlayerState, str], UnitState]) -> list[Event]:
    """`fortitude UNIT` (`tapferkeit`): the active player puts the Banner of Fortitude on one of his units.
    There is one such card, so it is refused while any unit of the game carries it ([06.3]).
    `turn_player(state)` and `unit_in(player, word)` are the table's own (table/decide.py)."""
    if "lost_legion" not in state.get("expansions", ()):
        raise RuleViolation(MESSAGES.said("fortitude_not_in_game"), MESSAGES.said("fortitude_not_in_game_why"), ref="[06.3]")
    p = turn_player(state)
    if not command.args:
        raise InvalidInput(MESSAGES.said("fortitude_which_unit"), hint=MESSAGES.said("v.for_example", command="fortitude peasants"), ref="[06.3]")
    unit = unit_in(p, command.args[0])
    holder = next(((q["name"], u["uid"]) for q in state["players"] for u in q.get("units", []) if FORTITUDE in u), None)
    if holder is not None:
        raise RuleViolation(MESSAGES.said("fortitude_taken", player=holder[0], unit=holder[1]),
                            MESSAGES.said("fortitude_taken_why"), ref="[06.3]")
    return [{"type": "fortitude_attached", "player": p["name"], "uid": unit["uid"]}]


def usable(state: LegionGameState, unit: UnitState) -> bool:
    """Whether the unit's Banner of Fortitude may take a wound in the fight now starting: once per round by
    default, or once per combat (setting `banner_of_fortitude`, I-10)."""
    from mkref.games.mage_knight.volkare.data import settings

    banner = legion_unit(unit).get("fortitude")
    if banner is None:
        return False
    return settings().banner_of_fortitude == "per_combat" or banner != state.get("round")


def mark_units(state: LegionGameState, units: list[CombatUnit], player: PlayerState) -> None:
    """A fight's unit entries: `banner = "fortitude"` on the unit whose banner is usable now."""
    carried = {u["uid"] for u in player["units"] if usable(state, u)}
    for entry in units:
        if entry["uid"] in carried:
            cast(LegionCombatUnit, entry)["banner"] = FORTITUDE  # the unit's entry in the fight: The Lost Legion's keys


def used_in(result: Mapping[str, Any]) -> Event:
    """What a finished fight adds to its `combat_ended` event: the units whose banner took a wound."""
    used = [u["label"] for u in result["units"] if u.get("banner_used")]
    return {"fortitude_used": used} if used else {}


def after_event(state: LegionGameState, event: Event) -> None:
    """Keep the banner on its unit and remember the round it was used in (`unit["fortitude"]`: 0 = not yet)."""
    if event["type"] == "fortitude_attached":
        for p in state["players"]:
            for u in p["units"]:
                if p["name"] == event["player"] and u["uid"] == event["uid"]:
                    legion_unit(u)["fortitude"] = 0
    elif event["type"] == "combat_ended" and event.get("fortitude_used"):
        for p in state["players"]:
            for u in p["units"]:
                if p["name"] == event["player"] and u["uid"] in event["fortitude_used"]:
                    legion_unit(u)["fortitude"] = state["round"]
