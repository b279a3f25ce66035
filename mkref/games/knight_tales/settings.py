"""The table's choice for every I-nn default of the spec (rules/knight-tales/settings.toml), overridden by
`mkref new knight-tales --set KEY=VALUE` (kept in the save) or a sheet's [settings] table."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mkref.core.names import NameIndex

from . import data
from .refusals import invalid, unknown


class Settings:
    """Read-only view: ``settings["dice_cap_order"]`` is the value in force."""

    def __init__(self, overrides: Mapping[str, Any] | None = None) -> None:
        self.known = data.load().settings
        self.values: dict[str, Any] = {k: s.default for k, s in self.known.items()}
        for key, value in (overrides or {}).items():
            self.set(key, value)

    def set(self, key: str, value: Any) -> None:
        index = NameIndex("setting")
        for k, s in self.known.items():
            index.add(k, (s.ambiguity,), k)
        ident = index.find(key)
        if ident is None:
            raise unknown(("setting", "Einstellung"), key, index.close(key), "hint.settings_readme")
        spec = self.known[ident]
        value = coerce(value, spec.default)
        if not spec.options:
            if not isinstance(value, bool):
                raise invalid("setting_bool", spec.ref, ident=ident, ambiguity=spec.ambiguity, value=repr(value))
        elif value not in spec.options:
            shown = ", ".join(str(o) for o in spec.options)
            raise invalid("setting_choice", spec.ref, ident=ident, ambiguity=spec.ambiguity, shown=shown, value=repr(value))
        self.values[ident] = value

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def changed(self) -> dict[str, Any]:
        """The settings that differ from the spec's defaults (what a save keeps)."""
        return {k: v for k, v in self.values.items() if v != self.known[k].default}


def coerce(value: Any, default: Any) -> Any:
    """Text from a command line ('false', '1') into the setting's type."""
    if not isinstance(value, str):
        return value
    low = value.strip().lower()
    if isinstance(default, bool):
        return {"true": True, "yes": True, "ja": True, "on": True, "false": False, "no": False, "nein": False, "off": False}.get(low, value)
    if isinstance(default, int):
        return int(low) if low.lstrip("-").isdecimal() else value
    return value.strip()


def parse_assignments(pairs: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs:
        if "=" not in pair:
            raise invalid("setting_pair", hint="hint.setting", pair=pair)
        key, value = pair.split("=", 1)
        out[key.strip()] = value.strip()
    return out
