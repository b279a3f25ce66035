"""What a combat shows the table: the needs table before each phase and the summary, in English and German."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    # combat/needs.py: the needs table
    "needs.title": ("What each enemy needs", "Was jeder Feind braucht"),
    "needs.none_left": ("What each enemy needs: no enemy is left.", "Was jeder Feind braucht: kein Feind ist mehr übrig."),
    "needs.col_enemy": ("enemy", "Feind"),
    "needs.col_armor": ("armor to beat", "zu überwindende Rüstung"),
    "needs.col_ranged": ("in the ranged phase", "in der Fernkampfphase"),
    "needs.col_attack": ("attack", "Angriff"),
    "needs.col_block": ("block needed", "nötiger Block"),
    "needs.col_damage": ("damage if unblocked", "Schaden, wenn ungeblockt"),
    "needs.count_half": ("{armor} ({elements} count half)", "{armor} ({elements} zählt halb)"),
    "needs.ranged_none": ("none", "keiner"),
    "needs.ranged_siege": ("siege only", "nur Belagerung"),
    "needs.ranged_any": ("ranged or siege", "Fern- oder Belagerungsangriff"),
    "needs.summons": ("summons at the Block phase", "beschwört in der Blockphase"),
    "needs.blocked": ("blocked", "geblockt"),
    "needs.block_with": ("{best} with {elements}, else {worst}", "{best} mit {elements}, sonst {worst}"),
    "element_short.physical": ("phys", "phys"),
    "element_short.fire": ("fire", "Feuer"),
    "element_short.ice": ("ice", "Eis"),
    "element_short.cold_fire": ("cold fire", "Kaltes Feuer"),
    # combat/in_game.py: entering the Assign Damage phase of a tracked game's fight
    "unblocked.head": (
        "Unblocked attacks, damage to assign to units and hero (damage ENEMY: UNIT ..., hero):",
        "Ungeblockte Angriffe, Schaden, der Einheiten und Held zugewiesen wird (damage FEIND: EINHEIT ..., hero):",
    ),
    "unblocked.line": ("  {label} ({enemy}): {damage} {element} damage{brutal}", "  {label} ({enemy}): {damage} Schaden ({element}){brutal}"),
    "unblocked.brutal": (" (Brutal: doubled)", " (Brutal: verdoppelt)"),
    "element.physical": ("physical", "physisch"),
    "element.fire": ("fire", "Feuer"),
    "element.ice": ("ice", "Eis"),
    "element.cold_fire": ("cold fire", "Kaltes Feuer"),
}
