"""Elimination and the victory of each scenario (spec 12-14; p. 14-16)."""

from __future__ import annotations

from .helpers import Table, give, two_players


def test_r_elim_01_exactly_20_damage_eliminates_p14():
    table = two_players()
    events = table.do("damage Ben 19")
    assert [e["type"] for e in events] == ["damage"]
    events = table.do("damage Ben 1")
    assert [e["type"] for e in events][:2] == ["damage", "eliminated"]
    assert table.player("Ben")["out"] and table.player("Ben")["damage"] == 20


def test_r_elim_02_clean_up_cards_cities_rewards():
    table = Table("--scenario", "runewars", "--player", "Ann:Waiqar", "--player", "Ben:Latari", "--player", "Cy:Uthuk")
    ben = table.player("Ben")
    give(table, "Ben", "manticore", 2)
    give(table, "Ben", "gold3")
    ben["cities"] = [{"id": "riverwatch", "name": "Riverwatch", "ready": False}]
    ben["rewards"] = [{"id": "wyrm", "name": "Wyrm", "gold": 1, "influence": 0, "ready": True}]
    central = table.state["central"]
    before = (central["neutral"]["manticore"], central["gold"]["gold1"], central["gold"]["gold3"])
    table.do("damage Ben 25")
    assert (central["neutral"]["manticore"], central["gold"]["gold1"], central["gold"]["gold3"]) == (before[0] + 2, before[1] + 5, before[2] + 1)
    assert central["cities"] == [{"id": "riverwatch", "name": "Riverwatch"}]
    assert ben["rewards"] == [] and ben["cities"] == [] and ben["rune"] == ""
    assert table.state["phase"] == "turns" and not table.state["result"]  # two players are left


def test_a13_an_eliminated_start_player_hands_the_start_to_the_next():
    table = Table("--scenario", "runewars", "--player", "Ann:Waiqar", "--player", "Ben:Latari", "--player", "Cy:Uthuk")
    table.do("end")
    table.do("damage Ann 20")
    assert table.state["start"] == 1
    table.do("end")  # Ben
    table.do("end")  # Cy, the last before the (new) start player
    assert table.state["phase"] == "event"


def siege_to_death(table: Table, answers: tuple[str, ...] = ()) -> list:
    table.player("Ben")["damage"] = 18
    table.do("siege Ben")
    table.do("play unit1 ", "3")
    table.do("pass")
    table.do("pass")
    return table.do("resolve", *answers)


def test_r_rw_01_r_win_rw_01_the_siege_winner_takes_the_rune_and_the_last_survivor_wins_p15():
    table = two_players("runewars")
    events = siege_to_death(table, ("new",))
    kinds = [e["type"] for e in events]
    assert kinds == ["combat_resolved", "damage", "eliminated", "rune_taken", "game_over"]
    assert events[3]["keep"] == "new"
    assert events[-1]["winners"] == [0] and events[-1]["rule"] == "runewars_last" and events[-1]["ref"] == "p. 15"
    assert table.status()["phase"] == "game_over" and table.status()["result"]["winners"] == ["Ann"]


def test_r_rw_02_keep_the_old_rune_and_r_rw_04_event_damage_loses_the_rune():
    table = Table("--scenario", "runewars", "--player", "Ann:Waiqar", "--player", "Ben:Latari", "--player", "Cy:Uthuk")
    table.player("Ann")["rune"] = "exhausted"
    events = siege_to_death(table, ("alt",))
    assert events[3] == {"type": "rune_taken", "player": 0, "keep": "old", "source": "loser", "by": "Ann"}
    assert table.player("Ann")["rune"] == "exhausted"
    events = table.do("damage Cy 20")
    assert "rune_taken" not in [e["type"] for e in events]
    assert events[-1]["winners"] == [0]


def test_r_rw_03_the_rune_once_per_turn():
    table = two_players("runewars")
    table.do("rune")
    assert table.refused("rune").ref == "p. 15"
    assert two_players("monument").refused("rune").ref == "p. 15"


def test_r_win_cat_02_any_elimination_loses_for_everybody_p16():
    table = two_players("cataclysm")
    events = table.do("damage Ben 20")
    assert events[-1]["outcome"] == "all_lose" and events[-1]["ref"] == "p. 16"


def test_r_win_dl_02_a14_dragonlords_solo_and_all_out_lose():
    solo = Table("--scenario", "dragonlords", "--player", "Solo:Uthuk")
    events = solo.do("damage Solo 20")
    assert events[-1]["rule"] == "dragonlords_solo_out" and events[-1]["outcome"] == "all_lose"
    table = two_players("dragonlords")
    assert [e["type"] for e in table.do("damage Ann 20")] == ["damage", "eliminated"]  # Ben must still win
    assert table.do("damage Ben 20")[-1]["rule"] == "dragonlords_all_out"


def test_a15_setting_the_last_dragonlords_survivor_wins():
    table = two_players("dragonlords", "--set", "dragonlords_last_survivor_wins=true")
    assert table.do("damage Ann 20")[-1]["winners"] == [1]


def build(table: Table, name: str, cost: str = "") -> None:
    give(table, name, "gold3", 2)
    table.do("buy 3 3 for monument", *([cost] if cost else []))


def test_r_win_mon_01_a19_the_builder_wins_at_the_end_of_the_round_after_the_event_phase_p16():
    table = two_players("monument")
    build(table, "Ann", "6")
    events = table.do("end")
    assert not table.state["result"] and table.state["active"] == 1  # Ben still plays
    table.do("end")
    assert not table.state["result"]  # the event phase comes first
    table.do("event Wyrm", "1", "enemy", "3", "0", "none")
    events = table.do("end")
    assert events[-1]["type"] == "game_over" and events[-1]["winners"] == [0] and events[-1]["rule"] == "monument_built"


def test_r_win_mon_02_a18_several_builders_compare_unit_strength_then_share():
    table = two_players("monument")
    build(table, "Ann", "6")
    table.do("end")
    build(table, "Ben", "6")
    table.do("end")
    table.do("event Wyrm", "1", "enemy", "3", "0", "none")
    # Waiqar's three cost-1 units at 2 each (6) against Latari's three at 2 (6): shared
    events = table.do("end", "2", "2")
    assert events[-1]["outcome"] == "shared_win" and events[-1]["scores"] == {"Ann": 6, "Ben": 6}
    table = two_players("monument")
    build(table, "Ann", "6")
    table.do("end")
    build(table, "Ben", "6")
    table.do("end")
    table.do("event Wyrm", "1", "enemy", "3", "0", "none")
    events = table.do("end", "2", "3")
    assert events[-1]["outcome"] == "win" and events[-1]["winners"] == [1] and events[-1]["scores"] == {"Ann": 6, "Ben": 9}


def test_a20_an_eliminated_builder_cannot_win():
    table = Table("--scenario", "monument", "--player", "Ann:Waiqar", "--player", "Ben:Latari", "--player", "Cy:Uthuk")
    build(table, "Ann", "6")
    table.do("end")
    table.do("end")
    table.do("end")
    table.do("event Firestorm", "1", "effect", "no", "no")
    table.do("damage Ann 20")
    events = table.do("end")
    assert events[-1]["type"] == "turn_started" and not table.state["result"]


def test_a19_alternative_judged_before_the_event_phase():
    table = two_players("monument", "--set", "monument_win_timing=before_event_phase")
    build(table, "Ann", "6")
    table.do("end")
    events = table.do("end")
    assert events[-1]["type"] == "game_over" and table.state["phase"] == "game_over"


def test_status_names_who_is_closest_to_winning():
    table = two_players("runewars")
    table.do("damage Ann 4")
    status = table.status()
    assert status["standing"][0] == {"player": "Ben", "out": False, "damage": 0, "cities": 0, "closest": True}
    from mkref.games.rune_age.texts_status import status_lines

    # item 7: the scenario's goal (Runewars, p. 15) and the numbers that put Ben ahead
    assert status_lines(status, "en")[-1] == ("Closest to winning: Ben. The goal: the last surviving player wins (p. 15). "
                                              "Ben damage 0/20, 0 city/cities; Ann damage 4/20, 0 city/cities.")
    assert status_lines(status, "de")[-1] == ("Am nächsten am Sieg: Ben. Das Ziel: der letzte überlebende Spieler gewinnt (S. 15). "
                                              "Ben Schaden 0/20, 0 Stadt/Städte; Ann Schaden 4/20, 0 Stadt/Städte.")
    monument = two_players("monument")
    give(monument, "Ben", "gold3")
    assert monument.status()["standing"][0]["player"] == "Ben" and monument.status()["standing"][0]["gold"] == 8
    # The Monument (p. 16): five 1-gold cards in each starting deck (p. 4), Ben's 3-gold card more
    assert status_lines(monument.status(), "en")[-1].endswith("(p. 16). Ben no Monument yet, 8 gold owned; Ann no Monument yet, 5 gold owned.")


def test_p4_status_lists_each_players_units_strongholds_and_rewards():
    table = two_players("runewars")
    table.do("buy 1 1 1 1 for stronghold")  # a stronghold costs 4 gold (p. 7)
    status = table.status()
    assert status["players"][0]["units"] == [{"card": "waiqar-unit1", "name": "Undead Horde", "name_de": "Untote Horde", "count": 3}]
    from mkref.games.rune_age.texts_status import status_lines

    lines = status_lines(status, "de")
    assert lines[1].startswith("  Ann (Waiqar der Untote): Schaden 0/20, Festungen 1 bereit + 0 erschöpft")
    assert lines[2] == "    Einheiten: Untote Horde x3"  # three cost-1 units in each starting deck (p. 4)


def test_a_player_eliminated_in_his_own_turn_acts_no_more_and_the_round_goes_on():
    table = Table("--scenario", "runewars", "--player", "Ann:Waiqar", "--player", "Ben:Latari", "--player", "Cy:Uthuk")
    table.do("end")
    table.do("damage Ben 20")          # a card text in Ben's own turn
    assert table.refused("buy 1 for unit1").ref == "p. 14"
    events = table.do("end")
    assert events[-1] == {"type": "turn_started", "player": 2, "by": "Cy"}


def test_r_rw_02_discovery_of_a_dragon_rune_keeps_one_of_two():
    table = two_players("runewars")
    table.do("rune")
    table.do("end")
    table.do("end")
    table.do("event Entdeckung einer Drachenrune", "1", "effect", "no", "no")
    events = table.do("rune gain Ann", "neu")
    assert events == [{"type": "rune_taken", "player": 0, "keep": "new", "source": "event", "by": "Ann"}] and table.player("Ann")["rune"] == "ready"
    assert table.refused("rune").ref == "p. 15"  # using it belongs to a turn


def test_p15_a_dragon_rune_from_an_event_card_is_not_called_the_losers():
    table = two_players("runewars")
    table.do("end")
    table.do("end")
    table.do("event Entdeckung einer Drachenrune", "1", "effect", "no", "no")
    events = table.do("rune gain Ben", "new")
    assert table.lines(events) == ["Ben takes the Dragon Rune the event card gives as the active rune (p. 15)."]
    assert table.lines(events, "de") == ["Ben nimmt die Drachenrune, die die Ereigniskarte gibt, als aktive Rune (S. 15)."]
    assert not any("loser" in line for line in table.lines(events))
    # a rune taken from a player eliminated in a siege is still the loser's (p. 15)
    taken = {"type": "rune_taken", "player": 0, "keep": "new", "source": "loser"}
    assert table.lines([taken]) == ["Ann takes the loser's Dragon Rune as the active rune (p. 15)."]


def test_status_in_the_cataclysm_counts_the_events_left_and_names_the_player_most_at_risk():
    from mkref.games.rune_age.texts_status import status_lines

    table = two_players("cataclysm")
    table.do("damage Ben 7")
    assert status_lines(table.status(), "en")[-1] == "All win or lose together: 10 event card(s) left to survive; most at risk: Ben (7 of 20 damage)."
