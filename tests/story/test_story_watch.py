"""`mkref watch` (issue 23 item 1): a screen for every example game, and the live screen driven by
Textual's pilot while `mkref play` plays the game in another process. It redraws on every saved command,
follows an undo, a restored backup and a save that is gone, takes no lock and writes nothing.

The tests wait for the screen to show the new state (with a generous failsafe), never for a clock."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest
from storylib import ROOT, examples, mkref

pexpect = pytest.importorskip("pexpect")
EXAMPLES = {example.name: example for example in examples()}
FAILSAFE = 60.0  # seconds: only a hung screen ever waits this long


def files_of(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file in the saves folder with its size and modification time (to see that nothing was written)."""
    return {p.name: (p.stat().st_size, p.stat().st_mtime_ns) for p in folder.iterdir()}


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_every_example_game_has_a_screen(played, name, tmp_path):
    folder, _ = played
    before = files_of(folder)
    target = tmp_path / f"{name}.svg"
    code, out, err = mkref("watch", name, "--screenshot", str(target), "--saves-dir", str(folder))
    assert code == 0, err
    svg = target.read_text(encoding="utf-8")
    assert svg.startswith("<svg")
    from mkref.core.session import Session

    session = Session.open(name, folder)
    status = session.game.status(session.state)
    for player in status.get("players", status.get("knights", [])):
        if player.get("volkare"):
            continue
        assert player["name"] in svg, player["name"]
    assert files_of(folder) == before  # read-only: no lock file, no mirror, nothing rewritten


def test_a_screen_in_german(played, tmp_path):
    folder, _ = played
    target = tmp_path / "kt.svg"
    assert mkref("watch", "kt-standard", "--screenshot", str(target), "--lang", "de", "--saves-dir", str(folder))[0] == 0
    assert "Geschichte" in target.read_text(encoding="utf-8").replace("&#160;", " ")


def test_watch_of_a_missing_save_is_refused_plainly(played):
    code, _, err = mkref("watch", "no-such-save", "--saves-dir", str(played[0]))
    assert code != 0 and "no-such-save" in err


# -- the live screen against `mkref play` in another process --------------------------------------

@pytest.fixture
def env(tmp_path):
    env = dict(os.environ)
    env.update(MKREF_SAVES_DIR=str(tmp_path / "saves"), PROMPT_TOOLKIT_NO_CPR="1", NO_COLOR="1", TERM="xterm",
               XDG_STATE_HOME=str(tmp_path / "state"), COLUMNS="120", LINES="40")
    return env


def spawn_play(env: dict[str, str], name: str):
    child = pexpect.spawn(sys.executable, ["-m", "mkref", "play", name], env=env, cwd=str(ROOT), encoding="utf-8", timeout=30, dimensions=(40, 120))
    child.expect("mkref>")
    return child


async def shows(app, pilot, text: str, present: bool = True) -> None:
    """Wait until the screen shows (or no longer shows) ``text``."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + FAILSAFE
    while (text in app.screen_text()) != present:
        assert loop.time() < deadline, f"the screen never {'showed' if present else 'dropped'} {text!r}:\n{app.screen_text()}"
        await pilot.pause(0.05)


def test_watch_follows_a_game_played_in_another_process(env, tmp_path, monkeypatch):
    from mkref.ui.watch_app import WatchApp

    folder = Path(env["MKREF_SAVES_DIR"])
    monkeypatch.setenv("MKREF_SAVES_DIR", str(folder))
    code, _, err = mkref("new", "rune-age", "--scenario", "runewars", "--player", "Ann:Uthuk", "--player", "Ben:Daqan",
                         "--save", "live", "--seed", "7", "--saves-dir", str(folder))
    assert code == 0, err
    child = spawn_play(env, "live")

    async def scenario() -> None:
        app = WatchApp("live", str(folder), "en")
        async with app.run_test(size=(120, 40)) as pilot:
            await shows(app, pilot, "0 events")
            assert "Ann" in app.screen_text() and "Ben" in app.screen_text()
            # a saved command shows on the screen
            child.sendline("siege Ben")
            child.expect("mkref>")
            await shows(app, pilot, "last saved command: siege")
            child.sendline("play Berserker")
            child.sendline("1")  # its cost group and strength (asked: not printed in the rulebook)
            child.sendline("4")
            child.expect("army 4")
            await shows(app, pilot, "last saved command: play")
            # an undo takes it off the screen again
            child.sendline("undo")
            child.expect("(?i)undo")
            await shows(app, pilot, "last saved command: play", present=False)
            assert "1 events, last saved command: siege" in app.screen_text()
            await pilot.press("2")  # the story panel
            assert app.query_one("TabbedContent").active == "story"
            await pilot.press("1")
            # the player quits; a backup is restored: the screen follows the restored save
            child.sendline("quit")
            child.expect(pexpect.EOF)
            before = app.redraws
            # backup 1 is the save before the undo: the card played is back on the screen
            assert mkref("restore", "live", "--backup", "1", "--saves-dir", str(folder))[0] == 0
            await shows(app, pilot, "4 events, last saved command: play")
            assert app.redraws > before
            # the save is gone: the screen says so, and it comes back when the save does
            (folder / "live.toml").rename(tmp_path / "away.toml")
            await shows(app, pilot, "The save 'live' is gone")
            (tmp_path / "away.toml").rename(folder / "live.toml")
            await shows(app, pilot, "The save 'live' is gone", present=False)
            await shows(app, pilot, "Ann")

    asyncio.run(scenario())


def test_watch_takes_no_lock_and_writes_nothing_while_the_table_plays(env, monkeypatch):
    from mkref.ui.watch_app import WatchApp

    folder = Path(env["MKREF_SAVES_DIR"])
    code, _, err = mkref("new", "rune-age", "--scenario", "runewars", "--player", "Ann:Uthuk", "--player", "Ben:Daqan",
                         "--save", "quiet", "--seed", "7", "--saves-dir", str(folder))
    assert code == 0, err

    async def scenario() -> None:
        app = WatchApp("quiet", str(folder), "en")
        async with app.run_test(size=(120, 40)) as pilot:
            await shows(app, pilot, "0 events")
            before = files_of(folder)
            for _ in range(3):  # the screen re-reads a touched save without writing anything itself
                os.utime(folder / "quiet.toml")
                count = app.redraws
                while app.redraws == count:
                    await pilot.pause(0.05)
            after = files_of(folder)
            assert {k: v for k, v in after.items() if k != "quiet.toml"} == {k: v for k, v in before.items() if k != "quiet.toml"}
            assert after["quiet.toml"][0] == before["quiet.toml"][0]
            # while the screen is open, the table plays on: nothing is refused (the screen holds no lock)
            child = spawn_play(env, "quiet")
            child.sendline("siege Ben")
            index = child.expect(["mkref>", "holds", "lock"])
            assert index == 0, child.before
            await shows(app, pilot, "last saved command: siege")
            child.sendline("quit")
            child.expect(pexpect.EOF)

    asyncio.run(scenario())


def test_a_running_fight_shows_what_each_enemy_needs(tmp_path):
    """examples/games/full_conquest_3p.txt up to Ben's first block: the keep's Guardsmen (attack 3, p. 9) are blocked."""
    from mkref.ui.watch_app import WatchApp

    script = EXAMPLES["conquest"].script.read_text(encoding="utf-8").splitlines(True)
    upto = next(i for i, line in enumerate(script) if line.startswith("block")) + 1
    folder = tmp_path / "saves"
    assert mkref("new", "mage-knight", *EXAMPLES["conquest"].args, "--saves-dir", str(folder))[0] == 0
    mkref("play", "conquest", "--saves-dir", str(folder), "--keep-going", stdin="".join(script[:upto]))

    async def scenario() -> None:
        app = WatchApp("conquest", str(folder), "de")
        async with app.run_test(size=(120, 40)) as pilot:
            await shows(app, pilot, "Was jeder Feind braucht")
            assert "Kampf (Burg): Blockphase" in app.screen_text()
            assert "guardsmen (Wachen)  #1 phys 3  geblockt" in app.screen_text()

    asyncio.run(scenario())


def test_watch_in_a_real_terminal_switches_panels_and_quits(played):
    """`mkref watch NAME` in a pseudo-terminal: the players' table, key 3 shows the map, q quits with exit 0."""
    folder, _ = played
    env = dict(os.environ, TERM="xterm-256color")
    child = pexpect.spawn(sys.executable, ["-m", "mkref", "watch", "blitz", "--saves-dir", str(folder)], env=env, cwd=str(ROOT),
                          encoding="utf-8", timeout=60, dimensions=(40, 120))
    child.expect("Ann")
    child.send("3")
    child.expect("Wedge")  # the map's heading: "Map: Wedge (9 tiles ...)"
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
