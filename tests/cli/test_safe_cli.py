"""Issue 11 through the real command line: every reproduction of its "Why", each failing before the fix."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONQUEST = ROOT / "examples" / "games" / "full_conquest_3p.txt"
NEW_CONQUEST = ("new", "mage-knight", "--scenario", "full_conquest", "--player", "Anna:Tovak", "--player", "Ben:Goldyx",
                "--player", "Cleo:Norowas", "--no-map", "--expansion", "lost_legion", "--save", "conquest", "--seed", "11")
NEW_SMALL = ("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--no-map", "--save", "g", "--seed", "3")


def _mkref(saves: Path, *args: str, stdin: str | None = "", **kw) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, MKREF_SAVES_DIR=str(saves), NO_COLOR="1")
    return subprocess.run([sys.executable, "-m", "mkref", *args], input=stdin, capture_output=True, text=True, env=env, cwd=ROOT, timeout=60, **kw)


@pytest.fixture
def conquest(run, saves_dir):
    assert run(*NEW_CONQUEST).code == 0
    played = run("play", "conquest", stdin=CONQUEST.read_text(encoding="utf-8"))
    assert played.code == 0, played.err  # the README's example runs clean: its refusals are marked '#! refused'
    return saves_dir / "conquest.toml"


# -- replay rewrites history ------------------------------------------------------------------------------
def test_the_readme_3p_game_can_be_undone_and_played_on_at_its_end(run, conquest):
    before = conquest.read_text()
    r = run("play", "conquest", stdin="undo\nredo\n")
    assert r.code == 0 and conquest.read_text() == before, r.err  # before issue 11: TypeError, exit 70
    assert run("play", "conquest", stdin="undo\n").code == 0
    undone = conquest.read_text()
    for line in ("fame 1", "wound 1", "undo", "undo"):
        r = run("play", "conquest", stdin=line + "\n")
        assert r.code == 0 and "unexpectedly" not in r.err + r.out, r.err  # before issue 11: TypeError, exit 70
    assert conquest.read_text() == undone  # the game_end event on disk was never rewritten by a replay


# -- piped play exits non-zero ------------------------------------------------------------------------------
def test_piped_play_exits_1_at_a_refused_line_and_keep_going_runs_on(run, saves_dir):
    assert run(*NEW_SMALL).code == 0
    r = run("play", "g", stdin="# set up\nnote one\nrest slow\nnote two\n")
    assert r.code == 1 and "Error: line 3: rest slow: refused: the lines after it were not run" in r.err
    assert "note two" not in r.out
    r = run("play", "g", "--keep-going", stdin="rest slow\nnote three\n")
    assert r.code == 1 and "> note three" in r.out and "line 1: rest slow: refused" in r.err
    r = run("play", "g", stdin="#! refused\nrest slow\nnote four\n")
    assert r.code == 0, r.err


def test_piped_play_exits_3_when_the_save_cannot_be_written(saves_dir):
    assert _mkref(saves_dir, *NEW_SMALL).returncode == 0
    before = (saves_dir / "g.toml").read_bytes()
    # the backups cannot rotate (the oldest place is a folder), so the write fails however privileged the user is
    (saves_dir / ".g.toml.2").write_bytes(before)
    (saves_dir / ".g.toml.3").mkdir()
    (saves_dir / ".g.toml.3" / "x").write_text("")
    r = _mkref(saves_dir, "play", "g", stdin="note one\nnote two\n")
    assert r.returncode == 3, r.stderr
    assert "line 1: note one: the game could not be saved" in r.stderr and "> note two" not in r.stdout
    assert "stays as it was at the last save" in r.stdout
    assert (saves_dir / "g.toml").read_bytes() == before


# -- two sessions on one save ---------------------------------------------------------------------------------
def test_a_second_play_is_refused_while_the_first_holds_the_save(saves_dir):
    assert _mkref(saves_dir, *NEW_SMALL).returncode == 0
    env = dict(os.environ, MKREF_SAVES_DIR=str(saves_dir), NO_COLOR="1")
    first = subprocess.Popen([sys.executable, "-m", "mkref", "play", "g"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        assert first.stdin is not None and first.stdout is not None
        for i in range(5):
            first.stdin.write(f"note first {i}\n")
        first.stdin.flush()
        said: list[str] = []  # wait for the first five acknowledgements (each printed once saved), not for a clock
        while sum(line.startswith("note: first") for line in said) < 5:
            said.append(first.stdout.readline())
            assert said[-1], "mkref play ended before it acknowledged five notes"
        second = _mkref(saves_dir, "play", "g", stdin="".join(f"note second {i}\n" for i in range(5)))
        assert second.returncode == 3
        assert re.search(r"The save 'g' is open in another mkref \(mkref play, process \d+ on .+, since \d\d:\d\d UTC\)", second.stderr)
        assert _mkref(saves_dir, *NEW_SMALL, "--force").returncode == 3
        restore = _mkref(saves_dir, "restore", "g", "--backup", "1")
        assert restore.returncode == 3 and "is open in another mkref" in restore.stderr
        assert _mkref(saves_dir, "status", "g", "--json").returncode == 0  # reading stays allowed
        assert _mkref(saves_dir, "saves").returncode == 0
        for i in range(5, 10):
            first.stdin.write(f"note first {i}\n")
        first.stdin.close()
        out = "".join(said) + first.stdout.read()
        assert first.wait(60) == 0
    finally:
        if first.poll() is None:
            first.kill()
    acknowledged = out.count("> note first")
    text = (saves_dir / "g.toml").read_text()
    assert acknowledged == 10 and text.count('text = "first ') == 10 and 'text = "second' not in text  # before: 5 of 10 on disk


# -- edited saves -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ('unit = "peasants"', 'unit = "dragons"', "event 9 ('recruited') is refused: [unit] = 'dragons' is not a known unit"),
        ('player = "Cleo"\ntactic = "early_bird"', 'player = "Zed"\ntactic = "early_bird"', "event 2 ('tactic') is refused: [player] = 'Zed' is not a player"),
        ('tactic = "early_bird"', 'tactic = "late_bird"', "[tactic] = 'late_bird' is not a known tactic"),
        ('colour = "blue"', 'colour = "purple"', "event 29 ('crystal') is refused: [colour] = 'purple' is not a known crystal colour"),
        ("cost = 4", 'cost = "4"', "event 9 ('recruited') has [cost] = '4', where a number belongs"),
        ('change = 1\nwhy = "crystal"', 'change = 1\nfame = -50\nwhy = "crystal"', "event 29 [fame], line 251, is -50; expected a whole number from 0 to 9999"),
        ("cost = 4", "cost = 1000000000000000000000000000000", "event 9 [cost], line 117, is 1000000000000000000000000000000; expected a whole number from -999 to 999"),
        ("cost = 4", "cost = inf", "event 9 [cost], line 117, is inf; expected a finite number"),
        ("", '\n[[events]]\ntype = "turn_ended"\nplayer = "Anna"\n', "event 106 ('turn_ended') is refused: a 'turn_ended' event needs a turn under way, and no turn is at that point"),
        ("", "\n[[events]]\ntype = \"note\"\ntext = \"x\"\nx = " + "[" * 50_000 + "]" * 50_000 + "\n", "nested deeper than 40"),
    ],
)
def test_an_edited_save_is_named_in_one_line_with_event_and_key(run, conquest, old, new, said):
    text = conquest.read_text()
    edited = text.replace(old, new, 1) if old else text + new
    assert edited != text
    conquest.write_text(edited)
    os.unlink(conquest.parent / ".conquest.toml.state.json")
    for args in (("status", "conquest", "--json"), ("play", "conquest")):
        r = run(*args, stdin="fame 1\n")
        assert r.code == 3 and said in r.err and r.err.count("\n") == 1, r.err  # before: KeyError (exit 70), or accepted
        assert "Backups: " in r.err and ".conquest.toml.1" in r.err
    assert conquest.read_text() == edited  # left untouched


def test_status_json_never_prints_infinity(run, saves_dir):
    from mkref.cli.game import json_text

    assert json.loads(json_text({"a": float("inf"), "b": [float("nan")]})) == {"a": None, "b": [None]}
    assert run(*NEW_SMALL).code == 0
    r = run("status", "g", "--json")
    assert r.code == 0 and "Infinity" not in r.out and "NaN" not in r.out
    json.loads(r.out)


def test_saves_lists_an_unreadable_save_and_the_rest(run, saves_dir):
    assert run(*NEW_SMALL).code == 0
    (saves_dir / "broken.toml").write_text("format = [\n")
    os.mkfifo(saves_dir / "pipe.toml")
    r = run("saves", "--json")
    assert r.code == 0  # before issue 11: one unreadable file made the whole list fail (or hang on the FIFO)
    rows = {row["name"]: row for row in json.loads(r.out)}
    assert rows["g"]["game"] == "mage-knight" and rows["g"]["events"] == 0
    assert rows["broken"]["problem"].startswith("unreadable: it is not valid TOML")
    assert "not a regular file" in rows["pipe"]["problem"]


def test_restore_lists_shows_and_brings_back_a_backup(run, saves_dir):
    assert run(*NEW_SMALL).code == 0
    assert run("play", "g", stdin="note one\nnote two\n").code == 0
    r = run("restore", "g")
    assert r.code == 0 and "The save" in r.out and "now holds 2 events" in r.out
    assert "backup 1 (.g.toml.1): mage-knight, first_recon, Anna; 1 events; last: " in r.out
    shown = run("restore", "g", "--backup", "2", "--show")
    assert shown.code == 0 and "backup 2 (.g.toml.2): mage-knight, first_recon, Anna; 0 events" in shown.out
    assert run("restore", "g", "--backup", "9").code == 1
    r = run("restore", "g", "--backup", "1")
    assert r.code == 0 and "Restored" in r.out and "kept as backup 1" in r.out
    assert (saves_dir / "g.toml").read_text().count('text = "one"') == 1 and '"two"' not in (saves_dir / "g.toml").read_text()
    assert 'text = "two"' in (saves_dir / ".g.toml.1").read_text()


def test_a_lost_save_with_backups_is_listed_and_restorable(run, saves_dir):
    assert run(*NEW_SMALL).code == 0
    assert run("play", "g", stdin="note one\n").code == 0
    (saves_dir / "g.toml").unlink()
    rows = json.loads(run("saves", "--json").out)
    assert rows == [{"name": "g", "file": str(saves_dir / "g.toml"), "game": "?", "problem": "the save is gone, its backups remain: mkref restore g"}]
    r = run("status", "g")
    assert r.code == 3 and "Its backups are still there: see them with mkref restore g" in r.err
    assert run("restore", "g", "--backup", "1").code == 0 and run("status", "g").code == 0


def test_a_save_name_ending_in_a_newline_is_refused(run, saves_dir):
    r = run("new", "mage-knight", "--scenario", "first_recon", "--player", "A:tovak", "--save", "evening\n")
    assert r.code == 1 and "cannot be a save name" in r.err
    assert list(saves_dir.iterdir()) == []


# -- bad files ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("command", [("score", "--sheet"), ("combat", "--sheet"), ("mini", "attack", "--sheet"), ("mini", "army", "check", "--build", "200")])
def test_a_fifo_or_dev_zero_as_a_file_is_refused_at_once(tmp_path, command):
    fifo = tmp_path / "sheet.toml"
    os.mkfifo(fifo)
    for target in (fifo, Path("/dev/zero")):
        r = _mkref(tmp_path, *command, str(target))  # before issue 11: blocked forever / ran out of memory
        assert r.returncode == 3 and "is not a regular file" in r.stderr, r.stderr


def test_a_huge_army_count_is_refused_quickly(tmp_path):
    army = (ROOT / "examples" / "mini" / "tidewatch.toml").read_text().replace("count = 3", "count = 1000000000000000000000000000000", 1)
    path = tmp_path / "army.toml"
    path.write_text(army)
    r = _mkref(tmp_path, "mini", "army", "check", "--build", "200", str(path))
    # refused while the file is read (the number bounds), so no army of that size is ever built; no clock is asked
    assert r.returncode == 3 and "[warriors[0].count], line 12, is 1000000000000000000000000000000; expected a whole number from 0 to 99" in r.stderr
    assert r.stderr.count("\n") == 1


def test_an_army_of_8000_warriors_is_refused_quickly(run, tmp_path, monkeypatch):
    warrior = (ROOT / "examples" / "mini" / "tidewatch.toml").read_text().split("[[warriors]]")[1].replace("count = 3", "count = 1")
    path = tmp_path / "big.toml"
    path.write_text('name = "Big"\n' + "".join("[[warriors]]" + warrior.replace("Tide Warder", f"Warder {i}") for i in range(8000)))
    from mkref.core.names import NameIndex

    added = []
    original = NameIndex.add
    monkeypatch.setattr(NameIndex, "add", lambda self, *args, **kw: (added.append(args[0]), original(self, *args, **kw))[1])
    r = run("mini", "army", "check", path, "--build", "200")
    assert r.code == 3 and "has 8000 warriors: no army holds more than 500" in r.err
    # before issue 11: 18 s (a quadratic name index and a table of 8,000 rows); counted, not timed: no warrior is indexed
    assert not any(str(name).startswith("warder") or "Warder" in str(name) for name in added), added[:5]


@pytest.mark.parametrize(("value", "said"), [("nan", "is nan; expected a finite number"), ("2.5", "is 2.5; expected a whole number"),
                                             ("1000000000000000000000000000000", "expected a whole number from 0 to 9999")])
def test_a_score_sheet_refuses_absurd_fame(run, tmp_path, value, said):
    sheet = (ROOT / "examples" / "score" / "standard.toml").read_text()
    edited = re.sub(r"fame = \d+", f"fame = {value}", sheet, count=1)
    assert edited != sheet
    path = tmp_path / "s.toml"
    path.write_text(edited)
    r = run("score", "--sheet", path)
    assert r.code == 3 and said in r.err and str(path) in r.err


def test_a_sheet_saved_with_a_byte_order_mark_is_read(run, tmp_path):
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + (ROOT / "examples" / "score" / "standard.toml").read_bytes())
    assert run("score", "--sheet", path).code == 0


def test_rules_dir_that_is_missing_empty_or_broken_is_an_error(run, tmp_path, monkeypatch):
    from mkref.core import rulesdata

    monkeypatch.setattr(rulesdata, "_explicit_dir", None)  # --rules-dir sets it for the process: undone after the test
    r = run("--rules-dir", tmp_path / "nope", "rules", "move")
    assert r.code == 3 and "the folder does not exist" in r.err
    (tmp_path / "empty").mkdir()
    r = run("--rules-dir", tmp_path / "empty", "rules", "move")
    assert r.code == 3 and "it holds no rules" in r.err
    (tmp_path / "file").write_text("")
    assert "it is a file, not a folder" in run("--rules-dir", tmp_path / "file", "rules", "move").err
    import shutil

    copy = tmp_path / "rules"
    shutil.copytree(ROOT / "rules", copy)
    (copy / "mage-knight" / "levels.toml").write_text("levels = [\n")
    r = run("--rules-dir", copy, "check-rules")
    assert r.code == 3 and str(copy / "mage-knight" / "levels.toml") in r.err


# -- closed streams and the end of input ------------------------------------------------------------------------
def test_closed_stdin_closed_stdout_and_a_full_disk_give_a_clear_message(saves_dir, tmp_path):
    assert _mkref(saves_dir, *NEW_SMALL).returncode == 0
    env = dict(os.environ, MKREF_SAVES_DIR=str(saves_dir), NO_COLOR="1")
    base = [sys.executable, "-m", "mkref"]
    closed_in = subprocess.run(["sh", "-c", 'exec "$@" <&-', "sh", *base, "play", "g"], capture_output=True, text=True, env=env, cwd=ROOT)
    assert closed_in.returncode == 1 and "standard input is closed" in closed_in.stderr
    closed_out = subprocess.run(["sh", "-c", 'exec "$@" >&-', "sh", *base, "rules", "move"], capture_output=True, text=True, env=env, cwd=ROOT)
    assert closed_out.returncode == 4 and "Standard output is closed" in closed_out.stderr
    with open("/dev/full", "w") as full:
        r = subprocess.run([*base, "rules", "move"], stdout=full, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    assert r.returncode == 4 and "Cannot write the output: No space left on device" in r.stderr and "Traceback" not in r.stderr
    mkstats = ROOT / "tests" / "unit" / "mk_miniatures" / "fixtures" / "mkstats_tiny.json"
    r = _mkref(saves_dir, "mini", "army", "import", "test raider", "--from", str(mkstats), "--out", str(tmp_path / "missing" / "a.toml"))
    assert r.returncode == 4 and f"Cannot use {tmp_path / 'missing' / 'a.toml'}: No such file or directory" in r.stderr, r.stderr


FIRST_ANSWER = {"score": ("full conquest", "err"), "combat": ("rampaging", "out"), "mini": ("close", "out")}  # and where it is echoed


@pytest.mark.parametrize("command", [("score",), ("combat",), ("mini", "attack")])
def test_end_of_input_and_ctrl_c_give_the_same_exit_code(tmp_path, command):
    ended = _mkref(tmp_path, *command, stdin="")
    last = ended.stderr.strip().splitlines()[-1]  # (score asks its questions on stderr)
    assert ended.returncode == 130 and ("Error:" in last or last.startswith("Stopped")) and "ended" in last, ended.stderr
    env = dict(os.environ, NO_COLOR="1", PYTHONUNBUFFERED="1")
    # Ctrl-C as at a terminal, even when pytest itself runs in the background (where a shell ignores SIGINT for it
    # and its children, and Python then never turns SIGINT into KeyboardInterrupt)
    proc = subprocess.Popen([sys.executable, "-m", "mkref", *command], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env, cwd=ROOT, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert proc.stdin is not None
    first_answer, echoed_on = FIRST_ANSWER[command[0]]
    proc.stdin.write(first_answer + "\n")
    proc.stdin.flush()
    stream = proc.stderr if echoed_on == "err" else proc.stdout
    assert stream is not None
    seen = ""
    while not seen.rstrip("\n").endswith(first_answer):  # its echo: the command is running and reads the next answer
        seen = stream.readline()
        assert seen, f"{command} ended before it echoed its first answer"
    proc.send_signal(signal.SIGINT)
    proc.wait(60)  # its input stays open: the end of input must not race the Ctrl-C
    err = seen + proc.stderr.read() if echoed_on == "err" else proc.stderr.read()  # type: ignore[union-attr]
    for stream in (proc.stdin, proc.stdout, proc.stderr):
        stream.close()  # type: ignore[union-attr]
    assert proc.returncode == 130 and err.strip().splitlines()[-1].startswith("Stopped (Ctrl-C)"), err


# -- after the merge with the plug-in layout: the new games and the saved language ----------------------------------
def test_a_sheet_whose_kind_is_not_a_word_is_refused_in_one_line(run, tmp_path):
    sheet = tmp_path / "odd.toml"
    for kind in ("{}", "[1, 2]", "3"):
        sheet.write_text(f'game = "rune-age"\nkind = {kind}\n', encoding="utf-8")
        r = run("settle", str(sheet))
        assert r.code == 3 and "'kind' must be" in r.err and r.err.count("\n") == 1, r.err  # before: TypeError (exit 70)


@pytest.mark.parametrize("value", ["true", "3", "[]"])
def test_a_saved_language_that_is_not_a_word_is_not_a_crash(run, saves_dir, value):
    assert run("new", "rune-age", "--scenario", "monument", "--player", "Anna:Daqan", "--player", "Ben:Latari", "--save", "ra").code == 0
    path = saves_dir / "ra.toml"
    path.write_text(re.sub(r'(?m)^lang = "en"$', f"lang = {value}", path.read_text(encoding="utf-8"), count=1), encoding="utf-8")
    r = run("play", "ra", stdin="help\n")
    assert r.code in (0, 3) and "unexpectedly" not in r.err, r.err  # before: AttributeError (exit 70)


def test_a_save_whose_state_has_no_status_is_refused_on_open(run, saves_dir):
    assert run("new", "rune-age", "--scenario", "monument", "--player", "Anna:Daqan", "--player", "Ben:Latari", "--save", "ra").code == 0
    path = saves_dir / "ra.toml"
    text = path.read_text(encoding="utf-8")
    assert '"Daqan"' in text or "daqan" in text
    path.write_text(text.replace('"daqan"', '"naqad"', 1).replace('"Daqan"', '"Naqad"', 1), encoding="utf-8")
    for stale in saves_dir.glob(".ra.toml.state.json"):
        stale.unlink()
    r = run("play", "ra", stdin="undo\n")
    assert r.code in (1, 3) and "unexpectedly" not in r.err and r.err.count("\n") == 1, r.err  # before: KeyError (exit 70)
