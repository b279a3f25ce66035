"""Combat rules, part 4: city bonuses, fame and reputation, and what each site does afterwards.

German rulebook p. 8 (assault, burning a monastery), p. 10 (outcome, city assault), p. 24; spec §8.1,
§8.8, §8.9, A-15, AMBIG-6, AMBIG-7. Site-card facts ([EXT]) as recorded in rules/mage-knight/combat.toml.
"""

from __future__ import annotations

import pytest

from mkref.core.errors import RuleViolation, SheetError
from mkref.core.tomlread import Fields, Problems
from mkref.games.mage_knight.combat.sheets import parse_sheet, run


def play(raw: dict) -> dict:
    sheet = parse_sheet(Fields(raw, "test.toml", "", Problems(SheetError, collect=False)))
    return run(sheet).as_dict()


def refusal(raw: dict):
    with pytest.raises(RuleViolation) as caught:
        play(raw)
    return caught.value


def foe(result: dict, label: str) -> dict:
    return next(e for e in result["enemies"] if e["label"] == label)


def wounds(result: dict) -> tuple[int, int]:
    return result["hero"]["wounds_to_hand"], result["hero"]["wounds_to_discard"]


def city(color: str, enemies: list[dict], **more) -> dict:
    return play({"site": "city", "city_color": color, "enemies": enemies, **more})


def done_texts(result: dict) -> list[str]:
    return [s["text"] for s in result["steps"] if s["phase"] == "done"]


# ----------------------------------------------------------------------------- city colours (p. 10 §1)


@pytest.mark.parametrize(
    ("attack", "defeated"),
    [pytest.param("7", False, id="p10-white-guardsmen-7-not-enough"), pytest.param("8", True, id="p10-white-guardsmen-armor-8")],
)
def test_white_city_armor_plus_one(attack, defeated):
    r = city("white", [{"enemy": "guardsmen", "label": "g"}], block=[{"target": "g", "parts": ["3"]}],
             attack=[{"targets": ["g"], "parts": [attack]}])
    assert foe(r, "g")["defeated"] is defeated


@pytest.mark.parametrize(
    ("raw", "defeated"),
    [
        # Shocktroops (Unfortified, 3 / 6 Elusive) in a White City: 4 / 7
        pytest.param({"ranged": [{"targets": ["s"], "parts": ["6 ranged"]}]}, False, id="p10-white-elusive-high-7-six"),
        pytest.param({"ranged": [{"targets": ["s"], "parts": ["7 ranged"]}]}, True, id="p10-white-elusive-high-7"),
        pytest.param({"block": [{"target": "s", "parts": ["5"]}], "attack": [{"targets": ["s"], "parts": ["3"]}]}, False,
                     id="p10-white-elusive-low-4-three"),
        pytest.param({"block": [{"target": "s", "parts": ["5"]}], "attack": [{"targets": ["s"], "parts": ["4"]}]}, True,
                     id="p10-white-elusive-low-4"),
    ],
)
def test_white_city_bonus_on_both_elusive_values(raw, defeated):
    r = city("white", [{"enemy": "shocktroops", "label": "s"}], **raw)
    assert foe(r, "s")["defeated"] is defeated


@pytest.mark.parametrize(
    ("enemy", "label", "block", "blocked", "hand"),
    [
        # Fire Mages: fire 6 -> 8 in a Blue City: 7 ice fails, 8 ice blocks; unblocked 8 -> 4 wounds
        pytest.param("fire_mages", "m", "7 ice", False, 4, id="p10-blue-fire-6-is-8-block-7"),
        pytest.param("fire_mages", "m", "8 ice", True, 0, id="p10-blue-fire-6-is-8-block-8"),
        # Ice Mages: ice 5 -> 7
        pytest.param("ice_mages", "m", "6 fire", False, 4, id="p10-blue-ice-5-is-7-block-6"),
        pytest.param("ice_mages", "m", "7 fire", True, 0, id="p10-blue-ice-5-is-7-block-7"),
        # Altem Mages: cold fire 4 -> 5 (Brutal: unblocked 10 -> 5 wounds; Poison: 5 more to discard)
        pytest.param("altem_mages", "m", "4 coldfire", False, 5, id="p10-blue-coldfire-4-is-5-block-4"),
        pytest.param("altem_mages", "m", "5 coldfire", True, 0, id="p10-blue-coldfire-4-is-5-block-5"),
        # Prowlers: physical 4 unchanged
        pytest.param("prowlers", "m", "4", True, 0, id="p10-blue-physical-unchanged"),
    ],
)
def test_blue_city_attack_bonus(enemy, label, block, blocked, hand):
    r = city("blue", [{"enemy": enemy, "label": label}], block=[{"target": label, "parts": [block]}])
    assert foe(r, label)["blocked"] is blocked
    assert wounds(r)[0] == hand


def test_p10_red_city_physical_attacks_gain_brutal():
    # Prowlers 4 -> Brutal 8 -> 4 wounds at armor 2; Fire Mages (fire 6) gain nothing: 3 wounds
    assert wounds(city("red", [{"enemy": "prowlers"}])) == (4, 0)
    assert wounds(city("red", [{"enemy": "fire_mages"}])) == (3, 0)


def test_p10_green_city_physical_attacks_gain_poison():
    # Prowlers 4 -> 2 wounds + 2 to discard; the same on a unit gives it 2 wounds
    assert wounds(city("green", [{"enemy": "prowlers"}])) == (2, 2)
    assert wounds(city("green", [{"enemy": "ice_mages"}])) == (3, 0)
    r = city("green", [{"enemy": "prowlers", "label": "p"}], units=[{"unit": "altem_guardians", "label": "ag"}],
             damage=[{"source": "p", "to": ["ag"]}])
    assert r["units"] == [{"label": "ag", "wounds": 2, "destroyed": False}] and wounds(r) == (0, 0)


def test_ambig7_city_bonus_per_attack():
    # Heroes (fire): physical 4 + fire 2. Red: the physical attack Brutal 8 (4 wounds), fire 2 (1 wound) = 5
    assert wounds(city("red", [{"enemy": "heroes_fire"}], hero={"level": 1, "hand_limit": 9, "armor": 2})) == (5, 0)
    # Blue: physical 4 (2 wounds), fire 2 + 2 = 4 (2 wounds)
    assert wounds(city("blue", [{"enemy": "heroes_fire"}])) == (4, 0)
    # Green: physical 4 poisoned (2 + 2), fire 2 not (1)
    assert wounds(city("green", [{"enemy": "heroes_fire"}])) == (3, 2)


@pytest.mark.parametrize(
    ("color", "raw", "check"),
    [
        pytest.param("white", {"ranged": [{"targets": ["r"], "parts": ["3 ranged"]}]}, ("defeated", True), id="p8-rampaging-no-white-armor"),
        pytest.param("red", {}, ("wounds", (2, 0)), id="p8-rampaging-no-red-brutal"),
        pytest.param("green", {}, ("wounds", (2, 0)), id="p8-rampaging-no-green-poison"),
    ],
)
def test_rampaging_enemies_joining_a_city_assault_get_no_bonus(color, raw, check):
    r = city(color, [{"enemy": "guardsmen", "label": "g"}, {"enemy": "prowlers", "label": "r", "rampaging": True}],
             block=[{"target": "g", "parts": ["3"]}], **raw)
    kind, value = check
    assert (foe(r, "r")["defeated"] if kind == "defeated" else wounds(r)) == value


def test_p8_blue_city_rampaging_no_bonus():
    # a rampaging Draconum-free case: an inline red (Draconum) fire 6 joining: no +2 -> 3 wounds
    r = city("blue", [{"enemy": "guardsmen", "label": "g"},
                      {"label": "d", "armor": 9, "attack": 6, "element": "fire", "colour": "red", "fame": 1, "rampaging": True}],
             block=[{"target": "g", "parts": ["3"]}])
    assert wounds(r) == (3, 0)


@pytest.mark.parametrize(
    ("ruling", "hand"),
    [pytest.param({}, 5, id="mkref-ruling-summoned-token-takes-red-brutal"),
     pytest.param({"summoned_get_city_bonus": False}, 3, id="mkref-ruling-off-summoned-no-bonus")],
)
def test_summoned_token_city_bonus_ruling(ruling, hand):
    # Orc Summoners defending a Red City draw a Gargoyle (5): with the ruling Brutal 10 -> 5 wounds, else 5 -> 3
    raw = {"hero": {"level": 1, "hand_limit": 9, "armor": 2}, "enemies": [{"enemy": "orc_summoners", "label": "s", "summoned": "gargoyle"}]}
    if ruling:
        raw["rulings"] = ruling
    assert wounds(city("red", **raw)) == (hand, 0)


def test_p10_city_colour_only_with_a_city():
    # A colour given for another site is set aside, visibly (issue 2's contract sheet does this).
    result = play({"site": "keep", "city_color": "white", "enemies": [{"enemy": "prowlers"}],
                   "attack": [{"targets": ["prowlers"], "parts": ["3"]}]})
    assert any("city_color" in step["text"] and "ignored" in step["text"] for step in result["steps"])
    assert result["enemies"][0]["defeated"] is True  # White City's armor +1 was not applied: 3 beats armor 3
    with pytest.raises(SheetError):
        play({"site": "city", "enemies": [{"enemy": "prowlers"}]})


# ----------------------------------------------------------------------------- fame and reputation (pp. 8, 10, 24)


@pytest.mark.parametrize(
    ("site", "rep"),
    [
        pytest.param("keep", -1, id="p8-assault-keep-minus-1"),
        pytest.param("mage_tower", -1, id="p8-assault-tower-minus-1"),
        pytest.param("monastery", -3, id="p8-burning-monastery-minus-3"),
        pytest.param("dungeon", 0, id="p8-dungeon-no-reputation"),
        pytest.param("none", 0, id="p8-open-ground-no-reputation"),
    ],
)
def test_reputation_for_starting_the_combat_whatever_the_outcome(site, rep):
    # whatever the outcome: the enemy is not defeated here
    r = play({"site": site, "enemies": [{"enemy": "guardsmen", "label": "g"}], "block": [{"target": "g", "parts": ["3"]}]})
    assert r["reputation"] == rep and r["fame"] == 0


def test_p8_city_assault_minus_1():
    r = city("white", [{"enemy": "prowlers", "label": "p"}], block=[{"target": "p", "parts": ["4"]}])
    assert r["reputation"] == -1


@pytest.mark.parametrize(
    ("enemy", "rep"),
    [
        pytest.param("prowlers", 1, id="p10-rampaging-orcs-plus-1"),
        pytest.param("swamp_dragon", 2, id="p10-rampaging-draconum-plus-2"),
    ],
)
def test_rampaging_defeated_reputation(enemy, rep):
    r = play({"site": "rampaging", "enemies": [{"enemy": enemy, "label": "r"}], "block": [{"target": "r", "parts": ["20 coldfire"]}],
              "attack": [{"targets": ["r"], "parts": ["9"]}]})
    assert foe(r, "r")["defeated"] is True and r["reputation"] == rep
    r = play({"site": "rampaging", "enemies": [{"enemy": enemy, "label": "r"}], "block": [{"target": "r", "parts": ["20 coldfire"]}]})
    assert r["reputation"] == 0  # not defeated: nothing


def test_p10_two_rampaging_orcs_and_a_draconum():
    rows = [{"enemy": "prowlers", "label": "a"}, {"enemy": "diggers", "label": "b"}, {"enemy": "fire_dragon", "label": "c"}]
    r = play({"site": "rampaging", "enemies": rows, "block": [{"target": x, "parts": ["20 coldfire"]} for x in "abc"],
              "attack": [{"targets": ["a", "b"], "parts": ["6"]}, {"targets": ["c"], "parts": ["7 ice"]}]})
    # fame 2 + 2 + 8; reputation 1 + 1 + 2
    assert r["fame"] == 12 and r["reputation"] == 4


def test_p10_orcs_defeated_elsewhere_give_no_reputation():
    r = play({"site": "monster_den", "enemies": [{"enemy": "prowlers", "label": "p"}], "ranged": [{"targets": ["p"], "parts": ["3 ranged"]}]})
    assert r["reputation"] == 0 and r["fame"] == 2


def test_p10_keep_assault_with_rampaging_orcs_defeated():
    # assault -1, rampaging orc +1 = 0; the keep's defender decides the conquest
    r = play({"site": "keep", "enemies": [{"enemy": "prowlers", "label": "d"}, {"enemy": "prowlers", "label": "r", "rampaging": True}],
              "ranged": [{"targets": ["d", "r"], "parts": ["6 siege"]}]})
    assert r["reputation"] == 0 and r["fame"] == 4 and r["site_conquered"] is True


@pytest.mark.parametrize(
    ("enemy", "rep", "fame"),
    [pytest.param("thugs", 1, 2, id="p24-thugs-plus-1"), pytest.param("heroes_swift", -1, 5, id="p24-heroes-minus-1")],
)
def test_printed_token_reputation(enemy, rep, fame):
    r = play({"enemies": [{"enemy": enemy, "label": "e"}], "ranged": [{"targets": ["e"], "parts": ["5 ranged"]}]})
    assert r["reputation"] == rep and r["fame"] == fame
    # in a keep assault the -1 adds
    r = play({"site": "keep", "enemies": [{"enemy": enemy, "label": "e"}], "ranged": [{"targets": ["e"], "parts": ["5 siege"]}]})
    assert r["reputation"] == rep - 1


def test_p9_fame_is_the_sum_of_defeated_tokens_only():
    # Swordsmen (5, fame 4) defeated, Golems (5, fame 4) not
    r = play({"enemies": [{"enemy": "swordsmen", "label": "s"}, {"enemy": "golems", "label": "g"}],
              "block": [{"target": "s", "parts": ["6"]}, {"target": "g", "parts": ["2"]}],
              "attack": [{"targets": ["s"], "parts": ["5"]}, {"targets": ["g"], "parts": ["5"]}]})
    assert [foe(r, "s")["fame"], foe(r, "g")["fame"]] == [4, 0] and r["fame"] == 4


# ----------------------------------------------------------------------------- aftermath per site (p. 10, A-15)


def fight(site: str, win: bool, extra: dict | None = None, **more) -> dict:
    """One Prowlers defender (armor 3): defeated by a 3 siege in the ranged phase, or blocked and left alone."""
    raw = {"site": site, "enemies": [{"enemy": "prowlers", "label": "p"}], **more}
    if site == "city":
        raw["city_color"] = "white"
    if win:
        raw["ranged"] = [{"targets": ["p"], "parts": ["4 siege"]}]
    else:
        raw["block"] = [{"target": "p", "parts": ["4"]}]
    if extra:
        raw.update(extra)
    return play(raw)


@pytest.mark.parametrize(
    ("site", "win", "conquered", "shields", "words"),
    [
        pytest.param("keep", True, True, 1, "shield goes on the keep", id="p10-keep-conquered"),
        pytest.param("keep", False, False, 0, "move back to the space you attacked from", id="p10-keep-withdraw"),
        pytest.param("mage_tower", True, True, 1, "Spell", id="p10-tower-conquered-spell"),
        pytest.param("mage_tower", False, False, 0, "move back", id="p10-tower-withdraw"),
        pytest.param("city", True, True, 1, "City card", id="p10-city-conquered"),
        pytest.param("city", False, False, 0, "move back", id="p10-city-withdraw"),
        pytest.param("monastery", True, True, 1, "Artifact", id="p10-monastery-burned"),
        pytest.param("monastery", False, False, 0, "discarded", id="p10-monastery-undefeated-discarded"),
        pytest.param("dungeon", True, True, 1, "dungeon", id="p10-dungeon-cleared"),
        pytest.param("dungeon", False, False, 0, "discarded", id="p10-dungeon-undefeated-discarded"),
        pytest.param("tomb", True, True, 1, "tomb", id="p10-tomb-cleared"),
        pytest.param("tomb", False, False, 0, "discarded", id="p10-tomb-undefeated-discarded"),
        pytest.param("monster_den", True, True, 1, "den", id="p10-den-cleared"),
        pytest.param("monster_den", False, False, 0, "stay face up", id="p10-den-undefeated-stay"),
        pytest.param("spawning_grounds", True, True, 1, "Artifact", id="p10-spawning-cleared"),
        pytest.param("spawning_grounds", False, False, 0, "stay face up", id="p10-spawning-undefeated-stay"),
        pytest.param("ancient_ruins", True, True, 1, "ruins", id="p10-ruins-cleared"),
        pytest.param("ancient_ruins", False, False, 0, "stay face up", id="p10-ruins-undefeated-stay"),
        pytest.param("maze", True, True, 1, "Move paid", id="ext-maze-cleared"),
        pytest.param("labyrinth", True, True, 1, "Advanced Action", id="ext-labyrinth-cleared"),
    ],
)
def test_site_aftermath(site, win, conquered, shields, words):
    r = fight(site, win)
    assert r["site"] == site
    assert r["site_conquered"] is conquered
    assert r["shields"] == shields
    assert any(words in t for t in done_texts(r)), done_texts(r)


@pytest.mark.parametrize("site", ["rampaging", "none"])
def test_p10_rampaging_and_open_ground_have_no_conquest(site):
    r = fight(site, False)
    assert r["site_conquered"] is None and r["shields"] == 0
    r = fight(site, True)
    assert r["site_conquered"] is None and r["shields"] == 0


def test_p10_undefeated_rampaging_enemy_stays():
    r = fight("rampaging", False)
    assert any("stays on its space" in t for t in done_texts(r))
    r = play({"site": "keep", "enemies": [{"enemy": "prowlers", "label": "d"}, {"enemy": "prowlers", "label": "r", "rampaging": True}],
              "ranged": [{"targets": ["d"], "parts": ["3 siege"]}], "block": [{"target": "r", "parts": ["4"]}]})
    # the defender is beaten: the keep is conquered although the rampaging orc is not (p. 10 §2c)
    assert r["site_conquered"] is True and any("stays on its space" in t for t in done_texts(r))
    assert r["reputation"] == -1


def test_p10_rampaging_defeated_does_not_conquer_the_keep():
    r = play({"site": "keep", "enemies": [{"enemy": "guardsmen", "label": "d"}, {"enemy": "prowlers", "label": "r", "rampaging": True}],
              "ranged": [{"targets": ["r"], "parts": ["3 ranged"]}], "block": [{"target": "d", "parts": ["3"]}]})
    assert r["site_conquered"] is False and r["shields"] == 0 and r["reputation"] == 0


def test_ambig6_city_shields_one_per_defeated_defender_only():
    # two defenders and a rampaging orc, all defeated in a White City: 2 shields (AMBIG-6: defenders only)
    rows = [{"enemy": "prowlers", "label": "a"}, {"enemy": "diggers", "label": "b"}, {"enemy": "prowlers", "label": "r", "rampaging": True}]
    r = city("white", rows, block=[{"target": x, "parts": ["4"]} for x in "abr"],
             attack=[{"targets": ["a", "b", "r"], "parts": ["11"]}])  # 4 + 4 + 3 (rampaging: no white bonus)
    assert all(foe(r, x)["defeated"] for x in "abr")
    assert r["shields"] == 2 and r["site_conquered"] is True and r["reputation"] == 0


def test_p10_city_shields_even_when_the_assault_fails():
    # two defenders, one defeated: the city stands, but 1 shield goes on the City card (p. 10 §1a)
    rows = [{"enemy": "prowlers", "label": "a"}, {"enemy": "guardsmen", "label": "b"}]
    r = city("white", rows, block=[{"target": "a", "parts": ["4"]}, {"target": "b", "parts": ["3"]}],
             attack=[{"targets": ["a"], "parts": ["4"]}])
    assert r["site_conquered"] is False
    assert r["shields"] == 1


@pytest.mark.parametrize("site", ["dungeon", "tomb", "monastery"])
def test_ext_no_units_at_dungeon_tomb_monastery(site):
    error = refusal({"site": site, "enemies": [{"enemy": "prowlers", "label": "p"}], "units": [{"unit": "peasants"}],
                     "damage": [{"source": "p", "to": ["peasants"]}]})
    assert "Site Description card" in error.ref


@pytest.mark.parametrize("site", ["maze", "labyrinth"])
def test_ext_one_unit_at_maze_and_labyrinth(site):
    rows = [{"enemy": "prowlers", "label": "a"}, {"enemy": "prowlers", "label": "b"}]
    two = [{"unit": "peasants"}, {"unit": "foresters"}]
    r = play({"site": site, "enemies": rows, "units": two, "damage": [{"source": "a", "to": ["peasants"]}, {"source": "b", "to": ["hero"]}]})
    # a: 4 -> peasants (3) wounded, 1 left -> hero 1 wound; b: 4 -> hero 2 wounds
    assert r["units"][0]["wounds"] == 1 and wounds(r) == (3, 0)
    error = refusal({"site": site, "enemies": rows, "units": two,
                     "damage": [{"source": "a", "to": ["peasants"]}, {"source": "b", "to": ["foresters"]}]})
    assert "Site Description card" in error.ref


def test_ext_units_allowed_at_a_monster_den():
    r = play({"site": "monster_den", "enemies": [{"enemy": "prowlers", "label": "p"}], "units": [{"unit": "peasants"}],
              "damage": [{"source": "p", "to": ["peasants", "hero"]}]})
    assert r["units"][0]["wounds"] == 1 and wounds(r) == (1, 0)


@pytest.mark.parametrize(("attack", "defeated"), [pytest.param("5 ranged", False, id="p24-unfortified-in-white-city-5"),
                                                  pytest.param("6 ranged", True, id="p24-unfortified-in-white-city-6")])
def test_unfortified_city_defender_keeps_the_armor_bonus(attack, defeated):
    # Orc War Beasts (armor 5, Unfortified) defend a White City: ranged attacks may target them, armor 5 + 1 = 6
    raw = {"enemies": [{"enemy": "orc_war_beasts", "label": "b"}], "ranged": [{"targets": ["b"], "parts": [attack]}]}
    if not defeated:
        raw["block"] = [{"target": "b", "parts": ["3"]}]
    assert foe(city("white", **raw), "b")["defeated"] is defeated


def test_p10_mkref_ruling_blue_city_summoned_fire_token_gets_plus_two():
    # Orc Summoners defending a Blue City draw a Fire Elemental (fire 7 -> 9): 8 ice fails, 9 ice blocks
    base = {"enemies": [{"enemy": "orc_summoners", "label": "s", "summoned": "fire_elemental"}]}
    assert foe(city("blue", **base, block=[{"target": "s", "parts": ["8 ice"]}]), "s")["blocked"] is False
    assert foe(city("blue", **base, block=[{"target": "s", "parts": ["9 ice"]}]), "s")["blocked"] is True


@pytest.mark.parametrize("site", ["dungeon", "tomb", "monster_den", "spawning_grounds", "ancient_ruins"])
def test_p8_no_rampaging_enemies_join_an_adventure_site(site):
    error = refusal({"site": site, "enemies": [{"enemy": "minotaur"}, {"enemy": "prowlers", "rampaging": True}]})
    assert error.ref == "p. 8"
