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
    ('wie viele Einheiten darf ich haben', 'units', 'p. 5'),
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
    from mkref.games.mage_knight import rules_index

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
