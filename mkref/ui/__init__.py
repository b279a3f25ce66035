"""Rendering for people: rich tables, panels, charts. Only this package imports rich."""
