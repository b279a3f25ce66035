"""The rules assistant answers questions typed at the table, in English or German.

Each case: the question as a player would type it (misspellings and German word forms included),
the id of the entry that must come out on top, and the page of the German rulebook (or the section
of the Lost Legion summary) it points to.
"""

from __future__ import annotations

import pytest

from mkref.core import search
from mkref.core.errors import InvalidInput, UnknownName

QUESTIONS = [
    ('swift', 'swift', 'p. 24'),
    ('flink', 'swift', 'p. 24'),
    ('Swfit', 'swift', 'p. 24'),
    ('what does swift do', 'swift', 'p. 24'),
    ('fortifed', 'fortified', 'p. 24'),
    ('befestigt', 'fortified', 'p. 24'),
    ('Kann ich ein befestigtes Ziel mit Fernangriff angreifen?', 'fortification', 'p. 9'),
    ('can I play a ranged attack against a fortified keep', 'fortification', 'p. 9'),
    ('Was kostet Heilung im Kloster', 'buying_healing', 'p. 8'),
    ('how much does healing cost in a village', 'buying_healing', 'p. 8'),
    ('Versteinern auf Englisch', 'paralyze', 'p. 24'),
    ('paralyze', 'paralyze', 'p. 24'),
    ('paralyse', 'paralyze', 'p. 24'),
    ('Giftig', 'poison', 'p. 24'),
    ('poisonous enemies', 'poison', 'p. 24'),
    ('Brutal', 'brutal', 'p. 24'),
    ('Herbeirufen', 'summon', 'p. 24'),
    ('summoner', 'summon', 'p. 24'),
    ('Orc Summoners', 'enemy.orc_summoners', 'p. 24'),
    ('Ork-Beschwörer', 'enemy.orc_summoners', 'p. 24'),
    ('orc sumoners', 'enemy.orc_summoners', 'p. 24'),
    ('Schwerfällig', 'cumbersome', 'p. 24'),
    ('Lästig', 'cumbersome', 'p. 24'),
    ('Attentäter', 'assassination', 'p. 24'),
    ('Vampirismus', 'vampiric', 'p. 24'),
    ('Ausweichend', 'elusive', 'p. 24'),
    ('elusive armor', 'elusive', 'p. 24'),
    ('Arkane Immunität', 'arcane_immunity', 'p. 24'),
    ('arcane immune', 'arcane_immunity', 'p. 24'),
    ('Verteidigend', 'defend', 'p. 24'),
    ('Unbefestigt', 'unfortified', 'p. 24'),
    ('Physischer Widerstand', 'physical_resistance', 'p. 24'),
    ('fire resistance', 'fire_resistance', 'p. 24'),
    ('Eis-Widerstand', 'ice_resistance', 'p. 24'),
    ('which block works against a fire attack', 'block_efficiency', 'p. 9'),
    ('fire attack', 'fire_attack', 'p. 24'),
    ('Kaltes Feuer', 'cold_fire_attack', 'p. 24'),
    ('two attacks', 'multiple_attacks', 'p. 24'),
    ('what does a monastery sell', 'monastery', 'p. 8'),
    ('Kloster', 'monastery', 'p. 8'),
    ('Klöster', 'monastery', 'p. 8'),
    ('burn a monastery', 'burn_monastery', 'p. 8'),
    ('Kloster niederbrennen', 'burn_monastery', 'p. 8'),
    ('how much influence does my reputation give', 'reputation', 'p. 8'),
    ('Ansehen', 'reputation', 'p. 8'),
    ('Brutstätte', 'spawning_grounds', 'p. 10'),
    ('Brutstatte', 'spawning_grounds', 'p. 10'),
    ('Brutstaette', 'spawning_grounds', 'p. 10'),
    ('Drachen', 'draconum', 'p. 8'),
    ('Drache', 'draconum', 'p. 8'),
    ('Magierturm', 'mage_tower', 'p. 8'),
    ('mage towers', 'mage_tower', 'p. 8'),
    ('Burg', 'keep', 'p. 8'),
    ('Magische Lichtung', 'magical_glade', 'p. 11'),
    ('crystal mine', 'crystal_mine', 'p. 11'),
    ('Ruinen', 'ancient_ruins', 'p. 10'),
    ('Wald nachts', 'forest', 'p. 7'),
    ('forest movement cost at night', 'forest', 'p. 7'),
    ('Wüste', 'desert', 'p. 7'),
    ('how much does a lake cost', 'lake', 'p. 21'),
    ('Einheiten anwerben', 'recruiting', 'p. 8'),
    ('recruit a unit', 'recruiting', 'p. 8'),
    ('Rast', 'rest', 'p. 6'),
    ('langsame Erholung', 'rest', 'p. 6'),
    ('slow recovery', 'rest', 'p. 6'),
    ('Erzwungener Rückzug', 'forced_withdrawal', 'p. 11'),
    ('forced withdrawl', 'forced_withdrawal', 'p. 11'),
    ('Bewusstlosigkeit', 'knocked_out', 'p. 9'),
    ('knocked out', 'knocked_out', 'p. 9'),
    ('Levelaufstieg', 'level_up', 'p. 11'),
    ('level up', 'level_up', 'p. 11'),
    ('Handkartenlimit', 'hand_limit', 'p. 11'),
    ('how many cards do I draw', 'hand_limit', 'p. 11'),
    ('Blockphase', 'block_phase', 'p. 9'),
    ('Schadensphase', 'assign_damage_phase', 'p. 9'),
    ('Angriffsphase', 'attack_phase', 'p. 10'),
    ('Fern- und Belagerungsangriffsphase', 'ranged_siege_phase', 'p. 9'),
    ('provozieren', 'provoking', 'p. 7'),
    ('provoke orcs', 'provoking', 'p. 7'),
    ('sicherer Platz', 'safe_space', 'p. 7'),
    ('Rundenende ansagen', 'end_of_round', 'p. 6'),
    ('announce end of round', 'end_of_round', 'p. 6'),
    ('quer ausspielen', 'sideways', 'p. 4'),
    ('play a card sideways', 'sideways', 'p. 4'),
    ('Dummyspieler', 'dummy_player', 'p. 15'),
    ('dummy player', 'dummy_player', 'p. 15'),
    ('Die ersten Erkundungen', 'first_reconnaissance', 'p. 18'),
    ('Vollständige Eroberung', 'full_conquest', 'p. 19'),
    ('solo conquest scoring', 'solo_conquest', 'p. 19'),
    ('Megapolis', 'megalopolis', 'p. 18'),
    ('Ehrentitel', 'standard_achievements', 'p. 15'),
    ('Greatest Beating', 'greatest_beating', 'p. 15'),
    ('Prügelknabe', 'greatest_beating', 'p. 15'),
    ('Stadtanführer', 'city_leader', 'p. 10'),
    ('Weiße Stadt', 'white_city', 'p. 10'),
    ('red city artifact price', 'red_city', 'p. 10'),
    ('Gemeinsamer Stadtüberfall', 'cooperative_city_assault', 'p. 13'),
    ('Spieler gegen Spieler', 'pvp_combat', 'p. 12'),
    ('steal an artifact', 'pvp_melee', 'p. 13'),
    ('gold mana at night', 'gold_and_black_mana', 'p. 5'),
    ('wie viele Kristalle darf ich haben', 'crystals', 'p. 5'),
    ('Wälle', 'walls', '[07.1]'),
    ('Irrgarten', 'maze', '[07.3]'),
    ('Volkare', 'volkare', '[13]'),
    ('Flüchtlingslager', 'refugee_camp', '[07.5]'),
    ('Strauchdiebe rekrutieren Ansehen', 'thugs_and_heroes', '[06.2]'),
    ('Strauchdiebe Einheit', 'thugs_and_heroes', '[06.2]'),
    ('Geisterangriffe', 'ghost_attacks', '[V6]'),
    ('Untertagebergwerk', 'deep_mine', '[07.4]'),
    ('Zugfolgeplättchen', 'round_order_token', 'p. 1'),
    ('Peasants', 'unit.peasants', 'p. 5'),
    ('Fire Dragon', 'enemy.fire_dragon', 'p. 24'),
    ('can I heal during combat', 'healing', 'p. 11'),
    ('darf ich während des Kampfs heilen', 'healing', 'p. 11'),
    ('Wunde', 'wounds', 'p. 11'),
    ('Burg erobern', 'keep', 'p. 8'),
    ('how much fame do I need for level 3', 'fame', 'p. 9'),
    ('Wie viel Ruhm brauche ich für Level 3', 'fame', 'p. 9'),
    ('unit heal cost', 'unit_wounds', 'p. 11'),
    ('wie viele Einheiten darf ich haben', 'command_tokens', 'p. 3'),  # like 'how many units': a Command token each
    ('what happens at night', 'round', 'p. 4'),
    ('can two heroes share a space', 'other_players_on_map', 'p. 7'),
    ('Versteinren', 'paralyze', 'p. 24'),
    ('heling', 'healing', 'p. 11'),
    ('greatest beeting', 'greatest_beating', 'p. 15'),
    ('Wie funktioniert Blocken gegen Feuer', 'block_efficiency', 'p. 9'),
    ('Wann darf ich heilen', 'healing', 'p. 11'),
    ('Darf ich nach dem Kampf noch ziehen', 'actions', 'p. 6'),
    ('Wie erobere ich eine Stadt', 'city_assault', 'p. 10'),
    ('Wie steige ich auf', 'level_up', 'p. 11'),
    ('Was macht Gift', 'poison', 'p. 24'),
    ('Was passiert mit unbesiegten Feinden im Dungeon', 'combat_outcome', 'p. 10'),
    ('what if I end my turn on a lake', 'lake', 'p. 21'),
    ('can I use gold mana at night', 'gold_and_black_mana', 'p. 5'),
    ('what are the phases of combat', 'combat', 'p. 8'),
    ('how do I score cities', 'city_scoring', 'p. 19'),
    ('can I attack two enemies at once', 'attack_phase', 'p. 10'),
    ('Feuer- und Eis-Widerstand', 'cold_fire_resistance', 'p. 24'),
    ('Angriff X', 'effects', 'p. 5'),
    ('Kooperative Fähigkeiten', 'cooperative_skills', '{SKILLS}'),
    ('Wie viele Einheiten bekommt das Angebot', 'unit_offer', 'p. 4'),
    ('Kristall Bergwerk', 'crystal_mine', 'p. 11'),
    ('Muss ich eine Karte abwerfen', 'discard_and_throw_away', 'p. 5'),
    ('Kann ich eine Verletzung ausspielen', 'wounds', 'p. 11'),
    ('Wer wählt zuerst die Taktik', 'tactics', 'p. 4'),
    ('when do elite units appear', 'unit_offer', 'p. 4'),
    ('can I take two dice from the source', 'source', 'p. 5'),
    ('what happens when my deck is empty', 'end_of_round', 'p. 6'),
]


@pytest.fixture(autouse=True, scope="module")
def _private_cache(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("MKREF_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    yield
    mp.undo()


@pytest.fixture(scope="module")
def index(_private_cache):
    from mkref.core import rulesindex

    return rulesindex.load("mage-knight")


def test_at_least_sixty_questions_in_both_languages():
    assert len(QUESTIONS) >= 60
    german = [q for q, _i, _p in QUESTIONS if any(ch in q for ch in "äöüß") or q.split()[0] in {"Kann", "Was", "Wald", "wie"}]
    assert len(german) >= 15


@pytest.mark.parametrize(("question", "ident", "page"), QUESTIONS, ids=[f"{q} -> {i} ({p})" for q, i, p in QUESTIONS])
def test_top_answer_and_its_page(index, question, ident, page):
    hits = index.search(question, 3)
    assert hits, f"nothing found for {question!r}"
    top = hits[0][0]
    assert (top.id, top.ref) == (ident, page), [(e.id, e.ref, round(s, 1)) for e, s in hits]


# ------------------------------------------------------------------------------------------ text pipeline


@pytest.mark.parametrize(
    ("word", "stem"),
    [
        ("befestigten", "befestigt"),
        ("befestigtes", "befestigt"),
        ("befestigte", "befestigt"),
        ("attacks", "attack"),
        ("attacking", "attack"),
        ("summoners", "summon"),
        ("fortified", "fortify"),
        ("fortification", "fortify"),
        ("Heilung", "heil"),
        ("heilen", "heil"),
        ("Einheiten", "einheit"),
        ("units", "unit"),
        ("status", "status"),
        ("ice", "ice"),
    ],
)
def test_stemming_meets_word_forms(word, stem):
    assert search.terms(word) == [stem]


def test_german_plural_and_singular_meet():
    assert search.terms("Drachen") == search.terms("Drache")
    assert search.terms("Regeln") == search.terms("Regel")


def test_umlauts_fold_both_ways():
    assert search.fold_variants("Brutstätte") == ["brutstaette", "brutstatte"]
    assert search.fold("Größte") == "groesste"
    assert search.terms("Klöster")[-1] == search.terms("Kloster")[0]


def test_stop_words_of_both_languages_are_dropped():
    assert search.query_terms("Kann ich ein befestigtes Ziel mit Fernangriff angreifen?") == ["befestigt", "ziel", "fernangriff", "angreif"]
    assert search.query_terms("what does the swift ability do") == ["swift", "ability"]
    assert search.query_terms("was ist das")  # only stop words: still searches something


@pytest.mark.parametrize(("a", "b", "distance"), [("swift", "swfit", 1), ("fortified", "fortifed", 1), ("flink", "flink", 0), ("abc", "xyz", 3)])
def test_edit_distance(a, b, distance):
    assert search.edit_distance(a, b, limit=2) == min(distance, 3)


def test_typos_are_forgiven_through_names_only(index):
    assert search.close_words(index.index, "swfit")[:1] == ["swift"]
    assert search.typo_limit("ice") == 0 and search.typo_limit("swift") == 1 and search.typo_limit("fortified") == 2


def test_names_weigh_more_than_answer_text(index):
    # 'Brutal' is the name of one entry and appears in the answers of many others
    hits = index.search("brutal", 5)
    assert hits[0][0].id == "brutal"
    assert hits[0][1] > 5 * hits[1][1]


def test_no_match_is_an_empty_list(index):
    assert index.search("xyzzyq qwxv", 5) == []


# ------------------------------------------------------------------------------------------ API for the shells


def test_lookup_and_entry_for():
    from mkref.games.mage_knight.lookup import index as rules_index

    found = rules_index.lookup("Versteinern")
    assert found[0].id == "paralyze" and found[0].name_de == "Versteinern" and found[0].ref == "p. 24"
    entry = rules_index.entry_for("fortification")
    assert entry.name("de") == "Befestigung im Kampf" and entry.answer("de").startswith("Ein Feind ist befestigt")
    with pytest.raises(UnknownName) as caught:
        rules_index.entry_for("fortificaton")
    assert "fortification" in caught.value.message()


def test_empty_query_and_unknown_language_are_refused():
    from mkref.core import rulesindex

    with pytest.raises(InvalidInput):
        rulesindex.lookup("mage-knight", "   ")
    with pytest.raises(InvalidInput):
        rulesindex.lookup("mage-knight", "?!")
    with pytest.raises(InvalidInput) as caught:
        rulesindex.check_lang("fr")
    assert "--lang en or --lang de" in caught.value.message()
    assert rulesindex.check_lang("Deutsch") == "de"


def test_every_see_link_resolves_and_entries_are_bilingual(index):
    entries = index.all()
    assert len(entries) >= 300
    ids = set(index.ids())
    for entry in entries:
        assert entry.name_en and entry.name_de, entry.id
        assert entry.answer_en, entry.id
        assert set(entry.see) <= ids, entry.id
    written = [e for e in entries if e.kind not in ("enemy", "unit")]
    assert sum(1 for e in written if e.answer_de) == len(written)  # every hand-written entry has German text


def test_coverage_of_the_spec(index):
    ids = set(index.ids())
    abilities = {
        "fortified", "unfortified", "physical_resistance", "fire_resistance", "ice_resistance", "cold_fire_resistance",
        "elusive", "arcane_immunity", "defend", "fire_attack", "ice_attack", "cold_fire_attack", "swift", "brutal",
        "poison", "paralyze", "summon", "cumbersome", "assassination", "vampiric", "multiple_attacks",
    }
    sites = {
        "village", "monastery", "keep", "mage_tower", "city", "ancient_ruins", "dungeon", "tomb", "monster_den",
        "spawning_grounds", "crystal_mine", "magical_glade", "portal", "marauding_orcs", "draconum", "maze", "labyrinth",
        "deep_mine", "refugee_camp", "volkares_camp",
    }
    scenarios = {
        "first_reconnaissance", "blitz_conquest", "full_conquest", "solo_conquest", "mines_liberation", "full_cooperation",
        "blitz_cooperation", "dungeon_lords", "druid_nights", "one_to_return", "conquer_and_hold",
    }
    assert abilities <= ids and sites <= ids and scenarios <= ids
    assert len([i for i in ids if i.startswith("enemy.")]) >= 70
    assert len([i for i in ids if i.startswith("unit.")]) >= 30


# ------------------------------------------------------------------------------------------ a game without Python code


def test_a_game_joins_with_index_files_only(tmp_path, monkeypatch):
    from mkref.core import rulesindex

    folder = tmp_path / "rules" / "test-game"
    folder.mkdir(parents=True)
    (folder / "index.toml").write_text(
        '[entries.pushing]\nkind = "rule"\nname = { en = "Pushing", de = "Erschöpfung" }\n'
        'aliases = ["push", "pushen"]\nanswer = { en = "A second action in a turn costs a click of damage." }\n'
        'ref = "p. 7"\npage_check = "a test entry that points at no real source text"\nsee = []\n',
        encoding="utf-8",
    )
    monkeypatch.setenv("MKREF_RULES_DIR", str(tmp_path / "rules"))
    hits = rulesindex.lookup("test-game", "Erschoepfung")
    assert [e.id for e in hits] == ["pushing"]
    assert rulesindex.lookup("test-game", "pushes")[0].answer("de").startswith("A second action")


def test_broken_index_files_report_every_problem(tmp_path, monkeypatch):
    from mkref.core import rulesindex
    from mkref.core.errors import RulesDataError

    folder = tmp_path / "rules" / "test-game"
    folder.mkdir(parents=True)
    (folder / "index.toml").write_text(
        '[entries.a]\nkind = "rul"\nname = { en = "A" }\nanswer = { en = "x" }\nsee = ["b"]\n',
        encoding="utf-8",
    )
    monkeypatch.setenv("MKREF_RULES_DIR", str(tmp_path / "rules"))
    monkeypatch.setenv("MKREF_NO_CACHE", "1")
    with pytest.raises(RulesDataError) as caught:
        rulesindex.build("test-game", folder)
    text = caught.value.message()
    assert "kind" in text and "'b' is not an entry id" in text and "ref" in text and "key_de" in text


def test_refusals_name_entries_that_exist(index):
    """Rule code says 'See: mkref rules X' when it refuses a move; X must find the entry it means."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "mkref"
    named = set()
    for path in [*root.glob("games/mage_knight/*.py"), *root.glob("cli/*.py")]:
        named |= set(re.findall(r'\bentry="([^"]+)"', path.read_text(encoding="utf-8")))
    for text in sorted(named):
        hits = index.search(text, 1)
        assert hits, f"'mkref rules {text}' finds nothing"
        top = hits[0][0]
        assert top.id in {text, text.replace(" ", "_")} or search.fold(text) in {search.fold(top.name_en), search.fold(top.name_de)}, (text, top.id)


def test_any_text_gives_entries_or_a_typed_error(index):
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from mkref.core import rulesindex
    from mkref.core.errors import MkrefError

    @settings(max_examples=200, deadline=None)
    @given(st.text(max_size=40))
    def check(text):
        try:
            found = rulesindex.lookup("mage-knight", text)
        except MkrefError:
            return
        assert all(entry.id in index.positions for entry in found)

    check()


# Each heading of spec/mage-knight/rules.md (by its number) and the entry that answers for it.
SPEC_HEADINGS = {
    "0.": "rulebook_parts", "0.1": "rounding", "0.2": "rulebook_parts", "0.3": "enemy_tokens",
    "1.": "game_flow", "2.": "setup", "2.1": "setup", "2.2": "setup", "3.": "round",
    "4.": "deed_cards", "4.1": "deed_cards", "4.2": "units", "4.3": "skills", "4.4": "mana", "4.5": "effects",
    "4.6": "combined_effects", "4.7": "gain_effects", "4.8": "discard_and_throw_away", "4.9": "undo",
    "5.": "turn", "6.": "movement", "6.1": "movement", "6.2": "movement_costs", "6.3": "assault", "6.4": "exploring",
    "6.5": "movement", "6.6": "movement_effects", "6.7": "other_players_on_map", "7.": "interaction",
    "8.": "combat", "8.1": "combat", "8.2": "one_combat_per_turn", "8.3": "combat", "8.4": "ranged_siege_phase",
    "8.5": "block_phase", "8.6": "assign_damage_phase", "8.7": "attack_phase", "8.8": "combat_outcome",
    "8.9": "city_assault", "8.10": "swift", "8.11": "unit_resistances", "9.": "end_of_turn", "9.1": "end_of_turn",
    "9.2": "end_of_turn", "10.": "wounds", "10.1": "hero_damage", "10.2": "unit_wounds", "10.3": "healing",
    "11.": "pvp_combat", "11.1": "pvp_combat", "11.2": "pvp_commitment", "11.3": "pvp_ranged", "11.4": "pvp_melee",
    "11.5": "pvp_outcome", "11.6": "pvp_special_effects", "12.": "cooperative_city_assault", "13.": "scenarios",
    "13.1": "map_shapes", "13.2": "dummy_player", "13.3": "solo_skills", "13.4": "team_rules",
    "13.5": "standard_achievements", "14.": "variants_general", "14.0": "variants_general",
    "14.1": "time_of_day_variants", "14.2": "be_nice", "14.3": "varying_the_map", "14.4": "hero_auction",
    "14.5": "roaming_evil", "14.6": "interactive_combat", "14.7": "more_deck_building", "15.": "scenarios",
    "15.0": "game_end", "15.1": "megalopolis", "15.2": "first_reconnaissance", "15.3": "blitz_conquest",
    "15.4": "full_conquest", "15.5": "solo_conquest", "15.6": "mines_liberation", "15.7": "full_cooperation",
    "15.8": "blitz_cooperation", "15.9": "dungeon_lords", "15.10": "druid_nights", "15.11": "one_to_return",
    "15.12": "conquer_and_hold", "15.13": "scenarios", "16.": "rulebook_parts", "16.1": "turn", "16.2": "swift",
    "17.": "combat", "A-1": "movement_costs", "A-2": "exploring", "A-3": "provoking", "A-4": "forced_withdrawal",
    "A-5": "source", "A-6": "unit_offer", "A-7": "offers", "A-8": "tactics", "A-9": "turn", "A-10": "interaction",
    "A-11": "fortification", "A-12": "ranged_siege_phase", "A-13": "block_phase", "A-14": "assign_damage_phase",
    "A-15": "combat_outcome", "A-16": "end_of_turn", "A-17": "level_up", "A-18": "hand_limit", "A-19": "healing",
    "A-20": "game_end", "A-21": "pvp_ranged", "A-22": "standard_achievements", "A-23": "city_scoring",
    "A-24": "dummy_player", "A-25": "megalopolis", "A-26": "combat_rewards", "A-27": "crystals", "A-28": "fame",
    "A-29": "reputation", "18.": "game_flow", "19.": "site_description_card", "19.1": "fame",
    "19.2": "reputation", "19.3": "level_tokens", "19.4": "enemy_tokens", "19.5": "ancient_ruins",
    "19.6": "site_description_card", "19.7": "city", "19.8": "units", "19.9": "deed_cards",
    "19.10": "tactic_cards_named", "19.11": "hero_card", "19.12": "map_tile", "19.13": "mana_die",
    "19.14": "scoring_card", "19.15": "rulebook_parts", "20.": "rulings", "Appendix": "rulebook_parts",
    "A.1": "round_order_token", "A.2": "fame_reputation_board", "A.3": "deed_cards", "A.4": "mana",
    "A.5": "effects", "A.6": "combat", "A.7": "swift", "A.8": "fortified_sites", "A.9": "movement_costs",
}


def _spec_extract():
    """The spec's section numbers and glossary terms (tests/data/sources/specs.toml, see its README.md)."""
    import tomllib
    from pathlib import Path

    return tomllib.loads((Path(__file__).parents[1] / "data" / "sources" / "specs.toml").read_text(encoding="utf-8"))


def test_every_heading_of_the_spec_has_an_entry(index):
    ids = set(index.ids())
    assert set(SPEC_HEADINGS.values()) <= ids
    numbers = _spec_extract()["mage_knight_headings"]
    assert len(numbers) > 140
    assert [n for n in numbers if n not in SPEC_HEADINGS] == []


def test_every_glossary_term_of_the_spec_is_a_name_or_alias(index):
    """Appendix A of the spec: each German term (or one of the variants in its row) names an entry."""
    import re

    known = set()
    for entry in index.all():
        for text in (entry.name_de, entry.name_en, *entry.aliases):
            for variant in search.fold_variants(text):
                known.add(" ".join(re.findall(r"[a-z0-9]+", variant)))
    rows = _spec_extract()["mage_knight_glossary_de"]
    assert len(rows) > 200
    missing = []
    for row in rows:
        variants = [t.strip() for t in re.split(r"[;/,:]", re.sub(r"\([^)]*\)", "", row)) if t.strip()]
        if not any(" ".join(search.words(v)) in known for v in variants):
            missing.append(row)
    assert missing == []


def test_answer_lines_for_a_shell_that_writes_text():
    from mkref.games.mage_knight.lookup import index as rules_index

    lines = rules_index.answer_lines("Was kostet Heilung im Kloster", "de")
    assert lines[0] == "Heilung kaufen (Buying healing) · S. 8"
    assert "  Kloster, je Heilungspunkt: 2" in lines
    assert lines[-1] == "Siehe auch: Heilung; Dorf; Kloster"
    card = rules_index.answer_lines("orc summoners")
    assert card[0] == "Orc Summoners (Ork-Beschwörer) · p. 24"
    assert "Armor 4. Summons a brown enemy." in " ".join(card)
    with pytest.raises(InvalidInput):
        rules_index.answer_lines("swift", "fr")


# ------------------------------------------------------------------------------------------ enemy cards (p. 9, p. 24)


@pytest.mark.parametrize(
    ("attack", "abilities", "blocks", "damage"),
    [
        # physical 5: every block counts fully
        ({"value": 5, "element": "physical"}, [], {"physical": 5, "fire": 5, "ice": 5, "cold_fire": 5}, 5),
        # fire 4: ice and cold fire block fully, physical and fire count half (so twice as much is needed)
        ({"value": 4, "element": "fire"}, [], {"physical": 8, "fire": 8, "ice": 4, "cold_fire": 4}, 4),
        # ice 3 and Swift (p. 24): the Block needed doubles
        ({"value": 3, "element": "ice"}, ["swift"], {"physical": 12, "fire": 6, "ice": 12, "cold_fire": 6}, 3),
        # cold fire 6 and Brutal: only cold fire blocks fully; unblocked it deals double
        ({"value": 6, "element": "cold_fire"}, ["brutal"], {"physical": 12, "fire": 12, "ice": 12, "cold_fire": 6}, 12),
    ],
    ids=["physical p9", "fire p9", "ice swift p24", "cold fire brutal p24"],
)
def test_enemy_card_block_and_damage(attack, abilities, blocks, damage):
    from mkref.games.mage_knight.lookup.index import enemy_card

    card = enemy_card({"armor": 4, "attacks": [attack], "abilities": abilities, "resistances": [], "fame": 3, "colour": "green", "copies": 1})
    got = card["attacks"][0]
    assert {b["element"]: b["block_needed"] for b in got["blocks"]} == blocks
    assert got["damage_if_unblocked"] == damage


@pytest.mark.parametrize(
    ("resistances", "needed"),
    [
        ([], {"physical": 5, "fire": 5, "ice": 5, "cold_fire": 5}),
        (["physical"], {"physical": 10, "fire": 5, "ice": 5, "cold_fire": 5}),
        (["fire"], {"physical": 5, "fire": 10, "ice": 5, "cold_fire": 5}),  # one resistance does not halve cold fire
        (["fire", "ice"], {"physical": 5, "fire": 10, "ice": 10, "cold_fire": 10}),
    ],
    ids=["none p9", "physical p9", "fire p9", "fire and ice: cold fire too p24"],
)
def test_enemy_card_attack_needed_per_element(resistances, needed):
    from mkref.games.mage_knight.lookup.index import enemy_card

    card = enemy_card({"armor": 5, "attacks": [], "abilities": [], "resistances": resistances, "fame": 3})
    assert {row["element"]: row["attack_needed"] for row in card["defeat"]} == needed


def test_enemy_card_elusive_and_fortified():
    from mkref.games.mage_knight.lookup.index import enemy_card

    card = enemy_card({"armor": 4, "armor_elusive": 8, "attacks": [{"value": 3, "element": "physical"}], "abilities": ["elusive", "fortified"], "resistances": ["ice"], "fame": 4})
    ice = next(row for row in card["defeat"] if row["element"] == "ice")
    assert (ice["attack_needed"], ice["attack_needed_high"], ice["halved"]) == (8, 16, True)
    assert card["ranged_phase"] == "siege_only" and card["armor_elusive"] == 8
