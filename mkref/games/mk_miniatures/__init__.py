"""The Mage Knight miniatures game (combat-dial edition, German rulebook 2003): pure rules.

Modules: `data` (rules/mk-miniatures/*.toml as frozen dataclasses), `settings` (every A-numbered
default of the spec as a switch), `rules` (turns, tokens, pushing, damage, healing, movement,
formations, terrain, objectives, victory), `attack` (the attack sequence with every step and its
page), `domains` (the 20 domain cards and their counters), `army` (army files and mkstats import),
`game` (the tracked game on the shared core). Nothing here imports the board game's package.
"""

GAME_ID = "mk-miniatures"
