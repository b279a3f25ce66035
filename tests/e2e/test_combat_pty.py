"""`mkref combat` in a pseudo-terminal, answered as a newcomer would, without any documentation.

A keep assault: the Keep's Guardsmen defend it; Orc Summoners and Wolf Riders are rampaging enemies
drawn into the assault. One answer with a typo and one declaration the rules forbid are refused and
asked again. The summary at the end must hold the numbers worked out by hand from the rulebook:
Wolf Riders (armor 4, fame 3) fall to 4 ranged; the Summoners' Gargoyle (attack 5) is blocked by
4 ice + 1 sideways (no fame); the Guardsmen's 3 goes to the Guardian Golems, whose Physical
Resistance absorbs it without a wound (p. 9); 5 fire + 2 beat the Guardsmen's 7, 4 ice the
Summoners' 4. Fame 3 + 3 + 4 = 10; reputation -1 (assault) +1 +1 (two rampaging orcs) = +1.
"""

from __future__ import annotations

import io
import os
import re
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect", reason="pexpect is needed to drive a pseudo-terminal")
ROOT = Path(__file__).resolve().parents[2]
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r")


@pytest.fixture
def child(tmp_path):
    env = dict(os.environ)
    env.update(PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm", COLUMNS="100", LINES="40", NO_COLOR="1",
               MKREF_SAVES_DIR=str(tmp_path / "saves"), XDG_STATE_HOME=str(tmp_path / "state"))
    proc = pexpect.spawn(sys.executable, ["-m", "mkref", "combat"], env=env, cwd=str(ROOT), encoding="utf-8",
                         timeout=60, dimensions=(40, 100))
    proc.logfile_read = io.StringIO()
    yield proc
    if proc.isalive():
        proc.terminate(force=True)


def answer(child, prompt: str, text: str) -> None:
    """Wait until the question is on the screen, then type the answer. No pause: what is typed while
    prompt-toolkit still draws waits in the terminal's input, as at a real keyboard (no clock in the test)."""
    child.expect_exact(prompt)
    child.sendline(text)


def transcript(child) -> str:
    return ANSI.sub("", child.logfile_read.getvalue())


def test_newcomer_settles_a_keep_assault_with_summoners_and_wolf_riders(child):
    child.expect_exact("Mage Knight combat")
    answer(child, "Where is the fight?", "keep")
    answer(child, "Day or night?", "Tag")
    answer(child, "Enemy 1: name", "Guardsmen")
    child.expect_exact("added Guardsmen as 'guardsmen' (defender)")
    answer(child, "Enemy 2: name", "Orc Summoners")
    answer(child, "Is Orc Summoners a rampaging enemy", "yes")
    child.expect_exact("added Orc Summoners as 'orc_summoners' (rampaging)")
    # a typo: refused with the closest names, and the same question again
    answer(child, "Enemy 3: name", "Wolf Ryders")
    child.expect_exact("Error: Unknown enemy 'Wolf Ryders'")
    child.expect_exact("Did you mean: Wolf Riders")
    answer(child, "Enemy 3: name", "Wolf Riders")
    answer(child, "Is Wolf Riders a rampaging enemy", "yes")
    child.expect_exact("added Wolf Riders as 'wolf_riders' (rampaging)")
    answer(child, "Enemy 4: name", "")
    answer(child, "Hero level (1-10):", "3")
    child.expect_exact("level 3: armor 3, hand limit 5")
    answer(child, "Unit 1 (name;", "Guardian Golems")
    child.expect_exact("added Guardian Golems as 'guardian_golems'")
    answer(child, "Unit 2 (name;", "")
    # the ranged phase: the Guardsmen in a keep are doubly fortified; the declaration is refused, asked again
    answer(child, "Ranged or siege attack", "guardsmen: 7 siege")
    child.expect_exact("cannot be targeted in the ranged phase")
    child.expect_exact("(p. 9, p. 24)")
    answer(child, "Ranged or siege attack", "wolf riders: 4 ranged")
    child.expect(r"4 ranged against armor 4: defeated")
    answer(child, "Ranged or siege attack", "")
    answer(child, "orc_summoners summons: which brown token was drawn?", "Gargoyle")
    answer(child, "Block, e.g.", "orc summoners: 4 ice, 1 sideways")
    child.expect(r"= 5 against 5: blocked")
    answer(child, "Block, e.g.", "")
    answer(child, "guardsmen deals 3 damage: which units take it", "golems")
    answer(child, "Attack, e.g.", "guardsmen: 5 fire, 2")
    child.expect(r"= 7 against armor 7: defeated")
    answer(child, "Attack, e.g.", "orc summoners: 4 ice")
    child.expect_exact("Combat summary")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0

    text = transcript(child)
    assert "Traceback" not in text
    summary = text[text.rindex("Combat summary"):]
    rows = {m.group(1).strip(): m.group(2).strip() for m in re.finditer(r"│ ([^│]+?)\s+│ ([^│]+?)\s+│", summary)}
    assert rows["guardsmen (guardsmen)"] == "defeated in the attack phase, fame +3"
    assert rows["orc_summoners (orc_summoners)"].startswith("defeated in the attack phase, fame +4; summoned gargoyle")
    assert rows["wolf_riders (wolf_riders)"] == "defeated in the ranged phase, fame +3"
    assert rows["hero"] == "0 wound(s) into the hand, 0 onto the discard pile"
    assert rows["unit guardian_golems"] == "unhurt"
    assert rows["fame"] == "+10"
    assert rows["reputation"] == "+1"
    assert rows["site (keep)"] == "conquered, 1 shield(s)"
    # the walkthrough explains the golems' resistance and the summon without fame (long lines wrap beside the page)
    flat = re.sub(r"\s+", " ", text)
    assert "guardian_golems (Guardian Golems) resists physical: its armor 3 absorbs all 3 damage" in flat
    assert "The summoned Gargoyle is blocked and goes to its discard pile: no fame for it." in flat
