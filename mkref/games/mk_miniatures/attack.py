"""The attack sequence (p. 14, steps 1-11) as one pure computation, with every step and its page.

`AttackSpec` (attack_types.py) holds what the table knows: the attacker's and targets' values (computed from
dials by the game, or typed into the calculator), the table facts (rear arc, cover, distances ...) as answers,
the options (capture, Gang Up, Point Blank ...) and the dice. `resolve` checks legality (steps 1-3,
attack_legality.py), collects modifiers, applies the rule of 3, judges the roll and works out damage per
target (steps 8-9, attack_damage.py); the action token comes last (steps 10-11). Its lines are said as in
attack_words.py.
"""

from __future__ import annotations

from mkref.core.errors import InvalidInput, RuleViolation

from . import data
from .attack_damage import damage_value, on_hit, split_damage
from .attack_legality import check_legality
from .attack_types import AttackSpec, Mod, Outcome, TargetResult, cap3, find_relic, wears
from .attack_words import combat_kind, fighters, mods_listed, named, said, step
from .rules import check_die


def resolve(spec: AttackSpec) -> Outcome:
    """Steps 1-11 of the attack sequence (p. 14); geometry comes in as table facts."""
    check_legality(spec)
    a = spec.attacker
    s = spec.settings
    ar = find_relic(a.relic)
    steps: list[tuple[str, str]] = []
    d1, d2 = check_die(spec.dice[0], "first die"), check_die(spec.dice[1], "second die")
    close = spec.kind == "close"
    kind_word = "close" if close else "ranged"
    steps.append((step(f"Step 1: {a.name} is given a {kind_word} combat action", "s1", name=a.name, kind=combat_kind(kind_word)), "p. 14"))
    if spec.charge:
        steps.append((step(f"Charge: {a.name} took 1 click of push damage before attacking (values entered are after it)", "charge", name=a.name), "p. 10"))
    names = fighters(t.fighter.name for t in spec.targets)
    steps.append((step("Step 2: targets " + names, "s2", names=names), "p. 14"))
    if spec.capture:
        steps.append((step("Step 3: capture attempt declared (-3 attack, no damage)", "s3"), "p. 11"))

    # --- special relic attacks that bypass the normal sequence
    if ar and ar.id == "book_of_lightning" and spec.use_relic and not close:
        return _book_of_lightning(spec, steps, d1, d2)

    # --- step 4: attacker side
    bonus_applies = ("sword" in a.attack_types) if close else bool({"bow", "wand"} & set(a.attack_types))
    bonus = a.attack_bonus if bonus_applies else 0
    common: list[Mod] = list(spec.attack_mods)
    if spec.gang_up:
        common.append(Mod(spec.gang_up, named(f"Gang Up: {spec.gang_up} supporter(s)", f"Zusammenrotten: {spec.gang_up} Unterstützer"), "p. 10"))
    if spec.capture:
        common.append(Mod(-3, named("capture attempt", "Versuch, gefangen zu nehmen"), "p. 11"))
    if spec.eliminate_captive:
        common.append(Mod(-3, named("eliminating own captive", "eigenen Gefangenen ausschalten"), "p. 11"))
    if spec.precision:
        common.append(Mod(-2, named("Precision", "Präzision"), "p. 12"))
    if spec.point_blank == "attack":
        common.append(Mod(1, named("Point Blank (+1 attack)", "Kernschuss (+1 Angriff)"), "p. 12"))
    n_att = sum(1 for c in spec.formation if c == "attack")
    if n_att:
        common.append(Mod(2 * n_att, named(f"ranged formation: {n_att} member(s) x +2", f"Fernkampfformation: {n_att} Mitglied(er) x +2"), "p. 14"))
    if a.jeweled_helm_active:
        common.append(Mod(2, named("Jeweled Helm", "Juwelenhelm"), "p. 26"))
    steps.append((step(f"Step 4: attack value {a.attack}", "s4", value=a.attack), "p. 9"))
    if bonus:
        steps[-1] = (step(f"Step 4: attack value {a.attack}, attack bonus +{bonus} (not a modifier)", "s4_bonus", value=a.attack, bonus=bonus), "p. 9")
    elif a.attack_bonus and not bonus_applies:
        steps[-1] = (step(f"Step 4: attack value {a.attack}; the printed bonus {a.attack_bonus} does not apply to this attack type",
                           "s4_no_bonus", value=a.attack, bonus=a.attack_bonus), "p. 9")
    # --- damage value (step 8a, computed now for the listing)
    damage_base, damage_mods, damage_note = damage_value(spec)
    results: list[TargetResult] = []
    for t in spec.targets:
        tf = t.fighter
        att = common + list(t.attack_mods)
        if t.rear_arc:
            att.append(Mod(1, named("rear arc", "Rückenbereich") if close else named("line of fire through the rear arc", "Schusslinie durch den Rückenbereich"), "p. 10" if close else "p. 11"))
        if t.relic_faction_match and (wears(tf, "treefell") or wears(tf, "serpentfang")):
            target_relic = find_relic(tf.relic)
            att.append(Mod(1, named(f"{target_relic.en if target_relic else ''} (attacker of the named faction)",
                                  f"{target_relic.de if target_relic else ''} (Angreifer der genannten Fraktion)"),
                           target_relic.ref if target_relic else ""))
        dfn = list(t.defense_mods)
        if not close:
            if t.cover and not tf.soaring:
                dfn.append(Mod(1, named("cover (hindering terrain)", "Deckung (behinderndes Gelände)"), "p. 16"))
            if t.elevation and not tf.soaring and not a.soaring:
                dfn.append(Mod(1, named("elevation", "Höhe"), "p. 16"))
            if t.fortification:
                dfn.append(Mod(t.fortification, named("fortification of constructed terrain", "Befestigung des konstruierten Geländes"), "p. 17"))
        if tf.soaring and (s["soaring_defense"] == "every_attack" or (not close and not a.soaring)):
            dfn.append(Mod(1, named("soaring (elevation modifier)", "hochfliegend (Höhenmodifikator)"), "p. 8"))
        if tf.speed_type == "wave" and t.in_water:
            dfn.append(Mod(2, named("wave warrior in water", "Krieger mit Welle im Wasser"), "p. 8"))
        if "fen_swamp" in spec.domains and tf.speed_type in data.load().domains["fen_swamp"].numbers["speed_types"] and t.in_shallow_water:
            dfn.append(Mod(1, named("Fen Swamp", "Fen-Sumpf"), "p. 30"))
        if tf.jeweled_helm_active:
            dfn.append(Mod(2, named("Jeweled Helm", "Juwelenhelm"), "p. 26"))
        if close and wears(a, "paragons_shield") and tf.mage_spawn:
            dfn.append(Mod(-3, named("Paragon's Shield against Mage Spawn", "Paragons Schild gegen Mage Spawn"), "p. 27"))
        base_def = tf.defense if t.defense_replacement is None else t.defense_replacement
        am, dm = cap3(att), cap3(dfn)
        r = TargetResult(tf.name, 0, max(0, base_def + dm), False, attack_mod=am, defense_mod=dm, attack_mods=att, defense_mods=dfn)
        r.attack_result = max(0, a.attack + am) + bonus  # attack value floored at 0 after modifiers
        results.append(r)
        listing = mods_listed(att)
        steps.append((step(f"Step 4 ({tf.name}): attack modifiers {listing}", "s4_mods", name=tf.name, mods=listing), "p. 14"))
        listing = mods_listed(dfn)
        if t.defense_replacement is None:
            text = step(f"Step 5 ({tf.name}): defense {base_def}, modifiers {listing}", "s5", name=tf.name, value=base_def, mods=listing)
        else:
            text = step(f"Step 5 ({tf.name}): defense {base_def} (replacement value), modifiers {listing}", "s5_replaced",
                         name=tf.name, value=base_def, mods=listing)
        steps.append((text, "p. 14"))
        raw = sum(m.value for m in att), sum(m.value for m in dfn)
        values = {"name": tf.name, "att": f"{raw[0]:+d}", "am": f"{am:+d}", "dfn": f"{raw[1]:+d}", "dm": f"{dm:+d}"}
        steps.append((step(f"Step 6 ({tf.name}): rule of 3: attack {raw[0]:+d} -> {am:+d}, defense {raw[1]:+d} -> {dm:+d}", "s6", **values),
                      "p. 7"))

    # --- step 7: the roll
    j1, j2 = d1, d2
    if close and ar and ar.id == "caeronn_luckblade":
        j1, j2 = (6 if d1 == 1 else d1), (6 if d2 == 1 else d2)
        if (j1, j2) != (d1, d2):
            steps.append((step(f"Caeronn Luckblade: {d1}+{d2} counts as {j1}+{j2}", "luckblade", d1=d1, d2=d2, j1=j1, j2=j2), "p. 25"))
    if s["luckblade_crit"] == "natural":
        crit_pair = (d1, d2)
    else:
        crit_pair = (j1, j2)
    total = j1 + j2
    crit_totals = {12}
    if not close and ar and ar.id == "assassin" and len(spec.targets) == 1:
        crit_totals = set(ar.numbers["crit_totals"])
    crit_miss = crit_pair == (1, 1)
    crit_hit = not crit_miss and (sum(crit_pair) in crit_totals)
    blackheart = close and ar is not None and ar.id == "blackheart" and spec.use_relic and len(spec.targets) == 1
    auto_hit = False
    if blackheart:
        mine, theirs = a.damage, spec.targets[0].fighter.damage
        if mine > theirs:
            auto_hit = True
            crit_hit = crit_miss = False
            steps.append((step(f"Blackheart: unmodified damage {mine} > {theirs}: the attack succeeds without a roll", "blackheart", mine=mine, theirs=theirs),
                          "p. 26"))
        elif s["blackheart"] == "forbidden":
            raise RuleViolation(said("miniatk.blackheart_the_wearer_s_damage_is"), ref="p. 26")
        else:
            steps.append((step(f"Blackheart: damage {mine} is not greater than {theirs}: roll normally (A48)", "blackheart_roll", mine=mine, theirs=theirs),
                          "p. 26"))
    roll = f"{d1}+{d2} = {d1 + d2}" if (j1, j2) == (d1, d2) else f"{j1}+{j2} = {total}"
    crit = "_crit_miss" if crit_miss else "_crit_hit" if crit_hit else ""
    tail = ": critical miss, every target is missed" if crit_miss else ": critical hit, every target is hit" if crit_hit else ""
    counts = "" if (j1, j2) == (d1, d2) else "counts as "
    steps.append((step(f"Step 7: attack roll {counts}{roll}{tail}", f"s7{'_counts' if counts else ''}{crit}", roll=roll), "p. 9"))
    for r in results:
        r.attack_result += total
        if auto_hit:
            r.hit = True
        elif crit_miss:
            r.hit = False
        elif crit_hit:
            r.hit = True
        else:
            r.hit = r.attack_result >= r.defense
        verdict = "hit" if r.hit else "miss"
        steps.append((step(f"  {r.name}: attack result {r.attack_result} vs defense {r.defense}: {verdict}", f"s7_{verdict}", name=r.name,
                            result=r.attack_result, defense=r.defense), "p. 10"))

    out = Outcome(steps, (d1, d2), (j1, j2), crit_hit, crit_miss, results, 0)
    if crit_miss:
        out.attacker_clicks += 1
        steps.append((step(f"Critical miss: {a.name} takes 1 click of push damage", "crit_miss", name=a.name), "p. 9"))
        if close and ar and ar.id == "decapitator":
            out.attacker_eliminated = True
            steps.append((step("Decapitator: a critical miss eliminates its wearer", "decapitator_miss"), "p. 26"))
    if any(t.fighter.relic and wears(t.fighter, "paragons_shield") and not r.hit for t, r in zip(spec.targets, results, strict=True)):
        out.attacker_clicks += 1
        steps.append((step("Paragon's Shield: the failed attacker takes 1 click that cannot be reduced", "paragon"), "p. 27"))

    hits = [(t, r) for t, r in zip(spec.targets, results, strict=True) if r.hit]
    # D-019 strip mine: wand ranged success fails on 1-3
    if hits and not close and "magestone_strip_mine" in spec.domains and "wand" in a.attack_types:
        die = spec.extra_dice.get("strip_mine")
        if die is None:
            raise InvalidInput(said("miniatk.magestone_strip_mine_one_more_die"), hint=said("miniatk.1_3_the_attack_fails_after"), ref="p. 30")
        from .domains import strip_mine_cancels

        if strip_mine_cancels(die):
            steps.append((step(f"Magestone Strip Mine: die {die}: the attack fails after all", "strip_fails", die=die), "p. 30"))
            for _t, r in hits:
                r.hit = False
            hits = []
        else:
            steps.append((step(f"Magestone Strip Mine: die {die}: the attack stands", "strip_stands", die=die), "p. 30"))

    # --- step 8: damage
    if not hits:
        _tokens(spec, out)
        return out
    if spec.capture:
        t, r = hits[0]
        r.captured = True
        steps.append((step(f"Step 8: {r.name} is captured: no damage; its action tokens are removed", "s8_captured", name=r.name), "p. 11"))
        _tokens(spec, out)
        return out
    if spec.eliminate_captive:
        t, r = hits[0]
        r.eliminated = True
        steps.append((step(f"Step 8: the captive {r.name} is eliminated", "s8_captive", name=r.name), "p. 11"))
        _tokens(spec, out)
        return out
    if ar and ar.id == "woundkiller" and spec.use_relic:
        t, r = hits[0]
        r.healed = damage_base + (1 if crit_hit else 0)
        steps.append((step(f"Woundkiller: {r.name} heals {r.healed} click(s) instead of taking damage", "woundkiller", name=r.name, n=r.healed), "p. 28"))
        _tokens(spec, out)
        return out
    if damage_note:
        steps.append(damage_note)
    pool_mods = list(damage_mods)
    per_target_extra: dict[str, list[Mod]] = {}
    for t, r in hits:
        extra: list[Mod] = []
        if close and wears(a, "paladins_greatsword") and t.fighter.large:
            extra.append(Mod(2, named("Paladin's Greatsword against a Titan or large figure", "Großschwert des Paladins gegen einen Titanen oder eine große Figur"), "p. 26"))
        if not close and wears(a, "silvercloud") and t.fighter.soaring:
            extra.append(Mod(2, named("Silvercloud against a soaring target", "Silberwolke gegen ein hochfliegendes Ziel"), "p. 28"))
        per_target_extra[r.name] = extra
    sawtooth = close and wears(a, "sawtooth") and len(spec.targets) == 1
    if sawtooth:
        r0 = hits[0][1]
        damage_base = max(0, r0.attack_result - r0.defense)
        steps.append((step(f"Sawtooth: damage = attack result {r0.attack_result} - defense {r0.defense} = {damage_base}", "sawtooth",
                            result=r0.attack_result, defense=r0.defense, damage=damage_base), "p. 26"))
        if not s["sawtooth_mods"]:
            pool_mods = []
    dmg_mod = cap3(pool_mods)
    pool = max(0, damage_base + dmg_mod)
    out.damage_pool = pool
    listing = mods_listed(pool_mods)
    steps.append((step(f"Step 8a-b: damage {damage_base}, modifiers {listing}, after the rule of 3 {dmg_mod:+d}: {pool}", "s8ab",
                        damage=damage_base, mods=listing, mod=f"{dmg_mod:+d}", pool=pool), "p. 14"))
    shares = split_damage(spec, hits, pool, steps)
    crit_bonus = 1 if crit_hit and not (sawtooth and not s["sawtooth_mods"]) else 0
    for t, r in hits:
        share = shares[r.name]
        extra = per_target_extra[r.name]
        if extra:
            # a per-target damage modifier joins the capped total for that target
            share = max(0, damage_base + cap3(pool_mods + extra)) if len(hits) == 1 else share + cap3(extra)
        bonus_crit = crit_bonus
        if crit_hit and len(hits) > 1:
            mode = s["crit_split"]
            if mode == "assigned_only" and shares[r.name] == 0:
                bonus_crit = 0
            elif mode == "pool":
                bonus_crit = 1 if r is hits[0][1] else 0
        r.damage = share + bonus_crit
        if bonus_crit:
            steps.append((step(f"Step 8c: critical hit: +1 damage to {r.name} (after the rule of 3)", "s8c_crit", name=r.name), "p. 9"))
        on_hit(spec, t, r, out, steps, crit_hit)
    _tokens(spec, out)
    return out


def _book_of_lightning(spec: AttackSpec, steps: list[tuple[str, str]], d1: int, d2: int) -> Outcome:
    """R-005: unmodified attack (plus bonus) against unmodified defense; 3 unreducible clicks or 1 back."""
    a = spec.attacker
    if len(spec.targets) != 1:
        raise RuleViolation(said("miniatk.the_book_of_lightning_targets_a"), ref="p. 25")
    t = spec.targets[0].fighter
    bonus = a.attack_bonus if {"bow", "wand"} & set(a.attack_types) else 0
    total = d1 + d2
    crit_miss, crit_hit = (d1, d2) == (1, 1), (d1, d2) == (6, 6)
    result = total + a.attack + bonus
    hit = (not crit_miss) and (crit_hit or result >= t.defense)
    r = TargetResult(t.name, result, t.defense, hit)
    attack = f"{a.attack}" + (f" + bonus {bonus}" if bonus else "")
    verdict = "hit" if hit else "miss"
    steps.append((step(f"Book of Lightning: roll {d1}+{d2}, unmodified attack {attack} = {result} vs unmodified defense {t.defense}: {verdict}",
                        f"book_{verdict}", roll=f"{d1}+{d2}", attack=named(attack, attack.replace("bonus", "Bonus")), result=result,
                        defense=t.defense), "p. 25"))
    out = Outcome(steps, (d1, d2), (d1, d2), crit_hit, crit_miss, [r], 0)
    if hit:
        r.damage = r.clicks = 3 + (1 if crit_hit and spec.settings["book_of_lightning_crit"] else 0)
        steps.append((step(f"{t.name} takes {r.clicks} clicks that cannot be reduced", "book_clicks", name=t.name, n=r.clicks), "p. 25"))
    else:
        out.attacker_clicks += 1 + (1 if crit_miss else 0)
        more = " plus 1 for the critical miss" if crit_miss else ""
        steps.append((step(f"{a.name} takes 1 click that cannot be reduced{more}", f"book_back{'_crit' if more else ''}", name=a.name), "p. 25"))
    _tokens(spec, out)
    return out


def _tokens(spec: AttackSpec, out: Outcome) -> None:
    """Steps 10-11: the attacker's token and push damage (supporters get none)."""
    if spec.tokens_before is None:
        return
    from .rules import give_token

    res = give_token(spec.tokens_before)
    out.tokens_after = res.tokens
    out.token_push = res.push_clicks
    name = spec.attacker.name
    if spec.gang_up:
        text = step(f"Step 10: {name} receives an action token ({res.tokens} now); Gang-Up supporters receive none", "s10_gang", name=name, n=res.tokens)
    else:
        text = step(f"Step 10: {name} receives an action token ({res.tokens} now)", "s10", name=name, n=res.tokens)
    out.steps.append((text, "p. 14"))
    if res.push_clicks:
        out.steps.append((step(f"Step 11: second token: {name} takes 1 click of push damage", "s11", name=name), "p. 6"))
