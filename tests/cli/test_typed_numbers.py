"""Issue 19 item 3: a number typed at the prompt or at a question goes through the limit of files
(mkref.core.bounds.LIMIT) before any game converts it: a number of thousands of digits is refused in one
line (exit 1), never an internal error (exit 70), and changes nothing."""

from __future__ import annotations

import pytest

from mkref.core.bounds import LIMIT

HUGE = "9" * 5000  # beyond Python's 4,300 digits for int()
NEW = {
    "mage-knight": ["--scenario", "first_recon", "--player", "Anna:Tovak"],
    "knight-tales": ["--mode", "standard", "--player", "Ann:Gaelic", "--player", "Ben:Tartos"],
    "rune-age": ["--scenario", "dragonlords", "--player", "Ann:Daqan", "--player", "Ben:Latari"],
    "mk-miniatures": ["--army", "examples/mini/ember_legion.toml", "--army", "examples/mini/tidewatch.toml", "--build", "300"],
}
COMMANDS = [f"log {HUGE}", f"wound {HUGE}", f"heal {HUGE}", f"damage b {HUGE}", f"protokoll {HUGE}"]


@pytest.mark.parametrize("game", sorted(NEW))
@pytest.mark.parametrize("line", COMMANDS, ids=lambda line: line.split()[0] + (" b" if " b " in line else ""))
def test_a_number_of_5000_digits_at_the_prompt_is_refused_and_changes_nothing(run, saves_dir, monkeypatch, game, line):
    from tests.conftest import ROOT

    monkeypatch.chdir(ROOT)
    assert run("new", game, *NEW[game], "--save", "g", "--seed", "1").code == 0
    before = (saves_dir / "g.toml").read_bytes()
    result = run("play", "g", stdin=line + "\n")
    assert result.code == 1, result.err
    assert "The number 999999... (5000 digits) is too big" in result.out
    assert f"at most {LIMIT} either way" in result.out
    assert (saves_dir / "g.toml").read_bytes() == before


def test_the_refusal_is_said_in_german(run, saves_dir):
    run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "g", "--lang", "de")
    result = run("play", "g", stdin=f"protokoll {HUGE}\n")
    assert "Die Zahl 999999... (5000 Ziffern) ist zu groß" in result.out


@pytest.mark.parametrize(("typed", "refused"), [("1000000", False), ("1000001", True), ("-1000001", True), ("0" * 13 + "1", True), ("b7", False)])
def test_the_limit_is_the_files_limit(typed, refused):
    from mkref.core.bounds import check_typed
    from mkref.core.errors import InvalidInput

    if refused:
        with pytest.raises(InvalidInput):
            check_typed(f"log {typed}")
    else:
        check_typed(f"log {typed}")


def test_an_answer_to_a_question_at_the_prompt_is_refused_and_asked_again(run, saves_dir):
    """'prepare' asks for the Source's dice; a huge answer is refused like any bad answer."""
    run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "g", "--seed", "1")
    result = run("play", "g", stdin=f"prepare\n{HUGE}\n")
    assert "(5000 digits) is too big" in result.out
    assert result.code == 1


def test_interactive_combat_asks_again_after_a_huge_number(run):
    """`mkref combat`: the level question (an int of 1-10) after rampaging, day and one enemy."""
    answers = ["rampaging", "day", "prowlers", "", HUGE, "1", ""]
    result = run("combat", stdin="\n".join(answers) + "\n")
    assert "Error: The number 999999... (5000 digits) is too big" in result.out
    assert result.code != 70


def test_interactive_score_asks_again_after_a_huge_number(run):
    answers = ["full conquest", HUGE, "3"]
    result = run("score", stdin="\n".join(answers) + "\n")
    assert "The number 999999... (5000 digits) is too big" in result.err
    assert "Please try again" in result.err
    assert result.code != 70


def test_interactive_mini_attack_asks_again_after_a_huge_number(run):
    result = run("mini", "attack", stdin=f"{HUGE}\n")
    assert "The number 999999... (5000 digits) is too big" in result.out
    assert result.code != 70
