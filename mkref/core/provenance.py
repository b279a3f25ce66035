"""Where the numbers of a rules file come from, and how sure they are.

Every rules data file ends with a ``[provenance]`` table: a ``default`` for all its records and, under the
dotted key path of a record (``"enemies.prowlers"``, ``"army"``), the exceptions. A path holds for its
table and every table inside it, so the nearest one wins::

    [provenance]
    default = { source = "consensus", ref = "not printed" }
    "enemies.prowlers" = { source = "single", ref = "not printed" }
    "army" = { source = "single", ref = "not printed" }

``source`` says how sure the value is:

- ``printed``: printed in a rulebook or summary we have; ``ref`` names the page ("p. 9") or section ("[13]").
- ``consensus``: not printed in a rulebook we have, but several independent sources agree and none disputes it.
- ``single``: one source only, or the sources disagree (the value is the one chosen; check the component).
- ``estimated``: no source gives it; the project's reasoned guess.

``ref`` names where the number is printed, or says ``"not printed"``; ``"record"`` means "the page in the
record's own ``ref`` key" (for files whose every record already names its page). A missing or misspelt field,
or a path that names no table of the file, is refused at load with the file and key.

Rule code that compares a count the table reads off a component against the data asks `sure_enough` first:
only a printed or consensus value may refuse what the table says (README "Rules data").
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

SOURCES = ("printed", "consensus", "single", "estimated")
SURE = ("printed", "consensus")
NOT_PRINTED = "not printed"
RECORD = "record"
KEY = "provenance"
_PAGE = re.compile(r"^(?:[A-Z][\w ]* )?(?:p|pp)\. \d+(?:-\d+)?~?$|^\[[^\]]+\]$")


class Provenance(NamedTuple):
    source: str
    ref: str

    @property
    def sure(self) -> bool:
        """Sure enough to refuse a different value the table reads off the component."""
        return self.source in SURE

    @property
    def printed(self) -> bool:
        return self.ref != NOT_PRINTED


def take(data: dict[str, Any], where: Any, problem: Any) -> dict[str, Provenance]:
    """Remove the ``[provenance]`` table from a parsed file and check it; ``where(key)`` names a key in a
    message, ``problem(where, text)`` reports one. Returns path -> Provenance ({} when the file has none)."""
    table = data.pop(KEY, None)
    if table is None:
        return {}
    if not isinstance(table, dict):
        problem(where(KEY), f"is {table!r}; expected a table of record paths")
        return {}
    out: dict[str, Provenance] = {}
    for path, value in table.items():
        key = f"{KEY}.{path}" if "." not in path else f'{KEY}."{path}"'
        found = _one(value, where(key), problem)
        if found is None:
            continue
        if path != "default" and not _names_a_table(data, path):
            problem(where(key), f"'{path}' names no table of this file; expected the dotted path of a record")
            continue
        if found.ref == RECORD and _record_ref(data, path if path != "default" else "") is None and path != "default":
            problem(where(key), f"ref = \"{RECORD}\" but the record '{path}' has no ref key giving its page")
            continue
        out[path] = found
    return out


def _one(value: Any, where: str, problem: Any) -> Provenance | None:
    if not isinstance(value, dict):
        problem(where, f"is {value!r}; expected {{ source = \"...\", ref = \"...\" }}")
        return None
    from mkref.core.tomlread import expected

    source, ref = value.get("source"), value.get("ref")
    unknown = sorted(set(value) - {"source", "ref"})
    if unknown:
        problem(f"{where}.{unknown[0]}", "is not a known key; known keys: ref, source")
        return None
    if source is None:
        problem(f"{where}.source", "missing; expected one of: " + ", ".join(SOURCES))
        return None
    if source not in SOURCES:
        problem(f"{where}.source", f"is {source!r}; {expected(source, SOURCES)}")
        return None
    if ref is None:
        problem(f"{where}.ref", f"missing; expected the page the number is printed on (\"p. 9\", \"[13]\"), \"{RECORD}\" or \"{NOT_PRINTED}\"")
        return None
    if not isinstance(ref, str) or not (ref in (NOT_PRINTED, RECORD) or _PAGE.match(ref)):
        problem(f"{where}.ref", f"is {ref!r}; expected a page (\"p. 9\"), a section (\"[13]\"), \"{RECORD}\" or \"{NOT_PRINTED}\"")
        return None
    if source == "printed" and ref == NOT_PRINTED:
        problem(f"{where}.ref", f"is \"{NOT_PRINTED}\" but source = \"printed\"; name the page it is printed on")
        return None
    return Provenance(source, ref)


def _walk(data: dict[str, Any], path: str) -> list[Any]:
    """The tables along a dotted path, outermost first (stops where the path leaves the data)."""
    found: list[Any] = [data]
    node: Any = data
    for part in path.split(".") if path else []:
        if not isinstance(node, dict) or part not in node:
            break
        node = node[part]
        found.append(node)
    return found


def _names_a_table(data: dict[str, Any], path: str) -> bool:
    tables = _walk(data, path)
    return len(tables) == len(path.split(".")) + 1


def _record_ref(data: dict[str, Any], path: str) -> str | None:
    for node in reversed(_walk(data, path)):
        if isinstance(node, dict) and isinstance(node.get("ref"), str):
            return str(node["ref"])
    return None


def of(table: dict[str, Provenance], path: str, data: dict[str, Any] | None = None) -> Provenance | None:
    """The provenance of the record at ``path``: the nearest entry of ``table`` on the way up, else the
    default; ``ref = "record"`` becomes the record's own ref (read from ``data``)."""
    parts = path.split(".") if path else []
    found = None
    for end in range(len(parts), 0, -1):
        found = table.get(".".join(parts[:end]))
        if found is not None:
            break
    found = found or table.get("default")
    if found is None or found.ref != RECORD or data is None:  # without the data, "record" is left to the caller
        return found
    return Provenance(found.source, _record_ref(data, path) or NOT_PRINTED)


def describe(found: Provenance, lang: str = "en") -> str:
    """'printed, p. 9' / 'one source, not in the rulebook: check the component' in the table's language
    ('S. 9' in German)."""
    from mkref.core.messages import SHELL

    source = SHELL.text(f"provenance.{found.source}", lang)
    if found.ref == NOT_PRINTED:
        ref = SHELL.text("provenance.not_printed", lang)
    else:
        ref = re.sub(r"\bp\. ", "S. ", found.ref) if lang == "de" else found.ref
    said = f"{source}, {ref}"
    return said if found.sure else SHELL.text("provenance.check", lang, said=said)


def entry_label(provenance: tuple[str, ...], own_ref: str, has_numbers: bool, lang: str = "en") -> str:
    """The provenance of a rules-index entry as `describe` words; ``own_ref`` stands for ref "record"
    (the page the entry cites, named as the table reads it). '' when the entry has no numbers."""
    if not has_numbers or len(provenance) != 2:
        return ""
    source, ref = provenance
    return describe(Provenance(source, own_ref if ref == RECORD else ref), lang)
