"""Every line fits the screen (issue 20 item 5): each scripted example game is set up, played, shown
(`status` in English and German, `map`) and its lines measured at 80 and 100 columns. A pipe counts as
100 columns unless MKREF_WIDTH or COLUMNS says otherwise; long sentences wrap at word boundaries."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from mkref.cli.fit import fit

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = sorted((ROOT / "examples" / "games").glob("*.txt"))


def _new_args(lines: list[str]) -> list[str]:
    """The `mkref new` arguments a script names in its opening comments (a line may go on with a backslash)."""
    start = next(i for i, line in enumerate(lines) if "mkref new " in line)
    text = lines[start].split("mkref new ", 1)[1]
    while text.rstrip().endswith("\\"):
        start += 1
        text = text.rstrip()[:-1] + " " + lines[start].lstrip("# ")
    return [str(ROOT / a) if a.startswith("examples/") else a for a in shlex.split(text)]


def _widest(text: str) -> tuple[int, str]:
    return max(((len(line), line) for line in text.splitlines()), default=(0, ""))


@pytest.mark.parametrize("width", [80, 100])
@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_every_view_of_every_example_game_fits(run, monkeypatch, tmp_path, script, width):
    monkeypatch.setenv("MKREF_WIDTH", str(width))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MKREF_SAVES_DIR", "saves")  # the short path a table sees, not a test's long one
    lines = script.read_text(encoding="utf-8").splitlines()
    args = _new_args(lines)
    outputs = {"new": run("new", *args)}
    save = args[args.index("--save") + 1]
    outputs["play"] = run("play", save, "--keep-going", stdin="\n".join(lines) + "\n")
    outputs["status"] = run("status", save)
    outputs["status de"] = run("status", save, "--lang", "de")
    outputs["map"] = run("map", save)
    for view, done in outputs.items():
        for stream in (done.out, done.err):
            size, line = _widest(stream)
            assert size <= width, f"{script.stem} {view}: {size} columns: {line}"


def test_a_long_sentence_wraps_at_words_under_its_marker():
    line = "? What does Omen of Ruin become when defeated: none, gold, influence or other (a reward)? (printed on the card): none"
    wrapped = fit(line, 80).splitlines()
    assert [len(w) <= 80 for w in wrapped] == [True, True]
    assert wrapped[1].startswith("  ") and not wrapped[1].startswith("   ")  # under the text, past "? "
    assert " ".join(w.strip() for w in wrapped) == line  # no word cut, nothing lost


def test_a_drawing_is_never_wrapped():
    border = "+" + "-" * 120 + "+"
    assert fit(border, 80) == border


def test_data_for_a_program_is_never_wrapped(run, monkeypatch, tmp_path):
    """--json and the TOML of `status NAME --sheet` are read by programs: a line is not folded at 100 columns."""
    import json
    import tomllib

    monkeypatch.setenv("MKREF_WIDTH", "100")
    sheet = run("combat", "--sheet", str(ROOT / "examples" / "combat" / "keep_assault.toml"), "--json")
    assert max(len(line) for line in sheet.out.splitlines()) > 100 and json.loads(sheet.out)["fame"] == 7
    assert json.loads(run("rules", "swift", "--json").out)
    script = SCRIPTS[[p.stem for p in SCRIPTS].index("full_conquest_3p")]
    lines = script.read_text(encoding="utf-8").splitlines()
    args = _new_args(lines)
    save = args[args.index("--save") + 1]
    assert run("new", *args).code == 0 and run("play", save, stdin="\n".join(lines) + "\n").code == 0
    assert json.loads(run("status", save, "--json").out)["scenario"] == "full_conquest"
    assert json.loads(run("report", save, "--json").out)["rounds"]
    assert tomllib.loads(run("status", save, "--sheet").out)["scenario"] == "full_conquest"
