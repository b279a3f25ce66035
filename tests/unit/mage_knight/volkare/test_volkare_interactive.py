"""`mkref combat` asked step by step (answers on standard input): a fight against Volkare across a wall
([07.1], [13.2]) and a keep assault across a wall, typed as the place of the fight."""

from __future__ import annotations

VOLKARE = "\n".join([
    "volkare across a wall",  # where: the hero attacks Volkare across a wall, so his troops are fortified
    "5 physical",             # his attack this combat
    "no",                     # the hero started it
    "day",                    # Day or night (asked since the merge of mkfix: interactive combat asks it)
    "prowlers", "",           # his troops
    "1", "",                  # hero level 1, no units
    "prowlers: 3 ranged",     # refused: fortified across a wall, siege only
    "prowlers: 3 siege", "",  # every troop falls in the ranged phase: instant victory
]) + "\n"


def test_13_2_volkare_across_a_wall_instant_victory(run):
    r = run("combat", stdin=VOLKARE)
    assert r.code == 0, r.out
    assert "Prowlers is fortified (attacked across a wall): only siege attacks may target" in r.out
    assert "│ -             │ never: attack  │" in r.out  # Volkare himself: no armor to beat, never a target
    assert "Ranged attacks cannot target prowlers" in r.out
    assert "Every troop fell in the ranged phase: instant victory, Volkare is defeated" in r.out


def test_07_1_keep_assault_across_a_wall_is_doubly_fortified(run):
    answers = ["keep across a wall", "day", "guardsmen", "", "2", "", "guardsmen: 9 siege", "", "guardsmen: 3", "", "guardsmen: 7", ""]
    r = run("combat", stdin="\n".join(answers) + "\n")
    assert r.code == 0, r.out
    flat = " ".join(r.out.split())
    assert "Guardsmen is triply fortified (at a fortified site, attacked across a wall," in flat
    assert "guardsmen cannot be targeted in the ranged phase: it is triply fortified" in r.out
    assert "Every defender is defeated. Your shield goes on the keep" in r.out
