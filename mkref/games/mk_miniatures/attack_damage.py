"""Step 8a-9 of the attack sequence (p. 14): the damage value with its replacements and modifiers, its split
among several targets hit (p. 11, A23) and what a hit does to a target (damage reduction, dial clicks, the
relics' effects); `attack.resolve` calls them after the roll."""

from __future__ import annotations

from mkref.core.errors import InvalidInput, RuleViolation

from .attack_types import AttackSpec, Mod, Outcome, TargetFacts, TargetResult, find_relic, wears
from .attack_words import named, said, step
from .rules import check_die


def damage_value(spec: AttackSpec) -> tuple[int, list[Mod], tuple[str, str] | None]:
    """Step 8a: damage value or ranged damage after replacements and doubling, and its modifiers."""
    a = spec.attacker
    ar = find_relic(a.relic)
    close = spec.kind == "close"
    note: tuple[str, str] | None = None
    base = a.damage if close else a.ranged_damage
    if not close and ar:
        if ar.id == "stoneshatter":
            golem_targets = all("golem" in t.fighter.damage_types for t in spec.targets)
            if not golem_targets:
                base = ar.numbers["ranged_damage_set"]
                note = (step("Stoneshatter: ranged damage is 1 against targets without its damage type", "stoneshatter_damage"), ar.ref)
        elif ar.id == "snows_fuser_rifle" and spec.settings["snow_rifle_damage"] == "ranged":
            base = ar.numbers["ranged_damage_set"]
            note = (step("Snow's Fuser Rifle: ranged damage 2 (A52)", "snow_rifle"), ar.ref)
        elif "ranged_damage_set" in ar.numbers:
            base = ar.numbers["ranged_damage_set"]
            note = (step(f"{ar.en}: ranged damage {base} (replacement value)", "relic_ranged", relic=named(ar.en, ar.de), n=base), ar.ref)
    if close and ar and ar.id == "snows_fuser_rifle" and spec.settings["snow_rifle_damage"] == "close":
        base = ar.numbers["ranged_damage_set"]
    if close and ar and ar.id in ("crystal_reaver", "raiders_bane") and spec.use_relic:
        base *= 2
        note = (step(f"{ar.en}: unmodified damage doubled to {base}, modifiers after", "relic_doubled", relic=named(ar.en, ar.de), n=base), ar.ref)
    mods = list(spec.damage_mods)
    if spec.point_blank == "damage":
        mods.append(Mod(1, named("Point Blank (+1 damage)", "Kernschuss (+1 Schaden)"), "p. 12"))
    n_dmg = sum(1 for c in spec.formation if c == "damage")
    if n_dmg:
        mods.append(Mod(n_dmg, named(f"ranged formation: {n_dmg} bow member(s) x +1 damage", f"Fernkampfformation: {n_dmg} Bogen-Mitglied(er) x +1 Schaden"), "p. 14"))
    if ar and ar.id == "decapitator":
        mods.append(Mod(1, named("Decapitator", "Enthaupter"), "p. 26"))
    return base, mods, note


def split_damage(spec: AttackSpec, hits: list[tuple[TargetFacts, TargetResult]], pool: int, steps: list[tuple[str, str]]) -> dict[str, int]:
    """Multi-target ranged damage is split freely among the targets hit (p. 11; A23 exact)."""
    if len(hits) == 1:
        return {hits[0][1].name: pool}
    given = {r.name: t.share for t, r in hits}
    if any(v is None for v in given.values()):
        raise InvalidInput(
            said("miniatk.split", n=len(hits), pool=pool),
            hint="Give each hit target a share (e.g. share = 1), summing to " + str(pool), ref="p. 11",
        )
    shares = {k: int(v or 0) for k, v in given.items()}
    if any(v < 0 for v in shares.values()):
        raise InvalidInput(said("miniatk.a_damage_share_cannot_be_negative"), ref="p. 11")
    total = sum(shares.values())
    if (spec.settings["split_exact"] and total != pool) or total > pool:
        raise RuleViolation(said("miniatk.shares", total=total, pool=pool), said("miniatk.a23_the_split_must_use_exactly"), ref="p. 11")
    split = ", ".join(f"{k} {v}" for k, v in shares.items())
    steps.append((step("Step 8c: damage split " + split, "s8c_split", split=split), "p. 11"))
    return shares


def on_hit(spec: AttackSpec, t: TargetFacts, r: TargetResult, out: Outcome, steps: list[tuple[str, str]], crit: bool) -> None:
    """Step 8c-9: damage reduction, dial clicks and the effects that a hit triggers."""
    a = spec.attacker
    ar = find_relic(a.relic)
    tf = t.fighter
    close = spec.kind == "close"
    if wears(tf, "magestone_shield"):
        die = spec.extra_dice.get("magestone_shield")
        if die is None:
            raise InvalidInput(said("miniatk.shield_die", target=tf.name), hint=said("miniatk.4_6_no_damage"), ref="p. 27")
        if check_die(die) >= 4:
            steps.append((step(f"Magestone Shield: die {die}: {tf.name} takes no damage", "shield_holds", die=die, name=tf.name), "p. 27"))
            r.damage = 0
        else:
            steps.append((step(f"Magestone Shield: die {die}: no protection", "shield_fails", die=die), "p. 27"))
    r.clicks = max(0, r.damage - max(0, tf.damage_reduction))
    values = {"name": tf.name, "damage": r.damage, "reduction": tf.damage_reduction, "clicks": r.clicks}
    if tf.damage_reduction:
        steps.append((step(f"Step 8c: {tf.name} takes {r.damage} damage minus damage reduction {tf.damage_reduction}: turn its dial {r.clicks} click(s)",
                            "s8c_reduced", **values), "p. 9"))
    else:
        steps.append((step(f"Step 8c: {tf.name} takes {r.damage} damage: turn its dial {r.clicks} click(s)", "s8c", **values), "p. 9"))
    if crit and close and ar and ar.id == "decapitator":
        r.eliminated = True
        steps.append((step(f"Decapitator: a critical hit eliminates {tf.name}", "decapitator_hit", name=tf.name), "p. 26"))
    if crit and not close and ar and ar.id == "dragonstar" and spec.use_relic:
        r.eliminated = True
        steps.append((step(f"Dragonstar: a critical hit eliminates {tf.name}", "dragonstar", name=tf.name), "p. 27"))
    if not close and ar and ar.id == "stoneshatter" and spec.use_relic and "golem" in tf.damage_types:
        r.eliminated = True
        steps.append((step(f"Stoneshatter: {tf.name} is eliminated", "stoneshatter", name=tf.name), "p. 27"))
    if close and ar and ar.id == "paladins_greatsword" and tf.name_has_skeleton_or_zombie:
        r.eliminated = True
        r.notes.append(named("removed from the game", "aus dem Spiel entfernt"))
        steps.append((step(f"Paladin's Greatsword: {tf.name} is removed from the game", "greatsword", name=tf.name), "p. 26"))
    if crit and ar and ar.id == "torengrims_helm" and tf.carries_items:
        r.notes.append(named("one of its items (chosen at random) is removed from the game",
                              "einer seiner Ausrüstungsgegenstände (zufällig gewählt) wird aus dem Spiel entfernt"))
        steps.append((step("Torengrim's Helm: one item of the target is removed from the game", "torengrim"), "p. 25"))
    if ar and ar.id == "marrowdrinker" and spec.use_relic and not close:
        amount = r.clicks if spec.settings["marrowdrinker_heal"] == "applied" else r.damage
        out.attacker_healed += amount
        steps.append((step(f"Marrowdrinker: {a.name} heals {amount} click(s) (A63)", "marrowdrinker", name=a.name, n=amount), "p. 27"))
    if ar and ar.id == "dragonsbreath" and spec.use_relic and not close:
        wearer = spec.settings["dragonsbreath_centre"] == "wearer"
        centre = named("the wearer", "dem Träger") if wearer else named("the target", "dem Ziel")
        out.notes.append(step(f"Dragonsbreath: every figure within 3 inches of {centre} takes 1 click (A50)", "dragonsbreath_note", centre=centre))
        steps.append((step(f"Dragonsbreath: every figure within 3 inches of {centre} takes 1 click", "dragonsbreath", centre=centre), "p. 27"))
    if ar and ar.id == "serpentfang" and spec.use_relic and close:
        r.notes.append(named("its special abilities are cancelled until the next end phase",
                              "seine Spezialfähigkeiten sind bis zur nächsten Endphase aufgehoben"))
    if not close and ar and ar.id == "silvercloud" and tf.soaring:
        r.notes.append(named("moved to ground level", "auf Bodenniveau gesetzt"))
        steps.append((step(f"Silvercloud: {tf.name} is moved to ground level", "silvercloud", name=tf.name), "p. 28"))
    if ar and ar.id == "souldrinker" and close:
        out.notes.append(step("Souldrinker: if this attack eliminates the target, the wearer heals to its starting line", "souldrinker"))
