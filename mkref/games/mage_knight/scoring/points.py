"""End-of-game scoring for every scenario of the Mage Knight scenario book (pp. 15, 18-22).

Pure: nothing here prints, prompts or rolls. The scenario parameters come from
rules/mage-knight/scenarios.toml (loaded by `load_catalog`); a score sheet (a TOML table, or the answers of the
interactive mode in the same shape) becomes a `Sheet` through `parse_sheet`, and `score(sheet)` returns a
`Result`. The scenarios come from scoring/scenarios.py and the sheet from scoring/sheets.py; here are the
achievements, titles and points, and the result as data. Every number carries an `Explain` item with its arithmetic and the page it comes from.

Rulings (each also written next to its key in scenarios.toml):
- AMBIG-13 (p. 15): "in the deck" = every deed card the player owns at the end (deck, hand, discard, play area).
- AMBIG-14 (p. 15): no title when the best value of a category is 0; no Greatest Beating penalty without wounds.
- AMBIG-16 (pp. 19-22): tied players share the victory, except Conquer and Hold (a tie means no winner, p. 22).
- AMBIG-18 (p. 20): Greatest Liberator on a tie gives +2 each.
- AMBIG-19 (p. 20): the cooperative "lowest scores" variant takes the least negative Greatest Beating value.
- AMBIG-29 (pp. 19, 20): rounds not needed = round limit - the round the game ended in; +5 when the end of that
  round was not announced.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from mkref.games.mage_knight.scoring.scenarios import (
    CATEGORIES, TEAM_PAGE, Rules, Scenario, Title,
)
from mkref.games.mage_knight.scoring.sheets import Player, Sheet, Unit

# ---------------------------------------------------------------------------------------------- scoring


@dataclass(frozen=True, eq=False, repr=False)
class Explain:
    """One number and how it came about. `key` picks the wording; `params` fill it in."""

    who: str
    key: str
    points: int
    params: Mapping[str, Any]
    ref: str


@dataclass(eq=False, repr=False)
class Score:
    """One player's, or one team's, numbers."""

    name: str
    team: str | None
    fame: int | None
    categories: dict[str, int]
    titles: dict[str, int]
    scenario_points: dict[str, int]
    victory_points: int | None
    total: int | None
    members: tuple[str, ...] = ()
    winner: bool = False


@dataclass(eq=False, repr=False)
class Result:
    scenario: Scenario
    sheet: Sheet
    players: list[Score]
    teams: list[Score]
    winners: list[str]
    team_score: int | None
    mission_succeeded: bool | None
    title_keys: tuple[str, ...]
    explain: list[Explain]
    notes: list[tuple[str, Mapping[str, Any]]]


def unit_points(unit: Unit, divisor: int = 2) -> int:
    """A unit's Greatest Leader points: its level, halved and rounded down when wounded (p. 15)."""
    return unit.level // divisor if unit.wounded else unit.level


def shield_points(shields: Mapping[str, int], sites: Iterable[str], points: Mapping[str, int]) -> int:
    return sum(shields.get(kind, 0) * points.get(kind, 2) for kind in sites)


def achievements(p: Player, r: Rules) -> tuple[dict[str, int], list[Explain]]:
    """The six achievement categories of one player (p. 15)."""
    knowledge = r.spell * p.spells + r.advanced_action * p.advanced_actions
    crystal_pts = p.crystals // r.crystals_per_point
    loot = r.artifact * p.artifacts + crystal_pts
    leader = sum(unit_points(u, r.wounded_divisor) for u in p.units)
    conqueror = shield_points(p.shields, r.conqueror_sites, r.site_points)
    adventurer = shield_points(p.shields, r.adventurer_sites, r.site_points)
    beating = r.wound * p.wounds
    cats = {"knowledge": knowledge, "loot": loot, "leader": leader, "conqueror": conqueror,
            "adventurer": adventurer, "beating": beating}
    ref = r.refs
    ex = [
        Explain(p.name, "knowledge", knowledge, {"spells": p.spells, "spell": r.spell, "aas": p.advanced_actions,
                                                 "aa": r.advanced_action}, ref.get("knowledge", "p. 15")),
        Explain(p.name, "loot", loot, {"artifacts": p.artifacts, "artifact": r.artifact, "crystals": p.crystals,
                                       "per": r.crystals_per_point, "crystal_points": crystal_pts},
                ref.get("loot", "p. 15")),
        Explain(p.name, "leader", leader, {"units": [(u.level, u.wounded, unit_points(u, r.wounded_divisor), u.name)
                                                     for u in p.units]}, ref.get("leader", "p. 15")),
        Explain(p.name, "conqueror", conqueror, {"shields": _shield_terms(p.shields, r.conqueror_sites, r.site_points)},
                "p. 15"),
        Explain(p.name, "adventurer", adventurer,
                {"shields": _shield_terms(p.shields, r.adventurer_sites, r.site_points)},
                "p. 21" if r.site_points.get("tomb") != r.site_points.get("monster_den") else "p. 15"),
        Explain(p.name, "beating", beating, {"wounds": p.wounds, "wound": r.wound}, ref.get("wound", "p. 15")),
    ]
    return cats, ex


def _shield_terms(shields: Mapping[str, int], sites: Iterable[str], points: Mapping[str, int]) -> list[tuple[str, int, int]]:
    return [(k, shields[k], points.get(k, 2)) for k in sites if shields.get(k)]


def award(values: Mapping[str, int], sole: int, tie: int, needs_points: bool = True, lowest: bool = False) -> dict[str, int]:
    """A title among competitors: `sole` to a single best, `tie` to each of several (p. 15).

    `lowest` picks the smallest value (Greatest Beating). With `needs_points` (AMBIG-14) nobody gets the title
    when the best value is 0. Fewer than two competitors: no title (A-22).
    """
    out = {k: 0 for k in values}
    if len(values) < 2:
        return out
    best = min(values.values()) if lowest else max(values.values())
    if needs_points and (best >= 0 if lowest else best <= 0):
        return out
    holders = [k for k, v in values.items() if v == best]
    for k in holders:
        out[k] = sole if len(holders) == 1 else tie
    return out


def _title_keys(r: Rules) -> tuple[str, ...]:
    keys = list(CATEGORIES)
    for t in r.titles:
        if t.key not in keys:
            keys.append(t.key)
    return tuple(keys)


def _award_all(entries: list[Score], r: Rules, explain: list[Explain]) -> None:
    """Titles among the entries (players, or teams in team play), added to each entry's titles."""
    if not r.award_titles:
        return
    for t in r.titles:
        if t.replaced_by:
            continue
        values = {e.name: (e.categories[t.over] if t.over in CATEGORIES else e.scenario_points.get(t.over, 0))
                  for e in entries}
        won = award(values, t.sole, t.tie, r.title_needs_points)
        _apply(entries, t, values, won, explain, lowest=False, needs=r.title_needs_points)
    bt = r.beating_title
    values = {e.name: e.categories["beating"] for e in entries}
    won = award(values, bt.sole, bt.tie, r.title_needs_points, lowest=True)
    _apply(entries, bt, values, won, explain, lowest=True, needs=r.title_needs_points)


def _apply(entries: list[Score], t: Title, values: Mapping[str, int], won: Mapping[str, int],
           explain: list[Explain], lowest: bool, needs: bool) -> None:
    holders = [k for k, v in won.items() if v]
    best = (min(values.values()) if lowest else max(values.values())) if values else 0
    for e in entries:
        e.titles[t.key] = won[e.name]
    if len(values) < 2:
        return
    if holders:
        for k in holders:
            explain.append(Explain(k, "title", won[k], {"title": t.key, "value": best, "tied": len(holders) > 1,
                                                        "sole": t.sole, "tie": t.tie}, t.ref))
    else:
        explain.append(Explain("", "no_title", 0, {"title": t.key, "value": best}, t.ref))


def _scenario_points(p: Player, r: Rules) -> tuple[dict[str, int], list[Explain]]:
    pts: dict[str, int] = {}
    ex: list[Explain] = []
    if r.cities is not None:
        led, shielded = r.cities["led"], r.cities["shielded"]
        pts["cities_led"] = led * p.cities_led
        pts["cities_shielded"] = shielded * p.cities_shielded
        ex.append(Explain(p.name, "cities", pts["cities_led"] + pts["cities_shielded"],
                          {"led": p.cities_led, "led_pts": led, "shielded": p.cities_shielded, "shielded_pts": shielded},
                          r.refs.get("cities") or "p. 19"))
    if r.mines is not None:
        c, k = r.mines["countryside"], r.mines["core"]
        pts["mines_countryside"] = c * p.mines_countryside
        pts["mines_core"] = k * p.mines_core
        ex.append(Explain(p.name, "mines", pts["mines_countryside"] + pts["mines_core"],
                          {"countryside": p.mines_countryside, "c_pts": c, "core": p.mines_core, "k_pts": k},
                          r.refs.get("mines") or "p. 20"))
    return pts, ex


def _title_base(pts: Mapping[str, int]) -> dict[str, int]:
    """Scenario scores a title compares: 'cities' (led + shielded points) and 'mines'."""
    out: dict[str, int] = {}
    if "cities_led" in pts:
        out["cities"] = pts["cities_led"] + pts.get("cities_shielded", 0)
    if "mines_countryside" in pts:
        out["mines"] = pts["mines_countryside"] + pts.get("mines_core", 0)
    return out


def _goal_points(sheet: Sheet, explain: list[Explain], who: str) -> dict[str, int]:
    """Solo and cooperative goal scoring (back of the Scoring card, pp. 19-20)."""
    r = sheet.scenario.rules
    g = r.goal or {}
    ref = r.refs.get("goal") or sheet.scenario.ref
    conquered = sheet.cities_conquered or 0
    total = sheet.cities_total or 0
    limit = sheet.round_limit or 0
    unused = max(0, limit - (sheet.rounds_played or limit))  # AMBIG-29
    pts: dict[str, int] = {}
    pts["cities_conquered"] = g["per_city"] * conquered
    explain.append(Explain(who, "goal_cities", pts["cities_conquered"], {"n": conquered, "each": g["per_city"]}, ref))
    if "every_player_leads" in g:
        every = all(p.cities_led >= 1 for p in sheet.players)
        pts["every_player_leads"] = g["every_player_leads"] if every else 0
        explain.append(Explain(who, "goal_every_leads", pts["every_player_leads"], {"yes": every, "each": g["every_player_leads"],
                               "without": [p.name for p in sheet.players if p.cities_led < 1]}, ref))
    all_done = total > 0 and conquered >= total
    pts["all_cities"] = g["all_cities"] if all_done else 0
    explain.append(Explain(who, "goal_all", pts["all_cities"], {"yes": all_done, "n": conquered, "total": total,
                                                               "each": g["all_cities"]}, ref))
    pts["rounds_unused"] = g["per_unused_round"] * unused
    explain.append(Explain(who, "goal_rounds", pts["rounds_unused"], {"limit": limit, "played": sheet.rounds_played,
                                                                     "unused": unused, "each": g["per_unused_round"]},
                           ref))
    pts["dummy_deck"] = g["per_dummy_card"] * (sheet.dummy_deck or 0)
    explain.append(Explain(who, "goal_dummy", pts["dummy_deck"], {"n": sheet.dummy_deck or 0, "each": g["per_dummy_card"]}, ref))
    pts["end_not_announced"] = g["not_announced"] if sheet.end_announced_in_last_round is False else 0
    explain.append(Explain(who, "goal_announced", pts["end_not_announced"],
                           {"announced": bool(sheet.end_announced_in_last_round), "each": g["not_announced"]}, ref))
    from mkref.games.mage_knight.parts import every_part

    for part in every_part():  # e.g. The Lost Legion: the bonus for defeating Volkare ([S3]; volkare.toml [score])
        for key, explained, points, params in part.score_goals(sheet):
            pts[key] = points
            explain.append(Explain(who, explained, points, params, ref))
    return pts


def _winners_by_total(entries: list[Score], ties: str) -> list[str]:
    scored = [e for e in entries if e.total is not None]
    if not scored:
        return []
    best = max(e.total for e in scored if e.total is not None)
    top = [e.name for e in scored if e.total == best]
    if len(top) > 1 and ties == "none":
        return []
    return top


def score(sheet: Sheet) -> Result:
    """Score a checked sheet according to its scenario."""
    scenario = sheet.scenario
    r = scenario.rules
    explain: list[Explain] = []
    notes: list[tuple[str, Mapping[str, Any]]] = []
    title_keys = _title_keys(r)
    players: list[Score] = []
    for p in sheet.players:
        if r.achievements:
            cats, ex = achievements(p, r)
            explain += ex
        else:
            cats = {c: 0 for c in CATEGORIES}
        pts, ex = _scenario_points(p, r)
        explain += ex
        players.append(Score(p.name, p.team, p.fame, cats, {k: 0 for k in title_keys}, pts, None, None))

    teams: list[Score] = []
    winners: list[str] = []
    team_score: int | None = None
    mission: bool | None = sheet.mission_succeeded

    if r.kind == "cooperative":
        team = _coop_team(sheet, players, explain)
        teams.append(team)
        for s in players:
            s.total = (s.fame or 0) + sum(s.categories.values())
        team_score = team.total
        mission = (sheet.cities_conquered or 0) >= (sheet.cities_total or 0) > 0
        if sheet.volkare is not None:
            mission = bool(sheet.volkare["defeated"])  # Volkare's scenarios: won by defeating him (I-42)
        winners = [p.name for p in sheet.players] if mission else []
        notes.append(("coop", {"mission": mission, "variant": sheet.coop_scoring}))
    elif r.kind == "solo":
        s = players[0]
        goal = _goal_points(sheet, explain, s.name)
        s.scenario_points.update(goal)
        s.total = (s.fame or 0) + sum(s.categories.values()) + sum(s.scenario_points.values())
        mission = (sheet.cities_conquered or 0) >= (sheet.cities_total or 0) > 0
        winners = [s.name] if mission else []
        notes.append(("solo", {"mission": mission}))
    elif r.kind == "victory_points":
        vp = r.victory_points or {}
        for p, s in zip(sheet.players, players):
            s.scenario_points = {"keeps": vp["keep"] * p.keeps_owned,
                                 "mage_towers": vp["mage_tower"] * p.mage_towers_owned}
            s.victory_points = s.total = sum(s.scenario_points.values())
            explain.append(Explain(p.name, "victory_points", s.total, {"keeps": p.keeps_owned, "keep": vp["keep"],
                                                                       "towers": p.mage_towers_owned,
                                                                       "tower": vp["mage_tower"]},
                                   r.refs.get("victory_points") or scenario.ref))
        if sheet.teams:
            for name in sheet.teams:
                members = [s for s in players if s.team == name]
                total = sum(s.total or 0 for s in members)
                teams.append(Score(name, name, None, {c: 0 for c in CATEGORIES}, {k: 0 for k in title_keys},
                                   {"keeps": sum(s.scenario_points["keeps"] for s in members),
                                    "mage_towers": sum(s.scenario_points["mage_towers"] for s in members)},
                                   total, total, tuple(s.name for s in members)))
                explain.append(Explain(name, "team_vp", total, {"members": [(s.name, s.total) for s in members]}, scenario.ref))
            won = _winners_by_total(teams, r.winner_ties)
            for t in teams:
                t.winner = t.name in won
            winners = [s.name for s in players if s.team in won]
        else:
            winners = _winners_by_total(players, r.winner_ties)
        if not winners:
            notes.append(("vp_tie", {}))
    elif r.kind == "portal":
        on = [p for p in sheet.players if p.on_portal]
        for s in players:
            s.fame = None
        if sheet.teams:
            for name in sheet.teams:
                team_players = [p for p in sheet.players if p.team == name]
                teams.append(Score(name, name, None, {c: 0 for c in CATEGORIES}, {k: 0 for k in title_keys}, {}, None,
                                   None, tuple(p.name for p in team_players)))
            if on and on[0].chosen:
                winners = [p.name for p in sheet.players if p.team == on[0].team]
                for t in teams:
                    t.winner = t.name == on[0].team
            notes.append(("portal_team", {"on": on[0].name if on else "", "chosen": bool(on and on[0].chosen),
                                          "team": on[0].team if on else ""}))
        else:
            winners = [on[0].name] if on else []
            notes.append(("portal", {"on": on[0].name if on else ""}))
    else:  # competitive
        if sheet.teams:
            teams = _competitive_teams(sheet, players, r, title_keys, explain)
            for t in teams:
                t.total = (t.fame or 0) + sum(t.categories.values()) + sum(t.titles.values()) + sum(t.scenario_points.values())
            for s in players:
                s.total = (s.fame or 0) + sum(s.categories.values()) + sum(s.scenario_points.values())
            won = _winners_by_total(teams, r.winner_ties)
            for t in teams:
                t.winner = t.name in won
            winners = [s.name for s in players if s.team in won]
            notes.append(("teams", {}))
        else:
            _award_competitive(players, r, explain)
            for s in players:
                s.total = (s.fame or 0) + sum(s.categories.values()) + sum(s.titles.values()) + sum(s.scenario_points.values())
            if len(players) == 1:
                notes.append(("solo_variant", {}))
                winners = []
            else:
                winners = _winners_by_total(players, r.winner_ties)
        if r.cities is not None and sheet.cities_total:
            conquered = sheet.cities_conquered if sheet.cities_conquered is not None else sum(p.cities_led for p in sheet.players)
            mission = conquered >= sheet.cities_total
        if len(winners) > 1:
            notes.append(("shared", {"names": winners}))
    for s in players + teams:
        if s.total is not None:
            explain.append(Explain(s.name, "total", s.total, {"fame": s.fame, "categories": sum(s.categories.values()),
                                                              "titles": sum(s.titles.values()),
                                                              "scenario": sum(s.scenario_points.values()),
                                                              "team": bool(s.members)}, scenario.ref))
    return Result(scenario, sheet, players, teams, winners, team_score, mission, title_keys, explain, notes)


def _award_competitive(players: list[Score], r: Rules, explain: list[Explain]) -> None:
    """Titles among individual players; scenario titles compare their scenario scores (cities, mines)."""
    shadow = []
    for s in players:
        base = _title_base(s.scenario_points)
        shadow.append(Score(s.name, s.team, s.fame, s.categories, s.titles, base, None, None))
    _award_all(shadow, r, explain)


def _competitive_teams(sheet: Sheet, players: list[Score], r: Rules, title_keys: tuple[str, ...],
                       explain: list[Explain]) -> list[Score]:
    """Team play (p. 15): base = the lower Fame; per category and scenario score only the team's best counts
    (Greatest Beating: the larger penalty); titles then compare the team values."""
    teams: list[Score] = []
    for name in sheet.teams:
        members = [s for s in players if s.team == name]
        fame = min(s.fame or 0 for s in members)
        cats = {c: (min if c == "beating" else max)(s.categories[c] for s in members) for c in CATEGORIES}
        pts: dict[str, int] = {}
        for key in ("cities", "mines"):
            base = [_title_base(s.scenario_points).get(key) for s in members]
            if any(v is not None for v in base):
                best = max(members, key=lambda s, k=key: _title_base(s.scenario_points).get(k, 0))  # type: ignore[misc]
                if key == "cities":
                    pts["cities_led"] = best.scenario_points["cities_led"]
                    pts["cities_shielded"] = best.scenario_points["cities_shielded"]
                else:
                    pts["mines_countryside"] = best.scenario_points["mines_countryside"]
                    pts["mines_core"] = best.scenario_points["mines_core"]
        team = Score(name, name, fame, cats, {k: 0 for k in title_keys}, pts, None, None, tuple(s.name for s in members))
        teams.append(team)
        explain.append(Explain(name, "team", 0, {"members": [(s.name, s.fame) for s in members], "fame": fame,
                                                 "categories": cats}, TEAM_PAGE))
    # titles compare the team's scenario score ("cities"), so give the teams their title base temporarily
    shadow = [Score(t.name, t.team, t.fame, t.categories, t.titles, _title_base(t.scenario_points), None, None)
              for t in teams]
    _award_all(shadow, r, explain)
    return teams


def _coop_team(sheet: Sheet, players: list[Score], explain: list[Explain]) -> Score:
    """Full and Blitz Cooperation (p. 20): one team score."""
    lowest = sheet.coop_scoring == "lowest"
    fame = min(s.fame or 0 for s in players)
    cats: dict[str, int] = {}
    for c in CATEGORIES:
        values = [s.categories[c] for s in players]
        if c == "beating":
            # best = the most negative (p. 20); the "lowest scores" variant takes the highest, i.e. least negative
            # value (AMBIG-19)
            cats[c] = max(values) if lowest else min(values)
        else:
            cats[c] = min(values) if lowest else max(values)
    explain.append(Explain("Team", "coop_base", fame, {"members": [(s.name, s.fame) for s in players]},
                           sheet.scenario.ref))
    explain.append(Explain("Team", "coop_categories", sum(cats.values()), {"categories": cats, "lowest": lowest},
                           sheet.scenario.ref))
    goal = _goal_points(sheet, explain, "Team")
    total = fame + sum(cats.values()) + sum(goal.values())
    team = Score("Team", None, fame, cats, {}, goal, None, total, tuple(s.name for s in players))
    return team


# ---------------------------------------------------------------------------------------------- output


def to_json(result: Result) -> dict[str, Any]:
    """The issue's JSON contract (stable keys)."""

    def entry(s: Score, team: bool = False) -> dict[str, Any]:
        d: dict[str, Any] = {}
        if team:
            d["team"] = s.name
            d["members"] = list(s.members)
        else:
            d["name"] = s.name
            d["team"] = s.team
        d["fame"] = s.fame
        d["categories"] = dict(s.categories)
        d["titles"] = dict(s.titles) if s.titles else {k: 0 for k in result.title_keys}
        d["scenario_points"] = dict(s.scenario_points)
        d["victory_points"] = s.victory_points
        d["total"] = s.total
        if team:
            d["winner"] = s.winner
        return d

    return {
        "scenario": result.scenario.id,
        "players": [entry(s) for s in result.players],
        "teams": [entry(t, team=True) for t in result.teams],
        "winners": list(result.winners),
        "team_score": result.team_score,
        "mission_succeeded": result.mission_succeeded,
    }


def label(key: str, lang: str = "en") -> str:
    """A title, category or scenario point's name (mage_knight/messages/scoring.py, ``label.KEY``)."""
    from mkref.games.mage_knight.messages import MESSAGES

    return MESSAGES.text(f"label.{key}", lang) if f"label.{key}" in MESSAGES else key.replace("_", " ")


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def explain_text(e: Explain, lang: str = "en") -> str:
    """The arithmetic of one Explain item in words, English or German (``explain.*`` in the catalogue)."""
    from mkref.games.mage_knight.messages import MESSAGES

    def t(key: str, **values: object) -> str:
        return MESSAGES.text(f"explain.{key}", lang, **values)

    p = e.params
    k = e.key
    if k == "knowledge":
        return t("knowledge", spells=p["spells"], spell=p["spell"], aas=p["aas"], aa=p["aa"], points=e.points)
    if k == "loot":
        return t("loot", artifacts=p["artifacts"], artifact=p["artifact"], crystals=p["crystals"], per=p["per"], crystal_points=p["crystal_points"], points=e.points)
    if k == "leader":
        if not p["units"]:
            return t("no_units")
        terms = []
        for level, wounded, pts, name in p["units"]:
            who = f"{name} " if name else ""
            terms.append(t("unit_wounded", who=who, level=level, pts=pts) if wounded else t("unit", who=who, level=level))
        return " + ".join(terms) + f" = {e.points}"
    if k in ("conqueror", "adventurer"):
        if not p["shields"]:
            return t("no_shields")
        terms = [f"{n} × {label(kind, lang)} × {each}" for kind, n, each in p["shields"]]
        return " + ".join(terms) + f" = {e.points}"
    if k == "beating":
        return t("beating", wounds=p["wounds"], wound=p["wound"], points=e.points)
    if k == "title":
        name = label(p["title"], lang)
        return t("title_tied" if p["tied"] else "title", name=name, value=p["value"], points=_signed(e.points))
    if k == "no_title":
        return t("no_beating" if p["title"] == "beating" else "no_title", name=label(p["title"], lang))
    if k == "cities":
        return t("cities", led=p["led"], led_pts=p["led_pts"], shielded=p["shielded"], shielded_pts=p["shielded_pts"], points=e.points)
    if k == "mines":
        return t("mines", countryside=p["countryside"], c_pts=p["c_pts"], core=p["core"], k_pts=p["k_pts"], points=e.points)
    if k == "victory_points":
        return t("victory_points", keeps=p["keeps"], keep=p["keep"], towers=p["towers"], tower=p["tower"], points=e.points)
    if k == "team_vp":
        return " + ".join(f"{n} {v}" for n, v in p["members"]) + f" = {e.points}"
    if k == "team":
        return t("team", fames=", ".join(f"{n} {f}" for n, f in p["members"]), fame=p["fame"])
    if k == "coop_base":
        return t("coop_base", fames=", ".join(f"{n} {f}" for n, f in p["members"]), points=e.points)
    if k == "coop_categories":
        values = " + ".join(f"{label(c, lang)} {v}" for c, v in p["categories"].items())
        return t("coop_lowest" if p["lowest"] else "coop_best", values=values, points=e.points)
    return _explain_goal(e, lang) or f"{k} = {e.points}"


def _explain_goal(e: Explain, lang: str) -> str:
    """The arithmetic of a cooperative or solo goal, and of a total (pp. 19-20)."""
    from mkref.games.mage_knight.messages import MESSAGES

    def t(key: str, **values: object) -> str:
        return MESSAGES.text(f"explain.{key}", lang, **values)

    p = e.params
    k = e.key
    if k == "goal_cities":
        return t("goal_cities", n=p["n"], each=p["each"], points=e.points)
    if k == "goal_every_leads":
        return t("every_leads", each=p["each"]) if p["yes"] else t("not_leading", names=", ".join(p["without"]))
    if k == "goal_all":
        return t("all_cities", total=p["total"], each=p["each"]) if p["yes"] else t("some_cities", n=p["n"], total=p["total"])
    if k == "goal_rounds":
        return t("rounds", limit=p["limit"], played=p["played"], unused=p["unused"], each=p["each"], points=e.points)
    if k == "goal_dummy":
        return t("dummy", n=p["n"], each=p["each"], points=e.points)
    from mkref.games.mage_knight.parts import every_part

    said = next((text for part in every_part() if (text := part.explain_score(k, p, t, e.points)) is not None), None)
    if said is not None:  # e.g. The Lost Legion's bonus for defeating Volkare
        return said
    if k == "goal_announced":
        return t("announced") if p["announced"] else t("not_announced", each=p["each"])
    if k == "total":
        parts = []
        if p["fame"] is not None:
            parts.append(t("fame", n=p["fame"]))
        parts.append(t("achievements", n=_signed(p["categories"])))
        if p["titles"]:
            parts.append(t("titles", n=_signed(p["titles"])))
        if p["scenario"]:
            parts.append(t("scenario", n=_signed(p["scenario"])))
        return " ".join(parts) + f" = {e.points}"
    return ""
