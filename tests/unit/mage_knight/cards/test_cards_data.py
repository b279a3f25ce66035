"""Every deed card and skill of the data does what the component facts say.

The expectations below are written by hand from the component data cards.csv and skills.csv (tests/data/sources)
(their effect texts read card by card), in a short notation of our own, and compared with the effects
loaded from rules/mage-knight/cards.toml and skills.toml. A second test reads the CSV text itself and
checks that every number the referee computes with is printed there.

Notation: points "attack 3 ranged fire", "block 3 ice", "move 2", "influence 3 +1/wound"; "a + b" both;
"(a / b)" a choice; "mana red", "crystal basic x2"; "terrain swamp =1", "terrain all -1 >=2";
"enter mountain =5"; "mana? red: ... | blue: ..." (branch by the colour of mana paid), "throw? ...",
"discard? ..."; "day: ... | night: ..."; "combine powered +2", "combine basic x3 throw"; "special p. N".
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from mkref.games.mage_knight.cards.catalogue import build_cards, build_skills, starting_deck
from mkref.games.mage_knight.cards.effects import Effect

CARDS = {
    # Basic Actions (p. 4)
    "rage": ("(attack 2 / block 2)", "attack 4"),
    "determination": ("(attack 2 / block 2)", "block 5"),
    "swiftness": ("move 2", "attack 3 ranged"),
    "march": ("move 2", "move 4"),
    "stamina": ("move 2", "move 4"),
    "tranquility": ("(heal 1 / draw 1)", "(heal 2 / draw 2)"),
    "promise": ("influence 2", "influence 4"),
    "threaten": ("influence 2", "influence 5 + reputation -1"),
    "crystallize": ("mana? red: crystal red | blue: crystal blue | white: crystal white | green: crystal green", "crystal basic"),
    "mana_draw": ("source_dice 1", "(mana red x2 / mana blue x2 / mana white x2 / mana green x2 / mana black x2) + special p. 5"),
    "concentration": ("(mana blue / mana white / mana red)", "combine powered +2"),
    "improvisation": ("discard 1 + (move 3 / influence 3 / attack 3 / block 3)", "discard 1 + (move 5 / influence 5 / attack 5 / block 5)"),
    # hero cards
    "battle_versatility": ("(attack 2 / block 2 / attack 1 ranged)",
                           "(attack 4 / block 4 / attack 3 fire / block 3 fire / attack 3 ranged / attack 2 siege)"),
    "mana_pull": ("source_dice 1 + special p. 5", "(mana red / mana blue / mana white / mana green / mana black)"
                  " + (mana red / mana blue / mana white / mana green / mana black) + special p. 5"),
    "will_focus": ("(mana blue / mana white / mana red / crystal green)", "combine powered +3"),
    "crystal_joy": ("mana? red: crystal red | blue: crystal blue | white: crystal white | green: crystal green + special p. 11",
                    "crystal basic + special p. 11"),
    "noble_manners": ("influence 2 + special p. 8", "influence 4 + special p. 8"),
    "rejuvenate": ("(heal 1 / draw 1 / mana green / ready_unit 2)", "(heal 2 / draw 2 / crystal green / ready_unit 3)"),
    "cold_toughness": ("(attack 2 ice / block 3 ice)", "block 5 ice +1/enemy_trait + special p. 9"),
    "instinct": ("(move 2 / influence 2 / attack 2 / block 2)", "(move 4 / influence 4 / attack 4 / block 4)"),
    "swift_reflexes": ("(move 2 / attack 1 ranged / special p. 9)", "(move 4 / attack 3 ranged / special p. 9)"),
    "tirelessness": ("move 2 + special p. 7", "move 4 + special p. 7"),
    "savage_harvesting": ("move 2 + special p. 7", "move 4 + special p. 7"),
    "ruthless_coercion": ("influence 2 + special p. 8", "influence 6 + reputation -1 + special p. 5"),
    "one_with_the_land": ("(move 2 / heal 1 / block 2)", "(move 4 / heal 2 / special p. 7)"),
    "druidic_paths": ("move 2 + special p. 7", "move 4 + special p. 7"),
    "wound": ("", ""),
    # Advanced Actions
    "fire_bolt": ("crystal red", "attack 3 ranged fire"),
    "ice_bolt": ("crystal blue", "attack 3 ranged ice"),
    "swift_bolt": ("crystal white", "attack 4 ranged"),
    "crushing_bolt": ("crystal green", "attack 3 siege"),
    "blood_rage": ("(attack 2 / wound 1 + attack 5)", "(attack 4 / wound 1 + attack 9)"),
    "ice_shield": ("block 3 ice", "block 3 ice + special p. 9"),
    "agility": ("move 2 + special p. 10", "move 4 + special p. 9"),
    "refreshing_walk": ("move 2 + heal 1", "move 4 + heal 2"),
    "intimidate": ("(influence 4 / attack 3) + reputation -1", "(influence 8 / attack 7) + reputation -2"),
    "frost_bridge": ("move 2 + terrain swamp =1", "move 4 + enter lake + terrain lake,swamp =1"),
    "song_of_wind": ("move 2 + terrain plains,desert,wasteland -1 >=0",
                     "move 2 + terrain plains,desert,wasteland -2 >=0 + special p. 7"),
    "path_finding": ("move 2 + terrain all -1 >=2", "move 4 + terrain all =2"),
    "blood_ritual": ("wound 1 + mana red + mana any", "wound 1 + mana any x3"),
    "pure_magic": ("mana? green: move 4 | white: influence 4 | blue: block 4 | red: attack 4",
                   "mana? green: move 7 | white: influence 7 | blue: block 7 | red: attack 7"),
    "heroic_tale": ("influence 3 + reputation 0 +1/unit_recruited",
                    "influence 6 + fame 0 +1/unit_recruited + reputation 0 +1/unit_recruited"),
    "regeneration": ("heal 1 + ready_unit 2", "heal 2 + ready_unit 3"),
    "into_the_heat": ("special p. 8", "special p. 8"),
    "steady_tempo": ("move 2 + special p. 11", "move 4 + special p. 11"),
    "diplomacy": ("influence 2 + special p. 9", "influence 4 + special p. 9"),
    "in_need": ("influence 3 +1/wound", "influence 5 +2/wound"),
    "decompose": ("throw? red: crystal red x2 | blue: crystal blue x2 | white: crystal white x2 | green: crystal green x2",
                  "throw? red: crystal blue + crystal white + crystal green | blue: crystal red + crystal white + crystal green"
                  " | white: crystal red + crystal blue + crystal green | green: crystal red + crystal blue + crystal white"),
    "crystal_mastery": ("special p. 5", "special p. 5"),
    "mana_storm": ("special p. 5", "source_dice 3 + special p. 5"),
    "ambush": ("move 2 + special p. 9", "move 4 + special p. 9"),
    "maximal_effect": ("combine basic x3 throw", "combine powered x2 throw"),
    "magic_talent": ("discard 1 + special p. 5", "special p. 5"),
    "learning": ("influence 2 + special p. 8", "influence 4 + special p. 8"),
    "training": ("throw_away action + special p. 5", "throw_away action + special p. 5"),
    "counterattack": ("attack 2 +2/enemy_blocked", "attack 4 +3/enemy_blocked"),
    "ritual_attack": ("throw? red: attack 5 | blue: attack 3 ice | white: attack 3 ranged | green: attack 2 siege",
                      "throw? red: attack 6 fire | blue: attack 4 cold_fire | white: attack 4 ranged fire | green: attack 3 siege fire"),
    "blood_of_ancients": ("wound 1 + special p. 5", "special p. 5"),
    "shield_bash": ("block 3 + special p. 9", "block 5 + special p. 9"),
    "temporal_portal": ("special p. 7 + hand_limit 1", "(special p. 7 / hand_limit 2)"),
    "spell_forge": ("special p. 5", "special p. 5"),
    "chivalry": ("(attack 3 / attack 2 + reputation 0 +1/enemy_defeated)",
                 "(attack 6 / attack 4 + reputation 0 +1/enemy_defeated + fame 0 +1/enemy_defeated)"),
    "peaceful_moment": ("influence 3 + special p. 11", "influence 6 + special p. 11"),
    "dodge_and_weave": ("special p. 9", "special p. 9"),
    "stout_resolve": ("(move 2 / influence 2 / attack 2 / block 2) + special p. 4", "(move 3 / influence 3 / attack 3 / block 3) + special p. 4"),
    "force_of_nature": ("special p. 9", "(attack 3 siege / block 6)"),
    "mountain_lore": ("move 3 + special p. 11", "move 5 + enter mountain =5 + special p. 11"),
    "power_of_crystals": ("special p. 5", "(move 4 +2/crystal_set / heal 2 +1/crystal_set / draw 2 +1/crystal_set)"),
    "rush_of_adrenaline": ("special p. 11", "special p. 11"),
    "explosive_bolt": ("wound 1 + crystal white + crystal red", "attack 3 ranged + special p. 9"),
    "chilling_stare": ("(influence 3 / special p. 9)", "(influence 5 / special p. 9)"),
    # Spells (basic: 1 mana of the colour; powered at Night: + 1 black)
    "fireball": ("attack 5 ranged fire", "wound 1 + attack 8 siege fire"),
    "snowstorm": ("attack 5 ranged ice", "wound 1 + attack 8 siege ice"),
    "expose": ("special p. 9 + attack 2 ranged", "special p. 9 + attack 3 ranged"),
    "tremor": ("special p. 9", "special p. 9"),
    "flame_wall": ("(attack 5 fire / block 7 fire)", "(attack 5 fire +2/enemy_token / block 7 fire +2/enemy_token)"),
    "mana_bolt": ("mana? blue: attack 8 ice | red: attack 7 cold_fire | white: attack 6 ranged ice | green: attack 5 siege ice",
                  "mana? blue: attack 11 ice | red: attack 10 cold_fire | white: attack 9 ranged ice | green: attack 8 siege ice"),
    "whirlwind": ("special p. 9", "special p. 10"),
    "underground_travel": ("special p. 7", "special p. 13"),
    "burning_shield": ("block 4 fire + special p. 10", "block 4 fire + special p. 9"),
    "chill": ("special p. 9", "special p. 9"),
    "wings_of_wind": ("special p. 7", "special p. 9"),
    "restoration": ("heal 3 + special p. 11", "heal 3 + special p. 11"),
    "demolish": ("special p. 9", "special p. 10"),
    "space_bending": ("special p. 7", "special p. 5"),
    "call_to_arms": ("special p. 5", "special p. 5"),
    "meditation": ("special p. 4 + hand_limit 2", "special p. 4 + hand_limit 2"),
    "mana_meltdown": ("special p. 16", "special p. 16"),
    "mana_claim": ("special p. 16", "special p. 16"),
    "mind_read": ("special p. 16", "special p. 16"),
    "energy_flow": ("ready_unit 4 + special p. 16", "ready_unit 4 + special p. 16"),
    "offering": ("crystal red + special p. 5", "special p. 9"),
    "mist_form": ("move 4 + terrain all =2 + enter lake =2 + special p. 7", "special p. 9"),
    "charm": ("influence 4 + special p. 8", "special p. 10"),
    "cure": ("heal 2 + special p. 11", "special p. 9"),
    # Artifacts (powered: throw the card away)
    "banner_of_glory": ("special p. 5", "special p. 5"),
    "banner_of_fear": ("special p. 9", "special p. 9"),
    "banner_of_protection": ("special p. 9", "special p. 11"),
    "banner_of_courage": ("special p. 5", "special p. 5"),
    "ruby_ring": ("mana red + crystal red + fame 1", "special p. 5"),
    "sapphire_ring": ("mana blue + crystal blue + fame 1", "special p. 5"),
    "diamond_ring": ("mana white + crystal white + fame 1", "special p. 5"),
    "emerald_ring": ("mana green + crystal green + fame 1", "special p. 5"),
    "sword_of_justice": ("attack 0 +3/discarded_card + fame 0 +1/enemy_defeated", "special p. 10"),
    "horn_of_wrath": ("attack 5 siege + special p. 11", "attack 5 siege + special p. 11"),
    "golden_grail": ("heal 2 + special p. 11", "heal 6 + special p. 11"),
    "endless_bag_of_gold": ("influence 4 + fame 2", "influence 9 + fame 3"),
    "endless_gem_pouch": ("special p. 11", "mana red + mana blue + mana white + mana green + day: mana gold | night: mana black"),
    "book_of_wisdom": ("throw_away action + special p. 5", "throw_away action + special p. 5"),
    "amulet_of_the_sun": ("mana gold + special p. 7", "mana gold x3 + special p. 7"),
    "amulet_of_darkness": ("mana any + special p. 7", "mana any x3 + special p. 7"),
    "bow_of_starsdawn": ("attack 0 ranged +2/discarded_card + fame 0 +1/enemy_defeated", "special p. 9"),
    "banner_of_command": ("influence 4 + special p. 5", "fame 2 + special p. 5"),
    "banner_of_fortitude": ("special p. 10", "special p. 11"),
    "soul_harvester": ("attack 3 + special p. 10", "attack 8 + special p. 10"),
    "shield_of_the_fallen_kings": ("(block 6 / special p. 9)", "(block 8 cold_fire / special p. 9)"),
    "druidic_staff": ("discard? white: special p. 7 | blue: crystal basic x2 | red: ready_unit 3 | green: heal 3", "special p. 5"),
    "circlet_of_proficiency": ("special p. 5", "special p. 11"),
    "tome_of_all_spells": ("discard 1 + special p. 5", "discard 1 + special p. 5"),
    "mysterious_box": ("special p. 5", "special p. 5"),
}

# kind, colour(s), copies, hero replaces: from cards.csv, typed by hand
FACTS = {
    "rage": ("basic_action", "red", 2), "determination": ("basic_action", "blue", 1), "swiftness": ("basic_action", "white", 2),
    "march": ("basic_action", "green", 2), "stamina": ("basic_action", "blue", 2), "tranquility": ("basic_action", "green", 1),
    "promise": ("basic_action", "white", 1), "threaten": ("basic_action", "red", 1), "crystallize": ("basic_action", "blue", 1),
    "mana_draw": ("basic_action", "white", 1), "concentration": ("basic_action", "green", 1), "improvisation": ("basic_action", "red", 1),
    "agility": ("advanced_action", "white", 1), "pure_magic": ("advanced_action", "blue", 1), "in_need": ("advanced_action", "green", 1),
    "mana_storm": ("advanced_action", "white", 1), "maximal_effect": ("advanced_action", "red", 1), "training": ("advanced_action", "green", 1),
    "dodge_and_weave": ("advanced_action", "white", 1), "tremor": ("spell", "green", 1), "cure": ("spell", "green", 1),
    "power_of_crystals": ("advanced_action", "green|blue", 1), "rush_of_adrenaline": ("advanced_action", "red|green", 1),
    "explosive_bolt": ("advanced_action", "white|red", 1), "chilling_stare": ("advanced_action", "blue|white", 1),
}
HERO_CARDS = {
    "arythea": {"battle_versatility": "rage", "mana_pull": "mana_draw"},
    "goldyx": {"will_focus": "concentration", "crystal_joy": "crystallize"},
    "norowas": {"noble_manners": "promise", "rejuvenate": "tranquility"},
    "tovak": {"cold_toughness": "determination", "instinct": "improvisation"},
    "wolfhawk": {"swift_reflexes": "swiftness", "tirelessness": "stamina"},
    "krang": {"savage_harvesting": "march", "ruthless_coercion": "threaten"},
    "braevalar": {"one_with_the_land": "march", "druidic_paths": "stamina"},
}


def canon(effects: tuple[Effect, ...]) -> str:
    return " + ".join(_one(e) for e in effects)


def _one(e: Effect) -> str:
    per = f" +{e.each}/{e.per}" if e.per else ""
    if e.name in ("move", "influence", "heal", "draw", "fame", "reputation"):
        return f"{e.name} {e.amount}{per}"
    if e.name == "attack":
        extra = "".join(f" {x}" for x in (e.attack, e.element) if x not in ("melee", "physical"))
        return f"attack {e.amount}{extra}{per}"
    if e.name == "block":
        return f"block {e.amount}" + (f" {e.element}" if e.element != "physical" else "") + per
    if e.name in ("mana", "crystal"):
        return f"{e.name} {e.colour}" + (f" x{e.count}" if e.count > 1 else "")
    if e.name in ("wound", "hand_limit", "source_dice", "ready_unit"):
        return f"{e.name} {e.amount}"
    if e.name == "discard":
        return f"discard {e.amount}" + (" wounds" if e.wounds else "")
    if e.name == "throw_away":
        return f"throw_away {e.card}"
    if e.name == "terrain":
        change = f"={e.cost}" if e.cost >= 0 else f"-{e.less} >={e.floor}"
        return f"terrain {','.join(e.terrains)} {change}"
    if e.name == "enter":
        return f"enter {e.terrains[0]}" + (f" ={e.cost}" if e.cost >= 0 else "")
    if e.name == "choice":
        return "(" + " / ".join(canon(opts) for _, opts in e.branches) + ")"
    if e.name == "by_colour":
        head = {"mana": "mana?", "throw_away": "throw?", "discard": "discard?"}[e.pay]
        return head + " " + " | ".join(f"{label}: {canon(b)}" for label, b in e.branches)
    if e.name == "by_time":
        return " | ".join(f"{label}: {canon(b)}" for label, b in e.branches)
    if e.name == "combine":
        return f"combine {e.pay}" + (f" +{e.bonus}" if e.bonus else "") + (f" x{e.times}" if e.times > 1 else "") + (" throw" if e.throw else "")
    assert e.name == "special", e.name
    assert e.text_en and e.text_de, "a ruling needs both languages"
    return f"special {e.ref}"


LOADED = build_cards()


def test_every_card_of_the_data_has_an_expectation():
    assert sorted(LOADED) == sorted(CARDS)
    assert len(LOADED) == 120  # cards.csv: 12 Basic Actions, 14 hero cards, Wound, 44 AAs, 24 spells, 25 artifacts


@pytest.mark.parametrize("ident", sorted(CARDS))
def test_card_effects_p4(ident: str):
    card = LOADED[ident]
    basic, powered = CARDS[ident]
    assert canon(card.basic) == basic
    assert canon(card.powered) == powered


@pytest.mark.parametrize("ident", sorted(FACTS))
def test_card_kind_colour_copies(ident: str):
    kind, colour, copies = FACTS[ident]
    card = LOADED[ident]
    assert (card.kind, "|".join(card.colours), card.copies) == (kind, colour, copies)


@pytest.mark.parametrize("hero", sorted(HERO_CARDS))
def test_starting_deck_p3(hero: str):
    """16 Basic Actions; the two hero cards replace one card each of the same colour (p. 3, cards.csv)."""
    deck = starting_deck(hero)
    assert sum(deck.values()) == 16
    standard = {c.id: c.copies for c in LOADED.values() if c.kind == "basic_action"}
    for own, replaced in HERO_CARDS[hero].items():
        assert deck[own] == 1
        assert deck.get(replaced, 0) == standard[replaced] - 1
        assert LOADED[own].colours == LOADED[replaced].colours
    colours: dict[str, int] = {}
    for ident, n in deck.items():
        colours[LOADED[ident].colour] = colours.get(LOADED[ident].colour, 0) + n
    assert colours == {"red": 4, "blue": 4, "white": 4, "green": 4}  # heroes.toml: 4 of each colour


def test_spells_have_powered_names_and_interactive_ones_are_109_to_112():
    spells = [c for c in LOADED.values() if c.kind == "spell"]
    assert len(spells) == 24 and all(c.powered_name.en and c.powered_name.de for c in spells)
    assert sorted(c.number for c in spells if c.interactive) == ["109", "110", "111", "112"]
    assert LOADED["space_bending"].powered_name.de == "Zeitkrümmung"  # p. 5


CSV = Path(__file__).resolve().parents[3] / "data" / "sources" / "mage-knight" / "cards.csv"  # tests/data/sources/README.md


def test_every_number_computed_with_is_printed_in_the_csv_text():
    """Independent of the notation above: the numbers of the points, mana and crystal effects appear in the
    card's effect text in cards.csv (read and parsed here on its own)."""
    from mkref.games.mage_knight.cards.effects import walk

    with open(CSV, encoding="utf-8") as handle:
        rows = {r["card_id"]: r for r in csv.DictReader(handle)}
    for ident, card in LOADED.items():
        text = rows[ident]["basic_effect"] + " " + rows[ident]["powered_effect"]
        printed = {int(n) for n in re.findall(r"\d+", text)}
        for effect in walk(card.basic + card.powered):
            if effect.name in ("move", "influence", "heal", "attack", "block") and effect.amount:
                assert effect.amount in printed, f"{ident}: {effect.name} {effect.amount} is not in '{text}'"
            if effect.per:
                assert effect.each in printed, f"{ident}: +{effect.each} per {effect.per} is not in '{text}'"


SKILLS = {
    "arythea_dark_paths": ("turn", "day: move 1 | night: move 2"),
    "arythea_burning_power": ("turn", "(attack 1 siege / attack 1 siege fire)"),
    "arythea_hot_swordsmanship": ("turn", "(attack 2 / attack 2 fire)"),
    "arythea_dark_negotiation": ("turn", "day: influence 2 | night: influence 3"),
    "arythea_dark_fire_magic": ("round", "crystal red + (mana red / mana black)"),
    "arythea_power_of_pain": ("turn", "special p. 4"),
    "arythea_invocation": ("turn", "(discard 1 wounds + (mana red / mana black) / discard 1 + (mana white / mana green)) + special p. 5"),
    "arythea_polarization": ("turn", "special p. 5"),
    "arythea_motivation": ("round", "draw 2 + special p. 5"),
    "arythea_healing_ritual": ("interactive", "special p. 5"),
    "arythea_ritual_of_pain": ("interactive", "special p. 5"),
    "tovak_double_time": ("turn", "day: move 2 | night: move 1"),
    "tovak_night_sharpshooting": ("turn", "day: attack 1 ranged | night: attack 2 ranged"),
    "tovak_cold_swordsmanship": ("turn", "(attack 2 / attack 2 ice)"),
    "tovak_shield_mastery": ("turn", "(block 3 / block 2 fire / block 2 ice)"),
    "tovak_resistance_break": ("turn", "special p. 9"),
    "tovak_i_feel_no_pain": ("turn", "discard 1 wounds + draw 1"),
    "tovak_i_dont_give_a_damn": ("turn", "special p. 4"),
    "tovak_who_needs_magic": ("turn", "special p. 4"),
    "tovak_motivation": ("round", "draw 2 + special p. 5"),
    "tovak_mana_exploit": ("interactive", "special p. 5"),
    "tovak_mana_overload": ("interactive", "special p. 5"),
    "goldyx_freezing_power": ("turn", "(attack 1 siege / attack 1 siege ice)"),
    "goldyx_potion_making": ("round", "heal 2"),
    "goldyx_white_crystal_craft": ("round", "crystal blue + mana white"),
    "goldyx_green_crystal_craft": ("round", "crystal blue + mana green"),
    "goldyx_red_crystal_craft": ("round", "crystal blue + mana red"),
    "goldyx_glittering_fortune": ("turn", "influence 0 +1/crystal_colour + special p. 8"),
    "goldyx_flight": ("round", "special p. 7"),
    "goldyx_universal_power": ("turn", "special p. 4"),
    "goldyx_motivation": ("round", "draw 2 + special p. 5"),
    "goldyx_source_freeze": ("interactive", "special p. 5"),
    "goldyx_source_opening": ("interactive", "special p. 5"),
    "norowas_forward_march": ("turn", "move 0 +1/ready_unit + special p. 5"),
    "norowas_day_sharpshooting": ("turn", "day: attack 2 ranged | night: attack 1 ranged"),
    "norowas_inspiration": ("round", "(ready_unit 4 / special p. 11)"),
    "norowas_bright_negotiation": ("turn", "day: influence 3 | night: influence 2"),
    "norowas_leaves_in_the_wind": ("round", "crystal green + mana white"),
    "norowas_whispers_in_the_treetops": ("round", "crystal white + mana green"),
    "norowas_leadership": ("turn", "special p. 5"),
    "norowas_bonds_of_loyalty": ("permanent", "special p. 5"),
    "norowas_motivation": ("round", "draw 2 + special p. 5"),
    "norowas_prayer_of_weather": ("interactive", "special p. 7"),
    "norowas_prayer_of_weather_coop": ("interactive", "terrain all -2 >=1 + special p. 7"),
    "wolfhawk_refreshing_bath": ("round", "heal 1 + crystal blue"),
    "wolfhawk_refreshing_breeze": ("round", "heal 1 + crystal white"),
    "wolfhawk_hawk_eyes": ("turn", "move 1 + special p. 7"),
    "wolfhawk_on_her_own": ("turn", "(influence 1 / influence 3 + special p. 8)"),
    "wolfhawk_deadly_aim": ("turn", "special p. 9"),
    "wolfhawk_know_your_prey": ("round", "special p. 9"),
    "wolfhawk_taunt": ("turn", "special p. 9"),
    "wolfhawk_dueling": ("turn", "block 1 + special p. 10"),
    "wolfhawk_motivation": ("round", "draw 2 + special p. 5"),
    "wolfhawk_wolfs_howl": ("interactive", "special p. 4"),
    "wolfhawk_wolfs_howl_coop": ("interactive", "special p. 4"),
    "krang_spirit_guides": ("turn", "move 1 + special p. 9"),
    "krang_battle_hardened": ("turn", "special p. 10"),
    "krang_battle_frenzy": ("turn", "(attack 2 / attack 4 + special p. 6)"),
    "krang_shamanic_ritual": ("round", "mana any + special p. 6"),
    "krang_regenerate": ("turn", "special p. 11"),
    "krang_arcane_disguise": ("turn", "(influence 2 / special p. 8)"),
    "krang_puppet_master": ("turn", "special p. 10"),
    "krang_master_of_chaos": ("turn", "special p. 5"),
    "krang_curse": ("turn", "special p. 9"),
    "krang_mana_enhancement": ("interactive", "special p. 5"),
    "braevalar_elemental_resistance": ("turn", "special p. 10"),
    "braevalar_feral_allies": ("turn", "(attack 1 / special p. 9) + special p. 7"),
    "braevalar_thunderstorm": ("round", "(mana green / mana blue) + (mana green / mana white)"),
    "braevalar_lightning_storm": ("round", "(mana blue / mana green) + (mana blue / mana red)"),
    "braevalar_beguile": ("turn", "influence 3 + special p. 8"),
    "braevalar_forked_lightning": ("turn", "special p. 9"),
    "braevalar_shapeshift": ("turn", "special p. 4"),
    "braevalar_secret_ways": ("turn", "move 1 + enter mountain =5 + special p. 7"),
    "braevalar_regenerate": ("turn", "special p. 11"),
    "braevalar_natures_vengeance": ("interactive", "special p. 9"),
    "braevalar_natures_vengeance_coop": ("interactive", "special p. 9"),
}

SKILLS_LOADED = build_skills()


def test_every_skill_of_the_data_has_an_expectation():
    assert sorted(SKILLS_LOADED) == sorted(SKILLS)
    assert len(SKILLS_LOADED) == 76  # skills.csv: 10 per hero + 6 cooperative versions
    per_hero: dict[str, int] = {}
    for skill in SKILLS_LOADED.values():
        per_hero[skill.hero] = per_hero.get(skill.hero, 0) + 1
    assert per_hero == {"arythea": 11, "tovak": 11, "goldyx": 11, "norowas": 11, "wolfhawk": 11, "krang": 10, "braevalar": 11}


@pytest.mark.parametrize("ident", sorted(SKILLS))
def test_skill_use_and_effect_p5(ident: str):
    use, effect = SKILLS[ident]
    skill = SKILLS_LOADED[ident]
    assert (skill.use, canon(skill.effect)) == (use, effect)


def test_motivation_may_be_used_in_other_turns_p5():
    assert sorted(s.hero for s in SKILLS_LOADED.values() if s.any_turn) == sorted(HERO_CARDS.keys() - {"krang", "braevalar"})
    assert SKILLS_LOADED["tovak_motivation"].name.de == "Motivation" and SKILLS_LOADED["tovak_motivation"].de_official


def test_hero_cards_follow_the_sets_in_play():
    """Tovak's Instinct comes with The Lost Legion: in a base-set game Improvisation stays (cards.csv)."""
    base = starting_deck("tovak", frozenset({"base"}))
    assert base.get("instinct", 0) == 0 and base["improvisation"] == 1 and base["cold_toughness"] == 1
    assert starting_deck("tovak", frozenset({"base", "lost_legion"}))["instinct"] == 1
    assert starting_deck("krang", frozenset({"base"}))["savage_harvesting"] == 1  # the hero brings its own cards
    assert all(sum(starting_deck(h, frozenset({"base"})).values()) == 16 for h in HERO_CARDS)
