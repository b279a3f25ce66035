"""Mage Knight Board Game (Ultimate Edition): the pure rules of the game."""
