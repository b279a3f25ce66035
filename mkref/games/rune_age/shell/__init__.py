"""Rune Age's shell: the only Rune Age code that prints (the verdict of a sheet, the status table)."""
