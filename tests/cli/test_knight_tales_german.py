"""A whole standard game of Knight Tales played by a German table (issue 20 items 3, 6, 7): the example game
of examples/games/knight-tales_standard_2p.txt with German commands, answers, card and quest names. Nothing
English and no id reaches the table; results come before the question that follows from them; `stand`
shows the running score; every `log` line says who did what."""

from __future__ import annotations

import json
import re
from pathlib import Path

SCRIPT = Path(__file__).with_name("knight-tales_standard_2p_de.txt")
# words of the English catalogue that have no place in a German sentence
ENGLISH = re.compile(r"\b(the|and|of|to|is|with|attack|attacks|damage|wound|wounds|turn|lane|night|day|done|none|yes|no|sword|shield|blank|"
                     r"doom|faith|black|red|knight|monster|boss card|player|order|round|step|left|village|destroyed|result|next|score|green|"
                     r"yellow|heroic|quest of|reroll|extra|end|type|reaction|action|minion|farmhouse|well|ox cart|takes|moves|The|Result|Next|Score|Lane|"
                     r"Turn|Night|Day|Step|Attack|Pool|Boss:|Village|Quest for|Everyone|Noted|Error)\b")
ID = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
PAGE = re.compile(r"\bpp?\. \d")


def _play(run):
    first = SCRIPT.read_text().splitlines()[0]
    args = first.split("mkref new", 1)[1].split()
    made = run("new", *args)
    assert made.code == 0, made.err
    played = run("play", "kt-standard-de", stdin=SCRIPT.read_text() + "log alle\nhilfe\n")
    assert played.code == 0, played.err
    return made.out, played.out


def _read_by_the_table(out: str) -> list[str]:
    """The lines mkref wrote: the echoed command lines and the answers typed after a question are the table's own."""
    lines = []
    for line in out.splitlines():
        if line.startswith("> "):
            continue
        if line.startswith("? "):
            line = line.rsplit(": ", 1)[0]
        lines.append(re.sub(r"\S*/\S*", "", line.replace("Knight Tales", "")))  # the game's name and the save's path are no words
    return lines


def test_a_whole_german_game_shows_no_english_and_no_id(run):
    made, out = _play(run)
    help_start = out.index("Start:")  # `hilfe`: the command column names each command in both languages (core's help)
    lines = _read_by_the_table(made) + _read_by_the_table(out[:help_start])
    lines += [line.split("  ", 2)[-1] for line in _read_by_the_table(out[help_start:])]
    assert [line for line in lines if ENGLISH.search(line)] == []
    assert [line for line in lines if ID.search(line)] == []
    assert [line for line in lines if PAGE.search(line)] == []
    # the refusals the script makes on purpose (4 before the first day, 3 in night 1) and nothing else
    assert out.count("Fehler:") == 7
    assert "Fehler: Ben besitzt Speer nicht. (S. 15)" in out
    assert "Das Dorf hat die dritte Nacht überstanden: alle haben gewonnen. (S. 22)" in out


def test_results_come_before_the_question_that_follows_p19_p21(run):
    _, out = _play(run)
    # p. 19: Ben's attack on the Goblin at a1 (1 sword against no shield, 1 HP) destroys it; the card behind moves
    # up and is revealed: the table sees the result first, then what comes next
    assert ("? Ergebnis: Ben gegen Goblin: 1 Schaden, 0 Wunde(n); vernichtet, die Karte erhält Ben. "
            "Als Nächstes: a1: welches Monster wird aufgedeckt: Flugbestie") in out
    # p. 21, night 3: the Goblin left in lane c deals 1, the boss still alive 1 to each lane; lane c has 1 lane HP
    # left, so 1 point reaches the village, and the table picks the building after reading where the damage comes from
    lost = out.index("Als Nächstes: Welches Gebäude des Dorfs geht verloren: Farmhaus")
    assert out.rindex("Bahn c erleidet 2 Schaden (Goblin 1, Boss 1): 0 Bahn-LP übrig, 1 auf das Dorf.", 0, lost + 200) < lost
    assert "  durch: Goblin 1, Boss 1. (S. 21)" in out


def test_status_shows_the_running_score_p22(run):
    _, out = _play(run)
    # after night 1 (p. 22): Ann: A = Battle Axe 1 VP; B = one market type, 0; C = Flying Beast 2 + Ghoul 1 + Troll 4 +
    # Goblin 1 + Warlord 5 = 13; D = 5 monster types (beast minion, undead minion, beast champion, orc minion, boss) = 10;
    # E = no quest; F = renown card I, green zone = 5; G = 14 gold = 4
    assert "Wertung bisher (vorläufig" in out
    assert "Ann: A 1, B 0, C 13, D 10, E 0, F 5, G 4 = 33" in out
    # Ben: quest 1 (first slot, 5), Goblin 1 + Centaur 2 + Goblin 1 + Zombie 1 + Zombie 1 = 6, 3 types = 3, 15 gold = 5
    assert "Ben: A 0, B 0, C 6, D 3, E 5, F 5, G 5 = 24" in out


def test_every_log_line_says_who_did_what(run):
    _, out = _play(run)
    log = [line for line in out.splitlines() if re.match(r"^ *\d+\. ", line)]
    assert len(log) > 40
    for line in log:
        assert re.search(r"\b(Ann|Ben|Tisch|Boss|Bahn|Dorf|Nacht \d endet|Ritter|Spiel)\b", line), line
    assert any("der Tisch nennt die Werte von Flugbestie" in line for line in log)
    assert any("Ben greift Goblin an (vernichtet)" in line for line in log)


def test_the_save_holds_no_language_and_plays_in_english_too(run):
    _play(run)
    again = run("play", "kt-standard-de", "--lang", "en", stdin="status\n")
    assert "Legendary knight: Ann." in again.out and "Legendärer" not in again.out
    save = json.loads(run("status", "kt-standard-de", "--json").out)
    assert save["phase"] == "game_over" and save["winner"] == ["Ann"]


def test_a_refused_mkref_new_speaks_the_language_asked_for(run, monkeypatch):
    """The refusal of `mkref new knight-tales` is said wholly in --lang (else $MKREF_LANG), like every game's."""
    monkeypatch.delenv("MKREF_LANG", raising=False)
    german = run("new", "knight-tales", "--player", "Ana:gaelik", "--lang", "de")
    assert german.code == 1 and german.err.startswith("Fehler: Unbekannt (Ritter) 'gaelik': nichts trägt diesen Namen oder diese Id. "
                                                      "Meinten Sie: Gaelic;")
    solo = run("new", "knight-tales", "--mode", "solo", "--lang", "de")
    assert solo.err == "Fehler: Das Spiel „solo“ ist für 1-1 Ritter: 0 angegeben. (S. 27) Je Spieler ein --player NAME:RITTER.\n"
    monkeypatch.setenv("MKREF_LANG", "de")
    english = run("new", "knight-tales", "--mode", "solo", "--lang", "en")
    assert english.err == "Error: The solo game is for 1-1 knight(s): 0 given. (p. 27) Add --player NAME:KNIGHT per player.\n"
