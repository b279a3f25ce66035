"""Mage Knight Board Game (Ultimate Edition): its rules (combat/, scoring/, map/, table/, data/, lookup/),
what it offers the shells (plugin.py) and its own commands and views (shell/). See ARCHITECTURE.md."""
