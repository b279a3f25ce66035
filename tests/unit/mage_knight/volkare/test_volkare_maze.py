"""A-MAZE in the tracked game ([07.3]): `maze PRICE [UNIT]` on a Maze or Labyrinth is the action; paths cost 2,
4 or 6 Move; at most one unit goes along and no other unit takes part; a brown (Maze) or red (Labyrinth) token is
fought and discarded either way; a win marks the path with the hero's shield (counting 2 for Greatest
Adventurer) and gives the path's reward at the end of the turn; nobody enters the same site twice (I-16)."""

from __future__ import annotations

import json

NEW = ("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--no-map", "--expansion", "lost_legion",
       "--save", "mz", "--seed", "7")
# Anna recruits Peasants, the dummy plays, then Anna walks onto a Maze
OPENING = ("prepare\nred blue gold\nthugs herbalists peasants\ntactic 1\nmana_steal\nplay 2 move\nmove plains village\ninteract\n"
           "play 4 influence\nrecruit peasants\nend\ndummy\nwhite white white\nred\nplay 2 move\nmove plains Irrgarten\n")
WIN = "play 2 move\nirrgarten 2 peasants\ngargoyle\nnext\nblock gargoyle: 5\nnext\nattack gargoyle: 4 fire\nnext\n"  # all blocked: no damage phase


def _status(run) -> dict:
    return json.loads(run("status", "mz", "--json").out)


def test_07_3_refusals_leave_the_game_unchanged(run):
    assert run(*NEW).code == 0
    assert run("play", "mz", "--keep-going", stdin=OPENING).code == 0
    before = run("status", "mz", "--json").out
    r = run("play", "mz", "--keep-going", stdin="maze 1\nmaze 3\nmaze 4 peasants herbalists\nmaze 2 thugs\n")
    assert "1 Move opens no path: a path costs at least 2; nothing happens and your action is not used (I-15). ([07.3])" in r.out
    assert "No path costs 3 Move: the paths cost 2, 4, 6. ([07.3])" in r.out
    assert "Only one unit may go along" in r.out
    assert "Anna has no unit 'thugs'" in r.out
    assert run("status", "mz", "--json").out == before


def test_07_3_only_the_companion_takes_part_and_a_win_marks_the_path(run):
    assert run(*NEW).code == 0
    r = run("play", "mz", "--keep-going", stdin=OPENING + WIN + "end\nred\nblue\n")
    assert "only peasants may help" in r.out
    assert "a win gives a crystal of your choice, a crystal of your choice at the end of the turn" in r.out
    # the 2-Move path: 2 crystals of the player's choice (lost_legion.toml [sites.maze])
    assert "+1 red crystal" in r.out and "+1 blue crystal" in r.out
    p = _status(run)["players"][0]
    assert p["shields"] == {"maze": 1} and p["crystals"]["red"] == 1 and p["crystals"]["blue"] == 1


def test_07_3_maze_shield_counts_2_for_greatest_adventurer(run, tmp_path):
    assert run(*NEW).code == 0
    run("play", "mz", "--keep-going", stdin=OPENING + WIN + "end\nred\nblue\n")
    sheet = tmp_path / "s.toml"
    sheet.write_text(run("status", "mz", "--sheet").out, encoding="utf-8")
    assert "maze = 1" in sheet.read_text(encoding="utf-8")


def test_07_3_a_lost_fight_gives_nothing_and_the_path_stays_open(run):
    assert run(*NEW).code == 0
    r = run("play", "mz", "--keep-going", stdin=OPENING + "play 6 move\nmaze 6\ngargoyle\nnext\nnext\ndamage gargoyle: hero\nnext\nnext\n")
    assert "the token is discarded after the fight either way" in r.out
    assert _status(run)["players"][0]["shields"] == {}


def test_07_3_I16_no_second_entry_for_a_path_holder(run):
    assert run(*NEW).code == 0
    run("play", "mz", "--keep-going", stdin=OPENING + WIN + "end\nred\nblue\ndummy\ngreen green green\n")
    r = run("play", "mz", "--keep-going", stdin="maze 4\n")
    assert "Anna already holds a path here" in r.out and "([07.3])" in r.out


def test_07_3_no_maze_here(run):
    assert run(*NEW).code == 0
    r = run("play", "mz", "--keep-going", stdin=OPENING.replace("move plains Irrgarten", "move plains") + "maze 2\n")
    assert "There is no Maze or Labyrinth here" in r.out


def test_07_3_I15_a_path_is_paid_with_new_move_only_the_move_left_from_moving_is_lost(run):
    """A-MAZE step 4: Move left over from the movement phase must not pay the path; new Move effects do."""
    assert run(*NEW).code == 0
    walk = OPENING.replace("play 2 move\nmove plains Irrgarten", "play 5 move\nmove plains Irrgarten")  # 3 Move left on the Maze
    assert run("play", "mz", stdin=walk).code == 0
    before = run("status", "mz", "--json").out
    r = run("play", "mz", "--keep-going", stdin="maze 2\nplay 4 move\nmaze 6\n")
    assert "The 2-Move path needs 2 new Move; 0 played since moving" in r.out
    assert "the 3 Move left from the movement phase is lost (I-15: nothing happens, your action is not used). ([07.3])" in r.out
    assert "The 6-Move path needs 6 new Move; 4 played since moving" in r.out and "Play 2 Move more first" in r.out
    after = json.loads(run("status", "mz", "--json").out)
    assert after["combat"] is False and json.loads(before)["combat"] is False  # refused twice: no fight, the action still free
    r = run("play", "mz", stdin="maze 4\ngargoyle\n")  # the 4 new Move pay the 4-Move path
    assert r.code == 0 and json.loads(run("status", "mz", "--json").out)["combat"] is True
