"""Rune Age (Fantasy Flight Games 2011; German edition Heidelberger Spieleverlag): the deck-building card game.

A plug-in on the shared core (see plugin.py). Pure rules in small modules; ``view`` is the only module
that writes to standard output (sheets and the status table).
"""
