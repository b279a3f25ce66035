"""What a game offers, declared in one place: ``mkref/games/<pkg>/plugin.py`` holds ``PLUGIN = Plugin(...)``.

The shared shells (the CLI, the REPL, ``new``/``play``/``status``/``saves``/``map``/``settle``/``rules``)
ask the registry for a game's plug-in and import what it names only when a command needs it. Every
reference is a ``"module:attribute"`` string, so reading a plug-in imports none of the game's code.
A game adds itself by writing its package and one line in ``mkref.core.registry.GAMES``.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


def resolve(target: str) -> Any:
    """The object a ``"module:attribute"`` reference names (imports the module)."""
    module_name, _, attr = target.partition(":")
    return getattr(importlib.import_module(module_name), attr)


@dataclass(frozen=True)
class Plugin:
    """A game's offer to the shells. Only ``rules_folder`` is required; the rest is what the game has.

    * ``game`` -- the tracked game (a ``mkref.core.events.Game``), for ``new``/``play``/``status``.
    * ``sheets`` -- sheet kind -> settle function. A sheet names its kind with ``kind = "..."``;
      ``default_sheet_kinds`` maps the top-level commands that settle sheets without naming one
      (``combat``, ``score``) to the kind they mean. A settle function has the signature
      ``settle(sheet: dict, source: str, *, as_json: bool, lang: str, options: dict) -> int``: it
      writes its result to standard output and returns the exit code (0, or 1 for ``"illegal"``).
    * ``lookup`` -- builds the game's rules-lookup index (``mkref rules --game ID``).
    * ``commands`` -- the game's own top-level sub-commands: name -> ("module:attribute", one-line help).
    * ``views`` -- renderers the shared commands call: ``"status"``, ``"map"``, ... -> "module:function".
    * ``expansions`` -- expansion id -> (English name, German name); ``content`` names the function
      ``content(setup) -> frozenset[str]`` that decides once which component sets a game uses.
    * ``messages`` -- the game's message catalogue (a ``mkref.core.messages.Messages``).
    """

    rules_folder: str
    game: str = ""
    sheets: Mapping[str, str] = field(default_factory=dict)
    default_sheet_kinds: Mapping[str, str] = field(default_factory=dict)
    lookup: str = ""
    commands: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    views: Mapping[str, str] = field(default_factory=dict)
    expansions: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    content: str = ""
    messages: str = ""
