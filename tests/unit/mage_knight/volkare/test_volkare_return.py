"""Volkare's Return ([S1]) played through the real CLI from its first round to its end (6 rounds), as the
README starts it: with the table's count of his distance to the Portal (`--portal-distance`) and without.
Before the fix his first turn ended with a TypeError (his distance None in a TOML save, exit 70)."""

from __future__ import annotations

import json

import pytest

START = ("new", "mage-knight", "--scenario", "volkares_return", "--player", "Anna:Tovak", "--player", "Ben:Goldyx",
         "--no-map", "--save", "ret", "--seed", "1")
# his cards, one a round: mkref keeps his deck, the table plays each from the scenario overview (I-40)
CARDS = ("blue_action", "wound", "red_action", "white_spell", "green_action", "red_spell")


def six_rounds() -> str:
    lines: list[str] = []
    for card in CARDS:
        lines += ["prepare", "red blue gold white", "peasants herbalists foresters scouts", "tactic 1", "tactic 2", "volkare", "3"]
        lines += ["end", "end", "volkare", card, "announce", "end"]  # two turns each, his turn between, then an announcement
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("distance", [(), ("--portal-distance", "7")], ids=["counted_later", "portal_distance"])
def test_S1_volkares_return_plays_its_six_rounds_to_the_end(run, distance):
    assert run(*START, *distance).code == 0
    r = run("play", "ret", stdin=six_rounds())
    assert r.code == 0, r.out + r.err
    assert "TypeError" not in r.out + r.err
    assert r.out.count("play it as the scenario overview says (I-40)") == 6
    data = json.loads(run("status", "ret", "--json").out)
    assert data["phase"] == "game_over" and data["round"] == 6
    assert data["volkare"]["cards_left"] == 38 - 6  # [S3] deck: 16 Basic Actions + 4 spells + 18 Wounds (fair, 2 players)
    assert data["volkare"]["distance"] == (7 if distance else None)


def test_S1_status_says_he_follows_the_overview_not_a_portal_count(run):
    assert run(*START).code == 0
    out = run("status", "ret").out
    assert "Volkare (level 10) moves as the scenario overview says (I-40); 38 card(s) left in his deck" in out
    assert "counted at his first turn" not in out
