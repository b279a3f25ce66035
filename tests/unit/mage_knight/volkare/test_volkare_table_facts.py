"""Volkare's Quest through the real CLI: what the table reads or counts is asked, never rolled, and its
German words are taken ([S3.1] his walk and his distance to the Portal, [13.2] his attack off his token);
an answer moving him away from the Portal where the step left the map is refused ([S3.1] step 4); every
question about him reads in German in a German game; the ruling on his last turn after an announcement
([03] R03-4, [S3.2], setting volkare_last_turn)."""

from __future__ import annotations

import json

from mkref.games.mage_knight.volkare import data, in_game

START = ("new", "mage-knight", "--scenario", "volkares_quest", "--player", "Ana:Tovak", "--no-map", "--volkare-level", "4",
         "--portal-distance", "5", "--save", "quest", "--seed", "3")
ROUND_ONE = "prepare\nred blue gold white\npeasants herbalists foresters scouts\ntactic 1\nvolkare\nplanning\nend\n"
# his first card walks him (blue: 1 space), the second is red: he attacks Ana next to him and she fights
ATTACKED = "volkare\nblue_action\n4\ngreen\nend\nvolkare\nred_action\n1\nred\nfight\n"
FIGHT = "combat volkare\nswordsmen\nswamp_dragon\nprowlers wolf_riders\nred\n"


def distance(run) -> int:
    return int(json.loads(run("status", "quest", "--json").out)["volkare"]["distance"])


def test_S3_1_an_answer_farther_from_the_portal_is_refused_when_his_step_left_the_map(run, saves_dir):
    assert run(*START).code == 0
    assert run("play", "quest", stdin=ROUND_ONE).code == 0
    before = (saves_dir / "quest.toml").read_bytes()
    r = run("play", "quest", stdin="volkare\nblue_action\n6\nno\n")  # off the map he steps 1 closer: 5 -> 4, never 6
    assert "Volkare cannot be 6 from the Portal now: he was 5 away and his step would have left the map" in r.out
    assert "Say his distance after 1 space closer: 4" in r.out
    assert (saves_dir / "quest.toml").read_bytes() == before  # the refused turn changed nothing
    r = run("play", "quest", stdin="volkare\nblue_action\n6\nyes\ngreen\n")  # on the map a step SE may lead away
    assert r.code == 0 and distance(run) == 6


def test_S3_1_his_distance_to_the_portal_is_counted_never_rolled(run, saves_dir):
    assert run(*START).code == 0
    assert run("play", "quest", stdin=ROUND_ONE).code == 0
    r = run("play", "quest", stdin="volkare\nblue_action\nroll\n")
    assert "mkref cannot answer 'Move Volkare 1 space(s) SE" in r.out
    assert "only the table sees it: count it on the table" in r.out
    assert distance(run) == 5


def test_13_2_his_attack_is_read_off_his_token_never_rolled_and_german_words_count(run):
    assert run(*START).code == 0
    assert run("play", "quest", stdin=ROUND_ONE + ATTACKED).code == 0
    r = run("play", "quest", stdin=FIGHT + "roll\n")
    assert "mkref cannot answer 'Volkare's attack for a red die, from his token" in r.out
    assert "the value is printed on the component" in r.out
    assert json.loads(run("status", "quest", "--json").out)["combat"] is False  # refused: no fight started
    r = run("play", "quest", "--lang", "de", stdin=FIGHT + "5 physisch\n")
    assert r.code == 0
    # issue 20: the fight's opening line in the table's language, the element and die colour in German words
    assert "Ana kämpft gegen Volkare: sein Würfel zeigt rot, sein Angriff ist 5 physisch, immer Brutal und Attentäter ([13.2])." in r.out
    assert "his attack is" not in r.out
    assert json.loads(run("status", "quest", "--json").out)["combat"] is True


def test_S3_every_question_about_volkare_reads_in_german(run):
    assert run(*START, "--lang", "de").code == 0
    r = run("play", "quest", stdin=ROUND_ONE + "volkare\nwound\nred\nend\nvolkare\nblue_action\n4\ngreen\nend\nvolkare\nred_action\n1\nred\nfight\n" + FIGHT + "5 feuer\n")
    assert r.code == 0, r.out
    asked = [line for line in r.out.splitlines() if line.startswith("? ")]
    for german in ("Volkares Taktik, zufällig aus den übrigen gezogen", "Volkare deckt die oberste Karte seines Decks auf",
                   "Volkares Manawürfel: die Armee rastet", "Volkare 1 Feld(er) nach SO ziehen", "Den Quellenwürfel",
                   "Wie weit ist Ana von Volkare entfernt?", "Ana: vor Volkare fliehen oder kämpfen?",
                   "Truppenplättchen (rot), aufgedeckt", "Volkares Manawürfel für diesen Kampf", "Volkares Angriff bei Würfel rot"):
        assert any(german in line for line in asked), german
    assert not any("Volkare's" in line or "reveals" in line for line in asked)


def _after_announcement(setting: bool, monkeypatch) -> list[str]:
    monkeypatch.setattr(in_game, "settings", lambda: data.Settings(volkare_last_turn=setting))
    game = {"scenario": "volkares_quest", "players": [{"name": "Ana", "hero": "tovak"}], "expansions": ["base"]}
    in_game.add_to_setup(game, {"--portal-distance": "9"})
    state = {"phase": "turns", "turn": 0, "order": ["Ana", "Volkare"], "cur": {"player": "Ana"}, "combat": None, "game_end": None,
             "players": [{"name": "Ana", "dummy": False}, {"name": "Volkare", "dummy": True, "volkare": True}],
             "round_end": {"by": "Ana", "remaining": ["Volkare"]}, "volkare": in_game.initial(game), "cities": {}}
    in_game.after_event(state, {"type": "announced", "player": "Ana"}, lambda s, name: None)
    return list(state["round_end"]["remaining"])


def test_03_R03_4_volkare_takes_no_last_turn_after_an_announcement_unless_the_table_sets_it(monkeypatch):
    assert data.settings().volkare_last_turn is False  # the summary: "hat Volkare keinen weiteren Zug"
    assert _after_announcement(False, monkeypatch) == []
    assert _after_announcement(True, monkeypatch) == ["Volkare"]


def test_13_his_troops_are_the_tokens_the_table_reads_off_the_clix_dial(run):
    """Item 29: the army table (level 4: 1 grey, 1 red, 2 green) has one source; a table whose dial shows 3 green
    and no red names those tokens and they are fought, instead of 'expected 2 answer(s), got 3'."""
    assert run(*START).code == 0
    assert run("play", "quest", stdin=ROUND_ONE + ATTACKED).code == 0
    r = run("play", "quest", stdin="combat volkare\nswordsmen\nnone\nprowlers wolf_riders diggers\nred\n5 physical\n")
    assert r.code == 0, r.out
    assert "Volkare's 2 green troop token(s), turned face up ([13]; 2 is mkref's one-source count" in r.out
    assert json.loads(run("status", "quest", "--json").out)["volkare"]["troops"] == ["swordsmen", "prowlers", "wolf_riders", "diggers"]


def test_13_4_refusals_about_volkare_read_in_german_too(run):
    assert run(*START, "--lang", "de").code == 0
    r = run("play", "quest", "--keep-going", stdin="prepare\nred blue gold white\npeasants herbalists foresters scouts\ntactic 1\n"
                                                    "volkare\nplanning\nvolkare\nend\ncombat volkare\n")
    assert "Volkare ist nicht am Zug (Ana)" in r.out
    assert "Niemand kann jetzt gegen Volkare kämpfen: überfalle ihn in deinem Zug, oder antworte auf seinen Angriff. ([13.4])" in r.out
