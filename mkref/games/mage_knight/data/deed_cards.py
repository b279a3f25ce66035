"""The deed cards (rules/mage-knight/cards.toml) and skills (skills.toml) as validated, cached records.

Loaded through the project's rules cache like the enemies and units (components.py), so a command pays for
parsing only after a rules file changed. The base game reads it too (a Monastery's Advanced Actions by name, in
every game), and so do the optional parts: the deed cards tracked by name (`cards/`, which knows it as
`cards/catalogue.py`), The Lost Legion's cooperative skills and the artifacts stolen between heroes.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from mkref.core.messages import Named
from mkref.core.names import NameIndex
from mkref.core.record import Record
from mkref.core.rulescache import cached
from mkref.core.rulesdata import file_fields, game_dir, new_problems
from mkref.core.tomlread import Fields
from mkref.games.mage_knight.data.card_effects import BASIC_COLOURS, Effect, read_effects, walk
from mkref.games.mage_knight.data.components import GAME, Names

KINDS = ("basic_action", "hero_action", "advanced_action", "spell", "artifact", "wound")
ACTION_KINDS = ("basic_action", "hero_action", "advanced_action")
HEROES = ("arythea", "goldyx", "norowas", "tovak", "wolfhawk", "krang", "braevalar")
USES = ("turn", "round", "interactive", "permanent")
DECK_SIZE = 16  # p. 3: the 16 Basic Action cards of a hero


class Card(Record):
    id: str
    name: Names
    powered_name: Names
    de_official: bool
    kind: str
    colours: tuple[str, ...]  # () for artifacts and the Wound; two for the dual-colour Advanced Actions
    copies: int
    number: str
    hero: str
    replaces: str
    subtype: str
    expansion: str
    interactive: bool
    basic: tuple[Effect, ...]
    powered: tuple[Effect, ...]
    ref: str = "p. 4"

    @property
    def is_action(self) -> bool:
        return self.kind in ACTION_KINDS

    @property
    def colour(self) -> str:
        return self.colours[0] if self.colours else "none"


class Skill(Record):
    id: str
    hero: str
    name: Names
    de_official: bool
    use: str
    any_turn: bool
    combat: str  # "" (any time), "not" or "only"
    version: str
    effect: tuple[Effect, ...]
    ref: str = "p. 5"


_CARD_KEYS = {
    "name", "powered_name", "de_official", "kind", "colour", "copies", "number", "hero", "replaces", "subtype",
    "expansion", "interactive", "basic", "powered", "ref",
}
_SKILL_KEYS = {"hero", "name", "de_official", "use", "any_turn", "combat", "version", "effect", "ref"}


def _names(f: Fields, key: str) -> Names:
    table = f.table(key)
    if table is None:
        return Names("", "")
    names = Names(table.text("en"), table.text("de"))
    table.unknown_keys({"en", "de"})
    return names


def _colours(f: Fields) -> tuple[str, ...]:
    value = f.raw("colour")
    options = (*BASIC_COLOURS, "none")
    items = value if isinstance(value, list) else [value]
    if not items or any(c not in options for c in items) or (isinstance(value, list) and len(value) != 2):
        f.problems.add(f.where("colour"), f"is {value!r}; expected one of {', '.join(options)} or a list of two basic colours")
        return ()
    return tuple(str(c) for c in items if c != "none")


def _card(ident: str, f: Fields) -> Card:
    f.unknown_keys(_CARD_KEYS)
    kind = f.choice("kind", KINDS)
    card = Card(
        id=ident,
        name=_names(f, "name"),
        powered_name=_names(f, "powered_name") if f.has("powered_name") else Names("", ""),
        de_official=f.flag("de_official", False),
        kind=kind or "wound",
        colours=_colours(f),
        copies=f.number("copies", 1, low=0),
        number=f.text("number", ""),
        hero=f.choice("hero", HEROES, ""),
        replaces=f.text("replaces", ""),
        subtype=f.choice("subtype", ("banner", "ring", "weapon", "item"), ""),
        expansion=f.text("expansion", "base"),
        interactive=f.flag("interactive", False),
        basic=read_effects(f, "basic"),
        powered=read_effects(f, "powered"),
        ref=f.text("ref", "p. 4"),
    )
    if (card.kind == "hero_action") != bool(card.hero and card.replaces):
        f.problems.add(f.where("hero"), "hero and replaces are given exactly for hero cards")
    if card.kind in ("spell", *ACTION_KINDS) and not card.colours:
        f.problems.add(f.where("colour"), f"a {card.kind.replace('_', ' ')} needs a basic colour")
    if card.kind == "spell" and not card.powered_name.en:
        f.problems.add(f.where("powered_name"), "a spell's powered effect has its own name")
    return card


def _skill(ident: str, f: Fields) -> Skill:
    f.unknown_keys(_SKILL_KEYS)
    return Skill(
        id=ident,
        hero=f.choice("hero", HEROES),
        name=_names(f, "name"),
        de_official=f.flag("de_official", False),
        use=f.choice("use", USES),
        any_turn=f.flag("any_turn", False),
        combat=f.choice("combat", ("not", "only"), ""),
        version=f.choice("version", ("standard", "competitive", "cooperative"), "standard"),
        effect=read_effects(f, "effect"),
        ref=f.text("ref", "p. 5"),
    )


def _each(f: Fields, key: str) -> list[tuple[str, Fields]]:
    table = f.table(key)
    if table is None:
        return []
    return [(i, sub) for i in table.data if (sub := table.table(i)) is not None]


_TYPES = (Names, Effect, Card, Skill)


def _cached(name: str, build: Any) -> Any:
    return cached(f"mage-knight-{name}", [game_dir(GAME) / f"{name}.toml"], build, _TYPES, lazy=True)


@cache
def cards() -> dict[str, Card]:
    """Every deed card by id."""
    return _cached("cards", lambda: build_cards())  # type: ignore[no-any-return]


def _file(name: str, problems: Any, folder: Path | None) -> Fields:
    if folder is None:
        return file_fields(GAME, name, problems)
    from mkref.core.errors import RulesDataError
    from mkref.core.tomlread import load_toml

    from mkref.core.rulesdata import take_provenance

    data = load_toml(folder / name, RulesDataError)
    take_provenance(data, f"rules/{GAME}/{name}")  # checked here; the index reads it (cards/lookup.py)
    return Fields(data, f"rules/{GAME}/{name}", "", problems)


def build_cards(folder: Path | None = None) -> dict[str, Card]:
    problems = new_problems()
    found = {i: _card(i, f) for i, f in _each(_file("cards.toml", problems, folder), "cards")}
    _check_decks(found, problems)
    problems.raise_if_any("rules/mage-knight/cards.toml")
    return found


def _check_decks(found: dict[str, Card], problems: Any) -> None:
    """Each hero card replaces a Basic Action of its colour, and the basic deck holds 16 cards (p. 3)."""
    basic = [c for c in found.values() if c.kind == "basic_action"]
    if sum(c.copies for c in basic) != DECK_SIZE:
        problems.add("rules/mage-knight/cards.toml [cards]", f"the Basic Actions make {sum(c.copies for c in basic)} cards, not {DECK_SIZE}")
    for card in found.values():
        if card.kind != "hero_action":
            continue
        target = found.get(card.replaces)
        if target is None or target.kind != "basic_action":
            problems.add(f"rules/mage-knight/cards.toml [cards.{card.id}.replaces]", f"'{card.replaces}' is not a Basic Action")
        elif target.colours != card.colours:
            problems.add(f"rules/mage-knight/cards.toml [cards.{card.id}.colour]", f"differs from the colour of {card.replaces}, the card it replaces")
    for card in found.values():
        for effect in walk(card.basic + card.powered):
            if effect.name == "combine" and card.kind not in ACTION_KINDS:
                problems.add(f"rules/mage-knight/cards.toml [cards.{card.id}]", "only Action cards combine with another card")


@cache
def skills() -> dict[str, Skill]:
    """Every skill token by id."""
    return _cached("skills", lambda: build_skills())  # type: ignore[no-any-return]


def build_skills(folder: Path | None = None) -> dict[str, Skill]:
    problems = new_problems()
    found = {i: _skill(i, f) for i, f in _each(_file("skills.toml", problems, folder), "skills")}
    problems.raise_if_any("rules/mage-knight/skills.toml")
    return found


@cache
def card_names() -> NameIndex:
    index = NameIndex("card")
    for card in cards().values():
        names = [card.name.en, card.name.de]
        if card.powered_name.en:
            names += [card.powered_name.en, card.powered_name.de]
        index.add(card.id, tuple(n for n in names if n), card.name.named())  # did-you-mean in the table's language
    return index


@cache
def skill_names() -> NameIndex:
    """Skill names; several heroes share a name (Motivation), so the hero's name qualifies each."""
    index = NameIndex("skill")
    for skill in skills().values():
        hero = skill.hero.capitalize()
        names = (f"{hero} {skill.name.en}", f"{hero} {skill.name.de}", skill.id.replace("_", " "), skill.name.en, skill.name.de)
        index.add(skill.id, names, Named(f"{hero} {skill.name.en}", f"{hero} {skill.name.de or skill.name.en}"))
    return index


def card_id(name: str) -> str:
    """The id of a card named by id, English or German name (UnknownName lists close matches)."""
    return name if name in cards() else card_names().resolve(name)


def skill_id(name: str, hero: str = "") -> str:
    """The id of a skill; a bare name shared by several heroes (Motivation) is taken as `hero`'s."""
    if name in skills():
        return name
    index = skill_names()
    if hero and index.find(f"{hero} {name}") is not None:
        return index.resolve(f"{hero} {name}")
    return index.resolve(name)


def starting_deck(hero: str, sets: frozenset[str] | None = None) -> dict[str, int]:
    """The 16 Basic Actions of a hero by card id: the standard deck with the hero's cards replacing theirs (p. 3).

    `sets` are the component sets in play (None: all of the Ultimate Edition). A hero card of a set not in
    play stays out (Tovak's Instinct comes with The Lost Legion), unless all the hero's cards come from one
    set: then the hero itself comes from it (Wolfhawk, Krang, Braevalar)."""
    deck = {c.id: c.copies for c in cards().values() if c.kind == "basic_action"}
    own = [c for c in cards().values() if c.kind == "hero_action" and c.hero == hero]
    hero_set = own[0].expansion if own and len({c.expansion for c in own}) == 1 else "base"
    for card in own:
        if sets is None or card.expansion in sets or card.expansion == hero_set:
            deck[card.replaces] -= 1
            deck[card.id] = 1
    return {k: v for k, v in deck.items() if v}


def check() -> None:
    """For `mkref check-rules`: both files load, and no name stands for two cards (it could never be typed)."""
    from mkref.core.names import fold

    problems = new_problems()
    seen: dict[str, str] = {}
    for card in build_cards().values():
        for name in {card.name.en, card.name.de, card.powered_name.en, card.powered_name.de} - {""}:
            other = seen.setdefault(fold(name), card.id)
            if other != card.id:
                problems.add(f"rules/mage-knight/cards.toml [cards.{card.id}.name]", f"'{name}' is also the name of {other}")
    for skill in build_skills().values():
        if not skill.name.de:
            problems.add(f"rules/mage-knight/skills.toml [skills.{skill.id}.name]", "has no German name")
    problems.raise_if_any("The Mage Knight cards and skills")
