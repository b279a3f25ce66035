"""`mkref mini ...`: the Mage Knight miniatures game without a save (armies, the attack calculator)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import typer

from mkref.core.errors import InvalidInput, MkrefError

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="The Mage Knight miniatures game: army files, the attack calculator, settings.")
army_app = typer.Typer(add_completion=False, no_args_is_help=True, help="Check or import army files.")
app.add_typer(army_app, name="army")


def _console() -> Any:
    from mkref.ui.console import make_console

    return make_console()


def _emit(data: Any) -> None:
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
            raise InvalidInput(f"{out} already exists", hint="Choose another --out file")
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
        raise InvalidInput("--json needs --sheet FILE", hint="Write the attack into a sheet, or drop --json")
    outcome = _interactive()
    from mkref.games.mk_miniatures.shell.mini_view import attack_outcome

    attack_outcome(outcome, _console(), lang)


def sheet_kind(raw: dict[str, Any]) -> str | None:
    """`mkref settle`: a miniatures sheet whose `kind` is an attack's kind (close, ranged), or that rolls
    dice, is an attack sheet (its `kind` key was the attack's before sheets named their kind)."""
    return "attack" if raw.get("kind") in ("close", "ranged") or "dice" in raw else None


def settle_attack(sheet: dict[str, Any], source: str, *, as_json: bool, lang: str, options: dict[str, Any]) -> int:
    """The plug-in's settle function for attack sheets (`mkref mini attack --sheet`, `mkref settle`)."""
    from mkref.games.mk_miniatures.attack import resolve
    from mkref.games.mk_miniatures.sheet import sheet_from_dict

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
    def __init__(self) -> None:
        self.stream = sys.stdin

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

    def ask(self, prompt: str, parse: Any, default: str = "") -> Any:
        for _ in range(5):
            text = self.line(prompt, default)
            try:
                return parse(text)
            except MkrefError as err:
                sys.stdout.write(f"  {err.message()}\n")
        raise InvalidInput(f"No usable answer to '{prompt}'")

    def number(self, prompt: str, default: int | None = None, low: int = 0, high: int = 99) -> int:
        def parse(t: str) -> int:
            try:
                v = int(t)
            except ValueError:
                raise InvalidInput(f"'{t}' is not a whole number") from None
            if not low <= v <= high:
                raise InvalidInput(f"{v} is out of range", f"expected {low} to {high}")
            return v

        return self.ask(prompt, parse, "" if default is None else str(default))  # type: ignore[no-any-return]

    def yes(self, prompt: str, default: bool = False) -> bool:
        def parse(t: str) -> bool:
            low = t.lower()
            if low in ("y", "yes", "j", "ja", "1", "true"):
                return True
            if low in ("n", "no", "nein", "0", "false"):
                return False
            raise InvalidInput(f"'{t}' is not yes or no", hint="Answer y or n (a disputed fact: roll a die, 1-3 no, 4-6 yes, p. 20)")

        return self.ask(prompt + " (y/n)", parse, "y" if default else "n")  # type: ignore[no-any-return]

    def choice(self, prompt: str, options: tuple[str, ...], default: str) -> str:
        def parse(t: str) -> str:
            hits = [o for o in options if o.startswith(t.lower())] if t else []
            if len(hits) != 1:
                raise InvalidInput(f"'{t}' is not one of: {', '.join(options)}")
            return hits[0]

        return self.ask(prompt + f" ({'/'.join(options)})", parse, default)  # type: ignore[no-any-return]


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


def _dice_answer(text: str) -> tuple[int, ...]:
    """Two dice as typed, or 'roll': the shell rolls them (rule code never rolls)."""
    from mkref.games.mk_miniatures.rules import parse_dice

    if text.strip().lower() in ("roll", "wuerfeln", "würfeln", "wurfeln"):
        import random

        rng = random.SystemRandom()
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        sys.stdout.write(f"  rolled: {dice[0]} {dice[1]}\n")
        return dice
    return parse_dice(text)


def _interactive() -> Any:
    from mkref.games.mk_miniatures.attack import AttackSpec, Fighter, Mod, TargetFacts, resolve
    from mkref.games.mk_miniatures.rules import parse_dice

    q = _Asker()
    sys.stdout.write("Attack calculator (Mage Knight miniatures). Table facts are yours to judge; I do the arithmetic.\n")
    kind = q.choice("Close or ranged attack", ("close", "ranged"), "close")
    a = Fighter(name=q.line("Attacker's name", "attacker"))
    a.attack = q.number("Attacker's attack value (dial)")
    types = q.line("Attacker's attack type printed on the base (sword/bow/wand/none)", "sword" if kind == "close" else "none").lower()
    a.attack_types = [t for t in types.replace(",", " ").split() if t in ("sword", "bow", "wand")]
    a.attack_bonus = q.number("Attack bonus printed on the base", 0)
    if kind == "close":
        a.damage = q.number("Attacker's damage value (dial)")
        count = 1
    else:
        a.range = q.number("Range (inches)", low=0, high=99)
        a.ranged_damage = q.number("Ranged damage (base)", 1)
        a.targets_max = q.number("Target arrows", 1, low=1, high=5)
        count = q.number("How many targets this action", 1, low=1, high=a.targets_max)
    a.relic = q.ask("Relic the attacker wears (name, R-number, or none)", _relic_answer, "none")
    domains = q.ask("Domains in play (names or D-numbers, comma-separated, or none)", _domain_answer, "none")
    spec = AttackSpec(kind, a, [], domains=domains)
    for i in range(count):
        t = Fighter(name=q.line(f"Target {i + 1}: name", f"target {i + 1}"))
        t.defense = q.number(f"{t.name}: defense value (dial)")
        t.relic = q.ask(f"Relic {t.name} wears (name, R-number, or none)", _relic_answer, "none")
        facts = TargetFacts(t)
        if kind == "close":
            facts.rear_arc = q.yes(f"Is {a.name} in base contact with {t.name}'s rear arc")
        else:
            facts.distance = q.number(f"Distance to {t.name} in inches (centre dot to centre dot)", low=0, high=99)
            facts.rear_arc = q.yes(f"Does the line of fire pass through {t.name}'s rear arc")
            facts.cover = q.yes(f"Is {t.name} in, or does the line of fire cross, hindering terrain (not only under the attacker)")
            facts.elevation = q.yes(f"Is {t.name} on elevated terrain while {a.name} is not")
            facts.fortification = q.number(f"Fortification of constructed terrain that {t.name} touches and the line crosses", 0, high=3)
            if "wand" in a.attack_types:
                t.defense_types = ["magic_immunity"] if q.yes(f"Does {t.name} have magic immunity") else []
        t.soaring = q.yes(f"Is {t.name} soaring")
        if t.soaring:
            a.soaring = q.yes(f"Is {a.name} soaring too")
        extra_a = q.number(f"Other attack modifiers against {t.name} (abilities, items, sum)", 0, low=-9, high=9)
        extra_d = q.number(f"Other defense modifiers of {t.name} (sum)", 0, low=-9, high=9)
        if extra_a:
            facts.attack_mods.append(Mod(extra_a, "other attack modifiers", "p. 6"))
        if extra_d:
            facts.defense_mods.append(Mod(extra_d, "other defense modifiers", "p. 6"))
        t.damage_reduction = q.number(f"{t.name}'s damage reduction from abilities (e.g. Toughness)", 0, high=9)
        spec.targets.append(facts)
    if kind == "close":
        spec.gang_up = q.number("Gang Up: sword supporters with no token whose front arc touches the target", 0, high=8)
        if "sword" in a.attack_types and count == 1:
            spec.capture = q.yes("Capture attempt (-3 attack, no damage)")
    else:
        if "bow" in a.attack_types:
            if count == 1:
                spec.precision = q.yes("Precision (target touching a friendly warrior, -2)")
            if all(t.distance is not None and t.distance <= (a.range + 1) // 2 for t in spec.targets):
                pb = q.choice("Point Blank: +1 attack or +1 damage", ("attack", "damage", "none"), "attack")
                spec.point_blank = "" if pb == "none" else pb
        if count == 1:
            n = q.number("Ranged formation: other members (0, or 2 to 4)", 0, high=4)
            for j in range(n):
                bow = q.yes(f"Member {j + 1} has the bow attack type")
                choice = q.choice(f"Member {j + 1} gives", ("attack", "damage"), "attack") if bow else "attack"
                spec.formation.append(choice)
                spec.formation_bow.append(bow)
    dmg = q.number("Other damage modifiers (sum)", 0, low=-9, high=9)
    if dmg:
        spec.damage_mods.append(Mod(dmg, "other damage modifiers", "p. 6"))
    spec.dice = q.ask("Attack roll: the two dice, e.g. 3 5, or 'roll'", _dice_answer)
    if a.relic and q.yes("Use the relic's optional action (if it has one)"):
        spec.use_relic = True
    for _ in range(3):
        try:
            return resolve(spec)
        except InvalidInput as need:
            key = "magestone_shield" if "magestone_shield" in need.what else "strip_mine" if "strip_mine" in need.what else ""
            if not key:
                break
            spec.extra_dice[key] = q.ask(need.what.split(":")[0] + ": one die", lambda t: parse_dice(t, 1)[0])
    try:
        return resolve(spec)
    except InvalidInput as need:
        if "split" not in need.what:
            raise
    # several targets hit: ask for the split and resolve again
    sys.stdout.write("Several targets were hit; split the damage (p. 11).\n")
    for t in spec.targets:
        t.share = q.number(f"Damage share for {t.fighter.name}", 0)
    return resolve(spec)
