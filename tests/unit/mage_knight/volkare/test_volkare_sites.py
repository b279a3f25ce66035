"""The expansion's sites and units: A-MAZE [07.3], A-DEEPMINE [07.4], A-REFUGEE [07.5], A-INFL [08], [06.2]."""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.volkare import sites
from mkref.games.mage_knight.volkare.data import Settings


def test_07_3_maze_path_4_draws_a_brown_token_for_a_spell():
    entry = sites.maze_entry("maze", 4, {}, "Ana")
    assert entry.entered and entry.uses_action and entry.draws == "brown" and entry.reward == ("spell",)


def test_07_3_maze_path_2_gives_two_crystals_of_choice():
    assert sites.maze_entry("maze", 2, {}, "Ana").reward == ("crystal_choice", "crystal_choice")


def test_07_3_labyrinth_path_6_draws_red_for_an_artifact_and_an_advanced_action():
    entry = sites.maze_entry("labyrinth", 6, {2: "Ben"}, "Ana")
    assert entry.draws == "red" and entry.reward == ("artifact", "advanced_action")


def test_07_3_I15_under_2_move_nothing_happens_and_no_action_is_used():
    assert sites.maze_entry("maze", 1, {}, "Ana") == sites.MazeEntry(False, False)
    assert sites.maze_entry("maze", 1, {}, "Ana", rules=Settings(maze_short_uses_action=True)).uses_action


def test_07_3_a_price_that_is_no_path_is_refused():
    with pytest.raises(RuleViolation) as err:
        sites.maze_entry("maze", 3, {}, "Ana")
    assert err.value.ref == "[07.3]"


def test_07_3_marked_path_own_path_full_site_and_two_companions_are_refused():
    with pytest.raises(RuleViolation):
        sites.maze_entry("maze", 4, {4: "Ben"}, "Ana")
    with pytest.raises(RuleViolation):
        sites.maze_entry("maze", 6, {4: "Ana"}, "Ana")  # I-16
    with pytest.raises(RuleViolation):
        sites.maze_entry("maze", 2, {2: "Ben", 4: "Cid", 6: "Dan"}, "Ana")
    with pytest.raises(RuleViolation):
        sites.maze_entry("maze", 2, {}, "Ana", companions=2)


def test_07_3_I16_reentry_for_no_reward_when_set():
    entry = sites.maze_entry("maze", 6, {4: "Ana"}, "Ana", rules=Settings(maze_reentry="no_reward"))
    assert entry.entered


def test_07_3_token_discarded_whether_defeated_or_not():
    assert sites.maze_result(True) == (True, "discard")
    assert sites.maze_result(False) == (False, "discard")


def test_16_1_maze_shields_count_2_for_greatest_adventurer():
    assert sites.adventurer_points(shields_in_mazes=2, other_adventure_shields=1) == 6


def test_07_4_deep_mine_in_a_swamp_offers_all_four_colours():
    assert sites.deep_mine_colours(["red"], "swamp") == ("red", "blue", "white", "green")
    assert sites.deep_mine_colours(["red", "white"], "desert") == ("red", "white")


def test_07_4_deep_mine_gives_1_crystal_or_nothing_at_3():
    offered = ("red", "white")
    assert sites.deep_mine_gain("white", offered, held=2) == 1
    assert sites.deep_mine_gain("white", offered, held=3) == 0
    with pytest.raises(RuleViolation):
        sites.deep_mine_gain("blue", offered, held=0)


def test_07_5_refugee_camp_adds_the_lowest_surcharge():
    assert sites.refugee_cost(4, ["village"]) == 4
    assert sites.refugee_cost(7, ["monastery", "city"]) == 8
    assert sites.refugee_cost(9, ["city"]) == 12
    assert sites.refugee_cost(6, ["keep", "mage_tower"]) == 7


def test_07_5_I17_a_unit_without_listed_icons_needs_the_table():
    with pytest.raises(InvalidInput):
        sites.refugee_cost(6, ["magical_glade"])
    assert sites.refugee_cost(6, ["magical_glade"], surcharge_if_none=2) == 8
    assert sites.refugee_cost(6, ["magical_glade"], rules=Settings(refugee_other_icons="zero")) == 6


def test_06_2_thugs_invert_and_heroes_double_the_reputation_modifier():
    assert sites.influence_total(5, 2, ["thugs"]) == 3
    assert sites.influence_total(5, -2, ["thugs", "thugs"]) == 7  # once however many
    assert sites.influence_total(5, 2, ["heroes_red"]) == 9
    assert sites.influence_total(5, 1, ["peasants"], shields=2) == 8


def test_06_2_thugs_and_heroes_together_and_the_x_space_are_refused():
    with pytest.raises(RuleViolation) as err:
        sites.reputation_modifier(1, ["thugs", "heroes_blue"])
    assert err.value.ref == "[06.2]"
    with pytest.raises(RuleViolation):
        sites.reputation_modifier(None, [])


def test_06_2_delphana_masters_only_by_interaction_in_city_or_refugee_camp():
    sites.check_recruit("delphana_masters", "city")
    sites.check_recruit("delphana_masters", "refugee_camp")
    with pytest.raises(RuleViolation):
        sites.check_recruit("delphana_masters", "village")
    with pytest.raises(RuleViolation):
        sites.check_recruit("delphana_masters", "city", by_interaction=False)


def test_06_2_magic_familiars_sites_and_price():
    sites.check_recruit("magic_familiars", "magical_glade")
    with pytest.raises(RuleViolation):
        sites.check_recruit("magic_familiars", "village")
    assert sites.familiars_price(6, "red") == (6, 1)
    assert sites.familiars_price(6, "red", Settings(familiars_mana="instead")) == (0, 1)
    with pytest.raises(RuleViolation):
        sites.familiars_price(6, "gold")


def test_06_2_thugs_always_and_heroes_in_fortified_assaults_cost_2_influence():
    assert sites.payment_needed(["thugs", "heroes_red", "peasants"], assault_fortified=True) == {"thugs": 2, "heroes_red": 2}
    assert sites.payment_needed(["thugs", "heroes_red"], assault_fortified=False) == {"thugs": 2}


def test_06_2_recruiting_thugs_then_more_thugs_then_heroes():
    assert sites.recruit_adjustment("thugs", 2, []) == -4       # +2 became -2
    assert sites.recruit_adjustment("thugs", 2, ["thugs"]) == 0  # once per interaction
    assert sites.recruit_adjustment("heroes_red", -1, []) == -1  # -1 doubled to -2
    with pytest.raises(RuleViolation):
        sites.recruit_adjustment("heroes_red", 2, ["thugs"])
    assert sites.recruit_adjustment("peasants", 2, []) == 0


def test_07_5_06_2_recruit_cost_at_a_refugee_camp_and_delphana():
    assert sites.recruit_cost("thugs", 5, ["village", "keep"], "refugee_camp", 1, []) == (7, 2)  # +0 village, Thugs 1 -> -1
    assert sites.recruit_cost("delphana_masters", 9, ["city"], "refugee_camp", 0, []) == (12, 0)  # city icon +3
    with pytest.raises(RuleViolation):
        sites.recruit_cost("delphana_masters", 9, ["city"], "village", 0, [])
