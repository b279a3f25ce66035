"""`mkref rules` and `mkref glossary` as a player uses them: text, JSON, errors and exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("MKREF_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "rules-cache"))


def test_a_word_gives_the_answer_with_its_page_and_related_entries(run):
    result = run("rules", "swift")
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    assert lines[0] == "Swift (Flink) · ability · p. 24"
    assert "to block it you need Block equal to twice its attack value" in result.out
    assert "Block needed  2 x attack" in result.out
    assert "See also: Block phase (p. 9); Brutal (p. 24)" in result.out
    assert "\x1b[" not in result.out


def test_a_german_question_in_german(run):
    result = run("rules", "Kann ich ein befestigtes Ziel mit Fernangriff angreifen?", "--lang", "de")
    assert result.code == 0, result.err
    assert result.out.startswith("Befestigung im Kampf (Fortification in combat) · Regel · S. 9")
    assert "nur Belagerungsangriffe" in result.out
    assert "Siehe auch: Befestigt (S. 24)" in result.out


def test_the_words_of_a_question_may_come_unquoted(run):
    result = run("rules", "Was", "kostet", "Heilung", "im", "Kloster")
    assert result.code == 0
    assert result.out.startswith("Heilung kaufen (Buying healing) · Regel · S. 8")  # a German question: a German answer
    assert "Kloster, je Heilungspunkt  2" in result.out


def test_an_enemy_token_as_a_card(run):
    result = run("rules", "Orc Summoners")
    assert result.code == 0
    out = result.out
    assert out.startswith("Orc Summoners (Ork-Beschwörer) · enemy token · p. 24")
    for text in ("green (Marauding Orcs), 2x in the box", "Armor          4", "summons 1 brown enemy", "Abilities      Summon", "Fame           4"):
        assert text in out, text
    assert "See also: Summon (p. 24)" in out


def test_the_card_says_what_beats_the_enemy(run):
    out = run("rules", "Fire Dragon").out
    # armour 7, resists physical and fire: those attacks count half, so twice the armour is needed
    assert "Attack needed        physical 14 (halved) · fire 14 (halved) · ice 7 · cold fire 7" in out
    # a fire attack of 9: ice and cold fire block fully, physical and fire blocks count half
    assert "Block needed         ice/cold fire 9 · physical/fire 18" in out
    assert "Damage if unblocked  9" in out


def test_swift_brutal_and_elusive_numbers(run):
    storm = run("rules", "Storm Dragon").out  # elusive 14/7, ice 4, swift, resists ice
    assert "fire/cold fire 8 · physical/ice 16 (Swift: doubled)" in storm
    assert "physical 14/7 · fire 14/7 · ice 28/14 (halved) · cold fire 14/7" in storm
    minotaur = run("rules", "Minotaur").out  # attack 5, brutal
    assert "Damage if unblocked  10 (Brutal: doubled)" in minotaur
    assert "any block 5" in minotaur


def test_a_unit_card_in_german(run):
    result = run("rules", "Peasants", "--lang", "de")
    assert result.code == 0
    assert result.out.startswith("Bauern (Peasants) · Einheit · S. 5")
    assert "Kosten         4 Einfluss" in result.out
    assert "Anwerben in    Dorf" in result.out


def test_json_has_stable_keys_and_nothing_else(run):
    result = run("rules", "swift", "--json")
    assert result.code == 0
    data = json.loads(result.out)
    assert list(data) == ["game", "query", "lang", "answer", "related", "matches"]
    answer = data["answer"]
    assert list(answer) == ["id", "kind", "name", "answer", "answer_lang", "ref", "source", "numbers", "see", "provenance"]
    assert answer["id"] == "swift" and answer["name"] == {"en": "Swift", "de": "Flink"} and answer["ref"] == "p. 24"
    assert answer["numbers"] == {"Block needed": "2 x attack"}
    assert answer["provenance"] == {"source": "printed", "ref": "p. 24", "text": "printed, p. 24"}
    assert [r["id"] for r in data["related"]] == ["block_phase", "brutal", "pvp_ranged"]


def test_json_enemy_card(run):
    data = json.loads(run("rules", "Orc Summoners", "--json").out)
    card = data["answer"]["card"]
    assert card["armor"] == 4 and card["fame"] == 4 and card["copies"] == 2 and card["colour"] == "green"
    assert card["attacks"] == [{"summon": "brown"}]
    fire = json.loads(run("rules", "Fire Dragon", "--json").out)["answer"]["card"]
    assert [(r["element"], r["attack_needed"]) for r in fire["defeat"]] == [("physical", 14), ("fire", 14), ("ice", 7), ("cold_fire", 7)]
    assert [(b["element"], b["block_needed"]) for b in fire["attacks"][0]["blocks"]] == [
        ("physical", 18), ("fire", 18), ("ice", 9), ("cold_fire", 9)
    ]


def test_json_in_german_falls_back_to_english_text_only_where_none_is_written(run):
    data = json.loads(run("rules", "Flink", "--lang", "de", "--json").out)
    assert data["answer"]["answer_lang"] == "de"
    assert data["answer"]["answer"].startswith("Angriffseigenschaft")


def test_list_all_topics_and_one_kind(run):
    result = run("rules", "--list")
    assert result.code == 0
    assert "entries" in result.out.splitlines()[0]
    data = json.loads(run("rules", "--list", "ability", "--json").out)
    abilities = data["kinds"][0]["entries"]
    assert data["kinds"][0]["kind"] == "ability" and len(abilities) >= 25
    assert f"Abilities, elements and resistances (ability, {len(abilities)})" in result.out
    de = run("rules", "--list", "Szenarien", "--lang", "de")
    assert "Die ersten Erkundungen" in de.out and "First Reconnaissance" in de.out


def test_list_a_topic_that_is_not_a_kind_shows_matches(run):
    data = json.loads(run("rules", "--list", "combat", "--json").out)
    ids = [e["id"] for e in data["kinds"][0]["entries"]]
    assert "combat" in ids[:3]


def test_glossary_both_ways(run):
    de = run("glossary", "Versteinern")
    assert de.code == 0
    assert de.out.splitlines()[0] == "Versteinern (de) = Paralyze (en) · ability · p. 24"
    en = run("glossary", "paralyze")
    assert en.out.splitlines()[0] == "Paralyze (en) = Versteinern (de) · ability · p. 24"
    data = json.loads(run("glossary", "Brutstatte", "--json").out)
    assert data["terms"][0] == {
        "id": "spawning_grounds", "kind": "site", "de": "Brutstätte", "en": "Spawning Grounds", "from": "de", "ref": "p. 10",
        "score": data["terms"][0]["score"],
    }


def test_full_glossary(run):
    data = json.loads(run("glossary", "--json").out)
    pairs = {(t["de"], t["en"]) for t in data["terms"]}
    assert ("Flink", "Swift") in pairs and ("Brutstätte", "Spawning Grounds") in pairs and ("Drakonier", "Draconum") in pairs
    text = run("glossary", "--lang", "de").out
    assert text.splitlines()[0].split()[:2] == ["Deutsch", "English"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("rules",), "Error: Nothing to look up: the question is empty."),
        (("rules", "   "), "Error: Nothing to look up: the question is empty."),
        (("rules", "?!"), "Error: Nothing to look up: the question is empty."),
        (("rules", "xyzzyq"), "Error: Nothing in the rules index matches 'xyzzyq'"),
        (("rules", "swift", "--lang", "fr"), "Error: Unknown language 'fr': mkref speaks en (English) and de (German)."),
        (("rules", "swift", "--game", "chess"), "Error: Unknown game 'chess'"),
        (("rules", "--list", "xyzzyq"), "Error: No topic or entry matches 'xyzzyq'"),
        (("glossary", "xyzzyq"), "Error: No term matches 'xyzzyq'"),
        (("glossary", "--lang", "klingon"), "Error: Unknown language 'klingon'"),
    ],
)
def test_bad_input_is_a_clear_message_and_exit_1(run, args, message):
    result = run(*args)
    assert result.code == 1
    assert result.err.startswith(message), result.err
    assert result.out == ""


def test_no_match_offers_the_closest_entries(run):
    result = run("rules", "Vampyre")  # a typo: the typed word is close to a name
    assert result.code == 0 and result.out.startswith("Vampire (Vampir) · enemy token · p. 24")
    result = run("rules", "zzbrutalzz")
    assert result.code == 1 and "Closest entries: Brutal (brutal)" in result.err


def test_json_path_imports_no_rich(tmp_path):
    code = (
        "import sys, io, contextlib\n"
        "from mkref.cli.app import main\n"
        "with contextlib.redirect_stdout(io.StringIO()): rc = main(['rules', 'swift', '--json'])\n"
        "bad = [m for m in ('rich', 'prompt_toolkit', 'pydantic', 'mkref.games.mk_miniatures') if m in sys.modules]\n"
        "print(rc, bad)\n"
    )
    env = dict(os.environ, MKREF_CACHE_DIR=str(tmp_path))
    subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, check=True, capture_output=True)  # builds the cache
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, check=True, capture_output=True, text=True).stdout
    assert out.strip() == "0 []"


def test_the_cache_is_rebuilt_when_an_index_file_changes(tmp_path, monkeypatch):
    from mkref.core import rulesindex

    rules = tmp_path / "rules" / "test-game"
    rules.mkdir(parents=True)
    entry = '[entries.a]\nkind = "rule"\nname = {{ en = "{name}", de = "B" }}\nanswer = {{ en = "x" }}\nref = "p. 1"\npage_check = "a test entry, not from any source text"\n'
    (rules / "index.toml").write_text(entry.format(name="Alpha"), encoding="utf-8")
    monkeypatch.setenv("MKREF_RULES_DIR", str(tmp_path / "rules"))
    monkeypatch.setenv("MKREF_CACHE_DIR", str(tmp_path / "cache"))
    assert rulesindex._load_or_build("test-game", rules).get("a").name_en == "Alpha"
    assert list((tmp_path / "cache").glob("rules-index-test-game-*.marshal"))
    (rules / "index.toml").write_text(entry.format(name="Alphabet"), encoding="utf-8")
    os.utime(rules / "index.toml", ns=(1, 1))
    assert rulesindex._load_or_build("test-game", rules).get("a").name_en == "Alphabet"


def test_another_game_once_it_has_index_files(run):
    folder = ROOT / "rules" / "mk-miniatures"
    if not list(folder.glob("index*.toml")):
        pytest.skip("the miniatures game has no rules index files yet")
    result = run("rules", "--list", "--game", "mk-miniatures", "--json")
    assert result.code == 0, result.err
    assert json.loads(result.out)["game"] == "mk-miniatures"


def test_a_page_lists_what_it_covers(run):
    data = json.loads(run("rules", "p. 9", "--json").out)
    ids = [e["id"] for e in data["kinds"][0]["entries"]]
    assert data["kinds"][0]["kind"] == "page" and {"block_phase", "fortification", "knocked_out"} <= set(ids)
    text = run("rules", "Seite", "24", "--lang", "de").out
    assert text.splitlines()[0].startswith("Seite 24 (") and "Flink" in text
    result = run("rules", "p. 99")
    assert result.code == 1 and "No entry cites page 99" in result.err


@pytest.mark.parametrize("ident", ["cold_fire_resistance", "enemy.orc_summoners", "unit.peasants", "pvp_melee"])
def test_an_id_finds_its_entry(run, ident):
    data = json.loads(run("rules", ident, "--json").out)
    assert data["answer"]["id"] == ident


def test_the_readme_lookups_print_as_shown(run):
    """The examples in the README's 'Rules lookup and glossary' section are real output."""
    import re
    import shlex

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Rules lookup and glossary") :]
    section = section[: section.index("\n## ", 5)]
    blocks = re.findall(r"```console\n\$ (mkref [^\n]+)\n(.*?)```", section, re.S)
    assert len(blocks) >= 3
    for command, shown in blocks:
        args = shlex.split(command)[1:]
        assert run(*args).out == shown, command
