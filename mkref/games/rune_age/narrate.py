"""What the table reads after a command, the log labels, the toolbar and the status data. Pure: it
returns lines; the shell prints them."""

from __future__ import annotations

from typing import Any

from mkref.core.events import Event

from . import combat, data
from .common import State, card_name, seat_order_from
from .elimination import threshold
from .messages import text
from .victory import standing, winners_text


def _name(state: State, i: int) -> str:
    return str(state["players"][i]["name"])


def _army_line(state: State, side: str, lang: str) -> str:
    c = state["combat"]
    owner = c["attacker"] if side == combat.ATTACKER else c["defender"]
    army = c["armies"][side]
    parts = []
    for card in army:
        mark = text("mark_destroyed", lang) if card["destroyed"] else (text("mark_wounded", lang) if card["wounded"] else "")
        bonus = f"{card['bonus']:+d}" if card["bonus"] else ""
        parts.append(f"{card['name']} {card['strength']}{bonus}{mark}")
    extra = int(c["target"].get("defense_bonus", 0)) if side == combat.DEFENDER else 0
    if extra:
        parts.append(text("defense_bonus_part", lang, n=extra))
    return text("army_total", lang, name=_name(state, owner), total=combat.total(army, extra), cards=", ".join(parts) or "-")


def _next_line(state: State, lang: str) -> str:
    c = state["combat"]
    if not c:
        return ""
    if c["step"] == "resolution":
        return text("now_resolve" if c["kind"] == "siege" else "now_resolve_battle", lang)
    if c["kind"] == "siege":
        owner = c["attacker"] if c["next"] == combat.ATTACKER else c["defender"]
        key = "next_alone" if c["passed"][combat.other(c["next"])] else "next_to_play"
        return text(key, lang, name=_name(state, owner))
    key = "battle_next" if int(c["target"].get("attrition", 0)) else "battle_next_no_attrition"
    return text(key, lang, name=_name(state, c["attacker"]))


def describe_event(state: State, e: Event, lang: str = "en") -> list[str]:
    t = e["type"]
    handler = _DESCRIBE.get(t)
    return handler(state, e, lang) if handler else []


def _d_bought(state: State, e: Event, lang: str) -> list[str]:
    items = ", ".join(_item_name(state, i, lang) for i in e["items"])
    lines = [text("bought", lang, name=_name(state, e["player"]), items=items, spent=e["spent"], gold=e["gold"])]
    if e["gold"] > e["spent"]:
        lines.append(text("gold_lost", lang, n=e["gold"] - e["spent"]))
    return lines


def _item_name(state: State, item: str, lang: str) -> str:
    if item in ("stronghold", "monument"):
        return text(item, lang)
    return card_name(state, item, lang)


def _d_acquired(state: State, e: Event, lang: str) -> list[str]:
    items = ", ".join(card_name(state, i, lang) for i in e["items"])
    lines = [text("acquired", lang, name=_name(state, e["player"]), items=items, spent=e["spent"], influence=e["influence"])]
    if e["influence"] > e["spent"]:
        lines.append(text("influence_lost", lang, n=e["influence"] - e["spent"]))
    return lines


def _d_turn_ended(state: State, e: Event, lang: str) -> list[str]:
    return [text("turn_ended", lang, name=_name(state, e["player"]), keep=e["keep"])]


def _d_turn_started(state: State, e: Event, lang: str) -> list[str]:
    return [text("turn_started", lang, round=state["round"], name=_name(state, e["player"]))]


def _d_event_phase(state: State, e: Event, lang: str) -> list[str]:
    """R-EVT-06 step 1 (p. 9): the enemies in play when the phase begins act before the draw."""
    lines = [text("event_phase", lang, round=e["round"], name=_name(state, state["start"]), deck=state["events"]["deck"])]
    enemies = [x["name"] for x in state["events"]["enemies"]]
    if enemies:
        lines.append(text("event_phase_enemies", lang, enemies=", ".join(enemies)))
    return lines


def _d_city_destroyed(state: State, e: Event, lang: str) -> list[str]:
    return [text("city_destroyed", lang, city=e["name"], name=_name(state, e["player"]))]


def _d_combat_started(state: State, e: Event, lang: str) -> list[str]:
    c = state["combat"]
    target = c["target"]
    key = {"battle": "battle_started", "siege": "siege_started", "defence": "defence_started"}[e["kind"]]
    lines = [text(key, lang, name=_name(state, e["attacker"]), target=target["name"], strength=target["strength"],
                  attrition=target["attrition"], defender=_name(state, e["defender"]) if e["defender"] >= 0 else "")]
    return lines


def _d_played(state: State, e: Event, lang: str) -> list[str]:
    c = state["combat"]
    owner = c["attacker"] if e["side"] == combat.ATTACKER else c["defender"]
    return [text("played", lang, name=_name(state, owner), card=card_name(state, e["card"], lang), strength=e["strength"], total=e["total"])]


COMBAT_EVENTS = frozenset({"card_played", "passed", "deployment_over", "casualty", "wounded", "destroyed", "protected", "bonus", "combat_started"})


def combat_summary(state: State, events: list[Event], lang: str) -> list[str]:
    """After a combat command: the running totals of both armies and who plays next (R-CMB-15, p. 12)."""
    c = state["combat"]
    if not c:
        return _after_defence(state, events, lang)
    if not any(e["type"] in COMBAT_EVENTS for e in events):
        return []
    lines = [_army_line(state, combat.ATTACKER, lang)]
    if c["kind"] == "siege":
        lines.append(_army_line(state, combat.DEFENDER, lang))
    return lines + [_next_line(state, lang)]


def _after_defence(state: State, events: list[Event], lang: str) -> list[str]:
    """After a defence against a Home Realm attack (p. 10-11): who defends next, or that the round may end."""
    defended = any(e["type"] == "combat_resolved" and e["kind"] == "defence" for e in events)
    if not defended or state["phase"] != "event":
        return []
    queue = state["events"]["queue"]
    return [text("defend_next", lang, name=_name(state, queue[0])) if queue else text("defences_done", lang)]


def _d_passed(state: State, e: Event, lang: str) -> list[str]:
    c = state["combat"]
    owner = c["attacker"] if e["side"] == combat.ATTACKER else c["defender"]
    return [text("passed", lang, name=_name(state, owner))]


def _d_deployment_over(state: State, e: Event, lang: str) -> list[str]:
    return [text("deployment_over", lang, name=_name(state, state["combat"]["attacker"]))]


def _d_attrition(state: State, e: Event, lang: str) -> list[str]:
    return [text("attrition_roll", lang, roll=e["roll"], skulls=e["skulls"])]


def _d_marked(key: str) -> Any:
    def describe(state: State, e: Event, lang: str) -> list[str]:
        card = state["combat"]["armies"][e["side"]][e["index"]]
        return [text(key, lang, card=card["name"])]
    return describe


def _d_bonus(state: State, e: Event, lang: str) -> list[str]:
    c = state["combat"]
    if e["side"] == "target":
        t = c["target"]
        return [text("target_bonus", lang, target=t["name"], amount=e["amount"], total=int(t["strength"]) + int(t["bonus"]))]
    card = c["armies"][e["side"]][e["index"]]
    return [text("card_bonus", lang, card=card["name"], amount=e["amount"])]


def _d_resolved(state: State, e: Event, lang: str) -> list[str]:
    if e["kind"] == "siege":
        key = "siege_result_" + e["winner"]
        line = text(key, lang, attacker=_name(state, e["attacker"]), defender=_name(state, e["defender"]), a=e["s_attacker"], d=e["s_defender"])
    else:
        key = "battle_result_" + e["winner"]
        line = text(key, lang, name=_name(state, e["attacker"]), target=e["target"], a=e["s_attacker"], d=e["s_defender"])
    lines = [line, text("fate_" + e["fate"], lang, name=_name(state, e["attacker"]), target=e["target"], damage=e["damage"])]
    fallen = [card_name(state, c, lang) for side in e["fallen"].values() for c in side]
    if fallen:
        lines.append(text("fallen", lang, cards=", ".join(fallen)))
    return lines


def _d_damage(state: State, e: Event, lang: str) -> list[str]:
    p = state["players"][e["player"]]
    return [text("damage", lang, name=p["name"], amount=e["amount"], total=p["damage"], limit=threshold())]


def _d_eliminated(state: State, e: Event, lang: str) -> list[str]:
    return [text("eliminated", lang, name=_name(state, e["player"]), limit=threshold())]


def _d_rune_taken(state: State, e: Event, lang: str) -> list[str]:
    found = e["keep"] == "new" and e.get("source") == "event"  # a card text gave it, nobody lost it (p. 15)
    return [text("rune_found_new" if found else "rune_taken_" + e["keep"], lang, name=_name(state, e["player"]))]


def _d_event_drawn(state: State, e: Event, lang: str) -> list[str]:
    ev = state["events"]
    key = "event_enemy" if e["kind"] == "enemy" else ("event_attack" if e["attacks"] else "event_effect")
    lines = [text(key, lang, name=e["name"], stage=e["stage"], deck=ev["deck"], strength=e.get("strength", 0))]
    if e["lasting"]:
        lines.append(text("event_lasting", lang, name=e["name"], round=state["round"]))
    if ev["queue"]:
        lines.append(text("defend_next", lang, name=_name(state, ev["queue"][0])))
    return lines


def _d_simple(key: str) -> Any:
    def describe(state: State, e: Event, lang: str) -> list[str]:
        return [text(key, lang, **{k: v for k, v in e.items() if k != "type"})]
    return describe


def _d_unaffected(state: State, e: Event, lang: str) -> list[str]:
    queue = state["events"]["queue"]
    lines = [text("unaffected", lang, name=_name(state, e["player"]))]
    if queue:
        lines.append(text("defend_next", lang, name=_name(state, queue[0])))
    return lines


def _d_round_ended(state: State, e: Event, lang: str) -> list[str]:
    return [text("round_ended", lang, round=e["round"])]


def _d_reward(state: State, e: Event, lang: str) -> list[str]:
    return [text("reward_gained", lang, name=_name(state, e["player"]), reward=e["name"])]


def _d_took(state: State, e: Event, lang: str) -> list[str]:
    return [text("took", lang, name=_name(state, e["player"]), card=card_name(state, e["card"], lang), other=_name(state, e["from"]))]


def _d_unit_action(state: State, e: Event, lang: str) -> list[str]:
    return [text("unit_action", lang, name=_name(state, e["player"]), card=card_name(state, e["card"], lang))]


def _d_paid(state: State, e: Event, lang: str) -> list[str]:
    return [text("paid", lang, name=_name(state, e["player"]), influence=e["influence"])]


def _d_rune_used(state: State, e: Event, lang: str) -> list[str]:
    return [text("rune_used", lang, name=_name(state, e["player"]))]


def _d_over(state: State, e: Event, lang: str) -> list[str]:
    lines = [winners_text(state, e, lang)]
    if "scores" in e:
        lines.append(text("monument_scores", lang, scores=", ".join(f"{k} {v}" for k, v in e["scores"].items())))
    return lines


_DESCRIBE = {
    "bought": _d_bought, "acquired": _d_acquired, "turn_ended": _d_turn_ended, "turn_started": _d_turn_started,
    "event_phase": _d_event_phase, "combat_started": _d_combat_started, "card_played": _d_played, "passed": _d_passed,
    "deployment_over": _d_deployment_over, "attrition": _d_attrition, "casualty": _d_marked("casualty"),
    "wounded": _d_marked("wounded"), "destroyed": _d_marked("destroyed"), "protected": _d_marked("protected"),
    "bonus": _d_bonus, "combat_resolved": _d_resolved, "damage": _d_damage, "eliminated": _d_eliminated,
    "rune_taken": _d_rune_taken, "rune_used": _d_rune_used, "event_drawn": _d_event_drawn,
    "deck_rebuilt": _d_simple("deck_rebuilt"), "no_event": _d_simple("no_event"), "event_deck_empty": _d_simple("event_deck_empty"),
    "unaffected": _d_unaffected, "round_ended": _d_round_ended, "reward_gained": _d_reward, "took": _d_took,
    "unit_action": _d_unit_action, "game_over": _d_over, "paid": _d_paid, "city_destroyed": _d_city_destroyed,
}


def event_label(e: Event, lang: str = "en") -> str:
    """One event in a few words, for undo and log, in the table's language."""
    t = e["type"]
    if t == "fact":
        return f"{e['key']} = {e['value']}"
    if t == "card_played":
        # a label has no save at hand: names come from cards.toml, else the unit's cost group
        return text("label_card_played", lang, card=card_name({"facts": {}}, e["card"], lang))
    if t == "combat_started":
        kind = text("label_kind_" + e["kind"], lang) if e["kind"] in ("battle", "siege", "defence") else e["kind"]
        return text("label_combat_started", lang, kind=kind, target=e["target"]["name"])
    if t == "event_drawn":
        return text("label_event_drawn", lang, name=e["name"])
    if t == "damage":
        return text("label_damage", lang, amount=e["amount"])
    return text("label_" + t, lang)


def toolbar_line(state: State, lang: str = "en") -> str:
    who = ", ".join(f"{p['name']} {p['damage']}/{threshold()}" + (" out" if p["out"] else "") for p in state["players"])
    if state["phase"] == "game_over":
        return text("toolbar_over", lang, players=who)
    if state["phase"] == "event":
        return text("toolbar_event", lang, round=state["round"], players=who)
    return text("toolbar_turn", lang, round=state["round"], name=_name(state, state["active"]), players=who)


def status_data(state: State) -> dict[str, Any]:
    """The state as JSON for ``mkref status --json``: ``phase`` is turns, event, combat or game_over."""
    lang = state.get("lang", "en")
    phase = state["phase"] if state["phase"] == "game_over" or not state["combat"] else "combat"
    players = []
    for i, p in enumerate(state["players"]):
        players.append({
            "name": p["name"], "race": p["race"], "race_name": data.race_name(p["race"], lang), "damage": p["damage"],
            "eliminated": p["out"], "strongholds": {"ready": sum(p["strongholds"]), "exhausted": len(p["strongholds"]) - sum(p["strongholds"])},
            "barracks": {**p["barracks"], "strongholds": p["barracks_strongholds"]},
            "cities": [{"name": c["name"], "ready": c["ready"]} for c in p["cities"]],
            "rewards": [{"name": r["name"], "gold": r["gold"], "influence": r["influence"], "ready": r["ready"]} for r in p["rewards"]],
            "owned": {card_name(state, k, "en"): v for k, v in sorted(p["owned"].items()) if v},
            "dragon_rune": p["rune"], "monument": p["monument"], "start_player": i == state["start"], "active": i == state["active"] and state["phase"] == "turns",
        })
    ev = state["events"]
    out: dict[str, Any] = {
        "game": data.GAME_ID, "scenario": state["scenario"], "scenario_name": data.scenario_name(state["scenario"], lang),
        "round": state["round"], "phase": phase, "active_player": _name(state, state["active"]) if state["phase"] == "turns" else "",
        "start_player": _name(state, state["start"]), "players": players, "standing": standing(state, lang),
        "central": {"gold": dict(state["central"]["gold"]), "neutral": dict(state["central"]["neutral"]),
                    "cities": [c["name"] for c in state["central"]["cities"]], "unnamed_cities": state["central"]["unnamed_cities"]},
        "event_deck": {"cards": ev["deck"], "stage": ev["stage"], "enemies": [x["name"] for x in ev["enemies"]],
                       "lasting": [x["name"] for x in ev["lasting"]], "discard": len(ev["discard"]),
                       "defending": [_name(state, i) for i in ev["queue"]], "in_play": events_in_play(state),
                       "removed": int(ev.get("removed", 0)), "size": int(ev.get("size", 0))},
        "combat": _combat_status(state), "result": _result(state),
    }
    return out


def events_in_play(state: State) -> int:
    """Event cards neither in the deck nor in the discard pile nor out of the game: enemies, lasting
    effects, an attacking effect still being defended against, enemies kept as rewards (pp. 9-10)."""
    ev = state["events"]
    current = ev["current"]
    resolving = bool(current) and current.get("kind") == "effect" and not current.get("lasting") and bool(ev["queue"])
    rewards = sum(1 for p in state["players"] for r in p["rewards"] if r.get("id"))
    return len(ev["enemies"]) + len(ev["lasting"]) + int(resolving) + rewards


def _combat_status(state: State) -> dict[str, Any]:
    c = state["combat"]
    if not c:
        return {}
    return {"kind": c["kind"], "target": c["target"]["name"], "step": c["step"], "next": c["next"],
            "attacker": _name(state, c["attacker"]), "defender": _name(state, c["defender"]) if c["defender"] >= 0 else "",
            "totals": {s: combat.total(c["armies"][s], int(c["target"].get("defense_bonus", 0)) if s == combat.DEFENDER else 0) for s in c["armies"]}}


def _result(state: State) -> dict[str, Any]:
    r = state["result"]
    if not r:
        return {}
    lang = state.get("lang", "en")
    return {**r, "winners": [_name(state, i) for i in r["winners"]], "text": winners_text(state, {**r}, lang)}


def status_lines(s: dict[str, Any], lang: str = "en") -> list[str]:
    """The status as plain lines (the REPL's ``status`` and ``mkref status``)."""
    lines = [text("status_title", lang, scenario=s["scenario_name"], round=s["round"], phase=text("phase_" + s["phase"], lang))]
    for p in s["players"]:
        cities = ", ".join(c["name"] + ("" if c["ready"] else text("mark_exhausted", lang)) for c in p["cities"]) or "-"
        rewards = ", ".join(r["name"] + ("" if r["ready"] else text("mark_exhausted", lang)) for r in p["rewards"]) or "-"
        lines.append(text("status_player", lang, name=p["name"], race=p["race_name"], damage=p["damage"], limit=threshold(),
                          ready=p["strongholds"]["ready"], exhausted=p["strongholds"]["exhausted"], cities=cities, rewards=rewards,
                          out=text("status_out", lang) if p["eliminated"] else ""))
        extra = []
        if p["dragon_rune"]:
            extra.append(text("status_rune_" + p["dragon_rune"], lang))
        if p["monument"]:
            extra.append(text("status_monument_" + p["monument"], lang))
        if extra:
            lines.append("    " + "; ".join(extra))
    ev = s["event_deck"]
    lines.append(text("status_events", lang, cards=ev["cards"], stage=ev["stage"] or "-", enemies=", ".join(ev["enemies"]) or "-", lasting=", ".join(ev["lasting"]) or "-"))
    closest = ", ".join(r["player"] for r in s["standing"] if r["closest"])
    if s["result"]:
        lines.append(s["result"]["text"])
    elif s["scenario"] == "cataclysm":
        risk = max((p for p in s["players"] if not p["eliminated"]), key=lambda p: p["damage"])
        lines.append(text("status_cataclysm", lang, cards=ev["cards"], name=risk["name"], damage=risk["damage"], limit=threshold()))
    elif closest:
        lines.append(text("status_closest_" + s["scenario"], lang, name=closest))
    return lines


__all__ = ["describe_event", "event_label", "seat_order_from", "status_data", "status_lines", "toolbar_line"]
