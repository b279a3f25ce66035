"""Issue 11, item 1: events are values. Nothing a game does can change a logged event; a replay of a
log (through save and load, twice) gives the same state and the same file, byte for byte."""

from __future__ import annotations

import pickle

import core_toygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mkref.core import session as session_mod
from mkref.core.events import Command, EventLog
from mkref.core.saves import SaveData, dumps, read_save, write_save
from mkref.core.session import Session, event_versions

GAME = core_toygame.GAME


@pytest.fixture(autouse=True)
def toy(monkeypatch):
    monkeypatch.setattr(session_mod, "load_game", lambda name: GAME)


class Hoarder:
    """A game whose evolve keeps the event's own list in its state and changes it later (the Mage Knight
    bug of issue 11: game_end['remaining'] shrank inside the logged event)."""

    def initial_state(self, setup):
        return {"kept": None, "total": 0}

    def evolve(self, state, event):
        if event["type"] == "keep":
            state["kept"] = event["names"]  # shared, not copied
        elif event["type"] == "drop" and state["kept"]:
            state["kept"].remove(state["kept"][0])
        state["total"] += 1
        return state


def test_evolve_that_keeps_and_changes_an_event_list_cannot_rewrite_the_log():
    game = Hoarder()
    log = EventLog(lambda: game.initial_state({}), game.evolve)
    log.append([{"type": "keep", "names": ["Anna", "Ben", "Cleo"]}])
    log.append([{"type": "drop"}])
    log.append([{"type": "drop"}])
    assert log.events[0]["names"] == ["Anna", "Ben", "Cleo"]  # before issue 11: ["Cleo"]
    assert log.state["kept"] == ["Cleo"]
    log.undo()
    assert log.state["kept"] == ["Ben", "Cleo"]  # replayed from the unchanged event
    log.redo()
    assert log.state["kept"] == ["Cleo"] and log.events[0]["names"] == ["Anna", "Ben", "Cleo"]


def test_a_caller_changing_the_returned_events_does_not_change_the_log(tmp_path):
    session = Session.new("toy", [], "g", tmp_path)
    shown = session.execute(Command("add", ["2"]))
    shown[0]["n"] = 99  # a describe() that scribbles on its events
    assert session.events[-1]["n"] == 2
    session.close()
    assert Session.open("g", tmp_path).events[-1]["n"] == 2


def test_every_event_kind_has_a_version_in_the_save_and_old_saves_load(tmp_path):
    session = Session.new("toy", [], "v", tmp_path)
    session.execute(Command("add", ["1"]))
    text = (tmp_path / "v.toml").read_text()
    assert "[event_versions]" in text or "event_versions = " in text
    assert read_save(tmp_path / "v.toml").event_versions == {"added": 1, "rolled": 1} == event_versions(GAME)
    old = SaveData("toy", {"start": 0}, [{"type": "added", "n": 3}], 1)  # written before versions existed
    write_save(tmp_path / "old.toml", old)
    assert Session.open("old", tmp_path).state["total"] == 3


def test_an_event_of_a_newer_format_is_refused(tmp_path):
    write_save(tmp_path / "new.toml", SaveData("toy", {"start": 0}, [{"type": "added", "n": 3}], 1, event_versions={"added": 2}))
    from mkref.core.errors import SaveFileError

    with pytest.raises(SaveFileError) as error:
        Session.open("new", tmp_path)
    assert "event 1 ('added') is of format 2, newer than this mkref reads (1)" in error.value.message()


def test_an_old_event_is_upgraded_by_the_game_hook(tmp_path, monkeypatch):
    monkeypatch.setattr(type(GAME), "event_versions", {"added": 2}, raising=False)
    monkeypatch.setattr(type(GAME), "upgrade_event", lambda self, e, v: {**e, "n": e["n"] * 10}, raising=False)
    write_save(tmp_path / "o.toml", SaveData("toy", {"start": 0}, [{"type": "added", "n": 3}], 1, event_versions={"added": 1}))
    assert Session.open("o", tmp_path).state["total"] == 30


command = st.one_of(st.integers(-5, 9).map(lambda n: Command("add", [str(n)])), st.just("undo"), st.just("redo"))


@settings(max_examples=30, deadline=None)
@given(st.lists(command, max_size=25))
def test_replaying_a_random_log_twice_through_save_and_load_gives_the_same_state_and_file(tmp_path_factory, commands):
    folder = tmp_path_factory.mktemp("r")
    session = Session.new("toy", ["1"], "r", folder)
    for c in commands:
        if c == "undo":
            session.undo()
        elif c == "redo":
            session.redo()
        else:
            session.execute(c)
    played_state, played_file = pickle.dumps(session.state), (folder / "r.toml").read_bytes()
    session.close()
    once = Session.open("r", folder)
    assert pickle.dumps(once.state) == played_state and dumps(once.data).encode() == played_file
    once.close()
    twice = Session.open("r", folder)
    assert pickle.dumps(twice.state) == played_state and dumps(twice.data).encode() == played_file
