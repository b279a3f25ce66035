"""Requests for what the table reads or counts: `roll` never answers them (Request.rollable), and a count mkref
knows from one source only is the table's to give (Request.any_count: Volkare's army, Lost Legion [13])."""

from __future__ import annotations

import pytest

from mkref.core.chance import Request
from mkref.core.errors import InvalidInput

TOKENS = Request("troops", "Volkare's 2 green troop tokens", ("prowlers", "diggers", "wolf_riders"), 2, (2, 2, 2), any_count=True)


def test_only_chance_or_a_disputed_fact_settled_by_a_die_may_be_rolled():
    assert Request("die", "his die", ("red", "blue")).rollable
    assert not Request("distance", "his distance", ("4", "5"), chance=False).rollable
    assert Request("fact", "a disputed fact", ("yes", "no"), chance=False, roll_options=("1", "2")).rollable


def test_13_any_count_takes_the_tables_count_and_none():
    assert TOKENS.parse("prowlers diggers wolf_riders") == ["prowlers", "diggers", "wolf_riders"]
    assert TOKENS.parse("prowlers") == ["prowlers"]
    assert TOKENS.parse("none") == [] and TOKENS.parse("keine") == []
    with pytest.raises(InvalidInput):
        TOKENS.parse("prowlers prowlers prowlers")  # the pile still holds only 2


def test_a_fixed_count_is_still_checked():
    with pytest.raises(InvalidInput):
        Request("dice", "2 dice", ("red", "blue"), 2).parse("red")
