"""The deed cards when heroes meet: a fight between heroes (p. 12-13) and the cooperative city assault (p. 13).

The pvp package calls these when cards are tracked (`mkref new ... --cards`): an artifact stolen moves between the
heroes' deed cards, the defender's cards at the end of a fight, the other participants' end of turn after a
cooperative assault. Built on the tracked game's cards bridge (table.py), which does not import this module.
"""

from __future__ import annotations

from collections.abc import Mapping

from mkref.core.chance import Request as Ask
from mkref.core.events import Command
from mkref.games.mage_knight.cards import deck as deck_rules
from mkref.games.mage_knight.cards.catalogue import card_names, cards
from mkref.games.mage_knight.cards.messages import MESSAGES
from mkref.games.mage_knight.cards.player_cards import deeds_of, player_named as _player, tracked
from mkref.games.mage_knight.cards.state_types import CardsGameState, DeedsState
from mkref.games.mage_knight.cards.table import _apply_deeds, _ask, _wounds_drawn, deeds_event, diff
from mkref.games.mage_knight.parts import Event


def participant_end_turn(state: CardsGameState, command: Command, name: str) -> list[Event]:
    """A participant of a cooperative assault other than its initiator, when it is over: the end of their turn
    (p. 13 §8): the cards played go to the discard pile and the hand is drawn up to the limit."""
    p = _player(state, name)
    if not tracked(state) or p.get("dummy"):
        return []
    deeds = deeds_of(p, state)
    if p.get("knocked_out"):  # knocked out in their part of the assault (p. 10)
        deeds = deck_rules.knock_out(deeds)
    limit = int(p.get("hand_limit", 5))
    discarded = deck_rules.end_turn(deeds, 0)
    drawn = _wounds_drawn(state, command, discarded, deck_rules.to_draw(discarded, limit), who=name)
    return deeds_event(state, p, deck_rules.end_turn(deeds, limit, wounds=drawn), when="turn")


def apply_deeds(state: CardsGameState, name: str, changes: Mapping[str, object]) -> None:
    """Changes to a player's deed cards decided elsewhere (an artifact stolen in a fight between heroes)."""
    _apply_deeds(state, _player(state, name), changes)


def steal_deeds(state: CardsGameState, thief: str, loser: str, name: str, where: str) -> dict[str, dict[str, object]]:
    """The deed cards of both heroes after an artifact is stolen: it leaves the loser's discard pile or play area
    and goes on the thief's discard pile (p. 13). Nothing when the cards are not tracked or the name is no artifact."""
    ident = card_names().find(name)
    if not tracked(state) or ident is None or cards()[ident].kind != "artifact":
        return {}
    takers = {n: deeds_of(_player(state, n), state) for n in (thief, loser)}
    after = {thief: deck_rules.gain(takers[thief], ident, "discard"), loser: deck_rules.lose(takers[loser], ident, where)}
    return {n: diff(takers[n], after[n]) for n in (thief, loser)}


def defender_deeds(state: CardsGameState, command: Command, name: str, full: bool, wounds: int, knocked_out: bool) -> list[Event]:
    """The defender's deed cards when a fight between heroes ends (p. 12): the table says how many cards from the
    hand they played in it (typed as values, not seen by the referee); those go to the discard pile. A fully
    committed defender then takes the end-of-turn steps: the draw up to the hand limit (a knocked-out hero first
    discards the hand). `wounds`: the Wounds the defender holds after the fight. Nothing without --cards."""
    p = _player(state, name)
    if not tracked(state) or p.get("dummy"):
        return []
    before = deeds_of(p, state)
    deeds: DeedsState = {**before, "wounds_hand": wounds}
    prompt = MESSAGES.said("ask_fight_cards", name=name)
    played = int(_ask(command, Ask("fight_cards", prompt, tuple(str(n) for n in range(int(deeds["hand"]) + 1)), chance=False))[0])
    deeds = {**deeds, "hand": deeds["hand"] - played, "discard": deeds["discard"] + played}
    if full:
        if knocked_out:
            deeds = deck_rules.knock_out(deeds)
        limit = int(p.get("hand_limit", 5))
        deeds = deck_rules.end_turn(deeds, limit, wounds=_wounds_drawn(state, command, deeds, deck_rules.to_draw(deeds, limit)))
    return [{"type": "deeds", "player": name, "deeds": diff(before, deeds)}]
