"""One Console per invocation, built on demand (never at import), honouring NO_COLOR and pipes."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console


def make_console(stderr: bool = False, width: int | None = None) -> Console:
    from rich.console import Console

    from mkref.cli.fit import screen_width

    stream = sys.stderr if stderr else sys.stdout
    return Console(
        file=stream,
        no_color=bool(os.environ.get("NO_COLOR")),
        # a pipe: the width mkref.cli.fit uses, at most the 100 columns a table is laid out for
        width=width or (None if stream.isatty() else min(screen_width(stream), 100)),
        highlight=False,
        soft_wrap=False,
    )
