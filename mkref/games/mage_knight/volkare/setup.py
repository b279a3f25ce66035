"""Setting up a Volkare scenario ([S1] Volkare's Return, [S2] its blitz version, [S3] Volkare's Quest).

`scenario_setup` works out every number from volkare.toml (levels, army, deck, tiles, dice, offer, fearful
slots); `checklist` turns it into the lines a newcomer lays out from, in English or German.
"""

from __future__ import annotations

from mkref.core.names import name_in

from mkref.core.errors import InvalidInput
from mkref.core.record import Record
from mkref.games.mage_knight.volkare import army as army_rules
from mkref.games.mage_knight.volkare.data import COMBAT_LEVELS, RACE_LEVELS, Settings, settings, volkare
from mkref.core.messages import Named
from mkref.games.mage_knight.volkare.messages import MESSAGES, direction_named

SCENARIOS = ("volkares_quest", "volkares_return", "volkares_return_blitz")


class VolkareSetup(Record):
    scenario: str
    players: int
    combat_level: str
    race_level: str
    volkare_level: int
    city_level: int
    army: dict[str, int]
    wounds: int
    deck_size: int
    fearful_slots: int
    dice: int
    units: int
    rounds: int
    tiles: dict[str, int]
    paths: dict[str, str]


def scenario_setup(
    scenario: str, players: int, combat_level: str = "daring", race_level: str = "fair",
    volkare_level: int | None = None, rules: Settings | None = None,
) -> VolkareSetup:
    """Every number of the set-up; a level given by the table ([V2]) replaces the table's recommendation."""
    rules = rules or settings()
    v = volkare()
    if scenario not in v.scenarios:
        raise InvalidInput(MESSAGES.said("v.not_scenario", scenario=scenario), MESSAGES.said("v.one_of", names=", ".join(SCENARIOS)), ref="[S3]")
    info = v.scenarios[scenario]
    if not 1 <= players <= 4:
        raise InvalidInput(MESSAGES.said("v.players", scenario=Named(info.name_en, info.name_de), players=players), ref=info.ref)
    if combat_level not in COMBAT_LEVELS or race_level not in RACE_LEVELS:
        raise InvalidInput(
            MESSAGES.said("v.difficulty", combat=combat_level, race=race_level),
            MESSAGES.said("v.difficulty_why", combat=", ".join(COMBAT_LEVELS), race=", ".join(RACE_LEVELS)), ref=info.ref,
        )
    row = v.levels[info.table].get(players, {}).get(combat_level)
    if row is None and volkare_level is None:
        raise InvalidInput(
            MESSAGES.said("v.no_level", scenario=Named(info.name_en, info.name_de), players=players),
            MESSAGES.said("v.no_level_why"), MESSAGES.said("v.no_level_hint"), ref="[V2]",
        )
    level = army_rules.effective_level(volkare_level if volkare_level is not None else row[0] if row else 4)
    race = v.race[info.table][race_level]
    fearful = race.fearful_solo if players == 1 else players + race.fearful_extra
    wounds = race.wounds
    deck = sum(v.deck_actions.values()) + sum(v.deck_spells.values()) + wounds
    # I-41 (setting volkare_counts_in_return): in Volkare's Return he counts as a player only if set.
    counted = 1 if scenario != "volkares_quest" and rules.volkare_counts_in_return else 0
    tiles = v.tiles.get(info.table, {}).get(players, {})
    path = v.path["quest" if info.table == "quest" else "return"]
    return VolkareSetup(
        scenario, players, combat_level, race_level, level, row[1] if row else 0, army_rules.army(level, rules), wounds, deck,
        fearful, players + info.extra_dice + counted, players + info.extra_units + counted, info.rounds, dict(tiles), dict(path),
    )


def checklist(s: VolkareSetup, lang: str = "en") -> list[str]:
    """What to lay out, line by line, with the section to point at."""
    v = volkare()
    info = v.scenarios[s.scenario]
    say = MESSAGES.text
    name = name_in(lang, info.name_en, info.name_de)
    colours = {c: say(f"colour_{c}", lang) for c in ("white", "grey", "red", "green", "blue")}
    troops = ", ".join(f"{n} {colours[c]}" for c, n in s.army.items() if n)
    lines = [say("setup_title", lang, name=name, players=s.players, combat=s.combat_level, race=s.race_level)]
    if s.tiles:
        lines.append(say("setup_tiles", lang, countryside=s.tiles["countryside"], core=s.tiles["core"], city=s.tiles["city"]))
    else:
        lines.append(say("setup_tiles_unknown", lang))
    if s.city_level:
        lines.append(say("setup_city_level", lang, level=s.city_level))
    lines += [
        say("setup_volkare", lang, level=s.volkare_level, count=sum(s.army.values()), troops=troops),
        say("setup_deck", lang, wounds=s.wounds, size=s.deck_size, spells=", ".join(name_in(lang, n[0], n[1]) for n in v.spell_names.values())),
        say("setup_source", lang, dice=s.dice, units=s.units, fearful=s.fearful_slots),
        say("setup_tactics", lang),
        say("setup_rounds", lang, rounds=s.rounds),
        say("setup_path", lang, **{c: direction_named(s.paths[c]).in_lang(lang) for c in ("white", "blue", "green")}),
    ]
    if s.scenario == "volkares_quest":
        lines.append(say("setup_portal", lang, distance=info.portal_close_distance))
    if s.scenario == "volkares_return_blitz":
        lines.append(say("setup_blitz", lang, reputation=info.start_reputation, fame=info.start_fame))
    return lines
