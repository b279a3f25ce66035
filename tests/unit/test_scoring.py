"""Mage Knight end-of-game scoring: every rule of spec §13.5 and §15 with exact numbers.

Test names carry the page of the German rulebook (seed 000) the rule is printed on.
"""

from __future__ import annotations

from typing import Any

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from mkref.core.errors import InvalidInput, RulesDataError, SheetError, UnknownName
from mkref.games.mage_knight import scoring as sc


@contextmanager
def refused(kind: type[Exception], pattern: str) -> Iterator[Any]:
    """Like pytest.raises(match=...), but matches the whole message a person sees."""
    with pytest.raises(kind) as err:
        yield err
    text = err.value.message()  # type: ignore[attr-defined]
    assert re.search(pattern, text), text


@pytest.fixture(scope="module")
def catalog() -> sc.Catalog:
    return sc.load_catalog()


def player(name: str = "Ana", **kw: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "name": name, "fame": 0, "spells": 0, "advanced_actions": 0, "artifacts": 0, "crystals": 0, "wounds": 0,
        "shields": {}, "units": [], "cities_led": 0, "cities_shielded": 0, "mines": {},
    }
    base.update(kw)
    return base


def run(catalog: sc.Catalog, scenario: str, players: list[dict[str, Any]], **top: Any) -> sc.Result:
    data = {"scenario": scenario, "players": players, **top}
    return sc.score(sc.parse_sheet(data, "sheet.toml", catalog))


def by_name(result: sc.Result) -> dict[str, sc.Score]:
    return {s.name: s for s in result.players}


# ------------------------------------------------------------------ rules data


def test_every_scenario_is_in_the_data(catalog):
    assert set(catalog.scenarios) == {
        "standard", "first_recon", "blitz_conquest", "full_conquest", "solo_conquest", "mines_liberation",
        "full_coop", "blitz_coop", "dungeon_lords", "druid_nights", "one_to_return", "conquer_and_hold",
        "volkares_quest", "volkares_return", "volkares_return_blitz",  # The Lost Legion [S1]-[S3]
    }


@pytest.mark.parametrize("name, ident", [
    ("Vollständige Eroberung", "full_conquest"), ("vollstaendige eroberung", "full_conquest"),
    ("Die ersten Erkundungen", "first_recon"), ("Freiheit den Bergwerken!", "mines_liberation"),
    ("Nur einer kommt zurück", "one_to_return"), ("Only One Comes Back", "one_to_return"),
    ("Druidennächte", "druid_nights"), ("Blitz-Kooperation", "blitz_coop"), ("Conquer and Hold", "conquer_and_hold"),
    ("solo conquest", "solo_conquest"), ("full_coop", "full_coop"),
])
def test_scenario_names_en_de_ids(catalog, name, ident):
    assert catalog.resolve(name).id == ident


def test_unknown_scenario_lists_close_matches(catalog):
    with pytest.raises(UnknownName) as err:
        catalog.resolve("full conquets")
    assert any("Full Conquest" in c or c == "full_conquest" for c in err.value.candidates)
    assert "Did you mean" in err.value.message()


@pytest.mark.parametrize("ident, limit, days, nights", [
    ("first_recon", 3, 2, 1), ("blitz_conquest", 4, 2, 2), ("full_conquest", 6, 3, 3), ("solo_conquest", 6, 3, 3),
    ("mines_liberation", 4, 2, 2), ("full_coop", 6, 3, 3), ("blitz_coop", 4, 2, 2),
    ("dungeon_lords", 5, 3, 2),  # seed line 1036: 5 rounds, 3 Days and 2 Nights (the spec's 4 is wrong)
    ("druid_nights", 4, 2, 2), ("one_to_return", 4, 2, 2), ("conquer_and_hold", 6, 3, 3),
])
def test_durations_pp18_22(catalog, ident, limit, days, nights):
    s = catalog.scenarios[ident]
    assert (s.round_limit, s.days, s.nights) == (limit, days, nights)


def test_round_limit_by_players_p18_p22(catalog):
    assert catalog.scenarios["first_recon"].limit_for(1) == 4  # solo variant: 2 Days, 2 Nights (p. 18)
    assert catalog.scenarios["conquer_and_hold"].limit_for(2) == 6
    assert catalog.scenarios["conquer_and_hold"].limit_for(4) == 4


def test_scenarios_file_header_keys_are_documented():
    from mkref.core.rulesdata import read_file

    for ident, table in read_file("mage-knight", "scenarios.toml")["scenarios"].items():
        unknown = set(table) - set(sc.HEADER_KEYS)
        assert not unknown, f"[scenarios.{ident}] has undocumented keys {sorted(unknown)}"
        assert set(table["name"]) == {"en", "de"}
        # base scenarios cite the rulebook page, expansion scenarios the Lost Legion summary's marker ([S3])
        assert table["ref"].startswith("[S" if table.get("expansion") == "lost_legion" else "p. ")


def test_broken_scenario_file_reports_every_problem():
    data = {"scenarios": {"standard": {"name": {"en": "S", "de": "S"}, "ref": "p. 15", "scoring": {
        "kind": "sideways", "achievements": True, "award_titles": True, "title_needs_points": True,
        "winner_ties": "shared", "site_points": {"keep": 2}, "conqueror_sites": ["keep"], "adventurer_sites": [],
        "ask_shields": [], "titles": {}, "title": {"sole": 3, "tie": 1}, "beating_title": {"sole": -3, "tie": -1},
        "colour": 1, "goal": {"per_cty": 10}}}}}
    with pytest.raises(RulesDataError) as err:
        sc.build_catalog(data)
    text = err.value.message()
    assert "scenarios.standard.scoring" in text and "kind" in text and "colour" in text
    assert "goal.per_cty]: is not a known key; did you mean 'per_city'?" in text
    assert "goal.per_city]: missing" in text


# ------------------------------------------------------------------ the six categories (p. 15)


def test_knowledge_2_per_spell_1_per_advanced_action_p15(catalog):
    r = run(catalog, "standard", [player(spells=3, advanced_actions=4)])
    assert r.players[0].categories["knowledge"] == 10


def test_loot_2_per_artifact_1_per_2_crystals_rounded_down_p15(catalog):
    r = run(catalog, "standard", [player(artifacts=2, crystals=5)])
    assert r.players[0].categories["loot"] == 4 + 2


def test_crystals_by_colour_p5(catalog):
    r = run(catalog, "standard", [player(crystals={"red": 3, "blue": 3, "green": 1})])
    assert r.players[0].categories["loot"] == 3


def test_leader_sum_of_unit_levels_p15(catalog):
    r = run(catalog, "standard", [player(units=[{"level": 1}, {"level": 2}, {"level": 4}])])
    assert r.players[0].categories["leader"] == 7


@pytest.mark.parametrize("level, points", [(1, 0), (2, 1), (3, 1), (4, 2)])
def test_leader_wounded_unit_half_rounded_down_p15(catalog, level, points):
    r = run(catalog, "standard", [player(units=[{"level": level, "wounded": True}])])
    assert r.players[0].categories["leader"] == points


def test_rulebook_example_wounded_level_1_unit_scores_0_p15(catalog):
    assert sc.unit_points(sc.Unit(1, wounded=True)) == 0
    r = run(catalog, "standard", [player(units=[{"level": 1, "wounded": True}, {"level": 2}])])
    assert r.players[0].categories["leader"] == 2


def test_conqueror_2_per_shield_on_keep_tower_monastery_p15(catalog):
    r = run(catalog, "standard", [player(shields={"keep": 2, "mage_tower": 1, "monastery": 1, "dungeon": 1})])
    assert r.players[0].categories["conqueror"] == 8


def test_adventurer_2_per_shield_on_adventure_sites_p15(catalog):
    shields = {"dungeon": 1, "tomb": 1, "monster_den": 1, "spawning_grounds": 1, "ancient_ruins": 1, "maze": 1,
               "labyrinth": 1, "keep": 3}
    r = run(catalog, "standard", [player(shields=shields)])
    assert r.players[0].categories["adventurer"] == 14


def test_shield_groups_counted_together_p15(catalog):
    r = run(catalog, "standard", [player(shields={"conquest_sites": 3, "adventure_sites": 2})])
    assert r.players[0].categories["conqueror"] == 6
    assert r.players[0].categories["adventurer"] == 4


def test_beating_minus_2_per_wound_in_deck_p15(catalog):
    r = run(catalog, "standard", [player(wounds=4)])
    assert r.players[0].categories["beating"] == -8


def test_total_adds_fame_categories_titles_p15(catalog):
    r = run(catalog, "standard", [player(fame=30, spells=1, wounds=1), player("Ben", fame=20)])
    a, b = r.players
    # Ana: knowledge 2 (+3 sole best), beating -2 (-3 sole worst)
    assert a.titles["knowledge"] == 3 and a.titles["beating"] == -3
    assert a.total == 30 + 2 - 2 + 3 - 3
    assert b.total == 20


# ------------------------------------------------------------------ titles and ties (p. 15, AMBIG-14)


def test_title_sole_best_plus_3_p15(catalog):
    r = run(catalog, "standard", [player(spells=2), player("Ben", spells=1)])
    assert by_name(r)["Ana"].titles["knowledge"] == 3
    assert by_name(r)["Ben"].titles["knowledge"] == 0


@pytest.mark.parametrize("category, kw", [
    ("knowledge", {"spells": 1}), ("loot", {"artifacts": 1}), ("leader", {"units": [{"level": 2}]}),
    ("conqueror", {"shields": {"keep": 1}}), ("adventurer", {"shields": {"tomb": 1}}),
])
def test_title_tie_plus_1_each_p15(catalog, category, kw):
    r = run(catalog, "standard", [player(**kw), player("Ben", **kw), player("Cleo")])
    s = by_name(r)
    assert (s["Ana"].titles[category], s["Ben"].titles[category], s["Cleo"].titles[category]) == (1, 1, 0)


@pytest.mark.parametrize("category", ["knowledge", "loot", "leader", "conqueror", "adventurer"])
def test_no_title_when_best_is_0_ambig14_p15(catalog, category):
    r = run(catalog, "standard", [player(), player("Ben")])
    assert all(s.titles[category] == 0 for s in r.players)
    assert any(e.key == "no_title" and e.params["title"] == category for e in r.explain)


def test_titles_at_0_when_the_ruling_is_switched_off_ambig14(catalog):
    scenario = catalog.scenarios["standard"]
    rules = sc.Rules(**{**scenario.rules.__dict__, "title_needs_points": False})
    sheet = sc.Sheet(scenario=sc.Scenario(**{**scenario.__dict__, "rules": rules}),
                     players=(sc.Player("Ana", fame=0), sc.Player("Ben", fame=0)))
    r = sc.score(sheet)
    assert r.players[0].titles["knowledge"] == 1 and r.players[0].titles["beating"] == -1


def test_beating_sole_worst_minus_3_p15(catalog):
    r = run(catalog, "standard", [player(wounds=3), player("Ben", wounds=1), player("Cleo")])
    s = by_name(r)
    assert (s["Ana"].titles["beating"], s["Ben"].titles["beating"], s["Cleo"].titles["beating"]) == (-3, 0, 0)


def test_beating_tie_minus_1_each_p15(catalog):
    r = run(catalog, "standard", [player(wounds=2), player("Ben", wounds=2), player("Cleo", wounds=1)])
    s = by_name(r)
    assert (s["Ana"].titles["beating"], s["Ben"].titles["beating"], s["Cleo"].titles["beating"]) == (-1, -1, 0)


def test_beating_no_penalty_when_nobody_has_wounds_p15(catalog):
    r = run(catalog, "standard", [player(), player("Ben"), player("Cleo")])
    assert all(s.titles["beating"] == 0 for s in r.players)


def test_no_titles_with_a_single_player_a22(catalog):
    r = run(catalog, "standard", [player(spells=3, wounds=2)])
    assert all(v == 0 for v in r.players[0].titles.values())


def test_award_function_directly_p15():
    assert sc.award({"a": 5, "b": 3}, 3, 1) == {"a": 3, "b": 0}
    assert sc.award({"a": 5, "b": 5, "c": 1}, 3, 1) == {"a": 1, "b": 1, "c": 0}
    assert sc.award({"a": 0, "b": 0}, 3, 1) == {"a": 0, "b": 0}
    assert sc.award({"a": -4, "b": -4}, -3, -1, lowest=True) == {"a": -1, "b": -1}
    assert sc.award({"a": 0, "b": 0}, -3, -1, lowest=True) == {"a": 0, "b": 0}
    assert sc.award({"a": 7}, 3, 1) == {"a": 0}


# ------------------------------------------------------------------ winners and ties (AMBIG-16)


def test_first_recon_tie_shares_the_victory_p18(catalog):
    r = run(catalog, "first_recon", [player(fame=20), player("Ben", fame=20)])
    assert r.winners == ["Ana", "Ben"]


def test_first_recon_solo_variant_has_no_titles_p18(catalog):
    r = run(catalog, "first_recon", [player(fame=24, spells=1, wounds=2, units=[{"level": 2}])])
    s = r.players[0]
    assert all(v == 0 for v in s.titles.values())
    assert s.total == 24 + 2 + 2 - 4
    assert r.sheet.round_limit == 4 and r.winners == []


def test_competitive_tie_is_shared_victory_ambig16_p19(catalog):
    r = run(catalog, "druid_nights", [player(fame=30), player("Ben", fame=30), player("Cleo", fame=10)])
    assert r.winners == ["Ana", "Ben"]


# ------------------------------------------------------------------ city scoring (p. 19)


def test_full_conquest_7_per_city_led_4_per_city_shielded_p19(catalog):
    r = run(catalog, "full_conquest", [player(cities_led=2, cities_shielded=1), player("Ben", cities_shielded=1),
                                       player("Cleo", cities_led=1)])
    a = by_name(r)["Ana"]
    assert a.scenario_points == {"cities_led": 14, "cities_shielded": 4}
    assert a.titles["city_conqueror"] == 5
    assert a.total == 14 + 4 + 5


def test_greatest_city_conqueror_tie_plus_2_p19(catalog):
    r = run(catalog, "full_conquest", [player(cities_led=1), player("Ben", cities_led=1), player("Cleo")])
    s = by_name(r)
    assert (s["Ana"].titles["city_conqueror"], s["Ben"].titles["city_conqueror"], s["Cleo"].titles["city_conqueror"]) == (2, 2, 0)


def test_city_conqueror_compares_led_plus_shielded_p19(catalog):
    # Ana 7 (led 1), Ben 8 (two shields): Ben is the Greatest City Conqueror
    r = run(catalog, "full_conquest", [player(cities_led=1), player("Ben", cities_shielded=2)])
    assert by_name(r)["Ben"].titles["city_conqueror"] == 5


def test_no_city_conqueror_when_nobody_scored_cities_ambig14_p19(catalog):
    r = run(catalog, "full_conquest", [player(), player("Ben")])
    assert all(s.titles["city_conqueror"] == 0 for s in r.players)
    assert r.mission_succeeded is False


def test_full_conquest_mission_all_cities_conquered_p19(catalog):
    r = run(catalog, "full_conquest", [player(cities_led=1), player("Ben", cities_led=1)])
    assert r.mission_succeeded is True


def test_blitz_conquest_scores_as_full_conquest_p19(catalog):
    r = run(catalog, "blitz_conquest", [player(fame=10, cities_led=1), player("Ben", fame=10, cities_shielded=1)])
    s = by_name(r)
    assert s["Ana"].total == 10 + 7 + 5 and s["Ben"].total == 10 + 4


def test_more_cities_led_than_in_play_is_refused_p19(catalog):
    with refused(InvalidInput, "lead 3 cities"):
        run(catalog, "full_conquest", [player(cities_led=2), player("Ben", cities_led=1)])


# ------------------------------------------------------------------ solo (p. 19)


def solo(**top: Any) -> dict[str, Any]:
    base = {"rounds_played": 6, "end_announced_in_last_round": True, "dummy_deck": 0, "cities_conquered": 2}
    base.update(top)
    return base


def test_solo_conquest_every_bonus_p19(catalog):
    r = run(catalog, "solo_conquest", [player(fame=50, spells=1)], **solo(rounds_played=5, dummy_deck=4,
                                                                         end_announced_in_last_round=False))
    s = r.players[0]
    assert s.scenario_points == {"cities_conquered": 20, "all_cities": 15, "rounds_unused": 30, "dummy_deck": 4,
                                 "end_not_announced": 5}
    assert s.total == 50 + 2 + 74
    assert r.mission_succeeded is True and r.winners == ["Ana"]


def test_solo_conquest_no_titles_p19(catalog):
    r = run(catalog, "solo_conquest", [player(spells=3, wounds=2)], **solo())
    assert all(v == 0 for v in r.players[0].titles.values())


def test_solo_conquest_failure_still_scores_p19(catalog):
    r = run(catalog, "solo_conquest", [player(fame=40)], **solo(cities_conquered=1))
    s = r.players[0]
    assert s.scenario_points["cities_conquered"] == 10 and s.scenario_points["all_cities"] == 0
    assert s.total == 50 and r.mission_succeeded is False and r.winners == []


@pytest.mark.parametrize("played, unused_points", [(6, 0), (5, 30), (4, 60)])
def test_rounds_not_needed_ambig29_p19(catalog, played, unused_points):
    r = run(catalog, "solo_conquest", [player()], **solo(rounds_played=played))
    assert r.players[0].scenario_points["rounds_unused"] == unused_points


def test_end_announced_in_last_round_gives_no_5_ambig29_p19(catalog):
    r = run(catalog, "solo_conquest", [player()], **solo(end_announced_in_last_round=True))
    assert r.players[0].scenario_points["end_not_announced"] == 0


@pytest.mark.parametrize("key", ["rounds_played", "end_announced_in_last_round", "dummy_deck", "cities_conquered"])
def test_solo_missing_field_is_named_p19(catalog, key):
    top = solo()
    del top[key]
    with refused(InvalidInput, key):
        run(catalog, "solo_conquest", [player()], **top)


def test_rounds_played_beyond_the_limit_is_refused_p19(catalog):
    with refused(InvalidInput, "rounds_played"):
        run(catalog, "solo_conquest", [player()], **solo(rounds_played=7))


# ------------------------------------------------------------------ cooperative (p. 20)


def coop(**top: Any) -> dict[str, Any]:
    base = {"rounds_played": 6, "end_announced_in_last_round": True, "dummy_deck": 0, "cities_conquered": 3}
    base.update(top)
    return base


def test_full_coop_team_score_lowest_fame_best_categories_p20(catalog):
    players = [
        player(fame=80, spells=3, artifacts=0, wounds=1, cities_led=2),  # knowledge 6, beating -2
        player("Ben", fame=70, spells=1, artifacts=2, wounds=3, cities_led=1),  # knowledge 2, loot 4, beating -6
    ]
    r = run(catalog, "full_coop", players, **coop(rounds_played=5, dummy_deck=3, end_announced_in_last_round=False))
    team = r.teams[0]
    assert team.fame == 70
    assert team.categories == {"knowledge": 6, "loot": 4, "leader": 0, "conqueror": 0, "adventurer": 0, "beating": -6}
    assert team.scenario_points == {"cities_conquered": 30, "every_player_leads": 10, "all_cities": 15,
                                    "rounds_unused": 30, "dummy_deck": 3, "end_not_announced": 5}
    assert r.team_score == 70 + 4 + 93
    assert r.mission_succeeded is True and r.winners == ["Ana", "Ben"]


def test_full_coop_no_titles_p20(catalog):
    r = run(catalog, "full_coop", [player(spells=2, cities_led=3), player("Ben")], **coop())
    assert all(v == 0 for s in r.players for v in s.titles.values())


def test_full_coop_every_player_leads_needs_each_player_p20(catalog):
    r = run(catalog, "full_coop", [player(cities_led=3), player("Ben")], **coop())
    assert r.teams[0].scenario_points["every_player_leads"] == 0


def test_full_coop_failure_p20(catalog):
    r = run(catalog, "full_coop", [player(cities_led=1), player("Ben", cities_led=1)], **coop(cities_conquered=2))
    assert r.mission_succeeded is False and r.winners == []
    assert r.teams[0].scenario_points["all_cities"] == 0
    assert r.teams[0].scenario_points["cities_conquered"] == 20


def test_full_coop_cities_total_is_players_plus_1_p20(catalog):
    r = run(catalog, "full_coop", [player(cities_led=2), player("Ben", cities_led=1), player("Cleo", cities_led=1)],
            **coop(cities_conquered=4))
    assert r.sheet.cities_total == 4 and r.mission_succeeded is True


def test_full_coop_lowest_variant_beating_least_negative_ambig19_p20(catalog):
    players = [player(fame=10, spells=3, wounds=1, cities_led=1), player("Ben", fame=10, spells=1, wounds=4)]
    r = run(catalog, "full_coop", players, coop_scoring="lowest", **coop(cities_conquered=1))
    assert r.teams[0].categories["knowledge"] == 2
    assert r.teams[0].categories["beating"] == -2


def test_blitz_coop_cities_equal_players_p20(catalog):
    r = run(catalog, "blitz_coop", [player(cities_led=1), player("Ben", cities_led=1)],
            **coop(rounds_played=3, cities_conquered=2))
    team = r.teams[0]
    assert r.sheet.round_limit == 4 and r.sheet.cities_total == 2
    assert team.scenario_points["rounds_unused"] == 30 and team.scenario_points["all_cities"] == 15


def test_coop_leaders_beyond_conquered_cities_refused_p20(catalog):
    with refused(InvalidInput, "lead 2 cities"):
        run(catalog, "full_coop", [player(cities_led=2), player("Ben")], **coop(cities_conquered=1))


# ------------------------------------------------------------------ team play (p. 15)


def test_team_play_lower_fame_better_category_p15(catalog):
    players = [
        player("Ana", team="A", fame=50, spells=2, wounds=1, cities_led=1),
        player("Ben", team="A", fame=60, artifacts=3, wounds=3),
        player("Cleo", team="B", fame=52, spells=1, cities_shielded=1),
        player("Dan", team="B", fame=58, cities_led=1),
    ]
    r = run(catalog, "full_conquest", players, cities_total=2)
    a, b = r.teams
    assert (a.fame, b.fame) == (50, 52)
    assert a.categories["knowledge"] == 4 and a.categories["loot"] == 6
    assert a.categories["beating"] == -6  # the larger penalty counts
    # titles compare team values: A knowledge +3, loot +3, beating -3; cities: A 7, B 7 -> +2 each
    assert a.titles["knowledge"] == 3 and a.titles["loot"] == 3 and a.titles["beating"] == -3
    assert a.titles["city_conqueror"] == 2 and b.titles["city_conqueror"] == 2
    assert a.total == 50 + (4 + 6 - 6) + (3 + 3 - 3 + 2) + 7
    assert b.total == 52 + 2 + 2 + 7
    assert r.winners == ["Ana", "Ben"] and a.winner and not b.winner


def test_team_play_needs_every_player_in_a_team_p15(catalog):
    with refused(InvalidInput, "has no team"):
        run(catalog, "full_conquest", [player("Ana", team="A"), player("Ben", team="B"), player("Cleo")])


def test_team_play_is_two_teams_p15(catalog):
    with refused(InvalidInput, "two teams"):
        run(catalog, "full_conquest", [player("Ana", team="A"), player("Ben", team="B"), player("Cleo", team="C")])
    with refused(InvalidInput, "two teams"):
        run(catalog, "full_conquest", [player("Ana", team="A"), player("Ben", team="A")])


def test_cities_conquered_below_cities_led_refused_p19(catalog):
    with refused(InvalidInput, "every conquered city has exactly one leader|Every conquered city"):
        run(catalog, "full_conquest", [player(cities_led=2), player("Ben", cities_led=1), player("Cleo")],
            cities_conquered=2)


def test_team_play_refused_where_the_scenario_has_none_p15(catalog):
    with refused(InvalidInput, "no team variant"):
        run(catalog, "mines_liberation", [player("Ana", team="A"), player("Ben", team="B")])


# ------------------------------------------------------------------ mines (p. 20)


def test_mines_4_countryside_7_core_p20(catalog):
    r = run(catalog, "mines_liberation", [player(mines={"countryside": 2, "core": 1}), player("Ben", mines={"core": 1})])
    a = by_name(r)["Ana"]
    assert a.scenario_points == {"mines_countryside": 8, "mines_core": 7}
    assert a.titles["liberator"] == 5
    assert a.total == 15 + 5


def test_greatest_liberator_tie_plus_2_ambig18_p20(catalog):
    r = run(catalog, "mines_liberation", [player(mines={"core": 1}), player("Ben", mines={"core": 1})])
    assert [s.titles["liberator"] for s in r.players] == [2, 2]


def test_mines_missing_is_named_p20(catalog):
    p = player()
    del p["mines"]
    with refused(InvalidInput, "mines"):
        run(catalog, "mines_liberation", [p, player("Ben")])


def test_mines_mission_from_the_sheet_p20(catalog):
    r = run(catalog, "mines_liberation", [player(), player("Ben")], mission_succeeded=True)
    assert r.mission_succeeded is True


# ------------------------------------------------------------------ dungeon lords (p. 21)


def test_dungeon_lords_tombs_and_dungeons_worth_4_p21(catalog):
    r = run(catalog, "dungeon_lords", [player(shields={"tomb": 1, "dungeon": 2, "monster_den": 1}), player("Ben")])
    assert by_name(r)["Ana"].categories["adventurer"] == 4 * 3 + 2


def test_dungeon_crawler_replaces_adventurer_p21(catalog):
    r = run(catalog, "dungeon_lords", [player(shields={"dungeon": 1}), player("Ben")])
    a = by_name(r)["Ana"]
    assert a.titles["dungeon_crawler"] == 5 and a.titles["adventurer"] == 0
    assert a.total == 4 + 5


def test_dungeon_crawler_tie_plus_2_p21(catalog):
    r = run(catalog, "dungeon_lords", [player(shields={"tombs_and_dungeons": 1}), player("Ben", shields={"tomb": 1})])
    assert [s.titles["dungeon_crawler"] for s in r.players] == [2, 2]


def test_dungeon_lords_lasts_5_rounds_seed_line_1036(catalog):
    assert catalog.scenarios["dungeon_lords"].round_limit == 5


# ------------------------------------------------------------------ druid nights (p. 21)


def test_druid_nights_standard_achievements_p21(catalog):
    r = run(catalog, "druid_nights", [player(fame=50, crystals=12), player("Ben", fame=49, crystals=2)])
    s = by_name(r)
    assert s["Ana"].total == 50 + 6 + 3 and s["Ben"].total == 49 + 1
    assert r.winners == ["Ana"] and r.mission_succeeded is None


# ------------------------------------------------------------------ one to return (p. 22)


def test_one_to_return_whoever_is_on_the_portal_wins_p22(catalog):
    r = run(catalog, "one_to_return", [{"name": "Ana", "on_portal": False}, {"name": "Ben", "on_portal": True}])
    assert r.winners == ["Ben"]
    assert all(s.total is None and s.fame is None for s in r.players)


def test_one_to_return_nobody_on_the_portal_no_winner_p22(catalog):
    r = run(catalog, "one_to_return", [{"name": "Ana", "on_portal": False}, {"name": "Ben", "on_portal": False}])
    assert r.winners == []


def test_one_to_return_two_on_the_portal_refused_p22(catalog):
    with refused(InvalidInput, "only one player"):
        run(catalog, "one_to_return", [{"name": "Ana", "on_portal": True}, {"name": "Ben", "on_portal": True}])


def teams_portal(on: str, chosen: tuple[str, str]) -> list[dict[str, Any]]:
    return [{"name": n, "team": t, "on_portal": n == on, "chosen": n in chosen}
            for n, t in (("Ana", "A"), ("Ben", "A"), ("Cleo", "B"), ("Dan", "B"))]


def test_one_to_return_team_chosen_one_wins_p22(catalog):
    r = run(catalog, "one_to_return", teams_portal("Ana", ("Ana", "Cleo")))
    assert r.winners == ["Ana", "Ben"]


def test_one_to_return_team_not_chosen_on_portal_nobody_wins_p22(catalog):
    r = run(catalog, "one_to_return", teams_portal("Ben", ("Ana", "Cleo")))
    assert r.winners == []


def test_one_to_return_each_team_needs_one_chosen_p22(catalog):
    with refused(InvalidInput, "Chosen Ones"):
        run(catalog, "one_to_return", teams_portal("Ana", ("Ana", "Ben")))


# ------------------------------------------------------------------ conquer and hold (p. 22)


def test_conquer_and_hold_3_per_keep_2_per_tower_p22(catalog):
    r = run(catalog, "conquer_and_hold", [{"name": "Ana", "keeps_owned": 3, "mage_towers_owned": 2},
                                          {"name": "Ben", "keeps_owned": 2, "mage_towers_owned": 3}])
    s = by_name(r)
    assert s["Ana"].victory_points == 13 and s["Ben"].victory_points == 12
    assert r.winners == ["Ana"]


def test_conquer_and_hold_tie_means_no_winner_p22(catalog):
    r = run(catalog, "conquer_and_hold", [{"name": "Ana", "keeps_owned": 2, "mage_towers_owned": 0},
                                          {"name": "Ben", "keeps_owned": 0, "mage_towers_owned": 3}])
    assert r.winners == []


def test_conquer_and_hold_teams_sum_their_sites_p22(catalog):
    players = [{"name": "Ana", "team": "A", "keeps_owned": 2, "mage_towers_owned": 1},
               {"name": "Ben", "team": "A", "keeps_owned": 1, "mage_towers_owned": 0},
               {"name": "Cleo", "team": "B", "keeps_owned": 1, "mage_towers_owned": 2},
               {"name": "Dan", "team": "B", "keeps_owned": 0, "mage_towers_owned": 1}]
    r = run(catalog, "conquer_and_hold", players)
    assert [t.total for t in r.teams] == [11, 9]
    assert r.winners == ["Ana", "Ben"]


def test_conquer_and_hold_four_players_must_be_teams_p22(catalog):
    players = [{"name": n, "keeps_owned": 0, "mage_towers_owned": 0} for n in ("Ana", "Ben", "Cleo", "Dan")]
    with refused(InvalidInput, "two teams"):
        run(catalog, "conquer_and_hold", players)


def test_conquer_and_hold_more_than_25_vp_refused_p22(catalog):
    with refused(InvalidInput, "25"):
        run(catalog, "conquer_and_hold", [{"name": "Ana", "keeps_owned": 9, "mage_towers_owned": 0},
                                          {"name": "Ben", "keeps_owned": 0, "mage_towers_owned": 0}])


# ------------------------------------------------------------------ bad input


def test_negative_count_refused(catalog):
    with refused(InvalidInput, r"players\[0\]\.spells.*negative"):
        run(catalog, "standard", [player(spells=-1)])


@pytest.mark.parametrize("level", [0, 5])
def test_unit_level_outside_1_to_4_refused_p5(catalog, level):
    with refused(InvalidInput, "from 1 to 4"):
        run(catalog, "standard", [player(units=[{"level": level}])])


def test_crystals_above_12_refused_p5(catalog):
    with pytest.raises(InvalidInput) as err:
        run(catalog, "standard", [player(crystals=13)])
    assert "at most 3 crystals of each of the 4 colours" in err.value.message()
    assert err.value.ref == "p. 5"


def test_crystals_above_3_of_one_colour_refused_p5(catalog):
    with refused(InvalidInput, "red"):
        run(catalog, "standard", [player(crystals={"red": 4})])


@pytest.mark.parametrize("key", ["fame", "spells", "advanced_actions", "artifacts", "crystals", "wounds", "units",
                                 "shields"])
def test_missing_field_named(catalog, key):
    p = player()
    del p[key]
    with refused(InvalidInput, f"'{key}' is missing"):
        run(catalog, "standard", [p])


def test_missing_city_fields_in_full_conquest_p19(catalog):
    p = player()
    del p["cities_led"]
    with refused(InvalidInput, "cities_led"):
        run(catalog, "full_conquest", [p, player("Ben")])


def test_wrong_type_is_a_sheet_error(catalog):
    with refused(SheetError, "fame"):
        run(catalog, "standard", [player(fame="lots")])


def test_unknown_key_suggests_the_right_one(catalog):
    p = player()
    p["advanced_action"] = 2
    with refused(SheetError, "did you mean 'advanced_actions'"):
        run(catalog, "standard", [p])


def test_too_many_players_refused_p19(catalog):
    with refused(InvalidInput, "2 to 4 players"):
        run(catalog, "full_conquest", [player(str(i)) for i in range(5)])


def test_unknown_unit_name_without_data_or_with_typo():
    lookup = sc.data_unit_lookup()
    with pytest.raises((InvalidInput, UnknownName)):
        lookup("zzz not a unit")


def test_unit_by_name_uses_a_lookup(catalog):
    def lookup(name: str) -> tuple[str, int]:
        return ("Peasants", 1)

    sheet = sc.parse_sheet({"scenario": "standard", "players": [player(units=[{"unit": "peasants", "wounded": True},
                                                                               {"unit": "Bauern"}])]},
                           "s.toml", catalog, lookup)
    assert sc.score(sheet).players[0].categories["leader"] == 0 + 1


def test_json_keys_are_the_contract(catalog):
    r = run(catalog, "full_conquest", [player(cities_led=1), player("Ben")])
    data = sc.to_json(r)
    assert list(data) == ["scenario", "players", "teams", "winners", "team_score", "mission_succeeded"]
    p = data["players"][0]
    for key in ("name", "fame", "categories", "titles", "scenario_points", "victory_points", "total"):
        assert key in p
    assert list(p["categories"]) == list(sc.CATEGORIES)
    assert set(p["titles"]) == set(sc.CATEGORIES) | {"city_conqueror"}


def test_every_number_is_explained_with_a_page(catalog):
    r = run(catalog, "full_conquest", [player(spells=1, units=[{"level": 3, "wounded": True}], cities_led=1),
                                       player("Ben")])
    texts = [sc.explain_text(e) for e in r.explain]
    assert "level 3 wounded (3÷2 rounded down: 1) = 1" in texts
    assert all(e.ref.startswith("p. ") for e in r.explain)
    de = [sc.explain_text(e, "de") for e in r.explain]
    assert any("verletzt" in t for t in de)


# ------------------------------------------------------------------ robustness

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from mkref.core.errors import MkrefError  # noqa: E402

_values = st.one_of(st.integers(-5, 30), st.booleans(), st.text(max_size=5), st.none(),
                    st.lists(st.integers(-1, 5), max_size=3),
                    st.dictionaries(st.sampled_from(["keep", "level", "core", "red", "x"]), st.integers(-2, 6), max_size=3))
_player = st.dictionaries(st.sampled_from(list(sc.PLAYER_KEYS) + ["typo"]), _values, max_size=12)


@settings(max_examples=150, deadline=None)
@given(scenario=st.sampled_from(["standard", "full_conquest", "solo_conquest", "full_coop", "mines_liberation",
                                 "dungeon_lords", "one_to_return", "conquer_and_hold", "nope"]),
       players=st.lists(_player, min_size=0, max_size=5),
       top=st.dictionaries(st.sampled_from(["rounds_played", "dummy_deck", "cities_conquered", "cities_total",
                                            "end_announced_in_last_round", "coop_scoring", "round_limit"]),
                           _values, max_size=4))
def test_any_sheet_gives_a_result_or_a_typed_error(catalog, scenario, players, top):
    data = {"scenario": scenario, "players": [{k: v for k, v in p.items() if v is not None} for p in players],
            **{k: v for k, v in top.items() if v is not None}}
    try:
        result = sc.score(sc.parse_sheet(data, "random.toml", catalog, lambda name: ("Unit", 2)))
    except MkrefError:
        return
    sc.to_json(result)
    for e in result.explain:
        sc.explain_text(e, "en")
        sc.explain_text(e, "de")
