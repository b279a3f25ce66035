"""The game-agnostic core: errors, names, rules data, event log, chance, saves,
and the plug-in contract with the games (plugin.py, registry.py).

Nothing here knows any particular game, and nothing here prints, prompts or rolls by itself.
"""
