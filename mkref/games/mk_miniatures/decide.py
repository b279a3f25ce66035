"""`decide` for the tracked miniatures game: each command is checked against the state and the rules, asks
the table for dice and table facts (chance requests), and returns events. Page references: German rulebook.

The steps every action shares are in `actions.py`, `move` in `decide_move.py`, the set-up commands in
`decide_setup.py`, and the commands of relics, domains and constructed terrain in `decide_special.py`; the attacks, damage, the end of a turn and the
dispatch (`_HANDLERS`) stay here."""

from __future__ import annotations

import itertools

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command, Event
from mkref.core.messages import Named
from mkref.core.names import NameIndex, fold

from . import data, decide_setup, rules
from .actions import finish_action, not_over, start_action
from .messages import MESSAGES
from .decide_special import (
    cmd_build, cmd_demoralized, cmd_helm, cmd_prophecy, cmd_revive, cmd_sacrifice, cmd_storm, cmd_stormcrow, cmd_strike,
    stormwall_shots,
)
from .decide_move import cmd_move, relic_forbids
from .asking import (
    Builder, ask as _ask, go_on as _go_on, dice as _dice, keywords as _keywords, number as _number, whole_number as _int, yes as _yes,
)
from .attack import resolve
from .attack_types import AttackSpec, Mod, TargetFacts
from .told import portable
from .state import (
    MiniState, WState, fighter_of, graveyard_due, helm_protects, is_active, next_player, find_piece, relic_of, resolve_item,
    named, resolve_warrior,
)

_no = MESSAGES.said  # a refusal: English as written, German at a German table (mk_miniatures/messages.py)


# ---- commands --------------------------------------------------------------------------------------
def decide(state: MiniState, cmd: Command) -> list[Event]:
    name = cmd.name
    handler = _HANDLERS.get(name)
    if handler is None:
        raise InvalidInput(_no("mini.unknown_command", name=name))
    if name != "status":
        not_over(state)
    if name in _LEAVE_COMMAND_PHASE:
        _graveyard_first(state)
    b = Builder(state)
    handler(b, cmd)
    return b.events


_LEAVE_COMMAND_PHASE = frozenset({"move", "close", "ranged", "special", "bombard", "strike", "end"})


def _told_text(said: str) -> dict[str, object]:
    """An event's `text` and its portable record (told.py): English in the save, the table's language on screen."""
    return {"text": str(said), "text_said": portable(said)}



def _graveyard_first(st: MiniState) -> None:
    """Haunted Graveyard: the sacrifice comes at the start of the command phase, before any action (p. 30)."""
    due = graveyard_due(st)
    if due:
        raise RuleViolation(_no("mref.graveyard_first", player=st.player.name), _no("mref.one_of", names=", ".join(due)),
                            _no("mref.type", command="sacrifice " + due[0]), ref="p. 30")


def _cmd_first(b: Builder, cmd: Command) -> None:
    st = b.state
    if st.turn != 1 or any(w.acted or w.tokens for w in st.warriors.values()):
        raise RuleViolation(_no("mini.the_first_player_can_only_be"), ref="p. 4")
    if st.initiative:
        raise RuleViolation(_no("mini.initiative_decided"), hint=_no("mini.undo_it_to_roll_again"), ref="p. 4")
    if not cmd.args:
        raise InvalidInput(_no("mini.name_the_first_player"), hint=_no("mini.first_name"))
    names = [p.name for p in st.players]
    idx = NameIndex("player")
    for n in names:
        idx.add(n, (), n)
    who = idx.resolve(" ".join(cmd.args))
    b.add({"type": "first_player", "player": who, "index": names.index(who)})


def _attack_common(b: Builder, cmd: Command, kind: str) -> None:
    st = b.state
    s = st.settings()
    pos, opts, fl = _keywords(cmd.args)
    if len(pos) < 2:
        raise InvalidInput(_no("mini.name_the_attacker_and_the_target"), hint=_no("mini.attack_usage", kind=kind))
    attacker = resolve_warrior(st, pos[0], st.player.name)
    targets = [resolve_warrior(st, t) for t in pos[1:]]
    own_captive = kind == "close" and len(targets) == 1 and attacker.captive == targets[0].key
    start_action(b, cmd, attacker, kind, captive_target=own_captive)
    for t in targets:
        if t.captor and t.captor != attacker.key:
            raise RuleViolation(_no("mini.captive_target", target=named(t)), ref="p. 11")
        if not t.in_play:
            raise RuleViolation(_no("mini.not_on_field", target=named(t)), ref="p. 9")
        if t.player == attacker.player and not own_captive and not (fl & {"relic"}):
            raise RuleViolation(_no("mini.friendly_target", target=named(t)), ref="p. 10")
        if st.team_of(t.player) == st.team_of(attacker.player) and t.player != attacker.player:
            raise RuleViolation(_no("mini.teammate", target=named(t)), ref="p. 6")
    supporters: list[WState] = []
    if "with" in opts:
        for n in opts["with"].split(","):
            sup = resolve_warrior(st, n.strip(), st.player.name)
            if "sword" not in sup.w.attack_types or sup.tokens or sup.captive or sup.captor or not sup.in_play:
                raise RuleViolation(_no("mini.no_gang_up", warrior=named(sup)), ref="p. 10")
            if sup.key == attacker.key or kind != "close":
                raise RuleViolation(_no("mini.gang_up_supporters_join_a_close"), ref="p. 10")
            if not _yes(b, cmd, f"support_{sup.key}", _no("miniask.front_support", warrior=named(sup), target=named(targets[0]))):
                raise RuleViolation(_no("mini.support_arc", warrior=named(sup)), ref="p. 10")
            supporters.append(sup)
    members: list[tuple[WState, str]] = []
    if "formation" in opts:
        for part in opts["formation"].split(","):
            n, _, choice = part.partition(":")
            m = resolve_warrior(st, n.strip(), st.player.name)
            members.append((m, choice.strip() or "attack"))
        check = [rules.Member(x.key, x.player, x.w.faction, x.soaring, relic_forbids(st, x)) for x in [attacker, *(m for m, _ in members)]]
        shyft = any(fold(w.w.faction) == "shyft" and w.in_play and w.player == attacker.player for w in st.warriors.values())
        rules.check_formation("ranged", check, shyft, True, s)
        for m, _ in members:
            rules.can_receive_action("ranged", rules.ActionCheck(
                in_play=m.in_play, captive=bool(m.captor), tokens=m.tokens, acted_this_turn=m.acted,
                actions_left=1, captor=bool(m.captive), range=m.w.range))
    if kind == "ranged":
        stormwall_shots(b, cmd, [attacker, *(m for m, _ in members)], targets)
    for m, _choice in members:
        within = " within its own range" if s["ranged_formation_range_each"] else ""
        if not _yes(b, cmd, f"member_{m.key}", _no("miniask.member_line", warrior=named(m), target=named(targets[0]), within=within)):
            raise RuleViolation(_no("mini.formation_fire", within=within), _no("mini.a32"), ref="p. 14")
    facts: list[TargetFacts] = []
    for i, t in enumerate(targets):
        tf = TargetFacts(fighter_of(st, t), friendly=st.team_of(t.player) == st.team_of(attacker.player) and not own_captive)
        if relic_of(st, t) == "venthias_mask":  # the highest unmodified defense among its friends in play
            friends = [x for x in st.warriors.values() if x.in_play and not x.captor and st.team_of(x.player) == st.team_of(t.player)]
            tf.defense_replacement = max(x.values()[2] for x in friends)
        if kind == "close":
            if not _yes(b, cmd, f"front{i}", _no("miniask.front_attack", warrior=named(attacker), target=named(t))):
                raise RuleViolation(_no("mini.close_contact", attacker=named(attacker), target=named(t)), ref="p. 10")
            tf.rear_arc = _yes(b, cmd, f"rear{i}", _no("miniask.rear_touch", attacker=named(attacker), target=named(t)))
        else:
            tf.distance = _number(cmd, f"dist{i}", _no("ask.distance_between", attacker=named(attacker), target=named(t)))
            if not _go_on(b, cmd, f"clear{i}", _no("miniask.line_clear", target=named(t)), f"blocked{i}", _no("miniask.line_blocked", target=named(t))):
                raise RuleViolation(_no("mini.no_line", target=named(t)), ref="p. 11")
            if "precision" not in fl and not _go_on(b, cmd, f"nofriend{i}", _no("miniask.no_friendly_contact", target=named(t), attacker=named(attacker)),
                                                    f"touchfriend{i}", _no("miniask.friendly_contact", target=named(t), attacker=named(attacker))):
                raise RuleViolation(_no("mini.precision", target=named(t)), ref="p. 11")
            tf.rear_arc = _yes(b, cmd, f"rear{i}", _no("miniask.rear_line", target=named(t)))
            if not t.soaring:
                tf.cover = _yes(b, cmd, f"cover{i}", _no("miniask.hindering", target=named(t), attacker=named(attacker)))
                tf.elevation = _yes(b, cmd, f"elev{i}", _no("miniask.elevated", target=named(t), attacker=named(attacker)))
            fort = opts.get("fort", "0")
            if fort.lstrip("-").isdecimal():
                tf.fortification = int(fort)
            else:  # a constructed piece on the table: its card's fortification value (p. 17)
                tf.fortification = find_piece(st, fort)[1].fortification
        if t.w.speed_type == "wave" and not t.captor:
            tf.in_water = _yes(b, cmd, f"water{i}", _no("miniask.water", target=named(t)))
        if "split" in opts:
            parts = opts["split"].split(",")
            if i < len(parts):
                tf.share = _int(parts[i], "split")
        facts.append(tf)
    gang = len(supporters) if supporters else _int(opts.get("gangup", "0"), "gangup")
    spec = AttackSpec(
        kind=kind, attacker=fighter_of(st, attacker), targets=facts, capture="capture" in fl,
        eliminate_captive=own_captive, gang_up=gang, charge="charge" in fl, precision="precision" in fl,
        point_blank=opts.get("pb", ""), formation=[c for _, c in members],
        formation_bow=["bow" in m.w.attack_types for m, _ in members],
        attack_mods=[Mod(_int(opts["mod"], "mod"), Named("other modifiers named by the table", "andere vom Tisch genannte Modifikatoren"), "p. 6")] if "mod" in opts else [],
        damage_mods=[Mod(_int(opts["dmod"], "dmod"), Named("other damage modifiers", "andere Schadensmodifikatoren"), "p. 6")] if "dmod" in opts else [],
        domains=list(st.domains), use_relic="relic" in fl, tokens_before=None, settings=s,
    )
    from .attack_legality import check_legality

    check_legality(spec)
    if spec.charge:
        if not _go_on(b, cmd, "charge_free", _no("miniask.free_at_start", warrior=named(attacker)),
                      "charge_contact", _no("miniask.contact_start", warrior=named(attacker))):
            raise RuleViolation(_no("mini.a_warrior_touching_an_enemy_cannot"), ref="p. 10")
        b.damage(attacker.key, 1, _no("reason.charge"), unreducible=True, ref="p. 10")
        if not b.state.warriors[attacker.key].in_play:
            finish_action(b, [attacker.key], kind)
            return
        spec.attacker = fighter_of(b.state, b.state.warriors[attacker.key])
    dice = _dice(cmd, "dice", _no("miniask.attack_roll", warrior=named(attacker)))
    spec.dice = (dice[0], dice[1])
    if "prophecy" in fl:  # swap the attack roll with the prophecy roll (criticals judged on it, A49)
        kept = st.prophecy.get(st.player.name)
        if not kept:
            raise RuleViolation(_no("mini.you_have_no_prophecy_roll_set"), ref="p. 26")
        spec.dice = (kept[0], kept[1])
        b.add({"type": "prophecy", "player": st.player.name, "dice": list(dice),
               **_told_text(_no("note.prophecy_swap", a=dice[0], b=dice[1], c=kept[0], d=kept[1]))})
    try:
        out = resolve(spec)
    except InvalidInput as need:
        if "magestone_shield" in need.what:
            spec.extra_dice["magestone_shield"] = _dice(cmd, "magestone_shield", _no("miniask.magestone_shield_one_die_4_6"), 1)[0]
        elif "strip_mine" in need.what:
            spec.extra_dice["strip_mine"] = _dice(cmd, "strip_mine", _no("miniask.magestone_strip_mine_one_die_1"), 1)[0]
        elif "split" in need.what:
            raise InvalidInput(need.what, _no("mini.say_it_on_the_command_line"),
                               _no("mini.split_example", command=cmd.text), ref="p. 11") from None
        else:
            raise
        out = resolve(spec)
    b.add({"type": "attack", "attacker": attacker.key, "kind": kind, "dice": list(spec.dice),
           "steps": [f"{t} ({r})" for t, r in out.steps], "steps_said": [{"said": portable(t), "ref": r} for t, r in out.steps],
           "summary": "; ".join(f"{r.name}: {r.attack_result} vs {r.defense} {'hit' if r.hit else 'miss'}" for r in out.targets),
           "summary_said": portable([_no("label.hit" if r.hit else "label.miss", name=r.name, result=r.attack_result, defense=r.defense)
                                     for r in out.targets])})
    # damage and effects: all applied before eliminations resolve (p. 9)
    for t, r in zip(targets, out.targets, strict=True):
        if r.captured:
            b.add({"type": "captured", "captor": attacker.key, "captive": t.key})
        elif r.eliminated:
            b.eliminate(t.key, attacker.player, _no("reason.eliminated_by", warrior=named(attacker)))
        elif r.healed:
            b.add({"type": "healed", "warrior": t.key, "click": rules.heal(t.click, r.healed, t.w.repair_markers,
                                                                           "golem" in t.w.damage_types, s["golem_heal"])})
        elif r.clicks:
            b.damage(t.key, r.clicks, _no("reason.attack_by", warrior=named(attacker)), by=attacker.player)
    aw = b.state.warriors[attacker.key]
    if kind == "close" and relic_of(st, attacker) == "souldrinker" and aw.in_play and any(
            b.state.warriors[t.key].status == "eliminated" for t in targets):
        # eliminating an enemy in close combat heals the wearer to its starting line (golems stop at markers)
        b.add({"type": "healed", "warrior": attacker.key, "click": rules.heal(aw.click, aw.click, aw.w.repair_markers,
                                                                              "golem" in aw.w.damage_types, s["golem_heal"])})
    if out.attacker_healed:
        aw = b.state.warriors[attacker.key]
        b.add({"type": "healed", "warrior": attacker.key, "click": rules.heal(aw.click, out.attacker_healed, aw.w.repair_markers,
                                                                              "golem" in aw.w.damage_types, s["golem_heal"])})
    if out.attacker_clicks:
        b.damage(attacker.key, out.attacker_clicks, _no("reason.critical_miss" if out.crit_miss else "reason.backlash"), unreducible=True, ref="p. 9")
    if out.attacker_eliminated and b.state.warriors[attacker.key].in_play:
        b.eliminate(attacker.key, "", _no("reason.decapitator"))
    for note in out.notes:
        b.add({"type": "note", "text": note, "ref": ""})
    finish_action(b, [attacker.key, *(m.key for m, _ in members)], kind)


def _cmd_close(b: Builder, cmd: Command) -> None:
    _attack_common(b, cmd, "close")


def _cmd_ranged(b: Builder, cmd: Command) -> None:
    _attack_common(b, cmd, "ranged")


def _cmd_special(b: Builder, cmd: Command) -> None:
    st = b.state
    pos, opts, fl = _keywords(cmd.args)
    if not pos:
        raise InvalidInput(_no("mini.name_the_warrior"), hint=_no("mini.special_warrior_pickup_item"))
    w = resolve_warrior(st, pos[0], st.player.name)
    start_action(b, cmd, w, "special")
    if len(pos) >= 3 and fold(pos[1]) in ("pickup", "aufheben"):
        item = resolve_item(st, " ".join(pos[2:]))
        info = st.items[item]
        if info["wearer"]:
            raise RuleViolation(_no("mini.worn_by", item=item, wearer=info["wearer"]), _no("mini.only_an_item_token_on_the"), ref="p. 18")
        if len(w.items) >= w.w.item_slots:
            raise RuleViolation(_no("mini.no_slot", warrior=named(w)), ref="p. 18")
        if info["number"].upper().startswith("R") and any(st.items[i]["number"].upper().startswith("R") for i in w.items):
            raise RuleViolation(_no("mini.has_relic", warrior=named(w)), ref="p. 18")
        _check_requirements(st, w, item)
        if not _yes(b, cmd, "item_contact", _no("miniask.item_contact", warrior=named(w), item=item)):
            raise RuleViolation(_no("mini.picking_up_an_item_needs_base"), ref="p. 18")
        b.add({"type": "item_taken", "item": item, "warrior": w.key})
    elif len(pos) >= 2 and fold(pos[1]) in ("totemstaff", "relic") and relic_of(st, w) == "elemental_totemstaff":
        # every figure, friend or foe, touching the wearer heals 1 click; the table names them
        for n in pos[2:]:
            f = resolve_warrior(st, n)
            new = rules.heal(f.click, 1, f.w.repair_markers, "golem" in f.w.damage_types, st.settings()["golem_heal"])
            b.add({"type": "healed", "warrior": f.key, "click": new})
    else:
        b.note(_no("note.special", warrior=named(w)), "p. 15")
    finish_action(b, [w.key], "special")


def _check_requirements(st: MiniState, w: WState, item: str) -> None:
    """The wearer must meet each requirement of the item, and carry no other item with the same one (p. 18)."""
    from .army import meets

    for req in st.items[item].get("requires", []):
        if not meets(w.w, req):
            raise RuleViolation(_no("mref.requirement", warrior=named(w), item=item, req=req), _no("mref.requirement_why"), ref="p. 18")
        worn = [i for i in w.items if req in st.items[i].get("requires", [])]
        if worn:
            raise RuleViolation(_no("mref.requirement_worn", warrior=named(w), item=item, worn=worn[0], req=req), ref="p. 18")


def _cmd_drop(b: Builder, cmd: Command) -> None:
    st = b.state
    if st.phase != "command":
        raise RuleViolation(_no("mini.items_are_dropped_only_at_the"), ref="p. 18")
    pos, _, _ = _keywords(cmd.args)
    if len(pos) < 2:
        raise InvalidInput(_no("mini.name_the_wearer_and_the_item"), hint=_no("mini.drop_warrior_item"))
    w = resolve_warrior(st, pos[0], st.player.name)
    item = resolve_item(st, " ".join(pos[1:]))
    if item not in w.items:
        raise RuleViolation(_no("mini.not_worn", warrior=named(w), item=item), ref="p. 18")
    b.add({"type": "item_dropped", "item": item, "warrior": w.key})


def _cmd_damage(b: Builder, cmd: Command) -> None:
    """Damage from effects that are not attacks: Venom, shake-off, bombard markers, relic blasts (p. 9)."""
    st = b.state
    pos, opts, fl = _keywords(cmd.args)
    if len(pos) < 2:
        raise InvalidInput(_no("mini.name_the_warrior_and_the_clicks"), hint=_no("mini.damage_warrior_n_by_player_unreducible"))
    w = resolve_warrior(st, pos[0])
    n = _int(pos[1], "clicks")
    by = ""
    if "by" in opts:
        idx = NameIndex("player")
        for p in st.players:
            idx.add(p.name, (), p.name)
        by = idx.resolve(opts["by"])
    b.damage(w.key, n, _no("reason.effect_of", player=by) if by else _no("reason.effect"), by=by, unreducible="unreducible" in fl)


def _cmd_heal(b: Builder, cmd: Command) -> None:
    """Heal clicks (p. 9-10): `heal WARRIOR N [by PLAYER]`; never past the starting line; golems stop at
    repair markers (A20); friendly figures cannot heal a Helm of Rule wearer (R-014)."""
    st = b.state
    pos, opts, _ = _keywords(cmd.args)
    if len(pos) < 2:
        raise InvalidInput(_no("mini.name_the_warrior_and_the_clicks"), hint=_no("mini.heal_warrior_n_by_player"))
    w = resolve_warrior(st, pos[0])
    n = _int(pos[1], "clicks")
    if "by" in opts and relic_of(st, w) == "helm_of_rule":
        idx = NameIndex("player")
        for p in st.players:
            idx.add(p.name, (), p.name)
        healer = idx.resolve(opts["by"])
        if st.team_of(healer) == st.team_of(w.player):
            raise RuleViolation(_no("mini.helm_of_rule", warrior=named(w)), ref="p. 26")
    new = rules.heal(w.click, n, w.w.repair_markers, "golem" in w.w.damage_types, st.settings()["golem_heal"])
    b.add({"type": "healed", "warrior": w.key, "click": new})

def _cmd_bombard(b: Builder, cmd: Command) -> None:
    """Declare a bombardment: a ranged action whose markers resolve next command phase (p. 12)."""
    st = b.state
    pos, opts, fl = _keywords(cmd.args)
    if not pos:
        raise InvalidInput(_no("mini.name_the_bombarding_warrior"), hint=_no("mini.bombard_warrior_markers_n"))
    w = resolve_warrior(st, pos[0], st.player.name)
    relic = relic_of(st, w)
    if relic and "bombard" in data.load().relics[relic].forbids:
        raise RuleViolation(_no("mini.relic_no_bombard", relic=Named(data.load().relics[relic].en, data.load().relics[relic].de)), ref=data.load().relics[relic].ref)
    start_action(b, cmd, w, "ranged")
    stormwall_shots(b, cmd, [w], [])
    markers = _int(opts.get("markers", "1"), "markers")
    b.add({"type": "bombard_declared", "warrior": w.key, "player": w.player, "markers": markers,
           "max_range": rules.bombard_range(w.w.range)})
    finish_action(b, [w.key], "ranged")


def _cmd_resolve(b: Builder, cmd: Command) -> None:
    """Resolve a pending bombardment at the start of the command phase (p. 12-13)."""
    st = b.state
    s = st.settings()
    if st.phase != "command":
        raise RuleViolation(_no("mini.bombardments_resolve_at_the_start_of"), ref="p. 12")
    pos, opts, fl = _keywords(cmd.args)
    if not pos:
        raise InvalidInput(_no("mini.name_the_bombarding_warrior_and_the"), hint=_no("mini.resolve_warrior_figure"))
    w = resolve_warrior(st, pos[0])
    pending = [x for x in st.bombards if x["warrior"] == w.key and x["player"] == st.player.name]
    if not pending:
        raise RuleViolation(_no("mini.no_bombard", warrior=named(w)), ref="p. 12")
    victims = [resolve_warrior(st, n) for n in pos[1:]]
    use_marker = not w.in_play or w.demoralized
    if use_marker:
        attack = _number(cmd, "m_attack", _no("ask.marker_attack"))
        damage = _number(cmd, "m_damage", _no("ask.marker_damage"))
        bonus = 0
    else:
        _, attack, _, _ = w.values()
        damage = w.w.ranged_damage
        bonus = w.w.attack_bonus if (not s["bombard_bonus_needs_type"] or {"bow", "wand"} & set(w.w.attack_types)) else 0
    entry = pending[0]
    marker_no = entry["markers"] - entry.get("left", entry["markers"]) + 1
    target_value = _number(cmd, "target_value", _no("ask.marker_target", n=marker_no, of=entry["markers"]))
    blocked = (not use_marker) and _yes(b, cmd, "lof_now", _no("miniask.marker_blocked", marker=marker_no))
    first_marker = not entry.get("stage1")
    # one placement roll for all markers (p. 12); a later marker reuses it
    d = tuple(entry["stage1"]) if not first_marker else _dice(cmd, "stage1", _no("miniask.bombardment_placement_roll_two_dice"))
    lines = [_no("bomb.marker", n=marker_no, of=entry["markers"])] if entry["markers"] > 1 else []
    r1 = sum(d) + attack + bonus - (2 if blocked else 0)
    crit_miss = s["bombard_criticals"] and d == (1, 1)
    on_target = (not crit_miss) and ((s["bombard_criticals"] and d == (6, 6)) or r1 >= target_value)
    drift = _no("bomb.drifts", winds=_no("bomb.winds") if "erratic_winds" in st.domains else "")
    lines.append(_no("bomb.placement", a=d[0], b=d[1], attack=attack, bonus=_no("bomb.bonus", bonus=bonus) if bonus else "",
                     blocked=_no("bomb.blocked") if blocked else "", result=r1, target=target_value,
                     outcome=_no("bomb.on_target") if on_target else drift))
    d2: tuple[int, ...] = ()
    if victims:
        shared = s["bombard_second_roll"] == "one" and entry.get("stage2")
        d2 = tuple(entry["stage2"]) if shared else _dice(cmd, "stage2", _no("miniask.bombardment_damage_roll_two_dice"))  # A29
    b.add({"type": "bombard_resolved", "warrior": w.key, "text": "; ".join(lines), "text_said": portable(lines), "stage1": list(d), "stage2": list(d2)})
    if crit_miss and w.in_play and first_marker:
        b.damage(w.key, 1, _no("reason.bombard_miss"), unreducible=True, ref="p. 9")
    if victims:
        r2 = sum(d2) + attack + bonus
        for v in victims:
            if v.captor:
                continue  # captives take no damage (p. 11)
            if v.soaring and s["bombard_soaring"] == "never":
                continue  # A28
            _, _, dfn, _ = v.values()
            hit = (s["bombard_criticals"] and d2 == (6, 6)) or (not (s["bombard_criticals"] and d2 == (1, 1)) and r2 >= dfn)
            dmg = damage + (1 if s["bombard_criticals"] and d2 == (6, 6) else 0)
            b.note(_no("note.bombard_target" if hit else "note.bombard_target_miss", warrior=named(v), result=r2, defense=dfn), "p. 13")
            if hit:
                b.damage(v.key, dmg, _no("reason.bombardment", warrior=named(w)), by=w.player if v.player != w.player else "")


def _cmd_end(b: Builder, cmd: Command) -> None:
    """Close the current phase; closing the action phase runs the whole end phase (p. 5)."""
    st = b.state
    if st.phase == "command":
        b.add({"type": "phase", "phase": "action", "player": st.player.name})
        return
    b.check_players_out()
    st = b.state
    b.add({"type": "phase", "phase": "end", "lost_actions": st.actions_left, "player": st.player.name})
    if st.prophecy.get(st.player.name):
        b.add({"type": "prophecy", "player": st.player.name, "dice": [], **_told_text(_no("note.prophecy_discarded"))})
    for w in list(st.warriors.values()):
        if w.revived and w.in_play:  # removed from the game, nobody scores (A51)
            b.add({"type": "removed_from_game", "warrior": w.key, "reason": "Necromantic Bonestaff", "reason_said": {"msg": "reason.bonestaff"}})
    st = b.state
    s = st.settings()
    active = {p.name: sum(1 for w in st.warriors.values() if w.player == p.name and is_active(st, w)) for p in st.players if not p.out}
    teams = {p.name: p.team for p in st.players}
    survivor = rules.sole_survivor(active, teams if s["end_last_side"] == "team" else None)
    if survivor is not None:
        for oid in st.objectives:
            owner = next(p for p in active if (teams[p] if s["end_last_side"] == "team" else p) == survivor and active[p])
            b.add({"type": "objective", "id": oid, "state": "controlled", "controller": owner, "why": "sole survivor (p. 19)",
                   "why_said": {"msg": "why.sole_survivor"}})
    else:
        alive = [p for p, n in active.items() if n]
        options = ["none"] + ["+".join(c) for k in range(1, len(alive) + 1) for c in itertools.combinations(alive, k)]
        for oid, obj in st.objectives.items():
            who = _no("miniask.active_warriors") if s["objective_active_only"] else _no("miniask.warriors")
            ans = _ask(cmd, f"obj_{oid}", _no("miniask.objective_who", id=oid, who=who), tuple(options))
            touching = [] if ans == "none" else ans.split("+")
            new = rules.check_objective(obj, touching, teams, st.player.name, s)
            if (new.state, new.controller) != (obj.state, obj.controller):
                b.add({"type": "objective", "id": oid, "state": new.state, "controller": new.controller, "why": "end phase check (p. 5)",
                       "why_said": {"msg": "why.end_phase"}})
    cleared = [w.key for w in st.warriors.values() if w.player == st.player.name and not w.acted and w.tokens]
    b.add({"type": "tokens_cleared", "warriors": cleared})
    if "heat_wave" in st.domains:
        for w in list(st.warriors.values()):
            if w.in_play and w.demoralized and not (helm_protects(st, w) and s["heat_wave_helm"]):
                b.eliminate(w.key, "", _no("reason.heat_wave"))
    # game end (p. 19)
    st = b.state
    left = {p.name: sum(1 for w in st.warriors.values() if w.player == p.name and is_active(st, w)) for p in st.players if not p.out}
    one_side = rules.sole_survivor(left, teams if s["end_last_side"] == "team" else None) is not None
    if one_side or st.agreed_end or (st.time_up and (s["time_limit"] == "finish_turn" or _last_in_round(st))):
        standings = []
        for p in st.players:
            objs = sum(1 for o in st.objectives.values() if o.state == "controlled" and o.controller == p.name)
            standings.append(rules.Standing(p.name, objs, p.vp, p.army_cost))
        verdict = rules.winner(standings)
        why = _no("over.one_side" if one_side else "over.agreed" if st.agreed_end else "over.time")
        text = _no("over.winner", player=verdict.winners[0]) if len(verdict.winners) == 1 else _no("over.drawn", players=", ".join(verdict.winners))
        b.add({"type": "game_over", "why": str(why), "winners": verdict.winners, "decided_by": verdict.decided_by,
               "steps": verdict.steps, "text": str(text), "why_said": portable(why), "text_said": portable(text),
               "steps_said": [{"msg": key, "values": values} for key, values in verdict.said],
               "standings": [{"player": x.player, "objectives": x.objectives, "vp": x.victory_points, "army_cost": x.army_cost} for x in standings]})
        return
    nxt = next_player(st)
    b.add({"type": "turn", "turn": st.turn + 1, "current": nxt, "player": st.players[nxt].name,
           "actions": rules.actions_per_turn(st.build_total)})


def _last_in_round(st: MiniState) -> bool:
    """The next turn would start a new round (A43 'finish_round')."""
    nxt = next_player(st)
    if st.players[st.first].out:
        return nxt <= st.current
    return nxt == st.first


def _cmd_timeup(b: Builder, cmd: Command) -> None:
    b.add({"type": "time_up"})


def _cmd_concede(b: Builder, cmd: Command) -> None:
    b.add({"type": "agreed_end"})


def _cmd_status(b: Builder, cmd: Command) -> None:
    return None


_HANDLERS = {
    "first": _cmd_first, "move": cmd_move, "close": _cmd_close, "ranged": _cmd_ranged, "special": _cmd_special,
    "drop": _cmd_drop, "damage": _cmd_damage, "heal": _cmd_heal, "bombard": _cmd_bombard, "resolve": _cmd_resolve,
    "end": _cmd_end, "timeup": _cmd_timeup, "agree": _cmd_concede, "status": _cmd_status, "helm": cmd_helm,
    "demoralized": cmd_demoralized, "build": cmd_build, "strike": cmd_strike,
    "storm": cmd_storm, "sacrifice": cmd_sacrifice, "stormcrow": cmd_stormcrow, "revive": cmd_revive,
    "prophecy": cmd_prophecy, "initiative": decide_setup.cmd_initiative, "pile": decide_setup.cmd_pile,
    "terrain": decide_setup.cmd_terrain,
}
