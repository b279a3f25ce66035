"""The step-by-step lines of a combat (combat/engine.py), in English and German. The engine writes each line's
English itself (a legal sheet never loads this catalogue, for speed); tests/unit/test_messages.py checks that
every line it writes reads exactly as its English text here."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    "step.card_wounds": (
        "{wounds} wound(s) taken into the hand this combat from card effects count towards knock-out.",
        "{wounds} Verletzung(en), die in diesem Kampf durch Karteneffekte auf die Hand kamen, zählen für die Bewusstlosigkeit.",
    ),
    "step.hero": ("Hero {level}armor {armor}, hand limit {limit}.", "Held {level}Rüstung {armor}, Handkartenlimit {limit}."),
    "step.hero_level": ("level {level}: ", "Level {level}: "),
    "step.assault_cost": (
        "Assaulting a {site} costs {cost} reputation, whatever the outcome.",
        "Ein Überfall auf diesen Ort ({site}) kostet {cost} Ansehen, wie auch immer er ausgeht.",
    ),
    "step.start_cost": (
        "Starting this combat at a {site} costs {cost} reputation, whatever the outcome.",
        "Einen Kampf an diesem Ort ({site}) zu beginnen kostet {cost} Ansehen, wie auch immer er ausgeht.",
    ),
    "step.foe": ("{label}: {text}.", "{label}: {text}."),
    "step.city": ("{city}: {text}", "{city}: {text}"),
    "step.city_armor": ("every defender has armor +{armor}", "jeder Verteidiger hat Rüstung +{armor}"),
    "step.city_fire_ice": (
        "defenders' fire and ice attacks +{fire_ice}, cold fire attacks +{cold_fire}",
        "Feuer- und Eisangriffe der Verteidiger +{fire_ice}, Kalte-Feuer-Angriffe +{cold_fire}",
    ),
    "step.city_gains": ("defenders' physical attacks gain {gains}", "physische Angriffe der Verteidiger erhalten {gains}"),
    "step.city_end": ("{parts}.", "{parts}."),
    "step.fort_double": (
        "{name} is doubly fortified (Fortified token defending a fortified site): nothing may target it in the ranged phase",
        "{name} ist doppelt befestigt (befestigtes Plättchen, das einen befestigten Ort verteidigt): in der Fernkampfphase darf nichts ihn angreifen",
    ),
    "step.fort_ability": (
        "{name} is fortified (has the Fortified ability): only siege attacks may target it in the ranged phase",
        "{name} ist befestigt (hat die Eigenschaft Befestigt): in der Fernkampfphase dürfen ihn nur Belagerungsangriffe angreifen",
    ),
    "step.fort_site": (
        "{name} is fortified (defends a fortified site): only siege attacks may target it in the ranged phase",
        "{name} ist befestigt (verteidigt einen befestigten Ort): in der Fernkampfphase dürfen ihn nur Belagerungsangriffe angreifen",
    ),
    "step.fort_rampaging": (
        "{name} is a rampaging enemy drawn into the assault: not fortified, and it need not be defeated to conquer the site",
        "{name} ist ein umherziehender Feind, der in den Überfall gezogen wurde: nicht befestigt, und er muss für die Eroberung nicht besiegt werden",
    ),
    "step.fort_unfortified": (
        "{name} is Unfortified: the site's fortification does not help it",
        "{name} ist Unbefestigt: die Befestigung des Orts hilft ihm nicht",
    ),
    "step.fort_none": (
        "{name} is not fortified: ranged and siege attacks may target it",
        "{name} ist nicht befestigt: Fern- und Belagerungsangriffe dürfen ihn angreifen",
    ),
    "step.attack_defeated": (
        "Attack on {names}: {arithmetic} against armor {needed}: defeated, fame +{fame}.",
        "Angriff auf {names}: {arithmetic} gegen Rüstung {needed}: besiegt, Ruhm +{fame}.",
    ),
    "step.attack_reputation": (
        "{name} defeated: reputation {change} (printed on the token).",
        "{name} besiegt: Ansehen {change} (auf dem Plättchen aufgedruckt).",
    ),
    "step.attack_failed": (
        "Attack on {names}: {arithmetic} against armor {needed}: not enough, no effect; the points are lost.",
        "Angriff auf {names}: {arithmetic} gegen Rüstung {needed}: nicht genug, keine Wirkung; die Punkte verfallen.",
    ),
    "step.defend": (
        "{defender} defends {target}: armor +{bonus} {extra} (mkref ruling on Defend, AMBIG-9).",
        "{defender} verteidigt {target}: Rüstung +{bonus} {extra} (mkref-Regelung zu Verteidigung, AMBIG-9).",
    ),
    "step.defend_rest": ("for the rest of the combat", "für den Rest des Kampfs"),
    "step.defend_once": ("for this attack", "für diesen Angriff"),
    "step.summons": (
        "{summoner} summons {names}: it takes the summoner's place in the Block and Damage phases.",
        "{summoner} beschwört {names}: es nimmt in der Block- und der Schadensphase den Platz des Beschwörers ein.",
    ),
    "step.nobody_attacks": (
        "Every enemy was defeated by ranged and siege attacks: nobody attacks.",
        "Jeder Feind wurde durch Fern- und Belagerungsangriffe besiegt: niemand greift an.",
    ),
    "step.attacks": ("{label} attacks: {text}.", "{label} greift an: {text}."),
    "step.no_attack": ("no attack", "kein Angriff"),
    "step.cumbersome": (
        "{name} is Cumbersome: {move} Move points reduce its attack from {before} to {after}.",
        "{name} ist Schwerfällig: {move} Bewegungspunkte senken seinen Angriff von {before} auf {after}.",
    ),
    "step.cumbersome_zero": (
        "The attack of {name} is reduced to 0: it counts as successfully blocked.",
        "Der Angriff von {name} ist auf 0 gesenkt: er gilt als erfolgreich geblockt.",
    ),
    "step.block_why": ("not fully efficient against a {element} attack", "nicht voll wirksam gegen einen Angriff ({element})"),
    "step.swift": (" (Swift: twice {value})", " (Flink: doppelt {value})"),
    "step.blocked": ("Block on {name}: {text} against {need}{swift}: blocked.", "Block gegen {name}: {text} gegen {need}{swift}: geblockt."),
    "step.block_failed": (
        "Block on {name}: {text} against {need}{swift}: not enough, no effect; the attack comes through in full.",
        "Block gegen {name}: {text} gegen {need}{swift}: nicht genug, keine Wirkung; der Angriff trifft voll.",
    ),
    "step.summoned_blocked": (
        "The summoned {names} is blocked and goes to its discard pile: no fame for it.",
        "Das beschworene {names} ist geblockt und kommt auf seinen Ablagestapel: kein Ruhm dafür.",
    ),
    "step.no_damage_phase": (
        "No unblocked attack: the Assign Damage phase is skipped.",
        "Kein ungeblockter Angriff: die Schadensphase entfällt.",
    ),
    "step.brutal": (" (Brutal: twice {value})", " (Brutal: doppelt {value})"),
    "step.deals": ("{name} deals {damage} {element} damage{brutal}.", "{name} verursacht {damage} Schaden ({element}){brutal}."),
    "step.nothing_left": ("Nothing is left for {unit}.", "Für {unit} bleibt nichts übrig."),
    "step.summoned_leaves": (
        "The summoned {names} goes to its discard pile after attacking.",
        "Das beschworene {names} kommt nach seinem Angriff auf seinen Ablagestapel.",
    ),
    "step.resists_all": (
        "{name} resists {element}: its armor {armor} absorbs all {damage} damage without a wound; it cannot take damage again this combat.",
        "{name} ist resistent gegen {element}: seine Rüstung {armor} fängt alle {damage} Schaden ohne Verletzung ab; in diesem Kampf kann sie keinen Schaden mehr nehmen.",
    ),
    "step.resists_some": (
        "{name} resists {element}: armor {armor} absorbs {armor} without a wound, {left} remain.",
        "{name} ist resistent gegen {element}: Rüstung {armor} fängt {armor} ohne Verletzung ab, {left} bleiben.",
    ),
    "step.paralyzed": (
        "{name} is wounded by a Paralyze attack: it is destroyed (removed from the game).",
        "{name} wird von einem Lähmungsangriff verletzt: sie ist zerstört (aus dem Spiel entfernt).",
    ),
    "step.poison_unit": (" (Poison: 2 wounds; it must be healed twice)", " (Gift: 2 Verletzungen; sie muss zweimal geheilt werden)"),
    "step.unit_wounded": (
        "{name} takes {wounds} wound(s){poison}; armor {armor} reduces the damage from {damage} to {left}.",
        "{name} erhält {wounds} Verletzung(en){poison}; Rüstung {armor} senkt den Schaden von {damage} auf {left}.",
    ),
    "step.hero_wounded": (
        "The hero takes {damage} damage: {wounds} wound(s) into the hand (1 per {armor} armor, rounded up).",
        "Der Held erhält {damage} Schaden: {wounds} Verletzung(en) auf die Hand (1 je {armor} Rüstung, aufgerundet).",
    ),
    "step.hero_poison": ("Poison: {wounds} more wound(s) onto the discard pile.", "Gift: {wounds} weitere Verletzung(en) auf die Ablage."),
    "step.hero_paralyzed": (
        "Paralyze: the hero must discard every non-wound card from the hand at once.",
        "Lähmung: der Held muss sofort alle Karten außer Verletzungen von der Hand ablegen.",
    ),
    "step.vampiric_summoned": (
        "The summoned {name} is Vampiric, but it leaves the combat now: the summoner's armor does not change.",
        "Das beschworene {name} ist Vampirisch, verlässt den Kampf aber jetzt: die Rüstung des Beschwörers ändert sich nicht.",
    ),
    "step.vampiric": (
        "{label} is Vampiric: its armor rises by {gain} for the rest of the combat (now +{total}).",
        "{label} ist Vampirisch: seine Rüstung steigt für den Rest des Kampfs um {gain} (jetzt +{total}).",
    ),
    "step.knocked_out": (
        "{wounds} wounds taken into the hand this combat reach the hand limit {limit}: the hero is knocked out and discards every non-wound card from the hand.",
        "{wounds} Verletzungen, die in diesem Kampf auf die Hand kamen, erreichen das Handkartenlimit {limit}: der Held ist bewusstlos und legt alle Karten außer Verletzungen von der Hand ab.",
    ),
    "step.back_in_play": ("{foe} is back in play and may be attacked.", "{foe} ist wieder im Spiel und darf angegriffen werden."),
    "step.rampaging_defeated": ("Rampaging {name} defeated: reputation +{gain}.", "Umherziehende(r) {name} besiegt: Ansehen +{gain}."),
    "step.rampaging_stays": ("{foe} was not defeated and stays on its space.", "{foe} wurde nicht besiegt und bleibt auf seinem Feld."),
    "step.city_shields": (
        "{shields} of your shields go on the City card, one per defeated defender, in the order they fell.",
        "{shields} deiner Schilde kommen auf die Stadtkarte, einer je besiegtem Verteidiger, in der Reihenfolge, in der sie fielen.",
    ),
    "step.conquered": ("Every defender is defeated. {conquest}", "Jeder Verteidiger ist besiegt. {conquest}"),
    "step.withdraw": (
        "Not every defender was defeated ({left}): move back to the space you attacked from.",
        "Nicht jeder Verteidiger wurde besiegt ({left}): zieh zurück auf das Feld, von dem du angegriffen hast.",
    ),
    "step.discarded": (
        "Undefeated enemies at the {site} are discarded ({left}); the next visitor draws new ones.",
        "Unbesiegte Feinde an diesem Ort ({site}) werden abgelegt ({left}); wer als Nächstes kommt, zieht neue.",
    ),
    "step.stay": (
        "Undefeated enemies stay face up on the {site} ({left}); the next visitor faces them.",
        "Unbesiegte Feinde bleiben offen an diesem Ort ({site}) liegen ({left}); wer als Nächstes kommt, trifft auf sie.",
    ),
    # the arithmetic of an attack or block
    "sum.many": ("{parts} = {total}", "{parts} = {total}"),
    "sum.halves": ("({parts}) / 2 rounded down = {half}", "({parts}) / 2 abgerundet = {half}"),
    "sum.halved": ("{shown}, total {total} ({kinds} halved: {why})", "{shown}, insgesamt {total} ({kinds} halbiert: {why})"),
    "sum.resists": ("a target resists it", "ein Ziel ist dagegen resistent"),
    "sum.and": (" and ", " und "),
    "kind.ranged": ("ranged", "Fernkampf"),
    "kind.siege": ("siege", "Belagerung"),
    "kind.sideways": ("sideways", "quer"),
}
