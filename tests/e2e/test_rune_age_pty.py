"""Rune Age at a real terminal: a question asked on its own prompt, a refusal with its page, undo, quit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")
ROOT = Path(__file__).resolve().parents[2]


def test_rune_age_at_the_prompt(tmp_path):
    env = dict(os.environ)
    env.update(MKREF_SAVES_DIR=str(tmp_path / "saves"), PROMPT_TOOLKIT_NO_CPR="1", NO_COLOR="1", TERM="xterm",
               XDG_STATE_HOME=str(tmp_path / "state"), COLUMNS="120", LINES="40")
    subprocess.run([sys.executable, "-m", "mkref", "new", "rune-age", "--scenario", "runewars", "--player", "Ann:Uthuk",
                    "--player", "Ben:Daqan", "--save", "pty"], env=env, check=True, capture_output=True, cwd=ROOT)
    child = pexpect.spawn(sys.executable, ["-m", "mkref", "play", "pty"], env=env, cwd=str(ROOT), encoding="utf-8", timeout=60, dimensions=(40, 120))
    child.expect("mkref>")
    child.sendline("siege stronghold")
    child.expect(r"Strongholds cannot be besieged. \(p. 12\)")
    child.sendline("battle Riverwatch")
    child.expect("Strength needed to take Riverwatch")
    child.sendline("2")
    child.expect("Ann battles Riverwatch")
    child.sendline("undo")
    child.expect("undo: Ann: battle against Riverwatch")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_a_german_table_at_the_prompt_help_refusal_undo_quit_and_resume(tmp_path):
    env = dict(os.environ)
    env.update(MKREF_SAVES_DIR=str(tmp_path / "saves"), PROMPT_TOOLKIT_NO_CPR="1", NO_COLOR="1", TERM="xterm",
               XDG_STATE_HOME=str(tmp_path / "state"), COLUMNS="120", LINES="40")
    made = subprocess.run([sys.executable, "-m", "mkref", "new", "rune-age", "--scenario", "runewars", "--player", "Ann:Uthuk",
                           "--player", "Ben:Daqan", "--save", "de", "--lang", "de"], env=env, capture_output=True, text=True, cwd=ROOT)
    assert made.returncode == 0 and "Runenkriege" in made.stdout
    child = pexpect.spawn(sys.executable, ["-m", "mkref", "play", "de"], env=env, cwd=str(ROOT), encoding="utf-8", timeout=60, dimensions=(40, 120))
    child.expect("mkref>")
    child.sendline("hilfe")
    child.expect(r"schlacht +Schlacht gegen Festung, neutrale Stadt")  # a German game speaks German only
    child.expect(r"Ereignisphase:")
    child.expect("mkref>")
    child.sendline("belagern Festung")
    child.expect(r"Festungen können nicht belagert werden. \(S. 12\)")  # German page (msg)
    child.sendline("schlacht Riverwatch")
    child.expect("Stärke, um Riverwatch einzunehmen")
    child.sendline("2")
    child.expect("Ann führt eine Schlacht gegen Riverwatch")
    child.sendline("ende")
    child.expect(r"'ende' ist kein Kampfschritt")
    child.sendline("rückgängig")
    child.expect("Ann: Schlacht gegen Riverwatch")
    child.sendline("beenden")
    child.expect(pexpect.EOF)
    again = pexpect.spawn(sys.executable, ["-m", "mkref", "play", "de"], env=env, cwd=str(ROOT), encoding="utf-8", timeout=60, dimensions=(40, 120))
    again.expect(r"Rune Age Runde 1: Ann ist am Zug")
    again.sendline("schlacht Riverwatch")
    # undo took back the battle, but the city's printed strength stays in the table's card file: not asked again
    again.expect(r"Stärke, um Riverwatch einzunehmen[\s\S]*?: 2\s+\(Kartendatei\s+des\s+Tisches\)")  # wrapped at 120 columns
    again.expect(r"Ann führt eine Schlacht gegen Riverwatch \(Stärke 2")
    again.sendline("beenden")
    again.expect(pexpect.EOF)
