"""The Advanced Actions a Monastery puts into the unit offer, by name (issue 19).

Each Monastery on the map that is not burned adds one Advanced Action from the deck to the unit offer when a
round is prepared (p. 4 §2c), and a Monastery revealed by exploring adds one at once (p. 7 §5f). There, and only
there, a Monastery teaches it for 6 Influence (p. 8 §4c): not from the Advanced Action offer. mkref asks the table
which card came up. With the deed cards tracked (`--cards`) it knows the Advanced Action deck (every Advanced
Action in play that is in no offer and owned by no hero), so `roll` draws from it (a `draw`); without them the
answer is the table's word among every Advanced Action in play (a `count`: never rolled).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.core.messages import Named
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.parts import in_use
from mkref.games.mage_knight.state_types import GameState

State = GameState
_no = MESSAGES.said


def _actions(state: State) -> dict[str, Any]:
    """Every Advanced Action of the component sets in play, by id."""
    from mkref.games.mage_knight.data.deed_cards import cards

    in_play = state.get("expansions") or ("base",)
    return {c.id: c for c in cards().values() if c.kind == "advanced_action" and c.expansion in in_play}


def _out_of_deck(state: State) -> set[str] | None:
    """The Advanced Actions a part knows to be out of the deck (with the cards tracked: in the Advanced Action offer
    or owned by a hero); None when no part of the game knows the deck (parts.Part.out_of_deck)."""
    known = [out for part in in_use(state) if (out := part.out_of_deck(state, "advanced_action")) is not None]
    return set[str]().union(*known) if known else None


def _deck(state: State, leaving: list[str]) -> list[str]:
    """The Advanced Actions that can come up: with the cards tracked, those of the deck (in no offer, owned by no
    hero, not `leaving` the unit offer); without them, any but those `leaving` the unit offer."""
    elsewhere = (_out_of_deck(state) or set()) | set(leaving)
    return [c for c in _actions(state) if c not in elsewhere]


def ask_added(state: State, command: Command, key: str, count: int, revealed: bool = False) -> list[str]:
    """The `count` Advanced Action(s) that came up for the unit offer (`revealed`: for Monasteries just revealed);
    NeedAnswer until the table names them. Those lying in the unit offer cannot come up (at a new round they go
    under the deck, p. 4 §2c)."""
    if count <= 0:
        return []
    if key in command.answers:
        return list(command.answers[key])
    options = tuple(_deck(state, list(state.get("offer_aa_cards") or [])))
    actions = _actions(state)
    names = tuple((c, actions[c].name.en, actions[c].name.de) for c in options)
    prompt = _no("prompt.monastery_aa_revealed" if revealed else "prompt.monastery_aas", n=count)
    if _out_of_deck(state) is not None:  # the deck is known: a draw mkref may make (`roll`)
        request = Request(key, prompt, options, count, (1,) * len(options), names=names, both_names=True, ref="p. 7" if revealed else "p. 4")
    else:  # the card that came up is the table's word, never rolled
        request = Request(key, prompt, options, count, names=names, both_names=True, kind="count", ref="p. 7" if revealed else "p. 4")
    raise NeedAnswer(request)


def card_bought(state: State, command: Command) -> str:
    """The Advanced Action `buy aa [NAME]` takes at a Monastery: one lying in the unit offer (p. 8 §4c). '' for a save
    from before the offer's Advanced Actions were named."""
    known = [str(c) for c in state.get("offer_aa_cards") or []]
    if not known:
        return ""
    words = command.args[1:]
    if not words:
        if len(set(known)) > 1:
            raise InvalidInput(_no("no.monastery_which_aa"), hint=_no("no.monastery_aas_are", cards=_named_list(known)), ref="p. 8")
        return known[0]
    from mkref.games.mage_knight.data.deed_cards import card_names

    ident = card_names().find(" ".join(words)) or ""
    if ident not in known:
        raise RuleViolation(_no("no.monastery_aa_not_in_unit_offer", card=_card_named(ident or " ".join(words))),
                            _no("no.a_monastery_sells_only_advanced_actions"), _no("no.monastery_aas_are", cards=_named_list(known)), ref="p. 8")
    return ident


def with_card(command: Command, card: str) -> Command:
    """The command as if the card had been named (`buy aa agility`), for the deed cards' own bookkeeping."""
    return replace(command, args=[command.args[0], card]) if card and len(command.args) < 2 else command


def _card_named(ident: str) -> Named:
    from mkref.games.mage_knight.data.deed_cards import cards

    card = cards().get(ident)
    return Named(card.name.en, card.name.de) if card is not None else Named(ident, ident)


def _named_list(idents: list[str]) -> Named:
    named = [_card_named(i) for i in idents]
    return Named(", ".join(str(n) for n in named), ", ".join(n.german for n in named))


def action_names(idents: list[str], lang: str) -> str:
    """Advanced Actions by name in the table's language (those of the unit offer)."""
    from mkref.games.mage_knight.data.deed_cards import cards

    known = cards()
    return ", ".join(known[i].name.get(lang) if i in known else i for i in idents)
