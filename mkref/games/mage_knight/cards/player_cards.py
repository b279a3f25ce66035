"""The player's cards as the tracked game's state holds them: the active player, their deeds, skills and mana.

Created on first use, so saves from before the cards still load. Read by `cards/table.py` (which decides and
applies the card commands) and `cards/meeting.py`; moved out of `cards/table.py` so each stays a readable size.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping

from mkref.core.errors import RuleViolation
from mkref.games.mage_knight.cards import deck as deck_rules
from mkref.games.mage_knight.cards import skill_use
from mkref.games.mage_knight.cards.mana import Mana
from mkref.games.mage_knight.cards.messages import MESSAGES
from mkref.games.mage_knight.cards.state_types import CardsGameState, CardsPlayerState, DeedsState, SkillTokens, cards_player, running_turn
from mkref.games.mage_knight.parts import acting
from mkref.games.mage_knight.state_types import PlayerState


def active_player(state: CardsGameState) -> CardsPlayerState:
    turn = state.get("turn")
    if state.get("phase") != "turns" or turn is None:
        raise RuleViolation(MESSAGES.said("no.turn_running"), MESSAGES.said("no.turn_running_why"), ref="p. 4")
    name = state["order"][turn]
    name = acting(state) or name  # e.g. a cooperative assault: the participant fighting now plays their own cards (p. 13 §6)
    return cards_player(next(p for p in state["players"] if p["name"] == name))


def player_named(state: CardsGameState, name: str) -> CardsPlayerState:
    return cards_player(next(p for p in state["players"] if p["name"] == name))


def tracked(state: CardsGameState) -> bool:
    """Whether this game tracks the deed cards (`mkref new ... --cards`). Without it the table reports points
    by value as before, and the end of the round is not checked against a deck the referee cannot know."""
    return bool(state.get("cards"))


def card_sets(state: CardsGameState) -> frozenset[str] | None:
    """The component sets in play, as the game recorded them (None: every set)."""
    sets = state.get("card_sets")
    return frozenset(sets) if sets else None


def deeds_of(p: CardsPlayerState, state: CardsGameState | None = None) -> DeedsState:
    """The player's deed cards; Wounds in hand follow the game's own count (combat and healing change it)."""
    sets = card_sets(state) if state is not None else None
    deeds = copy.deepcopy(p["deeds"]) if p.get("deeds") else deck_rules.new(p["hero"], int(p.get("hand_limit", 5)), sets)
    deeds["wounds_hand"] = int(p.get("wounds", 0))
    return deeds


def owned_cards(p: PlayerState) -> dict[str, int]:
    """The deed cards a hero owns, by id ({} before the cards are tracked)."""
    deeds = cards_player(p).get("deeds")
    return deeds["owned"] if deeds else {}


def crystals_of(p: PlayerState) -> dict[str, int]:
    """The hero's crystals by colour, as the card rules count mana."""
    return {colour: n for colour, n in p["crystals"].items()}


def skills_of(p: CardsPlayerState) -> SkillTokens:
    return copy.deepcopy(p["skill_tokens"]) if p.get("skill_tokens") else skill_use.new()


def _lang(state: CardsGameState, lang: str) -> str:
    """The language a card rule words what it builds in: English unless a caller asks (the state holds no language;
    refusals and questions are catalogue sentences the shell says in the session's language)."""
    del state
    return lang or "en"


def _mana_of(state: CardsGameState, p: CardsPlayerState) -> tuple[Mana, list[str], list[int]]:
    """The player's mana as the rules see it, the Source dice still there, and their indices in the Source."""
    cur = running_turn(state)
    used = list(cur.get("dice_used", [])) if cur is not None else []
    out = _dice_out(cur or {})  # taken by an earlier participant of a cooperative assault (p. 13 §6b)
    free = [i for i in range(len(state["source"])) if i not in used and i not in out]
    tokens = cur.get("tokens", {}) if cur is not None else {}
    mana: Mana = {
        "crystals": crystals_of(p), "tokens": {colour: n for colour, n in tokens.items()},
        "dice": [state["source"][i] for i in used], "extra_dice": int(cur.get("extra_dice", 0)) if cur is not None else 0,
    }
    return mana, [state["source"][i] for i in free], free


def _dice_out(cur: Mapping[str, object]) -> set[object]:
    """The Source dice an earlier participant of a cooperative assault took: a key of the fights between heroes
    (pvp/state_types.py), read as plain data since no part imports another."""
    out = cur.get("dice_out", [])
    return set(out) if isinstance(out, list) else set()
