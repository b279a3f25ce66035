"""Set-up, player order and the day (pp. 5-10), with the complete day of p. 10."""

from __future__ import annotations

import pytest

from mkref.core.errors import RuleViolation
from mkref.games.knight_tales import setup, track
from mkref.games.knight_tales.data import load

WRATH = {1: 0, 2: 1, 3: 2, 4: 3}


def test_starting_gold_p6_p27():
    table = load().section("starting_gold")["by_players"]
    assert [setup.starting_gold(n, table) for n in (1, 2, 3, 4)] == [12, 10, 8, 6]


def test_order_roll_fewest_swords_on_space_4_and_ties_reroll_p7():
    assert setup.order_swords(["double_sword", "sword", "shield"]) == 3  # I-02
    assert setup.order_swords(["double_sword", "sword", "shield"], double_counts=1) == 2
    placed, ties = setup.place_by_swords({"Susy": 3, "Michael": 1, "Thomas": 0})
    assert placed == {"Thomas": 4, "Michael": 3, "Susy": 2} and ties == []  # 3 players: spaces 4, 3, 2
    placed, ties = setup.place_by_swords({"A": 2, "B": 2, "C": 0})
    assert placed == {"C": 4} and ties == [["A", "B"]]
    again, rest = setup.settle_ties(["A", "B"], 3, {"A": 1, "B": 0})
    assert again == {"B": 3, "A": 2} and rest == []


def test_refresh_wrath_by_village_space_p7_and_track_moves_p16_p19():
    t = track.refreshed(5, 10, 3, WRATH)  # village space 3: +2 wrath
    assert (t.free_wrath, t.free_fatigue) == (2, 4)
    t = track.spend_fatigue(t, 2)
    t, taken, lost = track.wound(t, 1)
    assert (t.free_fatigue, t.free_wrath, taken, lost) == (1, 3, 1, 0)
    t, taken, lost = track.wound(t, 3)
    assert (t.free_fatigue, taken, lost) == (0, 1, 2)
    with pytest.raises(RuleViolation):
        track.spend_fatigue(t, 1)
    with pytest.raises(RuleViolation):
        track.spend_wrath(t, 5)
    assert track.zone(5, 8, 11) == "green" and track.zone(9, 8, 11) == "yellow" and track.zone(11, 8, 11) == "red"


def test_complete_day_example_p10():
    # Susy on village space 2 (start, +1 wrath), Michael on 3 (+2), Thomas on 4 (+3)
    village = {"Thomas": 4, "Susy": 2, "Michael": 3}
    assert setup.day_order(village) == ["Susy", "Michael", "Thomas"]
    assert [WRATH[village[p]] for p in ("Susy", "Michael", "Thomas")] == [1, 2, 3]
    setup.check_buy(5, 5, 9, "War Hammer")  # Susy buys the War Hammer with her last 5 gold
    with pytest.raises(RuleViolation):
        setup.check_buy(5, 0, 8, "another card")
    taken: list[int] = []
    spaces = {}
    for player in ("Thomas", "Susy"):  # Thomas passes first, then Susy
        spaces[player] = setup.next_battlefield_space(taken)
        taken.append(spaces[player])
    setup.check_trophy("Spiked Shield", ["orc", "orc"], [("Goblin", "orc", "minion"), ("Orc", "orc", "champion")], taken=False)
    spaces["Michael"] = setup.next_battlefield_space(taken)
    assert spaces == {"Thomas": 1, "Susy": 2, "Michael": 3}
    assert setup.night_order(spaces) == ["Thomas", "Susy", "Michael"]


def test_trophy_needs_the_two_factions_no_boss_and_is_not_replaced_p9():
    setup.check_trophy("Aether Dagger", ["undead", "undead"], [("Ghoul", "undead", "minion"), ("Ghost", "undead", "minion")], taken=False)
    for cards, taken in (([("Ghoul", "undead", "minion"), ("Troll", "beast", "champion")], False),
                         ([("Ghoul", "undead", "minion"), ("Corpse Lord", "undead", "boss")], False),
                         ([("Ghoul", "undead", "minion"), ("Ghost", "undead", "minion")], True)):
        with pytest.raises(RuleViolation) as err:
            setup.check_trophy("Aether Dagger", ["undead", "undead"], cards, taken)
        assert err.value.ref == "p. 9"


def test_end_of_player_night_village_spaces_from_the_bottom_p20():
    taken: list[int] = []
    for _ in range(3):
        taken.append(setup.next_village_space(taken))
    assert taken == [4, 3, 2]
