"""Sieges (spec 8.3; p. 12-13): alternating deployment, the pass lock, defense bonus, tie to the defender."""

from __future__ import annotations

from mkref.games.rune_age import combat

from .helpers import Table, give


def uthuk_latari() -> Table:
    table = Table("--scenario", "runewars", "--player", "Uwe:Uthuk", "--player", "Lia:Latari")
    give(table, "Uwe", "uthuk-unit2")
    give(table, "Uwe", "battle_cry")
    give(table, "Lia", "latari-unit2")
    give(table, "Lia", "latari-unit3")
    table.player("Lia")["strongholds"] = [True]
    return table


def test_p13_worked_siege_uthuk_against_the_latari_home_realm():
    table = uthuk_latari()
    events = table.do("siege Lia")
    lines = table.lines(events)
    assert "  Next to play: Uwe (a card or 'pass')." in lines
    events = table.do("play Berserker", "1", "1")  # cost group 1, strength 1 (not printed; asked)
    assert "  Next to play: Lia (a card or 'pass')." in table.lines(events)
    table.do("play Sturmzauberweberin", "2", "2")
    table.do('play "Flesh Ripper"', "2", "2")
    table.do("wound Berserker")               # Flesh Ripper's On-play ability wounds Uwe's own Berserker
    table.do('play "Darnati Warrior"', "3", "3")
    table.do("pay Lia stronghold")            # 1 influence for its ability, in Uwe's turn (p. 13)
    table.do("destroy Berserker attacker")    # ... destroys the wounded Berserker
    assert table.player("Lia")["strongholds"] == [False]
    table.do('play "Battle Cry"', "0")
    table.do("pass")                          # Lia passes
    error = table.refused("play Darnati Warrior defender")
    assert error.ref == "p. 12" and "has passed" in error.message()
    events = table.do("play Berserker")
    assert "  The other side has passed: Uwe plays on or passes." in table.lines(events)
    table.do("play Berserker")
    table.do("pass")
    assert table.state["combat"]["step"] == "resolution"
    table.do('bonus "Battle Cry" +3')
    events = table.do("resolve")
    result = events[0]
    assert (result["s_attacker"], result["s_defender"], result["winner"], result["damage"]) == (7, 5, "attacker", 2)
    assert table.player("Lia")["damage"] == 2
    # the three starting Berserkers all played, the destroyed one back to the Uthuk barracks (p. 14)
    assert table.player("Uwe")["owned"]["uthuk-unit1"] == 2 and table.player("Uwe")["barracks"]["1"] == 6


def test_r_sie_02_alternation_attacker_first_and_one_card_per_play():
    table = uthuk_latari()
    table.do("siege Lia")
    error = table.refused("play unit1 defender", "1")
    assert error.ref == "p. 12" and "Uwe's turn" in error.message()
    table.do("play unit1", "1")
    assert table.state["combat"]["next"] == "defender"
    assert table.refused("play unit1 attacker").ref == "p. 12"
    assert table.refused("resolve").ref == "p. 12"


def test_r_sie_03_a_tie_goes_to_the_defender_and_r_cmb_12_city_defense_bonus():
    table = uthuk_latari()
    table.player("Lia")["cities"] = [{"id": "riverwatch", "name": "Riverwatch", "ready": False}]
    table.do("siege Riverwatch", "1")                 # defense bonus 1
    table.do("play unit1", "2")                       # Uwe: 2
    table.do("play unit1", "1")                       # Lia: 1 + bonus 1 = 2
    assert combat.total(table.state["combat"]["armies"]["defender"], 1) == 2
    table.do("pass")
    table.do("pass")
    result = table.do("resolve")[0]
    assert (result["s_attacker"], result["s_defender"], result["winner"], result["fate"]) == (2, 2, "defender", "held")
    assert table.player("Lia")["cities"] == [{"id": "riverwatch", "name": "Riverwatch", "ready": False}]  # unchanged state


def test_r_sie_04_a_taken_city_enters_ready_but_r_cat_01_exhausted_in_the_cataclysm():
    for scenario, ready in (("runewars", True), ("cataclysm", False)):
        table = Table("--scenario", scenario, "--player", "Uwe:Uthuk", "--player", "Lia:Latari")
        table.player("Lia")["cities"] = [{"id": "riverwatch", "name": "Riverwatch", "ready": True}]
        table.do("siege Riverwatch", "0")
        table.do("play unit1", "1")
        table.do("pass")
        table.do("pass")
        assert table.do("resolve")[0]["fate"] == "captured"
        assert table.player("Uwe")["cities"] == [{"id": "riverwatch", "name": "Riverwatch", "ready": ready}]
        assert table.player("Lia")["cities"] == []


def test_r_sie_01_siege_on_a_stronghold_refused_p12():
    table = uthuk_latari()
    error = table.refused("siege stronghold")
    assert error.ref == "p. 12" and "Strongholds cannot be besieged" in error.message()
    assert table.refused("siege Festung Lia").ref == "p. 12"


def test_r_mon_02_no_home_realm_sieges_in_the_monument_p16():
    table = Table("--scenario", "monument", "--player", "Uwe:Uthuk", "--player", "Lia:Latari")
    assert table.refused("siege Lia").ref == "p. 16"
    assert table.refused("siege Uwe").ref == "p. 12"  # nor one's own


def test_a_neutral_city_is_battled_not_besieged():
    table = uthuk_latari()
    error = table.refused("siege Riverwatch")
    assert error.ref == "p. 10" and "neutral" in error.message()


def test_r_cmb_15_running_totals_in_german():
    table = uthuk_latari()
    table.do("siege Lia")
    events = table.do("play Berserker", "1", "3")
    lines = table.lines(events, "de")
    assert "Uwe spielt Berserker (3): Armee 3." in lines
    assert "  Uwe: 3 (Berserker 3)" in lines and "  Lia: 0 (-)" in lines
    assert "  Als Nächstes: Lia (eine Karte oder 'passen')." in lines
