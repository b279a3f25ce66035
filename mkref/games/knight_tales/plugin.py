"""Knight Tales' offer to the shared shells (mkref.core.plugin)."""

from mkref.core.plugin import Plugin

PLUGIN = Plugin(
    rules_folder="knight-tales",
    game="mkref.games.knight_tales.game:GAME",
    sheets={
        "attack": "mkref.games.knight_tales.shell.settle:settle_attack",
        "night_end": "mkref.games.knight_tales.shell.settle:settle_night_end",
        "score": "mkref.games.knight_tales.shell.settle:settle_score",
    },
    views={"status": "mkref.games.knight_tales.shell.status_view:render_status"},
    messages="mkref.games.knight_tales.messages:MESSAGES",
    status_sheet="mkref.games.knight_tales.game:score_sheet",
    checks="mkref.games.knight_tales.checks:CHECKS",
    new_options="mkref.games.knight_tales.new_options:OPTIONS",
    story="mkref.games.knight_tales.story:STORY",
)
