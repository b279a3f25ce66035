"""The expansion's variants and skill expiry: A-V3, A-V4, A-V5, A-GHOST, A-PURSUIT, A-SKEXP ([V1]-[V6], {SKILLS})."""

from __future__ import annotations

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.record import Record
from mkref.games.mage_knight.volkare.data import Settings, settings
from mkref.games.mage_knight.volkare.messages import MESSAGES

# ---------------------------------------------------------------- [V3] the additional player (A-V3)


class Sizes(Record):
    dice: int
    units: int
    countryside: int
    core: int
    cities: int
    volkares_camp: bool


def v3_sizes(base: Sizes, players_decide_cities: bool, rules: Settings | None = None) -> Sizes:
    """A-V3: sizes for a 5th competitive / 4th cooperative player from the largest previous count's values.

    +1 die, +1 unit (I-32: the "players + k" formula with the real count; setting v3_extra_on_top adds one
    more), +2 countryside, +1 core without city, +1 city if the city count depends on players; 5 city tiles
    means 4 cities and Volkare's Camp ([V3], [V1]).
    """
    rules = rules or settings()
    extra = 2 if rules.v3_extra_on_top else 1
    cities = base.cities + (1 if players_decide_cities else 0)
    camp = cities >= 5
    return Sizes(base.dice + extra, base.units + extra, base.countryside + 2, base.core + 1, 4 if camp else cities, camp)


# ---------------------------------------------------------------- [V4] solo offer control (A-V4)


def v4_refresh(offer: list[str], deck: list[str], remove_middle: bool) -> tuple[list[str], list[str], list[str]]:
    """A-V4 for one offer (lowest card first): (new offer, new deck, cards removed from the game).

    The lowest card always goes, the middle one too if the player chose so before new cards were revealed;
    the rest shift down and new cards fill the top (I-33: instead of the normal refresh).
    """
    if len(offer) < 3:
        raise InvalidInput(MESSAGES.said("v.offer_three"), ref="[V4]")
    removed = [offer[0]] + ([offer[1]] if remove_middle else [])
    kept = [c for c in offer if c not in removed]
    need = 3 - len(kept)
    return kept + deck[:need], deck[need:], removed


# ---------------------------------------------------------------- [V5] Envy and Pity (A-V5)


class EnvyPity(Record):
    wound_to: str  # "" when nobody
    may_heal: tuple[str, ...]


def envy_and_pity(fame: dict[str, int], day: bool, intensive: bool = False, final_round: bool = False, rules: Settings | None = None) -> EnvyPity:
    """A-V5 at the end of a round: after a Day the single Fame leader adds a Wound to his deck (a tie: nobody);
    after a Night every player with the least Fame may remove one. The intensive variant does both each round."""
    rules = rules or settings()
    if len(fame) < rules.v5_min_players or (final_round and not rules.v5_after_final_round):
        return EnvyPity("", ())
    wound_to = ""
    heal: tuple[str, ...] = ()
    if day or intensive:
        top = max(fame.values())
        leaders = [p for p, f in fame.items() if f == top]
        wound_to = leaders[0] if len(leaders) == 1 else ""
    if not day or intensive:
        low = min(fame.values())
        heal = tuple(p for p, f in fame.items() if f == low)
    return EnvyPity(wound_to, heal)


# ---------------------------------------------------------------- [V6] ghost attacks (A-GHOST)


def ghost_attack(level: int, others: list[int]) -> str:
    """A-GHOST after a level gained: "red", "brown" or "" from the lead over the closest and the last rival."""
    if not others:
        return ""
    lead_next = level - max(others)
    lead_last = level - min(others)
    if lead_next >= 3 or lead_last >= 4:
        return "red"
    if lead_next >= 2 or lead_last >= 3:
        return "brown"
    return ""


def ghost_attacks(old_level: int, new_level: int, others: list[int], rules: Settings | None = None) -> list[str]:
    """One check per level gained (I-37, setting ghost_check_each_level), else once at the new level."""
    rules = rules or settings()
    levels = range(old_level + 1, new_level + 1) if rules.ghost_check_each_level else [new_level]
    return [g for g in (ghost_attack(lv, others) for lv in levels) if g]


# ---------------------------------------------------------------- [V1] pursuit (A-PURSUIT)


def check_pursuit(on_or_next_to_camp: bool, space_marked: bool, camp_conquered: bool, draws: list[str], rules: Settings | None = None) -> None:
    """A-PURSUIT steps 1-2: where and when a pursuit may start, and what may be drawn ([V1])."""
    rules = rules or settings()
    if not on_or_next_to_camp:
        raise RuleViolation(MESSAGES.said("v.pursuit_here"), MESSAGES.said("v.pursuit_here_why"), ref="[V1]")
    if space_marked:
        raise RuleViolation(MESSAGES.said("v.pursuit_used"), MESSAGES.said("v.pursuit_used_why"), ref="[V1]")
    if not camp_conquered and rules.pursuit_when == "after_conquest":
        raise RuleViolation(MESSAGES.said("v.pursuit_yet"), MESSAGES.said("v.pursuit_yet_why"), ref="[V1]")
    if not draws or len(draws) > 2 or set(draws) - {"green", "red"} or len(set(draws)) != len(draws):
        raise InvalidInput(MESSAGES.said("v.pursuit_draw"), ref="[V1]")


def pursuit_result(fame_of_defeated: list[int]) -> tuple[int, bool]:
    """A-PURSUIT steps 4-5: (Fame gained, the space is marked with a shield). Only Fame, nothing else."""
    return sum(fame_of_defeated), bool(fame_of_defeated)


# ---------------------------------------------------------------- cooperative skills (A-SKEXP)


def secondary_usable(turns_since: list[str], owner: str, user: str, solo: bool) -> bool:
    """A-SKEXP: may `user` use the secondary effect of `owner`'s interactive skill now?

    `turns_since`: the regular turn order positions (actors) from the turn after the trigger up to and including
    the current turn, skipped turns included ({SKILLS}: expiry follows the regular order). Cooperative: any other
    player until the owner's next regular turn would begin. Solo (I-11): only the owner, during that next turn.
    Two turns in a row by the owner: it expires at the start of the second (R-SK-14). Round end: the caller
    stops asking.
    """
    if not turns_since:
        return False
    if turns_since[0] == owner:
        return False  # R-SK-14
    if solo:
        return user == owner and turns_since[-1] == owner and turns_since.count(owner) == 1
    return user != owner and owner not in turns_since
