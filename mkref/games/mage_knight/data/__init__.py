"""Mage Knight's component facts: enemies, units, keywords (components) and what a tracked game reads (game_facts)."""
