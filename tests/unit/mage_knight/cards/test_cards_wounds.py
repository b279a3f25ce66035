"""Wounds in the hand of a game that tracks the cards: the game's count of Wounds in hand and the deed cards agree
when Wounds are discarded by a rest, drawn from the deed deck, or shuffled in at a new round (pp. 4, 6, 11)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tracked-game helpers of tests/unit/mage_knight

import pytest  # noqa: E402
from mk_table import Table  # noqa: E402

from mkref.core.errors import MkrefError  # noqa: E402

from mkref.games.mage_knight.cards import table as cards_table  # noqa: E402


def solo() -> Table:
    t = Table("first_recon", "Anna:Tovak", options=("--no-dummy", "--cards"))
    return t.start(source="red blue green", units="peasants foresters herbalists", tactics=("1",))


def hand(t: Table) -> str:
    return cards_table.hand_line(t.state, t.player("Anna"))


def test_p6_a_standard_rest_discards_the_wounds_and_the_draw_fills_the_hand():
    # Normale Rast: 1 Nicht-Verletzungskarte und beliebig viele Verletzungskarten ablegen (p. 6). With 5 cards and
    # 2 Wounds in hand, resting with March leaves 4 cards and no Wound; the end of the turn draws 1 (limit 5, p. 11).
    t = solo()
    t.do("wound 2")
    assert hand(t).startswith("Deed deck 11, hand 7 (2 Wound(s))")
    t.do("rest march")
    assert t.player("Anna")["wounds"] == 0 and hand(t).startswith("Deed deck 11, hand 4 (0 Wound(s)), discard 3")
    t.do("end")
    assert hand(t).startswith("Deed deck 10, hand 5 (0 Wound(s))")


def test_p4_a_wound_in_hand_is_shuffled_into_the_new_deck_at_the_new_round():
    # Round end: every deed card, Wounds too, is shuffled into a new deed deck, and a new hand is drawn (p. 4 §2g).
    # 16 cards and 1 Wound make 17; 5 drawn (no Wound among them) leave 12, one of them the Wound.
    t = solo()
    t.do("wound 1")
    for _ in range(6):
        deeds = cards_table.deeds_of(t.player("Anna"), t.state)
        if deeds["deck"] == 0 and deeds["hand"] == 0:
            break
        for card in [c for c in cards_table.complete_play(t.state, []) if not c.isdigit()][: deeds["hand"]]:
            t.do(f"play {card} sideways move")
        t.do("end", *(["green"] if t.state["cur"]["dice_used"] else []))
    t.do("rest slow")  # the Wound alone is left in hand: slow recovery (p. 6)
    t.do("end")
    t.do("announce")
    t.do("prepare", "red blue green", "peasants foresters herbalists", "0")
    deeds = cards_table.deeds_of(t.player("Anna"), t.state)
    assert (deeds["deck"], deeds["hand"], deeds["wounds_hand"], deeds["wounds_deck"]) == (12, 5, 0, 1)
    assert t.player("Anna")["wounds"] == 0


def test_p5_a_wound_drawn_by_a_card_stays_in_the_hand():
    t = solo()
    deeds = t.player("Anna")["deeds"] = cards_table.deeds_of(t.player("Anna"), t.state)
    deeds.update(deck=deeds["deck"] + 1, wounds_deck=1)  # a Wound lies somewhere in the deed deck
    t.do("play tranquility draw", "1")  # the card drawn was the Wound
    assert t.player("Anna")["wounds"] == 1 and hand(t).startswith("Deed deck 11, hand 5 (1 Wound(s))")


def test_p5_a_card_gained_by_name_goes_on_top_of_the_deed_deck_and_is_drawn():
    # "kommt die neue Karte oben auf dein Handlungsdeck" (p. 5): an artifact won goes on top and is drawn next.
    t = solo()
    t.do("gain artifact Sword of Justice")
    assert t.player("Anna")["cards"]["artifact"] == 1
    assert cards_table.deeds_of(t.player("Anna"), t.state)["top"] == ["sword_of_justice"]
    with pytest.raises(MkrefError, match="lies on top of your deed deck"):
        t.do("play sword of justice sideways move")
    t.do("play march")
    t.do("end")  # 4 cards left in hand: the draw of 1 takes the Sword of Justice
    t.do("play sword of justice sideways move")
    with pytest.raises(MkrefError, match="not a card of the kind"):
        t.do("gain artifact fireball")


def test_status_json_shows_the_deed_cards():
    from mkref.games.mage_knight.table.game import GAME

    t = solo()
    t.do("wound 1")
    t.do("play march")
    deeds = GAME.status(t.state)["players"][0]["deeds"]
    assert deeds == {"deed_deck": 11, "hand": 5, "wounds_in_hand": 1, "discard": 0, "played": ["march"], "skills": [],
                     "level_choices": 0, "wounds_in_deck": 0, "wounds_in_discard": 0, "wounds_total": 1}
