"""Fixtures of the fuzz suite: its size (``--fuzz-count``), its seed, and the figures it prints."""

from __future__ import annotations

import os
import random

import pytest

CI_COUNTS = {"repl": 120, "sheet": 70, "save": 30}  # a few hundred cases in all, well under a minute on 2 cores


@pytest.fixture
def fuzz_count(request):
    """How many cases of one sort: ``fuzz_count("sheet")``; ``--fuzz-count N`` sets them all."""
    chosen = request.config.getoption("--fuzz-count")
    return lambda sort: chosen or CI_COUNTS[sort]


@pytest.fixture
def fuzz_rng(request):
    seed = request.config.getoption("--fuzz-seed")
    if seed is None:
        seed = 11 if os.environ.get("CI") or not request.config.getoption("--fuzz-count") else random.SystemRandom().randrange(10**6)
    request.node.user_properties.append(("fuzz_seed", seed))
    rng = random.Random(f"{seed}-{request.node.name}")
    rng.seed_value = seed  # type: ignore[attr-defined]
    return rng


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    from fuzzlib import TALLY

    if not TALLY:
        return
    terminalreporter.section("fuzz: inputs per game and kind")
    for (game, kind), count in sorted(TALLY.items()):
        terminalreporter.write_line(f"{game:14} {kind:16} {count.inputs:6} inputs, {count.internal} internal errors")
