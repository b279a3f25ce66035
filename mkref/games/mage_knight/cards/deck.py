"""A player's deed cards: the deed deck, hand, play area and discard pile, by count and by name.

The referee cannot see a hand. It knows every card the player owns (the starting deck and every card
gained), how many cards lie in each place, and the names of the cards the table named (played, discarded
by name, gained on top of the deck). A card can be played only while some copy of it is not named anywhere
else. Wounds are counted apart: they are identical and never played (p. 4 §3d).

The state is a plain dict (it goes into the save as it is), typed as `DeedsState` (cards/state_types.py);
every function returns a new one and leaves its argument unchanged, or raises a RuleViolation with the page.

Keys: hero, owned {id: n}, deck, hand, wounds_hand, wounds_deck, discard, wounds_discard,
discard_named {id: n}, played [[id, mode]], thrown {id: n}, set_aside {id: n}, top [ids on top of the
deck, topmost first], hand_bonus (hand limit + at the next draw), wounds_combat (taken into hand in this
combat), announced (this player announced the end of the round).
"""

from __future__ import annotations

import copy

from mkref.games.mage_knight.cards.catalogue import card_id, cards, starting_deck
from mkref.games.mage_knight.cards.messages import refuse
from mkref.games.mage_knight.cards.state_types import DeedsState

Deeds = DeedsState  # a hero's deed cards as the state keeps them


def new(hero: str, hand_limit: int = 5, sets: frozenset[str] | None = None) -> Deeds:
    """A hero's deed cards at the start of the game: 16 Basic Actions shuffled, a hand up to the limit (p. 3).
    `sets`: the component sets in play (None: every set), which decide the hero's own cards."""
    owned = starting_deck(hero, sets)
    state: Deeds = {
        "hero": hero, "owned": owned, "deck": sum(owned.values()), "hand": 0, "wounds_hand": 0, "wounds_deck": 0,
        "discard": 0, "wounds_discard": 0, "discard_named": {}, "played": [], "thrown": {}, "set_aside": {},
        "top": [], "hand_bonus": 0, "wounds_combat": 0, "announced": False,
    }
    return draw(state, hand_limit)


def _bump(table: dict[str, int], key: str, by: int) -> None:
    table[key] = table.get(key, 0) + by
    if table[key] <= 0:
        del table[key]


def hand_size(state: Deeds) -> int:
    return int(state["hand"]) + int(state["wounds_hand"])


def total_wounds(state: Deeds) -> int:
    return int(state["wounds_hand"]) + int(state["wounds_deck"]) + int(state["wounds_discard"])


def named_elsewhere(state: Deeds, ident: str) -> int:
    """Copies of a card known to be outside the hand: played, discarded by name, thrown, set aside, on top of the deck."""
    played = sum(1 for c, _ in state["played"] if c == ident)
    elsewhere = (
        played + state["discard_named"].get(ident, 0) + state["thrown"].get(ident, 0)
        + state["set_aside"].get(ident, 0) + state["top"].count(ident)
    )
    return int(elsewhere)


def could_hold(state: Deeds, ident: str) -> bool:
    return int(state["owned"].get(ident, 0)) - named_elsewhere(state, ident) > 0


def check_in_hand(state: Deeds, ident: str, lang: str = "en") -> None:
    """Refuses a card the player cannot be holding (p. 4: cards are played from the hand)."""
    name = cards()[ident].name.named()
    if ident == "wound":
        raise refuse("wound_not_played", "p. 4", lang)
    if state["owned"].get(ident, 0) == 0:
        raise refuse("not_owned", "p. 4", lang, card=name)
    if state["hand"] <= 0:
        raise refuse("hand_empty", "p. 4", lang)
    if not could_hold(state, ident):
        if ident in state["top"]:  # gained this turn: on top of the deed deck until the next draw (p. 5)
            raise refuse("on_top_of_deck", "p. 5", lang, card=name)
        raise refuse("not_in_hand", "p. 4", lang, card=name, owned=state["owned"][ident])


# --------------------------------------------------------------------------------------------------
# Drawing, the hand limit and the end of the round


def draw(state: Deeds, count: int, wounds: int = 0, lang: str = "en") -> Deeds:
    """Draw `count` cards, `wounds` of them Wounds (the table says; the referee cannot see them)."""
    if count > state["deck"]:
        raise refuse("draw_more_than_deck", "p. 11", lang, deck=state["deck"])
    if wounds > count or wounds > state["wounds_deck"]:
        raise refuse("wounds_more_than_drawn", "p. 11", lang, wounds=wounds, count=count)
    new_state = copy.deepcopy(state)
    new_state["deck"] -= count
    new_state["wounds_deck"] -= wounds
    new_state["wounds_hand"] += wounds
    new_state["hand"] += count - wounds
    named = min(count - wounds, len(new_state["top"]))
    new_state["top"] = new_state["top"][named:]  # the cards on top are now in the hand
    return new_state


def hand_limit(base: int, keeps_owned: int = 0, near_own_keep: bool = False, city_bonus: int = 0, extra: int = 0) -> int:
    """The hand limit for a draw (A-18, p. 11): the level token's limit, plus the better of the keep bonus
    (the number of keeps owned, when on or next to one of them) and the city bonus, plus card effects."""
    keep = keeps_owned if near_own_keep else 0
    return base + max(keep, city_bonus) + extra


def draw_up_to(state: Deeds, limit: int, wounds: int = 0, lang: str = "en") -> Deeds:
    """Draw to the hand limit (p. 11 §7), raised by this turn's 'next draw' effects; never reshuffles."""
    limit += int(state["hand_bonus"])
    count = max(0, min(limit - hand_size(state), int(state["deck"])))
    drawn = draw(state, count, wounds, lang)
    drawn["hand_bonus"] = 0
    return drawn


def to_draw(state: Deeds, limit: int) -> int:
    """How many cards the next draw up to `limit` takes."""
    return max(0, min(limit + int(state["hand_bonus"]) - hand_size(state), int(state["deck"])))


def end_round(state: Deeds, limit: int, wounds: int = 0, keep_bonus: bool = False) -> Deeds:
    """Shuffle every deed card (hand, discard, played, set aside) into a new deck and draw up to the
    limit (p. 4 §2g). A 'next draw' bonus carries over only from the player's last turn (`keep_bonus`)."""
    new_state = copy.deepcopy(state)
    total = sum(new_state["owned"].values()) - sum(new_state["thrown"].values())
    new_state.update({
        "deck": total + total_wounds(state), "hand": 0, "wounds_hand": 0, "wounds_deck": total_wounds(state), "discard": 0,
        "wounds_discard": 0, "discard_named": {}, "played": [], "set_aside": {}, "top": [], "wounds_combat": 0, "announced": False,
    })
    if not keep_bonus:
        new_state["hand_bonus"] = 0
    if new_state.get("level_draw"):  # the last turn's draw is gone: a level's card chosen now goes on top
        new_state["level_draw"] = [0, 0]
    return draw_up_to(new_state, limit, wounds)


# --------------------------------------------------------------------------------------------------
# The end of the round and resting (p. 6)


def check_announce(state: Deeds, already: bool, lang: str = "en") -> None:
    """The end of the round may be announced only with an empty deed deck (p. 6 §3a)."""
    if already:
        raise refuse("announce_again", "p. 6", lang)
    if state["deck"] > 0:
        raise refuse("announce_deck_not_empty", "p. 6", lang, deck=state["deck"])


def must_announce(state: Deeds) -> bool:
    """A turn that starts with an empty deed deck and an empty hand must announce the end (p. 6 §3b)."""
    return int(state["deck"]) == 0 and hand_size(state) == 0


def check_turn_start(state: Deeds, announced_by_other: bool, lang: str = "en") -> str:
    """What the start of a turn allows (A-9): 'turn', 'may_announce', 'must_announce' or 'forfeit'."""
    if state["deck"] > 0:
        return "turn"
    if announced_by_other:
        return "forfeit" if hand_size(state) == 0 else "turn"
    return "must_announce" if hand_size(state) == 0 else "may_announce"


def rest(state: Deeds, slow: bool, card: str = "", wounds: int = 0, lang: str = "en") -> Deeds:
    """Standard rest: discard one card that is not a Wound (named, or unnamed when `card` is empty) and any
    Wounds; slow recovery, only for a hand of Wounds: discard one Wound (p. 6 §7). The Wounds go to the
    discard pile; this is not healing."""
    if slow:
        if state["hand"] > 0:
            raise refuse("rest_slow_has_card", "p. 6", lang, cards=state["hand"])
        if state["wounds_hand"] < 1:
            raise refuse("rest_slow_no_wound", "p. 6", lang)
        return discard_wounds(state, 1, lang)
    if state["hand"] < 1:
        raise refuse("rest_standard_needs_card", "p. 6", lang)
    after = discard_cards(state, [card] if card else [], lang, unnamed=0 if card else 1)
    return discard_wounds(after, wounds, lang) if wounds else after


def discard_wounds(state: Deeds, count: int, lang: str = "en") -> Deeds:
    if count > state["wounds_hand"]:
        raise refuse("rest_discard_wounds", "p. 6", lang, wounds=state["wounds_hand"])
    new_state = copy.deepcopy(state)
    new_state["wounds_hand"] -= count
    new_state["wounds_discard"] += count
    new_state["discard"] += count
    return new_state


def discard_cards(state: Deeds, names: list[str], lang: str = "en", unnamed: int = 0) -> Deeds:
    """Discard cards from the hand, by name, plus `unnamed` cards the table does not name (never Wounds)."""
    new_state = copy.deepcopy(state)
    for name in names:
        ident = card_id(name)
        if ident == "wound":
            raise refuse("discard_wound", "p. 4", lang)
        check_in_hand(new_state, ident, lang)
        new_state["hand"] -= 1
        new_state["discard"] += 1
        _bump(new_state["discard_named"], ident, 1)
    if unnamed:
        if unnamed > new_state["hand"]:
            raise refuse("hand_empty", "p. 4", lang)
        new_state["hand"] -= unnamed
        new_state["discard"] += unnamed
    return new_state


def throw_away(state: Deeds, ident: str, lang: str = "en", from_hand: bool = True) -> Deeds:
    """Throw a card away: it leaves the game; a Wound goes back to the Wound pile (p. 5)."""
    new_state = copy.deepcopy(state)
    if ident == "wound":
        if new_state["wounds_hand"] < 1:
            raise refuse("no_wound_in_hand", "p. 5", lang)
        new_state["wounds_hand"] -= 1
        return new_state
    if from_hand:
        check_in_hand(new_state, ident, lang)
        new_state["hand"] -= 1
    _bump(new_state["thrown"], ident, 1)
    return new_state


def lose(state: Deeds, ident: str, where: str) -> Deeds:
    """An artifact taken away (stolen in a fight between heroes, p. 13): from the discard pile, from the play area
    (played in the fight: from the hand, when the referee did not see it played), or from a unit."""
    new_state = copy.deepcopy(state)
    if new_state["owned"].get(ident, 0) < 1:
        return new_state  # gained without its name: the referee never had it in the piles
    _bump(new_state["owned"], ident, -1)
    if where == "discard":
        new_state["discard"] -= 1
        if new_state["discard_named"].get(ident):
            _bump(new_state["discard_named"], ident, -1)
    elif where == "play":
        played = next((i for i, (card, _) in enumerate(new_state["played"]) if card == ident), None)
        if played is None:
            new_state["hand"] -= 1
        else:
            del new_state["played"][played]
    return new_state


def take_wounds(state: Deeds, count: int, in_combat: bool = False) -> Deeds:
    """Wounds into the hand; in combat they count towards the knock-out (p. 10)."""
    new_state = copy.deepcopy(state)
    new_state["wounds_hand"] += count
    if in_combat:
        new_state["wounds_combat"] += count
    return new_state


def knocked_out(state: Deeds, base_hand_limit: int) -> bool:
    """Knocked out when the wounds taken into the hand in this combat reach the unmodified hand limit (p. 10)."""
    return int(state["wounds_combat"]) >= base_hand_limit


def knock_out(state: Deeds) -> Deeds:
    """The knock-out: every card in the hand that is not a Wound is discarded at once (p. 10)."""
    new_state = copy.deepcopy(state)
    new_state["discard"] += new_state["hand"]
    new_state["hand"] = 0
    return new_state


def gain(state: Deeds, ident: str, where: str = "top") -> Deeds:
    """A new deed card: on top of the deed deck unless an effect says otherwise (p. 5); 'hand' or 'discard'."""
    new_state = copy.deepcopy(state)
    _bump(new_state["owned"], ident, 1)
    if where == "hand":
        new_state["hand"] += 1
    elif where == "discard":
        new_state["discard"] += 1
        _bump(new_state["discard_named"], ident, 1)
    else:
        new_state["deck"] += 1
        new_state["top"].insert(0, ident)
    return new_state


def end_turn(state: Deeds, limit: int, discard: list[str] | None = None, wounds: int = 0, lang: str = "en") -> Deeds:
    """The end of a turn (p. 11 §§3, 7): played cards to the discard pile, optional discards, draw up to the limit."""
    new_state = discard_cards(state, discard or [], lang)
    for ident, _ in new_state["played"]:
        new_state["discard"] += 1
        _bump(new_state["discard_named"], ident, 1)
    new_state["played"] = []
    new_state["wounds_combat"] = 0
    return draw_up_to(new_state, limit, wounds, lang)
