"""``decide`` for the day and the bookkeeping commands: validate, ask the table, return events.
The night (set-up, attacks, the end of the night) is in ``decide_night``; ``decide`` picks the handler."""

from __future__ import annotations

from typing import Any


from . import data, setup
from .combat import KNIGHT_FACES, MONSTER_FACES
from mkref.core.messages import Named
from mkref.core.names import fold

from .draft import Draft
from .field import LANES, grid_position
from .state import KTState
from .refusals import Term, invalid, refuse

ROMAN = {1: "I", 2: "II", 3: "III"}
CARD_KIND_WORDS = {
    "knight": "knights", "ritter": "knights", "market": "market", "markt": "market", "trophy": "trophies", "trophäe": "trophies",
    "monster": "monsters", "minion": "monsters", "champion": "monsters", "boss": "bosses", "renown": "renown", "ansehen": "renown",
    "quest": "quests", "townsfolk": "townsfolk", "dorfbewohner": "townsfolk", "coop": "coop", "koop": "coop",
}


def _phase(draft: Draft, *phases: str, what: str, ref: str) -> None:
    if draft.st.phase not in phases:
        raise refuse("not_now", ref, f"hint.next.{draft.st.phase}", what=Term(f"doing.{what}"), phase=Term(f"phase.{draft.st.phase}"), turn=draft.st.turn)


def _turn_player(draft: Draft, args: list[str]) -> tuple[str, list[str]]:
    """The player whose turn it is; a first word naming another knight is refused."""
    if args and args[0] in draft.st.knights:
        if args[0] != draft.st.turn:
            raise refuse("not_your_turn", "p. 7", turn=draft.st.turn, other=args[0])
        return args[0], args[1:]
    return draft.st.turn, args


# -- initial order (p. 7) --------------------------------------------------------------------------
def order(draft: Draft, args: list[str]) -> None:
    _phase(draft, "order", what="order", ref="p. 7")
    double = int(draft.st.settings["order_double_sword"])
    pending: list[tuple[list[str], int]] = [(list(draft.st.knights), 4)]
    spaces: dict[str, int] = {}
    while pending:
        group, lowest = pending.pop(0)
        swords: dict[str, int] = {}
        for player in group:
            faces = _order_roll(draft, player)
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


def _order_roll(draft: Draft, player: str) -> list[str]:
    """One knight's order roll (p. 7): the black and the red die show monster faces, the blue knight
    die only the knight faces of p. 18 (no blank, no doom), so each is asked (and rolled) from its own faces."""
    monster = draft.ask("order", draft.text("ask_order_monster", player=player), MONSTER_FACES, count=2, chance=True, ref="p. 18")
    knight = draft.ask("order_knight", draft.text("ask_order_knight", player=player), KNIGHT_FACES, chance=True, ref="p. 18")
    return [*monster, *knight]


# -- the day (pp. 7-9) -------------------------------------------------------------------------------
def day(draft: Draft, args: list[str]) -> None:
    _phase(draft, "day_start", what="day", ref="p. 7")
    st = draft.st
    facts = data.load()
    wrath_by = {int(k): int(v) for k, v in facts.section("track")["wrath_by_village_space"].items()}
    players = str(len(st.knights))
    tracks: dict[str, list[int]] = {}
    for name, k in st.knights.items():
        health = draft.fact_number("knights", k.knight, "start_health", 1, 30)
        fatigue = draft.fact_in_table("knights", k.knight, "fatigue_start", players, 1, 30)
        if fatigue <= health:
            raise refuse("fatigue_start_knight", "p. 6", knight=k.knight, fatigue=fatigue, health=health)
        tracks[name] = [health - 1 - wrath_by[k.village], health, fatigue]
    draft.emit("day", round=st.round + 1, tracks=tracks, flipped=9 - st.market_face_up - st.market_empty if st.round else 0)
    if st.mode == "standard":
        roman = ROMAN[st.round]
        known = data.card_index("quests", st.facts.get("quests"))
        options = [q for q in known.ids() if q not in st.quests and st.card("quests", q).get("deck", roman) == roman]
        generic = f"quest_{roman.lower()}"
        names: tuple[tuple[str, ...], ...] = tuple((q, draft.named("quests", q), st.name_of("quests", q), st.name_of("quests", q, "de")) for q in options)
        names += ((generic, Named(f"quest {roman}", f"Quest {roman}"), f"quest {roman}"),)
        quest = draft.ask("quest", draft.text("ask_quest", deck=roman), [*options, generic], names=names, kind="count")[0]  # revealed at the table
        draft.emit("quest_revealed", quest=quest, round=st.round)


def buy(draft: Draft, args: list[str]) -> None:
    _phase(draft, "day", what="buy", ref="p. 9")
    player, words = _turn_player(draft, args)
    if not words:
        raise invalid("name_market_card", "p. 9", "hint.buy")
    st = draft.st
    card = data.resolve_card("market", " ".join(words), st.facts.get("market"))
    if card == "longsword":
        raise refuse("longsword_not_for_sale", "p. 6")
    cost = draft.fact_number("market", card, "cost", 0, 20)
    setup.check_buy(cost, st.knights[player].gold, st.market_face_up, draft.named("market", card))
    draft.emit("bought", player=player, card=card, cost=cost)


def trophy(draft: Draft, args: list[str]) -> None:
    _phase(draft, "day", what="trophy", ref="p. 9")
    player, words = _turn_player(draft, args)
    if len(words) != 3:
        raise invalid("name_trophy", "p. 9", "hint.trophy")
    st = draft.st
    prize = data.resolve_card("trophies", words[0], st.facts.get("trophies"))
    chosen = _trophy_payment(draft, player, words[1:])  # refused before any card value is asked
    required = draft.fact("trophies", prize, "factions", lambda p: draft.ask("factions", p, ("orc", "undead", "beast"), count=2))
    cards: list[tuple[str, str, str]] = []
    for ident in chosen:
        faction = draft.fact_choice("monsters", ident, "faction", ("orc", "undead", "beast"))
        kind = draft.fact_choice("monsters", ident, "type", ("minion", "champion"))
        cards.append((draft.named("monsters", ident), faction, kind))
    setup.check_trophy(draft.named("trophies", prize), list(required), cards, prize in st.trophies_taken)
    draft.emit("trophy", player=player, trophy=prize, cards=chosen)


def _trophy_payment(draft: Draft, player: str, words: list[str]) -> list[str]:
    """The two monster cards offered for a trophy, each the player's own defeated minion or champion.
    A boss card is refused for what it is (p. 9: "aber keine Boss-Karten"), whoever holds it and
    whether or not its values are known yet."""
    st = draft.st
    owned = [c for kind, c in st.knights[player].monsters if kind == "monsters"]
    chosen: list[str] = []
    for word in words:
        if data.card_index("monsters", st.facts.get("monsters")).find(word) is None:
            if data.card_index("bosses", st.facts.get("bosses")).find(word) is not None:
                raise refuse("boss_pays_trophy", "p. 9")
        ident = data.resolve_card("monsters", word, st.facts.get("monsters"))
        if owned.count(ident) <= chosen.count(ident):
            raise refuse("no_defeated", "p. 9", player=player, monster=draft.named("monsters", ident))
        chosen.append(ident)
    return chosen


def pass_(draft: Draft, args: list[str]) -> None:
    _phase(draft, "day", what="pass", ref="p. 9")
    player, _ = _turn_player(draft, args)
    taken = [k.battlefield for k in draft.st.knights.values() if k.battlefield]
    draft.emit("passed", player=player, space=setup.next_battlefield_space(taken))


# -- bookkeeping any time ----------------------------------------------------------------------------
def card(draft: Draft, args: list[str]) -> None:
    """card [KIND] ID FIELD=VALUE ...: card data the file lacks, remembered in this save."""
    if not args:
        raise invalid("name_card_values", hint="hint.card")
    kind = "monsters"
    if args[0].lower() in CARD_KIND_WORDS and len(args) > 1 and "=" not in args[1]:
        kind = CARD_KIND_WORDS[args.pop(0).lower()]
    elif args[0].lower() in CARD_KIND_WORDS and len(args) > 1:
        kind = CARD_KIND_WORDS[args.pop(0).lower()]
    found = data.card_index(kind, draft.st.facts.get(kind)).find(args[0])  # its id, English or German name
    ident = found or (args[0].upper() if kind == "renown" else args[0].lower())
    pairs = args[1:]
    if not pairs:
        raise invalid("no_values", hint="hint.field_pairs", ident=ident)
    game = data.load().game
    for pair in pairs:
        field, sep, raw = pair.partition("=")
        if not sep:
            raise invalid("cannot_read_pair", pair=pair)
        value = _value(field, raw)
        if field == "name":
            draft.emit("fact", kind=kind, id=ident, field="name", value={"en": str(raw), "de": str(raw)}, **told(draft))
            continue
        data.check_field(kind, field, value, game)
        draft.emit("fact", kind=kind, id=ident, field=field, value=value, **told(draft))


def told(draft: Draft) -> dict[str, bool]:
    """The first value of a `card` command carries the mark that makes it the command's `log` line."""
    return {} if draft.events else {"told": True}


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
            table[key.strip()] = int(val) if val.strip().lstrip("-").isdecimal() else val.strip()
        return table
    if low in ("true", "yes", "ja"):
        return True
    if low in ("false", "no", "nein"):
        return False
    if low.lstrip("-").isdecimal():
        return int(low)
    return raw.strip()


def quest(draft: Draft, args: list[str]) -> None:
    """quest PLAYER QUEST: the player met a revealed quest's condition (p. 7-8)."""
    st = draft.st
    if st.mode != "standard":
        raise refuse("no_quests", "p. 27" if st.mode == "solo" else "p. 28", mode=st.mode)
    if len(args) < 2 or args[0] not in st.knights:
        raise invalid("name_quest", "p. 7", "hint.quest")
    word = " ".join(args[1:])
    ident = data.card_index("quests", st.facts.get("quests")).find(word)  # its id, English or German name
    if ident not in st.quests:
        from .texts import quest_name

        shown = [Named(quest_name(q, "en", st), quest_name(q, "de", st)) for q in st.quests]
        revealed = Named(", ".join(shown), ", ".join(n.german for n in shown)) if shown else Term("none")
        raise refuse("quest_not_revealed", "p. 7", word=word, revealed=revealed)
    slots = st.quests[ident]
    if args[0] in slots:
        raise refuse("quest_twice", "p. 8", player=args[0], quest=draft.named("quests", ident))
    if len(slots) >= 3:
        raise refuse("quest_full", "p. 8", quest=draft.named("quests", ident))
    draft.emit("quest_done", player=args[0], quest=ident, slot=len(slots) + 1)


def use(draft: Draft, args: list[str]) -> None:
    """use PLAYER CARD: put a crest on a card for an effect outside an attack (co-op cards any time)."""
    st = draft.st
    if len(args) < 2 or args[0] not in st.knights:
        raise invalid("name_use", "p. 15", "hint.use")
    player, word = args[0], " ".join(args[1:])
    k = st.knights[player]
    coop = st.mode == "coop" and word.lower() in (st.facts.get("coop", {}) | data.load().cards.get("coop", {}))
    folk = next((t for t in st.townsfolk if fold(word) in (fold(t), fold(st.name_of("townsfolk", t)), fold(st.name_of("townsfolk", t, "de")))), "")
    kind = "coop" if coop else ("townsfolk" if st.mode == "solo" and folk else "market")
    ident = folk if kind == "townsfolk" else data.resolve_card(kind, word, st.facts.get(kind))
    check_card_use(draft, player, kind, ident)
    if kind == "market" and ident not in k.market and ident != "longsword":
        raise refuse("not_owned", "p. 15", player=player, card=draft.named(kind, ident))
    draft.emit("used", player=player, card=ident, coop=coop)


def check_card_use(draft: Draft, player: str, kind: str, ident: str) -> None:
    """A card takes one of the player's crests and works once per night (p. 15; co-op p. 28; townsfolk p. 27)."""
    st = draft.st
    k = st.knights[player]
    if st.crests_left(player) <= 0:
        raise refuse("no_crest_left", "p. 15", player=player)
    if kind == "coop":
        if st.phase != "night":
            raise refuse("coop_at_night", "p. 28", phase=Term(f"phase.{st.phase}"))
        if ident in st.coop_used:
            raise refuse("coop_used", "p. 28", card=draft.named(kind, ident))
        if k.night_over and st.phase == "night" and not st.settings["coop_ended_players_aid"]:
            raise refuse("night_ended", "p. 28", player=player)
    elif ident in k.exhausted:
        raise refuse("exhausted", "p. 15", card=draft.named(kind, ident))
    if kind == "townsfolk" and st.townsfolk.get(ident, 0) >= 2:
        raise refuse("townsfolk_full", "p. 27", card=draft.named(kind, ident))


def marker(draft: Draft, args: list[str]) -> None:
    """marker POS KIND [N]: effect markers a card puts on a monster (p. 25)."""
    _phase(draft, "night", what="marker", ref="p. 25")
    kinds = {"sword": "sword", "schwert": "sword", "shield": "shield", "schild": "shield", "black": "black", "schwarz": "black",
             "red": "red", "rot": "red", "hp": "hp", "lp": "hp"}
    if len(args) < 2 or args[1].lower() not in kinds:
        raise invalid("name_marker", "p. 25", "hint.marker")
    lane, index = locate(draft.st, args[0])
    count = int(args[2]) if len(args) > 2 and args[2].isdecimal() else 1
    draft.emit("marker", lane=lane, index=index, marker=kinds[args[1].lower()], count=count, pos=args[0].lower())


def locate(st: KTState, word: str) -> tuple[str, int]:
    """A grid position ('b1') or 'boss' -> (lane, index); refused when nothing stands there."""
    if word.lower() in ("boss",):
        if not st.boss or not st.boss.get("alive"):
            raise refuse("no_boss", "p. 24")
        return "boss", 0
    pos = grid_position(word)
    if pos is None:
        raise invalid("no_place", "p. 11", "hint.place", word=word)
    lane, row = pos
    if len(st.lanes[lane]) < row:
        raise refuse("no_monster_at", "p. 20", pos=f"{lane}{row}", lane=lane, count=len(st.lanes[lane]))
    return lane, row - 1


HANDLERS = {"order": order, "day": day, "buy": buy, "trophy": trophy, "pass": pass_, "card": card, "quest": quest, "use": use,
            "marker": marker}

__all__ = ["HANDLERS", "LANES"]
