"""Issue 20 item 3: a German Mage Knight table reads German only.

A German evening is played as a German table types it (German commands, German answers, a tracked combat
in which the hero and a unit take wounds, refused commands, `hilfe`, `protokoll`, `zeige`) and every line the
program writes is checked: no English sentence (a list of English marker words) and no internal id (no
snake_case word, no enemy or unit id). Page references read "S.". The same save in English stays English.
"""

from __future__ import annotations

import re

NEW = ("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--dummy", "arythea", "--no-map",
       "--save", "abend", "--seed", "7", "--lang", "de")

# Round 1 of First Reconnaissance (pp. 18-19), all in German: a village, a unit, the dummy, a tile, and a fight
# against rampaging Prowlers (armor 3, attack 4, fame 2) in which the Peasants (armor 3) and the hero take damage.
EVENING = """\
vorbereiten
rot blau gold
Bauern Kräuterkundige Förster
taktik 1
Manaraub
spiele 4 bewegung
bewegen Hügel
#! refused
bewegen Ebene Dorf
2 bewegung
bewegen Ebene Dorf
interagieren
spiele 4 einfluss
anwerben Bauern
zugende
attrappe
grün blau weiß
rot
5 bewegung
#! refused
bewegen Hügl
erkunden
bewegen Wald
#! refused
kampf Herumtreibr umherziehend
kampf Herumtreiber umherziehend
weiter
weiter
schaden Herumtreiber: Bauern
weiter
angriff Herumtreiber: 3, 1 seitwärts
weiter
#! refused
bewegn Wald
zeige
protokoll
hilfe
hilfe kampf
hilfe bewegen
zugende
"""

# English words that have no business in a German game's output (each as a whole word).
ENGLISH = ("the", "The", "is", "and", "of", "takes", "wound", "wounds", "Hero", "hero", "armor", "attacks", "damage",
           "blocked", "defeated", "by Day", "at Night", "movement", "rampaging", "sideways", "Did you mean", "Unknown",
           "Error", "level", "hand limit", "phase", "skipped", "reputation", "fame", "combat", "recruited", "ended",
           "started", "provoked", "move", "explore", "interact", "recruit", "tactic", "prepare")
ENGLISH_WORD = re.compile(r"(?<![\w-])(" + "|".join(re.escape(w) for w in ENGLISH) + r")(?![\w-])")
SNAKE_ID = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
IDS = ("prowlers", "peasants", "herbalists", "foresters", "mana_steal")


def _read_lines(out: str) -> list[str]:
    """What the program wrote: not the echoed commands ('> ...') nor the answers typed after a question."""
    lines = []
    for line in out.splitlines():
        if line.startswith("> "):
            continue
        if line.startswith("? "):  # '? question: answer' -- the question is the program's, the answer the table's
            line = line.rsplit(": ", 1)[0]
        if line.startswith("'hilfe BEFEHL' (help COMMAND)") or line.startswith("  auch: "):  # name the English commands on purpose
            continue
        lines.append(line)
    return lines


def _english_in(lines: list[str]) -> list[str]:
    found = []
    for line in lines:
        if ENGLISH_WORD.search(line) or SNAKE_ID.search(line) or " (p. " in line or any(re.search(rf"\b{i}\b", line) for i in IDS):
            found.append(line)
    return found


def test_issue20_a_german_evening_with_a_combat_reads_no_english_and_no_id(run):
    made = run(*NEW)
    assert made.code == 0, made.err
    played = run("play", "abend", stdin=EVENING)
    assert played.code == 0, played.out + played.err
    lines = _read_lines(played.out)
    assert _english_in(lines) == []
    out = played.out
    # the tracked combat, step by step, in German with names (p. 9: 4 damage, Peasants' armor 3 -> 1 wound;
    # the hero takes the rest: 1 damage, armor 2 -> 1 wound; p. 10: 4 against armor 3 defeats, fame +2)
    assert "Anna beginnt einen Kampf gegen Herumtreiber (umherziehend)" in out
    assert "  Held Level 1: Rüstung 2, Handkartenlimit 5. (S. 3)" in out
    assert "  Herumtreiber greift an: physisch 4. (S. 9)" in out
    assert "    Herumtreiber: 4 Schaden (physisch)" in out
    assert "  Bauern erhält 1 Verletzung(en); Rüstung 3 senkt den Schaden von 4 auf 1. (S. 9)" in out
    assert "  Der Held erhält 1 Schaden: 1 Verletzung(en) auf die Hand (1 je 2 Rüstung, aufgerundet). (S. 9)" in out
    assert "  Angriff auf Herumtreiber: 3 physisch + 1 quer = 4 gegen Rüstung 3: besiegt, Ruhm +2. (S. 10)" in out
    assert "  Umherziehende(r) Herumtreiber besiegt: Ansehen +1. (S. 10)" in out
    # names instead of ids; did-you-mean in German; hilfe with German verbs, usages and examples
    assert "Anna rekrutiert Bauern für 4 Einfluss" in out
    assert "Meintest du: Hügel." in out and "Meintest du: Herumtreiber." in out and "Meintest du: bewegen, " in out
    assert "Ein Zug:     spiele bewegen erkunden" in out and "Eingabe:     hilfe rückgängig" in out
    assert "kampf FEIND ... [umherziehend] [niederbrennen]" in out and "  Beispiel: kampf Herumtreiber" in out
    assert "| Kampf |" in out  # the bottom bar names the turn's action


def test_issue20_the_same_german_save_reads_english_on_request(run):
    assert run(*NEW).code == 0
    assert run("play", "abend", stdin=EVENING).code == 0
    english = run("play", "abend", "--lang", "en", stdin="log all\nhelp combat\n").out
    assert "Anna started a combat against prowlers (rampaging)" in english
    assert "Anna recruited Peasants as peasants for 4 Influence" in english
    assert "combat ENEMY ... [rampaging] [burn]" in english and "  example: combat prowlers" in english


def test_issue20_a_german_map_shows_and_takes_german_directions(run):
    made = run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "karte", "--lang", "de", "--seed", "7")
    assert made.code == 0, made.err
    played = run("play", "karte", stdin="vorbereiten\nroll\nroll\ntaktik 1\nroll\n5 bewegung\nbewegen NO\nkarte\n#! refused\nbewegen Axx\n")
    assert played.code == 0, played.out + played.err
    out = played.out
    assert "Anna zieht nach Ano Wald für 3" in out  # the space 'Ane' (north-east of the portal) reads 'Ano' (NO)
    assert "Anna: zieht nach Ano" in out and "NO/O/SO/SW/W/NW" in out and "NE/E/SE" not in out
    assert "Ane" not in out and "Ano    Helden: Anna" in out
    assert "(z. B. c3no), oder eine Richtung (NO, O, SO, SW, W, NW)" in out  # the refusal of 'Axx'
    # a German label is taken as typed: 'Ao' is the space east of the portal ('Ae')
    there = run("play", "karte", stdin="undo\n#! refused\nbewegen SW\nbewegen Ao\n")
    assert there.code == 0 and "Anna zieht nach Ao Ebene" in there.out, there.out + there.err
    assert "Fehler: Asw kann nicht betreten werden: Meer ist unpassierbar (X auf der Tag-/Nachttafel). (S. 7 §3a)" in there.out  # p. 7
    english = run("map", "karte", "--lang", "en").out
    assert "NE/E/SE/SW/W/NW" in english and "Ae " in english and "Ao" not in english


def test_issue20_a_save_written_before_loads_and_replays_the_same(run, saves_dir):
    """Before issue 20 the state held the save's language and a German game wrote its referee's notes in German;
    such a save loads, replays to the same state and shows its notes as they were written."""
    assert run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--no-dummy", "--no-map", "--cards",
               "--save", "alt", "--lang", "de", "--seed", "3").code == 0
    assert run("play", "alt", stdin="vorbereiten\nrot blau gold\nBauern Kräuterkundige Förster\ntaktik 1\nspiele 4 bewegung\n").code == 0
    now = run("status", "alt", "--json").out
    path = saves_dir / "alt.toml"
    text = path.read_text(encoding="utf-8")
    new_note = ('text = "Move 4: taken as told; the referee does not check cards played by value"\n'
                'by_value = { kind = "move", amount = 4 }\n')
    assert new_note in text
    old_note = 'text = "Bewegung 4: wie angesagt übernommen; der Schiedsrichter prüft nach Wert gespielte Karten nicht"\n'
    path.write_text(text.replace(new_note, old_note), encoding="utf-8")
    for mirror in saves_dir.glob(".alt.toml.state.json"):
        mirror.unlink()  # the old save is replayed from its events
    assert run("status", "alt", "--json").out == now
    log = run("play", "alt", "--lang", "en", stdin="log\n").out
    assert "note: Bewegung 4: wie angesagt übernommen" in log  # an old note reads as it was written


def test_issue20_card_refusals_are_said_in_the_sessions_language(run):
    """The deed cards' refusals are catalogue sentences with the cards' names in both languages: the German
    save says them in German, `--lang en` on the same save in English (the state holds no language)."""
    from pathlib import Path

    script = (Path(__file__).resolve().parents[2] / "examples/games/cards_two_rounds.txt").read_text(encoding="utf-8")
    new = ("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--no-dummy", "--no-map", "--cards",
           "--expansion", "lost_legion", "--seed", "3")
    assert run(*new, "--save", "karten", "--lang", "de").code == 0
    german = run("play", "karten", stdin=script)
    assert german.code == 0, german.out + german.err
    assert "Fehler: Feuerball gehört nicht zu deinen Handlungskarten. (S. 4)" in german.out
    assert "Fehler: Schildmeister wurde in diesem Zug schon benutzt (1x pro Zug). (S. 5)" in german.out  # p. 5: once a turn
    assert "Fehler: Goldenes Mana ist bei Nacht nicht nutzbar. (S. 5)" in german.out
    assert run(*new, "--save", "cards", "--lang", "de").code == 0
    english = run("play", "cards", "--lang", "en", stdin=script)
    assert english.code == 0, english.out + english.err
    assert "Error: Fireball is not one of your deed cards. (p. 4)" in english.out
    assert "Error: Shield Mastery has already been used this turn (once a turn). (p. 5)" in english.out


def test_a_german_tables_short_help_names_this_games_commands_in_german_only(run):
    """`hilfe` lists the commands of the game's optional parts by their German names, no English id beside them
    (Volkare's Quest: The Lost Legion's commands); the English names are still accepted when typed."""
    run("new", "mage-knight", "--scenario", "volkares_quest", "--player", "Anna:tovak", "--lang", "de", "--save", "quest")
    shown = run("play", "quest", stdin="hilfe\n").out
    line = next(text for text in shown.splitlines() if text.startswith("Dieses Spiel:"))
    assert line.split() == ["Dieses", "Spiel:", "volkarezug", "irrgarten", "tapferkeit"]
    english = run("play", "quest", stdin="help maze\n").out
    assert "irrgarten" in english and "Error" not in english
