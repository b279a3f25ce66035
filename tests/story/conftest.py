"""The example games played once for the story tests (report and watch)."""

from __future__ import annotations

import pytest
from storylib import play_all


@pytest.fixture(scope="session")
def played(tmp_path_factory):
    """(saves folder, examples) with every example game played to its end."""
    folder = tmp_path_factory.mktemp("story-saves")
    return folder, play_all(folder)
