"""The rule ids of the spec not already named by the other Rune Age tests, each with its numbers."""

from __future__ import annotations

from mkref.games.rune_age import combat
from mkref.games.rune_age.setup import checklist

from .helpers import Table, give, two_players


def enemy_round(table: Table, name: str, strength: str, symbols: str) -> None:
    table.do("end")
    table.do("end")
    table.do(f"event {name}", "1", "enemy", strength, symbols, "none")
    table.do("end")


def test_r_gen_01_r_gen_05_r_setup_01_03_04_05_08_09_11_the_checklist():
    table = Table("--scenario", "dragonlords", "--player", "Ann:Waiqar", "--player", "Ben:Latari")
    text = "\n".join(checklist(table.setup, "en"))
    # R-SETUP-04: seat order as given, the first player starts (and stays start player)
    assert "Ann (start player): Waiqar the Undead" in text and table.status()["start_player"] == "Ann"
    # R-SETUP-05/06/08/09 (R-GEN-01: each player's own deck): Home Realm, barracks, 5 + 3 card deck, draw 5
    assert "starting deck of five 1-gold cards and three cost-1 units, shuffled; draw 5" in text
    # R-GEN-05 / R-SETUP-11: the Objective card lies face up and says how to win
    assert "Objective card face up above the gold: whoever defeats the Objective card wins (p. 15)." in text
    # R-SETUP-01/03: one stack per kind; only the chosen races' cards are in play
    assert [p["race"] for p in table.state["players"]] == ["waiqar", "latari"]
    assert table.state["central"]["neutral"] == {"battle_cry": 3, "forced_march": 3, "demon": 3}


def test_r_turn_02_any_number_of_actions_in_any_order():
    table = two_players()
    give(table, "Ann", "gold2")
    table.do("buy 1 1 for unit2")
    table.do("battle stronghold")
    table.do("play unit1 unit1", "1")
    table.do("pass")
    table.do("resolve")
    table.do("buy 2 for unit1 unit1")
    table.do("battle Riverwatch", "9")
    table.do("pass")
    table.do("resolve")
    assert table.player("Ann")["strongholds"] == [True] and table.player("Ann")["targets"] == ["stronghold:1", "city:riverwatch"]


def test_r_cmb_04_cards_played_this_turn_are_gone_until_hands_are_refilled():
    table = two_players()
    table.do("battle stronghold")
    table.do("play unit1 unit1 unit1", "1")
    table.do("pass")
    table.do("resolve")
    table.do("battle Riverwatch", "1")
    assert "owns no free" in table.refused("play unit1").message()
    table.do("pass")
    table.do("resolve")
    table.do("buy 1 1 1 1 1 for unit1")
    assert table.refused("buy 1 for unit1").message().startswith("1 x 1-gold: you own only 0")
    table.do("end")                      # everybody draws up to five
    assert table.player("Ann")["used"] == {}


def test_r_bat_01_r_bat_03_r_att_01_one_roll_per_symbol_after_deployment():
    table = two_players("dragonlords")
    enemy_round(table, "Wyrm", "9", "2")
    events = table.do("battle Wyrm")
    assert events[0]["target"]["attrition"] == 2 and table.player("Ann")["targets"] == ["enemy:wyrm"]
    table.do("play unit1 unit1 unit1", "1")
    events = table.do("pass", "0", "1")     # two questions, one per symbol
    assert [e["skulls"] for e in events if e["type"] == "attrition"] == [0, 1]
    assert sum(e["type"] == "casualty" for e in events) == 1


def test_r_att_03_r_att_04_r_att_05_protected_and_tactics_never_wounded_first():
    table = two_players("dragonlords")
    enemy_round(table, "Wyrm", "9", "1")
    give(table, "Ann", "battle_cry")
    table.do("battle Wyrm")
    table.do("play unit1 unit1", "1")
    table.do('play "Battle Cry"', "0")
    table.do("wound unit1")                  # R-ATT-05: a wounded unit may be chosen; it dies anyway
    events = table.do("pass 1")
    army = table.state["combat"]["armies"]["attacker"]
    assert events[-1]["index"] == 0 and army[0]["wounded"] and army[0]["destroyed"]   # the wounded one
    assert not army[2]["destroyed"] and army[2]["unit"] is False                      # R-ATT-04: the tactic stays


def test_r_att_03_no_eligible_unit_no_casualty():
    table = two_players("dragonlords")
    enemy_round(table, "Wyrm", "9", "1")
    table.do("battle Wyrm")
    table.do("play unit1", "1")
    table.do("protect unit1")
    assert table.refused("destroy unit1").ref == "p. 9"
    events = table.do("pass 3")
    assert not any(e["type"] == "casualty" for e in events)


def test_r_bat_04_r_cmb_13_each_card_uses_its_ability_once():
    table = two_players()
    table.do("battle stronghold")
    table.do("play unit1 unit1", "1")
    table.do("bonus unit1 +2")
    table.do("bonus unit1 +2")               # the second Horde
    assert table.refused("bonus unit1 +2").ref == "p. 14"
    table.do("pass")
    assert table.do("resolve")[0]["s_attacker"] == 6


def test_r_cmb_10_r_bat_07_r_sie_05_r_state_03_wounded_count_and_die_at_the_end_of_combat():
    table = two_players()
    assert table.refused("wound unit1").ref == "p. 7"   # R-STATE-03: only in a combat
    table.do("battle stronghold")
    table.do("play unit1 unit1", "1")
    table.do("wound unit1")
    assert combat.total(table.state["combat"]["armies"]["attacker"]) == 2   # R-CMB-10: still counts
    table.do("pass")
    events = table.do("resolve")
    assert events[0]["winner"] == "army" and events[0]["fallen"]["attacker"] == ["waiqar-unit1"]
    assert table.player("Ann")["owned"]["waiqar-unit1"] == 2   # R-BAT-07: destroyed at the end, survivors kept


def test_r_cmb_02_r_cmb_14_r_loc_01_02_03_battle_or_siege_and_abilities_that_destroy():
    table = two_players()
    table.player("Ben")["cities"] = [{"id": "keep", "name": "Keep", "ready": True}]
    assert table.do("siege Keep", "0")[-1]["kind"] == "siege"          # R-LOC-01: a player's city
    table.do("play unit1", "1")
    table.do("play unit1", "1")
    table.do("destroy unit1 defender")                                 # R-CMB-14: an ability destroys a unit
    table.do("pass")
    table.do("pass")
    assert table.do("resolve")[0]["fate"] == "captured"                # 1 > 0
    assert table.refused("siege stronghold").ref == "p. 12"           # R-LOC-02
    table.do("end")
    table.do("siege Ann")                                             # R-LOC-03: a Home Realm only takes damage
    table.do("play unit1")
    table.do("pass")
    table.do("pass")
    result = table.do("resolve")[0]
    assert (result["fate"], result["damage"], table.player("Ann")["damage"]) == ("damaged", 1, 1)


def test_r_dmg_01_02_03_damage_is_the_difference_never_negative_then_elimination():
    assert (combat.damage(7, 5), combat.damage(5, 7), combat.damage(4, 4)) == (2, 0, 0)
    table = two_players()
    table.player("Ben")["damage"] = 19
    table.do("siege Ben")
    table.do("play unit1", "2")
    table.do("pass")
    table.do("pass")
    events = table.do("resolve", "new")
    assert [e["type"] for e in events] == ["combat_resolved", "damage", "eliminated", "rune_taken", "game_over"]


def test_r_evt_01_r_cat_02_three_stages_only_in_the_cataclysm():
    table = two_players("runewars")
    table.do("end")
    table.do("end")
    error = table.refused("event Doom", "3")
    assert "Possible answers: 1, 2" in error.message()
    error = table.refused("event Bruder gegen Bruder")
    assert error.ref == "p. 4" and "The Cataclysm" in error.message()
    cat = two_players("cataclysm")
    cat.do("end")
    cat.do("end")
    cat.do("event Sign", "1", "effect", "no", "no")  # stage 1 lies on top (p. 4)
    cat.do("end")
    cat.do("end")
    cat.do("end")
    cat.do("event Doom", "3", "enemy", "5", "0", "none")
    assert cat.state["events"]["stage"] == 3


def test_r_evt_03_r_evt_05_r_res_02_r_elim_03_the_rules_lookup_has_them():
    from mkref.core.rulesindex import load

    index = load("rune-age")
    assert "Read its whole text" in index.get("enemies").answer("en")          # R-EVT-03
    assert "later turns" in index.get("battle").answer("en") or index.get("enemies").ref == "p. 9"
    assert index.get("ready").ref == "p. 7"                                     # R-RES-02
    assert index.get("elimination").numbers_in("en") == [("Damage that eliminates", 20)]


def test_r_deck_01_02_03_drawing_and_reshuffling_are_in_the_lookup_p12():
    from mkref.core.rulesindex import load

    hit = load("rune-age").search("neu mischen")[0][0]
    assert hit.id == "drawing" and hit.ref == "p. 12"
    assert "shuffled discard pile" in hit.answer("en") and "without changing their order" in hit.answer("en")


def test_r_dw_03_end_of_combat_abilities_before_cards_leave_in_the_lookup():
    from mkref.core.rulesindex import load

    assert "before cards leave" in load("rune-age").get("abilities").answer("en")


def test_r_uact_01_03_04_action_abilities_outside_combat_tactics_too():
    table = two_players()
    give(table, "Ann", "battle_cry")
    events = table.do('unit "Battle Cry"')                # R-UACT-04: a tactic's Action
    assert events == [{"type": "unit_action", "player": 0, "card": "battle_cry"}]
    assert table.player("Ann")["used"] == {"battle_cry": 1}   # R-UACT-01: to the discard pile
    table.do("battle stronghold")
    events = table.do("play unit1", "2")                  # R-UACT-03: in combat only its strength counts
    assert events[-1]["total"] == 2
    assert table.refused("unit unit1").ref == "p. 7"
