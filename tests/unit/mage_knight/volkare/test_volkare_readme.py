"""The README's Lost Legion section shows a real example sheet and what `mkref combat --json` gives for it."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
SHEET = ROOT / "examples/combat/volkare_attacks_player.toml"


def test_13_3_readme_sheet_is_the_example_file_and_its_json_matches(run):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert SHEET.read_text(encoding="utf-8") in readme
    result = run("combat", "--sheet", SHEET, "--json")
    got = json.loads(result.out)
    assert result.code == 0
    shown = [line.removeprefix("... ").removesuffix(", ...") for line in readme.splitlines() if line.startswith('... "')]
    assert len(shown) == 2
    assert f'"hero": {json.dumps(got["hero"])}' == shown[0]
    tail = f'"volkare": {json.dumps(got["volkare"])}, "across_wall": {json.dumps(got["across_wall"])}, "attacked_by": {json.dumps(got["attacked_by"])}'
    assert tail == shown[1]


def test_S3_1_readme_rules_lookup_of_volkares_turn(run):
    assert 'mkref rules "Volkares Zug"' in (ROOT / "README.md").read_text(encoding="utf-8")
    r = run("rules", "Volkares Zug")
    assert r.code == 0 and "[S3.1]" in r.out and "Volkare's turn, step by step" in r.out
