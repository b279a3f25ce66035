"""What the table reads: event labels, answers after each command, the bottom bar, status (JSON and tables)."""

from __future__ import annotations

from typing import Any

from mkref.games.mage_knight.state_types import GameState, PlayerState

from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.parts import every_part, in_use, part_keys
from mkref.games.mage_knight.table import rules
from mkref.games.mage_knight.table.monastery import action_names
from mkref.games.mage_knight.table import state as gs

from mkref.core.messages import name_in, say
from mkref.games.mage_knight.map.labels import label_in
from mkref.games.mage_knight.table.shown_names import action as _action, end_reason as _end_reason, bought_note as _bought_note, enemy_label as _enemy_label, note as _note, owner as _owner, uid as _uid
from mkref.games.mage_knight.messages import MESSAGES, word

TIME = {"en": {"day": "Day", "night": "Night"}, "de": {"day": "Tag", "night": "Nacht"}}


def _t(key: str, lang: str, **values: object) -> str:
    return MESSAGES.text(key, lang, **values)


def _name(names: dict[str, str], lang: str) -> str:
    return names.get(lang) or names["en"]


def _unit(uid: str, lang: str = "en") -> str:
    table = gd.unit_table()
    return table[uid].name.get(lang) if uid in table else uid


def _hero(ident: str, lang: str = "en") -> str:
    hero = gd.heroes()[ident]
    return name_in(lang, hero.en, hero.de)


def _tactic(ident: str, lang: str = "en") -> str:
    t = gd.tactics().get(ident)
    return f"{t.number} {t.name(lang)}" if t else ident


def _site(site: str, lang: str = "en") -> str:
    info = gd.sites().get(site)
    return _name(info["name"], lang) if info else site.replace("_", " ")


def _terrain(t: str, lang: str = "en") -> str:
    entry = gd.facts()["terrain"].get(t)
    return _name(entry["name"], lang) if isinstance(entry, dict) else t


def _colour(colour: str, lang: str) -> str:
    return word("colour", colour, lang)


def label(e: dict[str, Any], lang: str = "en") -> str:
    t = e["type"]
    who = e.get("player", "")
    if t.startswith("map_"):  # map events: worded by the map module
        from mkref.games.mage_knight.map import texts as map_texts

        return map_texts.label(e, lang)
    for part in every_part():  # an event an optional part wrote, in any game (parts.Part.label)
        worded = part.label(e, lang)
        if worded is not None:
            return worded
    if t.startswith("combat_"):
        return _combat_label(e, lang)
    worded = _LABELS.get(t)
    return worded(e, who, lang) if worded else str(t)


def _prepared(e: dict[str, Any], who: str, lang: str) -> str:
    text = _t("ev.prepared", lang, round=e["round"], source=" ".join(_colour(c, lang) for c in e["source"]), offer=", ".join(_unit(u, lang) for u in e["offer"]))
    if e.get("eliminated"):
        text += _t("ev.prepared_portal", lang, names=", ".join(e["eliminated"]))
    for name, gains in e.get("mine_crystals", {}).items():
        text += _t("ev.prepared_mines", lang, name=name, gains=", ".join(f"{n} {_colour(c, lang)}" for c, n in gains.items()))
    if e.get("offer_aa_cards"):
        text += _t("ev.offer_aa_cards", lang, cards=action_names(e["offer_aa_cards"], lang))
    return text


def _took_tactic(e: dict[str, Any], who: str, lang: str) -> str:
    text = _t("ev.tactic", lang, who=who, tactic=_tactic(e["tactic"], lang))
    return text + (_t("ev.tactic_dummy", lang, tactic=_tactic(e["dummy_tactic"], lang)) if e.get("dummy_tactic") else "")


def _moved(e: dict[str, Any], who: str, lang: str) -> str:
    site = f" ({_site(e['site'], lang)}{':' + _owner(e['owner'], lang) if e.get('owner') else ''})" if e.get("site") else ""
    where = f" {label_in(e['space'], lang)}" if e.get("space") else ""
    text = _t("ev.moved", lang, who=who, where=where, terrain=_terrain(e["terrain"], lang), site=site, cost=e["cost"])
    return text + (_t("ev.moved_assault", lang) if e.get("assault") else "") + (
        _t("ev.moved_provoked", lang, enemies=", ".join(_enemy_label(x, lang) for x in e["enemies"] or e["provoked"])) if e.get("provoked") else "")


def _explored(e: dict[str, Any], who: str, lang: str) -> str:
    text = _t("ev.explored", lang, who=who, tile=word("tile", e["tile"], lang))
    if e.get("fame"):
        text += _t("ev.explored_fame", lang, fame=e["fame"])
    if e.get("city"):
        city = _colour(e["city"], lang)
        text += _t("ev.explored_city_level", lang, city=city, level=e["level"]) if e.get("level") else _t("ev.explored_city", lang, city=city)
    if e.get("offer_aa_cards"):
        text += _t("ev.offer_aa_cards", lang, cards=action_names(e["offer_aa_cards"], lang))
    return text


def _interaction(e: dict[str, Any], who: str, lang: str) -> str:
    text = _t("ev.interaction", lang, who=who, site=_site(e["site"], lang), modifier=f"{e['modifier']:+d}")
    return text + (_t("ev.interaction_city", lang, bonus=e["city_bonus"]) if e.get("city_bonus") else "")


def _bought(e: dict[str, Any], who: str, lang: str) -> str:
    thing = _t(f"buy.{e['item']}", lang, **({"count": e.get("count", 1)} if e["item"] == "heal" else {"unit": _unit(e.get("unit", ""), lang)} if e["item"] == "elite" else {}))
    return _t("ev.bought", lang, thing=thing, cost=e["cost"]) + (_t("ev.bought_note", lang, note=_bought_note(e["note"], lang)) if e.get("note") else "")


def _recruited(e: dict[str, Any], who: str, lang: str) -> str:
    unit, uid = _unit(e["unit"], lang), _uid(e["uid"], lang)
    text = _t("ev.recruited", lang, who=who, unit=unit) + (_t("ev.recruited_as", lang, uid=uid) if uid != unit else "")  # not 'Bauern als Bauern'
    text += _t("ev.recruited_cost", lang, cost=e["cost"]) if e.get("cost") else _t("ev.recruited_reward", lang)
    if e.get("mana"):  # The Lost Legion: Magic Familiars' basic mana ([06.2])
        text += _t("ev.recruited_mana", lang, colour=_colour(e["mana"], lang))
    if e.get("banner"):  # The Lost Legion: the Banner of Command ([06.3])
        text += _t("ev.recruited_banner", lang)
    text += _part_words(e, lang)  # e.g. The Lost Legion: Magic Familiars at a Magical Glade ([06.2])
    if e.get("reputation_change"):
        text += _t("ev.recruited_reputation", lang, change=f"{e['reputation_change']:+d}")
    return text + (_t("ev.recruited_disband", lang, uid=_uid(e["disband"], lang)) if e.get("disband") else "")


def _crystal(e: dict[str, Any], who: str, lang: str) -> str:
    colour = _colour(e["colour"], lang)
    if e.get("fame"):
        return _t("ev.crystal_black", lang, who=who)
    if e["change"] < 0:
        return _t("ev.crystal_used", lang, who=who, colour=colour)
    if e["change"] == 0:
        return _t("ev.crystal_full", lang, who=who, colour=colour) + _t("ev.crystal_token" if e.get("why") == "mana_token" else "ev.crystal_nothing", lang)
    return _t("ev.crystal", lang, who=who, colour=colour)


def _liberated(e: dict[str, Any], who: str, lang: str) -> str:
    colour = _colour(e["colour"], lang)
    return (_t("ev.liberated", lang, who=who, colour=colour) + (_t("ev.liberated_core", lang) if e.get("core") else "")
            + _t("ev.liberated_gain", lang, reputation=f"{e['reputation']:+d}", colour=colour))


_LABELS: dict[str, Any] = {
    "prepared": _prepared,
    "tactic": _took_tactic,
    "points": lambda e, who, lang: _t("ev.points", lang, amount=e["amount"], kind=word("points", e["kind"], lang)),
    "moved": _moved,
    "explored": _explored,
    "die": lambda e, who, lang: _t("ev.die", lang, face=_colour(e["face"], lang)),
    "interaction": _interaction,
    "bought": _bought,
    "recruited": _recruited,
    "unit": lambda e, who, lang: _t("ev.unit", lang, uid=_uid(e["uid"], lang), change=word("unit", e["change"], lang)) + (_t("ev.unit_cost", lang, cost=e["cost"]) if e.get("cost") else ""),
    "healed": lambda e, who, lang: _t("ev.healed", lang, who=who, wounds=e["wounds"]),
    "wounded": lambda e, who, lang: _t("ev.wounded", lang, who=who, wounds=e["wounds"]),
    "rested": lambda e, who, lang: _t("ev.rested_slow" if e["kind"] == "slow" else "ev.rested", lang, who=who),
    "crystal": _crystal,
    "fame": lambda e, who, lang: _t("ev.fame", lang, who=who, amount=f"{e['amount']:+d}") + (_t("ev.fame_row", lang, bonus=e["bonus"]) if e.get("bonus") else ""),
    "reputation": lambda e, who, lang: _t("ev.reputation", lang, who=who, amount=f"{e['amount']:+d}"),
    "gained": lambda e, who, lang: _t("ev.gained", lang, who=who, count=e["count"], item=word("item", e["item"], lang)),
    "turn_ended": lambda e, who, lang: _t("ev.turn_ended", lang, who=who) + (_t("ev.turn_level", lang, level=e["levels"][-1]["level"]) if e.get("levels") else ""),
    "announced": lambda e, who, lang: _t("ev.announced", lang, who=who),
    "dummy_turn": lambda e, who, lang: _t("ev.dummy_turn", lang, cards=" ".join(_colour(c, lang) for c in e["revealed"] + e.get("extra", [])) or _t("ev.dummy_nothing", lang)),
    "glade": lambda e, who, lang: _t("ev.glade", lang, who=who, glade=e["glade"]),
    "liberated": _liberated,
    "note": lambda e, who, lang: _note(e, lang),
    "game_end": lambda e, who, lang: _t("ev.game_end", lang, reason=e["game_end"]["reason"]),
}


def _part_words(e: dict[str, Any], lang: str) -> str:
    """What the optional parts add to the log line of one of the base's events (parts.Part.label_words)."""
    return "".join(part.label_words(e, lang) for part in every_part())


def _combat_label(e: dict[str, Any], lang: str) -> str:
    t = e["type"]
    if t == "combat_started":
        enemies = ", ".join(_enemy_label(x["label"], lang) + (_t("ev.combat_rampaging", lang) if x["rampaging"] else "") for x in e["enemies"])
        site = _t("ev.combat_site", lang, site=_site(e["site"], lang)) if e["site"] not in ("none", "rampaging") else ""
        return _t("ev.combat_started", lang, who=e.get("player", ""), enemies=enemies) + site
    if t == "combat_step":
        d = e["decl"]
        if d["kind"] == "advance":
            return _t("ev.step_advance", lang, phase=word("phase_id", d["phase"], lang))
        if d["kind"] == "attack":
            return _t("ev.step_attack", lang, targets=", ".join(_enemy_label(t, lang) for t in d["targets"]), parts=", ".join(d["parts"]))
        if d["kind"] == "block":
            return _t("ev.step_block", lang, target=_enemy_label(d["target"], lang), parts=", ".join(d["parts"]))
        if d["kind"] == "damage":
            return _t("ev.step_damage", lang, source=_enemy_label(d["source"], lang), to=", ".join(_uid(u, lang) if u != "hero" else _t("ev.hero", lang) for u in d["to"]))
        return _t("ev.step_summon", lang, label=_enemy_label(d["label"], lang), tokens=", ".join(_enemy_label(t, lang) for t in d["tokens"]))
    if t == "combat_ended":
        key = "ev.combat_conquered" if e.get("conquered") else "ev.combat_ended"
        text = _t(key, lang, fame=e["fame"] + e.get("fame_bonus", 0), reputation=f"{e['reputation']:+d}", wounds=e["wounds"])
        return text + _part_words(e, lang)  # e.g. The Lost Legion [06.3]: a Banner of Fortitude used
    return str(t)


def _skipped_turns(state: GameState, lang: str) -> list[str]:
    """The turns skipped on the way to the next one: a face-down Round Order token (p. 12), or no card left after the
    end of the round was announced (p. 6 §3d)."""
    forfeited = state.get("forfeited")  # the deed cards' key (parts.Part.forfeits_turn)
    return ["  " + (_t("after.forfeited", lang, name=name) if isinstance(forfeited, list) and name in forfeited else _t("after.skipped", lang, name=name) + _t("after.page_12", lang))
            for name in state["skipped"]]


def describe(state: GameState, events: list[dict[str, Any]], lang: str = "en") -> list[str]:
    lines: list[str] = []
    for e in events:
        lines.append(label(e, lang))
        if e["type"] in ("combat_started", "combat_step", "combat_ended"):
            lines.extend("  " + say(t, lang) for t in e.get("text", []))  # a fight's lines may be catalogue sentences
        else:
            lines.extend(line for part in in_use(state) for line in part.details(e, lang))  # a part's event (parts.Part.details)
        if e["type"] in ("turn_ended", "announced", "dummy_turn") and state.get("skipped"):
            lines.extend(_skipped_turns(state, lang))
        if e["type"] == "turn_ended":
            lines.extend(_after_turn(e, lang))
        if e["type"] == "prepared":
            lines.extend(_prepare_checklist(state, e, lang))
        if e["type"] == "explored" and e.get("city") and e.get("level"):
            lines.append(_t("after.city_figure", lang, city=_colour(e["city"], lang), level=e.get("level", "?")))
        if e["type"] == "explored" and e.get("monasteries"):
            lines.append(_t("after.monastery", lang))
        if e["type"] == "combat_ended" and e.get("rewards"):
            lines.append(_t("after.rewards", lang, rewards=", ".join(word("item", r, lang) for r in e["rewards"])))
        if e["type"] == "combat_ended" and e.get("knocked_out"):
            lines.append(_t("after.knocked_out", lang))
    for part in in_use(state):  # e.g. The Lost Legion's variants, Magic Familiars' upkeep
        lines.extend(part.describe(state, events, lang))
    lines.extend(_next(state, events, lang))
    return lines


def _after_turn(e: dict[str, Any], lang: str) -> list[str]:
    """What the end of a turn brings: levels, a forced withdrawal, crystals, rewards, cards to draw (p. 11)."""
    lines = []
    for lv in e.get("levels", []):
        gain = _t("after.level_skill" if lv["skill"] else "after.level_token", lang)
        lines.append(_t("after.level", lang, level=lv["level"], armor=lv["armor"], hand=lv["hand_limit"], tokens=lv["command_tokens"], gain=gain))
    if e.get("withdrawal_wounds"):
        lines.append(_t("after.withdrawal", lang, wounds=e["withdrawal_wounds"]))
    if e.get("glade"):
        lines.append(_t("after.glade", lang))
    if e.get("disband"):
        lines.append(_t("after.disband", lang, uid=_uid(e["disband"], lang)))
    if e.get("unit"):
        lines.append(_t("after.unit", lang, unit=e["unit"]))
    if e.get("unit_declined"):
        lines.append(_t("after.unit_declined", lang, unit=e["unit_declined"]))
    for colour, n in e.get("crystals", {}).items():
        lines.append(_t("after.crystal", lang, n=n, colour=_colour(colour, lang)))
    for item, n in e.get("cards", {}).items():
        lines.append(_t("after.reward", lang, n=n, item=word("item", item, lang)))
    if e.get("fame"):
        lines.append(_t("after.black_die", lang, fame=e["fame"]))
    if e.get("draw_to"):
        lines.append(_t("after.draw", lang, n=e["draw_to"]))
    return lines


def _prepare_checklist(state: GameState, e: dict[str, Any], lang: str = "en") -> list[str]:
    """What the table does by hand when a round is prepared (p. 4 §2; p. 15 for the dummy)."""
    out = []
    if "darkness_dice" in e:  # Darkness Approaches! (p. 16)
        fell = _t("prep.darkness_night" if e.get("darkness") else "prep.darkness_day", lang)
        out.append(_t("prep.darkness", lang, dice=" ".join(_colour(c, lang) for c in e["darkness_dice"]), fell=fell))
    chosen = state.get("variants", [])
    if "improved_actions" in chosen and e.get("ended_time") == "night":  # More deck building (p. 17)
        out.append(_t("prep.improved_actions", lang, n=state["real_players"] + 1))
    if "drafting" in chosen and e.get("ended_time") == "day":
        out.append(_t("prep.drafting", lang))
    for r in e.get("respawns", []):  # Roaming Evil! (p. 17)
        colour = _colour(r["colour"], lang)
        where = r.get("space") or _t("prep.respawn_where", lang, colour=colour)
        what = (_t("prep.respawn_token", lang, colour=colour) + (_t("prep.respawn_brown", lang) if r["brown"] else "")) if r["token"] else _t("prep.respawn_nothing", lang)
        out.append(_t("prep.respawn", lang, face=r["face"], where=where, what=what))
    if e.get("new_round"):
        out.append(_t("prep.flip", lang, time=_t(f"time.{e['time']}", lang)))
        out.append(_t("prep.reroll", lang))
        out.append(_t("prep.aa_offer", lang, where=_t("prep.aa_dummy" if e.get("dummy_aa") else "prep.aa_deck", lang)))
        out.append(_t("prep.spell_offer", lang, dummy=_t("prep.spell_dummy", lang) if e.get("dummy_spell") else ""))
        out.append(_t("prep.unit_offer", lang))
    if e.get("offer_aas"):
        out.append(_t("prep.offer_aas", lang, n=e["offer_aas"]))
    if e.get("new_round"):
        out.append(_t("prep.players", lang))
        if e.get("tactics_removed"):
            out.append(_t("prep.tactics_removed", lang, tactics=", ".join(_tactic(t, lang) for t in e["tactics_removed"])))
    return out


def _next(state: GameState, events: list[dict[str, Any]], lang: str = "en") -> list[str]:
    kinds = {e["type"] for e in events}
    if not kinds & {"prepared", "tactic", "turn_ended", "announced", "dummy_turn", "volkare_turn", "explored", "combat_ended", "game_end"}:
        return []
    phase = state["phase"]
    out = []
    if state["game_end"] and ("explored" in kinds or "combat_ended" in kinds or "game_end" in kinds):
        out.append(_t("next.end", lang, names=", ".join(state["game_end"]["remaining"])))
    if phase == "tactics":
        t = ", ".join(_tactic(x, lang) for x in state["tactics_available"])
        out.append(_t("next.tactic", lang, name=state["choosers"][0], tactics=t))
    elif phase == "turns":
        p = gs.active(state)
        assert p is not None
        entry = next((line for part in in_use(state) if (line := part.next_line(state, p, lang)) is not None), None)
        if entry is not None:  # e.g. Volkare's turn
            out.append(entry)
        elif p["dummy"]:
            out.append(_t("next.dummy", lang))
        elif kinds & {"turn_ended", "tactic", "announced", "dummy_turn", "volkare_turn", "combat_ended"}:
            out.append(_t("next.turn", lang, name=p["name"], last=_t("next.last", lang) if state["round_end"] else ""))
    elif phase == "round_over":
        out.append(_t("next.round", lang, round=state["round"], next=state["round"] + 1))
    elif phase == "game_over":
        out.append(_t("next.over", lang, why=_end_reason(state["ended"], lang), save=state.get("save") or "SAVE"))
    return out


def toolbar(state: GameState, lang: str = "en") -> str:
    p = gs.active(state)
    who = p["name"] if p else "-"
    phase = _t(f"bar.{state['phase']}", lang) if f"bar.{state['phase']}" in MESSAGES else state["phase"]
    if state["combat"] is not None:
        combat_phase = state["combat"]["phase"]
        shown = _t(f"combat_phase.{combat_phase}", lang) if f"combat_phase.{combat_phase}" in MESSAGES else combat_phase
        phase = _t("bar.combat", lang, phase=shown)
    elif p and p.get("volkare"):
        phase = _t("bar.volkare", lang)
    elif p and p["dummy"]:
        phase = _t("bar.dummy", lang)
    elif p and state["cur"]:
        cur = state["cur"]
        phase = _action(cur["action"], lang) or _t("bar.rest" if cur["mode"] == "rest" else "bar.movement", lang)
        phase += _t("bar.points", lang, move=cur["move"], influence=cur["influence"], heal=cur["heal"])
    elif state["phase"] == "tactics" and state["choosers"]:
        phase = _t("bar.tactic", lang, name=state["choosers"][0])
    return _t("bar", lang, round=state["round"], limit=state["round_limit"], time=_t(f"time.{state['time']}", lang), who=who, phase=phase)


def _player_status(p: PlayerState) -> dict[str, Any]:
    pos = p["position"]
    out = {
        "name": p["name"],
        "hero": p["hero"],
        "dummy": p["dummy"],
        "volkare": bool(p.get("volkare")),
        "fame": p["fame"],
        "level": p["level"],
        "reputation": p["reputation"],
        "armor": p["armor"],
        "hand_limit": p["hand_limit"],
        "command_tokens": p["command_tokens"],
        "units": [{"unit": u["id"], "label": u["uid"], "ready": u["ready"], "wounds": u["wounds"], **({"banner": part_keys(u)["banner"]} if u.get("banner") else {}),
                   **({"fortitude_used_round": part_keys(u)["fortitude"]} if "fortitude" in u else {})}  # The Lost Legion's keys
                  for u in p["units"]],
        "crystals": dict(p["crystals"]),
        "position": {k: v for k, v in pos.items() if v} if pos else None,
        "wounds": p["wounds"],
        "tactic": p["tactic"],
        "shields": dict(p["shields"]),
        "cards": dict(p["cards"]),
        "skills": p["skills"],
    }
    if p.get("mine_sites"):
        out["mines"] = dict(p["mine_sites"])
    if p.get("eliminated"):
        out["eliminated"] = True
    if p.get("round_order_down"):
        out["round_order_face_down"] = True  # after a full commitment or a cooperative assault: the next turn is skipped (p. 12)
    if p["dummy"]:
        out["deck"] = dict(p["deck"])
        out["deck_size"] = sum(p["deck"].values())
    return out


def status(state: GameState) -> dict[str, Any]:
    p = gs.active(state)
    info = gd.scenarios()[state["scenario"]]
    return {
        "game": "mage-knight",
        "scenario": state["scenario"],
        "scenario_name": info["name"]["en"],
        "round": state["round"],
        "time": state["time"],
        "round_limit": state["round_limit"],
        "phase": state["phase"],
        "active_player": p["name"] if p else None,
        "round_order": list(state["order"]),
        "source": list(state["source"]),
        "unit_offer": list(state["offer"]),
        "advanced_actions_in_unit_offer": state["offer_aas"],
        "advanced_action_cards_in_unit_offer": list(state.get("offer_aa_cards", [])),
        "tactics_available": list(state["tactics_available"]),
        "tiles_left": dict(state["stack"]),
        "tiles_revealed": dict(state["revealed"]),
        "cities": state["cities"],
        "end_of_round_announced_by": state["round_end"]["by"] if state["round_end"] else None,
        "game_end": state["game_end"],
        "ended": state["ended"] or None,
        "combat": bool(state["combat"]),
        "players": [_with_parts(state, x, _with_space(state, _player_status(x))) for x in state["players"]],
        "portal_winner": _portal_winner(state),
        "variants": [variant_name(v) for v in state.get("variants", [])],
        **_parts_status(state),
    }


def variant_name(ident: str, lang: str = "en") -> str:
    from mkref.games.mage_knight.table.variants import variants

    names = variants()[ident]["name"]
    return str(names.get(lang) or names["en"])


def _parts_status(state: GameState) -> dict[str, Any]:
    """Every optional part's keys (e.g. "volkare": where he is, his plan, the odds): null-like when unused."""
    used = in_use(state)
    out: dict[str, Any] = {}
    for part in every_part():
        out.update(part.status(state) if part in used else part.status_keys)
    return out


def _with_parts(state: GameState, p: PlayerState, out: dict[str, Any]) -> dict[str, Any]:
    """The player's keys of the parts the game uses (with --cards: the deed deck, hand and discard pile, issue 16)."""
    for part in in_use(state):
        out.update(part.player_status(state, p))
    return out


def _portal_winner(state: GameState) -> str | None:
    """One to Return: whoever stands on the Portal when the game ends wins (p. 22)."""
    if state["phase"] != "game_over" or gd.scenarios()[state["scenario"]]["setup"].get("end") != "portal":
        return None
    from mkref.games.mage_knight.table.decide import on_portal

    winners = [p["name"] for p in state["players"] if not p["dummy"] and not p.get("eliminated") and on_portal(state, p)]
    return winners[0] if len(winners) == 1 else None


def _with_space(state: GameState, player: dict[str, Any]) -> dict[str, Any]:
    """On a tracked map, the position also names the space the hero stands on (the label the map shows)."""
    if state.get("map") is None or player["dummy"]:
        return player
    from mkref.games.mage_knight.map import in_game as map_game

    space = map_game.space_of(state, player["name"])
    if space:
        player["position"] = dict(player["position"] or {}, space=space)
    return player


def show(state: GameState, args: list[str], lang: str = "en") -> list[str]:
    what = args[0].casefold() if args else ""
    if what in ("combat", "kampf"):
        from mkref.games.mage_knight.table.combat import view

        return view(state, lang)
    shown = next((lines for part in in_use(state) if (lines := part.show(state, what, lang)) is not None), None)
    if shown is not None:  # e.g. show volkare
        return shown
    if what in ("offer", "angebot"):
        units = ", ".join(_unit(u, lang) for u in state["offer"]) or _t("show.offer_empty", lang)
        named = state.get("offer_aa_cards") or []
        aas = _t("show.offer_aa_cards", lang, cards=action_names(named, lang)) if named else _t("show.offer_aas", lang, n=state["offer_aas"])
        return [_t("show.offer", lang, units=units) + (aas if state["offer_aas"] else "")]
    if what in ("source", "quelle"):
        used = state["cur"]["dice_used"] if state["cur"] else []
        dice = ", ".join(_colour(f, lang) + (_t("show.used", lang) if i in used else _t("show.depleted", lang) if rules.depleted(f, state["time"]) else "") for i, f in enumerate(state["source"]))
        return [_t("show.source", lang, dice=dice)]
    lines = [toolbar(state, lang)]
    for p in state["players"]:
        if p.get("volkare"):
            continue
        lines.append(_player_line(state, p, lang))
        lines += ["    " + line for part in in_use(state) for line in part.player_lines(state, p, lang)]  # --cards: the hand
    for part in in_use(state):  # the lines of the optional parts the game uses (parts.Part.status_lines): e.g. Volkare's
        lines += part.status_lines(state, lang)
    if state["source"]:
        lines.append(show(state, ["source"], lang)[0])
    if state["offer"]:
        lines.append(show(state, ["offer"], lang)[0])
    return lines


def _player_line(state: GameState, p: PlayerState, lang: str) -> str:
    pos = p["position"]
    where = f"{_terrain(pos['terrain'], lang)}" + (f" {_site(pos['site'], lang)}" if pos.get("site") else "") if pos else _t("show.off_map", lang)
    if state.get("map") is not None:
        from mkref.games.mage_knight.map import in_game as map_game

        space = label_in(map_game.space_of(state, p["name"]) or "", lang)  # 'Ano' at a German table
        where = f"{space} ({where})" if pos and space else space or where
    crystals = " ".join(f"{_colour(c, lang)}:{n}" for c, n in p["crystals"].items() if n) or "-"
    units = ", ".join(_uid(u["uid"], lang) + ("" if u["ready"] else _t("show.spent", lang)) + (_t("show.unit_wound", lang, n=u["wounds"]) if u["wounds"] else "")
                      + (_t("show.banner", lang) if u.get("banner") else "")
                      + "".join(part.unit_words(u, lang) for part in in_use(state)) for u in p["units"]) or "-"
    if p["dummy"]:
        return _t("show.dummy", lang, hero=_hero(p["hero"], lang), deck=sum(p["deck"].values()), crystals=crystals, tactic=_tactic(p["tactic"], lang) if p["tactic"] else "-")
    return _t("show.player", lang, name=p["name"], hero=_hero(p["hero"], lang), fame=p["fame"], level=p["level"], rep=f"{p['reputation']:+d}", armor=p["armor"],
              hand=p["hand_limit"], cmd=p["command_tokens"], wounds=p["wounds"], crystals=crystals, units=units, where=where)


def score_sheet(status_data: dict[str, Any]) -> dict[str, Any]:
    """A score sheet for `mkref score --sheet` from a game's status (the Scoring card's questions, p. 15)."""
    s = status_data
    info = gd.scenarios()[s["scenario"]]
    sheet: dict[str, Any] = {"scenario": s["scenario"]}
    cities = s.get("cities", {})
    conquered = [c for c in cities.values() if c.get("conquered")]
    dummy = next((p for p in s["players"] if p["dummy"]), None)
    if info.get("solo") or info.get("cooperative"):
        sheet["rounds_played"] = s["round"]
        sheet["end_announced_in_last_round"] = s.get("end_of_round_announced_by") is not None
        sheet["dummy_deck"] = dummy["deck_size"] if dummy else 0
        sheet["cities_conquered"] = len(conquered)
        sheet["cities_total"] = int(gs.by_players(info["setup"].get("city_tiles"), len([p for p in s["players"] if not p["dummy"]])))
    players = []
    units = gd.unit_table()
    for p in s["players"]:
        if p["dummy"]:
            continue
        row: dict[str, Any] = {
            "name": p["name"],
            "fame": p["fame"],
            "spells": p["cards"]["spell"],
            "advanced_actions": p["cards"]["advanced_action"],
            "artifacts": p["cards"]["artifact"],
            "crystals": sum(p["crystals"].values()),
            "wounds": (p.get("deeds") or {}).get("wounds_total", p["wounds"]),  # --cards: the whole deed deck (p. 15)
            "shields": {k: v for k, v in p["shields"].items() if v},
            "units": [{"level": units[u["unit"]].level, **({"wounded": True} if u["wounds"] else {})} for u in p["units"]],
            "cities_led": sum(1 for c in conquered if c.get("leader") == p["name"]),
            "cities_shielded": sum(1 for c in conquered if p["name"] in c.get("shields", []) and c.get("leader") != p["name"]),
        }
        if info["setup"].get("end") == "all_mines_liberated":
            row["mines"] = p.get("mines", {"countryside": 0, "core": 0})
        if info["setup"].get("towers_like_keeps"):
            row["keeps_owned"] = p["shields"].get("keep", 0)
            row["mage_towers_owned"] = p["shields"].get("mage_tower", 0)
        if info["setup"].get("end") == "portal":
            row["on_portal"] = s.get("portal_winner") == p["name"]
        players.append(row)
    sheet["players"] = players
    for part in every_part():  # e.g. The Lost Legion: Volkare's defeat decides the mission and gives the bonus ([S3])
        part.score_sheet(s, sheet)
    return sheet
