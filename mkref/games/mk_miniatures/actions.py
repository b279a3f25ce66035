"""The steps every action of the tracked miniatures game shares: no command once the game is over, an action
checked before it starts (p. 5-6, 11), tokens and push damage when it ends (p. 6). Used by `decide.py` and
its `decide_*.py` siblings. Page references: German rulebook."""

from __future__ import annotations

from mkref.core.errors import RuleViolation
from mkref.core.events import Command

from . import data, rules
from .asking import Builder, yes as _yes
from .messages import MESSAGES
from .state import MiniState, WState, named, relic_id


_no = MESSAGES.said  # a refusal: English as written, German at a German table (mk_miniatures/messages.py)


def _not_over(state: MiniState) -> None:
    if state.ended:
        raise RuleViolation(_no("mini.the_game_is_over"), state.result.get("text", ""), _no("mini.see_status"), ref="p. 19")


def _start_action(b: Builder, cmd: Command, w: WState, kind: str, captive_target: bool = False, free: bool = False) -> None:
    """Check `can_receive_action` (p. 5-6, 11); for a ranged action ask about enemy contact first."""
    st = b.state
    forbids: set[str] = set()
    for it in w.items:
        rid = relic_id(st, it)
        if rid:
            forbids |= set(data.load().relics[rid].forbids)
    if "storm_gale" in st.domains:
        forbids.add("no_ranged")

    def check(touching: bool) -> None:
        rules.can_receive_action(kind, rules.ActionCheck(
            in_play=w.in_play, captive=bool(w.captor), tokens=w.tokens, acted_this_turn=w.acted, actions_left=st.actions_left,
            captor=bool(w.captive), targets_own_captive=captive_target, range=w.w.range, touching_enemy=touching,
            forbids=frozenset(forbids), free_action=free,
        ))

    check(False)
    if kind == "ranged" and w.w.range > 0:
        check(_yes(b, cmd, "touching", _no("miniask.contact_enemy", warrior=named(w))))
    if st.phase == "command":
        b.add({"type": "phase", "phase": "action", "player": st.player.name})


def _finish_action(b: Builder, keys: list[str], kind: str) -> None:
    """Tokens for the warrior (and formation members), then push damage for a second token (p. 6)."""
    b.add({"type": "action", "kind": kind, "warriors": keys})
    for k in keys:
        w = b.state.warriors[k]
        if w.tokens == rules.MAX_TOKENS and w.in_play:
            b.damage(k, 1, _no("reason.push"), unreducible=True, ref="p. 6")
