"""The cards in the tracked game (issue 16): the game knows the card events, a game without --cards is as it
was, and a game with them refuses what the cards rules refuse, the state unchanged."""

from __future__ import annotations

from mkref.games.mage_knight.cards.part import EVENT_TYPES
from mkref.games.mage_knight.parts import part
from mkref.games.mage_knight.table import state as gs

START = ["prepare", "red green blue", "peasants herbalists foresters", "tactic 1"]


def test_the_game_knows_every_card_event():
    assert part("cards").event_types == set(EVENT_TYPES)  # the deed cards are the registered part "cards"
    assert all(kind in gs.EVENT_TYPES for kind in EVENT_TYPES)
    assert set(EVENT_TYPES) <= set(iter(gs.EVENT_TYPES))  # a save lists their versions, as it did before the part


def test_without_cards_the_game_takes_values_as_before(run):
    assert run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--no-dummy", "--no-map", "--save", "plain").code == 0
    out = run("play", "plain", "--keep-going", stdin="\n".join([*START, "play march", "play 4 move", "show"]) + "\n").out
    assert "start one with 'mkref new mage-knight ... --cards'" in out
    assert "played 4 move" in out and "not check" not in out and "Deed deck" not in out


def test_with_cards_values_are_taken_and_said_unchecked(run):
    args = ["--scenario", "first_recon", "--player", "Anna:Tovak", "--no-dummy", "--no-map", "--cards", "--save", "tracked"]
    assert run("new", "mage-knight", *args).code == 0
    out = run("play", "tracked", "--keep-going", stdin="\n".join([*START, "play 4 move", "play marsch", "rest march", "show"]) + "\n").out
    assert "Move 4: taken as told; the referee does not check cards played by value" in out
    assert "Anna: March (basic): Move 2" in out
    assert "Deed deck 11, hand 4 (0 Wound(s)), discard 0" in out


def test_cards_played_in_combat_are_used_by_attack_and_block_p9(run):
    args = ["--scenario", "first_recon", "--player", "Anna:Tovak", "--no-dummy", "--no-map", "--cards", "--save", "fight"]
    assert run("new", "mage-knight", *args).code == 0
    lines = [*START, "play march", "move plains", "combat prowlers rampaging", "next", "play rage block",
             "block prowlers: cards", "next", "next", "play swiftness sideways attack", "play stamina sideways attack",
             "play promise sideways attack", "attack prowlers: cards", "attack prowlers: cards"]
    out = run("play", "fight", "--keep-going", stdin="\n".join(lines) + "\n").out
    assert "block prowlers: 2\n" in out  # Rage's Block 2 (p. 9)
    assert "attack prowlers: 1 sideways, 1 sideways, 1 sideways" in out and "= 3 against armor 3: defeated" in out
    assert "No attack from cards is waiting" in out  # used up by the first attack


def test_german_words_and_refusals(run):
    args = ["--scenario", "first_recon", "--player", "Anna:Tovak", "--no-dummy", "--no-map", "--cards", "--lang", "de", "--save", "de"]
    assert run("new", "mage-knight", *args).code == 0
    lines = [*START, "play marsch stark würfel rot", "play marsch stark würfel grün", "play wut angriff tippfehler"]
    out = run("play", "de", "--keep-going", stdin="\n".join(lines) + "\n").out
    assert "Marsch braucht grünes Mana; rot bezahlt das nicht. (S. 4)" in out  # a German page is "S." (msg)
    assert "Anna: Marsch (stark): Bewegung 4" in out
    assert "Wut kann mit 'tippfehler' nichts anfangen" in out
