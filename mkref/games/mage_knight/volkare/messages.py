"""The sentences the table reads about Volkare and the walls, in English and German."""

from __future__ import annotations

from mkref.core.messages import Messages

MESSAGES = Messages({
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
    "card_action": ("{colour} action", "{colour} Aktionskarte"),
    "card_spell": ("{colour} spell", "{colour} Zauber"),
})
