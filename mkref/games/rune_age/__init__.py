"""Rune Age (Fantasy Flight Games 2011; German edition Heidelberger Spieleverlag): the deck-building card game.

A plug-in on the shared core (see plugin.py), with the modules of every game's roles: ``game`` (the
tracked game and its command table), ``decide`` with ``decide_turn``, ``decide_fight``, ``decide_phase``
(a command checked against the rules), ``state`` and ``events`` (the state's and the events' types, and
``evolve``), ``texts`` (what the table reads), ``sheets`` (dispute sheets). Everything is pure except
``shell/``, the only part that writes to standard output (a sheet's verdict, the status table).
"""
