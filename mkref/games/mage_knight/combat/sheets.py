"""Combat sheets: a whole combat written down as TOML, read into a `CombatSetup` and declarations.

The sheet format is documented in the README ("Combat sheets"). Shape errors name the file and the
key (SheetError, exit 3); unknown names list the closest matches; illegal declarations are refused
by the engine with their page.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from mkref.core.errors import InvalidInput, RuleViolation, SheetError
from mkref.core.tomlread import Fields, Problems, load_toml
from mkref.games.mage_knight.data import components as data
from mkref.games.mage_knight.combat.engine import (
    PART_KINDS,
    Combat,
    CombatHooks,
    CombatResult,
    CombatSetup,
    EnemySetup,
    HeroSetup,
    Part,
    Rulings,
    UnitSetup,
    _no,
    _step,
)

if TYPE_CHECKING:
    from mkref.games.mage_knight.parts import Part as OptionalPart

SITES = (
    "none", "keep", "mage_tower", "city", "monastery", "dungeon", "tomb", "monster_den",
    "spawning_grounds", "ancient_ruins", "maze", "labyrinth", "rampaging",
)

# Element words, written without spaces, '_' or '-' and in lower case ("Kaltes Feuer" -> "kaltesfeuer"), so
# "coldfire", "cold fire", "cold_fire", "cold-fire" and the German "Kaltes Feuer" mean the same everywhere:
# in parts, enemy elements and attacks, and resistances (tests/unit/mage_knight/test_sheet_words.py).
_ELEMENT_WORDS = {
    "physical": "physical", "phys": "physical", "physisch": "physical", "physischer": "physical",
    "fire": "fire", "feuer": "fire",
    "ice": "ice", "eis": "ice",
    "coldfire": "cold_fire", "kaltesfeuer": "cold_fire",
}
_KIND_WORDS = {
    "melee": "melee", "attack": "melee", "block": "melee", "nahkampf": "melee", "angriff": "melee",
    "ranged": "ranged", "range": "ranged", "fern": "ranged", "fernangriff": "ranged", "fernkampf": "ranged", "fernkampfangriff": "ranged",
    "siege": "siege", "belagerung": "siege", "belagerungsangriff": "siege",
    "sideways": "sideways", "quer": "sideways", "seitwarts": "sideways", "seitwärts": "sideways",
}
_TOP_KEYS = ("site", "city_color", "time", "hero", "units", "enemies", "ranged", "block", "damage", "attack", "rulings")


def element_id(word: str) -> str | None:
    """'Kaltes Feuer', 'cold fire', 'cold_fire', 'coldfire', 'Feuer', 'ice' ... -> the element id, or None."""
    return _ELEMENT_WORDS.get("".join(word.casefold().replace("_", " ").replace("-", " ").split()))


def parse_part(text: str) -> Part:
    """'5 fire', '2 siege', '1 sideways', '3 kaltes feuer fernangriff' -> Part. Raises InvalidInput."""
    folded = text.strip().casefold().replace("_", " ").replace("-", " ")
    words = folded.replace("kaltes feuer", "kaltesfeuer").replace("cold fire", "coldfire").split()
    if not words or not words[0].isdecimal():
        raise InvalidInput(_no("sheet.not_a_value", text=text), _no("sheet.part_example"))
    value, element, kind = int(words[0]), "physical", "melee"
    if value < 1:
        raise InvalidInput(_no("sheet.no_strength", text=text), _no("sheet.values_start"))
    for word in words[1:]:
        if element_id(word):
            element = element_id(word) or element
        elif word in _KIND_WORDS:
            kind = _KIND_WORDS[word]
        else:
            raise InvalidInput(_no("sheet.bad_word", word=word, text=text), _no("sheet.part_example"))
    assert kind in PART_KINDS
    return Part(value, element, kind)


class Sheet:
    """A parsed sheet: the set-up and the table's declarations, phase by phase."""

    def __init__(self, setup: CombatSetup, summons: dict[str, list[data.Enemy]]) -> None:
        self.setup = setup
        self.summons = summons
        self.ranged: list[tuple[list[str], list[Part]]] = []
        self.blocks: list[tuple[str, list[Part], int]] = []
        self.damage: list[tuple[str, list[str]]] = []
        self.attacks: list[tuple[list[str], list[Part]]] = []
        self.notes: list[str] = []  # things in the sheet that were set aside, shown in the walkthrough
        self.part: OptionalPart | None = None  # the optional part whose keys the sheet has (parts.Part.combat_sheet_keys)
        self.part_keys: Any = None  # and those keys, read by it (e.g. The Lost Legion's walls and Volkare)


def read_sheet(path: str | Path) -> Sheet:
    raw = load_toml(Path(path), SheetError)
    problems = Problems(SheetError, collect=False)
    return parse_sheet(Fields(raw, str(path), "", problems))


def parse_sheet(top: Fields) -> Sheet:
    from mkref.games.mage_knight.parts import every_part

    parts = every_part()  # a sheet is no game: any part's keys may be on it (The Lost Legion's walls and Volkare)
    top.unknown_keys(_TOP_KEYS + tuple(key for part in parts for key in part.combat_sheet_keys))
    sites, colors, _ = data.combat_facts()
    site_id = top.choice("site", SITES, "none")
    city = None
    if site_id == "city":
        color = top.choice("city_color", tuple(colors))
        if color is None:
            top.problems.add(top.where("city_color"), _no("sheet.city_colour"))
        city = colors[color]
    elif top.has("city_color"):
        top.raw("city_color")  # noted in the walkthrough by `run`: only a city has a colour
    time = top.choice("time", ("day", "night"), "day")
    hero_fields = top.table("hero", None) or Fields({"level": 1}, top.file, "hero", top.problems)
    hero, from_cards = _hero(hero_fields)
    unit_tables = list(top.tables("units"))
    units = labelled([unit(f) for f in unit_tables], [f.has("label") for f in unit_tables])
    enemy_tables = list(top.tables("enemies"))
    enemy_rows = [_enemy_row(f, site_id) for f in enemy_tables]
    if not enemy_rows and not any(top.has(key) for part in parts for key in part.combat_sheet_enemies):
        top.problems.add(top.where("enemies"), _no("sheet.no_enemies"))
    enemies = labelled([row[0] for row in enemy_rows], [f.has("label") for f in enemy_tables])
    summons = {e.label: row[1] for e, row in zip(enemies, enemy_rows) if row[1]}
    setup = CombatSetup(
        site=sites[site_id], hero=hero, enemies=tuple(enemies), units=tuple(units), city=city, time=time,
        rulings=_rulings(top.table("rulings", {})), wounds_from_cards=from_cards,
    )
    sheet = Sheet(setup, summons)
    sheet.part = next((part for part in parts if any(top.has(key) for key in part.combat_sheet_keys)), None)
    if sheet.part is not None:
        sheet.part_keys = sheet.part.read_combat_sheet(top)
    if site_id != "city" and top.has("city_color"):
        colour = repr(top.data["city_color"])
        sheet.notes.append(_step(f"city_color = {colour} is ignored: only a city has a colour (p. 10).", "sheet.colour_ignored", colour=colour))
    sheet.ranged = [(_targets(f, "targets"), _parts(f)) for f in top.tables("ranged")]
    for f in top.tables("block"):
        if isinstance(f.raw("target"), list):
            raise RuleViolation(
                _no("sheet.one_block", where=f.where("target")), _no("sheet.one_block_why"), _no("sheet.one_block_hint"),
                ref="p. 9",
            )
    sheet.blocks = [(f.text("target"), _parts(f, allow_empty=True), f.number("move", 0, low=0)) for f in top.tables("block")]
    sheet.damage = [(f.text("source"), _targets(f, "to")) for f in top.tables("damage")]
    sheet.attacks = [(_targets(f, "targets"), _parts(f)) for f in top.tables("attack")]
    return sheet


def _hero(f: Fields) -> tuple[HeroSetup, int]:
    f.unknown_keys(("level", "armor", "hand_limit", "wounds_in_hand", "wounds_from_cards"))
    level = f.number("level", None, low=1, high=10)
    armor = f.number("armor", None, low=1)
    hand = f.number("hand_limit", None, low=1)
    if level is not None:
        token = data.levels()[level]
        armor = armor if armor is not None else token.armor
        hand = hand if hand is not None else token.hand_limit
    if armor is None or hand is None:
        f.problems.add(f.where(), _no("sheet.hero_level"))
    return HeroSetup(armor or 2, hand or 5, level, f.number("wounds_in_hand", 0, low=0)), f.number("wounds_from_cards", 0, low=0)


def unit(f: Fields) -> UnitSetup:
    """One [[units]] table of a sheet: a unit of the offer by name, or one described by its values."""
    f.unknown_keys(("unit", "label", "wounded", "armor", "resistances", "level", "name", "banner"))
    wounded = f.flag("wounded", False)
    banner = f.choice("banner", ("fortitude",), "")  # The Lost Legion's Banner of Fortitude [06.3]
    if f.has("unit"):
        known = data.units()[data.unit_id(f.text("unit"))]
        return UnitSetup(f.text("label", known.id), known.name.en, known.armor, known.level, known.resistances, wounded, known.id, banner)
    armor = f.number("armor", low=1)
    resist = _resistances(f)
    name = f.text("name", "custom unit")
    return UnitSetup(f.text("label", "unit"), name, armor, f.number("level", 1, low=1, high=4), resist, wounded, "", banner)


def _enemy_row(f: Fields, site: str) -> tuple[EnemySetup, list[data.Enemy]]:
    f.unknown_keys(
        ("enemy", "label", "armor_change", "attack_change", "rampaging", "summoned", "armor", "attack", "element",
         "abilities", "resistances", "fame", "armor_elusive", "attacks", "name", "colour", "reputation", "defend")
    )
    enemy = _enemy(f)
    summoned: list[data.Enemy] = []
    raw = f.raw("summoned")
    if raw is not None:
        items = raw if isinstance(raw, list) else [raw]
        for i, item in enumerate(items):
            where = f"{f.path}.summoned" + (f"[{i}]" if isinstance(raw, list) else "")
            if isinstance(item, str):
                summoned.append(data.enemies()[data.enemy_id(item)])
            elif isinstance(item, dict):
                summoned.append(_inline_enemy(Fields(item, f.file, where, f.problems), default_colour="brown"))
            else:
                f.problems.add(f"{f.file} [{where}]", "expected an enemy id or name, or an inline table")
        if not enemy.summons:
            f.problems.add(f.where("summoned"), f"{enemy.name.en} does not summon; only a summoner draws a token")
    rampaging = f.flag("rampaging", site == "rampaging")
    setup = EnemySetup(f.text("label", enemy.id), enemy, rampaging, f.number("armor_change", 0), f.number("attack_change", 0))
    return setup, summoned


def _enemy(f: Fields) -> data.Enemy:
    if f.has("enemy"):
        return data.enemies()[data.enemy_id(f.text("enemy"))]
    return _inline_enemy(f)


def _inline_enemy(f: Fields, default_colour: str = "green") -> data.Enemy:
    """An enemy typed as values: armor, attack(s), element, abilities, resistances, fame."""
    attacks: list[data.EnemyAttack] = []
    if f.has("attacks"):
        for i, text in enumerate(f.texts("attacks")):
            try:
                part = parse_part(text)
            except InvalidInput as bad:
                f.problems.add(f.where(f"attacks[{i}]"), bad.message())
                continue
            attacks.append(data.EnemyAttack(part.value, part.element))
    abilities = frozenset(f.texts("abilities", [], data.ABILITIES))
    if "summon" in abilities:
        # A summoner attacks only through the token it draws (p. 9): its "attack" is the summon itself.
        if f.has("attack") or f.has("attacks"):
            f.problems.add(f.where("attack"), "a summoner has no attack of its own: its summoned token attacks (p. 9); leave 'attack' out")
        attacks = [data.EnemyAttack(0, "physical", summon="brown")]
    elif not f.has("attacks"):
        attacks.append(data.EnemyAttack(f.number("attack", low=0), _element(f)))
    elusive = f.number("armor_elusive", None, low=0)
    if ("elusive" in abilities) != (elusive is not None):
        f.problems.add(f.where("armor_elusive"), "an Elusive enemy needs armor_elusive (its higher armor), and only it")
    label = f.text("name", "custom enemy")
    return data.Enemy(
        id=f.data.get("label", "custom"),
        name=data.Names(label, label),
        colour=f.choice("colour", data.COLOURS, default_colour),
        copies=1,
        armor=f.number("armor", low=0),
        armor_elusive=elusive,
        attacks=tuple(attacks),
        abilities=abilities,
        resistances=_resistances(f),
        fame=f.number("fame", 0, low=0),
        reputation=f.number("reputation", 0),
        defend=f.number("defend", 0, low=0),
    )


def _element(f: Fields) -> str:
    """An enemy's `element`: any element word (English or German, 'cold fire', 'cold_fire', 'coldfire' ...)."""
    word = f.text("element", "physical")
    element = element_id(word) if isinstance(word, str) else "physical"
    if element is None:
        f.problems.add(f.where("element"), f"is {word!r}; expected physical, fire, ice or cold fire (German: physisch, Feuer, Eis, Kaltes Feuer)")
    return element or "physical"


def _resistances(f: Fields) -> frozenset[str]:
    """`resistances`: element words; a cold fire resistance is fire and ice resistance together (p. 24)."""
    found: set[str] = set()
    for i, word in enumerate(f.texts("resistances", [])):
        element = element_id(word)
        if element is None:
            f.problems.add(f.where(f"resistances[{i}]"), f"is {word!r}; expected physical, fire, ice or cold fire (German: physisch, Feuer, Eis, Kaltes Feuer)")
        elif element == "cold_fire":
            found |= {"fire", "ice"}
        else:
            found.add(element)
    return frozenset(found)


def _rulings(f: Fields | None) -> Rulings:
    if f is None:
        return Rulings()
    f.unknown_keys(("defend", "summoned_get_city_bonus"))
    return Rulings(
        defend=f.choice("defend", ("once", "every_attack", "off"), "once"),
        summoned_get_city_bonus=f.flag("summoned_get_city_bonus", True),
    )


Labelled = TypeVar("Labelled", EnemySetup, UnitSetup)


def labelled(rows: list[Labelled], explicit: list[bool] | None = None) -> list[Labelled]:
    """Default labels are the id, then id#2, id#3 for repeats; a label typed twice is refused."""
    out: list[Labelled] = []
    seen: dict[str, int] = {}
    typed = explicit or [False] * len(rows)
    for row, given in zip(rows, typed):
        label = row.label
        if given and label in seen:
            raise InvalidInput(_no("sheet.label_twice", label=label), _no("sheet.label_twice_why"))
        seen[label] = seen.get(label, 0) + 1
        if seen[label] > 1:
            row = row._replace(label=f"{label}#{seen[label]}")
        out.append(row)
    return out




def _targets(f: Fields, key: str) -> list[str]:
    value = f.raw(key)
    if isinstance(value, str):
        return [value]
    return list(f.texts(key))


def _parts(f: Fields, allow_empty: bool = False) -> list[Part]:
    texts = f.texts("parts", [] if allow_empty else None)
    parts = []
    for i, text in enumerate(texts or []):
        try:
            parts.append(parse_part(text))
        except InvalidInput as bad:
            f.problems.add(f.where(f"parts[{i}]"), bad.message())
    return parts


def run(sheet: Sheet) -> CombatResult:
    """Play the sheet's declarations through the engine, phase by phase."""
    hooks = combat_hooks()
    if sheet.part is not None:
        result: CombatResult = sheet.part.run_combat_sheet(sheet, sheet.part_keys, hooks)
        return result
    combat = Combat(sheet.setup, hooks)
    play_sheet(combat, sheet)
    return combat.finish()


def play_sheet(combat: Combat, sheet: Sheet, *, plain_labels: bool = True, dead_summoners_noted: bool = True) -> Combat:
    """A sheet's declarations played through ``combat``, phase by phase (core.replay.play_phases): the notes, ranged
    attacks and summons, then the blocks, the damage and the attacks. ``plain_labels``: a plain label on an enemy with
    several attacks means its first (README); ``dead_summoners_noted``: a summoner defeated in the ranged phase says
    it summons nothing (AMBIG-26). The Lost Legion's sheets (volkare/fight.py) are played without both, as before."""
    from mkref.core.replay import play_phases

    attack_of = (lambda target: _attack_of(combat, target)) if plain_labels else (lambda target: target)

    def summon(row: tuple[str, list[data.Enemy]]) -> None:
        label, tokens = row
        if combat.foe(label).alive:
            combat.summon(label, tokens)
        elif dead_summoners_noted:
            combat.note("block", _step(f"{label} was defeated in the ranged phase, so it summons nothing (AMBIG-26).", "sheet.no_summon_after_ranged",
                                       label=label), "p. 9")

    return play_phases(combat, [
        ("ranged", sheet.notes, lambda note: combat.note("ranged", note, "p. 10")),
        ("ranged", sheet.ranged, lambda row: combat.attack(*row)),
        ("ranged", sheet.summons.items(), summon),
        ("block", sheet.blocks, lambda row: combat.block(attack_of(row[0]), row[1], row[2])),
        ("damage", sheet.damage, lambda row: combat.damage(attack_of(row[0]), row[1])),
        ("attack", sheet.attacks, lambda row: combat.attack(*row)),
    ])


def combat_hooks() -> tuple[CombatHooks, ...]:
    """The optional parts' changes to the engine for a fight that is no tracked game's (a sheet, the interactive
    combat): every part's, as any part's units may be on it (parts.Part.combat_hooks)."""
    from mkref.games.mage_knight.parts import every_part

    return tuple(hooks for part in every_part() if (hooks := part.combat_hooks()) is not None)


def _attack_of(combat: Combat, target: str) -> str:
    """In a sheet, a plain label on an enemy with several attacks means its first ("label.1"; README)."""
    if "." in target:
        return target
    foe = combat.foe(target)
    return f"{target}.1" if foe.alive and len(foe.slots) > 1 else target
