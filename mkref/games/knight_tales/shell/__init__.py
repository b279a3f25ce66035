"""Knight Tales' shell, the only part of the game that prints: settling sheets (settle.py) and `mkref status` (status_view.py)."""
