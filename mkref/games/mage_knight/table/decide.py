"""`decide`: check one command of a tracked Mage Knight game against the rules and return its events.

Never changes the state. A refusal raises `RuleViolation` (with the page), `InvalidInput` or
`UnknownName`; a roll or draw the command needs raises `NeedAnswer` (see mkref.core.chance).

The decisions are split by the round's parts: `decide_round` (preparing the round, tactics, the dummy,
the announcement), `decide_turn` (moving, exploring, the Source), `decide_actions` (interaction, units,
wounds, bookkeeping) and `decide_end` (the end of the turn and of the game), all reading the helpers of
`decide_common`. This module names each command's decision in one place for `table/game.py`; the map
(map/in_game.py) and combat (table/combat.py) decide their own commands.
"""

from __future__ import annotations

from mkref.games.mage_knight.table.decide_common import colour_named, site_named, terrain_named, doing_named, unit_named, colour, number, ask, setup_of, real_players, dummy_player, turn_player, no_combat, normal_turn, game_end, pay, unit_in, new_uid, on_portal, nights_so_far, scenario_setup_of
from mkref.games.mage_knight.table.decide_round import prepare, tactic_rule, tactic, announce, dummy_turn
from mkref.games.mage_knight.table.decide_turn import play, enemy_names, parse_steps, owned_by, site_conquered, megalopolis_colours, main_city, move, explore, die
from mkref.games.mage_knight.table.decide_actions import no_action_beside_a_hero, interact, buy, recruit, unit_command, heal, wound, rest, crystal, fame, reputation, gain, note
from mkref.games.mage_knight.table.decide_end import end_turn, site_hand_bonus, mark_glade, liberate, trigger_end

__all__ = ["colour_named", "site_named", "terrain_named", "doing_named", "unit_named", "colour", "number", "ask", "setup_of", "real_players", "dummy_player", "prepare", "tactic_rule", "tactic", "turn_player", "no_combat", "normal_turn", "play", "enemy_names", "parse_steps", "owned_by", "site_conquered", "megalopolis_colours", "main_city", "move", "explore", "game_end", "die", "no_action_beside_a_hero", "interact", "pay", "buy", "unit_in", "new_uid", "recruit", "unit_command", "heal", "wound", "rest", "crystal", "fame", "reputation", "gain", "note", "announce", "end_turn", "site_hand_bonus", "dummy_turn", "on_portal", "nights_so_far", "mark_glade", "liberate", "trigger_end", "scenario_setup_of"]
