"""Full-text search over short bilingual documents (rules-index entries), game-agnostic and pure.

What it does to text, in order:

- **fold**: lower case, `ß` -> `ss`, accents dropped; a German umlaut gives *two* spellings in a
  document (`Brutstätte` -> `brutstaette` and `brutstatte`), so a query typed with `ae`, with a
  plain `a` or with the umlaut itself finds it;
- **split** on anything that is not a letter or digit, and drop stop words of both languages
  ("kann ich ein ...", "what does the ...");
- **stem**: strip one common inflection ending, the same way for documents and queries, so word
  forms meet: `befestigten`/`befestigtes`/`befestigt` -> `befestigt`, `Drachen`/`Drache` ->
  `drach`, `attacks` -> `attack`, `Heilung`/`heilen` -> `heil`;
- **typo tolerance**: a query word found nowhere is replaced by the name/alias words within a
  small edit distance (1 for short words, 2 from 7 letters), found through a trigram index.

Scoring: each query word adds `weight x idf` for the best field it occurs in (names and aliases
weigh more than answer text); a name or alias that occurs in the query as a whole phrase adds a
bonus by its length (its small words, "wie viele", "how many", add a little more when typed with it),
and an exact match of the whole query with a name wins outright.

The built index is plain dicts, lists, strings and numbers, so a shell can store it with
`marshal` and load it in about a millisecond (see `mkref.core.rulesindex`).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import Any

from mkref.core.questions import asks_for_number, group_numbers, in_order

INDEX_FORMAT = 8  # bump when the shape of a built index or the text pipeline changes

NAME = 4.0  # weights per field; callers may pass their own
ALIAS = 3.0
KEY = 1.5
TEXT = 1.0

_WORD = re.compile(r"[a-z0-9]+")
_HYPHENATED = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)+")
_PLAIN = str.maketrans({"ß": "ss", "æ": "ae", "ø": "o", "œ": "oe"})

STOP_WORDS = frozenset(
    """
    a an the is are am be been was were can could may might must shall should will would do does did
    i me my we our you your he him his she her it its they them their this that these those there here
    what which who whom whose when where why how much many if then than so of in on at to into onto for
    from by with without about as and or but not any some all each every one also just only very please
    get got have has had let lets tell explain mean means meaning rule rules say says said
    happen happens work works use used using else other during while need needs needed
    ich du er sie es wir ihr mich mir dich dir sich uns euch mein meine meinen meinem meiner dein deine
    sein seine ein eine einen einem einer eines der die das den dem des dieser diese dieses diesen
    was wer wie wo wann warum wieso welche welcher welches welchen wieviel wieviele viel viele
    kann koennen konnen kannst darf darfst duerfen durfen muss musst muessen mussen soll sollen
    ist sind bin bist war waren wird werden wurde hat habe haben hast hatte gibt geben
    und oder aber nicht kein keine auch nur noch schon mal denn doch ja
    mit ohne auf aus bei beim im in ins an am zu zum zur von vom fuer fur ueber uber unter nach vor
    um durch gegen bis als wenn dann dass ob so man etwas waehrend wahrend brauche brauchst brauchen braucht
    genau eigentlich bitte erklaer erklaere bedeutet bedeutung heisst regel regeln bekomme bekommst bekommt bekommen gets
    englisch english deutsch german auf translate translation uebersetzung ubersetzung
    benutzen benutze benutzt nutzen nutze verwenden verwende ne nen kriegt kriege kriegst kriegen
    jeder jede jedes jedem jeden alle allen
    """.split()  # noqa: SIM905 - a word list reads better as text
)

# Words that tell the language of a question. Words both languages use ("in", "was", "die", "also",
# "so", "an", "am", "will") are in neither list.
GERMAN_MARKERS = frozenset(
    """
    ich du er wir ihr mich mir dich dir sich uns euch mein meine meinen meinem meiner dein deine sein seine
    ein eine einen einem einer eines der das den dem des dieser diese dieses diesen
    wer wie wo wann warum wieso welche welcher welches welchen wieviel wieviele viel viele
    kann koennen kannst darf darfst duerfen muss musst muessen soll sollen ist sind bist waren wird werden
    wurde habe haben hast hatte gibt geben und oder aber nicht kein keine auch nur noch schon mal denn doch ja
    mit ohne auf aus bei beim im ins zu zum zur von vom fuer ueber unter nach vor durch gegen bis als wenn
    dann dass ob man etwas waehrend nachts tagsueber tags nacht bekomme bekommt bitte genau eigentlich
    """.split()  # noqa: SIM905 - a word list reads better as text
)
ENGLISH_MARKERS = frozenset(
    """
    a the is are be been were can could may might must shall should would do does did i me my we our you
    your he him his she her it its they them their this that these those there here what which who whom
    whose when where why how much many if then than of on at to into onto for from by with without about
    and or but not any some all each every just only very please get got have has had let tell explain
    mean happen happens work works use used using else other during while need needs after before night day
    """.split()  # noqa: SIM905 - a word list reads better as text
)

# One ending is stripped, longest first, if at least three letters remain.
_SUFFIXES = (
    "ification", "ungen", "ation", "ungs", "ings", "ers", "ies", "ied", "ing", "ung", "ern", "ere", "est", "en",
    "er", "es", "ed", "em", "e", "s", "n",
)
_REPLACE = {"ification": "ify", "ies": "y", "ied": "y"}


def _strip_accents(text: str) -> str:
    if text.isascii():
        return text
    kept = []
    for ch in unicodedata.normalize("NFD", text):
        if not unicodedata.combining(ch):
            kept.append(ch)
    return "".join(kept)


def fold_variants(text: str) -> list[str]:
    """The folded spellings of a text: one, or two when it has umlauts (`ae` and plain `a`)."""
    low = text.casefold().translate(_PLAIN)
    if any(ch in low for ch in "äöü"):
        long = low.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
        return [_strip_accents(long), _strip_accents(low)]
    return [_strip_accents(low)]


def fold(text: str) -> str:
    """The canonical folded spelling (umlauts as `ae`, `oe`, `ue`)."""
    return fold_variants(text)[0]


def words(text: str) -> list[str]:
    """Folded words, stop words kept (canonical spelling only)."""
    return _WORD.findall(fold(text))


def stem(word: str) -> str:
    """Strip one inflection ending ('befestigten' -> 'befestigt', 'attacks' -> 'attack')."""
    if len(word) <= 3 or word.isdigit():
        return word
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base = word[: -len(suffix)]
            if suffix in _REPLACE:
                return base + _REPLACE[suffix]
            if suffix == "s" and base.endswith(("s", "u", "i")):
                return word  # 'class', 'status', 'this' keep their s
            if suffix == "n" and not base.endswith("l"):
                continue  # only the German '-ln' plural ('Regeln'); 'summon' keeps its n
            return base
    return word


def terms(text: str, keep_stop_words: bool = False) -> list[str]:
    """Stemmed search terms of a text in every folded spelling, stop words dropped, order kept."""
    out: list[str] = []
    for variant in fold_variants(text):
        for word in _WORD.findall(variant):
            if not keep_stop_words and word in STOP_WORDS:
                continue
            out.append(stem(word))
        # a hyphenated compound also counts joined, as a table types it: 'Solo-Spiel' -> 'solospiel'
        for compound in _HYPHENATED.findall(variant):
            out.append(stem(compound.replace("-", "")))
    return out


def query_terms(text: str) -> list[str]:
    """Stemmed terms of a query in the order typed (canonical spelling), without stop words."""
    found = [stem(w) for w in words(text) if w not in STOP_WORDS]
    if not found:  # a query of stop words only ("was ist das") still searches something
        found = [stem(w) for w in words(text)]
    seen: list[str] = []
    for term in found:
        if term not in seen:
            seen.append(term)
    return seen


def language_words(names: Iterable[tuple[str, str]]) -> dict[str, str]:
    """The stems that belong to one language's names of a set of (English name, German name) pairs:
    found in at least twice as many names of that language as of the other ('Heroen (swift)' does not
    make 'swift' German). What a one-word question is recognised by. Space-joined strings."""
    from collections import Counter

    english: Counter[str] = Counter()
    german: Counter[str] = Counter()
    for en, de in names:
        en_stems = {stem(w) for w in words(en) if w not in STOP_WORDS and len(w) >= 4}
        de_stems = {stem(w) for v in fold_variants(de) for w in _WORD.findall(v) if w not in STOP_WORDS and len(w) >= 4}
        # a German compound holds the English word it shares ('Temporal Portal' / 'Zeitportal'): both use it
        de_text = " ".join(fold_variants(de)).casefold()
        shared = {term for term in en_stems if term in de_text}
        english.update(en_stems)
        german.update(de_stems | shared)
    return {"en": " ".join(sorted(w for w, n in english.items() if n >= 2 * german[w])),
            "de": " ".join(sorted(w for w, n in german.items() if n >= 2 * english[w]))}


def alias_language_words(aliases: Iterable[str], english: Iterable[str], german: Iterable[str],
                         known: dict[str, str]) -> dict[str, str]:
    """`known` (from `language_words`) widened by the words of the aliases that tell their language.

    An alias may be English or German and is not marked which. One of its words counts as German when
    the German texts of the index (names, answers) use it and the English ones never do, or the other
    way round; a word neither uses is German when it is written as a German noun (capitalised, as
    English aliases are not, 'Mauer') or with an umlaut or ß. A word either language already claims
    by its names is left as it is ('Wall', 'Dungeon' stay unknown)."""

    en_seen = {stem(w) for text in english for w in words(text)}
    de_seen = {stem(w) for text in german for v in fold_variants(text) for w in _WORD.findall(v)}
    de_words, en_words = set(known.get("de", "").split()), set(known.get("en", "").split())
    found: dict[str, set[str]] = {"en": set(), "de": set()}
    for alias in aliases:
        for written in re.findall(r"[^\W\d_]+", alias):
            term = stem(fold(written))
            if len(written) < 4 or written.casefold() in STOP_WORDS or term in de_words | en_words:
                continue
            if (term in en_seen) != (term in de_seen):
                found["en" if term in en_seen else "de"].add(term)
            elif term not in en_seen and _looks_german(written):
                found["de"].add(term)
    return {"en": " ".join(sorted(en_words | (found["en"] - found["de"]))),
            "de": " ".join(sorted(de_words | (found["de"] - found["en"])))}


def _looks_german(written: str) -> bool:
    """A word as written in an alias: a capitalised noun (not an all-capitals tag) or umlauts and ß."""
    noun = written[0].isupper() and not written.isupper()
    return noun or any(ch in written.casefold() for ch in "äöüß")


def detect_language(text: str, vocabulary: dict[str, str] | None = None) -> str | None:
    """'de' or 'en' for the language a question is written in, None when it cannot be told.

    Evidence: words only one language uses ('kann', 'nachts' / 'can', 'the'), umlauts and ß, and words
    found only in the German or only in the English entry names (`language_words`)."""
    typed = text.casefold().split()
    german = sum(1 for w in typed if any(ch in w for ch in "äöüß"))
    english = 0
    vocab = vocabulary or {}
    de_words = set(vocab.get("de", "").split())
    en_words = set(vocab.get("en", "").split())
    for word in words(text):
        if word in GERMAN_MARKERS:
            german += 1
        elif word in ENGLISH_MARKERS:
            english += 1
        elif word not in STOP_WORDS:
            term = stem(word)
            german += term in de_words
            english += term in en_words
    if german == english:
        return None
    return "de" if german > english else "en"


def phrase_terms(text: str) -> list[str]:
    """Stemmed canonical terms of a name or alias, stop words dropped, for phrase matching."""
    return [stem(w) for w in words(text) if w not in STOP_WORDS] or [stem(w) for w in words(text)]


def edit_distance(a: str, b: str, limit: int = 2) -> int:
    """Levenshtein distance with adjacent transpositions; returns limit + 1 once it exceeds limit."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    if a == b:
        return 0
    prev_prev: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        best = cur[0]
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            value = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                value = min(value, prev_prev[j - 2] + 1)
            cur[j] = value
            best = min(best, value)
        if best > limit:
            return limit + 1
        prev_prev, prev = prev, cur
    return prev[-1] if prev[-1] <= limit else limit + 1


def _trigrams(word: str) -> set[str]:
    padded = f"^{word}$"
    return {padded[i : i + 3] for i in range(len(padded) - 2)}


def typo_limit(word: str) -> int:
    if len(word) < 4:
        return 0
    return 1 if len(word) < 8 else 2


# --------------------------------------------------------------------------------------------------
# Building


def build_index(
    docs: Sequence[Sequence[tuple[str, float]]],
    phrases: Sequence[Iterable[str]] = (),
    names: Sequence[Iterable[str]] = (),
    priors: Sequence[float] = (),
    numbered: Sequence[str] = (),
    groups: Sequence[str] = (),
) -> dict[str, Any]:
    """Build an index over `docs`: each doc is a list of (text, weight) fields.

    `phrases[i]` are the names and aliases of doc i; they get the phrase bonus and feed the typo
    vocabulary. `names[i]` are its main names: the shorter they are, the more a word matched in
    them counts (a tie-break: 'fortified' prefers Fortified to Assaulting a fortified site).
    `priors[i]` scales doc i's score (below 1 for a glossary term or a ruling, so that the rule itself
    answers a question); `numbered[i]` is the text of the numbers doc i states (labels and values,
    empty if none): it answers "how many" and "what costs", and a number typed in the question ("at
    level 8") prefers the doc whose numbers hold it. `groups[i]` is where doc i comes from (an
    expansion's source): a name or alias word found only in a smaller group's docs ('Volkare') is
    that group's context, and a question using it ranks that group's docs first.
    The result holds only plain types (marshal-safe).
    """
    postings: dict[str, dict[int, float]] = {}
    for i, fields in enumerate(docs):
        for text, weight in fields:
            for term in terms(text):
                slot = postings.setdefault(term, {})
                if slot.get(i, 0.0) < weight:
                    slot[i] = weight
    # compact for a fast load: per term the bytes of (doc, 2 x weight) pairs as unsigned 16-bit ints
    flat = {term: _pack([x for doc, w in sorted(hits.items()) for x in (doc, round(2 * w))]) for term, hits in postings.items()}

    phrase_index: dict[str, list[Any]] = {}
    exact: dict[str, list[int]] = {}
    vocab: set[str] = set()
    for i, doc_phrases in enumerate(phrases):
        for name in doc_phrases:
            for variant in fold_variants(name):
                key = " ".join(_WORD.findall(variant))
                if key:
                    hits = exact.setdefault(key, [])
                    if i not in hits:
                        hits.append(i)
            seq = phrase_terms(name)
            if not seq:
                continue
            entry = [i, seq]
            bucket = phrase_index.setdefault(seq[0], [])
            if entry not in bucket:
                bucket.append(entry)
            for variant in fold_variants(name):
                for word in _WORD.findall(variant):
                    if word not in STOP_WORDS and len(word) >= 4:
                        vocab.add(word)
                        vocab.add(stem(word))
    vocab_list = sorted(vocab)
    grams: dict[str, list[int]] = {}
    for n, word in enumerate(vocab_list):
        for gram in _trigrams(word):
            grams.setdefault(gram, []).append(n)
    nlen = []
    for i in range(len(docs)):
        lengths = [len(phrase_terms(n)) for n in (names[i] if i < len(names) else ()) if n]
        nlen.append(max(1, min(lengths)) if lengths else 3)
    return {
        "format": INDEX_FORMAT,
        "group": group_numbers(groups, len(docs)),
        "context": _context_terms(postings, names, group_numbers(groups, len(docs))),
        "size": len(docs),
        "nlen": nlen,
        "prior": [float(priors[i]) if i < len(priors) else 1.0 for i in range(len(docs))],
        "numbered": [" ".join(sorted(set(re.findall(r"\d+", numbered[i])))) or "-" if i < len(numbered) and numbered[i] else ""
                     for i in range(len(docs))],
        "postings": flat,
        # per first word: "doc word word;doc word" strings, decoded only for the words of a query
        "phrases": {k: ";".join(f"{doc} {' '.join(seq)}" for doc, seq in v) for k, v in phrase_index.items()},
        "exact": {k: ",".join(map(str, v)) for k, v in exact.items()},
        "vocab": vocab_list,
        "grams": grams,
    }


def _context_terms(postings: dict[str, dict[int, float]], names: Sequence[Iterable[str]],
                   numbers: list[int]) -> dict[str, int]:
    """Words of a smaller group's entry names that mostly that group uses (3 of 4 docs that hold them;
    the rest are the group's cards and units filed with the base game): term -> group."""
    if len(set(numbers)) < 2:
        return {}
    context: dict[str, int] = {}
    for i, doc_names in enumerate(names):
        if i >= len(numbers) or numbers[i] == 0:
            continue
        for name in doc_names:
            for term in terms(name):
                hits = postings.get(term, {})
                inside = sum(1 for d in hits if numbers[d] == numbers[i])
                if len(term) >= 5 and not term.isdigit() and 4 * inside >= 3 * len(hits):
                    context[term] = numbers[i]
    return context


def _pack(values: list[int]) -> bytes:
    return b"".join(v.to_bytes(2, "little") for v in values)


def _unpack(blob: bytes) -> list[int]:
    return [int.from_bytes(blob[i : i + 2], "little") for i in range(0, len(blob), 2)]


# --------------------------------------------------------------------------------------------------
# Searching


def compound_parts(index: dict[str, Any], word: str) -> list[str]:
    """The longest name or alias word a compound starts with, and the longest it ends with (5+ letters),
    as index terms: 'kristallkugel' -> ['kristall'], 'drachenschuppe' -> ['drach']."""
    postings = index["postings"]
    found: list[str] = []
    for pick in (word.startswith, word.endswith):
        best = ""
        for candidate in index["vocab"]:
            if len(candidate) >= 5 and len(candidate) > len(best) and candidate != word and pick(candidate):
                best = candidate
        key = best if best in postings else stem(best)
        if best and key in postings and key not in found:
            found.append(key)
    return found


def close_words(index: dict[str, Any], word: str, limit: int | None = None) -> list[str]:
    """Vocabulary words (names and aliases) within the typo limit of `word`, closest first."""
    return [c for c, _d in close_words_scored(index, word, limit)]


def close_words_scored(index: dict[str, Any], word: str, limit: int | None = None) -> list[tuple[str, int]]:
    """Like close_words, with each word's edit distance."""
    limit = typo_limit(word) if limit is None else limit
    if limit <= 0:
        return []
    vocab: list[str] = index["vocab"]
    grams: dict[str, list[int]] = index["grams"]
    counts: dict[int, int] = {}
    for gram in _trigrams(word):
        for n in grams.get(gram, ()):
            counts[n] = counts.get(n, 0) + 1
    # a word within `limit` edits shares at least len - 3 * limit of its trigrams; a swap of two
    # letters costs one edit here but breaks up to four trigrams, hence the extra margin
    need = max(1, len(word) - 3 * (limit + 1))
    scored = []
    for n, shared in counts.items():
        if shared < need:
            continue
        candidate = vocab[n]
        distance = edit_distance(word, candidate, limit)
        if distance <= limit:
            scored.append((distance, -shared, candidate))
    scored.sort()
    return [(c, d) for d, _s, c in scored]


def _near_hits(index: dict[str, Any], term: str, word: str) -> tuple[list[int], float]:
    """Postings for a word the index does not know, and how much they count: the closest name and
    alias words (a typo), else the known words a German compound is made of."""
    postings = index["postings"]
    close = close_words_scored(index, word) or close_words_scored(index, term)
    hits: list[int] = []
    if close:
        best = close[0][1]
        keys: list[str] = []
        for candidate, distance in close:
            if distance > best:
                break
            key = candidate if candidate in postings else stem(candidate)
            if key in postings and key not in keys:
                keys.append(key)
        for key in keys[:3]:
            hits.extend(_unpack(postings[key]))
        return hits, (0.85 if best <= 1 else 0.6)
    for key in compound_parts(index, word):
        hits.extend(_unpack(postings[key]))
    return hits, 0.5


NUMBER_BONUS = 4.0
CONTEXT_FACTOR = 0.6  # the share of its score an entry keeps outside the context a question names


def _verb_form(postings: dict[str, bytes], term: str) -> bytes | None:
    """The postings of a German verb form the index does not hold under its own stem: 'angreift' ->
    'angreif', 'startet' -> 'start', 'bewegt' -> 'beweg'."""
    for cut in ("et", "t", "st"):
        if term.endswith(cut) and len(term) - len(cut) >= 4:
            base = term[: -len(cut)]
            for key in (base, stem(base)):
                if key in postings:
                    return postings[key]
    return None


def search(index: dict[str, Any], query: str, limit: int = 10) -> list[tuple[int, float]]:
    """The best documents for `query`, as (doc number, score), best first. Empty if nothing matches."""
    size = max(1, index["size"])
    postings: dict[str, bytes] = index["postings"]
    qwords = [w for w in words(query) if w not in STOP_WORDS] or words(query)
    pairs: list[tuple[str, str]] = []  # (stem, word as typed)
    for word in qwords:
        if all(stem(word) != seen for seen, _w in pairs):
            pairs.append((stem(word), word))
    # German compounds typed apart ("Einheiten Angebot" for "Einheitenangebot") count as one more word
    for first, second in pairwise(qwords):
        joined = stem(first + second)
        if joined in postings and all(joined != seen for seen, _w in pairs):
            pairs.append((joined, first + second))
    if not pairs:
        return []
    scores: dict[int, float] = {}
    matched: dict[int, int] = {}
    named: dict[int, int] = {}
    for term, word in pairs:
        blob = postings.get(term)
        factor = 1.0
        hits: list[int] = _unpack(blob) if blob is not None else []
        if word.endswith("en") and term + "et" in postings:  # 'kosten' finds 'kostet', 'enden' 'endet'
            hits += _unpack(postings[term + "et"])
        if not hits:
            verb = _verb_form(postings, term)
            hits = _unpack(verb) if verb is not None else []
        if not hits:
            hits, factor = _near_hits(index, term, word)
            if not hits:
                continue
        df = len(hits) // 2
        idf = math.log(1.0 + size / max(1, df))
        best_here: dict[int, float] = {}
        for k in range(0, len(hits), 2):
            doc, weight = hits[k], hits[k + 1] / 2
            if best_here.get(doc, 0.0) < weight:
                best_here[doc] = weight
        for doc, weight in best_here.items():
            scores[doc] = scores.get(doc, 0.0) + weight * idf * factor
            matched[doc] = matched.get(doc, 0) + 1
            if weight >= ALIAS:
                named[doc] = named.get(doc, 0) + 1
    if not scores:
        return []
    # coverage: documents that match more of the query's words rank higher
    total = len(pairs)
    nlen = index["nlen"]
    for doc in scores:
        scores[doc] *= 0.5 + 0.5 * matched[doc] / total
        scores[doc] += 2.0 * min(named.get(doc, 0), nlen[doc]) / nlen[doc]
    # phrases: a whole name or alias inside the query
    stems = [stem(w) for w in words(query) if w not in STOP_WORDS]
    for pos, term in enumerate(stems):
        packed = index["phrases"].get(term)
        if not packed:
            continue
        for item in packed.split(";"):
            doc_text, *seq = item.split(" ")
            doc = int(doc_text)
            n = len(seq)
            if stems[pos : pos + n] == seq:
                scores[doc] = scores.get(doc, 0.0) + 6.0 * n
            elif n >= 3 and in_order(seq, stems[pos : pos + n + 1]):
                # one word typed inside the phrase ("tactic first in Volkare's Quest") counts a bit less
                scores[doc] = scores.get(doc, 0.0) + 4.5 * n
    # a name or alias typed with its small words ("wie viele Einheiten", "how many units"): the phrase
    # bonus above counted only its content words, so each small word inside the phrase adds a little
    typed = words(query)
    for start in range(len(typed)):
        for end in range(start + 2, min(len(typed), start + 6) + 1):
            small = sum(1 for w in typed[start:end] if w in STOP_WORDS)
            hit = index["exact"].get(" ".join(typed[start:end])) if small else None
            for doc in map(int, hit.split(",")) if hit else ():
                scores[doc] = scores.get(doc, 0.0) + 3.0 * small
    # a word only an expansion uses ('Volkare', 'Flüchtlingslager') puts the question in its context
    context = index.get("context") or {}
    wanted = {context[term] for term in stems if term in context}
    if wanted:
        group = index.get("group") or ()
        for doc in scores:
            if doc < len(group) and group[doc] not in wanted:
                scores[doc] *= CONTEXT_FACTOR
    # a question after a number ("wie viele", "how much", "was kostet") prefers an entry that states
    # numbers; a glossary term or a ruling counts less than the rule it belongs to
    if asks_for_number(typed):
        numbered = index.get("numbered") or ()
        digits = {w for w in typed if w.isdigit()}
        for doc in scores:
            if doc < len(numbered) and numbered[doc]:
                held = len(digits.intersection(numbered[doc].split()))
                scores[doc] += NUMBER_BONUS * (1 + min(held, 2))
    prior = index.get("prior") or ()
    if len(typed) > 2:  # a question, not a name or two ("motivation tovak")
        for doc in scores:
            if doc < len(prior):
                scores[doc] *= prior[doc]
    # the whole query is a name, an alias or an id
    key = " ".join(words(query))
    found = index["exact"].get(key)
    for doc in map(int, found.split(",")) if found else ():
        scores[doc] = scores.get(doc, 0.0) + 1000.0
    ranked = sorted(scores.items(), key=lambda item: (-item[1], item[0]))
    return ranked[:limit]
