"""Issue 11, items 2, 3 and 6 in the core: one writer per save, acknowledged means saved, saves checked on load."""

from __future__ import annotations

import errno
import io
import os

import core_toygame
import pytest

from mkref.core import saves as saves_mod
from mkref.core import session as session_mod
from mkref.core.errors import SaveFileError
from mkref.core.events import Command
from mkref.cli.repl import ScriptStopped, run_lines
from mkref.core.saves import SaveData, write_save
from mkref.core.session import Session


@pytest.fixture
def toy(monkeypatch, tmp_path):
    monkeypatch.setattr(session_mod, "load_game", lambda name: core_toygame.GAME)
    return tmp_path


def _disk_full(monkeypatch):
    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("mkref.core.safefile.write_new", full)


# -- acknowledged means saved ------------------------------------------------------------------------------
def test_a_failed_write_leaves_the_session_at_the_last_saved_state(toy, monkeypatch):
    s = Session.new("toy", [], "g", toy)
    s.execute(Command("add", ["2"]))
    before = (toy / "g.toml").read_bytes()
    with monkeypatch.context() as m, pytest.raises(SaveFileError) as error:
        _disk_full(m)
        s.execute(Command("add", ["5"]))
    assert "No space left on device" in error.value.message() and "stays as it was at the last save" in error.value.message()
    assert s.state["total"] == 2 and len(s.events) == 1  # before issue 11: 7 in memory, 2 on disk
    s.execute(Command("add", ["1"]))  # the next command runs on the saved state
    assert s.state["total"] == 3 and (toy / "g.toml").read_bytes() != before
    s.close()
    assert Session.open("g", toy).state["total"] == 3


def test_a_failed_write_during_undo_and_redo_changes_nothing(toy, monkeypatch):
    s = Session.new("toy", [], "g", toy)
    s.execute(Command("add", ["2"]))
    s.execute(Command("add", ["3"]))
    with monkeypatch.context() as m, pytest.raises(SaveFileError):
        _disk_full(m)
        s.undo()
    assert s.state["total"] == 5 and len(s.events) == 2
    s.undo()
    with monkeypatch.context() as m, pytest.raises(SaveFileError):
        _disk_full(m)
        s.redo()
    assert s.state["total"] == 2 and s.log.redo_stack


def test_a_piped_script_stops_at_a_failed_write_naming_the_line(toy, monkeypatch):
    s = Session.new("toy", [], "g", toy)
    _disk_full(monkeypatch)
    with pytest.raises(ScriptStopped) as error:
        run_lines(s, iter(["# a comment\n", "add 1\n", "add 2\n"]), io.StringIO())
    assert error.value.exit_code == 3 and error.value.message().startswith("line 2: add 1: the game could not be saved")


def test_a_piped_script_stops_at_a_refusal_with_exit_1_unless_told_to_keep_going(toy):
    s = Session.new("toy", [], "g", toy)
    with pytest.raises(ScriptStopped) as error:
        run_lines(s, iter(["add 1\n", "add 500\n", "add 2\n"]), io.StringIO(), strict=True)
    assert error.value.exit_code == 1 and error.value.message().startswith("line 2: add 500: refused")
    assert s.state["total"] == 1
    with pytest.raises(ScriptStopped) as error:
        run_lines(s, iter(["add 500\n", "add 2\n", "add 600\n"]), io.StringIO(), keep_going=True, strict=True)
    assert s.state["total"] == 3 and "line 1: add 500: refused (and 1 more refused command(s))" in error.value.message()


def test_a_marked_refusal_is_expected_and_an_unexpected_acceptance_is_an_error(toy):
    s = Session.new("toy", [], "g", toy)
    assert run_lines(s, iter(["#! refused\n", "add 500\n", "add 2\n"]), io.StringIO(), strict=True) == 0
    with pytest.raises(ScriptStopped, match="line 2: add 1: accepted, but the script expected it to be refused"):
        run_lines(s, iter(["#! refused\n", "add 1\n"]), io.StringIO(), strict=True)


# -- one writer per save --------------------------------------------------------------------------------
def test_a_second_writer_is_refused_and_told_who_holds_the_save(toy):
    first = Session.new("toy", [], "g", toy, lock_note="mkref play, process 1 on table")
    second = Session.open("g", toy)  # reading needs no lock
    assert second.state["total"] == 0
    with pytest.raises(SaveFileError) as error:
        second.execute(Command("add", ["1"]))
    assert "The save 'g' is open in another mkref (mkref play, process 1 on table)" in error.value.message()
    with pytest.raises(SaveFileError, match="open in another mkref"):
        Session.new("toy", [], "g", toy, force=True)
    with pytest.raises(SaveFileError, match="open in another mkref"):
        Session.open("g", toy, lock_note="second")
    first.close()
    second.execute(Command("add", ["1"]))
    assert second.state["total"] == 1


# -- saves checked on load -----------------------------------------------------------------------------
def test_the_backup_hint_names_only_backups_that_exist(toy):
    path = toy / "g.toml"
    path.write_text('format = "mkref-save"\nformat_version = 1\n[[events]\n')
    with pytest.raises(SaveFileError) as error:
        Session.open("g", toy)
    assert "There is no backup of this save" in error.value.message() and ".g.toml.1" not in error.value.message()
    write_save(toy / "h.toml", SaveData("toy", {"start": 0}, []))
    write_save(toy / "h.toml", SaveData("toy", {"start": 0}, []))
    (toy / "h.toml").write_text("garbage = [\n")
    with pytest.raises(SaveFileError) as error:
        Session.open("h", toy)
    assert f"Backups: {toy / '.h.toml.1'}; see one with: mkref restore h" in error.value.message()
    assert ".h.toml.2" not in error.value.message()


@pytest.mark.parametrize(
    ("event", "said"),
    [
        ('type = "added"\nn = "4"', "event 2 ('added') has [n] of the wrong type (text: '4')"),
        ('type = "added"', "event 2 ('added') lacks the key [n]"),
        ('type = "added"\nn = 1e400', "event 2 [n], line LINE, is inf; expected a finite number"),
        ('type = "teleported"', "event 2 ([events][1]) has the unknown type 'teleported'"),
    ],
)
def test_an_edited_event_is_named_by_number_and_key(toy, event, said):
    s = Session.new("toy", [], "g", toy)
    s.execute(Command("add", ["1"]))
    s.close()
    path = toy / "g.toml"
    path.write_text(path.read_text() + f"\n[[events]]\n{event}\n")
    said = said.replace("LINE", str(path.read_text().splitlines().index("n = 1e400") + 1) if "1e400" in event else "")
    os.unlink(toy / ".g.toml.state.json")
    with pytest.raises(SaveFileError) as error:
        Session.open("g", toy)
    assert said in error.value.message() and "\n" not in error.value.message()
    assert error.value.exit_code == 3


def test_a_lost_save_with_backups_says_so(toy):
    s = Session.new("toy", [], "g", toy)
    s.execute(Command("add", ["1"]))
    s.close()
    os.unlink(toy / "g.toml")
    assert saves_mod.orphaned_saves(toy) == [toy / "g.toml"]
    with pytest.raises(SaveFileError) as error:
        Session.open("g", toy)
    assert "Its backups are still there: see them with mkref restore g" in error.value.message()
