"""mkref: a referee and rules assistant for tabletop games played at a real table."""

__version__ = "0.1.0"
