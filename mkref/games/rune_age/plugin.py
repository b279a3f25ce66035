"""Rune Age's offer to the shells (mkref.core.plugin): the tracked game, three dispute sheets, the status
view and the message catalogue. Every reference is a string: reading this imports no Rune Age code."""

from __future__ import annotations

from mkref.core.plugin import Plugin

PLUGIN = Plugin(
    rules_folder="rune-age",
    game="mkref.games.rune_age.game:GAME",
    sheets={
        "battle": "mkref.games.rune_age.shell.settle:settle_battle",
        "siege": "mkref.games.rune_age.shell.settle:settle_siege",
        "defence": "mkref.games.rune_age.shell.settle:settle_defence",
    },
    views={"status": "mkref.games.rune_age.shell.status_view:render_status"},
    messages="mkref.games.rune_age.messages:MESSAGES",
    lookup="mkref.games.rune_age.rules_index",
    checks="mkref.games.rune_age.checks:CHECKS",
    new_options="mkref.games.rune_age.new_options:OPTIONS",
    story="mkref.games.rune_age.story:STORY",
)
