"""The event phase (spec 10; p. 9-11, 16): enemies, effects, defences, stages, an empty deck, rewards."""

from __future__ import annotations

from .helpers import Table, two_players


def event_phase(table: Table) -> None:
    while table.state["phase"] == "turns":
        table.do("end")


def test_r_evt_06_event_phase_after_every_turn_and_r_turn_04_everybody_draws():
    table = two_players()
    events = table.do("end")
    assert "Ann ends the turn, keeps 0 card(s); everybody draws up to 5 (p. 7)." in table.lines(events)
    assert table.refused("event Wyrm").ref == "p. 9"  # Ben's turn first
    table.do("end")
    assert table.state["phase"] == "event"
    assert table.refused("end").ref == "p. 9"        # draw first
    assert table.refused("battle stronghold").ref == "p. 9"


def test_r_evt_02_05_an_enemy_stays_until_defeated_and_others_may_attack_it():
    table = two_players()
    event_phase(table)
    table.do("event Wyrm", "1", "enemy", "3", "0", "none")
    assert table.refused("event Goblins").ref == "p. 9"  # one card per phase
    table.do("end")
    table.do("battle Wyrm")
    table.do("pass")
    assert table.do("resolve")[0]["fate"] == "stays"
    table.do("end")
    table.do("battle Wyrm")                  # Ben in his turn
    table.do("play unit1 unit1 unit1", "1")
    table.do("pass")
    assert table.do("resolve")[0]["fate"] == "discarded"  # R-EVT-04: to the event discard pile
    assert table.state["events"]["enemies"] == [] and table.state["events"]["discard"] == [{"id": "wyrm", "stage": 1}]


def test_r_loc_04_an_enemy_that_becomes_a_gold_reward_yields_gold_when_exhausted():
    table = two_players()
    event_phase(table)
    table.do("event Hoard Dragon", "1", "enemy", "1", "0", "gold", "2")
    table.do("end")
    table.do("battle Hoard Dragon")
    table.do("play unit1", "1")
    table.do("pass")
    table.do("resolve")
    reward = table.player("Ann")["rewards"][0]
    assert (reward["name"], reward["gold"], reward["ready"]) == ("Hoard Dragon", 2, True)  # enters ready
    events = table.do("buy Hoard Dragon for unit2")
    assert events[-1]["gold"] == 2 and reward["ready"] is False


def test_r_bat_06_defence_damage_is_the_difference_and_the_effect_moves_left():
    table = two_players()
    event_phase(table)
    events = table.do("event Firestorm", "1", "effect", "yes", "5", "0", "no")
    assert table.state["events"]["queue"] == [0, 1]   # from the start player clockwise
    assert "  Ann defends next: 'defend' (or 'unaffected')." in table.lines(events)
    table.do("defend")
    table.do("play unit1", "2")
    table.do("pass")
    events = table.do("resolve")
    assert events[0]["damage"] == 3 and table.player("Ann")["damage"] == 3  # 5 - 2
    assert table.refused("defend Ann").ref == "p. 10"  # Ben is next
    table.do("defend")
    table.do("play unit1 unit1 unit1", "2")
    table.do("pass")
    assert table.do("resolve")[0]["fate"] == "repelled" and table.player("Ben")["damage"] == 0
    assert table.state["events"]["discard"] == [{"id": "firestorm", "stage": 1}]
    table.do("end")
    assert table.state["round"] == 2 and table.state["players"][0]["targets"] == []


def test_a27_defence_with_no_cards_takes_the_whole_strength_and_a39_unaffected_players_are_skipped():
    table = two_players()
    event_phase(table)
    table.do("event Quake", "1", "effect", "yes", "4", "0", "no")
    table.do("unaffected Ann")
    table.do("defend")
    table.do("pass")
    table.do("resolve")
    assert (table.player("Ann")["damage"], table.player("Ben")["damage"]) == (0, 4)
    assert table.refused("defend").ref == "p. 10"


def test_a41_setting_the_effect_moves_on_only_after_a_won_defence():
    table = two_players("runewars", "--set", "pass_effect_on=defender_won")
    event_phase(table)
    table.do("event Quake", "1", "effect", "yes", "4", "0", "no")
    table.do("defend")
    table.do("pass")
    table.do("resolve")
    assert table.state["events"]["queue"] == [] and table.player("Ben")["damage"] == 0


def test_a12_stages_come_in_order_p4():
    table = two_players("cataclysm")
    event_phase(table)
    table.do("event Sign", "1", "effect", "no", "no")
    table.do("end")
    event_phase(table)
    table.do("event Omen", "2", "enemy", "3", "0", "none")
    table.do("end")
    event_phase(table)
    error = table.refused("event Portent", "1")
    assert error.ref.startswith("p. 4") and "stage 1" in error.message()
    table.do("event Bruder gegen Bruder", "effect", "no", "no")   # stage 3 from cards.toml
    assert table.state["events"]["stage"] == 3
    assert table.state["events"]["current"]["name"] == "Brother Against Brother"


def test_a11_a_lasting_effect_stays_through_the_following_round():
    table = two_players()
    event_phase(table)
    table.do("event Famine", "1", "effect", "no", "yes")
    assert [x["name"] for x in table.state["events"]["lasting"]] == ["Famine"]
    table.do("end")                       # round 1 over
    assert [x["name"] for x in table.state["events"]["lasting"]] == ["Famine"]
    event_phase(table)
    table.do("event Goblins", "1", "enemy", "2", "0", "none")
    table.do("end")                       # round 2 over: the following round has passed
    assert table.state["events"]["lasting"] == [] and {"id": "famine", "stage": 1} in table.state["events"]["discard"]


def test_r_evt_07_a10_an_empty_deck_is_rebuilt_from_stage_2_cards_in_the_discard_pile():
    table = two_players()
    table.state["events"]["deck"], table.state["events"]["stage"] = 1, 2  # nine cards drawn: stage 1 is gone
    event_phase(table)
    table.do("event Plague", "2", "effect", "no", "no")      # the last card: stage 2, to the discard pile
    table.do("end")
    event_phase(table)
    events = table.do("event Plague")
    assert [e["type"] for e in events] == ["deck_rebuilt", "event_drawn"]
    assert table.state["events"]["deck"] == 0
    table.do("end")
    event_phase(table)
    assert table.refused("event Wyrm", "1").ref.startswith("p. 9")   # only stage-2 cards in a rebuilt deck
    events = table.do("event Plague")
    assert events[0]["type"] == "deck_rebuilt"


def test_r_cat_03_r_win_cat_01_the_cataclysm_is_won_at_the_failed_draw_a40():
    table = Table("--scenario", "cataclysm", "--player", "Solo:Daqan")
    assert table.state["events"]["deck"] == 8  # solo removes two cards (p. 16)
    for n in range(8):
        table.do("end")
        table.do(f"event Omen {n}", "1", "enemy", "3", "0", "none")
        table.do("end")
    assert table.state["round"] == 9 and table.state["events"]["deck"] == 0
    table.do("end")
    events = table.do("event")
    assert [e["type"] for e in events] == ["event_deck_empty", "game_over"]
    assert events[-1]["outcome"] == "all_win" and events[-1]["ref"] == "p. 16"


def test_a40_alternative_the_cataclysm_is_won_after_the_last_card():
    table = Table("--scenario", "cataclysm", "--player", "Solo:Daqan", "--set", "cataclysm_win_at=last_event_resolved")
    table.state["events"]["deck"] = 1
    table.do("end")
    table.do("event Omen", "1", "enemy", "3", "0", "none")
    events = table.do("end")
    assert events[-1]["type"] == "game_over" and events[-1]["ref"].startswith("p. 14")


def test_p4_a_stage_2_card_named_as_the_first_event_of_the_game_is_refused():
    for scenario in ("dragonlords", "runewars", "cataclysm", "monument"):
        table = two_players(scenario)
        event_phase(table)
        error = table.refused("event Plague", "2")  # state unchanged: checked by refused()
        assert error.ref == "p. 4 (A-12)"
        assert "the first event of the game comes from stage 1" in error.message()
        table.do("event Plague", "1", "effect", "no", "no")  # the same card as stage 1 is the top card
        assert table.state["events"]["stage"] == 1
    cataclysm = two_players("cataclysm")
    event_phase(cataclysm)
    error = cataclysm.refused("event Bruder gegen Bruder")  # stage 3 in the card data (p. 16)
    assert error.ref == "p. 4 (A-12)" and "is stage 3" in error.message()


def assert_every_event_card_counted(table: Table) -> None:
    deck = table.status()["event_deck"]
    assert deck["cards"] + deck["discard"] + deck["in_play"] + deck["removed"] == deck["size"] == 10, deck


def test_p9_a10_the_cards_shuffled_into_the_rebuilt_deck_leave_the_discard_pile():
    table = two_players()
    cards = [("Wyrm", "1", "enemy", "3", "0", "none"), ("Famine", "1", "effect", "no", "yes"),
             ("Quake", "1", "effect", "yes", "4", "0", "no")] + [(f"Omen {n}", "1", "effect", "no", "no") for n in range(4)]
    cards += [(f"Plague {n}", "2", "effect", "no", "no") for n in range(3)]
    for name, *answers in cards:
        event_phase(table)
        table.do(f"event {name}", *answers)
        assert_every_event_card_counted(table)
        while table.state["events"]["queue"]:  # Quake attacks both Home Realms (p. 10)
            table.do("unaffected")
            assert_every_event_card_counted(table)
        table.do("end")
        assert_every_event_card_counted(table)
    assert table.status()["event_deck"]["in_play"] == 1  # the Wyrm; Famine has left with its following round
    event_phase(table)
    events = table.do("event Plague 1")
    assert events[0] == {"type": "deck_rebuilt", "count": 3}
    deck = table.status()["event_deck"]
    assert (deck["cards"], deck["discard"], deck["in_play"]) == (2, 7, 1)  # 3 shuffled in, 1 drawn again
    assert_every_event_card_counted(table)
    assert table.refused("event Plague 1").ref == "p. 9"  # one card per event phase
    table.do("end")
    event_phase(table)
    assert table.refused("event Omen 0", "1").ref.startswith("p. 9")  # a stage-1 card is not in the new deck
    table.do("event Plague 0")
    assert_every_event_card_counted(table)


def test_p14_an_eliminated_players_event_reward_leaves_the_game_and_is_still_counted():
    table = Table("--scenario", "runewars", "--player", "Ann:Waiqar", "--player", "Ben:Latari", "--player", "Cid:Daqan")
    event_phase(table)
    table.do("event Hoard Dragon", "1", "enemy", "1", "0", "gold", "2")
    table.do("end")
    table.do("battle Hoard Dragon")
    table.do("play unit1", "1")
    table.do("pass")
    table.do("resolve")  # Ann keeps the enemy as a reward (p. 10)
    assert table.status()["event_deck"]["in_play"] == 1
    table.do("damage Ann 20")  # eliminated: her rewards are taken out of the game (p. 14)
    deck = table.status()["event_deck"]
    assert (deck["in_play"], deck["removed"]) == (0, 1)
    assert_every_event_card_counted(table)
