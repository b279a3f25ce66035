"""[V4] Solo offer control applied to the tracked card offers (A-V4, I-33): at a new round the lowest card of
each offer leaves, the middle one too when the player says so (asked before new cards are revealed, RV4-3),
the rest slide down and new cards fill the top. Offers are written top first."""

from __future__ import annotations

import pytest

from mkref.core.chance import NeedAnswer
from mkref.core.events import Command
from mkref.games.mage_knight.cards import table as cards_table
from mkref.games.mage_knight.volkare import offer_control

AA = ["fire_bolt", "ice_bolt", "swift_bolt"]   # top, middle, lowest
SPELLS = ["fireball", "snowstorm", "expose"]


def state(variants: list[str]) -> dict:
    return {"lang": "en", "parts": ["cards", "lost_legion"], "players": [{"name": "Anna", "deeds": {"owned": {}}}],
            "card_offers": {"advanced_actions": list(AA), "spells": list(SPELLS), "common_skills": [], "units": []},
            "lost_legion_variants": {"variants": variants, "rounds": {}}}


def offers_after(s: dict, answers: dict) -> dict:
    events = cards_table.new_round_offers(s, Command("prepare", [], "prepare", answers))
    return events[0]["offers"]


def test_V4_the_middle_card_is_asked_before_any_new_card():
    with pytest.raises(NeedAnswer) as asked:
        offers_after(state(["solo_offer_control"]), {})
    assert asked.value.request.key == "v4_middle_advanced_actions" and asked.value.request.ref == "[V4]"


def test_V4_lowest_only_one_new_card_on_top():
    # AA: swift_bolt (lowest) leaves, fire_bolt and ice_bolt slide down, crushing_bolt comes on top
    got = offers_after(state(["solo_offer_control"]), {
        "v4_middle_advanced_actions": ["no"], "v4_new_advanced_actions": ["crushing_bolt"],
        "v4_middle_spells": ["no"], "v4_new_spells": ["tremor"]})
    assert got["advanced_actions"] == ["crushing_bolt", "fire_bolt", "ice_bolt"]
    assert got["spells"] == ["tremor", "fireball", "snowstorm"]


def test_V4_lowest_and_middle_two_new_cards():
    # Spells: expose (lowest) and snowstorm (middle) leave, fireball slides to the lowest place; the first card
    # revealed takes the middle place, the second the top
    got = offers_after(state(["solo_offer_control"]), {
        "v4_middle_advanced_actions": ["no"], "v4_new_advanced_actions": ["crushing_bolt"],
        "v4_middle_spells": ["yes"], "v4_new_spells": ["tremor"], "v4_new_spells_2": ["flame_wall"]})
    assert got["spells"] == ["flame_wall", "tremor", "fireball"]
    assert "snowstorm" not in got["spells"] and "expose" not in got["spells"]


def test_V4_a_card_just_revealed_cannot_come_up_again():
    with pytest.raises(NeedAnswer) as asked:
        offers_after(state(["solo_offer_control"]), {
            "v4_middle_advanced_actions": ["yes"], "v4_new_advanced_actions": ["crushing_bolt"]})
    assert asked.value.request.key == "v4_new_advanced_actions_2"
    assert "crushing_bolt" not in asked.value.request.options and "fire_bolt" not in asked.value.request.options


def test_without_V4_the_normal_refresh_p4():
    got = offers_after(state([]), {"aa_refresh": ["crushing_bolt"], "spell_refresh": ["tremor"]})
    assert got["advanced_actions"] == ["crushing_bolt", "fire_bolt", "ice_bolt"]


def test_V4_question_in_german():
    with pytest.raises(NeedAnswer) as asked:
        offers_after(state(["solo_offer_control"]), {})
    from mkref.core.messages import say

    assert "auch die mittlere (ice_bolt) entfernen? (ja/nein)" in say(asked.value.request.prompt, "de")
    assert offer_control.active(state(["solo_offer_control"])) and not offer_control.active({})
