"""The rules files, the message catalogue, the settings and the rules index of Rune Age."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from mkref.games.rune_age import data

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = ROOT / "mkref" / "games" / "rune_age"
SOURCES = ROOT / "tests" / "data" / "sources"  # what the rules were checked against (its README.md)
SEED = SOURCES / "rulebooks" / "rune-age-001-terms.txt"


def test_every_message_has_english_and_german_with_the_same_placeholders():
    from mkref.games.rune_age.messages import MESSAGES

    assert MESSAGES.problems() == []


def test_every_message_key_the_code_names_exists():
    from mkref.games.rune_age.messages import MESSAGES

    used: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'(?:(?<![\w.])text|refuse|bad_input|sheet\.illegal)\((?:[\w\["\]\.]+, )?"([a-z_0-9]+)"', source))
        used |= set(re.findall(r'"(hint_[a-z_]+)"', source))
    missing = sorted(k for k in used if not k.endswith("_") and k not in MESSAGES)
    assert not missing
    # a key ending in "_" is a prefix the code completes ("fate_" + fate): each has its family
    for prefix in (k for k in used if k.endswith("_")):
        assert sum(key.startswith(prefix) for key in MESSAGES.table) >= 2, prefix
    assert len(used) > 100


def test_facts_the_rulebook_gives_p8_riverwatch_3_and_the_3_gold_card_costs_5():
    assert data.city("riverwatch")["influence"] == 3
    assert data.gold_card("gold3")["cost"] == 5 and "cost" not in data.gold_card("gold1")
    assert data.known_cost_of_named("undead_horde") == 1  # p. 7: one 2-gold card buys two
    assert data.event_card("brother_against_brother")["stage"] == 3
    assert data.event_card("dragonlord_kalladra")["attrition"] == 1
    assert data.limit("elimination_damage") == 20


def test_components_p2():
    comp = data.game()["components"]
    assert comp["cards"] == 252 and comp["gold_cards"] == {"1": 24, "2": 14, "3": 10} and comp["damage_tokens"] == 38
    assert sum(data.game()["barracks"]["units"].values()) + data.game()["barracks"]["strongholds"] + 1 == 23  # + Home Realm


def test_every_ruling_of_spec_section_20_is_a_documented_setting():
    specs = {entry["spec"] for entry in data.settings_file()["settings"].values()}
    assert specs == {f"A-{n:02d}" for n in range(1, 42)}
    for key, entry in data.settings_file()["settings"].items():
        assert entry["help"]["en"] and entry["help"]["de"] and entry["value"] in entry["choices"], key


def test_check_rules_reports_a_broken_rune_age_file(tmp_path, monkeypatch):
    from mkref.core import rulesdata
    from mkref.core.errors import RulesDataError
    from mkref.games.rune_age import checks

    copy = tmp_path / "rules"
    shutil.copytree(ROOT / "rules", copy)
    path = copy / "rune-age" / "game.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("elimination_damage = 20", "elimination_damage = 21"), encoding="utf-8")
    settings = copy / "rune-age" / "settings.toml"
    settings.write_text(settings.read_text(encoding="utf-8").replace('spec = "A-04"', 'spec = "B-4"'), encoding="utf-8")
    monkeypatch.setenv("MKREF_RULES_DIR", str(copy))
    rulesdata._found.clear()
    try:
        with pytest.raises(RulesDataError) as caught:
            checks.CHECKS[0]()
    finally:
        rulesdata._found.clear()
    text = caught.value.message()
    assert "elimination_damage" in text and "p. 14" in text and "B-4" in text


def test_rules_index_answers_english_and_german_with_pages():
    from mkref.core.rulesindex import load

    index = load("rune-age")
    for query, entry_id, page in (("Belagerung", "siege", "p. 12"), ("siege", "siege", "p. 12"), ("Verlustwürfel", "attrition", "p. 9"),
                                  ("Kurzübersicht", "quick_reference", "p. 20"), ("Heimatreich", "term_home_realm", "p. 3"),
                                  ("Weltenbrand", "cataclysm", "p. 16"), ("A-04", "setting_target_once_per", "p. 7")):
        hit = index.search(query)[0][0]
        assert (hit.id, hit.ref) == (entry_id, page), query


def test_every_index_entry_names_a_german_term_of_the_rulebook():
    from mkref.core.rulesindex import load

    def norm(text: str) -> str:
        return re.sub(r"[\s\-\u00ad]+", "", text.casefold())

    seed = norm(SEED.read_text(encoding="utf-8"))
    missing = [e.id for e in load("rune-age").all() if e.key_de and norm(e.key_de) not in seed]
    assert not missing


def test_every_rule_id_of_the_spec_has_a_test():
    import tomllib

    ids = set(tomllib.loads((SOURCES / "specs.toml").read_text(encoding="utf-8"))["rune_age_rule_ids"])
    assert len(ids) > 100
    tests = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("*rune*/*.py"))
    tests += (ROOT / "tests" / "cli" / "test_rune_age_cli.py").read_text(encoding="utf-8")
    named = set(re.findall(r"R-[A-Z]+(?:-[A-Z]+)?-\d\d", tests))
    # test names list several ids of one family: test_r_setup_01_03_04_... names R-SETUP-01, -03 and -04
    for family, numbers in re.findall(r"r_([a-z]+(?:_(?:dl|rw|cat|mon))?)((?:_\d\d)+)", tests):
        named |= {f"R-{family.upper().replace('_', '-')}-{n}" for n in numbers.strip("_").split("_")}
    assert sorted(ids - named) == []


def test_completion_offers_commands_cards_and_players():
    from .helpers import two_players
    from mkref.games.rune_age.game import GAME

    table = two_players()
    assert GAME.suggest(table.state, "bela") == ["belagern", "belagerung"]
    words = GAME.suggest(table.state, "play ")
    assert "unit1" in words and '"Undead Horde"' in words and "Manticore" in words and "Naga" not in words
    # the state holds no language: completion offers card names in both (Lightning Strike = Blitzbeschwörung)
    assert GAME.suggest(table.state, "siege B") == ["Ben", "Blitzbeschwörung"]


def test_outcome_tables_p10_p12_and_resources_p7():
    outcomes = data.game()["outcomes"]
    assert (outcomes["battle"]["tie"], outcomes["siege"]["tie"]) == ("army", "defender")
    assert outcomes["battle"]["effect"] == {"win": "repelled", "lose": "damaged"}
    assert outcomes["siege"]["city"] == {"win": "captured", "lose": "held"}
    assert "racial units" in data.game()["resources"]["gold"]["pays_for"]
    assert "neutral cards" in data.game()["resources"]["influence"]["pays_for"]


def test_numbers_filled_into_cards_toml_are_not_asked(monkeypatch):
    from mkref.games.rune_age import data as card_data

    from .helpers import two_players

    cards = {**card_data.cards()}
    cards["units"] = {**cards["units"], "undead_horde": {**cards["units"]["undead_horde"], "strength": 2}}
    cards["monument"] = {**cards["monument"], "cost": {"waiqar": 5}}
    monkeypatch.setattr(card_data, "cards", lambda: cards)
    table = two_players("monument")
    table.do("buy 1 1 1 1 1 for monument")          # no question: the Waiqar Monument costs 5
    table.do("battle stronghold")
    events = table.do("play Undead Horde")           # no question: strength 2 from the file
    assert events[-1]["strength"] == 2 and table.asked == []
