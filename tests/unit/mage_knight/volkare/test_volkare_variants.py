"""Variants [V1]-[V6] and cooperative skills: A-V3, A-V4, A-V5, A-GHOST, A-PURSUIT, A-SKEXP."""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.volkare import variants
from mkref.games.mage_knight.volkare.data import Settings


def test_V3_full_conquest_five_players_spec_example():
    four = variants.Sizes(dice=6, units=6, countryside=11, core=3, cities=4, volkares_camp=False)
    five = variants.v3_sizes(four, players_decide_cities=True)
    assert five == variants.Sizes(7, 7, 13, 4, 4, True)


def test_V3_I32_extra_on_top_when_set():
    base = variants.Sizes(5, 5, 9, 2, 2, False)
    assert variants.v3_sizes(base, False, Settings(v3_extra_on_top=True)).dice == 7


def test_V4_lowest_card_always_removed():
    assert variants.v4_refresh(["a", "b", "c"], ["d", "e", "f"], remove_middle=False) == (["b", "c", "d"], ["e", "f"], ["a"])


def test_V4_middle_card_too_when_chosen():
    assert variants.v4_refresh(["a", "b", "c"], ["d", "e", "f"], remove_middle=True) == (["c", "d", "e"], ["f"], ["a", "b"])


def test_V4_offer_needs_three_cards():
    with pytest.raises(InvalidInput):
        variants.v4_refresh(["a"], [], False)


def test_V5_day_single_leader_gets_a_wound_tie_nobody():
    assert variants.envy_and_pity({"A": 12, "B": 10}, day=True).wound_to == "A"
    assert variants.envy_and_pity({"A": 10, "B": 10, "C": 3}, day=True).wound_to == ""


def test_V5_night_every_lowest_player_may_remove_a_wound():
    assert variants.envy_and_pity({"A": 3, "B": 3, "C": 9}, day=False).may_heal == ("A", "B")


def test_V5_intensive_does_both_and_I34_solo_does_nothing():
    both = variants.envy_and_pity({"A": 12, "B": 4}, day=True, intensive=True)
    assert both == variants.EnvyPity("A", ("B",))
    assert variants.envy_and_pity({"A": 12}, day=True) == variants.EnvyPity("", ())


def test_V5_I35_final_round_setting():
    rules = Settings(v5_after_final_round=False)
    assert variants.envy_and_pity({"A": 12, "B": 4}, day=True, final_round=True, rules=rules).wound_to == ""


def test_V6_ghost_attack_thresholds():
    assert variants.ghost_attack(5, [2, 3]) == "brown"   # 2 ahead of the closest, 3 of the last
    assert variants.ghost_attack(6, [3, 2]) == "red"     # 3 ahead of the closest
    assert variants.ghost_attack(5, [4, 1]) == "red"     # 4 ahead of the last
    assert variants.ghost_attack(5, [4, 3]) == ""        # 1 and 2
    assert variants.ghost_attack(5, []) == ""


def test_V6_I37_checked_after_each_level_gained():
    assert variants.ghost_attacks(3, 5, [2]) == ["brown", "red"]
    assert variants.ghost_attacks(3, 5, [2], Settings(ghost_check_each_level=False)) == ["red"]


def test_V1_pursuit_needs_camp_or_adjacent_unmarked_space_after_conquest():
    variants.check_pursuit(True, False, True, ["green", "red"])
    for args in ((False, False, True, ["red"]), (True, True, True, ["red"]), (True, False, False, ["red"])):
        with pytest.raises(RuleViolation) as err:
            variants.check_pursuit(*args)
        assert err.value.ref == "[V1]"
    with pytest.raises(InvalidInput):
        variants.check_pursuit(True, False, True, ["grey"])


def test_V1_pursuit_gives_only_fame_and_marks_the_space_with_a_win():
    assert variants.pursuit_result([2, 7]) == (9, True)
    assert variants.pursuit_result([]) == (0, False)


def test_SKILLS_coop_secondary_for_others_until_the_owner_s_next_turn():
    assert variants.secondary_usable(["B"], owner="A", user="B", solo=False)
    assert not variants.secondary_usable(["B"], owner="A", user="A", solo=False)
    assert not variants.secondary_usable(["B", "V", "A"], owner="A", user="B", solo=False)


def test_SKILLS_two_turns_in_a_row_expire_it():
    assert not variants.secondary_usable(["A"], owner="A", user="B", solo=False)


def test_SKILLS_I11_solo_secondary_only_in_the_owner_s_next_turn():
    assert variants.secondary_usable(["V", "A"], owner="A", user="A", solo=True)
    assert not variants.secondary_usable(["V"], owner="A", user="A", solo=True)
    assert not variants.secondary_usable(["V", "A", "V"], owner="A", user="A", solo=True)
