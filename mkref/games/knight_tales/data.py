"""The facts of rules/knight-tales/: game.toml (rulebook numbers), settings.toml (the spec's I-nn
defaults) and cards.toml (card data the table fills in). Loaded once and checked by `mkref check-rules`."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from mkref.core.errors import InvalidInput, RulesDataError
from mkref.core.names import NameIndex
from mkref.core.rulesdata import read_file
from mkref.core.settings import Setting, kind_of

from . import GAME_ID
from .refusals import invalid, unknown

CARD_KINDS = ("knights", "market", "trophies", "monsters", "bosses", "renown", "quests", "townsfolk", "coop")
# The fields each kind of card may carry, with their type (what check-rules and the `card` command accept).
CARD_FIELDS: dict[str, dict[str, type]] = {
    "knights": {"start_health": int, "fatigue_start": dict, "yellow_from": int, "red_from": int, "ability": dict},
    "market": {"type": str, "cost": int, "vp": int, "timing": str, "text": str, "dice": dict, "longsword": bool},
    "trophies": {"factions": list, "vp": int},
    "monsters": {"faction": str, "type": str, "vp": int, "black": int, "red": int, "hp": int, "lane_damage": int,
                 "goes_to_back": bool, "steals_gold": int, "effect": dict, "text": str},
    "bosses": {"faction": str, "vp": int, "hp": int, "doom": list, "ability": dict},
    "renown": {"champions": dict, "zone_vp": dict},
    "quests": {"deck": str, "text": str, "vp": list},
    "townsfolk": {"timing": str, "text": str, "hook": str},
    "coop": {"timing": str, "text": str, "hook": str},
}
CARD_KIND_NAMES = {"knights": ("knight", "Ritter"), "market": ("market card", "Marktkarte"), "trophies": ("trophy", "Trophäe"),
                   "monsters": ("monster", "Monster"), "bosses": ("boss", "Boss"), "renown": ("renown card", "Ansehen-Karte"),
                   "quests": ("quest", "Quest"), "townsfolk": ("townsfolk", "Dorfbewohner"), "coop": ("co-op card", "Koop-Karte")}

# other words a German table uses for a card (the rulebook's name is in cards.toml): the Ghost is "Gespenst"
# in the book (p. 9), "Geist" in everyday German
ALIASES: dict[str, dict[str, tuple[str, ...]]] = {"monsters": {"ghost": ("Geist",)}}

CARD_KIND_WORD = {"knights": "knight", "market": "market", "trophies": "trophy", "monsters": "monster", "bosses": "boss",
                  "renown": "renown", "quests": "quest", "townsfolk": "townsfolk", "coop": "coop"}  # as `card KIND ...` takes it


@dataclass(frozen=True)
class Facts:
    game: dict[str, Any]
    settings: dict[str, Setting]
    cards: dict[str, dict[str, dict[str, Any]]]

    def section(self, name: str) -> dict[str, Any]:
        return self.game[name]  # type: ignore[no-any-return]

    def ref(self, section: str, key: str = "ref") -> str:
        return str(self.game[section][key])

    def card(self, kind: str, ident: str) -> dict[str, Any]:
        return self.cards.get(kind, {}).get(ident, {})

    def card_name(self, kind: str, ident: str, lang: str = "en") -> str:
        name = self.card(kind, ident).get("name")
        if isinstance(name, dict):
            return str(name.get(lang) or name.get("en") or ident)
        return ident.replace("_", " ")


@cache
def load() -> Facts:
    """Read and check the three files; every problem is reported at once (RulesDataError)."""
    game = read_file(GAME_ID, "game.toml")
    raw_settings = read_file(GAME_ID, "settings.toml").get("settings", {})
    cards = read_file(GAME_ID, "cards.toml")
    problems: list[str] = []
    settings = {key: _setting(key, value, problems) for key, value in raw_settings.items()}
    problems += check_game(game)
    problems += check_cards(cards, game)
    if problems:
        from mkref.core.messages import SHELL

        raise RulesDataError(SHELL.said("data.problems", file="rules/knight-tales"), "; ".join(problems))
    return Facts(game, settings, {kind: dict(cards.get(kind, {})) for kind in CARD_KINDS})


def _setting(key: str, raw: Any, problems: list[str]) -> Setting:
    where = f"rules/knight-tales/settings.toml [settings.{key}]"
    if not isinstance(raw, dict):
        problems.append(f"{where}: must be a table")
        return Setting(key, "choice", "", None, (), "", "", "")
    for field in ("ambiguity", "default", "ref", "text"):
        if field not in raw:
            problems.append(f"{where}: '{field}' is missing")
    options = tuple(raw.get("options", ()))
    default = raw.get("default")
    if options and default not in options:
        problems.append(f"{where}: default {default!r} is not among its options")
    if not options and not isinstance(default, bool):
        problems.append(f"{where}: a setting without options must be true or false")
    if not str(raw.get("ambiguity", "")).startswith("I-"):
        problems.append(f"{where}: 'ambiguity' must cite the spec's I-nn")
    text = raw.get("text", {})
    if not (isinstance(text, dict) and text.get("en") and text.get("de")):
        problems.append(f"{where}: 'text' needs en and de")
        text = {}
    use = str(raw.get("use", "computed"))
    if use not in ("computed", "table"):
        problems.append(f"{where}: 'use' must be computed or table")
    return Setting(key, kind_of(default), str(raw.get("ambiguity", "")), default, options, str(raw.get("ref", "")), str(text.get("en", "")),
                   str(text.get("de", "")), use)


def _has_ref_and_name(table: dict[str, Any], where: str, problems: list[str]) -> None:
    name = table.get("name")
    if not (isinstance(name, dict) and name.get("en") and name.get("de")):
        problems.append(f"{where}: 'name' needs en and de")
    ref = table.get("ref")
    if not (isinstance(ref, str) and ref.startswith("p. ")):
        problems.append(f"{where}: 'ref' must be a page like \"p. 9\"")


def check_game(game: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    for section, table in game.items():
        if isinstance(table, dict) and section != "modes":
            _has_ref_and_name(table, f"rules/knight-tales/game.toml [{section}]", problems)
        for sub, inner in (table.items() if section == "modes" and isinstance(table, dict) else ()):
            if isinstance(inner, dict):
                _has_ref_and_name(inner, f"rules/knight-tales/game.toml [modes.{sub}]", problems)
    try:
        gold = game["starting_gold"]["by_players"]
        if sorted(int(k) for k in gold) != [1, 2, 3, 4]:
            problems.append("game.toml [starting_gold]: by_players needs 1, 2, 3 and 4 players")
        bonus = game["scoring"]["set_bonus"]
        if len(bonus) != 8 or bonus != sorted(bonus):
            problems.append("game.toml [scoring]: set_bonus needs 8 rising values (0..7 types)")
        if game["dice"]["max_per_kind"] < game["dice"]["knight_dice"]:
            problems.append("game.toml [dice]: max_per_kind is below the knight dice")
    except (KeyError, TypeError, ValueError) as exc:
        problems.append(f"game.toml: missing or malformed fact {exc}")
    return problems


def check_cards(cards: dict[str, Any], game: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    for kind, entries in cards.items():
        if kind not in CARD_KINDS:
            problems.append(f"cards.toml: unknown section [{kind}] (known: {', '.join(CARD_KINDS)})")
            continue
        for ident, card in entries.items():
            where = f"rules/knight-tales/cards.toml [{kind}.{ident}]"
            if not isinstance(card, dict):
                problems.append(f"{where}: must be a table")
                continue
            _has_ref_and_name(card, where, problems)
            for field, value in card.items():
                if field in ("name", "ref"):
                    continue
                try:
                    check_field(kind, field, value, game)
                except InvalidInput as error:
                    problems.append(f"{where}: {error.message()}")
    return problems


def _as_any(value: Any) -> Any:
    return value  # isinstance against a variable type narrows to object; the checks below need the value itself


def check_field(kind: str, field: str, value: Any, game: dict[str, Any]) -> None:
    """Raise InvalidInput when a card field has the wrong type or an impossible value."""
    expected: type | None = CARD_FIELDS[kind].get(field)
    if expected is None:
        raise invalid("not_a_field", hint="hint.fields", field=field, kind=CARD_KIND_NAMES[kind][0], fields=", ".join(CARD_FIELDS[kind]))
    if not isinstance(value, expected) or (expected is int and isinstance(value, bool)):
        raise invalid("field_type", field=field, type=expected.__name__, value=repr(value))
    value = _as_any(value)
    if expected is int and value < 0:
        raise invalid("field_negative", field=field, value=value)
    if field == "type" and kind == "market" and value not in game["market"]["types"]:
        raise invalid("market_type", hint="hint.types", value=value, types=", ".join(game["market"]["types"]))
    if field == "type" and kind == "monsters" and value not in ("minion", "champion"):
        raise invalid("monster_type", value=value)
    if field == "faction" and value not in game["monsters"]["factions"]:
        raise invalid("faction", hint="hint.factions", value=value, factions=", ".join(game["monsters"]["factions"]))
    if field == "factions" and (len(value) != 2 or any(v not in game["monsters"]["factions"] for v in value)):
        raise invalid("trophy_factions", value=repr(value))
    if field == "timing" and value not in ("action", "reaction", "passive"):
        raise invalid("timing", value=value)
    if field == "doom":
        for column in value:
            if not (isinstance(column, dict) and all(isinstance(column.get(k, 0), int) for k in ("red", "black", "armour"))):
                raise invalid("doom_column", value=repr(column))
    if field == "effect" and value.get("scope") not in ("row", "lane", "self"):
        raise invalid("effect_scope", value=repr(value))


def card_index(kind: str, extra: dict[str, Any] | None = None) -> NameIndex:
    """Card names of one kind (English, German, ids), plus cards a save defined."""
    facts = load()
    index = NameIndex(CARD_KIND_NAMES[kind][0])
    idents = dict.fromkeys([*facts.cards.get(kind, {}), *(extra or {})])
    for ident in idents:
        card = {**facts.card(kind, ident), **(extra or {}).get(ident, {})}
        name = card.get("name", {})
        names = [ident, ident.replace("_", " ")]
        if isinstance(name, dict):
            names += [str(v) for v in name.values()]
        shown = names[-2] if isinstance(name, dict) and name else ident
        index.add(ident, (*names, *ALIASES.get(kind, {}).get(ident, ())), shown)
    return index


def card_name(kind: str, ident: str, lang: str, extra: dict[str, Any] | None = None) -> str:
    name = {**load().card(kind, ident), **(extra or {}).get(ident, {})}.get("name")
    if isinstance(name, dict):
        return str(name.get(lang) or name.get("en") or ident)
    return ident.replace("_", " ")


def resolve_card(kind: str, word: str, extra: dict[str, Any] | None = None) -> str:
    index = card_index(kind, extra)
    ident = index.find(word)
    if ident is None:
        from mkref.core.messages import Named

        close: list[str] = [Named(card_name(kind, i, "en", extra), card_name(kind, i, "de", extra)) for i in index.close(word)]
        raise unknown(CARD_KIND_NAMES[kind], word, close, "hint.add_card", typed=word, kind=CARD_KIND_WORD[kind])
    return ident
