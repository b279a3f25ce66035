"""The code blocks of a worked example in ARCHITECTURE.md, as a test writes them into files."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def example_blocks(package: str, registry_start: str) -> tuple[dict[str, str], str]:
    """The example's files ("PACKAGE/NAME.py" -> its code, from blocks opening with "# PACKAGE/NAME.py") and its
    registry line (the block that starts with ``registry_start``)."""
    text = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    files = {b.split("\n", 1)[0][2:].strip(): b.split("\n", 1)[1] for b in blocks if b.startswith(f"# {package}/")}
    registry_line = next(b.strip() for b in blocks if b.startswith(registry_start))
    return files, registry_line
