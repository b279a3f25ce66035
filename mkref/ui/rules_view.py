"""Text rendering of rules answers, enemy and unit cards, listings and the glossary (rich)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from mkref.ui.console import make_console

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
def _console() -> Iterator[Any]:
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


def _term(table: str, ident: str, lang: str) -> str:
    """Enemy and unit cards are Mage Knight's: their words come from its keywords.toml."""
    from mkref.games.mage_knight.data import term

    return term(table, ident, lang)


def _el(element: str, lang: str) -> str:
    return _term("element_words", element, lang)


def _esc(text: Any) -> str:
    from rich.markup import escape

    return escape(str(text))


def _ref(ref: str, lang: str) -> str:
    """'p. 9' reads 'S. 9' (Seite) in German."""
    return "S. " + ref[3:] if lang == "de" and ref.startswith("p. ") else ref


def _title(view: dict[str, Any], lang: str) -> str:
    name = view["name"]["de" if lang == "de" else "en"] or view["name"]["en"]
    other = view["name"]["en" if lang == "de" else "de"]
    title = f"[bold]{_esc(name)}[/bold]"
    if other and other != name:
        title += f" ({_esc(other)})"
    kind = _t(KINDS.get(view["kind"]), lang, view["kind"])
    return f"{title} · {kind} · {_esc(_ref(view['ref'], lang))}"


def render_answer(result: dict[str, Any], lang: str) -> None:
    from rich.padding import Padding
    from rich.table import Table

    with _console() as console:
        view = result["answer"]
        console.print(_title(view, lang))
        if view["kind"] == "enemy" and view.get("card"):
            console.print(Padding(enemy_table(view["card"], lang), (0, 0, 0, 2), expand=False))
        elif view["kind"] == "unit" and view.get("card"):
            console.print(Padding(unit_table(view["card"], lang), (0, 0, 0, 2), expand=False))
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
            console.print(Padding(table, (0, 0, 0, 2), expand=False))
        if result["related"]:
            label = "Siehe auch" if lang == "de" else "See also"
            console.print(f"{label}: " + "; ".join(f"{_esc(r['name'])} ({_esc(_ref(r['ref'], lang))})" for r in result["related"]))
        if result["matches"]:
            label = "Weitere Treffer" if lang == "de" else "Other matches"
            console.print(f"{label}: " + "; ".join(f"{_esc(r['name'])} ({_esc(_ref(r['ref'], lang))})" for r in result["matches"]))


def enemy_table(card: dict[str, Any], lang: str) -> Any:
    """The enemy token as a card, with the numbers a table needs to beat it."""
    from rich.table import Table

    de = lang == "de"
    table = Table(show_header=False, box=None, padding=(0, 2, 0, 0))
    table.add_column(style="bold")
    table.add_column()
    colour = _term("token_colours", card["colour"], lang)
    table.add_row("Plättchen" if de else "Token", f"{colour}, {card['copies']}x {'in der Schachtel' if de else 'in the box'}")
    armor = str(card["armor"])
    if "armor_elusive" in card:
        armor = (
            f"{card['armor_elusive']} / {card['armor']} (ausweichend: {card['armor']} nur in der Angriffsphase, wenn alle Angriffe geblockt wurden)"
            if de
            else f"{card['armor_elusive']} / {card['armor']} (elusive: {card['armor']} only in the Attack phase if all its attacks were blocked)"
        )
    table.add_row("Rüstung" if de else "Armor", armor)
    attacks = []
    for attack in card["attacks"]:
        if "summon" in attack:
            pile = {"brown": "braunen", "green": "grünen"}.get(attack["summon"], attack["summon"])
            attacks.append(
                f"ruft 1 Feind vom {pile} Stapel herbei (er wird an seiner Stelle geblockt und teilt Schaden aus)"
                if de
                else f"summons 1 {attack['summon']} enemy (it is blocked and deals damage in its place)"
            )
        else:
            attacks.append(f"{attack['value']} {_el(attack['element'], lang)}")
    table.add_row("Angriff" if de else "Attack", "; ".join(attacks) or "-")
    abilities = ", ".join(_term("abilities", a, lang) for a in card["abilities"])
    if "defend" in card:
        defend = _term("abilities", "defend", lang)
        abilities = abilities.replace(defend, f"{defend} {card['defend']}")
    table.add_row("Eigenschaften" if de else "Abilities", abilities or "-")
    resist = ", ".join(_el(r, lang) for r in card["resistances"])
    if "fire" in card["resistances"] and "ice" in card["resistances"]:
        resist += " (+ Kaltes Feuer)" if de else " (so cold fire too)"
    table.add_row("Widerstände" if de else "Resistances", resist or "-")
    fame = str(card["fame"])
    if card.get("reputation"):
        fame += f"; {'Ansehen' if de else 'Reputation'} {card['reputation']:+d}"
    table.add_row("Ruhm" if de else "Fame", fame)
    # what it takes
    parts = []
    elusive = any("attack_needed_high" in row for row in card["defeat"])
    for row in card["defeat"]:
        text = f"{_el(row['element'], lang)} {row['attack_needed']}"
        if elusive:
            text = f"{_el(row['element'], lang)} {row['attack_needed_high']}/{row['attack_needed']}"
        if row["halved"]:
            text += " (halbiert)" if de else " (halved)"
        parts.append(text)
    label = "Angriff nötig" if de else "Attack needed"
    if elusive:
        label += " (hoch/niedrig)" if de else " (high/low)"
    table.add_row(label, " · ".join(parts))
    ranged = {
        "siege_only": (
            "Siege only (Fortified); at a fortified site it cannot be targeted at all",
            "nur Belagerung (Befestigt); an einem befestigten Ort gar nicht angreifbar",
        ),
        "any_even_at_site": ("Ranged or Siege, even at a fortified site (Unfortified)", "Fern oder Belagerung, auch an befestigten Orten (Unbefestigt)"),
        "any": ("Ranged or Siege (at a fortified site: Siege only)", "Fern oder Belagerung (an befestigten Orten nur Belagerung)"),
    }[card["ranged_phase"]]
    table.add_row("Fernphase" if de else "Ranged phase", _t(ranged, lang))
    for n, attack in enumerate(card["attacks"], 1):
        if "summon" in attack:
            continue
        label = ("Block nötig" if de else "Block needed") + (f" ({n})" if len(card["attacks"]) > 1 else "")
        full = [b for b in attack["blocks"] if b["efficient"]]
        half = [b for b in attack["blocks"] if not b["efficient"]]
        if half:
            text = "/".join(_el(b["element"], lang) for b in full) + f" {full[0]['block_needed']}"
        else:
            text = ("jeder Block " if de else "any block ") + str(full[0]["block_needed"])
        if half:
            text += " · " + "/".join(_el(b["element"], lang) for b in half) + f" {half[0]['block_needed']}"
        if "swift" in card["abilities"]:
            text += " (Flink: doppelt)" if de else " (Swift: doubled)"
        table.add_row(label, text)
        damage = str(attack["damage_if_unblocked"])
        if "brutal" in card["abilities"]:
            damage += " (Brutal: doppelt)" if de else " (Brutal: doubled)"
        if "assassination" in card["abilities"]:
            damage += ", nur an den Helden" if de else ", to the hero only"
        if "poison" in card["abilities"]:
            damage += ", giftig" if de else ", poison"
        if "paralyze" in card["abilities"]:
            damage += ", versteinernd" if de else ", paralyze"
        table.add_row(("Schaden ungeblockt" if de else "Damage if unblocked") + (f" ({n})" if len(card["attacks"]) > 1 else ""), damage)
    if "cumbersome" in card["abilities"]:
        table.add_row("", "Schwerfällig: jeder Bewegungspunkt in der Blockphase senkt den Angriff um 1" if de else "Cumbersome: each Move point spent in the Block phase lowers the attack by 1")
    if "vampiric" in card["abilities"]:
        table.add_row("", "Vampirismus: Rüstung +1 je verletzter Einheit und Verletzung des Helden" if de else "Vampiric: Armor +1 per unit it wounds and per Wound the hero takes")
    if "arcane_immunity" in card["abilities"]:
        table.add_row("", "Arkane Immunität: nur Angriffe und Blocks wirken" if de else "Arcane Immunity: only attacks and blocks affect it")
    return table


def unit_table(card: dict[str, Any], lang: str) -> Any:
    from rich.table import Table

    de = lang == "de"
    table = Table(show_header=False, box=None, padding=(0, 2, 0, 0))
    table.add_column(style="bold")
    table.add_column()
    rank = {"regular": ("regular (silver back)", "normal (silberne Rückseite)"), "elite": ("elite (gold back)", "Elite (goldene Rückseite)")}
    table.add_row("Art" if de else "Rank", f"{_t(rank.get(card['rank']), lang, card['rank'])}, Level {card['level']}")
    table.add_row("Kosten" if de else "Cost", f"{card['cost']} {'Einfluss' if de else 'Influence'}")
    table.add_row("Rüstung" if de else "Armor", str(card["armor"]))
    table.add_row("Widerstände" if de else "Resistances", ", ".join(_el(r, lang) for r in card["resistances"]) or "-")
    table.add_row("Anwerben in" if de else "Recruit at", ", ".join(_term("sites", s, lang) for s in card["recruit_at"]) or "-")
    abilities = card["abilities_de"] if de and card.get("abilities_de") else card["abilities"]
    for n, ability in enumerate(abilities):
        table.add_row(("Fähigkeiten" if de else "Abilities") if n == 0 else "", _esc(ability))
    table.add_row("Heilen kostet" if de else "Healing it costs", f"{card['heal_cost']} {'Heilungspunkte' if de else 'Healing points'}")
    table.add_row("Im Spiel" if de else "Copies", str(card["copies"]))
    return table


def render_listing(listing: dict[str, Any], lang: str) -> None:
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


def render_glossary(result: dict[str, Any], lang: str) -> None:
    from rich.table import Table

    with _console() as console:
        if "query" in result:
            for term in result["terms"]:
                first, second = ("en", "de") if term["from"] == "en" else ("de", "en")
                a, b = term[first], term[second]
                arrow = f"{_esc(a)} ({first}) = [bold]{_esc(b)}[/bold] ({second})" if b else f"{_esc(a)} ({first})"
                kind = _t(KINDS.get(term["kind"]), lang, term["kind"])
                console.print(f"{arrow} · {kind} · {_esc(_ref(term['ref'], lang))}")
            return
        table = Table(show_header=True, box=None, padding=(0, 2, 0, 0))
        cols = ("de", "en") if lang == "de" else ("en", "de")
        table.add_column("Deutsch" if cols[0] == "de" else "English")
        table.add_column("Deutsch" if cols[1] == "de" else "English")
        table.add_column("Ref")
        for row in result["terms"]:
            table.add_row(_esc(row[cols[0]]), _esc(row[cols[1]]), _esc(_ref(row["ref"], lang)))
        console.print(table)
