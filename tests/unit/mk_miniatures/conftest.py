"""Every attack step written while these tests run is checked against the catalogue: attack.py writes each
step's English itself (a legal sheet loads no catalogue), so its English must be the catalogue's, and its
German must be a German line (messages_steps.py)."""

from __future__ import annotations

import pytest

from mkref.core.messages import in_lang


@pytest.fixture(autouse=True)
def _steps_read_as_their_catalogue_english(monkeypatch):
    from mkref.games.mk_miniatures import attack
    from mkref.games.mk_miniatures.messages import MESSAGES

    written = attack._step

    def checked(english: str, key: str, /, **values: object) -> str:
        text = written(english, key, **values)
        plain = {name: in_lang(value, "en") for name, value in values.items()}
        assert MESSAGES.text(f"step.{key}", "en", **plain) == english
        assert text.in_lang("de") != english
        return text

    monkeypatch.setattr(attack, "_step", checked)
