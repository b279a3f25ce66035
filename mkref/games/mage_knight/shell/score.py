"""`mkref score`: end-of-game scoring for any Mage Knight scenario, interactive or from a score sheet.

The questions and their answers live here; the arithmetic is in mkref.games.mage_knight.scoring and the table in
mkref.games.mage_knight.shell.scoring_view (imported only when a table is printed, so `--json` never loads rich).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, TypedDict, TypeVar

import typer

from mkref.core.bounds import check_typed
from mkref.core.errors import InputEnded, MkrefError, SheetError

if TYPE_CHECKING:
    from mkref.cli.settle import SettleOptions
    from mkref.games.mage_knight.scoring import Catalog, Result, Scenario, UnitLookup

    class UnitAnswer(TypedDict, total=False):
        """A unit as the score sheet's ``units`` lists it: by name or by level, wounded or not."""

        unit: str
        level: int
        wounded: bool

T = TypeVar("T")

YES = {"y", "yes", "j", "ja", "true", "1", "jep", "yep", "sure", "klar", "oui"}
NO = {"n", "no", "nein", "false", "0", "nope", "nee", "non"}
NUMBER_WORDS = {
    w: i for i, ws in enumerate([
        ("zero", "null"), ("one", "eins", "ein", "eine"), ("two", "zwei"), ("three", "drei"), ("four", "vier"),
        ("five", "fünf", "fuenf"), ("six", "sechs"), ("seven", "sieben"), ("eight", "acht"), ("nine", "neun"),
        ("ten", "zehn"), ("eleven", "elf"), ("twelve", "zwölf", "zwoelf"),
    ]) for w in ws
}
NONE = {"none", "no", "nothing", "keine", "kein", "keiner", "nichts", "nix", "-", "0"}

Q = "ask"  # the questions: ask.KEY in mage_knight/messages/interview.py
MSG = "say"  # what is said about an answer: say.KEY


class Asker:
    """Asks one question at a time on stderr and reads the answer from stdin, re-asking on a bad answer."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.tty = sys.stdin.isatty()

    def t(self, table: str, key: str, **kw: object) -> str:
        from mkref.games.mage_knight.messages import MESSAGES

        return MESSAGES.text(f"{table}.{key}", self.lang, **kw)

    def say(self, text: str) -> None:
        sys.stderr.write(text + "\n")
        sys.stderr.flush()

    def line(self, prompt: str) -> str:
        sys.stderr.write(prompt)
        sys.stderr.flush()
        if self.tty:
            return input()
        text = sys.stdin.readline()
        if not text:
            raise InputEnded(self.t(MSG, "eof"), self.t(MSG, "no_answer", prompt=prompt.strip().rstrip(":").strip()),
                             self.t(MSG, "one_per_line"))  # exit 130, like Ctrl-C
        text = text.rstrip("\r\n")
        sys.stderr.write(text + "\n")  # echo, so a piped session reads like a typed one
        return text

    def ask(self, prompt: str, parse: Callable[[str], T], default: str | None = None) -> T:
        sep = " " if prompt.endswith("?") else ": "
        shown = f"{prompt} [{default}]{sep}" if default else f"{prompt}{sep}"
        while True:
            text = self.line(shown).strip()
            if not text and default is not None:
                text = default
            try:
                check_typed(text)  # a number beyond the limit of files, before int() sees it
                return parse(text)
            except MkrefError as bad:
                self.say(f"  {bad.message(self.lang)} {self.t(MSG, 'again')}")
            except ValueError as bad:
                reason = str(bad).rstrip(".")
                self.say(f"  {reason}. {self.t(MSG, 'again')}")

    # parsers ---------------------------------------------------------------------------------------------
    def number(self, low: int = 0, high: int | None = None) -> Callable[[str], int]:
        def parse(text: str) -> int:
            folded = text.strip().casefold()
            if folded in NONE and low <= 0:
                return 0
            try:
                n = NUMBER_WORDS[folded] if folded in NUMBER_WORDS else int(folded)
            except ValueError:
                raise ValueError(self.t(MSG, "number" if folded else "empty", text=text)) from None
            if n < 0 and low >= 0:
                raise ValueError(self.t(MSG, "negative", n=n))
            if n < low or (high is not None and n > high):
                raise ValueError(self.t(MSG, "range", n=n, low=low, high=high if high is not None else "..."))
            return n

        return parse

    def yes_no(self, text: str) -> bool:
        folded = text.strip().casefold()
        if folded in YES:
            return True
        if folded in NO:
            return False
        raise ValueError(self.t(MSG, "yesno", text=text))

    def text(self, text: str) -> str:
        if not text.strip():
            raise ValueError(self.t(MSG, "empty"))
        return text.strip()


def _units(asker: Asker, low: int, high: int) -> Callable[[str], list[UnitAnswer]]:
    """'2 3w 1' (levels, w or v after a wounded unit), or unit names separated by commas: 'Peasants, Golems w'."""
    lookup: UnitLookup | None = None

    def parse(text: str) -> list[UnitAnswer]:
        nonlocal lookup
        folded = text.strip().casefold()
        if not folded or folded in NONE:
            return []
        units: list[UnitAnswer] = []
        for piece in folded.replace(";", ",").split(","):
            piece = piece.strip()
            if not piece:
                continue
            if any(ch.isalpha() and ch not in "wv" for ch in piece):  # a unit name
                words = piece.split()
                wounded = len(words) > 1 and words[-1] in ("w", "v", "wounded", "verletzt", "(w)", "(v)")
                name = " ".join(words[:-1] if wounded else words)
                if lookup is None:
                    from mkref.games.mage_knight.scoring import data_unit_lookup

                    lookup = data_unit_lookup()
                try:
                    shown, _level = lookup(name)
                except MkrefError as bad:
                    raise ValueError(bad.message()) from None
                units.append({"unit": shown, "wounded": True} if wounded else {"unit": shown})
                continue
            for token in piece.split():
                wounded = token[-1:] in ("w", "v", "*")
                digits = token[:-1] if wounded else token
                if not digits.isdecimal() or not low <= int(digits) <= high:
                    raise ValueError(asker.t(MSG, "unit", text=token))
                units.append({"level": int(digits), "wounded": True} if wounded else {"level": int(digits)})
        return units

    return parse


def _choose_scenario(asker: Asker, catalog: Catalog) -> Scenario:
    ordered = [s for s in catalog.scenarios.values()]
    asker.say(asker.t(MSG, "scenarios"))
    for i, s in enumerate(ordered, 1):
        other = s.name_en if s.name(asker.lang) != s.name_en else s.name_de
        extra = f" / {other}" if other and other != s.name(asker.lang) else ""
        asker.say(f"  {i:2}  {s.name(asker.lang)}{extra}  ({s.id})")

    def parse(text: str) -> Scenario:
        if text.strip().isdecimal() and 1 <= int(text) <= len(ordered):
            return ordered[int(text) - 1]
        if not text.strip():
            raise ValueError(asker.t(MSG, "empty"))
        found = catalog.index.find(text)
        if found is None:
            close = catalog.index.close(text)
            hint = asker.t(MSG, "did_you_mean", names=", ".join(close)) if close else ""
            raise ValueError(asker.t(MSG, "unknown_scenario", text=text, hint=hint))
        return catalog.scenarios[found]

    return asker.ask(asker.t(Q, "scenario"), parse)


def interview(asker: Asker, catalog: Catalog) -> dict[str, Any]:
    """Ask what the chosen scenario needs, player by player; return the answers in score-sheet shape."""
    from mkref.games.mage_knight import scoring

    asker.say(asker.t(MSG, "intro"))
    scenario = _choose_scenario(asker, catalog)
    from mkref.core.messages import page

    ref = page(scenario.ref, asker.lang)
    asker.say(f"-> {scenario.name(asker.lang)} ({ref})")
    rules = scenario.rules
    sheet: dict[str, Any] = {"scenario": scenario.id}
    low, high = scenario.players_min, scenario.players_max
    n = low if low == high else asker.ask(f"{asker.t(Q, 'players')} ({low}-{high})", asker.number(low, high))
    teams = False
    if scenario.team_play and n >= 4:
        teams = True if rules.teams_required_with == n else asker.ask(asker.t(Q, "teams"), asker.yes_no, asker.t(MSG, "no"))
    players: list[dict[str, Any]] = []
    for i in range(1, n + 1):
        name = asker.ask(asker.t(Q, "name", i=i), asker.text, asker.t(MSG, "player_n", i=i))
        while name in [p["name"] for p in players]:
            asker.say(asker.t(MSG, "name_taken"))
            name = asker.ask(asker.t(Q, "name", i=i), asker.text)
        players.append({"name": name})
    if teams:
        for p in players:
            p["team"] = asker.ask(asker.t(Q, "team", name=p["name"]), lambda t: _team(asker, t))
    need = scoring.needed_player_fields(scenario, teams)
    limit = rules.crystals_per_colour * rules.crystal_colours
    cities = 0
    if rules.cities is not None or rules.kind in ("cooperative", "solo"):
        default = rules.cities_total_by_players.get(n)
        cities = asker.ask(asker.t(Q, "cities_total"), asker.number(1, 12), str(default) if default else None)
        sheet["cities_total"] = cities
    led_so_far = 0
    leaders: list[tuple[str, int]] = []  # (player, cities led) so far
    for p in players:
        name = p["name"]
        for key in need:
            if key in ("on_portal", "chosen"):
                continue
            if key == "fame":
                p["fame"] = asker.ask(asker.t(Q, "fame", name=name), asker.number())
            elif key == "crystals":
                p["crystals"] = asker.ask(asker.t(Q, "crystals", name=name, max=limit), _crystals(asker, limit), "0")
            elif key == "units":
                p["units"] = asker.ask(asker.t(Q, "units", name=name), _units(asker, rules.unit_level_min, rules.unit_level_max), "")
            elif key == "shields":
                shields: dict[str, int] = {}
                for group in rules.ask_shields:
                    qkey = "adventure_sites_other" if group == "adventure_sites" and "tombs_and_dungeons" in rules.ask_shields else group
                    count = asker.ask(asker.t(Q, qkey, name=name), asker.number(), "0")
                    if count:
                        shields[group] = count
                p["shields"] = shields
            elif key == "mines":
                p["mines"] = {
                    "countryside": asker.ask(asker.t(Q, "mines_countryside", name=name), asker.number(), "0"),
                    "core": asker.ask(asker.t(Q, "mines_core", name=name), asker.number(), "0"),
                }
            elif key == "cities_led":  # each city has one leader (p. 10)
                p[key] = asker.ask(asker.t(Q, key, name=name), _cities_led(asker, cities, leaders), "0")
                led_so_far += p[key]
                if p[key]:
                    leaders.append((name, p[key]))
            elif key == "cities_shielded":
                p[key] = asker.ask(asker.t(Q, key, name=name), _cities_shielded(asker, name, cities, p.get("cities_led", 0)), "0")
            else:
                p[key] = asker.ask(asker.t(Q, key, name=name), asker.number(), "0")
    if rules.kind == "portal":
        names = [p["name"] for p in players]
        on = asker.ask(asker.t(Q, "on_portal"), lambda t: _player_or_none(asker, t, names))
        for p in players:
            p["on_portal"] = p["name"] == on
        if teams:
            for team in dict.fromkeys(p["team"] for p in players):
                members = [p["name"] for p in players if p["team"] == team]
                chosen = asker.ask(asker.t(Q, "chosen", team=team), partial(_player_or_none, asker, names=members, allow_none=False))
                for p in players:
                    if p["name"] in members:
                        p["chosen"] = p["name"] == chosen
    for key in scoring.needed_sheet_fields(scenario):
        total = cities or rules.cities_total_by_players.get(n, 0)
        round_limit = scenario.limit_for(n) or 6
        if key == "cities_conquered":  # at least as many as the players lead
            sheet[key] = asker.ask(asker.t(Q, key, total=total), _cities_conquered(asker, led_so_far, total or None))
        elif key == "rounds_played":
            sheet[key] = asker.ask(asker.t(Q, key, limit=round_limit), asker.number(1, round_limit), str(round_limit))
        elif key == "end_announced_in_last_round":
            sheet[key] = asker.ask(asker.t(Q, key), asker.yes_no)
        else:
            sheet[key] = asker.ask(asker.t(Q, key), asker.number(), "0")
    if scenario.id == "mines_liberation":
        sheet["mission_succeeded"] = asker.ask(asker.t(Q, "mission_mines"), asker.yes_no)
    elif scenario.id == "dungeon_lords":
        sheet["mission_succeeded"] = asker.ask(asker.t(Q, "mission_dungeons"), asker.yes_no)
    sheet["players"] = players
    return sheet


def _cities_led(asker: Asker, cities: int, leaders: list[tuple[str, int]]) -> Callable[[str], int]:
    """How many cities a player leads: at most the cities nobody leads yet; a refusal names who leads the rest."""
    base = asker.number()
    left = cities - sum(n for _name, n in leaders)

    def parse(text: str) -> int:
        n = base(text)
        if n > left:
            led = ", ".join(asker.t(MSG, "leads", name=name, n=k) for name, k in leaders)
            if left <= 0:
                raise ValueError(asker.t(MSG, "led_all", n=n, cities=cities, led=led))
            raise ValueError(asker.t(MSG, "led_some", n=n, taken=cities - left, left=left, cities=cities, led=led))
        return n

    return parse


def _cities_shielded(asker: Asker, name: str, cities: int, led: int) -> Callable[[str], int]:
    """Other cities with the player's shield: at most the cities the player does not lead."""
    base = asker.number()

    def parse(text: str) -> int:
        n = base(text)
        if n > cities - led:
            raise ValueError(asker.t(MSG, "shielded", n=n, name=name, led=led, cities=cities, left=cities - led))
        return n

    return parse


def _cities_conquered(asker: Asker, led: int, total: int | None) -> Callable[[str], int]:
    base = asker.number(0, total)

    def parse(text: str) -> int:
        n = base(text)
        if n < led:
            raise ValueError(asker.t(MSG, "conquered_low", n=n, led=led))
        return n

    return parse


def _team(asker: Asker, text: str) -> str:
    team = text.strip().upper()
    if team not in ("A", "B"):
        raise ValueError(asker.t(MSG, "team_ab"))
    return team


def _crystals(asker: Asker, limit: int) -> Callable[[str], int]:
    base = asker.number()

    def parse(text: str) -> int:
        n = base(text)
        if n > limit:
            raise ValueError(asker.t(MSG, "crystals", n=n, max=limit))
        return n

    return parse


def _player_or_none(asker: Asker, text: str, names: list[str], allow_none: bool = True) -> str:
    folded = text.strip().casefold()
    if allow_none and (not folded or folded in NONE | {"nobody", "niemand"}):
        return ""
    for name in names:
        if name.casefold() == folded:
            return name
    raise ValueError(asker.t(MSG, "player", text=text, names=", ".join(names)))


def score(
    sheet: str = typer.Option(None, "--sheet", help="Read the players' results from this TOML score sheet."),
    json_output: bool = typer.Option(False, "--json", help="Print the result as JSON (stable keys) and nothing else."),
    explain: bool = typer.Option(False, "--explain", help="Show the arithmetic of every number, with its page."),
    lang: str = typer.Option("en", "--lang", help="Language of questions and output: en or de."),
) -> None:
    """End-of-game scoring for any Mage Knight scenario.

    Without --sheet it asks, player by player, only what the chosen scenario needs (English or German answers).
    """
    from mkref.core.messages import normalise_lang

    try:
        lang = normalise_lang(lang)
    except MkrefError as error:  # a usage error (exit 2), said as the core says it
        raise typer.BadParameter(error.message(), param_hint="--lang") from None
    from mkref.games.mage_knight import scoring

    if sheet:
        from pathlib import Path

        from mkref.cli.settle import settle_table
        from mkref.core.tomlread import load_toml

        data = load_toml(Path(sheet), SheetError)
        settle_table(data, sheet, as_json=json_output, lang=lang, command="score", command_game="mage-knight",
                     options={"explain": explain})
        return
    catalog = scoring.load_catalog()
    answers = interview(Asker(lang), catalog)
    parsed = scoring.parse_sheet(answers, "your answers", catalog)
    _show(scoring.score(parsed), json_output, explain, lang, Asker(lang))


def settle_score(sheet: dict[str, Any], source: str, *, as_json: bool, lang: str, options: SettleOptions) -> int:
    """The plug-in's settle function for score sheets (`mkref score --sheet`, `mkref settle`)."""
    from mkref.games.mage_knight import scoring

    body = {key: value for key, value in sheet.items() if key != "kind"}
    if not (as_json and options.get("command") == "settle"):
        parsed = scoring.parse_sheet(body, source, scoring.load_catalog())
        _show(scoring.score(parsed), as_json, bool(options.get("explain")), lang, None)
        return 0
    try:  # `mkref settle --json`: a verdict either way
        result = scoring.score(scoring.parse_sheet(body, source, scoring.load_catalog()))
    except MkrefError as error:
        sys.stdout.write(json.dumps({"verdict": "illegal", **error.as_dict()}, ensure_ascii=False) + "\n")
        return 1
    sys.stdout.write(json.dumps({"verdict": "ok", **scoring.to_json(result)}, ensure_ascii=False, indent=2) + "\n")
    return 0


def _show(result: Result, json_output: bool, explain: bool, lang: str, asker: Asker | None) -> None:
    from mkref.games.mage_knight import scoring

    if json_output:
        sys.stdout.write(json.dumps(scoring.to_json(result), ensure_ascii=False, indent=2) + "\n")
        return
    from mkref.games.mage_knight.shell.scoring_view import render, render_explain

    offer = asker is not None and asker.tty and not explain and result.scenario.rules.kind != "portal"
    render(result, explain=explain, lang=lang, hint=not offer)
    if offer and asker is not None:
        if asker.ask(asker.t(Q, "explain"), asker.yes_no, asker.t(MSG, "no")):
            render_explain(result, lang)
