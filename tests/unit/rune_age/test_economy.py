"""Purchase, influence, keeping cards, resources (spec 6, 7.1, 7.2, 5.2; p. 7-8)."""

from __future__ import annotations

from mkref.games.rune_age import data

from .helpers import Table, give, two_players


def latari_first() -> Table:
    return Table("--scenario", "runewars", "--player", "Lea:Latari", "--player", "Dan:Daqan")


def test_p8_purchase_example_two_3_gold_and_a_1_gold_buy_pegasus_rider_and_storm_spellweaver():
    table = latari_first()
    give(table, "Lea", "gold3", 2)
    # the costs are not printed: asked once (here 2 and 3), then remembered for the game
    events = table.do('buy 3 3 1 for "Pegasus Rider" Sturmzauberweberin', "2", "3")
    bought = events[-1]
    assert (bought["gold"], bought["spent"]) == (7, 5)
    assert bought["items"] == ["latari-unit2", "latari-unit3"]
    lea = table.player("Lea")
    assert lea["owned"]["latari-unit2"] == 1 and lea["owned"]["latari-unit3"] == 1
    assert lea["barracks"] == {"1": 5, "2": 3, "3": 3, "5": 3}
    assert "  2 gold left over is lost (p. 7)." in table.lines(events)  # R-BUY-04
    assert table.state["facts"]["named:pegasus_rider.cost"] == 2


def test_p8_influence_example_two_strongholds_and_riverwatch_give_5_for_a_3_gold_card():
    table = Table("--scenario", "runewars", "--player", "Dan:Daqan", "--player", "Lea:Latari")
    dan = table.player("Dan")
    dan["strongholds"] = [True, True]
    dan["cities"] = [{"id": "riverwatch", "name": "Riverwatch", "ready": True}]
    events = table.do("influence stronghold stronghold Riverwatch for 3-gold")
    assert events[-1]["influence"] == 5 and events[-1]["spent"] == 5  # 1 + 1 + 3, the 3-gold card costs 5
    assert table.state["central"]["gold"]["gold3"] == 5  # 6 in a 2-player game, one taken
    assert dan["owned"]["gold3"] == 1
    assert dan["strongholds"] == [False, False] and dan["cities"][0]["ready"] is False  # R-INF-01


def test_r_buy_01_r_res_03_a_purchase_paid_with_influence_is_refused_p7():
    table = latari_first()
    table.player("Lea")["strongholds"] = [True]
    error = table.refused("buy stronghold for unit1")
    assert error.ref == "p. 7" and "gives influence, not gold" in error.message()
    error = table.refused("buy influence for unit1")
    assert error.ref == "p. 7"


def test_r_inf_02_r_res_03_influence_does_not_buy_racial_units_and_gold_does_not_buy_neutral_cards():
    table = latari_first()
    table.player("Lea")["strongholds"] = [True]
    assert table.refused("influence stronghold for unit1").ref == "p. 8"
    assert "gold buys racial units" in table.refused("buy 1 for Manticore").message()
    assert table.refused("influence 1 for gold1").ref == "p. 8"  # gold is not influence


def test_r_buy_05_own_barracks_only_and_not_more_than_the_gold():
    table = latari_first()
    assert table.refused("buy 1 for waiqar-unit1").ref == "p. 7"
    error = table.refused("buy 1 1 1 for stronghold")
    assert "costs 4 gold, the gold played is 3" in error.message() and error.ref == "p. 8"
    assert table.refused("buy 1 1 1 1 1 1 for stronghold").message().startswith("6 x 1-gold: you own only 5")


def test_r_buy_02_r_state_02_a_bought_stronghold_enters_ready_r_res_01_for_4_gold():
    table = latari_first()
    table.do("buy 1 1 1 1 for Festung")
    lea = table.player("Lea")
    assert lea["strongholds"] == [True] and lea["barracks_strongholds"] == 2
    assert data.cards()["stronghold"]["cost"] == 4 and data.cards()["stronghold"]["strength"] == 2


def test_r_buy_03_one_gold_card_pays_for_two_units():
    table = two_players()
    give(table, "Ann", "gold2")
    events = table.do("buy 2 for unit1 unit1")  # p. 7: one 2-gold card, two Undead Hordes
    assert events[-1]["spent"] == 2 and table.player("Ann")["owned"]["waiqar-unit1"] == 5


def test_r_inf_03_influence_left_over_is_lost():
    table = two_players()
    ann = table.player("Ann")
    ann["strongholds"] = [True]
    events = table.do("influence stronghold for Manticore", "0")
    assert (events[-1]["influence"], events[-1]["spent"]) == (1, 0)
    assert "  1 influence left over is lost (p. 8)." in table.lines(events)
    assert table.refused("influence stronghold for Dragon").ref == "p. 8"  # already exhausted


def test_r_inf_04_empty_stack_refused():
    table = two_players()
    table.state["central"]["neutral"]["dragon"] = 0
    table.player("Ann")["strongholds"] = [True]
    assert "stack is empty" in table.refused("influence stronghold for Drache", "1").message()


def test_r_turn_03_keeping_cards_costs_1_influence_each_a28():
    table = two_players()
    table.player("Ann")["strongholds"] = [True]
    assert "costs 2 influence" in table.refused("end keep 2 with stronghold").message()
    events = table.do("end keep 1 with stronghold")
    assert events[0]["keep"] == 1 and table.player("Ann")["strongholds"] == [False]


def test_r_deck_04_no_hand_limit_any_number_kept_with_enough_influence():
    table = two_players()
    table.player("Ann")["cities"] = [{"id": "riverwatch", "name": "Riverwatch", "ready": True}]
    table.player("Ann")["strongholds"] = [True, True, True, True]
    events = table.do("end keep 7 with Riverwatch stronghold stronghold stronghold stronghold")
    assert events[0]["keep"] == 7


def test_r_turn_01_r_state_01_the_next_turn_readies_exhausted_cards_a09():
    table = two_players()
    ben = table.player("Ben")
    ben["strongholds"] = [False]
    ben["cities"] = [{"id": "x", "name": "X", "ready": False}]
    ben["rewards"] = [{"id": "r", "name": "Treasure", "gold": 1, "influence": 0, "ready": False}]
    ben["rune"] = "exhausted"
    table.do("end")
    assert ben["strongholds"] == [True] and ben["cities"][0]["ready"] and ben["rewards"][0]["ready"] and ben["rune"] == "ready"


def test_a29_gold_rewards_pay_a_purchase_but_influence_rewards_do_not():
    table = two_players()
    ann = table.player("Ann")
    ann["rewards"] = [{"id": "", "name": "Mine", "gold": 2, "influence": 0, "ready": True},
                      {"id": "", "name": "Shrine", "gold": 0, "influence": 2, "ready": True}]
    events = table.do("buy Mine 1 for unit3")
    assert events[-1]["gold"] == 3 and ann["rewards"][0]["ready"] is False
    assert table.refused("buy Shrine for unit2").ref == "p. 7"


def test_r_uact_02_unit_action_never_in_combat_p7():
    table = two_players()
    table.do("unit unit1")
    table.do("battle stronghold")
    assert table.refused("unit unit1").ref == "p. 7"


def test_r_mon_01_monument_bought_with_gold_only_in_the_monument():
    table = two_players("monument")
    give(table, "Ann", "gold3", 2)
    table.do("buy 3 3 for monument", "6")
    assert table.player("Ann")["monument"] == "built" and table.player("Ann")["monument_round"] == 1
    assert table.refused("buy 1 for monument").ref == "p. 16"
    assert two_players("runewars").refused("buy 1 for monument").ref == "p. 16"


def test_r_loc_04_a_reward_without_a_symbol_pays_for_nothing_p9():
    table = two_players()
    table.player("Ann")["rewards"] = [{"id": "k", "name": "Kalladra", "gold": 0, "influence": 0, "ready": True}]
    assert "no gold or influence symbol" in table.refused("buy Kalladra for unit1").message()
    assert table.refused("influence Kalladra for gold1").ref == "p. 9"
