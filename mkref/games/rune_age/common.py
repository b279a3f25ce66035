"""Helpers the command modules share: asking the table for card facts, finding players and cards,
naming things in the game's language and refusing with the rule's page. Pure."""

from __future__ import annotations

from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.errors import InvalidInput, RuleViolation, UnknownName
from mkref.core.events import Command, Event
from mkref.core.names import fold

from . import data
from .messages import text

State = dict[str, Any]
YES_NO = (("yes", "yes", "ja", "j", "y"), ("no", "no", "nein", "n"))


def refuse(state: State, key: str, ref: str, hint_key: str = "", **values: Any) -> RuleViolation:
    """A refusal whose sentence comes from the catalogue in the game's language, with its page."""
    lang = state.get("lang", "en")
    hint = text(hint_key, lang, **values) if hint_key else ""
    return RuleViolation(text(key, lang, **values), "", hint, ref=ref)


def bad_input(state: State, key: str, ref: str = "", **values: Any) -> InvalidInput:
    return InvalidInput(text(key, state.get("lang", "en"), **values), ref=ref)


class Ask:
    """Card facts the rulebook does not print, asked once and remembered (``fact`` events); rolls and choices."""

    def __init__(self, state: State, command: Command) -> None:
        self.state = state
        self.command = command
        self.lang = state.get("lang", "en")
        self.facts: list[Event] = []
        self.known: dict[str, Any] = dict(state["facts"])

    def _answer(self, request: Request) -> str:
        values = self.command.answers.get(request.key)
        if not values:
            raise NeedAnswer(request)
        return values[0]

    def number(self, key: str, what: str, top: int = 30, printed: Any = None) -> int:
        """A printed number (strength, cost, influence ...) of a card: from cards.toml (``printed``), the
        save, or asked."""
        if isinstance(printed, int) and not isinstance(printed, bool):
            return printed
        if key in self.known:
            return int(self.known[key])
        prompt = text("ask_number", self.lang, what=what)
        value = int(self._answer(Request("fact:" + key, prompt, tuple(str(n) for n in range(top + 1)), chance=False, kind="printed", card=key)))
        self.remember(key, value)
        return value

    def word(self, key: str, what: str, options: tuple[str, ...], names: tuple[tuple[str, ...], ...] = ()) -> str:
        if key in self.known:
            return str(self.known[key])
        value = self._answer(Request("fact:" + key, text("ask_word", self.lang, what=what), options, names=names, chance=False,
                                     kind="printed", card=key))
        self.remember(key, value)
        return value

    def yes(self, key: str, what: str) -> bool:
        return self.word(key, what, ("yes", "no"), YES_NO) == "yes"

    def remember(self, key: str, value: Any) -> None:
        self.known[key] = value
        self.facts.append({"type": "fact", "key": key, "value": value})

    def roll(self, key: str, prompt: str, faces: Any = "ask") -> int:
        """A die roll (chance): the skulls an attrition roll shows. With a face table (setting A-01) the
        answers are the faces' skull counts, weighted, so that 'roll' rolls like the die; else 0 to 6."""
        if isinstance(faces, list) and faces:
            options = tuple(str(n) for n in sorted(set(faces)))
            weights = tuple(faces.count(int(o)) for o in options)
            return int(self._answer(Request(key, prompt, options, weights=weights, kind="die")))
        # the faces are not known (A-01 unset): the table rolls its own die and counts the skulls
        return int(self._answer(Request(key, prompt, tuple(str(n) for n in range(7)), chance=True, kind="count")))

    def choose(self, key: str, prompt: str, options: tuple[str, ...], names: tuple[tuple[str, ...], ...] = ()) -> str:
        return self._answer(Request(key, prompt, options, names=names, chance=False, kind="choice"))


# ---- players ----------------------------------------------------------------------------------------
def alive(state: State) -> list[int]:
    return [i for i, p in enumerate(state["players"]) if not p["out"]]


def seat_order_from(state: State, first: int) -> list[int]:
    """Surviving players clockwise from ``first`` (seat order never changes, p. 4)."""
    n = len(state["players"])
    return [i for k in range(n) if not state["players"][(i := (first + k) % n)]["out"]]


def next_alive(state: State, after: int) -> int:
    n = len(state["players"])
    for k in range(1, n + 1):
        i = (after + k) % n
        if not state["players"][i]["out"]:
            return i
    return after


def find_player(state: State, word: str) -> int | None:
    key = fold(word)
    for i, p in enumerate(state["players"]):
        if fold(p["name"]) == key or key in (fold(data.race_name(p["race"], "en")), fold(data.race_name(p["race"], "de")), fold(p["race"])):
            return i
    return None


def player_index(state: State, word: str) -> int:
    i = find_player(state, word)
    if i is None:
        names = [p["name"] for p in state["players"]]
        raise UnknownName("player", word, names)
    return i


# ---- cards ------------------------------------------------------------------------------------------
def card_name(state: State, card: str, lang: str = "en") -> str:
    """The name of a card id in the game's language."""
    group = data.parse_group(card)
    if group:
        race, cost = group
        for ident, unit in data.named_units().items():
            if unit["race"] == race and _cost_of_named(state, ident) == cost:
                return str(unit["name"][lang])
        return text("unit_group", lang, race=data.race_name(race, lang), cost=cost)
    if card in data.cards()["gold"]:
        return str(data.gold_card(card)["name"][lang])
    if card in data.cards()["neutral"]:
        return str(data.neutral(card)["name"][lang])
    return card


def _cost_of_named(state: State, ident: str) -> int | None:
    known = data.known_cost_of_named(ident)
    if known is not None:
        return known
    value = state["facts"].get(f"named:{ident}.cost")
    return int(value) if value is not None else None


def card_id(state: State, ask: Ask, player: int, word: str) -> str:
    """A typed card name -> its id for ``player``: unitN and named racial units become '<race>-unit<cost>'."""
    try:
        ident = data.resolve_card(word)
    except UnknownName as error:  # the core's sentence stays; the way out in the table's language
        error.hint = text("hint_unknown_card", ask.lang)
        raise
    race = state["players"][player]["race"]
    if ident.startswith("unit"):
        return data.unit_group(race, int(ident[-1]))
    if ident.startswith("named:"):
        unit = data.named_units()[ident[6:]]
        cost = _cost_of_named(state, ident[6:])
        if cost is None:
            cost = ask.number(f"{ident}.cost", text("what_cost_gold", ask.lang, card=unit["name"][ask.lang]), 5)
            if cost not in data.COSTS:
                raise bad_input(state, "cost_group", "p. 3", card=unit["name"][ask.lang])
            for other, info in data.named_units().items():
                if other != ident[6:] and info["race"] == unit["race"] and _cost_of_named(state, other) == cost:
                    raise refuse(state, "cost_taken", "p. 3", card=unit["name"][ask.lang], other=info["name"][ask.lang], cost=cost)
        return data.unit_group(unit["race"], cost)
    return ident


def card_kind(card: str) -> str:
    """'unit', 'tactic' or 'gold'."""
    if data.parse_group(card):
        return "unit"
    if card in data.cards()["gold"]:
        return "gold"
    return str(data.neutral(card).get("type", "unit"))


def strength_of(state: State, ask: Ask, card: str) -> int:
    """The printed strength of a unit or tactic (A-25: a tactic adds what is printed on it)."""
    printed = data.neutral(card).get("strength") if card in data.cards()["neutral"] else _group_value(state, ask, card, "strength")
    known = {**state, "facts": ask.known}  # a cost just answered already names the unit
    return ask.number(f"{card}.strength", text("what_strength", ask.lang, card=card_name(known, card, ask.lang)), printed=printed)


def _group_value(state: State, ask: Ask, card: str, field: str) -> Any:
    """A number cards.toml gives for the named unit that is this race's unit of this cost group."""
    group = data.parse_group(card)
    if group is None:
        return None
    known = {**state, "facts": ask.known}
    for ident, unit in data.named_units().items():
        if unit["race"] == group[0] and _cost_of_named(known, ident) == group[1] and field in unit:
            return unit[field]
    return None


def cost_of(state: State, ask: Ask, card: str) -> int:
    """Gold cost of a racial unit (its cost group), influence cost of a neutral or gold card."""
    group = data.parse_group(card)
    if group:
        return group[1]
    entry = data.gold_card(card) if card in data.cards()["gold"] else data.neutral(card)
    if "cost" in entry:
        return int(entry["cost"])
    return ask.number(f"{card}.cost", text("what_cost_influence", ask.lang, card=card_name(state, card, ask.lang)))


def owned_free(state: State, player: int, card: str) -> int:
    """How many copies of ``card`` the player owns and has not used since hands were last refilled: a card
    played (in a combat, for its Action, as gold) lies on the discard pile until the end of the turn
    (R-CMB-04, p. 11; R-TURN-04, p. 7)."""
    p = state["players"][player]
    return int(p["owned"].get(card, 0)) - int(p["used"].get(card, 0))


def table_names(state: State, player: int) -> Any:
    """A test for names a player may type in a list: his cities and rewards, and every card name."""
    p = state["players"][player]
    own = {fold(x["name"]) for x in p["cities"] + p["rewards"]}
    return lambda phrase: fold(phrase) in own or data.find_card(phrase) is not None


def split_for(args: list[str]) -> tuple[list[str], list[str]]:
    """'3 3 1 for A B' -> (['3','3','1'], ['A','B']) ('für' works too)."""
    words = [fold(a) for a in args]
    for key in ("for", "fuer", "fur"):
        if key in words:
            i = words.index(key)
            return args[:i], args[i + 1:]
    return args, []
