"""Volkare in the tracked game, on a hand-made state: set-up options [S3], his tactic [02], his turn [S3.1],
the Portal [S3], announcements [03], his fights [13.2] and the end (I-42)."""

from __future__ import annotations

import pytest

from mkref.core.chance import NeedAnswer
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.volkare import in_game


def new_setup(**options: str) -> dict:
    game = {"scenario": "volkares_quest", "players": [{"name": "Ana", "hero": "tovak"}], "expansions": ["base"]}
    opts = {"--portal-distance": "9", **options}
    in_game.add_to_setup(game, opts)
    return game


def state_for(game: dict, distance: int | None = None) -> dict:
    v = in_game.initial(game)
    assert v is not None
    if distance is not None:
        v["distance"] = distance
    ana = {"name": "Ana", "dummy": False, "fame": 7, "wounds": 0, "position": None, "armor": 2, "hand_limit": 5, "level": 1}
    volk = {"name": "Volkare", "dummy": True, "volkare": True, "position": None}
    return {
        "phase": "turns", "turn": 1, "order": ["Ana", "Volkare"], "players": [ana, volk], "round": 3, "time": "day",
        "source": ["blue", "gold", "red"], "offer": ["peasants", "herbalists"], "round_end": None, "game_end": None,
        "combat": None, "cur": {"player": "Volkare"}, "cities": {}, "choosers": [], "tactics_available": [], "volkare": v,
    }


def advance_log(log: list):
    return lambda state, name: log.append(name)


def test_S3_new_switches_the_expansion_on_and_records_volkare():
    game = new_setup()
    assert "lost_legion" in game["expansions"]
    assert game["volkare"] == {"combat_level": "daring", "race_level": "fair", "level": 8, "portal_distance": 9, "fearful": ["red"]}


def test_S3_options_are_split_off_and_checked():
    rest, found = in_game.take_options(["--scenario", "volkares_quest", "--race-level", "tight", "--fearful=red,blue"])
    assert rest == ["--scenario", "volkares_quest"] and found == {"--race-level": "tight", "--fearful": "red,blue"}
    with pytest.raises(InvalidInput):
        new_setup(**{"--fearful": "red,blue"})  # fair solo: 1 fearful slot
    counted_later = {"scenario": "volkares_quest", "players": [{"name": "A", "hero": "tovak"}]}
    in_game.add_to_setup(counted_later, {})  # no distance yet: mkref asks at his first turn
    assert "  [ ] Count the spaces from Volkare's Camp to the Portal: mkref asks at his first turn" in in_game.checklist(counted_later)
    with pytest.raises(InvalidInput):
        in_game.add_to_setup({"scenario": "full_conquest", "players": []}, {"--race-level": "fair"})


def test_S3_checklist_adds_the_marks_and_the_distance():
    lines = in_game.checklist(new_setup(), "en")
    assert "  [ ] Fearful slot crystals: red" in lines
    assert any("9 spaces from the Portal" in line for line in lines)


def test_02_volkare_draws_his_tactic_after_the_players():
    state = {**state_for(new_setup()), "phase": "tactics", "choosers": ["Volkare"], "tactics_available": ["planning", "great_start"]}
    cmd = Command("volkare", [], "volkare", {"volkare_tactic": ["planning"]})
    assert in_game.command(state, cmd) == [{"type": "tactic", "player": "Volkare", "tactic": "planning"}]
    with pytest.raises(RuleViolation):
        in_game.command({**state, "choosers": ["Ana", "Volkare"]}, cmd)


def test_S3_1_blue_card_rerolls_the_blue_die_and_asks_where_he_stands():
    state = state_for(new_setup())
    with pytest.raises(NeedAnswer) as need:
        in_game.command(state, Command("volkare", [], "volkare", {"volkare_card": ["blue_action"]}))
    assert need.value.request.key == "volkare_distance" and need.value.request.options == ("8", "9", "10")
    answers = {"volkare_card": ["blue_action"], "volkare_distance": ["8"], "volkare_reroll": ["green"]}
    event = in_game.command(state, Command("volkare", [], "volkare", answers))[0]
    assert event["does"] == "walk" and event["distance"] == 8 and event["reroll"] == {"die": 0, "face": "green"}
    log: list = []
    in_game.after_event(state, event, advance_log(log))
    assert state["volkare"]["distance"] == 8 and state["source"][0] == "green" and log == ["Volkare"]
    assert state["volkare"]["deck"]["action:blue"] == 3


def test_S3_1_wound_the_fearful_unit_flees():
    state = state_for(new_setup())
    in_game.after_event(state, {"type": "prepared", "offer": ["peasants", "herbalists"]}, advance_log([]))
    event = in_game.command(state, Command("volkare", [], "volkare", {"volkare_card": ["wound"], "volkare_die": ["red"]}))[0]
    assert event["flees"] == {"slot": 0, "unit": "peasants"}
    in_game.after_event(state, event, advance_log([]))
    assert state["offer"] == ["herbalists"]


def test_S3_portal_closes_at_3_and_reaching_it_ends_the_game():
    state = state_for(new_setup(), distance=4)
    answers = {"volkare_card": ["green_action"], "volkare_distance": ["3"], "volkare_reroll": ["red"]}
    event = in_game.command(state, Command("volkare", [], "volkare", answers))[0]
    assert event["portal_closed"]
    state = state_for(new_setup(), distance=1)
    answers = {"volkare_card": ["white_spell"], "volkare_distance": ["0"], "volkare_reroll": ["black"]}  # no white die: the gold one (I-45)
    event = in_game.command(state, Command("volkare", [], "volkare", answers))[0]
    assert event["reroll"]["die"] == 1
    in_game.after_event(state, event, advance_log([]))
    assert state["game_end"]["reason"] == "Volkare reached the Portal"


def test_13_3_red_card_attack_flee_takes_the_wounds_of_the_day_night_pair():
    state = state_for(new_setup())
    answers = {"volkare_card": ["red_action"], "volkare_near_Ana": ["1"], "volkare_reroll": ["blue"], "volkare_response": ["flee"]}
    event = in_game.command(state, Command("volkare", [], "volkare", answers))[0]
    assert event["target"] == "Ana" and event["wounds"] == 3  # round 3: the second Day/Night
    in_game.after_event(state, event, advance_log([]))
    assert state["players"][0]["wounds"] == 3


def test_13_3_fight_hands_the_turn_to_the_attacked_hero_until_the_fight_ends():
    state = state_for(new_setup())
    answers = {"volkare_card": ["red_action"], "volkare_near_Ana": ["1"], "volkare_reroll": ["blue"], "volkare_response": ["fight"]}
    event = in_game.command(state, Command("volkare", [], "volkare", answers))[0]
    log: list = []
    in_game.after_event(state, event, advance_log(log))
    assert state["cur"]["player"] == "Ana" and log == []
    fight = in_game.start_fight(state, Command("combat", ["volkare"], "combat volkare", {
        "volkare_troops_grey": ["swordsmen"], "volkare_troops_red": ["swamp_dragon", "fire_dragon"], "volkare_troops_green": ["prowlers", "diggers"],
        "volkare_troops_white": ["gunners"], "volkare_die": ["red"], "volkare_attack": ["5-physical"]}), lambda p: [])[0]
    assert fight["lost_legion"]["attacked_by"] == "volkare" and len(fight["enemies"]) == 6
    state["combat"] = {}
    in_game.after_event(state, fight, advance_log(log))
    ended = {"type": "combat_ended", "volkare_fight": True, "volkare_defeated": False, "player": "Ana", "defeated": ["prowlers"]}
    in_game.after_event(state, ended, advance_log(log))
    assert len(state["volkare"]["troops"]) == 5 and state["cur"]["player"] == "Volkare" and log == ["Volkare"]


def test_03_volkare_gets_no_last_turn_after_an_announcement():
    state = state_for(new_setup())
    state["round_end"] = {"by": "Ana", "remaining": ["Volkare"]}
    log: list = []
    in_game.after_event(state, {"type": "announced", "player": "Ana"}, advance_log(log))
    assert state["round_end"]["remaining"] == [] and log == ["Volkare"]


def test_13_2_volkare_defeated_ends_the_game_won_with_the_score():
    state = state_for(new_setup())
    state["volkare"]["troops"] = ["prowlers"]
    in_game.after_event(state, {"type": "combat_ended", "volkare_fight": True, "volkare_defeated": True, "player": "Ana", "defeated": ["prowlers"]}, advance_log([]))
    assert state["game_end"]["reason"] == "Volkare is defeated"
    score = in_game.final_score(state, base=7)
    assert score["outcome"] == "won" and score["score"] == 7 + 30 + 2 * 40


def test_S3_status_lines_both_languages():
    state = state_for(new_setup())
    en = in_game.status_lines(state)
    assert en[0] == "Volkare (level 8) is 9 space(s) from the Portal; 40 card(s) left in his deck; troops: 6 face down."
    assert "  blue action (4 left): walks 1 space(s) SE" in en
    assert in_game.status_lines(state, "de")[0].startswith("Volkare (Level 8) ist 9 Feld(er) vom Portal entfernt")


def test_S1_I40_return_keeps_his_deck_and_the_table_plays_the_card():
    game = {"scenario": "volkares_return", "players": [{"name": "Ana", "hero": "tovak"}], "expansions": ["base"]}
    in_game.add_to_setup(game, {})
    state = state_for(game)
    event = in_game.command(state, Command("volkare", [], "volkare", {"volkare_card": ["green_spell"]}))[0]
    assert event["does"] == "overview" and in_game.label(event).startswith("Volkare reveals green spell")
    log: list = []
    in_game.after_event(state, event, advance_log(log))
    assert state["volkare"]["deck"]["spell:green"] == 0 and log == ["Volkare"]


def test_S3_portal_closing_eliminates_the_hero_still_on_it_and_the_solo_game_is_lost():
    state = state_for(new_setup(), distance=4)  # Ana has not left the Portal (no position yet)
    answers = {"volkare_card": ["green_action"], "volkare_distance": ["3"], "volkare_reroll": ["red"]}
    event = in_game.command(state, Command("volkare", [], "volkare", answers))[0]
    assert event["portal_closed"] and event["eliminated"] == ["Ana"]
    in_game.after_event(state, event, advance_log([]))
    assert state["players"][0]["eliminated"] and state["game_end"]["reason"].startswith("every hero was eliminated")
    state["phase"] = "game_over"
    assert in_game.final_score(state, base=0)["outcome"] == "lost"


def test_S3_an_eliminated_hero_takes_no_more_turns():
    state = state_for(new_setup())
    state["players"].insert(1, {"name": "Ben", "dummy": False, "fame": 1, "wounds": 0, "position": None, "eliminated": True})
    state["order"], state["turn"] = ["Ana", "Ben", "Volkare"], 1
    log: list = []
    in_game.after_event(state, {"type": "turn_ended", "player": "Ana"}, advance_log(log))
    assert log == ["Ben"]



def test_S3_the_distance_is_asked_at_his_first_turn_when_not_given():
    game = {"scenario": "volkares_quest", "players": [{"name": "Ana", "hero": "tovak"}], "expansions": ["base"]}
    in_game.add_to_setup(game, {})
    state = state_for(game)
    assert "his distance to the Portal is counted at his first turn" in in_game.status_lines(state)[0]
    with pytest.raises(NeedAnswer) as need:
        in_game.command(state, Command("volkare", [], "volkare", {"volkare_card": ["wound"], "volkare_die": ["gold"]}))
    assert need.value.request.key == "volkare_start_distance"
    answers = {"volkare_card": ["wound"], "volkare_die": ["gold"], "volkare_start_distance": ["7"]}
    event = in_game.command(state, Command("volkare", [], "volkare", answers))[0]
    in_game.after_event(state, event, advance_log([]))
    assert state["volkare"]["distance"] == 7
