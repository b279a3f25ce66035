"""Write the rulebook and spec extracts in this folder from the full texts (a developer's tool, not a test).

    python tests/data/sources/extract.py SEEDS_FOLDER SPEC_FOLDER

SEEDS_FOLDER holds the German rulebook texts (000_... Mage Knight, 001_... Rune Age, 002_... Knight Tales,
003_... the Lost Legion summary, 004_... the miniatures game); SPEC_FOLDER holds one folder per game with its
rules.md. The tests read only the extracts: the lines of each page that hold a German term a rules-index
entry cites (so a page reference is checked everywhere), and the ids and headings the specs define. Run it
again after adding index entries whose terms are not in the extracts yet (a test then names them).
The page splitter below is also used by tests/data/test_index_pages.py.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SEEDS = {"000": "000_f8ded3bf81ea2962.txt", "001": "001_c03e5840e8f8eeaf.txt", "002": "002_5d5df9b3e9815b41.txt",
         "003": "003_3d76c3982820cb5d.txt", "004": "004_dd5bee340451238a.txt"}
_LONE = re.compile(r"^\s*(\d{1,2})\s*$")
MARK = "=== "  # starts a page or section in an extract


def norm(text: str) -> str:
    """Text without case, whitespace and hyphens: the extraction breaks lines inside words."""
    return re.sub(r"[\s\-\u00ad]+", "", text.casefold())


def _is_label(line: str) -> bool:
    s = line.strip()
    return bool(_LONE.match(s)) or (len(s) == 1 and s.isalpha())


def split_pages(text: str, last_page: int = 24) -> dict[int, str]:
    """The German rulebook's pages: the extraction prints the booklet in printing-sheet order, each page
    starting with a line holding only its number; a lone number next to another lone number or a single
    letter is an illustration label, not a page start. Pages printed twice are merged."""
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


def read_parts(path: Path) -> dict[str, str]:
    """An extract as {page or section: normalised text} ('p. 24', '[07.3] Heading', 'all')."""
    parts: dict[str, list[str]] = {}
    current = "all"
    lines = path.read_text(encoding="utf-8").splitlines()
    while lines and lines[0].startswith("# "):  # the extract's own header; a heading quoted below is kept
        lines.pop(0)
    for line in lines:
        if line.startswith(MARK):
            current = line[len(MARK):].strip()
            parts.setdefault(current, [])
        else:
            parts.setdefault(current, []).append(line)
    return {k: norm("\n".join(v)) for k, v in parts.items()}


def window(text: str, term: str) -> list[str]:
    """The consecutive lines of ``text`` that hold ``term`` (compared normalised), [] when it is not there."""
    lines = text.splitlines()
    flat, owner = "", []
    for i, line in enumerate(lines):
        piece = norm(line)
        flat += piece
        owner += [i] * len(piece)
    at = flat.find(norm(term))
    if at < 0 or not term.strip():
        return []
    return lines[owner[at]: owner[at + len(norm(term)) - 1] + 1]


def _write(path: Path, title: str, parts: dict[str, list[list[str]]]) -> None:
    out = [f"# {title}", "# Written by extract.py from the full text; see README.md. Only the lines the tests check."]
    for name, windows in parts.items():
        kept = list(dict.fromkeys(tuple(w) for w in windows if w))  # each window whole: a term may span lines
        if kept:
            out += ([MARK + name] if name != "all" else []) + [line for w in kept for line in w]
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


def _index_entries(game: str) -> list[dict[str, str]]:
    """Every entry of a game's rules index (its index*.toml files and what the game adds from its data)."""
    sys.path.insert(0, str(ROOT))
    from mkref.core.rulesdata import game_dir
    from mkref.core.rulesindex import build

    index, _files = build(game, game_dir(game))
    return [{"id": e.id, "key_de": e.key_de, "ref": e.ref, "source": e.source} for e in index.all()]


def extract_rulebooks(seeds: Path) -> None:
    entries = _index_entries("mage-knight")
    pages = split_pages((seeds / SEEDS["000"]).read_text(encoding="utf-8"))
    by_page: dict[str, list[list[str]]] = {}
    for page in sorted(pages):
        by_page[f"p. {page}"] = []
    for e in entries:
        m = re.fullmatch(r"p\. (\d+)", e["ref"])
        if e["source"] == "000" and m and e["key_de"]:
            by_page[e["ref"]].append(window(pages.get(int(m.group(1)), ""), e["key_de"]))
    by_page = {k: v for k, v in by_page.items() if v}
    _write(HERE / "rulebooks" / "mage-knight-000-pages.txt", "Mage Knight Ultimate Edition, German rulebook: lines by page", by_page)
    sections = split_sections((seeds / SEEDS["003"]).read_text(encoding="utf-8"))
    by_section: dict[str, list[list[str]]] = {}
    for e in entries:
        if e["source"] != "003" or not e["key_de"]:
            continue
        for heading, text in sections.items():
            lines = window(text, e["key_de"])
            if lines:
                by_section.setdefault(heading, []).append(lines)
    _write(HERE / "rulebooks" / "mage-knight-003-sections.txt", "The Lost Legion, German rules summary: lines by section", by_section)
    for game, seed, title in (("mk-miniatures", "004", "Mage Knight miniatures game, German rulebook"),
                              ("rune-age", "001", "Rune Age, German rulebook"), ("knight-tales", "002", "Knight Tales, German rulebook")):
        text = (seeds / SEEDS[seed]).read_text(encoding="utf-8")
        windows = [window(text, e["key_de"]) for e in _index_entries(game) if e["key_de"]]
        _write(HERE / "rulebooks" / f"{game}-{seed}-terms.txt", f"{title}: lines with the terms the index cites", {"all": windows})


def extract_specs(spec: Path) -> None:
    text = (spec / "mage-knight" / "rules.md").read_text(encoding="utf-8")
    headings = [line.lstrip("#").split()[0] for line in text.splitlines() if line.startswith(("## ", "### "))]
    rows = [m.group(1).strip() for m in re.finditer(r"^\| ([^|]+) \| [^|]+ \| [^|]+ \|$", text[text.index("## Appendix A."):], re.M)]
    glossary = [r for r in rows if r not in ("German", "---") and not r.startswith("(")]
    rune = (spec / "rune-age" / "rules.md").read_text(encoding="utf-8")
    ids = set(re.findall(r"R-[A-Z]+(?:-[A-Z]+)?-\d\d", rune))
    for prefix, lo, hi in re.findall(r"(R-[A-Z]+(?:-[A-Z]+)?)-(\d\d)\.\.(\d\d)", rune):
        ids |= {f"{prefix}-{n:02d}" for n in range(int(lo), int(hi) + 1)}
    knight = (spec / "knight-tales" / "rules.md").read_text(encoding="utf-8")
    ambiguities = sorted(set(re.findall(r"^\| (I-\d\d) \|", knight, re.M)))
    out = ["# What the tests check of the English specs (section numbers, the German glossary terms of Appendix A,",
           "# rule and ambiguity ids); written by extract.py, see README.md.",
           f"mage_knight_headings = {_toml_list(headings)}", f"mage_knight_glossary_de = {_toml_list(glossary)}",
           f"rune_age_rule_ids = {_toml_list(sorted(ids))}", f"knight_tales_ambiguities = {_toml_list(ambiguities)}"]
    (HERE / "specs.toml").write_text("\n".join(out) + "\n", encoding="utf-8")


def _toml_list(items: list[str]) -> str:
    import json

    return "[\n" + "".join(f"  {json.dumps(i, ensure_ascii=False)},\n" for i in items) + "]"


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    extract_rulebooks(Path(sys.argv[1]))
    extract_specs(Path(sys.argv[2]))
