"""Combat in the tracked game reads like `mkref combat` (issue 12, item 6): the needs table, the unblocked
attacks at the damage phase, a skipped phase skipped, lost points asked about, German words."""

from __future__ import annotations

import pytest

from mkref.core.chance import NeedAnswer
from mkref.core.errors import InvalidInput
from mkref.games.mage_knight.table import texts
from mk_table import two_players


def at_the_keep(*enemies: str):
    t = two_players()
    t.do("play 3 move")
    t.do("move hills keep")
    t.do("combat " + " ".join(enemies))
    return t


def test_show_combat_prints_the_needs_table_of_mkref_combat_p9():
    t = at_the_keep("guardsmen", "swordsmen")
    lines = texts.show(t.state, ["combat"])
    assert lines[0] == "Combat (Keep): Ranged and Siege Attack phase"
    assert lines[1] == "What each enemy needs"
    assert lines[2].split() == "enemy armor to beat in the ranged phase attack block needed damage if unblocked".split()
    assert lines[4].split() == ["guardsmen", "(Guardsmen)", "7", "none", "#1", "phys", "3", "3", "3"]  # doubly fortified: no ranged
    assert lines[5].split() == ["swordsmen", "(Swordsmen)", "5", "siege", "only", "#1", "phys", "6", "6", "6"]
    assert not any("{" in line or "'" in line for line in lines)  # no raw Python dicts


def test_entering_the_damage_phase_names_each_unblocked_attack_and_its_damage_p9():
    t = at_the_keep("guardsmen", "swordsmen")
    t.do("next")
    t.do("block guardsmen: 3")
    text = t.do("next")[0]["text"]
    assert "  swordsmen (Swordsmen): 6 physical damage" in text
    assert not any(line.startswith("  guardsmen") for line in text)  # blocked: nothing to assign


def test_a_skipped_damage_phase_needs_no_extra_next_p9():
    t = at_the_keep("guardsmen")
    t.do("next")
    t.do("block guardsmen: 3")
    step = t.do("next")[0]
    assert step["phase"] == "attack" and any("Assign Damage phase is skipped" in line for line in step["text"])
    t.do("attack guardsmen: 7")


def test_an_attack_too_weak_asks_before_its_points_are_lost_p9():
    t = at_the_keep("guardsmen")
    t.do("next")
    t.do("block guardsmen: 3")
    t.do("next")
    with pytest.raises(NeedAnswer) as need:
        t.events("attack guardsmen: 5")
    assert "the points would be lost" in need.value.request.prompt and need.value.request.chance is False
    with pytest.raises(InvalidInput, match="Attack not played"):
        t.events("attack guardsmen: 5", "nein")
    assert t.state["combat"]["decls"][-1]["kind"] == "advance"  # nothing changed
    t.do("attack guardsmen: 5", "ja")
    assert t.state["combat"]["decls"][-1]["kind"] == "attack"
    t.do("attack guardsmen: 7")  # enough: no question


def test_german_attack_words_work_like_english_ones():
    t = two_players()
    t.do("play 3 move")
    t.do("move hills keep")
    t.do("combat swordsmen")
    step = t.do("attack swordsmen: 5 Belagerung")[0]
    assert step["decl"]["parts"] == ["5 Belagerung"] and "defeated" in step["text"][0]
    t2 = two_players()
    t2.do("combat prowlers rampaging")
    assert "defeated" in t2.do("attack prowlers: 3 Fernkampf")[0]["text"][0]


def test_damage_to_a_unit_named_in_german_p9():
    t = two_players()
    t.log.append([{"type": "recruited", "player": "Ben", "unit": "peasants", "uid": "peasants", "cost": 0}])
    t.do("combat prowlers rampaging")
    t.do("next")
    t.do("next")
    step = t.do("damage prowlers: Bauern")[0]
    assert step["decl"]["to"] == ["peasants"] and any("peasants" in line for line in step["text"])


def test_explore_refused_names_the_spaces_to_explore_from_p7():
    from mkref.core.errors import RuleViolation
    from test_table_rulings import on_the_map

    t = on_the_map()
    t.do("play 5 move")
    with pytest.raises(RuleViolation) as no:
        t.events("explore")  # Bob on the Portal: every space next to it is explored
    assert no.value.message().endswith("Spaces to explore from: c1e, c2ne, c2e.")  # not c1nw, c2nw: the orcs stand there
