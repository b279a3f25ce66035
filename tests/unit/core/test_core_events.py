from hypothesis import given, settings
from hypothesis import strategies as st

from mkref.core.events import EventLog, check_event, undo_label
from core_toygame import GAME

import pytest


def make(events=()):
    return EventLog(lambda: GAME.initial_state({"start": 0}), GAME.evolve, events, every=4)


def test_append_undo_redo_by_command():
    log = make()
    log.append([{"type": "added", "n": 2}])
    log.append([{"type": "rolled", "n": 5}, {"type": "added", "n": 5}], chance=True)
    assert log.state["total"] == 7
    assert log.events[2]["cont"] is True and log.events[1]["chance"] is True
    removed = log.undo()
    assert len(removed) == 2 and log.state == {"total": 2, "rolls": []}
    assert log.redo() == removed and log.state["total"] == 7
    log.undo()
    log.append([{"type": "added", "n": 1}])
    assert log.redo() == []  # a new event clears the redo stack
    assert log.state["total"] == 3


def test_undo_label_mentions_the_roll():
    removed = [{"type": "rolled", "n": 5, "chance": True}]
    assert undo_label(removed, GAME.label) == "undo: rolled 5 (a die roll or draw is undone too)"
    assert undo_label([], GAME.label) == "Nothing to undo."


def test_event_must_be_toml():
    with pytest.raises(TypeError):
        check_event({"type": "x", "v": None})
    with pytest.raises(TypeError):
        check_event({"type": "x", "v": [1, (2,)]})
    check_event({"type": "x", "v": [1, {"a": "b"}]})


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(-5, 5), max_size=40))
def test_undo_all_gives_initial_state(numbers):
    log = make()
    for n in numbers:
        log.append([{"type": "added", "n": n}])
    while log.undo():
        pass
    assert log.state == GAME.initial_state({"start": 0}) and log.events == []
    while log.redo():
        pass
    assert log.state["total"] == sum(numbers)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(-5, 5), min_size=1, max_size=30), st.integers(0, 29))
def test_snapshots_agree_with_a_replay(numbers, cut):
    log = make()
    for n in numbers:
        log.append([{"type": "added", "n": n}])
    for _ in range(min(cut, len(numbers))):
        log.undo()
    assert log.state == make(log.events).state
