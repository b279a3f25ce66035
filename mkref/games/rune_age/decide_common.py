"""What the decide modules share: asking the table for card facts (``Ask``), finding players and cards
by the words typed, naming things in both languages and refusing with the rule's page. Pure."""

from __future__ import annotations

from collections.abc import Callable

from mkref.core.chance import NeedAnswer, Request
from mkref.core.errors import InvalidInput, RuleViolation, UnknownName
from mkref.core.events import Command
from mkref.core.messages import Named, Said
from mkref.core.names import fold

from . import data
from .cards import FactValue, TableFacts, card_named, cost_of_named
from .events import FactEvent
from .messages import MESSAGES
from .state import GameState, SettingValue

YES_NO = (("yes", Named("yes", "ja"), "ja", "j", "y"), ("no", Named("no", "nein"), "nein", "n"))


def refuse(state: GameState, key: str, ref: str, hint_key: str = "", **values: object) -> RuleViolation:
    """A refusal whose sentence is a catalogue ``Said`` (the shell says it in the session's language), with its page."""
    hint = MESSAGES.said(hint_key, **values) if hint_key else ""
    return RuleViolation(MESSAGES.said(key, **values), "", hint, ref=ref)


def bad_input(state: GameState, key: str, ref: str = "", **values: object) -> InvalidInput:
    return InvalidInput(MESSAGES.said(key, **values), ref=ref)


def said(key: str, **values: object) -> Said:
    """A catalogue sentence for a question or refusal, said by the shell in the session's language."""
    return MESSAGES.said(key, **values)


def named(names: dict[str, str]) -> Named:
    """A name of the rules data ``{en, de}`` put into a sentence: English, German on request."""
    return Named(str(names.get("en", "")), str(names.get("de") or names.get("en", "")))


class Ask:
    """Card facts the rulebook does not print, asked once and remembered (``fact`` events); rolls and choices."""

    def __init__(self, state: GameState, command: Command) -> None:
        self.state = state
        self.command = command
        self.facts: list[FactEvent] = []
        self.known: dict[str, FactValue] = dict(state["facts"])

    def _answer(self, request: Request) -> str:
        values = self.command.answers.get(request.key)
        if not values:
            raise NeedAnswer(request)
        return values[0]

    def number(self, key: str, what: str, top: int = 30, printed: object = None) -> int:
        """A printed number (strength, cost, influence ...) of a card: from cards.toml (``printed``), the
        save, or asked."""
        if isinstance(printed, int) and not isinstance(printed, bool):
            return printed
        if key in self.known:
            return int(self.known[key])
        prompt = MESSAGES.said("ask_number", what=what)
        value = int(self._answer(Request("fact:" + key, prompt, tuple(str(n) for n in range(top + 1)), chance=False, kind="printed", card=key)))
        self.remember(key, value)
        return value

    def word(self, key: str, what: str, options: tuple[str, ...], names: tuple[tuple[str, ...], ...] = ()) -> str:
        if key in self.known:
            return str(self.known[key])
        value = self._answer(Request("fact:" + key, MESSAGES.said("ask_word", what=what), options, names=names, chance=False,
                                     kind="printed", card=key))
        self.remember(key, value)
        return value

    def yes(self, key: str, what: str) -> bool:
        return self.word(key, what, ("yes", "no"), YES_NO) == "yes"

    def remember(self, key: str, value: FactValue) -> None:
        self.known[key] = value
        self.facts.append({"type": "fact", "key": key, "value": value})

    def roll(self, key: str, prompt: str, faces: SettingValue = "ask") -> int:
        """A die roll (chance): the skulls an attrition roll shows. With a face table (setting A-01) the
        answers are the faces' skull counts, weighted, so that 'roll' rolls like the die; else 0 to 6."""
        if isinstance(faces, list) and faces:
            skulls = [int(face) for face in faces]
            options = tuple(str(n) for n in sorted(set(skulls)))
            weights = tuple(skulls.count(int(o)) for o in options)
            return int(self._answer(Request(key, prompt, options, weights=weights, kind="die")))
        # the faces are not known (A-01 unset): the table rolls its own die and counts the skulls
        return int(self._answer(Request(key, prompt, tuple(str(n) for n in range(7)), chance=True, kind="count")))

    def choose(self, key: str, prompt: str, options: tuple[str, ...], names: tuple[tuple[str, ...], ...] = ()) -> str:
        return self._answer(Request(key, prompt, options, names=names, chance=False, kind="choice"))


# ---- players ----------------------------------------------------------------------------------------
def alive(state: GameState) -> list[int]:
    return [i for i, p in enumerate(state["players"]) if not p["out"]]


def seat_order_from(state: GameState, first: int) -> list[int]:
    """Surviving players clockwise from ``first`` (seat order never changes, p. 4)."""
    n = len(state["players"])
    return [i for k in range(n) if not state["players"][(i := (first + k) % n)]["out"]]


def find_player(state: GameState, word: str) -> int | None:
    key = fold(word)
    for i, p in enumerate(state["players"]):
        if fold(p["name"]) == key or key in (fold(data.race_name(p["race"], "en")), fold(data.race_name(p["race"], "de")), fold(p["race"])):
            return i
    return None


def player_index(state: GameState, word: str) -> int:
    i = find_player(state, word)
    if i is None:
        names = [p["name"] for p in state["players"]]
        raise UnknownName("player", word, names)
    return i


# ---- cards ------------------------------------------------------------------------------------------
def race_named(race: str) -> Named:
    return Named(data.race_name(race, "en"), data.race_name(race, "de"))


def card_id(state: GameState, ask: Ask, player: int, word: str) -> str:
    """A typed card name -> its id for ``player``: unitN and named racial units become '<race>-unit<cost>'."""
    ident = data.resolve_card(word)  # an unknown name is refused in the table's language, with the close names
    race = state["players"][player]["race"]
    if ident.startswith("unit"):
        return data.unit_group(race, int(ident[-1]))
    if ident.startswith("named:"):
        unit = data.named_units()[ident[6:]]
        cost = cost_of_named(state, ident[6:])
        if cost is None:
            cost = ask.number(f"{ident}.cost", said("what_cost_gold", card=named(unit["name"])), 5)
            if cost not in data.COSTS:
                raise bad_input(state, "cost_group", "p. 3", card=named(unit["name"]))
            for other, info in data.named_units().items():
                if other != ident[6:] and info["race"] == unit["race"] and cost_of_named(state, other) == cost:
                    raise refuse(state, "cost_taken", "p. 3", card=named(unit["name"]), other=named(info["name"]), cost=cost)
        return data.unit_group(unit["race"], cost)
    return ident


def strength_of(state: GameState, ask: Ask, card: str) -> int:
    """The printed strength of a unit or tactic (A-25: a tactic adds what is printed on it)."""
    printed = data.neutral(card).get("strength") if card in data.cards()["neutral"] else _group_value(state, ask, card, "strength")
    known: TableFacts = {"facts": ask.known}  # a cost just answered already names the unit
    return ask.number(f"{card}.strength", said("what_strength", card=card_named(known, card)), printed=printed)


def _group_value(state: GameState, ask: Ask, card: str, field: str) -> object:
    """A number cards.toml gives for the named unit that is this race's unit of this cost group."""
    group = data.parse_group(card)
    if group is None:
        return None
    known: TableFacts = {"facts": ask.known}
    for ident, unit in data.named_units().items():
        if unit["race"] == group[0] and cost_of_named(known, ident) == group[1] and field in unit:
            return unit[field]
    return None


def cost_of(state: GameState, ask: Ask, card: str) -> int:
    """Gold cost of a racial unit (its cost group), influence cost of a neutral or gold card."""
    group = data.parse_group(card)
    if group:
        return group[1]
    entry = data.gold_card(card) if card in data.cards()["gold"] else data.neutral(card)
    if "cost" in entry:
        return int(entry["cost"])
    return ask.number(f"{card}.cost", said("what_cost_influence", card=card_named(state, card)))


def owned_free(state: GameState, player: int, card: str) -> int:
    """How many copies of ``card`` the player owns and has not used since hands were last refilled: a card
    played (in a combat, for its Action, as gold) lies on the discard pile until the end of the turn
    (R-CMB-04, p. 11; R-TURN-04, p. 7)."""
    p = state["players"][player]
    return int(p["owned"].get(card, 0)) - int(p["used"].get(card, 0))


def table_names(state: GameState, player: int) -> Callable[[str], bool]:
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
