"""Mage Knight's rules index: the shared entries of rules/mage-knight/index*.toml plus one entry per
enemy token (enemies.toml) and per unit (units.toml), each with a card of what it takes to beat it.

The REPL and rule code use `lookup(query)`, `answer_lines(query, lang)` and `entry_for(topic_id)`; the search itself is
`mkref.core.rulesindex` (game-agnostic). The card arithmetic follows the rulebook (spec §8.4-8.6):
an attack of an element the enemy resists counts half (rounded down), so it needs twice the Armor;
a block is fully efficient against physical attacks always, against fire only as ice or cold fire,
against ice only as fire or cold fire, against cold fire only as cold fire, and otherwise counts
half; Swift doubles the Block needed; Brutal doubles the damage of an unblocked attack.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mkref.core import rulesindex
from mkref.core.rulesindex import Entry

GAME = "mage-knight"

ELEMENTS = ("physical", "fire", "ice", "cold_fire")
RESISTANCE_ENTRY = {"physical": "physical_resistance", "fire": "fire_resistance", "ice": "ice_resistance"}


def _term(table: str, ident: str, lang: str) -> str:
    """A name from rules/mage-knight/keywords.toml, the one place the game's vocabulary lives."""
    from mkref.games.mage_knight.data.components import term

    return term(table, ident, lang)


def _is_ability(ident: str) -> bool:
    from mkref.games.mage_knight.data.components import keyword_names

    return ident in keyword_names("abilities")


def _efficient_blocks(element: str) -> tuple[str, ...]:
    """Block elements that count in full against an attack element: the combat engine's table (p. 9)."""
    from mkref.games.mage_knight.combat.engine import EFFICIENT_BLOCKS

    return tuple(EFFICIENT_BLOCKS.get(element, ELEMENTS))


# --------------------------------------------------------------------------------------------------
# API for the shells


def lookup(query: str, limit: int = 8) -> list[Entry]:
    return rulesindex.lookup(GAME, query, limit)


def entry_for(topic_id: str) -> Entry:
    return rulesindex.entry_for(topic_id, GAME)


def answer_lines(query: str, lang: str = "en", width: int = 100) -> list[str]:
    """The answer as plain lines, for a shell that writes text (the REPL's `? QUERY`)."""
    return rulesindex.answer_lines(GAME, query, lang, width)


# --------------------------------------------------------------------------------------------------
# Hooks called by mkref.core.rulesindex when it (re)builds the index


def extra_files(folder: Path) -> list[Path]:
    from mkref.games.mage_knight.parts import every_part

    return [folder / "enemies.toml", folder / "units.toml", *(f for part in every_part() for f in part.index_files(folder))]


def extra_entries(folder: Path) -> list[dict[str, Any]]:
    from mkref.core.errors import RulesDataError
    from mkref.core.tomlread import load_toml

    from mkref.core.rulesdata import provenance_in

    out: list[dict[str, Any]] = []
    path = folder / "enemies.toml"
    if path.exists():
        enemies = load_toml(path, RulesDataError).get("enemies", {})
        sure = provenance_in(path)
        names: dict[str, int] = {}
        for raw in enemies.values():
            key = str(raw.get("name", {}).get("en", ""))
            names[key] = names.get(key, 0) + 1
        for ident, raw in enemies.items():
            entry = enemy_entry(ident, raw)
            entry["provenance"] = sure(f"enemies.{ident}")
            if names.get(entry["name_en"], 0) > 1:  # four different 'Heroes' tokens: say which one
                base = ident.replace("_", " ")
                tag = base.split(" ", 1)[1] if " " in base else base
                entry["name_en"] += f" ({tag})"
                if entry["name_de"]:
                    entry["name_de"] += f" ({tag})"
            out.append(entry)
    path = folder / "units.toml"
    if path.exists():
        sure = provenance_in(path)
        for ident, raw in load_toml(path, RulesDataError).get("units", {}).items():
            out.append(dict(unit_entry(ident, raw), provenance=sure(f"units.{ident}")))
    from mkref.games.mage_knight.parts import every_part

    for part in every_part():  # the optional parts' entries (the deed cards: every deed card, artifact and skill)
        out += part.index_entries(folder)
    return out


# --------------------------------------------------------------------------------------------------
# Enemy tokens


def _resists(resistances: list[str], element: str) -> bool:
    if element == "cold_fire":
        return "fire" in resistances and "ice" in resistances
    return element in resistances


def enemy_card(raw: dict[str, Any]) -> dict[str, Any]:
    """The numbers a table needs to beat this token, computed from its data (pure)."""
    abilities = [str(a) for a in raw.get("abilities", [])]
    resistances = [str(r) for r in raw.get("resistances", [])]
    armor = int(raw.get("armor", 0))
    high = int(raw["armor_elusive"]) if "armor_elusive" in raw else None
    defeat: list[dict[str, Any]] = []
    for element in ELEMENTS:
        halved = _resists(resistances, element)
        row: dict[str, Any] = {"element": element, "halved": halved, "attack_needed": armor * (2 if halved else 1)}
        if high is not None:
            row["attack_needed_high"] = high * (2 if halved else 1)
        defeat.append(row)
    attacks: list[dict[str, Any]] = []
    for attack in raw.get("attacks", []):
        if "summon" in attack:
            attacks.append({"summon": str(attack["summon"])})
            continue
        value = int(attack.get("value", 0))
        element = str(attack.get("element", "physical"))
        needed = value * (2 if "swift" in abilities else 1)
        efficient = _efficient_blocks(element)
        blocks = [
            {"element": b, "efficient": b in efficient, "block_needed": needed if b in efficient else needed * 2}
            for b in ELEMENTS
        ]
        attacks.append(
            {
                "value": value,
                "element": element,
                "block_needed": needed,
                "blocks": blocks,
                "damage_if_unblocked": value * (2 if "brutal" in abilities else 1),
            }
        )
    if "fortified" in abilities:
        ranged = "siege_only"  # at a fortified site it cannot be targeted at all in that phase
    elif "unfortified" in abilities:
        ranged = "any_even_at_site"
    else:
        ranged = "any"
    card: dict[str, Any] = {
        "colour": str(raw.get("colour", "")),
        "copies": int(raw.get("copies", 0)),
        "armor": armor,
        "abilities": abilities,
        "resistances": resistances,
        "attacks": attacks,
        "defeat": defeat,
        "ranged_phase": ranged,
        "fame": int(raw.get("fame", 0)),
        "expansion": str(raw.get("expansion", "")),
    }
    if high is not None:
        card["armor_elusive"] = high
    if "defend" in raw:
        card["defend"] = int(raw["defend"])
    if raw.get("reputation"):
        card["reputation"] = int(raw["reputation"])
    return card


def _element(element: str, lang: str) -> str:
    return _term("element_words", element, lang)


def enemy_summary(name: str, card: dict[str, Any], lang: str = "en") -> str:
    from mkref.games.mage_knight.messages import MESSAGES  # only when an enemy entry is built

    def t(key: str, **values: object) -> str:
        return MESSAGES.text(f"lookup.{key}", lang, **values)

    parts = []
    colour = _term("token_colours", card["colour"], lang)
    parts.append(t("token", colour=colour, copies=card["copies"]))
    armor = t("armor", armor=card["armor"])
    if "armor_elusive" in card:
        armor += t("elusive", armor=card["armor_elusive"])
    parts.append(armor + ".")
    attacks = []
    for attack in card["attacks"]:
        if "summon" in attack:
            attacks.append(t("summons"))
        else:
            attacks.append(t("attack", value=attack["value"], element=_element(attack["element"], lang)))
    if attacks:
        joined = "; ".join(attacks)
        parts.append(joined[0].upper() + joined[1:] + ".")
    if card["abilities"]:
        parts.append(t("abilities", names=", ".join(_term("abilities", a, lang) for a in card["abilities"])))
    if card["resistances"]:
        parts.append(t("resistances", names=", ".join(_element(r, lang) for r in card["resistances"])))
    parts.append(t("fame", fame=card["fame"]))
    return " ".join(parts)


def enemy_entry(ident: str, raw: dict[str, Any]) -> dict[str, Any]:
    name = raw.get("name", {})
    name_en, name_de = str(name.get("en", ident)), str(name.get("de", ""))
    card = enemy_card(raw)
    see = [a for a in card["abilities"] if _is_ability(a)]
    see += [RESISTANCE_ENTRY[r] for r in card["resistances"] if r in RESISTANCE_ENTRY]
    if any(a.get("element") == "fire" for a in card["attacks"]):
        see.append("fire_attack")
    if any(a.get("element") == "ice" for a in card["attacks"]):
        see.append("ice_attack")
    if any(a.get("element") == "cold_fire" for a in card["attacks"]):
        see.append("cold_fire_attack")
    if len([a for a in card["attacks"] if "value" in a]) > 1:
        see.append("multiple_attacks")
    first = next((_term("abilities", a, "de") for a in card["abilities"] if _is_ability(a)), "")
    aliases = [ident.replace("_", " ")]
    if name_en.endswith("s"):
        aliases.append(name_en[:-1])
    return {
        "id": f"enemy.{ident}",
        "kind": "enemy",
        "name_en": name_en,
        "name_de": name_de,
        "answer_en": enemy_summary(name_en, card, "en"),
        "answer_de": enemy_summary(name_de, card, "de"),
        "aliases": aliases,
        "numbers": [],
        "ref": str(raw.get("ref", "p. 24")),
        "source": "000",
        "key_de": first,
        "page_check": ""
        if first
        else "an enemy token without abilities: its numbers are printed on the token, not in the rulebook",
        "see": list(dict.fromkeys(see)),
        "card": card,
    }


# --------------------------------------------------------------------------------------------------
# Units


def unit_entry(ident: str, raw: dict[str, Any]) -> dict[str, Any]:
    name = raw.get("name", {})
    name_en, name_de = str(name.get("en", ident)), str(name.get("de", ""))
    resistances = [str(r) for r in raw.get("resistances", [])]
    recruit = [str(s) for s in raw.get("recruit_at", [])]
    card: dict[str, Any] = {
        "rank": str(raw.get("rank", "")),
        "level": int(raw.get("level", 0)),
        "cost": int(raw.get("cost", 0)),
        "armor": int(raw.get("armor", 0)),
        "resistances": resistances,
        "copies": int(raw.get("copies", 0)),
        "recruit_at": recruit,
        "abilities": [str(a) for a in raw.get("abilities", [])],
        "abilities_de": [str(a) for a in raw.get("abilities_de", [])],
        "expansion": str(raw.get("expansion", "")),
        "heal_cost": int(raw.get("level", 0)),
    }

    def summary(lang: str) -> str:
        from mkref.games.mage_knight.messages import MESSAGES  # only when a unit entry is built

        def t(key: str, **values: object) -> str:
            return MESSAGES.text(f"lookup.{key}", lang, **values)

        rank = t(f"rank_{card['rank']}") if f"lookup.rank_{card['rank']}" in MESSAGES else str(card["rank"]).capitalize()
        sites = ", ".join(_term("sites", s, lang) for s in recruit)
        text = t("unit", rank=rank, level=card["level"], cost=card["cost"], armor=card["armor"])
        if resistances:
            text += t("resists", names=", ".join(_element(r, lang) for r in resistances))
        text += t("recruit_at", sites=sites) if sites else "."
        abilities = card.get(f"abilities_{lang}") or card["abilities"]  # a German text where the data has one
        if abilities:
            text += t("unit_abilities", names="; ".join(abilities))
        text += t("copies", copies=card["copies"])
        return text

    see = [RESISTANCE_ENTRY[r] for r in resistances if r in RESISTANCE_ENTRY] + ["units"]
    special = {"thugs": "thugs_and_heroes", "heroes": "thugs_and_heroes", "delphana": "delphana_masters", "magic_familiars": "magic_familiars"}
    for prefix, topic in special.items():
        if ident.startswith(prefix):
            see.insert(0, topic)
    aliases = [ident.replace("_", " ")]
    return {
        "id": f"unit.{ident}",
        "kind": "unit",
        "name_en": name_en,
        "name_de": name_de,
        "answer_en": summary("en"),
        "answer_de": summary("de"),
        "aliases": aliases,
        "numbers": [],
        "ref": str(raw.get("ref", "p. 5")),
        "source": "000",
        "key_de": "",
        "page_check": "a unit card: its numbers are printed on the card, not in the rulebook; p. 5 has the unit rules",
        "see": list(dict.fromkeys(see)),
        "card": card,
    }
