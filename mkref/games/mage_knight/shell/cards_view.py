"""Mage Knight's component cards in `mkref rules` answers: an enemy token with the numbers a table needs
to beat it, a unit card (the plug-in's "rules_card" view, called by mkref.ui.rules_view)."""

from __future__ import annotations

from typing import Any

from mkref.ui.rules_view import _esc, _t


def card_table(view: dict[str, Any], lang: str) -> Any:
    """The card of an enemy or unit answer, or None for any other answer."""
    if view["kind"] == "enemy":
        return enemy_table(view["card"], lang)
    if view["kind"] == "unit":
        return unit_table(view["card"], lang)
    return None


def _term(table: str, ident: str, lang: str) -> str:
    """Enemy and unit cards are Mage Knight's: their words come from its keywords.toml."""
    from mkref.games.mage_knight.data.components import term

    return term(table, ident, lang)


def _el(element: str, lang: str) -> str:
    return _term("element_words", element, lang)


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
