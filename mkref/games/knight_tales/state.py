"""The tracked game's state and ``evolve``: events record outcomes (decided in ``decide``), evolve only
applies them and never validates. The state is plain data (dicts and lists) so it pickles fast."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import GAME_ID
from .data import load
from .field import FOREST, LANES

EVENT_TYPES = frozenset({
    "fact", "order_roll", "order", "day", "quest_revealed", "bought", "trophy", "passed", "night", "revealed", "to_back",
    "boss", "attack", "tactic", "removed", "boss_moved", "lane_damage", "building_lost", "night_over", "turn", "night_end",
    "game_over", "quest_done", "used", "marker", "cleanup",
})
PHASES = ("order", "day_start", "day", "night_ready", "night", "game_over")


@dataclass
class Knight:
    name: str
    knight: str
    gold: int
    wrath: int = 0  # cube positions on the track (see track.py); 0 until the first day
    health: int = 0
    fatigue: int = 0
    village: int = 0  # village space 1..4, 0 while on the battlefield
    battlefield: int = 0
    night_over: bool = False
    exhausted: list[str] = field(default_factory=list)  # cards holding one of this knight's crests
    market: list[str] = field(default_factory=list)  # market cards and trophies
    monsters: list[list[str]] = field(default_factory=list)  # [kind, card id]: kind = monsters | bosses
    renown: list[list[Any]] = field(default_factory=list)  # [night, zone]

    @property
    def free_fatigue(self) -> int:
        return self.fatigue - self.health - 1

    @property
    def free_wrath(self) -> int:
        return self.health - self.wrath - 1


@dataclass
class KTState:
    setup: dict[str, Any]
    knights: dict[str, Knight]
    mode: str = "standard"
    difficulty: str = "heroic"
    phase: str = "order"
    round: int = 0
    turn: str = ""
    passed: list[str] = field(default_factory=list)
    facts: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)
    market_face_up: int = 9
    market_deck: int = 27
    market_empty: int = 0  # spaces left empty because the market deck ran out (I-11)
    trophies_taken: list[str] = field(default_factory=list)
    quests: dict[str, list[str]] = field(default_factory=dict)  # revealed quest -> players on slots 1..3
    lanes: dict[str, list[dict[str, Any]]] = field(default_factory=lambda: {lane: [] for lane in LANES})
    defences: dict[str, list[Any]] = field(default_factory=lambda: {lane: [True, 2] for lane in LANES})
    village: list[str] = field(default_factory=lambda: ["farmhouse", "well", "ox_cart"])
    boss: dict[str, Any] = field(default_factory=dict)
    bosses_used: list[str] = field(default_factory=list)
    townsfolk: dict[str, int] = field(default_factory=dict)  # solo: gold on each townsfolk card
    coop_used: list[str] = field(default_factory=list)
    result: str = ""  # won | lost
    order_swords: dict[str, int] = field(default_factory=dict)

    @property
    def settings(self) -> dict[str, Any]:
        from .settings import Settings

        return Settings(self.setup.get("settings", {})).values

    def card(self, kind: str, ident: str) -> dict[str, Any]:
        """A card's data: the file's values, overridden by what this game was told."""
        return {**load().card(kind, ident), **self.facts.get(kind, {}).get(ident, {})}

    def name_of(self, kind: str, ident: str, lang: str = "en") -> str:
        name = self.card(kind, ident).get("name")
        if isinstance(name, dict):
            return str(name.get(lang) or name.get("en") or ident)
        if kind == "townsfolk" and ident.startswith("townsfolk_"):  # the six cards the solo game lays out (p. 27)
            from .messages import MESSAGES

            return MESSAGES.text("townsfolk_n", lang, n=ident.removeprefix("townsfolk_"))
        return ident.replace("_", " ")

    def crests_left(self, player: str) -> int:
        """20 minus the crests lying anywhere (cards, monsters, the boss, quests, renown) (p. 4, p. 15)."""
        k = self.knights[player]
        used = len(k.exhausted) + len(k.renown) + sum(1 for slots in self.quests.values() if player in slots)
        for monsters in self.lanes.values():
            for m in monsters:
                used += int(dict(m.get("crests", [])).get(player, 0))
        used += int(dict(self.boss.get("crests", [])).get(player, 0))
        return 20 - used

    def order(self) -> list[str]:
        """Whose turns in this phase: day order by village space, night order by battlefield space."""
        if self.phase == "night":
            return sorted(self.knights, key=lambda p: self.knights[p].battlefield)
        return sorted(self.knights, key=lambda p: self.knights[p].village or 9)


def initial_state(setup: dict[str, Any]) -> KTState:
    players = setup["players"]
    knights = {p["name"]: Knight(p["name"], p["knight"], int(setup["gold"])) for p in players}
    st = KTState(setup, knights, setup["mode"], setup.get("difficulty", "heroic"))
    st.facts = _table_cards(setup)
    if st.mode == "solo":
        only = next(iter(knights.values()))
        only.village = 4
        st.phase = "day_start"
        st.townsfolk = {t: 0 for t in setup.get("townsfolk", [])}
    return st


def _table_cards(setup: dict[str, Any]) -> dict[str, dict[str, dict[str, Any]]]:
    """The values this table told in earlier games (the card file, copied into the save at `new`):
    {kind: {card id: {field: value}}}, so nothing printed is asked twice at one table."""
    import copy

    told = setup.get("table_cards", {})
    return {kind: copy.deepcopy(cards) for kind, cards in told.items()
            if isinstance(cards, dict) and all(isinstance(c, dict) for c in cards.values())}


def printed_values(events: list[dict[str, Any]]) -> dict[str, Any]:
    """The printed values a command's events record (``fact``), as card-file keys: the table told them."""
    return {f"{e['kind']}.{e['id']}.{e['field']}": e["value"] for e in events if e.get("type") == "fact"}


def evolve(st: KTState, event: dict[str, Any]) -> KTState:
    handler = _HANDLERS.get(event["type"])
    if handler is not None:
        handler(st, event)
    return st


def _fact(st: KTState, e: dict[str, Any]) -> None:
    st.facts.setdefault(e["kind"], {}).setdefault(e["id"], {})[e["field"]] = e["value"]


def _order(st: KTState, e: dict[str, Any]) -> None:
    for player, space in e["spaces"].items():
        st.knights[player].village = int(space)
    st.phase = "day_start"


def _day(st: KTState, e: dict[str, Any]) -> None:
    st.round = int(e["round"])
    st.phase = "day"
    for player, (wrath, health, fatigue) in e["tracks"].items():
        k = st.knights[player]
        k.wrath, k.health, k.fatigue = int(wrath), int(health), int(fatigue)
        k.exhausted = []
        k.night_over = False
        k.battlefield = 0
    st.passed = []
    st.coop_used = []
    st.townsfolk = {t: 0 for t in st.townsfolk}
    st.market_face_up = 9 - st.market_empty
    order = st.order()
    st.turn = order[0] if order else ""


def _next_day_turn(st: KTState, after: str, order: list[str] | None = None) -> None:
    """The next knight of the day's order after ``after`` who has not passed (p. 9)."""
    order = order or st.order()
    active = [p for p in order if p not in st.passed]
    if not active:
        st.turn = ""
        st.phase = "night_ready"
        return
    i = order.index(after)
    for step in range(1, len(order) + 1):
        candidate = order[(i + step) % len(order)]
        if candidate in active:
            st.turn = candidate
            return


def _bought(st: KTState, e: dict[str, Any]) -> None:
    k = st.knights[e["player"]]
    k.gold -= int(e["cost"])
    k.market.append(e["card"])
    st.market_face_up -= 1
    if st.market_deck > 0:
        st.market_deck -= 1
    else:
        st.market_empty += 1
    _next_day_turn(st, e["player"])


def _trophy(st: KTState, e: dict[str, Any]) -> None:
    k = st.knights[e["player"]]
    for card in e["cards"]:
        k.monsters.remove(["monsters", card])
    k.market.append(e["trophy"])
    st.trophies_taken.append(e["trophy"])
    _next_day_turn(st, e["player"])


def _passed(st: KTState, e: dict[str, Any]) -> None:
    # the others keep the day's order (p. 9): read it while the passing knight still stands in the village
    day_order = st.order()
    k = st.knights[e["player"]]
    k.battlefield = int(e["space"])
    k.village = 0
    st.passed.append(e["player"])
    _next_day_turn(st, e["player"], day_order)


def _night(st: KTState, e: dict[str, Any]) -> None:
    st.phase = "night"
    st.lanes = {lane: [_monster() for _ in range(3)] for lane in LANES}
    st.boss = {}
    order = st.order()
    st.turn = order[0] if order else ""


def _monster(card: str = "") -> dict[str, Any]:
    return {"card": card, "face_up": False, "gold": 0, "hp": 0, "sword": 0, "shield": 0, "black": 0, "red": 0, "crests": []}


def _revealed(st: KTState, e: dict[str, Any]) -> None:
    m = st.lanes[e["lane"]][int(e["index"])]
    m.update(card=e["card"], face_up=True, gold=int(e["gold"]))


def _to_back(st: KTState, e: dict[str, Any]) -> None:
    lane = st.lanes[e["lane"]]
    lane.append(lane.pop(int(e["index"])))


def _boss(st: KTState, e: dict[str, Any]) -> None:
    st.boss = {"card": e["card"], "position": FOREST, "gold": int(e["gold"]), "hp": 0, "doom": 0, "crests": [], "alive": True}


def _attack(st: KTState, e: dict[str, Any]) -> None:
    k = st.knights[e["player"]]
    k.health += int(e["wounds_taken"])
    k.fatigue = k.health + 1 + int(e["fatigue_left"])
    k.wrath = k.health - 1 - int(e["wrath_left"])
    k.gold = int(e["gold_after"])
    k.exhausted.extend(e.get("used", []))
    for helper, change in e.get("helpers", {}).items():
        h = st.knights[helper]
        h.health += int(change.get("wounds", 0))
        h.fatigue -= int(change.get("fatigue", 0))
        h.exhausted.extend(change.get("used", []))
    st.coop_used.extend(e.get("coop", []))
    for name, gold in e.get("townsfolk", {}).items():
        st.townsfolk[name] = st.townsfolk.get(name, 0) + int(gold)
    target = st.boss if e["lane"] == "boss" else st.lanes[e["lane"]][int(e["index"])]
    target.update(gold=int(e["gold_left"]), hp=int(e["hp_left"]), crests=[list(c) for c in e["crests"]])
    if st.boss:
        st.boss["doom"] = int(e["doom_column"])
    for prize in e.get("cards", []):
        st.knights[prize["player"]].monsters.append([prize["kind"], prize["card"]])
    if e["lane"] == "boss" and e.get("destroyed"):
        st.boss.update(alive=False, position=0)
    redirect = e.get("redirect")
    if redirect:
        other = st.lanes[redirect["lane"]][int(redirect["index"])]
        other.update(gold=int(redirect["gold_left"]), hp=int(redirect["hp_left"]), crests=[list(c) for c in redirect["crests"]])


def _removed(st: KTState, e: dict[str, Any]) -> None:
    st.lanes[e["lane"]].pop(int(e["index"]))


def _boss_moved(st: KTState, e: dict[str, Any]) -> None:
    st.boss["position"] = int(e["row"])


def _lane_damage(st: KTState, e: dict[str, Any]) -> None:
    st.defences[e["lane"]] = [bool(e["barricade"]), int(e["palisades"])]


def _building_lost(st: KTState, e: dict[str, Any]) -> None:
    if e["building"] in st.village:
        st.village.remove(e["building"])


def _night_over(st: KTState, e: dict[str, Any]) -> None:
    k = st.knights[e["player"]]
    k.night_over = True
    k.village = int(e["space"])
    k.battlefield = 0
    if e.get("zone"):
        k.renown.append([st.round, e["zone"]])


def _turn(st: KTState, e: dict[str, Any]) -> None:
    st.turn = e["player"]


def _cleanup(st: KTState, e: dict[str, Any]) -> None:
    """Gold and crests come off the monster cards (p. 21)."""
    for monsters in st.lanes.values():
        for m in monsters:
            m.update(gold=0, crests=[])
    if st.boss:
        st.boss.update(gold=0, crests=[])


def _night_end(st: KTState, e: dict[str, Any]) -> None:
    st.lanes = {lane: [] for lane in LANES}
    if st.boss:
        st.bosses_used.append(st.boss["card"])
    st.boss = {}
    st.turn = ""
    st.phase = "day_start"


def _game_over(st: KTState, e: dict[str, Any]) -> None:
    st.phase = "game_over"
    st.result = e["result"]
    st.turn = ""


def _quest_done(st: KTState, e: dict[str, Any]) -> None:
    st.quests.setdefault(e["quest"], []).append(e["player"])


def _quest_revealed(st: KTState, e: dict[str, Any]) -> None:
    st.quests.setdefault(e["quest"], [])


def _used(st: KTState, e: dict[str, Any]) -> None:
    st.knights[e["player"]].exhausted.append(e["card"])
    if e.get("coop"):
        st.coop_used.append(e["card"])


def _marker(st: KTState, e: dict[str, Any]) -> None:
    target = st.boss if e["lane"] == "boss" else st.lanes[e["lane"]][int(e["index"])]
    target[e["marker"]] = int(target.get(e["marker"], 0)) + int(e["count"])


def _order_roll(st: KTState, e: dict[str, Any]) -> None:
    st.order_swords[e["player"]] = int(e["swords"])


_HANDLERS = {
    "fact": _fact, "order": _order, "day": _day, "bought": _bought, "trophy": _trophy, "passed": _passed, "night": _night,
    "revealed": _revealed, "to_back": _to_back, "boss": _boss, "attack": _attack, "removed": _removed, "boss_moved": _boss_moved,
    "lane_damage": _lane_damage, "building_lost": _building_lost, "night_over": _night_over, "turn": _turn,
    "night_end": _night_end, "cleanup": _cleanup, "game_over": _game_over, "quest_done": _quest_done, "quest_revealed": _quest_revealed,
    "used": _used, "marker": _marker, "order_roll": _order_roll,
}

__all__ = ["GAME_ID", "EVENT_TYPES", "KTState", "Knight", "evolve", "initial_state"]
