"""Name matching in English and German: folding, ids, close matches."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from mkref.core.errors import UnknownName

_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "é": "e", "è": "e"})
_NON_WORD = re.compile(r"[^a-z0-9]+")


def fold(text: str) -> str:
    """Fold a name to a comparable key: 'Orc Summoners' and 'orc-summoners' both give 'orc_summoners'.

    German umlauts fold to their two-letter spelling, so 'Brutstätte' matches 'Brutstaette'.
    """
    folded = text.strip().casefold().translate(_UMLAUTS)
    return _NON_WORD.sub("_", folded).strip("_")


def fold_loose(text: str) -> str:
    """Like fold, but umlauts lose their dots ('Brutstätte' -> 'brutstatte'), for typed input."""
    plain = text.strip().casefold().translate(str.maketrans("äöüß", "aous"))
    return _NON_WORD.sub("_", plain).strip("_")


class NameIndex:
    """Maps every English name, German name, alias and id of a kind of thing to its id."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self._keys: dict[str, str] = {}
        self._shown: dict[str, str] = {}  # id -> display name

    def add(self, ident: str, names: Iterable[str], display: str | None = None) -> None:
        self._shown[ident] = display or ident
        for name in (ident, *names):
            if name:
                self._keys.setdefault(fold(name), ident)
                self._keys.setdefault(fold_loose(name), ident)

    def __contains__(self, name: str) -> bool:
        return self.find(name) is not None

    def ids(self) -> list[str]:
        return list(self._shown)

    def keys(self) -> list[str]:
        return list(self._keys)

    def display(self, ident: str) -> str:
        return self._shown.get(ident, ident)

    def find(self, name: str) -> str | None:
        return self._keys.get(fold(name)) or self._keys.get(fold_loose(name))

    def close(self, name: str, n: int = 4) -> list[str]:
        """Ids whose names are close to `name`, best first."""
        import difflib

        key = fold(name)
        hits = difflib.get_close_matches(key, list(self._keys), n=n * 3, cutoff=0.6)
        hits += [k for k in self._keys if key and (k.startswith(key) or key in k)]
        seen: list[str] = []
        for k in hits:
            ident = self._keys[k]
            if ident not in seen:
                seen.append(ident)
        return seen[:n]

    def resolve(self, name: str) -> str:
        """The id for `name`, or UnknownName listing the closest ids."""
        found = self.find(name)
        if found is None:
            raise UnknownName(self.kind, name, [self.display(i) for i in self.close(name)])
        return found


def name_in(lang: str, english: str, german: str) -> str:
    """A component's name in ``lang``: the German one when asked for and known, else the English one."""
    return german if lang == "de" and german else english


def group_names(words: list[str], is_name: Callable[[str], object]) -> list[str]:
    """Join consecutive words that together form a name ('Wolf Riders', 'Hoard Dragon'), longest first."""
    out: list[str] = []
    i = 0
    while i < len(words):
        for j in range(len(words), i + 1, -1):
            phrase = " ".join(words[i:j])
            if is_name(phrase):
                out.append(phrase)
                i = j
                break
        else:
            out.append(words[i])
            i += 1
    return out
