"""Combat between heroes and the cooperative assault as the optional part ``pvp`` (pvp/part.py): which games use
it, where its commands sit in the table, and that its refusals keep their place in a game without it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tracked-game helpers of tests/unit/mage_knight

from mk_table import Table, refused  # noqa: E402

from mkref.games.mage_knight.parts import part, parts_used  # noqa: E402
from mkref.games.mage_knight.table.commands import command_table  # noqa: E402


def test_a_game_of_two_heroes_or_more_uses_the_part():
    assert "pvp" not in parts_used({"players": [{"name": "Anna", "hero": "tovak"}]})  # (another part may be: The Lost Legion)
    assert "pvp" in parts_used({"players": [{"name": "Anna", "hero": "tovak"}, {"name": "Ben", "hero": "goldyx"}]})
    assert part("pvp").name == "pvp"


def test_its_commands_follow_the_base_s_next_in_the_help():
    names = list(command_table().specs)
    at = names.index("next")
    assert names[at + 1:at + 7] == ["duel", "ranged", "melee", "coop", "coop-next", "truce"]


def solo_in_combat() -> Table:
    t = Table("solo_conquest", "Anna:Tovak", options=("--dummy", "goldyx"))
    t.do("prepare", "red blue green", "peasants foresters herbalists")
    t.do("tactic 1", "2")
    t.do("combat prowlers")
    return t


@pytest.mark.parametrize(("line", "text"), [
    ("duel Anna full", "The attacking hero has already taken the action of this turn"),
    ("coop Anna", "The attacking hero has already taken the action of this turn"),
    ("coop-next", "No cooperative assault is running"),
    ("melee Anna: 3", "No fight between heroes is running"),
    ("truce", "No fight between heroes is running"),
])
def test_in_a_game_without_the_part_its_commands_are_refused_by_the_part_first(line: str, text: str):
    """A solo game does not use the part; its commands still get the part's refusal, not the base's
    'A combat is running' that comes later (parts.Part.guard)."""
    t = solo_in_combat()
    assert "pvp" not in t.state["parts"]  # (the table's helper plays with The Lost Legion, a part of its own)
    with refused(text):
        t.events(line)
    with refused("A combat is running"):
        t.events("end")
