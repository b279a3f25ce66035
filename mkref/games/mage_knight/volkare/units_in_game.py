"""The Lost Legion's units in the tracked game ([06.2], [06.3], [01]): Magic Familiars' basic mana when recruited
and their upkeep at each round start, and the Banner of Command in place of a Command token.

Only questions and checks live here; the game's decide functions call them and put the answers in their events,
and `after_event` applies what a round start's upkeep decided.
"""

from __future__ import annotations

from mkref.core.chance import Request
from mkref.core.errors import RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.parts import Event
from mkref.games.mage_knight.state_types import PlayerState
from mkref.games.mage_knight.volkare import sites
from mkref.games.mage_knight.volkare.data import BASIC, settings
from mkref.games.mage_knight.volkare.messages import MESSAGES, colours
from mkref.games.mage_knight.volkare.state_types import LegionGameState, basic_colour, legion_unit
from mkref.games.mage_knight.volkare.tracked_fight import answer

REMOVE = "remove"
FAMILIARS = "magic_familiars"  # units.toml id ([06.2])
NAMES = (("red", "red", "rot"), ("blue", "blue", "blau"), ("white", "white", "weiß", "weiss"), ("green", "green", "grün", "gruen"),
         (REMOVE, "remove", "entfernen", "abgeben"))
BANNER_WORDS = {"banner", "banner_of_command", "befehl", "banner_des_befehls"}


def familiars_mana(unit: str, command: Command, key: str = "familiars_mana") -> str:
    """Recruiting Magic Familiars: the basic mana paid besides the Influence (I-09); "" for any other unit."""
    if unit != FAMILIARS:
        return ""
    colour = answer(command, Request(key, MESSAGES.said("ask_familiars_mana"),
                                     BASIC, chance=False, ref="[06.2]", names=NAMES[:4]))[0]
    sites.familiars_price(0, colour)  # only a basic colour pays
    return colour


def familiars_upkeep(state: LegionGameState, command: Command) -> dict[str, dict[str, str]]:
    """[01] at a round start: each Magic Familiars unit costs 1 crystal of any basic colour, or leaves the game
    (every round, I-02). Returns {player: {unit uid: crystal colour or "remove"}}."""
    rules = settings()
    out: dict[str, dict[str, str]] = {}
    for p in state["players"]:
        if p["dummy"] or p.get("eliminated"):
            continue
        have = dict(p["crystals"])
        for u in p["units"]:
            if u["id"] != FAMILIARS or (rules.familiars_upkeep == "once" and legion_unit(u).get("upkept")):
                continue
            options = tuple(c for c in BASIC if have.get(basic_colour(c), 0) > 0) + (REMOVE,)
            held = colours(options[:-1]) if options[:-1] else MESSAGES.said("none_held")
            prompt = MESSAGES.said("ask_familiars_upkeep", player=p["name"], unit=u["uid"], colours=held)
            paid = answer(command, Request(f"upkeep_{p['name']}_{u['uid']}", prompt, options, chance=False, ref="[01]", names=NAMES))[0]
            if paid != REMOVE:
                have[basic_colour(paid)] -= 1
            out.setdefault(p["name"], {})[u["uid"]] = paid
    return out


def apply_upkeep(state: LegionGameState, upkeep: dict[str, dict[str, str]]) -> None:
    for p in state["players"]:
        for uid, paid in upkeep.get(p["name"], {}).items():
            if paid == REMOVE:
                p["units"] = [u for u in p["units"] if u["uid"] != uid]
                continue
            p["crystals"][basic_colour(paid)] -= 1
            for u in p["units"]:
                if u["uid"] == uid:
                    legion_unit(u)["upkept"] = True


def upkeep_lines(events: list[Event], lang: str = "en") -> list[str]:
    """What the round start's upkeep did, one line per Magic Familiars unit."""
    out = []
    for e in events:
        for name, units in e.get("familiars_upkeep", {}).items():
            for uid, paid in units.items():
                key = "upkeep_removed" if paid == REMOVE else "upkeep_paid"
                out.append(MESSAGES.text(key, lang, player=name, unit=uid, colour=MESSAGES.text(f"colour_{paid}", lang) if paid != REMOVE else ""))
    return out


def banner_of_command(words: list[str]) -> tuple[list[str], bool]:
    """`recruit UNIT banner`: the new unit carries the Banner of Command instead of a Command token ([06.3])."""
    from mkref.core.names import fold

    kept = [w for w in words if fold(w) not in BANNER_WORDS]
    return kept, len(kept) != len(words)


def check_banner(player: PlayerState, unit: str = "") -> None:
    """One unit more than Command tokens with the Banner of Command, never two ([06.3]); never Delphana Masters,
    who join only by interaction in a City or Refugee Camp (the summary's [06.2]: "Nicht durch ... Banner des Befehls")."""
    if unit == "delphana_masters":
        raise RuleViolation(MESSAGES.said("sites.no_delphana"), MESSAGES.said("no_delphana_banner_why"), ref="[06.2]")
    if any(legion_unit(u).get("banner") == "banner_of_command" for u in player["units"]):
        raise RuleViolation(
            MESSAGES.said("banner_taken", player=player["name"]), MESSAGES.said("banner_taken_why"), ref="[06.3]",
        )
