"""The Lost Legion's own commands in the tracked game: `volkare`, `maze`, `secondary`, `camp`, `pursuit` and
`fortitude`, each checked against the rules into events.

Their specs (usage, help, where they stand in the help) are in `part.py`, which hands a command here when the
base's command table names The Lost Legion as its owner. The checks are the rule modules' (in_game, sites_in_game,
skills_in_game, camp, banners); this module joins them to the base table's own helpers (the turn's player, a
fight's start), which it imports: the part imports the base, never the other way round.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mkref.core.events import Command
from mkref.core.messages import Named
from mkref.games.mage_knight.parts import Event
from mkref.games.mage_knight.table import combat as game_combat
from mkref.games.mage_knight.table import decide_common
from mkref.games.mage_knight.volkare.messages import MESSAGES
from mkref.games.mage_knight.volkare.state_types import LegionGameState

if TYPE_CHECKING:
    from mkref.games.mage_knight.volkare.sites_in_game import MazeEntered

Events = list[Event]


def volkare_turn(state: LegionGameState, command: Command) -> Events:
    """`volkare`: his tactic, drawn at random after the players ([02]), or his turn ([S3.1])."""
    from mkref.games.mage_knight.volkare import in_game

    return in_game.command(state, command)


def maze(state: LegionGameState, command: Command) -> Events:
    """`maze PRICE [UNIT]`: enter a Maze or Labyrinth and fight its token (sites_in_game.py, [07.3])."""
    from mkref.games.mage_knight.volkare import sites_in_game

    p = decide_common.normal_turn(state, "enter a Maze")
    entered = sites_in_game.prepare_maze(state, p, command)
    events = game_combat.start(state, Command("combat", [entered["token"]], command.text, dict(command.answers)))
    started = sites_in_game.maze_started(events, entered)
    started[0]["text"][-1] = maze_line(entered)  # said in the session's language: the state holds no language
    return started


def maze_line(entered: MazeEntered) -> str:
    """The Maze fight's opening line (the one `maze_started` writes in English) as a catalogue sentence."""
    rewards = [(MESSAGES.text(f"reward_{r}", "en"), MESSAGES.text(f"reward_{r}", "de")) for r in entered["rewards"]]
    return MESSAGES.said("maze_start", price=entered["price"], companion=entered["companion"] or "-",
                         rewards=Named(", ".join(en for en, _ in rewards), ", ".join(de for _, de in rewards)))


def secondary(state: LegionGameState, command: Command) -> Events:
    """`secondary OWNER [SKILL]`: a cooperative skill's secondary effect (skills_in_game.py, A-SKEXP)."""
    from mkref.games.mage_knight.volkare import skills_in_game

    return skills_in_game.use_secondary(state, command)


def camp(state: LegionGameState, command: Command) -> Events:
    """`camp [wall]`: [V1] assaulting Volkare's Camp (camp.py, I-29)."""
    from mkref.games.mage_knight.volkare import camp as camp_rules

    return camp_rules.assault(state, command, lambda s: decide_common.normal_turn(s, "assault"), game_combat.unit_entries)


def pursuit(state: LegionGameState, command: Command) -> Events:
    """`pursuit green|red|both [SPACE]`: [V1] Pursuit on or next to the conquered Camp (camp.py, A-PURSUIT)."""
    from mkref.games.mage_knight.volkare import camp as camp_rules

    return camp_rules.pursuit(state, command, game_combat.start)


def fortitude(state: LegionGameState, command: Command) -> Events:
    """`fortitude UNIT`: the Banner of Fortitude put on a unit (banners.py, [06.3])."""
    from mkref.games.mage_knight.volkare import banners

    return banners.attach(state, command, decide_common.turn_player, decide_common.unit_in)


def start_fight(state: LegionGameState, command: Command) -> Events:
    """`combat volkare [wall] [fortified]`: a fight against Volkare ([13.2]-[13.4], tracked_fight.py)."""
    from mkref.games.mage_knight.volkare import tracked_fight

    return tracked_fight.start_fight(state, command, game_combat.unit_entries)


DECIDE: dict[str, Callable[[LegionGameState, Command], Events]] = {
    "volkare": volkare_turn,
    "maze": maze,
    "secondary": secondary,
    "fortitude": fortitude,
    "camp": camp,
    "pursuit": pursuit,
}
