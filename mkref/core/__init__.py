"""The game-agnostic core: errors, names, rules data, event log, chance, piles, saves.

Nothing here knows any particular game, and nothing here prints, prompts or rolls by itself.
"""
