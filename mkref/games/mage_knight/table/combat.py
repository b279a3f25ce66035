"""Combat inside a tracked game: the combat engine (`combat.py`) run phase by phase from REPL commands.

The state keeps only the combat's set-up and the declarations made so far (plain data); the engine's
`Combat` is rebuilt from them when needed, so undo and saves work like everywhere else. When the Attack
phase ends, the result is written back into the game: Fame (with the Blitz bonus), Reputation, wounds,
units wounded or destroyed, shields, conquered sites and cities, rewards for the end of the turn.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, cast

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.core.messages import Named, Said, page
from mkref.core.names import fold
from mkref.games.mage_knight.data import components as data
from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.parts import Part, in_use, part_keys
from mkref.games.mage_knight.table import rules, variants
from mkref.games.mage_knight.combat.engine import PHASES, Combat, CombatSetup, EnemySetup, HeroSetup, UnitSetup, german_label
from mkref.games.mage_knight.combat.sheets import parse_part
from mkref.games.mage_knight.table.decide import game_end, normal_turn, setup_of, main_city, no_action_beside_a_hero
from mkref.games.mage_knight.table.shown_names import action_named
from mkref.games.mage_knight.state_types import CombatState, CombatUnit, EnemyInCombat, PlayerState
from mkref.games.mage_knight.table.state import State, by_players, fight, place, player, turn
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.messages import word as catalogue_word

_no = MESSAGES.said  # a refusal or question: English as written, German at a German table (messages/refusals_combat.py)

Events = list[dict[str, Any]]
_RAMPAGING = {"rampaging", "umherziehend", "r"}
_ADVENTURE = ("dungeon", "tomb", "monster_den", "spawning_grounds", "ancient_ruins")
_SPLIT = re.compile(r"\s*(?:,| and | und |\+)\s*")


def start(state: State, command: Command) -> Events:
    p = normal_turn(state, "fight")
    cur = turn(state)
    if cur["action"] and cur["action"] not in ("assault", "provoked"):  # a provoked fight is the forced action (p. 7 §4c)
        raise RuleViolation(_no("nofight.only_one_action_per_turn"), _no("nofight.action_was", action=action_named(cur["action"])), ref="p. 6")
    if cur["combats"] and not cur["assault"]:
        raise RuleViolation(_no("nofight.only_one_combat_per_turn"), ref="p. 8")
    no_action_beside_a_hero(state)
    words = list(command.args)
    if not words and cur["assault"] == "rampaging" and cur.get("provoked"):
        words = list(cur["provoked"])  # no names after a provocation: the enemies just provoked (p. 7 §4c)
    if not words or words == ["burn"]:
        words += _ask_defenders(state, command, p)
    pos = place(p)
    burn = any(fold(w) in ("burn", "niederbrennen", "brennen") for w in words)
    words = [w for w in words if fold(w) not in ("burn", "niederbrennen", "brennen")]
    parts = in_use(state)
    said: list[dict[str, Any]] = []
    for part in parts:  # a part's own words (The Lost Legion: 'wall', a fight across a wall)
        words, told = part.combat_words(state, words)
        said.append(told)
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
        raise InvalidInput(_no("nofight.name_at_least_one_enemy"))
    counts: dict[str, int] = {}
    for e in enemies:
        counts[e["enemy"]] = counts.get(e["enemy"], 0) + 1
        e["label"] = e["enemy"] if counts[e["enemy"]] == 1 else f"{e['enemy']}_{counts[e['enemy']]}"
    site = pos.get("site", "")
    _rampaging_on_the_map(state, p["name"], enemies, adventure=site in _ADVENTURE and not cur["assault"] and not burn)
    city = ""
    if cur["assault"]:
        combat_site = cur["assault"]
        if combat_site == "city":
            city = main_city(state, pos.get("owner", ""))
        if combat_site == "rampaging":  # provoked by the move (p. 7 §4c): every enemy of this fight is rampaging
            for e in enemies:
                e["rampaging"] = True
    elif burn:
        if site != "monastery" or pos.get("owner") == "burned":
            raise RuleViolation(_no("nofight.there_is_no_monastery_here_to"), ref="p. 6")
        combat_site = "monastery"
    elif site in _ADVENTURE and not all(e["rampaging"] for e in enemies):
        if pos.get("owner") and setup_of(state).get("end") == "all_tombs_and_dungeons" and site in ("dungeon", "tomb"):
            raise RuleViolation(_no("nofight.a_conquered_tomb_or_dungeon_cannot"), ref="p. 21")
        combat_site = site
    elif all(e["rampaging"] for e in enemies) or rampaging:
        combat_site = "rampaging"
        for e in enemies:
            e["rampaging"] = True
    else:
        combat_site = "none"
    if combat_site != "none" and combat_site not in data.combat_facts()[0]:
        raise InvalidInput(_no("nofight.no_site_rules", site=combat_site))
    from mkref.games.mage_knight.map import fights as map_fights, in_game as map_game  # on the map: a rampaging enemy is fought from a space next to it (p. 8)

    spaces = map_fights.challenge_spaces(state, p["name"], [e["enemy"] for e in enemies if e["rampaging"]]) if map_game.enabled(state) else None
    units = unit_entries(p)
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
    if city and (info := state["cities"].get(city)) and info.get("partner"):
        event["city2"] = state["cities"][city]["partner"]  # a Megalopolis: the bonuses of both cities (p. 18)
    added = [part.combat_event(state, p, event, spaces, told) for part, told in zip(parts, said, strict=True)]  # walls, banners
    if combat_site == "ancient_ruins":
        event["ruins"] = _ruins_token(state, command, p["name"])
    for keys in added:
        event.update(keys)
    _interactive_die(state, command, enemies)
    engine = build(cast(CombatState, dict(event, decls=[])), parts)  # the fight as combat_started will set it up, no step yet
    event["text"] = [step_line(s) for s in engine.steps]
    return [event]


def step_line(step: Any) -> Said:
    """A step of the fight as the log keeps it, 'text (p. 9)': said in the table's language, its English as before."""
    german_ref = MESSAGES.text("fight.ref_level_token", "de") if step.ref == "level token" else page(step.ref, "de")
    return MESSAGES.said("fight.step_line", step=step.text, ref=Named(step.ref, german_ref))


def _ruins_token(state: State, command: Command, player: str) -> str:
    """The ruins token the hero fights for: the face-up one on the hero's space on the map, else asked (a table
    fact: the token is turned over when a hero enters, p. 10 §2b)."""
    from mkref.games.mage_knight.map import fights as map_fights, in_game as map_game
    from mkref.games.mage_knight.map.tiles import map_data

    shown = map_fights.ruins_here(state, player) if map_game.enabled(state) else ""
    if shown:
        return shown
    sets = state.get("expansions", ["base"])
    tokens = tuple(r.id for r in map_data().ruins.values() if r.kind == "enemies" and r.expansion in sets)
    names = tuple((r.id, r.name.en, r.name.de) for r in map_data().ruins.values())
    from mkref.core.chance import NeedAnswer, Request

    if "ruins" not in command.answers:
        raise NeedAnswer(Request("ruins", _no("prompt.ruins_token"), tokens, names=names, chance=False))
    return command.answers["ruins"][0]


def _rampaging_on_the_map(state: State, player: str, enemies: list[dict[str, Any]], adventure: bool) -> None:
    """On the map, an enemy named that lies face up on a rampaging space next to the hero is that rampaging
    enemy, whether or not the table typed 'rampaging' (its Reputation bonus, p. 10 §2a). Not when the hero
    enters an adventure site: its monsters are fought there, and no challenge goes with it (p. 8)."""
    from mkref.games.mage_knight.map import fights as map_fights, in_game as map_game

    if adventure or not map_game.enabled(state):
        return
    flags = map_fights.rampaging_next_to(state, player, [e["enemy"] for e in enemies if not e["rampaging"]])
    for e, flag in zip([e for e in enemies if not e["rampaging"]], flags, strict=True):
        e["rampaging"] = flag


def unit_entries(p: PlayerState) -> list[CombatUnit]:
    """A player's units as a combat's set-up lists them."""
    return [{"label": u["uid"], "unit": u["id"], "uid": u["uid"], "wounded": u["wounds"] > 0} for u in p["units"]]


def chant(state: State, command: Command) -> Events:
    """Druid Nights: the summoning chant, once per Night: one brown (Night 1) or red (Night 2) enemy per glade
    bearing your shield, double Fame, and random crystals at the end of the turn (p. 21)."""
    from mkref.core.chance import NeedAnswer, Request
    from mkref.games.mage_knight.table.decide import nights_so_far

    p = normal_turn(state, "chant")
    cur = turn(state)
    if setup_of(state).get("end") != "druid_chants":
        raise RuleViolation(_no("nofight.the_summoning_chant_belongs_to_druid"), ref="p. 21")
    night = nights_so_far(state)
    if night not in (1, 2):
        raise RuleViolation(_no("nofight.the_chant_is_sung_in_the"), ref="p. 21")
    if state["round"] in p.get("chanted", []):
        raise RuleViolation(_no("nofight.chanted", name=p["name"]), ref="p. 21")
    if cur["action"]:
        raise RuleViolation(_no("nofight.the_chant_is_the_turn_s"), _no("nofight.action_was", action=action_named(cur["action"])), ref="p. 21")
    pos = place(p)
    if gd.sites().get(pos.get("site", ""), {}).get("class") == "inhabited" or pos.get("site") in ("keep", "mage_tower", "city"):
        raise RuleViolation(_no("nofight.no_chanting_on_an_inhabited_space"), ref="p. 21")
    glades = len(p.get("glades", []))
    if not glades:
        raise RuleViolation(_no("nofight.no_glade_bears_your_shield"), _no("nofight.mark_glades_first_end_a_move"), ref="p. 21")
    colour = "brown" if night == 1 else "red"
    tokens = {e.id: e.copies for e in data.enemies().values() if e.colour == colour and e.expansion in state.get("expansions", ("base",))}
    if command.args:
        names = [data.enemy_names().resolve(w) for w in command.args]
    elif "chant" in command.answers:
        names = list(command.answers["chant"])
    else:
        raise NeedAnswer(Request("chant", _no("nofight.chant_tokens", glades=glades, colour=Named(colour, catalogue_word("colour", colour, "de"))), tuple(tokens), glades, tuple(tokens.values())))
    if len(names) != glades:
        raise InvalidInput(_no("nofight.chant_count", glades=glades), _no("nofight.were_named", n=len(names)), ref="p. 21")
    inner = Command("combat", names, command.text, dict(command.answers))
    events = start(state, inner)
    events[0]["chant"] = True
    events[0]["crystals"] = glades * night  # 1 random crystal per monster (Night 1), 2 per enemy (Night 2)
    events[0]["text"].append(_no("fight.chant_line", crystals=glades * night))
    real = [x["name"] for x in state["players"] if not x["dummy"] and not x.get("eliminated")]
    sung = {x["name"] for x in state["players"] if state["round"] in x.get("chanted", [])} | {p["name"]}
    if night == 2 and state["game_end"] is None and set(real) <= sung:
        from mkref.games.mage_knight.table.decide import game_end

        events.append({"type": "game_end", "game_end": game_end(state, "every player has chanted in the second Night", p["name"])})
    return events


def _ask_defenders(state: State, command: Command, p: PlayerState) -> list[str]:
    """No enemy named: ask for the tokens the site's defenders are drawn as (Site Description cards [EXT]),
    with completion over the tokens of that colour (weighted by their copies)."""
    from mkref.core.chance import NeedAnswer, Request

    pos = place(p)
    site = turn(state)["assault"] or pos.get("site", "")
    if "burn" in command.args:
        site = "monastery"
    defenders = gd.sites().get(site, {}).get("defenders")
    if not defenders:
        raise InvalidInput(_no("nofight.name_the_enemies"), hint=_no("nofight.for_example_combat_prowlers_or_combat"))
    in_play = state.get("expansions") or ("base",)  # only the component sets in play: no Lost Legion enemy in a base game
    tokens = {e.id: e.copies for e in data.enemies().values() if e.colour == defenders["colour"] and e.expansion in in_play}
    key = f"defenders_{site}"
    if key not in command.answers:
        raise NeedAnswer(Request(key, _no("nofight.defenders", colour=Named(defenders["colour"], catalogue_word("colour", defenders["colour"], "de")), site=Named(gd.sites()[site]["name"]["en"], gd.sites()[site]["name"].get("de", ""))),
                                 tuple(tokens), int(defenders["count"]), tuple(tokens.values())))
    return list(command.answers[key])


def build(combat: CombatState, parts: tuple[Part, ...]) -> Combat:
    """The engine of a stored combat, with its declarations so far; ``parts``: the game's (in_use), whose hooks
    go into the engine and one of which may fight it its own way (The Lost Legion: walls and Volkare)."""
    sites, colours, _ = data.combat_facts()
    table = data.units()
    setup = CombatSetup(
        site=sites[combat["site"]],
        hero=HeroSetup(combat["hero"]["armor"], combat["hero"]["hand_limit"], combat["hero"]["level"]),
        enemies=tuple(_enemy_setup(e) for e in combat["enemies"]),
        units=tuple(
            UnitSetup(u["label"], table[u["unit"]].name.en, table[u["unit"]].armor, table[u["unit"]].level, table[u["unit"]].resistances, u["wounded"], u["unit"], str(part_keys(u).get("banner", "")))
            for u in combat["units"]
        ),
        city=_city(colours, combat["city"], combat.get("city2", "")),
        time=combat["time"],
    )
    hooks = tuple(found for part in parts if (found := part.combat_hooks()) is not None)
    owner = next(((part, keys) for part in parts if (keys := part.combat_keys(combat)) is not None), None)
    engine: Combat = Combat(setup, hooks) if owner is None else owner[0].combat_engine(setup, owner[1], hooks)
    for decl in combat["decls"]:
        _apply(engine, decl)
    return engine


def _city(colours: dict[str, Any], first: str, second: str) -> Any:
    """The City card(s) of an assault: a Megalopolis gives its defenders the bonuses of both cities (p. 18)."""
    if not first:
        return None
    one = colours[first]
    if not second:
        return one
    two = colours[second]
    gains = "+".join(g for g in (one.physical_gains, two.physical_gains) if g)
    name = data.Names(f"Megalopolis ({one.name.en} + {two.name.en})", f"Megalopolis ({one.name.de} + {two.name.de})")
    return one._replace(id=f"{first}+{second}", name=name, armor=one.armor + two.armor, attack_fire_ice=one.attack_fire_ice + two.attack_fire_ice,
                        attack_cold_fire=one.attack_cold_fire + two.attack_cold_fire, physical_gains=gains, ref="p. 18")


def _enemy_setup(e: EnemyInCombat) -> EnemySetup:
    """An enemy of the fight, with what Interactive combat's hidden die adds to it (p. 17)."""
    enemy = data.enemies()[e["enemy"]]
    die = e.get("die", "")
    if die not in INTERACTIVE_DIE:
        return EnemySetup(e["label"], enemy, e["rampaging"])
    phase, armor, attack = INTERACTIVE_DIE[die]
    return EnemySetup(e["label"], enemy._replace(fame=enemy.fame + 1), e["rampaging"], attack_change=attack, phase_armor=(phase, armor))


# Interactive combat: the colour of the hidden die -> (phase of the +1 armor, armor, attack); each +1 Fame (p. 17)
INTERACTIVE_DIE = {"white": ("ranged", 1, 0), "red": ("", 0, 1), "blue": ("attack", 1, 0)}


def _interactive_die(state: State, command: Command, enemies: list[dict[str, Any]]) -> None:
    """Interactive combat: against a single enemy the player before hides a mana die (p. 17). It is asked as the
    rules reveal it: white or not at the start of the Ranged phase (here), red or not at the Block phase, and its
    colour at the Attack phase at the latest (`_reveal_die`). "?" marks a die not shown yet."""
    if len(enemies) != 1 or not variants.has(state, "interactive_combat"):
        return
    white = _yes(command, "die_white", _no("prompt.die_white", player=_before(state)))
    enemies[0]["die"] = "white" if white else "?"


def _before(state: State) -> str:
    order = state["order"]
    return str(order[(order.index(turn(state)["player"]) - 1) % len(order)])


def _yes(command: Command, key: str, prompt: Said) -> bool:
    from mkref.core.chance import YES_NO_NAMES, NeedAnswer, Request

    if key not in command.answers:
        raise NeedAnswer(Request(key, _no("prompt.yes_no", question=prompt), ("yes", "no"), names=YES_NO_NAMES, chance=False))
    return command.answers[key][0] == "yes"


def _reveal_die(state: State, command: Command, following: str) -> str:
    """The hidden die at the start of the Block phase (red or not) and of the phases after it (its colour)."""
    from mkref.core.chance import NeedAnswer, Request

    enemies = fight(state)["enemies"]
    die = enemies[0].get("die", "") if len(enemies) == 1 else ""
    if die == "?" and following == "block":
        return "red" if _yes(command, "die_red", _no("prompt.die_red", player=_before(state))) else "??"
    if die in ("?", "??") and following in ("damage", "attack"):
        if "die_colour" not in command.answers:
            raise NeedAnswer(Request("die_colour", _no("prompt.die_colour", player=_before(state)),
                                     ("blue", "black", "green", "gold"), chance=False))
        return command.answers["die_colour"][0]
    return ""


def _apply(engine: Combat, decl: Mapping[str, Any]) -> list[Any]:  # a CombatStep of the state, or one being decided
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
    raise InvalidInput(_no("nofight.unknown_step", kind=kind))


def _split(text: str) -> tuple[list[str], str]:
    if ":" not in text:
        raise InvalidInput(_no("nofight.write_the_target_a_colon_then"), _no("nofight.for_example_attack_prowlers_5_fire"))
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
            raise InvalidInput(_no("nofight.no_enemy", word=w), "enemies: " + ", ".join(f.label for f in engine.foes))
        out.append(hit + (dot + slot if dot else ""))
    return out


def step(state: State, command: Command) -> Events:
    combat = state["combat"]
    if combat is None:
        raise RuleViolation(_no("nofight.no_combat_is_running"), _no("nofight.start_one_with_combat_and_the"), ref="p. 8")
    engine = build(combat, in_use(state))
    text = " ".join(command.args)
    name = command.name
    if name == "attack":
        targets, rest = _split(text)
        decl: dict[str, Any] = {"kind": "attack", "targets": _labels(engine, targets), "parts": [p for p in _SPLIT.split(rest) if p]}
    elif name == "block":
        targets, rest = _split(text)
        if len(targets) > 1:  # one Block, a combined effect's too, is never split between attacks (pp. 5 §1a, 9 §3)
            raise RuleViolation(_no("nofight.block_one_attack", targets=", ".join(targets)), _no("nofight.block_not_split"),
                                _no("nofight.block_one_attack_hint", target=targets[0]), ref="p. 9")
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
        to = [_unit_label(engine, w) for w in _SPLIT.split(rest) if w]
        decl = {"kind": "damage", "source": _labels(engine, targets[:1])[0], "to": to}
    elif name == "summon":
        targets, rest = _split(text)
        decl = {"kind": "summon", "label": _labels(engine, targets[:1])[0], "tokens": [data.enemy_names().resolve(t) for t in _SPLIT.split(rest) if t]}
    else:  # next
        index = PHASES.index(engine.phase)
        if engine.phase == "attack":
            from mkref.games.mage_knight.map import fights as map_fights  # the map follows: tokens discarded, shields placed

            ended = finish(state, engine)
            return [ended, *map_fights.after_combat(state, turn(state)["player"], ended)]
        following = PHASES[index + 1]
        if following == "damage" and not engine.unblocked():
            following = "attack"  # nothing unblocked: the Assign Damage phase is skipped, not waited for (p. 9)
        decl = {"kind": "advance", "phase": following}
        shown = _reveal_die(state, command, following)
        if shown:
            decl["die"] = shown
            combat = cast(CombatState, dict(combat, enemies=[dict(combat["enemies"][0], die=shown)]))  # a copy: the die shown
            engine = build(combat, in_use(state))
    used: Events = []
    if decl["kind"] in ("attack", "block"):  # --cards: 'cards' stands for the points of the cards played (issue 16)
        for owner in in_use(state):
            decl["parts"], extra = owner.combat_values(state, decl["kind"], decl["parts"])
            used += extra
    for part in decl.get("parts", []):
        parse_part(part)  # bad values are refused before the engine sees them
    steps = _apply(engine, decl)
    lines: list[str] = [step_line(s) for s in steps]
    if decl["kind"] == "advance" and engine.phase == "damage":
        lines += _unblocked_lines(engine)
    if decl["kind"] == "attack":
        _confirm_lost_points(engine, decl, command)
    return [{"type": "combat_step", "decl": decl, "phase": engine.phase, "text": lines}, *used]


def _unit_label(engine: Combat, word: str) -> str:
    """A unit named in a damage assignment by its label, id, English or German name; 'hero'/'Held' for the hero."""
    if fold(word) in ("hero", "held"):
        return "hero"
    labels = {fold(u.label): u.label for u in engine.fighters}
    if fold(word) in labels:
        return labels[fold(word)]
    ident = gd.unit_names().find(word)
    hit = next((u.label for u in engine.fighters if u.setup.unit_id == ident), None)
    return hit or word


def _unblocked_lines(engine: Combat) -> list[str]:
    """Entering the Assign Damage phase: each unblocked attack and the damage it deals (p. 9)."""
    lines: list[str] = [_no("unblocked.head")]
    for foe, slot in engine.unblocked():
        damage = slot.value * (2 if slot.has("brutal") else 1)
        which = f".{slot.number}" if len(foe.slots) > 1 else ""
        element = slot.attack.element
        german = slot.token.name.de or slot.token.name.en
        label_de = german_label(foe.label, foe.enemy.id, foe.enemy.name.de or foe.enemy.name.en)  # no id at a German table
        who = Named(f"{foe.label}{which} ({slot.token.name.en})", f"{label_de}{which}" if label_de != foe.label else f"{foe.label}{which} ({german})")
        lines.append(_no("unblocked.line", who=who,
                         damage=damage, element=Named(element.replace("_", " "), MESSAGES.text(f"element.{element}", "de")),
                         brutal=_no("unblocked.brutal") if slot.has("brutal") else ""))
    return lines


def _confirm_lost_points(engine: Combat, decl: dict[str, Any], command: Command) -> None:
    """An attack that defeats none of its targets throws its points away (p. 9): ask before it is played."""
    from mkref.core.chance import YES_NO_NAMES, NeedAnswer, Request

    targets = [label.partition(".")[0] for label in decl["targets"]]
    if not any(f.label in targets and f.alive for f in engine.foes):
        return
    key = "lost_points"
    if key not in command.answers:
        raise NeedAnswer(Request(key, _no("prompt.lost_points", targets=", ".join(targets)),
                                 ("yes", "no"), names=YES_NO_NAMES, chance=False))
    if command.answers[key][0] != "yes":
        raise InvalidInput(_no("nofight.attack_not_played"), _no("nofight.points_lost"), _no("nofight.add_more"))


def finish(state: State, engine: Combat) -> dict[str, Any]:
    """The end of the Attack phase: apply the engine's result to the game (p. 10)."""
    result = engine.finish()
    res = result.as_dict()
    combat = fight(state)
    cur = turn(state)
    p = player(state, cur["player"])
    sset = setup_of(state)
    site = combat["site"]
    pos = place(p)
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
        "text": [step_line(s) for s in engine.steps if s.phase == "done"],
    }
    if variants.respawn_rule(state):
        event["reputation"] += _roaming_evil(state, engine, event)
    in_order = _reputation_in_order(engine, event["reputation"])
    if any(c < 0 for c in in_order) and any(c > 0 for c in in_order):
        event["reputation_steps"] = in_order  # applied one by one: a loss stuck on the X space is lost, a gain after it counts
    for part in in_use(state):  # e.g. The Lost Legion: a fight against Volkare, a Banner of Fortitude used
        event.update(part.combat_result(state, combat, res))
    conquered = bool(res["site_conquered"])
    shared = _shared_city(state, res, engine) if site == "city" else None  # e.g. a cooperative assault (p. 13 §7)
    coop = shared is not None
    if shared is not None:
        conquered = shared
    event["conquered"] = conquered
    info = gd.sites().get(site, {})
    if site == "city":
        colour = combat["city"] or pos.get("owner", "")
        event["city"] = colour
        # one shield per defeated defender, whatever the outcome (p. 10 §1a; AMBIG-6: defenders only)
        event["city_shields"] = sum(1 for e, f in zip(res["enemies"], engine.foes, strict=True) if e["defeated"] and f.is_defender)
        if conquered:
            done = sum(1 for c in state["cities"].values() if c["conquered"]) + (0 if (known := state["cities"].get(colour)) and known.get("conquered") else 1)
            total = int(by_players(sset.get("city_tiles"), state["real_players"]))
            if sset.get("end") == "all_cities_conquered" and done >= total and state["game_end"] is None:
                event["game_end"] = game_end(state, "all cities are conquered", p["name"])
    elif conquered and site in ("keep", "mage_tower", "monastery") or conquered and info.get("class") == "adventure":
        event["shield_site"] = site
        event["shields"] = 1
        event["owner"] = "burned" if site == "monastery" else p["name"]
        if taken_from:
            event["taken_from"] = taken_from  # the keep changes hands: the old owner's shield comes off
        rewards = list(info.get("rewards", []))
        if site == "ancient_ruins" and combat.get("ruins"):  # the reward printed on the ruins token (p. 10 §2b)
            from mkref.games.mage_knight.map.tiles import map_data

            rewards = list(map_data().ruins[combat["ruins"]].rewards)
            event["ruins"] = combat["ruins"]
        if site == "mage_tower" and sset.get("reassault_reputation") is False:
            rewards = []  # Conquer and Hold: a conquered tower gives no spell (p. 22)
        event["rewards"] = rewards
    if not conquered and not coop and gd.sites().get(site, {}).get("class") == "fortified":
        event["withdraw"] = True  # back to the space you attacked from (p. 10 §3d)
    return event


def _shared_city(state: State, res: dict[str, Any], engine: Combat) -> bool | None:
    """Whether a fight at a City conquers it when a part shares the assault among heroes (parts.Part.city_conquered);
    None: no part does, the fight's own result stands."""
    defeated = sum(1 for e, f in zip(res["enemies"], engine.foes, strict=True) if e["defeated"] and f.is_defender)
    return next((c for part in in_use(state) if (c := part.city_conquered(state, defeated)) is not None), None)


def _reputation_in_order(engine: Combat, total: int) -> list[int]:
    """A combat's reputation changes one by one, in the order the Lost Legion summary resolves them ({LEVEL},
    A-REP, "X-Feld"): the base rules' first (the site's cost, rampaging enemies defeated: p. 8, p. 10), then the
    icons of the defeated tokens; what else moved it (a setting, a scenario) comes first with the base rules."""
    gains = data.combat_facts()[2]
    tokens = [f.enemy.reputation for f in engine.foes if not f.alive and f.enemy.reputation]
    base = [engine.setup.site.reputation] if engine.setup.site.reputation else []
    base += [gains[f.enemy.colour] for f in engine.foes if f.setup.rampaging and not f.alive and gains.get(f.enemy.colour, 0)]
    rest = total - sum(base) - sum(tokens)
    return [c for c in [rest, *base, *tokens] if c]


def _roaming_evil(state: State, engine: Combat, event: dict[str, Any]) -> int:
    """Roaming Evil!: the rampaging spaces cleared (rolled for at the end of the Day or Night), and the Reputation
    change: +1 per token defeated there, brown included, instead of the usual +1/+2 (p. 17, AMBIG-15)."""
    from mkref.games.mage_knight.map import fights as map_fights, in_game as map_game

    rep_table = data.combat_facts()[2]
    beaten = [f for f in engine.foes if f.setup.rampaging and not f.alive]
    per_token = variants.roaming_reputation() == "per_token"
    change = sum(1 - int(rep_table.get(f.enemy.colour, 0)) for f in beaten) if per_token else 0
    spaces: list[str] = [""] * len(beaten)
    if map_game.enabled(state):
        try:
            spaces = map_fights.challenge_spaces(state, turn(state)["player"], [f.enemy.id for f in beaten])
        except RuleViolation:
            pass
    cleared: dict[str, dict[str, str]] = {}
    for f, space in zip(beaten, spaces, strict=True):
        if f.enemy.colour in rep_table:  # the green or red token of the space (a brown one goes with it)
            cleared[space or f.label] = {"space": space, "colour": f.enemy.colour}
    event["cleared"] = list(cleared.values())
    return change


def view(state: State, lang: str = "en") -> list[str]:
    """What the table needs to see about the running combat."""
    combat = state["combat"]
    if combat is None:
        return [MESSAGES.text("fightview.none", lang)]
    engine = build(combat, in_use(state))
    from mkref.games.mage_knight.combat.needs import needs_lines

    names = gd.sites().get(combat["site"], {}).get("name", {})
    site = names.get(lang) or names.get("en") or combat["site"].replace("_", " ")
    return [MESSAGES.text("fightview.head", lang, site=site, phase=MESSAGES.text(f"combat_phase.{engine.phase}", lang)), *needs_lines(engine, lang)]
