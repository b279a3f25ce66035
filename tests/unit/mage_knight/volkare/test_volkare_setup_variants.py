"""The Lost Legion's set-up variants as options of `mkref new` ([V1] Volkare's Camp with Pursuit, [V2] his level,
[V3] the additional player (A-V3), [V4] solo offer control (A-V4)): what the checklist says, what the tracked game
counts, and each refusal with its section (no save is written on a refusal)."""

from __future__ import annotations

import json

import pytest

from mkref.games.mage_knight.volkare import variants_setup
from mkref.games.mage_knight.volkare.data import settings

FIVE = ("--player", "A:Tovak", "--player", "B:Arythea", "--player", "C:Norowas", "--player", "D:Goldyx", "--player", "E:Wolfhawk")


def _new(run, scenario: str, *args: str):
    return run("new", "mage-knight", "--scenario", scenario, "--no-map", "--save", "v", "--seed", "5", *args)


def test_V3_five_players_full_conquest_sizes_of_the_spec_example(run):
    # A-V3 step 4 (B p. 19): Full Conquest for 4 has 11 countryside, 4 city, 3 core without a city ->
    # 13 countryside, 4 core, 4 cities + Volkare's Camp; 7 dice; 7 units
    r = _new(run, "full_conquest", *FIVE, "--variant", "additional_player")
    assert r.code == 0, r.err
    assert ("[V3] Additional player: 13 countryside, 4 core without a city, 4 city tile(s) (the 5th city is Volkare's Camp, [V1]); "
            "Source 7 dice, unit offer 7 units") in r.out
    assert "Source: 7 mana dice" in r.out and "Unit offer: 7 regular units" in r.out
    assert "Tile stack: 13 countryside on top (shuffled), below them 4 city and 4 non-city core tile(s)" in r.out


def test_V3_a_fifth_player_needs_the_variant(run):
    r = _new(run, "full_conquest", *FIVE)
    assert r.code == 1 and "Full Conquest is for 2 to 4 players" in r.err


def test_V3_four_cooperative_players_start_from_the_three_player_values(run):
    # Blitz Cooperation for 3: 8 countryside, 2 core, 3 city tiles (the count grows with players) -> 10, 3, 4;
    # dice and units: 4 + 2 = 6 (I-32); no tactic leaves the game
    four = FIVE[:8]
    r = _new(run, "blitz_coop", *four, "--variant", "zusätzlicher_spieler")
    assert r.code == 0, r.err
    assert "[V3] Additional player: 10 countryside, 3 core without a city, 4 city tile(s); Source 6 dice, unit offer 6 units" in r.out
    assert "[V3] Four players together: no tactic card leaves the game" in r.out


@pytest.mark.parametrize(("scenario", "players"), [("full_conquest", 8), ("blitz_coop", 6)])
def test_V3_refused_for_a_count_it_does_not_add(run, scenario, players):
    r = _new(run, scenario, *FIVE[:players], "--variant", "v3")
    assert r.code == 1 and "The additional player is the" in r.err and "([V3])" in r.err
    assert run("status", "v").code != 0  # nothing saved


def test_V3_not_in_volkares_own_scenarios(run):
    r = _new(run, "volkares_quest", *FIVE[:8], "--variant", "additional_player")
    assert r.code == 1 and "([V3])" in r.err


def test_V1_camp_instead_of_a_city_with_his_level(run):
    r = _new(run, "solo_conquest", "--player", "A:Tovak", "--variant", "volkares_lager", "--volkare-level", "8")
    assert r.code == 0, r.err
    # level 8: 1 white, 1 grey, 2 red, 2 green (volkare.toml [army])
    assert "garrison: Volkare's army at level 8, 6 troops face down on it (1 white, 1 grey, 2 red, 2 green) ([V2])" in r.out
    assert "each pursuit shield counts 2 for Greatest Conqueror" in r.out
    r = run("new", "mage-knight", "--scenario", "solo_conquest", "--player", "A:Tovak", "--no-map", "--variant", "v1",
            "--volkare-level", "8", "--save", "de", "--lang", "de")
    assert "[V1] Volkares Lager statt einer Stadt" in r.out


def test_V1_V2_camp_needs_his_level_and_a_city(run):
    r = _new(run, "solo_conquest", "--player", "A:Tovak", "--variant", "volkares_camp")
    assert r.code == 1 and "Volkare's Camp needs his level" in r.err and "--volkare-level" in r.err and "([V1])" in r.err
    r = _new(run, "mines_liberation", "--player", "A:Tovak", "--player", "B:Goldyx", "--variant", "volkares_camp", "--volkare-level", "6")
    assert r.code == 0  # one city tile to replace
    r = _new(run, "volkares_quest", "--player", "A:Tovak", "--variant", "volkares_camp")
    assert r.code == 1 and "([V1])" in r.err


def test_V2_level_below_4_counts_as_4():
    game = {"scenario": "solo_conquest", "players": [{"name": "A", "hero": "tovak"}], "variants": ["volkares_camp"]}
    from mkref.games.mage_knight.data import game_facts as gd

    variants_setup.check(game, gd.scenarios()["solo_conquest"], 2)
    assert game["volkares_camp"] == {"level": 4}  # [13]: never below 4


def test_V4_solo_only_and_announced_at_each_round_end(run):
    r = _new(run, "full_conquest", "--player", "A:Tovak", "--player", "B:Goldyx", "--variant", "solo_offer_control")
    assert r.code == 1 and "Solo offer control is for one player" in r.err and "([V4])" in r.err
    assert _new(run, "solo_conquest", "--player", "A:Tovak", "--variant", "kartenangebot_steuern").code == 0
    script = "prepare\nred blue gold\npeasants herbalists foresters\ntactic 1\nplanning\nannounce\ndummy\nwhite white white\nred\n"
    r = run("play", "v", stdin=script)
    assert "Offer control [V4]: remove the lowest spell and the lowest Advanced Action from the game" in r.out
    assert settings().v4_removed_to == "out_of_game"  # I-33


def test_V1_pursuit_shields_count_for_greatest_conqueror(run, tmp_path):
    sheet = tmp_path / "p.toml"
    sheet.write_text(
        'scenario = "solo_conquest"\nrounds_played = 6\nend_announced_in_last_round = true\ndummy_deck = 0\n'
        'cities_conquered = 1\ncities_total = 2\n[[players]]\nname = "A"\nfame = 10\nspells = 0\nadvanced_actions = 0\n'
        'artifacts = 0\ncrystals = 0\nwounds = 0\nshields = { keep = 1, pursuit = 2 }\nunits = []\ncities_led = 1\n', encoding="utf-8")
    data = json.loads(run("score", "--sheet", sheet, "--json").out)
    # 1 keep x 2 + 2 pursuit shields x 2 (I-28) = 6
    assert data["players"][0]["categories"]["conqueror"] == 2 + 2 * settings().pursuit_conqueror_points == 6
