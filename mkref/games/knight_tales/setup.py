"""Set-up, player order and the day (spec 4-7, pp. 5-10): pure functions on plain values."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence


from .combat import SWORDS
from .refusals import refuse


def starting_gold(players: int, table: Mapping[str, int]) -> int:
    """Gold each knight starts with (p. 6; solo 12, p. 27; co-op as standard, I-23)."""
    return int(table[str(players)])


def order_swords(faces: Sequence[str], double_counts: int = 2) -> int:
    """Swords on one player-order roll of a black, a red and a knight die (p. 7, I-02)."""
    return sum(double_counts if f == "double_sword" else SWORDS.get(f, 0) for f in faces)


def place_by_swords(swords: Mapping[str, int]) -> tuple[dict[str, int], list[list[str]]]:
    """Village spaces by the order roll (p. 7): fewest swords on space 4, then 3, ... Returns the
    spaces of players whose count is unique and the groups that tie (they re-roll among themselves)."""
    ordered = sorted(set(swords.values()))
    return _place([[p for p, s in swords.items() if s == count] for count in ordered], 4)


def _place(groups: list[list[str]], space: int) -> tuple[dict[str, int], list[list[str]]]:
    placed: dict[str, int] = {}
    ties: list[list[str]] = []
    for group in groups:
        if len(group) == 1:
            placed[group[0]] = space
        else:
            ties.append(group)
        space -= len(group)
    return placed, ties


def settle_ties(group: Sequence[str], lowest_space: int, swords: Mapping[str, int]) -> tuple[dict[str, int], list[list[str]]]:
    """A re-roll of a tied group (p. 7): the group fills the spaces from ``lowest_space`` upwards."""
    ordered = sorted(set(swords[p] for p in group))
    return _place([[p for p in group if swords[p] == count] for count in ordered], lowest_space)


def day_order(village: Mapping[str, int]) -> list[str]:
    """Day order (p. 7): from the top-most occupied village space (1) downwards."""
    return sorted(village, key=lambda p: village[p])


def night_order(battlefield: Mapping[str, int]) -> list[str]:
    """Night order (p. 11, I-35): battlefield space 1 (the first to pass) starts."""
    return sorted(battlefield, key=lambda p: battlefield[p])


def next_battlefield_space(taken: Sequence[int]) -> int:
    """A passing knight takes the next free battlefield space from the top (p. 9)."""
    return next(space for space in (1, 2, 3, 4) if space not in taken)


def next_village_space(taken: Sequence[int]) -> int:
    """A knight whose night ends takes the next free village space from the bottom (p. 20)."""
    return next(space for space in (4, 3, 2, 1) if space not in taken)


def trophy_cards_match(required: Sequence[str], factions: Sequence[str]) -> bool:
    """Two defeated minions/champions whose faction symbols are the trophy's, as a multiset (p. 9, I-10)."""
    return Counter(required) == Counter(factions)


def check_trophy(trophy: str, required: Sequence[str], cards: Sequence[tuple[str, str, str]], taken: bool) -> None:
    """``cards``: (name, faction, type) of the two cards shown. Raises RuleViolation with the page."""
    if taken:
        raise refuse("trophy_gone", "p. 9", trophy=trophy)
    if len(cards) != 2:
        raise refuse("trophy_count", "p. 9", count=len(cards))
    if any(kind == "boss" for _, _, kind in cards):
        raise refuse("boss_pays_trophy", "p. 9")
    if not trophy_cards_match(required, [faction for _, faction, _ in cards]):
        need = " + ".join(required)
        got = " + ".join(f"{n} ({f})" for n, f, _ in cards)
        raise refuse("trophy_needs", "p. 9", trophy=trophy, need=need, got=got)


def check_buy(cost: int, gold: int, face_up_left: int, card: str) -> None:
    if face_up_left <= 0:
        raise refuse("no_face_up_card", "p. 9", card=card)
    if cost > gold:
        raise refuse("too_expensive", "p. 9", "hint.pass_or_trophy", card=card, cost=cost, gold=gold)
