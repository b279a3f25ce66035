"""Combat at the table (spec 8, p. 9-14): declaring battles and sieges, defending against an effect,
deployment card by card, attrition rolls, wounds and destruction, modifiers, resolution. Pure."""

from __future__ import annotations

from typing import Literal

from mkref.core.events import Command
from mkref.core.names import fold

from . import combat, data
from .cards import card_kind, card_name, card_named
from .combat import Side
from .decide_common import Ask, bad_input, card_id, find_player, named, owned_free, race_named, refuse, said, strength_of
from .decide_turn import STRONGHOLD_WORDS, city_value, destroy_city
from .elimination import damage_events
from .events import CombatKind, CombatResolvedEvent, CombatStartedEvent, Fate, RuneAgeEvent, Target, Winner
from .state import CombatState, GameState

SIDE_WORDS: dict[str, Side] = {"attacker": combat.ATTACKER, "angreifer": combat.ATTACKER, "defender": combat.DEFENDER, "verteidiger": combat.DEFENDER}
TARGET_WORDS = ("target", "ziel", "enemy", "feind", "effect", "effekt", "city", "stadt", "objective", "spielziel")


def _targets_this_turn(state: GameState, me: int) -> list[str]:
    return list(state["players"][me]["targets"])


def _check_once(state: GameState, me: int, key: str, name: str, ref: str = "p. 11") -> None:
    """R-CMB-03 (p. 11, p. 12; A-04): each target at most once in the player's turn."""
    if key in _targets_this_turn(state, me):
        raise refuse(state, "target_twice", ref, name=name)


# ---- declaring ----------------------------------------------------------------------------------------
def battle(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """R-BAT-01, R-CMB-05 (p. 10, p. 20): own stronghold, neutral city, enemy, the Dragonlords objective."""
    me = int(state["active"])
    if not command.args:
        raise bad_input(state, "usage_battle", "p. 10")
    word = " ".join(command.args)
    key = fold(word)
    if key in STRONGHOLD_WORDS or _names_a_stronghold(state, me, word):
        return [_stronghold_battle(state, me)]
    if key in ("objective", "spielziel", "spielzielkarte", "zielkarte", "dragonlords", "drachenlords"):
        return [_objective_battle(state, ask, me, word)]
    enemies = state["events"]["enemies"]
    enemy = next((e for e in enemies if fold(e["name"]) == key or e["id"] in (data.slug(word), data.event_id(word))), None)
    by_word = [e for e in enemies if key in fold(e["name"]).split("_")]  # 'Kalladra' for 'Dragonlord Kalladra'
    if enemy is None and len(by_word) == 1:
        enemy = by_word[0]
    if enemy is not None:
        _check_once(state, me, "enemy:" + enemy["id"], enemy["name"])
        target: Target = {"kind": "enemy", "id": enemy["id"], "name": enemy["name"], "key": "enemy:" + enemy["id"],
                  "strength": int(state["facts"][enemy["id"] + ".strength"]), "attrition": int(state["facts"].get(enemy["id"] + ".attrition", 0))}
        return [_started("battle", me, target)]
    who = find_player(state, word)
    if who is not None or key.startswith(("realm", "heimatreich")):
        raise refuse(state, "realm_is_siege", "p. 12", "hint_siege")
    for i, other in enumerate(state["players"]):
        if any(fold(c["name"]) == key for c in other["cities"]):
            if i == me:
                raise refuse(state, "own_city", "p. 10", city=word)
            raise refuse(state, "city_is_siege", "p. 12", "hint_siege", city=word, name=other["name"])
    _refuse_near_miss(state, word)
    return [_city_battle(state, ask, me, word)]


def _names_a_stronghold(state: GameState, me: int, word: str) -> bool:
    """'Festung von Ben', "Ben's stronghold", 'my stronghold': a stronghold named with other words. One of
    another player's is refused (a battle is fought only for one's own stronghold, p. 10), never taken for
    a new neutral city; any other is the player's own."""
    parts = fold(word).split("_")
    if not any(part in STRONGHOLD_WORDS for part in parts):
        return False
    races = data.race_index()
    for part in parts:
        owner = find_player(state, part)
        if owner is None and part.endswith("s"):
            owner = find_player(state, part[:-1])  # "Bens Festung"
        race = races.find(part) if owner is None else None  # "Elfen-Festung"
        if race is not None and race != state["players"][me]["race"]:
            owner = next((i for i, p in enumerate(state["players"]) if p["race"] == race), None)
            name = state["players"][owner]["name"] if owner is not None else race_named(race)
            raise refuse(state, "other_stronghold", "p. 10", name=name)
        if owner is not None and owner != me:
            raise refuse(state, "other_stronghold", "p. 10", name=state["players"][owner]["name"])
    return True


def _refuse_near_miss(state: GameState, word: str, more: list[str] | None = None, ref: str = "p. 10") -> None:
    """A name mkref does not know becomes a new neutral city (their names are not in the rulebook), unless it
    is a typo of a target in play: 'Kaladra' must not become a city beside 'Dragonlord Kalladra' (p. 10)."""
    import difflib

    key = fold(word)
    names = [e["name"] for e in state["events"]["enemies"]] + [c["name"] for c in state["central"]["cities"]]
    names += [c["name"] for p in state["players"] for c in p["cities"]]
    names += [data.name(c, lang) for c in data.cards().get("cities", {}).values() for lang in ("en", "de")] + (more or [])
    if any(fold(n) == key for n in names):
        return
    for name in dict.fromkeys(names):
        parts = [fold(name), *fold(name).split("_")]
        swapped = any(len(key) >= 3 and sorted(key) == sorted(part) for part in parts)  # 'Bne' for 'Ben'
        if swapped or difflib.get_close_matches(key, parts, n=1, cutoff=0.75):
            raise refuse(state, "target_typo", ref, name=word, close=name)


def _objective_battle(state: GameState, ask: Ask, me: int, word: str) -> CombatStartedEvent:
    """R-WIN-DL-01 (p. 15): the Dragonlords' Objective card is the common enemy (A-32)."""
    if state["scenario"] != "dragonlords":
        raise refuse(state, "no_objective_enemy", "p. 15")
    _check_once(state, me, "objective", word)
    card = data.cards()["objective"]
    name = named(card["name"])
    strength = ask.number("objective.strength", said("what_strength_target", name=name), printed=card.get("strength"))
    attrition = ask.number("objective.attrition", said("what_attrition", name=name), 6, printed=card.get("attrition"))
    target: Target = {"kind": "objective", "id": "objective", "name": name, "key": "objective", "strength": strength, "attrition": attrition}
    return _started("battle", me, target)


def _stronghold_battle(state: GameState, me: int) -> CombatStartedEvent:
    p = state["players"][me]
    if p["barracks_strongholds"] <= 0:
        raise refuse(state, "no_stronghold_left", "p. 10")
    tried = [t for t in p["targets"] if t.startswith("stronghold")]
    separate = state["settings"]["strongholds_separate_targets"]
    if tried and (not separate or len(tried) >= p["barracks_strongholds"]):
        raise refuse(state, "target_twice", "p. 11 (A-05)", name=said("stronghold"))
    key = f"stronghold:{len(tried) + 1}" if separate else "stronghold"
    name = said("stronghold")
    target: Target = {"kind": "stronghold", "id": "stronghold", "name": name, "key": key, "strength": int(data.cards()["stronghold"]["strength"]), "attrition": 0}
    return _started("battle", me, target)


def _city_battle(state: GameState, ask: Ask, me: int, word: str) -> CombatStartedEvent:
    ident = data.slug(word)
    central = state["central"]
    known = next((c for c in central["cities"] if c["id"] == ident), None)
    new = False
    if known is None:
        if central["unnamed_cities"] <= 0:
            raise refuse(state, "unknown_target", "p. 10", name=word)
        new = True
        shown = named(data.city(ident)["name"]) if data.city(ident) else word
    else:
        shown = known["name"]
    _check_once(state, me, "city:" + ident, shown)
    strength = city_value(state, ask, ident, "strength", shown)
    target: Target = {"kind": "city", "id": ident, "name": shown, "key": "city:" + ident, "strength": strength, "attrition": 0, "new": new}
    return _started("battle", me, target)


def siege(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """R-SIE-01, R-CMB-05 (p. 12, p. 16): a city another player controls, or another player's Home Realm."""
    me = int(state["active"])
    if not command.args:
        raise bad_input(state, "usage_siege", "p. 12")
    words = command.args[1:] if fold(command.args[0]) in ("realm", "heimatreich", "heimatreichkarte") else command.args
    word = " ".join(words)
    key = fold(word)
    if key in STRONGHOLD_WORDS or any(fold(w) in STRONGHOLD_WORDS for w in command.args):
        raise refuse(state, "no_stronghold_siege", "p. 12")
    who = find_player(state, word)
    if who is not None:
        if who == me:
            raise refuse(state, "own_realm", "p. 12")
        if state["players"][who]["out"]:
            raise refuse(state, "player_out", "p. 14", name=state["players"][who]["name"])
        if data.scenario(state["scenario"]).get("no_home_realm_sieges"):
            raise refuse(state, "monument_no_realm", "p. 16")
        name = said("realm_of", name=state["players"][who]["name"])
        _check_once(state, me, f"realm:{who}", name, "p. 12")
        target: Target = {"kind": "realm", "id": f"realm:{who}", "name": name, "key": f"realm:{who}", "strength": 0, "attrition": 0, "defense_bonus": 0}
        return [_started("siege", me, target, who)]
    for i, other in enumerate(state["players"]):
        for c in other["cities"]:
            if fold(c["name"]) == key or c["id"] == data.slug(word):
                if i == me:
                    raise refuse(state, "own_city", "p. 12", city=c["name"])
                _check_once(state, me, "city:" + c["id"], c["name"], "p. 12")
                bonus = city_value(state, ask, c["id"], "defense_bonus", c["name"])
                target = {"kind": "city", "id": c["id"], "name": c["name"], "key": "city:" + c["id"], "strength": 0, "attrition": 0, "defense_bonus": bonus}
                return [_started("siege", me, target, i)]
    known_neutral = any(c["id"] == data.slug(word) for c in state["central"]["cities"])
    if not known_neutral:
        _refuse_near_miss(state, word, [p["name"] for p in state["players"]], "p. 12")
    if known_neutral or state["central"]["unnamed_cities"] > 0:
        raise refuse(state, "neutral_city_is_battle", "p. 10", "hint_battle", city=word)
    raise refuse(state, "unknown_target", "p. 12", name=word)


def defend(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """R-BAT-06 effect row (p. 10-11): the next affected player fights a battle against the effect."""
    events = state["events"]
    if not events["queue"]:
        raise refuse(state, "nothing_to_defend", "p. 10")
    me = events["queue"][0]
    if command.args and find_player(state, " ".join(command.args)) not in (None, me):
        raise refuse(state, "not_your_defence", "p. 10", name=state["players"][me]["name"])
    current = events["current"]
    target: Target = {"kind": "effect", "id": current["id"], "name": current["name"], "key": "", "strength": int(current["strength"]), "attrition": int(current["attrition"])}
    return [_started("defence", me, target)]


def _started(kind: CombatKind, attacker: int, target: Target, defender: int = -1) -> CombatStartedEvent:
    return {"type": "combat_started", "kind": kind, "attacker": attacker, "defender": defender, "target": target}


# ---- deployment ----------------------------------------------------------------------------------------
def _side_word(state: GameState, words: list[str]) -> tuple[list[str], Side | Literal[""]]:
    """A trailing 'attacker'/'defender' (or a player's name in a siege) names the side."""
    if len(words) >= 2:
        last = fold(words[-1])
        if last in SIDE_WORDS:
            return words[:-1], SIDE_WORDS[last]
        c = state["combat"]
        who = find_player(state, words[-1])
        if c["kind"] == "siege" and who in (c["attacker"], c["defender"]):
            return words[:-1], combat.ATTACKER if who == c["attacker"] else combat.DEFENDER
    return words, ""


def _owner(c: CombatState, side: str) -> int:
    return int(c["attacker"] if side == combat.ATTACKER else c["defender"])


def _to_play(c: CombatState) -> Side:
    """The side whose turn it is to deploy (``next`` is empty only once deployment is over)."""
    return c["next"] or combat.ATTACKER


def play(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """R-BAT-02 (p. 10), R-SIE-02 (p. 12): unit and tactic cards from hand, one at a time."""
    c = state["combat"]
    if c["step"] != "deploy":
        raise refuse(state, "deploy_closed", "p. 12" if state["combat"]["kind"] == "siege" else "p. 10")
    words, named_side = _side_word(state, command.args)
    if not words:
        raise bad_input(state, "usage_play", "p. 10")
    if c["kind"] == "siege":
        if named_side and c["passed"][named_side]:
            raise refuse(state, "side_passed", "p. 12", name=state["players"][_owner(c, named_side)]["name"])
        side = named_side or _to_play(c)
        if side != c["next"]:
            raise refuse(state, "not_your_play", "p. 12", name=state["players"][_owner(c, c["next"])]["name"])
        names = _card_words(words)
        if len(names) > 1 and not c["passed"][combat.other(side)]:
            raise refuse(state, "one_card_at_a_time", "p. 12", name=state["players"][_owner(c, side)]["name"])
    else:
        if named_side == combat.DEFENDER:
            raise refuse(state, "battle_one_side", "p. 10")
        side = combat.ATTACKER
        names = _card_words(words)
    owner = _owner(c, side)
    events: list[RuneAgeEvent] = []
    taken: dict[str, int] = {}
    running = combat.total(c["armies"][side], int(c["target"].get("defense_bonus", 0)) if side == combat.DEFENDER else 0)
    for word in names:
        card = card_id(state, ask, owner, word)
        kind = card_kind(card)
        if kind == "gold":
            raise refuse(state, "only_units_tactics", "p. 10", card=card_named(state, card))
        if owned_free(state, owner, card) - taken.get(card, 0) <= 0:
            raise refuse(state, "not_owned", "p. 10", card=card_named(state, card), name=state["players"][owner]["name"])
        taken[card] = taken.get(card, 0) + 1
        strength = strength_of(state, ask, card)
        if kind == "tactic" and not state["settings"]["tactic_strength"]:
            strength = 0
        running += strength
        events.append({"type": "card_played", "side": side, "card": card, "owner": owner, "unit": kind == "unit", "strength": strength, "total": running})
    return events


def _card_words(words: list[str]) -> list[str]:
    """Several cards in one line: 'Undead Horde, Skeleton Archer' or 'unit1 unit1 unit2'."""
    joined = " ".join(words)
    if "," in joined:
        return [w.strip() for w in joined.split(",") if w.strip()]
    if all(data.find_card(w) is not None for w in words):
        return words
    return [joined]


def pass_or_stop(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """Siege: the side to play passes for good (p. 12). Battle: deployment ends and the attrition die is
    rolled once per symbol on the target (R-BAT-03, R-ATT, p. 9-10); skulls may follow: 'stop 1'."""
    c = state["combat"]
    if c["step"] != "deploy":
        raise refuse(state, "deploy_closed", "p. 12" if state["combat"]["kind"] == "siege" else "p. 10")
    if c["kind"] == "siege":
        words, named_side = _side_word(state, ["pass", *command.args])
        side = named_side or _to_play(c)
        if c["passed"][side]:
            raise refuse(state, "side_passed", "p. 12", name=state["players"][_owner(c, side)]["name"])
        if side != c["next"]:
            raise refuse(state, "not_your_play", "p. 12", name=state["players"][_owner(c, c["next"])]["name"])
        return [{"type": "passed", "side": side}]
    return _casualties(state, ask, c, command.args)


def _symbols(state: GameState, c: CombatState) -> int:
    target = c["target"]
    if state["settings"]["casualties_against"] == "enemies_only" and target["kind"] not in ("enemy", "objective"):
        return 0
    if target["kind"] == "objective" and not state["settings"]["objective_is_enemy"]:
        return 0
    return int(target["attrition"])


def _casualties(state: GameState, ask: Ask, c: CombatState, args: list[str]) -> list[RuneAgeEvent]:
    symbols = _symbols(state, c)
    for word in args:
        if not word.isdecimal():
            raise refuse(state, "skulls_whole", "p. 9", what=word)
    if len(args) > symbols:
        raise refuse(state, "too_many_rolls", "p. 9", n=symbols, name=c["target"]["name"])
    events: list[RuneAgeEvent] = [{"type": "deployment_over"}]
    army = [card.copy() for card in c["armies"][combat.ATTACKER]]
    for roll in range(1, symbols + 1):
        if roll <= len(args):
            skulls = int(args[roll - 1])
        else:
            skulls = ask.roll(f"skulls-{roll}", said("ask_skulls", roll=roll, n=symbols), state["settings"]["attrition_die"])
        events.append({"type": "attrition", "roll": roll, "skulls": skulls})
        for k in range(skulls):
            choices = combat.casualty_choices(army)
            if not choices:
                break
            ids = tuple(dict.fromkeys(army[i]["card"] for i in choices))
            pick = ids[0] if len(ids) == 1 else ask.choose(
                f"casualty-{roll}-{k + 1}", said("ask_casualty"),
                ids, tuple((i, card_named(state, i), card_name(state, i, "de")) for i in ids))
            index = next(i for i in sorted(choices, key=lambda i: not army[i]["wounded"]) if army[i]["card"] == pick)
            army[index]["destroyed"] = True
            events.append({"type": "casualty", "side": combat.ATTACKER, "index": index})
    return events


def _locate(state: GameState, ask: Ask, words: list[str]) -> tuple[Side, int]:
    """A card in the running combat: (side, index)."""
    c = state["combat"]
    words, side = _side_word(state, words)
    sides: list[Side] = [side] if side else [combat.ATTACKER, combat.DEFENDER]
    for s in sides:
        if not c["armies"][s]:
            continue
        card = card_id(state, ask, _owner(c, s), " ".join(words))
        index = combat.find_in_army(c["armies"][s], card)
        if index is not None:
            return s, index
    raise refuse(state, "not_in_combat", "p. 14", card=" ".join(words))


def wound(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """R-DW-02 (p. 14): wound only in combat; a wounded unit cannot be wounded again."""
    side, index = _locate(state, ask, command.args)
    card = state["combat"]["armies"][side][index]
    if card["wounded"]:
        raise refuse(state, "wounded_twice", "p. 14", card=card["name"])
    return [{"type": "wounded", "side": side, "index": index}]


def destroy(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """R-DW-01 (p. 14): a destroyed card leaves the combat at once and adds no strength; outside a combat
    only a city can be destroyed (by a card text): it goes back to the centre, neutral."""
    if not state["combat"]:
        return destroy_city(state, command, ask)
    side, index = _locate(state, ask, command.args)
    card = state["combat"]["armies"][side][index]
    if card["protected"]:
        raise refuse(state, "is_protected", "p. 9", card=card["name"])
    return [{"type": "destroyed", "side": side, "index": index}]


def protect(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """R-ATT-03 (p. 9): an ability keeps this unit from being destroyed: it cannot be a casualty."""
    side, index = _locate(state, ask, command.args)
    return [{"type": "protected", "side": side, "index": index}]


def bonus(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """An ability's modifier (On-play, Resolution, a lasting effect): 'bonus CARD +2', 'bonus target +1'."""
    args = command.args
    if len(args) < 2:
        raise bad_input(state, "usage_bonus", "p. 14")
    at = next((i for i in range(len(args) - 1, -1, -1) if args[i].lstrip("+-").isdecimal()), -1)
    if at < 0:
        raise bad_input(state, "whole_number", "p. 14", what=args[-1])
    amount = int(args[at])
    rest = args[:at] + args[at + 1:]
    c = state["combat"]
    if fold(rest[0]) in TARGET_WORDS and c["kind"] != "siege":
        return [{"type": "bonus", "side": "target", "index": -1, "amount": amount}]
    side, index = _locate(state, ask, rest)
    army = c["armies"][side]
    fresh = [i for i, card in enumerate(army) if card["card"] == army[index]["card"] and not card["destroyed"] and not card["bonus"]]
    if not fresh:
        raise refuse(state, "ability_once", "p. 14", card=army[index]["name"])
    return [{"type": "bonus", "side": side, "index": fresh[0], "amount": amount}]


# ---- resolution -----------------------------------------------------------------------------------------
def resolve(state: GameState, command: Command, ask: Ask) -> list[RuneAgeEvent]:
    """R-BAT-04..07 (p. 10-11), R-SIE-03..05 (p. 12): compare, apply the outcome, end the combat."""
    c = state["combat"]
    if c["step"] != "resolution":
        key = "siege_still_deploying" if c["kind"] == "siege" else "battle_still_deploying"
        raise refuse(state, key, "p. 12" if c["kind"] == "siege" else "p. 10", name=state["players"][_owner(c, c["next"] or combat.ATTACKER)]["name"])
    target = c["target"]
    s_att = combat.total(c["armies"][combat.ATTACKER])
    fallen: dict[Side, list[str]] = {s: [card["card"] for card in combat.fallen(c["armies"][s])] for s in (combat.ATTACKER, combat.DEFENDER)}
    s_def, winner, damage, fate = _siege_outcome(c, s_att) if c["kind"] == "siege" else _battle_outcome(state, c, s_att)
    outcome: CombatResolvedEvent = {
        "type": "combat_resolved", "kind": c["kind"], "attacker": c["attacker"], "defender": c["defender"], "target_kind": target["kind"],
        "target": target["name"], "target_id": target["id"], "s_attacker": s_att, "fallen": fallen, "s_defender": s_def, "winner": winner,
        "damage": damage, "fate": fate}
    events: list[RuneAgeEvent] = [outcome]
    if fate == "damaged" and c["kind"] == "siege":  # R-SIE-04: the difference on the defender's Home Realm
        events += damage_events(state, ask, c["defender"], damage, c["attacker"], "siege")
    elif fate == "damaged":  # R-BAT-06: an effect that wins damages the defending player's Home Realm
        events += damage_events(state, ask, c["attacker"], damage, -1, "event")
    return events


def _siege_outcome(c: CombatState, s_att: int) -> tuple[int, Winner, int, Fate]:
    """R-SIE-03/04 (p. 12): the defender's total with the defense bonus; a city changes hands, a Home Realm takes damage."""
    target = c["target"]
    s_def = combat.total(c["armies"][combat.DEFENDER], int(target.get("defense_bonus", 0)))
    won = combat.attacker_wins_siege(s_att, s_def)
    if target["kind"] == "city":
        return s_def, "attacker" if won else "defender", 0, "captured" if won else "held"
    return s_def, "attacker" if won else "defender", combat.damage(s_att, s_def) if won else 0, "damaged" if won else "repelled"


def _battle_outcome(state: GameState, c: CombatState, s_att: int) -> tuple[int, Winner, int, Fate]:
    """R-BAT-05/06 (p. 10-11): the army against the target's strength and modifiers."""
    target = c["target"]
    s_target = int(target["strength"]) + int(target.get("bonus", 0))
    won = combat.army_wins_battle(s_att, s_target)
    if target["kind"] == "effect":
        return s_target, "army" if won else "target", 0 if won else combat.damage(s_target, s_att), "repelled" if won else "damaged"
    return s_target, "army" if won else "target", 0, _battle_fate(state, target, won)


def _battle_fate(state: GameState, target: Target, won: bool) -> Fate:
    """What becomes of a battle's target (p. 10): a stronghold or city is captured, the Objective card beaten;
    a defeated enemy goes to the event discard pile unless it becomes a reward (R-EVT-04, p. 9-10)."""
    if not won:
        return "stays"
    if target["kind"] in ("stronghold", "city"):
        return "captured"
    if target["kind"] == "objective":
        return "defeated_objective"
    reward = state["facts"].get(target["id"] + ".reward", "none")
    return "discarded" if reward == "none" else "reward"
