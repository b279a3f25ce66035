"""The offers (pp. 3, 4, 5, 11): Advanced Actions, Spells, common skills and units, and the even-level choice.

An offer is a list of ids, top position first; the lowest card is the last one. The referee cannot see
the decks, so every card that comes up is named by the table (`new_top`).
"""

from __future__ import annotations

import copy

from mkref.games.mage_knight.cards import deck as deck_rules
from mkref.games.mage_knight.cards.catalogue import card_id, cards, skill_id, skills
from mkref.games.mage_knight.cards.messages import refuse
from mkref.games.mage_knight.cards.state_types import CardOffers, DeedsState, OfferKind

Offers = CardOffers
KINDS: tuple[OfferKind, ...] = ("advanced_actions", "spells", "common_skills", "units")
OFFER_NAMES = {  # the offer in a sentence ("not in the Spell offer") and as a heading
    "advanced_actions": (("Advanced Action", "Fortgeschrittene Aktionen"), ("Advanced Actions", "Fortgeschrittene Aktionen")),
    "spells": (("Spell", "Zauber"), ("Spells", "Zauber")),
    "common_skills": (("common skill", "allgemeine Fähigkeiten"), ("Common skills", "Allgemeine Fähigkeiten")),
    "units": (("unit", "Einheiten"), ("Units", "Einheiten")),
}


def new(advanced_actions: list[str], spells: list[str], units: list[str] | None = None) -> Offers:
    """The offers at the start: 3 Advanced Actions and 3 Spells revealed, the common skill offer empty (p. 3)."""
    return {
        "advanced_actions": [card_id(c) for c in advanced_actions], "spells": [card_id(c) for c in spells],
        "common_skills": [], "units": list(units or []),
    }


def _offer_word(kind: str, lang: str, heading: bool = False) -> str:
    from mkref.games.mage_knight.cards.messages import pick

    return pick(OFFER_NAMES[kind][1 if heading else 0], lang)


def take(offers: Offers, kind: OfferKind, ident: str, new_top: str = "", lang: str = "en") -> Offers:
    """A card taken from the Spell or Advanced Action offer is replaced at once: the others shift down and
    a new card goes on top (p. 5 §3a). A card taken from the unit offer is not replaced (p. 5 §3b)."""
    if ident not in offers[kind]:
        from mkref.core.messages import Named

        name = cards()[ident].name.named() if ident in cards() else ident
        shown = [(cards()[c].name.en, cards()[c].name.de or cards()[c].name.en) if c in cards() else (c, c) for c in offers[kind]]
        offer = Named(_offer_word(kind, "en"), _offer_word(kind, "de"))
        listed = Named(", ".join(en for en, _ in shown) or "-", ", ".join(de for _, de in shown) or "-")
        raise refuse("not_in_offer", "p. 5", lang, card=name, offer=offer, cards=listed)
    after = copy.deepcopy(offers)
    after[kind].remove(ident)
    if new_top and kind in ("advanced_actions", "spells"):
        after[kind].insert(0, card_id(new_top))
    return after


def refresh(offers: Offers, kind: OfferKind, new_top: str) -> tuple[Offers, str]:
    """End of the round (p. 4 §2d-e): the lowest card goes under its deck, the rest shift down, a new card
    goes on top. Returns the new offers and the card removed (a dummy player takes it, p. 15)."""
    after = copy.deepcopy(offers)
    removed = after[kind].pop() if after[kind] else ""
    after[kind].insert(0, card_id(new_top))
    return after, removed


def level_up(offers: Offers, drawn: list[str], option: int, skill: str, advanced_action: str, new_top: str = "",
             lang: str = "en", hero: str = "") -> tuple[Offers, str, str]:
    """The even-level choice (p. 11 §6b). Option 1: keep one of the two drawn skills (the other goes to the
    common skill offer) and take any Advanced Action of the offer. Option 2: take a skill from the common
    skill offer (both drawn skills go there) and the lowest Advanced Action. Returns the offers, the skill
    and the Advanced Action gained (it goes on top of the deed deck)."""
    after = copy.deepcopy(offers)
    drawn = [skill_id(s) for s in drawn]
    if option == 1:
        chosen = skill_id(skill)
        if chosen not in drawn:
            raise refuse("skill_not_drawn", "p. 11", lang, skill=skills()[chosen].name.named(),
                         drawn=", ".join(skills()[s].name.named() for s in drawn))
        after["common_skills"] += [s for s in drawn if s != chosen]
        action = card_id(advanced_action)
    else:
        chosen = skill_id(skill)
        if chosen not in after["common_skills"]:
            raise refuse("skill_not_common", "p. 11", lang, skill=skills()[chosen].name.named())
        if hero and skills()[chosen].hero == hero:  # "ein Plättchen eines anderen Spielers" (p. 11 §6b)
            raise refuse("skill_own_hero", "p. 11", lang, skill=skills()[chosen].name.named())
        after["common_skills"].remove(chosen)
        after["common_skills"] += drawn
        lowest = after["advanced_actions"][-1] if after["advanced_actions"] else ""
        action = card_id(advanced_action) if advanced_action else lowest
        if action != lowest:
            raise refuse("offer_lowest", "p. 11", lang, card=cards()[lowest].name.named() if lowest else "-")
    after = take(after, "advanced_actions", action, new_top, lang)
    return after, chosen, action


def describe(offers: Offers, lang: str = "en") -> list[str]:
    lines = []
    for kind in KINDS[:3]:
        table = cards() if kind != "common_skills" else skills()
        names = [table[i].name.get(lang) if i in table else i for i in offers.get(kind, [])]
        lines.append(f"{_offer_word(kind, lang, heading=True)}: {', '.join(names) or '-'}")
    return lines


def level_action(deeds: DeedsState, action: str) -> tuple[DeedsState, str]:
    """The Advanced Action of an even level, chosen after the end-of-turn draw the table already made: it went on top
    of the deed deck before that draw (p. 11, steps 6-7), so the draw took it when it took any card. `level_draw` =
    [room the draw left under the limit, cards it drew]: with room it joins the hand; else, when the draw drew a card,
    it stands in the hand for one of them, which goes back on top of the deck; else it stays on top of the deck.
    Returns the deed cards and where the card went ("hand" or "top")."""
    room, drawn = (list(deeds.get("level_draw") or [0, 0]) + [0, 0])[:2]
    if not room and not drawn:
        return deck_rules.gain(deeds, action), "top"
    after = deck_rules.gain(deeds, action, where="hand")
    if room:
        after["level_draw"] = [room - 1, drawn]
    else:
        after.update({"hand": after["hand"] - 1, "deck": after["deck"] + 1, "level_draw": [0, drawn - 1]})
    return after, "hand"
