"""Mage Knight's own shell: its commands (combat, score) and rich views. The only part of the game that prints."""
