"""A copy count below consensus does not overrule the table (README "Rules data"; rulebook p. 3 §2: the
piles hold the tokens of the box). Fire Golems: 1 copy by six sources, 2 by the token sheet
(enemies_disputes.csv), so the rules data marks the token `single`; Diggers: 2 copies, every source agrees."""

from __future__ import annotations

import random

import pytest

from mkref.core.chance import roll
from mkref.core.errors import RuleViolation
from mkref.games.mage_knight.data.components import enemies
from mkref.games.mage_knight.map.piles import enemy_piles


def test_p3_a_second_fire_golem_the_data_does_not_count_is_accepted():
    violet = enemy_piles(enemies().values())["violet"]
    assert violet.copies["fire_golems"] == 1 and "fire_golems" in violet.unsure
    twice = violet.draw("fire_golems").draw("fire_golems")  # refused before: "all 1 copy is drawn already"
    assert twice.out["fire_golems"] == 2 and twice.copies["fire_golems"] == 2
    assert twice.size() == violet.size() - 1  # the extra copy was never in the counted pile


def test_p3_a_revealed_face_down_token_may_be_the_extra_copy_too():
    violet, generation = enemy_piles(enemies().values())["violet"].draw("fire_golems").draw_hidden()
    shown = violet.reveal("fire_golems", generation)
    assert shown.out["fire_golems"] == 2 and shown.hidden == 0


def test_p3_the_table_may_name_the_extra_copy_but_mkref_never_draws_it():
    violet = enemy_piles(enemies().values())["violet"].draw("fire_golems")
    request = violet.request("draw", "The violet enemy token drawn")
    weights = dict(zip(request.options, request.weights or ()))
    assert weights["fire_golems"] == 0
    assert request.parse("fire_golems") == ["fire_golems"]
    rng = random.Random(7)
    assert all(roll(request, rng) != ["fire_golems"] for _ in range(200))


def test_p3_a_sure_copy_count_still_refuses_one_more():
    green = enemy_piles(enemies().values())["green"]
    assert "diggers" not in green.unsure
    with pytest.raises(RuleViolation) as refused:
        green.draw("diggers").draw("diggers").draw("diggers")
    assert "all 2 copies are drawn already" in refused.value.message()
