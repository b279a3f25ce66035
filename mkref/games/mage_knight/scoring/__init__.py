"""End-of-game scoring for every scenario of the scenario book (pp. 15, 18-22).

``scenarios`` reads the scenarios' scoring rules, ``sheet`` reads a score sheet, ``points`` awards the
achievements, titles and scenario points (its opening comment lists the rulings). This package gives
the three as one API: ``scoring.parse_sheet(data, file, scoring.load_catalog())`` then
``scoring.score(sheet)``.
"""

from mkref.games.mage_knight.scoring.points import (
    Explain,
    Result,
    Score,
    award,
    explain_text,
    label,
    score,
    shield_points,
    to_json,
    unit_points,
)
from mkref.games.mage_knight.scoring.scenarios import (
    CATEGORIES,
    HEADER_KEYS,
    KINDS,
    PLAYER_KEYS,
    SHEET_KEYS,
    Catalog,
    Rules,
    Scenario,
    Title,
    UnitLookup,
    build_catalog,
    data_unit_lookup,
    load_catalog,
)
from mkref.games.mage_knight.scoring.sheets import (
    KEY_HELP,
    Player,
    Sheet,
    Unit,
    needed_player_fields,
    needed_sheet_fields,
    parse_sheet,
)

__all__ = [
    "CATEGORIES", "HEADER_KEYS", "KEY_HELP", "KINDS", "PLAYER_KEYS", "SHEET_KEYS", "Catalog", "Explain", "Player",
    "Result", "Rules", "Scenario", "Score", "Sheet", "Title", "Unit", "UnitLookup", "award", "build_catalog",
    "data_unit_lookup", "explain_text", "label", "load_catalog", "needed_player_fields", "needed_sheet_fields",
    "parse_sheet", "score", "shield_points", "to_json", "unit_points",
]
