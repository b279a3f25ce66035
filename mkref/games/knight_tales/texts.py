"""What the table reads: the lines after each command, the battlefield as a 3x3 grid, the toolbar,
the status as data (``mkref status --json``) and the final scores. Text only; nothing is printed here."""

from __future__ import annotations

from typing import Any

from . import scoring
from .field import FOREST, LANES
from .messages import MESSAGES
from .state import KTState
from .words import step_line, word

from mkref.core.messages import Named, Said

def t(key: str, lang: str, **values: Any) -> str:
    return MESSAGES.text(key, lang, **values)


def describe(st: KTState, events: list[dict[str, Any]], lang: str = "en") -> list[str]:
    lines: list[str] = []
    only_facts = all(e["type"] == "fact" for e in events)
    for e in events:
        if e["type"] != "fact" or only_facts:
            lines += _event_lines(st, e, lang)
    if events and events[-1]["type"] in ("attack", "night", "removed", "revealed", "turn", "night_over", "boss_moved") and st.phase == "night":
        lines += grid(st, lang)
    if events and st.phase in ("day", "night") and st.turn:
        k = st.knights[st.turn]
        lines.append(t("turn_of", lang, player=st.turn, fatigue=k.free_fatigue) if st.phase == "night" else t("next_turn", lang, player=st.turn))
    if events and st.phase == "night_ready" and events[-1]["type"] == "passed":
        lines.append(t("day_over", lang, order=", ".join(night_order(st))))
    if events and st.phase == "game_over" and st.result == "won" and st.mode == "standard":
        lines += score_lines(st, lang)
    return lines


def night_order(st: KTState) -> list[str]:
    return sorted(st.knights, key=lambda p: st.knights[p].battlefield or 9)


def _event_lines(st: KTState, e: dict[str, Any], lang: str) -> list[str]:
    kind = e["type"]
    if kind == "order_roll":
        return []
    if kind == "order":
        return [t("order_placed", lang, player=p, swords=st.order_swords.get(p, 0), space=s) for p, s in sorted(e["spaces"].items(), key=lambda x: x[1])]
    if kind == "day":
        lines = [t("day_start", lang, round=e["round"], order=", ".join(st.order()))]
        if e.get("flipped"):
            lines.append(t("market_flipped", lang, count=e["flipped"]))
        return lines + [_knight_line(st, name, lang) for name in st.order()]
    if kind == "quest_revealed":
        return [t("quest_revealed", lang, round=e["round"], quest=quest_name(e["quest"], lang, st))]
    if kind == "bought":
        return [t("bought", lang, player=e["player"], card=st.name_of("market", e["card"], lang), cost=e["cost"], gold=st.knights[e["player"]].gold)]
    if kind == "trophy":
        cards = ", ".join(st.name_of("monsters", c, lang) for c in e["cards"])
        return [t("trophy_taken", lang, player=e["player"], trophy=st.name_of("trophies", e["trophy"], lang), cards=cards)]
    if kind == "passed":
        return [t("passed", lang, player=e["player"], space=e["space"])]
    if kind == "night":
        return [t("night_start", lang, round=e["round"], renown=e["renown"], champions=e["champions"], minions=e["minions"])]
    if kind == "revealed":
        if not e["gold"]:
            return [t("revealed", lang, pos=f"{e['lane']}{int(e['index']) + 1}", monster=st.name_of("monsters", e["card"], lang), gold=0)]
        return [t("revealed", lang, pos=f"{e['lane']}{int(e['index']) + 1}", monster=st.name_of("monsters", e["card"], lang), gold=e["gold"])]
    if kind == "to_back":
        return [t("to_back", lang, monster=st.name_of("monsters", e["card"], lang), lane=e["lane"])]
    if kind == "boss":
        return [t("boss_set", lang, boss=st.name_of("bosses", e["card"], lang), gold=e["gold"])]
    if kind == "attack":
        lines = [f"  {step_line(key, values, ref, lang)}" for key, values, ref in e["steps"]]
        s = e["summary"]
        summary = t("sheet_summary", lang, pool=s.get("pool", "?"), damage=s["damage_dealt"], prevented=s["damage_prevented"],
                    wounds=s["wounds_taken"], gold=s["gold_taken"], doom=s["doom_added"],
                    destroyed=t("yes" if e["destroyed"] else "no", lang), card=e["card_to"] or t("nobody", lang))
        return [t("sheet_attack", lang, attacker=e["player"], target=word(str(e["target"]), lang)), *lines, "  " + summary]
    if kind == "tactic":
        return [t("tactic", lang, how=word(f"tactic_{e['how']}", lang))]
    if kind == "removed":
        return [t("moved_up", lang, lane=e["lane"])]
    if kind == "boss_moved":
        return [t("boss_enters", lang, row=e["row"])]
    if kind == "lane_damage":
        left = int(e["barricade"]) + int(e["palisades"])
        lines = [t("lane_damage", lang, lane=e["lane"], damage=e["damage"], left=left, village=e["village"])]
        return lines + ([t("lane_parts", lang, parts=lane_parts(st, e, lang))] if e.get("parts") else [])
    if kind == "building_lost":
        return [t("building_lost", lang, building=word(e["building"], lang), left=e["left"])]
    if kind == "night_over":
        renown = t("renown_gain", lang, zone=t(f"zone.{e['zone']}", lang)) if e.get("zone") else ""
        return [t("night_over", lang, player=e["player"], space=e["space"], renown=renown)]
    if kind == "cleanup":
        return [t("night_end", lang)]
    if kind == "game_over":
        return [t("game_won" if e["result"] == "won" else "game_lost", lang)]
    if kind == "quest_done":
        return [t("quest_done", lang, player=e["player"], quest=quest_name(e["quest"], lang, st), slot=e["slot"])]
    if kind == "used":
        kind = "coop" if e.get("coop") else "townsfolk" if e["card"] in st.townsfolk else "market"
        return [t("card_used", lang, player=e["player"], card=st.name_of(kind, e["card"], lang))]
    if kind == "fact":
        # English keeps its words of before (ids); German names the card, the field and the value
        said = MESSAGES.said("fact", card=Named(str(e["id"]), st.name_of(e["kind"], e["id"], "de")), field=Named(str(e["field"]), _field(e["field"], "de")),
                             value=Named(str(e["value"]), _fact_value(e["value"], "de")))
        return [said.in_lang(lang)]
    if kind == "marker":
        return [t("marker_placed", lang, count=e["count"], marker=word(e["marker"], lang), pos=e["pos"])]
    return []


def quest_name(quest: str, lang: str, st: KTState | None = None) -> str:
    """A quest's name; a quest the table did not name ('quest_ii') is 'a quest of deck II'."""
    from .data import load

    if quest.startswith("quest_") and quest[6:].upper() in ("I", "II", "III") and not (st and "name" in st.card("quests", quest)):
        return t("quest_generic", lang, deck=quest[6:].upper())
    return st.name_of("quests", quest, lang) if st else load().card_name("quests", quest, lang)


def _field(field: str, lang: str) -> str:
    key = f"field.{field}"
    if key not in MESSAGES or field == "fatigue_start":
        return t("field_name.fatigue_start", lang) if field == "fatigue_start" else field.replace("_", " ")
    return t(key, lang, extra="")


def _fact_value(value: Any, lang: str) -> str:
    if isinstance(value, bool):
        return t("yes" if value else "no", lang)
    if isinstance(value, dict):
        return ", ".join(f"{word(str(k), lang)}: {_fact_value(v, lang)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(_fact_value(v, lang) for v in value)
    return word(str(value), lang)


def lane_parts(st: KTState, e: dict[str, Any], lang: str) -> str:
    """Where a lane's damage at the end of the night comes from: each monster and the boss (p. 21)."""
    return ", ".join(t("part", lang, name=t("word.boss", lang) if card == "boss" else st.name_of("monsters", card, lang), points=points)
                     for card, points in e["parts"])


def news_said(st: KTState, events: list[dict[str, Any]]) -> Said:
    """What a command's steps decided so far, said before the question that follows (results first)."""
    said = [_news_one(st, e) for e in events]
    out = said[0]
    for more in said[1:]:
        out = MESSAGES.said("two_news", first=out, second=more)
    return out


def _both(render: Any) -> Named:
    return Named(render("en"), render("de"))


def _news_one(st: KTState, e: dict[str, Any]) -> Said:
    kind = e["type"]
    if kind == "attack":
        s = e["summary"]
        return MESSAGES.said("news_attack", player=e["player"], target=_both(lambda lang: word(str(e["target"]), lang)),
                             damage=s["damage_dealt"], wounds=s["wounds_taken"],
                             result=_both(lambda lang: t("news_destroyed" if e["destroyed"] else "news_survives", lang, player=e["card_to"])))
    if kind == "lane_damage":
        left = int(e["barricade"]) + int(e["palisades"])
        parts = _both(lambda lang: " (" + lane_parts(st, e, lang) + ")") if e.get("parts") else ""
        return MESSAGES.said("news_lane", lane=e["lane"], damage=e["damage"], parts=parts, left=left, village=e["village"])
    if kind == "building_lost":
        return MESSAGES.said("news_building", building=_both(lambda lang: word(e["building"], lang)), left=e["left"])
    if kind == "night_over":
        return MESSAGES.said("news_night_over", player=e["player"])
    if kind == "cleanup":
        return MESSAGES.said("news_night_end")
    return MESSAGES.said("news_boss", row=e["row"])


def _knight_line(st: KTState, name: str, lang: str) -> str:
    k = st.knights[name]
    zone = _zone(st, name)
    return t("knight_line", lang, player=name, knight=st.name_of("knights", k.knight, lang), health=k.health, zone=t(f"zone.{zone}", lang),
             fatigue=k.free_fatigue, wrath=k.free_wrath, gold=k.gold, crests=st.crests_left(name))


def _zone(st: KTState, name: str) -> str:
    from .track import zone

    card = st.card("knights", st.knights[name].knight)
    if "yellow_from" in card and "red_from" in card:
        return zone(st.knights[name].health, int(card["yellow_from"]), int(card["red_from"]))
    return "?"


def grid(st: KTState, lang: str = "en") -> list[str]:
    """The battlefield as the prompt's `grid` shows it (board_texts draws it from the status data)."""
    from .board_texts import grid_lines

    return grid_lines(status(st), lang)


QUIET = frozenset({"fact", "order_roll", "revealed", "to_back", "removed", "turn", "cleanup"})  # parts of a bigger step


def label(event: dict[str, Any], lang: str = "en") -> str:
    """A few words for `log` and `undo`, in the table's language; "" for the small steps inside a command."""
    from .data import load

    kind = str(event["type"])
    if kind == "fact" and event.get("told"):
        return t("label.told", lang, card=load().card_name(str(event["kind"]), str(event["id"]), lang))
    if kind in QUIET:
        return ""
    card_kinds = {"bought": "market", "trophy": "trophies", "used": "market", "quest_done": "quests"}
    values = dict(event)
    ident = event.get("card", event.get("trophy", event.get("quest", "")))
    if kind in card_kinds and ident:
        values["card"] = load().card_name("coop" if event.get("coop") else card_kinds[kind], str(ident), lang)
        if str(ident).startswith("townsfolk_"):  # the solo game's townsfolk cards (p. 27)
            values["card"] = t("townsfolk_n", lang, n=str(ident).removeprefix("townsfolk_"))
    if kind == "attack":
        values["destroyed"] = t("label_destroyed", lang) if event.get("destroyed") else ""
        values["target"] = word(str(event.get("target", "")), lang)
    if kind in ("quest_revealed", "boss"):
        values["card"] = quest_name(str(ident), lang) if kind == "quest_revealed" else load().card_name("bosses", str(ident), lang)
    for name in ("building", "marker", "how"):
        if name in event:
            values[name] = word(("tactic_" if name == "how" else "") + str(event[name]), lang)
    if kind == "order":
        values["order"] = ", ".join(p for p, _ in sorted(event["spaces"].items(), key=lambda x: x[1]))
    key = f"label.{kind}"
    if key in MESSAGES:
        return t(key, lang, **{k: v for k, v in values.items() if f"{{{k}}}" in MESSAGES.text(key, "en")})
    return kind.replace("_", " ")


def toolbar(st: KTState, lang: str = "en") -> str:
    line = t("toolbar", lang, round=st.round, phase=t(f"phase.{st.phase}", lang), village=len(st.village))
    return line + (" " + t("status_turn", lang, player=st.turn) if st.turn and st.phase in ("day", "night") else "")


def holdings(st: KTState) -> list[scoring.Holdings]:
    """What each knight owns at the end, as the score sheet lists it (p. 22)."""
    out = []
    for name, k in st.knights.items():
        market = []
        for card in k.market:
            if card in st.trophies_taken:
                market.append(("trophy", int(st.card("trophies", card).get("vp", 0))))
            else:
                data = st.card("market", card)
                market.append((str(data.get("type", "?")), int(data.get("vp", 0))))
        monsters = []
        for kind, card in k.monsters:
            data = st.card(kind, card)
            kind_word = "boss" if kind == "bosses" else str(data.get("type", "minion"))
            monsters.append((scoring.monster_type(str(data.get("faction", "")), kind_word), int(data.get("vp", 0))))
        vp = {q: list(st.card("quests", q).get("vp", [])) for q in st.quests}
        renown = [int(dict(st.card("renown", {1: "I", 2: "II", 3: "III"}[int(n)]).get("zone_vp", {})).get(z, 0)) for n, z in k.renown]
        out.append(scoring.Holdings(name, market, monsters, scoring.quest_points(st.quests, vp, name), renown, k.gold))
    return out


def scores(st: KTState) -> list[scoring.Score]:
    return [scoring.score(h) for h in holdings(st)]


def score_sheet(st: KTState) -> dict[str, Any]:
    """A score sheet (kind = "score") of a finished standard game, for `mkref settle`."""
    players = []
    for h in holdings(st):
        monsters = []
        for kind, vp in h.monsters:
            faction, _, word = kind.partition(" ")
            monsters.append({"type": "boss", "vp": vp} if kind == "boss" else {"type": word, "faction": faction, "vp": vp})
        players.append({"name": h.name, "gold": h.gold, "quests": list(h.quests), "renown": list(h.renown),
                        "market": [{"type": kind, "vp": vp} for kind, vp in h.market], "monsters": monsters})
    return {"game": "knight-tales", "kind": "score", "mode": st.mode, "players": players}


def score_lines(st: KTState, lang: str) -> list[str]:
    result = scores(st)
    lines = [t("score_line", lang, player=s.name, total=s.total, **s.points) for s in result]
    return lines + [t("score_winner", lang, names=", ".join(scoring.winners(result)))]


def _names(st: KTState, kind: str, ident: str) -> dict[str, str]:
    return {lang: st.name_of(kind, ident, lang) for lang in ("en", "de")}


def _monster_data(st: KTState, m: dict[str, Any]) -> dict[str, Any]:
    shown: dict[str, Any] = {"card": m["card"] if m["face_up"] else "", "face_up": m["face_up"], "gold": m["gold"],
                             "crests": {p: n for p, n in m["crests"]}}
    if m["face_up"]:
        shown["name"] = _names(st, "monsters", m["card"])
        shown["markers"] = {k: int(m.get(k, 0)) for k in ("sword", "shield", "black", "red", "hp") if m.get(k)}
    return shown


def _boss_data(st: KTState) -> dict[str, Any]:
    if not st.boss:
        return {}
    boss = {k: v for k, v in st.boss.items() if k != "crests"} | {"crests": {p: n for p, n in st.boss["crests"]}}
    position = int(st.boss.get("position", FOREST))
    columns = st.card("bosses", st.boss["card"]).get("doom")
    return boss | {"name": _names(st, "bosses", st.boss["card"]), "row": position if 1 <= position <= 3 else None,
                   "doom_column": int(st.boss.get("doom", 0)) + 1, "doom_columns": len(columns) if isinstance(columns, list) else 0}


def _knight_data(st: KTState, name: str) -> dict[str, Any]:
    k = st.knights[name]
    trophies = [c for c in k.market if c in st.trophies_taken]
    return {
        "name": name, "knight": k.knight, "knight_name": _names(st, "knights", k.knight), "gold": k.gold, "health": k.health,
        "zone": _zone(st, name), "fatigue": k.free_fatigue, "wrath": k.free_wrath, "crests": st.crests_left(name), "village_space": k.village,
        "battlefield_space": k.battlefield, "night_over": k.night_over, "cards": list(k.market), "exhausted": list(k.exhausted),
        "trophies": trophies, "monster_cards": [c for _, c in k.monsters], "renown": [list(r) for r in k.renown],
        "card_names": [_names(st, "market", c) for c in k.market if c not in trophies],
        "trophy_names": [_names(st, "trophies", c) for c in trophies], "monster_names": [_names(st, kind, c) for kind, c in k.monsters],
    }


def status(st: KTState) -> dict[str, Any]:
    from .data import load

    facts = load()
    knights = [_knight_data(st, name) for name in st.knights]
    buildings = facts.section("village").get("building_names", {})
    data: dict[str, Any] = {
        "game": "knight-tales", "mode": st.mode, "mode_name": facts.section("modes")[st.mode]["name"], "difficulty": st.difficulty,
        "difficulty_name": facts.section("difficulty")["level_names"][st.difficulty], "round": st.round, "phase": st.phase, "turn": st.turn,
        "result": st.result, "village_hp": len(st.village), "village": list(st.village),
        "village_names": [buildings.get(b, b.replace("_", " ")) for b in st.village],
        "lanes": {lane: {"defences": int(st.defences[lane][0]) + int(st.defences[lane][1]), "barricade": bool(st.defences[lane][0]),
                         "palisades": int(st.defences[lane][1]), "monsters": [_monster_data(st, m) for m in st.lanes[lane]]} for lane in LANES},
        "boss": _boss_data(st),
        "quests": {q: list(s) for q, s in st.quests.items()},
        "quest_list": [{"id": q, "name": {lang: quest_name(q, lang, st) for lang in ("en", "de")}, "slots": list(s)} for q, s in st.quests.items()],
        "market_face_up": st.market_face_up, "trophies_taken": list(st.trophies_taken),
        "townsfolk": dict(st.townsfolk), "knights": knights, "players": knights,
        "townsfolk_list": [{"id": f, "name": _names(st, "townsfolk", f), "gold": g} for f, g in st.townsfolk.items()],
    }
    if st.phase == "game_over" and st.result == "won" and st.mode == "standard":
        result = scores(st)
        data["scores"] = [{"name": s.name, **s.points, "total": s.total} for s in result]
        data["winner"] = scoring.winners(result)
        data["score_sheet"] = score_sheet(st)
    elif st.mode == "standard" and st.phase != "game_over" and st.round:
        # provisional: card values nobody told yet count 0, gold and renown as they stand now (p. 22)
        data["scores_so_far"] = [{"name": s.name, **s.points, "total": s.total} for s in scores(st)]
    return data
