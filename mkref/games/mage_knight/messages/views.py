"""The words of the drawn map (`map`) and of `mkref status` for a Mage Knight save."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    # -- the map -------------------------------------------------------------------------------------
    "mapview.header": ("Map: {shape} ({tiles} tiles; {stack}) - {time}", "Spielplan: {shape} ({tiles} Teile; {stack}) - {time}"),
    "mapview.stack": ("stack: {countryside} countryside, {city} city, {core} core", "Stapel: {countryside} Landschaft, {city} Stadt, {core} Zentral"),
    "mapview.key_terrain": ("PLA plains  HIL hills  FOR forest  WAS wasteland  DES desert  SWA swamp  LAK lake  MTN mountains",
                            "PLA Ebene  HIL Hügel  FOR Wald  WAS Ödland  DES Wüste  SWA Sumpf  LAK See  MTN Gebirge"),
    "mapview.key_marks": ("CTY city  ~~~ sea   ?gy face-down grey token  @ heroes  * shields   Move by label or NE/E/SE/SW/W/NW",
                          "CTY Stadt  ~~~ Meer   ?gy verdeckt, grau  @ Helden  * Schilde   Ziehen per Feldname oder NO/O/SO/SW/W/NW"),
    "mapview.face_down": ("face down ({pile})", "verdeckt ({pile})"),
    "mapview.city": (" ({colour}, level {level})", " ({colour}, Stufe {level})"),
    "mapview.tokens": ("tokens: {tokens}", "Plättchen: {tokens}"),
    "mapview.beaten": ("defeated (the space is free)", "besiegt (das Feld ist frei)"),
    "mapview.friendly": ("friendly", "freundlich gesinnt"),
    "mapview.conquered": ("conquered by {owner}", "erobert von {owner}"),
    "mapview.shields": ("shields: {names}", "Schilde: {names}"),
    "mapview.heroes": ("heroes: {names}", "Helden: {names}"),
    "mapview.can_explore": ("{player} on {space} can explore: {options}", "{player} auf {space} kann erkunden: {options}"),
    "mapview.or": (" or ", " oder "),
    "mapview.off": ("off the map (portal or not yet entered): {names}", "nicht auf dem Spielplan (Portal oder noch nicht betreten): {names}"),
    # -- mkref status ---------------------------------------------------------------------------------
    "status.title": ("{scenario}: round {round}/{limit}, {time}", "{scenario}: Runde {round}/{limit}, {time}"),
    "status.turn": (" - turn: {name}", " - am Zug: {name}"),
    "status.columns": ("player fame lv rep arm hand cmd wnd crystals units at",
                       "Spieler Ruhm St. Ans. Rüst. Hand Bef. Verl. Krist. Einh. auf"),
    "status.legend": ("lv level, rep reputation, arm armor, cmd Command tokens, wnd wounds",
                      "St. Stufe, Ans. Ansehen, Rüst. Rüstung, Bef. Befehlsplättchen, Verl. Verletzungen, Krist. Kristalle, Einh. Einheiten"),
    "status.deeds": ("{name}: deed deck {deck} ({deck_wounds} Wound(s)), hand {hand} ({hand_wounds} Wound(s)), discard pile {discard} "
                     "({discard_wounds} Wound(s)); {total} Wound(s) among the deed cards",
                     "{name}: Handlungsdeck {deck} ({deck_wounds} Verletzung(en)), Hand {hand} ({hand_wounds} Verletzung(en)), "
                     "Ablage {discard} ({discard_wounds} Verletzung(en)); {total} Verletzung(en) unter den Handlungskarten"),
    "status.variants": ("Variants: {names}", "Varianten: {names}"),
    "status.heroes": ("Heroes: {names}", "Helden: {names}"),
    "status.dummy": ("Dummy", "Dummy"),
    "status.deck": ("deck {n}", "Deck {n}"),
    "status.offers": ("Source: {source}   Unit offer: {units}", "Quelle: {source}   Einheitenangebot: {units}"),
    "status.over": ("The game is over: {why}.", "Das Spiel ist vorbei: {why}."),
    # -- show combat ------------------------------------------------------------------------------------
    "fightview.none": ("No combat is running.", "Es läuft kein Kampf."),
    "fightview.head": ("Combat ({site}): {phase}", "Kampf ({site}): {phase}"),
    # the compass point at the end of a space's label ('c3ne'), as the table reads and types it (map/board.py)
    "mapview.place_ne": ("ne", "no"),
    "mapview.place_se": ("se", "so"),
    "mapview.place_e": ("e", "o"),
    "mapview.no_map": ("No map to draw", "Kein Spielplan zu zeichnen"),
    "mapview.no_map_why": ("this game has no map data", "dieses Spiel hat keine Spielplandaten"),
}
