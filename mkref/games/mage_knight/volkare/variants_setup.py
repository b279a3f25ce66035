"""The Lost Legion's set-up variants in a tracked game (`mkref new --variant ...`): [V1] Volkare's Camp instead of
a city (with Pursuit), [V2] Volkare's level (`--volkare-level`), [V3] the additional player, [V4] solo offer control.

`check` refuses a variant the game at hand cannot take (with its section), `extra_players` widens the player
count for [V3], `v3_stack` gives its tile stack (A-V3), `checklist` the lines to lay out and `round_end_lines`
what [V4] makes the solo player do when a round ends. The rules themselves are in `variants.py`.
"""

from __future__ import annotations

from typing import Any

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.messages import Named
from mkref.games.mage_knight.volkare import army as army_rules
from mkref.games.mage_knight.volkare import variants
from mkref.games.mage_knight.volkare.data import settings
from mkref.games.mage_knight.parts import Setup
from mkref.games.mage_knight.volkare.messages import MESSAGES
from mkref.games.mage_knight.volkare.state_types import LegionGameState

CAMP, EXTRA, OFFERS = "volkares_camp", "additional_player", "solo_offer_control"
SETUP_VARIANTS = (CAMP, EXTRA, OFFERS)


def _by_players(table: Any, n: int) -> int:
    """A scenario value by player count (a number, or {count: number}: the largest count below when missing)."""
    if not isinstance(table, dict):
        return int(table or 0)
    counts = sorted(int(k) for k in table)
    below = [c for c in counts if c <= n] or counts[:1]
    return int(table[str(below[-1])]) if below else 0


def _has(game_setup: Setup, variant: str) -> bool:
    return variant in (game_setup.get("variants") or [])


def extra_players(chosen: list[str], info: dict[str, Any]) -> int:
    """[V3]: one player more than the scenario's competitive maximum (a 5th); cooperative games stay at 4."""
    return 1 if EXTRA in chosen and not info.get("cooperative") else 0


def check(game_setup: Setup, info: dict[str, Any], volkare_level: int | None) -> None:
    """Refuse a set-up variant the chosen scenario and table cannot take, and record [V1]'s level ([V2])."""
    n = len(game_setup["players"])
    if _has(game_setup, EXTRA):
        wanted = 4 if info.get("cooperative") else int(info["players"]["max"]) + 1
        if n != wanted:
            kind = MESSAGES.said("kind_cooperative" if info.get("cooperative") else "kind_competitive")
            raise RuleViolation(MESSAGES.said("v3_count", wanted=wanted, kind=kind, n=n), MESSAGES.said("v3_count_why"), ref="[V3]")
    if _has(game_setup, OFFERS) and n != 1:
        raise RuleViolation(MESSAGES.said("v4_solo_only"), MESSAGES.said("v4_players_given", n=n), ref="[V4]")
    if _has(game_setup, CAMP):
        setup = info["setup"]
        if not _by_players(setup.get("city_tiles"), n) and not setup.get("city_levels"):
            raise RuleViolation(MESSAGES.said("v1_no_city", scenario=Named(info["name"]["en"], info["name"].get("de", info["name"]["en"]))),
                                MESSAGES.said("v1_no_city_why"), ref="[V1]")
        if volkare_level is None:
            raise InvalidInput(MESSAGES.said("v1_level"), MESSAGES.said("v1_level_why"), MESSAGES.said("v1_level_hint"), ref="[V1]")
        game_setup["volkares_camp"] = {"level": army_rules.effective_level(volkare_level)}


def v3_stack(game_setup: Setup, sset: dict[str, Any], cooperative: bool) -> dict[str, int] | None:
    """A-V3 tiles: the largest previous count's values + 2 countryside, + 1 core without a city, + 1 city when the
    city count grows with the players; 5 city tiles make 4 cities and Volkare's Camp ([V3], [V1])."""
    if not _has(game_setup, EXTRA):
        return None
    base_count = 3 if cooperative else 4
    cities = sset.get("city_tiles")
    grows = isinstance(cities, dict) and len({int(v) for v in cities.values()}) > 1
    base = variants.Sizes(base_count + 2, base_count + 2, _by_players(sset.get("countryside"), base_count),
                          _by_players(sset.get("core_tiles"), base_count), _by_players(cities, base_count), False)
    sizes = variants.v3_sizes(base, grows)
    return {"countryside": sizes.countryside, "core": sizes.core, "city": sizes.cities, "camp": int(sizes.volkares_camp),
            "dice": sizes.dice, "units": sizes.units}


def checklist(game_setup: Setup, sset: dict[str, Any], cooperative: bool, lang: str = "en") -> list[str]:
    """The lines [V1], [V3] and [V4] add to the set-up checklist."""
    say = MESSAGES.text
    lines: list[str] = []
    camp = game_setup.get("volkares_camp")
    if camp:
        troops = army_rules.army(camp["level"])
        shown = ", ".join(f"{count} {say(f'colour_{colour}', lang)}" for colour, count in troops.items() if count)
        lines += [
            say("v1_camp", lang, level=camp["level"], count=sum(troops.values()), troops=shown),
            say("v1_assault", lang),
            say("v1_pursuit", lang, points=settings().pursuit_conqueror_points),
        ]
    sizes = v3_stack(game_setup, sset, cooperative)
    if sizes:
        camp_text = say("v3_camp", lang) if sizes["camp"] else ""
        lines.append(say("v3_sizes", lang, countryside=sizes["countryside"], core=sizes["core"], city=sizes["city"], camp=camp_text,
                         dice=sizes["dice"], units=sizes["units"]))
        if cooperative:
            lines.append(say("v3_tactics", lang))
    if _has(game_setup, OFFERS):
        lines.append(say("v4_setup", lang))
    return lines


def round_end_lines(state: LegionGameState, lang: str = "en") -> list[str]:
    """[V4] when a round ends (not after the last): before new cards are revealed, the lowest card of the spell
    offer and of the Advanced Action offer leave the game; the solo player may also remove the middle one (A-V4)."""
    info = state.get("lost_legion_variants")
    if not info or OFFERS not in info["variants"] or state["phase"] != "round_over":
        return []
    key = "v4_round_end_out" if settings().v4_removed_to == "out_of_game" else "v4_round_end_under"
    return [MESSAGES.text(key, lang)]
