"""Rules-index entries computed from Rune Age's settings file: one per ruling A-01..A-41 (the topics and
the glossary are in rules/rune-age/index*.toml). The search itself is mkref.core.rulesindex."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mkref.core.tomlread import load_toml


def extra_files(folder: Path) -> list[Path]:
    return [folder / "settings.toml"]


def extra_entries(folder: Path) -> list[dict[str, Any]]:
    settings = load_toml(folder / "settings.toml")["settings"]
    out: list[dict[str, Any]] = []
    for key, s in settings.items():
        value = s["value"]
        shown = ", ".join(value) if isinstance(value, list) else str(value).lower() if isinstance(value, bool) else str(value)
        others = [str(c).lower() if isinstance(c, bool) else str(c) for c in s["choices"] if c != value and not isinstance(c, list)]
        extra_en = f" Other values: {', '.join(others)}." if others else ""
        extra_de = f" Andere Werte: {', '.join(others)}." if others else ""
        first_page = s["ref"].split(",")[0].strip()
        out.append({
            "id": "setting_" + key, "kind": "variant", "name_en": f"{s['spec']}: {key.replace('_', ' ')}", "name_de": "",
            "aliases": [s["spec"], key, key.replace("_", " "), "ruling", "setting", "Einstellung"],
            "answer_en": f"{s['help']['en']} Default: {shown}.{extra_en} Change it with mkref new rune-age ... --set {key}=VALUE.",
            "answer_de": f"{s['help']['de']} Vorgabe: {shown}.{extra_de} Ändern mit --set {key}=WERT.",
            "ref": first_page, "page_check": "a ruling of the spec (section 20): the rulebook page has only the unclear text",
            "see": [],
        })
    return out
