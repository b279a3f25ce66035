"""Rules-lookup entries (`mkref rules`) for every deed card, artifact and skill, in both languages.

Called by the Mage Knight index hook (rules_index.py) when the index is rebuilt; each entry shows the
card's kind, colour, both effects in words (generated from the same data the referee computes with)
and the page of the rules that governs it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mkref.games.mage_knight.cards.catalogue import Card, Skill, build_cards, build_skills
from mkref.games.mage_knight.cards.messages import colour_word
from mkref.games.mage_knight.cards.words import describe

FILES = ("cards.toml", "skills.toml")
_KIND = {
    "basic_action": ("Basic Action", "Basis-Aktion"), "hero_action": ("Basic Action of {hero}", "Basis-Aktion von {hero}"),
    "advanced_action": ("Advanced Action", "Fortgeschrittene Aktion"), "spell": ("Spell", "Zauber"),
    "artifact": ("Artifact", "Artefakt"), "wound": ("Wound", "Verletzung"),
}
_USE = {
    "turn": ("once a turn", "1x pro Zug"), "round": ("once a round (flip the token)", "1x pro Runde (Plättchen umdrehen)"),
    "interactive": ("once a round, interactive (until your next turn)", "1x pro Runde, interaktiv (bis zu deinem nächsten Zug)"),
    "permanent": ("always in effect", "wirkt immer"),
}


def _card_text(card: Card, lang: str, replaced: str = "") -> str:
    de = lang == "de"
    kind = _KIND[card.kind][1 if de else 0].format(hero=card.hero.capitalize())
    colours = "/".join(colour_word(c, lang) for c in card.colours)
    head = f"{kind}, {colours}" if colours else kind
    if card.kind == "hero_action":
        head += f" ({'ersetzt' if de else 'replaces'} {replaced or card.replaces})"
    if card.kind == "wound":
        return head + (". Kann nie ausgespielt werden, auch nicht quer; ablegen nur, wo eine Wirkung es erlaubt." if de
                       else ". Never played, not even sideways; discarded only where an effect allows it.")
    basic_cost, powered_cost = _costs(card, lang)
    powered_name = f" ({card.powered_name.get(lang)})" if card.powered_name.en else ""
    text = f"{head}. {'Einfach' if de else 'Basic'}{basic_cost}: {describe(card.basic, lang)}."
    text += f" {'Stark' if de else 'Powered'}{powered_name}{powered_cost}: {describe(card.powered, lang)}."
    if card.interactive:
        text += " Interaktiver Zauber: in Solo- und Koop-Spielen entfernt (S. 16)." if de else " Interactive spell: removed in solo and cooperative games (p. 16)."
    return text


def _costs(card: Card, lang: str) -> tuple[str, str]:
    de = lang == "de"
    colour = (" oder " if de else " or ").join(colour_word(c, lang) for c in card.colours)
    if card.kind == "spell":
        return (f" (1 Mana {colour})" if de else f" (1 {colour} mana)",
                f" (nur nachts, 1 Mana {colour} + 1 schwarzes)" if de else f" (at Night only, 1 {colour} + 1 black mana)")
    if card.kind == "artifact":
        return "", " (Karte entfernen)" if de else " (throw the card away)"
    return "", f" (1 Mana {colour})" if de else f" (1 {colour} mana)"


def card_entry(card: Card, replaced: Card | None = None) -> dict[str, Any]:
    ref = card.ref  # the pages of the text rulings are in the text itself
    aliases = [card.id.replace("_", " ")] + ([card.powered_name.en, card.powered_name.de] if card.powered_name.en else [])
    return {
        "id": f"card.{card.id}",
        "kind": "component",
        "name_en": card.name.en,
        "name_de": card.name.de,
        "answer_en": _card_text(card, "en", replaced.name.en if replaced else ""),
        "answer_de": _card_text(card, "de", replaced.name.get("de") if replaced else ""),
        "aliases": [a for a in aliases if a],
        "ref": ref,
        "source": "000",
        "key_de": "Handlungskarte",
        "see": [],
        "card": {"kind": card.kind, "colours": list(card.colours), "copies": card.copies, "expansion": card.expansion},
    }


def skill_entry(skill: Skill) -> dict[str, Any]:
    hero = skill.hero.capitalize()

    def text(lang: str) -> str:
        de = lang == "de"
        use = _USE[skill.use][1 if de else 0]
        extra = ""
        if skill.any_turn:
            extra += ", auch in Zügen anderer Spieler" if de else ", also in other players' turns"
        if skill.combat == "not":
            extra += ", nicht im Kampf" if de else ", not in combat"
        elif skill.combat == "only":
            extra += ", nur im Kampf" if de else ", only in combat"
        kind = "Fähigkeit" if de else "Skill"
        return f"{kind} ({hero}), {use}{extra}. {describe(skill.effect, lang)}."

    return {
        "id": f"skill.{skill.id}",
        "kind": "component",
        "name_en": f"{skill.name.en} – {hero}",
        "name_de": f"{skill.name.de} – {hero}",
        "answer_en": text("en"),
        "answer_de": text("de"),
        "aliases": [skill.name.en, skill.name.de, skill.id.replace("_", " ")],
        "ref": skill.ref,
        "source": "000",
        "key_de": "Fähigkeitsplättchen",
        "see": [],
        "card": {"hero": skill.hero, "use": skill.use, "version": skill.version},
    }


def entries(folder: Path) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if (folder / "cards.toml").exists():
        found = build_cards(folder)
        out += [card_entry(c, found.get(c.replaces)) for c in found.values()]
    if (folder / "skills.toml").exists():
        out += [skill_entry(s) for s in build_skills(folder).values()]
    return out


def source_files(folder: Path) -> list[Path]:
    """The files the entries come from: a change to any of them rebuilds the index."""
    from mkref.games.mage_knight.cards import catalogue, effects, words

    return [folder / "cards.toml", folder / "skills.toml", *(Path(str(m.__file__)) for m in (catalogue, effects, words)), Path(__file__)]
