"""A scripted solo Volkare's Quest through the real CLI (examples/games/volkares_quest_solo.txt): the
set-up checklist [S3], Volkare's tactic [02], his walk and Source re-roll [S3.1], a fearful unit fleeing,
his attack and the hero fleeing [13.3], the fight he loses [13.2], and the final score (I-42)."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
START = ("new", "mage-knight", "--scenario", "volkares_quest", "--player", "Ana:Tovak", "--no-map", "--volkare-level", "4",
         "--portal-distance", "5", "--save", "quest", "--seed", "3")


def test_S3_readme_shows_these_commands():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "$ mkref " + " ".join(START) in readme
    assert "$ mkref play quest < examples/games/volkares_quest_solo.txt" in readme


def test_S3_new_tells_everything_to_lay_out(run):
    r = run(*START)
    assert r.code == 0
    assert "Volkare at level 4 on his Camp: 4 troops face down beside his token (1 grey, 1 red, 2 green) ([13])" in r.out
    assert "20 Wounds" in r.out and "Source: 4 dice" in r.out and "Fearful slot crystals: red" in r.out


def test_S3_scripted_solo_quest_is_won_with_its_score(run):
    assert run(*START).code == 0
    r = run("play", "quest", stdin=(ROOT / "examples/games/volkares_quest_solo.txt").read_text(encoding="utf-8"))
    assert r.code == 0
    assert "It is Volkare's pick: type 'volkare' to draw his tactic at random. ([02])" in r.out
    assert "Volkare (blue action) walks: now 4 from the Portal" in r.out and "Source die 2 re-rolled: now green ([S3.1])" in r.out
    assert "The fearful peasants flees the unit offer" in r.out
    assert "Ana flees: 2 Wound(s) into the hand ([13.3])" in r.out
    assert "Every troop is defeated: Volkare is defeated. ([13.2])" in r.out
    data = json.loads(run("status", "quest", "--json").out)
    assert data["ended"] == "Volkare is defeated"
    # lowest Fame 16 + (30 for daring + 2 x 37 cards left) x 1 for fair
    assert data["volkare"]["result"] == {"outcome": "won", "base": 16, "score": 120, "cards_left": 37}
    assert data["unit_offer"] == ["foresters", "scouts"]


def test_S3_1_status_shows_his_plan_and_the_odds_in_german(run):
    assert run(*START).code == 0
    run("play", "quest", "--keep-going", stdin="prepare\nred blue gold white\npeasants herbalists foresters scouts\ntactic 1\nvolkare\nplanning\n")
    r = run("status", "quest", "--lang", "de")
    assert "Volkare (Level 4) ist 5 Feld(er) vom Portal entfernt; 40 Karte(n) in seinem Deck; Truppen: 4 verdeckt." in r.out
    assert "  Aktionskarte grün (noch 4): zieht 1 Feld(er) nach SW" in r.out


FIGHT_AND_LOSS = """prepare
red blue gold white
peasants herbalists foresters scouts
tactic 1
volkare
planning
play 2 move
move plains
end
volkare
red_action
1
red
fight
combat volkare
swordsmen
swamp_dragon
prowlers wolf_riders
green
4-ice
attack prowlers: 3 ranged
next
block volkare: 4 fire
block swordsmen: 6
block swamp_dragon: 10
block wolf_riders: 6
next
attack swordsmen: 5
next
end
volkare
white_action
3
blue
end
volkare
green_spell
2
green
end
volkare
blue_action
1
white
end
volkare
white_spell
0
black
"""


def test_13_3_S3_hero_fights_back_then_volkare_reaches_the_portal(run):
    start = list(START)
    start[start.index("--portal-distance") + 1] = "4"
    assert run(*start).code == 0
    r = run("play", "quest", "--keep-going", stdin=FIGHT_AND_LOSS)
    assert r.code == 0 and "Error" not in r.out
    assert "Ana fights (partly committed: no Source die, no end-of-turn steps): type 'combat volkare' ([13.3])" in r.out
    assert "Block on volkare (General Volkare): 4 fire against 4: blocked. (p. 9)" in r.out  # ice attack: fire blocks it fully
    assert "Volkare is not defeated: swamp_dragon, wolf_riders stay in his army (I-22). ([13.2])" in r.out
    assert "The Council of the Void closes the Portal; eliminated: - ([S3])" in r.out
    assert "Volkare reached the Portal: the players lose ([S3], I-42)" in r.out
    data = json.loads(run("status", "quest", "--json").out)
    assert data["ended"] == "Volkare reached the Portal"
    assert data["volkare"]["troops"] == ["swamp_dragon", "wolf_riders"]
    assert data["volkare"]["result"] == {"outcome": "lost", "base": 6, "score": 6, "cards_left": 35}
    assert data["source"] == ["red", "black", "green", "blue"]  # each walk re-rolled a die of its colour, or gold by Day


def test_07_1_tracked_challenge_across_a_wall_fortifies_the_enemy(run):
    assert run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--no-map", "--save", "w", "--seed", "7").code == 0
    script = "prepare\nred blue gold\npeasants herbalists foresters\ntactic 1\nmana_steal\ncombat prowlers rampaging wall\nattack prowlers: 3 ranged\nattack prowlers: 3 siege\n"
    r = run("play", "w", "--keep-going", stdin=script)
    assert "Prowlers is fortified (attacked across a wall): only siege attacks may target it in the ranged phase." in r.out
    assert "Error: Ranged attacks cannot target prowlers (Prowlers): it is fortified" in r.out
    assert "Attack on prowlers (Prowlers): 3 siege against armor 3: defeated, fame +2." in r.out


def test_S3_score_sheet_from_the_game_wins_the_mission_with_the_volkare_bonus(run, tmp_path):
    assert run(*START).code == 0
    run("play", "quest", stdin=(ROOT / "examples/games/volkares_quest_solo.txt").read_text(encoding="utf-8"))
    sheet = tmp_path / "quest.toml"
    sheet.write_text(run("status", "quest", "--sheet").out, encoding="utf-8")
    assert '[volkare]\ndefeated = true\ncards_left = 37\ncombat_level = "daring"\nrace_level = "fair"' in sheet.read_text(encoding="utf-8")
    data = json.loads(run("score", "--sheet", sheet, "--json").out)
    # lowest Fame 16 + Knowledge 2 (2 AAs) - Beating 12 (6 wounds) + Volkare (30 + 2 x 37) x 1 = 110
    assert data["mission_succeeded"] is True and data["team_score"] == 110 and data["winners"] == ["Ana"]
    text = run("score", "--sheet", sheet, "--explain").out
    assert "Volkare defeated: (30 daring + 37 card(s) left in his deck × 2) × 1.0 fair = 104" in text


def test_S3_score_sheet_volkare_table_is_checked(run, tmp_path):
    assert run(*START).code == 0
    sheet = tmp_path / "bad.toml"
    text = run("status", "quest", "--sheet").out.replace("race_level", "race")
    sheet.write_text(text, encoding="utf-8")
    r = run("score", "--sheet", sheet)
    assert r.code == 3 and "[volkare.race]" in r.err and "is not a known key" in r.err


def test_06_2_tracked_recruiting_of_thugs_inverts_the_reputation_bonus(run):
    new = ("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--no-map", "--expansion", "lost_legion",
           "--save", "t", "--seed", "7")
    assert run(*new).code == 0
    script = ("prepare\nred blue gold\nthugs herbalists peasants\ntactic 1\nmana_steal\nreputation 2\nplay 2 move\n"
              "move plains village\ninteract\nplay 5 influence\nrecruit thugs\nplay 1 influence\nrecruit thugs\n")
    r = run("play", "t", "--keep-going", stdin=script)
    assert "Anna interacted at the Village: Influence +1 from Reputation" in r.out
    # Thugs cost 5; the +1 from Reputation turns into -1: 7 Influence are needed, 6 are not enough
    assert "Not enough Influence for Thugs: it costs 7, you have 6" in r.out
    assert "Anna recruited Thugs as thugs for 7 Influence (+2 Influence: Thugs invert the reputation modifier" in r.out


def test_07_5_tracked_refugee_camp_recruits_any_unit_with_its_surcharge(run):
    new = ("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--no-map", "--expansion", "lost_legion",
           "--save", "t", "--seed", "7")
    assert run(*new).code == 0
    script = ("prepare\nred blue gold\nthugs herbalists guardian_golems\ntactic 1\nmana_steal\nplay 2 move\n"
              "move plains refugee_camp\ninteract\nplay 7 influence\nrecruit guardian_golems\nplay 1 influence\nrecruit guardian_golems\n")
    r = run("play", "t", "--keep-going", stdin=script)
    assert "Anna interacted at the Refugee Camp" in r.out
    # Guardian Golems cost 7 and recruit at keeps and mage towers: +1 at a Refugee Camp
    assert "Not enough Influence for Guardian Golems: it costs 8, you have 7" in r.out
    assert "Anna recruited Guardian Golems as guardian_golems for 8 Influence" in r.out


def test_V5_V6_variants_in_a_tracked_game(run):
    new = ("new", "mage-knight", "--scenario", "full_conquest", "--player", "Ana:Tovak", "--player", "Ben:Goldyx", "--no-map",
           "--variant", "envy_and_pity", "--variant", "geisterangriffe", "--save", "v", "--seed", "7")
    r = run(*new)
    assert r.code == 0 and "  [ ] Variants: envy_and_pity, ghost_attacks" in r.out
    script = "prepare\nred blue gold white\npeasants herbalists foresters scouts\ntactic 1\ntactic 2\nfame 8\nend\nend\nannounce\nend\n"
    r = run("play", "v", "--keep-going", stdin=script)
    # Ben reaches level 3 at 8 Fame: 2 levels ahead of Ana (level 1) -> a brown ghost attack (A-GHOST)
    assert "Ghost attack [V6]: Ben fights the face-down brown token" in r.out
    # the Day round ends with Ben alone on the most Fame: 1 Wound into his deck (A-V5)
    assert "Envy [V5]: Ben has the most Fame alone and shuffles 1 Wound into the deck." in r.out
    data = json.loads(run("status", "v", "--json").out)
    assert {p["name"]: p["wounds"] for p in data["players"]} == {"Ana": 0, "Ben": 1}


def test_V5_unknown_variant_is_refused(run):
    r = run("new", "mage-knight", "--scenario", "full_conquest", "--player", "Ana:Tovak", "--player", "Ben:Goldyx",
            "--variant", "dragons", "--save", "x")
    assert r.code == 1 and "Unknown variant 'dragons'" in (r.out + r.err)


def test_S3_new_without_portal_distance_saves_and_asks_later(run):
    # the distance may be left out (the table counts it on its map at his first turn): the save must still be written
    r = run("new", "mage-knight", "--scenario", "Volkares Queste", "--player", "Ana:Tovak", "--no-map", "--save", "nq", "--seed", "3")
    assert r.code == 0, r.err
    assert "Count the spaces from Volkare's Camp to the Portal: mkref asks at his first turn" in r.out
    assert run("status", "nq").code == 0


def test_S3_1_cards_typed_as_a_german_table_says_them(run):
    # "blaue Aktion", "Aktionskarte grün" (the words of the German status) and "ende" for the end of a turn
    assert run(*START).code == 0
    script = ("prepare\nred blue gold white\npeasants herbalists foresters scouts\ntactic 1\nvolkare\nplanning\nende\n"
              "Volkare\nblaue Aktion\n4\ngreen\nende\nvolkare\nAktionskarte grün\n4\nwhite\n")
    r = run("play", "quest", "--keep-going", stdin=script)
    assert "Volkare (blue action) walks: now 4 from the Portal" in r.out
    assert "Volkare (green action) walks" in r.out


def test_S3_checklist_says_why_no_map_is_tracked(run):
    # without --no-map: the scenario card's map has no layout in mkref (map_shapes.toml), so nothing blames --no-map
    r = run("new", "mage-knight", "--scenario", "volkares_quest", "--player", "Ana:Tovak", "--save", "nl", "--seed", "3")
    assert "No map is tracked (mkref has no layout of this scenario's map)" in r.out
