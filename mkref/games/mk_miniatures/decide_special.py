"""The commands of the miniatures game's relics, domains and constructed terrain, for `decide.py`'s `decide`:
`helm`, `prophecy`, `demoralized`, `build`, `strike`, `storm`, `sacrifice`, `stormcrow` and `revive` (the
Jeweled Helm and Stormwall, the Oracular Codex, constructed terrain p. 17, the Magestone Storm, the Haunted
Graveyard, the Book of the Stormcrow, the Necromantic Bonestaff). Each checks the state and the rules, asks the
table for dice and facts, and adds events. Page references: German rulebook."""

from __future__ import annotations

from typing import Any

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.core.messages import Named
from mkref.core.names import fold

from . import data, rules
from .actions import _finish_action, _no, _start_action
from .asking import Builder, dice as _dice, keywords as _keywords, number as _number, whole_number as _int, yes as _yes
from .state import WState, fighter_of, find_piece, named, relic_of, resolve_warrior
from .told import portable


_IMMUNE_DE = {"magic_immunity": "Magische Immunität"}  # the defense type the Magestone Storm spares (p. 29)


def _cmd_helm(b: Builder, cmd: Command) -> None:
    """Jeweled Helm / Stormwall at the start of the command phase: 1 click of push damage (p. 26, 28)."""
    st = b.state
    if st.phase != "command":
        raise RuleViolation(_no("mini.this_relic_is_used_at_the"), ref="p. 26")
    pos, _, _ = _keywords(cmd.args)
    if not pos:
        raise InvalidInput(_no("mini.name_the_wearer"), hint=_no("mini.helm_warrior"))
    w = resolve_warrior(st, pos[0], st.player.name)
    relic = relic_of(st, w)
    if relic not in ("jeweled_helm", "stormwall"):
        raise RuleViolation(_no("mini.no_helm", warrior=named(w)), ref="p. 26")
    b.damage(w.key, 1, data.load().relics[relic].en, unreducible=True, ref=data.load().relics[relic].ref)
    if relic == "jeweled_helm" and b.state.warriors[w.key].in_play:
        b.add({"type": "helm", "warrior": w.key, "on": True})
    if relic == "stormwall" and b.state.warriors[w.key].in_play:
        radius = data.load().relics["stormwall"].numbers["radius"]
        b.add({"type": "stormwall", "warrior": w.key, "on": True, "radius": radius})


def _stormwall(b: Builder, cmd: Command, shooters: list[WState], targets: list[WState]) -> None:
    """Stormwall in play (R-034, p. 28): no ranged attack by (the attacker and its formation) or on a
    figure within its radius; the distance from the wearer is a table fact."""
    st = b.state
    radius = data.load().relics["stormwall"].numbers["radius"]
    for wall in st.warriors.values():
        if not (wall.stormwall and wall.in_play):
            continue
        for fig in [*shooters, *targets]:
            near = fig.key == wall.key or _number(
                cmd, f"stormwall_{wall.key}_{fig.key}", _no("ask.stormwall_distance", wearer=named(wall), warrior=named(fig))) <= radius
            if near:
                raise RuleViolation(_no("mref.stormwall", warrior=named(fig), radius=radius, wearer=named(wall)),
                                    _no("mref.stormwall_why", player=wall.player), ref="p. 28")


def _cmd_prophecy(b: Builder, cmd: Command) -> None:
    """Oracular Codex (R-020, p. 26): two dice set aside at the start of the command phase."""
    st = b.state
    if st.phase != "command":
        raise RuleViolation(_no("mini.the_prophecy_roll_is_made_at"), ref="p. 26")
    if not any(relic_of(st, w) == "oracular_codex" and w.in_play and not w.captor and w.player == st.player.name
               for w in st.warriors.values()):
        raise RuleViolation(_no("mini.none_of_your_warriors_carries_the"), ref="p. 26")
    d = _dice(cmd, "prophecy", _no("miniask.prophecy_roll_two_dice_to_set"))
    b.add({"type": "prophecy", "player": st.player.name, "dice": list(d)})


def _cmd_demoralized(b: Builder, cmd: Command) -> None:
    pos, _, _ = _keywords(cmd.args)
    if len(pos) < 2 or fold(pos[1]) not in ("yes", "no", "ja", "nein", "on", "off"):
        raise InvalidInput(_no("mini.say_whether_demoralized_shows"), hint=_no("mini.demoralized_warrior_yes_no"))
    w = resolve_warrior(b.state, pos[0])
    b.add({"type": "demoralized", "warrior": w.key, "on": fold(pos[1]) in ("yes", "ja", "on")})


def _cmd_build(b: Builder, cmd: Command) -> None:
    """Put a constructed terrain piece on the table (p. 17): `build CARD [as NAME]`."""
    pos, _, _ = _keywords(cmd.args)
    if not pos:
        raise InvalidInput(_no("mini.name_the_terrain_card"), hint=_no("mini.build_stone_wall_as_wall1"))
    words = list(pos)
    name = ""
    if len(words) >= 3 and fold(words[-2]) in ("as", "als"):
        name = words[-1]
        words = words[:-2]
    card = data.load().terrain_card(" ".join(words))
    name = name or card.id
    if name in b.state.pieces and not b.state.pieces[name]["destroyed"]:
        raise InvalidInput(_no("mini.piece_named", name=name), hint=_no("mini.name_it_build_card_as_name"))
    b.add({"type": "piece_built", "piece": name, "card": card.id})


def _cmd_strike(b: Builder, cmd: Command) -> None:
    """Attack a constructed terrain piece (p. 17): `strike ATTACKER PIECE close|ranged [relic]`."""
    st = b.state
    s = st.settings()
    pos, opts, fl = _keywords(cmd.args)
    if len(pos) < 3 or fold(pos[2]) not in ("close", "ranged", "nahkampf", "fernkampf"):
        raise InvalidInput(_no("mini.name_the_attacker_the_piece_and"), hint=_no("mini.strike_ember_lancer_wall1_close"))
    w = resolve_warrior(st, pos[0], st.player.name)
    key, card = find_piece(st, pos[1])
    kind = "close" if fold(pos[2]) in ("close", "nahkampf") else "ranged"
    _start_action(b, cmd, w, kind)
    if kind == "close":
        if not _yes(b, cmd, "front", _no("miniask.front_piece", warrior=named(w), piece=key)):
            raise RuleViolation(_no("mini.a_close_attack_on_terrain_needs"), ref="p. 17")
    else:
        _stormwall(b, cmd, [w], [])
        if not _yes(b, cmd, "lof", _no("miniask.line_piece", warrior=named(w), piece=key)):
            raise RuleViolation(_no("mini.a_ranged_attack_on_terrain_needs"), ref="p. 17")
    fighter = fighter_of(st, w)
    bonus = fighter.attack_bonus if (("sword" in fighter.attack_types) if kind == "close" else {"bow", "wand"} & set(fighter.attack_types)) else 0
    mods = _int(opts.get("mod", "0"), "mod") + (2 if w.helm_active else 0)
    d = _dice(cmd, "dice", _no("miniask.attack_roll", warrior=named(w)))
    crits = s["terrain_criticals"]
    crit_miss, crit_hit = crits and d == (1, 1), crits and d == (6, 6)
    result = sum(d) + max(0, fighter.attack + max(-3, min(3, mods))) + bonus
    hit = crit_hit or (not crit_miss and result >= card.defense)
    dmg = fighter.damage if kind == "close" else fighter.ranged_damage
    relic = relic_of(st, w)
    if relic == "decapitator":
        dmg += data.load().relics["decapitator"].numbers["damage_mod"]
    if relic == "treefell" and "relic" in fl:
        dmg = data.load().relics["treefell"].numbers["structure_damage"]
    dmg += 1 if crit_hit and hit else 0
    total, destroyed = rules.terrain_damage(card.structure, st.pieces[key]["damage"], dmg if hit else 0, st.domains)
    text = _no("strike.line", warrior=named(w), piece=key, card=Named(card.en, card.de), a=d[0], b=d[1], attack=fighter.attack,
               bonus=_no("bomb.bonus", bonus=bonus) if bonus else "", mods=f" {mods:+d}" if mods else "", result=result,
               defense=card.defense, verdict=_no("strike.hit" if hit else "strike.miss"),
               damage=_no("strike.damage", dmg=dmg, total=total, structure=rules.structure_value(card.structure, st.domains)) if hit else "",
               destroyed=_no("strike.destroyed") if destroyed else "")
    b.add({"type": "piece_hit", "piece": key, "damage": total, "destroyed": destroyed, "text": str(text), "text_said": portable(text)})
    if crit_miss:
        b.damage(w.key, 1, _no("reason.critical_miss"), unreducible=True, ref="p. 9")
    _finish_action(b, [w.key], kind)


def _cmd_storm(b: Builder, cmd: Command) -> None:
    """Magestone Storm at the start of the command phase (p. 29, A60): `storm [FIGURE ...]` names the
    figures in base contact with another figure; on a 1 each takes 1 click."""
    st = b.state
    if "magestone_storm" not in st.domains:
        raise RuleViolation(_no("mini.magestone_storm_is_not_in_play"), ref="p. 29")
    if st.phase != "command":
        raise RuleViolation(_no("mini.the_magestone_storm_roll_belongs_to"), ref="p. 29")
    pos, _, _ = _keywords(cmd.args)
    figures = [resolve_warrior(st, n) for n in pos]
    (die,) = _dice(cmd, "storm", _no("miniask.magestone_storm_one_die_1_every"), 1)
    from .domains import storm_hits

    hit = storm_hits(die)
    b.note(_no("note.storm_hit" if hit else "note.storm_nothing", die=die), "p. 29")
    if hit:
        immune = data.load().domains["magestone_storm"].numbers["immune_defense_type"]
        for f in figures:
            if immune in f.w.defense_types:
                b.note(_no("note.storm_immune", warrior=named(f), immune=Named(immune.replace("_", " "), _IMMUNE_DE.get(immune, immune))), "p. 29")
            else:
                b.damage(f.key, 1, _no("reason.storm"), ref="p. 29")


def _cmd_sacrifice(b: Builder, cmd: Command) -> None:
    """Haunted Graveyard (p. 30, A56): the current player eliminates one own figure with unmodified defense <= 10."""
    st = b.state
    if "haunted_graveyard" not in st.domains:
        raise RuleViolation(_no("mini.haunted_graveyard_is_not_in_play"), ref="p. 30")
    if st.phase != "command":
        raise RuleViolation(_no("mini.the_haunted_graveyard_acts_at_the"), ref="p. 30")
    pos, _, _ = _keywords(cmd.args)
    if not pos:
        raise InvalidInput(_no("mini.name_the_figure_to_eliminate"), hint=_no("mini.sacrifice_warrior"))
    w = resolve_warrior(st, pos[0], st.player.name)
    if st.graveyard_done:
        raise RuleViolation(_no("mref.graveyard_done"), ref="p. 30")
    leader = next((x.key for x in st.warriors.values() if x.player == st.player.name and x.in_play and not x.captor
                   and fighter_of(st, x).has_leadership), "")
    if leader:
        raise RuleViolation(_no("mref.graveyard_leader", leader=leader, player=st.player.name), ref="p. 30")
    if w.captor or not w.in_play:
        raise RuleViolation(_no("mref.not_yours", warrior=named(w)), ref="p. 30")
    if w.values()[2] > data.load().domains["haunted_graveyard"].numbers["graveyard_max_defense"]:
        raise RuleViolation(_no("mini.sacrifice_defense", warrior=named(w), defense=w.values()[2]), ref="p. 30")
    b.eliminate(w.key, "", _no("reason.graveyard"), graveyard=True)


def _cmd_stormcrow(b: Builder, cmd: Command) -> None:
    """Book of the Stormcrow (R-015, p. 26): swap a weather domain in play for another at the start of the command phase."""
    st = b.state
    if st.phase != "command":
        raise RuleViolation(_no("mini.the_book_of_the_stormcrow_is"), ref="p. 26")
    if not any(relic_of(st, w) == "book_of_the_stormcrow" and w.in_play and w.player == st.player.name for w in st.warriors.values()):
        raise RuleViolation(_no("mini.none_of_your_warriors_wears_the"), ref="p. 26")
    pos, _, _ = _keywords(cmd.args)
    if len(pos) < 2:
        raise InvalidInput(_no("mini.name_the_weather_domain_to_remove"), hint=_no("mini.stormcrow_darkness_clear_skies"))
    doms = data.load()
    old, new = doms.domain(pos[0]), doms.domain(" ".join(pos[1:]))
    if old.id not in st.domains or old.category != "weather":
        raise RuleViolation(_no("mini.not_weather", domain=Named(old.en, old.de)), ref="p. 26")
    if new.category != "weather" or new.id in st.domains or new.id in st.stormcrow_used or new.id == old.id:
        raise RuleViolation(_no("mini.weather_used", domain=Named(new.en, new.de)), ref="p. 26")
    from .domains import add_domain

    rest = [d for d in st.domains if d != old.id]
    res = add_domain(rest, new.id, st.settings())
    if new.id == "downpour" and new.id in res.in_play and st.settings()["downpour_soaring"] == "land":
        for w in st.warriors.values():
            if w.soaring and w.in_play:
                b.add({"type": "moved", "warrior": w.key, "speed": 0, "moved": False, "soar": True,
                       "text": f"{w.key} lands: Downpour (A14)", "text_said": portable(_no("move.lands", warrior=named(w)))})
    b.add({"type": "domains", "in_play": res.in_play, "removed": old.id,
           **_crow_text(old, new, res.in_play, [doms.domains[x] for x in res.removed.get(new.id, [])])})


def _crow_text(old: Any, new: Any, in_play: list[str], by: list[Any]) -> dict[str, object]:
    """The Book of the Stormcrow's line: English in the save, the table's language on screen (told.py)."""
    names = {"old": Named(old.en, old.de), "new": Named(new.en, new.de)}
    said = _no("crow.enters", **names) if new.id in in_play else _no(
        "crow.countered", **names, by=Named(", ".join(d.en for d in by), ", ".join(d.de for d in by)))
    return {"text": str(said), "text_said": portable(said)}


def _cmd_revive(b: Builder, cmd: Command) -> None:
    """Necromantic Bonestaff (R-035, p. 28; A6, A51, A61): revive an eliminated figure at the start of the
    command phase; it is removed from the game at the start of the next end phase."""
    st = b.state
    s = st.settings()
    if st.phase != "command":
        raise RuleViolation(_no("mini.the_necromantic_bonestaff_acts_at_the"), ref="p. 28")
    if not any(relic_of(st, w) == "necromantic_bonestaff" and w.in_play and not w.captor and w.player == st.player.name
               for w in st.warriors.values()):
        raise RuleViolation(_no("mini.none_of_your_warriors_wears_the_2"), ref="p. 28")
    pos, _, _ = _keywords(cmd.args)
    if not pos:
        raise InvalidInput(_no("mini.name_the_eliminated_figure"), hint=_no("mini.revive_warrior"))
    w = resolve_warrior(st, pos[0])
    if w.status != "eliminated":
        raise RuleViolation(_no("mini.not_eliminated", warrior=named(w)), _no("mini.figures_removed_from_the_game_cannot"), ref="p. 28")
    if w.w.large:
        raise RuleViolation(_no("mini.titans_and_large_figures_cannot_be"), ref="p. 28")
    if not s["bonestaff_any_figure"] and w.player != st.player.name:
        raise RuleViolation(_no("mini.only_your_own_figures_may_be"), ref="p. 28")
    click = 1 if "blasted_lands" in st.domains and s["blasted_deploy_click"] else 0
    b.add({"type": "revived", "warrior": w.key, "controller": st.player.name, "click": click,
           "tokens": w.tokens if s["revived_keeps_tokens"] else 0})
