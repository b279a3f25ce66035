"""The tracked Knight Tales game on the shared core: `mkref new knight-tales --mode standard|solo|coop
--player NAME:KNIGHT ...` and `mkref play NAME`. This module is the Game protocol adapter and the
command table; the rules are in `decide` (with `decide_day` and `decide_night`: commands), `state` (evolve) and `texts` (text)."""

from __future__ import annotations

from typing import Any

from mkref.core.commands import CommandSpec, CommandTable
from mkref.core.events import Command, Event

from . import GAME_ID, data
from .messages import MESSAGES
from .state import EVENT_TYPES, KTState, evolve, initial_state
from .refusals import invalid, refuse

MODES = ("standard", "solo", "coop")


def _targets(st: KTState, words: list[str]) -> list[str]:
    from .decide_night import valid_targets

    return valid_targets(st, st.turn) if st.phase == "night" and st.turn else []


def _said(key: str) -> Any:
    return MESSAGES.said(key)


def command_table() -> CommandTable:
    g_set, g_day, g_night, g_any, g_info = (_said(f"group.{g}") for g in ("start", "day", "night", "any", "info"))
    return CommandTable([
        CommandSpec("order", "", _said("help.order"), "order",
                    ("reihenfolge",), g_set),
        CommandSpec("day", "", _said("help.day"), "day",
                    ("tag",), g_day),
        CommandSpec("buy", "CARD", _said("help.buy"), "buy 'Battle Axe'", ("kaufen",), g_day),
        CommandSpec("trophy", "TROPHY CARD CARD", _said("help.trophy"),
                    "trophy 'Spiked Shield' goblin orc_brute", ("trophäe", "trophaee"), g_day),
        CommandSpec("pass", "", _said("help.pass"), "pass", ("passen",), g_day),
        CommandSpec("night", "", _said("help.night"), "night", ("nacht",), g_night),
        CommandSpec("attack", "POS|boss [with CARD]... [aid COOPCARD KNIGHT]",
                    _said("help.attack"),
                    "attack b1 with spear", ("angriff", "angreifen"), g_night, _targets),
        CommandSpec("stop", "", _said("help.stop"), "stop", ("aufhören",), g_night),
        CommandSpec("marker", "POS KIND [N]", _said("help.marker"), "marker b1 shield",
                    ("marke",), g_any),
        CommandSpec("damage", "LANE N", _said("help.damage"), "damage b 1", ("schaden",), g_any),
        CommandSpec("use", "KNIGHT CARD", _said("help.use"),
                    "use Susy 'Battle Axe'", ("nutzen",), g_any),
        CommandSpec("quest", "KNIGHT QUEST", _said("help.quest"), "quest Michael row_2_or_3",
                    ("questen",), g_any),
        CommandSpec("card", "[KIND] ID FIELD=VALUE ...", _said("help.card"),
                    "card monster orc_brute type=minion faction=orc hp=2 black=2 red=1 vp=2", ("karte",), g_any),
        CommandSpec("status", "", _said("help.status"), "status", ("stand",), g_info),
        CommandSpec("grid", "", _said("help.grid"), "grid", ("feld", "schlachtfeld"), g_info),
        CommandSpec("rule", "QUESTION", _said("help.rule"), "rule Groll", ("regel",), g_info),
    ])


class KnightTalesGame:
    id = GAME_ID
    event_types = EVENT_TYPES

    def setup_from_args(self, args: list[str]) -> dict[str, Any]:
        return setup_from_args(args)

    def setup_checklist(self, setup: dict[str, Any], lang: str = "en") -> list[str]:
        return checklist(setup, lang)

    def initial_state(self, setup: dict[str, Any]) -> KTState:
        return initial_state(setup)

    def decide(self, st: KTState, command: Command) -> list[Event]:
        from .decide import decide

        return decide(st, command)

    def evolve(self, st: KTState, event: Event) -> KTState:
        return evolve(st, event)

    def commands(self) -> CommandTable:
        return command_table()

    table_cards = True  # starts from the table's card file and adds to it (mkref.core.cardfile)

    def printed_values(self, events: list[Event]) -> dict[str, Any]:
        from .state import printed_values

        return printed_values(events)

    def suggest(self, st: KTState, text: str) -> list[str]:
        return command_table().complete(st, text)

    def describe(self, st: KTState, events: list[Event], lang: str = "en") -> list[str]:
        from .texts import describe

        return describe(st, events, lang)

    def label(self, event: Event, lang: str = "en") -> str:
        from .texts import label

        return label(event, lang)

    def toolbar(self, st: KTState, lang: str = "en") -> str:
        from .texts import toolbar

        return toolbar(st, lang)

    def status(self, st: KTState) -> dict[str, Any]:
        from .texts import status

        return status(st)

    def score_sheet(self, status: dict[str, Any]) -> dict[str, Any]:
        """`mkref status NAME --sheet`: the finished standard game as a score sheet for `mkref settle`."""
        sheet = status.get("score_sheet")
        if not isinstance(sheet, dict):
            raise refuse("no_score_sheet", "p. 22")
        return sheet

    def query(self, st: KTState, command: Command, lang: str = "en") -> list[str] | None:
        from . import texts

        if command.name == "status":
            from .board_texts import status_lines

            return status_lines(texts.status(st), lang)
        if command.name == "grid":
            return texts.grid(st, lang)
        if command.name == "rule":
            if not command.args:
                raise invalid("ask_rule", hint="hint.rule")
            from mkref.core.rulesindex import answer_lines

            return answer_lines(GAME_ID, " ".join(command.args), lang)
        return None


def setup_from_args(args: list[str]) -> dict[str, Any]:
    """The set-up of `mkref new knight-tales ...`."""
    from mkref.core.options import parse_new_options

    from .new_options import OPTIONS
    from .settings import Settings, parse_assignments

    given = parse_new_options(OPTIONS, args, GAME_ID)  # the words' shape, the modes, difficulties and setting keys
    mode = given.chosen("--mode", "standard")
    difficulty = given.chosen("--difficulty", "heroic")
    players = []
    for value in given.values("--player"):
        name, sep, knight = value.partition(":")
        if not sep or not name:
            raise invalid("setup_player", hint="hint.player", value=value)
        players.append({"name": name, "knight": data.resolve_card("knights", knight)})
    assignments = given.values("--set")
    low, high = data.load().section("modes")[mode]["players"]
    if not low <= len(players) <= high:
        raise refuse("setup_players", data.load().section("modes")[mode]["ref"], "hint.add_player", mode=mode, low=low, high=high, count=len(players))
    if len({p["knight"] for p in players}) != len(players) or len({p["name"] for p in players}) != len(players):
        raise refuse("setup_distinct", "p. 6")
    settings = Settings(parse_assignments(assignments)).changed()
    gold = data.load().section("starting_gold")["by_players"][str(len(players))]
    setup: dict[str, Any] = {"mode": mode, "difficulty": difficulty, "players": players, "gold": gold, "save_name": "knight-tales"}
    if settings:
        setup["settings"] = settings
    if mode == "solo":
        known = list(data.load().cards.get("townsfolk", {}))
        setup["townsfolk"] = known if len(known) == 6 else [f"townsfolk_{n}" for n in range(1, 7)]
    return setup


def checklist(setup: dict[str, Any], lang: str = "en") -> list[str]:
    t = MESSAGES.text
    facts = data.load()
    mode_name = facts.section("modes")[setup["mode"]]["name"][lang]
    difficulty = facts.section("difficulty")["level_names"][setup["difficulty"]][lang]
    lines = [t("check_title", lang, mode=mode_name, players=len(setup["players"]), difficulty=difficulty),
             "- " + t("check_board", lang), "- " + t("check_market", lang), "- " + t("check_decks", lang)]
    lines.append("- " + t({"standard": "check_quests", "solo": "check_townsfolk", "coop": "check_coop"}[setup["mode"]], lang))
    for p in setup["players"]:
        lines.append("- " + t("check_knight", lang, player=p["name"], knight=facts.card_name("knights", p["knight"], lang), gold=setup["gold"],
                              players=len(setup["players"])))
    lines.append(t("check_solo" if setup["mode"] == "solo" else "check_order", lang))
    return lines


GAME = KnightTalesGame()

__all__ = ["GAME", "MODES"]


def score_sheet(status: dict[str, Any]) -> dict[str, Any]:
    """The plug-in's ``status_sheet``: see ``KnightTales.score_sheet``."""
    return GAME.score_sheet(status)
