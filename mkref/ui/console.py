"""One Console per invocation, built on demand (never at import), honouring NO_COLOR and pipes."""

from __future__ import annotations

import os
import sys
from typing import Any


def make_console(stderr: bool = False, width: int | None = None) -> Any:
    from rich.console import Console

    stream = sys.stderr if stderr else sys.stdout
    return Console(
        file=stream,
        no_color=bool(os.environ.get("NO_COLOR")),
        width=width or (None if stream.isatty() else 100),
        highlight=False,
        soft_wrap=False,
    )
