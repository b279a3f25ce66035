"""Issue 19 item 32: no test depends on the machine's speed. A test waits for an acknowledgement or a prompt
(a line printed, a question asked), never for a clock: no sleep, no stopwatch, as the README promises."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
CLOCK = re.compile(r"\b(?:time\.sleep|sleep|time\.time|time\.monotonic|perf_counter)\s*\(")
# a clock only as a failsafe deadline of a poll, whose outcome never depends on it (the file and why)
FAILSAFE_POLLS = {
    "story/test_story_web.py": "polls until `mkref watch --web` listens, giving up after FAILSAFE_MS",
}


def test_no_test_sleeps_or_times_itself():
    found = [f"{path.relative_to(TESTS)}:{n}: {line.strip()}"
             for path in sorted(TESTS.rglob("*.py")) if path.name != Path(__file__).name
             and path.relative_to(TESTS).as_posix() not in FAILSAFE_POLLS
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if CLOCK.search(line)]
    assert found == []


def test_the_readme_says_how_long_the_suite_takes():
    readme = (TESTS.parent / "README.md").read_text(encoding="utf-8")
    assert "take four to six minutes on a busy 2-core machine" in readme and "no test waits on a clock" in readme
