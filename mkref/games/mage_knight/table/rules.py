"""Pure rule functions of a tracked Mage Knight game (spec §§3-7, 9, 10, 13.2; algorithms A-1..A-29).

Each function takes plain values and returns a value or raises `RuleViolation` with the page. Facts come
from rules/mage-knight/ through `game_data`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeGuard

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.state_types import BasicColour, TimeOfDay

COLOURS: tuple[BasicColour, ...] = ("red", "blue", "white", "green")


# -- movement (p. 7, A-1) ---------------------------------------------------------------------------
def step_cost(terrain: str, time: str, site: str = "") -> int:
    """Move cost of entering one space: terrain by Day/Night; a City space always 2; lake/mountain refused."""
    table = gd.facts()["terrain"]
    if site == "city":
        return int(table["city_cost"])
    entry = table.get(terrain)
    if not isinstance(entry, dict):
        from mkref.games.mage_knight.messages import MESSAGES

        raise InvalidInput(MESSAGES.said("no.unknown_terrain", terrain=terrain))
    if entry.get("impassable"):
        from mkref.core.messages import Named
        from mkref.games.mage_knight.messages import MESSAGES

        name = Named(entry["name"]["en"], entry["name"].get("de") or entry["name"]["en"])
        raise RuleViolation(MESSAGES.said("no.cannot_enter", terrain=name), MESSAGES.said("no.impassable"), MESSAGES.said("no.impassable_hint"), ref="p. 7")
    return int(entry[time])


def reduced_cost(cost: int, reductions: list[int]) -> int:
    """Cost reductions apply in any order and never go below 0 (p. 7 §7a)."""
    for amount in reductions:
        cost = max(0, cost - amount)
    return cost


# -- the Source (pp. 3-5, A-5) ----------------------------------------------------------------------
def source_ok(faces: list[str]) -> bool:
    """At least half of the dice show a basic colour (p. 3 §12)."""
    basic = sum(1 for f in faces if f in COLOURS)
    return 2 * basic >= len(faces)


def source_size(real_players: int, extra: int = 0) -> int:
    return real_players + int(gd.facts()["source"]["extra_dice"]) + extra


def depleted(face: str, time: str) -> bool:
    """By Day black dice are depleted, at Night gold dice (p. 5)."""
    return face == ("black" if time == "day" else "gold")


# -- Reputation (p. 8, A-10, A-29) ------------------------------------------------------------------
def reputation_modifier(position: int) -> int | None:
    """The Influence bonus of a Reputation position; None on the X space (no interaction, p. 8)."""
    table, x = gd.reputation_track()
    if position <= x:
        return None
    return table[max(min(position, max(table)), min(table))]


def clamp_reputation(position: int) -> int:
    rep = gd.facts()["reputation"]
    return max(int(rep["min"]), min(int(rep["max"]), position))  # AMBIG-30: clamp at the ends


# -- Fame and levels (pp. 3, 11, A-17, A-28) ---------------------------------------------------------
def level_for(fame: int) -> int:
    return int(max(lv.level for lv in gd.level_table().values() if lv.fame <= fame))


def rows_crossed(before: int, after: int) -> int:
    return max(0, level_for(after) - level_for(before))


def gain_fame(fame: int, amount: int, per_row_bonus: int = 0) -> tuple[int, int]:
    """New Fame and the Blitz bonus (A-28, AMBIG-17: +1 per row crossed by the ordinary gain only;
    the bonus may itself cross a row, which levels up but gives no further bonus)."""
    new = max(0, fame + amount)
    bonus = rows_crossed(fame, new) * per_row_bonus if amount > 0 else 0
    return new + bonus, bonus


@dataclass(frozen=True)
class LevelUp:
    level: int
    armor: int
    hand_limit: int
    command_tokens: int
    skill: bool  # even levels: a skill and an Advanced Action (p. 11 §6b)
    command_token: bool  # odd levels from 3: a new level token and a Command token (p. 11 §6a)


def level_ups(old_level: int, fame: int) -> list[LevelUp]:
    """Every level reached since `old_level`, in ascending order (A-17; applied at the end of the turn)."""
    table = gd.level_table()
    out = []
    for level in range(old_level + 1, level_for(fame) + 1):
        lv = table[level]
        out.append(LevelUp(level, lv.armor, lv.hand_limit, lv.command_tokens, level % 2 == 0, level % 2 == 1))
    return out


# -- tactics (p. 4 §3, A-8) -------------------------------------------------------------------------
def tactic_choice_order(players: list[tuple[str, int, int]]) -> list[str]:
    """(name, fame, position in the round-order column) -> who chooses first: lowest Fame, ties lower in the column."""
    return [name for name, _fame, _pos in sorted(players, key=lambda p: (p[1], -p[2]))]


# -- crystals (pp. 5, 11, A-26, A-27) ---------------------------------------------------------------
def is_basic(colour: str) -> TypeGuard[BasicColour]:
    """Whether a colour is one of a crystal's (the keys of a hero's crystals)."""
    return colour in COLOURS


def basic(colour: str) -> BasicColour:
    """A colour its reader already checked to be a crystal's (a hero's crystals are keyed by these)."""
    if not is_basic(colour):
        raise ValueError(f"{colour} is no crystal's colour")
    return colour


def gain_crystal(crystals: Mapping[BasicColour, int] | Mapping[str, int], colour: str, effect: bool = False, capped: bool = True) -> tuple[int, str]:
    """(change to the Inventory, what happened): at 3 a reward gives nothing, an effect a mana token instead."""
    if not is_basic(colour):
        from mkref.games.mage_knight.messages import MESSAGES

        raise RuleViolation(MESSAGES.said("no.crystal_colour", colour=colour), MESSAGES.said("no.crystal_colour_why"), ref="p. 5")
    cap = int(gd.facts()["crystals"]["per_colour"])
    if capped and crystals.get(colour, 0) >= cap:
        return 0, ("mana_token" if effect else "lost")
    return 1, "crystal"


# -- the dummy player (p. 15, A-24) ------------------------------------------------------------------
def dummy_extra_reveals(last_colour: str, crystals: Mapping[BasicColour, int] | Mapping[str, int]) -> int:
    """After revealing 3 cards: one more card per crystal of the last card's colour (A-24)."""
    return int(crystals.get(last_colour, 0)) if is_basic(last_colour) else 0


# -- interaction (p. 8, A-10) -----------------------------------------------------------------------
def price(item: str) -> int:
    return int(gd.facts()["prices"][item])


# -- safe spaces and forced withdrawal (pp. 7, 11, A-4) ----------------------------------------------
def withdrawal_wounds(path_safe: list[bool]) -> int:
    """`path_safe`: for each space of this turn's path (start first), whether it is safe. Retrace backwards
    from the end to the last safe space; 1 wound per space entered while retracing (p. 11 §2)."""
    wounds = 0
    i = len(path_safe) - 1
    while i > 0 and not path_safe[i]:
        i -= 1
        wounds += 1
    return wounds


# -- hand limit (p. 11 §7, A-18, AMBIG-27) -----------------------------------------------------------
def hand_limit(base: int, keeps_owned_near: int, city_bonus: int, planning: bool = False, held: int = 0) -> int:
    bonus = max(keeps_owned_near, city_bonus)
    return base + bonus + (1 if planning and held >= 2 else 0)


# -- round preparation (p. 4 §2, A-6) ----------------------------------------------------------------
def unit_offer_ranks(size: int, core_revealed: bool, elite_allowed: bool = True) -> list[str]:
    """Ranks dealt into the unit offer: regular only before a core tile is revealed, else Elite, Regular, ..."""
    if not core_revealed or not elite_allowed:
        return ["regular"] * size
    return ["elite" if i % 2 == 0 else "regular" for i in range(size)]


def round_time(round_no: int) -> TimeOfDay:
    """Day, Night, Day, ... (p. 4 §1)."""
    return "day" if round_no % 2 == 1 else "night"
