"""A mistyped save name names the closest saves ('did you mean'), for play, status and map."""

from __future__ import annotations


def test_mistyped_save_name_suggests_the_closest(run):
    made = run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "evening")
    assert made.code == 0, made.err
    for command in ("status", "play", "map"):
        result = run(command, "evenig", stdin="")
        assert result.code == 3, (command, result.out, result.err)
        assert "No save named 'evenig'" in result.err and "Did you mean: evening?" in result.err, command
    part = run("status", "even")
    assert "Did you mean: evening?" in part.err
    far = run("status", "zzz")
    assert "Did you mean" not in far.err and "List the saves with: mkref saves" in far.err
