"""Thin shells: parse, call the rules, render. Each command lives in its own module, loaded on use."""
