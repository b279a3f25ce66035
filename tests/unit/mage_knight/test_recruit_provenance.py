"""Recruit symbols (p. 8): a unit is recruited where its card shows the symbol. mkref refuses another site
only when the rules data is sure of the symbols (printed or agreed by several sources, README "Rules data");
a card whose symbols came from one source is the table's to read."""

from __future__ import annotations

import pytest

from mk_table import refused, two_players

from mkref.core import rulesdata
from mkref.core.errors import RuleViolation


def _at_the_village():
    t = two_players()
    t.do("play 2 move")
    t.do("move plains village")
    t.do("interact")
    t.do("play 10 influence")
    return t


def test_p8_magic_familiars_symbols_are_printed_so_a_village_is_refused():
    # German Lost Legion summary [06.2]: monastery, mage tower, Magical Glade
    assert rulesdata.provenance("mage-knight", "units.toml", "units.magic_familiars.recruit_at") == ("printed", "[06.2]")
    t = _at_the_village()
    t.state["offer"] = ["magic_familiars", *t.state["offer"]]
    with refused("recruit symbols", RuleViolation):
        t.events("recruit magic_familiars")


def test_p8_symbols_from_one_source_do_not_overrule_the_card(monkeypatch: pytest.MonkeyPatch):
    # utem_swordsmen: refused at a village while the data is sure (test_game_turn.py); marked one source here
    monkeypatch.setattr(rulesdata, "sure_enough", lambda game, file, path: path != "units.utem_swordsmen.recruit_at")
    t = _at_the_village()
    t.state["offer"] = ["utem_swordsmen", *t.state["offer"]]
    events = t.events("recruit utem_swordsmen")
    assert events[0]["type"] == "recruited" and events[0]["unit"] == "utem_swordsmen"
