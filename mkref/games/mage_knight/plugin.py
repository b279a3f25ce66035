"""What Mage Knight offers the shells (see mkref.core.plugin). Reading this imports none of the game."""

from __future__ import annotations

from mkref.core.plugin import Plugin

MK = "mkref.games.mage_knight"

PLUGIN = Plugin(
    rules_folder="mage-knight",
    game=f"{MK}.table.game:GAME",
    sheets={
        "combat": f"{MK}.shell.combat:settle_combat",
        "score": f"{MK}.shell.score:settle_score",
        "pvp": f"{MK}.shell.pvp_sheets:settle_pvp",  # a fight between heroes (pp. 12-13)
        "coop_assault": f"{MK}.shell.pvp_sheets:settle_coop",  # the cooperative city assault (p. 13)
    },
    default_sheet_kinds={"combat": "combat", "score": "score", "guess": f"{MK}.sheet_kinds:guess_kind"},
    lookup=f"{MK}.lookup.index",
    commands={
        "combat": (f"{MK}.shell.combat:combat", "Settle a Mage Knight combat phase by phase (interactive, or --sheet FILE)."),
        "score": (f"{MK}.shell.score:score", "End-of-game scoring for any Mage Knight scenario (interactive, or --sheet FILE)."),
    },
    views={
        "status": f"{MK}.shell.status_view:render_status",
        "map": f"{MK}.shell.map_view:show_map",
        "rules_card": f"{MK}.shell.cards_view:card_table",
    },
    expansions={"lost_legion": ("The Lost Legion", "Die verschollene Legion")},  # the German title of the Pegasus edition
    content=f"{MK}.content:content",
    checks=f"{MK}.checks:CHECKS",
    status_sheet=f"{MK}.table.texts:score_sheet",
    messages=f"{MK}.messages:MESSAGES",
    command_kinds={"combat": ("combat", "pvp", "coop_assault")},
    new_options=f"{MK}.new_options:OPTIONS",
    story=f"{MK}.story:STORY",
    parts={  # the optional parts (mkref.games.mage_knight.parts): name -> "module:PART", asked in this order
        "cards": f"{MK}.cards.part:PART",  # the deed cards tracked by name (--cards)
        "pvp": f"{MK}.pvp.part:PART",  # combat between heroes (pp. 12-13) and the cooperative city assault (p. 13)
        "lost_legion": f"{MK}.volkare.part:PART",  # Volkare, the Maze, walls, banners, the variants [V1]-[V6]
    },
)
