"""The facts, the settings for every I-nn of spec section 25, and the message catalogue."""

from __future__ import annotations

from pathlib import Path

import pytest

from mkref.core.errors import InvalidInput
from mkref.games.knight_tales import data
from mkref.games.knight_tales.messages import MESSAGES
from mkref.games.knight_tales.settings import Settings

SPECS = Path(__file__).resolve().parents[2] / "data" / "sources" / "specs.toml"  # the spec's ids (sources/README.md)


def test_every_message_has_english_and_german_with_the_same_placeholders():
    assert MESSAGES.problems() == []


def test_every_i_nn_default_is_a_setting():
    ids = {s.ambiguity for s in data.load().settings.values()}
    assert ids == {f"I-{n:02d}" for n in range(1, 44)}
    import tomllib

    in_spec = set(tomllib.loads(SPECS.read_text(encoding="utf-8"))["knight_tales_ambiguities"])
    assert len(in_spec) == 43 and in_spec <= ids


def test_settings_take_only_their_options():
    s = Settings({"dice_cap_order": "net_then_cap", "I-02": "1"})
    assert s["dice_cap_order"] == "net_then_cap" and s["order_double_sword"] == 1
    assert s.changed() == {"dice_cap_order": "net_then_cap", "order_double_sword": 1}
    with pytest.raises(InvalidInput):
        Settings({"dice_cap_order": "sometimes"})


def test_facts_carry_pages_and_the_card_data_is_checked():
    facts = data.load()
    assert facts.section("dice")["max_per_kind"] == 4 and facts.ref("dice") == "p. 18"
    assert facts.section("village")["hit_points"] == 3
    assert data.check_cards({"monsters": {"x": {"name": {"en": "X", "de": "X"}, "ref": "p. 1", "black": -1}}}, facts.game)
    assert data.check_cards({"trophies": {"x": {"name": {"en": "X", "de": "X"}, "ref": "p. 9", "factions": ["orc"]}}}, facts.game)
    assert data.resolve_card("monsters", "Zentaur") == "centaur"
