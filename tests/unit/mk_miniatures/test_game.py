"""The tracked game on the shared core: actions, tokens, pushing, captives, objectives, VP, undo."""

import io
from pathlib import Path

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.cli.repl import run_lines
from mkref.core.session import Session

ROOT = Path(__file__).resolve().parents[3]
ARMIES = ["--army", str(ROOT / "examples/mini/ember_legion.toml"), "--army", str(ROOT / "examples/mini/tidewatch.toml"),
          "--build", "200", "--player", "Anna", "--player", "Ben"]


@pytest.fixture
def session(tmp_path):
    return Session.new("mk-miniatures", ARMIES, "g", tmp_path, seed=3)


def play(session, text):
    out = io.StringIO()
    run_lines(session, iter(text.strip().splitlines()), out)
    return out.getvalue()


def test_setup_state(session):
    st = session.state
    assert [p.name for p in st.players] == ["Anna", "Ben"]
    assert st.actions_left == 2 and len(st.objectives) == 3
    assert st.warriors["ember_captain"].items == ["Decapitator"]


def test_new_refuses_illegal_army_and_build(tmp_path):
    with pytest.raises(RuleViolation) as err:
        Session.new("mk-miniatures", [*ARMIES[:4], "--build", "100"], "x", tmp_path)
    assert err.value.ref == "p. 3"
    with pytest.raises(InvalidInput):
        Session.new("mk-miniatures", ARMIES[:2], "y", tmp_path)


def test_one_action_per_warrior_and_tokens_p5_p6(session):
    out = play(session, """
move ember_archer
no
move ember_archer
end
none
none
none
""")
    assert "already had an action this turn" in out and "(p. 5)" in out
    st = session.state
    assert st.warriors["ember_archer"].tokens == 1 and st.current == 1 and st.turn == 2


def test_push_on_second_token_p6(session):
    play(session, """
move ember_archer
no
end
none
none
none
end
end
none
none
none
move ember_archer
no
""")
    w = session.state.warriors["ember_archer"]
    assert w.tokens == 2 and w.click == 1


def test_attack_damages_and_dice_refused(session):
    out = play(session, """
ranged ember_archer tide_caster
no
6
yes
yes
no
no
no
7 1
""")
    assert "Error:" in out and "p. 9" in out
    assert session.state.warriors["tide_caster"].click == 0
    play(session, """
ranged ember_archer tide_caster
no
6
yes
yes
no
no
no
3 3
""")
    assert session.state.warriors["tide_caster"].click == 2  # 6 + 9 = 15 >= 14: 2 clicks


def test_capture_then_captive_cannot_act_p11(session):
    out = play(session, """
close ember_captain tide_caster capture
yes
no
5 5
end
none
none
none
ranged tide_caster ember_captain
""")
    st = session.state
    assert st.warriors["tide_caster"].captor == "ember_captain" and st.warriors["ember_captain"].captive == "tide_caster"
    assert "A captive cannot be given actions" in out and "(p. 11)" in out


def test_elimination_credits_victory_points_p19(session):
    play(session, "damage tide_warder 4 by Anna")
    st = session.state
    assert st.warriors["tide_warder"].click == 4
    play(session, "damage tide_warder 1 by Anna")
    st = session.state
    assert st.warriors["tide_warder"].status == "eliminated" and st.players[0].vp == 22


def test_items_drop_when_wearer_eliminated_p18(session):
    play(session, "damage ember_captain 7 by Ben")
    st = session.state
    assert st.items["Decapitator"]["wearer"] == "" and st.items["Decapitator"]["near"] == "ember_captain"
    assert st.players[1].vp == 60  # items' points do not count (A19)


def test_undo_restores(session):
    play(session, "move ember_archer\nno")
    assert session.state.warriors["ember_archer"].tokens == 1
    session.undo()
    assert session.state.warriors["ember_archer"].tokens == 0 and session.state.actions_left == 2


def test_player_out_and_sole_survivor_p19(session):
    text = "\n".join(f"damage {k} 9 by Anna" for k in ("tide_warder", "tide_warder_2", "tide_warder_3", "tide_caster",
                                                      "tide_caster_2", "storm_hawk", "tide_matron"))
    out = play(session, text + "\nend\nend")
    st = session.state
    assert st.players[1].out and st.ended
    assert st.result["winners"] == ["Anna"] and all(o.controller == "Anna" for o in st.objectives.values())
    assert "Game over" in out


def test_scripted_200_point_game_reaches_vp_tie_break(tmp_path):
    """examples/games/mini_200.txt, played line by line to the victory-point tie-break (p. 19)."""
    s = Session.new("mk-miniatures", [*ARMIES, "--time", "50"], "mini200", tmp_path, seed=1)
    out = play(s, (ROOT / "examples/games/mini_200.txt").read_text(encoding="utf-8"))
    st = s.state
    assert st.ended and st.result["decided_by"] == "victory_points" and st.result["winners"] == ["Ben"]
    assert [p.vp for p in st.players] == [22, 26]
    assert st.warriors["tide_warder_3"].tokens == 1 and st.warriors["tide_matron"].tokens == 0  # Gang Up supporter: no token
    assert "Tie-break by victory points (26): Ben (p. 19)" in out
    # the save replays to the same state
    again = Session.open("mini200", tmp_path)
    assert again.state.result == st.result


def test_movement_formation_tokens_and_sprint_push_p13(session):
    out = play(session, """
move ember_archer with ember_spearman,ember_spearman_2 sprint
yes
no
no
no
move ember_lancer with ember_captain
""")
    st = session.state
    assert [st.warriors[k].tokens for k in ("ember_archer", "ember_spearman", "ember_spearman_2")] == [1, 1, 1]
    assert [st.warriors[k].click for k in ("ember_archer", "ember_spearman", "ember_spearman_2")] == [1, 1, 1]
    assert st.actions_left == 1  # the formation used one action
    assert "may move up to 14 inches (sprint)" in out  # slowest member 7, doubled
    assert "A formation needs 3 to 5 members, not 2. (p. 13)" in out


def test_formation_break_away_before_moving_p13(session):
    out = play(session, """
move ember_archer with ember_spearman,ember_spearman_2
yes
no
yes
3
no
""")
    assert "ember_spearman: break-away roll 3 failed" in out and "ember_archer, ember_spearman_2 may move up to 7 inches" in out
    assert session.state.warriors["ember_spearman"].tokens == 1  # it still took part in the action


def test_example_turn_two_actions_two_warriors_p15(session):
    """Matthias, 200 points: 2 actions, a ranged attack and a move by two different warriors."""
    out = play(session, """
ranged ember_archer tide_caster
no
6
yes
yes
no
no
no
3 3
move ember_lancer
no
move ember_captain
""")
    assert session.state.actions_left == 0
    assert "No actions left this turn" in out


def test_constructed_terrain_structure_within_one_turn_p17(tmp_path):
    s = Session.new("mk-miniatures", [*ARMIES, "--domain", "Border Town"], "ct", tmp_path, seed=1)
    out = play(s, """
build 'Stone Wall' as wall1
strike ember_lancer wall1 close
yes
4 4
""")
    assert "structure 7 (p. 17)" in out  # 6, +1 for Border Town
    assert "= 19 vs defense 15: hit, 3 structure damage (3 of 7 this turn)" in out
    play(s, "end\nnone\nnone\nnone")
    assert s.state.pieces["wall1"]["damage"] == 0  # reset at the end of the turn
    out = play(s, "strike tide_warder wall1 close\nyes\n1 1")
    assert "miss" in out and s.state.warriors["tide_warder"].click == 1  # critical miss (A35)


def test_magestone_storm_and_graveyard_p29_p30(tmp_path):
    s = Session.new("mk-miniatures", [*ARMIES, "--domain", "Magestone Storm"], "ms", tmp_path, seed=1)
    play(s, "storm ember_spearman tide_matron\n1")
    assert s.state.warriors["ember_spearman"].click == 1 and s.state.warriors["tide_matron"].click == 0
    play(s, "storm ember_archer\n2")
    assert s.state.warriors["ember_archer"].click == 0
    out = play(s, "sacrifice ember_archer")
    assert "Haunted Graveyard is not in play" in out


def test_stormcrow_swaps_weather_p26(tmp_path):
    s = Session.new("mk-miniatures", [*ARMIES, "--domain", "Darkness"], "sc", tmp_path, seed=1)
    out = play(s, "stormcrow Darkness 'Clear Skies'")
    assert "None of your warriors wears the Book of the Stormcrow" in out
    assert s.state.domains == ["darkness"]


def test_demoralized_not_active_and_heat_wave_p6_p29(tmp_path):
    s = Session.new("mk-miniatures", [*ARMIES, "--domain", "Heat Wave"], "hw", tmp_path, seed=1)
    play(s, "demoralized tide_warder yes\nend\nend\nnone\nnone\nnone")
    assert s.state.warriors["tide_warder"].status == "eliminated"  # eliminated in the end phase, nobody scores
    assert s.state.players[0].vp == 0


def test_time_limit_finish_round_A43(tmp_path):
    s = Session.new("mk-miniatures", [*ARMIES, "--set", "time_limit=finish_round"], "tl", tmp_path, seed=1)
    play(s, "first Ben\ntimeup\nend\nend\nnone\nnone\nnone")
    assert not s.state.ended and s.state.player.name == "Anna"  # Ben began the round: Anna still plays
    play(s, "end\nend\nnone\nnone\nnone")
    assert s.state.ended


@pytest.mark.parametrize("seed", [0, 1])
def test_random_commands_only_refuse_and_replay(tmp_path, seed):
    """Random command lines never raise anything but MkrefError; the save reloads to the same state;
    undoing everything gives the initial state."""
    import random

    from mkref.core.errors import MkrefError
    from mkref.cli.repl import Shell

    rnd = random.Random(seed)
    s = Session.new("mk-miniatures", [*ARMIES, "--domain", "Heat Wave"], "fz", tmp_path, seed=seed)
    ember = [k for k in s.state.warriors if k.startswith("ember")]
    tide = [k for k in s.state.warriors if not k.startswith("ember")]
    cmds = ["move", "close", "ranged", "special", "bombard", "resolve", "drop", "damage", "heal", "helm", "demoralized",
            "end", "end", "status", "build", "strike", "storm", "sacrifice", "initiative", "pile", "terrain", "x?"]
    extras = ["with", "sprint", "soar", "capture", "charge", "precision", "pb", "attack", "split", "1,1", "fort", "2",
              "mod", "by", "Anna", "relic", "pickup", "Decapitator", "yes", "hindering", "water", "'Stone Wall'", "-1"]
    answers = ["yes", "no", "3 4", "1 1", "6 6", "5", "none", "Anna", "Ben", "Anna+Ben", "0", "9 9", "roll"]

    def answer(req, idx):
        try:
            return req.parse(rnd.choice(answers)), False
        except MkrefError:
            return [rnd.choice(list(req.options)) for _ in range(req.count)], False

    shell = Shell(s, lambda text: None)
    for _ in range(250):
        me, other = (ember, tide) if s.state.player.name == "Anna" else (tide, ember)
        line = " ".join([rnd.choice(cmds), rnd.choice(me + other), rnd.choice(other + ["1"]), *rnd.sample(extras, rnd.randint(0, 2))])
        shell.run_line(line, answer)  # raises if anything but an MkrefError escapes
    again = Session.open("fz", tmp_path)
    assert again.game.status(again.state) == s.game.status(s.state)
    while s.log.events:
        s.log.undo()
    assert s.game.status(s.state) == s.game.status(s.game.initial_state(s.data.setup))


def _bonestaff_army(tmp_path):
    import tomllib

    raw = tomllib.loads((ROOT / "examples/mini/ember_legion.toml").read_text(encoding="utf-8"))
    raw["items"] = [{"name": "Necromantic Bonestaff", "points": 10, "wearer": "Ember Captain"}]
    import tomli_w

    path = tmp_path / "necro.toml"
    path.write_text(tomli_w.dumps(raw), encoding="utf-8")
    return path


def test_bonestaff_revives_until_end_phase_p28_A6_A51(tmp_path):
    necro = _bonestaff_army(tmp_path)
    s = Session.new("mk-miniatures", ["--army", str(necro), "--army", str(ROOT / "examples/mini/tidewatch.toml"), "--build", "200",
                                      "--player", "Anna", "--player", "Ben"], "nb", tmp_path, seed=1)
    play(s, "damage tide_warder 9 by Anna\nrevive tide_warder")
    w = s.state.warriors["tide_warder"]
    assert w.status == "in_play" and w.player == "Anna" and w.click == 0 and s.state.players[0].vp == 22
    play(s, "end\nend\nnone\nnone\nnone")
    assert s.state.warriors["tide_warder"].status == "removed_from_game" and s.state.players[0].vp == 22


def test_vp_items_setting_A19(tmp_path):
    s = Session.new("mk-miniatures", [*ARMIES, "--set", "vp_items=true"], "vi", tmp_path, seed=1)
    play(s, "damage ember_captain 9 by Ben")
    assert s.state.players[1].vp == 70  # 60 + the Decapitator's 10


def test_player_out_captives_A41(tmp_path):
    for setting, status in (("freed", "in_play"), ("removed", "removed")):
        s = Session.new("mk-miniatures", [*ARMIES, "--set", f"eliminated_player_captives={setting}"], "po" + setting, tmp_path, seed=1)
        play(s, "close ember_captain tide_caster capture\nyes\nno\n5 5")
        text = "\n".join(f"damage {k} 9 by Ben" for k, w in s.state.warriors.items() if w.player == "Anna" and k != "ember_captain")
        play(s, text + "\ndemoralized ember_captain yes\nend\nnone\nnone\nnone")  # the captor alone, Demoralized: not active
        assert s.state.players[0].out and s.state.warriors["tide_caster"].status == status


def test_oracular_codex_prophecy_swap_p26_A49(tmp_path):
    import tomllib

    import tomli_w

    raw = tomllib.loads((ROOT / "examples/mini/ember_legion.toml").read_text(encoding="utf-8"))
    raw["items"] = [{"name": "Oracular Codex", "points": 10, "wearer": "Ember Captain"}]
    path = tmp_path / "codex.toml"
    path.write_text(tomli_w.dumps(raw), encoding="utf-8")
    s = Session.new("mk-miniatures", ["--army", str(path), "--army", str(ROOT / "examples/mini/tidewatch.toml"), "--build", "200"],
                    "oc", tmp_path, seed=1)
    out = play(s, "prophecy\n6 6\nclose ember_spearman tide_warder prophecy\nyes\nno\nno\n1 1")
    assert "critical hit" in out and s.state.warriors["tide_warder"].click == 3  # 2 damage + 1 (criticals on the swapped dice)
    assert s.state.prophecy["Ember Legion"] == [1, 1]
    out = play(s, "move ember_captain\nno")
    assert "ember_captain may move up to 0 inches" in out  # the Codex sets speed to 0 (a replacement value)
    play(s, "end\nnone\nnone\nnone")
    assert s.state.prophecy["Ember Legion"] == []


def test_bombardment_two_markers_p12_A29(session):
    out = play(session, """
bombard ember_archer markers 2
no
end
none
none
none
end
end
none
none
none
resolve ember_archer tide_warder
14
no
3 4
5 5
resolve ember_archer tide_caster
20
yes
5 5
""")
    # placement 3+4 + 9 = 16 >= 14: on target; warder: 5+5 + 9 = 19 vs 15, 2 clicks
    assert "Placement: 3+4 + attack 9 = 16 vs target value 14: on target" in out
    st = session.state
    assert st.warriors["tide_warder"].click == 2
    # marker 2 reuses the placement roll (16 - 2 blocked = 14 < 20: drifts) and rolls its own damage roll (A29)
    assert "Marker 2 of 2; Placement: 3+4 + attack 9 - 2 (blocked) = 14 vs target value 20: it drifts" in out
    assert st.warriors["tide_caster"].click == 2 and st.bombards == []


def test_queries_show_and_rule(session):
    out = play(session, "show ember_captain\nrule Zusammenrotten\nrule gang up\nstatus")
    assert "ember_captain (Ember Captain, Anna): in play, click 0 of 7" in out
    assert "speed 8 (boot), attack 11 (sword, bonus 2), defense 17, damage 3" in out and "abilities showing: Leadership" in out
    assert "Zusammenrotten (Gang Up), S. 10:" in out  # asked in German, answered in German
    assert "Gang Up (Zusammenrotten), p. 10:" in out
    assert "Turn 1: Anna, command phase, 2 action(s) left" in out
    assert session.events == []  # queries record nothing


def test_souldrinker_heals_on_close_kill_p25(tmp_path):
    import tomllib

    import tomli_w

    raw = tomllib.loads((ROOT / "examples/mini/ember_legion.toml").read_text(encoding="utf-8"))
    raw["items"] = [{"name": "Souldrinker", "points": 10, "wearer": "Ember Captain"}]
    path = tmp_path / "soul.toml"
    path.write_text(tomli_w.dumps(raw), encoding="utf-8")
    s = Session.new("mk-miniatures", ["--army", str(path), "--army", str(ROOT / "examples/mini/tidewatch.toml"), "--build", "200",
                                      "--player", "Anna", "--player", "Ben"], "sd", tmp_path, seed=1)
    play(s, "damage ember_captain 3 by Ben\ndamage tide_warder 4 by Anna\nclose ember_captain tide_warder\nyes\nno\nno\n4 4")
    st = s.state
    assert st.warriors["tide_warder"].status == "eliminated" and st.warriors["ember_captain"].click == 0


def test_table_facts_in_german_are_not_chance_p9(session):
    out = play(session, """
ranged ember_archer tide_caster
nein
6
close ember_archer tide_caster
move ember_archer
j
cancel
ranged ember_archer tide_caster
nein
6
ja
j
nein
Nein
N
3 3
log
""")
    assert "Error: 'close' is a command, not an answer" in out and "or 'cancel' to take back the command" in out
    assert "'move ember_archer' taken back" in out
    assert "cannot come up here" not in out and out.count("Error:") == 1
    assert session.state.warriors["tide_caster"].click == 2  # 6 + 9 = 15 >= 14
    log = out.split("> log\n")[1].splitlines()
    assert len(log) == 1 and log[0].endswith("[roll/draw]")  # the attack dice were a roll
    # a command that asked only table facts is no roll or draw
    fact = Session.new("mk-miniatures", ARMIES, "facts", session.path.parent, seed=3)
    play(fact, "move ember_archer\nnein")
    assert fact.events and not any(e.get("chance") for e in fact.events)
    assert "die roll" not in fact.undo()
