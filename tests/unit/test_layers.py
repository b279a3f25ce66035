"""The packages of each game depend one way, and Mage Knight's in layers (ARCHITECTURE.md, "Boundaries" and
"Mage Knight's optional parts"), checked on every import of every module (tests/unit/importgraph.py: imports
inside functions count, relative imports resolved). A package is a sub-folder of a game or one of its top-level
modules; a game without sub-folders has one package per module.

For every game:
- no two packages import each other, and no circle runs through several;
- no package imports a private name (``_x``) of another.
For Mage Knight:
- its layers: the catalogue (``messages/``), ``content.py``, ``new_options.py``, ``sheet_kinds.py`` and the
  parts' contract ``parts.py`` at the bottom; above them ``data/`` <- ``map/`` <- ``combat/`` and
  ``scoring/`` <- the tracked table (``table/``); ``story.py``, ``lookup/``, ``checks.py`` and ``shell/`` at the
  top. A package imports none of a layer above its own. ``plugin.py`` names the game's modules by string
  and imports none of them, so anyone may read it (the contract reads the registry, ``content.py`` the
  expansions);
- the base imports none of the optional parts (those registered in ``plugin.py``'s ``parts``, and
  ``cards/``, ``pvp/``, ``volkare/``), and a part imports no other part. The composers, which put the whole game
  together for the shells -- ``checks.py`` (every part's rules data cross-checked), ``lookup/`` (every part's
  entries of `mkref rules`) and ``shell/`` (the sheet commands, e.g. a combat sheet against Volkare) -- may
  import a part; ``plugin.py`` names parts by string only;
- each of ``cards/``, ``pvp/``, ``volkare/`` is registered, and the declaration the registry names loads, on its
  own, nothing but the core, the contract, the plug-in, the catalogues and its package's catalogue;
- every package has its place (a layer, or a registered part).
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.unit.importgraph import GAMES, ROOT, Edge, GameGraph, find_cycle, game_graph

MK = "mage_knight"
PLUGIN_LEAF = -1  # plugin.py: strings only, imports none of the game
BOTTOM = ("messages", "content", "new_options", "sheet_kinds", "parts", "state_types")
TOP = 5
LAYER = {
    "plugin": PLUGIN_LEAF,
    **{name: 0 for name in BOTTOM},
    "data": 1,
    "map": 2,
    "combat": 3,
    "scoring": 3,  # beside combat: it settles score sheets from the scenarios' data; the table hands it a sheet, no import
    "table": 4,
    "story": TOP,
    "lookup": TOP,
    "checks": TOP,
    "shell": TOP,
}
COMPOSERS = ("plugin", "checks", "lookup", "shell")  # they may import a part (plugin.py: by string only)
OPTIONAL = ("cards", "pvp", "volkare")  # the optional parts, each registered in the plug-in


def registered_packages() -> list[str]:
    """The packages of the parts registered in Mage Knight's plug-in (plugin.py's ``parts``)."""
    from mkref.games.mage_knight.plugin import MK as PREFIX, PLUGIN

    modules = [target.partition(":")[0] for target in PLUGIN.parts.values()]
    return [module[len(PREFIX) + 1:].split(".")[0] for module in modules if module.startswith(PREFIX + ".")]


PARTS = tuple(sorted({*OPTIONAL, *registered_packages()}))
BASE = tuple(p for p in game_graph(MK).packages if p not in PARTS and p not in COMPOSERS)


def refuse(edges: list[Edge], what: str) -> None:
    """Fail with what is wrong and each offending module, line and import."""
    if edges:
        pytest.fail(what + ":" + shown(edges), pytrace=False)


def shown(edges: list[Edge]) -> str:
    return "\n  " + "\n  ".join(str(e) for e in edges)


def every_package() -> list[tuple[str, str]]:
    return [(game, package) for game in GAMES for package in game_graph(game).packages]


# -- every game --------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "package"), every_package())
def test_no_two_packages_import_each_other(game: str, package: str):
    graph = game_graph(game)
    for other in graph.two_way(package):
        refuse(graph.between(package, other) + graph.between(other, package), f"{package} and {other} import each other")


@pytest.mark.parametrize("game", GAMES)
def test_no_circle_between_the_packages_of_a_game(game: str):
    graph = game_graph(game)
    circle = graph.circle()
    refuse([graph.between(a, b)[0] for a, b in zip(circle, circle[1:])], "the packages import each other in a circle: " + " -> ".join(circle))


@pytest.mark.parametrize(("game", "package"), every_package())
def test_no_private_name_is_imported_from_another_package(game: str, package: str):
    refuse(game_graph(game).private_imports(package), f"{package} imports private names (_x) of another package")


# -- Mage Knight's layers and optional parts ----------------------------------------------------------------
def test_every_mage_knight_package_has_its_place():
    """A new package is put in a layer (LAYER above) or is an optional part (registered in plugin.py)."""
    assert set(game_graph(MK).packages) - set(LAYER) - set(PARTS) == set()


@pytest.mark.parametrize("package", sorted(LAYER))
def test_a_layer_imports_none_above_it(package: str):
    graph = game_graph(MK)
    # a type named for mypy under `if TYPE_CHECKING:` is no dependency at run time: the state's types (state_types.py,
    # at the bottom beside the contract that uses them) name the map's MapState that way
    above = [e for other in sorted(graph.graph.get(package, ())) if other in LAYER and LAYER[other] > LAYER[package]
             for e in graph.between(package, other) if not e.typing_only]
    refuse(above, f"{package} (layer {LAYER[package]}) imports a layer above it")


@pytest.mark.parametrize(("base", "part"), [(b, p) for b in BASE for p in PARTS])
def test_the_base_imports_no_optional_part(base: str, part: str):
    refuse(game_graph(MK).between(base, part), f"the base ({base}) imports the optional part {part}: call a hook of parts.py instead")


@pytest.mark.parametrize(("part", "other"), [(p, o) for p in PARTS for o in PARTS if p != o])
def test_an_optional_part_imports_no_other_part(part: str, other: str):
    refuse(game_graph(MK).between(part, other), f"the optional part {part} imports {other}: route it through a hook, or move the shared piece into the base")


@pytest.mark.parametrize("part", OPTIONAL)
def test_each_optional_part_is_registered(part: str):
    assert part in registered_packages(), f"{part}/ is no plug-in: register its Part in plugin.py's parts"


def light(part: str, declaration: str, module: str) -> bool:
    """A module a part's declaration may load: the core, the contract, the plug-in, the game's catalogue, and of
    its own package the ``__init__`` and the catalogue (its rule modules load when a hook runs)."""
    mage_knight, own = "mkref.games.mage_knight", f"mkref.games.mage_knight.{part}"
    return (module in ("mkref", "mkref.core", "mkref.games", mage_knight, f"{mage_knight}.parts", f"{mage_knight}.plugin", own, declaration)
            or module.startswith(("mkref.core.", f"{mage_knight}.messages", f"{own}.messages")))


@pytest.mark.parametrize("part", OPTIONAL)
def test_a_part_declaration_is_light(part: str):
    """What the registry names (``<part>/part.py``) loads none of the base's layers and no rule module."""
    from mkref.games.mage_knight.plugin import MK as PREFIX, PLUGIN

    declared = [target.partition(":")[0] for target in PLUGIN.parts.values() if target.startswith(f"{PREFIX}.{part}.")]
    assert declared, f"{part}/ is no plug-in: register its Part in plugin.py's parts"
    probe = f"import json, sys\nimport {declared[0]}\nsys.stdout.write(json.dumps(sorted(sys.modules)))"
    loaded = json.loads(subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True).stdout)
    heavy = [m for m in loaded if m.startswith("mkref") and not light(part, declared[0], m)]
    assert not heavy, f"importing {declared[0]} loads {heavy}: import them inside the hooks that need them"


def test_the_plugin_imports_none_of_the_game():
    graph = game_graph(MK)
    refuse([e for other in sorted(graph.graph["plugin"]) for e in graph.between("plugin", other)], "plugin.py names the game's modules by string only")


# -- the checks can fail -------------------------------------------------------------------------------------
def test_the_checks_find_a_two_way_pair_a_circle_and_a_private_name(tmp_path):
    game = tmp_path / "mkref" / "games" / "probe"
    files = {
        "__init__.py": "",
        "low/__init__.py": "",
        "low/a.py": "def helper(): from ..high import b\n",  # a lazy, relative import
        "high/__init__.py": "",
        "high/b.py": "from mkref.games.probe.low.a import _secret\nfrom mkref.games.probe import side\n",
        "side.py": "import mkref.games.probe.low.a\n",
    }
    for name, text in files.items():
        (game / name).parent.mkdir(parents=True, exist_ok=True)
        (game / name).write_text(text, encoding="utf-8")
    graph = GameGraph(game, root=tmp_path)
    assert graph.packages == ["high", "low", "side"]
    assert graph.two_way_pairs() == [("high", "low")]
    assert [str(e) for e in graph.private_imports()] == ["mkref/games/probe/high/b.py:1 imports mkref.games.probe.low.a._secret"]
    assert graph.circle() == ["high", "low", "high"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) == []
