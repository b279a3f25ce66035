"""Domain cards: which revealed domains stay in play (p. 18; cards pp. 29-30), and their numbers."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from mkref.core.errors import InvalidInput

from . import data
from .settings import Settings


def _said(key: str, /, **values: object) -> str:
    """A refusal from the catalogue (messages.py), loaded only when a refusal is made."""
    from .messages import MESSAGES

    return MESSAGES.said(key, **values)


@dataclass(frozen=True)
class DomainResolution:
    in_play: list[str]
    removed: dict[str, list[str]]  # removed id -> the ids that countered it


def countered_by(card: str, revealed: Sequence[str]) -> list[str]:
    """The revealed cards (other than this copy) that counter `card`."""
    doms = data.load().domains
    me = doms[card]
    counts = Counter(revealed)
    out: list[str] = []
    for other in dict.fromkeys(revealed):
        if other == card:
            continue
        if other in me.countered_by:
            out.append(other)
        cat = doms[other].counters_category
        if cat and cat == me.category and counts[card] <= 1:
            out.append(other)
    return out


def resolve_domains(revealed: Sequence[str], settings: Settings | None = None, seat_order: bool = False) -> DomainResolution:
    """Counters judged against the whole revealed set at once (A37 default): a countered card is
    removed, so a mutual pair or a cycle (D-012 -> D-013 -> D-017 -> D-012) removes all its cards.

    With A37 = sequential the cards are taken in the order given (seat order) and a card already
    removed counters nothing.
    """
    index = data.load().index("domain")
    ids = [index.resolve(r) for r in revealed]
    sequential = settings is not None and settings["domain_counters"] == "sequential"
    removed: dict[str, list[str]] = {}
    if not sequential:
        for card in dict.fromkeys(ids):
            by = countered_by(card, ids)
            if by:
                removed[card] = by
    else:
        alive = list(ids)
        for card in ids:
            if card not in alive:
                continue
            for victim in list(dict.fromkeys(alive)):
                if victim != card and card in countered_by(victim, alive):
                    removed.setdefault(victim, []).append(card)
                    alive = [a for a in alive if a != victim]
    in_play = [c for c in dict.fromkeys(ids) if c not in removed]
    return DomainResolution(in_play, removed)


def add_domain(in_play: Sequence[str], new: str, settings: Settings | None = None) -> DomainResolution:
    """Book of the Stormcrow brings a weather domain in (A38: only the newcomer can be countered)."""
    index = data.load().index("domain")
    new_id = index.resolve(new)
    if settings is not None and settings["stormcrow_recheck"] == "full":
        return resolve_domains([*in_play, new_id], settings)
    by = countered_by(new_id, [*in_play, new_id])
    if by:
        return DomainResolution(list(in_play), {new_id: by})
    return DomainResolution([*in_play, new_id], {})


def storm_hits(die: int) -> bool:
    """Magestone Storm: on a 1 every figure touching another figure takes 1 click (p. 29)."""
    from .rules import check_die

    fails_on: int = data.load().domains["magestone_storm"].numbers["storm_roll_fails_on"]
    return check_die(die) <= fails_on


def strip_mine_cancels(die: int) -> bool:
    """Magestone Strip Mine: a successful ranged attack of its type fails on 1-3 (p. 30)."""
    from .rules import check_die

    fails_up_to: int = data.load().domains["magestone_strip_mine"].numbers["strip_mine_fails_up_to"]
    return check_die(die) <= fails_up_to


def graveyard_candidates(figures: Sequence[tuple[str, int]], has_leader: bool) -> list[str]:
    """Haunted Graveyard: own figures with unmodified defense <= 10, unless Leadership/Command (p. 30; A56)."""
    if has_leader:
        return []
    limit = data.load().domains["haunted_graveyard"].numbers["graveyard_max_defense"]
    return [name for name, defense in figures if defense <= limit]


def check_domain_names(names: Sequence[str]) -> list[str]:
    index = data.load().index("domain")
    out = []
    for n in names:
        if not n.strip():
            raise InvalidInput(_said("mref.empty_domain"))
        out.append(index.resolve(n))
    return out
