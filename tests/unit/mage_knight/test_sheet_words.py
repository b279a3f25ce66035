"""Issue 12 item 5: the combat sheet keeps the word its README gives.

Element words are the same everywhere (parts, an enemy's element and attacks, unit and enemy resistances),
an inline summoner needs no attack of its own, and a plain label on a multi-attack enemy means its first
attack. Numbers are worked out by hand from the rulebook (pp. 9, 24).
"""

from __future__ import annotations

import pytest

from mkref.core.errors import SheetError
from mkref.core.tomlread import Fields, Problems, load_toml
from mkref.core.rulesdata import game_dir
from mkref.games.mage_knight.combat.sheets import element_id, parse_part, parse_sheet, run

COLD_FIRE_WORDS = ["coldfire", "cold fire", "cold_fire", "cold-fire", "Cold Fire", "Kaltes Feuer", "kaltes feuer", "Kaltes-Feuer"]


def play(raw: dict) -> dict:
    return run(parse_sheet(Fields(raw, "test.toml", "", Problems(SheetError, collect=False)))).as_dict()


def steps(result: dict) -> str:
    return "\n".join(s["text"] for s in result["steps"])


@pytest.mark.parametrize("word", COLD_FIRE_WORDS)
def test_cold_fire_words_in_parts(word):
    assert parse_part(f"3 {word}").element == "cold_fire"
    assert parse_part(f"3 {word} ranged") == parse_part("3 cold_fire ranged")


@pytest.mark.parametrize("word", COLD_FIRE_WORDS)
def test_p24_enemy_element_cold_fire_words_block_only_cold_fire(word):
    # a cold fire attack 4 is blocked in full only by cold fire (p. 24): 4 ice counts 4 // 2 = 2 -> not blocked
    enemy = {"label": "e", "armor": 3, "attack": 4, "element": word}
    halved = play({"enemies": [enemy], "block": [{"target": "e", "parts": ["4 ice"]}]})
    assert "4 ice) / 2 rounded down = 2" in steps(halved)
    full = play({"enemies": [enemy], "block": [{"target": "e", "parts": [f"4 {word}"]}]})
    assert "4 cold fire against 4: blocked" in steps(full)


@pytest.mark.parametrize("word", ["coldfire", "cold fire", "Kaltes Feuer"])
def test_p24_enemy_attacks_list_takes_cold_fire_words(word):
    result = play({"enemies": [{"label": "e", "armor": 3, "attacks": [f"2 {word}", "3 Feuer"]}]})
    assert "cold fire 2" in steps(result) and "fire 3" in steps(result)


@pytest.mark.parametrize("word,resists", [("Feuer", {"fire"}), ("Eis", {"ice"}), ("physisch", {"physical"}),
                                          ("Kaltes Feuer", {"fire", "ice"}), ("cold_fire", {"fire", "ice"})])
def test_p24_unit_resistance_words(word, resists):
    # Armor 3 unit with the resistance takes a 3-damage attack of that element without a wound (p. 9);
    # a cold fire resistance means fire and ice resistance together, which resists cold fire (p. 24).
    element = {"fire": "fire", "ice": "ice", "physical": "physical"}[sorted(resists)[0]] if len(resists) == 1 else "cold fire"
    result = play({
        "units": [{"label": "u", "armor": 3, "resistances": [word]}],
        "enemies": [{"label": "e", "armor": 3, "attack": 3, "element": element}],
        "damage": [{"source": "e", "to": ["u"]}],
    })
    assert result["units"][0]["wounds"] == 0
    assert "absorbs all 3 damage without a wound" in steps(result)


@pytest.mark.parametrize("word", ["Feuer", "fire", "Kaltes Feuer"])
def test_p24_enemy_resistance_words_halve_attacks(word):
    # fire resistance halves fire attacks: 6 fire against armor 3 counts 3 (p. 24)
    result = play({"enemies": [{"label": "e", "armor": 3, "attack": 2, "resistances": [word]}],
                   "attack": [{"targets": ["e"], "parts": ["6 fire"]}]})
    assert result["enemies"][0]["defeated"] is True
    assert "(6 fire) / 2 rounded down = 3" in steps(result)


def test_unknown_element_word_is_refused_with_the_key():
    with pytest.raises(SheetError) as err:
        play({"enemies": [{"label": "e", "armor": 3, "attack": 2, "element": "lightning"}]})
    assert "enemies[0].element" in err.value.message()


def test_every_element_word_of_the_keyword_vocabulary_works_in_sheets():
    table = load_toml(game_dir("mage-knight") / "keywords.toml")
    for element, entry in table["elements"].items():
        words = [element, entry["word"]["en"], entry["word"]["de"], *entry["aliases"]]
        for word in words:
            if word.casefold() in ("normal attack", "feuerangriff", "eisangriff"):
                continue  # phrases for the rules lookup, not element words
            assert element_id(word) == element, word


def test_p9_inline_summoner_needs_no_attack_its_token_attacks():
    # an inline summoner (armor 4) draws the named token; the token's attack 5 is what must be blocked (p. 9)
    result = play({
        "enemies": [{"label": "s", "armor": 4, "abilities": ["summon"], "fame": 4,
                     "summoned": {"label": "t", "armor": 3, "attack": 5}}],
        "block": [{"target": "s", "parts": ["5"]}],
        "attack": [{"targets": ["s"], "parts": ["4"]}],
    })
    text = steps(result)
    assert "5 physical against 5: blocked" in text
    assert result["enemies"][0]["defeated"] is True and result["fame"] == 4


def test_p9_inline_summoner_with_an_attack_of_its_own_is_refused():
    with pytest.raises(SheetError) as err:
        play({"enemies": [{"label": "s", "armor": 4, "attack": 3, "abilities": ["summon"], "summoned": "gargoyle"}]})
    assert "summoned token attacks" in err.value.message()


def test_p24_plain_label_blocks_the_first_of_several_attacks():
    # attacks 4 fire and 3 ice (p. 24 Multiple Attacks): "e" is the first (4 fire), "e.2" the second
    enemy = {"label": "e", "armor": 5, "attacks": ["4 fire", "3 ice"]}
    result = play({"enemies": [enemy], "block": [{"target": "e", "parts": ["4 ice"]}, {"target": "e.2", "parts": ["3 fire"]}]})
    text = steps(result)
    assert "Block on e.1 (custom enemy): 4 ice against 4: blocked" in text or "4 ice against 4: blocked" in text
    assert "3 fire against 3: blocked" in text
    assert "No unblocked attack" in text


def test_p24_plain_label_in_damage_is_the_first_attack():
    # only the second attack (3 ice) is blocked; "damage source = e" is the first attack, 4 fire to the hero:
    # level 1 hero armor 2 -> 2 wounds (p. 9)
    enemy = {"label": "e", "armor": 5, "attacks": ["4 fire", "3 ice"]}
    result = play({"enemies": [enemy], "block": [{"target": "e.2", "parts": ["3 fire"]}],
                   "damage": [{"source": "e", "to": ["hero"]}]})
    assert result["hero"]["wounds_to_hand"] == 2
