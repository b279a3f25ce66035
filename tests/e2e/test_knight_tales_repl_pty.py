"""Knight Tales in a real terminal: a newcomer's short session with help, commands out of phase, a
German command and German die faces, a face-down target, undo, quit and resume (pp. 7, 9, 11, 15)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")
ROOT = Path(__file__).resolve().parents[2]
CARDS = ("card knight gaelic start_health=5 fatigue_start=2:11 yellow_from=8 red_from=10",
         "card knight tartos start_health=5 fatigue_start=2:11 yellow_from=8 red_from=10")


@pytest.fixture
def env(tmp_path):
    env = dict(os.environ)
    env.update(
        MKREF_SAVES_DIR=str(tmp_path / "saves"), PROMPT_TOOLKIT_NO_CPR="1", NO_COLOR="1", TERM="xterm",
        XDG_STATE_HOME=str(tmp_path / "state"), COLUMNS="120", LINES="40",
    )
    env.pop("MKREF_LANG", None)
    subprocess.run([sys.executable, "-m", "mkref", "new", "knight-tales", "--player", "Ann:Gaelic", "--player", "Ben:Tartos",
                    "--save", "kt-pty", "--seed", "3"], env=env, check=True, capture_output=True, cwd=ROOT)
    return env


def spawn(env):
    child = pexpect.spawn(sys.executable, ["-m", "mkref", "play", "kt-pty"], env=env, cwd=str(ROOT), encoding="utf-8", timeout=60,
                          dimensions=(40, 120))
    child.expect("mkref>")
    return child


def test_a_newcomers_session_help_mistakes_undo_quit_resume(env):
    child = spawn(env)
    child.sendline("help")
    child.expect(r"order \(reihenfolge\)")
    child.expect("Shell:")
    child.expect("mkref>")
    # a day before the order roll: refused with the page and the next step (p. 7)
    child.sendline("day")
    child.expect(r"Error: Not now: a new day \(the game is in phase 'player order'\)\. \(p\. 7\) Type 'order' to roll for the player order\.")
    child.expect("mkref>")
    for line in CARDS:
        child.sendline(line)
        child.expect("Noted for this game")
        child.expect("mkref>")
    # the German command name and German die faces; Ann rolls 1 sword, Ben none (p. 7)
    child.sendline("reihenfolge")
    child.expect("Ann: faces of the black and the red die")
    child.sendline("Schwert Schild")
    child.expect("Ann: face of the knight die")
    child.sendline("Schild")
    child.expect("Ben: faces of the black and the red die")
    child.sendline("leer leer")
    child.expect("Ben: face of the knight die")
    child.sendline("Glaube")
    child.expect(r"Ann: 1 sword\(s\), village space 3\.")
    child.expect(r"Ben: 0 sword\(s\), village space 4\.")
    child.expect("mkref>")
    child.sendline("tag")
    child.expect("Which quest of deck I is revealed")
    child.sendline("row_2_or_3")
    child.expect(r"Day 1: .*Order: Ann, Ben\. \(p\. 7\)")
    child.expect("mkref>")
    # Ben out of turn (p. 7); then both pass, Ben takes battlefield space 1 (p. 9)
    child.sendline("pass Ben")
    child.expect(r"Error: It is Ann's turn, not Ben's: turns follow the player order\. \(p\. 7\)")
    child.expect("mkref>")
    child.sendline("passen")
    child.expect(r"Ann passes: battlefield space 1\. \(p\. 9\)")
    child.expect("mkref>")
    child.sendline("undo")
    child.expect("undo: Ann passes")
    child.expect("mkref>")
    child.sendline("quit")
    child.expect("Saved: ")
    child.expect(pexpect.EOF)
    # resume: the undone pass is gone, it is still Ann's day turn
    child = spawn(env)
    child.sendline("status")
    child.expect(r"Knight Tales, standard game, difficulty Heroic: round 1, day\.")
    child.expect(r"Turn: Ann\.")
    child.expect("mkref>")
    # the boss is not out yet: the night before everyone passed is refused (p. 11)
    child.sendline("night")
    child.expect(r"Error: Not now: the night .*\(p\. 11\) Day turn of Ann: buy, trophy or pass\.")
    child.sendline("quit")
    child.expect(pexpect.EOF)
