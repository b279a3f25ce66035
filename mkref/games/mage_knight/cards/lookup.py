"""Rules-lookup entries (`mkref rules`) for every deed card, artifact and skill, in both languages.

Called by the Mage Knight index hook (rules_index.py) when the index is rebuilt; each entry shows the
card's kind, colour, both effects in words (generated from the same data the referee computes with)
and the page of the rules that governs it.
"""

from __future__ import annotations

from pathlib import Path

from mkref.games.mage_knight.cards.catalogue import Card, Skill, build_cards, build_skills
from mkref.games.mage_knight.cards.messages import MESSAGES, colour_word, pick
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
    kind = pick(_KIND[card.kind], lang).format(hero=card.hero.capitalize())
    colours = "/".join(colour_word(c, lang) for c in card.colours)
    head = f"{kind}, {colours}" if colours else kind
    if card.kind == "hero_action":
        head += MESSAGES.text("lookup.replaces", lang, card=replaced or card.replaces)
    if card.kind == "wound":
        return head + MESSAGES.text("lookup.wound", lang)
    basic_cost, powered_cost = _costs(card, lang)
    powered_name = f" ({card.powered_name.get(lang)})" if card.powered_name.en else ""
    text = MESSAGES.text("lookup.effects", lang, head=head, basic_cost=basic_cost, basic=describe(card.basic, lang),
                         powered_name=powered_name, powered_cost=powered_cost, powered=describe(card.powered, lang))
    if card.interactive:
        text += MESSAGES.text("lookup.interactive", lang)
    return text


def _costs(card: Card, lang: str) -> tuple[str, str]:
    colour = MESSAGES.text("word.or", lang).join(colour_word(c, lang) for c in card.colours)
    if card.kind == "spell":
        return MESSAGES.text("lookup.mana", lang, colour=colour), MESSAGES.text("lookup.night_mana", lang, colour=colour)
    if card.kind == "artifact":
        return "", MESSAGES.text("lookup.throw_away", lang)
    return "", MESSAGES.text("lookup.mana", lang, colour=colour)


def card_entry(card: Card, replaced: Card | None = None) -> dict[str, object]:
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


def skill_entry(skill: Skill) -> dict[str, object]:
    hero = skill.hero.capitalize()

    def text(lang: str) -> str:
        use = pick(_USE[skill.use], lang)
        extra = ""
        if skill.any_turn:
            extra += MESSAGES.text("lookup.any_turn", lang)
        if skill.combat == "not":
            extra += MESSAGES.text("lookup.not_in_combat", lang)
        elif skill.combat == "only":
            extra += MESSAGES.text("lookup.only_in_combat", lang)
        return MESSAGES.text("lookup.skill", lang, hero=hero, use=use, extra=extra, effect=describe(skill.effect, lang))

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


def entries(folder: Path) -> list[dict[str, object]]:
    from mkref.core.rulesdata import provenance_in

    out: list[dict[str, object]] = []
    if (folder / "cards.toml").exists():
        found, sure = build_cards(folder), provenance_in(folder / "cards.toml")
        out += [dict(card_entry(c, found.get(c.replaces)), provenance=sure(f"cards.{c.id}")) for c in found.values()]
    if (folder / "skills.toml").exists():
        sure = provenance_in(folder / "skills.toml")
        out += [dict(skill_entry(s), provenance=sure(f"skills.{s.id}")) for s in build_skills(folder).values()]
    return out


def source_files(folder: Path) -> list[Path]:
    """The files the entries come from: a change to any of them rebuilds the index."""
    from mkref.games.mage_knight.cards import words
    from mkref.games.mage_knight.data import card_effects, deed_cards

    return [folder / "cards.toml", folder / "skills.toml", *(Path(str(m.__file__)) for m in (deed_cards, card_effects, words)), Path(__file__)]
