"""Dice and draws as questions to the table.

Rule code never rolls. When a command needs a die roll or a draw, ``Game.decide`` raises
``NeedAnswer`` carrying a ``Request``: what is asked and which answers are possible. The shell
answers it -- by asking the person (with completion over ``Request.options`` and their names), from a
flag or a sheet, from the table's card file, or by rolling/drawing with the save's seeded RNG (``roll``,
shell side only) -- puts the answer into ``Command.answers[request.key]`` and calls ``decide`` again.

Every question says what kind of thing it asks for (``Request.asks``), and every shell treats a kind the
same way in every game:

- ``die``: a die whose faces mkref knows (the options): mkref may roll it;
- ``draw``: a draw from a pile mkref tracks (``weights``): mkref may draw it;
- ``printed``: a value printed on a component: never rolled; asked once per table and kept in the
  table's card file under ``Request.card``;
- ``count``: a count or a fact only the table sees (a distance, the Wounds drawn, the face of a die whose
  faces mkref does not know, a card drawn from a pile it does not track): never rolled; such a random
  outcome keeps ``chance`` for the log and undo;
- ``choice``: one of the listed options, chosen by the players: never rolled.

``Request.chance`` tells random outcomes (die, draw) from the rest for the log and undo. At every
question the person may type ``cancel`` (``abbrechen``) to take back the whole command.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from mkref.core.bounds import check_typed
from mkref.core.messages import SHELL, Named, Said, say
from mkref.core.errors import InvalidInput, MkrefError
from mkref.core.names import fold, fold_loose, group_names


CANCEL_WORDS = frozenset({"cancel", "abbrechen", "abbruch", "abort"})
NONE_WORDS = frozenset({"none", "keine", "keiner", "0"})
CANCEL_HINT = "or 'cancel' to take back the command"
YES_NO_NAMES: tuple[tuple[str, ...], ...] = (("yes", "yes", "ja", "j", "y"), ("no", "no", "nein", "n"))
Asks = Literal["die", "draw", "printed", "count", "choice"]
ASKS: tuple[str, ...] = ("die", "draw", "printed", "count", "choice")
ROLLED_KINDS = frozenset({"die", "draw"})  # the only kinds mkref may answer itself


@dataclass(frozen=True)
class Request:
    """A question to the table.

    key      -- where the answer goes in ``Command.answers``.
    prompt   -- what to ask ("Source: the faces of 3 dice").
    options  -- every answer that can come up (completion, validation), as ids.
    count    -- how many answers (dice rolled, tokens drawn).
    weights  -- for a draw from a tracked pile: how many of each option are in it (same order as
                options); drawing is then without replacement. None: every option equally likely
                and independent (dice).
    names    -- the words the table may type for an id: entries ``(id, display name, other words...)``
                (English and German names). An entry whose id is not among ``options`` names a thing
                the game knows that cannot come up here, so the refusal can say so.
    chance   -- True when the answer is a random outcome (a die roll, a draw); False for a table fact
                or a choice (yes/no, a distance, which unit). Undo and the log mark only chance.
    both_names -- list the possible answers with their second name too ("Wolf Riders (Wolfsreiter)"),
                for a game whose name entries are ``(id, English, German, ...)``.
    roll_options -- when set, ``roll`` picks among these instead of ``options`` (a disputed yes/no
                table fact is settled by a die: the die is the answer).
    ref      -- the rule section a refused answer points at (""; the refusal then names none).
    kind     -- what is asked (see the module's docstring); "" derives it: a draw when ``weights`` is
                set, a die when ``chance``, else a choice.
    card     -- for a printed value: its key in the table's card file ("monster.goblin.hp").
    any_count -- the table's count stands: ``count`` is only mkref's value from a single source (what a
                component shows), so any number of answers is taken, 'none' (keine) for none.
    beyond   -- options the table may name more often than ``weights`` count: a copy count that comes from
                one source (rules data provenance) does not overrule the table's box. ``roll`` never draws
                more than the weights.
    """

    key: str
    prompt: str
    options: tuple[str, ...]
    count: int = 1
    weights: tuple[int, ...] | None = None
    names: tuple[tuple[str, ...], ...] = ()
    chance: bool = True
    both_names: bool = False
    roll_options: tuple[str, ...] = ()
    ref: str = ""
    kind: str = ""
    card: str = ""
    any_count: bool = False
    beyond: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.kind and self.kind not in ASKS:
            raise ValueError(f"Request {self.key}: unknown kind {self.kind!r}")
        if self.kind in ("printed", "choice") and self.chance:
            object.__setattr__(self, "chance", False)  # a printed value or a choice is no random outcome

    @property
    def asks(self) -> str:
        """The kind of thing asked: die, draw, printed, count or choice."""
        if self.kind:
            return self.kind
        if self.weights is not None:
            return "draw"
        return "die" if self.chance else "choice"

    @property
    def rollable(self) -> bool:
        """May mkref answer it itself? Only a die whose faces it knows, a pile it tracks, or a disputed
        fact the rules settle with a die (``roll_options``)."""
        return self.asks in ROLLED_KINDS or bool(self.roll_options)

    # -- names ------------------------------------------------------------------------------------
    def display(self, option: str) -> str:
        """The name shown for an option id (its display name when the request has one)."""
        for entry in self.names:
            if entry[0] == option and len(entry) > 1:
                return entry[1]
        return option

    def display_second(self, option: str) -> str:
        """The second name of an option (its German one, where the entries are ``(id, English, German, ...)``)."""
        if self.both_names:
            for entry in self.names:
                if entry[0] == option and len(entry) > 2:
                    return entry[2]
        return self.display(option)

    def shown_options(self) -> str:
        shown = list(dict.fromkeys(self._shown(o) for o in self.options))
        if any(isinstance(s, (Named, Said)) for s in shown):  # names given in both languages: said in the table's
            return Named(", ".join(shown), ", ".join(say(s, "de") for s in shown))
        return ", ".join(shown)

    def _shown(self, option: str) -> str:
        if self.both_names:
            for entry in self.names:
                if entry[0] == option and len(entry) > 2 and fold(entry[2]) != fold(entry[1]):
                    return f"{entry[1]} ({entry[2]})"
        return self.display(option)

    def words(self) -> list[str]:
        """Every single word that answers this request (ids, names without spaces), for completion."""
        out = list(self.options)
        allowed = set(self.options)
        for entry in self.names:
            if entry[0] in allowed:
                out += [w for w in entry[1:] if " " not in w.strip()]
        return list(dict.fromkeys(out))

    def _index(self) -> tuple[dict[str, str], dict[str, str]]:
        """(folded word -> option id for the options, folded word -> id for everything else named)."""
        allowed = set(self.options)
        here: dict[str, str] = {fold(o): o for o in self.options}
        elsewhere: dict[str, str] = {}
        for entry in self.names:
            ident = entry[0]
            target = here if ident in allowed else elsewhere
            for word in entry:
                for key in _keys(word):
                    target.setdefault(key, ident)
        return here, elsewhere

    # -- parsing ----------------------------------------------------------------------------------
    def parse(self, text: str) -> list[str]:
        """Read an answer typed at the table: ``count`` answers, each an option (id or name).

        Answers are separated by commas or spaces; a name of several words ("Wolf Riders") counts
        as one answer."""
        check_typed(text)
        here, elsewhere = self._index()
        hint = SHELL.said("possible", options=self.shown_options())
        if self.any_count and fold(text) in NONE_WORDS and fold(text) not in here:
            return []
        if "," in text:
            pieces = [p.strip() for p in text.split(",") if p.strip()]
            if any(" " in p and not _exact(p, here, elsewhere) for p in pieces):
                pieces = [w for p in pieces for w in _group(p.split(), here, elsewhere)]
        else:
            pieces = _group(text.split(), here, elsewhere)
        if len(pieces) != self.count and not self.any_count:
            raise InvalidInput(
                SHELL.said("count", prompt=self.prompt, count=self.count, got=len(pieces)),
                hint=hint, ref=self.ref,
            )
        values: list[str] = []
        for word in pieces:
            hit = _exact(word, here, {})
            if hit is None:
                key = fold(word)
                hit = next((o for k, o in here.items() if key and k.startswith(key)), None)
            if hit is None:
                other = _exact(word, elsewhere, {})
                if other is not None:
                    shown = self.display(other) if other != word else word
                    what = f"'{word}'" + (f" ({shown})" if fold(shown) != fold(word) else "")
                    raise InvalidInput(SHELL.said("cannot_come_up", what=what), hint=hint, ref=self.ref)
                raise InvalidInput(SHELL.said("not_recognised", word=word), SHELL.said("names_none"), hint=hint, ref=self.ref)
            values.append(hit)
        if self.weights is not None:
            left = dict(zip(self.options, self.weights, strict=True))
            for v in values:
                left[v] -= 1
                if left[v] < 0 and v not in self.beyond:
                    raise InvalidInput(SHELL.said("too_often", name=self.display(v)), SHELL.said("pile_short"), ref=self.ref)
        return values

    def as_dict(self) -> dict[str, Any]:
        return {"key": self.key, "prompt": self.prompt, "options": list(self.options), "count": self.count, "chance": self.chance,
                "asks": self.asks, "rollable": self.rollable}


def _keys(word: str) -> list[str]:
    """The keys a name is found by: folded, without umlaut dots, and without the gaps ('Ork-Beschwörer' = 'Orkbeschwörer')."""
    keys = [fold(word), fold_loose(word)]
    keys += [k.replace("_", "") for k in keys]
    return [k for k in dict.fromkeys(keys) if k]


def _exact(word: str, here: dict[str, str], elsewhere: dict[str, str]) -> str | None:
    for key in _keys(word):
        hit = here.get(key) or elsewhere.get(key)
        if hit is not None:
            return hit
    return None


def _group(words: list[str], here: dict[str, str], elsewhere: dict[str, str]) -> list[str]:
    """Join consecutive words that together form a name ("Wolf Riders"), longest first."""
    return group_names(words, lambda phrase: _exact(phrase, here, elsewhere) is not None)


def is_cancel(text: str) -> bool:
    """The word that abandons a command at one of its questions (cancel, abbrechen)."""
    return fold(text) in CANCEL_WORDS


class NeedAnswer(MkrefError):
    """Raised by ``decide`` when a command needs a roll or a draw the table has not given yet."""

    def __init__(self, request: Request) -> None:
        hint = "Type the answer, or 'roll' to let mkref roll/draw" if request.rollable else "Type the answer"
        super().__init__(f"{request.prompt} needed", hint=hint)
        self.request = request


class Cancelled(MkrefError):
    """The person abandoned a command at one of its questions; nothing changed."""

    def __init__(self, command: str = "") -> None:
        what = SHELL.said("taken_back", command=command) if command else SHELL.said("command_taken_back")
        super().__init__(what, SHELL.said("cancelled"))


def roll(request: Request, rng: Any) -> list[str]:
    """Answer a request with ``rng`` (a ``random.Random``); called by shells only, for a rollable request."""
    if not request.rollable:
        raise InvalidInput(SHELL.said("cannot_roll", prompt=request.prompt), SHELL.said(f"cannot_roll.{request.asks}"),
                           SHELL.said("type_value"))
    if request.roll_options:
        return [rng.choice(request.roll_options) for _ in range(request.count)]
    if request.weights is None:
        return [rng.choice(request.options) for _ in range(request.count)]
    bag = [o for o, n in zip(request.options, request.weights, strict=True) for _ in range(n)]
    if len(bag) < request.count:
        raise InvalidInput(f"{request.prompt}: cannot draw {request.count}", f"only {len(bag)} left")
    return list(rng.sample(bag, request.count))


def seeded_rng(seed: int, index: int, question: str = "") -> Any:
    """The save's RNG for ``question`` (a Request key) of the command at event ``index``: the same save rolls
    the same way, and every question of one command rolls on its own stream (a re-roll of the Source must not
    repeat the first roll's faces)."""
    import hashlib
    import random

    digest = hashlib.sha256(f"{seed}:{index}:{question}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))
