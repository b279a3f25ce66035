"""examples/games/pvp_full_conquest_2p.txt through the real CLI: a draw, a stolen artifact, a skipped turn."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
SCRIPT = ROOT / "examples" / "games" / "pvp_full_conquest_2p.txt"


def test_scripted_competitive_game_with_fights_between_heroes(run):
    text = SCRIPT.read_text(encoding="utf-8")
    new_line = next(line for line in text.splitlines() if "mkref new" in line)
    made = run("new", *new_line.split("mkref new", 1)[1].split())
    assert made.code == 0, made.err
    out = run("play", "duel", stdin=text).out
    # the two refusals the script makes on purpose, with their pages
    assert "Error: A fight starts when a hero enters another hero's space and stops there this turn. (p. 12)" in out
    assert "Error: A fight between heroes is running. (p. 12)" in out
    assert out.count("Error:") == 2
    # the draw (p. 13), with the rulebook's ranged example (p. 12)
    assert "4 - 2 = 2 damage, assigned by the attacker. (p. 12)" in out
    assert "4 - 1 = 3 damage, assigned by the attacker. (p. 12)" in out
    assert "a draw, nobody gains Fame; Anna withdraws" in out
    # the stolen artifact and the forced withdrawal (p. 13)
    assert "Sword of Justice is stolen for 5 damage; 3 left. (p. 13)" in out
    assert "Anna is forced to withdraw to hills for 3 damage" in out
    assert "Anna's Round Order token was face down: it is turned up and the turn is skipped. (p. 12)" in out
    mid = text.split("withdraw hills\n")[0] + "withdraw hills\n"  # up to the won fight, before Ben ends his turn
    made = run("new", *new_line.split("mkref new", 1)[1].replace("--save duel", "--save mid").split())
    assert made.code == 0, made.err
    run("play", "mid", stdin=mid)
    assert json.loads(run("status", "mid", "--json").out)["players"][0]["round_order_face_down"] is True
    status = json.loads(run("status", "duel", "--json").out)
    anna, ben = status["players"]
    assert (anna["cards"]["artifact"], ben["cards"]["artifact"]) == (0, 1)
    assert (anna["wounds"], ben["wounds"]) == (2, 1)
    assert anna["position"]["terrain"] == "hills" and status["active_player"] == "Anna"
