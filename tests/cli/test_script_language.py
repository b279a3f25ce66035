"""A piped script's refusal summary speaks the game's language (issue 10 item 5, issue 11 item 3)."""

from __future__ import annotations


def test_the_refusal_summary_of_a_piped_script_follows_the_save(run):
    assert run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "de", "--lang", "de").code == 0
    german = run("play", "de", stdin="bewege NE\n")
    assert german.code == 1
    assert "Fehler: Zeile 1: bewege NE: abgelehnt: die Zeilen danach wurden nicht ausgeführt." in german.err
    english = run("play", "de", "--lang", "en", stdin="bewege NE\n")
    assert english.code == 1 and "Error: line 1: bewege NE: refused: the lines after it were not run." in english.err


def test_a_game_without_a_map_says_so_and_points_to_status(run):
    assert run("new", "rune-age", "--scenario", "dragonlords", "--player", "Ann:Daqan", "--player", "Ben:Latari", "--save", "ra").code == 0
    refused = run("map", "ra")
    assert refused.code == 1
    assert "No map to draw for 'ra': Rune Age is played without a map of explored tiles." in refused.err
    assert "'mkref status ra' shows the table" in refused.err
