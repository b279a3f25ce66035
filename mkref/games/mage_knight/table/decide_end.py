"""The end of a turn and of the game: the turn's end with its rewards and level-ups (pp. 4, 6, 11; A-16, A-20), glades, mines, the end condition.

Part of `decide` (table/decide.py): each function checks one command against the state and returns its events;
none changes the state. A refusal raises `RuleViolation` with the page; a roll or draw raises `NeedAnswer`.
"""

from __future__ import annotations

from typing import Any

from mkref.core.chance import Request
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.core.names import fold
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.parts import in_use
from mkref.games.mage_knight.table import rules, variants
from mkref.games.mage_knight.state_types import PlayerState
from mkref.games.mage_knight.table.running import place
from mkref.games.mage_knight.table.state import State, turn

_no = MESSAGES.said  # a refusal's sentence: English as written, German at a German table (mage_knight/messages/refusals.py)


from mkref.games.mage_knight.table.decide_common import COLOUR_WORDS, Events, FACES, ask, colour, game_end, new_uid, no_combat, normal_turn, setup_of, turn_player
from mkref.games.mage_knight.table.decide_turn import enemy_names, owned_by


def end_turn(state: State, command: Command) -> Events:
    p = turn_player(state)
    no_combat(state)
    cur = turn(state)
    if cur["assault"] == "rampaging":
        named = enemy_names(cur.get("provoked", []))
        raise RuleViolation(_no("no.provoked_named", names=named) if named else _no("no.provoked"),
                            _no("no.provoked_why"), _no("no.provoked_hint"), ref="p. 7")
    if cur["assault"]:
        raise RuleViolation(_no("no.the_assault_must_be_fought"), _no("no.entering_the_site_started_combat_with"), ref="p. 6")
    event: dict[str, Any] = {"type": "turn_ended", "player": p["name"]}
    if cur["dice_used"]:
        n = len(cur["dice_used"])
        event["dice"] = ask(command, Request("reroll", _no("prompt.reroll_used", n=n), FACES, n))  # p. 6 §8a
    path = [step["safe"] for step in cur["path"]]
    wounds = rules.withdrawal_wounds(path)
    back: Events = []
    if wounds:
        event["withdrawal_wounds"] = wounds  # forced withdrawal: 1 wound per space retraced (p. 11 §2)
        safe = cur["path"][-1 - wounds]
        event["withdraw_to"] = safe["position"] or {}  # {}: where the turn began, off the map (a save holds no None)
        if safe.get("space"):
            back = [{"type": "map_hero_moved", "player": p["name"], "path": [safe["space"]], "cost": 0, "back": "withdrawal"}]
    pos = place(p)
    crystals: dict[str, int] = {}
    fame_gain = 0
    if pos.get("site") == "crystal_mine" and pos.get("owner") in rules.COLOURS:
        change, _ = rules.gain_crystal(p["crystals"], pos["owner"])  # nothing at 3 (p. 11 §4b)
        if change:
            crystals[pos["owner"]] = crystals.get(pos["owner"], 0) + 1
    for part in in_use(state):  # e.g. The Lost Legion: the Deep Mine before rewards ([07.4])
        mined = part.site_crystal(state, p, command)
        if mined:
            crystals[mined] = crystals.get(mined, 0) + 1
    if pos.get("site") == "magical_glade" and any(fold(w) in ("glade", "lichtung") for w in command.args) and p["wounds"] > 0:
        event["glade"] = 1  # throw away 1 wound from hand or discard pile (p. 11 §4a)
    cards: dict[str, int] = {}
    for i, reward in enumerate(cur["rewards"]):
        if reward in ("spell", "artifact", "advanced_action"):
            cards[reward] = cards.get(reward, 0) + 1
        elif reward == "random_crystal":
            face = ask(command, Request(f"reward_{i}", _no("prompt.random_crystal_reward_the_colour_rolled"), FACES))[0]
            if face == "black":
                fame_gain += 1  # black: +1 Fame instead (p. 11 §5a)
                continue
            if face == "gold":
                face = ask(command, Request(f"reward_{i}_gold", _no("prompt.gold_choose_the_crystal_s_colour"), rules.COLOURS, chance=False))[0]
            have: dict[str, int] = {c: n for c, n in p["crystals"].items()}
            for c, n in crystals.items():
                have[c] += n
            change, _ = rules.gain_crystal(have, face)
            if change:
                crystals[face] = crystals.get(face, 0) + 1
        elif reward == "dungeon_roll":
            face = ask(command, Request(f"reward_{i}", _no("prompt.dungeon_reward_roll_a_mana_die"), FACES))[0]
            kind = "spell" if face in ("gold", "black") else "artifact"
            cards[kind] = cards.get(kind, 0) + 1
        elif reward == "crystals_each_colour":  # one crystal of each basic colour, nothing at 3 (p. 11 §5a)
            for c in rules.COLOURS:
                change, _ = rules.gain_crystal({c: p["crystals"][c] + crystals.get(c, 0)}, c)
                if change:
                    crystals[c] = crystals.get(c, 0) + 1
        elif reward == "unit" and state["offer"]:
            unit = ask(command, Request(f"reward_{i}", _no("prompt.unit_reward_which_unit_from_the"), tuple(dict.fromkeys(state["offer"])), chance=False))[0]
            room = p["command_tokens"] + sum(1 for lv in rules.level_ups(p["level"], p["fame"] + fame_gain) if lv.command_token)
            if len(p["units"]) >= room:
                uids = tuple(u["uid"] for u in p["units"])
                gone = ask(command, Request(f"reward_{i}_disband", _no("prompt.unit_reward_disband", unit=unit),
                                            (*uids, "none"), chance=False))[0]
                if gone == "none":
                    event["unit_declined"] = unit
                    continue
                event["disband"] = gone
            event["unit"] = unit
            event["uid"] = new_uid(p, unit)
    for part in in_use(state):  # e.g. The Lost Legion: a Maze path's crystals ([07.3])
        for face, n in part.reward_crystals(state, p, command, crystals).items():
            crystals[face] = crystals.get(face, 0) + n
    if crystals:
        event["crystals"] = crystals
    if cards:
        event["cards"] = cards
    if fame_gain:
        event["fame"] = fame_gain
    counted = variants.pay_debt(int(p.get("fame_debt", 0)), fame_gain)[1]  # a Fame debt is paid first (p. 16)
    levels = rules.level_ups(p["level"], p["fame"] + counted)  # at the end of the turn (p. 11 §6, A-17)
    if levels:
        event["levels"] = [
            {"level": lv.level, "armor": lv.armor, "hand_limit": lv.hand_limit, "command_tokens": lv.command_tokens, "skill": lv.skill}
            for lv in levels
        ]
    base = levels[-1].hand_limit if levels else p["hand_limit"]
    event["draw_to"] = rules.hand_limit(base, *site_hand_bonus(state, p), planning=p["tactic"] == "planning")
    # --cards: played cards discarded, the draw up to the limit, the even-level choices due
    return [*back, event, *(e for part in in_use(state) for e in part.turn_ended(state, command, event))]


def site_hand_bonus(state: State, p: PlayerState) -> tuple[int, int]:
    """(keep bonus, city bonus) for the space the hero ends on (A-18, AMBIG-27). Without the map only the space
    itself is known: on an own keep, +1 per keep owned; on a conquered city with an own shield, +1 (+2 as leader)."""
    pos = place(p)
    keep = int(p["shields"].get("keep", 0)) if pos.get("site") == "keep" and owned_by(pos, p["name"]) else 0
    city = 0
    info = state["cities"].get(pos.get("owner", "")) if pos.get("site") == "city" else None
    if info and info.get("conquered") and p["name"] in info.get("shields", []):
        city = 2 if info.get("leader") == p["name"] else 1
    return keep, city


def mark_glade(state: State, command: Command) -> Events:
    """Druid Nights: a hero that ended its movement on a Magical Glade marks it with a shield (p. 21)."""
    p = normal_turn(state, "mark a glade")
    if setup_of(state).get("end") != "druid_chants":
        raise RuleViolation(_no("no.glades_are_marked_only_in_druid"), ref="p. 21")
    pos = place(p)
    if pos.get("site") != "magical_glade":
        raise RuleViolation(_no("no.not_on_a_magical_glade"), _no("no.end_your_movement_on_one_to"), ref="p. 21")
    label = " ".join(command.args) or f"the {pos.get('terrain', '')} glade"  # name it when two share a terrain
    if state.get("map") is not None:
        from mkref.games.mage_knight.map import in_game as map_game

        label = map_game.space_of(state, p["name"]) or label
    if label in p.get("glades", []):
        raise RuleViolation(_no("no.glade_marked", name=p["name"], glade=label), _no("no.each_player_marks_a_glade_at"), ref="p. 21")
    return [{"type": "glade", "player": p["name"], "glade": label}]


def liberate(state: State, command: Command) -> Events:
    """Mines Liberation: the active player defeated the last enemy of a mine (p. 20)."""
    p = turn_player(state)
    if setup_of(state).get("end") != "all_mines_liberated":
        raise RuleViolation(_no("no.mines_are_liberated_only_in_mines"), ref="p. 20")
    colours = [colour(w, rules.COLOURS) for w in command.args if fold(w) in COLOUR_WORDS]
    if not colours:
        raise InvalidInput(_no("no.which_mine"), hint=_no("no.liberate_colour_core_e_g_liberate"))
    core = any(fold(w) in ("core", "kern", "zentral") for w in command.args)
    return [{"type": "liberated", "player": p["name"], "colour": colours[0], "core": core, "reputation": 2 if core else 1}]


def trigger_end(state: State, command: Command) -> Events:
    """The table reports that the scenario's end condition is met (mines liberated, chants done, ...)."""
    p = turn_player(state)
    if state["game_end"] is not None:
        raise RuleViolation(_no("no.the_end_of_the_game_is"), ref="p. 4")
    reason = " ".join(command.args) or str(setup_of(state).get("end", "end condition"))
    return [{"type": "game_end", "game_end": game_end(state, reason, p["name"])}]
