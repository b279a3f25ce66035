"""Rulings a table caught wrong (issue 12, item 4): each test fails on the old code, with the page."""

from __future__ import annotations

import pytest

from mkref.core.errors import RuleViolation
from mk_table import Table, refused, two_players


def on_the_map(orcs: str = "wolf_riders") -> Table:
    """Blitz Conquest on the tracked map: Ann (Arythea) and Bob (Tovak), countryside 1 and 2 (Prowlers on
    c1nw, `orcs` on c2nw); Bob plays tactic 1 and moves first."""
    t = Table("blitz_conquest", "Ann:arythea", "Bob:tovak", tracked_map=True)
    t.do("tiles c1 c2", "prowlers", orcs)
    t.do("prepare", "red blue green white gold", "peasants herbalists foresters guardian_golems utem_crossbowmen")
    t.do("tactic 1")
    t.do("tactic 2")
    return t


def fight(t: Table, *lines: str) -> list[dict]:
    events: list[dict] = []
    for line in lines:
        events = t.do(line)
    return events


def test_rampaging_orcs_on_the_map_are_rampaging_without_the_word_p10():
    t = on_the_map()
    t.do("end")  # Bob
    t.do("play 8 move")
    t.do("move NW NE c1e")  # Ann, next to the Wolf Riders on c2nw
    started = t.do("combat Wolfsreiter")[0]
    assert started["site"] == "rampaging" and started["enemies"][0]["rampaging"] is True
    ended = fight(t, "next", "block wolf_riders: 6", "next", "attack wolf_riders: 4", "next")[0]
    assert ended["reputation"] == 1  # +1 per Marauding Orcs defeated (p. 10 §2a)


def test_rampaging_draconum_on_the_map_gives_plus_2_reputation_p10():
    t = on_the_map()
    t.log.append([{"type": "map_token_removed", "space": "c2nw", "index": 0},
                  {"type": "map_token_drawn", "pile": "red", "token": "swamp_dragon", "space": "c2nw", "face": "up"}])
    t.do("end")
    t.do("play 8 move")
    t.do("move NW NE c1e")
    started = t.do("combat swamp_dragon")[0]
    assert started["enemies"][0]["rampaging"] is True
    fight(t, "next", "next", "damage swamp_dragon: hero", "next", "attack swamp_dragon: 9")
    assert t.do("next")[0]["reputation"] == 2  # +2 per Draconum (p. 10 §2a)


def test_combat_without_names_after_a_provocation_fights_the_provoked_p7():
    t = two_players()
    t.do("play 3 move")
    t.log.append([{"type": "moved", "player": "Ben", "terrain": "plains", "cost": 2, "provoked": ["c1nw"], "enemies": ["prowlers"]}])
    started = t.do("combat")[0]
    assert [e["enemy"] for e in started["enemies"]] == ["prowlers"] and started["enemies"][0]["rampaging"]


def test_refusing_the_end_of_turn_after_a_provocation_names_the_provoked_enemies_p7():
    t = two_players()
    t.do("play 3 move")
    t.log.append([{"type": "moved", "player": "Ben", "terrain": "plains", "cost": 2, "provoked": ["c1nw"], "enemies": ["prowlers"]}])
    with refused("The provoked enemies must be fought (prowlers)", RuleViolation) as no:
        t.events("end")
    assert "assault" not in no.value.message() and no.value.ref == "p. 7"


def test_failed_assault_moves_the_hero_back_on_the_map_and_the_defender_stays_face_up_p10():
    t = on_the_map()
    t.do("play 11 move")
    t.do("move E c2sw c2se c2e")
    t.do("explore c3")  # countryside 3: a keep on c3ne, its grey token face down
    t.do("end")
    t.do("end")  # Ann
    t.do("play 12 move")
    t.do("move c3sw c3c", "swordsmen")  # by Day, next to the keep: its token is turned over (site card)
    t.do("move c3ne")  # Bob assaults the keep from c3c
    assert t.state["map"].heroes["Bob"] == "c3ne"
    fight(t, "combat swordsmen", "next", "next", "damage swordsmen: hero", "next")
    events = t.do("next")  # nothing defeated the Swordsmen: the assault failed
    assert events[0]["withdraw"] is True
    assert t.state["map"].heroes["Bob"] == "c3c"  # back to the space attacked from (p. 10 §3d)
    assert t.player("Bob")["position"]["terrain"] == t.state["cur"]["path"][-1]["position"]["terrain"]
    assert t.player("Bob")["position"]["site"] == ""
    keep = t.state["map"].tokens["c3ne"]
    assert [(x.token, x.face) for x in keep] == [("swordsmen", "up")]  # the table has seen it
    from mkref.games.mage_knight.table.game import GAME

    assert any("back to c3c (failed assault, p. 10)" in line for line in GAME.describe(t.state, events))


def test_ending_a_move_on_another_heros_space_allows_no_action_and_withdraws_the_figure_p7_8e():
    t = on_the_map()
    t.do("play 11 move")
    t.do("move E c2sw c2se c2e")  # Bob on the village of countryside 2
    t.do("end")
    t.do("play 20 move")
    moved = t.do("move E c2sw c2se c2e")  # Ann ends her move on Bob's space
    assert moved[-2]["others"] == ["Bob"] and moved[-2]["safe"] is False
    with refused("No action on Bob's space", RuleViolation) as no:
        t.events("interact")
    assert no.value.ref == "p. 7"
    with refused("No action on Bob's space", RuleViolation):
        t.events("combat diggers rampaging")
    t.do("end")
    assert t.player("Ann")["wounds"] == 1  # forced withdrawal: 1 wound per space retraced (p. 11 §2)
    assert t.state["map"].heroes["Ann"] == "c2se" and t.player("Ann")["position"]["site"] == ""


def one_to_return_on_the_map() -> Table:
    """One to Return on the tracked map: Bob steps east of the Portal, Ann north-west; Day 1 ends, nobody on the Portal."""
    t = Table("one_to_return", "Ann:arythea", "Bob:tovak", tracked_map=True)
    t.do("tiles c1 c2", "prowlers", "diggers")
    t.do("prepare", "red blue green white", "peasants herbalists foresters guardian_golems")
    t.do("tactic 1")
    t.do("tactic 2")
    t.do("play 2 move")
    t.do("move E")  # Bob to Ae
    t.do("end")
    t.do("play 2 move")
    t.do("move NW")  # Ann to Anw
    t.do("end")
    t.do("announce")
    t.do("end")
    t.do("prepare", "red blue green white", "peasants herbalists foresters guardian_golems")
    return t


def test_one_to_return_only_one_hero_may_end_a_turn_on_the_portal_after_day_1_p22():
    t = one_to_return_on_the_map()
    t.do("tactic 1")  # Ann (lower in the column) picks first
    t.do("tactic 2")
    first, second = t.state["order"]
    t.do("play 2 move")
    assert t.do("move Ac")[0]["safe"] is True  # alone on the Portal: fine
    t.do("end")
    t.do("play 2 move")
    moved = t.do("move Ac")
    assert moved[0]["others"] == [first] and moved[0]["safe"] is False
    t.do("end")
    assert t.player(second)["wounds"] == 1 and t.state["map"].heroes[second] != "Ac"  # forced withdrawal (p. 22)
    assert t.state["map"].heroes[first] == "Ac"


def test_one_to_return_an_eliminated_hero_does_not_stop_round_3_p22():
    t = Table("one_to_return").start()
    t.do("play 2 move")
    t.do("move plains")  # Ben leaves the Portal; Anna never does
    t.do("end")
    t.do("announce")
    t.do("end")
    t.do("prepare", "red blue green white", "peasants foresters herbalists thugs")  # the Portal closes on Anna
    t.do("tactic 1")
    t.do("announce")  # Ben alone ends the Night
    assert t.state["phase"] == "round_over"
    t.do("prepare", "red blue green white", "peasants foresters herbalists thugs")  # round 3: no ValueError
    assert t.state["round"] == 3 and t.state["choosers"] == ["Ben"]


def test_one_to_return_an_eliminated_figure_leaves_the_map_p22():
    t = Table("one_to_return", "Ann:arythea", "Bob:tovak", tracked_map=True)
    t.do("tiles c1 c2", "prowlers", "diggers")
    t.do("prepare", "red blue green white", "peasants herbalists foresters guardian_golems")
    t.do("tactic 1")
    t.do("tactic 2")
    t.do("play 2 move")
    t.do("move E")  # Bob leaves, Ann stays on the Portal
    t.do("end")
    t.do("announce")
    t.do("end")
    t.do("prepare", "red blue green white", "peasants herbalists foresters guardian_golems")
    assert t.player("Ann")["eliminated"] and t.state["map"].heroes["Ann"] == ""
    from mkref.games.mage_knight.shell.map_view import show_map  # the drawn map copes with a figure off the map
    import io
    import contextlib

    with contextlib.redirect_stdout(io.StringIO()):
        show_map(t.state, False, "en")


def win_at_the_ruins(t: Table, token: str = "enemy_grey_violet") -> list[dict]:
    """Ben enters Ancient Ruins whose token asks for a grey and a violet enemy, and defeats both in the
    Ranged and Siege phase."""
    t.do("play 3 move")
    t.do("move hills ancient_ruins")
    started = t.do("combat crossbowmen ice_golems", token)[0]
    assert started["site"] == "ancient_ruins" and started["ruins"] == token
    return fight(t, "attack crossbowmen: 4 ranged", "attack ice_golems: 4 ranged fire", "next", "next", "next")


def test_ancient_ruins_grant_the_unit_printed_on_the_token_p10():
    t = two_players()
    ended = win_at_the_ruins(t)[0]
    assert ended["conquered"] and ended["rewards"] == ["unit"]
    events = t.do("end", "peasants")  # the unit reward: chosen from the offer at the end of the turn (p. 10 §2b)
    assert events[-1]["unit"] == "peasants"
    assert [u["id"] for u in t.player("Ben")["units"]] == ["peasants"]


def test_ancient_ruins_grant_spell_and_a_crystal_of_each_colour_p10():
    t = two_players()
    ended = win_at_the_ruins(t, "enemy_brown_violet")[0]
    assert ended["rewards"] == ["spell", "crystals_each_colour"]
    events = t.do("end")
    assert events[-1]["cards"] == {"spell": 1} and events[-1]["crystals"] == {"red": 1, "blue": 1, "white": 1, "green": 1}
    assert t.player("Ben")["crystals"] == {"red": 1, "blue": 1, "white": 1, "green": 1}


def test_a_unit_reward_without_a_free_command_token_offers_to_disband_p5():
    t = two_players()
    t.log.append([{"type": "recruited", "player": "Ben", "unit": u, "uid": u, "cost": 0} for u in ("foresters", "herbalists")])
    win_at_the_ruins(t)  # 8 Fame: level 3 and its Command token at the end of the turn, so 2 tokens for 2 units
    from mkref.core.chance import NeedAnswer

    with pytest.raises(NeedAnswer) as need:
        t.events("end", "peasants")
    assert need.value.request.options == ("foresters", "herbalists", "none") and "disband" in need.value.request.prompt
    events = t.do("end", "peasants", "foresters")
    assert events[-1]["disband"] == "foresters" and events[-1]["levels"][-1]["command_tokens"] == 2
    assert [u["id"] for u in t.player("Ben")["units"]] == ["herbalists", "peasants"]


def end_the_round(t: Table) -> None:
    t.do("announce")
    t.do("end")
    assert t.state["phase"] == "round_over"


def test_the_unit_offer_is_dealt_elite_regular_elite_regular_a6_p4():
    t = two_players()
    t.log.append([{"type": "explored", "player": "Ben", "tile": "core", "cost": 0}])  # a core tile is on the map
    t.do("end")
    end_the_round(t)
    events = t.do("prepare", "red blue green white", "fire_golems ice_mages", "scouts thugs")
    assert events[0]["offer"] == ["fire_golems", "scouts", "ice_mages", "thugs"]
    assert t.state["offer"] == ["fire_golems", "scouts", "ice_mages", "thugs"]


def test_a_burned_monastery_adds_no_advanced_action_to_the_unit_offer_p4():
    t = two_players()
    t.do("play 2 move")
    t.do("explore monastery monastery", "agility ambush")  # a tile with two monasteries: two Advanced Actions named
    t.do("play 2 move")
    t.do("move plains monastery")
    t.do("combat burn monks")  # burning it: a violet enemy defends (p. 8)
    fight(t, "next", "block monks: 5", "next", "attack monks: 5", "next")
    assert t.state["cur"]["rewards"] == ["artifact"]  # the monastery burned
    t.do("end")
    end_the_round(t)
    events = t.do("prepare", "red blue green white", "peasants foresters herbalists thugs", "training")
    assert events[0]["offer_aas"] == 1 and t.state["offer_aas"] == 1  # only the unburned monastery (p. 4 §2c)
    assert t.state["offer_aa_cards"] == ["training"]
