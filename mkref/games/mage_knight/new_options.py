"""The options of `mkref new mage-knight` (read by mkref.core.options; the help of `mkref new mage-knight --help`).

An optional part's own options follow the base game's, in the registry's order (parts.Part.new_options: e.g.
The Lost Legion's for Volkare, [S1]-[S3]); the part reads their values."""

from __future__ import annotations

from mkref.core.options import NewOption
from mkref.games.mage_knight.parts import every_part

MK = "mkref.games.mage_knight"  # the choices are named where they live, so this module imports only the parts' contract

BASE_OPTIONS = (
    NewOption("--scenario", "The scenario (pp. 18-21; The Lost Legion's too)", "Das Szenario (S. 18-21; auch die der Verlorenen Legion)", "ID",
              choices=f"{MK}.data.game_facts:scenario_names", aliases=("-s",)),
    NewOption("--player", "A player and the hero they play, once per player", "Ein Spieler und sein Held, einmal je Spieler", "NAME:HERO",
              repeatable=True, aliases=("-p",)),
    NewOption("--dummy", "The dummy player's hero (p. 15; default: a hero nobody plays)",
              "Der Held des Dummy-Spielers (S. 15; Vorgabe: ein Held, den niemand spielt)", "HERO", choices=f"{MK}.data.game_facts:hero_names"),
    NewOption("--no-dummy", "Play without the dummy player", "Ohne Dummy-Spieler spielen"),
    NewOption("--no-map", "The table does not type in the map: moves name the terrain and site of each space",
              "Der Tisch tippt die Karte nicht ein: Züge nennen Gelände und Ort jedes Feldes"),
    NewOption("--cards", "Track the deed cards: they are played by name", "Die Taten-Karten verfolgen: sie werden mit Namen gespielt"),
    NewOption("--expansion", "A component set played with besides the base set", "Ein Komponentensatz, der zusätzlich zum Grundspiel genutzt wird", "ID",
              repeatable=True, choices=f"{MK}.content:expansion_names"),
    NewOption("--variant", "A variant of the rulebook (pp. 16-17); several at once with commas",
              "Eine Variante aus dem Regelheft (S. 16-17); mehrere auf einmal mit Kommas", "ID", repeatable=True,
              choices=f"{MK}.table.variants:variant_names", split=","),
    NewOption("--bid", "A Fame bid in the hero auction (p. 16)", "Ein Ruhmgebot bei der Heldenversteigerung (S. 16)", "NAME:FAME", repeatable=True),
    NewOption("--megalopolis", "The Megalopolis' level (p. 18): 2 to 24, with --no-map", "Die Stufe der Megalopolis (S. 18): 2 bis 24, mit --no-map",
              "LEVEL", number=True),
    NewOption("--map-shape", "Another map shape than the scenario's (p. 16)", "Eine andere Kartenform als die des Szenarios (S. 16)", "SHAPE",
              choices=f"{MK}.map.tiles:shape_names"),
    NewOption("--tiles", "Another tile stack than the scenario's (p. 16)", "Ein anderer Plättchenstapel als der des Szenarios (S. 16)",
              "countryside=N,core=N,city=N"),
)
OPTIONS = (*BASE_OPTIONS, *(option for part in every_part() for option in part.new_options))

