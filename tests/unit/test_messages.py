"""Messages in one place, in both languages (issue 10 item 5): every catalogue complete, no inline
translation left in game code, and a German game from `mkref new --lang de` to `play`, `status` and `map`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mkref.core.errors import RuleViolation
from mkref.core.messages import SHELL, Messages, Named, Said, in_lang, page
from mkref.core.plugin import resolve
from mkref.core.registry import GAMES, game_plugin

ROOT = Path(__file__).resolve().parents[2]
GAMES_DIR = ROOT / "mkref" / "games"
RECON = ROOT / "examples" / "games" / "first_recon_solo.txt"
NEW_RECON = ["new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--dummy", "arythea",
             "--no-map", "--expansion", "lost_legion", "--save", "recon", "--seed", "7"]


def test_the_shell_catalogue_has_both_languages_everywhere():
    assert SHELL.problems() == []


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_every_game_catalogue_has_both_languages_everywhere(game):
    plugin = game_plugin(game)
    if game in ("mage-knight", "mk-miniatures"):
        assert plugin.messages, f"{game} declares its catalogue in plugin.py"
    if plugin.messages:
        catalogue = resolve(plugin.messages)
        assert isinstance(catalogue, Messages)
        assert catalogue.problems() == []


def test_a_message_with_one_language_or_other_placeholders_is_a_problem():
    broken = Messages({"one": ("Fame {n}", ""), "other": ("Fame {n}", "Ruhm {m}"), "fine": ("Fame {n}", "Ruhm {n}")})
    assert broken.problems() == ["one: needs an English and a German text",
                                 "other: the English and German texts take different placeholders"]


def test_the_mage_knight_parts_share_no_key():
    from mkref.games.mage_knight.messages import PARTS

    seen: dict[str, str] = {}
    for part, texts in PARTS.items():
        for key in texts:
            assert key not in seen, f"{key} is in {seen.get(key)} and {part}"
            seen[key] = part


def test_every_mage_knight_command_has_its_help_in_german_with_the_same_english():
    from mkref.games.mage_knight.map.in_game import COMMANDS
    from mkref.games.mage_knight.messages import MESSAGES
    from mkref.games.mage_knight.table.commands import SPECS, command_table, with_parts

    for spec in command_table().specs.values():
        assert isinstance(spec.help, Said), f"{spec.name}: add help.{spec.name} to mage_knight/messages/help.py"
        assert isinstance(spec.group, Said), f"{spec.name}: add group.{spec.group} to mage_knight/messages/help.py"
    originals = {s.name: s.help for s in COMMANDS} | {s.name: s.help for s in with_parts(SPECS)}  # the optional parts' too
    for name, english in originals.items():
        if f"help.{name}" in MESSAGES:
            assert MESSAGES.text(f"help.{name}", "en") == english, f"help.{name} differs from the command's own help"


INLINE = re.compile(r"""lang\s*[!=]=\s*["']de["']|["']de["']\s*[!=]=\s*lang""")


def test_no_inline_translation_is_left_in_game_code():
    """Sentences come from the catalogue: no `lang == "de"` in a game's code outside its messages."""
    found = []
    for path in sorted(GAMES_DIR.rglob("*.py")):
        if path.name == "messages.py" or "messages" in path.parts:
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if INLINE.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert found == []


def test_a_said_sentence_is_its_english_text_and_says_itself_in_german():
    words = Messages({"fame": ("{who} Fame {n}", "{who} Ruhm {n}"), "hero": ("the hero", "der Held")})
    said = words.said("fame", who=words.said("hero"), n=3)
    assert said == "the hero Fame 3" and isinstance(said, str)
    assert said.in_lang("de") == "der Held Ruhm 3"
    assert in_lang([said, 7], "de") == ["der Held Ruhm 3", 7]
    refusal = RuleViolation(said, words.said("hero"), "Try again", ref="p. 9")
    assert refusal.message() == "the hero Fame 3: the hero. (p. 9) Try again."
    assert refusal.message("de") == "der Held Ruhm 3: der Held. (S. 9) Try again."
    named = words.said("fame", who=Named("Planning", "Planung"), n=1)
    assert (named, named.in_lang("de")) == ("Planning Fame 1", "Planung Ruhm 1")
    import copy
    import pickle

    kept = pickle.loads(pickle.dumps({"why": said, "name": Named("Planning", "Planung")}, protocol=pickle.HIGHEST_PROTOCOL))
    assert kept == {"why": "the hero Fame 3", "name": "Planning"} and type(kept["why"]) is str
    assert copy.deepcopy(said) == "the hero Fame 3"
    assert page("pp. 2-3", "de") == "S. 2-3" and page("p. 7", "en") == "p. 7"


def test_an_unknown_name_is_said_by_the_shell_or_in_a_games_own_words():
    from mkref.core.errors import UnknownName

    close = ["Tovak", Named("Battle Axe", "Streitaxt")]  # a close name may be a Named: German tables read the German one
    shell = UnknownName("hero", "tovac", close)
    assert shell.message() == "Unknown hero 'tovac': no hero has that name or id. Did you mean: Tovak, Battle Axe."
    assert shell.message("de") == ("'tovac' ist unbekannt (Held): kein Name und keine Id der Art „Held“ passt. "
                                   "Meintest du: Tovak, Streitaxt.")
    kind = Named("market card", "Marktkarte")  # a game's own kind, in both languages
    own = UnknownName(kind, "axe", close)
    assert own.kind == "market card" and own.candidates == close
    assert own.message("de").startswith("'axe' ist unbekannt (Marktkarte): kein Name und keine Id der Art „Marktkarte“ passt.")
    words = Messages({"unknown": ("No {kind} '{name}'", "Kein(e) {kind} '{name}'"), "add": ("Add it", "Füge es hinzu")})
    said = UnknownName(kind, "axe", close, words.said("add"), what=words.said("unknown", kind=kind, name="axe"), why="")
    assert said.message() == "No market card 'axe'. Add it." and said.message("de") == "Kein(e) Marktkarte 'axe'. Füge es hinzu."


# -- a German game, end to end -------------------------------------------------------------------------


def test_a_german_game_is_played_in_german_and_english_on_request(run):
    made = run(*NEW_RECON, "--lang", "de")
    assert made.code == 0, made.err
    assert "Die ersten Erkundungen (S. 18) - 1 Spieler, 4 Runden, beginnend mit einem Tag" in made.out
    assert "  [ ] Dummyspieler: Arythea - Heldenkarte, Zugfolgeplättchen, 16 Karten gemischt; Kristalle Rot, Rot, Weiß (S. 15)" in made.out
    played = run("play", "recon", stdin=RECON.read_text())
    assert played.code == 0, played.err
    out = played.out
    assert "Runde 1 vorbereitet: Quelle Rot Blau Gold; Angebot Bauern, Kräuterkundige, Förster" in out
    assert "Anna nimmt die Taktik 1 Frühaufsteher; der Dummyspieler zieht 3 Manaraub" in out
    assert "Anna zieht nach Ebene (Dorf) für 2" in out
    assert "Anna rekrutiert Bauern für 4 Einfluss" in out  # the name, not the id (issue 20)
    assert "Fehler: Nicht genug Bewegungspunkte, um Ebene (Dorf) zu betreten: es kostet 2 am Tag, du hast noch 1. (S. 7) Mehr spielen: spiele N Bewegung." in out
    assert "Fehler: Zu spät zum Rasten: eine Rast ersetzt den ganzen Zug: keine Bewegung und keine Aktion. (S. 6)" in out and "Error:" not in out
    assert "Kampf beendet: Ruhm +2, Ansehen +1, 0 Verletzung(en)" in out
    assert "-> Der Zug des Dummyspielers: 'dummy' eingeben." in out
    # the same save, in English for one command: --lang overrides the save's language
    english = run("play", "recon", "--lang", "en", stdin="show\nhelp\nhelp help\n")
    assert "Round 3/4 Day | - | game over" in english.out  # a phase said, not its id and "List the commands, or explain one." in english.out
    german = run("play", "recon", stdin="zeige\nhilfe\nhilfe tactic\nhilfe hilfe\n")
    assert "Runde 3/4 Tag | - | Spiel vorbei" in german.out
    # Mage Knight's one-screen 'hilfe' lists the German names by group (issue 20 item 3); 'hilfe BEFEHL' explains one
    assert "Runden:      vorbereiten taktik dummyzug ansagen" in german.out
    assert "Eingabe:     hilfe rückgängig wiederholen protokoll beenden" in german.out
    assert "  Wer an der Reihe ist, nimmt eine Taktik (wenigster Ruhm zuerst)." in german.out
    assert "Die Befehle auflisten oder einen erklären." in german.out
    status = run("status", "recon")
    assert status.code == 0 and "Runde 3/4" in status.out, status.err
    assert json.loads(run("status", "recon", "--json").out)["phase"] == "game_over"


def test_a_german_map(run):
    assert run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "karte", "--lang", "de").code == 0
    shown = run("map", "karte")
    assert shown.code == 0, shown.err
    assert shown.out.startswith("Spielplan: ")
    assert run("map", "karte", "--lang", "en").out.startswith("Map: ")


def test_mkref_lang_sets_the_default_and_the_save_or_option_wins(run, monkeypatch):
    monkeypatch.setenv("MKREF_LANG", "de")
    made = run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "envgame")
    assert "Spielaufbau (S. 2-3):" in made.out
    assert "Erster Schritt: 'vorbereiten'" in run("play", "envgame", stdin="hilfe\n").out + made.out
    assert "Fehler: Kein Befehl 'foo'" in run("play", "envgame", stdin="hilfe foo\n").out
    unknown = "Fehler: 'foo' ist unbekannt (Befehl): kein Name und keine Id der Art „Befehl“ passt. 'hilfe' zeigt die Liste."
    assert unknown in run("play", "envgame", stdin="foo\n").out
    assert "Error: No command 'foo'" in run("play", "envgame", "--lang", "en", stdin="help foo\n").out
    run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--save", "engame", "--lang", "en")
    assert "Error: No command 'foo'" in run("play", "engame", stdin="help foo\n").out


def test_a_german_miniatures_game(run):
    made = run("new", "mk-miniatures", "--army", ROOT / "examples/mini/ember_legion.toml", "--army", ROOT / "examples/mini/tidewatch.toml",
               "--build", "200", "--time", "50", "--player", "Anna", "--player", "Ben", "--save", "mini200", "--seed", "1", "--lang", "de")
    assert made.code == 0, made.err
    assert "Mage Knight Miniaturenspiel, Armeegröße 200: 2 Aktion(en) pro Zug (S. 5)." in made.out
    played = run("play", "mini200", stdin=(ROOT / "examples/games/mini_200.txt").read_text(encoding="utf-8"))
    assert "Anna ist Startspieler (S. 4)" in played.out
    assert "Aktionsphase von Anna (S. 5)" in played.out and "Zug 2: Ben, Befehlsphase, 2 Aktion(en) (S. 5)" in played.out
    assert "Missionsmarke o3: kontrolliert durch Anna" in played.out
    status = run("status", "mini200")
    assert "Spielende - " in status.out and "Missionsmarken: o1: umkämpft" in status.out, status.out
    english = run("play", "mini200", "--lang", "en", stdin="status\n")
    assert "Game over: " in english.out and "Objectives: o1 " in english.out and "Missionsmarken" not in english.out


def test_a_refused_mkref_new_speaks_the_language_asked_for(run, monkeypatch):
    german = run("new", "mage-knight", "--scenario", "first_recon", "--lang", "de")
    assert german.code == 1 and german.err == "Fehler: Wer spielt? --player NAME:HELD, einmal je Spieler, z. B. --player Anna:Tovak.\n"
    english = run("new", "mage-knight", "--scenario", "first_recon")
    assert english.err == "Error: Who plays? --player NAME:HERO, once per player, e.g. --player Anna:Tovak.\n"
    monkeypatch.setenv("MKREF_LANG", "de")
    twice = run("new", "mage-knight", "--scenario", "first_recon", "--player", "A:tovak", "--player", "B:tovak")
    assert twice.err == "Fehler: Tovak ist zweimal gewählt: jeder Held kann nur einmal gespielt werden.\n"


def test_the_readme_languages_example_runs(run, monkeypatch):
    """README "Languages": every line of its example, as written."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text.split("## Languages", 1)[1].split("```", 2)[1]
    lines = [line.split("#")[0].split() for line in block.strip().splitlines()]
    results = []
    for words in lines:
        env = [w for w in words if "=" in w and w.split("=")[0].isupper()]
        for setting in env:
            name, _, value = setting.partition("=")
            monkeypatch.setenv(name, value)
        words = [w for w in words if w not in env]
        assert words[0] == "mkref"
        results.append(run(*words[1:]))
        for setting in env:
            monkeypatch.delenv(setting.partition("=")[0])
    assert all(r.code == 0 for r in results), [r.err for r in results]
    assert "Spielaufbau (S. 2-3):" in results[0].out and "Gespeichert als" in results[0].out
    assert results[1].out == ""  # nothing typed at the prompt: nothing said
    assert results[2].out.startswith("First Reconnaissance: round 1/4, Day - prepare")
    assert run("status", "erkundung").out.startswith("Die ersten Erkundungen: Runde 1/4, Tag - vorbereiten")
    assert "Spielaufbau (S. 2-3):" in results[3].out


# -- combat in German (issue 10 item 5: the steps, the needs table, the summary) -------------------------

COMBATS = sorted((ROOT / "examples" / "combat").glob("*.toml"))
ENGLISH_WORDS = ("Attack on", "against armor", "defeated", "fame", "reputation", "the hero", "wound(s)", "blocked",
                 "attacks:", " phase", "summons", "discard pile", "rounded down", "Combat summary", "unhurt", "What each enemy needs",
                 "fortified", "Your shield", "p. ")


def _steps_of(path: Path):
    from mkref.core.errors import SheetError
    from mkref.core.tomlread import Fields, Problems, load_toml
    from mkref.games.mage_knight.combat.sheets import parse_sheet, run

    body = {k: v for k, v in load_toml(path, SheetError).items() if k not in ("kind", "game")}
    return run(parse_sheet(Fields(body, str(path), "", Problems(SheetError, collect=False)))).combat.steps  # a legal sheet: no refusal


@pytest.mark.parametrize("path", [p for p in COMBATS if not p.name.startswith(("pvp_", "coop_", "illegal_"))], ids=lambda p: p.name)
def test_every_combat_step_reads_as_its_catalogue_english_and_has_a_german_text(path):
    """The engine writes each step's English itself (a legal sheet loads no catalogue); it must be the catalogue's."""
    from mkref.core.messages import StepText
    from mkref.games.mage_knight.messages import MESSAGES

    for step in _steps_of(path):
        if not isinstance(step.text, StepText):
            assert isinstance(step.text, Said), step.text  # a line Volkare's fight says from its own catalogue
            continue
        values = {k: in_lang(v, "en") for k, v in step.text.values.items()}
        assert MESSAGES.text(step.text.key, "en", **values) == step.text
        assert step.text.in_lang("de") != step.text


def test_a_german_combat_sheet_has_no_english_sentence_left(run):
    """mkref combat --sheet ... --lang de: steps, phases, pages, needs and summary in German."""
    r = run("combat", "--sheet", ROOT / "examples" / "combat" / "keep_assault.toml", "--lang", "de")
    assert r.code == 0, r.err
    assert "Angriff auf guards (Wachen): 5 Feuer + 2 physisch = 7 gegen Rüstung 7: besiegt, Ruhm +3." in r.out
    assert "Kampfübersicht" in r.out and "(S. 9)" in r.out
    left = [word for word in ENGLISH_WORDS if word in r.out]
    assert left == []
    english = run("combat", "--sheet", ROOT / "examples" / "combat" / "keep_assault.toml")
    assert "Attack on guards (Guardsmen): 5 fire + 2 physical = 7 against armor 7: defeated, fame +3." in english.out


@pytest.mark.parametrize("name", ["site_city_red.toml", "ability_poison.toml", "ability_resistances_cold_fire.toml", "ability_vampiric.toml",
                                  "site_keep_withdraw.toml", "ability_cumbersome.toml", "ability_defend.toml", "site_monster_den.toml"])
def test_german_combat_sheets_of_every_kind_of_step(run, name):
    r = run("combat", "--sheet", ROOT / "examples" / "combat" / name, "--lang", "de")
    assert r.code == 0, r.err
    left = [word for word in ENGLISH_WORDS if word in r.out]
    assert left == []


def test_the_readme_combat_lang_example_runs(run):
    """README "Languages": the combat example, as written."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Languages", 1)[1].split("\n# ", 1)[0]
    line = next(line.strip() for line in section.splitlines() if line.strip().startswith("mkref combat --sheet"))
    r = run(*line.split("#")[0].split()[1:])
    assert r.code == 0, r.err
    assert "Kampfübersicht" in r.out and "Angriff auf" in r.out


def test_a_german_volkares_quest_checklist_reads_its_scenario_notes_in_german(run):
    """The scenario notes and 'remove' items come from scenarios.toml in both languages."""
    r = run("new", "mage-knight", "--scenario", "volkares_quest", "--player", "Anna:Tovak", "--save", "vq", "--lang", "de", "--no-map")
    assert r.code == 0, r.err
    assert "  * Volkares Feld ist kein sicherer Platz; wer es betritt, beendet seine Bewegung und greift ihn an ([S3])." in r.out
    assert "Kristalle der furchtsamen Plätze: rot" in r.out
    for english in ("Volkare's space", "The map is predefined", "Fearful", " red", "(p. "):
        assert english not in r.out, english
    solo = run("new", "mage-knight", "--scenario", "solo_conquest", "--player", "Anna:Tovak", "--dummy", "arythea", "--save", "solo",
               "--lang", "de", "--no-map")
    assert "die vier interaktiven Zauber 109-112" in solo.out and "the four interactive" not in solo.out
    english = run("new", "mage-knight", "--scenario", "solo_conquest", "--player", "Anna:Tovak", "--dummy", "arythea", "--save", "solo2", "--no-map")
    assert "the four interactive spells 109-112" in english.out


def test_status_of_a_german_game_with_variants_names_heroes_sites_and_terrain_in_german(run):
    made = run("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Wolfhawk", "--dummy", "arythea", "--no-map",
               "--expansion", "lost_legion", "--variant", "no_pvp", "--save", "varianten", "--seed", "7", "--lang", "de")
    assert made.code == 0, made.err
    played = run("play", "varianten", stdin="prepare\nred blue gold\npeasants herbalists foresters\ntactic 1\nmana_steal\n"
                                            "play 5 move\nmove hills\nmove plains village\n")
    assert played.code == 0, played.err
    status = run("status", "varianten")
    assert status.code == 0, status.err
    assert "Helden: Anna Wolfhawk" in status.out
    assert "Varianten: Kein Kampf Spieler-gegen-Spieler" in status.out and "Dorf" in status.out and "village" not in status.out
    assert "Einheitenangebot: Bauern, Kräuterkundige, Förster" in status.out
    english = run("status", "varianten", "--lang", "en")
    assert "Heroes: Anna wolfhawk" in english.out  # English shows the id, as it always did and "village" in english.out and "No player-vs-player combat" in english.out
    assert "peasants, herbalists, foresters" in english.out


def test_a_bad_attack_value_is_refused_in_the_tables_language():
    from mkref.core.errors import InvalidInput
    from mkref.games.mage_knight.combat.sheets import parse_part

    with pytest.raises(InvalidInput) as refused:
        parse_part("5 blah")
    assert str(refused.value.what) == "'blah' in '5 blah' is neither an element nor an attack type"
    assert refused.value.message("de").startswith("'blah' in '5 blah' ist weder ein Element noch eine Angriffsart")


def test_a_refused_score_sheet_is_said_in_german(run, tmp_path):
    sheet = tmp_path / "ohne_spieler.toml"
    sheet.write_text('scenario = "full_conquest"\n', encoding="utf-8")
    german = run("settle", sheet, "--lang", "de")
    assert german.code == 1
    assert german.err.endswith(": keine Spieler. Ergänze eine Tabelle [[players]] je Spieler.\n")
    english = run("settle", sheet)
    assert english.err.endswith(": no players. Add a [[players]] table per player.\n")


MINI_ENGLISH_WORDS = ["Step ", "targets", "attack value", "attack modifiers", "defense", "modifiers", "rule of 3", "attack roll",
                      "attack result", "hit", "miss", "damage", "takes", "turn its dial", "click(s)", "none", "ranged formation",
                      "line of fire", "rear arc", "Result", "target", "effect", "(p. ", "yes"]


def test_a_german_miniatures_attack_has_no_english_step_word(run):
    """mkref mini attack --sheet ... --lang de: the steps, pages and result table in German (the rule-of-3 example, p. 7)."""
    r = run("mini", "attack", "--sheet", ROOT / "examples" / "mini" / "rule_of_three.toml", "--lang", "de")
    assert r.code == 0, r.err
    out = r.out.replace("spell resistance (Spruchresistenz)", "")  # the sheet's own words for its modifier
    assert "Schritt 6 (Black Powder Rifleman): 3er-Regel: Angriff +4 -> +3, Verteidigung +0 -> +0  (S. 7)" in " ".join(out.split("\n"))
    assert [word for word in MINI_ENGLISH_WORDS if word in out] == []
    english = run("mini", "attack", "--sheet", ROOT / "examples" / "mini" / "rule_of_three.toml")
    assert "Step 6 (Black Powder Rifleman): rule of 3: attack +4 -> +3, defense +0 -> +0  (p. 7)" in english.out


def test_readme_miniatures_attack_in_german(run):
    """README "Mage Knight miniatures": the --lang de line, as written."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Mage Knight miniatures", 1)[1].split("\n## ", 1)[0]
    line = next(line.strip() for line in section.splitlines() if line.strip().startswith("mkref mini attack") and "--lang de" in line)
    r = run(*line.split("#")[0].split()[1:])
    assert r.code == 0, r.err
    assert "Schritt 7: Angriffswurf 4+3 = 7" in r.out and "Ergebnis" in r.out


def test_the_interactive_combat_asks_in_german(run):
    """mkref combat --lang de without a sheet: the questions, the undo lines and the steps in German (German answers work)."""
    answers = ["umherziehend", "Nacht", "prowlers", "", "undo", "", "1", "", "prowlers: 2 Fernkampf", "undo", "prowlers: 3 Fernkampf"]
    r = run("combat", "--lang", "de", stdin="\n".join(answers) + "\n")
    assert r.code == 0, r.err
    assert "Tag oder Nacht? (Tag/Nacht; day/night) [day] Nacht" in r.out
    assert "Zurückgenommen: '' auf: Feind 2: Name" in r.out
    assert "Zurückgenommen: 'prowlers: 2 Fernkampf' auf: Fernkampf- oder Belagerungsangriff" in r.out
    assert r.out.count("Herumtreiber als 'prowlers' hinzugefügt (umherziehend)") == 1
    assert "Stufe 1: Rüstung 2, Handkartenlimit 5" in r.out
    left = [w for w in ("Where is", "Day or night", "Enemy ", "Hero level", "Unit 1", "Undone", "added ", "Ranged or siege") if w in r.out]
    assert left == []


def test_volkares_deep_mine_and_recruiting_refusals_read_in_german():
    """volkare/sites.py ([07.4], [06.2]): the same English as before, German on request, colours in German words."""
    from mkref.core.errors import MkrefError
    from mkref.games.mage_knight.volkare import sites

    with pytest.raises(MkrefError) as mine:
        sites.deep_mine_gain("white", ("red", "blue"), 0)
    assert mine.value.what == "This Deep Mine offers no white crystal" and mine.value.why == "choose one of: red, blue"
    assert "Dieses Untertagebergwerk bietet keinen Kristall in weiß" in mine.value.message("de")
    assert "wählt eine von: rot, blau" in mine.value.message("de")
    with pytest.raises(MkrefError) as mixed:
        sites.reputation_modifier(2, ["thugs", "heroes_blue"])
    assert "Strauchdiebe und Heroen können nicht in derselben Interaktion angeworben werden" in mixed.value.message("de")
