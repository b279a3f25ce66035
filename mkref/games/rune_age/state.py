"""Rune Age's state: its types, and ``evolve``, which folds events into it (mkref.core.events): total,
never validates. Pure.

The state is plain dicts and lists (``setup.initial_state`` makes it; saves replay events into it), so
that it clones and compares fast; the TypedDicts below describe it. ``combat``, ``result`` and the event
deck's ``current`` are empty dicts while there is none, hence ``total=False``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, TypedDict, cast

from . import combat, data
from .cards import FactValue, card_name
from .combat import ArmyCard, Side
from .events import (AcquiredEvent, BonusEvent, BoughtEvent, CardMarkedEvent, CardPlayedEvent, CityDestroyedEvent, CombatKind,
                     CombatResolvedEvent, CombatStartedEvent, DamageEvent, DeckRebuiltEvent, EliminatedEvent, EventDrawnEvent,
                     EventType, FactEvent, GameOverEvent, Outcome, PaidEvent, PassedEvent, PlayerEvent, RewardGainedEvent, RoundEvent,
                     RuneAgeEvent, RuneTakenEvent, Source, Target, TookEvent, TurnEndedEvent, UnitActionEvent)

Phase = Literal["turns", "event", "game_over"]  # the players' turns, the event phase (p. 7, 9)
Scenario = Literal["dragonlords", "runewars", "cataclysm", "monument"]
Race = Literal["daqan", "latari", "waiqar", "uthuk"]
SettingValue = bool | str | list[int] | list[str]  # rules/rune-age/settings.toml: a choice, or the die's faces
TableSettings = dict[str, SettingValue]


class InPlay(TypedDict):
    """A neutral city or an enemy in play: its id and the name the table knows it by."""

    id: str
    name: str


class City(InPlay):
    """A city a player controls."""

    ready: bool


class Reward(TypedDict):
    """A reward a player holds (p. 9): a defeated enemy's card (``id``) or one a card text gave (``id`` "")."""

    id: str
    name: str
    gold: int
    influence: int
    ready: bool


class PlayerState(TypedDict):
    name: str
    race: Race
    damage: int  # on the Home Realm (p. 14)
    out: bool  # eliminated
    barracks: dict[str, int]  # units left by cost group ("1", "2", "3", "5")
    barracks_strongholds: int
    strongholds: list[bool]  # in play: ready or exhausted
    cities: list[City]
    rewards: list[Reward]
    owned: dict[str, int]  # card id -> copies the player owns
    rune: Literal["", "ready", "exhausted"]  # the Dragon Rune ("" without one)
    monument: Literal["", "barracks", "built"]
    monument_round: int
    targets: list[str]  # the targets attacked this turn (or round, A-04)
    used: dict[str, int]  # cards played since hands were last refilled


class Central(TypedDict):
    """The central area (p. 4): the gold and neutral stacks, the neutral cities."""

    gold: dict[str, int]
    neutral: dict[str, int]
    cities: list[InPlay]
    unnamed_cities: int  # city cards not yet named at the table


class EventCard(TypedDict):
    """An event card on the discard pile or in the rebuilt deck."""

    id: str
    stage: int


class Lasting(EventCard):
    name: str
    until: int  # the round it leaves after


class CurrentEvent(TypedDict, total=False):
    """The event card drawn this round (empty before the draw)."""

    id: str
    name: str
    kind: Literal["enemy", "effect"]
    stage: int
    attacks: bool
    lasting: bool
    strength: int
    attrition: int


class EventsState(TypedDict):
    """The event deck and the event phase (p. 9-10)."""

    deck: int  # cards left
    discard: list[EventCard]
    enemies: list[InPlay]
    lasting: list[Lasting]
    stage: int  # of the last card drawn
    current: CurrentEvent
    queue: list[int]  # the players who still defend against the current attack, in order
    drawn: bool  # this round's card is drawn
    rebuilt: bool
    exhausted: bool
    size: int
    rebuilt_cards: list[EventCard]
    removed: int  # cards out of the game (kept as rewards by an eliminated player)


class CombatState(TypedDict, total=False):
    """The running battle, siege or defence (p. 9-14); empty between combats."""

    kind: CombatKind
    attacker: int
    defender: int  # -1 in a battle
    target: Target
    armies: dict[Side, list[ArmyCard]]
    passed: dict[Side, bool]
    next: Side | Literal[""]  # the side to play a card ("" once both passed)
    step: Literal["deploy", "resolution"]


class GameResult(TypedDict, total=False):
    """The end of the game (empty while it goes on)."""

    outcome: Outcome
    winners: list[int]
    rule: str
    ref: str
    scores: dict[str, int]


class GameState(TypedDict):
    scenario: Scenario
    settings: TableSettings
    round: int
    phase: Phase
    start: int  # the start player's seat (p. 7)
    active: int  # whose turn it is
    players: list[PlayerState]
    central: Central
    events: EventsState
    facts: dict[str, FactValue]  # printed values the table told, by card and field ("riverwatch.strength")
    combat: CombatState
    result: GameResult
    objective_defeated_by: int  # Dragonlords (p. 15): -1 until somebody beats the Objective card


Apply = Callable[[GameState, RuneAgeEvent], None]


def evolve(state: GameState, event: RuneAgeEvent) -> GameState:
    handler = HANDLERS.get(event["type"])
    if handler is not None:
        handler(state, event)
    return state


def _fact(state: GameState, e: FactEvent) -> None:
    state["facts"][e["key"]] = e["value"]


def _use(p: PlayerState, card: str, n: int = 1) -> None:
    p["used"][card] = max(0, p["used"].get(card, 0) + n)


def _refill(state: GameState) -> None:
    """R-TURN-04 (p. 7, 12): everybody draws up to five: cards used since the last refill are no longer in hand."""
    for p in state["players"]:
        p["used"] = {}


def _bought(state: GameState, e: BoughtEvent) -> None:
    p = state["players"][e["player"]]
    for value in e["gold_cards"]:
        _use(p, f"gold{value}")
    for r in e["rewards"]:
        p["rewards"][r]["ready"] = False
    for item in e["items"]:
        if item == "stronghold":
            p["barracks_strongholds"] -= 1
            p["strongholds"].append(True)  # R-BUY-02 (p. 7): enters ready
        elif item == "monument":
            p["monument"] = "built"
            p["monument_round"] = state["round"]
        else:
            p["barracks"][item.rsplit("unit", 1)[1]] -= 1
            p["owned"][item] = p["owned"].get(item, 0) + 1
            _use(p, item)  # R-BUY-02: onto the discard pile, not into the hand


def _exhaust(p: PlayerState, sources: list[Source]) -> None:
    for s in sources:
        if s["kind"] == "stronghold":
            p["strongholds"][s["index"]] = False
        elif s["kind"] == "city":
            p["cities"][s["index"]]["ready"] = False
        else:
            p["rewards"][s["index"]]["ready"] = False


def _acquired(state: GameState, e: AcquiredEvent) -> None:
    p = state["players"][e["player"]]
    _exhaust(p, e["sources"])
    central = state["central"]
    for card in e["items"]:
        stack = central["gold"] if card in central["gold"] else central["neutral"]
        stack[card] -= 1
        p["owned"][card] = p["owned"].get(card, 0) + 1
        _use(p, card)  # R-INF-02: onto the discard pile


def _paid(state: GameState, e: PaidEvent) -> None:
    _exhaust(state["players"][e["player"]], e["sources"])


def _turn_ended(state: GameState, e: TurnEndedEvent) -> None:
    _exhaust(state["players"][e["player"]], e["sources"])
    _refill(state)


def _turn_started(state: GameState, e: PlayerEvent) -> None:
    """R-TURN-01 (p. 7; A-09): ready the player's exhausted cards."""
    state["active"] = e["player"]
    state["phase"] = "turns"
    p = state["players"][e["player"]]
    p["strongholds"] = [True for _ in p["strongholds"]]
    for c in p["cities"]:
        c["ready"] = True
    for r in p["rewards"]:
        r["ready"] = True
    if p["rune"] and state["settings"]["ready_everything"]:
        p["rune"] = "ready"
    if state["settings"]["target_once_per"] == "attacker_turn":
        p["targets"] = []


def _event_phase(state: GameState, e: RoundEvent) -> None:
    state["phase"] = "event"


def _combat_started(state: GameState, e: CombatStartedEvent) -> None:
    target = e["target"].copy()
    target.setdefault("bonus", 0)
    if e["kind"] != "defence":
        state["players"][e["attacker"]]["targets"].append(target["key"])
    if target.get("new"):
        state["central"]["unnamed_cities"] -= 1
        state["central"]["cities"].append({"id": target["id"], "name": target["name"]})
        target["new"] = False
    state["combat"] = {
        "kind": e["kind"], "attacker": e["attacker"], "defender": e["defender"], "target": target,
        "armies": {combat.ATTACKER: [], combat.DEFENDER: []},
        "passed": {combat.ATTACKER: False, combat.DEFENDER: e["kind"] != "siege"},
        "next": combat.ATTACKER, "step": "deploy",
    }


def _card_played(state: GameState, e: CardPlayedEvent) -> None:
    c = state["combat"]
    # the English name: a view names the card in the table's language from its id
    card: ArmyCard = {**combat.new_card(e["card"], card_name(state, e["card"]), e["unit"], e["strength"]), "owner": e["owner"]}
    c["armies"][e["side"]].append(card)
    _use(state["players"][e["owner"]], e["card"])
    if c["kind"] == "siege":
        c["next"] = combat.after_play(e["side"], c["passed"])


def _passed(state: GameState, e: PassedEvent) -> None:
    c = state["combat"]
    c["passed"][e["side"]] = True
    c["next"] = combat.after_pass(e["side"], c["passed"])
    if not c["next"]:
        c["step"] = "resolution"


def _deployment_over(state: GameState, e: RuneAgeEvent) -> None:
    state["combat"]["step"] = "resolution"
    state["combat"]["next"] = ""


def _mark(flag: Literal["wounded", "destroyed", "protected"]) -> Callable[[GameState, CardMarkedEvent], None]:
    def apply(state: GameState, e: CardMarkedEvent) -> None:
        state["combat"]["armies"][e["side"]][e["index"]][flag] = True
    return apply


def _bonus(state: GameState, e: BonusEvent) -> None:
    c = state["combat"]
    if e["side"] == "target":
        c["target"]["bonus"] += e["amount"]
    else:
        c["armies"][e["side"]][e["index"]]["bonus"] += e["amount"]


def _return_to_origin(state: GameState, card: ArmyCard) -> None:
    """R-DW-01 (p. 14): racial units to their race's barracks (A-26), neutral cards to their stack."""
    owner = state["players"][card["owner"]]
    ident = card["card"]
    owner["owned"][ident] = max(0, owner["owned"].get(ident, 0) - 1)
    _use(owner, ident, -1)
    group = data.parse_group(ident)
    if group:
        for p in state["players"]:
            if p["race"] == group[0]:
                p["barracks"][str(group[1])] += 1
    elif ident in state["central"]["neutral"] or ident in data.cards()["neutral"]:
        state["central"]["neutral"][ident] = state["central"]["neutral"].get(ident, 0) + 1


def _combat_resolved(state: GameState, e: CombatResolvedEvent) -> None:
    c = state["combat"]
    me = state["players"][e["attacker"]]
    target = c["target"]
    fate = e["fate"]
    if e["kind"] == "siege" and fate == "captured":
        owner = state["players"][e["defender"]]
        city = next(x for x in owner["cities"] if x["id"] == target["id"])
        owner["cities"].remove(city)
        exhausted = data.scenario(state["scenario"]).get("captured_city_exhausted", False)
        me["cities"].append({"id": city["id"], "name": city["name"], "ready": not exhausted})
    elif e["kind"] == "battle" and fate == "captured":
        if target["kind"] == "stronghold":
            me["barracks_strongholds"] -= 1
            me["strongholds"].append(True)
        else:
            state["central"]["cities"] = [x for x in state["central"]["cities"] if x["id"] != target["id"]]
            me["cities"].append({"id": target["id"], "name": target["name"], "ready": state["settings"]["battle_city_enters"] == "ready"})
    elif fate in ("reward", "discarded"):
        ev = state["events"]
        ev["enemies"] = [x for x in ev["enemies"] if x["id"] != target["id"]]
        if fate == "reward":
            kind = state["facts"].get(target["id"] + ".reward", "other")
            amount = int(state["facts"].get(target["id"] + ".reward_amount", 0))
            me["rewards"].append({"id": target["id"], "name": target["name"], "gold": amount if kind == "gold" else 0,
                                  "influence": amount if kind == "influence" else 0, "ready": state["settings"]["reward_enters"] == "ready"})
        else:
            ev["discard"].append({"id": target["id"], "stage": int(state["facts"].get(target["id"] + ".stage", 1))})
    elif fate == "defeated_objective":
        state["objective_defeated_by"] = e["attacker"]
    for side in (combat.ATTACKER, combat.DEFENDER):
        for card in combat.fallen(c["armies"][side]):
            _return_to_origin(state, card)
    if e["kind"] == "defence":
        _after_defence(state, e)
    state["combat"] = {}


def _after_defence(state: GameState, e: CombatResolvedEvent) -> None:
    """R-BAT-06 (p. 10-11; A-41): the effect goes on to the next affected player."""
    ev = state["events"]
    ev["queue"] = [i for i in ev["queue"] if i != e["attacker"]]
    if state["settings"]["pass_effect_on"] == "defender_won" and e["winner"] != "army":
        ev["queue"] = []
    if not ev["queue"]:
        _effect_done(state)


def _effect_done(state: GameState) -> None:
    ev = state["events"]
    current = ev["current"]
    if current and not current.get("lasting"):
        ev["discard"].append({"id": current["id"], "stage": current["stage"]})


def _damage(state: GameState, e: DamageEvent) -> None:
    state["players"][e["player"]]["damage"] += e["amount"]


def _eliminated(state: GameState, e: EliminatedEvent) -> None:
    ev = state["events"]
    defending = bool(ev["queue"])
    ev["removed"] = ev.get("removed", 0) + sum(1 for r in state["players"][e["player"]]["rewards"] if r.get("id"))  # p. 14
    apply_elimination(state, e["player"])
    if defending and not ev["queue"]:  # the last player the attacking effect still had to reach is out
        _effect_done(state)


def apply_elimination(state: GameState, player: int) -> None:
    """R-ELIM-02 (p. 14): neutral and gold cards back to their stacks, cities back to the centre, rewards
    removed from the game, everything else leaves with him (A-37); a new start player if needed (A-13)."""
    p = state["players"][player]
    p["out"] = True
    central = state["central"]
    for card, n in p["owned"].items():
        if card in central["gold"]:
            central["gold"][card] += n
        elif card in central["neutral"] or card in data.cards()["neutral"]:
            central["neutral"][card] = central["neutral"].get(card, 0) + n
    p["owned"] = {}
    for c in p["cities"]:
        central["cities"].append({"id": c["id"], "name": c["name"]})
    p["cities"], p["rewards"], p["strongholds"] = [], [], []
    p["rune"] = ""
    state["events"]["queue"] = [i for i in state["events"]["queue"] if i != player]
    if state["start"] == player:
        state["start"] = next_alive(state, player)


def next_alive(state: GameState, after: int) -> int:
    """The first surviving player clockwise after ``after`` (seat order never changes, p. 4)."""
    n = len(state["players"])
    for k in range(1, n + 1):
        i = (after + k) % n
        if not state["players"][i]["out"]:
            return i
    return after


def _rune_taken(state: GameState, e: RuneTakenEvent) -> None:
    if e["keep"] == "new":
        state["players"][e["player"]]["rune"] = "ready" if state["settings"]["new_rune_enters"] == "ready" else "exhausted"


def _rune_used(state: GameState, e: PlayerEvent) -> None:
    state["players"][e["player"]]["rune"] = "exhausted"


def _event_drawn(state: GameState, e: EventDrawnEvent) -> None:
    ev = state["events"]
    if ev["rebuilt"]:  # drawn from the rebuilt deck: it leaves that deck's list
        pile = ev.setdefault("rebuilt_cards", [])
        taken = next((d for d in pile if d["id"] == e["id"]), None)
        if taken is not None:
            pile.remove(taken)
    ev["deck"] = max(0, ev["deck"] - 1)
    ev["drawn"] = True
    ev["stage"] = e["stage"]
    ev["current"] = {"id": e["id"], "name": e["name"], "kind": e["kind"], "stage": e["stage"], "attacks": e["attacks"],
                     "lasting": e["lasting"], "strength": e.get("strength", 0), "attrition": e.get("attrition", 0)}
    state["facts"][e["id"] + ".stage"] = e["stage"]
    if e["kind"] == "enemy":
        ev["enemies"].append({"id": e["id"], "name": e["name"]})
        return
    if e["lasting"]:
        ev["lasting"].append({"id": e["id"], "name": e["name"], "stage": e["stage"], "until": state["round"] + 1})
    if e["attacks"]:
        ev["queue"] = [i for k in range(len(state["players"])) if not state["players"][i := (state["start"] + k) % len(state["players"])]["out"]]
    else:
        _effect_done(state)


def _deck_rebuilt(state: GameState, e: DeckRebuiltEvent) -> None:
    """p. 9, A-10: the stage-2 cards of the event discard pile are shuffled into a new deck; they leave the pile."""
    ev = state["events"]
    shuffled = [d for d in ev["discard"] if d["stage"] == 2]
    ev["discard"] = [d for d in ev["discard"] if d["stage"] != 2]
    ev["rebuilt_cards"] = [*ev.get("rebuilt_cards", []), *shuffled]
    ev["deck"] = e["count"]
    ev["rebuilt"] = True


def _no_event(state: GameState, e: RuneAgeEvent) -> None:
    state["events"]["drawn"] = True


def _deck_empty(state: GameState, e: RuneAgeEvent) -> None:
    state["events"]["drawn"] = True
    state["events"]["exhausted"] = True


def _unaffected(state: GameState, e: PlayerEvent) -> None:
    ev = state["events"]
    ev["queue"] = [i for i in ev["queue"] if i != e["player"]]
    if not ev["queue"]:
        _effect_done(state)


def _round_ended(state: GameState, e: RoundEvent) -> None:
    """A-11: effects lasting the following round leave after it; a new round starts with the start player."""
    ev = state["events"]
    for item in [x for x in ev["lasting"] if x["until"] <= e["round"]]:
        ev["lasting"].remove(item)
        ev["discard"].append({"id": item["id"], "stage": item["stage"]})
    ev["drawn"] = False
    ev["current"] = {}
    _refill(state)
    state["round"] = e["round"] + 1
    if state["settings"]["target_once_per"] == "round":
        for p in state["players"]:
            p["targets"] = []


def _city_destroyed(state: GameState, e: CityDestroyedEvent) -> None:
    """R-DW-01 (p. 14): the destroyed city leaves its controller and lies in the centre, neutral."""
    p = state["players"][e["player"]]
    p["cities"] = [c for c in p["cities"] if c["id"] != e["id"]]
    state["central"]["cities"].append({"id": e["id"], "name": e["name"]})


def _reward_gained(state: GameState, e: RewardGainedEvent) -> None:
    state["players"][e["player"]]["rewards"].append(
        {"id": "", "name": e["name"], "gold": e["gold"], "influence": e["influence"], "ready": state["settings"]["reward_enters"] == "ready"})


def _unit_action(state: GameState, e: UnitActionEvent) -> None:
    """A-08: a card played from the hand for its Action goes to the discard pile."""
    _use(state["players"][e["player"]], e["card"])


def _took(state: GameState, e: TookEvent) -> None:
    src, dst = state["players"][e["from"]]["owned"], state["players"][e["player"]]["owned"]
    src[e["card"]] = max(0, src.get(e["card"], 0) - 1)
    dst[e["card"]] = dst.get(e["card"], 0) + 1


def _game_over(state: GameState, e: GameOverEvent) -> None:
    state["result"] = {"outcome": e["outcome"], "winners": e["winners"], "rule": e["rule"], "ref": e["ref"]}
    if "scores" in e:
        state["result"]["scores"] = e["scores"]
    state["phase"] = "game_over"


def _nothing(state: GameState, e: RuneAgeEvent) -> None:
    return None


# each handler is called with the events of its own kind only (tests/unit/rune_age/test_types.py checks the table)
HANDLERS = cast(dict[EventType, Apply], {
    "fact": _fact, "bought": _bought, "acquired": _acquired, "turn_ended": _turn_ended, "turn_started": _turn_started,
    "event_phase": _event_phase, "combat_started": _combat_started, "card_played": _card_played, "passed": _passed,
    "deployment_over": _deployment_over, "attrition": _nothing, "casualty": _mark("destroyed"), "wounded": _mark("wounded"),
    "destroyed": _mark("destroyed"), "protected": _mark("protected"), "bonus": _bonus, "combat_resolved": _combat_resolved,
    "damage": _damage, "eliminated": _eliminated, "rune_taken": _rune_taken, "rune_used": _rune_used,
    "event_drawn": _event_drawn, "deck_rebuilt": _deck_rebuilt, "no_event": _no_event, "event_deck_empty": _deck_empty,
    "unaffected": _unaffected, "round_ended": _round_ended, "reward_gained": _reward_gained, "took": _took,
    "unit_action": _unit_action, "game_over": _game_over, "paid": _paid, "city_destroyed": _city_destroyed,
})
EVENT_TYPES = frozenset(HANDLERS)
