"""How one hero's events change the state of a tracked Mage Knight game: their interaction (buying, recruiting,
units, healing), wounds, rest, crystals, Fame, Reputation and gains, and their fights (`combat_started`,
`combat_step`, `combat_ended`). Like the rest of `evolve` these handlers never validate (decide did that) and
change the state in place; `table/state.py` dispatches to them. `player` (a player's entry by name) lives here
because these handlers need it and `table/state.py` imports this module.
"""

from __future__ import annotations

import copy
from typing import Any, Literal, cast

from mkref.games.mage_knight.parts import part_keys, part_list
from mkref.games.mage_knight.state_types import CombatState, GameState, Nowhere, PlayerState, Position, UnitState
from mkref.games.mage_knight.table import rules, variants
from mkref.games.mage_knight.table.running import fight, turn

State = GameState
Event = dict[str, Any]  # an event as decide wrote it (plain data)
CardKind = Literal["spell", "advanced_action", "artifact"]  # the keys of a hero's CardCounts


def player(state: State, name: str) -> PlayerState:
    for p in state["players"]:
        if p["name"] == name:
            return p
    raise KeyError(name)


def new_unit(e: Event) -> UnitState:
    """The unit a `recruited` or `turn_ended` event gives, ready and unwounded (with The Lost Legion's banner)."""
    unit: UnitState = {"id": e["unit"], "uid": e["uid"], "ready": True, "wounds": 0}
    if e.get("banner"):
        part_keys(unit)["banner"] = e["banner"]  # The Lost Legion's key, written by the base (its WRITTEN_BY_BASE)
    return unit


def _gain_fame(p: PlayerState, amount: int) -> None:
    p["fame_debt"], amount = variants.pay_debt(int(p.get("fame_debt", 0)), amount)  # hero auction (p. 16)
    p["fame"] = max(0, p["fame"] + amount)


def _rep(p: PlayerState, change: int) -> None:
    p["reputation"] = rules.clamp_reputation(p["reputation"] + change)


def _interaction(state: State, e: Event) -> None:
    cur = turn(state)
    cur["mode"] = "normal"
    cur["action"] = "interact"
    cur["interaction"] = e["site"]
    cur["move"] = 0  # unused Move points are lost when the action begins (p. 6 §6e)
    if not cur["modifier_applied"]:
        cur["influence"] += e["modifier"] + e.get("city_bonus", 0)
        cur["modifier_applied"] = True
        part_keys(cur)["reputation_modifier"] = e["modifier"]  # for Thugs and Heroes (The Lost Legion [06.2])


def _bought(state: State, e: Event) -> None:
    cur = turn(state)
    p = player(state, cur["player"])
    cur["influence"] -= e["cost"]
    item = e["item"]
    if item == "heal":
        cur["heal"] += e["count"]
    elif item == "advanced_action":
        p["cards"]["advanced_action"] += 1
        if e.get("from_offer_aas"):
            state["offer_aas"] -= 1
            if e.get("card") in state.get("offer_aa_cards", []):
                state["offer_aa_cards"].remove(e["card"])
    elif item == "spell":
        p["cards"]["spell"] += 1
    elif item == "artifact":
        cur["rewards"].append("artifact")
    elif item == "elite":
        state["decks"]["elite"][e["unit"]] -= 1
        state["offer"].append(e["unit"])


def _recruited(state: State, e: Event) -> None:
    cur = turn(state)
    p = player(state, cur["player"])
    cur["influence"] -= e.get("cost", 0)
    if e.get("disband"):
        p["units"] = [u for u in p["units"] if u["uid"] != e["disband"]]
    state["offer"].remove(e["unit"])
    p["units"].append(new_unit(e))
    if e.get("reward"):
        cur["rewards"].remove("unit")
    elif e.get("glade_action"):
        cur["action"] = "recruit"  # Magic Familiars at a Magical Glade: the turn's action ([06.2])
    else:
        part_keys(cur)["recruited_here"] = [*part_list(cur, "recruited_here"), e["unit"]]  # this interaction's recruits ([06.2])


def _unit_changed(state: State, e: Event) -> None:
    p = player(state, e["player"])
    for u in list(p["units"]):
        if u["uid"] == e["uid"]:
            if e["change"] in ("disbanded", "destroyed"):
                p["units"].remove(u)
            elif e["change"] == "activated":
                u["ready"] = False
            elif e["change"] == "readied":
                u["ready"] = True
            elif e["change"] == "wounded":
                u["wounds"] = min(2, u["wounds"] + 1)
            elif e["change"] == "healed":
                u["wounds"] = max(0, u["wounds"] - 1)
                if (cur := state["cur"]) is not None:
                    cur["heal"] -= e.get("cost", 0)


def _healed(state: State, e: Event) -> None:
    cur = turn(state)
    player(state, cur["player"])["wounds"] -= e["wounds"]
    cur["heal"] -= e["wounds"]


def _wounded(state: State, e: Event) -> None:
    player(state, e["player"])["wounds"] += e["wounds"]


def _rested(state: State, e: Event) -> None:
    cur = turn(state)
    cur["mode"] = "rest"
    cur["rest"] = e["kind"]


def _crystal(state: State, e: Event) -> None:
    p = player(state, e["player"])
    p["crystals"][e["colour"]] += e["change"]
    _gain_fame(p, e.get("fame", 0))


def _fame(state: State, e: Event) -> None:
    _gain_fame(player(state, e["player"]), e["amount"] + e.get("bonus", 0))


def _reputation(state: State, e: Event) -> None:
    _rep(player(state, e["player"]), e["amount"])


def _gained(state: State, e: Event) -> None:
    p = player(state, e["player"])
    item: CardKind | Literal["skill"] = e["item"]
    if item == "skill":
        p["skills"] += e["count"]
    else:
        p["cards"][item] += e["count"]


def _combat_started(state: State, e: Event) -> None:
    cur = turn(state)
    cur["mode"] = "normal"
    cur["move"] = 0
    cur["heal"] = 0  # unused Healing points are lost when a combat begins (p. 11)
    if not cur["action"]:
        cur["action"] = "combat"
    # the fight's keys in the order the state always had them: the event's set-up, a part's, then the steps
    keys = {k: e[k] for k in ("site", "city", "enemies", "hero", "units", "time")}
    for key in ("ruins", "city2", "lost_legion"):  # the ruins token fought for; a Megalopolis' second city (p. 18); walls and Volkare
        if e.get(key):
            keys[key] = e[key]
    if e.get("chant"):  # Druid Nights: the summoning chant (p. 21)
        keys["fame_factor"] = 2
        cur["action"] = "chant"
        p = player(state, e["player"])
        p["chanted"] = p.get("chanted", []) + [state["round"]]
        cur["rewards"].extend(["random_crystal"] * int(e["crystals"]))
    keys["decls"] = []
    keys["phase"] = "ranged"
    state["combat"] = cast(CombatState, keys)  # the set-up decide checked, plus the keys above


def _combat_step(state: State, e: Event) -> None:
    combat = fight(state)
    if e["decl"].get("die"):  # Interactive combat: the hidden die shown (p. 17)
        combat["enemies"][0]["die"] = copy.deepcopy(e["decl"]["die"])
    combat["decls"].append(copy.deepcopy(e["decl"]))
    combat["phase"] = e.get("phase", combat["phase"])


def _owned(place: Position | Nowhere, owner: str) -> Position:
    """A copy of a place the hero conquered, with its new owner (``place`` is a Position: a Nowhere is empty)."""
    return cast(Position, {**place, "owner": owner})


def _combat_ended(state: State, e: Event) -> None:
    cur = turn(state)
    p = player(state, cur["player"])
    state["combat"] = None
    cur["combats"] += 1
    cur["assault"] = ""
    _gain_fame(p, e["fame"] + e.get("fame_bonus", 0))
    for change in e.get("reputation_steps") or [e["reputation"]]:  # one by one on the track (Lost Legion {LEVEL}, A-REP)
        _rep(p, change)
    p["wounds"] += e["wounds"]
    if e.get("knocked_out"):
        p["knocked_out"] = True
    for change in e.get("units", []):
        for u in list(p["units"]):
            if u["uid"] == change["uid"]:
                if change.get("destroyed"):
                    p["units"].remove(u)
                else:
                    u["wounds"] = min(2, u["wounds"] + change.get("wounds", 0))
    site = e.get("shield_site", "")
    if site:
        p["shields"][site] = p["shields"].get(site, 0) + e.get("shields", 1)
    if site == "monastery" and e.get("owner") == "burned":
        state["monasteries"] = max(0, state["monasteries"] - 1)  # a burned monastery adds no AA to the unit offer (p. 4 §2c)
    if e.get("taken_from") and site:
        old = player(state, e["taken_from"])
        old["shields"][site] = max(0, old["shields"].get(site, 0) - 1)
    city = e.get("city", "")
    if city:
        info = state["cities"].setdefault(city, {"level": 0, "conquered": False, "shields": [], "leader": ""})
        info["shields"].extend([p["name"]] * e.get("city_shields", 0))
        if e.get("conquered"):
            info["conquered"] = True
            counts: dict[str, int] = {}
            for name in info["shields"]:
                counts[name] = counts.get(name, 0) + 1
            best = max(counts.values())
            info["leader"] = next(n for n in info["shields"] if counts[n] == best)  # tie: first shield (p. 10)
    if e.get("position"):
        p["position"] = copy.copy(e["position"])
    elif e.get("withdraw") and len(cur["path"]) > 1:
        cur["path"].pop()
        p["position"] = cur["path"][-1]["position"]
    elif e.get("conquered") and (place := p["position"]) and not city:
        p["position"] = _owned(place, e.get("owner", p["name"]))
    if e.get("conquered") or not e.get("withdraw"):
        cur["path"][-1]["safe"] = True  # a conquered site (or a fight on open ground) is a safe space
    cur["rewards"].extend(e.get("rewards", []))
    state["cleared"] = state.get("cleared", []) + list(e.get("cleared", []))  # Roaming Evil! (p. 17)
    if e.get("game_end"):
        state["game_end"] = copy.deepcopy(e["game_end"])
