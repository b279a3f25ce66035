"""The tracked-game helpers of tests/unit/mage_knight (mk_table) for the tests in this folder."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
