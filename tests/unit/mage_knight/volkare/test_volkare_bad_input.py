"""Issue 13 "Bad input" in a tracked Volkare's Quest: a card his deck cannot hold any more, a die face that is
not on his token, a troop count that does not match his level: each refused with its reason and section, and
the game left exactly as it was. (A wall typed on an edge without one: test_volkare_map.py, [07.1].)"""

from __future__ import annotations

import json

START = ("new", "mage-knight", "--scenario", "volkares_quest", "--player", "Ana:Tovak", "--no-map", "--volkare-level", "4",
         "--portal-distance", "9", "--save", "bad", "--seed", "3")
OPENING = "prepare\nred blue gold white\npeasants herbalists foresters scouts\ntactic 1\nvolkare\nplanning\nend\n"


def _state(run) -> dict:
    data = json.loads(run("status", "bad", "--json").out)
    return {k: data[k] for k in ("round", "turn", "source", "unit_offer", "volkare", "players") if k in data}


def _play(run, script: str):
    assert run(*START).code == 0
    assert run("play", "bad", stdin=OPENING).code == 0
    before = _state(run)
    r = run("play", "bad", stdin=script)
    return r, before, _state(run)


def test_S3_2_a_card_his_deck_no_longer_holds_is_refused(run):
    # his deck holds one red spell (Mana Meltdown); it was revealed last turn, so a second one cannot come up
    assert run(*START).code == 0
    assert run("play", "bad", stdin=OPENING + "volkare\nred_spell\nfar\nred\nplay 1 move\nend\n").code == 0
    before = _state(run)
    r = run("play", "bad", stdin="volkare\nred_spell\ncancel\n")
    assert "'red spell' cannot be drawn that often: the pile does not hold that many" in r.out
    assert "([S3.2])" in r.out
    assert _state(run) == before


def test_S3_1_a_die_face_not_on_his_die_is_refused(run):
    r, before, after = _play(run, "volkare\nwound\npurple\ncancel\n")
    assert "'purple' is not recognised here: it names none of the possible answers" in r.out
    assert "red (rot), blue (blau), white (weiß), green (grün), gold, black (schwarz)" in r.out and "([S3.1])" in r.out  # both names (issue 12)
    assert after == before


def test_13_a_troop_token_of_another_colour_is_refused(run):
    # the count is the table's (one-source army table, item 29: see test_volkare_table_facts), the colour is not:
    # a red token cannot answer for his green troops
    r, before, after = _play(run, "volkare\nblue_action\n8\nred\nplay 1 move\ncombat volkare\nswordsmen\nswamp_dragon\nprowlers swamp_dragon\ncancel\n")
    assert "'swamp_dragon' cannot come up here. ([13])" in r.out
    assert after["volkare"]["troops"] == []  # nothing of the fight was recorded


def test_13_2_a_combat_die_not_on_his_token_is_refused(run):
    r, before, after = _play(run, "volkare\nblue_action\n8\nred\ncombat volkare\nswordsmen\nswamp_dragon\nprowlers wolf_riders\nsilver\ncancel\n")
    assert "'silver' is not recognised here" in r.out and "([13.2])" in r.out
    assert after["volkare"]["troops"] == []  # nothing of the fight was recorded
