"""Mage Knight's component cards in `mkref rules` answers: an enemy token with the numbers a table needs
to beat it, a unit card (the plug-in's "rules_card" view, called by mkref.ui.rules_view)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mkref.games.mage_knight.messages import word
from mkref.ui.rules_view import _esc, _t

if TYPE_CHECKING:
    from rich.table import Table

    from mkref.cli.rules import EntryView


def card_table(view: EntryView, lang: str) -> Table | None:
    """The card of an enemy or unit answer, or None for any other answer."""
    if view["kind"] == "enemy":
        return enemy_table(view["card"], lang)
    if view["kind"] == "unit":
        return unit_table(view["card"], lang)
    return None


def _c(key: str, lang: str, **values: object) -> str:
    from mkref.games.mage_knight.messages import MESSAGES

    return MESSAGES.text(key, lang, **values)


def _term(table: str, ident: str, lang: str) -> str:
    """Enemy and unit cards are Mage Knight's: their words come from its keywords.toml."""
    from mkref.games.mage_knight.data.components import term

    return term(table, ident, lang)


def _el(element: str, lang: str) -> str:
    return _term("element_words", element, lang)


def enemy_table(card: dict[str, Any], lang: str) -> Table:
    """The enemy token as a card, with the numbers a table needs to beat it."""
    from rich.table import Table

    table = Table(show_header=False, box=None, padding=(0, 2, 0, 0))
    table.add_column(style="bold")
    table.add_column()
    colour = _term("token_colours", card["colour"], lang)
    table.add_row(_c("card.token", lang), _c("card.in_the_box", lang, colour=colour, copies=card["copies"]))
    armor = str(card["armor"])
    if "armor_elusive" in card:
        armor = _c("card.elusive_armor", lang, low=card["armor_elusive"], high=card["armor"])
    table.add_row(_c("card.armor", lang), armor)
    attacks = []
    for attack in card["attacks"]:
        if "summon" in attack:
            attacks.append(_c("card.summons", lang, pile=word("colour", attack["summon"], lang)))
        else:
            attacks.append(f"{attack['value']} {_el(attack['element'], lang)}")
    table.add_row(_c("card.attack", lang), "; ".join(attacks) or "-")
    abilities = ", ".join(_term("abilities", a, lang) for a in card["abilities"])
    if "defend" in card:
        defend = _term("abilities", "defend", lang)
        abilities = abilities.replace(defend, f"{defend} {card['defend']}")
    table.add_row(_c("card.abilities", lang), abilities or "-")
    resist = ", ".join(_el(r, lang) for r in card["resistances"])
    if "fire" in card["resistances"] and "ice" in card["resistances"]:
        resist += _c("card.cold_fire_too", lang)
    table.add_row(_c("card.resistances", lang), resist or "-")
    fame = str(card["fame"])
    if card.get("reputation"):
        fame += _c("card.reputation", lang, n=f"{card['reputation']:+d}")
    table.add_row(_c("card.fame", lang), fame)
    # what it takes
    parts = []
    elusive = any("attack_needed_high" in row for row in card["defeat"])
    for row in card["defeat"]:
        text = f"{_el(row['element'], lang)} {row['attack_needed']}"
        if elusive:
            text = f"{_el(row['element'], lang)} {row['attack_needed_high']}/{row['attack_needed']}"
        if row["halved"]:
            text += _c("card.halved", lang)
        parts.append(text)
    label = _c("card.attack_needed", lang)
    if elusive:
        label += _c("card.high_low", lang)
    table.add_row(label, " · ".join(parts))
    ranged = {
        "siege_only": (
            "Siege only (Fortified); at a fortified site it cannot be targeted at all",
            "nur Belagerung (Befestigt); an einem befestigten Ort gar nicht angreifbar",
        ),
        "any_even_at_site": ("Ranged or Siege, even at a fortified site (Unfortified)", "Fern oder Belagerung, auch an befestigten Orten (Unbefestigt)"),
        "any": ("Ranged or Siege (at a fortified site: Siege only)", "Fern oder Belagerung (an befestigten Orten nur Belagerung)"),
    }[card["ranged_phase"]]
    table.add_row(_c("card.ranged_phase", lang), _t(ranged, lang))
    for n, attack in enumerate(card["attacks"], 1):
        if "summon" in attack:
            continue
        label = (_c("card.block_needed", lang)) + (f" ({n})" if len(card["attacks"]) > 1 else "")
        full = [b for b in attack["blocks"] if b["efficient"]]
        half = [b for b in attack["blocks"] if not b["efficient"]]
        if half:
            text = "/".join(_el(b["element"], lang) for b in full) + f" {full[0]['block_needed']}"
        else:
            text = (_c("card.any_block", lang)) + str(full[0]["block_needed"])
        if half:
            text += " · " + "/".join(_el(b["element"], lang) for b in half) + f" {half[0]['block_needed']}"
        if "swift" in card["abilities"]:
            text += _c("card.swift_doubled", lang)
        table.add_row(label, text)
        damage = str(attack["damage_if_unblocked"])
        if "brutal" in card["abilities"]:
            damage += _c("card.brutal_doubled", lang)
        if "assassination" in card["abilities"]:
            damage += _c("card.to_the_hero_only", lang)
        if "poison" in card["abilities"]:
            damage += _c("card.poison", lang)
        if "paralyze" in card["abilities"]:
            damage += _c("card.paralyze", lang)
        table.add_row((_c("card.damage_if_unblocked", lang)) + (f" ({n})" if len(card["attacks"]) > 1 else ""), damage)
    if "cumbersome" in card["abilities"]:
        table.add_row("", _c("card.cumbersome", lang))
    if "vampiric" in card["abilities"]:
        table.add_row("", _c("card.vampiric", lang))
    if "arcane_immunity" in card["abilities"]:
        table.add_row("", _c("card.arcane_immunity", lang))
    return table


def unit_table(card: dict[str, Any], lang: str) -> Table:
    from rich.table import Table

    table = Table(show_header=False, box=None, padding=(0, 2, 0, 0))
    table.add_column(style="bold")
    table.add_column()
    rank = {"regular": ("regular (silver back)", "normal (silberne Rückseite)"), "elite": ("elite (gold back)", "Elite (goldene Rückseite)")}
    table.add_row(_c("card.rank", lang), f"{_t(rank.get(card['rank']), lang, card['rank'])}, Level {card['level']}")
    table.add_row(_c("card.cost", lang), _c("card.cost_influence", lang, n=card["cost"]))
    table.add_row(_c("card.armor", lang), str(card["armor"]))
    table.add_row(_c("card.resistances", lang), ", ".join(_el(r, lang) for r in card["resistances"]) or "-")
    table.add_row(_c("card.recruit_at", lang), ", ".join(_term("sites", s, lang) for s in card["recruit_at"]) or "-")
    abilities = card.get(f"abilities_{lang}") or card["abilities"]  # a German text where the data has one
    for n, ability in enumerate(abilities):
        table.add_row((_c("card.unit_abilities", lang)) if n == 0 else "", _esc(ability))
    table.add_row(_c("card.healing_it_costs", lang), _c("card.heal_points", lang, n=card["heal_cost"]))
    table.add_row(_c("card.copies", lang), str(card["copies"]))
    return table
