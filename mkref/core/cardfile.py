"""The table's card file: values printed on components that the rulebook does not print.

A table tells mkref a printed value once (a monster's hit points, a unit's strength); the shell keeps it in
``<saves folder>/cards/<game>.toml`` and answers the same question from there in every later game at that
table. The file is plain TOML a table can read, edit, copy to another table and check::

    [monsters.goblin_raiders]
    hp = 4

A value's key is the dotted path of its ``Request.card`` ("monsters.goblin_raiders.hp"). A save still records
every value it used (as its game's fact events or answers), so it replays the same even after the card file
changes. The file is read through the bounded reader and written atomically; one that cannot be read is
reported and then left alone (its values are asked again, and nothing is written over it).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from mkref.core.errors import DataFileError
from mkref.core.messages import SHELL

Value = int | str | bool | list[Any]
FOLDER = "cards"


def card_file(saves_folder: Path, game: str) -> Path:
    return saves_folder / FOLDER / f"{game}.toml"


def read(path: Path) -> dict[str, Any]:
    """The file's nested tables ({} when there is none yet); DataFileError when it cannot be read or is malformed."""
    from mkref.core.safefile import read_toml

    if not os.path.lexists(path):
        return {}
    data = read_toml(path, follow=False)
    problems = check(data)
    if problems:
        raise DataFileError(SHELL.said("cards.cannot_use", path=str(path)), problems[0], SHELL.said("cards.fix"))
    return data


def check(data: dict[str, Any], prefix: str = "") -> list[str]:
    """What is wrong with the file's values: every leaf is a number, a word, yes/no, or a list of them."""
    found: list[str] = []
    for key, value in data.items():
        where = f"{prefix}{key}"
        if isinstance(value, dict):
            found += check(value, where + ".")
        elif not _is_value(value):
            found.append(SHELL.said("cards.bad_value", key=where, value=repr(value)))
    return found


def _is_value(value: Any) -> bool:
    if isinstance(value, list):  # a list of values, or of small tables (a boss's doom columns)
        return all(isinstance(v, int | str | bool) or (isinstance(v, dict) and not check(v)) for v in value)
    return isinstance(value, int | str | bool)


def flatten(data: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """{"monsters.goblin.hp": 4, ...}: every value by its dotted key."""
    out: dict[str, Any] = {}
    for key, value in data.items():
        if isinstance(value, dict):
            out.update(flatten(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = value
    return out


def lookup(data: dict[str, Any], card: str) -> Any:
    node: Any = data
    for part in card.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return None if isinstance(node, dict) else node


def put(data: dict[str, Any], card: str, value: Value) -> None:
    *path, leaf = card.split(".")
    node = data
    for part in path:
        child = node.get(part)
        if not isinstance(child, dict):
            child = node[part] = {}
        node = child
    node[leaf] = value


def write(path: Path, data: dict[str, Any], game: str) -> None:
    """Write the whole file atomically (a temporary file beside it, then a rename)."""
    import tomli_w

    from mkref.core.safefile import refuse_link, write_new

    path.parent.mkdir(parents=True, exist_ok=True)
    refuse_link(path)
    head = (f"# Values printed on this table's {game} components, as the table told them to mkref.\n"
            "# Edit, copy or check freely: mkref cards " + game + " --check\n\n")
    tmp = path.parent / f".{path.name}.tmp"
    write_new(tmp, (head + tomli_w.dumps(data)).encode("utf-8"))
    os.replace(tmp, path)


def for_new_game(saves_folder: Path, game: str) -> tuple[dict[str, Any], str]:
    """What a new game starts with: (the card file's values, "" or why it could not be read). The values
    go into the save's setup, so the save replays the same whatever later happens to the file."""
    from mkref.core.errors import MkrefError

    try:
        return read(card_file(saves_folder, game)), ""
    except MkrefError as error:
        return {}, str(error)


def keep(saves_folder: Path, game: str, values: dict[str, Any]) -> None:
    """Add or correct values the table told (dotted key -> value) in the card file; it is read again
    first, so another table's prompt writing meanwhile loses nothing."""
    if not values:
        return
    path = card_file(saves_folder, game)
    data = read(path)
    changed = False
    for key, value in values.items():
        if lookup(data, key) != value:
            put(data, key, value)
            changed = True
    if changed:
        write(path, data, game)


# -- answers ------------------------------------------------------------------------------------------
def as_value(values: list[str], options: tuple[str, ...]) -> Value:
    """A request's answer as the card file keeps it: numbers as numbers, yes/no as true/false."""
    typed: list[int | str | bool] = [_typed(v, options) for v in values]
    return typed[0] if len(typed) == 1 else list(typed)


def _typed(value: str, options: tuple[str, ...]) -> int | str | bool:
    if set(options) <= {"yes", "no"}:
        return value == "yes"
    if value.lstrip("-").isdecimal():
        return int(value)
    return value


def as_answer(value: Any, count: int) -> list[str] | None:
    """The card file's value as a request's answer words; None when it does not fit the question."""
    items = value if isinstance(value, list) else [value]
    if len(items) != count:
        return None
    return ["yes" if v is True else "no" if v is False else str(v) for v in items]


def merge(ours: dict[str, Any], theirs: dict[str, Any]) -> tuple[list[str], list[str]]:
    """Add another table's values to ours: (keys added, keys that disagree and were left as ours)."""
    added: list[str] = []
    differ: list[str] = []
    mine = flatten(ours)
    for key, value in flatten(theirs).items():
        if key not in mine:
            put(ours, key, value)
            added.append(key)
        elif mine[key] != value:
            differ.append(key)
    return added, differ

