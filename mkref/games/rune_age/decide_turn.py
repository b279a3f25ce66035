"""The actions of a turn (spec 5.2 and 7, p. 7-8): purchase, influence, unit action, end of turn with
kept cards, and the few table commands card texts need (damage, rewards, Mind Control). Pure: each
function checks a command against the state and returns events, or raises with the rule's page."""

from __future__ import annotations

from mkref.core.events import Command
from mkref.core.names import fold, group_names

from . import data
from .cards import card_kind, card_named
from .command_words import command_named
from .decide_common import (Ask, bad_input, card_id, cost_of, find_player, owned_free, player_index, race_named, refuse, said,
                            seat_order_from, split_for, table_names)
from .elimination import damage_events
from .events import RuneAgeEvent, Source
from .state import GameState, PlayerState

STRONGHOLD_WORDS = ("stronghold", "strongholds", "festung", "festungen", "festungskarte", "festungskarten")  # the rulebook's words (p. 3, 7)
MONUMENT_WORDS = ("monument", "monumentkarte", "monumentkarten")


def active_player(state: GameState) -> int:
    return int(state["active"])


def city_value(state: GameState, ask: Ask, city: str, field: str, name: str) -> int:
    entry = data.city(city)
    if field in entry:
        return int(entry[field])
    return ask.number(f"{city}.{field}", said("what_city_" + field, city=name))


# ---- purchase (R-BUY, p. 7-8) -----------------------------------------------------------------------
def buy(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    me = active_player(state)
    p = state["players"][me]
    pay, items = (group_names(words, table_names(state, me)) for words in split_for(command.args))
    if not pay or not items:
        raise bad_input(state, "usage_buy", "p. 7")
    gold_cards, rewards = _gold_payment(state, me, pay)
    total = sum(gold_cards) + sum(p["rewards"][r]["gold"] for r in rewards)
    wanted, cost = _barracks_items(state, ask, me, items)
    if cost > total:
        raise refuse(state, "not_enough_gold", "p. 8", cost=cost, gold=total)
    return [{"type": "bought", "player": me, "gold_cards": gold_cards, "rewards": rewards, "items": wanted, "gold": total, "spent": cost}]


def _gold_payment(state: GameState, me: int, pay: list[str]) -> tuple[list[int], list[int]]:
    """R-BUY-01 (p. 7): gold cards from hand (and gold rewards, A-29); influence never pays a purchase."""
    p = state["players"][me]
    gold_cards: list[int] = []
    rewards: list[int] = []
    for word in pay:
        ident = data.find_card(word)
        if ident is not None and ident in data.cards()["gold"]:
            gold_cards.append(int(data.gold_card(ident)["value"]))
            continue
        r = _reward_index(p, word, exclude=rewards)
        if r is not None and p["rewards"][r]["gold"] > 0:
            if not state["settings"]["gold_rewards_in_purchase"]:
                raise refuse(state, "no_gold_rewards", "p. 7 (A-29)")
            if not p["rewards"][r]["ready"]:
                raise refuse(state, "reward_exhausted", "p. 9", name=p["rewards"][r]["name"])
            rewards.append(r)
        elif r is not None and not p["rewards"][r]["influence"]:
            raise refuse(state, "reward_no_resource", "p. 9", name=p["rewards"][r]["name"])
        elif r is not None or _is_influence_word(state, me, word):
            raise refuse(state, "buy_with_influence", "p. 7", "hint_influence_action", word=word)
        else:
            raise bad_input(state, "unknown_payment", "p. 7", word=word)
    for value in set(gold_cards):
        have = owned_free(state, me, f"gold{value}")
        if gold_cards.count(value) > have:
            raise refuse(state, "not_your_gold", "p. 7", n=gold_cards.count(value), value=value, have=have)
    return gold_cards, rewards


def _barracks_items(state: GameState, ask: Ask, me: int, items: list[str]) -> tuple[list[str], int]:
    """R-BUY-02/05 (p. 7-8): racial units, strongholds, the Monument, all from the player's own barracks."""
    p = state["players"][me]
    left = dict(p["barracks"])
    strongholds = int(p["barracks_strongholds"])
    monument = p["monument"] == "barracks"
    wanted: list[str] = []
    cost = 0
    for word in items:
        key = fold(word)
        if key in STRONGHOLD_WORDS:
            if strongholds <= 0:
                raise refuse(state, "no_stronghold_left", "p. 8")
            strongholds -= 1
            wanted.append("stronghold")
            cost += int(data.cards()["stronghold"]["cost"])
            continue
        if key in MONUMENT_WORDS:
            if not data.scenario(state["scenario"]).get("monument"):
                raise refuse(state, "no_monument_here", "p. 16")
            if not monument:
                raise refuse(state, "monument_built", "p. 16")
            monument = False
            wanted.append("monument")
            printed = data.cards()["monument"].get("cost", {})
            cost += ask.number(f"monument-{p['race']}.cost", said("what_monument_cost", race=race_named(p["race"])), 40,
                               printed=printed.get(p["race"]) if isinstance(printed, dict) else printed)
            continue
        card = card_id(state, ask, me, word)
        group = data.parse_group(card)
        if group is None:
            raise refuse(state, "gold_buys_barracks", "p. 7", "hint_influence_action", card=card_named(state, card))
        if group[0] != p["race"]:
            raise refuse(state, "own_barracks_only", "p. 7", card=card_named(state, card))
        if left[str(group[1])] <= 0:
            raise refuse(state, "barracks_empty", "p. 8", card=card_named(state, card))
        left[str(group[1])] -= 1
        wanted.append(card)
        cost += group[1]
    return wanted, cost


# ---- influence (R-INF, p. 8) ------------------------------------------------------------------------
def influence(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    me = active_player(state)
    pay, items = (group_names(words, table_names(state, me)) for words in split_for(command.args))
    if not pay or not items:
        raise bad_input(state, "usage_influence", "p. 8")
    sources, total = influence_sources(state, ask, me, pay)
    central = state["central"]
    left = {**central["gold"], **central["neutral"]}
    wanted: list[str] = []
    cost = 0
    for word in items:
        card = card_id(state, ask, me, word)
        if data.parse_group(card) or card not in left:
            if data.parse_group(card) or card not in data.cards()["neutral"]:
                raise refuse(state, "influence_buys_neutral", "p. 8", card=card_named(state, card))
            raise refuse(state, "not_in_this_game", "p. 4", card=card_named(state, card))
        if left[card] <= 0:
            raise refuse(state, "stack_empty", "p. 8", card=card_named(state, card))
        left[card] -= 1
        wanted.append(card)
        cost += cost_of(state, ask, card)
    if cost > total:
        raise refuse(state, "not_enough_influence", "p. 8", cost=cost, influence=total)
    return [{"type": "acquired", "player": me, "sources": sources, "items": wanted, "influence": total, "spent": cost}]


def influence_sources(state: GameState, ask: Ask, me: int, words: list[str]) -> tuple[list[Source], int]:
    """R-INF-01/04 (p. 8): exhaust ready strongholds, cities and influence rewards the player controls."""
    p = state["players"][me]
    sources: list[Source] = []
    total = 0
    for word in words:
        key = fold(word)
        if key in STRONGHOLD_WORDS:
            used = [s["index"] for s in sources if s["kind"] == "stronghold"]
            free = [i for i, ready in enumerate(p["strongholds"]) if ready and i not in used]
            if not free:
                raise refuse(state, "no_ready_stronghold", "p. 8")
            sources.append({"kind": "stronghold", "index": free[0]})
            total += int(data.cards()["stronghold"]["influence"])
            continue
        c = next((i for i, c in enumerate(p["cities"]) if fold(c["name"]) == key or c["id"] == data.slug(word)), None)
        if c is not None:
            if not p["cities"][c]["ready"] or any(s["kind"] == "city" and s["index"] == c for s in sources):
                raise refuse(state, "city_exhausted", "p. 8", city=p["cities"][c]["name"])
            sources.append({"kind": "city", "index": c})
            total += city_value(state, ask, p["cities"][c]["id"], "influence", p["cities"][c]["name"])
            continue
        r = _reward_index(p, word, exclude=[s["index"] for s in sources if s["kind"] == "reward"])
        if r is not None and p["rewards"][r]["influence"] > 0:
            if not p["rewards"][r]["ready"]:
                raise refuse(state, "reward_exhausted", "p. 9", name=p["rewards"][r]["name"])
            sources.append({"kind": "reward", "index": r})
            total += int(p["rewards"][r]["influence"])
        elif r is not None and not p["rewards"][r]["gold"]:
            raise refuse(state, "reward_no_resource", "p. 9", name=p["rewards"][r]["name"])
        elif data.find_card(word) in data.cards()["gold"] or r is not None:
            raise refuse(state, "influence_with_gold", "p. 8", word=word)
        else:
            raise bad_input(state, "unknown_source", "p. 8", word=word)
    return sources, total


def _reward_index(p: PlayerState, word: str, exclude: list[int]) -> int | None:
    key = fold(word)
    return next((i for i, r in enumerate(p["rewards"]) if fold(r["name"]) == key and i not in exclude), None)


def _is_influence_word(state: GameState, me: int, word: str) -> bool:
    key = fold(word)
    p = state["players"][me]
    return key in STRONGHOLD_WORDS or key in ("influence", "einfluss") or any(fold(c["name"]) == key for c in p["cities"])


# ---- end of the turn (R-TURN-03/04, p. 7) -------------------------------------------------------------
def end_turn(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    me = active_player(state)
    keep, sources = 0, []
    if command.args:
        words = command.args
        if fold(words[0]) not in ("keep", "behalten") or len(words) < 2:
            raise bad_input(state, "usage_end", "p. 7")
        if not words[1].isdecimal():
            raise bad_input(state, "whole_number", "p. 7", what=words[1])
        keep = int(words[1])
        rest = words[2:]
        if rest and fold(rest[0]) in ("with", "mit"):
            rest = rest[1:]
        found, total = influence_sources(state, ask, me, group_names(rest, table_names(state, me))) if rest else ([], 0)
        if total < keep * int(data.limit("keep_cost")):
            raise refuse(state, "keep_needs_influence", "p. 7", n=keep, influence=total)
        sources = found
    events: list[RuneAgeEvent] = [{"type": "turn_ended", "player": me, "keep": keep, "sources": sources}]
    following = next_in_round(state, me)
    if following < 0:
        events.append({"type": "event_phase", "round": state["round"]})
    else:
        events.append({"type": "turn_started", "player": following})
    return events


def next_in_round(state: GameState, me: int) -> int:
    """The next surviving player after ``me`` in this round (seat order from the start player, p. 7), or -1
    when the round's turns are over. ``me`` may have been eliminated during his own turn."""
    n = len(state["players"])

    def seat(i: int) -> int:
        return (i - int(state["start"])) % n

    later = [i for i in seat_order_from(state, state["start"]) if seat(i) > seat(me)]
    return int(later[0]) if later else -1


# ---- unit action, Dragon Rune, card texts ----------------------------------------------------------------
def unit_action(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """R-UACT-01/02 (p. 7, 14): an Action ability, only in one's own turn and never in combat."""
    me = active_player(state)
    if not command.args:
        raise bad_input(state, "usage_unit", "p. 7")
    card = card_id(state, ask, me, " ".join(command.args))
    if card_kind(card) == "gold":
        raise refuse(state, "not_action_card", "p. 7", card=card_named(state, card))
    if owned_free(state, me, card) <= 0:
        raise refuse(state, "not_owned", "p. 7", card=card_named(state, card), name=state["players"][me]["name"])
    return [{"type": "unit_action", "player": me, "card": card}]


def use_rune(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """R-RW-03 (p. 15): the Dragon Rune card is exhausted to use it, once per turn. 'rune gain PLAYER':
    a card text (Discovery of a Dragon Rune) gives a second rune; he keeps one of the two (R-RW-02)."""
    if command.args and fold(command.args[0]) in ("gain", "erhalten", "found", "gefunden"):
        if not data.scenario(state["scenario"]).get("dragon_runes"):
            raise refuse(state, "no_rune", "p. 15")
        who = player_index(state, " ".join(command.args[1:])) if len(command.args) > 1 else active_player(state)
        from .elimination import rune_handover

        return [rune_handover(state, ask, who, "event")]
    if state["phase"] != "turns":
        raise refuse(state, "not_in_event_phase", "p. 15", command=command_named("rune"))
    me = active_player(state)
    rune = state["players"][me]["rune"]
    if not rune:
        raise refuse(state, "no_rune", "p. 15")
    if rune != "ready":
        raise refuse(state, "rune_exhausted", "p. 15")
    return [{"type": "rune_used", "player": me}]


def event_damage(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """Damage a card text places (R-DMG-01): ``damage PLAYER N``."""
    if len(command.args) != 2:
        raise bad_input(state, "usage_damage", "p. 9")
    who = player_index(state, command.args[0])
    if not command.args[1].isdecimal():
        raise bad_input(state, "whole_number", "p. 9", what=command.args[1])
    if state["players"][who]["out"]:
        raise refuse(state, "player_out", "p. 14", name=state["players"][who]["name"])
    return damage_events(state, ask, who, int(command.args[1]), -1, "card")


def destroy_city(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """R-DW-01 / R-LOC-01 (p. 14): a card text destroys a city a player controls: it goes back to the
    central area and is a neutral city again, until somebody takes it (in a battle, p. 10)."""
    if not command.args:
        raise bad_input(state, "usage_destroy_city", "p. 14")
    word = fold(" ".join(command.args))
    for who, p in enumerate(state["players"]):
        for city in p["cities"]:
            if fold(city["name"]) == word or fold(city["id"]) == word:
                return [{"type": "city_destroyed", "player": who, "id": city["id"], "name": city["name"]}]
    if any(fold(c["name"]) == word or fold(c["id"]) == word for c in state["central"]["cities"]):
        raise refuse(state, "city_already_neutral", "p. 14", city=" ".join(command.args))
    raise refuse(state, "no_such_city", "p. 14", city=" ".join(command.args),
                 cities=", ".join(c["name"] for p in state["players"] for c in p["cities"]) or "-")


def gain_reward(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """A reward from a card text (p. 9): ``reward PLAYER NAME [gold N | influence N]``; enters ready (A-30)."""
    args = command.args
    if len(args) < 2:
        raise bad_input(state, "usage_reward", "p. 9")
    who = player_index(state, args[0])
    gold = influence = 0
    rest = args[1:]
    if len(rest) >= 3 and fold(rest[-2]) in ("gold", "influence", "einfluss"):
        if not rest[-1].isdecimal():
            raise bad_input(state, "whole_number", "p. 9", what=rest[-1])
        if fold(rest[-2]) == "gold":
            gold = int(rest[-1])
        else:
            influence = int(rest[-1])
        rest = rest[:-2]
    return [{"type": "reward_gained", "player": who, "name": " ".join(rest), "gold": gold, "influence": influence}]


def take_card(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """Mind Control (p. 16): ``take CARD from PLAYER`` moves a card the other player owns to the active player."""
    me = active_player(state)
    words = [fold(a) for a in command.args]
    key = next((k for k in ("from", "von") if k in words), "")
    if not key:
        raise bad_input(state, "usage_take", "p. 16")
    i = words.index(key)
    other = player_index(state, " ".join(command.args[i + 1:]))
    card = card_id(state, ask, other, " ".join(command.args[:i]))
    if other == me or owned_free(state, other, card) <= 0:
        raise refuse(state, "not_owned", "p. 16", card=card_named(state, card), name=state["players"][other]["name"])
    return [{"type": "took", "player": me, "from": other, "card": card}]


def pay(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """Influence for an ability, also in another player's turn (p. 13 example): 'pay PLAYER SOURCE...'."""
    if len(command.args) < 2:
        raise bad_input(state, "usage_pay", "p. 13")
    who = player_index(state, command.args[0])
    sources, total = influence_sources(state, ask, who, group_names(command.args[1:], table_names(state, who)))
    return [{"type": "paid", "player": who, "sources": sources, "influence": total}]


def known_player(state: GameState, word: str) -> bool:
    return find_player(state, word) is not None
