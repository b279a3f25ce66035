"""Issue 11, items 4 and 5: saves written safely (no link followed, names matched in full) and every
file read the same safe way (regular files only, size and nesting limited, BOM accepted, numbers bounded)."""

from __future__ import annotations

import os
import threading

import pytest

from mkref.core.errors import DataFileError, InvalidInput, SaveFileError, SheetError
from mkref.core.safefile import MAX_DEPTH, read_regular, read_toml
from mkref.core.saves import SaveData, check_name, read_save, write_save


def _finishes(call, seconds: float = 5.0):
    """Run ``call`` in a thread; fail (instead of hanging the suite) when it blocks."""
    result: dict[str, object] = {}

    def target():
        try:
            result["value"] = call()
        except Exception as exc:  # noqa: BLE001 - handed to the test
            result["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "the read blocked"
    return result


# -- item 4: saves opened safely -----------------------------------------------------------------------
def test_a_planted_link_at_the_temp_file_never_redirects_the_save(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    saves = tmp_path / "saves"
    saves.mkdir()
    os.symlink(victim, saves / f".g.toml.{os.getpid()}.tmp")  # before issue 11: the save was written into victim
    os.symlink(victim, saves / ".g.toml.1.tmp")
    write_save(saves / "g.toml", SaveData("toy", {}, [{"type": "a", "n": 1}]))
    write_save(saves / "g.toml", SaveData("toy", {}, [{"type": "a", "n": 2}]))
    assert victim.read_text() == "precious\n"
    assert read_save(saves / "g.toml").events == [{"type": "a", "n": 2}]
    assert not (saves / "g.toml").is_symlink()


def test_a_save_that_is_a_link_is_neither_read_nor_replaced(tmp_path):
    victim = tmp_path / "victim.toml"
    write_save(victim, SaveData("toy", {}, []))
    before = victim.read_bytes()
    os.symlink(victim, tmp_path / "g.toml")
    with pytest.raises(SaveFileError) as error:
        write_save(tmp_path / "g.toml", SaveData("toy", {}, [{"type": "a"}]))
    assert "is a link" in error.value.message()
    with pytest.raises(SaveFileError, match="Cannot read"):
        read_save(tmp_path / "g.toml")
    assert victim.read_bytes() == before


@pytest.mark.parametrize("name", ["evening\n", "evening\n.toml", "a/b", "..", ".hidden", "x" * 81, "even ing"])
def test_save_names_are_matched_in_full(name):
    with pytest.raises(InvalidInput):
        check_name(name)  # before issue 11: "evening\n" passed (re.match with $ allows a final newline)


# -- item 5: every file read the same safe way -----------------------------------------------------------
def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "sheet.toml"
    os.mkfifo(fifo)
    result = _finishes(lambda: read_toml(fifo, SheetError))
    assert isinstance(result.get("error"), SheetError)
    assert "not a regular file" in result["error"].message()  # type: ignore[union-attr]


def test_dev_zero_is_refused_without_reading_it():
    result = _finishes(lambda: read_regular(os.path.realpath("/dev/zero")))
    assert isinstance(result.get("error"), DataFileError) and "not a regular file" in result["error"].message()  # type: ignore[union-attr]


def test_a_file_over_the_size_limit_is_refused(tmp_path):
    big = tmp_path / "big.toml"
    big.write_bytes(b"# x\n" * 100)
    with pytest.raises(DataFileError, match="Cannot read"):
        read_regular(big, limit=100)


def test_a_utf8_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "notepad.toml"
    path.write_bytes(b"\xef\xbb\xbfname = 'Anna'\ncount = 2\n")
    assert read_toml(path) == {"name": "Anna", "count": 2}  # before: "invalid statement at line 1"


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 50_000])
def test_deep_nesting_is_not_valid_toml_instead_of_a_recursion_error(tmp_path, depth):
    path = tmp_path / "deep.toml"
    path.write_text("x = " + "[" * depth + "]" * depth + "\n")
    with pytest.raises(DataFileError) as error:
        read_toml(path)
    assert "nested deeper" in error.value.message() and str(path) in error.value.message()


def test_brackets_inside_strings_do_not_count_as_nesting(tmp_path):
    path = tmp_path / "text.toml"
    path.write_text('text = "' + "[" * 200 + '"\n')
    assert read_toml(path)["text"] == "[" * 200


@pytest.mark.parametrize(
    ("line", "shown"),
    [
        ("count = 1000000000000000000000000000000", "[warriors[0].count], line 3, is 10"),
        ("count = nan", "[warriors[0].count], line 3, is nan; expected a finite number"),
        ("count = inf", "is inf; expected a finite number"),
        ("count = 2.5", "is 2.5; expected a whole number from 0 to 99"),
        ("fame = -50", "[warriors[0].fame], line 3, is -50; expected a whole number from 0 to 9999"),
        ("speed = 1e300", "expected a number from -1000000 to 1000000"),
    ],
)
def test_numbers_are_bounded_by_the_table_naming_file_key_and_line(tmp_path, line, shown):
    path = tmp_path / "army.toml"
    path.write_text(f'name = "x"\n[[warriors]]\n{line}\n')
    with pytest.raises(SheetError) as error:
        read_toml(path, SheetError)
    message = error.value.message()
    assert shown in message and str(path) in message and "\n" not in message
