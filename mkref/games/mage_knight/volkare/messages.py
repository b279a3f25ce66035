"""The sentences the table reads about Volkare and the walls, in English and German."""

from __future__ import annotations

from mkref.core.messages import Messages, Named

from .messages_refusals import REFUSALS

MESSAGES = Messages({
    **REFUSALS,  # set-up, deck, track, variant and wall refusals (messages_refusals.py)
    # refusals of the expansion's sites and units (sites.py, [06.2], [07.3]-[07.5], [08])
    "sites.not_maze": ("'{site}' is not a Maze or Labyrinth", "'{site}' ist kein Irrgarten und kein Labyrinth"),
    "sites.no_path": ("No path costs {move} Move", "Kein Weg kostet {move} Bewegung"),
    "sites.no_path_why": ("the paths cost {prices}", "die Wege kosten {prices}"),
    "sites.no_path_hint": ("Pay exactly the price of one path", "Zahlt genau den Preis eines Weges"),
    "sites.holds_path": ("{player} already holds a path here", "{player} hat hier schon einen Weg"),
    "sites.holds_path_why": ("nobody may successfully enter the same Maze or Labyrinth twice",
                             "niemand darf denselben Irrgarten oder dasselbe Labyrinth zweimal erfolgreich betreten"),
    "sites.all_marked": ("Every path is marked", "Jeder Weg ist markiert"),
    "sites.all_marked_why": ("with all three paths taken the site cannot be entered any more",
                             "sind alle drei Wege vergeben, kann der Ort nicht mehr betreten werden"),
    "sites.path_marked": ("The {move}-Move path is already marked by {player}", "Der Weg für {move} Bewegung ist schon von {player} markiert"),
    "sites.path_marked_why": ("choose an unmarked path", "wählt einen unmarkierten Weg"),
    "sites.mine_colour": ("This Deep Mine offers no {colour} crystal", "Dieses Untertagebergwerk bietet keinen Kristall in {colour}"),
    "sites.choose_one": ("choose one of: {colours}", "wählt eine von: {colours}"),
    "sites.no_icon": ("This unit has no village, keep, mage tower, monastery or city icon",
                      "Diese Einheit hat kein Symbol für Dorf, Burg, Magierturm, Kloster oder Stadt"),
    "sites.no_icon_why": ("say what the table charges (I-17)", "sagt, was der Tisch verlangt (I-17)"),
    "sites.no_interaction": ("You cannot interact", "Du kannst nicht interagieren"),
    "sites.no_interaction_why": ("your reputation marker is on the X space", "dein Ansehensmarker steht auf dem Feld X"),
    "sites.thugs_and_heroes": ("Thugs and Heroes cannot be recruited in the same interaction",
                               "Strauchdiebe und Heroen können nicht in derselben Interaktion angeworben werden"),
    "sites.thugs_and_heroes_why": ("one inverts your reputation, the other doubles it", "die einen kehren dein Ansehen um, die anderen verdoppeln es"),
    "sites.no_delphana": ("Delphana Masters cannot join you here", "Delphana-Meister können sich dir hier nicht anschließen"),
    "sites.no_delphana_why": ("they are recruited only by interaction in a City or a Refugee Camp",
                              "sie werden nur per Interaktion in einer Stadt oder einem Flüchtlingslager angeworben"),
    "sites.no_familiars": ("Magic Familiars cannot be recruited here", "Magische Vertraute können hier nicht angeworben werden"),
    "sites.no_familiars_why": ("only at a monastery, mage tower or Magical Glade", "nur in einem Kloster, einem Magierturm oder auf einer Magischen Lichtung"),
    "sites.familiars_mana": ("{mana} mana cannot pay for Magic Familiars", "Mana in {mana} kann Magische Vertraute nicht bezahlen"),
    "sites.familiars_mana_why": ("they need mana of a basic colour", "sie brauchen Mana einer Grundfarbe"),
    "sites.no_thugs": ("Thugs cannot join in this interaction", "Strauchdiebe können in dieser Interaktion nicht dazukommen"),
    "sites.no_thugs_why": ("Heroes were recruited in it already; never both", "in ihr wurden schon Heroen angeworben; nie beide"),
    "sites.no_heroes": ("Heroes cannot join in this interaction", "Heroen können in dieser Interaktion nicht dazukommen"),
    "sites.no_heroes_why": ("Thugs were recruited in it already; never both", "in ihr wurden schon Strauchdiebe angeworben; nie beide"),
    # refusals of a fight against Volkare (fight.py, [13])
    "fight.attack_missing": ("Volkare's attack is missing", "Volkares Angriff fehlt"),
    "fight.attack_missing_why": ("give attack = \"<value> <element>\" or the die face (die = \"red\")",
                                 "gebt attack = \"<Wert> <Element>\" oder die Würfelseite an (die = \"red\")"),
    "fight.die_unknown": ("Volkare's attack for a {die} die is not in rules/mage-knight/volkare.toml",
                          "Volkares Angriff für die Würfelseite {die} steht nicht in rules/mage-knight/volkare.toml"),
    "fight.die_unknown_why": ("no source we have prints his token's values (spec M-05)",
                              "keine uns vorliegende Quelle druckt die Werte seines Plättchens (Spezifikation M-05)"),
    "fight.die_unknown_hint": ("Write attack = \"<value> <element>\" from his token, or fill [attack_by_die] in that file",
                               "Schreibt attack = \"<Wert> <Element>\" von seinem Plättchen ab oder füllt [attack_by_die] in dieser Datei"),
    "fight.needs_table": ("attacked_by = \"volkare\" needs a [volkare] table", "attacked_by = \"volkare\" braucht eine Tabelle [volkare]"),
    "fight.needs_table_why": ("it gives his attack this combat", "sie nennt seinen Angriff in diesem Kampf"),
    "fight.not_rampaging": ("A fight against Volkare cannot be started by a rampaging enemy",
                            "Ein Kampf gegen Volkare kann nicht von einem umherziehenden Feind ausgehen"),
    "fight.not_rampaging_why": ("use attacked_by = \"player\" or \"volkare\"", "nehmt attacked_by = \"player\" oder \"volkare\""),
    "fight.not_himself": ("Volkare himself cannot be attacked", "Volkare selbst kann nicht angegriffen werden"),
    "fight.not_himself_why": ("attacks may target only his troops; defeating every troop defeats him",
                              "Angriffe dürfen nur seine Truppen treffen; wer jede Truppe besiegt, besiegt ihn"),
    "fight.no_ranged": ("{label} cannot be targeted in the ranged phase", "{label} kann in der Fernkampfphase nicht angegriffen werden"),
    "fight.doubly": ("it is doubly fortified ({reasons})", "er ist doppelt befestigt ({reasons})"),
    "fight.triply": ("it is triply fortified ({reasons})", "er ist dreifach befestigt ({reasons})"),
    "fight.no_ranged_hint": ("Attack it in the Attack phase", "Greift ihn in der Angriffsphase an"),
    "fight.label_taken": ("No troop may be labelled 'volkare'", "Keine Truppe darf 'volkare' heißen"),
    "fight.label_taken_why": ("'volkare' names Volkare's own attack in [[block]] and [[damage]]",
                              "'volkare' bezeichnet Volkares eigenen Angriff in [[block]] und [[damage]]"),
    "fight.not_lowered": ("Volkare's attack cannot be lowered", "Volkares Angriff kann nicht gesenkt werden"),
    "fight.not_lowered_why": ("setting volkare_attack_reduction (I-23) allows blocks only",
                              "die Einstellung volkare_attack_reduction (I-23) erlaubt nur Blocks"),
    "fight.army_differs": (
        "The sheet names {n} troops ({typed}); mkref's army table says {wanted} ({shown}) at level {level}, from one source: the table's tokens off the clix dial are fought",
        "Der Bogen nennt {n} Truppen ({typed}); mkrefs Armeetabelle sagt {wanted} ({shown}) auf Stufe {level}, aus einer Quelle: gekämpft wird gegen die Plättchen des Tisches vom Clix-Rad",
    ),
    "fight.troops_to_name": ("Volkare at level {level} has {n} troops: {shown}", "Volkare auf Stufe {level} hat {n} Truppen: {shown}"),
    "fight.troops_to_name_why": ("his troops are drawn face down, so the sheet must name the tokens drawn",
                                 "seine Truppen werden verdeckt gezogen, also muss der Bogen die gezogenen Plättchen nennen"),
    "fight.troops_to_name_hint": ("List each as [[enemies]]", "Nennt jede als [[enemies]]"),
    "fight.troops_missing": ("Volkare's troops are missing", "Volkares Truppen fehlen"),
    "fight.troops_missing_why": ("list each troop as [[enemies]], or give his level to see what to draw",
                                 "nennt jede Truppe als [[enemies]], oder gebt seine Stufe an, um zu sehen, was zu ziehen ist"),
    "fight.split": ("The split hands out {given} troops, but Volkare has {troops}", "Die Aufteilung vergibt {given} Truppen, aber Volkare hat {troops}"),
    "fight.split_why": ("every troop goes to exactly one participant", "jede Truppe geht an genau einen Teilnehmer"),
    "fight.no_troop": ("{names} would fight no troop", "{names} würde(n) gegen keine Truppe kämpfen"),
    "fight.no_troop_why": ("each participant takes at least one (I-25)", "jeder Teilnehmer übernimmt mindestens eine (I-25)"),
    "fight.who_faces": ("Say which participant faces Volkare's attack", "Sagt, welcher Teilnehmer Volkares Angriff abbekommt"),
    "fight.one_of": ("one of: {names}", "einer von: {names}"),
    # the Banner of Fortitude (banners.py, [06.3])
    "fortitude_used": (
        "{unit} would be wounded: its Banner of Fortitude takes the wound instead; its armor does not reduce the damage, all {dmg} go on, and it takes no more damage this combat.",
        "{unit} würde verletzt: sein Banner der Tapferkeit fängt die Verletzung ab; seine Rüstung mindert den Schaden nicht, alle {dmg} gehen weiter, und es nimmt in diesem Kampf keinen Schaden mehr.",
    ),
    "no_fortitude_twice": (
        "{unit} may not take damage: its Banner of Fortitude already kept a wound off it this combat",
        "{unit} darf keinen Schaden nehmen: sein Banner der Tapferkeit hat in diesem Kampf schon eine Verletzung abgewehrt",
    ),
    "fortitude_not_in_game": ("The Banner of Fortitude is not in this game", "Das Banner der Tapferkeit ist nicht in diesem Spiel"),
    "fortitude_not_in_game_why": ("it belongs to The Lost Legion (mkref new --expansion lost_legion)",
                                  "es gehört zu Die Verschollene Legion (mkref new --expansion lost_legion)"),
    "fortitude_which_unit": ("Which unit carries the Banner of Fortitude?", "Welche Einheit trägt das Banner der Tapferkeit?"),
    "fortitude_taken": ("The Banner of Fortitude already is on {player}'s {unit}",
                        "Das Banner der Tapferkeit ist schon bei {unit} von {player}"),
    "fortitude_taken_why": ("there is one Banner of Fortitude card", "es gibt eine Karte Banner der Tapferkeit"),
    "show.fortitude": (" (Banner of Fortitude)", " (Banner der Tapferkeit)"),
    "camp_not_in_game": ("There is no Volkare's Camp in this game", "In diesem Spiel gibt es kein Volkares Lager"),
    "camp_not_in_game_why": ("it comes with the variant volkares_camp (mkref new --variant volkares_camp --volkare-level N)",
                             "es kommt mit der Variante volkares_camp (mkref new --variant volkares_camp --volkare-level N)"),
    "camp_one_action": ("Only one action per turn: the assault is this turn's combat", "Nur eine Aktion je Zug: der Überfall ist der Kampf dieses Zuges"),
    "camp_conquered_already": ("Volkare's Camp is conquered already", "Volkares Lager ist schon erobert"),
    "camp_conquered_already_why": ("its garrison is defeated; Pursuit starts there now (pursuit)",
                                   "seine Besatzung ist besiegt; jetzt beginnt dort die Verfolgung (verfolgung)"),
    "camp_ask_troops": ("Volkare's Camp: its {count} {colour} troop token(s), turned face up ([V1]; {count} is mkref's one-source count: name as many as his clix dial shows, 'none' for none)",
                        "Volkares Lager: seine {count} Truppenplättchen ({colour}), aufgedeckt ([V1]; {count} ist mkrefs Zahl aus einer Quelle: so viele nennen, wie sein Clix-Rad zeigt, 'keine' für keine)"),
    "camp_ask_die": ("Volkare's mana die for this assault ([13.2])", "Volkares Manawürfel für diesen Überfall ([13.2])"),
    "camp_ask_attack": ("Volkare's attack for a {die} die, from his token (e.g. 5-physical) ([13.2])",
                        "Volkares Angriff bei Würfel {die}, von seinem Plättchen (z. B. 5 physisch) ([13.2])"),
    "camp_assault": ("Assault on Volkare's Camp (level {level}): {count} troops, fortified like city defenders{wall}; each defeated troop puts your shield on his token ([V1], I-29).",
                     "Überfall auf Volkares Lager (Stufe {level}): {count} Truppen, befestigt wie Stadtverteidiger{wall}; jede besiegte Truppe legt deinen Schild auf sein Plättchen ([V1], I-29)."),
    "camp_across_wall": (" (across a wall: doubly)", " (über einen Wall: doppelt)"),
    "pursuit_which": ("Which tokens for the pursuit: green, red or both?", "Welche Plättchen für die Verfolgung: grün, rot oder beide?"),
    "pursuit_ask_token": ("Pursuit: the {colour} token drawn ([V1])", "Verfolgung: das gezogene Plättchen ({colour}) ([V1])"),
    "pursuit_start": ("Pursuit from {space}: Fame only; one defeated marks the space with your shield, the rest are discarded (A-PURSUIT, I-31).",
                      "Verfolgung von {space}: nur Ruhm; ein besiegtes Plättchen markiert das Feld mit deinem Schild, der Rest wird abgelegt (A-PURSUIT, I-31)."),
    "glade_one_action": ("Recruiting Magic Familiars at a Magical Glade is the turn's action",
                         "Magische Vertraute auf einer Magischen Lichtung anzuwerben ist die Aktion des Zuges"),
    "glade_action_was": ("this turn's action was: {action}", "die Aktion dieses Zuges war: {action}"),
    "ev.glade_recruit": (" as the turn's action at a Magical Glade, no interaction ([06.2])",
                         " als Aktion des Zuges auf einer Magischen Lichtung, ohne Interaktion ([06.2])"),
    "ev.fortitude_attached": ("{who} puts the Banner of Fortitude on {unit} ([06.3])",
                              "{who} gibt {unit} das Banner der Tapferkeit ([06.3])"),
    "ev.fortitude_used": ("the Banner of Fortitude kept a wound off {units} ([06.3])",
                          "das Banner der Tapferkeit hat {units} eine Verletzung erspart ([06.3])"),
    "no_fortitude_twice_why": (
        "assign the damage to another unit or the hero",
        "weise den Schaden einer anderen Einheit oder dem Helden zu",
    ),
    # combat notes (fight.py)
    "wall_no_help": (
        "{who} attacks you across a wall: the wall gives you nothing.",
        "{who} greift dich über einen Wall an: der Wall nützt dir nichts.",
    ),
    "who_volkare": ("Volkare", "Volkare"),
    "who_rampaging": ("A rampaging enemy", "Ein umherziehender Feind"),
    "attack_this_combat": (
        "Volkare's attack this combat: {value} {element}{die}, always Brutal and Assassination.",
        "Volkares Angriff in diesem Kampf: {value} {element}{die}, immer Brutal und Attentäter.",
    ),
    "die_shows": (" (his die shows {face})", " (sein Würfel zeigt {face})"),
    "site_no_help": (
        "Your site's fortifications do not protect you from Volkare.",
        "Die Befestigung deines Orts schützt dich nicht vor Volkare.",
    ),
    "assault_reputation": (
        "Assaulting Volkare: reputation {change} (setting I-24).",
        "Überfall auf Volkare: Ansehen {change} (Einstellung I-24).",
    ),
    "instant_victory": (
        "Every troop fell in the ranged phase: instant victory, Volkare is defeated and his attack does not happen.",
        "Alle Truppen fielen in der Fernkampfphase: Sofortsieg, Volkare ist besiegt und sein Angriff entfällt.",
    ),
    "not_defeated": (
        "Volkare is not defeated: {left} stay in his army (I-22).",
        "Volkare ist nicht besiegt: {left} bleiben in seiner Armee (I-22).",
    ),
    "defeated": ("Every troop is defeated: Volkare is defeated.", "Alle Truppen sind besiegt: Volkare ist besiegt."),
    "volkare_foe": (
        "General Volkare: attacks can never target him, only his troops; his attack is always Brutal and Assassination",
        "General Volkare: Angriffe treffen nie ihn, nur seine Truppen; sein Angriff ist immer Brutal und Attentäter",
    ),
    "fort_3": (
        "{name} is triply fortified{why}: like doubly fortified, nothing may target it in the ranged phase (I-14)",
        "{name} ist dreifach befestigt{why}: wie doppelt befestigt, in der Fernkampfphase nicht angreifbar (I-14)",
    ),
    "fort_2": (
        "{name} is doubly fortified{why}: nothing may target it in the ranged phase",
        "{name} ist doppelt befestigt{why}: in der Fernkampfphase nicht angreifbar",
    ),
    "fort_1": (
        "{name} is fortified{why}: only siege attacks may target it in the ranged phase",
        "{name} ist befestigt{why}: in der Fernkampfphase nur mit Belagerungsangriffen angreifbar",
    ),
    "fort_unfortified": (
        "{name} is Unfortified: it ignores fortifications and walls",
        "{name} ist unbefestigt: Befestigungen und Wälle zählen nicht",
    ),
    "fort_0": (
        "{name} is not fortified: ranged and siege attacks may target it",
        "{name} ist nicht befestigt: Fern- und Belagerungsangriffe dürfen es treffen",
    ),
    "why_site": ("at a fortified site", "an einem befestigten Ort"),
    "why_wall": ("attacked across a wall", "über einen Wall angegriffen"),
    "why_token": ("Fortified token", "Plättchen mit Befestigt"),
    # what his cards make him do (quest.py, for status and the turn explanation)
    "does_rest": (
        "rests: roll his die; a unit on a fearful slot of that colour flees",
        "rastet: sein Würfel entscheidet, welche furchtsame Einheit flieht",
    ),
    "does_walk": ("walks {spaces} space(s) {direction}", "zieht {spaces} Feld(er) nach {direction}"),
    "does_attack_1": ("attacks the adjacent hero with the most Fame", "greift den angrenzenden Helden mit dem meisten Ruhm an"),
    "does_attack_2": (
        "attacks the adjacent hero with the most Fame, else one at distance 2",
        "greift den angrenzenden Helden mit dem meisten Ruhm an, sonst einen in Entfernung 2",
    ),
    "card_wound": ("Wound", "Verletzung"),
    "card_action": ("{colour} action", "Aktionskarte {colour}"),
    "card_spell": ("{colour} spell", "Zauber {colour}"),
    # status (tracker.py)
    "status_where": (
        "Volkare stands at {at}, {distance} from the Portal {portal}; {cards} card(s) left in his deck.",
        "Volkare steht auf {at}, {distance} vom Portal {portal} entfernt; {cards} Karte(n) in seinem Deck.",
    ),
    "status_portal_closed": ("The Portal is closed.", "Das Portal ist geschlossen."),
    "status_card": ("  {card} ({left} left): {does}", "  {card} (noch {left}): {does}"),
    "status_odds_title": ("His next card:", "Seine nächste Karte:"),
    "status_odds": ("  {percent}%: {does}", "  {percent} %: {does}"),
    # the tracked game (in_game.py)
    "status_track": (
        "Volkare (level {level}) is {distance} space(s) from the Portal; {cards} card(s) left in his deck; troops: {troops}.",
        "Volkare (Level {level}) ist {distance} Feld(er) vom Portal entfernt; {cards} Karte(n) in seinem Deck; Truppen: {troops}.",
    ),
    "troops_hidden": ("{count} face down", "{count} verdeckt"),
    "status_overview": (
        "Volkare (level {level}) moves as the scenario overview says (I-40); {cards} card(s) left in his deck; troops: {troops}.",
        "Volkare (Level {level}) zieht, wie die Szenarioübersicht sagt (I-40); {cards} Karte(n) in seinem Deck; Truppen: {troops}.",
    ),
    "status_track_uncounted": (
        "Volkare (level {level}) is on his Camp (his distance to the Portal is counted at his first turn); {cards} card(s) left in his deck; troops: {troops}.",
        "Volkare (Level {level}) steht auf seinem Lager (seine Entfernung zum Portal wird bei seinem ersten Zug gezählt); {cards} Karte(n) in seinem Deck; Truppen: {troops}.",
    ),
    "ask_start_distance": (
        "How many spaces from Volkare's Camp to the Portal? (count on the laid-out map; mkref then follows his distance)",
        "Wie viele Felder von Volkares Lager bis zum Portal? (auf dem ausgelegten Spielplan zählen; mkref verfolgt dann die Entfernung)",
    ),
    "setup_count_distance": (
        "  [ ] Count the spaces from Volkare's Camp to the Portal: mkref asks at his first turn",
        "  [ ] Die Felder von Volkares Lager bis zum Portal zählen: mkref fragt bei seinem ersten Zug",
    ),
    "troops_none": ("none left", "keine mehr"),
    "status_last": ("Last turn: {what}", "Letzter Zug: {what}"),
    "next_volkare": ("-> Volkare's turn: type 'volkare'.", "-> Volkare ist am Zug: 'volkare' eingeben."),
    "card_none": ("no card (his deck is empty)", "keine Karte (sein Deck ist leer)"),
    "log_walk": ("Volkare ({card}) walks: now {distance} from the Portal", "Volkare ({card}) zieht: jetzt {distance} vom Portal entfernt"),
    "log_rest": ("Volkare ({card}) makes camp: his die shows {die}", "Volkare ({card}) schlägt Lager auf: sein Würfel zeigt {die}"),
    "log_attack": ("Volkare ({card}) attacks {target} (distance {reach})", "Volkare ({card}) greift {target} an (Entfernung {reach})"),
    "log_overview": (
        "Volkare reveals {card}: play it as the scenario overview says (I-40)",
        "Volkare deckt {card} auf: nach der Szenarioübersicht ausführen (I-40)",
    ),
    "log_nothing": ("Volkare ({card}) does nothing", "Volkare ({card}) tut nichts"),
    "log_reroll": ("Source die {die} re-rolled: now {face} ([S3.1])", "Quellenwürfel {die} neu geworfen: jetzt {face} ([S3.1])"),
    "log_flees": ("The fearful {unit} flees the unit offer: out of the game ([S3.1])", "Die furchtsame Einheit {unit} flieht aus dem Angebot: aus dem Spiel ([S3.1])"),
    "log_portal": ("The Council of the Void closes the Portal; eliminated: {names} ([S3])", "Der Rat des Nichts schließt das Portal; ausgeschieden: {names} ([S3])"),
    "log_fled": ("{target} flees: {wounds} Wound(s) into the hand ([13.3])", "{target} flieht: {wounds} Verletzung(en) auf die Hand ([13.3])"),
    "log_fight": (
        "{target} fights (partly committed: no Source die, no end-of-turn steps): type 'combat volkare' ([13.3])",
        "{target} kämpft (teilweise gewidmet: kein Quellenwürfel, keine Zugende-Schritte): 'combat volkare' eingeben ([13.3])",
    ),
    "log_on_portal": ("Volkare reached the Portal: the players lose ([S3], I-42)", "Volkare hat das Portal erreicht: die Spieler verlieren ([S3], I-42)"),
    "status_defeated": ("Volkare is defeated.", "Volkare ist besiegt."),
    "maze_new_move": ("The {price}-Move path needs {price} new Move; {new} played since moving",
                      "Der Weg für {price} Bewegung braucht {price} neue Bewegung; seit dem Ziehen gespielt: {new}"),
    "maze_new_move_why": (
        "it is paid with Move effects played for it; the {left} Move left from the movement phase is lost (I-15: nothing happens, your action is not used)",
        "er wird mit eigens dafür gespielten Bewegungseffekten bezahlt; die {left} Bewegung aus der Bewegungsphase verfällt (I-15: nichts geschieht, deine Aktion ist nicht verbraucht)",
    ),
    "maze_new_move_hint": ("Play {more} Move more first (play N move)", "Erst {more} Bewegung mehr spielen (play N move)"),
    "no_delphana_banner_why": ("the Banner of Command never brings them: they join only by interaction in a City or Refugee Camp",
                               "das Banner des Befehls bringt sie nie: sie schließen sich nur durch Interaktion in einer Stadt oder einem Flüchtlingslager an"),
    "no_volkare": ("There is no Volkare in this game", "In diesem Spiel gibt es keinen Volkare"),
    "no_volkare_why": ("only the Volkare scenarios have him", "nur die Volkare-Szenarien haben ihn"),
    "not_his_turn": ("It is not Volkare's turn ({who})", "Volkare ist nicht am Zug ({who})"),
    "answer_attack_first": ("{target} must answer Volkare's attack first", "{target} muss zuerst auf Volkares Angriff antworten"),
    "answer_attack_first_why": ("type 'combat volkare' to fight (or answer flee)", "'combat volkare' eingeben, um zu kämpfen (oder mit fliehen antworten)"),
    "combat_running": ("A combat is running", "Ein Kampf läuft"),
    "tactic_first": ("{first} chooses a tactic first", "{first} wählt zuerst eine Taktik"),
    "tactic_first_why": ("Volkare draws his at random after the players", "Volkare zieht seine zufällig nach den Spielern"),
    "already_defeated": ("Volkare is already defeated", "Volkare ist schon besiegt"),
    "one_action": ("Only one action per turn", "Nur eine Aktion pro Zug"),
    "one_action_why": ("this turn's action was: {action}", "die Aktion dieses Zugs war: {action}"),
    "nobody_fights": ("Nobody can fight Volkare now", "Niemand kann jetzt gegen Volkare kämpfen"),
    "nobody_fights_why": ("assault him on your turn, or answer his attack", "überfalle ihn in deinem Zug, oder antworte auf seinen Angriff"),
    "army_colour": ("A {colour} token cannot be one of Volkare's troops", "Ein Plättchen in {colour} kann keine von Volkares Truppen sein"),
    "army_colour_why": ("his army has only {colours} tokens", "seine Armee hat nur Plättchen in {colours}"),
    "ask_card": ("Volkare reveals the top card of his deck ({ref})", "Volkare deckt die oberste Karte seines Decks auf ({ref})"),
    "ask_tactic": ("Volkare's tactic, drawn at random from the rest ([02])", "Volkares Taktik, zufällig aus den übrigen gezogen ([02])"),
    "ask_rest_die": ("Volkare's mana die: the army rests ([S3.1])", "Volkares Manawürfel: die Armee rastet ([S3.1])"),
    "ask_reroll": ("Re-roll the {face} Source die ([S3.1])", "Den Quellenwürfel {face} neu werfen ([S3.1])"),
    "ask_response": ("{target}: flee or fight Volkare? ([13.3])", "{target}: vor Volkare fliehen oder kämpfen? ([13.3])"),
    "ask_near": ("How far is {name} from Volkare? (1 = adjacent; far = out of reach)",
                 "Wie weit ist {name} von Volkare entfernt? (1 = benachbart; weit = außer Reichweite)"),
    "ask_fight_die": ("Volkare's mana die for this combat ([13.2])", "Volkares Manawürfel für diesen Kampf ([13.2])"),
    "ask_attack": ("Volkare's attack for a {die} die, from his token (e.g. 5 physical) ([13.2])",
                   "Volkares Angriff bei Würfel {die}, von seinem Plättchen (z. B. 5 physisch) ([13.2])"),
    "ask_troops": ("Volkare's {count} {colour} troop token(s), turned face up ([13]; {count} is mkref's one-source count: name as many as his clix dial shows, 'none' for none)",
                   "Volkares {count} Truppenplättchen ({colour}), aufgedeckt ([13]; {count} ist mkrefs Zahl aus einer Quelle: so viele nennen, wie sein Clix-Rad zeigt, 'keine' für keine)"),
    "ask_on_map": (
        "Volkare is now farther from the Portal: was the space {direction} of him on the map? (off the map he moves 1 space closer instead)",
        "Volkare ist jetzt weiter vom Portal entfernt: lag das Feld {direction} von ihm auf dem Spielplan? (aus dem Spielplan hinaus zieht er stattdessen 1 Feld näher zum Portal)",
    ),
    "walk_not_away": ("Volkare cannot be {distance} from the Portal now", "Volkare kann jetzt nicht {distance} vom Portal entfernt sein"),
    "walk_not_away_why": (
        "he was {was} away and his step would have left the map, so he moves 1 space closer to the Portal instead",
        "er war {was} entfernt und sein Schritt hätte den Spielplan verlassen, also zieht er stattdessen 1 Feld näher zum Portal",
    ),
    "walk_not_away_hint": ("Say his distance after 1 space closer: {closer}", "Nennt seine Entfernung nach 1 Feld näher: {closer}"),
    "ask_distance": (
        "Move Volkare {spaces} space(s) {direction} (off the map: 1 space closer to the Portal); his distance to the Portal now?",
        "Volkare {spaces} Feld(er) nach {direction} ziehen (aus dem Spielplan hinaus: 1 Feld näher zum Portal); seine Entfernung zum Portal jetzt?",
    ),
    "fight_started": (
        "{who} fights Volkare: his die shows {die}, his attack is {attack}, always Brutal and Assassination ([13.2]).",
        "{who} kämpft gegen Volkare: sein Würfel zeigt {die}, sein Angriff ist {attack}, immer Brutal und Attentäter ([13.2]).",
    ),
    "setup_fearful_marks": ("  [ ] Fearful slot crystals: {marks}", "  [ ] Kristalle der furchtsamen Plätze: {marks}"),
    "setup_distance": (
        "  [ ] Volkare's Camp is {distance} spaces from the Portal (mkref follows this distance)",
        "  [ ] Volkares Lager ist {distance} Felder vom Portal entfernt (mkref verfolgt diese Entfernung)",
    ),
    "result_won": (
        "Volkare is defeated: the players win. Final score {score} (lowest Fame {base} + the Volkare bonus for {cards} card(s) left in his deck; add achievements with mkref score).",
        "Volkare ist besiegt: die Spieler gewinnen. Endwertung {score} (niedrigster Ruhm {base} + Volkare-Bonus für {cards} Karte(n) in seinem Deck; Erfolge mit mkref score).",
    ),
    "result_lost": (
        "The players lose: Volkare was not stopped. Final score {score} (lowest Fame {base}; {cards} card(s) left in his deck).",
        "Die Spieler verlieren: Volkare wurde nicht aufgehalten. Endwertung {score} (niedrigster Ruhm {base}; {cards} Karte(n) in seinem Deck).",
    ),
    "result_open": (
        "The game ended before Volkare's fate was decided (score {score}, lowest Fame {base}, {cards} card(s) left).",
        "Das Spiel endete, bevor Volkares Schicksal entschieden war (Wertung {score}, niedrigster Ruhm {base}, {cards} Karte(n) übrig).",
    ),
    # variants (variants_in_game.py)
    "envy": (
        "  Envy [V5]: {player} has the most Fame alone and shuffles 1 Wound into the deck.",
        "  Neid [V5]: {player} hat allein den meisten Ruhm und mischt 1 Verletzung ins Deck.",
    ),
    "pity": (
        "  Pity [V5]: {players} (least Fame) may remove 1 Wound from the deck.",
        "  Mitleid [V5]: {players} (wenigster Ruhm) darf 1 Verletzung aus dem Deck entfernen.",
    ),
    "ghost_attack": (
        "  Ghost attack [V6]: {player} fights the face-down {colour} token of the Fame track, for no Fame or reward; then a new {colour} token replaces it (I-38).",
        "  Geisterangriff [V6]: {player} bekämpft das verdeckte {colour} Plättchen der Ruhmesleiste, ohne Ruhm oder Belohnung; danach ersetzt es ein neues {colour} Plättchen (I-38).",
    ),
    "maze_start": (
        "Maze [07.3]: the path of {price} Move is paid with new Move effects (Move left from your movement is lost); only {companion} may help, with abilities or as a damage target; the token is discarded after the fight either way; a win gives {rewards} at the end of the turn and your shield on the path.",
        "Irrgarten [07.3]: der Weg für {price} Bewegung wird mit neuen Bewegungswirkungen bezahlt (Bewegung aus der Bewegungsphase verfällt); nur {companion} darf helfen, mit Fähigkeiten oder als Schadensziel; das Plättchen wird nach dem Kampf in jedem Fall abgelegt; ein Sieg bringt {rewards} am Zugende und deinen Schild auf den Weg.",
    ),
    "reward_crystal_choice": ("a crystal of your choice", "ein Kristall nach Wahl"),
    "reward_spell": ("a Spell", "ein Zauber"),
    "reward_artifact": ("an Artifact", "ein Artefakt"),
    "reward_advanced_action": ("an Advanced Action", "eine Fortgeschrittene Aktion"),
    "upkeep_paid": (
        "  Upkeep [01]: {player} pays 1 {colour} crystal for {unit} (Magic Familiars).",
        "  Unterhalt [01]: {player} zahlt 1 {colour} Kristall für {unit} (Magische Vertraute).",
    ),
    "upkeep_removed": (
        "  Upkeep [01]: {player} does not pay: {unit} (Magic Familiars) leaves the game.",
        "  Unterhalt [01]: {player} zahlt nicht: {unit} (Magische Vertraute) verlässt das Spiel.",
    ),
    "setup_variants": ("  [ ] Variants: {names}", "  [ ] Varianten: {names}"),
    "v1_camp": (
        "  [ ] [V1] Volkare's Camp instead of one city: its tile in that city's place, its card as the city card; garrison: Volkare's army at level {level}, {count} troops face down on it ({troops}) ([V2])",
        "  [ ] [V1] Volkares Lager statt einer Stadt: sein Teil an den Platz der Stadt, seine Karte als Stadtkarte; Besatzung: Volkares Armee auf Level {level}, {count} Truppen verdeckt darauf ({troops}) ([V2])",
    ),
    "v1_assault": (
        "  [ ] [V1] Assaulting the Camp: his troops are fortified like city defenders (across a wall doubly), Volkare attacks too (I-29); each defeated troop puts your shield on his token; interacting on or next to the Camp: +1 Influence per shield of yours on his token",
        "  [ ] [V1] Überfall auf das Lager: seine Truppen sind befestigt wie Stadtverteidiger (über einen Wall doppelt), Volkare greift mit an (I-29); jede besiegte Truppe legt deinen Schild auf sein Plättchen; Interaktion auf oder neben dem Lager: +1 Einfluss je eigenem Schild auf seinem Plättchen",
    ),
    "v1_pursuit": (
        "  [ ] [V1] Pursuit, after the Camp is conquered (I-30): on the Camp or a space next to it without a shield, draw a green, a red or both tokens and fight them as your action for Fame only; one defeated: your shield marks the space for good; undefeated tokens are discarded (I-31); each pursuit shield counts {points} for Greatest Conqueror (score sheet shields: pursuit = N)",
        "  [ ] [V1] Verfolgung, nachdem das Lager erobert ist (I-30): auf dem Lager oder einem Nachbarfeld ohne Schild ein grünes, ein rotes oder beide Plättchen ziehen und als Aktion bekämpfen, nur für Ruhm; eins besiegt: dein Schild markiert das Feld für immer; unbesiegte werden abgelegt (I-31); jeder Verfolgungsschild zählt {points} für den größten Eroberer (Wertungsbogen shields: pursuit = N)",
    ),
    "v3_sizes": (
        "  [ ] [V3] Additional player: {countryside} countryside, {core} core without a city, {city} city tile(s){camp}; Source {dice} dice, unit offer {units} units",
        "  [ ] [V3] Zusätzlicher Spieler: {countryside} Landschaftsteile, {core} Zentralteile ohne Stadt, {city} Stadtteil(e){camp}; Quelle {dice} Würfel, Einheitenangebot {units} Einheiten",
    ),
    "v3_camp": (" (the 5th city is Volkare's Camp, [V1])", " (die 5. Stadt ist Volkares Lager, [V1])"),
    "v3_tactics": (
        "  [ ] [V3] Four players together: no tactic card leaves the game, whatever the scenario says",
        "  [ ] [V3] Vier Spieler kooperativ: keine Taktikkarte verlässt das Spiel, egal was das Szenario sagt",
    ),
    "v4_setup": (
        "  [ ] [V4] Solo offer control: at each round's end the lowest spell and the lowest Advanced Action leave the game; you may also remove the middle one of either offer, decided before new cards are revealed",
        "  [ ] [V4] Kartenangebot steuern (Solo): an jedem Rundenende verlassen der unterste Zauber und die unterste Fortgeschrittene Aktion das Spiel; du darfst zusätzlich die mittlere Karte eines oder beider Angebote entfernen, entschieden bevor neue Karten aufgedeckt werden",
    ),
    "v4_ask_middle_spells": ("Offer control [V4]: the lowest Spell leaves; remove the middle one ({card}) too? (yes/no)",
                             "Kartenangebot [V4]: der unterste Zauber geht; auch den mittleren ({card}) entfernen? (ja/nein)"),
    "v4_ask_middle_advanced_actions": ("Offer control [V4]: the lowest Advanced Action leaves; remove the middle one ({card}) too? (yes/no)",
                                       "Kartenangebot [V4]: die unterste Fortgeschrittene Aktion geht; auch die mittlere ({card}) entfernen? (ja/nein)"),
    "v4_round_end_out": (
        "  Offer control [V4]: remove the lowest spell and the lowest Advanced Action from the game; remove the middle one of either offer too? Decide now, then slide the rest down and reveal new cards.",
        "  Kartenangebot [V4]: den untersten Zauber und die unterste Fortgeschrittene Aktion aus dem Spiel nehmen; auch die mittlere Karte eines Angebots? Jetzt entscheiden, dann nachrutschen lassen und neue Karten aufdecken.",
    ),
    "v4_round_end_under": (
        "  Offer control [V4]: put the lowest spell and the lowest Advanced Action under their decks; the middle one of either offer too? Decide now, then slide the rest down and reveal new cards.",
        "  Kartenangebot [V4]: den untersten Zauber und die unterste Fortgeschrittene Aktion unter ihre Stapel legen; auch die mittlere Karte eines Angebots? Jetzt entscheiden, dann nachrutschen lassen und neue Karten aufdecken.",
    ),
    # set-up checklist (setup.py)
    "colour_white": ("white", "weiß"),
    "colour_grey": ("grey", "grau"),
    "colour_brown": ("brown", "braun"),
    "colour_violet": ("violet", "violett"),
    "colour_red": ("red", "rot"),
    "colour_green": ("green", "grün"),
    "colour_blue": ("blue", "blau"),
    "setup_title": (
        "{name}: {players} player(s), combat level {combat}, race level {race}",
        "{name}: {players} Spieler, Kampflevel {combat}, Wettlauflevel {race}",
    ),
    "setup_tiles": (
        "  [ ] Map tiles: {countryside} countryside, {core} core without a city, {city} city tile(s), and Volkare's Camp ([S3] scenario card)",
        "  [ ] Spielplanteile: {countryside} Landschaftsteile, {core} Zentralteile ohne Stadt, {city} Stadtteil(e) und Volkares Lager ([S3] Szenariokarte)",
    ),
    "setup_tiles_unknown": (
        "  [ ] Map tiles: as the scenario card says (no source we have gives the numbers)",
        "  [ ] Spielplanteile: laut Szenariokarte (keine unserer Quellen nennt die Zahlen)",
    ),
    "setup_city_level": ("  [ ] City level {level}", "  [ ] Stadtlevel {level}"),
    "setup_volkare": (
        "  [ ] Volkare at level {level} on his Camp: {count} troops face down beside his token ({troops}) ([13])",
        "  [ ] Volkare auf Level {level} auf seinem Lager: {count} Truppen verdeckt neben seinem Plättchen ({troops}) ([13])",
    ),
    "setup_deck": (
        "  [ ] His deck ({size} cards): the 16 Basic Actions of a hero nobody plays, the 4 interactive spells ({spells}) taken out of the spell deck, {wounds} Wounds; shuffle; his mana die beside it ([S3])",
        "  [ ] Sein Deck ({size} Karten): die 16 Basis-Aktionen eines Helden, den niemand spielt, die 4 interaktiven Zauber ({spells}) aus dem Zauberdeck, {wounds} Verletzungen; mischen; sein Manawürfel daneben ([S3])",
    ),
    "setup_source": (
        "  [ ] Source: {dice} dice; unit offer: {units} units; mark {fearful} offer slot(s) as fearful with a crystal each, filled first ([01], [S3])",
        "  [ ] Quelle: {dice} Würfel; Einheitenangebot: {units} Einheiten; {fearful} Angebotsplatz/-plätze mit je einem Kristall als furchtsam markieren, zuerst belegen ([01], [S3])",
    ),
    "setup_tactics": (
        "  [ ] Tactics: the players choose first, then Volkare draws one at random; none leaves the game ([02])",
        "  [ ] Taktiken: erst wählen die Spieler, dann zieht Volkare zufällig; keine verlässt das Spiel ([02])",
    ),
    "setup_rounds": ("  [ ] {rounds} rounds", "  [ ] {rounds} Runden"),
    "setup_path": (
        "  [ ] His path: white {white}, blue {blue}, green {green} (check the arrows on the scenario card), red cards attack ([S3.1])",
        "  [ ] Sein Weg: weiß {white}, blau {blue}, grün {green} (Pfeile auf der Szenariokarte prüfen), rote Karten greifen an ([S3.1])",
    ),
    "setup_portal": (
        "  [ ] The Portal closes when he comes within {distance}; heroes on it are then eliminated ([S3])",
        "  [ ] Das Portal schließt, sobald er bis auf {distance} herankommt; Helden darauf scheiden aus ([S3])",
    ),
    "setup_blitz": (
        "  [ ] Blitz: start at Reputation {reputation} and Fame {fame}; +1 Fame per level; the city tile at the bottom of the stack ([S2])",
        "  [ ] Blitz: Start mit Ansehen {reputation} und Ruhm {fame}; +1 Ruhm je Level; das Stadtteil unten in den Stapel ([S2])",
    ),
    # refusals and questions of the tracked game (sites_in_game, units_in_game, skills_in_game, variants_setup)
    "site_maze": ("Maze", "Irrgarten"),
    "site_labyrinth": ("Labyrinth", "Labyrinth"),
    "ask_deep_mine": (
        "Deep Mine: the crystal colour {player} takes, one shown on the mine ({colours}) ([07.4])",
        "Untertagebergwerk: die Kristallfarbe, die {player} nimmt, eine der auf dem Bergwerk gezeigten ({colours}) ([07.4])",
    ),
    "no_companion_two": ("Only one unit may go along", "Nur eine Einheit darf mitgehen"),
    "no_companion_two_why": (
        "you choose at most one ready, unwounded unit as companion",
        "du wählst höchstens eine bereite, unverletzte Einheit als Begleiter",
    ),
    "no_such_unit": ("{player} has no unit '{unit}'", "{player} hat keine Einheit '{unit}'"),
    "no_such_unit_hint": ("Name one of your units, or none", "Nenne eine deiner Einheiten oder keine"),
    "companion_unfit": ("{unit} cannot go along", "{unit} kann nicht mitgehen"),
    "companion_unfit_why": ("the companion must be ready and unwounded", "der Begleiter muss bereit und unverletzt sein"),
    "no_maze_here": ("There is no Maze or Labyrinth here", "Hier ist kein Irrgarten und kein Labyrinth"),
    "no_maze_here_why": ("end your move on one first", "beende deine Bewegung zuerst auf einem"),
    "maze_is_action": ("Entering is the turn's action", "Das Betreten ist die Aktion des Zugs"),
    "maze_action_done": ("this turn's action was: {action}", "die Aktion dieses Zugs war: {action}"),
    "maze_which_path": ("Which path: the Move you pay for it?", "Welcher Pfad: wie viel Bewegung zahlst du dafür?"),
    "maze_no_path": ("{price} Move opens no path", "{price} Bewegung öffnet keinen Pfad"),
    "maze_no_path_why": (
        "a path costs at least 2; nothing happens and your action is not used (I-15)",
        "ein Pfad kostet mindestens 2; nichts geschieht und deine Aktion ist nicht verbraucht (I-15)",
    ),
    "ask_maze_token": ("The {colour} token drawn for the {site} ([07.3])", "Das {colour}e Plättchen, gezogen für {site} ([07.3])"),
    "ask_maze_crystal": (
        "Maze reward: crystal {number}, a basic colour of {player}'s choice ([07.3])",
        "Belohnung des Irrgartens: Kristall {number}, eine Grundfarbe nach Wahl von {player} ([07.3])",
    ),
    "ask_familiars_mana": (
        "Magic Familiars: the basic mana paid besides the Influence (red, blue, white, green) ([06.2])",
        "Magische Vertraute: das Grundmana, das neben dem Einfluss gezahlt wird (rot, blau, weiß, grün) ([06.2])",
    ),
    "ask_familiars_upkeep": (
        "{player}: upkeep of {unit}: a crystal ({colours}) or 'remove' it from the game ([01])",
        "{player}: Unterhalt von {unit}: ein Kristall ({colours}) oder 'entfernen' (aus dem Spiel) ([01])",
    ),
    "none_held": ("none held", "keiner vorhanden"),
    "banner_taken": ("{player}'s Banner of Command already leads a unit", "Das Banner des Befehls von {player} führt schon eine Einheit"),
    "banner_taken_why": ("it stands in for one Command token only", "es ersetzt nur ein Befehlsplättchen"),
    "no_turn": ("No turn is running", "Es läuft kein Zug"),
    "whose_skill": ("Whose skill?", "Wessen Fähigkeit?"),
    "not_a_player": ("'{name}' is not a player", "'{name}' ist kein Spieler"),
    "no_open_skill": ("{owner} has no open cooperative skill", "{owner} hat keine offene kooperative Fähigkeit"),
    "no_open_skill_why": (
        "its secondary effect was used, has expired, or was never triggered",
        "ihre Zweitwirkung wurde genutzt, ist abgelaufen oder wurde nie ausgelöst",
    ),
    "secondary_not_now": (
        "The secondary effect of {owner}'s skill cannot be used by {user} now",
        "Die Zweitwirkung der Fähigkeit von {owner} kann {user} jetzt nicht nutzen",
    ),
    "secondary_solo": ("solo, only the owner uses it, in his next turn", "solo nutzt sie nur der Besitzer, in seinem nächsten Zug"),
    "secondary_coop": (
        "another player uses it before the owner's next turn; never the owner, and two turns in a row end it",
        "ein anderer Spieler nutzt sie vor dem nächsten Zug des Besitzers; nie der Besitzer, und zwei Züge hintereinander beenden sie",
    ),
    "v3_count": ("The additional player is the {wanted}th player of a {kind} game, not {n}", "Der zusätzliche Spieler ist der {wanted}. Spieler eines {kind} Spiels, nicht der {n}."),
    "kind_cooperative": ("cooperative", "kooperativen"),
    "kind_competitive": ("competitive", "kompetitiven"),
    "v3_count_why": (
        "it adds a 5th player to a competitive or a 4th to a cooperative game",
        "er kommt als 5. Spieler zu einem kompetitiven oder als 4. zu einem kooperativen Spiel",
    ),
    "v4_solo_only": ("Solo offer control is for one player", "Die Solo-Angebotskontrolle ist für einen Spieler"),
    "v4_players_given": ("{n} players are given", "{n} Spieler sind angegeben"),
    "v1_no_city": ("{scenario} has no city to replace", "{scenario} hat keine Stadt, die ersetzt werden könnte"),
    "v1_no_city_why": ("Volkare's Camp takes the place of one city", "Volkares Lager nimmt den Platz einer Stadt ein"),
    "v1_level": ("Volkare's Camp needs his level", "Volkares Lager braucht sein Level"),
    "v1_level_why": (
        "choose one as high as the city it replaces ([V1]; at least 4, [V2])",
        "wähle eines so hoch wie die Stadt, die es ersetzt ([V1]; mindestens 4, [V2])",
    ),
    "v1_level_hint": ("Add --volkare-level N", "Ergänze --volkare-level N"),
})


def colours(idents: tuple[str, ...] | list[str]) -> Named:
    """Colours put into a sentence, as a list: their ids in English (as they always read), German words in German."""
    return Named(", ".join(idents), ", ".join(colour(c) for c in idents))


def colour(ident: str) -> str:
    key = f"colour_{ident}"
    return MESSAGES.text(key, "de") if key in MESSAGES else ident


def colour_named(ident: str) -> Named:
    return Named(ident, colour(ident))


DIRECTIONS_DE = {"NE": "NO", "E": "O", "SE": "SO", "SW": "SW", "W": "W", "NW": "NW"}  # Nordost, Ost, Südost, ...


def direction_named(ident: str) -> Named:
    """A direction on the map: NE, E, SE ... in English, NO, O, SO ... in German."""
    return Named(ident, DIRECTIONS_DE.get(ident, ident))


ELEMENT_WORDS_DE = {"physical": "physisch", "fire": "Feuer", "ice": "Eis", "coldfire": "Kaltes Feuer", "cold_fire": "Kaltes Feuer"}


def attack_named(english: str) -> Named:
    """Volkare's attack as the table reads it ('5 physical' -> '5 physisch' in German)."""
    value, _, element = english.partition(" ")
    return Named(english, f"{value} {ELEMENT_WORDS_DE.get(element, element)}".strip())
