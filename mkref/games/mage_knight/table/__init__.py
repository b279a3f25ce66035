"""The tracked game at the table: its state, the decisions on each command, the commands and the texts."""
