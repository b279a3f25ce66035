"""Issue 11, item 7: random command lines, sheets and saves for every game; the invariant never breaks.

Run bigger locally: ``pytest tests/fuzz --fuzz-count 3000`` (a random seed, printed with any failure;
``--fuzz-seed N`` repeats a run). The figures per game and kind are printed at the end.
"""

from __future__ import annotations

import io
import random
import shutil
from pathlib import Path

import fuzzlib
import pytest
from fuzzlib import Start, example_files, mutate_text, problem, random_toml, run_cli, sheet_commands, starts, tally, toml_keys

from mkref.core.errors import MkrefError

STARTS = starts()
SHEETS = sheet_commands()


def _fail(where: str, rng: random.Random, text: str, why: str) -> str:
    return f"{where} (seed {rng.seed_value}): {why}\n  input: {text[:400]!r}"  # type: ignore[attr-defined]


def test_every_registered_game_is_fuzzed():
    from mkref.core.registry import GAMES

    fuzzed = {s.game for s in STARTS} | {c.game for c in SHEETS}
    assert {g.id for g in GAMES} <= fuzzed, "add an example script (examples/games/) or an example sheet for the new game"


# -- the REPL ----------------------------------------------------------------------------------------------------------
def _session(start: Start, folder: Path, rng: random.Random):
    """A new game of ``start``, played to a random point of its example script (so commands meet mid-game)."""
    from mkref.cli.repl import run_lines
    from mkref.core.session import Session

    session = Session.new(start.game, list(start.args), "fz", folder, seed=rng.randrange(1, 10**6))
    lines = start.script.read_text(encoding="utf-8").splitlines(True)
    run_lines(session, iter(lines[: rng.randrange(len(lines) + 1)]), io.StringIO())
    return session


def _random_line(shell, rng: random.Random) -> str:
    game, state = shell.session.game, shell.session.state
    heads = shell.table.names() + shell.shell.names()
    head = rng.choice(heads) if rng.random() < 0.85 else rng.choice(fuzzlib.JUNK_WORDS) or "x"
    words = [head]
    for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 5])):
        try:
            options = game.suggest(state, " ".join(words) + " ")
        except MkrefError:
            options = []
        if options and rng.random() < 0.7:
            words.append(rng.choice(options))
        else:
            words.append(rng.choice(fuzzlib.JUNK_WORDS + fuzzlib.BAD_NUMBERS) or "1")
    return " ".join(words)


def _answerer(shell, rng: random.Random):
    def answer(request, index):
        roll = rng.random()
        if roll < 0.1:
            text = "cancel"
        elif roll < 0.25:
            text = "roll"
        elif roll < 0.85 and request.words():
            text = " ".join(rng.choice(request.words()) for _ in range(max(1, request.count)))
        else:
            text = " ".join(rng.choice(fuzzlib.JUNK_WORDS) for _ in range(rng.randint(1, 3)))
        return shell.read_answer(request, text, index)

    return answer


@pytest.mark.parametrize("start", STARTS, ids=lambda s: s.script.stem)
def test_fuzz_repl(start, tmp_path, fuzz_rng, fuzz_count, monkeypatch):
    from mkref.cli.repl import Shell

    monkeypatch.chdir(fuzzlib.ROOT)  # example set-ups name files relative to the project
    session = _session(start, tmp_path, fuzz_rng)
    shell = Shell(session, lambda text: None)
    answer = _answerer(shell, fuzz_rng)
    save = tmp_path / "fz.toml"
    count = tally(start.game, "repl")
    failures = []
    for _ in range(fuzz_count("repl")):
        line = _random_line(shell, fuzz_rng)
        before, refused = save.read_bytes(), shell.refused
        count.inputs += 1
        try:
            shell.run_line(line, answer)
        except Exception as exc:  # anything but a refusal escaping the shell is an internal error
            count.internal += 1
            failures.append(_fail(start.script.stem, fuzz_rng, line, f"{type(exc).__name__}: {exc}"))
            continue
        if shell.refused > refused and save.read_bytes() != before:
            failures.append(_fail(start.script.stem, fuzz_rng, line, "a refused command changed the save"))
    assert not failures, "\n".join(failures[:10])
    from mkref.core.session import Session

    again = Session.open("fz", tmp_path)  # acknowledged means saved: the file holds exactly the session's game
    assert again.events == session.events and again.game.status(again.state) == session.game.status(session.state)


# -- sheets --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("command", SHEETS, ids=lambda c: f"{c.game}-{c.kind}")
def test_fuzz_sheets(command, tmp_path, fuzz_rng, fuzz_count, monkeypatch):
    monkeypatch.chdir(fuzzlib.ROOT)
    files = example_files(command)
    assert files, f"no example sheet for {command.game} {command.kind}"
    keys = toml_keys(files)
    count = tally(command.game, command.kind)
    failures = []
    path = tmp_path / "sheet.toml"
    for i in range(fuzz_count("sheet")):
        if i % 5 == 4:
            data = random_toml(keys, fuzz_rng).encode()
        else:
            data = mutate_text(fuzz_rng.choice(files).read_text(encoding="utf-8"), fuzz_rng)
        path.write_bytes(data)
        extra = ("--json",) if fuzz_rng.random() < 0.3 and command.kind != "army" else ()
        result = run_cli([*command.args, str(path), *extra])
        count.inputs += 1
        why = problem(result)
        if why:
            count.internal += "internal" in why
            failures.append(_fail(f"{command.game} {command.kind}", fuzz_rng, data.decode("utf-8", "replace"), why))
    assert not failures, "\n".join(failures[:10])


# -- saves ---------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("start", STARTS, ids=lambda s: s.script.stem)
def test_fuzz_saves(start, tmp_path, fuzz_rng, fuzz_count, monkeypatch):
    monkeypatch.chdir(fuzzlib.ROOT)
    saves = tmp_path / "saves"
    saves.mkdir()
    monkeypatch.setenv("MKREF_SAVES_DIR", str(saves))
    session = _session(start, saves, fuzz_rng)
    session.close()
    original = (saves / "fz.toml").read_text(encoding="utf-8")
    count = tally(start.game, "save")
    failures = []
    for _ in range(fuzz_count("save")):
        for stale in saves.iterdir():
            if stale.is_dir():
                shutil.rmtree(stale)
            else:
                stale.unlink()
        data = mutate_text(original, fuzz_rng)
        (saves / "fz.toml").write_bytes(data)
        for args, stdin in ((("status", "fz", "--json"), ""), (("play", "fz"), fuzz_rng.choice(["undo\n", "help\n", "log 3\n", "redo\n"]))):
            result = run_cli(args, stdin)
            count.inputs += 1
            why = problem(result)
            if not why and result.code != 0 and (saves / "fz.toml").read_bytes() != data:
                why = "a refused save was changed"
            if why:
                count.internal += "internal" in why
                failures.append(_fail(f"{start.script.stem} {args[0]}", fuzz_rng, data.decode("utf-8", "replace")[-600:], why))
    assert not failures, "\n".join(failures[:10])


# -- events are values ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("start", STARTS, ids=lambda s: s.script.stem)
def test_replaying_a_random_log_twice_gives_the_same_state_and_file(start, tmp_path, fuzz_rng, fuzz_count, monkeypatch):
    """Issue 11, item 1, for every game: a random stretch of its example game, saved, loaded and saved again
    twice, gives the very same state and the same file, byte for byte (no evolve rewrites an event)."""
    import pickle

    from mkref.core.saves import dumps
    from mkref.core.session import Session

    monkeypatch.chdir(fuzzlib.ROOT)
    for round_no in range(max(3, fuzz_count("save") // 50)):
        folder = tmp_path / str(round_no)
        played = _session(start, folder, fuzz_rng)
        state, text = pickle.dumps(played.state), (folder / "fz.toml").read_bytes()
        played.close()
        for _ in range(2):
            again = Session.open("fz", folder, lock_note="replay")
            assert pickle.loads(pickle.dumps(again.state)) == pickle.loads(state)
            again.save()  # written back from the replayed log
            assert (folder / "fz.toml").read_bytes() == text == dumps(again.data).encode()
            again.close()
