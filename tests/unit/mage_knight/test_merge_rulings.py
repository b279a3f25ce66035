"""Where the branches met (merge of main into mkfix): a move ending on another hero's space allows no action
there but the attack on that hero (pp. 7 §8e, 12 §1); one `--variant` option for the base game's variants and
The Lost Legion's; the one-screen help names the commands of this game's set-up."""

from __future__ import annotations

from mkref.core.errors import RuleViolation
from mk_table import Table, refused


def on_bobs_village(*options: str) -> Table:
    """Blitz Conquest on the map: Bob ends on the village of countryside 2, then Ann ends her move there."""
    t = Table("blitz_conquest", "Ann:arythea", "Bob:tovak", tracked_map=True, options=options)
    t.do("tiles c1 c2", "prowlers", "wolf_riders")
    t.do("prepare", "red blue green white gold", "peasants herbalists foresters guardian_golems utem_crossbowmen")
    t.do("tactic 1")
    t.do("tactic 2")
    t.do("play 11 move")
    t.do("move E c2sw c2se c2e")
    t.do("end")
    t.do("play 20 move")
    assert t.do("move E c2sw c2se c2e")[-2]["others"] == ["Bob"]
    return t


def test_on_another_heros_space_interaction_is_refused_but_the_duel_is_allowed_p7_p12():
    t = on_bobs_village()
    with refused("No action on Bob's space", RuleViolation) as no:
        t.events("interact")
    assert "duel Bob full|partial" in no.value.hint  # the hint names the one thing left to do
    started = t.do("duel Bob full")
    assert started[0]["type"] == "pvp_started" and t.state["pvp"] is not None


def test_the_no_pvp_variant_refuses_the_duel_and_everything_else_there_p16():
    t = on_bobs_village("--variant", "no_pvp")
    with refused("No player combat: the group agreed to play without it"):
        t.events("duel Bob full")
    with refused("No action on Bob's space", RuleViolation) as no:
        t.events("interact")
    assert "duel" not in no.value.hint


def test_one_variant_option_takes_the_base_and_the_lost_legion_variants():
    t = Table("full_conquest", "Ann:arythea", "Bob:tovak", options=("--variant", "arrival_at_night,Neid und Mitleid", "--variant", "v6"))
    assert t.setup["variants"] == ["arrival_at_night", "envy_and_pity", "ghost_attacks"]
    assert "lost_legion" in t.setup["expansions"]
    assert t.state["time"] == "night" and t.state["lost_legion_variants"]["variants"] == ["envy_and_pity", "ghost_attacks"]


def test_one_screen_help_lists_this_games_commands(run):
    run("new", "mage-knight", "--scenario", "full_conquest", "--player", "A:tovak", "--player", "B:goldyx", "--cards", "--save", "pvp")
    run("new", "mage-knight", "--scenario", "full_conquest", "--player", "A:tovak", "--player", "B:goldyx", "--variant", "no_pvp", "--save", "nice")
    pvp = run("play", "pvp", stdin="help\n").out
    nice = run("play", "nice", stdin="help\n").out
    for line in ("  duel (duell)", "  truce (unentschieden)", "  levelup (aufstieg)"):
        assert line in pvp and line not in nice, line
    assert "  coop (gemeinsam)" in pvp and "  coop (gemeinsam)" in nice  # the cooperative assault stays (p. 13)
    assert len(pvp.splitlines()) <= 24 and max(len(line) for line in pvp.splitlines()) <= 80
