"""The miniatures' rules index: `mkref rules --game mk-miniatures` finds topics, cards and terms in
both languages, and every German key term is printed in the rulebook (seed 004)."""

import re
from pathlib import Path

import pytest

from mkref.core import rulesindex
from mkref.core.rulesdata import game_dir

# the lines of the German rulebook (seed 004) that hold the terms the index cites (tests/data/sources/README.md)
SEED = Path(__file__).resolve().parents[2] / "data" / "sources" / "rulebooks" / "mk-miniatures-004-terms.txt"


def norm(text):
    return re.sub(r"[\s\-\u00ad]+", "", text.casefold())


@pytest.fixture(scope="module")
def index():
    built, _files = rulesindex.build("mk-miniatures", game_dir("mk-miniatures"))
    return built


def test_every_card_and_setting_has_an_entry(index):
    ids = set(index.ids())
    assert sum(1 for i in ids if i.startswith("domain_")) == 20
    assert sum(1 for i in ids if i.startswith("relic_")) == 40
    assert sum(1 for i in ids if i.startswith("terrain_")) == 16
    assert sum(1 for i in ids if i.startswith("setting_")) == 65
    assert len(ids) > 240


@pytest.mark.parametrize("query,expected", [
    ("rule of 3", "rule_of_3"), ("3er-Regel", "rule_of_3"), ("Zusammenrotten", "gang_up"), ("gang up", "gang_up"),
    ("Ödnis", "domain_blasted_lands"), ("Enthaupter", "relic_decapitator"), ("Steinerner Wachturm", "terrain_stone_watchtower"),
    ("Überanstrengen", "pushing"), ("Kernschuss", "point_blank"), ("Gefangennahme", "capture"), ("Wächter", "capture"),
    ("break away", "break_away"), ("tie break victory points", "victory"), ("Hecke", "terrain_hedge_wall"),
])
def test_lookup_both_languages(index, query, expected):
    hits = index.search(query, 3)
    assert hits and hits[0][0].id == expected, [h[0].id for h in hits]


def test_german_key_terms_are_in_the_rulebook(index):
    text = norm(SEED.read_text(encoding="utf-8"))
    missing = [f"{e.id}: {e.key_de}" for e in index.all() if e.key_de and norm(e.key_de) not in text]
    assert not missing, missing


def test_p19_the_standard_game_entry_gives_every_guideline_of_the_page(index):
    """p. 19, Das Standardspiel: 36 x 36 Zoll; 300 Punkte, also 3 Aktionen pro Spielzug; 50 Minuten;
    0-4 Geländeteile pro Spieler; kein erhöhtes Gelände; die Etikette."""
    entry = index.get("standard_game")
    assert entry is not None and entry.ref == "p. 19"
    assert dict(entry.numbers) == {"Battlefield (inches)": "36 x 36", "Build total": 300, "Actions per turn": 3,
                                   "Time limit (minutes)": 50, "Terrain pieces per player": "0-4", "Elevated terrain pieces": 0}
    for words in ("36 x 36 inch", "300 points", "3 actions per turn", "50-minute", "0-4 terrain pieces", "no elevated terrain"):
        assert words in entry.answer("en"), words
    for words in ("36 x 36 Zoll", "300 Punkte", "3 Aktionen pro Spielzug", "50 Minuten", "0-4 Geländeteile", "kein erhöhtes Gelände"):
        assert words in entry.answer("de"), words
    assert "etiquette" in entry.see
