"""Mage Knight's rules lookup: the entries of rules/mage-knight/index*.toml plus one per enemy, unit and keyword."""
