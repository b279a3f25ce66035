"""The console script `mkref` and `python -m mkref` start here.

A command lives for a fraction of a second. Hunting reference cycles while a few hundred modules
load only makes the table wait (about 4 ms here), so the cyclic collector is off during start-up;
reference counting still frees memory at once. Long sessions (the REPL, the interactive combat)
turn it back on. Code that imports mkref.cli.app directly (tests, other programs) is unaffected.
"""

import gc
import sys


def run() -> None:
    gc.disable()
    from mkref.cli.app import main

    sys.exit(main())
