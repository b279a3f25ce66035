"""Finding the rules/ folder and loading its TOML files.

Search order: an explicit folder (`--rules-dir`), the MKREF_RULES_DIR variable, the copy installed
inside the package (mkref/_rules), then the checkout's rules/ folder.
"""

from __future__ import annotations

import os
from pathlib import Path
from collections.abc import Callable
from typing import Any

from mkref.core.errors import RulesDataError
from mkref.core.provenance import Provenance, take
from mkref.core.provenance import of as provenance_of
from mkref.core.tomlread import Fields, Problems, load_toml

_explicit_dir: Path | None = None


def set_rules_dir(path: str | Path | None) -> None:
    """Use ``path`` as the rules folder. A folder that does not exist, or holds no game's rules (no
    sub-folder with a .toml file), is an error: silently falling back to the built-in rules would
    answer from data the table did not ask for."""
    global _explicit_dir
    if path:
        check_rules_dir(Path(path))
    _explicit_dir = Path(path) if path else None


def check_rules_dir(path: Path) -> None:
    if not path.is_dir():
        why = "it is a file, not a folder" if path.exists() else "the folder does not exist"
        raise RulesDataError(f"Cannot use the rules folder {path}", why, "Give the folder that holds mage-knight/ (like the project's rules/)")
    if not any(sub.is_dir() and any(sub.glob("*.toml")) for sub in path.iterdir()):
        raise RulesDataError(
            f"Cannot use the rules folder {path}",
            "it holds no rules (no game folder with .toml files, such as mage-knight/)",
            "Give the folder that holds mage-knight/ (like the project's rules/)",
        )


def rules_root() -> Path:
    key = (_explicit_dir, os.environ.get("MKREF_RULES_DIR"))
    if _found.get(key) is None:
        _found[key] = _search_rules_root()
    return _found[key]


_found: dict[tuple[object, ...], Path] = {}


def _search_rules_root() -> Path:
    candidates: list[Path] = []
    if _explicit_dir:
        candidates.append(_explicit_dir)
    if os.environ.get("MKREF_RULES_DIR"):
        candidates.append(Path(os.environ["MKREF_RULES_DIR"]))
    here = Path(__file__).resolve().parent.parent
    candidates += [here / "_rules", here.parent / "rules"]
    for path in candidates:
        if path.is_dir():
            return path
    raise RulesDataError(
        "Cannot find the rules data",
        "looked in " + ", ".join(str(p) for p in candidates),
        "Pass --rules-dir or set MKREF_RULES_DIR to the project's rules/ folder",
    )


def game_dir(game_id: str) -> Path:
    path = rules_root() / game_id
    if not path.is_dir():
        raise RulesDataError(f"No rules data for {game_id}", f"{path} does not exist")
    return path


def read_file(game_id: str, name: str) -> dict[str, Any]:
    """A rules file, parsed; its ``[provenance]`` table is checked and kept aside (`provenance`), so a
    loader sees only records."""
    data = load_toml(game_dir(game_id) / name, RulesDataError)
    _PROVENANCE[(str(game_dir(game_id)), name)] = (take_provenance(data, shown_name(game_id, name)), data)
    return data


_PROVENANCE: dict[tuple[str, str], tuple[dict[str, Provenance], dict[str, Any]]] = {}


def take_provenance(data: dict[str, Any], shown: str) -> dict[str, Provenance]:
    """Remove and check the ``[provenance]`` table of a parsed rules file (mkref.core.provenance); every
    problem is refused at once, naming the file and key."""
    problems = new_problems()
    found = take(data, lambda key: f"{shown} [{key}]", problems.add)
    problems.raise_if_any(shown)
    return found


def provenance(game_id: str, name: str, path: str = "") -> Provenance | None:
    """Where the record at ``path`` (dotted, e.g. "enemies.prowlers") of a rules file comes from, or None
    when the file says nothing. Reads the file once per process."""
    key = (str(game_dir(game_id)), name)
    if key not in _PROVENANCE:
        read_file(game_id, name)
    table, data = _PROVENANCE[key]
    return provenance_of(table, path, data)


def provenance_in(path: Path) -> Callable[[str], list[str]]:
    """For the rules file at ``path`` (a game's index hook reads the folder it is given): a function from a
    record's dotted path to its [source, ref], [] when the file says nothing about it."""
    data = load_toml(path, RulesDataError)
    table = take_provenance(data, str(path))

    def record(key: str) -> list[str]:
        found = provenance_of(table, key, data)
        return list(found) if found is not None else []

    return record


def sure_enough(game_id: str, name: str, path: str = "") -> bool:
    """Whether the record is printed or agreed by several sources: only then may mkref refuse a different
    value the table reads off the physical component. Anything less (one source, disputed, estimated, or
    no provenance at all) is asked and the table's answer accepted."""
    found = provenance(game_id, name, path)
    return found is not None and found.sure


def file_fields(game_id: str, name: str, problems: Problems) -> Fields:
    """The whole file as Fields, with the file name shown relative to rules/."""
    return Fields(read_file(game_id, name), shown_name(game_id, name), "", problems)


def shown_name(game_id: str, name: str) -> str:
    """How a rules file is named in a message: 'rules/<game>/<file>' for the built-in data, the real path
    for a --rules-dir or MKREF_RULES_DIR folder (so an error points at the file that has it)."""
    root = rules_root()
    builtin = Path(__file__).resolve().parent.parent
    if root in (builtin / "_rules", builtin.parent / "rules"):
        return f"rules/{game_id}/{name}"
    return str(root / game_id / name)


def new_problems() -> Problems:
    return Problems(RulesDataError, collect=True)
