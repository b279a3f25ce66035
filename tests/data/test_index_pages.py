"""Every rules-index entry's page reference, checked against the German source texts (the extracts in
sources/rulebooks, written from the full texts by sources/extract.py).

How the seed of the German rulebook (000_...) is split into pages: the extraction prints the booklet in
printing-sheet order (1, 24, 23, 2, 3, 22, ...), each page starting with a line that holds only its page
number (1-24). A lone number next to another lone number or a single letter is an illustration label
(the map-shape drawing on p. 14 has "A", "1", "2"), not a page start. Pages printed twice are merged.
Text is compared without case, whitespace and hyphens, because the extraction breaks lines inside
words ("Szena-\\nrioheft") and splits ligatures ("Einfl uss").

The Lost Legion summary (003_...) is split into sections at its markdown headings; a ref like "[07.3]"
names the heading with that marker, "{SKILLS}" the unmarked heading that [sources.003] `sections` names.

Entries whose German term cannot be on the page say why in `page_check`; those are listed, not failed.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from sources.extract import norm, read_parts, split_pages

SOURCES = Path(__file__).resolve().parent / "sources"


@cache
def pages_000() -> dict[int, str]:
    """The extract's lines of each page of the German rulebook (sources/README.md), normalised."""
    parts = read_parts(SOURCES / "rulebooks" / "mage-knight-000-pages.txt")
    return {int(k[3:]): v for k, v in parts.items() if k.startswith("p. ")}


@cache
def sections_003() -> dict[str, str]:
    return read_parts(SOURCES / "rulebooks" / "mage-knight-003-sections.txt")


def section_text(ref: str, labels: dict[str, str]) -> str | None:
    """The section of the summary that a ref names: '[07.3]', or a '{LABEL}' from the source's `sections`."""
    sections = sections_003()
    if ref in labels:
        wanted = norm(labels[ref])
        return next((text for heading, text in sections.items() if norm(heading) == wanted), None)
    marker = ref.replace(" ", "")
    for heading, text in sections.items():
        if heading.startswith(marker + " ") or heading == marker:
            return text
    return None


def _entries():
    from mkref.core.rulesdata import game_dir
    from mkref.core.rulesindex import build

    index, _files = build("mage-knight", game_dir("mage-knight"))
    return index


def test_the_page_splitter_skips_illustration_labels_and_merges_repeated_pages():
    booklet = "\n".join(["1", "Spielablauf", "24", "Flink", "A", "1", "2", "Karte", "2", "Aufbau", "1", "noch Seite eins"])
    pages = split_pages(booklet)
    assert sorted(pages) == [1, 2, 24]
    assert "Flink" in pages[24] and "Karte" in pages[24]  # "A", "1", "2" label a drawing on p. 24
    assert pages[1].splitlines() == ["Spielablauf", "noch Seite eins"]


def test_the_extract_has_the_pages_the_index_cites():
    pages = pages_000()
    assert set(pages) <= set(range(1, 25)) and len(pages) >= 20
    assert "spielablauf" in pages[1]
    assert "flink" in pages[24] and "ausweichend" in pages[24]
    assert norm("Die ersten Erkundungen") in pages[18]


def test_every_entry_names_a_german_term_on_its_page():
    index = _entries()
    missing, unchecked = [], []
    for entry in index.all():
        if entry.page_check and not entry.key_de:
            unchecked.append(f"{entry.id}: {entry.page_check}")
            continue
        key = norm(entry.key_de)
        if entry.source == "000":
            m = re.fullmatch(r"p\. (\d+)", entry.ref)
            if not m:
                missing.append(f"{entry.id}: ref {entry.ref!r} is not 'p. N'")
                continue
            page = pages_000().get(int(m.group(1)), "")
            if key not in page:
                missing.append(f"{entry.id}: {entry.key_de!r} is not on {entry.ref} (a new entry? run sources/extract.py)")
        elif entry.source == "003":
            text = section_text(entry.ref, index.sources.get("003", {}).get("sections", {}))
            if text is None:
                missing.append(f"{entry.id}: no section {entry.ref} in the Lost Legion summary")
            elif key not in text:
                missing.append(f"{entry.id}: {entry.key_de!r} is not in section {entry.ref}")
        else:
            missing.append(f"{entry.id}: unknown source {entry.source}")
    if unchecked:
        print(f"\n{len(unchecked)} entries document why their page cannot be checked, e.g.:")
        for line in unchecked[:5]:
            print("  " + line)
    assert not missing, "\n".join(missing)


def test_entries_that_skip_the_check_say_why():
    index = _entries()
    for entry in index.all():
        assert entry.key_de or len(entry.page_check) > 20, entry.id
