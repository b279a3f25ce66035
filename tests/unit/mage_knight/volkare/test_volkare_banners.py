"""The Banner of Fortitude in combat (The Lost Legion [06.3], spec R06.3-7/8, A-DAMAGE step 2.2): the unit
ignores one wound it would take (Poison, Paralyze included), its armor does not reduce the damage, and it
takes no more damage this combat. Sheet key `banner = "fortitude"` in `[[units]]`."""

from __future__ import annotations

import json

import pytest

from mkref.core.errors import RuleViolation, SheetError
from mkref.core.tomlread import Fields, Problems
from mkref.games.mage_knight.combat.sheets import parse_sheet, run


def play(raw: dict) -> dict:
    sheet = parse_sheet(Fields(raw, "test.toml", "", Problems(SheetError, collect=False)))
    return run(sheet).as_dict()


def hit(label: str, attack: int, element: str = "physical", abilities: tuple[str, ...] = ()) -> dict:
    return {"label": label, "armor": 9, "attack": attack, "element": element, "abilities": list(abilities), "fame": 1}


def fight(enemies: list[dict], to: list[list[str]], unit: dict, level: int = 1) -> dict:
    return play({"hero": {"level": level}, "enemies": enemies, "units": [unit],
                 "damage": [{"source": e["label"], "to": t} for e, t in zip(enemies, to)]})


def row(result: dict) -> dict:
    return result["units"][0]


def test_06_3_banner_takes_the_wound_and_the_armor_does_not_reduce_the_damage():
    # Peasants armor 3 under the banner, 5 damage: no wound, all 5 go on to a level-1 hero (armor 2): 3 wounds
    result = fight([hit("e", 5)], [["peasants", "hero"]], {"unit": "peasants", "banner": "fortitude"})
    assert row(result) == {"label": "peasants", "wounds": 0, "destroyed": False, "banner_used": True}
    assert result["hero"]["wounds_to_hand"] == 3
    # without the banner the Peasants take a wound and their armor 3 leaves 2 for the hero: 1 wound
    plain = fight([hit("e", 5)], [["peasants", "hero"]], {"unit": "peasants"})
    assert row(plain)["wounds"] == 1 and plain["hero"]["wounds_to_hand"] == 1 and "banner_used" not in row(plain)


def test_06_3_banner_ignores_paralyze_and_poison():
    paralyze = fight([hit("e", 2, abilities=("paralyze",))], [["peasants"]], {"unit": "peasants", "banner": "fortitude"})
    assert row(paralyze)["destroyed"] is False and row(paralyze)["wounds"] == 0
    poison = fight([hit("e", 2, abilities=("poison",))], [["peasants"]], {"unit": "peasants", "banner": "fortitude"})
    assert row(poison)["wounds"] == 0  # Poison's 2 wounds are one situation of being wounded: ignored


def test_06_3_resistance_first_the_banner_only_when_a_wound_would_follow():
    # Guardian Golems (armor 3, physical resistance): 3 damage is absorbed by the resistance, the banner stays unused
    absorbed = fight([hit("e", 3)], [["guardian_golems"]], {"unit": "guardian_golems", "banner": "fortitude"})
    assert row(absorbed)["banner_used"] is False and row(absorbed)["wounds"] == 0
    # 5 damage: the resistance takes 3, the unit would be wounded by the rest: the banner takes it, 2 go to the hero
    rest = fight([hit("e", 5)], [["guardian_golems", "hero"]], {"unit": "guardian_golems", "banner": "fortitude"})
    assert row(rest)["banner_used"] is True and row(rest)["wounds"] == 0 and rest["hero"]["wounds_to_hand"] == 1


def test_06_3_no_more_damage_to_the_unit_this_combat():
    with pytest.raises(RuleViolation) as caught:
        fight([hit("a", 2), hit("b", 2)], [["peasants"], ["peasants"]], {"unit": "peasants", "banner": "fortitude"})
    assert caught.value.ref == "[06.3]" and "Banner of Fortitude" in str(caught.value)


def test_06_3_an_unknown_banner_is_refused_by_the_sheet():
    with pytest.raises(SheetError) as caught:
        fight([hit("e", 2)], [["peasants"]], {"unit": "peasants", "banner": "command"})
    assert "units[0].banner" in str(caught.value) and "fortitude" in caught.value.message("en")


# -- the tracked game: `fortitude UNIT` ------------------------------------------------------------------

NEW = ("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--no-map", "--expansion", "lost_legion",
       "--save", "ban", "--seed", "7")
TO_TURN_2 = ("prepare\nred blue gold\nmagic_familiars herbalists peasants\ntactic 1\nmana_steal\nplay 2 move\n"
             "move plains village\ninteract\nplay 9 influence\nrecruit peasants\nend\ndummy\nwhite white white\nred\n")


def _units(run) -> list[dict]:
    return json.loads(run("status", "ban", "--json").out)["players"][0]["units"]


def test_06_3_tracked_banner_on_a_unit_takes_a_wound_in_a_fight(run):
    assert run(*NEW).code == 0
    r = run("play", "ban", stdin=TO_TURN_2 + "tapferkeit bauern\nfortitude peasants\n")
    assert "Anna puts the Banner of Fortitude on peasants ([06.3])" in r.out
    # one card: a second attach is refused and the game stays as it was
    assert "Error: The Banner of Fortitude already is on Anna's peasants: there is one Banner of Fortitude card. ([06.3])" in r.out
    assert _units(run) == [{"unit": "peasants", "label": "peasants", "ready": True, "wounds": 0, "fortitude_used_round": 0}]
    # Cursed Hags, 3 Poison: the Peasants (armor 3) take no wound, all 3 go on to the hero (armor 2): 2 + 2 wounds
    r = run("play", "ban", stdin="combat cursed_hags\ndamage cursed_hags: peasants, hero\nnext\nnext\n")
    assert "its Banner of Fortitude takes the wound instead" in r.out
    assert "The hero takes 3 damage: 2 wound(s) into the hand" in r.out
    assert "4 wound(s); the Banner of Fortitude kept a wound off peasants ([06.3])" in r.out
    assert _units(run)[0]["wounds"] == 0 and _units(run)[0]["fortitude_used_round"] == 1


def test_06_3_tracked_banner_in_german(run):
    assert run(*NEW, "--lang", "de").code == 0
    r = run("play", "ban", stdin=TO_TURN_2 + "tapferkeit bauern\nstatus\n")
    assert "Anna gibt Bauern das Banner der Tapferkeit ([06.3])" in r.out and "(Banner der Tapferkeit)" in r.out


def test_06_3_without_the_lost_legion_the_banner_is_refused(run):
    assert run(*NEW[:7], "--save", "ban", "--seed", "7").code == 0
    r = run("play", "ban", stdin=TO_TURN_2.replace("magic_familiars herbalists", "herbalists herbalists") + "fortitude peasants\n")
    assert "The Banner of Fortitude is not in this game: it belongs to The Lost Legion" in r.out and "([06.3])" in r.out


@pytest.mark.parametrize(("setting", "used_round", "now", "usable"), [
    ("per_round", 0, 1, True), ("per_round", 1, 1, False), ("per_round", 1, 2, True), ("per_combat", 1, 1, True),
])
def test_I_10_once_a_round_or_once_a_combat(monkeypatch, setting, used_round, now, usable):
    from mkref.games.mage_knight.volkare import banners, data

    monkeypatch.setattr(data, "settings", lambda: data.Settings(banner_of_fortitude=setting))
    assert banners.usable({"round": now}, {"uid": "peasants", "fortitude": used_round}) is usable
    assert banners.usable({"round": now}, {"uid": "peasants"}) is False  # no banner on it
