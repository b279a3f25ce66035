"""The contract between games and shells: core/plugin.py, core/registry.game_plugin and core/messages.py."""

from __future__ import annotations

import pytest

from mkref.core.errors import InvalidInput, UnknownName
from mkref.core.messages import Messages, pick_lang
from mkref.core.plugin import Plugin, reference, resolve
from mkref.core.registry import GAMES, game_commands, game_plugin


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.id)
def test_every_game_declares_a_plugin_whose_references_all_resolve(info):
    plugin = game_plugin(info.id)
    assert isinstance(plugin, Plugin)
    assert plugin.rules_folder == info.id
    targets = [plugin.game, plugin.content, plugin.checks, plugin.status_sheet, *plugin.sheets.values(),
               *plugin.default_sheet_kinds.values(), *plugin.views.values(), *(t for t, _ in plugin.commands.values())]
    for target in (t for t in targets if t and ":" in t):
        assert resolve(target) is not None, target
    if plugin.lookup:  # a game whose lookup is only its index files names no module
        assert reference(plugin.lookup).extra_entries and reference(plugin.lookup).extra_files
    for command, kind in plugin.default_sheet_kinds.items():
        assert command == "guess" or kind in plugin.sheets, (command, kind)


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.id)
def test_the_registry_lists_each_game_command_as_its_plugin_names_it(info):
    """`mkref --help` reads the registry's copy; the plug-in's is the one that runs."""
    plugin = game_plugin(info.id)
    assert {name: help_text for name, help_text in info.commands} == {name: h for name, (_t, h) in plugin.commands.items()}


def test_game_commands_name_their_game():
    assert game_commands()["combat"][0] == "mage-knight"
    assert game_commands()["score"][0] == "mage-knight"
    assert game_commands()["mini"][0] == "mk-miniatures"


def test_game_plugin_takes_any_name_of_a_game_and_refuses_an_unknown_one():
    assert game_plugin("mini") is game_plugin("Miniaturenspiel") is game_plugin("mk-miniatures")
    assert game_plugin("Mage Knight Brettspiel").rules_folder == "mage-knight"
    with pytest.raises(UnknownName):
        game_plugin("chess")


def test_reference_names_a_module_or_an_attribute():
    import mkref.core.names as names

    assert reference("mkref.core.names") is names
    assert reference("mkref.core.names:fold") is names.fold
    assert resolve("mkref.core.names:NameIndex") is names.NameIndex


def test_the_mage_knight_plugin_names_its_expansions_in_both_languages():
    assert game_plugin("mk").expansions == {"lost_legion": ("The Lost Legion", "Die verschollene Legion")}


CATALOGUE = Messages({"moved": ("{player} moved to {space}.", "{player} zieht nach {space}.")})


def test_a_message_in_each_language():
    assert CATALOGUE.text("moved", "en", player="Ana", space="c2w") == "Ana moved to c2w."
    assert CATALOGUE.text("moved", "de", player="Ana", space="c2w") == "Ana zieht nach c2w."
    assert "moved" in CATALOGUE and "left" not in CATALOGUE
    assert CATALOGUE.problems() == []


def test_problems_names_a_missing_language_and_different_placeholders():
    bad = Messages({"one": ("Only English", ""), "two": ("{a} and {b}", "{a} und {c}")})
    assert bad.problems() == [
        "one: needs an English and a German text",
        "two: the English and German texts take different placeholders",
    ]


def test_pick_lang_option_then_save_then_environment_then_english(monkeypatch):
    monkeypatch.delenv("MKREF_LANG", raising=False)
    assert pick_lang(None, None) == "en"
    monkeypatch.setenv("MKREF_LANG", "de")
    assert pick_lang(None, None) == "de"
    assert pick_lang(None, "en") == "en"
    assert pick_lang("Deutsch", "en") == "de"
    with pytest.raises(InvalidInput):
        pick_lang("fr")
