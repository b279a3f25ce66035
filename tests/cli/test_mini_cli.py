"""`mkref mini ...`, `mkref new/play/status` for mk-miniatures and `mkref rules --game mk-miniatures`."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EMBER = ROOT / "examples/mini/ember_legion.toml"
TIDE = ROOT / "examples/mini/tidewatch.toml"
SHEET = ROOT / "examples/mini/rule_of_three.toml"
MKSTATS = ROOT / "tests/unit/mk_miniatures/fixtures/mkstats_tiny.json"


def test_army_check_table(run):
    r = run("mini", "army", "check", EMBER, "--build", "200")
    assert r.code == 0
    assert "Ember Legion: 198 of 200 points" in r.out and "ember_spearman_2" in r.out
    assert "Item: Decapitator (R-011), 10 points, worn by Ember Captain" in r.out
    assert "Legal: 198 <= 200 points; 2 action(s) per turn (p. 3, p. 5)." in r.out


def test_army_check_over_budget_and_bad_total(run):
    r = run("mini", "army", "check", TIDE, "--build", "100")
    assert r.code == 1 and "costs 200 points, more than the build total of 100 (p. 3)" in r.out
    r = run("mini", "army", "check", TIDE, "--build", "150")
    assert r.code == 1 and "Error: The build total 150 is not allowed" in r.err and "(p. 3)" in r.err


def test_army_check_json(run):
    r = run("mini", "army", "check", TIDE, "--build", "200", "--json")
    data = json.loads(r.out)
    assert data["cost"] == 200 and data["legal"] and data["actions_per_turn"] == 2 and len(data["warriors"]) == 7


def test_army_file_error_exit_3(run, tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('[[warriors]]\nname = "x"\npoints = 5\ndial = [[1, 2]]\n', encoding="utf-8")
    r = run("mini", "army", "check", bad, "--build", "100")
    assert r.code == 3 and "warriors[0].dial[0]" in r.err


def test_army_import(run, tmp_path):
    out = tmp_path / "imported.toml"
    r = run("mini", "army", "import", "Test Raider", "Test Slinger", "--from", MKSTATS, "--out", out, "--name", "Testers")
    assert r.code == 0 and "Wrote 2 warrior(s)" in r.out
    r = run("mini", "army", "check", out, "--build", "100")
    assert r.code == 0 and "Testers: 32 of 100 points" in r.out
    r = run("mini", "army", "import", "Nobody", "--from", MKSTATS)
    assert r.code == 1 and "Unknown figure 'Nobody'" in r.err


def test_attack_sheet_json_rule_of_three_p7(run):
    r = run("mini", "attack", "--sheet", SHEET, "--json")
    assert r.code == 0
    data = json.loads(r.out)
    t = data["targets"][0]
    assert t["attack_modifier"] == 3 and t["attack_result"] == 19 and t["hit"] and t["clicks"] == 2
    assert sum(m["value"] for m in t["attack_modifiers"]) == 4
    assert any(s["ref"] == "p. 7" for s in data["steps"])


def test_attack_sheet_text(run):
    r = run("mini", "attack", "--sheet", SHEET)
    assert "Step 6 (Black Powder Rifleman): rule of 3: attack +4 -> +3" in r.out


def test_attack_sheet_bad_dice_and_keys(run, tmp_path):
    s = tmp_path / "s.toml"
    s.write_text('kind = "close"\ndice = [7, 2]\n[attacker]\nattack = 8\ndamage = 2\n[[targets]]\ndefense = 15\n', encoding="utf-8")
    r = run("mini", "attack", "--sheet", s, "--json")
    assert r.code == 3 and "dice[0]" in r.err and "1 to 6" in r.err and r.out == ""
    s.write_text('kind = "close"\ndice = [3, 2]\n[attacker]\nattak = 8\n[[targets]]\ndefense = 15\n', encoding="utf-8")
    r = run("mini", "attack", "--sheet", s)
    assert r.code == 3 and "did you mean 'attack'" in r.err


def test_attack_json_needs_sheet(run):
    r = run("mini", "attack", "--json")
    assert r.code == 1 and "--json needs --sheet" in r.err


def test_attack_interactive_close(run):
    answers = "\n".join([
        "close", "Harka Orc", "8", "sword", "1", "2",  # kind, name, attack, type, bonus, damage
        "none", "none",  # relic, domains
        "Orc Warbeast", "16", "none", "y", "n", "0", "0", "0",  # target, defense, rear arc, soaring, mods, reduction
        "1", "n",  # Gang Up supporters, capture
        "0", "3 4",  # damage mods, dice
    ]) + "\n"
    r = run("mini", "attack", stdin=answers)
    assert r.code == 0, r.err
    assert "attack modifiers +1 Gang Up: 1 supporter(s), +1 rear arc" in r.out
    assert "Orc Warbeast: attack result 18 vs defense 16: hit" in r.out


def test_attack_interactive_reasks_bad_dice(run):
    answers = "\n".join(["close", "A", "8", "none", "0", "2", "none", "none", "B", "15", "none", "n", "n", "0", "0", "0", "0", "0", "7 7", "6 6"]) + "\n"
    r = run("mini", "attack", stdin=answers)
    assert r.code == 0 and "The die must show 1 to 6: got 7" in r.out and "(p. 9)" in r.out and "critical hit" in r.out


def test_domains_and_settings(run):
    r = run("mini", "domains", "Grenzstadt", "D-019", "Darkness", "--json")
    data = json.loads(r.out)
    assert data["in_play"] == ["darkness"] and set(data["removed"]) == {"border_town", "magestone_strip_mine"}
    r = run("mini", "settings", "--json")
    assert len(json.loads(r.out)) == 65


def test_rules_lookup_mk_miniatures(run):
    r = run("rules", "--game", "mk-miniatures", "Zusammenrotten")  # a German word: answered in German
    assert r.code == 0 and r.out.startswith("Zusammenrotten (Gang Up) · Regel · S. 10")
    r = run("rules", "--game", "mk-miniatures", "Zusammenrotten", "--lang", "en")
    assert r.code == 0 and r.out.startswith("Gang Up (Zusammenrotten) · rule · p. 10")


def test_new_play_status_scripted_game(run, saves_dir):
    r = run("new", "mk-miniatures", "--army", EMBER, "--army", TIDE, "--build", "200", "--time", "50",
            "--player", "Anna", "--player", "Ben", "--save", "mini200", "--seed", "1")
    assert r.code == 0 and "2 action(s) per turn (p. 5)" in r.out and "mkref play mini200" in r.out
    r = run("play", "mini200", stdin=(ROOT / "examples/games/mini_200.txt").read_text(encoding="utf-8"))
    assert r.code == 0
    assert "Tie-break by victory points (26): Ben (p. 19)" in r.out and "Winner: Ben" in r.out
    assert "Error: A captive cannot be given actions" in r.out
    r = run("status", "mini200", "--json")
    data = json.loads(r.out)
    assert data["ended"] and data["winners"] == ["Ben"] and [p["vp"] for p in data["players"]] == [22, 26]
    r = run("status", "mini200")
    assert "Game over - Winner: Ben" in r.out and "Objectives: o1: contested" in r.out


def test_new_refuses_illegal_army(run, saves_dir):
    r = run("new", "mk-miniatures", "--army", EMBER, "--army", TIDE, "--build", "100")
    assert r.code == 1 and "breaks the building rules" in r.err and "(p. 3)" in r.err


def test_sheet_json_imports_nothing_heavy(tmp_path):
    code = (
        "import sys; from mkref.cli.app import main; main(['mini','attack','--sheet',%r,'--json']); "
        "bad=[m for m in sys.modules if m.startswith(('rich','prompt_toolkit','pydantic','mkref.games.mage_knight'))]; "
        "sys.stderr.write('BAD:'+','.join(bad))" % str(SHEET)
    )
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert p.returncode == 0 and p.stderr.strip().endswith("BAD:"), p.stderr


def test_attack_interactive_relics(run):
    answers = "\n".join(["close", "A", "8", "sword", "0", "2", "Enthaupter", "none", "B", "15", "Magestone Shield", "n", "n", "0", "0",
                          "0", "0", "n", "0", "5 5", "n", "5"]) + "\n"
    r = run("mini", "attack", stdin=answers)
    assert r.code == 0, r.err
    assert "damage 2, modifiers +1 Decapitator, after the rule of 3 +1: 3" in r.out
    assert "Magestone Shield: die 5: B takes no damage  (p. 27)" in r.out


def test_attack_interactive_roll(run):
    answers = "\n".join(["close", "A", "8", "none", "0", "2", "none", "none", "B", "15", "none", "n", "n", "0", "0", "0", "0", "0", "roll"]) + "\n"
    r = run("mini", "attack", stdin=answers)
    assert r.code == 0 and "rolled: " in r.out and "Step 7: attack roll" in r.out


def test_attack_interactive_german(run):
    """`mini attack --lang de`: every question from the catalogue in German; j/ja/n/nein and German choices are answers."""
    answers = "\n".join([
        "fernkampf", "A", "x", "8", "bogen", "0", "12", "1", "1", "1",  # kind, name, a bad number, attack, type, bonus, range, ...
        "keine", "keine", "B", "15", "keine", "3", "vielleicht", "ja", "n", "j", "0", "nein", "0", "0", "0",  # target facts
        "n", "a", "0", "0", "4 4",  # precision, point blank, formation, damage mods, dice
    ]) + "\n"
    r = run("mini", "attack", "--lang", "de", stdin=answers)
    assert r.code == 0, r.err
    for german in ("Angriffswert des Angreifers", "Reichweite (Zoll)", "Relikt, das der Angreifer trägt", "Domänen im Spiel",
                   "Verteidigungswert", "Rückenbereich von B (j/n)", "erhöhtem Gelände", "(angriff/schaden/keins)",
                   "Fernkampfformation", "'x' ist keine ganze Zahl", "'vielleicht' ist weder ja noch nein", "Angriffswurf: die zwei Würfel"):
        assert german in r.out, german
    questions = r.out.split("Schritt 1:")[0]  # the session before the attack's steps
    assert "Kernschussweite" in questions
    for english in ("Attacker", "attack value", "Range", "Relic", "Domains", "defense", "rear arc", "(y/n)", "inches", "Target"):
        assert english not in questions, english
    assert "B: Angriffsergebnis 18 gegen Verteidigung 16: getroffen" in r.out


def test_p20_the_calculator_settles_a_disputed_fact_with_a_die_and_says_what_it_decided(run):
    """Etiquette 4) (p. 20): the rear arc is disputed; the table's die 4 says yes (+1), a 2 says no."""
    def attack(rear_arc_answer: str, lang: str = "en"):
        answers = "\n".join([
            "close", "Harka Orc", "8", "sword", "1", "2", "none", "none",
            "Orc Warbeast", "16", "none", rear_arc_answer, "n", "0", "0", "0", "0", "n", "0", "3 4",
        ]) + "\n"
        return run("mini", "attack", "--lang", lang, stdin=answers)

    r = attack("roll 4")
    assert r.code == 0, r.err
    assert "dispute die 4: yes (1-3 no, 4-6 yes) (p. 20)" in r.out and "+1 rear arc" in r.out
    r = attack("roll 2")
    assert "dispute die 2: no (1-3 no, 4-6 yes) (p. 20)" in r.out and "rear arc" not in r.out.split("dispute die")[1]
    r = attack("würfeln 5", "de")
    assert "Würfel für die strittige Frage 5: ja (1-3 nein, 4-6 ja) (S. 20)" in r.out
