"""Asking the table and collecting events, shared by the command modules of the tracked miniatures game:
dice requests and yes/no table facts (a disputed one settled by a die, p. 20), numbers, the event builder
that applies each event to a private copy of the state, and the splitting of a command's words."""

from __future__ import annotations

from dataclasses import dataclass

from mkref.core.chance import YES_NO_NAMES, NeedAnswer, Request
from mkref.core.errors import InvalidInput
from mkref.core.events import Command, Event, clone
from mkref.core.messages import Said
from mkref.core.names import fold

from . import data, rules
from .messages import MESSAGES
from .state import MiniState, evolve, is_active, named, relic_of

_no = MESSAGES.said  # a question or refusal: English as written, German at a German table (mk_miniatures/messages.py)


# ---- requests with the page in their refusals -----------------------------------------------------
@dataclass(frozen=True)
class DiceRequest(Request):
    """Two (or one) separate d6 values; anything else is refused with the page (p. 9)."""

    def parse(self, text: str) -> list[str]:
        if fold(text) in ("roll", "wurfeln", "wuerfeln"):
            return super().parse(text)
        return [str(v) for v in rules.parse_dice(text, self.count)]


def dice_request(key: str, prompt: str, count: int = 2) -> DiceRequest:
    return DiceRequest(key, prompt, tuple(str(i) for i in range(1, 7)), count)


YES_NO = ("yes", "no")
# the words for the answers of table facts: yes/no (ja/nein, y/n, j/n), nobody (niemand)
FACT_NAMES = (*YES_NO_NAMES, ("none", "none", "niemand", "keiner", "keine", "nobody"))


# ---- decide helpers ---------------------------------------------------------------------------------
def dispute_answer(die: int) -> str:
    """The answer a dispute die gives, with what it decided: '4: yes' (p. 20: 1-3 no, 4-6 yes), so the
    rolled line, the log and the save read the verdict, not only the face."""
    return f"{die}: {'yes' if rules.dispute_roll(die) else 'no'}"


DISPUTE_ANSWERS = tuple(dispute_answer(die) for die in range(1, 7))


def dispute_die(answer: str) -> int | None:
    """The die of a dispute answer ('4: yes', or '4' as saves before the verdict was added hold it), else None."""
    head = answer.split(":")[0].strip()
    return int(head) if head.isdecimal() else None


@dataclass(frozen=True)
class FactRequest(Request):
    """A yes/no table fact. When the table cannot agree, a die settles it (p. 20): 'roll' lets mkref roll
    it, 'roll 4' (würfeln 4) gives the die the table rolled; the answer is then the die and its verdict."""

    def parse(self, text: str) -> list[str]:
        words = text.split()
        if len(words) == 2 and fold(words[0]) in ("roll", "wurfeln", "wuerfeln") and words[1].isdecimal():
            return [dispute_answer(rules.check_die(int(words[1]), "dispute die"))]
        return super().parse(text)


def ask(cmd: Command, key: str, prompt: str, options: tuple[str, ...] = YES_NO) -> str:
    """A table fact (base contact, a distance, who touches an objective): not a chance event."""
    if key not in cmd.answers:
        raise NeedAnswer(Request(key, prompt, options, names=FACT_NAMES, chance=False))
    return cmd.answers[key][0]


def yes(b: Builder, cmd: Command, key: str, prompt: str) -> bool:
    """A yes/no table fact; a disputed one settled by a die (1-3 no, 4-6 yes) is shown with its die (p. 20)."""
    if key not in cmd.answers:
        raise NeedAnswer(FactRequest(key, _no("miniask.yes_no", prompt=prompt), YES_NO,
                                     names=FACT_NAMES, chance=False, roll_options=DISPUTE_ANSWERS))
    answer = cmd.answers[key][0]
    die = dispute_die(answer)
    if die is None:
        return answer == "yes"
    allowed = rules.dispute_roll(die)
    say_note(b, "dispute_yes" if allowed else "dispute_no", question=prompt, die=die)
    return allowed


def go_on(b: Builder, cmd: Command, key: str, prompt: str, old_key: str, old_prompt: str) -> bool:
    """A yes/no fact worded so that 'yes' lets the action go on, as the dispute die reads (p. 20: 1-3 the action
    is not allowed, 4-6 it is). A save made before the question was reworded holds the answer to its negative
    under `old_key`: read inverted, it replays exactly as it did."""
    if old_key in cmd.answers and key not in cmd.answers:
        return not yes(b, cmd, old_key, old_prompt)
    return yes(b, cmd, key, prompt)


def say_note(b: Builder, key: str, **values: object) -> None:
    """A note the view reads out from the message catalogue, in the table's language."""
    from .messages import say

    b.add({"type": "note", "msg": key, "values": values, "text": say(key, "en", **values)})


def dice(cmd: Command, key: str, prompt: str, count: int = 2) -> tuple[int, ...]:
    if key not in cmd.answers:
        raise NeedAnswer(dice_request(key, prompt, count))
    return tuple(int(v) for v in cmd.answers[key])


def number(cmd: Command, key: str, prompt: str, high: int = 60) -> int:
    return int(ask(cmd, key, prompt, tuple(str(i) for i in range(high + 1))))


def _said_field(field: str, text: str) -> dict[str, object]:
    """`{field}_said`: a catalogue sentence kept as a portable record (told.py), so each table reads it in its language."""
    from .told import portable

    return {f"{field}_said": portable(text)} if isinstance(text, Said) else {}


class Builder:
    """Collects events while applying each one to a private copy, so later checks see its effect."""

    def __init__(self, state: MiniState) -> None:
        self.state: MiniState = clone(state)
        self.events: list[Event] = []

    def add(self, event: Event) -> None:
        self.events.append(event)
        evolve(self.state, event)

    def note(self, said: str, ref: str = "") -> None:
        """A line for the table, kept in its English and as a portable record (read in the table's language)."""
        self.add({"type": "note", "text": str(said), "ref": ref, **_said_field("text", said)})

    # -- consequences --------------------------------------------------------------------------
    def damage(self, key: str, clicks: int, reason: str, by: str = "", unreducible: bool = False, ref: str = "p. 9") -> None:
        w = self.state.warriors[key]
        if not w.in_play or clicks <= 0:
            return
        if w.captor:
            self.note(_no("note.captive_no_damage", warrior=named(w)), "p. 11")
            return
        red = 0 if unreducible else w.w.damage_reduction
        res = rules.apply_damage(w.click, w.dial_len, clicks, red, unreducible)
        self.add({"type": "clicked", "warrior": key, "click": res.click, "clicks": res.clicks_applied, "reason": str(reason), "ref": ref,
                  **_said_field("reason", reason)})
        if res.eliminated:
            self.eliminate(key, by, reason)

    def eliminate(self, key: str, by: str, reason: str, graveyard: bool = False) -> None:
        st = self.state
        w = st.warriors[key]
        s = st.settings()
        credit = ""
        if by and by != w.player and st.team_of(by) != st.team_of(w.player):
            credit = by
        elif by and s["vp_own_and_environment"]:
            credit = by
        points = w.w.points + (sum(st.items[i]["points"] for i in w.items) if s["vp_items"] else 0)  # A19
        relic = relic_of(st, w)
        captor = w.captor
        self.add({"type": "eliminated", "warrior": key, "by": credit, "points": points if credit else 0, "reason": str(reason), **_said_field("reason", reason),
                  "items": list(w.items), **({"graveyard": True} if graveyard else {})})
        if w.captive:
            reason = _no("reason.captor_eliminated", warrior=named(w))
            self.add({"type": "freed", "warrior": w.captive, "reason": str(reason), **_said_field("reason", reason)})
        if captor and s["captor_ends_any_exit"]:
            reason = _no("reason.no_longer_captor")
            self.add({"type": "freed", "warrior": captor, "reason": str(reason), **_said_field("reason", reason), "captor_only": True})
        if relic == "karrudans_bow":
            n = data.load().relics["karrudans_bow"].numbers
            self.note(_no("note.karrudan", radius=n["death_radius"], clicks=n["death_clicks"], player=w.player), "p. 27")

    def check_players_out(self) -> None:
        """End of an action phase: a player without active warriors is out (p. 19)."""
        st = self.state
        for p in st.players:
            if p.out:
                continue
            if not any(is_active(st, w) for w in st.warriors.values() if w.player == p.name):
                self.add({"type": "player_out", "player": p.name, "captives": st.settings()["eliminated_player_captives"]})


# The rulebook's German words for a command's options and flags (folded), as the English ones: Zusammenrotten
# (p. 13), mit, Formation, Gefangennahme (p. 11), Vorstürmen (p. 10), Präzision, Sprinten, Hochfliegen (p. 7-8),
# behinderndes Gelände and Wasser (p. 15-16), Relikt, Prophezeiung, von (by a player).
GERMAN_KEYWORDS = {
    "zusammenrotten": "gangup", "mit": "with", "marken": "markers", "gefangennahme": "capture", "gefangen_nehmen": "capture",
    "vorstuermen": "charge", "praezision": "precision", "sprinten": "sprint", "hochfliegen": "soar", "behindernd": "hindering",
    "wasser": "water", "relikt": "relic", "nicht_reduzierbar": "unreducible", "hinten": "rear", "prophezeiung": "prophecy",
    "von": "by", "aufteilen": "split", "befestigung": "fort", "modifikator": "mod",
}


def keywords(args: list[str]) -> tuple[list[str], dict[str, str], set[str]]:
    """Split words into positional names, KEY VALUE options and flags (English or German words)."""
    valued = {"gangup", "mod", "dmod", "pb", "fort", "split", "with", "formation", "markers"}
    flags = {"capture", "charge", "precision", "sprint", "soar", "hindering", "water", "relic", "unreducible", "rear", "prophecy"}
    pos: list[str] = []
    opts: dict[str, str] = {}
    fl: set[str] = set()
    i = 0
    while i < len(args):
        a = GERMAN_KEYWORDS.get(fold(args[i]), fold(args[i]))
        if a in valued:
            if i + 1 >= len(args):
                raise InvalidInput(_no("mini.needs_value", option=args[i]))
            opts[a] = args[i + 1]
            i += 2
        elif a in flags:
            fl.add(a)
            i += 1
        elif a == "by" and i + 1 < len(args):
            opts["by"] = args[i + 1]
            i += 2
        else:
            pos.append(args[i])
            i += 1
    return pos, opts, fl


def whole_number(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise InvalidInput(_no("mini.whole_number", what=what, text=text)) from None
