"""The Lost Legion as an optional part of Mage Knight (volkare/part.py, mage_knight.parts): registered by name, the
base game imports nothing of it, it imports no other part, and a game says whether it uses it."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from mkref.games.mage_knight.parts import every_part, part, registered

MAGE_KNIGHT = Path(__file__).resolve().parents[4] / "mkref" / "games" / "mage_knight"
PARTS = ("cards", "pvp", "volkare")  # the optional parts' packages; everything else is the base game
PACKAGE = "mkref.games.mage_knight."


def _imports(path: Path) -> list[str]:
    """Every module a file imports, lazy imports inside functions included (``from X import Y``: X and X.Y)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found += [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
    return found


def _modules(under: Path) -> list[Path]:
    return sorted(under.rglob("*.py"))


def test_the_base_game_imports_nothing_of_the_lost_legion():
    base = [p for p in _modules(MAGE_KNIGHT) if p.relative_to(MAGE_KNIGHT).parts[0] not in PARTS]
    found = [f"{p.relative_to(MAGE_KNIGHT)}: {name}" for p in base for name in _imports(p) if name.startswith(PACKAGE + "volkare")]
    assert found == []


def test_the_lost_legion_imports_no_other_optional_part():
    others = tuple(PACKAGE + name for name in PARTS if name != "volkare")
    found = [f"{p.name}: {name}" for p in _modules(MAGE_KNIGHT / "volkare") for name in _imports(p) if name.startswith(others)]
    assert found == []


def test_registered_by_name_and_asked_last():
    assert list(registered())[-1] == "lost_legion"
    assert part("lost_legion").name == "lost_legion" and every_part()[-1] is part("lost_legion")


@pytest.mark.parametrize(("setup", "used"), [
    ({"map": True, "expansions": ["base"]}, False),  # a base game on the tracked map: no Lost Legion material
    ({"map": True, "expansions": ["base", "lost_legion"]}, True),
    ({"map": True, "expansions": ["base", "lost_legion"], "volkare": {}}, True),  # a Volkare scenario
    ({"map": True, "volkare": {}}, True),
    ({"map": True}, True),  # a save from before --expansion: every unit in the decks
    ({"map": False, "expansions": ["base"]}, True),  # sites typed by name: a Maze, a Deep Mine
    ({"map": True, "expansions": ["base"], "cards": True}, True),  # the cooperative skills
])
def test_used_where_its_material_can_enter_the_game(setup, used):
    assert part("lost_legion").uses(setup) is used


def test_a_game_without_it_says_volkare_null_last_in_status_and_has_its_state_keys(run):
    assert run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "base", "--seed", "3").code == 0
    status = json.loads(run("status", "base", "--json").out)
    assert list(status)[-1] == "volkare" and status["volkare"] is None
    from mkref.games.mage_knight.table import state as gs

    setup = {"scenario": "first_recon", "players": [{"name": "Anna", "hero": "tovak"}], "map": True, "expansions": ["base"]}
    state = gs.initial_state(setup)
    assert state["parts"] == [] and state["volkare"] is None and state["lost_legion_variants"] is None


def test_its_event_kinds_are_listed_in_a_save(run, saves_dir):
    assert run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "kinds", "--seed", "3").code == 0
    text = (saves_dir / "kinds.toml").read_text(encoding="utf-8")
    assert all(f"\n{kind} = 1\n" in text for kind in ("fortitude_attached", "secondary_used", "volkare_turn"))
