"""Mage Knight's cards in hand: the deed cards and skills as data, the deed deck, playing cards by name,
mana, the offers and skills (issue 16). Pure rules; the tracked game and the shells call them."""
