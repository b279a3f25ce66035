"""examples/games/cards_two_rounds.txt, played through `mkref play` as the README says (issue 16)."""

from __future__ import annotations

import shlex
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "examples/games/cards_two_rounds.txt"


def test_the_cards_example_plays_two_rounds(run):
    text = SCRIPT.read_text(encoding="utf-8")
    new_line = next(line for line in text.splitlines() if "mkref new" in line)
    args = shlex.split(new_line.split("mkref new", 1)[1])
    assert run("new", *args).code == 0
    out = run("play", "cards", stdin=text).out
    expected = [
        "Anna: Crystallize (basic): gain 1 red crystal",  # a Source die pays the mana (p. 5)
        "Error: You have already taken 1 die (dice) from the Source this turn; a card must allow more. (p. 5)",
        "Error: Fireball is not one of your deed cards. (p. 4)",
        "Error: The end of the round may be announced only with an empty deed deck; 7 card(s) are left. (p. 6)",
        "Anna: Threaten (powered): Influence 5; Reputation -1",  # paid with the red crystal
        "Anna: Tranquility (basic): draw 1 card",
        "Anna: deed deck 0, hand 2, discard pile 14, even-level choice: type 'levelup'",
        "Anna: skill Shield Mastery, Advanced Action Agility (on top of the deed deck, so the draw of the turn's end took it into the hand; option 1)",
        "Error: Shield Mastery has already been used this turn (once a turn). (p. 5)",
        "Anna: Agility (basic): Move 2",  # drawn with the last 2 cards of the deck (p. 11, steps 6-7)
        "Error: Your deed deck and your hand are empty: you must announce the end of the round. (p. 6)",
        "Anna announced the end of the round",
        "Anna: deed deck 12, hand 5, discard pile 0",  # round 2: 17 cards reshuffled, 5 drawn (p. 4)
        "Error: Gold mana cannot be used at Night. (p. 5)",
        "Anna: March (powered): Move 4",
        "Anna: Shield Mastery: Block 3",
        "Anna moved to forest for 5",
    ]
    position = 0
    for line in expected:
        found = out.find(line, position)
        assert found >= 0, f"missing or out of order: {line}"
        position = found
    assert "Traceback" not in out
