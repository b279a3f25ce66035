"""The README's "Variants (pp. 16-17)" runs as written: its `mkref new` lines make saves whose status
lists the variants, and every variant of its table is an option `mkref new` accepts."""

from __future__ import annotations

import json
import re
from pathlib import Path

from mkref.games.mage_knight.table.variants import variants

ROOT = Path(__file__).resolve().parents[2]


def section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("### Variants (pp. 16-17)\n")
    return text[start: text.index("\n### ", start + 1)]


def test_the_readme_variant_examples_run(run):
    commands = re.findall(r"```bash\n(.*?)```", section(), re.S)[0].splitlines()
    expected = {"night": ["Arrival at Night", "Roaming Evil!"], "auction": ["Hero auction"]}
    for line in commands:
        made = run(*line.split()[1:])
        assert made.code == 0, made.err
        save = line.split("--save ")[1].split()[0]
        status = json.loads(run("status", save, "--json").out)
        assert status["variants"] == expected[save]
    assert "Ben owes 2 Fame: shield on space 118" in run("new", *commands[1].split()[2:], "--force").out


def test_every_variant_is_documented_and_accepted(run):
    table = section()
    for ident in variants():
        assert f"`{ident}`" in table, ident
    refused = run("new", "mage-knight", "--scenario", "one_to_return", "--player", "A:tovak", "--player", "B:goldyx",
                  "--variant", "darkness_approaches", "--save", "x")
    assert refused.code == 1 and "(p. 22)" in refused.err and "p. 16" in refused.err
