"""The prompt's command names in both languages: each command's German names and its group in ``help``,
and a command named in a refusal as the table types it (its German name in a German game). Light: the
decide modules and the command table (game.py) read it."""

from __future__ import annotations

from mkref.core.messages import Named
from mkref.core.names import name_in

# command -> (its German aliases, the first shown in help; the group it belongs to)
COMMANDS: dict[str, tuple[tuple[str, ...], str]] = {
    "buy": (("kaufen", "kauf", "kaufaktion"), "actions"),
    "influence": (("einfluss", "einflussaktion"), "actions"),
    "battle": (("schlacht",), "actions"),
    "siege": (("belagern", "belagerung"), "actions"),
    "unit": (("einheit", "einheitenaktion"), "actions"),
    "rune": (("drachenrune",), "actions"),
    "take": (("nehmen",), "actions"),
    "end": (("ende", "fertig"), "turn"),
    "play": (("spielen", "ausspielen"), "combat"),
    "pass": (("passen", "stop", "stopp"), "combat"),
    "wound": (("verwunden",), "combat"),
    "destroy": (("vernichten",), "combat"),
    "protect": (("schützen", "schuetzen"), "combat"),
    "bonus": (("modifikator", "modifikatoren"), "combat"),
    "resolve": (("auswerten", "auswertung"), "combat"),
    "event": (("ereignis", "ereigniskarte"), "event"),
    "defend": (("verteidigen",), "event"),
    "unaffected": (("verschont", "unbetroffen"), "event"),
    "pay": (("zahlen", "bezahlen"), "table"),
    "damage": (("schaden",), "table"),
    "reward": (("belohnung",), "table"),
    "status": (("stand",), "table"),
}
ENGLISH_ALIASES = ("stop",)  # the one alias above that is an English word


def shown_name(name: str, lang: str) -> str:
    """A command as the table types it: its German name in a German game."""
    return name_in(lang, name, COMMANDS[name][0][0]) if name in COMMANDS else name


def command_named(name: str) -> Named:
    """A command put into a refusal: the shell shows its German name in a German game."""
    return Named(name, shown_name(name, "de"))
