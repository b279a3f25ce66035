"""The set-up of the battlefield as commands (p. 4, p. 17): the initiative roll that names the first player
and places the objective markers by its sums, the terrain pile, and the terrain placed in turns with its
limits. Distances on the table are asked as table facts; the dice are asked as rolls."""

from __future__ import annotations

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.core.messages import Named
from mkref.core.names import NameIndex, fold

from . import data, rules
from .asking import Builder, dice as _dice, keywords as _keywords, number as _number, whole_number as _int, yes as _yes
from .messages import MESSAGES
from .state import MiniState

_no = MESSAGES.said  # a refusal: English as written, German at a German table (messages_refusals.py)

MAX_REROLLS = 20  # a tie re-rolled this often is a typing error, not dice


def battle_started(st: MiniState) -> bool:
    """The set-up is over once a warrior has had an action or the first turn has passed."""
    return st.turn != 1 or st.phase != "command" or any(w.acted or w.tokens for w in st.warriors.values())


def _before_battle(st: MiniState, what: str) -> None:
    if battle_started(st):
        raise RuleViolation(_no("mref.setup_only", what=_no(f"mref.what_{what}")), ref="p. 4")


def _player(st: MiniState, name: str) -> str:
    idx = NameIndex("player")
    for p in st.players:
        idx.add(p.name, (), p.name)
    return idx.resolve(name)


# ---- initiative and objective markers (p. 4) -------------------------------------------------------
def cmd_initiative(b: Builder, cmd: Command) -> None:
    """Each player rolls 2d6; ties re-roll (A1); the highest is the first player, and each player places
    an objective marker that many inches from the far edge of their deployment zone."""
    st = b.state
    _before_battle(st, "initiative")
    if st.initiative:
        raise RuleViolation(_no("mref.initiative_done"), hint=_no("mref.undo_back"), ref="p. 4")
    s = st.settings()
    results: dict[str, int] = {}
    rolls: dict[str, list[list[int]]] = {}
    rolling = [p.name for p in st.players]
    for attempt in range(1, MAX_REROLLS + 1):
        for name in rolling:
            d = _dice(cmd, f"init{attempt}_{fold(name)}", _no("ask.initiative_again" if attempt > 1 else "ask.initiative", player=name))
            results[name] = sum(d)
            rolls.setdefault(name, []).append(list(d))
        first, rolling = rules.initiative({n: results[n] for n in rolling}, s)
        if first is not None:
            break
    else:
        raise InvalidInput(_no("mref.initiative_tied", n=MAX_REROLLS), hint=_no("mref.initiative_tied_hint"))
    names = [p.name for p in st.players]
    order = rules.marker_order(names, names.index(first), results, s)
    markers = [{"id": f"o{i + 2}", "player": p, "inches": results[p]} for i, p in enumerate(order)]
    b.add({"type": "initiative", "rolls": rolls, "first": first, "index": names.index(first), "results": results,
           "markers": markers, "direction": s["objective_direction"]})


# ---- the terrain pile and its placement (p. 4, p. 17) ---------------------------------------------
def cmd_pile(b: Builder, cmd: Command) -> None:
    """`pile PLAYER N [constructed M]`: the pieces a player puts on the shared terrain pile."""
    st = b.state
    _before_battle(st, "pile")
    words = list(cmd.args)
    constructed = 0
    marks = [i for i, w in enumerate(words) if fold(w) in ("constructed", "konstruiert")]
    if marks:
        i = marks[0]
        if i + 1 >= len(words):
            raise InvalidInput(_no("mref.constructed_number"), hint=_no("mref.for_example", command="pile Anna 3 constructed 2"))
        constructed = _int(words[i + 1], "constructed pieces")
        words = words[:i] + words[i + 2:]
    if len(words) < 2:
        raise InvalidInput(_no("mref.pile_name"), hint=_no("mref.for_example", command="pile Anna 3 [constructed 2]"))
    if st.terrain:
        raise RuleViolation(_no("mref.pile_fixed"), hint=_no("mref.pile_undo"), ref="p. 4")
    who = _player(st, " ".join(words[:-1]))
    ordinary = _int(words[-1], "pieces")
    if not 0 <= ordinary <= rules.TERRAIN_PILE_MAX:
        raise RuleViolation(_no("mref.pile_ordinary", max=rules.TERRAIN_PILE_MAX, n=ordinary), ref="p. 4")
    if not 0 <= constructed <= rules.CONSTRUCTED_PILE_MAX:
        raise RuleViolation(_no("mref.pile_constructed", max=rules.CONSTRUCTED_PILE_MAX, n=constructed), ref="p. 17")
    b.add({"type": "pile", "player": who, "ordinary": ordinary, "constructed": constructed})


def terrain_left(st: MiniState) -> tuple[int, int, int]:
    """(ordinary pieces left on the pile, constructed pieces left, placements made toward the limit)."""
    placed_ord = sum(len(t["pieces"]) for t in st.terrain if not t["constructed"])
    placed_con = sum(len(t["pieces"]) for t in st.terrain if t["constructed"])
    ordinary = sum(p[0] for p in st.pile.values()) - placed_ord
    constructed = sum(p[1] for p in st.pile.values()) - placed_con
    placements = sum(1 if not t["constructed"] else rules.terrain_placements(0, len(t["pieces"]), st.settings()) for t in st.terrain)
    return ordinary, constructed, placements


def next_placer(st: MiniState) -> str:
    """The player to the left of the first player places first, then around the table (p. 4)."""
    return st.players[(st.first + 1 + len(st.terrain)) % len(st.players)].name


def cmd_terrain(b: Builder, cmd: Command) -> None:
    """`terrain NAME` places an ordinary piece; `terrain constructed CARD [CARD]` one or two constructed ones."""
    st = b.state
    _before_battle(st, "terrain")
    if not st.first_decided:
        raise RuleViolation(_no("mref.markers_first"), _no("mref.markers_first_why"), _no("mref.type", command="initiative"), ref="p. 4")
    pos, _, _ = _keywords(cmd.args)
    constructed = bool(pos) and fold(pos[0]) in ("constructed", "konstruiert")
    names = pos[1:] if constructed else [" ".join(pos)] if pos else []
    if not names or (constructed and len(names) > 2):
        raise InvalidInput(_no("mref.name_piece"), hint=_no("mref.for_example", command="terrain hill, terrain constructed 'Stone Wall' ['Stone Wall']"))
    ordinary, cons_left, placements = terrain_left(st)
    if placements >= rules.MAX_TERRAIN_PLACEMENTS:
        raise RuleViolation(_no("mref.placement_over", n=rules.MAX_TERRAIN_PLACEMENTS), ref="p. 4")
    if ordinary + cons_left <= 0:
        raise RuleViolation(_no("mref.pile_empty"), hint=_no("mref.pile_empty_hint"), ref="p. 4")
    cost = rules.terrain_placements(0, len(names), st.settings()) if constructed else 1
    if placements + cost > rules.MAX_TERRAIN_PLACEMENTS:
        raise RuleViolation(_no("mref.two_constructed", cost=cost, left=rules.MAX_TERRAIN_PLACEMENTS - placements), ref="p. 17")
    left = cons_left if constructed else ordinary
    if len(names) > left:
        kind = _no("mref.kind_constructed" if constructed else "mref.kind_ordinary")
        raise RuleViolation(_no("mref.pile_holds", left=left, kind=kind, n=len(names)), ref="p. 17" if constructed else "p. 4")
    cards = [data.load().terrain_card(n) for n in names] if constructed else []
    placer = next_placer(st)
    gap = rules.TERRAIN_GAP
    near = _number(cmd, "gap_objective", _no("ask.gap_objective", player=placer, pieces=Named(" and ".join(names), " und ".join(names))))
    if near < gap:
        raise RuleViolation(_no("mref.gap_objective", gap=gap, near=near), ref="p. 4")
    if not _yes(b, cmd, "gap_rest", _no("ask.gap_rest_constructed" if constructed else "ask.gap_rest", gap=gap)):
        raise RuleViolation(_no("mref.gap_rest", gap=gap), ref="p. 17" if constructed else "p. 4")
    if constructed and not _yes(b, cmd, "whole_base", _no("ask.whole_base")):
        raise RuleViolation(_no("mref.whole_base"), ref="p. 17")
    pieces = []
    for card in cards:
        name = card.id if card.id not in b.state.pieces else f"{card.id}_{len(b.state.pieces) + 1}"
        b.add({"type": "piece_built", "piece": name, "card": card.id})
        pieces.append(name)
    b.add({"type": "terrain_placed", "player": placer, "pieces": pieces or names, "constructed": constructed})
