import io

import pytest

import core_toygame
from mkref.core import session as session_mod
from mkref.core.errors import RuleViolation, SaveFileError
from mkref.core.events import Command
from mkref.cli.repl import run_lines
from mkref.core.session import Session, quick_status


@pytest.fixture
def toy(monkeypatch, tmp_path):
    monkeypatch.setattr(session_mod, "load_game", lambda name: core_toygame.GAME)
    return tmp_path


def test_new_refuses_an_existing_name(toy):
    Session.new("toy", ["3"], "g", toy)
    with pytest.raises(SaveFileError, match="already exists"):
        Session.new("toy", [], "g", toy)
    Session.new("toy", ["5"], "g", toy, force=True)
    assert Session.open("g", toy).state["total"] == 5
    assert (toy / ".g.toml.1").exists()


def test_refused_command_changes_nothing(toy):
    s = Session.new("toy", ["99"], "g", toy)
    before = (toy / "g.toml").read_bytes()
    with pytest.raises(RuleViolation):
        s.execute(Command("add", ["5"]))
    assert s.state["total"] == 99 and (toy / "g.toml").read_bytes() == before


def test_replay_and_status_cache(toy):
    s = Session.new("toy", [], "g", toy, seed=3)
    s.execute(Command("add", ["4"]))
    s.execute(Command("die"), lambda req, i: (["6"], False))
    assert quick_status("g", toy) == {"game": "toy", "total": 10}
    assert Session.open("g", toy).events == s.events
    assert "a die roll or draw is undone too" in s.undo()
    assert Session.open("g", toy).state["total"] == 4
    assert quick_status("g", toy)["total"] == 4
    assert s.redo().startswith("redo: rolled 6")


def test_script_front_end(toy):
    s = Session.new("toy", [], "g", toy, seed=3)
    out = io.StringIO()
    script = "# a comment\nadd 2\nplus 200\ndie\n4\nwürfel\nroll\nundo\nlog\nhelp add\nbogus\nquit\nadd 1\n"
    run_lines(s, iter(script.splitlines(True)), out)
    text = out.getvalue()
    assert "> add 2\ntotal 2" in text
    assert "Error: Too much: the total may not pass 100. (p. 1)" in text
    assert "? One die: 4\ntotal 6" in text
    assert "rolled: " in text and "(a die roll or draw is undone too)" in text
    assert "example: add 3" in text and "Unknown command 'bogus'" in text
    assert "> add 1" not in text  # quit stops reading
    assert Session.open("g", toy).state["total"] == 6


def test_completion(toy):
    from mkref.cli.repl import Shell

    s = Session.new("toy", [], "g", toy)
    shell = Shell(s, lambda t: None)
    assert "add" in shell.suggest("a") and "undo" in shell.suggest("u")
    assert shell.suggest("add ") == ["1", "2", "3"]
    assert "würfel" in shell.suggest("wü")


def test_reopened_session_writes_the_same_text_as_a_full_dump(toy):
    from mkref.core.saves import dumps

    s = Session.new("toy", [], "g", toy)
    for n in range(5):
        s.execute(Command("add", [str(n)]))
    s.close()  # one writer per save: the first session lets go before the second writes
    again = Session.open("g", toy)
    again.execute(Command("add", ["1"]))
    again.undo()
    again.execute(Command("add", ["2"]))
    assert (toy / "g.toml").read_text() == dumps(again.data)


def test_cancel_at_a_question_takes_back_the_command(toy):
    s = Session.new("toy", [], "g", toy, seed=3)
    run_lines(s, iter(["add 2\n"]), io.StringIO())
    before = (toy / "g.toml").read_bytes()
    out = io.StringIO()
    run_lines(s, iter("die\nadd 3\ndie\nabbrechen\nnear\nseven\ndie\ncancel\n".splitlines(True)), out)
    text = out.getvalue()
    # a command typed at the question is named as one, with the way out
    assert "Error: 'add' is a command, not an answer: 'die' still waits for: One die." in text
    assert "or 'cancel' to take back the command" in text
    assert "'die' taken back: cancelled at its question; nothing changed." in text
    # an unknown word says so, and how to leave
    assert "Error: 'seven' is not recognised here" in text and "Possible answers: 1, 2, 3, 4, 5, 6" not in text
    assert "Possible answers: yes, no; or 'cancel' to take back the command." in text
    assert s.state["total"] == 2 and len(s.events) == 1 and (toy / "g.toml").read_bytes() == before


def test_only_rolls_and_draws_are_marked_as_chance(toy):
    s = Session.new("toy", [], "g", toy, seed=3)
    s.execute(Command("near"), lambda req, i: (req.parse("ja"), False))
    assert s.state["total"] == 1 and not any(e.get("chance") for e in s.events)
    assert s.undo() == "undo: added 1"  # a table fact is no die roll or draw
    s.execute(Command("near"), lambda req, i: (["yes"], True))  # a disputed fact mkref rolled: chance
    assert s.events[-1].get("chance") is True
    out = io.StringIO()
    run_lines(s, iter("near\nnein\ndie\n4\nlog\n".splitlines(True)), out)
    log = out.getvalue().split("> log\n")[1].splitlines()
    assert log[1] == "   2. added 0" and log[2].endswith("[roll/draw]")


def test_help_lists_each_group_once_one_line_per_command():
    from mkref.core.commands import CommandSpec, CommandTable

    table = CommandTable([
        CommandSpec("move", "X", "Enter spaces (by label). More text that only 'help move' shows.", "move a", ("bewegen", "gehe"), "Turn"),
        CommandSpec("combat", "", "Fight.", "combat", ("kampf",), "Combat"),
        CommandSpec("end", "", "End the turn.", "end", ("zugende",), "Turn"),
        CommandSpec("chant", "", "Druid Nights: the chant (one enemy per glade).", "chant", ("beschwören",), "Combat"),
    ])
    lines = table.help_lines()
    assert lines == [
        "Turn:",
        "  move (bewegen)      Enter spaces (by label).",
        "  end (zugende)       End the turn.",
        "Combat:",
        "  combat (kampf)      Fight.",
        "  chant (beschwören)  Druid Nights: the chant (one enemy per glade).",
    ]
    assert table.detail_lines("bewegen") == [
        "move X", "  also: bewegen, gehe", "  Enter spaces (by label). More text that only 'help move' shows.", "  example: move a",
    ]
