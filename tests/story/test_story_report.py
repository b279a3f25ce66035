"""`mkref report` (issue 23 item 2): the story of every example game, in both languages, checked
against the events it tells and against the game's own status."""

from __future__ import annotations

import json

import pytest
from storylib import examples, mkref

EXAMPLES = {example.name: example for example in examples()}


def story_of(played, name: str, lang: str) -> dict:
    folder, _ = played
    code, out, err = mkref("report", name, "--json", "--lang", lang, "--saves-dir", str(folder))
    assert code == 0, err
    return json.loads(out)


def saved_events(played, name: str) -> list[dict]:
    from mkref.core.session import Session

    return Session.open(name, played[0]).events


def status_of(played, name: str) -> dict:
    from mkref.core.session import Session

    session = Session.open(name, played[0])
    return session.game.status(session.state)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_every_example_game_has_a_report_that_tells_its_saved_events(played, name, lang):
    story = story_of(played, name, lang)
    events = saved_events(played, name)
    assert story["events"] == len(events)
    told = [line for round_ in story["rounds"] for line in round_["lines"]]
    assert told, "every example game has something to tell"
    for line in told:  # each sentence names a real event of the save, of that type
        assert events[line["event"] - 1]["type"] == line["type"]
        assert line["text"].strip()
    assert [line["event"] for line in told] == sorted(line["event"] for line in told)
    for moment in story["moments"]:
        assert any(line["event"] == moment["event"] for line in told)
    assert story["result"]
    # the last round's standings are the game's own status at the end
    assert story["rounds"][-1]["standings"], "standings after the last round"


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_a_report_in_german_is_told_in_german(played, name):
    english, german = story_of(played, name, "en"), story_of(played, name, "de")
    assert [r["number"] for r in english["rounds"]] == [r["number"] for r in german["rounds"]]
    assert english["result"] != german["result"]
    assert [m["name"] for m in english["metrics"]] != [m["name"] for m in german["metrics"]]
    assert english["rounds"][-1]["name"] != german["rounds"][-1]["name"]


def test_full_conquest_story_fame_round_by_round_and_its_conquests(played):
    """examples/games/full_conquest_3p.txt: Ben takes the keep in round 1 (Fame 3, p. 10: a conquered keep's
    defender gives its Fame); the three cities fall in round 3 for 8, 9 and 7 Fame."""
    story = story_of(played, "conquest", "en")
    fame = [{name: row["fame"] for name, row in r["standings"].items()} for r in story["rounds"]]
    assert fame == [{"Anna": 0, "Ben": 3, "Cleo": 0}, {"Anna": 0, "Ben": 3, "Cleo": 0}, {"Anna": 8, "Ben": 10, "Cleo": 9}]
    moments = [(m["round"], m["text"]) for m in story["moments"]]
    assert (1, "Ben won the fight at the Keep and conquered it: Fame +3") in moments
    assert (3, "Ben won the fight at the City and conquered it: Fame +7, 2 wound(s)") in moments
    assert story["result"] == "The game is over: all cities are conquered. Fame: Ben 10, Cleo 9, Anna 8."
    fights = [e for e in saved_events(played, "conquest") if e["type"] == "combat_ended"]
    assert sum(e["fame"] for e in fights) == 3 + 8 + 9 + 7  # the sentences' Fame is the events' Fame


def test_volkares_quest_tells_volkares_march_and_his_defeat(played):
    story = story_of(played, "quest", "en")
    lines = [(line["player"], line["text"]) for line in story["rounds"][-1]["lines"]]
    assert ("Volkare", "Volkare (blue action) walks: now 4 from the Portal") in lines
    assert ("Ana", "Ana defeated Volkare: Fame +16, 4 wound(s)") in lines
    assert story["rounds"][-1]["standings"] == {"Ana": {"fame": 16, "level": 4}}  # Volkare has no Fame row


def test_knight_tales_story_crests_gold_and_the_village(played):
    story = story_of(played, "kt-standard", "de")
    assert [r["standings"]["Dorf"]["village_hp"] for r in story["rounds"]] == [3, 3, 2]
    assert story["rounds"][-1]["standings"]["Ann"] == {"crests": 17, "gold": 24}
    assert story["result"] == "Das Dorf steht: alle haben gewonnen (legendärer Ritter: Ann)."
    status = status_of(played, "kt-standard")
    assert {k["name"]: k["crests"] for k in status["knights"]} == {"Ann": 17, "Ben": 16}


def test_rune_age_story_damage_cities_and_rewards(played):
    story = story_of(played, "ra-monument", "en")
    assert [r["name"] for r in story["rounds"]] == ["Round 1", "Round 2", "Round 3"]
    assert [r["standings"]["Anna"] for r in story["rounds"]] == [
        {"damage": 0, "cities": 1, "rewards": 0}, {"damage": 2, "cities": 1, "rewards": 1}, {"damage": 2, "cities": 1, "rewards": 1}]
    assert story["result"] == "The game is over: Anna won (p. 16)."
    assert story_of(played, "ra-monument", "de")["result"] == "Das Spiel ist vorbei: Anna gewinnt (S. 16)."


def test_miniatures_story_victory_points_and_objectives(played):
    story = story_of(played, "mini200", "en")
    assert story["rounds"][-1]["standings"] == {"Anna": {"vp": 22, "objectives": 1}, "Ben": {"vp": 26, "objectives": 1}}
    assert "tide_warder eliminated, 22 VP to Anna" in [m["text"] for m in story["moments"]]
    assert story["result"] == "The game is over: Ben won."


def test_the_text_report_has_rounds_moments_charts_and_the_result(played):
    folder, _ = played
    code, out, _ = mkref("report", "blitz", "--saves-dir", str(folder))
    assert code == 0
    for part in ("Round 1", "Round 3", "Decisive moments", "Standings round by round", "Fame", "Level", "Result",
                 "Bob won the fight at the City and conquered it: Fame +12"):
        assert part in out, part
    assert "┤" in out and "\x1b[" not in out  # a plotext chart, without colour codes


def test_report_md_writes_the_story_as_markdown(played, tmp_path):
    folder, _ = played
    target = tmp_path / "evening.md"
    code, out, _ = mkref("report", "ra-runewars", "--md", str(target), "--saves-dir", str(folder), "--lang", "de")
    assert code == 0 and "Runde 1" in out
    text = target.read_text(encoding="utf-8")
    assert text.startswith("# Die Geschichte von ra-runewars")
    assert "## Runde 1" in text and "## Entscheidende Momente" in text and "```text" in text and "## Ergebnis" in text


def test_report_of_a_missing_save_is_refused_plainly(played):
    code, _, err = mkref("report", "no-such-save", "--saves-dir", str(played[0]))
    assert code != 0 and "no-such-save" in err


def test_every_story_catalogue_has_both_languages_everywhere():
    from mkref.core.plugin import resolve
    from mkref.core.registry import GAMES, game_plugin
    from mkref.ui import story_view, watch_data

    catalogues = [story_view.TEXT, watch_data.TEXT]
    for info in GAMES:
        story = game_plugin(info.id).story
        assert story, f"{info.id} tells its story"
        catalogues.append(resolve(story.replace(":STORY", ":MESSAGES")))
    for catalogue in catalogues:
        assert catalogue.problems() == []


def test_a_hand_edited_save_is_refused_with_the_event_named_not_told(played, tmp_path):
    """The JSON mirror no longer matches the edited save, so the report reads it checked, event by event."""
    import shutil

    folder = tmp_path / "saves"
    folder.mkdir()
    shutil.copy(played[0] / "ra-runewars.toml", folder / "ra-runewars.toml")
    shutil.copy(played[0] / ".ra-runewars.toml.state.json", folder / ".ra-runewars.toml.state.json")
    text = (folder / "ra-runewars.toml").read_text(encoding="utf-8")
    (folder / "ra-runewars.toml").write_text(text.replace('type = "damage"', 'type = "lightning"', 1), encoding="utf-8")
    code, out, err = mkref("report", "ra-runewars", "--saves-dir", str(folder))
    assert code != 0 and out == ""
    assert "lightning" in err and "ra-runewars" in err


def test_rune_age_moments_a_city_captured_the_objective_beaten_a_realm_sieged(played):
    """Riverwatch captured on a tie (p. 10); the Dragonlords' Objective card beaten 5 against 5 (p. 15);
    Ben's Home Realm sieged twice for 11 and 12 damage until he is eliminated (p. 12)."""
    monument = [m["text"] for m in story_of(played, "ra-monument", "en")["moments"]]
    assert monument == ["Anna's army 2 against Riverwatch 2: the army wins (a tie goes to the army, p. 10)."]
    dragonlords = [m["text"] for m in story_of(played, "ra-dragonlords", "en")["moments"]]
    assert dragonlords == ["Ann's army 5 against Objective card (the Dragonlords) 5: the army wins (a tie goes to the army, p. 10)."]
    runewars = story_of(played, "ra-runewars", "en")
    assert len([m for m in runewars["moments"] if m["type"] == "combat_resolved"]) == 2
    assert any(m["type"] == "eliminated" for m in runewars["moments"])
    assert runewars["rounds"][-1]["standings"]["Ben"]["damage"] == 23
