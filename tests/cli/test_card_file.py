"""The table's card file (issue 20 item 2): printed values told once, kept in SAVES/cards/GAME.toml, never
asked again at the same table; `mkref cards GAME` lists, checks and merges it; `roll` is refused for them."""

from __future__ import annotations

import io
import shlex
from collections import Counter
from pathlib import Path

import pytest

from mkref.core import cardfile

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "examples" / "games"


def _play(script: Path, folder: Path, name: str, drop: frozenset[int] = frozenset()):
    """Play a scripted game without its lines ``drop``: (questions by kind, lines that answered a printed value, state)."""
    from mkref.cli.repl import run_lines
    from mkref.core.session import Session

    lines = script.read_text(encoding="utf-8").splitlines(keepends=True)
    words = shlex.split(lines[0].lstrip("# "))
    args = words[3:]
    seed = 1
    for flag in ("--save", "--seed"):
        if flag in args:
            at = args.index(flag)
            seed = int(args[at + 1]) if flag == "--seed" else seed
            del args[at:at + 2]
    session = Session.new(words[2], args, name, folder, seed)
    kinds: Counter[str] = Counter()
    printed: set[int] = set()

    def heard(number, request):
        kinds[request.asks] += 1
        if request.asks == "printed":
            printed.add(number)

    kept = (line if n not in drop else "#\n" for n, line in enumerate(lines, 1))
    out = io.StringIO()
    assert run_lines(session, kept, out, on_answer=heard) == 0
    status = session.game.status(session.state)
    session.close()
    return kinds, printed, status, out.getvalue()


def _told(script: Path) -> set[int]:
    return {n for n, line in enumerate(script.read_text(encoding="utf-8").splitlines(), 1) if line.startswith("card ")}


@pytest.mark.parametrize("script", ["knight-tales_standard_2p.txt", "knight-tales_solo.txt", "rune-age_cataclysm_solo.txt"])
def test_a_second_game_at_the_same_table_asks_no_printed_value(tmp_path, script):
    path = GAMES / script
    first, printed, end_one, _ = _play(path, tmp_path, "first")
    assert first["printed"] > 0 and printed
    assert cardfile.card_file(tmp_path, end_one.get("game", "") or _game(path)).exists()
    # the second evening: the answers to printed values and the `card` lines are no longer in the script
    second, _, end_two, out = _play(path, tmp_path, "second", frozenset(printed | _told(path)))
    assert second["printed"] == 0
    assert sum(second.values()) == sum(first.values()) - first["printed"]
    assert end_two == end_one  # the same game, to the same end


def _game(script: Path) -> str:
    return shlex.split(script.read_text(encoding="utf-8").splitlines()[0].lstrip("# "))[2]


def test_the_save_records_the_values_it_started_with(tmp_path):
    """A save replays the same even when the card file changes later: its setup holds the values."""
    from mkref.core.session import Session

    path = GAMES / "knight-tales_solo.txt"
    _play(path, tmp_path, "first")
    session = Session.new("knight-tales", ["--mode", "solo", "--player", "Anna:Bridha"], "again", tmp_path, 1)
    told = session.data.setup["table_cards"]
    session.close()
    file = cardfile.card_file(tmp_path, "knight-tales")
    file.write_text("", encoding="utf-8")  # the table empties its card file
    reopened = Session.open("again", tmp_path)
    assert reopened.data.setup["table_cards"] == told and told
    assert reopened.state.facts == told
    reopened.close()


def test_roll_is_refused_for_a_printed_value_and_the_value_is_kept(run, saves_dir):
    made = run("new", "rune-age", "--scenario", "cataclysm", "--player", "Ann:Daqan", "--save", "ra", "--seed", "2")
    assert made.code == 0, made.err
    script = (GAMES / "rune-age_cataclysm_solo.txt").read_text(encoding="utf-8").splitlines()
    body = [line for line in script[1:] if line.strip() and not line.startswith("#")]
    first_answer = next(i for i, line in enumerate(body) if line.strip().isdecimal())
    played = run("play", "ra", "--keep-going", stdin="\n".join(body[:first_answer] + ["roll", "cancel"]) + "\n")
    assert "cannot answer" in played.out and "printed on the component" in played.out
    assert "rolled:" not in played.out


def test_cards_command_lists_checks_and_merges(run, saves_dir, tmp_path):
    file = cardfile.card_file(Path(saves_dir), "knight-tales")
    assert "No card file yet for Knight Tales" in run("cards", "knight-tales").out
    cardfile.write(file, {"monsters": {"goblin": {"hp": 1, "faction": "orc"}}}, "knight-tales")
    listed = run("cards", "kt")
    assert listed.code == 0 and 'monsters.goblin.faction = "orc"' in listed.out and "monsters.goblin.hp = 1" in listed.out
    assert "2 value(s), all readable" in run("cards", "knight-tales", "--check").out
    assert "2 Wert(e), alle lesbar" in run("cards", "knight-tales", "--check", "--lang", "de").out
    other = tmp_path / "other.toml"
    other.write_text("[monsters.goblin]\nhp = 2\n[monsters.troll]\nhp = 3\n", encoding="utf-8")
    merged = run("cards", "knight-tales", "--import", str(other))
    assert "1 value(s) added" in merged.out and "kept ours for monsters.goblin.hp: here 1, there 2" in merged.out
    assert cardfile.flatten(cardfile.read(file)) == {"monsters.goblin.hp": 1, "monsters.goblin.faction": "orc", "monsters.troll.hp": 3}


def test_a_broken_card_file_is_refused_by_check_and_left_alone_by_a_game(run, saves_dir):
    file = cardfile.card_file(Path(saves_dir), "knight-tales")
    file.parent.mkdir(parents=True)
    file.write_text("[monsters.goblin]\nhp = [[1]]\n", encoding="utf-8")
    checked = run("cards", "knight-tales", "--check")
    assert checked.code == 3 and "monsters.goblin.hp" in checked.err and "Traceback" not in checked.err
    made = run("new", "knight-tales", "--mode", "solo", "--player", "Anna:Bridha", "--save", "kt")
    assert made.code == 0 and "cannot be read" in made.out
    assert file.read_text(encoding="utf-8") == "[monsters.goblin]\nhp = [[1]]\n"  # never written over


def test_card_file_values_round_trip_as_answers():
    assert cardfile.as_value(["4"], tuple(str(n) for n in range(9))) == 4
    assert cardfile.as_value(["yes"], ("yes", "no")) is True
    assert cardfile.as_value(["orc", "beast"], ("orc", "undead", "beast")) == ["orc", "beast"]
    assert cardfile.as_answer(True, 1) == ["yes"] and cardfile.as_answer(["orc", "beast"], 2) == ["orc", "beast"]
    assert cardfile.as_answer(4, 2) is None  # a value that does not fit the question is asked again
    data: dict = {}
    cardfile.put(data, "knights.gaelic.fatigue_start.2", 11)
    assert data == {"knights": {"gaelic": {"fatigue_start": {"2": 11}}}}
    assert cardfile.lookup(data, "knights.gaelic.fatigue_start.2") == 11 and cardfile.lookup(data, "knights.gaelic") is None
