"""The Lost Legion's units in the tracked game: Magic Familiars pay 1 basic mana besides the Influence when
recruited (I-09, [06.2]) and 1 crystal at each round start or leave the game ([01], I-02); the Banner of
Command lets a hero lead one unit more than his Command tokens, never two ([06.3])."""

from __future__ import annotations

import json

NEW = ("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--no-map", "--expansion", "lost_legion",
       "--save", "fam", "--seed", "7")
ROUND_1 = ("prepare\nred blue gold\nmagic_familiars herbalists peasants\ntactic 1\nmana_steal\ncrystal red\nplay 2 move\n"
           "move plains monastery\ninteract\nplay 9 influence\n")
# Anna announces at her next turn; the dummy plays its last turn; round 2 is prepared
TO_ROUND_2 = "end\ndummy\nwhite white white\nred\nannounce\ndummy\ngreen green green\nprepare\nred blue white\nthugs peasants scouts\nred\nblue\n"


def _anna(run) -> dict:
    return json.loads(run("status", "fam", "--json").out)["players"][0]


def test_06_2_familiars_cost_a_basic_mana_besides_the_influence(run):
    assert run(*NEW).code == 0
    r = run("play", "fam", "--keep-going", stdin=ROUND_1 + "recruit magic_familiars\ngold\nrecruit magische_vertraute\nblau\n")
    assert "'gold' is not recognised here" in r.out and "([06.2])" in r.out
    # cost 6 Influence (units.toml) and 1 blue mana
    assert "Anna recruited Magic Familiars as magic_familiars for 6 Influence and 1 blue mana ([06.2])" in r.out


def test_06_3_banner_of_command_leads_one_unit_more_never_two(run):
    assert run(*NEW).code == 0
    r = run("play", "fam", "--keep-going", stdin=ROUND_1 + "recruit magic_familiars\nblue\nrecruit herbalists\nrecruit herbalists banner\n")
    # 1 Command token, 1 unit: a second needs a token or the banner
    assert "Anna has no free Command token (1 of 1)" in r.out
    assert "Anna recruited Herbalists as herbalists for 3 Influence under the Banner of Command instead of a Command token ([06.3])" in r.out
    assert [u.get("banner", "") for u in _anna(run)["units"]] == ["", "banner_of_command"]


def test_06_3_a_second_banner_led_unit_is_refused():
    import pytest

    from mkref.core.errors import RuleViolation
    from mkref.games.mage_knight.volkare import units_in_game

    anna = {"name": "Anna", "units": [{"id": "herbalists", "uid": "herbalists", "banner": "banner_of_command"}]}
    with pytest.raises(RuleViolation) as err:
        units_in_game.check_banner(anna)
    assert err.value.ref == "[06.3]"
    units_in_game.check_banner({"name": "Ben", "units": [{"id": "peasants", "uid": "peasants"}]})  # no banner yet: fine


def test_01_familiars_upkeep_a_crystal_or_the_unit_leaves(run):
    assert run(*NEW).code == 0
    r = run("play", "fam", "--keep-going", stdin=ROUND_1 + "recruit magic_familiars\nblue\n" + TO_ROUND_2 + "rot\n")
    assert "Upkeep [01]: Anna pays 1 red crystal for magic_familiars (Magic Familiars)." in r.out
    anna = _anna(run)
    assert anna["crystals"]["red"] == 0 and [u["unit"] for u in anna["units"]] == ["magic_familiars"]


def test_01_familiars_upkeep_refused_colour_then_removed(run):
    assert run(*NEW).code == 0
    assert run("play", "fam", "--keep-going", stdin=ROUND_1 + "recruit magic_familiars\nblue\n" + TO_ROUND_2.replace("blue\n", "blue\ncancel\n")).code == 0
    prepare = "prepare\nred blue white\nthugs peasants scouts\nred\nblue\n"
    r = run("play", "fam", "--keep-going", stdin=prepare + "green\n" + prepare + "entfernen\n")  # Anna holds only a red crystal
    assert "'green' cannot come up here" in r.out or "'green' is not recognised here" in r.out
    assert "([01])" in r.out
    assert "magic_familiars (Magic Familiars) leaves the game" in r.out
    assert _anna(run)["units"] == []


def test_06_2_delphana_masters_never_come_under_the_banner_of_command():
    """The summary's [06.2]: Delphana Masters only by interaction in a City or Refugee Camp, "not through ... the
    Banner of Command"; the same recruit without the banner is allowed (16 Influence + 1 at a Refugee Camp: 17)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from mk_table import Table, refused

    t = Table("first_recon", "Anna:Tovak")
    t.do("prepare", "red blue gold", "thugs herbalists peasants")
    t.do("tactic 1", "mana_steal")
    for line in ("play 2 move", "move plains refugee_camp", "interact", "play 30 influence"):
        t.do(line)
    t.state["offer"].append("delphana_masters")  # an elite unit, as after a core tile is revealed
    assert t.events("recruit delphana_masters")[0]["unit"] == "delphana_masters"
    with refused("Delphana Masters cannot join you here: the Banner of Command never brings them") as r:
        t.events("recruit delphana_masters banner")
    assert r.value.ref == "[06.2]"
    with refused("Delphana Masters cannot join you here"):
        t.events("recruit delphana_masters befehl")
