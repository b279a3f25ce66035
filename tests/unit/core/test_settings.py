"""mkref.core.settings: one reader of every game's table settings (`--set KEY=VALUE`, a sheet's [settings])."""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, UnknownName
from mkref.core.settings import Setting, Settings, kind_of, read_pair, read_pairs, read_value

DECLARED = {
    "stop": Setting("stop", "flag", "I-12", False, (), "p. 20", "Stop early", "Früh aufhören"),
    "swords": Setting("swords", "choice", "I-02", 2, (1, 2), "p. 7", "Swords of a double sword", "Schwerter"),
    "halving": Setting("halving", "choice", "A12", "ceil", ("ceil", "floor"), "p. 8", "Halving", "Halbieren"),
    "speeds": Setting("speeds", "list", "A30", ["wing"], ("boot", "wing", "wave"), "p. 9", "Speeds", "Geschwindigkeiten"),
    "die": Setting("die", "faces", "A-01", "ask", ("ask", "faces"), "p. 9", "The die", "Der Würfel"),
    "ready": Setting("ready", "flag", "A-22", True, (True,), "p. 16", "Only true", "Nur wahr"),
}


def test_a_setting_without_changes_is_its_default_and_builds_no_name_index():
    settings = Settings(DECLARED)
    assert settings["swords"] == 2 and settings["speeds"] == ["wing"] and settings.changed() == {}
    assert settings._names is None  # reading the defaults (a tracked game's every command) stays cheap


def test_kind_of_a_default():
    assert (kind_of(True), kind_of(["a"]), kind_of("x"), kind_of(2)) == ("flag", "list", "choice", "choice")


@pytest.mark.parametrize("text, value", [("true", True), ("yes", True), ("ja", True), ("on", True), ("1", True), (" TRUE ", True),
                                          ("false", False), ("no", False), ("nein", False), ("off", False), ("0", False)])
def test_a_true_false_setting_reads_the_same_words_in_every_game(text, value):
    """The ruling of issue 21: `--set x=1` is true (it was refused by Knight Tales and Rune Age, true in the miniatures)."""
    assert Settings(DECLARED, {"stop": text})["stop"] is value


def test_a_number_setting_reads_a_whole_number_and_never_true_or_false():
    assert Settings(DECLARED, {"swords": "1"})["swords"] == 1 and Settings(DECLARED, {"I-02": 1})["swords"] == 1
    for wrong in (True, "true", "3", 3, 1.0):
        with pytest.raises(InvalidInput):
            Settings(DECLARED, {"swords": wrong})  # True == 1 in Python; a TOML true is still no number


def test_a_true_false_setting_from_a_toml_table_takes_true_or_false_only():
    with pytest.raises(InvalidInput):
        Settings(DECLARED, {"stop": 1})
    assert Settings(DECLARED, {"stop": True}).changed() == {"stop": True}


def test_a_choice_in_any_case_is_the_declared_spelling():
    assert Settings(DECLARED, {"halving": "FLOOR"})["halving"] == "floor"
    with pytest.raises(InvalidInput) as refused:
        Settings(DECLARED, {"halving": "round"})
    assert refused.value.message() == "The setting halving takes one of: ceil, floor: got 'round'. (p. 8)"


def test_a_list_setting_reads_its_values_separated_by_commas():
    assert Settings(DECLARED, {"speeds": "boot, wave"})["speeds"] == ["boot", "wave"]
    assert Settings(DECLARED, {"speeds": ["boot"]})["speeds"] == ["boot"]
    with pytest.raises(InvalidInput):
        Settings(DECLARED, {"speeds": "boot,horseshoe"})


def test_die_faces_are_the_default_word_or_six_whole_numbers():
    assert Settings(DECLARED, {"die": "0, 0,0,1,1,2"})["die"] == [0, 0, 0, 1, 1, 2]
    assert Settings(DECLARED, {"die": "ASK"})["die"] == "ask"
    for wrong in ("0,1,2", "faces", "a,b,c,d,e,f", [0, 0, 0, 1, 1, True]):
        with pytest.raises(InvalidInput):
            Settings(DECLARED, {"die": wrong})


def test_a_true_false_setting_with_declared_values_takes_only_those():
    with pytest.raises(InvalidInput) as refused:
        Settings(DECLARED, {"ready": "false"})
    assert refused.value.message() == "The setting ready takes one of: True: got False. (p. 16)"


def test_a_setting_is_named_by_its_key_or_ambiguity_id_and_an_unknown_one_by_the_closest():
    assert Settings(DECLARED, {"A12": "floor", "Speeds": "boot"}).changed() == {"halving": "floor", "speeds": ["boot"]}
    with pytest.raises(UnknownName) as refused:
        Settings(DECLARED, {"halvng": "floor"})
    assert refused.value.candidates == ["halving"]


def test_a_refused_true_false_value_in_the_cores_words():
    with pytest.raises(InvalidInput) as refused:
        Settings(DECLARED, {"stop": "maybe"})
    assert refused.value.message() == "The setting stop takes true or false: got 'maybe'. (p. 20)"
    assert refused.value.message("de") == "Die Einstellung stop nimmt true oder false: erhalten: 'maybe'. (S. 20)"


def test_key_value_needs_a_key_and_a_value():
    assert read_pair(" a = b=c ") == ("a", "b=c")
    assert read_pair("a") is None and read_pair("a=") is None and read_pair("=b") is None
    assert read_pairs(["a=1", "b=2", "a=3"]) == {"a": "3", "b": "2"}
    with pytest.raises(InvalidInput) as refused:
        read_pairs(["a="])
    assert refused.value.message() == "Cannot read the setting 'a=': expected KEY=VALUE."


def test_a_text_that_cannot_be_read_is_handed_back_for_the_refusal():
    assert read_value(DECLARED["stop"], " maybe ") == " maybe "
    assert read_value(DECLARED["halving"], " round ") == "round"
    assert read_value(DECLARED["swords"], "x") == "x"
