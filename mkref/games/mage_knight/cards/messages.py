"""Every sentence the cards rules say to the table, in English and German, and the refusal they raise."""

from __future__ import annotations

from mkref.core.errors import RuleViolation
from mkref.core.messages import Messages

MESSAGES = Messages({
    # the deed deck (pp. 3, 4, 6, 11)
    "not_in_hand": (
        "{card} cannot be in your hand: all your copies ({owned}) are already named elsewhere",
        "{card} kann nicht auf deiner Hand sein: alle deine Exemplare ({owned}) sind schon anderswo genannt",
    ),
    "on_top_of_deck": (
        "{card} lies on top of your deed deck (a card gained goes there); it comes into your hand with the next draw",
        "{card} liegt oben auf deinem Handlungsdeck (eine erhaltene Karte kommt dorthin); sie kommt beim nächsten Ziehen auf die Hand",
    ),
    "talent_colour": (
        "Magic Talent allows a {colour} Spell from the offer this turn; {card} is not {colour}",
        "Magietalent erlaubt in diesem Zug einen Zauber in {colour} aus dem Angebot; {card} ist nicht {colour}",
    ),
    "tbl.from_offer": (" (from the Spell offer, Magic Talent)", " (aus dem Zauberangebot, Magietalent)"),
    "not_owned": ("{card} is not one of your deed cards", "{card} gehört nicht zu deinen Handlungskarten"),
    "hand_empty": ("Your hand has no card left to play", "Auf deiner Hand ist keine Karte mehr zum Ausspielen"),
    "wound_not_played": ("A Wound can never be played, not even sideways", "Eine Verletzung kann nie ausgespielt werden, auch nicht quer"),
    "no_wound_in_hand": ("You have no Wound in your hand", "Du hast keine Verletzung auf der Hand"),
    "draw_more_than_deck": ("Only {deck} card(s) are left in your deed deck", "In deinem Handlungsdeck sind nur noch {deck} Karte(n)"),
    "wounds_more_than_drawn": ("{wounds} Wound(s) among {count} drawn card(s) is impossible", "{wounds} Verletzung(en) unter {count} gezogenen Karte(n) ist unmöglich"),
    "announce_deck_not_empty": (
        "The end of the round may be announced only with an empty deed deck; {deck} card(s) are left",
        "Das Rundenende darf nur mit leerem Handlungsdeck angesagt werden; es sind noch {deck} Karte(n) darin",
    ),
    "announce_forced": (
        "Your deed deck and your hand are empty: you must announce the end of the round",
        "Handlungsdeck und Hand sind leer: Du musst das Rundenende ansagen",
    ),
    "announce_again": ("The end of the round has already been announced", "Das Rundenende wurde schon angesagt"),
    "rest_standard_needs_card": (
        "Your hand holds only Wounds: that is slow recovery (discard one Wound), not a standard rest",
        "Deine Hand hält nur Verletzungen: Das ist langsame Erholung (eine Verletzung ablegen), keine normale Rast",
    ),
    "rest_slow_has_card": (
        "Slow recovery is only for a hand of Wounds; you hold {cards} other card(s): rest normally",
        "Langsame Erholung gibt es nur mit einer Hand aus Verletzungen; du hast {cards} andere Karte(n): raste normal",
    ),
    "rest_slow_no_wound": ("Slow recovery needs a Wound in your hand", "Langsame Erholung braucht eine Verletzung auf der Hand"),
    "rest_discard_wounds": ("You have only {wounds} Wound(s) in your hand", "Du hast nur {wounds} Verletzung(en) auf der Hand"),
    "discard_wound": ("Wounds may not be discarded this way", "Verletzungen dürfen so nicht abgelegt werden"),
    "requirement": (
        "{card} needs {what}, and your hand has no other card for it",
        "{card} braucht {what}, und deine Hand hat keine andere Karte dafür",
    ),
    # playing (p. 4)
    "no_powered": ("{card} has no powered effect", "{card} hat keine starke Wirkung"),
    "spell_powered_day": (
        "The powered effect of a Spell needs black mana, which cannot be used by Day",
        "Die starke Wirkung eines Zaubers braucht schwarzes Mana, das bei Tag nicht nutzbar ist",
    ),
    "sideways_kind": (
        "A card played sideways gives Move, Influence, Attack or Block 1, not '{kind}'",
        "Eine quer gespielte Karte gibt Bewegung, Einfluss, Angriff oder Block 1, nicht '{kind}'",
    ),
    "choice_needed": ("{card}: choose one of: {options}", "{card}: wähle eins von: {options}"),
    "choice_unknown": ("{card} offers no option '{option}'; it offers: {options}", "{card} bietet keine Option '{option}'; sie bietet: {options}"),
    "words_unused": ("{card} has no use for '{words}'", "{card} kann mit '{words}' nichts anfangen"),
    "count_needed": ("{card}: say how many ({what})", "{card}: sag, wie viele ({what})"),
    "combine_needs_action": ("{card} must be played with another Action card", "{card} muss mit einer anderen Aktionskarte gespielt werden"),
    # mana (p. 5)
    "mana_needed": ("{card} needs {colour} mana", "{card} braucht {colour}es Mana"),
    "mana_wrong": ("{card} needs {need} mana; {paid} does not pay it", "{card} braucht {need}es Mana; {paid} bezahlt das nicht"),
    "gain_kind": ("{card} is not a card of the kind '{what}': name the card after its kind (gain artifact|spell|aa NAME)",
                  "{card} ist keine Karte der Art '{what}': nenne die Karte nach ihrer Art (gain artifact|spell|aa NAME)"),
    "skill_own_hero": ("{skill} is a skill of your own hero: from the common offer you take another player's skill",
                       "{skill} ist eine Fähigkeit deines eigenen Helden: Aus dem allgemeinen Angebot nimmst du die eines anderen Spielers"),
    "gold_colour_needed": ("{card}: gold mana counts as a basic colour of your choice; name it (e.g. 'die gold blue')",
                           "{card}: goldenes Mana zählt als Grundfarbe deiner Wahl; nenne sie (z. B. 'Würfel gold blau')"),
    "skill_needs_wound": ("{skill} discards a Wound from your hand, no other card (you hold {wounds} Wound(s))",
                          "{skill} legt eine Verletzung von deiner Hand ab, keine andere Karte (du hast {wounds} Verletzung(en))"),
    "colour_needed_one": (
        "{card}: name the colour you gain ({colours}), e.g. 'blue'",
        "{card}: nenne die Farbe, die du erhältst ({colours}), z. B. 'blau'",
    ),
    "colour_needed": (
        "{card}: name the colour of what you gain, one for all or one each of the {count} ({colours}), e.g. 'blue'",
        "{card}: nenne die Farbe des Erhaltenen, eine für alle oder je eine der {count} ({colours}), z. B. 'blau'",
    ),
    "mana_needed_die_used": (
        "{card} needs {colour} mana: no token or crystal of it, and the Source die of this turn is already taken "
        "or pays the card's other mana (one a turn unless a card allows more)",
        "{card} braucht {colour}es Mana: kein Marker oder Kristall davon, und der Würfel aus der Quelle ist in diesem "
        "Zug schon genommen oder bezahlt das andere Mana der Karte (einer pro Zug, wenn keine Karte mehr erlaubt)",
    ),
    "black_by_day": ("Black mana cannot be used by Day", "Schwarzes Mana ist bei Tag nicht nutzbar"),
    "gold_at_night": ("Gold mana cannot be used at Night", "Goldenes Mana ist bei Nacht nicht nutzbar"),
    "second_die": (
        "You have already taken {used} die (dice) from the Source this turn; a card must allow more",
        "Du hast in diesem Zug schon {used} Würfel aus der Quelle genommen; eine Karte müsste mehr erlauben",
    ),
    "die_not_in_source": ("No die showing {colour} is in the Source ({dice})", "In der Quelle liegt kein Würfel mit {colour} ({dice})"),
    "no_crystal": ("You have no {colour} crystal", "Du hast keinen Kristall in {colour}"),
    "no_token": ("You have no {colour} mana token", "Du hast keinen Manamarker in {colour}"),
    "mana_friendly_gold": (
        "Mana friendly: a gold die cannot stand in for {colour} while a {colour} die is unused in the Source",
        "Manafreundlich: Ein goldener Würfel darf nicht für {colour} stehen, solange ein Würfel mit {colour} ungenutzt in der Quelle liegt",
    ),
    "crystal_full": ("You already have 3 {colour} crystals: you get a {colour} mana token instead", "Du hast schon 3 Kristalle in {colour}: Du erhältst stattdessen einen Manamarker"),
    "mana_source": ("'{text}' is not a mana source; say die, crystal or token and a colour (die red)", "'{text}' ist keine Manaquelle; nenne Würfel, Kristall oder Marker und eine Farbe (Würfel rot)"),
    # offers and level-ups (pp. 4, 5, 11)
    "not_in_offer": ("{card} is not in the {offer} offer ({cards})", "{card} liegt nicht im Angebot: {offer} ({cards})"),
    "offer_lowest": (
        "With a common skill you take the lowest Advanced Action of the offer, {card}",
        "Mit einer allgemeinen Fähigkeit nimmst du die unterste Fortgeschrittene Aktion des Angebots, {card}",
    ),
    "skill_not_drawn": ("{skill} is not one of the two skills you drew ({drawn})", "{skill} ist keine der beiden gezogenen Fähigkeiten ({drawn})"),
    "skill_not_common": ("{skill} is not in the common skill offer", "{skill} liegt nicht im allgemeinen Fähigkeitsangebot"),
    "no_level_choice": ("No even-level choice is waiting", "Es steht keine Wahl für einen geraden Level an"),
    # skills (p. 5)
    "skill_not_owned": ("You do not have the skill {skill}", "Du hast die Fähigkeit {skill} nicht"),
    "skill_used_turn": ("{skill} has already been used this turn (once a turn)", "{skill} wurde in diesem Zug schon benutzt (1x pro Zug)"),
    "skill_used_round": ("{skill} is face down until the next round (once a round)", "{skill} liegt bis zur nächsten Runde verdeckt (1x pro Runde)"),
    "skill_permanent": ("{skill} works all the time; it is not used", "{skill} wirkt immer; sie wird nicht eingesetzt"),
    "skill_in_combat": ("{skill} cannot be used during combat", "{skill} kann im Kampf nicht benutzt werden"),
    "skill_out_of_combat": ("{skill} can only be used in combat", "{skill} kann nur im Kampf benutzt werden"),
    "skill_other_turn": ("{skill} can only be used in your own turn", "{skill} kann nur in deinem eigenen Zug benutzt werden"),
    # what the referee says
    "by_value": (
        "{points}: taken as told; the referee does not check cards played by value",
        "{points}: wie angesagt übernommen; der Schiedsrichter prüft nach Wert gespielte Karten nicht",
    ),
    "not_tracked": (
        "This game does not track the cards in hand; start one with 'mkref new mage-knight ... --cards', or play by value (play 4 move)",
        "Dieses Spiel führt die Handkarten nicht; starte eines mit 'mkref new mage-knight ... --cards' oder spiele nach Wert (play 4 move)",
    ),
    "no_card_points": (
        "No {kind} from cards is waiting: play the cards first (play rage attack), or give the values",
        "Es wartet kein {kind} von Karten: spiele erst die Karten (play rage attack) oder nenne die Werte",
    ),
    "ask_aa": ("The Advanced Action that came up for the offer", "Die Fortgeschrittene Aktion, die für das Angebot aufgedeckt wurde"),
    "ask_spell": ("The Spell that came up for the offer", "Der Zauber, der für das Angebot aufgedeckt wurde"),
    "ask_fight_cards": ("How many cards from the hand did {name} play in the fight?", "Wie viele Handkarten hat {name} im Kampf ausgespielt?"),
    "ask_wounds": ("How many Wounds among the {count} card(s) drawn?", "Wie viele Verletzungen unter den {count} gezogenen Karte(n)?"),
    "ask_wounds_of": ("{who}: How many Wounds among the {count} card(s) drawn?", "{who}: Wie viele Verletzungen unter den {count} gezogenen Karte(n)?"),
    "played": ("{card} ({mode}): {effect}", "{card} ({mode}): {effect}"),
    # the rules lookup of a card or skill (lookup.py)
    "lookup.replaces": (" (replaces {card})", " (ersetzt {card})"),
    "lookup.wound": (". Never played, not even sideways; discarded only where an effect allows it.",
                     ". Kann nie ausgespielt werden, auch nicht quer; ablegen nur, wo eine Wirkung es erlaubt."),
    "lookup.effects": ("{head}. Basic{basic_cost}: {basic}. Powered{powered_name}{powered_cost}: {powered}.",
                       "{head}. Einfach{basic_cost}: {basic}. Stark{powered_name}{powered_cost}: {powered}."),
    "lookup.interactive": (" Interactive spell: removed in solo and cooperative games (p. 16).",
                           " Interaktiver Zauber: in Solo- und Koop-Spielen entfernt (S. 16)."),
    "lookup.mana": (" (1 {colour} mana)", " (1 Mana {colour})"),
    "lookup.night_mana": (" (at Night only, 1 {colour} + 1 black mana)", " (nur nachts, 1 Mana {colour} + 1 schwarzes)"),
    "lookup.throw_away": (" (throw the card away)", " (Karte entfernen)"),
    "lookup.any_turn": (", also in other players' turns", ", auch in Zügen anderer Spieler"),
    "lookup.not_in_combat": (", not in combat", ", nicht im Kampf"),
    "lookup.only_in_combat": (", only in combat", ", nur im Kampf"),
    "lookup.skill": ("Skill ({hero}), {use}{extra}. {effect}.", "Fähigkeit ({hero}), {use}{extra}. {effect}."),
    "word.or": (" or ", " oder "),
    "req.action": ("another Action card", "eine andere Aktionskarte"),
    "req.card": ("another card", "eine andere Karte"),
    # what the table reads after a card command (table.py)
    "tbl.points_used": ("  (the {what} of the cards played is used up)", "  ({what} der gespielten Karten verbraucht)"),
    "tbl.bought": ("{player}: {card} on top of the deed deck", "{player}: {card} oben aufs Handlungsdeck"),
    "tbl.level_choice": ("{player}: skill {skill}, Advanced Action {action} (on top of the deed deck; option {option})",
                         "{player}: Fähigkeit {skill}, Fortgeschrittene Aktion {action} (oben aufs Handlungsdeck; Option {option})"),
    "tbl.level_choice_hand": ("{player}: skill {skill}, Advanced Action {action} (on top of the deed deck, so the draw of the "
                              "turn's end took it into the hand; option {option})",
                              "{player}: Fähigkeit {skill}, Fortgeschrittene Aktion {action} (oben aufs Handlungsdeck, also hat "
                              "das Nachziehen am Zugende sie auf die Hand genommen; Option {option})"),
    "tbl.levelup": ("even-level choice: type 'levelup'", "Levelaufstieg: wähle mit 'levelup'"),
    "hand.skills": ("; skills: {skills}", "; Fähigkeiten: {skills}"),
    "hand.levelup": ("; even-level choice due: type 'levelup'", "; Levelaufstieg: wähle mit 'levelup'"),
    "hand.line": ("Deed deck {deck}, hand {hand} ({wounds} Wound(s)), discard {discard}{extra}",
                  "Handlungsdeck {deck}, Hand {hand} ({wounds} Verletzung(en)), Ablage {discard}{extra}"),
    # the questions a card command asks when it is incomplete (cards/table.py, play_words.py, player_cards.py)
    "ask.which_card": ("Which card?", "Welche Karte?"),
    "ask.which_card_hint": ("play march, play march powered, play rage sideways attack; points by value: play 4 move",
                            "spiele Marsch, spiele Marsch stark, spiele Wut quer Angriff; Punkte als Wert: spiele 4 Bewegung"),
    "ask.which_card_with": ("Name it after 'with': play improvisation attack with march",
                            "Nenne sie nach 'mit': spiele Improvisation Angriff mit Marsch"),
    "ask.which_card_buy": ("buy spell fireball | buy aa agility", "kaufe Zauber Feuerball | kaufe FA Wendigkeit"),
    "ask.which_skill": ("Which skill?", "Welche Fähigkeit?"),
    "ask.which_skill_hint": ("use double time", "nutze Doppeltempo"),
    "ask.which_offer": ("Which offer?", "Welches Angebot?"),
    "ask.which_offer_hint": ("offer aa fire_bolt agility training | offer spells fireball chill cure",
                             "angebot fa Feuerblitz Wendigkeit Training | angebot zauber Feuerball Frost Heilung"),
    "ask.not_in_offer": ("{card} is not a card of that offer", "{card} ist keine Karte dieses Angebots"),
    "ask.levelup": ("Say the skills and the Advanced Action", "Nenne die Fähigkeiten und die Fortgeschrittene Aktion"),
    "ask.levelup_hint": ("levelup KEPT_SKILL OTHER_SKILL ADVANCED_ACTION | levelup common SKILL DRAWN1 DRAWN2",
                         "aufstieg BEHALTENE_FÄHIGKEIT ANDERE_FÄHIGKEIT FA | aufstieg allgemein FÄHIGKEIT GEZOGEN1 GEZOGEN2"),
    "ask.not_a_count": ("'{word}' is not a count", "'{word}' ist keine Anzahl"),
    "ask.count_hint": ("For example: wounds=2, blocked=1, enemies=3", "Zum Beispiel: verletzungen=2, geblockt=1, feinde=3"),
    "ask.sideways_as": ("Sideways as what?", "Quer als was?"),
    "ask.sideways_hint": ("play rage sideways move|influence|attack|block", "spiele Wut quer Bewegung|Einfluss|Angriff|Block"),
    "no.turn_running": ("No turn is running", "Kein Zug läuft"),
    "no.turn_running_why": ("prepare the round and choose tactics first", "erst die Runde vorbereiten und Taktiken wählen"),
})

MODES = {"basic": ("basic", "einfach"), "powered": ("powered", "stark"), "sideways": ("sideways", "quer")}
COLOURS = {
    "red": ("red", "rot"), "blue": ("blue", "blau"), "white": ("white", "weiß"), "green": ("green", "grün"),
    "gold": ("gold", "gold"), "black": ("black", "schwarz"),
}


def german(lang: str) -> bool:
    """Whether the table reads German (the word-building of words.py turns on it)."""
    return lang == "de"


def pick(pair: tuple[str, str], lang: str) -> str:
    """One of a pair of words (English, German) in the table's language."""
    return pair[1] if lang == "de" else pair[0]


def colour_word(colour: str, lang: str) -> str:
    return COLOURS.get(colour, (colour, colour))[1 if lang == "de" else 0]


def colour_named(colour: str) -> str:
    """A colour put into a catalogue sentence: English as a ``str``, said in German at a German table."""
    from mkref.core.messages import Named

    english, german = COLOURS.get(colour, (colour, colour))
    return Named(english, german)


def refuse(key: str, ref: str, lang: str = "en", **values: object) -> RuleViolation:
    """The refusal for a rule, with the page that states the rule: a catalogue sentence the shell says in the
    session's language (``lang`` is no longer read: the state holds no language)."""
    del lang
    return RuleViolation(MESSAGES.said(key, **values), ref=ref)
