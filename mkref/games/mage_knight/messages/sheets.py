"""What reading a combat sheet (combat/sheets.py) says and refuses, in English and German."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    "sheet.part_example": (
        "write '<value> [physical|fire|ice|coldfire] [melee|ranged|siege|sideways]', e.g. '4 ice' or '2 siege'",
        "schreib '<Wert> [physisch|Feuer|Eis|Kaltes Feuer] [Nahkampf|Fernkampf|Belagerung|quer]', z. B. '4 Eis' oder '2 Belagerung'",
    ),
    "sheet.not_a_value": ("'{text}' is not an attack or block value", "'{text}' ist kein Angriffs- oder Blockwert"),
    "sheet.no_strength": ("'{text}' has no strength", "'{text}' hat keine Stärke"),
    "sheet.values_start": ("values start at 1", "Werte beginnen bei 1"),
    "sheet.bad_word": (
        "'{word}' in '{text}' is neither an element nor an attack type",
        "'{word}' in '{text}' ist weder ein Element noch eine Angriffsart",
    ),
    "sheet.city_colour": ("a city has a colour: white, blue, red or green", "eine Stadt hat eine Farbe: white, blue, red oder green"),
    "sheet.no_enemies": ("missing; a combat needs at least one [[enemies]] table", "fehlt; ein Kampf braucht mindestens eine Tabelle [[enemies]]"),
    "sheet.colour_ignored": (
        "city_color = {colour} is ignored: only a city has a colour (p. 10).",
        "city_color = {colour} wird übergangen: nur eine Stadt hat eine Farbe (S. 10).",
    ),
    "sheet.one_block": ("One block cannot stop several enemies ({where})", "Ein Block kann nicht mehrere Feinde aufhalten ({where})"),
    "sheet.one_block_why": (
        "each enemy is blocked separately, and each attack of an enemy on its own",
        "jeder Feind wird einzeln geblockt, und jeder Angriff eines Feindes für sich",
    ),
    "sheet.one_block_hint": ("Write one [[block]] per enemy attack", "Schreib ein [[block]] je feindlichem Angriff"),
    "sheet.hero_level": (
        "give the hero's level (1-10), or both armor and hand_limit",
        "gib das Level des Helden an (1-10) oder sowohl armor als auch hand_limit",
    ),
    "sheet.label_twice": ("The label '{label}' is given twice", "Die Bezeichnung '{label}' ist zweimal vergeben"),
    "sheet.label_twice_why": ("each enemy and unit needs its own label", "jeder Feind und jede Einheit braucht eine eigene Bezeichnung"),
    "sheet.no_summon_after_ranged": (
        "{label} was defeated in the ranged phase, so it summons nothing (AMBIG-26).",
        "{label} wurde in der Fernkampfphase besiegt und beschwört daher nichts (AMBIG-26).",
    ),
}
