"""``mkref settle`` for Rune Age's sheets (a battle, a siege, a defence): the steps and the verdict, or
the result as JSON. It prints what the pure ``sheets`` module settles, in words of the message catalogue.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

from mkref.core.errors import MkrefError, RuleViolation

from ..messages import page, text


def _settle(run: Callable[[], dict[str, Any]], as_json: bool, lang: str) -> int:
    try:
        result = run()
    except RuleViolation as error:
        if as_json:
            sys.stdout.write(json.dumps({"verdict": "illegal", **error.as_dict()}, ensure_ascii=False, indent=2) + "\n")
        else:
            sys.stdout.write(text("sheet_illegal", lang, reason=error.message(lang)) + "\n")
        return 1
    if as_json:
        sys.stdout.write(json.dumps(result, ensure_ascii=False, indent=2) + "\n")
        return 0
    for i, step in enumerate(result["steps"], 1):
        ref = page(step["ref"], lang)
        line = step["text"].strip() + (f" ({ref})" if ref and ref not in step["text"] else "")
        sys.stdout.write(text("sheet_step", lang, n=i, line=line) + "\n")
    sys.stdout.write(_summary(result, lang) + "\n")
    return 0


def _summary(result: dict[str, Any], lang: str) -> str:
    name = result.get("player") or result.get("attacker") or ""
    lines = [text("fate_" + result["target_fate"], lang, name=name, target=result["target"], damage=result["damage"])]
    if result["destroyed"]:
        lines.append(text("fallen", lang, cards=", ".join(result["destroyed"])))
    if result.get("eliminated"):
        lines.append(text("sheet_eliminated", lang, total=result["home_realm_damage"]))
    return "\n".join(line.rstrip() for line in lines)


def settle_battle(sheet: dict[str, Any], source: str, *, as_json: bool, lang: str, options: dict[str, Any]) -> int:
    from ..sheets import settle_battle as run

    return _settle(lambda: run(sheet, source, lang), as_json, lang)


def settle_defence(sheet: dict[str, Any], source: str, *, as_json: bool, lang: str, options: dict[str, Any]) -> int:
    from ..sheets import settle_battle as run

    return _settle(lambda: run(sheet, source, lang, defence=True), as_json, lang)


def settle_siege(sheet: dict[str, Any], source: str, *, as_json: bool, lang: str, options: dict[str, Any]) -> int:
    from ..sheets import settle_siege as run

    return _settle(lambda: run(sheet, source, lang), as_json, lang)


__all__ = ["MkrefError", "settle_battle", "settle_defence", "settle_siege"]
