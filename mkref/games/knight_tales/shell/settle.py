"""The shell side of the sheets: `mkref settle FILE [--json]` for kind = attack | night_end | score.
This module writes to standard output; the rules are in `sheets` and `combat`."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mkref.core.errors import RuleViolation

from ..messages import MESSAGES
from ..words import localized, step_line

if TYPE_CHECKING:
    from mkref.cli.settle import SettleOptions


def _run(compute: Callable[[dict[str, Any], str], dict[str, Any]], sheet: dict[str, Any], source: str, as_json: bool, lang: str) -> int:
    try:
        result = compute(sheet, source)
    except RuleViolation as refused:  # a malformed sheet (SheetError) goes to the shell as it is
        if as_json:
            sys.stdout.write(json.dumps({"verdict": "illegal", "reason": refused.message(lang), "ref": refused.ref}, ensure_ascii=False, indent=2) + "\n")
        else:
            sys.stdout.write(MESSAGES.text("illegal", lang, reason=refused.message(lang)) + "\n")
        return 1
    raw = result.pop("steps")
    steps = [{"text": MESSAGES.text(key, lang, **{k: localized(v, lang) for k, v in values.items()}), "ref": ref} for key, values, ref in raw]
    if as_json:
        sys.stdout.write(json.dumps({**result, "steps": steps}, ensure_ascii=False, indent=2) + "\n")
        return 0
    for line in text_lines(result, raw, lang):
        sys.stdout.write(line + "\n")
    return 0


def text_lines(result: dict[str, Any], raw: list[tuple[str, dict[str, Any], str]], lang: str) -> list[str]:
    lines = []
    if result["kind"] == "attack":
        lines.append(MESSAGES.text("sheet_attack", lang, attacker=result["attacker"], target=result["target"]))
    lines += [f"  {step_line(key, values, ref, lang)}" for key, values, ref in raw]
    if result["kind"] == "attack":
        pool = result["pool"]
        yes, no = MESSAGES.text("yes", lang), MESSAGES.text("no", lang)
        lines.append(MESSAGES.text(
            "sheet_summary", lang, pool=f"{pool['knight']}/{pool['black']}/{pool['red']}", damage=result["damage_dealt"],
            prevented=result["damage_prevented"], wounds=result["wounds_taken"], gold=result["gold_taken"], doom=result["doom_added"],
            destroyed=yes if result["destroyed"] else no, card=result["card_to"] or MESSAGES.text("nobody", lang)))
    return lines


def settle_attack(sheet: dict[str, Any], source: str, *, as_json: bool, lang: str, options: SettleOptions) -> int:
    from ..sheets import settle_attack as compute

    return _run(compute, sheet, source, as_json, lang)


def settle_night_end(sheet: dict[str, Any], source: str, *, as_json: bool, lang: str, options: SettleOptions) -> int:
    from ..sheets import settle_night_end as compute

    return _run(compute, sheet, source, as_json, lang)


def settle_score(sheet: dict[str, Any], source: str, *, as_json: bool, lang: str, options: SettleOptions) -> int:
    from ..sheets import settle_score as compute

    return _run(compute, sheet, source, as_json, lang)
