"""The deed cards of a tracked `--cards` game (issue 19): Mana friendly (p. 16), one Block against one enemy attack
(p. 5 §1a), Magic Talent (p. 5 §1c), the level-up's Advanced Action drawn at the end of the turn (p. 11), Great Start
(tactic 5) and the Wounds of the whole deed deck on the score sheet (p. 15)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tracked-game helpers of tests/unit/mage_knight

from mk_table import Table, refused  # noqa: E402

from mkref.core.errors import RuleViolation  # noqa: E402
from mkref.games.mage_knight.cards import table as cards_table  # noqa: E402


def solo(*options: str, source: str = "red blue green", tactic: str = "1") -> Table:
    t = Table("first_recon", "Anna:Tovak", options=("--no-dummy", "--cards", *options))
    return t.start(source=source, units="peasants foresters herbalists", tactics=(tactic,))


def deeds(t: Table) -> dict:
    return cards_table.deeds_of(t.player("Anna"), t.state)


# -- Mana friendly (p. 16) ------------------------------------------------------------------------------


def test_p16_mana_friendly_no_gold_die_powers_a_red_card_while_a_red_die_is_unused():
    # Manafreundlich: liegt ein roter Würfel in der Quelle, darf niemand einen goldenen Würfel benutzen, um eine rote
    # Karte zu verstärken (p. 16). Source red, gold, blue by Day: Rage powered with the gold die is refused.
    t = solo("--variant", "mana_friendly", source="red gold blue")
    with refused("a gold die cannot stand in for red while a red die is unused in the Source", RuleViolation) as no:
        t.do("play rage powered die gold")
    assert no.value.ref == "p. 16"
    assert t.state["cur"]["dice_used"] == []  # nothing changed
    assert t.do("play rage powered die red")[0]["points"] == [["attack", 4, "melee", "physical"]]


def test_p16_mana_friendly_gold_still_stands_for_a_colour_the_source_lacks():
    # No white die in the Source: the gold die may stand in for white (Promise powered: Influence 4).
    t = solo("--variant", "mana_friendly", source="red gold blue")
    assert t.do("play promise powered die gold")[0]["points"] == [["influence", 4, "melee", "physical"]]
    plain = solo(source="red gold blue")  # without the variant gold stands for any colour by Day (p. 5)
    assert plain.do("play rage powered die gold")[0]["points"] == [["attack", 4, "melee", "physical"]]


# -- Combined effects: one Block against one attack (p. 5 §1a, p. 9 §3) -----------------------------------


def test_p5_one_block_is_not_split_between_two_enemy_attacks():
    # Eine kombinierte Wirkung gilt als eine einzige Wirkung: ihr Block geht nicht gegen unterschiedliche Feindangriffe
    # (p. 5 §1a); a Block names one attacking enemy (p. 9 §3). Prowlers attack 4, Diggers 3: the Block 2 of Rage, or
    # Block 7 told by value, named against both is refused, never silently given to the first one named.
    t = solo()
    t.do("combat prowlers diggers")
    t.do("next")
    t.do("play rage block")
    before = t.state
    for line in ("block prowlers, diggers: cards", "block prowlers, diggers: 7", "block prowlers und diggers: 7"):
        with refused("A Block goes against one enemy attack", RuleViolation) as no:
            t.do(line)
        assert no.value.ref == "p. 9"
    assert t.state == before  # nothing changed: the Block 2 of Rage is still there for one enemy
    assert "2 physical against 3: not enough" in " ".join(t.do("block diggers: cards")[0]["text"])


# -- Magic Talent (p. 5 §1c) ---------------------------------------------------------------------------


def talented() -> Table:
    """Magic Talent gained and drawn (a card gained lies on top of the deed deck, p. 5); the Spell offer revealed."""
    t = solo()
    t.do("offer spells fireball chill cure")
    t.do("gain aa magic_talent")
    t.do("play march sideways move")
    t.do("end")
    return t


def test_p5_magic_talent_plays_the_spell_of_the_discarded_colour_from_the_offer():
    # Magietalent (p. 5 §1c): Rage (red) discarded, Fireball (red) is played from the Spell offer as if in the hand,
    # its red mana paid from the Source: Ranged Fire Attack 5; it stays in the offer and never joins the deed cards.
    t = talented()
    with refused("Fireball is not one of your deed cards"):
        t.do("play fireball")  # no Magic Talent played yet
    t.do("play magic_talent with rage")
    assert deeds(t)["hand"] == 3  # 5 - Magic Talent - Rage
    event = t.do("play fireball")[0]
    assert event["points"] == [["attack", 5, "ranged", "fire"]] and event["from_offer"]
    assert "fireball" not in deeds(t)["owned"] and deeds(t)["hand"] == 3 and [c for c, _ in deeds(t)["played"]] == ["magic_talent"]
    assert t.state["card_offers"]["spells"] == ["fireball", "chill", "cure"]
    assert t.state["cur"]["dice_used"] == [0]  # the red die paid the Spell
    with refused("Fireball"):
        t.do("play fireball crystal red")  # one Spell a Magic Talent


def test_p5_magic_talent_refuses_a_spell_of_another_colour_and_takes_powered_at_night():
    t = talented()
    t.do("play magic_talent with rage")
    with refused("Magic Talent allows a red Spell from the offer this turn; Chill is not red", RuleViolation):
        t.do("play chill")
    t.state["time"] = "night"  # the same turn at Night: the powered effect, red and black mana (p. 4)
    t.state["source"] = ["red", "black", "blue"]
    t.state["players"][0]["crystals"]["red"] = 1
    event = t.events("play fireball powered crystal red die black")[0]
    assert event["from_offer"] and event["card"] == "fireball" and event["mode"] == "powered"


# -- The level-up's Advanced Action and the draw at the end of the turn (p. 11, steps 6-7) ------------------------


def leveled(played: int) -> Table:
    """Level 2 reached at the end of a turn with `played` cards played sideways (Fame 3, p. 11)."""
    t = solo()
    t.do("offer aa fire_bolt agility training")
    t.do("fame 3")
    for card in ("march", "stamina", "swiftness")[:played]:
        t.do(f"play {card} sideways move")
    t.do("end")
    return t


def test_p11_the_new_advanced_action_is_drawn_with_the_end_of_turn_draw():
    # Step 6 puts the Advanced Action on top of the deed deck, step 7 draws up to the hand limit (p. 11): 2 cards
    # played, 2 drawn, so Agility is one of them. Hand 5 (Agility and 4 others), deed deck 16 - 5 - 2 + 1 = 10.
    t = leveled(2)
    event = t.do("levelup shield_mastery cold_swordsmanship agility", "ice_bolt")[0]
    assert event["where"] == "hand" and "took it into the hand" in cards_table.describe(event)[0]
    assert (deeds(t)["hand"], deeds(t)["deck"], deeds(t)["top"]) == (5, 10, [])
    assert t.do("play agility")[0]["points"] == [["move", 2, "melee", "physical"]]


def test_p11_the_new_advanced_action_joins_the_hand_when_the_deck_ran_out():
    # The deck held 1 card when 2 were due: the draw would have taken Agility too. Hand 4 + 1, deck 0.
    t = leveled(2)
    t.state["players"][0]["deeds"].update(deck=0, hand=4, level_draw=[1, 1])
    t.do("levelup shield_mastery cold_swordsmanship agility", "ice_bolt")
    assert (deeds(t)["hand"], deeds(t)["deck"]) == (5, 0)


def test_p11_no_card_drawn_the_new_advanced_action_stays_on_top_of_the_deck():
    # Nothing played, the hand is at its limit of 5: the draw takes nothing, Agility waits on top of the deck (p. 5).
    t = leveled(0)
    t.do("levelup shield_mastery cold_swordsmanship agility", "ice_bolt")
    assert (deeds(t)["hand"], deeds(t)["deck"], deeds(t)["top"]) == (5, 12, ["agility"])
    with refused("Agility lies on top of your deed deck"):
        t.do("play agility")


def test_p11_the_end_of_turn_line_counts_the_wounds_in_hand_as_show_does():
    # 5 cards and a Wound, 2 cards played, 1 drawn (hand limit 5 counts the Wound, p. 11): hand 4 + 1 Wound = 5.
    t = solo()
    t.do("wound 1")
    t.do("play march sideways move")
    t.do("play stamina sideways move")
    lines = cards_table.describe(t.do("end")[-1])
    assert lines == ["Anna: deed deck 10, hand 5, discard pile 2"]
    assert cards_table.hand_line(t.state, t.player("Anna")).startswith("Deed deck 10, hand 5 (1 Wound(s)), discard 2")


# -- Great Start (Day tactic 5) -------------------------------------------------------------------------


def test_p4_great_start_draws_its_2_cards_when_chosen():
    # Tactic 5 Great Start: draw 2 cards when it is taken (the tactic card; the choice of tactics, p. 4 §3).
    # 16 Basic Actions, 5 in hand: deck 11 -> 9, hand 5 -> 7.
    t = solo(tactic="5")
    assert (deeds(t)["deck"], deeds(t)["hand"]) == (9, 7)
    other = solo(tactic="4")  # Planning draws nothing when chosen
    assert (deeds(other)["deck"], deeds(other)["hand"]) == (11, 5)


def test_p4_great_start_asks_the_wounds_drawn_when_the_deck_holds_some():
    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", options=("--cards",))
    t.do("prepare", "red blue green white", "peasants foresters herbalists utem_guardsmen")
    t.player("Ben")["deeds"] = dict(cards_table.deeds_of(t.player("Ben"), t.state), wounds_deck=1, deck=12)
    t.do("tactic 5", "1")  # Ben chooses first (lower in the column); one of the 2 cards drawn is a Wound
    ben = cards_table.deeds_of(t.player("Ben"), t.state)
    assert (ben["deck"], ben["hand"], ben["wounds_hand"], t.player("Ben")["wounds"]) == (10, 6, 1, 1)


# -- The Greatest Beating counts every Wound among the deed cards (p. 15) -----------------------------------


def test_p15_the_score_sheet_counts_the_wounds_of_the_whole_deed_deck():
    # Der größte Prügelknabe: -2 per Wound in the player's deck (p. 15), i.e. among all deed cards. 2 Wounds taken,
    # then discarded by a standard rest (p. 6): none left in hand, 2 in the discard pile; the sheet says 2, not 0.
    from mkref.games.mage_knight.table import texts
    from mkref.games.mage_knight.table.game import GAME

    t = solo()
    t.do("wound 2")
    t.do("rest march")
    t.do("end")
    status = GAME.status(t.state)
    anna = status["players"][0]
    assert anna["wounds"] == 0  # in hand
    assert {k: anna["deeds"][k] for k in ("wounds_in_hand", "wounds_in_deck", "wounds_in_discard", "wounds_total")} == {
        "wounds_in_hand": 0, "wounds_in_deck": 0, "wounds_in_discard": 2, "wounds_total": 2}
    assert texts.score_sheet(status)["players"][0]["wounds"] == 2


def test_p15_status_shows_the_wounds_in_deck_and_discard_in_both_languages():
    from rich.console import Console

    from mkref.games.mage_knight.shell.status_view import render_status
    from mkref.games.mage_knight.table.game import GAME

    t = solo()
    t.do("wound 2")
    t.do("rest march")
    t.do("end")
    shown = {}
    for lang in ("en", "de"):
        console = Console(record=True, width=200)
        render_status(GAME.status(t.state), console, lang)
        shown[lang] = " ".join(console.export_text().split())  # the view wraps at 80 columns
    assert "Anna: deed deck 10 (0 Wound(s)), hand 5 (0 Wound(s)), discard pile 3 (2 Wound(s)); 2 Wound(s) among the deed cards" in shown["en"]
    assert "Ablage 3 (2 Verletzung(en)); 2 Verletzung(en) unter den Handlungskarten" in shown["de"]
