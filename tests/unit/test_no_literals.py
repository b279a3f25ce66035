"""No English literal reaches the table from rule code (issue 20 item 3).

Every module under mkref/games is parsed with ``ast``; a string literal or f-string handed straight to an
exception (``raise InvalidInput("...")``: its what, why or hint) or as the prompt of a ``Request(...)`` is a
sentence a German table would read in English. Such text belongs in the game's message catalogue
(``MESSAGES.said(key, ...)``). Python's own exceptions (ValueError and the like) are programming errors,
never shown to a table, and are not scanned; ``ref=`` (a page id) and ``entry=`` are not sentences, nor are
the kind id and the name typed that ``UnknownName`` takes first (it says them from the shell's catalogue).

EXEMPT would list a literal the scan may still find, by file and the opening of the literal (an f-string's
placeholders read ``{}``); it is empty, and a new literal belongs in the catalogue instead.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "mkref" / "games"
PYTHON_ERRORS = frozenset({"ValueError", "TypeError", "KeyError", "AssertionError", "NotImplementedError", "RuntimeError",
                           "IndexError", "AttributeError", "StopIteration", "SystemExit", "LookupError"})
SENTENCE_KEYWORDS = frozenset({"what", "why", "hint"})
OPENING = 50  # characters of a literal that name it in EXEMPT

EXEMPT: dict[str, list[str]] = {}  # every literal moved into a catalogue; keep it empty


def _name(func: ast.expr) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


KEY_OR_PAGE = re.compile(r"^(?:[a-z0-9_.{}]+|(?:p\. ?[0-9][0-9, -]*|\[[^\]]+\])(?: \([A-Z]+-[0-9]+\))?)$")  # a catalogue key ('hint.faces') or a page ('p. 16')


def _opening(node: ast.expr) -> str | None:
    """The opening of a literal sentence (a non-blank string or an f-string), else None. A catalogue key or a
    page handed to a game's refusal helper is no sentence: the helper says the key's sentence."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.strip():
        return None if KEY_OR_PAGE.match(node.value) else node.value[:OPENING]
    if isinstance(node, ast.JoinedStr):
        text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
        return None if KEY_OR_PAGE.match(text) else text[:OPENING]
    return None


def literal_sentences(source: str) -> list[tuple[int, str]]:
    """(line, opening) of every literal passed to an exception raised, or as a Request's prompt."""
    found = []
    for node in ast.walk(ast.parse(source)):
        args: list[ast.expr] = []
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and _name(node.exc.func) not in PYTHON_ERRORS:
            call = node.exc
            positional = call.args[3:] if _name(call.func) == "UnknownName" else call.args  # (kind id, name, candidates, hint)
            args = [*positional, *(k.value for k in call.keywords if k.arg in SENTENCE_KEYWORDS)]
        elif isinstance(node, ast.Call) and _name(node.func).endswith("Request"):
            args = [*node.args[1:2], *(k.value for k in node.keywords if k.arg == "prompt")]
        for arg in args:
            opening = _opening(arg)
            if opening is not None:
                found.append((node.lineno, opening))
    return found


def scan() -> dict[str, list[tuple[int, str]]]:
    out = {}
    for path in sorted(GAMES.rglob("*.py")):
        found = literal_sentences(path.read_text(encoding="utf-8"))
        if found:
            out[path.relative_to(ROOT).as_posix()] = found
    return out


def test_no_literal_sentence_in_a_raise_or_a_question():
    unexpected = []
    for file, found in scan().items():
        allowed = Counter(EXEMPT.get(file, []))
        for line, opening in found:
            if allowed[opening] > 0:
                allowed[opening] -= 1
            else:
                unexpected.append(f"{file}:{line}: {opening!r}")
    assert not unexpected, "English literals the table would read (say them from the catalogue):\n" + "\n".join(unexpected)


def test_the_scan_finds_what_it_is_meant_to_find():
    source = '''
def f(x):
    raise InvalidInput("a literal", hint=f"an f-string {x}")
def g(x):
    raise RuleViolation(MESSAGES.said("key"), ref="p. 9")
def h(x):
    raise ValueError(f"a programming error {x}")
def i(x):
    return Request("key", "Which one?", ("a", "b")), FactRequest("k", prompt=MESSAGES.said("q"), options=())
def j(x):
    raise CombatRefusal("fifth_die", "p. 16", "hint.leave_fifth")
'''
    assert literal_sentences(source) == [(3, "a literal"), (3, "an f-string {}"), (9, "Which one?")]


def test_the_miniatures_and_volkare_are_not_exempt():
    assert not [f for f in EXEMPT if "mk_miniatures" in f or "volkare" in f]
