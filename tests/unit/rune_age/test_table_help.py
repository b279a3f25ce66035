"""What the table reads at the prompt: help in the game's language, a city a card text destroys (p. 14),
and the enemies that act at the start of each event phase (p. 9)."""

from __future__ import annotations

import pytest

from mkref.core.commands import split_words
from mkref.games.rune_age.command_words import COMMANDS
from mkref.games.rune_age.game import GAME
from mkref.games.rune_age.messages import text

from .helpers import Table, two_players

TABLE = GAME.commands()


def test_help_lists_the_commands_in_german_for_a_german_table_on_one_screen():
    german = TABLE.help_lines("de")
    assert "  schlacht                Schlacht gegen Festung, neutrale Stadt, Feind, Spielziel (S. 10)." in german
    assert not any("(battle)" in line or "(buy)" in line for line in german)  # a German game speaks German only
    assert all(len(text("short_" + name, lang)) <= 74 for name in COMMANDS for lang in ("en", "de"))  # never clipped
    assert german[0] == "Aktionen (eigener Zug):" and "Kampf:" in german and "Ereignisphase:" in german
    assert not any(text("help_" + name, "en")[:25] in line for line in german for name in COMMANDS)
    assert len(german) + 5 + 1 <= 40 and all(len(line) <= 100 for line in german)  # + the shell's five commands


def test_help_lists_the_commands_in_english_for_an_english_table():
    english = TABLE.help_lines("en")
    assert english[0] == "Actions (your turn):" and any(line.startswith("  battle (schlacht)") for line in english)
    assert not any("Schlacht gegen" in line for line in english)


@pytest.mark.parametrize(("typed", "first", "example"), [
    ("schlacht", "schlacht ZIEL", '  Beispiel: schlacht "Drachenlord Kalladra"'),
    ("battle", "battle TARGET", '  example: battle "Dragonlord Kalladra"'),
    ("stop", "pass [SKULLS...]", "  example: pass 1"),
    ("vernichten", "vernichten KARTE [angreifer|verteidiger] | vernichten STADT", "  Beispiel: vernichten Berserker angreifer"),
])
def test_help_command_answers_in_the_language_of_the_word_typed(typed, first, example):
    lines = TABLE.detail_lines(typed)
    assert lines[0] == first and lines[-1] == example


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", list(COMMANDS))
def test_every_example_in_help_is_a_command_of_its_own_name(name, lang):
    example = text("example_" + name, lang)
    assert TABLE.parse(example).name == name and split_words(text("syntax_" + name, lang))[0] == split_words(example)[0]


def captured_riverwatch() -> Table:
    table = two_players()
    table.do("battle Riverwatch", "4")
    table.do("play unit1 unit1 unit1", "2")
    table.do("pass")
    table.do("resolve")
    return table


def test_r_dw_01_a_city_destroyed_by_a_card_text_goes_back_to_the_centre_neutral_p14():
    table = captured_riverwatch()
    assert table.player("Ann")["cities"] == [{"id": "riverwatch", "name": "Riverwatch", "ready": True}]
    events = table.do("vernichten Riverwatch")
    assert events == [{"type": "city_destroyed", "player": 0, "id": "riverwatch", "name": "Riverwatch", "by": "Ann"}]
    assert table.player("Ann")["cities"] == [] and table.state["central"]["cities"] == [{"id": "riverwatch", "name": "Riverwatch"}]
    assert "(p. 14)" in table.lines(events)[0]
    assert table.refused("destroy Riverwatch").ref == "p. 14"   # neutral already: nothing to destroy
    assert table.refused("destroy Nowhere").ref == "p. 14"
    table.do("end")
    table.do("battle Riverwatch")                                  # Ben may take it again, strength remembered
    assert table.state["combat"]["target"]["strength"] == 4


def test_destroy_in_a_combat_still_means_a_combat_card_p14():
    table = captured_riverwatch()
    table.do("end")
    table.do("siege Ann")
    assert table.refused("destroy Riverwatch").message() == "No 'Riverwatch' in this combat. (p. 14)"
    assert table.player("Ann")["cities"] != []


def test_r_evt_06_step_1_enemies_in_play_act_before_the_draw_p9():
    table = two_players()
    while table.state["phase"] == "turns":
        table.do("end")
    first = table.do("event Wyrm", "1", "enemy", "3", "0", "none")
    assert not any("already in play act" in line for line in table.lines(first))  # drawn now: no act this round
    table.do("end")
    table.do("end")
    events = table.do("end")
    lines = table.lines(events)
    assert any(line.startswith("  First the enemies already in play act: Wyrm.") and "(p. 9)" in line for line in lines)
    assert any("Zuerst wirken die Feinde, die schon im Spiel sind: Wyrm." in line for line in table.lines(events, "de"))
    table.do("damage Ann 2")                                         # what the Wyrm's text does, by hand
    assert table.player("Ann")["damage"] == 2 and table.state["phase"] == "event"


def test_undo_and_log_name_every_event_in_the_games_language():
    from mkref.games.rune_age.state import EVENT_TYPES

    table = two_players()
    events = table.do("battle Riverwatch", "4") + table.do("play unit1", "2")
    assert [e["type"] for e in events] == ["fact", "combat_started", "fact", "card_played"]
    # item 7: every log line says who did what
    assert GAME.label(events[1], "de") == "Ann: Schlacht gegen Riverwatch" and GAME.label(events[1], "en") == "Ann: battle against Riverwatch"
    assert GAME.label(events[3], "de") == "Ann: spielen Untote Horde"
    assert GAME.label(events[0], "de") == ""  # a printed value told at a question belongs to its command's line
    other = {"card": "c", "kind": "siege", "target": {"name": "t"}, "name": "n", "amount": 1}
    for kind in EVENT_TYPES - {"fact"}:  # each has its own words in both languages, none is the bare type
        en, de = GAME.label({"type": kind, **other}, "en"), GAME.label({"type": kind, **other}, "de")
        assert en and de and en != de


def test_a_refusal_names_the_command_as_a_german_table_types_it_p7():
    table = two_players()
    table.do("siege Ben")
    refused = table.refused("end")  # the state holds no language: the shell says it in the session's
    assert refused.message("de") == "Erst den Kampf beenden ('ende' ist kein Kampfschritt). (S. 7)"
    assert refused.message("en") == "Finish the combat first ('end' is no combat step). (p. 7)"


def test_status_names_every_player_level_with_the_best():
    table = two_players()
    assert [r["player"] for r in table.status()["standing"] if r["closest"]] == ["Ann", "Ben"]
    table.do("damage Ann 3")
    assert [r["player"] for r in table.status()["standing"] if r["closest"]] == ["Ben"]


def test_after_each_defence_the_next_defender_is_named_then_the_end_of_the_round_p9_p10():
    table = two_players()
    while table.state["phase"] == "turns":
        table.do("end")
    table.do("event Firestorm", "1", "effect", "yes", "5", "0", "no")
    started = table.do("defend")
    assert table.lines(started)[-1] == "  Ann plays more cards or 'pass' (no attrition symbol: no roll)."
    table.do("pass")
    lines = table.lines(table.do("resolve"))
    assert lines[-1] == "  Ben defends next: 'defend' (or 'unaffected')." and "Ann: 5 damage" in " ".join(lines)
    table.do("defend")
    table.do("pass")
    assert table.lines(table.do("resolve"), "de")[-1] == "  Alle Betroffenen haben verteidigt: 'ende' beendet die Runde (S. 9)."


def test_the_german_checklist_and_the_end_cite_pages_as_s():
    german = GAME.setup_checklist(two_players("dragonlords").setup, "de")
    assert german[-1].endswith("wer die Spielzielkarte besiegt, gewinnt (S. 15).") and not any("(p. " in line for line in german)
    table = two_players("runewars")
    events = table.do("damage Ben 20")
    assert events[-1]["type"] == "game_over" and GAME.label(events[-1], "de") == "Spielende"
    assert table.lines(events, "de")[-1] == "Das Spiel ist vorbei: Ann gewinnt - der letzte überlebende Spieler gewinnt (S. 15)."


def test_a_typo_of_an_enemy_is_refused_not_taken_for_a_new_city_and_one_word_of_its_name_finds_it_p10():
    table = two_players("dragonlords")
    while table.state["phase"] == "turns":
        table.do("end")
    table.do('event "Dragonlord Kalladra"', "1", "10")
    table.do("end")
    error = table.refused("battle Kaladra")
    assert error.ref == "p. 10" and "did you mean 'Dragonlord Kalladra'?" in error.message()
    assert table.refused("battle Riverwach").message().startswith("'Riverwach' is not in play; did you mean 'Riverwatch'?")
    started = table.do("battle Kalladra")
    assert started[-1]["target"]["name"] == "Dragonlord Kalladra" and started[-1]["target"]["attrition"] == 1


def test_an_enemy_drawn_in_english_is_attacked_by_its_german_name():
    table = two_players("dragonlords")
    while table.state["phase"] == "turns":
        table.do("end")
    table.do('event "Dragonlord Kalladra"', "1", "10")
    table.do("end")
    assert table.do('schlacht "Drachenlord Kalladra"')[-1]["target"]["id"] == "dragonlord_kalladra"


def test_german_texts_quote_commands_by_their_german_names_and_mark_exhausted_cards_in_words():
    import re

    from mkref.games.rune_age.messages import MESSAGES

    english_only = set(COMMANDS) - {alias for aliases, _ in COMMANDS.values() for alias in aliases}
    quoted = {(key, word) for key, (_, de) in MESSAGES.table.items() for word in re.findall(r"'([a-z]+)[ ']", de)}
    assert sorted(pair for pair in quoted if pair[1] in english_only) == []
    table = captured_riverwatch()
    table.do("influence Riverwatch for 1-gold", "3")
    status = GAME.query(table.state, GAME.commands().parse("status"), "de")
    assert "Städte: Riverwatch (erschöpft)" in status[1]


def test_an_unknown_card_gets_its_way_out_in_the_tables_language():
    from mkref.core.messages import say

    table = two_players()
    table.do("battle stronghold")
    error = table.refused("play Speerträger")
    assert say(error.hint, "de").startswith("Den deutschen oder englischen Kartennamen eingeben") and "einheit1, einheit2, einheit3, einheit5" in say(error.hint, "de")
    assert error.message("de").startswith("Unbekannte Karte 'Speerträger': keine Karte dieses Spiels heißt so.")


def test_did_you_mean_offers_cards_and_commands_in_the_tables_language():
    table = two_players()
    table.do("battle stronghold")
    error = table.refused("play Untote Hord")
    assert "Meintest du: Untote Horde?" in error.message("de") and "Did you mean: Undead Horde?" in error.message("en")
    from mkref.core.errors import UnknownName

    with pytest.raises(UnknownName) as caught:
        GAME.commands().parse("vernichtn Berserker")
    assert "Meintest du: vernichten, verschont?" in caught.value.message("de") and "Did you mean: destroy, unaffected?" in caught.value.message("en")


def test_a_typo_of_a_player_in_a_siege_is_refused_with_did_you_mean_p12():
    table = two_players()
    error = table.refused("siege Bne")
    assert error.ref == "p. 12" and error.message().startswith("'Bne' is not in play; did you mean 'Ben'?")
    assert table.refused("siege Tamalir").ref == "p. 10"  # a neutral city is taken in a battle


def test_the_rulebooks_german_words_are_commands_and_answers():
    """The German rulebook's own words: 'Kaufaktion' and 'Festungskarten' (p. 7, 3), 'Einflussaktion' (p. 8),
    'Zielkarte' (p. 4), the event card and its kind, 'Effektkarte'/'Feindkarte' (p. 9)."""
    table = two_players("dragonlords")
    events = table.do("kaufaktion 1 1 1 1 für Festungskarte")  # a stronghold costs 4 gold (p. 7)
    assert events[0]["items"] == ["stronghold"] and events[0]["spent"] == 4
    events = table.do("schlacht Zielkarte", "5", "1")
    assert events[-1]["type"] == "combat_started" and events[-1]["target"]["kind"] == "objective"
    table.do("passen 0")
    table.do("auswerten")
    table.do("ende")
    table.do("ende")
    events = table.do("ereigniskarte Pest", "1", "Effektkarte", "nein", "nein")
    assert events[-1]["kind"] == "effect"


def test_rule_code_raises_and_asks_only_catalogue_sentences():
    """Issue 20 item 3: no English literal in a refusal or a question of Rune Age's rule code (the shell says
    catalogue sentences in the table's language; the game state holds no language)."""
    import ast
    from pathlib import Path

    package = Path(GAME.__class__.__module__.replace(".", "/")).parent
    root = Path(__file__).resolve().parents[3]
    found = []
    for path in sorted((root / package).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            call = node if isinstance(node, ast.Call) else None
            if not isinstance(call, ast.Call):
                continue
            name = getattr(call.func, "attr", getattr(call.func, "id", ""))
            asks = name in ("number", "word", "choose", "roll", "yes", "Request")
            refuses = name in ("RuleViolation", "InvalidInput", "MkrefError", "SheetError", "DataFileError", "RulesDataError")
            if refuses or asks:
                texts = call.args[1:2] if asks else call.args[:1]
                if any(isinstance(a, ast.JoinedStr) or (isinstance(a, ast.Constant) and isinstance(a.value, str) and a.value) for a in texts):
                    found.append(f"{path.name}:{node.lineno}")
    assert not found, found
    assert "lang" not in GAME.initial_state(two_players().setup)
