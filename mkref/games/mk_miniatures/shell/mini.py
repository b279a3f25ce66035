"""`mkref mini ...`: the Mage Knight miniatures game without a save (armies, the attack calculator)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import typer

from mkref.core.bounds import check_typed
from mkref.core.errors import InvalidInput, MkrefError
from mkref.core.messages import Named

if TYPE_CHECKING:
    from rich.console import Console

    from mkref.cli.settle import SettleOptions
    from mkref.games.mk_miniatures.attack_types import Outcome

T = TypeVar("T")

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="The Mage Knight miniatures game: army files, the attack calculator, settings.")
army_app = typer.Typer(add_completion=False, no_args_is_help=True, help="Check or import army files.")
app.add_typer(army_app, name="army")


def _said(key: str, /, **values: object) -> str:
    """A refusal from the catalogue (messages.py), loaded only when a refusal is made."""
    from mkref.games.mk_miniatures.messages import MESSAGES

    return MESSAGES.said(key, **values)


def _console() -> Console:
    from mkref.ui.console import make_console

    return make_console()


def _emit(data: object) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


@army_app.command("check")
def army_check(
    file: Path = typer.Argument(..., help="The army TOML file."),
    build: int = typer.Option(..., "--build", help="The agreed build total (a multiple of 100)."),
    as_json: bool = typer.Option(False, "--json", help="Print the result as JSON."),
) -> None:
    """Validate an army against the army-building rules (p. 3, p. 18) and show it as a table."""
    from mkref.games.mk_miniatures.army import read_army, validate_army

    army = read_army(file)
    report = validate_army(army, build)
    if as_json:
        _emit({
            "army": army.name, "cost": report.cost, "build_total": build, "legal": report.ok,
            "actions_per_turn": build // 100,
            "warriors": [{"key": u.key, "name": u.warrior.name, "points": u.warrior.points, "rank": u.warrior.rank,
                          "clicks": len(u.warrior.dial)} for u in army.units],
            "items": [{"name": i.name, "number": i.number, "points": i.points, "wearer": i.wearer} for i in army.items],
            "problems": [{"reason": t, "ref": r} for t, r in report.problems],
        })
    else:
        from mkref.games.mk_miniatures.shell.mini_view import army_table

        army_table(army, report, _console())
    if not report.ok:
        raise typer.Exit(1)


@army_app.command("import")
def army_import(
    names: list[str] = typer.Argument(..., help="Figure names to take (NAME or NAME@COLLECTOR)."),
    source: Path = typer.Option(..., "--from", help="A mkstats.json dial database (public mageknight.net layout)."),
    out: Path = typer.Option(None, "--out", "-o", help="Write the army file here (default: print it)."),
    army_name: str = typer.Option("Imported army", "--name", help="The army's name."),
) -> None:
    """Build an army file from the figures of a mkstats.json, by name."""
    import tomli_w

    from mkref.games.mk_miniatures.army import army_from_dict, import_warriors, read_mkstats

    warriors = import_warriors(read_mkstats(source), names)
    doc = {"name": army_name, "warriors": warriors}
    army_from_dict(doc, str(out or "imported army"))  # the result must read back as an army
    text = "# Imported from " + source.name + "; check it with: mkref mini army check FILE --build N\n" + tomli_w.dumps(doc)
    if out:
        if out.exists():
            raise InvalidInput(_said("mref.exists", path=out), hint=_said("mref.exists_hint"))
        out.write_text(text, encoding="utf-8")
        sys.stdout.write(f"Wrote {len(warriors)} warrior(s) to {out}\n")
    else:
        sys.stdout.write(text)


@app.command("settings")
def settings_cmd(as_json: bool = typer.Option(False, "--json", help="Print as JSON.")) -> None:
    """List every ambiguity setting (spec A1..A63) with its default and page."""
    from mkref.games.mk_miniatures.settings import Settings

    rows = Settings().rows()
    if as_json:
        _emit([{"key": k, "ambiguity": a, "value": v, "ref": r, "meaning": t, "use": u} for k, a, v, r, t, u in rows])
        return
    from mkref.games.mk_miniatures.shell.mini_view import settings_table

    settings_table(rows, _console())


@app.command("domains")
def domains_cmd(names: list[str] = typer.Argument(..., help="The domain cards revealed (English, German or D-0xx)."),
                as_json: bool = typer.Option(False, "--json")) -> None:
    """Which revealed domain cards stay in play after counters (p. 18)."""
    from mkref.games.mk_miniatures import data
    from mkref.games.mk_miniatures.domains import resolve_domains

    res = resolve_domains(names)
    doms = data.load().domains
    if as_json:
        _emit({"in_play": res.in_play, "removed": res.removed})
        return
    for d in res.in_play:
        sys.stdout.write(f"in play: {doms[d].number} {doms[d].en} ({doms[d].de}) - {doms[d].text_en}\n")
    for d, by in res.removed.items():
        sys.stdout.write(f"removed: {doms[d].number} {doms[d].en}, countered by " + ", ".join(doms[b].en for b in by) + " (p. 18)\n")


@app.command("attack")
def attack_cmd(
    sheet: Path = typer.Option(None, "--sheet", help="Read the attack from a TOML sheet (see the README)."),
    as_json: bool = typer.Option(False, "--json", help="Print the result as JSON (needs --sheet)."),
    lang: str = typer.Option(None, "--lang", help="Language of the steps and the result: en or de (default: $MKREF_LANG, else en)."),
) -> None:
    """Work out one attack: each step of the attack sequence with its page (p. 14)."""
    from mkref.core.messages import pick_lang

    lang = pick_lang(lang, None)
    if sheet is not None:
        from mkref.cli.settle import settle_table
        from mkref.core.errors import SheetError
        from mkref.core.tomlread import load_toml

        table = load_toml(Path(sheet), SheetError)
        code = settle_table(table, str(sheet), as_json=as_json, lang=lang, command="attack", command_game="mk-miniatures")
        if code:
            raise typer.Exit(code)
        return
    if as_json:
        raise InvalidInput(_said("mref.json_sheet"), hint=_said("mref.json_sheet_hint"))
    outcome = _interactive(lang)
    from mkref.games.mk_miniatures.shell.mini_view import attack_outcome

    attack_outcome(outcome, _console(), lang)


def sheet_kind(raw: dict[str, Any]) -> str | None:
    """`mkref settle`: a miniatures sheet whose `kind` is an attack's kind (close, ranged), or that rolls
    dice, is an attack sheet (its `kind` key was the attack's before sheets named their kind)."""
    return "attack" if raw.get("kind") in ("close", "ranged") or "dice" in raw else None


def settle_attack(sheet: dict[str, Any], source: str, *, as_json: bool, lang: str, options: SettleOptions) -> int:
    """The plug-in's settle function for attack sheets (`mkref mini attack --sheet`, `mkref settle`)."""
    from mkref.games.mk_miniatures.attack import resolve
    from mkref.games.mk_miniatures.sheets import sheet_from_dict

    if as_json and options.get("command") == "settle":  # `mkref settle --json`: a verdict either way
        try:
            outcome = resolve(sheet_from_dict(sheet, source))
        except MkrefError as error:
            sys.stdout.write(json.dumps({"verdict": "illegal", **error.as_dict()}, ensure_ascii=False) + "\n")
            return 1
        _emit({"verdict": "ok", **outcome.as_dict()})
        return 0
    outcome = resolve(sheet_from_dict(sheet, source))
    if as_json:
        _emit(outcome.as_dict())
        return 0
    from mkref.games.mk_miniatures.shell.mini_view import attack_outcome

    attack_outcome(outcome, _console(), lang)
    return 0


# ---- the interactive calculator -----------------------------------------------------------------
class _Asker:
    """Asks the table in its language: each prompt is a catalogue key (messages_steps.py, `ask.*`)."""

    def __init__(self, lang: str = "en") -> None:
        self.stream = sys.stdin
        self.lang = lang

    def say(self, key: str, **values: object) -> str:
        from mkref.games.mk_miniatures.messages import say

        return say(key, self.lang, **values)

    def line(self, prompt: str, default: str = "") -> str:
        sys.stdout.write(prompt + (f" [{default}]" if default else "") + ": ")
        sys.stdout.flush()
        text = self.stream.readline()
        if text == "":
            raise EOFError
        text = text.strip()
        if not sys.stdin.isatty():
            sys.stdout.write(text + "\n")
        return text or default

    def ask(self, prompt: str, parse: Callable[[str], T], default: str = "") -> T:
        for _ in range(5):
            text = self.line(prompt, default)
            try:
                check_typed(text)  # a number beyond the limit of files, before int() sees it
                return parse(text)
            except MkrefError as err:
                sys.stdout.write(f"  {err.message(self.lang)}\n")
        raise InvalidInput(self.say("ask.no_answer", prompt=prompt))

    def number(self, prompt: str, default: int | None = None, low: int = 0, high: int = 99) -> int:
        def parse(t: str) -> int:
            try:
                v = int(t)
            except ValueError:
                raise InvalidInput(self.say("ask.not_number", text=t)) from None
            if not low <= v <= high:
                raise InvalidInput(self.say("ask.out_of_range", value=v), self.say("ask.expected", low=low, high=high))
            return v

        return self.ask(prompt, parse, "" if default is None else str(default))

    def yes(self, prompt: str, default: bool = False) -> bool:
        def parse(t: str) -> bool:
            low = t.lower()
            words = low.split()
            if words and words[0] in ("roll", "wuerfeln", "würfeln", "wurfeln") and len(words) <= 2:
                return self.dispute(words[1] if len(words) == 2 else "")
            if low in ("y", "yes", "j", "ja", "1", "true"):
                return True
            if low in ("n", "no", "nein", "0", "false"):
                return False
            raise InvalidInput(self.say("ask.not_yes_no", text=t), hint=self.say("ask.yes_no_hint"))

        return self.ask(self.say("ask.yes_no", prompt=prompt), parse, self.say("ask.yes" if default else "ask.no"))

    def dispute(self, typed: str) -> bool:
        """A fact the table cannot agree on, settled by one die (p. 20): the die typed ('roll 4') or rolled
        here ('roll'); the line printed says what it decided ('4: yes')."""
        from mkref.games.mk_miniatures.rules import check_die, dispute_roll

        if typed and not typed.isdecimal():
            raise InvalidInput(self.say("ask.not_yes_no", text=typed), hint=self.say("ask.yes_no_hint"))
        if typed:
            die = check_die(int(typed), "dispute die")
        else:
            import random

            die = random.SystemRandom().randint(1, 6)
        allowed = dispute_roll(die)
        sys.stdout.write(self.say("ask.dispute", die=die, verdict=self.say("ask.dispute_yes" if allowed else "ask.dispute_no")) + "\n")
        return allowed

    def choice(self, prompt: str, options: tuple[str, ...], default: str) -> str:
        """One of `options` (ids, English words); shown in the table's language, either language's prefix accepted."""
        shown = {o: self.say(f"ask.opt.{o}") for o in options}

        def parse(t: str) -> str:
            low = t.lower()
            hits = [o for o in options if o.startswith(low) or shown[o].startswith(low)] if t else []
            if len(hits) != 1:
                raise InvalidInput(self.say("ask.not_option", text=t, options=", ".join(shown.values())))
            return hits[0]

        return self.ask(prompt + f" ({'/'.join(shown.values())})", parse, shown[default])


def _relic_answer(text: str) -> str:
    if text.strip().lower() in ("", "none", "no", "keine", "-"):
        return ""
    from mkref.games.mk_miniatures import data

    return data.load().relic(text).id


def _domain_answer(text: str) -> list[str]:
    if text.strip().lower() in ("", "none", "no", "keine", "-"):
        return []
    from mkref.games.mk_miniatures.domains import check_domain_names

    return check_domain_names([t for t in text.split(",") if t.strip()])


def _dice_answer(text: str, lang: str = "en") -> tuple[int, int]:
    """Two dice as typed, or 'roll': the shell rolls them (rule code never rolls)."""
    from mkref.games.mk_miniatures.rules import parse_dice

    if text.strip().lower() in ("roll", "wuerfeln", "würfeln", "wurfeln"):
        import random

        from mkref.games.mk_miniatures.messages import say

        rng = random.SystemRandom()
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        sys.stdout.write(say("ask.rolled", lang, d1=dice[0], d2=dice[1]) + "\n")
        return dice
    first, second = parse_dice(text)  # two dice, or refused
    return first, second


def _interactive(lang: str = "en") -> Outcome:
    from mkref.games.mk_miniatures.attack import resolve
    from mkref.games.mk_miniatures.attack_types import AttackSpec, Fighter, Mod, TargetFacts
    from mkref.games.mk_miniatures.rules import parse_dice

    q = _Asker(lang)
    s = q.say
    sys.stdout.write(s("ask.intro") + "\n")
    kind = q.choice(s("ask.kind"), ("close", "ranged"), "close")
    a = Fighter(name=q.line(s("ask.attacker"), s("ask.attacker_default")))
    a.attack = q.number(s("ask.attack_value"))
    types = q.line(s("ask.attack_type"), s("ask.type_sword" if kind == "close" else "ask.type_none")).lower()
    german = {"schwert": "sword", "bogen": "bow", "stab": "wand"}  # the rulebook's words for the types
    a.attack_types = [german.get(t, t) for t in types.replace(",", " ").split() if german.get(t, t) in ("sword", "bow", "wand")]
    a.attack_bonus = q.number(s("ask.attack_bonus"), 0)
    if kind == "close":
        a.damage = q.number(s("ask.damage"))
        count = 1
    else:
        a.range = q.number(s("ask.range"), low=0, high=99)
        a.ranged_damage = q.number(s("ask.ranged_damage"), 1)
        a.targets_max = q.number(s("ask.target_arrows"), 1, low=1, high=5)
        count = q.number(s("ask.targets"), 1, low=1, high=a.targets_max)
    none = s("check.none")
    a.relic = q.ask(s("ask.relic"), _relic_answer, none)
    domains = q.ask(s("ask.domains"), _domain_answer, none)
    spec = AttackSpec(kind, a, [], domains=domains)
    for i in range(count):
        t = Fighter(name=q.line(s("ask.target", n=i + 1), s("ask.target_default", n=i + 1)))
        t.defense = q.number(s("ask.defense", target=t.name))
        t.relic = q.ask(s("ask.target_relic", target=t.name), _relic_answer, none)
        facts = TargetFacts(t)
        if kind == "close":
            facts.rear_arc = q.yes(s("ask.rear_contact", attacker=a.name, target=t.name))
        else:
            facts.distance = q.number(s("ask.distance", target=t.name), low=0, high=99)
            facts.rear_arc = q.yes(s("ask.rear_fire", target=t.name))
            facts.cover = q.yes(s("ask.cover", target=t.name))
            facts.elevation = q.yes(s("ask.elevation", target=t.name, attacker=a.name))
            facts.fortification = q.number(s("ask.fortification", target=t.name), 0, high=3)
            if "wand" in a.attack_types:
                t.defense_types = ["magic_immunity"] if q.yes(s("ask.magic_immunity", target=t.name)) else []
        t.soaring = q.yes(s("ask.soaring", target=t.name))
        if t.soaring:
            a.soaring = q.yes(s("ask.attacker_soaring", attacker=a.name))
        extra_a = q.number(s("ask.other_attack", target=t.name), 0, low=-9, high=9)
        extra_d = q.number(s("ask.other_defense", target=t.name), 0, low=-9, high=9)
        if extra_a:
            facts.attack_mods.append(Mod(extra_a, Named("other attack modifiers", "andere Angriffsmodifikatoren"), "p. 6"))
        if extra_d:
            facts.defense_mods.append(Mod(extra_d, Named("other defense modifiers", "andere Verteidigungsmodifikatoren"), "p. 6"))
        t.damage_reduction = q.number(s("ask.reduction", target=t.name), 0, high=9)
        spec.targets.append(facts)
    if kind == "close":
        spec.gang_up = q.number(s("ask.gang_up"), 0, high=8)
        if "sword" in a.attack_types and count == 1:
            spec.capture = q.yes(s("ask.capture"))
    else:
        if "bow" in a.attack_types:
            if count == 1:
                spec.precision = q.yes(s("ask.precision"))
            if all(t.distance is not None and t.distance <= (a.range + 1) // 2 for t in spec.targets):
                pb = q.choice(s("ask.point_blank"), ("attack", "damage", "none"), "attack")
                spec.point_blank = "" if pb == "none" else pb
        if count == 1:
            n = q.number(s("ask.formation"), 0, high=4)
            for j in range(n):
                bow = q.yes(s("ask.member_bow", n=j + 1))
                choice = q.choice(s("ask.member_gives", n=j + 1), ("attack", "damage"), "attack") if bow else "attack"
                spec.formation.append(choice)
                spec.formation_bow.append(bow)
    dmg = q.number(s("ask.other_damage"), 0, low=-9, high=9)
    if dmg:
        spec.damage_mods.append(Mod(dmg, Named("other damage modifiers", "andere Schadensmodifikatoren"), "p. 6"))
    spec.dice = q.ask(s("ask.dice"), lambda text: _dice_answer(text, lang))
    if a.relic and q.yes(s("ask.use_relic")):
        spec.use_relic = True
    for _ in range(3):
        try:
            return resolve(spec)
        except InvalidInput as need:
            key = "magestone_shield" if "magestone_shield" in need.what else "strip_mine" if "strip_mine" in need.what else ""
            if not key:
                break
            target = getattr(need.what, "values", {}).get("target", "")  # the relic's name in the table's language, not the refusal's English
            question = s("ask.shield_die", target=target) if key == "magestone_shield" else s("ask.strip_die")
            spec.extra_dice[key] = q.ask(question, lambda t: parse_dice(t, 1)[0])
    try:
        return resolve(spec)
    except InvalidInput as need:
        if "split" not in need.what:
            raise
    # several targets hit: ask for the split and resolve again
    sys.stdout.write(s("ask.split_intro") + "\n")
    for facts in spec.targets:
        facts.share = q.number(s("ask.share", target=facts.fighter.name), 0)
    return resolve(spec)
