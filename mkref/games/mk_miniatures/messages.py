"""What the table reads from the set-up commands and the newer rulings of the miniatures game, in English
and German (German terms as in the rulebook: Startspieler, Missionsmarke, Aufstellungszone, Geländeteil)."""

from __future__ import annotations

from mkref.core.messages import Messages

MESSAGES = Messages({
    # the initiative roll and the objective markers (p. 4)
    "roll_then": (" then ", " dann "),
    "initiative": ("Initiative: {rolls}: {first} is the first player (p. 4)",
                   "Initiative: {rolls}: {first} ist Startspieler (S. 4)"),
    "marker_centre": ("Objective o1 lies exactly in the centre of the battlefield (p. 4)",
                      "Missionsmarke o1 liegt genau in der Mitte des Spielfelds (S. 4)"),
    "marker_toward": ("Objective {id}: {player} places its centre {inches} inches from the far edge of their own deployment zone"
                      " toward the battlefield (A2) (p. 4)",
                      "Missionsmarke {id}: {player} legt ihre Mitte {inches} Zoll von der fernen Kante der eigenen Aufstellungszone"
                      " entfernt, zum Spielfeld hin (A2) (S. 4)"),
    "marker_any": ("Objective {id}: {player} places its centre {inches} inches from the far edge of their own deployment zone"
                   " (A2: any direction) (p. 4)",
                   "Missionsmarke {id}: {player} legt ihre Mitte {inches} Zoll von der fernen Kante der eigenen Aufstellungszone"
                   " entfernt (A2: beliebige Richtung) (S. 4)"),
    "control_colours": ("Each player picks a colour for the control markers; objective markers count as clear terrain (p. 4)",
                        "Jeder wählt eine Farbe für die Kontrollmarken; Missionsmarken gelten als freies Gelände (S. 4)"),
    "pile_next": ("Next: each player puts 0-4 terrain pieces on the pile (pile PLAYER N); {placer} places the first piece (p. 4)",
                  "Als Nächstes legt jeder 0-4 Geländeteile auf den Stapel (pile SPIELER N); {placer} platziert das erste Teil (S. 4)"),
    # the terrain pile and its placement (p. 4, p. 17)
    "pile": ("{player} puts {ordinary} terrain piece(s) on the pile (p. 4)",
             "{player} legt {ordinary} Geländeteil(e) auf den Stapel (S. 4)"),
    "pile_constructed": ("{player} puts {ordinary} terrain piece(s) and {constructed} constructed on the pile (p. 4)",
                         "{player} legt {ordinary} Geländeteil(e) und {constructed} konstruierte auf den Stapel (S. 4)"),
    "placed": ("{player} places the piece {pieces}: placement {placements} of at most {limit}; the pile holds {ordinary} ordinary"
               " and {constructed} constructed piece(s) (p. 4)",
               "{player} platziert das Teil {pieces}: Platzierung {placements} von höchstens {limit}; im Stapel liegen {ordinary}"
               " normale und {constructed} konstruierte Teile (S. 4)"),
    "placed_constructed": ("{player} places the constructed piece(s) {pieces}: placement {placements} of at most {limit};"
                           " the pile holds {ordinary} ordinary and {constructed} constructed piece(s) (p. 4)",
                           "{player} platziert die konstruierten Teile {pieces}: Platzierung {placements} von höchstens {limit};"
                           " im Stapel liegen {ordinary} normale und {constructed} konstruierte Teile (S. 4)"),
    "and": (" and ", " und "),
    "terrain_over": ("The terrain placement is over: deploy the warriors, the first player first (p. 4)",
                     "Das Gelände ist platziert: stellt die Krieger auf, der Startspieler zuerst (S. 4)"),
    "terrain_next": ("Next: {placer} places a piece (terrain NAME) (p. 4)",
                     "Als Nächstes platziert {placer} ein Teil (terrain NAME) (S. 4)"),
    # rulings the table caught wrong
    "dispute_yes": ("Disputed: {question} Die {die}: yes (1-3 no, 4-6 yes) (p. 20)",
                    "Strittig: {question} Würfel {die}: ja (1-3 nein, 4-6 ja) (S. 20)"),
    "dispute_no": ("Disputed: {question} Die {die}: no (1-3 no, 4-6 yes) (p. 20)",
                   "Strittig: {question} Würfel {die}: nein (1-3 nein, 4-6 ja) (S. 20)"),
    "soaring_objective": ("{warrior} is soaring: it must not end the move with its flight stand touching an objective marker,"
                          " so it cannot control one (p. 8)",
                          "{warrior} fliegt hoch: die Bewegung darf nicht mit dem Flugzylinder in Basenkontakt mit einer"
                          " Missionsmarke enden, also kontrolliert er keine (S. 8)"),
    "stormwall": ("Stormwall: until your next command phase no figure within {radius} inches of {warrior} may make a ranged"
                  " attack or be targeted by one (p. 28)",
                  "Sturmwall: bis zu deiner nächsten Befehlsphase darf keine Figur innerhalb {radius} Zoll um {warrior}"
                  " Fernkampf machen oder Ziel von Fernkampf sein (S. 28)"),
    "graveyard_due": ("Haunted Graveyard: eliminate one of {figures} with 'sacrifice W' before any action (p. 30)",
                      "Verfluchter Friedhof: schalte vor jeder Aktion einen von {figures} aus, mit 'sacrifice W' (S. 30)"),
    "graveyard_setup": ("   Haunted Graveyard: from the first command phase on, each player first eliminates one own figure with"
                        " defense 10 or less (sacrifice W), unless one of theirs shows Leadership or Command (p. 30, A56).",
                        "   Verfluchter Friedhof: ab der ersten Befehlsphase schaltet jeder zuerst eine eigene Figur mit"
                        " Verteidigung 10 oder weniger aus (sacrifice W), außer eine eigene zeigt Anführer oder Befehlshaber (S. 30, A56)."),
})


def say(key: str, lang: str = "en", **values: object) -> str:
    return MESSAGES.text(key, lang, **values)
