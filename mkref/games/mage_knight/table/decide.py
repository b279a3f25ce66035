"""`decide`: check one command of a tracked Mage Knight game against the rules and return its events.

Never changes the state. A refusal raises `RuleViolation` (with the page), `InvalidInput` or
`UnknownName`; a roll or draw the command needs raises `NeedAnswer` (see mkref.core.chance).

Why one module of about 1100 lines: it is one function per command of the round (prepare, tactics,
turns, actions, buying, levels, the end of the game), each short, all reading the same state helpers;
the map (map/in_game.py) and combat (combat/in_game.py) already decide their own commands. Splitting
the rest by command would scatter the round's order over many files.
"""

from __future__ import annotations

from typing import Any

from mkref.core.chance import NeedAnswer, Request
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.core.names import fold
from mkref.core.messages import Named
from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.messages import word as catalogue_word
from mkref.games.mage_knight.table import monastery, rules, variants
from mkref.games.mage_knight.table.state import State, active, by_players, player, scenario_setup
from mkref.games.mage_knight.table.shown_names import action_named, end_reason_named

_no = MESSAGES.said  # a refusal's sentence: English as written, German at a German table (mage_knight/messages/refusals.py)


def _colour(face: str) -> Named:
    return Named(face, catalogue_word("colour", face, "de"))


def _site(site: str) -> Named:
    names = gd.sites()[site]["name"]
    return Named(names["en"], names.get("de", ""))


def _terrain(terrain: str) -> Named:
    names = gd.facts()["terrain"][terrain]["name"]
    return Named(names["en"], names.get("de", ""))


def _doing(what: str) -> Named:
    """What a resting player may not do ('move', 'fight', ...), for a refusal in either language."""
    return Named(what, catalogue_word("doing", what.replace(" ", "_"), "de"))


def _unit(unit: str) -> Named:
    names = gd.unit_table()[unit].name
    return Named(names.en, names.de)

Events = list[dict[str, Any]]
FACES = ("red", "blue", "white", "green", "gold", "black")
_COLOUR_WORDS = {
    "red": "red", "rot": "red", "blue": "blue", "blau": "blue", "white": "white", "weiss": "white",
    "green": "green", "gruen": "green", "grun": "green", "gold": "gold", "black": "black", "schwarz": "black",
}


def colour(word: str, allowed: tuple[str, ...] = FACES) -> str:
    c = _COLOUR_WORDS.get(fold(word))
    if c is None or c not in allowed:
        raise InvalidInput(_no("no.not_colour", word=word), hint=_no("no.use_one_of", options=", ".join(allowed)))
    return c


def number(word: str, what: str = "a number") -> int:
    try:
        return int(word)
    except ValueError:
        raise InvalidInput(_no("no.is_not", word=word, what=what)) from None


def ask(command: Command, request: Request) -> list[str]:
    """The answer to ``request`` when the table gave it, else NeedAnswer (MageKnight.decide adds the names)."""
    if request.key not in command.answers:
        raise NeedAnswer(request)
    return command.answers[request.key]


def _setup(state: State) -> dict[str, Any]:
    return dict(gd.scenarios()[state["scenario"]]["setup"])


def _real(state: State) -> list[dict[str, Any]]:
    return [p for p in state["players"] if not p["dummy"]]


def _dummy(state: State) -> dict[str, Any] | None:
    return next((p for p in state["players"] if p["dummy"] and not p.get("volkare")), None)


# -- round preparation (p. 4 §2; set-up p. 3) --------------------------------------------------------
def prepare(state: State, command: Command) -> Events:
    if state["phase"] == "game_over":
        raise RuleViolation(_no("no.the_game_is_over"), _no("no.it_ended", why=end_reason_named(state["ended"])), _no("no.score_it_with_mkref_score"), ref="p. 4")
    if state["phase"] not in ("prepare", "round_over"):
        raise RuleViolation(_no("no.the_round_is_still_running"), _no("no.a_new_round_is_prepared_only"), ref="p. 4")
    sset = _setup(state)
    new_round = state["phase"] == "round_over"
    rnd = state["round"] + 1 if new_round else 1
    event: dict[str, Any] = {"type": "prepared", "round": rnd, "new_round": new_round}
    dark = bool(state.get("darkness"))
    if new_round and variants.has(state, "darkness_approaches") and not dark:  # Darkness Approaches! (p. 16)
        k = int(variants.variants()["darkness_approaches"]["darkness_dice"])
        dice = ask(command, Request("darkness", _no("prompt.darkness", k=k), FACES, k))
        event["darkness_dice"] = list(dice)
        dark = "black" in dice
        event["darkness"] = dark
    time = variants.round_time(dict(state, darkness=dark), rnd, rules.round_time(rnd)) if new_round else state["time"]
    event["time"] = time
    if new_round:
        event["ended_time"] = state["time"]
    if new_round and variants.respawn_rule(state) and state.get("cleared"):
        event["respawns"] = variants.respawns(state, command.answers)
    # the Source: real players + 2 (+1 in Blitz) dice, re-rolled until half show a basic colour
    n = rules.source_size(state["real_players"], int(sset.get("extra_dice", 0)))
    faces = ask(command, Request("source", _no("prompt.source", n=n), FACES, n))
    tries = 0
    night_start = not new_round and variants.has(state, "arrival_at_night")  # no gold, no black (recommended, p. 16)
    while not rules.source_ok(faces) or (night_start and any(f in ("gold", "black") for f in faces)):
        tries += 1
        bad = [i for i, f in enumerate(faces) if f in ("gold", "black")]
        again = ask(command, Request(f"source_reroll_{tries}", _no("prompt.reroll_source", n=len(bad)), FACES, len(bad)))
        faces = list(faces)
        for i, f in zip(bad, again, strict=True):
            faces[i] = f
    event["source"] = list(faces)
    # the unit offer: real players + 2 (+1 in Blitz); regular only before a core tile is revealed
    size = state["real_players"] + int(gd.facts()["units"]["offer_extra"]) + int(sset.get("extra_units", 0))
    core_seen = state["revealed"]["core"] + state["revealed"]["city"] > 0
    elite_ok = bool(sset.get("elite_units", True)) and rnd >= int(by_players(sset.get("elite_from_round"), state["real_players"], 1))
    ranks = rules.unit_offer_ranks(size, core_seen, elite_ok)
    decks = {k: dict(v) for k, v in state["decks"].items()}
    for uid in state["offer"]:
        rank = "regular" if uid in decks["regular"] else "elite"
        decks[rank][uid] = decks[rank].get(uid, 0) + 1
    dealt: dict[str, list[str]] = {}
    for rank in ("elite", "regular"):
        k = ranks.count(rank)
        if not k:
            continue
        pile = {u: c for u, c in decks[rank].items() if c > 0}
        names = tuple(pile)
        dealt[rank] = list(ask(command, Request(f"units_{rank}", _no("prompt.unit_offer", k=k, rank=Named(rank, {"regular": "normal", "elite": "Elite"}.get(rank, rank))), names, k, tuple(pile.values()))))
    event["offer"] = [dealt[rank].pop(0) for rank in ranks]  # in the order dealt: Elite, Regular, Elite, ...
    event["returned"] = list(state["offer"])
    event["offer_aas"] = state["monasteries"]  # 1 Advanced Action per unburned monastery (p. 4 §2c)
    # named by the table as they come up; the old ones go under the Advanced Action deck
    added = monastery.ask_added(state, command, "offer_aa_cards", state["monasteries"])
    if added:
        event["offer_aa_cards"] = added
    dummy = _dummy(state)
    removed: list[str] = []
    rule = tactic_rule(state)
    if new_round:
        used = [p["tactic"] for p in state["players"] if p["tactic"]]
        if rule == "solo":
            removed = used  # both used tactics leave the game (p. 19)
        elif rule == "coop" and state["round"] < state["round_limit"] - 1:
            real_used = [p["tactic"] for p in _real(state) if p["tactic"]]
            if real_used:
                removed = ask(command, Request("tactic_removed", _no("prompt.tactic_the_players_remove_from_the"), tuple(real_used), chance=False))
        if dummy is not None:
            event["dummy_aa"] = ask(command, Request("dummy_aa", _no("prompt.colour_of_the_lowest_advanced_action"), rules.COLOURS, kind="count"))[0]
            event["dummy_spell"] = ask(command, Request("dummy_spell", _no("prompt.colour_of_the_lowest_spell_the"), rules.COLOURS, kind="count"))[0]
    if new_round and sset.get("end") == "portal" and state["round"] == 1:
        event["eliminated"] = [p["name"] for p in _real(state) if on_portal(state, p)]  # the Portal closes (p. 22, AMBIG-32)
    if new_round and sset.get("end") == "druid_chants" and state["time"] == "night":
        event["clear_glades"] = True
    mines: dict[str, dict[str, int]] = {}
    for p in _real(state):  # Mines Liberation: 1 crystal per liberated mine at the start of each Day and Night (p. 20)
        have = dict(p["crystals"])
        for c in p.get("mines", []):
            change, _ = rules.gain_crystal(have, c)
            if change:
                have[c] += 1
                mines.setdefault(p["name"], {})[c] = mines.get(p["name"], {}).get(c, 0) + 1
    if mines:
        event["mine_crystals"] = mines
    if new_round and "lost_legion" in state.get("expansions", ()):
        from mkref.games.mage_knight.volkare import units_in_game  # Magic Familiars' upkeep ([01], [06.2])

        upkeep = units_in_game.familiars_upkeep(state, command)
        if upkeep:
            event["familiars_upkeep"] = upkeep
    event["tactics_removed"] = removed
    real_names = [(p["name"], p["fame"], state["column"].index(p["name"])) for p in _real(state) if not p.get("eliminated")]
    event["choosers"] = rules.tactic_choice_order(real_names)
    if not new_round and variants.has(state, "hero_auction"):  # round 1: reverse order of the hero choice, whatever the Fame (p. 16)
        event["choosers"] = [name for name in reversed(state["column"]) if name in event["choosers"]]
    if state.get("volkare") is not None:
        event["choosers"].append("Volkare")  # he draws at random after the players ([02])
    if dummy is not None:
        if rule == "coop":
            left = [t.id for t in gd.tactics_for(time) if t.id not in state["tactics_removed"] + removed]
            event["dummy_tactic"] = ask(command, Request("dummy_tactic", _no("prompt.the_dummy_s_tactic_drawn_at_2"), tuple(left)))[0]
        else:
            event["choosers"].append("Dummy")  # solo: the player chooses first, then the dummy at random (p. 19)
    gone = [{"type": "map_hero_placed", "player": name, "space": ""} for name in event.get("eliminated", []) if state.get("map") is not None]
    # an eliminated hero's figure leaves the map (p. 22)
    if new_round and state.get("cards"):  # every deed card shuffled into a new deck, a new hand (p. 4 §2g)
        from mkref.games.mage_knight.cards import table as cards_table

        extra = cards_table.new_round_offers(state, command)
        for p in _real(state):
            limit = rules.hand_limit(p["hand_limit"], *_site_hand_bonus(state, p), planning=False)
            extra += cards_table.deeds_event(state, p, cards_table.new_round_deeds(state, p, limit), when="round")
        return [event, *gone, *extra]
    return [event, *gone]


def tactic_rule(state: State) -> str:
    """standard, solo or coop; a solo game with a dummy uses the Solo Conquest rule (p. 18: First Reconnaissance solo)."""
    rule = str(_setup(state).get("tactics", "standard"))
    if rule == "standard" and _dummy(state) is not None:
        return "solo"
    return rule


# -- tactics (p. 4 §3) -------------------------------------------------------------------------------
def tactic(state: State, command: Command) -> Events:
    if state["phase"] != "tactics":
        raise RuleViolation(_no("no.tactics_are_chosen_at_the_start"), _no("no.now_phase", phase=state["phase"]), ref="p. 4")
    chooser = state["choosers"][0]
    if chooser == "Dummy":
        raise RuleViolation(_no("no.it_is_the_dummy_s_pick"), _no("no.type_dummy_to_draw_its_tactic"), ref="p. 19")
    if chooser == "Volkare":
        raise RuleViolation(_no("no.it_is_volkare_s_pick"), _no("no.type_volkare_to_draw_his_tactic"), ref="[02]")
    if not command.args:
        raise InvalidInput(_no("no.which_tactic"), hint=_no("no.type_its_number_or_name_e"))
    word = " ".join(command.args)
    # a tactic may be named by its chooser: "tactic Anna 3"
    names = {fold(p["name"]): p["name"] for p in _real(state)}
    if len(command.args) > 1 and fold(command.args[0]) in names:
        who = names[fold(command.args[0])]
        if who != chooser:
            raise RuleViolation(_no("no.next_chooser", chooser=chooser, who=who), _no("no.lowest_fame_chooses_first_on_a"), ref="p. 4")
        word = " ".join(command.args[1:])
    ident = _tactic_id(state, word)
    if ident not in state["tactics_available"]:
        raise RuleViolation(_no("no.tactic_gone", tactic=Named(gd.tactics()[ident].en, gd.tactics()[ident].de)), _no("no.it_was_taken_or_removed"), ref="p. 4")
    event: dict[str, Any] = {"type": "tactic", "player": chooser, "tactic": ident}
    rest = [c for c in state["choosers"][1:]]
    if rest == ["Dummy"]:
        left = tuple(t for t in state["tactics_available"] if t != ident)
        event["dummy_tactic"] = ask(command, Request("dummy_tactic", _no("prompt.the_dummy_s_tactic_drawn_at"), left))[0]
    if state.get("cards"):  # Great Start draws its cards when chosen
        from mkref.games.mage_knight.cards import table as cards_table

        return [event, *cards_table.tactic_deeds(state, chooser, ident, command)]
    return [event]


def _tactic_id(state: State, word: str) -> str:
    for t in gd.tactics_for(state["time"]):
        if fold(word) in (str(t.number), fold(t.id), fold(t.en), fold(t.de)):
            return t.id
    options = [f"{t.number} {t.en}" for t in gd.tactics_for(state["time"]) if t.id in state["tactics_available"]]
    raise InvalidInput(_no("no.no_tactic", time=Named(state["time"], {"day": "Tag", "night": "Nacht"}[state["time"]]), word=word), hint=_no("no.available", options=", ".join(options)))


# -- whose turn --------------------------------------------------------------------------------------
def _turn_player(state: State, dummy_ok: bool = False) -> dict[str, Any]:
    p = active(state)
    if p is None:
        what = {"prepare": _no("no.prepare_first"), "tactics": _no("no.tactics_first", name=state["choosers"][0] if state["choosers"] else ""),
                "round_over": _no("no.round_over"), "game_over": _no("no.game_over_why", why=end_reason_named(state["ended"]))}
        raise RuleViolation(_no("no.no_turn_is_running"), what.get(state["phase"], str(state["phase"])), ref="p. 4")
    if p.get("volkare"):
        raise RuleViolation(_no("no.it_is_volkare_s_turn"), _no("no.type_volkare_to_reveal_his_card"), ref="[S3.1]")
    if p["dummy"] and not dummy_ok:
        raise RuleViolation(_no("no.it_is_the_dummy_s_turn"), _no("no.type_dummy_to_reveal_its_cards"), ref="p. 15")
    return p


def _no_combat(state: State) -> None:
    if state["combat"] is not None:
        raise RuleViolation(_no("no.a_combat_is_running"), _no("no.finish_it_first_attack_block_damage"), ref="p. 8")


def _normal_turn(state: State, what: str) -> dict[str, Any]:
    p = _turn_player(state)
    _no_combat(state)
    cur = state["cur"]
    if cur["mode"] == "rest":
        raise RuleViolation(_no("no.resting", what=_doing(what)), _no("no.a_rest_allows_no_movement_combat"), ref="p. 6")
    return p


# -- points played as values ("7 move") -------------------------------------------------------------
_KINDS = {"move": "move", "bewegung": "move", "influence": "influence", "einfluss": "influence", "heal": "heal", "heilung": "heal", "healing": "heal"}


def play(state: State, command: Command) -> Events:
    p = _turn_player(state)
    if state.get("cards"):
        from mkref.games.mage_knight.cards import table as cards_table

        played = cards_table.decide_play(state, command)  # a card by name (issue 16); None: points by value
        if played is not None:
            return played
    else:
        from mkref.games.mage_knight.cards import table as cards_table

        cards_table.refuse_untracked(state, command.args)  # a card by name needs --cards
    words = command.args
    if command.name == "play" and len(words) == 2 and not words[0].lstrip("-").isdecimal():
        words = [words[1], words[0]]
    if len(words) != 2:
        raise InvalidInput(_no("no.say_what_was_played_as_a"), hint=_no("no.for_example_play_7_move_play"))
    amount = number(words[0], "a number of points")
    kind = _KINDS.get(fold(words[1]))
    if kind is None:
        raise InvalidInput(_no("no.not_points", word=words[1]), hint=_no("no.attack_and_block_values_go_into"))
    if amount < 1:
        raise InvalidInput(_no("no.points_start_at_1"))
    cur = state["cur"]
    if kind == "move":
        _normal_turn(state, "move")
        if cur["action"]:
            raise RuleViolation(_no("no.move_points_come_too_late"), _no("no.all_movement_happens_before_the_action"), ref="p. 6")
    if kind == "heal" and state["combat"] is not None:
        raise RuleViolation(_no("no.no_healing_during_combat"), _no("no.heal_before_or_after_it"), ref="p. 11")
    if kind == "influence" and state["combat"] is not None:
        raise RuleViolation(_no("no.a_combat_is_running"), _no("no.influence_belongs_to_an_interaction_not"), ref="p. 8")
    if kind == "influence" and cur["mode"] == "rest":
        raise RuleViolation(_no("no.influence_cannot_be_used_while_resting"), _no("no.a_rest_allows_no_interaction"), ref="p. 6")
    del p
    events: Events = [{"type": "points", "kind": kind, "amount": amount}]
    if state.get("cards"):  # the cards are tracked, but points told by value are taken as told
        from mkref.games.mage_knight.cards import table as cards_table

        # the note keeps what it says (`by_value`), so each table reads it in its own language (texts.py)
        events.append({"type": "note", "text": cards_table.by_value_note(kind, amount), "by_value": {"kind": kind, "amount": amount}})
    return events


# -- movement (p. 7, A-1) ----------------------------------------------------------------------------
def _card_cost(state: State, terrain: str, site: str) -> int:
    """The step cost, changed by the terrain effects of cards played this turn (p. 7 §7)."""
    changes = (state["cur"] or {}).get("terrain") if state.get("cards") else None
    if not changes or site == "city":
        return rules.step_cost(terrain, state["time"], site)
    from mkref.games.mage_knight.cards import table as cards_table

    try:
        base: int | None = rules.step_cost(terrain, state["time"], site)
    except RuleViolation:
        base = None
    cost = cards_table.step_cost(changes, terrain, base)
    return rules.step_cost(terrain, state["time"], site) if cost is None else cost



def _enemy_names(idents: list[str]) -> str:
    """Enemies put into a refusal: by id in English (as always), by German name at a German table."""
    from mkref.core.messages import Named
    from mkref.games.mage_knight.data.components import enemies

    known = enemies()
    return Named(", ".join(idents), ", ".join(known[i].name.de or known[i].name.en if i in known else i for i in idents))


def _place_names(idents: list[str]) -> str:
    """Terrains and sites offered by did-you-mean: by id in English (as always), by German name at a German table."""
    from mkref.core.messages import Named

    def german(ident: str) -> str:
        entry = gd.facts()["terrain"].get(ident)
        if not isinstance(entry, dict):
            entry = gd.sites().get(ident, {})
        return str(entry.get("name", {}).get("de") or ident)

    return Named(", ".join(idents), ", ".join(german(i) for i in idents))


def parse_steps(state: State, words: list[str]) -> list[dict[str, str]]:
    steps: list[dict[str, str]] = []
    for word in words:
        head, _, owner = word.partition(":")
        terrain = gd.terrain_names().find(head)
        if terrain is not None:
            steps.append({"terrain": terrain, "site": "", "owner": ""})
            continue
        site = gd.site_names().find(head)
        if site is None:
            hits = gd.terrain_names().close(head) + gd.site_names().close(head)
            raise InvalidInput(_no("no.not_terrain", word=word), hint=_no("no.did_you_mean", names=_place_names(hits)) if hits else _no("no.example_move_village"))
        if not steps:
            raise InvalidInput(_no("no.terrain_first", word=word), hint=_no("no.for_example_move_plains_keep"))
        steps[-1]["site"] = site
        steps[-1]["owner"] = _owner(state, site, owner)
    if not steps:
        raise InvalidInput(_no("no.name_the_terrain_of_each_space"), hint=_no("no.for_example_move_hills_forest_village"))
    return steps


def _owner(state: State, site: str, word: str) -> str:
    if not word:
        return ""
    if site in ("city", "crystal_mine"):
        return colour(word, rules.COLOURS)
    key = fold(word)
    if key in ("conquered", "erobert", "burned", "burnt", "niedergebrannt", "mine", "own"):
        return {"burnt": "burned", "niedergebrannt": "burned", "erobert": "conquered", "own": "me", "mine": "me"}.get(key, key)
    for p in state["players"]:
        if fold(p["name"]) == key:
            return str(p["name"])
    raise InvalidInput(_no("no.not_owner", word=word), hint=_no("no.for_example_keep_anna_tower_conquered"))


def _owned_by(pos: dict[str, str], who: str) -> bool:
    return pos.get("owner") in (who, "me")


def site_conquered(state: State, pos: dict[str, str]) -> bool:
    site = pos.get("site", "")
    if site == "city":
        city = state["cities"].get(main_city(state, pos.get("owner", "")))
        rule = _setup(state).get("city_rule", "normal")
        return rule in ("friendly",) or bool(city and city["conquered"])
    return bool(pos.get("owner"))


def megalopolis_colours(state: State, colour: str) -> tuple[str, ...]:
    """The colours of the city a colour belongs to (two for a Megalopolis, p. 18)."""
    main = main_city(state, colour)
    return tuple(c for c in (main, state["cities"].get(main, {}).get("partner", "")) if c)


def main_city(state: State, colour: str) -> str:
    """The city a colour belongs to: the second city of a Megalopolis is part of the first (p. 18)."""
    return next((main for main, info in state["cities"].items() if info.get("partner") == colour), colour)


def move(state: State, command: Command) -> Events:
    p = _normal_turn(state, "move")
    cur = state["cur"]
    if cur["action"]:
        raise RuleViolation(_no("no.no_moving_after_the_action"), _no("no.movement_and_exploring_come_before_the"), ref="p. 6")
    from mkref.games.mage_knight.map import in_game as map_game

    if map_game.enabled(state):
        return map_game.move(state, command, p["name"], cur["move"])
    steps = parse_steps(state, command.args)
    sset = _setup(state)
    points = cur["move"]
    events: Events = []
    for i, step in enumerate(steps):
        site = step["site"]
        info = gd.sites().get(site, {})
        name = _site(site) if info else site
        if info.get("enterable") is False:
            raise RuleViolation(_no("no.rampaging_space", name=name), _no("no.a_space_with_a_rampaging_enemy"), _no("no.challenge_it_from_an_adjacent_space"), ref="p. 7")
        if site == "city" and sset.get("city_rule") in ("no_entry", "closed"):
            ref = "p. 18" if sset.get("city_rule") == "no_entry" else "p. 22"
            raise RuleViolation(_no("no.cities_cannot_be_entered_in_this"), _no("no.the_city_gates_stay_closed"), ref=ref)
        cost = _card_cost(state, step["terrain"], site)
        if cost > points:
            raise RuleViolation(
                _no("no.move_short", terrain=_terrain(step["terrain"]), site=_no("no.move_short_site", site=name) if site else ""),
                rules.short_of_move(i, _no("no.cost_by_day" if state["time"] == "day" else "no.cost_at_night", cost=cost), cur["move"], cur["move"] - points),
                _no("no.play_more_play_n_move"),
                ref="p. 7",
            )
        points -= cost
        event: dict[str, Any] = {"type": "moved", "player": p["name"], "terrain": step["terrain"], "cost": cost}
        if site:
            event["site"] = site
        if step["owner"]:
            event["owner"] = step["owner"]
        pos = {"site": site, "owner": step["owner"]}
        fortified = info.get("class") == "fortified"
        owned_kinds = ("keep", "mage_tower") if sset.get("towers_like_keeps") else ("keep",)  # Conquer and Hold (p. 22)
        if fortified and not (site_conquered(state, pos) and (site not in owned_kinds or _owned_by(pos, p["name"]))):
            if site in owned_kinds and step["owner"] not in ("", "conquered") and not _owned_by(pos, p["name"]):
                event["assault"] = True  # another player's keep: an assault (p. 8 §1a)
            elif not site_conquered(state, pos):
                event["assault"] = True
        if event.get("assault"):
            event["safe"] = False
            if i != len(steps) - 1:
                raise RuleViolation(_no("no.assault_ends", name=name), _no("no.entering_an_unconquered_fortified_site_is"), ref="p. 7")
        events.append(event)
    return events


# -- exploring (p. 7 §5, A-2) ------------------------------------------------------------------------
def explore(state: State, command: Command) -> Events:
    p = _normal_turn(state, "explore")
    cur = state["cur"]
    if cur["action"]:
        raise RuleViolation(_no("no.no_exploring_after_the_action"), _no("no.movement_and_exploring_come_before_the_2"), ref="p. 6")
    cost = int(gd.facts()["explore"]["cost"])
    if cur["move"] < cost:
        raise RuleViolation(_no("no.not_enough_move_points_to_explore"), _no("no.explore_cost", cost=cost, have=cur["move"]), ref="p. 7")
    sset = _setup(state)
    from mkref.games.mage_knight.map import in_game as map_game

    if map_game.enabled(state):
        info, map_events = map_game.explore(state, command, p["name"], cur["move"])
        if not info.get("tile"):
            return map_events  # the tile went back (AMBIG-22): nothing explored
        mapped: dict[str, Any] = {"type": "explored", "player": p["name"], "tile": info["tile"], "cost": cost}
        if sset.get("fame_per_tile"):
            mapped["fame"] = int(sset["fame_per_tile"])
        if info.get("monasteries"):
            mapped["monasteries"] = int(info["monasteries"])
            mapped["offer_aa_cards"] = monastery.ask_added(state, command, "monastery_aa", mapped["monasteries"], revealed=True)  # p. 7 §5f
        if info.get("city"):
            mapped["city"] = info["city"]
            mapped["level"] = int(info.get("level") or 0)
            if sset.get("end") == "city_revealed" and state["game_end"] is None:
                mapped["game_end"] = _game_end(state, "a city was revealed", p["name"])
        return [*map_events, mapped]
    stack = state["stack"]
    if stack["countryside"] > 0:
        tile = "countryside"  # AMBIG-1: countryside tiles on top, core tiles below (spec §20)
    elif stack["core"] + stack["city"] > 0:
        options = tuple(k for k in ("core", "city") if stack[k] > 0)
        tile = ask(command, Request("tile", _no("prompt.which_core_tile_was_revealed_with"), options, 1, tuple(stack[k] for k in options)))[0]
    else:
        raise RuleViolation(_no("no.the_tile_stack_is_empty"), _no("no.only_set_aside_tiles_touching_3"), ref="p. 7")
    event: dict[str, Any] = {"type": "explored", "player": p["name"], "tile": tile, "cost": cost}
    if sset.get("fame_per_tile"):
        event["fame"] = int(sset["fame_per_tile"])  # First Reconnaissance: +1 Fame per tile (p. 18)
    monasteries = sum(1 for w in command.args if gd.site_names().find(w) == "monastery")
    if monasteries:
        event["monasteries"] = monasteries
        event["offer_aa_cards"] = monastery.ask_added(state, command, "monastery_aa", monasteries, revealed=True)  # p. 7 §5f
    if tile == "city":
        fixed = sset.get("city_colours", [])
        left = tuple(c for c in rules.COLOURS if c not in state["cities"])
        words = [colour(w, rules.COLOURS) for w in command.args if fold(w) in _COLOUR_WORDS]
        if variants.has(state, "random_cities"):  # a random City card, whatever the scenario names (p. 16)
            event["city"] = ask(command, Request("city", _no("prompt.random_city"), left))[0]
        elif fixed:
            event["city"] = fixed[len(state["cities"]) % len(fixed)]
        elif words:
            event["city"] = words[0]
        else:
            event["city"] = ask(command, Request("city", _no("prompt.colour_of_the_revealed_city"), left, kind="count"))[0]  # printed on the tile the table sees
        levels = sset.get("city_levels", [])
        n_cities = int(by_players(sset.get("city_tiles"), state["real_players"]))
        index = len(state["cities"])
        if levels:
            level = levels[min(index, len(levels) - 1)]
            if index == n_cities - 1 and "last_city_level" in sset:
                level = by_players(sset["last_city_level"], state["real_players"])
            event["level"] = int(level)
        if state.get("megalopolis") and index == n_cities - 1:  # the last city is the Megalopolis (p. 18, A-25)
            whole = int(state["megalopolis"])
            others = tuple(c for c in left if c != event["city"])
            event["partner"] = ask(command, Request("megalopolis_city", _no("prompt.megalopolis_city"), others))[0]
            event["level"], event["partner_level"] = (whole + 1) // 2, whole // 2
        if sset.get("end") == "city_revealed" and state["game_end"] is None:
            event["game_end"] = _game_end(state, "a city was revealed", p["name"])
    return [event]


def _game_end(state: State, reason: str, by: str) -> dict[str, Any]:
    """E-LAST-TURN (spec §15.0): everyone gets one last turn, the triggering player included."""
    sset = _setup(state)
    names = [n for n in state["order"] if not (player(state, n)["dummy"] and not sset.get("last_turn_dummy", True))]
    return {"reason": reason, "by": by, "remaining": names, "pending": by}


# -- source dice (p. 5) ------------------------------------------------------------------------------
def die(state: State, command: Command) -> Events:
    _turn_player(state)
    if not command.args:
        raise InvalidInput(_no("no.which_die"), hint=_no("no.for_example_die_red"))
    face = colour(command.args[0])
    extra = any(fold(w) in ("extra", "zusatz") for w in command.args[1:])
    cur = state["cur"]
    if cur["dice_used"] and not extra:
        raise RuleViolation(_no("no.only_one_source_die_per_turn"), _no("no.an_effect_that_allows_more_add"), ref="p. 5")
    if rules.depleted(face, state["time"]):
        raise RuleViolation(_no("no.depleted", face=_colour(face), when=Named("by Day", "am Tag") if state["time"] == "day" else Named("at Night", "in der Nacht")), _no("no.it_cannot_be_used"), ref="p. 5")
    if face == "gold" and state["time"] == "day" and variants.has(state, "mana_friendly"):
        variants.gold_stands_for(state, _gold_for(command.args[1:]))
    for i, f in enumerate(state["source"]):
        if f == face and i not in cur["dice_used"]:
            return [{"type": "die", "index": i, "face": face}]
    raise RuleViolation(_no("no.no_die", face=_colour(face)), _no("no.source_shows", dice=", ".join(state["source"])), ref="p. 5")


def _gold_for(words: list[str]) -> str:
    """'die gold for red': the colour a gold die stands for ('' when not said)."""
    folded = [fold(w) for w in words]
    at = next((i for i, w in enumerate(folded) if w in ("for", "as", "als", "fur", "fuer")), None)
    return colour(words[at + 1], rules.COLOURS) if at is not None and at + 1 < len(words) else ""


# -- interaction (p. 8, A-10) ------------------------------------------------------------------------
def no_action_beside_a_hero(state: State) -> None:
    """A move that ended on another hero's space allows no other action there (interaction, a fight with enemies);
    forced withdrawal follows at the end of the turn (p. 7 §8e). Attacking that hero ('duel', pvp/in_game.py) is
    not refused here: the PvP rules of p. 12 §1 decide it (no Portal/City space, No PvP variant, co-op, ...)."""
    others = state["cur"]["path"][-1].get("others") if state["cur"] else None
    if others:
        variant = variants.has(state, "no_pvp")  # Be nice to each other: no player-vs-player combat (p. 16)
        scenario = gd.scenarios()[state["scenario"]]
        may_duel = not variant and scenario.get("player_combat", True) and not scenario.get("cooperative")
        hint = _no("no.beside_hero_duel", name=others[0]) if may_duel else _no("no.beside_hero_end")
        why = _no("no.beside_hero_why_no_pvp" if variant else "no.beside_hero_why")
        raise RuleViolation(_no("no.beside_hero", names=", ".join(others)), why, hint, ref="p. 7")


def interact(state: State, command: Command) -> Events:
    p = _normal_turn(state, "interact")
    cur = state["cur"]
    no_action_beside_a_hero(state)
    if cur["action"] and cur["action"] != "interact":
        raise RuleViolation(_no("no.only_one_action_per_turn"), _no("no.action_was", action=action_named(cur["action"])), ref="p. 6")
    pos = p["position"] or {}
    site = pos.get("site", "")
    if site not in ("village", "monastery", "keep", "mage_tower", "city", "refugee_camp"):  # refugee camp: The Lost Legion [07.5]
        raise RuleViolation(_no("no.no_locals_to_interact_with_here"), _no("no.interaction_happens_at_villages_monasteries_your"), ref="p. 8")
    if site == "monastery" and pos.get("owner") == "burned":
        raise RuleViolation(_no("no.the_monastery_is_burned_down"), _no("no.it_counts_as_an_empty_space"), ref="p. 10")
    if site == "keep" and not _owned_by(pos, p["name"]):
        raise RuleViolation(_no("no.only_the_owner_may_interact_at"), _no("no.conquer_it_first"), ref="p. 8")
    if site in ("mage_tower", "city") and not site_conquered(state, pos):
        raise RuleViolation(_no("no.not_conquered", site=_site(site)), _no("no.interaction_needs_a_conquered_mage_tower"), ref="p. 8")
    if site == "city" and _setup(state).get("city_rule") in ("no_entry", "closed"):
        raise RuleViolation(_no("no.cities_cannot_be_entered_in_this"), ref="p. 18")
    modifier = rules.reputation_modifier(p["reputation"])
    if modifier is None:
        raise RuleViolation(_no("no.no_interaction_at_reputation_x"), _no("no.your_shield_is_on_the_x"), ref="p. 8")
    event: dict[str, Any] = {"type": "interaction", "player": p["name"], "site": site, "modifier": 0, "city_bonus": 0}
    if not cur["modifier_applied"]:
        event["modifier"] = modifier  # once per turn, at the start of the interaction (p. 8 §2a, §5a)
        if site == "city":
            city = state["cities"].get(main_city(state, pos.get("owner", "")), {"shields": []})
            event["city_bonus"] = city["shields"].count(p["name"])  # +1 per own shield on the City card (p. 8 §3a)
    return [event]


def _interaction_site(state: State) -> tuple[dict[str, Any], str, str]:
    p = _normal_turn(state, "buy")
    cur = state["cur"]
    if cur["action"] != "interact":
        raise RuleViolation(_no("no.buying_needs_an_interaction"), _no("no.type_interact_first_it_is_this"), ref="p. 8")
    pos = p["position"] or {}
    return p, cur["interaction"], pos.get("owner", "")


def _recruit_symbols_sure(unit: str) -> bool:
    """The unit's recruit symbols in the rules data are printed or agreed by several sources; otherwise the
    card the table reads decides (README "Rules data": a value below consensus never overrules the table)."""
    from mkref.core.rulesdata import sure_enough

    return sure_enough("mage-knight", "units.toml", f"units.{unit}.recruit_at")


def _pay(state: State, cost: int, what: str) -> None:
    have = state["cur"]["influence"]
    if have < cost:
        raise RuleViolation(_no("no.no_influence", what=what), _no("no.costs", cost=cost, have=have), _no("no.play_more_play_n_influence"), ref="p. 8")


def _card_bought(state: State, command: Command, item: str, from_unit_offer: bool = False) -> Events:
    """With the cards tracked, the card named after the item (`buy spell fireball`) joins the deed deck (issue 16)."""
    if not state.get("cards") or len(command.args) < 2:
        return []
    from mkref.games.mage_knight.cards import table as cards_table

    return cards_table.decide_buy(state, command, item, from_unit_offer)


def buy(state: State, command: Command) -> Events:
    p, site, owner = _interaction_site(state)
    if not command.args:
        raise InvalidInput(_no("no.buy_what"), hint=_no("no.heal_n_aa_spell_artifact_elite_2"))
    item = fold(command.args[0])
    city = owner if site == "city" else ""
    if city and _sells(item) in megalopolis_colours(state, city):
        city = _sells(item)  # a Megalopolis sells what both its cities sell, from either part (p. 18)
    if item in ("heal", "healing", "heilung", "heilen"):
        count = number(command.args[1]) if len(command.args) > 1 else 1
        if site not in ("village", "monastery"):
            raise RuleViolation(_no("no.healing_is_sold_only_in_villages"), ref="p. 8")
        each = rules.price("village_heal" if site == "village" else "monastery_heal")
        _pay(state, each * count, _no("buy.heal", count=count))
        return [{"type": "bought", "item": "heal", "count": count, "cost": each * count}]
    if item in ("aa", "advanced_action", "advanced", "fortgeschrittene_aktion", "fa"):
        if site == "monastery":
            if state["offer_aas"] <= 0:
                raise RuleViolation(_no("no.no_advanced_action_in_the_unit"), _no("no.a_monastery_sells_only_advanced_actions"), ref="p. 8")
            card = monastery.card_bought(state, command)  # one lying in the unit offer, not the Advanced Action offer (p. 8 §4c)
            _pay(state, rules.price("monastery_advanced_action"), _no("buy.advanced_action"))
            event: dict[str, Any] = {"type": "bought", "item": "advanced_action", "cost": rules.price("monastery_advanced_action"), "from_offer_aas": True}
            if card:
                event["card"] = card
            return [event, *_card_bought(state, monastery.with_card(command, card), "aa", from_unit_offer=True)]
        if city == "green":
            _pay(state, rules.price("green_city_advanced_action"), _no("buy.advanced_action"))  # AMBIG-2 [EXT]
            return [{"type": "bought", "item": "advanced_action", "cost": rules.price("green_city_advanced_action")}, *_card_bought(state, command, "aa")]
        raise RuleViolation(_no("no.advanced_actions_are_sold_in_monasteries"), ref="p. 8")
    if item in ("spell", "zauber"):
        if site != "mage_tower" and city != "blue":
            raise RuleViolation(_no("no.spells_are_sold_in_conquered_mage"), ref="p. 8")
        _pay(state, rules.price("spell"), _no("buy.spell"))
        spell: dict[str, Any] = {"type": "bought", "item": "spell", "cost": rules.price("spell"), "note": "pay 1 mana of the spell's colour too"}
        return [spell, *_card_bought(state, command, "spell")]
    if item in ("artifact", "artefakt"):
        if city != "red":
            raise RuleViolation(_no("no.artifacts_are_sold_only_in_the"), ref="p. 8")
        _pay(state, rules.price("red_city_artifact"), _no("buy.an_artifact"))
        return [{"type": "bought", "item": "artifact", "cost": rules.price("red_city_artifact")}]
    if item in ("elite", "elite_unit"):
        if city != "white":
            raise RuleViolation(_no("no.only_the_white_city_adds_elite"), ref="p. 8")
        _pay(state, rules.price("white_city_elite"), _no("buy.elite_offer"))
        pile = {u: c for u, c in state["decks"]["elite"].items() if c > 0}
        unit = ask(command, Request("elite", _no("prompt.the_elite_unit_drawn_into_the"), tuple(pile), 1, tuple(pile.values())))[0]
        return [{"type": "bought", "item": "elite", "cost": rules.price("white_city_elite"), "unit": unit}]
    raise InvalidInput(_no("no.cannot_buy", thing=command.args[0]), hint=_no("no.heal_n_aa_spell_artifact_elite"))


def _sells(item: str) -> str:
    """The city colour that sells an item (p. 8)."""
    for colour_id, words in (("green", ("aa", "advanced_action", "advanced", "fortgeschrittene_aktion", "fa")), ("blue", ("spell", "zauber")),
                             ("red", ("artifact", "artefakt")), ("white", ("elite", "elite_unit"))):
        if item in words:
            return colour_id
    return ""


def _unit_in(p: dict[str, Any], word: str) -> dict[str, Any]:
    key = fold(word)
    for u in p["units"]:
        if key in (fold(u["uid"]), fold(u["id"])):
            return u  # type: ignore[no-any-return]
    ident = gd.unit_names().find(word)
    for u in p["units"]:
        if u["id"] == ident:
            return u  # type: ignore[no-any-return]
    raise InvalidInput(_no("no.no_unit", name=p["name"], word=word), hint=_no("no.units_are", units=", ".join(u["uid"] for u in p["units"]) or Named("none", "keine")))


def _new_uid(p: dict[str, Any], unit: str) -> str:
    taken = {u["uid"] for u in p["units"]}
    uid, n = unit, 1
    while uid in taken:
        n += 1
        uid = f"{unit}_{n}"
    return uid


def recruit(state: State, command: Command) -> Events:
    if not command.args:
        raise InvalidInput(_no("no.recruit_which_unit"), hint=_no("no.for_example_recruit_peasants"))
    words = [fold(w) for w in command.args]
    free = any(w in ("free", "reward", "belohnung") for w in words)
    disband = ""
    if any(w in ("disband", "entlassen") for w in words):
        i = next(i for i, w in enumerate(words) if w in ("disband", "entlassen"))
        if i + 1 >= len(words):
            raise InvalidInput(_no("no.disband_which_unit"))
        disband = command.args[i + 1]
    unit = gd.unit_names().resolve(command.args[0])
    from mkref.games.mage_knight.volkare import sites as lost_legion  # The Lost Legion's units and Refugee Camp ([06.2], [07.5])

    reputation_change = 0
    if free:
        p = _turn_player(state)
        if "unit" not in state["cur"]["rewards"]:
            raise RuleViolation(_no("no.no_unit_reward_is_due"), _no("no.a_free_unit_comes_only_as"), ref="p. 11")
        lost_legion.check_recruit(unit, "", by_interaction=False)  # Delphana Masters: never as a reward
        site, cost = "", 0
    else:
        from mkref.games.mage_knight.volkare.glade import glade_recruit  # Magic Familiars at a Magical Glade ([06.2])

        at_glade = glade_recruit(state, unit, _normal_turn)
        p, site, owner = (at_glade, "magical_glade", "") if at_glade else _interaction_site(state)
        info = gd.unit_table()[unit]
        if (not (site == "city" and "white" in megalopolis_colours(state, owner)) and site != "refugee_camp" and site not in info.recruit_at
                and _recruit_symbols_sure(unit)):
            raise RuleViolation(
                _no("no.not_recruitable", unit=Named(info.name.en, info.name.de), site=_site(site)),
                _no("no.recruit_symbols", sites=", ".join(info.recruit_at)), ref="p. 8",
            )
        cur = state["cur"]
        cost, reputation_change = lost_legion.recruit_cost(unit, info.cost, list(info.recruit_at), site, cur.get("reputation_modifier", 0),
                                                           cur.get("recruited_here", []))
        _pay(state, cost, Named(info.name.en, info.name.de))
    if unit not in state["offer"]:
        raise RuleViolation(_no("no.not_offered", unit=_unit(unit)), _no("no.offer_is", units=", ".join(state["offer"])), ref="p. 8")
    event: dict[str, Any] = {"type": "recruited", "player": p["name"], "unit": unit, "uid": _new_uid(p, unit), "cost": cost}
    from mkref.games.mage_knight.volkare import units_in_game  # Magic Familiars' mana, the Banner of Command ([06.2], [06.3])

    mana = units_in_game.familiars_mana(unit, command) if not free else ""
    if mana:
        event["mana"] = mana
    if reputation_change:
        event["reputation_change"] = reputation_change  # Thugs invert / Heroes double the modifier ([06.2])
    if free:
        event["reward"] = True
    if site == "magical_glade":
        event["glade_action"] = True  # the turn's action, not an interaction: no reputation modifier ([06.2])
    if units_in_game.banner_of_command(list(command.args))[1]:  # the Banner of Command stands in for a Command token ([06.3])
        units_in_game.check_banner(p, unit)
        event["banner"] = "banner_of_command"
    if len(p["units"]) >= p["command_tokens"] + (1 if event.get("banner") else 0):
        if not disband:
            raise RuleViolation(
                _no("no.no_command_token", name=p["name"], used=len(p["units"]), tokens=p["command_tokens"]),
                _no("no.disband_a_unit_to_make_room"),
                _no("no.add_disband", unit=p["units"][0]["uid"]), ref="p. 5",
            )
        event["disband"] = _unit_in(p, disband)["uid"]
    return [event]


def unit_command(state: State, command: Command, change: str) -> Events:
    p = _turn_player(state)
    if not command.args:
        raise InvalidInput(_no("no.which_unit", units=', '.join(u['uid'] for u in p['units']) or Named('none', 'keine')))
    u = _unit_in(p, command.args[0])
    if change == "activated":
        if state["cur"]["mode"] == "rest":
            raise RuleViolation(_no("no.units_cannot_be_activated_for_movement"), ref="p. 6")
        if not u["ready"]:
            raise RuleViolation(_no("no.spent", unit=u["uid"]), _no("no.it_is_readied_at_the_start"), ref="p. 5")
        if u["wounds"]:
            raise RuleViolation(_no("no.wounded", unit=u["uid"]), _no("no.a_wounded_unit_cannot_be_activated"), ref="p. 11")
    return [{"type": "unit", "player": p["name"], "uid": u["uid"], "change": change}]


# -- wounds and healing (p. 11, A-19) ---------------------------------------------------------------
def heal(state: State, command: Command) -> Events:
    p = _turn_player(state)
    if state["combat"] is not None:
        raise RuleViolation(_no("no.no_healing_during_combat"), _no("no.damage_from_a_combat_may_be"), ref="p. 11")
    cur = state["cur"]
    arg = command.args[0] if command.args else "1"
    if arg.isdecimal():
        n = int(arg)
        if n > p["wounds"]:
            raise RuleViolation(_no("no.only_wounds", name=p["name"], wounds=p["wounds"]), ref="p. 11")
        if n > cur["heal"]:
            raise RuleViolation(_no("no.not_enough_healing_points"), _no("no.per_wound", n=cur["heal"]), _no("no.play_them_first_play_n_heal"), ref="p. 11")
        return [{"type": "healed", "player": p["name"], "wounds": n}]
    u = _unit_in(p, arg)
    level = gd.unit_table()[u["id"]].level
    if not u["wounds"]:
        raise RuleViolation(_no("no.not_wounded", unit=u["uid"]), ref="p. 11")
    if cur["heal"] < level:
        raise RuleViolation(_no("no.heal_unit_cost", unit=u["uid"], level=level), _no("no.you_have", n=cur["heal"]), ref="p. 11")
    return [{"type": "unit", "player": p["name"], "uid": u["uid"], "change": "healed", "cost": level}]


def wound(state: State, command: Command) -> Events:
    p = _turn_player(state)
    arg = command.args[0] if command.args else "1"
    if arg.isdecimal():
        return [{"type": "wounded", "player": p["name"], "wounds": int(arg)}]
    u = _unit_in(p, arg)
    return [{"type": "unit", "player": p["name"], "uid": u["uid"], "change": "wounded"}]


def rest(state: State, command: Command) -> Events:
    p = _turn_player(state)
    _no_combat(state)
    cur = state["cur"]
    if cur["steps"] or cur["action"] or cur["move"]:
        raise RuleViolation(_no("no.too_late_to_rest"), _no("no.a_rest_replaces_the_whole_turn"), ref="p. 6")
    if cur["mode"] == "rest":
        raise RuleViolation(_no("no.already_resting"))
    slow = any(fold(w) in ("slow", "langsam", "slow_recovery") for w in command.args)
    if slow and p["wounds"] == 0:
        raise RuleViolation(_no("no.slow_recovery_needs_a_hand_of"), _no("no.no_wounds", name=p["name"]), ref="p. 6")
    events: Events = [{"type": "rested", "player": p["name"], "kind": "slow" if slow else "standard"}]
    if state.get("cards"):  # standard rest or slow recovery, checked against the hand (p. 6 §7)
        from mkref.games.mage_knight.cards import table as cards_table

        card = " ".join(w for w in command.args if fold(w) not in ("slow", "langsam", "slow_recovery"))
        events += cards_table.deeds_event(state, p, cards_table.rest_deeds(state, slow, card))
    return events


# -- crystals, Fame, Reputation, cards (pp. 5, 11, A-26..A-29) ----------------------------------------
def crystal(state: State, command: Command) -> Events:
    p = _turn_player(state)
    words = [fold(w) for w in command.args]
    if not words:
        raise InvalidInput(_no("no.which_crystal"), hint=_no("no.crystal_red_crystal_red_effect_crystal"))
    use = any(w in ("use", "spend", "benutzen", "verbrauchen") for w in words)
    effect = any(w in ("effect", "wirkung") for w in words)
    colours = [w for w in words if w in _COLOUR_WORDS or w in ("random", "zufall", "zufaellig")]
    if not colours:
        raise InvalidInput(_no("no.name_a_colour_red_blue_white"))
    if colours[0] in ("random", "zufall", "zufaellig"):
        face = ask(command, Request("crystal_die", _no("prompt.random_crystal_the_colour_rolled_on"), FACES))[0]
        if face == "black":
            return [{"type": "crystal", "player": p["name"], "colour": "red", "change": 0, "fame": 1, "why": "black: +1 Fame instead"}]
        if face == "gold":
            face = ask(command, Request("crystal_gold", _no("prompt.gold_choose_the_crystal_s_colour"), rules.COLOURS, chance=False))[0]
        change, what = rules.gain_crystal(p["crystals"], face)
        return [{"type": "crystal", "player": p["name"], "colour": face, "change": change, "why": what}]
    c = colour(colours[0], rules.COLOURS)
    if use:
        if p["crystals"][c] <= 0:
            raise RuleViolation(_no("no.no_crystal", name=p["name"], colour=_colour(c)), ref="p. 5")
        return [{"type": "crystal", "player": p["name"], "colour": c, "change": -1, "why": "used"}]
    change, what = rules.gain_crystal(p["crystals"], c, effect=effect)
    return [{"type": "crystal", "player": p["name"], "colour": c, "change": change, "why": what}]


def fame(state: State, command: Command) -> Events:
    p = _turn_player(state)
    if not command.args:
        raise InvalidInput(_no("no.how_much_fame"), hint=_no("no.fame_3"))
    amount = number(command.args[0])
    new, bonus = rules.gain_fame(p["fame"], amount, int(_setup(state).get("fame_per_row", 0)))
    del new
    return [{"type": "fame", "player": p["name"], "amount": amount, "bonus": bonus}]


def reputation(state: State, command: Command) -> Events:
    p = _turn_player(state)
    if not command.args:
        raise InvalidInput(_no("no.how_much_reputation"), hint=_no("no.reputation_1"))
    return [{"type": "reputation", "player": p["name"], "amount": number(command.args[0])}]


_ITEMS = {"spell": "spell", "zauber": "spell", "aa": "advanced_action", "advanced_action": "advanced_action", "artifact": "artifact",
          "artefakt": "artifact", "skill": "skill", "fahigkeit": "skill", "faehigkeit": "skill"}


def gain(state: State, command: Command) -> Events:
    p = _turn_player(state)
    if not command.args or fold(command.args[0]) not in _ITEMS:
        raise InvalidInput(_no("no.gain_what"), hint=_no("no.gain_spell_gain_aa_gain_artifact"))
    if state.get("cards"):  # a deed card gained by name goes into the tracked deed deck (issue 16)
        from mkref.games.mage_knight.cards import table as cards_table

        named = cards_table.decide_gain(state, command, _ITEMS[fold(command.args[0])])
        if named is not None:
            return named
    count = number(command.args[1]) if len(command.args) > 1 else 1
    return [{"type": "gained", "player": p["name"], "item": _ITEMS[fold(command.args[0])], "count": count}]


def note(state: State, command: Command) -> Events:
    if not command.args:
        raise InvalidInput(_no("no.note_what"))
    return [{"type": "note", "text": " ".join(command.args)}]


# -- end of the round and the turn (pp. 4, 6, 11) ----------------------------------------
def announce(state: State, command: Command) -> Events:
    p = _turn_player(state)
    cur = state["cur"]
    if state["round_end"] is not None:
        raise RuleViolation(_no("no.the_end_of_the_round_is"), _no("no.announced_by", name=state["round_end"]["by"]), ref="p. 4")
    if cur["steps"] or cur["action"] or cur["mode"] or cur.get("played"):
        raise RuleViolation(_no("no.announce_the_end_of_the_round"), _no("no.it_must_be_done_at_the"), ref="p. 6")
    if state.get("cards"):
        from mkref.games.mage_knight.cards import table as cards_table

        cards_table.check_announce(state)  # only with an empty deed deck (p. 6 §3a)
    return [{"type": "announced", "player": p["name"]}]


def end_turn(state: State, command: Command) -> Events:
    p = _turn_player(state)
    _no_combat(state)
    cur = state["cur"]
    if cur["assault"] == "rampaging":
        named = _enemy_names(cur.get("provoked", []))
        raise RuleViolation(_no("no.provoked_named", names=named) if named else _no("no.provoked"),
                            _no("no.provoked_why"), _no("no.provoked_hint"), ref="p. 7")
    if cur["assault"]:
        raise RuleViolation(_no("no.the_assault_must_be_fought"), _no("no.entering_the_site_started_combat_with"), ref="p. 6")
    event: dict[str, Any] = {"type": "turn_ended", "player": p["name"]}
    if cur["dice_used"]:
        n = len(cur["dice_used"])
        event["dice"] = ask(command, Request("reroll", _no("prompt.reroll_used", n=n), FACES, n))  # p. 6 §8a
    path = [step["safe"] for step in cur["path"]]
    wounds = rules.withdrawal_wounds(path)
    back: Events = []
    if wounds:
        event["withdrawal_wounds"] = wounds  # forced withdrawal: 1 wound per space retraced (p. 11 §2)
        safe = cur["path"][-1 - wounds]
        event["withdraw_to"] = safe["position"] or {}  # {}: where the turn began, off the map (a save holds no None)
        if safe.get("space"):
            back = [{"type": "map_hero_moved", "player": p["name"], "path": [safe["space"]], "cost": 0, "back": "withdrawal"}]
    pos = p["position"] or {}
    crystals: dict[str, int] = {}
    fame_gain = 0
    if pos.get("site") == "crystal_mine" and pos.get("owner") in rules.COLOURS:
        change, _ = rules.gain_crystal(p["crystals"], pos["owner"])  # nothing at 3 (p. 11 §4b)
        if change:
            crystals[pos["owner"]] = crystals.get(pos["owner"], 0) + 1
    from mkref.games.mage_knight.volkare import sites_in_game  # The Lost Legion: the Deep Mine before rewards ([07.4])

    mined = sites_in_game.deep_mine_crystal(state, p, command)
    if mined:
        crystals[mined] = crystals.get(mined, 0) + 1
    if pos.get("site") == "magical_glade" and any(fold(w) in ("glade", "lichtung") for w in command.args) and p["wounds"] > 0:
        event["glade"] = 1  # throw away 1 wound from hand or discard pile (p. 11 §4a)
    cards: dict[str, int] = {}
    for i, reward in enumerate(cur["rewards"]):
        if reward in ("spell", "artifact", "advanced_action"):
            cards[reward] = cards.get(reward, 0) + 1
        elif reward == "random_crystal":
            face = ask(command, Request(f"reward_{i}", _no("prompt.random_crystal_reward_the_colour_rolled"), FACES))[0]
            if face == "black":
                fame_gain += 1  # black: +1 Fame instead (p. 11 §5a)
                continue
            if face == "gold":
                face = ask(command, Request(f"reward_{i}_gold", _no("prompt.gold_choose_the_crystal_s_colour"), rules.COLOURS, chance=False))[0]
            have = dict(p["crystals"])
            for c, n in crystals.items():
                have[c] += n
            change, _ = rules.gain_crystal(have, face)
            if change:
                crystals[face] = crystals.get(face, 0) + 1
        elif reward == "dungeon_roll":
            face = ask(command, Request(f"reward_{i}", _no("prompt.dungeon_reward_roll_a_mana_die"), FACES))[0]
            kind = "spell" if face in ("gold", "black") else "artifact"
            cards[kind] = cards.get(kind, 0) + 1
        elif reward == "crystals_each_colour":  # one crystal of each basic colour, nothing at 3 (p. 11 §5a)
            for c in rules.COLOURS:
                change, _ = rules.gain_crystal({c: p["crystals"][c] + crystals.get(c, 0)}, c)
                if change:
                    crystals[c] = crystals.get(c, 0) + 1
        elif reward == "unit" and state["offer"]:
            unit = ask(command, Request(f"reward_{i}", _no("prompt.unit_reward_which_unit_from_the"), tuple(dict.fromkeys(state["offer"])), chance=False))[0]
            room = p["command_tokens"] + sum(1 for lv in rules.level_ups(p["level"], p["fame"] + fame_gain) if lv.command_token)
            if len(p["units"]) >= room:
                uids = tuple(u["uid"] for u in p["units"])
                gone = ask(command, Request(f"reward_{i}_disband", _no("prompt.unit_reward_disband", unit=unit),
                                            (*uids, "none"), chance=False))[0]
                if gone == "none":
                    event["unit_declined"] = unit
                    continue
                event["disband"] = gone
            event["unit"] = unit
            event["uid"] = _new_uid(p, unit)
    for colour, n in sites_in_game.reward_crystals(state, p, command, crystals).items():  # a Maze path's crystals ([07.3])
        crystals[colour] = crystals.get(colour, 0) + n
    if crystals:
        event["crystals"] = crystals
    if cards:
        event["cards"] = cards
    if fame_gain:
        event["fame"] = fame_gain
    counted = variants.pay_debt(int(p.get("fame_debt", 0)), fame_gain)[1]  # a Fame debt is paid first (p. 16)
    levels = rules.level_ups(p["level"], p["fame"] + counted)  # at the end of the turn (p. 11 §6, A-17)
    if levels:
        event["levels"] = [
            {"level": lv.level, "armor": lv.armor, "hand_limit": lv.hand_limit, "command_tokens": lv.command_tokens, "skill": lv.skill}
            for lv in levels
        ]
    base = levels[-1].hand_limit if levels else p["hand_limit"]
    event["draw_to"] = rules.hand_limit(base, *_site_hand_bonus(state, p), planning=p["tactic"] == "planning")
    if state.get("cards"):  # played cards discarded, the draw up to the limit, the even-level choices due
        from mkref.games.mage_knight.cards import table as cards_table

        choices = sum(1 for lv in levels if lv.skill)
        deeds = cards_table.end_turn_deeds(state, command, event["draw_to"], choices)
        return [*back, event, *cards_table.deeds_event(state, p, deeds, choices, when="turn")]
    return [*back, event]


def _site_hand_bonus(state: State, p: dict[str, Any]) -> tuple[int, int]:
    """(keep bonus, city bonus) for the space the hero ends on (A-18, AMBIG-27). Without the map only the space
    itself is known: on an own keep, +1 per keep owned; on a conquered city with an own shield, +1 (+2 as leader)."""
    pos = p["position"] or {}
    keep = int(p["shields"].get("keep", 0)) if pos.get("site") == "keep" and _owned_by(pos, p["name"]) else 0
    city = 0
    info = state["cities"].get(pos.get("owner", "")) if pos.get("site") == "city" else None
    if info and info.get("conquered") and p["name"] in info.get("shields", []):
        city = 2 if info.get("leader") == p["name"] else 1
    return keep, city


def dummy_turn(state: State, command: Command) -> Events:
    p = _turn_player(state, dummy_ok=True)
    if not p["dummy"]:
        raise RuleViolation(_no("no.not_dummy", name=p["name"]), ref="p. 15")
    deck = {c: n for c, n in p["deck"].items() if n > 0}
    if not deck:
        if state["round_end"] is not None:
            return [{"type": "dummy_turn", "player": p["name"], "revealed": [], "extra": []}]
        return [{"type": "announced", "player": p["name"]}]  # an empty deck: the dummy announces the end of the round
    left = sum(deck.values())
    reveal = int(gd.facts()["dummy"]["reveal"])
    k = min(reveal, left)
    cards = ask(command, Request("dummy_cards", _no("prompt.dummy_cards", k=k), tuple(deck), k, tuple(deck.values())))
    event: dict[str, Any] = {"type": "dummy_turn", "player": p["name"], "revealed": list(cards), "extra": []}
    if k == reveal:
        extra = min(rules.dummy_extra_reveals(cards[-1], p["crystals"]), left - k)
        if extra:
            rest = dict(deck)
            for c in cards:
                rest[c] -= 1
            rest = {c: n for c, n in rest.items() if n > 0}
            event["extra"] = list(ask(command, Request("dummy_extra", _no("prompt.dummy_extra", extra=extra, colour=_colour(cards[-1])), tuple(rest), extra, tuple(rest.values()))))
    return [event]


def on_portal(state: State, p: dict[str, Any]) -> bool:
    """On the Portal space, or set aside there (a figure that ended its turn on it, or never left it; AMBIG-32)."""
    if state.get("map") is not None:
        from mkref.games.mage_knight.map import exploring as map_events
        from mkref.games.mage_knight.map import in_game as map_game

        return bool(map_game.space_of(state, p["name"]) == map_events.portal_space(state["map"]))
    pos = p["position"]
    return pos is None or pos.get("site") == "portal"


def nights_so_far(state: State) -> int:
    """Which Night this is (1, 2, ...), 0 by Day."""
    return (state["round"] // 2) if state["time"] == "night" else 0


def mark_glade(state: State, command: Command) -> Events:
    """Druid Nights: a hero that ended its movement on a Magical Glade marks it with a shield (p. 21)."""
    p = _normal_turn(state, "mark a glade")
    if _setup(state).get("end") != "druid_chants":
        raise RuleViolation(_no("no.glades_are_marked_only_in_druid"), ref="p. 21")
    pos = p["position"] or {}
    if pos.get("site") != "magical_glade":
        raise RuleViolation(_no("no.not_on_a_magical_glade"), _no("no.end_your_movement_on_one_to"), ref="p. 21")
    label = " ".join(command.args) or f"the {pos.get('terrain', '')} glade"  # name it when two share a terrain
    if state.get("map") is not None:
        from mkref.games.mage_knight.map import in_game as map_game

        label = map_game.space_of(state, p["name"]) or label
    if label in p.get("glades", []):
        raise RuleViolation(_no("no.glade_marked", name=p["name"], glade=label), _no("no.each_player_marks_a_glade_at"), ref="p. 21")
    return [{"type": "glade", "player": p["name"], "glade": label}]


def liberate(state: State, command: Command) -> Events:
    """Mines Liberation: the active player defeated the last enemy of a mine (p. 20)."""
    p = _turn_player(state)
    if _setup(state).get("end") != "all_mines_liberated":
        raise RuleViolation(_no("no.mines_are_liberated_only_in_mines"), ref="p. 20")
    colours = [colour(w, rules.COLOURS) for w in command.args if fold(w) in _COLOUR_WORDS]
    if not colours:
        raise InvalidInput(_no("no.which_mine"), hint=_no("no.liberate_colour_core_e_g_liberate"))
    core = any(fold(w) in ("core", "kern", "zentral") for w in command.args)
    return [{"type": "liberated", "player": p["name"], "colour": colours[0], "core": core, "reputation": 2 if core else 1}]


def trigger_end(state: State, command: Command) -> Events:
    """The table reports that the scenario's end condition is met (mines liberated, chants done, ...)."""
    p = _turn_player(state)
    if state["game_end"] is not None:
        raise RuleViolation(_no("no.the_end_of_the_game_is"), ref="p. 4")
    reason = " ".join(command.args) or str(_setup(state).get("end", "end condition"))
    return [{"type": "game_end", "game_end": _game_end(state, reason, p["name"])}]


def scenario_setup_of(state: State) -> dict[str, Any]:
    return scenario_setup({"scenario": state["scenario"]})[1]
