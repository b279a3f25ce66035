"""Player against player in the tracked game (`mkref play`): commands to events, and events to state.

`duel NAME full|partial` starts a fight with the hero on the active player's space; `ranged NAME: ATTACK
[/ BLOCK] [> USES]` and `melee NAME: ...` record one exchange, NAME being the attacking player; `truce` ends a
fight in which both passed. Each decision is an event; a refused command changes nothing. The fight is
replayed from its recorded exchanges through `fight.Fight` each time, so the rules live in one place.

USES, comma-separated, in order: `hero`, a unit (its id in the save), `steal NAME [from discard|play|UNIT]`,
`withdraw SPACE` (a map label or, without a map, a terrain).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, TypedDict, cast

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.messages import Named, Said, say
from mkref.core.events import Command
from mkref.core.names import fold
from mkref.games.mage_knight.combat.engine import Part as CombatPart, UnitSetup
from mkref.games.mage_knight.combat.sheets import parse_part
from mkref.games.mage_knight.parts import Event, every_part, in_use
from mkref.games.mage_knight.pvp.fight import Exchange, Fight, Hero
from mkref.games.mage_knight.pvp.messages import MESSAGES
from mkref.games.mage_knight.pvp.rules import Artifact, Line, Situation, Use
from mkref.games.mage_knight.pvp.state_types import (
    PvpEffects, PvpExchange, PvpGameState, PvpHero, PvpPlayerState, PvpState, PvpUnit,
    Side, pvp_player,
)
from mkref.games.mage_knight.state_types import Nowhere, PlayerState, Position, TurnState

if TYPE_CHECKING:
    from mkref.games.mage_knight.map.board import MapState

Events = list[Event]
SIDES: tuple[Side, Side] = ("aggressor", "defender")
_FULL = {"full": True, "voll": True, "vollständig": True, "partial": False, "teilweise": False, "teil": False}
_PLACES = {"discard": "discard", "ablage": "discard", "play": "play", "spielbereich": "play", "hand": "hand", "deck": "deck"}


class Back(TypedDict, total=False):
    """Where the aggressor goes back to after a truce: a space of the tracked map, or a position without one."""

    position: Position | Nowhere
    space: str


class Outcome(TypedDict):
    """A finished fight, as its event keeps it."""

    winner: str
    loser: str
    fame: int
    draw: bool
    to: str
    full: bool
    defender: str


# ----------------------------------------------------------------------------- reading the state


def _turn_index(state: PvpGameState) -> int:
    """The index of the running turn in the round order (refused when no turn runs)."""
    turn = state["turn"]
    if state["phase"] != "turns" or turn is None:
        raise RuleViolation(MESSAGES.said("game_no_turn"), ref="p. 6")
    return turn


def _turn(state: PvpGameState) -> TurnState:
    """The running turn (refused when no turn runs)."""
    cur = state["cur"]
    if cur is None:
        raise RuleViolation(MESSAGES.said("game_no_turn"), ref="p. 6")
    return cur


def _active(state: PvpGameState, lang: str) -> PlayerState:
    name = state["order"][_turn_index(state)]
    return next(p for p in state["players"] if p["name"] == name)


def _player(state: PvpGameState, name: str, lang: str) -> PlayerState:
    for p in state["players"]:
        if fold(p["name"]) == fold(name) and not p["dummy"]:
            return p
    names = ", ".join(p["name"] for p in state["players"] if not p["dummy"])
    raise InvalidInput(MESSAGES.said("game_no_player", name=name), MESSAGES.said("game_players", names=names))


def _map(state: PvpGameState) -> MapState | None:
    from mkref.games.mage_knight.map import in_game as map_game

    return map_game.map_of(state) if map_game.enabled(state) else None


def _space(state: PvpGameState, name: str) -> str:
    m = _map(state)
    return str(m.heroes.get(name, "")) if m is not None else ""


def _site(state: PvpGameState, p: PlayerState) -> str:
    m = _map(state)
    if m is not None:
        from mkref.games.mage_knight.map import board as mp

        label = m.heroes.get(p["name"], "")
        return mp.spaces(m)[label].site if label in mp.spaces(m) else ""
    return _field(p["position"], "site")


def _field(position: Position | Nowhere | None, key: str) -> str:
    """A key of a position the table typed ("" for none, or for a place it never named)."""
    return str(cast("dict[str, str]", position or {}).get(key, ""))


def situation(state: PvpGameState, aggressor: PlayerState, defender: PlayerState) -> Situation:
    """What the rules of p. 12 §1 ask, read from the save."""
    from mkref.games.mage_knight.data import game_facts as gd

    scenario = gd.scenarios()[state["scenario"]]
    cur = state["cur"]
    m = _map(state)
    apart = m is not None and m.heroes.get(aggressor["name"]) != m.heroes.get(defender["name"])
    return Situation(
        site=_site(state, aggressor),
        entered_this_turn=cur is not None and cur["steps"] > 0 and not apart,
        aggressor_acted=cur is not None and (bool(cur["action"]) or cur["combats"] > 0),
        defender_face_down=bool(pvp_player(defender).get("round_order_down")),
        defender_in_combat=state.get("pvp") is not None,
        end_of_round_announced=state["round_end"] is not None,
        scenario_end_reached=state["game_end"] is not None,
        cooperative=bool(scenario.get("cooperative")),
        scenario_forbids_ref="" if scenario.get("player_combat", True) else str(scenario.get("ref", "")),
        no_pvp_agreed="no_pvp" in state.get("variants", []),  # mkref new --variant no_pvp (variants.toml, p. 16)
    )


def _hero(p: PlayerState) -> Hero:
    from mkref.games.mage_knight.data import components as data

    units = []
    for u in p["units"]:
        unit = data.units()[u["id"]]
        units.append(UnitSetup(u["uid"], unit.name.en, unit.armor, unit.level, unit.resistances, u["wounds"] > 0, unit.id))
    return Hero(p["name"], p["level"], p["fame"], p["armor"], p["hand_limit"], tuple(units))


# ----------------------------------------------------------------------------- decide


def start(state: PvpGameState, command: Command, lang: str = "en") -> Events:
    """`duel NAME full|partial`: the active player attacks the hero on their space (p. 12)."""
    aggressor = _active(state, lang)
    if state.get("combat") is not None or state.get("pvp") is not None:
        raise RuleViolation(MESSAGES.said("no_pvp_acted"), ref="p. 7")
    if len(command.args) != 2 or fold(command.args[1]) not in _FULL:
        raise InvalidInput(MESSAGES.said("game_duel_usage"), MESSAGES.said("game_duel_hint"))
    defender = _player(state, command.args[0], lang)
    if defender["name"] == aggressor["name"]:
        raise InvalidInput(MESSAGES.said("game_duel_self"))
    full = _FULL[fold(command.args[1])]
    fight = Fight(_hero(aggressor), _hero(defender), situation(state, aggressor, defender), full, lang=lang)
    cur = _turn(state)
    back = cur["path"][-2] if len(cur["path"]) >= 2 else cur["path"][-1]
    return [{
        "type": "pvp_started", "player": aggressor["name"], "defender": defender["name"], "full": full,
        "site": fight.situation.site, "came_from": back.get("position") or {}, "came_from_safe": bool(back.get("safe", True)),
        "heroes": {side: _hero_record(h) for side, h in fight.heroes.items()}, "lines": _lines(fight.lines),
    }]


def _hero_record(h: Hero) -> PvpHero:
    return {"name": h.name, "level": h.level, "fame": h.fame, "armor": h.armor, "hand_limit": h.hand_limit,
            "units": [[u.label, u.name, u.armor, u.level, sorted(u.resistances), u.wounded, u.unit_id] for u in h.units]}


def exchange(state: PvpGameState, command: Command, phase: str, lang: str = "en") -> Events:
    """`ranged NAME: ATTACK [/ BLOCK] [> USES]` or `melee ...`: one exchange of the running fight."""
    pvp = _running(state, lang)
    text, used = _cards_in_exchange(state, " ".join(command.args), lang)
    by, e, declared = _parse_exchange(state, pvp, text, phase, lang)
    blocker = _other(by)
    fight = _replay(pvp, lang, blocker, declared)
    before = len(fight.lines)
    fight.exchange(e)
    event: dict[str, Any] = {"type": "pvp_exchange", "player": pvp["aggressor"], "by": by, "record": _record(e, blocker, declared),
                             "effects": _effects(pvp, fight)}
    if fight.outcome is not None:
        fight.finish()
        event["outcome"] = _outcome(fight)
    event["lines"] = _lines(fight.lines[before:])
    deeds = _stolen_deeds(state, pvp, by, blocker, declared)
    if deeds:
        event["deeds"] = deeds
    return [event, *used, *_defender_cards(state, pvp, command, event)]


def _defender_cards(state: PvpGameState, pvp: PvpState, command: Command, event: Event) -> Events:
    """At the end of the fight, with the cards tracked: the defender's cards played in it, and for a full
    commitment the end-of-turn draw (p. 12)."""
    if not event.get("outcome"):
        return []
    done = event.get("effects", {}).get("defender") or pvp["done"]["defender"]
    defender = _named(state, pvp["defender"])
    wounds = int(defender["wounds"]) + int(done["wounds"]) - int(pvp["done"]["defender"]["wounds"])
    return [e for part in in_use(state)
            for e in part.fight_ended_for_defender(state, command, pvp["defender"], bool(pvp["full"]), wounds, bool(done["knocked_out"]))]


def _cards_in_exchange(state: PvpGameState, text: str, lang: str) -> tuple[str, Events]:
    """`melee Anna: cards / 2`: in a game with --cards, the word 'cards' stands for the Attack (before '/') or the
    Block (after it) of the cards the player whose turn it is played by name for the fight; the other hero types
    values. Returns the text with the values and the events that use those points up."""
    claimed = [part for part in every_part() if part.value_words]  # known in every game: an unused part refuses its word
    value_words = {word for part in claimed for word in part.value_words}
    name, colon, rest = text.partition(":")
    head, arrow, uses = rest.partition(">")
    attack, slash, block = head.partition("/")
    words = {fold(w) for w in head.replace(",", " ").split()}
    if not colon or not words & value_words:
        return text, []
    active = state["order"][_turn_index(state)]
    attacker = _player(state, name.strip(), lang)["name"]
    pvp = _fight(state)
    blocker = pvp["defender"] if attacker == pvp["aggressor"] else pvp["aggressor"]
    used: Events = []
    parts = {"attack": attack, "block": block}
    for kind, owner in (("attack", attacker), ("block", blocker)):
        listed = [t.strip() for t in parts[kind].split(",") if t.strip()]
        if not any(fold(t) in value_words for t in listed):
            continue
        if owner != active:  # the cards tracked are those of the player whose turn it is
            raise InvalidInput(MESSAGES.said("game_cards_not_yours", name=active))
        for part in claimed:
            if any(fold(t) in part.value_words for t in listed):
                listed, events = part.combat_values(state, kind, listed)
                used += events
        parts[kind] = ", ".join(listed)
    return f"{name}:{parts['attack']}{slash}{parts['block']}{arrow}{uses}", used


def _stolen_deeds(state: PvpGameState, pvp: PvpState, by: Side, blocker: Side, declared: tuple[Artifact, ...]) -> dict[str, dict[str, Any]]:
    """With the cards tracked: each artifact stolen in this exchange moves from the blocker's piles to the attacker's
    discard pile (p. 13), one after the other."""
    thief, loser = pvp["heroes"][by]["name"], pvp["heroes"][blocker]["name"]
    changes: dict[str, dict[str, Any]] = {}
    scratch = state.copy()  # decide changes nothing of the game
    scratch["players"] = copy.deepcopy(state["players"])
    for artifact in declared:
        for part in in_use(state):
            for name, diff in part.artifact_stolen(scratch, thief, loser, artifact.name, artifact.where).items():
                part.apply_stolen(scratch, name, diff)
                changes[name] = {**changes.get(name, {}), **diff}
    return changes


def truce(state: PvpGameState, command: Command, lang: str = "en") -> Events:
    """`truce [SPACE]`: both players passed in the melee exchange (p. 13); with a map, SPACE is where the aggressor
    attacked from."""
    pvp = _running(state, lang)
    back: Back = {"position": pvp["came_from"]}
    m = _map(state)
    if m is not None:
        if not command.args:
            raise InvalidInput(MESSAGES.said("game_draw_usage"), MESSAGES.said("game_draw_hint"))
        from mkref.games.mage_knight.map import board as mp

        here = m.heroes.get(pvp["aggressor"], "")
        back = {"space": mp.resolve_space(m, " ".join(command.args), here)}
        if back["space"] not in {s.label for s in mp.neighbours_of(m, here)}:
            raise RuleViolation(MESSAGES.said("game_draw_not_next", space=back["space"]), ref="p. 13")
    fight = _replay(pvp, lang)
    fight.came_from = back.get("space") or _field(pvp["came_from"], "terrain") or Named(MESSAGES.text("word_space_before", "en"), MESSAGES.text("word_space_before", "de"))
    before = len(fight.lines)
    fight.finish()
    event = {"type": "pvp_ended", "player": pvp["aggressor"], "lines": _lines(fight.lines[before:]), "outcome": _outcome(fight), "back": back}
    return [event, *_defender_cards(state, pvp, command, event)]


def _fight(state: PvpGameState) -> PvpState:
    """The running fight between heroes (refused when none runs)."""
    pvp = state.get("pvp")
    if pvp is None:
        raise RuleViolation(MESSAGES.said("game_no_fight"), MESSAGES.said("game_no_fight_hint"), ref="p. 12")
    return pvp


def _running(state: PvpGameState, lang: str) -> PvpState:
    return _fight(state).copy()


def _unit_setup(u: PvpUnit) -> UnitSetup:
    """A unit as the fight keeps it ([label, name, armor, level, [resistances], wounded, unit id], `_hero_record`)."""
    label, name, armor, level, resistances, wounded, unit_id = u
    return UnitSetup(cast(str, label), cast(str, name), cast(int, armor), cast(int, level), frozenset(cast("list[str]", resistances)),
                     cast(bool, wounded), cast(str, unit_id))


def _replay(pvp: PvpState, lang: str, extra_side: str = "", extra: tuple[Artifact, ...] = ()) -> Fight:
    """The running fight, rebuilt from its start and its recorded exchanges."""
    heroes = {}
    for side in SIDES:
        h = pvp["heroes"][side]
        units = tuple(_unit_setup(u) for u in h["units"])
        artifacts = [Artifact(*a) for r in pvp["exchanges"] if r["blocker"] == side for a in r["declared"]]
        if side == extra_side:
            artifacts += list(extra)
        heroes[side] = Hero(h["name"], h["level"], h["fame"], h["armor"], h["hand_limit"], units, tuple(artifacts))
    fight = Fight(heroes["aggressor"], heroes["defender"], Situation(site=pvp["site"]), pvp["full"],
                  came_from_safe=pvp["came_from_safe"], lang=lang)
    for record in pvp["exchanges"]:
        fight.exchange(_exchange_of(record))
    return fight


def _parse_exchange(state: PvpGameState, pvp: PvpState, text: str, phase: str, lang: str) -> tuple[Side, Exchange, tuple[Artifact, ...]]:
    name, colon, rest = text.partition(":")
    if not colon:
        raise InvalidInput(MESSAGES.said("game_exchange_usage", phase=phase), MESSAGES.said("game_exchange_hint"))
    attacker = _player(state, name.strip(), lang)["name"]
    sides: dict[str, Side] = {pvp["aggressor"]: "aggressor", pvp["defender"]: "defender"}
    if attacker not in sides:
        raise InvalidInput(MESSAGES.said("game_not_in_fight", name=attacker), MESSAGES.said("game_players", names=", ".join(sides)))
    by = sides[attacker]
    blocker = _other(by)
    head, _, uses_text = rest.partition(">")
    attack_text, _, block_text = head.partition("/")
    try:
        attack, block = _parts(attack_text), _parts(block_text)
    except InvalidInput as bad:
        raise InvalidInput(bad.what, bad.why, MESSAGES.said("game_exchange_hint")) from None
    uses, declared = _uses(state, pvp, blocker, uses_text, lang)
    return by, Exchange(phase, by, attack, block, False, tuple(uses)), tuple(declared)


def _other(side: Side) -> Side:
    return "defender" if side == "aggressor" else "aggressor"


def _parts(text: str) -> tuple[CombatPart, ...]:
    return tuple(parse_part(t) for t in text.split(",") if t.strip())


def _uses(state: PvpGameState, pvp: PvpState, side: Side, text: str, lang: str) -> tuple[list[Use], list[Artifact]]:
    uses: list[Use] = []
    declared: list[Artifact] = []
    blocker = pvp["heroes"][side]["name"]
    owned = next(p for p in state["players"] if p["name"] == blocker)["cards"]["artifact"]
    before = sum(len(r["declared"]) for r in pvp["exchanges"] if r["blocker"] == side)
    for item in (t.strip() for t in text.split(",") if t.strip()):
        words = item.split()
        head = fold(words[0])
        if head in ("hero", "held"):
            uses.append(Use("hero"))
        elif head in ("steal", "stehle", "stehlen"):
            name, _, place = " ".join(words[1:]).partition(" from ")
            where = _PLACES.get(fold(place.strip()), "unit" if place.strip() else "play")
            if before + len(declared) >= owned:
                raise RuleViolation(MESSAGES.said("game_no_artifacts", name=blocker, n=owned), ref="p. 13")
            declared.append(Artifact(name.strip(), where, place.strip() if where == "unit" else ""))
            uses.append(Use("steal", name.strip()))
        elif head in ("withdraw", "rückzug", "rueckzug"):
            uses.append(_withdraw(state, blocker, " ".join(words[1:]), lang))
        else:
            uses.append(Use("unit", words[0]))
    return uses, declared


def _withdraw(state: PvpGameState, blocker: str, where: str, lang: str) -> Use:
    """The space the blocker is forced onto: its unmodified move cost, and whether it is a safe space next to the fight."""
    m = _map(state)
    night = state["time"] == "night"
    if m is not None:
        from mkref.games.mage_knight.map import board as mp

        here = m.heroes.get(blocker, "")
        label = mp.resolve_space(m, where, here)
        cost = mp.step_cost(m, label, night)
        near = label in {s.label for s in mp.neighbours_of(m, here)} if here else False
        safe = near and cost is not None and mp.is_safe(m, label, blocker)
        return Use("withdraw", label, cost or 0, safe)
    from mkref.games.mage_knight.data import game_facts as gd
    from mkref.games.mage_knight.table import rules as game_rules

    terrain = gd.terrain_names().resolve(where)
    return Use("withdraw", terrain, game_rules.step_cost(terrain, "night" if night else "day"), True)


def _record(e: Exchange, blocker: str, declared: tuple[Artifact, ...]) -> dict[str, Any]:
    return {
        "phase": e.phase, "by": e.by, "blocker": blocker, "attack": [p.describe() for p in e.attack], "block": [p.describe() for p in e.block],
        "uses": [[u.kind, u.target, u.cost, u.safe] for u in e.uses], "declared": [[a.name, a.where, a.unit] for a in declared],
    }


def _exchange_of(record: PvpExchange) -> Exchange:
    return Exchange(record["phase"], record["by"], tuple(parse_part(t) for t in record["attack"]),
                    tuple(parse_part(t) for t in record["block"]), False, tuple(_use(u) for u in record["uses"]))


def _use(u: list[str | int | bool]) -> Use:
    """A use as an exchange keeps it ([kind, target, cost, safe], `_record`)."""
    kind, target, cost, safe = u
    return Use(cast(str, kind), cast(str, target), cast(int, cost), cast(bool, safe))


def _effects(pvp: PvpState, fight: Fight) -> dict[str, PvpEffects]:
    """What the fight has changed so far on each side (evolve applies the difference to the last event's)."""
    out: dict[str, PvpEffects] = {}
    for side in SIDES:
        now = fight.sides[side]
        already = {u[0] for u in pvp["heroes"][side]["units"] if u[5]}
        out[side] = {"wounds": now.wounds_this_fight, "units": sorted(now.wounded_units - already),
                     "gained": list(fight.gained[side]), "knocked_out": now.knocked_out}
    return out


def _outcome(fight: Fight) -> Outcome:
    out = fight.outcome
    assert out is not None
    name = {side: fight.heroes[side].name for side in ("aggressor", "defender")}
    return {"winner": name[out.winner] if out.winner else "", "loser": name[out.loser] if out.loser else "", "fame": out.fame,
            "draw": out.draw, "to": out.withdrawn_to, "full": fight.commitment.full, "defender": name["defender"]}


def _lines(lines: list[Line]) -> list[list[Any]]:
    """The lines as the event keeps them: a word said in either language (`Named`) is kept in English, its German
    beside it as `NAME_de`, so the log reads in the session's language (the state holds no language)."""
    return [[ln.phase, ln.key, _kept(ln.values), ln.ref] for ln in lines]


def _kept(values: dict[str, Any]) -> dict[str, Any]:
    kept = dict(values)
    for name, value in values.items():
        if isinstance(value, (Named, Said)):
            kept[name], kept[f"{name}_de"] = str(value), value.in_lang("de")
    return kept


# ----------------------------------------------------------------------------- evolve


def evolve(state: PvpGameState, e: Event) -> None:
    """Apply a pvp event to the save (evolve never validates: decide did)."""
    if e["type"] in ("pvp_coop", "pvp_coop_next"):  # the cooperative city assault's events
        from mkref.games.mage_knight.pvp import coop_in_game

        coop_in_game.evolve(state, e)
        return
    if e["type"] == "pvp_started":
        state["pvp"] = {
            "aggressor": e["player"], "defender": e["defender"], "full": e["full"], "site": e["site"],
            "came_from": e["came_from"], "came_from_safe": e["came_from_safe"], "heroes": e["heroes"], "exchanges": [],
            "done": {"aggressor": _no_effects(), "defender": _no_effects()},
        }
        cur = state["cur"]
        if cur:
            cur["action"] = "pvp"
        return
    pvp = _fight(state)
    if e["type"] == "pvp_exchange":
        pvp["exchanges"].append(e["record"])
        if e.get("deeds"):  # an artifact stolen, with the cards tracked
            for part in in_use(state):
                for name, changes in e["deeds"].items():
                    part.apply_stolen(state, name, changes)
        for side in SIDES:
            _apply(state, pvp, side, e["effects"][side])
            pvp["done"][side] = e["effects"][side]
    if e.get("outcome"):
        _finish(state, pvp, e["outcome"], e.get("back"))


def _no_effects() -> PvpEffects:
    return {"wounds": 0, "units": [], "gained": [], "knocked_out": False}


def _apply(state: PvpGameState, pvp: PvpState, side: Side, eff: PvpEffects) -> None:
    done = pvp["done"][side]
    p = _named(state, pvp["heroes"][side]["name"])
    p["wounds"] += eff["wounds"] - done["wounds"]
    for uid in set(eff["units"]) - set(done["units"]):
        for u in p["units"]:
            if u["uid"] == uid:
                u["wounds"] = min(2, u["wounds"] + 1)
    gained = len(eff["gained"]) - len(done["gained"])
    if gained:
        other = _named(state, pvp["heroes"][_other(side)]["name"])
        p["cards"]["artifact"] += gained
        other["cards"]["artifact"] -= gained
    if eff["knocked_out"]:
        p["knocked_out"] = True


def _finish(state: PvpGameState, pvp: PvpState, out: Outcome, back: Back | None) -> None:
    if out["winner"]:
        _named(state, out["winner"])["fame"] += out["fame"]
        _place(state, out["loser"], {"space": out["to"]} if _map(state) is not None else {"position": {"terrain": out["to"], "site": "", "owner": ""}})
    elif back:
        _place(state, pvp["aggressor"], back)
        cur = state["cur"]
        if cur and len(cur["path"]) > 1:
            cur["path"].pop()  # back where the attack came from: its safety decides the end of the turn (p. 13)
    if out["full"]:
        _named(state, pvp["defender"])["round_order_down"] = True  # until the skipped turn (p. 12)
    if cur := state["cur"]:
        cur["combats"] += 1
    state["pvp"] = None


def _place(state: PvpGameState, name: str, where: Back) -> None:
    m = _map(state)
    if m is not None and where.get("space"):
        m.heroes[name] = where["space"]
    elif (position := where.get("position")) is not None:
        _named(state, name)["position"] = position.copy()
        cur = state["cur"]
        if cur and cur["player"] == name and "space" not in where:
            cur["path"].append({"position": position.copy(), "safe": True})


def _named(state: PvpGameState, name: str) -> PvpPlayerState:
    return pvp_player(next(p for p in state["players"] if p["name"] == name))


# ----------------------------------------------------------------------------- words


def label(e: Event, lang: str = "en") -> str:
    if e["type"] == "pvp_coop":
        return MESSAGES.text("game_label_coop", lang, name=e["player"], names=", ".join(e["order"]))
    if e["type"] == "pvp_coop_next":
        return MESSAGES.text("game_label_coop_next", lang, name=e["done"])
    if e["type"] == "pvp_started":
        key = "game_label_started_full" if e["full"] else "game_label_started_partial"
        return MESSAGES.text(key, lang, aggressor=e["player"], defender=e["defender"])
    if e["type"] == "pvp_exchange":
        who = e["player"] if e["by"] == "aggressor" else _defender_of(e)
        return MESSAGES.text(f"game_label_{e['record']['phase']}", lang, name=who)
    return MESSAGES.text("game_label_draw", lang)


def _defender_of(e: Event) -> str:
    for line in e.get("lines", []):
        if line[1] == "attack":
            return str(line[2]["attacker"])
    return ""


def details(e: Event, lang: str = "en") -> list[str]:
    from mkref.core.messages import page

    return [f"  {MESSAGES.text(key, lang, **_in(values, lang))} ({page(ref, lang)})" for _, key, values, ref in e.get("lines", [])]


def _in(values: dict[str, Any], lang: str) -> dict[str, Any]:
    """An event's values in ``lang``: the German kept beside a word (`_kept`) at a German table."""
    return {name: say(Named(str(value), str(values.get(f"{name}_de", value))), lang) if isinstance(value, str) else value
            for name, value in values.items()}
