"""Mage Knight combat: the engine (the four phases, pp. 8-10), combat sheets, and combat inside a tracked game."""
