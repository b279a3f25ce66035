"""A-ARMY: Volkare's army from his level ([13], [V2], [S3]; spec §2.17)."""

from __future__ import annotations

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.messages import Named
from mkref.games.mage_knight.volkare.data import ARMY_COLOURS, Settings, settings, volkare
from mkref.games.mage_knight.volkare.messages import MESSAGES, colour_named
from mkref.games.mage_knight.volkare.messages import colours as colour_list

REF = "[13]"


def effective_level(level: int) -> int:
    """His level is never below 4 ([13])."""
    if level < 1:
        raise InvalidInput(MESSAGES.said("v.level_not_level", level=level), MESSAGES.said("v.level_whole"), ref=REF)
    return max(level, volkare().min_level)


def level_parts(level: int, rules: Settings | None = None) -> list[int]:
    """The clix levels whose windows together make his army (A-ARMY steps 2-4).

    Up to 15 the dial shows the level itself. Above it ([13], [V2]): an even level up to 30 is half the level
    taken twice. Otherwise (I-20, setting army_above_15): "split" cuts the level into the fewest near-equal
    parts of at most 15 (17 -> 8 + 9, 36 -> 12 + 12 + 12); "halve" rounds half down and doubles (17 -> 8 + 8).
    """
    rules = rules or settings()
    level = effective_level(level)
    top = volkare().clix_max
    if level <= top:
        return [level]
    if level % 2 == 0 and level // 2 <= top:
        return [level // 2, level // 2]
    if rules.army_above_15 == "halve" and level // 2 <= top:
        return [level // 2, level // 2]
    parts = -(-level // top)  # the fewest parts of at most 15
    small, extra = divmod(level, parts)
    return [small] * (parts - extra) + [small + 1] * extra


def army(level: int, rules: Settings | None = None) -> dict[str, int]:
    """Tokens per back colour (white, grey, red, green) for Volkare at `level`."""
    table = volkare().army
    total = dict.fromkeys(ARMY_COLOURS, 0)
    for part in level_parts(level, rules):
        for colour, count in table[part].items():
            total[colour] += count
    return total


def troop_count(level: int, rules: Settings | None = None) -> int:
    return sum(army(level, rules).values())


def check_troops(level: int, colours: list[str], rules: Settings | None = None) -> tuple[str, str] | None:
    """Refuse a token no army of his holds; a count that differs from the army table is the table's to say (the
    table has one source, volkare_army: check the clix dial), so it returns (mkref's army, the troops given)
    for a note instead of refusing."""
    wanted = army(level, rules)
    given = dict.fromkeys(ARMY_COLOURS, 0)
    for colour in colours:
        if colour not in given:
            raise RuleViolation(
                MESSAGES.said("army_colour", colour=colour_named(colour)), MESSAGES.said("army_colour_why", colours=colour_list(ARMY_COLOURS)), ref=REF,
            )
        given[colour] += 1
    if given == wanted:
        return None
    return _counted(wanted), _counted(given)


def _counted(tokens: dict[str, int]) -> Named:
    """'1 grey, 2 green' (German colour words in German: '1 grau, 2 grün'), 'none' for none."""
    shown = [(n, c) for c, n in tokens.items() if n]
    if not shown:
        return Named("none", MESSAGES.text("v.none", "de"))
    return Named(", ".join(f"{n} {c}" for n, c in shown), ", ".join(f"{n} {colour_named(c).german}" for n, c in shown))
