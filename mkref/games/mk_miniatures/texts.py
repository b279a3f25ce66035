"""What the table reads after a command: event labels, descriptions, status data and the toolbar."""

from __future__ import annotations

from typing import Any

from mkref.core.events import Event
from mkref.core.messages import name_in, page

from . import data, rules, told
from .messages import MESSAGES, say
from .state import GAME_ID, MiniState, display_name, graveyard_due, named, relic_of


# ---- describing -----------------------------------------------------------------------------------
def _t(key: str, lang: str, /, **values: object) -> str:
    return MESSAGES.text(key, lang, **values)


def _w(ident: str, lang: str) -> str:
    """A phase, kind or state in the table's language (English: the id as it always showed)."""
    return _t(f"word.{ident}", lang) if f"word.{ident}" in MESSAGES else ident


def _wn(st: MiniState, key: str, lang: str) -> str:
    """A warrior as the table reads it: its id in English, its name in German (state.display_name)."""
    w = st.warriors.get(key) if isinstance(key, str) else None
    return named(w).in_lang(lang) if w is not None else key


def _warrior(key: str, lang: str) -> str:
    """A warrior in a log line, which has no state to look its figure up in: its id at an English table (as it
    always was), at a German one the name the id was made from ('ember_spearman_2' is 'Ember Spearman 2')."""
    from mkref.core.names import name_in

    return name_in(lang, key, key.replace("_", " ").title())


def label(e: Event, lang: str = "en") -> str:
    t: str = e["type"]
    if t == "action":
        return _t("label.action", lang, kind=_w(e["kind"], lang), warriors=", ".join(_warrior(w, lang) for w in e["warriors"]))
    if t == "attack":
        return _t("label.attack", lang, kind=_w(e["kind"], lang), attacker=_warrior(e["attacker"], lang), a=e["dice"][0], b=e["dice"][1],
                  summary=told.shown(e, "summary", lang))
    if t == "clicked":
        return _t("label.clicked", lang, warrior=_warrior(e["warrior"], lang), clicks=e["clicks"], reason=told.shown(e, "reason", lang))
    if t == "eliminated":
        return _t("label.eliminated", lang, warrior=_warrior(e["warrior"], lang)) + (_t("label.eliminated_by", lang, points=e["points"], by=e["by"]) if e.get("by") else "")
    if t == "turn":
        return _t("label.turn", lang, turn=e["turn"])
    if t == "phase":
        return _t("label.phase", lang, phase=_w(e["phase"], lang))
    if t == "moved":
        return _t("label.moved", lang, warrior=_warrior(e["warrior"], lang))
    if t == "objective":
        return _t("label.objective", lang, id=e["id"], state=_w(e["state"], lang), controller=e["controller"]).strip()
    if t == "game_over":
        return _t("label.game_over", lang, text=told.shown(e, "text", lang))
    if t == "note":
        return say(e["msg"], lang, **e["values"]) if e.get("msg") else str(e["text"])
    return _t(f"label.{t}", lang) if f"label.{t}" in MESSAGES else t.replace("_", " ")


def describe(st: MiniState, events: list[Event], lang: str = "en") -> list[str]:
    if not events:
        return _status_lines(st, lang)
    out: list[str] = []
    for e in events:
        t = e["type"]
        if t == "attack":
            out.extend("  " + s for s in (told.steps(e["steps_said"], lang) if "steps_said" in e else e["steps"]))
        elif t in ("moved", "bombard_resolved", "piece_hit", "domains"):
            if t != "moved" or e["text"]:
                out.append(told.shown(e, "text", lang))
        elif t == "turn":
            out.extend(_turn_lines(st, e, lang))
        elif t == "game_over":
            out.append(_t("ev.game_over", lang, why=told.shown(e, "why", lang)))
            for s in e["standings"]:
                out.append(_t("ev.standing", lang, player=s["player"], objectives=s["objectives"], vp=s["vp"], cost=s["army_cost"]))
            out.extend("  " + s for s in ([told.told(r, lang) for r in e["steps_said"]] if "steps_said" in e else e["steps"]))
            out.append(told.shown(e, "text", lang))
        else:
            out.extend(_event_lines(st, e, lang))
    return out


def _turn_lines(st: MiniState, e: Event, lang: str) -> list[str]:
    out = [_t("ev.turn", lang, turn=e["turn"], player=e.get("player", st.player.name), actions=e["actions"])]
    due = [_wn(st, x["warrior"], lang) for x in st.bombards if x.get("due")]
    if due:
        out.append(_t("ev.bombard_due", lang, warriors=", ".join(due)))
    out.extend(_command_phase_reminders(st, lang))
    return out


def _event_lines(st: MiniState, e: Event, lang: str) -> list[str]:
    """The lines of one event other than an attack, a move, a turn or the end of the game."""
    t = e["type"]
    if t == "clicked":
        w = st.warriors[e["warrior"]]
        if e["click"] < w.dial_len:
            c = w.w.dial[e["click"]]
            now = _t("now.click", lang, click=e["click"], speed=c.speed, attack=c.attack, defense=c.defense, damage=c.damage)
        else:
            now = _t("now.skulls", lang)
        return [_t("ev.clicked", lang, warrior=_wn(st, e["warrior"], lang), clicks=e["clicks"], reason=told.shown(e, "reason", lang), ref=page(e["ref"], lang), now=now)]
    if t == "healed":
        return [_t("ev.healed", lang, warrior=_wn(st, e["warrior"], lang), click=e["click"])]
    if t == "eliminated":
        by = _t("ev.eliminated_by", lang, points=e["points"], by=e["by"]) if e.get("by") else _t("ev.eliminated_nobody", lang)
        out = [_t("ev.eliminated", lang, warrior=_wn(st, e["warrior"], lang), reason=told.shown(e, "reason", lang)) + by]
        if e.get("items"):
            out.append(_t("ev.items_drop", lang, items=", ".join(e["items"])))
        return out
    if t == "action":
        toks = ", ".join(_t("ev.action_tokens", lang, warrior=_wn(st, k, lang), tokens=st.warriors[k].tokens) for k in e["warriors"])
        return [_t("ev.action", lang, left=st.actions_left, tokens=toks)]
    if t == "objective":
        by = _t("ev.objective_by", lang, controller=e["controller"]) if e["controller"] else ""
        return [_t("ev.objective", lang, id=e["id"], state=_w(e["state"], lang), by=by, why=told.shown(e, "why", lang))]
    if t == "tokens_cleared":
        return [_t("ev.tokens_cleared", lang, warriors=", ".join(_wn(st, k, lang) for k in e["warriors"]))] if e["warriors"] else []
    if t == "phase":
        extra = _t("ev.lost_actions", lang, n=e["lost_actions"]) if e.get("lost_actions") else ""
        return [_t("ev.phase", lang, phase=_w(e["phase"], lang).capitalize(), player=e.get("player", st.player.name), extra=extra)]
    if t == "note" and e.get("msg"):
        return [say(e["msg"], lang, **e["values"])]
    if t == "note":
        return [told.shown(e, "text", lang) + (f" ({page(e['ref'], lang)})" if e.get("ref") else "")]
    if t == "stormwall":
        return [say("stormwall", lang, radius=e["radius"], warrior=_wn(st, e["warrior"], lang))]
    if t in ("initiative", "pile", "terrain_placed"):
        return _setup_lines(st, e, lang)
    if t == "piece_built":
        card = data.load().terrain[e["card"]]
        return [_t("ev.piece_built", lang, piece=e["piece"], en=card.en, de=card.de, defense=card.defense, fortification=card.fortification,
                   structure=rules.structure_value(card.structure, st.domains))]
    if t == "prophecy":
        return [told.shown(e, "text", lang) if e.get("text") else _t("ev.prophecy", lang, a=e["dice"][0], b=e["dice"][1])]
    if t == "demoralized":
        return [_t("ev.demoralized_on" if e["on"] else "ev.demoralized_off", lang, warrior=_wn(st, e["warrior"], lang))]
    if t in ("time_up", "agreed_end"):
        return [_t("ev.ends_after_turn", lang)]
    if t in _SIMPLE:
        values = {k: _wn(st, v, lang) if k in _WARRIOR_FIELDS else v for k, v in e.items() if k != "type"}
        if "reason" in e:
            values["reason"] = told.shown(e, "reason", lang)
        return [_t(_SIMPLE[t], lang, **values)]
    return []


# the fields of those events that hold a warrior's id (said by name in German)
_WARRIOR_FIELDS = frozenset({"warrior", "captor", "captive", "by_warrior"})
# events whose one line takes the event's own fields
_SIMPLE = {
    "freed": "ev.freed", "captured": "ev.captured", "player_out": "ev.player_out", "bombard_declared": "ev.bombard_declared",
    "item_dropped": "ev.item_dropped", "item_taken": "ev.item_taken", "helm": "ev.helm", "revived": "ev.revived",
    "removed_from_game": "ev.removed", "first_player": "ev.first_player",
}


def _setup_lines(st: MiniState, e: Event, lang: str = "en") -> list[str]:
    """The initiative roll, the terrain pile and each terrain placement (p. 4, p. 17)."""
    from .decide_setup import next_placer, terrain_left

    t = e["type"]
    if t == "initiative":
        then = say("roll_then", lang)
        rolls = ", ".join(f"{p} " + then.join(f"{a}+{b}" for a, b in r) + f" = {e['results'][p]}" for p, r in e["rolls"].items())
        marker = "marker_toward" if e["direction"] == "toward_battlefield" else "marker_any"
        return [say("initiative", lang, rolls=rolls, first=e["first"]), say("marker_centre", lang),
                *(say(marker, lang, **m) for m in e["markers"]),
                say("control_colours", lang), say("pile_next", lang, placer=next_placer(st))]
    if t == "pile":
        return [say("pile_constructed" if e["constructed"] else "pile", lang, player=e["player"], ordinary=e["ordinary"],
                    constructed=e["constructed"])]
    ordinary, constructed, placements = terrain_left(st)
    out = [say("placed_constructed" if e["constructed"] else "placed", lang, player=e["player"], pieces=say("and", lang).join(e["pieces"]),
               placements=placements, limit=rules.MAX_TERRAIN_PLACEMENTS, ordinary=ordinary, constructed=constructed)]
    if placements >= rules.MAX_TERRAIN_PLACEMENTS or ordinary + constructed <= 0:
        out.append(say("terrain_over", lang))
    else:
        out.append(say("terrain_next", lang, placer=next_placer(st)))
    return out


def _command_phase_reminders(st: MiniState, lang: str = "en") -> list[str]:
    """What resolves at the start of the current player's command phase (p. 5)."""
    out: list[str] = []
    if "magestone_storm" in st.domains:
        out.append(_t("remind.storm", lang))
    cands = graveyard_due(st)
    if cands:
        out.append(say("graveyard_due", lang, figures=", ".join(cands)))
    for w in st.warriors.values():
        r = relic_of(st, w) if w.player == st.player.name and w.in_play else ""
        if f"relic.{r}" in MESSAGES:
            relic = data.load().relics[r]
            out.append(_t("remind.relic", lang, warrior=_wn(st, w.key, lang), relic=name_in(lang, relic.en, relic.de), what=_t(f"relic.{r}", lang), ref=page(relic.ref, lang)))
    if any(it["wearer"] and st.warriors[it["wearer"]].player == st.player.name for it in st.items.values()):
        out.append(_t("remind.items", lang))
    return out


def _status_lines(st: MiniState, lang: str = "en") -> list[str]:
    if st.ended:
        lines = [_t("status.over", lang, text=told.shown(st.result, "text", lang))]
    else:
        lines = [_t("status.turn", lang, turn=st.turn, player=st.player.name, phase=_w(st.phase, lang), left=st.actions_left)]
    for p in st.players:
        ws = [w for w in st.warriors.values() if w.player == p.name]
        parts = []
        for w in ws:
            if w.status != "in_play":
                parts.append(f"{_wn(st, w.key, lang)} ({_w(w.status, lang)})")
                continue
            sp, a, d, dmg = w.values()
            tags = []
            if w.tokens:
                tags.append(f"{w.tokens}T")
            if w.captive:
                tags.append(_t("status.holds", lang, captive=_wn(st, w.captive, lang)))
            if w.captor:
                tags.append(_t("status.captive", lang, captor=_wn(st, w.captor, lang)))
            if w.stormwall:
                tags.append(_t("status.stormwall", lang))
            parts.append(f"{_wn(st, w.key, lang)} c{w.click} {sp}/{a}/{d}/{dmg}" + (f" [{', '.join(tags)}]" if tags else ""))
        lines.append(_t("status.player", lang, player=p.name, vp=p.vp, out=_t("status.out", lang) if p.out else "", warriors="; ".join(parts)))
    objectives = ", ".join(f"{k} {_w(o.state, lang)}" + (f" ({o.controller})" if o.controller else "") for k, o in st.objectives.items())
    lines.append(_t("status.objectives", lang, objectives=objectives))
    return lines


def status(st: MiniState) -> dict[str, Any]:
    doms = data.load().domains
    return {
        "game": GAME_ID,
        "turn": st.turn,
        "current_player": st.player.name,
        "phase": st.phase,
        "actions_left": st.actions_left,
        "actions_per_turn": st.build_total // 100,
        "build_total": st.build_total,
        "ended": st.ended,
        "result": st.result.get("text", ""),
        **({"result_said": st.result["text_said"]} if "text_said" in st.result else {}),  # the result as a catalogue record (told.py)
        "winners": st.result.get("winners", []),
        "players": [
            {
                "name": p.name, "army": p.army, "army_cost": p.army_cost, "team": p.team, "vp": p.vp, "out": p.out,
                "warriors": [
                    {
                        "key": w.key, "name": w.w.name, "display": display_name(w), "points": w.w.points, "click": w.click, "dial": w.dial_len,
                        **dict(zip(("speed", "attack", "defense", "damage"), w.values(), strict=True)),
                        "tokens": w.tokens, "acted": w.acted, "status": w.status if not w.captor else f"captive of {w.captor}",
                        "captive": w.captive, "soaring": w.soaring, "items": list(w.items),
                    }
                    for w in st.warriors.values() if w.player == p.name
                ],
            }
            for p in st.players
        ],
        "objectives": [{"id": k, "state": o.state, "controller": o.controller} for k, o in st.objectives.items()],
        "domains": [doms[d].en for d in st.domains],
        "bombardments": [f"{x['warrior']} ({x['player']})" for x in st.bombards],
        "items_on_table": [f"{k} near {v['near']}" for k, v in st.items.items() if not v["wearer"]],
        "ledger": list(st.ledger),
        "setup": {"initiative": dict(st.initiative), "markers": [dict(m) for m in st.markers],
                  "pile": {p: {"ordinary": v[0], "constructed": v[1]} for p, v in st.pile.items()},
                  "terrain": [dict(t) for t in st.terrain]},
    }


def toolbar(st: MiniState, lang: str = "en") -> str:
    if st.ended:
        return _t("status.over", lang, text=told.shown(st.result, "text", lang))
    return _t("bar", lang, turn=st.turn, player=st.player.name, phase=_w(st.phase, lang), left=st.actions_left, total=st.build_total // 100)


def show_warrior(st: MiniState, key: str, lang: str = "en") -> list[str]:
    """One warrior's current click only (etiquette, p. 20: no peeking at the next clicks)."""
    w = st.warriors[key]
    lines = [_t("warrior.head", lang, key=w.key, name=w.w.name, player=w.player, status=w.status.replace("_", " "), click=w.click, dial=w.dial_len)]
    if w.in_play:
        sp, a, d, dmg = w.values()
        c = w.w.dial[w.click]
        bonus = _t("warrior.bonus", lang, bonus=w.w.attack_bonus) if w.w.attack_bonus else ""
        lines.append(_t("warrior.values", lang, speed=sp, speed_type=w.w.speed_type, attack=a, types=", ".join(w.w.attack_types) or _t("warrior.no_type", lang),
                        bonus=bonus, defense=d, damage=dmg))
        if w.w.range:
            lines.append(_t("warrior.range", lang, range=w.w.range, damage=w.w.ranged_damage, targets=w.w.targets))
        if c.abilities:
            lines.append(_t("warrior.abilities", lang, names=", ".join(c.abilities)))
    lines.append(_t("warrior.tokens", lang, n=w.tokens) + (_t("warrior.acted", lang) if w.acted else "") + (_t("warrior.soaring", lang) if w.soaring else "")
                 + (_t("warrior.holds", lang, captive=w.captive) if w.captive else "") + (_t("warrior.captive", lang, captor=w.captor) if w.captor else "")
                 + (_t("warrior.stormwall", lang) if w.stormwall else ""))
    if w.items:
        lines.append(_t("warrior.items", lang, items=", ".join(w.items)))
    return lines


def rule_lines(query: str, lang: str = "en") -> list[str]:
    from mkref.core import rulesindex

    hits = rulesindex.lookup(GAME_ID, query, limit=3)
    lang = rulesindex.load(GAME_ID).language(query) or lang  # answered in the language it was asked in
    if not hits:
        return [_t("rules.none", lang, query=query)]
    out = []
    for e in hits[:1]:
        out.append(f"{e.name(lang)} ({e.other_name(lang)}), {page(e.ref, lang)}: {e.answer(lang)}")
    if len(hits) > 1:
        out.append(_t("rules.see_also", lang, entries="; ".join(f"{e.name(lang)} ({page(e.ref, lang)})" for e in hits[1:])))
    return out
