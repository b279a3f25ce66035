"""The 20 domain cards (p. 18; cards pp. 29-30): every counter and every number."""

import pytest

from mkref.games.mk_miniatures import data, rules
from mkref.games.mk_miniatures.domains import (
    add_domain, graveyard_candidates, resolve_domains, storm_hits, strip_mine_cancels,
)
from mkref.games.mk_miniatures.settings import Settings

# every counter edge between the 20 contained cards (spec §25.2): countering card -> countered card
EDGES = [
    ("D-005", "D-001"), ("D-001", "D-006"), ("D-007", "D-004"), ("D-008", "D-007"),
    ("D-013", "D-003"), ("D-013", "D-008"), ("D-013", "D-014"), ("D-013", "D-017"),
    ("D-019", "D-009"), ("D-015", "D-009"), ("D-019", "D-011"), ("D-011", "D-019"),
    ("D-017", "D-012"), ("D-012", "D-013"), ("D-016", "D-013"), ("D-015", "D-013"),
    ("D-016", "D-015"), ("D-017", "D-016"), ("D-011", "D-018"), ("D-015", "D-019"),
]
ALL = [f"D-{i:03d}" for i in range(1, 21)]


def ids(numbers):
    doms = data.load().domains
    by_number = {d.number: k for k, d in doms.items()}
    return [by_number[n] for n in numbers]


@pytest.mark.parametrize("x,y", EDGES, ids=[f"{x}-counters-{y}-p29" for x, y in EDGES])
def test_each_counter_edge(x, y):
    res = resolve_domains([x, y])
    (xid, yid) = ids([x, y])
    assert yid in res.removed and xid in res.removed[yid]
    mutual = (y, x) in EDGES
    assert (xid in res.in_play) is not mutual


@pytest.mark.parametrize("card", ALL, ids=[f"{c}-alone-p18" for c in ALL])
def test_each_card_alone_stays_in_play(card):
    assert resolve_domains([card]).in_play == ids([card])


@pytest.mark.parametrize("card", ALL, ids=[f"{c}-vs-global-p29-30" for c in ALL])
def test_clear_skies_and_open_terrain_against_each_card(card):
    """D-010 counters every other weather card, D-020 every other terrain card (single copies only)."""
    d = data.load().domains[ids([card])[0]]
    glob = "D-010" if d.category == "weather" else "D-020"
    if card == glob:
        assert resolve_domains([card, card]).in_play == ids([card])
        return
    res = resolve_domains([glob, card])
    assert d.id in res.removed and ids([glob])[0] in res.in_play
    # two copies of the card: the global card does not counter it
    res2 = resolve_domains([glob, card, card])
    assert d.id in res2.in_play or any(b != ids([glob])[0] for b in res2.removed.get(d.id, []))
    # the other category's global card leaves it alone
    other = "D-020" if glob == "D-010" else "D-010"
    assert d.id in resolve_domains([other, card]).in_play


def test_mutual_pair_both_removed_p18():
    res = resolve_domains(["Border Town", "Magestone Strip Mine"])
    assert res.in_play == [] and set(res.removed) == {"border_town", "magestone_strip_mine"}


def test_counter_cycle_removes_all_three_A37():
    res = resolve_domains(["Fen Swamp", "Ödnis", "Gebirgspass"])
    assert res.in_play == []


def test_sequential_counters_A37():
    res = resolve_domains(["D-012", "D-013", "D-017"], Settings({"domain_counters": "sequential"}))
    # Fen Swamp (first) removes Blasted Lands; Mountain Pass then removes Fen Swamp
    assert res.in_play == ["mountain_pass"]


def test_stormcrow_new_card_only_A38():
    res = add_domain(["smoke_and_fog"], "Storm Gale")
    assert res.in_play == ["smoke_and_fog"] and "storm_gale" in res.removed
    res = add_domain(["storm_gale"], "Smoke and Fog")  # the newcomer counters, but only it can be countered
    assert res.in_play == ["storm_gale", "smoke_and_fog"]
    res = add_domain(["storm_gale"], "Smoke and Fog", Settings({"stormcrow_recheck": "full"}))
    assert res.in_play == ["smoke_and_fog"]


def test_catastrophe_counters_recorded_p29():
    doms = data.load().domains
    assert doms["smoke_and_fog"].catastrophe_counters == ("Twister",)
    assert doms["river_valley"].catastrophe_counters == ("Wave of Water",)


# ---- the numbers on each card ---------------------------------------------------------------------
def test_D001_D002_D008_range_caps_p29():
    assert rules.effective_range(12, None, ["smoke_and_fog"]) == 8
    assert rules.effective_range(12, None, ["darkness"]) == 6
    assert rules.effective_range(12, None, ["cold_snap"]) == 6
    assert rules.effective_range(5, None, ["darkness"]) == 5


def test_D003_D004_speed_caps_p29():
    s = Settings()
    assert rules.allowed_speed(rules.SpeedContext(10, domains=frozenset({"rain_and_mud"})), s) == 8
    assert rules.allowed_speed(rules.SpeedContext(10, domains=frozenset({"downpour"})), s) == 6
    assert rules.allowed_speed(rules.SpeedContext(10, sprint=True, domains=frozenset({"downpour"})), s) == 6  # caps last (A8)


def test_D005_drift_multiplier_p29():
    assert data.load().domains["erratic_winds"].numbers["drift_multiplier"] == 2


def test_D006_D011_structure_p29_p30():
    assert rules.structure_value(5, ["storm_gale"]) == 4
    assert rules.structure_value(5, ["border_town"]) == 6


@pytest.mark.parametrize("die,hits", [(1, True), (2, False), (6, False)])
def test_D009_magestone_storm_p29(die, hits):
    assert storm_hits(die) is hits


def test_D013_blasted_lands_click_p30():
    assert data.load().domains["blasted_lands"].numbers["deploy_click"] == 1


def test_D017_mountain_pass_p30():
    s = Settings()
    assert rules.break_away_threshold("horseshoe", True, s) == 3
    assert rules.allowed_speed(rules.SpeedContext(7, "wave", domains=frozenset({"mountain_pass"})), s) == 4


def test_D018_haunted_graveyard_p30_A56():
    figs = [("a", 10), ("b", 11), ("c", 9)]
    assert graveyard_candidates(figs, has_leader=False) == ["a", "c"]
    assert graveyard_candidates(figs, has_leader=True) == []


@pytest.mark.parametrize("die,fails", [(1, True), (3, True), (4, False)])
def test_D019_strip_mine_p30(die, fails):
    assert strip_mine_cancels(die) is fails


def test_domain_effects_all_known():
    doms = data.load().domains
    assert len(doms) == 20
    assert {d.number for d in doms.values()} == set(ALL)
    assert sum(1 for d in doms.values() if d.category == "weather") == 10
