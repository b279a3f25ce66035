"""Spec §5 (a turn, p. 6), §6 (movement, p. 7), §7 (interaction, p. 8), §9 (end of turn, p. 11),
§10 (wounds and healing, p. 11), A-1, A-4, A-10, A-17, A-19, A-26..A-29: exact numbers."""

import pytest

from mkref.core.chance import NeedAnswer
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.table import rules
from mk_table import Table, refused, two_players


@pytest.mark.parametrize(
    "terrain,day,night",
    [("plains", 2, 2), ("hills", 3, 3), ("forest", 3, 5), ("wasteland", 4, 4), ("desert", 5, 3), ("swamp", 5, 5)],
)
def test_terrain_costs_by_day_and_night_p7(terrain, day, night):
    assert rules.step_cost(terrain, "day") == day
    assert rules.step_cost(terrain, "night") == night


def test_city_space_always_costs_2_p7():
    assert rules.step_cost("swamp", "day", "city") == 2
    assert rules.step_cost("forest", "night", "city") == 2


@pytest.mark.parametrize("terrain", ["lake", "mountain"])
def test_lakes_and_mountains_impassable_p7(terrain):
    with pytest.raises(RuleViolation) as no:
        rules.step_cost(terrain, "day")
    assert no.value.ref == "p. 7"


def test_cost_reductions_never_below_zero_p7():
    assert rules.reduced_cost(3, [1, 1]) == 1
    assert rules.reduced_cost(3, [2, 2]) == 0


def test_move_spends_points_and_refuses_too_few_p7():
    t = two_players()
    t.do("play 5 move")
    t.do("move hills")
    assert t.state["cur"]["move"] == 2
    with pytest.raises(RuleViolation) as no:
        t.events("move forest")
    assert "costs 3" in no.value.message() and no.value.ref == "p. 7"
    # a move of several steps is refused whole: the text says the first step did not happen
    with pytest.raises(RuleViolation) as no:
        t.events("move plains forest")
    assert no.value.message().startswith(
        "Not enough Move points to enter the forest: the second step would need 3 by Day, "
        "but the first step already uses your 2 Move points; nothing was moved. (p. 7)"
    )
    t.do("move plains")
    assert t.state["cur"]["move"] == 0 and t.player("Ben")["position"]["terrain"] == "plains"


def test_seven_move_played_as_a_number_p7():
    t = two_players()
    t.do("7 move")
    assert t.state["cur"]["move"] == 7


def test_rampaging_enemy_space_cannot_be_entered_p7():
    t = two_players()
    t.do("play 9 move")
    with refused("rampaging", RuleViolation) as no:
        t.events("move plains orcs")
    assert no.value.ref == "p. 7"


def test_entering_an_unconquered_keep_is_an_assault_and_ends_movement_p7():
    t = two_players()
    t.do("play 9 move")
    with refused("ends the movement", RuleViolation):
        t.events("move hills keep plains")
    t.do("move hills keep")
    assert t.state["cur"]["assault"] == "keep" and t.state["cur"]["move"] == 0
    with refused("must be fought", RuleViolation):
        t.events("end")


def test_another_players_keep_is_an_assault_own_keep_is_not_p8():
    t = two_players()
    t.do("play 9 move")
    t.do("move hills keep:Ben")
    assert not t.state["cur"]["assault"]
    t2 = two_players()
    t2.do("play 9 move")
    t2.do("move hills keep:Anna")
    assert t2.state["cur"]["assault"] == "keep"


def test_no_moving_after_the_action_p6():
    t = two_players()
    t.do("play 4 move")
    t.do("move plains village")
    t.do("interact")
    assert t.state["cur"]["move"] == 0  # unused Move points are lost when the action begins (p. 6)
    with pytest.raises(RuleViolation) as no:
        t.events("play 2 move")
    assert no.value.ref == "p. 6"


def test_rest_only_instead_of_moving_and_acting_p6():
    t = two_players()
    t.do("rest")
    with refused("resting", RuleViolation):
        t.events("move plains")
    with refused("resting", RuleViolation):
        t.events("combat prowlers")
    t2 = two_players()
    t2.do("play 2 move")
    t2.do("move plains")
    with refused("Too late to rest", RuleViolation) as no:
        t2.events("rest")
    assert no.value.ref == "p. 6"


def test_slow_recovery_needs_wounds_p6():
    t = two_players()
    with refused("only wounds", RuleViolation):
        t.events("rest slow")
    t.do("wound 2")
    t.do("rest slow")
    assert t.state["cur"]["mode"] == "rest"


def test_explore_costs_2_move_p7():
    t = two_players()
    t.do("play 3 move")
    t.do("explore")
    assert t.state["cur"]["move"] == 1 and t.state["stack"]["countryside"] == 5  # 8, 2 revealed at set-up (p. 3)
    with refused("costs 2", RuleViolation):
        t.events("explore")


def test_first_recon_one_fame_per_tile_and_cities_closed_p18():
    t = Table("first_recon", "Anna:Tovak", "Ben:Goldyx").start()
    t.do("play 4 move")
    t.do("explore")
    assert t.player("Ben")["fame"] == 1
    with refused("Cities cannot be entered", RuleViolation) as no:
        t.events("move plains city:red")
    assert no.value.ref == "p. 18"


def test_city_revealed_in_first_recon_gives_everyone_a_last_turn_p18():
    t = Table("first_recon", "Anna:Tovak", "Ben:Goldyx").start()
    t.state["stack"]["countryside"] = 0
    t.do("play 2 move")
    t.do("explore", "city", "green")
    assert t.state["game_end"]["remaining"] == ["Ben", "Anna"]
    t.do("end")  # the discoverer's turn does not count as the last one
    t.do("end")  # Anna's last turn
    assert t.state["phase"] == "turns" and t.state["cur"]["player"] == "Ben"
    t.do("end")  # Ben's last turn
    assert t.state["phase"] == "game_over" and t.state["ended"] == "a city was revealed"


def test_city_levels_in_reveal_order_solo_conquest_5_then_8_p19():
    t = Table("solo_conquest", "Anna:Tovak", options=("--dummy", "goldyx"))
    t.do("prepare", "red blue green", "peasants foresters herbalists")
    t.do("tactic 1", "planning")
    t.state["stack"]["countryside"] = 0
    t.do("play 4 move")
    first = t.do("explore", "city", "red")
    second = t.do("explore", "city", "blue")
    assert (first[0]["level"], second[0]["level"]) == (5, 8)


def test_full_coop_last_city_level_11_with_3_players_p20():
    t = Table("full_coop", "Anna:Tovak", "Ben:Goldyx", "Cleo:Norowas", options=("--dummy", "arythea"))
    t.do("prepare", "red blue green white gold", "peasants foresters herbalists thugs scouts", "planning")
    for tactic in ("1", "2", "3"):
        t.do(f"tactic {tactic}")
    t.state["stack"]["countryside"] = 0
    t.state["cities"] = {"red": {}, "blue": {}, "green": {}}
    t.do("play 2 move")
    assert t.events("explore", "city", "white")[0]["level"] == 11


# -- interaction (p. 8, A-10) ------------------------------------------------------------------------
@pytest.mark.parametrize("position,modifier", [(-6, -5), (-5, -3), (-4, -2), (-3, -1), (-2, -1), (-1, 0), (0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 5)])
def test_reputation_modifiers_p8(position, modifier):
    assert rules.reputation_modifier(position) == modifier


def test_reputation_x_forbids_interaction_p8():
    assert rules.reputation_modifier(-7) is None
    t = two_players()
    t.player("Ben")["reputation"] = -7
    t.do("play 2 move")
    t.do("move plains village")
    with refused("Reputation X", RuleViolation) as no:
        t.events("interact")
    assert no.value.ref == "p. 8"


def test_reputation_clamped_at_the_ends_ambig30():
    t = two_players()
    t.do("reputation -9")
    assert t.player("Ben")["reputation"] == -7
    t.do("reputation 20")
    assert t.player("Ben")["reputation"] == 7


def test_reputation_modifier_applied_once_per_turn_p8():
    t = two_players()
    t.player("Ben")["reputation"] = 4
    t.do("play 2 move")
    t.do("move plains village")
    t.do("interact")
    assert t.state["cur"]["influence"] == 2
    t.do("reputation -5")  # a later change does not alter the bonus received
    t.do("interact")
    assert t.state["cur"]["influence"] == 2


def test_negative_modifier_can_leave_too_little_p8():
    t = two_players()
    t.player("Ben")["reputation"] = -4
    t.do("play 2 move")
    t.do("move plains village")
    t.do("interact")
    t.do("play 4 influence")
    assert t.state["cur"]["influence"] == 2
    with refused("costs 3, you have 2", RuleViolation):
        t.events("buy heal 1")


@pytest.mark.parametrize("site,each", [("village", 3), ("monastery", 2)])
def test_healing_prices_village_3_monastery_2_p8(site, each):
    t = two_players()
    t.do("play 2 move")
    t.do(f"move plains {site}")
    t.do("interact")
    t.do("play 6 influence")
    events = t.do("buy heal 2")
    assert events[0]["cost"] == 2 * each and t.state["cur"]["heal"] == 2


def test_monastery_advanced_action_6_from_the_unit_offer_p8():
    t = two_players()
    t.do("play 2 move")
    t.do("move plains monastery")
    t.do("interact")
    t.do("play 6 influence")
    with refused("unit offer", RuleViolation):
        t.events("buy aa")
    t.state["offer_aas"] = 1
    assert t.do("buy aa")[0]["cost"] == 6
    assert t.state["offer_aas"] == 0 and t.player("Ben")["cards"]["advanced_action"] == 1


def test_mage_tower_spell_7_only_when_conquered_p8():
    t = two_players()
    t.do("play 3 move")
    t.do("move hills mage_tower:conquered")
    t.do("interact")
    t.do("play 7 influence")
    events = t.do("buy spell")
    assert events[0]["cost"] == 7 and "mana" in events[0]["note"]
    t2 = two_players()
    t2.player("Ben")["position"] = {"terrain": "hills", "site": "mage_tower", "owner": ""}
    with refused("not conquered", RuleViolation):
        t2.events("interact")


def test_city_prices_red_artifact_12_white_elite_2_p8():
    t = two_players()
    t.state["cities"]["red"] = {"level": 4, "conquered": True, "shields": ["Ben", "Ben", "Anna"], "leader": "Ben"}
    t.player("Ben")["position"] = {"terrain": "plains", "site": "city", "owner": "red"}
    t.do("interact")
    assert t.state["cur"]["influence"] == 2  # +1 per own shield on the City card
    t.do("play 10 influence")
    assert t.do("buy artifact")[0]["cost"] == 12
    with refused("White City", RuleViolation):
        t.events("buy elite")


def test_recruit_needs_the_symbol_the_cost_and_a_command_token_p5_p8():
    t = two_players()
    t.do("play 2 move")
    t.do("move plains village")
    t.do("interact")
    t.do("play 10 influence")
    with refused("recruit symbols", RuleViolation):
        t.events("recruit utem_swordsmen")
    assert t.do("recruit peasants")[0]["cost"] == 4
    assert t.state["cur"]["influence"] == 6
    with refused("no free Command token", RuleViolation) as no:
        t.events("recruit foresters")
    assert no.value.ref == "p. 5"
    t.do("recruit foresters disband peasants")
    assert [u["id"] for u in t.player("Ben")["units"]] == ["foresters"]
    assert t.state["offer"] == ["herbalists", "utem_guardsmen"]


def test_activate_only_ready_unwounded_units_p5():
    t = two_players()
    t.player("Ben")["units"].append({"id": "peasants", "uid": "peasants", "ready": True, "wounds": 0})
    t.do("activate peasants")
    with refused("spent", RuleViolation):
        t.events("activate peasants")
    t.player("Ben")["units"][0].update(ready=True, wounds=1)
    with refused("wounded", RuleViolation):
        t.events("activate peasants")


# -- wounds and healing (p. 11, A-19) ----------------------------------------------------------------
def test_heal_one_point_per_wound_p11():
    t = two_players()
    t.do("wound 2")
    t.do("play 1 heal")
    with refused("Healing points", RuleViolation):
        t.events("heal 2")
    t.do("heal 1")
    assert t.player("Ben")["wounds"] == 1 and t.state["cur"]["heal"] == 0


def test_heal_a_unit_costs_its_level_p11():
    t = two_players()
    t.player("Ben")["units"].append({"id": "utem_guardsmen", "uid": "utem_guardsmen", "ready": True, "wounds": 1})
    t.do("play 1 heal")
    with refused("costs 2", RuleViolation):
        t.events("heal utem_guardsmen")
    t.do("play 1 heal")
    t.do("heal utem_guardsmen")
    assert t.player("Ben")["units"][0]["wounds"] == 0 and t.state["cur"]["heal"] == 0


def test_no_healing_during_combat_p11():
    t = two_players()
    t.do("combat prowlers rampaging")
    with refused("combat", RuleViolation) as no:
        t.events("play 2 heal")
    assert no.value.ref == "p. 11"


def test_forced_withdrawal_one_wound_per_space_p11():
    assert rules.withdrawal_wounds([True, True, False]) == 1
    assert rules.withdrawal_wounds([True, False, False]) == 2
    assert rules.withdrawal_wounds([True, True]) == 0


# -- crystals (pp. 5, 11, A-26, A-27) ----------------------------------------------------------------
def test_crystals_at_most_3_reward_lost_effect_gives_mana_p5():
    assert rules.gain_crystal({"red": 2}, "red") == (1, "crystal")
    assert rules.gain_crystal({"red": 3}, "red") == (0, "lost")
    assert rules.gain_crystal({"red": 3}, "red", effect=True) == (0, "mana_token")
    with refused("no gold crystals", RuleViolation):
        rules.gain_crystal({}, "gold")


def test_random_crystal_black_gives_1_fame_gold_lets_choose_p11():
    t = two_players()
    t.do("crystal random", "black")
    assert t.player("Ben")["fame"] == 1 and sum(t.player("Ben")["crystals"].values()) == 0
    t.do("crystal random", "gold", "white")
    assert t.player("Ben")["crystals"]["white"] == 1


def test_crystal_mine_at_end_of_turn_nothing_at_3_p11():
    t = two_players()
    t.do("play 3 move")
    t.do("move hills crystal_mine:green")
    events = t.events("end")
    assert events[0]["crystals"] == {"green": 1}
    t.player("Ben")["crystals"]["green"] = 3
    assert "crystals" not in t.events("end")[0]


def test_magical_glade_throws_away_a_wound_p11():
    t = two_players()
    t.do("wound 1")
    t.do("play 3 move")
    t.do("move forest magical_glade")
    t.do("end glade")
    assert t.player("Ben")["wounds"] == 0


# -- Fame and levels (pp. 3, 11, A-17, A-28) ---------------------------------------------------------
@pytest.mark.parametrize("fame,level", [(0, 1), (2, 1), (3, 2), (7, 2), (8, 3), (15, 4), (24, 5), (35, 6), (48, 7), (63, 8), (80, 9), (99, 10)])
def test_fame_thresholds_p11(fame, level):
    assert rules.level_for(fame) == level


def test_level_ups_at_end_of_turn_armor_hand_limit_command_tokens_p11():
    t = two_players()
    t.do("fame 16")
    assert t.player("Ben")["level"] == 1  # never mid-turn
    events = t.do("end")
    levels = events[0]["levels"]
    assert [lv["level"] for lv in levels] == [2, 3, 4]
    ben = t.player("Ben")
    assert (ben["level"], ben["armor"], ben["hand_limit"], ben["command_tokens"]) == (4, 3, 5, 2)
    assert ben["skills"] == 2 and ben["cards"]["advanced_action"] == 2  # levels 2 and 4: skill + AA


def test_level_5_hand_limit_6_and_3_command_tokens_p11():
    ups = rules.level_ups(4, 24)
    assert [(u.level, u.armor, u.hand_limit, u.command_tokens, u.command_token) for u in ups] == [(5, 3, 6, 3, True)]


def test_blitz_one_extra_fame_per_row_crossed_ambig17():
    assert rules.gain_fame(2, 1, 1) == (4, 1)  # 3 reached: row crossed, +1
    assert rules.gain_fame(0, 2, 1) == (2, 0)
    assert rules.gain_fame(7, 1, 1) == (9, 1)
    t = Table("blitz_conquest").start(source="red blue green white gold", units="peasants foresters herbalists thugs scouts")
    assert t.player("Ben")["fame"] == 1 and t.player("Ben")["reputation"] == 2  # Blitz start (p. 19)
    t.do("fame 2")
    assert t.player("Ben")["fame"] == 4


def test_knocked_out_hand_limit_is_unmodified_and_used_in_combat_p9():
    t = two_players()
    events = t.events("combat prowlers rampaging")
    assert events[0]["hero"] == {"armor": 2, "hand_limit": 5, "level": 1}


def test_unknown_terrain_names_closest_matches():
    t = two_players()
    t.do("play 3 move")
    with refused("neither a terrain", InvalidInput):
        t.events("move hils")
    with pytest.raises(NeedAnswer):
        t.events("end") if t.state["cur"]["dice_used"] else (_ for _ in ()).throw(NeedAnswer(__import__("mkref.core.chance", fromlist=["Request"]).Request("x", "x", ("a",))))


def test_hand_limit_with_own_keep_and_city_leader_p11():
    assert rules.hand_limit(5, 2, 1) == 7  # the higher bonus only (AMBIG-27)
    assert rules.hand_limit(5, 0, 2) == 7
    assert rules.hand_limit(5, 0, 0, planning=True, held=2) == 6
    t = two_players()
    t.player("Ben")["shields"]["keep"] = 2
    t.do("play 3 move")
    t.do("move hills keep:Ben")
    assert t.events("end")[0]["draw_to"] == 7
    t2 = two_players()
    t2.state["cities"]["red"] = {"level": 4, "conquered": True, "shields": ["Ben", "Anna", "Anna"], "leader": "Anna"}
    t2.do("play 2 move")
    t2.do("move plains city:red")
    assert t2.events("end")[0]["draw_to"] == 6  # a shield but not the leader: +1


def test_conquer_and_hold_another_players_tower_is_assaulted_p22():
    t = Table("conquer_and_hold").start()
    t.do("play 3 move")
    t.do("move hills mage_tower:Anna")
    assert t.state["cur"]["assault"] == "mage_tower"
    t2 = Table("full_conquest").start()
    t2.do("play 3 move")
    t2.do("move hills mage_tower:Anna")  # elsewhere a conquered tower is open to everyone (p. 8)
    assert not t2.state["cur"]["assault"]
