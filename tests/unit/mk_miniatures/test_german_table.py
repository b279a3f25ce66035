"""A German table plays the miniatures in German (issue 20 item 3): commands and answers in the rulebook's
words, every line it reads in German, questions worded so that "yes" lets the action go on (p. 20)."""

import re
from pathlib import Path

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mk_miniatures import messages_decide, messages_help, messages_refusals, messages_rules, messages_steps, messages_table
from mkref.games.mk_miniatures.messages import MESSAGES

from .test_game import ARMIES


def play(session, text, lang="en"):
    import io

    from mkref.cli.repl import run_lines

    out = io.StringIO()
    run_lines(session, iter(text.strip().splitlines()), out, lang)
    return out.getvalue()

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "examples/games/mini_200.txt"

# mini_200.txt's English words and the German ones a table types instead (rulebook: Startspieler, Bewegung,
# Nahkampf, Fernkampf, Gefangennahme, Ende; the shell's zurück and protokoll)
GERMAN = {"first": "startspieler", "move": "bewegung", "close": "nahkampf", "ranged": "fernkampf", "end": "ende",
          "status": "stand", "timeup": "zeit", "log": "protokoll", "undo": "zurück", "yes": "ja", "no": "nein",
          "none": "niemand", "with": "mit", "capture": "gefangennahme"}
# words of English sentences that a German line never holds (each checked as a whole word)
ENGLISH = ("the", "is", "of", "by", "to", "may", "move", "moves", "inches", "takes", "phase", "check", "and", "with", "from",
           "eliminated", "Most", "Tie-break", "victory", "points", "roll", "damage", "attack", "Step", "hit", "miss",
           "critical", "pushing", "token", "Distance", "centre", "Winner", "Draw", "objectives", "none")


def german_script() -> str:
    lines = []
    for line in SCRIPT.read_text(encoding="utf-8").splitlines():
        if line.startswith("#!"):  # "#! refused": the next command is refused on purpose
            lines.append(line)
            continue
        if line.startswith("#") or not line.strip():
            continue
        lines.append(" ".join(GERMAN.get(word, word) for word in line.split()))
    return "\n".join(lines)


@pytest.fixture
def german(tmp_path):
    from mkref.core.session import Session

    return Session.new("mk-miniatures", [*ARMIES, "--time", "50"], "mini200", tmp_path, seed=1)


def test_a_german_game_of_mini_200_in_german_words_reads_german_only(german):
    out = play(german, german_script(), "de")
    st = german.state
    assert st.ended and st.result["winners"] == ["Ben"] and [p.vp for p in st.players] == [22, 26]  # as in English
    said = [line for line in out.splitlines() if not line.startswith("> ") and not line.startswith("? ")]
    questions = [line.split("?")[0] for line in out.splitlines() if line.startswith("? ")]
    english = [line for line in said + questions if any(re.search(rf"\b{w}\b", line) for w in ENGLISH)]
    assert english == []
    assert not [line for line in said + questions if re.search(r"\(p\. \d", line)]  # German pages read "S. 9"
    assert "Schritt 1: Tide Caster erhält eine Fernkampfaktion (S. 14)" in out
    assert "Ember Lancer erhält 2 Klick(s) (Angriff von Tide Caster, S. 9)" in out
    # names, not ids, in what the table reads, the log and undo lines included
    ids = [line for line in said + questions if re.search(r"\b[a-z]+_[a-z0-9_]+\b", line)]
    assert ids == []
    assert "Gleichstand entschieden durch Siegpunkte (26): Ben (S. 19)" in out


def test_p20_the_line_of_fire_question_lets_the_attack_go_on_with_yes(german):
    """p. 20: a disputed question is settled by a die, 1-3 the action is not allowed, 4-6 it is: the question is
    worded so that "yes" (and a die of 4-6) lets the attack go on."""
    play(german, "first Anna\nend\nend\nnone\nnone\nnone")  # Ben's turn
    out = play(german, "ranged tide_caster ember_lancer\nno\n7\nroll 5\nyes\nno\nno\nno\n5 4")
    assert "Is the line of fire to ember_lancer clear" in out and "Die 5: yes" in out
    assert german.state.warriors["ember_lancer"].click == 2  # the attack went on: 18 vs 16, 2 clicks
    out = play(german, "undo\nranged tide_caster ember_lancer\nno\n7\nroll 2")
    assert "Error: No clear line of fire to ember_lancer. (p. 11)" in out  # 1-3: the action is not allowed
    assert german.state.warriors["ember_lancer"].click == 0


def test_a_save_from_before_the_rewording_replays_its_answers(german, tmp_path):
    """An old save holds the answers to "Is the line of fire ... blocked?" and "... in base contact with a
    friendly warrior?" under blocked0/touchfriend0: read inverted, it replays to the same state."""
    from mkref.core.events import Command

    play(german, "first Anna\nend\nend\nnone\nnone\nnone")
    old = Command("ranged", ["tide_caster", "ember_lancer"], "ranged tide_caster ember_lancer",
                  answers={"touching": ["no"], "dist0": ["7"], "blocked0": ["no"], "touchfriend0": ["no"], "rear0": ["no"],
                           "cover0": ["no"], "elev0": ["no"], "dice": ["5", "4"]})
    events = german.game.decide(german.state, old)
    assert [e["type"] for e in events] == ["phase", "attack", "clicked", "action"]
    assert events[2]["click"] == 2  # 5+4 + 9 = 18 against 16: the same 2 clicks as before the rewording
    blocked = Command(old.name, old.args, old.text, answers={**old.answers, "blocked0": ["yes"]})
    with pytest.raises(RuleViolation):
        german.game.decide(german.state, blocked)


def test_german_command_words_and_options_are_accepted(german):
    out = play(german, "startspieler Anna\nbewegung ember_archer mit ember_spearman,ember_spearman_2,ember_lancer sprinten\nja\nnein\nnein\nnein\nnein", "de")
    assert "Fehler" not in out and "(Sprinten)" in out
    assert german.state.warriors["ember_lancer"].tokens == 1
    out = play(german, "bewegung 'Ember Archer 2'\nnein", "de")  # the name a German table reads is an answer too
    assert german.state.warriors["ember_archer_2"].acted and "Fehler" not in out and "Ember Archer 2 darf sich bis zu 7 Zoll bewegen" in out
    out = play(german, "ende\nniemand\nniemand\nniemand")
    assert german.state.player.name == "Ben"


def test_every_refusal_of_the_set_up_is_said_in_german(german):
    with pytest.raises(InvalidInput) as err:
        play_raise(german, "pile Anna")
    assert err.value.message("de") == "Nennt den Spieler und die Zahl der Geländeteile. Zum Beispiel: pile Anna 3 [constructed 2]."


def play_raise(session, text):
    from mkref.core.events import Command

    words = text.split()
    session.game.decide(session.state, Command(words[0], words[1:], text))


def test_the_parts_of_the_catalogue_use_no_key_twice():
    parts = [messages_steps.STEPS, messages_steps.ASK, messages_refusals.REFUSALS, messages_table.TABLE, messages_help.HELP,
             messages_decide.COMMANDS, messages_decide.QUESTIONS, messages_rules.RULES, messages_rules.ATTACK]
    keys = [k for part in parts for k in part]
    assert len(keys) == len(set(keys))
    source = (ROOT / "mkref/games/mk_miniatures/messages.py").read_text(encoding="utf-8")
    own = set(re.findall(r'^\s+"([a-z_]+\.[a-z_0-9.]+)":', source, re.M))
    assert not own & set(keys)
    assert all(key in MESSAGES for key in keys)


def test_hilfe_lists_the_commands_in_german_and_help_in_english():
    from mkref.games.mk_miniatures.game import _specs, command_table

    for spec in _specs():  # the catalogue's English is each command's own help
        assert MESSAGES.text(f"help.{spec.name}", "en") == spec.help and MESSAGES.text(f"group.{spec.group}", "en") == spec.group
    table = command_table()
    end = table.specs["end"]
    assert end.help.in_lang("de").startswith("Die Phase beenden: Befehlsphase -> Aktionsphase")
    assert end.group.in_lang("de") == "Zug" and "ende" in end.aliases


def test_status_of_a_german_game_reads_german(run):
    made = run("new", "mk-miniatures", "--army", ROOT / "examples/mini/ember_legion.toml", "--army", ROOT / "examples/mini/tidewatch.toml",
               "--build", "200", "--time", "50", "--player", "Anna", "--player", "Ben", "--save", "mini200", "--seed", "1", "--lang", "de")
    assert made.code == 0, made.err
    assert run("play", "mini200", stdin=german_script()).code == 0
    status = run("status", "mini200")
    assert status.out.startswith("Spielende - Sieger: Ben\n")
    assert "im Spiel" in status.out and "ausgeschaltet" in status.out and "in play" not in status.out
    english = run("status", "mini200", "--lang", "en")
    assert english.out.startswith("Game over - Winner: Ben\n") and "in play" in english.out
