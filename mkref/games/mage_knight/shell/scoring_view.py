"""The final standings of `mkref score`: a table, a bar chart of the totals, the result, and the arithmetic."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from mkref.core.messages import page
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.scoring import CATEGORIES, Result, Score, explain_text, label
from mkref.ui.console import make_console

def _s(kind: str, key: str, lang: str) -> str:
    """A column heading (``short.KEY``, ``column.KEY``), or the label of the title or category."""
    return MESSAGES.text(f"{kind}.{key}", lang) if f"{kind}.{key}" in MESSAGES else label(key, lang)


def _v(key: str, lang: str, **values: object) -> str:
    return MESSAGES.text(f"view.{key}", lang, **values)


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
        parts.append(_v("title_won", lang))
    if result.winners and len(rows) > 1:
        parts.append(_v("winner_mark", lang))
    return "; ".join(parts)


def _print_caption(console: Console, caption: str) -> None:
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
    title = f"{scenario.name(lang)} ({page(scenario.ref, lang)})"
    if teams:
        title = "Teams"
    table = Table(title=title, title_justify="left", min_width=len(title) + 2)
    table.add_column(_s("short", "team" if teams else "player", lang), no_wrap=True)
    if not teams and any(s.team for s in rows):
        table.add_column(_s("short", "team", lang))
    show_fame = any(s.fame is not None for s in rows)
    if show_fame:
        table.add_column(_s("short", "fame", lang), justify="right")
    over = _titles_over(result)
    if r.achievements:
        for c in CATEGORIES:
            table.add_column(_s("short", c, lang), justify="right", overflow="fold")
    groups = [g for g, keys in GROUPS.items() if any(k in s.scenario_points for s in rows for k in keys)]
    for g in groups:
        table.add_column(_s("column", g, lang), justify="right")
    show_titles = r.award_titles and any(any(s.titles.values()) for s in rows)
    if show_titles:
        table.add_column(_s("column", "titles", lang), justify="right")
    if r.kind == "cooperative":  # each player's own sum, for information: the team score decides (p. 20)
        table.add_column(_v("own_total", lang), justify="right")
    elif r.kind != "portal":
        table.add_column(_s("short", "vp" if r.kind == "victory_points" else "total", lang), justify="right", style="bold")
    else:
        table.add_column("Portal", justify="center")
    winners = set(result.winners)
    for s in rows:
        won = s.winner if teams else s.name in winners
        cells: list[Text | str] = [Text(("* " if won else "") + s.name, style="bold" if won else "")]
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
                mark = _v("on_it", lang)
            if player is not None and player.chosen:
                mark = (mark + " " if mark else "") + _v("chosen", lang)
            if teams:
                mark = _v("wins", lang) if s.winner else ""
            cells.append(mark)
        table.add_row(*cells)
    return table


def _breakdown(result: Result, lang: str) -> Table:
    """The cooperative team score (or the solo score) line by line (pp. 19-20)."""
    coop = result.scenario.rules.kind == "cooperative"
    entry = result.teams[0] if coop else result.players[0]
    title = _v("team_score" if coop else "score", lang)
    table = Table(title=title, title_justify="left", show_header=False)
    table.add_column("", no_wrap=True)
    table.add_column("", justify="right")
    fame_label = _v("lowest_fame" if coop else "fame", lang)
    table.add_row(fame_label, str(entry.fame))
    lowest = result.sheet.coop_scoring == "lowest"
    for c in CATEGORIES:
        which = ""
        if coop and c == "beating":
            # the most negative counts; in the "lowest" variant the least negative (AMBIG-19)
            which = _v("smallest_penalty" if lowest else "largest_penalty", lang)
        elif coop:
            which = _v("lowest" if lowest else "best", lang)
        table.add_row(label(c, lang) + which, str(entry.categories[c]))
    for k, v in entry.scenario_points.items():
        table.add_row(label(k, lang), str(v))
    table.add_row(Text(_v("total", lang), style="bold"), Text(str(entry.total), style="bold"))
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
    kind = result.scenario.rules.kind
    names = ", ".join(result.winners)
    mission = result.mission_succeeded
    mission_text = "" if mission is None else _v("mission_ok" if mission else "mission_failed", lang)
    if kind == "cooperative":
        return _v("coop_won" if mission else "coop_lost", lang, score=result.team_score, mission=mission_text)
    if kind == "solo":
        return _v("solo_won" if mission else "solo_lost", lang, total=result.players[0].total, mission=mission_text)
    if kind == "portal":
        return _v("returned", lang, names=names) if result.winners else _v("nobody_returns", lang)
    if kind == "victory_points" and not result.winners:
        return _v("tie", lang)
    if len(result.players) == 1 and kind == "competitive":
        return _v("solo_variant", lang, total=result.players[0].total)
    if result.teams:
        teams = [t.name for t in result.teams if t.winner]
        head = _v("winning_team", lang, teams=", ".join(teams), names=names)
    elif len(result.winners) > 1:
        head = _v("shared", lang, names=names)
    else:
        head = _v("winner", lang, names=names)
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
        for line in _bars(chart_rows, lang, _v("totals", lang)):
            console.print(line, highlight=False)
    console.print(Text(_outcome(result, lang), style="bold"))
    if explain:
        _explain(console, result, lang)
    elif hint and result.scenario.rules.kind != "portal":
        console.print(_v("explain_hint", lang), style="dim")


def render_explain(result: Result, lang: str = "en") -> None:
    """Only the arithmetic, e.g. when asked for after the table."""
    _explain(make_console(), result, lang)


def _explain(console: Console, result: Result, lang: str) -> None:
    order: list[str] = []
    for e in result.explain:
        if e.who not in order:
            order.append(e.who)
    for who in order:
        console.print()
        console.print(Text(who or _v("no_titles", lang), style="bold underline"))
        for e in result.explain:
            if e.who != who:
                continue
            name = label(e.key, lang) if e.key in CATEGORIES else _part_name(e.key, lang)
            ref = page(e.ref, lang)
            console.print(f"  {name}: {explain_text(e, lang)}  ({ref})", highlight=False)


GOALS = {"goal_cities": "cities_conquered", "goal_every_leads": "every_player_leads", "goal_all": "all_cities",
         "goal_rounds": "rounds_unused", "goal_dummy": "dummy_deck", "goal_announced": "end_not_announced",
         "goal_volkare": "volkare"}


def _part_name(key: str, lang: str) -> str:
    """The heading of one line of the arithmetic: a part of the score (``part.KEY``) or a goal's label."""
    if key in GOALS:
        return label(GOALS[key], lang)
    return MESSAGES.text(f"part.{key}", lang) if f"part.{key}" in MESSAGES else key
