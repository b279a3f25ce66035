"""``decide`` for the night: set-up (p. 11, p. 23), the attack walked through spec 10 with the dice
asked for, reorganising and the boss (p. 20, p. 24), the end of a knight's night and of the night
(pp. 20-22)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any


from . import combat, data, setup, track
from .decide_day import ROMAN, _phase, check_card_use, locate
from .draft import NUMBERS, Draft
from .field import FOREST, LANES, Defences, boss_rows_entered, effects_on, lane_hit, monster_lane_damage, neighbours
from .state import KTState
from .refusals import invalid, refuse

FACTIONS = ("orc", "undead", "beast")


# -- set-up ---------------------------------------------------------------------------------------------
def night(draft: Draft, args: list[str]) -> None:
    _phase(draft, "night_ready", what="night", ref="p. 11")
    st = draft.st
    renown = ROMAN[st.round]
    champions = draft.fact_in_table("renown", renown, "champions", st.difficulty, 0, 9)
    draft.emit("night", round=st.round, renown=renown, champions=champions, minions=9 - champions)
    rows = (1, 2, 3) if st.mode == "coop" else (1,)
    for row in rows:
        for lane in LANES:
            reveal_lane(draft, lane, row)
    used = set(st.bosses_used)
    bosses = [b for b in data.card_index("bosses", st.facts.get("bosses")).ids() if b not in used]
    names = tuple((b, draft.named("bosses", b), st.name_of("bosses", b), st.name_of("bosses", b, "de")) for b in bosses)
    boss = draft.ask("boss", draft.text("ask_boss"), bosses, names=names, kind="count")[0]  # drawn at the table
    draft.emit("boss", card=boss, gold=draft.fact_number("bosses", boss, "hp", 1, 30))
    begin_turn(draft)


def reveal_lane(draft: Draft, lane: str, row: int) -> None:
    """Reveal the face-down monster at ``row`` of ``lane``, with 'goes to the back' (p. 11-12)."""
    st = draft.st
    index = row - 1
    while len(st.lanes[lane]) > index and not st.lanes[lane][index]["face_up"]:
        card = reveal_at(draft, lane, index)
        back = draft.fact_flag("monsters", card, "goes_to_back")
        if back and len(st.lanes[lane]) > index + 1:
            draft.emit("to_back", lane=lane, index=index, card=card)
        else:
            break


# -- turns ------------------------------------------------------------------------------------------------
def valid_targets(st: KTState, player: str) -> list[str]:
    """Face-up monsters (and the boss on the battlefield) the knight can pay fatigue for (p. 15-16, p. 24)."""
    free = st.knights[player].free_fatigue
    out = [f"{lane}{i + 1}" for lane in LANES for i, m in enumerate(st.lanes[lane]) if m["face_up"] and i + 1 <= free]
    if st.boss.get("alive") and 1 <= int(st.boss.get("position", FOREST)) <= min(3, free):
        out.append("boss")
    return out


def end_player_night(draft: Draft, player: str) -> None:
    """Next free village space from the bottom; renown in the standard game (p. 20)."""
    st = draft.st
    k = st.knights[player]
    taken = [o.village for n, o in st.knights.items() if n != player and o.night_over]
    zone = ""
    if st.mode == "standard":
        yellow = draft.fact_number("knights", k.knight, "yellow_from", 1, 30)
        red = draft.fact_number("knights", k.knight, "red_from", 1, 30)
        zone = track.zone(k.health, yellow, red)
    draft.emit("night_over", player=player, space=setup.next_village_space(taken), zone=zone)


def begin_turn(draft: Draft, after: str = "") -> None:
    """Pass the turn on in night order: knights with no fatigue or no target go home; when all are
    home the night ends (p. 20-21)."""
    st = draft.st
    order = st.order()
    for name in ([after] if after else []) + order:  # the attacker first, then night order (spec 10.10)
        if not st.knights[name].night_over and st.knights[name].free_fatigue <= 0:
            end_player_night(draft, name)
    start = (order.index(after) + 1) if after in order else 0
    for step in range(len(order)):
        player = order[(start + step) % len(order)]
        if st.knights[player].night_over:
            continue
        if valid_targets(st, player):
            draft.emit("turn", player=player)
            return
        end_player_night(draft, player)
    end_of_night(draft)


# -- the attack -------------------------------------------------------------------------------------------
def attack(draft: Draft, args: list[str]) -> None:
    _phase(draft, "night", what="attack", ref="p. 15")
    st = draft.st
    words = list(args)
    player = st.turn
    if words and words[0] in st.knights:
        if words[0] != player:
            raise refuse("not_your_night_turn", "p. 15", turn=player, other=words[0])
        words.pop(0)
    if not words:
        raise invalid("name_target", "p. 15", "hint.attack")
    where = words.pop(0)
    options = _options(draft, player, words)
    lane, index = locate(st, where)
    _reachable(draft, player, options, lane, index)
    foe, boss = _foe(draft, lane, index)
    k = st.knights[player]
    declared_base: dict[str, Any] = {"fatigue_paid_by_other": bool(options["fatigue_from"]), "wounds_elsewhere": bool(options["wounds_to"])}
    combat.check_target(foe)
    _check_fatigue(draft, player, options, foe.row)
    effects, markers = _effects(draft, lane, index)
    changes = list(effects)
    foe = replace(foe, sword_markers=foe.sword_markers + markers["sword"], shield_markers=foe.shield_markers + markers["shield"])
    for ident in options["actions"]:
        changes += _action(draft, player, ident)
    pool, _ = combat.dice_pool(foe.black, foe.red, tuple(changes), str(st.settings["dice_cap_order"]))
    who = {"player": player, "target": foe.name}
    knight_faces = _dice(draft, "knight", pool["knight"], combat.KNIGHT_FACES, who)
    black = _dice(draft, "black", pool["black"], combat.MONSTER_FACES, who)
    red = _dice(draft, "red", pool["red"], combat.MONSTER_FACES, who)
    wrath = _wrath(draft, k.free_wrath, knight_faces)
    reactions, conversions = _reactions(draft, player, options["actions"], knight_faces, wrath)
    faces_now = _faces_after(knight_faces, wrath, conversions)
    faith = _faith(draft, faces_now.count("faith"), black, red)
    doom_dice = sum(1 for c, f in [("black", x) for x in black] + [("red", x) for x in red] if f == "doom" and f"{c}:{f}" not in faith)
    if doom_dice and st.boss.get("alive"):
        boss = _boss_board(draft, int(st.boss["doom"]) + 1 + doom_dice)
    doom_first = bool(doom_dice and st.boss.get("alive") and draft.yes("doom_first", draft.text("ask_doom_first")))
    knight = combat.Knight(player, k.free_fatigue, k.free_wrath, k.gold, st.crests_left(player) - len(options["actions"]) - len(reactions),
                           is_tartos=k.knight == "tartos", townsfolk_free={t: 2 - g for t, g in st.townsfolk.items() if g < 2})
    declared = combat.Declared(tuple(changes), tuple(knight_faces), tuple(black), tuple(red), tuple(wrath), tuple(conversions),
                               tuple(faith), doom_first, **declared_base)
    outcome = combat.resolve(foe, knight, declared, boss, st.settings)
    townsfolk = _townsfolk(draft, outcome, knight) if st.mode == "solo" else {}
    redirect = _tartos(draft, lane, index, outcome) if knight.is_tartos else None
    if townsfolk or redirect:
        declared = combat.Declared(**{**declared.__dict__, "townsfolk": townsfolk, "redirect": redirect[0] if redirect else None})
        outcome = combat.resolve(foe, knight, declared, boss, st.settings)
    _apply(draft, player, lane, index, foe, outcome, options, reactions, townsfolk, redirect)


def _options(draft: Draft, player: str, words: list[str]) -> dict[str, Any]:
    """with CARD ... (action cards), aid CARD PLAYER (co-op fatigue or wounds)."""
    st = draft.st
    out: dict[str, Any] = {"actions": [], "fatigue_from": "", "wounds_to": "", "coop": []}
    while words:
        word = words.pop(0).lower()
        if word in ("with", "mit") and words:
            ident = data.resolve_card("market", words.pop(0), st.facts.get("market"))
            out["actions"].append(ident)
        elif word in ("aid", "hilfe") and len(words) >= 2:
            ident = data.resolve_card("coop", words.pop(0), st.facts.get("coop"))
            helper = words.pop(0)
            if st.mode != "coop" or helper not in st.knights:
                raise refuse("coop_aid", "p. 28")
            check_card_use(draft, helper, "coop", ident)
            hook = draft.fact_choice("coop", ident, "hook", ("share_fatigue", "take_wounds"))
            out["fatigue_from" if hook == "share_fatigue" else "wounds_to"] = helper
            out["coop"].append([ident, helper])
        else:
            raise invalid("attack_word", hint="hint.attack_words", word=word)
    return out


def _reachable(draft: Draft, player: str, options: dict[str, Any], lane: str, index: int) -> None:
    """The refusals that need no card value, before any question: the boss still in the forest (p. 24),
    a face-down monster (p. 15), a row the knight cannot pay the fatigue for (p. 16)."""
    st = draft.st
    if lane == "boss":
        position = int(st.boss["position"])
        if position == FOREST:
            raise refuse("in_forest", "p. 24", "hint.battlefield", monster=draft.named("bosses", st.boss["card"]))
        _check_fatigue(draft, player, options, min(3, position))
        return
    if not st.lanes[lane][index]["face_up"]:
        raise refuse("face_down_target", "p. 15", "hint.face_up", pos=f"{lane}{index + 1}")
    _check_fatigue(draft, player, options, index + 1)


def _foe(draft: Draft, lane: str, index: int) -> tuple[combat.Foe, combat.Boss]:
    st = draft.st
    boss = _boss_board(draft, int(st.boss.get("doom", 0)) + 1 if lane == "boss" else 0)
    if lane == "boss":
        b = st.boss
        column = boss.columns[boss.doom] if boss.columns else combat.DoomColumn(0, 0, 0)
        name = draft.named("bosses", b["card"])
        foe = combat.Foe(name, "boss", min(3, int(b["position"])), True, column.black, column.red, int(b["gold"]), int(b.get("hp", 0)),
                         int(b.get("sword", 0)), int(b.get("shield", 0)), tuple((p, n) for p, n in b["crests"]), 0,
                         int(b["position"]) == FOREST)
        return foe, boss
    m = st.lanes[lane][index]
    if not m["face_up"]:
        return combat.Foe("?", "minion", index + 1, False, lane=lane), boss
    card = m["card"]
    kind = draft.fact_choice("monsters", card, "type", ("minion", "champion"))
    foe = combat.Foe(draft.named("monsters", card), kind, index + 1, True,
                     draft.fact_number("monsters", card, "black", 0, 4) + int(m.get("black", 0)),
                     draft.fact_number("monsters", card, "red", 0, 4) + int(m.get("red", 0)), int(m["gold"]), int(m.get("hp", 0)),
                     int(m.get("sword", 0)), int(m.get("shield", 0)), tuple((p, n) for p, n in m["crests"]),
                     draft.fact_number("monsters", card, "steals_gold", 0, 5), lane=lane)
    return foe, boss


def _boss_board(draft: Draft, need: int = 1) -> combat.Boss:
    """The doom track of tonight's boss: its first ``need`` columns, asked as the marker reaches them (p. 23)."""
    st = draft.st
    if not st.boss:
        return combat.Boss(alive=False)
    ident = st.boss["card"]
    data_card = st.card("bosses", ident)
    columns = list(data_card.get("doom", []))
    length = data_card.get("doom_length")
    name = draft.named("bosses", ident)
    added = False
    while len(columns) < need and not (isinstance(length, int) and len(columns) >= length):
        n = len(columns) + 1
        first = draft.ask(f"doom{n}.red", draft.text("ask_doom_red", boss=name, n=n), (*NUMBERS[:7], "end"), kind="printed")[0]
        if first == "end":
            draft.emit("fact", kind="bosses", id=ident, field="doom_length", value=len(columns))
            break
        column: dict[str, Any] = {"red": int(first)}
        column.update({key: draft.number(f"doom{n}.{key}", draft.text(f"ask_doom_{key}", boss=name, n=n), 0, 6, kind="printed")
                       for key in ("black", "armour")})
        column["skull"] = draft.yes(f"doom{n}.skull", draft.text("ask_doom_skull", boss=name, n=n), kind="printed")
        columns.append(column)
        added = True
    if added:
        draft.emit("fact", kind="bosses", id=ident, field="doom", value=columns)
    cols = tuple(combat.DoomColumn(int(c.get("red", 0)), int(c.get("black", 0)), int(c.get("armour", 0)), bool(c.get("skull", False))) for c in columns)
    return combat.Boss(int(st.boss["doom"]), cols, bool(st.boss.get("alive")))


def _check_fatigue(draft: Draft, player: str, options: dict[str, Any], row: int) -> None:
    payer = options["fatigue_from"] or player
    free = draft.st.knights[payer].free_fatigue
    if row > free:
        raise refuse("fatigue_row", "p. 16", "hint.nearer_row", player=payer, cost=row, row=row, free=free)


def _effects(draft: Draft, lane: str, index: int) -> tuple[list[combat.Change], dict[str, int]]:
    """Step 1 (p. 15): the target's own effect and the row and lane effects of the others."""
    if lane == "boss":
        return [], {"sword": 0, "shield": 0}
    st = draft.st
    return effects_on(st.lanes, lane, index + 1, lambda c: st.card("monsters", c), bool(st.settings["effect_includes_self"]),
                      bool(st.settings["face_down_effects"]))


def _action(draft: Draft, player: str, ident: str) -> list[combat.Change]:
    st = draft.st
    if ident not in st.knights[player].market and ident != "longsword":
        raise refuse("not_owned", "p. 15", player=player, card=draft.named("market", ident))
    timing = draft.fact_choice("market", ident, "timing", ("action", "reaction", "passive"))
    if timing != "action":
        raise refuse("action_only", "p. 15", card=draft.named("market", ident), timing=timing)
    check_card_use(draft, player, "market", ident)
    dice = dict(st.card("market", ident).get("dice", {}))
    out = []
    for kind, delta in dice.items():
        if kind == "any":
            kind = draft.ask("which_die", draft.text("ask_which_die", card=draft.named("market", ident)), ("black", "red"))[0]
        out.append(combat.Change(kind, int(delta), st.name_of("market", ident), 2))
    return out


def _dice(draft: Draft, kind: str, count: int, faces: tuple[str, ...], who: dict[str, str]) -> list[str]:
    if count <= 0:
        return []
    return draft.ask(f"dice.{kind}", draft.text(f"ask_{kind}_dice", count=count, **who), faces, count=count, chance=True)


def _wrath(draft: Draft, free: int, faces: list[str]) -> list[tuple[str, ...]]:
    steps: list[tuple[str, ...]] = []
    current = list(faces)
    while free >= 1:
        choices = ["done", "reroll", "extra"]  # an extra die without 2 wrath or past 4 dice is refused with its page
        choice = draft.ask("wrath", draft.text("ask_wrath", wrath=free), choices)[0]
        if choice == "done":
            break
        if choice == "extra":
            if free < 2:
                raise refuse("wrath_cost", "p. 16", "hint.wrath_uses", player=draft.st.turn, cost=2, free=free)
            if len(current) >= combat.MAX_PER_KIND:
                raise refuse("fifth_knight_die", "p. 17")
            face = draft.ask("extra", draft.text("ask_extra_face"), combat.KNIGHT_FACES, chance=True)[0]
            steps.append(("extra", face))
            current.append(face)
            free -= 2
        else:
            old = draft.ask("reroll", draft.text("ask_reroll_which"), sorted(set(current)))[0]
            new = draft.ask("reroll_face", draft.text("ask_reroll_face"), combat.KNIGHT_FACES, chance=True)[0]
            steps.append(("reroll", old, new))
            current[current.index(old)] = new
            free -= 1
    return steps


def _reactions(draft: Draft, player: str, actions: list[str], faces: list[str], wrath: list[tuple[str, ...]]) -> tuple[list[str], list[tuple[str, str]]]:
    st = draft.st
    k = st.knights[player]
    used: list[str] = []
    conversions: list[tuple[str, str]] = []
    while True:
        cards = [c for c in ["longsword", *k.market] if c not in k.exhausted and c not in used and c not in actions
                 and st.card("market", c).get("timing") == "reaction"]
        if not cards or st.crests_left(player) - len(actions) - len(used) <= 0:
            break
        names = tuple((c, draft.named("market", c), st.name_of("market", c), st.name_of("market", c, "de")) for c in cards)
        choice = draft.ask("reaction", draft.text("ask_reaction"), ["done", *cards], names=names)[0]
        if choice == "done":
            break
        used.append(choice)
        pairs = ("shield>sword", "sword>shield") if st.card("market", choice).get("longsword") else tuple(
            f"{a}>{b}" for a in combat.KNIGHT_FACES for b in combat.KNIGHT_FACES if a != b)
        change = draft.ask("convert", draft.text("ask_convert", card=draft.named("market", choice)), ["none", *pairs])[0]
        if change != "none":
            old, _, new = change.partition(">")
            conversions.append((old, new))
    return used, conversions


def _faces_after(faces: list[str], wrath: list[tuple[str, ...]], conversions: list[tuple[str, str]]) -> list[str]:
    current = list(faces)
    for step in wrath:
        if step[0] == "extra":
            current.append(step[1])
        elif step[1] in current:
            current[current.index(step[1])] = step[2]
    for old, new in conversions:
        if old in current:
            current[current.index(old)] = new
    return current


def _faith(draft: Draft, faiths: int, black: list[str], red: list[str]) -> list[str]:
    remaining = [f"black:{f}" for f in black] + [f"red:{f}" for f in red]
    chosen: list[str] = []
    for n in range(1, faiths + 1):
        if not remaining:
            break
        pick = draft.ask("faith", draft.text("ask_faith", n=n), ["none", *sorted(set(remaining))])[0]
        if pick != "none":
            chosen.append(pick)
            remaining.remove(pick)
    return chosen


def _townsfolk(draft: Draft, outcome: combat.Outcome, knight: combat.Knight) -> dict[str, int]:
    wounds = int(outcome["wounds"]) - int(outcome["wounds_to_other"])
    if wounds <= 0 or not knight.townsfolk_free or outcome["last_heroic_deed"]:
        return {}
    gold = int(outcome["gold_after"]) + int(outcome["gold_stolen"])
    free = dict(knight.townsfolk_free)
    out: dict[str, int] = {}
    limit = min(wounds, gold, sum(free.values()))
    if limit <= 0:
        return {}
    count = draft.number("townsfolk", draft.text("ask_townsfolk", wounds=wounds, free=sum(free.values())), 0, limit)
    for _ in range(count):
        names = sorted(t for t, f in free.items() if f > 0)
        pick = draft.ask("townsfolk_which", draft.text("ask_townsfolk_which"), names,
                         names=tuple((n, draft.named("townsfolk", n), draft.st.name_of("townsfolk", n), draft.st.name_of("townsfolk", n, "de")) for n in names))[0]
        free[pick] -= 1
        out[pick] = out.get(pick, 0) + 1
    return out


def _tartos(draft: Draft, lane: str, index: int, outcome: combat.Outcome) -> tuple[tuple[combat.Foe, int], str, int] | None:
    excess = int(outcome["excess"])
    if excess <= 0 or lane == "boss" or not outcome["destroyed"]:
        return None
    st = draft.st
    spots = [(ln, row) for ln, row in neighbours(lane, index + 1) if len(st.lanes[ln]) >= row and st.lanes[ln][row - 1]["face_up"]]
    if not spots:
        return None
    options = ["none"] + [f"{ln}{row}:{n}" for ln, row in spots for n in range(1, excess + 1)]
    pick = draft.ask("tartos", draft.text("ask_redirect", excess=excess), options)[0]
    if pick == "none":
        return None
    pos, _, amount = pick.partition(":")
    ln, row = pos[0], int(pos[1])
    other, _ = _foe(draft, ln, row - 1)
    return (other, int(amount)), ln, row - 1


def _apply(draft: Draft, player: str, lane: str, index: int, foe: combat.Foe, outcome: combat.Outcome, options: dict[str, Any],
           reactions: list[str], townsfolk: dict[str, int], redirect: tuple[tuple[combat.Foe, int], str, int] | None) -> None:
    st = draft.st
    n = outcome.numbers
    cards = []
    if n["destroyed"]:
        kind = "bosses" if lane == "boss" else "monsters"
        ident = st.boss["card"] if lane == "boss" else st.lanes[lane][index]["card"]
        cards.append({"player": n["card_to"], "kind": kind, "card": ident})
    helpers: dict[str, dict[str, Any]] = {}
    if options["fatigue_from"]:
        helpers.setdefault(options["fatigue_from"], {})["fatigue"] = foe.row
    if options["wounds_to"]:
        h = st.knights[options["wounds_to"]]
        helpers.setdefault(options["wounds_to"], {})["wounds"] = min(int(n["wounds_to_other"]), max(0, h.free_fatigue))
    for ident, helper in options["coop"]:
        helpers.setdefault(helper, {}).setdefault("used", []).append(ident)
    event: dict[str, Any] = {
        "player": player, "lane": lane, "index": index, "target": foe.name, "row": foe.row,
        "wounds_taken": n["wounds_taken"], "fatigue_left": n["fatigue_left"], "wrath_left": n["wrath_left"], "gold_after": n["gold_after"],
        "gold_left": n["gold_left_on_monster"], "hp_left": n["hp_markers_left"], "crests": [[p, c] for p, c in n["crests"].items()],
        "destroyed": n["destroyed"], "card_to": n["card_to"], "doom_column": n["doom_column"], "cards": cards,
        "used": options["actions"] + reactions, "helpers": helpers, "coop": [c for c, _ in options["coop"]], "townsfolk": townsfolk,
        "steps": [[key, {k: str(v) for k, v in values.items()}, ref] for key, values, ref in outcome.steps],
        "summary": {k: n[k] for k in ("damage_dealt", "damage_prevented", "wounds_taken", "gold_taken", "doom_added")}
        | {"pool": "/".join(str(n["pool"][k]) for k in combat.KINDS)},
    }
    if redirect is not None:
        info = n["redirect"]
        other = st.lanes[redirect[1]][redirect[2]]
        event["redirect"] = {"lane": redirect[1], "index": redirect[2], "gold_left": int(other["gold"]) - int(info["gold_taken"]),
                             "hp_left": max(0, int(other.get("hp", 0)) - max(0, int(info["damage"]) - int(info["gold_taken"]))),
                             "crests": [[p, c] for p, c in info["crests"].items()]}
        if info["destroyed"]:
            cards.append({"player": info["card_to"], "kind": "monsters", "card": other["card"]})
    draft.emit("attack", **event)
    for t in range(int(n["tactics_triggered"])):
        how = draft.ask("tactic", draft.text("ask_tactic", n=t + 1), ("base", "exception", "neither"))[0]
        draft.emit("tactic", how=how)
    removed = []
    if redirect is not None and n["redirect"].get("destroyed"):
        removed.append((redirect[1], redirect[2]))
    if n["destroyed"] and lane != "boss":
        removed.append((lane, index))
    for ln, idx in sorted(removed, key=lambda r: (LANES.index(r[0]), -r[1])):
        draft.emit("removed", lane=ln, index=idx)
    reorganise(draft)
    if st.phase == "night":
        begin_turn(draft, after=player)


def reorganise(draft: Draft) -> None:
    """Boss movement and activation, then row 1 revealed (p. 20, p. 24)."""
    st = draft.st
    if st.boss.get("alive"):
        for row in boss_rows_entered(int(st.boss["position"]), st.lanes):
            draft.emit("boss_moved", row=row)
            activate(draft)
            if st.phase == "game_over":
                return
    for lane in LANES:
        reveal_lane(draft, lane, 1)


def activate(draft: Draft) -> None:
    st = draft.st
    ident = st.boss["card"]
    ability = dict(st.card("bosses", ident).get("ability", {}))
    if ability.get("hook") == "faction_lanes":
        faction = str(ability.get("faction", ""))
        hit = {lane: int(ability.get("damage", 1)) for lane in LANES
               if any(m["face_up"] and draft.fact_choice("monsters", m["card"], "faction", FACTIONS) == faction for m in st.lanes[lane])}
    else:
        values = draft.ask("ability", draft.text("ask_boss_lanes", boss=draft.named("bosses", ident)), ("0", "1", "2", "3"), count=3,
                           kind="count")
        hit = {lane: int(v) for lane, v in zip(LANES, values, strict=True) if int(v)}
    for lane, points in hit.items():
        damage_lane(draft, lane, points, "boss")


def damage_lane(draft: Draft, lane: str, points: int, source: str, parts: list[list[Any]] | None = None) -> None:
    st = draft.st
    if st.phase == "game_over" or points <= 0:
        return
    barricade, palisades = st.defences[lane]
    after, removed, village = lane_hit(Defences(bool(barricade), int(palisades)), points, bool(st.settings["barricade_first"]))
    draft.emit("lane_damage", lane=lane, damage=points, removed=removed, village=village, barricade=after.barricade,
               palisades=after.palisades, source=source, **({"parts": parts} if parts else {}))
    for _ in range(village):
        if not st.village:
            break
        building = st.village[0] if len(st.village) == 1 else draft.ask("building", draft.text("ask_building"), st.village)[0]
        draft.emit("building_lost", building=building, left=len(st.village) - 1)
        if not st.village:
            draft.emit("game_over", result="lost")
            return


def effect_damage(draft: Draft, args: list[str]) -> None:
    """damage LANE N: lane damage from a card or tactic effect (p. 25)."""
    _phase(draft, "night", "day", "day_start", "night_ready", what="damage", ref="p. 25")
    if len(args) != 2 or args[0].lower() not in LANES or not args[1].isdecimal():
        raise invalid("name_lane", "p. 25", "hint.damage")
    damage_lane(draft, args[0].lower(), int(args[1]), "effect")


# -- the end of the night (p. 21) -------------------------------------------------------------------------
def end_of_night(draft: Draft) -> None:
    st = draft.st
    draft.emit("cleanup", round=st.round)
    for lane in LANES:
        for index, m in enumerate(st.lanes[lane]):
            if not m["face_up"]:
                reveal_at(draft, lane, index)
    use_printed = bool(st.settings["printed_lane_damage"])
    alive = bool(st.boss.get("alive"))
    for lane in LANES:
        parts: list[list[Any]] = []  # each monster's share and the boss's (p. 21), shown with the damage
        for m in st.lanes[lane]:
            kind = draft.fact_choice("monsters", m["card"], "type", ("minion", "champion"))
            printed = st.card("monsters", m["card"]).get("lane_damage")
            parts.append([m["card"], monster_lane_damage(kind, int(printed) if isinstance(printed, int) else None, use_printed)])
        if alive:
            parts.append(["boss", 1])
        damage_lane(draft, lane, sum(int(p) for _, p in parts), "night", [p for p in parts if p[1]])
        if st.phase == "game_over":
            return
    draft.emit("night_end", round=st.round)
    if st.round >= 3:
        final_facts(draft)
        draft.emit("game_over", result="won")


def reveal_at(draft: Draft, lane: str, index: int) -> str:
    """Turn the face-down card at ``index`` of ``lane`` face up: which monster it is is drawn, its HP are
    printed on it, so they are asked (never rolled, never 0) unless this game knows them (p. 11, p. 19)."""
    st = draft.st
    known = data.card_index("monsters", st.facts.get("monsters"))
    names = tuple((m, draft.named("monsters", m), st.name_of("monsters", m), st.name_of("monsters", m, "de"), *data.ALIASES["monsters"].get(m, ()))
                  for m in known.ids())
    # the table draws it; mkref does not track the monster deck
    card = draft.ask("reveal", draft.text("ask_reveal", pos=f"{lane}{index + 1}"), known.ids(), chance=True, names=names, kind="count")[0]
    hp = draft.fact_number("monsters", card, "hp", 1, 20)
    draft.emit("revealed", lane=lane, index=index, card=card, gold=hp)
    return card


def final_facts(draft: Draft) -> None:
    """Everything the score needs that the card data lacks, asked once at the end (p. 22)."""
    st = draft.st
    if st.mode != "standard":
        return
    for k in st.knights.values():
        for card in k.market:
            kind = "trophies" if card in st.trophies_taken else "market"
            draft.fact_number(kind, card, "vp", 0, 20)
            if kind == "market":
                draft.fact_choice("market", card, "type", ("weapon", "armour", "companion", "animal", "trinket", "relic"))
        for kind, card in k.monsters:
            draft.fact_number(kind, card, "vp", 0, 30)
            if kind == "monsters":
                draft.fact_choice("monsters", card, "faction", FACTIONS)
                draft.fact_choice("monsters", card, "type", ("minion", "champion"))
        for night_no, zone in k.renown:
            draft.fact_in_table("renown", ROMAN[int(night_no)], "zone_vp", str(zone), 0, 20)
    for quest, slots in st.quests.items():
        vp = list(st.card("quests", quest).get("vp", []))
        if len(vp) < len(slots):
            for i in range(len(vp), len(slots)):
                vp.append(draft.number(f"quest.{i}", draft.text("ask_fact", card=draft.named("quests", quest), field=draft.text("field.quest_slot", n=i + 1)), 0, 20,
                                       kind="printed"))
            draft.emit("fact", kind="quests", id=quest, field="vp", value=vp)


def stop(draft: Draft, args: list[str]) -> None:
    """stop: the knight ends the night voluntarily, only with the I-12 setting on (p. 20)."""
    _phase(draft, "night", what="stop", ref="p. 20")
    if not draft.st.settings["voluntary_stop"]:
        raise refuse("no_stop", "p. 20", "hint.stop")
    player = draft.st.turn
    end_player_night(draft, player)
    begin_turn(draft, after=player)


HANDLERS = {"night": night, "attack": attack, "damage": effect_damage, "stop": stop}
