"""Issue 12 item 5: every example the README's "The sheet format" section gives is run here.

Each case quotes the README's words (so a change there must come with a change here) and runs a sheet
that uses them through `mkref combat --sheet --json`.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

ENEMY = '[[enemies]]\nlabel = "e"\narmor = 5\n'

CASES = [
    # (words the README shows, sheet, JSON path, expected value)
    ('`site`', 'site = "keep"\n' + ENEMY + 'attack = 3\n[[attack]]\ntargets = ["e"]\nparts = ["5"]\n', "site_conquered", True),
    ('`city_color`', 'site = "city"\ncity_color = "white"\n' + ENEMY + 'attack = 3\n[[attack]]\ntargets = ["e"]\nparts = ["6"]\n', "fame", 0),
    ('`time`', 'time = "night"\n' + ENEMY + 'attack = 3\n', "verdict", "ok"),
    ('`level` (1-10: armor and hand limit follow)', '[hero]\nlevel = 3\n' + ENEMY + 'attack = 4\n', "hero.wounds_to_hand", 2),
    ('*added* `wounds_from_cards`', '[hero]\nlevel = 1\nwounds_from_cards = 4\n' + ENEMY + 'attack = 2\n', "hero.knocked_out", True),
    ('`unit` (id, English or German name)', '[[units]]\nunit = "Bauern"\nlabel = "g"\n' + ENEMY + 'attack = 2\n[[damage]]\nsource = "e"\nto = ["g"]\n', "units.g.wounds", 1),
    ('`attacks = ["4 fire", "3 ice"]`', '[[enemies]]\nlabel = "e"\narmor = 5\nattacks = ["4 fire", "3 ice"]\n', "hero.wounds_to_hand", 4),
    ('`"3 Feuer Belagerung"`', ENEMY + 'attack = 2\n[[ranged]]\ntargets = ["e"]\nparts = ["3 Feuer Belagerung", "2 siege"]\n', "enemies.e.defeated", True),
    ('`"2 sideways"`', ENEMY + 'attack = 2\n[[attack]]\ntargets = ["e"]\nparts = ["2 sideways", "3"]\n', "enemies.e.defeated", True),
    ('`"label.2"` for an enemy\'s second attack', '[[enemies]]\nlabel = "e"\narmor = 5\nattacks = ["4 fire", "3 ice"]\n[[block]]\ntarget = "e"\nparts = ["4 ice"]\n[[block]]\ntarget = "e.2"\nparts = ["3 fire"]\n', "enemies.e.blocked", True),
    ('`move` (Move points against a Cumbersome attack)', ENEMY + 'attack = 3\nabilities = ["cumbersome"]\n[[block]]\ntarget = "e"\nmove = 3\n', "enemies.e.blocked", True),
    ('`to`: units in order, then `"hero"` for the rest', '[[units]]\nunit = "peasants"\nlabel = "p"\n' + ENEMY + 'attack = 5\n[[damage]]\nsource = "e"\nto = ["p", "hero"]\n', "hero.wounds_to_hand", 1),
    ('an inline summoner (`abilities = ["summon"]`) has no `attack`', '[[enemies]]\nlabel = "s"\narmor = 4\nabilities = ["summon"]\nsummoned = "gargoyle"\n', "hero.wounds_to_hand", 3),
    ('a list for the Dragon Summoner\'s two', '[[enemies]]\nenemy = "dragon_summoner"\nlabel = "d"\nsummoned = ["gargoyle", "minotaur"]\n', "enemies.d.summoned", ["gargoyle", "minotaur"]),
    ('`Kaltes Feuer`', ENEMY + 'attack = 4\nelement = "Kaltes Feuer"\n[[block]]\ntarget = "e"\nparts = ["4 cold_fire"]\n', "enemies.e.blocked", True),
    ('`resistances = ["cold fire"]` means fire and ice resistance together', '[[units]]\nlabel = "u"\narmor = 4\nresistances = ["cold fire"]\n' + ENEMY + 'attack = 4\nelement = "coldfire"\n[[damage]]\nsource = "e"\nto = ["u"]\n', "units.u.wounds", 0),
    ('`defend` (`once`, `every_attack`, `off`)', '[rulings]\ndefend = "off"\n' + ENEMY + 'attack = 2\n', "verdict", "ok"),
]


def pick(result, path):
    value = result
    for key in path.split("."):
        if isinstance(value, list):
            value = next(item for item in value if item.get("label") == key)
        else:
            value = value[key]
    return value


@pytest.mark.parametrize("words,sheet,path,expected", CASES, ids=[c[0][:40] for c in CASES])
def test_readme_sheet_format_example_runs(run, tmp_path, words, sheet, path, expected):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("The sheet format", 1)[1].split("**Rulings**", 1)[0]
    assert words in section, f"the README's sheet format no longer says {words}"
    file = tmp_path / "sheet.toml"
    file.write_text(sheet, encoding="utf-8")
    result = run("combat", "--sheet", file, "--json")
    assert result.code == 0, result.out
    assert pick(json.loads(result.out), path) == expected
