"""Pure rule functions of the miniatures game, with exact numbers and the page in each test id."""

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mk_miniatures import rules
from mkref.games.mk_miniatures.rules import ActionCheck, Member, Objective, SpeedContext, Standing
from mkref.games.mk_miniatures.settings import Settings

S = Settings()


@pytest.mark.parametrize("total,actions", [(100, 1), (200, 2), (300, 3), (1000, 10)], ids=lambda v: f"p5-{v}")
def test_actions_per_turn_p5(total, actions):
    assert rules.actions_per_turn(total) == actions


@pytest.mark.parametrize("total", [0, 150, -100, 99])
def test_build_total_must_be_multiple_of_100_p3(total):
    with pytest.raises(RuleViolation) as err:
        rules.actions_per_turn(total)
    assert err.value.ref == "p. 3"


def test_token_life_cycle_p6():
    """Spec §5.5 table: T1 action -> 1; T2 action -> 2 and push; T3 rests -> 0; T4 action -> 1."""
    t1 = rules.give_token(0)
    assert (t1.tokens, t1.push_clicks) == (1, 0)
    assert rules.end_phase_tokens(t1.tokens, acted_this_turn=True) == 1
    t2 = rules.give_token(1)
    assert (t2.tokens, t2.push_clicks) == (2, 1)
    assert rules.end_phase_tokens(2, acted_this_turn=True) == 2
    with pytest.raises(RuleViolation):
        rules.give_token(2)
    assert rules.end_phase_tokens(2, acted_this_turn=False) == 0
    assert rules.give_token(0).tokens == 1
    # acted in T1, not in T2: cleared in T2's end phase
    assert rules.end_phase_tokens(1, acted_this_turn=False) == 0


@pytest.mark.parametrize(
    "check,kind,ref",
    [
        (ActionCheck(captive=True), "move", "p. 11"),
        (ActionCheck(tokens=2), "move", "p. 6"),
        (ActionCheck(acted_this_turn=True), "close", "p. 5"),
        (ActionCheck(actions_left=0), "move", "p. 5"),
        (ActionCheck(captor=True), "ranged", "p. 11"),
        (ActionCheck(range=0), "ranged", "p. 11"),
        (ActionCheck(range=8, touching_enemy=True), "ranged", "p. 11"),
        (ActionCheck(range=8, forbids=frozenset({"no_ranged"})), "ranged", "p. 29"),
        (ActionCheck(range=8, forbids=frozenset({"ranged_attack"})), "ranged", "p. 26"),
        (ActionCheck(forbids=frozenset({"close_attack"})), "close", "p. 28"),
        (ActionCheck(in_play=False), "move", "p. 9"),
    ],
    ids=["captive-p11", "two-tokens-p6", "acted-p5", "no-actions-p5", "captor-ranged-p11", "range0-p11",
         "touching-enemy-p11", "storm-gale-p29", "blackheart-p26", "heartseeker-p28", "off-table-p9"],
)
def test_can_receive_action_refusals(check, kind, ref):
    with pytest.raises(RuleViolation) as err:
        rules.can_receive_action(kind, check)
    assert err.value.ref == ref


def test_captor_may_move_or_attack_own_captive_p11():
    rules.can_receive_action("move", ActionCheck(captor=True))
    rules.can_receive_action("close", ActionCheck(captor=True, targets_own_captive=True))
    rules.can_receive_action("ranged", ActionCheck(range=6, touching_enemy=False))
    rules.can_receive_action("move", ActionCheck(actions_left=0, free_action=True))


def test_damage_and_reduction_p9():
    r = rules.apply_damage(click=1, dial_length=6, amount=3, reduction=1)
    assert (r.click, r.clicks_applied, r.eliminated) == (3, 2, False)
    r = rules.apply_damage(click=4, dial_length=6, amount=5)
    assert (r.click, r.clicks_applied, r.eliminated) == (6, 2, True)  # damage past the skulls has no effect
    assert rules.apply_damage(0, 6, 1, reduction=2).clicks_applied == 0


def test_push_damage_cannot_be_reduced_p6():
    r = rules.push_damage(click=0, dial_length=4)
    assert (r.click, r.clicks_applied) == (1, 1)
    assert rules.apply_damage(0, 4, 2, reduction=5, unreducible=True).clicks_applied == 2


def test_healing_never_past_starting_line_p9():
    assert rules.heal(3, 2) == 1
    assert rules.heal(1, 5) == 0
    assert rules.heal(2, 0) == 2


def test_golem_healing_p9_A20():
    markers = (2, 5)
    assert rules.heal(2, 1, markers, golem=True) == 2  # a repair marker shows: no healing
    assert rules.heal(4, 1, markers, golem=True) == 3  # capped by the heal amount (A20 default)
    assert rules.heal(4, 3, markers, golem=True) == 2  # stops at the repair marker
    assert rules.heal(4, 1, markers, golem=True, golem_mode="to_marker") == 2
    assert rules.heal(1, 3, markers, golem=True) == 0


@pytest.mark.parametrize("speed_type,roll,ok", [
    ("boot", 3, False), ("boot", 4, True), ("wave", 1, False), ("wave", 6, True),
    ("horseshoe", 1, False), ("horseshoe", 2, True), ("wing", 1, False), ("wing", 2, True),
])
def test_break_away_p8(speed_type, roll, ok):
    assert rules.break_away(roll, speed_type) is ok


def test_break_away_mountain_pass_p30_A9():
    assert rules.break_away(2, "horseshoe", mountain_pass=True, settings=S) is False
    assert rules.break_away(4, "wing", mountain_pass=True, settings=S) is True
    assert rules.break_away(2, "boot", mountain_pass=True, settings=S) is False
    assert rules.break_away_threshold("wing", True, Settings({"mountain_pass_fail_1_3": ["horseshoe"]})) == 1


def test_break_away_die_out_of_range_p9():
    with pytest.raises(InvalidInput):
        rules.break_away(7, "boot")


def test_sprint_push_p8():
    assert rules.sprint_push("boot") == 1
    assert rules.sprint_push("horseshoe") == 0
    with pytest.raises(RuleViolation):
        rules.sprint_push("wave")


@pytest.mark.parametrize("ctx,settings,expected", [
    (SpeedContext(8), S, 8),
    (SpeedContext(8, sprint=True), S, 16),
    (SpeedContext(8, sprint=True, modifiers=2), S, 18),  # modifiers after doubling (p. 6)
    (SpeedContext(9, "wing", soar_change=True), S, 5),  # ceil(9/2), A12
    (SpeedContext(9, "wing", soar_change=True), Settings({"soar_halving": "floor"}), 4),
    (SpeedContext(9, start_in_hindering=True), S, 5),  # p. 15 halved, rounded up
    (SpeedContext(9, "wave", start_in_hindering=True, in_water=True), S, 9),
    (SpeedContext(9, "wing", start_in_hindering=True), S, 9),  # A11
    (SpeedContext(9, "wing", start_in_hindering=True), Settings({"wing_ignores_hindering": False}), 5),
    (SpeedContext(10, captive_speed=6), S, 6),  # captor moves at the captive's speed (p. 11)
    (SpeedContext(12, domains=frozenset({"rain_and_mud"})), S, 8),  # D-003
    (SpeedContext(12, domains=frozenset({"downpour"})), S, 6),  # D-004
    (SpeedContext(8, "horseshoe", domains=frozenset({"mountain_pass"})), S, 4),  # D-017, A9
    (SpeedContext(8, replacement=0), S, 0),  # R-020 Oracular Codex
    (SpeedContext(8, "wave", sprint=True, in_water=True, domains=frozenset({"river_valley"})), S, 16),  # D-016
], ids=["plain", "sprint-p8", "sprint-mod-p6", "soar-ceil-p8", "soar-floor-A12", "hindering-p15", "wave-water-p8",
        "wing-A11", "wing-alt-A11", "captor-p11", "rain-p29", "downpour-p29", "mountain-p30", "codex-p26", "river-p30"])
def test_allowed_speed(ctx, settings, expected):
    assert rules.allowed_speed(ctx, settings) == expected


@pytest.mark.parametrize("ctx,ref", [
    (SpeedContext(8, sprint=True, touching_enemy=True), "p. 8"),
    (SpeedContext(8, sprint=True, domains=frozenset({"darkness"})), "p. 29"),
    (SpeedContext(8, sprint=True, domains=frozenset({"wylden_forest"})), "p. 30"),
    (SpeedContext(8, sprint=True, domains=frozenset({"mountain_pass"})), "p. 30"),
    (SpeedContext(8, "wave", sprint=True), "p. 8"),
    (SpeedContext(8, "boot", soar_change=True), "p. 8"),
    (SpeedContext(8, "wing", soar_change=True, domains=frozenset({"downpour"})), "p. 29"),
])
def test_movement_refusals(ctx, ref):
    with pytest.raises(RuleViolation) as err:
        rules.allowed_speed(ctx, S)
    assert err.value.ref == ref


def test_formation_speed_is_slowest_p13():
    assert rules.formation_speed([8, 6, 10]) == 6


def test_range_replacement_and_caps_p7_A8():
    assert rules.effective_range(10, None, ["smoke_and_fog"]) == 8
    assert rules.effective_range(10, None, ["darkness"]) == 6
    assert rules.effective_range(10, None, ["cold_snap"]) == 6
    assert rules.effective_range(6, 48) == 48  # Snow's Fuser Rifle
    assert rules.effective_range(6, 48, ["smoke_and_fog"]) == 8  # the domain cap comes last


@pytest.mark.parametrize("rng,half", [(8, 4), (9, 5), (1, 1), (12, 6)])
def test_point_blank_half_range_rounded_up_p12(rng, half):
    assert rules.half_range(rng) == half
    assert rules.point_blank_ok([half], rng)
    assert not rules.point_blank_ok([half + 1], rng)
    assert not rules.point_blank_ok([half, half + 1], rng)  # every target (A59)


def test_bombard_doubles_range_p12():
    assert rules.bombard_range(8) == 16


def _m(name, faction="orc", player="A", **kw):
    return Member(name, player, faction, **kw)


def test_formation_rules_p13():
    rules.check_formation("move", [_m("a"), _m("b"), _m("c")])
    rules.check_formation("ranged", [_m(str(i)) for i in range(5)])
    bad = [
        ([_m("a"), _m("b")], "p. 13"),
        ([_m(str(i)) for i in range(6)], "p. 13"),
        ([_m("a"), _m("b"), _m("c", player="B")], "p. 13"),
        ([_m("a"), _m("b"), _m("c", faction="elf")], "p. 13"),
        ([_m("a"), _m("b"), _m("c", faction=None)], "p. 13"),
        ([_m("a"), _m("b"), _m("c", soaring=True)], "p. 8"),
        ([_m("a"), _m("b"), _m("c", forbids=frozenset({"movement_formation"}))], "p. 25"),
    ]
    for members, ref in bad:
        with pytest.raises(RuleViolation) as err:
            rules.check_formation("move", members)
        assert err.value.ref == ref
    with pytest.raises(RuleViolation):
        rules.check_formation("ranged", [_m("a"), _m("b"), _m("c", forbids=frozenset({"ranged_formation"}))])
    with pytest.raises(RuleViolation):
        rules.check_formation("move", [_m("a"), _m("b"), _m("c")], connected=False)  # A31


def test_shyft_formation_with_mage_spawn_p14():
    rules.check_formation("move", [_m("a", "shyft"), _m("b", None), _m("c", None)], shyft_on_field=True)
    rules.check_formation("move", [_m("a", "orc", player="A"), _m("b", "orc", player="B"), _m("c")],
                          settings=Settings({"formation_teammates": True}))


@pytest.mark.parametrize("domains,structure,destroyed_at", [
    ([], 5, 5), (["border_town"], 5, 6), (["storm_gale"], 5, 4), (["border_town", "storm_gale"], 5, 5),
], ids=["plain-p17", "border-town-p30", "storm-gale-p29", "both"])
def test_terrain_structure_p17(domains, structure, destroyed_at):
    assert rules.structure_value(structure, domains) == destroyed_at
    total, gone = rules.terrain_damage(structure, destroyed_at - 2, 1, domains)
    assert (total, gone) == (destroyed_at - 1, False)
    assert rules.terrain_damage(structure, total, 1, domains) == (destroyed_at, True)


def test_treefell_destroys_walls_not_towers_p25():
    from mkref.games.mk_miniatures import data

    ct = data.load().terrain
    assert rules.terrain_damage(ct["stone_wall"].structure, 0, 6)[1] is True
    assert rules.terrain_damage(ct["stone_watchtower"].structure, 0, 6)[1] is False


def test_objective_control_p5():
    o = Objective()
    o = rules.check_objective(o, ["Anna"])
    assert (o.state, o.controller) == ("controlled", "Anna")
    assert rules.check_objective(o, []) == o  # control stays without contact
    c = rules.check_objective(o, ["Anna", "Ben"])
    assert (c.state, c.controller) == ("contested", "")
    assert rules.check_objective(c, []).state == "contested"  # A57
    assert rules.check_objective(c, [], settings=Settings({"contested_stays": False})).state == "neutral"
    assert rules.check_objective(c, ["Ben"]).controller == "Ben"


def test_objective_teammates_A40():
    teams = {"Anna": "red", "Cleo": "red", "Ben": "blue"}
    o = Objective("controlled", "Cleo")
    assert rules.check_objective(o, ["Anna", "Cleo"], teams).controller == "Cleo"
    n = rules.check_objective(Objective(), ["Anna", "Cleo"], teams, current_player="Anna")
    assert n.controller == "Anna"
    assert rules.check_objective(o, ["Anna", "Ben"], teams).state == "contested"


def test_sole_survivor_p19_A42():
    assert rules.sole_survivor({"Anna": 3, "Ben": 0}) == "Anna"
    assert rules.sole_survivor({"Anna": 3, "Ben": 1}) is None
    assert rules.sole_survivor({"Anna": 1, "Cleo": 2, "Ben": 0}, {"Anna": "red", "Cleo": "red", "Ben": "blue"}) == "red"


def test_winner_by_objectives_p19():
    v = rules.winner([Standing("Anna", 2, 0, 200), Standing("Ben", 1, 90, 150)])
    assert (v.winners, v.decided_by) == (["Anna"], "objectives")


def test_winner_by_victory_points_p19():
    v = rules.winner([Standing("Anna", 1, 22, 198), Standing("Ben", 1, 26, 200)])
    assert (v.winners, v.decided_by) == (["Ben"], "victory_points")


def test_winner_by_smaller_army_p19():
    v = rules.winner([Standing("Anna", 1, 26, 198), Standing("Ben", 1, 26, 200)])
    assert (v.winners, v.decided_by) == (["Anna"], "army_cost")


def test_draw_after_all_tie_breaks_A44():
    v = rules.winner([Standing("Anna", 1, 26, 200), Standing("Ben", 1, 26, 200)])
    assert (sorted(v.winners), v.decided_by) == (["Anna", "Ben"], "draw")


@pytest.mark.parametrize("die,allowed", [(1, False), (3, False), (4, True), (6, True)])
def test_dispute_roll_p20(die, allowed):
    assert rules.dispute_roll(die) is allowed


@pytest.mark.parametrize("text,dice", [("3 5", (3, 5)), ("3,5", (3, 5)), ("35", (3, 5)), ("6+6", (6, 6))])
def test_parse_dice_p9(text, dice):
    assert rules.parse_dice(text) == dice


@pytest.mark.parametrize("text", ["8", "7 1", "0 3", "3", "a b", "1 2 3"])
def test_parse_dice_refuses_p9(text):
    with pytest.raises(InvalidInput) as err:
        rules.parse_dice(text)
    assert err.value.ref == "p. 9"


def test_setup_numbers_p4_p19():
    assert rules.objective_markers(2) == 3 and rules.objective_markers(4) == 5
    assert rules.STANDARD_GAME["build_total"] == 300 and rules.STANDARD_GAME["time_limit_min"] == 50
    assert rules.actions_per_turn(rules.STANDARD_GAME["build_total"]) == rules.STANDARD_GAME["actions"]


def test_initiative_A1():
    assert rules.initiative({"Anna": 9, "Ben": 7}) == ("Anna", [])
    assert rules.initiative({"Anna": 9, "Ben": 9, "Cleo": 4}) == (None, ["Anna", "Ben"])
    assert rules.initiative({"Anna": 9, "Ben": 9, "Cleo": 4}, Settings({"initiative_reroll": "everyone"})) == (None, ["Anna", "Ben", "Cleo"])


def test_terrain_placements_p17_A3():
    assert rules.terrain_placements(2, 2) == 3
    assert rules.terrain_placements(2, 2, Settings({"constructed_pair_counts": "two"})) == 4
    assert rules.terrain_placements(3, 2) <= rules.MAX_TERRAIN_PLACEMENTS


def test_lof_blockers_elevated_p16_A34():
    assert "any elevated terrain piece" in rules.lof_blockers(False, False)
    assert rules.lof_blockers(True, True, same_piece=True) == ["blocking terrain on that piece", "bases on that piece"]
    assert "bases of warriors on elevated terrain" in rules.lof_blockers(True, False)
    assert rules.lof_blockers(True, True) == rules.lof_blockers(False, True)  # A34 default
    assert "a third elevated piece between them" in rules.lof_blockers(True, True, settings=Settings({"lof_different_elevated": "third_piece_blocks"}))


def test_domain_caps_order_A8():
    ctx = SpeedContext(10, sprint=True, modifiers=2, domains=frozenset({"rain_and_mud"}))
    assert rules.allowed_speed(ctx, S) == 8  # 10 x 2 + 2 = 22, capped last
    assert rules.allowed_speed(ctx, Settings({"domain_caps": "replacement"})) == 18  # 8 x 2 + 2


def test_teammates_objective_current_player_A40():
    teams = {"Anna": "red", "Cleo": "red"}
    o = Objective("controlled", "Cleo")
    assert rules.check_objective(o, ["Anna", "Cleo"], teams, "Anna", Settings({"teammates_objective": "current_player"})).controller == "Anna"
