"""`mkref check-rules`: load and validate every rules file of every game, reporting each problem."""

from __future__ import annotations

import sys

import typer

from mkref.core.errors import MkrefError, RulesDataError
from mkref.core.plugin import resolve
from mkref.core.registry import GAMES, game_plugin
from mkref.core.rulesdata import rules_root, take_provenance
from mkref.core.tomlread import load_toml


def check_rules() -> None:
    """Validate every rules data file (all games) and list every problem with its file and key."""
    root = rules_root()
    failures: list[str] = []
    checked = 0
    for game in GAMES:
        folder = root / game.id
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.toml")):
            checked += 1
            try:
                check_provenance(load_toml(path, RulesDataError), path.name, str(path))
            except MkrefError as error:
                failures.append(error.message())
        target = game_plugin(game.id).checks
        checks = resolve(target) if target else []
        for check in checks:
            try:
                check()
            except MkrefError as error:
                failures.append(error.message())
    if failures:
        sys.stderr.write("\n".join(f"Error: {f}" for f in dict.fromkeys(failures)) + "\n")
        raise typer.Exit(RulesDataError.exit_code)
    sys.stdout.write(f"All {checked} rules files in {root} are valid.\n")


def check_provenance(data: dict[str, object], name: str, shown: str) -> None:
    """Every rules data file says where its numbers come from: a ``[provenance]`` table with a default
    (mkref.core.provenance). Index files may leave it out: an entry is printed on the page it cites."""
    found = take_provenance(data, shown)
    if "default" not in found and not name.startswith("index"):
        raise RulesDataError(
            f"Problem in {shown} [provenance]",
            "missing; every rules data file says where its numbers come from",
            'Add [provenance] with default = { source = "printed", ref = "p. N" } (or consensus, single, estimated; ref = "not printed")',
        )
