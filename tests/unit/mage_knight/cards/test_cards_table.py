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
    with pytest.raises(RuleViolation, match="needs red mana: no token or crystal of it, and the Source die of this turn is already taken"):
        run(s, "play rage powered")  # a red die lies in the Source, but the one die of the turn is used (p. 5 §3)


def test_a_choice_named_by_its_number_is_not_points_by_value_p4():
    # The refusal lists the options as '1 = ..., 4 = gain 1 green crystal'; typing the number must pick it.
    s = run(state("goldyx"), "play Willenskraft 4")  # two words: the card and its option
    assert s["players"][0]["crystals"]["green"] == 1 and s["cur"]["move"] == 0
    assert table.decide_play(state(), Command("play", ["4", "move"])) is None  # still points by value


@pytest.mark.parametrize("line, colour", [("play Willenskraft blau", "blue"), ("play Willenskraft rotes Mana", "red"),
                                          ("play will focus white", "white")])
def test_a_mana_choice_by_its_colour_in_either_language_p5(line: str, colour: str):
    s = run(state("goldyx"), line)
    assert s["cur"]["tokens"] == {colour: 1}


@pytest.mark.parametrize("line", ["play Willenskraft grüner Kristall", "play will focus green crystal"])
def test_a_choice_named_by_two_words_p5(line: str):
    s = run(state("goldyx"), line)
    assert s["players"][0]["crystals"]["green"] == 1 and s["cur"].get("tokens", {}) == {}


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


def spell_state(source: list[str], crystals: dict | None = None, where: str = "hand") -> dict:
    s = state(time="night", crystals=crystals)
    s["source"] = source
    s["players"][0]["deeds"] = deck.gain(s["players"][0]["deeds"], "fireball", where)
    return s


def test_spell_powered_at_night_takes_black_from_the_die_and_red_from_a_crystal_p4_p5():
    # Firestorm at Night costs red + black (p. 4 §3b). Black exists only as a die or token (p. 5 §2), and one die a
    # turn may be taken (p. 5 §3): with a red crystal and the red and black dice in the Source, the die pays black.
    s = run(spell_state(["red", "black", "blue"], {"red": 1}), "play fireball powered")
    assert s["cur"]["combat_points"] == [["attack", 8, "siege", "fire"]]
    assert s["cur"]["dice_used"] == [1] and s["players"][0]["crystals"]["red"] == 0
    assert s["players"][0]["wounds"] == 1  # Firestorm: take a Wound


def test_spell_powered_with_one_die_for_two_mana_says_why_p5():
    s = spell_state(["red", "black", "blue"])
    with pytest.raises(RuleViolation, match="needs black mana: no token or crystal of it, and the Source die of this turn is already taken or pays"):
        run(s, "play fireball powered")


def test_a_card_gained_lies_on_top_of_the_deed_deck_p5():
    s = spell_state(["red", "black"], {"red": 1}, where="top")
    with pytest.raises(RuleViolation, match="lies on top of your deed deck"):
        run(s, "play fireball")


def with_card(card: str) -> dict:
    s = state()
    s["players"][0]["deeds"] = deck.gain(s["players"][0]["deeds"], card, "hand")
    return s


def test_a_token_of_the_players_choice_is_named_and_tracked_p5():
    # Blood Ritual: a Wound, a red token and a token of any colour; the powered effect three tokens of any colours.
    # "Besagt eine Wirkung, dass du 1 Manamarker erhältst, nimmst du 1 Manamarker der angegebenen Farbe" (p. 5):
    # the token lies in the play area and pays a powered card later, so its colour must be known.
    with pytest.raises(RuleViolation, match="name the colour you gain"):
        run(with_card("blood_ritual"), "play blood ritual")
    s = run(with_card("blood_ritual"), "play Blutritual blau")
    assert s["cur"]["tokens"] == {"red": 1, "blue": 1} and s["players"][0]["wounds"] == 1
    s = run(s, "play stamina powered")  # Stamina is blue: the blue token pays it, no die is taken
    assert s["cur"]["tokens"] == {"red": 1, "blue": 0} and s["cur"]["dice_used"] == []


def test_three_tokens_one_colour_for_all_or_one_each_p5():
    s = run(with_card("blood_ritual"), "play blood ritual powered die red white")
    assert s["cur"]["tokens"] == {"white": 3}
    s = run(with_card("blood_ritual"), "play blood ritual powered die red white green black")
    assert s["cur"]["tokens"] == {"white": 1, "green": 1, "black": 1}
    with pytest.raises(RuleViolation, match="one for all or one each of the 3"):
        run(with_card("blood_ritual"), "play blood ritual powered die red white green")


def test_crystallize_powered_gains_the_crystal_named_p5():
    s = state()
    s["source"] = ["blue", "red"]
    s = run(s, "play Kristallisieren stark grün")  # paid with the blue die
    assert s["players"][0]["crystals"]["green"] == 1 and s["cur"]["dice_used"] == [0]
    with pytest.raises(RuleViolation, match="name the colour you gain"):
        run(state(crystals={"blue": 1}), "play crystallize powered gold")  # a crystal is never gold (p. 5 §2)


def skilled(*owned: str, wounds: int = 0, hero: str = "tovak") -> dict:
    from mkref.games.mage_knight.cards import skill_use

    s = state(hero)
    s["players"][0]["skill_tokens"] = {**skill_use.new(), "owned": list(owned)}
    s["players"][0]["wounds"] = wounds
    return s


def test_i_feel_no_pain_discards_a_wound_and_draws_a_card_p5():
    # Tovak's skill: discard 1 Wound from hand; if you do, draw a card (skills.csv). It crashed ('hand').
    s = run(skilled("tovak_i_feel_no_pain", wounds=1), "use Ich spüre keinen Schmerz")
    deeds = table.deeds_of(s["players"][0], s)
    assert s["players"][0]["wounds"] == 0 and (deeds["deck"], deeds["hand"], deeds["wounds_discard"]) == (10, 6, 1)
    with pytest.raises(RuleViolation, match=r"discards a Wound from your hand, no other card \(you hold 0"):
        run(skilled("tovak_i_feel_no_pain"), "use i feel no pain")
    with pytest.raises(RuleViolation, match="no other card"):
        run(skilled("tovak_i_feel_no_pain", wounds=1), "use i feel no pain with march")


def test_a_skill_draws_from_the_deed_deck_and_gives_its_crystal_and_token_p5():
    s = run(skilled("tovak_motivation"), "use motivation")  # draw 2 cards
    deeds = table.deeds_of(s["players"][0], s)
    assert (deeds["deck"], deeds["hand"]) == (9, 7)
    s = run(skilled("goldyx_white_crystal_craft", hero="goldyx"), "use white crystal craft")  # a blue crystal, a white token
    assert s["players"][0]["crystals"]["blue"] == 1 and s["cur"]["tokens"] == {"white": 1}
    s = run(s, "play promise powered")  # Promise is white: the token pays it, no die is taken
    assert s["cur"]["influence"] == 4 and s["cur"]["dice_used"] == [] and s["cur"]["tokens"] == {"white": 0}


@pytest.mark.parametrize("line", ["play improvisation attack with", "play Improvisation Angriff mit"])
def test_with_and_no_card_after_it_is_a_clear_refusal(line: str):
    from mkref.core.errors import InvalidInput

    with pytest.raises(InvalidInput, match="Which card"):  # it crashed with IndexError
        run(state(), line)


def test_a_bare_number_is_points_by_value_not_a_card():
    # '4' alone at the prompt is 'play 4': the by-value path asks for the kind, not "Unknown card '4'"
    assert table.decide_play(state(), Command("play", ["4"])) is None


def test_mana_draw_powered_gives_two_tokens_that_pay_later_cards_p5():
    # Mana Draw powered (p. 4 §3a: 1 white mana) gives 2 mana tokens of a colour but gold (cards.csv); they lie in the
    # play area and pay powered effects this turn (p. 5 §1a). Before, the tokens were text only: 'no green token'.
    s = state()
    s["source"] = ["white", "red"]
    s = run(s, "play Manaziehen stark grün")  # the white die pays it
    assert s["cur"]["tokens"] == {"green": 2} and s["cur"]["dice_used"] == [0]
    s = run(s, "play march powered")
    s = run(s, "play march powered token green")
    assert s["cur"]["move"] == 8 and s["cur"]["tokens"] == {"green": 0}


def test_mana_pull_powered_gives_one_token_of_each_colour_named_p5():
    s = state("arythea")
    s["source"] = ["white"]
    s = run(s, "play mana pull powered red black")
    assert s["cur"]["tokens"] == {"red": 1, "black": 1}


@pytest.mark.parametrize("line, points", [("play pure magic die gold blue", [["block", 4, "melee", "physical"]]),
                                          ("play Reine Magie Würfel gold blau", [["block", 4, "melee", "physical"]])])
def test_gold_paid_for_a_colour_effect_counts_as_the_colour_named_p5(line: str, points: list):
    # "In Tagrunden kann goldenes Mana als Mana beliebiger Grundfarbe benutzt werden" (p. 5 §2a): Pure Magic paid
    # with the gold die is the blue branch, Block 4, when blue is named. It crashed with StopIteration.
    s = with_card("pure_magic")
    s["source"] = ["gold", "red"]
    assert run(s, line)["cur"]["combat_points"] == points


def test_gold_for_a_colour_effect_without_the_colour_named_is_refused_p5():
    s = state()
    s["source"] = ["gold"]
    with pytest.raises(RuleViolation, match="gold mana counts as a basic colour of your choice"):
        run(s, "play crystallize die gold")
    assert run(s, "play Kristallisieren Würfel gold grün")["players"][0]["crystals"]["green"] == 1


def test_even_level_option_two_takes_another_players_skill_p11():
    # "Nimm ein Plättchen eines anderen Spielers aus dem allgemeinen Fähigkeitenangebot ... Nimm zusätzlich die
    # unterste Karte aus dem Angebot der Fortgeschrittenen Aktionen" (p. 11 §6b).
    s = run(state(), "offer aa fire_bolt agility training")
    s["card_offers"]["common_skills"] = ["tovak_cold_swordsmanship", "goldyx_freezing_power"]
    s["players"][0]["level_choices"] = 1
    with pytest.raises(RuleViolation, match="skill of your own hero"):
        run(s, "levelup common cold_swordsmanship shield_mastery double_time", aa_revealed="ice_bolt")
    run(s, "levelup common goldyx_freezing_power shield_mastery double_time", aa_revealed="ice_bolt")
    p = s["players"][0]
    assert p["skill_tokens"]["owned"] == ["goldyx_freezing_power"] and p["deeds"]["top"] == ["training"]
    assert s["card_offers"]["common_skills"] == ["tovak_cold_swordsmanship", "tovak_shield_mastery", "tovak_double_time"]


def test_play_alone_asks_which_card():
    from mkref.core.errors import InvalidInput

    with pytest.raises(InvalidInput, match="Which card"):
        table.decide_play(state(), Command("play", []))


@pytest.mark.parametrize("line, influence", [("play in need wounds=2", 5), ("play Hilfsbedürftig Verletzungen=1", 4)])
def test_a_count_typed_with_the_card_is_used_p5(line: str, influence: int):
    # The README's `play CARD wounds=2`: In Need is Influence 3, +1 per Wound (cards.csv, rebalanced). The count was
    # folded into 'wounds_2' and never read: "In Need: say how many (wound)".
    assert run(with_card("in_need"), line)["cur"]["influence"] == influence


@pytest.mark.parametrize("line, points", [
    ("play cold toughness ice attack", ["attack", 2, "melee", "ice"]),
    ("play Eiskalte Zähigkeit Eisblock", ["block", 3, "melee", "ice"]),
    ("play eiskalte zaehigkeit eis angriff", ["attack", 2, "melee", "ice"]),
    ("play Eiskalte Zähigkeit stark traits=2", ["block", 7, "melee", "ice"]),  # Ice Block 5 +1 per trait
])
def test_element_options_named_in_either_language_p4(line: str, points: list):
    s = state()
    s["source"] = ["blue"]
    assert run(s, line)["cur"]["combat_points"] == [points]
