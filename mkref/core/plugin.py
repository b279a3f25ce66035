"""What a game offers, declared in one place: ``mkref/games/<pkg>/plugin.py`` holds ``PLUGIN = Plugin(...)``.

The shared shells (the CLI, the REPL, ``new``/``play``/``status``/``saves``/``map``/``settle``/``rules``)
ask the registry for a game's plug-in and import what it names only when a command needs it. Every
reference is a ``"module:attribute"`` string, so reading a plug-in imports none of the game's code.
A game adds itself by writing its package and one line in ``mkref.core.registry.GAMES``.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from mkref.core.record import Record


def resolve(target: str) -> Any:
    """The object a ``"module:attribute"`` reference names (imports the module)."""
    module_name, _, attr = target.partition(":")
    return getattr(importlib.import_module(module_name), attr)


class Plugin(Record):
    """A game's offer to the shells. Only ``rules_folder`` is required; the rest is what the game has.

    * ``game`` -- the tracked game (a ``mkref.core.events.Game``), for ``new``/``play``/``status``.
    * ``sheets`` -- sheet kind -> settle function. A sheet names its kind with ``kind = "..."``;
      ``default_sheet_kinds`` maps the top-level commands that settle sheets without naming one
      (``combat``, ``score``) to the kind they mean. A settle function has the signature
      ``settle(sheet: dict, source: str, *, as_json: bool, lang: str, options: dict) -> int``: it
      writes its result to standard output and returns the exit code (0, or 1 for ``"illegal"``).
    * ``lookup`` -- the module (a dotted name, or ``"module:attribute"`` naming an object) with
      ``extra_files(folder)`` and ``extra_entries(folder)``: the game's own rules-lookup entries beside
      ``rules/<game>/index*.toml`` (``mkref rules --game ID``; see ``mkref.core.rulesindex``).
    * ``commands`` -- the game's own top-level sub-commands: name -> ("module:attribute", one-line help).
    * ``views`` -- renderers the shared commands call: ``"status"`` (data, console, lang) for
      ``mkref status``; ``"map"`` (state, as_json, lang) for ``mkref map`` and the prompt's ``map``;
      ``"rules_card"`` (entry view, lang) -> a table or None, for ``mkref rules`` answers that are cards.
    * ``expansions`` -- expansion id -> (English name, German name); ``content`` names the function
      ``content(setup) -> frozenset[str]`` that decides once which component sets a game uses.
    * ``messages`` -- the game's message catalogue (a ``mkref.core.messages.Messages``).
    * ``checks`` -- a list of functions ``mkref check-rules`` calls after reading every file (each raises
      a MkrefError naming the problem); the cross-references between the game's data files.
    * ``command_kinds`` -- every kind a game's own command settles when it takes more than its
      ``default_sheet_kinds`` one (Mage Knight's ``combat --sheet`` also settles ``pvp`` and ``coop_assault``).
    * ``new_options`` -- the options of `mkref new GAME` (mkref.core.options): one parser reads them for
      the game's ``setup_from_args`` and `mkref new GAME --help` shows them; a light module, importing no rules.
    * ``status_sheet`` -- ``sheet(status) -> dict``: the sheet ``mkref status NAME --sheet`` prints
      (for Mage Knight the score sheet ``mkref score --sheet`` reads).
    * ``story`` -- the game's ``mkref.core.story.Teller``: its rounds, the sentences of its events, its
      decisive moments and standings, for ``mkref report`` and ``mkref watch``.
    * ``parts`` -- the game's optional parts: name -> "module:attribute" of an object the game's own code
      defines (Mage Knight: ``mkref.games.mage_knight.parts.Part``); the shells never read it.

    The top-level ``commands`` are also listed, name and help, in the game's registry entry
    (``GameInfo.commands``) so that ``mkref --help`` lists them without importing this module;
    tests/unit/core/test_plugins.py checks that both agree.
    """

    # A Record, not a dataclass: defining one costs nothing at start-up (mkref.core.record); the empty
    # mappings below are shared defaults and never changed.
    rules_folder: str
    game: str = ""
    sheets: Mapping[str, str] = {}
    default_sheet_kinds: Mapping[str, str] = {}
    lookup: str = ""
    commands: Mapping[str, tuple[str, str]] = {}
    views: Mapping[str, str] = {}
    expansions: Mapping[str, tuple[str, str]] = {}
    content: str = ""
    messages: str = ""
    checks: str = ""
    status_sheet: str = ""
    command_kinds: Mapping[str, tuple[str, ...]] = {}
    new_options: str = ""  # "module:attribute" -> tuple of mkref.core.options.NewOption: the options of `mkref new GAME`
    story: str = ""
    parts: Mapping[str, str] = {}  # name -> "module:attribute": the game's optional parts, in the order they are asked


def reference(target: str) -> Any:
    """Like ``resolve``, but a plain dotted name (no ``:``) names a whole module."""
    if ":" in target:
        return resolve(target)
    return importlib.import_module(target)
