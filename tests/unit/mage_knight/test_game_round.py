"""Spec §3 (one round, p. 4), §13.2 (dummy player, p. 15), A-5, A-6, A-8, A-20, A-24: exact numbers."""

import pytest

from mkref.core.chance import NeedAnswer
from mkref.core.errors import RuleViolation
from mkref.games.mage_knight.table import rules
from mk_table import Table, refused, two_players


def test_source_has_real_players_plus_2_dice_p3():
    t = Table()
    with pytest.raises(NeedAnswer) as need:
        t.events("prepare")
    assert need.value.request.count == 4  # 2 players + 2
    blitz = Table("blitz_conquest")
    with pytest.raises(NeedAnswer) as need:
        blitz.events("prepare")
    assert need.value.request.count == 5  # Blitz: one extra die (p. 19)


def test_source_rerolls_gold_and_black_until_half_basic_p3():
    assert rules.source_ok(["red", "gold", "black", "blue"])  # 2 of 4: half is enough
    assert not rules.source_ok(["red", "gold", "black", "black"])
    t = Table()
    with pytest.raises(NeedAnswer) as need:
        t.events("prepare", "red gold black black")
    assert need.value.request.count == 3 and "reroll" in need.value.request.prompt
    events = t.events("prepare", "red gold black black", "gold gold blue", "peasants foresters herbalists thugs")
    # the first reroll gave only one basic die (2 of 4): enough
    assert events[0]["source"] == ["red", "gold", "gold", "blue"]


def test_depleted_dice_black_by_day_gold_at_night_p5():
    assert rules.depleted("black", "day") and not rules.depleted("gold", "day")
    assert rules.depleted("gold", "night") and not rules.depleted("black", "night")
    t = Table().start(source="red black gold blue")
    with pytest.raises(RuleViolation) as no:
        t.events("die black")
    assert no.value.ref == "p. 5"
    t.do("die gold")
    with refused("one Source die", RuleViolation):
        t.events("die red")
    t.events("die red extra")


def test_unit_offer_real_players_plus_2_regular_before_a_core_tile_p4():
    assert rules.unit_offer_ranks(4, core_revealed=False) == ["regular"] * 4
    assert rules.unit_offer_ranks(5, core_revealed=True) == ["elite", "regular", "elite", "regular", "elite"]
    assert rules.unit_offer_ranks(4, core_revealed=True, elite_allowed=False) == ["regular"] * 4
    t = Table()
    with pytest.raises(NeedAnswer) as need:
        t.events("prepare", "red blue green white")
    assert need.value.request.count == 4 and need.value.request.key == "units_regular"


def test_tactics_lowest_fame_first_ties_lower_in_column_p4():
    assert rules.tactic_choice_order([("A", 0, 0), ("B", 0, 1), ("C", 3, 2)]) == ["B", "A", "C"]
    assert rules.tactic_choice_order([("A", 5, 0), ("B", 2, 1)]) == ["B", "A"]
    t = Table()
    t.do("prepare", "red blue green white", "peasants foresters herbalists thugs")
    assert t.state["choosers"] == ["Ben", "Anna"]  # round 1: the last hero chooser picks first
    with refused("Next to choose a tactic: Ben, not Anna", RuleViolation):
        t.events("tactic Anna 3")
    t.do("tactic 5")
    with refused("not available", RuleViolation):
        t.events("tactic 5")
    t.do("tactic 2")
    assert t.state["order"] == ["Anna", "Ben"]  # re-sorted by tactic number: 2 before 5
    assert t.state["phase"] == "turns"


def test_end_of_round_announced_others_get_one_last_turn_p4():
    t = two_players()
    assert t.state["order"] == ["Ben", "Anna"]
    t.do("announce")
    assert t.state["round_end"]["remaining"] == ["Anna"]
    with refused("already announced", RuleViolation):
        t.events("announce")
    t.do("end")
    assert t.state["phase"] == "round_over"
    t.do("prepare", "red blue green white", "peasants foresters herbalists thugs")
    assert t.state["round"] == 2 and t.state["time"] == "night"


def test_round_limit_ends_the_game_p4():
    t = Table("blitz_conquest")
    assert t.state["round_limit"] == 4
    t.state["round"] = 4
    t.do("prepare", "red blue green white gold", "peasants foresters herbalists thugs scouts")
    t.do("tactic 1")
    t.do("tactic 2")
    t.do("announce")
    t.do("end")
    assert t.state["phase"] == "game_over" and t.state["ended"] == "round_limit"


def test_units_readied_each_round_wounded_stay_wounded_p4():
    t = two_players()
    ben = t.player("Ben")
    ben["units"].append({"id": "peasants", "uid": "peasants", "ready": False, "wounds": 1})
    t.do("announce")
    t.do("end")
    t.do("prepare", "red blue green white", "peasants foresters herbalists thugs")
    assert t.player("Ben")["units"][0] == {"id": "peasants", "uid": "peasants", "ready": True, "wounds": 1}


def solo() -> Table:
    t = Table("solo_conquest", "Anna:Tovak", options=("--dummy", "goldyx"))
    return t


def test_dummy_starts_with_one_crystal_per_dot_p15():
    t = solo()
    dummy = t.player("Dummy")
    assert dummy["crystals"] == {"red": 0, "blue": 1, "white": 0, "green": 2}  # Goldyx: green, green, blue (AMBIG-12)
    assert sum(dummy["deck"].values()) == 16
    assert t.player("Anna")["crystals"] == {"red": 0, "blue": 0, "white": 0, "green": 0}


def test_dummy_not_counted_for_dice_and_units_p15():
    t = solo()
    with pytest.raises(NeedAnswer) as need:
        t.events("prepare")
    assert need.value.request.count == 3  # 1 real player + 2


def test_solo_tactics_player_first_dummy_at_random_p19():
    t = solo()
    t.do("prepare", "red blue green", "peasants foresters herbalists")
    assert t.state["choosers"] == ["Anna", "Dummy"]
    t.do("tactic 4", "the_right_moment")
    assert t.player("Dummy")["tactic"] == "the_right_moment"
    assert t.state["order"] == ["Anna", "Dummy"]


def test_dummy_turn_reveals_3_then_1_per_crystal_of_the_last_colour_p15():
    t = solo()
    t.do("prepare", "red blue green", "peasants foresters herbalists")
    t.do("tactic 1", "planning")
    t.do("end")
    with pytest.raises(NeedAnswer) as need:
        t.events("dummy")
    assert need.value.request.count == 3
    # last card green, the dummy holds 2 green crystals: 2 more cards
    events = t.do("dummy", "red blue green", "white white")
    assert events[0]["revealed"] == ["red", "blue", "green"] and events[0]["extra"] == ["white", "white"]
    assert sum(t.player("Dummy")["deck"].values()) == 11
    t.do("end")
    events = t.do("dummy", "red blue red")  # no red crystal: the turn ends
    assert events[0]["extra"] == []
    assert rules.dummy_extra_reveals("blue", {"blue": 1}) == 1


def test_dummy_with_an_empty_deck_announces_the_end_of_the_round_p15():
    t = solo()
    t.do("prepare", "red blue green", "peasants foresters herbalists")
    t.do("tactic 1", "planning")
    t.player("Dummy")["deck"] = {"red": 0, "blue": 0, "white": 0, "green": 0}
    t.do("end")
    events = t.do("dummy")
    assert events[0]["type"] == "announced" and t.state["round_end"]["remaining"] == ["Anna"]


def test_dummy_fewer_cards_than_needed_reveals_what_is_left_p15():
    t = solo()
    t.do("prepare", "red blue green", "peasants foresters herbalists")
    t.do("tactic 1", "planning")
    t.player("Dummy")["deck"] = {"red": 0, "blue": 0, "white": 1, "green": 1}
    t.do("end")
    with pytest.raises(NeedAnswer) as need:
        t.events("dummy")
    assert need.value.request.count == 2


def test_dummy_gains_aa_in_deck_and_crystal_of_the_spell_colour_uncapped_p15():
    t = solo()
    t.do("prepare", "red blue green", "peasants foresters herbalists")
    t.do("tactic 1", "planning")
    t.player("Dummy")["crystals"]["blue"] = 3
    t.do("announce")
    t.do("dummy", "red red red")
    assert t.state["phase"] == "round_over"
    t.do("prepare", "red blue green", "peasants foresters herbalists", "white", "blue")
    dummy = t.player("Dummy")
    assert dummy["crystals"]["blue"] == 4  # the dummy may hold more than 3 (p. 15)
    assert sum(dummy["deck"].values()) == 17 and dummy["deck"]["white"] == 5
    # Solo Conquest: both tactics of the last round leave the game (p. 19)
    assert {"early_bird", "planning"} <= set(t.state["tactics_removed"])


def test_coop_dummy_draws_its_tactic_first_p20():
    t = Table("full_coop", "Anna:Tovak", "Ben:Goldyx", options=("--dummy", "norowas"))
    events = t.do("prepare", "red blue green white", "peasants foresters herbalists thugs", "planning")
    assert events[0]["dummy_tactic"] == "planning"
    assert "planning" not in t.state["tactics_available"]


def test_conquer_and_hold_regular_units_until_round_4_with_2_players_p22():
    t = Table("conquer_and_hold").start()
    t.state["revealed"]["core"] = 1
    t.state["round"] = 2
    t.do("announce")
    t.do("end")
    with pytest.raises(NeedAnswer) as need:
        t.events("prepare", "red blue green white")
    assert need.value.request.key == "units_regular" and need.value.request.count == 4  # round 3: still regular
    t.state["round"] = 3
    with pytest.raises(NeedAnswer) as need:
        t.events("prepare", "red blue green white")
    assert need.value.request.key == "units_elite" and need.value.request.count == 2  # round 4: E, R, E, R


def test_prepare_prints_the_round_checklist_p4():
    from mkref.games.mage_knight.table.game import GAME

    t = two_players()
    t.do("announce")
    t.do("end")
    events = t.do("prepare", "red blue green white", "peasants foresters herbalists thugs")
    text = "\n".join(GAME.describe(t.state, events))
    assert "Flip the Day/Night board: Night" in text and "Spell offer: the lowest card goes under the deck" in text


def test_mines_liberation_reputation_and_a_crystal_each_round_p20():
    t = Table("mines_liberation").start()
    t.do("liberate blue core")
    ben = t.player("Ben")
    assert ben["reputation"] == 2 and ben["mine_sites"] == {"countryside": 0, "core": 1}
    t.do("liberate green")
    assert t.player("Ben")["reputation"] == 3
    t.do("announce")
    t.do("end")
    t.do("prepare", "red blue green white", "peasants foresters herbalists thugs")
    assert t.player("Ben")["crystals"] == {"red": 0, "blue": 1, "white": 0, "green": 1}
    with refused("only in Mines Liberation", RuleViolation):
        two_players().events("liberate red")


def test_one_to_return_portal_closes_after_day_1_p22():
    t = Table("one_to_return").start()
    t.do("play 2 move")
    t.do("move plains")  # Ben leaves the Portal; Anna never does
    t.do("end")
    t.do("announce")  # Anna
    t.do("end")  # Ben's last turn of Day 1
    t.do("prepare", "red blue green white", "peasants foresters herbalists thugs")
    assert t.player("Anna")["eliminated"] and t.state["choosers"] == ["Ben"]
    t.do("tactic 1")
    assert t.state["order"] == ["Ben"]


def test_druid_nights_glades_chant_double_fame_crystals_p21():
    from mkref.core.chance import NeedAnswer

    t = Table("druid_nights").start()
    t.do("play 3 move")
    t.do("move forest magical_glade")
    t.do("glade")
    with refused("already marked", RuleViolation):
        t.events("glade")
    with refused("first or the second Night", RuleViolation):
        t.events("chant")
    t.do("end")
    t.do("announce")  # Anna
    t.do("end")  # Ben's last turn of Day 1
    t.do("prepare", "red blue green white", "peasants foresters herbalists thugs")
    t.do("tactic 1")
    t.do("tactic 2")
    assert t.state["time"] == "night" and t.state["order"] == ["Anna", "Ben"]  # tie at 0 Fame: Anna was lower
    with refused("No glade bears your shield", RuleViolation):
        t.events("chant")
    t.do("end")  # Anna
    with pytest.raises(NeedAnswer) as need:
        t.events("chant")
    assert need.value.request.count == 1 and "brown" in need.value.request.prompt
    t.do("chant", "gargoyle")
    assert t.state["combat"]["fame_factor"] == 2 and t.state["cur"]["rewards"] == ["random_crystal"]
    for line in ("next", "block gargoyle: 5", "next", "attack gargoyle: 4 coldfire"):
        t.do(line)
    assert t.do("next")[0]["fame"] == 8  # gargoyle 4 Fame, doubled
    with refused("already chanted", RuleViolation):
        t.events("chant gargoyle")


def _last_turn_at_a_mine(ben_hand: int) -> Table:
    """Ben ends a turn on a blue Crystal Mine (+1 blue), then his deed deck is empty and his hand holds `ben_hand`
    cards when Anna, with an empty deed deck, announces the end of the round."""
    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", options=("--cards",)).start()
    for line in ("play march sideways move", "play rage sideways move", "play stamina sideways move", "move hills crystal_mine:blue", "end"):
        t.do(line)
    assert t.player("Ben")["crystals"]["blue"] == 1
    from mkref.games.mage_knight.cards.player_cards import deeds_of

    t.player("Ben")["deeds"].update(deck=0, hand=ben_hand)
    t.player("Anna")["deeds"] = {**deeds_of(t.player("Anna"), t.state), "deck": 0}  # Anna's deed deck is empty, 5 cards in hand
    return t


def test_p6_no_card_in_deck_or_hand_after_the_announcement_forfeits_the_turn_mine_gives_nothing():
    # "Wenn du weder Karten auf der Hand noch in deinem Nachziehstapel hast, aber ein anderer Spieler bereits das
    # Rundenende angesagt hat, verfällt dein Zug" (p. 6 §3d); a forfeited turn ends at once, without the benefit of
    # the space, e.g. a Crystal Mine (§4). Ben's turn is skipped: the round is over and he has still 1 blue crystal.
    from mkref.games.mage_knight.table.game import GAME

    t = _last_turn_at_a_mine(ben_hand=0)
    events = t.do("announce")
    assert t.state["phase"] == "round_over" and t.player("Ben")["crystals"]["blue"] == 1
    assert any("Ben has no card in the deed deck or in hand" in line for line in GAME.describe(t.state, events))
    german = "\n".join(GAME.describe(t.state, events, "de"))
    assert "der Zug entfällt und endet sofort" in german and "(S. 6)" in german


def test_p6_one_card_in_hand_after_the_announcement_still_gets_the_last_turn():
    t = _last_turn_at_a_mine(ben_hand=1)
    t.do("announce")
    assert t.state["phase"] == "turns" and t.state["cur"]["player"] == "Ben"
    t.do("end")
    assert t.state["phase"] == "round_over" and t.player("Ben")["crystals"]["blue"] == 2  # the mine gives its crystal (p. 11)
