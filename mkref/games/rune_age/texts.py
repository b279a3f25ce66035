"""What the table reads after a command, the log labels, the toolbar and the status data. Pure: it
returns lines; the shell prints them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypedDict, cast


from . import combat, data
from .cards import TableFacts, card_name
from .combat import Side
from .elimination import threshold
from .events import (AcquiredEvent, AttritionEvent, BonusEvent, BoughtEvent, CardMarkedEvent, CardPlayedEvent, CityDestroyedEvent,
                     CombatResolvedEvent, CombatStartedEvent, DamageEvent, EliminatedEvent, EventDrawnEvent, EventType, GameOverEvent,
                     PaidEvent, PassedEvent, PlayerEvent, RewardGainedEvent, RoundEvent, RuneAgeEvent, RuneTakenEvent, Target, TookEvent,
                     TurnEndedEvent, UnitActionEvent)
from .messages import text
from .state import GameState, PlayerState
from .victory import winners_text

Describe = Callable[[GameState, RuneAgeEvent, str], list[str]]


class Seats(TypedDict):
    """The players by seat: the state, or none for a log label that has no save at hand."""

    players: list[PlayerState]


def _name(state: Seats, i: int) -> str:
    return str(state["players"][i]["name"])


def shown(entry: Mapping[str, object], lang: str) -> str:
    """A city, enemy, event card or reward of the state in the table's language: its name in the rules data
    found by its id, else the name the table typed (the state keeps ids and English, never a language)."""
    ident = str(entry.get("id", ""))
    card = data.city(ident) or data.event_card(ident)
    return data.name(card, lang) if card.get("name") else str(entry["name"])


def target_name(state: Seats, kind: str, ident: str, name: str, lang: str) -> str:
    """A combat's target in the table's language (an old save may hold it in the language it was played in)."""
    if kind == "stronghold":
        return text("stronghold", lang)
    if kind == "realm" and ident.startswith("realm:"):
        return text("realm_of", lang, name=_name(state, int(ident[6:])))
    if kind == "objective":
        return data.name(data.cards()["objective"], lang)
    return shown({"id": ident, "name": name}, lang)


def _target(state: GameState, target: Target, lang: str) -> str:
    return target_name(state, str(target["kind"]), str(target["id"]), str(target["name"]), lang)


def _army_line(state: GameState, side: Side, lang: str) -> str:
    c = state["combat"]
    owner = c["attacker"] if side == combat.ATTACKER else c["defender"]
    army = c["armies"][side]
    parts = []
    for card in army:
        mark = text("mark_destroyed", lang) if card["destroyed"] else (text("mark_wounded", lang) if card["wounded"] else "")
        bonus = f"{card['bonus']:+d}" if card["bonus"] else ""
        parts.append(f"{card_name(state, card['card'], lang)} {card['strength']}{bonus}{mark}")
    extra = int(c["target"].get("defense_bonus", 0)) if side == combat.DEFENDER else 0
    if extra:
        parts.append(text("defense_bonus_part", lang, n=extra))
    return text("army_total", lang, name=_name(state, owner), total=combat.total(army, extra), cards=", ".join(parts) or "-")


def _next_line(state: GameState, lang: str) -> str:
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


def describe_event(state: GameState, e: RuneAgeEvent, lang: str = "en") -> list[str]:
    t = e["type"]
    handler = _DESCRIBE.get(t)
    return handler(state, e, lang) if handler else []


def _d_bought(state: GameState, e: BoughtEvent, lang: str) -> list[str]:
    items = ", ".join(_item_name(state, i, lang) for i in e["items"])
    lines = [text("bought", lang, name=_name(state, e["player"]), items=items, spent=e["spent"], gold=e["gold"])]
    if e["gold"] > e["spent"]:
        lines.append(text("gold_lost", lang, n=e["gold"] - e["spent"]))
    return lines


def _item_name(state: TableFacts, item: str, lang: str) -> str:
    if item in ("stronghold", "monument"):
        return text(item, lang)
    return card_name(state, item, lang)


def _d_acquired(state: GameState, e: AcquiredEvent, lang: str) -> list[str]:
    items = ", ".join(card_name(state, i, lang) for i in e["items"])
    lines = [text("acquired", lang, name=_name(state, e["player"]), items=items, spent=e["spent"], influence=e["influence"])]
    if e["influence"] > e["spent"]:
        lines.append(text("influence_lost", lang, n=e["influence"] - e["spent"]))
    return lines


def _d_turn_ended(state: GameState, e: TurnEndedEvent, lang: str) -> list[str]:
    return [text("turn_ended", lang, name=_name(state, e["player"]), keep=e["keep"])]


def _d_turn_started(state: GameState, e: PlayerEvent, lang: str) -> list[str]:
    return [text("turn_started", lang, round=state["round"], name=_name(state, e["player"]))]


def _d_event_phase(state: GameState, e: RoundEvent, lang: str) -> list[str]:
    """R-EVT-06 step 1 (p. 9): the enemies in play when the phase begins act before the draw."""
    lines = [text("event_phase", lang, round=e["round"], name=_name(state, state["start"]), deck=state["events"]["deck"])]
    enemies = [shown(x, lang) for x in state["events"]["enemies"]]
    if enemies:
        lines.append(text("event_phase_enemies", lang, enemies=", ".join(enemies)))
    return lines


def _d_city_destroyed(state: GameState, e: CityDestroyedEvent, lang: str) -> list[str]:
    return [text("city_destroyed", lang, city=shown(e, lang), name=_name(state, e["player"]))]


def _d_combat_started(state: GameState, e: CombatStartedEvent, lang: str) -> list[str]:
    c = state["combat"]
    target = c["target"]
    key = {"battle": "battle_started", "siege": "siege_started", "defence": "defence_started"}[e["kind"]]
    lines = [text(key, lang, name=_name(state, e["attacker"]), target=_target(state, target, lang), strength=target["strength"],
                  attrition=target["attrition"], defender=_name(state, e["defender"]) if e["defender"] >= 0 else "")]
    return lines


def _d_played(state: GameState, e: CardPlayedEvent, lang: str) -> list[str]:
    c = state["combat"]
    owner = c["attacker"] if e["side"] == combat.ATTACKER else c["defender"]
    return [text("played", lang, name=_name(state, owner), card=card_name(state, e["card"], lang), strength=e["strength"], total=e["total"])]


COMBAT_EVENTS = frozenset({"card_played", "passed", "deployment_over", "casualty", "wounded", "destroyed", "protected", "bonus", "combat_started"})


def combat_summary(state: GameState, events: list[RuneAgeEvent], lang: str) -> list[str]:
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


def _after_defence(state: GameState, events: list[RuneAgeEvent], lang: str) -> list[str]:
    """After a defence against a Home Realm attack (p. 10-11): who defends next, or that the round may end."""
    defended = any(e["type"] == "combat_resolved" and e["kind"] == "defence" for e in events)
    if not defended or state["phase"] != "event":
        return []
    queue = state["events"]["queue"]
    return [text("defend_next", lang, name=_name(state, queue[0])) if queue else text("defences_done", lang)]


def _d_passed(state: GameState, e: PassedEvent, lang: str) -> list[str]:
    c = state["combat"]
    owner = c["attacker"] if e["side"] == combat.ATTACKER else c["defender"]
    return [text("passed", lang, name=_name(state, owner))]


def _d_deployment_over(state: GameState, e: RuneAgeEvent, lang: str) -> list[str]:
    return [text("deployment_over", lang, name=_name(state, state["combat"]["attacker"]))]


def _d_attrition(state: GameState, e: AttritionEvent, lang: str) -> list[str]:
    return [text("attrition_roll", lang, roll=e["roll"], skulls=e["skulls"])]


def _d_marked(key: str) -> Callable[[GameState, CardMarkedEvent, str], list[str]]:
    def describe(state: GameState, e: CardMarkedEvent, lang: str) -> list[str]:
        card = state["combat"]["armies"][e["side"]][e["index"]]
        return [text(key, lang, card=card_name(state, card["card"], lang))]
    return describe


def _d_bonus(state: GameState, e: BonusEvent, lang: str) -> list[str]:
    c = state["combat"]
    if e["side"] == "target":
        t = c["target"]
        return [text("target_bonus", lang, target=_target(state, t, lang), amount=e["amount"], total=int(t["strength"]) + int(t["bonus"]))]
    card = c["armies"][e["side"]][e["index"]]
    return [text("card_bonus", lang, card=card_name(state, card["card"], lang), amount=e["amount"])]


def _d_resolved(state: GameState, e: CombatResolvedEvent, lang: str) -> list[str]:
    target = target_name(state, str(e.get("target_kind", "")), str(e.get("target_id", "")), str(e["target"]), lang)
    if e["kind"] == "siege":
        key = "siege_result_" + e["winner"]
        line = text(key, lang, attacker=_name(state, e["attacker"]), defender=_name(state, e["defender"]), a=e["s_attacker"], d=e["s_defender"])
    else:
        key = "battle_result_" + e["winner"]
        line = text(key, lang, name=_name(state, e["attacker"]), target=target, a=e["s_attacker"], d=e["s_defender"])
    lines = [line, text("fate_" + e["fate"], lang, name=_name(state, e["attacker"]), target=target, damage=e["damage"])]
    fallen = [card_name(state, c, lang) for side in e["fallen"].values() for c in side]
    if fallen:
        lines.append(text("fallen", lang, cards=", ".join(fallen)))
    return lines


def _d_damage(state: GameState, e: DamageEvent, lang: str) -> list[str]:
    p = state["players"][e["player"]]
    return [text("damage", lang, name=p["name"], amount=e["amount"], total=p["damage"], limit=threshold())]


def _d_eliminated(state: GameState, e: EliminatedEvent, lang: str) -> list[str]:
    return [text("eliminated", lang, name=_name(state, e["player"]), limit=threshold())]


def _d_rune_taken(state: GameState, e: RuneTakenEvent, lang: str) -> list[str]:
    found = e["keep"] == "new" and e.get("source") == "event"  # a card text gave it, nobody lost it (p. 15)
    return [text("rune_found_new" if found else "rune_taken_" + e["keep"], lang, name=_name(state, e["player"]))]


def _d_event_drawn(state: GameState, e: EventDrawnEvent, lang: str) -> list[str]:
    ev = state["events"]
    key = "event_enemy" if e["kind"] == "enemy" else ("event_attack" if e["attacks"] else "event_effect")
    lines = [text(key, lang, name=shown(e, lang), stage=e["stage"], deck=ev["deck"], strength=e.get("strength", 0))]
    if e["lasting"]:
        lines.append(text("event_lasting", lang, name=shown(e, lang), round=state["round"]))
    if ev["queue"]:
        lines.append(text("defend_next", lang, name=_name(state, ev["queue"][0])))
    return lines


def _d_simple(key: str) -> Describe:
    def describe(state: GameState, e: RuneAgeEvent, lang: str) -> list[str]:
        return [text(key, lang, **{k: v for k, v in e.items() if k != "type"})]
    return describe


def _d_unaffected(state: GameState, e: PlayerEvent, lang: str) -> list[str]:
    queue = state["events"]["queue"]
    lines = [text("unaffected", lang, name=_name(state, e["player"]))]
    if queue:
        lines.append(text("defend_next", lang, name=_name(state, queue[0])))
    elif state["phase"] == "event":
        lines.append(text("defences_done", lang))
    return lines


def _d_round_ended(state: GameState, e: RoundEvent, lang: str) -> list[str]:
    return [text("round_ended", lang, round=e["round"])]


def _d_reward(state: GameState, e: RewardGainedEvent, lang: str) -> list[str]:
    return [text("reward_gained", lang, name=_name(state, e["player"]), reward=e["name"])]


def _d_took(state: GameState, e: TookEvent, lang: str) -> list[str]:
    return [text("took", lang, name=_name(state, e["player"]), card=card_name(state, e["card"], lang), other=_name(state, e["from"]))]


def _d_unit_action(state: GameState, e: UnitActionEvent, lang: str) -> list[str]:
    return [text("unit_action", lang, name=_name(state, e["player"]), card=card_name(state, e["card"], lang))]


def _d_paid(state: GameState, e: PaidEvent, lang: str) -> list[str]:
    return [text("paid", lang, name=_name(state, e["player"]), influence=e["influence"])]


def _d_rune_used(state: GameState, e: PlayerEvent, lang: str) -> list[str]:
    return [text("rune_used", lang, name=_name(state, e["player"]))]


def _d_over(state: GameState, e: GameOverEvent, lang: str) -> list[str]:
    lines = [winners_text(state, e, lang)]
    if "scores" in e:
        lines.append(text("monument_scores", lang, scores=", ".join(f"{k} {v}" for k, v in e["scores"].items())))
    return lines


# each is called with the events of its own kind only (tests/unit/rune_age/test_types.py checks the table)
_DESCRIBE = cast(dict[EventType, Describe], {
    "bought": _d_bought, "acquired": _d_acquired, "turn_ended": _d_turn_ended, "turn_started": _d_turn_started,
    "event_phase": _d_event_phase, "combat_started": _d_combat_started, "card_played": _d_played, "passed": _d_passed,
    "deployment_over": _d_deployment_over, "attrition": _d_attrition, "casualty": _d_marked("casualty"),
    "wounded": _d_marked("wounded"), "destroyed": _d_marked("destroyed"), "protected": _d_marked("protected"),
    "bonus": _d_bonus, "combat_resolved": _d_resolved, "damage": _d_damage, "eliminated": _d_eliminated,
    "rune_taken": _d_rune_taken, "rune_used": _d_rune_used, "event_drawn": _d_event_drawn,
    "deck_rebuilt": _d_simple("deck_rebuilt"), "no_event": _d_simple("no_event"), "event_deck_empty": _d_simple("event_deck_empty"),
    "unaffected": _d_unaffected, "round_ended": _d_round_ended, "reward_gained": _d_reward, "took": _d_took,
    "unit_action": _d_unit_action, "game_over": _d_over, "paid": _d_paid, "city_destroyed": _d_city_destroyed,
})


def event_label(e: RuneAgeEvent, lang: str = "en") -> str:
    """One event in a few words, for undo and log, in the table's language, with who did it (``by``)."""
    what = _what(e, lang)
    return text("label_by", lang, name=e["by"], what=what) if what and e.get("by") else what


def _what(e: RuneAgeEvent, lang: str) -> str:
    if e["type"] == "fact":
        return ""  # a printed value told at a question belongs to its command's line (and to the card file)
    # a label has no save at hand: names come from cards.toml, else the unit's cost group
    if e["type"] == "card_played":
        return text("label_card_played", lang, card=card_name({"facts": {}}, e["card"], lang))
    if e["type"] == "bought" or e["type"] == "acquired":
        return text("label_" + e["type"], lang, items=", ".join(_item_name({"facts": {}}, i, lang) for i in e.get("items", [])))
    if e["type"] == "took" or e["type"] == "unit_action":
        return text("label_" + e["type"], lang, card=card_name({"facts": {}}, e["card"], lang))
    if e["type"] == "combat_started":
        kind = text("label_kind_" + e["kind"], lang) if e["kind"] in ("battle", "siege", "defence") else e["kind"]
        target = e["target"]
        if target.get("kind") == "realm":
            name = text("realm_of", lang, name=e["against"]) if e.get("against") else str(target["name"])
        else:
            name = target_name({"players": []}, str(target.get("kind", "")), str(target.get("id", "")), str(target["name"]), lang)
        return text("label_combat_started", lang, kind=kind, target=name)
    if e["type"] == "event_drawn":
        return text("label_event_drawn", lang, name=shown(e, lang))
    if e["type"] == "damage":
        return text("label_damage", lang, amount=e["amount"])
    return text("label_" + e["type"], lang)


STEP_EVENTS = frozenset({"turn_started", "event_phase", "event_drawn", "no_event", "event_deck_empty"})


def next_step(state: GameState, events: list[RuneAgeEvent], lang: str) -> list[str]:
    """Item 6: after a step that moves the game on, the command the table types next (p. 7, 9)."""
    if state["result"] or state["combat"] or not any(e["type"] in STEP_EVENTS for e in events):
        return []
    ev = state["events"]
    if state["phase"] != "event":
        return [text("next_turn", lang, name=_name(state, state["active"]))]
    if ev["queue"]:
        return []  # the event's line already names who defends next
    if not ev["drawn"]:
        return [text("next_event", lang, name=_name(state, state["start"]))]
    return [text("next_end_round", lang)]


def _toolbar_next(state: GameState, lang: str) -> str:
    ev = state["events"]
    if state["phase"] != "event":
        return text("toolbar_next_turn", lang)
    if ev["queue"]:
        return text("toolbar_next_defend", lang, name=_name(state, ev["queue"][0]))
    return text("toolbar_next_end" if ev["drawn"] else "toolbar_next_event", lang)


def toolbar_line(state: GameState, lang: str = "en") -> str:
    who = ", ".join(f"{p['name']} {p['damage']}/{threshold()}" + (text("toolbar_out", lang) if p["out"] else "") for p in state["players"])
    if state["phase"] == "game_over":
        return text("toolbar_over", lang, players=who)
    if state["phase"] == "event":
        return text("toolbar_event", lang, round=state["round"], players=who, next=_toolbar_next(state, lang))
    return text("toolbar_turn", lang, round=state["round"], name=_name(state, state["active"]), players=who, next=_toolbar_next(state, lang))


__all__ = ["describe_event", "event_label", "next_step", "shown", "toolbar_line"]
