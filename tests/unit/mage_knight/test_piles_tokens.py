"""The seven token piles (rulebook p. 3 §2: sorted by back, shuffled, reshuffled from the discard when empty)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from conftest import build, put, refused, snapshot

from mkref.core.chance import NeedAnswer
from mkref.core.errors import RuleViolation
from mkref.games.mage_knight.map import exploring as me
from mkref.games.mage_knight.data.components import enemies
from mkref.games.mage_knight.map.tiles import map_data
from mkref.games.mage_knight.map.piles import TokenPile, enemy_piles, feature_odds, ruins_pile


def test_pile_sizes_from_the_copy_counts_p3():
    base = enemy_piles(enemies().values())
    assert {c: p.size() for c, p in base.items()} == {"green": 12, "grey": 10, "violet": 10, "brown": 10, "red": 8, "white": 10}
    legion = enemy_piles(enemies().values(), ("base", "lost_legion"))
    assert {c: p.size() for c, p in legion.items()} == {"green": 20, "grey": 18, "violet": 14, "brown": 16, "red": 14, "white": 16}
    assert ruins_pile(map_data().ruins.values()).size() == 12
    assert ruins_pile(map_data().ruins.values(), ("base", "lost_legion")).size() == 15


def test_odds_of_the_first_green_draw():
    green = enemy_piles(enemies().values())["green"]
    odds = feature_odds(green, enemies())
    assert odds.left == 12
    assert set(odds.tokens.values()) == {Fraction(1, 6)}
    assert odds.abilities == {
        "brutal": Fraction(1, 6), "fortified": Fraction(1, 6), "physical_resistance": Fraction(1, 6),
        "poison": Fraction(1, 6), "summon": Fraction(1, 6), "swift": Fraction(1, 6),
    }
    assert odds.elements == {"physical": Fraction(5, 6), "summon": Fraction(1, 6)}
    assert odds.armor == {3: Fraction(1, 2), 4: Fraction(1, 3), 5: Fraction(1, 6)}
    assert odds.as_dict()["armor"] == {"3": 50.0, "4": 33.3, "5": 16.7}


def test_a_draw_names_the_token_and_changes_the_odds():
    green = enemy_piles(enemies().values())["green"].draw("prowlers").draw("prowlers")
    assert green.size() == 10 and green.out == {"prowlers": 2}
    odds = feature_odds(green, enemies())
    assert odds.tokens["diggers"] == Fraction(1, 5) and "prowlers" not in odds.tokens
    assert odds.armor == {3: Fraction(2, 5), 4: Fraction(2, 5), 5: Fraction(1, 5)}


def test_a_token_of_another_pile_or_with_no_copy_left_is_refused_p3():
    green = enemy_piles(enemies().values())["green"]
    with refused(RuleViolation, "'guardsmen' cannot come from the green pile: it is not a green token. (p. 3)"):
        green.draw("guardsmen")
    twice = green.draw("diggers").draw("diggers")
    with refused(RuleViolation, "No 'diggers' left in the green pile: all 2 copies are drawn already (2 on the map or in play)"):
        twice.draw("diggers")


def test_an_empty_pile_is_reshuffled_from_its_discard_p3():
    red = enemy_piles(enemies().values())["red"]
    for token in ("swamp_dragon", "fire_dragon", "ice_dragon", "high_dragon") * 2:
        red = red.draw(token)
    assert red.size() == 0
    with refused(RuleViolation, "The red pile is empty"):
        red.draw("fire_dragon")
    red = red.discard_token("fire_dragon").discard_token("ice_dragon")
    assert red.odds() == {"fire_dragon": Fraction(1, 2), "ice_dragon": Fraction(1, 2)}
    with refused(RuleViolation, "No 'high_dragon' left in the red pile"):
        red.draw("high_dragon")
    red = red.draw("ice_dragon")
    assert red.size() == 1 and red.discard == {} and red.pool == {"fire_dragon": 1}


def test_summoned_tokens_go_straight_to_the_discard_p24():
    brown = enemy_piles(enemies().values())["brown"].summon("medusa")
    assert brown.size() == 9 and brown.out == {} and brown.discard == {"medusa": 1}


def test_face_down_draws_keep_the_odds_and_are_named_when_turned_over():
    grey = enemy_piles(enemies().values())["grey"]
    grey, gen = grey.draw_hidden()
    assert gen == 0 and grey.size() == 9 and grey.hidden == 1
    assert grey.odds()["guardsmen"] == Fraction(3, 10)  # unseen tokens count alike
    grey = grey.reveal("golems", 0)
    assert grey.hidden == 0 and grey.out == {"golems": 1}
    assert grey.odds()["golems"] == Fraction(1, 9)


def test_face_down_tokens_from_before_a_reshuffle_keep_their_own_candidates():
    pile = TokenPile.new("white", {"a": 1, "b": 1})
    pile, _ = pile.draw_hidden()
    pile = pile.draw("a").discard_token("a")
    pile = pile.draw("a")  # reshuffled: the discard (a) became the pile
    assert pile.generation() == 1
    with refused(RuleViolation, "No 'a' left in the white pile"):
        pile.reveal("a", 0)  # the face-down token from before can only be b
    pile = pile.reveal("b", 0)
    assert pile.out == {"a": 1, "b": 1}


def test_map_draws_refuse_the_wrong_pile_and_change_nothing():
    state = build(tiles={(0, 1): "countryside_1"})
    before = snapshot(state)
    with refused(RuleViolation, "'fire_mages' cannot come from the brown pile: it is a violet token"):
        me.decide_draw(state, "brown", "c1c", {"draw:brown:1": ["Fire Mages"]})
    with pytest.raises(NeedAnswer) as asked:
        me.decide_draw(state, "brown", "c1c", {})
    assert sum(asked.value.request.weights) == 10
    assert snapshot(state) == before
    events = me.decide_draw(state, "brown", "c1c", {"draw:brown:1": ["Minotaur"]})
    me.evolve_all(state, events)
    assert state.piles["brown"].out == {"minotaur": 1}
    me.evolve_all(state, me.decide_defeat(state, "c1c", ["minotaur"]))
    assert state.piles["brown"].discard == {"minotaur": 1} and "c1c" not in state.tokens


def test_odds_by_pile_name_in_both_languages():
    state = build()
    put(state, "Ac", "grey")
    assert me.odds(state, "grau").left == 10
    assert me.odds(state, "grey").tokens["crossbowmen"] == Fraction(3, 10)
    assert me.odds(state, "Ruinen").left == 12


def test_face_down_garrison_turned_over_in_any_order_and_checked_by_pile():
    state = build(tiles={(1, 2): "core_6"})
    put(state, "k6c", "violet")
    put(state, "k6c", "white")
    before = snapshot(state)
    with refused(RuleViolation, "it is a grey token; the face-down tokens there came from the violet, white pile(s). (p. 3)"):
        me.decide_reveal(state, "k6c", ["Guardsmen"])
    assert snapshot(state) == before
    events = me.decide_reveal(state, "k6c", ["Gunners", "Ice Mages"])
    me.evolve_all(state, events)
    assert [(t.pile, t.token, t.face) for t in state.tokens["k6c"]] == [("violet", "ice_mages", "up"), ("white", "gunners", "up")]
    assert state.piles["white"].hidden == 0 and state.piles["white"].out == {"gunners": 1}
