"""The table's choice for every I-nn default of the spec (rules/knight-tales/settings.toml), overridden by
`mkref new knight-tales --set KEY=VALUE` (kept in the save) or a sheet's [settings] table; read by the
core's ``Settings`` (mkref.core.settings), refused in Knight Tales' own words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mkref.core.errors import MkrefError
from mkref.core.settings import Setting, allowed, read_pairs
from mkref.core.settings import Settings as CoreSettings

from . import data
from .refusals import invalid, unknown


class Refusals:
    """Knight Tales' words for a setting it cannot take (setting_* in messages_refusals.py)."""

    def unknown(self, key: str, close: list[str]) -> MkrefError:
        return unknown(("setting", "Einstellung"), key, close, "hint.settings_readme")

    def bad_value(self, setting: Setting, given: object, read: object) -> MkrefError:
        about = {"ident": setting.key, "ambiguity": setting.ambiguity, "value": repr(read)}
        if setting.kind == "flag":
            return invalid("setting_bool", setting.ref, **about)
        return invalid("setting_choice", setting.ref, shown=allowed(setting), **about)

    def bad_pair(self, pair: str) -> MkrefError:
        return invalid("setting_pair", hint="hint.setting", pair=pair)


REFUSALS = Refusals()


class Settings(CoreSettings):
    """Read-only view: ``settings["dice_cap_order"]`` is the value in force."""

    def __init__(self, overrides: Mapping[str, Any] | None = None) -> None:
        super().__init__(data.load().settings, overrides, REFUSALS)


def parse_assignments(pairs: list[str]) -> dict[str, str]:
    return read_pairs(pairs, REFUSALS)
