"""The Lost Legion's refusals and lines in a German game (issue 20 item 3): catalogue sentences, colour and
element words in German, pages as they are; English games read as before."""

import pytest

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.volkare import army, in_game, quest, setup, walls
from mkref.games.mage_knight.volkare.data import parse_attack


def test_03_a_card_his_deck_no_longer_holds_is_refused_in_german():
    """[03]: his deck is never reshuffled; a red action card revealed when none is left is refused."""
    with pytest.raises(RuleViolation) as err:
        quest.draw({"action:red": 0}, quest.Card("action", "red"))
    assert err.value.message("de") == ("Volkares Stapel enthält keine Karte Aktion in rot mehr: jede Karte dieser Art ist aufgedeckt, "
                                       "und sein Stapel wird nie neu gemischt. ([03]) Prüft die Karte, oder nehmt den früheren Eintrag zurück.")
    assert err.value.message("en") == ("Volkare's deck holds no red action card any more: every card of that kind has been revealed, "
                                       "and his deck is never reshuffled. ([03]) Check the card, or undo the earlier entry.")
    with pytest.raises(RuleViolation) as err:
        quest.draw({"wound": 0}, quest.Card("wound"))
    assert err.value.message("de").startswith("Volkares Stapel enthält keine Verwundung mehr")


def test_S3_set_up_refusals_in_german():
    with pytest.raises(InvalidInput) as err:
        setup.scenario_setup("volkares_quest", 5)
    assert err.value.message("de").endswith("ist für 1 bis 4 Spieler, nicht für 5. ([S3])")
    with pytest.raises(InvalidInput) as err:
        setup.scenario_setup("nowhere", 1)
    assert err.value.message("de").startswith("'nowhere' ist kein Volkare-Szenario: eines von: volkares_quest")
    with pytest.raises(InvalidInput) as err:
        army.effective_level(0)
    assert err.value.message("de") == "Volkares Stufe 0 ist keine Stufe: Stufen sind ganze Zahlen ab 4. ([13])"


def test_13_2_a_bad_attack_is_refused_in_german_with_german_examples():
    with pytest.raises(InvalidInput) as err:
        parse_attack("5 lava")
    assert err.value.message("de") == "'5 lava' ist kein feindlicher Angriff: schreibt '<Wert> <Element>', z. B. '5 physisch' oder '4 Feuer'. ([13.2])"
    assert parse_attack("5 physisch") == parse_attack("5 physical")


def test_07_walls_refuse_in_german():
    with pytest.raises(InvalidInput) as err:
        walls.fortification(started_by="dragon")
    assert err.value.message("de").startswith("'dragon' kann keinen Kampf beginnen: erwartet: eines von ")


def test_S3_1_his_die_and_the_rerolled_source_die_read_in_german_colour_words():
    rest = {"card": "wound", "does": "rest", "die": "red"}
    assert in_game.label(rest, "de") == "Volkare (Verletzung) schlägt Lager auf: sein Würfel zeigt rot"
    assert in_game.label(rest, "en").endswith("his die shows red")
    turn = {"reroll": {"die": 1, "face": "green"}, "flees": None, "portal_closed": False, "on_portal": False}
    assert in_game.describe(turn, "de") == ["  Quellenwürfel 2 neu geworfen: jetzt grün ([S3.1])"]
    assert in_game.describe(turn, "en") == ["  Source die 2 re-rolled: now green ([S3.1])"]


def test_13_the_army_count_note_names_colours_in_german():
    """[13]: level 8 is 1 white, 1 grey, 2 red, 2 green; a sheet naming a grey and a green token is fought with a
    note whose colour words follow the table's language."""
    shown, typed = army.check_troops(8, ["green", "grey"])
    assert (shown, typed) == ("1 white, 1 grey, 2 red, 2 green", "1 grey, 1 green")  # English as before
    assert (shown.in_lang("de"), typed.in_lang("de")) == ("1 weiß, 1 grau, 2 rot, 2 grün", "1 grau, 1 grün")
    assert army.check_troops(8, []) is not None and army.check_troops(8, [])[1].in_lang("de") == "keine"


def test_S3_1_his_paths_read_in_german_directions():
    """[S3.1]: the scenario card's arrows (white SE, blue SE, green SW in the quest) read NO/O/SO in German."""
    chosen = setup.scenario_setup("volkares_quest", 1, volkare_level=4)
    german = [line for line in setup.checklist(chosen, "de") if "Sein Weg" in line]
    assert german == ["  [ ] Sein Weg: weiß SO, blau SO, grün SW (Pfeile auf der Szenariokarte prüfen), rote Karten greifen an ([S3.1])"]
    assert any("white SE, blue SE, green SW" in line for line in setup.checklist(chosen, "en"))


def test_13_2_undefeated_troops_are_named_in_german():
    """I-22 ([13.2]): Volkare not defeated, his troops stay: a German table reads their names, not their ids."""
    from pathlib import Path

    from mkref.core.messages import say
    from mkref.games.mage_knight.combat.sheets import read_sheet, run

    sheet = Path(__file__).resolve().parents[4] / "examples/combat/volkare_attacks_player.toml"
    steps = [step.text for step in run(read_sheet(sheet)).combat.steps]
    line = next(text for text in steps if "I-22" in text)
    assert say(line, "de") == "Volkare ist nicht besiegt: Wolfsreiter bleiben in seiner Armee (I-22)."
    assert say(line, "en") == "Volkare is not defeated: wolf_riders stay in his army (I-22)."
