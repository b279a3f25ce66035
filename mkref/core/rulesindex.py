"""The rules index of a game: entries read from `rules/<game>/index*.toml`, searchable in two languages.

Game-agnostic. A game joins by putting `index*.toml` files in its rules folder; it may also offer
more entries computed from its other data files (Mage Knight turns its enemy tokens and units into
entries) through the module its plug-in names as ``lookup`` (mkref.core.plugin), with two functions:
`extra_files(folder) -> list[Path]` (files whose changes must rebuild the index) and
`extra_entries(folder) -> list[dict]` (entries in the shape below, plus an optional `card` table).

Entry format (one TOML table per entry; all text is written in the project's own words)::

    [entries.swift]                      # stable English snake_case id
    kind = "ability"                     # rule | phase | ability | site | terrain | scenario |
                                         #   variant | term | component (enemy and unit come from data)
    name = { en = "Swift", de = "Flink" }
    aliases = ["quick", "schnell"]       # more words that should find it, both languages, word forms
    answer = { en = "...", de = "..." }  # the short answer; de is optional (English is shown instead)
    numbers = { "Block needed | Nötiger Block" = "2 x attack | 2 x Angriff" }
                                         # optional: the exact numbers, label -> number or text;
                                         #   "English | Deutsch" gives both languages
    ref = "p. 24"                        # page of the German rulebook, or a section marker
    source = "003"                       # optional: a key of [sources] (default "000")
    key_de = "Flink"                     # a German term printed on that page (checked by a test)
    page_check = "why not checkable"     # optional, instead of key_de
    see = ["brutal", "block_phase"]      # related entry ids

    [provenance]                         # optional (mkref.core.provenance): where an entry's numbers come
    "entries.hills" = { source = "consensus", ref = "not printed" }   # from when not from its own page;
                                         #   without one an entry is printed on its own ref

    [sources.000]                        # where refs point; `file` names the German text the refs were checked in
    name = { en = "German rulebook", de = "Regelheft" }
    file = "000_f8ded3bf81ea2962.txt"
    pages = true                         # refs are "p. N"; otherwise they are section markers
    sections = { "{SKILLS}" = "Fähigkeiten" }   # optional: headings without a marker, by label

Loading checks every field and every `see` id and reports all problems at once (RulesDataError).
The built search index is cached with `marshal` in the user's cache folder (`MKREF_CACHE_DIR`,
`$XDG_CACHE_HOME/mkref` or `~/.cache/mkref`), keyed by the size and mtime of every file it was built
from, so a lookup reads no TOML at all once the cache is warm. A cache that cannot be written is
simply skipped.
"""

from __future__ import annotations

import marshal
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mkref.core import questions, search
from mkref.core.errors import InvalidInput, MkrefError, RulesDataError, UnknownName

KINDS = ("rule", "phase", "ability", "site", "terrain", "scenario", "variant", "term", "component", "enemy", "unit")
KIND_NAMES = {
    "rule": ("Rules", "Regeln"),
    "phase": ("Phases", "Phasen"),
    "ability": ("Abilities, elements and resistances", "Eigenschaften, Elemente und Widerstände"),
    "site": ("Sites", "Orte"),
    "terrain": ("Terrain", "Gelände"),
    "scenario": ("Scenarios", "Szenarien"),
    "variant": ("Variants", "Varianten"),
    "term": ("Terms", "Begriffe"),
    "component": ("Components", "Spielmaterial"),
    "enemy": ("Enemy tokens", "Feindplättchen"),
    "unit": ("Units", "Einheiten"),
}
LANGS = ("en", "de")
_ENTRY_KEYS = {"kind", "name", "aliases", "answer", "numbers", "ref", "source", "key_de", "page_check", "see", "card"}
CACHE_FORMAT = 4
PRINTED_HERE = ("printed", "record")  # an index entry's text is printed on the page its ref names


@dataclass(frozen=True)
class Entry:
    """One rules-index entry (see the module docstring for the fields)."""

    id: str
    kind: str
    name_en: str
    name_de: str
    answer_en: str
    answer_de: str = ""
    aliases: tuple[str, ...] = ()
    numbers: tuple[tuple[str, Any], ...] = ()
    ref: str = ""
    source: str = "000"
    key_de: str = ""
    page_check: str = ""
    see: tuple[str, ...] = ()
    card: dict[str, Any] = field(default_factory=dict, compare=False)
    provenance: tuple[str, ...] = PRINTED_HERE  # (source, ref) of its numbers; ref "record" = its own ref

    def name(self, lang: str = "en") -> str:
        return self.name_de if lang == "de" and self.name_de else self.name_en

    def other_name(self, lang: str = "en") -> str:
        return self.name_en if lang == "de" else self.name_de

    def answer(self, lang: str = "en") -> str:
        return self.answer_de if lang == "de" and self.answer_de else self.answer_en

    def numbers_in(self, lang: str = "en") -> list[tuple[str, Any]]:
        """The numbers with labels (and text values) in one language: 'English | Deutsch' is split."""
        return [(_pick(label, lang), _pick(value, lang) if isinstance(value, str) else value) for label, value in self.numbers]

    def as_dict(self) -> dict[str, Any]:
        return _entry_to_raw(self)


def _pick(text: str, lang: str) -> str:
    en, sep, de = text.partition(" | ")
    return de.strip() if lang == "de" and sep and de.strip() else en.strip()


class _LazyIndex(dict):  # type: ignore[type-arg]
    """The search index; its typo tables stay marshalled bytes until a query needs them."""

    def __missing__(self, key: str) -> Any:
        blob = dict.get(self, "_lazy")
        if blob is None:
            raise KeyError(key)
        self.update(marshal.loads(blob))
        del self["_lazy"]
        return self[key]


@dataclass
class RulesIndex:
    """Every entry of one game and the search index over them.

    Entries are kept as plain dicts, or as marshalled bytes (from the cache) decoded on first use.
    """

    game: str
    entries: list[Any]
    index: dict[str, Any]
    sources: dict[str, dict[str, Any]]
    positions: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.positions:
            self.positions = {self._raw(i)["id"]: i for i in range(len(self.entries))}

    def _raw(self, pos: int) -> dict[str, Any]:
        raw = self.entries[pos]
        if type(raw) is bytes:
            raw = self.entries[pos] = marshal.loads(raw)
        return raw  # type: ignore[no-any-return]

    def __len__(self) -> int:
        return len(self.entries)

    def ids(self) -> list[str]:
        return list(self.positions)

    def get(self, ident: str) -> Entry | None:
        pos = self.positions.get(ident)
        return None if pos is None else _entry_from_raw(self._raw(pos))

    def all(self) -> list[Entry]:
        return [_entry_from_raw(self._raw(i)) for i in range(len(self.entries))]

    def search(self, query: str, limit: int = 8) -> list[tuple[Entry, float]]:
        hits = search.search(self.index, query, limit)
        return [(_entry_from_raw(self._raw(pos)), score) for pos, score in hits]

    def language(self, query: str) -> str | None:
        """The language a question is written in ('de', 'en'), or None when it cannot be told."""
        return search.detect_language(query, self.index.get("lang"))

    def search_or_refuse(self, query: str, limit: int, what: str, why: str, closest_label: str,
                         shown: Any, hint: str) -> list[tuple[Entry, float]]:
        """``search``, or a MkrefError naming the closest entries (each as ``shown(entry)``) and what to try."""
        hits = self.search(query, limit)
        if hits:
            return hits
        closest = self.closest(query)
        named = f"{closest_label}: " + ", ".join(shown(e) for e in closest) + ". " if closest else ""
        raise MkrefError(what, why, named + hint)

    def source_label(self, entry: Entry, lang: str = "en") -> str:
        """'p. 9' for the rulebook, 'Lost Legion [07.3]' or 'Lost Legion: Fähigkeiten' for another source."""
        info = self.sources.get(entry.source, {})
        if info.get("pages", entry.source == "000"):
            return entry.ref
        name = info.get("name", {}).get(lang) or info.get("name", {}).get("en") or entry.source
        heading = info.get("sections", {}).get(entry.ref)
        if heading:
            return f"{name}: {heading}"
        return f"{name} {entry.ref}".strip()

    def provenance_label(self, entry: Entry, lang: str = "en") -> str:
        """Where the entry's numbers come from, in the table's words ('' for an entry without numbers or card)."""
        from mkref.core.provenance import entry_label

        return entry_label(entry.provenance, self.source_label(entry, lang), bool(entry.numbers or entry.card), lang)

    def closest(self, query: str, n: int = 5) -> list[Entry]:
        """Entries whose names look like the query, for a 'no match' message."""
        import difflib

        key = search.fold(query).strip()
        names: dict[str, int] = {}
        for i in range(len(self.entries)):
            raw = self._raw(i)
            for text in (raw["name_en"], raw["name_de"], *raw["aliases"]):
                if text:
                    names.setdefault(search.fold(text), i)
        found: list[int] = []
        for hit in difflib.get_close_matches(key, list(names), n=n * 2, cutoff=0.5):
            if names[hit] not in found:
                found.append(names[hit])
        for word in search.words(query):
            for close in search.close_words(self.index, word, 2)[:3]:
                for pos, _score in search.search(self.index, close, 2):
                    if pos not in found:
                        found.append(pos)
        return [_entry_from_raw(self._raw(i)) for i in found[:n]]


# --------------------------------------------------------------------------------------------------
# Public API for shells (CLI, REPL) and rule code


_LOADED: dict[tuple[str, str], RulesIndex] = {}


def load(game_id: str = "mage-knight") -> RulesIndex:
    """The rules index of a game, from the cache when it is fresh."""
    from mkref.core.rulesdata import game_dir

    folder = game_dir(game_id)
    key = (game_id, str(folder))
    if key not in _LOADED:
        _LOADED[key] = _load_or_build(game_id, folder)
    return _LOADED[key]


def lookup(game_id: str, query: str, limit: int = 8) -> list[Entry]:
    """The best entries for a question in English or German, best first (empty if none)."""
    check_query(query)
    return [entry for entry, _score in load(game_id).search(query, limit)]


def entry_for(topic_id: str, game_id: str = "mage-knight") -> Entry:
    """The entry with this id (for a refusal that names the rule behind it)."""
    index = load(game_id)
    entry = index.get(topic_id)
    if entry is None:
        from mkref.core.names import NameIndex

        names = NameIndex("rules entry")
        for ident in index.ids():
            names.add(ident, ())
        raise UnknownName("rules entry", topic_id, names.close(topic_id))
    return entry


def answer_lines(game_id: str, query: str, lang: str = "en", width: int = 100) -> list[str]:
    """A plain-text answer for a shell that writes lines (the REPL's `? QUERY`): the best entry with
    its page, its answer, its numbers and the related entries. Raises MkrefError when nothing matches."""
    import textwrap

    lang = check_lang(lang)
    text = check_query(query)
    index = load(game_id)
    hits = index.search_or_refuse(text, 3, f"Nothing in the rules index matches '{text}'", "", "Closest entries",
                                  lambda e: e.name(lang), "Try one key word")
    entry = hits[0][0]
    ref = index.source_label(entry, lang)
    if lang == "de" and ref.startswith("p. "):
        ref = "S. " + ref[3:]
    other = entry.other_name(lang)
    title = entry.name(lang) + (f" ({other})" if other and other != entry.name(lang) else "") + f" · {ref}"
    lines = [title]
    lines += textwrap.wrap(entry.answer(lang), width=width, initial_indent="  ", subsequent_indent="  ")
    lines += [f"  {label}: {value}" for label, value in entry.numbers_in(lang)]
    sure = index.provenance_label(entry, lang)
    if sure:
        from mkref.core.messages import SHELL

        lines.append(f"  {SHELL.text('provenance.label', lang)}: {sure}")
    related = [index.get(i) for i in entry.see[:4]]
    names = [f"{r.name(lang)}" for r in related if r is not None]
    if names:
        lines.append(("Siehe auch: " if lang == "de" else "See also: ") + "; ".join(names))
    return lines


def check_query(query: str) -> str:
    text = " ".join((query or "").split())
    if not text or not search.words(text):
        raise InvalidInput(
            "Nothing to look up",
            "the question is empty",
            "Type a word or a question, e.g. mkref rules swift, or browse with mkref rules --list",
        )
    return text


def check_lang(lang: str) -> str:
    value = (lang or "").strip().lower()
    aliases = {"en": "en", "english": "en", "englisch": "en", "de": "de", "german": "de", "deutsch": "de"}
    if value not in aliases:
        raise InvalidInput(f"Unknown language '{lang}'", "mkref speaks en (English) and de (German)", "Use --lang en or --lang de")
    return aliases[value]


# --------------------------------------------------------------------------------------------------
# Building and caching


def _index_files(folder: Path) -> list[Path]:
    try:
        names = sorted(n for n in os.listdir(folder) if n.startswith("index") and n.endswith(".toml"))
    except OSError:
        names = []
    return [folder / n for n in names]


def _game_hook(game_id: str) -> Any:
    """The object the game's plug-in names as its ``lookup`` (see mkref.core.plugin), or None."""
    from mkref.core.plugin import reference
    from mkref.core.registry import GAMES, game_plugin

    if not any(game.id == game_id for game in GAMES):
        return None
    target = game_plugin(game_id).lookup
    return reference(target) if target else None


def _plugin_file(game_id: str) -> list[Path]:
    import importlib.util

    from mkref.core.registry import GAMES

    for game in GAMES:
        if game.id == game_id:
            spec = importlib.util.find_spec(game.package + ".plugin")
            return [Path(spec.origin)] if spec is not None and spec.origin else []
    return []


def _stamp(files: list[Path]) -> list[list[Any]]:
    stamp = []
    for path in files:
        try:
            st = path.stat()
            stamp.append([str(path), st.st_mtime_ns, st.st_size])
        except OSError:
            stamp.append([str(path), 0, -1])
    return stamp


def _cache_path(game_id: str, folder: Path) -> Path | None:
    """The cache file (same folder and switches as mkref.core.rulescache), or None when disabled."""
    if os.environ.get("MKREF_NO_CACHE"):
        return None
    import zlib

    from mkref.core.rulescache import cache_dir

    tag = zlib.crc32(str(folder).encode()) & 0xFFFFFFFF
    return cache_dir() / f"rules-index-{game_id}-{tag:08x}.marshal"


def _load_or_build(game_id: str, folder: Path) -> RulesIndex:
    # the code that builds the index is part of the key too: editing it (or the plug-in that names the
    # game's lookup module) rebuilds the cache
    files = _index_files(folder) + [Path(search.__file__), Path(questions.__file__), Path(__file__)] + _plugin_file(game_id)
    hook_files: list[Path] = []
    cache = _cache_path(game_id, folder)
    if cache is not None:
        try:
            with open(cache, "rb") as handle:
                cached = marshal.loads(handle.read())  # marshal.load(handle) reads piecemeal: 6x slower
            if cached.get("format") == (CACHE_FORMAT, search.INDEX_FORMAT, sys.hexversion):
                hook_files = [Path(p) for p in cached.get("hook_files", [])]
                if cached.get("stamp") == _stamp(files + hook_files):
                    return RulesIndex(game_id, cached["entries"], _LazyIndex(cached["index"]), cached["sources"], cached["positions"])
        except (OSError, EOFError, ValueError, TypeError, KeyError, AttributeError):
            pass
    built, hook_files = build(game_id, folder, _index_files(folder))
    if cache is not None:
        payload = {
            "format": (CACHE_FORMAT, search.INDEX_FORMAT, sys.hexversion),
            "stamp": _stamp(files + hook_files),
            "hook_files": [str(p) for p in hook_files],
            "entries": [marshal.dumps(raw) for raw in built.entries],
            "index": _split_index(built.index),
            "sources": built.sources,
            "positions": built.positions,
        }
        try:
            cache.parent.mkdir(parents=True, exist_ok=True)
            tmp = cache.with_name(cache.name + f".{os.getpid()}.tmp")
            with open(tmp, "wb") as handle:
                handle.write(marshal.dumps(payload))
            os.replace(tmp, cache)
        except (OSError, ValueError):
            pass
    return built


def _split_index(index: dict[str, Any]) -> dict[str, Any]:
    """The index with its typo tables (only needed for misspelt words) packed as one blob."""
    typo = {k: index[k] for k in ("vocab", "grams")}
    rest = {k: v for k, v in index.items() if k not in typo}
    rest["_lazy"] = marshal.dumps(typo)
    return rest


def build(game_id: str, folder: Path, files: list[Path] | None = None) -> tuple[RulesIndex, list[Path]]:
    """Read and check every index file (and the game's extra entries); build the search index."""
    from mkref.core.rulesdata import new_problems, shown_name
    from mkref.core.tomlread import Fields, load_toml

    files = _index_files(folder) if files is None else files
    problems = new_problems()
    entries: list[dict[str, Any]] = []
    where: dict[str, str] = {}
    sources: dict[str, dict[str, Any]] = {}
    for path in files:
        data = load_toml(path, RulesDataError)
        top = Fields(data, shown_name(game_id, path.name), "", problems)
        from mkref.core.provenance import of as provenance_of
        from mkref.core.provenance import take

        top.unknown_keys({"entries", "sources", "provenance"})
        sure = take(data, top.where, problems.add)
        src = top.table("sources", {})
        if src is not None:
            for key in src.data:
                info = src.table(key)
                if info is None:
                    continue
                info.unknown_keys({"name", "file", "pages", "sections"})
                name = info.table("name")
                sections = info.table("sections", {})
                sources[key] = {
                    "name": {lang: name.text(lang, "") for lang in LANGS} if name else {},
                    "file": info.text("file", ""),
                    "pages": info.flag("pages", False),
                    "sections": {k: sections.text(k) for k in sections.data} if sections else {},
                }
        table = top.table("entries", {})
        if table is None:
            continue
        for ident in table.data:
            fields = table.table(ident)
            if fields is None:
                continue
            raw = _read_entry(ident, fields)
            found = provenance_of(sure, f"entries.{ident}")
            if found is not None and tuple(found) != PRINTED_HERE:  # the usual case is left out of the cache
                raw["provenance"] = list(found)
            if ident in where:
                problems.add(fields.where(), f"the id '{ident}' is already used in {where[ident]}")
                continue
            where[ident] = fields.file
            entries.append(raw)
    hook = _game_hook(game_id)
    hook_files: list[Path] = []
    if hook is not None:
        hook_files = list(hook.extra_files(folder))
        if getattr(hook, "__file__", None):
            hook_files.append(Path(hook.__file__))
        for raw in hook.extra_entries(folder):
            full = _normalise(raw)
            if full["id"] in where:
                problems.add(f"rules/{game_id}", f"the id '{full['id']}' of a data entry is already used in {where[full['id']]}")
                continue
            where[full["id"]] = "data"
            entries.append(full)
    known = set(where)
    for raw in entries:
        for other in raw["see"]:
            if other not in known:
                import difflib

                near = difflib.get_close_matches(other, list(known), n=1)
                hint = f"; did you mean '{near[0]}'?" if near else ""
                problems.add(f"rules/{game_id} [entries.{raw['id']}.see]", f"'{other}' is not an entry id{hint}")
        if raw["source"] not in sources and raw["source"] != "000":
            problems.add(f"rules/{game_id} [entries.{raw['id']}.source]", f"'{raw['source']}' is not in [sources]")
    problems.raise_if_any(f"The rules index of {game_id}")
    index = search.build_index(
        [_fields(raw) for raw in entries],
        [_phrases(raw) for raw in entries],
        [(raw["name_en"], raw["name_de"]) for raw in entries],
        *questions.signals(entries),
    )
    index["lang"] = search.alias_language_words(
        (alias for raw in entries for alias in raw["aliases"]),
        (f"{raw['name_en']} {raw['answer_en']}" for raw in entries),
        (f"{raw['name_de']} {raw['answer_de']}" for raw in entries),
        search.language_words((raw["name_en"], raw["name_de"]) for raw in entries),
    )
    return RulesIndex(game_id, entries, index, sources), hook_files


def _read_entry(ident: str, f: Any) -> dict[str, Any]:
    f.unknown_keys(_ENTRY_KEYS)
    if ident != search.fold(ident).replace(" ", "_") or not ident.replace("_", "").isalnum():
        f.problems.add(f.where(), f"the id '{ident}' should be lower-case snake_case")
    name = f.table("name")
    answer = f.table("answer")
    numbers = f.table("numbers", {})
    num_pairs: list[list[Any]] = []
    if numbers is not None:
        for label, value in numbers.data.items():
            if isinstance(value, bool) or not isinstance(value, (int, str)):
                f.problems.add(numbers.where(label), f"is {value!r}; expected a number or a short text")
            else:
                num_pairs.append([label, value])
    kind = f.choice("kind", KINDS[:-2])
    raw = {
        "id": ident,
        "kind": kind or "rule",
        "name_en": name.text("en") if name else "",
        "name_de": name.text("de", "") if name else "",
        "answer_en": answer.text("en") if answer else "",
        "answer_de": answer.text("de", "") if answer else "",
        "aliases": f.texts("aliases", []),
        "numbers": num_pairs,
        "ref": f.text("ref", ""),
        "source": f.text("source", "000"),
        "key_de": f.text("key_de", ""),
        "page_check": f.text("page_check", ""),
        "see": f.texts("see", []),
        "card": {},
    }
    if name is not None:
        name.unknown_keys(LANGS)
    if answer is not None:
        answer.unknown_keys(LANGS)
    if not raw["ref"]:
        f.problems.add(f.where("ref"), "missing; expected the page (p. N) or section it comes from")
    if not raw["key_de"] and not raw["page_check"]:
        f.problems.add(f.where("key_de"), "missing; give the German term printed on that page, or page_check = why not")
    return raw


def _normalise(raw: dict[str, Any]) -> dict[str, Any]:
    out = {
        "id": str(raw["id"]),
        "kind": str(raw.get("kind", "rule")),
        "name_en": str(raw.get("name_en", "")),
        "name_de": str(raw.get("name_de", "")),
        "answer_en": str(raw.get("answer_en", "")),
        "answer_de": str(raw.get("answer_de", "")),
        "aliases": [str(a) for a in raw.get("aliases", [])],
        "numbers": [[str(k), v] for k, v in raw.get("numbers", [])],
        "ref": str(raw.get("ref", "")),
        "source": str(raw.get("source", "000")),
        "key_de": str(raw.get("key_de", "")),
        "page_check": str(raw.get("page_check", "")),
        "see": [str(s) for s in raw.get("see", [])],
        "card": raw.get("card", {}) or {},
    }
    if "provenance" in raw:
        out["provenance"] = [str(p) for p in raw["provenance"]]
    return out


def _fields(raw: dict[str, Any]) -> list[tuple[str, float]]:
    fields: list[tuple[str, float]] = [
        (raw["id"].replace("_", " "), search.ALIAS),
        (raw["name_en"], search.NAME),
        (raw["name_de"], search.NAME),
    ]
    fields += [(alias, search.ALIAS) for alias in raw["aliases"]]
    if raw["key_de"]:
        fields.append((raw["key_de"], search.KEY))
    fields += [(f"{label} {value}", search.KEY) for label, value in raw["numbers"]]
    fields.append((raw["answer_en"], search.TEXT))
    if raw["answer_de"]:
        fields.append((raw["answer_de"], search.TEXT))
    return fields


def _phrases(raw: dict[str, Any]) -> list[str]:
    return [raw["id"].replace("_", " "), raw["name_en"], raw["name_de"], *raw["aliases"]]


def _entry_from_raw(raw: dict[str, Any]) -> Entry:
    return Entry(
        id=raw["id"],
        kind=raw["kind"],
        name_en=raw["name_en"],
        name_de=raw["name_de"],
        answer_en=raw["answer_en"],
        answer_de=raw["answer_de"],
        aliases=tuple(raw["aliases"]),
        numbers=tuple((k, v) for k, v in raw["numbers"]),
        ref=raw["ref"],
        source=raw["source"],
        key_de=raw["key_de"],
        page_check=raw["page_check"],
        see=tuple(raw["see"]),
        card=raw.get("card") or {},
        provenance=tuple(raw.get("provenance", PRINTED_HERE)),
    )


def _entry_to_raw(entry: Entry) -> dict[str, Any]:
    return {
        "id": entry.id,
        "kind": entry.kind,
        "name_en": entry.name_en,
        "name_de": entry.name_de,
        "answer_en": entry.answer_en,
        "answer_de": entry.answer_de,
        "aliases": list(entry.aliases),
        "numbers": [[k, v] for k, v in entry.numbers],
        "ref": entry.ref,
        "source": entry.source,
        "key_de": entry.key_de,
        "page_check": entry.page_check,
        "see": list(entry.see),
        "card": entry.card,
        "provenance": list(entry.provenance),
    }


__all__ = ["Entry", "MkrefError", "RulesIndex", "answer_lines", "build", "check_lang", "check_query", "entry_for", "load", "lookup"]
