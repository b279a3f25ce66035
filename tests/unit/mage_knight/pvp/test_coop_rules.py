"""The cooperative city assault, rule by rule (German rulebook p. 13, leader p. 10; spec §12)."""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.pvp import coop
from mkref.games.mage_knight.pvp.coop import CoopSituation, Participant

ANA, BEN, CAT = Participant("Ana"), Participant("Ben"), Participant("Cat")


def refused(call, *args) -> RuleViolation:
    with pytest.raises(RuleViolation) as err:
        call(*args)
    return err.value


def test_p13_assault_may_start_with_adjacent_eligible_heroes():
    coop.check_start(ANA, [BEN, CAT], CoopSituation())


def test_p13_competitive_scenario_needs_everybodys_agreement():
    assert refused(coop.check_start, ANA, [BEN], CoopSituation(cooperative=False)).ref == "p. 13"
    coop.check_start(ANA, [BEN], CoopSituation(cooperative=False, everybody_agreed=True))


@pytest.mark.parametrize("initiator,invited,situation,words", [
    (ANA, [BEN], CoopSituation(end_of_round_announced=True), "end of the round"),
    (ANA, [BEN], CoopSituation(scenario_end_reached=True), "conditions have been met"),
    (Participant("Ana", acted=True), [BEN], CoopSituation(), "already taken the action"),
    (Participant("Ana", adjacent=False), [BEN], CoopSituation(), "Ana is not on a space adjacent"),
    (Participant("Ana", shares_space=True), [BEN], CoopSituation(), "shares the space"),
    (ANA, [], CoopSituation(), "at least one other eligible hero"),
    (ANA, [Participant("Ben", adjacent=False)], CoopSituation(), "Ben is not on a space adjacent"),
    (ANA, [Participant("Ben", face_down=True)], CoopSituation(), "face down"),
    (ANA, [Participant("Ben", hand_has_non_wound=False)], CoopSituation(), "only wounds"),
], ids=["p13-round-end", "p13-scenario-end", "p13-initiator-acted", "p13-initiator-not-adjacent",
        "p13-initiator-shares-space", "p13-nobody-invited", "p13-invited-not-adjacent", "p13-invited-face-down",
        "p13-invited-only-wounds"])
def test_p13_assault_refused_with_reason_and_page(initiator, invited, situation, words):
    error = refused(coop.check_start, initiator, invited, situation)
    assert error.ref == "p. 13" and words in error.message()


def test_p13_underground_attack_lets_a_distant_initiator_start():
    coop.check_start(Participant("Ana", adjacent=False), [BEN], CoopSituation(underground_attack=True))


def test_p13_every_participant_gets_at_least_one_defender():
    coop.check_shares(4, {"Ana": 3, "Ben": 1})
    assert "Ben would face no defender" in refused(coop.check_shares, 4, {"Ana": 4, "Ben": 0}).message()
    assert "add up to 3, but the City has 4" in refused(coop.check_shares, 4, {"Ana": 2, "Ben": 1}).message()


def test_p13_each_defender_dealt_exactly_once():
    coop.check_dealt(["a", "b", "c"], {"Ana": ["b"], "Ben": ["a", "c"]})
    with pytest.raises(InvalidInput):
        coop.check_dealt(["a", "b", "c"], {"Ana": ["b", "b"], "Ben": ["a"]})
    with pytest.raises(InvalidInput):
        coop.check_dealt(["a", "b", "c"], {"Ana": ["x"], "Ben": ["a", "b"]})


def test_p13_combats_in_turn_order_starting_with_the_initiator():
    assert coop.play_order(["Ana", "Ben", "Cat", "Dan"], "Cat") == ["Cat", "Dan", "Ana", "Ben"]


def test_p13_city_conquered_when_all_defenders_fall_leader_has_most_shields():
    result = coop.outcome(["Ben", "Ana"], {"Ben": ["a"], "Ana": ["b", "c"]}, ["a", "b", "c"])
    assert result.conquered and result.shields == {"Ben": 1, "Ana": 2} and result.leader == "Ana"


def test_p10_leader_tie_goes_to_the_earliest_shield():
    # Ben fights first (the initiator): his shield lies first, so he leads on a 2-2 tie
    result = coop.outcome(["Ben", "Ana"], {"Ben": ["a", "d"], "Ana": ["b", "c"]}, ["a", "b", "c", "d"])
    assert result.leader == "Ben"
    assert "placed a shield first" in "\n".join(line.text() for line in result.lines)


def test_p13_city_not_conquered_everybody_withdraws_shields_stay():
    result = coop.outcome(["Ana", "Ben"], {"Ana": ["a"], "Ben": []}, ["a", "b"])
    assert not result.conquered and result.leader == "" and result.withdraw == ("Ana", "Ben")
    assert result.shields == {"Ana": 1, "Ben": 0}
