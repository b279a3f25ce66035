"""The closed set of card and skill effects: reading them from rules data and describing them in words.

An effect is one inline table named by its first key (`{ attack = 3, type = "ranged", element = "fire" }`);
cards.toml lists the names and their modifiers. Anything else is refused when the file is loaded, with the
file and the key, so a typo never becomes a silent no-op.
"""

from __future__ import annotations

from typing import Any

from mkref.core.record import Record
from mkref.core.tomlread import Fields, expected

ELEMENTS = ("physical", "fire", "ice", "cold_fire")
ATTACK_TYPES = ("melee", "ranged", "siege")
BASIC_COLOURS = ("red", "blue", "white", "green")
MANA_COLOURS = (*BASIC_COLOURS, "gold", "black", "basic", "any")
CRYSTAL_COLOURS = (*BASIC_COLOURS, "basic")
TERRAINS = ("all", "plains", "hills", "forest", "wasteland", "desert", "swamp", "lake", "mountain")
COUNTERS = (
    "wound", "enemy_blocked", "enemy_token", "unit_recruited", "crystal_set", "crystal_colour",
    "discarded_card", "enemy_defeated", "enemy_trait", "ready_unit",
)
POINTS = ("move", "influence", "attack", "block", "heal")  # what a turn adds up (p. 5)

_PER = ("per", "each")
# effect name -> the modifiers it takes besides its own key
MODIFIERS: dict[str, tuple[str, ...]] = {
    "move": _PER,
    "influence": _PER,
    "heal": _PER,
    "attack": ("type", "element", *_PER),
    "block": ("element", *_PER),
    "mana": ("count",),
    "crystal": ("count",),
    "draw": _PER,
    "fame": _PER,
    "reputation": _PER,
    "wound": (),
    "hand_limit": (),
    "source_dice": (),
    "terrain": ("cost", "less", "floor"),
    "enter": ("cost",),
    "ready_unit": (),
    "discard": ("wounds",),
    "throw_away": ("card",),
    "choice": ("ref",),
    "by_colour": (),
    "by_time": (),
    "combine": ("times", "bonus", "throw"),
    "special": ("de", "ref"),
}
EFFECT_NAMES = tuple(MODIFIERS)


class Effect(Record):
    name: str
    amount: int = 0
    attack: str = "melee"  # the attack type of an attack
    element: str = "physical"
    colour: str = ""  # mana and crystal
    count: int = 1
    terrains: tuple[str, ...] = ()
    cost: int = -1  # terrain / enter: the cost set (-1: none)
    less: int = 0  # terrain: the reduction
    floor: int = 0  # terrain: a reduction never goes below this
    per: str = ""  # a counter the table states; amount + each x count
    each: int = 0
    wounds: bool = False  # discard: wounds may be discarded for it
    card: str = "any"  # throw_away: which cards
    pay: str = ""  # by_colour: what is paid to pick the branch (mana, discard, throw_away)
    branches: tuple[tuple[str, tuple[Effect, ...]], ...] = ()  # choice, by_colour, by_time
    times: int = 1  # combine
    bonus: int = 0  # combine
    throw: bool = False  # combine: the other card is thrown away
    text_en: str = ""  # special
    text_de: str = ""
    ref: str = ""

    @property
    def is_points(self) -> bool:
        return self.name in POINTS

    def total(self, counts: dict[str, int] | None = None) -> int:
        """The amount, with the bonus per counted thing (`per`) the table stated."""
        if not self.per:
            return self.amount
        return self.amount + self.each * int((counts or {}).get(self.per, 0))


# --------------------------------------------------------------------------------------------------
# Reading


def read_effects(f: Fields, key: str) -> tuple[Effect, ...]:
    """The list of effects under `key`; every problem is added to f.problems with its place."""
    value = f.raw(key)
    if value is None:
        f.problems.add(f.where(key), "missing; expected a list of effects")
        return ()
    return _read_list(f, key, value)


def _read_list(f: Fields, where: str, value: Any) -> tuple[Effect, ...]:
    if not isinstance(value, list):
        f.problems.add(f.where(where), f"is {value!r}; expected a list of effects")
        return ()
    out = []
    for i, item in enumerate(value):
        effect = _read_one(f, f"{where}[{i}]", item)
        if effect is not None:
            out.append(effect)
    return tuple(out)


def _read_option(f: Fields, where: str, value: Any) -> tuple[Effect, ...]:
    """A choice option: one effect, or a list of effects that go together."""
    if isinstance(value, list):
        return _read_list(f, where, value)
    one = _read_one(f, where, value)
    return (one,) if one is not None else ()


def _read_one(f: Fields, where: str, raw: Any) -> Effect | None:
    if not isinstance(raw, dict) or not raw:
        f.problems.add(f.where(where), f"is {raw!r}; expected an effect table such as {{ move = 2 }}")
        return None
    names = [k for k in raw if k in MODIFIERS]
    if len(names) != 1:
        first = next(iter(raw))
        why = f"unknown effect name '{first}'; {expected(first, EFFECT_NAMES)}" if not names else f"names {len(names)} effects ({', '.join(names)}); one table per effect"
        f.problems.add(f.where(where), why)
        return None
    name = names[0]
    allowed = {name, *MODIFIERS[name]}
    for key in raw:
        if key not in allowed:
            f.problems.add(f.where(f"{where}.{key}"), f"is not a modifier of '{name}'; {expected(key, sorted(allowed - {name}) or ['(none)'])}")
    return _build(f, where, name, raw)


def _int(f: Fields, where: str, raw: dict[str, Any], key: str, default: int, low: int | None = None) -> int:
    value = raw.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or (low is not None and value < low):
        f.problems.add(f.where(f"{where}.{key}"), f"is {value!r}; expected a whole number" + (f" of at least {low}" if low is not None else ""))
        return default
    return value


def _pick(f: Fields, where: str, raw: dict[str, Any], key: str, options: tuple[str, ...], default: str) -> str:
    value = raw.get(key, default)
    if value not in options:
        f.problems.add(f.where(f"{where}.{key}"), f"is {value!r}; {expected(value, options)}")
        return default
    return str(value)


def _build(f: Fields, where: str, name: str, raw: dict[str, Any]) -> Effect:
    value = raw[name]
    fields: dict[str, Any] = {"name": name}
    if "per" in raw:
        fields["per"] = _pick(f, where, raw, "per", COUNTERS, COUNTERS[0])
        fields["each"] = _int(f, where, raw, "each", 1, low=1)
    if name in ("move", "influence", "heal", "attack", "block", "draw", "fame"):
        fields["amount"] = _int(f, where, raw, name, 0, low=0)
    elif name in ("reputation",):
        fields["amount"] = _int(f, where, raw, name, 0)
    elif name in ("wound", "hand_limit", "source_dice", "ready_unit", "discard", "throw_away"):
        fields["amount"] = _int(f, where, raw, name, 1, low=1)
    if name == "attack":
        fields["attack"] = _pick(f, where, raw, "type", ATTACK_TYPES, "melee")
    if name in ("attack", "block"):
        fields["element"] = _pick(f, where, raw, "element", ELEMENTS, "physical")
    if name == "mana":
        fields["colour"] = _pick(f, where, raw, "mana", MANA_COLOURS, "basic")
        fields["count"] = _int(f, where, raw, "count", 1, low=1)
    elif name == "crystal":
        fields["colour"] = _pick(f, where, raw, "crystal", CRYSTAL_COLOURS, "basic")
        fields["count"] = _int(f, where, raw, "count", 1, low=1)
    elif name == "terrain":
        fields.update(_terrain(f, where, raw))
    elif name == "enter":
        fields["terrains"] = (_pick(f, where, raw, "enter", ("mountain", "lake"), "mountain"),)
        fields["cost"] = _int(f, where, raw, "cost", -1)
    elif name == "discard":
        fields["wounds"] = bool(raw.get("wounds", False))
    elif name == "throw_away":
        fields["card"] = _pick(f, where, raw, "card", ("action", "any"), "any")
    elif name == "choice":
        if not isinstance(value, list) or len(value) < 2:
            f.problems.add(f.where(f"{where}.choice"), "expected a list of at least two options")
            value = []
        fields["branches"] = tuple((str(i + 1), _read_option(f, f"{where}.choice[{i}]", v)) for i, v in enumerate(value))
        fields["ref"] = str(raw.get("ref", ""))
    elif name in ("by_colour", "by_time"):
        fields.update(_branches(f, where, name, value))
    elif name == "combine":
        fields["pay"] = _pick(f, where, raw, "combine", ("basic", "powered"), "basic")
        fields["times"] = _int(f, where, raw, "times", 1, low=1)
        fields["bonus"] = _int(f, where, raw, "bonus", 0, low=0)
        fields["throw"] = bool(raw.get("throw", False))
    elif name == "special":
        fields.update(_special(f, where, raw))
    return Effect(**fields)


def _terrain(f: Fields, where: str, raw: dict[str, Any]) -> dict[str, Any]:
    terrains = raw.get("terrain")
    if not isinstance(terrains, list) or not terrains or any(t not in TERRAINS for t in terrains):
        f.problems.add(f.where(f"{where}.terrain"), f"is {terrains!r}; expected a list of: {', '.join(TERRAINS)}")
        terrains = []
    if ("cost" in raw) == ("less" in raw):
        f.problems.add(f.where(where), "a terrain change needs exactly one of cost = N (set) or less = N (reduced)")
    return {
        "terrains": tuple(str(t) for t in terrains),
        "cost": _int(f, where, raw, "cost", -1),
        "less": _int(f, where, raw, "less", 0, low=0),
        "floor": _int(f, where, raw, "floor", 0, low=0),
    }


def _branches(f: Fields, where: str, name: str, value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        f.problems.add(f.where(f"{where}.{name}"), "expected a table of branches")
        return {}
    labels = BASIC_COLOURS if name == "by_colour" else ("day", "night")
    pay = ""
    if name == "by_colour":
        pay = str(value.get("pay", ""))
        if pay not in ("mana", "discard", "throw_away"):
            f.problems.add(f.where(f"{where}.by_colour.pay"), f"is {pay!r}; {expected(pay, ('mana', 'discard', 'throw_away'))}")
    branches = []
    for key, effects in value.items():
        if key == "pay" and name == "by_colour":
            continue
        if key not in labels:
            f.problems.add(f.where(f"{where}.{name}.{key}"), f"is not a branch; {expected(key, labels)}")
            continue
        branches.append((key, _read_list(f, f"{where}.{name}.{key}", effects)))
    missing = [label for label in labels if label not in value]
    if missing and name == "by_time":
        f.problems.add(f.where(f"{where}.{name}"), "needs both day and night")
    return {"pay": pay, "branches": tuple(branches)}


def _special(f: Fields, where: str, raw: dict[str, Any]) -> dict[str, Any]:
    english, german, ref = raw.get("special"), raw.get("de"), raw.get("ref")
    for key, value in (("special", english), ("de", german), ("ref", ref)):
        if not isinstance(value, str) or not value.strip():
            f.problems.add(f.where(f"{where}.{key}"), "a special effect needs its English text (special), German text (de) and page (ref)")
    if isinstance(ref, str) and not ref.startswith("p. "):
        f.problems.add(f.where(f"{where}.ref"), f"is {ref!r}; expected a page such as \"p. 5\"")
    return {"text_en": str(english or ""), "text_de": str(german or ""), "ref": str(ref or "")}


def walk(effects: tuple[Effect, ...]) -> list[Effect]:
    """Every effect, including those inside choices and branches (depth first)."""
    out: list[Effect] = []
    for effect in effects:
        out.append(effect)
        for _, inner in effect.branches:
            out.extend(walk(inner))
    return out
