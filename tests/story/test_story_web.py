"""`mkref watch --web` (issue 23 items 1 and 4): the screen served as a page (textual-serve), opened in a
real headless Chromium. The page's terminal is read from its own buffer (xterm.js draws on a canvas, so
the page's DOM holds no text): it shows the players' names and follows a command saved by `mkref play`.

Chromium comes from the system's packages (.ci/run installs it). Without it this test fails and says so;
it is skipped only when MKREF_NO_BROWSER=1 says there is no browser on purpose."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time

import pytest
from storylib import ROOT, mkref

FAILSAFE_MS = 60_000
BROWSER_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run"]

# Before the page's script runs: keep every object's `terminal` (textual-serve's xterm.js Terminal) where
# the test can read its buffer.
KEEP_TERMINAL = """
Object.defineProperty(Object.prototype, 'terminal', {
  configurable: true,
  set(value) {
    Object.defineProperty(this, 'terminal', {value, writable: true, configurable: true, enumerable: true});
    (window.__mkrefTerminals = window.__mkrefTerminals || []).push(value);
  },
});
"""
SCREEN_TEXT = """() => (window.__mkrefTerminals || []).map(t => {
  const buffer = t.buffer.active, rows = [];
  for (let i = 0; i < buffer.length; i++) { const line = buffer.getLine(i); if (line) rows.push(line.translateToString(true)); }
  return rows.join('\\n');
}).join('\\n')"""


def chromium() -> str:
    found = os.environ.get("MKREF_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if found:
        return found
    if os.environ.get("MKREF_NO_BROWSER") == "1":
        pytest.skip("MKREF_NO_BROWSER=1: no browser on this machine")
    pytest.fail("Chromium is not installed: `apt-get install -y chromium` (.ci/run does it), or set MKREF_CHROMIUM=PATH")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for_port(port: int, server: subprocess.Popen) -> None:
    deadline = time.monotonic() + FAILSAFE_MS / 1000
    while time.monotonic() < deadline:
        assert server.poll() is None, server.communicate()[1]
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)  # polling for the server to listen; the test's outcome never depends on it
    pytest.fail("the web server never listened")


def test_the_served_page_shows_the_players_and_follows_a_saved_command(tmp_path):
    browser_path = chromium()
    sync_api = pytest.importorskip("playwright.sync_api")
    folder = tmp_path / "saves"
    code, _, err = mkref("new", "rune-age", "--scenario", "runewars", "--player", "Ann:Uthuk", "--player", "Ben:Daqan",
                         "--save", "tv", "--seed", "7", "--saves-dir", str(folder))
    assert code == 0, err
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "mkref", "watch", "tv", "--web", "--port", str(port), "--saves-dir", str(folder)],
                              cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        wait_for_port(port, server)
        with sync_api.sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=browser_path, args=BROWSER_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.add_init_script(KEEP_TERMINAL)
            page.goto(f"http://localhost:{port}")
            page.click("body")  # textual-serve's start page: the app starts on the first click
            page.wait_for_function(f"() => ({SCREEN_TEXT})().includes('Ann') && ({SCREEN_TEXT})().includes('Ben')", timeout=FAILSAFE_MS)
            page.screenshot(path=str(tmp_path / "tv.png"))
            assert (tmp_path / "tv.png").stat().st_size > 0
            assert "0 events" in page.evaluate(SCREEN_TEXT)
            # the table saves a command in another process: the page follows
            code, _, err = mkref("play", "tv", "--saves-dir", str(folder), stdin="siege Ben\n")
            assert code == 0, err
            page.wait_for_function(f"() => ({SCREEN_TEXT})().includes('1 events, last saved command: siege')", timeout=FAILSAFE_MS)
            browser.close()
    finally:
        os.killpg(server.pid, signal.SIGTERM)  # the server and the screens it started for the page
        server.wait(timeout=30)
