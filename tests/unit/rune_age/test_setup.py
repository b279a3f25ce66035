"""Set-up (spec 1, 2.1, 4; p. 2-5): players, races, scenarios, the variable set-up table, the first state."""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, MkrefError, RuleViolation, UnknownName
from mkref.games.rune_age import data

from .helpers import Table, two_players


def test_r_gen_03_four_races_in_both_languages():
    index = data.race_index()
    assert sorted(index.ids()) == ["daqan", "latari", "uthuk", "waiqar"]
    assert index.resolve("Untote") == "waiqar" and index.resolve("Latari-Elfen") == "latari" and index.resolve("Menschen") == "daqan"


def test_r_gen_04_four_scenarios_in_both_languages():
    index = data.scenario_index()
    assert index.resolve("Weltenbrand") == "cataclysm" and index.resolve("Runenkriege") == "runewars"
    assert index.resolve("Rückkehr der Drachenlords") == "dragonlords" and index.resolve("Das Monument") == "monument"


@pytest.mark.parametrize("scenario", ["runewars", "monument"])
def test_r_gen_02_a33_solo_only_in_dragonlords_and_cataclysm(scenario):
    with pytest.raises(RuleViolation) as caught:
        Table("--scenario", scenario, "--player", "Ann:Waiqar")
    assert "solo" in caught.value.message()
    for ok in ("dragonlords", "cataclysm"):
        assert len(Table("--scenario", ok, "--player", "Ann:Waiqar").state["players"]) == 1


def test_r_gen_02_at_most_four_players_and_distinct_races_p4():
    with pytest.raises(RuleViolation) as caught:
        Table("--scenario", "runewars", "--player", "Ann:Waiqar", "--player", "Ben:Undead")
    assert caught.value.ref == "p. 4"
    with pytest.raises(MkrefError):
        Table("--scenario", "runewars", *[w for n in "ABCDE" for w in ("--player", f"{n}:Waiqar")])


def test_unknown_race_and_missing_scenario_are_refused():
    with pytest.raises(UnknownName):
        Table("--scenario", "runewars", "--player", "Ann:Orcs", "--player", "Ben:Latari")
    with pytest.raises(InvalidInput):
        Table("--player", "Ann:Waiqar", "--player", "Ben:Latari")


@pytest.mark.parametrize(("players", "gold", "neutral", "cities"), [
    (4, (24, 14, 10), 5, 5), (3, (19, 12, 8), 4, 4), (2, (14, 10, 6), 3, 3), (1, (9, 8, 4), 2, 2),
])
def test_section_4_1_variable_setup_table_p4(players, gold, neutral, cities):
    row = data.setup_row(players)
    assert (row["gold"]["1"], row["gold"]["2"], row["gold"]["3"]) == gold
    assert (row["neutral_per_stack"], row["cities"]) == (neutral, cities)


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_r_setup_07_08_the_centre_keeps_four_1_gold_cards_after_the_starting_decks(count):
    races = ["Waiqar", "Latari", "Uthuk", "Daqan"]
    table = Table("--scenario", "dragonlords", *[w for i in range(count) for w in ("--player", f"P{i}:{races[i]}")])
    assert table.state["central"]["gold"]["gold1"] == 4
    assert table.state["central"]["unnamed_cities"] == data.setup_row(count)["cities"]
    assert set(table.state["central"]["neutral"]) == {"battle_cry", "forced_march", "demon"}


def test_r_setup_06_08_barracks_and_starting_deck_p4():
    table = two_players()
    ann = table.player("Ann")
    # 8 + 4 + 4 + 3 units and 3 strongholds per race (p. 2); 3 cost-1 units went to the starting deck
    assert ann["barracks"] == {"1": 5, "2": 4, "3": 4, "5": 3} and ann["barracks_strongholds"] == 3
    assert ann["owned"] == {"gold1": 5, "waiqar-unit1": 3}


def test_r_setup_02_neutral_kinds_per_scenario_p15_p16():
    assert data.scenario("runewars")["neutral"] == ["lightning_summoning", "manticore", "dragon"]
    assert data.scenario("cataclysm")["neutral"] == ["plunder", "naga", "demon"]
    assert data.scenario("monument")["neutral"] == ["warlock", "naga", "mind_control"]


def test_r_setup_10_event_deck_sizes_with_solo_and_coop_removals_p15_p16():
    assert Table("--scenario", "dragonlords", "--player", "A:Uthuk").state["events"]["deck"] == 9
    assert Table("--scenario", "cataclysm", "--player", "A:Uthuk").state["events"]["deck"] == 8
    assert two_players("cataclysm", "--coop").state["events"]["deck"] == 9
    assert two_players("cataclysm").state["events"]["deck"] == 10
    with pytest.raises(RuleViolation):
        two_players("runewars", "--coop")


def test_r_setup_10_checklist_stage_order_and_a12_three_stages():
    from mkref.games.rune_age.setup import checklist

    text = "\n".join(checklist(Table("--scenario", "cataclysm", "--player", "A:Uthuk").setup, "en"))
    assert "stages from the bottom 3 / 2 / 1 (stage 1 on top)" in text
    assert "The Guardian Obelisk (Der Wächter-Obelisk), Brother Against Brother (Bruder gegen Bruder)" in text


def test_r_setup_12_runes_and_monuments():
    assert all(p["rune"] == "ready" for p in two_players("runewars").state["players"])
    assert all(p["monument"] == "barracks" for p in two_players("monument").state["players"])
    assert all(p["monument"] == "" and p["rune"] == "" for p in two_players("dragonlords").state["players"])


def test_checklist_names_cards_in_german_and_english_and_a_german_game_only_in_german():
    from mkref.games.rune_age.setup import checklist

    table = two_players("monument")
    en = "\n".join(checklist(table.setup, "en"))
    de = "\n".join(checklist(table.setup, "de"))
    assert "Mind Control (Gedankenkontrolle)" in en and "Gedankenkontrolle, je 3" in de and "Mind Control" not in de
    assert de.startswith("Das Monument für 2 Spieler. Aufbau (S. 4):") and "Ann (Startspieler): Waiqar der Untote." in de
    assert "Ann (start player): Waiqar the Undead (Waiqar der Untote)." in en
    assert "14 x 1-gold" in en and "10 x 2-gold, 6 x 3-gold" in en


def test_settings_from_the_command_line_and_custom_neutral_swap_p17():
    table = two_players("runewars", "--set", "target_once_per=round", "--swap", "Drache=Naga")
    assert table.state["settings"]["target_once_per"] == "round"
    assert "naga" in table.state["central"]["neutral"] and "dragon" not in table.state["central"]["neutral"]
    with pytest.raises(InvalidInput):
        two_players("runewars", "--set", "target_once_per=never")
    with pytest.raises(RuleViolation) as caught:
        two_players("runewars", "--swap", "Naga=Demon")
    assert caught.value.ref == "p. 17"
