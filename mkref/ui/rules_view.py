"""Text rendering of rules answers, enemy and unit cards, listings and the glossary (rich)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Literal

from mkref.core.messages import SHELL
from mkref.ui.console import make_console

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

    from mkref.cli.rules import Answer, EntryView, Glossary, Listing, Translation

KINDS = {
    "rule": ("rule", "Regel"),
    "phase": ("combat phase", "Kampfphase"),
    "ability": ("ability", "Eigenschaft"),
    "site": ("site", "Ort"),
    "terrain": ("terrain", "Gelände"),
    "scenario": ("scenario", "Szenario"),
    "variant": ("variant", "Variante"),
    "term": ("term", "Begriff"),
    "component": ("component", "Spielmaterial"),
    "enemy": ("enemy token", "Feindplättchen"),
    "unit": ("unit", "Einheit"),
}


@contextmanager
def _console() -> Iterator[Console]:
    """A Console whose output is written without the trailing spaces rich pads table lines with."""
    console = make_console()
    with console.capture() as captured:
        yield console
    text = "".join(line.rstrip() + "\n" for line in captured.get().splitlines())
    try:
        sys.stdout.write(text)
    except UnicodeEncodeError:  # a terminal that cannot show umlauts or '·': replace, do not fail
        encoding = getattr(sys.stdout, "encoding", None) or "ascii"
        sys.stdout.write(text.encode(encoding, "replace").decode(encoding))


def _t(pair: tuple[str, str] | None, lang: str, fallback: str = "") -> str:
    if pair is None:
        return fallback
    return pair[1] if lang == "de" else pair[0]


def _esc(text: object) -> str:
    from rich.markup import escape

    return escape(str(text))


def _ref(ref: str, lang: str) -> str:
    """'p. 9' reads 'S. 9' (Seite) in German."""
    return "S. " + ref[3:] if lang == "de" and ref.startswith("p. ") else ref


def _title(view: EntryView, lang: str) -> str:
    name = view["name"]["de" if lang == "de" else "en"] or view["name"]["en"]
    other = view["name"]["en" if lang == "de" else "de"]
    title = f"[bold]{_esc(name)}[/bold]"
    if other and other != name:
        title += f" ({_esc(other)})"
    kind = _t(KINDS.get(view["kind"]), lang, view["kind"])
    return f"{title} · {kind} · {_esc(_ref(view['ref'], lang))}"


def render_answer(result: Answer, lang: str, card_view: str | None = None) -> None:
    """An answer of `mkref rules`; ``card_view`` is the game's ``"rules_card"`` view ("module:function",
    see mkref.core.plugin), which draws an answer that is a component card (an enemy token, a unit)."""
    from rich.padding import Padding
    from rich.table import Table

    with _console() as console:
        view = result["answer"]
        sure = view.get("provenance", {}).get("text", "")
        console.print(_title(view, lang))
        card: RenderableType | None = None
        if card_view and view.get("card"):
            from mkref.core.plugin import resolve

            card = resolve(card_view)(view, lang)
        if card is not None:
            console.print(Padding(card, (0, 0, 0, 2), expand=False))
        else:
            console.print(Padding(_esc(view["answer"]), (0, 0, 0, 2), expand=False))
            if lang == "de" and view["answer_lang"] == "en":
                console.print(Padding("[dim](noch keine deutsche Antwort; englischer Text)[/dim]", (0, 0, 0, 2), expand=False))
        if view["numbers"]:
            table = Table(show_header=False, box=None, padding=(0, 2, 0, 0))
            table.add_column(style="dim")
            table.add_column()
            for label, value in view["numbers"].items():
                table.add_row(_esc(label), _esc(value))
            if sure:
                table.add_row(_esc(SHELL.text("provenance.label", lang)), _esc(sure))
            console.print(Padding(table, (0, 0, 0, 2), expand=False))
        elif sure:  # a card drawn by the game: where its numbers come from, under it
            console.print(Padding(f"[dim]{_esc(SHELL.text('provenance.label', lang))}:[/dim] {_esc(sure)}", (0, 0, 0, 2), expand=False))
        if result["related"]:
            label = "Siehe auch" if lang == "de" else "See also"
            console.print(f"{label}: " + "; ".join(f"{_esc(r['name'])} ({_esc(_ref(r['ref'], lang))})" for r in result["related"]))
        if result["matches"]:
            label = "Weitere Treffer" if lang == "de" else "Other matches"
            console.print(f"{label}: " + "; ".join(f"{_esc(r['name'])} ({_esc(_ref(r['ref'], lang))})" for r in result["matches"]))


def render_listing(listing: Listing, lang: str) -> None:
    from rich.table import Table

    with _console() as console:
        if not listing["topic"]:
            head = f"{listing['count']} Einträge" if lang == "de" else f"{listing['count']} entries"
            console.print(f"[bold]{head}[/bold] · mkref rules --list TOPIC " + ("zeigt ein Thema" if lang == "de" else "shows one topic"))
            for group in listing["kinds"]:
                names = ", ".join(_esc(e["name"]) for e in group["entries"])
                console.print(f"[bold]{_esc(group['title'])}[/bold] ({group['kind']}, {len(group['entries'])}): {names}")
            return
        for group in listing["kinds"]:
            console.print(f"[bold]{_esc(group['title'])}[/bold] ({len(group['entries'])})")
            table = Table(show_header=True, box=None, padding=(0, 2, 0, 0))
            table.add_column("id", style="dim")
            table.add_column("Name")
            table.add_column("English" if lang == "de" else "Deutsch")
            table.add_column("Ref")
            for e in group["entries"]:
                table.add_row(_esc(e["id"]), _esc(e["name"]), _esc(e["other_name"]), _esc(_ref(e["ref"], lang)))
            console.print(table)


def render_glossary(result: Translation | Glossary, lang: str) -> None:
    from rich.table import Table

    with _console() as console:
        if "query" in result:
            for term in result["terms"]:
                first, second = ("en", "de") if term["from"] == "en" else ("de", "en")
                a, b = (term["en"], term["de"]) if first == "en" else (term["de"], term["en"])
                arrow = f"{_esc(a)} ({first}) = [bold]{_esc(b)}[/bold] ({second})" if b else f"{_esc(a)} ({first})"
                kind = _t(KINDS.get(term["kind"]), lang, term["kind"])
                console.print(f"{arrow} · {kind} · {_esc(_ref(term['ref'], lang))}")
            return
        table = Table(show_header=True, box=None, padding=(0, 2, 0, 0))
        cols: tuple[Literal["de", "en"], Literal["de", "en"]] = ("de", "en") if lang == "de" else ("en", "de")
        table.add_column("Deutsch" if cols[0] == "de" else "English")
        table.add_column("Deutsch" if cols[1] == "de" else "English")
        table.add_column("Ref")
        for row in result["terms"]:
            table.add_row(_esc(row[cols[0]]), _esc(row[cols[1]]), _esc(_ref(row["ref"], lang)))
        console.print(table)
