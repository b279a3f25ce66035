"""Volkare's turn in Volkare's Quest: A-QTURN, A-PORTAL and A-VATTACK ([S3], [S3.1], [S3.2], [13.1], [13.3]).

The table reveals his cards and rolls his die; these functions say what that makes him do. Positions are axial
hexes over the whole map shape, explored or not (I-21). Nothing here prompts: a missing answer (his die, a tie
between two spaces) is an InvalidInput naming what to give.
"""

from __future__ import annotations

from fractions import Fraction

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.record import Record
from mkref.games.mage_knight.volkare.data import BASIC, DIE_FACES, Settings, settings, volkare
from mkref.games.mage_knight.volkare.hexes import Hex, distance, neighbours, step
from mkref.games.mage_knight.volkare.words import COLOURS as COLOUR_WORDS
from mkref.games.mage_knight.volkare.words import KINDS as KIND_WORDS
from mkref.games.mage_knight.volkare.messages import MESSAGES, colour_named, colours, direction_named
from mkref.games.mage_knight.volkare.words import normal

REF = "[S3.1]"
KINDS = ("wound", "action", "spell")


class Card(Record):
    """One revealed card of Volkare's deck: a Wound, or an action or spell card of a basic colour."""

    kind: str
    colour: str = ""

    @property
    def key(self) -> str:
        return "wound" if self.kind == "wound" else f"{self.kind}:{self.colour}"


def card(kind: str, colour: str = "") -> Card:
    """A card as the table reports it (English or German words); refuses kinds and colours his deck never holds."""
    kind, colour = normal(KIND_WORDS, kind), normal(COLOUR_WORDS, colour) if colour else ""
    if kind not in KINDS:
        raise InvalidInput(MESSAGES.said("v.not_card", kind=kind), MESSAGES.said("v.not_card_why"), ref="[S3]")
    if kind == "wound":
        return Card("wound")
    if colour not in BASIC:
        raise InvalidInput(MESSAGES.said("v.not_colour", colour=colour), MESSAGES.said("v.not_colour_why", colours=colours(BASIC)), ref="[S3]")
    return Card(kind, colour)


# ---------------------------------------------------------------- his deck


def new_deck(table: str, race_level: str) -> dict[str, int]:
    """His deck in a scenario table ("quest" ...) at a race level: counts by card key ([S3])."""
    v = volkare()
    if race_level not in v.race.get(table, {}):
        raise InvalidInput(MESSAGES.said("v.not_race", level=race_level), MESSAGES.said("v.not_race_why"), ref="[S3]")
    deck = {f"action:{c}": n for c, n in v.deck_actions.items()}
    deck.update({f"spell:{c}": n for c, n in v.deck_spells.items()})
    deck["wound"] = v.race[table][race_level].wounds
    return deck


def draw(deck: dict[str, int], revealed: Card) -> dict[str, int]:
    """The deck after `revealed` came off the top; a card it no longer holds is refused (deck unchanged)."""
    left = deck.get(revealed.key, 0)
    if left <= 0:
        what = (MESSAGES.said("v.deck_wound") if revealed.kind == "wound" else MESSAGES.said(
            "v.deck_card", colour=colour_named(revealed.colour or ""), kind=MESSAGES.said(f"v.kind_{revealed.kind}")))
        raise RuleViolation(what, MESSAGES.said("v.deck_why"), MESSAGES.said("v.deck_hint"), ref="[03]")
    return {**deck, revealed.key: left - 1}


def outcome_of(revealed: Card, paths: dict[str, str]) -> str:
    """What a card makes him do: rest, walk:<direction>, attack:1 (adjacent) or attack:2 (red spell)."""
    if revealed.kind == "wound":
        return "rest"
    if revealed.colour == "red":
        return "attack:2" if revealed.kind == "spell" else "attack:1"
    return f"walk:{paths[revealed.colour]}"


def odds(deck: dict[str, int], paths: dict[str, str]) -> dict[str, Fraction]:
    """The chance of each thing his next card makes him do (cards counted as the table reported them)."""
    total = sum(deck.values())
    if not total:
        return {}
    chances: dict[str, Fraction] = {}
    for key, count in deck.items():
        if count:
            kind, _, colour = key.partition(":")
            what = outcome_of(Card(kind, colour), paths)
            chances[what] = chances.get(what, Fraction(0)) + Fraction(count, total)
    return chances


# ---------------------------------------------------------------- the Source and fearful units


def source_reroll(colour: str, faces: list[str], day: bool, rules: Settings | None = None) -> int | None:
    """A-QTURN step 3: the index of the Source die to re-roll for a card of `colour`, or None.

    One die showing the card's colour; else, by Day only, a gold die (I-45, setting gold_reroll). Red cards
    re-roll too (I-50, setting red_rerolls_source).
    """
    rules = rules or settings()
    if colour == "red" and not rules.red_rerolls_source:
        return None
    if colour in faces:
        return faces.index(colour)
    if day and rules.gold_reroll == "always" and "gold" in faces:
        return faces.index("gold")
    return None


def fearful_flees(face: str, slots: list[tuple[str, str]], day: bool, rules: Settings | None = None) -> int | None:
    """A-QTURN step 2: which fearful offer slot loses its unit for his die `face` ([S3.1], [06.2]).

    `slots`: (the colour the slot is marked with, the unit in it or ""). I-44 (setting fearful_match): only a
    slot marked with exactly that face; "gold_wild" lets a gold face by Day match the first occupied slot.
    """
    rules = rules or settings()
    check_face(face)
    for i, (mark, unit) in enumerate(slots):
        if unit and mark == face:
            return i
    if rules.fearful_match == "gold_wild" and face == "gold" and day:
        for i, (_, unit) in enumerate(slots):
            if unit:
                return i
    return None


def die_face(word: str) -> str:
    """'rot', 'Gold', 'black' -> the face id; refuses a face his die does not have."""
    face = normal(COLOUR_WORDS, word)
    check_face(face)
    return face


def check_face(face: str) -> None:
    if face not in DIE_FACES:
        raise InvalidInput(MESSAGES.said("v.not_face", face=face), MESSAGES.said("v.it_shows", faces=colours(DIE_FACES)), ref="[13.2]")


# ---------------------------------------------------------------- movement and the portal


def walk(
    start: Hex, direction: str, spaces: int, grid: frozenset[Hex], portal: Hex,
    rules: Settings | None = None, tie: Hex | None = None,
) -> list[Hex]:
    """A-QTURN step 4: the spaces he enters, one per step, ignoring terrain, walls, sites and unexplored slots.

    A step off the map shape becomes one step closer to the portal instead; several equally close spaces
    (I-46, setting closer_tie): "ask" needs `tie`, "clockwise" takes the first from north-east.
    """
    rules = rules or settings()
    path: list[Hex] = []
    here = start
    for _ in range(spaces):
        ahead = step(here, direction)
        if ahead in grid:
            here = ahead
        else:
            here = _closer(here, grid, portal, rules, tie)
        path.append(here)
    return path


def _closer(here: Hex, grid: frozenset[Hex], portal: Hex, rules: Settings, tie: Hex | None) -> Hex:
    now = distance(here, portal)
    options = [h for h in neighbours(here) if h in grid and distance(h, portal) < now]
    if not options:
        return here  # on the portal already
    if len(options) == 1 or rules.closer_tie == "clockwise":
        return options[0]
    if tie in options:
        return tie
    raise InvalidInput(
        MESSAGES.said("v.leave_map"), MESSAGES.said("v.leave_map_why"),
        MESSAGES.said("v.say_which", spaces=", ".join(str(h) for h in options)), ref=REF,
    )


def portal_check(volkare_at: Hex, portal: Hex, is_open: bool, on_portal: list[str], close_at: int = 3) -> tuple[bool, list[str]]:
    """A-PORTAL: (the portal is closed now, the heroes eliminated by its closing) ([S3])."""
    if not is_open or distance(volkare_at, portal) > close_at:
        return False, []
    return True, list(on_portal)


# ---------------------------------------------------------------- whom he attacks (A-VATTACK)


class Hero(Record):
    name: str
    at: Hex
    fame: int
    order: int  # place in the turn order, 0 first


def attack_target(volkare_at: Hex, heroes: list[Hero], revealed: Card) -> tuple[Hero | None, int]:
    """The hero a red card makes him attack, and at which distance ([S3.1] steps 5-6).

    Adjacent heroes first; a red spell then looks at distance 2 (I-49: same priority). Among several: the most
    Fame, then the earliest in turn order. Nobody in range: no attack (I-48).
    """
    if revealed.colour != "red" or revealed.kind == "wound":
        return None, 0
    reach = 2 if revealed.kind == "spell" else 1
    for ring in range(1, reach + 1):
        near = [h for h in heroes if distance(volkare_at, h.at) == ring]
        if near:
            return min(near, key=lambda h: (-h.fame, h.order)), ring
    return None, 0


def flee_wounds(round_number: int) -> int:
    """Wounds for fleeing from Volkare: by the Day/Night pair of the round ([13.3]; single source, see volkare.toml)."""
    table = volkare().flee_wounds
    pair = (round_number - 1) // 2
    if round_number < 1 or pair >= len(table):
        raise InvalidInput(MESSAGES.said("v.not_round", round=round_number), MESSAGES.said("v.rounds", last=2 * len(table)), ref="[13.3]")
    return table[pair]


def check_full_commitment(face_down: bool, hand_only_wounds: bool) -> None:
    """[13.3] step 5: full commitment needs a face-up round order token and a hand that is not only Wounds."""
    if face_down:
        raise RuleViolation(
            MESSAGES.said("v.commit_fully"), MESSAGES.said("v.commit_token_why"), MESSAGES.said("v.commit_hint"), ref="[13.3]",
        )
    if hand_only_wounds:
        raise RuleViolation(MESSAGES.said("v.commit_fully"), MESSAGES.said("v.commit_wounds_why"), MESSAGES.said("v.commit_hint"), ref="[12.1]")


# ---------------------------------------------------------------- one whole turn (A-QTURN)


class Board(Record):
    """What his turn depends on."""

    at: Hex
    grid: frozenset[Hex]
    portal: Hex
    portal_open: bool
    day: bool
    source: tuple[str, ...]
    fearful: tuple[tuple[str, str], ...]
    heroes: tuple[Hero, ...]
    paths: dict[str, str]
    announced: bool = False


class Turn(Record):
    card: Card | None
    does: str  # rest / walk / attack / nothing
    reroll: int | None = None
    die: str = ""
    flees: int | None = None
    path: tuple[Hex, ...] = ()
    target: str = ""
    reach: int = 0
    portal_closed: bool = False
    eliminated: tuple[str, ...] = ()
    withdraw: tuple[str, ...] = ()
    on_portal: bool = False
    distance: int = -1  # his distance to the Portal after the turn (a game without a tracked map)
    spaces: int = 0
    direction: str = ""


def turn(board: Board, revealed: Card | None, die: str = "", tie: Hex | None = None, rules: Settings | None = None) -> Turn:
    """A-QTURN: what one revealed card (None: his deck is empty) makes Volkare do."""
    rules = rules or settings()
    if board.announced:
        raise RuleViolation(MESSAGES.said("v.no_turn"), MESSAGES.said("v.no_turn_why"), ref="[03]")
    if revealed is None:
        if rules.deck_empty == "nothing":
            return Turn(None, "nothing")  # I-43
        revealed = Card("spell", "blue")  # "frenzy": every turn acts as a blue spell, no die re-rolled
        return _walk_turn(board, revealed, None, tie, rules)
    if revealed.kind == "wound":
        if not die:
            raise InvalidInput(MESSAGES.said("v.roll_die"), MESSAGES.said("v.roll_die_why"), ref=REF)
        return Turn(revealed, "rest", die=die, flees=fearful_flees(die, list(board.fearful), board.day, rules))
    reroll = source_reroll(revealed.colour, list(board.source), board.day, rules)
    if revealed.colour != "red":
        return _walk_turn(board, revealed, reroll, tie, rules)
    target, reach = attack_target(board.at, list(board.heroes), revealed)
    if target is None:
        return Turn(revealed, "nothing", reroll=reroll)
    return Turn(revealed, "attack", reroll=reroll, target=target.name, reach=reach)


def _walk_turn(board: Board, revealed: Card, reroll: int | None, tie: Hex | None, rules: Settings) -> Turn:
    spaces = rules.spell_spaces if revealed.kind == "spell" else 1
    path = walk(board.at, board.paths[revealed.colour], spaces, board.grid, board.portal, rules, tie)
    end = path[-1]
    close_at = volkare().scenarios["volkares_quest"].portal_close_distance
    on_portal = [h.name for h in board.heroes if h.at == board.portal]
    closed, eliminated = portal_check(end, board.portal, board.portal_open, on_portal, close_at)
    withdraw = tuple(h.name for h in board.heroes if h.at == end and h.name not in eliminated)
    return Turn(
        revealed, "walk", reroll=reroll, path=tuple(path), portal_closed=closed, eliminated=tuple(eliminated),
        withdraw=withdraw if rules.move_onto_player == "withdraw" else (), on_portal=end == board.portal,
    )


def plan(paths: dict[str, str], rules: Settings | None = None) -> dict[str, str]:
    """For the table: what a card of each colour will make him do (kind:colour -> outcome with spaces)."""
    rules = rules or settings()
    out = {"wound": "rest"}
    for colour in BASIC:
        for kind in ("action", "spell"):
            what = outcome_of(Card(kind, colour), paths)
            if what.startswith("walk"):
                what += f":{rules.spell_spaces if kind == 'spell' else 1}"
            out[f"{kind}:{colour}"] = what
    return out



# ---------------------------------------------------------------- without a tracked map (the table moves him)


class Near(Record):
    """A hero near Volkare as the table reports it: `ring` = the distance between them (1 adjacent, 2 ...)."""

    name: str
    fame: int
    order: int
    ring: int


class Track(Record):
    """His turn when mkref does not hold the map: the table moves the figure and reports his distance to the Portal."""

    distance: int
    portal_open: bool
    day: bool
    source: tuple[str, ...]
    fearful: tuple[tuple[str, str], ...]
    near: tuple[Near, ...]
    on_portal: tuple[str, ...]
    paths: dict[str, str]
    announced: bool = False


def track_turn(
    track: Track, revealed: Card | None, die: str = "", distance_after: int | None = None, rules: Settings | None = None,
) -> Turn:
    """A-QTURN when the table holds the map: mkref says which way he walks; the table answers where that put him
    (his distance to the Portal; each space changes it by at most 1); mkref then closes the Portal at distance 3
    and sees whether he reached it. Red cards pick their victim among the heroes the table names as near."""
    rules = rules or settings()
    if track.announced:
        raise RuleViolation(MESSAGES.said("v.no_turn"), MESSAGES.said("v.no_turn_why"), ref="[03]")
    if revealed is None and rules.deck_empty == "nothing":
        return Turn(None, "nothing", distance=track.distance)
    card = revealed or Card("spell", "blue")
    if card.kind == "wound":
        if not die:
            raise InvalidInput(MESSAGES.said("v.roll_die"), MESSAGES.said("v.roll_die_why"), ref=REF)
        return Turn(card, "rest", die=die, flees=fearful_flees(die, list(track.fearful), track.day, rules), distance=track.distance)
    reroll = source_reroll(card.colour, list(track.source), track.day, rules) if revealed is not None else None
    if card.colour == "red":
        reach = 2 if card.kind == "spell" else 1
        for ring in range(1, reach + 1):
            near = [h for h in track.near if h.ring == ring]
            if near:
                target = min(near, key=lambda h: (-h.fame, h.order))
                return Turn(card, "attack", reroll=reroll, target=target.name, reach=ring, distance=track.distance)
        return Turn(card, "nothing", reroll=reroll, distance=track.distance)
    spaces = rules.spell_spaces if card.kind == "spell" else 1
    direction = track.paths[card.colour]
    if distance_after is None:
        raise InvalidInput(
            MESSAGES.said("v.move_him", spaces=spaces, direction=direction_named(direction)), MESSAGES.said("v.move_him_why"), ref=REF,
        )
    if distance_after < 0 or abs(distance_after - track.distance) > spaces:
        raise RuleViolation(
            MESSAGES.said("v.distance", distance=distance_after),
            MESSAGES.said("v.distance_why", was=track.distance, spaces=spaces), ref=REF,
        )
    close_at = volkare().scenarios["volkares_quest"].portal_close_distance
    closed = track.portal_open and distance_after <= close_at
    return Turn(
        card, "walk", reroll=reroll, portal_closed=closed, eliminated=track.on_portal if closed else (),
        on_portal=distance_after == 0, distance=distance_after, spaces=spaces, direction=direction,
    )
