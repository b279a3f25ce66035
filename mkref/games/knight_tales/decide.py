"""``decide`` for the day and the bookkeeping commands: validate, ask the table, return events.
The night (set-up, attacks, the end of the night) is in ``night``."""

from __future__ import annotations

from typing import Any

from mkref.core.errors import InvalidInput, RuleViolation

from . import data, setup
from .draft import Draft
from .field import LANES, grid_position
from .state import KTState

ROMAN = {1: "I", 2: "II", 3: "III"}
ALL_FACES = ("sword", "double_sword", "shield", "faith", "blank", "doom")
CARD_KIND_WORDS = {
    "knight": "knights", "ritter": "knights", "market": "market", "markt": "market", "trophy": "trophies", "trophäe": "trophies",
    "monster": "monsters", "minion": "monsters", "champion": "monsters", "boss": "bosses", "renown": "renown", "ansehen": "renown",
    "quest": "quests", "townsfolk": "townsfolk", "dorfbewohner": "townsfolk", "coop": "coop", "koop": "coop",
}


def _phase(draft: Draft, *phases: str, what: str, ref: str) -> None:
    if draft.st.phase not in phases:
        raise RuleViolation(f"Not now: {what}", f"the game is in phase '{draft.st.phase.replace('_', ' ')}'", _next_step(draft.st), ref=ref)


def _next_step(st: KTState) -> str:
    return {"order": "Type 'order' to roll for the player order", "day_start": "Type 'day' to start the day",
            "day": f"Day turn of {st.turn}: buy, trophy or pass", "night_ready": "Type 'night' to set up the battlefield",
            "night": f"Night turn of {st.turn}: attack", "game_over": "The game is over"}.get(st.phase, "")


def _turn_player(draft: Draft, args: list[str]) -> tuple[str, list[str]]:
    """The player whose turn it is; a first word naming another knight is refused."""
    if args and args[0] in draft.st.knights:
        if args[0] != draft.st.turn:
            raise RuleViolation(f"It is {draft.st.turn}'s turn, not {args[0]}'s", "turns follow the player order", ref="p. 7")
        return args[0], args[1:]
    return draft.st.turn, args


# -- initial order (p. 7) --------------------------------------------------------------------------
def order(draft: Draft, args: list[str]) -> None:
    _phase(draft, "order", what="the order roll", ref="p. 7")
    double = int(draft.st.settings["order_double_sword"])
    pending: list[tuple[list[str], int]] = [(list(draft.st.knights), 4)]
    spaces: dict[str, int] = {}
    while pending:
        group, lowest = pending.pop(0)
        swords: dict[str, int] = {}
        for player in group:
            faces = draft.ask("order", draft.text("ask_order", player=player), ALL_FACES, count=3, chance=True)
            swords[player] = setup.order_swords(faces, double)
            draft.emit("order_roll", player=player, faces=faces, swords=swords[player])
        space = lowest
        for count in sorted(set(swords.values())):
            tied = [p for p in group if swords[p] == count]
            if len(tied) == 1:
                spaces[tied[0]] = space
            else:
                pending.append((tied, space))
            space -= len(tied)
    draft.emit("order", spaces=spaces)


# -- the day (pp. 7-9) -------------------------------------------------------------------------------
def day(draft: Draft, args: list[str]) -> None:
    _phase(draft, "day_start", what="a new day", ref="p. 7")
    st = draft.st
    facts = data.load()
    wrath_by = {int(k): int(v) for k, v in facts.section("track")["wrath_by_village_space"].items()}
    players = str(len(st.knights))
    tracks: dict[str, list[int]] = {}
    for name, k in st.knights.items():
        health = draft.fact_number("knights", k.knight, "start_health", 1, 30)
        fatigue = draft.fact_in_table("knights", k.knight, "fatigue_start", players, 1, 30)
        if fatigue <= health:
            raise RuleViolation(f"{k.knight}: the fatigue start space {fatigue} must lie beyond the health start {health}", ref="p. 6")
        tracks[name] = [health - 1 - wrath_by[k.village], health, fatigue]
    draft.emit("day", round=st.round + 1, tracks=tracks, flipped=9 - st.market_face_up - st.market_empty if st.round else 0)
    if st.mode == "standard":
        roman = ROMAN[st.round]
        known = data.card_index("quests", st.facts.get("quests"))
        options = [q for q in known.ids() if q not in st.quests and st.card("quests", q).get("deck", roman) == roman]
        generic = f"quest_{roman.lower()}"
        names = tuple((q, st.name_of("quests", q)) for q in options) + ((generic, f"quest {roman}"),)
        quest = draft.ask("quest", draft.text("ask_quest", deck=roman), [*options, generic], names=names)[0]
        draft.emit("quest_revealed", quest=quest, round=st.round)


def buy(draft: Draft, args: list[str]) -> None:
    _phase(draft, "day", what="buying", ref="p. 9")
    player, words = _turn_player(draft, args)
    if not words:
        raise InvalidInput("Name the market card", hint="For example: buy 'Battle Axe'")
    st = draft.st
    card = data.resolve_card("market", " ".join(words), st.facts.get("market"))
    if card == "longsword":
        raise RuleViolation("The longsword is not in the market", "each knight has one from the start", ref="p. 6")
    cost = draft.fact_number("market", card, "cost", 0, 20)
    setup.check_buy(cost, st.knights[player].gold, st.market_face_up, st.name_of("market", card))
    draft.emit("bought", player=player, card=card, cost=cost)


def trophy(draft: Draft, args: list[str]) -> None:
    _phase(draft, "day", what="taking a trophy", ref="p. 9")
    player, words = _turn_player(draft, args)
    if len(words) != 3:
        raise InvalidInput("Name the trophy and the two monster cards", hint="For example: trophy 'Spiked Shield' goblin orc_brute", ref="p. 9")
    st = draft.st
    prize = data.resolve_card("trophies", words[0], st.facts.get("trophies"))
    required = draft.fact("trophies", prize, "factions", lambda p: draft.ask("factions", p, ("orc", "undead", "beast"), count=2))
    owned = [c for kind, c in st.knights[player].monsters if kind == "monsters"]
    cards: list[tuple[str, str, str]] = []
    chosen: list[str] = []
    for word in words[1:]:
        ident = data.resolve_card("monsters", word, st.facts.get("monsters"))
        if owned.count(ident) <= chosen.count(ident):
            if any(c == ident for k, c in st.knights[player].monsters if k == "bosses"):
                raise RuleViolation("A boss card cannot pay for a trophy", ref="p. 9")
            raise RuleViolation(f"{player} has no (other) defeated {st.name_of('monsters', ident)}", "a trophy is paid with your own defeated monster cards", ref="p. 9")
        faction = draft.fact_choice("monsters", ident, "faction", ("orc", "undead", "beast"))
        kind = draft.fact_choice("monsters", ident, "type", ("minion", "champion"))
        cards.append((st.name_of("monsters", ident), faction, kind))
        chosen.append(ident)
    setup.check_trophy(st.name_of("trophies", prize), list(required), cards, prize in st.trophies_taken)
    draft.emit("trophy", player=player, trophy=prize, cards=chosen)


def pass_(draft: Draft, args: list[str]) -> None:
    _phase(draft, "day", what="passing", ref="p. 9")
    player, _ = _turn_player(draft, args)
    taken = [k.battlefield for k in draft.st.knights.values() if k.battlefield]
    draft.emit("passed", player=player, space=setup.next_battlefield_space(taken))


# -- bookkeeping any time ----------------------------------------------------------------------------
def card(draft: Draft, args: list[str]) -> None:
    """card [KIND] ID FIELD=VALUE ...: card data the file lacks, remembered in this save."""
    if not args:
        raise InvalidInput("Name the card and its values", hint="For example: card monster orc_brute type=minion faction=orc hp=2 black=2 red=1 vp=2")
    kind = "monsters"
    if args[0].lower() in CARD_KIND_WORDS and len(args) > 1 and "=" not in args[1]:
        kind = CARD_KIND_WORDS[args.pop(0).lower()]
    elif args[0].lower() in CARD_KIND_WORDS and len(args) > 1:
        kind = CARD_KIND_WORDS[args.pop(0).lower()]
    known = {i.lower(): i for i in data.card_index(kind, draft.st.facts.get(kind)).ids()}
    ident = known.get(args[0].lower(), args[0].upper() if kind == "renown" else args[0].lower())
    pairs = args[1:]
    if not pairs:
        raise InvalidInput(f"No values for {ident}", hint="Give FIELD=VALUE pairs, for example hp=2")
    game = data.load().game
    for pair in pairs:
        field, sep, raw = pair.partition("=")
        if not sep:
            raise InvalidInput(f"Cannot read '{pair}'", "expected FIELD=VALUE")
        value = _value(field, raw)
        if field == "name":
            draft.emit("fact", kind=kind, id=ident, field="name", value={"en": str(raw), "de": str(raw)})
            continue
        data.check_field(kind, field, value, game)
        draft.emit("fact", kind=kind, id=ident, field=field, value=value)


def _value(field: str, raw: str) -> Any:
    low = raw.strip().lower()
    if field in ("factions",):
        return [v.strip() for v in low.split(",") if v.strip()]
    if field == "vp" and "," in low:
        return [int(v) for v in low.split(",")]
    if field in ("fatigue_start", "champions", "zone_vp", "dice", "effect", "ability"):
        table: dict[str, Any] = {}
        for part in raw.split(","):
            key, _, val = part.partition(":")
            table[key.strip()] = int(val) if val.strip().lstrip("-").isdigit() else val.strip()
        return table
    if low in ("true", "yes", "ja"):
        return True
    if low in ("false", "no", "nein"):
        return False
    if low.lstrip("-").isdigit():
        return int(low)
    return raw.strip()


def quest(draft: Draft, args: list[str]) -> None:
    """quest PLAYER QUEST: the player met a revealed quest's condition (p. 7-8)."""
    st = draft.st
    if st.mode != "standard":
        raise RuleViolation(f"The {st.mode} game has no quests", "only the standard game reveals quests", ref="p. 27" if st.mode == "solo" else "p. 28")
    if len(args) < 2 or args[0] not in st.knights:
        raise InvalidInput("Name the knight and the quest", hint="For example: quest Michael row_2_or_3", ref="p. 7")
    word = " ".join(args[1:])
    revealed = {q: q for q in st.quests}
    ident = revealed.get(word.lower()) or next((q for q in st.quests if st.name_of("quests", q).lower() == word.lower()), None)
    if ident is None:
        raise RuleViolation(f"'{word}' is not a revealed quest", "revealed: " + (", ".join(st.quests) or "none"), ref="p. 7")
    slots = st.quests[ident]
    if args[0] in slots:
        raise RuleViolation(f"{args[0]} already fulfilled {ident}", "each knight fulfils a quest only once", ref="p. 8")
    if len(slots) >= 3:
        raise RuleViolation(f"{ident} has 3 crests", "nobody else can fulfil it", ref="p. 8")
    draft.emit("quest_done", player=args[0], quest=ident, slot=len(slots) + 1)


def use(draft: Draft, args: list[str]) -> None:
    """use PLAYER CARD: put a crest on a card for an effect outside an attack (co-op cards any time)."""
    st = draft.st
    if len(args) < 2 or args[0] not in st.knights:
        raise InvalidInput("Name the knight and the card", hint="For example: use Susy 'Battle Axe'", ref="p. 15")
    player, word = args[0], " ".join(args[1:])
    k = st.knights[player]
    coop = st.mode == "coop" and word.lower() in (st.facts.get("coop", {}) | data.load().cards.get("coop", {}))
    kind = "coop" if coop else ("townsfolk" if st.mode == "solo" and word in st.townsfolk else "market")
    ident = word if kind == "townsfolk" else data.resolve_card(kind, word, st.facts.get(kind))
    check_card_use(draft, player, kind, ident)
    if kind == "market" and ident not in k.market and ident != "longsword":
        raise RuleViolation(f"{player} does not own {st.name_of(kind, ident)}", ref="p. 15")
    draft.emit("used", player=player, card=ident, coop=coop)


def check_card_use(draft: Draft, player: str, kind: str, ident: str) -> None:
    """A card takes one of the player's crests and works once per night (p. 15; co-op p. 28; townsfolk p. 27)."""
    st = draft.st
    k = st.knights[player]
    if st.crests_left(player) <= 0:
        raise RuleViolation(f"{player} has no crest left to place", "a card is used by putting one of your 20 crests on it", ref="p. 15")
    if kind == "coop":
        if st.phase != "night":
            raise RuleViolation("Co-op cards are used during the night", f"the game is in phase '{st.phase.replace('_', ' ')}'", ref="p. 28")
        if ident in st.coop_used:
            raise RuleViolation(f"{ident} was used this night", "each co-op card once per night", ref="p. 28")
        if k.night_over and st.phase == "night" and not st.settings["coop_ended_players_aid"]:
            raise RuleViolation(f"{player}'s night has ended", "a knight whose night is over takes no more actions (I-23)", ref="p. 28")
    elif ident in k.exhausted:
        raise RuleViolation(f"{st.name_of(kind, ident)} is exhausted", "it already holds your crest this night", ref="p. 15")
    if kind == "townsfolk" and st.townsfolk.get(ident, 0) >= 2:
        raise RuleViolation(f"{ident} has no free HP", "a townsfolk card with both HP covered cannot be used", ref="p. 27")


def marker(draft: Draft, args: list[str]) -> None:
    """marker POS KIND [N]: effect markers a card puts on a monster (p. 25)."""
    _phase(draft, "night", what="placing markers", ref="p. 25")
    kinds = {"sword": "sword", "schwert": "sword", "shield": "shield", "schild": "shield", "black": "black", "schwarz": "black",
             "red": "red", "rot": "red", "hp": "hp", "lp": "hp"}
    if len(args) < 2 or args[1].lower() not in kinds:
        raise InvalidInput("Name the monster and the marker", hint="For example: marker b1 shield 1 (sword, shield, black, red, hp)", ref="p. 25")
    lane, index = locate(draft.st, args[0])
    count = int(args[2]) if len(args) > 2 and args[2].isdigit() else 1
    draft.emit("marker", lane=lane, index=index, marker=kinds[args[1].lower()], count=count, pos=args[0].lower())


def locate(st: KTState, word: str) -> tuple[str, int]:
    """A grid position ('b1') or 'boss' -> (lane, index); refused when nothing stands there."""
    if word.lower() in ("boss",):
        if not st.boss or not st.boss.get("alive"):
            raise RuleViolation("There is no boss on the battlefield", ref="p. 24")
        return "boss", 0
    pos = grid_position(word)
    if pos is None:
        raise InvalidInput(f"'{word}' is no place on the battlefield", hint="Lanes a, b, c (left to right), rows 1-3: for example b1; or boss", ref="p. 11")
    lane, row = pos
    if len(st.lanes[lane]) < row:
        raise RuleViolation(f"No monster stands at {lane}{row}", f"lane {lane} holds {len(st.lanes[lane])} monster(s)", ref="p. 20")
    return lane, row - 1


HANDLERS = {"order": order, "day": day, "buy": buy, "trophy": trophy, "pass": pass_, "card": card, "quest": quest, "use": use,
            "marker": marker}

__all__ = ["HANDLERS", "LANES"]
