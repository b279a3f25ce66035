"""Volkare in the tracked Mage Knight game ([S1]-[S3]): set-up options, his turns, his fights, status.

Volkare sits in the game's player list as a non-player entry named "Volkare" (``dummy`` and ``volkare`` set,
so he takes a place in the round order but never counts as a real player); everything else about him lives in
``state["volkare"]`` (`VolkareState`, volkare/state_types.py). The part's hooks (part.py) call in here: ``take_options`` /
``add_to_setup`` / ``checklist`` at ``mkref new``, ``initial`` for the state, ``command`` for the ``volkare``
command, ``start_fight`` for ``combat volkare``, ``after_event`` after every event, and ``status_lines`` for
``status``. Without a tracked map (``--no-map``) the table moves his figure and reports
his distance to the Portal (quest.track_turn); nothing here invents map geometry.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, cast

from mkref.core.chance import YES_NO_NAMES, Request
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.volkare import banners, camp, quest, setup, sites_in_game, skills_in_game, tracker, variants_in_game, variants_setup
from mkref.games.mage_knight.volkare.data import DIE_FACES, settings, volkare
from mkref.core.messages import say
from mkref.games.mage_knight.parts import Event, Setup, State
from mkref.games.mage_knight.state_types import PlayerState
from mkref.games.mage_knight.volkare.messages import MESSAGES, colour_named, colours, direction_named
from mkref.games.mage_knight.volkare.state_types import (
    LegionGameState, LegionPlayerState, LegionVariants, VolkareState, VolkareTurn, enemy_colour, legion_combat, legion_player,
)
from mkref.games.mage_knight.volkare.tracked_fight import active_player as _active
from mkref.games.mage_knight.volkare.tracked_fight import answer as _ask
from mkref.games.mage_knight.volkare.tracked_fight import (  # the game's hooks call these through this module
    challenged_across_walls,
    fight_engine,
    fight_result,
    keys_of,
    start_fight,
    turn_of,
    volkare_of,
    wall_keys,
    wall_word,
)

NAME = "Volkare"
Events = list[Event]
OPTIONS = ("--combat-level", "--race-level", "--volkare-level", "--portal-distance", "--fearful")
# --variant is the one option of table/game.py (rules/mage-knight/variants.toml): its Lost Legion variants
# ([V5], [V6]) are this package's to play (variants_in_game.IDS) and switch The Lost Legion on there.
CARD_IDS = ("wound",) + tuple(f"{colour}_{kind}" for kind in ("action", "spell") for colour in ("red", "blue", "white", "green"))


def is_volkare_scenario(scenario: str) -> bool:
    return scenario in setup.SCENARIOS


# ---------------------------------------------------------------- mkref new


def take_options(args: list[str]) -> tuple[list[str], dict[str, str]]:
    """Split Volkare's options off the command line: (the other arguments, {option: value})."""
    rest: list[str] = []
    found: dict[str, str] = {}
    i = 0
    while i < len(args):
        key, _, inline = args[i].partition("=")
        if key in OPTIONS:
            if not inline and i + 1 >= len(args):
                raise InvalidInput(MESSAGES.said("v.needs_value", option=key))
            value = inline or args[i + 1]
            found[key] = value
            i += 1 if inline else 2
            continue
        rest.append(args[i])
        i += 1
    return rest, found


def add_to_setup(game_setup: Setup, options: dict[str, str]) -> None:
    """A Volkare scenario switches The Lost Legion on and records Volkare's set-up in the save (a Lost Legion
    variant of ``--variant`` switches it on in table/game.py)."""
    options = dict(options)
    scenario = game_setup["scenario"]
    if not is_volkare_scenario(scenario):
        level = None
        if variants_setup.CAMP in game_setup.get("variants", []):  # [V2]: the level of the Camp's garrison
            level = _number(options, "--volkare-level", None)
            options.pop("--volkare-level", None)
        if options:
            raise InvalidInput(MESSAGES.said("v.options_scenario", options=", ".join(options)), MESSAGES.said("v.one_of", names=", ".join(setup.SCENARIOS)), ref="[S3]")
        variants_setup.check(game_setup, _scenario_info(scenario), level)
        return
    if variants_setup.CAMP in game_setup.get("variants", []):
        raise RuleViolation(MESSAGES.said("v.camp_city"), MESSAGES.said("v.camp_city_why"), ref="[V1]")
    if variants_setup.EXTRA in game_setup.get("variants", []):
        raise RuleViolation(MESSAGES.said("v.no_extra"), MESSAGES.said("v.no_extra_why"), ref="[V3]")
    variants_setup.check(game_setup, _scenario_info(scenario), None)
    if game_setup.get("dummy"):
        raise InvalidInput(MESSAGES.said("v.no_dummy"), MESSAGES.said("v.no_dummy_why"), ref="[S3]")
    players = len(game_setup["players"])
    level = _number(options, "--volkare-level", None)
    chosen = setup.scenario_setup(
        scenario, players, options.get("--combat-level", "daring"), options.get("--race-level", "fair"), level,
    )
    distance = _number(options, "--portal-distance", None)  # None: mkref asks at his first turn
    fearful = [c.strip() for c in options.get("--fearful", "").split(",") if c.strip()]
    if not fearful:
        fearful = list(("red", "blue", "white", "green") * 2)[: chosen.fearful_slots]
    bad = [c for c in fearful if c not in DIE_FACES]
    if bad or len(fearful) != chosen.fearful_slots:
        raise InvalidInput(
            MESSAGES.said("v.fearful", n=chosen.fearful_slots), MESSAGES.said("v.got", values=", ".join(fearful)),
            MESSAGES.said("v.fearful_hint"), ref="[S3]",
        )
    game_setup["expansions"] = sorted({*game_setup.get("expansions", ["base"]), "base", "lost_legion"})
    game_setup["volkare"] = {
        "combat_level": chosen.combat_level, "race_level": chosen.race_level, "level": chosen.volkare_level,
        "fearful": fearful,
    }
    if distance is not None:  # left out: the table counts it at his first turn (a save stores no empty value)
        game_setup["volkare"]["portal_distance"] = distance


def _scenario_info(scenario: str) -> dict[str, Any]:
    from mkref.games.mage_knight.data import game_facts as gd

    info: dict[str, Any] = gd.scenarios()[scenario]
    return info


def extra_players(chosen: list[str], scenario: str) -> int:
    """[V3]: how many players more than the scenario's maximum `mkref new` accepts (``chosen``: variant ids)."""
    return variants_setup.extra_players(chosen, _scenario_info(scenario))


def v3_stack(game_setup: Setup, sset: dict[str, Any], cooperative: bool) -> dict[str, int] | None:
    return variants_setup.v3_stack(game_setup, sset, cooperative)


def _number(options: dict[str, str], key: str, default: int | None) -> int | None:
    text = options.get(key)
    if text is None:
        return default
    if not text.isdecimal():
        raise InvalidInput(MESSAGES.said("v.whole_number", option=key, text=text))
    return int(text)


def _chosen(game_setup: Setup) -> setup.VolkareSetup:
    v = game_setup["volkare"]
    return setup.scenario_setup(game_setup["scenario"], len(game_setup["players"]), v["combat_level"], v["race_level"], v["level"])


def checklist(game_setup: Setup, lang: str = "en") -> list[str]:
    """The Volkare and variant lines of the set-up checklist."""
    mine = variants_in_game.chosen(game_setup)
    extra = [MESSAGES.text("setup_variants", lang, names=", ".join(mine))] if mine else []
    if extra:
        info = _scenario_info(game_setup["scenario"])
        extra += variants_setup.checklist(game_setup, info["setup"], bool(info.get("cooperative")), lang)
    if "volkare" not in game_setup:
        return extra
    lines = setup.checklist(_chosen(game_setup), lang) + extra
    v = game_setup["volkare"]
    lines.append(MESSAGES.text("setup_fearful_marks", lang, marks=say(colours(v["fearful"]), lang)))
    if v.get("portal_distance") is not None:
        lines.append(MESSAGES.text("setup_distance", lang, distance=v["portal_distance"]))
    elif game_setup["scenario"] == "volkares_quest":
        lines.append(MESSAGES.text("setup_count_distance", lang))
    return lines


def initial(game_setup: Setup) -> VolkareState | None:
    """``state["volkare"]`` at the start (None when the scenario has no Volkare)."""
    if "volkare" not in game_setup:
        return None
    chosen = _chosen(game_setup)
    v = game_setup["volkare"]
    table = volkare().scenarios[chosen.scenario].table
    return {
        "scenario": chosen.scenario,
        "level": chosen.volkare_level,
        "combat_level": chosen.combat_level,
        "race_level": chosen.race_level,
        "army": {enemy_colour(colour): count for colour, count in chosen.army.items()},
        "troops": [],  # his troop tokens once revealed (enemy ids), undefeated ones stay (I-22)
        "deck": quest.new_deck(table, chosen.race_level),
        "distance": v.get("portal_distance"),
        "portal_open": True,
        "paths": dict(chosen.paths),
        "fearful": list(v["fearful"]),
        "fearful_units": [""] * len(v["fearful"]),
        "defeated": False,
        "on_portal": False,
        "eliminated": [],
        "attack": None,  # a red card's pending attack: {"target": name}
        "last": None,  # what his last turn did, for the table
    }


def variants_state(game_setup: Setup) -> LegionVariants | None:
    """``state["lost_legion_variants"]``: the variants chosen at mkref new ([V5], [V6]), or None."""
    return variants_in_game.initial(game_setup)


def player_entry(make_player: Callable[..., PlayerState], hero: str) -> LegionPlayerState:
    """His place in the round order: a non-player entry (no Fame, never a real player)."""
    entry = legion_player(make_player(NAME, hero, 0, 0, dummy=True))
    entry.update({"volkare": True, "deck": {}, "discard": {}})
    return entry


def is_volkare(p: PlayerState) -> bool:
    return bool(legion_player(p).get("volkare"))


# ---------------------------------------------------------------- the `volkare` command


def command(state: LegionGameState, cmd: Command) -> Events:
    """His tactic (drawn at random after the players, [02]) or his turn (A-QTURN, [S3.1])."""
    v = state.get("volkare")
    if v is None:
        raise RuleViolation(MESSAGES.said("no_volkare"), MESSAGES.said("no_volkare_why"), ref="[S3]")
    if state["phase"] == "tactics":
        return _draw_tactic(state, cmd)
    active = _active(state)
    if active is None or not is_volkare(active):
        who = active["name"] if active else state["phase"].replace("_", " ")
        raise RuleViolation(MESSAGES.said("not_his_turn", who=who), ref="[03]")
    if v["attack"] is not None:
        raise RuleViolation(MESSAGES.said("answer_attack_first", target=v["attack"]["target"]), MESSAGES.said("answer_attack_first_why"), ref="[13.3]")
    if state["combat"] is not None:
        raise RuleViolation(MESSAGES.said("combat_running"), ref="[13.2]")
    if v["scenario"] != "volkares_quest":
        return [_overview_turn(cmd, v)]
    return [_turn(state, cmd, v)]


def _overview_turn(cmd: Command, v: VolkareState) -> Event:
    """Volkare's Return: mkref keeps his deck (never reshuffled); the table plays the card from the scenario
    overview (I-40, setting return_turn)."""
    deck = v["deck"]
    weights = tuple(deck.get(_deck_key(c), 0) for c in CARD_IDS)
    card = None
    if sum(weights):
        revealed = _to_card(_ask(cmd, Request("volkare_card", MESSAGES.said("ask_card", ref="[S1]"), CARD_IDS, 1, weights, _card_names(), ref="[S1]"))[0])
        quest.draw(deck, revealed)
        card = revealed.key
    event: Event = {"type": "volkare_turn", "card": card, "does": "overview", "die": "", "portal_closed": False,
                             "eliminated": [], "on_portal": False, "target": "", "reach": 0}
    if v["distance"] is not None:  # a count the table gave at `mkref new`; none in [S1] otherwise (a save stores no None)
        event["distance"] = v["distance"]
    return event


def _draw_tactic(state: LegionGameState, cmd: Command) -> Events:
    if not state["choosers"] or state["choosers"][0] != NAME:
        first = state["choosers"][0] if state["choosers"] else ""
        raise RuleViolation(MESSAGES.said("tactic_first", first=first), MESSAGES.said("tactic_first_why"), ref="[02]")
    left = tuple(state["tactics_available"])
    drawn = _ask(cmd, Request("volkare_tactic", MESSAGES.said("ask_tactic"), left))[0]
    return [{"type": "tactic", "player": NAME, "tactic": drawn}]


def _card_names() -> tuple[tuple[str, ...], ...]:
    names: list[tuple[str, ...]] = [("wound", "Wound", "Verletzung", "wunde")]
    de = {"red": "rot", "blue": "blau", "white": "weiß", "green": "grün"}
    kind_de = {"action": "aktion", "spell": "zauber"}
    # German as the table says it: "blaue Aktion", "roter Zauber", "Aktionskarte grün" (the status's words)
    adjective = {"action": {"red": "rote", "blue": "blaue", "white": "weiße", "green": "grüne"},
                 "spell": {"red": "roter", "blue": "blauer", "white": "weißer", "green": "grüner"}}
    card_de = {"action": "aktionskarte", "spell": "zauberkarte"}
    for card_id in CARD_IDS[1:]:
        colour, kind = card_id.split("_")
        names.append((card_id, f"{colour} {kind}", f"{de[colour]}_{kind_de[kind]}", f"{kind_de[kind]}_{de[colour]}",
                      f"{adjective[kind][colour]}_{kind_de[kind]}", f"{card_de[kind]}_{de[colour]}"))
    return tuple(names)


def _to_card(card_id: str) -> quest.Card:
    if card_id == "wound":
        return quest.Card("wound")
    colour, kind = card_id.split("_")
    return quest.Card(kind, colour)


def _deck_key(card_id: str) -> str:
    return _to_card(card_id).key


def _turn(state: LegionGameState, cmd: Command, v: VolkareState) -> Event:
    deck = v["deck"]
    weights = tuple(deck.get(_deck_key(c), 0) for c in CARD_IDS)
    revealed: quest.Card | None = None
    if sum(weights):
        card_id = _ask(cmd, Request("volkare_card", MESSAGES.said("ask_card", ref="[S3.1]"), CARD_IDS, 1, weights, _card_names(), ref="[S3.2]"))[0]
        revealed = _to_card(card_id)
        quest.draw(deck, revealed)  # a card his deck no longer holds is refused
    die = ""
    if revealed is not None and revealed.kind == "wound":
        die = _ask(cmd, Request("volkare_die", MESSAGES.said("ask_rest_die"), DIE_FACES, ref="[S3.1]"))[0]
    start: int | None = None
    now = v["distance"]
    if now is None:  # the table counts his distance to the Portal once, on the laid-out map
        prompt = MESSAGES.said("ask_start_distance")
        start = now = int(_ask(cmd, Request("volkare_start_distance", prompt, tuple(str(d) for d in range(1, 41)), ref="[S3]", kind="count"))[0])
    track = _track(state, v, now)
    distance_after = None
    if revealed is None or revealed.colour in ("blue", "white", "green"):
        plan = quest.track_turn(track, revealed, die, track.distance)  # where he walks, to word the question
        if plan.does == "walk":
            low, high = max(0, now - plan.spaces), now + plan.spaces
            prompt = MESSAGES.said("ask_distance", spaces=plan.spaces, direction=direction_named(plan.direction))
            answer = _ask(cmd, Request("volkare_distance", prompt, tuple(str(d) for d in range(low, high + 1)), ref="[S3.1]", kind="count"))[0]
            distance_after = int(answer)
            if distance_after > now:
                _check_walked_away(cmd, now, distance_after, plan.direction)
    if revealed is not None and revealed.colour == "red":
        track = track._replace(near=tuple(_near(state, cmd, revealed)))
    turn = quest.track_turn(track, revealed, die, distance_after)
    event: Event = {
        "type": "volkare_turn", "card": revealed.key if revealed else None, "does": turn.does, "die": die,
        "distance": turn.distance, "portal_closed": turn.portal_closed, "eliminated": list(turn.eliminated),
        "on_portal": turn.on_portal, "target": turn.target, "reach": turn.reach,
    }
    if start is not None:
        event["start_distance"] = start
    if turn.flees is not None:
        unit = v["fearful_units"][turn.flees]
        if unit and unit in state["offer"]:
            event["flees"] = {"slot": turn.flees, "unit": unit}
    if turn.reroll is not None:
        face = state["source"][turn.reroll]
        event["reroll"] = {"die": turn.reroll, "face": _ask(cmd, Request("volkare_reroll", MESSAGES.said("ask_reroll", face=colour_named(face)), DIE_FACES, ref="[S3.1]"))[0]}
    if turn.does == "attack":
        response = _ask(cmd, Request("volkare_response", MESSAGES.said("ask_response", target=turn.target), ("flee", "fight"),
                                     names=(("flee", "flee", "fliehen", "flucht"), ("fight", "fight", "kämpfen", "kampf")), chance=False))[0]
        event["response"] = response
        if response == "flee":
            event["wounds"] = quest.flee_wounds(state["round"])
    if turn.on_portal:
        event["game_end"] = {"reason": "Volkare reached the Portal", "by": NAME, "remaining": [], "pending": ""}
    return event


def _check_walked_away(cmd: Command, was: int, now: int, direction: str) -> None:
    """A walk that leaves him farther from the Portal is possible only on the map: off it he steps 1 space
    closer instead ([S3.1] step 4); the table says which it was."""
    on_map = _ask(cmd, Request("volkare_on_map", MESSAGES.said("ask_on_map", direction=direction_named(direction)), ("yes", "no"),
                               names=YES_NO_NAMES, chance=False, ref="[S3.1]"))[0]
    if on_map == "no":
        raise RuleViolation(MESSAGES.said("walk_not_away", distance=now), MESSAGES.said("walk_not_away_why", was=was),
                            MESSAGES.said("walk_not_away_hint", closer=max(0, was - 1)), ref="[S3.1]")


def _track(state: LegionGameState, v: VolkareState, distance: int) -> quest.Track:
    """His track now (``distance``: to the Portal, as counted)."""
    # a hero still on the Portal: never left it, or set aside there (no position), as the base game reads it (AMBIG-32)
    on_portal = tuple(p["name"] for p in state["players"] if not p["dummy"] and not p.get("eliminated")
                      and (p["position"] is None or p["position"].get("site") == "portal"))
    fearful = tuple((mark, unit if unit in state["offer"] else "") for mark, unit in zip(v["fearful"], v["fearful_units"]))
    return quest.Track(
        distance, v["portal_open"], state["time"] == "day", tuple(state["source"]), fearful, (), on_portal, dict(v["paths"]),
        announced=state["round_end"] is not None and not settings().volkare_last_turn,
    )


def _near(state: LegionGameState, cmd: Command, revealed: quest.Card) -> list[quest.Near]:
    """For a red card: how far each hero is from Volkare (the table counts on its map)."""
    reach = 2 if revealed.kind == "spell" else 1
    options = tuple(str(d) for d in range(1, reach + 1)) + ("far",)
    near = []
    real = [p for p in state["players"] if not p["dummy"] and not p.get("eliminated")]
    for p in real:
        answer = _ask(cmd, Request(f"volkare_near_{p['name']}", MESSAGES.said("ask_near", name=p["name"]),
                                   options, names=tuple((o, o, "weit" if o == "far" else o) for o in options), kind="count"))[0]
        if answer != "far":
            near.append(quest.Near(p["name"], p["fame"], state["order"].index(p["name"]), int(answer)))
    return near


# ---------------------------------------------------------------- after every event


def after_event(state: LegionGameState, event: Event, advance: Callable[[State, str], None]) -> None:
    """Keep Volkare's part of the state (and the variants) in step with the game; `advance(state, name)` ends a turn."""
    variants_in_game.after_event(state, event)
    sites_in_game.after_event(state, event)  # Maze and Labyrinth ([07.3])
    skills_in_game.after_event(state, event)  # cooperative skills' expiry (A-SKEXP)
    camp.after_event(state, event)  # [V1] Volkare's Camp: its assault and Pursuit
    banners.after_event(state, event)  # the Banner of Fortitude on its unit, the round it was used ([06.3])
    if event.get("familiars_upkeep"):  # Magic Familiars at a round start ([01])
        from mkref.games.mage_knight.volkare.units_in_game import apply_upkeep

        apply_upkeep(state, event["familiars_upkeep"])
    v = state.get("volkare")
    if v is None:
        return
    kind = event["type"]
    if kind == "prepared":
        offer = list(event["offer"])
        v["fearful_units"] = (offer + [""] * len(v["fearful"]))[: len(v["fearful"])]  # the first units dealt ([01])
    elif kind == "volkare_turn":
        _after_turn(state, v, event, advance)
    elif kind == "combat_started" and event.get("lost_legion"):
        if (combat := state["combat"]) is not None:  # the base has just started it
            legion_combat(combat)["lost_legion"] = event["lost_legion"]
            legion_combat(combat)["player"] = event["player"]
        if event.get("troops"):
            v["troops"] = list(event["troops"])
    elif kind == "combat_ended" and event.get("volkare_fight"):
        _after_fight(state, v, event, advance)
    if not settings().volkare_last_turn:  # [03] R03-4, [S3.2]: no turn for him after an announcement (a setting)
        round_end = state["round_end"]
        if round_end is not None and NAME in round_end["remaining"]:
            round_end["remaining"].remove(NAME)
        active = _active(state)
        if active is not None and is_volkare(active) and state.get("round_end") is not None:
            advance(state, NAME)
    for _ in state["order"]:  # a hero eliminated by the closing Portal takes no more turns ([S3])
        active = _active(state)
        if active is None or not active.get("eliminated") or state.get("game_end") is not None:
            break
        advance(state, active["name"])
        if _active(state) is active:
            break


def _after_turn(state: LegionGameState, v: VolkareState, e: Event, advance: Callable[[State, str], None]) -> None:
    if e.get("start_distance") is not None:
        v["distance"] = e["start_distance"]
    if e["card"]:
        kind, _, colour = e["card"].partition(":")
        v["deck"] = quest.draw(v["deck"], quest.Card(kind, colour))
    v["distance"] = e.get("distance", v["distance"])
    # the turn event's keys of VolkareTurn, in the event's order ("distance" only when counted)
    v["last"] = cast(VolkareTurn, {k: e[k] for k in ("card", "does", "target", "distance", "die", "reach") if k in e})
    if e.get("reroll"):
        state["source"][e["reroll"]["die"]] = e["reroll"]["face"]
    if e.get("flees"):
        state["offer"].remove(e["flees"]["unit"])
        v["fearful_units"][e["flees"]["slot"]] = ""
    if e["portal_closed"]:
        v["portal_open"] = False
        for name in e["eliminated"]:
            next(p for p in state["players"] if p["name"] == name)["eliminated"] = True
        v["eliminated"] = v["eliminated"] + list(e["eliminated"])
        if e["eliminated"] and all(p.get("eliminated") for p in state["players"] if not p["dummy"]):
            v["all_eliminated"] = True  # nobody is left to stop him: the players lose ([S3], I-42)
            state["game_end"] = {"reason": "every hero was eliminated by the closing Portal", "by": NAME, "remaining": [], "pending": ""}
    if e["on_portal"]:
        v["on_portal"] = True
        state["game_end"] = e["game_end"]
    if e.get("response") == "flee":
        next(p for p in state["players"] if p["name"] == e["target"])["wounds"] += e["wounds"]
    if e.get("response") == "fight":
        v["attack"] = {"target": e["target"]}
        turn_of(state)["player"] = e["target"]  # the attacked hero fights now, partially committed ([13.3])
        return
    advance(state, NAME)


def _after_fight(state: LegionGameState, v: VolkareState, e: Event, advance: Callable[[State, str], None]) -> None:
    left = list(v["troops"])
    for enemy in e["defeated"]:
        if enemy in left:
            left.remove(enemy)
    v["troops"] = left  # I-22: defeated troops are discarded, the others stay in his army
    if e["volkare_defeated"]:
        v["defeated"] = True
        # the game ends when the turn in which he fell is over (I-42)
        whose_turn = turn_of(state)["player"] if v["attack"] is None else NAME
        state["game_end"] = {"reason": "Volkare is defeated", "by": e["player"], "remaining": [whose_turn], "pending": ""}
    if v["attack"] is not None:
        v["attack"] = None
        turn_of(state)["player"] = NAME
        advance(state, NAME)


# ---------------------------------------------------------------- what the table reads


def label(e: Mapping[str, Any], lang: str = "en") -> str:
    """One line for the log: what his card made him do."""
    say = MESSAGES.text
    card = e["card"] or ""
    kind, _, colour = card.partition(":")
    name = tracker._card_name(kind, colour, lang) if card else say("card_none", lang)
    if e["does"] == "walk":
        return say("log_walk", lang, card=name, distance=e["distance"])
    if e["does"] == "rest":
        return say("log_rest", lang, card=name, die=colour_named(e["die"]).in_lang(lang))
    if e["does"] == "attack":
        return say("log_attack", lang, card=name, target=e["target"], reach=e["reach"])
    if e["does"] == "overview":
        return say("log_overview", lang, card=name)
    return say("log_nothing", lang, card=name)


def describe(e: Event, lang: str = "en") -> list[str]:
    """The consequences to carry out at the table, one line each."""
    say = MESSAGES.text
    lines = []
    if e.get("reroll"):
        lines.append(say("log_reroll", lang, die=e["reroll"]["die"] + 1, face=colour_named(e["reroll"]["face"]).in_lang(lang)))
    if e.get("flees"):
        lines.append(say("log_flees", lang, unit=e["flees"]["unit"]))
    if e["portal_closed"]:
        lines.append(say("log_portal", lang, names=", ".join(e["eliminated"]) or "-"))
    if e.get("response") == "flee":
        lines.append(say("log_fled", lang, target=e["target"], wounds=e["wounds"]))
    if e.get("response") == "fight":
        lines.append(say("log_fight", lang, target=e["target"]))
    if e["on_portal"]:
        lines.append(say("log_on_portal", lang))
    return ["  " + line for line in lines]


# ---------------------------------------------------------------- status and the end


def status_lines(state: LegionGameState, lang: str = "en") -> list[str]:
    v = state.get("volkare")
    if v is None:
        return []
    say = MESSAGES.text
    if v["defeated"]:
        troops = say("troops_none", lang)
    else:
        troops = ", ".join(v["troops"]) or say("troops_hidden", lang, count=sum(v["army"].values()))
    key = "status_track" if v["distance"] is not None else "status_track_uncounted" if v["scenario"] == "volkares_quest" else "status_overview"
    lines = [say(key, lang, distance=v["distance"], cards=tracker.cards_left(v), level=v["level"], troops=troops)]
    if not v["portal_open"]:
        lines.append(say("status_portal_closed", lang))
    if v["last"]:
        lines.append(say("status_last", lang, what=label(v["last"], lang)))
    lines += tracker.plan_lines(v["deck"], v["paths"], lang)
    if v["defeated"]:
        lines.append(say("status_defeated", lang))
    if state["phase"] == "game_over":
        real = [p for p in state["players"] if not p["dummy"]]
        result = final_score(state, min((p["fame"] for p in real), default=0))
        lines.append(say(f"result_{result['outcome'] or 'open'}", lang, score=result["score"], base=result["base"], cards=result["cards_left"]))
    return lines


def status_data(state: LegionGameState) -> dict[str, Any]:
    """`status` data: his distance, deck, troops, the lines to show in both languages, and the result at the end."""
    v = volkare_of(state)
    real = [p for p in state["players"] if not p["dummy"]]
    base = min((p["fame"] for p in real), default=0)  # the team's lowest Fame ([S3]; achievements: mkref score)
    return {
        "distance": v["distance"], "portal_open": v["portal_open"], "cards_left": tracker.cards_left(v), "troops": list(v["troops"]),
        "defeated": v["defeated"], "on_portal": v["on_portal"], "result": final_score(state, base),
        "combat_level": v["combat_level"], "race_level": v["race_level"],
        "lines": {"en": status_lines(state, "en"), "de": status_lines(state, "de")},
    }


def final_score(state: LegionGameState, base: int) -> dict[str, Any]:
    """Volkare's Quest: won or lost (I-42) and the team's score ([S3]; volkare.toml [score])."""
    v = volkare_of(state)
    outcome = tracker.quest_over(v, state["round"], state["phase"] == "game_over")
    cities = sum(1 for c in state["cities"].values() if c.get("conquered"))
    return {"outcome": outcome, "base": base, "score": tracker.quest_score(v, base, cities), "cards_left": tracker.cards_left(v)}


__all__ = ["challenged_across_walls", "fight_engine", "fight_result", "keys_of", "start_fight", "wall_keys", "wall_word"]
