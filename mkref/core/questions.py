"""What a whole table question tells the rules search beyond its words (issue 22), pure and game-agnostic.

- whether it asks for a number ("wie viele", "how much", "was kostet", "maximal", or a number typed in
  it: "bei 3 Spielern"), so that the entry stating numbers answers it;
- how much an entry's score counts: a glossary term or a documented ruling less than the rule that
  prints the fact;
- which group (the base game or an expansion) each entry belongs to, for a question's context;
- whether a name or alias occurs in a question with one more word typed inside it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import pairwise
from typing import Any

TERM_PRIOR = 0.9  # the share of its score a glossary term keeps in a question of 2+ words
SETTING_PRIOR = 0.7  # and a documented ruling (a setting), which is looked up by its rule

_NUMBER_WORDS = frozenset(
    """
    wieviel wieviele kostet kosten koste cost costs maximal hoechstens mindestens minimum maximum lowest highest
    niedrigste niedrigstes hoechste hoechstes
    """.split()  # noqa: SIM905 - a word list reads better as text
)
_NUMBER_PAIRS = frozenset({
    ("wie", "viel"), ("wie", "viele"), ("wie", "lange"), ("wie", "gross"), ("wie", "weit"), ("wie", "hoch"),
    ("how", "many"), ("how", "much"), ("how", "long"), ("how", "big"), ("how", "far"), ("how", "high"),
    ("the", "most"), ("at", "most"),
})


def asks_for_number(typed: Sequence[str]) -> bool:
    """Whether a question (folded words, stop words kept) asks for a number: 'wie viele', 'how much',
    'was kostet', 'maximal', or a number in the question itself ('bei 3 Spielern')."""
    if any(word in _NUMBER_WORDS or word.isdigit() for word in typed):
        return True
    return any(pair in _NUMBER_PAIRS for pair in pairwise(typed))


def entry_prior(kind: str, ident: str) -> float:
    """How much an entry's score counts: a glossary term or a documented ruling (setting) less than a
    rule, so that a question is answered by the rule that prints its fact, not by a term it uses."""
    if ident.startswith("setting_"):
        return SETTING_PRIOR
    if kind == "term" or ident.startswith("term_"):
        return TERM_PRIOR
    return 1.0


def signals(entries: Sequence[dict[str, Any]]) -> tuple[list[float], list[str], list[str]]:
    """What `search.build_index` weighs besides the text, per rules-index entry (raw dicts): its prior,
    the text of its numbers (labels and values: 'Gold solo 12') and its source (the base game or an
    expansion)."""
    priors = [entry_prior(raw["kind"], raw["id"]) for raw in entries]
    numbers = [" ".join(f"{label} {value}" for label, value in raw["numbers"]) for raw in entries]
    return priors, numbers, [raw["source"] for raw in entries]


def group_numbers(groups: Sequence[str], size: int) -> list[int]:
    """Each doc's group as a number, 0 for the largest group (the base game)."""
    named = [groups[i] if i < len(groups) else "" for i in range(size)]
    order = [name for name, _n in Counter(named).most_common()]
    return [order.index(name) for name in named]


def in_order(seq: Sequence[str], window: Sequence[str]) -> bool:
    """Whether `seq` occurs in `window` in order, other words between allowed, starting at its start."""
    found = iter(window)
    return bool(window) and window[0] == seq[0] and all(term in found for term in seq)
