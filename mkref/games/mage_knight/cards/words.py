"""Effects in words, English and German: "Ranged Fire Attack 3" / "Feuer-Fernangriff 3".

Generated from the structured effects, so a card's text always says what the referee computes.
"""

from __future__ import annotations

from mkref.games.mage_knight.cards.effects import Effect

_COLOUR = {
    "red": ("red", "rot"), "blue": ("blue", "blau"), "white": ("white", "weiß"), "green": ("green", "grün"),
    "gold": ("gold", "gold"), "black": ("black", "schwarz"), "basic": ("of a basic colour of your choice", "einer Grundfarbe nach Wahl"),
    "any": ("of any colour", "beliebiger Farbe"),
}
_TERRAIN = {
    "all": ("all terrains", "alle Geländearten"), "plains": ("plains", "Ebenen"), "hills": ("hills", "Hügel"),
    "forest": ("forests", "Wälder"), "wasteland": ("wastelands", "Ödland"), "desert": ("deserts", "Wüsten"),
    "swamp": ("swamps", "Sümpfe"), "lake": ("lakes", "Seen"), "mountain": ("mountains", "Gebirge"),
}
_COUNTER = {
    "wound": ("Wound in your hand and on your units", "Verletzung auf deiner Hand und deinen Einheiten"),
    "enemy_blocked": ("enemy blocked this turn", "in diesem Zug geblocktem Feind"),
    "enemy_token": ("enemy token you face", "Feindplättchen, dem du gegenüberstehst"),
    "unit_recruited": ("unit recruited this turn", "in diesem Zug rekrutierter Einheit"),
    "crystal_set": ("complete set of four different crystals", "vollständigem Satz aus vier verschiedenen Kristallen"),
    "crystal_colour": ("colour of crystal in your Inventory", "Kristallfarbe in deinem Vorrat"),
    "discarded_card": ("card discarded for it", "dafür abgelegter Karte"),
    "enemy_defeated": ("enemy it defeats", "damit besiegtem Feind"),
    "enemy_trait": ("ability, attack element and resistance of the blocked enemy", "Eigenschaft, Angriffselement und Widerstand des geblockten Feindes"),
    "ready_unit": ("ready, unwounded unit", "bereiter, unverletzter Einheit"),
}
_ELEMENT_EN = {"fire": "Fire ", "ice": "Ice ", "cold_fire": "Cold Fire ", "physical": ""}
_ELEMENT_DE = {"fire": "Feuer", "ice": "Eis", "cold_fire": "Kalter-Feuer-", "physical": ""}


def _de(lang: str) -> bool:
    return lang == "de"


def _colour(colour: str, lang: str) -> str:
    return _COLOUR.get(colour, (colour, colour))[1 if _de(lang) else 0]


def attack_words(amount: int, kind: str, element: str, lang: str) -> str:
    if not _de(lang):
        kind_word = {"melee": "", "ranged": "Ranged ", "siege": "Siege "}[kind]
        return f"{kind_word}{_ELEMENT_EN[element]}Attack {amount}"
    base = {"melee": "Angriff", "ranged": "Fernangriff", "siege": "Belagerungsangriff"}[kind]
    prefix = _ELEMENT_DE[element]
    if prefix and not prefix.endswith("-"):
        base = prefix + "-" + base if kind != "melee" else prefix + base.lower()
    elif prefix:
        base = prefix + base
    return f"{base} {amount}"


def block_words(amount: int, element: str, lang: str) -> str:
    if not _de(lang):
        return f"{_ELEMENT_EN[element]}Block {amount}"
    prefix = _ELEMENT_DE[element]
    return f"{prefix}{'block' if prefix and not prefix.endswith('-') else 'Block'} {amount}"


def _per(effect: Effect, text: str, lang: str) -> str:
    if not effect.per:
        return text
    what = _COUNTER[effect.per][1 if _de(lang) else 0]
    return f"{text} +{effect.each} {'je' if _de(lang) else 'per'} {what}"


def describe_one(effect: Effect, lang: str = "en") -> str:
    de = _de(lang)
    n = effect.amount
    simple = {
        "move": ("Move", "Bewegung"), "influence": ("Influence", "Einfluss"), "heal": ("Heal", "Heilung"),
        "fame": ("Fame", "Ruhm"), "reputation": ("Reputation", "Ansehen"),
    }
    if effect.name in simple:
        word = simple[effect.name][1 if de else 0]
        sign = f"{n:+d}" if effect.name in ("fame", "reputation") else str(n)
        return _per(effect, f"{word} {sign}", lang)
    if effect.name == "attack":
        return _per(effect, attack_words(n, effect.attack, effect.element, lang), lang)
    if effect.name == "block":
        return _per(effect, block_words(n, effect.element, lang), lang)
    if effect.name == "draw":
        if de:
            return _per(effect, f"ziehe {n} Karte{'' if n == 1 else 'n'}", lang)
        return _per(effect, f"draw {n} card{'' if n == 1 else 's'}", lang)
    if effect.name == "mana":
        colour = _colour(effect.colour, lang)
        if de:
            return f"erhalte {effect.count} Manamarker ({colour})"
        tokens = "mana token" if effect.count == 1 else "mana tokens"
        if effect.colour in ("basic", "any"):
            return f"gain {effect.count} {tokens} {colour}"
        return f"gain {effect.count} {colour} {tokens}"
    if effect.name == "crystal":
        colour = _colour(effect.colour, lang)
        if de:
            return f"erhalte {effect.count} Kristall{'' if effect.count == 1 else 'e'} ({colour})"
        crystals = "crystal" if effect.count == 1 else "crystals"
        if effect.colour == "basic":
            return f"gain {effect.count} {crystals} {colour}"
        return f"gain {effect.count} {colour} {crystals}"
    if effect.name == "wound":
        if de:
            return f"nimm {n} Verletzung{'' if n == 1 else 'en'} auf die Hand"
        return f"take {n} Wound{'' if n == 1 else 's'} into your hand"
    if effect.name == "hand_limit":
        return f"Handkartenlimit +{n} beim nächsten Ziehen" if de else f"hand limit +{n} at your next draw"
    if effect.name == "source_dice":
        return f"{n} zusätzliche(r) Quellwürfel in diesem Zug" if de else f"{n} more Source die (dice) this turn"
    if effect.name == "terrain":
        return _terrain_words(effect, lang)
    if effect.name == "enter":
        where = _TERRAIN[effect.terrains[0]][1 if de else 0]
        cost = f" ({'für' if de else 'for'} {effect.cost})" if effect.cost >= 0 else ""
        return f"{where} dürfen in diesem Zug betreten werden{cost}" if de else f"{where} may be entered this turn{cost}"
    if effect.name == "ready_unit":
        return f"mache eine Einheit bis Stufe {n} bereit" if de else f"ready a unit of level {n} or lower"
    if effect.name == "discard":
        extra = (" (auch eine Verletzung)" if de else " (a Wound too)") if effect.wounds else ""
        return f"lege {n} andere Karte(n) ab{extra}" if de else f"discard {n} other card(s){extra}"
    if effect.name == "throw_away":
        what = ("Aktionskarte(n)" if de else "Action card(s)") if effect.card == "action" else ("Karte(n)" if de else "card(s)")
        return f"entferne {n} andere {what}" if de else f"throw away {n} other {what}"
    if effect.name == "choice":
        return (" oder " if de else " or ").join(_join(opts, lang) for _, opts in effect.branches)
    if effect.name == "by_colour":
        return _by_colour_words(effect, lang)
    if effect.name == "by_time":
        parts = [f"{'bei Tag' if de else 'by Day'}: {_join(b, lang)}" if label == "day" else f"{'bei Nacht' if de else 'at Night'}: {_join(b, lang)}" for label, b in effect.branches]
        return "; ".join(parts)
    if effect.name == "combine":
        return _combine_words(effect, lang)
    text = (effect.text_de if de else effect.text_en).rstrip(".")
    page = effect.ref.replace("p. ", "S. ") if de else effect.ref
    return f"{text} ({page})"  # special: a text ruling, with the page of the rule it rests on


def _terrain_words(effect: Effect, lang: str) -> str:
    de = _de(lang)
    where = ", ".join(_TERRAIN[t][1 if de else 0] for t in effect.terrains)
    if effect.cost >= 0:
        return f"{where} kosten in diesem Zug {effect.cost}" if de else f"{where} cost {effect.cost} this turn"
    floor = f" (min. {effect.floor})"
    return f"{where} kosten in diesem Zug {effect.less} weniger{floor}" if de else f"{where} cost {effect.less} less this turn{floor}"


def _by_colour_words(effect: Effect, lang: str) -> str:
    de = _de(lang)
    paid = {"mana": ("pay one mana", "zahle ein Mana"), "discard": ("discard a card", "lege eine Karte ab"),
            "throw_away": ("throw away an Action card", "entferne eine Aktionskarte")}[effect.pay][1 if de else 0]
    parts = [f"{_colour(label, lang)}: {_join(b, lang)}" for label, b in effect.branches]
    return f"{paid} ({'nach ihrer Farbe' if de else 'by its colour'}): " + "; ".join(parts)


def _combine_words(effect: Effect, lang: str) -> str:
    de = _de(lang)
    mode = ("starke" if effect.pay == "powered" else "einfache") if de else effect.pay
    if de:
        text = f"spiele eine andere Aktionskarte mit: ihre {mode} Wirkung"
        text += f" {effect.times}-mal" if effect.times > 1 else " kostenlos"
        if effect.bonus:
            text += f", +{effect.bonus} auf Bewegung, Einfluss, Block oder Angriff"
        if effect.throw:
            text += "; die andere Karte wird entfernt"
        return text + " (eine einzige Wirkung)"
    text = f"play another Action card with it: its {mode} effect"
    text += f" {effect.times} times" if effect.times > 1 else " for free"
    if effect.bonus:
        text += f", +{effect.bonus} to its Move, Influence, Block or Attack"
    if effect.throw:
        text += "; the other card is thrown away"
    return text + " (one single effect)"


def describe(effects: tuple[Effect, ...], lang: str = "en") -> str:
    """All effects of one mode, joined: 'Influence 5; Reputation -1'."""
    if not effects:
        return "kann nicht gespielt werden" if _de(lang) else "cannot be played"
    text = _join(effects, lang)
    return text[0].upper() + text[1:]


def _join(effects: tuple[Effect, ...], lang: str) -> str:
    text = ""
    for i, effect in enumerate(effects):
        part = describe_one(effect, lang)
        if i:
            text += ". " if effect.name == "special" else "; "  # a ruling is a sentence of its own
        text += part
    return text
