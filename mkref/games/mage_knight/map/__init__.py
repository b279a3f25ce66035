"""The map: hex geometry and tiles, the token piles, exploring, and the map inside a tracked game."""
