"""What each enemy needs, shown before each phase (issue 2 item 4): armor to beat per element, block needed per
element (Swift doubled), damage if unblocked (Brutal doubled), and what may target it in the ranged phase.

An inefficient element needs twice the armor (the sum is halved, rounded down: p. 9 §4a); an inefficient block
needs twice the attack (p. 9 §5b). Numbers worked out by hand.
"""

from __future__ import annotations

import pytest

from mkref.games.mage_knight.data import components as data
from mkref.games.mage_knight.combat.engine import Combat, CombatSetup, EnemySetup, HeroSetup
from mkref.games.mage_knight.combat.sheets import parse_part


def combat(*rows: tuple[str, str, bool], site: str = "none", color: str | None = None) -> Combat:
    sites, colors, _ = data.combat_facts()
    enemies = tuple(EnemySetup(label, data.enemies()[eid], ramp) for label, eid, ramp in rows)
    return Combat(CombatSetup(site=sites[site], hero=HeroSetup(2, 5), enemies=enemies, city=colors[color] if color else None))


def row(c: Combat, label: str) -> dict:
    return next(r for r in c.needs() if r["label"] == label)


def el(physical: int, fire: int, ice: int, cold_fire: int) -> dict:
    return {"physical": physical, "fire": fire, "ice": ice, "cold_fire": cold_fire}


@pytest.mark.parametrize(
    ("eid", "armor", "attack_needed", "block_needed", "damage"),
    [
        # Fire Mages: armor 5, fire res; fire 6: physical or fire blocks are halved
        pytest.param("fire_mages", 5, el(5, 10, 5, 5), el(12, 12, 6, 6), 6, id="p9-fire-mages"),
        # Wolf Riders: Swift 3 -> block 6 of anything
        pytest.param("wolf_riders", 4, el(4, 4, 4, 4), el(6, 6, 6, 6), 3, id="p9-swift-wolf-riders"),
        # Ironclads: physical res, Brutal 4 -> damage 8
        pytest.param("ironclads", 3, el(6, 3, 3, 3), el(4, 4, 4, 4), 8, id="p9-brutal-ironclads"),
        # Orc War Beasts: fire + ice res -> cold fire halved too
        pytest.param("orc_war_beasts", 5, el(5, 10, 10, 10), el(3, 3, 3, 3), 6, id="p9-fire-ice-war-beasts"),
        # High Dragon: cold fire 6 Brutal, fire + ice res: only cold fire blocks fully
        pytest.param("high_dragon", 9, el(9, 18, 18, 18), el(12, 12, 12, 6), 12, id="p9-coldfire-high-dragon"),
        # Freezers: ice 3 Swift, fire res: fire and cold fire block fully, needing 6
        pytest.param("freezers", 7, el(7, 14, 7, 7), el(12, 6, 12, 6), 3, id="p24-swift-ice-freezers"),
    ],
)
def test_needs_per_element(eid, armor, attack_needed, block_needed, damage):
    c = combat(("e", eid, False))
    r = row(c, "e")
    assert r["armor"] == armor and r["attack_needed"] == attack_needed
    assert r["blocks"][0]["block_needed"] == block_needed and r["blocks"][0]["damage"] == damage


def test_p9_needs_ranged_status_by_fortification():
    c = combat(("g", "guardsmen", False), ("p", "prowlers", False), ("r", "prowlers", True), ("b", "orc_war_beasts", False), site="keep")
    assert [row(c, x)["ranged"] for x in "gprb"] == ["none", "siege only", "ranged or siege", "ranged or siege"]


def test_p24_needs_elusive_high_in_ranged_phase_low_once_blocked():
    c = combat(("s", "shocktroops", False))
    assert row(c, "s")["armor"] == 6
    c.block("s", [parse_part("5")])
    c.advance("attack")
    assert row(c, "s")["armor"] == 3


def test_p10_needs_city_bonuses():
    c = combat(("m", "fire_mages", False), site="city", color="blue")
    assert row(c, "m")["blocks"][0]["value"] == 8 and row(c, "m")["blocks"][0]["block_needed"]["ice"] == 8
    c = combat(("m", "prowlers", False), site="city", color="white")
    assert row(c, "m")["armor"] == 4
    c = combat(("m", "prowlers", False), site="city", color="red")
    assert row(c, "m")["blocks"][0]["damage"] == 8 and "brutal" in row(c, "m")["blocks"][0]["abilities"]


def test_p24_needs_multiple_attacks_listed_separately():
    c = combat(("h", "heroes_fire", False))
    blocks = row(c, "h")["blocks"]
    assert [(b["attack"], b["element"], b["value"]) for b in blocks] == [(1, "physical", 4), (2, "fire", 2)]
    assert blocks[1]["block_needed"] == el(4, 4, 2, 2)
