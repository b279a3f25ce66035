"""[V1] Volkare's Camp in the tracked game: the assault (I-29; garrison = his army at the Camp's level, fortified
like city defenders, his attack; a shield per defeated troop on his token, which counts as a City card) and
Pursuit (A-PURSUIT, I-30, I-31; pursuit shields counted on the score sheet, 2 each for Greatest Conqueror, I-28)."""

from __future__ import annotations

import json

NEW = ("new", "mage-knight", "--scenario", "full_conquest", "--player", "Anna:Tovak", "--player", "Ben:Goldyx", "--no-map",
       "--variant", "volkares_camp", "--volkare-level", "4", "--save", "camp", "--seed", "3")
ROUND = "prepare\nred blue gold green\nmagic_familiars herbalists peasants utem_guardsmen\ntactic 1\ntactic 2\n"
# Ben assaults: level 4 = 1 grey, 1 red, 2 green troops (A-ARMY); Volkare's red die, attack 3 fire typed in
BEN_ASSAULT = ("camp\nguardsmen\nfire_dragon\nprowlers prowlers\nred\n3-fire\nnext\nnext\ndamage volkare: hero\n"
               "damage guardsmen: hero\ndamage fire_dragon: hero\ndamage prowlers_1: hero\ndamage prowlers_2: hero\nnext\n"
               "attack guardsmen, fire_dragon, prowlers_1: 40\nnext\nend\n")
# the attack on his token for a red die was told in Ben's assault: the table's card file answers it now
ANNA_ASSAULT = "lager\nred\nnext\nnext\ndamage volkare: hero\ndamage prowlers: hero\nnext\nattack prowlers: 20\nnext\nend\n"
BEN_PURSUIT = "pursuit green\nprowlers\nnext\nnext\ndamage prowlers: hero\nnext\nattack prowlers: 10\nnext\n"


def _status(run) -> dict:
    return json.loads(run("status", "camp", "--json").out)


def test_V1_pursuit_only_after_the_conquest_I_30(run):
    assert run(*NEW).code == 0
    r = run("play", "camp", stdin=ROUND + "verfolgung beide\n")
    assert "Error: No pursuit yet: pursuit follows the conquest of the camp (I-30). ([V1])" in r.out


def test_V1_assault_garrison_fortified_and_shields_on_his_token(run):
    assert run(*NEW).code == 0
    r = run("play", "camp", "--keep-going", stdin=ROUND + BEN_ASSAULT.replace("next\nnext\n", "attack guardsmen: 40\nnext\nnext\n", 1))
    assert "Assault on Volkare's Camp (level 4): 4 troops, fortified like city defenders" in r.out
    assert "guardsmen cannot be targeted in the ranged phase" in r.out  # a Fortified token at a fortified site (A-FORT)
    camp = _status(run)["cities"]["volkares_camp"]
    # 3 of 4 troops defeated: 3 shields of Ben's on Volkare's token; the Camp stands
    assert camp == {"level": 4, "conquered": False, "shields": ["Ben", "Ben", "Ben"], "leader": ""}


def test_V1_conquest_leader_and_pursuit_shield_on_the_score_sheet(run):
    assert run(*NEW).code == 0
    r = run("play", "camp", stdin=ROUND + BEN_ASSAULT + ANNA_ASSAULT + BEN_PURSUIT + "pursuit red\n")
    camp = _status(run)["cities"]["volkares_camp"]
    # the one troop left is Anna's; the Camp is conquered and Ben, with 3 shields of 4, leads it (RV1-10)
    assert camp["conquered"] is True and camp["shields"] == ["Ben", "Ben", "Ben", "Anna"] and camp["leader"] == "Ben"
    assert "Pursuit from camp: Fame only" in r.out and "combat ended: Fame +2" in r.out  # Prowlers: 2 Fame
    # the space is marked for good (A-PURSUIT step 6)
    assert "Error: This space was used for a pursuit already: a marked space is never used again. ([V1])" in r.out
    sheet = run("status", "camp", "--sheet").out
    ben = sheet[sheet.index('name = "Ben"'):]
    assert "cities_led = 1" in ben and "pursuit = 1" in ben


def test_V1_the_camp_needs_the_variant(run):
    assert run(*NEW[:9], "--save", "camp", "--seed", "3").code == 0
    base_round = ROUND.replace("magic_familiars", "foresters")  # a base game deals no Lost Legion units
    r = run("play", "camp", stdin=base_round + "camp\n")
    assert "Error: There is no Volkare's Camp in this game: it comes with the variant volkares_camp" in r.out


def test_V1_a_conquered_camp_is_not_assaulted_again(run):
    assert run(*NEW).code == 0
    r = run("play", "camp", stdin=ROUND + BEN_ASSAULT + ANNA_ASSAULT + "camp\n")
    assert "Error: Volkare's Camp is conquered already: its garrison is defeated" in r.out
