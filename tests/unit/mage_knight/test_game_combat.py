"""Combat inside a tracked game (spec §8.8-8.9, p. 10; A-15, A-29): the engine's result written back."""

import pytest

from mkref.core.errors import RuleViolation
from mk_table import Table, refused, two_players


def fight(t, *lines):
    for line in lines:
        t.do(line)


def test_rampaging_orcs_defeated_reputation_plus_1_fame_p10():
    t = two_players()
    fight(t, "combat prowlers rampaging", "next", "block prowlers: 4", "next", "attack prowlers: 3")
    events = t.do("next")
    assert events[0]["fame"] == 2 and events[0]["reputation"] == 1
    ben = t.player("Ben")
    assert (ben["fame"], ben["reputation"], ben["shields"]) == (2, 1, {})  # no shield for rampaging enemies
    assert t.state["combat"] is None


def test_keep_conquered_shield_reputation_minus_1_p8_p10():
    t = two_players()
    fight(t, "play 3 move", "move hills keep", "combat guardsmen", "next", "block guardsmen: 3", "next", "attack guardsmen: 7", "next")
    ben = t.player("Ben")
    assert ben["fame"] == 3 and ben["reputation"] == -1 and ben["shields"] == {"keep": 1}
    assert ben["position"]["owner"] == "Ben"
    t.do("end")
    assert "withdrawal_wounds" not in t.log.events[-1]


def test_failed_assault_moves_back_and_keeps_the_reputation_loss_p10():
    t = two_players()
    fight(t, "play 5 move", "move plains", "move hills keep", "combat guardsmen", "next", "next", "next", "next")
    ben = t.player("Ben")
    assert ben["reputation"] == -1 and ben["position"]["terrain"] == "plains"
    assert ben["wounds"] == 2  # 3 unblocked damage against armor 2: 2 wounds (p. 9)


def test_unblocked_damage_to_a_unit_wounds_it_p9():
    t = two_players()
    t.player("Ben")["units"].append({"id": "peasants", "uid": "peasants", "ready": True, "wounds": 0})
    fight(t, "combat prowlers rampaging", "next", "next", "damage prowlers: peasants", "next", "next")
    assert t.player("Ben")["units"][0]["wounds"] == 1


def test_city_shields_per_defeated_defender_and_leader_p10():
    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx").start()
    t.state["cities"]["blue"] = {"level": 4, "conquered": False, "shields": [], "leader": ""}
    t.state["cities"]["red"] = {"level": 4, "conquered": True, "shields": ["Anna"], "leader": "Anna"}
    fight(t, "play 2 move", "move plains city:blue", "combat prowlers diggers", "next", "block prowlers: 4", "block diggers: 3", "next")
    t.do("attack prowlers, diggers: 12")
    events = t.do("next")
    assert events[0]["city_shields"] == 2 and events[0]["conquered"]
    city = t.state["cities"]["blue"]
    assert city["shields"] == ["Ben", "Ben"] and city["leader"] == "Ben"
    # 2 cities, both conquered: Full Conquest's end condition, everyone gets a last turn (p. 19)
    assert t.state["game_end"]["reason"] == "all cities are conquered"


def test_adventure_site_rewards_at_end_of_turn_p10_p11():
    t = two_players()
    fight(t, "play 3 move", "move hills monster_den", "combat gargoyle", "next", "block gargoyle: 5", "next", "attack gargoyle: 4 coldfire", "next")
    assert t.state["cur"]["rewards"] == ["random_crystal", "random_crystal"]
    events = t.do("end", "black", "gold", "green")
    assert events[0]["fame"] == 1 and events[0]["crystals"] == {"green": 1}


def test_mage_tower_reward_is_a_spell_p10():
    t = two_players()
    fight(t, "play 3 move", "move hills mage_tower", "combat monks", "next", "block monks: 5", "next", "attack monks: 5", "next")
    assert t.state["cur"]["rewards"] == ["spell"]
    t.do("end")
    assert t.player("Ben")["cards"]["spell"] == 1


def test_conquer_and_hold_no_reputation_loss_and_no_spell_p22():
    t = Table("conquer_and_hold").start()
    fight(t, "play 3 move", "move hills mage_tower", "combat monks", "next", "block monks: 5", "next", "attack monks: 5", "next")
    assert t.player("Ben")["reputation"] == 0 and t.state["cur"]["rewards"] == []


def test_one_combat_action_per_turn_p6():
    t = two_players()
    fight(t, "play 2 move", "move plains village", "interact")
    with refused("Only one action", RuleViolation) as no:
        t.events("combat prowlers rampaging")
    assert no.value.ref == "p. 6"


def test_other_commands_wait_for_the_combat_p8():
    t = two_players()
    t.do("combat prowlers rampaging")
    with refused("A combat is running", RuleViolation):
        t.events("end")


def test_blitz_bonus_fame_from_combat_ambig17():
    t = Table("blitz_conquest").start(source="red blue green white gold", units="peasants foresters herbalists thugs scouts")
    fight(t, "combat prowlers rampaging", "next", "block prowlers: 4", "next", "attack prowlers: 3", "next")
    assert t.player("Ben")["fame"] == 4  # 1 + 2, crossing the row at 3: +1


def test_provoked_enemies_are_rampaging_reputation_plus_1_p7_p10():
    t = two_players()
    t.do("play 3 move")
    t.log.append([{"type": "moved", "player": "Ben", "terrain": "plains", "cost": 2, "provoked": ["c1nw"], "enemies": ["prowlers"]}])
    assert t.state["cur"]["assault"] == "rampaging" and t.state["cur"]["move"] == 0
    fight(t, "combat prowlers", "next", "block prowlers: 4", "next", "attack prowlers: 3")
    assert t.do("next")[0]["reputation"] == 1


def test_defenders_asked_for_by_the_site_colour_p8():
    from mkref.core.chance import NeedAnswer

    t = two_players()
    t.do("play 3 move")
    t.do("move hills spawning_grounds")
    with pytest.raises(NeedAnswer) as need:
        t.events("combat")
    request = need.value.request
    assert request.count == 2 and "brown" in request.prompt and "gargoyle" in request.options
    events = t.do("combat", "gargoyle minotaur")
    assert [e["enemy"] for e in events[0]["enemies"]] == ["gargoyle", "minotaur"] and events[0]["site"] == "spawning_grounds"


def test_another_players_keep_half_fame_rounded_up_and_changes_hands_p8_ambig3():
    t = two_players()
    t.player("Anna")["shields"]["keep"] = 1
    fight(t, "play 3 move", "move hills keep:Anna", "combat swordsmen", "next", "block swordsmen: 6", "next")
    t.do("attack swordsmen: 10 coldfire")
    events = t.do("next")
    assert events[0]["fame"] == 2 and events[0]["taken_from"] == "Anna"  # swordsmen 4 Fame: half = 2
    assert t.player("Ben")["shields"] == {"keep": 1} and t.player("Anna")["shields"] == {"keep": 0}
    assert rules_half(5) == 3


def rules_half(fame):
    return -(-fame // 2)
