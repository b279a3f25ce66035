"""The tracked game with the rulebook's examples: the day of p. 10, revealing with 'goes to the back'
(p. 12), the boss example of p. 24, the Warlord of p. 25, the last heroic deed (p. 20), the co-op game
(p. 28) and refusals that leave the state unchanged."""

from __future__ import annotations

import random

import pytest

from mkref.core.chance import NeedAnswer, roll
from mkref.core.errors import InvalidInput, MkrefError, RuleViolation
from mkref.games.knight_tales.game import GAME

from .helpers import Table

CARDS = [
    "card knight gaelic start_health=5 fatigue_start=2:11,3:10 yellow_from=8 red_from=10",
    "card knight tartos start_health=5 fatigue_start=2:11,3:10 yellow_from=8 red_from=10",
    "card knight bridha start_health=5 fatigue_start=3:10,2:11 yellow_from=8 red_from=10",
    "card monster goblin hp=2 faction=orc vp=1 goes_to_back=no",
    "card monster orc_brute type=minion faction=orc hp=1 black=1 red=0 vp=2 goes_to_back=no steals_gold=0",
    "card monster orc_raider type=minion faction=orc hp=1 black=2 red=0 vp=2 goes_to_back=no steals_gold=0",
    "card monster ghoul hp=1 black=1 red=0 vp=1 goes_to_back=no steals_gold=0",
    "card monster ghost hp=1 black=1 red=0 vp=1 goes_to_back=no steals_gold=0",
    "card monster sneak type=minion faction=beast hp=1 black=0 red=0 vp=1 goes_to_back=yes steals_gold=0",
    "card monster centaur type=minion faction=beast hp=3 black=1 red=1 vp=2 goes_to_back=no steals_gold=0",
    "card market war_hammer type=weapon vp=2",
    "card boss warlord hp=4 vp=5",
    "card renown I zone_vp=green:5,yellow:3,red:1",
]


def three_players() -> Table:
    table = Table("--player", "Susy:Bridha", "--player", "Michael:Gaelic", "--player", "Thomas:Tartos")
    for line in CARDS:
        table.do(line)
    return table


def test_complete_day_of_p10_three_players():
    t = three_players()
    assert t.state.setup["gold"] == 8
    # order roll: Thomas fewest swords -> space 4, Michael -> 3, Susy most -> 2 and starts (p. 7)
    t.do("order", "sword double_sword", "shield", "sword blank", "shield", "blank blank", "faith")
    assert {n: k.village for n, k in t.state.knights.items()} == {"Susy": 2, "Michael": 3, "Thomas": 4}
    t.do("day", "row_2_or_3")
    wrath = {n: k.free_wrath for n, k in t.state.knights.items()}
    assert wrath == {"Susy": 1, "Michael": 2, "Thomas": 3} and t.state.turn == "Susy"
    assert t.state.knights["Susy"].free_fatigue == 4  # 3-player space 10, health 5
    t.state.knights["Susy"].gold = 5
    t.do("buy War Hammer")  # 5 gold (p. 10)
    assert t.state.knights["Susy"].gold == 0 and t.state.market_face_up == 8 and t.state.turn == "Michael"
    with pytest.raises(RuleViolation) as err:
        t.do("buy Thomas Spear")
    assert err.value.ref == "p. 7"
    t.do("buy Spear", "2")  # Michael
    t.do("pass")  # Thomas declines although he has gold -> battlefield space 1
    with pytest.raises(RuleViolation):
        t.do("buy Spear")  # Susy has no gold left (p. 9)
    t.do("pass")  # Susy -> space 2
    t.state.knights["Michael"].monsters += [["monsters", "goblin"], ["monsters", "orc_brute"]]
    t.do("trophy 'Spiked Shield' goblin orc_brute")  # Michael alone, then passes
    assert "spiked_shield" in t.state.knights["Michael"].market and t.state.trophies_taken == ["spiked_shield"]
    events = t.do("pass")
    assert {n: k.battlefield for n, k in t.state.knights.items()} == {"Thomas": 1, "Susy": 2, "Michael": 3}
    assert t.state.phase == "night_ready"
    assert "Night order: Thomas, Susy, Michael. (p. 11)" in " ".join(t.lines(events))


def night_table() -> Table:
    t = Table("--player", "Ann:Gaelic", "--player", "Ben:Tartos")
    for line in CARDS:
        t.do(line)
    t.do("order", "sword sword", "shield", "blank blank", "shield")
    t.do("day", "row_2_or_3")
    t.do("pass")
    t.do("pass")
    return t


def test_goes_to_the_back_loops_until_a_monster_stays_p12():
    t = night_table()
    t.do("night", "ghoul", "sneak", "ghost", "ghoul", "warlord")
    # lane b: the sneak goes to the back, the card behind moves up and is revealed: a ghost stays
    assert [m["card"] for m in t.state.lanes["b"] if m["face_up"]] == ["ghost", "sneak"]
    assert t.state.lanes["b"][1]["face_up"] is False and t.state.lanes["b"][2]["card"] == "sneak"


def test_boss_example_p24_and_warlord_p25():
    t = night_table()
    t.do("night", "orc_raider", "ghoul", "ghost", "warlord")
    # empty the back rows except lane a so that killing a1 empties row 3
    t.state.lanes["b"] = t.state.lanes["b"][:2]
    t.state.lanes["c"] = t.state.lanes["c"][:2]
    ann_turn = t.state.turn
    events = t.do("attack a1", "sword shield shield", "doom doom", "done", "done",
                  "1", "1", "0", "no", "1", "1", "0", "yes", "1", "1", "1", "no",  # doom columns 1-3 of the Warlord
                  "no", "base", "goblin")
    attack = next(e for e in events if e["type"] == "attack")
    assert attack["player"] == ann_turn and attack["destroyed"] and attack["card_to"] == ann_turn
    kinds = [e["type"] for e in events]
    # card first, the doom (tactic), then the monsters move up, the boss enters row 3, row 1 revealed last
    assert kinds.index("attack") < kinds.index("tactic") < kinds.index("removed") < kinds.index("boss_moved") < kinds.index("revealed")
    assert t.state.boss["position"] == 3 and t.state.boss["doom"] == 2  # two columns on, one tactic
    # no orc stood face up when the Warlord activated: no lane damage; the revealed goblin came too late
    assert "lane_damage" not in kinds and t.state.lanes["a"][0]["card"] == "goblin"


def test_warlord_activation_hits_lanes_with_orcs_p25():
    t = night_table()
    t.do("night", "goblin", "ghoul", "orc_brute", "warlord")
    for lane in "abc":
        t.state.lanes[lane] = t.state.lanes[lane][:1]
    t.state.lanes["b"] = t.state.lanes["b"][:1]
    t.state.lanes["a"].append({"card": "ghost", "face_up": True, "gold": 1, "hp": 0, "sword": 0, "shield": 0, "black": 0, "red": 0, "crests": []})
    t.state.lanes["a"].append({"card": "ghost", "face_up": True, "gold": 1, "hp": 0, "sword": 0, "shield": 0, "black": 0, "red": 0, "crests": []})
    events = t.do("attack a3", "sword shield shield", "blank", "done", "done")
    damaged = sorted(e["lane"] for e in events if e["type"] == "lane_damage")
    assert damaged == ["a", "c"] and t.state.defences["a"] == [False, 2] and t.state.defences["b"] == [True, 2]


def test_refusals_leave_the_state_unchanged():
    t = night_table()
    t.do("night", "goblin", "ghoul", "ghost", "warlord")
    before = repr(t.state)
    for line in ("attack a2", "attack boss", "attack c1 with spear", "day", "attack b3"):
        with pytest.raises(MkrefError):
            t.do(line, "1", "1", "0", "no")
    assert repr(t.state) == before


def test_last_heroic_deed_and_night_end_with_renown_p20():
    t = night_table()
    t.do("night", "centaur", "ghoul", "ghost", "warlord")
    first = t.state.turn
    t.state.knights[first].fatigue = t.state.knights[first].health + 2  # 1 free fatigue left
    events = t.do("attack a1", "sword shield faith", "sword", "double_sword", "done", "done", "none")
    attack = next(e for e in events if e["type"] == "attack")
    assert attack["wounds_taken"] == 0 and t.state.knights[first].night_over
    assert t.state.knights[first].village == 4 and t.state.knights[first].renown == [[1, "green"]]


def test_coop_reveals_every_row_and_aid_moves_fatigue_and_wounds_p28():
    t = Table("--mode", "coop", "--player", "Ann:Gaelic", "--player", "Ben:Tartos")
    for line in CARDS:
        t.do(line)
    t.do("card coop shared_strength hook=share_fatigue")
    t.do("card coop shield_wall hook=take_wounds")
    t.do("order", "sword sword", "shield", "blank blank", "shield")
    t.do("day")
    t.do("pass")
    t.do("pass")
    t.do("night", *(["ghoul", "ghost", "ghoul"] * 3), "warlord")
    assert all(m["face_up"] for lane in t.state.lanes.values() for m in lane)
    attacker = t.state.turn
    helper = next(n for n in t.state.knights if n != attacker)
    free = t.state.knights[helper].free_fatigue
    t.do(f"attack b2 aid shared_strength {helper}", "sword shield shield", "blank", "done", "done")
    assert t.state.knights[helper].free_fatigue == free - 2 and "shared_strength" in t.state.coop_used
    with pytest.raises(RuleViolation) as err:
        t.do(f"attack a1 aid shared_strength {helper}")
    assert err.value.ref == "p. 28"
    second = t.state.turn  # the helper attacks; the first attacker takes the wounds with the other co-op card
    taker = t.state.knights[attacker]
    before = (taker.free_fatigue, taker.free_wrath, t.state.knights[second].free_fatigue)
    events = t.do(f"attack a1 aid shield_wall {attacker}", "sword faith faith", "double_sword", "done", "done", "none", "none")
    attack = next(e for e in events if e["type"] == "attack")
    assert attack["wounds_taken"] == 0 and attack["helpers"][attacker]["wounds"] == 2
    after = t.state.knights[attacker]
    assert (after.free_fatigue, after.free_wrath) == (before[0] - 2, before[1] + 2)
    assert t.state.knights[second].free_fatigue == before[2] - 1


def test_wrath_without_the_empty_spaces_and_a_crest_with_none_left_are_refused_p16_p15():
    t = night_table()
    t.do("night", "ghoul", "ghost", "ghoul", "warlord")
    player = t.state.turn
    t.state.knights[player].wrath = t.state.knights[player].health - 2  # 1 free wrath
    with pytest.raises(RuleViolation) as err:
        t.do("attack a1", "sword shield shield", "blank", "extra")
    assert err.value.ref == "p. 16" and "cannot spend 2 wrath" in err.value.message()
    t.state.knights[player].market.append("spear")
    t.state.knights[player].exhausted = [f"card{n}" for n in range(20)]
    with pytest.raises(RuleViolation) as err:
        t.do("attack a1 with spear", "red")
    assert err.value.ref == "p. 15" and "no crest left" in err.value.message()


def test_quest_slots_in_order_once_per_knight_three_at_most_p7_p8():
    t = night_table()
    t.do("quest Ann row_2_or_3")
    t.do("quest Ben row_2_or_3")
    assert t.state.quests["row_2_or_3"] == ["Ann", "Ben"]
    with pytest.raises(RuleViolation) as err:
        t.do("quest Ann row_2_or_3")
    assert err.value.ref == "p. 8"


def test_tied_order_roll_rerolls_among_the_tied_p7():
    t = Table("--player", "A:Gaelic", "--player", "B:Tartos", "--player", "C:Bridha")
    t.do("order", "sword blank", "shield", "sword blank", "shield", "double_sword sword", "shield", "sword blank", "shield", "blank blank", "shield")
    assert {n: k.village for n, k in t.state.knights.items()} == {"C": 2, "A": 3, "B": 4}


def test_voluntary_stop_only_with_the_setting_i12():
    t = night_table()
    t.do("night", "ghoul", "ghost", "ghoul", "warlord")
    with pytest.raises(RuleViolation) as err:
        t.do("stop")
    assert err.value.ref == "p. 20"
    t2 = Table("--player", "Ann:Gaelic", "--player", "Ben:Tartos", "--set", "voluntary_stop=true")
    for line in CARDS:
        t2.do(line)
    t2.do("order", "sword sword", "shield", "blank blank", "shield")
    t2.do("day", "row_2_or_3")
    t2.do("pass")
    t2.do("pass")
    t2.do("night", "ghoul", "ghost", "ghoul", "warlord")
    first = t2.state.turn
    t2.do("stop")
    assert t2.state.knights[first].night_over and t2.state.knights[first].village == 4 and t2.state.turn != first


def test_market_refresh_turns_bought_spaces_face_up_next_day_p8():
    t = night_table()
    assert t.state.market_face_up == 9
    t.state.phase, t.state.turn = "day", "Ann"
    t.do("buy Battle Axe")
    assert t.state.market_face_up == 8 and t.state.market_deck == 26
    t.state.phase = "day_start"
    t.state.knights["Ann"].village, t.state.knights["Ben"].village = 3, 4  # as after a night
    events = t.do("day", "quest_ii")
    assert t.state.market_face_up == 9 and "1 face-down market card(s) turned face up. (p. 8)" in t.lines(events)


def test_tartos_sends_excess_to_a_neighbour_in_the_game_p26():
    t = night_table()
    t.do("night", "ghoul", "ghost", "ghoul", "warlord")
    assert t.state.turn == "Ann"
    t.do("attack c1", "sword shield shield", "blank", "done", "done", "ghost")
    events = t.do("attack a1", "double_sword sword shield", "blank", "done", "done", "b1:1", "ghoul", "ghoul")
    attack = next(e for e in events if e["type"] == "attack")
    assert [c["card"] for c in attack["cards"]] == ["ghoul", "ghost"] and {c["player"] for c in attack["cards"]} == {"Ben"}
    assert [e["lane"] for e in events if e["type"] == "removed"] == ["a", "b"]
    assert t.state.boss["position"] == 3  # every lane lost a monster: row 3 is empty, the boss enters
    assert t.state.knights["Ben"].gold == 10 + 1 + 1


def test_attacking_the_boss_uses_its_doom_column_and_armour_p24():
    t = night_table()
    t.do("night", "ghoul", "ghost", "ghoul", "warlord")
    t.state.boss["position"] = 1
    before = t.state.knights["Ann"].gold
    events = t.do("attack boss", "2", "1", "1", "no", "double_sword double_sword sword", "shield", "blank blank", "done", "done")
    attack = next(e for e in events if e["type"] == "attack")
    steps = [key for key, _, _ in attack["steps"]]
    assert "step_armour" in steps and attack["summary"]["damage_dealt"] == 5 - 1 - 1 and t.state.boss["gold"] == 1
    assert t.state.knights["Ann"].gold == before + 3 and not attack["destroyed"]


def test_after_a_knight_goes_home_the_next_in_night_order_attacks_p15_p20():
    t = three_players()
    t.do("order", "sword double_sword", "shield", "sword blank", "shield", "blank blank", "faith")
    t.do("day", "row_2_or_3")
    for _ in range(3):
        t.do("pass")  # Susy, Michael, Thomas take battlefield spaces 1, 2, 3
    t.do("night", "ghoul", "ghost", "ghoul", "warlord")
    assert t.state.order() == ["Susy", "Michael", "Thomas"]
    t.do("attack a1", "sword shield shield", "blank", "done", "done", "ghost")  # Susy
    michael = t.state.knights["Michael"]
    michael.fatigue = michael.health + 2  # one free space: his attack is the last heroic deed
    events = t.do("attack b1", "sword shield shield", "blank", "done", "done", "ghoul")
    assert [e["player"] for e in events if e["type"] == "night_over"] == ["Michael"]
    assert t.state.knights["Michael"].village == 4 and t.state.turn == "Thomas"


def test_the_goblin_attack_of_p15_to_p19_in_the_game():
    t = night_table()
    t.do("night", "centaur", "goblin", "ghoul", "warlord")
    shaman = {"card": "shaman", "face_up": True, "gold": 1, "hp": 0, "sword": 0, "shield": 0, "black": 0, "red": 0, "crests": []}
    t.state.lanes["b"][1] = shaman  # a Shaman in the goblin's lane, the Centaur in its row
    thomas = t.state.knights[t.state.turn]
    thomas.wrath, thomas.fatigue, thomas.gold = thomas.health - 4, thomas.health + 4, 5  # 3 wrath, 3 fatigue
    thomas.market.append("spear")
    events = t.do("attack b1 with spear", "red", "faith shield sword", "shield sword blank",
                  "extra", "faith", "reroll", "faith", "sword", "longsword", "shield>sword", "black:shield")
    attack = next(e for e in events if e["type"] == "attack")
    assert attack["summary"]["pool"] == "3/3/0"  # 2 black + 1 from the Shaman; the Spear took the red die
    assert attack["summary"]["damage_dealt"] == 2 and attack["destroyed"] and attack["card_to"] == thomas.name
    assert attack["wounds_taken"] == 1 and attack["gold_after"] == 5 + 2 - 1
    after = t.state.knights[thomas.name]
    assert (after.free_fatigue, after.free_wrath) == (1, 1)  # p. 19-20
    assert sorted(after.exhausted) == ["longsword", "spear"]
    assert t.state.lanes["b"][0]["card"] == "shaman"  # it moved up into row 1


def test_no_quests_outside_the_standard_game_p27():
    t = Table("--mode", "solo", "--player", "Sam:Bridha")
    with pytest.raises(RuleViolation) as err:
        t.do("quest Sam row_2_or_3")
    assert err.value.ref == "p. 27"
    assert t.state.knights["Sam"].village == 4 and t.state.setup["gold"] == 12 and len(t.state.townsfolk) == 6


def four_players_on_day_one() -> Table:
    """A, B, C and D on village spaces 1 to 4 after the order roll (p. 7), the first day begun."""
    t = Table(*[arg for name, knight in (("A", "Gaelic"), ("B", "Bridha"), ("C", "Tartos"), ("D", "Guscard"))
                for arg in ("--player", f"{name}:{knight}")])
    for knight in ("gaelic", "bridha", "tartos", "guscard"):
        t.do(f"card knight {knight} start_health=5 fatigue_start=4:9 yellow_from=8 red_from=10")
    t.do("card market war_hammer type=weapon vp=2")
    # swords: A 4, B 3, C 2, D 1 -> D on space 4, C on 3, B on 2, A on 1 (p. 7)
    t.do("order", "double_sword sword", "sword", "sword sword", "sword", "sword blank", "sword", "blank blank", "sword")
    assert {n: k.village for n, k in t.state.knights.items()} == {"A": 1, "B": 2, "C": 3, "D": 4}
    t.do("day", "row_2_or_3")
    return t


def test_p9_a_knight_who_passes_leaves_the_day_order_the_others_keep_theirs():
    t = four_players_on_day_one()
    t.do("buy War Hammer")  # A, 5 gold of 6
    t.do("buy Battle Axe")  # B, 3 gold
    t.do("pass")  # C takes battlefield space 1
    assert t.state.turn == "D"  # D follows C in the day's order, not A (p. 9)
    t.do("pass")  # D: space 2
    assert t.state.turn == "A"
    t.do("pass")  # A: space 3
    assert t.state.turn == "B"
    t.do("pass")  # B: space 4
    assert t.state.phase == "night_ready"
    # the night's order is the order of passing (p. 9, p. 11)
    assert {n: k.battlefield for n, k in t.state.knights.items()} == {"C": 1, "D": 2, "A": 3, "B": 4}


def test_p18_the_order_rolls_knight_die_has_only_the_knight_faces():
    t = Table("--player", "Ann:Gaelic", "--player", "Ben:Tartos")
    command = t.table.parse("order")
    with pytest.raises(NeedAnswer) as monster_dice:
        GAME.decide(t.state, command)
    assert monster_dice.value.request.options == ("blank", "sword", "double_sword", "shield", "doom")
    command.answers[monster_dice.value.request.key] = monster_dice.value.request.parse("sword shield")
    with pytest.raises(NeedAnswer) as knight_die:
        GAME.decide(t.state, command)
    request = knight_die.value.request
    assert request.options == ("sword", "double_sword", "shield", "faith")
    for word in ("blank", "Leerseite", "doom"):
        with pytest.raises(InvalidInput) as err:
            request.parse(word)
        assert err.value.ref == "p. 18"
    rng = random.Random(0)
    assert all(roll(request, rng)[0] != "blank" for _ in range(200))  # never rolled
    assert t.state.phase == "order" and not t.state.order_swords


def test_p11_p19_a_monster_revealed_at_the_end_of_the_night_is_asked_for_its_printed_hp():
    t = night_table()
    t.do("night", "centaur", "ghoul", "ghost", "warlord")
    first = t.state.turn
    other = next(n for n in t.state.knights if n != first)
    t.state.knights[first].fatigue = t.state.knights[first].health + 2  # one free space: the last attack
    t.state.knights[other].night_over = True
    # Ann's attack ends her night and the night: rows 2 and 3 are revealed, a troll first (its HP unknown)
    reveals = ["troll", "ghoul", "ghoul", "ghoul", "ghoul", "ghoul"]
    t.do("attack a1", "sword shield faith", "sword", "double_sword", "done", "done", "none",
         reveals[0], "3", *reveals[1:], "farmhouse", "ox_cart")
    assert any("Troll: hit points (HP)" in prompt for prompt in t.asked)  # a printed value: asked, not rolled
    assert t.state.lanes["a"][1]["card"] == "troll" and t.state.lanes["a"][1]["gold"] == 3
    assert t.state.card("monsters", "troll")["hp"] == 3  # remembered for the rest of the game


@pytest.mark.parametrize("line", [
    "trophy 'Aether Dagger' warlord ghoul",  # the Warlord's values are in the card data
    "trophy golden_cup Kriegsherr ghoul",  # a trophy whose factions nobody told mkref yet; the German name
    "trophy golden_cup ghoul corpse_lord",  # a boss with no known values, offered second
])
def test_p9_a_boss_card_offered_for_a_trophy_is_refused_for_being_a_boss(line):
    t = night_table()
    t.do("card trophy golden_cup vp=3")
    t.state.phase, t.state.turn = "day", "Ann"
    t.state.knights["Ann"].monsters = [["bosses", "warlord"], ["bosses", "corpse_lord"], ["monsters", "ghoul"]]
    before, asked = repr(t.state), len(t.asked)
    with pytest.raises(RuleViolation) as err:
        t.do(line)  # refused before any question: nothing is asked of the table
    assert err.value.ref == "p. 9" and "A boss card cannot pay for a trophy" in err.value.message()
    assert len(t.asked) == asked and repr(t.state) == before
