"""Every sentence the miniatures game shows the table, in English and German (mkref.core.messages).

German follows the rules' own words where the German edition has them (Krieger, Klick, Aktionsmarke,
Siegpunkte, Missionsmarke, Befehlsphase, Ödnis). Rule code says a sentence with ``MESSAGES.said(key, ...)``,
views with ``MESSAGES.text(key, lang, ...)``. The set-up commands (`initiative`, `pile`, `terrain`)
and the newer table rulings say theirs with ``say(key, lang, ...)``.

The catalogue is assembled here from its parts, in the order it always had: the attack's steps and questions
(messages_steps.py), the refusals of army files, settings and set-up commands (messages_refusals.py), what
events keep (messages_table.py), `help` (messages_help.py), the sentences below, the refusals and questions
of the commands (messages_decide.py) and of the rules and an attack (messages_rules.py).
"""

from __future__ import annotations

from mkref.core.messages import Messages

from .messages_decide import COMMANDS, QUESTIONS
from .messages_help import HELP
from .messages_refusals import REFUSALS
from .messages_rules import ATTACK, RULES
from .messages_steps import ASK, STEPS
from .messages_table import TABLE

MESSAGES = Messages({
    **STEPS,  # the step lines of an attack (messages_steps.py)
    **ASK,  # the questions of the interactive attack calculator (messages_steps.py)
    **REFUSALS,  # army files, settings, set-up commands, items and rulings (messages_refusals.py)
    **TABLE,  # the end of the game, reasons, move lines and questions kept in events (messages_table.py)
    **HELP,  # `help`: each command's line and the groups (messages_help.py)
    # -- words put into sentences (English: the id itself; a phase's German word joins "-phase") -------------------------------------------
    "word.command": ("command", "Befehls"),
    "word.action": ("action", "Aktions"),
    "word.end": ("end", "End"),
    "word.move": ("move", "Bewegung"),
    "word.close": ("close", "Nahkampf"),
    "word.ranged": ("ranged", "Fernkampf"),
    "word.special": ("special", "Spezial"),
    "word.controlled": ("controlled", "kontrolliert"),
    "word.contested": ("contested", "umkämpft"),
    "word.uncontrolled": ("uncontrolled", "frei"),
    "word.eliminated": ("eliminated", "ausgeschaltet"),
    "word.in_play": ("in play", "im Spiel"),
    "word.removed": ("removed", "entfernt"),
    "word.removed_from_game": ("removed_from_game", "aus dem Spiel entfernt"),
    # -- the set-up checklist of `mkref new` (p. 4) -------------------------------------------------
    "check.title": ("Mage Knight miniatures, build total {total}: {actions} action(s) per turn (p. 5).",
                    "Mage Knight Miniaturenspiel, Armeegröße {total}: {actions} Aktion(en) pro Zug (S. 5)."),
    "check.army": ("{name} ({army}, {cost} pts)", "{name} ({army}, {cost} Pkt.)"),
    "check.players": ("Players: {names}.", "Spieler: {names}."),
    "check.objectives": ("1. Objective markers: {n} ({ids}); the first one in the centre (p. 4).", "1. Missionsmarken: {n} ({ids}); die erste in die Mitte (S. 4)."),
    "check.roll": ("2. Each player rolls 2d6: the highest plays first and places the next marker that many inches from the far edge of its deployment zone (p. 4).",
                   "2. Jeder Spieler würfelt 2W6: der höchste Wurf beginnt und legt die nächste Missionsmarke so viele Zoll vom hinteren Rand seiner Aufstellungszone entfernt (S. 4)."),
    "check.terrain": ("3. Terrain: 0-4 pieces each, at least 3 inches from everything (p. 4).", "3. Gelände: je 0-4 Stücke, mindestens 3 Zoll von allem entfernt (S. 4)."),
    "check.blasted_keeps": (" Blasted Lands is in play: remove all terrain; objective markers stay (A4).",
                            " Ödnis ist im Spiel: alles Gelände entfernen; die Missionsmarken bleiben (A4)."),
    "check.blasted": (" Blasted Lands is in play: remove all terrain, objective markers too (A4: the game cannot be won on objectives).",
                      " Ödnis ist im Spiel: alles Gelände entfernen, auch die Missionsmarken (A4: über Missionsmarken ist das Spiel nicht zu gewinnen)."),
    "check.domains": ("4. Domains revealed: {names}.", "4. Aufgedeckte Domänen: {names}."),
    "check.domains_in_play": ("   In play after counters (p. 18): {names}.", "   Nach Gegendomänen im Spiel (S. 18): {names}."),
    "check.none": ("none", "keine"),
    "check.deploy": ("{n}. Deploy every warrior at its starting line, centre dot in the 3-inch deployment zone (p. 4).",
                     "{n}. Jeden Krieger an seiner Startlinie aufstellen, der Mittelpunkt in der 3-Zoll-Aufstellungszone (S. 4)."),
    "check.blasted_click": ("   Blasted Lands: every warrior starts with 1 click of damage (A61).", "   Ödnis: jeder Krieger beginnt mit 1 Klick Schaden (A61)."),
    "check.time": ("Time limit {minutes} minutes: when it runs out, type 'timeup'; the turn is finished (A43).",
                   "Zeitlimit {minutes} Minuten: wenn es abläuft, 'timeup' eingeben; der Zug wird zu Ende gespielt (A43)."),
    "check.settings": ("Changed settings: {settings}", "Geänderte Einstellungen: {settings}"),
    "check.first": ("{name} is listed first; if another player won the roll, type 'first NAME' before the first action.",
                    "{name} steht zuerst; hat ein anderer Spieler den Wurf gewonnen, vor der ersten Aktion 'first NAME' eingeben."),
    # -- event labels (the log, undo) ------------------------------------------------------------
    "label.action": ("{kind} action: {warriors}", "Aktion {kind}: {warriors}"),
    "label.attack": ("{kind} attack by {attacker} ({a}+{b}): {summary}", "Angriff ({kind}) von {attacker} ({a}+{b}): {summary}"),
    "label.clicked": ("{warrior} takes {clicks} click(s) ({reason})", "{warrior} erhält {clicks} Klick(s) ({reason})"),
    "label.eliminated": ("{warrior} eliminated", "{warrior} ausgeschaltet"),
    "label.eliminated_by": (", {points} VP to {by}", ", {points} SP für {by}"),
    "label.turn": ("turn {turn}", "Zug {turn}"),
    "label.phase": ("{phase} phase", "{phase}phase"),
    "label.moved": ("move {warrior}", "Bewegung {warrior}"),
    "label.objective": ("objective {id}: {state} {controller}", "Missionsmarke {id}: {state} {controller}"),
    "label.game_over": ("game over: {text}", "Spielende: {text}"),
    # -- the lines after a command ---------------------------------------------------------------
    "now.click": ("now click {click}: speed {speed}, attack {attack}, defense {defense}, damage {damage}",
                  "jetzt Klick {click}: Bewegungswert {speed}, Angriff {attack}, Verteidigung {defense}, Schaden {damage}"),
    "now.skulls": ("three skulls", "drei Schädel"),
    "ev.clicked": ("{warrior} takes {clicks} click(s) ({reason}, {ref}); {now}", "{warrior} erhält {clicks} Klick(s) ({reason}, {ref}); {now}"),
    "ev.healed": ("{warrior} heals to click {click} (p. 9)", "{warrior} heilt bis Klick {click} (S. 9)"),
    "ev.eliminated": ("{warrior} is eliminated ({reason})", "{warrior} ist ausgeschaltet ({reason})"),
    "ev.eliminated_by": (": {points} victory points to {by} (p. 19)", ": {points} Siegpunkte für {by} (S. 19)"),
    "ev.eliminated_nobody": ("; nobody scores (A19)", "; niemand punktet (A19)"),
    "ev.items_drop": ("Its items drop beside it as tokens: {items} (p. 18)", "Seine Gegenstände fallen als Marken daneben: {items} (S. 18)"),
    "ev.freed": ("{warrior}: {reason} (p. 11)", "{warrior}: {reason} (S. 11)"),
    "ev.captured": ("{captive} is now the captive of {captor}; its tokens are removed (p. 11)",
                    "{captive} ist jetzt Gefangener von {captor}; seine Aktionsmarken werden entfernt (S. 11)"),
    "ev.action_tokens": ("{warrior} {tokens} token(s)", "{warrior} {tokens} Aktionsmarke(n)"),
    "ev.action": ("Action given ({left} left this turn): {tokens}", "Aktion vergeben ({left} übrig in diesem Zug): {tokens}"),
    "ev.objective": ("Objective {id}: {state}{by} ({why})", "Missionsmarke {id}: {state}{by} ({why})"),
    "ev.objective_by": (" by {controller}", " durch {controller}"),
    "ev.tokens_cleared": ("Tokens removed (no action this turn): {warriors} (p. 5)", "Aktionsmarken entfernt (keine Aktion in diesem Zug): {warriors} (S. 5)"),
    "ev.phase": ("{phase} phase of {player}{extra} (p. 5)", "{phase}phase von {player}{extra} (S. 5)"),
    "ev.lost_actions": ("; {n} unused action(s) lost", "; {n} ungenutzte Aktion(en) verfallen"),
    "ev.turn": ("Turn {turn}: {player}, command phase, {actions} action(s) (p. 5)", "Zug {turn}: {player}, Befehlsphase, {actions} Aktion(en) (S. 5)"),
    "ev.bombard_due": ("Bombardments to resolve now: {warriors} (resolve WARRIOR [FIGURES], p. 12)",
                       "Jetzt abzuhandelnde Bombardierungen: {warriors} (resolve KRIEGER [FIGUREN], S. 12)"),
    "ev.player_out": ("{player} has no active warriors: out of the game; their warriors are removed without victory points (p. 19)",
                      "{player} hat keine aktiven Krieger mehr: aus dem Spiel; die Krieger werden ohne Siegpunkte entfernt (S. 19)"),
    "ev.bombard_declared": ("{warrior} places {markers} bombard marker(s) up to {max_range} inches away; it resolves at the start of {player}'s next command phase (p. 12)",
                            "{warrior} legt {markers} Bombardierungsmarke(n) bis zu {max_range} Zoll entfernt; abgehandelt zu Beginn der nächsten Befehlsphase von {player} (S. 12)"),
    "ev.item_dropped": ("{warrior} drops {item}: its token lies in base contact (p. 18)", "{warrior} legt {item} ab: die Marke liegt in Basenkontakt (S. 18)"),
    "ev.item_taken": ("{warrior} picks up {item} (p. 18)", "{warrior} nimmt {item} auf (S. 18)"),
    "ev.game_over": ("Game over ({why}, p. 19).", "Spielende ({why}, S. 19)."),
    "ev.standing": ("  {player}: {objectives} objective(s), {vp} victory points, army {cost} points",
                    "  {player}: {objectives} Missionsmarke(n), {vp} Siegpunkte, Armee {cost} Punkte"),
    "ev.ends_after_turn": ("The game ends after this turn (p. 19, A43).", "Das Spiel endet nach diesem Zug (S. 19, A43)."),
    "ev.helm": ("{warrior}: +2 attack, +2 defense, +2 speed until its next command phase (p. 26)",
                "{warrior}: +2 Angriff, +2 Verteidigung, +2 Bewegungswert bis zu seiner nächsten Befehlsphase (S. 26)"),
    "ev.demoralized_on": ("{warrior}: Demoralized shows (not active while it shows, p. 6)", "{warrior}: Demoralisiert ist sichtbar (nicht aktiv, solange es sichtbar ist, S. 6)"),
    "ev.demoralized_off": ("{warrior}: Demoralized gone (not active while it shows, p. 6)", "{warrior}: Demoralisiert ist weg (nicht aktiv, solange es sichtbar ist, S. 6)"),
    "ev.piece_built": ("{piece}: {en} ({de}), defense {defense}, fortification {fortification}, structure {structure} (p. 17)",
                       "{piece}: {de} ({en}), Verteidigung {defense}, Befestigung {fortification}, Struktur {structure} (S. 17)"),
    "ev.prophecy": ("Prophecy roll set aside: {a}+{b} (p. 26)", "Prophezeiungswurf beiseitegelegt: {a}+{b} (S. 26)"),
    "ev.revived": ("{warrior} is revived at click {click} under {controller}'s control, anywhere on the battlefield; it leaves the game at the start of the next end phase (p. 28)",
                   "{warrior} wird bei Klick {click} unter der Kontrolle von {controller} wiederbelebt, irgendwo auf dem Schlachtfeld; er verlässt das Spiel zu Beginn der nächsten Endphase (S. 28)"),
    "ev.removed": ("{warrior} is removed from the game ({reason}); nobody scores (p. 28)", "{warrior} wird aus dem Spiel genommen ({reason}); niemand punktet (S. 28)"),
    "ev.first_player": ("{player} is the first player (p. 4)", "{player} ist Startspieler (S. 4)"),
    # -- reminders at the start of a command phase (p. 5) -----------------------------------------------
    "remind.storm": ("Magestone Storm: roll with 'storm FIGURES-IN-CONTACT' (p. 29)", "Magestone-Sturm: würfeln mit 'storm FIGUREN-IN-KONTAKT' (S. 29)"),
    "remind.relic": ("{warrior} wears {relic}: {what} ({ref})", "{warrior} trägt {relic}: {what} ({ref})"),
    "relic.book_of_the_stormcrow": ("stormcrow OLD NEW", "stormcrow ALT NEU"),
    "relic.jeweled_helm": ("helm W", "helm W"),
    "relic.stormwall": ("helm W", "helm W"),
    "relic.oracular_codex": ("roll two prophecy dice and keep them", "zwei Prophezeiungswürfel werfen und behalten"),
    "relic.necromantic_bonestaff": ("revive a figure (by hand)", "eine Figur wiederbeleben (von Hand)"),
    "remind.items": ("Items may be dropped now, for free (drop W ITEM, p. 18)", "Gegenstände können jetzt kostenlos abgelegt werden (drop W GEGENSTAND, S. 18)"),
    # -- status, the bottom bar, one warrior -------------------------------------------------------------
    "status.over": ("Game over: {text}", "Spielende: {text}"),
    "status.turn": ("Turn {turn}: {player}, {phase} phase, {left} action(s) left", "Zug {turn}: {player}, {phase}phase, {left} Aktion(en) übrig"),
    "status.holds": ("holds {captive}", "hält {captive}"),
    "status.captive": ("captive of {captor}", "gefangen von {captor}"),
    "status.player": ("{player} (VP {vp}{out}): {warriors}", "{player} (SP {vp}{out}): {warriors}"),
    "status.stormwall": ("Stormwall up", "Sturmwall aktiv"),
    "status.out": (", out", ", ausgeschieden"),
    "status.objectives": ("Objectives: {objectives}", "Missionsmarken: {objectives}"),
    "bar": ("Turn {turn} | {player} | {phase} | actions left {left}/{total}", "Zug {turn} | {player} | {phase}phase | Aktionen übrig {left}/{total}"),
    "warrior.head": ("{key} ({name}, {player}): {status}, click {click} of {dial}", "{key} ({name}, {player}): {status}, Klick {click} von {dial}"),
    "warrior.values": ("  speed {speed} ({speed_type}), attack {attack} ({types}{bonus}), defense {defense}, damage {damage}",
                       "  Bewegungswert {speed} ({speed_type}), Angriff {attack} ({types}{bonus}), Verteidigung {defense}, Schaden {damage}"),
    "warrior.no_type": ("no type", "ohne Typ"),
    "warrior.bonus": (", bonus {bonus}", ", Bonus {bonus}"),
    "warrior.range": ("  range {range}, ranged damage {damage}, {targets} target(s)", "  Reichweite {range}, Fernkampfschaden {damage}, {targets} Ziel(e)"),
    "warrior.abilities": ("  abilities showing: {names}", "  sichtbare Fähigkeiten: {names}"),
    "warrior.tokens": ("  tokens {n}", "  Aktionsmarken {n}"),
    "warrior.acted": (", acted this turn", ", hat in diesem Zug gehandelt"),
    "warrior.soaring": (", soaring", ", schwebend"),
    "warrior.holds": (", holds {captive}", ", hält {captive}"),
    "warrior.captive": (", captive of {captor}", ", gefangen von {captor}"),
    "warrior.stormwall": (", Stormwall up (no ranged attacks within 12 inches, p. 28)", ", Sturmwall aktiv (kein Fernkampf innerhalb von 12 Zoll, S. 28)"),
    "warrior.items": ("  items: {items}", "  Gegenstände: {items}"),
    "rules.none": ("Nothing in the rules index for '{query}'. Try: mkref rules --game mk-miniatures {query}",
                   "Nichts im Regelindex zu '{query}'. Versuche: mkref rules --game mk-miniatures {query}"),
    "rules.see_also": ("See also: {entries}", "Siehe auch: {entries}"),
    **COMMANDS,  # the refusals of the tracked game's commands (messages_decide.py)
    **RULES,  # the refusals of setting up a game (state.py) and of the rules (rules.py) (messages_rules.py)
    # -- `mkref status` (shell/mini_view.py) -------------------------------------------------------------
    "view.head": ("Turn {turn} - {player} - {phase} phase - {left}/{total} action(s) left", "Zug {turn} - {player} - {phase}phase - {left}/{total} Aktion(en) übrig"),
    "view.over": ("Game over - {result}", "Spielende - {result}"),
    "view.player": ("{name} ({army}, {cost} pts) - VP {vp}", "{name} ({army}, {cost} Pkt.) - SP {vp}"),
    "view.out": (" - OUT", " - AUSGESCHIEDEN"),
    "view.columns": ("warrior click spd att def dmg tokens acted status items", "Krieger Klick Ges Ang Ver Sch Marken gehandelt Zustand Gegenstände"),
    "view.soaring": (" (soaring)", " (schwebend)"),
    "view.holds": (", holds {captive}", ", hält {captive}"),
    "view.yes": ("yes", "ja"),
    "view.objectives": ("Objectives: {objectives}", "Missionsmarken: {objectives}"),
    "view.domains": ("Domains in play: {names}", "Domänen im Spiel: {names}"),
    "view.bombardments": ("Bombardments pending: {names}", "Offene Bombardierungen: {names}"),
    "view.ledger": ("VP: {by} +{points} for {warrior} (p. 19)", "SP: {by} +{points} für {warrior} (S. 19)"),
    "view.items": ("Item tokens on the table: {names}", "Gegenstandsmarken auf dem Tisch: {names}"),
    **QUESTIONS,  # the questions to the table (messages_decide.py)
    **ATTACK,  # the refusals of an attack (messages_rules.py)
    # -- the set-up commands: initiative, objective markers, the terrain pile (p. 4, p. 17) ---------------
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
