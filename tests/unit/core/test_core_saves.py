import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mkref.core.errors import InvalidInput, SaveFileError
from mkref.core.saves import FORMAT_VERSION, SaveData, check_name, dumps, read_save, save_path, write_save


def test_round_trip(tmp_path):
    data = SaveData("toy", {"start": 1, "players": [{"name": "Anna"}]}, [{"type": "added", "n": 2}], seed=7)
    path = tmp_path / "a.toml"
    write_save(path, data)
    text = path.read_text()
    assert text.startswith('format = "mkref-save"') and "[[events]]" in text
    back = read_save(path, {"added"})
    assert back == data


toml_scalars = st.one_of(st.integers(-10**6, 10**6),  # mkref.core.bounds.LIMIT: a larger number is refused on load
    st.text(max_size=8), st.booleans())
event = st.fixed_dictionaries({"type": st.sampled_from(["a", "b"])}, optional={"n": toml_scalars, "l": st.lists(toml_scalars, max_size=3)})


@settings(max_examples=50, deadline=None)
@given(st.lists(event, max_size=20), st.integers(0, 10**6))
def test_save_load_equal(tmp_path_factory, events, seed):
    path = tmp_path_factory.mktemp("s") / "p.toml"
    data = SaveData("toy", {"x": "y"}, events, seed)
    write_save(path, data)
    assert read_save(path, {"a", "b"}) == data


def test_backups_rotate(tmp_path):
    path = tmp_path / "g.toml"
    for n in range(5):
        write_save(path, SaveData("toy", {}, [{"type": "a", "n": n}]))
    assert read_save(path).events[0]["n"] == 4
    assert read_save(tmp_path / ".g.toml.1").events[0]["n"] == 3
    assert read_save(tmp_path / ".g.toml.3").events[0]["n"] == 1
    assert not (tmp_path / ".g.toml.4").exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_corrupt_save_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('format = "mkref-save"\nformat_version = 1\n[[events]\n')
    with pytest.raises(SaveFileError) as error:
        read_save(path)
    assert "bad.toml" in error.value.message() and "not valid TOML" in error.value.message()
    assert error.value.exit_code == 3
    assert path.read_text().endswith("[[events]\n")


def test_newer_format_is_refused(tmp_path):
    path = tmp_path / "new.toml"
    path.write_text(f'format = "mkref-save"\nformat_version = {FORMAT_VERSION + 1}\ngame = "toy"\n')
    with pytest.raises(SaveFileError) as error:
        read_save(path)
    assert "newer mkref" in error.value.message()


def test_unknown_event_type_is_refused_with_its_place(tmp_path):
    path = tmp_path / "u.toml"
    write_save(path, SaveData("toy", {}, [{"type": "a"}, {"type": "zap"}]))
    with pytest.raises(SaveFileError) as error:
        read_save(path, {"a"})
    assert "[events][1]" in error.value.message() and "zap" in error.value.message()


def test_not_a_save(tmp_path):
    path = tmp_path / "x.toml"
    path.write_text('title = "something else"\n')
    with pytest.raises(SaveFileError, match="not an mkref save"):  # in the headline
        read_save(path)


@pytest.mark.parametrize("name", ["../evil", "a/b", "/etc/passwd", ".hidden", "..", "", "a\\b", "x" * 90, "a b"])
def test_names_cannot_escape(name):
    with pytest.raises(InvalidInput):
        check_name(name)


def test_names_stay_in_the_folder(tmp_path):
    assert save_path("evening.toml", tmp_path) == tmp_path / "evening.toml"
    assert save_path("Abend_2-b", tmp_path) == tmp_path / "Abend_2-b.toml"


def test_saves_dir_from_env(tmp_path, monkeypatch):
    monkeypatch.setenv("MKREF_SAVES_DIR", str(tmp_path))
    assert save_path("g") == tmp_path / "g.toml"
    monkeypatch.delenv("MKREF_SAVES_DIR")
    assert str(save_path("g")) == os.path.join("saves", "g.toml")


def test_none_in_an_event_is_an_error_not_a_traceback():
    with pytest.raises(SaveFileError):
        dumps(SaveData("toy", {}, [{"type": "a", "v": None}]))


@settings(max_examples=40, deadline=None)
@given(st.lists(st.lists(event, max_size=6), min_size=1, max_size=6))
def test_save_writer_matches_a_full_dump(tmp_path_factory, histories):
    from mkref.core.saves import SaveWriter

    writer = SaveWriter()
    for events in histories:  # the log grows, shrinks (undo) and changes; the text always equals a full dump
        data = SaveData("toy", {"x": 1}, events, 3)
        assert writer.text(data) == dumps(data)


def test_save_writer_rewrites_an_event_that_changed_only_in_kind_or_key_order():
    # == says {"v": 1} equals {"v": True} and ignores key order; both change the TOML that is written.
    from mkref.core.saves import SaveWriter

    writer = SaveWriter()
    for events in ([{"type": "a", "v": 1}], [{"type": "a", "v": True}], [{"v": True, "type": "a"}]):
        data = SaveData("toy", {"x": 1}, events, 3)
        assert writer.text(data) == dumps(data)
