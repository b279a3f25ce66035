"""The cards in the tracked game's state (cards/table.py): playing by name adds the points to the turn and
takes the mana from the Source and the crystals; the forced announcement; rest; the even-level choice."""

from __future__ import annotations

import pytest

from mkref.core.chance import NeedAnswer
from mkref.core.errors import RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.cards import deck, table


def state(hero: str = "tovak", time: str = "day", crystals: dict | None = None) -> dict:
    p = {"name": "Anna", "hero": hero, "dummy": False, "fame": 0, "reputation": 0, "hand_limit": 5, "wounds": 0,
         "crystals": {"red": 0, "blue": 0, "white": 0, "green": 0, **(crystals or {})}}
    p["deeds"] = deck.new(hero)
    cur = {"player": "Anna", "mode": "", "move": 0, "influence": 0, "heal": 0, "steps": 0, "action": "", "dice_used": []}
    return {"cards": True, "phase": "turns", "turn": 0, "order": ["Anna"], "players": [p], "cur": cur, "time": time,
            "source": ["red", "green", "gold", "black"], "round_end": None, "combat": None}


def run(s: dict, line: str, **answers) -> dict:
    words = line.split()
    command = Command(words[0], words[1:], line, {k: [v] for k, v in answers.items()})
    deciders = {"play": table.decide_play, "use": table.decide_skill, "levelup": table.decide_level, "offer": table.decide_offer}
    for event in deciders[words[0]](s, command):
        table.evolve(s, event)
    return s


def test_play_march_adds_move_to_the_turn():
    s = run(state(), "play march")
    assert s["cur"]["move"] == 2 and s["cur"]["mode"] == "normal"
    assert s["players"][0]["deeds"]["played"] == [["march", "basic"]]


def test_play_march_powered_takes_the_green_die_from_the_source_p5():
    s = run(state(), "play march powered")
    assert s["cur"]["move"] == 4 and s["cur"]["dice_used"] == [1]  # the green die, index 1


def test_powered_prefers_a_named_crystal():
    s = run(state(crystals={"green": 2}), "play march powered crystal green")
    assert s["players"][0]["crystals"]["green"] == 1 and s["cur"]["dice_used"] == []


def test_a_second_die_is_refused_without_a_card_p5():
    s = run(state(), "play march powered")
    with pytest.raises(RuleViolation, match="needs red mana"):
        run(s, "play rage powered")  # no red token or crystal, and the one die of the turn is used


def test_sideways_and_by_value():
    s = run(state(), "play rage sideways influence")
    assert s["cur"]["influence"] == 1
    assert table.decide_play(s, Command("play", ["4", "move"])) is None  # the game's by-value path
    assert "not check" in table.by_value_note("move", 4)
    assert "nicht" in table.by_value_note("move", 4, "de")


def test_attack_points_are_kept_for_the_combat():
    s = run(state(), "play rage attack")
    assert s["cur"]["combat_points"] == [["attack", 2, "melee", "physical"]]


def test_german_words():
    s = run(state(), "play Marsch stark Würfel grün")
    assert s["cur"]["move"] == 4


def test_forced_announcement_when_a_turn_starts_without_cards_p6():
    s = state()
    s["players"][0]["deeds"] = {**s["players"][0]["deeds"], "deck": 0, "hand": 0}
    with pytest.raises(RuleViolation, match="must announce"):
        table.check_turn_command(s, "move")
    table.check_turn_command(s, "announce")
    table.check_announce(s)
    with pytest.raises(RuleViolation, match="only with an empty deed deck"):
        table.check_announce(state())


def test_rest_checks_the_hand_p6():
    s = state()
    s["players"][0]["wounds"] = 1
    after = table.rest_deeds(s, slow=False, card="march")
    assert (after["hand"], after["wounds_hand"], after["discard"]) == (4, 0, 2)
    with pytest.raises(RuleViolation, match="only for a hand of Wounds"):
        table.rest_deeds(s, slow=True, card="")


def test_end_turn_asks_the_wounds_drawn_when_the_deck_holds_some():
    s = state()
    s["players"][0]["deeds"] = {**s["players"][0]["deeds"], "wounds_deck": 1}
    run(s, "play march")
    with pytest.raises(NeedAnswer):
        table.end_turn_deeds(s, Command("end", []), draw_to=5)
    after = table.end_turn_deeds(s, Command("end", [], "end", {"wounds_drawn": ["1"]}), draw_to=5)
    assert (after["hand"], after["wounds_hand"], after["deck"]) == (4, 1, 10)


def test_even_level_choice_is_recorded_p11():
    s = run(state(), "offer aa fire_bolt agility training")
    s["players"][0]["level_choices"] = 1
    with pytest.raises(NeedAnswer):
        run(s, "levelup shield_mastery cold_swordsmanship agility")
    run(s, "levelup shield_mastery cold_swordsmanship agility", aa_revealed="ice_bolt")
    p = s["players"][0]
    assert p["skill_tokens"]["owned"] == ["tovak_shield_mastery"] and p["deeds"]["top"] == ["agility"]
    assert s["card_offers"]["advanced_actions"] == ["ice_bolt", "fire_bolt", "training"]
    assert s["card_offers"]["common_skills"] == ["tovak_cold_swordsmanship"] and p["level_choices"] == 0
    with pytest.raises(RuleViolation, match="No even-level choice"):
        run(s, "levelup shield_mastery cold_swordsmanship agility", aa_revealed="ice_bolt")


def test_skill_used_once_a_turn_p5():
    s = state()
    s["players"][0]["skill_tokens"] = {"owned": ["tovak_double_time"], "used_turn": [], "face_down": [], "in_centre": []}
    run(s, "use double time")
    assert s["cur"]["move"] == 2
    with pytest.raises(RuleViolation, match="once a turn"):
        run(s, "use double time")
    for event in table.deeds_event(s, s["players"][0], table.deeds_of(s["players"][0], s), when="turn"):
        table.evolve(s, event)  # the end of the turn: the skill is usable again
    run(s, "use double time")


def test_untracked_games_refuse_cards_by_name_but_keep_values():
    s = {**state(), "cards": False}
    with pytest.raises(RuleViolation, match="--cards"):
        run(s, "play march")
    table.check_announce(s)  # not checked: the referee cannot know the deck


def test_buying_a_spell_pays_its_mana_and_takes_it_from_the_offer_p8():
    s = run(state(crystals={"red": 1}), "offer spells fireball chill cure")
    with pytest.raises(NeedAnswer):
        table.decide_buy(s, Command("buy", ["spell", "fireball"]), "spell")
    events = table.decide_buy(s, Command("buy", ["spell", "fireball"], "", {"offer_top": ["tremor"]}), "spell")
    for event in events:
        table.evolve(s, event)
    p = s["players"][0]
    assert p["deeds"]["top"] == ["fireball"] and p["deeds"]["owned"]["fireball"] == 1
    assert s["card_offers"]["spells"] == ["tremor", "chill", "cure"]
    assert p["crystals"]["red"] == 1 and s["cur"]["dice_used"] == [0]  # the red Source die paid
    with pytest.raises(RuleViolation, match="not in the Spell offer"):
        table.decide_buy(s, Command("buy", ["spell", "mana_bolt"], "", {"offer_top": ["tremor"]}), "spell")
