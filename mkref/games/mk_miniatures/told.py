"""Sentences kept in events so that each table reads them in its own language.

An event stores what the table reads twice: the English text, as events always held it (old saves, the log
and the English view read it unchanged), and the same sentence as a portable record -- its catalogue key and
values, a component's name in both languages -- under a `..._said` field. The view tells the record in the
table's language; an event from a save made before it had the record shows its English text. The state
itself holds no language.
"""

from __future__ import annotations

from typing import Any

from mkref.core.messages import Named, Said, page


def portable(value: object) -> Any:
    """A catalogue sentence or a name as plain data a save can hold; any other value as it is."""
    from .messages import MESSAGES

    if isinstance(value, Said) and getattr(value, "messages", MESSAGES) is MESSAGES:
        return {"msg": value.key, "values": {name: portable(v) for name, v in value.values.items()}}
    if isinstance(value, Named):
        return {"en": str(value), "de": value.german}
    if isinstance(value, (list, tuple)):
        return [portable(v) for v in value]
    return value if isinstance(value, (int, float, bool)) else str(value)


def told(record: Any, lang: str) -> str:
    """A portable record (see `portable`) in `lang`; a list of records is a list of lines, joined by '; '."""
    from .messages import MESSAGES

    if isinstance(record, dict) and "msg" in record:
        return MESSAGES.text(record["msg"], lang, **{name: told(v, lang) for name, v in record.get("values", {}).items()})
    if isinstance(record, dict) and "en" in record:
        return Named(str(record["en"]), str(record["de"])).in_lang(lang)
    if isinstance(record, list):
        return "; ".join(told(v, lang) for v in record)
    return str(record)


def shown(event: dict[str, Any], field: str, lang: str) -> str:
    """An event's text field in `lang`: from its portable record when it has one, else its English text."""
    record = event.get(f"{field}_said")
    return told(record, lang) if record is not None else str(event.get(field, ""))


def steps(records: list[dict[str, Any]], lang: str) -> list[str]:
    """An attack's step lines with their pages ('(S. 9)' in German)."""
    return [f"{told(r['said'], lang)} ({page(r['ref'], lang)})" for r in records]
