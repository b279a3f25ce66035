"""The state of a tracked Mage Knight game and how events change it (`initial_state`, `evolve`).

The state is plain data (dicts, lists, text, numbers): it pickles fast for undo snapshots and turns into
JSON for `mkref status --json`. `evolve` is total: it never validates (decide did that) and updates the
state it is given in place. The handlers of one hero's own events (interaction, units, wounds, Fame,
Reputation, fights) are in `player_events.py`.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Literal

from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.content import content, unit_sets
from mkref.games.mage_knight.parts import acting, every_part, in_use, part_keys, part_list, parts_used
from mkref.games.mage_knight.parts import part as part_named
from mkref.games.mage_knight.table import rules, variants
from mkref.games.mage_knight.table.running import fight as fight, place as place, turn as turn  # re-exported: decide and combat read them here
from mkref.games.mage_knight.table.player_events import (  # `player` re-exported: decide and combat read it from here
    _bought, _combat_ended, _combat_started, _combat_step, _crystal, _fame, _gain_fame, _gained, _healed, _interaction, _recruited, _rep,
    _reputation, _rested, _unit_changed, _wounded,
    CardKind, Event, new_unit, player as player,
)
from mkref.games.mage_knight.state_types import ClearedSpace, GameState, PlayerState, Position, TileKind

if TYPE_CHECKING:
    from mkref.games.mage_knight.map.board import MapState

State = GameState


def scenario_setup(setup: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    scenario = gd.scenarios()[setup["scenario"]]
    return scenario, scenario["setup"]


def by_players(table: Any, n: int, default: Any = 0) -> Any:
    if isinstance(table, dict):
        return table.get(str(n), table.get(str(max(int(k) for k in table)) if table else "", default))
    return default if table is None else table


def round_limit(scenario: dict[str, Any], n: int) -> int:
    limits = scenario.get("round_limit_by_players", {})
    return int(limits.get(str(n), scenario["round_limit"]))


def _player(name: str, hero: str, start_fame: int, start_rep: int, dummy: bool = False) -> PlayerState:
    lv = gd.level_table()[rules.level_for(start_fame)]
    return {
        "name": name,
        "hero": hero,
        "dummy": dummy,
        "fame": start_fame,
        "reputation": start_rep,
        "level": lv.level,
        "armor": lv.armor,
        "hand_limit": lv.hand_limit,
        "command_tokens": lv.command_tokens,
        "crystals": {c: 0 for c in rules.COLOURS},
        "units": [],
        "wounds": 0,
        "position": None,
        "tactic": "",
        "shields": {},
        "cards": {"spell": 0, "advanced_action": 0, "artifact": 0},
        "skills": 0,
        "knocked_out": False,
    }


def initial_state(setup: dict[str, Any]) -> State:
    scenario, sset = scenario_setup(setup)
    names = parts_used(setup)
    used = [part_named(name) for name in names]
    n = len(setup["players"])
    start_fame = int(sset.get("start_fame", 0))
    start_rep = variants.start_reputation(setup, int(sset.get("start_reputation", 0)))  # Roaming Evil! (p. 17)
    players = [_player(p["name"], p["hero"], start_fame, start_rep) for p in setup["players"]]
    for p in players:
        p["fame_debt"] = int(setup.get("fame_debt", {}).get(p["name"], 0))  # hero auction (p. 16)
    if setup.get("dummy"):
        hero = gd.heroes()[setup["dummy"]]
        dummy = _player("Dummy", hero.id, 0, 0, dummy=True)
        for colour in hero.dummy_crystals:  # AMBIG-12: one crystal per dot (p. 15)
            dummy["crystals"][rules.basic(colour)] += 1
        dummy["deck"] = {rules.basic(colour): n for colour, n in hero.deck.items()}
        dummy["discard"] = {c: 0 for c in rules.COLOURS}
        players.append(dummy)
    for found in used:  # e.g. The Lost Legion: Volkare's place in the order
        players += found.non_players(setup, _player)
    shape = setup.get("map_shape") or by_players(sset.get("shape"), n, "wedge")  # Varying the map (p. 16)
    setup_tiles = 3 if shape in ("open", "open_4", "open_3", "fixed", "conquer_and_hold") else 2  # revealed at set-up (p. 3; p. 22)
    agreed = setup.get("tile_counts", {})
    countryside = int(agreed.get("countryside", by_players(sset.get("countryside"), n)))
    v3 = next((stack for found in used if (stack := found.tile_stack(setup, sset, bool(scenario.get("cooperative"))))), None)  # [V3]
    if v3:
        countryside = v3["countryside"]
    shown = min(setup_tiles, countryside)
    regular: dict[str, int] = {}
    elite: dict[str, int] = {}
    sets = unit_sets(setup)
    for unit in gd.unit_table().values():
        if sets is None or unit.expansion in sets:
            (regular if unit.rank == "regular" else elite)[unit.id] = unit.copies
    state: State = {
        "scenario": setup["scenario"],
        "real_players": n,
        "round": 1,
        "time": variants.round_time({"variants": setup.get("variants", [])}, 1, "day"),  # Arrival at Night (p. 16)
        "variants": list(setup.get("variants", [])),
        "darkness": False,  # Darkness Approaches!: Night has fallen for good (p. 16)
        "cleared": [],  # Roaming Evil!: rampaging spaces cleared since the last roll (p. 17)
        "round_limit": round_limit(scenario, n),
        "phase": "prepare",
        "players": players,
        "order": [p["name"] for p in players][::-1],  # round 1: column in hero-choice order; filled by tactics
        "column": [p["name"] for p in players],  # Round Order tokens, top first (p. 1: first chooser on top)
        "turn": None,
        "cur": None,
        "choosers": [],
        "tactics_available": [],
        "tactics_removed": [],
        "source": [],
        "offer": [],
        "offer_aas": 0,
        "offer_aa_cards": [],  # the Advanced Actions in the unit offer by name, when the table named them (p. 4 §2c)
        "decks": {"regular": regular, "elite": elite},
        "expansions": sorted(content(setup)),  # the component sets in play (content.py)
        "stack": {
            "countryside": countryside - shown,
            "core": v3["core"] if v3 else int(agreed.get("core", by_players(sset.get("core_tiles"), n))),
            "city": v3["city"] if v3 else int(agreed.get("city", by_players(sset.get("city_tiles"), n))),
        },
        "revealed": {"countryside": shown, "core": 0, "city": 0},
        "cities": {},
        "monasteries": 0,
        "combat": None,
        "round_end": None,
        "game_end": None,
        "ended": "",
        "announced_in_last_round": False,
        "map": _new_map(setup),
        "save": str(setup.get("save", "")),  # the save's name, for the hints (mkref status NAME)
        "megalopolis": int(setup.get("megalopolis", 0)),  # the level of the Megalopolis, 0 without one (p. 18)
        "parts": names,  # the optional parts the game uses (mkref.games.mage_knight.parts)
    }
    keys = part_keys(state)
    keys.update({key: value for every in every_part() for key, value in every.state_keys.items()})  # e.g. Volkare, [V1]-[V6]
    keys["parts"] = keys.pop("parts")  # after the parts' keys, where it always was
    for part in in_use(state):  # each part's own slice of the state (parts.Part.initial)
        part.initial(setup, state)
    return state


def _new_map(setup: dict[str, Any]) -> MapState | None:
    """The explored map (mkref.games.mage_knight.map.in_game), unless the set-up says --no-map."""
    if setup.get("map") is False:
        return None
    from mkref.games.mage_knight.map import in_game as map_game

    return map_game.new_map(setup)


# -- helpers -----------------------------------------------------------------------------------------
def active(state: State) -> PlayerState | None:
    if state["phase"] != "turns" or state["turn"] is None:
        return None
    return player(state, acting(state) or state["order"][state["turn"]])  # e.g. a cooperative assault's participant (parts.Part.acting)


def _new_turn(state: State, name: str) -> None:
    p = player(state, name)
    state["cur"] = {
        "player": name,
        "mode": "",
        "move": 0,
        "influence": 0,
        "heal": 0,
        "steps": 0,
        "action": "",
        "assault": "",
        "interaction": "",
        "modifier_applied": False,
        "level_start": p["level"],
        "fame_start": p["fame"],
        "path": [{"position": p["position"], "safe": True, "space": _space_of(state, name)}],
        "dice_used": [],
        "rewards": [],
        "combats": 0,
    }


def _space_of(state: State, name: str) -> str:
    """The map space of a hero's figure ('' without a tracked map)."""
    heroes = getattr(state.get("map"), "heroes", None)
    return str(heroes.get(name, "")) if isinstance(heroes, dict) else ""


def _start_turns(state: State) -> None:
    state["phase"] = "turns"
    state["turn"] = 0
    _new_turn(state, state["order"][0])


def _turn_index(state: State) -> int:
    """The index in the round order of the turn that runs."""
    index = state["turn"]
    if index is None:
        raise LookupError("no turn is running")
    return index


def _may_play(state: State, name: str) -> bool:
    if state["round_end"] is not None and name not in state["round_end"]["remaining"]:
        return False
    if state["game_end"] is not None and name not in state["game_end"]["remaining"]:
        return False
    return True


def _forfeited(state: State, name: str) -> None:
    """A forfeited turn is that hero's turn: after the end of the round was announced, it was their last (p. 6 §2, §4)."""
    if (ended := state["round_end"]) is not None and name in ended["remaining"]:
        ended["remaining"].remove(name)
    if (end := state["game_end"]) is not None and name in end["remaining"] and end.get("pending") != name:
        end["remaining"].remove(name)


def _forfeits(state: State, name: str) -> bool:
    """After another hero announced the end of the round, a part may forfeit the turn that comes (the deed cards: no
    card in the deed deck or the hand). It ends at once, without the benefit of the space the hero stands on (p. 6 §3d, §4)."""
    return state["round_end"] is not None and any(part.forfeits_turn(state, name) for part in in_use(state))


def _advance(state: State, finished: str) -> None:
    """After `finished`'s turn: next player in round order, or the end of the round or the game (A-20)."""
    if (ended := state["round_end"]) is not None and finished in ended["remaining"]:
        ended["remaining"].remove(finished)
    if (end := state["game_end"]) is not None:
        if end.get("pending") == finished:  # the turn in which it was triggered does not count as the last turn
            end["pending"] = ""
        elif finished in end["remaining"]:
            end["remaining"].remove(finished)
    state["cur"] = None
    state.pop("skipped", None)
    part_keys(state).pop("forfeited", None)  # the deed cards' key (parts.Part.forfeits_turn)
    ended_round = state["round_end"] is not None and not state["round_end"]["remaining"]
    ended_game = state["game_end"] is not None and not state["game_end"]["remaining"]
    order = state["order"]
    nxt = None
    if not ended_round and not ended_game:
        i = _turn_index(state)
        # twice round the table: when every hero's token was face down (a cooperative assault of all of them, p. 13
        # §4), the round goes on with the first whose token is up again; it ends only as the rules end a round
        for step in range(1, 2 * len(order) + 1):
            candidate = order[(i + step) % len(order)]
            if _may_play(state, candidate) and part_keys(player(state, candidate)).get("round_order_down"):
                # a face-down Round Order token (a fully committed defender, a cooperative assault): turned up, the
                # turn forfeited (p. 6 §2, p. 12, p. 13 §4)
                part_keys(player(state, candidate))["round_order_down"] = False  # the fights between heroes' key
                state.setdefault("skipped", []).append(candidate)
                _forfeited(state, candidate)
                continue
            if _may_play(state, candidate) and _forfeits(state, candidate):
                state.setdefault("skipped", []).append(candidate)
                part_list(state, "forfeited").append(candidate)
                _forfeited(state, candidate)
                continue
            if _may_play(state, candidate):
                nxt = (i + step) % len(order)
                break
    if nxt is None:
        state["turn"] = None
        if state["game_end"] is not None or state["round"] >= state["round_limit"]:
            state["phase"] = "game_over"
            state["ended"] = state["game_end"]["reason"] if state["game_end"] else "round_limit"
        else:
            state["phase"] = "round_over"
        return
    state["turn"] = nxt
    _new_turn(state, order[nxt])


# -- evolve ------------------------------------------------------------------------------------------
def evolve(state: State, event: Event) -> State:
    if event["type"].startswith("map_"):
        from mkref.games.mage_knight.map import in_game as map_game

        map_game.evolve(state, event)
        return state
    handler = _HANDLERS.get(event["type"])
    # a part's commands can be given in any game (the deed cards' `offer`), so its events are applied by it in any game
    owner = None if handler is not None else next((part for part in every_part() if event["type"] in part.event_types), None)
    if handler is not None:
        handler(state, event)
    elif owner is not None:  # an optional part's own event (parts.Part.evolve)
        owner.evolve(state, event)
    for part in in_use(state):
        part.after_event(state, event, _advance)
    return state


def _prepared(state: State, e: Event) -> None:
    if e.get("darkness"):
        state["darkness"] = True  # Night stays until the end of the game (p. 16)
    if "respawns" in e:  # Roaming Evil!: spaces that got a new token are rampaging again (p. 17)
        state["cleared"] = [ClearedSpace(space=r["space"], colour=r["colour"]) for r in e["respawns"] if not r["token"]]
    if e.get("new_round"):
        state["round"] = e["round"]
        state["time"] = e["time"]
        state["round_end"] = None
        state["announced_in_last_round"] = False
        for p in state["players"]:
            p["tactic"] = ""
            p["knocked_out"] = False
            for u in p["units"]:
                u["ready"] = True  # units are readied each round, wounded ones stay wounded (p. 4 §2g)
            if p["dummy"]:
                for c, n in p["discard"].items():
                    p["deck"][c] = p["deck"].get(c, 0) + n
                    p["discard"][c] = 0
                if e.get("dummy_aa"):
                    p["deck"][e["dummy_aa"]] = p["deck"].get(e["dummy_aa"], 0) + 1
                if e.get("dummy_spell"):
                    p["crystals"][e["dummy_spell"]] = p["crystals"].get(e["dummy_spell"], 0) + 1  # no cap (p. 15)
    for name, gains in e.get("mine_crystals", {}).items():  # Mines Liberation (p. 20)
        for colour, n in gains.items():
            player(state, name)["crystals"][colour] += n
    if e.get("clear_glades"):  # Druid Nights: the shields leave the glades after the first Night (p. 21)
        for p in state["players"]:
            p["glades"] = []
    for name in e.get("eliminated", []):  # One to Return: out of the game (p. 22)
        player(state, name)["eliminated"] = True
    state["tactics_removed"] = list(dict.fromkeys(state["tactics_removed"] + e.get("tactics_removed", [])))
    state["source"] = list(e["source"])
    for uid in e.get("returned", []):  # the old offer goes back under its deck (p. 4 §2c)
        deck = state["decks"]["regular"] if uid in state["decks"]["regular"] else state["decks"]["elite"]
        deck[uid] = deck.get(uid, 0) + 1
    for uid in e["offer"]:
        deck = state["decks"]["regular"] if uid in state["decks"]["regular"] else state["decks"]["elite"]
        deck[uid] -= 1
    state["offer"] = list(e["offer"])
    state["offer_aas"] = int(e.get("offer_aas", 0))
    state["offer_aa_cards"] = list(e.get("offer_aa_cards", []))
    state["tactics_available"] = [t.id for t in gd.tactics_for(state["time"]) if t.id not in state["tactics_removed"]]
    out = {p["name"] for p in state["players"] if p.get("eliminated")}
    state["choosers"] = [c for c in e["choosers"] if c not in out]
    state["phase"] = "tactics"
    if e.get("dummy_tactic"):
        _take_tactic(state, "Dummy", e["dummy_tactic"])


def _take_tactic(state: State, name: str, tactic: str) -> None:
    player(state, name)["tactic"] = tactic
    if tactic in state["tactics_available"]:
        state["tactics_available"].remove(tactic)
    if name in state["choosers"]:
        state["choosers"].remove(name)


def _tactic(state: State, e: Event) -> None:
    _take_tactic(state, e["player"], e["tactic"])
    if e.get("dummy_tactic"):
        _take_tactic(state, "Dummy", e["dummy_tactic"])
    if not state["choosers"]:
        number = {t.id: t.number for t in gd.tactics().values()}
        chosen = [p for p in state["players"] if p["tactic"]]
        state["order"] = [p["name"] for p in sorted(chosen, key=lambda p: number[p["tactic"]])]
        state["column"] = list(state["order"])
        _start_turns(state)


def _points(state: State, e: Event) -> None:
    cur = turn(state)
    kind: Literal["move", "influence", "heal"] = e["kind"]
    cur[kind] += e["amount"]
    if kind == "move" and not cur["mode"]:
        cur["mode"] = "normal"


def _moved(state: State, e: Event) -> None:
    cur = turn(state)
    p = player(state, cur["player"])
    cur["mode"] = "normal"
    cur["move"] -= e["cost"]
    cur["steps"] += 1
    pos = Position(terrain=e["terrain"], site=e.get("site", ""), owner=e.get("owner", ""))
    p["position"] = pos
    cur["path"].append({"position": pos, "safe": e.get("safe", True), "space": e.get("space", ""), "others": list(e.get("others", []))})
    if e.get("assault"):
        cur["assault"] = e["site"]
        cur["action"] = "assault"
        cur["move"] = 0
    if e.get("provoked"):  # provoked rampaging enemies: movement ends, they must be fought (p. 7 §4c)
        cur["assault"] = "rampaging"
        cur["action"] = "provoked"
        cur["provoked"] = list(e.get("enemies", []))
        cur["move"] = 0


def _explored(state: State, e: Event) -> None:
    cur = turn(state)
    cur["mode"] = "normal"
    cur["move"] -= e["cost"]
    tile: TileKind = e["tile"]
    state["stack"][tile] = max(0, state["stack"].get(tile, 0) - 1)
    state["revealed"][tile] = state["revealed"].get(tile, 0) + 1
    p = player(state, cur["player"])
    _gain_fame(p, e.get("fame", 0))
    state["monasteries"] += e.get("monasteries", 0)
    state["offer_aas"] += e.get("monasteries", 0)  # a revealed monastery puts 1 AA into the unit offer (p. 7 §5f)
    state.setdefault("offer_aa_cards", []).extend(e.get("offer_aa_cards", []))
    if e.get("city"):
        state["cities"][e["city"]] = {"level": e.get("level", 0), "conquered": False, "shields": [], "leader": ""}
        if e.get("partner"):  # a Megalopolis: one city on two spaces (p. 18)
            city = state["cities"][e["city"]]
            city["partner"] = e["partner"]
            city["partner_level"] = e["partner_level"]
    if e.get("game_end"):
        state["game_end"] = copy.deepcopy(e["game_end"])


def _die(state: State, e: Event) -> None:
    turn(state)["dice_used"].append(e["index"])


def _turn_ended(state: State, e: Event) -> None:
    p = player(state, e["player"])
    for index, face in zip(state["cur"]["dice_used"] if state["cur"] else [], e.get("dice", []), strict=False):
        state["source"][index] = face
    p["wounds"] += e.get("withdrawal_wounds", 0) - e.get("glade", 0)
    if "withdraw_to" in e:  # forced withdrawal: the figure goes back to the last safe space (p. 11 §2)
        p["position"] = e["withdraw_to"] or None
    for colour, n in e.get("crystals", {}).items():
        p["crystals"][colour] += n
    _gain_fame(p, e.get("fame", 0))
    item: CardKind
    for item, n in e.get("cards", {}).items():
        p["cards"][item] += n
    for lv in e.get("levels", []):
        p["level"] = lv["level"]
        p["armor"] = lv["armor"]
        p["hand_limit"] = lv["hand_limit"]
        p["command_tokens"] = lv["command_tokens"]
        if lv["skill"]:
            p["skills"] += 1
            p["cards"]["advanced_action"] += 1
    if e.get("disband"):  # no free Command token: a unit left to take the reward (p. 5)
        p["units"] = [u for u in p["units"] if u["uid"] != e["disband"]]
    if e.get("unit"):
        p["units"].append(new_unit(e))
        state["offer"].remove(e["unit"])
    _advance(state, e["player"])


def _announced(state: State, e: Event) -> None:
    by = e["player"]
    others = [n for n in state["order"] if n != by]
    state["round_end"] = {"by": by, "remaining": others}
    state["announced_in_last_round"] = True
    _advance(state, by)


def _dummy_turn(state: State, e: Event) -> None:
    p = player(state, e["player"])
    for colour in e["revealed"] + e.get("extra", []):
        p["deck"][colour] -= 1
        p["discard"][colour] = p["discard"].get(colour, 0) + 1
    _advance(state, e["player"])


def _note(state: State, e: Event) -> None:
    pass


def _glade(state: State, e: Event) -> None:
    p = player(state, e["player"])
    p["glades"] = p.get("glades", []) + [e["glade"]]


def _liberated(state: State, e: Event) -> None:
    p = player(state, e["player"])
    p.setdefault("mines", []).append(e["colour"])
    kind: Literal["core", "countryside"] = "core" if e.get("core") else "countryside"  # scored 7 / 4 Fame (p. 20)
    sites = p.setdefault("mine_sites", {"countryside": 0, "core": 0})
    sites[kind] += 1
    _rep(p, e["reputation"])


def _game_end(state: State, e: Event) -> None:
    state["game_end"] = copy.deepcopy(e["game_end"])


_HANDLERS = {
    "prepared": _prepared,
    "tactic": _tactic,
    "points": _points,
    "moved": _moved,
    "explored": _explored,
    "die": _die,
    "interaction": _interaction,
    "bought": _bought,
    "recruited": _recruited,
    "unit": _unit_changed,
    "healed": _healed,
    "wounded": _wounded,
    "rested": _rested,
    "crystal": _crystal,
    "fame": _fame,
    "reputation": _reputation,
    "gained": _gained,
    "combat_started": _combat_started,
    "combat_step": _combat_step,
    "combat_ended": _combat_ended,
    "turn_ended": _turn_ended,
    "announced": _announced,
    "dummy_turn": _dummy_turn,
    "note": _note,
    "liberated": _liberated,
    "glade": _glade,
    "game_end": _game_end,
}
class _EventTypes(frozenset):  # type: ignore[type-arg]
    """The game's event kinds plus the map's; the map module is imported only when a map event is checked."""

    def __contains__(self, kind: object) -> bool:
        if frozenset.__contains__(self, kind):
            return True
        if any(kind in part.event_types for part in every_part()):  # an optional part's own events
            return True
        if isinstance(kind, str) and kind.startswith("map_"):
            from mkref.games.mage_knight.map.exploring import MAP_EVENT_TYPES

            return kind in MAP_EVENT_TYPES
        return False


# a save lists the versions of these (core session.event_versions): the base's, and those of a part that says so
EVENT_TYPES = _EventTypes(set(_HANDLERS) | {kind for part in every_part() if part.versions_listed for kind in part.event_types})
