"""Sentences the table reads, in English and German, one catalogue per game.

A catalogue maps a stable key to its two texts, with ``{name}`` placeholders filled by keyword::

    MESSAGES = Messages({
        "moved": ("{player}: moved to {space}.", "{player}: zieht nach {space}."),
    })
    MESSAGES.text("moved", "de", player="Ana", space="c2w")

The language of a game is chosen at ``mkref new`` (kept in the save's setup as ``lang``); ``--lang``
overrides it and ``MKREF_LANG`` sets the default (``pick_lang``).

Rule code does not know the language of the table. It says a sentence with ``MESSAGES.said(key, **values)``:
a ``Said`` is a ``str`` holding the English text (so everything that treats it as a string, a test or a JSON
file, sees exactly the English of today) that also remembers its key and values, so that a shell can say
it in the session's language with ``in_lang(text, lang)``. Refusals are built from them, and
``MkrefError.message(lang)`` renders each of their parts in the language asked for.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from mkref.core.names import name_in as name_in  # re-exported: a name in the table's language

LANGS = ("en", "de")
_LANG_WORDS = {"en": "en", "english": "en", "englisch": "en", "de": "de", "german": "de", "deutsch": "de"}


def normalise_lang(value: str) -> str:
    """'de', 'Deutsch', 'german' -> 'de'. Raises InvalidInput for anything else."""
    lang = _LANG_WORDS.get(value.strip().lower())
    if lang is None:
        from mkref.core.errors import InvalidInput

        raise InvalidInput(f"Unknown language '{value}'", "mkref speaks English and German", "Use --lang en or --lang de")
    return lang


def pick_lang(option: str | None = None, saved: str | None = None) -> str:
    """The language to use: an explicit ``--lang``, else the save's, else ``MKREF_LANG``, else English."""
    for candidate in (option, saved, os.environ.get("MKREF_LANG")):
        if candidate:
            return normalise_lang(candidate)
    return "en"


def placeholders(text: str) -> frozenset[str]:
    import string  # only the catalogue test needs it

    return frozenset(name for _, name, _, _ in string.Formatter().parse(text) if name)


class Said(str):
    """A catalogue sentence: its English text as a ``str``, plus what it takes to say it in German."""

    messages: Messages
    key: str
    values: dict[str, object]

    def __new__(cls, messages: Messages, key: str, values: dict[str, object]) -> Said:
        said = super().__new__(cls, messages.text(key, "en", **values))
        said.messages = messages
        said.key = key
        said.values = values
        return said

    def in_lang(self, lang: str) -> str:
        values = {name: in_lang(value, lang) for name, value in self.values.items()}
        return self.messages.text(self.key, lang, **values)

    def __reduce__(self) -> tuple[type[str], tuple[str]]:
        return (str, (str(self),))  # a copy (pickle, deepcopy) of a state or save keeps the English text


class StepText(Said):
    """A step of a rules engine's walk-through (a combat's, an attack's): its English as the engine writes it, so a
    legal sheet settled in English loads no catalogue, and its other language from the game's catalogue
    (``catalogue``: "module:attribute" of its ``Messages``), imported only when a German table asks. The game's
    tests keep the engine's English equal to the catalogue's."""

    catalogue: str

    def __new__(cls, english: str, key: str, values: dict[str, object], catalogue: str) -> StepText:
        text = str.__new__(cls, english)
        text.key = key
        text.values = values
        text.catalogue = catalogue
        return text

    def in_lang(self, lang: str) -> str:
        from mkref.core.plugin import resolve

        messages: Messages = resolve(self.catalogue)
        return messages.text(self.key, lang, **{name: in_lang(value, lang) for name, value in self.values.items()})


def kind_named(kind: str) -> Named:
    """The kind of a name ('hero', 'map tile') in both languages, for a refusal: a game's own kind comes as a
    ``Named`` already, any other from the shell's catalogue."""
    if isinstance(kind, Named):
        return kind
    key = f"kind.{kind}"
    return Named(kind, SHELL.text(key, "de") if key in SHELL else kind)


class Named(str):
    """A component's name put into a sentence: its English name as a ``str``, its German one on request."""

    german: str

    def __new__(cls, english: str, german: str) -> Named:
        named = super().__new__(cls, english)
        named.german = german
        return named

    def in_lang(self, lang: str) -> str:
        return name_in(lang, str(self), self.german)

    def __reduce__(self) -> tuple[type[str], tuple[str]]:
        return (str, (str(self),))


def in_lang(text: object, lang: str) -> object:
    """A ``Said`` sentence or ``Named`` name (or one within a list) in ``lang``; any other value as it is."""
    if isinstance(text, (Said, Named)):
        return text.in_lang(lang)
    if isinstance(text, (list, tuple)):
        return type(text)(in_lang(item, lang) for item in text)
    return text


def say(text: str, lang: str) -> str:
    """The text in ``lang`` if it is a catalogue sentence, else the text as it is."""
    return text.in_lang(lang) if isinstance(text, (Said, Named)) else text


def page(ref: str, lang: str) -> str:
    """A rulebook page reference in the table's language: 'p. 9' -> 'S. 9' (Seite), 'pp. 2-3' -> 'S. 2-3'."""
    if lang != "de":
        return ref
    return ref.replace("pp. ", "S. ").replace("p. ", "S. ")


class Messages:
    """A catalogue: key -> (English, German)."""

    def __init__(self, table: Mapping[str, tuple[str, str]]) -> None:
        self.table = dict(table)

    def text(self, key: str, lang: str = "en", /, **values: object) -> str:
        english, german = self.table[key]
        template = german if lang == "de" else english
        return template.format(**values) if values else template

    def said(self, key: str, /, **values: object) -> Said:
        """The sentence as a ``Said``: English as a string, German on request (for rule code)."""
        return Said(self, key, values)

    def __contains__(self, key: str) -> bool:
        return key in self.table

    def problems(self) -> list[str]:
        """Entries missing a language or whose two texts do not take the same placeholders (for a test)."""
        found = []
        for key, texts in self.table.items():
            if not (isinstance(texts, tuple) and len(texts) == 2 and all(isinstance(t, str) and t.strip() for t in texts)):
                found.append(f"{key}: needs an English and a German text")
            elif placeholders(texts[0]) != placeholders(texts[1]):
                found.append(f"{key}: the English and German texts take different placeholders")
        return found


# The sentences of the shared shell (the prompt of `mkref play`, refusals), for every game.
SHELL = Messages({
    "see_rules": ("See: mkref rules {entry}", "Siehe: mkref rules {entry}"),
    "error": ("Error: {text}", "Fehler: {text}"),
    "nothing_to_undo": ("Nothing to undo.", "Nichts zurückzunehmen."),
    "nothing_to_redo": ("Nothing to redo.", "Nichts zu wiederholen."),
    "undo_label": ("undo: {words}", "zurückgenommen: {words}"),
    "redo_label": ("redo: {words}", "wiederholt: {words}"),
    "undo_chance": (" (a die roll or draw is undone too)", " (ein Würfelwurf oder Zug wird mit zurückgenommen)"),
    "redo_chance": (" (with the same die roll or draw)", " (mit demselben Würfelwurf oder Zug)"),
    "chance_mark": (" [roll/draw]", " [Wurf/Zug]"),
    "nothing_yet": ("Nothing happened yet.", "Bisher ist nichts geschehen."),
    "rolled": ("  rolled: {values}", "  gewürfelt: {values}"),
    "cannot_roll": ("mkref cannot answer '{prompt}' by rolling", "mkref kann „{prompt}“ nicht auswürfeln"),
    "cannot_roll.printed": ("the value is printed on the component: read it off the card or token",
                            "der Wert ist auf das Spielmaterial gedruckt: lies ihn von der Karte oder dem Plättchen ab"),
    "cannot_roll.count": ("only the table sees it: count it on the table", "nur der Tisch sieht es: zählt es auf dem Tisch ab"),
    "cannot_roll.choice": ("the players choose it", "die Spieler wählen es"),
    "cannot_roll.die": ("mkref does not know this die's faces", "mkref kennt die Seiten dieses Würfels nicht"),
    "cannot_roll.draw": ("mkref does not track this pile", "mkref verfolgt diesen Stapel nicht"),
    "cards.cannot_use": ("Cannot use the table's card file {path}", "Die Kartendatei des Tisches {path} ist nicht verwendbar"),
    "cards.fix": ("Fix that value, or remove it: mkref then asks it again", "Berichtige den Wert oder lösche ihn: mkref fragt ihn dann neu"),
    "cards.bad_value": ("{key} = {value} is not a number, a word, true/false or a list of them",
                        "{key} = {value} ist keine Zahl, kein Wort, nicht true/false und keine Liste davon"),
    "cards.none": ("No card file yet for {game} in {folder}: mkref keeps one once the table tells it a printed value.",
                   "Noch keine Kartendatei für {game} in {folder}: mkref legt sie an, sobald der Tisch einen aufgedruckten Wert nennt."),
    "cards.head": ("{path}: {count} value(s) the table told", "{path}: {count} vom Tisch genannte(r) Wert(e)"),
    "cards.ok": ("{path}: {count} value(s), all readable", "{path}: {count} Wert(e), alle lesbar"),
    "cards.added": ("{count} value(s) added from {source}", "{count} Wert(e) aus {source} übernommen"),
    "cards.differ": ("  kept ours for {key}: here {ours}, there {theirs}", "  unseren Wert behalten für {key}: hier {ours}, dort {theirs}"),
    "stopped.input_ended": ("Stopped: the input ended before the questions did. A tracked game is saved up to its last accepted command.",
                            "Angehalten: die Eingabe endete vor den Fragen. Ein mitgeführtes Spiel ist bis zu seinem letzten angenommenen Befehl gespeichert."),
    "stopped.ctrl_c": ("Stopped (Ctrl-C). A tracked game is saved up to its last accepted command.",
                       "Angehalten (Strg-C). Ein mitgeführtes Spiel ist bis zu seinem letzten angenommenen Befehl gespeichert."),
    "data.problems": ("{file} has problems", "{file} enthält Fehler"),
    "data.no_heroes": ("{file} has no heroes", "{file} enthält keine Helden"),
    "data.no_scenarios": ("{file} has no scenarios", "{file} enthält keine Szenarien"),
    "word.roll": ("roll", "würfeln"),
    "word.cancel": ("cancel", "abbrechen"),
    "type_value": ("Type the value, or 'cancel' to take back the command", "Gib den Wert ein, oder 'abbrechen' nimmt den Befehl zurück"),
    "answer_prompt.fixed": ("{prompt} ('cancel' takes back)> ", "{prompt} ('abbrechen' nimmt zurück)> "),
    "from_cards": ("  {prompt}: {value} (the table's card file)", "  {prompt}: {value} (Kartendatei des Tisches)"),
    "cards_unreadable": ("  The table's card file {path} cannot be read ({why}): its values are asked again. 'mkref cards {game} --check' tells more.",
                         "  Die Kartendatei des Tisches {path} ist nicht lesbar ({why}): ihre Werte werden neu erfragt. 'mkref cards {game} --check' sagt mehr."),
    "cards_not_kept": ("  The value could not be kept in the table's card file ({why}); it is in this save.",
                       "  Der Wert konnte nicht in der Kartendatei des Tisches gespeichert werden ({why}); er steht in diesem Spielstand."),
    "help_more": ("'help COMMAND' (hilfe BEFEHL): details and example; 'help all': every command.",
                  "'hilfe BEFEHL': Einzelheiten und Beispiel; 'hilfe alle': jeder Befehl."),
    "usage.help": ("[COMMAND]", "[BEFEHL]"),
    "example.help": ("help undo", "hilfe rückgängig"),
    "example.log": ("log 10", "protokoll 10"),
    "shell_group": ("Shell:", "Eingabe:"),
    "shell_name": ("Shell", "Eingabe"),
    "commands_group": ("Commands", "Befehle"),
    "this_game": ("This game:", "Dieses Spiel:"),
    "greeting": ("{toolbar}   (help lists the commands, quit leaves)", "{toolbar}   (hilfe zeigt die Befehle, beenden verlässt das Spiel)"),
    "saved": ("Saved: {path}", "Gespeichert: {path}"),
    "saved_as": ("Saved as {path} (seed {seed}). Continue with: mkref play {name}", "Gespeichert als {path} (Seed {seed}). Weiter mit: mkref play {name}"),
    "no_command": ("No command '{name}'", "Kein Befehl '{name}'"),
    "help_hint": ("Type 'help' for the list", "'hilfe' zeigt die Liste"),
    "unknown": ("Unknown {kind} '{name}'", "'{name}' ist unbekannt ({kind})"),
    "unknown_why": ("no {kind} has that name or id", "kein Name und keine Id der Art „{kind}“ passt"),
    "did_you_mean": ("Did you mean: {names}", "Meintest du: {names}"),
    "and_help": ("{hint}. Type 'help' for the list", "{hint}. 'hilfe' zeigt die Liste"),
    "possible": ("Possible answers: {options}", "Mögliche Antworten: {options}"),
    "count": ("{prompt}: expected {count} answer(s), got {got}", "{prompt}: {count} Antwort(en) erwartet, {got} erhalten"),
    "cannot_come_up": ("{what} cannot come up here", "{what} kann hier nicht vorkommen"),
    "not_recognised": ("'{word}' is not recognised here", "'{word}' wird hier nicht erkannt"),
    "new.unknown_option": ("Unknown option '{option}' for {game}", "Unbekannte Option '{option}' für {game}"),
    "new.stray_word": ("'{option}' is not an option of {game}: every value follows its option",
                       "'{option}' ist keine Option von {game}: jeder Wert folgt seiner Option"),
    "new.flag_value": ("{option} takes no value", "{option} nimmt keinen Wert"),
    "new.needs_value": ("{option} needs a value ({metavar})", "{option} braucht einen Wert ({metavar})"),
    "new.help_hint": ("'mkref new {game} --help' lists its options", "'mkref new {game} --help' zeigt seine Optionen"),
    "did_you_mean_help": ("Did you mean: {names}? 'mkref new {game} --help' lists every option",
                          "Meintest du: {names}? 'mkref new {game} --help' zeigt alle Optionen"),
    "new.repeatable": ("(may be given more than once)", "(mehrfach möglich)"),
    # a table setting refused in the core's words (mkref.core.settings.CORE_REFUSALS; each game has its own)
    "setting.takes_flag": ("The setting {key} takes true or false", "Die Einstellung {key} nimmt true oder false"),
    "setting.takes": ("The setting {key} takes one of: {values}", "Die Einstellung {key} nimmt eines von: {values}"),
    "setting.got": ("got {value}", "erhalten: {value}"),
    "setting.pair": ("Cannot read the setting '{pair}': expected KEY=VALUE", "Die Einstellung '{pair}' ist nicht lesbar: erwartet SCHLÜSSEL=WERT"),
    "new.choices": ("One of:", "Eines von:"),
    "new.keys": ("Keys:", "Schlüssel:"),
    "new.usage": ("Usage: mkref new GAME [OPTIONS]", "Aufruf: mkref new SPIEL [OPTIONEN]"),
    "new.usage_game": ("Usage: mkref new {game} [OPTIONS]", "Aufruf: mkref new {game} [OPTIONEN]"),
    "new.about": ("Start a new tracked game and print the table's setup checklist.",
                  "Ein neues Spiel beginnen und die Aufbau-Checkliste für den Tisch ausgeben."),
    "new.games": ("Games:", "Spiele:"),
    "new.game_options": ("Options of {name}:", "Optionen von {name}:"),
    "new.shared_options": ("Options of every game:", "Optionen jedes Spiels:"),
    "new.more": ("'mkref new GAME --help' lists a game's own options and their choices.",
                 "'mkref new SPIEL --help' zeigt die Optionen eines Spiels und ihre Werte."),
    "number_too_big": ("The number {number} is too big", "Die Zahl {number} ist zu groß"),
    "number_limit": ("a number typed here is at most {limit} either way, as in a file mkref reads",
                     "eine hier eingegebene Zahl ist höchstens {limit} (auch negativ), wie in jeder Datei, die mkref liest"),
    "long_number": ("{start}... ({digits} digits)", "{start}... ({digits} Ziffern)"),
    "names_none": ("it names none of the possible answers", "es nennt keine der möglichen Antworten"),
    "too_often": ("'{name}' cannot be drawn that often", "'{name}' kann nicht so oft gezogen werden"),
    "pile_short": ("the pile does not hold that many", "so viele sind nicht im Stapel"),
    "cancel_hint": ("or 'cancel' to take back the command", "oder 'abbrechen' nimmt den Befehl zurück"),
    "hint_cancel": ("{hint}; or 'cancel' to take back the command", "{hint}; oder 'abbrechen' nimmt den Befehl zurück"),
    "taken_back": ("'{command}' taken back", "'{command}' zurückgenommen"),
    "command_taken_back": ("Command taken back", "Befehl zurückgenommen"),
    "cancelled": ("cancelled at its question; nothing changed", "bei der Rückfrage abgebrochen; nichts hat sich geändert"),
    "not_an_answer": ("'{head}' is a command, not an answer: '{command}' still waits for: {prompt}",
                      "'{head}' ist ein Befehl, keine Antwort: '{command}' wartet noch auf: {prompt}"),
    "type_answer": ("Type the answer ({options}), or 'cancel' to take back the command", "Die Antwort eingeben ({options}), oder 'abbrechen' nimmt den Befehl zurück"),
    "no_answer": ("{prompt}: no answer", "{prompt}: keine Antwort"),
    "problem_in": ("Problem in {where}", "Problem in {where}"),
    # where a number of the rules data comes from (mkref.core.provenance), shown beside it by `mkref rules`
    "provenance.printed": ("printed", "gedruckt"),
    "provenance.consensus": ("several sources agree", "mehrere Quellen stimmen überein"),
    "provenance.single": ("one source", "nur eine Quelle"),
    "provenance.estimated": ("estimated", "geschätzt"),
    "provenance.not_printed": ("not in the rulebook", "nicht im Regelheft"),
    "provenance.check": ("{said}: check the component", "{said}: am Spielmaterial prüfen"),
    "provenance.label": ("Numbers", "Zahlen"),
    "no_map": ("No map to draw for '{name}'", "Keine Karte zu zeichnen für '{name}'"),
    "no_map_why": ("{game} is played without a map of explored tiles", "{game} wird ohne Karte erkundeter Spielplanteile gespielt"),
    "no_map_hint": ("'mkref status {name}' shows the table", "'mkref status {name}' zeigt den Tisch"),
    "script.unexpected": ("{line}: accepted, but the script expected it to be refused ('#! refused' above it)",
                          "{line}: angenommen, aber das Skript erwartete eine Ablehnung ('#! refused' darüber)"),
    "script.not_run": ("the lines after it were not run", "die Zeilen danach wurden nicht ausgeführt"),
    "script.not_saved": ("{line}: the game could not be saved", "{line}: das Spiel konnte nicht gespeichert werden"),
    "script.not_run_saved": ("the lines after it were not run; the save holds everything before it",
                             "die Zeilen danach wurden nicht ausgeführt; der Spielstand enthält alles davor"),
    "script.refused": ("{line}: refused", "{line}: abgelehnt"),
    "script.line": ("line {n}: {text}", "Zeile {n}: {text}"),
    "script.fix": ("Fix that line, or add --keep-going to run on past refused commands",
                   "Berichtige diese Zeile, oder füge --keep-going hinzu, um nach abgelehnten Befehlen weiterzumachen"),
    "script.refused_more": ("{line}: refused (and {more} more refused command(s))",
                            "{line}: abgelehnt (und {more} weitere abgelehnte Befehle)"),
    "script.others_run": ("the other lines were run (--keep-going)", "die übrigen Zeilen wurden ausgeführt (--keep-going)"),
    "input_ended": ("the input ended", "die Eingabe ist zu Ende"),
    "add_answer": ("Add the answer on the line after the command, or 'roll'", "Die Antwort in die Zeile nach dem Befehl schreiben, oder 'würfeln'"),
    "add_fact": ("Add the answer on the line after the command (the table reads or counts it)",
                 "Die Antwort in die Zeile nach dem Befehl schreiben (der Tisch liest oder zählt sie ab)"),
    "kind.command": ("command", "Befehl"),
    "kind.hero": ("hero", "Held"),
    "kind.scenario": ("scenario", "Szenario"),
    "kind.enemy": ("enemy", "Feind"),
    "kind.unit": ("unit", "Einheit"),
    "kind.card": ("card", "Karte"),
    "kind.skill": ("skill", "Fähigkeit"),
    "kind.terrain": ("terrain", "Gelände"),
    "kind.site": ("site", "Ort"),
    "kind.map tile": ("map tile", "Spielplanteil"),
    "kind.map shape": ("map shape", "Spielplanform"),
    "kind.ruins token": ("ruins token", "Ruinenplättchen"),
    "kind.city colour": ("city colour", "Stadtfarbe"),
    "kind.expansion": ("expansion", "Erweiterung"),
    "kind.figure": ("figure", "Figur"),
    "kind.game": ("game", "Spiel"),
    "kind.item": ("item", "Gegenstand"),
    "kind.player": ("player", "Spieler"),
    "kind.rules entry": ("rules entry", "Regeleintrag"),
    "kind.setting": ("setting", "Einstellung"),
    "kind.terrain piece": ("terrain piece", "Geländestück"),
    "kind.warrior": ("warrior", "Krieger"),
    "kind.tactic": ("tactic", "Taktik"),
    "cmd.help": ("List the commands, or explain one.", "Die Befehle auflisten oder einen erklären."),
    "cmd.undo": ("Take back the last command (and any roll or draw it made).", "Den letzten Befehl zurücknehmen (samt Wurf oder Zug, den er gemacht hat)."),
    "cmd.redo": ("Apply the last undone command again.", "Den zuletzt zurückgenommenen Befehl wieder ausführen."),
    "cmd.log": ("Show the last N commands (all with 'log all').", "Die letzten N Befehle zeigen (alle mit 'protokoll alle')."),
    "cmd.quit": ("Leave; the game is already saved.", "Verlassen; das Spiel ist schon gespeichert."),
    "example": ("example: {example}", "Beispiel: {example}"),
    "also": ("also: {names}", "auch: {names}"),
    "answer_prompt": ("{prompt} ('roll' rolls, 'cancel' takes back)> ", "{prompt} ('würfeln' würfelt, 'abbrechen' nimmt zurück)> "),
})
