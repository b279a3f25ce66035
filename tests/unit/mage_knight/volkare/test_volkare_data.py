"""The Lost Legion rules files: every I-nn setting documented with the spec's default; both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mkref.core.errors import InvalidInput
from mkref.core.rulesdata import game_dir
from mkref.games.mage_knight.volkare import data
from mkref.games.mage_knight.volkare.messages import MESSAGES


def test_7_every_setting_has_its_I_number_comment_and_the_spec_default():
    text = Path(game_dir("mage-knight") / "lost_legion_settings.toml").read_text(encoding="utf-8")
    lines = text.splitlines()
    for i, line in enumerate(lines):
        found = re.match(r"^(\w+) = ", line)
        if not found or found.group(1) == "ref":
            continue
        comment = "\n".join(lines[max(0, i - 3) : i])
        # an ambiguity of the register (I-nn), or a rule the sources state (Rnn-n) that a table may still set otherwise
        assert "I-" in comment or re.search(r"\bR\d\d", comment), f"{found.group(1)} cites no I-nn or rule"
    assert data.settings() == data.Settings()  # the file holds the spec's defaults


def test_13_clix_table_covers_levels_4_to_15():
    v = data.volkare()
    assert sorted(v.army) == list(range(4, 16))
    assert sum(v.army[15].values()) == 12


def test_S3_quest_tables_solo_daring_level_8_and_fair_20_wounds():
    v = data.volkare()
    assert v.levels["quest"][1]["daring"] == (8, 3)
    assert v.race["quest"]["fair"].wounds == 20
    assert v.scenarios["volkares_quest"].extra_dice == 3


def test_SYM_every_volkare_message_has_both_languages():
    assert MESSAGES.problems() == []


def test_13_2_volkare_attack_text_in_both_languages():
    assert data.parse_attack("6 Kaltes Feuer") == data.Attack(6, "cold_fire")
    assert data.parse_attack("5 physical") == data.Attack(5, "physical")
    with pytest.raises(InvalidInput):
        data.parse_attack("5 siege")
