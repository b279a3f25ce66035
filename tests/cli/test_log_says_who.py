"""Every `log` line says who did what (issue 20 item 7): Mage Knight's played values, Source dice and combat steps
carry no player, so the log names the player whose turn it was; the table's own steps (a round prepared) name
nobody."""

from __future__ import annotations

FIRST_EVENING = "prepare\nred blue gold\npeasants foresters herbalists\ntactic 2\nplanning\nplay 5 move\ndie blue\n"


def test_mage_knight_log_names_the_player_of_a_played_value_and_a_source_die(run):
    assert run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "evening", "--seed", "3").code == 0
    out = run("play", "evening", stdin=FIRST_EVENING + "log\n").out
    logged = out.split("> log\n")[1].splitlines()
    assert logged[0].startswith("   1. round 1 prepared")  # the table's step: nobody's
    assert "   3. Anna: played 5 move" in logged
    assert any(line.startswith("   4. Anna: ") for line in logged)  # the Source die she took
    german = run("play", "evening", "--lang", "de", stdin="protokoll\n").out
    assert "   3. Anna: 5 Bewegung gespielt" in german
