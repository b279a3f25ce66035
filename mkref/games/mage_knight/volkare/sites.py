"""The expansion's sites and units at the table: A-MAZE, A-DEEPMINE, A-REFUGEE, A-INFL ([07.3]-[07.5], [06.2], [08])."""

from __future__ import annotations

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.record import Record
from mkref.games.mage_knight.volkare.data import BASIC, Settings, expansion, settings


def _no(key: str, /, **values: object) -> str:
    from mkref.games.mage_knight.volkare.messages import MESSAGES

    return MESSAGES.said(key, **values)


def colour_named(ident: str) -> str:
    from mkref.games.mage_knight.volkare import messages

    return messages.colour_named(ident)


def colours(idents: list[str] | tuple[str, ...]) -> str:
    from mkref.games.mage_knight.volkare import messages

    return messages.colours(idents)

# ---------------------------------------------------------------- Maze and Labyrinth (A-MAZE)


class MazeEntry(Record):
    entered: bool
    uses_action: bool
    draws: str = ""  # the token pile to draw from
    reward: tuple[str, ...] = ()


def maze_entry(
    site: str, move_paid: int, marked: dict[int, str], player: str, companions: int = 0,
    rules: Settings | None = None,
) -> MazeEntry:
    """A-MAZE steps 2-5, 8-10: enter a Maze or Labyrinth by paying `move_paid` Move for one path.

    `marked`: path price -> the player whose shield marks it. Under 2 Move: nothing happens (I-15, setting
    maze_short_uses_action). A player who owns a path there may not enter again (I-16).
    """
    rules = rules or settings()
    exp = expansion()
    if site not in exp.maze_costs:
        raise InvalidInput(_no("sites.not_maze", site=site), ref="[07.3]")
    prices = exp.maze_costs[site]
    if move_paid < min(prices):
        return MazeEntry(False, rules.maze_short_uses_action)
    if move_paid not in prices:
        raise RuleViolation(
            _no("sites.no_path", move=move_paid), _no("sites.no_path_why", prices=", ".join(map(str, prices))), _no("sites.no_path_hint"),
            ref="[07.3]",
        )
    if companions > 1:
        raise RuleViolation(_no("no_companion_two"), _no("no_companion_two_why"), ref="[07.3]")
    if player in marked.values() and rules.maze_reentry == "never":
        raise RuleViolation(_no("sites.holds_path", player=player), _no("sites.holds_path_why"), ref="[07.3]")
    if len(marked) >= len(prices):
        raise RuleViolation(_no("sites.all_marked"), _no("sites.all_marked_why"), ref="[07.3]")
    if move_paid in marked:
        raise RuleViolation(_no("sites.path_marked", move=move_paid, player=marked[move_paid]), _no("sites.path_marked_why"), ref="[07.3]")
    reward = exp.maze_rewards[site][move_paid] + exp.maze_extra[site]
    return MazeEntry(True, True, exp.maze_draws[site], reward)


def maze_result(defeated: bool) -> tuple[bool, str]:
    """A-MAZE steps 6-8: (a shield marks the path, what happens to the token). The token is discarded either way."""
    return defeated, "discard"


def adventurer_points(shields_in_mazes: int, other_adventure_shields: int) -> int:
    """[16.1]: Greatest Adventurer points: each shield in a Maze or Labyrinth counts 2 Fame, like every other
    adventure-site shield (2 each, B p. 15)."""
    return 2 * other_adventure_shields + expansion().adventurer_points * shields_in_mazes


# ---------------------------------------------------------------- Deep Mine (A-DEEPMINE)


def deep_mine_colours(depicted: list[str], terrain: str) -> tuple[str, ...]:
    """The colours a Deep Mine offers: those depicted; all four in a swamp ([07.4])."""
    return expansion().swamp_colours if terrain == "swamp" else tuple(depicted)


def deep_mine_gain(choice: str, offered: tuple[str, ...], held: int) -> int:
    """Crystals gained at the end of the turn (before rewards and level-up): 1, or 0 with 3 already ([07.4], D-05)."""
    if choice not in offered:
        raise RuleViolation(_no("sites.mine_colour", colour=colour_named(choice)), _no("sites.choose_one", colours=colours(offered)), ref="[07.4]")
    return 0 if held >= expansion().max_crystals else 1


# ---------------------------------------------------------------- Refugee Camp and influence (A-REFUGEE, A-INFL)


def refugee_cost(cost: int, icons: list[str], rules: Settings | None = None, surcharge_if_none: int | None = None) -> int:
    """A-REFUGEE: printed cost + the lowest surcharge among the unit's recruit icons ([07.5]).

    Icons without a surcharge (e.g. Magical Glade) are ignored; a unit with none of the listed icons needs the
    table's answer (I-17, setting refugee_other_icons: "ask" needs `surcharge_if_none`, "zero" adds 0).
    """
    rules = rules or settings()
    table = expansion().refugee_surcharge
    known = [table[i] for i in icons if i in table]
    if known:
        return cost + min(known)
    if rules.refugee_other_icons == "zero":
        return cost
    if surcharge_if_none is None:
        raise InvalidInput(_no("sites.no_icon"), _no("sites.no_icon_why"), ref="[07.5]")
    return cost + surcharge_if_none


def reputation_modifier(modifier: int | None, recruits: list[str]) -> int:
    """A-INFL steps 1-3: the reputation modifier for one interaction, given the units recruited in it.

    None = the X space: no interaction. Thugs invert it, Heroes double it, once however many; never both.
    """
    if modifier is None:
        raise RuleViolation(_no("sites.no_interaction"), _no("sites.no_interaction_why"), ref="[08]")
    exp = expansion()
    thugs = exp.thugs in recruits
    heroes = any(r in exp.heroes for r in recruits)
    if thugs and heroes:
        raise RuleViolation(_no("sites.thugs_and_heroes"), _no("sites.thugs_and_heroes_why"), ref="[06.2]")
    if thugs:
        return -modifier
    return 2 * modifier if heroes else modifier


def influence_total(played: int, modifier: int | None, recruits: list[str], shields: int = 0) -> int:
    """A-INFL step 5: influence played + the (changed) reputation modifier + the shield bonus, once per interaction."""
    return played + reputation_modifier(modifier, recruits) + shields


def check_recruit(unit: str, site: str, by_interaction: bool = True) -> None:
    """[06.2]: Delphana Masters only by interaction in a City or Refugee Camp; Magic Familiars at a monastery,
    mage tower or Magical Glade."""
    rules = expansion()
    if unit == "delphana_masters" and (not by_interaction or site not in rules.delphana_sites):
        raise RuleViolation(
            _no("sites.no_delphana"), _no("sites.no_delphana_why"), ref="[06.2]",
        )
    if unit == "magic_familiars" and site not in rules.familiars_sites:
        raise RuleViolation(_no("sites.no_familiars"), _no("sites.no_familiars_why"), ref="[06.2]")


def familiars_price(influence: int, mana: str, rules: Settings | None = None) -> tuple[int, int]:
    """(Influence, basic mana) to recruit Magic Familiars: 1 basic mana in addition (I-09) ([06.2])."""
    rules = rules or settings()
    if mana not in BASIC:
        raise RuleViolation(_no("sites.familiars_mana", mana=colour_named(mana)), _no("sites.familiars_mana_why"), ref="[06.2]")
    return (influence if rules.familiars_mana == "in_addition" else 0), 1


def payment_needed(units: list[str], assault_fortified: bool) -> dict[str, int]:
    """[06.2]: Influence each Thugs (to take damage) and Heroes unit (to act in a fortified assault) costs in a combat."""
    exp = expansion()
    out = {}
    for unit in units:
        if unit == exp.thugs or (assault_fortified and unit in exp.heroes):
            out[unit] = exp.payment_influence
    return out


def recruit_adjustment(unit: str, modifier: int, earlier: list[str]) -> int:
    """A-INFL step 3 in a running interaction: how recruiting `unit` changes the Influence the reputation
    modifier already gave (`modifier`, added once at the start). The first Thugs turn +m into -m (-2m), the first
    Heroes turn it into 2m (+m); more of the same change nothing; Thugs and Heroes never together ([06.2])."""
    exp = expansion()
    thugs_before = exp.thugs in earlier
    heroes_before = any(u in exp.heroes for u in earlier)
    if unit == exp.thugs:
        if heroes_before:
            raise RuleViolation(_no("sites.no_thugs"), _no("sites.no_thugs_why"), ref="[06.2]")
        return 0 if thugs_before else -2 * modifier
    if unit in exp.heroes:
        if thugs_before:
            raise RuleViolation(_no("sites.no_heroes"), _no("sites.no_heroes_why"), ref="[06.2]")
        return 0 if heroes_before else modifier
    return 0


def recruit_cost(unit: str, cost: int, icons: list[str], site: str, modifier: int, earlier: list[str]) -> tuple[int, int]:
    """(Influence to pay, of which the reputation change) for recruiting by interaction at `site` ([06.2], [07.5])."""
    check_recruit(unit, site)
    price = refugee_cost(cost, icons) if site == "refugee_camp" else cost
    adjust = recruit_adjustment(unit, modifier, earlier)
    return price - adjust, -adjust
