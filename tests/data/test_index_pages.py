"""Every rules-index entry's page reference, checked against the German source texts in ../shared/seeds.

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

import pytest

SEEDS = Path(__file__).parents[2].parent / "shared" / "seeds"
_LONE = re.compile(r"^\s*(\d{1,2})\s*$")



def norm(text: str) -> str:
    return re.sub(r"[\s\-\u00ad]+", "", text.casefold())


def _is_label(line: str) -> bool:
    s = line.strip()
    return bool(_LONE.match(s)) or (len(s) == 1 and s.isalpha())


def split_pages(text: str, last_page: int = 24) -> dict[int, str]:
    lines = text.splitlines()
    pages: dict[int, list[str]] = {}
    page = None
    for i, line in enumerate(lines):
        m = _LONE.match(line)
        if m and 1 <= int(m.group(1)) <= last_page:
            prev = lines[i - 1] if i else ""
            nxt = lines[i + 1] if i + 1 < len(lines) else ""
            if not (_is_label(prev) or _is_label(nxt)):
                page = int(m.group(1))
                continue
        if page is not None:
            pages.setdefault(page, []).append(line)
    return {p: "\n".join(v) for p, v in pages.items()}


def split_sections(text: str) -> dict[str, str]:
    """Markdown sections keyed by their heading text (markers without spaces: '[ 07.3 ]' -> '[07.3]')."""
    sections: dict[str, list[str]] = {}
    current = None
    for line in text.splitlines():
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
            current = re.sub(r"\[\s*([^\]]*?)\s*\]", lambda m: "[" + m.group(1).replace(" ", "") + "]", heading)
            sections.setdefault(current, [])
        if current is not None:
            sections[current].append(line)
    return {k: "\n".join(v) for k, v in sections.items()}


@cache
def pages_000() -> dict[int, str]:
    path = SEEDS / "000_f8ded3bf81ea2962.txt"
    return {p: norm(t) for p, t in split_pages(path.read_text(encoding="utf-8")).items()}


@cache
def sections_003() -> dict[str, str]:
    path = SEEDS / "003_3d76c3982820cb5d.txt"
    return {k: norm(v) for k, v in split_sections(path.read_text(encoding="utf-8")).items()}


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


def test_the_page_splitter_finds_every_page():
    if not SEEDS.is_dir():
        pytest.skip(f"the seed texts are not here ({SEEDS}): page references cannot be checked")
    pages = pages_000()
    assert sorted(pages) == list(range(1, 25))
    assert "spielablauf" in pages[1]
    assert "flink" in pages[24] and "ausweichend" in pages[24]
    assert norm("Die ersten Erkundungen") in pages[18]


def test_every_entry_names_a_german_term_on_its_page():
    if not SEEDS.is_dir():
        pytest.skip(f"the seed texts are not here ({SEEDS}): page references cannot be checked")
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
                missing.append(f"{entry.id}: {entry.key_de!r} is not on {entry.ref}")
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
