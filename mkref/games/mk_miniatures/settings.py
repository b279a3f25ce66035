"""The table's choices for every ambiguity the spec lists (A1..A63): defaults from
rules/mk-miniatures/settings.toml, overridden by an army file, a game or an attack sheet."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mkref.core.errors import InvalidInput
from mkref.core.names import NameIndex

from . import data


def _said(key: str, /, **values: object) -> str:
    """A refusal from the catalogue (messages.py), loaded only when a refusal is made."""
    from .messages import MESSAGES

    return MESSAGES.said(key, **values)


class Settings:
    """Read-only view: `settings["soar_halving"]` -> the value in force."""

    def __init__(self, overrides: Mapping[str, Any] | None = None) -> None:
        self._known = data.load().settings
        self._values: dict[str, Any] = {k: s.default for k, s in self._known.items()}
        for key, value in (overrides or {}).items():
            self.set(key, value)

    def set(self, key: str, value: Any) -> None:
        idx = NameIndex("setting")
        for k, s in self._known.items():
            idx.add(k, (s.ambiguity,) if list(self._known.values()).count(s) == 1 else (), k)
        ident = idx.find(key)
        if ident is None:
            from mkref.core.errors import UnknownName

            raise UnknownName("setting", key, idx.close(key), hint=_said("mref.settings_list"))
        spec = self._known[ident]
        value = _coerce(value, spec.default)
        if isinstance(spec.default, bool):
            if not isinstance(value, bool):
                raise InvalidInput(_said("mref.setting_bool", ident=ident, about=spec.ambiguity), _said("mref.got", value=repr(value)), ref=spec.ref)
        elif isinstance(spec.default, list):
            if not isinstance(value, list) or any(v not in spec.options for v in value):
                raise InvalidInput(_said("mref.setting_list", ident=ident, about=spec.ambiguity, options=", ".join(spec.options)),
                                   _said("mref.got", value=repr(value)), ref=spec.ref)
        elif value not in spec.options:
            raise InvalidInput(_said("mref.setting_one", ident=ident, about=spec.ambiguity, options=", ".join(spec.options)),
                               _said("mref.got", value=repr(value)), ref=spec.ref)
        self._values[ident] = value

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def changed(self) -> dict[str, Any]:
        """Only the settings that differ from the spec's defaults (what a save must remember)."""
        return {k: v for k, v in self._values.items() if v != self._known[k].default}

    def rows(self) -> list[tuple[str, str, Any, str, str, str]]:
        """(key, A-number, value, page, meaning, use) where use is computed | table | fixed."""
        return [(k, s.ambiguity, self._values[k], s.ref, s.text_en, s.use) for k, s in self._known.items()]


def _coerce(value: Any, default: Any) -> Any:
    """Text typed on a command line ('false', 'wing,horseshoe') into the setting's type."""
    if not isinstance(value, str):
        return value
    if isinstance(default, bool):
        low = value.strip().lower()
        if low in ("true", "yes", "ja", "1", "on"):
            return True
        if low in ("false", "no", "nein", "0", "off"):
            return False
        return value
    if isinstance(default, list):
        return [v.strip() for v in value.split(",") if v.strip()]
    return value.strip()


def parse_assignments(pairs: list[str]) -> dict[str, str]:
    """`--set KEY=VALUE` options into a dict (validated later by Settings)."""
    out: dict[str, str] = {}
    for pair in pairs:
        if "=" not in pair:
            raise InvalidInput(_said("mref.setting_pair", pair=pair), _said("mref.setting_pair_why"), _said("mref.setting_pair_hint"))
        key, value = pair.split("=", 1)
        out[key.strip()] = value.strip()
    return out
