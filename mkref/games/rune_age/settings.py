"""Rune Age's table settings: every ruling of spec section 20 (A-01 to A-41, rules/rune-age/settings.toml),
declared for the core's ``Settings`` (mkref.core.settings) and chosen with `mkref new rune-age --set KEY=VALUE`
(kept in the save). Refused in Rune Age's own words, in the language of `mkref new`."""

from __future__ import annotations

from functools import cache
from typing import Any

from mkref.core.errors import InvalidInput, MkrefError
from mkref.core.settings import Kind, Setting, Settings, allowed, read_pairs

from . import data
from .messages import text

FACES = "attrition_die"  # 'ask', or the die's six faces as skull counts (for the rolls mkref makes)


@cache
def declared() -> dict[str, Setting]:
    return {key: _setting(key, spec) for key, spec in data.settings_file()["settings"].items()}


def _setting(key: str, spec: dict[str, Any]) -> Setting:
    choices = tuple(spec["choices"])
    kind: Kind = "faces" if key == FACES else "flag" if all(isinstance(c, bool) for c in choices) else "choice"
    return Setting(key, kind, spec["spec"], spec["value"], choices, spec["ref"], spec["help"]["en"], spec["help"]["de"])


class Refusals:
    """Rune Age's words for a setting it cannot take, in the language of the set-up."""

    def __init__(self, lang: str, usage: str) -> None:
        self.lang = lang
        self.usage = usage

    def unknown(self, key: str, close: list[str]) -> MkrefError:
        from mkref.core.messages import SHELL

        return InvalidInput(text("setup_unknown_setting", self.lang, setting=key), hint=SHELL.said("see_rules", entry="--game rune-age setting"))

    def bad_value(self, setting: Setting, given: object, read: object) -> MkrefError:
        if setting.kind == "faces":
            return InvalidInput(text("setup_faces", self.lang, value=given), ref=setting.ref)
        return InvalidInput(text("setup_bad_choice", self.lang, setting=setting.key, value=given, choices=allowed(setting)), ref=setting.ref)

    def bad_pair(self, pair: str) -> MkrefError:
        return InvalidInput(text("setup_pair", self.lang, flag="--set", value=pair), hint=self.usage)


def table_setting(pair: str, lang: str, usage: str) -> tuple[str, Any]:
    """One `--set KEY=VALUE` of `mkref new rune-age`: the setting's key and the value it takes."""
    refusals = Refusals(lang, usage)
    [(key, value)] = read_pairs([pair], refusals).items()
    settings = Settings(declared(), refusals=refusals)
    ident = settings.set(key, value)
    return ident, settings[ident]
