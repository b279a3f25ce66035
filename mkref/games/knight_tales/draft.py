"""The working copy a command is decided on: events are applied to a clone of the state as they are
made (so later steps see them), and every question to the table gets a stable key (the n-th question
of the command), which the shell answers and ``decide`` then finds on the next run."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.events import Command, Event, clone
from mkref.core.messages import Named, Said

from .messages import MESSAGES
from .state import KTState, evolve
from .words import answer_names, word

NUMBERS = tuple(str(n) for n in range(0, 31))
YES_NO = ("yes", "no")
# what comes of a step the table sees before the next question (results first, issue 20 item 6)
NEWS = ("attack", "lane_damage", "building_lost", "boss_moved", "night_over", "cleanup")


class Draft:
    def __init__(self, st: KTState, command: Command) -> None:
        self.st: KTState = clone(st)
        self.command = command
        self.events: list[Event] = []
        self.asked = 0
        self.told = 0  # events the questions so far have shown (see ``news``)
        self.printed = ""  # the card-file key of the printed value being asked (see fact), else ""

    def emit(self, event_type: str, /, **values: Any) -> None:
        event: Event = {"type": event_type, **values}
        evolve(self.st, event)
        self.events.append(event)

    def text(self, key: str, **values: Any) -> Said:
        """A sentence for the table, said in the session's language by the shell (the state holds none)."""
        return MESSAGES.said(key, **values)

    def named(self, kind: str, ident: str) -> Named:
        """A card's name in both languages, for a sentence."""
        return Named(self.st.name_of(kind, ident, "en"), self.st.name_of(kind, ident, "de"))

    def news(self) -> Said | None:
        """What this command's steps decided since the last question (an attack's result, a lane's damage):
        the table reads it before the question that follows from it (results first)."""
        from .texts import news_said

        fresh = [e for e in self.events[self.told:] if e["type"] in NEWS]
        self.told = len(self.events)
        return news_said(self.st, fresh) if fresh else None

    def ask(self, name: str, prompt: str, options: Sequence[str], count: int = 1, chance: bool = False,
            names: tuple[tuple[str, ...], ...] = (), kind: str = "", ref: str = "") -> list[str]:
        """The answer to the command's next question. ``kind`` is the core's (die, printed, count, choice);
        inside ``fact`` it is a printed value with its card-file key."""
        self.asked += 1
        key = f"{self.asked}.{name}"
        news = self.news()
        if key in self.command.answers:
            return list(self.command.answers[key])
        if news is not None:
            prompt = MESSAGES.said("after_news", news=news, prompt=prompt)
        if self.printed:
            kind, card = "printed", self.printed
        else:
            kind, card = kind or ("die" if chance else "choice"), ""
        raise NeedAnswer(Request(key, prompt, tuple(options), count, None, (*names, *answer_names([o for o in options if all(n[0] != o for n in names)])), chance,
                                 ref=ref, kind=kind, card=card))

    def yes(self, name: str, prompt: str, kind: str = "") -> bool:
        return self.ask(name, prompt, YES_NO, kind=kind)[0] == "yes"

    def number(self, name: str, prompt: str, low: int = 0, high: int = 30, kind: str = "") -> int:
        return int(self.ask(name, prompt, NUMBERS[low:high + 1], kind=kind)[0])

    def fact(self, kind: str, ident: str, field: str, ask: Callable[[str], Any]) -> Any:
        """A card value: from the card data or this game's facts, else asked once and remembered."""
        data = self.st.card(kind, ident)
        if field in data:
            return data[field]
        self.printed = f"{kind}.{ident}.{field}"
        try:
            value = ask(self.text("ask_fact", card=self.named(kind, ident), field=self.field_label(field)))
        finally:
            self.printed = ""
        self.emit("fact", kind=kind, id=ident, field=field, value=value)
        return value

    def field_label(self, field: str, key: str = "") -> str:
        """What a card field is called at the table ("the fatigue start space for 2 players")."""
        if field == "fatigue_start":
            return self.text("field.fatigue_start", extra=key)
        return self.text(f"field.{field}", extra=Named(f" {word(key, 'en')}", f" {word(key, 'de')}") if key else "")

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
        prompt = self.text("ask_fact", card=self.named(kind, ident), field=self.field_label(field, key))
        self.printed = f"{kind}.{ident}.{field}.{key}"
        try:
            value = self.number(f"{field}.{key}", prompt, low, high)
        finally:
            self.printed = ""
        table[key] = value
        self.emit("fact", kind=kind, id=ident, field=field, value=table)
        return value
