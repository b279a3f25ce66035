"""The words Mage Knight puts into its sentences: colours, items, kinds of points, times of day."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    # mana and crystal colours (p. 5); enemy token colours
    "colour.red": ("red", "Rot"),
    "colour.blue": ("blue", "Blau"),
    "colour.white": ("white", "Weiß"),
    "colour.green": ("green", "Grün"),
    "colour.gold": ("gold", "Gold"),
    "colour.black": ("black", "Schwarz"),
    "colour.grey": ("grey", "Grau"),
    "colour.violet": ("violet", "Violett"),
    "colour.brown": ("brown", "Braun"),
    # what a player gains or is rewarded with (p. 11)
    "item.spell": ("spell", "Zauber"),
    "item.advanced_action": ("advanced action", "Fortgeschrittene Aktion"),
    "item.artifact": ("artifact", "Artefakt"),
    "item.skill": ("skill", "Fähigkeit"),
    "item.unit": ("unit", "Einheit"),
    "item.crystal": ("crystal", "Kristall"),
    # kinds of points played in a turn
    "points.move": ("move", "Bewegung"),
    "points.influence": ("influence", "Einfluss"),
    "points.heal": ("heal", "Heilung"),
    # a unit's change
    "unit.activated": ("activated", "aktiviert"),
    "unit.disbanded": ("disbanded", "ausgemustert"),
    "unit.healed": ("healed", "geheilt"),
    "unit.wounded": ("wounded", "verletzt"),
    "unit.readied": ("readied", "bereit gemacht"),
    # map tiles (p. 3)
    "tile.countryside": ("countryside", "Landschaftsteil"),
    "tile.core": ("core", "Zentralteil"),
    "tile.city": ("city", "Zentralteil mit Stadt"),
    # map shapes (p. 14)
    "shape.wedge": ("wedge", "Keil"),
    "shape.open": ("open", "frei"),
    "shape.open_4": ("open 4", "frei, 4 Reihen"),
    "shape.open_3": ("open 3", "frei, 3 Reihen"),
    "shape.fixed": ("fixed", "fest"),
    # times of day
    "time.day": ("Day", "Tag"),
    "time.night": ("Night", "Nacht"),
    # the phases of a combat (pp. 9-10): by id (English: the id itself), and by name
    "phase_id.ranged": ("ranged", "Fern- und Belagerungsangriffsphase"),
    "phase_id.block": ("block", "Blockphase"),
    "phase_id.damage": ("damage", "Schadensphase"),
    "phase_id.attack": ("attack", "Angriffsphase"),
    "phase_id.done": ("done", "Kampfergebnis"),
    "combat_phase.ranged": ("Ranged and Siege Attack phase", "Fern- und Belagerungsangriffsphase"),
    "combat_phase.block": ("Block phase", "Blockphase"),
    "combat_phase.damage": ("Assign Damage phase", "Schadensphase"),
    "combat_phase.attack": ("Attack phase", "Angriffsphase"),
    "combat_phase.done": ("Combat outcome", "Kampfergebnis"),
    # what a resting player may not do (p. 6)
    "doing.move": ("move", "bewegen"),
    "doing.explore": ("explore", "erkunden"),
    "doing.interact": ("interact", "interagieren"),
    "doing.buy": ("buy", "kaufen"),
    "doing.fight": ("fight", "kämpfen"),
    "doing.chant": ("chant", "singen"),
    "doing.mark_a_glade": ("mark a glade", "eine Lichtung markieren"),
}
