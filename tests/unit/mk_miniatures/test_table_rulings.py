"""Rulings a table caught wrong in the tracked miniatures game (issue 12, item 8).

Each test names the page of the German rulebook (2003) it proves."""

import io
import tomllib
from pathlib import Path

import pytest
import tomli_w

from mkref.cli.repl import run_lines
from mkref.core.session import Session

ROOT = Path(__file__).resolve().parents[3]
EMBER = ROOT / "examples/mini/ember_legion.toml"
TIDE = ROOT / "examples/mini/tidewatch.toml"
PLAYERS = ["--build", "200", "--player", "Anna", "--player", "Ben"]
END_TURN = "end\nnone\nnone\nnone"  # close the action phase: nobody touches the three objectives
PASS_TURN = "end\n" + END_TURN  # a whole turn without actions: command phase, action phase, end phase


def new_game(tmp_path, *extra, ember=EMBER, tide=TIDE, name="g"):
    return Session.new("mk-miniatures", ["--army", str(ember), "--army", str(tide), *PLAYERS, *extra], name, tmp_path, seed=3)


def play(session, text):
    out = io.StringIO()
    run_lines(session, iter(text.strip().splitlines()), out)
    return out.getvalue()


def army_file(tmp_path, source, name, change):
    """A copy of an example army, changed by `change(raw)`."""
    raw = tomllib.loads(source.read_text(encoding="utf-8"))
    change(raw)
    path = tmp_path / name
    path.write_text(tomli_w.dumps(raw), encoding="utf-8")
    return path


def test_captive_eliminated_by_its_captor_is_no_captive_p11(tmp_path):
    s = new_game(tmp_path)
    play(s, f"close ember_captain tide_caster capture\nyes\nno\n5 5\n{END_TURN}\n{PASS_TURN}")
    assert s.state.warriors["tide_caster"].captor == "ember_captain"
    out = play(s, "close ember_captain tide_caster\nyes\nno\n6 5")
    assert "the captive tide_caster is eliminated" in out
    caster = s.state.warriors["tide_caster"]
    assert caster.status == "eliminated" and caster.captor == "" and s.state.warriors["ember_captain"].captive == ""
    shown = play(s, "show tide_caster\nstatus")
    assert "captive of" not in shown and "tide_caster (eliminated)" in shown
    status = s.game.status(s.state)
    row = next(w for p in status["players"] for w in p["warriors"] if w["key"] == "tide_caster")
    assert row["status"] == "eliminated"


def _tide_with(tmp_path, relic, wearer="tide_caster"):
    def change(raw):
        for w in raw["warriors"]:
            if w["name"] == "Tide Caster":
                w["item_slots"] = 1
        raw["items"] = [{"name": relic, "points": 0, "wearer": wearer}]  # the army is at 200 already
    return army_file(tmp_path, TIDE, "tide_" + relic.split()[0].lower().strip("'s") + ".toml", change)


def test_ranged_formation_takes_no_healing_shot_p14(tmp_path):
    """'nur, wenn man diesem Ziel Schaden zufügen will (nicht heilen)' (p. 14): Woundkiller's heal is refused."""
    s = new_game(tmp_path, tide=_tide_with(tmp_path, "Woundkiller"))
    play(s, PASS_TURN)
    before = s.game.status(s.state)
    out = play(s, """
ranged tide_caster tide_warder formation tide_caster_2:attack,storm_hawk:attack relic
no
yes
yes
4
yes
yes
no
no
no
no
""")
    assert "A ranged formation may not take a healing shot: it attacks only to damage its target. (p. 14)" in out
    assert s.game.status(s.state) == before
    # alone, the Woundkiller wearer may heal a friend (p. 28)
    out = play(s, "ranged tide_caster tide_warder relic\nno\n4\nyes\nyes\nno\nno\nno\nno\n5 5")
    assert "Woundkiller: tide_warder heals" in out


@pytest.mark.parametrize("wearer", ["tide_caster", "tide_caster_2"])
def test_temanors_crossbow_keeps_its_wearer_out_of_ranged_formations_p28(tmp_path, wearer):
    s = new_game(tmp_path, tide=_tide_with(tmp_path, "Temanor's Crossbow", wearer))
    play(s, PASS_TURN)
    before = s.game.status(s.state)
    out = play(s, "ranged tide_caster ember_archer formation tide_caster_2:attack,storm_hawk:attack\nno")
    assert f"{wearer} carries Temanor's Crossbow and cannot join a ranged formation. (p. 28)" in out
    assert s.game.status(s.state) == before


def test_picking_up_an_item_checks_its_requirement_p18(tmp_path):
    """'sofern er in Basenkontakt mit ihm ist und die Voraussetzungen erfüllt' (p. 18): the Enchanted Fuser
    Rifle needs bow, so a sword warrior with a free slot is refused, a bow warrior takes it."""
    def change(raw):
        for w in raw["warriors"]:
            if w["name"] in ("Ember Archer", "Ember Captain"):
                w["item_slots"] = 1
        raw["items"] = [{"name": "Enchanted Fuser Rifle", "points": 10, "wearer": "ember_archer"}]
    s = new_game(tmp_path, ember=army_file(tmp_path, EMBER, "rifle.toml", change))
    play(s, "drop ember_archer Enchanted Fuser Rifle")
    assert s.state.items["Enchanted Fuser Rifle"]["wearer"] == ""
    before = s.game.status(s.state)
    out = play(s, "special ember_captain pickup Enchanted Fuser Rifle")
    assert "ember_captain cannot pick up Enchanted Fuser Rifle: it does not meet the requirement 'bow'" in out and "(p. 18)" in out
    assert s.game.status(s.state) == before
    play(s, "special ember_archer_2 pickup Enchanted Fuser Rifle\nyes")
    assert s.state.items["Enchanted Fuser Rifle"]["wearer"] == "ember_archer_2"


def test_disputed_fact_rolled_shows_its_die_p20(tmp_path):
    """Etiquette (p. 20): a question the table cannot settle is rolled with one die, 1-3 no, 4-6 yes."""
    s = new_game(tmp_path)
    out = play(s, "move ember_archer\nroll 4\n3")  # the table rolled a 4: yes, in contact; the break-away die 3 fails
    assert "Disputed: Is ember_archer in base contact with an enemy figure (captives do not count)? Die 4: yes" in out
    assert "ember_archer: break-away roll 3 failed" in out
    out = play(s, "move ember_lancer\nwürfeln 2")
    assert "Die 2: no (1-3 no, 4-6 yes) (p. 20)" in out and "ember_lancer may move up to 10 inches" in out
    out = play(s, "undo\nmove ember_lancer\nroll 7\ncancel")
    assert "The dispute die must show 1 to 6" in out and "(p. 9)" in out
    # 'roll' lets mkref roll the die with the save's seed, and the die is shown
    out = play(s, "move ember_lancer\nroll\nroll")  # the second roll: a break-away die, if it came up yes
    rolled = int(out.split("rolled: ")[1].split(":")[0])
    assert 1 <= rolled <= 6 and f"Die {rolled}: {'yes' if rolled >= 4 else 'no'}" in out


@pytest.mark.parametrize("die", range(1, 7))
def test_p20_the_dispute_die_says_what_it_decided_not_only_its_face(tmp_path, die):
    """Etiquette 4) (p. 20): 1-3 the action is not allowed, 4-6 it is. The rolled line reads '4: yes'."""
    import random

    from mkref.core.chance import NeedAnswer, roll
    from mkref.core.events import Command

    s = new_game(tmp_path)
    with pytest.raises(NeedAnswer) as need:
        s.game.decide(s.state, Command("move", ["ember_archer"]))
    request = need.value.request
    verdict = "yes" if die >= 4 else "no"
    assert request.parse(f"roll {die}") == [f"{die}: {verdict}"] == request.parse(f"würfeln {die}")
    assert set(request.roll_options) == {"1: no", "2: no", "3: no", "4: yes", "5: yes", "6: yes"}
    rolled = roll(request, random.Random(die))[0]  # what the shell prints after 'rolled:'
    assert rolled in request.roll_options and rolled.endswith("yes" if int(rolled[0]) >= 4 else "no")
    out = play(s, f"move ember_archer\nroll {die}" + ("\n6" if die >= 4 else ""))  # in contact: a break-away die
    assert f"Die {die}: {verdict} (1-3 no, 4-6 yes) (p. 20)" in out


def test_soaring_figure_is_warned_off_objectives_p8(tmp_path):
    """'kann die Bewegung mit seinem Flugzylinder nicht in Basenkontakt mit einer Missionsmarke beenden' (p. 8)."""
    s = new_game(tmp_path)
    play(s, PASS_TURN)
    out = play(s, "move storm_hawk soar\nno")
    assert "storm_hawk is soaring: it must not end the move with its flight stand touching an objective marker" in out
    assert s.state.warriors["storm_hawk"].soaring
    play(s, END_TURN + "\n" + PASS_TURN)
    out = play(s, "move storm_hawk\nno")  # still soaring
    assert "flight stand touching an objective marker" in out
    play(s, "\n".join([END_TURN, PASS_TURN, PASS_TURN, PASS_TURN]))  # Ben rests a turn: its tokens go (p. 5)
    out = play(s, "move storm_hawk soar\nno")  # lands: no warning
    assert "flight stand" not in out and not s.state.warriors["storm_hawk"].soaring


def test_stormwall_refuses_ranged_attacks_within_12_inches_p28(tmp_path):
    """R-034 Stormwall: until its wearer's next command phase no figure within 12 inches of it makes or is
    the target of a ranged attack; the distance from the wearer is asked as a table fact."""
    s = new_game(tmp_path, tide=_tide_with(tmp_path, "Stormwall", "tide_matron"))
    play(s, PASS_TURN)
    play(s, "helm tide_matron")
    assert s.state.warriors["tide_matron"].click == 1 and s.state.warriors["tide_matron"].stormwall
    before = s.game.status(s.state)
    out = play(s, "ranged tide_caster ember_archer\nno\n12")  # the shooter 12 inches from the wearer: within
    assert "tide_caster is within 12 inches of the Stormwall on tide_matron" in out and "(p. 28)" in out
    out = play(s, "ranged tide_caster ember_archer\nno\n13\n9")  # the target 9 inches from it
    assert "ember_archer is within 12 inches of the Stormwall on tide_matron" in out
    out = play(s, "ranged tide_matron ember_archer\nno")
    assert "A warrior with range 0 cannot make a ranged attack" in out
    assert s.game.status(s.state) == before
    out = play(s, "ranged tide_caster ember_archer\nno\n13\n20\n6\nyes\nyes\nno\nno\nno\n3 3")  # both beyond 12 inches
    assert "Error" not in out and s.state.warriors["ember_archer"].click > 0
    out = play(s, END_TURN + "\nbombard ember_archer_2\nno\n4")
    assert "ember_archer_2 is within 12 inches of the Stormwall" in out
    play(s, PASS_TURN)  # Ben's next command phase: the Stormwall is down
    assert not s.state.warriors["tide_matron"].stormwall


def test_haunted_graveyard_sacrifice_enforced_from_the_first_command_phase_p30(tmp_path):
    """D-018: at the start of each command phase the player eliminates one own figure with unmodified defense
    10 or less, unless a figure of theirs shows Leadership or Command (A56); nobody scores."""
    def weak_spearmen(raw):
        raw["warriors"][0]["dial"] = [[8, 8, 10, 2], [8, 8, 10, 2], [7, 7, 10, 1], [6, 7, 9, 1]]
    s = new_game(tmp_path, "--domain", "Haunted Graveyard", ember=army_file(tmp_path, EMBER, "weak.toml", weak_spearmen))
    checklist = s.game.setup_checklist(s.data.setup)
    assert any("Haunted Graveyard: from the first command phase on" in line for line in checklist)
    # the Ember Captain shows Leadership at its starting click: no sacrifice
    out = play(s, "sacrifice ember_spearman")
    assert "ember_captain shows Leadership or Command: the Haunted Graveyard takes no figure of Anna. (p. 30)" in out
    play(s, "damage ember_captain 1 by Ben")  # click 1: Leadership gone
    before = s.game.status(s.state)
    out = play(s, "move ember_archer\nend\nsacrifice ember_archer")
    assert out.count("Haunted Graveyard: Anna must first eliminate one own figure with defense 10 or less: "
                     "one of: ember_spearman, ember_spearman_2. (p. 30) Type: sacrifice ember_spearman") == 2
    assert "ember_archer has defense 14: only a figure with unmodified defense 10 or less. (p. 30)" in out
    assert s.game.status(s.state) == before
    out = play(s, "sacrifice ember_spearman\nsacrifice ember_spearman_2\nmove ember_archer\nno")
    assert "ember_spearman is eliminated (Haunted Graveyard); nobody scores" in out
    assert "takes one figure per command phase" in out and s.state.warriors["ember_spearman_2"].in_play
    assert s.state.warriors["ember_archer"].tokens == 1 and s.state.players[1].vp == 0
    out = play(s, END_TURN)  # Ben has no figure with defense 10 or less: nothing happens
    out = play(s, PASS_TURN)
    assert "Haunted Graveyard: eliminate one of ember_spearman_2 with 'sacrifice W' before any action (p. 30)" in out


def test_initiative_roll_names_the_first_player_and_places_the_markers_p4(tmp_path):
    """Each player rolls 2d6, ties re-roll (A1: only the tied highest, whose new roll counts); the highest is
    the first player; each player's sum is the distance of their objective marker from the far edge."""
    s = new_game(tmp_path)
    out = play(s, "initiative\n4 4\n5 3\n2 1\n6 6")
    assert "Initiative: Anna 4+4 then 2+1 = 3, Ben 5+3 then 6+6 = 12: Ben is the first player (p. 4)" in out
    st = s.state
    assert st.player.name == "Ben" and st.first == 1
    assert st.markers == [{"id": "o2", "player": "Ben", "inches": 12}, {"id": "o3", "player": "Anna", "inches": 3}]
    assert "Objective o2: Ben places its centre 12 inches from the far edge of their own deployment zone" in out
    assert "Ben places the first piece" not in out and "Anna places the first piece (p. 4)" in out  # left of the first player
    out = play(s, "first Anna\ninitiative")
    assert "The initiative roll already decided the first player" in out and "The initiative was already rolled" in out
    # a third player who did not tie keeps the first roll
    three = Session.new("mk-miniatures", ["--army", str(EMBER), "--army", str(TIDE), "--army", str(TIDE), "--build", "200",
                                          "--player", "Anna", "--player", "Ben", "--player", "Cleo"], "three", tmp_path, seed=1)
    play(three, "initiative\n2 2\n6 5\n5 6\n1 1\n3 1")
    assert three.state.initiative == {"Anna": 4, "Ben": 2, "Cleo": 4} and three.state.player.name == "Cleo"
    assert [m["player"] for m in three.state.markers] == ["Cleo", "Anna", "Ben"]  # clockwise from the first player (A1)


def test_initiative_only_in_the_set_up_p4(tmp_path):
    s = new_game(tmp_path)
    play(s, "move ember_archer\nno")
    out = play(s, "initiative")
    assert "The initiative roll belongs to the set-up, before the first action. (p. 4)" in out and not s.state.initiative


def test_terrain_placement_takes_turns_within_its_limits_p4_p17(tmp_path):
    s = new_game(tmp_path)
    out = play(s, "terrain hill")
    assert "The objective markers come before the terrain: roll the initiative first. (p. 4)" in out
    play(s, "initiative\n6 6\n1 2")  # Anna plays first: Ben places first
    out = play(s, "pile Anna 5\npile Ben 1 constructed 3\nterrain hill")
    assert "Each player puts 0 to 4 terrain pieces on the pile, not 5. (p. 4)" in out
    assert "Each player may add 0 to 2 constructed pieces, not 3. (p. 17)" in out
    assert "The terrain pile is empty" in out and s.state.pile == {}
    play(s, "pile Anna 3\npile Ben 2 constructed 2")
    before = s.game.status(s.state)
    out = play(s, "terrain hill\n2\nterrain hill\n3\nno")
    assert "A terrain piece must be at least 3 inches from every objective marker, not 2. (p. 4)" in out
    assert "at least 3 inches from other pieces, the table edges and the far edges of the deployment zones. (p. 4)" in out
    assert s.game.status(s.state) == before
    out = play(s, "terrain hill\n3\nyes")
    assert "Ben places the piece hill: placement 1 of at most 4; the pile holds 4 ordinary and 2 constructed piece(s) (p. 4)" in out
    assert "Next: Anna places a piece" in out
    out = play(s, "terrain constructed 'Stone Wall' 'Hedge Wall'\n5\nyes\nyes")  # two constructed pieces instead of one (A3: one placement)
    assert "Anna places the constructed piece(s) stone_wall and hedge_wall: placement 2 of at most 4" in out
    assert set(s.state.pieces) == {"stone_wall", "hedge_wall"}
    out = play(s, "pile Anna 4")
    assert "The terrain pile is fixed once the first piece is placed" in out
    out = play(s, "terrain forest\n4\nyes\nterrain lake\n9\nyes\nterrain rocks")
    assert "placement 4 of at most 4" in out and "The terrain placement is over: deploy the warriors" in out
    assert "4 pieces are on the battlefield: the terrain placement is over. (p. 4)" in out
    assert [t["player"] for t in s.state.terrain] == ["Ben", "Anna", "Ben", "Anna"]
    play(s, "move ember_archer\nno")
    assert "belongs to the set-up" in play(s, "terrain rocks")


def test_readme_set_up_example_is_real_output(tmp_path):
    """The example in the README's 'Setting up the battlefield' is what `mkref play` prints for its input."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("### Setting up the battlefield"):]
    shown = section[section.index("```text\n") + 8:section.index("```\n", section.index("```text\n") + 8)]
    typed = [line[2:] if line.startswith("> ") else line.rsplit(": ", 1)[1]
             for line in shown.splitlines() if line.startswith(("> ", "? "))]
    assert play(new_game(tmp_path), "\n".join(typed)) == shown


def test_messages_in_both_languages(tmp_path):
    from mkref.games.mk_miniatures.messages import MESSAGES

    assert MESSAGES.problems() == []
    s = new_game(tmp_path)
    s.execute(s.game.commands().parse("initiative"), lambda req, i: ({"init1_anna": ["3", "4"], "init1_ben": ["6", "6"]}[req.key], False))
    german = s.game.describe(s.state, s.events, "de")
    assert german[0] == "Initiative: Anna 3+4 = 7, Ben 6+6 = 12: Ben ist Startspieler (S. 4)"
    assert "Missionsmarke o2: Ben legt ihre Mitte 12 Zoll von der fernen Kante der eigenen Aufstellungszone entfernt" in german[2]


def test_constructed_pair_counting_twice_A3_p17(tmp_path):
    """A3 'two': two constructed pieces placed instead of one ordinary piece count as two placements."""
    s = new_game(tmp_path, "--set", "constructed_pair_counts=two")
    play(s, "initiative\n6 6\n1 2\npile Anna 2\npile Ben 1 constructed 2")
    play(s, "terrain hill\n5\nyes\nterrain rocks\n5\nyes\nterrain pond\n5\nyes")
    out = play(s, "terrain constructed 'Stone Wall' 'Hedge Wall'")
    assert "Two constructed pieces count as 2 placements here (A3): only 1 placement(s) are left. (p. 17)" in out
    out = play(s, "terrain constructed 'Stone Wall'\n5\nyes\nyes")
    assert "placement 4 of at most 4" in out and "The terrain placement is over" in out
