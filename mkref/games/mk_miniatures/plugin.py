"""What the miniatures game offers the shells (see mkref.core.plugin). Reading this imports none of the game."""

from __future__ import annotations

from mkref.core.plugin import Plugin

MINI = "mkref.games.mk_miniatures"

PLUGIN = Plugin(
    rules_folder="mk-miniatures",
    game=f"{MINI}.game:GAME",
    sheets={"attack": f"{MINI}.shell.mini:settle_attack"},
    # an attack sheet names the attack's own kind, close or ranged, in `kind` (as `mini attack --sheet`
    # always read it); the guess turns that into the sheet kind "attack"
    default_sheet_kinds={"attack": "attack", "guess": f"{MINI}.shell.mini:sheet_kind"},
    lookup=f"{MINI}.rules_index",
    commands={"mini": (f"{MINI}.shell.mini:app", "The Mage Knight miniatures game: armies and the attack calculator.")},
    views={"status": f"{MINI}.shell.mini_view:render_status"},
    checks=f"{MINI}.checks:CHECKS",
    messages=f"{MINI}.messages:MESSAGES",
    new_options=f"{MINI}.new_options:OPTIONS",
    story=f"{MINI}.story:STORY",
)
