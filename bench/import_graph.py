"""The import graph of every game, package by package (issue 21: the figures before and after a refactor).

Run: python bench/import_graph.py [GAME ...]. For each game: the import statements from one package to another
(a package is a sub-folder of the game or one of its top-level modules; imports inside functions count), the
pairs of packages that import each other, the private names (``_x``) imported from another package, and how
often each package names ``Any``. The same reading of the source as tests/unit/test_layers.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.unit.importgraph import GAMES, count_any, game_graph  # noqa: E402


def report(game: str) -> list[str]:
    graph = game_graph(game)
    counted = graph.statements()
    lines = [f"== {game}: {len(graph.packages)} packages, {sum(counted.values())} import statements between them"]
    for source in graph.packages:
        targets = ", ".join(f"{target} {n}" for (s, target), n in sorted(counted.items()) if s == source)
        lines.append(f"  {source:12} -> {targets or '-'}")
    pairs = graph.two_way_pairs()
    lines.append(f"  two-way pairs: {len(pairs)}" + "".join(f"\n    {a} <-> {b}" for a, b in pairs))
    private = graph.private_imports()
    lines.append(f"  private names imported from another package: {len(private)}" + "".join(f"\n    {e}" for e in private))
    per_package: dict[str, int] = {}
    for module, path in graph.modules.items():
        package = graph.package_of(module) or "__init__"
        per_package[package] = per_package.get(package, 0) + count_any(path)
    lines.append(f"  Any: {sum(per_package.values())} (" + ", ".join(f"{p} {n}" for p, n in sorted(per_package.items()) if n) + ")")
    return lines


def main(games: list[str]) -> None:
    for game in games or GAMES:
        print("\n".join(report(game)))


if __name__ == "__main__":
    main(sys.argv[1:])
