"""`mkref settle` for the `pvp` and `coop_assault` sheets: print the walkthrough or the JSON.

The settle functions have the plug-in signature (mkref.core.plugin): they write to standard output and
return the exit code: 0, or 1 for a sheet the rules refuse (in JSON: {"verdict": "illegal", ...}).
"""

from __future__ import annotations

import json
import sys
from typing import Any

from mkref.core.errors import MkrefError
from mkref.games.mage_knight.pvp.messages import MESSAGES

HEADINGS = {"start": "heading_start", "ranged": "heading_ranged", "melee": "heading_melee", "outcome": "heading_outcome"}


def settle_pvp(sheet: dict[str, Any], source: str, *, as_json: bool, lang: str, options: dict[str, Any]) -> int:
    from mkref.games.mage_knight.pvp.sheets import fields, read_fight

    def work() -> dict[str, Any]:
        fight = read_fight(fields(sheet, source), lang)
        fight.finish()
        return fight.as_dict()

    return _settle(work, as_json, lambda result: _print_fight(result, lang))


def settle_coop(sheet: dict[str, Any], source: str, *, as_json: bool, lang: str, options: dict[str, Any]) -> int:
    from mkref.games.mage_knight.pvp.sheets import fields, read_assault

    return _settle(lambda: read_assault(fields(sheet, source), lang).as_dict(lang), as_json, lambda result: _print_assault(result, lang))


def _settle(work: Any, as_json: bool, show: Any) -> int:
    try:
        result = work()
    except MkrefError as error:
        if not as_json:
            raise
        verdict = "illegal" if error.exit_code == 1 else "unreadable"
        sys.stdout.write(json.dumps({"verdict": verdict, **error.as_dict()}, ensure_ascii=False) + "\n")
        return int(error.exit_code)
    if as_json:
        sys.stdout.write(json.dumps(result, ensure_ascii=False, indent=2) + "\n")
    else:
        show(result)
    return 0


def _print_steps(steps: list[dict[str, str]], lang: str, headings: dict[str, str]) -> list[str]:
    out: list[str] = []
    phase = None
    for step in steps:
        if step["phase"] != phase:
            phase = step["phase"]
            if phase in headings:
                out += ["", MESSAGES.text(headings[phase], lang)]
        out.append(f" • {step['text']} ({page(step['ref'], lang)})")
    return out


def page(ref: str, lang: str) -> str:
    """'p. 12' reads 'S. 12' in German."""
    from mkref.core.messages import page as core_page

    return core_page(ref, lang)


def _print_fight(result: dict[str, Any], lang: str) -> None:
    out = _print_steps(result["steps"], lang, HEADINGS)
    w = result["withdrawn"]
    if result["draw"]:
        out += ["", MESSAGES.text("summary_draw", lang, who=w["who"], to=w["to"] or "-")]
    else:
        fame = result["aggressor"]["fame"] or result["defender"]["fame"]
        out += ["", MESSAGES.text("summary_fight", lang, winner=result["winner"], fame=f"+{fame}", who=w["who"], to=w["to"])]
    for side in ("aggressor", "defender"):
        out.append(_hero_summary(result[side], lang))
    sys.stdout.write("\n".join(out).lstrip("\n") + "\n")


def _hero_summary(h: dict[str, Any], lang: str) -> str:
    from mkref.core.messages import in_lang
    from mkref.games.mage_knight.pvp.rules import artifact_list

    def part(key: str, text: str, name: str) -> str:
        return MESSAGES.text(key, lang, **{name: text}) if text else ""

    units = ", ".join(_unit_name(u, lang) for u in h["units_wounded"])
    return MESSAGES.text(
        "summary_hero", lang, name=h["name"], wounds=h["wounds_to_hand"],
        knocked=MESSAGES.text("summary_knocked", lang) if h["knocked_out"] else "",
        units=part("summary_units", units, "units"),
        lost=part("summary_lost", str(in_lang(artifact_list(h["artifacts_lost"]), lang)) if h["artifacts_lost"] else "", "artifacts"),
        gained=part("summary_gained", str(in_lang(artifact_list(h["artifacts_gained"]), lang)) if h["artifacts_gained"] else "", "artifacts"),
    )


def _unit_name(label: str, lang: str) -> str:
    """A unit a sheet names ('peasants', 'peasants_2') as written at an English table (as it always was), by its
    German name at a German one; a label that names no unit as written."""
    import re

    from mkref.core.names import name_in
    from mkref.games.mage_knight.data.components import units

    base, number = re.fullmatch(r"(.*?)(?:_(\d+))?", label).groups()  # type: ignore[union-attr]
    unit = units().get(base)
    return name_in(lang, label, f"{unit.name.de}{' ' + number if number else ''}") if unit else label


def _print_assault(result: dict[str, Any], lang: str) -> None:
    steps = result["steps"]
    out = [MESSAGES.text("heading_coop", lang)]
    out += [f" • {s['text']} ({page(s['ref'], lang)})" for s in steps if s["phase"] == "start"]
    for hero in result["heroes"]:
        out += ["", MESSAGES.text("heading_hero_combat", lang, name=hero["name"], labels=", ".join(hero["defenders"]))]
        out.append(f" • {MESSAGES.text('coop_hero_combat', lang, name=hero['name'])} ({page('p. 13', lang)})")
        out += [f" • {s['text']} ({page(s['ref'], lang)})" for s in hero["combat"]["steps"]]
    out += ["", MESSAGES.text("heading_outcome", lang)]
    out += [f" • {s['text']} ({page(s['ref'], lang)})" for s in steps if s["phase"] == "outcome"]
    shields = ", ".join(f"{name} {count}" for name, count in result["shields"].items())
    word = "word_conquered" if result["conquered"] else "word_not_conquered"
    out += ["", MESSAGES.text("summary_coop", lang, result=MESSAGES.text(word, lang), shields=shields,
                              leader=result["leader"] or MESSAGES.text("word_none", lang))]
    sys.stdout.write("\n".join(out) + "\n")
