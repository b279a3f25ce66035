"""`mkref combat` without a sheet: ask the table for the fight, then walk the four phases with it.

The questions accept English or German names and ids; a refused answer is explained (with its page)
and asked again, and the combat stays as it was.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable
from functools import partial
from typing import TypeVar

from mkref.cli.ask import Asker
from mkref.core.errors import InvalidInput, MkrefError, RuleViolation, SheetError
from mkref.core.names import NameIndex, fold
from mkref.core.tomlread import Fields, Problems
from mkref.games.mage_knight.data import components as data
from mkref.games.mage_knight.combat.engine import Combat, CombatSetup, EnemySetup, HeroSetup, Part, Step, UnitSetup
from mkref.games.mage_knight.combat.sheets import SITES, combat_hooks, labelled, parse_part
from mkref.games.mage_knight.parts import Part as OptionalPart
from mkref.games.mage_knight.parts import every_part
from mkref.games.mage_knight.shell.combat_view import needs_table, print_steps, summary_table
from mkref.ui.console import make_console

T = TypeVar("T")

SITE_ALIASES = {
    "none": ("open", "nothing", "kein", "keiner", "nichts", "open ground"),
    "rampaging": ("rampaging enemy", "marauding orcs", "draconum", "umherziehend", "umherziehende feinde", "orks", "drakonier"),
    "keep": ("castle", "burg"),
    "mage_tower": ("tower", "turm", "magierturm"),
    "monastery": ("kloster", "burn monastery"),
    "ancient_ruins": ("ruins", "ruine"),
    "monster_den": ("den", "monsterhoehle"),
    "spawning_grounds": ("brutstaette",),
    "tomb": ("grabstaette", "grab"),
    "maze": ("irrgarten",),
}


UNDO_WORDS = frozenset({"undo", "rückgängig", "ruckgangig", "rueckgaengig", "zurück", "zuruck", "zurueck"})
TIME_WORDS = {"day": "day", "tag": "day", "night": "night", "nacht": "night"}


class UndoRequested(Exception):
    """'undo' typed at a question: the combat is set up again from the answers before the last one."""


class ReplayAsker(Asker):
    """An Asker that first gives back earlier answers without showing anything (the replay after an undo), then
    asks live; every accepted answer is kept, and 'undo' at any question raises UndoRequested."""

    def __init__(self, write: Callable[[str], None], replay: list[str], on_live: Callable[[], None], lang: str = "en") -> None:
        super().__init__(write)
        self.lang = lang
        self.queue = list(replay)
        self.accepted: list[str] = []
        self.questions: list[str] = []
        self.on_live = on_live
        self.live = not replay
        if self.live:
            on_live()

    def until_valid(self, question: str, parse: Callable[[str], T], choices: Iterable[str] = (), default: str = "") -> T:
        if self.queue:
            text = self.queue.pop(0)
            self.accepted.append(text)
            self.questions.append(question)
            return parse(text)
        if not self.live:
            self.live = True
            self.on_live()
        options = list(choices)
        while True:
            answer = self.ask(question, options, default)
            if fold(answer) in UNDO_WORDS:
                if self.accepted:
                    raise UndoRequested
                self.write(self.t("ask.nothing_to_undo") + "\n")
                continue
            try:
                value = parse(answer)
            except MkrefError as error:
                self.write(self.t("ask.error", error=error.message(self.lang)) + "\n")
                continue
            self.accepted.append(answer)
            self.questions.append(question)
            return value

    def t(self, key: str, /, **values: object) -> str:
        return _text(key, self.lang, **values)


def _text(key: str, lang: str, /, **values: object) -> str:
    from mkref.games.mage_knight.messages import MESSAGES

    return MESSAGES.text(f"combat_{key}", lang, **values)


def _said(key: str, /, **values: object) -> str:
    """A refusal of the interactive combat: a catalogue sentence the shell says in the table's language."""
    from mkref.games.mage_knight.messages import MESSAGES

    return MESSAGES.said(key, **values)


class InteractiveCombat:
    def __init__(self, lang: str = "en") -> None:
        self.lang = lang  # the questions, tables and steps in this language
        self.console = make_console()
        self.quiet = False
        self.ask: Asker = Asker(self._write)
        self.phase_seen: set[str] = set()
        self.combat: Combat | None = None

    def t(self, key: str, /, **values: object) -> str:
        return _text(key, self.lang, **values)

    def _write(self, text: str) -> None:
        if self.quiet:
            return
        sys.stdout.write(text)
        sys.stdout.flush()

    def _set_quiet(self, quiet: bool) -> None:
        self.quiet = quiet
        self.console.quiet = quiet

    # ----------------------------------------------------------------- set-up questions

    def run(self) -> None:
        self.console.print(self.t("ask.welcome"))
        answers: list[str] = []
        while True:
            self._set_quiet(bool(answers))
            asker = ReplayAsker(self._write, answers, lambda: self._set_quiet(False), self.lang)
            self.ask = asker
            self.phase_seen = set()
            self.combat = None
            try:
                self._run_once()
                return
            except UndoRequested:
                answers = asker.accepted[:-1]
                self._set_quiet(False)
                self._write(self.t("ask.undone", answer=asker.accepted[-1], question=asker.questions[-1]) + "\n")

    def _run_once(self) -> None:
        sites, colors, _ = data.combat_facts()
        where = self.ask.until_valid(
            self.t("ask.where"),
            lambda t: _where(t, self._site_index(sites).resolve), [s.replace("_", " ") for s in SITES] + ["volkare"], "rampaging",
        )
        site, across_wall, against_volkare = where
        keys = self._part_keys(site, across_wall, against_volkare)
        city = None
        if site == "city":
            index = NameIndex("city colour")
            for cid, c in colors.items():
                index.add(cid, (c.name.en, c.name.de, c.name.de.split()[0]))
            city = colors[self.ask.until_valid(self.t("ask.city"), index.resolve, list(colors))]
        time = self.ask.until_valid(self.t("ask.time"), _time, list(TIME_WORDS), "day")
        enemies = self._ask_enemies(site)
        hero = self._ask_hero()
        units = self._ask_units()
        setup = CombatSetup(sites[site], hero, tuple(enemies), tuple(units), city, time=time)
        if keys is None:
            self.combat = Combat(setup, combat_hooks())
        else:  # an optional part's fight, as a combat sheet with its keys would have it (The Lost Legion: walls and Volkare)
            part = _sheet_part(keys)
            self.combat = part.combat_engine(setup, part.read_combat_sheet(Fields(keys, "", "", Problems(SheetError, collect=False))), combat_hooks())
        self._show_new(self.combat.steps)
        self._phases()

    def _part_keys(self, site: str, across_wall: bool, against_volkare: bool) -> dict[str, object] | None:
        """The Lost Legion: who started a fight across a wall, and Volkare's attack ([07.1], [13.2]), as a combat
        sheet's keys (its part reads them: parts.Part.read_combat_sheet)."""
        if not across_wall and not against_volkare:
            return None
        keys: dict[str, object] = {"across_wall": across_wall, "attacked_by": "player"}
        if against_volkare:
            keys["volkare"] = {"attack": self.ask.until_valid(self.t("ask.volkare_attack"), lambda text: _part_value("volkare.attack", text))}
            if self.ask.yes_no(self.t("ask.volkare_attacked"), False):
                keys["attacked_by"] = "volkare"
            self._write(self.t("ask.volkare_troops") + "\n")
        elif across_wall and site in ("rampaging", "none") and self.ask.yes_no(self.t("ask.rampager_attacked"), False):
            keys["attacked_by"] = "rampaging"
        return keys

    def _site_index(self, sites: dict[str, data.CombatSite]) -> NameIndex:
        index = NameIndex("site")
        for sid, s in sites.items():
            index.add(sid, (s.name.en, s.name.de, *SITE_ALIASES.get(sid, ())))
        return index

    def _ask_enemies(self, site: str) -> list[EnemySetup]:
        names = data.enemy_names()
        choices = sorted({e.name.en for e in data.enemies().values()} | {e.name.de for e in data.enemies().values()})
        rows: list[EnemySetup] = []
        while True:
            n = len(rows) + 1
            prompt = self.t("ask.enemy_more" if rows else "ask.enemy", n=n)
            answer = self.ask.until_valid(prompt, lambda t: self._enemy_answer(t, names, bool(rows)), choices + ["custom"])
            if answer is None:
                return labelled(rows)
            rampaging = self._is_rampaging(answer, site)
            rows.append(EnemySetup(answer.id, answer, rampaging))
            label = labelled(rows)[-1].label
            role = "rampaging" if rampaging else "defender" if data.combat_facts()[0][site].fortified else ""
            name = answer.name.en if self.lang == "en" else (answer.name.de or answer.name.en)
            self._write(self.t(f"ask.added_{role}" if role else "ask.added", name=name, label=label) + "\n")

    def _enemy_answer(self, text: str, names: NameIndex, may_end: bool) -> data.Enemy | None:
        if not text:
            if may_end:
                return None
            raise InvalidInput(_said("combat_ask.name_an_enemy"), hint=_said("combat_ask.name_an_enemy_hint"))
        if fold(text) in ("custom", "eigener", "eigene"):
            return self._custom_enemy()
        return data.enemies()[names.resolve(text)]

    def _custom_enemy(self) -> data.Enemy:
        armor = self.ask.until_valid(self.t("ask.armor"), _whole)
        attacks = self.ask.until_valid(self.t("ask.attacks"), _attacks)
        abilities = self.ask.until_valid(self.t("ask.abilities"), _abilities, data.ABILITIES)
        elusive = self.ask.until_valid(self.t("ask.elusive"), _whole) if "elusive" in abilities else None
        resist = self.ask.until_valid(self.t("ask.resistances"), _resistances, data.RESISTANCES)
        fame = self.ask.until_valid(self.t("ask.fame"), _whole, default="0")
        return data.Enemy("custom", data.Names("custom enemy", "eigener Feind"), "green", 1, armor, elusive, attacks,
                          frozenset(abilities), frozenset(resist), fame)

    def _is_rampaging(self, enemy: data.Enemy, site: str) -> bool:
        if site == "rampaging":
            return True
        # Only Marauding Orcs (green) and Draconum (red) rampage (p. 6), so other tokens are defenders.
        if site == "none" or enemy.colour not in ("green", "red") or not data.combat_facts()[0][site].fortified:
            return False
        likely = site != "city"  # a city's garrison may include green and red tokens; keeps and towers do not
        return self.ask.yes_no(self.t("ask.drawn_in", name=enemy.name.en if self.lang == "en" else (enemy.name.de or enemy.name.en)), likely)

    def _ask_hero(self) -> HeroSetup:
        level = self.ask.until_valid(self.t("ask.level"), lambda t: _ranged_int(t, 1, 10), [str(i) for i in range(1, 11)], "1")
        token = data.levels()[level]
        self._write(self.t("ask.level_token", level=level, armor=token.armor, limit=token.hand_limit) + "\n")
        return HeroSetup(token.armor, token.hand_limit, level)

    def _ask_units(self) -> list[UnitSetup]:
        names = data.unit_names()
        choices = sorted({u.name.en for u in data.units().values()} | {u.name.de for u in data.units().values()})
        rows: list[UnitSetup] = []
        while True:
            answer = self.ask.until_valid(
                self.t("ask.unit", n=len(rows) + 1),
                lambda t: _unit_answer(t, names), choices,
            )
            if answer is None:
                return labelled(rows)
            rows.append(answer)
            self._write(self.t("ask.added", name=answer.name, label=labelled(rows)[-1].label) + "\n")

    # ----------------------------------------------------------------- the four phases

    def _phases(self) -> None:
        combat = self.combat
        assert combat is not None
        self._attacks("ranged", "ask.ranged")
        for foe in combat.summoners_waiting():
            colour = foe.enemy.attacks[0].summon
            pile = {e.name.en: e for e in data.enemies().values() if e.colour == colour}
            count = sum(1 for a in foe.enemy.attacks if a.summon)
            colour_word = self.t(f"ask.token.{colour}") if colour in ("brown", "green") else colour
            question = self.t("ask.summons_many" if count > 1 else "ask.summons", name=foe.label, colour=colour_word)
            self.ask.until_valid(question, partial(self._summon, foe.label), sorted(pile))
        self._show_new(combat.advance("block"))
        if any(f.alive for f in combat.foes):
            self.console.print(needs_table(combat, self.lang))
        while combat.phase == "block" and self._labels():  # nothing to block when all fell in the ranged phase
            prompt = self.t("ask.block", label=self._labels()[0])
            done = self.ask.until_valid(prompt, self._block, self._labels())
            if done:
                break
        self._show_new(combat.advance("damage"))
        for foe, slot in combat.unblocked():
            source = f"{foe.label}.{slot.number}" if len(foe.slots) > 1 else foe.label
            dmg = slot.value * (2 if slot.has("brutal") else 1)
            units = [name for u in combat.fighters if not u.wounds and not u.destroyed and not u.absorbed
                     for name in (u.label, *_unit_names(u.setup))]
            question = self.t("ask.damage", source=source, n=dmg)
            self.ask.until_valid(question, partial(self._damage, source), units if units else ())
        self._show_new(combat.advance("attack"))
        if any(f.alive for f in combat.foes):
            self._attacks("attack", "ask.attack")
        before = len(combat.steps)
        result = combat.finish()
        self._show_new(combat.steps[before:])
        self.console.print()
        self.console.print(summary_table(result, self.lang))

    def _attacks(self, phase: str, prompt_key: str) -> None:
        combat = self.combat
        assert combat is not None
        self.console.print()
        self.console.print(needs_table(combat, self.lang))
        while combat.phase == phase and any(f.alive for f in combat.foes):
            if self.ask.until_valid(self.t(prompt_key, label=self._labels()[0]), self._attack, self._labels()):
                return

    def _labels(self) -> list[str]:
        assert self.combat is not None
        return [f.label for f in self.combat.foes if f.alive]

    def _attack(self, text: str) -> bool:
        if not text:
            return True
        assert self.combat is not None
        targets, parts = self._split(text)
        self._show_new(self.combat.attack(targets, parts))
        return False

    def _block(self, text: str) -> bool:
        if not text:
            return True
        target, rest = self._split_raw(text)
        if len(target) > 1:
            raise RuleViolation(
                _said("combat_ask.one_block", targets=" and ".join(target)),
                _said("combat_ask.one_block_why"),
                _said("combat_ask.one_block_hint"),
                ref="p. 9",
            )
        move = 0
        found = re.search(r"\b(move|bewegung)\s+(\d+)", rest, re.IGNORECASE)
        if found:
            move = int(found.group(2))
            rest = (rest[: found.start()] + rest[found.end():]).strip(" ,+")
        parts = _parts(rest) if rest else []
        assert self.combat is not None
        self._show_new(self.combat.block(self._target(target[0]), parts, move))
        return False

    def _damage(self, source: str, text: str) -> bool:
        assert self.combat is not None
        words = [w for w in re.split(r"\s*(?:,| and | und )\s*", text.strip()) if w and fold(w) not in ("hero", "held")]
        options = [(u.label, _unit_names(u.setup)) for u in self.combat.fighters]
        labels = [_pick(w, options) for w in words]
        self._show_new(self.combat.damage(source, labels + ["hero"]))
        return True

    def _summon(self, label: str, text: str) -> bool:
        assert self.combat is not None
        tokens = [data.enemies()[data.enemy_names().resolve(t)] for t in re.split(r"\s*(?:,| and | und )\s*", text) if t]
        self._show_new(self.combat.summon(label, tokens))
        return True

    def _split_raw(self, text: str) -> tuple[list[str], str]:
        alive = self._labels()
        if ":" not in text:
            if len(alive) == 1:
                return alive, text
            raise InvalidInput(_said("combat_ask.enemy_first"), _said("combat_ask.enemy_first_example", label=alive[0]))
        head, rest = text.split(":", 1)
        return [t for t in re.split(r"\s*(?:,| and | und |\+)\s*", head.strip()) if t], rest.strip()

    def _split(self, text: str) -> tuple[list[str], list[Part]]:
        targets, rest = self._split_raw(text)
        return [self._target(t) for t in targets], _parts(rest)

    def _target(self, word: str) -> str:
        """A label, or a name or part of one that fits exactly one enemy; '.N' names its N-th attack."""
        assert self.combat is not None
        base, dot, number = word.partition(".")
        label = _pick(base, [(f.label, (f.enemy.name.en, f.enemy.name.de)) for f in self.combat.foes])
        return label + dot + number

    def _show_new(self, steps: list[Step]) -> None:
        print_steps(self.console, steps, self.phase_seen, self.lang)


_WALL_WORDS = ("across a wall", "across wall", "over a wall", "über einen wall", "über wall", "über eine mauer", "mauer", "wall")
_VOLKARE_WORDS = ("volkare", "general volkare")


def _part_value(key: str, text: str) -> str:
    """A value typed for an optional part's combat sheet key (e.g. Volkare's attack): checked by its part (a refusal
    is asked again), kept as typed."""
    next(value for part in every_part() if (value := part.combat_value(key, text)) is not None)
    return text


def _sheet_part(keys: dict[str, object]) -> OptionalPart:
    """The optional part whose combat sheet keys these are."""
    return next(part for part in every_part() if any(key in keys for key in part.combat_sheet_keys))


def _where(text: str, resolve: Callable[[str], str]) -> tuple[str, bool, bool]:
    """'keep across a wall' -> ('keep', True, False); 'volkare' -> ('none', False, True)."""
    words = " ".join(text.casefold().split())
    across = False
    for word in _WALL_WORDS:
        if word in words:
            words, across = words.replace(word, " ").strip(" ,"), True
            break
    if words in _VOLKARE_WORDS:
        return "none", across, True
    return str(resolve(words or "rampaging")), across, False


def _unit_names(unit: UnitSetup) -> tuple[str, ...]:
    known = data.units().get(unit.unit_id) if unit.unit_id else None
    return (unit.name, known.name.de) if known else (unit.name,)


def _pick(word: str, options: list[tuple[str, tuple[str, ...]]]) -> str:
    """The label `word` stands for: a label or name, else the one label or name containing it.

    Unmatched words are passed on as typed, so the engine's refusal lists the labels that exist.
    """
    key = fold(word)
    for label, names in options:
        if key in (fold(label), *map(fold, names)):
            return label
    partial = [label for label, names in options if any(key and key in fold(n) for n in (label, *names))]
    return partial[0] if len(set(partial)) == 1 else word


def _parts(text: str) -> list[Part]:
    pieces = [p for p in re.split(r"\s*[,+]\s*", text.strip()) if p]
    if not pieces:
        raise InvalidInput(_said("combat_ask.no_values"), _said("combat_ask.no_values_example"))
    return [parse_part(p) for p in pieces]


def _time(text: str) -> str:
    found = TIME_WORDS.get(fold(text))
    if found is None:
        raise InvalidInput(_said("combat_ask.not_a_time", text=text), hint=_said("combat_ask.not_a_time_hint"))
    return found


def _whole(text: str) -> int:
    return _ranged_int(text, 0, 99)


def _ranged_int(text: str, low: int, high: int) -> int:
    if not text.strip().isdecimal() or not low <= int(text) <= high:
        raise InvalidInput(_said("combat_ask.not_a_number", text=text, low=low, high=high))
    return int(text)


def _attacks(text: str) -> tuple[data.EnemyAttack, ...]:
    return tuple(data.EnemyAttack(p.value, p.element) for p in _parts(text))


def _word_list(text: str, kind: str, table: str, options: tuple[str, ...]) -> list[str]:
    index = NameIndex(kind)
    names = data.keyword_names(table)
    for option in options:
        known = names.get(option)
        index.add(option, (option.replace("_", " "), *((known.en, known.de) if known else ())))
    return [index.resolve(w) for w in re.split(r"\s*,\s*", text.strip()) if w]


def _abilities(text: str) -> list[str]:
    return _word_list(text, "ability", "abilities", data.ABILITIES)


def _resistances(text: str) -> list[str]:
    return _word_list(text, "resistance", "resistances", data.RESISTANCES)


def _unit_answer(text: str, names: NameIndex) -> UnitSetup | None:
    if not text:
        return None
    wounded = False
    words = text.split()
    if words and fold(words[-1]) in ("wounded", "verletzt", "verwundet"):
        wounded, words = True, words[:-1]
    unit = data.units()[names.resolve(" ".join(words))]
    return UnitSetup(unit.id, unit.name.en, unit.armor, unit.level, unit.resistances, wounded, unit.id)


def run_interactive(lang: str = "en") -> None:
    import gc

    gc.enable()  # a long session: see mkref/cli/app.py
    InteractiveCombat(lang).run()
