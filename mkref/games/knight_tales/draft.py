"""The working copy a command is decided on: events are applied to a clone of the state as they are
made (so later steps see them), and every question to the table gets a stable key (the n-th question
of the command), which the shell answers and ``decide`` then finds on the next run."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.events import Command, Event, clone
from mkref.core.names import name_in

from .messages import MESSAGES
from .state import KTState, evolve

NUMBERS = tuple(str(n) for n in range(0, 31))
YES_NO = ("yes", "no")
YES_NO_NAMES = (("yes", "yes", "ja", "j", "y"), ("no", "no", "nein", "n"))
# die faces as the table may type them (p. 18): id, English and German name, other words
FACE_NAMES = {"sword": ("sword", "Schwert"), "double_sword": ("double_sword", "Doppelschwert", "2schwerter", "double"),
              "shield": ("shield", "Schild"), "faith": ("faith", "Glaube"), "blank": ("blank", "Leerseite", "leer"),
              "doom": ("doom", "Verhängnis", "verhaengnis")}


def face_names(options: Sequence[str], lang: str) -> tuple[tuple[str, ...], ...]:
    """Names for a question whose answers are die faces; German first in a German game."""
    if not options or any(o not in FACE_NAMES for o in options):
        return ()
    out = []
    for face, (english, german, *other) in FACE_NAMES.items():
        shown = name_in(lang, english, german)
        alt = german if shown == english else english
        out.append((face, shown, alt, *other))
    return tuple(out)


class Draft:
    def __init__(self, st: KTState, command: Command) -> None:
        self.st: KTState = clone(st)
        self.command = command
        self.events: list[Event] = []
        self.asked = 0
        self.lang = str(st.setup.get("lang", "en"))
        self.printed = ""  # the card-file key of the printed value being asked (see fact), else ""

    def emit(self, event_type: str, /, **values: Any) -> None:
        event: Event = {"type": event_type, **values}
        evolve(self.st, event)
        self.events.append(event)

    def text(self, key: str, **values: Any) -> str:
        return MESSAGES.text(key, self.lang, **values)

    def ask(self, name: str, prompt: str, options: Sequence[str], count: int = 1, chance: bool = False,
            names: tuple[tuple[str, ...], ...] = (), kind: str = "", ref: str = "") -> list[str]:
        """The answer to the command's next question. ``kind`` is the core's (die, printed, count, choice);
        inside ``fact`` it is a printed value with its card-file key."""
        self.asked += 1
        key = f"{self.asked}.{name}"
        if key in self.command.answers:
            return list(self.command.answers[key])
        if self.printed:
            kind, card = "printed", self.printed
        else:
            kind, card = kind or ("die" if chance else "choice"), ""
        raise NeedAnswer(Request(key, prompt, tuple(options), count, None, names or face_names(options, self.lang), chance,
                                 ref=ref, kind=kind, card=card))

    def yes(self, name: str, prompt: str, kind: str = "") -> bool:
        return self.ask(name, prompt, YES_NO, names=YES_NO_NAMES, kind=kind)[0] == "yes"

    def number(self, name: str, prompt: str, low: int = 0, high: int = 30, kind: str = "") -> int:
        return int(self.ask(name, prompt, NUMBERS[low:high + 1], kind=kind)[0])

    def fact(self, kind: str, ident: str, field: str, ask: Callable[[str], Any]) -> Any:
        """A card value: from the card data or this game's facts, else asked once and remembered."""
        data = self.st.card(kind, ident)
        if field in data:
            return data[field]
        self.printed = f"{kind}.{ident}.{field}"
        try:
            value = ask(self.text("ask_fact", card=self.st.name_of(kind, ident, self.lang), field=self.field_label(field)))
        finally:
            self.printed = ""
        self.emit("fact", kind=kind, id=ident, field=field, value=value)
        return value

    def field_label(self, field: str, key: str = "") -> str:
        """What a card field is called at the table ("the fatigue start space for 2 players")."""
        if f"field.{field}" in MESSAGES:
            return self.text(f"field.{field}", extra=key if field == "fatigue_start" else f" {key}" if key else "")
        return f"{field.replace('_', ' ')} {key}".strip()

    def fact_number(self, kind: str, ident: str, field: str, low: int = 0, high: int = 30) -> int:
        return int(self.fact(kind, ident, field, lambda prompt: self.number(field, prompt, low, high)))

    def fact_choice(self, kind: str, ident: str, field: str, options: Sequence[str]) -> str:
        return str(self.fact(kind, ident, field, lambda prompt: self.ask(field, prompt, options)[0]))

    def fact_flag(self, kind: str, ident: str, field: str) -> bool:
        return bool(self.fact(kind, ident, field, lambda prompt: self.yes(field, prompt)))

    def fact_in_table(self, kind: str, ident: str, field: str, key: str, low: int = 0, high: int = 30) -> int:
        """One value of a table field (fatigue_start "2", champions "epic", zone_vp "yellow")."""
        table = dict(self.st.card(kind, ident).get(field, {}))
        if key in table:
            return int(table[key])
        prompt = self.text("ask_fact", card=self.st.name_of(kind, ident, self.lang), field=self.field_label(field, key))
        self.printed = f"{kind}.{ident}.{field}.{key}"
        try:
            value = self.number(f"{field}.{key}", prompt, low, high)
        finally:
            self.printed = ""
        table[key] = value
        self.emit("fact", kind=kind, id=ident, field=field, value=table)
        return value
