"""The table's choices for every ambiguity the spec lists (A1..A63): defaults from
rules/mk-miniatures/settings.toml, overridden by an army file, a game or an attack sheet; read by the core's
``Settings`` (mkref.core.settings), refused in the miniatures' own words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mkref.core.errors import InvalidInput, MkrefError
from mkref.core.settings import Setting, allowed, read_pairs
from mkref.core.settings import Settings as CoreSettings

from . import data


def _said(key: str, /, **values: object) -> str:
    """A refusal from the catalogue (messages.py), loaded only when a refusal is made."""
    from .messages import MESSAGES

    return MESSAGES.said(key, **values)


class Refusals:
    """The miniatures' words for a setting it cannot take (mref.setting_* in messages_refusals.py)."""

    def unknown(self, key: str, close: list[str]) -> MkrefError:
        from mkref.core.errors import UnknownName

        return UnknownName("setting", key, close, hint=_said("mref.settings_list"))

    def bad_value(self, setting: Setting, given: object, read: object) -> MkrefError:
        got = _said("mref.got", value=repr(read))
        if setting.kind == "flag":
            return InvalidInput(_said("mref.setting_bool", ident=setting.key, about=setting.ambiguity), got, ref=setting.ref)
        takes = "mref.setting_list" if setting.kind == "list" else "mref.setting_one"
        return InvalidInput(_said(takes, ident=setting.key, about=setting.ambiguity, options=allowed(setting)), got, ref=setting.ref)

    def bad_pair(self, pair: str) -> MkrefError:
        return InvalidInput(_said("mref.setting_pair", pair=pair), _said("mref.setting_pair_why"), _said("mref.setting_pair_hint"))


REFUSALS = Refusals()


class Settings(CoreSettings):
    """Read-only view: `settings["soar_halving"]` -> the value in force."""

    def __init__(self, overrides: Mapping[str, Any] | None = None) -> None:
        super().__init__(data.load().settings, overrides, REFUSALS)

    def rows(self) -> list[tuple[str, str, Any, str, str, str]]:
        """(key, A-number, value, page, meaning, use) where use is computed | table | fixed."""
        return [(k, s.ambiguity, self.values[k], s.ref, s.text_en, s.use) for k, s in self.declared.items()]


def parse_assignments(pairs: list[str]) -> dict[str, str]:
    """`--set KEY=VALUE` options into a dict (validated later by Settings)."""
    return read_pairs(pairs, REFUSALS)
