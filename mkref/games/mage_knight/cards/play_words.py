"""Reading the words of a `play` command in the tracked game: which card, which mode, which mana and options.

`parse_play` turns `play rage sideways attack`, `play improvisation attack with march` or `play in need wound=2`
into the card, its mode and its counters; `is_by_value` tells points by value (`play 4 move`) apart from a
card; `_auto_mana` and `_refuse_die_taken` pick the mana a card is powered with from the Source. Moved out of
`cards/table.py` (which decides and applies the command) so each stays a readable size; this module imports
nothing of `cards/table.py`.
"""

from __future__ import annotations

import itertools

from mkref.core.errors import InvalidInput
from mkref.core.names import fold
from mkref.games.mage_knight.cards import mana as mana_rules
from mkref.games.mage_knight.cards import play as play_rules
from mkref.games.mage_knight.cards.catalogue import card_names, cards
from mkref.games.mage_knight.cards.effects import BASIC_COLOURS
from mkref.games.mage_knight.cards.mana import Mana
from mkref.games.mage_knight.cards.messages import MESSAGES, refuse
from mkref.games.mage_knight.state_types import GameState

MODE_WORDS = {"basic": "basic", "einfach": "basic", "powered": "powered", "stark": "powered", "strong": "powered",
              "sideways": "sideways", "quer": "sideways", "seitwaerts": "sideways"}  # fold(seitwärts)
OTHER_WORDS = ("with", "mit")
COUNTER_WORDS = {"wound": "wound", "wounds": "wound", "verletzung": "wound", "verletzungen": "wound",
                 "blocked": "enemy_blocked", "geblockt": "enemy_blocked", "enemies": "enemy_token", "feinde": "enemy_token",
                 "units": "unit_recruited", "einheiten": "unit_recruited", "sets": "crystal_set", "defeated": "enemy_defeated",
                 "besiegt": "enemy_defeated", "cards": "discarded_card", "karten": "discarded_card", "traits": "enemy_trait",
                 "colours": "crystal_colour", "farben": "crystal_colour", "ready": "ready_unit", "bereit": "ready_unit"}


def is_by_value(words: list[str]) -> bool:
    """`play 4 move` / `play move 4`: points told as values, not a card (`play will focus 4` names option 4)."""
    if len(words) != 2 or not any(w.lstrip("-").isdecimal() for w in words):
        return False
    other = words[1] if words[0].lstrip("-").isdecimal() else words[0]
    return card_names().find(other) is None


def _card_prefix(words: list[str]) -> tuple[str, list[str]]:
    """The card named by the longest run of leading words ('mana draw powered' -> mana_draw)."""
    if not words:  # 'play rage with' and nothing after it
        raise InvalidInput(MESSAGES.said("ask.which_card"), hint=MESSAGES.said("ask.which_card_with"))
    index = card_names()
    for n in range(len(words), 0, -1):
        found = index.find(" ".join(words[:n]))
        if found is not None:
            return found, words[n:]
    return index.resolve(words[0]), words[1:]  # UnknownName with the closest cards


def parse_counts(words: list[str]) -> dict[str, int]:
    """The counts typed as KEY=N among `words` ('wounds=2', 'ready=1'), by counter; other words are left out."""
    counts: dict[str, int] = {}
    for word in (w for w in words if "=" in w):
        key, _, value = word.partition("=")
        key, value = fold(key), value.strip()
        if key not in COUNTER_WORDS or not value.isdecimal():
            raise InvalidInput(MESSAGES.said("ask.not_a_count", word=word), hint=MESSAGES.said("ask.count_hint"))
        counts[COUNTER_WORDS[key]] = int(value)
    return counts


def parse_play(words: list[str]) -> tuple[str, str, play_rules.Request]:
    ident, rest = _card_prefix(words)
    mode, sideways, paid, choices, counts, other = "basic", "", [], [], {}, ""
    i = 0
    while i < len(rest):
        word = fold(rest[i])
        if word in MODE_WORDS:
            mode = MODE_WORDS[word]
            if mode == "sideways":
                if i + 1 >= len(rest):
                    raise InvalidInput(MESSAGES.said("ask.sideways_as"), hint=MESSAGES.said("ask.sideways_hint"))
                sideways, i = rest[i + 1], i + 1
        elif word in mana_rules.PLACES and i + 1 < len(rest):
            paid.append(mana_rules.parse_source(f"{word} {fold(rest[i + 1])}"))
            i += 1
        elif word in OTHER_WORDS:
            other, rest_after = _card_prefix(rest[i + 1:])
            rest = rest[: i + 1] + rest_after
        elif "=" in rest[i]:  # the raw word: fold() turns '=' into '_'
            counts.update(parse_counts([rest[i]]))
        else:
            choices.append(word.replace("-", " ").replace("_", " "))
        i += 1
    request = play_rules.Request(tuple(choices), tuple(counts.items()), tuple(paid), other, sideways)
    return ident, mode, request


def _auto_mana(card_id: str, mode: str, state: GameState, mana: Mana, source: list[str]) -> list[tuple[str, str]]:
    """The mana a powered card or a spell needs, when the table did not name it: a token of the colour, else a
    Source die of it (if a die may still be taken), else a crystal, else a gold die by Day; black the same.

    The needs are tried in every order, so a spell's black at Night gets the one Source die and its colour is
    paid by a crystal, rather than the die going to the colour and the black left unpaid (p. 5 §3). When no
    order pays everything, the needs paid in the card's order are returned and the play names the one missing."""
    day = state["time"] == "day"
    needs = play_rules.mana_needed(cards()[card_id], mode, day)
    for order in itertools.permutations(range(len(needs))):
        picked = _pick_in_order(needs, list(order), mana, source, day)
        if len(picked) == len(needs):
            return [picked[i] for i in range(len(needs))]
    picked = _pick_in_order(needs, list(range(len(needs))), mana, source, day)
    return [picked[i] for i in range(len(picked))]


def _pick_in_order(needs: list[tuple[str, ...]], order: list[int], mana: Mana, source: list[str],
                   day: bool) -> dict[int, tuple[str, str]]:
    picked: dict[int, tuple[str, str]] = {}
    tokens, crystals = dict(mana["tokens"]), dict(mana["crystals"])
    dice_left = mana_rules.dice_allowed(mana) - len(mana["dice"])
    free = list(source)
    for index in order:
        choice = _pick_one(needs[index], tokens, crystals, free, dice_left, day)
        if choice is None:
            break  # the play refuses it, naming the colour
        picked[index] = choice
        place, colour = choice
        if place == "token":
            tokens[colour] -= 1
        elif place == "crystal":
            crystals[colour] -= 1
        else:
            free.remove(colour)
            dice_left -= 1
    return picked


def _pick_one(colours: tuple[str, ...], tokens: dict[str, int], crystals: dict[str, int], free: list[str], dice_left: int,
              day: bool) -> tuple[str, str] | None:
    for colour in colours:
        if tokens.get(colour, 0) > 0:
            return "token", colour
    for colour in colours:
        if dice_left > 0 and colour in free and not (colour == "black" and day):
            return "die", colour
    for colour in colours:
        if crystals.get(colour, 0) > 0:
            return "crystal", colour
    if day and dice_left > 0 and "gold" in free and any(c in BASIC_COLOURS for c in colours):
        return "die", "gold"
    return None


def _refuse_die_taken(state: GameState, card_id: str, mode: str, request: play_rules.Request, mana: Mana,
                      source: list[str], lang: str) -> None:
    """Mana that is short only because this turn's Source die is taken: say so (p. 5 §3), rather than just
    'needs blue mana' while a blue die lies in the Source."""
    day = state["time"] == "day"
    card = cards()[card_id]
    needs = play_rules.mana_needed(card, mode, day, lang)
    planned = [colour for place, colour in request.mana if place == "die"]
    if len(request.mana) >= len(needs) or mana_rules.dice_allowed(mana) > len(mana["dice"]) + len(planned):
        return
    missing = needs[len(request.mana)]
    left = list(source)
    for colour in planned:
        left.remove(colour)
    if any(mana_rules.pays_for(die, colour, day) for die in left for colour in missing):
        words = play_rules._colour_words(tuple(missing), lang)
        raise refuse("mana_needed_die_used", "p. 5", lang, card=card.name.named(), colour=words)
