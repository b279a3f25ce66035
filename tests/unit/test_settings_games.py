"""Every game reads its table settings with the core's Settings (issue 21): the same text means the same value
in each game, and each game refuses in its own words."""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput
from mkref.games.knight_tales.settings import Settings as KnightTalesSettings
from mkref.games.mk_miniatures.settings import Settings as MiniSettings
from mkref.games.rune_age.setup import parse_args as rune_age_setup


def _rune_age(*sets: str) -> dict[str, object]:
    words = [w for s in sets for w in ("--set", s)]
    return rune_age_setup(["--scenario", "runewars", "--player", "Ann:Daqan", "--player", "Ben:Latari", *words])["settings"]


@pytest.mark.parametrize("text, value", [("1", True), ("0", False), ("yes", True), ("nein", False)])
def test_x_equals_1_is_true_in_every_game(text, value):
    """The divergence issue 21 found: `x=1` was true in the miniatures and refused in Knight Tales and Rune Age."""
    assert KnightTalesSettings({"voluntary_stop": text})["voluntary_stop"] is value
    assert MiniSettings({"vp_items": text})["vp_items"] is value
    assert _rune_age(f"tactic_strength={text}")["tactic_strength"] is value


def test_a_number_setting_is_a_number_and_true_is_not_one():
    assert KnightTalesSettings({"order_double_sword": "1"})["order_double_sword"] == 1
    with pytest.raises(InvalidInput) as refused:
        KnightTalesSettings({"order_double_sword": True})  # a sheet's `order_double_sword = true`
    assert refused.value.message() == "Setting order_double_sword (I-02) takes one of: 1, 2; not True. (p. 7)"


def test_a_choice_in_any_case_in_every_game():
    assert KnightTalesSettings({"dice_cap_order": "Net_Then_Cap"})["dice_cap_order"] == "net_then_cap"
    assert MiniSettings({"soar_halving": "FLOOR"})["soar_halving"] == "floor"
    assert _rune_age("target_once_per=Round")["target_once_per"] == "round"


def test_each_game_refuses_a_bad_value_in_its_own_words():
    with pytest.raises(InvalidInput) as knight_tales:
        KnightTalesSettings({"voluntary_stop": "maybe"})
    assert knight_tales.value.message() == "Setting voluntary_stop (I-12) takes true or false, not 'maybe'. (p. 20)"
    with pytest.raises(InvalidInput) as mini:
        MiniSettings({"vp_items": "maybe"})
    assert mini.value.message() == "Setting vp_items (A19) takes true or false: got 'maybe'. (p. 19)"
    with pytest.raises(InvalidInput) as rune_age:
        _rune_age("tactic_strength=maybe")
    assert rune_age.value.message() == "tactic_strength cannot be 'maybe'; choices: True, False. (p. 14)"


@pytest.mark.parametrize("pair", ["tactic_strength", "tactic_strength=", "=true"])
def test_key_value_needs_both_in_every_game(pair):
    from mkref.games.knight_tales.settings import parse_assignments as knight_tales_pairs
    from mkref.games.mk_miniatures.settings import parse_assignments as mini_pairs

    for read in (knight_tales_pairs, mini_pairs):
        with pytest.raises(InvalidInput) as refused:
            read([pair])
        assert f"Cannot read the setting '{pair}'" in refused.value.message()
    with pytest.raises(InvalidInput) as refused:
        _rune_age(pair)
    assert refused.value.message().startswith(f"--set needs KEY=VALUE, not '{pair}'")
