"""Mage Knight's typed state (issue 21 item 3) checked on real games.

Every Mage Knight example game of examples/games/ is played (as tests/story/storylib.py plays them), then its
save is replayed through the game's `initial_state` and `evolve`; after EVERY event the whole state must fit
`state_types.GameState`: every key declared (by the base, or by the extension of a part the game uses),
every required key present, every value of its declared type (typed_state_check.py). Every event's type must be
the base game's, the map's, or one of a part in use. A part not in use may leave in the state only the keys its
``WRITTEN_BY_BASE`` names (keys the base's set-up or evolve still writes in every game).

The parts a game uses are ``state["parts"]`` once Mage Knight's plug-in registers its parts; until then they
are read off the set-up (PART_GUESS), as parts.py's `Part.uses` will.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import shutil
import sys
import typing
from collections import defaultdict
from pathlib import Path
from types import ModuleType
from typing import Any, Literal, NotRequired, TypedDict

import pytest
from typed_state_check import Schema, fields, problems

from mkref.core.events import thaw
from mkref.core.saves import read_save
from mkref.games.mage_knight.content import content
from mkref.games.mage_knight.map.board import MapState
from mkref.games.mage_knight.parts import every_part, part, registered
from mkref.games.mage_knight.table import state as gs
from mkref.games.mage_knight import state_types as base
from mkref.games.mage_knight.table.game import GAME

ROOT = Path(__file__).resolve().parents[3]
MK = "mkref.games.mage_knight"
LOCALNS = (("MapState", MapState),)
# until the plug-in registers the parts: each part's package and whether a set-up uses it
PART_GUESS: dict[str, tuple[str, typing.Callable[[dict[str, Any]], bool]]] = {
    "cards": (f"{MK}.cards", lambda setup: bool(setup.get("cards"))),
    "pvp": (f"{MK}.pvp", lambda setup: len(setup["players"]) > 1),
    "lost_legion": (f"{MK}.volkare", lambda setup: "lost_legion" in content(setup)),
}
BASE_TYPES = [t for t in vars(base).values() if typing.is_typeddict(t) and t.__module__ == base.__name__]


def _storylib() -> ModuleType:
    spec = importlib.util.spec_from_file_location("mk_state_storylib", ROOT / "tests" / "story" / "storylib.py")
    assert spec is not None and spec.loader is not None
    module = sys.modules[spec.name] = importlib.util.module_from_spec(spec)  # its dataclass looks itself up there
    spec.loader.exec_module(module)
    return module


STORY = _storylib()
EXAMPLES = [e for e in STORY.examples() if e.game == "mage-knight"]


# -- the parts --------------------------------------------------------------------------------------
def part_packages() -> dict[str, str]:
    """Every part's name -> its package (the registry's module path without its last name)."""
    if registered():
        return {name: target.partition(":")[0].rsplit(".", 1)[0] for name, target in registered().items()}
    return {name: package for name, (package, _) in PART_GUESS.items()}


def part_types() -> dict[str, ModuleType]:
    """Every part's state_types module (a part without one adds no key to the state)."""
    out = {}
    for name, package in part_packages().items():
        if importlib.util.find_spec(f"{package}.state_types") is not None:
            out[name] = importlib.import_module(f"{package}.state_types")
    return out


def parts_used(setup: dict[str, Any], state: dict[str, Any]) -> set[str]:
    if registered():
        return set(state["parts"])
    return {name for name, (_, uses) in PART_GUESS.items() if uses(setup)}


def schema_for(used: set[str]) -> Schema:
    extensions: dict[type, list[tuple[type, frozenset[str] | None]]] = defaultdict(list)
    for name, module in part_types().items():
        for base_type, extension in module.EXTENDS.items():
            if name in used:
                extensions[base_type].append((extension, None))
            elif base_type in module.WRITTEN_BY_BASE:
                extensions[base_type].append((extension, module.WRITTEN_BY_BASE[base_type]))
    return Schema({k: tuple(v) for k, v in extensions.items()}, LOCALNS)


def event_types(used: set[str]) -> set[str]:
    kinds = set(typing.get_args(base.BaseEventType)) | set(typing.get_args(base.MapEventType))
    for name, module in part_types().items():
        if name in used:
            kinds |= set(typing.get_args(module.EventType))
    return kinds


# -- the example games --------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def saves(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("mk-state-types")
    for example in EXAMPLES:
        shutil.rmtree(folder / "cards", ignore_errors=True)  # each script is a first evening at its own table
        code, _, err = STORY.mkref("new", example.game, *example.args, "--saves-dir", str(folder))
        assert code == 0, err
        code, _, err = STORY.mkref("play", example.name, "--saves-dir", str(folder), "--keep-going",
                                   stdin=example.script.read_text(encoding="utf-8"))
        assert code in (0, 1), err  # a script's "#! refused" lines are refused on purpose
    return folder


def replayed(path: Path) -> typing.Iterator[tuple[int, dict[str, Any], dict[str, Any], set[str]]]:
    """(event number, the event or {} at the start, the state after it, the parts used), event by event."""
    data = read_save(path)
    state = GAME.initial_state(data.setup)
    used = parts_used(data.setup, state)
    yield 0, {}, state, used
    for number, event in enumerate(data.events, 1):
        state = GAME.evolve(state, thaw(event))
        yield number, event, state, used


def test_every_part_is_played_by_some_example(saves: Path):
    played = set().union(*(next(replayed(saves / f"{e.name}.toml"))[3] for e in EXAMPLES))
    assert played >= set(part_types()), "an example game should use each part, so its types are checked on real states"


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.script.stem)
def test_the_state_fits_its_types_after_every_event(saves: Path, example: Any):
    found: dict[str, str] = {}
    events = 0
    for number, event, state, used in replayed(saves / f"{example.name}.toml"):
        schema = schema_for(used)
        kinds = event_types(used)
        if event and event["type"] not in kinds:
            found.setdefault(f"event type {event['type']!r} (parts used: {sorted(used)})", f"event {number}")
        for problem in problems(state, base.GameState, schema):
            found.setdefault(problem, f"after event {number} ({event.get('type', 'the start')})")
        events = number
    assert events > 10, "the example game was played"
    assert not found, "\n".join(f"{where}: {problem}" for problem, where in list(found.items())[:40])


# -- the declarations ---------------------------------------------------------------------------------
def _literal(hint: Any) -> set[str]:
    return set(typing.get_args(hint))


def test_once_the_parts_are_registered_their_packages_and_the_states_parts_decide(monkeypatch: pytest.MonkeyPatch):
    module = sys.modules[__name__]
    monkeypatch.setattr(module, "registered", lambda: {"cards": f"{MK}.cards.part:PART", "coop": f"{MK}.pvp.coop_part:PART"})
    assert part_packages() == {"cards": f"{MK}.cards", "coop": f"{MK}.pvp"}
    assert set(part_types()) == {"cards", "coop"}
    assert parts_used({"players": [{}, {}], "cards": True}, {"parts": ["coop"]}) == {"coop"}


def test_the_event_literals_are_the_games_event_types():
    from mkref.games.mage_knight.map.exploring import MAP_EVENT_TYPES

    declared = {"base": _literal(base.BaseEventType), "map": _literal(base.MapEventType)}
    declared |= {name: _literal(module.EventType) for name, module in part_types().items()}
    every = set().union(*declared.values())
    assert sum(len(kinds) for kinds in declared.values()) == len(every), "an event type belongs to one owner"
    assert declared["map"] == set(MAP_EVENT_TYPES)
    assert all(kind in gs.EVENT_TYPES for kind in every), sorted(k for k in every if k not in gs.EVENT_TYPES)
    known = set(gs.EVENT_TYPES) | set(MAP_EVENT_TYPES) | {kind for part in every_part() for kind in part.event_types}
    known |= {"pvp_started", "pvp_exchange", "pvp_ended", "pvp_coop", "pvp_coop_next"}  # accepted by table/state.py by name
    assert known <= every, sorted(known - every)
    for name, module in part_types().items() if registered() else ():  # a registered part's events are its types'
        assert part(name).event_types <= _literal(module.EventType), name


def test_a_part_extends_the_base_and_never_redeclares_its_keys():
    for name, module in part_types().items():
        for base_type, extension in module.EXTENDS.items():
            assert base_type in BASE_TYPES, f"{name}: {base_type} is no type of the base"
            own, _ = fields(base_type, LOCALNS)
            theirs, required = fields(extension, LOCALNS)
            assert {k: theirs[k] for k in own} == dict(own), f"{name}: {extension.__name__} changes a key of {base_type.__name__}"
            added = set(theirs) - set(own)
            assert added and not (added & required), f"{name}: {extension.__name__} adds keys, none required"
            assert module.WRITTEN_BY_BASE.get(base_type, frozenset()) <= added, f"{name}: WRITTEN_BY_BASE names its own keys"
        assert set(module.WRITTEN_BY_BASE) <= set(module.EXTENDS), name


def test_the_base_types_import_no_part():
    tree = ast.parse((ROOT / "mkref/games/mage_knight/state_types.py").read_text(encoding="utf-8"))
    names = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)] + \
            [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    packages = set(part_packages().values())
    assert not [n for n in names if any(n == p or n.startswith(p + ".") for p in packages)], names


def test_a_saved_terrain_effect_has_the_fields_of_an_effect():
    from mkref.games.mage_knight.cards.effects import Effect
    from mkref.games.mage_knight.cards.state_types import SavedEffect

    assert list(fields(SavedEffect)[0]) == list(Effect._fields)


def test_a_new_player_has_every_key_a_player_must_have():
    state = GAME.initial_state(GAME.setup_from_args(["--scenario", "first_recon", "--player", "Anna:Tovak", "--no-map"]))
    _, required = fields(base.PlayerState)
    assert set(state["players"][0]) == required | {"fame_debt"}, "a hero's keys from the start are required (fame_debt: real players only)"


# -- the check itself: a wrong declaration or a wrong value is found --------------------------------------
class _Inner(TypedDict):
    colour: Literal["red", "blue"]
    count: int


class _Outer(TypedDict):
    name: str
    inner: _Inner
    items: list[_Inner]
    table: dict[str, int]
    maybe: _Inner | None
    later: NotRequired[bool]


class _Extended(_Outer, total=False):
    extra: list[str]


GOOD = {"name": "x", "inner": {"colour": "red", "count": 1}, "items": [], "table": {"a": 1}, "maybe": None}


@pytest.mark.parametrize("change, expected", [
    ({"name": 3}, "state['name']: 3 is not str"),
    ({"inner": {"colour": "green", "count": 1}}, "state['inner']['colour']: 'green' is none of ('red', 'blue')"),
    ({"inner": {"colour": "red"}}, "state['inner']: misses the key 'count' (_Inner)"),
    ({"items": [{"colour": "red", "count": True}]}, "state['items'][0]['count']: True is a bool, not int"),
    ({"table": {"a": "1"}}, "state['table']['a']: '1' is not int"),
    ({"table": {1: 1}}, "state['table'] key: 1 is not str"),
    ({"maybe": {"colour": "red", "count": 1, "more": 2}}, "state['maybe']: the key 'more' is not declared"),
    ({"later": "yes"}, "state['later']: 'yes' is not bool"),
    ({"extra": ["a"]}, "state: the key 'extra' is not declared"),
])
def test_the_check_finds_a_wrong_value(change: dict[str, Any], expected: str):
    assert problems(GOOD, _Outer) == []
    found = problems({**GOOD, **change}, _Outer)
    assert any(p.startswith(expected) for p in found), found


def test_the_check_finds_a_missing_key_and_takes_an_extension_only_where_it_is_in_force():
    assert problems({k: v for k, v in GOOD.items() if k != "name"}, _Outer) == ["state: misses the key 'name' (_Outer)"]
    extended = {**GOOD, "extra": ["a"]}
    assert problems(extended, _Outer, Schema({_Outer: ((_Extended, None),)})) == []
    assert problems(extended, _Outer, Schema({_Outer: ((_Extended, frozenset({"extra"})),)})) == []
    assert problems(extended, _Outer, Schema({_Outer: ((_Extended, frozenset()),)})) != []
    assert problems({**extended, "extra": [1]}, _Outer, Schema({_Outer: ((_Extended, None),)})) == ["state['extra'][0]: 1 is not str"]


def test_the_check_refuses_a_hint_it_cannot_read():
    with pytest.raises(TypeError, match="does not know"):
        problems((1, 2), tuple[int, int])


def test_a_wrong_declaration_fails_on_a_real_game(saves: Path):
    blitz = next(e for e in EXAMPLES if e.name == "blitz")
    _, _, state, used = list(replayed(saves / f"{blitz.name}.toml"))[-1]
    assert problems(state, base.GameState, schema_for(used)) == []
    assert any("'volkare' is not declared" in p for p in problems(state, base.GameState, Schema(localns=LOCALNS))), \
        "without the Lost Legion's extension its key is undeclared"
    wrong_player = TypedDict("wrong_player", {**fields(base.PlayerState)[0], "fame": str})
    wrong = TypedDict("wrong", {**fields(base.GameState, LOCALNS)[0], "players": list[wrong_player]})
    assert any("['fame']" in p and "is not str" in p for p in problems(state, wrong, schema_for(used)))
    assert problems({**state, "phase": "lunch"}, base.GameState, schema_for(used)) == \
        ["state['phase']: 'lunch' is none of ('prepare', 'tactics', 'turns', 'round_over', 'game_over')"]
