"""The Advanced Actions a Monastery puts into the unit offer, named as they come up (issue 19, item 5).

p. 4 §2c: each Monastery not burned adds 1 Advanced Action from the deck to the new unit offer; p. 7 §5f: a
Monastery revealed adds 1 at once; p. 8 §4c: a Monastery teaches an Advanced Action from the unit offer for 6
Influence, not one of the Advanced Action offer.
"""

from __future__ import annotations

import pickle

import pytest
from mk_table import Table, refused

from mkref.core.chance import NeedAnswer
from mkref.core.errors import RuleViolation
from mkref.games.mage_knight.table import texts
from mkref.games.mage_knight.table.commands import command_table
from mkref.games.mage_knight.table.game import GAME


def at_a_monastery(*options: str) -> Table:
    """Ben (first) reveals a tile with a Monastery (Ambush comes up for the unit offer), walks onto it, interacts
    and has 6 Influence. With --cards the Advanced Action offer holds Fire Bolt, Agility, Training."""
    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", options=options).start()
    if options:
        t.do("offer aa fire_bolt agility training")
    t.do("play 4 move")
    t.do("explore monastery", "ambush")
    for line in ("move plains monastery", "interact", "play 6 influence"):
        t.do(line)
    return t


def asked(t: Table, line: str, *answers: str) -> NeedAnswer:
    command = command_table().parse(line)
    queue = list(answers)
    while True:
        try:
            GAME.decide(t.state, command)
        except NeedAnswer as need:
            if not queue:
                return need
            command.answers[need.request.key] = need.request.parse(queue.pop(0))
        else:
            raise AssertionError(f"{line} asked nothing more")


@pytest.mark.parametrize("options", [(), ("--cards",)])
def test_p8_monastery_advanced_action_comes_from_the_unit_offer(options):
    t = at_a_monastery(*options)
    assert t.state["offer_aa_cards"] == ["ambush"] and t.state["offer_aas"] == 1
    before = pickle.dumps(t.state)
    with refused("Agility is not in the unit offer", RuleViolation) as no:
        t.do("buy aa agility")  # Agility lies in the Advanced Action offer, not in the unit offer
    assert "(p. 8)" in no.value.message() and "Ambush" in no.value.message()
    assert pickle.dumps(t.state) == before  # refused: the game is as it was
    events = t.do("buy aa ambush")
    assert events[0]["cost"] == 6 and events[0]["card"] == "ambush"
    assert t.state["offer_aa_cards"] == [] and t.state["offer_aas"] == 0


def test_p8_with_the_cards_tracked_the_monastery_card_goes_on_top_of_the_deed_deck():
    from mkref.games.mage_knight.cards.player_cards import deeds_of

    t = at_a_monastery("--cards")
    t.do("buy aa")  # the only Advanced Action of the unit offer
    deeds = deeds_of(t.player("Ben"), t.state)
    assert deeds["top"] == ["ambush"] and deeds["owned"]["ambush"] == 1
    assert t.state["card_offers"]["advanced_actions"] == ["fire_bolt", "agility", "training"]  # not refilled (p. 8)


def test_p7_a_revealed_monastery_names_its_advanced_action_in_the_offer():
    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx").start()
    t.do("play 2 move")
    request = asked(t, "explore monastery").request
    assert request.key == "monastery_aa" and request.count == 1
    assert request.asks == "count" and not request.rollable  # without --cards the deck is the table's: its word, never rolled
    assert "agility" in request.options and "fireball" not in request.options  # Advanced Actions only
    t.do("explore monastery", "Wendigkeit")  # German names work
    assert t.state["offer_aa_cards"] == ["agility"]
    assert texts.show(t.state, ["offer"], "en")[0].endswith("; Advanced Action(s): Agility")
    assert texts.show(t.state, ["offer"], "de")[0].endswith("; Fortgeschrittene Aktion(en): Wendigkeit")


def test_p4_new_round_asks_one_advanced_action_per_monastery_drawn_from_the_tracked_deck():
    t = at_a_monastery("--cards")
    t.do("end")
    t.do("end")  # Anna
    t.state["phase"], t.state["turn"] = "round_over", None  # the round ends (how is not the point here)
    need = asked(t, "prepare", "red blue green white", "peasants foresters herbalists thugs")
    request = need.request
    assert request.key == "offer_aa_cards" and request.count == 1 and request.asks == "draw" and request.rollable  # the tracked deck
    # the deck: no card of the Advanced Action offer, none lying in the unit offer (it goes under the deck)
    assert not {"fire_bolt", "agility", "training", "ambush"} & set(request.options) and "ice_bolt" in request.options
