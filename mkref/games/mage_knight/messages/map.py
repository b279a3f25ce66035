"""The tracked map's sentences: tiles revealed, tokens drawn, heroes moved, shields placed."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    "map.tile_placed": ("{who} {tile} at {x},{y}", "{who} {tile} bei {x},{y}"),
    "map.tile_by": ("{by} revealed", "{by} deckt auf:"),
    "map.tile_setup": ("setup:", "Aufbau:"),
    "map.tile_returned": ("{tile} does not fit there and goes under the stack (AMBIG-22)", "{tile} passt dort nicht und kommt unter den Stapel (AMBIG-22)"),
    "map.token_hidden": ("  a {pile} token face down{where}", "  ein Plättchen ({pile}) verdeckt{where}"),
    "map.token_shown": ("  {token} ({pile}) face up{where}", "  {token} ({pile}) offen{where}"),
    "map.token_onto": (" onto {space}", " auf {space}"),
    "map.city_revealed": ("  the {colour} city on {space}, level {level}", "  die Stadt {colour} auf {space}, Stufe {level}"),
    "map.token_revealed": ("  {space}: the token shows {token}", "  {space}: das Plättchen zeigt {token}"),
    "map.token_removed": ("  a token leaves {space} for its discard", "  ein Plättchen verlässt {space} auf seine Ablage"),
    "map.summoned": ("  {token} summoned (to the discard after the fight)", "  {token} herbeigerufen (nach dem Kampf auf die Ablage)"),
    "map.hero_placed": ("{player} is placed on {space}", "{player} steht auf {space}"),
    "map.off_map": ("nothing (off the map)", "nichts (nicht auf dem Spielplan)"),
    "map.hero_moved": ("{player}: moved to {space}", "{player}: zieht nach {space}"),
    "map.hero_stayed": ("{player}: stayed", "{player}: bleibt stehen"),
    "map.hero_back": ("{player}: back to {space} ({why})", "{player}: zurück nach {space} ({why})"),
    "map.back_withdrawal": ("forced withdrawal, p. 11", "erzwungener Rückzug, S. 11"),
    "map.back_assault": ("failed assault, p. 10", "gescheiterter Angriff, S. 10"),
    "map.secret": ("  {space}: a secret {site} entrance (p. 21)", "  {space}: ein geheimer Eingang ({site}) (S. 21)"),
    "map.secret_dungeon": ("  {space}: a secret dungeon entrance (p. 21)", "  {space}: ein geheimer Eingang zu einem Dungeon (S. 21)"),
    "map.secret_tomb": ("  {space}: a secret tomb entrance (p. 21)", "  {space}: ein geheimer Eingang zu einer Grabstätte (S. 21)"),
    "map.provoked": (" - provoked {enemies}", " - {enemies} provoziert"),
    "map.conquered": ("{space} conquered by {owner}", "{space} erobert von {owner}"),
    "map.shield": ("  a shield of {player} on {space}", "  ein Schild von {player} auf {space}"),
    # -- odds PILE ------------------------------------------------------------------------------------
    "odds.pile": ("{pile} pile: {n} token(s) left{reshuffled}", "Stapel {pile}: noch {n} Plättchen{reshuffled}"),
    "odds.reshuffled": (" (after a reshuffle of the discard)", " (nach dem Neumischen der Ablage)"),
    "odds.face_down": ("; {n} more lie face down on the map unseen, so the chances are over {left} unseen tokens",
                       "; {n} weitere liegen ungesehen verdeckt auf dem Spielplan, die Chancen gelten also für {left} ungesehene Plättchen"),
    "odds.tokens": ("tokens: {odds}", "Plättchen: {odds}"),
    "odds.abilities": ("abilities: {odds}", "Fähigkeiten: {odds}"),
    "odds.attack": ("attack: {odds}", "Angriff: {odds}"),
    "odds.armor": ("armor: {odds}", "Rüstung: {odds}"),
    # `odds`: the resistances by their German names (Widerstand gegen Feuer / Eis, Physischer Widerstand, p. 24)
    "odds.fire_resistance": ("fire_resistance", "Widerstand gegen Feuer"),
    "odds.ice_resistance": ("ice_resistance", "Widerstand gegen Eis"),
    "odds.physical_resistance": ("physical_resistance", "Physischer Widerstand"),
}
