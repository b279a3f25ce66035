"""`mkref rules` and `mkref glossary`: look up a rule, ability, site, enemy token or unit in English or German.

The search is `mkref.core.rulesindex` (game-agnostic; entries from rules/<game>/index*.toml plus the
game's own data). This module parses, calls it and hands the result to `mkref.ui.rules_view` for
text, or prints JSON itself (no rich on the --json path).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, TypedDict, final

import typer

from mkref.core.errors import MkrefError

RELATED = 4  # related entries shown under an answer
OTHERS = 3  # other matches shown under an answer

if TYPE_CHECKING:  # types for the checker only: a TypedDict costs a little to build at every start
    from mkref.core.rulesindex import Entry, RulesIndex

    # What `mkref rules` and `mkref glossary` answer, as plain data: printed as JSON (stable keys) or drawn by
    # mkref.ui.rules_view (and a game's "rules_card" view).
    class NamePair(TypedDict):
        en: str
        de: str

    class Provenance(TypedDict):
        source: str
        ref: str
        text: str

    class _EntryView(TypedDict):
        id: str
        kind: str
        name: NamePair
        answer: str
        answer_lang: str
        ref: str
        source: str
        numbers: dict[str, Any]  # label -> a number or a text, as the index's entry holds it
        see: list[str]
        provenance: Provenance

    class EntryView(_EntryView, total=False):
        card: dict[str, Any]  # a component card's data (an enemy token, a unit), as the game's data holds it

    class ShortView(TypedDict):
        id: str
        kind: str
        name: str
        other_name: str
        ref: str

    class ScoredView(ShortView):
        score: float

    class Answer(TypedDict):
        game: str
        query: str
        lang: str
        answer: EntryView
        related: list[ShortView]
        matches: list[ScoredView]

    class KindGroup(TypedDict):
        kind: str
        title: str
        entries: list[ShortView]

    class Listing(TypedDict):
        game: str
        lang: str
        topic: str
        kinds: list[KindGroup]
        count: int

    # "from" is a Python keyword: the functional form
    Term = TypedDict("Term", {"id": str, "kind": str, "de": str, "en": str, "from": str, "ref": str, "score": float})

    @final  # final: `"query" in result` tells a Translation from a Glossary (mkref.ui.rules_view)
    class Translation(TypedDict):
        game: str
        query: str
        terms: list[Term]

    class GlossaryRow(TypedDict):
        id: str
        kind: str
        de: str
        en: str
        ref: str

    @final
    class Glossary(TypedDict):
        game: str
        lang: str
        terms: list[GlossaryRow]


def rules(
    query: list[str] = typer.Argument(None, help="A word or a question, in English or German (e.g. swift, 'Was kostet Heilung im Kloster?'), or a page ('p. 9')."),
    list_: bool = typer.Option(False, "--list", help="Browse the index: all topics, or the entries of a TOPIC given as the query (ability, site, enemy ...)."),
    lang: str = typer.Option("", "--lang", help="Language of names and answers: en or de (default: the language of the question, else MKREF_LANG, else en)."),
    json_out: bool = typer.Option(False, "--json", help="Print JSON (stable keys) instead of text."),
    game: str = typer.Option("mage-knight", "--game", help="The game whose rules to search (mage-knight, mk-miniatures ...)."),
) -> None:
    """Look up a rule, ability, site, enemy or unit in English or German, with the page to point at."""
    from mkref.core import rulesindex

    asked = rulesindex.check_lang(lang) if lang else ""
    lang = asked or _default_lang()
    game_id = _game_id(game)
    text = " ".join(query or []).strip()
    if _page_of(text) is not None:  # "p. 9", "S. 24", "Seite 5": what is on that page
        list_ = True
    if list_:
        index = rulesindex.load(game_id)
        listing = browse(index, text, lang)
        if json_out:
            _print_json(listing)
        else:
            from mkref.ui.rules_view import render_listing

            render_listing(listing, lang)
        return
    text = rulesindex.check_query(text)
    index = rulesindex.load(game_id)
    if not asked:  # a question typed in German is answered in German; an explicit --lang wins
        lang = index.language(text) or lang
    result = answer(index, text, lang)
    if json_out:
        _print_json(result)
    else:
        from mkref.core.registry import game_plugin
        from mkref.ui.rules_view import render_answer

        render_answer(result, lang, game_plugin(game_id).views.get("rules_card"))


def glossary(
    word: list[str] = typer.Argument(None, help="A German or English term; without one, the whole glossary."),
    lang: str = typer.Option("en", "--lang", help="Sort the full glossary by en (English) or de (German) names."),
    json_out: bool = typer.Option(False, "--json", help="Print JSON instead of text."),
    game: str = typer.Option("mage-knight", "--game", help="The game whose terms to list."),
) -> None:
    """Translate game terms between German and English, both ways."""
    from mkref.core import rulesindex

    lang = rulesindex.check_lang(lang)
    index = rulesindex.load(_game_id(game))
    text = " ".join(word or []).strip()
    result: Translation | Glossary
    if text:
        text = rulesindex.check_query(text)
        result = translate(index, text)
    else:
        result = full_glossary(index, lang)
    if json_out:
        _print_json(result)
    else:
        from mkref.ui.rules_view import render_glossary

        render_glossary(result, lang)


# --------------------------------------------------------------------------------------------------
# Pure helpers (also used by the REPL)


def _default_lang() -> str:
    """MKREF_LANG when it names a language, else English."""
    import os

    from mkref.core import rulesindex

    env = os.environ.get("MKREF_LANG", "")
    try:
        return rulesindex.check_lang(env) if env else "en"
    except MkrefError:
        return "en"


def _game_id(name: str) -> str:
    if not name or name == "mage-knight":  # the default: skip building the registry's name index
        return "mage-knight"
    from mkref.core.registry import game_info

    return game_info(name).id


def entry_view(index: RulesIndex, entry: Entry, lang: str) -> EntryView:
    """An entry as plain data in the chosen language (English where no German text is written)."""
    text = entry.answer(lang)
    view: EntryView = {
        "id": entry.id,
        "kind": entry.kind,
        "name": {"en": entry.name_en, "de": entry.name_de},
        "answer": text,
        "answer_lang": "de" if lang == "de" and entry.answer_de else "en",
        "ref": index.source_label(entry, lang),
        "source": entry.source,
        "numbers": dict(entry.numbers_in(lang)),
        "see": list(entry.see),
        "provenance": _provenance_view(index, entry, lang),
    }
    if entry.card:
        view["card"] = entry.card
    return view


def _provenance_view(index: RulesIndex, entry: Entry, lang: str) -> Provenance:
    """Where the numbers come from (mkref.core.provenance): source, ref ('record' resolved to the entry's
    own page) and the words the table reads ('' when the entry shows no numbers)."""
    source, ref = entry.provenance if len(entry.provenance) == 2 else ("", "")
    return {
        "source": source,
        "ref": index.source_label(entry, "en") if ref == "record" else ref,
        "text": index.provenance_label(entry, lang),
    }


def short_view(index: RulesIndex, entry: Entry, lang: str) -> ShortView:
    return {"id": entry.id, "kind": entry.kind, "name": entry.name(lang), "other_name": entry.other_name(lang), "ref": index.source_label(entry, lang)}


def answer(index: RulesIndex, text: str, lang: str) -> Answer:
    """The best entry for a question, its related entries and the runners-up; MkrefError if none."""
    hits = index.search(text, 1 + OTHERS)
    if not hits:
        closest = index.closest(text)
        hint = "Closest entries: " + ", ".join(f"{e.name(lang)} ({e.id})" for e in closest) if closest else ""
        raise MkrefError(
            f"Nothing in the rules index matches '{text}'",
            "no entry name, alias or answer has these words",
            (hint + ". " if hint else "") + "Try one key word, or browse with: mkref rules --list",
        )
    top = hits[0][0]
    related = []
    for ident in top.see[:RELATED]:
        other = index.get(ident)
        if other is not None:
            related.append(short_view(index, other, lang))
    others: list[ScoredView] = [{**short_view(index, e, lang), "score": round(s, 2)} for e, s in hits[1:] if e.id not in top.see[:RELATED]]
    return {
        "game": index.game,
        "query": text,
        "lang": lang,
        "answer": entry_view(index, top, lang),
        "related": related,
        "matches": others,
    }


def _kind_of(topic: str) -> str | None:
    from mkref.core import search
    from mkref.core.rulesindex import KIND_NAMES

    key = search.fold(topic).strip()
    for kind, (en, de) in KIND_NAMES.items():
        options = {kind, kind + "s", search.fold(en), search.fold(de)}
        options |= {search.fold(w) for w in (en.split()[0], de.split()[0])}
        if key in options or search.stem(key) in {search.stem(o) for o in options}:
            return kind
    extra = {"enemies": "enemy", "feinde": "enemy", "abilities": "ability", "einheiten": "unit", "glossary": "term", "glossar": "term"}
    return extra.get(key)


def _page_of(text: str) -> int | None:
    import re

    if len(text.split()) > 6:
        return None
    m = re.search(r"(?:^|\s)(?:p|pp|s|page|seite)\.?\s*(\d{1,2})\s*\??$", text, re.IGNORECASE)
    return int(m.group(1)) if m else None


def browse(index: RulesIndex, topic: str, lang: str) -> Listing:
    """The whole index by kind, or the entries of one kind or of one page, or the best matches for a topic."""
    from mkref.core.rulesindex import KIND_NAMES, KINDS

    entries = sorted(index.all(), key=lambda e: e.source != "000")  # the rulebook first, then expansions
    page = _page_of(topic)
    if page is not None:
        items = [short_view(index, e, lang) for e in entries if e.source == "000" and e.ref == f"p. {page}"]
        items = [i for i in items if i["kind"] not in ("enemy", "unit")] or items
        title = f"Seite {page}" if lang == "de" else f"Page {page}"
        if not items:
            raise MkrefError(f"No entry cites page {page}", "", "The German rulebook has pages 1 to 24")
        return {"game": index.game, "lang": lang, "topic": topic, "kinds": [{"kind": "page", "title": title, "entries": items}], "count": len(items)}
    if not topic:
        kinds: list[KindGroup] = []
        for kind in KINDS:
            items = [short_view(index, e, lang) for e in entries if e.kind == kind]
            if items:
                kinds.append({"kind": kind, "title": KIND_NAMES[kind][1 if lang == "de" else 0], "entries": items})
        return {"game": index.game, "lang": lang, "topic": "", "kinds": kinds, "count": len(entries)}
    asked = _kind_of(topic)
    if asked is not None:
        items = [short_view(index, e, lang) for e in entries if e.kind == asked]
        title = KIND_NAMES[asked][1 if lang == "de" else 0]
        return {"game": index.game, "lang": lang, "topic": topic, "kinds": [{"kind": asked, "title": title, "entries": items}], "count": len(items)}
    hits = index.search(topic, 15)
    if not hits:
        raise MkrefError(
            f"No topic or entry matches '{topic}'",
            "",
            "Topics: " + ", ".join(KINDS) + ". Or run mkref rules --list without a topic",
        )
    items = [short_view(index, e, lang) for e, _s in hits]
    return {"game": index.game, "lang": lang, "topic": topic, "kinds": [{"kind": "matches", "title": topic, "entries": items}], "count": len(items)}


def translate(index: RulesIndex, text: str) -> Translation:
    """German <-> English names of the entries that match a term, best first."""
    from mkref.core import search

    hits = index.search_or_refuse(text, 6, f"No term matches '{text}'", "it is not a name or alias in the glossary", "Closest",
                                  lambda e: f"{e.name_de} = {e.name_en}", "Run mkref glossary without a word for the full list")
    keys = set(search.fold_variants(text))

    def same(name: str) -> bool:
        return bool(name) and bool(keys & set(search.fold_variants(name)))

    def within(name: str) -> bool:
        return bool(name) and any(v in k for v in search.fold_variants(name) for k in keys)

    terms: list[Term] = []
    for entry, score in hits:
        german = [a for a in entry.aliases if not a.isascii()]
        if same(entry.name_de) or any(same(a) for a in german):
            source = "de"
        elif same(entry.name_en):
            source = "en"
        elif within(entry.name_de):
            source = "de"
        elif within(entry.name_en):
            source = "en"
        else:
            source = ""
        terms.append(
            {
                "id": entry.id,
                "kind": entry.kind,
                "de": entry.name_de,
                "en": entry.name_en,
                "from": source,
                "ref": index.source_label(entry, "en"),
                "score": round(score, 2),
            }
        )
    # keep the clear matches: everything within reach of the best one
    best = terms[0]["score"]
    terms = [t for t in terms if t["score"] >= best * 0.35][:5]
    return {"game": index.game, "query": text, "terms": terms}


def full_glossary(index: RulesIndex, lang: str) -> Glossary:
    from mkref.core import search

    rows: list[GlossaryRow] = [
        {"id": e.id, "kind": e.kind, "de": e.name_de, "en": e.name_en, "ref": index.source_label(e, "en")}
        for e in index.all()
        if e.name_de
    ]
    rows.sort(key=lambda r: " ".join(search.words(r["de" if lang == "de" else "en"])))
    return {"game": index.game, "lang": lang, "terms": rows}


def _print_json(data: Answer | Listing | Translation | Glossary) -> None:
    import json

    try:
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    except UnicodeEncodeError:  # stdout cannot take UTF-8: JSON escapes are just as valid
        sys.stdout.write(json.dumps(data, ensure_ascii=True, indent=2) + "\n")
