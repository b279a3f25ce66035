"""A turn's actions and bookkeeping: interaction and buying (p. 8, A-10), recruiting, units, wounds and healing (p. 11), resting, crystals, Fame, Reputation and cards gained.

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
from mkref.games.mage_knight.state_types import PlayerState
from mkref.games.mage_knight.table.running import place
from mkref.games.mage_knight.table.state import State, turn
from mkref.games.mage_knight.table.shown_names import action_named

_no = MESSAGES.said  # a refusal's sentence: English as written, German at a German table (mage_knight/messages/refusals.py)


from mkref.games.mage_knight.table.decide_common import COLOUR_WORDS, Events, FACES, ask, colour, colour_named, new_uid, no_combat, normal_turn, number, pay, setup_of, site_named, turn_player, unit_in, unit_named
from mkref.games.mage_knight.table.decide_turn import main_city, megalopolis_colours, owned_by, site_conquered


# -- interaction (p. 8, A-10) ------------------------------------------------------------------------
def no_action_beside_a_hero(state: State) -> None:
    """A move that ended on another hero's space allows no other action there (interaction, a fight with enemies);
    forced withdrawal follows at the end of the turn (p. 7 §8e). Attacking that hero ('duel', pvp/in_game.py) is
    not refused here: the PvP rules of p. 12 §1 decide it (no Portal/City space, No PvP variant, co-op, ...)."""
    others = cur["path"][-1].get("others") if (cur := state["cur"]) else None
    if others:
        variant = variants.has(state, "no_pvp")  # Be nice to each other: no player-vs-player combat (p. 16)
        scenario = gd.scenarios()[state["scenario"]]
        may_duel = not variant and scenario.get("player_combat", True) and not scenario.get("cooperative")
        hint = _no("no.beside_hero_duel", name=others[0]) if may_duel else _no("no.beside_hero_end")
        why = _no("no.beside_hero_why_no_pvp" if variant else "no.beside_hero_why")
        raise RuleViolation(_no("no.beside_hero", names=", ".join(others)), why, hint, ref="p. 7")


def interact(state: State, command: Command) -> Events:
    p = normal_turn(state, "interact")
    cur = turn(state)
    no_action_beside_a_hero(state)
    if cur["action"] and cur["action"] != "interact":
        raise RuleViolation(_no("no.only_one_action_per_turn"), _no("no.action_was", action=action_named(cur["action"])), ref="p. 6")
    pos = place(p)
    site = pos.get("site", "")
    if site not in ("village", "monastery", "keep", "mage_tower", "city", "refugee_camp"):  # refugee camp: The Lost Legion [07.5]
        raise RuleViolation(_no("no.no_locals_to_interact_with_here"), _no("no.interaction_happens_at_villages_monasteries_your"), ref="p. 8")
    if site == "monastery" and pos.get("owner") == "burned":
        raise RuleViolation(_no("no.the_monastery_is_burned_down"), _no("no.it_counts_as_an_empty_space"), ref="p. 10")
    if site == "keep" and not owned_by(pos, p["name"]):
        raise RuleViolation(_no("no.only_the_owner_may_interact_at"), _no("no.conquer_it_first"), ref="p. 8")
    if site in ("mage_tower", "city") and not site_conquered(state, pos):
        raise RuleViolation(_no("no.not_conquered", site=site_named(site)), _no("no.interaction_needs_a_conquered_mage_tower"), ref="p. 8")
    if site == "city" and setup_of(state).get("city_rule") in ("no_entry", "closed"):
        raise RuleViolation(_no("no.cities_cannot_be_entered_in_this"), ref="p. 18")
    modifier = rules.reputation_modifier(p["reputation"])
    if modifier is None:
        raise RuleViolation(_no("no.no_interaction_at_reputation_x"), _no("no.your_shield_is_on_the_x"), ref="p. 8")
    event: dict[str, Any] = {"type": "interaction", "player": p["name"], "site": site, "modifier": 0, "city_bonus": 0}
    if not cur["modifier_applied"]:
        event["modifier"] = modifier  # once per turn, at the start of the interaction (p. 8 §2a, §5a)
        if site == "city":
            city = state["cities"].get(main_city(state, pos.get("owner", "")))
            event["city_bonus"] = city["shields"].count(p["name"]) if city is not None else 0  # +1 per own shield on the City card (p. 8 §3a)
    return [event]


def _interaction_site(state: State) -> tuple[PlayerState, str, str]:
    p = normal_turn(state, "buy")
    cur = turn(state)
    if cur["action"] != "interact":
        raise RuleViolation(_no("no.buying_needs_an_interaction"), _no("no.type_interact_first_it_is_this"), ref="p. 8")
    pos = place(p)
    return p, cur["interaction"], pos.get("owner", "")


def _recruit_symbols_sure(unit: str) -> bool:
    """The unit's recruit symbols in the rules data are printed or agreed by several sources; otherwise the
    card the table reads decides (README "Rules data": a value below consensus never overrules the table)."""
    from mkref.core.rulesdata import sure_enough

    return sure_enough("mage-knight", "units.toml", f"units.{unit}.recruit_at")


def _card_bought(state: State, command: Command, bought: dict[str, Any]) -> Events:
    """An Advanced Action or Spell bought, and the parts' events after it (with the cards tracked, the card named after
    the item, `buy spell fireball`, joins the deed deck: issue 16)."""
    return [bought, *(e for part in in_use(state) for e in part.bought(state, command, bought))]


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
        pay(state, each * count, _no("buy.heal", count=count))
        return [{"type": "bought", "item": "heal", "count": count, "cost": each * count}]
    if item in ("aa", "advanced_action", "advanced", "fortgeschrittene_aktion", "fa"):
        if site == "monastery":
            if state["offer_aas"] <= 0:
                raise RuleViolation(_no("no.no_advanced_action_in_the_unit"), _no("no.a_monastery_sells_only_advanced_actions"), ref="p. 8")
            card = monastery.card_bought(state, command)  # one lying in the unit offer, not the Advanced Action offer (p. 8 §4c)
            pay(state, rules.price("monastery_advanced_action"), _no("buy.advanced_action"))
            event: dict[str, Any] = {"type": "bought", "item": "advanced_action", "cost": rules.price("monastery_advanced_action"), "from_offer_aas": True}
            if card:
                event["card"] = card
            return _card_bought(state, command, event)
        if city == "green":
            pay(state, rules.price("green_city_advanced_action"), _no("buy.advanced_action"))  # AMBIG-2 [EXT]
            return _card_bought(state, command, {"type": "bought", "item": "advanced_action", "cost": rules.price("green_city_advanced_action")})
        raise RuleViolation(_no("no.advanced_actions_are_sold_in_monasteries"), ref="p. 8")
    if item in ("spell", "zauber"):
        if site != "mage_tower" and city != "blue":
            raise RuleViolation(_no("no.spells_are_sold_in_conquered_mage"), ref="p. 8")
        pay(state, rules.price("spell"), _no("buy.spell"))
        spell: dict[str, Any] = {"type": "bought", "item": "spell", "cost": rules.price("spell"), "note": "pay 1 mana of the spell's colour too"}
        return _card_bought(state, command, spell)
    if item in ("artifact", "artefakt"):
        if city != "red":
            raise RuleViolation(_no("no.artifacts_are_sold_only_in_the"), ref="p. 8")
        pay(state, rules.price("red_city_artifact"), _no("buy.an_artifact"))
        return [{"type": "bought", "item": "artifact", "cost": rules.price("red_city_artifact")}]
    if item in ("elite", "elite_unit"):
        if city != "white":
            raise RuleViolation(_no("no.only_the_white_city_adds_elite"), ref="p. 8")
        pay(state, rules.price("white_city_elite"), _no("buy.elite_offer"))
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
    parts = in_use(state)  # The Lost Legion's units and Refugee Camp ([06.2], [07.5])
    reputation_change = 0
    if free:
        p = turn_player(state)
        if "unit" not in turn(state)["rewards"]:
            raise RuleViolation(_no("no.no_unit_reward_is_due"), _no("no.a_free_unit_comes_only_as"), ref="p. 11")
        for part in parts:
            part.reward_unit(state, unit)  # Delphana Masters: never as a reward
        site, cost = "", 0
    else:
        at_glade = next((q for part in parts if (q := part.recruit_action(state, unit)) is not None), None)  # Magic Familiars ([06.2])
        p, site, owner = (at_glade, "magical_glade", "") if at_glade else _interaction_site(state)
        info = gd.unit_table()[unit]
        if (not (site == "city" and "white" in megalopolis_colours(state, owner)) and site != "refugee_camp" and site not in info.recruit_at
                and _recruit_symbols_sure(unit)):
            raise RuleViolation(
                _no("no.not_recruitable", unit=Named(info.name.en, info.name.de), site=site_named(site)),
                _no("no.recruit_symbols", sites=", ".join(info.recruit_at)), ref="p. 8",
            )
        cost = info.cost
        for part in parts:
            cost, change = part.recruit_cost(state, unit, cost, list(info.recruit_at), site)
            reputation_change += change
        pay(state, cost, Named(info.name.en, info.name.de))
    if unit not in state["offer"]:
        raise RuleViolation(_no("no.not_offered", unit=unit_named(unit)), _no("no.offer_is", units=", ".join(state["offer"])), ref="p. 8")
    event: dict[str, Any] = {"type": "recruited", "player": p["name"], "unit": unit, "uid": new_uid(p, unit), "cost": cost}
    for part in parts if not free else ():
        event.update(part.unit_recruited(state, unit, command))  # Magic Familiars' mana ([06.2])
    if reputation_change:
        event["reputation_change"] = reputation_change  # Thugs invert / Heroes double the modifier ([06.2])
    if free:
        event["reward"] = True
    if site == "magical_glade":
        event["glade_action"] = True  # the turn's action, not an interaction: no reputation modifier ([06.2])
    banner = next((b for part in parts if (b := part.recruit_banner(state, p, unit, command))), "")
    if banner:  # the Banner of Command stands in for a Command token ([06.3])
        event["banner"] = banner
    if len(p["units"]) >= p["command_tokens"] + (1 if event.get("banner") else 0):
        if not disband:
            raise RuleViolation(
                _no("no.no_command_token", name=p["name"], used=len(p["units"]), tokens=p["command_tokens"]),
                _no("no.disband_a_unit_to_make_room"),
                _no("no.add_disband", unit=p["units"][0]["uid"]), ref="p. 5",
            )
        event["disband"] = unit_in(p, disband)["uid"]
    return [event]


def unit_command(state: State, command: Command, change: str) -> Events:
    p = turn_player(state)
    if not command.args:
        raise InvalidInput(_no("no.which_unit", units=', '.join(u['uid'] for u in p['units']) or Named('none', 'keine')))
    u = unit_in(p, command.args[0])
    if change == "activated":
        if turn(state)["mode"] == "rest":
            raise RuleViolation(_no("no.units_cannot_be_activated_for_movement"), ref="p. 6")
        if not u["ready"]:
            raise RuleViolation(_no("no.spent", unit=u["uid"]), _no("no.it_is_readied_at_the_start"), ref="p. 5")
        if u["wounds"]:
            raise RuleViolation(_no("no.wounded", unit=u["uid"]), _no("no.a_wounded_unit_cannot_be_activated"), ref="p. 11")
    return [{"type": "unit", "player": p["name"], "uid": u["uid"], "change": change}]


# -- wounds and healing (p. 11, A-19) ---------------------------------------------------------------
def heal(state: State, command: Command) -> Events:
    p = turn_player(state)
    if state["combat"] is not None:
        raise RuleViolation(_no("no.no_healing_during_combat"), _no("no.damage_from_a_combat_may_be"), ref="p. 11")
    cur = turn(state)
    arg = command.args[0] if command.args else "1"
    if arg.isdecimal():
        n = int(arg)
        if n > p["wounds"]:
            raise RuleViolation(_no("no.only_wounds", name=p["name"], wounds=p["wounds"]), ref="p. 11")
        if n > cur["heal"]:
            raise RuleViolation(_no("no.not_enough_healing_points"), _no("no.per_wound", n=cur["heal"]), _no("no.play_them_first_play_n_heal"), ref="p. 11")
        return [{"type": "healed", "player": p["name"], "wounds": n}]
    u = unit_in(p, arg)
    level = gd.unit_table()[u["id"]].level
    if not u["wounds"]:
        raise RuleViolation(_no("no.not_wounded", unit=u["uid"]), ref="p. 11")
    if cur["heal"] < level:
        raise RuleViolation(_no("no.heal_unit_cost", unit=u["uid"], level=level), _no("no.you_have", n=cur["heal"]), ref="p. 11")
    return [{"type": "unit", "player": p["name"], "uid": u["uid"], "change": "healed", "cost": level}]


def wound(state: State, command: Command) -> Events:
    p = turn_player(state)
    arg = command.args[0] if command.args else "1"
    if arg.isdecimal():
        return [{"type": "wounded", "player": p["name"], "wounds": int(arg)}]
    u = unit_in(p, arg)
    return [{"type": "unit", "player": p["name"], "uid": u["uid"], "change": "wounded"}]


SLOW_WORDS = ("slow", "langsam", "slow_recovery")  # `rest slow`: slow recovery (p. 6 §7); the other words name the card (--cards)


def rest(state: State, command: Command) -> Events:
    p = turn_player(state)
    no_combat(state)
    cur = turn(state)
    if cur["steps"] or cur["action"] or cur["move"]:
        raise RuleViolation(_no("no.too_late_to_rest"), _no("no.a_rest_replaces_the_whole_turn"), ref="p. 6")
    if cur["mode"] == "rest":
        raise RuleViolation(_no("no.already_resting"))
    slow = any(fold(w) in SLOW_WORDS for w in command.args)
    if slow and p["wounds"] == 0:
        raise RuleViolation(_no("no.slow_recovery_needs_a_hand_of"), _no("no.no_wounds", name=p["name"]), ref="p. 6")
    rested: dict[str, Any] = {"type": "rested", "player": p["name"], "kind": "slow" if slow else "standard"}
    return [rested, *(e for part in in_use(state) for e in part.rest_taken(state, command, rested))]  # --cards: checked against the hand (p. 6 §7)


# -- crystals, Fame, Reputation, cards (pp. 5, 11, A-26..A-29) ----------------------------------------
def crystal(state: State, command: Command) -> Events:
    p = turn_player(state)
    words = [fold(w) for w in command.args]
    if not words:
        raise InvalidInput(_no("no.which_crystal"), hint=_no("no.crystal_red_crystal_red_effect_crystal"))
    use = any(w in ("use", "spend", "benutzen", "verbrauchen") for w in words)
    effect = any(w in ("effect", "wirkung") for w in words)
    colours = [w for w in words if w in COLOUR_WORDS or w in ("random", "zufall", "zufaellig")]
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
    c = rules.basic(colour(colours[0], rules.COLOURS))
    if use:
        if p["crystals"][c] <= 0:
            raise RuleViolation(_no("no.no_crystal", name=p["name"], colour=colour_named(c)), ref="p. 5")
        return [{"type": "crystal", "player": p["name"], "colour": c, "change": -1, "why": "used"}]
    change, what = rules.gain_crystal(p["crystals"], c, effect=effect)
    return [{"type": "crystal", "player": p["name"], "colour": c, "change": change, "why": what}]


def fame(state: State, command: Command) -> Events:
    p = turn_player(state)
    if not command.args:
        raise InvalidInput(_no("no.how_much_fame"), hint=_no("no.fame_3"))
    amount = number(command.args[0])
    new, bonus = rules.gain_fame(p["fame"], amount, int(setup_of(state).get("fame_per_row", 0)))
    del new
    return [{"type": "fame", "player": p["name"], "amount": amount, "bonus": bonus}]


def reputation(state: State, command: Command) -> Events:
    p = turn_player(state)
    if not command.args:
        raise InvalidInput(_no("no.how_much_reputation"), hint=_no("no.reputation_1"))
    return [{"type": "reputation", "player": p["name"], "amount": number(command.args[0])}]


_ITEMS = {"spell": "spell", "zauber": "spell", "aa": "advanced_action", "advanced_action": "advanced_action", "artifact": "artifact",
          "artefakt": "artifact", "skill": "skill", "fahigkeit": "skill", "faehigkeit": "skill"}


def gain(state: State, command: Command) -> Events:
    p = turn_player(state)
    if not command.args or fold(command.args[0]) not in _ITEMS:
        raise InvalidInput(_no("no.gain_what"), hint=_no("no.gain_spell_gain_aa_gain_artifact"))
    for part in in_use(state):  # --cards: a deed card gained by name goes into the tracked deed deck (issue 16)
        named = part.gain(state, command, _ITEMS[fold(command.args[0])])
        if named is not None:
            return named
    count = number(command.args[1]) if len(command.args) > 1 else 1
    return [{"type": "gained", "player": p["name"], "item": _ITEMS[fold(command.args[0])], "count": count}]


def note(state: State, command: Command) -> Events:
    if not command.args:
        raise InvalidInput(_no("no.note_what"))
    return [{"type": "note", "text": " ".join(command.args)}]
