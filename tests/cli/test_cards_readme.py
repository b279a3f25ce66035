"""The examples in the README's 'Cards in hand (Mage Knight)' section are real output."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_readme_card_lookups_print_as_shown(run):
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Cards in hand (Mage Knight)"):]
    section = section[: section.index("\n## ", 5)]
    blocks = re.findall(r"```console\n\$ (mkref [^\n]+)\n(.*?)```", section, re.S)
    assert len(blocks) >= 3
    for command, shown in blocks:
        result = run(*shlex.split(command)[1:])
        assert result.code == 0 and result.out == shown, command
