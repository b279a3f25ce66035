"""`mkref rules` says beside the numbers where they come from (README "Rules data"), in English and German."""

from __future__ import annotations

import json


def test_a_rule_printed_on_p24_says_printed_with_its_page(run):
    out = run("rules", "swift").out
    assert "  Numbers       printed, p. 24" in out.splitlines()
    german = run("rules", "flink", "--lang", "de").out
    assert "  Zahlen         gedruckt, S. 24" in german.splitlines()


def test_a_disputed_enemy_token_says_one_source_and_to_check_it(run):
    # Prowlers: armour 3 / attack 4 by all sources but one tracker (enemies_disputes.csv)
    out = run("rules", "prowlers").out
    assert "  Numbers: one source, not in the rulebook: check the component" in out.splitlines()
    german = run("rules", "prowlers", "--lang", "de").out
    assert "  Zahlen: nur eine Quelle, nicht im Regelheft: am Spielmaterial prüfen" in german.splitlines()


def test_terrain_costs_are_on_the_board_not_in_the_rulebook(run):
    data = json.loads(run("rules", "hills", "--json").out)["answer"]
    assert data["numbers"] == {"Day": 3, "Night": 3}
    assert data["provenance"] == {"source": "consensus", "ref": "not printed", "text": "several sources agree, not in the rulebook"}


def test_volkares_army_table_is_one_unverified_source(run):
    data = json.loads(run("rules", "Volkare army by level", "--json").out)["answer"]
    assert data["id"] == "volkare_army_levels" and data["provenance"]["source"] == "single"


def test_the_prompt_answer_says_it_too():
    from mkref.core.rulesindex import answer_lines

    assert "  Zahlen: gedruckt, S. 24" in answer_lines("mage-knight", "Flink", "de")
