"""State of a tracked miniatures game: warriors, players, objectives, items, terrain pieces; setup from
`mkref new` options; `evolve` (events -> state, total, never validates); queries shared by commands and views."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Event
from mkref.core.messages import Named
from mkref.core.names import NameIndex, fold

from . import data, rules
from .army import Army, Warrior, army_from_dict, validate_army
from .attack_types import Fighter
from .settings import Settings, parse_assignments

from .messages import MESSAGES

_no = MESSAGES.said  # a refusal: English as written, German at a German table (messages.py)


GAME_ID = "mk-miniatures"


# ---- state ----------------------------------------------------------------------------------------
@dataclass
class WState:
    key: str
    player: str
    w: Warrior
    click: int = 0
    tokens: int = 0
    acted: bool = False
    status: str = "in_play"  # in_play | eliminated | removed | removed_from_game
    captor: str = ""  # key of the warrior holding this one captive
    captive: str = ""  # key of the warrior this one holds
    soaring: bool = False
    items: list[str] = field(default_factory=list)  # item names worn
    helm_active: bool = False
    stormwall: bool = False  # Stormwall used: no ranged attacks by or on figures within its radius until its next command phase
    demoralized: bool = False
    revived: bool = False  # brought back by the Necromantic Bonestaff: leaves the game at the next end phase

    @property
    def dial_len(self) -> int:
        return len(self.w.dial)

    @property
    def in_play(self) -> bool:
        return self.status == "in_play"

    @property
    def active(self) -> bool:
        return self.in_play and not self.captor and not self.demoralized

    def values(self) -> tuple[int, int, int, int]:
        if not self.w.dial or self.click >= self.dial_len:
            return (0, 0, 0, 0)
        c = self.w.dial[self.click]
        return (c.speed, c.attack, c.defense, c.damage)


@dataclass
class PState:
    name: str
    army: str
    army_cost: int
    team: str
    out: bool = False
    vp: int = 0


@dataclass
class MiniState:
    build_total: int
    time_limit: int
    players: list[PState]
    warriors: dict[str, WState]
    items: dict[str, dict[str, Any]]  # item name -> {number, points, owner, relic, wearer, on_table_near}
    objectives: dict[str, rules.Objective]
    settings_changed: dict[str, Any]
    domains: list[str]
    domains_removed: dict[str, list[str]]
    turn: int = 1
    current: int = 0
    phase: str = "command"
    actions_left: int = 0
    bombards: list[dict[str, Any]] = field(default_factory=list)
    ledger: list[dict[str, Any]] = field(default_factory=list)
    time_up: bool = False
    agreed_end: bool = False
    ended: bool = False
    result: dict[str, Any] = field(default_factory=dict)
    pieces: dict[str, dict[str, Any]] = field(default_factory=dict)  # constructed terrain: name -> {card, damage, destroyed}
    stormcrow_used: list[str] = field(default_factory=list)  # weather domains removed by R-015 (cannot return)
    first: int = 0  # seat of the first player: a round ends before it comes round again
    prophecy: dict[str, list[int]] = field(default_factory=dict)  # player -> two dice set aside
    graveyard_done: bool = False  # the current player made this turn's Haunted Graveyard sacrifice
    first_decided: bool = False  # the first player is known (initiative roll or 'first')
    initiative: dict[str, int] = field(default_factory=dict)  # player -> final 2d6 sum (p. 4)
    markers: list[dict[str, Any]] = field(default_factory=list)  # {id, player, inches}: where each player's marker goes
    pile: dict[str, list[int]] = field(default_factory=dict)  # player -> [ordinary, constructed] pieces on the pile
    terrain: list[dict[str, Any]] = field(default_factory=list)  # placements in order: {player, pieces, constructed}

    @property
    def player(self) -> PState:
        return self.players[self.current]

    def settings(self) -> Settings:
        return Settings(self.settings_changed)

    def team_of(self, name: str) -> str:
        return next(p.team for p in self.players if p.name == name)


# ---- setup ----------------------------------------------------------------------------------------
def _parse_args(args: list[str]) -> dict[str, list[str]]:
    """Every option's values, in the order given (mkref.core.options reads the words against new_options.py)."""
    from mkref.core.options import parse_new_options

    from .new_options import OPTIONS

    opts: dict[str, list[str]] = {}
    for key, value in parse_new_options(OPTIONS, args, "mk-miniatures").pairs:
        opts.setdefault(key, []).append(value)
    return opts


def setup_from_args(args: list[str]) -> dict[str, Any]:
    from mkref.core.tomlread import load_toml

    opts = _parse_args(args)
    armies = opts.get("--army", [])
    if len(armies) < 2:
        raise InvalidInput(_no("minist.a_game_needs_at_least_two"), hint=_no("minist.for_example_mkref_new_mk_miniatures"))
    try:
        build = int(opts.get("--build", ["300"])[-1])
        time_limit = int(opts.get("--time", ["0"])[-1])
    except ValueError:
        raise InvalidInput(_no("minist.build_and_time_take_whole_numbers")) from None
    rules.check_build_total(build)
    names = opts.get("--player", [])
    teams = opts.get("--team", [])
    doms = opts.get("--domain", [])
    settings_over: dict[str, Any] = {}
    players: list[dict[str, Any]] = []
    for i, path in enumerate(armies):
        from mkref.core.errors import DataFileError

        raw = load_toml(Path(path), DataFileError)
        army = army_from_dict(raw, path)
        report = validate_army(army, build)
        if report.problems:
            text, ref = report.problems[0]
            raise RuleViolation(_no("minist.army_illegal", army=army.name, path=path), text,
                                _no("minist.army_check", path=path, build=build), ref=ref)
        settings_over.update(army.settings)
        name = names[i] if i < len(names) else army.name
        players.append({"name": name, "army": raw, "team": teams[i] if i < len(teams) else name})
    if len({p["name"] for p in players}) != len(players):
        raise InvalidInput(_no("minist.two_players_have_the_same_name"), hint=_no("minist.name_them_with_player_name_once"))
    settings_over.update(parse_assignments(opts.get("--set", [])))
    settings = Settings(settings_over)
    from .domains import check_domain_names

    domain_ids = check_domain_names(doms)
    return {
        "build_total": build,
        "time_limit": time_limit,
        "players": players,
        "settings": settings.changed(),
        "domains": domain_ids,
        "save_name": "mini-" + "-".join(fold(p["name"]) for p in players)[:40],
    }


def initial_state(setup: dict[str, Any]) -> MiniState:
    from .domains import resolve_domains

    players: list[PState] = []
    warriors: dict[str, WState] = {}
    items: dict[str, dict[str, Any]] = {}
    settings = Settings(setup.get("settings", {}))
    res = resolve_domains(setup.get("domains", []), settings)
    for p in setup["players"]:
        army: Army = army_from_dict(p["army"], p["name"])
        players.append(PState(p["name"], army.name, army.cost, p.get("team", p["name"])))
        keymap: dict[str, str] = {}
        for u in army.units:
            key = u.key if u.key not in warriors else f"{u.key}_{fold(p['name'])}"
            keymap[u.key] = key
            click = 1 if "blasted_lands" in res.in_play and settings["blasted_deploy_click"] else 0
            warriors[key] = WState(key, p["name"], u.warrior, click=click)
        from .army import unit_index

        idx = unit_index(army)
        for it in army.items:
            wearer = keymap[idx.resolve(it.wearer)]
            label = it.name if it.name not in items else f"{it.name} ({p['name']})"
            items[label] = {"number": it.number, "points": it.points, "owner": p["name"], "wearer": wearer, "near": "",
                           "requires": list(it.requires)}
            warriors[wearer].items.append(label)
    n_obj = 1 + len(players)
    state = MiniState(
        setup["build_total"], setup.get("time_limit", 0), players, warriors, items,
        {f"o{i + 1}": rules.Objective() for i in range(n_obj)}, dict(setup.get("settings", {})),
        res.in_play, res.removed,
    )
    state.actions_left = rules.actions_per_turn(state.build_total)
    return state


def setup_checklist(setup: dict[str, Any], lang: str = "en") -> list[str]:
    from .messages import MESSAGES

    def t(key: str, /, **values: object) -> str:
        return MESSAGES.text(f"check.{key}", lang, **values)

    state = initial_state(setup)
    names = ", ".join(t("army", name=p.name, army=p.army, cost=p.army_cost) for p in state.players)
    doms = data.load().domains
    blasted = ""
    if "blasted_lands" in state.domains:
        blasted = t("blasted_keeps") if Settings(setup.get("settings", {}))["blasted_lands_keeps_objectives"] else t("blasted")
    lines = [
        t("title", total=state.build_total, actions=rules.actions_per_turn(state.build_total)),
        t("players", names=names),
        t("objectives", n=len(state.objectives), ids=", ".join(state.objectives)),
        t("roll"),
        t("terrain") + blasted,
    ]
    if setup.get("domains"):
        lines.append(t("domains", names=", ".join(doms[d].name(lang) for d in setup["domains"])))
        lines.append(t("domains_in_play", names=", ".join(doms[d].name(lang) for d in state.domains) or t("none")))
    lines.append(t("deploy", n=5 if setup.get("domains") else 4))
    if "haunted_graveyard" in state.domains:
        from .messages import say

        lines.append(say("graveyard_setup", lang))
    if any(w.click for w in state.warriors.values()):
        lines.append(t("blasted_click"))
    if state.time_limit:
        lines.append(t("time", minutes=state.time_limit))
    if state.settings_changed:
        lines.append(t("settings", settings=", ".join(f"{k}={v}" for k, v in state.settings_changed.items())))
    lines.append(t("first", name=state.players[0].name))
    return lines


def display_name(w: WState) -> str:
    """The name a German table reads for a warrior: its figure's name, a copy's number after it ('Ember
    Spearman 2' for ember_spearman_2); an English table reads the id, as it always has."""
    base = fold(w.w.name)
    suffix = w.key[len(base):].replace("_", " ") if w.key.startswith(base) else ""
    return w.w.name + suffix


def named(w: WState) -> Named:
    """A warrior put into a sentence: its id in English, its name in German (issue 20: names, not ids)."""
    return Named(w.key, display_name(w))


def resolve_warrior(state: MiniState, name: str, player: str | None = None) -> WState:
    idx = NameIndex("warrior")
    for k, w in state.warriors.items():
        same = [x for x in state.warriors.values() if x.w.name == w.w.name]
        idx.add(k, (w.w.name,) if len(same) == 1 else (display_name(w),), k)
    key = idx.resolve(name)
    w = state.warriors[key]
    if player is not None and w.player != player:
        raise RuleViolation(_no("minist.belongs_to", warrior=key, owner=w.player, player=player), _no("minist.only_the_controlling_player_gives_it"), ref="p. 6")
    return w


def helm_protects(st: MiniState, w: WState) -> bool:
    """Torengrim's Helm: Demoralized has no effect on figures friendly to its wearer (p. 25; A55)."""
    return any(x.in_play and not x.captor and relic_of(st, x) == "torengrims_helm" and st.team_of(x.player) == st.team_of(w.player)
               for x in st.warriors.values())


def is_active(st: MiniState, w: WState) -> bool:
    """Neither captive nor Demoralized (p. 6); Torengrim's Helm cancels Demoralized for its side."""
    return w.in_play and not w.captor and (not w.demoralized or helm_protects(st, w))


def relic_id(state: MiniState, item: str) -> str:
    num = state.items[item]["number"]
    r = data.load().relic_by_number(num) if num else None
    if r:
        return r.id
    return data.load().index("relic").find(item) or ""


def relic_of(state: MiniState, w: WState) -> str:
    """The relic the warrior wears (at most one, p. 18), or ''."""
    for it in w.items:
        rid = relic_id(state, it)
        if rid:
            return rid
    return ""


def fighter_of(state: MiniState, w: WState) -> Fighter:
    s, a, d, dmg = w.values()
    relic = relic_of(state, w)
    return Fighter(
        name=named(w), attack=a, defense=d, damage=dmg, attack_bonus=w.w.attack_bonus, attack_types=list(w.w.attack_types),
        speed_type="boot" if w.captive else w.w.speed_type, range=w.w.range, ranged_damage=w.w.ranged_damage,
        targets_max=w.w.targets, defense_types=list(w.w.defense_types), damage_types=list(w.w.damage_types),
        faction=w.w.faction, points=w.w.points, relic=relic, soaring=w.soaring, mage_spawn=not w.w.faction,
        large=w.w.large, jeweled_helm_active=w.helm_active, damage_reduction=w.w.damage_reduction,
        name_has_skeleton_or_zombie=any(x in fold(w.w.name) for x in ("skeleton", "zombie", "skelett")),
        carries_items=bool(w.items), carries_relic=bool(relic),
        has_leadership=any(word in fold(x) for word in ("leadership", "command", "anfuehrer", "befehlshaber")
                           for x in (w.w.dial[w.click].abilities if w.click < w.dial_len else ())),
    )


def graveyard_due(st: MiniState) -> list[str]:
    """Haunted Graveyard (D-018, p. 30; A56): the figures of which the current player must eliminate one
    before leaving the command phase; [] when it is done, not in play, nobody is eligible, or the player
    has a figure with Leadership or Command showing."""
    if "haunted_graveyard" not in st.domains or st.phase != "command" or st.graveyard_done or st.ended:
        return []
    own = [w for w in st.warriors.values() if w.player == st.player.name and w.in_play and not w.captor]
    if any(fighter_of(st, w).has_leadership for w in own):
        return []
    limit = data.load().domains["haunted_graveyard"].numbers["graveyard_max_defense"]
    return [w.key for w in own if w.values()[2] <= limit]


def resolve_item(st: MiniState, name: str) -> str:
    idx = NameIndex("item")
    for k, v in st.items.items():
        idx.add(k, (v["number"],) if v["number"] else (), k)
    return idx.resolve(name)


def next_player(st: MiniState) -> int:
    n = len(st.players)
    for step in range(1, n + 1):
        i = (st.current + step) % n
        if not st.players[i].out:
            return i
    return st.current


def find_piece(st: MiniState, name: str) -> tuple[str, data.TerrainCard]:
    idx = NameIndex("terrain piece")
    for k, v in st.pieces.items():
        if not v["destroyed"]:
            idx.add(k, (), k)
    key = idx.resolve(name)
    return key, data.load().terrain[st.pieces[key]["card"]]


# ---- evolve ---------------------------------------------------------------------------------------
def evolve(st: MiniState, e: Event) -> MiniState:
    t = e["type"]
    W = st.warriors
    if t in ("first_player", "initiative"):
        st.current = e["index"]
        st.first = e["index"]
        st.first_decided = True
        if t == "initiative":
            st.initiative = dict(e["results"])
            st.markers = [dict(m) for m in e["markers"]]
    elif t == "pile":
        st.pile[e["player"]] = [e["ordinary"], e["constructed"]]
    elif t == "terrain_placed":
        st.terrain.append({"player": e["player"], "pieces": list(e["pieces"]), "constructed": e["constructed"]})
    elif t == "phase":
        st.phase = e["phase"]
        if e["phase"] == "end":
            st.actions_left = 0
    elif t == "action":
        st.actions_left = max(0, st.actions_left - 1)
        for k in e["warriors"]:
            W[k].acted = True
            W[k].tokens = min(rules.MAX_TOKENS, W[k].tokens + 1)
    elif t == "clicked":
        W[e["warrior"]].click = e["click"]
    elif t == "healed":
        W[e["warrior"]].click = e["click"]
    elif t == "eliminated":
        w = W[e["warrior"]]
        if e.get("graveyard"):
            st.graveyard_done = True
        w.status = "eliminated"
        w.captor = ""  # an eliminated figure is nobody's captive any more (p. 11)
        for it in w.items:
            st.items[it]["wearer"] = ""
            st.items[it]["near"] = w.key
        w.items = []
        if e.get("by"):
            p = next(p for p in st.players if p.name == e["by"])
            p.vp += e["points"]
            st.ledger.append({"warrior": w.key, "points": e["points"], "by": e["by"]})
    elif t == "freed":
        w = W[e["warrior"]]
        if e.get("captor_only"):
            w.captive = ""
        else:
            if w.captor and w.captor in W:
                W[w.captor].captive = ""
            w.captor = ""
    elif t == "captured":
        W[e["captor"]].captive = e["captive"]
        W[e["captive"]].captor = e["captor"]
        W[e["captive"]].tokens = 0
    elif t == "moved":
        if e.get("soar"):
            W[e["warrior"]].soaring = not W[e["warrior"]].soaring
    elif t == "item_dropped":
        st.items[e["item"]]["wearer"] = ""
        st.items[e["item"]]["near"] = e["warrior"]
        W[e["warrior"]].items.remove(e["item"])
    elif t == "item_taken":
        st.items[e["item"]]["wearer"] = e["warrior"]
        st.items[e["item"]]["near"] = ""
        W[e["warrior"]].items.append(e["item"])
    elif t == "objective":
        st.objectives[e["id"]] = rules.Objective(e["state"], e["controller"])
    elif t == "tokens_cleared":
        for k in e["warriors"]:
            W[k].tokens = 0
    elif t == "player_out":
        p = next(p for p in st.players if p.name == e["player"])
        p.out = True
        for w in W.values():
            if w.player == p.name and w.in_play:
                w.status = "removed"
                if w.captive and w.captive in W:
                    held = W[w.captive]
                    held.captor = ""
                    if e.get("captives") == "removed":  # A41 alternative
                        held.status = "removed"
                    w.captive = ""
        for oid, o in st.objectives.items():
            if o.controller == p.name:
                st.objectives[oid] = rules.Objective()
    elif t == "turn":
        for w in W.values():
            w.acted = False
            if w.player == st.players[e["current"]].name:
                w.helm_active = False
                w.stormwall = False
        for piece in st.pieces.values():
            piece["damage"] = 0  # structure counts damage within one turn (p. 17)
        st.turn = e["turn"]
        st.current = e["current"]
        st.graveyard_done = False
        st.phase = "command"
        st.actions_left = e["actions"]
        due = [x for x in st.bombards if x["player"] == st.players[st.current].name]
        for x in due:
            x["due"] = True
    elif t == "bombard_declared":
        st.bombards.append({"warrior": e["warrior"], "player": e["player"], "markers": e["markers"], "due": False})
    elif t == "bombard_resolved":
        for i, x in enumerate(st.bombards):
            if x["warrior"] == e["warrior"]:
                x["left"] = x.get("left", x["markers"]) - 1
                x["stage1"] = list(e.get("stage1", []))
                if e.get("stage2"):
                    x["stage2"] = list(e["stage2"])
                if x["left"] <= 0:
                    del st.bombards[i]
                break
    elif t == "helm":
        W[e["warrior"]].helm_active = e["on"]
    elif t == "stormwall":
        W[e["warrior"]].stormwall = e["on"]
    elif t == "revived":
        w = W[e["warrior"]]
        w.status = "in_play"
        w.click = e["click"]
        w.tokens = e["tokens"]
        w.player = e["controller"]
        w.revived = True
        w.soaring = False
    elif t == "prophecy":
        st.prophecy[e["player"]] = list(e["dice"])
    elif t == "removed_from_game":
        W[e["warrior"]].status = "removed_from_game"
        W[e["warrior"]].revived = False
    elif t == "piece_built":
        st.pieces[e["piece"]] = {"card": e["card"], "damage": 0, "destroyed": False}
    elif t == "piece_hit":
        st.pieces[e["piece"]]["damage"] = e["damage"]
        st.pieces[e["piece"]]["destroyed"] = e["destroyed"]
    elif t == "domains":
        st.stormcrow_used.append(e["removed"])
        st.domains = list(e["in_play"])
    elif t == "demoralized":
        W[e["warrior"]].demoralized = e["on"]
    elif t == "time_up":
        st.time_up = True
    elif t == "agreed_end":
        st.agreed_end = True
    elif t == "game_over":
        st.ended = True
        st.result = {k: e[k] for k in ("why", "winners", "decided_by", "steps", "text", "standings")}
        st.result.update({k: e[k] for k in ("why_said", "text_said", "steps_said") if k in e})  # told in the table's language
    return st


EVENT_TYPES = frozenset({
    "first_player", "phase", "action", "clicked", "healed", "eliminated", "freed", "captured", "moved", "attack",
    "item_dropped", "item_taken", "objective", "tokens_cleared", "player_out", "turn", "bombard_declared",
    "bombard_resolved", "helm", "demoralized", "time_up", "agreed_end", "game_over", "note", "piece_built", "piece_hit",
    "domains", "revived", "removed_from_game", "prophecy", "stormwall", "initiative", "pile", "terrain_placed",
})

