"""The final standings of `mkref score`: a table, a bar chart of the totals, the result, and the arithmetic."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from mkref.games.mage_knight.scoring import CATEGORIES, Result, Score, explain_text, label
from mkref.ui.console import make_console

SHORT: dict[str, tuple[str, str]] = {
    "player": ("Player", "Spieler"),
    "team": ("Team", "Team"),
    "fame": ("Fame", "Ruhm"),
    "knowledge": ("Knowl.", "Wissen"),
    "loot": ("Loot", "Beute"),
    "leader": ("Leader", "Anführ."),
    "conqueror": ("Conq.", "Erob."),
    "adventurer": ("Adv.", "Abent."),
    "beating": ("Beating", "Prügel"),
    "total": ("Total", "Summe"),
    "vp": ("VP", "SP"),
}


def _s(table: dict[str, tuple[str, str]], key: str, lang: str) -> str:
    pair = table.get(key)
    if pair is None:
        return label(key, lang)
    return pair[1] if lang == "de" else pair[0]


def _num(n: int | None, signed: bool = False) -> str:
    if n is None:
        return "-"
    if signed and n > 0:
        return f"+{n}"
    return str(n)


GOAL_KEYS = ("cities_conquered", "every_player_leads", "all_cities", "rounds_unused", "dummy_deck", "end_not_announced")
GROUPS: dict[str, tuple[str, ...]] = {
    "cities": ("cities_led", "cities_shielded"),
    "mines": ("mines_countryside", "mines_core"),
    "keeps": ("keeps",),
    "mage_towers": ("mage_towers",),
    "goal": GOAL_KEYS,
}
GROUP_LABEL: dict[str, tuple[str, str]] = {
    "cities": ("Cities", "Städte"),
    "mines": ("Mines", "Bergwerke"),
    "keeps": ("Keeps", "Burgen"),
    "mage_towers": ("Towers", "Türme"),
    "goal": ("Goal", "Ziel"),
    "titles": ("Titles", "Titel"),
}


def _titles_over(result: Result) -> dict[str, list[str]]:
    """Which title keys belong to which column (category or scenario group)."""
    out: dict[str, list[str]] = {}
    for t in result.scenario.rules.titles:
        if not t.replaced_by:
            out.setdefault(t.over, []).append(t.key)
    out.setdefault("beating", []).append("beating")
    return out


def _caption(result: Result, lang: str, teams: bool, rows: list[Score]) -> str:
    r = result.scenario.rules
    parts = []
    if teams:
        parts.append("; ".join(f"{t.name} = {', '.join(t.members)}" for t in rows))
    if r.award_titles and any(any(s.titles.values()) for s in rows):
        parts.append("(+3) = a title won" if lang != "de" else "(+3) = gewonnener Ehrentitel")
    if result.winners and len(rows) > 1:
        parts.append("* = winner" if lang != "de" else "* = Sieger")
    return "; ".join(parts)


def _print_caption(console: Any, caption: str) -> None:
    if caption:
        console.print(caption, style="dim", highlight=False)


def _cell(value: int, titles: list[int]) -> Text:
    text = Text(str(value))
    for t in titles:
        if t:
            text.append(f" ({t:+d})", style="bold")
    return text


def _table(result: Result, rows: list[Score], lang: str, teams: bool) -> Table:
    """One row per player (or team); each category shows its points and, in brackets, the title it won."""
    scenario = result.scenario
    r = scenario.rules
    title = f"{scenario.name(lang)} ({scenario.ref.replace('p. ', 'S. ') if lang == 'de' else scenario.ref})"
    if teams:
        title = "Teams"
    table = Table(title=title, title_justify="left", min_width=len(title) + 2)
    table.add_column(_s(SHORT, "team" if teams else "player", lang), no_wrap=True)
    if not teams and any(s.team for s in rows):
        table.add_column(_s(SHORT, "team", lang))
    show_fame = any(s.fame is not None for s in rows)
    if show_fame:
        table.add_column(_s(SHORT, "fame", lang), justify="right")
    over = _titles_over(result)
    if r.achievements:
        for c in CATEGORIES:
            table.add_column(_s(SHORT, c, lang), justify="right", overflow="fold")
    groups = [g for g, keys in GROUPS.items() if any(k in s.scenario_points for s in rows for k in keys)]
    for g in groups:
        table.add_column(_s(GROUP_LABEL, g, lang), justify="right")
    show_titles = r.award_titles and any(any(s.titles.values()) for s in rows)
    if show_titles:
        table.add_column(_s(GROUP_LABEL, "titles", lang), justify="right")
    if r.kind == "cooperative":  # each player's own sum, for information: the team score decides (p. 20)
        table.add_column("Eigene Summe" if lang == "de" else "Own total", justify="right")
    elif r.kind != "portal":
        table.add_column(_s(SHORT, "vp" if r.kind == "victory_points" else "total", lang), justify="right", style="bold")
    else:
        table.add_column("Portal", justify="center")
    winners = set(result.winners)
    for s in rows:
        won = s.winner if teams else s.name in winners
        cells: list[Any] = [Text(("* " if won else "") + s.name, style="bold" if won else "")]
        if not teams and any(x.team for x in rows):
            cells.append(s.team or "")
        if show_fame:
            cells.append(_num(s.fame))
        if r.achievements:
            cells += [_cell(s.categories.get(c, 0), [s.titles.get(k, 0) for k in over.get(c, [])]) for c in CATEGORIES]
        for g in groups:
            value = sum(s.scenario_points.get(k, 0) for k in GROUPS[g])
            cells.append(_cell(value, [s.titles.get(k, 0) for k in over.get(g, [])]))
        if show_titles:
            cells.append(_num(sum(s.titles.values()), signed=True))
        if r.kind != "portal":
            cells.append(_num(s.total))
        else:
            player = next((p for p in result.sheet.players if p.name == s.name), None)
            mark = ""
            if player is not None and player.on_portal:
                mark = "on it" if lang != "de" else "darauf"
            if player is not None and player.chosen:
                mark = (mark + " " if mark else "") + ("(chosen)" if lang != "de" else "(auserwählt)")
            if teams:
                mark = ("wins" if lang != "de" else "gewinnt") if s.winner else ""
            cells.append(mark)
        table.add_row(*cells)
    return table


def _breakdown(result: Result, lang: str) -> Table:
    """The cooperative team score (or the solo score) line by line (pp. 19-20)."""
    de = lang == "de"
    coop = result.scenario.rules.kind == "cooperative"
    entry = result.teams[0] if coop else result.players[0]
    title = ("Teamwertung" if de else "Team score") if coop else ("Wertung" if de else "Score")
    table = Table(title=title, title_justify="left", show_header=False)
    table.add_column("", no_wrap=True)
    table.add_column("", justify="right")
    fame_label = ("niedrigster Ruhm" if de else "lowest Fame") if coop else ("Ruhm" if de else "Fame")
    table.add_row(fame_label, str(entry.fame))
    lowest = result.sheet.coop_scoring == "lowest"
    for c in CATEGORIES:
        which = ""
        if coop and c == "beating":
            # the most negative counts; in the "lowest" variant the least negative (AMBIG-19)
            which = (" (kleinster Abzug)" if de else " (smallest penalty)") if lowest else (" (größter Abzug)" if de else " (largest penalty)")
        elif coop:
            which = (" (niedrigster Wert)" if de else " (lowest)") if lowest else (" (bester Wert)" if de else " (best)")
        table.add_row(label(c, lang) + which, str(entry.categories[c]))
    for k, v in entry.scenario_points.items():
        table.add_row(label(k, lang), str(v))
    table.add_row(Text("Summe" if de else "Total", style="bold"), Text(str(entry.total), style="bold"))
    return table


def _bars(rows: list[Score], lang: str, heading: str) -> list[str]:
    scored = [s for s in rows if s.total is not None]
    if not scored:
        return []
    top = max(max(s.total or 0 for s in scored), 1)
    width = 40
    name_w = max(len(s.name) for s in scored)
    lines = [heading]
    for s in scored:
        total = s.total or 0
        n = round(width * max(total, 0) / top)
        bar = "█" * n if n else ("▏" if total > 0 else "")
        lines.append(f"  {s.name:<{name_w}}  {bar} {total}")
    return lines


def _outcome(result: Result, lang: str) -> str:
    de = lang == "de"
    kind = result.scenario.rules.kind
    names = ", ".join(result.winners)
    mission = result.mission_succeeded
    mission_text = ""
    if mission is not None:
        mission_text = (("Mission erfüllt." if mission else "Mission nicht erfüllt.") if de
                        else ("Mission succeeded." if mission else "Mission failed."))
    if kind == "cooperative":
        score = result.team_score
        return (f"Teamwertung: {score} Punkte. {mission_text} " + ("Ihr habt alle gewonnen." if mission else "Ihr habt alle verloren.")
                if de else f"Team score: {score} points. {mission_text} " + ("You all win." if mission else "You all lose."))
    if kind == "solo":
        total = result.players[0].total
        return (f"Punkte: {total}. {mission_text} " + ("Du warst siegreich." if mission else "Du hast versagt.")
                if de else f"Score: {total} points. {mission_text} " + ("You are victorious." if mission else "You failed."))
    if kind == "portal":
        if result.winners:
            return (f"Zurückgekehrt: {names}." if de else f"Returned home: {names}.")
        return ("Niemand kehrt zurück: kein Sieger." if de else "Nobody returns: no winner.")
    if kind == "victory_points" and not result.winners:
        return ("Gleichstand: keine Seite hat gewonnen (S. 22)." if de else "A tie: no side wins (p. 22).")
    if len(result.players) == 1 and kind == "competitive":
        return (f"Solovariante ohne Ehrentitel: {result.players[0].total} Punkte." if de
                else f"Solo variant, no titles: {result.players[0].total} points.")
    if result.teams:
        teams = [t.name for t in result.teams if t.winner]
        head = (f"Siegerteam: {', '.join(teams)} ({names})." if de else f"Winning team: {', '.join(teams)} ({names}).")
    elif len(result.winners) > 1:
        head = (f"Geteilter Sieg: {names}." if de else f"Shared victory: {names}.")
    else:
        head = (f"Sieger: {names}." if de else f"Winner: {names}.")
    return f"{head} {mission_text}".strip()


def render(result: Result, explain: bool = False, lang: str = "en", hint: bool = True) -> None:
    console = make_console()
    rows = result.players
    console.print(_table(result, rows, lang, teams=False))
    _print_caption(console, _caption(result, lang, False, rows))
    if result.teams and result.scenario.rules.kind != "cooperative":
        console.print(_table(result, result.teams, lang, teams=True))
        _print_caption(console, _caption(result, lang, True, result.teams))
    if result.scenario.rules.kind in ("cooperative", "solo"):
        console.print(_breakdown(result, lang))
    chart_rows = result.teams if (result.teams and result.scenario.rules.kind not in ("cooperative", "portal")) else rows
    if result.scenario.rules.kind not in ("portal", "cooperative") and len(chart_rows) > 1:
        for line in _bars(chart_rows, lang, "Punkte" if lang == "de" else "Totals"):
            console.print(line, highlight=False)
    console.print(Text(_outcome(result, lang), style="bold"))
    if explain:
        _explain(console, result, lang)
    elif hint and result.scenario.rules.kind != "portal":
        console.print("Add --explain to see the arithmetic of every number." if lang != "de"
                      else "Mit --explain siehst du die Rechnung hinter jeder Zahl.", style="dim")


def render_explain(result: Result, lang: str = "en") -> None:
    """Only the arithmetic, e.g. when asked for after the table."""
    _explain(make_console(), result, lang)


def _explain(console: Any, result: Result, lang: str) -> None:
    order: list[str] = []
    for e in result.explain:
        if e.who not in order:
            order.append(e.who)
    heading = {"": ("Titles nobody won", "Nicht vergebene Titel")}
    for who in order:
        console.print()
        console.print(Text(heading[who][1 if lang == "de" else 0] if who in heading else who, style="bold underline"))
        for e in result.explain:
            if e.who != who:
                continue
            name = label(e.key, lang) if e.key in CATEGORIES else {
                "title": "Titel" if lang == "de" else "Title",
                "no_title": "Titel" if lang == "de" else "Title",
                "cities": "Städte" if lang == "de" else "Cities",
                "mines": "Bergwerke" if lang == "de" else "Mines",
                "victory_points": "Siegpunkte" if lang == "de" else "Victory points",
                "team_vp": "Team",
                "team": "Team",
                "coop_base": "Basis" if lang == "de" else "Base",
                "coop_categories": "Erfolge" if lang == "de" else "Achievements",
                "goal_cities": label("cities_conquered", lang),
                "goal_every_leads": label("every_player_leads", lang),
                "goal_all": label("all_cities", lang),
                "goal_rounds": label("rounds_unused", lang),
                "goal_dummy": label("dummy_deck", lang),
                "goal_announced": label("end_not_announced", lang),
                "goal_volkare": label("volkare", lang),
                "total": "Summe" if lang == "de" else "Total",
            }.get(e.key, e.key)
            ref = e.ref.replace("p. ", "S. ") if lang == "de" else e.ref
            console.print(f"  {name}: {explain_text(e, lang)}  ({ref})", highlight=False)
