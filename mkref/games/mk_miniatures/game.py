"""The tracked miniatures game on the shared core: `mkref new mk-miniatures --army A --army B --build 200`.

State is the fold of events (see mkref.core.events). `decide` checks a command against the state and
the rules, asks the table for dice and table facts (yes/no, a distance, who touches an objective)
through chance requests, and returns events that record outcomes. `evolve` applies them and never
validates. Page references are to the German rulebook.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.commands import CommandSpec, CommandTable
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command, Event, clone
from mkref.core.names import NameIndex, fold

from . import data, rules
from .army import Army, Warrior, army_from_dict, validate_army
from .attack import AttackSpec, Fighter, Mod, TargetFacts, resolve
from .settings import Settings, parse_assignments

GAME_ID = "mk-miniatures"


# ---- requests with the page in their refusals -----------------------------------------------------
@dataclass(frozen=True)
class DiceRequest(Request):
    """Two (or one) separate d6 values; anything else is refused with the page (p. 9)."""

    def parse(self, text: str) -> list[str]:
        if fold(text) in ("roll", "wurfeln", "wuerfeln"):
            return super().parse(text)
        return [str(v) for v in rules.parse_dice(text, self.count)]


def _dice_request(key: str, prompt: str, count: int = 2) -> DiceRequest:
    return DiceRequest(key, prompt, tuple(str(i) for i in range(1, 7)), count)


YES_NO = ("yes", "no")


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
    demoralized: bool = False

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

    @property
    def player(self) -> PState:
        return self.players[self.current]

    def settings(self) -> Settings:
        return Settings(self.settings_changed)

    def team_of(self, name: str) -> str:
        return next(p.team for p in self.players if p.name == name)


# ---- setup ----------------------------------------------------------------------------------------
def _parse_args(args: list[str]) -> dict[str, Any]:
    opts: dict[str, list[str]] = {}
    i = 0
    known = {"--army", "--build", "--time", "--player", "--set", "--domain", "--team"}
    while i < len(args):
        a = args[i]
        key, _, inline = a.partition("=")
        if key not in known:
            raise InvalidInput(f"Unknown option '{a}' for mk-miniatures",
                               hint="Options: --army FILE (twice or more), --build N, --time MIN, --player NAME, --team T, --domain CARD, --set KEY=VALUE")
        if inline:
            opts.setdefault(key, []).append(inline)
            i += 1
            continue
        if i + 1 >= len(args):
            raise InvalidInput(f"{key} needs a value")
        opts.setdefault(key, []).append(args[i + 1])
        i += 2
    return opts


def setup_from_args(args: list[str]) -> dict[str, Any]:
    from mkref.core.tomlread import load_toml

    opts = _parse_args(args)
    armies = opts.get("--army", [])
    if len(armies) < 2:
        raise InvalidInput("A game needs at least two armies", hint="mkref new mk-miniatures --army A.toml --army B.toml --build 200")
    try:
        build = int(opts.get("--build", ["300"])[-1])
        time_limit = int(opts.get("--time", ["0"])[-1])
    except ValueError:
        raise InvalidInput("--build and --time take whole numbers") from None
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
            raise RuleViolation(f"The army '{army.name}' ({path}) breaks the building rules", text,
                                f"Check it with: mkref mini army check {path} --build {build}", ref=ref)
        settings_over.update(army.settings)
        name = names[i] if i < len(names) else army.name
        players.append({"name": name, "army": raw, "team": teams[i] if i < len(teams) else name})
    if len({p["name"] for p in players}) != len(players):
        raise InvalidInput("Two players have the same name", hint="Name them with --player NAME (once per --army, in order)")
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
            items[label] = {"number": it.number, "points": it.points, "owner": p["name"], "wearer": wearer, "near": ""}
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
    state = initial_state(setup)
    names = ", ".join(f"{p.name} ({p.army}, {p.army_cost} pts)" for p in state.players)
    doms = data.load().domains
    lines = [
        f"Mage Knight miniatures, build total {state.build_total}: {rules.actions_per_turn(state.build_total)} action(s) per turn (p. 5).",
        f"Players: {names}.",
        f"1. Objective markers: {len(state.objectives)} ({', '.join(state.objectives)}); the first one in the centre (p. 4).",
        "2. Each player rolls 2d6: the highest plays first and places the next marker that many inches from the far edge of its deployment zone (p. 4).",
        "3. Terrain: 0-4 pieces each, at least 3 inches from everything (p. 4)."
        + (" Blasted Lands is in play: remove all terrain; objective markers stay (A4)." if "blasted_lands" in state.domains else ""),
    ]
    if setup.get("domains"):
        lines.append("4. Domains revealed: " + ", ".join(doms[d].en for d in setup["domains"]) + ".")
        lines.append("   In play after counters (p. 18): " + (", ".join(doms[d].en for d in state.domains) or "none") + ".")
    lines.append(f"{5 if setup.get('domains') else 4}. Deploy every warrior at its starting line, centre dot in the 3-inch deployment zone (p. 4).")
    if any(w.click for w in state.warriors.values()):
        lines.append("   Blasted Lands: every warrior starts with 1 click of damage (A61).")
    if state.time_limit:
        lines.append(f"Time limit {state.time_limit} minutes: when it runs out, type 'timeup'; the turn is finished (A43).")
    if state.settings_changed:
        lines.append("Changed settings: " + ", ".join(f"{k}={v}" for k, v in state.settings_changed.items()))
    lines.append(f"{state.players[0].name} is listed first; if another player won the roll, type 'first NAME' before the first action.")
    return lines


# ---- decide helpers ---------------------------------------------------------------------------------
def _ask(cmd: Command, key: str, prompt: str, options: tuple[str, ...] = YES_NO) -> str:
    if key not in cmd.answers:
        raise NeedAnswer(Request(key, prompt, options))
    return cmd.answers[key][0]


def _yes(cmd: Command, key: str, prompt: str) -> bool:
    return _ask(cmd, key, prompt + " (yes/no; disputed: roll, p. 20)") == "yes"


def _dice(cmd: Command, key: str, prompt: str, count: int = 2) -> tuple[int, ...]:
    if key not in cmd.answers:
        raise NeedAnswer(_dice_request(key, prompt, count))
    return tuple(int(v) for v in cmd.answers[key])


def _number(cmd: Command, key: str, prompt: str, high: int = 60) -> int:
    return int(_ask(cmd, key, prompt, tuple(str(i) for i in range(high + 1))))


class Builder:
    """Collects events while applying each one to a private copy, so later checks see its effect."""

    def __init__(self, state: MiniState) -> None:
        self.state: MiniState = clone(state)
        self.events: list[Event] = []

    def add(self, event: Event) -> None:
        self.events.append(event)
        evolve(self.state, event)

    # -- consequences --------------------------------------------------------------------------
    def damage(self, key: str, clicks: int, reason: str, by: str = "", unreducible: bool = False, ref: str = "p. 9") -> None:
        w = self.state.warriors[key]
        if not w.in_play or clicks <= 0:
            return
        if w.captor:
            self.add({"type": "note", "text": f"{key} is a captive and takes no damage", "ref": "p. 11"})
            return
        red = 0 if unreducible else w.w.damage_reduction
        res = rules.apply_damage(w.click, w.dial_len, clicks, red, unreducible)
        self.add({"type": "clicked", "warrior": key, "click": res.click, "clicks": res.clicks_applied, "reason": reason, "ref": ref})
        if res.eliminated:
            self.eliminate(key, by, reason)

    def eliminate(self, key: str, by: str, reason: str) -> None:
        st = self.state
        w = st.warriors[key]
        s = st.settings()
        credit = ""
        if by and by != w.player and st.team_of(by) != st.team_of(w.player):
            credit = by
        elif by and s["vp_own_and_environment"] and by:
            credit = by
        self.add({"type": "eliminated", "warrior": key, "by": credit, "points": w.w.points if credit else 0, "reason": reason,
                  "items": list(w.items)})
        if w.captive:
            self.add({"type": "freed", "warrior": w.captive, "reason": f"its captor {key} was eliminated"})
        if w.captor and s["captor_ends_any_exit"]:
            self.add({"type": "freed", "warrior": w.captor, "reason": "no longer a captor", "captor_only": True})
        if any(it == "Karrudan's Bow" for it in w.items):
            self.add({"type": "note", "text": "Karrudan's Bow: every figure within 12 inches takes 4 clicks (type: damage W 4 by "
                      + w.player + ")", "ref": "p. 27"})

    def check_players_out(self) -> None:
        """End of an action phase: a player without active warriors is out (p. 19)."""
        st = self.state
        for p in st.players:
            if p.out:
                continue
            if not any(_is_active(st, w) for w in st.warriors.values() if w.player == p.name):
                self.add({"type": "player_out", "player": p.name})


def _resolve_warrior(state: MiniState, name: str, player: str | None = None) -> WState:
    idx = NameIndex("warrior")
    for k, w in state.warriors.items():
        same = [x for x in state.warriors.values() if x.w.name == w.w.name]
        idx.add(k, (w.w.name,) if len(same) == 1 else (), k)
    key = idx.resolve(name)
    w = state.warriors[key]
    if player is not None and w.player != player:
        raise RuleViolation(f"{key} belongs to {w.player}, not to {player}", "only the controlling player gives it actions", ref="p. 6")
    return w


def _helm_protects(st: MiniState, w: WState) -> bool:
    """Torengrim's Helm: Demoralized has no effect on figures friendly to its wearer (p. 25; A55)."""
    return any(x.in_play and not x.captor and _relic_of(st, x) == "torengrims_helm" and st.team_of(x.player) == st.team_of(w.player)
               for x in st.warriors.values())


def _is_active(st: MiniState, w: WState) -> bool:
    """Neither captive nor Demoralized (p. 6); Torengrim's Helm cancels Demoralized for its side."""
    return w.in_play and not w.captor and (not w.demoralized or _helm_protects(st, w))


def _not_over(state: MiniState) -> None:
    if state.ended:
        raise RuleViolation("The game is over", state.result.get("text", ""), "See: status", ref="p. 19")


def _start_action(b: Builder, cmd: Command, w: WState, kind: str, captive_target: bool = False, free: bool = False) -> None:
    """Check `can_receive_action` (p. 5-6, 11); for a ranged action ask about enemy contact first."""
    st = b.state
    forbids: set[str] = set()
    for it in w.items:
        rid = _relic_id(st, it)
        if rid:
            forbids |= set(data.load().relics[rid].forbids)
    if "storm_gale" in st.domains:
        forbids.add("no_ranged")

    def check(touching: bool) -> None:
        rules.can_receive_action(kind, rules.ActionCheck(
            in_play=w.in_play, captive=bool(w.captor), tokens=w.tokens, acted_this_turn=w.acted, actions_left=st.actions_left,
            captor=bool(w.captive), targets_own_captive=captive_target, range=w.w.range, touching_enemy=touching,
            forbids=frozenset(forbids), free_action=free,
        ))

    check(False)
    if kind == "ranged" and w.w.range > 0:
        check(_yes(cmd, "touching", f"Is {w.key} in base contact with an enemy figure (captives do not count)?"))
    if st.phase == "command":
        b.add({"type": "phase", "phase": "action", "player": st.player.name})


def _finish_action(b: Builder, keys: list[str], kind: str) -> None:
    """Tokens for the warrior (and formation members), then push damage for a second token (p. 6)."""
    b.add({"type": "action", "kind": kind, "warriors": keys})
    for k in keys:
        w = b.state.warriors[k]
        if w.tokens == rules.MAX_TOKENS and w.in_play:
            b.damage(k, 1, "pushing: second action token", unreducible=True, ref="p. 6")


def _relic_id(state: MiniState, item: str) -> str:
    num = state.items[item]["number"]
    r = data.load().relic_by_number(num) if num else None
    if r:
        return r.id
    return data.load().index("relic").find(item) or ""


def _relic_of(state: MiniState, w: WState) -> str:
    """The relic the warrior wears (at most one, p. 18), or ''."""
    for it in w.items:
        rid = _relic_id(state, it)
        if rid:
            return rid
    return ""


def _fighter(state: MiniState, w: WState) -> Fighter:
    s, a, d, dmg = w.values()
    relic = _relic_of(state, w)
    return Fighter(
        name=w.key, attack=a, defense=d, damage=dmg, attack_bonus=w.w.attack_bonus, attack_types=list(w.w.attack_types),
        speed_type="boot" if w.captive else w.w.speed_type, range=w.w.range, ranged_damage=w.w.ranged_damage,
        targets_max=w.w.targets, defense_types=list(w.w.defense_types), damage_types=list(w.w.damage_types),
        faction=w.w.faction, points=w.w.points, relic=relic, soaring=w.soaring, mage_spawn=not w.w.faction,
        large=w.w.large, jeweled_helm_active=w.helm_active, damage_reduction=w.w.damage_reduction,
        carries_items=bool(w.items), carries_relic=bool(relic),
        has_leadership=any("leadership" in fold(x) or "command" in fold(x) or "anfuehrer" in fold(x)
                           for x in (w.w.dial[w.click].abilities if w.click < w.dial_len else ())),
    )


def _keywords(args: list[str]) -> tuple[list[str], dict[str, str], set[str]]:
    """Split words into positional names, KEY VALUE options and flags."""
    valued = {"gangup", "mod", "dmod", "pb", "fort", "split", "with", "formation", "markers"}
    flags = {"capture", "charge", "precision", "sprint", "soar", "hindering", "water", "relic", "unreducible", "rear"}
    pos: list[str] = []
    opts: dict[str, str] = {}
    fl: set[str] = set()
    i = 0
    while i < len(args):
        a = fold(args[i])
        if a in valued:
            if i + 1 >= len(args):
                raise InvalidInput(f"'{args[i]}' needs a value")
            opts[a] = args[i + 1]
            i += 2
        elif a in flags:
            fl.add(a)
            i += 1
        elif a == "by" and i + 1 < len(args):
            opts["by"] = args[i + 1]
            i += 2
        else:
            pos.append(args[i])
            i += 1
    return pos, opts, fl


def _int(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise InvalidInput(f"{what} must be a whole number, not '{text}'") from None


# ---- commands --------------------------------------------------------------------------------------
def decide(state: MiniState, cmd: Command) -> list[Event]:
    name = cmd.name
    handler = _HANDLERS.get(name)
    if handler is None:
        raise InvalidInput(f"Unknown command '{name}'")
    if name not in ("status", "values"):
        _not_over(state)
    b = Builder(state)
    handler(b, cmd)
    return b.events


def _cmd_first(b: Builder, cmd: Command) -> None:
    st = b.state
    if st.turn != 1 or any(w.acted or w.tokens for w in st.warriors.values()):
        raise RuleViolation("The first player can only be set before the first action", ref="p. 4")
    if not cmd.args:
        raise InvalidInput("Name the first player", hint="first NAME")
    names = [p.name for p in st.players]
    idx = NameIndex("player")
    for n in names:
        idx.add(n, (), n)
    who = idx.resolve(" ".join(cmd.args))
    b.add({"type": "first_player", "player": who, "index": names.index(who)})


def _speed_ctx(st: MiniState, w: WState, fl: set[str], touching: bool) -> rules.SpeedContext:
    speed_type = "boot" if w.captive else w.w.speed_type
    captive_speed = st.warriors[w.captive].values()[0] if w.captive else None
    return rules.SpeedContext(
        speed=w.values()[0], speed_type=speed_type, sprint="sprint" in fl, soar_change="soar" in fl,
        start_in_hindering="hindering" in fl, in_water="water" in fl, soaring=w.soaring,
        modifiers=2 if w.helm_active else 0, replacement=0 if _relic_of(st, w) == "oracular_codex" else None,
        captive_speed=captive_speed, domains=frozenset(st.domains), touching_enemy=touching,
    )


def _break_away(b: Builder, cmd: Command, w: WState, s: Settings, lines: list[str], key: str = "", sprint: bool = False) -> bool:
    """Ask whether `w` touches an enemy; if so roll to break away (p. 7-8). True when it may move."""
    st = b.state
    speed_type = "boot" if w.captive else w.w.speed_type
    if not _yes(cmd, "touching" + key, f"Is {w.key} in base contact with an enemy figure (captives do not count)?"):
        return True
    if sprint:
        raise RuleViolation(f"{w.key} touches an enemy: a warrior in base contact with an enemy cannot Sprint", ref="p. 8")
    if _relic_of(st, w) == "blade_of_dominance" and s["blade_of_dominance_breakaway"] == "no_roll" and _yes(
            cmd, "higher" + key, f"Does a figure worth more points than {w.key} touch it?"):
        lines.append(f"{w.key}: Blade of Dominance, it cannot break away; it may only change facing (A10, p. 26)")
        return False
    (r,) = _dice(cmd, "breakaway" + key, f"Break-away roll for {w.key}: one die", 1)
    fail = rules.break_away_threshold(speed_type, "mountain_pass" in st.domains, s)
    if r <= fail:
        lines.append(f"{w.key}: break-away roll {r} failed (fails on 1-{fail}); it stays"
                     + ("" if speed_type == "horseshoe" else " and may change facing") + " (p. 7-8)")
        return False
    lines.append(f"{w.key}: break-away roll {r} succeeds (fails on 1-{fail}) (p. 7-8)")
    if speed_type == "horseshoe":
        lines.append("Horseshoe: 1 click of shake-off damage to each enemy that touched it outside its front arc"
                     f" (type: damage W 1 by {w.player}) (p. 8)")
    return True


def _cmd_move(b: Builder, cmd: Command) -> None:
    st = b.state
    pos, opts, fl = _keywords(cmd.args)
    if not pos:
        raise InvalidInput("Name the warrior to move", hint="move WARRIOR [sprint|soar] [hindering] [water] [with M1,M2]")
    w = _resolve_warrior(st, pos[0], st.player.name)
    if "with" in opts:
        _move_formation(b, cmd, w, opts, fl)
        return
    _start_action(b, cmd, w, "move")
    s = st.settings()
    if "sprint" in fl or "soar" in fl:  # refuse a forbidden Sprint or Soar before asking anything
        rules.allowed_speed(_speed_ctx(st, w, fl, False), s)
    lines: list[str] = []
    moved = _break_away(b, cmd, w, s, lines, sprint="sprint" in fl)
    speed = rules.allowed_speed(_speed_ctx(st, w, fl, False), s)
    if moved:
        lines.append(f"{w.key} may move up to {speed} inches" + (" (sprint)" if "sprint" in fl else "")
                     + (" and changes level" if "soar" in fl else "") + " (p. 7-9)")
        lines.append("Stop when the base is fully inside hindering terrain or moves onto elevated terrain (p. 15-16)")
    b.add({"type": "moved", "warrior": w.key, "speed": speed, "moved": moved, "text": "; ".join(lines),
           "soar": "soar" in fl and moved})
    _finish_action(b, [w.key], "move")
    speed_type = "boot" if w.captive else w.w.speed_type
    if moved and "sprint" in fl and rules.sprint_push(speed_type):
        b.damage(w.key, 1, "Sprint (boot)", unreducible=True, ref="p. 8")


def _move_formation(b: Builder, cmd: Command, lead: WState, opts: dict[str, str], fl: set[str]) -> None:
    """A movement formation: 3-5 members, one action, the slowest speed, break-away rolls first (p. 13)."""
    st = b.state
    s = st.settings()
    members = [lead] + [_resolve_warrior(st, n.strip(), st.player.name) for n in opts["with"].split(",") if n.strip()]
    if len({m.key for m in members}) != len(members):
        raise InvalidInput("A warrior is named twice in the formation")
    shyft = any(fold(x.w.faction) == "shyft" and x.in_play and x.player == lead.player for x in st.warriors.values())
    relic_forbids = [frozenset(data.load().relics[_relic_of(st, m)].forbids) if _relic_of(st, m) else frozenset() for m in members]
    rules.check_formation("move", [rules.Member(m.key, m.player, m.w.faction, m.soaring, f) for m, f in zip(members, relic_forbids, strict=True)],
                          shyft, True, s)
    for m in members:
        rules.can_receive_action("move", rules.ActionCheck(
            in_play=m.in_play, captive=bool(m.captor), tokens=m.tokens, acted_this_turn=m.acted,
            actions_left=st.actions_left, captor=bool(m.captive)))
    if "sprint" in fl and any((m.w.speed_type if not m.captive else "boot") not in ("boot", "horseshoe") for m in members):
        raise RuleViolation("A formation may Sprint only if every member has boot or horseshoe", ref="p. 13")
    if s["formation_connected"] and not _yes(cmd, "connected", "Do the members touch each other as one connected group?"):
        raise RuleViolation("Formation members must touch each other as one group", "A31", ref="p. 13")
    if st.phase == "command":
        b.add({"type": "phase", "phase": "action", "player": st.player.name})
    lines: list[str] = []
    movers = [m for i, m in enumerate(members) if _break_away(b, cmd, m, s, lines, key=f"_{i}", sprint="sprint" in fl)]
    if s["formation_speed"] == "min_raw_then_double":
        slow = min(members, key=lambda m: m.values()[0])
        speed = rules.allowed_speed(_speed_ctx(st, slow, fl, False), s)
    else:
        speed = rules.formation_speed(rules.allowed_speed(_speed_ctx(st, m, fl, False), s) for m in members)
    lines.append(f"Formation of {len(members)}: " + ", ".join(m.key for m in movers) + f" may move up to {speed} inches"
                 + (" (sprint)" if "sprint" in fl else "") + "; afterwards every member must still touch the group (p. 13)")
    for m in movers:
        b.add({"type": "moved", "warrior": m.key, "speed": speed, "moved": True, "text": "", "soar": False})
    b.add({"type": "note", "text": "; ".join(lines), "ref": ""})
    _finish_action(b, [m.key for m in members], "move")
    if "sprint" in fl:
        for m in movers:
            if (m.w.speed_type if not m.captive else "boot") == "boot":
                b.damage(m.key, 1, "Sprint in formation (boot)", unreducible=True, ref="p. 13")


def _attack_common(b: Builder, cmd: Command, kind: str) -> None:
    st = b.state
    s = st.settings()
    pos, opts, fl = _keywords(cmd.args)
    if len(pos) < 2:
        raise InvalidInput(f"Name the attacker and the target(s)", hint=f"{kind} ATTACKER TARGET [...]")
    attacker = _resolve_warrior(st, pos[0], st.player.name)
    targets = [_resolve_warrior(st, t) for t in pos[1:]]
    own_captive = kind == "close" and len(targets) == 1 and attacker.captive == targets[0].key
    _start_action(b, cmd, attacker, kind, captive_target=own_captive)
    for t in targets:
        if t.captor and t.captor != attacker.key:
            raise RuleViolation(f"{t.key} is a captive: only its captor may target it, and only to eliminate it", ref="p. 11")
        if not t.in_play:
            raise RuleViolation(f"{t.key} is not on the battlefield", ref="p. 9")
        if t.player == attacker.player and not own_captive and not (fl & {"relic"}):
            raise RuleViolation(f"{t.key} is friendly: no damaging attack may target it", ref="p. 10")
        if st.team_of(t.player) == st.team_of(attacker.player) and t.player != attacker.player:
            raise RuleViolation(f"{t.key} belongs to a teammate: it is friendly", ref="p. 6")
    supporters: list[WState] = []
    if "with" in opts:
        for n in opts["with"].split(","):
            sup = _resolve_warrior(st, n.strip(), st.player.name)
            if "sword" not in sup.w.attack_types or sup.tokens or sup.captive or sup.captor or not sup.in_play:
                raise RuleViolation(f"{sup.key} cannot support a Gang Up: a supporter needs sword and no action token", ref="p. 10")
            if sup.key == attacker.key or kind != "close":
                raise RuleViolation("Gang Up supporters join a close attack besides the primary attacker", ref="p. 10")
            if not _yes(cmd, f"support_{sup.key}", f"Is {sup.key}'s front arc in base contact with {targets[0].key}?"):
                raise RuleViolation(f"{sup.key} cannot support: its front arc must touch the target", ref="p. 10")
            supporters.append(sup)
    members: list[tuple[WState, str]] = []
    if "formation" in opts:
        for part in opts["formation"].split(","):
            n, _, choice = part.partition(":")
            m = _resolve_warrior(st, n.strip(), st.player.name)
            members.append((m, choice.strip() or "attack"))
        check = [rules.Member(attacker.key, attacker.player, attacker.w.faction, attacker.soaring)]
        check += [rules.Member(m.key, m.player, m.w.faction, m.soaring) for m, _ in members]
        shyft = any(fold(w.w.faction) == "shyft" and w.in_play and w.player == attacker.player for w in st.warriors.values())
        rules.check_formation("ranged", check, shyft, True, s)
        for m, _ in members:
            rules.can_receive_action("ranged", rules.ActionCheck(
                in_play=m.in_play, captive=bool(m.captor), tokens=m.tokens, acted_this_turn=m.acted,
                actions_left=1, captor=bool(m.captive), range=m.w.range))
    facts: list[TargetFacts] = []
    for i, t in enumerate(targets):
        tf = TargetFacts(_fighter(st, t))
        if _relic_of(st, t) == "venthias_mask":  # the highest unmodified defense among its friends in play
            friends = [x for x in st.warriors.values() if x.in_play and not x.captor and st.team_of(x.player) == st.team_of(t.player)]
            tf.defense_replacement = max(x.values()[2] for x in friends)
        if kind == "close":
            if not _yes(cmd, f"front{i}", f"Is {attacker.key}'s front arc in base contact with {t.key}?"):
                raise RuleViolation(f"A close attack needs {attacker.key}'s front arc in base contact with {t.key}", ref="p. 10")
            tf.rear_arc = _yes(cmd, f"rear{i}", f"Does {attacker.key} touch {t.key}'s rear arc?")
        else:
            tf.distance = _number(cmd, f"dist{i}", f"Distance from {attacker.key} to {t.key} in inches (centre to centre)")
            if _yes(cmd, f"blocked{i}", f"Is the line of fire to {t.key} blocked (bases, blocking or elevated terrain), or outside the front arc?"):
                raise RuleViolation(f"No clear line of fire to {t.key}", ref="p. 11")
            if "precision" not in fl and _yes(cmd, f"touchfriend{i}", f"Is {t.key} in base contact with a warrior friendly to {attacker.key}?"):
                raise RuleViolation(f"{t.key} touches a friendly warrior: only Precision may target it", ref="p. 11")
            tf.rear_arc = _yes(cmd, f"rear{i}", f"Does the line of fire pass through {t.key}'s rear arc?")
            if not t.soaring:
                tf.cover = _yes(cmd, f"cover{i}", f"Is {t.key} in hindering terrain, or does the line cross hindering terrain (not only under {attacker.key})?")
                tf.elevation = _yes(cmd, f"elev{i}", f"Is {t.key} on elevated terrain while {attacker.key} is not?")
            tf.fortification = _int(opts.get("fort", "0"), "fort")
        if t.w.speed_type == "wave" and not t.captor:
            tf.in_water = _yes(cmd, f"water{i}", f"Is {t.key} in water terrain?")
        if "split" in opts:
            parts = opts["split"].split(",")
            if i < len(parts):
                tf.share = _int(parts[i], "split")
        facts.append(tf)
    gang = len(supporters) if supporters else _int(opts.get("gangup", "0"), "gangup")
    spec = AttackSpec(
        kind=kind, attacker=_fighter(st, attacker), targets=facts, capture="capture" in fl,
        eliminate_captive=own_captive, gang_up=gang, charge="charge" in fl, precision="precision" in fl,
        point_blank=opts.get("pb", ""), formation=[c for _, c in members],
        formation_bow=["bow" in m.w.attack_types for m, _ in members],
        attack_mods=[Mod(_int(opts["mod"], "mod"), "other modifiers named by the table", "p. 6")] if "mod" in opts else [],
        damage_mods=[Mod(_int(opts["dmod"], "dmod"), "other damage modifiers", "p. 6")] if "dmod" in opts else [],
        domains=list(st.domains), use_relic="relic" in fl, tokens_before=None, settings=s,
    )
    from .attack import check_legality

    check_legality(spec)
    if spec.charge:
        if _yes(cmd, "charge_contact", f"Was {attacker.key} in base contact with an enemy at the start of the action?"):
            raise RuleViolation("A warrior touching an enemy cannot Charge", ref="p. 10")
        b.damage(attacker.key, 1, "Charge (before the attack)", unreducible=True, ref="p. 10")
        if not b.state.warriors[attacker.key].in_play:
            _finish_action(b, [attacker.key], kind)
            return
        spec.attacker = _fighter(b.state, b.state.warriors[attacker.key])
    dice = _dice(cmd, "dice", f"Attack roll for {attacker.key}: two dice")
    spec.dice = (dice[0], dice[1])
    try:
        out = resolve(spec)
    except InvalidInput as need:
        if "magestone_shield" in need.what:
            spec.extra_dice["magestone_shield"] = _dice(cmd, "magestone_shield", "Magestone Shield: one die (4-6 no damage)", 1)[0]
        elif "strip_mine" in need.what:
            spec.extra_dice["strip_mine"] = _dice(cmd, "strip_mine", "Magestone Strip Mine: one die (1-3 the attack fails)", 1)[0]
        elif "split" in need.what:
            raise InvalidInput(need.what, "say it on the command line with split A,B (one share per target, in order)",
                               f"e.g. {cmd.text} split 1,1", ref="p. 11") from None
        else:
            raise
        out = resolve(spec)
    b.add({"type": "attack", "attacker": attacker.key, "kind": kind, "dice": list(spec.dice),
           "steps": [f"{t} ({r})" for t, r in out.steps],
           "summary": "; ".join(f"{r.name}: {r.attack_result} vs {r.defense} {'hit' if r.hit else 'miss'}" for r in out.targets)})
    # damage and effects: all applied before eliminations resolve (p. 9)
    for t, r in zip(targets, out.targets, strict=True):
        if r.captured:
            b.add({"type": "captured", "captor": attacker.key, "captive": t.key})
        elif r.eliminated:
            b.eliminate(t.key, attacker.player, "eliminated by " + attacker.key)
        elif r.healed:
            b.add({"type": "healed", "warrior": t.key, "click": rules.heal(t.click, r.healed, t.w.repair_markers,
                                                                           "golem" in t.w.damage_types, s["golem_heal"])})
        elif r.clicks:
            b.damage(t.key, r.clicks, f"attack by {attacker.key}", by=attacker.player)
    if out.attacker_healed:
        aw = b.state.warriors[attacker.key]
        b.add({"type": "healed", "warrior": attacker.key, "click": rules.heal(aw.click, out.attacker_healed, aw.w.repair_markers,
                                                                              "golem" in aw.w.damage_types, s["golem_heal"])})
    if out.attacker_clicks:
        b.damage(attacker.key, out.attacker_clicks, "critical miss" if out.crit_miss else "backlash", unreducible=True, ref="p. 9")
    if out.attacker_eliminated and b.state.warriors[attacker.key].in_play:
        b.eliminate(attacker.key, "", "Decapitator critical miss")
    for note in out.notes:
        b.add({"type": "note", "text": note, "ref": ""})
    _finish_action(b, [attacker.key, *(m.key for m, _ in members)], kind)


def _cmd_close(b: Builder, cmd: Command) -> None:
    _attack_common(b, cmd, "close")


def _cmd_ranged(b: Builder, cmd: Command) -> None:
    _attack_common(b, cmd, "ranged")


def _cmd_special(b: Builder, cmd: Command) -> None:
    st = b.state
    pos, opts, fl = _keywords(cmd.args)
    if not pos:
        raise InvalidInput("Name the warrior", hint="special WARRIOR [pickup ITEM]")
    w = _resolve_warrior(st, pos[0], st.player.name)
    _start_action(b, cmd, w, "special")
    if len(pos) >= 3 and fold(pos[1]) in ("pickup", "aufheben"):
        item = _resolve_item(st, " ".join(pos[2:]))
        info = st.items[item]
        if info["wearer"]:
            raise RuleViolation(f"{item} is worn by {info['wearer']}", "only an item token on the table can be picked up", ref="p. 18")
        if len(w.items) >= w.w.item_slots:
            raise RuleViolation(f"{w.key} has no free item slot", ref="p. 18")
        if info["number"].upper().startswith("R") and any(st.items[i]["number"].upper().startswith("R") for i in w.items):
            raise RuleViolation(f"{w.key} already carries a relic", ref="p. 18")
        if not _yes(cmd, "item_contact", f"Is {w.key} in base contact with the token of {item}?"):
            raise RuleViolation("Picking up an item needs base contact with its token", ref="p. 18")
        b.add({"type": "item_taken", "item": item, "warrior": w.key})
    elif len(pos) >= 2 and fold(pos[1]) in ("totemstaff", "relic") and _relic_of(st, w) == "elemental_totemstaff":
        # every figure, friend or foe, touching the wearer heals 1 click; the table names them
        for n in pos[2:]:
            f = _resolve_warrior(st, n)
            new = rules.heal(f.click, 1, f.w.repair_markers, "golem" in f.w.damage_types, st.settings()["golem_heal"])
            b.add({"type": "healed", "warrior": f.key, "click": new})
    else:
        b.add({"type": "note", "text": f"{w.key} takes a special action", "ref": "p. 15"})
    _finish_action(b, [w.key], "special")


def _resolve_item(st: MiniState, name: str) -> str:
    idx = NameIndex("item")
    for k, v in st.items.items():
        idx.add(k, (v["number"],) if v["number"] else (), k)
    return idx.resolve(name)


def _cmd_drop(b: Builder, cmd: Command) -> None:
    st = b.state
    if st.phase != "command":
        raise RuleViolation("Items are dropped only at the start of the command phase", ref="p. 18")
    pos, _, _ = _keywords(cmd.args)
    if len(pos) < 2:
        raise InvalidInput("Name the wearer and the item", hint="drop WARRIOR ITEM")
    w = _resolve_warrior(st, pos[0], st.player.name)
    item = _resolve_item(st, " ".join(pos[1:]))
    if item not in w.items:
        raise RuleViolation(f"{w.key} does not wear {item}", ref="p. 18")
    b.add({"type": "item_dropped", "item": item, "warrior": w.key})


def _cmd_damage(b: Builder, cmd: Command) -> None:
    """Damage from effects that are not attacks: Venom, shake-off, bombard markers, relic blasts (p. 9)."""
    st = b.state
    pos, opts, fl = _keywords(cmd.args)
    if len(pos) < 2:
        raise InvalidInput("Name the warrior and the clicks", hint="damage WARRIOR N [by PLAYER] [unreducible]")
    w = _resolve_warrior(st, pos[0])
    n = _int(pos[1], "clicks")
    by = ""
    if "by" in opts:
        idx = NameIndex("player")
        for p in st.players:
            idx.add(p.name, (), p.name)
        by = idx.resolve(opts["by"])
    b.damage(w.key, n, "effect" + (f" of {by}" if by else ""), by=by, unreducible="unreducible" in fl)


def _cmd_heal(b: Builder, cmd: Command) -> None:
    st = b.state
    pos, _, _ = _keywords(cmd.args)
    if len(pos) < 2:
        raise InvalidInput("Name the warrior and the clicks", hint="heal WARRIOR N")
    w = _resolve_warrior(st, pos[0])
    n = _int(pos[1], "clicks")
    new = rules.heal(w.click, n, w.w.repair_markers, "golem" in w.w.damage_types, st.settings()["golem_heal"])
    b.add({"type": "healed", "warrior": w.key, "click": new})


def _cmd_bombard(b: Builder, cmd: Command) -> None:
    """Declare a bombardment: a ranged action whose markers resolve next command phase (p. 12)."""
    st = b.state
    pos, opts, fl = _keywords(cmd.args)
    if not pos:
        raise InvalidInput("Name the bombarding warrior", hint="bombard WARRIOR [markers N]")
    w = _resolve_warrior(st, pos[0], st.player.name)
    relic = _relic_of(st, w)
    if relic and "bombard" in data.load().relics[relic].forbids:
        raise RuleViolation(f"{data.load().relics[relic].en} forbids Bombard", ref=data.load().relics[relic].ref)
    _start_action(b, cmd, w, "ranged")
    markers = _int(opts.get("markers", "1"), "markers")
    b.add({"type": "bombard_declared", "warrior": w.key, "player": w.player, "markers": markers,
           "max_range": rules.bombard_range(w.w.range)})
    _finish_action(b, [w.key], "ranged")


def _cmd_resolve(b: Builder, cmd: Command) -> None:
    """Resolve a pending bombardment at the start of the command phase (p. 12-13)."""
    st = b.state
    s = st.settings()
    if st.phase != "command":
        raise RuleViolation("Bombardments resolve at the start of the command phase", ref="p. 12")
    pos, opts, fl = _keywords(cmd.args)
    if not pos:
        raise InvalidInput("Name the bombarding warrior and the figures under the marker", hint="resolve WARRIOR [FIGURE ...]")
    w = _resolve_warrior(st, pos[0])
    pending = [x for x in st.bombards if x["warrior"] == w.key and x["player"] == st.player.name]
    if not pending:
        raise RuleViolation(f"No bombardment of {w.key} is waiting for this command phase", ref="p. 12")
    victims = [_resolve_warrior(st, n) for n in pos[1:]]
    use_marker = not w.in_play or w.demoralized
    if use_marker:
        attack = _number(cmd, "m_attack", "Attack value printed on the bombard marker")
        damage = _number(cmd, "m_damage", "Damage value printed on the bombard marker")
        bonus = 0
    else:
        _, attack, _, _ = w.values()
        damage = w.w.ranged_damage
        bonus = w.w.attack_bonus if (not s["bombard_bonus_needs_type"] or {"bow", "wand"} & set(w.w.attack_types)) else 0
    target_value = _number(cmd, "target_value", "Target value printed on the bombard marker")
    blocked = (not use_marker) and _yes(cmd, "lof_now", "Is the line of fire to the marker blocked now?")
    d = _dice(cmd, "stage1", "Bombardment placement roll: two dice")
    lines = []
    r1 = sum(d) + attack + bonus - (2 if blocked else 0)
    crit_miss = s["bombard_criticals"] and d == (1, 1)
    on_target = (not crit_miss) and ((s["bombard_criticals"] and d == (6, 6)) or r1 >= target_value)
    lines.append(f"Placement: {d[0]}+{d[1]} + attack {attack}" + (f" + bonus {bonus}" if bonus else "") + (" - 2 (blocked)" if blocked else "")
                 + f" = {r1} vs target value {target_value}: " + ("on target" if on_target else "it drifts: roll 1d6 for the direction and move it by the marker's table"
                 + (" (doubled by Erratic Winds)" if "erratic_winds" in st.domains else "")) + " (p. 12)")
    b.add({"type": "bombard_resolved", "warrior": w.key, "text": "; ".join(lines)})
    if crit_miss and w.in_play:
        b.damage(w.key, 1, "critical miss (bombard)", unreducible=True, ref="p. 9")
    if victims:
        d2 = _dice(cmd, "stage2", "Bombardment damage roll: two dice")
        r2 = sum(d2) + attack + bonus
        for v in victims:
            if v.captor:
                continue
            _, _, dfn, _ = v.values()
            hit = (s["bombard_criticals"] and d2 == (6, 6)) or (not (s["bombard_criticals"] and d2 == (1, 1)) and r2 >= dfn)
            dmg = damage + (1 if s["bombard_criticals"] and d2 == (6, 6) else 0)
            b.add({"type": "note", "text": f"{v.key}: {r2} vs defense {dfn}: {'hit' if hit else 'miss'}", "ref": "p. 13"})
            if hit:
                b.damage(v.key, dmg, f"bombardment of {w.key}", by=w.player if v.player != w.player else "")


def _cmd_end(b: Builder, cmd: Command) -> None:
    """Close the current phase; closing the action phase runs the whole end phase (p. 5)."""
    st = b.state
    if st.phase == "command":
        b.add({"type": "phase", "phase": "action", "player": st.player.name})
        return
    b.check_players_out()
    st = b.state
    b.add({"type": "phase", "phase": "end", "lost_actions": st.actions_left, "player": st.player.name})
    s = st.settings()
    active = {p.name: sum(1 for w in st.warriors.values() if w.player == p.name and _is_active(st, w)) for p in st.players if not p.out}
    teams = {p.name: p.team for p in st.players}
    survivor = rules.sole_survivor(active, teams if s["end_last_side"] == "team" else None)
    if survivor is not None:
        for oid in st.objectives:
            owner = next(p for p in active if (teams[p] if s["end_last_side"] == "team" else p) == survivor and active[p])
            b.add({"type": "objective", "id": oid, "state": "controlled", "controller": owner, "why": "sole survivor (p. 19)"})
    else:
        alive = [p for p, n in active.items() if n]
        options = ["none"] + ["+".join(c) for k in range(1, len(alive) + 1) for c in itertools.combinations(alive, k)]
        for oid, obj in st.objectives.items():
            ans = _ask(cmd, f"obj_{oid}", f"Objective {oid}: whose active warriors touch it (not soaring)?", tuple(options))
            touching = [] if ans == "none" else ans.split("+")
            new = rules.check_objective(obj, touching, teams, st.player.name, s)
            if (new.state, new.controller) != (obj.state, obj.controller):
                b.add({"type": "objective", "id": oid, "state": new.state, "controller": new.controller, "why": "end phase check (p. 5)"})
    cleared = [w.key for w in st.warriors.values() if w.player == st.player.name and not w.acted and w.tokens]
    b.add({"type": "tokens_cleared", "warriors": cleared})
    if "heat_wave" in st.domains:
        for w in list(st.warriors.values()):
            if w.in_play and w.demoralized and not (_helm_protects(st, w) and s["heat_wave_helm"]):
                b.eliminate(w.key, "", "Heat Wave")
    # game end (p. 19)
    st = b.state
    left = {p.name: sum(1 for w in st.warriors.values() if w.player == p.name and _is_active(st, w)) for p in st.players if not p.out}
    one_side = rules.sole_survivor(left, teams if s["end_last_side"] == "team" else None) is not None
    if one_side or st.agreed_end or (st.time_up and (s["time_limit"] == "finish_turn" or _last_in_round(st))):
        standings = []
        for p in st.players:
            objs = sum(1 for o in st.objectives.values() if o.state == "controlled" and o.controller == p.name)
            standings.append(rules.Standing(p.name, objs, p.vp, p.army_cost))
        verdict = rules.winner(standings)
        why = "only one side has active warriors" if one_side else "the players agreed" if st.agreed_end else "the time limit ran out"
        text = ("Winner: " + verdict.winners[0]) if len(verdict.winners) == 1 else ("Draw: " + ", ".join(verdict.winners))
        b.add({"type": "game_over", "why": why, "winners": verdict.winners, "decided_by": verdict.decided_by,
               "steps": verdict.steps, "text": text,
               "standings": [{"player": x.player, "objectives": x.objectives, "vp": x.victory_points, "army_cost": x.army_cost} for x in standings]})
        return
    nxt = _next_player(st)
    b.add({"type": "turn", "turn": st.turn + 1, "current": nxt, "player": st.players[nxt].name,
           "actions": rules.actions_per_turn(st.build_total)})


def _last_in_round(st: MiniState) -> bool:
    """The next turn would start a new round (A43 'finish_round')."""
    nxt = _next_player(st)
    if st.players[st.first].out:
        return nxt <= st.current
    return nxt == st.first


def _next_player(st: MiniState) -> int:
    n = len(st.players)
    for step in range(1, n + 1):
        i = (st.current + step) % n
        if not st.players[i].out:
            return i
    return st.current


def _cmd_timeup(b: Builder, cmd: Command) -> None:
    b.add({"type": "time_up"})


def _cmd_concede(b: Builder, cmd: Command) -> None:
    b.add({"type": "agreed_end"})


def _cmd_status(b: Builder, cmd: Command) -> None:
    return None


def _cmd_helm(b: Builder, cmd: Command) -> None:
    """Jeweled Helm / Stormwall at the start of the command phase: 1 click of push damage (p. 26, 28)."""
    st = b.state
    if st.phase != "command":
        raise RuleViolation("This relic is used at the start of the command phase", ref="p. 26")
    pos, _, _ = _keywords(cmd.args)
    if not pos:
        raise InvalidInput("Name the wearer", hint="helm WARRIOR")
    w = _resolve_warrior(st, pos[0], st.player.name)
    relic = _relic_of(st, w)
    if relic not in ("jeweled_helm", "stormwall"):
        raise RuleViolation(f"{w.key} wears neither the Jeweled Helm nor the Stormwall", ref="p. 26")
    b.damage(w.key, 1, data.load().relics[relic].en, unreducible=True, ref=data.load().relics[relic].ref)
    if relic == "jeweled_helm" and b.state.warriors[w.key].in_play:
        b.add({"type": "helm", "warrior": w.key, "on": True})


def _cmd_demoralized(b: Builder, cmd: Command) -> None:
    pos, _, _ = _keywords(cmd.args)
    if len(pos) < 2 or fold(pos[1]) not in ("yes", "no", "ja", "nein", "on", "off"):
        raise InvalidInput("Say whether Demoralized shows", hint="demoralized WARRIOR yes|no")
    w = _resolve_warrior(b.state, pos[0])
    b.add({"type": "demoralized", "warrior": w.key, "on": fold(pos[1]) in ("yes", "ja", "on")})


def _cmd_values(b: Builder, cmd: Command) -> None:
    pos, _, _ = _keywords(cmd.args)
    if not pos:
        raise InvalidInput("Name the warrior", hint="values WARRIOR")
    _resolve_warrior(b.state, pos[0])


def _cmd_build(b: Builder, cmd: Command) -> None:
    """Put a constructed terrain piece on the table (p. 17): `build CARD [as NAME]`."""
    pos, _, _ = _keywords(cmd.args)
    if not pos:
        raise InvalidInput("Name the terrain card", hint="build 'Stone Wall' [as wall1]")
    words = list(pos)
    name = ""
    if len(words) >= 3 and fold(words[-2]) in ("as", "als"):
        name = words[-1]
        words = words[:-2]
    card = data.load().terrain_card(" ".join(words))
    name = name or card.id
    if name in b.state.pieces and not b.state.pieces[name]["destroyed"]:
        raise InvalidInput(f"A piece named {name} is already on the table", hint="Name it: build CARD as NAME")
    b.add({"type": "piece_built", "piece": name, "card": card.id})


def _piece(st: MiniState, name: str) -> tuple[str, data.TerrainCard]:
    idx = NameIndex("terrain piece")
    for k, v in st.pieces.items():
        if not v["destroyed"]:
            idx.add(k, (), k)
    key = idx.resolve(name)
    return key, data.load().terrain[st.pieces[key]["card"]]


def _cmd_strike(b: Builder, cmd: Command) -> None:
    """Attack a constructed terrain piece (p. 17): `strike ATTACKER PIECE close|ranged [relic]`."""
    st = b.state
    s = st.settings()
    pos, opts, fl = _keywords(cmd.args)
    if len(pos) < 3 or fold(pos[2]) not in ("close", "ranged", "nahkampf", "fernkampf"):
        raise InvalidInput("Name the attacker, the piece and close or ranged", hint="strike ember_lancer wall1 close")
    w = _resolve_warrior(st, pos[0], st.player.name)
    key, card = _piece(st, pos[1])
    kind = "close" if fold(pos[2]) in ("close", "nahkampf") else "ranged"
    _start_action(b, cmd, w, kind)
    if kind == "close":
        if not _yes(cmd, "front", f"Is {w.key}'s front arc in base contact with {key}?"):
            raise RuleViolation("A close attack on terrain needs the front arc in base contact with the piece", ref="p. 17")
    elif not _yes(cmd, "lof", f"Can {w.key} draw an unblocked line of fire to the edge of {key}, within range?"):
        raise RuleViolation("A ranged attack on terrain needs an unblocked line of fire to the piece's edge", ref="p. 17")
    fighter = _fighter(st, w)
    bonus = fighter.attack_bonus if (("sword" in fighter.attack_types) if kind == "close" else {"bow", "wand"} & set(fighter.attack_types)) else 0
    mods = _int(opts.get("mod", "0"), "mod") + (2 if w.helm_active else 0)
    d = _dice(cmd, "dice", f"Attack roll for {w.key}: two dice")
    crits = s["terrain_criticals"]
    crit_miss, crit_hit = crits and d == (1, 1), crits and d == (6, 6)
    result = sum(d) + max(0, fighter.attack + max(-3, min(3, mods))) + bonus
    hit = crit_hit or (not crit_miss and result >= card.defense)
    dmg = fighter.damage if kind == "close" else fighter.ranged_damage
    relic = _relic_of(st, w)
    if relic == "decapitator":
        dmg += data.load().relics["decapitator"].numbers["damage_mod"]
    if relic == "treefell" and "relic" in fl:
        dmg = data.load().relics["treefell"].numbers["structure_damage"]
    dmg += 1 if crit_hit and hit else 0
    total, destroyed = rules.terrain_damage(card.structure, st.pieces[key]["damage"], dmg if hit else 0, st.domains)
    text = (f"{w.key} attacks {key} ({card.en}): {d[0]}+{d[1]} + attack {fighter.attack}" + (f" + bonus {bonus}" if bonus else "")
            + (f" {mods:+d}" if mods else "") + f" = {result} vs defense {card.defense}: " + ("hit" if hit else "miss")
            + (f", {dmg} structure damage ({total} of {rules.structure_value(card.structure, st.domains)} this turn)" if hit else "")
            + (": destroyed" if destroyed else "") + " (p. 17)")
    b.add({"type": "piece_hit", "piece": key, "damage": total, "destroyed": destroyed, "text": text})
    if crit_miss:
        b.damage(w.key, 1, "critical miss", unreducible=True, ref="p. 9")
    _finish_action(b, [w.key], kind)


def _cmd_storm(b: Builder, cmd: Command) -> None:
    """Magestone Storm at the start of the command phase (p. 29, A60): `storm [FIGURE ...]` names the
    figures in base contact with another figure; on a 1 each takes 1 click."""
    st = b.state
    if "magestone_storm" not in st.domains:
        raise RuleViolation("Magestone Storm is not in play", ref="p. 29")
    if st.phase != "command":
        raise RuleViolation("The Magestone Storm roll belongs to the command phase", ref="p. 29")
    pos, _, _ = _keywords(cmd.args)
    figures = [_resolve_warrior(st, n) for n in pos]
    (die,) = _dice(cmd, "storm", "Magestone Storm: one die (1: every figure touching another takes 1 click)", 1)
    from .domains import storm_hits

    hit = storm_hits(die)
    b.add({"type": "note", "text": f"Magestone Storm: die {die}: " + ("1 click to every figure touching another" if hit else "nothing happens"), "ref": "p. 29"})
    if hit:
        immune = data.load().domains["magestone_storm"].numbers["immune_defense_type"]
        for f in figures:
            if immune in f.w.defense_types:
                b.add({"type": "note", "text": f"{f.key} has {immune.replace('_', ' ')}: no damage from the storm", "ref": "p. 29"})
            else:
                b.damage(f.key, 1, "Magestone Storm", ref="p. 29")


def _cmd_sacrifice(b: Builder, cmd: Command) -> None:
    """Haunted Graveyard (p. 30, A56): the current player eliminates one own figure with unmodified defense <= 10."""
    st = b.state
    if "haunted_graveyard" not in st.domains:
        raise RuleViolation("Haunted Graveyard is not in play", ref="p. 30")
    if st.phase != "command":
        raise RuleViolation("The Haunted Graveyard acts at the start of the command phase", ref="p. 30")
    pos, _, _ = _keywords(cmd.args)
    if not pos:
        raise InvalidInput("Name the figure to eliminate", hint="sacrifice WARRIOR")
    w = _resolve_warrior(st, pos[0], st.player.name)
    if w.values()[2] > data.load().domains["haunted_graveyard"].numbers["graveyard_max_defense"]:
        raise RuleViolation(f"{w.key} has defense {w.values()[2]}: only a figure with unmodified defense 10 or less", ref="p. 30")
    b.eliminate(w.key, "", "Haunted Graveyard")


def _cmd_stormcrow(b: Builder, cmd: Command) -> None:
    """Book of the Stormcrow (R-015, p. 26): swap a weather domain in play for another at the start of the command phase."""
    st = b.state
    if st.phase != "command":
        raise RuleViolation("The Book of the Stormcrow is used at the start of the command phase", ref="p. 26")
    if not any(_relic_of(st, w) == "book_of_the_stormcrow" and w.in_play and w.player == st.player.name for w in st.warriors.values()):
        raise RuleViolation("None of your warriors wears the Book of the Stormcrow", ref="p. 26")
    pos, _, _ = _keywords(cmd.args)
    if len(pos) < 2:
        raise InvalidInput("Name the weather domain to remove and the one to bring in", hint="stormcrow Darkness 'Clear Skies'")
    doms = data.load()
    old, new = doms.domain(pos[0]), doms.domain(" ".join(pos[1:]))
    if old.id not in st.domains or old.category != "weather":
        raise RuleViolation(f"{old.en} is not a weather domain in play", ref="p. 26")
    if new.category != "weather" or new.id in st.domains or new.id in st.stormcrow_used or new.id == old.id:
        raise RuleViolation(f"{new.en} cannot be brought in: it must be a different weather domain not used yet", ref="p. 26")
    from .domains import add_domain

    rest = [d for d in st.domains if d != old.id]
    res = add_domain(rest, new.id, st.settings())
    b.add({"type": "domains", "in_play": res.in_play, "removed": old.id,
           "text": f"Book of the Stormcrow: {old.en} leaves the game; {new.en} " + ("enters play" if new.id in res.in_play else
                   "is countered by " + ", ".join(doms.domains[x].en for x in res.removed.get(new.id, [])))})


_HANDLERS = {
    "first": _cmd_first, "move": _cmd_move, "close": _cmd_close, "ranged": _cmd_ranged, "special": _cmd_special,
    "drop": _cmd_drop, "damage": _cmd_damage, "heal": _cmd_heal, "bombard": _cmd_bombard, "resolve": _cmd_resolve,
    "end": _cmd_end, "timeup": _cmd_timeup, "agree": _cmd_concede, "status": _cmd_status, "helm": _cmd_helm,
    "demoralized": _cmd_demoralized, "values": _cmd_values, "build": _cmd_build, "strike": _cmd_strike,
    "storm": _cmd_storm, "sacrifice": _cmd_sacrifice, "stormcrow": _cmd_stormcrow,
}


# ---- evolve ---------------------------------------------------------------------------------------
def evolve(st: MiniState, e: Event) -> MiniState:
    t = e["type"]
    W = st.warriors
    if t == "first_player":
        st.current = e["index"]
        st.first = e["index"]
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
        w.status = "eliminated"
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
                    W[w.captive].captor = ""
                    w.captive = ""
        for oid, o in st.objectives.items():
            if o.controller == p.name:
                st.objectives[oid] = rules.Objective()
    elif t == "turn":
        for w in W.values():
            w.acted = False
            if w.player == st.players[e["current"]].name:
                w.helm_active = False
        for piece in st.pieces.values():
            piece["damage"] = 0  # structure counts damage within one turn (p. 17)
        st.turn = e["turn"]
        st.current = e["current"]
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
                del st.bombards[i]
                break
    elif t == "helm":
        W[e["warrior"]].helm_active = e["on"]
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
    return st


EVENT_TYPES = frozenset({
    "first_player", "phase", "action", "clicked", "healed", "eliminated", "freed", "captured", "moved", "attack",
    "item_dropped", "item_taken", "objective", "tokens_cleared", "player_out", "turn", "bombard_declared",
    "bombard_resolved", "helm", "demoralized", "time_up", "agreed_end", "game_over", "note", "piece_built", "piece_hit",
    "domains",
})


# ---- describing -----------------------------------------------------------------------------------
def label(e: Event, lang: str = "en") -> str:
    t = e["type"]
    if t == "action":
        return f"{e['kind']} action: {', '.join(e['warriors'])}"
    if t == "attack":
        return f"{e['kind']} attack by {e['attacker']} ({e['dice'][0]}+{e['dice'][1]}): {e['summary']}"
    if t == "clicked":
        return f"{e['warrior']} takes {e['clicks']} click(s) ({e['reason']})"
    if t == "eliminated":
        return f"{e['warrior']} eliminated" + (f", {e['points']} VP to {e['by']}" if e.get("by") else "")
    if t == "turn":
        return f"turn {e['turn']}"
    if t == "phase":
        return f"{e['phase']} phase"
    if t == "moved":
        return f"move {e['warrior']}"
    if t == "objective":
        return f"objective {e['id']}: {e['state']} {e['controller']}".strip()
    if t == "game_over":
        return "game over: " + e["text"]
    if t == "note":
        return e["text"]
    return t.replace("_", " ")


def describe(st: MiniState, events: list[Event], lang: str = "en") -> list[str]:
    if not events:
        return _status_lines(st)
    out: list[str] = []
    for e in events:
        t = e["type"]
        if t == "attack":
            out.extend("  " + s for s in e["steps"])
        elif t == "moved":
            if e["text"]:
                out.append(e["text"])
        elif t == "clicked":
            w = st.warriors[e["warrior"]]
            if e["click"] < w.dial_len:
                c = w.w.dial[e["click"]]
                now = f"now click {e['click']}: speed {c.speed}, attack {c.attack}, defense {c.defense}, damage {c.damage}"
            else:
                now = "three skulls"
            out.append(f"{e['warrior']} takes {e['clicks']} click(s) ({e['reason']}, {e['ref']}); {now}")
        elif t == "healed":
            w = st.warriors[e["warrior"]]
            out.append(f"{e['warrior']} heals to click {e['click']} (p. 9)")
        elif t == "eliminated":
            out.append(f"{e['warrior']} is eliminated ({e['reason']})" + (f": {e['points']} victory points to {e['by']} (p. 19)" if e.get("by") else "; nobody scores (A19)"))
            if e.get("items"):
                out.append("Its items drop beside it as tokens: " + ", ".join(e["items"]) + " (p. 18)")
        elif t == "freed":
            out.append(f"{e['warrior']}: {e['reason']} (p. 11)")
        elif t == "captured":
            out.append(f"{e['captive']} is now the captive of {e['captor']}; its tokens are removed (p. 11)")
        elif t == "action":
            toks = ", ".join(f"{k} {st.warriors[k].tokens} token(s)" for k in e["warriors"])
            out.append(f"Action given ({st.actions_left} left this turn): {toks}")
        elif t == "objective":
            out.append(f"Objective {e['id']}: {e['state']}" + (f" by {e['controller']}" if e["controller"] else "") + f" ({e['why']})")
        elif t == "tokens_cleared":
            if e["warriors"]:
                out.append("Tokens removed (no action this turn): " + ", ".join(e["warriors"]) + " (p. 5)")
        elif t == "phase":
            extra = f"; {e['lost_actions']} unused action(s) lost" if e.get("lost_actions") else ""
            out.append(f"{e['phase'].capitalize()} phase of {e.get('player', st.player.name)}{extra} (p. 5)")
        elif t == "turn":
            out.append(f"Turn {e['turn']}: {e.get('player', st.player.name)}, command phase, {e['actions']} action(s) (p. 5)")
            due = [x["warrior"] for x in st.bombards if x.get("due")]
            if due:
                out.append("Bombardments to resolve now: " + ", ".join(due) + " (resolve WARRIOR [FIGURES], p. 12)")
            out.extend(_command_phase_reminders(st))
        elif t == "player_out":
            out.append(f"{e['player']} has no active warriors: out of the game; their warriors are removed without victory points (p. 19)")
        elif t == "bombard_declared":
            out.append(f"{e['warrior']} places {e['markers']} bombard marker(s) up to {e['max_range']} inches away; it resolves at the start of {e['player']}'s next command phase (p. 12)")
        elif t == "bombard_resolved":
            out.append(e["text"])
        elif t == "item_dropped":
            out.append(f"{e['warrior']} drops {e['item']}: its token lies in base contact (p. 18)")
        elif t == "item_taken":
            out.append(f"{e['warrior']} picks up {e['item']} (p. 18)")
        elif t == "note":
            out.append(e["text"] + (f" ({e['ref']})" if e.get("ref") else ""))
        elif t == "game_over":
            out.append(f"Game over ({e['why']}, p. 19).")
            for s in e["standings"]:
                out.append(f"  {s['player']}: {s['objectives']} objective(s), {s['vp']} victory points, army {s['army_cost']} points")
            out.extend("  " + s for s in e["steps"])
            out.append(e["text"])
        elif t in ("time_up", "agreed_end"):
            out.append("The game ends after this turn (p. 19, A43).")
        elif t == "helm":
            out.append(f"{e['warrior']}: +2 attack, +2 defense, +2 speed until its next command phase (p. 26)")
        elif t == "demoralized":
            out.append(f"{e['warrior']}: Demoralized {'shows' if e['on'] else 'gone'} (not active while it shows, p. 6)")
        elif t == "piece_built":
            c = data.load().terrain[e["card"]]
            out.append(f"{e['piece']}: {c.en} ({c.de}), defense {c.defense}, fortification {c.fortification}, "
                       f"structure {rules.structure_value(c.structure, st.domains)} (p. 17)")
        elif t in ("piece_hit", "domains"):
            out.append(e["text"])
        elif t == "first_player":
            out.append(f"{e['player']} is the first player (p. 4)")
    return out


def _command_phase_reminders(st: MiniState) -> list[str]:
    """What resolves at the start of the current player's command phase (p. 5)."""
    out: list[str] = []
    if "magestone_storm" in st.domains:
        out.append("Magestone Storm: roll with 'storm FIGURES-IN-CONTACT' (p. 29)")
    if "haunted_graveyard" in st.domains:
        own = [w for w in st.warriors.values() if w.player == st.player.name and w.in_play and not w.captor]
        leader = any(_fighter(st, w).has_leadership for w in own)
        cands = [w.key for w in own if w.values()[2] <= 10]
        if cands and not leader:
            out.append("Haunted Graveyard: eliminate one of " + ", ".join(cands) + " with 'sacrifice W' (p. 30)")
    names = {"book_of_the_stormcrow": "stormcrow OLD NEW", "jeweled_helm": "helm W", "stormwall": "helm W",
             "oracular_codex": "roll two prophecy dice and keep them", "necromantic_bonestaff": "revive a figure (by hand)"}
    for w in st.warriors.values():
        r = _relic_of(st, w) if w.player == st.player.name and w.in_play else ""
        if r in names:
            out.append(f"{w.key} wears {data.load().relics[r].en}: {names[r]} ({data.load().relics[r].ref})")
    if any(it["wearer"] and st.warriors[it["wearer"]].player == st.player.name for it in st.items.values()):
        out.append("Items may be dropped now, for free (drop W ITEM, p. 18)")
    return out


def _status_lines(st: MiniState) -> list[str]:
    if st.ended:
        lines = [f"Game over: {st.result.get('text', '')}"]
    else:
        lines = [f"Turn {st.turn}: {st.player.name}, {st.phase} phase, {st.actions_left} action(s) left"]
    for p in st.players:
        ws = [w for w in st.warriors.values() if w.player == p.name]
        parts = []
        for w in ws:
            if w.status != "in_play":
                parts.append(f"{w.key} ({w.status})")
                continue
            sp, a, d, dmg = w.values()
            tags = []
            if w.tokens:
                tags.append(f"{w.tokens}T")
            if w.captive:
                tags.append(f"holds {w.captive}")
            if w.captor:
                tags.append(f"captive of {w.captor}")
            parts.append(f"{w.key} c{w.click} {sp}/{a}/{d}/{dmg}" + (f" [{', '.join(tags)}]" if tags else ""))
        lines.append(f"{p.name} (VP {p.vp}{', out' if p.out else ''}): " + "; ".join(parts))
    lines.append("Objectives: " + ", ".join(f"{k} {o.state}" + (f" ({o.controller})" if o.controller else "") for k, o in st.objectives.items()))
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
        "winners": st.result.get("winners", []),
        "players": [
            {
                "name": p.name, "army": p.army, "army_cost": p.army_cost, "team": p.team, "vp": p.vp, "out": p.out,
                "warriors": [
                    {
                        "key": w.key, "name": w.w.name, "points": w.w.points, "click": w.click, "dial": w.dial_len,
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
    }


def toolbar(st: MiniState, lang: str = "en") -> str:
    if st.ended:
        return "Game over: " + st.result.get("text", "")
    return f"Turn {st.turn} | {st.player.name} | {st.phase} | actions left {st.actions_left}/{st.build_total // 100}"


def _warrior_names(st: MiniState, words: list[str]) -> list[str]:
    return [k for k, w in st.warriors.items() if w.in_play]


def command_table() -> CommandTable:
    g_turn, g_act, g_fx, g_info = "Turn", "Actions", "Effects", "Information"
    return CommandTable([
        CommandSpec("first", "PLAYER", "Set who won the initiative roll (before the first action).", "first Ben", ("erster",), g_turn),
        CommandSpec("end", "", "End the phase: command -> action; action -> end phase (objectives asked, tokens cleared) -> next turn.",
                    "end", ("ende_phase", "weiter", "next"), g_turn),
        CommandSpec("timeup", "", "The agreed time ran out: the game ends after this turn.", "timeup", ("zeit",), g_turn),
        CommandSpec("agree", "", "All players agree to end the game after this turn.", "agree", ("einigen",), g_turn),
        CommandSpec("move", "WARRIOR [sprint|soar] [hindering] [water] [with M1,M2,...]",
                    "Give a move action (with: a movement formation); asks about enemy contact and the break-away roll.",
                    "move ember_lancer sprint", ("bewegen", "bewegung"), g_act, _warrior_names),
        CommandSpec("close", "ATTACKER TARGET [with A,B] [capture] [charge] [mod N] [relic]",
                    "Close combat action; asks base contact, rear arc and two dice.", "close ember_captain tide_warder with ember_spearman",
                    ("nahkampf",), g_act, _warrior_names),
        CommandSpec("ranged", "ATTACKER TARGET... [pb attack|damage] [precision] [formation A:attack,B:damage] [split 1,1] [fort N]",
                    "Ranged combat action; asks distance, line of fire, rear arc, cover, elevation and two dice.",
                    "ranged tide_caster ember_archer", ("fernkampf",), g_act, _warrior_names),
        CommandSpec("special", "WARRIOR [pickup ITEM | totemstaff FIGURES...]", "Special action (pick up an item token; Elemental Totemstaff heals the figures named).", "special ember_captain pickup Decapitator",
                    ("spezial", "spezialaktion"), g_act, _warrior_names),
        CommandSpec("bombard", "WARRIOR [markers N]", "Declare a bombardment (a ranged action); it resolves next command phase.", "bombard tide_caster",
                    ("bombardieren",), g_act, _warrior_names),
        CommandSpec("resolve", "WARRIOR [FIGURE ...]", "Resolve a pending bombardment on the figures under the marker.", "resolve tide_caster ember_archer",
                    ("abwickeln",), g_fx, _warrior_names),
        CommandSpec("build", "CARD [as NAME]", "Put a constructed terrain piece on the table (its card's values).", "build 'Stone Wall' as wall1",
                    ("bauen",), g_fx),
        CommandSpec("strike", "ATTACKER PIECE close|ranged [relic] [mod N]", "Attack a constructed terrain piece (structure damage within one turn).",
                    "strike ember_lancer wall1 close", ("angreifen_gelaende",), g_act, _warrior_names),
        CommandSpec("storm", "[FIGURE ...]", "Magestone Storm roll at the start of the command phase; name the figures touching another.",
                    "storm ember_spearman tide_warder", ("sturm",), g_fx, _warrior_names),
        CommandSpec("sacrifice", "WARRIOR", "Haunted Graveyard: eliminate one own figure with defense 10 or less.", "sacrifice tide_warder",
                    ("opfern",), g_fx, _warrior_names),
        CommandSpec("stormcrow", "OLD NEW", "Book of the Stormcrow: swap a weather domain in play for another.", "stormcrow Darkness 'Clear Skies'",
                    ("sturmkraehe",), g_fx),
        CommandSpec("drop", "WARRIOR ITEM", "Drop an item at the start of the command phase (no action).", "drop ember_captain Decapitator",
                    ("ablegen",), g_fx, _warrior_names),
        CommandSpec("damage", "WARRIOR N [by PLAYER] [unreducible]", "Damage that is not an attack (Venom, shake-off, relic blasts).",
                    "damage tide_warder 1 by Ember", ("schaden",), g_fx, _warrior_names),
        CommandSpec("heal", "WARRIOR N", "Heal clicks (never past the starting line; golems stop at repair markers).", "heal tide_matron 1",
                    ("heilen",), g_fx, _warrior_names),
        CommandSpec("helm", "WARRIOR", "Use Jeweled Helm or Stormwall at the start of the command phase (1 push click).", "helm ember_captain",
                    ("helm_nutzen",), g_fx, _warrior_names),
        CommandSpec("demoralized", "WARRIOR yes|no", "Say whether Demoralized shows on the dial (not active while it does).",
                    "demoralized tide_warder yes", ("demoralisiert",), g_fx, _warrior_names),
        CommandSpec("status", "", "Show every warrior's click and values, tokens, objectives.", "status", ("stand",), g_info),
    ])


class MiniGame:
    id = GAME_ID
    event_types = EVENT_TYPES

    def setup_from_args(self, args: list[str]) -> dict[str, Any]:
        return setup_from_args(args)

    def setup_checklist(self, setup: dict[str, Any], lang: str = "en") -> list[str]:
        return setup_checklist(setup, lang)

    def initial_state(self, setup: dict[str, Any]) -> MiniState:
        return initial_state(setup)

    def decide(self, state: MiniState, command: Command) -> list[Event]:
        return decide(state, command)

    def evolve(self, state: MiniState, event: Event) -> MiniState:
        return evolve(state, event)

    def commands(self) -> CommandTable:
        return command_table()

    def suggest(self, state: MiniState, text: str) -> list[str]:
        return command_table().complete(state, text)

    def describe(self, state: MiniState, events: list[Event], lang: str = "en") -> list[str]:
        return describe(state, events, lang)

    def label(self, event: Event, lang: str = "en") -> str:
        return label(event, lang)

    def toolbar(self, state: MiniState, lang: str = "en") -> str:
        return toolbar(state, lang)

    def status(self, state: MiniState) -> dict[str, Any]:
        return status(state)

    def render_status(self, data_: dict[str, Any], console: Any, lang: str = "en") -> None:
        from mkref.ui.mini_view import game_status

        game_status(data_, console)


GAME = MiniGame()
__all__ = ["GAME"]
