"""What a newcomer types and reads (refusals before any question, German die faces, refusals and log
lines in the save's language), and two spec rules the other tests left out: the night-1 deck by difficulty
(spec 8.2, p. 11) and the clean-up (spec 12.1, p. 21)."""

from __future__ import annotations

import pytest

from mkref.core.errors import RuleViolation
from mkref.games.knight_tales.game import GAME

from .test_game import night_table


def test_the_boss_in_the_forest_is_refused_before_any_question_p24():
    t = night_table()
    t.do("night", "ghoul", "ghost", "ghoul", "warlord")
    asked = len(t.asked)
    with pytest.raises(RuleViolation) as err:
        t.do("attack boss")  # the boss waits in the forest until it enters row 3 (p. 24)
    assert err.value.ref == "p. 24" and "still in the forest" in err.value.message() and len(t.asked) == asked


def test_a_face_down_monster_is_refused_before_any_question_p15():
    t = night_table()
    t.do("night", "ghoul", "ghost", "ghoul", "warlord")
    asked = len(t.asked)
    with pytest.raises(RuleViolation) as err:
        t.do("attack b2")
    assert err.value.ref == "p. 15" and "face down" in err.value.message() and len(t.asked) == asked


def test_german_die_faces_answer_the_roll_p18():
    t = night_table()
    t.do("night", "ghoul", "ghost", "ghoul", "warlord")
    # the ghoul (1 black die, 1 HP) at a1: two swords and a faith; the black die shows a shield
    t.do("attack a1", "Schwert Schwert Glaube", "Schild", "done", "done", "black:shield", "goblin")
    # 2 swords against 0 shields (faith removed the shield die): 2 damage, 1 gold taken, destroyed (pp. 18-19)
    assert t.state.knights["Ann"].monsters == [["monsters", "ghoul"]] and t.state.knights["Ann"].gold == 11


def test_refusals_and_log_lines_in_the_sessions_language_p7():
    t = night_table()  # the state holds no language: the refusal is said in the session's
    with pytest.raises(RuleViolation) as err:
        t.do("buy Spear")
    assert err.value.message("de") == ("Jetzt nicht: kaufen (das Spiel ist in der Phase „vor der Nacht“). (S. 9) "
                                       "'nacht' eingeben, um das Schlachtfeld aufzubauen.")
    assert err.value.message() == ("Not now: buying (the game is in phase 'before the night'). (p. 9) "
                                   "Type 'night' to set up the battlefield.")
    assert err.value.ref == "p. 9"  # the page stays English (JSON reports it so); the German message cites "S. 9"
    assert GAME.label({"type": "bought", "player": "Ann", "card": "battle_axe", "cost": 3}, "de") == "Ann kauft Streitaxt"
    assert GAME.label({"type": "passed", "player": "Ben"}, "en") == "Ben passes"
    assert GAME.label({"type": "fact", "kind": "monsters", "id": "goblin", "field": "hp", "value": 1}, "en") == ""


@pytest.mark.parametrize(("difficulty", "champions", "minions"), [("heroic", 1, 8), ("epic", 2, 7), ("legendary", 3, 6)])
def test_night_one_deck_by_difficulty_p11(difficulty, champions, minions):
    from .helpers import Table
    from .test_game import CARDS

    t = Table("--player", "Ann:Gaelic", "--player", "Ben:Tartos", "--difficulty", difficulty)
    for line in CARDS:
        t.do(line)
    t.do("order", "sword sword", "shield", "blank blank", "shield")
    t.do("day", "row_2_or_3")
    t.do("pass")
    t.do("pass")
    events = t.do("night", "ghoul", "ghost", "ghoul", "warlord")
    night = next(e for e in events if e["type"] == "night")
    # renown card I: 9 cards, champions by difficulty (p. 11, spec 8.2)
    assert (night["renown"], night["champions"], night["minions"]) == ("I", champions, minions)


def test_cleanup_takes_gold_and_crests_off_the_monsters_p21():
    from mkref.games.knight_tales.state import evolve

    t = night_table()
    t.do("night", "goblin", "ghost", "ghoul", "warlord")
    player = t.state.turn
    # 1 sword against the goblin's 2 gold (HP 2): 1 gold taken, 1 crest on the goblin, it survives (p. 19)
    t.do("attack a1", "sword shield shield", "blank blank", "blank", "done", "done")
    goblin = t.state.lanes["a"][0]
    assert (goblin["gold"], goblin["crests"], t.state.crests_left(player)) == (1, [[player, 1]], 19)
    state = evolve(t.state, {"type": "cleanup"})
    # clean-up: the gold goes to the supply, the crests back to their owners (p. 21, spec 12.1)
    assert (state.lanes["a"][0]["gold"], state.lanes["a"][0]["crests"], state.crests_left(player)) == (0, [], 20)
    assert state.boss["gold"] == 0


def test_a_shield_marker_put_on_a_monster_stops_a_sword_p25():
    t = night_table()
    t.do("night", "ghoul", "ghost", "ghoul", "warlord")
    t.do("marker a1 shield 1")  # a card effect puts 1 shield marker on the ghoul (p. 25)
    assert t.state.lanes["a"][0]["shield"] == 1
    events = t.do("attack a1", "sword shield shield", "blank", "done", "done")
    attack = next(e for e in events if e["type"] == "attack")
    # 1 sword against the marker's 1 shield: no damage, the ghoul keeps its 1 gold (p. 18, p. 25)
    assert (attack["summary"]["damage_dealt"], attack["summary"]["damage_prevented"], attack["destroyed"]) == (0, 1, False)
    assert t.state.lanes["a"][0]["gold"] == 1


def test_lane_damage_from_an_effect_barricade_first_then_the_village_p25_p21():
    t = night_table()
    t.do("night", "ghoul", "ghost", "ghoul", "warlord")
    t.do("damage b 1")  # the barricade goes first (I-27): 2 palisades left
    assert t.state.defences["b"] == [False, 2] and len(t.state.village) == 3
    t.do("damage b 3", "well")  # 2 palisades, then 1 point the lane cannot take hits the village (p. 21)
    assert t.state.defences["b"] == [False, 0] and t.state.village == ["farmhouse", "ox_cart"]


def test_a_used_card_is_exhausted_for_the_night_p15():
    t = night_table()
    t.do("night", "ghoul", "ghost", "ghoul", "warlord")
    player = t.state.turn
    t.do(f"use {player} longsword")  # one of the knight's 20 crests goes on the card (p. 15)
    assert t.state.knights[player].exhausted == ["longsword"] and t.state.crests_left(player) == 19
    with pytest.raises(RuleViolation) as err:
        t.do(f"use {player} longsword")
    assert err.value.ref == "p. 15" and "exhausted" in err.value.message()


def test_the_days_refresh_takes_the_crests_off_the_cards_p7():
    t = night_table()
    t.do("night", "ghoul", "ghost", "ghoul", "warlord")
    player = t.state.turn
    t.do(f"use {player} longsword")
    assert t.state.crests_left(player) == 19
    # the night is over (its play is tested elsewhere): the knights stand on village spaces 3 and 4
    t.state.phase = "day_start"
    t.state.knights["Ann"].village, t.state.knights["Ben"].village = 3, 4
    t.do("day", "quest_ii")
    # refresh (p. 7): crests back to the supply, health 5 and fatigue on the 2-player space 11 (5 spaces free),
    # wrath 2 on village space 3 and 3 on space 4; Ann (space 3) starts the day
    assert t.state.knights[player].exhausted == [] and t.state.crests_left(player) == 20
    assert {n: (k.free_fatigue, k.free_wrath) for n, k in t.state.knights.items()} == {"Ann": (5, 2), "Ben": (5, 3)}
    assert t.state.turn == "Ann" and t.state.round == 2


def test_a_market_space_stays_empty_when_the_deck_ran_out_i11_p9():
    from .helpers import Table
    from .test_game import CARDS

    t = Table("--player", "Ann:Gaelic", "--player", "Ben:Tartos")
    for line in CARDS:
        t.do(line)
    t.do("order", "sword sword", "shield", "blank blank", "shield")
    t.do("day", "row_2_or_3")
    t.state.market_deck = 0  # the 27 cards behind the 9 face-up ones are all gone
    t.do("buy 'War Hammer'")  # 5 gold (p. 10); no card refills the space (I-11)
    assert (t.state.market_face_up, t.state.market_empty, t.state.knights["Ann"].gold) == (8, 1, 5)
    t.do("pass")
    t.do("pass")
    t.state.phase = "day_start"
    t.state.knights["Ann"].village, t.state.knights["Ben"].village = 3, 4
    t.do("day", "quest_ii")
    assert t.state.market_face_up == 8  # the next day's refresh turns up 8 cards, one space stays empty


def test_solo_day_3_wrath_and_townsfolk_with_both_hp_covered_p27():
    from .helpers import Table

    t = Table("--mode", "solo", "--player", "Sam:Bridha")
    t.do("card knight bridha start_health=4 fatigue_start=1:9 yellow_from=6 red_from=8")
    for line in ("card monster goblin hp=1 goes_to_back=no", "card monster ghoul hp=1 goes_to_back=no", "card boss warlord hp=3"):
        t.do(line)
    t.do("day")
    sam = t.state.knights["Sam"]
    # 12 gold, village space 4: 3 wrath; fatigue on the 1-player space 9 with health 4: 4 free (p. 27, p. 7)
    assert (sam.gold, sam.village, sam.free_wrath, sam.free_fatigue) == (12, 4, 3, 4)
    t.do("pass")
    t.do("night", "goblin", "ghoul", "ghoul", "warlord")
    folk = next(iter(t.state.townsfolk))
    t.state.townsfolk[folk] = 2  # both HP covered with Sam's gold
    with pytest.raises(RuleViolation) as err:
        t.do(f"use Sam {folk}")
    assert err.value.ref == "p. 27" and "no free HP" in err.value.message()
    t.state.phase, t.state.knights["Sam"].village = "day_start", 4  # the night is over: home on space 4
    t.do("day")
    assert t.state.townsfolk[folk] == 0 and t.state.knights["Sam"].free_wrath == 3  # the gold went to the supply (p. 27)


def test_the_rulebooks_german_words_answer_every_question_p5_p9_p18():
    """Issue 20 item 3: one catalogue of answer words serves every question (words.ANSWERS)."""
    from mkref.core.messages import Said

    t = night_table()
    t.do("card monster imp hp=1 black=0 red=1 vp=1 goes_to_back=no steals_gold=0")  # a card whose type is asked
    t.do("night", "Geist", "imp", "Ghoul", "Kriegsherr")  # the Ghost: "Gespenst" in the book (p. 9), "Geist" at the table
    assert [t.state.lanes[lane][0]["card"] for lane in "abc"] == ["ghost", "imp", "ghoul"]
    assert t.state.turn == "Ann"
    # Ann attacks the imp (1 HP, 1 red die): the type is asked (Lakai = minion, p. 9); 2 swords and a faith; the
    # red die shows doom, which faith removes (p. 18): no doom; 2 damage: 1 gold taken, destroyed
    events = t.do("attack b1", "Lakai", "Schwert Schwert Glaube", "Verhängnis", "fertig", "fertig", "rot:Verhängnis", "Goblin")
    attack = next(e for e in events if e["type"] == "attack")
    assert t.state.facts["monsters"]["imp"]["type"] == "minion"
    assert attack["destroyed"] and attack["summary"]["doom_added"] == 0 and attack["summary"]["damage_dealt"] == 2
    # the state holds no language: every question is a catalogue sentence said in the session's language
    assert all(isinstance(prompt, Said) for prompt in t.asked)
    assert t.asked[-2].in_lang("de") == "Glaube 1: welcher Monsterwürfel wird entfernt (z. B. rot:Verhängnis), oder 'keine'"
    # lane b: a barricade and 2 palisades (3 lane HP, p. 5); 4 damage: 1 reaches the village, the table names the well
    t.do("damage b 4", "Brunnen")
    assert t.state.village == ["farmhouse", "ox_cart"]
    # results first (item 6): the lane damage is shown before the question which building is lost
    assert t.asked[-1].in_lang("de") == ("Bahn b erleidet 4 Schaden: 0 Bahn-LP übrig, 1 auf das Dorf. "
                                         "Als Nächstes: Welches Gebäude des Dorfs geht verloren")
    assert str(t.asked[-1]) == "Lane b takes 4 damage: 0 lane HP left, 1 to the village. Next: Which village building is lost"


def test_a_german_quest_name_and_a_german_card_name_are_accepted_p7():
    t = night_table()
    t.do("questen Ann 'Vernichte ein Monster in Reihe 2 oder 3'")
    assert t.state.quests["row_2_or_3"] == ["Ann"]
    t.do("karte markt Kriegshammer vp=3")  # the German name of a known card tells that card, not a new one
    assert t.state.facts["market"]["war_hammer"]["vp"] == 3 and "kriegshammer" not in t.state.facts["market"]


def test_did_you_mean_names_cards_in_the_tables_language_p9():
    from mkref.core.errors import UnknownName

    t = night_table()
    with pytest.raises(UnknownName) as err:
        t.do("nutzen Ann Kriegshamer")  # a typo: the card is named in the table's language, never by its id
    assert "Kriegshammer" in err.value.message("de") and "war_hammer" not in err.value.message("de")
    assert "War Hammer" in err.value.message("en")


def test_the_solo_townsfolk_are_named_not_shown_by_id_p27():
    from .helpers import Table

    t = Table("--mode", "solo", "--player", "Sam:Bridha")
    assert GAME.setup_checklist(t.setup, "de")[4].startswith("- Die 6 Dorfbewohner offen auslegen")
    t.state.phase = "night"  # a townsfolk card is used like any card, any time in the night (p. 27)
    t.do("nutzen Sam 'Dorfbewohner 2'")
    assert t.state.knights["Sam"].exhausted == ["townsfolk_2"]
    assert GAME.label({"type": "used", "player": "Sam", "card": "townsfolk_2"}, "de") == "Sam nutzt Dorfbewohner 2"
