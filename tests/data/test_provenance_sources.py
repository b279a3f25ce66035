"""The provenance of the Mage Knight rules data agrees with the sources it was derived from
(sources/mage-knight/*.csv; README "Rules data"): one source or a line in a *_disputes.csv = single,
several sources and no dispute = consensus."""

from __future__ import annotations

import csv
from pathlib import Path

from mkref.core.rulesdata import provenance

SOURCES = Path(__file__).resolve().parent / "sources" / "mage-knight"
GAME = "mage-knight"


def rows(name: str) -> list[dict[str, str]]:
    with open(SOURCES / name, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def source(file: str, path: str) -> str:
    found = provenance(GAME, file, path)
    assert found is not None, path
    return found.source


def _disputed(name: str, column: str, known: set[str]) -> set[str]:
    out: set[str] = set()
    for row in rows(name):
        for part in row[column].replace("/", ";").split(";"):
            part = part.strip().split(" ")[0]
            out |= {k for k in known if k.startswith(part[:-1])} if part.endswith("*") else ({part} & known)
    return out


def test_enemy_tokens_disputed_are_single_the_others_consensus():
    known = {r["id"] for r in rows("enemies.csv")}
    disputed = _disputed("enemies_disputes.csv", "id", known)
    assert {"fire_golems", "prowlers", "swamp_dragon", "heroes_swift", "thugs", "shocktroops"} <= disputed
    for ident in known:
        several = len([s for s in rows_by_id("enemies.csv")[ident]["source_repo"].split(";") if s]) >= 2
        wanted = "single" if ident in disputed or not several else "consensus"
        assert source("enemies.toml", f"enemies.{ident}") == wanted, ident


def test_units_disputed_are_single_the_others_consensus():
    known = {r["id"] for r in rows("units.csv")}
    disputed = _disputed("units_disputes.csv", "id", known)
    assert {"fire_mages", "magic_familiars", "heroes_red"} <= disputed
    for ident in known:
        wanted = "single" if ident in disputed else "consensus"
        assert source("units.toml", f"units.{ident}") == wanted, ident


def test_cards_of_one_lineage_or_disputed_are_single():
    for row in rows("cards.csv"):
        verified = row["verified"]
        if row["card_id"] == "wound":
            assert provenance(GAME, "cards.toml", "cards.wound") == ("printed", "p. 4")
        elif "single" in verified or "one lineage" in verified or "DISPUTED" in verified:
            assert source("cards.toml", f"cards.{row['card_id']}") == "single", row["card_id"]


def test_tiles_with_a_disputed_hex_are_single():
    disputed = {r["tile_id"].lower() for r in rows("tiles_disputes.csv")}
    for tile in {r["tile_id"].lower() for r in rows("tiles.csv")}:
        wanted = "single" if tile in disputed else "consensus"
        assert source("tiles.toml", f"tiles.{tile}") == wanted, tile


def test_volkares_army_is_one_unverified_source_and_his_attack_in_none():
    assert all(r["verified"].startswith("single source") for r in rows("volkare_army.csv"))
    assert source("volkare.toml", "army") == "single"
    assert source("volkare.toml", "attack_by_die") == "estimated"


def rows_by_id(name: str) -> dict[str, dict[str, str]]:
    return {r["id"]: r for r in rows(name)}
