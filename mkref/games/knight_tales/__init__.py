"""Knight Tales (Voodoo Games, 2021): a referee for the village-defence game, on the shared core.

Pure rules in small modules: `data` (rules/knight-tales/*.toml: facts, settings, card data),
`track` (health, fatigue and wrath on one track), `setup` (set-up, player order, the day),
`combat` (the attack of spec section 10 step by step), `field` (lanes, revealing, the boss, doom,
lane and village damage, the end of the night), `scoring` ("Your Story"), `sheets` (dispute sheets
as data), `state`/`decide`/`game` (the tracked game). `messages` holds every sentence in English and
German; `view` and `shell` turn results into text and print. Nothing here imports another game.
"""

GAME_ID = "knight-tales"
