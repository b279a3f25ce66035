"""Battles, attrition, destroy and wound (spec 7.4, 8.1, 8.2, 8.4, 8.5; p. 9-11, 14)."""

from __future__ import annotations

import pytest

from mkref.games.rune_age import combat

from .helpers import Table, give, two_players


def kalladra_table() -> Table:
    """Waiqar (Ann) and Latari; Dragonlord Kalladra drawn in the first event phase (strength 10 assumed)."""
    table = Table("--scenario", "dragonlords", "--player", "Ann:Waiqar", "--player", "Ben:Latari")
    table.do("end")
    table.do("end")
    table.do("event Drachenlord Kalladra", "1", "10")  # stage 1, strength 10; enemy, 1 symbol, reward: cards.toml
    table.do("end")
    give(table, "Ann", "waiqar-unit2")
    give(table, "Ann", "waiqar-unit3")
    return table


def test_p11_worked_battle_dragonlord_kalladra_step_by_step():
    table = kalladra_table()
    assert table.state["events"]["enemies"] == [{"id": "dragonlord_kalladra", "name": "Dragonlord Kalladra"}]
    table.do('battle "Dragonlord Kalladra"')
    table.do("play Undead Horde", "1")
    table.do("play Untote Horde")             # the one its On-play ability fetched from the discard pile
    table.do("play Undead Horde")
    table.do('play "Skeleton Archer"', "2", "2")  # its cost (2) and strength (2), asked once
    events = table.do('play "Dark Knight"', "3", "3")
    assert events[-1]["total"] == 8  # running total after every card: 1, 2, 3, 5, 8
    events = table.do("pass", "1", "Undead Horde")  # one roll for one symbol: one skull, a Horde dies
    assert [e["type"] for e in events] == ["deployment_over", "attrition", "casualty"]
    assert combat.total(table.state["combat"]["armies"]["attacker"]) == 7
    table.do('bonus "Dark Knight" +3')        # the Dark Knight's Resolution ability
    events = table.do("resolve")
    result = next(e for e in events if e["type"] == "combat_resolved")
    assert (result["s_attacker"], result["s_defender"], result["winner"], result["fate"]) == (10, 10, "army", "reward")
    ann = table.player("Ann")
    assert [r["name"] for r in ann["rewards"]] == ["Dragonlord Kalladra"] and ann["rewards"][0]["ready"]
    assert ann["owned"]["waiqar-unit1"] == 2 and ann["barracks"]["1"] == 6  # the Horde back to the barracks
    assert table.state["events"]["enemies"] == [] and table.state["combat"] == {}


def test_r_bat_05_a_tie_goes_to_the_army_and_one_less_loses_p10():
    for strength, winner in ((2, "army"), (3, "target")):
        table = two_players()
        table.do("battle Riverwatch", str(strength))
        table.do("play unit1 unit1", "1")
        table.do("pass")
        result = next(e for e in table.do("resolve") if e["type"] == "combat_resolved")
        assert (result["s_attacker"], result["s_defender"], result["winner"]) == (2, strength, winner)


def test_r_bat_06_a_neutral_city_won_enters_ready_a06_and_counts_influence_3():
    table = two_players()
    table.do("battle Riverwatch", "2")
    table.do("play unit1 unit1", "1")
    table.do("pass")
    table.do("resolve")
    assert table.player("Ann")["cities"] == [{"id": "riverwatch", "name": "Riverwatch", "ready": True}]
    assert table.state["central"]["unnamed_cities"] == 2 and table.state["central"]["cities"] == []
    events = table.do("influence Riverwatch for 1-gold", "3")
    assert events[-1]["influence"] == 3


def test_r_bat_06_a_lost_battle_leaves_the_stronghold_in_the_barracks_and_r_cmb_03_once_per_turn_p11():
    table = two_players("runewars", "--set", "strongholds_separate_targets=false")
    table.do("battle stronghold")
    table.do("pass")
    table.do("resolve")
    assert table.player("Ann")["barracks_strongholds"] == 3
    error = table.refused("battle Festung")
    assert "already a target of yours this turn" in error.message() and error.ref.startswith("p. 11")


def test_r_cmb_03_second_battle_against_the_same_city_refused_but_fine_next_turn_a04():
    table = two_players()
    table.do("battle Riverwatch", "5")
    table.do("pass")
    table.do("resolve")
    error = table.refused("battle Riverwatch")
    assert error.ref == "p. 11"
    table.do("end")
    table.do("battle Riverwatch")  # Ben may attack it in his turn (p. 10)


def test_a05_each_stronghold_is_its_own_target():
    table = two_players()
    for _ in range(3):
        table.do("battle stronghold")
        table.do("pass")
        table.do("resolve")
    assert table.refused("battle stronghold").ref.startswith("p. 11")


def test_r_att_02_03_04_casualties_only_among_unprotected_units_never_tactics():
    table = two_players("dragonlords")
    table.do("end"); table.do("end")
    table.do("event Wyrm", "1", "enemy", "9", "2", "none")
    table.do("end")
    give(table, "Ann", "battle_cry")
    table.do("battle Wyrm")
    table.do("play unit1 unit1", "1")
    table.do("play Battle Cry", "0")
    table.do("protect unit1")
    events = table.do("pass 1 1")  # two rolls, one skull each: one unprotected Horde, then nobody is left
    assert [e["type"] for e in events].count("casualty") == 1
    army = table.state["combat"]["armies"]["attacker"]
    assert [c["destroyed"] for c in army] == [False, True, False]


def test_r_att_06_skulls_must_be_whole_numbers_p9():
    table = two_players("dragonlords")
    table.do("end"); table.do("end")
    table.do("event Wyrm", "1", "enemy", "9", "1", "none")
    table.do("end")
    table.do("battle Wyrm")
    table.do("play unit1", "1")
    error = table.refused("pass 1.5")
    assert error.ref == "p. 9" and "whole number" in error.message()
    assert "one roll per symbol" in table.refused("pass 1 1").message()


def test_r_att_07_no_attrition_against_strongholds_and_cities():
    table = two_players()
    table.do("battle stronghold")
    table.do("play unit1", "1")
    assert [e["type"] for e in table.do("pass")] == ["deployment_over"]


def test_r_dw_02_wounded_units_count_then_die_and_cannot_be_wounded_again_p14():
    table = two_players()
    table.do("battle stronghold")
    table.do("play unit1 unit1", "1")
    table.do("wound unit1")
    assert combat.total(table.state["combat"]["armies"]["attacker"]) == 2
    table.do("wound unit1")  # the other Horde
    assert "cannot be wounded again" in table.refused("wound unit1").message()
    table.do("pass")
    events = table.do("resolve")
    assert events[0]["winner"] == "army" and events[0]["fallen"]["attacker"] == ["waiqar-unit1", "waiqar-unit1"]
    assert table.player("Ann")["owned"]["waiqar-unit1"] == 1 and table.player("Ann")["barracks"]["1"] == 7


def test_r_dw_01_destroyed_units_stop_counting_at_once():
    table = two_players()
    table.do("battle stronghold")
    table.do("play unit1 unit1", "1")
    table.do("destroy unit1")
    assert combat.total(table.state["combat"]["armies"]["attacker"]) == 1
    assert table.do("pass") and table.do("resolve")[0]["winner"] == "target"  # 1 < 2


def test_r_cmb_01_only_owned_unit_and_tactic_cards_are_played():
    table = two_players()
    table.do("battle stronghold")
    assert "owns no free" in table.refused("play Manticore").message()
    assert "no unit or tactic" in table.refused("play gold1").message()
    table.do("play unit1 unit1 unit1", "1")
    assert table.refused("play unit1").ref == "p. 10"  # only three Hordes


def test_r_cmb_05_battle_targets_realms_and_player_cities_are_sieges_p12():
    table = two_players()
    assert table.refused("battle Ben").ref == "p. 12"
    table.player("Ben")["cities"] = [{"id": "riverwatch", "name": "Riverwatch", "ready": True}]
    error = table.refused("battle Riverwatch")
    assert "besieged, not battled" in error.message()


def test_r_bat_02_nothing_but_combat_steps_during_a_combat():
    table = two_players()
    table.do("battle stronghold")
    assert table.refused("buy 1 for unit1").ref == "p. 7"
    assert table.refused("end").ref == "p. 7"
    assert table.refused("resolve").ref == "p. 10"  # deployment still open


@pytest.mark.parametrize("bonus", ["+2", "-1"])
def test_r_cmb_11_target_modifiers(bonus):
    table = two_players()
    table.do("battle stronghold")
    table.do("play unit1 unit1", "1")
    table.do(f"bonus target {bonus}")
    table.do("pass")
    result = table.do("resolve")[0]
    assert result["s_defender"] == 2 + int(bonus) and result["winner"] == ("army" if int(bonus) <= 0 else "target")


def test_r_win_dl_01_defeating_the_objective_wins_at_once_p15():
    table = two_players("dragonlords")
    table.do("battle objective", "2", "0")
    table.do("play unit1 unit1", "1")
    table.do("pass")
    events = table.do("resolve")
    assert events[-1]["type"] == "game_over" and events[-1]["winners"] == [0] and events[-1]["ref"] == "p. 15"
    assert table.status()["phase"] == "game_over"
    assert table.refused("end").ref == "p. 15"
    assert two_players("runewars").refused("battle objective").ref == "p. 15"


def test_a01_a_face_table_makes_roll_roll_like_the_die():
    from mkref.core.chance import NeedAnswer
    from mkref.core.errors import InvalidInput
    from mkref.games.rune_age.game import GAME

    table = two_players("dragonlords", "--set", "attrition_die=0,0,0,1,1,2")
    assert table.state["settings"]["attrition_die"] == [0, 0, 0, 1, 1, 2]
    table.do("end"); table.do("end")
    table.do("event Wyrm", "1", "enemy", "9", "1", "none")
    table.do("end")
    table.do("battle Wyrm")
    table.do("play unit1", "1")
    with pytest.raises(NeedAnswer) as asked:
        GAME.decide(table.state, GAME.commands().parse("pass"))
    assert asked.value.request.options == ("0", "1", "2") and asked.value.request.weights == (3, 2, 1)
    with pytest.raises(InvalidInput):
        two_players("dragonlords", "--set", "attrition_die=0,1,2")


@pytest.mark.parametrize("line", ["battle stronghold Ben", "battle Ben stronghold", "battle Festung von Ben",
                                  "battle Bens Festung", "battle Latari stronghold", "schlacht Elfen-Festung"])
def test_p10_a_battle_for_another_players_stronghold_is_refused_and_invents_no_city(line):
    table = two_players()  # Ann plays the Waiqar, Ben the Latari
    cities = table.state["central"]["unnamed_cities"]
    error = table.refused(line)  # the state stays exactly as it was
    assert error.ref == "p. 10" and "belongs to Ben" in error.message()
    assert "a player battles only for the strongholds in his own barracks" in error.message()
    assert table.state["central"]["unnamed_cities"] == cities and table.state["central"]["cities"] == []


def test_p10_my_own_stronghold_may_be_named_with_more_words():
    table = two_players()
    events = table.do("battle my stronghold")
    assert events[0]["target"]["kind"] == "stronghold" and table.state["central"]["cities"] == []
    # a race nobody at the table plays has no stronghold of mine either
    assert "That stronghold belongs to Daqan Lords" in two_players().refused("battle Daqan stronghold").message()


@pytest.mark.parametrize(("target", "refused"), [
    ({"kind": "stronghold", "name": "Latari stronghold"}, True),
    ({"kind": "stronghold", "name": "stronghold", "owner": "Ben"}, True),
    ({"kind": "stronghold", "name": "stronghold", "controlled_by": "Latari"}, True),
    ({"kind": "stronghold", "name": "Waiqar stronghold"}, False),
    ({"kind": "stronghold", "name": "stronghold", "owner": "Untote"}, False),  # the Waiqar in German
])
def test_p10_a_battle_sheet_for_another_players_stronghold_is_illegal(target, refused):
    from mkref.core.errors import RuleViolation
    from mkref.games.rune_age.sheets import settle_battle

    sheet = {"game": "rune-age", "kind": "battle", "player": "Waiqar", "target": target,
             "army": [{"card": "Undead Horde", "strength": 2}]}
    if not refused:
        assert settle_battle(sheet, "sheet.toml", "en")["target_fate"] == "captured"  # 2 against 2: the army wins
        return
    with pytest.raises(RuleViolation) as err:
        settle_battle(sheet, "sheet.toml", "en")
    assert err.value.ref == "p. 10" and "his own barracks" in err.value.message()
