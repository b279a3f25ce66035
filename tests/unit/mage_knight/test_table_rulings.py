"""Rulings a table caught wrong (issue 12, item 4): each test fails on the old code, with the page."""

from __future__ import annotations

import pytest

from mkref.core.errors import RuleViolation
from mk_table import Table, refused, two_players


def on_the_map(orcs: str = "wolf_riders") -> Table:
    """Blitz Conquest on the tracked map: Ann (Arythea) and Bob (Tovak), countryside 1 and 2 (Prowlers on
    c1nw, `orcs` on c2nw); Bob plays tactic 1 and moves first."""
    t = Table("blitz_conquest", "Ann:arythea", "Bob:tovak", tracked_map=True)
    t.do("tiles c1 c2", "prowlers", orcs)
    t.do("prepare", "red blue green white gold", "peasants herbalists foresters guardian_golems utem_crossbowmen")
    t.do("tactic 1")
    t.do("tactic 2")
    return t


def fight(t: Table, *lines: str) -> list[dict]:
    events: list[dict] = []
    for line in lines:
        events = t.do(line)
    return events


def test_rampaging_orcs_on_the_map_are_rampaging_without_the_word_p10():
    t = on_the_map()
    t.do("end")  # Bob
    t.do("play 8 move")
    t.do("move NW NE c1e")  # Ann, next to the Wolf Riders on c2nw
    started = t.do("combat Wolfsreiter")[0]
    assert started["site"] == "rampaging" and started["enemies"][0]["rampaging"] is True
    ended = fight(t, "next", "block wolf_riders: 3", "next", "next", "attack wolf_riders: 4", "next")[0]
    assert ended["reputation"] == 1  # +1 per Marauding Orcs defeated (p. 10 §2a)


def test_rampaging_draconum_on_the_map_gives_plus_2_reputation_p10():
    t = on_the_map()
    t.log.append([{"type": "map_token_removed", "space": "c2nw", "index": 0},
                  {"type": "map_token_drawn", "pile": "red", "token": "swamp_dragon", "space": "c2nw", "face": "up"}])
    t.do("end")
    t.do("play 8 move")
    t.do("move NW NE c1e")
    started = t.do("combat swamp_dragon")[0]
    assert started["enemies"][0]["rampaging"] is True
    fight(t, "next", "next", "damage swamp_dragon: hero", "next", "attack swamp_dragon: 9")
    assert t.do("next")[0]["reputation"] == 2  # +2 per Draconum (p. 10 §2a)


def test_combat_without_names_after_a_provocation_fights_the_provoked_p7():
    t = two_players()
    t.do("play 3 move")
    t.log.append([{"type": "moved", "player": "Ben", "terrain": "plains", "cost": 2, "provoked": ["c1nw"], "enemies": ["prowlers"]}])
    started = t.do("combat")[0]
    assert [e["enemy"] for e in started["enemies"]] == ["prowlers"] and started["enemies"][0]["rampaging"]


def test_refusing_the_end_of_turn_after_a_provocation_names_the_provoked_enemies_p7():
    t = two_players()
    t.do("play 3 move")
    t.log.append([{"type": "moved", "player": "Ben", "terrain": "plains", "cost": 2, "provoked": ["c1nw"], "enemies": ["prowlers"]}])
    with refused("The provoked enemies must be fought (prowlers)", RuleViolation) as no:
        t.events("end")
    assert "assault" not in no.value.message() and no.value.ref == "p. 7"
