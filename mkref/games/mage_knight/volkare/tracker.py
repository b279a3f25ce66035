"""Volkare in a tracked game: his state as plain, saveable values, the event one turn of his makes, what the
table sees on `status` (where he is, what each card colour will make him do, the odds of his next card), and
the Volkare's Quest final score.

The state is a dict of JSON values (hexes as [q, r] lists) so a save file can hold it; `evolve` never
mutates its input.
"""

from __future__ import annotations

from mkref.core.names import name_in

from fractions import Fraction
from typing import Any, TypedDict

from mkref.core.errors import InvalidInput
from mkref.games.mage_knight.volkare import quest
from mkref.games.mage_knight.volkare.data import Settings, settings, volkare
from mkref.games.mage_knight.volkare.hexes import Hex, distance
from mkref.games.mage_knight.volkare.messages import DIRECTIONS_DE, MESSAGES
from mkref.games.mage_knight.volkare.setup import VolkareSetup
from mkref.games.mage_knight.volkare.state_types import VolkareState


class HexTracker(TypedDict):
    """Volkare on a map of hexes mkref holds (`initial`; hexes as [q, r] lists): no tracked game's state."""

    scenario: str
    level: int
    combat_level: str
    race_level: str
    army: dict[str, int]  # his face-down troops by colour
    deck: dict[str, int]  # card key -> copies left
    at: list[int]
    portal: list[int]
    portal_open: bool
    grid: list[list[int]]
    paths: dict[str, str]  # card colour -> direction
    defeated: bool
    on_portal: bool
    eliminated: list[str]


Deck = VolkareState | HexTracker  # what the final score reads of either: his deck, his defeat, his levels


def initial(setup: VolkareSetup, at: Hex, portal: Hex, grid: frozenset[Hex]) -> HexTracker:
    """His state at the start: on his Camp, his deck full, the Portal open ([S3])."""
    if at not in grid or portal not in grid:
        raise InvalidInput(MESSAGES.said("v.map_shape"), ref="[S3]")
    table = volkare().scenarios[setup.scenario].table
    return {
        "scenario": setup.scenario,
        "level": setup.volkare_level,
        "combat_level": setup.combat_level,
        "race_level": setup.race_level,
        "army": dict(setup.army),
        "deck": quest.new_deck(table, setup.race_level),
        "at": list(at),
        "portal": list(portal),
        "portal_open": True,
        "grid": sorted([list(h) for h in grid]),
        "paths": dict(setup.paths),
        "defeated": False,
        "on_portal": False,
        "eliminated": [],
    }


def board(state: HexTracker, heroes: list[quest.Hero], source: list[str], fearful: list[tuple[str, str]], day: bool, announced: bool) -> quest.Board:
    return quest.Board(
        _hex(state["at"]), frozenset(_hex(h) for h in state["grid"]), _hex(state["portal"]), state["portal_open"], day,
        tuple(source), tuple(fearful), tuple(heroes), dict(state["paths"]), announced,
    )


def turn_event(
    state: HexTracker, b: quest.Board, revealed: quest.Card | None, die: str = "", tie: Hex | None = None, rules: Settings | None = None,
) -> dict[str, Any]:
    """The event of one turn of his (A-QTURN); refused cards leave everything as it was."""
    if state["defeated"] or state["on_portal"]:
        raise InvalidInput(MESSAGES.said("v.decided"), MESSAGES.said("v.decided_why"), ref="[S3]")
    if revealed is not None:
        quest.draw(state["deck"], revealed)  # refuses a card his deck no longer holds
    elif sum(state["deck"].values()):
        raise InvalidInput(MESSAGES.said("v.name_card"), MESSAGES.said("v.name_card_why"), ref="[S3.1]")
    t = quest.turn(b, revealed, die, tie, rules)
    return {
        "type": "volkare_turn",
        "card": {"kind": revealed.kind, "colour": revealed.colour} if revealed else None,
        "does": t.does,
        "die": t.die,
        "reroll": t.reroll,
        "flees": t.flees,
        "path": [list(h) for h in t.path],
        "target": t.target,
        "reach": t.reach,
        "portal_closed": t.portal_closed,
        "eliminated": list(t.eliminated),
        "withdraw": list(t.withdraw),
        "on_portal": t.on_portal,
    }


def evolve(state: HexTracker, event: dict[str, Any]) -> HexTracker:
    """His state after a `volkare_turn` or `volkare_defeated` event."""
    new = state.copy()
    new["deck"] = dict(state["deck"])
    if event["type"] == "volkare_defeated":
        new["defeated"] = True
        return new
    card = event["card"]
    if card is not None:
        new["deck"] = quest.draw(state["deck"], quest.Card(card["kind"], card["colour"]))
    if event["path"]:
        new["at"] = list(event["path"][-1])
    if event["portal_closed"]:
        new["portal_open"] = False
        new["eliminated"] = state["eliminated"] + event["eliminated"]
    new["on_portal"] = bool(event["on_portal"])
    return new


def cards_left(state: Deck) -> int:
    return int(sum(state["deck"].values()))


def _hex(h: list[int]) -> Hex:
    return (int(h[0]), int(h[1]))


def status_lines(state: HexTracker, lang: str = "en", rules: Settings | None = None) -> list[str]:
    """Where he is, what each card will make him do, and the odds of his next card."""
    say = MESSAGES.text
    at, portal = _hex(state["at"]), _hex(state["portal"])
    lines = [say("status_where", lang, at=_show(at), portal=_show(portal), distance=distance(at, portal), cards=cards_left(state))]
    if not state["portal_open"]:
        lines.append(say("status_portal_closed", lang))
    return lines + plan_lines(state["deck"], state["paths"], lang, rules)


def plan_lines(deck: dict[str, int], paths: dict[str, str], lang: str = "en", rules: Settings | None = None) -> list[str]:
    """What a card of each kind and colour will make him do (with how many are left), then the odds."""
    say = MESSAGES.text
    lines = []
    for key, what in quest.plan(paths, rules or settings()).items():
        kind, _, colour = key.partition(":")
        lines.append(say("status_card", lang, card=_card_name(kind, colour, lang), does=_does(what, lang), left=deck.get(key, 0)))
    lines.append(say("status_odds_title", lang))
    for what, chance in sorted(quest.odds(deck, paths).items(), key=lambda kv: -kv[1]):
        lines.append(say("status_odds", lang, does=_does(what, lang), percent=round(100 * chance)))
    return lines


def _show(h: Hex) -> str:
    return f"({h[0]}, {h[1]})"


def _card_name(kind: str, colour: str, lang: str) -> str:
    if kind == "wound":
        return MESSAGES.text("card_wound", lang)
    return MESSAGES.text(f"card_{kind}", lang, colour=MESSAGES.text(f"colour_{colour}", lang))


def _does(what: str, lang: str) -> str:
    say = MESSAGES.text
    if what == "rest":
        return say("does_rest", lang)
    if what.startswith("attack"):
        return say("does_attack_2" if what.endswith("2") else "does_attack_1", lang)
    parts = what.split(":")
    spaces = parts[2] if len(parts) > 2 else "1"
    direction = name_in(lang, parts[1], DIRECTIONS_DE.get(parts[1], ""))
    return say("does_walk", lang, spaces=spaces, direction=direction)


# ---------------------------------------------------------------- the end of Volkare's Quest


def quest_over(state: Deck, round_number: int, round_over: bool, rules: Settings | None = None) -> str:
    """I-42: "won" when he is defeated, "lost" when he reaches the Portal or (setting) the last round ends, else ""."""
    rules = rules or settings()
    if state["defeated"]:
        return "won"
    if state["on_portal"] or state.get("all_eliminated"):
        return "lost"
    rounds = volkare().scenarios[state["scenario"]].rounds
    if round_over and round_number >= rounds and rules.quest_lost_on_round_limit:
        return "lost"
    return ""


def bonus_parts(combat_level: str, race_level: str) -> tuple[int, int, float]:
    """(the bonus of the combat level, points per card left in his deck, the race-level factor) ([S3])."""
    v = volkare()
    return v.defeat_bonus[combat_level], v.per_card_left, v.race_factor[race_level]


def defeat_bonus(defeated: bool, cards_left: int, combat_level: str, race_level: str) -> int:
    """The Volkare bonus of the final score: (combat-level bonus + 2 per card left) × race factor, rounded down;
    0 if he was not defeated ([S3]; volkare.toml [score], one source)."""
    if not defeated:
        return 0
    base, per, factor = bonus_parts(combat_level, race_level)
    return int((base + per * cards_left) * Fraction(factor))


def quest_score(state: Deck, base: int, cities_conquered: int = 0) -> int:
    """The team's final score ([S3]; volkare.toml [score], one source): the base (lowest Fame + best
    achievements) plus, if Volkare was defeated, (bonus by combat level + 2 per card left in his deck) times the
    race-level factor, rounded down, and 5 per conquered city in the Quest, 20 for the conquered city in
    Volkare's Return ([S1], [S2])."""
    if not state["defeated"]:
        return base
    bonus = defeat_bonus(True, cards_left(state), state["combat_level"], state["race_level"])
    v = volkare()
    if state["scenario"] == "volkares_quest":
        return base + bonus + v.quest_city_bonus * cities_conquered
    return base + bonus + (v.return_city_bonus if cities_conquered else 0)

