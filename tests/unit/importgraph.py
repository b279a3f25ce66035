"""Every import of every module of mkref, read from the source (tests/unit/test_boundaries.py,
tests/unit/test_layers.py and bench/import_graph.py share it).

An import is seen wherever it is written (imports inside functions count) and relative imports are
resolved. A game's *package* is a sub-folder of the game (``table/``, ``cards/``, ``shell/``) or one of
its top-level modules (``plugin.py``, ``parts.py``): a game without sub-folders has one package per module.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache, cached_property
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MKREF = ROOT / "mkref"
GAMES = sorted(p.name for p in (MKREF / "games").iterdir() if (p / "__init__.py").exists())


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def rel(path: Path, root: Path = ROOT) -> str:
    return str(path.relative_to(root))


@cache
def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def typing_only_lines(path: Path) -> set[int]:
    """The lines of the imports under ``if TYPE_CHECKING:`` (mypy reads them; Python never runs them)."""
    lines: set[int] = set()
    for node in ast.walk(_tree(path)):
        test = node.test if isinstance(node, ast.If) else None
        if (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"):
            lines |= {inner.lineno for stmt in node.body for inner in ast.walk(stmt) if isinstance(inner, (ast.Import, ast.ImportFrom))}
    return lines


def imports(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """Every module a file imports, anywhere in it (lazy imports inside functions included): for
    ``from a.b import c`` both ``a.b`` and ``a.b.c`` (``c`` may be a module or a name in ``a.b``)."""
    package = module_name(path, root).rsplit(".", 0 if path.name == "__init__.py" else 1)[0]
    found = []
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
    return found


def leaves(names: Iterable[str]) -> list[str]:
    """The names no other name goes on from ("a.b" of "a.b", "a.b.c" is left out)."""
    names = list(dict.fromkeys(names))
    return [n for n in names if not any(other.startswith(n + ".") for other in names)]


def is_private(word: str) -> bool:
    """``_x`` is private; a dunder (``__version__``) is not."""
    return word.startswith("_") and not (word.startswith("__") and word.endswith("__"))


@dataclass(frozen=True)
class Edge:
    """One name an import statement of a module of one package takes from a module of another."""

    path: Path  # the importing file
    where_from: str  # its path as shown
    line: int
    name: str  # as imported: "pkg.mod" or "pkg.mod.attribute"
    source: str  # the importing package
    target: str  # the imported package
    typing_only: bool = False  # under `if TYPE_CHECKING:`: a type named for mypy, nothing imported at run time

    def __str__(self) -> str:
        return f"{self.where_from}:{self.line} imports {self.name}"

    @property
    def private(self) -> str:
        """The name up to its first private word (``pkg._mod``, ``pkg.mod._x``), or "" when it is public."""
        words = self.name.split(".")
        first = next((i for i, word in enumerate(words) if is_private(word)), None)
        return "" if first is None else ".".join(words[: first + 1])


class GameGraph:
    """The imports between the packages of one game (its folder under ``root``/mkref/games)."""

    def __init__(self, folder: Path, root: Path = ROOT) -> None:
        self.folder, self.root = folder, root
        self.prefix = module_name(folder / "__init__.py", root)
        self.modules = {module_name(p, root): p for p in sorted(folder.rglob("*.py"))}

    def package_of(self, module: str) -> str:
        """The module's package: its sub-folder or top-level module ("" for the game's own ``__init__``)."""
        rest = module[len(self.prefix) + 1:] if module != self.prefix else ""
        return rest.split(".")[0]

    @cached_property
    def packages(self) -> list[str]:
        return sorted({self.package_of(m) for m in self.modules} - {""})

    def _owner(self, imported: str) -> str:
        """The game's module an imported name is in ('pkg.mod.attr' -> 'pkg.mod'), or ''."""
        while imported and imported not in self.modules:
            imported = imported.rpartition(".")[0]
        return imported

    @cached_property
    def edges(self) -> tuple[Edge, ...]:
        """Every name one package imports from another. The game's own ``__init__`` is no package: ``from
        mkref.games.GAME import parts`` names it on the way to ``parts``."""
        found = []
        for module, path in self.modules.items():
            for_mypy = typing_only_lines(path)
            for line, name in imports(path, self.root):
                owner = self._owner(name)
                here, there = self.package_of(module), self.package_of(owner) if owner else ""
                if there and here != there:
                    found.append(Edge(path, rel(path, self.root), line, name, here, there, line in for_mypy))
        return tuple(found)

    def between(self, source: str, target: str) -> list[Edge]:
        """What ``source`` imports from ``target``: one edge per import statement, naming what it takes."""
        taken: dict[tuple[Path, int], list[Edge]] = {}
        for edge in self.edges:
            if edge.source == source and edge.target == target:
                taken.setdefault((edge.path, edge.line), []).append(edge)
        return [replace(edges[0], name=", ".join(leaves(e.name for e in edges))) for _, edges in sorted(taken.items())]

    @cached_property
    def graph(self) -> dict[str, set[str]]:
        """Which package imports which. A module of declarations only (``state_types.py``) may name, for mypy
        only, a type of a package that uses the declarations (Mage Knight's state names the map's MapState, and
        map/in_game.py takes that state): no dependency at run time, so it makes no pair and closes no circle.
        Every other import counts, under `if TYPE_CHECKING:` too."""
        found: dict[str, set[str]] = {p: set() for p in self.packages}
        for edge in self.edges:
            if not (edge.typing_only and edge.path.name == "state_types.py"):
                found[edge.source].add(edge.target)
        return found

    def statements(self) -> dict[tuple[str, str], int]:
        """(package, package it imports) -> the number of import statements."""
        counted: dict[tuple[str, str], int] = {}
        for source in self.graph:
            for target in self.graph[source]:
                counted[source, target] = len(self.between(source, target))
        return counted

    def two_way(self, package: str) -> list[str]:
        """The packages ``package`` imports that import it too."""
        return sorted(other for other in self.graph[package] if package in self.graph[other])

    def two_way_pairs(self) -> list[tuple[str, str]]:
        return [(a, b) for a in self.packages for b in self.two_way(a) if a < b]

    def private_imports(self, package: str | None = None) -> list[Edge]:
        """Every private name (``_x``) a package imports from another, once per statement and name."""
        found: dict[tuple[str, int, str], Edge] = {}
        for edge in self.edges:
            if edge.private and package in (None, edge.source):
                found.setdefault((edge.where_from, edge.line, edge.private), edge)
        return list(found.values())

    def circle(self) -> list[str]:
        return find_cycle(self.graph)


@cache
def game_graph(game: str) -> GameGraph:
    return GameGraph(MKREF / "games" / game)


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One circle of the graph (its first node repeated at the end), or []."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        state[node] = 2
        stack.pop()
        return []

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return []


def count_any(path: Path) -> int:
    """How often a module names ``Any`` (annotations and casts; the import itself not)."""
    return sum(1 for node in ast.walk(_tree(path))
               if (isinstance(node, ast.Name) and node.id == "Any") or (isinstance(node, ast.Attribute) and node.attr == "Any"))
