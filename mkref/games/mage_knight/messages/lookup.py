"""The short answers `mkref rules` gives for an enemy token or a unit card (lookup/index.py)."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    "lookup.token": ("Token: {colour}, {copies}x in the box.", "Farbe: {colour}, {copies}x in der Schachtel."),
    "lookup.armor": ("Armor {armor}", "Rüstung {armor}"),
    "lookup.elusive": (" (elusive: {armor})", " (ausweichend: {armor})"),
    "lookup.summons": ("summons a brown enemy", "ruft einen braunen Feind herbei"),
    "lookup.attack": ("Attack {value} {element}", "Angriff {value} {element}"),
    "lookup.abilities": ("Abilities: {names}.", "Eigenschaften: {names}."),
    "lookup.resistances": ("Resistances: {names}.", "Widerstände: {names}."),
    "lookup.fame": ("Fame {fame}.", "Ruhm {fame}."),
    "lookup.rank_regular": ("Regular", "normale Einheit"),
    "lookup.rank_elite": ("Elite", "Eliteeinheit"),
    "lookup.unit": ("{rank}, Level {level}, costs {cost} Influence, Armor {armor}", "{rank}, Level {level}, Kosten {cost} Einfluss, Rüstung {armor}"),
    "lookup.resists": (", resists {names}", ", Widerstand: {names}"),
    "lookup.recruit_at": (". Recruit at: {sites}.", ". Anwerbbar in: {sites}."),
    "lookup.unit_abilities": (" Abilities: {names}.", " Fähigkeiten: {names}."),
    "lookup.copies": (" {copies}x in the box.", " {copies}x im Spiel."),
}
