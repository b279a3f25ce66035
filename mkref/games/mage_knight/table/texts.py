"""What the table reads: event labels, answers after each command, the bottom bar, status (JSON and tables)."""

from __future__ import annotations

from typing import Any

from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.table import rules
from mkref.games.mage_knight.table import state as gs

TIME = {"en": {"day": "Day", "night": "Night"}, "de": {"day": "Tag", "night": "Nacht"}}


def _unit(uid: str) -> str:
    table = gd.unit_table()
    return table[uid].name.en if uid in table else uid


def _tactic(ident: str, lang: str = "en") -> str:
    t = gd.tactics().get(ident)
    return f"{t.number} {t.name(lang)}" if t else ident


def _site(site: str) -> str:
    info = gd.sites().get(site)
    return info["name"]["en"] if info else site.replace("_", " ")


def _terrain(t: str) -> str:
    entry = gd.facts()["terrain"].get(t)
    return entry["name"]["en"] if isinstance(entry, dict) else t


def label(e: dict[str, Any], lang: str = "en") -> str:
    t = e["type"]
    who = e.get("player", "")
    if t.startswith("map_"):  # map events: worded by the map module
        from mkref.games.mage_knight.map import in_game as map_game

        return map_game.label(e, lang)
    if t.startswith("pvp_"):  # player against player: worded by pvp/in_game.py
        from mkref.games.mage_knight.pvp import in_game

        return in_game.label(e, lang)
    if t in gs.CARD_EVENTS:
        from mkref.games.mage_knight.cards import table as cards_table

        return " / ".join(cards_table.describe(e, lang)) or e["type"]
    if t == "prepared":
        text = f"round {e['round']} prepared: Source {' '.join(e['source'])}; offer {', '.join(_unit(u) for u in e['offer'])}"
        if e.get("eliminated"):
            text += "; the Portal closed: " + ", ".join(e["eliminated"]) + " out of the game"
        for name, gains in e.get("mine_crystals", {}).items():
            text += f"; {name} gained " + ", ".join(f"{n} {c}" for c, n in gains.items()) + " crystal(s) from liberated mines"
        return text
    if t == "tactic":
        text = f"{who} took tactic {_tactic(e['tactic'])}"
        return text + (f"; the dummy drew {_tactic(e['dummy_tactic'])}" if e.get("dummy_tactic") else "")
    if t == "points":
        return f"played {e['amount']} {e['kind']}"
    if t == "moved":
        site = f" ({_site(e['site'])}{':' + e['owner'] if e.get('owner') else ''})" if e.get("site") else ""
        where = f" {e['space']}" if e.get("space") else ""
        return f"{who} moved to{where} {_terrain(e['terrain'])}{site} for {e['cost']}" + (" - assault!" if e.get("assault") else "") + (
            f" - provoked {', '.join(e['enemies'] or e['provoked'])}!" if e.get("provoked") else "")
    if t == "explored":
        return f"{who} explored a {e['tile']} tile" + (f" (+{e['fame']} Fame)" if e.get("fame") else "") + ((f", the {e['city']} city (level {e['level']})" if e.get("level") else f", the {e['city']} city") if e.get("city") else "")
    if t == "die":
        return f"took a {e['face']} die from the Source"
    if t == "interaction":
        return f"{who} interacted at the {_site(e['site'])}: Influence {e['modifier']:+d} from Reputation" + (f", +{e['city_bonus']} from city shields" if e.get("city_bonus") else "")
    if t == "bought":
        thing = {"heal": f"{e.get('count', 1)} Healing point(s)", "advanced_action": "an Advanced Action", "spell": "a spell", "artifact": "an artifact (drawn at the end of the turn)", "elite": f"Elite unit {_unit(e.get('unit', ''))} for the offer"}[e["item"]]
        return f"bought {thing} for {e['cost']} Influence" + (f" ({e['note']})" if e.get("note") else "")
    if t == "recruited":
        change = e.get("reputation_change", 0)
        why = f" ({change:+d} Influence: Thugs invert the reputation modifier, Heroes double it, [06.2])" if change else ""
        extra = (f" and 1 {e['mana']} mana ([06.2])" if e.get("mana") else "") + (
            " under the Banner of Command instead of a Command token ([06.3])" if e.get("banner") else "")  # The Lost Legion
        return f"{who} recruited {_unit(e['unit'])} as {e['uid']}" + (f" for {e['cost']} Influence" if e.get("cost") else " (reward)") + extra + why + (f", disbanding {e['disband']}" if e.get("disband") else "")
    if t == "unit":
        return f"{e['uid']} {e['change']}" + (f" for {e['cost']} Healing" if e.get("cost") else "")
    if t == "healed":
        return f"{who} healed {e['wounds']} wound(s)"
    if t == "wounded":
        return f"{who} took {e['wounds']} wound(s)"
    if t == "rested":
        return f"{who} rested ({'slow recovery: discard 1 wound' if e['kind'] == 'slow' else 'discard 1 non-wound card and any wounds'})"
    if t == "crystal":
        if e.get("fame"):
            return f"{who} rolled black: +1 Fame instead of a crystal"
        if e["change"] < 0:
            return f"{who} used a {e['colour']} crystal"
        if e["change"] == 0:
            return f"{who} already holds 3 {e['colour']} crystals: " + ("a mana token instead" if e.get("why") == "mana_token" else "nothing gained")
        return f"{who} gained a {e['colour']} crystal"
    if t == "fame":
        return f"{who} Fame {e['amount']:+d}" + (f" (+{e['bonus']} for the Fame-track row)" if e.get("bonus") else "")
    if t == "reputation":
        return f"{who} Reputation {e['amount']:+d}"
    if t == "gained":
        return f"{who} gained {e['count']} {e['item'].replace('_', ' ')}"
    if t == "combat_started":
        return f"{who} started a combat against " + ", ".join(x["label"] + (" (rampaging)" if x["rampaging"] else "") for x in e["enemies"]) + (f" at the {_site(e['site'])}" if e["site"] not in ("none", "rampaging") else "")
    if t == "combat_step":
        d = e["decl"]
        if d["kind"] == "advance":
            return f"combat: on to the {d['phase']} phase"
        if d["kind"] == "attack":
            return f"attack {', '.join(d['targets'])}: {', '.join(d['parts'])}"
        if d["kind"] == "block":
            return f"block {d['target']}: {', '.join(d['parts'])}"
        if d["kind"] == "damage":
            return f"damage of {d['source']} to {', '.join(d['to'])}"
        return f"{d['label']} summoned {', '.join(d['tokens'])}"
    if t == "combat_ended":
        won = "conquered" if e.get("conquered") else "ended"
        return f"combat {won}: Fame +{e['fame'] + e.get('fame_bonus', 0)}, Reputation {e['reputation']:+d}, {e['wounds']} wound(s)"
    if t == "turn_ended":
        lv = e.get("levels", [])
        return f"{who} ended the turn" + (f", reached level {lv[-1]['level']}" if lv else "")
    if t == "announced":
        return f"{who} announced the end of the round"
    if t == "volkare_turn":
        from mkref.games.mage_knight.volkare import in_game as volkare_game

        return volkare_game.label(e, lang)
    if t == "secondary_used":  # The Lost Legion: a cooperative skill's secondary effect ({SKILLS})
        return f"{who} uses the secondary effect of {e['owner']}'s {e['skill'].replace('_', ' ')} ({{SKILLS}})"
    if t == "dummy_turn":
        return f"dummy revealed {' '.join(e['revealed'] + e.get('extra', [])) or 'nothing'}"
    if t == "glade":
        return f"{who} marked {e['glade']} with a shield"
    if t == "liberated":
        return f"{who} liberated the {e['colour']} mine" + (" on a core tile" if e.get("core") else "") + f": Reputation {e['reputation']:+d}, a {e['colour']} crystal every Day and Night"
    if t == "note":
        return f"note: {e['text']}"
    if t == "game_end":
        return f"end of the game triggered: {e['game_end']['reason']}"
    return str(t)


def describe(state: dict[str, Any], events: list[dict[str, Any]], lang: str = "en") -> list[str]:
    lines: list[str] = []
    for e in events:
        if e["type"] in ("combat_started", "combat_step", "combat_ended"):
            lines.append(label(e, lang))
            lines.extend("  " + t for t in e.get("text", []))
        elif e["type"].startswith("pvp_"):
            from mkref.games.mage_knight.pvp import in_game

            lines.append(label(e, lang))
            lines.extend(in_game.details(e, lang))
        else:
            lines.append(label(e, lang))
        if e["type"] == "turn_ended":
            if state.get("skipped"):  # a face-down Round Order token (player against player, p. 12)
                from mkref.games.mage_knight.pvp.messages import MESSAGES

                lines.extend("  " + MESSAGES.text("game_skipped", lang, name=name) + " (p. 12)" for name in state["skipped"])
            for lv in e.get("levels", []):
                gain = "a skill and an Advanced Action (keep 1 of your top 2 skills + any AA, or a common skill + the lowest AA)" if lv["skill"] else "the next level token and a Command token"
                lines.append(f"  Level {lv['level']}: armor {lv['armor']}, hand limit {lv['hand_limit']}, {lv['command_tokens']} Command token(s); gains {gain} (p. 11)")
            if e.get("withdrawal_wounds"):
                lines.append(f"  Forced withdrawal: {e['withdrawal_wounds']} wound(s) (p. 11)")
            if e.get("glade"):
                lines.append("  Magical Glade: 1 wound thrown away (out of the game, p. 11)")
            if e.get("disband"):
                lines.append(f"  {e['disband']} disbanded to free a Command token (p. 5)")
            if e.get("unit"):
                lines.append(f"  reward: {e['unit']} joins from the unit offer")
            if e.get("unit_declined"):
                lines.append(f"  reward: {e['unit_declined']} let go (no free Command token)")
            for colour, n in e.get("crystals", {}).items():
                lines.append(f"  +{n} {colour} crystal")
            for item, n in e.get("cards", {}).items():
                lines.append(f"  reward: {n} {item.replace('_', ' ')} (take it now; artifacts: draw N+1, put 1 back under the deck)")
            if e.get("fame"):
                lines.append(f"  +{e['fame']} Fame (black die)")
            if e.get("draw_to"):
                lines.append(f"  Draw up to {e['draw_to']} cards (hand limit; Planning: only with 2+ cards left in hand; standing next to own keeps or cities may add more, p. 11)")
        if e["type"] == "volkare_turn":
            from mkref.games.mage_knight.volkare import in_game as volkare_game

            lines.extend(volkare_game.describe(e, lang))
        if e["type"] == "prepared":
            lines.extend(_prepare_checklist(state, e))
        if e["type"] == "explored" and e.get("city") and e.get("level"):
            lines.append(f"  Place the {e['city']} city figure at level {e.get('level', '?')} and draw its garrison face down (p. 7 §5g).")
        if e["type"] == "explored" and e.get("monasteries"):
            lines.append("  Monastery: put 1 Advanced Action from the deck into the unit offer (p. 7 §5f).")
        if e["type"] == "combat_ended" and e.get("rewards"):
            lines.append("  Rewards at the end of the turn: " + ", ".join(r.replace("_", " ") for r in e["rewards"]))
        if e["type"] == "combat_ended" and e.get("knocked_out"):
            lines.append("  Knocked out: discard every non-wound card from the hand (p. 9).")
    if state.get("lost_legion_variants"):
        from mkref.games.mage_knight.volkare import variants_in_game

        lines.extend(variants_in_game.lines(state, events, lang))
    if any(e.get("familiars_upkeep") for e in events):  # The Lost Legion: Magic Familiars' upkeep ([01])
        from mkref.games.mage_knight.volkare import units_in_game

        lines.extend(units_in_game.upkeep_lines(events, lang))
    lines.extend(_next(state, events, lang))
    return lines


def _prepare_checklist(state: dict[str, Any], e: dict[str, Any]) -> list[str]:
    """What the table does by hand when a round is prepared (p. 4 §2; p. 15 for the dummy)."""
    out = []
    if "darkness_dice" in e:  # Darkness Approaches! (p. 16)
        fell = "Night falls and stays until the end of the game" if e.get("darkness") else "no black: another Day"
        out.append(f"  Darkness Approaches!: {' '.join(e['darkness_dice'])} - {fell} (p. 16)")
    chosen = state.get("variants", [])
    if "improved_actions" in chosen and e.get("ended_time") == "night":  # More deck building (p. 17)
        out.append(f"  [ ] Improved Actions: reveal {state['real_players'] + 1} Advanced Actions; lowest deck value first may swap one (p. 17).")
    if "drafting" in chosen and e.get("ended_time") == "day":
        out.append("  [ ] Drafting: each player shuffles 1 of their drafted Advanced Actions into the deck (p. 17).")
    for r in e.get("respawns", []):  # Roaming Evil! (p. 17)
        where = r.get("space") or f"a cleared {r['colour']} rampaging space"
        what = (f"a new {r['colour']} token" + (" and a brown one (fought together)" if r["brown"] else "")) if r["token"] else "nothing"
        out.append(f"  [ ] Roaming Evil!: {r['face']} for {where}: {what} (p. 17)")
    if e.get("new_round"):
        time = TIME["en"][e["time"]]
        out.append(f"  [ ] Flip the Day/Night board: {time} (movement costs change: forest 3/5, desert 5/3).")
        out.append("  [ ] Reroll all Source dice: done (typed above).")
        dummy = " (with a dummy: into the dummy's deck, which is shuffled)" if e.get("dummy_aa") else " (under the deck)"
        out.append(f"  [ ] Advanced Action offer: the lowest card leaves{dummy}; shift down, a new card on top.")
        spell = " (the dummy gains a crystal of its colour)" if e.get("dummy_spell") else ""
        out.append(f"  [ ] Spell offer: the lowest card goes under the deck{spell}; shift down, a new card on top.")
        out.append("  [ ] Old unit offer under its decks (done); Advanced Actions in it back under the AA deck.")
    if e.get("offer_aas"):
        out.append(f"  [ ] Add {e['offer_aas']} Advanced Action(s) to the unit offer: one per monastery that is not burned.")
    if e.get("new_round"):
        out.append("  [ ] Each player: skill tokens and banners face up, units readied (done), all deed cards shuffled, draw up to the hand limit.")
        if e.get("tactics_removed"):
            out.append("  [ ] Tactics removed from the game: " + ", ".join(_tactic(t) for t in e["tactics_removed"]) + ".")
    return out


_NEXT = {
    "en": {
        "end": "-> The end condition is met: last turns for {names}.",
        "tactic": "-> Tactic choice: {name} ({tactics})",
        "dummy": "-> The dummy's turn: type 'dummy'.",
        "turn": "-> Turn: {name}{last}.",
        "last": " (last turn of the round)",
        "round": "-> Round {round} is over. Type 'prepare' for round {next}.",
        "over": "-> The game is over ({why}). Score it: mkref status {save} --sheet > score.toml && mkref score --sheet score.toml",
    },
    "de": {
        "end": "-> Die Endbedingung ist erfüllt: letzte Züge für {names}.",
        "tactic": "-> Taktikwahl: {name} ({tactics})",
        "dummy": "-> Der Zug des Dummy-Spielers: 'dummy' eingeben.",
        "turn": "-> Am Zug: {name}{last}.",
        "last": " (letzter Zug der Runde)",
        "round": "-> Runde {round} ist vorbei. 'vorbereiten' startet Runde {next}.",
        "over": "-> Das Spiel ist vorbei ({why}). Wertung: mkref status {save} --sheet > score.toml && mkref score --sheet score.toml",
    },
}


def _next(state: dict[str, Any], events: list[dict[str, Any]], lang: str = "en") -> list[str]:
    words = _NEXT.get(lang, _NEXT["en"])
    kinds = {e["type"] for e in events}
    if not kinds & {"prepared", "tactic", "turn_ended", "announced", "dummy_turn", "volkare_turn", "explored", "combat_ended", "game_end"}:
        return []
    phase = state["phase"]
    out = []
    if state["game_end"] and ("explored" in kinds or "combat_ended" in kinds or "game_end" in kinds):
        out.append(words["end"].format(names=", ".join(state["game_end"]["remaining"])))
    if phase == "tactics":
        t = ", ".join(_tactic(x, lang) for x in state["tactics_available"])
        out.append(words["tactic"].format(name=state["choosers"][0], tactics=t))
    elif phase == "turns":
        p = gs.active(state)
        assert p is not None
        if p.get("volkare"):
            from mkref.games.mage_knight.volkare.messages import MESSAGES

            out.append(MESSAGES.text("next_volkare", lang))
        elif p["dummy"]:
            out.append(words["dummy"])
        elif kinds & {"turn_ended", "tactic", "announced", "dummy_turn", "volkare_turn", "combat_ended"}:
            out.append(words["turn"].format(name=p["name"], last=words["last"] if state["round_end"] else ""))
    elif phase == "round_over":
        out.append(words["round"].format(round=state["round"], next=state["round"] + 1))
    elif phase == "game_over":
        out.append(words["over"].format(why=state["ended"], save=state.get("save") or "SAVE"))
    return out


def toolbar(state: dict[str, Any], lang: str = "en") -> str:
    time = TIME.get(lang, TIME["en"])[state["time"]]
    p = gs.active(state)
    who = p["name"] if p else "-"
    phase = state["phase"]
    if state["combat"] is not None:
        from mkref.games.mage_knight.combat.engine import PHASE_NAMES

        phase = "combat: " + PHASE_NAMES.get(state["combat"]["phase"], state["combat"]["phase"])
    elif p and p.get("volkare"):
        phase = "Volkare's turn: type 'volkare'"
    elif p and p["dummy"]:
        phase = "the dummy's turn: type 'dummy'"
    elif p and state["cur"]:
        cur = state["cur"]
        phase = cur["action"] or ("rest" if cur["mode"] == "rest" else "movement")
        phase += f" | move {cur['move']} infl {cur['influence']} heal {cur['heal']}"
    elif phase == "tactics" and state["choosers"]:
        phase = f"tactic choice: {state['choosers'][0]}"
    return f"Round {state['round']}/{state['round_limit']} {time} | {who} | {phase}"


def _player_status(p: dict[str, Any]) -> dict[str, Any]:
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
        "units": [{"unit": u["id"], "label": u["uid"], "ready": u["ready"], "wounds": u["wounds"], **({"banner": u["banner"]} if u.get("banner") else {})}
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


def status(state: dict[str, Any]) -> dict[str, Any]:
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
        "tactics_available": list(state["tactics_available"]),
        "tiles_left": dict(state["stack"]),
        "tiles_revealed": dict(state["revealed"]),
        "cities": state["cities"],
        "end_of_round_announced_by": state["round_end"]["by"] if state["round_end"] else None,
        "game_end": state["game_end"],
        "ended": state["ended"] or None,
        "combat": bool(state["combat"]),
        "players": [_with_deeds(state, x, _with_space(state, _player_status(x))) for x in state["players"]],
        "portal_winner": _portal_winner(state),
        "variants": [variant_name(v) for v in state.get("variants", [])],
        "volkare": _volkare_status(state),
    }


def variant_name(ident: str, lang: str = "en") -> str:
    from mkref.games.mage_knight.table.variants import variants

    return str(variants()[ident]["name"][lang])


def _volkare_status(state: dict[str, Any]) -> dict[str, Any] | None:
    """The Lost Legion: where Volkare is, what each card will make him do, the odds of his next card."""
    if state.get("volkare") is None:
        return None
    from mkref.games.mage_knight.volkare import in_game as volkare_game

    return volkare_game.status_data(state)


def _with_deeds(state: dict[str, Any], p: dict[str, Any], out: dict[str, Any]) -> dict[str, Any]:
    """A game with --cards: the player's deed deck, hand and discard pile (issue 16)."""
    if state.get("cards"):
        from mkref.games.mage_knight.cards import table as cards_table

        deeds = cards_table.status_deeds(state, p)
        if deeds is not None:
            out["deeds"] = deeds
    return out


def _portal_winner(state: dict[str, Any]) -> str | None:
    """One to Return: whoever stands on the Portal when the game ends wins (p. 22)."""
    if state["phase"] != "game_over" or gd.scenarios()[state["scenario"]]["setup"].get("end") != "portal":
        return None
    from mkref.games.mage_knight.table.decide import on_portal

    winners = [p["name"] for p in state["players"] if not p["dummy"] and not p.get("eliminated") and on_portal(state, p)]
    return winners[0] if len(winners) == 1 else None


def _with_space(state: dict[str, Any], player: dict[str, Any]) -> dict[str, Any]:
    """On a tracked map, the position also names the space the hero stands on (the label the map shows)."""
    if state.get("map") is None or player["dummy"]:
        return player
    from mkref.games.mage_knight.map import in_game as map_game

    space = map_game.space_of(state, player["name"])
    if space:
        player["position"] = dict(player["position"] or {}, space=space)
    return player


def show(state: dict[str, Any], args: list[str], lang: str = "en") -> list[str]:
    what = args[0].casefold() if args else ""
    if what in ("combat", "kampf"):
        from mkref.games.mage_knight.combat.in_game import view

        return view(state)
    if what == "volkare" and state.get("volkare") is not None:
        from mkref.games.mage_knight.volkare import in_game as volkare_game

        return volkare_game.status_lines(state, lang)
    if what in ("offer", "angebot"):
        return ["Unit offer: " + (", ".join(_unit(u) for u in state["offer"]) or "empty") + (f"; {state['offer_aas']} Advanced Action(s)" if state["offer_aas"] else "")]
    if what in ("source", "quelle"):
        used = state["cur"]["dice_used"] if state["cur"] else []
        return ["Source: " + ", ".join(f + (" (used)" if i in used else " (depleted)" if rules.depleted(f, state["time"]) else "") for i, f in enumerate(state["source"]))]
    lines = [toolbar(state, lang)]
    for p in state["players"]:
        pos = p["position"]
        where = f"{_terrain(pos['terrain'])}" + (f" {_site(pos['site'])}" if pos.get("site") else "") if pos else "off the map"
        if state.get("map") is not None:
            from mkref.games.mage_knight.map import in_game as map_game

            space = map_game.space_of(state, p["name"])
            where = f"{space} ({where})" if pos and space else space or where
        crystals = " ".join(f"{c}:{n}" for c, n in p["crystals"].items() if n) or "-"
        units = ", ".join(u["uid"] + ("" if u["ready"] else " (spent)") + (f" ({u['wounds']} wound)" if u["wounds"] else "")
                          + (" (banner)" if u.get("banner") else "") for u in p["units"]) or "-"
        if p.get("volkare"):
            continue
        if p["dummy"]:
            lines.append(f"  Dummy ({gd.heroes()[p['hero']].en}): deck {sum(p['deck'].values())} card(s), crystals {crystals}, tactic {_tactic(p['tactic']) if p['tactic'] else '-'}")
            continue
        lines.append(
            f"  {p['name']} ({gd.heroes()[p['hero']].en}): Fame {p['fame']} level {p['level']} Rep {p['reputation']:+d} armor {p['armor']} "
            f"hand {p['hand_limit']} cmd {p['command_tokens']} wounds {p['wounds']} | crystals {crystals} | units {units} | at {where}"
        )
        if state.get("cards"):
            from mkref.games.mage_knight.cards import table as cards_table

            lines.append("    " + cards_table.hand_line(state, p, lang))
    if state.get("volkare") is not None:
        from mkref.games.mage_knight.volkare import in_game as volkare_game

        lines += volkare_game.status_lines(state, lang)
    if state["source"]:
        lines.append(show(state, ["source"], lang)[0])
    if state["offer"]:
        lines.append(show(state, ["offer"], lang)[0])
    return lines


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
            "wounds": p["wounds"],
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
    v = s.get("volkare")
    if v:  # The Lost Legion: his defeat decides the mission and gives the bonus ([S3])
        sheet["volkare"] = {"defeated": bool(v.get("defeated")), "cards_left": int(v.get("cards_left", 0)),
                            "combat_level": v.get("combat_level", "daring"), "race_level": v.get("race_level", "fair")}
    return sheet
