"""Rules-index entries computed from the miniatures' data files: one entry per domain card, relic,
constructed terrain card and ambiguity setting (the hand-written topics and glossary are in
rules/mk-miniatures/index*.toml). The search itself is mkref.core.rulesindex."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from . import data

FILES = ("domains.toml", "relics.toml", "constructed_terrain.toml", "settings.toml")


def extra_files(folder: Path) -> list[Path]:
    return [folder / name for name in FILES]


def extra_entries(folder: Path) -> list[dict[str, Any]]:
    d = data.load()
    out: list[dict[str, Any]] = []
    for ident, dom in d.domains.items():
        countered = ", ".join(d.domains[c].en for c in dom.countered_by) or "no other contained card"
        countered_de = ", ".join(d.domains[c].de for c in dom.countered_by) or "keine andere enthaltene Karte"
        numbers = [[k.replace("_", " "), v if isinstance(v, (int, str)) else ", ".join(map(str, v))] for k, v in dom.numbers.items()]
        out.append({
            "id": "domain_" + ident, "kind": "component", "name_en": f"{dom.en} ({dom.number})", "name_de": dom.de,
            "aliases": [dom.number, *dom.aliases, "domain", "Domäne"],
            "answer_en": f"{dom.category.capitalize()} domain. {dom.text_en} Countered by: {countered}.",
            "answer_de": f"{'Wetter' if dom.category == 'weather' else 'Gelände'}-Domäne. {dom.text_de} Gekontert von: {countered_de}.",
            "numbers": numbers, "ref": dom.ref, "key_de": dom.printed_de or dom.de, "see": ["domains"],
        })
    for ident, r in d.relics.items():
        numbers = [[k.replace("_", " "), v if isinstance(v, (int, str)) else ", ".join(map(str, v))] for k, v in r.numbers.items()
                   if not isinstance(v, bool)]
        guess = f" Lost icon: {r.guess}." if r.guess else ""
        out.append({
            "id": "relic_" + ident, "kind": "component", "name_en": f"{r.en} ({r.number})", "name_de": r.de,
            "aliases": [r.number, *r.aliases, "relic", "Relikt"],
            "answer_en": r.text_en + guess + " Point value and requirements: on the card, not in the rulebook.",
            "answer_de": r.text_de + " Punktwert und Voraussetzungen stehen auf der Karte, nicht im Regelheft.",
            "numbers": numbers, "ref": r.ref, "key_de": r.printed_de or r.de, "see": ["items"],
        })
    for ident, t in d.terrain.items():
        extra = f" {t.text_en}" if t.text_en else ""
        out.append({
            "id": "terrain_" + ident, "kind": "terrain", "name_en": f"{t.en} ({t.number})", "name_de": t.de,
            "aliases": [t.number, *t.aliases, "constructed terrain", "Konstruiertes Gelände"],
            "answer_en": f"Constructed terrain: defense {t.defense}, fortification {t.fortification}, structure {t.structure}.{extra}",
            "answer_de": f"Konstruiertes Gelände: Verteidigung {t.defense}, Befestigung {t.fortification}, Struktur {t.structure}. {t.text_de}".strip(),
            "numbers": [["defense", t.defense], ["fortification", t.fortification], ["structure", t.structure]],
            "ref": t.ref, "key_de": t.printed_de or t.de, "see": ["constructed_terrain"],
        })
    for key, s in d.settings.items():
        value = ", ".join(s.default) if isinstance(s.default, list) else str(s.default).lower() if isinstance(s.default, bool) else s.default
        opts = f" Other values: {', '.join(o for o in s.options if o != s.default)}." if s.options and not isinstance(s.default, list) else ""
        out.append({
            # name_de stays empty so the glossary lists terms, not these sentences; the German text is an alias
            "id": "setting_" + key, "kind": "variant", "name_en": f"{s.ambiguity}: {s.text_en}", "name_de": "",
            "aliases": [s.ambiguity, key.replace("_", " "), "ambiguity", "setting", s.text_de],
            "answer_en": (f"The rulebook is unclear here; the default is {value}.{opts} "
                          + ("Change it with --set " + key + "=VALUE (mkref new) or [settings] in an army file or attack sheet."
                             if s.use == "computed" else "The players apply it at the table." if s.use == "table"
                             else "The spec gives no alternative.")),
            "answer_de": f"{s.text_de}. Das Regelheft ist hier unklar; mkref nimmt {value} an. Ändern mit --set {key}=WERT.",
            "ref": s.ref, "page_check": "an ambiguity of the rulebook: the spec's register (section 28) names it, the page only has the unclear text",
            "see": [],
        })
    return out
