"""Every attack step written while these tests run is checked against the catalogue: the attack's modules write
each step's English themselves (attack_words.step: a legal sheet loads no catalogue), so its English must be the
catalogue's, and its German must be a German line (messages_steps.py)."""

from __future__ import annotations

import sys

import pytest

from mkref.core.messages import in_lang

STEP_WRITERS = ("attack", "attack_damage")  # the modules that write an attack's steps


@pytest.fixture(autouse=True)
def _steps_read_as_their_catalogue_english(monkeypatch):
    from mkref.games.mk_miniatures import attack, attack_damage, attack_words  # noqa: F401  (loaded, so checked below)
    from mkref.games.mk_miniatures.messages import MESSAGES

    written = attack_words.step

    def checked(english: str, key: str, /, **values: object) -> str:
        text = written(english, key, **values)
        plain = {name: in_lang(value, "en") for name, value in values.items()}
        assert MESSAGES.text(f"step.{key}", "en", **plain) == english
        assert text.in_lang("de") != english
        return text

    package = "mkref.games.mk_miniatures."
    writers = sorted(name.removeprefix(package) for name, module in list(sys.modules.items())
                     if name.startswith(package) and module is not attack_words and getattr(module, "step", None) is written)
    assert tuple(writers) == STEP_WRITERS  # a new module that writes steps is named here, so its steps are checked
    for name in writers:
        monkeypatch.setattr(sys.modules[package + name], "step", checked)
