"""Combat inside a tracked game: the combat engine (`combat.py`) run phase by phase from REPL commands.

The state keeps only the combat's set-up and the declarations made so far (plain data); the engine's
`Combat` is rebuilt from them when needed, so undo and saves work like everywhere else. When the Attack
phase ends, the result is written back into the game: Fame (with the Blitz bonus), Reputation, wounds,
units wounded or destroyed, shields, conquered sites and cities, rewards for the end of the turn.
"""

from __future__ import annotations

import re
from typing import Any

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.core.names import fold
from mkref.games.mage_knight import data
from mkref.games.mage_knight import game_data as gd
from mkref.games.mage_knight import game_rules as rules
from mkref.games.mage_knight.combat import PHASES, Combat, CombatSetup, EnemySetup, HeroSetup, UnitSetup
from mkref.games.mage_knight.combat_sheet import parse_part
from mkref.games.mage_knight.game_decide import _game_end, _normal_turn, _setup
from mkref.games.mage_knight.game_state import State, by_players, player

Events = list[dict[str, Any]]
_RAMPAGING = {"rampaging", "umherziehend", "r"}
_SPLIT = re.compile(r"\s*(?:,| and | und |\+)\s*")


def start(state: State, command: Command) -> Events:
    p = _normal_turn(state, "fight")
    cur = state["cur"]
    if cur["action"] and cur["action"] not in ("assault", "provoked"):  # a provoked fight is the forced action (p. 7 §4c)
        raise RuleViolation("Only one action per turn", f"this turn's action was: {cur['action']}", ref="p. 6")
    if cur["combats"] and not cur["assault"]:
        raise RuleViolation("Only one combat per turn", ref="p. 8")
    words = list(command.args)
    if not words or words == ["burn"]:
        words += _ask_defenders(state, command, p)
    pos = p["position"] or {}
    burn = any(fold(w) in ("burn", "niederbrennen", "brennen") for w in words)
    words = [w for w in words if fold(w) not in ("burn", "niederbrennen", "brennen")]
    enemies: list[dict[str, Any]] = []
    rampaging = False
    for word in words:
        if fold(word) in _RAMPAGING:
            rampaging = True
            if enemies:
                enemies[-1]["rampaging"] = True
            continue
        enemies.append({"enemy": data.enemy_names().resolve(word), "rampaging": False})
    if not enemies:
        raise InvalidInput("Name at least one enemy")
    counts: dict[str, int] = {}
    for e in enemies:
        counts[e["enemy"]] = counts.get(e["enemy"], 0) + 1
        e["label"] = e["enemy"] if counts[e["enemy"]] == 1 else f"{e['enemy']}_{counts[e['enemy']]}"
    site = pos.get("site", "")
    city = ""
    if cur["assault"]:
        combat_site = cur["assault"]
        if combat_site == "city":
            city = pos.get("owner", "")
        if combat_site == "rampaging":  # provoked by the move (p. 7 §4c): every enemy of this fight is rampaging
            for e in enemies:
                e["rampaging"] = True
    elif burn:
        if site != "monastery" or pos.get("owner") == "burned":
            raise RuleViolation("There is no monastery here to burn", ref="p. 6")
        combat_site = "monastery"
    elif site in ("dungeon", "tomb", "monster_den", "spawning_grounds", "ancient_ruins") and not all(e["rampaging"] for e in enemies):
        if pos.get("owner") and _setup(state).get("end") == "all_tombs_and_dungeons" and site in ("dungeon", "tomb"):
            raise RuleViolation("A conquered Tomb or Dungeon cannot be entered again in Dungeon Lords", ref="p. 21")
        combat_site = site
    elif all(e["rampaging"] for e in enemies) or rampaging:
        combat_site = "rampaging"
        for e in enemies:
            e["rampaging"] = True
    else:
        combat_site = "none"
    if combat_site != "none" and combat_site not in data.combat_facts()[0]:
        raise InvalidInput(f"No combat rules for the site '{combat_site}'")
    from mkref.games.mage_knight import map_game  # on the map: a rampaging enemy is fought from a space next to it (p. 8)

    if map_game.enabled(state):
        map_game.challenge_spaces(state, p["name"], [e["enemy"] for e in enemies if e["rampaging"]])
    units = []
    seen: dict[str, int] = {}
    for u in p["units"]:
        seen[u["id"]] = seen.get(u["id"], 0) + 1
        units.append({"label": u["uid"], "unit": u["id"], "uid": u["uid"], "wounded": u["wounds"] > 0})
    event = {
        "type": "combat_started",
        "player": p["name"],
        "site": combat_site,
        "city": city,
        "enemies": enemies,
        "hero": {"armor": p["armor"], "hand_limit": p["hand_limit"], "level": p["level"]},
        "units": units,
        "time": state["time"],
    }
    engine = build(dict(event, decls=[]))
    event["text"] = [s.text + f" ({s.ref})" for s in engine.steps]
    return [event]


def chant(state: State, command: Command) -> Events:
    """Druid Nights: the summoning chant, once per Night: one brown (Night 1) or red (Night 2) enemy per glade
    bearing your shield, double Fame, and random crystals at the end of the turn (p. 21)."""
    from mkref.core.chance import NeedAnswer, Request
    from mkref.games.mage_knight.game_decide import nights_so_far

    p = _normal_turn(state, "chant")
    cur = state["cur"]
    if _setup(state).get("end") != "druid_chants":
        raise RuleViolation("The summoning chant belongs to Druid Nights", ref="p. 21")
    night = nights_so_far(state)
    if night not in (1, 2):
        raise RuleViolation("The chant is sung in the first or the second Night", ref="p. 21")
    if state["round"] in p.get("chanted", []):
        raise RuleViolation(f"{p['name']} already chanted this Night", ref="p. 21")
    if cur["action"]:
        raise RuleViolation("The chant is the turn's action", f"this turn's action was: {cur['action']}", ref="p. 21")
    pos = p["position"] or {}
    if gd.sites().get(pos.get("site", ""), {}).get("class") == "inhabited" or pos.get("site") in ("keep", "mage_tower", "city"):
        raise RuleViolation("No chanting on an inhabited space", ref="p. 21")
    glades = len(p.get("glades", []))
    if not glades:
        raise RuleViolation("No glade bears your shield", "mark glades first: end a move on a Magical Glade, then 'glade'", ref="p. 21")
    colour = "brown" if night == 1 else "red"
    tokens = {e.id: e.copies for e in data.enemies().values() if e.colour == colour and e.expansion == "base"}
    if command.args:
        names = [data.enemy_names().resolve(w) for w in command.args]
    elif "chant" in command.answers:
        names = list(command.answers["chant"])
    else:
        raise NeedAnswer(Request("chant", f"The {glades} {colour} enemies summoned by the chant", tuple(tokens), glades, tuple(tokens.values())))
    if len(names) != glades:
        raise InvalidInput(f"The chant summons {glades} enemies (one per marked glade)", f"{len(names)} were named", ref="p. 21")
    inner = Command("combat", names, command.text, dict(command.answers))
    events = start(state, inner)
    events[0]["chant"] = True
    events[0]["crystals"] = glades * night  # 1 random crystal per monster (Night 1), 2 per enemy (Night 2)
    events[0]["text"].append(f"Summoning chant: Fame doubled; {glades * night} random crystal(s) at the end of the turn. (p. 21)")
    real = [x["name"] for x in state["players"] if not x["dummy"] and not x.get("eliminated")]
    sung = {x["name"] for x in state["players"] if state["round"] in x.get("chanted", [])} | {p["name"]}
    if night == 2 and state["game_end"] is None and set(real) <= sung:
        from mkref.games.mage_knight.game_decide import _game_end

        events.append({"type": "game_end", "game_end": _game_end(state, "every player has chanted in the second Night", p["name"])})
    return events


def _ask_defenders(state: State, command: Command, p: dict[str, Any]) -> list[str]:
    """No enemy named: ask for the tokens the site's defenders are drawn as (Site Description cards [EXT]),
    with completion over the tokens of that colour (weighted by their copies)."""
    from mkref.core.chance import NeedAnswer, Request

    pos = p["position"] or {}
    site = state["cur"]["assault"] or pos.get("site", "")
    if "burn" in command.args:
        site = "monastery"
    defenders = gd.sites().get(site, {}).get("defenders")
    if not defenders:
        raise InvalidInput("Name the enemies", hint="For example: combat prowlers   or   combat diggers rampaging")
    tokens = {e.id: e.copies for e in data.enemies().values() if e.colour == defenders["colour"]}
    key = f"defenders_{site}"
    if key not in command.answers:
        raise NeedAnswer(Request(key, f"The {defenders['colour']} token(s) drawn for the {gd.sites()[site]['name']['en']}",
                                 tuple(tokens), int(defenders["count"]), tuple(tokens.values())))
    return list(command.answers[key])


def build(combat: dict[str, Any]) -> Combat:
    sites, colours, _ = data.combat_facts()
    table = data.units()
    setup = CombatSetup(
        site=sites[combat["site"]],
        hero=HeroSetup(combat["hero"]["armor"], combat["hero"]["hand_limit"], combat["hero"]["level"]),
        enemies=tuple(EnemySetup(e["label"], data.enemies()[e["enemy"]], e["rampaging"]) for e in combat["enemies"]),
        units=tuple(
            UnitSetup(u["label"], table[u["unit"]].name.en, table[u["unit"]].armor, table[u["unit"]].level, table[u["unit"]].resistances, u["wounded"], u["unit"])
            for u in combat["units"]
        ),
        city=colours.get(combat["city"]) if combat["city"] else None,
        time=combat["time"],
    )
    engine = Combat(setup)
    for decl in combat["decls"]:
        _apply(engine, decl)
    return engine


def _apply(engine: Combat, decl: dict[str, Any]) -> list[Any]:
    kind = decl["kind"]
    if kind == "attack":
        return engine.attack(decl["targets"], [parse_part(t) for t in decl["parts"]])
    if kind == "block":
        return engine.block(decl["target"], [parse_part(t) for t in decl["parts"]], decl.get("move", 0))
    if kind == "damage":
        return engine.damage(decl["source"], decl["to"])
    if kind == "summon":
        return engine.summon(decl["label"], [data.enemies()[t] for t in decl["tokens"]])
    if kind == "advance":
        return engine.advance(decl["phase"])
    raise InvalidInput(f"Unknown combat step {kind}")


def _split(text: str) -> tuple[list[str], str]:
    if ":" not in text:
        raise InvalidInput("Write the target, a colon, then the values", "for example: attack prowlers: 5 fire, 2 siege")
    head, rest = text.split(":", 1)
    return [t for t in _SPLIT.split(head.strip()) if t], rest.strip()


def _labels(engine: Combat, words: list[str]) -> list[str]:
    out = []
    known = {fold(f.label): f.label for f in engine.foes}
    for w in words:
        base, dot, slot = w.partition(".")
        hit = known.get(fold(base))
        if hit is None:
            ident = data.enemy_names().find(base)
            hit = next((f.label for f in engine.foes if f.enemy.id == ident and f.alive), None)
        if hit is None:
            raise InvalidInput(f"No enemy '{w}' in this combat", "enemies: " + ", ".join(f.label for f in engine.foes))
        out.append(hit + (dot + slot if dot else ""))
    return out


def step(state: State, command: Command) -> Events:
    combat = state["combat"]
    if combat is None:
        raise RuleViolation("No combat is running", "start one with 'combat' and the enemies", ref="p. 8")
    engine = build(combat)
    text = " ".join(command.args)
    name = command.name
    if name == "attack":
        targets, rest = _split(text)
        decl: dict[str, Any] = {"kind": "attack", "targets": _labels(engine, targets), "parts": [p for p in _SPLIT.split(rest) if p]}
    elif name == "block":
        targets, rest = _split(text)
        move = 0
        parts = []
        for piece in (p for p in _SPLIT.split(rest) if p):
            words = piece.split()
            if words and fold(words[0]) in ("move", "bewegung"):
                move = int(words[1]) if len(words) > 1 and words[1].isdecimal() else 0
            else:
                parts.append(piece)
        decl = {"kind": "block", "target": _labels(engine, targets[:1])[0], "parts": parts, "move": move}
    elif name == "damage":
        targets, rest = _split(text)
        to = [w for w in _SPLIT.split(rest) if w]
        to = ["hero" if fold(w) in ("hero", "held") else w for w in to]
        decl = {"kind": "damage", "source": _labels(engine, targets[:1])[0], "to": to}
    elif name == "summon":
        targets, rest = _split(text)
        decl = {"kind": "summon", "label": _labels(engine, targets[:1])[0], "tokens": [data.enemy_names().resolve(t) for t in _SPLIT.split(rest) if t]}
    else:  # next
        index = PHASES.index(engine.phase)
        if engine.phase == "attack":
            from mkref.games.mage_knight import map_game  # the map follows: tokens discarded, shields placed

            ended = finish(state, engine)
            return [ended, *map_game.after_combat(state, state["cur"]["player"], ended)]
        decl = {"kind": "advance", "phase": PHASES[index + 1]}
    for part in decl.get("parts", []):
        parse_part(part)  # bad values are refused before the engine sees them
    steps = _apply(engine, decl)
    return [{"type": "combat_step", "decl": decl, "phase": engine.phase, "text": [s.text + f" ({s.ref})" for s in steps]}]


def finish(state: State, engine: Combat) -> dict[str, Any]:
    """The end of the Attack phase: apply the engine's result to the game (p. 10)."""
    result = engine.finish()
    res = result.as_dict()
    combat = state["combat"]
    cur = state["cur"]
    p = player(state, cur["player"])
    sset = _setup(state)
    site = combat["site"]
    pos = p["position"] or {}
    fame = int(res["fame"]) * int(combat.get("fame_factor", 1))  # Druid Nights: double Fame (p. 21)
    holder = pos.get("owner", "")
    others = {x["name"] for x in state["players"] if x["name"] != p["name"]}
    taken_from = holder if site in ("keep", "mage_tower") and holder in others else ""
    if taken_from:
        fame = -(-fame // 2)  # another player's keep (or tower): half the Fame, rounded up (p. 8, AMBIG-3; p. 22)
    _, bonus = rules.gain_fame(p["fame"], fame, int(sset.get("fame_per_row", 0)))
    rep = int(res["reputation"])
    if site in ("keep", "mage_tower") and sset.get("reassault_reputation") is False:
        rep += 1  # Conquer and Hold: no Reputation loss for assaulting keeps and mage towers (p. 22)
    wounds = int(res["hero"]["wounds_to_hand"]) + int(res["hero"]["wounds_to_discard"])
    units = [{"uid": u["label"], "wounds": u["wounds"], "destroyed": u["destroyed"]} for u in res["units"] if u["wounds"] or u["destroyed"]]
    event: dict[str, Any] = {
        "type": "combat_ended", "player": p["name"], "site": site, "fame": fame, "fame_bonus": bonus, "reputation": rep,
        "wounds": wounds, "knocked_out": bool(res["hero"]["knocked_out"]), "units": units,
        "defeated": [e["enemy"] for e in res["enemies"] if e["defeated"]],
        "text": [s.text + f" ({s.ref})" for s in engine.steps if s.phase == "done"],
    }
    conquered = bool(res["site_conquered"])
    event["conquered"] = conquered
    info = gd.sites().get(site, {})
    if site == "city":
        colour = combat["city"] or pos.get("owner", "")
        event["city"] = colour
        # one shield per defeated defender, whatever the outcome (p. 10 §1a; AMBIG-6: defenders only)
        event["city_shields"] = sum(1 for e, f in zip(res["enemies"], engine.foes, strict=True) if e["defeated"] and f.is_defender)
        if conquered:
            done = sum(1 for c in state["cities"].values() if c["conquered"]) + (0 if state["cities"].get(colour, {}).get("conquered") else 1)
            total = int(by_players(sset.get("city_tiles"), state["real_players"]))
            if sset.get("end") == "all_cities_conquered" and done >= total and state["game_end"] is None:
                event["game_end"] = _game_end(state, "all cities are conquered", p["name"])
    elif conquered and site in ("keep", "mage_tower", "monastery") or conquered and info.get("class") == "adventure":
        event["shield_site"] = site
        event["shields"] = 1
        event["owner"] = "burned" if site == "monastery" else p["name"]
        if taken_from:
            event["taken_from"] = taken_from  # the keep changes hands: the old owner's shield comes off
        rewards = list(info.get("rewards", []))
        if site == "mage_tower" and sset.get("reassault_reputation") is False:
            rewards = []  # Conquer and Hold: a conquered tower gives no spell (p. 22)
        event["rewards"] = rewards
    if not conquered and gd.sites().get(site, {}).get("class") == "fortified":
        event["withdraw"] = True  # back to the space you attacked from (p. 10 §3d)
    return event


def view(state: State) -> list[str]:
    """What the table needs to see about the running combat."""
    combat = state["combat"]
    if combat is None:
        return ["No combat is running."]
    engine = build(combat)
    from mkref.games.mage_knight.combat import PHASE_NAMES

    lines = [f"Combat ({combat['site']}): {PHASE_NAMES[engine.phase]}"]
    for need in engine.needs():
        lines.append("  " + ", ".join(f"{k}: {v}" for k, v in need.items() if k not in ("steps",)))
    return lines
