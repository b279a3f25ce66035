"""The sources the data was checked against are part of the repository (tests/data/sources/README.md):
no file names a folder of one machine, so the data tests run on every checkout."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MACHINE = ("/" + "work/", ".." + "/shared", "shared" + "/seeds", "shared" + "/data", "shared" + "/spec")


def test_no_file_names_a_path_of_another_machine():
    named = []
    for pattern in ("*.py", "*.toml", "*.md"):
        for path in ROOT.rglob(pattern):
            if any(part.startswith(".") for part in path.relative_to(ROOT).parts):
                continue  # .venv, .git, caches
            text = path.read_text(encoding="utf-8", errors="replace")
            named += [f"{path.relative_to(ROOT)}: {m}" for m in MACHINE if m in text]
    assert named == []


def test_the_sources_the_tests_read_are_here():
    sources = ROOT / "tests" / "data" / "sources"
    for name in ("enemies.csv", "enemies_disputes.csv", "units.csv", "tiles.csv", "cards.csv", "volkare_army.csv", "README.md"):
        assert (sources / "mage-knight" / name).is_file(), name
    for name in ("mage-knight-000-pages.txt", "mage-knight-003-sections.txt", "mk-miniatures-004-terms.txt",
                 "rune-age-001-terms.txt", "knight-tales-002-terms.txt"):
        assert (sources / "rulebooks" / name).is_file(), name
    assert (sources / "specs.toml").is_file() and (sources / "README.md").is_file()
