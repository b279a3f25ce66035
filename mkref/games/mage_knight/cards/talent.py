"""Magic Talent (p. 5 §1c and its card): its basic effect discards a card, and this turn one Spell of that card's
colour may be played from the Spell offer as if it were in the hand; the Spell stays in the offer.

The play of `magic_talent with rage` records the colours it allows (`talent_marks`), the tracked game keeps them in
the turn (`cur["magic_talent"]`), and `play fireball` (basic or powered, its mana paid as usual) is then played
from the offer: the deed cards lend the Spell to the hand for the play and take it back after (`lend`, `give_back`).
"""

from __future__ import annotations

import copy

from mkref.games.mage_knight.cards import deck as deck_rules
from mkref.games.mage_knight.cards.catalogue import card_id, cards
from mkref.games.mage_knight.cards.messages import colour_named, refuse
from mkref.games.mage_knight.cards.state_types import CardsGameState, DeedsState, running_turn

TALENT_CARDS = ("magic_talent",)


def talent_marks(ident: str, mode: str, other: str, from_offer: bool) -> dict[str, bool | list[str]]:
    """What a play adds to its event: the colours a Spell may have now (Magic Talent's basic effect, with the card it
    discarded named), or that a Spell was played from the offer (the turn's Magic Talent is used up)."""
    if from_offer:
        return {"from_offer": True}
    if ident in TALENT_CARDS and mode == "basic" and other:
        return {"talent": list(cards()[card_id(other)].colours)}
    return {}


def from_offer(state: CardsGameState, deeds: DeedsState, ident: str, lang: str) -> bool:
    """Whether `play SPELL` is the Spell Magic Talent lets the player play from the offer: a Spell the hand cannot hold,
    in the offer, while this turn's Magic Talent allows a Spell (refused when its colour is not the one allowed)."""
    card = cards()[ident]
    cur = running_turn(state)
    allowed = list((cur.get("magic_talent") if cur is not None else None) or [])
    offers = state.get("card_offers")
    offer = offers["spells"] if offers else []
    if card.kind != "spell" or not allowed or ident not in offer or deck_rules.could_hold(deeds, ident):
        return False
    if not set(card.colours) & set(allowed):
        raise refuse("talent_colour", "p. 5", lang, card=card.name.named(), colour=colour_named(allowed[0]))
    return True


def lend(deeds: DeedsState, ident: str) -> DeedsState:
    """The deed cards with the Spell of the offer in the hand, for its play."""
    after = copy.deepcopy(deeds)
    after["owned"][ident] = int(after["owned"].get(ident, 0)) + 1
    after["hand"] += 1
    return after


def give_back(deeds: DeedsState, ident: str) -> DeedsState:
    """After the play the Spell goes back to the offer: it is neither owned nor in the play area."""
    after = copy.deepcopy(deeds)
    after["owned"][ident] -= 1
    if not after["owned"][ident]:
        del after["owned"][ident]
    at = max(i for i, (card, _mode) in enumerate(after["played"]) if card == ident)
    del after["played"][at]
    return after
