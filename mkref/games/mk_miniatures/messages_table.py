"""Sentences of the tracked miniatures game that events keep as portable records (told.py) and questions of its
commands, in English and German, part of the catalogue of messages.py: the end of the game (p. 19), the
reasons for clicks and eliminations, why an objective changed, the lines of a move (p. 7-9, p. 15-16) and the
distances and printed values asked."""

from __future__ import annotations

TABLE: dict[str, tuple[str, str]] = {
    # the end of the game (rules.winner, p. 19, A44)
    "over.objectives": ("Most objectives ({n}): {players} (p. 19)", "Die meisten Missionsmarken ({n}): {players} (S. 19)"),
    "over.victory_points": ("Tie-break by victory points ({n}): {players} (p. 19)", "Gleichstand entschieden durch Siegpunkte ({n}): {players} (S. 19)"),
    "over.army_cost": ("Tie-break by the smaller army ({n} points): {players} (p. 19)",
                       "Gleichstand entschieden durch die kleinere Armee ({n} Punkte): {players} (S. 19)"),
    "over.draw": ("Still tied: a draw (A44)", "Weiter gleich: unentschieden (A44)"),
    "over.one_side": ("only one side has active warriors", "nur eine Seite hat aktive Krieger"),
    "over.agreed": ("the players agreed", "die Spieler haben sich geeinigt"),
    "over.time": ("the time limit ran out", "das Zeitlimit ist abgelaufen"),
    "over.winner": ("Winner: {player}", "Sieger: {player}"),
    "over.drawn": ("Draw: {players}", "Unentschieden: {players}"),
    # why an objective changed (p. 5, p. 19)
    "why.end_phase": ("end phase check (p. 5)", "Prüfung in der Endphase (S. 5)"),
    "why.sole_survivor": ("sole survivor (p. 19)", "einzige verbliebene Seite (S. 19)"),
    # the reasons for clicks and eliminations
    "reason.attack_by": ("attack by {warrior}", "Angriff von {warrior}"),
    "reason.eliminated_by": ("eliminated by {warrior}", "ausgeschaltet von {warrior}"),
    "reason.push": ("pushing: second action token", "Überanstrengung: zweite Aktionsmarke"),
    "reason.critical_miss": ("critical miss", "kritischer Patzer"),
    "reason.backlash": ("backlash", "Rückschlag"),
    "reason.charge": ("Charge (before the attack)", "Vorstürmen (vor dem Angriff)"),
    "reason.sprint": ("Sprint (boot)", "Sprinten (Stiefel)"),
    "reason.sprint_formation": ("Sprint in formation (boot)", "Sprinten in Formation (Stiefel)"),
    "reason.effect": ("effect", "Effekt"),
    "reason.effect_of": ("effect of {player}", "Effekt von {player}"),
    "reason.bombard_miss": ("critical miss (bombard)", "kritischer Patzer (Bombardierung)"),
    "reason.bombardment": ("bombardment of {warrior}", "Bombardierung von {warrior}"),
    # the lines of a move (p. 7-9, p. 15-16, A62)
    "move.may": ("{warrior} may move up to {inches} inches{sprint}{soar} (p. 7-9)", "{warrior} darf sich bis zu {inches} Zoll bewegen{sprint}{soar} (S. 7-9)"),
    "move.sprint": (" (sprint)", " (Sprinten)"),
    "move.soar": (" and changes level", " und wechselt die Höhe"),
    "move.stop_centre": ("Stop when the base is fully inside hindering terrain or its centre dot is on top of elevated terrain (p. 15-16, A62)",
                         "Anhalten, sobald die Basis ganz in behinderndem Gelände ist oder ihr Mittelpunkt auf erhöhtem Gelände steht (S. 15-16, A62)"),
    "move.stop_base": ("Stop when the base is fully inside hindering terrain or any part of its base is on elevated terrain (p. 15-16, A62)",
                       "Anhalten, sobald die Basis ganz in behinderndem Gelände ist oder ein Teil ihrer Basis auf erhöhtem Gelände steht (S. 15-16, A62)"),
    "move.blade": ("{warrior}: Blade of Dominance, it cannot break away; it may only change facing (A10, p. 26)",
                   "{warrior}: Klinge der Vorherrschaft, er kann sich nicht lösen; er darf nur seine Blickrichtung ändern (A10, S. 26)"),
    "move.break_failed": ("{warrior}: break-away roll {roll} failed (fails on 1-{fail}); it stays and may change facing (p. 7-8)",
                          "{warrior}: Lösungswurf {roll} misslungen (misslingt bei 1-{fail}); er bleibt und darf seine Blickrichtung ändern (S. 7-8)"),
    "move.break_failed_stays": ("{warrior}: break-away roll {roll} failed (fails on 1-{fail}); it stays (p. 7-8)",
                                "{warrior}: Lösungswurf {roll} misslungen (misslingt bei 1-{fail}); er bleibt stehen (S. 7-8)"),
    "move.break_ok": ("{warrior}: break-away roll {roll} succeeds (fails on 1-{fail}) (p. 7-8)",
                      "{warrior}: Lösungswurf {roll} gelungen (misslingt bei 1-{fail}) (S. 7-8)"),
    "move.formation": ("Formation of {n}: {warriors} may move up to {inches} inches{sprint}; afterwards every member must still touch the group (p. 13)",
                       "Formation aus {n}: {warriors} darf sich bis zu {inches} Zoll bewegen{sprint}; danach muss jedes Mitglied die Gruppe noch berühren (S. 13)"),
    # the one die a relic or a domain needs in the attack calculator (p. 27, p. 30)
    "ask.shield_die": ("Magestone Shield on {target}: one die", "Magestone-Schild bei {target}: ein Würfel"),
    "ask.strip_die": ("Magestone Strip Mine: one die", "Magestone-Tagebau: ein Würfel"),
    # distances and printed values asked
    "ask.distance_between": ("Distance from {attacker} to {target} in inches (centre to centre)", "Entfernung von {attacker} zu {target} in Zoll (Mitte zu Mitte)"),
    "ask.stormwall_distance": ("Distance from {wearer} (Stormwall) to {warrior} in inches", "Entfernung von {wearer} (Sturmwall) zu {warrior} in Zoll"),
    "ask.marker_attack": ("Attack value printed on the bombard marker", "Auf der Bombardierungsmarke aufgedruckter Angriffswert"),
    "ask.marker_damage": ("Damage value printed on the bombard marker", "Auf der Bombardierungsmarke aufgedruckter Schadenswert"),
    "ask.marker_target": ("Target value printed on bombard marker {n} of {of}", "Auf Bombardierungsmarke {n} von {of} aufgedruckter Zielwert"),
    "ask.initiative": ("Initiative: {player}'s two dice", "Startspieler: die zwei Würfel von {player}"),
    "ask.initiative_again": ("Initiative: {player}'s two dice (re-roll)", "Startspieler: die zwei Würfel von {player} (neuer Wurf)"),
    "ask.gap_objective": ("{player} places {pieces}: distance to the nearest objective marker in inches",
                          "{player} platziert {pieces}: Entfernung zur nächsten Missionsmarke in Zoll"),
    "ask.gap_rest": ("Is it at least {gap} inches from the other terrain pieces, the table edges and the far edges of the deployment zones?",
                     "Ist es mindestens {gap} Zoll von den anderen Geländeteilen, den Spielfeldrändern und den fernen Kanten der Aufstellungszonen entfernt?"),
    "ask.gap_rest_constructed": ("Is it at least {gap} inches from the other terrain pieces (another constructed piece may be closer), the table edges and the far edges of the deployment zones?",
                                 "Ist es mindestens {gap} Zoll von den anderen Geländeteilen (ein anderes konstruiertes Teil darf näher sein), den Spielfeldrändern und den fernen Kanten der Aufstellungszonen entfernt?"),
    "ask.whole_base": ("Does the whole piece, inside its thick black line, stand on the battlefield?",
                       "Steht das ganze Teil, innerhalb seiner dicken schwarzen Linie, auf dem Schlachtfeld?"),
}
