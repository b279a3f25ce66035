"""Lines that fit the screen: a long line is wrapped at word boundaries, never in the middle of a word.

The width is the terminal's; when the output is not a terminal (a pipe, a file) it is ``$MKREF_WIDTH``,
else ``$COLUMNS``, else 100. A wrapped line's continuation is indented under its text, past a leading marker ("- ", "• ",
"? ", "> ", "[ ] "), so a checklist or a list of questions still reads as one.
"""

from __future__ import annotations

import os
import re
import sys
from typing import TextIO

DEFAULT_WIDTH = 100
_MARKER = re.compile(r"^(\s*)((?:->|[-•*>?]|\[ \]|\d+\.)\s+)?")


def screen_width(stream: TextIO | None = None) -> int:
    stream = stream or sys.stdout
    try:
        if stream.isatty():
            import shutil

            return max(40, shutil.get_terminal_size((DEFAULT_WIDTH, 24)).columns)
    except (AttributeError, ValueError, OSError):
        pass
    for name in ("MKREF_WIDTH", "COLUMNS"):
        columns = os.environ.get(name, "")
        if columns.isdecimal():
            return max(40, int(columns))
    return DEFAULT_WIDTH


def fit(text: str, width: int) -> str:
    """``text`` with every line longer than ``width`` wrapped at word boundaries."""
    if all(len(line) <= width for line in text.split("\n")):
        return text
    return "\n".join(_fit_line(line, width) for line in text.split("\n"))


def _fit_line(line: str, width: int) -> str:
    if len(line) <= width or _is_drawing(line):
        return line
    import textwrap

    match = _MARKER.match(line)
    lead = len(match.group(0)) if match else 0
    indent = " " * min(lead, width // 3)
    return "\n".join(textwrap.wrap(line, width, subsequent_indent=indent, break_long_words=False,
                                   break_on_hyphens=False, drop_whitespace=True)) or line


def _is_drawing(line: str) -> bool:
    """A map or a table border is drawn to its own width and is never wrapped as prose."""
    if any(ch in line for ch in "─│┌┐└┘├┤┬┴┼━┃╭╮╰╯┏┓┗┛┡┩╇"):
        return True
    ink = [ch for ch in line if not ch.isspace()]
    return sum(ch.isalpha() for ch in ink) < 0.3 * len(ink)  # a hex map: mostly / \ _ and short labels


_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


class FittingStream:
    """A text stream that wraps each complete line it is given to ``width`` (see ``fit``) before passing it on.

    ``mkref`` puts it in front of standard output and error for one command, so every view, sheet and
    refusal fits the screen without each of them measuring. A line with terminal escapes (rich's colours)
    was laid out by rich for the terminal and passes unchanged; so does text still waiting for its newline
    until it is flushed."""

    def __init__(self, raw: TextIO, width: int) -> None:
        self.raw = raw
        self.width = width
        self._pending = ""

    def write(self, text: str) -> int:
        self._pending += text
        if "\n" in self._pending:
            done, _, self._pending = self._pending.rpartition("\n")
            self.raw.write(self._fit(done) + "\n")
        return len(text)

    def _fit(self, text: str) -> str:
        return text if "\x1b" in text else fit(text, self.width)

    def flush(self) -> None:
        if self._pending:
            self.raw.write(self._fit(self._pending))
            self._pending = ""
        self.raw.flush()

    def __getattr__(self, name: str) -> object:  # isatty, fileno, encoding ... of the real stream
        return getattr(self.raw, name)


def raw_stream(stream: TextIO) -> TextIO:
    """The real stream behind a FittingStream (what prompt-toolkit must draw on), else the stream itself."""
    return stream.raw if isinstance(stream, FittingStream) else stream
