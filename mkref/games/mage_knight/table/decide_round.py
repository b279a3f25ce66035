"""The round's own steps: preparing it (p. 4 §2; set-up p. 3), the tactics (p. 4 §3), the dummy's turn (p. 15) and the announcement of its end (p. 6).

Part of `decide` (table/decide.py): each function checks one command against the state and returns its events;
none changes the state. A refusal raises `RuleViolation` with the page; a roll or draw raises `NeedAnswer`.
"""

from __future__ import annotations

from typing import Any

from mkref.core.chance import Request
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.core.names import fold
from mkref.core.messages import Named
from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.parts import in_use
from mkref.games.mage_knight.table import monastery, rules, variants
from mkref.games.mage_knight.table.state import State, turn, by_players
from mkref.games.mage_knight.table.shown_names import end_reason_named

_no = MESSAGES.said  # a refusal's sentence: English as written, German at a German table (mage_knight/messages/refusals.py)


from mkref.games.mage_knight.table.decide_common import Events, FACES, ask, colour_named, dummy_player, on_portal, real_players, setup_of, turn_player


# -- round preparation (p. 4 §2; set-up p. 3) --------------------------------------------------------
def prepare(state: State, command: Command) -> Events:
    if state["phase"] == "game_over":
        raise RuleViolation(_no("no.the_game_is_over"), _no("no.it_ended", why=end_reason_named(state["ended"])), _no("no.score_it_with_mkref_score"), ref="p. 4")
    if state["phase"] not in ("prepare", "round_over"):
        raise RuleViolation(_no("no.the_round_is_still_running"), _no("no.a_new_round_is_prepared_only"), ref="p. 4")
    sset = setup_of(state)
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
    time = variants.round_time({"variants": state["variants"], "darkness": dark}, rnd, rules.round_time(rnd)) if new_round else state["time"]
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
    decks = {"regular": dict(state["decks"]["regular"]), "elite": dict(state["decks"]["elite"])}
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
    dummy = dummy_player(state)
    removed: list[str] = []
    rule = tactic_rule(state)
    if new_round:
        used = [p["tactic"] for p in state["players"] if p["tactic"]]
        if rule == "solo":
            removed = used  # both used tactics leave the game (p. 19)
        elif rule == "coop" and state["round"] < state["round_limit"] - 1:
            real_used = [p["tactic"] for p in real_players(state) if p["tactic"]]
            if real_used:
                removed = ask(command, Request("tactic_removed", _no("prompt.tactic_the_players_remove_from_the"), tuple(real_used), chance=False))
        if dummy is not None:
            event["dummy_aa"] = ask(command, Request("dummy_aa", _no("prompt.colour_of_the_lowest_advanced_action"), rules.COLOURS, kind="count"))[0]
            event["dummy_spell"] = ask(command, Request("dummy_spell", _no("prompt.colour_of_the_lowest_spell_the"), rules.COLOURS, kind="count"))[0]
    if new_round and sset.get("end") == "portal" and state["round"] == 1:
        event["eliminated"] = [p["name"] for p in real_players(state) if on_portal(state, p)]  # the Portal closes (p. 22, AMBIG-32)
    if new_round and sset.get("end") == "druid_chants" and state["time"] == "night":
        event["clear_glades"] = True
    mines: dict[str, dict[str, int]] = {}
    for p in real_players(state):  # Mines Liberation: 1 crystal per liberated mine at the start of each Day and Night (p. 20)
        have = dict(p["crystals"])
        for c in p.get("mines", []):
            change, _ = rules.gain_crystal(have, c)
            if change:
                have[c] += 1
                mines.setdefault(p["name"], {})[c] = mines.get(p["name"], {}).get(c, 0) + 1
    if mines:
        event["mine_crystals"] = mines
    for part in in_use(state):  # e.g. The Lost Legion: Magic Familiars' upkeep ([01], [06.2])
        part.preparing_round(state, command, event)
    event["tactics_removed"] = removed
    real_names = [(p["name"], p["fame"], state["column"].index(p["name"])) for p in real_players(state) if not p.get("eliminated")]
    event["choosers"] = rules.tactic_choice_order(real_names)
    if not new_round and variants.has(state, "hero_auction"):  # round 1: reverse order of the hero choice, whatever the Fame (p. 16)
        event["choosers"] = [name for name in reversed(state["column"]) if name in event["choosers"]]
    for part in in_use(state):  # e.g. Volkare draws at random after the players ([02])
        event["choosers"] += part.tactic_choosers(state)
    if dummy is not None:
        if rule == "coop":
            left = [t.id for t in gd.tactics_for(time) if t.id not in state["tactics_removed"] + removed]
            event["dummy_tactic"] = ask(command, Request("dummy_tactic", _no("prompt.the_dummy_s_tactic_drawn_at_2"), tuple(left)))[0]
        else:
            event["choosers"].append("Dummy")  # solo: the player chooses first, then the dummy at random (p. 19)
    gone = [{"type": "map_hero_placed", "player": name, "space": ""} for name in event.get("eliminated", []) if state.get("map") is not None]
    # an eliminated hero's figure leaves the map (p. 22)
    # --cards: the offers refreshed, every deed card shuffled into a new deck, a new hand (p. 4 §2d-g)
    return [event, *gone, *(e for part in in_use(state) for e in part.round_prepared(state, command, event))]


def tactic_rule(state: State) -> str:
    """standard, solo or coop; a solo game with a dummy uses the Solo Conquest rule (p. 18: First Reconnaissance solo)."""
    rule = str(setup_of(state).get("tactics", "standard"))
    if rule == "standard" and dummy_player(state) is not None:
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
    names = {fold(p["name"]): p["name"] for p in real_players(state)}
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
    return [event, *(e for part in in_use(state) for e in part.tactic_taken(state, command, event))]  # --cards: Great Start draws


def _tactic_id(state: State, word: str) -> str:
    for t in gd.tactics_for(state["time"]):
        if fold(word) in (str(t.number), fold(t.id), fold(t.en), fold(t.de)):
            return t.id
    options = [f"{t.number} {t.en}" for t in gd.tactics_for(state["time"]) if t.id in state["tactics_available"]]
    raise InvalidInput(_no("no.no_tactic", time=Named(state["time"], {"day": "Tag", "night": "Nacht"}[state["time"]]), word=word), hint=_no("no.available", options=", ".join(options)))


# -- end of the round and the turn (pp. 4, 6, 11) ----------------------------------------
def announce(state: State, command: Command) -> Events:
    p = turn_player(state)
    cur = turn(state)
    if state["round_end"] is not None:
        raise RuleViolation(_no("no.the_end_of_the_round_is"), _no("no.announced_by", name=state["round_end"]["by"]), ref="p. 4")
    if cur["steps"] or cur["action"] or cur["mode"] or cur.get("played"):
        raise RuleViolation(_no("no.announce_the_end_of_the_round"), _no("no.it_must_be_done_at_the"), ref="p. 6")
    for part in in_use(state):  # --cards: only with an empty deed deck (p. 6 §3a)
        part.check_announce(state, command)
    return [{"type": "announced", "player": p["name"]}]


def dummy_turn(state: State, command: Command) -> Events:
    p = turn_player(state, dummy_ok=True)
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
            rest: dict[str, int] = {c: n for c, n in deck.items()}
            for c in cards:
                rest[c] -= 1
            rest = {c: n for c, n in rest.items() if n > 0}
            event["extra"] = list(ask(command, Request("dummy_extra", _no("prompt.dummy_extra", extra=extra, colour=colour_named(cards[-1])), tuple(rest), extra, tuple(rest.values()))))
    return [event]
