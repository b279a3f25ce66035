"""The `move` command of the tracked miniatures game, for `decide.py`'s `decide`: one warrior or a formation
(p. 7-9), its speed (terrain, relics, domains, sprint), breaking away from enemies in base contact, and the
relics that forbid an action to a formation's member. Page references: German rulebook."""

from __future__ import annotations

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.core.names import fold

from . import data, rules
from .actions import _finish_action, _no, _start_action
from .asking import Builder, dice as _dice, keywords as _keywords, say_note as _say, yes as _yes
from .settings import Settings
from .state import MiniState, WState, named, relic_of, resolve_warrior
from .told import portable


def _speed_ctx(st: MiniState, w: WState, fl: set[str], touching: bool) -> rules.SpeedContext:
    speed_type = "boot" if w.captive else w.w.speed_type
    captive_speed = st.warriors[w.captive].values()[0] if w.captive else None
    return rules.SpeedContext(
        speed=w.values()[0], speed_type=speed_type, sprint="sprint" in fl, soar_change="soar" in fl,
        start_in_hindering="hindering" in fl, in_water="water" in fl, soaring=w.soaring,
        modifiers=2 if w.helm_active else 0, replacement=0 if relic_of(st, w) == "oracular_codex" else None,
        captive_speed=captive_speed, domains=frozenset(st.domains), touching_enemy=touching,
    )


def _break_away(b: Builder, cmd: Command, w: WState, s: Settings, lines: list[str], key: str = "", sprint: bool = False) -> bool:
    """Ask whether `w` touches an enemy; if so roll to break away (p. 7-8). True when it may move."""
    st = b.state
    speed_type = "boot" if w.captive else w.w.speed_type
    if not _yes(b, cmd, "touching" + key, _no("miniask.contact_enemy", warrior=named(w))):
        return True
    if sprint:
        raise RuleViolation(_no("mini.no_sprint", warrior=named(w)), ref="p. 8")
    if relic_of(st, w) == "blade_of_dominance" and s["blade_of_dominance_breakaway"] == "no_roll" and _yes(
            b, cmd, "higher" + key, _no("miniask.worth_more", warrior=named(w))):
        lines.append(_no("move.blade", warrior=named(w)))
        return False
    (r,) = _dice(cmd, "breakaway" + key, _no("miniask.break_away", warrior=named(w)), 1)
    fail = rules.break_away_threshold(speed_type, "mountain_pass" in st.domains, s)
    if r <= fail:
        lines.append(_no("move.break_failed_stays" if speed_type == "horseshoe" else "move.break_failed", warrior=named(w), roll=r, fail=fail))
        return False
    lines.append(_no("move.break_ok", warrior=named(w), roll=r, fail=fail))
    if speed_type == "horseshoe":
        lines.append(_no("move.shake_off", player=w.player))
    return True


def _cmd_move(b: Builder, cmd: Command) -> None:
    st = b.state
    pos, opts, fl = _keywords(cmd.args)
    if not pos:
        raise InvalidInput(_no("mini.name_the_warrior_to_move"), hint=_no("mini.move_warrior_sprint_soar_hindering_water"))
    w = resolve_warrior(st, pos[0], st.player.name)
    if "with" in opts:
        _move_formation(b, cmd, w, opts, fl)
        return
    _start_action(b, cmd, w, "move")
    s = st.settings()
    if "sprint" in fl or "soar" in fl:  # refuse a forbidden Sprint or Soar before asking anything
        rules.allowed_speed(_speed_ctx(st, w, fl, False), s)
    lines: list[str] = []
    moved = _break_away(b, cmd, w, s, lines, sprint="sprint" in fl)
    speed = rules.allowed_speed(_speed_ctx(st, w, fl, False), s)
    if moved:
        lines.append(_no("move.may", warrior=named(w), inches=speed, sprint=_no("move.sprint") if "sprint" in fl else "",
                         soar=_no("move.soar") if "soar" in fl else ""))
        if w.soaring == ("soar" in fl):  # on the ground at the end of this move
            lines.append(_no("move.stop_centre" if s["elevated_stop"] == "centre_on_top" else "move.stop_base"))
    b.add({"type": "moved", "warrior": w.key, "speed": speed, "moved": moved, "text": "; ".join(lines), "text_said": portable(lines),
           "soar": "soar" in fl and moved})
    if moved and b.state.warriors[w.key].soaring:
        _say(b, "soaring_objective", warrior=named(w))
    _finish_action(b, [w.key], "move")
    speed_type = "boot" if w.captive else w.w.speed_type
    if moved and "sprint" in fl and rules.sprint_push(speed_type):
        b.damage(w.key, 1, _no("reason.sprint"), unreducible=True, ref="p. 8")


def _relic_forbids(st: MiniState, w: WState) -> frozenset[str]:
    """What the relic a warrior wears forbids it (Galeshi Sunsword, Temanor's Crossbow: formations)."""
    relic = relic_of(st, w)
    return frozenset(data.load().relics[relic].forbids) if relic else frozenset()


def _move_formation(b: Builder, cmd: Command, lead: WState, opts: dict[str, str], fl: set[str]) -> None:
    """A movement formation: 3-5 members, one action, the slowest speed, break-away rolls first (p. 13)."""
    st = b.state
    s = st.settings()
    members = [lead] + [resolve_warrior(st, n.strip(), st.player.name) for n in opts["with"].split(",") if n.strip()]
    if len({m.key for m in members}) != len(members):
        raise InvalidInput(_no("mini.a_warrior_is_named_twice_in"))
    shyft = any(fold(x.w.faction) == "shyft" and x.in_play and x.player == lead.player for x in st.warriors.values())
    rules.check_formation("move", [rules.Member(m.key, m.player, m.w.faction, m.soaring, _relic_forbids(st, m)) for m in members],
                          shyft, True, s)
    for m in members:
        rules.can_receive_action("move", rules.ActionCheck(
            in_play=m.in_play, captive=bool(m.captor), tokens=m.tokens, acted_this_turn=m.acted,
            actions_left=st.actions_left, captor=bool(m.captive)))
    if "sprint" in fl and any((m.w.speed_type if not m.captive else "boot") not in ("boot", "horseshoe") for m in members):
        raise RuleViolation(_no("mini.a_formation_may_sprint_only_if"), ref="p. 13")
    if s["formation_connected"] and not _yes(b, cmd, "connected", _no("miniask.do_the_members_touch_each_other")):
        raise RuleViolation(_no("mini.formation_members_must_touch_each_other"), _no("mini.a31"), ref="p. 13")
    if st.phase == "command":
        b.add({"type": "phase", "phase": "action", "player": st.player.name})
    lines: list[str] = []
    movers = [m for i, m in enumerate(members) if _break_away(b, cmd, m, s, lines, key=f"_{i}", sprint="sprint" in fl)]
    if s["formation_speed"] == "min_raw_then_double":
        slow = min(members, key=lambda m: m.values()[0])
        speed = rules.allowed_speed(_speed_ctx(st, slow, fl, False), s)
    else:
        speed = rules.formation_speed(rules.allowed_speed(_speed_ctx(st, m, fl, False), s) for m in members)
    lines.append(_no("move.formation", n=len(members), warriors=", ".join(m.key for m in movers), inches=speed,
                     sprint=_no("move.sprint") if "sprint" in fl else ""))
    for m in movers:
        b.add({"type": "moved", "warrior": m.key, "speed": speed, "moved": True, "text": "", "soar": False})
    b.add({"type": "note", "text": "; ".join(lines), "text_said": portable(lines), "ref": ""})
    _finish_action(b, [m.key for m in members], "move")
    if "sprint" in fl:
        for m in movers:
            if (m.w.speed_type if not m.captive else "boot") == "boot":
                b.damage(m.key, 1, _no("reason.sprint_formation"), unreducible=True, ref="p. 13")
