"""Pure rule functions of the miniatures game. Page references are to the German rulebook (2003).

Nothing here prints, asks, rolls or reads the clock: dice and table facts arrive as arguments.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from mkref.core.errors import InvalidInput, RuleViolation

from .settings import Settings

from .messages import MESSAGES

_no = MESSAGES.said  # a refusal: English as written, German at a German table (messages.py)

MAX_TOKENS = 2
SKULLS = 3  # three skulls in the stat slot: eliminated (p. 9)


# ---- dice ---------------------------------------------------------------------------------------
def check_die(value: int, what: str = "die") -> int:
    """A single d6 as typed at the table: a whole number 1..6."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
        raise InvalidInput(_no("minirule.die_range", what=what), _no("minirule.got", value=repr(value)), _no("minirule.enter_each_die_separately_e_g"), ref="p. 9")
    return value


def parse_dice(text: str, count: int = 2) -> tuple[int, ...]:
    """'3 5', '3,5' or '35' -> (3, 5). Dice are always two separate values, never a sum (p. 9)."""
    words = text.replace(",", " ").replace("+", " ").split()
    if len(words) == 1 and len(words[0]) == count and words[0].isdecimal():
        words = list(words[0])
    if len(words) != count:
        raise InvalidInput(
            _no("minirule.dice_count", count=count, text=text.strip()),
            "doubles matter, so a sum is not enough" if count == 2 else "",
            _no("minirule.type_each_die_e_g_3"), ref="p. 9",
        )
    out = []
    for w in words:
        if not w.lstrip("-").isdecimal():
            raise InvalidInput(_no("minirule.not_die", word=w), hint=_no("minirule.dice_show_1_to_6"), ref="p. 9")
        out.append(check_die(int(w)))
    return tuple(out)


# ---- turns, actions, tokens (p. 5-7) ------------------------------------------------------------
def check_build_total(build_total: int) -> int:
    if isinstance(build_total, bool) or not isinstance(build_total, int) or build_total <= 0 or build_total % 100:
        raise RuleViolation(
            _no("minirule.build_total", total=build_total),
            _no("minirule.it_must_be_a_positive_multiple"), _no("minirule.agree_on_100_200_or_300"), ref="p. 3",
        )
    return build_total


def actions_per_turn(build_total: int) -> int:
    """One action per full 100 points of the agreed build total (p. 5), not of the army's cost."""
    return check_build_total(build_total) // 100


@dataclass(frozen=True)
class TokenResult:
    tokens: int
    push_clicks: int  # 1 when this action gave the warrior its second token (p. 6)


def give_token(tokens: int) -> TokenResult:
    """A warrior given an action (or a formation member) gets a token; the second one pushes."""
    if tokens >= MAX_TOKENS:
        raise RuleViolation(_no("minirule.a_warrior_with_2_action_tokens"), ref="p. 6")
    new = tokens + 1
    return TokenResult(new, 1 if new == MAX_TOKENS else 0)


def end_phase_tokens(tokens: int, acted_this_turn: bool) -> int:
    """End phase of its controller's turn: tokens are cleared only if it got no action (p. 5)."""
    return tokens if acted_this_turn else 0


@dataclass
class ActionCheck:
    """The computed facts `can_receive_action` needs; table facts are passed as answers."""

    in_play: bool = True
    captive: bool = False
    tokens: int = 0
    acted_this_turn: bool = False
    actions_left: int = 1
    captor: bool = False
    targets_own_captive: bool = False
    range: int = 0
    touching_enemy: bool = False
    forbids: frozenset[str] = frozenset()  # relic/domain bans: "ranged_attack", "close_attack", "no_ranged"
    free_action: bool = False


ACTION_KINDS = ("move", "close", "ranged", "special")


def can_receive_action(kind: str, w: ActionCheck) -> None:
    """Raise RuleViolation naming the rule and page when the warrior may not get this action (§5.6)."""
    if kind not in ACTION_KINDS:
        raise InvalidInput(_no("minirule.unknown_action", kind=kind), hint=_no("minirule.actions_move_close_ranged_special"), ref="p. 5")
    if not w.in_play:
        raise RuleViolation(_no("minirule.that_warrior_is_not_on_the"), ref="p. 9")
    if w.captive:
        raise RuleViolation(_no("minirule.a_captive_cannot_be_given_actions"), _no("minirule.it_belongs_to_its_captor_until"), ref="p. 11")
    if w.acted_this_turn:
        raise RuleViolation(_no("minirule.that_warrior_already_had_an_action"), _no("minirule.each_warrior_gets_at_most_one"), ref="p. 5")
    if w.tokens >= MAX_TOKENS:
        raise RuleViolation(_no("minirule.that_warrior_has_2_action_tokens"), _no("minirule.it_must_rest_a_turn_before"), ref="p. 6")
    if w.actions_left <= 0 and not w.free_action:
        raise RuleViolation(_no("minirule.no_actions_left_this_turn"), _no("minirule.one_action_per_100_points_of"), _no("minirule.end_the_turn_with_end"), ref="p. 5")
    if w.captor and kind != "move" and not (kind == "close" and w.targets_own_captive):
        raise RuleViolation(
            _no("minirule.a_captor_may_only_move_or"), ref="p. 11"
        )
    if kind == "ranged":
        if "no_ranged" in w.forbids:
            raise RuleViolation(_no("minirule.no_ranged_combat_actions_while_storm"), ref="p. 29")
        if "ranged_attack" in w.forbids:
            raise RuleViolation(_no("minirule.that_warrior_s_relic_forbids_ranged"), ref="p. 26")
        if w.range <= 0:
            raise RuleViolation(_no("minirule.a_warrior_with_range_0_cannot"), ref="p. 11")
        if w.touching_enemy:
            raise RuleViolation(_no("minirule.a_warrior_in_base_contact_with"), ref="p. 11")
    if kind == "close" and "close_attack" in w.forbids:
        raise RuleViolation(_no("minirule.that_warrior_s_relic_forbids_close"), ref="p. 28")


# ---- damage, push, healing, elimination (p. 6, 9-10) --------------------------------------------
@dataclass(frozen=True)
class DamageResult:
    click: int
    clicks_applied: int
    eliminated: bool


def apply_damage(click: int, dial_length: int, amount: int, reduction: int = 0, unreducible: bool = False) -> DamageResult:
    """Turn the dial clockwise by (amount - reduction), min 0; past the last click it shows skulls.

    `dial_length` is the number of clicks before the skulls (click == dial_length: eliminated).
    Push damage and some relic damage are unreducible (p. 6, p. 9).
    """
    clicks = max(0, amount - (0 if unreducible else max(0, reduction)))
    new = min(dial_length, click + clicks)
    return DamageResult(new, new - click, new >= dial_length)


def push_damage(click: int, dial_length: int, clicks: int = 1) -> DamageResult:
    """Push damage cannot be prevented or reduced (p. 6)."""
    return apply_damage(click, dial_length, clicks, unreducible=True)


def heal(click: int, amount: int, repair_markers: Sequence[int] = (), golem: bool = False, golem_mode: str = "capped") -> int:
    """Turn the dial back, never past the starting line (p. 9-10).

    Golems (damage type golem): no healing while a repair marker shows; otherwise the dial stops
    at the nearest repair marker below (A20: `capped` limits by the heal amount too; `to_marker`
    always runs to the marker).
    """
    if amount <= 0:
        return click
    if golem:
        if click in repair_markers:
            return click
        below = [m for m in repair_markers if m < click]
        stop = max(below) if below else 0
        if golem_mode == "to_marker":
            return stop
        return max(click - amount, stop)
    return max(0, click - amount)


# ---- movement (p. 7-9) --------------------------------------------------------------------------
def break_away_threshold(speed_type: str, mountain_pass: bool = False, settings: Settings | None = None) -> int:
    """The highest die result that fails: 3 normally, 1 for horseshoe and wing (p. 8)."""
    fail = 1 if speed_type in ("horseshoe", "wing") else 3
    if mountain_pass and settings is not None and speed_type in settings["mountain_pass_fail_1_3"]:
        fail = 3
    return fail


def break_away(roll: int, speed_type: str, mountain_pass: bool = False, settings: Settings | None = None) -> bool:
    """True when the warrior breaks away from every enemy it touches (p. 7-8)."""
    return check_die(roll) > break_away_threshold(speed_type, mountain_pass, settings)


def sprint_push(speed_type: str) -> int:
    """Sprint: boot takes 1 click of push damage afterwards, horseshoe none (p. 8)."""
    if speed_type not in ("boot", "horseshoe"):
        raise RuleViolation(_no("minirule.only_boot_and_horseshoe_warriors_can"), ref="p. 8")
    return 1 if speed_type == "boot" else 0


@dataclass
class SpeedContext:
    speed: int  # unmodified dial value
    speed_type: str = "boot"
    sprint: bool = False
    soar_change: bool = False
    start_in_hindering: bool = False
    in_water: bool = False
    soaring: bool = False
    modifiers: int = 0
    replacement: int | None = None  # e.g. Oracular Codex 0
    captive_speed: int | None = None  # a captor moves at the captive's speed if lower
    domains: frozenset[str] = frozenset()
    touching_enemy: bool = False


def allowed_speed(ctx: SpeedContext, settings: Settings) -> int:
    """Maximum inches for one move action (spec §8.8; p. 7-9, 15, 29-30)."""
    d = ctx.domains
    if ctx.sprint:
        if ctx.touching_enemy:
            raise RuleViolation(_no("minirule.a_warrior_touching_an_enemy_cannot"), ref="p. 8")
        for dom, page in (("darkness", "p. 29"), ("wylden_forest", "p. 30"), ("mountain_pass", "p. 30")):
            if dom in d:
                raise RuleViolation(_no("minirule.no_sprint_domain", domain=_domain_name(dom)), ref=page)
        if ctx.speed_type not in ("boot", "horseshoe") and not ("river_valley" in d and ctx.in_water and ctx.speed_type == "wave"):
            raise RuleViolation(_no("minirule.only_boot_and_horseshoe_warriors_can"), ref="p. 8")
    if ctx.soar_change:
        if ctx.speed_type != "wing":
            raise RuleViolation(_no("minirule.only_wing_warriors_can_soar"), ref="p. 8")
        if "downpour" in d:
            raise RuleViolation(_no("minirule.nobody_may_soar_while_downpour_is"), ref="p. 29")
    base = ctx.replacement if ctx.replacement is not None else ctx.speed
    caps = [c for dom, c in (("rain_and_mud", 8), ("downpour", 6)) if dom in d]
    if caps and settings["domain_caps"] == "replacement":  # A8 alternative: caps act before doubling and modifiers
        base = min([base, *caps])
        caps = []
    if ctx.sprint:
        base *= 2
    if ctx.soar_change:
        base = math.ceil(base / 2) if settings["soar_halving"] == "ceil" else base // 2
    if "mountain_pass" in d and ctx.speed_type in settings["mountain_pass_halve"]:
        base = math.ceil(base / 2)
    s = base + ctx.modifiers
    hindering_applies = ctx.start_in_hindering and not ctx.soaring
    if ctx.speed_type == "wing" and settings["wing_ignores_hindering"]:
        hindering_applies = False
    if ctx.speed_type == "wave" and ctx.in_water:
        hindering_applies = False
    if hindering_applies:
        s = math.ceil(s / 2)
    if ctx.captive_speed is not None:
        s = min(s, ctx.captive_speed)
    for cap in caps:  # A8 default: domain caps last
        s = min(s, cap)
    return max(0, s)


def _domain_name(ident: str) -> str:
    from . import data

    dom = data.load().domains[ident]
    return f"{dom.en} ({dom.de})"


def formation_speed(member_speeds: Iterable[int]) -> int:
    """A movement formation moves at its slowest member's speed (p. 13; A15)."""
    speeds = list(member_speeds)
    return min(speeds) if speeds else 0


# ---- range and the other replacement values (p. 7, 11-12, 29) ------------------------------------
def effective_range(printed: int, replacement: int | None = None, domains: Iterable[str] = ()) -> int:
    """Range after replacement values (e.g. Snow's Fuser Rifle 48), then domain caps (A8)."""
    r = printed if replacement is None else replacement
    caps = {"smoke_and_fog": 8, "darkness": 6, "cold_snap": 6}
    for dom in domains:
        if dom in caps:
            r = min(r, caps[dom])
    return max(0, r)


def half_range(range_value: int) -> int:
    """Point Blank distance: half the range, rounded up (p. 12)."""
    return math.ceil(range_value / 2)


def point_blank_ok(distances: Sequence[float], range_value: int) -> bool:
    """Every target (A59) within half range, rounded up."""
    return bool(distances) and all(x <= half_range(range_value) for x in distances)


def bombard_range(range_value: int) -> int:
    """A bombard marker may be placed up to twice the range (p. 12)."""
    return 2 * range_value


# ---- formations (p. 13-14) ----------------------------------------------------------------------
@dataclass
class Member:
    name: str
    player: str
    faction: str | None
    soaring: bool = False
    forbids: frozenset[str] = frozenset()
    has_bow: bool = False


def check_formation(kind: str, members: Sequence[Member], shyft_on_field: bool = False,
                    connected: bool = True, settings: Settings | None = None) -> None:
    """Raise RuleViolation unless `members` may form a `kind` ('move' or 'ranged') formation."""
    n = len(members)
    if not 3 <= n <= 5:
        raise RuleViolation(_no("minirule.formation_size", n=n), ref="p. 13")
    players = {m.player for m in members}
    if len(players) > 1 and not (settings and settings["formation_teammates"]):
        raise RuleViolation(_no("minirule.all_formation_members_must_belong_to"), _no("minirule.a30"), ref="p. 13")
    if not connected:
        raise RuleViolation(_no("minirule.formation_members_must_touch_each_other"), _no("minirule.a31"), ref="p. 13")
    factions = set()
    for m in members:
        if m.soaring:
            raise RuleViolation(_no("minirule.soaring_formation", warrior=m.name), ref="p. 8")
        f = m.faction
        if not f:
            if shyft_on_field:
                f = "shyft"
            else:
                raise RuleViolation(_no("minirule.mage_spawn", warrior=m.name), ref="p. 13")
        factions.add(f.lower())
        if kind == "move" and "movement_formation" in m.forbids:
            raise RuleViolation(_no("minirule.sunsword", warrior=m.name), ref="p. 25")
        if kind == "ranged" and "ranged_formation" in m.forbids:
            raise RuleViolation(_no("minirule.crossbow", warrior=m.name), ref="p. 28")
    if len(factions) > 1:
        raise RuleViolation(_no("minirule.all_formation_members_must_share_one"), ", ".join(sorted(factions)), ref="p. 13")


# ---- terrain (p. 15-17) --------------------------------------------------------------------------
def structure_value(structure: int, domains: Iterable[str] = ()) -> int:
    """Border Town +1, Storm Gale -1 (both: net 0)."""
    d = set(domains)
    return structure + (1 if "border_town" in d else 0) - (1 if "storm_gale" in d else 0)


def terrain_damage(structure: int, damage_this_turn: int, clicks: int, domains: Iterable[str] = ()) -> tuple[int, bool]:
    """Add `clicks` to the piece's damage this turn; destroyed when it reaches its structure (p. 17)."""
    total = damage_this_turn + max(0, clicks)
    return total, total >= structure_value(structure, domains)


# ---- objectives (p. 5-6) -------------------------------------------------------------------------
@dataclass
class Objective:
    state: str = "neutral"  # neutral | contested | controlled
    controller: str = ""


def check_objective(obj: Objective, touching: Iterable[str], teams: Mapping[str, str] | None = None,
                    current_player: str = "", settings: Settings | None = None) -> Objective:
    """New state of one objective from the players with an active warrior touching it (§19)."""
    players = sorted(set(touching))
    teams = teams or {}
    sides = {teams.get(p, p) for p in players}
    if not players:
        if obj.state == "contested" and settings is not None and not settings["contested_stays"]:
            return Objective()
        return Objective(obj.state, obj.controller)
    if len(sides) > 1:
        return Objective("contested", "")
    if len(players) == 1:
        return Objective("controlled", players[0])
    if settings is not None and settings["teammates_objective"] == "current_player" and current_player in players:
        return Objective("controlled", current_player)
    if obj.controller in players:
        return Objective(obj.state, obj.controller)
    chooser = current_player if current_player in players else players[0]
    return Objective("controlled", chooser)


def sole_survivor(active_by_player: Mapping[str, int], teams: Mapping[str, str] | None = None) -> str | None:
    """The one side with active warriors left, if exactly one remains (§19 step 1, §21.1)."""
    teams = teams or {}
    sides = {teams.get(p, p) for p, n in active_by_player.items() if n > 0}
    return next(iter(sides)) if len(sides) == 1 else None


# ---- victory (p. 19) ----------------------------------------------------------------------------
@dataclass
class Standing:
    player: str
    objectives: int
    victory_points: int
    army_cost: int


@dataclass
class Verdict:
    winners: list[str]
    decided_by: str  # objectives | victory_points | army_cost | draw
    steps: list[str] = field(default_factory=list)
    said: list[tuple[str, dict[str, object]]] = field(default_factory=list)  # the steps as catalogue keys (over.*) and values


def winner(standings: Sequence[Standing]) -> Verdict:
    """Most objectives; then most victory points; then the cheaper army; else a draw (A44)."""
    verdict = Verdict([], "draw")

    def step(english: str, key: str, **values: object) -> None:
        verdict.steps.append(english)
        verdict.said.append((key, values))

    def decided(pool: list[Standing], by: str) -> Verdict:
        verdict.winners, verdict.decided_by = [s.player for s in pool], by
        return verdict

    pool = list(standings)
    best = max(s.objectives for s in pool)
    pool = [s for s in pool if s.objectives == best]
    names = ", ".join(s.player for s in pool)
    step(f"Most objectives ({best}): {names} (p. 19)", "over.objectives", n=best, players=names)
    if len(pool) == 1:
        return decided(pool, "objectives")
    best_vp = max(s.victory_points for s in pool)
    pool = [s for s in pool if s.victory_points == best_vp]
    names = ", ".join(s.player for s in pool)
    step(f"Tie-break by victory points ({best_vp}): {names} (p. 19)", "over.victory_points", n=best_vp, players=names)
    if len(pool) == 1:
        return decided(pool, "victory_points")
    low = min(s.army_cost for s in pool)
    pool = [s for s in pool if s.army_cost == low]
    names = ", ".join(s.player for s in pool)
    step(f"Tie-break by the smaller army ({low} points): {names} (p. 19)", "over.army_cost", n=low, players=names)
    if len(pool) == 1:
        return decided(pool, "army_cost")
    step("Still tied: a draw (A44)", "over.draw")
    return decided(pool, "draw")


def dispute_roll(die: int) -> bool:
    """Etiquette: an undecidable table question is settled by one die, 1-3 no, 4-6 yes (p. 20)."""
    return check_die(die) >= 4


# ---- setup (p. 3-4, p. 17) ----------------------------------------------------------------------
STANDARD_GAME = {"board_inches": (36, 36), "build_total": 300, "actions": 3, "time_limit_min": 50,
                 "terrain_per_player": (0, 4), "elevated_allowed": False}  # p. 19


def objective_markers(players: int) -> int:
    """One objective marker more than there are players (p. 4)."""
    return 1 + players


def initiative(results: Mapping[str, int], settings: Settings | None = None) -> tuple[str | None, list[str]]:
    """2d6 per player: (first player, []) or (None, players who roll again). A1: only those tied for
    the highest re-roll (alternative: everyone)."""
    best = max(results.values())
    top = [p for p, r in results.items() if r == best]
    if len(top) == 1:
        return top[0], []
    if settings is not None and settings["initiative_reroll"] == "everyone":
        return None, list(results)
    return None, top


def terrain_placements(ordinary: int, constructed: int, settings: Settings | None = None) -> int:
    """Placements used toward the limit of 4 (p. 4, p. 17): a pair of constructed pieces placed
    instead of one ordinary piece counts once (A3 'one') or twice (A3 'two')."""
    per_pair = 2 if settings is not None and settings["constructed_pair_counts"] == "two" else 1
    return ordinary + (constructed // 2) * per_pair + constructed % 2


MAX_TERRAIN_PLACEMENTS = 4  # placement stops when the pile is empty or 4 pieces are down (p. 4)
TERRAIN_PILE_MAX = 4  # ordinary pieces each player puts on the pile (p. 4)
CONSTRUCTED_PILE_MAX = 2  # constructed pieces each player may add to it (p. 17)
TERRAIN_GAP = 3  # inches from other pieces, objective markers, table edges and far edges of the zones (p. 4)


def marker_order(players: Sequence[str], first: int, results: Mapping[str, int], settings: Settings | None = None) -> list[str]:
    """Who places an objective marker in which order (p. 4): the first player, then (A1) clockwise
    around the table; the A1 alternative 'everyone' places in descending order of the rolls."""
    seated = [players[(first + i) % len(players)] for i in range(len(players))]
    if settings is not None and settings["initiative_reroll"] == "everyone":
        return sorted(seated, key=lambda p: -results[p])
    return seated


def lof_blockers(attacker_elevated: bool, target_elevated: bool, same_piece: bool = False,
                 settings: Settings | None = None) -> list[str]:
    """What can block a line of fire given where the two warriors stand (p. 16): the table then
    says whether any of these lies across the line."""
    if not attacker_elevated and not target_elevated:
        return ["any elevated terrain piece", "blocking terrain", "bases of other warriors"]
    if attacker_elevated and target_elevated and same_piece:
        return ["blocking terrain on that piece", "bases on that piece"]
    if attacker_elevated and target_elevated and settings is not None and settings["lof_different_elevated"] == "third_piece_blocks":
        return ["a third elevated piece between them", "blocking terrain"]
    return ["bases of warriors on elevated terrain", "another elevated terrain piece", "blocking terrain"]
