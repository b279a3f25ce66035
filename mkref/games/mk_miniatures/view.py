"""What the table reads after a command: event labels, descriptions, status data and the toolbar."""

from __future__ import annotations

from typing import Any

from mkref.core.events import Event

from . import data, rules
from .messages import say
from .state import GAME_ID, MiniState, graveyard_due, relic_of


# ---- describing -----------------------------------------------------------------------------------
def label(e: Event, lang: str = "en") -> str:
    t: str = e["type"]
    if t == "action":
        return f"{e['kind']} action: {', '.join(e['warriors'])}"
    if t == "attack":
        return f"{e['kind']} attack by {e['attacker']} ({e['dice'][0]}+{e['dice'][1]}): {e['summary']}"
    if t == "clicked":
        return f"{e['warrior']} takes {e['clicks']} click(s) ({e['reason']})"
    if t == "eliminated":
        return f"{e['warrior']} eliminated" + (f", {e['points']} VP to {e['by']}" if e.get("by") else "")
    if t == "turn":
        return f"turn {e['turn']}"
    if t == "phase":
        return f"{e['phase']} phase"
    if t == "moved":
        return f"move {e['warrior']}"
    if t == "objective":
        return f"objective {e['id']}: {e['state']} {e['controller']}".strip()
    if t == "game_over":
        return f"game over: {e['text']}"
    if t == "note":
        return say(e["msg"], lang, **e["values"]) if e.get("msg") else str(e["text"])
    return t.replace("_", " ")


def describe(st: MiniState, events: list[Event], lang: str = "en") -> list[str]:
    if not events:
        return _status_lines(st)
    out: list[str] = []
    for e in events:
        t = e["type"]
        if t == "attack":
            out.extend("  " + s for s in e["steps"])
        elif t == "moved":
            if e["text"]:
                out.append(e["text"])
        elif t == "clicked":
            w = st.warriors[e["warrior"]]
            if e["click"] < w.dial_len:
                c = w.w.dial[e["click"]]
                now = f"now click {e['click']}: speed {c.speed}, attack {c.attack}, defense {c.defense}, damage {c.damage}"
            else:
                now = "three skulls"
            out.append(f"{e['warrior']} takes {e['clicks']} click(s) ({e['reason']}, {e['ref']}); {now}")
        elif t == "healed":
            w = st.warriors[e["warrior"]]
            out.append(f"{e['warrior']} heals to click {e['click']} (p. 9)")
        elif t == "eliminated":
            out.append(f"{e['warrior']} is eliminated ({e['reason']})" + (f": {e['points']} victory points to {e['by']} (p. 19)" if e.get("by") else "; nobody scores (A19)"))
            if e.get("items"):
                out.append("Its items drop beside it as tokens: " + ", ".join(e["items"]) + " (p. 18)")
        elif t == "freed":
            out.append(f"{e['warrior']}: {e['reason']} (p. 11)")
        elif t == "captured":
            out.append(f"{e['captive']} is now the captive of {e['captor']}; its tokens are removed (p. 11)")
        elif t == "action":
            toks = ", ".join(f"{k} {st.warriors[k].tokens} token(s)" for k in e["warriors"])
            out.append(f"Action given ({st.actions_left} left this turn): {toks}")
        elif t == "objective":
            out.append(f"Objective {e['id']}: {e['state']}" + (f" by {e['controller']}" if e["controller"] else "") + f" ({e['why']})")
        elif t == "tokens_cleared":
            if e["warriors"]:
                out.append("Tokens removed (no action this turn): " + ", ".join(e["warriors"]) + " (p. 5)")
        elif t == "phase":
            extra = f"; {e['lost_actions']} unused action(s) lost" if e.get("lost_actions") else ""
            out.append(f"{e['phase'].capitalize()} phase of {e.get('player', st.player.name)}{extra} (p. 5)")
        elif t == "turn":
            out.append(f"Turn {e['turn']}: {e.get('player', st.player.name)}, command phase, {e['actions']} action(s) (p. 5)")
            due = [x["warrior"] for x in st.bombards if x.get("due")]
            if due:
                out.append("Bombardments to resolve now: " + ", ".join(due) + " (resolve WARRIOR [FIGURES], p. 12)")
            out.extend(_command_phase_reminders(st, lang))
        elif t == "player_out":
            out.append(f"{e['player']} has no active warriors: out of the game; their warriors are removed without victory points (p. 19)")
        elif t == "bombard_declared":
            out.append(f"{e['warrior']} places {e['markers']} bombard marker(s) up to {e['max_range']} inches away; it resolves at the start of {e['player']}'s next command phase (p. 12)")
        elif t == "bombard_resolved":
            out.append(e["text"])
        elif t == "item_dropped":
            out.append(f"{e['warrior']} drops {e['item']}: its token lies in base contact (p. 18)")
        elif t == "item_taken":
            out.append(f"{e['warrior']} picks up {e['item']} (p. 18)")
        elif t == "note" and e.get("msg"):
            out.append(say(e["msg"], lang, **e["values"]))
        elif t == "note":
            out.append(e["text"] + (f" ({e['ref']})" if e.get("ref") else ""))
        elif t == "game_over":
            out.append(f"Game over ({e['why']}, p. 19).")
            for s in e["standings"]:
                out.append(f"  {s['player']}: {s['objectives']} objective(s), {s['vp']} victory points, army {s['army_cost']} points")
            out.extend("  " + s for s in e["steps"])
            out.append(e["text"])
        elif t in ("time_up", "agreed_end"):
            out.append("The game ends after this turn (p. 19, A43).")
        elif t == "helm":
            out.append(f"{e['warrior']}: +2 attack, +2 defense, +2 speed until its next command phase (p. 26)")
        elif t == "demoralized":
            out.append(f"{e['warrior']}: Demoralized {'shows' if e['on'] else 'gone'} (not active while it shows, p. 6)")
        elif t == "piece_built":
            card = data.load().terrain[e["card"]]
            out.append(f"{e['piece']}: {card.en} ({card.de}), defense {card.defense}, fortification {card.fortification}, "
                       f"structure {rules.structure_value(card.structure, st.domains)} (p. 17)")
        elif t == "stormwall":
            out.append(say("stormwall", lang, radius=e["radius"], warrior=e["warrior"]))
        elif t in ("piece_hit", "domains"):
            out.append(e["text"])
        elif t == "prophecy":
            out.append(e.get("text") or f"Prophecy roll set aside: {e['dice'][0]}+{e['dice'][1]} (p. 26)")
        elif t == "revived":
            out.append(f"{e['warrior']} is revived at click {e['click']} under {e['controller']}'s control, anywhere on the battlefield; "
                       "it leaves the game at the start of the next end phase (p. 28)")
        elif t == "removed_from_game":
            out.append(f"{e['warrior']} is removed from the game ({e['reason']}); nobody scores (p. 28)")
        elif t == "first_player":
            out.append(f"{e['player']} is the first player (p. 4)")
        elif t in ("initiative", "pile", "terrain_placed"):
            out.extend(_setup_lines(st, e, lang))
    return out


def _setup_lines(st: MiniState, e: Event, lang: str = "en") -> list[str]:
    """The initiative roll, the terrain pile and each terrain placement (p. 4, p. 17)."""
    from .table_setup import next_placer, terrain_left

    t = e["type"]
    if t == "initiative":
        then = say("roll_then", lang)
        rolls = ", ".join(f"{p} " + then.join(f"{a}+{b}" for a, b in r) + f" = {e['results'][p]}" for p, r in e["rolls"].items())
        marker = "marker_toward" if e["direction"] == "toward_battlefield" else "marker_any"
        return [say("initiative", lang, rolls=rolls, first=e["first"]), say("marker_centre", lang),
                *(say(marker, lang, **m) for m in e["markers"]),
                say("control_colours", lang), say("pile_next", lang, placer=next_placer(st))]
    if t == "pile":
        return [say("pile_constructed" if e["constructed"] else "pile", lang, player=e["player"], ordinary=e["ordinary"],
                    constructed=e["constructed"])]
    ordinary, constructed, placements = terrain_left(st)
    out = [say("placed_constructed" if e["constructed"] else "placed", lang, player=e["player"], pieces=say("and", lang).join(e["pieces"]),
               placements=placements, limit=rules.MAX_TERRAIN_PLACEMENTS, ordinary=ordinary, constructed=constructed)]
    if placements >= rules.MAX_TERRAIN_PLACEMENTS or ordinary + constructed <= 0:
        out.append(say("terrain_over", lang))
    else:
        out.append(say("terrain_next", lang, placer=next_placer(st)))
    return out


def _command_phase_reminders(st: MiniState, lang: str = "en") -> list[str]:
    """What resolves at the start of the current player's command phase (p. 5)."""
    out: list[str] = []
    if "magestone_storm" in st.domains:
        out.append("Magestone Storm: roll with 'storm FIGURES-IN-CONTACT' (p. 29)")
    cands = graveyard_due(st)
    if cands:
        out.append(say("graveyard_due", lang, figures=", ".join(cands)))
    names = {"book_of_the_stormcrow": "stormcrow OLD NEW", "jeweled_helm": "helm W", "stormwall": "helm W",
             "oracular_codex": "roll two prophecy dice and keep them", "necromantic_bonestaff": "revive a figure (by hand)"}
    for w in st.warriors.values():
        r = relic_of(st, w) if w.player == st.player.name and w.in_play else ""
        if r in names:
            out.append(f"{w.key} wears {data.load().relics[r].en}: {names[r]} ({data.load().relics[r].ref})")
    if any(it["wearer"] and st.warriors[it["wearer"]].player == st.player.name for it in st.items.values()):
        out.append("Items may be dropped now, for free (drop W ITEM, p. 18)")
    return out


def _status_lines(st: MiniState) -> list[str]:
    if st.ended:
        lines = [f"Game over: {st.result.get('text', '')}"]
    else:
        lines = [f"Turn {st.turn}: {st.player.name}, {st.phase} phase, {st.actions_left} action(s) left"]
    for p in st.players:
        ws = [w for w in st.warriors.values() if w.player == p.name]
        parts = []
        for w in ws:
            if w.status != "in_play":
                parts.append(f"{w.key} ({w.status})")
                continue
            sp, a, d, dmg = w.values()
            tags = []
            if w.tokens:
                tags.append(f"{w.tokens}T")
            if w.captive:
                tags.append(f"holds {w.captive}")
            if w.captor:
                tags.append(f"captive of {w.captor}")
            if w.stormwall:
                tags.append("Stormwall up")
            parts.append(f"{w.key} c{w.click} {sp}/{a}/{d}/{dmg}" + (f" [{', '.join(tags)}]" if tags else ""))
        lines.append(f"{p.name} (VP {p.vp}{', out' if p.out else ''}): " + "; ".join(parts))
    lines.append("Objectives: " + ", ".join(f"{k} {o.state}" + (f" ({o.controller})" if o.controller else "") for k, o in st.objectives.items()))
    return lines


def status(st: MiniState) -> dict[str, Any]:
    doms = data.load().domains
    return {
        "game": GAME_ID,
        "turn": st.turn,
        "current_player": st.player.name,
        "phase": st.phase,
        "actions_left": st.actions_left,
        "actions_per_turn": st.build_total // 100,
        "build_total": st.build_total,
        "ended": st.ended,
        "result": st.result.get("text", ""),
        "winners": st.result.get("winners", []),
        "players": [
            {
                "name": p.name, "army": p.army, "army_cost": p.army_cost, "team": p.team, "vp": p.vp, "out": p.out,
                "warriors": [
                    {
                        "key": w.key, "name": w.w.name, "points": w.w.points, "click": w.click, "dial": w.dial_len,
                        **dict(zip(("speed", "attack", "defense", "damage"), w.values(), strict=True)),
                        "tokens": w.tokens, "acted": w.acted, "status": w.status if not w.captor else f"captive of {w.captor}",
                        "captive": w.captive, "soaring": w.soaring, "items": list(w.items),
                    }
                    for w in st.warriors.values() if w.player == p.name
                ],
            }
            for p in st.players
        ],
        "objectives": [{"id": k, "state": o.state, "controller": o.controller} for k, o in st.objectives.items()],
        "domains": [doms[d].en for d in st.domains],
        "bombardments": [f"{x['warrior']} ({x['player']})" for x in st.bombards],
        "items_on_table": [f"{k} near {v['near']}" for k, v in st.items.items() if not v["wearer"]],
        "ledger": list(st.ledger),
        "setup": {"initiative": dict(st.initiative), "markers": [dict(m) for m in st.markers],
                  "pile": {p: {"ordinary": v[0], "constructed": v[1]} for p, v in st.pile.items()},
                  "terrain": [dict(t) for t in st.terrain]},
    }


def toolbar(st: MiniState, lang: str = "en") -> str:
    if st.ended:
        return f"Game over: {st.result.get('text', '')}"
    return f"Turn {st.turn} | {st.player.name} | {st.phase} | actions left {st.actions_left}/{st.build_total // 100}"



def show_warrior(st: MiniState, key: str) -> list[str]:
    """One warrior's current click only (etiquette, p. 20: no peeking at the next clicks)."""
    w = st.warriors[key]
    lines = [f"{w.key} ({w.w.name}, {w.player}): {w.status.replace('_', ' ')}, click {w.click} of {w.dial_len}"]
    if w.in_play:
        sp, a, d, dmg = w.values()
        c = w.w.dial[w.click]
        lines.append(f"  speed {sp} ({w.w.speed_type}), attack {a} ({', '.join(w.w.attack_types) or 'no type'}"
                     + (f", bonus {w.w.attack_bonus}" if w.w.attack_bonus else "") + f"), defense {d}, damage {dmg}")
        if w.w.range:
            lines.append(f"  range {w.w.range}, ranged damage {w.w.ranged_damage}, {w.w.targets} target(s)")
        if c.abilities:
            lines.append("  abilities showing: " + ", ".join(c.abilities))
    lines.append(f"  tokens {w.tokens}" + (", acted this turn" if w.acted else "") + (", soaring" if w.soaring else "")
                 + (f", holds {w.captive}" if w.captive else "") + (f", captive of {w.captor}" if w.captor else "")
                 + (", Stormwall up (no ranged attacks within 12 inches, p. 28)" if w.stormwall else ""))
    if w.items:
        lines.append("  items: " + ", ".join(w.items))
    return lines


def rule_lines(query: str, lang: str = "en") -> list[str]:
    from mkref.core import rulesindex

    hits = rulesindex.lookup(GAME_ID, query, limit=3)
    lang = rulesindex.load(GAME_ID).language(query) or lang  # answered in the language it was asked in
    if not hits:
        return [f"Nothing in the rules index for '{query}'. Try: mkref rules --game mk-miniatures {query}"]
    out = []
    for e in hits[:1]:
        out.append(f"{e.name(lang)} ({e.other_name(lang)}), {e.ref}: {e.answer(lang)}")
    if len(hits) > 1:
        out.append("See also: " + "; ".join(f"{e.name(lang)} ({e.ref})" for e in hits[1:]))
    return out
