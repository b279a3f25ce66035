"""A piped script's refusal summary speaks the game's language (issue 10 item 5, issue 11 item 3)."""

from __future__ import annotations


def test_the_refusal_summary_of_a_piped_script_follows_the_save(run):
    assert run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "de", "--lang", "de").code == 0
    german = run("play", "de", stdin="bewege NE\n")
    assert german.code == 1
    assert "Fehler: Zeile 1: bewege NE: abgelehnt: die Zeilen danach wurden nicht ausgeführt." in german.err
    english = run("play", "de", "--lang", "en", stdin="bewege NE\n")
    assert english.code == 1 and "Error: line 1: bewege NE: refused: the lines after it were not run." in english.err
