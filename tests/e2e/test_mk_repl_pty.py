"""The real REPL in a pseudo-terminal: completion, an illegal step refused with its page, undo, quit and resume."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def env(tmp_path):
    env = dict(os.environ)
    env.update(
        MKREF_SAVES_DIR=str(tmp_path / "saves"), PROMPT_TOOLKIT_NO_CPR="1", NO_COLOR="1", TERM="xterm",
        XDG_STATE_HOME=str(tmp_path / "state"), COLUMNS="120", LINES="40",
    )
    subprocess.run([sys.executable, "-m", "mkref", "new", "mage-knight", "--scenario", "full_conquest", "--player", "Anna:Tovak",
                    "--player", "Ben:Goldyx", "--no-map", "--save", "pty", "--seed", "5"], env=env, check=True, capture_output=True, cwd=ROOT)
    return env


def spawn(env):
    child = pexpect.spawn(sys.executable, ["-m", "mkref", "play", "pty"], env=env, cwd=str(ROOT), encoding="utf-8", timeout=60, dimensions=(40, 120))
    child.expect("mkref>")
    return child


def type_then_tab(child, text):
    """Type, wait until the terminal shows it, then press Tab (completion runs once the line is drawn)."""
    child.send(text)
    child.expect(text)  # drawn: prompt-toolkit has read it, so the Tab completes the whole of it
    child.send("\t")


def test_repl_completion_refusal_undo_quit_resume(env, tmp_path):
    child = spawn(env)
    # completion of a command name: "prep" + Tab
    type_then_tab(child, "prep")  # completes to 'prepare': Enter then runs it
    child.expect("are")
    child.send("\r")
    child.expect("Source: the colours of 4 mana dice")
    child.sendline("roll")
    child.expect("rolled: ")
    child.expect("Unit offer")
    child.sendline("roll")
    child.expect("round 1 prepared")
    child.expect("mkref>")
    child.sendline("tactic 1")
    child.expect("Ben took tactic 1 Early Bird")
    child.sendline("tactic 2")
    child.expect("Turn: Ben")
    child.sendline("play 2 move")
    child.expect("played 2 move")
    # an illegal step: the forest costs 3 by Day
    child.sendline("move forest")
    child.expect(r"Error: Not enough Move points to enter the forest: it costs 3 by Day, you have 2 left\. \(p\. 7\)")
    child.expect("mkref>")  # the next prompt is drawn: typing now goes into it
    # completion of an argument: terrain names after 'move '
    type_then_tab(child, "move pla")  # completes to 'move plains': the terminal redraws the rest
    child.expect("ins")
    child.send("\r")
    child.expect("Ben moved to plains for 2")
    child.sendline("undo")
    child.expect("undo: Ben moved to plains for 2")
    child.sendline("quit")
    child.expect("Saved: ")
    child.expect(pexpect.EOF)
    # resume: the undone move is gone, the played points are still there
    child = spawn(env)
    child.sendline("show")
    child.expect(r"Round 1/6 Day \| Ben \| movement \| move 2")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert (tmp_path / "state" / "mkref" / "history").exists()
    assert not list((tmp_path / "saves").glob("*history*"))
