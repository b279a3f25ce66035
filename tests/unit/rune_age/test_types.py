"""The types of Rune Age's state, events and status (state.py, events.py, texts_status.py) describe what
the game really holds.

mypy checks the code against the types; these tests check the types against the data: every event, the
state after it and its status data, in the example games of examples/games/ and in a save written by older code, conform
to their TypedDicts (no key missing, none unknown, every value of its type), and each kind of event is
handled by the function written for it.
"""

from __future__ import annotations

import io
import re
import shutil
import tomllib
import types
import typing
from pathlib import Path
from typing import Any, Literal, NotRequired, Required, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from mkref.games.rune_age import events as event_types
from mkref.games.rune_age import state as state_module
from mkref.games.rune_age import texts, texts_status
from mkref.games.rune_age.game import GAME

ROOT = Path(__file__).resolve().parents[3]
OLD_SAVE = ROOT / "tests" / "cli" / "rune_age_old_german_save.toml"
SCRIPTS = sorted((ROOT / "examples" / "games").glob("rune-age_*.txt"))


def problems(value: Any, kind: Any, where: str = "") -> list[str]:
    """What in ``value`` does not fit ``kind`` (a TypedDict, Literal, union, list, dict or plain type)."""
    origin, args = get_origin(kind), get_args(kind)
    if is_typeddict(kind):
        return typed_dict_problems(value, kind, where)
    if origin is Literal:
        return [] if value in args else [f"{where}: {value!r} is not one of {args}"]
    if origin in (typing.Union, types.UnionType):
        found = [problems(value, arm, where) for arm in args]
        return [] if any(not p for p in found) else [f"{where}: {value!r} fits none of {args}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        return [p for i, item in enumerate(value) for p in problems(item, args[0], f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not a dict"]
        return [p for k, v in value.items() for p in problems(k, args[0], f"{where} key") + problems(v, args[1], f"{where}.{k}")]
    if kind is int:
        return [] if isinstance(value, int) and not isinstance(value, bool) else [f"{where}: {value!r} is not an int"]
    if kind in (str, bool):
        return [] if isinstance(value, kind) else [f"{where}: {value!r} is not a {kind.__name__}"]
    raise AssertionError(f"{where}: no check for {kind!r}")


def typed_dict_problems(value: Any, kind: Any, where: str) -> list[str]:
    if not isinstance(value, dict):
        return [f"{where}: {value!r} is not a dict ({kind.__name__})"]
    hints = get_type_hints(kind, include_extras=True)
    optional = set(kind.__optional_keys__) | {k for k, t in hints.items() if get_origin(t) is NotRequired}
    found = [f"{where}: {kind.__name__} lacks {key!r}" for key in hints if key not in optional and key not in value]
    found += [f"{where}: {kind.__name__} has no key {key!r}" for key in value if key not in hints]
    for key, item in value.items():
        if key in hints:
            hint = hints[key]
            while get_origin(hint) in (NotRequired, Required):
                hint = get_args(hint)[0]
            found += problems(item, hint, f"{where}.{key}")
    return found


def event_class(kind: str) -> Any:
    return next(arm for arm in get_args(event_types.RuneAgeEvent) if kind in get_args(get_type_hints(arm)["type"]))


def replay(save: dict[str, Any]) -> list[str]:
    """Replay a save's events, checking each event, the state after it and its status data."""
    state = GAME.initial_state(save["setup"])
    found = problems(state, state_module.GameState, "initial state")
    for n, event in enumerate(save.get("events", [])):
        found += problems(event, event_class(event["type"]), f"event {n} ({event['type']})")
        state = GAME.evolve(state, event)
        found += problems(state, state_module.GameState, f"state after event {n} ({event['type']})")
        found += problems(GAME.status(state), texts_status.StatusData, f"status after event {n} ({event['type']})")
    return found


@pytest.fixture(scope="module")
def example_saves(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """The Rune Age example games of examples/games/, played into saves (each at a table with no card file yet)."""
    from mkref.cli.app import main

    folder = tmp_path_factory.mktemp("rune_age_saves")
    saves = {}
    for script in SCRIPTS:
        shutil.rmtree(folder / "cards", ignore_errors=True)
        text = script.read_text(encoding="utf-8")
        header = re.sub(r"\\\s*\n\s*", " ", "".join(line[1:] for line in text.splitlines(True)[:12] if line.startswith("#")))
        words = re.search(r"mkref new rune-age((?: +(?!then:)\S+)*)", header).group(1).split()  # type: ignore[union-attr]
        name = words[words.index("--save") + 1]
        assert main(["new", "rune-age", *words, "--saves-dir", str(folder)]) == 0
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr("sys.stdin", io.StringIO(text))
            assert main(["play", name, "--saves-dir", str(folder), "--keep-going"]) in (0, 1)
        saves[script.name] = tomllib.loads((folder / f"{name}.toml").read_text(encoding="utf-8"))
    return saves


def test_the_example_games_fit_the_types_event_by_event(example_saves: dict[str, dict[str, Any]]):
    assert len(example_saves) == len(SCRIPTS) >= 5
    for name, save in example_saves.items():
        assert len(save["events"]) > 20, name
        assert replay(save) == [], name


def test_a_save_of_older_code_fits_the_types():
    """Its events lack keys later code adds (who did it, a combat's target id): NotRequired; its elimination
    names the siege's winner by seat (``by = 0``), as decide still does before it signs the event."""
    save = tomllib.loads(OLD_SAVE.read_text(encoding="utf-8"))
    assert [e["by"] for e in save["events"] if "by" in e] == [0]
    assert not any("target_id" in e for e in save["events"] if e["type"] == "combat_resolved")
    assert replay(save) == []


def test_the_checker_finds_what_does_not_fit():
    assert problems({"type": "damage", "player": 0, "amount": 2}, event_types.DamageEvent) == [": DamageEvent lacks 'source'"]
    assert problems({"type": "damage", "player": 0, "amount": 2, "source": "dice", "x": 1}, event_types.DamageEvent) == [
        ": DamageEvent has no key 'x'", ".source: 'dice' is not one of ('', 'card', 'siege', 'event')"]
    assert problems({"type": "passed", "side": "attacker", "by": "Ann", "cont": True}, event_types.PassedEvent) == []
    assert problems({"type": "eliminated", "player": 1, "by": -1}, event_types.EliminatedEvent) == []
    assert problems({"type": "eliminated", "player": True, "by": -1}, event_types.EliminatedEvent) == [".player: True is not an int"]


def test_every_event_type_has_one_typed_dict_and_a_handler():
    kinds = set(get_args(event_types.EventType))
    declared = [k for arm in get_args(event_types.RuneAgeEvent) for k in get_args(get_type_hints(arm)["type"])]
    assert sorted(declared) == sorted(kinds)  # each kind in exactly one TypedDict
    assert set(state_module.HANDLERS) == kinds == GAME.event_types
    assert set(texts._DESCRIBE) <= kinds


@pytest.mark.parametrize("table", [state_module.HANDLERS, texts._DESCRIBE], ids=["evolve", "describe"])
def test_each_handler_takes_the_events_of_its_kind(table: dict[str, Any]):
    """The handler tables are cast (one function per kind); here each function's event type names its kind."""
    for kind, handler in table.items():
        hints = get_type_hints(handler)
        accepted = hints.get("e")
        assert accepted is not None, kind
        if accepted is not event_types.RuneAgeEvent:  # a handler of no particular kind takes any event
            assert kind in get_args(get_type_hints(accepted)["type"]), (kind, handler)
