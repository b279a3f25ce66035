"""What the variants (pp. 16-17) and Dungeon Lords' tunnels (p. 21) refuse and ask, in English and German."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    # table/variants.py
    "variants.conflict": ("{name} and {other} cannot be played together", "{name} und {other} können nicht zusammen gespielt werden"),
    "variants.conflict_why": ("they change the same rule", "sie ändern dieselbe Regel"),
    "variants.conflict_hint": ("Choose one of them", "Wähle eine der beiden"),
    "variants.unfit": ("{name} does not fit {scenario}", "{name} passt nicht zu {scenario}"),
    "variants.unfit_hint": ("Play it without this variant", "Spiele es ohne diese Variante"),
    "variants.min_players": ("{name} needs at least {count} players", "{name} braucht mindestens {count} Spieler"),
    "variants.players_given": ("{count} given", "{count} angegeben"),
    "variants.rampaging_space": ("the {colour} rampaging space {number}", "das Feld {number} der umherziehenden Feinde ({colour})"),
    "variants.roaming_die": ("Roaming Evil!: the mana die rolled for {where}", "Umherziehendes Übel!: der Manawürfel, gewürfelt für {where}"),
    "variants.gold_which": ("Mana friendly: say which colour the gold die stands for", "Manafreundlich: sag, für welche Farbe der goldene Würfel steht"),
    "variants.gold_which_hint": ("For example: die gold for red", "Zum Beispiel: die gold for red"),
    "variants.gold_refused": ("The gold die may not stand for {colour}", "Der goldene Würfel darf nicht für {colour} stehen"),
    "variants.gold_refused_why": (
        "a {colour} die is still unused in the Source (Mana friendly)",
        "ein Würfel in {colour} ist in der Quelle noch unbenutzt (Manafreundlich)",
    ),
    "variants.gold_refused_hint": ("Take it: die {colour}", "Nimm ihn: die {colour}"),
    # table/dungeon_lords.py
    "tunnel.not_here_game": ("Tunnels belong to Dungeon Lords", "Tunnel gibt es nur in Dungeon Lords"),
    "tunnel.not_here_game_why": (
        "only there are the conquered Tombs and Dungeons joined",
        "nur dort sind die eroberten Grabstätten und Dungeons verbunden",
    ),
    "tunnel.after_action": ("No moving after the action", "Keine Bewegung nach der Aktion"),
    "tunnel.after_action_why": (
        "movement comes before the one action of the turn",
        "die Bewegung kommt vor der einen Aktion des Zugs",
    ),
    "tunnel.no_start": ("No tunnel from here", "Von hier führt kein Tunnel"),
    "tunnel.no_start_why": (
        "the tunnels start on a conquered Tomb or Dungeon",
        "die Tunnel beginnen auf einer eroberten Grabstätte oder einem eroberten Dungeon",
    ),
    "tunnel.say_distance": ("Say the distance and the space reached", "Sag die Entfernung und das erreichte Feld"),
    "tunnel.bad_end": ("A tunnel ends on a conquered Tomb or Dungeon", "Ein Tunnel endet auf einer eroberten Grabstätte oder einem eroberten Dungeon"),
    "tunnel.no_move": ("Not enough Move points for the tunnel", "Nicht genug Bewegungspunkte für den Tunnel"),
    "tunnel.no_move_why": (
        "{base} + {distance} for the distance = {cost}, you have {move}",
        "{base} + {distance} für die Entfernung = {cost}, du hast {move}",
    ),
    "tunnel.no_move_hint": ("Play more: play N move", "Spiel mehr aus: play N move"),
}
