"""The story of a game drawn for the terminal and as Markdown (``mkref report``), charts by plotext.

Only ``mkref report`` and ``mkref watch`` import this module (and through it plotext): ``mkref --help``
and the other commands never load the plotting library.
"""

from __future__ import annotations

from typing import Any

from mkref.core.messages import Messages

TEXT = Messages({
    "title": ("The story of {name} ({game}, {events} events)", "Die Geschichte von {name} ({game}, {events} Ereignisse)"),
    "standings": ("Standings after {round}: {rows}", "Stand nach {round}: {rows}"),
    "moments": ("Decisive moments", "Entscheidende Momente"),
    "moment": ("{round}: {text}", "{round}: {text}"),
    "no_moments": ("None yet.", "Noch keine."),
    "result": ("Result", "Ergebnis"),
    "charts": ("Standings round by round", "Stand Runde für Runde"),
    "chart_round": ("round", "Runde"),
    "nothing": ("Nothing happened yet.", "Noch ist nichts geschehen."),
    "last_events": ("Last events", "Letzte Ereignisse"),
})


MARKERS = ("o", "+", "x", "*", "#", "@")  # one per row, so the lines are told apart without colour


def standings_text(standings: dict[str, dict[str, float]], metrics: list[dict[str, str]]) -> str:
    """'Anna: Fame 8, Level 3 | Ben: ...' (only the metrics a row has)."""
    rows = []
    for row, values in standings.items():
        shown = ", ".join(f"{m['name']} {_number(values[m['key']])}" for m in metrics if m["key"] in values)
        rows.append(f"{row}: {shown}")
    return " | ".join(rows)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def turns(lines: list[dict[str, Any]]) -> list[tuple[str, list[str]]]:
    """The round's lines grouped by who acted, one group per stretch (Mage Knight: one per turn)."""
    groups: list[tuple[str, list[str]]] = []
    for line in lines:
        if groups and groups[-1][0] == line["player"]:
            groups[-1][1].append(line["text"])
        else:
            groups.append((line["player"], [line["text"]]))
    return groups


def charts(story: dict[str, Any], lang: str, width: int = 70, height: int = 12) -> list[str]:
    """One plotext line chart per metric: each row's value at the end of every round."""
    import plotext as plt

    rounds = [r for r in story["rounds"] if r.get("standings")]
    out = []
    for metric in story["metrics"]:
        series = _series(rounds, metric["key"])
        if not series:
            continue
        plt.clear_figure()
        plt.theme("clear")
        plt.plotsize(width, height)
        xs = [r["number"] for r in rounds]
        for i, (row, ys) in enumerate(series.items()):
            plt.plot(xs, ys, label=row, marker=MARKERS[i % len(MARKERS)])
        plt.title(metric["name"])
        plt.xlabel(TEXT.text("chart_round", lang))
        plt.xticks(xs)
        out.append(plt.uncolorize(plt.build()).rstrip())
    return out


def _series(rounds: list[dict[str, Any]], key: str) -> dict[str, list[float]]:
    series: dict[str, list[float]] = {}
    for row in rounds[-1]["standings"] if rounds else {}:
        if all(key in r["standings"].get(row, {}) for r in rounds):
            series[row] = [r["standings"][row][key] for r in rounds]
    return series


def story_lines(story: dict[str, Any], name: str, game_name: str, lang: str, markdown: bool = False) -> list[str]:
    """The whole story as lines of text (``markdown``: with headings and a code block for the charts)."""
    h1, h2, bullet = ("# ", "## ", "- ") if markdown else ("", "", "  ")
    out = [h1 + TEXT.text("title", lang, name=name, game=game_name, events=story["events"]), ""]
    for round_ in story["rounds"]:
        out.append(h2 + round_["name"])
        if markdown:
            out.append("")
        for who, texts in turns(round_["lines"]):  # one stretch per player: Mage Knight's turns
            if who:
                out.append(f"{bullet}**{who}**" if markdown else f"{bullet}{who}:")
            indent = ("  " if markdown else "    ") if who else ""
            for text in texts:
                out.append(f"{indent}{bullet}{text}" if markdown else f"{indent or bullet}{text}")
        if not round_["lines"]:
            out.append(bullet + TEXT.text("nothing", lang))
        standing = standings_text(round_["standings"], story["metrics"])
        if standing:
            out.append(("" if not markdown else "\n") + ("*" if markdown else bullet) + TEXT.text("standings", lang, round=round_["name"], rows=standing) + ("*" if markdown else ""))
        out.append("")
    out.append(h2 + TEXT.text("moments", lang))
    if markdown:
        out.append("")
    names = {r["number"]: r["name"] for r in story["rounds"]}
    for moment in story["moments"]:
        out.append(bullet + TEXT.text("moment", lang, round=names.get(moment["round"], moment["round"]), text=moment["text"]))
    if not story["moments"]:
        out.append(bullet + TEXT.text("no_moments", lang))
    out += ["", h2 + TEXT.text("charts", lang), ""]
    drawn = charts(story, lang)
    if markdown and drawn:
        out.append("```text")
    for chart in drawn:
        out += [chart, ""]
    if markdown and drawn:
        out[-1] = "```"
        out.append("")
    out += [h2 + TEXT.text("result", lang), *([""] if markdown else []), (bullet if not markdown else "") + story["result"]]
    return out
