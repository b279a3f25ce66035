"""Knight Tales (Voodoo Games, 2021): a referee for the village-defence game, on the shared core.

Pure rules in small modules: `data` (rules/knight-tales/*.toml: facts, settings, card data),
`track` (health, fatigue and wrath on one track), `setup` (set-up, player order, the day),
`combat` (the attack of spec section 10 step by step), `field` (lanes, revealing, the boss, doom,
lane and village damage, the end of the night), `scoring` ("Your Story"), `sheets` (dispute sheets
as data), `game`/`decide` (with `decide_day`, `decide_night`)/`state` (the tracked game). `messages` holds every
sentence in English and German; `texts` and `board_texts` turn results into text, and only the `shell`
package prints. Nothing here imports another game.
"""

GAME_ID = "knight-tales"
