"""No module of the miniatures game imports the board game's package; the core imports neither game."""

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[3] / "mkref"


def imports(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_miniatures_never_imports_board_game():
    for f in (PKG / "games" / "mk_miniatures").rglob("*.py"):
        assert not any(m.startswith("mkref.games.mage_knight") for m in imports(f)), f
    for f in (PKG / "games" / "mk_miniatures" / "shell" / "mini.py", PKG / "games" / "mk_miniatures" / "shell" / "mini_view.py"):
        assert not any("mage_knight" in m for m in imports(f)), f


def test_core_imports_no_game():
    for f in (PKG / "core").rglob("*.py"):
        assert not any(m.startswith("mkref.games") for m in imports(f)), f


def test_rule_code_is_pure():
    for f in (PKG / "games" / "mk_miniatures").rglob("*.py"):
        if "shell" in f.relative_to(PKG).parts:  # the game's own commands and views print by design
            continue
        mods = set(imports(f))
        assert not mods & {"random", "time", "rich", "prompt_toolkit", "typer"}, f
        src = f.read_text(encoding="utf-8")
        assert "print(" not in src and "input(" not in src, f
