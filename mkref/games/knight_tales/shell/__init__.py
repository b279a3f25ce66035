"""Knight Tales' shell: the only module of the game that prints (settling sheets, `mkref status`)."""
