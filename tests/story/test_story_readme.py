"""The README's section on `mkref watch` and `mkref report` shows what the commands make: its report of
the Full Conquest example is the report of that game, and its picture is `watch --screenshot` of Blitz."""

from __future__ import annotations

import html
import re

from storylib import ROOT, mkref


def section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("## Watching the evening and telling its story\n")
    return text[start: text.index("\n# ", start)]


def test_the_readme_report_is_the_report_of_the_full_conquest_example(played, monkeypatch):
    folder, _ = played
    monkeypatch.setenv("COLUMNS", "100")
    shown = re.findall(r"```text\n(.*?)```", section(), re.S)[0]
    code, out, err = mkref("report", "conquest", "--saves-dir", str(folder))
    assert code == 0, err
    assert out == shown, "regenerate the README's report with: mkref report conquest"


def svg_text(svg: str) -> list[str]:
    """The words an SVG screenshot shows, in order."""
    return [html.unescape(t).replace("\xa0", " ").strip() for t in re.findall(r">([^<>]+)</text>", svg)]


def test_the_readme_picture_is_the_screen_of_the_blitz_example(played, tmp_path):
    folder, _ = played
    assert "![mkref watch of the Blitz Conquest example](docs/watch_blitz.svg)" in section()
    assert "`mkref watch blitz --screenshot docs/watch_blitz.svg`" in section()
    fresh = tmp_path / "blitz.svg"
    assert mkref("watch", "blitz", "--screenshot", str(fresh), "--saves-dir", str(folder))[0] == 0
    kept = (ROOT / "docs" / "watch_blitz.svg").read_text(encoding="utf-8")
    assert svg_text(kept) == svg_text(fresh.read_text(encoding="utf-8")), "regenerate docs/watch_blitz.svg with the README's command"
    assert any("Ann" in line for line in svg_text(kept)) and any("Bob" in line for line in svg_text(kept))


def test_the_readme_commands_exist_with_the_options_it_names(played):
    for command, options in (("watch", ("--screenshot", "--web", "--host", "--port", "--lang")), ("report", ("--json", "--md", "--lang"))):
        code, out, _ = mkref(command, "--help")
        assert code == 0
        for option in options:
            assert option in out and option in section(), (command, option)
