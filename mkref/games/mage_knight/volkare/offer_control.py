"""[V4] Solo offer control applied to the tracked card offers (A-V4, I-33), for games with `--cards`.

At a new round, instead of the normal refresh (I-33), each of the Spell and Advanced Action offers loses its
lowest card, and the middle one too when the solo player says so; that is asked before new cards are revealed
(RV4-3). The rest slide down and the table names the new cards for the free top positions, the first one
revealed right above the kept cards. The removed cards leave the game (or go under their deck, setting
`v4_removed_to`): either way they are no longer in the offer. `cards/table.py` calls `refresh` from its
round start; the offers there are lists with the top card first."""

from __future__ import annotations

from mkref.core.chance import NeedAnswer, Request
from mkref.games.mage_knight.volkare import variants
from mkref.games.mage_knight.volkare.messages import MESSAGES
from mkref.games.mage_knight.volkare.state_types import LegionGameState

YES_NO = ("yes", "no")
YES_NO_NAMES = (("yes", "yes", "ja", "j", "y"), ("no", "no", "nein", "n"))


def active(state: LegionGameState) -> bool:
    info = state.get("lost_legion_variants")
    return info is not None and "solo_offer_control" in info["variants"]


def _answer(answers: dict[str, list[str]], request: Request) -> str:
    if request.key not in answers:
        raise NeedAnswer(request)
    return answers[request.key][0]


def refresh(offer: list[str], kind: str, answers: dict[str, list[str]], options: tuple[str, ...],
            names: tuple[tuple[str, str, str], ...], prompt: str) -> list[str]:
    """One offer (top first) after A-V4: asks whether the middle card goes too, then for each new card.
    `options`/`names` are the cards that may come up and `prompt` the table's question for a new card."""
    if len(offer) < 3:  # not a full offer: the normal rule's single replacement does not apply either
        return offer
    middle = _answer(answers, Request(f"v4_middle_{kind}", MESSAGES.said(f"v4_ask_middle_{kind}", card=offer[1]), YES_NO,
                                      chance=False, ref="[V4]", names=YES_NO_NAMES)) == "yes"
    need = 2 if middle else 1
    revealed: list[str] = []
    for n in range(need):
        left = tuple(o for o in options if o not in revealed)
        picked = tuple(nm for nm in names if nm[0] in left)
        key = f"v4_new_{kind}" + (f"_{n + 1}" if n else "")
        revealed.append(_answer(answers, Request(key, prompt, left, chance=True, ref="[V4]", names=picked)))
    lowest_first, _deck, _removed = variants.v4_refresh(list(reversed(offer)), revealed, middle)
    return list(reversed(lowest_first))
