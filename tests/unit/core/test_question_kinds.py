"""Every question says what it asks for, and only a die or a tracked pile may be rolled (issue 20 item 1)."""

from __future__ import annotations

import random

import pytest

from mkref.core.chance import Request, roll
from mkref.core.errors import InvalidInput


def test_kind_is_derived_from_what_the_request_already_says():
    assert Request("d", "a die", ("1", "2")).asks == "die"
    assert Request("p", "a pile", ("a", "b"), weights=(2, 1)).asks == "draw"
    assert Request("c", "which unit", ("a", "b"), chance=False).asks == "choice"


@pytest.mark.parametrize("kind, rollable", [("die", True), ("draw", True), ("printed", False), ("count", False), ("choice", False)])
def test_only_a_die_or_a_tracked_pile_is_rollable(kind, rollable):
    request = Request("k", "q", ("1", "2", "3"), kind=kind)
    assert request.rollable is rollable
    assert request.as_dict()["asks"] == kind and request.as_dict()["rollable"] is rollable


@pytest.mark.parametrize("kind", ["printed", "count", "choice"])
def test_roll_refuses_what_mkref_cannot_roll(kind):
    request = Request("k", "The unit's strength", tuple(str(n) for n in range(31)), kind=kind)
    with pytest.raises(InvalidInput) as refused:
        roll(request, random.Random(1))
    assert "cannot answer 'The unit's strength' by rolling" in str(refused.value)


def test_a_disputed_fact_settled_by_a_die_stays_rollable():
    request = Request("e", "Is the figure in base contact?", ("yes", "no"), chance=False, roll_options=("yes", "no"))
    assert request.asks == "choice" and request.rollable


def test_a_printed_value_or_a_choice_is_never_a_random_outcome():
    assert Request("k", "q", ("1",), chance=True, kind="printed").chance is False
    # a die the table rolls whose faces mkref does not know: still chance (the log marks it), never rolled
    counted = Request("k", "q", ("1",), chance=True, kind="count")
    assert counted.chance is True and not counted.rollable


def test_an_unknown_kind_is_a_programming_error():
    with pytest.raises(ValueError):
        Request("k", "q", ("1",), kind="guess")
