"""Knight Tales as a table reads it: a German game end to end (new, commands, a refusal, status), the
drawn status of `mkref status NAME`, and every refusal of the rule code coming from the catalogue."""

from __future__ import annotations

import json
import re
from pathlib import Path

from mkref.games.knight_tales.messages import MESSAGES

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "mkref" / "games" / "knight_tales"
SCRIPT = ROOT / "examples" / "games" / "knight-tales_standard_2p.txt"

CARDS = """card knight gaelic start_health=5 fatigue_start=2:11 yellow_from=8 red_from=10
card knight tartos start_health=5 fatigue_start=2:11 yellow_from=8 red_from=10
"""


def test_a_german_game_end_to_end_p5_to_p9(run):
    made = run("new", "knight-tales", "--lang", "de", "--player", "Anna:Gaelic", "--player", "Ben:Tartos", "--save", "deutsch")
    assert made.code == 0
    assert "Aufbau (S. 5-7)" in made.out and "Anna spielt Gaelic: 10 Gold, 20 Wappenmarker" in made.out  # 2 knights: 10 gold (p. 6)
    lines = CARDS + "tag\nreihenfolge\nsword shield\nshield\nblank blank\nfaith\ntag\nrow_2_or_3\nkaufen Ben Streitaxt\nstatus\n"
    out = run("play", "deutsch", "--keep-going", stdin=lines).out
    # out of phase: the day before the order roll (p. 7), refused in German with its page
    assert "Jetzt nicht: ein neuer Tag (das Spiel ist in der Phase „Spielerreihenfolge“). (S. 7) 'reihenfolge' eingeben" in out  # German commands only (issue 20)
    # 2 knights take village spaces 3 and 4, the most swords first (p. 7)
    assert "Anna: 1 Schwert(er), Dorffeld 3." in out and "Ben: 0 Schwert(er), Dorffeld 4." in out
    assert "Tag 1:" in out and "Reihenfolge: Anna, Ben. (S. 7)" in out
    # out of turn: Anna (the lower village space) plays first on the day (p. 7)
    assert "Anna ist am Zug, nicht Ben: die Züge folgen der Spielerreihenfolge. (S. 7)" in out
    assert out.count("Fehler:") == 2  # a German table reads "Fehler:" (msg)
    assert "Knight Tales, Standardspiel, Schwierigkeit Heroisch: Runde 1, Tag." in out
    assert "Anna (Gaelic): Gesundheit 5 (grün), Erschöpfung 5, Groll 2, Gold 10, Wappen 20." in out
    status = run("status", "deutsch")
    assert status.code == 0
    assert "Ritter:" in status.out and "Dorf: Farmhaus, Brunnen, Ochsenkarren (3 Dorf-LP)" in status.out
    assert "Markt: heute noch 9 offene Karte(n) zu kaufen." in status.out
    english = run("status", "deutsch", "--lang", "en").out
    assert "Village: farmhouse, well, ox cart (3 village HP)" in english and "Knights:" in english


def test_status_draws_knights_grid_forest_village_and_boss(run, monkeypatch):
    monkeypatch.setenv("COLUMNS", "120")
    first = SCRIPT.read_text(encoding="utf-8").splitlines()[0]
    args = first.removeprefix("# mkref new ").split()
    assert run("new", *args).code == 0
    lines = SCRIPT.read_text(encoding="utf-8").splitlines()
    night_one = lines[:lines.index("# night 1") + 6]  # the first night set up: row 1 revealed, the boss in the forest
    assert run("play", "kt-standard", "--keep-going", stdin="\n".join(night_one) + "\n").code == 0
    out = run("status", "kt-standard").out
    rows = out.splitlines()
    assert "Knight Tales, standard game, difficulty Heroic: round 1, night." in out
    assert any(r.startswith("  Ann (Gaelic): health 5 (green), fatigue 5") for r in rows)
    assert "[Boss Warlord in the forest: gold 2, doom column 1.]" in out  # the boss waits in the forest (p. 23)
    grid = [r for r in rows if re.match(r"  [123]  \|", r)]
    assert [r[2] for r in grid] == ["3", "2", "1"]  # row 3 at the forest, row 1 at the village
    assert "Goblin" in grid[2] and "Ghoul" in grid[2] and "Zombie" in grid[2]
    assert grid[0].count("(face down)") == 3 and grid[1].count("(face down)") == 3  # rows 2 and 3 face down (p. 11)
    assert out.count("3 lane HP: B P P") == 3 and "Village: farmhouse, well, ox cart (3 village HP)" in out
    data = json.loads(run("status", "kt-standard", "--json").out)
    assert data["boss"]["row"] is None and data["boss"]["doom_column"] == 1 and data["lanes"]["a"]["palisades"] == 2


def test_every_refusal_comes_from_the_catalogue():
    pattern = re.compile(r"\b(?:refuse|invalid|sheet_problem)\(\"([\w.]+)\"(?:, [^,()]*(?:\([^()]*\))?)?(?:, \"(hint\.[\w.]+)\")?")
    found = 0
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"raise (RuleViolation|InvalidInput|UnknownName|SheetError)\(", text), path.name
        for key, hint in pattern.findall(text):
            found += 1
            assert key in MESSAGES and (not hint or hint in MESSAGES), (path.name, key, hint)
    assert found > 80


JSON_KEYS = {
    "attack": ("verdict", "kind", "pool", "damage_dealt", "damage_prevented", "wounds_taken", "wounds_lost", "gold_taken", "gold_stolen",
               "doom_added", "tactics_triggered", "destroyed", "card_to", "fatigue_left", "wrath_left", "steps"),
    "night_end": ("verdict", "kind", "lanes", "boss_alive", "village_hp", "game_over", "all_lose", "steps"),
    "score": ("verdict", "kind", "players", "winner", "steps"),
}
LANE_KEYS = ("damage", "survivors", "removed", "lane_hp", "village_damage", "buildings_lost")
PLAYER_KEYS = ("name", "market_vp", "market_set", "monster_vp", "monster_set", "quests", "renown", "gold", "total")
ILLEGAL_KEYS = ("verdict", "reason", "ref")


def knight_tales_readme() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("\n# Knight Tales\n")
    return text[start:text.index("\n# ", start + 5)]


def test_every_example_sheet_gives_the_keys_the_readme_documents(run):
    import tomllib

    section = knight_tales_readme()
    for key in {k for keys in (*JSON_KEYS.values(), LANE_KEYS, PLAYER_KEYS, ILLEGAL_KEYS) for k in keys}:
        assert f"`{key}`" in section or f"\"{key}\"" in section, key
    examples = sorted((ROOT / "examples" / "knight-tales").glob("*.toml"))
    assert len(examples) >= 12
    for path in examples:
        kind = tomllib.loads(path.read_text(encoding="utf-8"))["kind"]
        done = run("settle", str(path), "--json")
        data = json.loads(done.out)
        if path.name.startswith("illegal_"):
            assert done.code == 1 and tuple(data) == ILLEGAL_KEYS and data["ref"].startswith("p. "), path.name
            continue
        assert done.code == 0 and tuple(data)[:2] == ("verdict", "kind") and data["kind"] == kind, path.name
        assert set(JSON_KEYS[kind]) <= set(data), (path.name, set(JSON_KEYS[kind]) - set(data))
        for lane in data.get("lanes", {}).values():
            assert set(LANE_KEYS) <= set(lane), path.name
        for player in data.get("players", []):
            assert set(PLAYER_KEYS) <= set(player), path.name


def test_every_readme_example_of_the_section_is_run(run, monkeypatch):
    """The shell lines (`$ mkref ...`) of the whole Knight Tales section, in order (a later line may use an
    earlier line's save); the card lines and the printed goblin attack are checked by test_knight_tales_cli."""
    import shlex

    monkeypatch.setenv("COLUMNS", "100")
    monkeypatch.delenv("MKREF_LANG", raising=False)
    lines = [line[len("$ mkref "):] for line in knight_tales_readme().splitlines() if line.startswith("$ mkref ")]
    assert len(lines) >= 14
    outputs = {}
    for line in lines:
        done = run(*shlex.split(line), stdin="quit\n")
        assert done.code == (1 if "illegal_" in line else 0), (line, done.err)
        outputs[line] = done.out
    assert "Knights:" in outputs["status kt-demo"] and "Village: farmhouse, well, ox cart (3 village HP)" in outputs["status kt-demo"]
    assert "Ritter:" in outputs["status kt-solo-de"] and "Dorf: Farmhaus, Brunnen, Ochsenkarren" in outputs["status kt-solo-de"]
    assert "Groll" in outputs["rules --game knight-tales Zorn"]
    assert "Destroying a monster: who gets the card" in outputs['rules --game knight-tales "Wer bekommt die Monsterkarte?"']


def test_the_scripted_standard_game_reads_german_throughout_p22(run):
    """The 2-player standard game with --lang de: every line mkref writes (not the echoed input) is German."""
    first = SCRIPT.read_text(encoding="utf-8").splitlines()[0]
    assert run("new", *first.removeprefix("# mkref new ").split(), "--lang", "de").code == 0
    out = run("play", "kt-standard", stdin=SCRIPT.read_text(encoding="utf-8")).out
    english = [line for line in out.splitlines() if not line.startswith(("> ", "? "))
               and re.search(r"\b(the|Step|Next|Turn|village|lane|and|of)\b|\(p\. ", line.removeprefix("Error: "))]
    assert english == []
    assert "Das Dorf hat die dritte Nacht überstanden: alle haben gewonnen. (S. 22)" in out
    assert "Ann: A 2, B 0, C 35, D 10, E 0, F 18, G 8 = 73" in out and "Legendärer Ritter: Ann." in out
