# The core's general Pile went in issue 10: no game used it (Mage Knight's token piles track face-down
# draws nobody saw, mkref/games/mage_knight/map/piles.py, tested in tests/unit/mage_knight/test_piles_tokens.py).
import random

import pytest

from mkref.core.chance import NeedAnswer, Request, roll, seeded_rng
from mkref.core.errors import InvalidInput


def test_request_parse():
    dice = Request("src", "Source", ("red", "blue", "green", "white", "gold", "black"), count=3)
    assert dice.parse("red, Blue gold") == ["red", "blue", "gold"]
    assert dice.parse("r bl go") == ["red", "blue", "gold"]
    with pytest.raises(InvalidInput, match="expected 3"):
        dice.parse("red")
    with pytest.raises(InvalidInput):
        dice.parse("red blue pink")


def test_roll_is_seeded_and_respects_the_pile():
    dice = Request("src", "Source", ("1", "2", "3", "4", "5", "6"), count=5)
    assert roll(dice, seeded_rng(42, 3)) == roll(dice, seeded_rng(42, 3))
    bag = Request("d", "Draw", ("a", "b"), count=2, weights=(1, 1))
    assert sorted(roll(bag, random.Random(1))) == ["a", "b"]
    with pytest.raises(InvalidInput):
        roll(Request("d", "Draw", ("a",), count=2, weights=(1,)), random.Random(1))


def test_need_answer_carries_the_request():
    req = Request("k", "A die", ("1", "2"))
    assert NeedAnswer(req).request is req


def test_request_names_english_german_and_several_words():
    names = (("wolf_riders", "Wolf Riders", "Wolfsreiter"), ("diggers", "Diggers", "Gräber"), ("werewolf", "Werewolf", "Werwolf"))
    draw = Request("t", "The green token", ("wolf_riders", "diggers"), names=names)
    assert draw.parse("Wolfsreiter") == ["wolf_riders"]
    assert draw.parse("wolf riders") == ["wolf_riders"]
    assert draw.parse("graeber") == ["diggers"]
    two = Request("t", "Two tokens", ("wolf_riders", "diggers"), count=2, names=names)
    assert two.parse("Wolf Riders Diggers") == ["wolf_riders", "diggers"]
    assert two.parse("Wolfsreiter, Gräber") == ["wolf_riders", "diggers"]
    # a known name that cannot come up, and a word nobody knows, are told apart
    with pytest.raises(InvalidInput, match=r"'Werwolf' \(Werewolf\) cannot come up here") as known:
        draw.parse("Werwolf")
    assert "Possible answers: Wolf Riders, Diggers" in known.value.message()
    with pytest.raises(InvalidInput, match="'Wolfsritter' is not recognised") as unknown:
        draw.parse("Wolfsritter")
    assert "cannot come up" not in unknown.value.message()


def test_yes_no_in_english_and_german_is_a_table_fact():
    from mkref.core.chance import YES_NO_NAMES

    fact = Request("k", "Base contact?", ("yes", "no"), names=YES_NO_NAMES, chance=False)
    assert [fact.parse(w)[0] for w in ("ja", "nein", "j", "n", "y", "No", "JA")] == ["yes", "no", "yes", "no", "yes", "no", "yes"]
    assert fact.chance is False and Request("d", "A die", ("1", "2")).chance is True


def test_roll_options_roll_a_die_for_a_yes_no_fact():
    """A disputed table fact is rolled with a die (miniatures, p. 20): 'roll' answers with the die, not yes/no."""
    req = Request("contact", "In contact?", ("yes", "no"), chance=False, roll_options=tuple("123456"))
    faces = {roll(req, random.Random(seed))[0] for seed in range(200)}
    assert faces == set("123456")
    assert roll(Request("contact", "In contact?", ("yes", "no")), random.Random(1))[0] in ("yes", "no")
