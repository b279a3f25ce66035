"""The table's picture of a game, drawn from its status data (``texts.status``), so that the prompt's
``status``/``grid`` and ``mkref status NAME`` show the same thing: the knights, the battlefield as a
3x3 grid between the forest (top) and the village (bottom), the boss and its doom. Text only."""

from __future__ import annotations

from typing import Any

from .field import LANES
from .messages import MESSAGES

CELL = 22  # three lanes and the row labels fit an 80-column terminal
MARKS = ("sword", "shield", "black", "red", "hp")


def t(key: str, lang: str, **values: Any) -> str:
    return MESSAGES.text(key, lang, **values)


def named(name: Any, lang: str) -> str:
    """A name from the status data: {"en": .., "de": ..} or plain text."""
    if isinstance(name, dict):
        return str(name.get(lang) or name.get("en") or "")
    return str(name or "")


def status_lines(data: dict[str, Any], lang: str) -> list[str]:
    """Everything `mkref status NAME` shows, top to bottom."""
    lines = [t("status_head", lang, mode=named(data.get("mode_name"), lang) or data["mode"], difficulty=named(data.get("difficulty_name"), lang)
               or data["difficulty"], round=data["round"], phase=t(f"phase.{data['phase']}", lang))]
    if data.get("turn") and data["phase"] in ("day", "night"):
        lines.append(t("status_turn", lang, player=data["turn"]))
    if data.get("result"):
        lines.append(t(f"status_{data['result']}", lang))
    lines.append(t("status_knights", lang))
    lines += [line for knight in data["knights"] for line in knight_lines(knight, lang)]
    lines += grid_lines(data, lang)
    lines += _table_lines(data, lang)
    if data.get("scores_so_far"):  # the standard game under way: "Your Story" on the state as it is (p. 22)
        lines.append(t("score_so_far", lang))
    for score in data.get("scores", data.get("scores_so_far", [])):
        lines.append(t("score_line", lang, player=score["name"], **{k: v for k, v in score.items() if k != "name"}))
    if data.get("winner"):
        lines.append(t("score_winner", lang, names=", ".join(data["winner"])))
    return lines


def knight_lines(k: dict[str, Any], lang: str) -> list[str]:
    """One knight: the track (health, fatigue, wrath), gold and crests; then where it stands and what it owns."""
    knight = named(k.get("knight_name"), lang) or k["knight"]
    if k["health"] <= 0 and k["fatigue"] < 0:  # before the first day nothing is on the track yet
        lines = [t("status_knight_new", lang, player=k["name"], knight=knight, gold=k["gold"], crests=k["crests"])]
    else:
        lines = [t("knight_line", lang, player=k["name"], knight=knight, health=k["health"], zone=t(f"zone.{k['zone']}", lang),
                   fatigue=k["fatigue"], wrath=k["wrath"], gold=k["gold"], crests=k["crests"])]
    where = []
    if k.get("village_space"):
        where.append(t("status_village_space", lang, space=k["village_space"]))
    if k.get("battlefield_space"):
        where.append(t("status_battlefield_space", lang, space=k["battlefield_space"]))
    if k.get("night_over"):
        where.append(t("status_night_over", lang))
    owned = [(key, k.get(field) or []) for key, field in (("status_cards", "card_names"), ("status_trophies", "trophy_names"),
                                                            ("status_monsters", "monster_names"))]
    where += [t(key, lang, names=", ".join(named(n, lang) for n in names)) for key, names in owned if names]
    if k.get("exhausted"):
        where.append(t("status_exhausted", lang, count=len(k["exhausted"])))
    return lines + (["      " + "; ".join(where)] if where else [])


def grid_lines(data: dict[str, Any], lang: str) -> list[str]:
    """Forest on top, rows 3 to 1, lanes a b c left to right, each lane's defences, the village below."""
    boss = data.get("boss") or {}
    lines = [f"  [{boss_line(boss, lang) if boss else t('forest', lang)}]"]
    bar = "     +" + "+".join("-" * CELL for _ in LANES) + "+"
    lines += ["     " + "".join(f" {lane:^{CELL}}" for lane in LANES), bar]
    for row in (3, 2, 1):
        cells = []
        for lane in LANES:
            monsters = data["lanes"][lane]["monsters"]
            cells.append(_cell(monsters[row - 1], lang) if len(monsters) >= row else "")
        here = " <- " + t("boss", lang) if boss.get("alive") and boss.get("row") == row else ""
        lines += [f"  {row}  |" + "|".join(f"{c[:CELL]:<{CELL}}" for c in cells) + "|" + here, bar]
    lines.append("      " + " ".join(f"{_defence(data['lanes'][lane], lang):^{CELL}}" for lane in LANES))
    village = ", ".join(named(b, lang) for b in data.get("village_names", data["village"])) or "-"
    lines.append("  " + t("village_line", lang, buildings=village, hp=data["village_hp"]) + "  " + t("defence_legend", lang))
    return lines


def boss_line(boss: dict[str, Any], lang: str) -> str:
    name = named(boss.get("name"), lang) or boss.get("card", "")
    if not boss.get("alive"):
        return t("boss_defeated", lang, boss=name)
    where = t("where_forest", lang) if boss.get("row") is None else t("where_row", lang, row=boss["row"])
    columns = boss.get("doom_columns")
    column = t("doom_of", lang, column=boss["doom_column"], columns=columns) if columns else str(boss["doom_column"])
    return t("doom_line", lang, boss=name, where=where, gold=boss.get("gold", 0), column=column)


def _cell(m: dict[str, Any], lang: str) -> str:
    if not m["face_up"]:
        return f" ({t('face_down', lang)})"
    marks = "".join(f" +{n}{t('mark.' + k, lang)}" for k, n in m.get("markers", {}).items() if n)
    crests = "".join(f" {p[:2]}{n}" for p, n in m.get("crests", {}).items())
    return f" {named(m.get('name'), lang)[:11]} {m['gold']}{t('gold_short', lang)}{marks}{crests}"


def _defence(lane: dict[str, Any], lang: str) -> str:
    parts = " ".join(["B"] * bool(lane.get("barricade")) + ["P"] * int(lane.get("palisades", 0))) or "-"
    return t("defence_line", lang, hp=lane["defences"], parts=parts)


def _table_lines(data: dict[str, Any], lang: str) -> list[str]:
    lines = []
    if data.get("quests"):
        quests = "; ".join(f"{named(q.get('name'), lang)} ({', '.join(q['slots']) or '-'})" for q in data["quest_list"])
        lines.append(t("status_quests", lang, quests=quests))
    if data["phase"] in ("day_start", "day"):
        lines.append(t("status_market", lang, count=data["market_face_up"]))
    if data.get("townsfolk"):
        folk = [f"{named(f.get('name'), lang) or f['id']} {f['gold']}" for f in data.get("townsfolk_list", [])]
        lines.append(t("status_townsfolk", lang, folk=", ".join(folk)))
    return lines
