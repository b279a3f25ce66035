"""Knight Tales through the real CLI: sheets (mkref settle), rules lookup, check-rules, the tracked game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "knight-tales"
GAMES = ROOT / "examples" / "games"


def settle(run, name, *extra):
    done = run("settle", str(EXAMPLES / name), "--json", *extra)
    return done.code, json.loads(done.out)


def test_every_example_sheet_settles(run):
    for path in sorted(EXAMPLES.glob("*.toml")):
        done = run("settle", str(path), "--json")
        data = json.loads(done.out)
        if path.name.startswith("illegal_"):
            assert (done.code, data["verdict"]) == (1, "illegal"), path.name
            assert data["ref"].startswith("p. ") and data["reason"], path.name
        else:
            assert (done.code, data["verdict"]) == (0, "ok"), path.name
        text = run("settle", str(path), "--lang", "de")
        assert text.code == done.code and text.out.strip()


def test_goblin_attack_sheet_p15_to_p19(run):
    code, data = settle(run, "goblin_attack.toml")
    assert code == 0
    assert data["pool"] == {"knight": 3, "black": 3, "red": 0}
    assert (data["damage_dealt"], data["damage_prevented"], data["wounds_taken"], data["gold_taken"], data["doom_added"]) == (2, 1, 1, 2, 0)
    assert data["destroyed"] is True and data["card_to"] == "Thomas" and data["gold_stolen"] == 1
    assert any(step["ref"] == "p. 17" for step in data["steps"])


def test_boss_doom_sheet_p24(run):
    code, data = settle(run, "boss_doom.toml")
    assert code == 0 and data["destroyed"] and data["card_to"] == "Thomas"
    assert (data["doom_added"], data["tactics_triggered"], data["doom_column"]) == (2, 1, 2)


def test_night_end_sheet_p21(run):
    code, data = settle(run, "night_end_p21.toml")
    assert code == 0
    assert {lane: v["lane_hp"] for lane, v in data["lanes"].items()} == {"a": 1, "b": 0, "c": 2}
    assert data["lanes"]["b"]["buildings_lost"] == ["well"] and data["village_hp"] == 2 and data["game_over"] is False


def test_score_sheet_p22(run):
    code, data = settle(run, "score_p22.toml")
    susy = data["players"][0]
    assert code == 0 and susy["total"] == 49 and data["winner"] == ["Susy"]
    assert (susy["market_vp"], susy["market_set"], susy["monster_vp"], susy["monster_set"], susy["quests"], susy["renown"], susy["gold"]) == (4, 10, 23, 3, 3, 3, 3)


@pytest.mark.parametrize(("name", "ref", "words"), [
    ("illegal_face_down.toml", "p. 15", "face down"),
    ("illegal_fifth_die.toml", "p. 16", "never more than 4"),
    ("illegal_wrath.toml", "p. 16", "cannot spend 2 wrath"),
    ("illegal_faith_marker.toml", "p. 25", "marker"),
    ("illegal_fatigue.toml", "p. 16", "cannot pay 3 fatigue"),
])
def test_bad_input_refused_with_reason_and_page(run, name, ref, words):
    code, data = settle(run, name)
    assert code == 1 and data["verdict"] == "illegal" and data["ref"] == ref and words in data["reason"]


def test_malformed_sheet_is_exit_3_without_traceback(run, tmp_path):
    sheet = tmp_path / "bad.toml"
    sheet.write_text('game = "knight-tales"\nkind = "attack"\n[knight]\nname = "A"\n')
    done = run("settle", str(sheet))
    assert done.code == 3 and "fatigue" in done.err or "target" in done.err


def test_a_word_among_a_score_sheets_numbers_is_named_not_a_crash(run, tmp_path):
    """A quest place or renown value is a whole number (p. 22): a word or a fraction there is refused with its place."""
    for values, refused in (('quests = ["three", 2]', "[players[0].quests[0]]: is 'three'; expected a whole number"),
                            ("renown = [1.5]", "[players[0].renown[0]]: is 1.5; expected a whole number")):
        sheet = tmp_path / "score.toml"
        sheet.write_text(f'game = "knight-tales"\nkind = "score"\n[[players]]\nname = "Ana"\n{values}\n', encoding="utf-8")
        result = run("settle", str(sheet))
        assert result.code == 3 and refused in result.err
        assert "Traceback" not in result.err


def test_rules_lookup_in_both_languages(run):
    for query, entry, page in (("Groll", "wrath", "p. 16"), ("last heroic deed", "last_heroic_deed", "p. 20"),
                               ("Zusammenfassung", "summary", "One-page summary (back page): ZUSAMMENFASSUNG"), ("Bahnschaden", "lane_damage", "p. 25"),
                               ("set bonus", "scoring", "p. 22")):
        done = run("rules", "--game", "knight-tales", query, "--json", "--lang", "en")  # German words would answer in German
        data = json.loads(done.out)
        assert done.code == 0 and data["answer"]["id"] == entry and data["answer"]["ref"] == page, query


def test_check_rules_validates_knight_tales(run):
    done = run("check-rules")
    assert done.code == 0, done.err


def script(name: str) -> str:
    return (GAMES / name).read_text(encoding="utf-8")


def new_args(name: str) -> list[str]:
    """The `mkref new ...` line in the script's header comment."""
    first = script(name).splitlines()[0]
    assert first.startswith("#") and "mkref new knight-tales" in first
    return first.split("mkref new", 1)[1].split()


def play_script(run, name: str):
    args = new_args(name)
    made = run("new", *args)
    assert made.code == 0, made.err
    save = args[args.index("--save") + 1]
    played = run("play", save, stdin=script(name))
    assert played.code == 0, played.err
    status = json.loads(run("status", save, "--json").out)
    return made, played.out, status


def test_scripted_standard_game_plays_to_its_scoring(run):
    made, out, status = play_script(run, "knight-tales_standard_2p.txt")
    assert "Ann plays Gaelic: 10 gold, 20 crests" in made.out and "type 'order'. (p. 7)" in made.out
    # the refusals the script makes on purpose, each with its page; nothing else is refused
    assert "Error: It is Ann's turn, not Ben's: turns follow the player order. (p. 7)" in out
    assert "Error: The monster at a2 is face down: face-down monsters can never be attacked. (p. 15)" in out
    assert "Error: It is Ben's turn, not Ann's: knights attack in night order. (p. 15)" in out
    assert "Error: Ben does not own Spear. (p. 15)" in out
    assert out.count("Error:") == 7
    assert "Ben takes the trophy Spiked Shield for Goblin, Goblin. (p. 9)" in out
    assert "The boss moves into row 3 and activates. (p. 24)" in out
    assert "The village survived the third night: everyone has won. (p. 22)" in out
    assert status["phase"] == "game_over" and status["result"] == "won" and status["round"] == 3
    scores = {s["name"]: s for s in status["scores"]}
    assert scores["Ben"]["quests"] == 5 and status["winner"] == ["Ann"]
    for s in scores.values():
        assert s["total"] == sum(s[k] for k in ("market_vp", "market_set", "monster_vp", "monster_set", "quests", "renown", "gold"))
    ann = next(k for k in status["knights"] if k["name"] == "Ann")
    for key in ("health", "fatigue", "wrath", "gold", "crests", "cards", "trophies", "monster_cards"):
        assert key in ann


def test_scripted_solo_game_is_lost_when_the_village_falls(run):
    made, out, status = play_script(run, "knight-tales_solo.txt")
    assert "Sam plays Bridha: 12 gold" in made.out and "village space 4 (3 wrath)" in made.out
    assert "1 wound(s): 0 taken, 0 lost, 1 to townsfolk. (p. 19)" in out
    assert "Shaman goes to the back of lane b. (p. 12)" in out
    assert "Error: Warlord is still in the forest" in out
    assert "The village has fallen: the game is over and everyone loses. (p. 22)" in out
    assert status["phase"] == "game_over" and status["result"] == "lost" and status["village_hp"] == 0
    assert "scores" not in status


def test_refused_command_leaves_the_save_unchanged(run, saves_dir):
    args = new_args("knight-tales_standard_2p.txt")
    assert run("new", *args).code == 0
    before = (saves_dir / "kt-standard.toml").read_bytes()
    out = run("play", "kt-standard", "--keep-going", stdin="attack a1\nday\nbuy spear\n").out
    assert out.count("Error:") == 3 and "(p. 15)" in out and "(p. 7)" in out
    assert (saves_dir / "kt-standard.toml").read_bytes() == before


def test_new_refuses_bad_set_ups(run):
    for args, words in ((["--mode", "solo", "--player", "A:Gaelic", "--player", "B:Tartos"], "1-1 knight"),
                        (["--mode", "standard", "--player", "A:Gaelic"], "2-4 knight"),
                        (["--player", "A:Gaelic", "--player", "B:Gaelic"], "different knight"),
                        (["--player", "A:Lancelot", "--player", "B:Gaelic"], "Unknown knight"),
                        (["--mode", "chaos"], "Unknown mode")):
        done = run("new", "knight-tales", *args)
        assert done.code == 1 and words in done.err, (args, done.err)


def readme_section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("## Knight Tales at the table")
    return text[start:text.index("\n## ", start + 5)]


def test_readme_commands_run(run, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    section = readme_section()
    commands = [line[len("$ mkref "):] for line in section.splitlines() if line.startswith("$ mkref ")]
    assert len(commands) >= 9
    import shlex

    for line in commands:
        done = run(*shlex.split(line), stdin="quit\n")
        expected = 1 if "illegal_" in line else 0
        assert done.code == expected, (line, done.err)
    printed = "\n".join(x.rstrip() for x in run("settle", str(EXAMPLES / "goblin_attack.toml")).out.strip().splitlines())
    assert printed in section


def test_readme_card_lines_are_accepted_in_a_game(run):
    section = readme_section()
    cards = [line for line in section.splitlines() if line.startswith("card ")]
    assert len(cards) == 3
    assert run("new", "knight-tales", "--player", "A:Gaelic", "--player", "B:Tartos", "--save", "cards").code == 0
    out = run("play", "cards", "--keep-going", stdin="\n".join(cards) + "\n").out
    assert "Error" not in out and "Noted for this game: gaelic start_health = 5." in out


def test_readme_lists_every_setting():
    from mkref.games.knight_tales.data import load

    section = readme_section()
    for key, setting in load().settings.items():
        assert f"`{key}` | {setting.ambiguity}" in section, key


def test_index_german_keys_are_printed_in_the_rulebook():
    """The seed of the German rulebook has no page marks, so each entry's key_de is checked against the
    whole text (hyphens, spaces and case ignored, as the extraction breaks words)."""
    import re
    import tomllib

    seed = ROOT / "tests" / "data" / "sources" / "rulebooks" / "knight-tales-002-terms.txt"  # its lines with the terms

    def norm(text: str) -> str:
        return re.sub(r"[\s\-\u00ad]+", "", text.casefold())

    whole = norm(seed.read_text(encoding="utf-8"))
    for name in ("index_rules.toml", "index_terms.toml"):
        entries = tomllib.loads((ROOT / "rules" / "knight-tales" / name).read_text(encoding="utf-8"))["entries"]
        missing = [k for k, e in entries.items() if norm(e["key_de"]) not in whole]
        assert not missing, (name, missing)


def test_finished_game_gives_a_score_sheet_that_settles_the_same(run, tmp_path):
    _, _, status = play_script(run, "knight-tales_standard_2p.txt")
    sheet = run("status", "kt-standard", "--sheet")
    assert sheet.code == 0, sheet.err
    path = tmp_path / "score.toml"
    path.write_text(sheet.out, encoding="utf-8")
    settled = json.loads(run("settle", str(path), "--json").out)
    assert settled["verdict"] == "ok" and settled["winner"] == status["winner"]
    assert [p["total"] for p in settled["players"]] == [s["total"] for s in status["scores"]]
